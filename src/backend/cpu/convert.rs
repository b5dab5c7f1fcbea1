//! Type conversions: `convert` between every pair of computable element types (float→int
//! saturates, NaN→0; complex→real keeps the real part), `bitcast-convert` (a byte
//! reinterpretation, also between widths), and `reduce-precision`.
//!
//! Pure functions of literals; no instruction or module knowledge.

use super::elem::*;
use crate::error::Result;
use crate::ir::{ElementType, Literal};
use half::{bf16, f16};

/// One element on its way between types.
#[derive(Copy, Clone)]
enum Num {
    I(i128),
    F(f64),
    C(f64, f64),
}

fn read(l: &Literal) -> Result<Box<dyn Fn(usize) -> Num + Sync + '_>> {
    let ty = l.ty();
    Ok(match ty {
        ElementType::Pred | ElementType::U8 => {
            let s = sl::<u8>(l);
            Box::new(move |i| Num::I(s[i] as i128))
        }
        ElementType::S8 => {
            let s = sl::<i8>(l);
            Box::new(move |i| Num::I(s[i] as i128))
        }
        ElementType::S16 => {
            let s = sl::<i16>(l);
            Box::new(move |i| Num::I(s[i] as i128))
        }
        ElementType::U16 => {
            let s = sl::<u16>(l);
            Box::new(move |i| Num::I(s[i] as i128))
        }
        ElementType::S32 => {
            let s = sl::<i32>(l);
            Box::new(move |i| Num::I(s[i] as i128))
        }
        ElementType::U32 => {
            let s = sl::<u32>(l);
            Box::new(move |i| Num::I(s[i] as i128))
        }
        ElementType::S64 => {
            let s = sl::<i64>(l);
            Box::new(move |i| Num::I(s[i] as i128))
        }
        ElementType::U64 => {
            let s = sl::<u64>(l);
            Box::new(move |i| Num::I(s[i] as i128))
        }
        ElementType::F16 => {
            let s = sl::<f16>(l);
            Box::new(move |i| Num::F(s[i].to_f64()))
        }
        ElementType::BF16 => {
            let s = sl::<bf16>(l);
            Box::new(move |i| Num::F(s[i].to_f64()))
        }
        ElementType::F32 => {
            let s = sl::<f32>(l);
            Box::new(move |i| Num::F(s[i] as f64))
        }
        ElementType::F64 => {
            let s = sl::<f64>(l);
            Box::new(move |i| Num::F(s[i]))
        }
        ElementType::C64 => {
            let s = sl::<[f32; 2]>(l);
            Box::new(move |i| Num::C(s[i][0] as f64, s[i][1] as f64))
        }
        ElementType::C128 => {
            let s = sl::<[f64; 2]>(l);
            Box::new(move |i| Num::C(s[i][0], s[i][1]))
        }
        _ => return Err(unsupported("convert", ty)),
    })
}

/// Saturating float → integer in [lo, hi], NaN → 0.
#[inline]
fn f2i(v: f64, lo: i128, hi: i128) -> i128 {
    if v.is_nan() {
        0
    } else if v <= lo as f64 {
        lo
    } else if v >= hi as f64 {
        hi
    } else {
        v as i128
    }
}

fn to_int<T: IntElem>(n: Num) -> T {
    let (lo, hi) = (T::MIN.to_i128(), T::MAX.to_i128());
    match n {
        // Integer → integer wraps (keeps the low bits), as XLA does.
        Num::I(v) => T::from_i128(v),
        Num::F(v) | Num::C(v, _) => T::from_i128(f2i(v, lo, hi)),
    }
}

fn to_f64(n: Num) -> f64 {
    match n {
        Num::I(v) => v as f64,
        Num::F(v) | Num::C(v, _) => v,
    }
}

fn to_f32(n: Num) -> f32 {
    match n {
        // Direct integer → f32 rounds once.
        Num::I(v) => v as f32,
        Num::F(v) | Num::C(v, _) => v as f32,
    }
}

pub(crate) fn convert(x: &Literal, to: ElementType) -> Result<Literal> {
    let from = x.ty();
    let dims = x.dims();
    if from == to {
        return Ok(x.clone());
    }
    // Fast paths for the common pairs.
    match (from, to) {
        (ElementType::F16 | ElementType::BF16, ElementType::F32) => {
            return Ok(widen(x)?.into_owned());
        }
        (ElementType::F32, ElementType::F16 | ElementType::BF16) => {
            return narrow(x.clone(), to);
        }
        (ElementType::S32, ElementType::F32) => {
            return map1(sl::<i32>(x), to, dims, |v| v as f32);
        }
        (ElementType::F32, ElementType::S32) => {
            // Rust's `as` saturates and maps NaN to 0, as XLA does.
            return map1(sl::<f32>(x), to, dims, |v| v as i32);
        }
        (ElementType::Pred, ElementType::F32) => {
            return map1(sl::<u8>(x), to, dims, |v| v as f32);
        }
        (ElementType::F32, ElementType::F64) => {
            return map1(sl::<f32>(x), to, dims, |v| v as f64);
        }
        (ElementType::F64, ElementType::F32) => {
            return map1(sl::<f64>(x), to, dims, |v| v as f32);
        }
        _ => {}
    }
    let r = read(x)?;
    let r = &*r;
    match to {
        ElementType::Pred => build(to, dims, |s, o: &mut [u8]| {
            for (k, v) in o.iter_mut().enumerate() {
                *v = match r(s + k) {
                    Num::I(i) => i != 0,
                    Num::F(f) => f != 0.0,
                    Num::C(re, im) => re != 0.0 || im != 0.0,
                } as u8;
            }
        }),
        // XLA:CPU converts to f16/bf16 through f32, rounding twice (jaxlib 0.10.2: f64
        // 1 + 2^-11 + 2^-40 → f16 1.0, f64 1 + 2^-8 + 2^-40 → bf16 1.0, s64 2^24 + 2^16 + 1 →
        // bf16 2^24), where one rounding would give the next value up.
        ElementType::F16 => build(to, dims, |s, o: &mut [f16]| {
            for (k, v) in o.iter_mut().enumerate() {
                *v = f16::from_f32(to_f32(r(s + k)));
            }
        }),
        ElementType::BF16 => build(to, dims, |s, o: &mut [bf16]| {
            for (k, v) in o.iter_mut().enumerate() {
                *v = bf16::from_f32(to_f32(r(s + k)));
            }
        }),
        ElementType::F32 => build(to, dims, |s, o: &mut [f32]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = to_f32(r(s + k)))
        }),
        ElementType::F64 => build(to, dims, |s, o: &mut [f64]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = to_f64(r(s + k)))
        }),
        ElementType::C64 => build(to, dims, |s, o: &mut [[f32; 2]]| {
            for (k, v) in o.iter_mut().enumerate() {
                *v = match r(s + k) {
                    Num::C(re, im) => [re as f32, im as f32],
                    n => [to_f32(n), 0.0],
                };
            }
        }),
        ElementType::C128 => build(to, dims, |s, o: &mut [[f64; 2]]| {
            for (k, v) in o.iter_mut().enumerate() {
                *v = match r(s + k) {
                    Num::C(re, im) => [re, im],
                    n => [to_f64(n), 0.0],
                };
            }
        }),
        _ => with_int!(to, T => build(to, dims, |s, o: &mut [T]| {
                o.iter_mut().enumerate().for_each(|(k, v)| *v = to_int::<T>(r(s + k)))
            }), else Err(unsupported("convert", to))),
    }
}

/// Reinterprets the bytes. Equal widths keep the shape; a narrower result gains a trailing
/// dimension, a wider one drops it (the verifier checks the shapes). Literals are little
/// endian, which is XLA's element order for the split.
pub(crate) fn bitcast_convert(x: &Literal, to: ElementType, dims: &[usize]) -> Result<Literal> {
    let mut out = new_lit(to, dims)?;
    if out.bytes().len() != x.bytes().len() {
        return Err(crate::error::Error::invalid_program(format!(
            "bitcast-convert from {} to {}{:?} changes the byte size",
            x.shape(),
            to,
            dims
        )));
    }
    out.bytes_mut().copy_from_slice(x.bytes());
    Ok(out)
}

/// XLA's reduce-precision: round the mantissa to `mbits` (nearest-even), then flush
/// exponents outside an `ebits`-bit range to zero / infinity. NaNs stay NaN.
pub(crate) fn reduce_precision(x: &Literal, ebits: u32, mbits: u32) -> Result<Literal> {
    let ty = x.ty();
    match ty {
        ElementType::F32 => map1(sl::<u32>(x), ty, x.dims(), move |v| {
            rp_bits(v as u64, 32, 8, 23, ebits, mbits) as u32
        }),
        ElementType::F64 => map1(sl::<u64>(x), ty, x.dims(), move |v| {
            rp_bits(v, 64, 11, 52, ebits, mbits)
        }),
        ElementType::F16 | ElementType::BF16 => {
            let w = widen(x)?;
            let r = map1(sl::<u32>(&w), ElementType::F32, x.dims(), move |v| {
                rp_bits(v as u64, 32, 8, 23, ebits, mbits) as u32
            })?;
            narrow(r, ty)
        }
        _ => Err(unsupported("reduce-precision", ty)),
    }
}

fn rp_bits(v: u64, nbits: u32, src_e: u32, src_m: u32, ebits: u32, mbits: u32) -> u64 {
    let mask_all: u64 = if nbits == 64 {
        u64::MAX
    } else {
        (1u64 << nbits) - 1
    };
    let exp_mask = ((1u64 << src_e) - 1) << src_m;
    let man_mask = (1u64 << src_m) - 1;
    let is_nan = (v & exp_mask) == exp_mask && (v & man_mask) != 0;
    if is_nan {
        return v;
    }
    let mut x = v;
    if mbits < src_m {
        let shift = src_m - mbits;
        let last_bit_mask = 1u64 << shift;
        let base_bias = (last_bit_mask >> 1) - 1;
        let last_bit = (x & last_bit_mask) >> shift;
        let bias = last_bit + base_bias;
        let trunc = !(last_bit_mask - 1);
        x = (x.wrapping_add(bias) & trunc) & mask_all;
    }
    if ebits < src_e {
        let sign = 1u64 << (nbits - 1);
        let bias = (1u64 << (src_e - 1)) - 1;
        let red_bias = (1u64 << (ebits - 1)) - 1;
        let max_e = bias + red_bias;
        let min_e = bias - red_bias;
        let e = x & exp_mask;
        let signed_zero = x & sign;
        if e > (max_e << src_m) {
            x = signed_zero | exp_mask;
        } else if e <= (min_e << src_m) {
            x = signed_zero;
        }
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_to_int_saturates() {
        let x = Literal::from_slice(
            ElementType::F32,
            vec![5],
            &[f32::NAN, 1e20, -1e20, -1.5, 2.7],
        )
        .unwrap();
        let u = convert(&x, ElementType::U8).unwrap();
        assert_eq!(sl::<u8>(&u), &[0, 255, 0, 0, 2]);
        let s = convert(&x, ElementType::S64).unwrap();
        assert_eq!(sl::<i64>(&s), &[0, i64::MAX, i64::MIN, -1, 2]);
        let p = convert(&x, ElementType::Pred).unwrap();
        assert_eq!(sl::<u8>(&p), &[1, 1, 1, 1, 1]);
        let h = convert(&x, ElementType::F16).unwrap();
        assert!(sl::<f16>(&h)[0].is_nan());
        assert!(sl::<f16>(&h)[1].is_infinite());
    }

    #[test]
    fn half_types_round_twice_through_f32_as_jaxlib() {
        // jaxlib 0.10.2's bits: one correct rounding would give 0x3c01, 0x3f81 and 0x4b81.
        let x = Literal::from_slice(
            ElementType::F64,
            vec![2],
            &[
                1.0 + 2f64.powi(-11) + 2f64.powi(-40),
                1.0 + 2f64.powi(-8) + 2f64.powi(-40),
            ],
        )
        .unwrap();
        let h = convert(&x, ElementType::F16).unwrap();
        assert_eq!(sl::<f16>(&h)[0].to_bits(), 0x3c00);
        let b = convert(&x, ElementType::BF16).unwrap();
        assert_eq!(sl::<bf16>(&b)[1].to_bits(), 0x3f80);
        let i = Literal::from_slice(
            ElementType::S64,
            vec![2],
            &[(1i64 << 24) + (1 << 16) + 1, (1i64 << 40) + (1 << 32) + 1],
        )
        .unwrap();
        let b = convert(&i, ElementType::BF16).unwrap();
        let bits: Vec<u16> = sl::<bf16>(&b).iter().map(|v| v.to_bits()).collect();
        assert_eq!(bits, [0x4b80, 0x5380]);
    }

    #[test]
    fn reduce_precision_to_bf16() {
        let x = Literal::from_slice(
            ElementType::F32,
            vec![3],
            &[1.0f32 + 1.0 / 256.0, 1.0 + 3.0 / 256.0, 1e-40],
        )
        .unwrap();
        let r = reduce_precision(&x, 8, 7).unwrap();
        let want: Vec<f32> = [1.0f32 + 1.0 / 256.0, 1.0 + 3.0 / 256.0, 1e-40]
            .iter()
            .map(|&v| bf16::from_f32(v).to_f32())
            .collect();
        assert_eq!(sl::<f32>(&r), &want[..]);
        let r = reduce_precision(&x, 5, 10).unwrap();
        assert_eq!(sl::<f32>(&r)[2], 0.0);
    }
}
