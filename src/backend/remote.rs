//! A device of another process in a multi-process client: this process knows its id, platform
//! and kind (from the global topology) and names it in device assignments and shardings, but
//! cannot put data on it, read it or run programs on it. Every such attempt is a typed error
//! naming the device and the process that owns it.
//!
//! What this module must not do: pretend work happened; it never moves or computes data.

use super::{Backend, BackendKind, BoxFuture, BufferRef, MemoryStats, Program};
use crate::error::{Error, Result};
use crate::ir::{Literal, Module};
use std::sync::Arc;

/// Global device `id`, owned by process `process`.
pub struct RemoteBackend {
    pub kind: BackendKind,
    pub device_kind: String,
    pub id: usize,
    pub process: usize,
}

impl RemoteBackend {
    fn refuse(&self, what: &str) -> Error {
        Error::invalid_argument(format!(
            "cannot {what} device {}: it belongs to process {}, not this one (only a \
             process's own devices are addressable)",
            self.id, self.process
        ))
    }
}

impl Backend for RemoteBackend {
    fn kind(&self) -> BackendKind {
        self.kind
    }

    fn device_kind(&self) -> String {
        self.device_kind.clone()
    }

    fn compile(&self, _module: Arc<Module>) -> Result<Arc<dyn Program>> {
        Err(self.refuse("compile for"))
    }

    fn upload(&self, _literal: &Literal) -> Result<BufferRef> {
        Err(self.refuse("copy data to"))
    }

    fn download<'a>(&'a self, _buffer: &'a BufferRef) -> BoxFuture<'a, Result<Literal>> {
        Box::pin(async move { Err(self.refuse("read data from")) })
    }

    fn memory_stats(&self) -> MemoryStats {
        MemoryStats::default()
    }
}
