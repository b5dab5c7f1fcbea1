// ---- kernel iota_iota_2
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_1(i: u32) -> i32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return bitcast<i32>(c0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel sort_local_first_sort_5
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;
fn sort_less(a: u32, b: u32, rb: u32) -> bool {
    if (a >= 4u || b >= 4u) { return a < b; }
    let ia = rb + a * 16u;
    let ib = rb + b * 16u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    let x1 = ld_1(ia);
    let y1 = ld_1(ib);
    if (comp_0(x0, y0, x1, y1)) { return true; }
    if (comp_0(y0, x0, y1, x1)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 4>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn comp_0(p0: f32, p1: f32, p2: i32, p3: i32) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = p2;
    let v3 = p3;
    let v4 = (!xla_cmp_nan(v0, v1) && ((v0) < (v1)));
    return v4;
}

@compute @workgroup_size(2)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 2u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 16u) { return; }
    let off = grp * 4u;
    let row = off / 4u;
    let pos0 = off % 4u;
    let rb = (row / 16u) * 64u + (row % 16u);
    sh[lid] = (off + lid) % 4u;
    sh[lid + 2u] = (off + lid + 2u) % 4u;
    workgroupBarrier();
    for (var k = 2u; k <= 4u; k = k << 1u) {
    for (var j = min(k >> 1u, 2u); j > 0u; j = j >> 1u) {
    let i = (lid / j) * 2u * j + (lid % j);
    let a = sh[i];
    let c = sh[i + j];
    let up = ((pos0 + i) & k) == 0u;
    var swap = false;
    if (up) { swap = sort_less(c, a, rb); } else { swap = sort_less(a, c, rb); }
    if (swap) { sh[i] = c; sh[i + j] = a; }
    workgroupBarrier();
    }
    }
    out0[off + lid] = sh[lid];
    out0[off + lid + 2u] = sh[lid + 2u];
}


// ---- kernel sort_gather_sort_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;
@group(0) @binding(4) var<storage, read_write> out1: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> i32 {
    return bitcast<i32>(in2[i]);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    let e = t;
    let o = e / 64u;
    let p = (e % 64u) / 16u;
    let ii = e % 16u;
    let row = o * 16u + ii;
    let src = o * 64u + (ld_0(row * 4u + p)) * 16u + ii;
    let v0 = ld_1(src);
    let v1 = ld_2(src);

    out0[e] = bitcast<u32>(v0);
    out1[e] = bitcast<u32>(v1);
}


// ---- kernel slice_slice_8
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return ld_0((0u + c0 * 1u) * 16u + (0u + c1 * 1u));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel slice_slice_9
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_8(i: u32) -> i32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return ld_0((0u + c0 * 1u) * 16u + (0u + c1 * 1u));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_8(e);
    out0[e] = bitcast<u32>(v);
}

