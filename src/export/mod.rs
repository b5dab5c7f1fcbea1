//! jax.export artifacts: `Exported.serialize()` bytes (a FlatBuffer whose root table is
//! jax's `Exported`) → `Exported` (avals, shardings, platforms, effects, calling convention,
//! the module as MLIR bytecode), and calling it on a `Client` as jax's `Exported.call` does.
//!
//! `flatbuf` is a bounds-checked FlatBuffer table reader, `envelope` maps jax's schema onto
//! `types`, `call` implements the calling convention. Pure Rust, also in wasm32. This module
//! must not parse the module itself: the bytecode front end does, through
//! `Client::compile_and_load_bytes`.

mod call;
mod envelope;
mod flatbuf;
mod types;

pub use call::{ExportedExecutable, CALLING_CONVENTION_VERSIONS};
pub use types::{AbstractMesh, Aval, DType, Dim, ExportSharding, Exported, NamedSharding};

use crate::error::Result;

/// Reads `Exported.serialize()` bytes. Malformed bytes are `PARSE` errors at a byte offset;
/// the result is not yet checked for being callable (`Exported::check_callable`).
pub fn deserialize(bytes: &[u8]) -> Result<Exported> {
    envelope::read_exported(bytes)
}

/// Whether `bytes` are a jax.export artifact: they read as the envelope and the module inside
/// is MLIR bytecode. (A FlatBuffer has no magic number here; text and MLIR bytecode never read
/// as one: their first four bytes point far past their end.)
pub fn is_jax_export(bytes: &[u8]) -> bool {
    !crate::bytecode::is_mlir_bytecode(bytes)
        && deserialize(bytes)
            .is_ok_and(|e| crate::bytecode::is_mlir_bytecode(&e.mlir_module_serialized))
}
