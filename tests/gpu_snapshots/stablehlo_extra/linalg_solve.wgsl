// ---- kernel subtract_call_3_subtract_9
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_7(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_8(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_7(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_8(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_call_3_select_18
fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_10(i: u32) -> i32 {
    return 0i;
}

fn n_11(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_10(i);
    return ((a0) >= (a1));
}

fn n_12(i: u32) -> bool {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_11(0u);
}

fn n_14(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_15(i: u32) -> bool {
    return n_12(i);
}

fn n_16(i: u32) -> bool {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return n_15(0u);
}

fn n_17(i: u32) -> f32 {
    let a0 = n_16(i);
    let a1 = ld_1(i);
    let a2 = n_14(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 25u) { return; }
    let e = t;
    let v = n_17(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel iota_call_3_iota_19
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_18(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_18(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel compare_compare_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_6(i: u32) -> bool {
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
    let v = n_6(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 1u) {
    let v = n_6(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 1u) {
    let v = n_6(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 1u) {
    let v = n_6(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 1u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel add_call_6_add_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_6(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reshape_call_6_reshape_13
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn n_8(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_9(i: u32) -> i32 {
    let a0 = ld_0(i);
    return a0;
}

fn n_11(i: u32) -> i32 {
    let a0 = n_9(i);
    let a1 = 5i;
    return ((a0) + (a1));
}

fn n_12(i: u32) -> i32 {
    let a0 = n_8(i);
    let a1 = n_11(i);
    let a2 = ld_0(i);
    return select(a2, a1, a0);
}

fn n_13(i: u32) -> i32 {
    let c0 = i / 1u;
    let s0 = u32(clamp(n_12(0u), 0i, 4i));
    return ld_1((s0 + c0));
}

fn n_14(i: u32) -> i32 {
    return n_13(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_14(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel scatter_call_6_scatter_36
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> i32 {
    return bitcast<i32>(in2[i]);
}

fn comp_6(p0: i32, p1: i32) -> i32 {
    let v0 = p0;
    let v1 = p1;
    return v1;
}

fn n_24(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_26(i: u32) -> i32 {
    let a0 = ld_2(i);
    let a1 = 5i;
    return ((a0) + (a1));
}

fn n_27(i: u32) -> i32 {
    let a0 = n_24(i);
    let a1 = n_26(i);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

fn n_28(i: u32) -> i32 {
    let c0 = i / 1u;
    let s0 = u32(clamp(n_27(0u), 0i, 4i));
    return ld_0((s0 + c0));
}

fn n_29(i: u32) -> i32 {
    return n_28(i);
}

fn n_31(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_33(i: u32) -> i32 {
    let a0 = ld_1(i);
    let a1 = 5i;
    return ((a0) + (a1));
}

fn n_34(i: u32) -> i32 {
    let a0 = n_31(i);
    let a1 = n_33(i);
    let a2 = ld_1(i);
    return select(a2, a1, a0);
}

fn n_35(i: u32) -> i32 {
    let a0 = n_34(i);
    return a0;
}

fn n_36(i: u32) -> i32 {
    let c0 = i / 1u;
    return n_35(0u);
}

fn n_37(i: u32) -> i32 {
    let c0 = i / 1u;
    var acc0: i32 = ld_0(i);
    for (var r = 0u; r < 1u; r = r + 1u) {
        let st0 = n_36((0u));
        var hit = true;
        let wo0 = i32(c0) - (st0);
        if (st0 < 0 || (st0) + 1i > 5i || wo0 < 0 || wo0 >= 1i) { hit = false; }
        if (hit) {
        let ui = 0u;
        let u0 = n_29(ui);
        acc0 = comp_6(acc0, u0);
        }
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_37(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel scatter_call_6_scatter_43
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> i32 {
    return bitcast<i32>(in2[i]);
}

fn ld_3(i: u32) -> i32 {
    return bitcast<i32>(in3[i]);
}

fn comp_7(p0: i32, p1: i32) -> i32 {
    let v0 = p0;
    let v1 = p1;
    return v1;
}

fn n_16(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_17(i: u32) -> i32 {
    let a0 = ld_2(i);
    return a0;
}

fn n_19(i: u32) -> i32 {
    let a0 = n_17(i);
    let a1 = 5i;
    return ((a0) + (a1));
}

fn n_20(i: u32) -> i32 {
    let a0 = n_16(i);
    let a1 = n_19(i);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

fn n_21(i: u32) -> i32 {
    let c0 = i / 1u;
    let s0 = u32(clamp(n_20(0u), 0i, 4i));
    return ld_3((s0 + c0));
}

fn n_22(i: u32) -> i32 {
    return n_21(i);
}

fn n_39(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_41(i: u32) -> i32 {
    let a0 = ld_1(i);
    let a1 = 5i;
    return ((a0) + (a1));
}

fn n_42(i: u32) -> i32 {
    let a0 = n_39(i);
    let a1 = n_41(i);
    let a2 = ld_1(i);
    return select(a2, a1, a0);
}

fn n_43(i: u32) -> i32 {
    let c0 = i / 1u;
    return n_42(0u);
}

fn n_44(i: u32) -> i32 {
    let c0 = i / 1u;
    var acc0: i32 = ld_0(i);
    for (var r = 0u; r < 1u; r = r + 1u) {
        let st0 = n_43((0u));
        var hit = true;
        let wo0 = i32(c0) - (st0);
        if (st0 < 0 || (st0) + 1i > 5i || wo0 < 0 || wo0 >= 1i) { hit = false; }
        if (hit) {
        let ui = 0u;
        let u0 = n_22(ui);
        acc0 = comp_7(acc0, u0);
        }
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_44(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_10
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_46(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_46(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reshape_call_3_call_29_reshape_15
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_27(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return ld_1((c1) * 3u + (c0));
}

fn n_28(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    let c2 = (i / 1u) % 1u;
    return n_27((c0) * 5u + (c1));
}

fn n_30(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_31(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_30(i);
    return ((a0) < (a1));
}

fn n_33(i: u32) -> i32 {
    let c0 = i / 1u;
    return 5i;
}

fn n_34(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_33(i);
    return ((a0) + (a1));
}

fn n_35(i: u32) -> i32 {
    let a0 = n_31(i);
    let a1 = n_34(i);
    let a2 = ld_0(i);
    return select(a2, a1, a0);
}

fn n_36(i: u32) -> i32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_35((c0));
}

fn n_37(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    let c2 = (i / 1u) % 1u;
    let st0 = u32(clamp(n_36((c1) + (0u)), 0i, 4i));
    return n_28((0u + c0) * 5u + (st0) + (0u + c2));
}

fn n_38(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 3u) % 1u;
    let c2 = (i / 1u) % 3u;
    return n_37((c2) * 5u + (c0) + (c1));
}

fn n_39(i: u32) -> f32 {
    return n_38(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_39(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reshape_call_3_call_29_reshape_18
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_41(i: u32) -> f32 {
    return ld_0(i);
}

fn n_42(i: u32) -> f32 {
    return n_41(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_42(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel transpose_call_3_transpose_30
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_44(i: u32) -> f32 {
    return ld_0(i);
}

fn n_45(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    let c2 = (i / 1u) % 1u;
    return n_44((c1) * 3u + (c2) * 3u + (c0));
}

fn n_46(i: u32) -> f32 {
    return n_45(i);
}

fn n_47(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    return n_46((c1) * 5u + (c0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_47(e);
    out0[e] = bitcast<u32>(v);
}

