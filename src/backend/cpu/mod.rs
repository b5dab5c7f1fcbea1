//! The CPU backend: the semantic reference for every other backend.
//!
//! `compile` builds a `plan::Plan` (value lifetimes, constants, reducer recognition, memory
//! numbers; the cost analysis is `ir::cost_analysis`); `execute` runs the interpreter in
//! `interp` over whole-array kernels (`elementwise`, `convert`, `movement`, `reduce`, `dot`,
//! and the structured `kernels`).
//! Custom calls go to the registry in `custom_call`, then to jax's LAPACK targets in `lapack`.
//! `limits` refuses, at compile time, programs needing more memory than the client allows.
//! Large kernels split their work through `par`: a rayon pool of webxla's own natively, the
//! web-worker pool of `wasm_pool` in the threaded wasm build, the calling thread in the
//! one-thread wasm build. Natively every execution runs with subnormals flushed to zero
//! (`float_env`), as XLA:CPU's do. Buffers are host literals shared by `Arc`.
//!
//! This module never parses text and never knows xla_client names.

mod collective;
mod complex_expanded;
mod convert;
pub mod custom_call;
mod dot;
mod elem;
mod elementwise;
#[cfg(test)]
pub(crate) use elem::tanh_f64;
#[cfg(test)]
pub(crate) use erf64::erf_f64;
mod erf64;
mod float_env;
mod fused_block;
mod fusion;
mod interp;
pub mod kernels;
pub(crate) mod lapack;
mod limits;
mod movement;
mod par;
// Native builds multiply with the gemm crate; the module is compiled there for its tests.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) mod packed_gemm;
mod plan;
#[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
pub(crate) mod pool_trace;
mod reduce;
mod sibling_reduce;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128;
mod step_program;
#[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
pub(crate) mod wasm_pool;

pub use custom_call::{custom_call_targets, register_custom_call, CustomCallFn};

/// Threads the large kernels split across (rayon's pool natively; 1 in the one-thread wasm
/// build; 1 + the web-worker pool in the threaded one).
pub fn thread_count() -> usize {
    par::threads()
}

use crate::backend::{
    Backend, BackendKind, BoxFuture, BufferRef, CompiledMemoryStats, CostAnalysis, DeviceBuffer,
    ExecuteContext, MemoryStats, Program,
};
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, Literal, Module, Shape};
use interp::{Interp, Value};
use std::any::Any;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Live-buffer accounting shared by a backend and its buffers.
#[derive(Debug, Default)]
struct Counters {
    in_use: AtomicU64,
    peak: AtomicU64,
    allocs: AtomicU64,
}

impl Counters {
    fn add(&self, n: u64) {
        let now = self.in_use.fetch_add(n, Ordering::Relaxed) + n;
        self.peak.fetch_max(now, Ordering::Relaxed);
        self.allocs.fetch_add(1, Ordering::Relaxed);
    }
}

/// One array on the CPU device: an immutable host literal.
#[derive(Debug)]
pub struct CpuBuffer {
    literal: Arc<Literal>,
    counters: Option<Arc<Counters>>,
}

impl CpuBuffer {
    fn new(literal: Arc<Literal>, counters: Option<Arc<Counters>>) -> Self {
        if let Some(c) = &counters {
            c.add(literal.bytes().len() as u64);
        }
        CpuBuffer { literal, counters }
    }

    pub fn literal(&self) -> &Arc<Literal> {
        &self.literal
    }
}

impl Drop for CpuBuffer {
    fn drop(&mut self) {
        if let Some(c) = &self.counters {
            c.in_use
                .fetch_sub(self.literal.bytes().len() as u64, Ordering::Relaxed);
        }
    }
}

impl DeviceBuffer for CpuBuffer {
    fn shape(&self) -> &ArrayShape {
        self.literal.shape()
    }

    fn on_device_size_in_bytes(&self) -> usize {
        self.literal.bytes().len()
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The CPU device.
#[derive(Debug)]
pub struct CpuBackend {
    counters: Arc<Counters>,
    /// Programs needing more bytes at once than this are refused at compile time.
    memory_limit: u64,
    /// Executions keep IEEE subnormals instead of flushing them as XLA:CPU does.
    ieee_subnormals: bool,
}

impl Default for CpuBackend {
    fn default() -> Self {
        CpuBackend {
            counters: Arc::default(),
            memory_limit: limits::default_memory_limit(),
            ieee_subnormals: false,
        }
    }
}

impl CpuBackend {
    pub fn new() -> Self {
        CpuBackend::default()
    }

    /// A CPU backend whose executions keep IEEE gradual underflow (subnormal operands and
    /// results) instead of flushing them to zero as XLA:CPU, and so jax, does: a reference
    /// for exact IEEE arithmetic (the GPU's software f64, for one), not jax's semantics.
    pub fn with_ieee_subnormals() -> Self {
        CpuBackend {
            ieee_subnormals: true,
            ..CpuBackend::default()
        }
    }

    /// A CPU device refusing, at compile time, programs that need more than `bytes` at once
    /// (see `limits`).
    pub fn with_memory_limit(bytes: u64) -> Self {
        CpuBackend {
            memory_limit: bytes,
            ..CpuBackend::default()
        }
    }
}

/// A module compiled for the CPU: the module and its plan.
#[derive(Debug)]
pub struct CpuProgram {
    module: Arc<Module>,
    plan: plan::Plan,
    cost: CostAnalysis,
    mem: CompiledMemoryStats,
    counters: Option<Arc<Counters>>,
    /// Whether executions keep subnormals (`CpuBackend::with_ieee_subnormals`).
    ieee_subnormals: bool,
}

impl CpuProgram {
    pub fn new(module: Arc<Module>) -> Result<Self> {
        if module.computations.get(module.entry.index()).is_none() {
            return Err(Error::invalid_program("module has no entry computation"));
        }
        // Inlined calls fuse across jax's named-function boundaries, and a value passed into
        // a call is no longer shared with the caller, so updates (a scan's
        // dynamic-update-slice) can reuse its buffer instead of copying it.
        // XLA's cost analysis counts the module as written (calls cost their callees).
        let cost = crate::ir::cost_analysis(&module);
        let module = match crate::ir::inline_calls(&module) {
            std::borrow::Cow::Borrowed(_) => module,
            std::borrow::Cow::Owned(m) => Arc::new(m),
        };
        let plan = plan::Plan::new(&module);
        let mem = plan::memory_stats(&module, &plan);
        Ok(CpuProgram {
            module,
            plan,
            cost,
            mem,
            counters: None,
            ieee_subnormals: false,
        })
    }

    /// Runs the entry computation on host literals as a program alone (replica 0, partition
    /// 0); returns the result's array leaves.
    pub fn run(&self, args: Vec<Arc<Literal>>) -> Result<Vec<Arc<Literal>>> {
        let ctx = ExecuteContext::single();
        crate::collectives::now_or_error(self.run_async(args, &ctx), "the program")
    }

    /// Runs the entry computation as the participant `ctx` describes, awaiting collectives.
    pub async fn run_async(
        &self,
        args: Vec<Arc<Literal>>,
        ctx: &ExecuteContext,
    ) -> Result<Vec<Arc<Literal>>> {
        let entry = self.module.entry_comp();
        let params = entry.parameter_shapes();
        if params.len() != args.len() {
            return Err(Error::invalid_argument(format!(
                "the program takes {} arguments, got {}",
                params.len(),
                args.len()
            )));
        }
        for (i, (p, a)) in params.iter().zip(&args).enumerate() {
            match p {
                Shape::Array(s) if s.same_dims_and_type(a.shape()) => {}
                _ => {
                    return Err(Error::invalid_argument(format!(
                        "argument {i} has shape {}, but parameter {i} is {p}",
                        a.shape()
                    )))
                }
            }
        }
        let vals = args.into_iter().map(Value::Array).collect();
        // XLA:CPU's float mode for the whole execution on this thread; `par` runs its
        // parallel work on the pool whose threads have the same mode. One thread polls an execution to its end: the device
        // worker's block_on, or `run`'s single poll.
        let _flush = (!self.ieee_subnormals).then(float_env::FlushDenormals::new);
        let mut it = Interp::new(&self.module, &self.plan, ctx);
        let v = it.run_async(self.module.entry, vals).await?;
        let mut leaves = Vec::new();
        v.leaves(&mut leaves);
        Ok(leaves)
    }
}

impl Program for CpuProgram {
    fn execute(
        &self,
        args: Vec<BufferRef>,
        ctx: ExecuteContext,
    ) -> BoxFuture<'_, Result<Vec<BufferRef>>> {
        Box::pin(async move {
            // The pool may wake or keep its workers for the execution (threaded wasm only).
            let _hold = par::hold();
            let lits = args
                .iter()
                .enumerate()
                .map(|(i, b)| {
                    b.as_any()
                        .downcast_ref::<CpuBuffer>()
                        .map(|c| c.literal.clone())
                        .ok_or_else(|| {
                            Error::invalid_argument(format!("argument {i} is not a CPU buffer"))
                        })
                })
                .collect::<Result<Vec<_>>>()?;
            let out = self.run_async(lits, &ctx).await?;
            Ok(out
                .into_iter()
                .map(|l| Arc::new(CpuBuffer::new(l, self.counters.clone())) as BufferRef)
                .collect())
        })
    }

    fn cost_analysis(&self) -> CostAnalysis {
        self.cost.clone()
    }

    fn memory_stats(&self) -> CompiledMemoryStats {
        self.mem.clone()
    }

    fn dump(&self) -> String {
        plan::dump(&self.module, &self.plan)
    }
}

impl Backend for CpuBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Cpu
    }

    fn device_kind(&self) -> String {
        "cpu".to_string()
    }

    fn compile(&self, module: Arc<Module>) -> Result<Arc<dyn Program>> {
        let mut p = CpuProgram::new(module)?;
        limits::check_memory(&p.module, &p.plan, self.memory_limit)?;
        p.counters = Some(self.counters.clone());
        p.ieee_subnormals = self.ieee_subnormals;
        Ok(Arc::new(p))
    }

    fn upload(&self, literal: &Literal) -> Result<BufferRef> {
        self.upload_owned(literal.clone())
    }

    fn upload_owned(&self, literal: Literal) -> Result<BufferRef> {
        // An execution usually follows: the pool may wake its workers now (threaded wasm).
        par::wake();
        Ok(Arc::new(CpuBuffer::new(
            Arc::new(literal),
            Some(self.counters.clone()),
        )))
    }

    fn download<'a>(&'a self, buffer: &'a BufferRef) -> BoxFuture<'a, Result<Literal>> {
        Box::pin(async move {
            buffer
                .as_any()
                .downcast_ref::<CpuBuffer>()
                .map(|c| (*c.literal).clone())
                .ok_or_else(|| Error::invalid_argument("buffer does not belong to the CPU backend"))
        })
    }

    fn download_shared<'a>(&'a self, buffer: &'a BufferRef) -> BoxFuture<'a, Result<Arc<Literal>>> {
        Box::pin(async move {
            buffer
                .as_any()
                .downcast_ref::<CpuBuffer>()
                .map(|c| c.literal.clone())
                .ok_or_else(|| Error::invalid_argument("buffer does not belong to the CPU backend"))
        })
    }

    fn memory_stats(&self) -> MemoryStats {
        MemoryStats {
            bytes_in_use: self.counters.in_use.load(Ordering::Relaxed),
            peak_bytes_in_use: self.counters.peak.load(Ordering::Relaxed),
            num_allocs: self.counters.allocs.load(Ordering::Relaxed),
            bytes_limit: 0,
        }
    }
}

/// Runs `module`'s entry computation on `args` and returns the result's array leaves
/// (a convenience for tests and for other backends checking against the reference).
pub fn run_module(module: &Module, args: &[Literal]) -> Result<Vec<Literal>> {
    crate::ir::verify_module(module)?;
    let p = CpuProgram::new(Arc::new(module.clone()))?;
    let out = p.run(args.iter().map(|l| Arc::new(l.clone())).collect())?;
    Ok(out.into_iter().map(interp::unwrap_arc).collect())
}

#[cfg(test)]
mod tests;
