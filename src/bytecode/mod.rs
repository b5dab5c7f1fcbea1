//! The MLIR bytecode front end: StableHLO in MLIR bytecode → verified `ir::Module`, through the
//! same lowering as the StableHLO text front end. Both kinds jaxlib writes are read: portable
//! artifacts (VHLO ops, what jaxlib hands a PJRT plugin and what `jax.export` stores) and plain
//! bytecode (`stablehlo`, `chlo`, `func` and `sdy` ops, `jaxlib.mlir`'s `write_bytecode`).
//!
//! `mlir_bytecode` reads the container into a generic op tree; `to_ast` maps it onto the text
//! front end's syntax tree (VHLO ops onto StableHLO's there, plain ops attribute by attribute
//! with `plain_ast`); `stablehlo::lower_ast` lowers and verifies it. Errors name the byte offset
//! of the op or entry at fault.

mod plain_ast;
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

/// Whether a read module is plain bytecode rather than a portable artifact: portable artifacts
/// name their StableHLO version as the producer (`StableHLO_v1.17.0`) and use the `vhlo`
/// dialect; plain bytecode names MLIR (`MLIR23.0.0git`) and has no VHLO.
fn is_plain(m: &mlir_bytecode::Module) -> bool {
    !m.producer.starts_with("StableHLO_v") && !m.dialects.iter().any(|(d, _)| d == "vhlo")
}

/// Reads MLIR bytecode (a portable artifact or plain StableHLO bytecode) into a verified module.
pub fn parse_bytecode(bytes: &[u8]) -> Result<Module> {
    let m = mlir_bytecode::read(bytes).map_err(convert)?;
    let ast = to_ast::module_ast(&m, is_plain(&m))?;
    crate::stablehlo::lower_ast(&ast)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn artifact() -> Vec<u8> {
        let p = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/bytecode/conformance/argmax_argmin/vhlo_1.17.0.mlirbc"
        );
        std::fs::read(p).expect("artifact present")
    }

    fn rename(ops: &mut [mlir_bytecode::Op], from: &str, to: &str) -> Option<usize> {
        for op in ops {
            if op.name == from {
                op.name = to.to_string();
                return Some(op.offset);
            }
            for r in &mut op.regions {
                for b in &mut r.blocks {
                    if let Some(at) = rename(&mut b.ops, from, to) {
                        return Some(at);
                    }
                }
            }
        }
        None
    }

    /// A VHLO op webxla does not lower is named in a located error.
    #[test]
    fn unsupported_op_is_named_with_its_offset() {
        let mut m = mlir_bytecode::read(&artifact()).unwrap();
        let at = rename(&mut m.ops, "vhlo.iota_v1", "vhlo.rng_v1").unwrap();
        let ast = to_ast::module_ast(&m, false).unwrap();
        let e = crate::stablehlo::lower_ast(&ast).unwrap_err();
        assert_eq!(
            e.kind,
            crate::error::ErrorKind::Unsupported,
            "{}",
            e.message
        );
        assert!(
            e.message.starts_with(&format!("byte {at}:")),
            "{}",
            e.message
        );
        assert!(e.message.contains("stablehlo.rng"), "{}", e.message);
    }

    fn plain(case: &str) -> Vec<u8> {
        let p = format!(
            "{}/tests/bytecode/conformance/{case}/plain.mlirbc",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read(p).expect("plain bytecode present")
    }

    /// Plain bytecode is told from a portable artifact and gives the text's module.
    #[test]
    fn plain_bytecode_reads_as_its_text() {
        let b = plain("argmax_argmin");
        let m = mlir_bytecode::read(&b).unwrap();
        assert!(is_plain(&m));
        assert!(!is_plain(&mlir_bytecode::read(&artifact()).unwrap()));
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/conformance/argmax_argmin/module.mlir"
        ))
        .unwrap();
        let want = crate::stablehlo::parse_stablehlo(&text).unwrap();
        let got = parse_bytecode(&b).unwrap();
        assert_eq!(
            crate::ir::print::print_module(&got),
            crate::ir::print::print_module(&want)
        );
    }

    /// The Shardy ops JAX programs hold (reshard, sharding groups, propagation barriers,
    /// sharding constraints, the mesh, argument shardings) read from plain bytecode as from
    /// their text (mlir-bytecode's jaxlib-written fixture).
    #[test]
    fn plain_shardy_ops_read_as_their_text() {
        let dir = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/crates/mlir-bytecode/tests/data"
        );
        let text = std::fs::read_to_string(format!("{dir}/plain_sdy.mlir")).unwrap();
        let b = std::fs::read(format!("{dir}/plain_sdy.mlirbc")).unwrap();
        let want = crate::stablehlo::parse_stablehlo(&text).unwrap();
        let got = parse_bytecode(&b).unwrap();
        assert_eq!(
            crate::ir::print::print_module(&got),
            crate::ir::print::print_module(&want)
        );
    }

    /// A plain op webxla does not lower is named in a located error.
    #[test]
    fn unsupported_plain_op_is_named_with_its_offset() {
        let mut m = mlir_bytecode::read(&plain("argmax_argmin")).unwrap();
        let at = rename(&mut m.ops, "stablehlo.iota", "stablehlo.rng").unwrap();
        let ast = to_ast::module_ast(&m, true).unwrap();
        let e = crate::stablehlo::lower_ast(&ast).unwrap_err();
        assert_eq!(
            e.kind,
            crate::error::ErrorKind::Unsupported,
            "{}",
            e.message
        );
        assert!(
            e.message.starts_with(&format!("byte {at}:")),
            "{}",
            e.message
        );
        assert!(e.message.contains("stablehlo.rng"), "{}", e.message);
    }
}
