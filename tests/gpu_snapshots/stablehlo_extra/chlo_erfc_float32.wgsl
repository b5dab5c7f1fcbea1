// ---- kernel multiply_multiply_6
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_5(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_divide_50
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

fn n_3(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_39(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

fn n_49(i: u32) -> f32 {
    let a0 = n_3(i);
    let a1 = n_39(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_49(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_117
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
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_35(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_38(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_39(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

fn n_40(i: u32) -> f32 {
    let a0 = n_39(i);
    return (-(a0));
}

fn n_42(i: u32) -> f32 {
    let c0 = i / 1u;
    return -88.72284f;
}

fn n_43(i: u32) -> bool {
    let a0 = n_40(i);
    let a1 = n_42(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_44(i: u32) -> f32 {
    let a0 = n_40(i);
    return xla_exp(a0);
}

fn n_45(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_46(i: u32) -> f32 {
    let a0 = n_3(i);
    let a1 = n_45(i);
    return xla_fdiv(a0, a1);
}

fn n_47(i: u32) -> f32 {
    let a0 = n_44(i);
    let a1 = n_46(i);
    return ((a0) * (a1));
}

fn n_48(i: u32) -> bool {
    let a0 = n_45(i);
    let a1 = n_38(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_51(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0232682f;
}

fn n_52(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_51(i);
    return ((a0) * (a1));
}

fn n_54(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.13870394f;
}

fn n_55(i: u32) -> f32 {
    let a0 = n_52(i);
    let a1 = n_54(i);
    return ((a0) + (a1));
}

fn n_56(i: u32) -> f32 {
    let a0 = n_55(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_58(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.36874247f;
}

fn n_59(i: u32) -> f32 {
    let a0 = n_56(i);
    let a1 = n_58(i);
    return ((a0) + (a1));
}

fn n_60(i: u32) -> f32 {
    let a0 = n_59(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_62(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.5824733f;
}

fn n_63(i: u32) -> f32 {
    let a0 = n_60(i);
    let a1 = n_62(i);
    return ((a0) + (a1));
}

fn n_64(i: u32) -> f32 {
    let a0 = n_63(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_66(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.62100047f;
}

fn n_67(i: u32) -> f32 {
    let a0 = n_64(i);
    let a1 = n_66(i);
    return ((a0) + (a1));
}

fn n_68(i: u32) -> f32 {
    let a0 = n_67(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_70(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.49445152f;
}

fn n_71(i: u32) -> f32 {
    let a0 = n_68(i);
    let a1 = n_70(i);
    return ((a0) + (a1));
}

fn n_72(i: u32) -> f32 {
    let a0 = n_71(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_74(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.340488f;
}

fn n_75(i: u32) -> f32 {
    let a0 = n_72(i);
    let a1 = n_74(i);
    return ((a0) + (a1));
}

fn n_76(i: u32) -> f32 {
    let a0 = n_75(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_78(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.2741127f;
}

fn n_79(i: u32) -> f32 {
    let a0 = n_76(i);
    let a1 = n_78(i);
    return ((a0) + (a1));
}

fn n_80(i: u32) -> f32 {
    let a0 = n_79(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_82(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.56382596f;
}

fn n_83(i: u32) -> f32 {
    let a0 = n_80(i);
    let a1 = n_82(i);
    return ((a0) + (a1));
}

fn n_85(i: u32) -> f32 {
    let c0 = i / 1u;
    return -10.477664f;
}

fn n_86(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_85(i);
    return ((a0) * (a1));
}

fn n_88(i: u32) -> f32 {
    let c0 = i / 1u;
    return 12.9772f;
}

fn n_89(i: u32) -> f32 {
    let a0 = n_86(i);
    let a1 = n_88(i);
    return ((a0) + (a1));
}

fn n_90(i: u32) -> f32 {
    let a0 = n_89(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_92(i: u32) -> f32 {
    let c0 = i / 1u;
    return -7.4955187f;
}

fn n_93(i: u32) -> f32 {
    let a0 = n_90(i);
    let a1 = n_92(i);
    return ((a0) + (a1));
}

fn n_94(i: u32) -> f32 {
    let a0 = n_93(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_96(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.921019f;
}

fn n_97(i: u32) -> f32 {
    let a0 = n_94(i);
    let a1 = n_96(i);
    return ((a0) + (a1));
}

fn n_98(i: u32) -> f32 {
    let a0 = n_97(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_100(i: u32) -> f32 {
    let c0 = i / 1u;
    return -1.0152652f;
}

fn n_101(i: u32) -> f32 {
    let a0 = n_98(i);
    let a1 = n_100(i);
    return ((a0) + (a1));
}

fn n_102(i: u32) -> f32 {
    let a0 = n_101(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_104(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.42184633f;
}

fn n_105(i: u32) -> f32 {
    let a0 = n_102(i);
    let a1 = n_104(i);
    return ((a0) + (a1));
}

fn n_106(i: u32) -> f32 {
    let a0 = n_105(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_108(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.28207675f;
}

fn n_109(i: u32) -> f32 {
    let a0 = n_106(i);
    let a1 = n_108(i);
    return ((a0) + (a1));
}

fn n_110(i: u32) -> f32 {
    let a0 = n_109(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_112(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5641895f;
}

fn n_113(i: u32) -> f32 {
    let a0 = n_110(i);
    let a1 = n_112(i);
    return ((a0) + (a1));
}

fn n_114(i: u32) -> f32 {
    let a0 = n_48(i);
    let a1 = n_83(i);
    let a2 = n_113(i);
    return select(a2, a1, a0);
}

fn n_115(i: u32) -> f32 {
    let a0 = n_47(i);
    let a1 = n_114(i);
    return ((a0) * (a1));
}

fn n_116(i: u32) -> f32 {
    let a0 = n_43(i);
    let a1 = n_35(i);
    let a2 = n_115(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_116(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_120
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

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_4(i: u32) -> bool {
    let a0 = n_1(i);
    let a1 = n_3(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.8538615e-5f;
}

fn n_8(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_7(i);
    return ((a0) * (a1));
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.00080101937f;
}

fn n_11(i: u32) -> f32 {
    let a0 = n_8(i);
    let a1 = n_10(i);
    return ((a0) + (a1));
}

fn n_12(i: u32) -> f32 {
    let a0 = n_11(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_14(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0051883277f;
}

fn n_15(i: u32) -> f32 {
    let a0 = n_12(i);
    let a1 = n_14(i);
    return ((a0) + (a1));
}

fn n_16(i: u32) -> f32 {
    let a0 = n_15(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_18(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.026853813f;
}

fn n_19(i: u32) -> f32 {
    let a0 = n_16(i);
    let a1 = n_18(i);
    return ((a0) + (a1));
}

fn n_20(i: u32) -> f32 {
    let a0 = n_19(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_22(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.112835854f;
}

fn n_23(i: u32) -> f32 {
    let a0 = n_20(i);
    let a1 = n_22(i);
    return ((a0) + (a1));
}

fn n_24(i: u32) -> f32 {
    let a0 = n_23(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_26(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.37612626f;
}

fn n_27(i: u32) -> f32 {
    let a0 = n_24(i);
    let a1 = n_26(i);
    return ((a0) + (a1));
}

fn n_28(i: u32) -> f32 {
    let a0 = n_27(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_30(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.1283791f;
}

fn n_31(i: u32) -> f32 {
    let a0 = n_28(i);
    let a1 = n_30(i);
    return ((a0) + (a1));
}

fn n_32(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_31(i);
    return ((a0) * (a1));
}

fn n_33(i: u32) -> f32 {
    let a0 = n_3(i);
    let a1 = n_32(i);
    return ((a0) - (a1));
}

fn n_35(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_36(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_35(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_38(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_117(i: u32) -> f32 {
    let a0 = n_38(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_118(i: u32) -> f32 {
    let a0 = n_36(i);
    let a1 = n_117(i);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

fn n_119(i: u32) -> f32 {
    let a0 = n_4(i);
    let a1 = n_33(i);
    let a2 = n_118(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_119(e);
    out0[e] = bitcast<u32>(v);
}

