//! Turns a parsed `dense<...>` value into an `ir::Literal` of the declared tensor type:
//! splats, nested lists, hex blobs (raw little-endian element bytes), hex float bit patterns,
//! booleans, complex pairs and the `inf`/`nan` spellings.
//!
//! Values are converted with correct rounding (f64 → f32/f16/bf16 via one rounding from the
//! decimal text, which is exact for these widths). It returns messages, never panics.

use super::ast::{DenseElem, DenseValue};
use crate::ir::{ArrayShape, ElementType, Literal};

pub fn to_literal(value: &DenseValue, shape: &ArrayShape) -> Result<Literal, String> {
    let ty = shape.ty;
    let n = shape
        .checked_element_count()
        .filter(|n| {
            n.checked_mul(ty.byte_size())
                .is_some_and(|b| b as u64 <= (1u64 << 34))
        })
        .ok_or_else(|| format!("constant of type {shape} is too large"))?;
    let size = ty.byte_size();
    match value {
        DenseValue::Hex(bytes) => {
            if bytes.len() == n * size {
                return Literal::from_bytes(shape.clone(), bytes).map_err(|e| e.to_string());
            }
            // A splat: one element for all (also of a zero-size tensor, as jaxlib's bytecode
            // stores `jnp.zeros((4, 0))`).
            if bytes.len() == size {
                let mut out = Vec::with_capacity(n * size);
                for _ in 0..n {
                    out.extend_from_slice(bytes);
                }
                return Literal::from_bytes(shape.clone(), &out).map_err(|e| e.to_string());
            }
            if ty == ElementType::Pred && bytes.len() == n.div_ceil(8) {
                let out: Vec<u8> = (0..n).map(|i| (bytes[i / 8] >> (i % 8)) & 1).collect();
                return Literal::from_bytes(shape.clone(), &out).map_err(|e| e.to_string());
            }
            Err(format!(
                "hex constant has {} bytes but {shape} needs {} (or {} for a splat)",
                bytes.len(),
                n * size,
                size
            ))
        }
        DenseValue::Elem(e) => {
            let mut leaves = Vec::new();
            let splat = !matches!(e, DenseElem::List(_));
            if splat {
                leaves.push(e);
            } else if n > 0 {
                check_nesting(e, &shape.dims, 0, &mut leaves)?;
            } else {
                // Zero-size constants print as `dense<>` or nested empty lists.
                return Literal::zeros(shape.clone()).map_err(|e| e.to_string());
            }
            let mut elem_bytes = Vec::with_capacity(leaves.len() * size);
            for leaf in &leaves {
                encode(leaf, ty, &mut elem_bytes)?;
            }
            if splat {
                let one = elem_bytes;
                let mut out = Vec::with_capacity(n * size);
                for _ in 0..n {
                    out.extend_from_slice(&one);
                }
                return Literal::from_bytes(shape.clone(), &out).map_err(|e| e.to_string());
            }
            Literal::from_bytes(shape.clone(), &elem_bytes).map_err(|e| e.to_string())
        }
    }
}

fn check_nesting<'a>(
    e: &'a DenseElem,
    dims: &[usize],
    level: usize,
    leaves: &mut Vec<&'a DenseElem>,
) -> Result<(), String> {
    match e {
        DenseElem::List(items) => {
            let Some(&d) = dims.get(level) else {
                return Err(format!(
                    "constant has more nesting levels than its rank {}",
                    dims.len()
                ));
            };
            if items.len() != d {
                return Err(format!(
                    "constant has {} elements in dimension {level}, the type says {d}",
                    items.len()
                ));
            }
            for it in items {
                check_nesting(it, dims, level + 1, leaves)?;
            }
            Ok(())
        }
        leaf => {
            if level != dims.len() {
                return Err(format!(
                    "constant nesting depth {level} does not match the rank {}",
                    dims.len()
                ));
            }
            leaves.push(leaf);
            Ok(())
        }
    }
}

fn int_value(e: &DenseElem) -> Option<(i128, bool)> {
    match e {
        DenseElem::Int(neg, v, hex) => {
            let v = i128::try_from(*v).ok()?;
            Some((if *neg { -v } else { v }, *hex))
        }
        DenseElem::Bool(b) => Some((*b as i128, false)),
        _ => None,
    }
}

fn float_value(e: &DenseElem) -> Result<f64, String> {
    match e {
        DenseElem::Float(s) => parse_float(s),
        DenseElem::Int(neg, v, false) => Ok(if *neg { -(*v as f64) } else { *v as f64 }),
        DenseElem::Bool(b) => Ok(*b as u8 as f64),
        other => Err(format!("expected a float, found {other:?}")),
    }
}

fn parse_float(s: &str) -> Result<f64, String> {
    match s {
        "inf" | "+inf" => Ok(f64::INFINITY),
        "-inf" => Ok(f64::NEG_INFINITY),
        "nan" | "+nan" => Ok(f64::NAN),
        "-nan" => Ok(-f64::NAN),
        _ => s
            .parse::<f64>()
            .map_err(|_| format!("bad float literal '{s}'")),
    }
}

/// Appends one element's little-endian bytes.
fn encode(e: &DenseElem, ty: ElementType, out: &mut Vec<u8>) -> Result<(), String> {
    use ElementType::*;
    let size = ty.byte_size();
    if ty.is_complex() {
        let comp = ty.complex_component().unwrap_or(F32);
        let (re, im) = match e {
            DenseElem::Complex(re, im) => (re.as_ref(), im.as_ref()),
            other => (other, &DenseElem::Int(false, 0, false)),
        };
        encode(re, comp, out)?;
        return encode(im, comp, out);
    }
    if let DenseElem::Int(neg, bits, true) = e {
        // Hex: the raw bit pattern of any type.
        if *neg {
            return Err("negative hex literals are not valid constants".into());
        }
        if size < 16 && (*bits >> (8 * size)) != 0 {
            return Err(format!("hex literal 0x{bits:X} does not fit in {ty}"));
        }
        out.extend_from_slice(&bits.to_le_bytes()[..size]);
        return Ok(());
    }
    match ty {
        Pred => {
            let (v, _) =
                int_value(e).ok_or_else(|| format!("expected true/false for i1, found {e:?}"))?;
            if v != 0 && v != 1 {
                return Err(format!("{v} is not a valid i1 value"));
            }
            out.push(v as u8);
        }
        S2 | S4 | S8 | S16 | S32 | S64 | U2 | U4 | U8 | U16 | U32 | U64 => {
            let (v, _) =
                int_value(e).ok_or_else(|| format!("expected an integer for {ty}, found {e:?}"))?;
            let bits = ty.bit_width();
            let (lo, hi) = if ty.is_signed_int() {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                // MLIR prints unsigned values as non-negative; accept the signed spelling too.
                (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
            };
            if v < lo || v > hi {
                return Err(format!("{v} does not fit in {ty}"));
            }
            let mut b = v.to_le_bytes()[..size].to_vec();
            if bits < 8 {
                // Sub-byte values live in one byte each, sign-extended for signed types.
                let mask = (1u8 << bits) - 1;
                let raw = b[0] & mask;
                b[0] = if ty.is_signed_int() && raw >> (bits - 1) == 1 {
                    raw | !mask
                } else {
                    raw
                };
            }
            out.extend_from_slice(&b);
        }
        F16 => out.extend_from_slice(&half::f16::from_f64(float_value(e)?).to_bits().to_le_bytes()),
        BF16 => out.extend_from_slice(
            &half::bf16::from_f64(float_value(e)?)
                .to_bits()
                .to_le_bytes(),
        ),
        F32 => {
            let v = match e {
                DenseElem::Float(s) if !s.contains("inf") && !s.contains("nan") => s
                    .parse::<f32>()
                    .map_err(|_| format!("bad float literal '{s}'"))?,
                other => float_value(other)? as f32,
            };
            out.extend_from_slice(&v.to_le_bytes());
        }
        F64 => out.extend_from_slice(&float_value(e)?.to_le_bytes()),
        _ => {
            let v = float_value(e)?;
            out.push(narrow_float_bits(v, ty)?);
        }
    }
    Ok(())
}

/// Encodes a value in one of the 8-bit/4-bit float formats with round-to-nearest-even.
fn narrow_float_bits(v: f64, ty: ElementType) -> Result<u8, String> {
    use ElementType::*;
    // (exponent bits, mantissa bits, bias, has_inf, nan encoding, unsigned-zero-only, no-sign)
    let (eb, mb, bias, ieee, fnuz) = match ty {
        F8E5M2 => (5, 2, 15, true, false),
        F8E4M3 => (4, 3, 7, true, false),
        F8E3M4 => (3, 4, 3, true, false),
        F8E4M3FN => (4, 3, 7, false, false),
        F8E4M3FNUZ => (4, 3, 8, false, true),
        F8E5M2FNUZ => (5, 2, 16, false, true),
        F8E4M3B11FNUZ => (4, 3, 11, false, true),
        F4E2M1FN => (2, 1, 1, false, false),
        F8E8M0FNU => return Err("constants of type f8E8M0FNU must be written as hex bits".into()),
        _ => return Err(format!("no float encoding for {ty}")),
    };
    let sign_bit: u8 = 1 << (eb + mb);
    let neg = v.is_sign_negative();
    let a = v.abs();
    let emax_field = (1u32 << eb) - 1;
    let nan_bits: u8 = if fnuz {
        sign_bit
    } else if ieee {
        ((emax_field as u8) << mb) | (1 << (mb - 1))
    } else if ty == F4E2M1FN {
        // f4E2M1FN has no NaN encoding; NaN inputs are refused below.
        0
    } else {
        // E4M3FN: all ones is NaN.
        (sign_bit - 1) | if neg { sign_bit } else { 0 }
    };
    if v.is_nan() {
        if ty == F4E2M1FN {
            return Err("f4E2M1FN has no NaN".into());
        }
        return Ok(nan_bits);
    }
    // Largest finite value's field layout.
    let max_biased = if ieee { emax_field - 1 } else { emax_field };
    let max_mant: u32 = if ieee || fnuz || ty == F4E2M1FN {
        (1 << mb) - 1
    } else {
        (1 << mb) - 2
    };
    let max_val =
        (1.0 + max_mant as f64 / (1u32 << mb) as f64) * 2f64.powi(max_biased as i32 - bias);
    let sign = if neg && !(fnuz && a == 0.0) {
        sign_bit
    } else {
        0
    };
    if a.is_infinite() {
        // Formats without infinity turn it into NaN, as XLA's conversion does.
        return if ieee {
            Ok(sign | ((emax_field as u8) << mb))
        } else {
            Ok(nan_bits)
        };
    }
    // Quantise: find exponent, scale to integer mantissa, round half even.
    let min_exp = 1 - bias; // exponent of the smallest normal
    let e = if a == 0.0 {
        min_exp
    } else {
        (a.log2().floor() as i32).max(min_exp)
    };
    let scale = 2f64.powi(mb - e);
    let q = round_half_even(a * scale);
    let (mut biased, mut mant) = if e == min_exp && q < (1u64 << mb) as f64 {
        (0u32, q as u32)
    } else {
        ((e + bias) as u32, (q as u32).wrapping_sub(1 << mb))
    };
    if mant >= (1 << mb) {
        mant -= 1 << mb;
        biased += 1;
    }
    let value_ok = biased < max_biased || (biased == max_biased && mant <= max_mant);
    if !value_ok || a > max_val * 2.0 {
        if ieee {
            return Ok(sign | ((emax_field as u8) << mb));
        }
        if ty == F4E2M1FN {
            // No infinity or NaN to overflow into: saturate to the largest magnitude.
            return Ok(sign | 0x7);
        }
        // Formats without infinity saturate to NaN on overflow, as XLA's conversion does.
        return Ok(nan_bits);
    }
    Ok(sign | ((biased as u8) << mb) | mant as u8)
}

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 {
        2.0 * (x / 2.0).round()
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(v: DenseValue, ty: ElementType, dims: Vec<usize>) -> Literal {
        to_literal(&v, &ArrayShape::new(ty, dims)).unwrap()
    }

    #[test]
    fn splat_and_hex_bits() {
        let l = lit(
            DenseValue::Elem(DenseElem::Int(false, 0x7FC0_0000, true)),
            ElementType::F32,
            vec![2],
        );
        assert!(l.as_slice::<f32>().unwrap().iter().all(|v| v.is_nan()));
        let l = lit(
            DenseValue::Elem(DenseElem::Float("-0.99999994".into())),
            ElementType::F32,
            vec![],
        );
        assert_eq!(l.as_slice::<f32>().unwrap()[0], -0.99999994f32);
        let l = lit(
            DenseValue::Hex(vec![0, 0, 0x80, 0x3f, 0, 0, 0, 0x40]),
            ElementType::F32,
            vec![2],
        );
        assert_eq!(l.as_slice::<f32>().unwrap(), &[1.0, 2.0]);
    }

    #[test]
    fn narrow_floats() {
        assert_eq!(narrow_float_bits(1.0, ElementType::F8E4M3FN).unwrap(), 0x38);
        assert_eq!(
            narrow_float_bits(448.0, ElementType::F8E4M3FN).unwrap(),
            0x7E
        );
        assert_eq!(narrow_float_bits(-2.0, ElementType::F8E5M2).unwrap(), 0xC0);
        assert_eq!(
            narrow_float_bits(f64::INFINITY, ElementType::F8E5M2).unwrap(),
            0x7C
        );
        assert_eq!(narrow_float_bits(0.5, ElementType::F4E2M1FN).unwrap(), 0x1);
        assert_eq!(narrow_float_bits(6.0, ElementType::F4E2M1FN).unwrap(), 0x7);
    }
}
