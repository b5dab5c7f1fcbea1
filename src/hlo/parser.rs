//! The HLO grammar: module header, computations and instructions, parsed into a private AST
//! (`RawModule`) whose attribute values are kept as located source slices.
//!
//! It parses syntax only: it does not resolve names, interpret attributes or check shapes
//! (that is `lower`'s and the verifier's job). Shapes are parsed here because they are syntax.

use super::cursor::{Cursor, Loc};
use crate::ir::{ArrayShape, ElementType, Shape};

/// One `key=value` attribute with its value as source text.
#[derive(Clone, Debug)]
pub struct RawAttr<'a> {
    pub key: String,
    #[allow(dead_code)]
    pub key_loc: Loc,
    pub value: &'a str,
    pub value_loc: Loc,
}

#[derive(Clone, Debug)]
pub enum RawOperands<'a> {
    /// Operand names (with an optional shape before each, which is ignored).
    Names(Vec<(String, Loc)>),
    /// The text between the parentheses of `constant(...)`.
    Literal(&'a str, Loc),
}

#[derive(Clone, Debug)]
pub struct RawInst<'a> {
    pub name: String,
    pub loc: Loc,
    pub is_root: bool,
    pub shape: Shape,
    pub opcode: String,
    pub opcode_loc: Loc,
    pub operands: RawOperands<'a>,
    pub operands_loc: Loc,
    pub attrs: Vec<RawAttr<'a>>,
}

#[derive(Clone, Debug)]
pub struct RawComputation<'a> {
    pub name: String,
    pub loc: Loc,
    pub is_entry: bool,
    pub instructions: Vec<RawInst<'a>>,
    pub end_loc: Loc,
}

#[derive(Clone, Debug)]
pub struct RawModule<'a> {
    pub name: String,
    pub attrs: Vec<RawAttr<'a>>,
    pub computations: Vec<RawComputation<'a>>,
}

/// Most elements a shape may declare; larger shapes are reported as errors, never allocated.
pub const MAX_ELEMENTS: u128 = 1 << 48;

/// Parses a shape: `f32[2,3]{1,0}`, `pred[]`, `token[]`, `(s32[], f32[4]{0})`.
pub fn parse_shape(c: &mut Cursor<'_>) -> crate::Result<Shape> {
    parse_shape_depth(c, 0)
}

fn parse_shape_depth(c: &mut Cursor<'_>, depth: usize) -> crate::Result<Shape> {
    if depth > 64 {
        return Err(c.err("tuple shape nested too deeply"));
    }
    c.skip_ws();
    let loc = c.loc();
    if c.eat('(') {
        let mut elems = Vec::new();
        if !c.eat(')') {
            loop {
                elems.push(parse_shape_depth(c, depth + 1)?);
                if c.eat(')') {
                    break;
                }
                if !c.eat(',') {
                    return Err(c.err(format!(
                        "expected ',' or ')' in tuple shape, found {}",
                        c.found()
                    )));
                }
            }
        }
        return Ok(Shape::Tuple(elems));
    }
    let start = c.loc();
    let mut ty_name = String::new();
    while c.peek().is_some_and(|ch| ch.is_ascii_alphanumeric()) {
        ty_name.extend(c.bump());
    }
    if ty_name.is_empty() {
        return Err(c.err_at(loc, format!("expected a shape, found {}", c.found())));
    }
    if ty_name == "token" {
        c.expect('[')?;
        c.expect(']')?;
        return Ok(Shape::Token);
    }
    let ty = ElementType::from_hlo_name(&ty_name)
        .ok_or_else(|| c.err_at(start, format!("unknown element type '{ty_name}'")))?;
    if c.peek() != Some('[') {
        return Err(c.err(format!(
            "expected '[' after element type {ty_name}, found {}",
            c.found()
        )));
    }
    c.bump();
    let mut dims = Vec::new();
    let mut count: u128 = 1;
    if !c.eat(']') {
        loop {
            c.skip_ws();
            // Bounded dynamic dimensions (`<=8`) are read as their bound.
            c.eat_str("<=");
            let dloc = c.loc();
            if c.eat('?') {
                return Err(c.err_at(dloc, "unbounded dynamic dimension '?' is not supported"));
            }
            let d = c.uint("a dimension size")?;
            count = count.saturating_mul(d as u128);
            if count > MAX_ELEMENTS {
                return Err(c.err_at(dloc, format!("shape {ty_name}[...] has too many elements")));
            }
            dims.push(d as usize);
            if c.eat(']') {
                break;
            }
            if !c.eat(',') {
                return Err(c.err(format!("expected ',' or ']' in shape, found {}", c.found())));
            }
        }
    }
    let layout = if c.peek() == Some('{') {
        Some(parse_layout(c, dims.len())?)
    } else {
        None
    };
    Ok(Shape::Array(ArrayShape { ty, dims, layout }))
}

/// `{1,0}` or `{1,0:T(8,128)}`: keeps minor_to_major, skips tiling and memory-space details.
fn parse_layout(c: &mut Cursor<'_>, rank: usize) -> crate::Result<Vec<usize>> {
    let loc = c.loc();
    c.expect('{')?;
    let mut m2m = Vec::new();
    if !c.is('}') && !c.is(':') {
        loop {
            let d = c.uint("a layout dimension")?;
            m2m.push(d as usize);
            if !c.eat(',') {
                break;
            }
        }
    }
    if c.eat(':') {
        // Tiling `T(8,128)`, element size `E(32)`, memory space `S(1)`, ...: skipped.
        let mut depth = 0usize;
        loop {
            match c.peek() {
                None => return Err(c.err_at(loc, "unterminated layout")),
                Some('(') => depth += 1,
                Some(')') => depth = depth.saturating_sub(1),
                Some('}') if depth == 0 => break,
                _ => {}
            }
            c.bump();
        }
    }
    c.expect('}')?;
    let mut seen = vec![false; rank];
    let valid = m2m.len() == rank
        && m2m
            .iter()
            .all(|&d| d < rank && !std::mem::replace(&mut seen[d], true));
    if !valid {
        return Err(c.err_at(
            loc,
            format!("layout {m2m:?} is not a permutation of 0..{rank}"),
        ));
    }
    Ok(m2m)
}

/// Parses a whole module.
pub fn parse_module(src: &str) -> crate::Result<RawModule<'_>> {
    let mut c = Cursor::new(src);
    c.skip_ws();
    if c.at_end() {
        return Err(c.err("expected 'HloModule', found an empty program"));
    }
    if !c.eat_keyword("HloModule") {
        return Err(c.err(format!("expected 'HloModule', found {}", c.found())));
    }
    let (name, _) = c.name("a module name")?;
    let mut attrs = Vec::new();
    while c.eat(',') {
        attrs.push(parse_attr(&mut c)?);
    }
    let mut computations = Vec::new();
    loop {
        c.skip_ws();
        if c.at_end() {
            break;
        }
        computations.push(parse_computation(&mut c)?);
    }
    if computations.is_empty() {
        return Err(c.err("expected a computation, found end of input"));
    }
    Ok(RawModule {
        name,
        attrs,
        computations,
    })
}

fn parse_attr<'a>(c: &mut Cursor<'a>) -> crate::Result<RawAttr<'a>> {
    let (key, key_loc) = c.name("an attribute name")?;
    if !c.eat('=') {
        return Err(c.err(format!(
            "expected '=' after attribute '{key}', found {}",
            c.found()
        )));
    }
    let (value, value_loc) = c.raw_value()?;
    Ok(RawAttr {
        key,
        key_loc,
        value,
        value_loc,
    })
}

fn parse_computation<'a>(c: &mut Cursor<'a>) -> crate::Result<RawComputation<'a>> {
    c.skip_ws();
    let is_entry = c.eat_keyword("ENTRY");
    let (name, loc) = c.name("a computation name")?;
    // Optional signature `(p: f32[], q: s32[]) -> f32[]` as older printers write it.
    if c.is('(') {
        let _ = c.raw_value()?;
        if !c.eat_str("->") {
            return Err(c.err(format!(
                "expected '->' in computation signature, found {}",
                c.found()
            )));
        }
        parse_shape(c)?;
    }
    if !c.eat('{') {
        return Err(c.err(format!(
            "expected '{{' to open computation '{name}', found {}",
            c.found()
        )));
    }
    let mut instructions = Vec::new();
    loop {
        c.skip_ws();
        if c.at_end() {
            return Err(c.err(format!(
                "expected '}}' to close computation '{name}', found end of input"
            )));
        }
        if c.is('}') {
            break;
        }
        instructions.push(parse_instruction(c)?);
    }
    let end_loc = c.loc();
    c.expect('}')?;
    // Trailing computation attributes (`, execution_thread="main"`) are ignored.
    while c.eat(',') {
        parse_attr(c)?;
    }
    Ok(RawComputation {
        name,
        loc,
        is_entry,
        instructions,
        end_loc,
    })
}

fn parse_instruction<'a>(c: &mut Cursor<'a>) -> crate::Result<RawInst<'a>> {
    c.skip_ws();
    let is_root = c.eat_keyword("ROOT");
    let (name, loc) = c.name("an instruction name")?;
    if !c.eat('=') {
        return Err(c.err(format!(
            "expected '=' after instruction name '{name}', found {}",
            c.found()
        )));
    }
    let shape = parse_shape(c)?;
    let (opcode, opcode_loc) = c.name("an opcode")?;
    c.skip_ws();
    let operands_loc = c.loc();
    if !c.eat('(') {
        return Err(c.err(format!(
            "expected '(' after opcode '{opcode}', found {}",
            c.found()
        )));
    }
    let operands = if opcode == "constant" {
        c.skip_ws();
        let lit_loc = c.loc();
        let text = literal_text(c)?;
        RawOperands::Literal(text, lit_loc)
    } else {
        let mut names = Vec::new();
        if !c.eat(')') {
            loop {
                names.push(parse_operand(c)?);
                if c.eat(')') {
                    break;
                }
                if !c.eat(',') {
                    return Err(c.err(format!(
                        "expected ',' or ')' in operand list, found {}",
                        c.found()
                    )));
                }
            }
        }
        RawOperands::Names(names)
    };
    let mut attrs = Vec::new();
    while c.eat(',') {
        attrs.push(parse_attr(c)?);
    }
    Ok(RawInst {
        name,
        loc,
        is_root,
        shape,
        opcode,
        opcode_loc,
        operands,
        operands_loc,
        attrs,
    })
}

/// The text of a constant's literal, up to (and consuming) its closing `)`.
fn literal_text<'a>(c: &mut Cursor<'a>) -> crate::Result<&'a str> {
    let start_loc = c.loc();
    let rest = c.rest();
    let mut depth = 0usize;
    let mut len = 0usize;
    for ch in rest.chars() {
        match ch {
            '(' | '{' | '[' => depth += 1,
            ')' if depth == 0 => break,
            ')' | '}' | ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        len += ch.len_utf8();
    }
    if len == rest.len() {
        return Err(c.err_at(start_loc, "unterminated constant literal: expected ')'"));
    }
    let text = &rest[..len];
    for _ in text.chars() {
        c.bump();
    }
    c.expect(')')?;
    Ok(text)
}

/// One operand: a name, optionally preceded by its shape (`f32[2]{0} %x`).
fn parse_operand(c: &mut Cursor<'_>) -> crate::Result<(String, Loc)> {
    c.skip_ws();
    let rest = c.rest();
    let looks_like_shape = rest.starts_with('(') || rest.starts_with("token[") || {
        let n = rest
            .find(|ch: char| !ch.is_ascii_alphanumeric())
            .unwrap_or(rest.len());
        rest[n..].starts_with('[') && ElementType::from_hlo_name(&rest[..n]).is_some()
    };
    if looks_like_shape {
        parse_shape(c)?;
    }
    c.name("an operand name")
}
