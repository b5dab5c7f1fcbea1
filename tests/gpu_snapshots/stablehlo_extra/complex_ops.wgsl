// ---- kernel complex_complex_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_2(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return vec2<f32>(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_2(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}


// ---- kernel multiply_multiply_9
fn xla_cmul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(fma(a.x, b.x, -(a.y * b.y)), fma(a.y, b.x, a.x * b.y));
}

// The product term of a c64 dot or convolution, each product rounded (the CPU backend's
// summation loops).

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (a0).x;
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (a0).y;
}

fn n_5(i: u32) -> f32 {
    let a0 = n_4(i);
    return (-(a0));
}

fn n_6(i: u32) -> vec2<f32> {
    let a0 = n_3(i);
    let a1 = n_5(i);
    return vec2<f32>(a0, a1);
}

fn n_7(i: u32) -> vec2<f32> {
    let a0 = ld_1(i);
    let a1 = ld_2(i);
    return vec2<f32>(a0, a1);
}

fn n_8(i: u32) -> vec2<f32> {
    let a0 = n_6(i);
    let a1 = n_7(i);
    return xla_cmul(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_8(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}


// ---- kernel abs_abs_11
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

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_9(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return vec2<f32>(a0, a1);
}

fn n_10(i: u32) -> f32 {
    let a0 = n_9(i);
    return xla_hypot((a0).x, (a0).y);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}

