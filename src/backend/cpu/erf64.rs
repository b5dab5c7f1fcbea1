//! Double-precision erf as jaxlib computes it on the CPU: XLA:CPU emits a call to the C
//! library's `erf` for f64, and on Linux that is glibc's (Sun's fdlibm rational
//! approximations per range, with glibc's even/odd split of each polynomial). The same
//! operations in the same order reproduce it bit for bit wherever `f64::exp` is glibc's
//! (native Linux builds); elsewhere (wasm32) `exp` differs in the last bit now and then and
//! so, for |x| >= 1.25, may erf. Pure arithmetic: no tables, no state.

#![allow(clippy::excessive_precision)]

/// erf(x) - x = x·efx for tiny x (efx = 2/sqrt(pi) - 1).
const EFX: f64 = 1.28379167095512586316e-01;
/// erf(1) rounded to 24 bits: the base of the [0.84375, 1.25) range.
const ERX: f64 = 8.45062911510467529297e-01;
/// |x| < 0.84375: erf(x) = x + x·P(x²)/Q(x²).
const PP: [f64; 5] = [
    1.28379167095512558561e-01,
    -3.25042107247001499370e-01,
    -2.84817495755985104766e-02,
    -5.77027029648944159157e-03,
    -2.37630166566501626084e-05,
];
const QQ: [f64; 6] = [
    1.0,
    3.97917223959155352819e-01,
    6.50222499887672944485e-02,
    5.08130628187576562776e-03,
    1.32494738004321644526e-04,
    -3.96022827877536812320e-06,
];
/// 0.84375 <= |x| < 1.25: erf(x) = erx + P(s)/Q(s), s = |x| - 1.
const PA: [f64; 7] = [
    -2.36211856075265944077e-03,
    4.14856118683748331666e-01,
    -3.72207876035701323847e-01,
    3.18346619901161753674e-01,
    -1.10894694282396677476e-01,
    3.54783043256182359371e-02,
    -2.16637559486879084300e-03,
];
const QA: [f64; 7] = [
    1.0,
    1.06420880400844228286e-01,
    5.40397917702171048937e-01,
    7.18286544141962662868e-02,
    1.26171219808761642112e-01,
    1.36370839120290507362e-02,
    1.19844998467991074170e-02,
];
/// 1.25 <= |x| < 1/0.35: erfc(x) = exp(-x² - 0.5625 + R(s)/S(s)) / x, s = 1/x².
const RA: [f64; 8] = [
    -9.86494403484714822705e-03,
    -6.93858572707181764372e-01,
    -1.05586262253232909814e+01,
    -6.23753324503260060396e+01,
    -1.62396669462573470355e+02,
    -1.84605092906711035994e+02,
    -8.12874355063065934246e+01,
    -9.81432934416914548592e+00,
];
const SA: [f64; 9] = [
    1.0,
    1.96512716674392571292e+01,
    1.37657754143519042600e+02,
    4.34565877475229228821e+02,
    6.45387271733267880336e+02,
    4.29008140027567833386e+02,
    1.08635005541779435134e+02,
    6.57024977031928170135e+00,
    -6.04244152148580987438e-02,
];
/// 1/0.35 <= |x| < 6: as above with other coefficients.
const RB: [f64; 7] = [
    -9.86494292470009928597e-03,
    -7.99283237680523006574e-01,
    -1.77579549177547519889e+01,
    -1.60636384855821916062e+02,
    -6.37566443368389627722e+02,
    -1.02509513161107724954e+03,
    -4.83519191608651397019e+02,
];
const SB: [f64; 8] = [
    1.0,
    3.03380607434824582924e+01,
    3.25792512996573918826e+02,
    1.53672958608443695994e+03,
    3.19985821950859553908e+03,
    2.55305040643316442583e+03,
    4.74528541206955367215e+02,
    -2.24409524465858183362e+01,
];

/// A polynomial in `t` evaluated as glibc does: coefficient pairs `c[2k] + t·c[2k+1]`
/// summed with powers of t², lowest first (`(c0 + t c1) + t²(c2 + t c3) + t⁴(...) + ...`).
fn pairs(c: &[f64], t: f64) -> f64 {
    let t2 = t * t;
    let mut sum = 0.0;
    let mut power = 1.0;
    for (k, pair) in c.chunks(2).enumerate() {
        let term = match pair {
            [a, b] => a + t * b,
            [a] => *a,
            _ => 0.0,
        };
        // glibc's powers: t², t⁴ = t²·t², t⁶ = t⁴·t², t⁸ = t⁴·t⁴.
        power = match k {
            0 => 1.0,
            1 => t2,
            2 => t2 * t2,
            3 => power * t2,
            _ => {
                let t4 = t2 * t2;
                t4 * t4
            }
        };
        sum = if k == 0 { term } else { sum + power * term };
    }
    sum
}

/// The high 32 bits of `x` without the sign.
fn high_word(x: f64) -> u32 {
    ((x.to_bits() >> 32) as u32) & 0x7fff_ffff
}

/// erf(x) for f64, glibc's algorithm.
pub(crate) fn erf_f64(x: f64) -> f64 {
    let ix = high_word(x);
    let negative = x.is_sign_negative();
    if x.is_nan() {
        return x;
    }
    if ix >= 0x7ff0_0000 {
        return if negative { -1.0 } else { 1.0 };
    }
    if ix < 0x3feb_0000 {
        // |x| < 0.84375
        if ix < 0x3e30_0000 {
            // |x| < 2^-28: erf(x) = x + efx·x (scaled up first below the normal range).
            if ix < 0x0080_0000 {
                return 0.0625 * (16.0 * x + (16.0 * EFX) * x);
            }
            return x + EFX * x;
        }
        let z = x * x;
        let y = pairs(&PP, z) / pairs(&QQ, z);
        return x + x * y;
    }
    if ix < 0x3ff4_0000 {
        // 0.84375 <= |x| < 1.25
        let s = x.abs() - 1.0;
        let q = pairs(&PA, s) / pairs(&QA, s);
        return if negative { -ERX - q } else { ERX + q };
    }
    if ix >= 0x4018_0000 {
        // |x| >= 6: ±(1 - tiny), which rounds to ±1.
        return if negative { -1.0 } else { 1.0 };
    }
    let ax = x.abs();
    let s = 1.0 / (ax * ax);
    let (r, big_s) = if ix < 0x4006_db6e {
        (pairs(&RA, s), pairs(&SA, s))
    } else {
        (pairs(&RB, s), pairs(&SB, s))
    };
    // z: |x| with the low 32 bits cleared, so that z² is exact.
    let z = f64::from_bits(ax.to_bits() & 0xffff_ffff_0000_0000);
    let r = (-z * z - 0.5625).exp() * ((z - ax) * (z + ax) + r / big_s).exp();
    if negative {
        r / ax - 1.0
    } else {
        1.0 - r / ax
    }
}

#[cfg(test)]
mod tests {
    use super::erf_f64;

    /// jaxlib 0.10.2's f64 erf (glibc's) at points of every range, as bits.
    #[test]
    fn matches_jaxlib_bits() {
        for (x, bits) in super::tests_data::JAXLIB {
            let got = erf_f64(*x);
            // Past |x| >= 1.25 the result goes through exp, which is glibc's only on Linux.
            if x.abs() < 1.25 || cfg!(all(target_os = "linux", target_env = "gnu")) {
                assert_eq!(got.to_bits(), *bits, "erf({x:e}) = {got:e}");
            } else {
                let want = f64::from_bits(*bits);
                assert!((got - want).abs() <= 2.0 * f64::EPSILON, "erf({x:e})");
            }
        }
    }

    #[test]
    fn ends_and_signs() {
        assert_eq!(erf_f64(0.0).to_bits(), 0.0f64.to_bits());
        assert_eq!(erf_f64(-0.0).to_bits(), (-0.0f64).to_bits());
        assert_eq!(erf_f64(f64::INFINITY), 1.0);
        assert_eq!(erf_f64(f64::NEG_INFINITY), -1.0);
        assert!(erf_f64(f64::NAN).is_nan());
        for x in [
            5e-324, 1e-300, 1e-10, 0.5, 0.9, 1.2, 2.0, 3.0, 5.9, 6.0, 1e300,
        ] {
            let e = erf_f64(x);
            assert!(e > 0.0 && e <= 1.0, "erf({x}) = {e}");
            assert_eq!(erf_f64(-x), -e);
        }
    }
}

#[cfg(test)]
mod tests_data {
    /// (x, jaxlib 0.10.2's erf(x) bits) from `jax.jit(lax.erf)` on the CPU.
    pub(super) const JAXLIB: &[(f64, u64)] = &[
        (1e-300, 0x01a82e6d98711d3a),
        (3e-09, 0x3e2d13feffa9194b),
        (1e-05, 0x3ee7a9f084b5e44c),
        (0.1, 0x3fbcca5ea24fb334),
        (0.5, 0x3fe0a7ef5c18edd2),
        (0.84, 0x3fe87c0c914f1a59),
        (0.84375, 0x3fe88d1cd474a2e0),
        (0.9, 0x3fe98045a6c8a2e6),
        (1.0, 0x3feaf767a741088b),
        (1.1, 0x3fec2aa3d27302c0),
        (1.2499, 0x3fed88343dd2d31d),
        (1.25, 0x3fed8865d98abe00),
        (1.7, 0x3fef7b3620b8747b),
        (2.5, 0x3feffcaa8f4c9bea),
        (2.857, 0x3fefff9019809317),
        (2.8572, 0x3fefff903c085435),
        (3.3, 0x3feffff9966790c8),
        (4.0, 0x3feffffff7b91176),
        (5.5, 0x3fefffffffffffbe),
        (5.99, 0x3ff0000000000000),
        (6.0, 0x3ff0000000000000),
        (7.0, 0x3ff0000000000000),
        (-0.3, 0xbfd50838881dea0f),
        (-1.0, 0xbfeaf767a741088b),
        (-2.2, 0xbfeff0bd54025381),
        (-4.4, 0xbfefffffffbcc4d3),
    ];
}
