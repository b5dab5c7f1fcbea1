//! The comparisons of stablehlo's check custom calls as its interpreter runs them
//! (`stablehlo/tests/CheckOps.cpp` with the fallback of `StablehloTranslateMain.cpp`):
//! `expect_eq` exact (floats by value), `expect_close` at most 3 ULP per part with NaN equal
//! to NaN, `expect_almost_eq` an absolute 0.001 per part. It reads literals only; it must not
//! loosen a tolerance.

use super::rewrite::CheckKind;
use webxla::ir::{ElementType, Literal};

/// One float part: its value (exact, widened to f64) and its bits with the sign cleared and
/// the sign separately, for ULP distances in the part's own format.
#[derive(Copy, Clone)]
struct Part {
    value: f64,
    magnitude_bits: u64,
    negative: bool,
}

/// The float parts of a float or complex literal, in order (complex: re, im); `None` for
/// other element types.
fn parts(lit: &Literal) -> Option<Vec<Part>> {
    let b = lit.bytes();
    let part = |value: f64, bits: u64, width: u32| Part {
        value,
        magnitude_bits: bits & !(1u64 << (width - 1)),
        negative: bits >> (width - 1) & 1 == 1,
    };
    Some(match lit.ty() {
        ElementType::F16 => b
            .chunks(2)
            .map(|c| {
                let x = u16::from_le_bytes([c[0], c[1]]);
                part(half::f16::from_bits(x).to_f64(), x as u64, 16)
            })
            .collect(),
        ElementType::BF16 => b
            .chunks(2)
            .map(|c| {
                let x = u16::from_le_bytes([c[0], c[1]]);
                part(half::bf16::from_bits(x).to_f64(), x as u64, 16)
            })
            .collect(),
        ElementType::F32 | ElementType::C64 => b
            .chunks(4)
            .map(|c| {
                let x = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                part(f32::from_bits(x) as f64, x as u64, 32)
            })
            .collect(),
        ElementType::F64 | ElementType::C128 => b
            .chunks(8)
            .map(|c| {
                let x = u64::from_le_bytes(c.try_into().unwrap());
                part(f64::from_bits(x), x, 64)
            })
            .collect(),
        _ => return None,
    })
}

/// stablehlo's `ULPDifference` for one part.
fn ulp_difference(f: Part, g: Part) -> u64 {
    if f.magnitude_bits == g.magnitude_bits && f.negative == g.negative {
        return 0;
    }
    if f.value.is_finite() && g.value.is_finite() {
        let (a, b) = (f.magnitude_bits, g.magnitude_bits);
        return if f.negative != g.negative {
            a + b
        } else {
            a.abs_diff(b)
        };
    }
    if f.value.is_nan() && g.value.is_nan() {
        return 0;
    }
    u64::MAX
}

/// stablehlo's `areApproximatelyEqual` for one part.
fn almost_equal(f: f64, g: f64, tolerance: f64) -> bool {
    if f == g {
        return true;
    }
    if f.is_nan() || g.is_nan() {
        return f.is_nan() == g.is_nan();
    }
    if !f.is_finite() || !g.is_finite() {
        return false;
    }
    (f - g).abs() <= tolerance
}

const CLOSE_MAX_ULP: u64 = 3;
const ALMOST_EQ_TOLERANCE: f64 = 0.001;
/// At most this many mismatching elements are named in a failure.
const SHOWN: usize = 4;

/// `Ok` when `actual` passes `kind` against `expected`, else a message naming the first
/// mismatches and how many elements differ.
pub fn check(kind: CheckKind, actual: &Literal, expected: &Literal) -> Result<(), String> {
    if actual.ty() != expected.ty() || actual.dims() != expected.dims() {
        return Err(format!(
            "{}: result is {:?}{:?}, expected {:?}{:?}",
            kind.name(),
            actual.ty(),
            actual.dims(),
            expected.ty(),
            expected.dims()
        ));
    }
    let per_element = if actual.ty().is_complex() { 2 } else { 1 };
    let bad: Vec<usize> = match (parts(actual), parts(expected)) {
        (Some(a), Some(e)) => {
            let ok = |x: Part, y: Part| match kind {
                CheckKind::Eq => x.value == y.value,
                CheckKind::Close => ulp_difference(x, y) <= CLOSE_MAX_ULP,
                CheckKind::AlmostEq => almost_equal(x.value, y.value, ALMOST_EQ_TOLERANCE),
            };
            (0..a.len() / per_element)
                .filter(|&i| {
                    (0..per_element).any(|k| {
                        let j = i * per_element + k;
                        !ok(a[j], e[j])
                    })
                })
                .collect()
        }
        _ if kind != CheckKind::Eq => {
            return Err(format!(
                "{}: element type {:?} is not a float or complex type",
                kind.name(),
                actual.ty()
            ))
        }
        _ => {
            let w = actual.ty().byte_size();
            let norm = |c: &[u8]| -> Vec<u8> {
                if actual.ty() == ElementType::Pred {
                    vec![u8::from(c[0] != 0)]
                } else {
                    c.to_vec()
                }
            };
            actual
                .bytes()
                .chunks(w)
                .zip(expected.bytes().chunks(w))
                .enumerate()
                .filter(|(_, (x, y))| norm(x) != norm(y))
                .map(|(i, _)| i)
                .collect()
        }
    };
    if bad.is_empty() {
        return Ok(());
    }
    let shown: Vec<String> = bad
        .iter()
        .take(SHOWN)
        .map(|&i| {
            format!(
                "[{i}] actual {} expected {}",
                element_text(actual, i),
                element_text(expected, i)
            )
        })
        .collect();
    Err(format!(
        "{}: {} of {} elements differ: {}",
        kind.name(),
        bad.len(),
        actual.element_count(),
        shown.join("; ")
    ))
}

/// Element `i` for a failure message: float parts with their bits, other types as bytes.
fn element_text(lit: &Literal, i: usize) -> String {
    match parts(lit) {
        Some(p) => {
            let n = if lit.ty().is_complex() { 2 } else { 1 };
            let show = |q: Part| format!("{:e}", q.value);
            let v: Vec<String> = p[i * n..i * n + n].iter().map(|&q| show(q)).collect();
            v.join("+i*")
        }
        None => {
            let w = lit.ty().byte_size();
            format!("{:02x?}", &lit.bytes()[i * w..i * w + w])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_part(x: f32) -> Part {
        let lit = Literal::from_slice(ElementType::F32, vec![1], &[x]).unwrap();
        parts(&lit).unwrap()[0]
    }

    #[test]
    fn ulp_distance_crosses_zero_and_treats_nans_equal() {
        let one = f32_part(1.0);
        let next = f32_part(f32::from_bits(1.0f32.to_bits() + 3));
        assert_eq!(ulp_difference(one, next), 3);
        assert_eq!(ulp_difference(f32_part(-0.0), f32_part(0.0)), 0);
        let tiny = f32_part(f32::from_bits(2));
        let neg_tiny = f32_part(-f32::from_bits(2));
        assert_eq!(ulp_difference(tiny, neg_tiny), 4);
        assert_eq!(ulp_difference(f32_part(f32::NAN), f32_part(-f32::NAN)), 0);
        assert_eq!(
            ulp_difference(f32_part(f32::INFINITY), f32_part(f32::MAX)),
            u64::MAX
        );
    }

    #[test]
    fn almost_eq_is_absolute() {
        assert!(almost_equal(100.0, 100.0009, 0.001));
        assert!(!almost_equal(100.0, 100.002, 0.001));
        assert!(!almost_equal(f64::INFINITY, 1.0, 0.001));
        assert!(almost_equal(f64::NAN, f64::NAN, 0.001));
    }

    #[test]
    fn f16_decoding() {
        let bits: [u16; 4] = [0x3c00, 0xc000, 0x0001, 0x7e00];
        let bytes: Vec<u8> = bits.iter().flat_map(|b| b.to_le_bytes()).collect();
        let lit = Literal::from_bytes(
            webxla::ir::ArrayShape::new(ElementType::F16, vec![4]),
            &bytes,
        )
        .unwrap();
        let v: Vec<f64> = parts(&lit).unwrap().iter().map(|p| p.value).collect();
        assert_eq!(v[0], 1.0);
        assert_eq!(v[1], -2.0);
        assert_eq!(v[2], 2f64.powi(-24));
        assert!(v[3].is_nan());
    }
}
