//! `Executable` (compiled, not placed) and `LoadedExecutable` (compiled for devices): argument
//! checking, dispatch to the devices' backends, donation, and the introspection xla_client
//! offers (HLO text, layouts, shardings, cost and memory analysis, fingerprint).
//!
//! It checks arguments and moves buffers; it never computes values itself.

use super::array::Array;
#[cfg(not(target_arch = "wasm32"))]
use super::array::State;
use super::client::Client;
use super::device::Device;
use super::device_list::DeviceList;
use super::options::CompileOptions;
use super::program_text::ProgramFormat;
use super::results::ExecuteResults;
use crate::backend::{BufferRef, CompiledMemoryStats, CostAnalysis, Program};
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, HloSharding as Sharding, InstId, Module, Op};
use std::sync::Arc;

/// A compiled program not yet placed on devices (what `Client::compile` returns).
#[derive(Clone, Debug)]
pub struct Executable {
    pub(crate) module: Arc<Module>,
    pub(crate) text: Arc<str>,
    pub(crate) format: ProgramFormat,
    pub(crate) options: CompileOptions,
}

impl Executable {
    /// The module as HLO text.
    pub fn hlo_text(&self) -> String {
        crate::ir::print::print_module(&self.module)
    }

    pub fn module(&self) -> &Module {
        &self.module
    }

    pub fn fingerprint(&self) -> String {
        fingerprint(&self.text)
    }

    pub fn format(&self) -> ProgramFormat {
        self.format
    }

    pub fn compile_options(&self) -> &CompileOptions {
        &self.options
    }
}

pub(crate) struct ExecutableInner {
    pub(crate) client: Client,
    pub(crate) exe: Executable,
    pub(crate) devices: DeviceList,
    /// One compiled program per device, in device-list order.
    pub(crate) programs: Vec<Arc<dyn Program>>,
    pub(crate) parameter_shapes: Vec<ArrayShape>,
    pub(crate) output_shapes: Vec<ArrayShape>,
    /// `donated[i]`: parameter i is aliased to an output (`input_output_alias`/donation).
    pub(crate) donated: Vec<bool>,
}

/// A program compiled for a list of devices (xla_client's LoadedExecutable).
#[derive(Clone)]
pub struct LoadedExecutable(pub(crate) Arc<ExecutableInner>);

impl std::fmt::Debug for LoadedExecutable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "LoadedExecutable({}, fingerprint={}, devices={:?})",
            self.0.exe.module.name,
            self.fingerprint(),
            self.0.devices.as_slice()
        )
    }
}

/// A 64-bit FNV-1a of the program text, as hex: stable across runs and versions.
pub(crate) fn fingerprint(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

impl LoadedExecutable {
    pub(crate) fn new(
        client: Client,
        exe: Executable,
        devices: DeviceList,
        programs: Vec<Arc<dyn Program>>,
    ) -> Result<LoadedExecutable> {
        let entry = exe.module.entry_comp();
        let mut parameter_shapes = Vec::with_capacity(entry.parameters.len());
        for (i, shape) in entry.parameter_shapes().into_iter().enumerate() {
            let array = shape.as_array().ok_or_else(|| {
                Error::unsupported_msg(format!(
                    "entry parameter {i} has shape {shape}: only array parameters are supported \
                     (tupled arguments are not)"
                ))
            })?;
            parameter_shapes.push(array.clone());
        }
        let output_shapes = entry.result_shape().leaves().into_iter().cloned().collect();
        let mut donated = vec![false; parameter_shapes.len()];
        for alias in &exe.module.aliases {
            if let Some(d) = donated.get_mut(alias.parameter) {
                *d = true;
            }
        }
        Ok(LoadedExecutable(Arc::new(ExecutableInner {
            client,
            exe,
            devices,
            programs,
            parameter_shapes,
            output_shapes,
            donated,
        })))
    }

    pub fn client(&self) -> &Client {
        &self.0.client
    }

    pub fn local_devices(&self) -> &DeviceList {
        &self.0.devices
    }

    pub fn executable(&self) -> &Executable {
        &self.0.exe
    }

    /// The module as HLO text (`hlo_modules()[0].to_string()` in xla_client).
    pub fn hlo_text(&self) -> String {
        self.0.exe.hlo_text()
    }

    pub fn hlo_modules(&self) -> Vec<&Module> {
        vec![&self.0.exe.module]
    }

    pub fn fingerprint(&self) -> String {
        self.0.exe.fingerprint()
    }

    pub fn parameter_shapes(&self) -> &[ArrayShape] {
        &self.0.parameter_shapes
    }

    pub fn output_shapes(&self) -> &[ArrayShape] {
        &self.0.output_shapes
    }

    /// Minor-to-major layouts of the parameters (row-major where the program gave none).
    pub fn get_parameter_layouts(&self) -> Vec<Vec<usize>> {
        self.0.parameter_shapes.iter().map(layout_of).collect()
    }

    pub fn get_output_layouts(&self) -> Vec<Vec<usize>> {
        self.0.output_shapes.iter().map(layout_of).collect()
    }

    /// Shardings written on the entry parameters (None where unannotated).
    pub fn get_parameter_shardings(&self) -> Vec<Option<Sharding>> {
        let entry = self.0.exe.module.entry_comp();
        entry
            .parameters
            .iter()
            .map(|&p| entry.inst(p).sharding.clone())
            .collect()
    }

    /// Shardings written on the outputs (a tuple sharding is split per output).
    pub fn get_output_shardings(&self) -> Vec<Option<Sharding>> {
        let entry = self.0.exe.module.entry_comp();
        let n = self.0.output_shapes.len();
        match &entry.root_inst().sharding {
            Some(Sharding::Tuple(parts)) if parts.len() == n => {
                parts.iter().cloned().map(Some).collect()
            }
            Some(s) if n == 1 => vec![Some(s.clone())],
            _ => output_shardings_from_tuple(&self.0.exe.module, entry.root, n),
        }
    }

    pub fn get_output_memory_kinds(&self) -> Vec<String> {
        let kind = self.0.devices.default_memory_kind().unwrap_or_default();
        vec![kind; self.0.output_shapes.len()]
    }

    pub fn cost_analysis(&self) -> CostAnalysis {
        self.0
            .programs
            .first()
            .map(|p| p.cost_analysis())
            .unwrap_or_default()
    }

    pub fn get_compiled_memory_stats(&self) -> CompiledMemoryStats {
        self.0
            .programs
            .first()
            .map(|p| p.memory_stats())
            .unwrap_or_default()
    }

    pub fn size_of_generated_code_in_bytes(&self) -> u64 {
        self.get_compiled_memory_stats()
            .generated_code_size_in_bytes
    }

    /// The backend's generated code (WGSL on the GPU, the plan on the CPU).
    pub fn dump(&self) -> String {
        self.0
            .programs
            .first()
            .map(|p| p.dump())
            .unwrap_or_default()
    }

    /// Checks `args` for device `device_index`, naming the first bad argument.
    fn check_args(&self, device_index: usize, args: &[Array]) -> Result<Device> {
        let device = self.0.devices.get(device_index).cloned().ok_or_else(|| {
            Error::invalid_argument(format!(
                "the executable has {} devices; no device {device_index}",
                self.0.devices.len()
            ))
        })?;
        let params = &self.0.parameter_shapes;
        if args.len() != params.len() {
            return Err(Error::invalid_argument(format!(
                "the executable takes {} argument{}, got {}",
                params.len(),
                if params.len() == 1 { "" } else { "s" },
                args.len()
            )));
        }
        for (i, (arg, want)) in args.iter().zip(params).enumerate() {
            arg.check_usable(&format!("argument {i}"))?;
            if !arg.array_shape().same_dims_and_type(want) {
                return Err(Error::invalid_argument(format!(
                    "argument {i} has shape {}, the executable expects {}",
                    arg.array_shape(),
                    strip_layout(want)
                )));
            }
            if !arg.device().same(&device) {
                return Err(Error::invalid_argument(format!(
                    "argument {i} is on {:?}, the executable runs on {:?}",
                    arg.device(),
                    device
                )));
            }
        }
        Ok(device)
    }

    /// Runs on the first device: returns the outputs at once, ready later (natively the work
    /// runs on the device's worker thread). Errors in the execution surface when an output
    /// is waited on.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn execute(&self, args: &[Array]) -> Result<Vec<Array>> {
        self.dispatch(0, args)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn dispatch(&self, device_index: usize, args: &[Array]) -> Result<Vec<Array>> {
        let device = self.check_args(device_index, args)?;
        let outputs: Vec<Array> = self
            .0
            .output_shapes
            .iter()
            .map(|s| Array::pending(strip_layout(s), device.clone()))
            .collect();
        let donated = self.donation_for(args);
        for (arg, &d) in args.iter().zip(&donated) {
            if d {
                arg.mark_donated();
            }
        }
        let program = self.0.programs[device_index].clone();
        let inputs: Vec<Array> = args.to_vec();
        let results = outputs.clone();
        device.0.worker.submit(Box::new(move || {
            let run = || -> Result<Vec<BufferRef>> {
                let buffers = inputs
                    .iter()
                    .map(|a| a.0.wait_buffer())
                    .collect::<Result<Vec<_>>>()?;
                release_donated(&inputs, &donated);
                pollster::block_on(program.execute(buffers))
            };
            // A bug in a kernel must not leave callers waiting forever on these outputs:
            // a panic becomes an INTERNAL error on every output.
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(run))
                .unwrap_or_else(|p| {
                    let msg = p
                        .downcast_ref::<&str>()
                        .map(|s| s.to_string())
                        .or_else(|| p.downcast_ref::<String>().cloned())
                        .unwrap_or_else(|| "unknown panic".into());
                    Err(crate::error::Error::internal(format!(
                        "execution panicked (a webxla bug, please report): {msg}"
                    )))
                });
            // Also when waiting for an input failed: donated means gone, whatever happens.
            release_donated(&inputs, &donated);
            finish(&results, outcome);
        }));
        self.0.client.track_arrays(&outputs);
        Ok(outputs)
    }

    /// Runs on the first device and resolves when the outputs exist (what the browser uses;
    /// natively it runs inline on the calling thread).
    pub async fn execute_async(&self, args: &[Array]) -> Result<Vec<Array>> {
        self.execute_on_async(0, args).await
    }

    async fn execute_on_async(&self, device_index: usize, args: &[Array]) -> Result<Vec<Array>> {
        let device = self.check_args(device_index, args)?;
        let buffers = args
            .iter()
            .map(|a| a.buffer())
            .collect::<Result<Vec<_>>>()?;
        let donated = self.donation_for(args);
        for (arg, &d) in args.iter().zip(&donated) {
            if d {
                arg.mark_donated();
            }
        }
        release_donated(args, &donated);
        let program = &self.0.programs[device_index];
        let out = program.execute(buffers).await?;
        let outputs = self.wrap_outputs(out, &device)?;
        self.0.client.track_arrays(&outputs);
        Ok(outputs)
    }

    fn wrap_outputs(&self, out: Vec<BufferRef>, device: &Device) -> Result<Vec<Array>> {
        if out.len() != self.0.output_shapes.len() {
            return Err(Error::internal(format!(
                "backend returned {} outputs, the program has {}",
                out.len(),
                self.0.output_shapes.len()
            )));
        }
        Ok(out
            .into_iter()
            .map(|b| Array::ready(b, device.clone()))
            .collect())
    }

    /// Which arguments this call donates: those the program aliases to outputs, unless the
    /// same array is passed twice (then it must survive the first use).
    fn donation_for(&self, args: &[Array]) -> Vec<bool> {
        (0..args.len())
            .map(|i| {
                self.0.donated[i]
                    && !args
                        .iter()
                        .enumerate()
                        .any(|(j, b)| j != i && Arc::ptr_eq(&b.0, &args[i].0))
            })
            .collect()
    }

    /// Runs on every device of the executable, `args_per_device[d]` on device d.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn execute_sharded(&self, args_per_device: &[Vec<Array>]) -> Result<ExecuteResults> {
        self.check_device_count(args_per_device.len())?;
        let per_device = args_per_device
            .iter()
            .enumerate()
            .map(|(d, args)| self.dispatch(d, args))
            .collect::<Result<Vec<_>>>()?;
        Ok(ExecuteResults::new(per_device))
    }

    /// `execute_sharded` that resolves when every output exists.
    pub async fn execute_sharded_async(
        &self,
        args_per_device: &[Vec<Array>],
    ) -> Result<ExecuteResults> {
        self.check_device_count(args_per_device.len())?;
        let mut per_device = Vec::with_capacity(args_per_device.len());
        for (d, args) in args_per_device.iter().enumerate() {
            per_device.push(self.execute_on_async(d, args).await?);
        }
        Ok(ExecuteResults::new(per_device))
    }

    fn check_device_count(&self, n: usize) -> Result<()> {
        if n != self.0.devices.len() {
            return Err(Error::invalid_argument(format!(
                "execute_sharded got arguments for {n} devices, the executable has {}",
                self.0.devices.len()
            )));
        }
        Ok(())
    }

    /// Deletes nothing on the devices (programs are freed when the last handle goes); kept for
    /// xla_client parity: marks the executable as no longer live.
    pub fn delete(&self) {
        self.0.client.forget_executable(self);
    }
}

/// Drops the arrays' hold on donated buffers before the program runs, so the program's
/// reference is the last and the memory can be reused for its outputs.
fn release_donated(args: &[Array], donated: &[bool]) {
    for (arg, &d) in args.iter().zip(donated) {
        if d {
            arg.release();
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn finish(results: &[Array], outcome: Result<Vec<BufferRef>>) {
    match outcome {
        Ok(buffers) if buffers.len() == results.len() => {
            for (array, buffer) in results.iter().zip(buffers) {
                array.0.set(State::Ready(buffer));
            }
        }
        Ok(buffers) => {
            let e = Error::internal(format!(
                "backend returned {} outputs, the program has {}",
                buffers.len(),
                results.len()
            ));
            results
                .iter()
                .for_each(|a| a.0.set(State::Failed(e.clone())));
        }
        Err(e) => results
            .iter()
            .for_each(|a| a.0.set(State::Failed(e.clone()))),
    }
}

fn strip_layout(s: &ArrayShape) -> ArrayShape {
    ArrayShape::new(s.ty, s.dims.clone())
}

fn layout_of(s: &ArrayShape) -> Vec<usize> {
    s.layout
        .clone()
        .unwrap_or_else(|| (0..s.rank()).rev().collect())
}

/// When the root is a `tuple(...)`, each element's own sharding.
fn output_shardings_from_tuple(module: &Module, root: InstId, n: usize) -> Vec<Option<Sharding>> {
    let entry = module.entry_comp();
    let root_inst = entry.inst(root);
    if matches!(root_inst.op, Op::Tuple) && root_inst.operands.len() == n {
        root_inst
            .operands
            .iter()
            .map(|&o| entry.inst(o).sharding.clone())
            .collect()
    } else {
        vec![None; n]
    }
}
