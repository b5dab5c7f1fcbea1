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
    if (t < 12u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 12u) {
    let ea = e / 4u;
    let er = (e / 1u) % 4u;
    let ec = e % 1u;
    let lin = (ea * 2u + er / 2u) * 1u + ec;
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
    let s1 = xla_add64(ctr, vec2<u32>(6u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}


// ---- kernel rng_rng_bit_generator_5
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


// ---- kernel rng_rng_bit_generator_8
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
    if (t < 105u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 105u) {
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
    let s1 = xla_add64(ctr, vec2<u32>(60u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}


// ---- kernel rng_rng_bit_generator_11
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
    if (t < 9u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 9u) {
    let ea = e / 9u;
    let er = (e / 1u) % 9u;
    let ec = e % 1u;
    let lin = (ea * 5u + er / 2u) * 1u + ec;
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
    let s1 = xla_add64(ctr, vec2<u32>(5u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}


// ---- kernel rng_rng_bit_generator_14
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
    if (t < 1u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 1u) {
    let ea = e / 1u;
    let er = (e / 1u) % 1u;
    let ec = e % 1u;
    let lin = (ea * 1u + er / 2u) * 1u + ec;
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
    let s1 = xla_add64(ctr, vec2<u32>(1u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}


// ---- kernel rng_rng_bit_generator_17
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
    if (t < 42u) {
    var word = 0u;
    {
    let e = t * 1u + 0u;
    if (e < 42u) {
    let ea = e / 6u;
    let er = (e / 1u) % 6u;
    let ec = e % 1u;
    let lin = (ea * 3u + er / 2u) * 1u + ec;
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
    let s1 = xla_add64(ctr, vec2<u32>(21u, 0u));
    out0[2u] = s1.x;
    out0[3u] = s1.y;
    }
}

