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


// ---- kernel broadcast_broadcast_8
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_7(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.0f;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel abs_abs_12
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_11(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel and_and_18
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

fn n_13(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 281474980000000.0f;
}

fn n_14(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_13(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_15(i: u32) -> f32 {
    let a0 = ld_1(i);
    return abs(a0);
}

fn n_16(i: u32) -> bool {
    let a0 = n_15(i);
    let a1 = n_13(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_17(i: u32) -> bool {
    let a0 = n_14(i);
    let a1 = n_16(i);
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
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 256u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 256u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 256u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 64u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel complex_complex_70
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

fn ld_2(i: u32) -> bool {
    return (((in2[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn ld_3(i: u32) -> f32 {
    return bitcast<f32>(in3[i]);
}

fn ld_4(i: u32) -> f32 {
    return bitcast<f32>(in4[i]);
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.0f;
}

fn n_5(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_4(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) >= (a1)));
}

fn n_9(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return -1.0f;
}

fn n_10(i: u32) -> f32 {
    let a0 = n_5(i);
    let a1 = ld_1(i);
    let a2 = n_9(i);
    return select(a2, a1, a0);
}

fn n_15(i: u32) -> f32 {
    let a0 = ld_4(i);
    return abs(a0);
}

fn n_18(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_3(i);
    return ((a0) - (a1));
}

fn n_19(i: u32) -> f32 {
    let a0 = n_18(i);
    let a1 = n_18(i);
    return ((a0) * (a1));
}

fn n_20(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_4(i);
    return ((a0) * (a1));
}

fn n_21(i: u32) -> f32 {
    let a0 = n_19(i);
    let a1 = n_20(i);
    return ((a0) + (a1));
}

fn n_22(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = n_21(i);
    return xla_fdiv(a0, a1);
}

fn n_24(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 16777218.0f;
}

fn n_25(i: u32) -> f32 {
    let a0 = n_15(i);
    let a1 = n_24(i);
    return ((a0) * (a1));
}

fn n_26(i: u32) -> bool {
    let a0 = n_25(i);
    let a1 = ld_3(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_27(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_3(i);
    return xla_fdiv(a0, a1);
}

fn n_29(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return xla_f32_bits(0x7f800000u);
}

fn n_31(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return xla_f32_bits(0xff800000u);
}

fn n_32(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_29(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_33(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_31(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_34(i: u32) -> bool {
    let a0 = n_32(i);
    let a1 = n_33(i);
    return ((a0) || (a1));
}

fn n_35(i: u32) -> bool {
    let a0 = ld_4(i);
    let a1 = n_29(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_36(i: u32) -> bool {
    let a0 = ld_4(i);
    let a1 = n_31(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_37(i: u32) -> bool {
    let a0 = n_35(i);
    let a1 = n_36(i);
    return ((a0) || (a1));
}

fn n_38(i: u32) -> bool {
    let a0 = n_34(i);
    let a1 = n_37(i);
    return ((a0) || (a1));
}

fn n_39(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_4(i);
    return xla_fdiv(a0, a1);
}

fn n_40(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_3(i);
    return xla_fdiv(a0, a1);
}

fn n_41(i: u32) -> f32 {
    let a0 = n_39(i);
    let a1 = n_40(i);
    return ((a0) + (a1));
}

fn n_42(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_41(i);
    return xla_fdiv(a0, a1);
}

fn n_43(i: u32) -> f32 {
    let a0 = n_42(i);
    let a1 = ld_4(i);
    return xla_fdiv(a0, a1);
}

fn n_44(i: u32) -> f32 {
    let a0 = n_38(i);
    let a1 = n_4(i);
    let a2 = n_43(i);
    return select(a2, a1, a0);
}

fn n_45(i: u32) -> f32 {
    let a0 = n_26(i);
    let a1 = n_27(i);
    let a2 = n_44(i);
    return select(a2, a1, a0);
}

fn n_46(i: u32) -> f32 {
    let a0 = ld_2(i);
    let a1 = n_22(i);
    let a2 = n_45(i);
    return select(a2, a1, a0);
}

fn n_48(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 4.0f;
}

fn n_49(i: u32) -> f32 {
    let a0 = n_46(i);
    let a1 = n_48(i);
    return ((a0) * (a1));
}

fn n_50(i: u32) -> f32 {
    let a0 = n_49(i);
    return xla_log1p(a0);
}

fn n_51(i: u32) -> f32 {
    let a0 = n_10(i);
    let a1 = n_50(i);
    return ((a0) * (a1));
}

fn n_53(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.25f;
}

fn n_54(i: u32) -> f32 {
    let a0 = n_51(i);
    let a1 = n_53(i);
    return ((a0) * (a1));
}

fn n_55(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_4(i);
    return ((a0) + (a1));
}

fn n_56(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_57(i: u32) -> f32 {
    let a0 = n_18(i);
    let a1 = n_56(i);
    return ((a0) * (a1));
}

fn n_58(i: u32) -> f32 {
    let a0 = n_57(i);
    let a1 = n_20(i);
    return ((a0) - (a1));
}

fn n_59(i: u32) -> f32 {
    let a0 = n_55(i);
    let a1 = n_58(i);
    return xla_atan2(a0, a1);
}

fn n_60(i: u32) -> bool {
    let a0 = ld_4(i);
    let a1 = n_4(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) >= (a1)));
}

fn n_61(i: u32) -> f32 {
    let a0 = n_60(i);
    let a1 = ld_1(i);
    let a2 = n_9(i);
    return select(a2, a1, a0);
}

fn n_63(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 3.1415927f;
}

fn n_64(i: u32) -> f32 {
    let a0 = n_61(i);
    let a1 = n_63(i);
    return ((a0) * (a1));
}

fn n_65(i: u32) -> f32 {
    let a0 = ld_2(i);
    let a1 = n_59(i);
    let a2 = n_64(i);
    return select(a2, a1, a0);
}

fn n_67(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.5f;
}

fn n_68(i: u32) -> f32 {
    let a0 = n_65(i);
    let a1 = n_67(i);
    return ((a0) * (a1));
}

fn n_69(i: u32) -> vec2<f32> {
    let a0 = n_54(i);
    let a1 = n_68(i);
    return vec2<f32>(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_69(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}

