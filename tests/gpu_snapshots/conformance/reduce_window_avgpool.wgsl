// ---- kernel reduce-window_reduce_window_sum_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 32u;
    let c1 = (i / 8u) % 4u;
    let c2 = (i / 2u) % 4u;
    let c3 = (i / 1u) % 2u;
    let init0: f32 = 0.0f;
    var acc0: f32 = init0;
    for (var r = 0u; r < 9u; r = r + 1u) {
        let w0 = r / 9u;
        let w1 = (r / 3u) % 3u;
        let w2 = (r / 1u) % 3u;
        let w3 = (r / 1u) % 1u;
        var inb = true;
        let p0 = i32(c0 * 1u + w0 * 1u) - (0i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 2i) { inb = false; }
        let p1 = i32(c1 * 2u + w1 * 1u) - (1i);
        if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 7i) { inb = false; }
        let p2 = i32(c2 * 2u + w2 * 1u) - (1i);
        if (p2 < 0 || p2 % 1i != 0 || p2 / 1i >= 7i) { inb = false; }
        let p3 = i32(c3 * 1u + w3 * 1u) - (0i);
        if (p3 < 0 || p3 % 1i != 0 || p3 / 1i >= 2i) { inb = false; }
        let li = (u32(max(p0, 0) / 1i)) * 98u + (u32(max(p1, 0) / 1i)) * 14u + (u32(max(p2, 0) / 1i)) * 2u + (u32(max(p3, 0) / 1i));
        var x0: f32 = init0;
        if (inb) { x0 = ld_0(li); }
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel divide_div_3
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
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 32u;
    let c1 = (i / 8u) % 4u;
    let c2 = (i / 2u) % 4u;
    let c3 = (i / 1u) % 2u;
    return 9.0f;
}

fn n_5(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_4(i);
    return xla_fdiv(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}

