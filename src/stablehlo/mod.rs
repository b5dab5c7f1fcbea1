//! The StableHLO MLIR text front end: parses MLIR text as JAX prints it (pretty forms and the
//! generic form) and lowers StableHLO, CHLO and func ops to `ir`, then runs the verifier.
//!
//! Layout: `lexer` (tokens, error formatting) → `parser` (private AST in `ast`) → `lower`
//! (onto `ir`, with `dense` for constants and `chlo*` for CHLO decompositions).
//! Syntax never leaves this folder; nothing here runs a program.

mod approx_top_k;
pub(crate) mod ast;
mod chlo;
mod chlo_complex;
mod chlo_special;
mod dense;
mod lexer;
mod lower;
mod parser;

use crate::error::Result;
use crate::ir::Module;

/// Parses StableHLO MLIR text into a verified `ir::Module`.
///
/// The entry computation is `@main` (else the only public function). Errors are
/// `ErrorKind::Parse` with `line:col`, the source line and a caret; features webxla does not
/// compile (dynamic shapes, quantized types, partially manual shard_maps) are
/// `ErrorKind::Unsupported`. Shardings (`sdy.*` and `mhlo.sharding`) become
/// `Instruction::sharding`s, shard_maps global-to-local / local-to-global boundaries.
pub fn parse_stablehlo(text: &str) -> Result<Module> {
    let mut p = parser::Parser::new(text);
    let ast = p.parse_module()?;
    let module = lower::Lowerer::new(p.source()).lower_module(&ast)?;
    crate::ir::verify_module(&module)?;
    Ok(module)
}

/// Lowers a syntax tree that did not come from text (the bytecode front end): errors are
/// located by the byte offsets kept in its positions.
pub(crate) fn lower_ast(ast: &ast::ModuleAst) -> Result<Module> {
    let src = lexer::Source::binary();
    let module = lower::Lowerer::new(&src).lower_module(ast)?;
    // Instructions from binary input carry line 0 and the byte offset as their column.
    crate::ir::verify_module(&module).map_err(|e| {
        crate::error::Error::invalid_program(format!(
            "byte {}: {}/{} ({}): {}",
            e.column, e.computation, e.instruction, e.op, e.message
        ))
    })?;
    Ok(module)
}

/// Parses one attribute value in MLIR's text syntax, as the text front end reads it inside an
/// op (the bytecode front end: MLIR bytecode stores attributes of dialects without a bytecode
/// encoding as their text).
pub(crate) fn parse_attr_text(text: &str) -> Result<ast::Attr> {
    parser::Parser::new(text).parse_attr_value(true)
}

/// True when `text` looks like MLIR (StableHLO) rather than HLO text: decided by content.
pub fn looks_like_stablehlo(text: &str) -> bool {
    for line in text.lines() {
        let t = line.trim_start();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        if t.starts_with("HloModule") {
            return false;
        }
        if t.starts_with("module")
            || t.starts_with("func.func")
            || t.starts_with("builtin.module")
            || t.starts_with("\"builtin.module\"")
            || t.starts_with('#')
        {
            return true;
        }
        break;
    }
    text.contains("stablehlo.") || text.contains("func.func")
}
