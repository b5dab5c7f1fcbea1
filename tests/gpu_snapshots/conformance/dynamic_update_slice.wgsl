// ---- kernel dus_in_place_dynamic_update_slice_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn ld_3(i: u32) -> f32 {
    return bitcast<f32>(out0[i]);
}

fn n_4(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_6(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = 6i;
    return ((a0) + (a1));
}

fn n_7(i: u32) -> i32 {
    let a0 = n_4(i);
    let a1 = n_6(i);
    let a2 = ld_0(i);
    return select(a2, a1, a0);
}

fn n_9(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = 0i;
    return ((a0) < (a1));
}

fn n_10(i: u32) -> i32 {
    let a0 = ld_1(i);
    let a1 = 6i;
    return ((a0) + (a1));
}

fn n_11(i: u32) -> i32 {
    let a0 = n_9(i);
    let a1 = n_10(i);
    let a2 = ld_1(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 6u) { return; }
    let e = t;
    let c0 = e / 3u;
    let c1 = (e / 1u) % 3u;
    let s0 = u32(clamp(n_7(0u), 0i, 4i));
    let s1 = u32(clamp(n_11(0u), 0i, 3i));
    out0[(s0 + c0) * 6u + (s1 + c1)] = bitcast<u32>(ld_2(e));
}

