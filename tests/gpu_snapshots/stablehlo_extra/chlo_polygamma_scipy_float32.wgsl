// ---- kernel convert_convert_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    return f32(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_28
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

fn n_21(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_22(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_21(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_23(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

fn n_25(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_26(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_25(i);
    return ((a0) - (a1));
}

fn n_27(i: u32) -> f32 {
    let a0 = n_22(i);
    let a1 = n_23(i);
    let a2 = n_26(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_27(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel subtract_subtract_124
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_13(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_29(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.5f;
}

fn n_30(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_29(i);
    return xla_fdiv(a0, a1);
}

fn n_31(i: u32) -> f32 {
    let a0 = n_30(i);
    return xla_log1p(a0);
}

fn n_33(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.014903f;
}

fn n_34(i: u32) -> f32 {
    let a0 = n_31(i);
    let a1 = n_33(i);
    return ((a0) + (a1));
}

fn n_36(i: u32) -> f32 {
    let c0 = i / 1u;
    return 676.5204f;
}

fn n_38(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_39(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_38(i);
    return ((a0) + (a1));
}

fn n_40(i: u32) -> f32 {
    let a0 = n_39(i);
    let a1 = n_39(i);
    return ((a0) * (a1));
}

fn n_41(i: u32) -> f32 {
    let a0 = n_36(i);
    let a1 = n_40(i);
    return xla_fdiv(a0, a1);
}

fn n_42(i: u32) -> f32 {
    let a0 = n_13(i);
    let a1 = n_41(i);
    return ((a0) - (a1));
}

fn n_44(i: u32) -> f32 {
    let c0 = i / 1u;
    return -1259.1392f;
}

fn n_46(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_47(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_46(i);
    return ((a0) + (a1));
}

fn n_48(i: u32) -> f32 {
    let a0 = n_47(i);
    let a1 = n_47(i);
    return ((a0) * (a1));
}

fn n_49(i: u32) -> f32 {
    let a0 = n_44(i);
    let a1 = n_48(i);
    return xla_fdiv(a0, a1);
}

fn n_50(i: u32) -> f32 {
    let a0 = n_42(i);
    let a1 = n_49(i);
    return ((a0) - (a1));
}

fn n_52(i: u32) -> f32 {
    let c0 = i / 1u;
    return 771.3234f;
}

fn n_54(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.0f;
}

fn n_55(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_54(i);
    return ((a0) + (a1));
}

fn n_56(i: u32) -> f32 {
    let a0 = n_55(i);
    let a1 = n_55(i);
    return ((a0) * (a1));
}

fn n_57(i: u32) -> f32 {
    let a0 = n_52(i);
    let a1 = n_56(i);
    return xla_fdiv(a0, a1);
}

fn n_58(i: u32) -> f32 {
    let a0 = n_50(i);
    let a1 = n_57(i);
    return ((a0) - (a1));
}

fn n_60(i: u32) -> f32 {
    let c0 = i / 1u;
    return -176.61504f;
}

fn n_62(i: u32) -> f32 {
    let c0 = i / 1u;
    return 4.0f;
}

fn n_63(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_62(i);
    return ((a0) + (a1));
}

fn n_64(i: u32) -> f32 {
    let a0 = n_63(i);
    let a1 = n_63(i);
    return ((a0) * (a1));
}

fn n_65(i: u32) -> f32 {
    let a0 = n_60(i);
    let a1 = n_64(i);
    return xla_fdiv(a0, a1);
}

fn n_66(i: u32) -> f32 {
    let a0 = n_58(i);
    let a1 = n_65(i);
    return ((a0) - (a1));
}

fn n_68(i: u32) -> f32 {
    let c0 = i / 1u;
    return 12.507343f;
}

fn n_70(i: u32) -> f32 {
    let c0 = i / 1u;
    return 5.0f;
}

fn n_71(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_70(i);
    return ((a0) + (a1));
}

fn n_72(i: u32) -> f32 {
    let a0 = n_71(i);
    let a1 = n_71(i);
    return ((a0) * (a1));
}

fn n_73(i: u32) -> f32 {
    let a0 = n_68(i);
    let a1 = n_72(i);
    return xla_fdiv(a0, a1);
}

fn n_74(i: u32) -> f32 {
    let a0 = n_66(i);
    let a1 = n_73(i);
    return ((a0) - (a1));
}

fn n_76(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.1385711f;
}

fn n_78(i: u32) -> f32 {
    let c0 = i / 1u;
    return 6.0f;
}

fn n_79(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_78(i);
    return ((a0) + (a1));
}

fn n_80(i: u32) -> f32 {
    let a0 = n_79(i);
    let a1 = n_79(i);
    return ((a0) * (a1));
}

fn n_81(i: u32) -> f32 {
    let a0 = n_76(i);
    let a1 = n_80(i);
    return xla_fdiv(a0, a1);
}

fn n_82(i: u32) -> f32 {
    let a0 = n_74(i);
    let a1 = n_81(i);
    return ((a0) - (a1));
}

fn n_84(i: u32) -> f32 {
    let c0 = i / 1u;
    return 9.984369e-6f;
}

fn n_86(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.0f;
}

fn n_87(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_86(i);
    return ((a0) + (a1));
}

fn n_88(i: u32) -> f32 {
    let a0 = n_87(i);
    let a1 = n_87(i);
    return ((a0) * (a1));
}

fn n_89(i: u32) -> f32 {
    let a0 = n_84(i);
    let a1 = n_88(i);
    return xla_fdiv(a0, a1);
}

fn n_90(i: u32) -> f32 {
    let a0 = n_82(i);
    let a1 = n_89(i);
    return ((a0) - (a1));
}

fn n_92(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.5056327e-7f;
}

fn n_94(i: u32) -> f32 {
    let c0 = i / 1u;
    return 8.0f;
}

fn n_95(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_94(i);
    return ((a0) + (a1));
}

fn n_96(i: u32) -> f32 {
    let a0 = n_95(i);
    let a1 = n_95(i);
    return ((a0) * (a1));
}

fn n_97(i: u32) -> f32 {
    let a0 = n_92(i);
    let a1 = n_96(i);
    return xla_fdiv(a0, a1);
}

fn n_98(i: u32) -> f32 {
    let a0 = n_90(i);
    let a1 = n_97(i);
    return ((a0) - (a1));
}

fn n_100(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_101(i: u32) -> f32 {
    let a0 = n_36(i);
    let a1 = n_39(i);
    return xla_fdiv(a0, a1);
}

fn n_102(i: u32) -> f32 {
    let a0 = n_100(i);
    let a1 = n_101(i);
    return ((a0) + (a1));
}

fn n_103(i: u32) -> f32 {
    let a0 = n_44(i);
    let a1 = n_47(i);
    return xla_fdiv(a0, a1);
}

fn n_104(i: u32) -> f32 {
    let a0 = n_102(i);
    let a1 = n_103(i);
    return ((a0) + (a1));
}

fn n_105(i: u32) -> f32 {
    let a0 = n_52(i);
    let a1 = n_55(i);
    return xla_fdiv(a0, a1);
}

fn n_106(i: u32) -> f32 {
    let a0 = n_104(i);
    let a1 = n_105(i);
    return ((a0) + (a1));
}

fn n_107(i: u32) -> f32 {
    let a0 = n_60(i);
    let a1 = n_63(i);
    return xla_fdiv(a0, a1);
}

fn n_108(i: u32) -> f32 {
    let a0 = n_106(i);
    let a1 = n_107(i);
    return ((a0) + (a1));
}

fn n_109(i: u32) -> f32 {
    let a0 = n_68(i);
    let a1 = n_71(i);
    return xla_fdiv(a0, a1);
}

fn n_110(i: u32) -> f32 {
    let a0 = n_108(i);
    let a1 = n_109(i);
    return ((a0) + (a1));
}

fn n_111(i: u32) -> f32 {
    let a0 = n_76(i);
    let a1 = n_79(i);
    return xla_fdiv(a0, a1);
}

fn n_112(i: u32) -> f32 {
    let a0 = n_110(i);
    let a1 = n_111(i);
    return ((a0) + (a1));
}

fn n_113(i: u32) -> f32 {
    let a0 = n_84(i);
    let a1 = n_87(i);
    return xla_fdiv(a0, a1);
}

fn n_114(i: u32) -> f32 {
    let a0 = n_112(i);
    let a1 = n_113(i);
    return ((a0) + (a1));
}

fn n_115(i: u32) -> f32 {
    let a0 = n_92(i);
    let a1 = n_95(i);
    return xla_fdiv(a0, a1);
}

fn n_116(i: u32) -> f32 {
    let a0 = n_114(i);
    let a1 = n_115(i);
    return ((a0) + (a1));
}

fn n_117(i: u32) -> f32 {
    let a0 = n_98(i);
    let a1 = n_116(i);
    return xla_fdiv(a0, a1);
}

fn n_118(i: u32) -> f32 {
    let a0 = n_34(i);
    let a1 = n_117(i);
    return ((a0) + (a1));
}

fn n_119(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_29(i);
    return ((a0) + (a1));
}

fn n_121(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.0f;
}

fn n_122(i: u32) -> f32 {
    let a0 = n_121(i);
    let a1 = n_119(i);
    return xla_fdiv(a0, a1);
}

fn n_123(i: u32) -> f32 {
    let a0 = n_118(i);
    let a1 = n_122(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_123(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_131
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_21(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_124(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_21(i);
    return ((a0) + (a1));
}

fn n_125(i: u32) -> f32 {
    let a0 = n_124(i);
    return floor(a0);
}

fn n_126(i: u32) -> f32 {
    let a0 = n_125(i);
    return abs(a0);
}

fn n_127(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_126(i);
    return ((a0) + (a1));
}

fn n_129(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.1415927f;
}

fn n_130(i: u32) -> f32 {
    let a0 = n_127(i);
    let a1 = n_129(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_130(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_146
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_141(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_145(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_141(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_145(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel log_log_166
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_isfinite(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7f800000u) != 0x7f800000u;
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

fn xla_trig_reduce(x: f32) -> vec2<f32> {
    // x = q*pi/2 + r with |r| <= pi/4, returned as (r, q mod 4), for every finite f32: an exact
    // Payne-Hanek reduction on 32-bit words of 2/pi (integer math only, so it does not depend on
    // how a WGSL compiler fuses or reorders float operations), r rounded once to nearest.
    let ax = bitcast<u32>(x) & 0x7fffffffu;
    if (ax <= 0x3f490fd8u) { return vec2<f32>(x, 0.0); }
    let m = (ax & 0x7fffffu) | 0x800000u;
    let e = i32(ax >> 23u) - 150;
    // x*2/pi = m * 2^e * sum(w[j] * 2^(-32(j+1))); words before j0 add multiples of 4.
    var j0 = 0;
    if (e >= 2) { j0 = (e - 2) / 32; }
    let s = e - 32 * j0;
    var w = array<u32, 8>(0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u,
        0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u);
    var z = array<u32, 6>(0u, 0u, 0u, 0u, 0u, 0u);
    var carry = 0u;
    for (var k = 0; k < 4; k = k + 1) {
        let t = xla_mul32_wide(m, w[j0 + 3 - k]);
        let lo = t.x + carry;
        z[k] = lo;
        carry = t.y + select(0u, 1u, lo < t.x);
    }
    z[4] = carry;
    // Bits [b, b + 96) of z: 64 fraction bits of x*2/pi, then its low integer bits.
    let b = u32(64 - s);
    let i = b / 32u;
    let o = b % 32u;
    var f = array<u32, 3>(0u, 0u, 0u);
    for (var n = 0u; n < 3u; n = n + 1u) {
        f[n] = select((z[i + n] >> o) | (z[i + n + 1u] << (32u - o)), z[i + n], o == 0u);
    }
    var q = f[2] & 3u;
    var hi = f[1];
    var lo = f[0];
    var sign = bitcast<u32>(x) & 0x80000000u;
    if (hi >= 0x80000000u) {
        // Fraction >= 1/2: round to the next quadrant and take the negative remainder.
        q = q + 1u;
        lo = ~lo + 1u;
        hi = ~hi + select(0u, 1u, lo == 0u);
        sign = sign ^ 0x80000000u;
    }
    var r = 0.0;
    if (hi != 0u || lo != 0u) {
        // Normalise the fraction, multiply by pi/2 (32-bit fixed point) and round to f32.
        var lz = countLeadingZeros(hi);
        var t = (hi << lz) | select(lo >> (32u - lz), 0u, lz == 0u);
        if (hi == 0u) {
            lz = 32u + countLeadingZeros(lo);
            t = lo << (lz - 32u);
        }
        let p = xla_mul32_wide(t, 0xc90fdaa2u);
        var ph = p.y;
        var pl = p.x;
        var sh = 0u;
        if (ph < 0x80000000u) {
            ph = (ph << 1u) | (pl >> 31u);
            pl = pl << 1u;
            sh = 1u;
        }
        let mant = ph >> 8u;
        let rest = ph & 0xffu;
        let up = rest > 0x80u || (rest == 0x80u && (pl != 0u || (mant & 1u) != 0u));
        r = bitcast<f32>(((126u - lz - sh) << 23u) + mant + select(0u, 1u, up));
    }
    if ((bitcast<u32>(x) & 0x80000000u) != 0u) { q = 4u - q; }
    return vec2<f32>(bitcast<f32>(bitcast<u32>(r) | sign), f32(q & 3u));
}

fn xla_sin_kernel(r: f32) -> f32 {
    // sin on [-pi/4, pi/4] (Cephes sinf coefficients).
    let z = r * r;
    return ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * r + r;
}

fn xla_cos_kernel(r: f32) -> f32 {
    // cos on [-pi/4, pi/4] (Cephes cosf coefficients).
    let z = r * r;
    return ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z
        - 0.5 * z + 1.0;
}

fn xla_sin(x: f32) -> f32 {
    // Not the WGSL builtin: some implementations (SwiftShader) are far from libm accuracy.
    if (!xla_isfinite(x)) { return select(xla_nan(), x, xla_isnan(x)); }
    if ((bitcast<u32>(x) & 0x7fffffffu) < 0x39800000u) { return x; }
    let v = xla_trig_reduce(x);
    let q = u32(v.y);
    let y = select(xla_sin_kernel(v.x), xla_cos_kernel(v.x), (q & 1u) == 1u);
    return select(y, -y, q >= 2u);
}

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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_151(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_153(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_154(i: u32) -> f32 {
    let a0 = n_153(i);
    return floor(a0);
}

fn n_155(i: u32) -> f32 {
    let a0 = n_153(i);
    let a1 = n_154(i);
    return ((a0) - (a1));
}

fn n_156(i: u32) -> bool {
    let a0 = n_151(i);
    let a1 = n_155(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_158(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_159(i: u32) -> f32 {
    let a0 = n_158(i);
    let a1 = n_155(i);
    return ((a0) - (a1));
}

fn n_160(i: u32) -> f32 {
    let a0 = n_156(i);
    let a1 = n_159(i);
    let a2 = n_155(i);
    return select(a2, a1, a0);
}

fn n_162(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.1415927f;
}

fn n_163(i: u32) -> f32 {
    let a0 = n_160(i);
    let a1 = n_162(i);
    return ((a0) * (a1));
}

fn n_164(i: u32) -> f32 {
    let a0 = n_163(i);
    return xla_sin(a0);
}

fn n_165(i: u32) -> f32 {
    let a0 = n_164(i);
    return xla_log(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_165(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_173
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

fn n_151(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_152(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_151(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_158(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_170(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

fn n_171(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_158(i);
    return ((a0) - (a1));
}

fn n_172(i: u32) -> f32 {
    let a0 = n_152(i);
    let a1 = n_170(i);
    let a2 = n_171(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_172(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_182
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_175(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.5f;
}

fn n_177(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_175(i);
    return xla_fdiv(a0, a1);
}

fn n_178(i: u32) -> f32 {
    let a0 = n_177(i);
    return xla_log1p(a0);
}

fn n_180(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.014903f;
}

fn n_181(i: u32) -> f32 {
    let a0 = n_178(i);
    let a1 = n_180(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_181(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_248
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
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_151(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_173(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_151(i);
    return ((a0) + (a1));
}

fn n_175(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.5f;
}

fn n_176(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_175(i);
    return ((a0) + (a1));
}

fn n_182(i: u32) -> f32 {
    let a0 = n_176(i);
    let a1 = ld_1(i);
    return xla_fdiv(a0, a1);
}

fn n_183(i: u32) -> f32 {
    let a0 = n_173(i);
    let a1 = n_182(i);
    return ((a0) - (a1));
}

fn n_184(i: u32) -> f32 {
    let a0 = n_183(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_186(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.9189385f;
}

fn n_187(i: u32) -> f32 {
    let a0 = n_184(i);
    let a1 = n_186(i);
    return ((a0) + (a1));
}

fn n_189(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_191(i: u32) -> f32 {
    let c0 = i / 1u;
    return 676.5204f;
}

fn n_193(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_194(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_193(i);
    return ((a0) + (a1));
}

fn n_195(i: u32) -> f32 {
    let a0 = n_191(i);
    let a1 = n_194(i);
    return xla_fdiv(a0, a1);
}

fn n_196(i: u32) -> f32 {
    let a0 = n_189(i);
    let a1 = n_195(i);
    return ((a0) + (a1));
}

fn n_198(i: u32) -> f32 {
    let c0 = i / 1u;
    return -1259.1392f;
}

fn n_200(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_201(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_200(i);
    return ((a0) + (a1));
}

fn n_202(i: u32) -> f32 {
    let a0 = n_198(i);
    let a1 = n_201(i);
    return xla_fdiv(a0, a1);
}

fn n_203(i: u32) -> f32 {
    let a0 = n_196(i);
    let a1 = n_202(i);
    return ((a0) + (a1));
}

fn n_205(i: u32) -> f32 {
    let c0 = i / 1u;
    return 771.3234f;
}

fn n_207(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.0f;
}

fn n_208(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_207(i);
    return ((a0) + (a1));
}

fn n_209(i: u32) -> f32 {
    let a0 = n_205(i);
    let a1 = n_208(i);
    return xla_fdiv(a0, a1);
}

fn n_210(i: u32) -> f32 {
    let a0 = n_203(i);
    let a1 = n_209(i);
    return ((a0) + (a1));
}

fn n_212(i: u32) -> f32 {
    let c0 = i / 1u;
    return -176.61504f;
}

fn n_214(i: u32) -> f32 {
    let c0 = i / 1u;
    return 4.0f;
}

fn n_215(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_214(i);
    return ((a0) + (a1));
}

fn n_216(i: u32) -> f32 {
    let a0 = n_212(i);
    let a1 = n_215(i);
    return xla_fdiv(a0, a1);
}

fn n_217(i: u32) -> f32 {
    let a0 = n_210(i);
    let a1 = n_216(i);
    return ((a0) + (a1));
}

fn n_219(i: u32) -> f32 {
    let c0 = i / 1u;
    return 12.507343f;
}

fn n_221(i: u32) -> f32 {
    let c0 = i / 1u;
    return 5.0f;
}

fn n_222(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_221(i);
    return ((a0) + (a1));
}

fn n_223(i: u32) -> f32 {
    let a0 = n_219(i);
    let a1 = n_222(i);
    return xla_fdiv(a0, a1);
}

fn n_224(i: u32) -> f32 {
    let a0 = n_217(i);
    let a1 = n_223(i);
    return ((a0) + (a1));
}

fn n_226(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.1385711f;
}

fn n_228(i: u32) -> f32 {
    let c0 = i / 1u;
    return 6.0f;
}

fn n_229(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_228(i);
    return ((a0) + (a1));
}

fn n_230(i: u32) -> f32 {
    let a0 = n_226(i);
    let a1 = n_229(i);
    return xla_fdiv(a0, a1);
}

fn n_231(i: u32) -> f32 {
    let a0 = n_224(i);
    let a1 = n_230(i);
    return ((a0) + (a1));
}

fn n_233(i: u32) -> f32 {
    let c0 = i / 1u;
    return 9.984369e-6f;
}

fn n_235(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.0f;
}

fn n_236(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_235(i);
    return ((a0) + (a1));
}

fn n_237(i: u32) -> f32 {
    let a0 = n_233(i);
    let a1 = n_236(i);
    return xla_fdiv(a0, a1);
}

fn n_238(i: u32) -> f32 {
    let a0 = n_231(i);
    let a1 = n_237(i);
    return ((a0) + (a1));
}

fn n_240(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.5056327e-7f;
}

fn n_242(i: u32) -> f32 {
    let c0 = i / 1u;
    return 8.0f;
}

fn n_243(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_242(i);
    return ((a0) + (a1));
}

fn n_244(i: u32) -> f32 {
    let a0 = n_240(i);
    let a1 = n_243(i);
    return xla_fdiv(a0, a1);
}

fn n_245(i: u32) -> f32 {
    let a0 = n_238(i);
    let a1 = n_244(i);
    return ((a0) + (a1));
}

fn n_246(i: u32) -> f32 {
    let a0 = n_245(i);
    return xla_log(a0);
}

fn n_247(i: u32) -> f32 {
    let a0 = n_187(i);
    let a1 = n_246(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_247(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel broadcast_broadcast_257
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_256(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_256(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel negate_negate_281
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_280(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_280(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_286
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_282(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_285(i: u32) -> f32 {
    let a0 = n_282(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_285(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_292
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_288(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_291(i: u32) -> f32 {
    let a0 = n_288(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_291(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_298
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_294(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_297(i: u32) -> f32 {
    let a0 = n_294(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_297(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_304
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_300(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_303(i: u32) -> f32 {
    let a0 = n_300(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_303(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_309
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

fn xla_is_odd_int(y: f32) -> bool {
    return abs(y) < 16777216.0 && trunc(y) == y && (i32(y) & 1) != 0;
}

// v * 2^n for -252 <= n <= 254, as two exact power-of-two factors (each a normal float), so
// that only the last product rounds: a result in the subnormal range is rounded once (or
// flushed, where the device flushes).

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

fn xla_pow_pos(x: f32, y: f32) -> f32 {
    let b = bitcast<u32>(x);
    var ix = b;
    var k = -127;
    if (b < 0x00800000u) {
        ix = bitcast<u32>(f32(b));
        k = k - 149;
    }
    let mb = ix & 0x7fffffu;
    let big = mb >= 0x3504f3u;
    k = k + i32(ix >> 23u) + select(0, 1, big);
    // m in [sqrt(1/2), sqrt(2)); log2(m) = 2/ln2 * atanh(s), s = (m - 1) / (m + 1).
    let m = bitcast<f32>(mb | select(0x3f800000u, 0x3f000000u, big));
    let u = m - 1.0;
    let v = m + 1.0;
    let vh = bitcast<f32>(bitcast<u32>(v) & 0xfffff000u);
    let vl = m - (vh - 1.0);
    let s = xla_fdiv(u, v);
    let sh = bitcast<f32>(bitcast<u32>(s) & 0xfffff000u);
    let sl = xla_fdiv((u - sh * vh) - sh * vl, v);
    // 3 atanh(s) / s = 3 + s^2 + s^4 G(s^2) = qh + ql.
    let z = s * s;
    var g = 0x1.d89d8ap-3f;
    g = g * z + 0x1.1745d2p-2f;
    g = g * z + 0x1.555556p-2f;
    g = g * z + 0x1.b6db6ep-2f;
    g = g * z + 0x1.333334p-1f;
    let s2h = sh * sh;
    let wl = sl * (sh + s) + z * z * g;
    let qh = bitcast<f32>(bitcast<u32>(3.0 + s2h + wl) & 0xfffff000u);
    let ql = wl - ((qh - 3.0) - s2h);
    // s (3 + ...) = ph + pl, times 2 / (3 ln2), plus k: log2(x) = t1 + t2.
    let pu = sh * qh;
    let pv = sl * qh + ql * s;
    let ph = bitcast<f32>(bitcast<u32>(pu + pv) & 0xfffff000u);
    let pl = pv - (ph - pu);
    let zh = 0x1.ec6p-1f * ph;
    let zl = 0x1.09dc3ap-13f * ph + pl * 0x1.ec709ep-1f;
    let dk = f32(k);
    let t1 = bitcast<f32>(bitcast<u32>(dk + zh + zl) & 0xfffff000u);
    let t2 = zl - ((t1 - dk) - zh);
    // y log2(x) = eh + el, y split the same way.
    let y1 = bitcast<f32>(bitcast<u32>(y) & 0xfffff000u);
    let eh = y1 * t1;
    let el = (y - y1) * t1 + y * t2;
    let e = eh + el;
    if (e > 130.0) { return xla_f32_bits(0x7f800000u); }
    if (e < -152.0) { return 0.0; }
    // 2^(eh + el) = 2^n e^(f ln2), f = eh - n + el = gh + gl in [-1/2, 1/2].
    let n = round(e);
    let fh = eh - n;
    let gh = bitcast<f32>(bitcast<u32>(fh + el) & 0xfffff000u);
    let gl = el - (gh - fh);
    let r = gh * 0x1.62ep-1f + (gh * 0x1.0bfbe8p-15f + gl * 0x1.62e43p-1f);
    return xla_ldexp2(xla_exp_reduced(r), i32(n));
}

fn xla_pow_f32(x: f32, y: f32) -> f32 {
    if (y == 0.0 || x == 1.0) { return 1.0; }
    if (xla_isnan(x) || xla_isnan(y)) { return xla_nan(); }
    let odd = xla_is_odd_int(y);
    // Zero and the sign from the bits: a device that flushes subnormals must not read a
    // subnormal base as zero.
    let xneg = (bitcast<u32>(x) & 0x80000000u) != 0u;
    if ((bitcast<u32>(x) & 0x7fffffffu) == 0u) {
        if (y < 0.0) {
            return select(xla_f32_bits(0x7f800000u), bitcast<f32>(bitcast<u32>(x) | 0x7f800000u), odd);
        }
        return select(0.0, x, odd);
    }
    let ax = abs(x);
    if (xla_isinf(y)) {
        if (ax == 1.0) { return 1.0; }
        if ((ax > 1.0) == (y > 0.0)) { return xla_f32_bits(0x7f800000u); }
        return 0.0;
    }
    var r: f32;
    if (xla_isinf(ax)) {
        r = select(0.0, xla_f32_bits(0x7f800000u), y > 0.0);
    } else {
        r = xla_pow_pos(ax, y);
    }
    if (xneg) {
        // (-inf)^y is +-inf or +-0 for every y; a finite negative base needs an integer y.
        if (!xla_isinf(ax) && trunc(y) != y) { return xla_nan(); }
        if (odd) { return -r; }
    }
    return r;
}

// XLA's integer pow (checked against jaxlib 0.10.2): the exponent is read as signed; a
// negative one gives 1 for base 1, ±1 for base -1 (by parity), 0 otherwise; otherwise
// square-and-multiply over the exponent's low 6 bits only, with wrapping products.

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

fn n_281(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_282(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_283(i: u32) -> f32 {
    let a0 = n_282(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_284(i: u32) -> f32 {
    let a0 = n_281(i);
    let a1 = n_283(i);
    return ((a0) + (a1));
}

fn n_286(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_287(i: u32) -> f32 {
    let a0 = n_284(i);
    let a1 = n_286(i);
    return ((a0) + (a1));
}

fn n_288(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_289(i: u32) -> f32 {
    let a0 = n_288(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_290(i: u32) -> f32 {
    let a0 = n_287(i);
    let a1 = n_289(i);
    return ((a0) + (a1));
}

fn n_292(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_293(i: u32) -> f32 {
    let a0 = n_290(i);
    let a1 = n_292(i);
    return ((a0) + (a1));
}

fn n_294(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_295(i: u32) -> f32 {
    let a0 = n_294(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_296(i: u32) -> f32 {
    let a0 = n_293(i);
    let a1 = n_295(i);
    return ((a0) + (a1));
}

fn n_298(i: u32) -> f32 {
    let a0 = ld_5(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_299(i: u32) -> f32 {
    let a0 = n_296(i);
    let a1 = n_298(i);
    return ((a0) + (a1));
}

fn n_300(i: u32) -> f32 {
    let a0 = ld_5(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_301(i: u32) -> f32 {
    let a0 = n_300(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_302(i: u32) -> f32 {
    let a0 = n_299(i);
    let a1 = n_301(i);
    return ((a0) + (a1));
}

fn n_304(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_305(i: u32) -> f32 {
    let a0 = n_302(i);
    let a1 = n_304(i);
    return ((a0) + (a1));
}

fn n_306(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_307(i: u32) -> f32 {
    let a0 = n_306(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_308(i: u32) -> f32 {
    let a0 = n_305(i);
    let a1 = n_307(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_308(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_310
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_306(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_309(i: u32) -> f32 {
    let a0 = n_306(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_309(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel power_power_311
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

fn xla_is_odd_int(y: f32) -> bool {
    return abs(y) < 16777216.0 && trunc(y) == y && (i32(y) & 1) != 0;
}

// v * 2^n for -252 <= n <= 254, as two exact power-of-two factors (each a normal float), so
// that only the last product rounds: a result in the subnormal range is rounded once (or
// flushed, where the device flushes).

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

fn xla_pow_pos(x: f32, y: f32) -> f32 {
    let b = bitcast<u32>(x);
    var ix = b;
    var k = -127;
    if (b < 0x00800000u) {
        ix = bitcast<u32>(f32(b));
        k = k - 149;
    }
    let mb = ix & 0x7fffffu;
    let big = mb >= 0x3504f3u;
    k = k + i32(ix >> 23u) + select(0, 1, big);
    // m in [sqrt(1/2), sqrt(2)); log2(m) = 2/ln2 * atanh(s), s = (m - 1) / (m + 1).
    let m = bitcast<f32>(mb | select(0x3f800000u, 0x3f000000u, big));
    let u = m - 1.0;
    let v = m + 1.0;
    let vh = bitcast<f32>(bitcast<u32>(v) & 0xfffff000u);
    let vl = m - (vh - 1.0);
    let s = xla_fdiv(u, v);
    let sh = bitcast<f32>(bitcast<u32>(s) & 0xfffff000u);
    let sl = xla_fdiv((u - sh * vh) - sh * vl, v);
    // 3 atanh(s) / s = 3 + s^2 + s^4 G(s^2) = qh + ql.
    let z = s * s;
    var g = 0x1.d89d8ap-3f;
    g = g * z + 0x1.1745d2p-2f;
    g = g * z + 0x1.555556p-2f;
    g = g * z + 0x1.b6db6ep-2f;
    g = g * z + 0x1.333334p-1f;
    let s2h = sh * sh;
    let wl = sl * (sh + s) + z * z * g;
    let qh = bitcast<f32>(bitcast<u32>(3.0 + s2h + wl) & 0xfffff000u);
    let ql = wl - ((qh - 3.0) - s2h);
    // s (3 + ...) = ph + pl, times 2 / (3 ln2), plus k: log2(x) = t1 + t2.
    let pu = sh * qh;
    let pv = sl * qh + ql * s;
    let ph = bitcast<f32>(bitcast<u32>(pu + pv) & 0xfffff000u);
    let pl = pv - (ph - pu);
    let zh = 0x1.ec6p-1f * ph;
    let zl = 0x1.09dc3ap-13f * ph + pl * 0x1.ec709ep-1f;
    let dk = f32(k);
    let t1 = bitcast<f32>(bitcast<u32>(dk + zh + zl) & 0xfffff000u);
    let t2 = zl - ((t1 - dk) - zh);
    // y log2(x) = eh + el, y split the same way.
    let y1 = bitcast<f32>(bitcast<u32>(y) & 0xfffff000u);
    let eh = y1 * t1;
    let el = (y - y1) * t1 + y * t2;
    let e = eh + el;
    if (e > 130.0) { return xla_f32_bits(0x7f800000u); }
    if (e < -152.0) { return 0.0; }
    // 2^(eh + el) = 2^n e^(f ln2), f = eh - n + el = gh + gl in [-1/2, 1/2].
    let n = round(e);
    let fh = eh - n;
    let gh = bitcast<f32>(bitcast<u32>(fh + el) & 0xfffff000u);
    let gl = el - (gh - fh);
    let r = gh * 0x1.62ep-1f + (gh * 0x1.0bfbe8p-15f + gl * 0x1.62e43p-1f);
    return xla_ldexp2(xla_exp_reduced(r), i32(n));
}

fn xla_pow_f32(x: f32, y: f32) -> f32 {
    if (y == 0.0 || x == 1.0) { return 1.0; }
    if (xla_isnan(x) || xla_isnan(y)) { return xla_nan(); }
    let odd = xla_is_odd_int(y);
    // Zero and the sign from the bits: a device that flushes subnormals must not read a
    // subnormal base as zero.
    let xneg = (bitcast<u32>(x) & 0x80000000u) != 0u;
    if ((bitcast<u32>(x) & 0x7fffffffu) == 0u) {
        if (y < 0.0) {
            return select(xla_f32_bits(0x7f800000u), bitcast<f32>(bitcast<u32>(x) | 0x7f800000u), odd);
        }
        return select(0.0, x, odd);
    }
    let ax = abs(x);
    if (xla_isinf(y)) {
        if (ax == 1.0) { return 1.0; }
        if ((ax > 1.0) == (y > 0.0)) { return xla_f32_bits(0x7f800000u); }
        return 0.0;
    }
    var r: f32;
    if (xla_isinf(ax)) {
        r = select(0.0, xla_f32_bits(0x7f800000u), y > 0.0);
    } else {
        r = xla_pow_pos(ax, y);
    }
    if (xneg) {
        // (-inf)^y is +-inf or +-0 for every y; a finite negative base needs an integer y.
        if (!xla_isinf(ax) && trunc(y) != y) { return xla_nan(); }
        if (odd) { return -r; }
    }
    return r;
}

// XLA's integer pow (checked against jaxlib 0.10.2): the exponent is read as signed; a
// negative one gives 1 for base 1, ±1 for base -1 (by parity), 0 otherwise; otherwise
// square-and-multiply over the exponent's low 6 bits only, with wrapping products.

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_310(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_310(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_divide_324
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

fn n_322(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_323(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_322(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_323(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_469
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

fn xla_rem_f32(x: f32, y: f32) -> f32 {
    if (xla_isnan(x) || xla_isnan(y) || xla_isinf(x) || y == 0.0) { return xla_nan(); }
    if (xla_isinf(y)) { return x; }
    let ay = abs(y);
    var r = abs(x);
    let ey = i32((bitcast<u32>(ay) >> 23u) & 0xffu);
    // Subtract ay * 2^k, the largest such multiple not above r: each step is exact.
    for (var it = 0u; it < 320u && r >= ay; it = it + 1u) {
        let er = i32((bitcast<u32>(r) >> 23u) & 0xffu);
        var d = ldexp(ay, er - ey);
        if (d > r) { d = d * 0.5; }
        r = r - d;
    }
    return bitcast<f32>(bitcast<u32>(r) | (bitcast<u32>(x) & 0x80000000u));
}

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

fn n_257(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_259(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7f800000u);
}

fn n_261(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_262(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_261(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) <= (a1)));
}

fn n_263(i: u32) -> f32 {
    let a0 = ld_2(i);
    return floor(a0);
}

fn n_264(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_263(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_265(i: u32) -> bool {
    let a0 = n_262(i);
    let a1 = n_264(i);
    return ((a0) && (a1));
}

fn n_266(i: u32) -> f32 {
    let a0 = ld_0(i);
    return floor(a0);
}

fn n_267(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_266(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_269(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_270(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_269(i);
    return xla_rem_f32(a0, a1);
}

fn n_271(i: u32) -> bool {
    let a0 = n_270(i);
    let a1 = n_261(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_272(i: u32) -> bool {
    let a0 = n_267(i);
    let a1 = n_271(i);
    return ((a0) && (a1));
}

fn n_274(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_275(i: u32) -> f32 {
    let a0 = n_272(i);
    let a1 = n_259(i);
    let a2 = n_274(i);
    return select(a2, a1, a0);
}

fn n_276(i: u32) -> f32 {
    let a0 = ld_0(i);
    return floor(a0);
}

fn n_277(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_276(i);
    return (xla_cmp_nan(a0, a1) || ((a0) != (a1)));
}

fn n_278(i: u32) -> bool {
    let a0 = n_262(i);
    let a1 = n_277(i);
    return ((a0) && (a1));
}

fn n_279(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_311(i: u32) -> f32 {
    let a0 = ld_3(i);
    return abs(a0);
}

fn n_312(i: u32) -> f32 {
    let a0 = ld_4(i);
    return abs(a0);
}

fn n_314(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x00000001u);
}

fn n_315(i: u32) -> f32 {
    let a0 = n_312(i);
    let a1 = n_314(i);
    return ((a0) * (a1));
}

fn n_316(i: u32) -> bool {
    let a0 = n_311(i);
    let a1 = n_315(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_317(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_5(i);
    return ((a0) * (a1));
}

fn n_318(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) - (a1));
}

fn n_319(i: u32) -> f32 {
    let a0 = n_317(i);
    let a1 = n_318(i);
    return xla_fdiv(a0, a1);
}

fn n_320(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = n_319(i);
    return ((a0) + (a1));
}

fn n_321(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_5(i);
    return xla_fdiv(a0, a1);
}

fn n_325(i: u32) -> f32 {
    let c0 = i / 1u;
    return 22.0f;
}

fn n_326(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_325(i);
    return ((a0) + (a1));
}

fn n_328(i: u32) -> f32 {
    let c0 = i / 1u;
    return 21.0f;
}

fn n_329(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_328(i);
    return ((a0) + (a1));
}

fn n_330(i: u32) -> f32 {
    let a0 = n_326(i);
    let a1 = n_329(i);
    return ((a0) * (a1));
}

fn n_332(i: u32) -> f32 {
    let c0 = i / 1u;
    return -1.3954465e-19f;
}

fn n_333(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_332(i);
    return ((a0) * (a1));
}

fn n_334(i: u32) -> f32 {
    let a0 = n_330(i);
    let a1 = n_333(i);
    return ((a0) * (a1));
}

fn n_336(i: u32) -> f32 {
    let c0 = i / 1u;
    return 20.0f;
}

fn n_337(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_336(i);
    return ((a0) + (a1));
}

fn n_339(i: u32) -> f32 {
    let c0 = i / 1u;
    return 19.0f;
}

fn n_340(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_339(i);
    return ((a0) + (a1));
}

fn n_341(i: u32) -> f32 {
    let a0 = n_337(i);
    let a1 = n_340(i);
    return ((a0) * (a1));
}

fn n_343(i: u32) -> f32 {
    let c0 = i / 1u;
    return 5.509003e-18f;
}

fn n_344(i: u32) -> f32 {
    let a0 = n_334(i);
    let a1 = n_343(i);
    return ((a0) + (a1));
}

fn n_345(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_344(i);
    return ((a0) * (a1));
}

fn n_346(i: u32) -> f32 {
    let a0 = n_341(i);
    let a1 = n_345(i);
    return ((a0) * (a1));
}

fn n_348(i: u32) -> f32 {
    let c0 = i / 1u;
    return 18.0f;
}

fn n_349(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_348(i);
    return ((a0) + (a1));
}

fn n_351(i: u32) -> f32 {
    let c0 = i / 1u;
    return 17.0f;
}

fn n_352(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_351(i);
    return ((a0) + (a1));
}

fn n_353(i: u32) -> f32 {
    let a0 = n_349(i);
    let a1 = n_352(i);
    return ((a0) * (a1));
}

fn n_355(i: u32) -> f32 {
    let c0 = i / 1u;
    return -2.1748687e-16f;
}

fn n_356(i: u32) -> f32 {
    let a0 = n_346(i);
    let a1 = n_355(i);
    return ((a0) + (a1));
}

fn n_357(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_356(i);
    return ((a0) * (a1));
}

fn n_358(i: u32) -> f32 {
    let a0 = n_353(i);
    let a1 = n_357(i);
    return ((a0) * (a1));
}

fn n_360(i: u32) -> f32 {
    let c0 = i / 1u;
    return 16.0f;
}

fn n_361(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_360(i);
    return ((a0) + (a1));
}

fn n_363(i: u32) -> f32 {
    let c0 = i / 1u;
    return 15.0f;
}

fn n_364(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_363(i);
    return ((a0) + (a1));
}

fn n_365(i: u32) -> f32 {
    let a0 = n_361(i);
    let a1 = n_364(i);
    return ((a0) * (a1));
}

fn n_367(i: u32) -> f32 {
    let c0 = i / 1u;
    return 8.586062e-15f;
}

fn n_368(i: u32) -> f32 {
    let a0 = n_358(i);
    let a1 = n_367(i);
    return ((a0) + (a1));
}

fn n_369(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_368(i);
    return ((a0) * (a1));
}

fn n_370(i: u32) -> f32 {
    let a0 = n_365(i);
    let a1 = n_369(i);
    return ((a0) * (a1));
}

fn n_372(i: u32) -> f32 {
    let c0 = i / 1u;
    return 14.0f;
}

fn n_373(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_372(i);
    return ((a0) + (a1));
}

fn n_375(i: u32) -> f32 {
    let c0 = i / 1u;
    return 13.0f;
}

fn n_376(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_375(i);
    return ((a0) + (a1));
}

fn n_377(i: u32) -> f32 {
    let a0 = n_373(i);
    let a1 = n_376(i);
    return ((a0) * (a1));
}

fn n_379(i: u32) -> f32 {
    let c0 = i / 1u;
    return -3.3896803e-13f;
}

fn n_380(i: u32) -> f32 {
    let a0 = n_370(i);
    let a1 = n_379(i);
    return ((a0) + (a1));
}

fn n_381(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_380(i);
    return ((a0) * (a1));
}

fn n_382(i: u32) -> f32 {
    let a0 = n_377(i);
    let a1 = n_381(i);
    return ((a0) * (a1));
}

fn n_384(i: u32) -> f32 {
    let c0 = i / 1u;
    return 12.0f;
}

fn n_385(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_384(i);
    return ((a0) + (a1));
}

fn n_387(i: u32) -> f32 {
    let c0 = i / 1u;
    return 11.0f;
}

fn n_388(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_387(i);
    return ((a0) + (a1));
}

fn n_389(i: u32) -> f32 {
    let a0 = n_385(i);
    let a1 = n_388(i);
    return ((a0) * (a1));
}

fn n_391(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.3382536e-11f;
}

fn n_392(i: u32) -> f32 {
    let a0 = n_382(i);
    let a1 = n_391(i);
    return ((a0) + (a1));
}

fn n_393(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_392(i);
    return ((a0) * (a1));
}

fn n_394(i: u32) -> f32 {
    let a0 = n_389(i);
    let a1 = n_393(i);
    return ((a0) * (a1));
}

fn n_396(i: u32) -> f32 {
    let c0 = i / 1u;
    return 10.0f;
}

fn n_397(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_396(i);
    return ((a0) + (a1));
}

fn n_399(i: u32) -> f32 {
    let c0 = i / 1u;
    return 9.0f;
}

fn n_400(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_399(i);
    return ((a0) + (a1));
}

fn n_401(i: u32) -> f32 {
    let a0 = n_397(i);
    let a1 = n_400(i);
    return ((a0) * (a1));
}

fn n_403(i: u32) -> f32 {
    let c0 = i / 1u;
    return -5.2841903e-10f;
}

fn n_404(i: u32) -> f32 {
    let a0 = n_394(i);
    let a1 = n_403(i);
    return ((a0) + (a1));
}

fn n_405(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_404(i);
    return ((a0) * (a1));
}

fn n_406(i: u32) -> f32 {
    let a0 = n_401(i);
    let a1 = n_405(i);
    return ((a0) * (a1));
}

fn n_408(i: u32) -> f32 {
    let c0 = i / 1u;
    return 8.0f;
}

fn n_409(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_408(i);
    return ((a0) + (a1));
}

fn n_411(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.0f;
}

fn n_412(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_411(i);
    return ((a0) + (a1));
}

fn n_413(i: u32) -> f32 {
    let a0 = n_409(i);
    let a1 = n_412(i);
    return ((a0) * (a1));
}

fn n_415(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0876756e-8f;
}

fn n_416(i: u32) -> f32 {
    let a0 = n_406(i);
    let a1 = n_415(i);
    return ((a0) + (a1));
}

fn n_417(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_416(i);
    return ((a0) * (a1));
}

fn n_418(i: u32) -> f32 {
    let a0 = n_413(i);
    let a1 = n_417(i);
    return ((a0) * (a1));
}

fn n_420(i: u32) -> f32 {
    let c0 = i / 1u;
    return 6.0f;
}

fn n_421(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_420(i);
    return ((a0) + (a1));
}

fn n_423(i: u32) -> f32 {
    let c0 = i / 1u;
    return 5.0f;
}

fn n_424(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_423(i);
    return ((a0) + (a1));
}

fn n_425(i: u32) -> f32 {
    let a0 = n_421(i);
    let a1 = n_424(i);
    return ((a0) * (a1));
}

fn n_427(i: u32) -> f32 {
    let c0 = i / 1u;
    return -8.267196e-7f;
}

fn n_428(i: u32) -> f32 {
    let a0 = n_418(i);
    let a1 = n_427(i);
    return ((a0) + (a1));
}

fn n_429(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_428(i);
    return ((a0) * (a1));
}

fn n_430(i: u32) -> f32 {
    let a0 = n_425(i);
    let a1 = n_429(i);
    return ((a0) * (a1));
}

fn n_432(i: u32) -> f32 {
    let c0 = i / 1u;
    return 4.0f;
}

fn n_433(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_432(i);
    return ((a0) + (a1));
}

fn n_435(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.0f;
}

fn n_436(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_435(i);
    return ((a0) + (a1));
}

fn n_437(i: u32) -> f32 {
    let a0 = n_433(i);
    let a1 = n_436(i);
    return ((a0) * (a1));
}

fn n_439(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.3068784e-5f;
}

fn n_440(i: u32) -> f32 {
    let a0 = n_430(i);
    let a1 = n_439(i);
    return ((a0) + (a1));
}

fn n_441(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_440(i);
    return ((a0) * (a1));
}

fn n_442(i: u32) -> f32 {
    let a0 = n_437(i);
    let a1 = n_441(i);
    return ((a0) * (a1));
}

fn n_444(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_445(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_444(i);
    return ((a0) + (a1));
}

fn n_447(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_448(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_447(i);
    return ((a0) + (a1));
}

fn n_449(i: u32) -> f32 {
    let a0 = n_445(i);
    let a1 = n_448(i);
    return ((a0) * (a1));
}

fn n_451(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.0013888889f;
}

fn n_452(i: u32) -> f32 {
    let a0 = n_442(i);
    let a1 = n_451(i);
    return ((a0) + (a1));
}

fn n_453(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_452(i);
    return ((a0) * (a1));
}

fn n_454(i: u32) -> f32 {
    let a0 = n_449(i);
    let a1 = n_453(i);
    return ((a0) * (a1));
}

fn n_456(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.083333336f;
}

fn n_457(i: u32) -> f32 {
    let a0 = n_454(i);
    let a1 = n_456(i);
    return ((a0) + (a1));
}

fn n_458(i: u32) -> f32 {
    let a0 = n_321(i);
    let a1 = n_457(i);
    return ((a0) * (a1));
}

fn n_460(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_461(i: u32) -> f32 {
    let a0 = n_458(i);
    let a1 = n_460(i);
    return ((a0) + (a1));
}

fn n_462(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = n_461(i);
    return ((a0) * (a1));
}

fn n_463(i: u32) -> f32 {
    let a0 = n_320(i);
    let a1 = n_462(i);
    return ((a0) + (a1));
}

fn n_464(i: u32) -> f32 {
    let a0 = n_316(i);
    let a1 = ld_4(i);
    let a2 = n_463(i);
    return select(a2, a1, a0);
}

fn n_465(i: u32) -> f32 {
    let a0 = n_279(i);
    let a1 = n_274(i);
    let a2 = n_464(i);
    return select(a2, a1, a0);
}

fn n_466(i: u32) -> f32 {
    let a0 = n_278(i);
    let a1 = n_274(i);
    let a2 = n_465(i);
    return select(a2, a1, a0);
}

fn n_467(i: u32) -> f32 {
    let a0 = n_265(i);
    let a1 = n_275(i);
    let a2 = n_466(i);
    return select(a2, a1, a0);
}

fn n_468(i: u32) -> f32 {
    let a0 = n_257(i);
    let a1 = n_259(i);
    let a2 = n_467(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_468(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_470
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_isinf(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
}

fn xla_isfinite(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7f800000u) != 0x7f800000u;
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

fn xla_rem_f32(x: f32, y: f32) -> f32 {
    if (xla_isnan(x) || xla_isnan(y) || xla_isinf(x) || y == 0.0) { return xla_nan(); }
    if (xla_isinf(y)) { return x; }
    let ay = abs(y);
    var r = abs(x);
    let ey = i32((bitcast<u32>(ay) >> 23u) & 0xffu);
    // Subtract ay * 2^k, the largest such multiple not above r: each step is exact.
    for (var it = 0u; it < 320u && r >= ay; it = it + 1u) {
        let er = i32((bitcast<u32>(r) >> 23u) & 0xffu);
        var d = ldexp(ay, er - ey);
        if (d > r) { d = d * 0.5; }
        r = r - d;
    }
    return bitcast<f32>(bitcast<u32>(r) | (bitcast<u32>(x) & 0x80000000u));
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

fn n_139(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_141(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_142(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_139(i);
    return xla_rem_f32(a0, a1);
}

fn n_143(i: u32) -> f32 {
    let a0 = n_142(i);
    let a1 = n_139(i);
    return ((a0) * (a1));
}

fn n_144(i: u32) -> f32 {
    let a0 = n_143(i);
    let a1 = n_141(i);
    return ((a0) - (a1));
}

fn n_146(i: u32) -> f32 {
    let a0 = ld_1(i);
    return abs(a0);
}

fn n_148(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7f800000u);
}

fn n_149(i: u32) -> bool {
    let a0 = n_146(i);
    let a1 = n_148(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_151(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_152(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = n_151(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_166(i: u32) -> bool {
    let a0 = ld_2(i);
    return xla_isfinite(a0);
}

fn n_168(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.1447299f;
}

fn n_169(i: u32) -> f32 {
    let a0 = n_168(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_248(i: u32) -> f32 {
    let a0 = n_169(i);
    let a1 = ld_3(i);
    return ((a0) - (a1));
}

fn n_249(i: u32) -> f32 {
    let a0 = ld_2(i);
    return (-(a0));
}

fn n_250(i: u32) -> f32 {
    let a0 = n_166(i);
    let a1 = n_248(i);
    let a2 = n_249(i);
    return select(a2, a1, a0);
}

fn n_251(i: u32) -> f32 {
    let a0 = n_152(i);
    let a1 = n_250(i);
    let a2 = ld_3(i);
    return select(a2, a1, a0);
}

fn n_252(i: u32) -> f32 {
    let a0 = n_149(i);
    let a1 = n_148(i);
    let a2 = n_251(i);
    return select(a2, a1, a0);
}

fn n_253(i: u32) -> f32 {
    let a0 = n_252(i);
    return xla_exp(a0);
}

fn n_254(i: u32) -> f32 {
    let a0 = n_144(i);
    let a1 = n_253(i);
    return ((a0) * (a1));
}

fn n_469(i: u32) -> f32 {
    let a0 = n_254(i);
    let a1 = ld_4(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_469(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_471
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_isfinite(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7f800000u) != 0x7f800000u;
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

fn xla_trig_reduce(x: f32) -> vec2<f32> {
    // x = q*pi/2 + r with |r| <= pi/4, returned as (r, q mod 4), for every finite f32: an exact
    // Payne-Hanek reduction on 32-bit words of 2/pi (integer math only, so it does not depend on
    // how a WGSL compiler fuses or reorders float operations), r rounded once to nearest.
    let ax = bitcast<u32>(x) & 0x7fffffffu;
    if (ax <= 0x3f490fd8u) { return vec2<f32>(x, 0.0); }
    let m = (ax & 0x7fffffu) | 0x800000u;
    let e = i32(ax >> 23u) - 150;
    // x*2/pi = m * 2^e * sum(w[j] * 2^(-32(j+1))); words before j0 add multiples of 4.
    var j0 = 0;
    if (e >= 2) { j0 = (e - 2) / 32; }
    let s = e - 32 * j0;
    var w = array<u32, 8>(0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u,
        0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u);
    var z = array<u32, 6>(0u, 0u, 0u, 0u, 0u, 0u);
    var carry = 0u;
    for (var k = 0; k < 4; k = k + 1) {
        let t = xla_mul32_wide(m, w[j0 + 3 - k]);
        let lo = t.x + carry;
        z[k] = lo;
        carry = t.y + select(0u, 1u, lo < t.x);
    }
    z[4] = carry;
    // Bits [b, b + 96) of z: 64 fraction bits of x*2/pi, then its low integer bits.
    let b = u32(64 - s);
    let i = b / 32u;
    let o = b % 32u;
    var f = array<u32, 3>(0u, 0u, 0u);
    for (var n = 0u; n < 3u; n = n + 1u) {
        f[n] = select((z[i + n] >> o) | (z[i + n + 1u] << (32u - o)), z[i + n], o == 0u);
    }
    var q = f[2] & 3u;
    var hi = f[1];
    var lo = f[0];
    var sign = bitcast<u32>(x) & 0x80000000u;
    if (hi >= 0x80000000u) {
        // Fraction >= 1/2: round to the next quadrant and take the negative remainder.
        q = q + 1u;
        lo = ~lo + 1u;
        hi = ~hi + select(0u, 1u, lo == 0u);
        sign = sign ^ 0x80000000u;
    }
    var r = 0.0;
    if (hi != 0u || lo != 0u) {
        // Normalise the fraction, multiply by pi/2 (32-bit fixed point) and round to f32.
        var lz = countLeadingZeros(hi);
        var t = (hi << lz) | select(lo >> (32u - lz), 0u, lz == 0u);
        if (hi == 0u) {
            lz = 32u + countLeadingZeros(lo);
            t = lo << (lz - 32u);
        }
        let p = xla_mul32_wide(t, 0xc90fdaa2u);
        var ph = p.y;
        var pl = p.x;
        var sh = 0u;
        if (ph < 0x80000000u) {
            ph = (ph << 1u) | (pl >> 31u);
            pl = pl << 1u;
            sh = 1u;
        }
        let mant = ph >> 8u;
        let rest = ph & 0xffu;
        let up = rest > 0x80u || (rest == 0x80u && (pl != 0u || (mant & 1u) != 0u));
        r = bitcast<f32>(((126u - lz - sh) << 23u) + mant + select(0u, 1u, up));
    }
    if ((bitcast<u32>(x) & 0x80000000u) != 0u) { q = 4u - q; }
    return vec2<f32>(bitcast<f32>(bitcast<u32>(r) | sign), f32(q & 3u));
}

fn xla_sin_kernel(r: f32) -> f32 {
    // sin on [-pi/4, pi/4] (Cephes sinf coefficients).
    let z = r * r;
    return ((-1.9515295891e-4 * z + 8.3321608736e-3) * z - 1.6666654611e-1) * z * r + r;
}

fn xla_cos_kernel(r: f32) -> f32 {
    // cos on [-pi/4, pi/4] (Cephes cosf coefficients).
    let z = r * r;
    return ((2.443315711809948e-5 * z - 1.388731625493765e-3) * z + 4.166664568298827e-2) * z * z
        - 0.5 * z + 1.0;
}

fn xla_sin(x: f32) -> f32 {
    // Not the WGSL builtin: some implementations (SwiftShader) are far from libm accuracy.
    if (!xla_isfinite(x)) { return select(xla_nan(), x, xla_isnan(x)); }
    if ((bitcast<u32>(x) & 0x7fffffffu) < 0x39800000u) { return x; }
    let v = xla_trig_reduce(x);
    let q = u32(v.y);
    let y = select(xla_sin_kernel(v.x), xla_cos_kernel(v.x), (q & 1u) == 1u);
    return select(y, -y, q >= 2u);
}

fn xla_cos(x: f32) -> f32 {
    if (!xla_isfinite(x)) { return select(xla_nan(), x, xla_isnan(x)); }
    let v = xla_trig_reduce(x);
    let q = u32(v.y);
    let y = select(xla_cos_kernel(v.x), xla_sin_kernel(v.x), (q & 1u) == 1u);
    return select(y, -y, q == 1u || q == 2u);
}

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

fn n_6(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_11(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_6(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_13(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_14(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = n_13(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) <= (a1)));
}

fn n_15(i: u32) -> f32 {
    let a0 = ld_1(i);
    return floor(a0);
}

fn n_16(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = n_15(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_17(i: u32) -> bool {
    let a0 = n_14(i);
    let a1 = n_16(i);
    return ((a0) && (a1));
}

fn n_19(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_21(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_22(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = n_21(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_129(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.1415927f;
}

fn n_131(i: u32) -> f32 {
    let a0 = ld_3(i);
    return xla_cos(a0);
}

fn n_132(i: u32) -> f32 {
    let a0 = n_131(i);
    let a1 = n_129(i);
    return ((a0) * (a1));
}

fn n_133(i: u32) -> f32 {
    let a0 = ld_3(i);
    return xla_sin(a0);
}

fn n_134(i: u32) -> f32 {
    let a0 = n_132(i);
    let a1 = n_133(i);
    return xla_fdiv(a0, a1);
}

fn n_135(i: u32) -> f32 {
    let a0 = ld_2(i);
    let a1 = n_134(i);
    return ((a0) - (a1));
}

fn n_136(i: u32) -> f32 {
    let a0 = n_22(i);
    let a1 = n_135(i);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

fn n_137(i: u32) -> f32 {
    let a0 = n_17(i);
    let a1 = n_19(i);
    let a2 = n_136(i);
    return select(a2, a1, a0);
}

fn n_470(i: u32) -> f32 {
    let a0 = n_11(i);
    let a1 = n_137(i);
    let a2 = ld_4(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_470(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_472
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
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    return floor(a0);
}

fn n_4(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_3(i);
    return (xla_cmp_nan(a0, a1) || ((a0) != (a1)));
}

fn n_6(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_7(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_6(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_8(i: u32) -> bool {
    let a0 = n_4(i);
    let a1 = n_7(i);
    return ((a0) || (a1));
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_471(i: u32) -> f32 {
    let a0 = n_8(i);
    let a1 = n_10(i);
    let a2 = ld_1(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_471(e);
    out0[e] = bitcast<u32>(v);
}

