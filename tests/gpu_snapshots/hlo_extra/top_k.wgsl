// ---- kernel sort_local_first_top_k_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
fn sort_less(a: u32, b: u32, rb: u32) -> bool {
    if (a >= 5u || b >= 5u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let ka = select(bitcast<u32>(ld_0(ia)) | 0x80000000u, ~bitcast<u32>(ld_0(ia)), (bitcast<u32>(ld_0(ia)) & 0x80000000u) != 0u);
    let kb = select(bitcast<u32>(ld_0(ib)) | 0x80000000u, ~bitcast<u32>(ld_0(ib)), (bitcast<u32>(ld_0(ib)) & 0x80000000u) != 0u);
    if (ka != kb) { return kb < ka; }
    return a < b;
}
var<workgroup> sh: array<u32, 8>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

@compute @workgroup_size(4)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 4u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 3u) { return; }
    let off = grp * 8u;
    let row = off / 8u;
    let pos0 = off % 8u;
    let rb = (row / 1u) * 5u + (row % 1u);
    sh[lid] = (off + lid) % 8u;
    sh[lid + 4u] = (off + lid + 4u) % 8u;
    workgroupBarrier();
    for (var k = 2u; k <= 8u; k = k << 1u) {
    for (var j = min(k >> 1u, 4u); j > 0u; j = j >> 1u) {
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
    out0[off + lid + 4u] = sh[lid + 4u];
}


// ---- kernel topk_gather_top_k_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;
@group(0) @binding(3) var<storage, read_write> out1: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 6u) { return; }
    let e = t;
    let row = e / 2u;
    let p = e % 2u;
    let pos = ld_0(row * 8u + p);
    let v0 = ld_1(row * 5u + pos);
    let v1 = bitcast<i32>(pos);

    out0[e] = bitcast<u32>(v0);
    out1[e] = bitcast<u32>(v1);
}

