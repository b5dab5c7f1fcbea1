// ---- kernel reduce_reduce_sum_28
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
    let c0 = i / 6u;
    let c1 = (i / 1u) % 6u;
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 4u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (q0) * 30u + (c0) * 6u + (c1);
        let x0 = ld_0(li);
        acc0 = comp_0(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 30u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_reduce_sum_29
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_1(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_3(i: u32) -> f32 {
    let c0 = i / 1u;
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 30u; r = r + 1u) {
        let q0 = r / 6u;
        let q1 = (r / 1u) % 6u;
        let li = (c0) * 30u + (q0) * 6u + (q1);
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
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reduce_tree_reduce_sum_30
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
var<workgroup> sh0: array<f32, 32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_2(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

@compute @workgroup_size(32)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 32u + lid;
    let g = wid.y * nwg.x + wid.x;
    if (g >= 1u) { return; }
    let gw = g / 1u;
    let chunk = g % 1u;
    let r0 = chunk * 120u;
    let r1 = min(r0 + 120u, 120u);
    var w0_0 = 0u;
    {
    let o = gw * 1u + 0u;
    if (o < 1u) {
    var acc0: f32 = 0.0f;
    for (var r = r0 + lid; r < r1; r = r + 32u) {
    let q0 = r / 30u;
    let q1 = (r / 6u) % 5u;
    let q2 = (r / 1u) % 6u;
    let li = (q0) * 30u + (q1) * 6u + (q2);
    let x0 = ld_0(li);

    acc0 = comp_2(acc0, x0);
    }
    sh0[lid] = acc0;
    workgroupBarrier();
    if (lid < 16u) {
    sh0[lid] = comp_2(sh0[lid], sh0[lid + 16u]);
    }
    workgroupBarrier();
    if (lid < 8u) {
    sh0[lid] = comp_2(sh0[lid], sh0[lid + 8u]);
    }
    workgroupBarrier();
    if (lid < 4u) {
    sh0[lid] = comp_2(sh0[lid], sh0[lid + 4u]);
    }
    workgroupBarrier();
    if (lid < 2u) {
    sh0[lid] = comp_2(sh0[lid], sh0[lid + 2u]);
    }
    workgroupBarrier();
    if (lid < 1u) {
    sh0[lid] = comp_2(sh0[lid], sh0[lid + 1u]);
    }
    workgroupBarrier();
    if (lid == 0u) {
    out0[o] = bitcast<u32>(sh0[0]);
    }
    }
    }
}


// ---- kernel reduce_reduce_sum_31
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_3(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_5(i: u32) -> f32 {
    let c0 = i / 6u;
    let c1 = (i / 1u) % 6u;
    var acc0: f32 = 0.0f;
    for (var r = 0u; r < 5u; r = r + 1u) {
        let q0 = r / 1u;
        let li = (c0) * 30u + (q0) * 6u + (c1);
        let x0 = ld_0(li);
        acc0 = comp_3(acc0, x0);
    }
    return acc0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_5(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel reshape_broadcast_in_dim_1
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    return ld_0(i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}

