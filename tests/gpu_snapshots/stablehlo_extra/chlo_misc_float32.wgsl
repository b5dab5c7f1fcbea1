// ---- kernel erf_erf_3
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
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

fn xla_erf(x0: f32) -> f32 {
    // XLA's rational approximation (Eigen's generic_fast_erf_float, fused multiply-adds), as
    // the CPU backend's erf_f32: the same formula on both backends.
    if (xla_isnan(x0)) { return x0; }
    let x = clamp(x0, -0x1.ea8f96p+1f, 0x1.ea8f96p+1f);
    let x2 = x * x;
    var p = 0x1.e05aa2p-13f;
    p = fma(p, x2, 0x1.bebb44p-9f);
    p = fma(p, x2, 0x1.a16dd6p-5f);
    p = fma(p, x2, 0x1.7b4e8p-3f);
    p = fma(p, x2, 0x1.20dd74p+0f);
    p = p * x;
    var q = -0x1.fa720cp-24f;
    q = fma(q, x2, 0x1.8b11bep-16f);
    q = fma(q, x2, 0x1.0ada5p-10f);
    q = fma(q, x2, 0x1.cd0fa8p-7f);
    q = fma(q, x2, 0x1.c69842p-4f);
    q = fma(q, x2, 0x1.fd6894p-2f);
    q = fma(q, x2, 0x1p+0f);
    return xla_fdiv(p, q);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_erf(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_multiply_4
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_0(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel compare_call_6_compare_5
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
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_fdiv(a0, a1);
}

fn n_5(i: u32) -> f32 {
    let a0 = n_4(i);
    return abs(a0);
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return xla_f32_bits(0x7f800000u);
}

fn n_8(i: u32) -> bool {
    let a0 = n_5(i);
    let a1 = n_7(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 15u) {
    let v = n_8(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 15u) {
    let v = n_8(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 15u) {
    let v = n_8(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 15u) {
    let v = n_8(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 4u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel tan_tan_7
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

fn xla_tan(x: f32) -> f32 {
    if (!xla_isfinite(x)) { return select(xla_nan(), x, xla_isnan(x)); }
    if ((bitcast<u32>(x) & 0x7fffffffu) < 0x39800000u) { return x; }
    let v = xla_trig_reduce(x);
    let r = v.x;
    let z = r * r;
    // tan on [-pi/4, pi/4] (Cephes tanf coefficients); odd quadrants are -1/tan(r).
    var p = 9.38540185543e-3;
    p = p * z + 3.11992232697e-3;
    p = p * z + 2.44301354525e-2;
    p = p * z + 5.34112807005e-2;
    p = p * z + 1.33387994085e-1;
    p = p * z + 3.33331568548e-1;
    let t = p * z * r + r;
    return select(t, xla_fdiv(-1.0, t), (u32(v.y) & 1u) == 1u);
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

fn n_9(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_tan(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = bitcast<u32>(v);
}

