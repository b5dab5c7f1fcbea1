//! `ExecuteResults`: the outputs of an execution, per device, with xla_client's ways of
//! taking them apart and of assembling them into global arrays. Holds arrays only.

use super::array::Array;
use super::client::Client;
use super::sharding::Sharding;
use crate::error::Result;
use crate::ir::ArrayShape;

#[derive(Clone, Debug)]
pub struct ExecuteResults {
    /// `per_device[d][o]`: output o on device d.
    per_device: Vec<Vec<Array>>,
    /// How each output's shards make up its global array.
    shardings: Vec<Sharding>,
    shapes: Vec<ArrayShape>,
    client: Client,
}

impl ExecuteResults {
    pub(crate) fn new(
        per_device: Vec<Vec<Array>>,
        shardings: Vec<Sharding>,
        shapes: Vec<ArrayShape>,
        client: Client,
    ) -> Self {
        ExecuteResults {
            per_device,
            shardings,
            shapes,
            client,
        }
    }

    pub fn num_devices(&self) -> usize {
        self.per_device.len()
    }

    pub fn num_outputs(&self) -> usize {
        self.shapes.len()
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

    /// Hands every output's single-device arrays, output by output, to `handler`
    /// (xla_client's `consume_with_handlers` with one handler for all outputs).
    pub fn consume_with_handlers<T>(self, mut handler: impl FnMut(Vec<Array>) -> T) -> Vec<T> {
        self.disassemble_into_single_device_arrays()
            .into_iter()
            .map(&mut handler)
            .collect()
    }

    /// The outputs as global arrays laid out as the executable's `output_shardings()` say
    /// (what jax's `array_result_handler` makes of them).
    pub fn consume(self) -> Result<Vec<Array>> {
        let shardings = self.shardings.clone();
        let shapes = self.shapes.clone();
        let client = self.client.clone();
        let outs: Vec<Array> = self
            .disassemble_into_single_device_arrays()
            .into_iter()
            .zip(shardings.into_iter().zip(shapes))
            .map(|(arrays, (sharding, shape))| {
                if let [a] = arrays.as_slice() {
                    if matches!(sharding, Sharding::SingleDevice(_)) {
                        return Ok(a.clone());
                    }
                }
                Array::from_single_device_arrays(shape, sharding, &arrays)
            })
            .collect::<Result<_>>()?;
        client.track_arrays(&outs);
        Ok(outs)
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
