// ---- kernel popcnt_popcnt_2
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_1(i: u32) -> i32 {
    let a0 = ld_0(i);
    return bitcast<i32>(countOneBits((bitcast<u32>(a0) & 4294967295u)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel count-leading-zeros_count_leading_zeros_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_2(i: u32) -> i32 {
    let a0 = ld_0(i);
    return bitcast<i32>((countLeadingZeros((bitcast<u32>(a0) & 4294967295u)) - 0u));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_call_5_call_19_select_4
fn xla_div_i32(a: i32, b: i32) -> i32 {
    if (b == 0) { return -1; }
    if (b == -1 && a == bitcast<i32>(0x80000000u)) { return a; }
    return a / b;
}

fn xla_rem_i32(a: i32, b: i32) -> i32 {
    if (b == 0) { return a; }
    if (b == -1) { return 0; }
    return a % b;
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_4(i: u32) -> i32 {
    let a0 = vec2<u32>(3u, 0u);
    return bitcast<i32>((a0).x);
}

fn n_5(i: u32) -> i32 {
    let c0 = i / 1u;
    return n_4(0u);
}

fn n_6(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_5(i);
    return xla_div_i32(a0, a1);
}

fn n_7(i: u32) -> i32 {
    let a0 = ld_0(i);
    return sign(a0);
}

fn n_8(i: u32) -> i32 {
    let a0 = n_4(i);
    return sign(a0);
}

fn n_9(i: u32) -> i32 {
    let c0 = i / 1u;
    return n_8(0u);
}

fn n_10(i: u32) -> bool {
    let a0 = n_7(i);
    let a1 = n_9(i);
    return ((a0) != (a1));
}

fn n_11(i: u32) -> i32 {
    let c0 = i / 1u;
    return n_4(0u);
}

fn n_12(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_11(i);
    return xla_rem_i32(a0, a1);
}

fn n_14(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_15(i: u32) -> bool {
    let a0 = n_12(i);
    let a1 = n_14(i);
    return ((a0) != (a1));
}

fn n_16(i: u32) -> bool {
    let a0 = n_10(i);
    let a1 = n_15(i);
    return ((a0) && (a1));
}

fn n_18(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_19(i: u32) -> i32 {
    let a0 = n_6(i);
    let a1 = n_18(i);
    return ((a0) - (a1));
}

fn n_20(i: u32) -> i32 {
    let a0 = n_16(i);
    let a1 = n_19(i);
    let a2 = n_6(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_20(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel remainder_call_7_remainder_9
fn xla_rem_i32(a: i32, b: i32) -> i32 {
    if (b == 0) { return a; }
    if (b == -1) { return 0; }
    return a % b;
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_22(i: u32) -> i32 {
    let a0 = vec2<u32>(4294967291u, 4294967295u);
    return bitcast<i32>((a0).x);
}

fn n_24(i: u32) -> bool {
    let a0 = n_22(i);
    let a1 = 0i;
    return ((a0) == (a1));
}

fn n_26(i: u32) -> i32 {
    let a0 = n_24(i);
    let a1 = 1i;
    let a2 = n_22(i);
    return select(a2, a1, a0);
}

fn n_27(i: u32) -> i32 {
    let c0 = i / 1u;
    return n_26(0u);
}

fn n_28(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_27(i);
    return xla_rem_i32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_28(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_call_7_select_23
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_22(i: u32) -> i32 {
    let a0 = vec2<u32>(4294967291u, 4294967295u);
    return bitcast<i32>((a0).x);
}

fn n_24(i: u32) -> bool {
    let a0 = n_22(i);
    let a1 = 0i;
    return ((a0) == (a1));
}

fn n_26(i: u32) -> i32 {
    let a0 = n_24(i);
    let a1 = 1i;
    let a2 = n_22(i);
    return select(a2, a1, a0);
}

fn n_30(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_31(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_30(i);
    return ((a0) != (a1));
}

fn n_33(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_34(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_33(i);
    return ((a0) < (a1));
}

fn n_36(i: u32) -> bool {
    let a0 = n_26(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_37(i: u32) -> bool {
    let c0 = i / 1u;
    return n_36(0u);
}

fn n_38(i: u32) -> bool {
    let a0 = n_34(i);
    let a1 = n_37(i);
    return (select(0u, 1u, a0) != select(0u, 1u, a1));
}

fn n_39(i: u32) -> bool {
    let a0 = n_38(i);
    let a1 = n_31(i);
    return ((a0) && (a1));
}

fn n_40(i: u32) -> i32 {
    let c0 = i / 1u;
    return n_26(0u);
}

fn n_41(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_40(i);
    return ((a0) + (a1));
}

fn n_42(i: u32) -> i32 {
    let a0 = n_39(i);
    let a1 = n_41(i);
    let a2 = ld_0(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_42(e);
    out0[e] = bitcast<u32>(v);
}

