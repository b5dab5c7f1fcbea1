// ---- kernel bitcast-convert_bitcast_convert_10
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_9(i: u32) -> i32 {
    let a0 = ld_0(i);
    return bitcast<i32>(bitcast<u32>(a0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 6u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel bitcast-convert_bitcast_convert_11
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_10(i: u32) -> i32 {
    let a0 = ld_0(i);
    return bitcast<i32>(bitcast<u32>(a0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 6u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel bitcast-convert_bitcast_convert_38
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
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> i32 {
    return bitcast<i32>(in2[i]);
}

fn ld_3(i: u32) -> i32 {
    return bitcast<i32>(in3[i]);
}

fn n_2(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return (xla_cmp_nan(a0, a1) || ((a0) != (a1)));
}

fn n_3(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = ld_1(i);
    return (xla_cmp_nan(a0, a1) || ((a0) != (a1)));
}

fn n_4(i: u32) -> bool {
    let a0 = n_2(i);
    let a1 = n_3(i);
    return ((a0) || (a1));
}

fn n_6(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_7(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_8(i: u32) -> i32 {
    let a0 = n_6(i);
    return bitcast<i32>(bitcast<u32>(a0));
}

fn n_12(i: u32) -> i32 {
    let c0 = i / 1u;
    return 2147483647i;
}

fn n_14(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(0x80000000u);
}

fn n_16(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_18(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_20(i: u32) -> i32 {
    let c0 = i / 1u;
    return -1i;
}

fn n_21(i: u32) -> i32 {
    let a0 = ld_3(i);
    let a1 = n_12(i);
    return ((a0) & (a1));
}

fn n_22(i: u32) -> bool {
    let a0 = n_21(i);
    let a1 = n_16(i);
    return ((a0) == (a1));
}

fn n_23(i: u32) -> i32 {
    let a0 = ld_2(i);
    let a1 = n_12(i);
    return ((a0) & (a1));
}

fn n_24(i: u32) -> bool {
    let a0 = n_23(i);
    let a1 = n_16(i);
    return ((a0) == (a1));
}

fn n_25(i: u32) -> i32 {
    let a0 = ld_2(i);
    let a1 = n_14(i);
    return ((a0) & (a1));
}

fn n_26(i: u32) -> i32 {
    let a0 = n_25(i);
    let a1 = n_18(i);
    return ((a0) | (a1));
}

fn n_27(i: u32) -> i32 {
    let a0 = n_24(i);
    let a1 = ld_2(i);
    let a2 = n_26(i);
    return select(a2, a1, a0);
}

fn n_28(i: u32) -> bool {
    let a0 = n_21(i);
    let a1 = n_23(i);
    return ((a0) > (a1));
}

fn n_29(i: u32) -> i32 {
    let a0 = ld_3(i);
    let a1 = n_14(i);
    return ((a0) & (a1));
}

fn n_30(i: u32) -> bool {
    let a0 = n_29(i);
    let a1 = n_25(i);
    return ((a0) != (a1));
}

fn n_31(i: u32) -> bool {
    let a0 = n_28(i);
    let a1 = n_30(i);
    return ((a0) || (a1));
}

fn n_32(i: u32) -> i32 {
    let a0 = n_31(i);
    let a1 = n_20(i);
    let a2 = n_18(i);
    return select(a2, a1, a0);
}

fn n_33(i: u32) -> i32 {
    let a0 = ld_3(i);
    let a1 = n_32(i);
    return ((a0) + (a1));
}

fn n_34(i: u32) -> i32 {
    let a0 = n_22(i);
    let a1 = n_27(i);
    let a2 = n_33(i);
    return select(a2, a1, a0);
}

fn n_35(i: u32) -> i32 {
    let a0 = n_7(i);
    let a1 = ld_2(i);
    let a2 = n_34(i);
    return select(a2, a1, a0);
}

fn n_36(i: u32) -> i32 {
    let a0 = n_4(i);
    let a1 = n_8(i);
    let a2 = n_35(i);
    return select(a2, a1, a0);
}

fn n_37(i: u32) -> f32 {
    let a0 = n_36(i);
    return bitcast<f32>(bitcast<u32>(a0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 6u) { return; }
    let e = t;
    let v = n_37(e);
    out0[e] = bitcast<u32>(v);
}

