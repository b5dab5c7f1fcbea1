// ---- kernel scatter_scatter_5
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
    return v1;
}

fn n_3(i: u32) -> i32 {
    let c0 = i / 1u;
    return 0i;
}

fn n_4(i: u32) -> bool {
    let a0 = ld_1(i);
    let a1 = n_3(i);
    return ((a0) < (a1));
}

fn n_6(i: u32) -> i32 {
    let c0 = i / 1u;
    return 8i;
}

fn n_7(i: u32) -> i32 {
    let a0 = ld_1(i);
    let a1 = n_6(i);
    return ((a0) + (a1));
}

fn n_8(i: u32) -> i32 {
    let a0 = n_4(i);
    let a1 = n_7(i);
    let a2 = ld_1(i);
    return select(a2, a1, a0);
}

fn n_9(i: u32) -> i32 {
    return n_8(i);
}

fn n_11(i: u32) -> f32 {
    let c0 = i / 3u;
    let c1 = (i / 1u) % 3u;
    var acc0: f32 = ld_0(i);
    for (var r = 0u; r < 3u; r = r + 1u) {
        let q0 = r / 1u;
        let st0 = n_9((q0) + (0u));
        var hit = true;
        let wo0 = i32(c0) - (st0);
        if (st0 < 0 || (st0) + 1i > 8i || wo0 < 0 || wo0 >= 1i) { hit = false; }
        let wo1 = i32(c1) - (0i);
        if (0i < 0 || (0i) + 3i > 3i || wo1 < 0 || wo1 >= 3i) { hit = false; }
        if (hit) {
        let ui = (q0) * 3u + (u32(max(wo1, 0)));
        let u0 = ld_2(ui);
        acc0 = comp_0(acc0, u0);
        }
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_11(e);
    out0[e] = bitcast<u32>(v);
}

