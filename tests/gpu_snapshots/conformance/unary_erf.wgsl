// ---- kernel erf_erf_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_erf(x0: f32) -> f32 {
    if (xla_isnan(x0)) { return x0; }
    let x = clamp(x0, -4.0, 4.0);
    let x2 = x * x;
    var p = -2.72614225801306e-10;
    p = p * x2 + 2.77068142495902e-08;
    p = p * x2 + -2.10102402082508e-06;
    p = p * x2 + -5.69250639462346e-05;
    p = p * x2 + -7.34990630326855e-04;
    p = p * x2 + -2.95459980854025e-03;
    p = p * x2 + -1.60960333262415e-02;
    p = p * x;
    var q = -1.45660718464996e-05;
    q = q * x2 + -2.13374055278905e-04;
    q = q * x2 + -1.68282697438203e-03;
    q = q * x2 + -7.37332916720468e-03;
    q = q * x2 + -1.42647390514189e-02;
    return p / q;
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_1(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_erf(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 32u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}

