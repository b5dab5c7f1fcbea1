// ---- kernel sort_local_first_jit_sort__3_sort_5
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

fn xla_total_key(x: f32) -> i32 {
    let i = bitcast<i32>(x);
    return select(i, i ^ 0x7fffffff, i < 0);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
fn sort_less(a: u32, b: u32, rb: u32) -> bool {
    if (a >= 17u || b >= 17u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    if (comp_0(x0, y0)) { return true; }
    if (comp_0(y0, x0)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> bool {
    let v0 = p0;
    let v1 = (xla_cmp_nan(v0, v0) || ((v0) != (v0)));
    let v2 = xla_f32_bits(0x7fc00000u);
    let v3 = 0.0f;
    let v4 = (!xla_cmp_nan(v0, v3) && ((v0) == (v3)));
    let v5 = select(v0, v3, v4);
    let v6 = select(v5, v2, v1);
    let v7 = p1;
    let v8 = (xla_cmp_nan(v7, v7) || ((v7) != (v7)));
    let v9 = (!xla_cmp_nan(v7, v3) && ((v7) == (v3)));
    let v10 = select(v7, v3, v9);
    let v11 = select(v10, v2, v8);
    let v12 = (xla_total_key(v6) < xla_total_key(v11));
    return v12;
}

@compute @workgroup_size(16)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 16u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 1u) { return; }
    let off = grp * 32u;
    let row = off / 32u;
    let pos0 = off % 32u;
    let rb = (row / 1u) * 17u + (row % 1u);
    sh[lid] = (off + lid) % 32u;
    sh[lid + 16u] = (off + lid + 16u) % 32u;
    workgroupBarrier();
    for (var k = 2u; k <= 32u; k = k << 1u) {
    for (var j = min(k >> 1u, 16u); j > 0u; j = j >> 1u) {
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
    out0[off + lid + 16u] = sh[lid + 16u];
}


// ---- kernel sort_gather_jit_sort__3_sort_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 17u) { return; }
    let e = t;
    let o = e / 17u;
    let p = (e % 17u) / 1u;
    let ii = e % 1u;
    let row = o * 1u + ii;
    let src = o * 17u + (ld_0(row * 32u + p)) * 1u + ii;
    let v0 = ld_1(src);

    out0[e] = bitcast<u32>(v0);
}


// ---- kernel sort_local_first_jit_sort__4_sort_11
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

fn xla_total_key(x: f32) -> i32 {
    let i = bitcast<i32>(x);
    return select(i, i ^ 0x7fffffff, i < 0);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
fn sort_less(a: u32, b: u32, rb: u32) -> bool {
    if (a >= 4u || b >= 4u) { return a < b; }
    let ia = rb + a * 6u;
    let ib = rb + b * 6u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    if (comp_2(x0, y0)) { return true; }
    if (comp_2(y0, x0)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 4>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_2(p0: f32, p1: f32) -> bool {
    let v0 = p0;
    let v1 = (xla_cmp_nan(v0, v0) || ((v0) != (v0)));
    let v2 = xla_f32_bits(0x7fc00000u);
    let v3 = 0.0f;
    let v4 = (!xla_cmp_nan(v0, v3) && ((v0) == (v3)));
    let v5 = select(v0, v3, v4);
    let v6 = select(v5, v2, v1);
    let v7 = p1;
    let v8 = (xla_cmp_nan(v7, v7) || ((v7) != (v7)));
    let v9 = (!xla_cmp_nan(v7, v3) && ((v7) == (v3)));
    let v10 = select(v7, v3, v9);
    let v11 = select(v10, v2, v8);
    let v12 = (xla_total_key(v6) < xla_total_key(v11));
    return v12;
}

@compute @workgroup_size(2)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 2u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 6u) { return; }
    let off = grp * 4u;
    let row = off / 4u;
    let pos0 = off % 4u;
    let rb = (row / 6u) * 24u + (row % 6u);
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


// ---- kernel sort_gather_jit_sort__4_sort_11
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let o = e / 24u;
    let p = (e % 24u) / 6u;
    let ii = e % 6u;
    let row = o * 6u + ii;
    let src = o * 24u + (ld_0(row * 4u + p)) * 6u + ii;
    let v0 = ld_1(src);

    out0[e] = bitcast<u32>(v0);
}


// ---- kernel sort_local_first_jit_sort__5_sort_17
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
fn sort_less(a: u32, b: u32, rb: u32) -> bool {
    if (a >= 8u || b >= 8u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    if (comp_4(x0, y0)) { return true; }
    if (comp_4(y0, x0)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 8>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn comp_4(p0: i32, p1: i32) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) < (v1));
    return v2;
}

@compute @workgroup_size(4)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 4u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 3u) { return; }
    let off = grp * 8u;
    let row = off / 8u;
    let pos0 = off % 8u;
    let rb = (row / 1u) * 8u + (row % 1u);
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


// ---- kernel sort_gather_jit_sort__5_sort_17
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let o = e / 8u;
    let p = (e % 8u) / 1u;
    let ii = e % 1u;
    let row = o * 1u + ii;
    let src = o * 8u + (ld_0(row * 8u + p)) * 1u + ii;
    let v0 = ld_1(src);

    out0[e] = bitcast<u32>(v0);
}

