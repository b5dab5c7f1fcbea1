// ---- kernel dot_dot_general_1
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
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 8u; r = r + 1u) {
        let q0 = r / 1u;
        acc = acc + (ld_0((c0) * 8u + (q0))) * (ld_1((q0) * 4u + (c1)));
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce-window_jit_cumsum__1_call_1_reduce_window_sum_7
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

fn n_3(i: u32) -> f32 {
    return ld_0(i);
}

fn n_5(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    let init0: f32 = 0.0f;
    var acc0: f32 = init0;
    for (var r = 0u; r < 4u; r = r + 1u) {
        let w0 = r / 4u;
        let w1 = (r / 1u) % 4u;
        var inb = true;
        let p0 = i32(c0 * 1u + w0 * 1u) - (0i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 16i) { inb = false; }
        let p1 = i32(c1 * 1u + w1 * 1u) - (3i);
        if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 4i) { inb = false; }
        let li = (u32(max(p0, 0) / 1i)) * 4u + (u32(max(p1, 0) / 1i));
        var x0: f32 = init0;
        if (inb) { x0 = n_3(li); }
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}

