// ---- kernel exponential_exp_9
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_exp(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel exponential_exp_12
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_11(i: u32) -> f32 {
    let c0 = i / 1u;
    return 0.5f;
}

fn n_12(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_11(i);
    return ((a0) * (a1));
}

fn n_13(i: u32) -> f32 {
    let a0 = n_12(i);
    return xla_exp(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_13(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel cosine_exp_13
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_14(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_cos(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_14(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_1
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

fn xla_hypot(x: f32, y: f32) -> f32 {
    let ax = abs(x);
    let ay = abs(y);
    if (xla_isinf(ax) || xla_isinf(ay)) { return xla_f32_bits(0x7f800000u); }
    if (xla_isnan(ax) || xla_isnan(ay)) { return xla_nan(); }
    let hi0 = max(ax, ay);
    let lo0 = min(ax, ay);
    if (hi0 == 0.0) { return 0.0; }
    // Powers of two (exact scaling): 2^-70 above 2^60, 2^100 below 2^-50.
    var up = 1.0;
    if (hi0 > 1.152921504606847e18) { up = 8.470329472543003e-22; }
    if (hi0 < 8.881784197001252e-16) { up = 1.2676506002282294e30; }
    let h = hi0 * up;
    let l = lo0 * up;
    let ph = h * h;
    let qh = l * l;
    var r = xla_fsqrt(ph + qh);
    let hh = h * 4097.0;
    let h1 = hh + (h - hh);
    let h2 = h - h1;
    let pl = ((h1 * h1 - ph) + 2.0 * h1 * h2) + h2 * h2;
    let lh = l * 4097.0;
    let l1 = lh + (l - lh);
    let l2 = l - l1;
    let ql = ((l1 * l1 - qh) + 2.0 * l1 * l2) + l2 * l2;
    let rh = r * r;
    let rr = r * 4097.0;
    let r1 = rr + (r - rr);
    let r2 = r - r1;
    let rl = ((r1 * r1 - rh) + 2.0 * r1 * r2) + r2 * r2;
    let d = ((ph - rh) + qh) + ((pl - rl) + ql);
    r = r + xla_fdiv(d, 2.0 * r);
    return xla_fdiv(r, up);
}

// c64 values are vec2<f32> (real, imaginary), computed by the CPU backend's formulas in its
// operation order. The elementwise product as XLA:CPU fuses it: re = fma(a, c, -bd),
// im = fma(b, c, ad) (jaxlib's bits where `fma` is fused; a device may run it unfused, as
// lavapipe does: then within 1 ulp of the modulus).

fn xla_cmul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(fma(a.x, b.x, -(a.y * b.y)), fma(a.y, b.x, a.x * b.y));
}

// The product term of a c64 dot or convolution, each product rounded (the CPU backend's
// summation loops).

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

fn n_2(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return vec2<f32>(a0, a1);
}

fn n_3(i: u32) -> vec2<f32> {
    let a0 = ld_1(i);
    let a1 = ld_0(i);
    return vec2<f32>(a0, a1);
}

fn n_4(i: u32) -> vec2<f32> {
    let a0 = n_2(i);
    let a1 = n_3(i);
    return xla_cmul(a0, a1);
}

fn n_5(i: u32) -> f32 {
    let a0 = n_4(i);
    return xla_hypot((a0).x, (a0).y);
}

fn n_8(i: u32) -> f32 {
    let c0 = i / 1u;
    return xla_f32_bits(0x7f800000u);
}

fn n_9(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_8(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_15(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_4(i);
    return ((a0) * (a1));
}

fn n_16(i: u32) -> f32 {
    let a0 = n_15(i);
    let a1 = ld_3(i);
    return ((a0) * (a1));
}

fn n_17(i: u32) -> f32 {
    let a0 = ld_2(i);
    let a1 = ld_4(i);
    return ((a0) * (a1));
}

fn n_18(i: u32) -> f32 {
    let a0 = n_9(i);
    let a1 = n_16(i);
    let a2 = n_17(i);
    return select(a2, a1, a0);
}

fn n_19(i: u32) -> f32 {
    let a0 = n_5(i);
    let a1 = n_18(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_19(e);
    out0[e] = bitcast<u32>(v);
}

