//! The GPU backend on wgpu: HLO ops become WGSL compute kernels.
//!
//! - `arith`: a probe, when the device opens, of whether its f32 `/` and `sqrt` round
//!   correctly and its `fma` is fused (the code generator corrects loose builtins).
//! - `dtype`: element types ↔ packed 32-bit storage and WGSL compute types (refuses the rest).
//! - `wgsl`: the WGSL writer (indented lines, blocks) and the helper library of
//!   `shaders/helpers.wgsl`, each helper recorded by the code that writes a call to it.
//! - `scalar`: elementwise ops as WGSL expressions with XLA semantics.
//! - `soft_f64`: exact software f64 (`GpuOptions::soft_f64`) on the IEEE bits in word pairs,
//!   and the gate refusing f64 without the option.
//! - `emit`: one kernel's WGSL (fused index functions, loops for reduce/dot/conv/scatter),
//!   split by concern under `emit/`.
//! - `tiled_dot`: dot, and convolution as an implicit GEMM, as 64×64-tiled matmuls in
//!   workgroup memory.
//! - `tree_reduce`: reductions as workgroup trees (two passes for long ones).
//! - `sort`: sort and top-k as a bitonic sort of a permutation, then a gather.
//! - `rng`: rng-bit-generator (three-fry, philox) as one kernel.
//! - `plan`: which values live in buffers, kernels and host steps; naga validation.
//! - `limits`: arrays beyond u32 indexing or one buffer, refused before planning.
//! - `materialised`: the planning state, which values have buffers and why.
//! - `host_step`: ops with no kernel (cholesky, triangular-solve, resolvable custom calls)
//!   run on the CPU backend between kernels.
//! - `program`: pipelines, constants, and the executor (host-driven while/conditional).
//! - `device`: adapter/device, limits, buffers with a reuse pool, readback.
//!
//! Only this module imports wgpu. Nothing here reads source text.

mod arith;
mod complex;
mod complex128;
mod device;
mod dtype;
mod emit;
mod epilogue;
mod fft;
mod host_step;
mod limits;
mod materialised;
mod pipeline_cache;
mod plan;
mod program;
mod rng;
mod rows;
mod scalar;
mod small_linalg;
mod soft_f64;
#[cfg(test)]
mod soft_f64_math;
mod sort;
mod tiled_dot;
mod tree_reduce;
mod update_slice;
mod wgsl;

pub use device::{adapter_count, GpuBuffer, GpuOptions};
pub use program::GpuProgram;

use crate::backend::{Backend, BackendKind, BoxFuture, BufferRef, MemoryStats, Program};
use crate::error::Result;
use crate::ir::{Literal, Module};
use device::{DeviceLimits, Shared};
use std::sync::Arc;

/// A wgpu device running compiled HLO modules.
pub struct GpuBackend {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for GpuBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GpuBackend({})", self.shared.name)
    }
}

impl GpuBackend {
    /// Opens the adapter chosen by `options`. No adapter → `ErrorKind::NotFound`.
    pub async fn new(options: GpuOptions) -> Result<GpuBackend> {
        Ok(GpuBackend {
            shared: Arc::new(Shared::new(&options).await?),
        })
    }
}

/// All WGSL the backend would generate for `module`, planned against WebGPU's default limits;
/// needs no device. Every shader is validated with naga.
pub fn generate_wgsl(module: &Module) -> Result<String> {
    // As a device with default options: f64 refused (it needs `GpuOptions::soft_f64`).
    soft_f64::require_enabled(module, false)?;
    let limits = DeviceLimits::webgpu_defaults();
    let p = plan::plan_module(module, &limits)?;
    for k in &p.kernels {
        plan::validate_wgsl(&k.name, &k.wgsl)?;
    }
    Ok(program::dump_plan(&p))
}

/// Each generated kernel as (name, WGSL), planned against WebGPU's default limits.
pub fn generate_kernels(module: &Module) -> Result<Vec<(String, String)>> {
    soft_f64::require_enabled(module, false)?;
    let limits = DeviceLimits::webgpu_defaults();
    let p = plan::plan_module(module, &limits)?;
    for k in &p.kernels {
        plan::validate_wgsl(&k.name, &k.wgsl)?;
    }
    Ok(p.kernels.into_iter().map(|k| (k.name, k.wgsl)).collect())
}

impl Backend for GpuBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Gpu
    }

    fn device_kind(&self) -> String {
        self.shared.name.clone()
    }

    fn compile(&self, module: Arc<Module>) -> Result<Arc<dyn Program>> {
        self.shared.check_lost()?;
        soft_f64::require_enabled(&module, self.shared.soft_f64)?;
        let p = plan::plan_module(&module, &self.shared.limits)?;
        Ok(Arc::new(GpuProgram::new(self.shared.clone(), &module, p)?))
    }

    fn upload(&self, literal: &Literal) -> Result<BufferRef> {
        Ok(Arc::new(self.shared.upload_literal(literal, "upload")?))
    }

    fn download<'a>(&'a self, buffer: &'a BufferRef) -> BoxFuture<'a, Result<Literal>> {
        Box::pin(async move { self.shared.download_literal(GpuBuffer::of(buffer)?).await })
    }

    fn memory_stats(&self) -> MemoryStats {
        self.shared.memory_stats()
    }

    fn lost(&self) -> Option<String> {
        self.shared.lost_reason()
    }

    fn simulate_loss(&self) {
        self.shared.device.destroy();
        // wgpu reports the loss from its next maintenance pass, once queued work is done.
        #[cfg(not(target_arch = "wasm32"))]
        let _ = self.shared.device.poll(wgpu::PollType::wait_indefinitely());
    }
}
