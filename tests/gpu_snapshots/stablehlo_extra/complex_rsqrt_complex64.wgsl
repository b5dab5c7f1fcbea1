// ---- kernel rsqrt_rsqrt_2
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

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

fn xla_min_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a < b);
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

fn xla_crsqrt(z: vec2<f32>) -> vec2<f32> {
    let a = z.x;
    let b = z.y;
    let abs_a = abs(a);
    let abs_b = abs(b);
    let mx = xla_max_f32(abs_a, abs_b);
    let mn = xla_min_f32(abs_a, abs_b);
    let dv = xla_fdiv(mn, mx);
    let root = xla_fsqrt(1.0 + dv * dv);
    let prod = xla_fdiv(1.0, xla_fsqrt(mx)) * xla_fdiv(1.0, xla_fsqrt(root));
    let r = select(prod, xla_fdiv(1.0, xla_fsqrt(mn)), xla_isnan(prod));
    let angle = xla_atan2(b, a) * -0.5;
    let sa = bitcast<u32>(a) & 0x80000000u;
    let sb = bitcast<u32>(b) & 0x80000000u;
    if (b == 0.0 && a == 0.0) { return vec2<f32>(xla_f32_bits(0x7f800000u), xla_nan()); }
    if ((xla_isinf(abs_b) && xla_isnan(a)) || xla_isinf(abs_a)) {
        return vec2<f32>(bitcast<f32>(sa), bitcast<f32>(sb ^ 0x80000000u));
    }
    return vec2<f32>(r * xla_cos(angle), r * xla_sin(angle));
}

// (cosh b, sinh b), sinh through expm1 so that small arguments keep their digits.

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn n_1(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    return xla_crsqrt(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_1(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}

