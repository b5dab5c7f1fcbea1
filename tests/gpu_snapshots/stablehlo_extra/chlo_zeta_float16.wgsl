// ---- kernel convert_convert_3
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

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    return a0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_4
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

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    return a0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel broadcast_broadcast_6
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_5(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 1.0f;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel negate_negate_30
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_29(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_29(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_35
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_31(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_34(i: u32) -> f32 {
    let a0 = n_31(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_34(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_41
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_37(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_40(i: u32) -> f32 {
    let a0 = n_37(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_40(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_47
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_43(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_46(i: u32) -> f32 {
    let a0 = n_43(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_46(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_53
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_49(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_52(i: u32) -> f32 {
    let a0 = n_49(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_52(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_58
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

fn n_30(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_31(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_32(i: u32) -> f32 {
    let a0 = n_31(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_33(i: u32) -> f32 {
    let a0 = n_30(i);
    let a1 = n_32(i);
    return ((a0) + (a1));
}

fn n_35(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_36(i: u32) -> f32 {
    let a0 = n_33(i);
    let a1 = n_35(i);
    return ((a0) + (a1));
}

fn n_37(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_38(i: u32) -> f32 {
    let a0 = n_37(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_39(i: u32) -> f32 {
    let a0 = n_36(i);
    let a1 = n_38(i);
    return ((a0) + (a1));
}

fn n_41(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_42(i: u32) -> f32 {
    let a0 = n_39(i);
    let a1 = n_41(i);
    return ((a0) + (a1));
}

fn n_43(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_44(i: u32) -> f32 {
    let a0 = n_43(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_45(i: u32) -> f32 {
    let a0 = n_42(i);
    let a1 = n_44(i);
    return ((a0) + (a1));
}

fn n_47(i: u32) -> f32 {
    let a0 = ld_5(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_48(i: u32) -> f32 {
    let a0 = n_45(i);
    let a1 = n_47(i);
    return ((a0) + (a1));
}

fn n_49(i: u32) -> f32 {
    let a0 = ld_5(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_50(i: u32) -> f32 {
    let a0 = n_49(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_51(i: u32) -> f32 {
    let a0 = n_48(i);
    let a1 = n_50(i);
    return ((a0) + (a1));
}

fn n_53(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_54(i: u32) -> f32 {
    let a0 = n_51(i);
    let a1 = n_53(i);
    return ((a0) + (a1));
}

fn n_55(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_56(i: u32) -> f32 {
    let a0 = n_55(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_57(i: u32) -> f32 {
    let a0 = n_54(i);
    let a1 = n_56(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_57(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_59
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_55(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_58(i: u32) -> f32 {
    let a0 = n_55(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_58(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel power_power_60
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

fn n_59(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_59(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_divide_73
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

fn n_71(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_72(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_71(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_72(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_219
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

fn n_6(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_8(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return xla_f32_bits(0x7f800000u);
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 0.0f;
}

fn n_11(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_10(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) <= (a1)));
}

fn n_12(i: u32) -> f32 {
    let a0 = ld_2(i);
    return floor(a0);
}

fn n_13(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_12(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_14(i: u32) -> bool {
    let a0 = n_11(i);
    let a1 = n_13(i);
    return ((a0) && (a1));
}

fn n_15(i: u32) -> f32 {
    let a0 = ld_0(i);
    return floor(a0);
}

fn n_16(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_15(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_18(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 2.0f;
}

fn n_19(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_18(i);
    return xla_rem_f32(a0, a1);
}

fn n_20(i: u32) -> bool {
    let a0 = n_19(i);
    let a1 = n_10(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_21(i: u32) -> bool {
    let a0 = n_16(i);
    let a1 = n_20(i);
    return ((a0) && (a1));
}

fn n_23(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_24(i: u32) -> f32 {
    let a0 = n_21(i);
    let a1 = n_8(i);
    let a2 = n_23(i);
    return select(a2, a1, a0);
}

fn n_25(i: u32) -> f32 {
    let a0 = ld_0(i);
    return floor(a0);
}

fn n_26(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_25(i);
    return (xla_cmp_nan(a0, a1) || ((a0) != (a1)));
}

fn n_27(i: u32) -> bool {
    let a0 = n_11(i);
    let a1 = n_26(i);
    return ((a0) && (a1));
}

fn n_28(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_60(i: u32) -> f32 {
    let a0 = ld_3(i);
    return abs(a0);
}

fn n_61(i: u32) -> f32 {
    let a0 = ld_4(i);
    return abs(a0);
}

fn n_63(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return xla_f32_bits(0x00000001u);
}

fn n_64(i: u32) -> f32 {
    let a0 = n_61(i);
    let a1 = n_63(i);
    return ((a0) * (a1));
}

fn n_65(i: u32) -> bool {
    let a0 = n_60(i);
    let a1 = n_64(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_66(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_5(i);
    return ((a0) * (a1));
}

fn n_67(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) - (a1));
}

fn n_68(i: u32) -> f32 {
    let a0 = n_66(i);
    let a1 = n_67(i);
    return xla_fdiv(a0, a1);
}

fn n_69(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = n_68(i);
    return ((a0) + (a1));
}

fn n_70(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_5(i);
    return xla_fdiv(a0, a1);
}

fn n_74(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 22.0f;
}

fn n_75(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_74(i);
    return ((a0) + (a1));
}

fn n_77(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 21.0f;
}

fn n_78(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_77(i);
    return ((a0) + (a1));
}

fn n_79(i: u32) -> f32 {
    let a0 = n_75(i);
    let a1 = n_78(i);
    return ((a0) * (a1));
}

fn n_81(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -1.3954465e-19f;
}

fn n_82(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_81(i);
    return ((a0) * (a1));
}

fn n_83(i: u32) -> f32 {
    let a0 = n_79(i);
    let a1 = n_82(i);
    return ((a0) * (a1));
}

fn n_85(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 20.0f;
}

fn n_86(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_85(i);
    return ((a0) + (a1));
}

fn n_88(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 19.0f;
}

fn n_89(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_88(i);
    return ((a0) + (a1));
}

fn n_90(i: u32) -> f32 {
    let a0 = n_86(i);
    let a1 = n_89(i);
    return ((a0) * (a1));
}

fn n_92(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 5.509003e-18f;
}

fn n_93(i: u32) -> f32 {
    let a0 = n_83(i);
    let a1 = n_92(i);
    return ((a0) + (a1));
}

fn n_94(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_93(i);
    return ((a0) * (a1));
}

fn n_95(i: u32) -> f32 {
    let a0 = n_90(i);
    let a1 = n_94(i);
    return ((a0) * (a1));
}

fn n_97(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 18.0f;
}

fn n_98(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_97(i);
    return ((a0) + (a1));
}

fn n_100(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 17.0f;
}

fn n_101(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_100(i);
    return ((a0) + (a1));
}

fn n_102(i: u32) -> f32 {
    let a0 = n_98(i);
    let a1 = n_101(i);
    return ((a0) * (a1));
}

fn n_104(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -2.1748687e-16f;
}

fn n_105(i: u32) -> f32 {
    let a0 = n_95(i);
    let a1 = n_104(i);
    return ((a0) + (a1));
}

fn n_106(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_105(i);
    return ((a0) * (a1));
}

fn n_107(i: u32) -> f32 {
    let a0 = n_102(i);
    let a1 = n_106(i);
    return ((a0) * (a1));
}

fn n_109(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 16.0f;
}

fn n_110(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_109(i);
    return ((a0) + (a1));
}

fn n_112(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 15.0f;
}

fn n_113(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_112(i);
    return ((a0) + (a1));
}

fn n_114(i: u32) -> f32 {
    let a0 = n_110(i);
    let a1 = n_113(i);
    return ((a0) * (a1));
}

fn n_116(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 8.586062e-15f;
}

fn n_117(i: u32) -> f32 {
    let a0 = n_107(i);
    let a1 = n_116(i);
    return ((a0) + (a1));
}

fn n_118(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_117(i);
    return ((a0) * (a1));
}

fn n_119(i: u32) -> f32 {
    let a0 = n_114(i);
    let a1 = n_118(i);
    return ((a0) * (a1));
}

fn n_121(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 14.0f;
}

fn n_122(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_121(i);
    return ((a0) + (a1));
}

fn n_124(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 13.0f;
}

fn n_125(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_124(i);
    return ((a0) + (a1));
}

fn n_126(i: u32) -> f32 {
    let a0 = n_122(i);
    let a1 = n_125(i);
    return ((a0) * (a1));
}

fn n_128(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -3.3896803e-13f;
}

fn n_129(i: u32) -> f32 {
    let a0 = n_119(i);
    let a1 = n_128(i);
    return ((a0) + (a1));
}

fn n_130(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_129(i);
    return ((a0) * (a1));
}

fn n_131(i: u32) -> f32 {
    let a0 = n_126(i);
    let a1 = n_130(i);
    return ((a0) * (a1));
}

fn n_133(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 12.0f;
}

fn n_134(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_133(i);
    return ((a0) + (a1));
}

fn n_136(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 11.0f;
}

fn n_137(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_136(i);
    return ((a0) + (a1));
}

fn n_138(i: u32) -> f32 {
    let a0 = n_134(i);
    let a1 = n_137(i);
    return ((a0) * (a1));
}

fn n_140(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 1.3382536e-11f;
}

fn n_141(i: u32) -> f32 {
    let a0 = n_131(i);
    let a1 = n_140(i);
    return ((a0) + (a1));
}

fn n_142(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_141(i);
    return ((a0) * (a1));
}

fn n_143(i: u32) -> f32 {
    let a0 = n_138(i);
    let a1 = n_142(i);
    return ((a0) * (a1));
}

fn n_145(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 10.0f;
}

fn n_146(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_145(i);
    return ((a0) + (a1));
}

fn n_148(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 9.0f;
}

fn n_149(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_148(i);
    return ((a0) + (a1));
}

fn n_150(i: u32) -> f32 {
    let a0 = n_146(i);
    let a1 = n_149(i);
    return ((a0) * (a1));
}

fn n_152(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -5.2841903e-10f;
}

fn n_153(i: u32) -> f32 {
    let a0 = n_143(i);
    let a1 = n_152(i);
    return ((a0) + (a1));
}

fn n_154(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_153(i);
    return ((a0) * (a1));
}

fn n_155(i: u32) -> f32 {
    let a0 = n_150(i);
    let a1 = n_154(i);
    return ((a0) * (a1));
}

fn n_157(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 8.0f;
}

fn n_158(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_157(i);
    return ((a0) + (a1));
}

fn n_160(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 7.0f;
}

fn n_161(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_160(i);
    return ((a0) + (a1));
}

fn n_162(i: u32) -> f32 {
    let a0 = n_158(i);
    let a1 = n_161(i);
    return ((a0) * (a1));
}

fn n_164(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 2.0876756e-8f;
}

fn n_165(i: u32) -> f32 {
    let a0 = n_155(i);
    let a1 = n_164(i);
    return ((a0) + (a1));
}

fn n_166(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_165(i);
    return ((a0) * (a1));
}

fn n_167(i: u32) -> f32 {
    let a0 = n_162(i);
    let a1 = n_166(i);
    return ((a0) * (a1));
}

fn n_169(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 6.0f;
}

fn n_170(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_169(i);
    return ((a0) + (a1));
}

fn n_172(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 5.0f;
}

fn n_173(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_172(i);
    return ((a0) + (a1));
}

fn n_174(i: u32) -> f32 {
    let a0 = n_170(i);
    let a1 = n_173(i);
    return ((a0) * (a1));
}

fn n_176(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -8.267196e-7f;
}

fn n_177(i: u32) -> f32 {
    let a0 = n_167(i);
    let a1 = n_176(i);
    return ((a0) + (a1));
}

fn n_178(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_177(i);
    return ((a0) * (a1));
}

fn n_179(i: u32) -> f32 {
    let a0 = n_174(i);
    let a1 = n_178(i);
    return ((a0) * (a1));
}

fn n_181(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 4.0f;
}

fn n_182(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_181(i);
    return ((a0) + (a1));
}

fn n_184(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 3.0f;
}

fn n_185(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_184(i);
    return ((a0) + (a1));
}

fn n_186(i: u32) -> f32 {
    let a0 = n_182(i);
    let a1 = n_185(i);
    return ((a0) * (a1));
}

fn n_188(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 3.3068784e-5f;
}

fn n_189(i: u32) -> f32 {
    let a0 = n_179(i);
    let a1 = n_188(i);
    return ((a0) + (a1));
}

fn n_190(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_189(i);
    return ((a0) * (a1));
}

fn n_191(i: u32) -> f32 {
    let a0 = n_186(i);
    let a1 = n_190(i);
    return ((a0) * (a1));
}

fn n_193(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 2.0f;
}

fn n_194(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_193(i);
    return ((a0) + (a1));
}

fn n_196(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 1.0f;
}

fn n_197(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_196(i);
    return ((a0) + (a1));
}

fn n_198(i: u32) -> f32 {
    let a0 = n_194(i);
    let a1 = n_197(i);
    return ((a0) * (a1));
}

fn n_200(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -0.0013888889f;
}

fn n_201(i: u32) -> f32 {
    let a0 = n_191(i);
    let a1 = n_200(i);
    return ((a0) + (a1));
}

fn n_202(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_201(i);
    return ((a0) * (a1));
}

fn n_203(i: u32) -> f32 {
    let a0 = n_198(i);
    let a1 = n_202(i);
    return ((a0) * (a1));
}

fn n_205(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 0.083333336f;
}

fn n_206(i: u32) -> f32 {
    let a0 = n_203(i);
    let a1 = n_205(i);
    return ((a0) + (a1));
}

fn n_207(i: u32) -> f32 {
    let a0 = n_70(i);
    let a1 = n_206(i);
    return ((a0) * (a1));
}

fn n_209(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 0.5f;
}

fn n_210(i: u32) -> f32 {
    let a0 = n_207(i);
    let a1 = n_209(i);
    return ((a0) + (a1));
}

fn n_211(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = n_210(i);
    return ((a0) * (a1));
}

fn n_212(i: u32) -> f32 {
    let a0 = n_69(i);
    let a1 = n_211(i);
    return ((a0) + (a1));
}

fn n_213(i: u32) -> f32 {
    let a0 = n_65(i);
    let a1 = ld_4(i);
    let a2 = n_212(i);
    return select(a2, a1, a0);
}

fn n_214(i: u32) -> f32 {
    let a0 = n_28(i);
    let a1 = n_23(i);
    let a2 = n_213(i);
    return select(a2, a1, a0);
}

fn n_215(i: u32) -> f32 {
    let a0 = n_27(i);
    let a1 = n_23(i);
    let a2 = n_214(i);
    return select(a2, a1, a0);
}

fn n_216(i: u32) -> f32 {
    let a0 = n_14(i);
    let a1 = n_24(i);
    let a2 = n_215(i);
    return select(a2, a1, a0);
}

fn n_217(i: u32) -> f32 {
    let a0 = n_6(i);
    let a1 = n_8(i);
    let a2 = n_216(i);
    return select(a2, a1, a0);
}

fn n_218(i: u32) -> f32 {
    let a0 = n_217(i);
    return xla_round_f16(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 113u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 225u) {
    let v = n_218(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 225u) {
    let v = n_218(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 113u) { out0[t * 1u + 0u] = w0_0; }
}

