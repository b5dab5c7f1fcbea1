// ---- kernel concatenate_concatenate_11
fn xla_shrl64(a: vec2<u32>, n: vec2<u32>) -> vec2<u32> {
    if (n.y != 0u || n.x >= 64u) { return vec2<u32>(0u, 0u); }
    let s = n.x;
    if (s == 0u) { return a; }
    if (s >= 32u) { return vec2<u32>(a.y >> (s - 32u), 0u); }
    return vec2<u32>((a.x >> s) | (a.y << (32u - s)), a.y >> s);
}

@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_3(i: u32) -> vec2<u32> {
    let a0 = vec2<u32>(0u, 0u);
    let a1 = vec2<u32>(32u, 0u);
    return xla_shrl64(a0, a1);
}

fn n_4(i: u32) -> u32 {
    let a0 = n_3(i);
    return (a0).x;
}

fn n_5(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_4(0u);
}

fn n_7(i: u32) -> vec2<u32> {
    let a0 = vec2<u32>(0u, 0u);
    let a1 = vec2<u32>(4294967295u, 0u);
    return ((a0) & (a1));
}

fn n_8(i: u32) -> u32 {
    let a0 = n_7(i);
    return (a0).x;
}

fn n_9(i: u32) -> u32 {
    let c0 = i / 1u;
    return n_8(0u);
}

fn n_10(i: u32) -> u32 {
    let c0 = i / 1u;
    if (c0 < 1u) { return n_5((c0 - 0u)); }
    return n_9((c0 - 1u));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_10(e);
    out0[e] = v;
}


// ---- kernel rng_rng_bit_generator_15
fn xla_mul32_wide(a: u32, b: u32) -> vec2<u32> {
    let a0 = a & 0xffffu;
    let a1 = a >> 16u;
    let b0 = b & 0xffffu;
    let b1 = b >> 16u;
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 16u) + (p01 & 0xffffu) + (p10 & 0xffffu);
    return vec2<u32>((p00 & 0xffffu) | (mid << 16u), p11 + (p01 >> 16u) + (p10 >> 16u) + (mid >> 16u));
}

fn xla_add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let lo = a.x + b.x;
    return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

fn xla_lt_u64(a: vec2<u32>, b: vec2<u32>) -> bool {
    return a.y < b.y || (a.y == b.y && a.x < b.x);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
@group(0) @binding(2) var<storage, read_write> out1: array<u32>;
fn rng_philox(c: vec4<u32>, k: vec2<u32>) -> vec4<u32> {
    var x = c;
    var key = k;
    for (var i = 0u; i < 10u; i = i + 1u) {
        let p0 = xla_mul32_wide(x.x, 0xD2511F53u);
        let p1 = xla_mul32_wide(x.z, 0xCD9E8D57u);
        x = vec4<u32>(p1.y ^ x.y ^ key.x, p1.x, p0.y ^ x.w ^ key.y, p0.x);
        key = key + vec2<u32>(0x9E3779B9u, 0xBB67AE85u);
    }
    return x;
}

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_11(i: u32) -> u32 {
    let c0 = i / 1u;
    if (c0 < 2u) { return ld_0((c0 - 0u)); }
    return ld_0((c0 - 2u));
}

fn n_12(i: u32) -> u32 {
    return n_11(i);
}

fn n_13(i: u32) -> vec2<u32> {
    return vec2<u32>((n_12(i * 2u + 0u)), (n_12(i * 2u + 1u)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    let key = n_13(0u);
    let ctr = n_13(1u);
    let chi = key;
    if (t < 5u) {
    let e = t;
    let l = xla_add64(ctr, vec2<u32>(e / 2u, 0u));
    let h = xla_add64(chi, vec2<u32>(select(0u, 1u, xla_lt_u64(l, ctr)), 0u));
    let x = rng_philox(vec4<u32>(l.x, l.y, h.x, h.y), key);
    let y = select(vec2<u32>(x.x, x.y), vec2<u32>(x.z, x.w), (e & 1u) == 1u);
    out1[2u * e] = y.x;
    out1[2u * e + 1u] = y.y;
    }
    if (t == 0u) {
    let s0 = key;
    out0[0u] = s0.x;
    out0[1u] = s0.y;
    let s1 = xla_add64(ctr, vec2<u32>(3u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}


// ---- kernel add_add_22
fn xla_add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let lo = a.x + b.x;
    return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

fn ld_1(i: u32) -> u32 {
    return in1[i];
}

fn n_19(i: u32) -> vec2<u32> {
    let a0 = ld_1(i);
    return vec2<u32>(a0, 0u);
}

fn n_20(i: u32) -> vec2<u32> {
    let c0 = i / 1u;
    return n_19(0u);
}

fn n_21(i: u32) -> vec2<u32> {
    let a0 = ld_0(i);
    let a1 = n_20(i);
    return xla_add64(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 5u) { return; }
    let e = t;
    let v = n_21(e);
    out0[2u * e] = (v).x;
    out0[2u * e + 1u] = (v).y;
}

