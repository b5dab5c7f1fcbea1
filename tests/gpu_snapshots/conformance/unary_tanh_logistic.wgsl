// ---- kernel tanh_tanh_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_tanh(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 35u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_div_1
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 7u;
    let c1 = (i / 1u) % 7u;
    return 1.0f;
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

fn n_5(i: u32) -> f32 {
    let a0 = n_4(i);
    return xla_exp(a0);
}

fn n_6(i: u32) -> f32 {
    let a0 = n_5(i);
    let a1 = n_3(i);
    return ((a0) + (a1));
}

fn n_7(i: u32) -> f32 {
    let a0 = n_3(i);
    let a1 = n_6(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 35u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}

