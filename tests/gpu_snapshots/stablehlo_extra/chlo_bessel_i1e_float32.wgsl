// ---- kernel abs_abs_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel subtract_subtract_12
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_8(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_7(i);
    return ((a0) * (a1));
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_11(i: u32) -> f32 {
    let a0 = n_8(i);
    let a1 = n_10(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_22
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_13(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_14(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_13(i);
    return ((a0) * (a1));
}

fn n_16(i: u32) -> f32 {
    let c0 = i / 1u;
    return 9.381537e-9f;
}

fn n_17(i: u32) -> f32 {
    let a0 = n_14(i);
    let a1 = n_16(i);
    return ((a0) + (a1));
}

fn n_18(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_17(i);
    return ((a0) * (a1));
}

fn n_20(i: u32) -> f32 {
    let c0 = i / 1u;
    return -4.445059e-8f;
}

fn n_21(i: u32) -> f32 {
    let a0 = n_18(i);
    let a1 = n_20(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_21(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_27
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_13(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_14(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_13(i);
    return ((a0) * (a1));
}

fn n_16(i: u32) -> f32 {
    let c0 = i / 1u;
    return 9.381537e-9f;
}

fn n_17(i: u32) -> f32 {
    let a0 = n_14(i);
    let a1 = n_16(i);
    return ((a0) + (a1));
}

fn n_22(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_23(i: u32) -> f32 {
    let a0 = n_22(i);
    let a1 = n_17(i);
    return ((a0) - (a1));
}

fn n_25(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0032948e-7f;
}

fn n_26(i: u32) -> f32 {
    let a0 = n_23(i);
    let a1 = n_25(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_26(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_32
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_27(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_28(i: u32) -> f32 {
    let a0 = n_27(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_30(i: u32) -> f32 {
    let c0 = i / 1u;
    return -8.56872e-7f;
}

fn n_31(i: u32) -> f32 {
    let a0 = n_28(i);
    let a1 = n_30(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_31(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_37
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_32(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_33(i: u32) -> f32 {
    let a0 = n_32(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_35(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.4702514e-6f;
}

fn n_36(i: u32) -> f32 {
    let a0 = n_33(i);
    let a1 = n_35(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_36(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_42
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_37(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_38(i: u32) -> f32 {
    let a0 = n_37(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_40(i: u32) -> f32 {
    let c0 = i / 1u;
    return -1.3273164e-5f;
}

fn n_41(i: u32) -> f32 {
    let a0 = n_38(i);
    let a1 = n_40(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_41(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_47
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_42(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_43(i: u32) -> f32 {
    let a0 = n_42(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_45(i: u32) -> f32 {
    let c0 = i / 1u;
    return 4.781565e-5f;
}

fn n_46(i: u32) -> f32 {
    let a0 = n_43(i);
    let a1 = n_45(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_46(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_52
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_47(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_48(i: u32) -> f32 {
    let a0 = n_47(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_50(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.00016176082f;
}

fn n_51(i: u32) -> f32 {
    let a0 = n_48(i);
    let a1 = n_50(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_51(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_57
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_52(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_53(i: u32) -> f32 {
    let a0 = n_52(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_55(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.000512286f;
}

fn n_56(i: u32) -> f32 {
    let a0 = n_53(i);
    let a1 = n_55(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_56(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_62
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_57(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_58(i: u32) -> f32 {
    let a0 = n_57(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_60(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.0015135724f;
}

fn n_61(i: u32) -> f32 {
    let a0 = n_58(i);
    let a1 = n_60(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_61(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_67
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_62(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_63(i: u32) -> f32 {
    let a0 = n_62(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_65(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.004156423f;
}

fn n_66(i: u32) -> f32 {
    let a0 = n_63(i);
    let a1 = n_65(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_66(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_72
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_67(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_68(i: u32) -> f32 {
    let a0 = n_67(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_70(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.010564085f;
}

fn n_71(i: u32) -> f32 {
    let a0 = n_68(i);
    let a1 = n_70(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_71(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_77
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_72(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_73(i: u32) -> f32 {
    let a0 = n_72(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_75(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.024726449f;
}

fn n_76(i: u32) -> f32 {
    let a0 = n_73(i);
    let a1 = n_75(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_76(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_82
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_77(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_78(i: u32) -> f32 {
    let a0 = n_77(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_80(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.052945983f;
}

fn n_81(i: u32) -> f32 {
    let a0 = n_78(i);
    let a1 = n_80(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_81(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_87
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_82(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_83(i: u32) -> f32 {
    let a0 = n_82(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_85(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.10264366f;
}

fn n_86(i: u32) -> f32 {
    let a0 = n_83(i);
    let a1 = n_85(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_86(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel subtract_subtract_106
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_103(i: u32) -> f32 {
    let c0 = i / 1u;
    return 32.0f;
}

fn n_104(i: u32) -> f32 {
    let a0 = n_103(i);
    let a1 = ld_0(i);
    return xla_fdiv(a0, a1);
}

fn n_105(i: u32) -> f32 {
    let a0 = n_104(i);
    let a1 = n_10(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_105(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_116
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_107(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_108(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_107(i);
    return ((a0) * (a1));
}

fn n_110(i: u32) -> f32 {
    let c0 = i / 1u;
    return -3.8353805e-9f;
}

fn n_111(i: u32) -> f32 {
    let a0 = n_108(i);
    let a1 = n_110(i);
    return ((a0) + (a1));
}

fn n_112(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_111(i);
    return ((a0) * (a1));
}

fn n_114(i: u32) -> f32 {
    let c0 = i / 1u;
    return -2.6314689e-8f;
}

fn n_115(i: u32) -> f32 {
    let a0 = n_112(i);
    let a1 = n_114(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_115(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_121
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_107(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_108(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_107(i);
    return ((a0) * (a1));
}

fn n_110(i: u32) -> f32 {
    let c0 = i / 1u;
    return -3.8353805e-9f;
}

fn n_111(i: u32) -> f32 {
    let a0 = n_108(i);
    let a1 = n_110(i);
    return ((a0) + (a1));
}

fn n_116(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_117(i: u32) -> f32 {
    let a0 = n_116(i);
    let a1 = n_111(i);
    return ((a0) - (a1));
}

fn n_119(i: u32) -> f32 {
    let c0 = i / 1u;
    return -2.512236e-7f;
}

fn n_120(i: u32) -> f32 {
    let a0 = n_117(i);
    let a1 = n_119(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_120(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_126
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_121(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_122(i: u32) -> f32 {
    let a0 = n_121(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_124(i: u32) -> f32 {
    let c0 = i / 1u;
    return -3.8825647e-6f;
}

fn n_125(i: u32) -> f32 {
    let a0 = n_122(i);
    let a1 = n_124(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_125(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_131
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_126(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_127(i: u32) -> f32 {
    let a0 = n_126(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_129(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.00011058894f;
}

fn n_130(i: u32) -> f32 {
    let a0 = n_127(i);
    let a1 = n_129(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_130(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_148
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read> in4: array<u32>;
@group(0) @binding(5) var<storage, read> in5: array<u32>;
@group(0) @binding(6) var<storage, read> in6: array<u32>;
@group(0) @binding(7) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn ld_3(i: u32) -> f32 {
    return bitcast<f32>(in3[i]);
}

fn ld_4(i: u32) -> f32 {
    return bitcast<f32>(in4[i]);
}

fn ld_5(i: u32) -> f32 {
    return bitcast<f32>(in5[i]);
}

fn ld_6(i: u32) -> f32 {
    return bitcast<f32>(in6[i]);
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 1u;
    return 8.0f;
}

fn n_5(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_4(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) <= (a1)));
}

fn n_87(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_88(i: u32) -> f32 {
    let a0 = n_87(i);
    let a1 = ld_3(i);
    return ((a0) - (a1));
}

fn n_90(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.17641652f;
}

fn n_91(i: u32) -> f32 {
    let a0 = n_88(i);
    let a1 = n_90(i);
    return ((a0) + (a1));
}

fn n_92(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_91(i);
    return ((a0) * (a1));
}

fn n_93(i: u32) -> f32 {
    let a0 = n_92(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_95(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.2525872f;
}

fn n_96(i: u32) -> f32 {
    let a0 = n_93(i);
    let a1 = n_95(i);
    return ((a0) + (a1));
}

fn n_97(i: u32) -> f32 {
    let a0 = n_96(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_99(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_100(i: u32) -> f32 {
    let a0 = n_97(i);
    let a1 = n_99(i);
    return ((a0) * (a1));
}

fn n_101(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_100(i);
    return ((a0) * (a1));
}

fn n_131(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_5(i);
    return ((a0) * (a1));
}

fn n_132(i: u32) -> f32 {
    let a0 = n_131(i);
    let a1 = ld_6(i);
    return ((a0) - (a1));
}

fn n_134(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.009761098f;
}

fn n_135(i: u32) -> f32 {
    let a0 = n_132(i);
    let a1 = n_134(i);
    return ((a0) + (a1));
}

fn n_136(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = n_135(i);
    return ((a0) * (a1));
}

fn n_137(i: u32) -> f32 {
    let a0 = n_136(i);
    let a1 = ld_5(i);
    return ((a0) - (a1));
}

fn n_139(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.77857625f;
}

fn n_140(i: u32) -> f32 {
    let a0 = n_137(i);
    let a1 = n_139(i);
    return ((a0) + (a1));
}

fn n_141(i: u32) -> f32 {
    let a0 = n_140(i);
    let a1 = ld_5(i);
    return ((a0) - (a1));
}

fn n_143(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_144(i: u32) -> f32 {
    let a0 = n_141(i);
    let a1 = n_143(i);
    return ((a0) * (a1));
}

fn n_145(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_fsqrt(a0);
}

fn n_146(i: u32) -> f32 {
    let a0 = n_144(i);
    let a1 = n_145(i);
    return xla_fdiv(a0, a1);
}

fn n_147(i: u32) -> f32 {
    let a0 = n_5(i);
    let a1 = n_101(i);
    let a2 = n_146(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_147(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_149
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_sign_f32(x: f32) -> f32 {
    if (xla_isnan(x) || x == 0.0) { return x; }
    return select(-1.0, 1.0, x > 0.0);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_sign_f32(a0);
}

fn n_148(i: u32) -> f32 {
    let a0 = n_1(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 39u) { return; }
    let e = t;
    let v = n_148(e);
    out0[e] = bitcast<u32>(v);
}

