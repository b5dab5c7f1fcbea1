// ---- kernel concatenate_concatenate_2
fn xla_shrl_i32(a: i32, n: i32, w: u32) -> i32 {
    let s = bitcast<u32>(n);
    let m = select(0xffffffffu, (1u << w) - 1u, w < 32u);
    return select(0, bitcast<i32>((bitcast<u32>(a) & m) >> (s & 31u)), s < w);
}

@group(0) @binding(0) var<storage, read_write> out0: array<u32>;

fn n_2(i: u32) -> i32 {
    let a0 = 0i;
    let a1 = 32i;
    return xla_shrl_i32(a0, a1, 32u);
}

fn n_3(i: u32) -> u32 {
    let a0 = n_2(i);
    return bitcast<u32>(a0);
}

fn n_4(i: u32) -> u32 {
    return n_3(i);
}

fn n_6(i: u32) -> u32 {
    let c0 = i / 1u;
    if (c0 < 1u) { return n_4((c0 - 0u)); }
    return 0u;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 2u) { return; }
    let e = t;
    let v = n_6(e);
    out0[e] = v;
}


// ---- kernel rng_rng_bit_generator_7
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

fn n_7(i: u32) -> u32 {
    let c0 = i / 1u;
    if (c0 < 2u) { return ld_0((c0 - 0u)); }
    return ld_0((c0 - 2u));
}

fn n_8(i: u32) -> u32 {
    return n_7(i);
}

fn n_9(i: u32) -> vec2<u32> {
    return vec2<u32>((n_8(i * 2u + 0u)), (n_8(i * 2u + 1u)));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    let key = n_9(0u);
    let ctr = n_9(1u);
    let chi = key;
    if (t < 12u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 12u) {
    let l = xla_add64(ctr, vec2<u32>(e / 4u, 0u));
    let h = xla_add64(chi, vec2<u32>(select(0u, 1u, xla_lt_u64(l, ctr)), 0u));
    let x = rng_philox(vec4<u32>(l.x, l.y, h.x, h.y), key);
    let y = x[e & 3u];
    word = word | ((y & 4294967295u) << 0u);
    }
    }
    out1[t] = word;
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

