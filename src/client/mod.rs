//! The xla_client surface: Client, Device, Memory, DeviceList, Array, Executable,
//! LoadedExecutable, ExecuteResults, CompileOptions and the client factories.
//!
//! This is the only module that knows xla_client's names. One type per file; the logic lives
//! in the front ends and backends.

mod array;
// One type per file, named after the type: `client::client` holds `Client`.
#[allow(clippy::module_inception)]
mod client;
mod device;
mod device_list;
mod executable;
mod options;
mod program_text;
mod results;
mod serialize;

pub use crate::ir::ElementType as PrimitiveType;
pub use crate::ir::{ArrayShape, HloSharding, Shape};
#[cfg(not(target_arch = "wasm32"))]
pub use array::batched_block_until_ready;
pub use array::Array;
pub use client::Client;
pub use device::{Device, Memory};
pub use device_list::DeviceList;
pub use executable::{Executable, LoadedExecutable};
pub use options::{CompileOptions, DebugOptions, DeviceAssignment, ExecutableBuildOptions};
pub use program_text::{detect_format, parse_program, ProgramFormat};
pub use results::ExecuteResults;

use crate::backend::{Backend, BackendKind};
use crate::error::{Error, Result};
use std::sync::Arc;

/// Options of `make_cpu_client`.
#[derive(Clone, Debug)]
pub struct CpuClientOptions {
    /// How many CPU devices the client shows (xla_client's `num_devices`).
    pub num_devices: usize,
    /// Dispatch executions to a worker thread per device (true) or run them inline.
    pub asynchronous: bool,
}

impl Default for CpuClientOptions {
    fn default() -> Self {
        CpuClientOptions {
            num_devices: 1,
            asynchronous: true,
        }
    }
}

/// A client with `num_devices` CPU devices.
pub fn make_cpu_client(options: CpuClientOptions) -> Result<Client> {
    if options.num_devices == 0 {
        return Err(Error::invalid_argument(
            "make_cpu_client needs num_devices >= 1",
        ));
    }
    let backends: Vec<Arc<dyn Backend>> = (0..options.num_devices)
        .map(|_| Arc::new(crate::backend::cpu::CpuBackend::new()) as Arc<dyn Backend>)
        .collect();
    Client::from_backends(
        BackendKind::Cpu,
        env!("CARGO_PKG_VERSION").to_string(),
        backends,
    )
}

/// Which adapter `make_gpu_client` prefers when several exist.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum PowerPreference {
    #[default]
    HighPerformance,
    LowPower,
}

/// Options of `make_gpu_client`.
#[derive(Clone, Debug, Default)]
pub struct GpuClientOptions {
    pub power_preference: PowerPreference,
    /// Accept a software adapter (lavapipe, SwiftShader, WARP).
    pub force_fallback_adapter: bool,
    /// A comma list of wgpu backends ("vulkan", "metal", "dx12", "gl", "webgpu");
    /// `None` reads the `WGPU_BACKEND` environment variable, else tries all.
    pub backends: Option<String>,
    /// Keep naga's bounds checks in every generated shader (native only; slower; browsers
    /// always check). Off by default: the generated indices are in range by construction.
    pub bounds_checks: bool,
}

/// A client on one GPU adapter (WebGPU in a browser; Vulkan/Metal/DX12 natively).
/// No adapter is an `ErrorKind::NotFound` error that says so.
pub async fn make_gpu_client(options: GpuClientOptions) -> Result<Client> {
    let gpu_options = crate::backend::gpu::GpuOptions::from_client_options(
        options.power_preference == PowerPreference::HighPerformance,
        options.force_fallback_adapter,
        options.backends.as_deref(),
        options.bounds_checks,
    );
    let backend = crate::backend::gpu::GpuBackend::new(gpu_options).await?;
    Client::from_backends(
        BackendKind::Gpu,
        format!("webxla {} (wgpu 30)", env!("CARGO_PKG_VERSION")),
        vec![Arc::new(backend) as Arc<dyn Backend>],
    )
}
