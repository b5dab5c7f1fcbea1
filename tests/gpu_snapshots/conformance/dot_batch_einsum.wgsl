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
    let c0 = i / 24u;
    let c1 = (i / 6u) % 4u;
    let c2 = (i / 1u) % 6u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        acc = acc + (ld_0((c0) * 20u + (c1) * 5u + (q0))) * (ld_1((c0) * 30u + (q0) * 6u + (c2)));
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 72u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}

