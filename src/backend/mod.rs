//! Backends: each turns a verified `ir::Module` into something it can run, and owns the
//! memory its arrays live in. The client talks to them only through the traits below.
//!
//! - `cpu`: the semantic reference, threaded natively, single-threaded in wasm.
//! - `gpu`: wgpu (WebGPU in browsers; Vulkan, Metal, DX12 natively). Only it imports wgpu.
//!
//! Backends never see source text, and never know xla_client names.

pub mod cpu;
pub mod gpu;
pub mod remote;

pub use crate::collectives::ExecuteContext;
use crate::error::Result;
use crate::ir::{ArrayShape, Literal, Module};
use std::any::Any;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// `Send + Sync` natively; nothing on wasm32, where there are no threads and browser
/// handles are not `Send`.
#[cfg(not(target_arch = "wasm32"))]
pub trait MaybeSendSync: Send + Sync {}
#[cfg(not(target_arch = "wasm32"))]
impl<T: Send + Sync + ?Sized> MaybeSendSync for T {}
#[cfg(target_arch = "wasm32")]
pub trait MaybeSendSync {}
#[cfg(target_arch = "wasm32")]
impl<T: ?Sized> MaybeSendSync for T {}

/// A boxed future; not `Send` (it is polled where it is made: a worker thread natively, the
/// browser's event loop in wasm).
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + 'a>>;

/// Which kind of backend.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BackendKind {
    Cpu,
    Gpu,
}

impl BackendKind {
    pub fn name(self) -> &'static str {
        match self {
            BackendKind::Cpu => "cpu",
            BackendKind::Gpu => "gpu",
        }
    }
}

/// One array's storage on a backend's device.
pub trait DeviceBuffer: MaybeSendSync + std::fmt::Debug {
    fn shape(&self) -> &ArrayShape;
    /// Bytes this buffer occupies on the device (may exceed the logical size when packed/padded).
    fn on_device_size_in_bytes(&self) -> usize;
    fn as_any(&self) -> &dyn Any;
}

pub type BufferRef = Arc<dyn DeviceBuffer>;

/// Device memory accounting, as `Device.memory_stats()` reports it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStats {
    pub bytes_in_use: u64,
    pub peak_bytes_in_use: u64,
    pub num_allocs: u64,
    pub bytes_limit: u64,
}

/// Static numbers of a compiled program (`cost_analysis`): `ir::cost_analysis` of its module,
/// the same on every backend.
pub use crate::ir::CostAnalysis;

/// Sizes from a compiled plan (`get_compiled_memory_stats`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CompiledMemoryStats {
    pub argument_size_in_bytes: u64,
    pub output_size_in_bytes: u64,
    pub alias_size_in_bytes: u64,
    pub temp_size_in_bytes: u64,
    pub generated_code_size_in_bytes: u64,
}

/// A compiled program on one device.
pub trait Program: MaybeSendSync {
    /// Runs the program. `args` are the entry parameters in order, already checked by the
    /// client against the parameter shapes. Returns the array leaves of the result in
    /// depth-first order (a tuple result comes back untupled). Donation is ownership: a
    /// donated argument arrives with no other reference to it (`Arc::strong_count` 1), so a
    /// backend that drops its own after the argument's last use, or writes over it, reuses
    /// that memory. `ctx` says which replica and partition this run is and, when the
    /// execution has several participants, where they exchange collectives' operands.
    fn execute(
        &self,
        args: Vec<BufferRef>,
        ctx: ExecuteContext,
    ) -> BoxFuture<'_, Result<Vec<BufferRef>>>;

    fn cost_analysis(&self) -> CostAnalysis;

    fn memory_stats(&self) -> CompiledMemoryStats;

    /// Human-readable generated code (WGSL for the GPU backend, the plan for the CPU backend).
    fn dump(&self) -> String;
}

/// A device that compiles programs and owns buffers.
pub trait Backend: MaybeSendSync {
    fn kind(&self) -> BackendKind;

    /// Adapter/device name, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)" or "cpu".
    fn device_kind(&self) -> String;

    /// Compiles a verified module. Unsupported ops or dtypes are `ErrorKind::Unsupported`
    /// errors naming op, dtype and backend.
    fn compile(&self, module: Arc<Module>) -> Result<Arc<dyn Program>>;

    /// Copies a host literal to the device.
    fn upload(&self, literal: &Literal) -> Result<BufferRef>;

    /// `upload` of a literal the caller gives away: a backend whose buffers are host literals
    /// (the CPU) keeps it without a copy.
    fn upload_owned(&self, literal: Literal) -> Result<BufferRef> {
        self.upload(&literal)
    }

    /// Copies a device buffer back to the host (asynchronous on a GPU in a browser).
    fn download<'a>(&'a self, buffer: &'a BufferRef) -> BoxFuture<'a, Result<Literal>>;

    /// `download` for a caller that only reads the value: a backend whose buffers are host
    /// literals (the CPU) shares the buffer's own, without a copy.
    fn download_shared<'a>(&'a self, buffer: &'a BufferRef) -> BoxFuture<'a, Result<Arc<Literal>>> {
        Box::pin(async move { self.download(buffer).await.map(Arc::new) })
    }

    fn memory_stats(&self) -> MemoryStats;

    /// Why the device can no longer be used, once it was lost (a GPU device lost to a
    /// driver reset or destroyed); `None` while it is usable. Sticky: a lost device stays
    /// lost.
    fn lost(&self) -> Option<String> {
        None
    }

    /// Loses the device on purpose, as a driver reset would (GPU: destroys the wgpu device);
    /// for tests of what callers see afterwards. The CPU backend cannot be lost.
    fn simulate_loss(&self) {}
}
