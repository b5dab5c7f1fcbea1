// ---- kernel rows_add_9
fn xla_fdiv(a: f32, b: f32) -> f32 {
    if (!xla_div_fix) { return a / b; }
    var x = a;
    var y = b;
    var k = 1.0;
    if (abs(y) > 0x1p+126f) { x = x * 0.25; y = y * 0.25; }
    if (abs(x) < 0x1p-80f) { x = x * 0x1p+64f; k = 0x1p-64f; }
    let q0 = x / y;
    if (q0 == 0.0 || !(abs(q0) <= 0x1.fffffep+127f)) { return q0 * k; }
    let rcp = 1.0 / y;
    let q1 = fma(fma(-q0, y, x), rcp, q0);
    return fma(fma(-q1, y, x), rcp, q1) * k;
}

override xla_div_fix: bool = false;

// sqrt(a), correctly rounded on every device (as xla_fdiv, with `xla_sqrt_fix`): two
// corrections by the exact residual fma(-s, s, a), on an argument scaled by 2^64 when tiny.

fn xla_fsqrt(a: f32) -> f32 {
    if (!xla_sqrt_fix || !(a > 0.0) || !(a <= 0x1.fffffep+127f)) { return sqrt(a); }
    var x = a;
    var k = 1.0;
    if (a < 0x1p-100f) { x = a * 0x1p+64f; k = 0x1p-32f; }
    let s0 = sqrt(x);
    let h = 0.5 / s0;
    let s1 = fma(fma(-s0, s0, x), h, s0);
    return fma(fma(-s1, s1, x), h, s1) * k;
}

override xla_sqrt_fix: bool = false;

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read> in2: array<u32>;
@group(0) @binding(3) var<storage, read_write> out0: array<u32>;
var<workgroup> sh0_0: array<f32, 32>;
var<private> row0: f32;
var<workgroup> sh1_0: array<f32, 32>;
var<private> row1: f32;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn ld_2(i: u32) -> f32 {
    return bitcast<f32>(in2[i]);
}

fn comp_0(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn comp_1(p0: f32, p1: f32) -> f32 {
    let v0 = p0;
    let v1 = p1;
    let v2 = ((v0) + (v1));
    return v2;
}

fn n_3(i: u32) -> f32 {
    return row0;
}

fn n_5(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return 16.0f;
}

fn n_6(i: u32) -> f32 {
    let a0 = n_3(i);
    let a1 = n_5(i);
    return xla_fdiv(a0, a1);
}

fn n_7(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_6((c0) + (c1));
}

fn n_8(i: u32) -> f32 {
    return n_7(i);
}

fn n_9(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return n_8((c0));
}

fn n_10(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_9(i);
    return ((a0) - (a1));
}

fn n_11(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_6((c0) + (c1));
}

fn n_12(i: u32) -> f32 {
    return n_11(i);
}

fn n_13(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return n_12((c0));
}

fn n_14(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = n_13(i);
    return ((a0) - (a1));
}

fn n_15(i: u32) -> f32 {
    let a0 = n_14(i);
    let a1 = n_14(i);
    return ((a0) * (a1));
}

fn n_17(i: u32) -> f32 {
    return row1;
}

fn n_18(i: u32) -> f32 {
    let a0 = n_17(i);
    let a1 = n_5(i);
    return xla_fdiv(a0, a1);
}

fn n_20(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return 1e-5f;
}

fn n_21(i: u32) -> f32 {
    let a0 = n_18(i);
    let a1 = n_20(i);
    return ((a0) + (a1));
}

fn n_22(i: u32) -> f32 {
    let a0 = n_21(i);
    return xla_fdiv(1.0, xla_fsqrt(a0));
}

fn n_23(i: u32) -> f32 {
    let c0 = i / 1u;
    let c1 = (i / 1u) % 1u;
    return n_22((c0) + (c1));
}

fn n_24(i: u32) -> f32 {
    return n_23(i);
}

fn n_25(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return n_24((c0));
}

fn n_26(i: u32) -> f32 {
    let a0 = n_10(i);
    let a1 = n_25(i);
    return ((a0) * (a1));
}

fn n_28(i: u32) -> f32 {
    return ld_1(i);
}

fn n_29(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return n_28((c0) * 16u + (c1));
}

fn n_30(i: u32) -> f32 {
    return n_29(i);
}

fn n_31(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return n_30((c1));
}

fn n_32(i: u32) -> f32 {
    let a0 = n_26(i);
    let a1 = n_31(i);
    return ((a0) * (a1));
}

fn n_34(i: u32) -> f32 {
    return ld_2(i);
}

fn n_35(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return n_34((c0) * 16u + (c1));
}

fn n_36(i: u32) -> f32 {
    return n_35(i);
}

fn n_37(i: u32) -> f32 {
    let c0 = i / 16u;
    let c1 = (i / 1u) % 16u;
    return n_36((c1));
}

fn n_38(i: u32) -> f32 {
    let a0 = n_32(i);
    let a1 = n_37(i);
    return ((a0) + (a1));
}

@compute @workgroup_size(32)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 32u + lid;
    let o = wid.y * nwg.x + wid.x;
    if (o >= 4u) { return; }
    let r0 = 0u;
    let r1 = 16u;
    {
    var acc0: f32 = 0.0f;
    let c0 = o / 1u;
    for (var r = r0 + lid; r < r1; r = r + 32u) {
    let q0 = r / 1u;
    let li = (c0) * 16u + (q0);
    let x0 = ld_0(li);

    acc0 = comp_0(acc0, x0);
    }
    sh0_0[lid] = acc0;
    workgroupBarrier();
    if (lid < 16u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 16u]);
    }
    workgroupBarrier();
    if (lid < 8u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 8u]);
    }
    workgroupBarrier();
    if (lid < 4u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 4u]);
    }
    workgroupBarrier();
    if (lid < 2u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 2u]);
    }
    workgroupBarrier();
    if (lid < 1u) {
    sh0_0[lid] = comp_0(sh0_0[lid], sh0_0[lid + 1u]);
    }
    workgroupBarrier();
    row0 = sh0_0[0];
    workgroupBarrier();
    }
    {
    var acc0: f32 = 0.0f;
    let c0 = o / 1u;
    for (var r = r0 + lid; r < r1; r = r + 32u) {
    let q0 = r / 1u;
    let li = (c0) * 16u + (q0);
    let x0 = n_15(li);

    acc0 = comp_1(acc0, x0);
    }
    sh1_0[lid] = acc0;
    workgroupBarrier();
    if (lid < 16u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 16u]);
    }
    workgroupBarrier();
    if (lid < 8u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 8u]);
    }
    workgroupBarrier();
    if (lid < 4u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 4u]);
    }
    workgroupBarrier();
    if (lid < 2u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 2u]);
    }
    workgroupBarrier();
    if (lid < 1u) {
    sh1_0[lid] = comp_1(sh1_0[lid], sh1_0[lid + 1u]);
    }
    workgroupBarrier();
    row1 = sh1_0[0];
    workgroupBarrier();
    }
    for (var j = lid; j < 16u; j = j + 32u) {
    let e = o * 16u + j;
    out0[e] = bitcast<u32>(n_38(e));
    }
}

