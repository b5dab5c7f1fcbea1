// ---- kernel convert_convert_2
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return a0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 50u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 50u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_divide_51
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

fn n_4(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_40(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

fn n_50(i: u32) -> f32 {
    let a0 = n_4(i);
    let a1 = n_40(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 50u) { return; }
    let e = t;
    let v = n_50(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_118
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

fn n_4(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_36(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_39(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_40(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

fn n_41(i: u32) -> f32 {
    let a0 = n_40(i);
    return (-(a0));
}

fn n_43(i: u32) -> f32 {
    let c0 = i / 1u;
    return -88.72284f;
}

fn n_44(i: u32) -> bool {
    let a0 = n_41(i);
    let a1 = n_43(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_45(i: u32) -> f32 {
    let a0 = n_41(i);
    return xla_exp(a0);
}

fn n_46(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_47(i: u32) -> f32 {
    let a0 = n_4(i);
    let a1 = n_46(i);
    return xla_fdiv(a0, a1);
}

fn n_48(i: u32) -> f32 {
    let a0 = n_45(i);
    let a1 = n_47(i);
    return ((a0) * (a1));
}

fn n_49(i: u32) -> bool {
    let a0 = n_46(i);
    let a1 = n_39(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_52(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0232682f;
}

fn n_53(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_52(i);
    return ((a0) * (a1));
}

fn n_55(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.13870394f;
}

fn n_56(i: u32) -> f32 {
    let a0 = n_53(i);
    let a1 = n_55(i);
    return ((a0) + (a1));
}

fn n_57(i: u32) -> f32 {
    let a0 = n_56(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_59(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.36874247f;
}

fn n_60(i: u32) -> f32 {
    let a0 = n_57(i);
    let a1 = n_59(i);
    return ((a0) + (a1));
}

fn n_61(i: u32) -> f32 {
    let a0 = n_60(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_63(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.5824733f;
}

fn n_64(i: u32) -> f32 {
    let a0 = n_61(i);
    let a1 = n_63(i);
    return ((a0) + (a1));
}

fn n_65(i: u32) -> f32 {
    let a0 = n_64(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_67(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.62100047f;
}

fn n_68(i: u32) -> f32 {
    let a0 = n_65(i);
    let a1 = n_67(i);
    return ((a0) + (a1));
}

fn n_69(i: u32) -> f32 {
    let a0 = n_68(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_71(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.49445152f;
}

fn n_72(i: u32) -> f32 {
    let a0 = n_69(i);
    let a1 = n_71(i);
    return ((a0) + (a1));
}

fn n_73(i: u32) -> f32 {
    let a0 = n_72(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_75(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.340488f;
}

fn n_76(i: u32) -> f32 {
    let a0 = n_73(i);
    let a1 = n_75(i);
    return ((a0) + (a1));
}

fn n_77(i: u32) -> f32 {
    let a0 = n_76(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_79(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.2741127f;
}

fn n_80(i: u32) -> f32 {
    let a0 = n_77(i);
    let a1 = n_79(i);
    return ((a0) + (a1));
}

fn n_81(i: u32) -> f32 {
    let a0 = n_80(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_83(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.56382596f;
}

fn n_84(i: u32) -> f32 {
    let a0 = n_81(i);
    let a1 = n_83(i);
    return ((a0) + (a1));
}

fn n_86(i: u32) -> f32 {
    let c0 = i / 1u;
    return -10.477664f;
}

fn n_87(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_86(i);
    return ((a0) * (a1));
}

fn n_89(i: u32) -> f32 {
    let c0 = i / 1u;
    return 12.9772f;
}

fn n_90(i: u32) -> f32 {
    let a0 = n_87(i);
    let a1 = n_89(i);
    return ((a0) + (a1));
}

fn n_91(i: u32) -> f32 {
    let a0 = n_90(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_93(i: u32) -> f32 {
    let c0 = i / 1u;
    return -7.4955187f;
}

fn n_94(i: u32) -> f32 {
    let a0 = n_91(i);
    let a1 = n_93(i);
    return ((a0) + (a1));
}

fn n_95(i: u32) -> f32 {
    let a0 = n_94(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_97(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.921019f;
}

fn n_98(i: u32) -> f32 {
    let a0 = n_95(i);
    let a1 = n_97(i);
    return ((a0) + (a1));
}

fn n_99(i: u32) -> f32 {
    let a0 = n_98(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_101(i: u32) -> f32 {
    let c0 = i / 1u;
    return -1.0152652f;
}

fn n_102(i: u32) -> f32 {
    let a0 = n_99(i);
    let a1 = n_101(i);
    return ((a0) + (a1));
}

fn n_103(i: u32) -> f32 {
    let a0 = n_102(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_105(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.42184633f;
}

fn n_106(i: u32) -> f32 {
    let a0 = n_103(i);
    let a1 = n_105(i);
    return ((a0) + (a1));
}

fn n_107(i: u32) -> f32 {
    let a0 = n_106(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_109(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.28207675f;
}

fn n_110(i: u32) -> f32 {
    let a0 = n_107(i);
    let a1 = n_109(i);
    return ((a0) + (a1));
}

fn n_111(i: u32) -> f32 {
    let a0 = n_110(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_113(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5641895f;
}

fn n_114(i: u32) -> f32 {
    let a0 = n_111(i);
    let a1 = n_113(i);
    return ((a0) + (a1));
}

fn n_115(i: u32) -> f32 {
    let a0 = n_49(i);
    let a1 = n_84(i);
    let a2 = n_114(i);
    return select(a2, a1, a0);
}

fn n_116(i: u32) -> f32 {
    let a0 = n_48(i);
    let a1 = n_115(i);
    return ((a0) * (a1));
}

fn n_117(i: u32) -> f32 {
    let a0 = n_44(i);
    let a1 = n_36(i);
    let a2 = n_116(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 50u) { return; }
    let e = t;
    let v = n_117(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_122
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

fn xla_f32_to_bf16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }
    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;
}

// x rounded to the nearest f16, as an f32: the same straight-line path as xla_f32_to_f16,
// kept in f32 bits (the sign bit rides along; no carry reaches it below 65520).

fn xla_round_bf16(x: f32) -> f32 {
    return bitcast<f32>(xla_f32_to_bf16(x) << 16u);
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

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_5(i: u32) -> bool {
    let a0 = n_2(i);
    let a1 = n_4(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_8(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.8538615e-5f;
}

fn n_9(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_8(i);
    return ((a0) * (a1));
}

fn n_11(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.00080101937f;
}

fn n_12(i: u32) -> f32 {
    let a0 = n_9(i);
    let a1 = n_11(i);
    return ((a0) + (a1));
}

fn n_13(i: u32) -> f32 {
    let a0 = n_12(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_15(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0051883277f;
}

fn n_16(i: u32) -> f32 {
    let a0 = n_13(i);
    let a1 = n_15(i);
    return ((a0) + (a1));
}

fn n_17(i: u32) -> f32 {
    let a0 = n_16(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_19(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.026853813f;
}

fn n_20(i: u32) -> f32 {
    let a0 = n_17(i);
    let a1 = n_19(i);
    return ((a0) + (a1));
}

fn n_21(i: u32) -> f32 {
    let a0 = n_20(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_23(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.112835854f;
}

fn n_24(i: u32) -> f32 {
    let a0 = n_21(i);
    let a1 = n_23(i);
    return ((a0) + (a1));
}

fn n_25(i: u32) -> f32 {
    let a0 = n_24(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_27(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.37612626f;
}

fn n_28(i: u32) -> f32 {
    let a0 = n_25(i);
    let a1 = n_27(i);
    return ((a0) + (a1));
}

fn n_29(i: u32) -> f32 {
    let a0 = n_28(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_31(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.1283791f;
}

fn n_32(i: u32) -> f32 {
    let a0 = n_29(i);
    let a1 = n_31(i);
    return ((a0) + (a1));
}

fn n_33(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_32(i);
    return ((a0) * (a1));
}

fn n_34(i: u32) -> f32 {
    let a0 = n_4(i);
    let a1 = n_33(i);
    return ((a0) - (a1));
}

fn n_36(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.0f;
}

fn n_37(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_36(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_39(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_118(i: u32) -> f32 {
    let a0 = n_39(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_119(i: u32) -> f32 {
    let a0 = n_37(i);
    let a1 = n_118(i);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

fn n_120(i: u32) -> f32 {
    let a0 = n_5(i);
    let a1 = n_34(i);
    let a2 = n_119(i);
    return select(a2, a1, a0);
}

fn n_121(i: u32) -> f32 {
    let a0 = n_120(i);
    return xla_round_bf16(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 25u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 50u) {
    let v = n_121(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 50u) {
    let v = n_121(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 25u) { out0[t * 1u + 0u] = w0_0; }
}

