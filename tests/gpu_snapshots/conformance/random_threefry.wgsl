// ---- kernel concatenate_concatenate_1
fn xla_shrl_i32(a: i32, n: i32, w: u32) -> i32 {
    let s = bitcast<u32>(n);
    let m = select(0xffffffffu, (1u << w) - 1u, w < 32u);
    return select(0, bitcast<i32>((bitcast<u32>(a) & m) >> (s & 31u)), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_2(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 32i;
    return xla_shrl_i32(a0, a1, 32u);
}

fn n_3(i: u32) -> u32 {
    let a0 = n_2(i);
    return bitcast<u32>(a0);
}

fn n_4(i: u32) -> u32 {
    return n_3(i);
}

fn n_5(i: u32) -> u32 {
    let a0 = ld_0(i);
    return bitcast<u32>(a0);
}

fn n_6(i: u32) -> u32 {
    return n_5(i);
}

fn n_7(i: u32) -> u32 {
    let c0 = i / 1u;
    if (c0 < 1u) { return n_4((c0 - 0u)); }
    return n_6((c0 - 1u));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = v;
}


// ---- kernel reshape_jit__threefry_split__2_squeeze_10
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_8(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_0((0u + c0 * 1u));
}

fn n_9(i: u32) -> u32 {
    return n_8(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = v;
}


// ---- kernel reshape_jit__threefry_split__2_squeeze_11
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_10(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_0((1u + c0 * 1u));
}

fn n_11(i: u32) -> u32 {
    return n_10(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = v;
}


// ---- kernel iota_jit__threefry_split__2_iota_2x32_shape_4
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_12(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(c0, 0u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_12(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}


// ---- kernel add_jit__threefry_split__2_a__locals__f_11_add_31
fn xla_shrl64(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
    if (n.y != 0u || n.x >= 64u) { return vec2<u32>(0u, 0u); }
    let s = n.x;
    if (s == 0u) { return a; }
    if (s >= 32u) { return vec2<u32>(a.y >> (s - 32u), 0u); }
    return vec2<u32>((a.x >> s) | (a.y << (32u - s)), a.y >> s);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_14(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(32u, 0u);
}

fn n_15(i: u32) -> vec2<u32> {
    let a0 = ld_0(i);
    let a1 = n_14(i);
    return xla_shrl64(a0, a1);
}

fn n_16(i: u32) -> u32 {
    let a0 = n_15(i);
    return (a0).x;
}

fn n_19(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_1(0u);
}

fn n_20(i: u32) -> u32 {
    let a0 = n_16(i);
    let a1 = n_19(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_20(e);
    out0[e] = v;
}


// ---- kernel add_jit__threefry_split__2_a__locals__f_11_add_33
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_17(i: u32) -> u32 {
    let a0 = ld_0(i);
    return (a0).x;
}

fn n_21(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_1(0u);
}

fn n_22(i: u32) -> u32 {
    let a0 = n_17(i);
    let a1 = n_21(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_22(e);
    out0[e] = v;
}


// ---- kernel xor_jit__threefry_split__2_a__locals__f_11_xor_11
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_23(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) ^ (a1));
}

fn n_25(i: u32) -> u32 {
    let a0 = n_23(i);
    let a1 = 466688986u;
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_25(e);
    out0[e] = v;
}


// ---- kernel compare_lt_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_11(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = 5i;
    return ((a0) < (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 1u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel add_add_29
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_3(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_closed_call_9_add_16
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_13(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_13(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel xor_closed_call_9_xor_6
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_14(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_15(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((0u + c0 * 1u));
}

fn n_16(i: u32) -> u32 {
    return n_15(i);
}

fn n_17(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_16(0u);
}

fn n_18(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_17(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_20(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_16(i);
    return ((a0) - (a1));
}

fn n_21(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_20(0u);
}

fn n_22(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_21(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_23(i: u32) -> u32 {
    let a0 = n_18(i);
    let a1 = n_22(i);
    return ((a0) | (a1));
}

fn n_24(i: u32) -> u32 {
    let a0 = n_14(i);
    let a1 = n_23(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_24(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_9_add_18
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_14(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_25(i: u32) -> u32 {
    let a0 = n_14(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_25(e);
    out0[e] = v;
}


// ---- kernel xor_closed_call_9_xor_7
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_26(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((1u + c0 * 1u));
}

fn n_27(i: u32) -> u32 {
    return n_26(i);
}

fn n_28(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_27(0u);
}

fn n_29(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_28(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_30(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_27(i);
    return ((a0) - (a1));
}

fn n_31(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_30(0u);
}

fn n_32(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_31(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_33(i: u32) -> u32 {
    let a0 = n_29(i);
    let a1 = n_32(i);
    return ((a0) | (a1));
}

fn n_34(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_33(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_34(e);
    out0[e] = v;
}


// ---- kernel xor_closed_call_9_xor_8
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_35(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_36(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((2u + c0 * 1u));
}

fn n_37(i: u32) -> u32 {
    return n_36(i);
}

fn n_38(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_37(0u);
}

fn n_39(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_38(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_40(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_37(i);
    return ((a0) - (a1));
}

fn n_41(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_40(0u);
}

fn n_42(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_41(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_43(i: u32) -> u32 {
    let a0 = n_39(i);
    let a1 = n_42(i);
    return ((a0) | (a1));
}

fn n_44(i: u32) -> u32 {
    let a0 = n_35(i);
    let a1 = n_43(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_44(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_9_add_20
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_35(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_45(i: u32) -> u32 {
    let a0 = n_35(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_45(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_9_add_22
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_46(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_1(0u);
}

fn n_47(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_46(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_47(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_9_add_27
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read> in4: array<u32>;
@group(0) @binding(5) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn ld_3(i: u32) -> u32 {
    return in3[i];
}

fn ld_4(i: u32) -> i32 {
    return bitcast<i32>(in4[i]);
}

fn n_48(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((3u + c0 * 1u));
}

fn n_49(i: u32) -> u32 {
    return n_48(i);
}

fn n_50(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_49(0u);
}

fn n_51(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_50(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_52(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_49(i);
    return ((a0) - (a1));
}

fn n_53(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_52(0u);
}

fn n_54(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_53(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_55(i: u32) -> u32 {
    let a0 = n_51(i);
    let a1 = n_54(i);
    return ((a0) | (a1));
}

fn n_56(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_55(i);
    return ((a0) ^ (a1));
}

fn n_57(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_3(0u);
}

fn n_58(i: u32) -> u32 {
    let a0 = n_56(i);
    let a1 = n_57(i);
    return ((a0) + (a1));
}

fn n_59(i: u32) -> i32 {
    let a0 = ld_4(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

fn n_60(i: u32) -> u32 {
    let a0 = n_59(i);
    return bitcast<u32>(a0);
}

fn n_61(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_60(0u);
}

fn n_62(i: u32) -> u32 {
    let a0 = n_58(i);
    let a1 = n_61(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_62(e);
    out0[e] = v;
}


// ---- kernel concatenate_jit__threefry_split__2_stack_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_39(i: u32) -> u32 {
    return ld_0(i);
}

fn n_40(i: u32) -> u32 {
    return ld_1(i);
}

fn n_41(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    if (c1 < 1u) { return n_39((c0) + (c1 - 0u)); }
    return n_40((c0) + (c1 - 1u));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_41(e);
    out0[e] = v;
}


// ---- kernel reshape_jit__uniform__3_squeeze_24
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_42(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return ld_0((0u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_43(i: u32) -> u32 {
    return n_42(i);
}

fn n_50(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_43((0u + c0 * 1u));
}

fn n_51(i: u32) -> u32 {
    return n_50(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_51(e);
    out0[e] = v;
}


// ---- kernel reshape_jit__uniform__3_squeeze_25
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_42(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return ld_0((0u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_43(i: u32) -> u32 {
    return n_42(i);
}

fn n_52(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_43((1u + c0 * 1u));
}

fn n_53(i: u32) -> u32 {
    return n_52(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_53(e);
    out0[e] = v;
}


// ---- kernel add_jit__uniform__3_iota_2x32_shape_22
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

fn xla_add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let lo = a.x + b.x;
    return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_54(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(c0, 0u);
}

fn n_55(i: u32) -> vec2<u32> {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_54((c0));
}

fn n_57(i: u32) -> vec2<u32> {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return vec2<u32>(4u, 0u);
}

fn n_58(i: u32) -> vec2<u32> {
    let a0 = n_55(i);
    let a1 = n_57(i);
    return xla_mul64(a0, a1);
}

fn n_59(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(c0, 0u);
}

fn n_60(i: u32) -> vec2<u32> {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_59((c1));
}

fn n_61(i: u32) -> vec2<u32> {
    let a0 = n_58(i);
    let a1 = n_60(i);
    return xla_add64(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_61(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}


// ---- kernel add_jit__uniform__3_call_1_add_65
fn xla_shrl64(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
    if (n.y != 0u || n.x >= 64u) { return vec2<u32>(0u, 0u); }
    let s = n.x;
    if (s == 0u) { return a; }
    if (s >= 32u) { return vec2<u32>(a.y >> (s - 32u), 0u); }
    return vec2<u32>((a.x >> s) | (a.y << (32u - s)), a.y >> s);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_63(i: u32) -> vec2<u32> {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return vec2<u32>(32u, 0u);
}

fn n_64(i: u32) -> vec2<u32> {
    let a0 = ld_0(i);
    let a1 = n_63(i);
    return xla_shrl64(a0, a1);
}

fn n_65(i: u32) -> u32 {
    let a0 = n_64(i);
    return (a0).x;
}

fn n_68(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_1(0u);
}

fn n_69(i: u32) -> u32 {
    let a0 = n_65(i);
    let a1 = n_68(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_69(e);
    out0[e] = v;
}


// ---- kernel add_jit__uniform__3_call_1_add_67
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_66(i: u32) -> u32 {
    let a0 = ld_0(i);
    return (a0).x;
}

fn n_70(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_1(0u);
}

fn n_71(i: u32) -> u32 {
    let a0 = n_66(i);
    let a1 = n_70(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_71(e);
    out0[e] = v;
}


// ---- kernel xor_jit__uniform__3_call_1_xor_23
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_72(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) ^ (a1));
}

fn n_74(i: u32) -> u32 {
    let a0 = n_72(i);
    let a1 = 466688986u;
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_74(e);
    out0[e] = v;
}


// ---- kernel compare_lt_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_11(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = 5i;
    return ((a0) < (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 1u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel add_add_63
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_3(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_closed_call_27_add_50
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_13(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_13(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel xor_closed_call_27_xor_18
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_14(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_15(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((0u + c0 * 1u));
}

fn n_16(i: u32) -> u32 {
    return n_15(i);
}

fn n_17(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_16(0u);
}

fn n_18(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_17(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_20(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_16(i);
    return ((a0) - (a1));
}

fn n_21(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_20(0u);
}

fn n_22(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_21(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_23(i: u32) -> u32 {
    let a0 = n_18(i);
    let a1 = n_22(i);
    return ((a0) | (a1));
}

fn n_24(i: u32) -> u32 {
    let a0 = n_14(i);
    let a1 = n_23(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_24(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_27_add_52
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_14(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_25(i: u32) -> u32 {
    let a0 = n_14(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_25(e);
    out0[e] = v;
}


// ---- kernel xor_closed_call_27_xor_19
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_26(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((1u + c0 * 1u));
}

fn n_27(i: u32) -> u32 {
    return n_26(i);
}

fn n_28(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_27(0u);
}

fn n_29(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_28(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_30(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_27(i);
    return ((a0) - (a1));
}

fn n_31(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_30(0u);
}

fn n_32(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_31(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_33(i: u32) -> u32 {
    let a0 = n_29(i);
    let a1 = n_32(i);
    return ((a0) | (a1));
}

fn n_34(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_33(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_34(e);
    out0[e] = v;
}


// ---- kernel xor_closed_call_27_xor_20
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_35(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_36(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((2u + c0 * 1u));
}

fn n_37(i: u32) -> u32 {
    return n_36(i);
}

fn n_38(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_37(0u);
}

fn n_39(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_38(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_40(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_37(i);
    return ((a0) - (a1));
}

fn n_41(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_40(0u);
}

fn n_42(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_41(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_43(i: u32) -> u32 {
    let a0 = n_39(i);
    let a1 = n_42(i);
    return ((a0) | (a1));
}

fn n_44(i: u32) -> u32 {
    let a0 = n_35(i);
    let a1 = n_43(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_44(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_27_add_54
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_35(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_45(i: u32) -> u32 {
    let a0 = n_35(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_45(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_27_add_56
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_46(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_1(0u);
}

fn n_47(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_46(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_47(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_27_add_61
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read> in4: array<u32>;
@group(0) @binding(5) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn ld_3(i: u32) -> u32 {
    return in3[i];
}

fn ld_4(i: u32) -> i32 {
    return bitcast<i32>(in4[i]);
}

fn n_48(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((3u + c0 * 1u));
}

fn n_49(i: u32) -> u32 {
    return n_48(i);
}

fn n_50(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_49(0u);
}

fn n_51(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_50(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_52(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_49(i);
    return ((a0) - (a1));
}

fn n_53(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_52(0u);
}

fn n_54(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_53(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_55(i: u32) -> u32 {
    let a0 = n_51(i);
    let a1 = n_54(i);
    return ((a0) | (a1));
}

fn n_56(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_55(i);
    return ((a0) ^ (a1));
}

fn n_57(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_3(0u);
}

fn n_58(i: u32) -> u32 {
    let a0 = n_56(i);
    let a1 = n_57(i);
    return ((a0) + (a1));
}

fn n_59(i: u32) -> i32 {
    let a0 = ld_4(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

fn n_60(i: u32) -> u32 {
    let a0 = n_59(i);
    return bitcast<u32>(a0);
}

fn n_61(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_60(0u);
}

fn n_62(i: u32) -> u32 {
    let a0 = n_58(i);
    let a1 = n_61(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_62(e);
    out0[e] = v;
}


// ---- kernel maximum_jit__uniform__3_max_7
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

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

fn n_46(i: u32) -> f32 {
    return 0.0f;
}

fn n_47(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_46((c0) + (c1));
}

fn n_48(i: u32) -> f32 {
    return n_47(i);
}

fn n_49(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_48(0u);
}

fn n_88(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) ^ (a1));
}

fn n_90(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 9u;
}

fn n_91(i: u32) -> u32 {
    let a0 = n_88(i);
    let a1 = n_90(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_93(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 1065353216u;
}

fn n_94(i: u32) -> u32 {
    let a0 = n_91(i);
    let a1 = n_93(i);
    return ((a0) | (a1));
}

fn n_95(i: u32) -> f32 {
    let a0 = n_94(i);
    return bitcast<f32>(a0);
}

fn n_97(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 1.0f;
}

fn n_98(i: u32) -> f32 {
    let a0 = n_95(i);
    let a1 = n_97(i);
    return ((a0) - (a1));
}

fn n_99(i: u32) -> f32 {
    return 1.0f;
}

fn n_100(i: u32) -> f32 {
    let a0 = n_99(i);
    let a1 = n_46(i);
    return ((a0) - (a1));
}

fn n_101(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_100((c0) + (c1));
}

fn n_102(i: u32) -> f32 {
    return n_101(i);
}

fn n_103(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_102(0u);
}

fn n_104(i: u32) -> f32 {
    let a0 = n_98(i);
    let a1 = n_103(i);
    return ((a0) * (a1));
}

fn n_105(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_46((c0) + (c1));
}

fn n_106(i: u32) -> f32 {
    return n_105(i);
}

fn n_107(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_106(0u);
}

fn n_108(i: u32) -> f32 {
    let a0 = n_104(i);
    let a1 = n_107(i);
    return ((a0) + (a1));
}

fn n_109(i: u32) -> f32 {
    let a0 = n_49(i);
    let a1 = n_108(i);
    return xla_max_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_109(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reshape_jit__normal__1_jit__normal_real__1_jit__uniform__2_squeeze_36
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_110(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return ld_0((1u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_111(i: u32) -> u32 {
    return n_110(i);
}

fn n_118(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_111((0u + c0 * 1u));
}

fn n_119(i: u32) -> u32 {
    return n_118(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_119(e);
    out0[e] = v;
}


// ---- kernel reshape_jit__normal__1_jit__normal_real__1_jit__uniform__2_squeeze_37
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_110(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return ld_0((1u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_111(i: u32) -> u32 {
    return n_110(i);
}

fn n_120(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_111((1u + c0 * 1u));
}

fn n_121(i: u32) -> u32 {
    return n_120(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_121(e);
    out0[e] = v;
}


// ---- kernel iota_jit__normal__1_jit__normal_real__1_jit__uniform__2_iota_2x32_shape_30
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_122(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(c0, 0u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_122(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}


// ---- kernel add_jit__normal__1_jit__normal_real__1_jit__uniform__2_call_3_add_107
fn xla_shrl64(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
    if (n.y != 0u || n.x >= 64u) { return vec2<u32>(0u, 0u); }
    let s = n.x;
    if (s == 0u) { return a; }
    if (s >= 32u) { return vec2<u32>(a.y >> (s - 32u), 0u); }
    return vec2<u32>((a.x >> s) | (a.y << (32u - s)), a.y >> s);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_124(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(32u, 0u);
}

fn n_125(i: u32) -> vec2<u32> {
    let a0 = ld_0(i);
    let a1 = n_124(i);
    return xla_shrl64(a0, a1);
}

fn n_126(i: u32) -> u32 {
    let a0 = n_125(i);
    return (a0).x;
}

fn n_129(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_1(0u);
}

fn n_130(i: u32) -> u32 {
    let a0 = n_126(i);
    let a1 = n_129(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_130(e);
    out0[e] = v;
}


// ---- kernel add_jit__normal__1_jit__normal_real__1_jit__uniform__2_call_3_add_109
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_127(i: u32) -> u32 {
    let a0 = ld_0(i);
    return (a0).x;
}

fn n_131(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_1(0u);
}

fn n_132(i: u32) -> u32 {
    let a0 = n_127(i);
    let a1 = n_131(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_132(e);
    out0[e] = v;
}


// ---- kernel xor_jit__normal__1_jit__normal_real__1_jit__uniform__2_call_3_xor_37
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_133(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) ^ (a1));
}

fn n_135(i: u32) -> u32 {
    let a0 = n_133(i);
    let a1 = 466688986u;
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_135(e);
    out0[e] = v;
}


// ---- kernel compare_lt_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_11(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = 5i;
    return ((a0) < (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 1u) {
    let v = n_11(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 1u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel add_add_105
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_3(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_closed_call_45_add_92
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_13(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_13(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel xor_closed_call_45_xor_32
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_14(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_15(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((0u + c0 * 1u));
}

fn n_16(i: u32) -> u32 {
    return n_15(i);
}

fn n_17(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_16(0u);
}

fn n_18(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_17(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_20(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_16(i);
    return ((a0) - (a1));
}

fn n_21(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_20(0u);
}

fn n_22(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_21(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_23(i: u32) -> u32 {
    let a0 = n_18(i);
    let a1 = n_22(i);
    return ((a0) | (a1));
}

fn n_24(i: u32) -> u32 {
    let a0 = n_14(i);
    let a1 = n_23(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_24(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_45_add_94
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_14(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_25(i: u32) -> u32 {
    let a0 = n_14(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_25(e);
    out0[e] = v;
}


// ---- kernel xor_closed_call_45_xor_33
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_26(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((1u + c0 * 1u));
}

fn n_27(i: u32) -> u32 {
    return n_26(i);
}

fn n_28(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_27(0u);
}

fn n_29(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_28(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_30(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_27(i);
    return ((a0) - (a1));
}

fn n_31(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_30(0u);
}

fn n_32(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_31(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_33(i: u32) -> u32 {
    let a0 = n_29(i);
    let a1 = n_32(i);
    return ((a0) | (a1));
}

fn n_34(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_33(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_34(e);
    out0[e] = v;
}


// ---- kernel xor_closed_call_45_xor_34
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_35(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_36(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((2u + c0 * 1u));
}

fn n_37(i: u32) -> u32 {
    return n_36(i);
}

fn n_38(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_37(0u);
}

fn n_39(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_38(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_40(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_37(i);
    return ((a0) - (a1));
}

fn n_41(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_40(0u);
}

fn n_42(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_41(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_43(i: u32) -> u32 {
    let a0 = n_39(i);
    let a1 = n_42(i);
    return ((a0) | (a1));
}

fn n_44(i: u32) -> u32 {
    let a0 = n_35(i);
    let a1 = n_43(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_44(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_45_add_96
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn n_35(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_45(i: u32) -> u32 {
    let a0 = n_35(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_45(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_45_add_98
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_46(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_1(0u);
}

fn n_47(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_46(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_47(e);
    out0[e] = v;
}


// ---- kernel add_closed_call_45_add_103
fn xla_shl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a << (s & 31u), s < w);
}

fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read> in4: array<u32>;
@group(0) @binding(5) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn ld_3(i: u32) -> u32 {
    return in3[i];
}

fn ld_4(i: u32) -> i32 {
    return bitcast<i32>(in4[i]);
}

fn n_48(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((3u + c0 * 1u));
}

fn n_49(i: u32) -> u32 {
    return n_48(i);
}

fn n_50(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_49(0u);
}

fn n_51(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_50(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_52(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_49(i);
    return ((a0) - (a1));
}

fn n_53(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_52(0u);
}

fn n_54(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_53(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_55(i: u32) -> u32 {
    let a0 = n_51(i);
    let a1 = n_54(i);
    return ((a0) | (a1));
}

fn n_56(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_55(i);
    return ((a0) ^ (a1));
}

fn n_57(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_3(0u);
}

fn n_58(i: u32) -> u32 {
    let a0 = n_56(i);
    let a1 = n_57(i);
    return ((a0) + (a1));
}

fn n_59(i: u32) -> i32 {
    let a0 = ld_4(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

fn n_60(i: u32) -> u32 {
    let a0 = n_59(i);
    return bitcast<u32>(a0);
}

fn n_61(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_60(0u);
}

fn n_62(i: u32) -> u32 {
    let a0 = n_58(i);
    let a1 = n_61(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_62(e);
    out0[e] = v;
}


// ---- kernel maximum_jit__normal__1_jit__normal_real__1_jit__uniform__2_max_15
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

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

fn n_114(i: u32) -> f32 {
    return -0.99999994f;
}

fn n_115(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_114((c0));
}

fn n_116(i: u32) -> f32 {
    return n_115(i);
}

fn n_117(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_116(0u);
}

fn n_149(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) ^ (a1));
}

fn n_151(i: u32) -> u32 {
    let c0 = i / 1u;
    return 9u;
}

fn n_152(i: u32) -> u32 {
    let a0 = n_149(i);
    let a1 = n_151(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_154(i: u32) -> u32 {
    let c0 = i / 1u;
    return 1065353216u;
}

fn n_155(i: u32) -> u32 {
    let a0 = n_152(i);
    let a1 = n_154(i);
    return ((a0) | (a1));
}

fn n_156(i: u32) -> f32 {
    let a0 = n_155(i);
    return bitcast<f32>(a0);
}

fn n_158(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_159(i: u32) -> f32 {
    let a0 = n_156(i);
    let a1 = n_158(i);
    return ((a0) - (a1));
}

fn n_160(i: u32) -> f32 {
    return 1.0f;
}

fn n_161(i: u32) -> f32 {
    let a0 = n_160(i);
    let a1 = n_114(i);
    return ((a0) - (a1));
}

fn n_162(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_161((c0));
}

fn n_163(i: u32) -> f32 {
    return n_162(i);
}

fn n_164(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_163(0u);
}

fn n_165(i: u32) -> f32 {
    let a0 = n_159(i);
    let a1 = n_164(i);
    return ((a0) * (a1));
}

fn n_166(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_114((c0));
}

fn n_167(i: u32) -> f32 {
    return n_166(i);
}

fn n_168(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_167(0u);
}

fn n_169(i: u32) -> f32 {
    let a0 = n_165(i);
    let a1 = n_168(i);
    return ((a0) + (a1));
}

fn n_170(i: u32) -> f32 {
    let a0 = n_117(i);
    let a1 = n_169(i);
    return xla_max_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_170(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel compare_jit__normal__1_jit__normal_real__1_erf_inv_43
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

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
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

fn n_178(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

fn n_179(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_178(i);
    return ((a0) * (a1));
}

fn n_180(i: u32) -> f32 {
    let a0 = n_179(i);
    return xla_log1p(a0);
}

fn n_181(i: u32) -> f32 {
    let a0 = n_180(i);
    return (-(a0));
}

fn n_183(i: u32) -> f32 {
    let c0 = i / 1u;
    return 5.0f;
}

fn n_184(i: u32) -> bool {
    let a0 = n_181(i);
    let a1 = n_183(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 5u) {
    let v = n_184(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 5u) {
    let v = n_184(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 5u) {
    let v = n_184(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 5u) {
    let v = n_184(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 2u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel select_jit__normal__1_jit__normal_real__1_erf_inv_47
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
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_178(i: u32) -> f32 {
    let a0 = ld_1(i);
    return (-(a0));
}

fn n_179(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_178(i);
    return ((a0) * (a1));
}

fn n_180(i: u32) -> f32 {
    let a0 = n_179(i);
    return xla_log1p(a0);
}

fn n_181(i: u32) -> f32 {
    let a0 = n_180(i);
    return (-(a0));
}

fn n_231(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.5f;
}

fn n_232(i: u32) -> f32 {
    let a0 = n_181(i);
    let a1 = n_231(i);
    return ((a0) - (a1));
}

fn n_233(i: u32) -> f32 {
    let a0 = n_181(i);
    return xla_fsqrt(a0);
}

fn n_235(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.0f;
}

fn n_236(i: u32) -> f32 {
    let a0 = n_233(i);
    let a1 = n_235(i);
    return ((a0) - (a1));
}

fn n_237(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_232(i);
    let a2 = n_236(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_237(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_jit__normal__1_jit__normal_real__1_mul_17
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> bool {
    return (((in1[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_171(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_173(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_174(i: u32) -> bool {
    let a0 = n_171(i);
    let a1 = n_173(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_176(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7f800000u);
}

fn n_177(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_176(i);
    return ((a0) * (a1));
}

fn n_186(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.5014094f;
}

fn n_188(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.8329768f;
}

fn n_189(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_186(i);
    let a2 = n_188(i);
    return select(a2, a1, a0);
}

fn n_191(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.24664073f;
}

fn n_193(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.001674f;
}

fn n_194(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_191(i);
    let a2 = n_193(i);
    return select(a2, a1, a0);
}

fn n_196(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.0041776816f;
}

fn n_198(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0094388705f;
}

fn n_199(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_196(i);
    let a2 = n_198(i);
    return select(a2, a1, a0);
}

fn n_201(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.001253725f;
}

fn n_203(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.0076224613f;
}

fn n_204(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_201(i);
    let a2 = n_203(i);
    return select(a2, a1, a0);
}

fn n_206(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.00021858087f;
}

fn n_208(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0057395077f;
}

fn n_209(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_206(i);
    let a2 = n_208(i);
    return select(a2, a1, a0);
}

fn n_211(i: u32) -> f32 {
    let c0 = i / 1u;
    return -4.3915065e-6f;
}

fn n_213(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.0036734284f;
}

fn n_214(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_211(i);
    let a2 = n_213(i);
    return select(a2, a1, a0);
}

fn n_216(i: u32) -> f32 {
    let c0 = i / 1u;
    return -3.5233877e-6f;
}

fn n_218(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0013493432f;
}

fn n_219(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_216(i);
    let a2 = n_218(i);
    return select(a2, a1, a0);
}

fn n_221(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.4327394e-7f;
}

fn n_223(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.00010095056f;
}

fn n_224(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_221(i);
    let a2 = n_223(i);
    return select(a2, a1, a0);
}

fn n_226(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.8102264e-8f;
}

fn n_228(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.00020021426f;
}

fn n_229(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_226(i);
    let a2 = n_228(i);
    return select(a2, a1, a0);
}

fn n_238(i: u32) -> f32 {
    let a0 = n_229(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_239(i: u32) -> f32 {
    let a0 = n_224(i);
    let a1 = n_238(i);
    return ((a0) + (a1));
}

fn n_240(i: u32) -> f32 {
    let a0 = n_239(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_241(i: u32) -> f32 {
    let a0 = n_219(i);
    let a1 = n_240(i);
    return ((a0) + (a1));
}

fn n_242(i: u32) -> f32 {
    let a0 = n_241(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_243(i: u32) -> f32 {
    let a0 = n_214(i);
    let a1 = n_242(i);
    return ((a0) + (a1));
}

fn n_244(i: u32) -> f32 {
    let a0 = n_243(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_245(i: u32) -> f32 {
    let a0 = n_209(i);
    let a1 = n_244(i);
    return ((a0) + (a1));
}

fn n_246(i: u32) -> f32 {
    let a0 = n_245(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_247(i: u32) -> f32 {
    let a0 = n_204(i);
    let a1 = n_246(i);
    return ((a0) + (a1));
}

fn n_248(i: u32) -> f32 {
    let a0 = n_247(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_249(i: u32) -> f32 {
    let a0 = n_199(i);
    let a1 = n_248(i);
    return ((a0) + (a1));
}

fn n_250(i: u32) -> f32 {
    let a0 = n_249(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_251(i: u32) -> f32 {
    let a0 = n_194(i);
    let a1 = n_250(i);
    return ((a0) + (a1));
}

fn n_252(i: u32) -> f32 {
    let a0 = n_251(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_253(i: u32) -> f32 {
    let a0 = n_189(i);
    let a1 = n_252(i);
    return ((a0) + (a1));
}

fn n_254(i: u32) -> f32 {
    let a0 = n_253(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

fn n_255(i: u32) -> f32 {
    let a0 = n_174(i);
    let a1 = n_177(i);
    let a2 = n_254(i);
    return select(a2, a1, a0);
}

fn n_257(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.4142135f;
}

fn n_258(i: u32) -> f32 {
    let a0 = n_255(i);
    let a1 = n_257(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_258(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reshape_jit__threefry_split__3_squeeze_10
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_110(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return ld_0((1u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_111(i: u32) -> u32 {
    return n_110(i);
}

fn n_259(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_111((0u + c0 * 1u));
}

fn n_260(i: u32) -> u32 {
    return n_259(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_260(e);
    out0[e] = v;
}


// ---- kernel reshape_jit__threefry_split__3_squeeze_11
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_110(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return ld_0((1u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_111(i: u32) -> u32 {
    return n_110(i);
}

fn n_261(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_111((1u + c0 * 1u));
}

fn n_262(i: u32) -> u32 {
    return n_261(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_262(e);
    out0[e] = v;
}


// ---- kernel iota_jit__threefry_split__3_iota_2x32_shape_4
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_263(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(c0, 0u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_263(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}


// ---- kernel add_jit__threefry_split__3_a__locals__f_11_add_31
fn xla_shrl64(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
    if (n.y != 0u || n.x >= 64u) { return vec2<u32>(0u, 0u); }
    let s = n.x;
    if (s == 0u) { return a; }
    if (s >= 32u) { return vec2<u32>(a.y >> (s - 32u), 0u); }
    return vec2<u32>((a.x >> s) | (a.y << (32u - s)), a.y >> s);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_265(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(32u, 0u);
}

fn n_266(i: u32) -> vec2<u32> {
    let a0 = ld_0(i);
    let a1 = n_265(i);
    return xla_shrl64(a0, a1);
}

fn n_267(i: u32) -> u32 {
    let a0 = n_266(i);
    return (a0).x;
}

fn n_270(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_1(0u);
}

fn n_271(i: u32) -> u32 {
    let a0 = n_267(i);
    let a1 = n_270(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_271(e);
    out0[e] = v;
}


// ---- kernel add_jit__threefry_split__3_a__locals__f_11_add_33
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_268(i: u32) -> u32 {
    let a0 = ld_0(i);
    return (a0).x;
}

fn n_272(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_1(0u);
}

fn n_273(i: u32) -> u32 {
    let a0 = n_268(i);
    let a1 = n_272(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_273(e);
    out0[e] = v;
}


// ---- kernel xor_jit__threefry_split__3_a__locals__f_11_xor_11
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_274(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) ^ (a1));
}

fn n_276(i: u32) -> u32 {
    let a0 = n_274(i);
    let a1 = 466688986u;
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_276(e);
    out0[e] = v;
}


// ---- kernel concatenate_jit__threefry_split__3_stack_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_290(i: u32) -> u32 {
    return ld_0(i);
}

fn n_291(i: u32) -> u32 {
    return ld_1(i);
}

fn n_292(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    if (c1 < 1u) { return n_290((c0) + (c1 - 0u)); }
    return n_291((c0) + (c1 - 1u));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_292(e);
    out0[e] = v;
}

