fn xla_f64_neg(a: vec2<u32>) -> vec2<u32> {
    return a ^ vec2<u32>(0u, 0x80000000u);
}

// Transcendental functions of soft f64 (GpuOptions::soft_f64), built only from the correctly
// rounded operations above (add, mul, div, sqrt, fma) and exact integer steps, so every
// device gives the same bits, those of the host mirror in src/backend/gpu/soft_f64_math.rs.
// exp, log, log1p, sin, cos, tan, atan2, pow and cbrt are within 1 ulp of the correctly
// rounded result (the CPU's, glibc's, agree with them in 94-100% of arguments); tanh, expm1,
// logistic and erf are the CPU backend's own formulas over them. Written from the algorithms'
// descriptions (Cody-Waite and Payne-Hanek reduction, Taylor polynomials, double-double
// corrections); no text is copied.
fn xla_f64_abs(a: vec2<u32>) -> vec2<u32> {
    return a & vec2<u32>(0xffffffffu, 0x7fffffffu);
}

fn xla_f64_is_zero(a: vec2<u32>) -> bool {
    return (a.x | (a.y & 0x7fffffffu)) == 0u;
}

fn xla_f64_is_inf(a: vec2<u32>) -> bool {
    return a.x == 0u && (a.y & 0x7fffffffu) == 0x7ff00000u;
}

// 2^n for -1022 <= n <= 1023.
fn xla_f64_pow2(n: i32) -> vec2<u32> {
    return vec2<u32>(0u, u32(n + 1023) << 20u);
}

fn xla_f64_from_i32(v: i32) -> vec2<u32> {
    let m = select(bitcast<u32>(v), 0u - bitcast<u32>(v), v < 0i);
    return xla_f64_from_u64(vec2<u32>(m, 0u), select(0u, 0x80000000u, v < 0i));
}

// x * 2^k rounded once, for x near 1 and |k| <= 2000 (two exact steps, then one rounding).
fn xla_f64_scale(x: vec2<u32>, k: i32) -> vec2<u32> {
    let k1 = clamp(k, -1000, 1000);
    return xla_f64_mul(xla_f64_mul(x, xla_f64_pow2(k1)), xla_f64_pow2(clamp(k - k1, -1000, 1000)));
}

// a + b as an unevaluated sum (rounded sum, its exact error): Knuth's two-sum.
fn xla_f64_two_sum(a: vec2<u32>, b: vec2<u32>) -> vec4<u32> {
    let s = xla_f64_add(a, b);
    let bb = xla_f64_sub(s, a);
    return vec4<u32>(s, xla_f64_add(xla_f64_sub(a, xla_f64_sub(s, bb)), xla_f64_sub(b, bb)));
}

// two-sum for |a| >= |b|.
fn xla_f64_fast_two_sum(a: vec2<u32>, b: vec2<u32>) -> vec4<u32> {
    let s = xla_f64_add(a, b);
    return vec4<u32>(s, xla_f64_sub(b, xla_f64_sub(s, a)));
}

// e^(x_hi + x_lo) for x_hi in [-745.2, 709.8] and |x_lo| <= ulp(x_hi): x = k ln2 + r (ln 2
// in two parts, k times its high part exact), r carried as a double-double, e^r = 1 + r + r^2 Q(r) with
// Q Taylor's to r^13/15!, one final rounding of 1 + (r + tail), then 2^k.
fn xla_f64_exp_dd(x_hi: vec2<u32>, x_lo: vec2<u32>) -> vec2<u32> {
    let k = xla_f64_round_int(xla_f64_mul(x_hi, vec2<u32>(0x652b82feu, 0x3ff71547u)), 2u);
    let t = xla_f64_sub(x_hi, xla_f64_mul(k, vec2<u32>(0xfefa3800u, 0x3fe62e42u)));
    let p = xla_f64_mul(k, vec2<u32>(0x93c76730u, 0x3d2ef357u));
    let pe = xla_f64_fma(k, vec2<u32>(0x93c76730u, 0x3d2ef357u), xla_f64_neg(p));
    let r0 = xla_f64_two_sum(t, xla_f64_neg(p));
    let r1 = xla_f64_two_sum(r0.xy, xla_f64_add(xla_f64_sub(r0.zw, pe), x_lo));
    let r = r1.xy;
    let r_lo = r1.zw;
    var c = array<vec2<u32>, 14>(vec2<u32>(0x00000000u, 0x3fe00000u),
        vec2<u32>(0x55555555u, 0x3fc55555u),
        vec2<u32>(0x55555555u, 0x3fa55555u),
        vec2<u32>(0x11111111u, 0x3f811111u),
        vec2<u32>(0x16c16c17u, 0x3f56c16cu),
        vec2<u32>(0x1a01a01au, 0x3f2a01a0u),
        vec2<u32>(0x1a01a01au, 0x3efa01a0u),
        vec2<u32>(0xa556c734u, 0x3ec71de3u),
        vec2<u32>(0xb7789f5cu, 0x3e927e4fu),
        vec2<u32>(0x67f544e4u, 0x3e5ae645u),
        vec2<u32>(0xeff8d898u, 0x3e21eed8u),
        vec2<u32>(0x13a86d09u, 0x3de61246u),
        vec2<u32>(0xa8c07c9du, 0x3da93974u),
        vec2<u32>(0xe733b81fu, 0x3d6ae7f3u));
    var q = c[13];
    for (var i = 12; i >= 0; i = i - 1) {
        q = xla_f64_add(xla_f64_mul(q, r), c[i]);
    }
    let tail = xla_f64_add(xla_f64_add(r_lo, xla_f64_mul(r_lo, r)), xla_f64_mul(xla_f64_mul(r, r), q));
    let s = xla_f64_fast_two_sum(vec2<u32>(0x00000000u, 0x3ff00000u), r);
    return xla_f64_scale(xla_f64_add(s.xy, xla_f64_add(s.zw, tail)), xla_f64_to_i32(k, -2000, 2000));
}

fn xla_f64_exp(x: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(x)) { return xla_f64_nan2(x, x); }
    if (xla_f64_lt(vec2<u32>(0x66666666u, 0x40862e66u), x)) { return vec2<u32>(0x00000000u, 0x7ff00000u); }
    if (xla_f64_lt(x, vec2<u32>(0x9999999au, 0xc0874999u))) { return vec2<u32>(0x00000000u, 0x00000000u); }
    return xla_f64_exp_dd(x, vec2<u32>(0x00000000u, 0x00000000u));
}

// (e, f) with x = 2^e (1 + f) and 1 + f in [sqrt(1/2), sqrt(2)), for finite x > 0; f exact.
fn xla_f64_split(x_in: vec2<u32>) -> vec4<u32> {
    var x = x_in;
    var adj = 0;
    if (((x.y >> 20u) & 0x7ffu) == 0u) {
        x = xla_f64_mul(x, xla_f64_pow2(54));
        adj = -54;
    }
    var e = i32((x.y >> 20u) & 0x7ffu) - 1023 + adj;
    var m = vec2<u32>(x.x, (x.y & 0xfffffu) | 0x3ff00000u);
    if (xla_f64_lt(vec2<u32>(0x667f3bcdu, 0x3ff6a09eu), m)) {
        m = vec2<u32>(m.x, (m.y & 0xfffffu) | 0x3fe00000u);
        e = e + 1;
    }
    return vec4<u32>(xla_f64_from_i32(e), xla_f64_sub(m, vec2<u32>(0x00000000u, 0x3ff00000u)));
}

// ln(1 + f) + e ln2 + c: 2 atanh(s), s = f / (2 + f), as f - (f^2/2 - s (f^2/2 + R(s^2)))
// with f^2/2 exact in two parts and e ln2 + f summed exactly before the last rounding.
fn xla_f64_log_kernel(e: vec2<u32>, f: vec2<u32>, cc: vec2<u32>) -> vec2<u32> {
    let s = xla_f64_div(f, xla_f64_add(vec2<u32>(0x00000000u, 0x40000000u), f));
    let z = xla_f64_mul(s, s);
    var c = array<vec2<u32>, 11>(vec2<u32>(0x55555555u, 0x3fe55555u),
        vec2<u32>(0x9999999au, 0x3fd99999u),
        vec2<u32>(0x92492492u, 0x3fd24924u),
        vec2<u32>(0x1c71c71cu, 0x3fcc71c7u),
        vec2<u32>(0x745d1746u, 0x3fc745d1u),
        vec2<u32>(0x13b13b14u, 0x3fc3b13bu),
        vec2<u32>(0x11111111u, 0x3fc11111u),
        vec2<u32>(0x1e1e1e1eu, 0x3fbe1e1eu),
        vec2<u32>(0xbca1af28u, 0x3fbaf286u),
        vec2<u32>(0x18618618u, 0x3fb86186u),
        vec2<u32>(0x590b2164u, 0x3fb642c8u));
    var h = c[10];
    for (var i = 9; i >= 0; i = i - 1) {
        h = xla_f64_add(xla_f64_mul(h, z), c[i]);
    }
    let r = xla_f64_mul(z, h);
    let ff = xla_f64_mul(f, f);
    let hfsq = xla_f64_mul(vec2<u32>(0x00000000u, 0x3fe00000u), ff);
    let hfsq_lo = xla_f64_mul(vec2<u32>(0x00000000u, 0x3fe00000u), xla_f64_fma(f, f, xla_f64_neg(ff)));
    let x = xla_f64_sub(hfsq, xla_f64_add(xla_f64_sub(xla_f64_mul(s, xla_f64_add(hfsq, r)), hfsq_lo), xla_f64_add(xla_f64_mul(e, vec2<u32>(0x93c76730u, 0x3d2ef357u)), cc)));
    let hl = xla_f64_two_sum(xla_f64_mul(e, vec2<u32>(0xfefa3800u, 0x3fe62e42u)), f);
    return xla_f64_add(hl.xy, xla_f64_sub(hl.zw, x));
}

fn xla_f64_log(x: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(x)) { return xla_f64_nan2(x, x); }
    if (xla_f64_is_zero(x)) { return vec2<u32>(0x00000000u, 0xfff00000u); }
    if (x.y >= 0x80000000u) { return vec2<u32>(0x00000000u, 0xfff80000u); }
    if (xla_f64_is_inf(x)) { return x; }
    let sp = xla_f64_split(x);
    return xla_f64_log_kernel(sp.xy, sp.zw, vec2<u32>(0x00000000u, 0x00000000u));
}

// ln(1 + x): u = 1 + x with its exact rounding error c, ln(u) + c/u.
fn xla_f64_log1p(x: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(x)) { return xla_f64_nan2(x, x); }
    if (xla_f64_lt(x, vec2<u32>(0x00000000u, 0xbff00000u))) { return vec2<u32>(0x00000000u, 0xfff80000u); }
    if (xla_f64_eq(x, vec2<u32>(0x00000000u, 0xbff00000u))) { return vec2<u32>(0x00000000u, 0xfff00000u); }
    if (xla_f64_is_inf(x)) { return x; }
    if (xla_f64_lt(xla_f64_abs(x), xla_f64_pow2(-54))) { return x; }
    let uc = xla_f64_two_sum(vec2<u32>(0x00000000u, 0x3ff00000u), x);
    let sp = xla_f64_split(uc.xy);
    return xla_f64_log_kernel(sp.xy, sp.zw, xla_f64_div(uc.zw, uc.xy));
}

// ln(x) as a double-double (about 2^-64 relative) for finite x > 0: s = f / (2 + f) and
// s^3 in two parts, 2s + (2/3) s^3 summed exactly, the rest of the series plain.
fn xla_f64_log_dd(x: vec2<u32>) -> vec4<u32> {
    let sp = xla_f64_split(x);
    let e = sp.xy;
    let f = sp.zw;
    let d = xla_f64_fast_two_sum(vec2<u32>(0x00000000u, 0x40000000u), f);
    let s = xla_f64_div(f, d.xy);
    let s_lo = xla_f64_div(xla_f64_sub(xla_f64_fma(xla_f64_neg(s), d.xy, f), xla_f64_mul(s, d.zw)), d.xy);
    let z = xla_f64_mul(s, s);
    let z_lo = xla_f64_add(xla_f64_fma(s, s, xla_f64_neg(z)), xla_f64_mul(xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), s), s_lo));
    let s3 = xla_f64_mul(s, z);
    let s3_lo = xla_f64_add(xla_f64_fma(s, z, xla_f64_neg(s3)), xla_f64_add(xla_f64_mul(s, z_lo), xla_f64_mul(s_lo, z)));
    let t1 = xla_f64_mul(vec2<u32>(0x55555555u, 0x3fe55555u), s3);
    let t1_lo = xla_f64_add(xla_f64_fma(vec2<u32>(0x55555555u, 0x3fe55555u), s3, xla_f64_neg(t1)), xla_f64_add(xla_f64_mul(vec2<u32>(0x55555555u, 0x3fe55555u), s3_lo), xla_f64_mul(vec2<u32>(0x55555555u, 0x3c855555u), s3)));
    var c = array<vec2<u32>, 11>(vec2<u32>(0x9999999au, 0x3fd99999u),
        vec2<u32>(0x92492492u, 0x3fd24924u),
        vec2<u32>(0x1c71c71cu, 0x3fcc71c7u),
        vec2<u32>(0x745d1746u, 0x3fc745d1u),
        vec2<u32>(0x13b13b14u, 0x3fc3b13bu),
        vec2<u32>(0x11111111u, 0x3fc11111u),
        vec2<u32>(0x1e1e1e1eu, 0x3fbe1e1eu),
        vec2<u32>(0xbca1af28u, 0x3fbaf286u),
        vec2<u32>(0x18618618u, 0x3fb86186u),
        vec2<u32>(0x590b2164u, 0x3fb642c8u),
        vec2<u32>(0x47ae147bu, 0x3fb47ae1u));
    var h = c[10];
    for (var i = 9; i >= 0; i = i - 1) {
        h = xla_f64_add(xla_f64_mul(h, z), c[i]);
    }
    let rest = xla_f64_mul(xla_f64_mul(s3, z), h);
    let hl = xla_f64_two_sum(xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), s), t1);
    let l = xla_f64_add(hl.zw, xla_f64_add(xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), s_lo), xla_f64_add(t1_lo, rest)));
    let h2 = xla_f64_two_sum(xla_f64_mul(e, vec2<u32>(0xfefa3800u, 0x3fe62e42u)), hl.xy);
    let l2 = xla_f64_add(h2.zw, xla_f64_add(l, xla_f64_mul(e, vec2<u32>(0x93c76730u, 0x3d2ef357u))));
    return xla_f64_fast_two_sum(h2.xy, l2);
}

fn xla_f64_is_int(y: vec2<u32>) -> bool {
    return xla_f64_eq(xla_f64_round_int(y, 0u), y);
}

fn xla_f64_is_odd_int(y: vec2<u32>) -> bool {
    return xla_f64_lt(xla_f64_abs(y), xla_f64_pow2(53)) && xla_f64_is_int(y) && !xla_f64_is_int(xla_f64_mul(y, vec2<u32>(0x00000000u, 0x3fe00000u)));
}

// x^y with C99's special cases (as glibc's pow, which XLA:CPU calls): e^(y ln|x|) with ln|x|
// a double-double, the product in two parts, and the sign of an odd integer power.
fn xla_f64_pow(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_zero(y) || xla_f64_eq(x, vec2<u32>(0x00000000u, 0x3ff00000u))) { return vec2<u32>(0x00000000u, 0x3ff00000u); }
    if (xla_f64_is_nan(x) || xla_f64_is_nan(y)) { return xla_f64_nan2(x, y); }
    let ax = xla_f64_abs(x);
    if (xla_f64_is_inf(y)) {
        if (xla_f64_eq(ax, vec2<u32>(0x00000000u, 0x3ff00000u))) { return vec2<u32>(0x00000000u, 0x3ff00000u); }
        return select(vec2<u32>(0x00000000u, 0x00000000u), vec2<u32>(0x00000000u, 0x7ff00000u), xla_f64_lt(vec2<u32>(0x00000000u, 0x3ff00000u), ax) == (y.y < 0x80000000u));
    }
    let sign = select(0u, 0x80000000u, x.y >= 0x80000000u && xla_f64_is_odd_int(y));
    if (xla_f64_is_zero(ax) || xla_f64_is_inf(ax)) {
        let big = xla_f64_is_zero(ax) == (y.y >= 0x80000000u);
        return select(vec2<u32>(0x00000000u, 0x00000000u), vec2<u32>(0x00000000u, 0x7ff00000u), big) | vec2<u32>(0u, sign);
    }
    if (x.y >= 0x80000000u && !xla_f64_is_int(y)) { return vec2<u32>(0x00000000u, 0xfff80000u); }
    let l = xla_f64_log_dd(ax);
    let p = xla_f64_mul(y, l.xy);
    let p_lo = xla_f64_add(xla_f64_fma(y, l.xy, xla_f64_neg(p)), xla_f64_mul(y, l.zw));
    if (xla_f64_lt(vec2<u32>(0x66666666u, 0x40862e66u), p)) { return vec2<u32>(0x00000000u, 0x7ff00000u) | vec2<u32>(0u, sign); }
    if (xla_f64_lt(p, vec2<u32>(0x9999999au, 0xc0874999u))) { return vec2<u32>(0u, sign); }
    let pp = xla_f64_fast_two_sum(p, p_lo);
    return xla_f64_exp_dd(pp.xy, pp.zw) | vec2<u32>(0u, sign);
}

// sin(r + r_lo), |r| <= pi/4, as an unevaluated sum (r, tail): Taylor's to r^17/17!.
fn xla_f64_sin_kernel(r: vec2<u32>, r_lo: vec2<u32>) -> vec4<u32> {
    let z = xla_f64_mul(r, r);
    var c = array<vec2<u32>, 8>(vec2<u32>(0x55555555u, 0xbfc55555u),
        vec2<u32>(0x11111111u, 0x3f811111u),
        vec2<u32>(0x1a01a01au, 0xbf2a01a0u),
        vec2<u32>(0xa556c734u, 0x3ec71de3u),
        vec2<u32>(0x67f544e4u, 0xbe5ae645u),
        vec2<u32>(0x13a86d09u, 0x3de61246u),
        vec2<u32>(0xe733b81fu, 0xbd6ae7f3u),
        vec2<u32>(0x7030ad4au, 0x3ce952c7u));
    var h = c[7];
    for (var i = 6; i >= 0; i = i - 1) {
        h = xla_f64_add(xla_f64_mul(h, z), c[i]);
    }
    return vec4<u32>(r, xla_f64_add(xla_f64_mul(xla_f64_mul(r, z), h), xla_f64_mul(r_lo, xla_f64_sub(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_mul(vec2<u32>(0x00000000u, 0x3fe00000u), z)))));
}

// cos(r + r_lo), |r| <= pi/4, as an unevaluated sum (1 - r^2/2 rounded, tail): Taylor's to
// r^18/18!, r^2 exact in two parts.
fn xla_f64_cos_kernel(r: vec2<u32>, r_lo: vec2<u32>) -> vec4<u32> {
    let z = xla_f64_mul(r, r);
    let ze = xla_f64_fma(r, r, xla_f64_neg(z));
    let hz = xla_f64_mul(vec2<u32>(0x00000000u, 0x3fe00000u), z);
    let w = xla_f64_sub(vec2<u32>(0x00000000u, 0x3ff00000u), hz);
    var c = array<vec2<u32>, 8>(vec2<u32>(0x55555555u, 0x3fa55555u),
        vec2<u32>(0x16c16c17u, 0xbf56c16cu),
        vec2<u32>(0x1a01a01au, 0x3efa01a0u),
        vec2<u32>(0xb7789f5cu, 0xbe927e4fu),
        vec2<u32>(0xeff8d898u, 0x3e21eed8u),
        vec2<u32>(0xa8c07c9du, 0xbda93974u),
        vec2<u32>(0xe733b81fu, 0x3d2ae7f3u),
        vec2<u32>(0x63b97d97u, 0xbca68278u));
    var h = c[7];
    for (var i = 6; i >= 0; i = i - 1) {
        h = xla_f64_add(xla_f64_mul(h, z), c[i]);
    }
    let tail = xla_f64_add(xla_f64_sub(xla_f64_sub(vec2<u32>(0x00000000u, 0x3ff00000u), w), hz), xla_f64_sub(xla_f64_mul(xla_f64_mul(z, z), h), xla_f64_add(xla_f64_mul(vec2<u32>(0x00000000u, 0x3fe00000u), ze), xla_f64_mul(r, r_lo))));
    return vec4<u32>(w, tail);
}

// (a.xy + a.zw) / (b.xy + b.zw) with one correction step: about one rounding.
fn xla_f64_div_dd(a: vec4<u32>, b: vec4<u32>) -> vec2<u32> {
    let bs = xla_f64_add(b.xy, b.zw);
    let q = xla_f64_div(xla_f64_add(a.xy, a.zw), bs);
    let rem = xla_f64_sub(xla_f64_add(xla_f64_fma(xla_f64_neg(q), b.xy, a.xy), a.zw), xla_f64_mul(q, b.zw));
    return xla_f64_add(q, xla_f64_div(rem, bs));
}

// x = q pi/2 + r for finite x, |r| <= pi/4, r as a double-double: |x| <= pi/4 is its own r;
// past that an exact Payne-Hanek reduction on 32-bit words of 2/pi (integer math), r from 106
// bits of the fraction.
fn xla_f64_reduce_pio2(x: vec2<u32>) -> XlaF64Reduced {
    var r = x;
    var r_lo = vec2<u32>(0x00000000u, 0x00000000u);
    var q = 0u;
    let ax = xla_f64_abs(x);
    if (xla_f64_lt(vec2<u32>(0x54442d18u, 0x3fe921fbu), ax)) {
        let e = i32((ax.y >> 20u) & 0x7ffu) - 1075;
        let m = vec2<u32>(ax.x, (ax.y & 0xfffffu) | 0x100000u);
        var j0 = 0;
        if (e >= 34) { j0 = (e - 34) / 32 + 1; }
        var w = array<u32, 40>(0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u, 0x56033046u, 0xfc7b6babu, 0u, 0u);
        // P = m * words j0 .. j0 + 7 of 2/pi, least significant word first: 256 bits of 2/pi
        // keep the fraction's error near 2^-170, for arguments within 2^-61 of a multiple of
        // pi/2.
        var p = array<u32, 12>(0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u);
        for (var i = 0; i < 2; i = i + 1) {
            let mi = m[i];
            var carry = 0u;
            for (var k = 0; k < 8; k = k + 1) {
                let t = xla_mul32_wide(mi, w[j0 + 7 - k]);
                let lo1 = t.x + p[i + k];
                let lo2 = lo1 + carry;
                carry = t.y + select(0u, 1u, lo1 < t.x) + select(0u, 1u, lo2 < lo1);
                p[i + k] = lo2;
            }
            p[i + 8] = carry;
        }
        // P has f fraction bits: take the 128 below the point and the 2 above.
        let f = u32(32 * (j0 + 8) - e);
        let base = f - 128u;
        var fr = array<u32, 5>(0u, 0u, 0u, 0u, 0u);
        for (var k = 0u; k < 5u; k = k + 1u) {
            let n = base + 32u * k;
            let i = n / 32u;
            let o = n % 32u;
            fr[k] = select((p[i] >> o) | (p[i + 1u] << (32u - o)), p[i], o == 0u);
        }
        q = fr[4] & 3u;
        var v = vec4<u32>(fr[0], fr[1], fr[2], fr[3]);
        let neg_r = v.w >= 0x80000000u;
        if (neg_r) {
            // Fraction >= 1/2: the next quadrant, and r = -(1 - fraction) pi/2.
            q = (q + 1u) & 3u;
            var c = 1u;
            for (var k = 0; k < 4; k = k + 1) {
                let t = ~v[k] + c;
                c = select(0u, 1u, c == 1u && t == 0u);
                v[k] = t;
            }
        }
        r = vec2<u32>(0x00000000u, 0x00000000u);
        if (any(v != vec4<u32>(0u))) {
            let z = xla_u128_clz(v);
            let n = xla_u128_shl(v, z);
            let hi_i = vec2<u32>((n.z >> 11u) | (n.w << 21u), n.w >> 11u);
            let lo_i = vec2<u32>((n.x >> 22u) | (n.y << 10u), ((n.y >> 22u) | (n.z << 10u)) & 0x1fffffu);
            var hi = xla_f64_mul(xla_f64_from_u64(hi_i, 0u), xla_f64_pow2(-53 - i32(z)));
            var lo = xla_f64_mul(xla_f64_from_u64(lo_i, 0u), xla_f64_pow2(-106 - i32(z)));
            if (neg_r) {
                hi = xla_f64_neg(hi);
                lo = xla_f64_neg(lo);
            }
            let rr = xla_f64_mul(hi, vec2<u32>(0x54442d18u, 0x3ff921fbu));
            let rl = xla_f64_add(xla_f64_fma(hi, vec2<u32>(0x54442d18u, 0x3ff921fbu), xla_f64_neg(rr)), xla_f64_add(xla_f64_mul(hi, vec2<u32>(0x33145c07u, 0x3c91a626u)), xla_f64_mul(lo, vec2<u32>(0x54442d18u, 0x3ff921fbu))));
            let rs = xla_f64_fast_two_sum(rr, rl);
            r = rs.xy;
            r_lo = rs.zw;
        }
        if (x.y >= 0x80000000u) {
            r = xla_f64_neg(r);
            r_lo = xla_f64_neg(r_lo);
            q = (4u - q) & 3u;
        }
    }
    return XlaF64Reduced(r, r_lo, q);
}

struct XlaF64Reduced {
    r: vec2<u32>,
    r_lo: vec2<u32>,
    q: u32,
}

// (sin x, cos x) as one vec4: both kernels on the reduced argument, placed by quadrant.
fn xla_f64_sin_cos(x: vec2<u32>) -> vec4<u32> {
    if (xla_f64_is_nan(x)) { return vec4<u32>(xla_f64_nan2(x, x), xla_f64_nan2(x, x)); }
    if (xla_f64_is_inf(x)) { return vec4<u32>(vec2<u32>(0x00000000u, 0xfff80000u), vec2<u32>(0x00000000u, 0xfff80000u)); }
    let red = xla_f64_reduce_pio2(x);
    let sk = xla_f64_sin_kernel(red.r, red.r_lo);
    let ck = xla_f64_cos_kernel(red.r, red.r_lo);
    let s = xla_f64_add(sk.xy, sk.zw);
    let c = xla_f64_add(ck.xy, ck.zw);
    // sin: q = 0, 1, 2, 3 give s, c, -s, -c; cos is sin one quadrant on.
    let sin_mag = select(s, c, (red.q & 1u) == 1u);
    let cos_mag = select(c, s, (red.q & 1u) == 1u);
    return vec4<u32>(select(sin_mag, xla_f64_neg(sin_mag), red.q >= 2u), select(cos_mag, xla_f64_neg(cos_mag), red.q == 1u || red.q == 2u));
}

// tan x: sin / cos of the reduced argument in double-double (-cos / sin in odd quadrants).
fn xla_f64_tan(x: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(x)) { return xla_f64_nan2(x, x); }
    if (xla_f64_is_inf(x)) { return vec2<u32>(0x00000000u, 0xfff80000u); }
    let red = xla_f64_reduce_pio2(x);
    let sk = xla_f64_sin_kernel(red.r, red.r_lo);
    let ck = xla_f64_cos_kernel(red.r, red.r_lo);
    if ((red.q & 1u) == 0u) { return xla_f64_div_dd(sk, ck); }
    return xla_f64_neg(xla_f64_div_dd(ck, sk));
}

// atan2(y, x) with C99's special cases (glibc's): atan(t), t = min/max of |x|, |y| (with its
// exact remainder), by atan(t) = atan(k/16) + atan((t - k/16) / (1 + t k/16)), then pi/2 - a
// and pi - a in double-double.
fn xla_f64_atan2(y: vec2<u32>, x: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(x) || xla_f64_is_nan(y)) { return xla_f64_nan2(x, y); }
    let sy = y.y & 0x80000000u;
    let x_neg = x.y >= 0x80000000u;
    let ax = xla_f64_abs(x);
    let ay = xla_f64_abs(y);
    if (xla_f64_is_zero(ay)) { return select(vec2<u32>(0x00000000u, 0x00000000u), vec2<u32>(0x54442d18u, 0x400921fbu), x_neg) | vec2<u32>(0u, sy); }
    if (xla_f64_is_inf(ax)) {
        if (xla_f64_is_inf(ay)) {
            let q = xla_f64_mul(vec2<u32>(0x54442d18u, 0x3ff921fbu), vec2<u32>(0x00000000u, 0x3fe00000u));
            return select(q, xla_f64_mul(vec2<u32>(0x00000000u, 0x40080000u), q), x_neg) | vec2<u32>(0u, sy);
        }
        return select(vec2<u32>(0x00000000u, 0x00000000u), vec2<u32>(0x54442d18u, 0x400921fbu), x_neg) | vec2<u32>(0u, sy);
    }
    if (xla_f64_is_zero(ax) || xla_f64_is_inf(ay)) { return vec2<u32>(0x54442d18u, 0x3ff921fbu) | vec2<u32>(0u, sy); }
    let swap = xla_f64_lt(ax, ay);
    let n = select(ay, ax, swap);
    let d = select(ax, ay, swap);
    let t = xla_f64_div(n, d);
    let t_lo = xla_f64_div(xla_f64_fma(xla_f64_neg(t), d, n), d);
    let k = xla_f64_round_int(xla_f64_mul(t, vec2<u32>(0x00000000u, 0x40300000u)), 2u);
    let ki = xla_f64_to_u32(k, 16u);
    let c0 = xla_f64_mul(k, vec2<u32>(0x00000000u, 0x3fb00000u));
    let v = xla_f64_div(xla_f64_sub(t, c0), xla_f64_fma(t, c0, vec2<u32>(0x00000000u, 0x3ff00000u)));
    let vz = xla_f64_mul(v, v);
    var c = array<vec2<u32>, 7>(vec2<u32>(0x55555555u, 0xbfd55555u),
        vec2<u32>(0x9999999au, 0x3fc99999u),
        vec2<u32>(0x92492492u, 0xbfc24924u),
        vec2<u32>(0x1c71c71cu, 0x3fbc71c7u),
        vec2<u32>(0x745d1746u, 0xbfb745d1u),
        vec2<u32>(0x13b13b14u, 0x3fb3b13bu),
        vec2<u32>(0x11111111u, 0xbfb11111u));
    var h = c[6];
    for (var i = 5; i >= 0; i = i - 1) {
        h = xla_f64_add(xla_f64_mul(h, vz), c[i]);
    }
    var hi = array<vec2<u32>, 17>(vec2<u32>(0x00000000u, 0x00000000u),
        vec2<u32>(0xb72cfdeau, 0x3faff55bu),
        vec2<u32>(0x9aac2f6eu, 0x3fbfd5bau),
        vec2<u32>(0x4bce5b02u, 0x3fc7b97bu),
        vec2<u32>(0xf92c80ddu, 0x3fcf5b75u),
        vec2<u32>(0x3707ebccu, 0x3fd36277u),
        vec2<u32>(0x41e4def1u, 0x3fd6f619u),
        vec2<u32>(0xc3cc23fdu, 0x3fda64eeu),
        vec2<u32>(0x0561bb4fu, 0x3fddac67u),
        vec2<u32>(0x94db30d0u, 0x3fe0657eu),
        vec2<u32>(0xabdefeb4u, 0x3fe1e00bu),
        vec2<u32>(0x1cce37bbu, 0x3fe345f0u),
        vec2<u32>(0xa3269ee1u, 0x3fe4978fu),
        vec2<u32>(0x87169b18u, 0x3fe5d589u),
        vec2<u32>(0xc5784634u, 0x3fe700a7u),
        vec2<u32>(0xb7158a4du, 0x3fe819d0u),
        vec2<u32>(0x54442d18u, 0x3fe921fbu));
    var lo = array<vec2<u32>, 17>(vec2<u32>(0x00000000u, 0x00000000u),
        vec2<u32>(0x86d23f1du, 0xbc3c934du),
        vec2<u32>(0x86760c17u, 0xbc4cd376u),
        vec2<u32>(0xb4f881cau, 0x3c5347b0u),
        vec2<u32>(0x3cf7afbdu, 0x3c68ab6eu),
        vec2<u32>(0x44b672d8u, 0xbc6963a5u),
        vec2<u32>(0xe6f6e918u, 0xbc7c63aau),
        vec2<u32>(0x1b50b7ffu, 0xbc724decu),
        vec2<u32>(0x222f65e2u, 0x3c7a2b7fu),
        vec2<u32>(0x5f6349e6u, 0xbc7d5b49u),
        vec2<u32>(0x287a668fu, 0xbc5928dfu),
        vec2<u32>(0x37c71102u, 0x3c810211u),
        vec2<u32>(0x87f2a458u, 0x3c72419au),
        vec2<u32>(0x4bc5e7cau, 0x3c60028eu),
        vec2<u32>(0x25aadef6u, 0xbc78c34du),
        vec2<u32>(0x29d3b917u, 0xbc7bf762u),
        vec2<u32>(0x33145c07u, 0x3c81a626u));
    let small = xla_f64_add(xla_f64_add(lo[ki], xla_f64_div(t_lo, xla_f64_fma(t, t, vec2<u32>(0x00000000u, 0x3ff00000u)))), xla_f64_mul(xla_f64_mul(v, vz), h));
    var a = xla_f64_fast_two_sum(hi[ki], xla_f64_add(v, small));
    if (swap) {
        let hl = xla_f64_two_sum(vec2<u32>(0x54442d18u, 0x3ff921fbu), xla_f64_neg(a.xy));
        a = vec4<u32>(hl.xy, xla_f64_add(hl.zw, xla_f64_sub(vec2<u32>(0x33145c07u, 0x3c91a626u), a.zw)));
    }
    if (x_neg) {
        let hl = xla_f64_two_sum(vec2<u32>(0x54442d18u, 0x400921fbu), xla_f64_neg(a.xy));
        a = vec4<u32>(hl.xy, xla_f64_add(hl.zw, xla_f64_sub(vec2<u32>(0x33145c07u, 0x3ca1a626u), a.zw)));
    }
    return xla_f64_add(a.xy, a.zw) | vec2<u32>(0u, sy);
}

// Cube root: |x| = m 2^(3q), m in [1, 8), a quadratic first guess, three Halley steps and one
// Newton step with the residual g^3 - m computed exactly.
fn xla_f64_cbrt(x: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(x)) { return xla_f64_nan2(x, x); }
    if (xla_f64_is_zero(x) || xla_f64_is_inf(x)) { return x; }
    var ax = xla_f64_abs(x);
    var adj = 0;
    if (((ax.y >> 20u) & 0x7ffu) == 0u) {
        ax = xla_f64_mul(ax, xla_f64_pow2(54));
        adj = -18;
    }
    let e = i32((ax.y >> 20u) & 0x7ffu) - 1023;
    let rem = ((e % 3) + 3) % 3;
    let q = (e - rem) / 3;
    let m = xla_f64_mul(vec2<u32>(ax.x, (ax.y & 0xfffffu) | 0x3ff00000u), xla_f64_pow2(rem));
    var g = xla_f64_add(xla_f64_mul(xla_f64_add(xla_f64_mul(vec2<u32>(0x02752546u, 0xbf8b089au), m), vec2<u32>(0x5b573eabu, 0x3fd0bfb1u)), m), vec2<u32>(0xba5e353fu, 0x3fe80c49u));
    for (var i = 0; i < 3; i = i + 1) {
        let g3 = xla_f64_mul(xla_f64_mul(g, g), g);
        g = xla_f64_div(xla_f64_mul(g, xla_f64_add(g3, xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), m))), xla_f64_add(xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), g3), m));
    }
    let g2 = xla_f64_mul(g, g);
    let g2e = xla_f64_fma(g, g, xla_f64_neg(g2));
    let g3 = xla_f64_mul(g2, g);
    let g3e = xla_f64_add(xla_f64_fma(g2, g, xla_f64_neg(g3)), xla_f64_mul(g2e, g));
    let res = xla_f64_add(xla_f64_sub(g3, m), g3e);
    g = xla_f64_sub(g, xla_f64_div(res, xla_f64_mul(vec2<u32>(0x00000000u, 0x40080000u), g2)));
    return xla_f64_mul(g, xla_f64_pow2(q + adj)) | vec2<u32>(0u, x.y & 0x80000000u);
}

// The CPU backend's f64 tanh (Eigen's rational form with fused multiply-adds), step for step.
fn xla_f64_tanh(x: vec2<u32>) -> vec2<u32> {
    var xc = x;
    if (xla_f64_lt(vec2<u32>(0x8f246197u, 0x4031b6d5u), x)) { xc = vec2<u32>(0x8f246197u, 0x4031b6d5u); }
    if (xla_f64_lt(x, xla_f64_neg(vec2<u32>(0x8f246197u, 0x4031b6d5u)))) { xc = xla_f64_neg(vec2<u32>(0x8f246197u, 0x4031b6d5u)); }
    let x2 = xla_f64_mul(xc, xc);
    var a = array<vec2<u32>, 10>(vec2<u32>(0xe5d782dfu, 0x3b3f9f82u),
        vec2<u32>(0x6c04b4c8u, 0x3c2c3c83u),
        vec2<u32>(0xf905e662u, 0x3cec3379u),
        vec2<u32>(0x6c8edd96u, 0x3d929affu),
        vec2<u32>(0x89dce7c2u, 0x3e2525a3u),
        vec2<u32>(0x9be51cd9u, 0x3ea70881u),
        vec2<u32>(0x4026a7fau, 0x3f18996fu),
        vec2<u32>(0xb957ed00u, 0x3f787f80u),
        vec2<u32>(0x9b450e5au, 0x3fc36fbau),
        vec2<u32>(0x00000000u, 0x3ff00000u));
    var b = array<vec2<u32>, 10>(vec2<u32>(0xcf903250u, 0x3bbe8630u),
        vec2<u32>(0xa9a5fea0u, 0x3c90aabcu),
        vec2<u32>(0x1aa2bba8u, 0x3d423298u),
        vec2<u32>(0x15ea8065u, 0x3ddee2f0u),
        vec2<u32>(0x47c52304u, 0x3e681f19u),
        vec2<u32>(0xab46d140u, 0x3ee26c82u),
        vec2<u32>(0x4d488c04u, 0x3f4b2e7cu),
        vec2<u32>(0x30265b50u, 0x3fa19988u),
        vec2<u32>(0xa2f7dc79u, 0x3fdf0d32u),
        vec2<u32>(0x00000000u, 0x3ff00000u));
    var p = a[0];
    var q = b[0];
    for (var i = 1; i < 10; i = i + 1) {
        p = xla_f64_fma(x2, p, a[i]);
        q = xla_f64_fma(x2, q, b[i]);
    }
    p = xla_f64_mul(p, xc);
    if (!xla_f64_is_nan(x) && !xla_f64_lt(xla_f64_abs(x), vec2<u32>(0x00000000u, 0x40340000u))) { return vec2<u32>(0x00000000u, 0x3ff00000u) | vec2<u32>(0u, x.y & 0x80000000u); }
    return xla_f64_div(p, q);
}

// The CPU backend's (XLA's) expm1: e^x - 1 past |x| = 1/2, tanh(x/2) (e^x + 1) inside, x
// where x/2 underflows to 0.
fn xla_f64_expm1(x: vec2<u32>) -> vec2<u32> {
    let h = xla_f64_mul(x, vec2<u32>(0x00000000u, 0x3fe00000u));
    let e = xla_f64_exp(x);
    if (xla_f64_is_zero(h)) { return x; }
    if (xla_f64_lt(vec2<u32>(0x00000000u, 0x3fe00000u), xla_f64_abs(x))) { return xla_f64_sub(e, vec2<u32>(0x00000000u, 0x3ff00000u)); }
    return xla_f64_mul(xla_f64_tanh(h), xla_f64_add(e, vec2<u32>(0x00000000u, 0x3ff00000u)));
}

// The CPU backend's f64 erf (glibc's: fdlibm's rational approximations per range, each
// polynomial in glibc's pairs), step for step over xla_f64_exp.
fn xla_f64_erf(x: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(x)) { return xla_f64_nan2(x, x); }
    let ix = x.y & 0x7fffffffu;
    let negative = x.y >= 0x80000000u;
    let one = vec2<u32>(0x00000000u, 0x3ff00000u) | vec2<u32>(0u, x.y & 0x80000000u);
    if (ix >= 0x7ff00000u) { return one; }
    if (ix < 0x3feb0000u) {
        if (ix < 0x3e300000u) {
            if (ix < 0x00800000u) {
                return xla_f64_mul(vec2<u32>(0u, 0x3fb00000u), xla_f64_add(xla_f64_mul(vec2<u32>(0x00000000u, 0x40300000u), x), xla_f64_mul(vec2<u32>(0x8214db69u, 0x40006ebau), x)));
            }
            return xla_f64_add(x, xla_f64_mul(vec2<u32>(0x8214db69u, 0x3fc06ebau), x));
        }
        let z = xla_f64_mul(x, x);
    let pp_t2 = xla_f64_mul(z, z);
    var pp = xla_f64_add(vec2<u32>(0x8214db68u, 0x3fc06ebau), xla_f64_mul(z, vec2<u32>(0x691cb913u, 0xbfd4cd7du)));
    pp = xla_f64_add(pp, xla_f64_mul(pp_t2, xla_f64_add(vec2<u32>(0xdbd7194fu, 0xbf9d2a51u), xla_f64_mul(z, vec2<u32>(0x236668e4u, 0xbf77a291u)))));
    pp = xla_f64_add(pp, xla_f64_mul(xla_f64_mul(pp_t2, pp_t2), vec2<u32>(0x120016acu, 0xbef8ead6u)));
    let qq_t2 = xla_f64_mul(z, z);
    var qq = xla_f64_add(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_mul(z, vec2<u32>(0xcddadc09u, 0x3fd97779u)));
    qq = xla_f64_add(qq, xla_f64_mul(qq_t2, xla_f64_add(vec2<u32>(0x5536cebau, 0x3fb0a54cu), xla_f64_mul(z, vec2<u32>(0xc4d36b0fu, 0x3f74d022u)))));
    qq = xla_f64_add(qq, xla_f64_mul(xla_f64_mul(qq_t2, qq_t2), xla_f64_add(vec2<u32>(0x221c1a10u, 0x3f215dc9u), xla_f64_mul(z, vec2<u32>(0x42a26120u, 0xbed09c43u)))));
        return xla_f64_add(x, xla_f64_mul(x, xla_f64_div(pp, qq)));
    }
    if (ix < 0x3ff40000u) {
        let s = xla_f64_sub(xla_f64_abs(x), vec2<u32>(0x00000000u, 0x3ff00000u));
    let pa_t2 = xla_f64_mul(s, s);
    var pa = xla_f64_add(vec2<u32>(0xbef77538u, 0xbf6359b8u), xla_f64_mul(s, vec2<u32>(0xad92b34du, 0x3fda8d00u)));
    pa = xla_f64_add(pa, xla_f64_mul(pa_t2, xla_f64_add(vec2<u32>(0xfbb8c3f1u, 0xbfd7d240u), xla_f64_mul(s, vec2<u32>(0x805120e4u, 0x3fd45fcau)))));
    pa = xla_f64_add(pa, xla_f64_mul(xla_f64_mul(pa_t2, pa_t2), xla_f64_add(vec2<u32>(0x3d3e28ecu, 0xbfbc6398u), xla_f64_mul(s, vec2<u32>(0x599795ebu, 0x3fa22a36u)))));
    pa = xla_f64_add(pa, xla_f64_mul(xla_f64_mul(xla_f64_mul(pa_t2, pa_t2), pa_t2), vec2<u32>(0x0a96073fu, 0xbf61bf38u)));
    let qa_t2 = xla_f64_mul(s, s);
    var qa = xla_f64_add(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_mul(s, vec2<u32>(0x18eee323u, 0x3fbb3e66u)));
    qa = xla_f64_add(qa, xla_f64_mul(qa_t2, xla_f64_add(vec2<u32>(0x92eb6f33u, 0x3fe14af0u), xla_f64_mul(s, vec2<u32>(0xd99fe9a7u, 0x3fb2635cu)))));
    qa = xla_f64_add(qa, xla_f64_mul(xla_f64_mul(qa_t2, qa_t2), xla_f64_add(vec2<u32>(0xe763351fu, 0x3fc02660u), xla_f64_mul(s, vec2<u32>(0x6b51dd1cu, 0x3f8bedc2u)))));
    qa = xla_f64_add(qa, xla_f64_mul(xla_f64_mul(xla_f64_mul(qa_t2, qa_t2), qa_t2), vec2<u32>(0x5735151du, 0x3f888b54u)));
        let q = xla_f64_div(pa, qa);
        if (negative) { return xla_f64_sub(xla_f64_neg(vec2<u32>(0x60000000u, 0x3feb0ac1u)), q); }
        return xla_f64_add(vec2<u32>(0x60000000u, 0x3feb0ac1u), q);
    }
    if (ix >= 0x40180000u) { return one; }
    let ax = xla_f64_abs(x);
    let s = xla_f64_div(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_mul(ax, ax));
    var r: vec2<u32>;
    var bs: vec2<u32>;
    if (ix < 0x4006db6eu) {
    let ra_t2 = xla_f64_mul(s, s);
    var ra = xla_f64_add(vec2<u32>(0x600d6435u, 0xbf843412u), xla_f64_mul(s, vec2<u32>(0xe4ba7360u, 0xbfe63416u)));
    ra = xla_f64_add(ra, xla_f64_mul(ra_t2, xla_f64_add(vec2<u32>(0x41b0e726u, 0xc0251e04u), xla_f64_mul(s, vec2<u32>(0xe4cba38du, 0xc04f300au)))));
    ra = xla_f64_add(ra, xla_f64_mul(xla_f64_mul(ra_t2, ra_t2), xla_f64_add(vec2<u32>(0x84282266u, 0xc0644cb1u), xla_f64_mul(s, vec2<u32>(0xebccabb2u, 0xc067135cu)))));
    ra = xla_f64_add(ra, xla_f64_mul(xla_f64_mul(xla_f64_mul(ra_t2, ra_t2), ra_t2), xla_f64_add(vec2<u32>(0x57e4d2f2u, 0xc0545265u), xla_f64_mul(s, vec2<u32>(0xc69ac25cu, 0xc023a0efu)))));
    let sa_t2 = xla_f64_mul(s, s);
    var sa = xla_f64_add(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_mul(s, vec2<u32>(0xbd707687u, 0x4033a6b9u)));
    sa = xla_f64_add(sa, xla_f64_mul(sa_t2, xla_f64_add(vec2<u32>(0x526ae721u, 0x4061350cu), xla_f64_mul(s, vec2<u32>(0xd58a1a71u, 0x407b290du)))));
    sa = xla_f64_add(sa, xla_f64_mul(xla_f64_mul(sa_t2, sa_t2), xla_f64_add(vec2<u32>(0x21ec2868u, 0x40842b19u), xla_f64_mul(s, vec2<u32>(0x57700314u, 0x407ad021u)))));
    sa = xla_f64_add(sa, xla_f64_mul(xla_f64_mul(xla_f64_mul(sa_t2, sa_t2), sa_t2), xla_f64_add(vec2<u32>(0xee48ae2cu, 0x405b28a3u), xla_f64_mul(s, vec2<u32>(0x8e484a93u, 0x401a47efu)))));
    sa = xla_f64_add(sa, xla_f64_mul(xla_f64_mul(xla_f64_mul(sa_t2, sa_t2), xla_f64_mul(sa_t2, sa_t2)), vec2<u32>(0xee749a62u, 0xbfaeeff2u)));
        r = ra;
        bs = sa;
    } else {
    let rb_t2 = xla_f64_mul(s, s);
    var rb = xla_f64_add(vec2<u32>(0x39e86f4au, 0xbf843412u), xla_f64_mul(s, vec2<u32>(0x70c285deu, 0xbfe993bau)));
    rb = xla_f64_add(rb, xla_f64_mul(rb_t2, xla_f64_add(vec2<u32>(0x555f995au, 0xc031c209u), xla_f64_mul(s, vec2<u32>(0x43c5ed98u, 0xc064145du)))));
    rb = xla_f64_add(rb, xla_f64_mul(xla_f64_mul(rb_t2, rb_t2), xla_f64_add(vec2<u32>(0x1375f228u, 0xc083ec88u), xla_f64_mul(s, vec2<u32>(0x6a2e5992u, 0xc0900461u)))));
    rb = xla_f64_add(rb, xla_f64_mul(xla_f64_mul(xla_f64_mul(rb_t2, rb_t2), rb_t2), vec2<u32>(0x9bdc383fu, 0xc07e384eu)));
    let sb_t2 = xla_f64_mul(s, s);
    var sb = xla_f64_add(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_mul(s, vec2<u32>(0x261d5190u, 0x403e568bu)));
    sb = xla_f64_add(sb, xla_f64_mul(sb_t2, xla_f64_add(vec2<u32>(0x221b9f0au, 0x40745caeu), xla_f64_mul(s, vec2<u32>(0x189d5118u, 0x409802ebu)))));
    sb = xla_f64_add(sb, xla_f64_mul(xla_f64_mul(sb_t2, sb_t2), xla_f64_add(vec2<u32>(0x688c246au, 0x40a8ffb7u), xla_f64_mul(s, vec2<u32>(0xcedf3be6u, 0x40a3f219u)))));
    sb = xla_f64_add(sb, xla_f64_mul(xla_f64_mul(xla_f64_mul(sb_t2, sb_t2), sb_t2), xla_f64_add(vec2<u32>(0xe79fe763u, 0x407da874u), xla_f64_mul(s, vec2<u32>(0x42712d62u, 0xc03670e2u)))));
        r = rb;
        bs = sb;
    }
    let z = vec2<u32>(0u, ax.y);
    let e1 = xla_f64_exp(xla_f64_sub(xla_f64_mul(xla_f64_neg(z), z), vec2<u32>(0x00000000u, 0x3fe20000u)));
    let e2 = xla_f64_exp(xla_f64_add(xla_f64_mul(xla_f64_sub(z, ax), xla_f64_add(z, ax)), xla_f64_div(r, bs)));
    let rr = xla_f64_mul(e1, e2);
    if (negative) { return xla_f64_sub(xla_f64_div(rr, ax), vec2<u32>(0x00000000u, 0x3ff00000u)); }
    return xla_f64_sub(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_div(rr, ax));
}

// hypot(x, y), within an ulp of the exact result (C99's: inf with any inf, else NaN with a
// NaN): a^2 + b^2 in double-double after scaling by a power of two, a square root and one
// Newton correction from the exact residual.
fn xla_f64_hypot(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
    let ax = xla_f64_abs(x);
    let ay = xla_f64_abs(y);
    if (xla_f64_is_inf(ax) || xla_f64_is_inf(ay)) { return vec2<u32>(0x00000000u, 0x7ff00000u); }
    if (xla_f64_is_nan(ax) || xla_f64_is_nan(ay)) { return xla_f64_nan2(x, y); }
    let swap = xla_f64_lt(ax, ay);
    var a = select(ax, ay, swap);
    var b = select(ay, ax, swap);
    if (xla_f64_is_zero(b)) { return a; }
    let ea = i32((a.y >> 20u) & 0x7ffu) - 1023;
    var k = 0;
    if (ea > 500) { k = -600; } else if (ea < -500) { k = 600; }
    a = xla_f64_mul(a, xla_f64_pow2(k));
    b = xla_f64_mul(b, xla_f64_pow2(k));
    let a2 = xla_f64_mul(a, a);
    let b2 = xla_f64_mul(b, b);
    let hl = xla_f64_two_sum(a2, b2);
    let l = xla_f64_add(hl.zw, xla_f64_add(xla_f64_fma(a, a, xla_f64_neg(a2)), xla_f64_fma(b, b, xla_f64_neg(b2))));
    var r = xla_f64_sqrt(hl.xy);
    let res = xla_f64_add(xla_f64_fma(xla_f64_neg(r), r, hl.xy), l);
    r = xla_f64_add(r, xla_f64_div(res, xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), r)));
    return xla_f64_mul(r, xla_f64_pow2(-k));
}

// The CPU backend's c128 sign: z / |z|, 0 for 0.
fn xla_c128_sign(z: vec4<u32>) -> vec4<u32> {
    let r = xla_f64_hypot(z.xy, z.zw);
    if (xla_f64_eq(r, vec2<u32>(0x00000000u, 0x00000000u))) { return vec4<u32>(0u); }
    return vec4<u32>(xla_f64_div(z.xy, r), xla_f64_div(z.zw, r));
}

// The CPU backend's c128 exp: e^a (cos b + i sin b).
fn xla_c128_exp(z: vec4<u32>) -> vec4<u32> {
    let e = xla_f64_exp(z.xy);
    let sc = xla_f64_sin_cos(z.zw);
    return vec4<u32>(xla_f64_mul(e, sc.zw), xla_f64_mul(e, sc.xy));
}

// The CPU backend's c128 log: ln |z| + i atan2(b, a).
fn xla_c128_log(z: vec4<u32>) -> vec4<u32> {
    return vec4<u32>(xla_f64_log(xla_f64_hypot(z.xy, z.zw)), xla_f64_atan2(z.zw, z.xy));
}

// (cosh b, sinh b) as the CPU backend: (e^b + e^-b) / 2, (expm1(b) - expm1(-b)) / 2.
fn xla_c128_cosh_sinh(b: vec2<u32>) -> vec4<u32> {
    let ch = xla_f64_mul(xla_f64_add(xla_f64_exp(b), xla_f64_exp(xla_f64_neg(b))), vec2<u32>(0x00000000u, 0x3fe00000u));
    let sh = xla_f64_mul(xla_f64_sub(xla_f64_expm1(b), xla_f64_expm1(xla_f64_neg(b))), vec2<u32>(0x00000000u, 0x3fe00000u));
    return vec4<u32>(ch, sh);
}

// sin (which 0) or cos (1) of c128 z, as the CPU backend.
fn xla_c128_sin_cos(z: vec4<u32>, which: u32) -> vec4<u32> {
    let cs = xla_c128_cosh_sinh(z.zw);
    let sc = xla_f64_sin_cos(z.xy);
    let s = sc.xy;
    let c = sc.zw;
    if (which == 0u) { return vec4<u32>(xla_f64_mul(s, cs.xy), xla_f64_mul(c, cs.zw)); }
    return vec4<u32>(xla_f64_mul(c, cs.xy), xla_f64_neg(xla_f64_mul(s, cs.zw)));
}

// The CPU backend's c128 tanh: (sinh 2a + i sin 2b) / (cosh 2a + cos 2b), and (+-1, +-0)
// past |a| = 20.
fn xla_c128_tanh(z: vec4<u32>) -> vec4<u32> {
    let a = z.xy;
    let b2 = xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), z.zw);
    let sc = xla_f64_sin_cos(b2);
    let s = sc.xy;
    if (xla_f64_lt(vec2<u32>(0x00000000u, 0x40340000u), xla_f64_abs(a))) {
        return vec4<u32>(vec2<u32>(0x00000000u, 0x3ff00000u) | vec2<u32>(0u, a.y & 0x80000000u), vec2<u32>(0u, s.y & 0x80000000u));
    }
    let cs = xla_c128_cosh_sinh(xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), a));
    let d = xla_f64_add(cs.xy, sc.zw);
    return vec4<u32>(xla_f64_div(cs.zw, d), xla_f64_div(s, d));
}

// The CPU backend's c128 expm1: expm1(a) cos b - 2 sin^2(b/2) + i e^a sin b.
fn xla_c128_expm1(z: vec4<u32>) -> vec4<u32> {
    let a = z.xy;
    let b = z.zw;
    let h = xla_f64_sin_cos(xla_f64_mul(b, vec2<u32>(0x00000000u, 0x3fe00000u))).xy;
    let sc = xla_f64_sin_cos(b);
    let re = xla_f64_sub(xla_f64_mul(xla_f64_expm1(a), sc.zw), xla_f64_mul(xla_f64_mul(vec2<u32>(0x00000000u, 0x40000000u), h), h));
    return vec4<u32>(re, xla_f64_mul(xla_f64_exp(a), sc.xy));
}

// The CPU backend's (XLA's) c128 power: (a^2 + b^2)^(c/2) e^(-d theta) (cos q + i sin q),
// theta = atan2(b, a), q = (d/2) ln(a^2 + b^2) + c theta, fused as the CPU's; 0^w is 1 for
// w = 0 and 0 for real w > 0.
fn xla_c128_pow(x: vec4<u32>, y: vec4<u32>) -> vec4<u32> {
    let a = x.xy;
    let b = x.zw;
    let c = y.xy;
    let d = y.zw;
    let aa_p_bb = xla_f64_fma(b, b, xla_f64_mul(a, a));
    if (xla_f64_is_zero(aa_p_bb) && xla_f64_is_zero(d) && !xla_f64_lt(c, vec2<u32>(0x00000000u, 0x00000000u)) && !xla_f64_is_nan(c)) {
        return vec4<u32>(select(vec2<u32>(0x00000000u, 0x00000000u), vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_is_zero(c)), vec2<u32>(0x00000000u, 0x00000000u));
    }
    let theta = xla_f64_atan2(b, a);
    let coeff = xla_f64_mul(xla_f64_pow(aa_p_bb, xla_f64_mul(vec2<u32>(0x00000000u, 0x3fe00000u), c)), xla_f64_exp(xla_f64_mul(xla_f64_neg(d), theta)));
    let q = xla_f64_fma(xla_f64_mul(vec2<u32>(0x00000000u, 0x3fe00000u), d), xla_f64_log(aa_p_bb), xla_f64_mul(c, theta));
    let sc = xla_f64_sin_cos(q);
    return vec4<u32>(xla_f64_mul(coeff, sc.zw), xla_f64_mul(coeff, sc.xy));
}

// fmod(x, y) exactly (XLA's remainder, the CPU's %): the significands' remainder by shifting
// one bit at a time through the exponent difference; the result has x's sign and is exact.
fn xla_f64_rem(x: vec2<u32>, y: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(x) || xla_f64_is_nan(y)) { return xla_f64_nan2(x, y); }
    if (xla_f64_is_inf(x) || xla_f64_is_zero(y)) { return vec2<u32>(0x00000000u, 0xfff80000u); }
    let ax = xla_f64_abs(x);
    let ay = xla_f64_abs(y);
    if (xla_f64_is_inf(y) || xla_f64_is_zero(x) || xla_f64_lt(ax, ay)) { return x; }
    let ua = xla_f64_unpack(ax);
    let ub = xla_f64_unpack(ay);
    let m = ub.xy;
    var r = ua.xy;
    if (!xla_lt_u64(r, m)) { r = xla_sub64(r, m); }
    let d = bitcast<i32>(ua.z) - bitcast<i32>(ub.z);
    for (var i = 0; i < d; i = i + 1) {
        r = xla_add64(r, r);
        if (!xla_lt_u64(r, m)) { r = xla_sub64(r, m); }
    }
    let sign = x.y & 0x80000000u;
    if ((r.x | r.y) == 0u) { return vec2<u32>(0u, sign); }
    return xla_f64_norm_round_pack(sign, bitcast<i32>(ub.z) + 9, r);
}

// hypot(a, b) of a, b >= 0 as stablehlo's complex math expander writes it (the CPU backend's
// hypot_expanded): mx sqrt(2) when equal, else mx sqrt(1 + r^2), r = mn / mx, or
// mx + mx r^2 / 2 where that root rounds to 1.
fn xla_f64_hypot_expanded(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let mx = xla_f64_max(a, b);
    let mn = xla_f64_min(a, b);
    let r = xla_f64_div(mn, mx);
    let r2 = xla_f64_mul(r, r);
    let sq = xla_f64_sqrt(xla_f64_add(r2, vec2<u32>(0x00000000u, 0x3ff00000u)));
    if (xla_f64_eq(mx, mn)) { return xla_f64_mul(mx, vec2<u32>(0x667f3bcdu, 0x3ff6a09eu)); }
    if (xla_f64_eq(sq, vec2<u32>(0x00000000u, 0x3ff00000u)) && xla_f64_lt(vec2<u32>(0x00000000u, 0x00000000u), r2)) { return xla_f64_add(mx, xla_f64_div(xla_f64_mul(mx, r2), vec2<u32>(0x00000000u, 0x40000000u))); }
    return xla_f64_mul(mx, sq);
}

// c128 sqrt as the expander writes it (the CPU backend's c_sqrt, every step correctly rounded,
// so the CPU's bits): the larger component from u = sqrt((hypot + |x|) / 2), rescaled where u
// under- or overflows, the smaller as |y| / (2u).
fn xla_c128_sqrt(z: vec4<u32>) -> vec4<u32> {
    let x = z.xy;
    let y = z.zw;
    let ax = xla_f64_abs(x);
    let ay = xla_f64_abs(y);
    let same = xla_f64_eq(ax, ay);
    let sq_ax = xla_f64_sqrt(ax);
    let sq_ay = xla_f64_sqrt(ay);
    let u = xla_f64_sqrt(xla_f64_add(xla_f64_div(xla_f64_hypot_expanded(ax, ay), vec2<u32>(0x00000000u, 0x40000000u)), xla_f64_div(ax, vec2<u32>(0x00000000u, 0x40000000u))));
    let u_bad = xla_f64_eq(u, vec2<u32>(0x00000000u, 0x00000000u)) || xla_f64_eq(u, vec2<u32>(0x00000000u, 0x7ff00000u));
    let gt = xla_f64_lt(ay, ax);
    let less = xla_f64_lt(ax, ay);
    var big: vec2<u32>;
    var small: vec2<u32>;
    if (same) {
        big = xla_f64_div(xla_f64_mul(sq_ax, vec2<u32>(0x193d5c03u, 0x3ff8dc42u)), vec2<u32>(0x667f3bcdu, 0x3ff6a09eu));
        small = xla_f64_div(sq_ay, vec2<u32>(0xcaffa9f9u, 0x40019435u));
    } else if (u_bad) {
        let ratio = select(xla_f64_div(ay, ax), xla_f64_div(ax, ay), less);
        let h1 = xla_f64_hypot_expanded(xla_f64_abs(ratio), vec2<u32>(0x00000000u, 0x3ff00000u));
        let s165 = xla_f64_sqrt(xla_f64_add(h1, vec2<u32>(0x00000000u, 0x3ff00000u)));
        let s170 = xla_f64_sqrt(xla_f64_add(ratio, h1));
        let q = select(xla_f64_div(sq_ay, sq_ax), xla_f64_div(sq_ax, sq_ay), less);
        if (gt) {
            big = xla_f64_mul(sq_ax, xla_f64_div(s165, vec2<u32>(0x667f3bcdu, 0x3ff6a09eu)));
            small = xla_f64_div(xla_f64_mul(sq_ay, q), xla_f64_mul(s165, vec2<u32>(0x667f3bcdu, 0x3ff6a09eu)));
        } else {
            big = xla_f64_mul(sq_ay, xla_f64_div(s170, vec2<u32>(0x667f3bcdu, 0x3ff6a09eu)));
            small = xla_f64_div(sq_ay, xla_f64_mul(s170, vec2<u32>(0x667f3bcdu, 0x3ff6a09eu)));
        }
    } else {
        big = u;
        small = xla_f64_div(ay, xla_f64_mul(u, vec2<u32>(0x00000000u, 0x40000000u)));
    }
    let neg_y = xla_f64_lt(y, vec2<u32>(0x00000000u, 0x00000000u));
    let x_neg = xla_f64_lt(x, vec2<u32>(0x00000000u, 0x00000000u));
    let re = select(small, big, xla_f64_lt(vec2<u32>(0x00000000u, 0x00000000u), x) || xla_f64_eq(x, vec2<u32>(0x00000000u, 0x00000000u)));
    let mag = select(small, big, x_neg);
    return vec4<u32>(re, select(mag, xla_f64_neg(mag), neg_y));
}

// c128 rsqrt as XLA:CPU's elemental emitter (the CPU backend's c_rsqrt): polar form,
// r = rsqrt(max) rsqrt(sqrt(1 + (min/max)^2)) (rsqrt(min) where that is NaN), angle
// -atan2(y, x) / 2; 1/0 is (inf, NaN) and an infinite part gives signed zeros.
fn xla_c128_rsqrt(z: vec4<u32>) -> vec4<u32> {
    let a = z.xy;
    let b = z.zw;
    let abs_a = xla_f64_abs(a);
    let abs_b = xla_f64_abs(b);
    if (xla_f64_is_zero(a) && xla_f64_is_zero(b)) { return vec4<u32>(vec2<u32>(0x00000000u, 0x7ff00000u), 0u, 0x7ff80000u); }
    if ((xla_f64_is_inf(abs_b) && xla_f64_is_nan(a)) || xla_f64_is_inf(abs_a)) {
        return vec4<u32>(0u, a.y & 0x80000000u, 0u, (b.y & 0x80000000u) ^ 0x80000000u);
    }
    let mx = xla_f64_max(abs_a, abs_b);
    let mn = xla_f64_min(abs_a, abs_b);
    let dv = xla_f64_div(mn, mx);
    let root = xla_f64_sqrt(xla_f64_add(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_mul(dv, dv)));
    var r = xla_f64_mul(xla_f64_div(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_sqrt(mx)), xla_f64_div(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_sqrt(root)));
    if (xla_f64_is_nan(r)) { r = xla_f64_div(vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_sqrt(mn)); }
    let angle = xla_f64_mul(xla_f64_atan2(b, a), vec2<u32>(0x00000000u, 0xbfe00000u));
    let sc = xla_f64_sin_cos(angle);
    return vec4<u32>(xla_f64_mul(r, sc.zw), xla_f64_mul(r, sc.xy));
}

// v^2 as (v v, its error) by Dekker's product in the expander's order (the CPU backend's).
fn xla_f64_square_dekker(v: vec2<u32>) -> vec4<u32> {
    let sq = xla_f64_mul(v, v);
    let t = xla_f64_mul(v, vec2<u32>(0x02000000u, 0x41a00000u));
    let hi = xla_f64_add(t, xla_f64_sub(v, t));
    let lo = xla_f64_sub(v, hi);
    let hl = xla_f64_mul(hi, lo);
    let err = xla_f64_add(xla_f64_add(xla_f64_add(xla_f64_add(xla_f64_neg(sq), xla_f64_mul(hi, hi)), hl), hl), xla_f64_mul(lo, lo));
    return vec4<u32>(sq, err);
}

// The rounding error of sum = a + b (two-sum), given sum.
fn xla_f64_two_sum_error(a: vec2<u32>, b: vec2<u32>, sum: vec2<u32>) -> vec2<u32> {
    let bv = xla_f64_sub(sum, a);
    let av = xla_f64_sub(sum, bv);
    return xla_f64_add(xla_f64_sub(a, av), xla_f64_sub(b, bv));
}

// c128 log1p as the expander writes it (the CPU backend's c_log1p): the real part from
// log(mx) + log1p((mn/mx)^2)/2 for huge parts, log((x+1)^2 + y^2)/2 near -1, else
// log1p(2x + x^2 + y^2)/2 with Dekker squares and tracked sums; atan2(y, x + 1).
fn xla_c128_log1p(z: vec4<u32>) -> vec4<u32> {
    let x = z.xy;
    let y = z.zw;
    let ax = xla_f64_abs(x);
    let ay = xla_f64_abs(y);
    let mx = xla_f64_max(ax, ay);
    let mn = xla_f64_min(ax, ay);
    let xp1 = xla_f64_add(x, vec2<u32>(0x00000000u, 0x3ff00000u));
    var re: vec2<u32>;
    if (xla_f64_lt(xla_f64_mul(xla_f64_sqrt(vec2<u32>(0xffffffffu, 0x7fefffffu)), vec2<u32>(0x47ae147bu, 0x3f847ae1u)), mx)) {
        let ratio = xla_f64_div(mn, mx);
        let t = select(xla_f64_mul(ratio, ratio), vec2<u32>(0x00000000u, 0x3ff00000u), xla_f64_eq(mn, mx));
        re = xla_f64_add(xla_f64_log(mx), xla_f64_mul(xla_f64_log1p(t), vec2<u32>(0x00000000u, 0x3fe00000u)));
    } else if (xla_f64_lt(xla_f64_add(xla_f64_abs(xp1), ay), vec2<u32>(0x9999999au, 0x3fc99999u))) {
        re = xla_f64_mul(xla_f64_log(xla_f64_add(xla_f64_mul(xp1, xp1), xla_f64_mul(y, y))), vec2<u32>(0x00000000u, 0x3fe00000u));
    } else {
        let x2 = xla_f64_add(x, x);
        let yy = xla_f64_square_dekker(y);
        let xx = xla_f64_square_dekker(x);
        let s1 = xla_f64_add(x2, yy.xy);
        let s2 = xla_f64_add(s1, xx.xy);
        let s3 = xla_f64_add(s2, yy.zw);
        let s4 = xla_f64_add(s3, xx.zw);
        let err = xla_f64_add(xla_f64_add(xla_f64_add(xla_f64_two_sum_error(x2, yy.xy, s1), xla_f64_two_sum_error(s1, xx.xy, s2)),
            xla_f64_two_sum_error(s2, yy.zw, s3)), xla_f64_two_sum_error(s3, xx.zw, s4));
        re = xla_f64_mul(xla_f64_log1p(xla_f64_add(s4, err)), vec2<u32>(0x00000000u, 0x3fe00000u));
    }
    return vec4<u32>(re, xla_f64_atan2(y, xp1));
}
