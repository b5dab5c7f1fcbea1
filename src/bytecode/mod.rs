//! The MLIR bytecode front end: StableHLO portable artifacts (VHLO ops in MLIR bytecode, what
//! jaxlib hands a PJRT plugin and what `jax.export` stores) → verified `ir::Module`, through the
//! same lowering as the StableHLO text front end.
//!
//! `mlir_bytecode` reads the container into a generic op tree; `to_ast` maps VHLO onto the text
//! front end's syntax tree; `stablehlo::lower_ast` lowers and verifies it. Errors name the byte
//! offset of the op or entry at fault. Plain (non-VHLO) StableHLO bytecode is not read yet.

mod to_ast;

use crate::error::{Error, Result};
use crate::ir::Module;

/// MLIR bytecode's magic number, `ML\xefR`.
pub const MAGIC: [u8; 4] = mlir_bytecode::MAGIC;

/// Whether `bytes` start with MLIR bytecode's magic number.
pub fn is_mlir_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(&MAGIC)
}

fn convert(e: mlir_bytecode::Error) -> Error {
    match e.kind {
        mlir_bytecode::ErrorKind::Malformed => Error::parse(e.to_string()),
        mlir_bytecode::ErrorKind::Unsupported => Error::unsupported_msg(e.to_string()),
    }
}

/// Reads MLIR bytecode into a verified module.
pub fn parse_bytecode(bytes: &[u8]) -> Result<Module> {
    let (_, producer) = mlir_bytecode::read_header(bytes).map_err(convert)?;
    // Portable artifacts name their StableHLO version as the producer; anything else is plain
    // bytecode (stablehlo/chlo/func dialects), which needs those dialects' encodings.
    if !producer.starts_with("StableHLO_v") {
        return Err(Error::unsupported_msg(format!(
            "byte 5: plain MLIR bytecode (producer '{producer}') is not read yet; only StableHLO portable artifacts (VHLO, as jax.export and PJRT plugins receive them) are"
        )));
    }
    let m = mlir_bytecode::read(bytes).map_err(convert)?;
    let ast = to_ast::module_ast(&m)?;
    crate::stablehlo::lower_ast(&ast)
}
