// ---- kernel gather_gather_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_2(i: u32) -> i32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return ld_0((0u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_3(i: u32) -> i32 {
    return n_2(i);
}

fn n_5(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_6(i: u32) -> bool {
    let a0 = n_3(i);
    let a1 = n_5(i);
    return ((a0) < (a1));
}

fn n_8(i: u32) -> i32 {
    let c0 = i / 1u;
    return 5i;
}

fn n_9(i: u32) -> i32 {
    let a0 = n_3(i);
    let a1 = n_8(i);
    return ((a0) + (a1));
}

fn n_10(i: u32) -> i32 {
    let a0 = n_6(i);
    let a1 = n_9(i);
    let a2 = n_3(i);
    return select(a2, a1, a0);
}

fn n_11(i: u32) -> i32 {
    return n_10(i);
}

fn n_12(i: u32) -> i32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return ld_0((0u + c0 * 1u) * 2u + (1u + c1 * 1u));
}

fn n_13(i: u32) -> i32 {
    return n_12(i);
}

fn n_14(i: u32) -> bool {
    let a0 = n_13(i);
    let a1 = n_5(i);
    return ((a0) < (a1));
}

fn n_16(i: u32) -> i32 {
    let c0 = i / 1u;
    return 4i;
}

fn n_17(i: u32) -> i32 {
    let a0 = n_13(i);
    let a1 = n_16(i);
    return ((a0) + (a1));
}

fn n_18(i: u32) -> i32 {
    let a0 = n_14(i);
    let a1 = n_17(i);
    let a2 = n_13(i);
    return select(a2, a1, a0);
}

fn n_19(i: u32) -> i32 {
    return n_18(i);
}

fn n_20(i: u32) -> i32 {
    let c0 = i / 2u;
    let c1 = (i / 1u) % 2u;
    if (c1 < 1u) { return n_11((c0) + (c1 - 0u)); }
    return n_19((c0) + (c1 - 1u));
}

fn n_21(i: u32) -> f32 {
    let c0 = i / 1u;
    let st0 = u32(clamp(n_20((c0) * 2u + (0u)), 0i, 4i));
    let st1 = u32(clamp(n_20((c0) * 2u + (1u)), 0i, 3i));
    return ld_1((st0) * 4u + (st1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 3u) { return; }
    let e = t;
    let v = n_21(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel scatter_scatter_mul_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) * (v1));
    return v2;
}

fn n_5(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_8(i: u32) -> i32 {
    let c0 = i / 1u;
    return 5i;
}

fn n_22(i: u32) -> i32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return ld_1((0u + c0 * 1u) * 2u + (0u + c1 * 1u));
}

fn n_23(i: u32) -> i32 {
    return n_22(i);
}

fn n_24(i: u32) -> bool {
    let a0 = n_23(i);
    let a1 = n_5(i);
    return ((a0) < (a1));
}

fn n_25(i: u32) -> i32 {
    let a0 = n_23(i);
    let a1 = n_8(i);
    return ((a0) + (a1));
}

fn n_26(i: u32) -> i32 {
    let a0 = n_24(i);
    let a1 = n_25(i);
    let a2 = n_23(i);
    return select(a2, a1, a0);
}

fn n_27(i: u32) -> i32 {
    return n_26(i);
}

fn n_29(i: u32) -> f32 {
    let c0 = i / 4u;
    let c1 = (i / 1u) % 4u;
    var acc0: f32 = ld_0(i);
    for (var r = 0u; r < 3u; r = r + 1u) {
        let q0 = r / 1u;
        let st0 = n_27((q0) + (0u));
        var hit = true;
        let wo0 = i32(c0) - (st0);
        if (st0 < 0 || (st0) + 1i > 5i || wo0 < 0 || wo0 >= 1i) { hit = false; }
        let wo1 = i32(c1) - (0i);
        if (0i < 0 || (0i) + 4i > 4i || wo1 < 0 || wo1 >= 4i) { hit = false; }
        if (hit) {
        let ui = (q0) * 4u + (u32(max(wo1, 0)));
        let u0 = ld_2(ui);
        acc0 = comp_0(acc0, u0);
        }
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 20u) { return; }
    let e = t;
    let v = n_29(e);
    out0[e] = bitcast<u32>(v);
}

