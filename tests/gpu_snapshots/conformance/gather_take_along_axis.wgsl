// ---- kernel reshape_jit_take_along_axis__1_reshape_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_3(i: u32) -> i32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    return 0i;
}

fn n_4(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_3(i);
    return ((a0) < (a1));
}

fn n_6(i: u32) -> i32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    return 7i;
}

fn n_7(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_6(i);
    return ((a0) + (a1));
}

fn n_8(i: u32) -> i32 {
    let a0 = n_4(i);
    let a1 = n_7(i);
    let a2 = ld_0(i);
    return select(a2, a1, a0);
}

fn n_9(i: u32) -> i32 {
    return n_8(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_jit_take_along_axis__1_reduce_and_7
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn comp_0(p0: bool, p1: bool) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) && (v1));
    return v2;
}

fn n_11(i: u32) -> i32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    let c2 = (i / 1u) % 1u;
    return 0i;
}

fn n_12(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_11(i);
    return ((a0) >= (a1));
}

fn n_14(i: u32) -> i32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    let c2 = (i / 1u) % 1u;
    return 6i;
}

fn n_15(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_14(i);
    return ((a0) <= (a1));
}

fn n_16(i: u32) -> bool {
    let a0 = n_12(i);
    let a1 = n_15(i);
    return ((a0) && (a1));
}

fn n_18(i: u32) -> bool {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    var acc0: bool = true;
    for (var r = 0u; r < 1u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (c0) * 3u + (c1) + (q0);
        let x0 = n_16(li);
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 15u) {
    let v = n_18(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 15u) {
    let v = n_18(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 15u) {
    let v = n_18(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 15u) {
    let v = n_18(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 4u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel select_jit_take_along_axis__1_select_n_3
fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn n_19(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    let st0 = u32(clamp(ld_1((c0) * 3u + (c1) + (0u)), 0i, 6i));
    return ld_2((c0) * 7u + (st0));
}

fn n_21(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    return xla_f32_bits(0x7fc00000u);
}

fn n_22(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_19(i);
    let a2 = n_21(i);
    return select(a2, a1, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_22(e);
    out0[e] = bitcast<u32>(v);
}

