//! The QR algorithm on an upper Hessenberg matrix, as LAPACK's dlahqr (real: Francis
//! double-shift steps, 2×2 blocks put in standard form by dlanv2) and zlahqr (complex:
//! single-shift steps, subdiagonal kept real). Both run with WANTT and WANTZ on the whole
//! matrix (ILO = 1, IHI = N): the Schur form T overwrites H and the transformations are
//! accumulated into Z. dhseqr/zhseqr call these for N < 75 (NMIN); larger matrices take the
//! same path here, where LAPACK would use aggressive early deflation (dlaqr0): a valid Schur
//! form, possibly with another eigenvalue order. Matrices are row-major (`h[i * n + j]`).
//! Indices below are LAPACK's 1-based ones (`at(i, j)`), so the code reads like the reference.

use super::householder::larfg;
use super::scalar::{Cx, Real, Scalar};

/// The Hessenberg QR of one element type: `lahqr(h, z, n)` returns the eigenvalues in
/// LAPACK's order (a complex pair of a real matrix as (re, +im), (re, -im)) and info (0, or
/// the 1-based row where the iteration did not converge: eigenvalues info+1..n are valid).
pub(super) trait HessenbergQr: Scalar {
    fn lahqr(h: &mut [Self], z: &mut [Self], n: usize) -> (Vec<Cx<Self::R>>, i32);
}

impl HessenbergQr for f32 {
    fn lahqr(h: &mut [f32], z: &mut [f32], n: usize) -> (Vec<Cx<f32>>, i32) {
        lahqr_real(h, z, n, larfg::<f32>)
    }
}
impl HessenbergQr for f64 {
    fn lahqr(h: &mut [f64], z: &mut [f64], n: usize) -> (Vec<Cx<f64>>, i32) {
        lahqr_real(h, z, n, larfg::<f64>)
    }
}

/// dlarfg on a real vector (the real types' `larfg`, passed in so the real QR needs only
/// `Real`).
type Reflector<R> = fn(&mut [R]) -> R;
impl HessenbergQr for Cx<f32> {
    fn lahqr(h: &mut [Self], z: &mut [Self], n: usize) -> (Vec<Cx<f32>>, i32) {
        lahqr_complex(h, z, n)
    }
}
impl HessenbergQr for Cx<f64> {
    fn lahqr(h: &mut [Self], z: &mut [Self], n: usize) -> (Vec<Cx<f64>>, i32) {
        lahqr_complex(h, z, n)
    }
}

/// Exceptional shifts every KEXSH iterations without deflation, with DAT1 and DAT2.
const KEXSH: usize = 10;
const DAT1: f64 = 0.75;
const DAT2: f64 = -0.4375;

fn min<R: Real>(a: R, b: R) -> R {
    if b < a {
        b
    } else {
        a
    }
}

/// dlamch('P'): eps · base.
fn ulp<R: Real>() -> R {
    R::EPS + R::EPS
}

/// Zeroes what lies below the first subdiagonal (dlahqr's "clear out the trash", extended to
/// the whole lower part as dhseqr does).
fn clear_below_subdiagonal<T: Copy>(h: &mut [T], n: usize, zero: T) {
    for i in 2..n {
        for j in 0..i - 1 {
            h[i * n + j] = zero;
        }
    }
}

/// The Ahues–Kressner test: may the subdiagonal h(k, k-1) (given as |.| values) be set to
/// zero? `hkk1`, `hk1k` are the sub- and superdiagonal, `hkk`, `hdiff` = |h(k,k)| and
/// |h(k-1,k-1) - h(k,k)|.
fn negligible<R: Real>(hkk1: R, hk1k: R, hkk: R, hdiff: R, smlnum: R) -> bool {
    let ab = hkk1.max(hk1k);
    let ba = min(hkk1, hk1k);
    let aa = hkk.max(hdiff);
    let bb = min(hkk, hdiff);
    let s = aa + ab;
    ba * (ab / s) <= smlnum.max(ulp::<R>() * (bb * (aa / s)))
}

/// dlahqr with WANTT, WANTZ, ILO = ILOZ = 1, IHI = IHIZ = N.
fn lahqr_real<R: Real>(
    h: &mut [R],
    z: &mut [R],
    n: usize,
    larfg: Reflector<R>,
) -> (Vec<Cx<R>>, i32) {
    let mut w = vec![
        Cx {
            re: R::ZERO,
            im: R::ZERO
        };
        n
    ];
    if n == 0 {
        return (w, 0);
    }
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    if n == 1 {
        w[0].re = h[0];
        return (w, 0);
    }
    clear_below_subdiagonal(h, n, R::ZERO);
    let (ilo, ihi) = (1usize, n);
    let ulp = ulp::<R>();
    let smlnum = R::SFMIN * (R::from_f64(n as f64) / ulp);
    let (i1, i2) = (1usize, n);
    let itmax = 30 * n.max(10);
    let mut kdefl = 0usize;
    let mut i = ihi;
    while i >= ilo {
        let mut l = ilo;
        let mut converged = false;
        for _its in 0..=itmax {
            // A single small subdiagonal element.
            let mut k = i;
            while k > l {
                let sub = h[at(k, k - 1)].abs();
                if sub <= smlnum {
                    break;
                }
                let mut tst = h[at(k - 1, k - 1)].abs() + h[at(k, k)].abs();
                if tst == R::ZERO {
                    if k >= ilo + 2 {
                        tst = tst + h[at(k - 1, k - 2)].abs();
                    }
                    if k < ihi {
                        tst = tst + h[at(k + 1, k)].abs();
                    }
                }
                if sub <= ulp * tst {
                    let hkk = h[at(k, k)];
                    let hdiff = (h[at(k - 1, k - 1)] - hkk).abs();
                    if negligible(sub, h[at(k - 1, k)].abs(), hkk.abs(), hdiff, smlnum) {
                        break;
                    }
                }
                k -= 1;
            }
            l = k;
            if l > ilo {
                h[at(l, l - 1)] = R::ZERO;
            }
            if l + 1 >= i {
                converged = true;
                break;
            }
            kdefl += 1;
            let (rt1, rt2) = real_shifts(h, n, i, l, kdefl);
            let (m, v) = real_start(h, n, i, l, rt1, rt2, ulp);
            real_sweep(h, z, n, (i1, i2), (i, l, m), v, larfg);
        }
        if !converged {
            return (w, i as i32);
        }
        if l == i {
            w[i - 1] = Cx {
                re: h[at(i, i)],
                im: R::ZERO,
            };
        } else {
            deflate_pair(h, z, n, i, i1, i2, &mut w);
        }
        kdefl = 0;
        i = l - 1;
    }
    (w, 0)
}

/// The two shifts (re, im) of one double-shift step: the eigenvalues of the trailing 2×2
/// (one of them twice if real), or an exceptional shift.
fn real_shifts<R: Real>(h: &[R], n: usize, i: usize, l: usize, kdefl: usize) -> (Cx<R>, Cx<R>) {
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let (dat1, dat2) = (R::from_f64(DAT1), R::from_f64(DAT2));
    let (mut h11, mut h12, mut h21, mut h22);
    if kdefl.is_multiple_of(2 * KEXSH) {
        let s = h[at(i, i - 1)].abs() + h[at(i - 1, i - 2)].abs();
        h11 = dat1 * s + h[at(i, i)];
        h12 = dat2 * s;
        h21 = s;
        h22 = h11;
    } else if kdefl.is_multiple_of(KEXSH) {
        let s = h[at(l + 1, l)].abs() + h[at(l + 2, l + 1)].abs();
        h11 = dat1 * s + h[at(l, l)];
        h12 = dat2 * s;
        h21 = s;
        h22 = h11;
    } else {
        h11 = h[at(i - 1, i - 1)];
        h21 = h[at(i, i - 1)];
        h12 = h[at(i - 1, i)];
        h22 = h[at(i, i)];
    }
    let s = h11.abs() + h12.abs() + h21.abs() + h22.abs();
    let zero = Cx {
        re: R::ZERO,
        im: R::ZERO,
    };
    if s == R::ZERO {
        return (zero, zero);
    }
    h11 = h11 / s;
    h21 = h21 / s;
    h12 = h12 / s;
    h22 = h22 / s;
    let tr = (h11 + h22) / R::from_f64(2.0);
    let det = (h11 - tr) * (h22 - tr) - h12 * h21;
    let rtdisc = det.abs().sqrt();
    if det >= R::ZERO {
        let re = tr * s;
        let im = rtdisc * s;
        return (Cx { re, im }, Cx { re, im: -im });
    }
    let (r1, r2) = (tr + rtdisc, tr - rtdisc);
    let re = if (r1 - h22).abs() <= (r2 - h22).abs() {
        r1 * s
    } else {
        r2 * s
    };
    let c = Cx { re, im: R::ZERO };
    (c, c)
}

/// The row m where the double-shift step starts (two consecutive small subdiagonals) and
/// the first column of the shifted product there.
fn real_start<R: Real>(
    h: &[R],
    n: usize,
    i: usize,
    l: usize,
    rt1: Cx<R>,
    rt2: Cx<R>,
    ulp: R,
) -> (usize, [R; 3]) {
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let mut m = i - 2;
    loop {
        let h21s = h[at(m + 1, m)];
        let s = (h[at(m, m)] - rt2.re).abs() + rt2.im.abs() + h21s.abs();
        let h21s = h[at(m + 1, m)] / s;
        let mut v = [
            h21s * h[at(m, m + 1)] + (h[at(m, m)] - rt1.re) * ((h[at(m, m)] - rt2.re) / s)
                - rt1.im * (rt2.im / s),
            h21s * (h[at(m, m)] + h[at(m + 1, m + 1)] - rt1.re - rt2.re),
            h21s * h[at(m + 2, m + 1)],
        ];
        let s = v[0].abs() + v[1].abs() + v[2].abs();
        for x in &mut v {
            *x = *x / s;
        }
        if m == l {
            return (m, v);
        }
        let h00 = h[at(m, m - 1)].abs() * (v[1].abs() + v[2].abs());
        let h01 = ulp
            * v[0].abs()
            * (h[at(m - 1, m - 1)].abs() + h[at(m, m)].abs() + h[at(m + 1, m + 1)].abs());
        if h00 <= h01 {
            return (m, v);
        }
        m -= 1;
    }
}

/// One double-shift QR sweep over rows m..i, chasing the bulge with 3-element reflectors
/// (2 at the end), applied to columns k..i2, rows i1..min(k+3, i) and to Z.
fn real_sweep<R: Real>(
    h: &mut [R],
    z: &mut [R],
    n: usize,
    (i1, i2): (usize, usize),
    (i, l, m): (usize, usize, usize),
    mut v: [R; 3],
    larfg: Reflector<R>,
) {
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    for k in m..i {
        let nr = 3.min(i - k + 1);
        if k > m {
            for (r, x) in v.iter_mut().enumerate().take(nr) {
                *x = h[at(k + r, k - 1)];
            }
        }
        let t1 = larfg(&mut v[..nr]);
        if k > m {
            h[at(k, k - 1)] = v[0];
            h[at(k + 1, k - 1)] = R::ZERO;
            if k + 1 < i {
                h[at(k + 2, k - 1)] = R::ZERO;
            }
        } else if m > l {
            h[at(k, k - 1)] = h[at(k, k - 1)] * (R::ONE - t1);
        }
        let v2 = v[1];
        let t2 = t1 * v2;
        let (v3, t3) = if nr == 3 {
            (v[2], t1 * v[2])
        } else {
            (R::ZERO, R::ZERO)
        };
        // Rows k..k+nr-1 from the left, columns k..i2.
        for j in k..=i2 {
            let mut sum = h[at(k, j)] + v2 * h[at(k + 1, j)];
            if nr == 3 {
                sum = sum + v3 * h[at(k + 2, j)];
            }
            h[at(k, j)] = h[at(k, j)] - sum * t1;
            h[at(k + 1, j)] = h[at(k + 1, j)] - sum * t2;
            if nr == 3 {
                h[at(k + 2, j)] = h[at(k + 2, j)] - sum * t3;
            }
        }
        // Columns from the right, rows i1..min(k+3, i); then Z's columns.
        let right = |a: &mut [R], j: usize| {
            let mut sum = a[at(j, k)] + v2 * a[at(j, k + 1)];
            if nr == 3 {
                sum = sum + v3 * a[at(j, k + 2)];
            }
            a[at(j, k)] = a[at(j, k)] - sum * t1;
            a[at(j, k + 1)] = a[at(j, k + 1)] - sum * t2;
            if nr == 3 {
                a[at(j, k + 2)] = a[at(j, k + 2)] - sum * t3;
            }
        };
        for j in i1..=(k + 3).min(i) {
            right(h, j);
        }
        for j in 1..=n {
            right(z, j);
        }
    }
}

/// Rows/columns i-1, i have split off: dlanv2's standard form of the 2×2 block, its rotation
/// applied to the rest of H and to Z, the two eigenvalues stored.
fn deflate_pair<R: Real>(
    h: &mut [R],
    z: &mut [R],
    n: usize,
    i: usize,
    i1: usize,
    i2: usize,
    w: &mut [Cx<R>],
) {
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let mut b = [
        h[at(i - 1, i - 1)],
        h[at(i - 1, i)],
        h[at(i, i - 1)],
        h[at(i, i)],
    ];
    let (rt1, rt2, cs, sn) = lanv2(&mut b);
    h[at(i - 1, i - 1)] = b[0];
    h[at(i - 1, i)] = b[1];
    h[at(i, i - 1)] = b[2];
    h[at(i, i)] = b[3];
    w[i - 2] = rt1;
    w[i - 1] = rt2;
    let rot = |x: &mut R, y: &mut R| {
        let (a, c) = (*x, *y);
        *x = cs * a + sn * c;
        *y = cs * c - sn * a;
    };
    for j in i + 1..=i2 {
        let (p, q) = (at(i - 1, j), at(i, j));
        let (mut x, mut y) = (h[p], h[q]);
        rot(&mut x, &mut y);
        h[p] = x;
        h[q] = y;
    }
    for j in i1..i - 1 {
        let (p, q) = (at(j, i - 1), at(j, i));
        let (mut x, mut y) = (h[p], h[q]);
        rot(&mut x, &mut y);
        h[p] = x;
        h[q] = y;
    }
    for j in 1..=n {
        let (p, q) = (at(j, i - 1), at(j, i));
        let (mut x, mut y) = (z[p], z[q]);
        rot(&mut x, &mut y);
        z[p] = x;
        z[q] = y;
    }
}

/// dlanv2: the Schur factorisation of the real 2×2 `[a, b; c, d]` in place (standard form:
/// c = 0, or a = d with b·c < 0); returns the eigenvalues and the rotation (cs, sn).
fn lanv2<R: Real>(m: &mut [R; 4]) -> (Cx<R>, Cx<R>, R, R) {
    let [mut a, mut b, mut c, mut d] = *m;
    let half = R::from_f64(0.5);
    let eps = ulp::<R>();
    let multpl = R::from_f64(4.0);
    // dlamch('B')^int(log(safmin / eps) / log(2) / 2)
    let e = ((R::SFMIN / eps).to_f64().log2() / 2.0) as i32;
    let safmn2 = R::from_f64(2f64.powi(e));
    let safmx2 = R::ONE / safmn2;
    let sign = |x: R| R::ONE.with_sign_of(x);
    let (mut cs, mut sn);
    if c == R::ZERO {
        cs = R::ONE;
        sn = R::ZERO;
    } else if b == R::ZERO {
        cs = R::ZERO;
        sn = R::ONE;
        std::mem::swap(&mut a, &mut d);
        b = -c;
        c = R::ZERO;
    } else if a - d == R::ZERO && sign(b) != sign(c) {
        cs = R::ONE;
        sn = R::ZERO;
    } else {
        let mut temp = a - d;
        let mut p = half * temp;
        let bcmax = b.abs().max(c.abs());
        let bcmis = min(b.abs(), c.abs()) * sign(b) * sign(c);
        let mut scale = p.abs().max(bcmax);
        let mut zz = (p / scale) * p + (bcmax / scale) * bcmis;
        if zz >= multpl * eps {
            // Real eigenvalues.
            zz = p + (scale.sqrt() * zz.sqrt()).with_sign_of(p);
            a = d + zz;
            d = d - (bcmax / zz) * bcmis;
            let tau = c.hypot(zz);
            cs = zz / tau;
            sn = c / tau;
            b = b - c;
            c = R::ZERO;
        } else {
            // Complex or nearly equal real eigenvalues: make the diagonal equal.
            let mut count = 0;
            let mut sigma = b + c;
            loop {
                count += 1;
                scale = temp.abs().max(sigma.abs());
                if scale >= safmx2 {
                    sigma = sigma * safmn2;
                    temp = temp * safmn2;
                    if count <= 20 {
                        continue;
                    }
                }
                if scale <= safmn2 {
                    sigma = sigma * safmx2;
                    temp = temp * safmx2;
                    if count <= 20 {
                        continue;
                    }
                }
                break;
            }
            p = half * temp;
            let mut tau = sigma.hypot(temp);
            cs = (half * (R::ONE + sigma.abs() / tau)).sqrt();
            sn = -(p / (tau * cs)) * sign(sigma);
            let aa = a * cs + b * sn;
            let bb = -a * sn + b * cs;
            let cc = c * cs + d * sn;
            let dd = -c * sn + d * cs;
            a = aa * cs + cc * sn;
            b = bb * cs + dd * sn;
            c = -aa * sn + cc * cs;
            d = -bb * sn + dd * cs;
            temp = half * (a + d);
            a = temp;
            d = temp;
            if c != R::ZERO {
                if b != R::ZERO {
                    if sign(b) == sign(c) {
                        // Real eigenvalues: reduce to upper triangular form.
                        let sab = b.abs().sqrt();
                        let sac = c.abs().sqrt();
                        p = (sab * sac).with_sign_of(c);
                        tau = R::ONE / (b + c).abs().sqrt();
                        a = temp + p;
                        d = temp - p;
                        b = b - c;
                        c = R::ZERO;
                        let cs1 = sab * tau;
                        let sn1 = sac * tau;
                        let t = cs * cs1 - sn * sn1;
                        sn = cs * sn1 + sn * cs1;
                        cs = t;
                    }
                } else {
                    b = -c;
                    c = R::ZERO;
                    let t = cs;
                    cs = -sn;
                    sn = t;
                }
            }
        }
    }
    *m = [a, b, c, d];
    let im = if c == R::ZERO {
        R::ZERO
    } else {
        b.abs().sqrt() * c.abs().sqrt()
    };
    (Cx { re: a, im }, Cx { re: d, im: -im }, cs, sn)
}

/// The principal square root (Fortran's complex SQRT).
fn csqrt<R: Real>(x: Cx<R>) -> Cx<R> {
    let r = x.re.hypot(x.im);
    if r == R::ZERO {
        return Cx {
            re: R::ZERO,
            im: R::ZERO,
        };
    }
    let t = ((r + x.re.abs()) * R::from_f64(0.5)).sqrt();
    if x.re >= R::ZERO {
        Cx {
            re: t,
            im: x.im / (t + t),
        }
    } else {
        Cx {
            re: x.im.abs() / (t + t),
            im: t.with_sign_of(x.im),
        }
    }
}

/// zlahqr with WANTT, WANTZ, ILO = ILOZ = 1, IHI = IHIZ = N.
fn lahqr_complex<R: Real>(h: &mut [Cx<R>], z: &mut [Cx<R>], n: usize) -> (Vec<Cx<R>>, i32)
where
    Cx<R>: Scalar<R = R>,
{
    let zero = Cx::<R>::zero();
    let mut w = vec![zero; n];
    if n == 0 {
        return (w, 0);
    }
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    if n == 1 {
        w[0] = h[0];
        return (w, 0);
    }
    clear_below_subdiagonal(h, n, zero);
    let (ilo, ihi) = (1usize, n);
    let (jlo, jhi) = (1usize, n);
    // Real subdiagonal entries.
    for i in ilo + 1..=ihi {
        let s = h[at(i, i - 1)];
        if s.im != R::ZERO {
            let sc = s.scale(R::ONE / s.abs1());
            let sc = sc.conj().scale(R::ONE / sc.abs());
            h[at(i, i - 1)] = Cx::from_re(s.abs());
            for j in i..=jhi {
                h[at(i, j)] = sc * h[at(i, j)];
            }
            for j in jlo..=jhi.min(i + 1) {
                h[at(j, i)] = sc.conj() * h[at(j, i)];
            }
            for j in 1..=n {
                z[at(j, i)] = sc.conj() * z[at(j, i)];
            }
        }
    }
    let ulp = ulp::<R>();
    let smlnum = R::SFMIN * (R::from_f64(n as f64) / ulp);
    let (i1, i2) = (1usize, n);
    let itmax = 30 * n.max(10);
    let mut kdefl = 0usize;
    let mut i = ihi;
    while i >= ilo {
        let mut l = ilo;
        let mut converged = false;
        for _its in 0..=itmax {
            let mut k = i;
            while k > l {
                let sub = h[at(k, k - 1)];
                if sub.abs1() <= smlnum {
                    break;
                }
                let mut tst = h[at(k - 1, k - 1)].abs1() + h[at(k, k)].abs1();
                if tst == R::ZERO {
                    if k >= ilo + 2 {
                        tst = tst + h[at(k - 1, k - 2)].re.abs();
                    }
                    if k < ihi {
                        tst = tst + h[at(k + 1, k)].re.abs();
                    }
                }
                if sub.re.abs() <= ulp * tst {
                    let hkk = h[at(k, k)];
                    let hdiff = (h[at(k - 1, k - 1)] - hkk).abs1();
                    if negligible(
                        sub.abs1(),
                        h[at(k - 1, k)].abs1(),
                        hkk.abs1(),
                        hdiff,
                        smlnum,
                    ) {
                        break;
                    }
                }
                k -= 1;
            }
            l = k;
            if l > ilo {
                h[at(l, l - 1)] = zero;
            }
            if l >= i {
                converged = true;
                break;
            }
            kdefl += 1;
            let t = complex_shift(h, n, i, l, kdefl);
            let (m, v) = complex_start(h, n, i, l, t, ulp);
            complex_sweep(h, z, n, (i1, i2), (i, l, m), v);
        }
        if !converged {
            return (w, i as i32);
        }
        w[i - 1] = h[at(i, i)];
        kdefl = 0;
        i = l - 1;
    }
    (w, 0)
}

/// zlahqr's shift: Wilkinson's (the eigenvalue of the trailing 2×2 nearer h(i, i)) or an
/// exceptional one.
fn complex_shift<R: Real>(h: &[Cx<R>], n: usize, i: usize, l: usize, kdefl: usize) -> Cx<R>
where
    Cx<R>: Scalar<R = R>,
{
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let dat1 = R::from_f64(DAT1);
    if kdefl.is_multiple_of(2 * KEXSH) {
        let s = dat1 * h[at(i, i - 1)].re.abs();
        return Cx::from_re(s) + h[at(i, i)];
    }
    if kdefl.is_multiple_of(KEXSH) {
        let s = dat1 * h[at(l + 1, l)].re.abs();
        return Cx::from_re(s) + h[at(l, l)];
    }
    let mut t = h[at(i, i)];
    let u = csqrt(h[at(i - 1, i)]) * csqrt(h[at(i, i - 1)]);
    let s = u.abs1();
    if s != R::ZERO {
        let x = (h[at(i - 1, i - 1)] - t).scale(R::from_f64(0.5));
        let sx = x.abs1();
        let s = s.max(sx);
        let (xs, us) = (x.scale(R::ONE / s), u.scale(R::ONE / s));
        let mut y = csqrt(xs * xs + us * us).scale(s);
        if sx > R::ZERO {
            let xn = x.scale(R::ONE / sx);
            if xn.re * y.re + xn.im * y.im < R::ZERO {
                y = -y;
            }
        }
        t = t - u * (u / (x + y));
    }
    t
}

/// The row m where the single-shift step starts and its first reflector's vector.
fn complex_start<R: Real>(
    h: &[Cx<R>],
    n: usize,
    i: usize,
    l: usize,
    t: Cx<R>,
    ulp: R,
) -> (usize, [Cx<R>; 2])
where
    Cx<R>: Scalar<R = R>,
{
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let start = |m: usize| {
        let (h11, h22) = (h[at(m, m)], h[at(m + 1, m + 1)]);
        let h11s = h11 - t;
        let h21 = h[at(m + 1, m)].re;
        let s = h11s.abs1() + h21.abs();
        let (h11s, h21) = (h11s.scale(R::ONE / s), h21 / s);
        (h11s, h21, h11, h22)
    };
    let mut m = i - 1;
    while m > l {
        let (h11s, h21, h11, h22) = start(m);
        let h10 = h[at(m, m - 1)].re;
        if h10.abs() * h21.abs() <= ulp * (h11s.abs1() * (h11.abs1() + h22.abs1())) {
            return (m, [h11s, Cx::from_re(h21)]);
        }
        m -= 1;
    }
    let (h11s, h21, _, _) = start(l);
    (l, [h11s, Cx::from_re(h21)])
}

/// One single-shift QR sweep over rows m..i with 2-element reflectors, keeping the
/// subdiagonal real.
fn complex_sweep<R: Real>(
    h: &mut [Cx<R>],
    z: &mut [Cx<R>],
    n: usize,
    (i1, i2): (usize, usize),
    (i, l, m): (usize, usize, usize),
    mut v: [Cx<R>; 2],
) where
    Cx<R>: Scalar<R = R>,
{
    let at = |i: usize, j: usize| (i - 1) * n + (j - 1);
    for k in m..i {
        if k > m {
            v = [h[at(k, k - 1)], h[at(k + 1, k - 1)]];
        }
        let t1 = larfg(&mut v);
        if k > m {
            h[at(k, k - 1)] = v[0];
            h[at(k + 1, k - 1)] = Cx::zero();
        }
        let v2 = v[1];
        let t2 = (t1 * v2).re;
        for j in k..=i2 {
            let sum = t1.conj() * h[at(k, j)] + h[at(k + 1, j)].scale(t2);
            h[at(k, j)] = h[at(k, j)] - sum;
            h[at(k + 1, j)] = h[at(k + 1, j)] - sum * v2;
        }
        let right = |a: &mut [Cx<R>], j: usize| {
            let sum = t1 * a[at(j, k)] + a[at(j, k + 1)].scale(t2);
            a[at(j, k)] = a[at(j, k)] - sum;
            a[at(j, k + 1)] = a[at(j, k + 1)] - sum * v2.conj();
        };
        for j in i1..=(k + 2).min(i) {
            right(h, j);
        }
        for j in 1..=n {
            right(z, j);
        }
        if k == m && m > l {
            // Keep h(m, m-1) real after a start below l.
            let temp = Cx::<R>::one() - t1;
            let temp = temp.scale(R::ONE / temp.abs());
            h[at(m + 1, m)] = h[at(m + 1, m)] * temp.conj();
            if m + 2 <= i {
                h[at(m + 2, m + 1)] = h[at(m + 2, m + 1)] * temp;
            }
            for j in m..=i {
                if j != m + 1 {
                    for c in j + 1..=i2 {
                        h[at(j, c)] = temp * h[at(j, c)];
                    }
                    for r in i1..j {
                        h[at(r, j)] = temp.conj() * h[at(r, j)];
                    }
                    for r in 1..=n {
                        z[at(r, j)] = temp.conj() * z[at(r, j)];
                    }
                }
            }
        }
    }
    // Keep h(i, i-1) real.
    let temp = h[at(i, i - 1)];
    if temp.im != R::ZERO {
        let rtemp = temp.abs();
        h[at(i, i - 1)] = Cx::from_re(rtemp);
        let temp = temp.scale(R::ONE / rtemp);
        for c in i + 1..=i2 {
            h[at(i, c)] = temp.conj() * h[at(i, c)];
        }
        for r in i1..i {
            h[at(r, i)] = temp * h[at(r, i)];
        }
        for r in 1..=n {
            z[at(r, i)] = temp * z[at(r, i)];
        }
    }
}
