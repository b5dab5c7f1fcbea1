// ---- kernel multiply_multiply_11
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

@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_7(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(c0, 0u);
}

fn n_9(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(1u, 0u);
}

fn n_10(i: u32) -> vec2<u32> {
    let a0 = n_9(i);
    let a1 = n_7(i);
    return xla_mul64(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_10(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}


// ---- kernel broadcast_broadcast_19
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_1(i: u32) -> u32 {
    return ld_0(i);
}

fn n_2(i: u32) -> u32 {
    return n_1(i);
}

fn n_3(i: u32) -> u32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_2((0u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_4(i: u32) -> u32 {
    return n_3(i);
}

fn n_18(i: u32) -> u32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_4((c0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_18(e);
    out0[e] = v;
}


// ---- kernel broadcast_broadcast_20
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_1(i: u32) -> u32 {
    return ld_0(i);
}

fn n_2(i: u32) -> u32 {
    return n_1(i);
}

fn n_5(i: u32) -> u32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_2((0u + c0 * 1u) * 2u + (1u + c1 * 1u));
}

fn n_6(i: u32) -> u32 {
    return n_5(i);
}

fn n_19(i: u32) -> u32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_6((c0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_19(e);
    out0[e] = v;
}


// ---- kernel xor_call_21_xor_10
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_22(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) ^ (a1));
}

fn n_24(i: u32) -> u32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return 466688986u;
}

fn n_25(i: u32) -> u32 {
    let a0 = n_22(i);
    let a1 = n_24(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_25(e);
    out0[e] = v;
}


// ---- kernel add_call_21_add_15
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

fn n_12(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(32u, 0u);
}

fn n_13(i: u32) -> vec2<u32> {
    let a0 = ld_0(i);
    let a1 = n_12(i);
    return xla_shrl64(a0, a1);
}

fn n_15(i: u32) -> u32 {
    let a0 = n_13(i);
    return (a0).x;
}

fn n_16(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_15((c1));
}

fn n_26(i: u32) -> u32 {
    return n_16(i);
}

fn n_27(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_26((c1));
}

fn n_28(i: u32) -> u32 {
    return ld_1(i);
}

fn n_29(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_28((c0));
}

fn n_30(i: u32) -> u32 {
    let a0 = n_27(i);
    let a1 = n_29(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_30(e);
    out0[e] = v;
}


// ---- kernel add_call_21_add_20
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_14(i: u32) -> u32 {
    let a0 = ld_0(i);
    return (a0).x;
}

fn n_17(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_14((c1));
}

fn n_31(i: u32) -> u32 {
    return n_17(i);
}

fn n_32(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_31((c1));
}

fn n_33(i: u32) -> u32 {
    return ld_1(i);
}

fn n_34(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_33((c0));
}

fn n_35(i: u32) -> u32 {
    let a0 = n_32(i);
    let a1 = n_34(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_35(e);
    out0[e] = v;
}


// ---- kernel compare_compare_12
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


// ---- kernel add_call_11_add_10
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_11(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel xor_call_11_xor_21
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

fn n_12(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((0u + c0 * 1u));
}

fn n_13(i: u32) -> u32 {
    return n_12(i);
}

fn n_14(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_15(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_13(0u);
}

fn n_16(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_15(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_18(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_13(i);
    return ((a0) - (a1));
}

fn n_19(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_18(0u);
}

fn n_20(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_19(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_21(i: u32) -> u32 {
    let a0 = n_16(i);
    let a1 = n_20(i);
    return ((a0) | (a1));
}

fn n_22(i: u32) -> u32 {
    let a0 = n_14(i);
    let a1 = n_21(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_22(e);
    out0[e] = v;
}


// ---- kernel add_call_11_add_24
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
    if (t >= 4u) { return; }
    let e = t;
    let v = n_25(e);
    out0[e] = v;
}


// ---- kernel xor_call_11_xor_32
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

fn n_23(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((1u + c0 * 1u));
}

fn n_24(i: u32) -> u32 {
    return n_23(i);
}

fn n_26(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_24(0u);
}

fn n_27(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_26(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_29(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_24(i);
    return ((a0) - (a1));
}

fn n_30(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_29(0u);
}

fn n_31(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_30(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_32(i: u32) -> u32 {
    let a0 = n_27(i);
    let a1 = n_31(i);
    return ((a0) | (a1));
}

fn n_33(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_32(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_33(e);
    out0[e] = v;
}


// ---- kernel xor_call_11_xor_43
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

fn n_34(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((2u + c0 * 1u));
}

fn n_35(i: u32) -> u32 {
    return n_34(i);
}

fn n_36(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_37(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_35(0u);
}

fn n_38(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_37(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_40(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_35(i);
    return ((a0) - (a1));
}

fn n_41(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_40(0u);
}

fn n_42(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_41(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_43(i: u32) -> u32 {
    let a0 = n_38(i);
    let a1 = n_42(i);
    return ((a0) | (a1));
}

fn n_44(i: u32) -> u32 {
    let a0 = n_36(i);
    let a1 = n_43(i);
    return ((a0) ^ (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_44(e);
    out0[e] = v;
}


// ---- kernel add_call_11_add_46
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

fn n_36(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_47(i: u32) -> u32 {
    let a0 = n_36(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_47(e);
    out0[e] = v;
}


// ---- kernel add_call_11_add_57
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_56(i: u32) -> u32 {
    return ld_1(i);
}

fn n_57(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_56((c0));
}

fn n_58(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_57(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_58(e);
    out0[e] = v;
}


// ---- kernel add_call_11_add_65
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

fn n_45(i: u32) -> u32 {
    let c0 = i / 1u;
    return ld_2((3u + c0 * 1u));
}

fn n_46(i: u32) -> u32 {
    return n_45(i);
}

fn n_48(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_46(0u);
}

fn n_49(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_48(i);
    return xla_shl_u32(a0, a1, 32u);
}

fn n_51(i: u32) -> u32 {
    let a0 = 32u;
    let a1 = n_46(i);
    return ((a0) - (a1));
}

fn n_52(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_51(0u);
}

fn n_53(i: u32) -> u32 {
    let a0 = ld_1(i);
    let a1 = n_52(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_54(i: u32) -> u32 {
    let a0 = n_49(i);
    let a1 = n_53(i);
    return ((a0) | (a1));
}

fn n_55(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_54(i);
    return ((a0) ^ (a1));
}

fn n_59(i: u32) -> u32 {
    return ld_3(i);
}

fn n_60(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_59((c0));
}

fn n_61(i: u32) -> u32 {
    let a0 = n_55(i);
    let a1 = n_60(i);
    return ((a0) + (a1));
}

fn n_63(i: u32) -> i32 {
    let a0 = ld_4(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

fn n_64(i: u32) -> u32 {
    let a0 = n_63(i);
    return bitcast<u32>(a0);
}

fn n_65(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    return n_64(0u);
}

fn n_66(i: u32) -> u32 {
    let a0 = n_61(i);
    let a1 = n_65(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_66(e);
    out0[e] = v;
}


// ---- kernel add_add_21
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_68(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_68(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reshape_reshape_28
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_49(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    let c2 = (i / 1u) % 1u;
    return ld_0((c0) * 2u + (c1));
}

fn n_50(i: u32) -> u32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    let c2 = (i / 1u) % 1u;
    return ld_1((c0) * 2u + (c1));
}

fn n_51(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 2u) % 2u;
    let c2 = (i / 1u) % 2u;
    if (c2 < 1u) { return n_49((c0) * 2u + (c1) + (c2 - 0u)); }
    return n_50((c0) * 2u + (c1) + (c2 - 1u));
}

fn n_52(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 2u) % 2u;
    let c2 = (i / 1u) % 2u;
    return n_51((c1) * 4u + (c0) * 2u + (c2));
}

fn n_53(i: u32) -> u32 {
    return n_52(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_53(e);
    out0[e] = v;
}


// ---- kernel rng_call_35_rng_bit_generator_10
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

fn xla_add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let lo = a.x + b.x;
    return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

fn xla_lt_u64(a: vec2<u32>, b: vec2<u32>) -> bool {
    return a.y < b.y || (a.y == b.y && a.x < b.x);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
@group(0) @binding(2) var<storage, read_write> out1: array<u32>;
fn rng_philox(c: vec4<u32>, k: vec2<u32>) -> vec4<u32> {
    var x = c;
    var key = k;
    for (var i = 0u; i < 10u; i = i + 1u) {
        let p0 = xla_mul32_wide(x.x, 0xD2511F53u);
        let p1 = xla_mul32_wide(x.z, 0xCD9E8D57u);
        x = vec4<u32>(p1.y ^ x.y ^ key.x, p1.x, p0.y ^ x.w ^ key.y, p0.x);
        key = key + vec2<u32>(0x9E3779B9u, 0xBB67AE85u);
    }
    return x;
}

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_54(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_0((0u + c0 * 1u) * 4u + (0u + c1 * 1u));
}

fn n_55(i: u32) -> u32 {
    return n_54(i);
}

fn n_64(i: u32) -> u32 {
    return n_55(i);
}

fn n_65(i: u32) -> vec2<u32> {
    return vec2<u32>((n_64(i * 2u + 0u)), (n_64(i * 2u + 1u)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    let key = n_65(0u);
    let ctr = n_65(1u);
    let chi = key;
    if (t < 20u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 20u) {
    let l = xla_add64(ctr, vec2<u32>(e / 4u, 0u));
    let h = xla_add64(chi, vec2<u32>(select(0u, 1u, xla_lt_u64(l, ctr)), 0u));
    let x = rng_philox(vec4<u32>(l.x, l.y, h.x, h.y), key);
    let y = x[e & 3u];
    word = word | ((y & 4294967295u) << 0u);
    }
    }
    out1[t] = word;
    }
    if (t == 0u) {
    let s0 = key;
    out0[0u] = s0.x;
    out0[1u] = s0.y;
    let s1 = xla_add64(ctr, vec2<u32>(5u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}


// ---- kernel maximum_call_35_maximum_34
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_60(i: u32) -> f32 {
    let a0 = 0.0f;
    return a0;
}

fn n_61(i: u32) -> f32 {
    let a0 = 1.0f;
    return a0;
}

fn n_62(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_60(0u);
}

fn n_63(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_61(0u);
}

fn n_72(i: u32) -> u32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return 9u;
}

fn n_73(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_72(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_75(i: u32) -> u32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return 1065353216u;
}

fn n_76(i: u32) -> u32 {
    let a0 = n_73(i);
    let a1 = n_75(i);
    return ((a0) | (a1));
}

fn n_77(i: u32) -> f32 {
    let a0 = n_76(i);
    return bitcast<f32>(a0);
}

fn n_79(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return 1.0f;
}

fn n_80(i: u32) -> f32 {
    let a0 = n_77(i);
    let a1 = n_79(i);
    return ((a0) - (a1));
}

fn n_81(i: u32) -> f32 {
    let a0 = n_63(i);
    let a1 = n_62(i);
    return ((a0) - (a1));
}

fn n_82(i: u32) -> f32 {
    return n_81(i);
}

fn n_83(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return n_82(0u);
}

fn n_84(i: u32) -> f32 {
    let a0 = n_80(i);
    let a1 = n_83(i);
    return ((a0) * (a1));
}

fn n_85(i: u32) -> f32 {
    return n_62(i);
}

fn n_86(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return n_85(0u);
}

fn n_87(i: u32) -> f32 {
    let a0 = n_84(i);
    let a1 = n_86(i);
    return ((a0) + (a1));
}

fn n_88(i: u32) -> f32 {
    return n_62(i);
}

fn n_89(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return n_88(0u);
}

fn n_90(i: u32) -> f32 {
    let a0 = n_89(i);
    let a1 = n_87(i);
    return xla_max_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 20u) { return; }
    let e = t;
    let v = n_90(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel rng_call_36_call_2_call_4_rng_bit_generator_8
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

fn xla_add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let lo = a.x + b.x;
    return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

fn xla_lt_u64(a: vec2<u32>, b: vec2<u32>) -> bool {
    return a.y < b.y || (a.y == b.y && a.x < b.x);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
@group(0) @binding(2) var<storage, read_write> out1: array<u32>;
fn rng_philox(c: vec4<u32>, k: vec2<u32>) -> vec4<u32> {
    var x = c;
    var key = k;
    for (var i = 0u; i < 10u; i = i + 1u) {
        let p0 = xla_mul32_wide(x.x, 0xD2511F53u);
        let p1 = xla_mul32_wide(x.z, 0xCD9E8D57u);
        x = vec4<u32>(p1.y ^ x.y ^ key.x, p1.x, p0.y ^ x.w ^ key.y, p0.x);
        key = key + vec2<u32>(0x9E3779B9u, 0xBB67AE85u);
    }
    return x;
}

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_56(i: u32) -> u32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_0((1u + c0 * 1u) * 4u + (0u + c1 * 1u));
}

fn n_57(i: u32) -> u32 {
    return n_56(i);
}

fn n_95(i: u32) -> u32 {
    return n_57(i);
}

fn n_96(i: u32) -> vec2<u32> {
    return vec2<u32>((n_95(i * 2u + 0u)), (n_95(i * 2u + 1u)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    let key = n_96(0u);
    let ctr = n_96(1u);
    let chi = key;
    if (t < 3u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 3u) {
    let l = xla_add64(ctr, vec2<u32>(e / 4u, 0u));
    let h = xla_add64(chi, vec2<u32>(select(0u, 1u, xla_lt_u64(l, ctr)), 0u));
    let x = rng_philox(vec4<u32>(l.x, l.y, h.x, h.y), key);
    let y = x[e & 3u];
    word = word | ((y & 4294967295u) << 0u);
    }
    }
    out1[t] = word;
    }
    if (t == 0u) {
    let s0 = key;
    out0[0u] = s0.x;
    out0[1u] = s0.y;
    let s1 = xla_add64(ctr, vec2<u32>(1u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}


// ---- kernel maximum_call_36_call_2_call_4_maximum_32
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_93(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.99999994f;
}

fn n_94(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_103(i: u32) -> u32 {
    let c0 = i / 1u;
    return 9u;
}

fn n_104(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_103(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_106(i: u32) -> u32 {
    let c0 = i / 1u;
    return 1065353216u;
}

fn n_107(i: u32) -> u32 {
    let a0 = n_104(i);
    let a1 = n_106(i);
    return ((a0) | (a1));
}

fn n_108(i: u32) -> f32 {
    let a0 = n_107(i);
    return bitcast<f32>(a0);
}

fn n_110(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_111(i: u32) -> f32 {
    let a0 = n_108(i);
    let a1 = n_110(i);
    return ((a0) - (a1));
}

fn n_112(i: u32) -> f32 {
    let a0 = n_94(i);
    let a1 = n_93(i);
    return ((a0) - (a1));
}

fn n_113(i: u32) -> f32 {
    return n_112(i);
}

fn n_114(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_113(0u);
}

fn n_115(i: u32) -> f32 {
    let a0 = n_111(i);
    let a1 = n_114(i);
    return ((a0) * (a1));
}

fn n_116(i: u32) -> f32 {
    return n_93(i);
}

fn n_117(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_116(0u);
}

fn n_118(i: u32) -> f32 {
    let a0 = n_115(i);
    let a1 = n_117(i);
    return ((a0) + (a1));
}

fn n_119(i: u32) -> f32 {
    return n_93(i);
}

fn n_120(i: u32) -> f32 {
    let c0 = i / 1u;
    return n_119(0u);
}

fn n_121(i: u32) -> f32 {
    let a0 = n_120(i);
    let a1 = n_118(i);
    return xla_max_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    let e = t;
    let v = n_121(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel compare_call_36_call_2_compare_11
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

fn n_122(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

fn n_123(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_122(i);
    return ((a0) * (a1));
}

fn n_124(i: u32) -> f32 {
    let a0 = n_123(i);
    return xla_log1p(a0);
}

fn n_125(i: u32) -> f32 {
    let a0 = n_124(i);
    return (-(a0));
}

fn n_127(i: u32) -> f32 {
    let c0 = i / 1u;
    return 5.0f;
}

fn n_128(i: u32) -> bool {
    let a0 = n_125(i);
    let a1 = n_127(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 3u) {
    let v = n_128(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 3u) {
    let v = n_128(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 3u) {
    let v = n_128(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 3u) {
    let v = n_128(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 1u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel select_call_36_call_2_select_64
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

fn n_122(i: u32) -> f32 {
    let a0 = ld_1(i);
    return (-(a0));
}

fn n_123(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_122(i);
    return ((a0) * (a1));
}

fn n_124(i: u32) -> f32 {
    let a0 = n_123(i);
    return xla_log1p(a0);
}

fn n_125(i: u32) -> f32 {
    let a0 = n_124(i);
    return (-(a0));
}

fn n_175(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.5f;
}

fn n_176(i: u32) -> f32 {
    let a0 = n_125(i);
    let a1 = n_175(i);
    return ((a0) - (a1));
}

fn n_177(i: u32) -> f32 {
    let a0 = n_125(i);
    return xla_fsqrt(a0);
}

fn n_179(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.0f;
}

fn n_180(i: u32) -> f32 {
    let a0 = n_177(i);
    let a1 = n_179(i);
    return ((a0) - (a1));
}

fn n_181(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_176(i);
    let a2 = n_180(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    let e = t;
    let v = n_181(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_call_36_call_2_multiply_92
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

fn n_130(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.8102264e-8f;
}

fn n_132(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.00020021426f;
}

fn n_133(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_130(i);
    let a2 = n_132(i);
    return select(a2, a1, a0);
}

fn n_135(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.4327394e-7f;
}

fn n_137(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.00010095056f;
}

fn n_138(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_135(i);
    let a2 = n_137(i);
    return select(a2, a1, a0);
}

fn n_140(i: u32) -> f32 {
    let c0 = i / 1u;
    return -3.5233877e-6f;
}

fn n_142(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0013493432f;
}

fn n_143(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_140(i);
    let a2 = n_142(i);
    return select(a2, a1, a0);
}

fn n_145(i: u32) -> f32 {
    let c0 = i / 1u;
    return -4.3915065e-6f;
}

fn n_147(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.0036734284f;
}

fn n_148(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_145(i);
    let a2 = n_147(i);
    return select(a2, a1, a0);
}

fn n_150(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.00021858087f;
}

fn n_152(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0057395077f;
}

fn n_153(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_150(i);
    let a2 = n_152(i);
    return select(a2, a1, a0);
}

fn n_155(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.001253725f;
}

fn n_157(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.0076224613f;
}

fn n_158(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_155(i);
    let a2 = n_157(i);
    return select(a2, a1, a0);
}

fn n_160(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.0041776816f;
}

fn n_162(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0094388705f;
}

fn n_163(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_160(i);
    let a2 = n_162(i);
    return select(a2, a1, a0);
}

fn n_165(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.24664073f;
}

fn n_167(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.001674f;
}

fn n_168(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_165(i);
    let a2 = n_167(i);
    return select(a2, a1, a0);
}

fn n_170(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.5014094f;
}

fn n_172(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.8329768f;
}

fn n_173(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_170(i);
    let a2 = n_172(i);
    return select(a2, a1, a0);
}

fn n_182(i: u32) -> f32 {
    let a0 = n_133(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_183(i: u32) -> f32 {
    let a0 = n_138(i);
    let a1 = n_182(i);
    return ((a0) + (a1));
}

fn n_184(i: u32) -> f32 {
    let a0 = n_183(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_185(i: u32) -> f32 {
    let a0 = n_143(i);
    let a1 = n_184(i);
    return ((a0) + (a1));
}

fn n_186(i: u32) -> f32 {
    let a0 = n_185(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_187(i: u32) -> f32 {
    let a0 = n_148(i);
    let a1 = n_186(i);
    return ((a0) + (a1));
}

fn n_188(i: u32) -> f32 {
    let a0 = n_187(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_189(i: u32) -> f32 {
    let a0 = n_153(i);
    let a1 = n_188(i);
    return ((a0) + (a1));
}

fn n_190(i: u32) -> f32 {
    let a0 = n_189(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_191(i: u32) -> f32 {
    let a0 = n_158(i);
    let a1 = n_190(i);
    return ((a0) + (a1));
}

fn n_192(i: u32) -> f32 {
    let a0 = n_191(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_193(i: u32) -> f32 {
    let a0 = n_163(i);
    let a1 = n_192(i);
    return ((a0) + (a1));
}

fn n_194(i: u32) -> f32 {
    let a0 = n_193(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_195(i: u32) -> f32 {
    let a0 = n_168(i);
    let a1 = n_194(i);
    return ((a0) + (a1));
}

fn n_196(i: u32) -> f32 {
    let a0 = n_195(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_197(i: u32) -> f32 {
    let a0 = n_173(i);
    let a1 = n_196(i);
    return ((a0) + (a1));
}

fn n_198(i: u32) -> f32 {
    let a0 = n_197(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

fn n_199(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_201(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_202(i: u32) -> bool {
    let a0 = n_199(i);
    let a1 = n_201(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_204(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7f800000u);
}

fn n_205(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_204(i);
    return ((a0) * (a1));
}

fn n_206(i: u32) -> f32 {
    let a0 = n_202(i);
    let a1 = n_205(i);
    let a2 = n_198(i);
    return select(a2, a1, a0);
}

fn n_208(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.4142135f;
}

fn n_209(i: u32) -> f32 {
    let a0 = n_208(i);
    let a1 = n_206(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    let e = t;
    let v = n_209(e);
    out0[e] = bitcast<u32>(v);
}

