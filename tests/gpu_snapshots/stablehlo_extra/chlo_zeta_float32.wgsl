// ---- kernel broadcast_broadcast_4
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_3(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 1.0f;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel negate_negate_28
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_27(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (-(a0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_27(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_33
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_29(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_32(i: u32) -> f32 {
    let a0 = n_29(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_32(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_39
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_35(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_38(i: u32) -> f32 {
    let a0 = n_35(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_38(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_45
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_41(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_44(i: u32) -> f32 {
    let a0 = n_41(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_44(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_51
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_47(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_50(i: u32) -> f32 {
    let a0 = n_47(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_50(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_56
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

fn n_28(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_29(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_30(i: u32) -> f32 {
    let a0 = n_29(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_31(i: u32) -> f32 {
    let a0 = n_28(i);
    let a1 = n_30(i);
    return ((a0) + (a1));
}

fn n_33(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_34(i: u32) -> f32 {
    let a0 = n_31(i);
    let a1 = n_33(i);
    return ((a0) + (a1));
}

fn n_35(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_36(i: u32) -> f32 {
    let a0 = n_35(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_37(i: u32) -> f32 {
    let a0 = n_34(i);
    let a1 = n_36(i);
    return ((a0) + (a1));
}

fn n_39(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_40(i: u32) -> f32 {
    let a0 = n_37(i);
    let a1 = n_39(i);
    return ((a0) + (a1));
}

fn n_41(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_42(i: u32) -> f32 {
    let a0 = n_41(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_43(i: u32) -> f32 {
    let a0 = n_40(i);
    let a1 = n_42(i);
    return ((a0) + (a1));
}

fn n_45(i: u32) -> f32 {
    let a0 = ld_5(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_46(i: u32) -> f32 {
    let a0 = n_43(i);
    let a1 = n_45(i);
    return ((a0) + (a1));
}

fn n_47(i: u32) -> f32 {
    let a0 = ld_5(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_48(i: u32) -> f32 {
    let a0 = n_47(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_49(i: u32) -> f32 {
    let a0 = n_46(i);
    let a1 = n_48(i);
    return ((a0) + (a1));
}

fn n_51(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_52(i: u32) -> f32 {
    let a0 = n_49(i);
    let a1 = n_51(i);
    return ((a0) + (a1));
}

fn n_53(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = ld_2(i);
    return ((a0) + (a1));
}

fn n_54(i: u32) -> f32 {
    let a0 = n_53(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

fn n_55(i: u32) -> f32 {
    let a0 = n_52(i);
    let a1 = n_54(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_55(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_57
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_53(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_56(i: u32) -> f32 {
    let a0 = n_53(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_56(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel power_power_58
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

fn n_57(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_pow_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_57(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_divide_71
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

fn n_69(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_70(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_69(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_70(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select_select_216
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

fn n_4(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_6(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return xla_f32_bits(0x7f800000u);
}

fn n_8(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 0.0f;
}

fn n_9(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_8(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) <= (a1)));
}

fn n_10(i: u32) -> f32 {
    let a0 = ld_2(i);
    return floor(a0);
}

fn n_11(i: u32) -> bool {
    let a0 = ld_2(i);
    let a1 = n_10(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_12(i: u32) -> bool {
    let a0 = n_9(i);
    let a1 = n_11(i);
    return ((a0) && (a1));
}

fn n_13(i: u32) -> f32 {
    let a0 = ld_0(i);
    return floor(a0);
}

fn n_14(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_13(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_16(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 2.0f;
}

fn n_17(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_16(i);
    return xla_rem_f32(a0, a1);
}

fn n_18(i: u32) -> bool {
    let a0 = n_17(i);
    let a1 = n_8(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_19(i: u32) -> bool {
    let a0 = n_14(i);
    let a1 = n_18(i);
    return ((a0) && (a1));
}

fn n_21(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_22(i: u32) -> f32 {
    let a0 = n_19(i);
    let a1 = n_6(i);
    let a2 = n_21(i);
    return select(a2, a1, a0);
}

fn n_23(i: u32) -> f32 {
    let a0 = ld_0(i);
    return floor(a0);
}

fn n_24(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_23(i);
    return (xla_cmp_nan(a0, a1) || ((a0) != (a1)));
}

fn n_25(i: u32) -> bool {
    let a0 = n_9(i);
    let a1 = n_24(i);
    return ((a0) && (a1));
}

fn n_26(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_58(i: u32) -> f32 {
    let a0 = ld_3(i);
    return abs(a0);
}

fn n_59(i: u32) -> f32 {
    let a0 = ld_4(i);
    return abs(a0);
}

fn n_61(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return xla_f32_bits(0x00000001u);
}

fn n_62(i: u32) -> f32 {
    let a0 = n_59(i);
    let a1 = n_61(i);
    return ((a0) * (a1));
}

fn n_63(i: u32) -> bool {
    let a0 = n_58(i);
    let a1 = n_62(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) < (a1)));
}

fn n_64(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = ld_5(i);
    return ((a0) * (a1));
}

fn n_65(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) - (a1));
}

fn n_66(i: u32) -> f32 {
    let a0 = n_64(i);
    let a1 = n_65(i);
    return xla_fdiv(a0, a1);
}

fn n_67(i: u32) -> f32 {
    let a0 = ld_4(i);
    let a1 = n_66(i);
    return ((a0) + (a1));
}

fn n_68(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_5(i);
    return xla_fdiv(a0, a1);
}

fn n_72(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 22.0f;
}

fn n_73(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_72(i);
    return ((a0) + (a1));
}

fn n_75(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 21.0f;
}

fn n_76(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_75(i);
    return ((a0) + (a1));
}

fn n_77(i: u32) -> f32 {
    let a0 = n_73(i);
    let a1 = n_76(i);
    return ((a0) * (a1));
}

fn n_79(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -1.3954465e-19f;
}

fn n_80(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_79(i);
    return ((a0) * (a1));
}

fn n_81(i: u32) -> f32 {
    let a0 = n_77(i);
    let a1 = n_80(i);
    return ((a0) * (a1));
}

fn n_83(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 20.0f;
}

fn n_84(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_83(i);
    return ((a0) + (a1));
}

fn n_86(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 19.0f;
}

fn n_87(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_86(i);
    return ((a0) + (a1));
}

fn n_88(i: u32) -> f32 {
    let a0 = n_84(i);
    let a1 = n_87(i);
    return ((a0) * (a1));
}

fn n_90(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 5.509003e-18f;
}

fn n_91(i: u32) -> f32 {
    let a0 = n_81(i);
    let a1 = n_90(i);
    return ((a0) + (a1));
}

fn n_92(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_91(i);
    return ((a0) * (a1));
}

fn n_93(i: u32) -> f32 {
    let a0 = n_88(i);
    let a1 = n_92(i);
    return ((a0) * (a1));
}

fn n_95(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 18.0f;
}

fn n_96(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_95(i);
    return ((a0) + (a1));
}

fn n_98(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 17.0f;
}

fn n_99(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_98(i);
    return ((a0) + (a1));
}

fn n_100(i: u32) -> f32 {
    let a0 = n_96(i);
    let a1 = n_99(i);
    return ((a0) * (a1));
}

fn n_102(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -2.1748687e-16f;
}

fn n_103(i: u32) -> f32 {
    let a0 = n_93(i);
    let a1 = n_102(i);
    return ((a0) + (a1));
}

fn n_104(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_103(i);
    return ((a0) * (a1));
}

fn n_105(i: u32) -> f32 {
    let a0 = n_100(i);
    let a1 = n_104(i);
    return ((a0) * (a1));
}

fn n_107(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 16.0f;
}

fn n_108(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_107(i);
    return ((a0) + (a1));
}

fn n_110(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 15.0f;
}

fn n_111(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_110(i);
    return ((a0) + (a1));
}

fn n_112(i: u32) -> f32 {
    let a0 = n_108(i);
    let a1 = n_111(i);
    return ((a0) * (a1));
}

fn n_114(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 8.586062e-15f;
}

fn n_115(i: u32) -> f32 {
    let a0 = n_105(i);
    let a1 = n_114(i);
    return ((a0) + (a1));
}

fn n_116(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_115(i);
    return ((a0) * (a1));
}

fn n_117(i: u32) -> f32 {
    let a0 = n_112(i);
    let a1 = n_116(i);
    return ((a0) * (a1));
}

fn n_119(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 14.0f;
}

fn n_120(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_119(i);
    return ((a0) + (a1));
}

fn n_122(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 13.0f;
}

fn n_123(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_122(i);
    return ((a0) + (a1));
}

fn n_124(i: u32) -> f32 {
    let a0 = n_120(i);
    let a1 = n_123(i);
    return ((a0) * (a1));
}

fn n_126(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -3.3896803e-13f;
}

fn n_127(i: u32) -> f32 {
    let a0 = n_117(i);
    let a1 = n_126(i);
    return ((a0) + (a1));
}

fn n_128(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_127(i);
    return ((a0) * (a1));
}

fn n_129(i: u32) -> f32 {
    let a0 = n_124(i);
    let a1 = n_128(i);
    return ((a0) * (a1));
}

fn n_131(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 12.0f;
}

fn n_132(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_131(i);
    return ((a0) + (a1));
}

fn n_134(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 11.0f;
}

fn n_135(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_134(i);
    return ((a0) + (a1));
}

fn n_136(i: u32) -> f32 {
    let a0 = n_132(i);
    let a1 = n_135(i);
    return ((a0) * (a1));
}

fn n_138(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 1.3382536e-11f;
}

fn n_139(i: u32) -> f32 {
    let a0 = n_129(i);
    let a1 = n_138(i);
    return ((a0) + (a1));
}

fn n_140(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_139(i);
    return ((a0) * (a1));
}

fn n_141(i: u32) -> f32 {
    let a0 = n_136(i);
    let a1 = n_140(i);
    return ((a0) * (a1));
}

fn n_143(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 10.0f;
}

fn n_144(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_143(i);
    return ((a0) + (a1));
}

fn n_146(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 9.0f;
}

fn n_147(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_146(i);
    return ((a0) + (a1));
}

fn n_148(i: u32) -> f32 {
    let a0 = n_144(i);
    let a1 = n_147(i);
    return ((a0) * (a1));
}

fn n_150(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -5.2841903e-10f;
}

fn n_151(i: u32) -> f32 {
    let a0 = n_141(i);
    let a1 = n_150(i);
    return ((a0) + (a1));
}

fn n_152(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_151(i);
    return ((a0) * (a1));
}

fn n_153(i: u32) -> f32 {
    let a0 = n_148(i);
    let a1 = n_152(i);
    return ((a0) * (a1));
}

fn n_155(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 8.0f;
}

fn n_156(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_155(i);
    return ((a0) + (a1));
}

fn n_158(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 7.0f;
}

fn n_159(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_158(i);
    return ((a0) + (a1));
}

fn n_160(i: u32) -> f32 {
    let a0 = n_156(i);
    let a1 = n_159(i);
    return ((a0) * (a1));
}

fn n_162(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 2.0876756e-8f;
}

fn n_163(i: u32) -> f32 {
    let a0 = n_153(i);
    let a1 = n_162(i);
    return ((a0) + (a1));
}

fn n_164(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_163(i);
    return ((a0) * (a1));
}

fn n_165(i: u32) -> f32 {
    let a0 = n_160(i);
    let a1 = n_164(i);
    return ((a0) * (a1));
}

fn n_167(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 6.0f;
}

fn n_168(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_167(i);
    return ((a0) + (a1));
}

fn n_170(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 5.0f;
}

fn n_171(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_170(i);
    return ((a0) + (a1));
}

fn n_172(i: u32) -> f32 {
    let a0 = n_168(i);
    let a1 = n_171(i);
    return ((a0) * (a1));
}

fn n_174(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -8.267196e-7f;
}

fn n_175(i: u32) -> f32 {
    let a0 = n_165(i);
    let a1 = n_174(i);
    return ((a0) + (a1));
}

fn n_176(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_175(i);
    return ((a0) * (a1));
}

fn n_177(i: u32) -> f32 {
    let a0 = n_172(i);
    let a1 = n_176(i);
    return ((a0) * (a1));
}

fn n_179(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 4.0f;
}

fn n_180(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_179(i);
    return ((a0) + (a1));
}

fn n_182(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 3.0f;
}

fn n_183(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_182(i);
    return ((a0) + (a1));
}

fn n_184(i: u32) -> f32 {
    let a0 = n_180(i);
    let a1 = n_183(i);
    return ((a0) * (a1));
}

fn n_186(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 3.3068784e-5f;
}

fn n_187(i: u32) -> f32 {
    let a0 = n_177(i);
    let a1 = n_186(i);
    return ((a0) + (a1));
}

fn n_188(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_187(i);
    return ((a0) * (a1));
}

fn n_189(i: u32) -> f32 {
    let a0 = n_184(i);
    let a1 = n_188(i);
    return ((a0) * (a1));
}

fn n_191(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 2.0f;
}

fn n_192(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_191(i);
    return ((a0) + (a1));
}

fn n_194(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 1.0f;
}

fn n_195(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_194(i);
    return ((a0) + (a1));
}

fn n_196(i: u32) -> f32 {
    let a0 = n_192(i);
    let a1 = n_195(i);
    return ((a0) * (a1));
}

fn n_198(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return -0.0013888889f;
}

fn n_199(i: u32) -> f32 {
    let a0 = n_189(i);
    let a1 = n_198(i);
    return ((a0) + (a1));
}

fn n_200(i: u32) -> f32 {
    let a0 = ld_6(i);
    let a1 = n_199(i);
    return ((a0) * (a1));
}

fn n_201(i: u32) -> f32 {
    let a0 = n_196(i);
    let a1 = n_200(i);
    return ((a0) * (a1));
}

fn n_203(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 0.083333336f;
}

fn n_204(i: u32) -> f32 {
    let a0 = n_201(i);
    let a1 = n_203(i);
    return ((a0) + (a1));
}

fn n_205(i: u32) -> f32 {
    let a0 = n_68(i);
    let a1 = n_204(i);
    return ((a0) * (a1));
}

fn n_207(i: u32) -> f32 {
    let c0 = i / 15u;
    let c1 = (i / 1u) % 15u;
    return 0.5f;
}

fn n_208(i: u32) -> f32 {
    let a0 = n_205(i);
    let a1 = n_207(i);
    return ((a0) + (a1));
}

fn n_209(i: u32) -> f32 {
    let a0 = ld_3(i);
    let a1 = n_208(i);
    return ((a0) * (a1));
}

fn n_210(i: u32) -> f32 {
    let a0 = n_67(i);
    let a1 = n_209(i);
    return ((a0) + (a1));
}

fn n_211(i: u32) -> f32 {
    let a0 = n_63(i);
    let a1 = ld_4(i);
    let a2 = n_210(i);
    return select(a2, a1, a0);
}

fn n_212(i: u32) -> f32 {
    let a0 = n_26(i);
    let a1 = n_21(i);
    let a2 = n_211(i);
    return select(a2, a1, a0);
}

fn n_213(i: u32) -> f32 {
    let a0 = n_25(i);
    let a1 = n_21(i);
    let a2 = n_212(i);
    return select(a2, a1, a0);
}

fn n_214(i: u32) -> f32 {
    let a0 = n_12(i);
    let a1 = n_22(i);
    let a2 = n_213(i);
    return select(a2, a1, a0);
}

fn n_215(i: u32) -> f32 {
    let a0 = n_4(i);
    let a1 = n_6(i);
    let a2 = n_214(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 225u) { return; }
    let e = t;
    let v = n_215(e);
    out0[e] = bitcast<u32>(v);
}

