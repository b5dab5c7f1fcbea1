// ---- kernel add_add_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel subtract_sub_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_mul_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_4(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_div_1
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_5(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}

