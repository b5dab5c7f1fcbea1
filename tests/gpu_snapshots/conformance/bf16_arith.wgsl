// ---- kernel add_add_1
fn xla_f32_to_bf16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }
    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;
}

// x rounded to the nearest f16, as an f32: the same straight-line path as xla_f32_to_f16,
// kept in f32 bits (the sign bit rides along; no carry reaches it below 65520).

fn xla_round_bf16(x: f32) -> f32 {
    return bitcast<f32>(xla_f32_to_bf16(x) << 16u);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(((in1[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_round_bf16(((a0) * (a1)));
}

fn n_3(i: u32) -> f32 {
    let a0 = n_2(i);
    let a1 = ld_0(i);
    return xla_round_bf16(((a0) + (a1)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 16u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 32u) {
    let v = n_3(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 32u) {
    let v = n_3(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 16u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel maximum_max_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

fn xla_f32_to_bf16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }
    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;
}

// x rounded to the nearest f16, as an f32: the same straight-line path as xla_f32_to_f16,
// kept in f32 bits (the sign bit rides along; no carry reaches it below 65520).

fn xla_round_bf16(x: f32) -> f32 {
    return bitcast<f32>(xla_f32_to_bf16(x) << 16u);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(((in1[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_round_bf16(xla_max_f32(a0, a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 16u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 32u) {
    let v = n_4(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 32u) {
    let v = n_4(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 16u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel reduce_reduce_sum_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_5(i: u32) -> f32 {
    let a0 = ld_0(i);
    return a0;
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 8u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (c0) * 8u + (q0);
        let x0 = n_5(li);
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_element_type_4
fn xla_f32_to_bf16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }
    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;
}

// x rounded to the nearest f16, as an f32: the same straight-line path as xla_f32_to_f16,
// kept in f32 bits (the sign bit rides along; no carry reaches it below 65520).

fn xla_round_bf16(x: f32) -> f32 {
    return bitcast<f32>(xla_f32_to_bf16(x) << 16u);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_8(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_round_bf16(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 4u) {
    let v = n_8(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 4u) {
    let v = n_8(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 2u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel convert_convert_element_type_5
fn xla_f32_to_bf16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }
    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;
}

// x rounded to the nearest f16, as an f32: the same straight-line path as xla_f32_to_f16,
// kept in f32 bits (the sign bit rides along; no carry reaches it below 65520).

fn xla_round_bf16(x: f32) -> f32 {
    return bitcast<f32>(xla_f32_to_bf16(x) << 16u);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(((in1[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn n_9(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_round_bf16(((a0) * (a1)));
}

fn n_10(i: u32) -> f32 {
    let a0 = n_9(i);
    return a0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}

