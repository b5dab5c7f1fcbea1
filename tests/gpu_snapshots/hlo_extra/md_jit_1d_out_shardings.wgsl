// ---- kernel copy_add_3
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_expm1(x: f32) -> f32 {
    if (abs(x) < 0.5) {
        var p = 2.7557319e-06;
        p = p * x + 2.4801587e-05;
        p = p * x + 1.9841270e-04;
        p = p * x + 1.3888889e-03;
        p = p * x + 8.3333333e-03;
        p = p * x + 4.1666667e-02;
        p = p * x + 1.6666667e-01;
        p = p * x + 0.5;
        return x + x * x * p;
    }
    return exp(x) - 1.0;
}

fn xla_tanh(x: f32) -> f32 {
    if (xla_isnan(x)) { return x; }
    if (abs(x) > 9.0) { return select(-1.0, 1.0, x > 0.0); }
    let e = xla_expm1(2.0 * x);
    return e / (e + 2.0);
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

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_tanh(a0);
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 8u;
    let c1 = (i / 1u) % 8u;
    return 2.0f;
}

fn n_4(i: u32) -> f32 {
    let a0 = n_1(i);
    let a1 = n_3(i);
    return ((a0) * (a1));
}

fn n_6(i: u32) -> f32 {
    let a0 = n_4(i);
    let a1 = ld_1(i);
    return ((a0) + (a1));
}

fn n_7(i: u32) -> f32 {
    return n_6(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 128u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_sum_8
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_10(i: u32) -> f32 {
    let c0 = i / 1u;
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 16u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0) * 8u + (c0);
        let x0 = ld_0(li);
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel copy_reduce_sum_9
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_11(i: u32) -> f32 {
    return ld_0(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}

