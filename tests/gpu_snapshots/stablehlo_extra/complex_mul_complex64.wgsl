// ---- kernel multiply_multiply_3
fn xla_cmul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(fma(a.x, b.x, -(a.y * b.y)), fma(a.y, b.x, a.x * b.y));
}

// The product term of a c64 dot or convolution, each product rounded (the CPU backend's
// summation loops).

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn ld_1(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in1[2u * (i)], in1[2u * (i) + 1u]));
}

fn n_2(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_cmul(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 240u) { return; }
    let e = t;
    let v = n_2(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}


// ---- kernel multiply_multiply_5
fn xla_cmul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(fma(a.x, b.x, -(a.y * b.y)), fma(a.y, b.x, a.x * b.y));
}

// The product term of a c64 dot or convolution, each product rounded (the CPU backend's
// summation loops).

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn n_3(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return xla_cmul(a0, a1);
}

fn n_4(i: u32) -> vec2<f32> {
    let a0 = n_3(i);
    let a1 = ld_0(i);
    return xla_cmul(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 240u) { return; }
    let e = t;
    let v = n_4(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}


// ---- kernel multiply_multiply_8
fn xla_cmul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(fma(a.x, b.x, -(a.y * b.y)), fma(a.y, b.x, a.x * b.y));
}

// The product term of a c64 dot or convolution, each product rounded (the CPU backend's
// summation loops).

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn n_5(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return xla_cmul(a0, a1);
}

fn n_6(i: u32) -> vec2<f32> {
    let a0 = n_5(i);
    let a1 = ld_0(i);
    return xla_cmul(a0, a1);
}

fn n_7(i: u32) -> vec2<f32> {
    let a0 = n_6(i);
    let a1 = ld_0(i);
    return xla_cmul(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 240u) { return; }
    let e = t;
    let v = n_7(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}

