// ---- kernel iota_call_2_iota_2
@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_1(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return vec2<u32>(c0, 0u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 9u) { return; }
    let e = t;
    let v = n_1(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}


// ---- kernel sort_local_first_call_2_sort_3
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
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;
fn sort_less(a: u32, b: u32, rb: u32) -> bool {
    if (a >= 9u || b >= 9u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    let x1 = ld_1(ia);
    let y1 = ld_1(ib);
    if (comp_3(x0, y0, x1, y1)) { return true; }
    if (comp_3(y0, x0, y1, x1)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 16>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> vec2<u32> {
    return vec2<u32>(in1[2u * (i)], in1[2u * (i) + 1u]);
}

fn comp_3(p0: f32, p1: f32, p2: vec2<u32>, p3: vec2<u32>) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = p2;
    let v3 = p3;
    let v4 = 0.0f;
    let v5 = (!xla_cmp_nan(v0, v4) && ((v0) == (v4)));
    let v6 = 0.0f;
    let v7 = select(v0, v6, v5);
    let v8 = (xla_cmp_nan(v0, v0) || ((v0) != (v0)));
    let v9 = xla_f32_bits(0x7fc00000u);
    let v10 = select(v7, v9, v8);
    let v11 = 0.0f;
    let v12 = (!xla_cmp_nan(v1, v11) && ((v1) == (v11)));
    let v13 = 0.0f;
    let v14 = select(v1, v13, v12);
    let v15 = (xla_cmp_nan(v1, v1) || ((v1) != (v1)));
    let v16 = xla_f32_bits(0x7fc00000u);
    let v17 = select(v14, v16, v15);
    let v18 = (xla_total_key(v10) < xla_total_key(v17));
    return v18;
}

@compute @workgroup_size(8)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 8u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 1u) { return; }
    let off = grp * 16u;
    let row = off / 16u;
    let pos0 = off % 16u;
    let rb = (row / 1u) * 9u + (row % 1u);
    sh[lid] = (off + lid) % 16u;
    sh[lid + 8u] = (off + lid + 8u) % 16u;
    workgroupBarrier();
    for (var k = 2u; k <= 16u; k = k << 1u) {
    for (var j = min(k >> 1u, 8u); j > 0u; j = j >> 1u) {
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
    out0[off + lid + 8u] = sh[lid + 8u];
}


// ---- kernel sort_gather_call_2_sort_3
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

fn ld_2(i: u32) -> vec2<u32> {
    return vec2<u32>(in2[2u * (i)], in2[2u * (i) + 1u]);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 9u) { return; }
    let e = t;
    let o = e / 9u;
    let p = (e % 9u) / 1u;
    let ii = e % 1u;
    let row = o * 1u + ii;
    let src = o * 9u + (ld_0(row * 16u + p)) * 1u + ii;
    let v0 = ld_1(src);
    let v1 = ld_2(src);

    out0[e] = bitcast<u32>(v0);
    out1[2u * e] = (v1).x;
    out1[2u * e + 1u] = (v1).y;
}


// ---- kernel sort_local_first_call_3_sort_2
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
    if (a >= 9u || b >= 9u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    if (comp_4(x0, y0)) { return true; }
    if (comp_4(y0, x0)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 16>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_4(p0: f32, p1: f32) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = 0.0f;
    let v3 = (!xla_cmp_nan(v0, v2) && ((v0) == (v2)));
    let v4 = 0.0f;
    let v5 = select(v0, v4, v3);
    let v6 = (xla_cmp_nan(v0, v0) || ((v0) != (v0)));
    let v7 = xla_f32_bits(0x7fc00000u);
    let v8 = select(v5, v7, v6);
    let v9 = 0.0f;
    let v10 = (!xla_cmp_nan(v1, v9) && ((v1) == (v9)));
    let v11 = 0.0f;
    let v12 = select(v1, v11, v10);
    let v13 = (xla_cmp_nan(v1, v1) || ((v1) != (v1)));
    let v14 = xla_f32_bits(0x7fc00000u);
    let v15 = select(v12, v14, v13);
    let v16 = (xla_total_key(v8) < xla_total_key(v15));
    return v16;
}

@compute @workgroup_size(8)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 8u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 1u) { return; }
    let off = grp * 16u;
    let row = off / 16u;
    let pos0 = off % 16u;
    let rb = (row / 1u) * 9u + (row % 1u);
    sh[lid] = (off + lid) % 16u;
    sh[lid + 8u] = (off + lid + 8u) % 16u;
    workgroupBarrier();
    for (var k = 2u; k <= 16u; k = k << 1u) {
    for (var j = min(k >> 1u, 8u); j > 0u; j = j >> 1u) {
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
    out0[off + lid + 8u] = sh[lid + 8u];
}


// ---- kernel sort_gather_call_3_sort_2
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
    if (t >= 9u) { return; }
    let e = t;
    let o = e / 9u;
    let p = (e % 9u) / 1u;
    let ii = e % 1u;
    let row = o * 1u + ii;
    let src = o * 9u + (ld_0(row * 16u + p)) * 1u + ii;
    let v0 = ld_1(src);

    out0[e] = bitcast<u32>(v0);
}


// ---- kernel reverse_reverse_4
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    let c0 = i / 1u;
    return ld_0((8u - c0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 9u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}

