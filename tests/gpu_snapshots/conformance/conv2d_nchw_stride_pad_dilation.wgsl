// ---- kernel convolution_conv_general_dilated_1
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
    let c0 = i / 64u;
    let c1 = (i / 16u) % 4u;
    let c2 = (i / 4u) % 4u;
    let c3 = (i / 1u) % 4u;
    let ob = c0;
    let ofe = c1;
    let grp = ofe / 4u;
    let bgrp = ofe / 4u;
    let ib = bgrp * 1u + ob;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 27u; r = r + 1u) {
        let q0 = r / 9u;
        let q1 = (r / 3u) % 3u;
        let q2 = (r / 1u) % 3u;
        var inb = true;
        let p0 = i32(c2 * 2u + q1 * 2u) - (1i);
        if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 9i) { inb = false; }
        let p1 = i32(c3 * 2u + q2 * 2u) - (2i);
        if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 9i) { inb = false; }
        if (inb) { acc = acc + (ld_0((ib) * 243u + (grp * 3u + q0) * 81u + (u32(max(p0, 0) / 1i)) * 9u + (u32(max(p1, 0) / 1i)))) * (ld_1((ofe) * 27u + (q0) * 9u + (q1) * 3u + (q2))); }
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 64u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}

