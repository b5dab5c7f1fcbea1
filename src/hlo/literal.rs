//! Constant literals in HLO text (`constant(1.5)`, `constant({ {1, 2}, {3, 4} })`,
//! `constant({  })`, `true`, `-inf`, `-nan(0x7fc00001)`, complex `(1, 2)`), read into
//! `ir::Literal` bytes for the declared array shape.
//!
//! Values are counted against the declared shape before any storage of that shape is
//! allocated, so an absurd declared shape cannot make the parser allocate.

use super::cursor::{Cursor, Loc};
use crate::ir::{ArrayShape, ElementType, Literal};

/// One scalar token of a literal, as written.
struct Token<'a> {
    text: &'a str,
    /// The imaginary part for complex values `(re, im)`.
    imag: Option<&'a str>,
    loc: Loc,
}

/// Parses the text between `constant(` and `)` for `shape`.
pub fn parse_literal(
    src: &str,
    text: &str,
    loc: Loc,
    shape: &ArrayShape,
) -> crate::Result<Literal> {
    let mut c = super::cursor::sub_cursor(src, text, loc);
    let tokens = tokens(&mut c)?;
    let n = shape
        .checked_element_count()
        .filter(|n| n.checked_mul(shape.ty.byte_size()).is_some())
        .ok_or_else(|| c.err_at(loc, format!("constant shape {shape} is too large")))?;
    if tokens.len() != n {
        return Err(c.err_at(
            loc,
            format!(
                "constant of shape {shape} needs {n} values, found {}",
                tokens.len()
            ),
        ));
    }
    let width = shape.ty.byte_size();
    let mut bytes = Vec::with_capacity(n * width);
    for t in &tokens {
        encode(&c, t, shape.ty, &mut bytes)?;
    }
    let lit = Literal::from_bytes(ArrayShape::new(shape.ty, shape.dims.clone()), &bytes)
        .map_err(|e| c.err_at(loc, e.to_string()))?;
    Ok(lit.with_layout(shape.layout.clone()))
}

/// Flattens nested braces into scalar tokens in row-major order.
fn tokens<'a>(c: &mut Cursor<'a>) -> crate::Result<Vec<Token<'a>>> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    loop {
        c.skip_ws();
        let Some(ch) = c.peek() else { break };
        match ch {
            '{' => {
                depth += 1;
                c.bump();
            }
            '}' => {
                if depth == 0 {
                    return Err(c.err("unbalanced '}' in constant"));
                }
                depth -= 1;
                c.bump();
            }
            ',' => {
                c.bump();
            }
            '(' => {
                let loc = c.loc();
                c.bump();
                let re = scalar_text(c)?;
                c.expect(',')?;
                let im = scalar_text(c)?;
                c.expect(')')?;
                out.push(Token {
                    text: re,
                    imag: Some(im),
                    loc,
                });
            }
            _ => {
                let loc = c.loc();
                let text = scalar_text(c)?;
                out.push(Token {
                    text,
                    imag: None,
                    loc,
                });
            }
        }
    }
    if depth != 0 {
        return Err(c.err("unbalanced '{' in constant"));
    }
    Ok(out)
}

fn scalar_text<'a>(c: &mut Cursor<'a>) -> crate::Result<&'a str> {
    c.skip_ws();
    let rest = c.rest();
    let mut len = 0;
    let mut paren = false;
    for ch in rest.chars() {
        // `nan(0x7fc00001)` keeps its parenthesised payload.
        let ok = ch.is_ascii_alphanumeric()
            || matches!(ch, '.' | '-' | '+' | '_')
            || (ch == '(' && rest[..len].ends_with("nan") && !paren)
            || (ch == ')' && paren);
        if !ok {
            break;
        }
        if ch == '(' {
            paren = true;
        }
        len += ch.len_utf8();
        if ch == ')' {
            break;
        }
    }
    if len == 0 {
        return Err(c.err(format!("expected a constant value, found {}", c.found())));
    }
    let text = &rest[..len];
    for _ in text.chars() {
        c.bump();
    }
    Ok(text)
}

/// Float special spellings: `(negative, kind)` where kind is inf or nan with optional payload.
enum Special {
    Inf,
    Nan(Option<u64>),
}

fn special(text: &str) -> Option<(bool, Special)> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    match body {
        "inf" | "infinity" | "Inf" => Some((neg, Special::Inf)),
        "nan" | "NaN" => Some((neg, Special::Nan(None))),
        _ => {
            let p = body.strip_prefix("nan(0x")?.strip_suffix(')')?;
            Some((neg, Special::Nan(Some(u64::from_str_radix(p, 16).ok()?))))
        }
    }
}

/// Bits of a special value for a float with `exp_bits`/`man_bits`.
fn special_bits(neg: bool, s: &Special, exp_bits: u32, man_bits: u32) -> Option<u64> {
    let sign = (neg as u64) << (exp_bits + man_bits);
    let exp = ((1u64 << exp_bits) - 1) << man_bits;
    let man = match s {
        Special::Inf => 0,
        Special::Nan(None) => 1u64 << (man_bits - 1),
        Special::Nan(Some(p)) => {
            if *p == 0 || *p >= (1u64 << man_bits) {
                return None;
            }
            *p
        }
    };
    Some(sign | exp | man)
}

fn encode(c: &Cursor<'_>, t: &Token<'_>, ty: ElementType, out: &mut Vec<u8>) -> crate::Result<()> {
    use ElementType::*;
    let bad = |what: &str| {
        c.err_at(
            t.loc,
            format!("bad {ty} constant value '{}': {what}", t.text),
        )
    };
    if t.imag.is_some() != ty.is_complex() {
        return Err(bad(if ty.is_complex() {
            "complex values are written (re, im)"
        } else {
            "a complex value for a non-complex type"
        }));
    }
    match ty {
        Pred => {
            let v = match t.text {
                "true" | "1" => 1u8,
                "false" | "0" => 0u8,
                _ => return Err(bad("expected true or false")),
            };
            out.push(v);
        }
        S2 | S4 | S8 | S16 | S32 | S64 | U2 | U4 | U8 | U16 | U32 | U64 => {
            let v = parse_int(t.text).ok_or_else(|| bad("expected an integer"))?;
            let bits = ty.bit_width();
            let (lo, hi) = if ty.is_signed_int() {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            if v < lo || v > hi {
                return Err(bad("out of range for the type"));
            }
            let bytes = (v as i64).to_le_bytes();
            out.extend_from_slice(&bytes[..ty.byte_size()]);
        }
        F16 => out.extend_from_slice(
            &float_bits(t.text, 5, 10, |x| half::f16::from_f64(x).to_bits() as u64)
                .ok_or_else(|| bad("expected a number"))?
                .to_le_bytes()[..2],
        ),
        BF16 => out.extend_from_slice(
            &float_bits(t.text, 8, 7, |x| half::bf16::from_f64(x).to_bits() as u64)
                .ok_or_else(|| bad("expected a number"))?
                .to_le_bytes()[..2],
        ),
        F32 => out.extend_from_slice(
            &f32_bits(t.text)
                .ok_or_else(|| bad("expected a number"))?
                .to_le_bytes(),
        ),
        F64 => out.extend_from_slice(
            &f64_bits(t.text)
                .ok_or_else(|| bad("expected a number"))?
                .to_le_bytes(),
        ),
        C64 => {
            let im = t.imag.unwrap_or("0");
            out.extend_from_slice(
                &f32_bits(t.text)
                    .ok_or_else(|| bad("expected a number"))?
                    .to_le_bytes(),
            );
            out.extend_from_slice(
                &f32_bits(im)
                    .ok_or_else(|| bad("expected a number"))?
                    .to_le_bytes(),
            );
        }
        C128 => {
            let im = t.imag.unwrap_or("0");
            out.extend_from_slice(
                &f64_bits(t.text)
                    .ok_or_else(|| bad("expected a number"))?
                    .to_le_bytes(),
            );
            out.extend_from_slice(
                &f64_bits(im)
                    .ok_or_else(|| bad("expected a number"))?
                    .to_le_bytes(),
            );
        }
        F4E2M1FN | F8E3M4 | F8E4M3 | F8E4M3FN | F8E4M3FNUZ | F8E4M3B11FNUZ | F8E5M2
        | F8E5M2FNUZ | F8E8M0FNU => {
            return Err(crate::Error::unsupported_msg(format!(
                "{}:{}: constants of element type {ty} are not supported",
                t.loc.line, t.loc.column
            )))
        }
    }
    Ok(())
}

fn parse_int(text: &str) -> Option<i128> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text),
    };
    let v = if let Some(h) = body.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()?
    } else {
        if !body.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        body.parse::<i128>().ok()?
    };
    Some(if neg { -v } else { v })
}

fn is_decimal(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '-' | '+'))
        && text.chars().any(|c| c.is_ascii_digit())
}

fn float_bits(text: &str, e: u32, m: u32, from_f64: impl Fn(f64) -> u64) -> Option<u64> {
    if let Some((neg, s)) = special(text) {
        return special_bits(neg, &s, e, m);
    }
    if !is_decimal(text) {
        return None;
    }
    text.parse::<f64>().ok().map(from_f64)
}

fn f32_bits(text: &str) -> Option<u32> {
    if let Some((neg, s)) = special(text) {
        return special_bits(neg, &s, 8, 23).map(|b| b as u32);
    }
    if !is_decimal(text) {
        return None;
    }
    text.parse::<f32>().ok().map(f32::to_bits)
}

fn f64_bits(text: &str) -> Option<u64> {
    if let Some((neg, s)) = special(text) {
        return special_bits(neg, &s, 11, 52);
    }
    if !is_decimal(text) {
        return None;
    }
    text.parse::<f64>().ok().map(f64::to_bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(text: &str, ty: ElementType, dims: Vec<usize>) -> crate::Result<Literal> {
        parse_literal(
            text,
            text,
            Loc { line: 1, column: 1 },
            &ArrayShape::new(ty, dims),
        )
    }

    #[test]
    fn scalars_and_specials() {
        let l = lit("-inf", ElementType::F32, vec![]).unwrap();
        assert_eq!(l.as_slice::<f32>().unwrap()[0], f32::NEG_INFINITY);
        let l = lit("-nan(0x7fc01)", ElementType::F32, vec![]).unwrap();
        assert_eq!(l.as_slice::<u32>().unwrap()[0], 0xff87fc01);
        let l = lit("nan", ElementType::BF16, vec![]).unwrap();
        assert_eq!(l.as_slice::<u16>().unwrap()[0], 0x7fc0);
        let l = lit("true", ElementType::Pred, vec![]).unwrap();
        assert_eq!(l.bytes(), &[1]);
        let l = lit("(1, -2.5)", ElementType::C64, vec![]).unwrap();
        assert_eq!(l.as_slice::<f32>().unwrap_or(&[]).len(), 0); // c64 has 8-byte elements
        assert_eq!(l.bytes().len(), 8);
        let l = lit("-9223372036854775808", ElementType::S64, vec![]).unwrap();
        assert_eq!(l.as_slice::<i64>().unwrap()[0], i64::MIN);
        assert!(lit("256", ElementType::U8, vec![]).is_err());
        assert!(lit("1.5", ElementType::S32, vec![]).is_err());
        assert!(lit("x", ElementType::F32, vec![]).is_err());
    }

    #[test]
    fn arrays() {
        let l = lit("{ {1, 2}, {3, 4} }", ElementType::S32, vec![2, 2]).unwrap();
        assert_eq!(l.as_slice::<i32>().unwrap(), &[1, 2, 3, 4]);
        let l = lit("{ {}, {} }", ElementType::F32, vec![2, 0]).unwrap();
        assert_eq!(l.element_count(), 0);
        assert!(lit("{1, 2, 3}", ElementType::F32, vec![2]).is_err());
        assert!(lit("{1, 2", ElementType::F32, vec![2]).is_err());
        assert!(lit("{1}", ElementType::F32, vec![usize::MAX, 4]).is_err());
    }
}
