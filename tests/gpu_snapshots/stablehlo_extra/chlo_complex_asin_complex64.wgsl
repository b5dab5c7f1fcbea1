// ---- kernel real_real_2
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (a0).x;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel imag_imag_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (a0).y;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel abs_abs_4
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel abs_abs_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_4(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel broadcast_broadcast_7
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_6(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.0f;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel broadcast_broadcast_9
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_8(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.5f;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_8(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel maximum_maximum_21
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

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

fn n_16(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_17(i: u32) -> f32 {
    let a0 = n_16(i);
    return abs(a0);
}

fn n_20(i: u32) -> f32 {
    let a0 = n_17(i);
    let a1 = ld_2(i);
    return xla_max_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_20(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel minimum_minimum_22
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_min_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a < b);
}

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

fn n_16(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_17(i: u32) -> f32 {
    let a0 = n_16(i);
    return abs(a0);
}

fn n_21(i: u32) -> f32 {
    let a0 = n_17(i);
    let a1 = ld_2(i);
    return xla_min_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_21(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_28
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
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_26(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_fdiv(a0, a1);
}

fn n_27(i: u32) -> f32 {
    let a0 = n_26(i);
    let a1 = n_26(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_27(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel sqrt_sqrt_30
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

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_19(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.0f;
}

fn n_28(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_19(i);
    return ((a0) + (a1));
}

fn n_29(i: u32) -> f32 {
    let a0 = n_28(i);
    return xla_fsqrt(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_29(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_43
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

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn ld_3(i: u32) -> f32 {
    return bitcast<f32>(in3[i]);
}

fn n_19(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.0f;
}

fn n_22(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_24(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.4142135f;
}

fn n_25(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_24(i);
    return ((a0) * (a1));
}

fn n_30(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_19(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_32(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.0f;
}

fn n_33(i: u32) -> bool {
    let a0 = ld_3(i);
    let a1 = n_32(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) > (a1)));
}

fn n_34(i: u32) -> bool {
    let a0 = n_30(i);
    let a1 = n_33(i);
    return ((a0) && (a1));
}

fn n_35(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_3(i);
    return ((a0) * (a1));
}

fn n_37(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 2.0f;
}

fn n_38(i: u32) -> f32 {
    let a0 = n_35(i);
    let a1 = n_37(i);
    return xla_fdiv(a0, a1);
}

fn n_39(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_38(i);
    return ((a0) + (a1));
}

fn n_40(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_41(i: u32) -> f32 {
    let a0 = n_34(i);
    let a1 = n_39(i);
    let a2 = n_40(i);
    return select(a2, a1, a0);
}

fn n_42(i: u32) -> f32 {
    let a0 = n_22(i);
    let a1 = n_25(i);
    let a2 = n_41(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_42(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel maximum_maximum_48
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

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

fn n_43(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) - (a1));
}

fn n_44(i: u32) -> f32 {
    let a0 = n_43(i);
    return abs(a0);
}

fn n_47(i: u32) -> f32 {
    let a0 = n_44(i);
    let a1 = ld_2(i);
    return xla_max_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_47(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel minimum_minimum_49
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_min_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a < b);
}

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

fn n_43(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) - (a1));
}

fn n_44(i: u32) -> f32 {
    let a0 = n_43(i);
    return abs(a0);
}

fn n_48(i: u32) -> f32 {
    let a0 = n_44(i);
    let a1 = ld_2(i);
    return xla_min_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_48(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_55
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
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_53(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_fdiv(a0, a1);
}

fn n_54(i: u32) -> f32 {
    let a0 = n_53(i);
    let a1 = n_53(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_54(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel sqrt_sqrt_57
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

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_46(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.0f;
}

fn n_55(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_46(i);
    return ((a0) + (a1));
}

fn n_56(i: u32) -> f32 {
    let a0 = n_55(i);
    return xla_fsqrt(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_56(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_70
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

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn ld_3(i: u32) -> f32 {
    return bitcast<f32>(in3[i]);
}

fn n_46(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.0f;
}

fn n_49(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_51(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.4142135f;
}

fn n_52(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_51(i);
    return ((a0) * (a1));
}

fn n_57(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_46(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_59(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.0f;
}

fn n_60(i: u32) -> bool {
    let a0 = ld_3(i);
    let a1 = n_59(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) > (a1)));
}

fn n_61(i: u32) -> bool {
    let a0 = n_57(i);
    let a1 = n_60(i);
    return ((a0) && (a1));
}

fn n_62(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_3(i);
    return ((a0) * (a1));
}

fn n_64(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 2.0f;
}

fn n_65(i: u32) -> f32 {
    let a0 = n_62(i);
    let a1 = n_64(i);
    return xla_fdiv(a0, a1);
}

fn n_66(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_65(i);
    return ((a0) + (a1));
}

fn n_67(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

fn n_68(i: u32) -> f32 {
    let a0 = n_61(i);
    let a1 = n_66(i);
    let a2 = n_67(i);
    return select(a2, a1, a0);
}

fn n_69(i: u32) -> f32 {
    let a0 = n_49(i);
    let a1 = n_52(i);
    let a2 = n_68(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_69(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_72
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

fn n_70(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_71(i: u32) -> f32 {
    let a0 = n_70(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_71(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_74
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
    return ((a0) + (a1));
}

fn n_73(i: u32) -> f32 {
    let a0 = n_72(i);
    let a1 = ld_2(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_73(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_76
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

fn n_16(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_75(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_16(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_75(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel subtract_subtract_78
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

fn n_43(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_77(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_43(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_77(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_83
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

fn n_43(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_82(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_43(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_82(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_89
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
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

fn n_12(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 2.3058429e18f;
}

fn n_13(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_max_f32(a0, a1);
}

fn n_14(i: u32) -> bool {
    let a0 = n_13(i);
    let a1 = n_12(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) >= (a1)));
}

fn n_15(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_2(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) <= (a1)));
}

fn n_74(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_76(i: u32) -> f32 {
    let a0 = n_74(i);
    let a1 = ld_4(i);
    return xla_fdiv(a0, a1);
}

fn n_78(i: u32) -> f32 {
    let a0 = n_76(i);
    let a1 = ld_5(i);
    return ((a0) + (a1));
}

fn n_79(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = n_78(i);
    return ((a0) * (a1));
}

fn n_80(i: u32) -> f32 {
    let a0 = n_79(i);
    return xla_fsqrt(a0);
}

fn n_81(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_4(i);
    return xla_fdiv(a0, a1);
}

fn n_83(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_6(i);
    return xla_fdiv(a0, a1);
}

fn n_84(i: u32) -> f32 {
    let a0 = n_81(i);
    let a1 = n_83(i);
    return ((a0) + (a1));
}

fn n_85(i: u32) -> f32 {
    let a0 = n_84(i);
    return xla_fsqrt(a0);
}

fn n_86(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_85(i);
    return ((a0) * (a1));
}

fn n_87(i: u32) -> f32 {
    let a0 = n_15(i);
    let a1 = n_80(i);
    let a2 = n_86(i);
    return select(a2, a1, a0);
}

fn n_88(i: u32) -> f32 {
    let a0 = n_14(i);
    let a1 = ld_1(i);
    let a2 = n_87(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_88(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_97
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

fn n_90(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 2.3058428e30f;
}

fn n_91(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_90(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_93(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 2305842700000.0f;
}

fn n_95(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 2.3058428e20f;
}

fn n_96(i: u32) -> f32 {
    let a0 = n_91(i);
    let a1 = n_93(i);
    let a2 = n_95(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_96(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_99
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_97(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) >= (a1)));
}

fn n_98(i: u32) -> f32 {
    let a0 = n_97(i);
    let a1 = ld_0(i);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_98(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_112
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

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

fn n_10(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.0f;
}

fn n_97(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) >= (a1)));
}

fn n_106(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return xla_f32_bits(0x7f800000u);
}

fn n_107(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_106(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_108(i: u32) -> bool {
    let a0 = n_107(i);
    return (!(a0));
}

fn n_109(i: u32) -> bool {
    let a0 = n_97(i);
    let a1 = n_108(i);
    return ((a0) && (a1));
}

fn n_110(i: u32) -> f32 {
    let a0 = ld_2(i);
    let a1 = ld_0(i);
    return xla_fdiv(a0, a1);
}

fn n_111(i: u32) -> f32 {
    let a0 = n_109(i);
    let a1 = n_110(i);
    let a2 = n_10(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_111(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel and_and_121
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_117(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 4.3368087e-19f;
}

fn n_118(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_117(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_119(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_120(i: u32) -> bool {
    let a0 = n_118(i);
    let a1 = n_119(i);
    return ((a0) && (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 256u) {
    let v = n_120(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 256u) {
    let v = n_120(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 256u) {
    let v = n_120(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 256u) {
    let v = n_120(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 64u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel multiply_multiply_127
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_74(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

fn n_126(i: u32) -> f32 {
    let a0 = n_74(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_126(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_137
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read> in4: array<u32>;
@group(0) @binding(5) var<storage, read_write> out0: array<u32>;

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

fn n_127(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return xla_fdiv(a0, a1);
}

fn n_131(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.5f;
}

fn n_132(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_131(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) <= (a1)));
}

fn n_133(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_3(i);
    return xla_fdiv(a0, a1);
}

fn n_134(i: u32) -> f32 {
    let a0 = n_127(i);
    let a1 = n_133(i);
    return ((a0) + (a1));
}

fn n_135(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_4(i);
    return ((a0) - (a1));
}

fn n_136(i: u32) -> f32 {
    let a0 = n_132(i);
    let a1 = n_134(i);
    let a2 = n_135(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_136(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_138
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

fn n_125(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) >= (a1)));
}

fn n_127(i: u32) -> f32 {
    let a0 = ld_2(i);
    let a1 = ld_3(i);
    return xla_fdiv(a0, a1);
}

fn n_128(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_5(i);
    return ((a0) * (a1));
}

fn n_129(i: u32) -> f32 {
    let a0 = n_127(i);
    let a1 = n_128(i);
    return ((a0) + (a1));
}

fn n_137(i: u32) -> f32 {
    let a0 = n_125(i);
    let a1 = n_129(i);
    let a2 = ld_6(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_137(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_139
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
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read> in4: array<u32>;
@group(0) @binding(5) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
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

fn n_16(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_43(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_121(i: u32) -> f32 {
    let a0 = n_16(i);
    let a1 = n_43(i);
    return ((a0) * (a1));
}

fn n_122(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_123(i: u32) -> f32 {
    let a0 = n_121(i);
    let a1 = n_122(i);
    return xla_fdiv(a0, a1);
}

fn n_124(i: u32) -> f32 {
    let a0 = n_123(i);
    return (-(a0));
}

fn n_138(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_124(i);
    let a2 = ld_4(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_138(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel sqrt_sqrt_141
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

fn n_122(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_139(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_122(i);
    return ((a0) * (a1));
}

fn n_140(i: u32) -> f32 {
    let a0 = n_139(i);
    return xla_fsqrt(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_140(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_145
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
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
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

fn n_141(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return xla_fdiv(a0, a1);
}

fn n_142(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_143(i: u32) -> f32 {
    let a0 = n_142(i);
    return xla_log1p(a0);
}

fn n_144(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_141(i);
    let a2 = n_143(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_144(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_146
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
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read> in4: array<u32>;
@group(0) @binding(5) var<storage, read> in5: array<u32>;
@group(0) @binding(6) var<storage, read_write> out0: array<u32>;

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

fn n_12(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 2.3058429e18f;
}

fn n_97(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) >= (a1)));
}

fn n_99(i: u32) -> f32 {
    let a0 = n_97(i);
    let a1 = ld_2(i);
    let a2 = n_12(i);
    return select(a2, a1, a0);
}

fn n_100(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_99(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) >= (a1)));
}

fn n_101(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_log(a0);
}

fn n_103(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.6931472f;
}

fn n_104(i: u32) -> f32 {
    let a0 = n_101(i);
    let a1 = n_103(i);
    return ((a0) + (a1));
}

fn n_112(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_3(i);
    return ((a0) * (a1));
}

fn n_113(i: u32) -> f32 {
    let a0 = n_112(i);
    return xla_log1p(a0);
}

fn n_114(i: u32) -> f32 {
    let a0 = n_113(i);
    let a1 = ld_4(i);
    return ((a0) * (a1));
}

fn n_115(i: u32) -> f32 {
    let a0 = n_104(i);
    let a1 = n_114(i);
    return ((a0) + (a1));
}

fn n_145(i: u32) -> f32 {
    let a0 = n_100(i);
    let a1 = n_115(i);
    let a2 = ld_5(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_145(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel atan2_atan2_147
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

fn xla_atan2(y: f32, x: f32) -> f32 {
    if (xla_isnan(x) || xla_isnan(y)) { return xla_nan(); }
    let ysign = bitcast<u32>(y) & 0x80000000u;
    let xneg = (bitcast<u32>(x) & 0x80000000u) != 0u;
    let bx = bitcast<u32>(x) & 0x7fffffffu;
    let by = bitcast<u32>(y) & 0x7fffffffu;
    var r: f32;
    if (by == 0u) {
        r = select(0.0, 3.14159265358979, xneg);
    } else if (by == 0x7f800000u && bx == 0x7f800000u) {
        r = select(0.785398163397448, 2.35619449019234, xneg);
    } else if (bx == 0u || by == 0x7f800000u) {
        r = 1.5707963267949;
    } else if (bx == 0x7f800000u) {
        r = select(0.0, 3.14159265358979, xneg);
    } else {
        let swap = by > bx;
        let bn = select(by, bx, swap);
        let bd = select(bx, by, swap);
        // The larger magnitude scaled into [1, 2), the smaller by the same power of two (as
        // an exponent change on the bits; a subnormal first made normal by converting its bits
        // as an integer, 2^149 times its value); zero when that leaves the normal range.
        var num = 0.0;
        var den: f32;
        if (bd < 0x00800000u) {
            num = f32(bn);
            den = f32(bd);
        } else {
            den = bitcast<f32>((bd & 0x7fffffu) | 0x3f800000u);
            let shift = i32(bd >> 23u) - 127;
            let sub = bn < 0x00800000u;
            let cn = select(bn, bitcast<u32>(f32(bn)), sub);
            let drop = shift + select(0, 149, sub);
            if (i32(cn >> 23u) - drop >= 1) {
                num = bitcast<f32>(u32(i32(cn) - (drop << 23u)));
            }
        }
        var j = 0u;
        var u = xla_fdiv(num, den);
        if (num >= den * 0x1.6p-1f) {
            j = 2u;
            u = xla_fdiv(num - den, num + den);
        } else if (num >= den * 0x1.cp-2f) {
            j = 1u;
            u = xla_fdiv(num + num - den, den + den + num);
        }
        let z = u * u;
        var p = -0x1.dd5538p-5f;
        p = p * z + 0x1.addad2p-4f;
        p = p * z + -0x1.236f38p-3f;
        p = p * z + 0x1.998df4p-3f;
        p = p * z + -0x1.555542p-2f;
        let a = u + u * z * p;
        var kh = array<f32, 12>(0.0, 0x1.dac67p-2f, 0x1.921fb6p-1f, 0x1.921fb6p+0f,
            0x1.1b6e1ap+0f, 0x1.921fb6p-1f, 0x1.921fb6p+1f, 0x1.56c6e8p+1f, 0x1.2d97c8p+1f,
            0x1.921fb6p+0f, 0x1.0468a8p+1f, 0x1.2d97c8p+1f);
        var kl = array<f32, 12>(0.0, 0x1.586ed4p-28f, -0x1.777a5cp-26f, -0x1.777a5cp-25f,
            -0x1.a28838p-25f, -0x1.777a5cp-26f, -0x1.777a5cp-24f, -0x1.8d014ap-24f,
            -0x1.99bc5cp-28f, -0x1.777a5cp-25f, 0x1.59c9bep-24f, -0x1.99bc5cp-28f);
        let i = select(0u, 6u, xneg) + select(0u, 3u, swap) + j;
        let sa = select(a, -a, swap != xneg);
        if (num == 0.0 && !swap && !xneg) {
            // The ratio is below 2^-126: atan(t) = t, however the device rounds it.
            r = xla_fdiv(abs(y), abs(x));
        } else {
            r = kh[i] + (kl[i] + sa);
        }
    }
    return bitcast<f32>(bitcast<u32>(r) | ysign);
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

fn n_146(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_atan2(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_146(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel complex_complex_151
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.0f;
}

fn n_147(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = n_10(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_148(i: u32) -> f32 {
    let a0 = ld_2(i);
    return (-(a0));
}

fn n_149(i: u32) -> f32 {
    let a0 = n_147(i);
    let a1 = n_148(i);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

fn n_150(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    let a1 = n_149(i);
    return vec2<f32>(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_150(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}

