//! `Executable` (compiled, not placed) and `LoadedExecutable` (partitioned and compiled for a
//! list of devices): argument checking, dispatch to the devices, donation, and the
//! introspection xla_client offers (HLO text, layouts, shardings, cost and memory analysis,
//! fingerprint).
//!
//! An execution over several devices runs them all at once, each on its own worker, meeting
//! at one `Rendezvous` for collectives; launches are queued on every device in the same
//! order, so two executions can never wait on each other. It checks arguments, moves buffers
//! and assembles shards; it never computes values itself.

#[cfg(not(target_arch = "wasm32"))]
use super::array::State;
use super::array::{Array, Shard};
use super::client::Client;
use super::device_list::DeviceList;
use super::options::CompileOptions;
use super::program_text::ProgramFormat;
use super::results::ExecuteResults;
use super::sharding::Sharding;
use crate::backend::{BufferRef, CompiledMemoryStats, CostAnalysis, Program};
use crate::collectives::{ExecuteContext, Rendezvous};
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, HloSharding, InstId, Module, Op};
use crate::spmd::Partitioned;
use crate::stop::StopToken;
use std::sync::Arc;

/// How one execution may be stopped from outside (see `stop`): a deadline from its start
/// and/or a token the caller cancels.
#[derive(Clone, Debug, Default)]
pub struct ExecuteOptions {
    pub deadline: Option<std::time::Duration>,
    pub stop: Option<StopToken>,
}

impl ExecuteOptions {
    fn token(&self) -> StopToken {
        let t = self.stop.clone().unwrap_or_default();
        match self.deadline {
            Some(d) => t.with_deadline(d),
            None => t,
        }
    }
}

/// A compiled program not yet placed on devices (what `Client::compile` returns).
#[derive(Clone, Debug)]
pub struct Executable {
    pub(crate) module: Arc<Module>,
    /// The program as given (text or bytecode): what serialization stores.
    pub(crate) program: Arc<[u8]>,
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
        fingerprint(&self.program)
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
    /// The devices in participant order (replica-major).
    pub(crate) devices: DeviceList,
    /// One compiled program per device, in device-list order.
    /// One program per participant; `None` for a participant on another process's device.
    pub(crate) programs: Vec<Option<Arc<dyn Program>>>,
    pub(crate) spmd: Arc<Partitioned>,
    /// Per-device parameter and output shapes (tiles of the global ones).
    pub(crate) local_parameters: Vec<ArrayShape>,
    pub(crate) local_outputs: Vec<ArrayShape>,
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

/// A 64-bit FNV-1a of the program (text or bytes), as hex: stable across runs and versions.
pub(crate) fn fingerprint(program: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in program {
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
        spmd: Partitioned,
        programs: Vec<Option<Arc<dyn Program>>>,
    ) -> Result<LoadedExecutable> {
        let entry = spmd.module.entry_comp();
        let mut local_parameters = Vec::with_capacity(entry.parameters.len());
        for (i, shape) in entry.parameter_shapes().into_iter().enumerate() {
            let array = shape.as_array().ok_or_else(|| {
                Error::unsupported_msg(format!(
                    "entry parameter {i} has shape {shape}: only array parameters are supported \
                     (tupled arguments are not)"
                ))
            })?;
            local_parameters.push(strip_layout(array));
        }
        let local_outputs = entry
            .result_shape()
            .leaves()
            .into_iter()
            .map(strip_layout)
            .collect();
        let mut donated = vec![false; local_parameters.len()];
        for alias in &spmd.module.aliases {
            if let Some(d) = donated.get_mut(alias.parameter) {
                *d = true;
            }
        }
        Ok(LoadedExecutable(Arc::new(ExecutableInner {
            client,
            exe,
            devices,
            programs,
            spmd: Arc::new(spmd),
            local_parameters,
            local_outputs,
            donated,
        })))
    }

    pub fn client(&self) -> &Client {
        &self.0.client
    }

    /// The devices the executable runs on, in participant order.
    pub fn local_devices(&self) -> &DeviceList {
        &self.0.devices
    }

    pub fn executable(&self) -> &Executable {
        &self.0.exe
    }

    /// Replicas and partitions of an execution.
    pub fn num_replicas(&self) -> usize {
        self.0.spmd.topology.num_replicas
    }

    pub fn num_partitions(&self) -> usize {
        self.0.spmd.topology.num_partitions
    }

    /// The program each device runs, as HLO text (`hlo_modules()[0].to_string()` in
    /// xla_client): the partitioned program for several partitions.
    pub fn hlo_text(&self) -> String {
        crate::ir::print::print_module(&self.0.spmd.module)
    }

    pub fn hlo_modules(&self) -> Vec<&Module> {
        vec![&self.0.spmd.module]
    }

    pub fn fingerprint(&self) -> String {
        self.0.exe.fingerprint()
    }

    /// The global parameter shapes (what `execute` and `execute_sharded` take).
    pub fn parameter_shapes(&self) -> &[ArrayShape] {
        &self.0.spmd.global_parameters
    }

    /// The global output shapes.
    pub fn output_shapes(&self) -> &[ArrayShape] {
        &self.0.spmd.global_outputs
    }

    /// The shapes one device's program takes and returns (tiles of the global ones).
    pub fn local_parameter_shapes(&self) -> &[ArrayShape] {
        &self.0.local_parameters
    }

    pub fn local_output_shapes(&self) -> &[ArrayShape] {
        &self.0.local_outputs
    }

    /// Minor-to-major layouts of the parameters (row-major where the program gave none).
    pub fn get_parameter_layouts(&self) -> Vec<Vec<usize>> {
        self.0
            .spmd
            .global_parameters
            .iter()
            .map(layout_of)
            .collect()
    }

    pub fn get_output_layouts(&self) -> Vec<Vec<usize>> {
        self.0.spmd.global_outputs.iter().map(layout_of).collect()
    }

    /// How each parameter is laid out over the partitions. On one device, the annotations
    /// the program wrote (None where it wrote none).
    pub fn get_parameter_shardings(&self) -> Vec<Option<HloSharding>> {
        if self.0.devices.len() > 1 {
            return self
                .0
                .spmd
                .parameter_shardings
                .iter()
                .cloned()
                .map(Some)
                .collect();
        }
        let entry = self.0.exe.module.entry_comp();
        entry
            .parameters
            .iter()
            .map(|&p| entry.inst(p).sharding.clone())
            .collect()
    }

    /// How each output is laid out over the partitions. On one device, the annotations the
    /// program wrote (a tuple sharding is split per output).
    pub fn get_output_shardings(&self) -> Vec<Option<HloSharding>> {
        if self.0.devices.len() > 1 {
            return self
                .0
                .spmd
                .output_shardings
                .iter()
                .cloned()
                .map(Some)
                .collect();
        }
        let entry = self.0.exe.module.entry_comp();
        let n = self.0.spmd.global_outputs.len();
        match &entry.root_inst().sharding {
            Some(HloSharding::Tuple(parts)) if parts.len() == n => {
                parts.iter().cloned().map(Some).collect()
            }
            Some(s) if n == 1 => vec![Some(s.clone())],
            _ => output_shardings_from_tuple(&self.0.exe.module, entry.root, n),
        }
    }

    /// The layout of global arrays each parameter takes, over this executable's devices.
    pub fn input_shardings(&self) -> Vec<Sharding> {
        self.0
            .spmd
            .parameter_shardings
            .iter()
            .map(|s| self.array_sharding(s))
            .collect()
    }

    /// The layout of the global arrays each output comes back as.
    pub fn output_shardings(&self) -> Vec<Sharding> {
        self.0
            .spmd
            .output_shardings
            .iter()
            .map(|s| self.array_sharding(s))
            .collect()
    }

    fn array_sharding(&self, s: &HloSharding) -> Sharding {
        let devices = &self.0.devices;
        if devices.len() == 1 {
            return Sharding::SingleDevice(devices.as_slice()[0].clone());
        }
        if self.0.spmd.per_device {
            // Per-device code (replicas, or partitions without annotations): pmap's layout,
            // one row of the stacked array per device.
            return Sharding::Pmap {
                devices: devices.clone(),
            };
        }
        Sharding::Gspmd {
            devices: devices.clone(),
            hlo: s.clone(),
        }
    }

    pub fn get_output_memory_kinds(&self) -> Vec<String> {
        let kind = self.0.devices.default_memory_kind().unwrap_or_default();
        vec![kind; self.0.local_outputs.len()]
    }

    pub fn cost_analysis(&self) -> CostAnalysis {
        self.0
            .programs
            .iter()
            .flatten()
            .next()
            .map(|p| p.cost_analysis())
            .unwrap_or_default()
    }

    pub fn get_compiled_memory_stats(&self) -> CompiledMemoryStats {
        self.0
            .programs
            .iter()
            .flatten()
            .next()
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
            .iter()
            .flatten()
            .next()
            .map(|p| p.dump())
            .unwrap_or_default()
    }

    /// Checks one device's shards against the local parameter shapes, naming the first bad
    /// argument.
    fn check_device_args(&self, d: usize, args: &[Arc<Shard>]) -> Result<()> {
        let device = &self.0.devices.as_slice()[d];
        let params = &self.0.local_parameters;
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
            if !arg.shape.same_dims_and_type(want) {
                return Err(Error::invalid_argument(format!(
                    "argument {i} has shape {}, the executable expects {want}{}",
                    arg.shape,
                    if self.0.devices.len() > 1 {
                        format!(" on device {d}")
                    } else {
                        String::new()
                    }
                )));
            }
            if !arg.device.same(device) {
                return Err(Error::invalid_argument(format!(
                    "argument {i} is on {:?}, the executable runs {} on {:?}",
                    arg.device,
                    if self.0.devices.len() > 1 {
                        format!("participant {d}")
                    } else {
                        "".to_string()
                    },
                    device
                )));
            }
        }
        Ok(())
    }

    /// Which arguments a device donates: those the program aliases to outputs, unless the
    /// same buffer is passed twice (then it must survive the first use).
    fn donation_for(&self, args: &[Arc<Shard>]) -> Vec<bool> {
        (0..args.len())
            .map(|i| {
                self.0.donated[i]
                    && !args
                        .iter()
                        .enumerate()
                        .any(|(j, b)| j != i && Arc::ptr_eq(b, &args[i]))
            })
            .collect()
    }

    /// Per-device shards of global arguments, checked against the executable's layouts.
    fn shards_of(&self, args: &[Array]) -> Result<Vec<Vec<Arc<Shard>>>> {
        let params = &self.0.spmd.global_parameters;
        if args.len() != params.len() {
            return Err(Error::invalid_argument(format!(
                "the executable takes {} argument{}, got {}",
                params.len(),
                if params.len() == 1 { "" } else { "s" },
                args.len()
            )));
        }
        let n = self.0.devices.len();
        let expected = self.input_shardings();
        let mut per_device = vec![Vec::with_capacity(args.len()); n];
        for (i, (arg, want)) in args.iter().zip(&expected).enumerate() {
            arg.check_usable(&format!("argument {i}"))?;
            if !arg.array_shape().same_dims_and_type(&params[i]) {
                return Err(Error::invalid_argument(format!(
                    "argument {i} has shape {}, the executable expects {}",
                    arg.array_shape(),
                    strip_layout(&params[i])
                )));
            }
            let placements = want.placements(arg.shape())?;
            let have = arg.sharding().addressable_placements(arg.shape())?;
            for (d, p) in placements.iter().enumerate() {
                if !p.device.is_addressable() {
                    continue; // another process hands this device its block
                }
                let shard = arg
                    .shards()
                    .iter()
                    .zip(&have)
                    .find(|(s, q)| {
                        s.device.same(&p.device) && q.index == p.index && q.dims == p.dims
                    })
                    .map(|(s, _)| s.clone())
                    .ok_or_else(|| {
                        Error::invalid_argument(format!(
                            "argument {i} ({}) is not laid out as the executable expects: it \
                             needs the block {:?} on {:?}. Reshard it first \
                             (Client::reshard or batched_copy_array_to_devices_with_sharding) \
                             to the executable's input_shardings()[{i}]",
                            arg.array_shape(),
                            p.index,
                            p.device
                        ))
                    })?;
                per_device[d].push(shard);
            }
        }
        Ok(per_device)
    }

    /// Runs on every device: `args` are global arrays laid out as `input_shardings()` says.
    /// For a single-device executable, single-device arrays on its device. Returns the
    /// outputs at once, ready later (natively the work runs on the devices' worker threads);
    /// errors in the execution surface when an output is waited on.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn execute(&self, args: &[Array]) -> Result<Vec<Array>> {
        self.execute_sharded(args)?.consume()
    }

    /// Runs on every device; the outputs come back per device (xla_client's
    /// `execute_sharded`, taking global arrays).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn execute_sharded(&self, args: &[Array]) -> Result<ExecuteResults> {
        let per_device = self.shards_of(args)?;
        let outs = self.launch(per_device, &StopToken::default())?;
        Ok(self.results(outs))
    }

    /// The older per-device form: `args[i][d]` is argument i on device d (single-device
    /// arrays), as xla_client's `execute_sharded_on_local_devices` takes them.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn execute_sharded_on_local_devices(&self, args: &[Vec<Array>]) -> Result<ExecuteResults> {
        let per_device = self.transpose_args(args)?;
        let outs = self.launch(per_device, &StopToken::default())?;
        Ok(self.results(outs))
    }

    fn transpose_args(&self, args: &[Vec<Array>]) -> Result<Vec<Vec<Arc<Shard>>>> {
        // The participants this process runs, in order: all of them in one process.
        let local: Vec<usize> = (0..self.0.programs.len())
            .filter(|&d| self.0.programs[d].is_some())
            .collect();
        let n = local.len();
        let mut per_device = vec![Vec::with_capacity(args.len()); self.0.programs.len()];
        for (i, arg) in args.iter().enumerate() {
            if arg.len() != n {
                return Err(Error::invalid_argument(format!(
                    "argument {i} has arrays for {} devices, the executable has {n} here",
                    arg.len()
                )));
            }
            for (&d, a) in local.iter().zip(arg) {
                match a.shards() {
                    [s] => per_device[d].push(s.clone()),
                    more => {
                        return Err(Error::invalid_argument(format!(
                            "argument {i} on device {d} is sharded over {} devices; \
                             single-device arrays are needed here",
                            more.len()
                        )))
                    }
                }
            }
        }
        Ok(per_device)
    }

    fn results(&self, per_device: Vec<Vec<Arc<Shard>>>) -> ExecuteResults {
        let arrays: Vec<Vec<Array>> = per_device
            .into_iter()
            .map(|outs| outs.into_iter().map(Array::from_shard).collect())
            .collect();
        ExecuteResults::new(
            arrays,
            self.output_shardings(),
            self.0
                .spmd
                .global_outputs
                .iter()
                .map(strip_layout)
                .collect(),
            self.0.client.clone(),
        )
    }

    /// Where the participants of one execution meet: `None` for one participant; spanning
    /// processes when some participants run elsewhere.
    #[cfg(not(target_arch = "wasm32"))]
    fn rendezvous(&self, stop: &StopToken) -> Option<Arc<Rendezvous>> {
        let n = self.0.devices.len();
        if n < 2 {
            return None;
        }
        let timeout = self.0.client.collective_timeout();
        let Some(distributed) = self.0.client.distributed() else {
            return Some(Arc::new(Rendezvous::new(n, timeout)));
        };
        if self.0.programs.iter().all(Option::is_some) {
            return Some(Arc::new(Rendezvous::new(n, timeout)));
        }
        let owner: Vec<usize> = self.0.devices.iter().map(|d| d.process_index()).collect();
        let mut link = crate::collectives::remote::ProcessLink::new(
            distributed.collectives.clone(),
            distributed.store.clone(),
            owner,
            self.0.client.process_index(),
        );
        link.execution = self.0.client.next_execution(link.peers());
        Some(Arc::new(Rendezvous::spanning_processes(
            n,
            timeout,
            Arc::new(link),
            stop.clone(),
        )))
    }

    /// Queues one job per device of this process; returns the pending output shards
    /// `[device][output]`.
    #[cfg(not(target_arch = "wasm32"))]
    fn launch(
        &self,
        per_device: Vec<Vec<Arc<Shard>>>,
        stop: &StopToken,
    ) -> Result<Vec<Vec<Arc<Shard>>>> {
        let n = self.0.devices.len();
        if per_device.len() != n {
            return Err(Error::invalid_argument(format!(
                "execute got arguments for {} devices, the executable has {n}",
                per_device.len()
            )));
        }
        for (d, args) in per_device.iter().enumerate() {
            if self.0.programs[d].is_some() {
                self.check_device_args(d, args)?;
            }
        }
        let topology = self.0.spmd.topology;
        let rendezvous = self.rendezvous(stop);
        if self.0.programs.iter().all(Option::is_none) {
            return Err(Error::invalid_argument(format!(
                "none of the executable's {n} devices belong to this process (process {}): \
                 the processes that own them run it",
                self.0.client.process_index()
            )));
        }
        let mut jobs = Vec::with_capacity(n);
        let mut outputs = Vec::with_capacity(n);
        for (d, args) in per_device.into_iter().enumerate() {
            let Some(program) = self.0.programs[d].clone() else {
                continue; // another process runs this participant
            };
            let device = self.0.devices.as_slice()[d].clone();
            let outs: Vec<Arc<Shard>> = self
                .0
                .local_outputs
                .iter()
                .map(|s| Shard::new(s.clone(), device.clone(), State::Pending))
                .collect();
            let donated = self.donation_for(&args);
            for (arg, &don) in args.iter().zip(&donated) {
                if don {
                    arg.mark_donated();
                }
            }
            let mut ctx = ExecuteContext::participant(topology, d, rendezvous.clone());
            ctx.stop = stop.clone();
            let results = outs.clone();
            jobs.push((
                device,
                Box::new(move || {
                    let run = || -> Result<Vec<BufferRef>> {
                        let buffers = args
                            .iter()
                            .map(|a| a.wait_buffer())
                            .collect::<Result<Vec<_>>>()?;
                        release_donated(&args, &donated);
                        pollster::block_on(program.execute(buffers, ctx.clone()))
                    };
                    // A bug in a kernel must not leave callers waiting forever on these
                    // outputs: a panic becomes an INTERNAL error on every output.
                    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(run))
                        .unwrap_or_else(|p| {
                            let msg = p
                                .downcast_ref::<&str>()
                                .map(|s| s.to_string())
                                .or_else(|| p.downcast_ref::<String>().cloned())
                                .unwrap_or_else(|| "unknown panic".into());
                            Err(Error::internal(format!(
                                "execution panicked (a webxla bug, please report): {msg}"
                            )))
                        });
                    // Also when waiting for an input failed: donated means gone.
                    release_donated(&args, &donated);
                    if let Some(r) = &ctx.rendezvous {
                        r.leave(d, outcome.as_ref().map(|_| ()));
                    }
                    finish(&results, outcome);
                }) as super::device::Job,
            ));
            outputs.push(outs);
        }
        // Every device sees launches in one order, so no two executions wait on each other.
        let _order = self.0.client.launch_lock();
        for (device, job) in jobs {
            device.0.worker.submit(job);
        }
        Ok(outputs)
    }

    /// Runs and resolves when every output exists (what the browser uses; natively the
    /// devices' workers run it and this waits). `args` as for `execute`.
    pub async fn execute_async(&self, args: &[Array]) -> Result<Vec<Array>> {
        self.execute_sharded_async(args).await?.consume()
    }

    /// `execute_async` under `options`: cancellation and a deadline, checked between kernels
    /// and at every loop iteration; a stopped execution fails with `CANCELLED` or
    /// `DEADLINE_EXCEEDED` and the executable and client stay usable.
    pub async fn execute_async_with_options(
        &self,
        args: &[Array],
        options: &ExecuteOptions,
    ) -> Result<Vec<Array>> {
        let per_device = self.shards_of(args)?;
        self.run_all(per_device, &options.token()).await?.consume()
    }

    /// `execute` under `options` (see `execute_async_with_options`).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn execute_with_options(
        &self,
        args: &[Array],
        options: &ExecuteOptions,
    ) -> Result<Vec<Array>> {
        let per_device = self.shards_of(args)?;
        let outs = self.launch(per_device, &options.token())?;
        self.results(outs).consume()
    }

    /// `execute_sharded` that resolves when every output exists.
    pub async fn execute_sharded_async(&self, args: &[Array]) -> Result<ExecuteResults> {
        self.execute_sharded_async_with_options(args, &ExecuteOptions::default())
            .await
    }

    /// `execute_sharded_async` under `options` (see `execute_async_with_options`).
    pub async fn execute_sharded_async_with_options(
        &self,
        args: &[Array],
        options: &ExecuteOptions,
    ) -> Result<ExecuteResults> {
        let per_device = self.shards_of(args)?;
        self.run_all(per_device, &options.token()).await
    }

    /// `execute_sharded_on_local_devices` that resolves when every output exists.
    pub async fn execute_sharded_on_local_devices_async(
        &self,
        args: &[Vec<Array>],
    ) -> Result<ExecuteResults> {
        self.execute_sharded_on_local_devices_async_with_options(args, &ExecuteOptions::default())
            .await
    }

    /// `execute_sharded_on_local_devices_async` under `options`.
    pub async fn execute_sharded_on_local_devices_async_with_options(
        &self,
        args: &[Vec<Array>],
        options: &ExecuteOptions,
    ) -> Result<ExecuteResults> {
        let per_device = self.transpose_args(args)?;
        self.run_all(per_device, &options.token()).await
    }

    #[cfg(not(target_arch = "wasm32"))]
    async fn run_all(
        &self,
        per_device: Vec<Vec<Arc<Shard>>>,
        stop: &StopToken,
    ) -> Result<ExecuteResults> {
        let outs = self.launch(per_device, stop)?;
        for s in outs.iter().flatten() {
            s.wait_buffer()?;
        }
        Ok(self.results(outs))
    }

    /// In wasm every device's program is a future of the one event loop: they are polled
    /// together, so a device waiting in a collective lets the others reach it.
    #[cfg(target_arch = "wasm32")]
    async fn run_all(
        &self,
        per_device: Vec<Vec<Arc<Shard>>>,
        stop: &StopToken,
    ) -> Result<ExecuteResults> {
        let n = self.0.devices.len();
        if per_device.len() != n {
            return Err(Error::invalid_argument(format!(
                "execute got arguments for {} devices, the executable has {n}",
                per_device.len()
            )));
        }
        let topology = self.0.spmd.topology;
        let rendezvous =
            (n > 1).then(|| Arc::new(Rendezvous::new(n, self.0.client.collective_timeout())));
        let mut runs = Vec::with_capacity(n);
        for (d, args) in per_device.into_iter().enumerate() {
            self.check_device_args(d, &args)?;
            let buffers = args
                .iter()
                .map(|a| {
                    a.try_buffer()
                        .unwrap_or_else(|| Err(Error::internal("pending argument in wasm")))
                })
                .collect::<Result<Vec<_>>>()?;
            let donated = self.donation_for(&args);
            for (arg, &don) in args.iter().zip(&donated) {
                if don {
                    arg.mark_donated();
                }
            }
            release_donated(&args, &donated);
            let program = self.0.programs[d]
                .clone()
                .ok_or_else(|| Error::internal("a participant without a program in wasm"))?;
            let mut ctx = ExecuteContext::participant(topology, d, rendezvous.clone());
            ctx.stop = stop.clone();
            runs.push(Box::pin(async move {
                let r = program.execute(buffers, ctx.clone()).await;
                if let Some(rv) = &ctx.rendezvous {
                    rv.leave(d, r.as_ref().map(|_| ()));
                }
                r
            })
                as crate::backend::BoxFuture<'_, Result<Vec<BufferRef>>>);
        }
        let results = crate::collectives::join_all(runs).await;
        let mut outs = Vec::with_capacity(n);
        for (d, r) in results.into_iter().enumerate() {
            let device = self.0.devices.as_slice()[d].clone();
            let buffers = r?;
            if buffers.len() != self.0.local_outputs.len() {
                return Err(Error::internal(format!(
                    "backend returned {} outputs, the program has {}",
                    buffers.len(),
                    self.0.local_outputs.len()
                )));
            }
            outs.push(
                buffers
                    .into_iter()
                    .map(|b| Shard::ready(b, device.clone()))
                    .collect(),
            );
        }
        Ok(self.results(outs))
    }

    /// Runs on global host arrays: each input is split over the devices as
    /// `input_shardings()` says, and each output assembled back into a global host array
    /// (what `jax.jit(f)(*numpy_arrays)` does around an execution).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn execute_host(&self, inputs: &[crate::ir::Literal]) -> Result<Vec<crate::ir::Literal>> {
        pollster::block_on(self.execute_host_async(inputs))
    }

    /// `execute_host` without blocking (what a browser must use).
    pub async fn execute_host_async(
        &self,
        inputs: &[crate::ir::Literal],
    ) -> Result<Vec<crate::ir::Literal>> {
        let shardings = self.input_shardings();
        if inputs.len() != shardings.len() {
            return Err(Error::invalid_argument(format!(
                "the executable takes {} argument{}, got {}",
                shardings.len(),
                if shardings.len() == 1 { "" } else { "s" },
                inputs.len()
            )));
        }
        let args = inputs
            .iter()
            .zip(&shardings)
            .map(|(x, s)| self.0.client.device_put(x, s))
            .collect::<Result<Vec<_>>>()?;
        let outs = self.execute_async(&args).await?;
        let mut lits = Vec::with_capacity(outs.len());
        for o in &outs {
            lits.push(o.to_literal_async().await?);
        }
        Ok(lits)
    }

    /// Deletes nothing on the devices (programs are freed when the last handle goes); kept for
    /// xla_client parity: marks the executable as no longer live.
    pub fn delete(&self) {
        self.0.client.forget_executable(self);
    }
}

/// Drops the shards' hold on donated buffers before the program runs, so the program's
/// reference is the last and the memory can be reused for its outputs.
fn release_donated(args: &[Arc<Shard>], donated: &[bool]) {
    for (arg, &d) in args.iter().zip(donated) {
        if d {
            arg.release();
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn finish(results: &[Arc<Shard>], outcome: Result<Vec<BufferRef>>) {
    match outcome {
        Ok(buffers) if buffers.len() == results.len() => {
            for (shard, buffer) in results.iter().zip(buffers) {
                shard.set(State::Ready(buffer));
            }
        }
        Ok(buffers) => {
            let e = Error::internal(format!(
                "backend returned {} outputs, the program has {}",
                buffers.len(),
                results.len()
            ));
            results.iter().for_each(|a| a.set(State::Failed(e.clone())));
        }
        Err(e) => results.iter().for_each(|a| a.set(State::Failed(e.clone()))),
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
fn output_shardings_from_tuple(
    module: &Module,
    root: InstId,
    n: usize,
) -> Vec<Option<HloSharding>> {
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
