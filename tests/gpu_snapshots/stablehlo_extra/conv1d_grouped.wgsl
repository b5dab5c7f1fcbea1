// ---- kernel convolution_convolution_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 54u;
    let c1 = (i / 9u) % 6u;
    let c2 = (i / 1u) % 9u;
    let ob = c0;
    let ofe = c1;
    let grp = ofe / 3u;
    let bgrp = ofe / 6u;
    let ib = bgrp * 1u + ob;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 6u; r = r + 1u) {
        let q0 = r / 3u;
        let q1 = (r / 1u) % 3u;
        var inb = true;
        let p0 = i32(c2 * 1u + q1 * 1u) - (1i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 9i) { inb = false; }
        if (inb) { acc = acc + (ld_0((ib) * 36u + (grp * 2u + q0) * 9u + (u32(max(p0, 0) / 1i)))) * (ld_1((ofe) * 6u + (q0) * 3u + (q1))); }
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 54u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}

