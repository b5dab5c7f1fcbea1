// ---- kernel multiply_multiply_4
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return ((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu);
}

fn ld_1(i: u32) -> vec2<u32> {
    return vec2<u32>(in1[2u * (i)], in1[2u * (i) + 1u]);
}

fn n_2(i: u32) -> vec2<u32> {
    let a0 = ld_0(i);
    return vec2<u32>(a0, 0u);
}

fn n_3(i: u32) -> vec2<u32> {
    let a0 = n_2(i);
    let a1 = ld_1(i);
    return xla_mul64(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_3(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}


// ---- kernel xor_xor_8
fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return ((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu);
}

fn n_5(i: u32) -> u32 {
    let c0 = i / 1u;
    return 2u;
}

fn n_6(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_5(i);
    return ((xla_shrl_u32(a0, a1, 8u)) & 0xffu);
}

fn n_7(i: u32) -> u32 {
    let a0 = n_6(i);
    let a1 = ld_0(i);
    return ((((a0) ^ (a1))) & 0xffu);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 5u) {
    let v = n_7(e);
    w0_0 = w0_0 | (((v) & 0xffu) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 5u) {
    let v = n_7(e);
    w0_0 = w0_0 | (((v) & 0xffu) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 5u) {
    let v = n_7(e);
    w0_0 = w0_0 | (((v) & 0xffu) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 5u) {
    let v = n_7(e);
    w0_0 = w0_0 | (((v) & 0xffu) << 24u);
    }
    }
    if (t * 1u + 0u < 2u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel minimum_call_11_minimum_9
fn xla_lt_s64(a: vec2<u32>, b: vec2<u32>) -> bool {
    let ah = bitcast<i32>(a.y);
    let bh = bitcast<i32>(b.y);
    return ah < bh || (ah == bh && a.x < b.x);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn n_10(i: u32) -> vec2<u32> {
    let a0 = vec2<u32>(4294967293u, 4294967295u);
    return a0;
}

fn n_11(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return n_10(0u);
}

fn n_12(i: u32) -> vec2<u32> {
    let a0 = n_11(i);
    let a1 = ld_0(i);
    return select(a0, a1, xla_lt_s64(a0, a1));
}

fn n_13(i: u32) -> vec2<u32> {
    let a0 = vec2<u32>(3u, 0u);
    return a0;
}

fn n_14(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return n_13(0u);
}

fn n_15(i: u32) -> vec2<u32> {
    let a0 = n_14(i);
    let a1 = n_12(i);
    return select(a0, a1, xla_lt_s64(a1, a0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_15(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}

