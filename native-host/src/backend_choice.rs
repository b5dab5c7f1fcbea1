//! Turns `--backend` into a client: the GPU (wgpu) or the CPU, with `auto` falling back to
//! the CPU when no GPU adapter exists. `WEBXLA_SHADER_F16=1` / `=0` turns the GPU's use of
//! the adapter's `shader-f16` feature on / off (default: hardware adapters only), to compare
//! the two f16 paths.

use crate::BackendArg;
use anyhow::Result;
use webxla::client::{make_cpu_client, Client, CpuClientOptions, ShaderF16};

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
        shader_f16: match std::env::var("WEBXLA_SHADER_F16").as_deref() {
            Ok("1") => ShaderF16::On,
            Ok("0") => ShaderF16::Off,
            _ => ShaderF16::Auto,
        },
        ..Default::default()
    };
    pollster::block_on(webxla::client::make_gpu_client(options))
}
