// ---- kernel rows_out0
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
var<workgroup> sh0_0: array<f32, 32>;
var<private> row0: f32;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_6(i: u32) -> f32 {
    let c0 = i / 128u;
    let c1 = (i / 1u) % 128u;
    return row0;
}

fn n_7(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_6(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(32)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 32u + lid;
    let o = wid.y * nwg.x + wid.x;
    if (o >= 8u) { return; }
    let r0 = 0u;
    let r1 = 128u;
    {
    var acc0: f32 = 0.0f;
    let c0 = o / 1u;
    for (var r = r0 + lid; r < r1; r = r + 32u) {
    let q0 = r / 1u;
    let li = (c0) * 128u + (q0);
    let x0 = ld_0(li);

    acc0 = comp_0(acc0, x0);
    }
    sh0_0[lid] = acc0;
    workgroupBarrier();
    if (lid < 16u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 16u]);
    }
    workgroupBarrier();
    if (lid < 8u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 8u]);
    }
    workgroupBarrier();
    if (lid < 4u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 4u]);
    }
    workgroupBarrier();
    if (lid < 2u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 2u]);
    }
    workgroupBarrier();
    if (lid < 1u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 1u]);
    }
    workgroupBarrier();
    row0 = sh0_0[0];
    workgroupBarrier();
    }
    for (var j = lid; j < 128u; j = j + 32u) {
    let e = o * 128u + j;
    out0[e] = bitcast<u32>(n_7(e));
    }
}


// ---- kernel add_out1
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(out0[i]);
}

fn n_9(i: u32) -> i32 {
    let c0 = i / 1u;
    return 1i;
}

fn n_10(i: u32) -> i32 {
    let a0 = ld_0(i);
    let a1 = n_9(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = bitcast<u32>(v);
}

