// ---- kernel reduce_jit__lambda___6_reduce_11
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

struct R_5 {
    f0: f32,
    f1: i32,
}

struct S_0 {
    f0: f32,
    f1: i32,
}

fn comp_0(p0: f32, p1: i32, p2: f32, p3: i32) -> S_0 {
    let v0 = p0;
    let v1 = p2;
    let v2 = (!xla_cmp_nan(v0, v1) && ((v0) > (v1)));
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
    let v13 = S_0(v5, v12);
    return v13;
}

fn n_1(i: u32) -> i32 {
    let c0 = i / 1u;
    return bitcast<i32>(c0);
}

fn n_2(i: u32) -> i32 {
    let c0 = i / 7u;
    let c1 = (i / 1u) % 7u;
    return n_1((c1));
}

fn n_5(i: u32) -> R_5 {
    let c0 = i / 1u;
    var acc0: f32 = xla_f32_bits(0xff800000u);
    var acc1: i32 = 0i;
    for (var r = 0u; r < 7u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (c0) * 7u + (q0);
        let x0 = ld_0(li);
        let x1 = n_2(li);
        let t = comp_0(acc0, acc1, x0, x1);
        acc0 = t.f0;
        acc1 = t.f1;
    }
    return R_5(acc0, acc1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v.f0);
    out1[e] = bitcast<u32>(v.f1);
}


// ---- kernel reduce_jit__lambda___7_reduce_25
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
    let c0 = i / 7u;
    let c1 = (i / 1u) % 7u;
    return n_8((c0));
}

fn n_12(i: u32) -> R_12 {
    let c0 = i / 1u;
    var acc0: f32 = xla_f32_bits(0x7f800000u);
    var acc1: i32 = 0i;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0) * 7u + (c0);
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
    if (t >= 7u) { return; }
    let e = t;
    let v = n_12(e);
    out0[e] = bitcast<u32>(v.f0);
    out1[e] = bitcast<u32>(v.f1);
}

