//! CHLO ops on complex operands (`square`, `sinh`, `cosh`, `asin`, `acos`, `asinh`, `acosh`,
//! `atan`, `atanh`),
//! decomposed into real arithmetic on the real and imaginary parts with the op sequence and
//! constants of XLA's CHLO legalization (the functional_algorithms formulations, as
//! `as_hlo_text()` prints them), so results match XLA bit for bit where the backend's real ops
//! do. Nothing here parses text.

use super::chlo::E;
use super::lower::Ctx;
use crate::ir::*;

/// The decomposition of `chlo.<name>` on the complex `z` of shape `zs`, or `None` where this
/// module has none for that op.
pub(super) fn lower_complex(
    ctx: &mut Ctx,
    name: &str,
    z: InstId,
    zs: &ArrayShape,
) -> Option<InstId> {
    if matches!(name, "sinh" | "cosh") {
        return sinh_cosh(ctx, name == "sinh", z, zs);
    }
    if !matches!(
        name,
        "square" | "asin" | "acos" | "asinh" | "acosh" | "atan" | "atanh"
    ) {
        return None;
    }
    let (part, re, im) = split_complex(ctx, z, zs)?;
    let mut e = E { ctx, shape: part };
    let (r, i) = match name {
        "square" => square(&mut e, re, im),
        "asin" | "acos" | "asinh" | "acosh" => asin_family(&mut e, name, re, im),
        "atanh" => atanh_kernel(&mut e, re, im),
        _ => {
            // atan(z) = -i·atanh(i·z), with i·z = (-im, re).
            let nim = e.un(UnaryOp::Negate, im);
            let (a, b) = atanh_kernel(&mut e, nim, re);
            let na = e.un(UnaryOp::Negate, a);
            (b, na)
        }
    };
    Some(e.ctx.add(
        Op::Binary(BinaryOp::Complex),
        vec![r, i],
        Shape::Array(zs.clone()),
    ))
}

/// The real and imaginary parts of complex `z` (of shape `zs`), and their real shape.
fn split_complex(
    ctx: &mut Ctx,
    z: InstId,
    zs: &ArrayShape,
) -> Option<(ArrayShape, InstId, InstId)> {
    let part = ArrayShape::new(zs.ty.complex_component()?, zs.dims.clone());
    let re = ctx.add(
        Op::Unary(UnaryOp::Real),
        vec![z],
        Shape::Array(part.clone()),
    );
    let im = ctx.add(
        Op::Unary(UnaryOp::Imag),
        vec![z],
        Shape::Array(part.clone()),
    );
    Some((part, re, im))
}

/// sinh(z) = exp(z + log ½) - exp(log ½ - z) and cosh(z) the sum, with XLA's complex exp.
fn sinh_cosh(ctx: &mut Ctx, sinh: bool, z: InstId, zs: &ArrayShape) -> Option<InstId> {
    // XLA builds log ½ as the complex log of the constant (½, 0), which is (ln ½, 0).
    let log_half = if zs.ty == ElementType::C128 {
        0.5f64.ln()
    } else {
        0.5f32.ln() as f64
    };
    let mut ez = E {
        ctx,
        shape: zs.clone(),
    };
    let c = ez.c(log_half);
    let w1 = ez.add(z, c);
    let w2 = ez.sub(c, z);
    let a = complex_exp(ez.ctx, w1, zs)?;
    let b = complex_exp(ez.ctx, w2, zs)?;
    let mut ez = E {
        ctx: ez.ctx,
        shape: zs.clone(),
    };
    Some(if sinh { ez.sub(a, b) } else { ez.add(a, b) })
}

/// XLA's complex exp: exp(re)·(cos im, sin im), as exp(re/2)² where exp(re) overflows, and an
/// exact zero imaginary part for a zero im.
fn complex_exp(ctx: &mut Ctx, w: InstId, zs: &ArrayShape) -> Option<InstId> {
    use ComparisonDirection::*;
    let (part, re, im) = split_complex(ctx, w, zs)?;
    let mut e = E { ctx, shape: part };
    let ex = e.un(UnaryOp::Exp, re);
    let inf = e.c(f64::INFINITY);
    let ovf = e.cmp(Eq, ex, inf);
    let half = e.c(0.5);
    let hre = e.mul(re, half);
    let eh = e.un(UnaryOp::Exp, hre);
    let cos = e.un(UnaryOp::Cosine, im);
    let a = e.mul(eh, cos);
    let a = e.mul(a, eh);
    let b = e.mul(ex, cos);
    let rr = e.sel(ovf, a, b);
    let zero = e.c(0.0);
    let im0 = e.cmp(Eq, im, zero);
    let sin = e.un(UnaryOp::Sine, im);
    let c = e.mul(eh, sin);
    let c = e.mul(c, eh);
    let d = e.mul(ex, sin);
    let ii = e.sel(ovf, c, d);
    let ii = e.sel(im0, zero, ii);
    Some(e.ctx.add(
        Op::Binary(BinaryOp::Complex),
        vec![rr, ii],
        Shape::Array(zs.clone()),
    ))
}

fn is_f64(e: &E<'_>) -> bool {
    e.shape.ty == ElementType::F64
}

/// z² as ((x-y)(x+y), 2xy), with an exact zero real part where |x| = |y| is finite.
fn square(e: &mut E<'_>, x: InstId, y: InstId) -> (InstId, InstId) {
    let fin = e.is_finite(x);
    let ax = e.un(UnaryOp::Abs, x);
    let ay = e.un(UnaryOp::Abs, y);
    let eq = e.cmp(ComparisonDirection::Eq, ax, ay);
    let exact_zero = e.and(fin, eq);
    let zero = e.c(0.0);
    let d = e.sub(x, y);
    let s = e.add(x, y);
    let p = e.mul(d, s);
    let re = e.sel(exact_zero, zero, p);
    let xy = e.mul(x, y);
    let two = e.c(2.0);
    let im = e.mul(xy, two);
    (re, im)
}

/// atanh(x + iy) as (real, imag): real = sign(x)·log1p(4·r)/4 with r = |x|/((1-|x|)² + y²)
/// (or its asymptotic forms for huge arguments), imag = atan2(2y, (1-|x|)(1+|x|) - y²)/2.
fn atanh_kernel(e: &mut E<'_>, x: InstId, y: InstId) -> (InstId, InstId) {
    use ComparisonDirection::*;
    // 1/ε² and 1/ε + 2 with ε = 2^-24 (f32) or 2^-53 (f64).
    let (big, inv_eps2) = if is_f64(e) {
        (2f64.powi(106), 2f64.powi(53) + 2.0)
    } else {
        (2f64.powi(48), 2f64.powi(24) + 2.0)
    };
    let zero = e.c(0.0);
    let ge0 = e.cmp(Ge, x, zero);
    let one = e.c(1.0);
    let mone = e.c(-1.0);
    let sx = e.sel(ge0, one, mone);
    let ax = e.un(UnaryOp::Abs, x);
    let bigc = e.c(big);
    let ax_ok = e.cmp(Lt, ax, bigc);
    let ay = e.un(UnaryOp::Abs, y);
    let ay_ok = e.cmp(Lt, ay, bigc);
    let inside = e.and(ax_ok, ay_ok);
    let omx = e.sub(one, ax);
    let omx2 = e.mul(omx, omx);
    let y2 = e.mul(y, y);
    let den = e.add(omx2, y2);
    let r_in = e.div(ax, den);
    let k = e.c(inv_eps2);
    let ayk = e.mul(ay, k);
    let y_tiny = e.cmp(Lt, ayk, ax);
    let r_tiny = e.div(one, ax);
    let inf = e.c(f64::INFINITY);
    let ninf = e.c(f64::NEG_INFINITY);
    let xpi = e.cmp(Eq, x, inf);
    let xni = e.cmp(Eq, x, ninf);
    let xinf = e.or(xpi, xni);
    let ypi = e.cmp(Eq, y, inf);
    let yni = e.cmp(Eq, y, ninf);
    let yinf = e.or(ypi, yni);
    let any_inf = e.or(xinf, yinf);
    let t1 = e.div(ax, y);
    let t2 = e.div(y, ax);
    let s = e.add(t1, t2);
    let q = e.div(one, s);
    let r_big = e.div(q, y);
    let r_big = e.sel(any_inf, zero, r_big);
    let r = e.sel(y_tiny, r_tiny, r_big);
    let r = e.sel(inside, r_in, r);
    let four = e.c(4.0);
    let r4 = e.mul(r, four);
    let l = e.un(UnaryOp::Log1p, r4);
    let sl = e.mul(sx, l);
    let quarter = e.c(0.25);
    let real = e.mul(sl, quarter);

    let y2x = e.add(y, y);
    let xp1 = e.add(ax, one);
    let m = e.mul(omx, xp1);
    let d = e.sub(m, y2);
    let at = e.bin(BinaryOp::Atan2, y2x, d);
    let yge0 = e.cmp(Ge, y, zero);
    let sy = e.sel(yge0, one, mone);
    let pi = e.c(std::f64::consts::PI);
    let spi = e.mul(sy, pi);
    let ang = e.sel(inside, at, spi);
    let half = e.c(0.5);
    let imag = e.mul(ang, half);
    (real, imag)
}

/// The scaled hypot of `a` and `b` (both ≥ 0) as the functional_algorithms kernel writes it:
/// `mx·√2` when equal, else `mx·√(1 + (mn/mx)²)` with a first-order form where that rounds to 1.
fn hypot(e: &mut E<'_>, a: InstId, b: InstId) -> InstId {
    use ComparisonDirection::*;
    let one = e.c(1.0);
    let mx = e.bin(BinaryOp::Maximum, a, b);
    let mn = e.bin(BinaryOp::Minimum, a, b);
    let eq = e.cmp(Eq, mx, mn);
    let sqrt2 = e.c(std::f64::consts::SQRT_2);
    let mx_sqrt2 = e.mul(mx, sqrt2);
    let ratio = e.div(mn, mx);
    let r2 = e.mul(ratio, ratio);
    let r2p1 = e.add(r2, one);
    let sqa = e.un(UnaryOp::Sqrt, r2p1);
    let sqa_one = e.cmp(Eq, sqa, one);
    let zero = e.c(0.0);
    let r2_pos = e.cmp(Gt, r2, zero);
    let first_order = e.and(sqa_one, r2_pos);
    let mxr2 = e.mul(mx, r2);
    let two = e.c(2.0);
    let h = e.div(mxr2, two);
    let alt = e.add(mx, h);
    let prod = e.mul(mx, sqa);
    let v = e.sel(first_order, alt, prod);
    e.sel(eq, mx_sqrt2, v)
}

/// asin, acos, asinh and acosh through XLA's shared asin/acos kernel on (x, y) = (|re|, |im|)
/// (swapped for asinh): the kernel gives the atan2 denominator and the (unsigned) logarithmic
/// part; each op combines them with the signs of its own.
fn asin_family(e: &mut E<'_>, name: &str, re: InstId, im: InstId) -> (InstId, InstId) {
    use ComparisonDirection::*;
    let (ax_src, ay_src) = if name == "asinh" {
        (e.un(UnaryOp::Negate, im), re)
    } else {
        (re, im)
    };
    let x = e.un(UnaryOp::Abs, ax_src);
    let y = e.un(UnaryOp::Abs, ay_src);
    let (safe_max, ln2, tiny) = if is_f64(e) {
        (
            f64::MAX.sqrt() / 8.0,
            std::f64::consts::LN_2,
            f64::MIN_POSITIVE.sqrt() * 4.0,
        )
    } else {
        (
            (f32::MAX.sqrt() / 8.0) as f64,
            std::f64::consts::LN_2,
            (f32::MIN_POSITIVE.sqrt() * 4.0) as f64,
        )
    };
    let one = e.c(1.0);
    let half = e.c(0.5);
    let zero = e.c(0.0);
    let sm = e.c(safe_max);

    // The real part: atan2 against this denominator.
    let mxy = e.bin(BinaryOp::Maximum, x, y);
    let huge = e.cmp(Ge, mxy, sm);
    let x_le1 = e.cmp(Le, x, one);
    let xp1 = e.add(x, one);
    let axp1 = e.un(UnaryOp::Abs, xp1);
    let r = hypot(e, axp1, y);
    let xm1 = e.sub(x, one);
    let axm1 = e.un(UnaryOp::Abs, xm1);
    let s = hypot(e, axm1, y);
    let rs = e.add(r, s);
    let a = e.mul(rs, half);
    let apx = e.add(a, x);
    let half_apx = e.mul(apx, half);
    let yy = e.mul(y, y);
    let rpxp1 = e.add(r, xp1);
    let d1 = e.div(yy, rpxp1);
    let smxm1 = e.sub(s, xm1);
    let t = e.add(d1, smxm1);
    let p = e.mul(half_apx, t);
    let sq_in = e.un(UnaryOp::Sqrt, p);
    let d2 = e.div(half_apx, rpxp1);
    let spxm1 = e.add(s, xm1);
    let d3 = e.div(half_apx, spxm1);
    let d23 = e.add(d2, d3);
    let sq_out = e.un(UnaryOp::Sqrt, d23);
    let ysq = e.mul(y, sq_out);
    let v = e.sel(x_le1, sq_in, ysq);
    let denom = e.sel(huge, y, v);

    // The imaginary part (unsigned): log(2·max) for huge arguments, else log1p(am1 + √(am1·(a+1))).
    let c_a = e.c(safe_max * 1e12);
    let x_mod = e.cmp(Lt, x, c_a);
    let c_b = e.c(safe_max * 1e-6);
    let c_c = e.c(safe_max * 100.0);
    let thr = e.sel(x_mod, c_b, c_c);
    let y_big = e.cmp(Ge, y, thr);
    let m = e.sel(y_big, y, x);
    let mthr = e.sel(y_big, thr, sm);
    let large = e.cmp(Ge, m, mthr);
    let lm = e.un(UnaryOp::Log, m);
    let ln2c = e.c(ln2);
    let lg = e.add(lm, ln2c);
    let inf = e.c(f64::INFINITY);
    let y_inf = e.cmp(Eq, y, inf);
    let y_fin = e.not(y_inf);
    let use_xy = e.and(y_big, y_fin);
    let xy = e.div(x, y);
    let xy = e.sel(use_xy, xy, zero);
    let xy2 = e.mul(xy, xy);
    let l1 = e.un(UnaryOp::Log1p, xy2);
    let l1h = e.mul(l1, half);
    let log_large = e.add(lg, l1h);
    let tiny_c = e.c(tiny);
    let y_small = e.cmp(Lt, y, tiny_c);
    let x_lt1 = e.cmp(Lt, x, one);
    let small = e.and(y_small, x_lt1);
    let pm = e.mul(xp1, xm1);
    let ap1 = e.add(a, one);
    let q = e.div(pm, ap1);
    let am1_small = e.un(UnaryOp::Negate, q);
    let x_ge1 = e.cmp(Ge, x, one);
    let half_yy = e.mul(yy, half);
    let q1 = e.div(half_yy, rpxp1);
    let q2 = e.mul(spxm1, half);
    let am1_ge1 = e.add(q1, q2);
    let c15 = e.c(1.5);
    let a_le15 = e.cmp(Le, a, c15);
    let q3 = e.div(half_yy, smxm1);
    let am1_near = e.add(q1, q3);
    let am1_far = e.sub(a, one);
    let am1_lt1 = e.sel(a_le15, am1_near, am1_far);
    let am1 = e.sel(x_ge1, am1_ge1, am1_lt1);
    let am1 = e.sel(small, am1_small, am1);
    let prod = e.mul(am1, ap1);
    let sq = e.un(UnaryOp::Sqrt, prod);
    let y_over = e.div(y, sq);
    let s1 = e.add(am1, sq);
    let l1p = e.un(UnaryOp::Log1p, s1);
    let log_mid = e.sel(small, y_over, l1p);
    let lgp = e.sel(large, log_large, log_mid);

    match name {
        "asin" => {
            let real = e.bin(BinaryOp::Atan2, re, denom);
            let neg = e.cmp(Lt, im, zero);
            let nl = e.un(UnaryOp::Negate, lgp);
            (real, e.sel(neg, nl, lgp))
        }
        "acos" => {
            let real = e.bin(BinaryOp::Atan2, denom, re);
            let neg = e.cmp(Lt, im, zero);
            let nl = e.un(UnaryOp::Negate, lgp);
            (real, e.sel(neg, lgp, nl))
        }
        "asinh" => {
            let neg = e.cmp(Lt, re, zero);
            let nl = e.un(UnaryOp::Negate, lgp);
            let real = e.sel(neg, nl, lgp);
            (real, e.bin(BinaryOp::Atan2, im, denom))
        }
        _ => {
            // acosh
            let neg = e.cmp(Lt, im, zero);
            let at = e.bin(BinaryOp::Atan2, denom, re);
            let nat = e.un(UnaryOp::Negate, at);
            (lgp, e.sel(neg, nat, at))
        }
    }
}
