//! Inputs for generated programs and the rule comparing two backends' outputs, on plain
//! little-endian bytes (webxla's literal layout: row-major, pred one byte per element).
//!
//! # Inputs
//!
//! [`make_inputs`] fills each parameter from a seed: floats are `±(1 + m)·2^e` with a random
//! mantissa of the type's width and `e` in [-8, 1] (so |x| < 4, exactly representable, never
//! subnormal), one in eight a special value (±0, ±1, 0.5, 2, 3, -4); integers are small (one
//! in two), edge values (MIN, MAX, 0, ±1) or anywhere in the type's range; pred 0 or 1.
//!
//! # Comparison (the tolerance rule)
//!
//! Integers and pred compare bit for bit. Floats compare as numbers (NaN equals NaN, -0
//! equals +0, infinities equal themselves), and within `TOLERANCE_SAFETY × tolerance` where
//! the generator's `OutputSpec::tolerance` is a worst-case bound on |a - b| it propagates
//! through the chain: each value carries a magnitude bound `m` and a difference bound `e`;
//! correctly rounded ops on equal operands (add, subtract, multiply, conversions, movement,
//! max/min, compare, floor, ...) keep `e = 0`, except f32 arithmetic reading the result of
//! f32 arithmetic, which gets one ulp (a GPU compiler may contract or reassociate the two:
//! lavapipe computes `(x·x)·c` as `x·(x·c)`); an op that is not correctly rounded (divide,
//! sqrt, exp, log, tanh, sine, pow, ...) adds `k` f32 ulps of its result's magnitude, `k` from
//! WGSL's accuracy requirements with margin (`ulps` in lib.rs); an op on operands that may
//! already differ carries their bounds through its derivative bound (`|a+b|`: `e_a + e_b`,
//! `a·b`: `e_a·m_b + e_b·m_a`, `exp`: `e^m·e`, `√`: `√e`, ...) and adds one rounding step of
//! its type (2u·m, u the type's unit roundoff); sums of `n` terms (reduce, dot) add
//! `2(n-1)u·Σ|x|` for the different summation orders. So the tolerance grows with the chain's
//! length and the reductions in it, and is 0 for chains of exactly computed ops.

use crate::{element_count, Dtype, OutputSpec, ParamSpec};

/// The factor on every generated tolerance (the bounds are worst cases already; this covers
/// the per-op ulp constants being estimates).
pub const TOLERANCE_SAFETY: f64 = 2.0;

/// The magnitude bound of float parameters made by [`make_inputs`].
pub const FLOAT_PARAM_MAG: f64 = 4.0;

/// A magnitude bound on the elements [`make_inputs`] makes for a parameter of type `dt`.
pub fn param_magnitude(dt: Dtype) -> f64 {
    if dt.is_float() {
        FLOAT_PARAM_MAG
    } else {
        dt.max_abs()
    }
}

/// xorshift64*: a small deterministic PRNG for seeds and inputs.
#[derive(Clone, Debug)]
pub struct XorShift(u64);

impl XorShift {
    pub fn new(seed: u64) -> XorShift {
        // Never zero; nearby seeds diverge after the first step.
        XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03 | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    pub fn fill(&mut self, buf: &mut [u8]) {
        for c in buf.chunks_mut(8) {
            let r = self.next_u64().to_le_bytes();
            c.copy_from_slice(&r[..c.len()]);
        }
    }
}

/// Bytes for every parameter of a program, deterministic in `seed`.
pub fn make_inputs(params: &[ParamSpec], seed: u64) -> Vec<Vec<u8>> {
    let mut r = XorShift::new(seed ^ 0x005E_ED0F_1A9E);
    params.iter().map(|p| make_input(p, &mut r)).collect()
}

/// Bytes for one parameter (see the module docs for the distribution).
pub fn make_input(spec: &ParamSpec, r: &mut XorShift) -> Vec<u8> {
    let n = element_count(&spec.dims) as usize;
    let dt = spec.dtype;
    let mut out = Vec::with_capacity(n * dt.byte_size());
    for _ in 0..n {
        if dt.is_float() {
            float_element(dt, r, &mut out);
        } else if dt == Dtype::Pred {
            out.push((r.next_u64() & 1) as u8);
        } else {
            let (lo, hi) = dt.int_range();
            let v: i128 = match r.below(4) {
                0 | 1 => {
                    let (a, b) = (lo.max(-100), hi.min(100));
                    a + r.below((b - a + 1) as u64) as i128
                }
                2 => [lo, hi, 0, 1, (-1i128).max(lo)][r.below(5) as usize],
                _ => lo + (r.next_u64() as i128).rem_euclid(hi - lo + 1),
            };
            out.extend_from_slice(&v.to_le_bytes()[..dt.byte_size()]);
        }
    }
    out
}

fn float_element(dt: Dtype, r: &mut XorShift, out: &mut Vec<u8>) {
    // (mantissa bits, exponent bias, total bits)
    let (mb, bias, bits) = match dt {
        Dtype::F16 => (10, 15, 16),
        Dtype::BF16 => (7, 127, 16),
        Dtype::F32 => (23, 127, 32),
        _ => (52, 1023, 64),
    };
    let bits_of = |sign: u64, e: i64, m: u64| -> u64 {
        (sign << (bits - 1)) | (((e + bias) as u64) << mb) | (m & ((1u64 << mb) - 1))
    };
    let v = if r.below(8) == 0 {
        // ±0, ±1, 0.5, 2, 3, -4
        match r.below(8) {
            0 => 0,
            1 => 1u64 << (bits - 1),
            2 => bits_of(0, 0, 0),
            3 => bits_of(1, 0, 0),
            4 => bits_of(0, -1, 0),
            5 => bits_of(0, 1, 0),
            6 => bits_of(0, 1, 1u64 << (mb - 1)),
            _ => bits_of(1, 2, 0),
        }
    } else {
        let sign = r.next_u64() & 1;
        let e = r.below(10) as i64 - 8;
        bits_of(sign, e, r.next_u64())
    };
    out.extend_from_slice(&v.to_le_bytes()[..(bits / 8) as usize]);
}

/// Element `i` of float bytes as f64.
pub fn float_at(dt: Dtype, bytes: &[u8], i: usize) -> f64 {
    let s = dt.byte_size();
    let b = &bytes[i * s..(i + 1) * s];
    match dt {
        Dtype::F16 => f16_to_f64(u16::from_le_bytes([b[0], b[1]])),
        Dtype::BF16 => f32::from_bits((u16::from_le_bytes([b[0], b[1]]) as u32) << 16) as f64,
        Dtype::F32 => f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64,
        Dtype::F64 => f64::from_le_bytes(b.try_into().unwrap()),
        _ => panic!("{dt:?} is not a float type"),
    }
}

/// The largest |a - b| over the elements of float output `spec` that compare unequal as
/// numbers (0 when all are equal, NaN matching NaN; infinite when one side is NaN or
/// infinite and the other not). For reporting how close results come to their tolerance.
pub fn max_abs_diff(spec: &OutputSpec, a: &[u8], b: &[u8]) -> f64 {
    if !spec.dtype.is_float() {
        return 0.0;
    }
    let n = element_count(&spec.dims) as usize;
    let mut worst = 0.0f64;
    for i in 0..n
        .min(a.len() / spec.dtype.byte_size())
        .min(b.len() / spec.dtype.byte_size())
    {
        let (x, y) = (float_at(spec.dtype, a, i), float_at(spec.dtype, b, i));
        if (x.is_nan() && y.is_nan()) || x == y {
            continue;
        }
        let d = (x - y).abs();
        worst = worst.max(if d.is_nan() { f64::INFINITY } else { d });
    }
    worst
}

/// The value of IEEE half-precision bits.
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    sign * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// The multi-dimensional index of flat element `i` of a row-major array of shape `dims`.
pub fn unflatten(dims: &[usize], mut i: usize) -> Vec<usize> {
    let mut idx = vec![0; dims.len()];
    for d in (0..dims.len()).rev() {
        if dims[d] > 0 {
            idx[d] = i % dims[d];
            i /= dims[d];
        }
    }
    idx
}

/// Compares output `spec` as computed by two backends (`a` the reference). The error names
/// the first differing element, both values, the tolerance and how many elements differ.
pub fn compare(spec: &OutputSpec, a: &[u8], b: &[u8]) -> Result<(), String> {
    let n = element_count(&spec.dims) as usize;
    let want = n * spec.dtype.byte_size();
    if a.len() != want || b.len() != want {
        return Err(format!(
            "{}{:?}: {} and {} bytes, expected {want}",
            spec.dtype.name(),
            spec.dims,
            a.len(),
            b.len()
        ));
    }
    let tol = TOLERANCE_SAFETY * spec.tolerance;
    let mut first = None;
    let mut bad = 0usize;
    for i in 0..n {
        let ok = if spec.dtype.is_float() {
            let (x, y) = (float_at(spec.dtype, a, i), float_at(spec.dtype, b, i));
            (x.is_nan() && y.is_nan()) || x == y || (x - y).abs() <= tol
        } else {
            let s = spec.dtype.byte_size();
            a[i * s..(i + 1) * s] == b[i * s..(i + 1) * s]
        };
        if !ok {
            bad += 1;
            first.get_or_insert(i);
        }
    }
    let Some(i) = first else { return Ok(()) };
    let show = |bytes: &[u8]| -> String {
        if spec.dtype.is_float() {
            format!("{:e}", float_at(spec.dtype, bytes, i))
        } else {
            let s = spec.dtype.byte_size();
            let mut w = [0u8; 16];
            w[..s].copy_from_slice(&bytes[i * s..(i + 1) * s]);
            let mut v = i128::from_le_bytes(w);
            if spec.dtype.is_signed_int() && (v >> (8 * s - 1)) & 1 == 1 {
                v -= 1i128 << (8 * s);
            }
            v.to_string()
        }
    };
    Err(format!(
        "{}{:?}: element {:?} is {} on one backend and {} on the other (tolerance {:e}); {bad} of {n} elements differ",
        spec.dtype.name(),
        spec.dims,
        unflatten(&spec.dims, i),
        show(a),
        show(b),
        tol
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_deterministic_sized_and_bounded() {
        for dt in Dtype::ALL {
            let p = ParamSpec {
                dtype: dt,
                dims: vec![3, 50],
            };
            let a = make_inputs(std::slice::from_ref(&p), 7);
            assert_eq!(a, make_inputs(std::slice::from_ref(&p), 7));
            assert_eq!(a[0].len(), 150 * dt.byte_size());
            if dt.is_float() {
                for i in 0..150 {
                    let v = float_at(dt, &a[0], i);
                    assert!(v.abs() <= FLOAT_PARAM_MAG, "{dt:?} {v}");
                }
            }
            if dt == Dtype::Pred {
                assert!(a[0].iter().all(|&b| b <= 1));
            }
        }
    }

    #[test]
    fn f16_decoding() {
        assert_eq!(f16_to_f64(0x3c00), 1.0);
        assert_eq!(f16_to_f64(0xc000), -2.0);
        assert_eq!(f16_to_f64(0x7bff), 65504.0);
        assert_eq!(f16_to_f64(0x0001), 2f64.powi(-24));
        assert!(f16_to_f64(0x7e00).is_nan());
    }

    #[test]
    fn comparison_rule() {
        let spec = |dtype, tolerance| OutputSpec {
            dtype,
            dims: vec![2],
            tolerance,
        };
        let f = |x: [f32; 2]| x.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>();
        let s = spec(Dtype::F32, 0.0);
        assert!(compare(&s, &f([f32::NAN, -0.0]), &f([-f32::NAN, 0.0])).is_ok());
        assert!(compare(&s, &f([1.0, 2.0]), &f([1.0, 2.0000002])).is_err());
        assert!(compare(
            &spec(Dtype::F32, 1e-6),
            &f([1.0, 2.0]),
            &f([1.0, 2.0000002])
        )
        .is_ok());
        assert!(compare(&spec(Dtype::F32, 1.0), &f([1.0, f32::NAN]), &f([1.0, 2.0])).is_err());
        let e = compare(&spec(Dtype::S32, 0.0), &f([1.0, 2.0]), &f([1.0, 3.0])).unwrap_err();
        assert!(e.contains("element [1]"), "{e}");
    }
}
