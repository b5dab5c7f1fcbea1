//! `Client`: the entry point of xla_client — devices, host→device transfers, compilation,
//! serialization, and the live-object registry. Compilation goes text → `program_text` →
//! verified module → one backend `Program` per device.

use super::array::{Array, ArrayInner, Shard};
use super::device::Device;
use super::device_list::DeviceList;
use super::executable::{Executable, ExecutableInner, LoadedExecutable};
use super::options::CompileOptions;
use super::program_text::parse_program_bytes;
use super::sharding::Sharding;
use crate::backend::{Backend, BackendKind, BufferRef};
use crate::collectives::Topology;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, Literal};
use std::sync::atomic::{AtomicU64, Ordering};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::MutexGuard;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

/// How long a device waits in a collective for the others by default (natively).
const COLLECTIVE_TIMEOUT: Duration = Duration::from_secs(120);

pub(crate) struct ClientInner {
    platform: BackendKind,
    platform_version: String,
    devices: Vec<Device>,
    live_arrays: Mutex<Vec<Weak<ArrayInner>>>,
    live_executables: Mutex<Vec<Weak<ExecutableInner>>>,
    /// Held while an execution queues its jobs, so every device sees launches in one order.
    #[cfg(not(target_arch = "wasm32"))]
    launch: Mutex<()>,
    collective_timeout_ms: AtomicU64,
    /// This process's index (0 unless the client spans processes).
    process_index: usize,
    /// How this client reaches the other processes, when it spans several.
    distributed: Option<crate::distributed::DistributedOptions>,
    /// Numbers the executions that span processes, per set of processes taking part: the
    /// processes of one set launch its executions in the same order, so the numbers agree.
    #[cfg(not(target_arch = "wasm32"))]
    next_execution: Mutex<std::collections::HashMap<Vec<usize>, u64>>,
}

/// A client owns a set of devices of one platform.
#[derive(Clone)]
pub struct Client(pub(crate) Arc<ClientInner>);

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Client(platform={}, devices={})",
            self.platform(),
            self.device_count()
        )
    }
}

impl Client {
    /// A client over the given backends, one device each.
    pub fn from_backends(
        platform: BackendKind,
        platform_version: String,
        backends: Vec<Arc<dyn Backend>>,
    ) -> Result<Client> {
        if backends.is_empty() {
            return Err(Error::invalid_argument(
                "a client needs at least one device",
            ));
        }
        let devices = backends
            .into_iter()
            .enumerate()
            .map(|(i, b)| Device::new(i, b))
            .collect();
        Ok(Client::from_devices(
            platform,
            platform_version,
            devices,
            0,
            None,
        ))
    }

    /// A client of one process of a multi-process run: `local` are this process's backends;
    /// the other processes' devices come from the global topology agreed through
    /// `options.store`, and are named but not addressable here.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn spanning_processes(
        platform: BackendKind,
        platform_version: String,
        local: Vec<Arc<dyn Backend>>,
        options: crate::distributed::DistributedOptions,
    ) -> Result<Client> {
        use crate::distributed::{GlobalTopology, ProcessTopology};
        let Some(first) = local.first() else {
            return Err(Error::invalid_argument(
                "a client needs at least one device",
            ));
        };
        if let Some(c) = &options.collectives {
            if c.rank() != options.node_id || c.size() != options.num_nodes {
                return Err(Error::invalid_argument(format!(
                    "node {} of {} has collectives of rank {} of {}: the collectives' ranks \
                     must be the node ids (with MPI: node_id = the MPI rank)",
                    options.node_id,
                    options.num_nodes,
                    c.rank(),
                    c.size()
                )));
            }
        }
        let mine = ProcessTopology {
            node_id: options.node_id,
            platform: platform.name().to_string(),
            device_kind: first.device_kind(),
            num_devices: local.len(),
        };
        let global = GlobalTopology::exchange(
            options.store.as_ref(),
            &mine,
            options.num_nodes,
            options.topology_timeout,
        )?;
        let mut local = local.into_iter();
        let mut devices = Vec::with_capacity(global.device_count());
        for (node, p) in global.processes.iter().enumerate() {
            let first_id = global.first_device_id(node);
            for k in 0..p.num_devices {
                let id = first_id + k;
                devices.push(if node == options.node_id {
                    let backend = local
                        .next()
                        .ok_or_else(|| Error::internal("topology lists more local devices"))?;
                    Device::of_process(id, node, Some(k), backend)
                } else {
                    let remote = crate::backend::remote::RemoteBackend {
                        kind: platform,
                        device_kind: p.device_kind.clone(),
                        id,
                        process: node,
                    };
                    Device::of_process(id, node, None, Arc::new(remote))
                });
            }
        }
        let node_id = options.node_id;
        Ok(Client::from_devices(
            platform,
            platform_version,
            devices,
            node_id,
            Some(options),
        ))
    }

    fn from_devices(
        platform: BackendKind,
        platform_version: String,
        devices: Vec<Device>,
        process_index: usize,
        distributed: Option<crate::distributed::DistributedOptions>,
    ) -> Client {
        Client(Arc::new(ClientInner {
            platform,
            platform_version,
            devices,
            live_arrays: Mutex::new(Vec::new()),
            live_executables: Mutex::new(Vec::new()),
            #[cfg(not(target_arch = "wasm32"))]
            launch: Mutex::new(()),
            collective_timeout_ms: AtomicU64::new(COLLECTIVE_TIMEOUT.as_millis() as u64),
            process_index,
            distributed,
            #[cfg(not(target_arch = "wasm32"))]
            next_execution: Mutex::new(Default::default()),
        }))
    }

    /// How this client reaches the other processes (`None` for a single-process client).
    pub fn distributed(&self) -> Option<&crate::distributed::DistributedOptions> {
        self.0.distributed.as_ref()
    }

    /// The number of the next execution spanning the processes `peers` (ascending).
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn next_execution(&self, peers: &[usize]) -> u64 {
        let mut counters = self
            .0
            .next_execution
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let n = counters.entry(peers.to_vec()).or_insert(0);
        *n += 1;
        *n - 1
    }

    /// How long a device of an execution waits in a collective for the others before the
    /// execution fails with `DEADLINE_EXCEEDED` (natively; 120 s by default).
    pub fn set_collective_timeout(&self, timeout: Duration) {
        self.0
            .collective_timeout_ms
            .store(timeout.as_millis().max(1) as u64, Ordering::Relaxed);
    }

    pub fn collective_timeout(&self) -> Duration {
        Duration::from_millis(self.0.collective_timeout_ms.load(Ordering::Relaxed))
    }

    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn launch_lock(&self) -> MutexGuard<'_, ()> {
        self.0.launch.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `"cpu"` or `"gpu"`.
    pub fn platform(&self) -> &'static str {
        self.0.platform.name()
    }

    pub fn platform_version(&self) -> &str {
        &self.0.platform_version
    }

    pub fn runtime_type(&self) -> &'static str {
        "webxla"
    }

    pub fn devices(&self) -> Vec<Device> {
        self.0.devices.clone()
    }

    /// This process's devices (all of them unless the client spans processes).
    pub fn local_devices(&self) -> Vec<Device> {
        self.0
            .devices
            .iter()
            .filter(|d| d.is_addressable())
            .cloned()
            .collect()
    }

    pub fn device_count(&self) -> usize {
        self.0.devices.len()
    }

    pub fn local_device_count(&self) -> usize {
        self.0.devices.iter().filter(|d| d.is_addressable()).count()
    }

    pub fn process_index(&self) -> usize {
        self.0.process_index
    }

    pub fn host_id(&self) -> usize {
        self.0.process_index
    }

    /// True when `device` belongs to this client.
    pub fn owns_device(&self, device: &Device) -> bool {
        self.0.devices.iter().any(|d| d.same(device))
    }

    pub fn same(&self, other: &Client) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    fn pick_device(&self, device: Option<&Device>) -> Result<Device> {
        match device {
            None => self
                .0
                .devices
                .iter()
                .find(|d| d.is_addressable())
                .cloned()
                .ok_or_else(|| Error::internal("a client without local devices")),
            Some(d) if self.owns_device(d) => Ok(d.clone()),
            Some(d) => Err(Error::invalid_argument(format!(
                "{d:?} belongs to another client"
            ))),
        }
    }

    /// Copies a host array to a device (the first one by default).
    pub fn buffer_from_pyval(&self, value: &Literal, device: Option<&Device>) -> Result<Array> {
        let device = self.upload_target(value, device)?;
        let buffer = device.backend().upload(value)?;
        Ok(self.tracked(buffer, device))
    }

    /// `buffer_from_pyval` of a literal the caller gives away: the CPU keeps it as the
    /// buffer instead of copying it.
    pub fn buffer_from_literal(&self, value: Literal, device: Option<&Device>) -> Result<Array> {
        let device = self.upload_target(&value, device)?;
        let buffer = device.backend().upload_owned(value)?;
        Ok(self.tracked(buffer, device))
    }

    /// The device a host array goes to, once its element type is known to be storable.
    fn upload_target(&self, value: &Literal, device: Option<&Device>) -> Result<Device> {
        let device = self.pick_device(device)?;
        if value.ty().is_narrow_float() || value.ty().bit_width() < 8 && !value.ty().is_pred() {
            return Err(Error::unsupported(
                "buffer_from_pyval",
                value.ty(),
                device.platform(),
            ));
        }
        Ok(device)
    }

    /// A new ready array of `buffer` on `device`, tracked as live.
    fn tracked(&self, buffer: BufferRef, device: Device) -> Array {
        let array = Array::ready(buffer, device);
        self.track_arrays(std::slice::from_ref(&array));
        array
    }

    /// Copies a global host array to the devices of `sharding`, each device getting its
    /// block (jax's `device_put(x, sharding)`). An uneven split pads the last blocks with
    /// zeros, as XLA does.
    pub fn device_put(&self, value: &Literal, sharding: &Sharding) -> Result<Array> {
        let placements = sharding.addressable_placements(value.dims())?;
        let mut blocks = Vec::with_capacity(placements.len());
        for p in &placements {
            self.pick_device(Some(&p.device))?;
            let start: Vec<usize> = p.index.iter().map(|r| r.start).collect();
            // pmap's blocks are one row, their leading dimension dropped.
            let block_dims: Vec<usize> = if p.dims.len() == p.index.len() {
                p.dims.clone()
            } else {
                std::iter::once(1).chain(p.dims.iter().copied()).collect()
            };
            let block = value.block(&start, &block_dims)?;
            blocks.push(
                block
                    .reshaped(p.dims.clone())
                    .ok_or_else(|| Error::internal("device_put block reshape"))?,
            );
        }
        let devices: Vec<Device> = placements.into_iter().map(|p| p.device).collect();
        self.batched_device_put(value.shape(), sharding, &blocks, &devices, true, false)
    }

    /// One global array of `aval` from its per-device host blocks (xla_client's
    /// `batched_device_put`): `shards[i]` goes to `devices[i]`, which must be the sharding's
    /// devices in order. `committed` and `force_copy` are accepted for parity (arrays are
    /// always committed to their devices; host data is always copied).
    pub fn batched_device_put(
        &self,
        aval: &ArrayShape,
        sharding: &Sharding,
        shards: &[Literal],
        devices: &[Device],
        committed: bool,
        force_copy: bool,
    ) -> Result<Array> {
        let _ = (committed, force_copy);
        let want = sharding.addressable_devices();
        if devices.len() != want.len() || devices.iter().zip(&want).any(|(a, b)| !a.same(b)) {
            return Err(Error::invalid_argument(format!(
                "batched_device_put got {} devices that are not the sharding's {} devices in \
                 order",
                devices.len(),
                want.len()
            )));
        }
        if shards.len() != devices.len() {
            return Err(Error::invalid_argument(format!(
                "batched_device_put got {} host blocks for {} devices",
                shards.len(),
                devices.len()
            )));
        }
        let mut out = Vec::with_capacity(shards.len());
        for (value, device) in shards.iter().zip(devices) {
            let device = self.pick_device(Some(device))?;
            if value.ty() != aval.ty {
                return Err(Error::invalid_argument(format!(
                    "a block of type {} for an array of {}",
                    value.ty(),
                    aval
                )));
            }
            out.push(Shard::ready(device.backend().upload(value)?, device));
        }
        let array = if out.len() == 1 && matches!(sharding, Sharding::SingleDevice(_)) {
            Array::from_shard(out.remove(0))
        } else {
            Array::from_shards(
                ArrayShape::new(aval.ty, aval.dims.clone()),
                sharding.clone(),
                out,
            )?
        };
        self.track_arrays(std::slice::from_ref(&array));
        Ok(array)
    }

    /// `array` laid out by `sharding` instead: blocks already where they belong are kept
    /// (their buffers shared); otherwise the array goes through the host.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn reshard(&self, array: &Array, sharding: &Sharding) -> Result<Array> {
        pollster::block_on(self.reshard_async(array, sharding))
    }

    /// `reshard` without blocking (what a browser must use).
    pub async fn reshard_async(&self, array: &Array, sharding: &Sharding) -> Result<Array> {
        array.check_usable("the array")?;
        let want = sharding.addressable_placements(array.shape())?;
        let have = array.sharding().addressable_placements(array.shape())?;
        let kept: Option<Vec<Arc<Shard>>> = want
            .iter()
            .map(|p| {
                have.iter()
                    .zip(array.shards())
                    .find(|(q, _)| {
                        q.device.same(&p.device) && q.index == p.index && q.dims == p.dims
                    })
                    .map(|(_, s)| s.clone())
            })
            .collect();
        if let Some(shards) = kept {
            let a = Array::from_shards(array.array_shape().clone(), sharding.clone(), shards)?;
            self.track_arrays(std::slice::from_ref(&a));
            return Ok(a);
        }
        let value = array.to_literal_async().await?;
        self.device_put(&value, sharding)
    }

    /// Each array laid out by its sharding (xla_client's
    /// `batched_copy_array_to_devices_with_sharding`; the device lists are the shardings').
    #[cfg(not(target_arch = "wasm32"))]
    pub fn batched_copy_array_to_devices_with_sharding(
        &self,
        arrays: &[Array],
        shardings: &[Sharding],
    ) -> Result<Vec<Array>> {
        if arrays.len() != shardings.len() {
            return Err(Error::invalid_argument(format!(
                "{} arrays but {} shardings",
                arrays.len(),
                shardings.len()
            )));
        }
        arrays
            .iter()
            .zip(shardings)
            .map(|(a, s)| self.reshard(a, s))
            .collect()
    }

    /// `array`'s shards in the order of `sharding`, which must put the same blocks on the
    /// same devices (xla_client's `reorder_shards`).
    pub fn reorder_shards(&self, array: &Array, sharding: &Sharding) -> Result<Array> {
        let want = sharding.addressable_placements(array.shape())?;
        let have = array.sharding().addressable_placements(array.shape())?;
        let shards = want
            .iter()
            .map(|p| {
                have.iter()
                    .zip(array.shards())
                    .find(|(q, _)| q.device.same(&p.device) && q.index == p.index)
                    .map(|(_, s)| s.clone())
                    .ok_or_else(|| {
                        Error::invalid_argument(format!(
                            "reorder_shards: the array has no block {:?} on {:?}; the shardings \
                             must hold the same blocks on the same devices",
                            p.index, p.device
                        ))
                    })
            })
            .collect::<Result<Vec<_>>>()?;
        Array::from_shards(array.array_shape().clone(), sharding.clone(), shards)
    }

    /// Parses and verifies a program (StableHLO or HLO text) without placing it on devices.
    pub fn compile(&self, text: &str, options: &CompileOptions) -> Result<Executable> {
        self.compile_bytes(text.as_bytes(), options)
    }

    /// Parses and verifies a program given as bytes, the content deciding the format: MLIR
    /// bytecode (a StableHLO portable artifact or plain StableHLO bytecode) or UTF-8 text in
    /// either text format.
    pub fn compile_bytes(&self, program: &[u8], options: &CompileOptions) -> Result<Executable> {
        if options.parameter_is_tupled_arguments {
            return Err(Error::unsupported_msg(
                "parameter_is_tupled_arguments is not supported: pass the arguments untupled",
            ));
        }
        let (module, format) = parse_program_bytes(program)?;
        Ok(Executable {
            module: Arc::new(module),
            program: Arc::from(program),
            format,
            options: options.clone(),
        })
    }

    /// `compile_bytes` then `load`.
    pub fn compile_and_load_bytes(
        &self,
        program: &[u8],
        devices: Option<&DeviceList>,
        options: &CompileOptions,
    ) -> Result<LoadedExecutable> {
        let exe = self.compile_bytes(program, options)?;
        self.load(exe, devices)
    }

    /// Compiles a program for `devices` (the first device when `None`).
    pub fn compile_and_load(
        &self,
        text: &str,
        devices: Option<&DeviceList>,
        options: &CompileOptions,
    ) -> Result<LoadedExecutable> {
        let exe = self.compile(text, options)?;
        self.load(exe, devices)
    }

    /// Places a compiled executable on devices: partitions it for them (SPMD) and compiles
    /// one backend program per device. The device count must be `num_replicas *
    /// num_partitions`; those come from the compile options, else the module, else the
    /// devices given (partitions for a program with shardings, replicas otherwise).
    pub fn load(&self, exe: Executable, devices: Option<&DeviceList>) -> Result<LoadedExecutable> {
        if let Some(list) = devices {
            if list.is_empty() {
                return Err(Error::invalid_argument(
                    "compile_and_load got an empty device list",
                ));
            }
            for d in list {
                self.pick_device(Some(d))?;
            }
        }
        let topology = topology_of(&exe, devices)?;
        let devices = self.devices_for(&exe.options, topology, devices)?;
        let mut spmd = crate::spmd::partition(&exe.module, topology)?;
        crate::collectives::groups::check_module(&spmd.module, topology)?;
        // One rendezvous for independent sums (a train step's gradients), as XLA does.
        crate::ir::combine_all_reduces(&mut spmd.module);
        let module = Arc::new(spmd.module.clone());
        let programs = devices
            .iter()
            .map(|d| {
                // Another process compiles for its own devices.
                d.is_addressable()
                    .then(|| d.backend().compile(module.clone()))
                    .transpose()
            })
            .collect::<Result<Vec<_>>>()?;
        let loaded = LoadedExecutable::new(self.clone(), exe, devices, spmd, programs)?;
        let mut live = self
            .0
            .live_executables
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        live.retain(|w| w.strong_count() > 0);
        live.push(Arc::downgrade(&loaded.0));
        Ok(loaded)
    }

    /// The devices of an execution in participant order: the list given, the compile
    /// options' device assignment, or the client's first devices.
    fn devices_for(
        &self,
        options: &CompileOptions,
        topology: Topology,
        devices: Option<&DeviceList>,
    ) -> Result<DeviceList> {
        let n = topology.participants();
        if let Some(list) = devices {
            if list.len() != n {
                return Err(Error::invalid_argument(format!(
                    "the program runs on {} replica(s) x {} partition(s) = {n} devices, but \
                     {} devices were given",
                    topology.num_replicas,
                    topology.num_partitions,
                    list.len()
                )));
            }
            return Ok(list.clone());
        }
        if let Some(a) = &options.executable_build_options.device_assignment {
            let mut out = Vec::with_capacity(n);
            for row in &a.ids {
                for &id in row {
                    let d = self
                        .0
                        .devices
                        .iter()
                        .find(|d| d.id() == id)
                        .ok_or_else(|| {
                            Error::invalid_argument(format!(
                                "the device assignment names device {id}, which the client does \
                             not have ({} devices)",
                                self.0.devices.len()
                            ))
                        })?;
                    out.push(d.clone());
                }
            }
            if out.len() != n {
                return Err(Error::invalid_argument(format!(
                    "the device assignment lists {} devices for {n} participants",
                    out.len()
                )));
            }
            return Ok(DeviceList::new(out));
        }
        if n > self.0.devices.len() {
            return Err(Error::invalid_argument(format!(
                "the program runs on {n} devices, the client has {}",
                self.0.devices.len()
            )));
        }
        Ok(DeviceList::new(self.0.devices[..n].to_vec()))
    }

    /// Bytes that `deserialize_executable` turns back into the same executable.
    pub fn serialize_executable(&self, exe: &LoadedExecutable) -> Vec<u8> {
        super::serialize::serialize(exe.executable())
    }

    /// Rebuilds a serialized executable on `devices` (recompiling its program).
    pub fn deserialize_executable(
        &self,
        bytes: &[u8],
        devices: Option<&DeviceList>,
    ) -> Result<LoadedExecutable> {
        let (program, options) = super::serialize::deserialize(bytes)?;
        self.compile_and_load_bytes(&program, devices, &options)
    }

    pub(crate) fn track_arrays(&self, arrays: &[Array]) {
        let mut live = self.0.live_arrays.lock().unwrap_or_else(|e| e.into_inner());
        if live.len() > 1024 {
            live.retain(|w| w.strong_count() > 0);
        }
        live.extend(arrays.iter().map(|a| Arc::downgrade(&a.0)));
    }

    pub(crate) fn forget_executable(&self, exe: &LoadedExecutable) {
        let mut live = self
            .0
            .live_executables
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        live.retain(|w| w.strong_count() > 0 && !std::ptr::eq(w.as_ptr(), Arc::as_ptr(&exe.0)));
    }

    /// Arrays that are still referenced and not deleted.
    pub fn live_arrays(&self) -> Vec<Array> {
        let mut live = self.0.live_arrays.lock().unwrap_or_else(|e| e.into_inner());
        live.retain(|w| w.strong_count() > 0);
        live.iter()
            .filter_map(|w| w.upgrade())
            .map(Array)
            .filter(|a| !a.is_deleted())
            .collect()
    }

    /// Same as `live_arrays` (xla_client keeps both names).
    pub fn live_buffers(&self) -> Vec<Array> {
        self.live_arrays()
    }

    pub fn live_executables(&self) -> Vec<LoadedExecutable> {
        let mut live = self
            .0
            .live_executables
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        live.retain(|w| w.strong_count() > 0);
        live.iter()
            .filter_map(|w| w.upgrade())
            .map(LoadedExecutable)
            .collect()
    }

    /// The default layout (minor-to-major) for an array of this rank: row-major.
    pub fn get_default_layout(&self, dims: &[usize]) -> Vec<usize> {
        (0..dims.len()).rev().collect()
    }
}

/// Replicas and partitions of an execution (see `Client::load`).
fn topology_of(exe: &Executable, devices: Option<&DeviceList>) -> Result<Topology> {
    let opts = &exe.options.executable_build_options;
    let (r, p) = if opts.num_replicas > 1 || opts.num_partitions > 1 {
        (opts.num_replicas.max(1), opts.num_partitions.max(1))
    } else if let Some(a) = &opts.device_assignment {
        (a.replica_count().max(1), a.computation_count().max(1))
    } else {
        let m = &exe.module;
        let (mr, mp) = (m.num_replicas.unwrap_or(1), m.num_partitions.unwrap_or(1));
        if mr > 1 || mp > 1 {
            (mr.max(1), mp.max(1))
        } else {
            match devices {
                Some(list) if list.len() > 1 && crate::spmd::is_spmd(m) => (1, list.len()),
                Some(list) if list.len() > 1 => (list.len(), 1),
                _ => (1, 1),
            }
        }
    };
    Ok(Topology {
        num_replicas: r,
        num_partitions: p,
    })
}
