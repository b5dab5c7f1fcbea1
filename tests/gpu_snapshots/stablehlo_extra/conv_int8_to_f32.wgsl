// ---- kernel convolution_convolution_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return (bitcast<i32>(in0[(i) >> 2u] << (24u - ((i) & 3u) * 8u)) >> 24u);
}

fn ld_1(i: u32) -> i32 {
    return (bitcast<i32>(in1[(i) >> 2u] << (24u - ((i) & 3u) * 8u)) >> 24u);
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 48u;
    let c1 = (i / 16u) % 3u;
    let c2 = (i / 4u) % 4u;
    let c3 = (i / 1u) % 4u;
    let ob = c0;
    let ofe = c1;
    let grp = ofe / 3u;
    let bgrp = ofe / 3u;
    let ib = bgrp * 1u + ob;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 12u; r = r + 1u) {
        let q0 = r / 6u;
        let q1 = (r / 3u) % 2u;
        let q2 = (r / 1u) % 3u;
        var inb = true;
        let p0 = i32(c2 * 1u + q1 * 1u) - (0i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 5i) { inb = false; }
        let p1 = i32(c3 * 1u + q2 * 1u) - (0i);
        if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 6i) { inb = false; }
        if (inb) { acc = acc + (f32(ld_0((ib) * 60u + (grp * 2u + q0) * 30u + (u32(max(p0, 0) / 1i)) * 6u + (u32(max(p1, 0) / 1i))))) * (f32(ld_1((ofe) * 12u + (q0) * 6u + (q1) * 3u + (q2)))); }
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 48u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}

