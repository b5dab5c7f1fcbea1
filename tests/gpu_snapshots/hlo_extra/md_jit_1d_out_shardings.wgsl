// ---- kernel copy_add_3
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
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_tanh(a0);
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 8u;
    let c1 = (i / 1u) % 8u;
    return 2.0f;
}

fn n_4(i: u32) -> f32 {
    let a0 = n_1(i);
    let a1 = n_3(i);
    return ((a0) * (a1));
}

fn n_6(i: u32) -> f32 {
    let a0 = n_4(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_7(i: u32) -> f32 {
    return n_6(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 128u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_sum_8
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 1u;
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 16u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0) * 8u + (c0);
        let x0 = ld_0(li);
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel copy_reduce_sum_9
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_11(i: u32) -> f32 {
    return ld_0(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}

