//! Complex functions that XLA does not compute as one op: its StableHLO-to-HLO conversion
//! expands them into real arithmetic (stablehlo's complex math expander, the
//! functional_algorithms formulations), which `as_hlo_text()` shows op by op. Evaluating the
//! same real ops in the same order on the CPU backend's own real functions gives the
//! StableHLO op (`log_plus_one` on c64/c128) the bits the HLO program of the same jax
//! function gets. Scalar functions only; the caller maps them over arrays.

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

#[cfg(test)]
mod tests {
    use super::c_log1p;

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
}
