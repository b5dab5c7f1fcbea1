// ---- kernel reduce-window_call_2_call_2_reduce_window_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_6(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) * (v1));
    return v2;
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 1u;
    let init0: f32 = 1.0f;
    var acc0: f32 = init0;
    for (var r = 0u; r < 7u; r = r + 1u) {
        let w0 = r / 1u;
        var inb = true;
        let p0 = i32(c0 * 1u + w0 * 1u) - (6i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 7i) { inb = false; }
        let li = (u32(max(p0, 0) / 1i));
        var x0: f32 = init0;
        if (inb) { x0 = ld_0(li); }
        acc0 = comp_6(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 7u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce-window_call_4_call_2_reduce_window_4
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_7(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 1u;
    return ld_0((6u - c0));
}

fn n_5(i: u32) -> f32 {
    return 0.0f;
}

fn n_6(i: u32) -> f32 {
    let c0 = i / 1u;
    let init0: f32 = n_5(0u);
    var acc0: f32 = init0;
    for (var r = 0u; r < 7u; r = r + 1u) {
        let w0 = r / 1u;
        var inb = true;
        let p0 = i32(c0 * 1u + w0 * 1u) - (6i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 7i) { inb = false; }
        let li = (u32(max(p0, 0) / 1i));
        var x0: f32 = init0;
        if (inb) { x0 = n_3(li); }
        acc0 = comp_7(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 7u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce-window_call_5_reduce_window_4
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

fn comp_8(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = xla_max_f32(v0, v1);
    return v2;
}

fn n_8(i: u32) -> f32 {
    return xla_f32_bits(0xff800000u);
}

fn n_9(i: u32) -> f32 {
    let c0 = i / 1u;
    let init0: f32 = n_8(0u);
    var acc0: f32 = init0;
    for (var r = 0u; r < 7u; r = r + 1u) {
        let w0 = r / 1u;
        var inb = true;
        let p0 = i32(c0 * 1u + w0 * 1u) - (6i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 7i) { inb = false; }
        let li = (u32(max(p0, 0) / 1i));
        var x0: f32 = init0;
        if (inb) { x0 = ld_0(li); }
        acc0 = comp_8(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 7u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = bitcast<u32>(v);
}

