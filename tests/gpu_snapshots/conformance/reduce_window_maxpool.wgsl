// ---- kernel reduce-window_reduce_window_max_7
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = xla_max_f32(v0, v1);
    return v2;
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 27u;
    let c1 = (i / 9u) % 3u;
    let c2 = (i / 3u) % 3u;
    let c3 = (i / 1u) % 3u;
    let init0: f32 = xla_f32_bits(0xff800000u);
    var acc0: f32 = init0;
    for (var r = 0u; r < 4u; r = r + 1u) {
        let w0 = r / 4u;
        let w1 = (r / 2u) % 2u;
        let w2 = (r / 1u) % 2u;
        let w3 = (r / 1u) % 1u;
        var inb = true;
        let p0 = i32(c0 * 1u + w0 * 1u) - (0i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 2i) { inb = false; }
        let p1 = i32(c1 * 2u + w1 * 1u) - (0i);
        if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 6i) { inb = false; }
        let p2 = i32(c2 * 2u + w2 * 1u) - (0i);
        if (p2 < 0 || p2 % 1i != 0 || p2 / 1i >= 6i) { inb = false; }
        let p3 = i32(c3 * 1u + w3 * 1u) - (0i);
        if (p3 < 0 || p3 % 1i != 0 || p3 / 1i >= 3i) { inb = false; }
        let li = (u32(max(p0, 0) / 1i)) * 108u + (u32(max(p1, 0) / 1i)) * 18u + (u32(max(p2, 0) / 1i)) * 3u + (u32(max(p3, 0) / 1i));
        var x0: f32 = init0;
        if (inb) { x0 = ld_0(li); }
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 54u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}

