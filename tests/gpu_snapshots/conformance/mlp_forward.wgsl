// ---- kernel maximum_jit_relu__1_max_3
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 32u;
    let c1 = (i / 1u) % 32u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 16u; r = r + 1u) {
        let q0 = r / 1u;
        acc = acc + (ld_0((c0) * 16u + (q0))) * (ld_1((q0) * 32u + (c1)));
    }
    return acc;
}

fn n_4(i: u32) -> f32 {
    return ld_2(i);
}

fn n_5(i: u32) -> f32 {
    let c0 = i / 32u;
    let c1 = (i / 1u) % 32u;
    return n_4((c0) * 32u + (c1));
}

fn n_6(i: u32) -> f32 {
    return n_5(i);
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 32u;
    let c1 = (i / 1u) % 32u;
    return n_6((c1));
}

fn n_8(i: u32) -> f32 {
    let a0 = n_2(i);
    let a1 = n_7(i);
    return ((a0) + (a1));
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 32u;
    let c1 = (i / 1u) % 32u;
    return 0.0f;
}

fn n_11(i: u32) -> f32 {
    let a0 = n_8(i);
    let a1 = n_10(i);
    return xla_max_f32(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel add_add_15
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_13(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 32u; r = r + 1u) {
        let q0 = r / 1u;
        acc = acc + (ld_0((c0) * 32u + (q0))) * (ld_1((q0) * 4u + (c1)));
    }
    return acc;
}

fn n_15(i: u32) -> f32 {
    return ld_2(i);
}

fn n_16(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_15((c0) * 4u + (c1));
}

fn n_17(i: u32) -> f32 {
    return n_16(i);
}

fn n_18(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_17((c1));
}

fn n_19(i: u32) -> f32 {
    let a0 = n_13(i);
    let a1 = n_18(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_19(e);
    out0[e] = bitcast<u32>(v);
}

