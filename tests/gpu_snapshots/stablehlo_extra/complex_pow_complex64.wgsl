// ---- kernel power_power_3
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

fn xla_cpow(x: vec2<f32>, y: vec2<f32>) -> vec2<f32> {
    let a = x.x;
    let b = x.y;
    let c = y.x;
    let d = y.y;
    let aa_p_bb = fma(b, b, a * a);
    let theta = xla_atan2(b, a);
    let coeff = xla_pow_f32(aa_p_bb, 0.5 * c) * xla_exp(-d * theta);
    let q = fma(0.5 * d, xla_log(aa_p_bb), c * theta);
    if (aa_p_bb == 0.0 && d == 0.0 && 0.0 <= c) {
        return vec2<f32>(select(0.0, 1.0, c == 0.0), 0.0);
    }
    return vec2<f32>(coeff * xla_cos(q), coeff * xla_sin(q));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn ld_1(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in1[2u * (i)], in1[2u * (i) + 1u]));
}

fn n_2(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_cpow(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 240u) { return; }
    let e = t;
    let v = n_2(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}

