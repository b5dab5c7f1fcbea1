// ---- kernel exponential_exp_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_exp(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel log_log_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_nan() -> f32 {
    return xla_f32_bits(0x7fc00000u);
}

// A float from its bits through a call, so that inf/NaN constants are never const-evaluated
// (Chrome's WGSL compiler rejects a non-finite value in a constant expression).

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_log(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel exponential-minus-one_expm1_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

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

fn xla_expm1(x: f32) -> f32 {
    // XLA's formula, as the CPU backend's expm1: exp(x) - 1 past |x| = 1/2, tanh(x/2)(e^x + 1)
    // inside (no cancellation), x itself where x/2 underflows.
    let h = x * 0.5;
    let e = xla_exp(x);
    let r = select(xla_tanh(h) * (e + 1.0), e - 1.0, abs(x) > 0.5);
    return select(r, x, h == 0.0);
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_5(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_expm1(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel log-plus-one_log1p_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_isinf(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
}

fn xla_nan() -> f32 {
    return xla_f32_bits(0x7fc00000u);
}

// A float from its bits through a call, so that inf/NaN constants are never const-evaluated
// (Chrome's WGSL compiler rejects a non-finite value in a constant expression).

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_log1p(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}

