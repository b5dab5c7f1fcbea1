// ---- kernel shift-left_shift_left_2
fn xla_shl_i32(a: i32, n: i32, w: u32) -> i32 {
    let s = bitcast<u32>(n);
    return select(0, a << (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn n_2(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_shl_i32(a0, a1, 32u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel shift-right-logical_shift_right_logical_2
fn xla_shrl_i32(a: i32, n: i32, w: u32) -> i32 {
    let s = bitcast<u32>(n);
    let m = select(0xffffffffu, (1u << w) - 1u, w < 32u);
    return select(0, bitcast<i32>((bitcast<u32>(a) & m) >> (s & 31u)), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn n_3(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_shrl_i32(a0, a1, 32u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel shift-right-arithmetic_shift_right_arithmetic_2
fn xla_shra_i32(a: i32, n: i32, w: u32) -> i32 {
    let s = bitcast<u32>(n);
    return a >> min(s, 31u);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn n_4(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_shra_i32(a0, a1, 32u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_4(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel shift-left_shift_left_3
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_7(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_shl_u32(a0, a1, 32u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = v;
}


// ---- kernel shift-right-logical_shift_right_logical_3
fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_8(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_shrl_u32(a0, a1, 32u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_8(e);
    out0[e] = v;
}


// ---- kernel shift-right-arithmetic_shift_right_arithmetic_3
fn xla_shra_u32(a: u32, s: u32, w: u32) -> u32 {
    let sh = 32u - w;
    let signed = bitcast<i32>(a << sh) >> sh;
    return bitcast<u32>(signed >> min(s, 31u));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_9(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_shra_u32(a0, a1, 32u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = v;
}

