// ---- kernel pad_pad_4
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_2(i: u32) -> f32 {
    let c0 = i / 7u;
    let c1 = (i / 1u) % 7u;
    var ok = true;
    let p0 = i32(c0) - (1i);
    if (p0 < 0 || p0 % 2i != 0 || p0 / 2i >= 3i) { ok = false; }
    let p1 = i32(c1) - (-1i);
    if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 5i) { ok = false; }
    if (ok) { return ld_0((u32(max(p0, 0) / 2i)) * 5u + (u32(max(p1, 0) / 1i))); }
    return 0.5f;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 56u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel pad_pad_5
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_4(i: u32) -> f32 {
    let c0 = i / 9u;
    let c1 = (i / 1u) % 9u;
    var ok = true;
    let p0 = i32(c0) - (0i);
    if (p0 < 0 || p0 % 3i != 0 || p0 / 3i >= 3i) { ok = false; }
    let p1 = i32(c1) - (2i);
    if (p1 < 0 || p1 % 2i != 0 || p1 / 2i >= 5i) { ok = false; }
    if (ok) { return ld_0((u32(max(p0, 0) / 3i)) * 5u + (u32(max(p1, 0) / 2i))); }
    return -1.0f;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 54u) { return; }
    let e = t;
    let v = n_4(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel pad_jit__pad__1_pad_3
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_6(i: u32) -> f32 {
    let a0 = 0i;
    return f32(a0);
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 7u;
    let c1 = (i / 1u) % 7u;
    var ok = true;
    let p0 = i32(c0) - (1i);
    if (p0 < 0 || p0 % 1i != 0 || p0 / 1i >= 3i) { ok = false; }
    let p1 = i32(c1) - (0i);
    if (p1 < 0 || p1 % 1i != 0 || p1 / 1i >= 5i) { ok = false; }
    if (ok) { return ld_0((u32(max(p0, 0) / 1i)) * 5u + (u32(max(p1, 0) / 1i))); }
    return n_6(0u);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 28u) { return; }
    let e = t;
    let v = n_7(e);
    out0[e] = bitcast<u32>(v);
}

