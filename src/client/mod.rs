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
mod sharding;

pub use crate::ir::ElementType as PrimitiveType;
pub use crate::ir::{ArrayShape, HloSharding, Shape};
pub use crate::stop::StopToken;
#[cfg(not(target_arch = "wasm32"))]
pub use array::batched_block_until_ready;
pub use array::{Array, ArrayShard};
pub use client::Client;
pub use device::{Device, Memory};
pub use device_list::DeviceList;
pub use executable::{Executable, ExecuteOptions, LoadedExecutable};
pub use options::{CompileOptions, DebugOptions, DeviceAssignment, ExecutableBuildOptions};
pub use program_text::{detect_format, parse_program, parse_program_bytes, ProgramFormat};
pub use results::ExecuteResults;
pub use sharding::{Mesh, PartitionSpec, ShardPlacement, Sharding};

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
    /// Refuse at compile time (`RESOURCE_EXHAUSTED`) programs needing more bytes at once than
    /// this, per device; `None`: the machine's physical memory (4 GiB in wasm32).
    pub memory_limit_bytes: Option<u64>,
}

impl Default for CpuClientOptions {
    fn default() -> Self {
        CpuClientOptions {
            num_devices: 1,
            asynchronous: true,
            memory_limit_bytes: None,
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
    Client::from_backends(
        BackendKind::Cpu,
        env!("CARGO_PKG_VERSION").to_string(),
        cpu_backends(&options),
    )
}

fn cpu_backends(options: &CpuClientOptions) -> Vec<Arc<dyn Backend>> {
    (0..options.num_devices)
        .map(|_| {
            Arc::new(match options.memory_limit_bytes {
                Some(bytes) => crate::backend::cpu::CpuBackend::with_memory_limit(bytes),
                None => crate::backend::cpu::CpuBackend::new(),
            }) as Arc<dyn Backend>
        })
        .collect()
}

/// One process's client of a multi-process run (xla_client's `make_cpu_client` with
/// `distributed_client`, `node_id`, `num_nodes` and `collectives`): `options.num_devices` CPU
/// devices here, the other processes' devices named with global ids, collectives across
/// processes through `distributed.collectives`. Waits for every process's topology.
#[cfg(not(target_arch = "wasm32"))]
pub fn make_distributed_cpu_client(
    options: CpuClientOptions,
    distributed: crate::distributed::DistributedOptions,
) -> Result<Client> {
    if options.num_devices == 0 {
        return Err(Error::invalid_argument(
            "make_cpu_client needs num_devices >= 1",
        ));
    }
    Client::spanning_processes(
        BackendKind::Cpu,
        env!("CARGO_PKG_VERSION").to_string(),
        cpu_backends(&options),
        distributed,
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
    /// Run f64 in exact software arithmetic on the IEEE bits (`GpuOptions::soft_f64`):
    /// correctly rounded, much slower than f32. Off by default: f64 is refused.
    pub soft_f64: bool,
    /// Split the preferred adapter into this many logical devices, each with its own wgpu
    /// device, queue and buffers, so multi-device programs run on one GPU (or on lavapipe,
    /// or in a browser). 0 or 1: one device per adapter (natively every GPU adapter, in a
    /// browser the one WebGPU gives).
    pub virtual_devices: usize,
}

/// A client on the GPU adapters (WebGPU in a browser; Vulkan/Metal/DX12 natively): one
/// device per adapter, or `virtual_devices` devices on the preferred one. No adapter is an
/// `ErrorKind::NotFound` error that says so.
pub async fn make_gpu_client(options: GpuClientOptions) -> Result<Client> {
    Client::from_backends(
        BackendKind::Gpu,
        gpu_platform_version(),
        gpu_backends(&options).await?,
    )
}

fn gpu_platform_version() -> String {
    format!("webxla {} (wgpu 30)", env!("CARGO_PKG_VERSION"))
}

/// One process's GPU client of a multi-process run, as `make_distributed_cpu_client`: GPU
/// data crosses processes through the host.
#[cfg(not(target_arch = "wasm32"))]
pub async fn make_distributed_gpu_client(
    options: GpuClientOptions,
    distributed: crate::distributed::DistributedOptions,
) -> Result<Client> {
    Client::spanning_processes(
        BackendKind::Gpu,
        gpu_platform_version(),
        gpu_backends(&options).await?,
        distributed,
    )
}

async fn gpu_backends(options: &GpuClientOptions) -> Result<Vec<Arc<dyn Backend>>> {
    let gpu_options = crate::backend::gpu::GpuOptions {
        soft_f64: options.soft_f64,
        ..crate::backend::gpu::GpuOptions::from_client_options(
            options.power_preference == PowerPreference::HighPerformance,
            options.force_fallback_adapter,
            options.backends.as_deref(),
            options.bounds_checks,
        )
    };
    let mut backends: Vec<Arc<dyn Backend>> = Vec::new();
    if options.virtual_devices > 1 {
        for _ in 0..options.virtual_devices {
            let b = crate::backend::gpu::GpuBackend::new(gpu_options.clone()).await?;
            backends.push(Arc::new(b));
        }
    } else {
        // Natively, every usable adapter; in a browser (and when enumeration finds nothing
        // the preferred request would) the preferred one.
        #[cfg(not(target_arch = "wasm32"))]
        let n = if options.force_fallback_adapter {
            0
        } else {
            crate::backend::gpu::adapter_count(&gpu_options).await
        };
        #[cfg(target_arch = "wasm32")]
        let n = 0;
        if n > 1 {
            for i in 0..n {
                let mut o = gpu_options.clone();
                o.adapter_index = Some(i);
                backends.push(Arc::new(crate::backend::gpu::GpuBackend::new(o).await?));
            }
        } else {
            let b = crate::backend::gpu::GpuBackend::new(gpu_options).await?;
            backends.push(Arc::new(b));
        }
    }
    Ok(backends)
}
