//! Turns `--backend` into a client: the GPU (wgpu) or the CPU, with `auto` falling back to
//! the CPU when no GPU adapter exists. With several devices: CPU devices, or as many virtual
//! devices on the GPU's adapter. `WEBXLA_GPU_BOUNDS_CHECKS=1` keeps naga's bounds checks in
//! the GPU's shaders (`GpuClientOptions::bounds_checks`). `--gpu-soft-f64` (or
//! `WEBXLA_GPU_SOFT_F64=1`) runs f64 on the GPU in exact software arithmetic
//! (`GpuClientOptions::soft_f64`).

use crate::BackendArg;
use anyhow::Result;
use std::sync::atomic::{AtomicBool, Ordering};
use webxla::client::{make_cpu_client, Client, CpuClientOptions};

/// `--gpu-soft-f64`, set once from the command line before any client is made.
static GPU_SOFT_F64: AtomicBool = AtomicBool::new(false);

/// Makes every GPU client of this process run f64 in exact software arithmetic.
pub fn set_gpu_soft_f64(on: bool) {
    GPU_SOFT_F64.store(on, Ordering::Relaxed);
}

/// A client with `devices` devices (1 for single-device programs).
pub fn make_client(backend: BackendArg, devices: usize) -> Result<Client> {
    let cpu = || {
        make_cpu_client(CpuClientOptions {
            num_devices: devices.max(1),
            ..Default::default()
        })
    };
    match backend {
        BackendArg::Cpu => Ok(cpu()?),
        BackendArg::Gpu => Ok(make_gpu(devices)?),
        BackendArg::Auto => match make_gpu(devices) {
            Ok(c) => Ok(c),
            Err(e) => {
                eprintln!("note: no GPU ({}); using the CPU backend", e.message);
                Ok(cpu()?)
            }
        },
    }
}

fn make_gpu(devices: usize) -> webxla::Result<Client> {
    let options = webxla::client::GpuClientOptions {
        bounds_checks: std::env::var("WEBXLA_GPU_BOUNDS_CHECKS").as_deref() == Ok("1"),
        soft_f64: GPU_SOFT_F64.load(Ordering::Relaxed)
            || std::env::var("WEBXLA_GPU_SOFT_F64").as_deref() == Ok("1"),
        virtual_devices: if devices > 1 { devices } else { 0 },
        ..Default::default()
    };
    pollster::block_on(webxla::client::make_gpu_client(options))
}
