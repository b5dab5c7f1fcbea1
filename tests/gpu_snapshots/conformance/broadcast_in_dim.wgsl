// ---- kernel broadcast_broadcast_in_dim_6
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_1(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    let c2 = (i / 1u) % 1u;
    return ld_0((c1) + (c2));
}

fn n_2(i: u32) -> f32 {
    return n_1(i);
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 12u;
    let c1 = (i / 4u) % 3u;
    let c2 = (i / 1u) % 4u;
    return n_2((c0) * 3u + (c1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_5(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return ld_0((c1));
}

fn n_7(i: u32) -> f32 {
    let a0 = n_5(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}

