// sort_local_first_s
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
    if (a >= 1000u || b >= 1000u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    let x1 = ld_1(ia);
    let y1 = ld_1(ib);
    if (comp_0(x0, y0, x1, y1)) { return true; }
    if (comp_0(y0, x0, y1, x1)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 512>;

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
    let v4 = xla_f32_bits(0x7fc00000u);
    let v5 = 0.0f;
    let v6 = (xla_cmp_nan(v0, v0) || ((v0) != (v0)));
    let v7 = (!xla_cmp_nan(v0, v5) && ((v0) == (v5)));
    let v8 = select(v0, v5, v7);
    let v9 = select(v8, v4, v6);
    let v10 = (xla_cmp_nan(v1, v1) || ((v1) != (v1)));
    let v11 = (!xla_cmp_nan(v1, v5) && ((v1) == (v5)));
    let v12 = select(v1, v5, v11);
    let v13 = select(v12, v4, v10);
    let v14 = (xla_total_key(v9) < xla_total_key(v13));
    let v15 = (xla_total_key(v9) == xla_total_key(v13));
    let v16 = v14;
    return v16;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 2u) { return; }
    let off = grp * 512u;
    let row = off / 1024u;
    let pos0 = off % 1024u;
    let rb = (row / 1u) * 1000u + (row % 1u);
    sh[lid] = (off + lid) % 1024u;
    sh[lid + 256u] = (off + lid + 256u) % 1024u;
    workgroupBarrier();
    for (var k = 2u; k <= 512u; k = k << 1u) {
    for (var j = min(k >> 1u, 256u); j > 0u; j = j >> 1u) {
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
    out0[off + lid + 256u] = sh[lid + 256u];
}

// sort_k1024_j512_s
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
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;
fn sort_less(a: u32, b: u32, rb: u32) -> bool {
    if (a >= 1000u || b >= 1000u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    let x1 = ld_1(ia);
    let y1 = ld_1(ib);
    if (comp_0(x0, y0, x1, y1)) { return true; }
    if (comp_0(y0, x0, y1, x1)) { return false; }
    return a < b;
}

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn comp_0(p0: f32, p1: f32, p2: i32, p3: i32) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = p2;
    let v3 = p3;
    let v4 = xla_f32_bits(0x7fc00000u);
    let v5 = 0.0f;
    let v6 = (xla_cmp_nan(v0, v0) || ((v0) != (v0)));
    let v7 = (!xla_cmp_nan(v0, v5) && ((v0) == (v5)));
    let v8 = select(v0, v5, v7);
    let v9 = select(v8, v4, v6);
    let v10 = (xla_cmp_nan(v1, v1) || ((v1) != (v1)));
    let v11 = (!xla_cmp_nan(v1, v5) && ((v1) == (v5)));
    let v12 = select(v1, v5, v11);
    let v13 = select(v12, v4, v10);
    let v14 = (xla_total_key(v9) < xla_total_key(v13));
    let v15 = (xla_total_key(v9) == xla_total_key(v13));
    let v16 = v14;
    return v16;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 512u) { return; }
    let row = t / 512u;
    let q = t % 512u;
    let i = (q / 512u) * 1024u + (q % 512u);
    let rb = (row / 1u) * 1000u + (row % 1u);
    let a = ld_2(row * 1024u + i);
    let c = ld_2(row * 1024u + i + 512u);
    let up = (i & 1024u) == 0u;
    var swap = false;
    if (up) { swap = sort_less(c, a, rb); } else { swap = sort_less(a, c, rb); }
    out0[row * 1024u + i] = select(a, c, swap);
    out0[row * 1024u + i + 512u] = select(c, a, swap);
}

// sort_local_k1024_s
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
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;
fn sort_less(a: u32, b: u32, rb: u32) -> bool {
    if (a >= 1000u || b >= 1000u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    let x1 = ld_1(ia);
    let y1 = ld_1(ib);
    if (comp_0(x0, y0, x1, y1)) { return true; }
    if (comp_0(y0, x0, y1, x1)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 512>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> u32 {
    return in2[i];
}

fn comp_0(p0: f32, p1: f32, p2: i32, p3: i32) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = p2;
    let v3 = p3;
    let v4 = xla_f32_bits(0x7fc00000u);
    let v5 = 0.0f;
    let v6 = (xla_cmp_nan(v0, v0) || ((v0) != (v0)));
    let v7 = (!xla_cmp_nan(v0, v5) && ((v0) == (v5)));
    let v8 = select(v0, v5, v7);
    let v9 = select(v8, v4, v6);
    let v10 = (xla_cmp_nan(v1, v1) || ((v1) != (v1)));
    let v11 = (!xla_cmp_nan(v1, v5) && ((v1) == (v5)));
    let v12 = select(v1, v5, v11);
    let v13 = select(v12, v4, v10);
    let v14 = (xla_total_key(v9) < xla_total_key(v13));
    let v15 = (xla_total_key(v9) == xla_total_key(v13));
    let v16 = v14;
    return v16;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 2u) { return; }
    let off = grp * 512u;
    let row = off / 1024u;
    let pos0 = off % 1024u;
    let rb = (row / 1u) * 1000u + (row % 1u);
    sh[lid] = ld_2(off + lid);
    sh[lid + 256u] = ld_2(off + lid + 256u);
    workgroupBarrier();
    for (var k = 1024u; k <= 1024u; k = k << 1u) {
    for (var j = min(k >> 1u, 256u); j > 0u; j = j >> 1u) {
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
    out0[off + lid + 256u] = sh[lid + 256u];
}

// sort_gather_s
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
    if (t >= 1000u) { return; }
    let e = t;
    let o = e / 1000u;
    let p = (e % 1000u) / 1u;
    let ii = e % 1u;
    let row = o * 1u + ii;
    let src = o * 1000u + (ld_0(row * 1024u + p)) * 1u + ii;
    let v0 = ld_1(src);
    let v1 = ld_2(src);

    out0[e] = bitcast<u32>(v0);
    out1[e] = bitcast<u32>(v1);
}

