//! Complex functions that XLA does not compute as one op: its StableHLO-to-HLO conversion
//! expands them into real arithmetic (stablehlo's complex math expander, the
//! functional_algorithms formulations), which `as_hlo_text()` shows op by op. Evaluating the
//! same real ops in the same order on the CPU backend's own real functions gives the
//! StableHLO op (`log_plus_one`, `sqrt` on c64/c128) the bits the HLO program of the same jax
//! function gets. Complex `rsqrt` stays one HLO op, which XLA:CPU's elemental emitter computes
//! in polar form; `c_rsqrt` follows that emitter. Scalar functions only; the caller maps them
//! over arrays. Must not round differently from the expansion: no fused multiply-adds, no
//! reordered sums.

use super::elem::FloatElem;

/// Dekker's split of `v` into a high part with half the mantissa and the rest:
/// `(hi, lo)` with `hi + lo == v`, using the split constant `c` = 2^ceil(p/2) + 1.
fn split<T: FloatElem>(v: T, c: T) -> (T, T) {
    let t = v * c;
    let hi = t + (v - t);
    (hi, v - hi)
}

/// `v²` as `(v·v, error)` by Dekker's product, in the expander's op order.
fn square_dekker<T: FloatElem>(v: T, c: T) -> (T, T) {
    let sq = v * v;
    let (hi, lo) = split(v, c);
    let hl = hi * lo;
    let err = -sq + hi * hi + hl + hl + lo * lo;
    (sq, err)
}

/// The rounding error of `sum = a + b` (Knuth's 2Sum), given `sum`.
fn two_sum_error<T: FloatElem>(a: T, b: T, sum: T) -> T {
    let bv = sum - a;
    let av = sum - bv;
    (a - av) + (b - bv)
}

/// log(1 + z) for complex z = x + iy: the real part from `log(mx) + log1p((mn/mx)²)/2` for
/// huge parts, `log((x+1)² + y²)/2` near z = -1, else `log1p(2x + x² + y²)/2` with the squares
/// as Dekker products summed by 2Sum; the imaginary part `atan2(y, x + 1)`.
pub(super) fn c_log1p<T: FloatElem>(z: [T; 2]) -> [T; 2] {
    let (x, y) = (z[0], z[1]);
    let one = T::ONE;
    let half = T::from_f64(0.5);
    let wide = std::mem::size_of::<T>() == 8;
    let c = T::from_f64(if wide { 134_217_729.0 } else { 4097.0 });
    // sqrt(largest finite) / 100, computed in the type as the expander's constant is.
    let largest = T::from_f64(if wide { f64::MAX } else { f32::MAX as f64 });
    let (ax, ay) = (x.abs(), y.abs());
    let mx = ax.xmax(ay);
    let mn = ax.xmin(ay);
    let huge = mx > largest.sqrt() * T::from_f64(0.01);
    let ratio = mn / mx;
    let r_huge = mx.ln() + (if mn == mx { one } else { ratio * ratio }).ln1p() * half;
    let xp1 = x + one;
    let near_minus_one = xp1.abs() + ay < T::from_f64(0.2);
    let r_near = (xp1 * xp1 + y * y).ln() * half;
    // 2x + y² + x² with the squares' rounding errors added back, each sum's error tracked.
    let x2 = x + x;
    let (yy, yyl) = square_dekker(y, c);
    let (xx, xxl) = square_dekker(x, c);
    let s1 = x2 + yy;
    let s2 = s1 + xx;
    let s3 = s2 + yyl;
    let s4 = s3 + xxl;
    let err = two_sum_error(x2, yy, s1)
        + two_sum_error(s1, xx, s2)
        + two_sum_error(s2, yyl, s3)
        + two_sum_error(s3, xxl, s4);
    let r_sum = (s4 + err).ln1p() * half;
    let re = if huge {
        r_huge
    } else if near_minus_one {
        r_near
    } else {
        r_sum
    };
    [re, y.atan2(xp1)]
}

/// hypot(a, b) for a, b ≥ 0 as the expander writes it: `mx·√2` when equal, else
/// `mx·√(1 + r²)` with r = mn/mx, or `mx + mx·r²/2` where that square root rounds to 1.
fn hypot_expanded<T: FloatElem>(a: T, b: T) -> T {
    let (one, two) = (T::ONE, T::from_f64(2.0));
    let sqrt2 = T::from_f64(std::f64::consts::SQRT_2);
    let mx = a.xmax(b);
    let mn = a.xmin(b);
    let r = mn / mx;
    let r2 = r * r;
    let sq = (r2 + one).sqrt();
    let small = sq == one && r2 > T::ZERO;
    if mx == mn {
        mx * sqrt2
    } else if small {
        mx + mx * r2 / two
    } else {
        mx * sq
    }
}

/// √z for complex z = x + iy, as stablehlo's complex math expander writes it: the larger
/// result component from `u = √((hypot(|x|, |y|) + |x|)/2)` (rescaled where u under- or
/// overflows), the smaller as `|y|/(2u)`, so neither loses digits to cancellation; signs from
/// x and y. Evaluates the expansion's every branch value as the select chain does.
pub(super) fn c_sqrt<T: FloatElem>(z: [T; 2]) -> [T; 2] {
    let (x, y) = (z[0], z[1]);
    let (zero, one, two) = (T::ZERO, T::ONE, T::from_f64(2.0));
    let sqrt2 = T::from_f64(std::f64::consts::SQRT_2);
    // √(1 + √2) and √2·√(1 + √2), the expansion's constants.
    let c1 = T::from_f64(1.5537739740300374);
    let c2 = T::from_f64(2.19736822693562);
    let inf = T::from_f64(f64::INFINITY);
    let (ax, ay) = (x.abs(), y.abs());
    let eq = ax == ay;
    let sq_ax = ax.sqrt();
    let eq_re = sq_ax * c1 / sqrt2;
    let h = hypot_expanded(ax, ay);
    let u = (h / two + ax / two).sqrt();
    let u_bad = u == zero || u == inf;
    let (gt, lt) = (ax > ay, ax < ay);
    let ratio = if eq {
        one
    } else if lt {
        ax / ay
    } else {
        ay / ax
    };
    let h1 = hypot_expanded(ratio.abs(), one);
    let s165 = (h1 + one).sqrt();
    let sq_ay = ay.sqrt();
    let s170 = (ratio + h1).sqrt();
    let big_scaled = if gt {
        sq_ax * (s165 / sqrt2)
    } else {
        sq_ay * (s170 / sqrt2)
    };
    let big = if eq {
        eq_re
    } else if u_bad {
        big_scaled
    } else {
        u
    };
    let q = if eq {
        one
    } else if lt {
        sq_ax / sq_ay
    } else {
        sq_ay / sq_ax
    };
    let small_scaled = if gt {
        sq_ay * q / (s165 * sqrt2)
    } else {
        sq_ay / (s170 * sqrt2)
    };
    let small = if eq {
        sq_ay / c2
    } else if u_bad {
        small_scaled
    } else {
        ay / (u * two)
    };
    let neg_y = y < zero;
    let re = if x >= zero { big } else { small };
    let im = if x < zero {
        if neg_y {
            -big
        } else {
            big
        }
    } else if neg_y {
        -small
    } else {
        small
    };
    [re, im]
}

/// 1/√z as XLA:CPU's elemental emitter computes complex `rsqrt` (one HLO op, not expanded):
/// `r = rsqrt(max(|x|,|y|))·rsqrt(√(1 + (min/max)²))` (rsqrt(min) where that is NaN), the angle
/// `-atan2(y, x)/2`, the result `r·(cos, sin)`; 1/0 is (inf, NaN), an infinite part gives
/// signed zeros.
pub(super) fn c_rsqrt<T: FloatElem>(z: [T; 2]) -> [T; 2] {
    let (a, b) = (z[0], z[1]);
    let (zero, one) = (T::ZERO, T::ONE);
    let inf = T::from_f64(f64::INFINITY);
    let rsqrt = |v: T| one / v.sqrt();
    let (abs_a, abs_b) = (a.abs(), b.abs());
    let mx = abs_a.xmax(abs_b);
    let mn = abs_a.xmin(abs_b);
    let div = mn / mx;
    let root = (one + div * div).sqrt();
    let prod = rsqrt(mx) * rsqrt(root);
    let r = if prod.is_nan() { rsqrt(mn) } else { prod };
    let angle = b.atan2(a) * T::from_f64(-0.5);
    let (cos, sin) = (angle.cos(), angle.sin());
    let signed_zero = |v: T| if v.is_sign_negative() { -zero } else { zero };
    if b == zero && a == zero {
        return [inf, T::from_f64(f64::NAN)];
    }
    if (abs_b == inf && a.is_nan()) || abs_a == inf {
        return [signed_zero(a), -signed_zero(b)];
    }
    [r * cos, r * sin]
}

#[cfg(test)]
mod tests {
    use super::{c_log1p, c_rsqrt, c_sqrt};

    fn f(b: u32) -> f32 {
        f32::from_bits(b)
    }

    /// Distance in ulp between an f32 and jaxlib's bits (NaN against NaN is 0).
    fn ulps(a: f32, b: u32) -> i64 {
        if a.is_nan() && f(b).is_nan() {
            return 0;
        }
        (a.to_bits() as i32 as i64 - b as i32 as i64).abs()
    }

    /// jaxlib 0.10.2's `lax.sqrt` on c64 within 1 ulp: cancellation-prone inputs (x ≫ |y|,
    /// x < 0 with tiny y), equal parts, zeros, infinities, NaN, huge parts. The ulp: XLA's
    /// algebraic simplifier turns the expansion's divisions by a constant (√2, its constant
    /// for equal parts) into multiplications by the rounded reciprocal, while webxla divides
    /// as the HLO text says (so that HLO and StableHLO agree bit for bit here).
    #[test]
    fn sqrt_c64_matches_jaxlib() {
        for &(x, y, re, im, _, _) in super::tests_data::SQRT_RSQRT_C64 {
            let got = c_sqrt([f(x), f(y)]);
            assert!(
                ulps(got[0], re) <= 1 && ulps(got[1], im) <= 1,
                "sqrt({:e}, {:e}) = ({:e}, {:e}), jaxlib ({:e}, {:e})",
                f(x),
                f(y),
                got[0],
                got[1],
                f(re),
                f(im)
            );
        }
    }

    /// jaxlib 0.10.2's `lax.rsqrt` on c64 (XLA:CPU's polar form) within 4 ulp: atan2, sin and
    /// cos are the platform's, not XLA's own, so the last bits may differ.
    #[test]
    fn rsqrt_c64_matches_jaxlib() {
        for &(x, y, _, _, re, im) in super::tests_data::SQRT_RSQRT_C64 {
            let got = c_rsqrt([f(x), f(y)]);
            assert!(
                ulps(got[0], re) <= 4 && ulps(got[1], im) <= 4,
                "rsqrt({:e}, {:e}) = ({:e}, {:e}), jaxlib ({:e}, {:e})",
                f(x),
                f(y),
                got[0],
                got[1],
                f(re),
                f(im)
            );
        }
    }

    /// jaxlib 0.10.2's `lax.log1p` on c64, including the cancellation cases (x near -y²/2,
    /// near -1, near -2) and huge parts, as bits of (re, im).
    #[test]
    fn log1p_c64_matches_jaxlib() {
        for &(x, y, re, im) in super::tests_data::LOG1P_C64 {
            let got = c_log1p([f32::from_bits(x), f32::from_bits(y)]);
            let ulps = |a: f32, b: u32| (a.to_bits() as i64 - b as i64).abs();
            assert!(
                ulps(got[0], re) <= 2 && ulps(got[1], im) <= 2,
                "log1p({:e}, {:e}) = ({:e}, {:e}), jaxlib ({:e}, {:e})",
                f32::from_bits(x),
                f32::from_bits(y),
                got[0],
                got[1],
                f32::from_bits(re),
                f32::from_bits(im)
            );
        }
    }
}

#[cfg(test)]
mod tests_data {
    /// (re, im, jaxlib re, jaxlib im) as f32 bits, from `jax.jit(lax.log1p)` on the CPU.
    pub(super) const LOG1P_C64: &[(u32, u32, u32, u32)] = &[
        (0x3a83126f, 0xb50637bd, 0x3a8301ab, 0xb5061569),
        (0xbca3d70a, 0x3e4ccccd, 0x3951aca2, 0x3e4e2612),
        (0xb8d1b717, 0x3c67ab75, 0xb2d87d2a, 0x3c67ad70),
        (0xbf000000, 0x3f800000, 0x3de47fbe, 0x3f8db70d),
        (0xbf666666, 0x3dcccccd, 0xbffa5e9a, 0x3f490fd9),
        (0xbf866666, 0xbd4ccccd, 0xc0298bd3, 0xc016cbe2),
        (0xc0000000, 0x3c23d70a, 0x3851b468, 0x40486c05),
        (0xbffeb852, 0xba83126f, 0xbc24a7fc, 0xc048ff4e),
        (0x40400000, 0x40800000, 0x3fddce9e, 0x3f490fdb),
        (0x60ad78ec, 0x5f0ac723, 0x42383a09, 0x3dcc1f14),
        (0xe9045951, 0xf2177617, 0x428c5a32, 0xbfc90ff6),
        (0x0da24260, 0x0da24260, 0x0da24260, 0x0da24260),
        (0x3e99999a, 0xbf333333, 0x3ec781d6, 0xbefce5e3),
        (0x41200000, 0xbf000000, 0x40198806, 0xbd3a0dc3),
        (0xbe4ccccd, 0x3f19999a, 0x324ccccd, 0x3f24bc7d),
        (0x00000000, 0x00000000, 0x00000000, 0x00000000),
    ];
    /// (re, im, sqrt re, sqrt im, rsqrt re, rsqrt im) as f32 bits, from `jax.jit(lax.sqrt)` and
    /// `jax.jit(lax.rsqrt)` on the CPU. No subnormal parts: XLA:CPU reads them as zero (DAZ),
    /// the CPU backend does not.
    pub(super) const SQRT_RSQRT_C64: &[(u32, u32, u32, u32, u32, u32)] = &[
        (
            0x3f800000, 0x3a83126f, 0x3f800001, 0x3a03126e, 0x3f7ffffa, 0xba03126a,
        ),
        (
            0x461c4000, 0x3f000000, 0x42c80000, 0x3b23d70a, 0x3c23d70a, 0xb48637bd,
        ),
        (
            0x42c80000, 0x358637bd, 0x41200000, 0x3356bf95, 0x3dcccccd, 0xb009705f,
        ),
        (
            0xc2c80000, 0x358637bd, 0x3356bf95, 0x41200000, 0xb19630f2, 0xbdcccccd,
        ),
        (
            0xbf800000, 0x00000000, 0x00000000, 0x3f800000, 0xb33bbd2e, 0xbf800000,
        ),
        (
            0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x7f800000, 0x7fc00000,
        ),
        (
            0x00000000, 0xc0000000, 0x3f800000, 0xbf800000, 0x3effffff, 0x3effffff,
        ),
        (
            0x80000000, 0x3f800000, 0x3f3504f3, 0x3f3504f3, 0x3f3504f3, 0xbf3504f3,
        ),
        (
            0x40400000, 0xc0400000, 0x3ff394bd, 0xbf49ca04, 0x3ee5a680, 0x3e3e3fa6,
        ),
        (
            0xc0400000, 0x40400000, 0x3f49ca04, 0x3ff394bd, 0x3e3e3fa5, 0xbee5a680,
        ),
        (
            0x0da24260, 0x7149f2ca, 0x5820c708, 0x5820c708, 0x264bcf45, 0xa64bcf45,
        ),
        (
            0x7149f2ca, 0x0da24260, 0x58635fa9, 0x00000000, 0x26901d7d, 0x80000000,
        ),
        (
            0xf149f2ca, 0x3a83126f, 0x211392ef, 0x58635fa9, 0x9a536014, 0xa6901d7d,
        ),
        (
            0x40800000, 0xb3d6bf95, 0x40000000, 0xb2d6bf95, 0x3f000000, 0x31d6bf95,
        ),
        (
            0x40000000, 0x40000000, 0x3fc6e210, 0x3f24c298, 0x3f0ca1ae, 0xbe69018a,
        ),
        (
            0xc0000000, 0xc0000000, 0x3f24c298, 0xbfc6e210, 0x3e690189, 0x3f0ca1ae,
        ),
        (
            0x7f800000, 0x3f800000, 0x7f800000, 0x00000000, 0x00000000, 0x80000000,
        ),
        (
            0xff800000, 0x3f800000, 0x00000000, 0x7f800000, 0x80000000, 0x80000000,
        ),
        (
            0x3f800000, 0x7f800000, 0x7f800000, 0x7f800000, 0x00000000, 0x80000000,
        ),
        (
            0x7fc00000, 0x3f800000, 0x7fc00000, 0x7fc00000, 0x7fc00000, 0x7fc00000,
        ),
        (
            0x3f000000, 0x80000000, 0x3f3504f3, 0x00000000, 0x3fb504f3, 0x00000000,
        ),
        (
            0xc0e80000, 0xb8d1b717, 0x379bc5c5, 0xc02c5345, 0x362b3c5f, 0x3ebe26eb,
        ),
        (
            0x7f61b1e6, 0x7f61b1e6, 0x5f840ba8, 0x5edac7bb, 0x1f53d0a9, 0x9eaf792f,
        ),
        (
            0x4033ea4e, 0x409dad65, 0x4003d0e3, 0x3f991cd9, 0x3eb9e33d, 0xbe57eba0,
        ),
        (
            0x3f877bf4, 0xc039ede6, 0x3fb8644e, 0xbf811139, 0x3eee8b1e, 0x3ea6f8ac,
        ),
        (
            0x400645d4, 0x40627864, 0x3fe194f0, 0x3f808110, 0x3edb5777, 0xbe79e61a,
        ),
        (
            0xc0837d1a, 0x3ffe9b16, 0x3ef482f1, 0x400548c8, 0x3dd63de3, 0xbee99179,
        ),
        (
            0x3fa75080, 0xc03220c3, 0x3fbd779c, 0xbf70adcc, 0x3ef677dc, 0x3e9c8b1d,
        ),
        (
            0x4099dc03, 0xc049bf00, 0x40130aff, 0xbf2f9e67, 0x3ecc9afa, 0x3df45e20,
        ),
        (
            0xbf441530, 0x4091548b, 0x3fb15b3f, 0x3fd1c5d2, 0x3e9a082a, 0xbeb62f5f,
        ),
        (
            0xc0780fe1, 0xbfcc3d6e, 0x3ecb6227, 0xc0008a01, 0x3dc216b3, 0x3ef55458,
        ),
        (
            0x4092a530, 0xbf1607b3, 0x400948d4, 0xbe0be234, 0x3eedb906, 0x3cf23931,
        ),
        (
            0x3fe141d8, 0x3fc7cab4, 0x3fb789ec, 0x3f0b55bb, 0x3f1c0cfa, 0xbe6cef29,
        ),
        (
            0xc041cbf1, 0xbf18d3bf, 0x3e2ecf7b, 0xbfdfce81, 0x3d628f09, 0x3f110792,
        ),
        (
            0x3fdc3c61, 0xc09fea55, 0x3fef90f2, 0xbfaae2a1, 0x3eb54f11, 0x3e815463,
        ),
    ];
}
