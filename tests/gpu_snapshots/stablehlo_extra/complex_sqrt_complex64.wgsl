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

fn xla_hypot_expanded(a: f32, b: f32) -> f32 {
    let mx = xla_max_f32(a, b);
    let mn = xla_min_f32(a, b);
    let r = mn / mx;
    let r2 = r * r;
    let sq = sqrt(r2 + 1.0);
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
    let sq_ax = sqrt(ax);
    let eq_re = sq_ax * 1.553774 / sqrt2;
    let h = xla_hypot_expanded(ax, ay);
    let u = sqrt(h / 2.0 + ax / 2.0);
    let u_bad = u == 0.0 || xla_isinf(u);
    let gt = ax > ay;
    let lt = ax < ay;
    let ratio = select(select(ay / ax, ax / ay, lt), 1.0, eq);
    let h1 = xla_hypot_expanded(abs(ratio), 1.0);
    let s165 = sqrt(h1 + 1.0);
    let sq_ay = sqrt(ay);
    let s170 = sqrt(ratio + h1);
    let big_scaled = select(sq_ay * (s170 / sqrt2), sq_ax * (s165 / sqrt2), gt);
    let big = select(select(u, big_scaled, u_bad), eq_re, eq);
    let q = select(select(sq_ay / sq_ax, sq_ax / sq_ay, lt), 1.0, eq);
    let small_scaled = select(sq_ay / (s170 * sqrt2), sq_ay * q / (s165 * sqrt2), gt);
    let small = select(select(ay / (u * 2.0), small_scaled, u_bad), sq_ay / 2.1973682, eq);
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

