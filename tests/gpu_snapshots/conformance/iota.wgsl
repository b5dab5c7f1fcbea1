// ---- kernel add_add_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_0(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

fn n_1(i: u32) -> i32 {
    return n_0(i);
}

fn n_3(i: u32) -> i32 {
    let a0 = n_1(i);
    let a1 = ld_0(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_mul_1
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_4(i: u32) -> f32 {
    let c0 = i / 1u;
    return f32(c0);
}

fn n_5(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_4((c1));
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 0.5f;
}

fn n_8(i: u32) -> f32 {
    let a0 = n_5(i);
    let a1 = n_7(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_8(e);
    out0[e] = bitcast<u32>(v);
}

