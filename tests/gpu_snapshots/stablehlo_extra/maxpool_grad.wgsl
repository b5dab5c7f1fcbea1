// ---- kernel reduce-window_reduce_window_4
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

fn comp_1(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = xla_max_f32(v0, v1);
    return v2;
}

fn n_2(i: u32) -> f32 {
    return xla_f32_bits(0xff800000u);
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    let init0: f32 = n_2(0u);
    var acc0: f32 = init0;
    for (var r = 0u; r < 4u; r = r + 1u) {
        let w0 = r / 2u;
        let w1 = (r / 1u) % 2u;
        var inb = true;
        let p0 = i32(c0 * 2u + w0 * 1u) - (0i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 4i) { inb = false; }
        let p1 = i32(c1 * 2u + w1 * 1u) - (0i);
        if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 6i) { inb = false; }
        let li = (u32(max(p0, 0) / 1i)) * 6u + (u32(max(p1, 0) / 1i));
        var x0: f32 = init0;
        if (inb) { x0 = ld_0(li); }
        acc0 = comp_1(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 6u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_6
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_2(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_5(i: u32) -> f32 {
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 6u; r = r + 1u) {
        let q0 = r / 3u;
        let q1 = (r / 1u) % 3u;
        let li = (q0) * 3u + (q1);
        let x0 = ld_0(li);
        acc0 = comp_2(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel select-and-scatter_select_and_scatter_12
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_3(p0: f32, p1: f32) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = (!xla_cmp_nan(v0, v1) && ((v0) >= (v1)));
    return v2;
}

fn comp_4(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    return 1.0f;
}

fn n_9(i: u32) -> f32 {
    let c0 = i / 6u;
    let c1 = (i / 1u) % 6u;
    var ok = true;
    let p0 = i32(c0) - (0i);
    if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 4i) { ok = false; }
    let p1 = i32(c1) - (0i);
    if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 6i) { ok = false; }
    if (ok) { return ld_0((u32(max(p0, 0) / 1i)) * 6u + (u32(max(p1, 0) / 1i))); }
    return xla_f32_bits(0xff800000u);
}

fn n_11(i: u32) -> f32 {
    let c0 = i / 6u;
    let c1 = (i / 1u) % 6u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 4u; r = r + 1u) {
        let w0 = r / 2u;
        let w1 = (r / 1u) % 2u;
        var ok = true;
        let sp0 = i32(c0) + (0i) - i32(w0);
        if (sp0 < 0 || sp0 % 2i != 0 || sp0 / 2i >= 2i) { ok = false; }
        let s0 = u32(max(sp0, 0) / 2i);
        let sp1 = i32(c1) + (0i) - i32(w1);
        if (sp1 < 0 || sp1 % 2i != 0 || sp1 / 2i >= 3i) { ok = false; }
        let s1 = u32(max(sp1, 0) / 2i);
        if (ok) {
        var have = false;
        var best: f32;
        var besti = 0u;
        for (var r2 = 0u; r2 < 4u; r2 = r2 + 1u) {
        let v0 = r2 / 2u;
        let v1 = (r2 / 1u) % 2u;
        var inb = true;
        let p0 = i32(s0 * 2u + v0) - (0i);
        if (p0 < 0 || p0 >= 4i) { inb = false; }
        let p1 = i32(s1 * 2u + v1) - (0i);
        if (p1 < 0 || p1 >= 6i) { inb = false; }
        if (inb) {
        let li = (u32(max(p0, 0))) * 6u + (u32(max(p1, 0)));
        let cand = n_9(li);
        if (!have || !comp_3(best, cand)) { best = cand; besti = li; have = true; }
        }
        }
        if (have && besti == i) { acc = comp_4(acc, n_7((s0) * 3u + (s1))); }
        }
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel slice_slice_13
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_12(i: u32) -> f32 {
    let c0 = i / 6u;
    let c1 = (i / 1u) % 6u;
    return ld_0((0u + c0 * 1u) * 6u + (0u + c1 * 1u));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_12(e);
    out0[e] = bitcast<u32>(v);
}

