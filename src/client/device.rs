//! `Device` and `Memory`: one backend device as xla_client shows it.
//!
//! A Device owns the handle to its backend and, natively, the worker thread that runs its
//! executions in order (so `execute` returns before the work is done). It holds no compile or
//! execution logic itself.

use crate::backend::{Backend, BackendKind, MemoryStats};
use std::fmt;
use std::sync::Arc;

#[cfg(not(target_arch = "wasm32"))]
use std::sync::{mpsc, Mutex};

/// A job for a device's worker thread.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) type Job = Box<dyn FnOnce() + Send>;

/// Runs a device's jobs one after another on its own thread (native only).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) struct Worker {
    sender: Mutex<Option<mpsc::Sender<Job>>>,
}

#[cfg(not(target_arch = "wasm32"))]
impl Worker {
    fn new() -> Self {
        Worker {
            sender: Mutex::new(None),
        }
    }

    /// Queues `job`; starts the thread on first use.
    pub(crate) fn submit(&self, job: Job) {
        let mut guard = self.sender.lock().unwrap_or_else(|e| e.into_inner());
        if guard.is_none() {
            let (tx, rx) = mpsc::channel::<Job>();
            let spawned = std::thread::Builder::new()
                .name("webxla-device".into())
                .spawn(move || run_jobs(rx));
            if spawned.is_err() {
                // No thread could be made: run inline, still correct, just synchronous.
                drop(guard);
                job();
                return;
            }
            *guard = Some(tx);
        }
        if let Some(tx) = guard.as_ref() {
            if let Err(mpsc::SendError(job)) = tx.send(job) {
                job();
            }
        }
    }
}

/// How long an idle worker keeps looking for the next job before it sleeps. Waking a
/// sleeping thread took about 7 µs of a 50 µs execution on an H100 host; a caller that
/// executes in a loop sends its next job well within this.
#[cfg(not(target_arch = "wasm32"))]
const WORKER_SPIN: std::time::Duration = std::time::Duration::from_micros(100);

#[cfg(not(target_arch = "wasm32"))]
fn run_jobs(rx: mpsc::Receiver<Job>) {
    let mut idle_since = std::time::Instant::now();
    loop {
        let job = match rx.try_recv() {
            Ok(job) => job,
            Err(mpsc::TryRecvError::Empty) if idle_since.elapsed() < WORKER_SPIN => {
                std::thread::yield_now();
                continue;
            }
            Err(mpsc::TryRecvError::Empty) => match rx.recv() {
                Ok(job) => job,
                Err(_) => return,
            },
            Err(mpsc::TryRecvError::Disconnected) => return,
        };
        job();
        idle_since = std::time::Instant::now();
    }
}

pub(crate) struct DeviceInner {
    pub(crate) id: usize,
    pub(crate) process_index: usize,
    /// The device's index among its process's devices when that process is this one; `None`
    /// for a device of another process (its backend is a `RemoteBackend`).
    pub(crate) local_index: Option<usize>,
    pub(crate) backend: Arc<dyn Backend>,
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) worker: Worker,
}

/// One device of a client.
#[derive(Clone)]
pub struct Device(pub(crate) Arc<DeviceInner>);

impl Device {
    pub(crate) fn new(id: usize, backend: Arc<dyn Backend>) -> Self {
        Device::of_process(id, 0, Some(id), backend)
    }

    /// Global device `id` of process `process_index`; `local_index` when that process is
    /// this one.
    pub(crate) fn of_process(
        id: usize,
        process_index: usize,
        local_index: Option<usize>,
        backend: Arc<dyn Backend>,
    ) -> Self {
        Device(Arc::new(DeviceInner {
            id,
            process_index,
            local_index,
            backend,
            #[cfg(not(target_arch = "wasm32"))]
            worker: Worker::new(),
        }))
    }

    pub fn id(&self) -> usize {
        self.0.id
    }

    pub fn host_id(&self) -> usize {
        self.0.process_index
    }

    pub fn process_index(&self) -> usize {
        self.0.process_index
    }

    /// The device's index among this process's devices; `None` for another process's.
    pub fn local_hardware_id(&self) -> Option<usize> {
        self.0.local_index
    }

    /// True for a device of this process (xla_client's `addressable_devices`); a device of
    /// another process can be named (in shardings, device assignments) but not used.
    pub fn is_addressable(&self) -> bool {
        self.0.local_index.is_some()
    }

    /// `"cpu"` or `"gpu"`.
    pub fn platform(&self) -> &'static str {
        self.0.backend.kind().name()
    }

    /// The adapter's name on the GPU ("llvmpipe (LLVM 15...)"), "cpu" on the CPU.
    pub fn device_kind(&self) -> String {
        self.0.backend.device_kind()
    }

    pub fn memory_stats(&self) -> MemoryStats {
        self.0.backend.memory_stats()
    }

    /// Why the device can no longer be used, once it was lost (a GPU reset, a removed
    /// adapter, a browser reclaiming the device); `None` while it is usable. Every call
    /// that needs a lost device fails with `UNAVAILABLE` saying the same.
    pub fn lost_reason(&self) -> Option<String> {
        self.0.backend.lost()
    }

    /// Loses the device on purpose, as a driver reset would (a GPU device is destroyed; a
    /// CPU device cannot be lost). For testing what an application sees afterwards.
    #[doc(hidden)]
    pub fn simulate_loss(&self) {
        self.0.backend.simulate_loss()
    }

    pub fn default_memory(&self) -> Memory {
        Memory {
            device: self.clone(),
            kind: self.default_memory_kind(),
        }
    }

    /// Memory spaces this device addresses: its own memory (and nothing else today).
    pub fn addressable_memories(&self) -> Vec<Memory> {
        vec![self.default_memory()]
    }

    /// The memory of the given kind, if this device has it.
    pub fn memory(&self, kind: &str) -> Option<Memory> {
        self.addressable_memories()
            .into_iter()
            .find(|m| m.kind == kind)
    }

    fn default_memory_kind(&self) -> &'static str {
        match self.0.backend.kind() {
            BackendKind::Cpu => "unpinned_host",
            BackendKind::Gpu => "device",
        }
    }

    pub fn backend(&self) -> &Arc<dyn Backend> {
        &self.0.backend
    }

    pub(crate) fn same(&self, other: &Device) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl PartialEq for Device {
    fn eq(&self, other: &Self) -> bool {
        self.same(other)
    }
}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.backend.kind() {
            BackendKind::Cpu => write!(f, "CpuDevice(id={})", self.id()),
            BackendKind::Gpu => write!(
                f,
                "GpuDevice(id={}, kind={})",
                self.id(),
                self.device_kind()
            ),
        }
    }
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A memory space of a device (`device`, `unpinned_host`).
#[derive(Clone, Debug, PartialEq)]
pub struct Memory {
    device: Device,
    kind: &'static str,
}

impl Memory {
    pub fn kind(&self) -> &str {
        self.kind
    }

    pub fn platform(&self) -> &'static str {
        self.device.platform()
    }

    pub fn process_index(&self) -> usize {
        self.device.process_index()
    }

    pub fn addressable_by_devices(&self) -> Vec<Device> {
        vec![self.device.clone()]
    }
}
