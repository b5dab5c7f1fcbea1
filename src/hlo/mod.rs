//! The HLO text front end: lexes and parses HLO text as jaxlib prints it
//! (`as_hlo_text(print_large_constants=True)`), lowers it to `ir`, and verifies the result.
//!
//! Layers, each in its own file: `cursor` (scanning, locations, error formatting), `parser`
//! (grammar → private AST), `attrs` and `literal` (attribute values and constants), `lower`
//! (AST → `ir::Module`). No HLO syntax leaves this folder; the IR printer in `ir::print` writes
//! the text this front end reads back.

mod attrs;
mod cursor;
mod literal;
mod lower;
mod parser;

/// Parses HLO text into a verified `ir::Module`.
///
/// Syntax errors and unresolved names are `ErrorKind::Parse` errors whose message starts with
/// `line:column:` and shows the source line with a caret; well-formed programs that fail shape
/// inference are `ErrorKind::InvalidProgram` errors naming the instruction and its location.
pub fn parse_hlo(text: &str) -> crate::Result<crate::ir::Module> {
    let raw = parser::parse_module(text)?;
    let module = lower::lower_module(text, &raw)?;
    crate::ir::verify_module(&module)?;
    Ok(module)
}

/// Parses HLO text into a module without running the verifier (for tools and tests that
/// need to look at invalid programs).
pub fn parse_hlo_unverified(text: &str) -> crate::Result<crate::ir::Module> {
    let raw = parser::parse_module(text)?;
    lower::lower_module(text, &raw)
}

/// Parses HLO's sharding text (`{devices=[2,1]<=[2]}`, `{replicated}`, `{manual}`, tuple
/// shardings ...), as `mhlo.sharding` strings in StableHLO carry it. `{unknown}` (GSPMD's
/// `shard_alike` marker) constrains nothing and reads as `None`. Errors are `Parse` errors
/// located in `text`.
pub fn parse_sharding(text: &str) -> crate::Result<Option<crate::ir::HloSharding>> {
    attrs::sharding_opt(&mut cursor::Cursor::new(text))
}
