// ---- kernel atan2_atan2_1
fn xla_isnan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn xla_nan() -> f32 {
    return xla_f32_bits(0x7fc00000u);
}

// A float from its bits through a call, so that inf/NaN constants are never const-evaluated
// (Chrome's WGSL compiler rejects a non-finite value in a constant expression).

fn xla_f32_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

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

fn xla_atan2(y: f32, x: f32) -> f32 {
    if (xla_isnan(x) || xla_isnan(y)) { return xla_nan(); }
    let ysign = bitcast<u32>(y) & 0x80000000u;
    let xneg = (bitcast<u32>(x) & 0x80000000u) != 0u;
    let bx = bitcast<u32>(x) & 0x7fffffffu;
    let by = bitcast<u32>(y) & 0x7fffffffu;
    var r: f32;
    if (by == 0u) {
        r = select(0.0, 3.14159265358979, xneg);
    } else if (by == 0x7f800000u && bx == 0x7f800000u) {
        r = select(0.785398163397448, 2.35619449019234, xneg);
    } else if (bx == 0u || by == 0x7f800000u) {
        r = 1.5707963267949;
    } else if (bx == 0x7f800000u) {
        r = select(0.0, 3.14159265358979, xneg);
    } else {
        let swap = by > bx;
        let bn = select(by, bx, swap);
        let bd = select(bx, by, swap);
        // The larger magnitude scaled into [1, 2), the smaller by the same power of two (as
        // an exponent change on the bits; a subnormal first made normal by converting its bits
        // as an integer, 2^149 times its value); zero when that leaves the normal range.
        var num = 0.0;
        var den: f32;
        if (bd < 0x00800000u) {
            num = f32(bn);
            den = f32(bd);
        } else {
            den = bitcast<f32>((bd & 0x7fffffu) | 0x3f800000u);
            let shift = i32(bd >> 23u) - 127;
            let sub = bn < 0x00800000u;
            let cn = select(bn, bitcast<u32>(f32(bn)), sub);
            let drop = shift + select(0, 149, sub);
            if (i32(cn >> 23u) - drop >= 1) {
                num = bitcast<f32>(u32(i32(cn) - (drop << 23u)));
            }
        }
        var j = 0u;
        var u = xla_fdiv(num, den);
        if (num >= den * 0x1.6p-1f) {
            j = 2u;
            u = xla_fdiv(num - den, num + den);
        } else if (num >= den * 0x1.cp-2f) {
            j = 1u;
            u = xla_fdiv(num + num - den, den + den + num);
        }
        let z = u * u;
        var p = -0x1.dd5538p-5f;
        p = p * z + 0x1.addad2p-4f;
        p = p * z + -0x1.236f38p-3f;
        p = p * z + 0x1.998df4p-3f;
        p = p * z + -0x1.555542p-2f;
        let a = u + u * z * p;
        var kh = array<f32, 12>(0.0, 0x1.dac67p-2f, 0x1.921fb6p-1f, 0x1.921fb6p+0f,
            0x1.1b6e1ap+0f, 0x1.921fb6p-1f, 0x1.921fb6p+1f, 0x1.56c6e8p+1f, 0x1.2d97c8p+1f,
            0x1.921fb6p+0f, 0x1.0468a8p+1f, 0x1.2d97c8p+1f);
        var kl = array<f32, 12>(0.0, 0x1.586ed4p-28f, -0x1.777a5cp-26f, -0x1.777a5cp-25f,
            -0x1.a28838p-25f, -0x1.777a5cp-26f, -0x1.777a5cp-24f, -0x1.8d014ap-24f,
            -0x1.99bc5cp-28f, -0x1.777a5cp-25f, 0x1.59c9bep-24f, -0x1.99bc5cp-28f);
        let i = select(0u, 6u, xneg) + select(0u, 3u, swap) + j;
        let sa = select(a, -a, swap != xneg);
        if (num == 0.0 && !swap && !xneg) {
            // The ratio is below 2^-126: atan(t) = t, however the device rounds it.
            r = xla_fdiv(abs(y), abs(x));
        } else {
            r = kh[i] + (kl[i] + sa);
        }
    }
    return bitcast<f32>(bitcast<u32>(r) | ysign);
}

@group(0) @binding(0) var<storage, read> in0: array<u32>;
@group(0) @binding(1) var<storage, read> in1: array<u32>;
@group(0) @binding(2) var<storage, read_write> out0: array<u32>;

fn ld_0(i: u32) -> f32 {
    return bitcast<f32>(in0[i]);
}

fn ld_1(i: u32) -> f32 {
    return bitcast<f32>(in1[i]);
}

fn n_2(i: u32) -> f32 {
    let a0 = ld_0(i);
    let a1 = ld_1(i);
    return xla_atan2(a0, a1);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let t = (wid.y * nwg.x + wid.x) * 256u + lid;
    if (t >= 24u) { return; }
    let e = t;
    let v = n_2(e);
    out0[e] = bitcast<u32>(v);
}

