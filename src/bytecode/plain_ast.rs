//! What is particular to plain StableHLO bytecode (`stablehlo`, `chlo`, `func` and `sdy` ops,
//! as `jaxlib.mlir`'s `write_bytecode` writes them) in the mapping onto the text front end's
//! syntax tree. Plain bytecode holds the same ops, with the same attribute names, as the
//! generic text form of the program, so an op maps one to one: its name is kept, and its
//! properties and attributes become the values the text parser gives for the same attributes.
//! Only two kinds of attribute need more than `to_ast::attr`:
//! - StableHLO's struct attributes, decoded by `mlir-bytecode` into their fields, become the
//!   parser's `Attr::Struct`s of the same kind (`#stablehlo.conv<raw ...>`, the generic form,
//!   is `conv_raw`);
//! - attributes stored as text (dialects without a bytecode encoding for them, such as
//!   `#stablehlo<custom_call_api_version ...>`) are read by the text front end's own attribute
//!   parser; Shardy's text stays Shardy text, as in portable artifacts.
//!
//! The rest (types, constants, regions, functions, the module) is `to_ast`'s, shared with
//! portable artifacts.

use super::to_ast::{attr, unsupported};
use crate::error::{ErrorKind, Result};
use crate::stablehlo::ast::Attr;
use mlir_bytecode::{Attr as B, Op};

/// A plain op's properties and attributes, by name, as the text parser gives them.
pub fn op_attrs(op: &Op) -> Result<Vec<(String, Attr)>> {
    op.attrs
        .iter()
        .map(|(k, v)| Ok((k.clone(), attr(v, op.offset)?)))
        .collect()
}

/// A StableHLO struct attribute (`mlir_bytecode::Attr::Struct`).
pub fn struct_attr(kind: &str, fields: &[(&str, B)], at: usize) -> Result<Attr> {
    let kind = match kind {
        // The text parser names `#stablehlo.conv<raw ...>` so; the pretty `[b, 0, f]x...`
        // form is a different tree for the same numbers.
        "conv" => "conv_raw",
        k => k,
    };
    let fields = fields
        .iter()
        .map(|(k, v)| Ok((k.to_string(), attr(v, at)?)))
        .collect::<Result<_>>()?;
    Ok(Attr::Struct(kind.to_string(), fields))
}

/// An attribute stored as its text. What the text parser refuses as unsupported is refused
/// (located at the entry's user); text it cannot read is kept opaque, as the parser keeps
/// attributes it skips.
pub fn text_attr(text: &str, at: usize) -> Result<Attr> {
    if text.starts_with("#sdy") {
        return Ok(Attr::Shardy(text.to_string(), at));
    }
    match crate::stablehlo::parse_attr_text(text) {
        Ok(a) => Ok(a),
        Err(e) if e.kind == ErrorKind::Unsupported => Err(unsupported(
            at,
            e.message.lines().next().unwrap_or("").to_string(),
        )),
        Err(_) => Ok(Attr::Opaque(text.to_string())),
    }
}
