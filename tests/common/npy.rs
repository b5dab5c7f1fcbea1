//! A small `.npy` reader for the conformance tests: header dict parsing and the dtypes the
//! corpus uses (`|b1 <i1.. <i8 <u1.. <u8 <f2 <f4 <f8 <c8 <c16`); bf16 arrives as `<u2` raw bits
//! and is re-typed by the caller from case.json's `"storage": "u16bits"`.

#![allow(dead_code)]

use webxla::ir::{ArrayShape, ElementType, Literal};

/// Reads a C-order little-endian `.npy` file into a literal. `ty_override` re-types the
/// data when the file stores another type's bits (bf16 as u16).
pub fn read_npy(path: &std::path::Path, ty_override: Option<ElementType>) -> Result<Literal, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse_npy(&bytes, ty_override).map_err(|e| format!("{}: {e}", path.display()))
}

pub fn parse_npy(bytes: &[u8], ty_override: Option<ElementType>) -> Result<Literal, String> {
    if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
        return Err("not an .npy file".into());
    }
    let major = bytes[6];
    let (hlen, start) = if major == 1 {
        (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10)
    } else {
        if bytes.len() < 12 {
            return Err("truncated header".into());
        }
        (u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize, 12)
    };
    let header = std::str::from_utf8(bytes.get(start..start + hlen).ok_or("truncated header")?)
        .map_err(|_| "header is not UTF-8")?;
    let descr = dict_value(header, "descr").ok_or("no descr")?;
    let descr = descr.trim().trim_matches('\'').trim_matches('"');
    let fortran = dict_value(header, "fortran_order").ok_or("no fortran_order")?;
    if fortran.trim().starts_with("True") {
        return Err("fortran order is not supported".into());
    }
    let shape_txt = dict_value(header, "shape").ok_or("no shape")?;
    let inner = shape_txt.trim().trim_start_matches('(');
    let inner = &inner[..inner.find(')').ok_or("bad shape")?];
    let dims: Vec<usize> = inner
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<usize>().map_err(|e| format!("bad dim {s}: {e}")))
        .collect::<Result<_, _>>()?;
    let ty = match descr {
        "|b1" => ElementType::Pred,
        "|i1" | "<i1" => ElementType::S8,
        "<i2" => ElementType::S16,
        "<i4" => ElementType::S32,
        "<i8" => ElementType::S64,
        "|u1" | "<u1" => ElementType::U8,
        "<u2" => ElementType::U16,
        "<u4" => ElementType::U32,
        "<u8" => ElementType::U64,
        "<f2" => ElementType::F16,
        "<f4" => ElementType::F32,
        "<f8" => ElementType::F64,
        "<c8" => ElementType::C64,
        "<c16" => ElementType::C128,
        other => return Err(format!("unsupported dtype {other}")),
    };
    let ty = match ty_override {
        Some(t) if t.byte_size() == ty.byte_size() => t,
        Some(t) => return Err(format!("cannot view {descr} as {t}")),
        None => ty,
    };
    let data = &bytes[start + hlen..];
    Literal::from_bytes(ArrayShape::new(ty, dims), data).map_err(|e| e.to_string())
}

/// The raw text of `key`'s value in a Python dict literal (up to the next top-level comma).
fn dict_value<'a>(header: &'a str, key: &str) -> Option<&'a str> {
    let k1 = format!("'{key}'");
    let pos = header.find(&k1)? + k1.len();
    let rest = header[pos..].trim_start().strip_prefix(':')?;
    let mut depth = 0i32;
    for (i, c) in rest.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' | '}' if depth == 0 => return Some(&rest[..i]),
            _ => {}
        }
    }
    Some(rest)
}
