//! The BLAS operations LAPACK's divide-and-conquer drivers call (dgemm/sgemm, drot, dnrm2),
//! rounded as OpenBLAS 0.3's SkylakeX (AVX-512) kernels round them, which is what jaxlib's
//! LAPACK runs on an AVX-512 x86-64 CPU (AMD Zen 4 and Intel alike): measured bit for bit
//! against scipy's OpenBLAS there. Fused multiply-adds where the kernels fuse (drot, dgemm),
//! dgemm's small-matrix kernel's lane-wise sums for a product's last rows, dnrm2 in x87
//! extended precision (emulated exactly by `Ext`). Other CPUs' OpenBLAS kernels round
//! differently in the last bits, and so does its multithreaded dgemm above 10⁶ multiply-adds
//! (in rows that depend on the thread count). Only arithmetic: callers own the algorithms.

use super::scalar::Real;

/// dgemm/sgemm('N', 'N') with alpha = 1, beta = 0 on column-major operands: C (m×n) =
/// A (m×kk) · B (kk×n), zero when kk = 0, summed as OpenBLAS 0.3's SkylakeX kernels sum
/// (measured bit for bit against scipy's OpenBLAS): for m·n·kk ≤ 10⁶ its small-matrix
/// kernel, else the blocked kernel, one fused multiply-add chain per element whose k loop
/// runs in blocks of at most GEMM_Q (384 double, 448 single), as its threaded driver
/// splits it.
pub(super) fn gemm<R: Real>(
    (m, n, kk): (usize, usize, usize),
    a: &[R],
    lda: usize,
    b: &[R],
    ldb: usize,
    c: &mut [R],
    ldc: usize,
) {
    let chain = |i: usize, j: usize, ks: std::ops::Range<usize>| {
        let mut acc = R::ZERO;
        for l in ks {
            acc = fma(a[i + l * lda], b[l + j * ldb], acc);
        }
        acc
    };
    let double = std::mem::size_of::<R>() == 8;
    if (m * n * kk) as f64 > 1e6 {
        // Blocks of k: GEMM_Q while at least 2·GEMM_Q remain, else halves.
        let q = if double { 384 } else { 448 };
        let mut blocks = Vec::new();
        let mut ls = 0;
        while ls < kk {
            let mut min_l = kk - ls;
            if min_l >= 2 * q {
                min_l = q;
            } else if min_l > q {
                min_l = min_l.div_ceil(2);
            }
            blocks.push(ls..ls + min_l);
            ls += min_l;
        }
        for j in 0..n {
            for i in 0..m {
                let mut acc = R::ZERO;
                for (t, ks) in blocks.iter().enumerate() {
                    let part = chain(i, j, ks.clone());
                    acc = if t == 0 { part } else { acc + part };
                }
                c[i + j * ldc] = acc;
            }
        }
        return;
    }
    // The small-matrix kernel, with vectors of w = 8 doubles or 16 floats: rows in blocks
    // of w or more are one fused chain per element, and so are the last rows when more
    // than w/2 remain or kk < 2w. Otherwise the last rows are dot products in w lanes
    // (lane l takes k ≡ l mod w), reduced as a transposing tree (blocks of 4 rows, and
    // blocks of 4 columns) or as GCC's _mm512_reduce_add.
    let w = if double { 8 } else { 16 };
    let mw = m / w * w;
    let mm = m - mw;
    for j in 0..n {
        for i in 0..mw {
            c[i + j * ldc] = chain(i, j, 0..kk);
        }
    }
    if mm == 0 {
        return;
    }
    if mm > w / 2 || kk < 2 * w {
        for j in 0..n {
            for i in mw..m {
                c[i + j * ldc] = chain(i, j, 0..kk);
            }
        }
        return;
    }
    let lanes = |i: usize, j: usize| {
        let mut acc = [R::ZERO; 16];
        for l in 0..kk {
            acc[l % w] = fma(a[i + l * lda], b[l + j * ldb], acc[l % w]);
        }
        acc
    };
    let tree = |l: [R; 16]| {
        if double {
            ((l[0] + l[1]) + (l[2] + l[3])) + ((l[4] + l[5]) + (l[6] + l[7]))
        } else {
            let q = |c: usize| (l[4 * c] + l[4 * c + 1]) + (l[4 * c + 2] + l[4 * c + 3]);
            (q(0) + q(1)) + (q(2) + q(3))
        }
    };
    let reduce_add = |l: [R; 16]| {
        if double {
            ((l[0] + l[4]) + (l[2] + l[6])) + ((l[1] + l[5]) + (l[3] + l[7]))
        } else {
            let t = |i: usize| (l[12 + i] + l[4 + i]) + (l[8 + i] + l[i]);
            (t(0) + t(2)) + (t(1) + t(3))
        }
    };
    let (m4, n4) = (m & !3, n & !3);
    for i in mw..m {
        for j in 0..n {
            let l = lanes(i, j);
            c[i + j * ldc] = if i < m4 || j < n4 {
                tree(l)
            } else {
                reduce_add(l)
            };
        }
    }
}

/// a·b + c rounded once. For f32 the exact product, summed in f64 with the rounding error
/// folded into the last bit (round to odd), rounds correctly to f32 (Boldo and Melquiond).
pub(super) fn fma<R: Real>(a: R, b: R, c: R) -> R {
    let (a, b, c) = (a.to_f64(), b.to_f64(), c.to_f64());
    if std::mem::size_of::<R>() == 8 {
        return R::from_f64(a.mul_add(b, c));
    }
    let p = a * b;
    let s = p + c;
    let bb = s - p;
    let err = (p - (s - bb)) + (c - bb);
    let bits = s.to_bits();
    let s = if err != 0.0 && s.is_finite() && bits & 1 == 0 {
        f64::from_bits(if (err > 0.0) == (s > 0.0) {
            bits + 1
        } else {
            bits - 1
        })
    } else {
        s
    };
    R::from_f64(s)
}

/// drot on two columns of the column-major `q` (n elements from `x` and `y`), as
/// OpenBLAS's kernel rounds it: x' = fma(c, x, s·y), y' = fma(c, y, -(s·x)).
pub(super) fn rot_columns<R: Real>(q: &mut [R], x: usize, y: usize, n: usize, c: R, s: R) {
    for i in 0..n {
        let (xi, yi) = (q[x + i], q[y + i]);
        q[x + i] = fma(c, xi, s * yi);
        q[y + i] = fma(c, yi, -(s * xi));
    }
}

/// dnrm2 as OpenBLAS computes it on x86-64. Double precision (nrm2.S): x87 arithmetic
/// with 64-bit significands, squares summed into 4 accumulators (element i into i mod 4
/// for the first 8·⌊n/8⌋ elements, the rest into the first), combined as
/// acc3 + (acc1 + (acc2 + acc0)), the square root rounded to 64 bits and then to double;
/// emulated exactly by `Ext`. Single precision (nrm2_sse.S): squares summed in double (its
/// lanes depend on the vector's alignment), one square root, rounded to single; summed
/// here in double-double, which rounds the same but for ties within 2⁻⁵⁰.
pub(super) fn nrm2<R: Real>(x: &[R]) -> R {
    if x.iter().any(|v| v.to_f64().is_nan()) {
        return R::from_f64(f64::NAN);
    }
    let amax = x.iter().fold(0.0f64, |m, v| m.max(v.to_f64().abs()));
    if amax == 0.0 || amax.is_infinite() {
        return R::from_f64(amax);
    }
    if std::mem::size_of::<R>() == 8 {
        let mut acc = [Ext::ZERO; 4];
        let blocked = x.len() & !7;
        for (i, v) in x.iter().enumerate() {
            let sq = Ext::square(v.to_f64());
            let slot = if i < blocked { i % 4 } else { 0 };
            acc[slot] = acc[slot].add(sq);
        }
        let total = acc[3].add(acc[1].add(acc[2].add(acc[0])));
        return R::from_f64(total.sqrt().to_f64());
    }
    let (mut hi, mut lo) = (0.0f64, 0.0f64);
    for v in x {
        let v = v.to_f64();
        let p = v * v;
        let perr = v.mul_add(v, -p);
        let s = hi + p;
        let bb = s - hi;
        let err = (hi - (s - bb)) + (p - bb);
        hi = s;
        lo += err + perr;
    }
    let sum = hi + lo;
    let lo = lo - (sum - hi);
    let r = sum.sqrt();
    // One Newton step on the double-double sum.
    let r = r + ((-r).mul_add(r, sum) + lo) / (2.0 * r);
    R::from_f64(r)
}

/// A non-negative x87 extended-precision number m·2^e (m has its top bit set, or is 0),
/// with the round-to-nearest-even operations dnrm2 needs.
#[derive(Clone, Copy)]
struct Ext {
    m: u64,
    e: i32,
}

impl Ext {
    const ZERO: Ext = Ext { m: 0, e: 0 };

    /// Rounds the exact value v·2^e (v > 0) to a 64-bit significand.
    fn round(v: u128, e: i32) -> Ext {
        if v == 0 {
            return Ext::ZERO;
        }
        let bits = 128 - v.leading_zeros() as i32;
        if bits <= 64 {
            let sh = 64 - bits;
            return Ext {
                m: (v << sh) as u64,
                e: e - sh,
            };
        }
        let sh = bits - 64;
        let mut m = v >> sh;
        let rest = v & ((1u128 << sh) - 1);
        let half = 1u128 << (sh - 1);
        if rest > half || (rest == half && m & 1 == 1) {
            m += 1;
        }
        let mut e = e + sh;
        if m >> 64 != 0 {
            m >>= 1;
            e += 1;
        }
        Ext { m: m as u64, e }
    }

    /// x·x for a finite double x (FLD then FMUL ST(0), ST).
    fn square(x: f64) -> Ext {
        let bits = x.abs().to_bits();
        let (exp, frac) = ((bits >> 52) as i32, bits & ((1 << 52) - 1));
        let (mx, ex) = if exp == 0 {
            (frac, -1074)
        } else {
            (frac | 1 << 52, exp - 1075)
        };
        Ext::round(mx as u128 * mx as u128, 2 * ex)
    }

    /// self + o (FADDP).
    fn add(self, o: Ext) -> Ext {
        let (a, b) = if o.m == 0 || (self.m != 0 && self.e >= o.e) {
            (self, o)
        } else {
            (o, self)
        };
        if b.m == 0 {
            return a;
        }
        // Align b to a with 63 guard bits; the bits shifted out only matter as a sticky bit.
        let d = (a.e - b.e) as u32;
        let sh = d.min(63);
        let bv = if d - sh >= 64 {
            1
        } else {
            let lost = d - sh;
            let kept = (b.m as u128) >> lost;
            kept | u128::from(kept << lost != b.m as u128)
        };
        Ext::round(((a.m as u128) << sh) + bv, a.e - sh as i32)
    }

    /// The square root (FSQRT), rounded to a 64-bit significand.
    fn sqrt(self) -> Ext {
        if self.m == 0 {
            return Ext::ZERO;
        }
        // v = m·2^s with 127 or 128 bits and e - s even; sqrt(v) has 64 bits.
        let s = if self.e % 2 == 0 { 64 } else { 63 };
        let v = (self.m as u128) << s;
        let mut r = (v as f64).sqrt() as u128;
        while r.checked_mul(r).is_none_or(|sq| sq > v) {
            r -= 1;
        }
        while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= v) {
            r += 1;
        }
        // Round to nearest: up when v - r² > r (no ties for integers).
        if v - r * r > r {
            r += 1;
        }
        Ext::round(r, (self.e - s) / 2)
    }

    /// Rounded to double (FST).
    fn to_f64(self) -> f64 {
        let mut keep = self.m >> 11;
        let rest = self.m & 0x7ff;
        if rest > 0x400 || (rest == 0x400 && keep & 1 == 1) {
            keep += 1;
        }
        // keep has at most 54 bits (2^53 after a carry): exact in a double.
        let mut v = keep as f64;
        let mut e = self.e + 11;
        while e != 0 {
            let k = e.clamp(-1000, 1000);
            v *= 2f64.powi(k);
            e -= k;
        }
        v
    }
}
