//! The CHLO special functions beyond the gamma family: `erfc` for f64, `bessel_i1e`, `zeta`
//! and `polygamma`, decomposed into HLO ops with the op sequence and constants of XLA's CHLO
//! legalization (as `as_hlo_text()` prints it), so results match XLA bit for bit where the
//! backend's elementwise ops do.
//!
//! Callers widen f16/bf16 to f32 first, as XLA does; everything here works on one float type.
//! Nothing here parses text or looks at attributes.

// Coefficients are written with the digits XLA prints, so they can be compared by eye.
#![allow(clippy::excessive_precision)]

use super::chlo::{digamma, lgamma, E};
use crate::ir::*;

/// Cephes' erfc for doubles: `1 - x·T(x²)/U(x²)` below |x| < 1, else `exp(-x²)·P(|x|)/Q(|x|)`
/// (|x| < 8) or `exp(-x²)·R(|x|)/S(|x|)`, zero past exp underflow, reflected for negative x.
pub(super) fn erfc_f64(e: &mut E<'_>, x: InstId) -> InstId {
    use ComparisonDirection::*;
    const T: [f64; 5] = [
        9.6049737398705162,
        90.026019720384269,
        2232.0053459468431,
        7003.3251411280507,
        55592.301301039493,
    ];
    const U: [f64; 5] = [
        33.561714164750313,
        521.35794978015269,
        4594.3238297098014,
        22629.000061389095,
        49267.394260863592,
    ];
    const P: [f64; 9] = [
        2.4619698147353052e-10,
        0.56418956483106886,
        7.4632105644226989,
        48.637197098568137,
        196.5208329560771,
        526.44519499547732,
        934.52852717195765,
        1027.5518868951572,
        557.53533536939938,
    ];
    const Q: [f64; 8] = [
        13.228195115474499,
        86.707214088598974,
        354.93777888781989,
        975.70850174320549,
        1823.9091668790973,
        2246.3376081871097,
        1656.6630919416134,
        557.53534081772773,
    ];
    const R: [f64; 6] = [
        0.56418958354775506,
        1.275366707599781,
        5.0190504225118051,
        6.160210979930536,
        7.4097426995044895,
        2.9788666537210022,
    ];
    const S: [f64; 6] = [
        2.2605286322011726,
        9.3960352493800148,
        12.048953980809666,
        17.081445074756591,
        9.6089680906328585,
        3.3690764510008151,
    ];
    // |x| < 1: erfc = 1 - erf, with erf from the T/U rational function of x².
    let ax = e.un(UnaryOp::Abs, x);
    let one = e.c(1.0);
    let small = e.cmp(Lt, ax, one);
    let z = e.mul(x, x);
    let t = e.poly(z, &T);
    let num = e.mul(x, t);
    let u = e.poly1(z, &U);
    let q = e.div(num, u);
    let small_r = e.sub(one, q);

    let zero = e.c(0.0);
    let neg = e.cmp(Lt, x, zero);
    let two = e.c(2.0);
    let z2 = e.mul(x, x);
    let nz = e.un(UnaryOp::Negate, z2);
    // -MAXLOG: exp(-x²) underflows below it.
    let maxlog = e.c(-709.782712893384);
    let underflow = e.cmp(Lt, nz, maxlog);
    let a = e.un(UnaryOp::Abs, x);
    let eight = e.c(8.0);
    let lt8 = e.cmp(Lt, a, eight);
    let ex = e.un(UnaryOp::Exp, nz);
    let p = e.poly(a, &P);
    let yp = e.mul(ex, p);
    let qq = e.poly1(a, &Q);
    let mid = e.div(yp, qq);
    let r = e.poly(a, &R);
    let yr = e.mul(ex, r);
    let s = e.poly1(a, &S);
    let far = e.div(yr, s);
    let y = e.sel(lt8, mid, far);
    let y = e.sel(underflow, zero, y);
    let refl = e.sub(two, y);
    let res = e.sel(neg, refl, y);
    e.sel(small, small_r, res)
}

/// Cephes' exponentially scaled modified Bessel function of order one: Chebyshev series in
/// `|x|/2 - 2` up to |x| ≤ 8, in `32/|x| - 2` (over √|x|) beyond, with x's sign.
pub(super) fn bessel_i1e(e: &mut E<'_>, x: InstId) -> InstId {
    use ComparisonDirection::*;
    // f32 uses Cephes' single-precision tables (float literals, as XLA's), f64 the double ones.
    const A32: [f32; 17] = [
        9.38153732e-09,
        -4.44505908e-08,
        2.00329481e-07,
        -8.56872e-07,
        3.47025139e-06,
        -1.32731639e-05,
        4.78156508e-05,
        -0.000161760821,
        0.000512286,
        -0.00151357241,
        0.0041564228,
        -0.0105640851,
        0.0247264486,
        -0.0529459827,
        0.102643661,
        -0.176416516,
        0.252587199,
    ];
    const B32: [f32; 7] = [
        -3.83538046e-09,
        -2.63146891e-08,
        -2.51223611e-07,
        -3.88256467e-06,
        -0.000110588939,
        -0.00976109784,
        0.778576255,
    ];
    const A64: [f64; 29] = [
        2.7779141127610464e-18,
        -2.111421214358166e-17,
        1.5536319577362005e-16,
        -1.1055969477353862e-15,
        7.6006842947354077e-15,
        -5.0421855047279118e-14,
        3.2237933659455748e-13,
        -1.9839743977649436e-12,
        1.1736186298890901e-11,
        -6.6634897235020271e-11,
        3.6255902815521172e-10,
        -1.8872497517228294e-09,
        9.3815373864957726e-09,
        -4.4450591287963281e-08,
        2.0032947535521353e-07,
        -8.5687202646954547e-07,
        3.4702513081376785e-06,
        -1.3273163656039436e-05,
        4.7815651075500542e-05,
        -0.00016176081582589674,
        0.00051228595616857576,
        -0.0015135724506312532,
        0.0041564229443128882,
        -0.010564084894626197,
        0.024726449030626516,
        -0.052945981208094989,
        0.10264365868984709,
        -0.17641651835783406,
        0.25258718644363365,
    ];
    const B64: [f64; 25] = [
        7.5172963108421052e-18,
        4.4143483230717077e-18,
        -4.6503053684893586e-17,
        -3.2095259219934238e-17,
        2.96262899764595e-16,
        3.3082023109209285e-16,
        -1.8803547755107825e-15,
        -3.8144030724370075e-15,
        1.0420276984128802e-14,
        4.272440016711951e-14,
        -2.1015418427726643e-14,
        -4.0835511110921974e-13,
        -7.1985517762459084e-13,
        2.0356285441470896e-12,
        1.4125807436613782e-11,
        3.2526035830154884e-11,
        -1.8974958123505413e-11,
        -5.5897434621965838e-10,
        -3.835380385964237e-09,
        -2.6314688468895196e-08,
        -2.5122362378702088e-07,
        -3.8825648088776906e-06,
        -0.00011058893876262371,
        -0.0097610974913614687,
        0.77857623501828011,
    ];
    let (a, b): (Vec<f64>, Vec<f64>) = if e.shape.ty == ElementType::F64 {
        (A64.to_vec(), B64.to_vec())
    } else {
        (
            A32.iter().map(|&c| c as f64).collect(),
            B32.iter().map(|&c| c as f64).collect(),
        )
    };
    let sg = e.un(UnaryOp::Sign, x);
    let ax = e.un(UnaryOp::Abs, x);
    let eight = e.c(8.0);
    let near = e.cmp(Le, ax, eight);
    let half = e.c(0.5);
    let h = e.mul(ax, half);
    let two = e.c(2.0);
    let t = e.sub(h, two);
    let ca = e.chebyshev(t, &a);
    let near_r = e.mul(ax, ca);
    let c32 = e.c(32.0);
    let d = e.div(c32, ax);
    let t2 = e.sub(d, two);
    let cb = e.chebyshev(t2, &b);
    let rt = e.un(UnaryOp::Sqrt, ax);
    let far_r = e.div(cb, rt);
    let r = e.sel(near, near_r, far_r);
    e.mul(sg, r)
}

/// The Hurwitz zeta function ζ(x, q): ten terms of the series, then the Euler–Maclaurin tail
/// (Horner form, twelve terms), with XLA's domain rules (NaN for x < 1 and for q ≤ 0 with
/// non-integer x; at q a non-positive integer +inf for even integer x else NaN; +inf at x = 1).
pub(super) fn zeta(e: &mut E<'_>, x: InstId, q: InstId) -> InstId {
    use ComparisonDirection::*;
    // 1/a_k for the Euler–Maclaurin coefficients a_k = (2k)!/B_2k of Cephes' zeta, highest
    // order first; the last one is 1/12.
    const INV_COEFFS: [f64; 12] = [
        -1.3954464685812522e-19,
        5.5090028283602295e-18,
        -2.1748686985580617e-16,
        8.5860620562778452e-15,
        -3.3896802963225832e-13,
        1.3382536530684679e-11,
        -5.2841901386874932e-10,
        2.08767569878681e-08,
        -8.2671957671957675e-07,
        3.3068783068783071e-05,
        -0.0013888888888888889,
        0.083333333333333329,
    ];
    // The smallest positive (subnormal) value of the type.
    let tiny = if e.shape.ty == ElementType::F64 {
        f64::from_bits(1)
    } else {
        f32::from_bits(1) as f64
    };
    let one = e.c(1.0);
    let x_is_one = e.cmp(Eq, x, one);
    let inf = e.c(f64::INFINITY);
    let zero = e.c(0.0);
    let q_le0 = e.cmp(Le, q, zero);
    let fq = e.un(UnaryOp::Floor, q);
    let q_int = e.cmp(Eq, q, fq);
    let at_pole = e.and(q_le0, q_int);
    let fx = e.un(UnaryOp::Floor, x);
    let x_int = e.cmp(Eq, x, fx);
    let two = e.c(2.0);
    let xr = e.bin(BinaryOp::Remainder, x, two);
    let x_even = e.cmp(Eq, xr, zero);
    let x_even_int = e.and(x_int, x_even);
    let nan = e.c(f64::NAN);
    let pole_r = e.sel(x_even_int, inf, nan);
    let fx2 = e.un(UnaryOp::Floor, x);
    let x_not_int = e.cmp(Ne, x, fx2);
    let domain_err = e.and(q_le0, x_not_int);
    let x_lt1 = e.cmp(Lt, x, one);

    // Σ_{i<10} (q+i)^-x, then a = q + 10 for the tail.
    let nx = e.un(UnaryOp::Negate, x);
    let mut a = q;
    let mut sum = e.bin(BinaryOp::Power, q, nx);
    for _ in 0..9 {
        a = e.add(a, one);
        let p = e.bin(BinaryOp::Power, a, nx);
        sum = e.add(sum, p);
    }
    a = e.add(a, one);
    let neg_power = e.bin(BinaryOp::Power, a, nx);
    // The tail is negligible when a^-x is below the sum's smallest representable fraction.
    let anp = e.un(UnaryOp::Abs, neg_power);
    let asum = e.un(UnaryOp::Abs, sum);
    let tiny_c = e.c(tiny);
    let scaled = e.mul(asum, tiny_c);
    let converged = e.cmp(Lt, anp, scaled);
    let npa = e.mul(neg_power, a);
    let xm1 = e.sub(x, one);
    let integral = e.div(npa, xm1);
    let s = e.add(sum, integral);
    let xa = e.div(x, a);
    let aa = e.mul(a, a);
    let inv_a2 = e.div(one, aa);
    // Horner over k = 10..0: h = (x+2k+2)(x+2k+1)·(h + 1/a_k)/a² (the first add of h = 0 is
    // exact and omitted, as in XLA's folded HLO).
    let mut horner = None;
    for (i, &c) in INV_COEFFS[..11].iter().enumerate() {
        let k1 = e.c((22 - 2 * i) as f64);
        let f1 = e.add(x, k1);
        let k2 = e.c((21 - 2 * i) as f64);
        let f2 = e.add(x, k2);
        let factor = e.mul(f1, f2);
        let cc = e.c(c);
        let inner = match horner {
            None => cc,
            Some(h) => e.add(h, cc),
        };
        let m = e.mul(inv_a2, inner);
        horner = Some(e.mul(factor, m));
    }
    let last = e.c(INV_COEFFS[11]);
    let h = match horner {
        Some(h) => e.add(h, last),
        None => last,
    };
    let xah = e.mul(xa, h);
    let half = e.c(0.5);
    let corr = e.add(xah, half);
    let tail = e.mul(neg_power, corr);
    let full = e.add(s, tail);
    let r = e.sel(converged, sum, full);
    let r = e.sel(x_lt1, nan, r);
    let r = e.sel(domain_err, nan, r);
    let r = e.sel(at_pole, pole_r, r);
    e.sel(x_is_one, inf, r)
}

/// ψ⁽ⁿ⁾(x) = (-1)ⁿ⁺¹ n! ζ(n+1, x), with n! as exp(lgamma(n+1)); digamma for n = 0 and NaN for
/// negative or non-integer n.
pub(super) fn polygamma(e: &mut E<'_>, n: InstId, x: InstId) -> InstId {
    use ComparisonDirection::*;
    let fl = e.un(UnaryOp::Floor, n);
    let n_not_int = e.cmp(Ne, n, fl);
    let zero = e.c(0.0);
    let n_neg = e.cmp(Lt, n, zero);
    let bad = e.or(n_not_int, n_neg);
    let nan = e.c(f64::NAN);
    let n_zero = e.cmp(Eq, n, zero);
    let dg = digamma(e, x);
    let two = e.c(2.0);
    let one = e.c(1.0);
    let nr = e.bin(BinaryOp::Remainder, n, two);
    let n2 = e.mul(nr, two);
    let sign = e.sub(n2, one);
    let n1 = e.add(n, one);
    let lg = lgamma(e, n1);
    let fact = e.un(UnaryOp::Exp, lg);
    let scale = e.mul(sign, fact);
    let z = zeta(e, n1, x);
    let r = e.mul(scale, z);
    let r = e.sel(n_zero, dg, r);
    e.sel(bad, nan, r)
}
