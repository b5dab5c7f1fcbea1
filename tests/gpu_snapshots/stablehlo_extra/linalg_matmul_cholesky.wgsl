// ---- kernel add_add_15
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_0((c1) * 6u + (c0));
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 6u; r = r + 1u) {
        let q0 = r / 1u;
        acc = acc + (ld_0((c0) * 6u + (q0))) * (n_2((q0) * 4u + (c1)));
    }
    return acc;
}

fn n_4(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return bitcast<i32>(c0);
}

fn n_5(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return bitcast<i32>(c1);
}

fn n_7(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 0i;
}

fn n_8(i: u32) -> i32 {
    let a0 = n_4(i);
    let a1 = n_7(i);
    return ((a0) + (a1));
}

fn n_9(i: u32) -> bool {
    let a0 = n_8(i);
    let a1 = n_5(i);
    return ((a0) == (a1));
}

fn n_10(i: u32) -> f32 {
    let a0 = n_9(i);
    return select(0.0f, 1.0f, a0);
}

fn n_12(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 4.0f;
}

fn n_13(i: u32) -> f32 {
    let a0 = n_12(i);
    let a1 = n_10(i);
    return ((a0) * (a1));
}

fn n_14(i: u32) -> f32 {
    let a0 = n_3(i);
    let a1 = n_13(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 16u) { return; }
    let e = t;
    let v = n_14(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_call_16_divide_6
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

fn n_15(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_0((c1) * 4u + (c0));
}

fn n_16(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_15(i);
    return ((a0) + (a1));
}

fn n_18(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 2.0f;
}

fn n_19(i: u32) -> f32 {
    let a0 = n_16(i);
    let a1 = n_18(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 16u) { return; }
    let e = t;
    let v = n_19(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel potrf_call_16_custom_call_7
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
@group(0) @binding(2) var<storage, read_write> out1: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 64u + lid;
    if (t < 1u) {
    let base = t * 16u;
    for (var e = 0u; e < 16u; e = e + 1u) {
    out0[base + e] = bitcast<u32>(ld_0(base + e));
    }
    var info = 0i;
    for (var j = 0u; j < 4u; j = j + 1u) {
    var d = bitcast<f32>(out0[base + (j) * 4u + (j)]);
    for (var k = 0u; k < j; k = k + 1u) {
    let l = bitcast<f32>(out0[base + (j) * 4u + (k)]);
    d = d - l * l;
    }
    if (!(d > 0.0)) {
    out0[base + (j) * 4u + (j)] = bitcast<u32>(d);
    info = i32(j) + 1i;
    break;
    }
    let djj = xla_fsqrt(d);
    out0[base + (j) * 4u + (j)] = bitcast<u32>(djj);
    let r = xla_fdiv(1.0, djj);
    for (var i = j + 1u; i < 4u; i = i + 1u) {
    var s = bitcast<f32>(out0[base + (i) * 4u + (j)]);
    for (var k = 0u; k < j; k = k + 1u) {
    s = s - bitcast<f32>(out0[base + (i) * 4u + (k)]) * bitcast<f32>(out0[base + (j) * 4u + (k)]);
    }
    out0[base + (i) * 4u + (j)] = bitcast<u32>(s * r);
    }
    }
    out1[t] = bitcast<u32>(info);
    }
}


// ---- kernel select_call_16_select_27
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

fn n_24(i: u32) -> i32 {
    return 0i;
}

fn n_25(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_24(i);
    return ((a0) == (a1));
}

fn n_26(i: u32) -> bool {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_25(0u);
}

fn n_28(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_29(i: u32) -> bool {
    return n_26(i);
}

fn n_30(i: u32) -> bool {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_29(0u);
}

fn n_31(i: u32) -> f32 {
    let a0 = n_30(i);
    let a1 = ld_1(i);
    let a2 = n_28(i);
    return select(a2, a1, a0);
}

fn n_32(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return bitcast<i32>(c0);
}

fn n_34(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 0i;
}

fn n_35(i: u32) -> i32 {
    let a0 = n_32(i);
    let a1 = n_34(i);
    return ((a0) + (a1));
}

fn n_36(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return bitcast<i32>(c1);
}

fn n_37(i: u32) -> bool {
    let a0 = n_35(i);
    let a1 = n_36(i);
    return ((a0) >= (a1));
}

fn n_39(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 0.0f;
}

fn n_40(i: u32) -> f32 {
    let a0 = n_37(i);
    let a1 = n_31(i);
    let a2 = n_39(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 16u) { return; }
    let e = t;
    let v = n_40(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_29
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_41(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_0((c1) * 6u + (c0));
}

fn n_42(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 6u; r = r + 1u) {
        let q0 = r / 1u;
        acc = acc + (ld_0((c0) * 6u + (q0))) * (n_41((q0) * 4u + (c1)));
    }
    return acc;
}

fn n_43(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return bitcast<i32>(c0);
}

fn n_44(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return bitcast<i32>(c1);
}

fn n_46(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 0i;
}

fn n_47(i: u32) -> i32 {
    let a0 = n_43(i);
    let a1 = n_46(i);
    return ((a0) + (a1));
}

fn n_48(i: u32) -> bool {
    let a0 = n_47(i);
    let a1 = n_44(i);
    return ((a0) == (a1));
}

fn n_49(i: u32) -> f32 {
    let a0 = n_48(i);
    return select(0.0f, 1.0f, a0);
}

fn n_51(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 4.0f;
}

fn n_52(i: u32) -> f32 {
    let a0 = n_51(i);
    let a1 = n_49(i);
    return ((a0) * (a1));
}

fn n_53(i: u32) -> f32 {
    let a0 = n_42(i);
    let a1 = n_52(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 16u) { return; }
    let e = t;
    let v = n_53(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_call_30_divide_6
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

fn n_54(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_0((c1) * 4u + (c0));
}

fn n_55(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_54(i);
    return ((a0) + (a1));
}

fn n_57(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 2.0f;
}

fn n_58(i: u32) -> f32 {
    let a0 = n_55(i);
    let a1 = n_57(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 16u) { return; }
    let e = t;
    let v = n_58(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel potrf_call_30_custom_call_7
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
@group(0) @binding(2) var<storage, read_write> out1: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 64u + lid;
    if (t < 1u) {
    let base = t * 16u;
    for (var e = 0u; e < 16u; e = e + 1u) {
    out0[base + e] = bitcast<u32>(ld_0(base + e));
    }
    var info = 0i;
    for (var j = 0u; j < 4u; j = j + 1u) {
    var d = bitcast<f32>(out0[base + (j) * 4u + (j)]);
    for (var k = 0u; k < j; k = k + 1u) {
    let l = bitcast<f32>(out0[base + (j) * 4u + (k)]);
    d = d - l * l;
    }
    if (!(d > 0.0)) {
    out0[base + (j) * 4u + (j)] = bitcast<u32>(d);
    info = i32(j) + 1i;
    break;
    }
    let djj = xla_fsqrt(d);
    out0[base + (j) * 4u + (j)] = bitcast<u32>(djj);
    let r = xla_fdiv(1.0, djj);
    for (var i = j + 1u; i < 4u; i = i + 1u) {
    var s = bitcast<f32>(out0[base + (i) * 4u + (j)]);
    for (var k = 0u; k < j; k = k + 1u) {
    s = s - bitcast<f32>(out0[base + (i) * 4u + (k)]) * bitcast<f32>(out0[base + (j) * 4u + (k)]);
    }
    out0[base + (i) * 4u + (j)] = bitcast<u32>(s * r);
    }
    }
    out1[t] = bitcast<u32>(info);
    }
}


// ---- kernel select_call_30_select_27
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

fn n_63(i: u32) -> i32 {
    return 0i;
}

fn n_64(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_63(i);
    return ((a0) == (a1));
}

fn n_65(i: u32) -> bool {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_64(0u);
}

fn n_67(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_68(i: u32) -> bool {
    return n_65(i);
}

fn n_69(i: u32) -> bool {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_68(0u);
}

fn n_70(i: u32) -> f32 {
    let a0 = n_69(i);
    let a1 = ld_1(i);
    let a2 = n_67(i);
    return select(a2, a1, a0);
}

fn n_71(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return bitcast<i32>(c0);
}

fn n_73(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 0i;
}

fn n_74(i: u32) -> i32 {
    let a0 = n_71(i);
    let a1 = n_73(i);
    return ((a0) + (a1));
}

fn n_75(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return bitcast<i32>(c1);
}

fn n_76(i: u32) -> bool {
    let a0 = n_74(i);
    let a1 = n_75(i);
    return ((a0) >= (a1));
}

fn n_78(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 0.0f;
}

fn n_79(i: u32) -> f32 {
    let a0 = n_76(i);
    let a1 = n_70(i);
    let a2 = n_78(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 16u) { return; }
    let e = t;
    let v = n_79(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel dot_dot_31
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_80(i: u32) -> f32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 6u; r = r + 1u) {
        let q0 = r / 1u;
        acc = acc + (ld_0((c0) * 6u + (q0))) * (ld_1((q0) * 2u + (c1)));
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_80(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel dot_dot_34
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_82(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_0((c1) * 2u + (c0));
}

fn n_83(i: u32) -> f32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 4u; r = r + 1u) {
        let q0 = r / 1u;
        acc = acc + (n_82((c0) * 4u + (q0))) * (ld_0((q0) * 2u + (c1)));
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_83(e);
    out0[e] = bitcast<u32>(v);
}

