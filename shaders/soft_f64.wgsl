fn xla_f64_is_nan(a: vec2<u32>) -> bool {
    let h = a.y & 0x7fffffffu;
    return h > 0x7ff00000u || (h == 0x7ff00000u && a.x != 0u);
}

// Exact software f64 (GpuOptions::soft_f64): a value is its IEEE-754 binary64 bits as
// vec2<u32>(low word, high word), the host's bits, so buffers are plain copies. Results are
// correctly rounded (to nearest, ties to even) with subnormals, signed zeros and infinities;
// a NaN result is the first NaN operand quietened, and an invalid operation gives x86's
// default NaN 0xfff8000000000000. Significands are 64-bit vec2<u32> values in Berkeley
// SoftFloat's layout: the leading bit at 62 and ten rounding bits below the 52 kept ones.
// Written from the algorithms' descriptions; no text is copied.

// The NaN an operation on NaN operands gives: the first NaN of a and b, quietened.
fn xla_f64_nan2(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let n = select(b, a, xla_f64_is_nan(a));
    return vec2<u32>(n.x, n.y | 0x80000u);
}

fn xla_f64_clz(a: vec2<u32>) -> u32 {
    return select(countLeadingZeros(a.y), 32u + countLeadingZeros(a.x), a.y == 0u);
}

// a << n for n < 64.
fn xla_f64_shl(a: vec2<u32>, n: u32) -> vec2<u32> {
    if (n == 0u) { return a; }
    if (n >= 32u) { return vec2<u32>(0u, a.x << (n - 32u)); }
    return vec2<u32>(a.x << n, (a.y << n) | (a.x >> (32u - n)));
}

// a >> n (logical), any n.
fn xla_f64_shr(a: vec2<u32>, n: u32) -> vec2<u32> {
    if (n == 0u) { return a; }
    if (n >= 64u) { return vec2<u32>(0u, 0u); }
    if (n >= 32u) { return vec2<u32>(a.y >> (n - 32u), 0u); }
    return vec2<u32>((a.x >> n) | (a.y << (32u - n)), a.y >> n);
}

// a >> n, any n, with every bit shifted out ORed into bit 0 (a sticky bit).
fn xla_f64_shr_jam(a: vec2<u32>, n: u32) -> vec2<u32> {
    if (n == 0u) { return a; }
    if (n >= 64u) { return vec2<u32>(select(0u, 1u, (a.x | a.y) != 0u), 0u); }
    var r: vec2<u32>;
    var lost: u32;
    if (n == 32u) {
        r = vec2<u32>(a.y, 0u);
        lost = a.x;
    } else if (n > 32u) {
        r = vec2<u32>(a.y >> (n - 32u), 0u);
        lost = a.x | (a.y << (64u - n));
    } else {
        r = vec2<u32>((a.x >> n) | (a.y << (32u - n)), a.y >> n);
        lost = a.x << (32u - n);
    }
    return vec2<u32>(r.x | select(0u, 1u, lost != 0u), r.y);
}

// The 53-bit significand (xy, leading bit 52) and biased exponent (z, as i32 bits; below 1
// for a subnormal, whose significand is normalised) of a finite nonzero f64.
fn xla_f64_unpack(a: vec2<u32>) -> vec3<u32> {
    let e = (a.y >> 20u) & 0x7ffu;
    let f = vec2<u32>(a.x, a.y & 0xfffffu);
    if (e != 0u) { return vec3<u32>(f.x, f.y | 0x100000u, e); }
    let s = xla_f64_clz(f) - 11u;
    let g = xla_f64_shl(f, s);
    return vec3<u32>(g.x, g.y, bitcast<u32>(1 - i32(s)));
}

// The f64 nearest sig * 2^(exp - 0x3fe - 62) with the sign bit `sign`: sig's leading bit is
// at 62 for a normal result (exp is the biased exponent less one), bits 0-9 round. Overflow
// gives infinity; a tiny result rounds once, as a subnormal.
fn xla_f64_round_pack(sign: u32, exp_in: i32, sig_in: vec2<u32>) -> vec2<u32> {
    var e = exp_in;
    var sig = sig_in;
    if (e < 0) {
        sig = xla_f64_shr_jam(sig, u32(-e));
        e = 0;
    } else if (e >= 0x7fd) {
        if (e > 0x7fd || xla_add64(sig, vec2<u32>(0x200u, 0u)).y >= 0x80000000u) {
            return vec2<u32>(0u, sign | 0x7ff00000u);
        }
    }
    let round_bits = sig.x & 0x3ffu;
    sig = xla_f64_shr(xla_add64(sig, vec2<u32>(0x200u, 0u)), 10u);
    if (round_bits == 0x200u) { sig.x = sig.x & 0xfffffffeu; }
    if (sig.x == 0u && sig.y == 0u) { e = 0; }
    return vec2<u32>(sig.x, sign + (u32(e) << 20u) + sig.y);
}

// xla_f64_round_pack for a significand with its leading bit anywhere below 63.
fn xla_f64_norm_round_pack(sign: u32, e: i32, sig: vec2<u32>) -> vec2<u32> {
    let s = xla_f64_clz(sig) - 1u;
    return xla_f64_round_pack(sign, e - i32(s), xla_f64_shl(sig, s));
}

// a + b for operands of the same sign.
fn xla_f64_add_mags(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let sign = a.y & 0x80000000u;
    let ea = i32((a.y >> 20u) & 0x7ffu);
    let eb = i32((b.y >> 20u) & 0x7ffu);
    var fa = vec2<u32>(a.x, a.y & 0xfffffu);
    var fb = vec2<u32>(b.x, b.y & 0xfffffu);
    let d = ea - eb;
    if (d == 0) {
        // Two subnormals add as integers; a carry out makes the smallest normals.
        if (ea == 0) { return xla_add64(a, fb); }
        if (ea == 0x7ff) {
            if ((fa.x | fa.y | fb.x | fb.y) != 0u) { return xla_f64_nan2(a, b); }
            return a;
        }
        let s = xla_add64(xla_add64(vec2<u32>(0u, 0x200000u), fa), fb);
        return xla_f64_round_pack(sign, ea, xla_f64_shl(s, 9u));
    }
    fa = xla_f64_shl(fa, 9u);
    fb = xla_f64_shl(fb, 9u);
    var ez: i32;
    if (d < 0) {
        if (eb == 0x7ff) {
            if ((fb.x | fb.y) != 0u) { return xla_f64_nan2(a, b); }
            return vec2<u32>(0u, sign | 0x7ff00000u);
        }
        ez = eb;
        fa = select(xla_add64(fa, fa), xla_add64(fa, vec2<u32>(0u, 0x20000000u)), ea != 0);
        fa = xla_f64_shr_jam(fa, u32(-d));
    } else {
        if (ea == 0x7ff) {
            if ((fa.x | fa.y) != 0u) { return xla_f64_nan2(a, b); }
            return a;
        }
        ez = ea;
        fb = select(xla_add64(fb, fb), xla_add64(fb, vec2<u32>(0u, 0x20000000u)), eb != 0);
        fb = xla_f64_shr_jam(fb, u32(d));
    }
    var z = xla_add64(xla_add64(vec2<u32>(0u, 0x20000000u), fa), fb);
    if (z.y < 0x40000000u) {
        ez = ez - 1;
        z = xla_add64(z, z);
    }
    return xla_f64_round_pack(sign, ez, z);
}

// a + b for operands of opposite signs (a's sign is the result's unless |b| > |a|).
fn xla_f64_sub_mags(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    var sign = a.y & 0x80000000u;
    let ea = i32((a.y >> 20u) & 0x7ffu);
    let eb = i32((b.y >> 20u) & 0x7ffu);
    var fa = vec2<u32>(a.x, a.y & 0xfffffu);
    var fb = vec2<u32>(b.x, b.y & 0xfffffu);
    let d = ea - eb;
    if (d == 0) {
        if (ea == 0x7ff) {
            if ((fa.x | fa.y | fb.x | fb.y) != 0u) { return xla_f64_nan2(a, b); }
            return vec2<u32>(0u, 0xfff80000u);
        }
        if (all(fa == fb)) { return vec2<u32>(0u, 0u); }
        var e = ea;
        if (e != 0) { e = e - 1; }
        var m: vec2<u32>;
        if (xla_lt_u64(fa, fb)) {
            sign = sign ^ 0x80000000u;
            m = xla_sub64(fb, fa);
        } else {
            m = xla_sub64(fa, fb);
        }
        var s = i32(xla_f64_clz(m)) - 11;
        var ez = e - s;
        if (ez < 0) {
            s = e;
            ez = 0;
        }
        let r = xla_f64_shl(m, u32(s));
        return vec2<u32>(r.x, sign + (u32(ez) << 20u) + r.y);
    }
    fa = xla_f64_shl(fa, 10u);
    fb = xla_f64_shl(fb, 10u);
    var ez: i32;
    var z: vec2<u32>;
    if (d < 0) {
        sign = sign ^ 0x80000000u;
        if (eb == 0x7ff) {
            if ((fb.x | fb.y) != 0u) { return xla_f64_nan2(a, b); }
            return vec2<u32>(0u, sign | 0x7ff00000u);
        }
        fa = select(xla_add64(fa, fa), xla_add64(fa, vec2<u32>(0u, 0x40000000u)), ea != 0);
        fa = xla_f64_shr_jam(fa, u32(-d));
        ez = eb;
        z = xla_sub64(vec2<u32>(fb.x, fb.y | 0x40000000u), fa);
    } else {
        if (ea == 0x7ff) {
            if ((fa.x | fa.y) != 0u) { return xla_f64_nan2(a, b); }
            return a;
        }
        fb = select(xla_add64(fb, fb), xla_add64(fb, vec2<u32>(0u, 0x40000000u)), eb != 0);
        fb = xla_f64_shr_jam(fb, u32(d));
        ez = ea;
        z = xla_sub64(vec2<u32>(fa.x, fa.y | 0x40000000u), fb);
    }
    return xla_f64_norm_round_pack(sign, ez - 1, z);
}

fn xla_f64_add(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    if (((a.y ^ b.y) & 0x80000000u) != 0u) { return xla_f64_sub_mags(a, b); }
    return xla_f64_add_mags(a, b);
}

fn xla_f64_sub(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    // A NaN b keeps its own sign in the result, as the hardware's subtraction gives it.
    if (xla_f64_is_nan(a) || xla_f64_is_nan(b)) { return xla_f64_nan2(a, b); }
    return xla_f64_add(a, vec2<u32>(b.x, b.y ^ 0x80000000u));
}

// The full 128-bit product a * b as four words, lowest first.
fn xla_f64_mul128(a: vec2<u32>, b: vec2<u32>) -> vec4<u32> {
    let ll = xla_mul32_wide(a.x, b.x);
    let lh = xla_mul32_wide(a.x, b.y);
    let hl = xla_mul32_wide(a.y, b.x);
    let hh = xla_mul32_wide(a.y, b.y);
    var mid = xla_add64(lh, hl);
    let c1 = select(0u, 1u, xla_lt_u64(mid, lh));
    mid = xla_add64(mid, vec2<u32>(ll.y, 0u));
    let c2 = select(0u, 1u, mid.y == 0u && mid.x < ll.y);
    let hi = xla_add64(hh, vec2<u32>(mid.y, c1 + c2));
    return vec4<u32>(ll.x, mid.x, hi.x, hi.y);
}

fn xla_f64_mul(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let sign = (a.y ^ b.y) & 0x80000000u;
    let ea = (a.y >> 20u) & 0x7ffu;
    let eb = (b.y >> 20u) & 0x7ffu;
    let za = ((a.y & 0x7fffffffu) | a.x) == 0u;
    let zb = ((b.y & 0x7fffffffu) | b.x) == 0u;
    if (ea == 0x7ffu || eb == 0x7ffu) {
        if (xla_f64_is_nan(a) || xla_f64_is_nan(b)) { return xla_f64_nan2(a, b); }
        if (za || zb) { return vec2<u32>(0u, 0xfff80000u); }
        return vec2<u32>(0u, sign | 0x7ff00000u);
    }
    if (za || zb) { return vec2<u32>(0u, sign); }
    let ua = xla_f64_unpack(a);
    let ub = xla_f64_unpack(b);
    var ez = bitcast<i32>(ua.z) + bitcast<i32>(ub.z) - 0x3ff;
    let p = xla_f64_mul128(xla_f64_shl(ua.xy, 10u), xla_f64_shl(ub.xy, 11u));
    var z = vec2<u32>(p.z | select(0u, 1u, (p.x | p.y) != 0u), p.w);
    if (z.y < 0x40000000u) {
        ez = ez - 1;
        z = xla_add64(z, z);
    }
    return xla_f64_round_pack(sign, ez, z);
}

// Division by restoring long division: 55 quotient bits and a sticky remainder bit.
fn xla_f64_div(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let sign = (a.y ^ b.y) & 0x80000000u;
    let ea = (a.y >> 20u) & 0x7ffu;
    let eb = (b.y >> 20u) & 0x7ffu;
    let za = ((a.y & 0x7fffffffu) | a.x) == 0u;
    let zb = ((b.y & 0x7fffffffu) | b.x) == 0u;
    if (xla_f64_is_nan(a) || xla_f64_is_nan(b)) { return xla_f64_nan2(a, b); }
    if (ea == 0x7ffu) {
        if (eb == 0x7ffu) { return vec2<u32>(0u, 0xfff80000u); }
        return vec2<u32>(0u, sign | 0x7ff00000u);
    }
    if (eb == 0x7ffu) { return vec2<u32>(0u, sign); }
    if (zb) {
        if (za) { return vec2<u32>(0u, 0xfff80000u); }
        return vec2<u32>(0u, sign | 0x7ff00000u);
    }
    if (za) { return vec2<u32>(0u, sign); }
    let ua = xla_f64_unpack(a);
    let ub = xla_f64_unpack(b);
    var ez = bitcast<i32>(ua.z) - bitcast<i32>(ub.z) + 0x3fe;
    var r = ua.xy;
    let d = ub.xy;
    if (xla_lt_u64(r, d)) {
        ez = ez - 1;
        r = xla_add64(r, r);
    }
    var q = vec2<u32>(0u, 0u);
    for (var i = 0u; i < 55u; i = i + 1u) {
        q = vec2<u32>(q.x << 1u, (q.y << 1u) | (q.x >> 31u));
        if (!xla_lt_u64(r, d)) {
            r = xla_sub64(r, d);
            q.x = q.x | 1u;
        }
        r = vec2<u32>(r.x << 1u, (r.y << 1u) | (r.x >> 31u));
    }
    var z = xla_f64_shl(q, 8u);
    z.x = z.x | select(0u, 1u, (r.x | r.y) != 0u);
    return xla_f64_round_pack(sign, ez, z);
}

// Square root digit by digit: 55 root bits and a sticky remainder bit.
fn xla_f64_sqrt(a: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(a)) { return vec2<u32>(a.x, a.y | 0x80000u); }
    if (((a.y & 0x7fffffffu) | a.x) == 0u) { return a; }
    if (a.y >= 0x80000000u) { return vec2<u32>(0u, 0xfff80000u); }
    if (((a.y >> 20u) & 0x7ffu) == 0x7ffu) { return a; }
    let u = xla_f64_unpack(a);
    let e = bitcast<i32>(u.z) - 0x3ff;
    var m = u.xy;
    if ((e & 1) != 0) { m = xla_add64(m, m); }
    // The radicand m * 2^56, two bits at a time from the top: m's bits, then zeros.
    var feed = xla_f64_shl(m, 10u);
    var rem = vec2<u32>(0u, 0u);
    var root = vec2<u32>(0u, 0u);
    for (var i = 0u; i < 55u; i = i + 1u) {
        rem = vec2<u32>((rem.x << 2u) | (feed.y >> 30u), (rem.y << 2u) | (rem.x >> 30u));
        feed = vec2<u32>(feed.x << 2u, (feed.y << 2u) | (feed.x >> 30u));
        let trial = vec2<u32>((root.x << 2u) | 1u, (root.y << 2u) | (root.x >> 30u));
        root = vec2<u32>(root.x << 1u, (root.y << 1u) | (root.x >> 31u));
        if (!xla_lt_u64(rem, trial)) {
            rem = xla_sub64(rem, trial);
            root.x = root.x | 1u;
        }
    }
    var z = xla_f64_shl(root, 8u);
    z.x = z.x | select(0u, 1u, (rem.x | rem.y) != 0u);
    return xla_f64_round_pack(0u, (e >> 1u) + 0x3fe, z);
}

// a == b as IEEE compares: false with a NaN, true for +0 and -0.
fn xla_f64_eq(a: vec2<u32>, b: vec2<u32>) -> bool {
    if (xla_f64_is_nan(a) || xla_f64_is_nan(b)) { return false; }
    return all(a == b) || (((a.y | b.y) & 0x7fffffffu) | a.x | b.x) == 0u;
}

// a < b as IEEE compares: false with a NaN, and between +0 and -0.
fn xla_f64_lt(a: vec2<u32>, b: vec2<u32>) -> bool {
    if (xla_f64_is_nan(a) || xla_f64_is_nan(b)) { return false; }
    let na = a.y >= 0x80000000u;
    if (na != (b.y >= 0x80000000u)) {
        return na && (((a.y | b.y) & 0x7fffffffu) | a.x | b.x) != 0u;
    }
    if (all(a == b)) { return false; }
    return na != xla_lt_u64(a, b);
}

// An unsigned key ordering f64 bits as XLA's total order: -NaN < -inf < ... < -0 < +0 < ...
// < +inf < +NaN.
fn xla_f64_total_key(a: vec2<u32>) -> vec2<u32> {
    if (a.y >= 0x80000000u) { return ~a; }
    return vec2<u32>(a.x, a.y | 0x80000000u);
}

// XLA CPU's maximum (llvm.maximum): a NaN operand (the first) is the result; +0 > -0.
fn xla_f64_max(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(a)) { return a; }
    if (xla_f64_is_nan(b)) { return b; }
    if ((((a.y | b.y) & 0x7fffffffu) | a.x | b.x) == 0u) { return a & b; }
    return select(b, a, xla_f64_lt(b, a));
}

// XLA CPU's minimum (llvm.minimum): a NaN operand (the first) is the result; -0 < +0.
fn xla_f64_min(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(a)) { return a; }
    if (xla_f64_is_nan(b)) { return b; }
    if ((((a.y | b.y) & 0x7fffffffu) | a.x | b.x) == 0u) { return a | b; }
    return select(b, a, xla_f64_lt(a, b));
}

fn xla_f64_sign(a: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(a) || ((a.y & 0x7fffffffu) | a.x) == 0u) { return a; }
    return vec2<u32>(0u, (a.y & 0x80000000u) | 0x3ff00000u);
}

// An f32 (f16 and bf16 compute as f32) widened exactly; a NaN stays quiet with its payload.
fn xla_f64_from_f32(x: f32) -> vec2<u32> {
    let u = bitcast<u32>(x);
    let sign = u & 0x80000000u;
    let e = (u >> 23u) & 0xffu;
    var f = u & 0x7fffffu;
    if (e == 0xffu) {
        if (f != 0u) { return vec2<u32>(f << 29u, sign | 0x7ff80000u | (f >> 3u)); }
        return vec2<u32>(0u, sign | 0x7ff00000u);
    }
    if (e == 0u) {
        if (f == 0u) { return vec2<u32>(0u, sign); }
        let s = countLeadingZeros(f) - 8u;
        f = (f << s) & 0x7fffffu;
        return vec2<u32>(f << 29u, sign | ((0x381u - s) << 20u) | (f >> 3u));
    }
    return vec2<u32>(f << 29u, sign | ((e + 896u) << 20u) | (f >> 3u));
}

// a rounded once to the nearest value of the binary float with mb fraction bits and eb
// exponent bits (f32: 23, 8; f16: 10, 5; bf16: 7, 8), as that float's bits, ties to even.
fn xla_f64_to_small(a: vec2<u32>, mb: u32, eb: u32) -> u32 {
    let sign = (a.y >> 31u) << (mb + eb);
    let emax = (1u << eb) - 1u;
    let e = (a.y >> 20u) & 0x7ffu;
    let f = vec2<u32>(a.x, a.y & 0xfffffu);
    if (e == 0x7ffu) {
        if ((f.x | f.y) != 0u) {
            return sign | (emax << mb) | (1u << (mb - 1u)) | xla_f64_shr(f, 52u - mb).x;
        }
        return sign | (emax << mb);
    }
    if (e == 0u && (f.x | f.y) == 0u) { return sign; }
    let u = xla_f64_unpack(a);
    let t = bitcast<i32>(u.z) - 1023 + i32(emax >> 1u);
    if (t >= i32(emax)) { return sign | (emax << mb); }
    var sh = 52u - mb;
    if (t < 1) { sh = sh + u32(1 - t); }
    if (sh > 60u) { return sign; }
    let r = xla_f64_shr(u.xy, sh - 1u);
    let sticky = any(xla_f64_shl(r, sh - 1u) != u.xy);
    var q = r.x >> 1u;
    if ((r.x & 1u) != 0u && (sticky || (q & 1u) != 0u)) { q = q + 1u; }
    return sign | ((u32(max(t, 1) - 1) << mb) + q);
}

// A 64-bit magnitude m with the sign bit `sign`, rounded once to the nearest f64.
fn xla_f64_from_u64(m: vec2<u32>, sign: u32) -> vec2<u32> {
    if ((m.x | m.y) == 0u) { return vec2<u32>(0u, sign); }
    if (m.y >= 0x80000000u) { return xla_f64_round_pack(sign, 0x43d, xla_f64_shr_jam(m, 1u)); }
    return xla_f64_norm_round_pack(sign, 0x43c, m);
}

fn xla_f64_from_s64(v: vec2<u32>) -> vec2<u32> {
    if (v.y >= 0x80000000u) {
        return xla_f64_from_u64(xla_sub64(vec2<u32>(0u, 0u), v), 0x80000000u);
    }
    return xla_f64_from_u64(v, 0u);
}

// |a| truncated toward zero, saturating at 2^64 - 1; a is not NaN.
fn xla_f64_trunc_mag(a: vec2<u32>) -> vec2<u32> {
    let e = i32((a.y >> 20u) & 0x7ffu) - 1023;
    if (e < 0) { return vec2<u32>(0u, 0u); }
    if (e >= 64) { return vec2<u32>(0xffffffffu, 0xffffffffu); }
    let m = vec2<u32>(a.x, (a.y & 0xfffffu) | 0x100000u);
    if (e >= 52) { return xla_f64_shl(m, u32(e - 52)); }
    return xla_f64_shr(m, u32(52 - e));
}

// XLA's f64 -> s64: truncation, saturating, NaN -> 0.
fn xla_f64_to_s64(a: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(a)) { return vec2<u32>(0u, 0u); }
    let neg = a.y >= 0x80000000u;
    if (((a.y >> 20u) & 0x7ffu) >= 1086u) {
        return select(vec2<u32>(0xffffffffu, 0x7fffffffu), vec2<u32>(0u, 0x80000000u), neg);
    }
    let m = xla_f64_trunc_mag(a);
    return select(m, xla_sub64(vec2<u32>(0u, 0u), m), neg);
}

// XLA's f64 -> u64: truncation, saturating (negative values give 0), NaN -> 0.
fn xla_f64_to_u64(a: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(a) || a.y >= 0x80000000u) { return vec2<u32>(0u, 0u); }
    return xla_f64_trunc_mag(a);
}

// f64 -> s32, s16 or s8: truncation saturating at [lo, hi], NaN -> 0.
fn xla_f64_to_i32(a: vec2<u32>, lo: i32, hi: i32) -> i32 {
    let v = xla_f64_to_s64(a);
    if (xla_lt_s64(v, vec2<u32>(bitcast<u32>(lo), 0xffffffffu))) { return lo; }
    if (xla_lt_s64(vec2<u32>(bitcast<u32>(hi), 0u), v)) { return hi; }
    return bitcast<i32>(v.x);
}

// f64 -> u32, u16 or u8: truncation saturating at [0, hi], NaN -> 0.
fn xla_f64_to_u32(a: vec2<u32>, hi: u32) -> u32 {
    let v = xla_f64_to_u64(a);
    if (v.y != 0u || v.x > hi) { return hi; }
    return v.x;
}

// a rounded to an integral f64, exactly: mode 0 toward -inf (floor), 1 toward +inf (ceil),
// 2 to nearest with ties to even, 3 to nearest with ties away from zero. NaN is quietened;
// infinities, zeros and values of 2^52 and above are their own rounding; signs are kept.
fn xla_f64_round_int(a: vec2<u32>, mode: u32) -> vec2<u32> {
    if (xla_f64_is_nan(a)) { return vec2<u32>(a.x, a.y | 0x80000u); }
    let neg = a.y >= 0x80000000u;
    let sign = a.y & 0x80000000u;
    let e = i32((a.y >> 20u) & 0x7ffu) - 1023;
    if (e >= 52) { return a; }
    let mag = vec2<u32>(a.x, a.y & 0x7fffffffu);
    if (all(mag == vec2<u32>(0u, 0u))) { return a; }
    let one = vec2<u32>(0u, sign | 0x3ff00000u);
    let zero = vec2<u32>(0u, sign);
    if (e < 0) {
        // |a| < 1: the result is a signed zero or a signed one.
        var up = false;
        switch mode {
            case 0u: { up = neg; }
            case 1u: { up = !neg; }
            case 2u: { up = e == -1 && (mag.x != 0u || (mag.y & 0xfffffu) != 0u); }
            default: { up = e == -1; }
        }
        return select(zero, one, up);
    }
    let f = u32(52 - e);
    let unit = xla_f64_shl(vec2<u32>(1u, 0u), f);
    let mask = xla_sub64(unit, vec2<u32>(1u, 0u));
    let frac = a & mask;
    if (all(frac == vec2<u32>(0u, 0u))) { return a; }
    let half = xla_f64_shr(unit, 1u);
    var up = false;
    switch mode {
        case 0u: { up = neg; }
        case 1u: { up = !neg; }
        case 2u: {
            up = xla_lt_u64(half, frac) || (all(frac == half) && any((a & unit) != vec2<u32>(0u, 0u)));
        }
        default: { up = !xla_lt_u64(frac, half); }
    }
    let t = a & ~mask;
    return select(t, xla_add64(t, unit), up);
}

// 128-bit unsigned integers as vec4<u32>, lowest word first (for the fused multiply-add).
fn xla_u128_add(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    var o = vec4<u32>(0u);
    var c = 0u;
    for (var i = 0u; i < 4u; i = i + 1u) {
        let s = a[i] + b[i];
        let t = s + c;
        o[i] = t;
        c = select(0u, 1u, s < a[i]) + select(0u, 1u, t < s);
    }
    return o;
}

// a - b for a >= b.
fn xla_u128_sub(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    var o = vec4<u32>(0u);
    var borrow = 0u;
    for (var i = 0u; i < 4u; i = i + 1u) {
        let d = a[i] - b[i];
        o[i] = d - borrow;
        borrow = select(0u, 1u, a[i] < b[i]) + select(0u, 1u, d < borrow);
    }
    return o;
}

fn xla_u128_lt(a: vec4<u32>, b: vec4<u32>) -> bool {
    for (var i = 3; i >= 0; i = i - 1) {
        if (a[i] != b[i]) { return a[i] < b[i]; }
    }
    return false;
}

fn xla_u128_clz(a: vec4<u32>) -> u32 {
    for (var i = 3; i >= 0; i = i - 1) {
        if (a[i] != 0u) { return u32(3 - i) * 32u + countLeadingZeros(a[i]); }
    }
    return 128u;
}

// a << n for n < 128.
fn xla_u128_shl(a: vec4<u32>, n: u32) -> vec4<u32> {
    let q = n / 32u;
    let r = n % 32u;
    var o = vec4<u32>(0u);
    for (var i = q; i < 4u; i = i + 1u) {
        var x = a[i - q] << r;
        if (r != 0u && i > q) { x = x | (a[i - q - 1u] >> (32u - r)); }
        o[i] = x;
    }
    return o;
}

// a >> n, any n, with every bit shifted out ORed into bit 0 (a sticky bit).
fn xla_u128_shr_jam(a: vec4<u32>, n: u32) -> vec4<u32> {
    if (n == 0u) { return a; }
    if (n >= 128u) { return vec4<u32>(select(0u, 1u, any(a != vec4<u32>(0u))), 0u, 0u, 0u); }
    let q = n / 32u;
    let r = n % 32u;
    var lost = 0u;
    for (var i = 0u; i < q; i = i + 1u) { lost = lost | a[i]; }
    if (r != 0u) { lost = lost | (a[q] << (32u - r)); }
    var o = vec4<u32>(0u);
    for (var i = 0u; i + q < 4u; i = i + 1u) {
        var x = a[i + q] >> r;
        if (r != 0u && i + q + 1u < 4u) { x = x | (a[i + q + 1u] << (32u - r)); }
        o[i] = x;
    }
    o.x = o.x | select(0u, 1u, lost != 0u);
    return o;
}

// a * b + c rounded once (the fused multiply-add), exactly: the 106-bit product and c are
// added in 128 bits with a sticky bit, then rounded as the other operations are. A NaN
// result is the first NaN operand quietened; inf * 0 and inf - inf give the default NaN.
fn xla_f64_fma(a: vec2<u32>, b: vec2<u32>, c: vec2<u32>) -> vec2<u32> {
    if (xla_f64_is_nan(a) || xla_f64_is_nan(b)) { return xla_f64_nan2(a, b); }
    if (xla_f64_is_nan(c)) { return xla_f64_nan2(c, c); }
    let sp = (a.y ^ b.y) & 0x80000000u;
    let sc = c.y & 0x80000000u;
    let ea = (a.y >> 20u) & 0x7ffu;
    let eb = (b.y >> 20u) & 0x7ffu;
    let ec = (c.y >> 20u) & 0x7ffu;
    let za = ((a.y & 0x7fffffffu) | a.x) == 0u;
    let zb = ((b.y & 0x7fffffffu) | b.x) == 0u;
    let zc = ((c.y & 0x7fffffffu) | c.x) == 0u;
    if (ea == 0x7ffu || eb == 0x7ffu) {
        if (za || zb) { return vec2<u32>(0u, 0xfff80000u); }
        if (ec == 0x7ffu && sc != sp) { return vec2<u32>(0u, 0xfff80000u); }
        return vec2<u32>(0u, sp | 0x7ff00000u);
    }
    if (ec == 0x7ffu) { return c; }
    // A zero product adds exactly; a zero c leaves the product rounded once, with its sign.
    if (za || zb) { return xla_f64_add(vec2<u32>(0u, sp), c); }
    if (zc) { return xla_f64_mul(a, b); }
    let ua = xla_f64_unpack(a);
    let ub = xla_f64_unpack(b);
    let uc = xla_f64_unpack(c);
    // Both terms as X * 2^(e - 0x3fe - 126) with X's leading bit at 126.
    var ep = bitcast<i32>(ua.z) + bitcast<i32>(ub.z) - 0x3ff;
    var p = xla_f64_mul128(xla_f64_shl(ua.xy, 10u), xla_f64_shl(ub.xy, 11u));
    if (p.w < 0x40000000u) {
        p = xla_u128_shl(p, 1u);
        ep = ep - 1;
    }
    let ecc = bitcast<i32>(uc.z) - 1;
    var q = vec4<u32>(0u, 0u, uc.x << 10u, (uc.y << 10u) | (uc.x >> 22u));
    var e = max(ep, ecc);
    if (ep > ecc) {
        q = xla_u128_shr_jam(q, u32(ep - ecc));
    } else if (ecc > ep) {
        p = xla_u128_shr_jam(p, u32(ecc - ep));
    }
    var sign = sp;
    var s: vec4<u32>;
    if (sp == sc) {
        s = xla_u128_add(p, q);
        if (s.w >= 0x80000000u) {
            s = xla_u128_shr_jam(s, 1u);
            e = e + 1;
        }
    } else {
        if (all(p == q)) { return vec2<u32>(0u, 0u); }
        if (xla_u128_lt(p, q)) {
            s = xla_u128_sub(q, p);
            sign = sc;
        } else {
            s = xla_u128_sub(p, q);
        }
        let k = xla_u128_clz(s) - 1u;
        s = xla_u128_shl(s, k);
        e = e - i32(k);
    }
    let z = vec2<u32>(s.z | select(0u, 1u, (s.x | s.y) != 0u), s.w);
    return xla_f64_round_pack(sign, e, z);
}

// c128 a * b as the CPU backend computes it (XLA:CPU contracts it into fused multiply-adds):
// re = fma(a.re, b.re, -(a.im * b.im)), im = fma(a.im, b.re, a.re * b.im).
fn xla_c128_mul(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    let t = xla_f64_mul(a.zw, b.zw) ^ vec2<u32>(0u, 0x80000000u);
    let re = xla_f64_fma(a.xy, b.xy, t);
    let im = xla_f64_fma(a.zw, b.xy, xla_f64_mul(a.xy, b.zw));
    return vec4<u32>(re, im);
}

// c128 a / b by Smith's algorithm in the CPU backend's operation order (no fused steps).
fn xla_c128_div(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    let m0 = vec2<u32>(b.x, b.y & 0x7fffffffu);
    let m1 = vec2<u32>(b.z, b.w & 0x7fffffffu);
    if (xla_f64_lt(m1, m0) || xla_f64_eq(m0, m1)) {
        let r = xla_f64_div(b.zw, b.xy);
        let d = xla_f64_add(b.xy, xla_f64_mul(b.zw, r));
        let re = xla_f64_div(xla_f64_add(a.xy, xla_f64_mul(a.zw, r)), d);
        let im = xla_f64_div(xla_f64_sub(a.zw, xla_f64_mul(a.xy, r)), d);
        return vec4<u32>(re, im);
    }
    let r = xla_f64_div(b.xy, b.zw);
    let d = xla_f64_add(xla_f64_mul(b.xy, r), b.zw);
    let re = xla_f64_div(xla_f64_add(xla_f64_mul(a.xy, r), a.zw), d);
    let im = xla_f64_div(xla_f64_sub(xla_f64_mul(a.zw, r), a.xy), d);
    return vec4<u32>(re, im);
}

// acc + x * y for c128, the CPU backend's dot step: the product's parts rounded unfused
// (re = x.re y.re - x.im y.im, im = x.re y.im + x.im y.re), then added to the sum.
fn xla_c128_mac(acc: vec4<u32>, x: vec4<u32>, y: vec4<u32>) -> vec4<u32> {
    let re = xla_f64_sub(xla_f64_mul(x.xy, y.xy), xla_f64_mul(x.zw, y.zw));
    let im = xla_f64_add(xla_f64_mul(x.xy, y.zw), xla_f64_mul(x.zw, y.xy));
    return vec4<u32>(xla_f64_add(acc.xy, re), xla_f64_add(acc.zw, im));
}
