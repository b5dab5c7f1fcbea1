// ---- kernel real_real_2
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (a0).x;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel imag_imag_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<f32> {
    return bitcast<vec2<f32>>(vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]));
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    return (a0).y;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel complex_complex_19
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_isfinite(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7f800000u) != 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_3(i: u32) -> bool {
    let a0 = ld_0(i);
    return xla_isfinite(a0);
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_0(i);
    return abs(a0);
}

fn n_5(i: u32) -> f32 {
    let a0 = ld_1(i);
    return abs(a0);
}

fn n_6(i: u32) -> bool {
    let a0 = n_4(i);
    let a1 = n_5(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) == (a1)));
}

fn n_7(i: u32) -> bool {
    let a0 = n_3(i);
    let a1 = n_6(i);
    return ((a0) && (a1));
}

fn n_9(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 0.0f;
}

fn n_10(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) - (a1));
}

fn n_11(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_12(i: u32) -> f32 {
    let a0 = n_10(i);
    let a1 = n_11(i);
    return ((a0) * (a1));
}

fn n_13(i: u32) -> f32 {
    let a0 = n_7(i);
    let a1 = n_9(i);
    let a2 = n_12(i);
    return select(a2, a1, a0);
}

fn n_14(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return ((a0) * (a1));
}

fn n_16(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return 2.0f;
}

fn n_17(i: u32) -> f32 {
    let a0 = n_14(i);
    let a1 = n_16(i);
    return ((a0) * (a1));
}

fn n_18(i: u32) -> vec2<f32> {
    let a0 = n_13(i);
    let a1 = n_17(i);
    return vec2<f32>(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_18(e);
    out0[2u * e] = bitcast<vec2<u32>>(v).x;
    out0[2u * e + 1u] = bitcast<vec2<u32>>(v).y;
}

