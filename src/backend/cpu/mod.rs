//! The CPU backend: the semantic reference for every other backend.
pub mod kernels;

use crate::backend::{Backend, BackendKind, BoxFuture, BufferRef, MemoryStats, Program};
use crate::error::{Error, Result};
use crate::ir::{Literal, Module};
use std::sync::Arc;

/// Placeholder until the interpreter lands.
pub struct CpuBackend;

impl CpuBackend {
    pub fn new() -> Self {
        CpuBackend
    }
}

impl Default for CpuBackend {
    fn default() -> Self {
        Self::new()
    }
}

impl Backend for CpuBackend {
    fn kind(&self) -> BackendKind {
        BackendKind::Cpu
    }
    fn device_kind(&self) -> String {
        "cpu".into()
    }
    fn compile(&self, _module: Arc<Module>) -> Result<Arc<dyn Program>> {
        Err(Error::unsupported_msg("cpu backend not built yet"))
    }
    fn upload(&self, _literal: &Literal) -> Result<BufferRef> {
        Err(Error::unsupported_msg("cpu backend not built yet"))
    }
    fn download<'a>(&'a self, _buffer: &'a BufferRef) -> BoxFuture<'a, Result<Literal>> {
        Box::pin(async { Err(Error::unsupported_msg("cpu backend not built yet")) })
    }
    fn memory_stats(&self) -> MemoryStats {
        MemoryStats::default()
    }
}
