// ---- kernel convert_convert_2
fn xla_f16_to_f32(h: u32) -> f32 {
    let s = (h & 0x8000u) << 16u;
    let e = (h >> 10u) & 0x1fu;
    let m = h & 0x3ffu;
    if (e == 0u) {
        return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8));
    }
    if (e == 31u) {
        // A NaN comes out quiet, payload kept, as x86's vcvtph2ps (and so jaxlib) gives it.
        return bitcast<f32>(s | 0x7f800000u | (m << 13u) | select(0u, 0x400000u, m != 0u));
    }
    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return xla_f16_to_f32((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu);
}

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return a0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 13u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel log_log_22
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

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_9(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_10(i: u32) -> f32 {
    let a0 = n_9(i);
    return floor(a0);
}

fn n_11(i: u32) -> f32 {
    let a0 = n_9(i);
    let a1 = n_10(i);
    return ((a0) - (a1));
}

fn n_12(i: u32) -> bool {
    let a0 = n_7(i);
    let a1 = n_11(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_14(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_15(i: u32) -> f32 {
    let a0 = n_14(i);
    let a1 = n_11(i);
    return ((a0) - (a1));
}

fn n_16(i: u32) -> f32 {
    let a0 = n_12(i);
    let a1 = n_15(i);
    let a2 = n_11(i);
    return select(a2, a1, a0);
}

fn n_18(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.1415927f;
}

fn n_19(i: u32) -> f32 {
    let a0 = n_16(i);
    let a1 = n_18(i);
    return ((a0) * (a1));
}

fn n_20(i: u32) -> f32 {
    let a0 = n_19(i);
    return xla_sin(a0);
}

fn n_21(i: u32) -> f32 {
    let a0 = n_20(i);
    return xla_log(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 13u) { return; }
    let e = t;
    let v = n_21(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_29
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

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_8(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_7(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_14(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_26(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

fn n_27(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_14(i);
    return ((a0) - (a1));
}

fn n_28(i: u32) -> f32 {
    let a0 = n_8(i);
    let a1 = n_26(i);
    let a2 = n_27(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 13u) { return; }
    let e = t;
    let v = n_28(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_38
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

fn n_31(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.5f;
}

fn n_33(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_31(i);
    return xla_fdiv(a0, a1);
}

fn n_34(i: u32) -> f32 {
    let a0 = n_33(i);
    return xla_log1p(a0);
}

fn n_36(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.014903f;
}

fn n_37(i: u32) -> f32 {
    let a0 = n_34(i);
    let a1 = n_36(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 13u) { return; }
    let e = t;
    let v = n_37(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_104
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

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_29(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_7(i);
    return ((a0) + (a1));
}

fn n_31(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.5f;
}

fn n_32(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_31(i);
    return ((a0) + (a1));
}

fn n_38(i: u32) -> f32 {
    let a0 = n_32(i);
    let a1 = ld_1(i);
    return xla_fdiv(a0, a1);
}

fn n_39(i: u32) -> f32 {
    let a0 = n_29(i);
    let a1 = n_38(i);
    return ((a0) - (a1));
}

fn n_40(i: u32) -> f32 {
    let a0 = n_39(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_42(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.9189385f;
}

fn n_43(i: u32) -> f32 {
    let a0 = n_40(i);
    let a1 = n_42(i);
    return ((a0) + (a1));
}

fn n_45(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_47(i: u32) -> f32 {
    let c0 = i / 1u;
    return 676.5204f;
}

fn n_49(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.0f;
}

fn n_50(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_49(i);
    return ((a0) + (a1));
}

fn n_51(i: u32) -> f32 {
    let a0 = n_47(i);
    let a1 = n_50(i);
    return xla_fdiv(a0, a1);
}

fn n_52(i: u32) -> f32 {
    let a0 = n_45(i);
    let a1 = n_51(i);
    return ((a0) + (a1));
}

fn n_54(i: u32) -> f32 {
    let c0 = i / 1u;
    return -1259.1392f;
}

fn n_56(i: u32) -> f32 {
    let c0 = i / 1u;
    return 2.0f;
}

fn n_57(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_56(i);
    return ((a0) + (a1));
}

fn n_58(i: u32) -> f32 {
    let a0 = n_54(i);
    let a1 = n_57(i);
    return xla_fdiv(a0, a1);
}

fn n_59(i: u32) -> f32 {
    let a0 = n_52(i);
    let a1 = n_58(i);
    return ((a0) + (a1));
}

fn n_61(i: u32) -> f32 {
    let c0 = i / 1u;
    return 771.3234f;
}

fn n_63(i: u32) -> f32 {
    let c0 = i / 1u;
    return 3.0f;
}

fn n_64(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_63(i);
    return ((a0) + (a1));
}

fn n_65(i: u32) -> f32 {
    let a0 = n_61(i);
    let a1 = n_64(i);
    return xla_fdiv(a0, a1);
}

fn n_66(i: u32) -> f32 {
    let a0 = n_59(i);
    let a1 = n_65(i);
    return ((a0) + (a1));
}

fn n_68(i: u32) -> f32 {
    let c0 = i / 1u;
    return -176.61504f;
}

fn n_70(i: u32) -> f32 {
    let c0 = i / 1u;
    return 4.0f;
}

fn n_71(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_70(i);
    return ((a0) + (a1));
}

fn n_72(i: u32) -> f32 {
    let a0 = n_68(i);
    let a1 = n_71(i);
    return xla_fdiv(a0, a1);
}

fn n_73(i: u32) -> f32 {
    let a0 = n_66(i);
    let a1 = n_72(i);
    return ((a0) + (a1));
}

fn n_75(i: u32) -> f32 {
    let c0 = i / 1u;
    return 12.507343f;
}

fn n_77(i: u32) -> f32 {
    let c0 = i / 1u;
    return 5.0f;
}

fn n_78(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_77(i);
    return ((a0) + (a1));
}

fn n_79(i: u32) -> f32 {
    let a0 = n_75(i);
    let a1 = n_78(i);
    return xla_fdiv(a0, a1);
}

fn n_80(i: u32) -> f32 {
    let a0 = n_73(i);
    let a1 = n_79(i);
    return ((a0) + (a1));
}

fn n_82(i: u32) -> f32 {
    let c0 = i / 1u;
    return -0.1385711f;
}

fn n_84(i: u32) -> f32 {
    let c0 = i / 1u;
    return 6.0f;
}

fn n_85(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_84(i);
    return ((a0) + (a1));
}

fn n_86(i: u32) -> f32 {
    let a0 = n_82(i);
    let a1 = n_85(i);
    return xla_fdiv(a0, a1);
}

fn n_87(i: u32) -> f32 {
    let a0 = n_80(i);
    let a1 = n_86(i);
    return ((a0) + (a1));
}

fn n_89(i: u32) -> f32 {
    let c0 = i / 1u;
    return 9.984369e-6f;
}

fn n_91(i: u32) -> f32 {
    let c0 = i / 1u;
    return 7.0f;
}

fn n_92(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_91(i);
    return ((a0) + (a1));
}

fn n_93(i: u32) -> f32 {
    let a0 = n_89(i);
    let a1 = n_92(i);
    return xla_fdiv(a0, a1);
}

fn n_94(i: u32) -> f32 {
    let a0 = n_87(i);
    let a1 = n_93(i);
    return ((a0) + (a1));
}

fn n_96(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.5056327e-7f;
}

fn n_98(i: u32) -> f32 {
    let c0 = i / 1u;
    return 8.0f;
}

fn n_99(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_98(i);
    return ((a0) + (a1));
}

fn n_100(i: u32) -> f32 {
    let a0 = n_96(i);
    let a1 = n_99(i);
    return xla_fdiv(a0, a1);
}

fn n_101(i: u32) -> f32 {
    let a0 = n_94(i);
    let a1 = n_100(i);
    return ((a0) + (a1));
}

fn n_102(i: u32) -> f32 {
    let a0 = n_101(i);
    return xla_log(a0);
}

fn n_103(i: u32) -> f32 {
    let a0 = n_43(i);
    let a1 = n_102(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 13u) { return; }
    let e = t;
    let v = n_103(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_110
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_isfinite(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7f800000u) != 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

fn xla_f16_to_f32(h: u32) -> f32 {
    let s = (h & 0x8000u) << 16u;
    let e = (h >> 10u) & 0x1fu;
    let m = h & 0x3ffu;
    if (e == 0u) {
        return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8));
    }
    if (e == 31u) {
        // A NaN comes out quiet, payload kept, as x86's vcvtph2ps (and so jaxlib) gives it.
        return bitcast<f32>(s | 0x7f800000u | (m << 13u) | select(0u, 0x400000u, m != 0u));
    }
    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));
}

fn xla_f32_to_f16_sw(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let sign = (b >> 16u) & 0x8000u;
    let a = b & 0x7fffffffu;
    if (a > 0x7f800000u) { return sign | 0x7e00u | ((a >> 13u) & 0x3ffu); }
    if (a >= 0x477ff000u) { return sign | 0x7c00u; }
    if (a < 0x38800000u) {
        if (a < 0x33000000u) { return sign; }
        let e = a >> 23u;
        let m = (a & 0x7fffffu) | 0x800000u;
        let sh = 126u - e;
        let r = m >> sh;
        let rem = m & ((1u << sh) - 1u);
        let half = 1u << (sh - 1u);
        var res = r;
        if (rem > half || (rem == half && (r & 1u) == 1u)) { res = res + 1u; }
        return sign | res;
    }
    var h = (a >> 13u) - (112u << 10u);
    let rem = a & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (h & 1u) == 1u)) { h = h + 1u; }
    return sign | h;
}

// Rounding to f16 with a straight-line path for results that are normal f16s (the common
// case): adding 0xfff plus the lowest kept bit and dropping the 13 low mantissa bits is round
// to nearest even, and a carry into the exponent gives the right next binade. From 2^-14
// (0x38800000, f16's smallest normal) up to 65520 (0x477ff000, where rounding reaches
// infinity); zeros, subnormals, overflow, infinities and NaNs take xla_f32_to_f16_sw.
//
// This is also why webxla does not use `shader-f16`'s `f16(x)`: WGSL lets a conversion round
// to either neighbour, and NVIDIA's Vulkan driver was measured rounding toward zero, which
// is not XLA's bits; the integer path here is as fast as the hardware one was.

fn xla_f32_to_f16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        let r = a + 0xfffu + ((a >> 13u) & 1u);
        return ((b >> 16u) & 0x8000u) | ((r >> 13u) - (112u << 10u));
    }
    return xla_f32_to_f16_sw(x);
}

fn xla_round_f16(x: f32) -> f32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        return bitcast<f32>((b + 0xfffu + ((b >> 13u) & 1u)) & 0xffffe000u);
    }
    return xla_f16_to_f32(xla_f32_to_f16_sw(x));
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
    return xla_f32_bits(0x7f800000u);
}

fn n_5(i: u32) -> bool {
    let a0 = n_2(i);
    let a1 = n_4(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_8(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_7(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_22(i: u32) -> bool {
    let a0 = ld_1(i);
    return xla_isfinite(a0);
}

fn n_24(i: u32) -> f32 {
    let c0 = i / 1u;
    return 1.1447299f;
}

fn n_25(i: u32) -> f32 {
    let a0 = n_24(i);
    let a1 = ld_1(i);
    return ((a0) - (a1));
}

fn n_104(i: u32) -> f32 {
    let a0 = n_25(i);
    let a1 = ld_2(i);
    return ((a0) - (a1));
}

fn n_105(i: u32) -> f32 {
    let a0 = ld_1(i);
    return (-(a0));
}

fn n_106(i: u32) -> f32 {
    let a0 = n_22(i);
    let a1 = n_104(i);
    let a2 = n_105(i);
    return select(a2, a1, a0);
}

fn n_107(i: u32) -> f32 {
    let a0 = n_8(i);
    let a1 = n_106(i);
    let a2 = ld_2(i);
    return select(a2, a1, a0);
}

fn n_108(i: u32) -> f32 {
    let a0 = n_5(i);
    let a1 = n_4(i);
    let a2 = n_107(i);
    return select(a2, a1, a0);
}

fn n_109(i: u32) -> f32 {
    let a0 = n_108(i);
    return xla_round_f16(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 7u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 13u) {
    let v = n_109(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 13u) {
    let v = n_109(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 7u) { out0[t * 1u + 0u] = w0_0; }
}

