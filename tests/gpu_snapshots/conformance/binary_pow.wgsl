// ---- kernel power_pow_1
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

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 25u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}

