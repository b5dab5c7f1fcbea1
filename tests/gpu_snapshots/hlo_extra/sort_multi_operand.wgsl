// ---- kernel sort_local_first_sort_16
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
    if (a >= 5u || b >= 5u) { return a < b; }
    let ia = rb + a * 1u;
    let ib = rb + b * 1u;
    let x0 = ld_0(ia);
    let y0 = ld_0(ib);
    let x1 = ld_1(ia);
    let y1 = ld_1(ib);
    let x2 = ld_2(ia);
    let y2 = ld_2(ib);
    if (comp_0(x0, y0, x1, y1, x2, y2)) { return true; }
    if (comp_0(y0, x0, y1, x1, y2, x2)) { return false; }
    return a < b;
}
var<workgroup> sh: array<u32, 8>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> i32 {
    return bitcast<i32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn comp_0(p0: f32, p1: f32, p2: i32, p3: i32, p4: f32, p5: f32) -> bool {
    let v0 = p4;
    let v1 = p5;
    let v2 = p0;
    let v3 = (xla_cmp_nan(v2, v2) || ((v2) != (v2)));
    let v4 = xla_f32_bits(0x7fc00000u);
    let v5 = 0.0f;
    let v6 = (!xla_cmp_nan(v2, v5) && ((v2) == (v5)));
    let v7 = select(v2, v5, v6);
    let v8 = select(v7, v4, v3);
    let v9 = p1;
    let v10 = (xla_cmp_nan(v9, v9) || ((v9) != (v9)));
    let v11 = (!xla_cmp_nan(v9, v5) && ((v9) == (v5)));
    let v12 = select(v9, v5, v11);
    let v13 = select(v12, v4, v10);
    let v14 = (xla_total_key(v8) < xla_total_key(v13));
    let v15 = (xla_total_key(v8) == xla_total_key(v13));
    let v16 = p2;
    let v17 = p3;
    let v18 = ((v16) < (v17));
    let v19 = ((v15) && (v18));
    let v20 = ((v14) || (v19));
    return v20;
}

@compute @workgroup_size(4)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 4u + lid;
    let grp = wid.y * nwg.x + wid.x;
    if (grp >= 1u) { return; }
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


// ---- kernel sort_gather_sort_16
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read> in3: array<u32>;
@group(0) @binding(4) var<storage, read_write> out0: array<u32>;
@group(0) @binding(5) var<storage, read_write> out1: array<u32>;
@group(0) @binding(6) var<storage, read_write> out2: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> i32 {
    return bitcast<i32>(in2[i]);
}

fn ld_3(i: u32) -> f32 {
    return bitcast<f32>(in3[i]);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let o = e / 5u;
    let p = (e % 5u) / 1u;
    let ii = e % 1u;
    let row = o * 1u + ii;
    let src = o * 5u + (ld_0(row * 8u + p)) * 1u + ii;
    let v0 = ld_1(src);
    let v1 = ld_2(src);
    let v2 = ld_3(src);

    out0[e] = bitcast<u32>(v0);
    out1[e] = bitcast<u32>(v1);
    out2[e] = bitcast<u32>(v2);
}

