//! `ExecuteResults`: the outputs of `execute_sharded`, per device, with xla_client's ways of
//! taking them apart. Holds arrays only.

use super::array::Array;
use crate::error::Result;

#[derive(Clone, Debug)]
pub struct ExecuteResults {
    /// `per_device[d][o]`: output o on device d.
    per_device: Vec<Vec<Array>>,
}

impl ExecuteResults {
    pub(crate) fn new(per_device: Vec<Vec<Array>>) -> Self {
        ExecuteResults { per_device }
    }

    pub fn num_devices(&self) -> usize {
        self.per_device.len()
    }

    pub fn num_outputs(&self) -> usize {
        self.per_device.first().map_or(0, |d| d.len())
    }

    /// `[output][device]`, as xla_client returns it.
    pub fn disassemble_into_single_device_arrays(self) -> Vec<Vec<Array>> {
        let n = self.num_outputs();
        let mut out: Vec<Vec<Array>> = (0..n).map(|_| Vec::new()).collect();
        for device_outputs in self.per_device {
            for (o, a) in device_outputs.into_iter().enumerate() {
                out[o].push(a);
            }
        }
        out
    }

    /// The first `n` outputs as `[output][device]`; the rest are dropped.
    pub fn disassemble_prefix_into_single_device_arrays(self, n: usize) -> Vec<Vec<Array>> {
        let mut all = self.disassemble_into_single_device_arrays();
        all.truncate(n);
        all
    }

    /// Hands every output array, output by output, to `handler` (xla_client's
    /// `consume_with_handlers` with one handler for all outputs).
    pub fn consume_with_handlers<T>(self, mut handler: impl FnMut(Vec<Array>) -> T) -> Vec<T> {
        self.disassemble_into_single_device_arrays()
            .into_iter()
            .map(&mut handler)
            .collect()
    }

    /// Waits for every output (native).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn block_until_ready(&self) -> Result<()> {
        self.per_device
            .iter()
            .flatten()
            .try_for_each(|a| a.block_until_ready().map(|_| ()))
    }

    pub fn is_ready(&self) -> bool {
        self.per_device.iter().flatten().all(|a| a.is_ready())
    }

    /// Errors of the execution, if any output failed.
    pub fn check(&self) -> Result<()> {
        self.per_device
            .iter()
            .flatten()
            .try_for_each(|a| a.buffer().map(|_| ()))
    }
}
