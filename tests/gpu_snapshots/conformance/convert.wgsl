// ---- kernel convert_convert_element_type_13
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f2i(x: f32, lo: f32, hi: f32, ilo: i32, ihi: i32) -> i32 {
    if (xla_isnan(x)) { return 0; }
    if (x <= lo) { return ilo; }
    if (x >= hi) { return ihi; }
    return i32(x);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_1(i: u32) -> i32 {
    let a0 = ld_0(i);
    return xla_f2i(a0, -2147483600.0f, 2147483500.0f, bitcast<i32>(0x80000000u), 2147483647i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_1(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_element_type_14
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_3(i: u32) -> f32 {
    let a0 = ld_0(i);
    return f32(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_3(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_element_type_15
fn xla_f16_to_f32(h: u32) -> f32 {
    let s = (h & 0x8000u) << 16u;
    let e = (h >> 10u) & 0x1fu;
    let m = h & 0x3ffu;
    if (e == 0u) {
        return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8));
    }
    if (e == 31u) {
        // A NaN comes out quiet, payload kept, as x86's vcvtph2ps (and so jaxlib) gives it.
        return bitcast<f32>(s | 0x7f800000u | (m << 13u) | select(0u, 0x400000u, m != 0u));
    }
    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));
}

fn xla_f32_to_f16_sw(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let sign = (b >> 16u) & 0x8000u;
    let a = b & 0x7fffffffu;
    if (a > 0x7f800000u) { return sign | 0x7e00u | ((a >> 13u) & 0x3ffu); }
    if (a >= 0x477ff000u) { return sign | 0x7c00u; }
    if (a < 0x38800000u) {
        if (a < 0x33000000u) { return sign; }
        let e = a >> 23u;
        let m = (a & 0x7fffffu) | 0x800000u;
        let sh = 126u - e;
        let r = m >> sh;
        let rem = m & ((1u << sh) - 1u);
        let half = 1u << (sh - 1u);
        var res = r;
        if (rem > half || (rem == half && (r & 1u) == 1u)) { res = res + 1u; }
        return sign | res;
    }
    var h = (a >> 13u) - (112u << 10u);
    let rem = a & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (h & 1u) == 1u)) { h = h + 1u; }
    return sign | h;
}

// Rounding to f16 with a straight-line path for results that are normal f16s (the common
// case): adding 0xfff plus the lowest kept bit and dropping the 13 low mantissa bits is round
// to nearest even, and a carry into the exponent gives the right next binade. From 2^-14
// (0x38800000, f16's smallest normal) up to 65520 (0x477ff000, where rounding reaches
// infinity); zeros, subnormals, overflow, infinities and NaNs take xla_f32_to_f16_sw.
//
// This is also why webxla does not use `shader-f16`'s `f16(x)`: WGSL lets a conversion round
// to either neighbour, and NVIDIA's Vulkan driver was measured rounding toward zero, which
// is not XLA's bits; the integer path here is as fast as the hardware one was.

fn xla_f32_to_f16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        let r = a + 0xfffu + ((a >> 13u) & 1u);
        return ((b >> 16u) & 0x8000u) | ((r >> 13u) - (112u << 10u));
    }
    return xla_f32_to_f16_sw(x);
}

fn xla_round_f16(x: f32) -> f32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        return bitcast<f32>((b + 0xfffu + ((b >> 13u) & 1u)) & 0xffffe000u);
    }
    return xla_f16_to_f32(xla_f32_to_f16_sw(x));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_4(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_round_f16(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 15u) {
    let v = n_4(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 15u) {
    let v = n_4(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 8u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel convert_convert_element_type_16
fn xla_f16_to_f32(h: u32) -> f32 {
    let s = (h & 0x8000u) << 16u;
    let e = (h >> 10u) & 0x1fu;
    let m = h & 0x3ffu;
    if (e == 0u) {
        return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8));
    }
    if (e == 31u) {
        // A NaN comes out quiet, payload kept, as x86's vcvtph2ps (and so jaxlib) gives it.
        return bitcast<f32>(s | 0x7f800000u | (m << 13u) | select(0u, 0x400000u, m != 0u));
    }
    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return xla_f16_to_f32((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu);
}

fn n_6(i: u32) -> f32 {
    let a0 = ld_0(i);
    return a0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_element_type_17
fn xla_f32_to_bf16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }
    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;
}

// x rounded to the nearest f16, as an f32: the same straight-line path as xla_f32_to_f16,
// kept in f32 bits (the sign bit rides along; no carry reaches it below 65520).

fn xla_round_bf16(x: f32) -> f32 {
    return bitcast<f32>(xla_f32_to_bf16(x) << 16u);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn n_7(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_round_bf16(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 15u) {
    let v = n_7(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 15u) {
    let v = n_7(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 8u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel convert_convert_element_type_18
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn n_9(i: u32) -> f32 {
    let a0 = ld_0(i);
    return a0;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_9(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel compare_convert_element_type_19
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

fn n_11(i: u32) -> f32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return 0.0f;
}

fn n_12(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_11(i);
    return (xla_cmp_nan(a0, a1) || ((a0) != (a1)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 15u) {
    let v = n_12(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 15u) {
    let v = n_12(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 15u) {
    let v = n_12(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 15u) {
    let v = n_12(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 4u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel convert_convert_element_type_20
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn n_14(i: u32) -> f32 {
    let a0 = ld_0(i);
    return select(0.0f, 1.0f, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_14(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel compare_convert_element_type_21
@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_16(i: u32) -> i32 {
    let c0 = i / 5u;
    let c1 = (i / 1u) % 5u;
    return 0i;
}

fn n_17(i: u32) -> bool {
    let a0 = ld_0(i);
    let a1 = n_16(i);
    return ((a0) != (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 4u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 4u + 0u;
    if (e < 15u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 0u);
    }
    }
    {
    let e = t * 4u + 1u;
    if (e < 15u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 8u);
    }
    }
    {
    let e = t * 4u + 2u;
    if (e < 15u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 16u);
    }
    }
    {
    let e = t * 4u + 3u;
    if (e < 15u) {
    let v = n_17(e);
    w0_0 = w0_0 | (select(0u, 1u, v) << 24u);
    }
    }
    if (t * 1u + 0u < 4u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel convert_convert_element_type_22
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_f2i(x: f32, lo: f32, hi: f32, ilo: i32, ihi: i32) -> i32 {
    if (xla_isnan(x)) { return 0; }
    if (x <= lo) { return ilo; }
    if (x >= hi) { return ihi; }
    return i32(x);
}

fn xla_f16_to_f32(h: u32) -> f32 {
    let s = (h & 0x8000u) << 16u;
    let e = (h >> 10u) & 0x1fu;
    let m = h & 0x3ffu;
    if (e == 0u) {
        return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8));
    }
    if (e == 31u) {
        // A NaN comes out quiet, payload kept, as x86's vcvtph2ps (and so jaxlib) gives it.
        return bitcast<f32>(s | 0x7f800000u | (m << 13u) | select(0u, 0x400000u, m != 0u));
    }
    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return xla_f16_to_f32((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu);
}

fn n_18(i: u32) -> i32 {
    let a0 = ld_0(i);
    return xla_f2i(a0, -2147483600.0f, 2147483500.0f, bitcast<i32>(0x80000000u), 2147483647i);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 15u) { return; }
    let e = t;
    let v = n_18(e);
    out0[e] = bitcast<u32>(v);
}


// ---- kernel convert_convert_element_type_23
fn xla_f16_to_f32(h: u32) -> f32 {
    let s = (h & 0x8000u) << 16u;
    let e = (h >> 10u) & 0x1fu;
    let m = h & 0x3ffu;
    if (e == 0u) {
        return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8));
    }
    if (e == 31u) {
        // A NaN comes out quiet, payload kept, as x86's vcvtph2ps (and so jaxlib) gives it.
        return bitcast<f32>(s | 0x7f800000u | (m << 13u) | select(0u, 0x400000u, m != 0u));
    }
    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));
}

fn xla_f32_to_f16_sw(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let sign = (b >> 16u) & 0x8000u;
    let a = b & 0x7fffffffu;
    if (a > 0x7f800000u) { return sign | 0x7e00u | ((a >> 13u) & 0x3ffu); }
    if (a >= 0x477ff000u) { return sign | 0x7c00u; }
    if (a < 0x38800000u) {
        if (a < 0x33000000u) { return sign; }
        let e = a >> 23u;
        let m = (a & 0x7fffffu) | 0x800000u;
        let sh = 126u - e;
        let r = m >> sh;
        let rem = m & ((1u << sh) - 1u);
        let half = 1u << (sh - 1u);
        var res = r;
        if (rem > half || (rem == half && (r & 1u) == 1u)) { res = res + 1u; }
        return sign | res;
    }
    var h = (a >> 13u) - (112u << 10u);
    let rem = a & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (h & 1u) == 1u)) { h = h + 1u; }
    return sign | h;
}

// Rounding to f16 with a straight-line path for results that are normal f16s (the common
// case): adding 0xfff plus the lowest kept bit and dropping the 13 low mantissa bits is round
// to nearest even, and a carry into the exponent gives the right next binade. From 2^-14
// (0x38800000, f16's smallest normal) up to 65520 (0x477ff000, where rounding reaches
// infinity); zeros, subnormals, overflow, infinities and NaNs take xla_f32_to_f16_sw.
//
// This is also why webxla does not use `shader-f16`'s `f16(x)`: WGSL lets a conversion round
// to either neighbour, and NVIDIA's Vulkan driver was measured rounding toward zero, which
// is not XLA's bits; the integer path here is as fast as the hardware one was.

fn xla_f32_to_f16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        let r = a + 0xfffu + ((a >> 13u) & 1u);
        return ((b >> 16u) & 0x8000u) | ((r >> 13u) - (112u << 10u));
    }
    return xla_f32_to_f16_sw(x);
}

fn xla_round_f16(x: f32) -> f32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        return bitcast<f32>((b + 0xfffu + ((b >> 13u) & 1u)) & 0xffffe000u);
    }
    return xla_f16_to_f32(xla_f32_to_f16_sw(x));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> i32 {
    return bitcast<i32>(in0[i]);
}

fn n_19(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_round_f16(f32(a0));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 15u) {
    let v = n_19(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 15u) {
    let v = n_19(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 8u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel convert_convert_element_type_24
fn xla_f16_to_f32(h: u32) -> f32 {
    let s = (h & 0x8000u) << 16u;
    let e = (h >> 10u) & 0x1fu;
    let m = h & 0x3ffu;
    if (e == 0u) {
        return bitcast<f32>(s | bitcast<u32>(f32(m) * 5.9604644775390625e-8));
    }
    if (e == 31u) {
        // A NaN comes out quiet, payload kept, as x86's vcvtph2ps (and so jaxlib) gives it.
        return bitcast<f32>(s | 0x7f800000u | (m << 13u) | select(0u, 0x400000u, m != 0u));
    }
    return bitcast<f32>(s | ((e + 112u) << 23u) | (m << 13u));
}

fn xla_f32_to_f16_sw(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let sign = (b >> 16u) & 0x8000u;
    let a = b & 0x7fffffffu;
    if (a > 0x7f800000u) { return sign | 0x7e00u | ((a >> 13u) & 0x3ffu); }
    if (a >= 0x477ff000u) { return sign | 0x7c00u; }
    if (a < 0x38800000u) {
        if (a < 0x33000000u) { return sign; }
        let e = a >> 23u;
        let m = (a & 0x7fffffu) | 0x800000u;
        let sh = 126u - e;
        let r = m >> sh;
        let rem = m & ((1u << sh) - 1u);
        let half = 1u << (sh - 1u);
        var res = r;
        if (rem > half || (rem == half && (r & 1u) == 1u)) { res = res + 1u; }
        return sign | res;
    }
    var h = (a >> 13u) - (112u << 10u);
    let rem = a & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (h & 1u) == 1u)) { h = h + 1u; }
    return sign | h;
}

// Rounding to f16 with a straight-line path for results that are normal f16s (the common
// case): adding 0xfff plus the lowest kept bit and dropping the 13 low mantissa bits is round
// to nearest even, and a carry into the exponent gives the right next binade. From 2^-14
// (0x38800000, f16's smallest normal) up to 65520 (0x477ff000, where rounding reaches
// infinity); zeros, subnormals, overflow, infinities and NaNs take xla_f32_to_f16_sw.
//
// This is also why webxla does not use `shader-f16`'s `f16(x)`: WGSL lets a conversion round
// to either neighbour, and NVIDIA's Vulkan driver was measured rounding toward zero, which
// is not XLA's bits; the integer path here is as fast as the hardware one was.

fn xla_f32_to_f16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        let r = a + 0xfffu + ((a >> 13u) & 1u);
        return ((b >> 16u) & 0x8000u) | ((r >> 13u) - (112u << 10u));
    }
    return xla_f32_to_f16_sw(x);
}

fn xla_round_f16(x: f32) -> f32 {
    let b = bitcast<u32>(x);
    let a = b & 0x7fffffffu;
    if (a >= 0x38800000u && a < 0x477ff000u) {
        return bitcast<f32>((b + 0xfffu + ((b >> 13u) & 1u)) & 0xffffe000u);
    }
    return xla_f16_to_f32(xla_f32_to_f16_sw(x));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(((in0[(i) >> 1u] >> (((i) & 1u) * 16u)) & 0xffffu) << 16u);
}

fn n_20(i: u32) -> f32 {
    let a0 = ld_0(i);
    return xla_round_f16(a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 15u) {
    let v = n_20(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 15u) {
    let v = n_20(e);
    w0_0 = w0_0 | (xla_f32_to_f16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 8u) { out0[t * 1u + 0u] = w0_0; }
}


// ---- kernel convert_convert_element_type_25
fn xla_f32_to_bf16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) { return (b >> 16u) | 0x40u; }
    return (b + 0x7fffu + ((b >> 16u) & 1u)) >> 16u;
}

// x rounded to the nearest f16, as an f32: the same straight-line path as xla_f32_to_f16,
// kept in f32 bits (the sign bit rides along; no carry reaches it below 65520).

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> bool {
    return (((in0[(i) >> 2u] >> (((i) & 3u) * 8u)) & 0xffu) != 0u);
}

fn n_21(i: u32) -> f32 {
    let a0 = ld_0(i);
    return select(0.0f, 1.0f, a0);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 8u) { return; }
    var w0_0 = 0u;
    {
    let e = t * 2u + 0u;
    if (e < 15u) {
    let v = n_21(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 0u);
    }
    }
    {
    let e = t * 2u + 1u;
    if (e < 15u) {
    let v = n_21(e);
    w0_0 = w0_0 | (xla_f32_to_bf16((v)) << 16u);
    }
    }
    if (t * 1u + 0u < 8u) { out0[t * 1u + 0u] = w0_0; }
}

