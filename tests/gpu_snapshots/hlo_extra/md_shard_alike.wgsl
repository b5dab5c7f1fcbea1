// ---- kernel add_add_5
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
    let c0 = i / 8u;
    let c1 = (i / 1u) % 8u;
    return 2.0f;
}

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_2(i);
    return ((a0) * (a1));
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 8u;
    let c1 = (i / 1u) % 8u;
    return 1.0f;
}

fn n_8(i: u32) -> f32 {
    let a0 = ld_1(i);
    let a1 = n_7(i);
    return ((a0) + (a1));
}

fn n_10(i: u32) -> f32 {
    let a0 = n_3(i);
    let a1 = n_8(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}

