// ---- kernel subtract_call_4_call_2_subtract_8
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_8(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_9(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_8(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_call_4_call_2_select_17
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

fn n_11(i: u32) -> i32 {
    return 0i;
}

fn n_12(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_11(i);
    return ((a0) >= (a1));
}

fn n_13(i: u32) -> bool {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_12(0u);
}

fn n_15(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_16(i: u32) -> bool {
    return n_13(i);
}

fn n_17(i: u32) -> bool {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return n_16(0u);
}

fn n_18(i: u32) -> f32 {
    let a0 = n_17(i);
    let a1 = ld_1(i);
    let a2 = n_15(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 25u) { return; }
    let e = t;
    let v = n_18(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel iota_call_4_call_2_iota_18
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_19(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_19(e);
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

fn comp_21(p0: i32, p1: i32) -> i32 {
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
        acc0 = comp_21(acc0, u0);
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

fn comp_22(p0: i32, p1: i32) -> i32 {
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
        acc0 = comp_22(acc0, u0);
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


// ---- kernel gather_gather_21
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_1(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

fn n_2(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

fn n_4(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_5(i: u32) -> bool {
    let a0 = n_1(i);
    let a1 = n_4(i);
    return ((a0) < (a1));
}

fn n_7(i: u32) -> i32 {
    let c0 = i / 1u;
    return 5i;
}

fn n_8(i: u32) -> i32 {
    let a0 = n_1(i);
    let a1 = n_7(i);
    return ((a0) + (a1));
}

fn n_9(i: u32) -> i32 {
    let a0 = n_5(i);
    let a1 = n_8(i);
    let a2 = n_1(i);
    return select(a2, a1, a0);
}

fn n_11(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_12(i: u32) -> bool {
    let a0 = n_2(i);
    let a1 = n_11(i);
    return ((a0) < (a1));
}

fn n_14(i: u32) -> i32 {
    let c0 = i / 1u;
    return 5i;
}

fn n_15(i: u32) -> i32 {
    let a0 = n_2(i);
    let a1 = n_14(i);
    return ((a0) + (a1));
}

fn n_16(i: u32) -> i32 {
    let a0 = n_12(i);
    let a1 = n_15(i);
    let a2 = n_2(i);
    return select(a2, a1, a0);
}

fn n_17(i: u32) -> i32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_9((c0));
}

fn n_18(i: u32) -> i32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_16((c0));
}

fn n_19(i: u32) -> i32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    if (c1 < 1u) { return n_17((c0) + (c1 - 0u)); }
    return n_18((c0) + (c1 - 1u));
}

fn n_20(i: u32) -> f32 {
    let c0 = i / 1u;
    let st0 = u32(clamp(n_19((c0) * 2u + (0u)), 0i, 4i));
    let st1 = u32(clamp(n_19((c0) * 2u + (1u)), 0i, 4i));
    return ld_0((st0) * 5u + (st1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_20(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_call_4_call_2_reduce_32
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_19(p0: bool, p1: bool) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) || (v1));
    return v2;
}

fn n_41(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_42(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_41(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_44(i: u32) -> bool {
    var acc0: bool = false;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0);
        let x0 = n_42(li);
        acc0 = comp_19(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 1u) {
    let v = n_44(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 1u) {
    let v = n_44(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 1u) {
    let v = n_44(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 1u) {
    let v = n_44(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 1u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel reduce_call_4_call_2_call_35_reduce_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn comp_26(p0: i32, p1: i32) -> i32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_45(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

fn n_46(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_45(i);
    return ((a0) != (a1));
}

fn n_48(i: u32) -> bool {
    let c0 = i / 1u;
    return false;
}

fn n_49(i: u32) -> bool {
    let a0 = n_46(i);
    let a1 = n_48(i);
    return (select(0u, 1u, a0) != select(0u, 1u, a1));
}

fn n_50(i: u32) -> i32 {
    let a0 = n_49(i);
    return select(0i, 1i, a0);
}

fn n_52(i: u32) -> i32 {
    var acc0: i32 = 0i;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0);
        let x0 = n_50(li);
        acc0 = comp_26(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_52(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_call_4_call_2_call_39_reduce_7
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_26(p0: i32, p1: i32) -> i32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_54(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_55(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_54(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_57(i: u32) -> bool {
    let c0 = i / 1u;
    return false;
}

fn n_58(i: u32) -> bool {
    let a0 = n_55(i);
    let a1 = n_57(i);
    return (select(0u, 1u, a0) != select(0u, 1u, a1));
}

fn n_59(i: u32) -> i32 {
    let a0 = n_58(i);
    return select(0i, 1i, a0);
}

fn n_61(i: u32) -> i32 {
    var acc0: i32 = 0i;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0);
        let x0 = n_59(li);
        acc0 = comp_26(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_61(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel remainder_call_4_call_2_call_42_remainder_8
fn xla_rem_i32(a: i32, b: i32) -> i32 {
    if (b == 0) { return a; }
    if (b == -1) { return 0; }
    return a % b;
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

fn n_62(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_64(i: u32) -> i32 {
    let a0 = 2i;
    return a0;
}

fn n_66(i: u32) -> bool {
    let a0 = n_64(i);
    let a1 = 0i;
    return ((a0) == (a1));
}

fn n_68(i: u32) -> i32 {
    let a0 = n_66(i);
    let a1 = 1i;
    let a2 = n_64(i);
    return select(a2, a1, a0);
}

fn n_69(i: u32) -> i32 {
    let a0 = n_62(i);
    let a1 = n_68(i);
    return xla_rem_i32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_69(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_call_4_call_2_reduce_55
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

fn xla_log(x: f32) -> f32 {
    let b = bitcast<u32>(x);
    if (xla_isnan(x)) { return x; }
    if ((b & 0x7fffffffu) == 0u) { return xla_f32_bits(0xff800000u); }
    if (b >= 0x80000000u) { return xla_nan(); }
    if (b == 0x7f800000u) { return x; }
    var ix = b;
    var k = -127;
    if (b < 0x00800000u) {
        ix = bitcast<u32>(f32(b));
        k = k - 149;
    }
    let mb = ix & 0x7fffffu;
    let big = mb >= 0x3504f3u;
    k = k + i32(ix >> 23u) + select(0, 1, big);
    let f = bitcast<f32>(mb | select(0x3f800000u, 0x3f000000u, big)) - 1.0;
    let dk = f32(k);
    let s = xla_fdiv(f, 2.0 + f);
    let z = s * s;
    let w = z * z;
    let r = z * (0x1.555554p-1f + w * 0x1.23d3dcp-2f) + w * (0x1.999c26p-2f + w * 0x1.f13c4cp-3f);
    let hfsq = 0.5 * f * f;
    return dk * 0x1.62e3p-1f - ((hfsq - (s * (hfsq + r) + dk * 0x1.2fefa2p-17f)) - f);
}

// x^y for finite x > 0 (subnormals read from their bits) and finite y, within 1 ulp:
// log2(x) to about 40 bits as hi + lo, y * log2(x) as hi + lo, then 2^(hi + lo). Each "hi"
// keeps 12 significant bits (its low bits cleared with an integer mask), so products of two
// of them are exact and the low parts are recovered by subtractions that are exact; the
// masks are integer operations that no compiler can fold away, unlike a float trick such as
// (a + b) - a.

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_20(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_89(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_90(i: u32) -> f32 {
    let a0 = n_89(i);
    return xla_log(a0);
}

fn n_92(i: u32) -> f32 {
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0);
        let x0 = n_90(li);
        acc0 = comp_20(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_92(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_call_4_multiply_6
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_ldexp2(v: f32, n: i32) -> f32 {
    let a = n / 2;
    return v * bitcast<f32>(u32(a + 127) << 23u) * bitcast<f32>(u32(n - a + 127) << 23u);
}

// e^r for |r| <= 0.35: 1 + r + r^2 (1/2 + r P(r)), a minimax fit of P over the interval
// (relative error 1e-10), in Horner form. (Passing r as hi + lo parts, summed smallest first,
// measured worse on lavapipe: its compiler reassociates the sum.)

fn xla_exp_reduced(r: f32) -> f32 {
    var p = 0x1.a0108cp-13f;
    p = p * r + 0x1.6d4d7p-10f;
    p = p * r + 0x1.111186p-7f;
    p = p * r + 0x1.5554e8p-5f;
    p = p * r + 0x1.555556p-3f;
    return 1.0 + (r + r * r * (0.5 + r * p));
}

// Not the WGSL builtin (whose accuracy is left to the implementation; lavapipe's is off by up
// to 64 ulp near the ends of the range): x = k ln2 + r with ln2 in two parts (k ln2_hi is
// exact), e^r by a polynomial, then 2^k. Within 1 ulp of the correctly rounded result.

fn xla_exp(x: f32) -> f32 {
    if (xla_isnan(x)) { return x; }
    // Past ln(f32::MAX) the result overflows; below ln(2^-150) it rounds to zero.
    if (x > 0x1.62e42ep+6f) { return xla_f32_bits(0x7f800000u); }
    if (x < -104.0) { return 0.0; }
    let k = round(x * 0x1.715476p+0f);
    let r = (x - k * 0x1.62e4p-1f) - k * 0x1.7f7d1cp-20f;
    return xla_ldexp2(xla_exp_reduced(r), i32(k));
}

// Not the WGSL builtin: ln(x) = k ln2 + ln(1 + f) with 1 + f in [sqrt(1/2), sqrt(2)) and
// ln(1 + f) = f - f^2/2 + s (f^2/2 + R(s^2)), s = f / (2 + f) (the classic fdlibm reduction).
// Subnormals are read from their bits, so a device that flushes them still gets their log.
// Within 1 ulp.

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_64(i: u32) -> i32 {
    let a0 = 2i;
    return a0;
}

fn n_66(i: u32) -> bool {
    let a0 = n_64(i);
    let a1 = 0i;
    return ((a0) == (a1));
}

fn n_68(i: u32) -> i32 {
    let a0 = n_66(i);
    let a1 = 1i;
    let a2 = n_64(i);
    return select(a2, a1, a0);
}

fn n_71(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = 0i;
    return ((a0) != (a1));
}

fn n_73(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_75(i: u32) -> bool {
    let a0 = n_68(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_76(i: u32) -> bool {
    let a0 = n_73(i);
    let a1 = n_75(i);
    return (select(0u, 1u, a0) != select(0u, 1u, a1));
}

fn n_77(i: u32) -> bool {
    let a0 = n_76(i);
    let a1 = n_71(i);
    return ((a0) && (a1));
}

fn n_78(i: u32) -> i32 {
    let a0 = ld_1(i);
    let a1 = n_68(i);
    return ((a0) + (a1));
}

fn n_79(i: u32) -> i32 {
    let a0 = n_77(i);
    let a1 = n_78(i);
    let a2 = ld_1(i);
    return select(a2, a1, a0);
}

fn n_81(i: u32) -> i32 {
    let a0 = -2i;
    let a1 = n_79(i);
    return ((a0) * (a1));
}

fn n_83(i: u32) -> i32 {
    let a0 = n_81(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

fn n_84(i: u32) -> f32 {
    let a0 = n_83(i);
    return f32(a0);
}

fn n_86(i: u32) -> f32 {
    let a0 = 1.0f;
    let a1 = n_84(i);
    return ((a0) * (a1));
}

fn n_88(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = 0.0f;
    let a2 = n_86(i);
    return select(a2, a1, a0);
}

fn n_94(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = xla_f32_bits(0xff800000u);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

fn n_95(i: u32) -> f32 {
    let a0 = n_94(i);
    return xla_exp(a0);
}

fn n_96(i: u32) -> f32 {
    let a0 = n_88(i);
    let a1 = n_95(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_96(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel subtract_call_5_subtract_8
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_102(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_103(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_102(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_103(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_call_5_select_17
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

fn n_105(i: u32) -> i32 {
    return 0i;
}

fn n_106(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_105(i);
    return ((a0) >= (a1));
}

fn n_107(i: u32) -> bool {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_106(0u);
}

fn n_109(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_110(i: u32) -> bool {
    return n_107(i);
}

fn n_111(i: u32) -> bool {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return n_110(0u);
}

fn n_112(i: u32) -> f32 {
    let a0 = n_111(i);
    let a1 = ld_1(i);
    let a2 = n_109(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 25u) { return; }
    let e = t;
    let v = n_112(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel iota_call_5_iota_18
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_113(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_113(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_call_5_reduce_32
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_19(p0: bool, p1: bool) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) || (v1));
    return v2;
}

fn n_135(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_136(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_135(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_138(i: u32) -> bool {
    var acc0: bool = false;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0);
        let x0 = n_136(li);
        acc0 = comp_19(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 1u) {
    let v = n_138(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 1u) {
    let v = n_138(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 1u) {
    let v = n_138(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 1u) {
    let v = n_138(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 1u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel reduce_call_5_call_35_reduce_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn comp_26(p0: i32, p1: i32) -> i32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_139(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

fn n_140(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_139(i);
    return ((a0) != (a1));
}

fn n_142(i: u32) -> bool {
    let c0 = i / 1u;
    return false;
}

fn n_143(i: u32) -> bool {
    let a0 = n_140(i);
    let a1 = n_142(i);
    return (select(0u, 1u, a0) != select(0u, 1u, a1));
}

fn n_144(i: u32) -> i32 {
    let a0 = n_143(i);
    return select(0i, 1i, a0);
}

fn n_146(i: u32) -> i32 {
    var acc0: i32 = 0i;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0);
        let x0 = n_144(li);
        acc0 = comp_26(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_146(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_call_5_call_39_reduce_7
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_26(p0: i32, p1: i32) -> i32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_148(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_149(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_148(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_151(i: u32) -> bool {
    let c0 = i / 1u;
    return false;
}

fn n_152(i: u32) -> bool {
    let a0 = n_149(i);
    let a1 = n_151(i);
    return (select(0u, 1u, a0) != select(0u, 1u, a1));
}

fn n_153(i: u32) -> i32 {
    let a0 = n_152(i);
    return select(0i, 1i, a0);
}

fn n_155(i: u32) -> i32 {
    var acc0: i32 = 0i;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0);
        let x0 = n_153(li);
        acc0 = comp_26(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_155(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel remainder_call_5_call_42_remainder_8
fn xla_rem_i32(a: i32, b: i32) -> i32 {
    if (b == 0) { return a; }
    if (b == -1) { return 0; }
    return a % b;
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

fn n_156(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_158(i: u32) -> i32 {
    let a0 = 2i;
    return a0;
}

fn n_160(i: u32) -> bool {
    let a0 = n_158(i);
    let a1 = 0i;
    return ((a0) == (a1));
}

fn n_162(i: u32) -> i32 {
    let a0 = n_160(i);
    let a1 = 1i;
    let a2 = n_158(i);
    return select(a2, a1, a0);
}

fn n_163(i: u32) -> i32 {
    let a0 = n_156(i);
    let a1 = n_162(i);
    return xla_rem_i32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_163(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_call_5_call_51_select_4
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn n_158(i: u32) -> i32 {
    let a0 = 2i;
    return a0;
}

fn n_160(i: u32) -> bool {
    let a0 = n_158(i);
    let a1 = 0i;
    return ((a0) == (a1));
}

fn n_162(i: u32) -> i32 {
    let a0 = n_160(i);
    let a1 = 1i;
    let a2 = n_158(i);
    return select(a2, a1, a0);
}

fn n_165(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = 0i;
    return ((a0) != (a1));
}

fn n_167(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_169(i: u32) -> bool {
    let a0 = n_162(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_170(i: u32) -> bool {
    let a0 = n_167(i);
    let a1 = n_169(i);
    return (select(0u, 1u, a0) != select(0u, 1u, a1));
}

fn n_171(i: u32) -> bool {
    let a0 = n_170(i);
    let a1 = n_165(i);
    return ((a0) && (a1));
}

fn n_172(i: u32) -> i32 {
    let a0 = ld_1(i);
    let a1 = n_162(i);
    return ((a0) + (a1));
}

fn n_173(i: u32) -> i32 {
    let a0 = n_171(i);
    let a1 = n_172(i);
    let a2 = ld_1(i);
    return select(a2, a1, a0);
}

fn n_175(i: u32) -> i32 {
    let a0 = -2i;
    let a1 = n_173(i);
    return ((a0) * (a1));
}

fn n_177(i: u32) -> i32 {
    let a0 = n_175(i);
    let a1 = 1i;
    return ((a0) + (a1));
}

fn n_178(i: u32) -> f32 {
    let a0 = n_177(i);
    return f32(a0);
}

fn n_180(i: u32) -> f32 {
    let a0 = 1.0f;
    let a1 = n_178(i);
    return ((a0) * (a1));
}

fn n_182(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = 0.0f;
    let a2 = n_180(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_182(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_call_5_reduce_55
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

fn xla_log(x: f32) -> f32 {
    let b = bitcast<u32>(x);
    if (xla_isnan(x)) { return x; }
    if ((b & 0x7fffffffu) == 0u) { return xla_f32_bits(0xff800000u); }
    if (b >= 0x80000000u) { return xla_nan(); }
    if (b == 0x7f800000u) { return x; }
    var ix = b;
    var k = -127;
    if (b < 0x00800000u) {
        ix = bitcast<u32>(f32(b));
        k = k - 149;
    }
    let mb = ix & 0x7fffffu;
    let big = mb >= 0x3504f3u;
    k = k + i32(ix >> 23u) + select(0, 1, big);
    let f = bitcast<f32>(mb | select(0x3f800000u, 0x3f000000u, big)) - 1.0;
    let dk = f32(k);
    let s = xla_fdiv(f, 2.0 + f);
    let z = s * s;
    let w = z * z;
    let r = z * (0x1.555554p-1f + w * 0x1.23d3dcp-2f) + w * (0x1.999c26p-2f + w * 0x1.f13c4cp-3f);
    let hfsq = 0.5 * f * f;
    return dk * 0x1.62e3p-1f - ((hfsq - (s * (hfsq + r) + dk * 0x1.2fefa2p-17f)) - f);
}

// x^y for finite x > 0 (subnormals read from their bits) and finite y, within 1 ulp:
// log2(x) to about 40 bits as hi + lo, y * log2(x) as hi + lo, then 2^(hi + lo). Each "hi"
// keeps 12 significant bits (its low bits cleared with an integer mask), so products of two
// of them are exact and the low parts are recovered by subtractions that are exact; the
// masks are integer operations that no compiler can fold away, unlike a float trick such as
// (a + b) - a.

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_20(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_183(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_184(i: u32) -> f32 {
    let a0 = n_183(i);
    return xla_log(a0);
}

fn n_186(i: u32) -> f32 {
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0);
        let x0 = n_184(li);
        acc0 = comp_20(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_186(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_call_5_call_57_select_4
fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_188(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = xla_f32_bits(0xff800000u);
    let a2 = ld_1(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_188(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel subtract_subtract_14
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_194(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_195(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_194(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_195(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_23
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

fn n_197(i: u32) -> i32 {
    return 0i;
}

fn n_198(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_197(i);
    return ((a0) >= (a1));
}

fn n_199(i: u32) -> bool {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_198(0u);
}

fn n_201(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_202(i: u32) -> bool {
    return n_199(i);
}

fn n_203(i: u32) -> bool {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return n_202(0u);
}

fn n_204(i: u32) -> f32 {
    let a0 = n_203(i);
    let a1 = ld_1(i);
    let a2 = n_201(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 25u) { return; }
    let e = t;
    let v = n_204(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel iota_iota_24
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_205(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_205(e);
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

fn comp_21(p0: i32, p1: i32) -> i32 {
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
        acc0 = comp_21(acc0, u0);
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

fn comp_22(p0: i32, p1: i32) -> i32 {
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
        acc0 = comp_22(acc0, u0);
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


// ---- kernel subtract_subtract_39
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_219(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_220(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_219(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    let e = t;
    let v = n_220(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_48
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

fn n_222(i: u32) -> i32 {
    return 0i;
}

fn n_223(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_222(i);
    return ((a0) >= (a1));
}

fn n_224(i: u32) -> bool {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_223(0u);
}

fn n_226(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_227(i: u32) -> bool {
    return n_224(i);
}

fn n_228(i: u32) -> bool {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return n_227(0u);
}

fn n_229(i: u32) -> f32 {
    let a0 = n_228(i);
    let a1 = ld_1(i);
    let a2 = n_226(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_229(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel iota_iota_49
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_230(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    let e = t;
    let v = n_230(e);
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
    let a1 = 3i;
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
    let a1 = 3i;
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
    let s0 = u32(clamp(n_12(0u), 0i, 2i));
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

fn comp_27(p0: i32, p1: i32) -> i32 {
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
    let a1 = 3i;
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
    let s0 = u32(clamp(n_27(0u), 0i, 2i));
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
    let a1 = 3i;
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
        if (st0 < 0 || (st0) + 1i > 3i || wo0 < 0 || wo0 >= 1i) { hit = false; }
        if (hit) {
        let ui = 0u;
        let u0 = n_29(ui);
        acc0 = comp_27(acc0, u0);
        }
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
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

fn comp_28(p0: i32, p1: i32) -> i32 {
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
    let a1 = 3i;
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
    let s0 = u32(clamp(n_20(0u), 0i, 2i));
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
    let a1 = 3i;
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
        if (st0 < 0 || (st0) + 1i > 3i || wo0 < 0 || wo0 >= 1i) { hit = false; }
        if (hit) {
        let ui = 0u;
        let u0 = n_22(ui);
        acc0 = comp_28(acc0, u0);
        }
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
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


// ---- kernel subtract_subtract_64
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_244(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_245(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_244(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    let e = t;
    let v = n_245(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_73
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

fn n_247(i: u32) -> i32 {
    return 0i;
}

fn n_248(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_247(i);
    return ((a0) >= (a1));
}

fn n_249(i: u32) -> bool {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_248(0u);
}

fn n_251(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_252(i: u32) -> bool {
    return n_249(i);
}

fn n_253(i: u32) -> bool {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    return n_252(0u);
}

fn n_254(i: u32) -> f32 {
    let a0 = n_253(i);
    let a1 = ld_1(i);
    let a2 = n_251(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_254(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel iota_iota_74
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_255(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_255(e);
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
    let a1 = 3i;
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
    let a1 = 3i;
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
    let s0 = u32(clamp(n_12(0u), 0i, 2i));
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

fn comp_29(p0: i32, p1: i32) -> i32 {
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
        acc0 = comp_29(acc0, u0);
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

fn comp_30(p0: i32, p1: i32) -> i32 {
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
        acc0 = comp_30(acc0, u0);
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

