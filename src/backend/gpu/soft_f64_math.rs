//! The host mirror of `shaders/soft_f64_math.wgsl` (test-only): the same algorithms, step for
//! step, on native f64, whose +, -, *, / and fused multiply-add round correctly exactly as the
//! soft-f64 helpers do, so a GPU that runs the WGSL gives these functions' bits. The tests
//! here measure them against the C library (glibc, what the CPU backend and XLA:CPU call) and
//! check the GPU's output against them bit for bit. The constants are the WGSL's, from the same
//! generator (exact values of ln 2, pi/2, 2/pi, 1/n!, atan(k/16) rounded by mpmath).

#![allow(clippy::unreadable_literal)]

fn fb(b: u64) -> f64 {
    f64::from_bits(b)
}

const LN2_HI: u64 = 0x3fe62e42fefa3800;
const LN2_LO: u64 = 0x3d2ef35793c76730;
const INV_LN2: u64 = 0x3ff71547652b82fe;
const PIO2_HI: u64 = 0x3ff921fb54442d18;
const PIO2_LO: u64 = 0x3c91a62633145c07;
const PI_HI: u64 = 0x400921fb54442d18;
const PI_LO: u64 = 0x3ca1a62633145c07;
/// 1/n! for n = 2..=15.
const EXP_C: [u64; 14] = [
    0x3fe0000000000000,
    0x3fc5555555555555,
    0x3fa5555555555555,
    0x3f81111111111111,
    0x3f56c16c16c16c17,
    0x3f2a01a01a01a01a,
    0x3efa01a01a01a01a,
    0x3ec71de3a556c734,
    0x3e927e4fb7789f5c,
    0x3e5ae64567f544e4,
    0x3e21eed8eff8d898,
    0x3de6124613a86d09,
    0x3da93974a8c07c9d,
    0x3d6ae7f3e733b81f,
];
/// 2/(2n+1) for n = 1..=12.
const LOG_C: [u64; 12] = [
    0x3fe5555555555555,
    0x3fd999999999999a,
    0x3fd2492492492492,
    0x3fcc71c71c71c71c,
    0x3fc745d1745d1746,
    0x3fc3b13b13b13b14,
    0x3fc1111111111111,
    0x3fbe1e1e1e1e1e1e,
    0x3fbaf286bca1af28,
    0x3fb8618618618618,
    0x3fb642c8590b2164,
    0x3fb47ae147ae147b,
];
const TWO_THIRDS_LO: u64 = 0x3c85555555555555;
/// (-1)^n/(2n+1)! for n = 1..=8.
const SIN_C: [u64; 8] = [
    0xbfc5555555555555,
    0x3f81111111111111,
    0xbf2a01a01a01a01a,
    0x3ec71de3a556c734,
    0xbe5ae64567f544e4,
    0x3de6124613a86d09,
    0xbd6ae7f3e733b81f,
    0x3ce952c77030ad4a,
];
/// (-1)^n/(2n)! for n = 2..=9.
const COS_C: [u64; 8] = [
    0x3fa5555555555555,
    0xbf56c16c16c16c17,
    0x3efa01a01a01a01a,
    0xbe927e4fb7789f5c,
    0x3e21eed8eff8d898,
    0xbda93974a8c07c9d,
    0x3d2ae7f3e733b81f,
    0xbca6827863b97d97,
];
/// (-1)^n/(2n+1) for n = 1..=7.
const ATAN_C: [u64; 7] = [
    0xbfd5555555555555,
    0x3fc999999999999a,
    0xbfc2492492492492,
    0x3fbc71c71c71c71c,
    0xbfb745d1745d1746,
    0x3fb3b13b13b13b14,
    0xbfb1111111111111,
];
/// atan(k/16) in two parts, k = 0..=16.
const ATAN_HI: [u64; 17] = [
    0x0000000000000000,
    0x3faff55bb72cfdea,
    0x3fbfd5ba9aac2f6e,
    0x3fc7b97b4bce5b02,
    0x3fcf5b75f92c80dd,
    0x3fd362773707ebcc,
    0x3fd6f61941e4def1,
    0x3fda64eec3cc23fd,
    0x3fddac670561bb4f,
    0x3fe0657e94db30d0,
    0x3fe1e00babdefeb4,
    0x3fe345f01cce37bb,
    0x3fe4978fa3269ee1,
    0x3fe5d58987169b18,
    0x3fe700a7c5784634,
    0x3fe819d0b7158a4d,
    0x3fe921fb54442d18,
];
const ATAN_LO: [u64; 17] = [
    0x0000000000000000,
    0xbc3c934d86d23f1d,
    0xbc4cd37686760c17,
    0x3c5347b0b4f881ca,
    0x3c68ab6e3cf7afbd,
    0xbc6963a544b672d8,
    0xbc7c63aae6f6e918,
    0xbc724dec1b50b7ff,
    0x3c7a2b7f222f65e2,
    0xbc7d5b495f6349e6,
    0xbc5928df287a668f,
    0x3c81021137c71102,
    0x3c72419a87f2a458,
    0x3c60028e4bc5e7ca,
    0xbc78c34d25aadef6,
    0xbc7bf76229d3b917,
    0x3c81a62633145c07,
];
/// 2/pi, 32 bits a word, most significant first.
const TWO_OVER_PI: [u32; 38] = [
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
    0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b,
    0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046, 0xfc7b6bab,
];

fn horner(c: &[u64], x: f64) -> f64 {
    let mut p = fb(c[c.len() - 1]);
    for &k in c[..c.len() - 1].iter().rev() {
        p = p * x + fb(k);
    }
    p
}

fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

fn fast_two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    (s, b - (s - a))
}

/// 2^n for -1022 <= n <= 1023.
fn pow2(n: i32) -> f64 {
    fb(((n + 1023) as u64) << 52)
}

/// x * 2^k, rounded once, for x in [0.5, 2) and -1100 <= k <= 1100.
fn scale(x: f64, k: i32) -> f64 {
    let k1 = k.clamp(-1000, 1000);
    x * pow2(k1) * pow2(k - k1)
}

fn round_even(x: f64) -> f64 {
    x.round_ties_even()
}

/// e^(x_hi + x_lo) for |x_lo| <= ulp(x_hi), x_hi in [-746, 710].
fn exp_dd(x_hi: f64, x_lo: f64) -> f64 {
    let k = round_even(x_hi * fb(INV_LN2));
    let t = x_hi - k * fb(LN2_HI);
    let p = k * fb(LN2_LO);
    let pe = k.mul_add(fb(LN2_LO), -p);
    let (r0, re) = two_sum(t, -p);
    let (r, r_lo) = two_sum(r0, (re - pe) + x_lo);
    let q = horner(&EXP_C, r);
    let tail = (r_lo + r_lo * r) + r * r * q;
    let (s, e) = fast_two_sum(1.0, r);
    scale(s + (e + tail), k as i32)
}

fn exp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 709.8 {
        return f64::INFINITY;
    }
    if x < -745.2 {
        return 0.0;
    }
    exp_dd(x, 0.0)
}

/// (e, f) with x = 2^e (1 + f), 1 + f in [sqrt(1/2), sqrt(2)), for finite x > 0.
fn split(x: f64) -> (f64, f64) {
    let (x, adj) = if x < f64::MIN_POSITIVE {
        (x * pow2(54), -54)
    } else {
        (x, 0)
    };
    let b = x.to_bits();
    let mut e = ((b >> 52) & 0x7ff) as i32 - 1023 + adj;
    let mut m = fb((b & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    if m > fb(0x3ff6a09e667f3bcd) {
        m = fb((m.to_bits() & 0x000f_ffff_ffff_ffff) | 0x3fe0_0000_0000_0000);
        e += 1;
    }
    (e as f64, m - 1.0)
}

/// ln(1 + f) + e ln 2 + c, f from `split`, c a small correction.
fn log_kernel(e: f64, f: f64, c: f64) -> f64 {
    let s = f / (2.0 + f);
    let z = s * s;
    let r = z * horner(&LOG_C[..11], z);
    let ff = f * f;
    let hfsq = 0.5 * ff;
    let hfsq_lo = 0.5 * f.mul_add(f, -ff);
    let x = hfsq - ((s * (hfsq + r) - hfsq_lo) + (e * fb(LN2_LO) + c));
    let (h, l) = two_sum(e * fb(LN2_HI), f);
    h + (l - x)
}

fn log(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    if x == f64::INFINITY {
        return x;
    }
    let (e, f) = split(x);
    log_kernel(e, f, 0.0)
}

fn log1p(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x < -1.0 {
        return f64::NAN;
    }
    if x == -1.0 {
        return f64::NEG_INFINITY;
    }
    if x == f64::INFINITY {
        return x;
    }
    if x.abs() < pow2(-54) {
        return x;
    }
    let (u, c) = two_sum(1.0, x);
    let (e, f) = split(u);
    log_kernel(e, f, c / u)
}

/// ln(x) as a double-double for finite x > 0.
fn log_dd(x: f64) -> (f64, f64) {
    let (e, f) = split(x);
    let (d, d_lo) = fast_two_sum(2.0, f);
    let s = f / d;
    let s_lo = ((-s).mul_add(d, f) - s * d_lo) / d;
    let z = s * s;
    let z_lo = s.mul_add(s, -z) + 2.0 * s * s_lo;
    let s3 = s * z;
    let s3_lo = s.mul_add(z, -s3) + (s * z_lo + s_lo * z);
    let tt = fb(LOG_C[0]);
    let t1 = tt * s3;
    let t1_lo = tt.mul_add(s3, -t1) + (tt * s3_lo + fb(TWO_THIRDS_LO) * s3);
    let rest = s3 * z * horner(&LOG_C[1..], z);
    let (h, l) = two_sum(2.0 * s, t1);
    let l = l + (2.0 * s_lo + (t1_lo + rest));
    let (h2, l2) = two_sum(e * fb(LN2_HI), h);
    let l2 = l2 + (l + e * fb(LN2_LO));
    fast_two_sum(h2, l2)
}

fn is_int(y: f64) -> bool {
    y.floor() == y
}

fn is_odd_int(y: f64) -> bool {
    y.abs() < pow2(53) && is_int(y) && !is_int(y * 0.5)
}

fn pow(x: f64, y: f64) -> f64 {
    if y == 0.0 || x == 1.0 {
        return 1.0;
    }
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    let ax = x.abs();
    if y.is_infinite() {
        if ax == 1.0 {
            return 1.0;
        }
        return if (ax > 1.0) == (y > 0.0) {
            f64::INFINITY
        } else {
            0.0
        };
    }
    let neg = x.is_sign_negative() && is_odd_int(y);
    let sgn = |v: f64| if neg { -v } else { v };
    if ax == 0.0 || ax.is_infinite() {
        let big = (ax == 0.0) == (y < 0.0);
        return sgn(if big { f64::INFINITY } else { 0.0 });
    }
    if x < 0.0 && !is_int(y) {
        return f64::NAN;
    }
    let (l, l_lo) = log_dd(ax);
    let p = y * l;
    let p_lo = y.mul_add(l, -p) + y * l_lo;
    if p > 709.8 {
        return sgn(f64::INFINITY);
    }
    if p < -745.2 {
        return sgn(0.0);
    }
    let (p, p_lo) = fast_two_sum(p, p_lo);
    sgn(exp_dd(p, p_lo))
}

/// |x| = (q pi/2 + r_hi + r_lo), |r| <= pi/4, for finite |x| >= pi/4: Payne-Hanek on words.
fn reduce(ax: f64) -> (f64, f64, u32) {
    let b = ax.to_bits();
    let e = ((b >> 52) & 0x7ff) as i32 - 1075;
    let m = (b & 0x000f_ffff_ffff_ffff) | (1u64 << 52);
    let m = [m as u32, (m >> 32) as u32];
    let j0 = if e >= 34 { (e - 34) / 32 + 1 } else { 0 } as usize;
    // P = m * words j0..j0+8 (most significant first), as 10 words, least significant first.
    let mut p = [0u32; 10];
    for (i, &mi) in m.iter().enumerate() {
        let mut carry = 0u64;
        for k in 0..8 {
            let w = TWO_OVER_PI[j0 + 7 - k] as u64;
            let t = mi as u64 * w + p[i + k] as u64 + carry;
            p[i + k] = t as u32;
            carry = t >> 32;
        }
        p[i + 8] = carry as u32;
    }
    let f = (32 * (j0 as i32 + 8) - e) as u32; // fraction bits of P
    let bit = |n: u32| -> u32 {
        // word of P starting at bit n
        let i = (n / 32) as usize;
        let o = n % 32;
        let lo = p.get(i).copied().unwrap_or(0);
        let hi = p.get(i + 1).copied().unwrap_or(0);
        if o == 0 {
            lo
        } else {
            (lo >> o) | (hi << (32 - o))
        }
    };
    let base = f - 128;
    let mut fr = [bit(base), bit(base + 32), bit(base + 64), bit(base + 96)];
    let mut q = bit(f) & 3;
    let mut neg = false;
    if fr[3] >= 0x8000_0000 {
        q = (q + 1) & 3;
        neg = true;
        let mut c = 1u64;
        for w in fr.iter_mut() {
            let t = (!*w) as u64 + c;
            *w = t as u32;
            c = t >> 32;
        }
    }
    let v =
        ((fr[3] as u128) << 96) | ((fr[2] as u128) << 64) | ((fr[1] as u128) << 32) | fr[0] as u128;
    if v == 0 {
        return (0.0, 0.0, q);
    }
    let z = v.leading_zeros() as i32;
    let n = v << z;
    let hi_i = (n >> 75) as u64;
    let lo_i = ((n >> 22) as u64) & ((1u64 << 53) - 1);
    let mut hi = hi_i as f64 * pow2(-53 - z);
    let mut lo = lo_i as f64 * pow2(-106 - z);
    if neg {
        hi = -hi;
        lo = -lo;
    }
    let r = hi * fb(PIO2_HI);
    let r_lo = hi.mul_add(fb(PIO2_HI), -r) + (hi * fb(PIO2_LO) + lo * fb(PIO2_HI));
    let (r, r_lo) = fast_two_sum(r, r_lo);
    (r, r_lo, q)
}

/// sin(r + r_lo) as an unevaluated sum (r, tail).
fn sin_kernel(r: f64, r_lo: f64) -> (f64, f64) {
    let z = r * r;
    (r, r * z * horner(&SIN_C, z) + r_lo * (1.0 - 0.5 * z))
}

/// cos(r + r_lo) as an unevaluated sum (w, tail).
fn cos_kernel(r: f64, r_lo: f64) -> (f64, f64) {
    let z = r * r;
    let ze = r.mul_add(r, -z);
    let hz = 0.5 * z;
    let w = 1.0 - hz;
    (
        w,
        ((1.0 - w) - hz) + (z * z * horner(&COS_C, z) - (0.5 * ze + r * r_lo)),
    )
}

/// (a + a_lo) / (b + b_lo), rounded about once.
fn div_dd(a: f64, a_lo: f64, b: f64, b_lo: f64) -> f64 {
    let bs = b + b_lo;
    let q = (a + a_lo) / bs;
    let rem = ((-q).mul_add(b, a) + a_lo) - q * b_lo;
    q + rem / bs
}

/// (r_hi, r_lo, q) for finite x (of either sign: r carries x's sign).
fn reduce_signed(x: f64) -> (f64, f64, u32) {
    if x.abs() <= fb(0x3fe921fb54442d18) {
        return (x, 0.0, 0);
    }
    let (r, r_lo, q) = reduce(x.abs());
    if x < 0.0 {
        (-r, -r_lo, (4 - q) & 3)
    } else {
        (r, r_lo, q)
    }
}

/// which: 0 sin, 1 cos, 2 tan.
fn trig(x: f64, which: u32) -> f64 {
    if !x.is_finite() {
        return if x.is_nan() { x } else { f64::NAN };
    }
    let (r, r_lo, q) = reduce_signed(x);
    let (sh, sl) = sin_kernel(r, r_lo);
    let (ch, cl) = cos_kernel(r, r_lo);
    let (s, c) = (sh + sl, ch + cl);
    match which {
        0 => [s, c, -s, -c][q as usize],
        1 => [c, -s, -c, s][q as usize],
        _ => {
            if q & 1 == 0 {
                div_dd(sh, sl, ch, cl)
            } else {
                -div_dd(ch, cl, sh, sl)
            }
        }
    }
}

fn atan2(y: f64, x: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    let neg_y = y.is_sign_negative();
    let sgn = |v: f64| if neg_y { -v } else { v };
    let x_neg = x.is_sign_negative();
    let (ax, ay) = (x.abs(), y.abs());
    if ay == 0.0 {
        return sgn(if x_neg { fb(PI_HI) } else { 0.0 });
    }
    if ax == f64::INFINITY {
        if ay == f64::INFINITY {
            let q = fb(PIO2_HI) * 0.5;
            return sgn(if x_neg { 3.0 * q } else { q });
        }
        return sgn(if x_neg { fb(PI_HI) } else { 0.0 });
    }
    if ax == 0.0 || ay == f64::INFINITY {
        return sgn(fb(PIO2_HI));
    }
    let swap = ay > ax;
    let (n, d) = if swap { (ax, ay) } else { (ay, ax) };
    let t = n / d;
    let t_lo = (-t).mul_add(d, n) / d;
    let k = round_even(t * 16.0);
    let ki = k as usize;
    let c = k * 0.0625;
    let v = (t - c) / t.mul_add(c, 1.0);
    let vz = v * v;
    let small = (fb(ATAN_LO[ki]) + t_lo / t.mul_add(t, 1.0)) + v * vz * horner(&ATAN_C, vz);
    let (mut a, mut a_lo) = fast_two_sum(fb(ATAN_HI[ki]), v + small);
    if swap {
        let (h, l) = two_sum(fb(PIO2_HI), -a);
        (a, a_lo) = (h, l + (fb(PIO2_LO) - a_lo));
    }
    if x_neg {
        let (h, l) = two_sum(fb(PI_HI), -a);
        (a, a_lo) = (h, l + (fb(PI_LO) - a_lo));
    }
    sgn(a + a_lo)
}

fn cbrt(x: f64) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let (ax, adj) = if x.abs() < f64::MIN_POSITIVE {
        (x.abs() * pow2(54), -18)
    } else {
        (x.abs(), 0)
    };
    let b = ax.to_bits();
    let e = ((b >> 52) & 0x7ff) as i32 - 1023;
    let q = e.div_euclid(3);
    let rem = e - 3 * q;
    let m = fb((b & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000) * pow2(rem); // [1, 8)
    let mut g = (fb(0xbf8b089a02752546) * m + fb(0x3fd0bfb15b573eab)) * m + fb(0x3fe80c49ba5e353f);
    for _ in 0..3 {
        let g3 = g * g * g;
        g = g * (g3 + 2.0 * m) / (2.0 * g3 + m);
    }
    let g2 = g * g;
    let g2e = g.mul_add(g, -g2);
    let g3 = g2 * g;
    let g3e = g2.mul_add(g, -g3) + g2e * g;
    let res = (g3 - m) + g3e;
    let g = g - res / (3.0 * g2);
    let r = g * pow2(q + adj);
    if x < 0.0 {
        -r
    } else {
        r
    }
}

/// hypot: a^2 + b^2 in double-double after scaling by a power of two, a square root and one
/// Newton correction from the exact residual.
fn hypot(x: f64, y: f64) -> f64 {
    let (ax, ay) = (x.abs(), y.abs());
    if ax.is_infinite() || ay.is_infinite() {
        return f64::INFINITY;
    }
    if ax.is_nan() || ay.is_nan() {
        return x + y;
    }
    let (mut a, mut b) = if ax < ay { (ay, ax) } else { (ax, ay) };
    if b == 0.0 {
        return a;
    }
    let ea = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let k = if ea > 500 {
        -600
    } else if ea < -500 {
        600
    } else {
        0
    };
    a *= pow2(k);
    b *= pow2(k);
    let (a2, b2) = (a * a, b * b);
    let (h, l) = two_sum(a2, b2);
    let l = l + (a.mul_add(a, -a2) + b.mul_add(b, -b2));
    let mut r = h.sqrt();
    let res = (-r).mul_add(r, h) + l;
    r = r + res / (2.0 * r);
    r * pow2(-k)
}

/// 1 / (1 + e^-x), the CPU backend's logistic.
fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + exp(-x))
}

/// The CPU backend's (XLA's) expm1 over this exp and the CPU's tanh.
fn expm1(x: f64) -> f64 {
    let h = x * 0.5;
    let e = exp(x);
    if h == 0.0 {
        return x;
    }
    if x.abs() > 0.5 {
        e - 1.0
    } else {
        crate::backend::cpu::tanh_f64(h) * (e + 1.0)
    }
}

/// Distance in units in the last place (0 for equal values and for two NaNs).
/// 6381956970095103 * 2^797, the double closest to a multiple of pi/2 (2^-61 away relative):
/// cos is -4.687165924254627611e-19 (mpmath at 3000 bits), which this rounds correctly and
/// glibc's cos misses by 8 ulp.
const HARD_TRIG: f64 = 5.319372648326541e255;

fn ulps(a: f64, b: f64) -> u64 {
    if a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()) {
        return 0;
    }
    if a.is_nan() || b.is_nan() {
        return u64::MAX;
    }
    let key = |v: f64| {
        let b = v.to_bits() as i64;
        if b < 0 {
            i64::MIN - b
        } else {
            b
        }
    };
    (key(a) as i128 - key(b) as i128).unsigned_abs() as u64
}

fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

/// Edge values with both signs, then `n` pseudo-random values: uniform in [lo, hi), and
/// random bits (every exponent).
fn arguments(lo: f64, hi: f64, n: usize) -> Vec<f64> {
    let b = f64::from_bits;
    let mut v = vec![
        0.0,
        b(1),
        b(0x000f_ffff_ffff_ffff),
        f64::MIN_POSITIVE,
        f64::MAX,
        f64::INFINITY,
        f64::NAN,
        1.0,
        b(0x3ff0_0000_0000_0001),
        b(0x3fef_ffff_ffff_ffff),
        0.5,
        2.0,
        3.0,
        0.1,
        1e-8,
        1e-300,
        1e300,
        std::f64::consts::FRAC_PI_4,
        std::f64::consts::FRAC_PI_2,
        std::f64::consts::PI,
        709.78,
        710.0,
        -745.0,
        -746.0,
        20.0,
        6.0,
        1.25,
        0.84375,
        1e22,
        HARD_TRIG,
    ];
    let neg: Vec<f64> = v.iter().map(|x| -x).collect();
    v.extend(neg);
    let mut s = 0x9E37_79B9_7F4A_7C15u64;
    for k in 0..n {
        let r = xorshift(&mut s);
        v.push(if k % 4 == 3 {
            b(r)
        } else {
            lo + (hi - lo) * ((r >> 11) as f64 / (1u64 << 53) as f64)
        });
    }
    v
}

/// Glibc's result and ours agree within 1 ulp everywhere, and exactly in `min_same` of the
/// arguments (glibc is not correctly rounded either; both are within 1 ulp of the truth).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn assert_near_glibc(
    name: &str,
    args: &[(f64, f64)],
    ours: impl Fn(f64, f64) -> f64,
    libm: impl Fn(f64, f64) -> f64,
    min_same: f64,
) {
    let mut same = 0usize;
    for &(x, y) in args {
        let (a, b) = (ours(x, y), libm(x, y));
        let u = ulps(a, b);
        assert!(
            u <= 1,
            "{name}({x:e}, {y:e}): ours {a:e}, glibc {b:e} ({u} ulp)"
        );
        same += (u == 0) as usize;
    }
    let frac = same as f64 / args.len() as f64;
    assert!(
        frac >= min_same,
        "{name}: only {:.2}% identical to glibc",
        frac * 100.0
    );
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[test]
fn within_one_ulp_of_glibc() {
    assert_eq!(trig(HARD_TRIG, 1), -4.687165924254628e-19);
    let one = |lo, hi| -> Vec<(f64, f64)> {
        let v = arguments(lo, hi, 100_000).into_iter();
        v.filter(|x| x.abs() != HARD_TRIG)
            .map(|x| (x, 0.0))
            .collect()
    };
    let two = |lo: f64, hi: f64| -> Vec<(f64, f64)> {
        let a = arguments(lo, hi, 100_000);
        let mut b = a.clone();
        b.rotate_left(7);
        a.into_iter().zip(b).collect()
    };
    assert_near_glibc(
        "exp",
        &one(-746.0, 710.0),
        |x, _| exp(x),
        |x, _| x.exp(),
        0.97,
    );
    assert_near_glibc("log", &one(0.0, 10.0), |x, _| log(x), |x, _| x.ln(), 0.97);
    assert_near_glibc(
        "log1p",
        &one(-1.0, 10.0),
        |x, _| log1p(x),
        |x, _| x.ln_1p(),
        0.93,
    );
    assert_near_glibc(
        "sin",
        &one(-10.0, 10.0),
        |x, _| trig(x, 0),
        |x, _| x.sin(),
        0.97,
    );
    assert_near_glibc(
        "cos",
        &one(-10.0, 10.0),
        |x, _| trig(x, 1),
        |x, _| x.cos(),
        0.97,
    );
    assert_near_glibc(
        "tan",
        &one(-10.0, 10.0),
        |x, _| trig(x, 2),
        |x, _| x.tan(),
        0.95,
    );
    assert_near_glibc("atan2", &two(-5.0, 5.0), atan2, f64::atan2, 0.98);
    assert_near_glibc("pow", &two(-5.0, 5.0), pow, f64::powf, 0.98);
    assert_near_glibc("pow", &two(0.0, 150.0), pow, f64::powf, 0.97);
    assert_near_glibc("hypot", &two(-1e3, 1e3), hypot, f64::hypot, 0.99);
    assert_near_glibc(
        "hypot",
        &two(-1.0, 1.0)
            .into_iter()
            .map(|(x, y)| (x * 1e300, y * 1e-300))
            .collect::<Vec<_>>(),
        hypot,
        f64::hypot,
        0.99,
    );
    assert_near_glibc(
        "cbrt",
        &one(-10.0, 10.0),
        |x, _| cbrt(x),
        |x, _| x.cbrt(),
        0.999,
    );
}

/// C99's special values of pow and atan2 (glibc's), over every pair of edge values.
#[test]
fn special_values_are_c99s() {
    let e = arguments(0.0, 1.0, 0);
    for &x in &e {
        for &y in &e {
            for (name, ours, libm) in [
                ("pow", pow(x, y), x.powf(y)),
                ("atan2", atan2(x, y), x.atan2(y)),
            ] {
                if !libm.is_finite() || libm == 0.0 || ours.is_nan() {
                    assert!(
                        ours.to_bits() == libm.to_bits() || (ours.is_nan() && libm.is_nan()),
                        "{name}({x:e}, {y:e}) = {ours:e}, want {libm:e}"
                    );
                }
            }
        }
    }
}

/// The WGSL on a real device (lavapipe in CI) against this mirror, bit for bit.
#[cfg(not(target_arch = "wasm32"))]
mod on_the_gpu {
    use super::*;
    use crate::backend::gpu::{GpuBackend, GpuOptions};
    use crate::backend::Backend;
    use crate::ir::{ArrayShape, ElementType, Literal};
    use std::sync::Arc;

    fn backend() -> Option<GpuBackend> {
        let opts = GpuOptions {
            soft_f64: true,
            ..GpuOptions::default()
        };
        match pollster::block_on(GpuBackend::new(opts)) {
            Ok(b) => Some(b),
            Err(e) if std::env::var_os("WEBXLA_SKIP_GPU_TESTS").is_some() => {
                println!("SKIPPED: no GPU adapter ({e}) [WEBXLA_SKIP_GPU_TESTS=1]");
                None
            }
            Err(e) => {
                panic!("no GPU adapter ({e}): install lavapipe or set WEBXLA_SKIP_GPU_TESTS=1")
            }
        }
    }

    fn f64s(v: &[f64]) -> Literal {
        let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        Literal::from_bytes(ArrayShape::new(ElementType::F64, vec![v.len()]), &bytes).unwrap()
    }

    /// `op` (an HLO opcode) over `args` on the GPU.
    fn run(be: &GpuBackend, op: &str, args: &[&[f64]]) -> Vec<f64> {
        let n = args[0].len();
        let mut text = String::from("HloModule m\nENTRY e {\n");
        let mut names = Vec::new();
        for k in 0..args.len() {
            text.push_str(&format!("  p{k} = f64[{n}]{{0}} parameter({k})\n"));
            names.push(format!("p{k}"));
        }
        text.push_str(&format!(
            "  ROOT r = f64[{n}]{{0}} {op}({})\n}}\n",
            names.join(", ")
        ));
        let lits: Vec<Literal> = args.iter().map(|a| f64s(a)).collect();
        execute(be, &text, &lits)
    }

    /// c128 abs (hypot of the parts) of `parts` (re, im interleaved) on the GPU.
    fn run_c128_abs(be: &GpuBackend, parts: &[f64]) -> Vec<f64> {
        let n = parts.len() / 2;
        let text = format!(
            "HloModule m\nENTRY e {{\n  p0 = c128[{n}]{{0}} parameter(0)\n  ROOT r = f64[{n}]{{0}} abs(p0)\n}}\n"
        );
        let bytes: Vec<u8> = parts.iter().flat_map(|x| x.to_le_bytes()).collect();
        let arg = Literal::from_bytes(ArrayShape::new(ElementType::C128, vec![n]), &bytes).unwrap();
        execute(be, &text, &[arg])
    }

    /// HLO `text` compiled and run on the GPU over `args`: its f64 output.
    fn execute(be: &GpuBackend, text: &str, args: &[Literal]) -> Vec<f64> {
        let m = crate::hlo::parse_hlo(text).unwrap();
        let p = be.compile(Arc::new(m)).unwrap();
        let bufs = args.iter().map(|a| be.upload(a).unwrap()).collect();
        let outs = pollster::block_on(p.execute(bufs, Default::default())).unwrap();
        let lit = pollster::block_on(be.download(&outs[0])).unwrap();
        lit.bytes()
            .chunks(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    fn assert_bits(op: &str, args: &[&[f64]], got: &[f64], want: impl Fn(usize) -> f64) {
        let bad: Vec<String> = (0..got.len())
            .filter(|&i| ulps(got[i], want(i)) != 0)
            .take(8)
            .map(|i| {
                let a: Vec<String> = args.iter().map(|a| format!("{:e}", a[i])).collect();
                format!(
                    "{op}({}) = {:e} on the gpu, {:e} on the host",
                    a.join(", "),
                    got[i],
                    want(i)
                )
            })
            .collect();
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn the_gpu_gives_the_mirrors_bits() {
        let Some(be) = backend() else { return };
        type Unary = (&'static str, f64, f64, fn(f64) -> f64);
        let unary: [Unary; 9] = [
            ("exponential", -746.0, 710.0, exp),
            ("log", 0.0, 10.0, log),
            ("log-plus-one", -1.0, 10.0, log1p),
            ("sine", -10.0, 10.0, |x| trig(x, 0)),
            ("cosine", -10.0, 10.0, |x| trig(x, 1)),
            ("tan", -10.0, 10.0, |x| trig(x, 2)),
            ("cbrt", -10.0, 10.0, cbrt),
            ("exponential-minus-one", -2.0, 2.0, expm1),
            ("logistic", -40.0, 40.0, logistic),
        ];
        for (op, lo, hi, f) in unary {
            let x = arguments(lo, hi, 600);
            let got = run(&be, op, &[&x]);
            assert_bits(op, &[&x], &got, |i| f(x[i]));
        }
        type Binary = (&'static str, f64, f64, fn(f64, f64) -> f64);
        let binary: [Binary; 2] = [("power", -5.0, 5.0, pow), ("atan2", -5.0, 5.0, atan2)];
        let x = arguments(-1e3, 1e3, 600);
        let mut y = x.clone();
        y.rotate_left(7);
        let complex: Vec<f64> = x.iter().zip(&y).flat_map(|(a, b)| [*a, *b]).collect();
        let got = run_c128_abs(&be, &complex);
        assert_bits("abs", &[&x, &y], &got, |i| hypot(x[i], y[i]));
        for (op, lo, hi, f) in binary {
            let x = arguments(lo, hi, 600);
            let mut y = x.clone();
            y.rotate_left(7);
            let got = run(&be, op, &[&x, &y]);
            assert_bits(op, &[&x, &y], &got, |i| f(x[i], y[i]));
        }
    }

    /// rsqrt and tanh are the CPU backend's own arithmetic: its bits exactly; erf goes through
    /// exp, so within an ulp of the CPU's where glibc's exp and ours differ.
    #[test]
    fn rsqrt_tanh_and_erf_are_the_cpus() {
        let Some(be) = backend() else { return };
        let x = arguments(-8.0, 8.0, 600);
        let got = run(&be, "rsqrt", &[&x]);
        assert_bits("rsqrt", &[&x], &got, |i| 1.0 / x[i].sqrt());
        let got = run(&be, "tanh", &[&x]);
        assert_bits("tanh", &[&x], &got, |i| crate::backend::cpu::tanh_f64(x[i]));
        let got = run(&be, "erf", &[&x]);
        for (i, &g) in got.iter().enumerate() {
            let want = crate::backend::cpu::erf_f64(x[i]);
            assert!(
                ulps(g, want) <= 1,
                "erf({:e}) = {g:e} on the gpu, {want:e} on the cpu",
                x[i]
            );
        }
    }
}
