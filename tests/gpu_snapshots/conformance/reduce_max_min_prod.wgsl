// ---- kernel reduce_reduce_max_14
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_max_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a > b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = xla_max_f32(v0, v1);
    return v2;
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 1u;
    var acc0: f32 = xla_f32_bits(0xff800000u);
    for (var r = 0u; r < 6u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (c0) * 6u + (q0);
        let x0 = ld_0(li);
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_min_7
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_min_f32(a: f32, b: f32) -> f32 {
    if (xla_isnan(a)) { return a; }
    if (xla_isnan(b)) { return b; }
    return select(b, a, a < b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_1(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = xla_min_f32(v0, v1);
    return v2;
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 1u;
    var acc0: f32 = xla_f32_bits(0x7f800000u);
    for (var r = 0u; r < 4u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0) * 6u + (c0);
        let x0 = ld_0(li);
        acc0 = comp_1(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 6u) { return; }
    let e = t;
    let v = n_4(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_prod_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_2(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) * (v1));
    return v2;
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    var acc0: f32 = 1.0f;
    for (var r = 0u; r < 6u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (c0) * 6u + (q0);
        let x0 = ld_0(li);
        acc0 = comp_2(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_max_15
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn comp_3(p0: i32, p1: i32) -> i32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = max(v0, v1);
    return v2;
}

fn n_10(i: u32) -> i32 {
    let c0 = i / 1u;
    var acc0: i32 = bitcast<i32>(0x80000000u);
    for (var r = 0u; r < 4u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0) * 6u + (c0);
        let x0 = ld_0(li);
        acc0 = comp_3(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 6u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_sum_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn comp_4(p0: i32, p1: i32) -> i32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_12(i: u32) -> i32 {
    let c0 = i / 1u;
    var acc0: i32 = 0i;
    for (var r = 0u; r < 6u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (c0) * 6u + (q0);
        let x0 = ld_0(li);
        acc0 = comp_4(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_12(e);
    out0[e] = bitcast<u32>(v);
}

