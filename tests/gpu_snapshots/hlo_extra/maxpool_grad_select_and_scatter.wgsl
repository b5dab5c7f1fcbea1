// ---- kernel select-and-scatter_select_and_scatter_9
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_cmp_nan(a: f32, b: f32) -> bool {
    return xla_isnan(a) || xla_isnan(b);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn comp_0(p0: f32, p1: f32) -> bool {
    let v0 = p0;
    let v1 = p1;
    let v2 = (!xla_cmp_nan(v0, v1) && ((v0) >= (v1)));
    return v2;
}

fn comp_1(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 64u;
    let c1 = (i / 16u) % 4u;
    let c2 = (i / 4u) % 4u;
    let c3 = (i / 1u) % 4u;
    return 1.0f;
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 256u;
    let c1 = (i / 32u) % 8u;
    let c2 = (i / 4u) % 8u;
    let c3 = (i / 1u) % 4u;
    var acc: f32 = 0.0f;
    for (var r = 0u; r < 4u; r = r + 1u) {
        let w0 = r / 4u;
        let w1 = (r / 2u) % 2u;
        let w2 = (r / 1u) % 2u;
        let w3 = (r / 1u) % 1u;
        var ok = true;
        let sp0 = i32(c0) + (0i) - i32(w0);
        if (sp0 < 0 || sp0 % 1i != 0 || sp0 / 1i >= 1i) { ok = false; }
        let s0 = u32(max(sp0, 0) / 1i);
        let sp1 = i32(c1) + (0i) - i32(w1);
        if (sp1 < 0 || sp1 % 2i != 0 || sp1 / 2i >= 4i) { ok = false; }
        let s1 = u32(max(sp1, 0) / 2i);
        let sp2 = i32(c2) + (0i) - i32(w2);
        if (sp2 < 0 || sp2 % 2i != 0 || sp2 / 2i >= 4i) { ok = false; }
        let s2 = u32(max(sp2, 0) / 2i);
        let sp3 = i32(c3) + (0i) - i32(w3);
        if (sp3 < 0 || sp3 % 1i != 0 || sp3 / 1i >= 4i) { ok = false; }
        let s3 = u32(max(sp3, 0) / 1i);
        if (ok) {
        var have = false;
        var best: f32;
        var besti = 0u;
        for (var r2 = 0u; r2 < 4u; r2 = r2 + 1u) {
        let v0 = r2 / 4u;
        let v1 = (r2 / 2u) % 2u;
        let v2 = (r2 / 1u) % 2u;
        let v3 = (r2 / 1u) % 1u;
        var inb = true;
        let p0 = i32(s0 * 1u + v0) - (0i);
        if (p0 < 0 || p0 >= 1i) { inb = false; }
        let p1 = i32(s1 * 2u + v1) - (0i);
        if (p1 < 0 || p1 >= 8i) { inb = false; }
        let p2 = i32(s2 * 2u + v2) - (0i);
        if (p2 < 0 || p2 >= 8i) { inb = false; }
        let p3 = i32(s3 * 1u + v3) - (0i);
        if (p3 < 0 || p3 >= 4i) { inb = false; }
        if (inb) {
        let li = (u32(max(p0, 0))) * 256u + (u32(max(p1, 0))) * 32u + (u32(max(p2, 0))) * 4u + (u32(max(p3, 0)));
        let cand = ld_0(li);
        if (!have || !comp_0(best, cand)) { best = cand; besti = li; have = true; }
        }
        }
        if (have && besti == i) { acc = comp_1(acc, n_2((s0) * 64u + (s1) * 16u + (s2) * 4u + (s3))); }
        }
    }
    return acc;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 256u) { return; }
    let e = t;
    let v = n_4(e);
    out0[e] = bitcast<u32>(v);
}

