// ---- kernel dynamic-slice_dynamic_slice_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_3(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_5(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 5i;
    return ((a0) + (a1));
}

fn n_6(i: u32) -> i32 {
    let a0 = n_3(i);
    let a1 = n_5(i);
    let a2 = ld_0(i);
    return select(a2, a1, a0);
}

fn n_8(i: u32) -> f32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    let s0 = u32(clamp(n_6(0u), 0i, 3i));
    let s1 = u32(clamp(1i, 0i, 2i));
    return ld_1((s0 + c0) * 4u + (s1 + c1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_8(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel broadcast_iota_3
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_9(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

fn n_10(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_9((c1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}

