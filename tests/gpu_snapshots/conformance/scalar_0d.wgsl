// ---- kernel add_add_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> i32 {
    return bitcast<i32>(in2[i]);
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_2(i);
    return f32(a0);
}

fn n_5(i: u32) -> f32 {
    let a0 = n_2(i);
    let a1 = n_4(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel sqrt_sqrt_1
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_7(i: u32) -> f32 {
    let a0 = n_6(i);
    return xla_fsqrt(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_mul_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_9(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 3i;
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = bitcast<u32>(v);
}

