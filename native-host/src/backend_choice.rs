//! Turns `--backend` into a client: the GPU (wgpu) or the CPU, with `auto` falling back to
//! the CPU when no GPU adapter exists. `WEBXLA_GPU_BOUNDS_CHECKS=1` keeps naga's bounds checks
//! in the GPU's shaders (`GpuClientOptions::bounds_checks`).

use crate::BackendArg;
use anyhow::Result;
use webxla::client::{make_cpu_client, Client, CpuClientOptions};

pub fn make_client(backend: BackendArg) -> Result<Client> {
    match backend {
        BackendArg::Cpu => Ok(make_cpu_client(CpuClientOptions::default())?),
        BackendArg::Gpu => Ok(make_gpu()?),
        BackendArg::Auto => match make_gpu() {
            Ok(c) => Ok(c),
            Err(e) => {
                eprintln!("note: no GPU ({}); using the CPU backend", e.message);
                Ok(make_cpu_client(CpuClientOptions::default())?)
            }
        },
    }
}

fn make_gpu() -> webxla::Result<Client> {
    let options = webxla::client::GpuClientOptions {
        bounds_checks: std::env::var("WEBXLA_GPU_BOUNDS_CHECKS").as_deref() == Ok("1"),
        ..Default::default()
    };
    pollster::block_on(webxla::client::make_gpu_client(options))
}
