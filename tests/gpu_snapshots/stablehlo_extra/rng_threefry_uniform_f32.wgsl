// ---- kernel rng_rng_bit_generator_2
fn xla_add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let lo = a.x + b.x;
    return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;
@group(0) @binding(2) var<storage, read_write> out1: array<u32>;
fn rng_threefry(key: vec2<u32>, c: vec2<u32>) -> vec2<u32> {
    var ks = array<u32, 3>(key.x, key.y, 0x1BD11BDAu ^ key.x ^ key.y);
    var rot = array<u32, 8>(13u, 15u, 26u, 6u, 17u, 29u, 16u, 24u);
    var x0 = c.x + ks[0];
    var x1 = c.y + ks[1];
    for (var i = 0u; i < 5u; i = i + 1u) {
        let r0 = (i % 2u) * 4u;
        for (var q = 0u; q < 4u; q = q + 1u) {
            let r = rot[r0 + q];
            x0 = x0 + x1;
            x1 = (x1 << r) | (x1 >> (32u - r));
            x1 = x1 ^ x0;
        }
        x0 = x0 + ks[(i + 1u) % 3u];
        x1 = x1 + ks[(i + 2u) % 3u] + i + 1u;
    }
    return vec2<u32>(x0, x1);
}

fn ld_0(i: u32) -> vec2<u32> {
    return vec2<u32>(in0[2u * (i)], in0[2u * (i) + 1u]);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    let key = ld_0(0u);
    let ctr = ld_0(1u);
    if (t < 35u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 35u) {
    let ea = e / 7u;
    let er = (e / 1u) % 7u;
    let ec = e % 1u;
    let lin = (ea * 4u + er / 2u) * 1u + ec;
    let y2 = rng_threefry(key, xla_add64(ctr, vec2<u32>(lin, 0u)));
    let y = select(y2.x, y2.y, (er & 1u) == 1u);
    word = word | ((y & 4294967295u) << 0u);
    }
    }
    out1[t] = word;
    }
    if (t == 0u) {
    let s0 = key;
    out0[0u] = s0.x;
    out0[1u] = s0.y;
    let s1 = xla_add64(ctr, vec2<u32>(20u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}


// ---- kernel subtract_subtract_14
fn xla_shrl_u32(a: u32, s: u32, w: u32) -> u32 {
    return select(0u, a >> (s & 31u), s < w);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> u32 {
    return in0[i];
}

fn n_5(i: u32) -> u32 {
    let c0 = i / 7u;
    let c1 = (i / 1u) % 7u;
    return 9u;
}

fn n_6(i: u32) -> u32 {
    let a0 = ld_0(i);
    let a1 = n_5(i);
    return xla_shrl_u32(a0, a1, 32u);
}

fn n_8(i: u32) -> u32 {
    let c0 = i / 7u;
    let c1 = (i / 1u) % 7u;
    return 1065353216u;
}

fn n_9(i: u32) -> u32 {
    let a0 = n_6(i);
    let a1 = n_8(i);
    return ((a0) | (a1));
}

fn n_10(i: u32) -> f32 {
    let a0 = n_9(i);
    return bitcast<f32>(a0);
}

fn n_12(i: u32) -> f32 {
    let c0 = i / 7u;
    let c1 = (i / 1u) % 7u;
    return 1.0f;
}

fn n_13(i: u32) -> f32 {
    let a0 = n_10(i);
    let a1 = n_12(i);
    return ((a0) - (a1));
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 35u) { return; }
    let e = t;
    let v = n_13(e);
    out0[e] = bitcast<u32>(v);
}

