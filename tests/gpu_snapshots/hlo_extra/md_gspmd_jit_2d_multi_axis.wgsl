// ---- kernel multiply_mul_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
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

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 128u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 1.0f;
}

fn n_7(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_6(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 128u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel subtract_sub_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 8u;
    let c1 = (i / 1u) % 8u;
    return 1.0f;
}

fn n_11(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_10(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel copy_sharding_constraint_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_12(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return ld_0((c1) * 8u + (c0));
}

fn n_13(i: u32) -> f32 {
    return n_12(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 128u) { return; }
    let e = t;
    let v = n_13(e);
    out0[e] = bitcast<u32>(v);
}

