// ---- kernel sqrt_sqrt_2
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_isinf(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
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

fn xla_hypot_expanded(a: f32, b: f32) -> f32 {
    let mx = xla_max_f32(a, b);
    let mn = xla_min_f32(a, b);
    let r = xla_fdiv(mn, mx);
    let r2 = r * r;
    let sq = xla_fsqrt(r2 + 1.0);
    if (mx == mn) { return mx * 1.4142135; }
    if (sq == 1.0 && r2 > 0.0) { return mx + mx * r2 / 2.0; }
    return mx * sq;
}

// √z as XLA's expansion (the CPU backend's complex_expanded.rs, same op order): the larger
// result part from u = √((hypot(|x|, |y|) + |x|)/2), rescaled where u under- or overflows,
// the smaller as |y|/(2u); signs from x and y.

fn xla_csqrt(z: vec2<f32>) -> vec2<f32> {
    let x = z.x;
    let y = z.y;
    let sqrt2 = 1.4142135;
    let ax = abs(x);
    let ay = abs(y);
    let eq = ax == ay;
    let sq_ax = xla_fsqrt(ax);
    let eq_re = xla_fdiv(sq_ax * 1.553774, sqrt2);
    let h = xla_hypot_expanded(ax, ay);
    let u = xla_fsqrt(h / 2.0 + ax / 2.0);
    let u_bad = u == 0.0 || xla_isinf(u);
    let gt = ax > ay;
    let lt = ax < ay;
    let ratio = select(select(xla_fdiv(ay, ax), xla_fdiv(ax, ay), lt), 1.0, eq);
    let h1 = xla_hypot_expanded(abs(ratio), 1.0);
    let s165 = xla_fsqrt(h1 + 1.0);
    let sq_ay = xla_fsqrt(ay);
    let s170 = xla_fsqrt(ratio + h1);
    let big_scaled = select(sq_ay * xla_fdiv(s170, sqrt2), sq_ax * xla_fdiv(s165, sqrt2), gt);
    let big = select(select(u, big_scaled, u_bad), eq_re, eq);
    let q = select(select(xla_fdiv(sq_ay, sq_ax), xla_fdiv(sq_ax, sq_ay), lt), 1.0, eq);
    let small_scaled = select(xla_fdiv(sq_ay, s170 * sqrt2), xla_fdiv(sq_ay * q, s165 * sqrt2), gt);
    let small = select(select(xla_fdiv(ay, u * 2.0), small_scaled, u_bad), xla_fdiv(sq_ay, 2.1973682), eq);
    let neg_y = y < 0.0;
    let re = select(small, big, x >= 0.0);
    let im = select(select(small, -small, neg_y), select(big, -big, neg_y), x < 0.0);
    return vec2<f32>(re, im);
}

// 1/√z as XLA:CPU's elemental emitter (one HLO op; the CPU backend's c_rsqrt):
// rsqrt(max(|x|,|y|))·rsqrt(√(1 + (min/max)²)) (rsqrt(min) where that is NaN), the angle
// -atan2(y, x)/2; 1/0 is (inf, NaN), an infinite part gives signed zeros.

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn n_1(i: u32) -> vec2<f32> {
    let a0 = ld_0(i);
    return xla_csqrt(a0);
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

