// ---- kernel reduce_reduce_sum_7
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

fn n_2(i: u32) -> f32 {
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 12u; r = r + 1u) {
        let q0 = r / 4u;
        let q1 = (r / 1u) % 4u;
        let li = (q0) * 4u + (q1);
        let x0 = ld_0(li);
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 1u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_max_7
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

fn comp_1(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = xla_max_f32(v0, v1);
    return v2;
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 1u;
    var acc0: f32 = xla_f32_bits(0xff800000u);
    for (var r = 0u; r < 3u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0) * 4u + (c0);
        let x0 = ld_0(li);
        acc0 = comp_1(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_4(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel multiply_mul_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 2.0f;
}

fn n_7(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_6(i);
    return ((a0) * (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 12u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_jit__lambda___3_reduce_11
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
@group(0) @binding(2) var<storage, read_write> out1: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

struct R_12 {
    f0: f32,
    f1: i32,
}

struct S_2 {
    f0: f32,
    f1: i32,
}

fn comp_2(p0: f32, p1: i32, p2: f32, p3: i32) -> S_2 {
    let v0 = p0;
    let v1 = p2;
    let v2 = (!xla_cmp_nan(v0, v1) && ((v0) < (v1)));
    let v3 = (xla_cmp_nan(v0, v0) || ((v0) != (v0)));
    let v4 = ((v2) || (v3));
    let v5 = select(v1, v0, v4);
    let v6 = (!xla_cmp_nan(v0, v1) && ((v0) == (v1)));
    let v7 = p1;
    let v8 = p3;
    let v9 = ((v7) < (v8));
    let v10 = ((v6) && (v9));
    let v11 = ((v4) || (v10));
    let v12 = select(v8, v7, v11);
    let v13 = S_2(v5, v12);
    return v13;
}

fn n_8(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

fn n_9(i: u32) -> i32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return n_8((c1));
}

fn n_12(i: u32) -> R_12 {
    let c0 = i / 1u;
    var acc0: f32 = xla_f32_bits(0x7f800000u);
    var acc1: i32 = 0i;
    for (var r = 0u; r < 4u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (c0) * 4u + (q0);
        let x0 = ld_0(li);
        let x1 = n_9(li);
        let t = comp_2(acc0, acc1, x0, x1);
        acc0 = t.f0;
        acc1 = t.f1;
    }
    return R_12(acc0, acc1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    let e = t;
    let v = n_12(e);
    out0[e] = bitcast<u32>(v.f0);
    out1[e] = bitcast<u32>(v.f1);
}


// ---- kernel compare_gt_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_16(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    return 0.0f;
}

fn n_17(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_16(i);
    return (!xla_cmp_nan(a0, a1) && ((a0) > (a1)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 12u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 12u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 12u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 12u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 3u) { out0[t * 1u + 0u] = w0_0; }
}

