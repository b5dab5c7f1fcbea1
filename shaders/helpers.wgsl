// Scalar helpers for generated kernels: XLA semantics that WGSL does not give directly.
// Each top-level function is included in a kernel only when the kernel names it.
// Float classification is done on bits, never with x != x: WGSL compilers may assume no NaN.

fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_isinf(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
}

fn xla_isfinite(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7f800000u) != 0x7f800000u;
}

fn xla_nan() -> f32 {
    return xla_f32_bits(0x7fc00000u);
}

// A float from its bits through a call, so that inf/NaN constants are never const-evaluated
// (Chrome's WGSL compiler rejects a non-finite value in a constant expression).
fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

fn xla_min_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a < b);
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

fn xla_total_key(x: f32) -> i32 {
    let i = bitcast<i32>(x);
    return select(i, i ^ 0x7fffffff, i < 0);
}

fn xla_div_i32(a: i32, b: i32) -> i32 {
    if (b == 0) { return -1; }
    if (b == -1 && a == bitcast<i32>(0x80000000u)) { return a; }
    return a / b;
}

fn xla_rem_i32(a: i32, b: i32) -> i32 {
    if (b == 0) { return a; }
    if (b == -1) { return 0; }
    return a % b;
}

fn xla_div_u32(a: u32, b: u32) -> u32 {
    if (b == 0u) { return 0xffffffffu; }
    return a / b;
}

fn xla_rem_u32(a: u32, b: u32) -> u32 {
    if (b == 0u) { return a; }
    return a % b;
}

// f32 division, correctly rounded on every device. Most divide correctly and take `x / y`;
// where the builtin is loose (Vulkan allows 2.5 ulp: NVIDIA's `/` is a reciprocal times the
// dividend, which also flushes to zero past a divisor of 2^126) but `fma` is fused,
// `gpu::arith` finds so when the device opens and the pipeline sets `xla_div_fix`: the
// remainder fma(-q, b, a) of a quotient within a few ulp is exact, and two corrections by it
// round the quotient correctly. Operands are scaled so neither the reciprocal nor the
// remainder leaves the normal range (such devices flush subnormals). Every f32 division of
// the generated kernels and of this library goes through here, but for divisions by a power
// of two, which a reciprocal product gives exactly.
fn xla_fdiv(a: f32, b: f32) -> f32 {
    if (!xla_div_fix) { return a / b; }
    var x = a;
    var y = b;
    var k = 1.0;
    if (abs(y) > 0x1p+126f) { x = x * 0.25; y = y * 0.25; }
    if (abs(x) < 0x1p-80f) { x = x * 0x1p+64f; k = 0x1p-64f; }
    let q0 = x / y;
    if (q0 == 0.0 || !(abs(q0) <= 0x1.fffffep+127f)) { return q0 * k; }
    let rcp = 1.0 / y;
    let q1 = fma(fma(-q0, y, x), rcp, q0);
    return fma(fma(-q1, y, x), rcp, q1) * k;
}

override xla_div_fix: bool = false;

// sqrt(a), correctly rounded on every device (as xla_fdiv, with `xla_sqrt_fix`): two
// corrections by the exact residual fma(-s, s, a), on an argument scaled by 2^64 when tiny.
fn xla_fsqrt(a: f32) -> f32 {
    if (!xla_sqrt_fix || !(a > 0.0) || !(a <= 0x1.fffffep+127f)) { return sqrt(a); }
    var x = a;
    var k = 1.0;
    if (a < 0x1p-100f) { x = a * 0x1p+64f; k = 0x1p-32f; }
    let s0 = sqrt(x);
    let h = 0.5 / s0;
    let s1 = fma(fma(-s0, s0, x), h, s0);
    return fma(fma(-s1, s1, x), h, s1) * k;
}

override xla_sqrt_fix: bool = false;

fn xla_rem_f32(x: f32, y: f32) -> f32 {
    if (xla_isnan(x) || xla_isnan(y) || xla_isinf(x) || y == 0.0) { return xla_nan(); }
    if (xla_isinf(y)) { return x; }
    let ay = abs(y);
    var r = abs(x);
    let ey = i32((bitcast<u32>(ay) >> 23u) & 0xffu);
    // Subtract ay * 2^k, the largest such multiple not above r: each step is exact.
    for (var it = 0u; it < 320u && r >= ay; it = it + 1u) {
        let er = i32((bitcast<u32>(r) >> 23u) & 0xffu);
        var d = ldexp(ay, er - ey);
        if (d > r) { d = d * 0.5; }
        r = r - d;
    }
    return bitcast<f32>(bitcast<u32>(r) | (bitcast<u32>(x) & 0x80000000u));
}

fn xla_is_odd_int(y: f32) -> bool {
    return abs(y) < 16777216.0 && trunc(y) == y && (i32(y) & 1) != 0;
}

// v * 2^n for -252 <= n <= 254, as two exact power-of-two factors (each a normal float), so
// that only the last product rounds: a result in the subnormal range is rounded once (or
// flushed, where the device flushes).
fn xla_ldexp2(v: f32, n: i32) -> f32 {
    let a = n / 2;
    return v * bitcast<f32>(u32(a + 127) << 23u) * bitcast<f32>(u32(n - a + 127) << 23u);
}

// e^r for |r| <= 0.35: 1 + r + r^2 (1/2 + r P(r)), a minimax fit of P over the interval
// (relative error 1e-10), in Horner form. (Passing r as hi + lo parts, summed smallest first,
// measured worse on lavapipe: its compiler reassociates the sum.)
fn xla_exp_reduced(r: f32) -> f32 {
    var p = 0x1.a0108cp-13f;
    p = p * r + 0x1.6d4d7p-10f;
    p = p * r + 0x1.111186p-7f;
    p = p * r + 0x1.5554e8p-5f;
    p = p * r + 0x1.555556p-3f;
    return 1.0 + (r + r * r * (0.5 + r * p));
}

// Not the WGSL builtin (whose accuracy is left to the implementation; lavapipe's is off by up
// to 64 ulp near the ends of the range): x = k ln2 + r with ln2 in two parts (k ln2_hi is
// exact), e^r by a polynomial, then 2^k. Within 1 ulp of the correctly rounded result.
fn xla_exp(x: f32) -> f32 {
    if (xla_isnan(x)) { return x; }
    // Past ln(f32::MAX) the result overflows; below ln(2^-150) it rounds to zero.
    if (x > 0x1.62e42ep+6f) { return xla_f32_bits(0x7f800000u); }
    if (x < -104.0) { return 0.0; }
    let k = round(x * 0x1.715476p+0f);
    let r = (x - k * 0x1.62e4p-1f) - k * 0x1.7f7d1cp-20f;
    return xla_ldexp2(xla_exp_reduced(r), i32(k));
}

// Not the WGSL builtin: ln(x) = k ln2 + ln(1 + f) with 1 + f in [sqrt(1/2), sqrt(2)) and
// ln(1 + f) = f - f^2/2 + s (f^2/2 + R(s^2)), s = f / (2 + f) (the classic fdlibm reduction).
// Subnormals are read from their bits, so a device that flushes them still gets their log.
// Within 1 ulp.
fn xla_log(x: f32) -> f32 {
    let b = bitcast<u32>(x);
    if (xla_isnan(x)) { return x; }
    if ((b & 0x7fffffffu) == 0u) { return xla_f32_bits(0xff800000u); }
    if (b >= 0x80000000u) { return xla_nan(); }
    if (b == 0x7f800000u) { return x; }
    var ix = b;
    var k = -127;
    if (b < 0x00800000u) {
        ix = bitcast<u32>(f32(b));
        k = k - 149;
    }
    let mb = ix & 0x7fffffu;
    let big = mb >= 0x3504f3u;
    k = k + i32(ix >> 23u) + select(0, 1, big);
    let f = bitcast<f32>(mb | select(0x3f800000u, 0x3f000000u, big)) - 1.0;
    let dk = f32(k);
    let s = xla_fdiv(f, 2.0 + f);
    let z = s * s;
    let w = z * z;
    let r = z * (0x1.555554p-1f + w * 0x1.23d3dcp-2f) + w * (0x1.999c26p-2f + w * 0x1.f13c4cp-3f);
    let hfsq = 0.5 * f * f;
    return dk * 0x1.62e3p-1f - ((hfsq - (s * (hfsq + r) + dk * 0x1.2fefa2p-17f)) - f);
}

// x^y for finite x > 0 (subnormals read from their bits) and finite y, within 1 ulp:
// log2(x) to about 40 bits as hi + lo, y * log2(x) as hi + lo, then 2^(hi + lo). Each "hi"
// keeps 12 significant bits (its low bits cleared with an integer mask), so products of two
// of them are exact and the low parts are recovered by subtractions that are exact; the
// masks are integer operations that no compiler can fold away, unlike a float trick such as
// (a + b) - a.
fn xla_pow_pos(x: f32, y: f32) -> f32 {
    let b = bitcast<u32>(x);
    var ix = b;
    var k = -127;
    if (b < 0x00800000u) {
        ix = bitcast<u32>(f32(b));
        k = k - 149;
    }
    let mb = ix & 0x7fffffu;
    let big = mb >= 0x3504f3u;
    k = k + i32(ix >> 23u) + select(0, 1, big);
    // m in [sqrt(1/2), sqrt(2)); log2(m) = 2/ln2 * atanh(s), s = (m - 1) / (m + 1).
    let m = bitcast<f32>(mb | select(0x3f800000u, 0x3f000000u, big));
    let u = m - 1.0;
    let v = m + 1.0;
    let vh = bitcast<f32>(bitcast<u32>(v) & 0xfffff000u);
    let vl = m - (vh - 1.0);
    let s = xla_fdiv(u, v);
    let sh = bitcast<f32>(bitcast<u32>(s) & 0xfffff000u);
    let sl = xla_fdiv((u - sh * vh) - sh * vl, v);
    // 3 atanh(s) / s = 3 + s^2 + s^4 G(s^2) = qh + ql.
    let z = s * s;
    var g = 0x1.d89d8ap-3f;
    g = g * z + 0x1.1745d2p-2f;
    g = g * z + 0x1.555556p-2f;
    g = g * z + 0x1.b6db6ep-2f;
    g = g * z + 0x1.333334p-1f;
    let s2h = sh * sh;
    let wl = sl * (sh + s) + z * z * g;
    let qh = bitcast<f32>(bitcast<u32>(3.0 + s2h + wl) & 0xfffff000u);
    let ql = wl - ((qh - 3.0) - s2h);
    // s (3 + ...) = ph + pl, times 2 / (3 ln2), plus k: log2(x) = t1 + t2.
    let pu = sh * qh;
    let pv = sl * qh + ql * s;
    let ph = bitcast<f32>(bitcast<u32>(pu + pv) & 0xfffff000u);
    let pl = pv - (ph - pu);
    let zh = 0x1.ec6p-1f * ph;
    let zl = 0x1.09dc3ap-13f * ph + pl * 0x1.ec709ep-1f;
    let dk = f32(k);
    let t1 = bitcast<f32>(bitcast<u32>(dk + zh + zl) & 0xfffff000u);
    let t2 = zl - ((t1 - dk) - zh);
    // y log2(x) = eh + el, y split the same way.
    let y1 = bitcast<f32>(bitcast<u32>(y) & 0xfffff000u);
    let eh = y1 * t1;
    let el = (y - y1) * t1 + y * t2;
    let e = eh + el;
    if (e > 130.0) { return xla_f32_bits(0x7f800000u); }
    if (e < -152.0) { return 0.0; }
    // 2^(eh + el) = 2^n e^(f ln2), f = eh - n + el = gh + gl in [-1/2, 1/2].
    let n = round(e);
    let fh = eh - n;
    let gh = bitcast<f32>(bitcast<u32>(fh + el) & 0xfffff000u);
    let gl = el - (gh - fh);
    let r = gh * 0x1.62ep-1f + (gh * 0x1.0bfbe8p-15f + gl * 0x1.62e43p-1f);
    return xla_ldexp2(xla_exp_reduced(r), i32(n));
}

fn xla_pow_f32(x: f32, y: f32) -> f32 {
    if (y == 0.0 || x == 1.0) { return 1.0; }
    if (xla_isnan(x) || xla_isnan(y)) { return xla_nan(); }
    let odd = xla_is_odd_int(y);
    // Zero and the sign from the bits: a device that flushes subnormals must not read a
    // subnormal base as zero.
    let xneg = (bitcast<u32>(x) & 0x80000000u) != 0u;
    if ((bitcast<u32>(x) & 0x7fffffffu) == 0u) {
        if (y < 0.0) {
            return select(xla_f32_bits(0x7f800000u), bitcast<f32>(bitcast<u32>(x) | 0x7f800000u), odd);
        }
        return select(0.0, x, odd);
    }
    let ax = abs(x);
    if (xla_isinf(y)) {
        if (ax == 1.0) { return 1.0; }
        if ((ax > 1.0) == (y > 0.0)) { return xla_f32_bits(0x7f800000u); }
        return 0.0;
    }
    var r: f32;
    if (xla_isinf(ax)) {
        r = select(0.0, xla_f32_bits(0x7f800000u), y > 0.0);
    } else {
        r = xla_pow_pos(ax, y);
    }
    if (xneg) {
        // (-inf)^y is +-inf or +-0 for every y; a finite negative base needs an integer y.
        if (!xla_isinf(ax) && trunc(y) != y) { return xla_nan(); }
        if (odd) { return -r; }
    }
    return r;
}

// XLA's integer pow (checked against jaxlib 0.10.2): the exponent is read as signed; a
// negative one gives 1 for base 1, ±1 for base -1 (by parity), 0 otherwise; otherwise
// square-and-multiply over the exponent's low 6 bits only, with wrapping products.
fn xla_pow_i32(b: i32, e: i32) -> i32 {
    if (e < 0) {
        if (b == 1) { return 1; }
        if (b == -1) { return select(1, -1, (e & 1) != 0); }
        return 0;
    }
    var r = 1;
    var base = b;
    for (var i = 0u; i < 6u; i = i + 1u) {
        if (((u32(e) >> i) & 1u) != 0u) { r = r * base; }
        base = base * base;
    }
    return r;
}

// The unsigned form: `w` is the element width, whose top bit makes the exponent negative.
fn xla_pow_u32(b: u32, e: u32, w: u32) -> u32 {
    let m = select((1u << w) - 1u, 0xffffffffu, w >= 32u);
    if (((e >> (w - 1u)) & 1u) != 0u) {
        if (b == 1u) { return 1u; }
        if (b == m) { return select(1u, m, (e & 1u) != 0u); }
        return 0u;
    }
    var r = 1u;
    var base = b;
    for (var i = 0u; i < 6u; i = i + 1u) {
        if (((e >> i) & 1u) != 0u) { r = r * base; }
        base = base * base;
    }
    return r;
}

fn xla_shl_i32(a: i32, n: i32, w: u32) -> i32 {
    let s = bitcast<u32>(n);
    return select(0, a << (s & 31u), s < w);
}

fn xla_shra_i32(a: i32, n: i32, w: u32) -> i32 {
    let s = bitcast<u32>(n);
    return a >> min(s, 31u);
}

fn xla_shrl_i32(a: i32, n: i32, w: u32) -> i32 {
    let s = bitcast<u32>(n);
    let m = select(0xffffffffu, (1u << w) - 1u, w < 32u);
    return select(0, bitcast<i32>((bitcast<u32>(a) & m) >> (s & 31u)), s < w);
}

fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

fn xla_shra_u32(a: u32, s: u32, w: u32) -> u32 {
    let sh = 32u - w;
    let signed = bitcast<i32>(a << sh) >> sh;
    return bitcast<u32>(signed >> min(s, 31u));
}

fn xla_sign_f32(x: f32) -> f32 {
    if (xla_isnan(x) || x == 0.0) { return x; }
    return select(-1.0, 1.0, x > 0.0);
}

fn xla_round_afz(x: f32) -> f32 {
    let t = trunc(x);
    if (abs(x - t) >= 0.5) { return t + select(-1.0, 1.0, x > 0.0); }
    return t;
}

fn xla_cbrt(x: f32) -> f32 {
    if (x == 0.0 || !xla_isfinite(x)) { return x; }
    let a = abs(x);
    var r = pow(a, 1.0 / 3.0);
    r = r - xla_fdiv(r * r * r - a, 3.0 * r * r);
    return select(r, -r, x < 0.0);
}

fn xla_expm1(x: f32) -> f32 {
    // XLA's formula, as the CPU backend's expm1: exp(x) - 1 past |x| = 1/2, tanh(x/2)(e^x + 1)
    // inside (no cancellation), x itself where x/2 underflows.
    let h = x * 0.5;
    let e = xla_exp(x);
    let r = select(xla_tanh(h) * (e + 1.0), e - 1.0, abs(x) > 0.5);
    return select(r, x, h == 0.0);
}

fn xla_ln_positive(u: f32) -> f32 {
    // ln(u) for finite u > 0 (Cephes logf, as the CPU backend's ln_positive_f32): u = m 2^e with
    // m in [sqrt(1/2), sqrt(2)), a degree-9 polynomial in m - 1, ln 2 split in two parts.
    let bits = bitcast<i32>(u);
    var e = ((bits >> 23u) & 0xff) - 126;
    var m = bitcast<f32>((bits & 0x007fffff) | 0x3f000000);
    let small = m < 0x1.6a09e6p-1f;
    e = e - select(0, 1, small);
    m = select(m - 1.0, m + m - 1.0, small);
    let z = m * m;
    var y = 0x1.204376p-4f;
    y = y * m + -0x1.d7a37p-4f;
    y = y * m + 0x1.de4a34p-4f;
    y = y * m + -0x1.fcba9ep-4f;
    y = y * m + 0x1.23d37ep-3f;
    y = y * m + -0x1.555cap-3f;
    y = y * m + 0x1.999d58p-3f;
    y = y * m + -0x1.fffff8p-3f;
    y = y * m + 0x1.555554p-2f;
    y = y * m * z;
    let ef = f32(e);
    y = y + -0x1.bd0106p-13f * ef;
    y = y + -0.5 * z;
    return m + y + 0x1.63p-1f * ef;
}

fn xla_log1p(x: f32) -> f32 {
    // Eigen's (and so XLA CPU's) log1p, as the CPU backend's ln1p_f32: u = 1 + x, then
    // ln(u) * x / (u - 1), which cancels the rounding of u.
    if (xla_isnan(x)) { return x; }
    let u = 1.0 + x;
    let uc = clamp(u, 0x1p-126f, 0x1.fffffep+127f);
    var r = xla_ln_positive(uc) * xla_fdiv(x, uc - 1.0);
    if (u == 1.0) { r = x; }
    if (xla_isinf(u) && u > 0.0) { r = u; }
    // -inf through a function argument: Tint refuses a constant-evaluated bitcast to -inf.
    if (u == 0.0) { r = xla_f32_bits(0xff800000u); }
    if (u < 0.0) { r = xla_nan(); }
    return r;
}

// Not the WGSL builtin (lavapipe's is off by hundreds of ulp): the angle of (|x|, |y|) as
// K + s atan(u), where u comes from the smaller magnitude over the larger reduced around 0,
// 1/2 or 1 (u = t, (2t - 1) / (2 + t) or (t - 1) / (t + 1), formed from the operands so the
// numerators are exact), atan(u) a minimax polynomial on |u| <= 7/16, and K one of twelve
// sums of pi/2, pi, atan(1/2) and pi/4, each a hi + lo pair. The operands are brought to a
// common scale through their bits (subnormals included, so a device that flushes them still
// sees them). Within 1.5 ulp over all quadrants.
fn xla_atan2(y: f32, x: f32) -> f32 {
    if (xla_isnan(x) || xla_isnan(y)) { return xla_nan(); }
    let ysign = bitcast<u32>(y) & 0x80000000u;
    let xneg = (bitcast<u32>(x) & 0x80000000u) != 0u;
    let bx = bitcast<u32>(x) & 0x7fffffffu;
    let by = bitcast<u32>(y) & 0x7fffffffu;
    var r: f32;
    if (by == 0u) {
        r = select(0.0, 3.14159265358979, xneg);
    } else if (by == 0x7f800000u && bx == 0x7f800000u) {
        r = select(0.785398163397448, 2.35619449019234, xneg);
    } else if (bx == 0u || by == 0x7f800000u) {
        r = 1.5707963267949;
    } else if (bx == 0x7f800000u) {
        r = select(0.0, 3.14159265358979, xneg);
    } else {
        let swap = by > bx;
        let bn = select(by, bx, swap);
        let bd = select(bx, by, swap);
        // The larger magnitude scaled into [1, 2), the smaller by the same power of two (as
        // an exponent change on the bits; a subnormal first made normal by converting its bits
        // as an integer, 2^149 times its value); zero when that leaves the normal range.
        var num = 0.0;
        var den: f32;
        if (bd < 0x00800000u) {
            num = f32(bn);
            den = f32(bd);
        } else {
            den = bitcast<f32>((bd & 0x7fffffu) | 0x3f800000u);
            let shift = i32(bd >> 23u) - 127;
            let sub = bn < 0x00800000u;
            let cn = select(bn, bitcast<u32>(f32(bn)), sub);
            let drop = shift + select(0, 149, sub);
            if (i32(cn >> 23u) - drop >= 1) {
                num = bitcast<f32>(u32(i32(cn) - (drop << 23u)));
            }
        }
        var j = 0u;
        var u = xla_fdiv(num, den);
        if (num >= den * 0x1.6p-1f) {
            j = 2u;
            u = xla_fdiv(num - den, num + den);
        } else if (num >= den * 0x1.cp-2f) {
            j = 1u;
            u = xla_fdiv(num + num - den, den + den + num);
        }
        let z = u * u;
        var p = -0x1.dd5538p-5f;
        p = p * z + 0x1.addad2p-4f;
        p = p * z + -0x1.236f38p-3f;
        p = p * z + 0x1.998df4p-3f;
        p = p * z + -0x1.555542p-2f;
        let a = u + u * z * p;
        var kh = array<f32, 12>(0.0, 0x1.dac67p-2f, 0x1.921fb6p-1f, 0x1.921fb6p+0f,
            0x1.1b6e1ap+0f, 0x1.921fb6p-1f, 0x1.921fb6p+1f, 0x1.56c6e8p+1f, 0x1.2d97c8p+1f,
            0x1.921fb6p+0f, 0x1.0468a8p+1f, 0x1.2d97c8p+1f);
        var kl = array<f32, 12>(0.0, 0x1.586ed4p-28f, -0x1.777a5cp-26f, -0x1.777a5cp-25f,
            -0x1.a28838p-25f, -0x1.777a5cp-26f, -0x1.777a5cp-24f, -0x1.8d014ap-24f,
            -0x1.99bc5cp-28f, -0x1.777a5cp-25f, 0x1.59c9bep-24f, -0x1.99bc5cp-28f);
        let i = select(0u, 6u, xneg) + select(0u, 3u, swap) + j;
        let sa = select(a, -a, swap != xneg);
        if (num == 0.0 && !swap && !xneg) {
            // The ratio is below 2^-126: atan(t) = t, however the device rounds it.
            r = xla_fdiv(abs(y), abs(x));
        } else {
            r = kh[i] + (kl[i] + sa);
        }
    }
    return bitcast<f32>(bitcast<u32>(r) | ysign);
}

fn xla_logistic(x: f32) -> f32 {
    return xla_fdiv(1.0, 1.0 + xla_exp(-x));
}

fn xla_tanh(x: f32) -> f32 {
    // XLA CPU's tanh intrinsic (the CPU backend's tanh_f32, term for term): the rational form
    // with fused multiply-adds on x clamped to +-7.99881172, x itself below |x| = 0.0004, +-1
    // from |x| = 20, NaN through.
    if (xla_isnan(x)) { return x; }
    if (abs(x) >= 20.0) { return select(1.0, -1.0, x < 0.0); }
    if (abs(x) < 0x1.a36e2ep-12f) { return x; }
    let xc = clamp(x, -0x1.ffec88p+2f, 0x1.ffec88p+2f);
    let x2 = xc * xc;
    var p = -0x1.3e4b8p-52f;
    p = fma(x2, p, 0x1.c266fcp-43f);
    p = fma(x2, p, -0x1.7a6ffep-34f);
    p = fma(x2, p, 0x1.b80082p-25f);
    p = fma(x2, p, 0x1.f28694p-17f);
    p = fma(x2, p, 0x1.4e1bdap-11f);
    p = fma(x2, p, 0x1.40b3b8p-8f);
    p = p * xc;
    var q = 0x1.41a7bp-20f;
    q = fma(x2, q, 0x1.f12bacp-14f);
    q = fma(x2, q, 0x1.29540ap-9f);
    q = fma(x2, q, 0x1.40b3bap-8f);
    return xla_fdiv(p, q);
}

fn xla_erf(x0: f32) -> f32 {
    // XLA's rational approximation (Eigen's generic_fast_erf_float, fused multiply-adds), as
    // the CPU backend's erf_f32: the same formula on both backends.
    if (xla_isnan(x0)) { return x0; }
    let x = clamp(x0, -0x1.ea8f96p+1f, 0x1.ea8f96p+1f);
    let x2 = x * x;
    var p = 0x1.e05aa2p-13f;
    p = fma(p, x2, 0x1.bebb44p-9f);
    p = fma(p, x2, 0x1.a16dd6p-5f);
    p = fma(p, x2, 0x1.7b4e8p-3f);
    p = fma(p, x2, 0x1.20dd74p+0f);
    p = p * x;
    var q = -0x1.fa720cp-24f;
    q = fma(q, x2, 0x1.8b11bep-16f);
    q = fma(q, x2, 0x1.0ada5p-10f);
    q = fma(q, x2, 0x1.cd0fa8p-7f);
    q = fma(q, x2, 0x1.c69842p-4f);
    q = fma(q, x2, 0x1.fd6894p-2f);
    q = fma(q, x2, 0x1p+0f);
    return xla_fdiv(p, q);
}

fn xla_trig_reduce(x: f32) -> vec2<f32> {
    // x = q*pi/2 + r with |r| <= pi/4, returned as (r, q mod 4), for every finite f32: an exact
    // Payne-Hanek reduction on 32-bit words of 2/pi (integer math only, so it does not depend on
    // how a WGSL compiler fuses or reorders float operations), r rounded once to nearest.
    let ax = bitcast<u32>(x) & 0x7fffffffu;
    if (ax <= 0x3f490fd8u) { return vec2<f32>(x, 0.0); }
    let m = (ax & 0x7fffffu) | 0x800000u;
    let e = i32(ax >> 23u) - 150;
    // x*2/pi = m * 2^e * sum(w[j] * 2^(-32(j+1))); words before j0 add multiples of 4.
    var j0 = 0;
    if (e >= 2) { j0 = (e - 2) / 32; }
    let s = e - 32 * j0;
    var w = array<u32, 8>(0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u,
        0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u);
    var z = array<u32, 6>(0u, 0u, 0u, 0u, 0u, 0u);
    var carry = 0u;
    for (var k = 0; k < 4; k = k + 1) {
        let t = xla_mul32_wide(m, w[j0 + 3 - k]);
        let lo = t.x + carry;
        z[k] = lo;
        carry = t.y + select(0u, 1u, lo < t.x);
    }
    z[4] = carry;
    // Bits [b, b + 96) of z: 64 fraction bits of x*2/pi, then its low integer bits.
    let b = u32(64 - s);
    let i = b / 32u;
    let o = b % 32u;
    var f = array<u32, 3>(0u, 0u, 0u);
    for (var n = 0u; n < 3u; n = n + 1u) {
        f[n] = select((z[i + n] >> o) | (z[i + n + 1u] << (32u - o)), z[i + n], o == 0u);
    }
    var q = f[2] & 3u;
    var hi = f[1];
    var lo = f[0];
    var sign = bitcast<u32>(x) & 0x80000000u;
    if (hi >= 0x80000000u) {
        // Fraction >= 1/2: round to the next quadrant and take the negative remainder.
        q = q + 1u;
        lo = ~lo + 1u;
        hi = ~hi + select(0u, 1u, lo == 0u);
        sign = sign ^ 0x80000000u;
    }
    var r = 0.0;
    if (hi != 0u || lo != 0u) {
        // Normalise the fraction, multiply by pi/2 (32-bit fixed point) and round to f32.
        var lz = countLeadingZeros(hi);
        var t = (hi << lz) | select(lo >> (32u - lz), 0u, lz == 0u);
        if (hi == 0u) {
            lz = 32u + countLeadingZeros(lo);
            t = lo << (lz - 32u);
        }
        let p = xla_mul32_wide(t, 0xc90fdaa2u);
        var ph = p.y;
        var pl = p.x;
        var sh = 0u;
        if (ph < 0x80000000u) {
            ph = (ph << 1u) | (pl >> 31u);
            pl = pl << 1u;
            sh = 1u;
        }
        let mant = ph >> 8u;
        let rest = ph & 0xffu;
        let up = rest > 0x80u || (rest == 0x80u && (pl != 0u || (mant & 1u) != 0u));
        r = bitcast<f32>(((126u - lz - sh) << 23u) + mant + select(0u, 1u, up));
    }
    if ((bitcast<u32>(x) & 0x80000000u) != 0u) { q = 4u - q; }
    return vec2<f32>(bitcast<f32>(bitcast<u32>(r) | sign), f32(q & 3u));
}

fn xla_sin_kernel(r: f32) -> f32 {
    // sin on [-pi/4, pi/4] (Cephes sinf coefficients).
    let z = r * r;
    return ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * r + r;
}

fn xla_cos_kernel(r: f32) -> f32 {
    // cos on [-pi/4, pi/4] (Cephes cosf coefficients).
    let z = r * r;
    return ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z
        - 0.5 * z + 1.0;
}

fn xla_sin(x: f32) -> f32 {
    // Not the WGSL builtin: some implementations (SwiftShader) are far from libm accuracy.
    if (!xla_isfinite(x)) { return select(xla_nan(), x, xla_isnan(x)); }
    if ((bitcast<u32>(x) & 0x7fffffffu) < 0x39800000u) { return x; }
    let v = xla_trig_reduce(x);
    let q = u32(v.y);
    let y = select(xla_sin_kernel(v.x), xla_cos_kernel(v.x), (q & 1u) == 1u);
    return select(y, -y, q >= 2u);
}

fn xla_cos(x: f32) -> f32 {
    if (!xla_isfinite(x)) { return select(xla_nan(), x, xla_isnan(x)); }
    let v = xla_trig_reduce(x);
    let q = u32(v.y);
    let y = select(xla_cos_kernel(v.x), xla_sin_kernel(v.x), (q & 1u) == 1u);
    return select(y, -y, q == 1u || q == 2u);
}

fn xla_tan(x: f32) -> f32 {
    if (!xla_isfinite(x)) { return select(xla_nan(), x, xla_isnan(x)); }
    if ((bitcast<u32>(x) & 0x7fffffffu) < 0x39800000u) { return x; }
    let v = xla_trig_reduce(x);
    let r = v.x;
    let z = r * r;
    // tan on [-pi/4, pi/4] (Cephes tanf coefficients); odd quadrants are -1/tan(r).
    var p = 9.38540185543e-3;
    p = p * z + 3.11992232697e-3;
    p = p * z + 2.44301354525e-2;
    p = p * z + 5.34112807005e-2;
    p = p * z + 1.33387994085e-1;
    p = p * z + 3.33331568548e-1;
    let t = p * z * r + r;
    return select(t, xla_fdiv(-1.0, t), (u32(v.y) & 1u) == 1u);
}

fn xla_f2i(x: f32, lo: f32, hi: f32, ilo: i32, ihi: i32) -> i32 {
    if (xla_isnan(x)) { return 0; }
    if (x <= lo) { return ilo; }
    if (x >= hi) { return ihi; }
    return i32(x);
}

fn xla_f2u(x: f32, hi: f32, uhi: u32) -> u32 {
    if (xla_isnan(x) || x <= 0.0) { return 0u; }
    if (x >= hi) { return uhi; }
    return u32(x);
}

fn xla_f16_to_f32(h: u32) -> f32 {
    let s = (h & 0x8000u) << 16u;
    let e = (h >> 10u) & 0x1fu;
    let m = h & 0x3ffu;
    if (e == 0u) {
        return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8));
    }
    if (e == 31u) {
        // A NaN comes out quiet, payload kept, as x86's vcvtph2ps (and so jaxlib) gives it.
        return bitcast<f32>(s | 0x7f800000u | (m << 13u) | select(0u, 0x400000u, m != 0u));
    }
    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));
}

fn xla_f32_to_f16_sw(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let sign = (b >> 16u) & 0x8000u;
    let a = b & 0x7fffffffu;
    if (a > 0x7f800000u) { return sign | 0x7e00u | ((a >> 13u) & 0x3ffu); }
    if (a >= 0x477ff000u) { return sign | 0x7c00u; }
    if (a < 0x38800000u) {
        if (a < 0x33000000u) { return sign; }
        let e = a >> 23u;
        let m = (a & 0x7fffffu) | 0x800000u;
        let sh = 126u - e;
        let r = m >> sh;
        let rem = m & ((1u << sh) - 1u);
        let half = 1u << (sh - 1u);
        var res = r;
        if (rem > half || (rem == half && (r & 1u) == 1u)) { res = res + 1u; }
        return sign | res;
    }
    var h = (a >> 13u) - (112u << 10u);
    let rem = a & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (h & 1u) == 1u)) { h = h + 1u; }
    return sign | h;
}

// Rounding to f16 with a straight-line path for results that are normal f16s (the common
// case): adding 0xfff plus the lowest kept bit and dropping the 13 low mantissa bits is round
// to nearest even, and a carry into the exponent gives the right next binade. From 2^-14
// (0x38800000, f16's smallest normal) up to 65520 (0x477ff000, where rounding reaches
// infinity); zeros, subnormals, overflow, infinities and NaNs take xla_f32_to_f16_sw.
//
// This is also why webxla does not use `shader-f16`'s `f16(x)`: WGSL lets a conversion round
// to either neighbour, and NVIDIA's Vulkan driver was measured rounding toward zero, which
// is not XLA's bits; the integer path here is as fast as the hardware one was.
fn xla_f32_to_f16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        let r = a + 0xfffu + ((a >> 13u) & 1u);
        return ((b >> 16u) & 0x8000u) | ((r >> 13u) - (112u << 10u));
    }
    return xla_f32_to_f16_sw(x);
}

fn xla_f32_to_bf16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }
    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;
}

// x rounded to the nearest f16, as an f32: the same straight-line path as xla_f32_to_f16,
// kept in f32 bits (the sign bit rides along; no carry reaches it below 65520).
fn xla_round_f16(x: f32) -> f32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        return bitcast<f32>((b + 0xfffu + ((b >> 13u) & 1u)) & 0xffffe000u);
    }
    return xla_f16_to_f32(xla_f32_to_f16_sw(x));
}

fn xla_round_bf16(x: f32) -> f32 {
    return bitcast<f32>(xla_f32_to_bf16(x) << 16u);
}

fn xla_to_bool_f32(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) != 0u;
}

fn xla_mul32_wide(a: u32, b: u32) -> vec2<u32> {
    let a0 = a & 0xffffu;
    let a1 = a >> 16u;
    let b0 = b & 0xffffu;
    let b1 = b >> 16u;
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 16u) + (p01 & 0xffffu) + (p10 & 0xffffu);
    return vec2<u32>((p00 & 0xffffu) | (mid << 16u), p11 + (p01 >> 16u) + (p10 >> 16u) + (mid >> 16u));
}

fn xla_mul64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let w = xla_mul32_wide(a.x, b.x);
    return vec2<u32>(w.x, w.y + a.x * b.y + a.y * b.x);
}

fn xla_add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let lo = a.x + b.x;
    return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

fn xla_sub64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return vec2<u32>(a.x - b.x, a.y - b.y - select(0u, 1u, a.x < b.x));
}

fn xla_shl64(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
    if (n.y != 0u || n.x >= 64u) { return vec2<u32>(0u, 0u); }
    let s = n.x;
    if (s == 0u) { return a; }
    if (s >= 32u) { return vec2<u32>(0u, a.x << (s - 32u)); }
    return vec2<u32>(a.x << s, (a.y << s) | (a.x >> (32u - s)));
}

fn xla_shrl64(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
    if (n.y != 0u || n.x >= 64u) { return vec2<u32>(0u, 0u); }
    let s = n.x;
    if (s == 0u) { return a; }
    if (s >= 32u) { return vec2<u32>(a.y >> (s - 32u), 0u); }
    return vec2<u32>((a.x >> s) | (a.y << (32u - s)), a.y >> s);
}

fn xla_shra64(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
    let fill = select(0u, 0xffffffffu, bitcast<i32>(a.y) < 0);
    if (n.y != 0u || n.x >= 64u) { return vec2<u32>(fill, fill); }
    let s = n.x;
    if (s == 0u) { return a; }
    if (s >= 32u) { return vec2<u32>(bitcast<u32>(bitcast<i32>(a.y) >> (s - 32u)), fill); }
    return vec2<u32>((a.x >> s) | (a.y << (32u - s)), bitcast<u32>(bitcast<i32>(a.y) >> s));
}

fn xla_lt_u64(a: vec2<u32>, b: vec2<u32>) -> bool {
    return a.y < b.y || (a.y == b.y && a.x < b.x);
}

fn xla_lt_s64(a: vec2<u32>, b: vec2<u32>) -> bool {
    let ah = bitcast<i32>(a.y);
    let bh = bitcast<i32>(b.y);
    return ah < bh || (ah == bh && a.x < b.x);
}

fn xla_f2u64(x: f32) -> vec2<u32> {
    if (xla_isnan(x) || x <= 0.0) { return vec2<u32>(0u, 0u); }
    if (x >= 18446744073709551616.0) { return vec2<u32>(0xffffffffu, 0xffffffffu); }
    // Exact: the integer part has at most 24 significant bits, so both halves are exact.
    let a = trunc(x);
    let hi = floor(a / 4294967296.0);
    return vec2<u32>(u32(a - hi * 4294967296.0), u32(hi));
}

fn xla_f2s64(x: f32) -> vec2<u32> {
    if (xla_isnan(x)) { return vec2<u32>(0u, 0u); }
    if (x >= 9223372036854775808.0) { return vec2<u32>(0xffffffffu, 0x7fffffffu); }
    if (x <= -9223372036854775808.0) { return vec2<u32>(0u, 0x80000000u); }
    let m = xla_f2u64(abs(x));
    if (x < 0.0) { return xla_sub64(vec2<u32>(0u, 0u), m); }
    return m;
}

// A 64-bit magnitude rounded once to the nearest f32 (ties to even).
fn xla_u64_to_f32(v: vec2<u32>) -> f32 {
    if (v.y == 0u && v.x < 0x1000000u) { return f32(v.x); }
    var len = 32u - countLeadingZeros(v.x);
    if (v.y != 0u) { len = 64u - countLeadingZeros(v.y); }
    let s = len - 24u;
    var mant = xla_shrl64(v, vec2<u32>(s, 0u)).x;
    // The dropped bits: the first one (guard) and whether any other is set (sticky).
    let guard = (xla_shrl64(v, vec2<u32>(s - 1u, 0u)).x & 1u) != 0u;
    let below = xla_shl64(v, vec2<u32>(65u - s, 0u));
    let sticky = s > 1u && (below.x != 0u || below.y != 0u);
    if (guard && (sticky || (mant & 1u) != 0u)) { mant = mant + 1u; }
    return ldexp(f32(mant), i32(s));
}

fn xla_s64_to_f32(v: vec2<u32>) -> f32 {
    if (bitcast<i32>(v.y) < 0) { return -xla_u64_to_f32(xla_sub64(vec2<u32>(0u, 0u), v)); }
    return xla_u64_to_f32(v);
}

// Unsigned 64-bit quotient (xy) and remainder (zw) by restoring long division; d != 0.
fn xla_udivmod64(n: vec2<u32>, d: vec2<u32>) -> vec4<u32> {
    if (n.y == 0u && d.y == 0u) { return vec4<u32>(n.x / d.x, 0u, n.x % d.x, 0u); }
    var q = vec2<u32>(0u, 0u);
    var r = vec2<u32>(0u, 0u);
    for (var i = 63i; i >= 0i; i = i - 1i) {
        // r < d before the shift, so r * 2 + bit < 2^65: the bit shifted out decides too.
        let carry = (r.y >> 31u) != 0u;
        let w = select(n.x, n.y, i >= 32i);
        let bit = (w >> (u32(i) & 31u)) & 1u;
        r = vec2<u32>((r.x << 1u) | bit, (r.y << 1u) | (r.x >> 31u));
        q = vec2<u32>(q.x << 1u, (q.y << 1u) | (q.x >> 31u));
        if (carry || !xla_lt_u64(r, d)) {
            r = xla_sub64(r, d);
            q.x = q.x | 1u;
        }
    }
    return vec4<u32>(q, r);
}

fn xla_div_u64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    if (b.x == 0u && b.y == 0u) { return vec2<u32>(0xffffffffu, 0xffffffffu); }
    return xla_udivmod64(a, b).xy;
}

fn xla_rem_u64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    if (b.x == 0u && b.y == 0u) { return a; }
    return xla_udivmod64(a, b).zw;
}

fn xla_abs64(a: vec2<u32>) -> vec2<u32> {
    if (bitcast<i32>(a.y) < 0) { return xla_sub64(vec2<u32>(0u, 0u), a); }
    return a;
}

// Truncating division; x / 0 = -1 and INT_MIN / -1 = INT_MIN (the magnitude 2^63 negates to
// itself, so the general path already gives it).
fn xla_div_s64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    if (b.x == 0u && b.y == 0u) { return vec2<u32>(0xffffffffu, 0xffffffffu); }
    let q = xla_udivmod64(xla_abs64(a), xla_abs64(b)).xy;
    if ((bitcast<i32>(a.y) < 0) != (bitcast<i32>(b.y) < 0)) { return xla_sub64(vec2<u32>(0u, 0u), q); }
    return q;
}

// The remainder takes the dividend's sign; x % 0 = x, INT_MIN % -1 = 0.
fn xla_rem_s64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    if (b.x == 0u && b.y == 0u) { return a; }
    let r = xla_udivmod64(xla_abs64(a), xla_abs64(b)).zw;
    if (bitcast<i32>(a.y) < 0) { return xla_sub64(vec2<u32>(0u, 0u), r); }
    return r;
}

// XLA's integer pow for s64 and u64 alike (see xla_pow_i32): a negative exponent (read as
// signed) gives 1, ±1 or 0; otherwise only its low 6 bits count.
fn xla_pow64(b: vec2<u32>, e: vec2<u32>) -> vec2<u32> {
    if (bitcast<i32>(e.y) < 0) {
        if (b.x == 1u && b.y == 0u) { return vec2<u32>(1u, 0u); }
        if (b.x == 0xffffffffu && b.y == 0xffffffffu) {
            return select(vec2<u32>(1u, 0u), b, (e.x & 1u) != 0u);
        }
        return vec2<u32>(0u, 0u);
    }
    var r = vec2<u32>(1u, 0u);
    var base = b;
    for (var i = 0u; i < 6u; i = i + 1u) {
        if (((e.x >> i) & 1u) != 0u) { r = xla_mul64(r, base); }
        base = xla_mul64(base, base);
    }
    return r;
}

// |x + iy| without overflow: both scaled by a power of two, the square root of the sum of
// squares corrected once with the exact residual (Dekker products), within 1 ulp.
fn xla_hypot(x: f32, y: f32) -> f32 {
    let ax = abs(x);
    let ay = abs(y);
    if (xla_isinf(ax) || xla_isinf(ay)) { return xla_f32_bits(0x7f800000u); }
    if (xla_isnan(ax) || xla_isnan(ay)) { return xla_nan(); }
    let hi0 = max(ax, ay);
    let lo0 = min(ax, ay);
    if (hi0 == 0.0) { return 0.0; }
    // Powers of two (exact scaling): 2^-70 above 2^60, 2^100 below 2^-50.
    var up = 1.0;
    if (hi0 > 1.152921504606847e18) { up = 8.470329472543003e-22; }
    if (hi0 < 8.881784197001252e-16) { up = 1.2676506002282294e30; }
    let h = hi0 * up;
    let l = lo0 * up;
    let ph = h * h;
    let qh = l * l;
    var r = xla_fsqrt(ph + qh);
    let hh = h * 4097.0;
    let h1 = hh + (h - hh);
    let h2 = h - h1;
    let pl = ((h1 * h1 - ph) + 2.0 * h1 * h2) + h2 * h2;
    let lh = l * 4097.0;
    let l1 = lh + (l - lh);
    let l2 = l - l1;
    let ql = ((l1 * l1 - qh) + 2.0 * l1 * l2) + l2 * l2;
    let rh = r * r;
    let rr = r * 4097.0;
    let r1 = rr + (r - rr);
    let r2 = r - r1;
    let rl = ((r1 * r1 - rh) + 2.0 * r1 * r2) + r2 * r2;
    let d = ((ph - rh) + qh) + ((pl - rl) + ql);
    r = r + xla_fdiv(d, 2.0 * r);
    return xla_fdiv(r, up);
}

// c64 values are vec2<f32> (real, imaginary), computed by the CPU backend's formulas in its
// operation order. The elementwise product as XLA:CPU fuses it: re = fma(a, c, -bd),
// im = fma(b, c, ad) (jaxlib's bits where `fma` is fused; a device may run it unfused, as
// lavapipe does: then within 1 ulp of the modulus).
fn xla_cmul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(fma(a.x, b.x, -(a.y * b.y)), fma(a.y, b.x, a.x * b.y));
}

// The product term of a c64 dot or convolution, each product rounded (the CPU backend's
// summation loops).
fn xla_cmul_rounded(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

// Smith's algorithm, as the CPU backend divides.
fn xla_cdiv(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    if (abs(b.x) >= abs(b.y)) {
        let r = xla_fdiv(b.y, b.x);
        let d = b.x + b.y * r;
        return vec2<f32>(xla_fdiv(a.x + a.y * r, d), xla_fdiv(a.y - a.x * r, d));
    }
    let r = xla_fdiv(b.x, b.y);
    let d = b.x * r + b.y;
    return vec2<f32>(xla_fdiv(a.x * r + a.y, d), xla_fdiv(a.y * r - a.x, d));
}

fn xla_cexp(a: vec2<f32>) -> vec2<f32> {
    let e = xla_exp(a.x);
    return vec2<f32>(e * xla_cos(a.y), e * xla_sin(a.y));
}

fn xla_clog(a: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(xla_log(xla_hypot(a.x, a.y)), xla_atan2(a.y, a.x));
}

// hypot(a, b) for a, b >= 0 as stablehlo's complex math expander writes it (the CPU
// backend's complex_expanded.rs): mx·√2 when equal, else mx·√(1 + r²) with r = mn/mx, or
// mx + mx·r²/2 where that square root rounds to 1.
fn xla_hypot_expanded(a: f32, b: f32) -> f32 {
    let mx = xla_max_f32(a, b);
    let mn = xla_min_f32(a, b);
    let r = xla_fdiv(mn, mx);
    let r2 = r * r;
    let sq = xla_fsqrt(r2 + 1.0);
    if (mx == mn) { return mx * 1.4142135; }
    if (sq == 1.0 && r2 > 0.0) { return mx + mx * r2 / 2.0; }
    return mx * sq;
}

// √z as XLA's expansion (the CPU backend's complex_expanded.rs, same op order): the larger
// result part from u = √((hypot(|x|, |y|) + |x|)/2), rescaled where u under- or overflows,
// the smaller as |y|/(2u); signs from x and y.
fn xla_csqrt(z: vec2<f32>) -> vec2<f32> {
    let x = z.x;
    let y = z.y;
    let sqrt2 = 1.4142135;
    let ax = abs(x);
    let ay = abs(y);
    let eq = ax == ay;
    let sq_ax = xla_fsqrt(ax);
    let eq_re = xla_fdiv(sq_ax * 1.553774, sqrt2);
    let h = xla_hypot_expanded(ax, ay);
    let u = xla_fsqrt(h / 2.0 + ax / 2.0);
    let u_bad = u == 0.0 || xla_isinf(u);
    let gt = ax > ay;
    let lt = ax < ay;
    let ratio = select(select(xla_fdiv(ay, ax), xla_fdiv(ax, ay), lt), 1.0, eq);
    let h1 = xla_hypot_expanded(abs(ratio), 1.0);
    let s165 = xla_fsqrt(h1 + 1.0);
    let sq_ay = xla_fsqrt(ay);
    let s170 = xla_fsqrt(ratio + h1);
    let big_scaled = select(sq_ay * xla_fdiv(s170, sqrt2), sq_ax * xla_fdiv(s165, sqrt2), gt);
    let big = select(select(u, big_scaled, u_bad), eq_re, eq);
    let q = select(select(xla_fdiv(sq_ay, sq_ax), xla_fdiv(sq_ax, sq_ay), lt), 1.0, eq);
    let small_scaled = select(xla_fdiv(sq_ay, s170 * sqrt2), xla_fdiv(sq_ay * q, s165 * sqrt2), gt);
    let small = select(select(xla_fdiv(ay, u * 2.0), small_scaled, u_bad), xla_fdiv(sq_ay, 2.1973682), eq);
    let neg_y = y < 0.0;
    let re = select(small, big, x >= 0.0);
    let im = select(select(small, -small, neg_y), select(big, -big, neg_y), x < 0.0);
    return vec2<f32>(re, im);
}

// 1/√z as XLA:CPU's elemental emitter (one HLO op; the CPU backend's c_rsqrt):
// rsqrt(max(|x|,|y|))·rsqrt(√(1 + (min/max)²)) (rsqrt(min) where that is NaN), the angle
// -atan2(y, x)/2; 1/0 is (inf, NaN), an infinite part gives signed zeros.
fn xla_crsqrt(z: vec2<f32>) -> vec2<f32> {
    let a = z.x;
    let b = z.y;
    let abs_a = abs(a);
    let abs_b = abs(b);
    let mx = xla_max_f32(abs_a, abs_b);
    let mn = xla_min_f32(abs_a, abs_b);
    let dv = xla_fdiv(mn, mx);
    let root = xla_fsqrt(1.0 + dv * dv);
    let prod = xla_fdiv(1.0, xla_fsqrt(mx)) * xla_fdiv(1.0, xla_fsqrt(root));
    let r = select(prod, xla_fdiv(1.0, xla_fsqrt(mn)), xla_isnan(prod));
    let angle = xla_atan2(b, a) * -0.5;
    let sa = bitcast<u32>(a) & 0x80000000u;
    let sb = bitcast<u32>(b) & 0x80000000u;
    if (b == 0.0 && a == 0.0) { return vec2<f32>(xla_f32_bits(0x7f800000u), xla_nan()); }
    if ((xla_isinf(abs_b) && xla_isnan(a)) || xla_isinf(abs_a)) {
        return vec2<f32>(bitcast<f32>(sa), bitcast<f32>(sb ^ 0x80000000u));
    }
    return vec2<f32>(r * xla_cos(angle), r * xla_sin(angle));
}

// (cosh b, sinh b), sinh through expm1 so that small arguments keep their digits.
fn xla_ccosh_sinh(b: f32) -> vec2<f32> {
    let e = xla_exp(b);
    let ei = xla_exp(-b);
    return vec2<f32>((e + ei) * 0.5, (xla_expm1(b) - xla_expm1(-b)) * 0.5);
}

fn xla_csin(z: vec2<f32>) -> vec2<f32> {
    let c = xla_ccosh_sinh(z.y);
    return vec2<f32>(xla_sin(z.x) * c.x, xla_cos(z.x) * c.y);
}

fn xla_ccos(z: vec2<f32>) -> vec2<f32> {
    let c = xla_ccosh_sinh(z.y);
    return vec2<f32>(xla_cos(z.x) * c.x, -(xla_sin(z.x) * c.y));
}

// tanh(a + bi) = (sinh 2a + i sin 2b) / (cosh 2a + cos 2b); past |a| = 20 the real part is ±1
// and the imaginary part a zero with the sign of sin 2b.
fn xla_ctanh(z: vec2<f32>) -> vec2<f32> {
    let a = z.x;
    let b = z.y;
    if (abs(a) > 20.0) {
        let one = select(1.0, -1.0, (bitcast<u32>(a) & 0x80000000u) != 0u);
        let s = xla_sin(2.0 * b);
        return vec2<f32>(one, select(0.0, -0.0, (bitcast<u32>(s) & 0x80000000u) != 0u));
    }
    let c = xla_ccosh_sinh(2.0 * a);
    let d = c.x + xla_cos(2.0 * b);
    return vec2<f32>(xla_fdiv(c.y, d), xla_fdiv(xla_sin(2.0 * b), d));
}

// tan z = -i tanh(i z).
fn xla_ctan(z: vec2<f32>) -> vec2<f32> {
    let t = xla_ctanh(vec2<f32>(-z.y, z.x));
    return vec2<f32>(t.y, -t.x);
}

// exp(z) - 1 with the real part as expm1(a) cos b - 2 sin²(b/2), exact near 0.
fn xla_cexpm1(z: vec2<f32>) -> vec2<f32> {
    let h = xla_sin(z.y * 0.5);
    return vec2<f32>(
        xla_expm1(z.x) * xla_cos(z.y) - 2.0 * h * h,
        xla_exp(z.x) * xla_sin(z.y)
    );
}

// log(1 + z) as XLA's expansion of StableHLO's log_plus_one (see the CPU backend's
// complex_expanded.rs): the real part from the largest part for huge values, from
// (x+1)² + y² near z = -1, else log1p of 2x + x² + y² with the squares' rounding errors
// (Dekker products) and the sums' (2Sum) added back.
fn xla_clog1p(z: vec2<f32>) -> vec2<f32> {
    let x = z.x;
    let y = z.y;
    let ax = abs(x);
    let ay = abs(y);
    let mx = xla_max_f32(ax, ay);
    let mn = xla_min_f32(ax, ay);
    let huge = mx > xla_f32_bits(0x5c23d709u);
    let ratio = xla_fdiv(mn, mx);
    let rr = select(ratio * ratio, 1.0, mn == mx);
    let r_huge = xla_log(mx) + xla_log1p(rr) * 0.5;
    let xp1 = x + 1.0;
    let near_minus_one = abs(xp1) + ay < 0.2;
    let r_near = xla_log(xp1 * xp1 + y * y) * 0.5;
    let x2 = x + x;
    let yy = y * y;
    let yt = y * 4097.0;
    let y1 = yt + (y - yt);
    let y2 = y - y1;
    let yhl = y1 * y2;
    let yyl = -yy + y1 * y1 + yhl + yhl + y2 * y2;
    let xx = x * x;
    let xt = x * 4097.0;
    let x1 = xt + (x - xt);
    let x2l = x - x1;
    let xhl = x1 * x2l;
    let xxl = -xx + x1 * x1 + xhl + xhl + x2l * x2l;
    let s1 = x2 + yy;
    let s2 = s1 + xx;
    let s3 = s2 + yyl;
    let s4 = s3 + xxl;
    let b1 = s1 - x2;
    let e1 = (x2 - (s1 - b1)) + (yy - b1);
    let b2 = s2 - s1;
    let e2 = (s1 - (s2 - b2)) + (xx - b2);
    let b3 = s3 - s2;
    let e3 = (s2 - (s3 - b3)) + (yyl - b3);
    let b4 = s4 - s3;
    let e4 = (s3 - (s4 - b4)) + (xxl - b4);
    let err = e1 + e2 + e3 + e4;
    let r_sum = xla_log1p(s4 + err) * 0.5;
    var re = r_sum;
    if (near_minus_one) { re = r_near; }
    if (huge) { re = r_huge; }
    return vec2<f32>(re, xla_atan2(y, xp1));
}

fn xla_csign(v: vec2<f32>) -> vec2<f32> {
    let r = xla_hypot(v.x, v.y);
    if (r == 0.0) { return vec2<f32>(0.0, 0.0); }
    return vec2<f32>(xla_fdiv(v.x, r), xla_fdiv(v.y, r));
}

// (a + bi)^(c + di) by XLA's formula (EmitComplexPower, the CPU backend's c_pow):
// (a² + b²)^(c/2)·e^(-dθ)·(cos q + i sin q), θ = atan2(b, a), q = cθ + (d/2)·ln(a² + b²),
// the sums fused as XLA:CPU contracts them; 0^w is 1 for w = 0, 0 for real w > 0.
fn xla_cpow(x: vec2<f32>, y: vec2<f32>) -> vec2<f32> {
    let a = x.x;
    let b = x.y;
    let c = y.x;
    let d = y.y;
    let aa_p_bb = fma(b, b, a * a);
    let theta = xla_atan2(b, a);
    let coeff = xla_pow_f32(aa_p_bb, 0.5 * c) * xla_exp(-d * theta);
    let q = fma(0.5 * d, xla_log(aa_p_bb), c * theta);
    if (aa_p_bb == 0.0 && d == 0.0 && 0.0 <= c) {
        return vec2<f32>(select(0.0, 1.0, c == 0.0), 0.0);
    }
    return vec2<f32>(coeff * xla_cos(q), coeff * xla_sin(q));
}
