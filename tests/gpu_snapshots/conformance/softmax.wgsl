// ---- kernel rows_div_7
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
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
var<workgroup> sh0_0: array<f32, 32>;
var<private> row0: f32;
var<workgroup> sh1_0: array<f32, 32>;
var<private> row1: f32;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = xla_max_f32(v0, v1);
    return v2;
}

fn comp_1(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0xff800000u);
}

fn n_5(i: u32) -> f32 {
    let a0 = row0;
    let a1 = n_4(i);
    return xla_max_f32(a0, a1);
}

fn n_6(i: u32) -> f32 {
    return n_5(i);
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_6((c0) + (c1));
}

fn n_8(i: u32) -> f32 {
    return n_7(i);
}

fn n_9(i: u32) -> f32 {
    let c0 = i / 10u;
    let c1 = (i / 1u) % 10u;
    return n_8((c0));
}

fn n_10(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_9(i);
    return ((a0) - (a1));
}

fn n_11(i: u32) -> f32 {
    let a0 = n_10(i);
    return xla_exp(a0);
}

fn n_14(i: u32) -> f32 {
    return row1;
}

fn n_15(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_14((c0) + (c1));
}

fn n_16(i: u32) -> f32 {
    return n_15(i);
}

fn n_17(i: u32) -> f32 {
    let c0 = i / 10u;
    let c1 = (i / 1u) % 10u;
    return n_16((c0));
}

fn n_18(i: u32) -> f32 {
    let a0 = n_11(i);
    let a1 = n_17(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(32)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 32u + lid;
    let o = wid.y * nwg.x + wid.x;
    if (o >= 4u) { return; }
    let r0 = 0u;
    let r1 = 10u;
    {
    var acc0: f32 = xla_f32_bits(0xff800000u);
    let c0 = o / 1u;
    for (var r = r0 + lid; r < r1; r = r + 32u) {
    let q0 = r / 1u;
    let li = (c0) * 10u + (q0);
    let x0 = ld_0(li);

    acc0 = comp_0(acc0, x0);
    }
    sh0_0[lid] = acc0;
    workgroupBarrier();
    if (lid < 16u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 16u]);
    }
    workgroupBarrier();
    if (lid < 8u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 8u]);
    }
    workgroupBarrier();
    if (lid < 4u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 4u]);
    }
    workgroupBarrier();
    if (lid < 2u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 2u]);
    }
    workgroupBarrier();
    if (lid < 1u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 1u]);
    }
    workgroupBarrier();
    row0 = sh0_0[0];
    workgroupBarrier();
    }
    {
    var acc0: f32 = 0.0f;
    let c0 = o / 1u;
    for (var r = r0 + lid; r < r1; r = r + 32u) {
    let q0 = r / 1u;
    let li = (c0) * 10u + (q0);
    let x0 = n_11(li);

    acc0 = comp_1(acc0, x0);
    }
    sh1_0[lid] = acc0;
    workgroupBarrier();
    if (lid < 16u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 16u]);
    }
    workgroupBarrier();
    if (lid < 8u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 8u]);
    }
    workgroupBarrier();
    if (lid < 4u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 4u]);
    }
    workgroupBarrier();
    if (lid < 2u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 2u]);
    }
    workgroupBarrier();
    if (lid < 1u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 1u]);
    }
    workgroupBarrier();
    row1 = sh1_0[0];
    workgroupBarrier();
    }
    for (var j = lid; j < 10u; j = j + 32u) {
    let e = o * 10u + j;
    out0[e] = bitcast<u32>(n_18(e));
    }
}

