//! The SVD of a real bidiagonal matrix by implicit zero-shift and shifted QR: LAPACK's
//! dbdsqr step for step (its tolerance, direction choice per block, convergence tests, 2×2
//! blocks by dlasv2, shifts by dlas2, rotations by the current dlartg, and final sign fix and
//! sort), wrapped as dbdsdc runs it for orders ≤ 25 (SMLSIZ): a lower bidiagonal matrix is
//! rotated to upper form first, dlasdq's and dbdsdc's sorts follow. gesdd's singular vectors
//! take their signs from these rotations, so following them is what gives jaxlib's vectors.
//! Above order 25 with vectors, dbdsdc divides and conquers (`bidiagonal_divide`, which
//! runs this module's dbdsqr on its leaves). Without vectors dbdsqr runs dqds
//! (`bidiagonal_qds`, dlasq1), as LAPACK does. The vectors' rotations are BLAS drot calls,
//! fused as OpenBLAS's kernel fuses them (`openblas::fma`). Indices below are LAPACK's
//! 1-based ones (`d[at(i)]` is D(I)); matrices are row-major n×n.

use super::bidiagonal_divide::{bdsdc_divide, SMLSIZ};
use super::bidiagonal_qds::lasq1;
use super::openblas::fma;
use super::scalar::Real;
use super::tridiagonal_qr::{lartg, lasr_right_columns};

/// dlas2: the singular values (smaller, larger) of the upper triangular [[f, g], [0, h]].
pub(super) fn las2<R: Real>(f: R, g: R, h: R) -> (R, R) {
    let (one, two) = (R::ONE, R::from_f64(2.0));
    let (fa, ga, ha) = (f.abs(), g.abs(), h.abs());
    let (fhmn, fhmx) = (fa.min(ha), fa.max(ha));
    if fhmn == R::ZERO {
        let ssmax = if fhmx == R::ZERO {
            ga
        } else {
            let q = fhmx.min(ga) / fhmx.max(ga);
            fhmx.max(ga) * (one + q * q).sqrt()
        };
        return (R::ZERO, ssmax);
    }
    if ga < fhmx {
        let as_ = one + fhmn / fhmx;
        let at = (fhmx - fhmn) / fhmx;
        let q = ga / fhmx;
        let au = q * q;
        let c = two / ((as_ * as_ + au).sqrt() + (at * at + au).sqrt());
        (fhmn * c, fhmx / c)
    } else {
        let au = fhmx / ga;
        if au == R::ZERO {
            ((fhmn * fhmx) / ga, ga)
        } else {
            let as_ = one + fhmn / fhmx;
            let at = (fhmx - fhmn) / fhmx;
            let (p, q) = (as_ * au, at * au);
            let c = one / ((one + p * p).sqrt() + (one + q * q).sqrt());
            let ssmin = (fhmn * c) * au;
            (ssmin + ssmin, ga / (c + c))
        }
    }
}

/// dlasv2: the SVD of the upper triangular [[f, g], [0, h]]: (ssmin, ssmax, snr, csr, snl,
/// csl), signed as the reference signs them.
fn lasv2<R: Real>(f: R, g: R, h: R) -> (R, R, R, R, R, R) {
    let (one, two, four, half) = (R::ONE, R::from_f64(2.0), R::from_f64(4.0), R::from_f64(0.5));
    let (mut ft, mut fa, mut ht, mut ha) = (f, f.abs(), h, h.abs());
    let mut pmax = 1;
    let swap = ha > fa;
    if swap {
        pmax = 3;
        std::mem::swap(&mut ft, &mut ht);
        std::mem::swap(&mut fa, &mut ha);
    }
    let gt = g;
    let ga = gt.abs();
    let (mut ssmin, mut ssmax, clt, crt, slt, srt);
    if ga == R::ZERO {
        ssmin = ha;
        ssmax = fa;
        (clt, crt, slt, srt) = (one, one, R::ZERO, R::ZERO);
    } else {
        let mut gasmal = true;
        let mut small = None;
        if ga > fa {
            pmax = 2;
            if fa / ga < R::EPS {
                gasmal = false;
                let smin = if ha > one {
                    fa / (ga / ha)
                } else {
                    (fa / ga) * ha
                };
                small = Some((smin, ga, one, ht / gt, one, ft / gt));
            }
        }
        if gasmal {
            let d = fa - ha;
            let l = if d == fa { one } else { d / fa };
            let m = gt / ft;
            let mut t = two - l;
            let mm = m * m;
            let tt = t * t;
            let s = (tt + mm).sqrt();
            let r = if l == R::ZERO {
                m.abs()
            } else {
                (l * l + mm).sqrt()
            };
            let a = half * (s + r);
            ssmin = ha / a;
            ssmax = fa * a;
            t = if mm == R::ZERO {
                if l == R::ZERO {
                    two.with_sign_of(ft) * one.with_sign_of(gt)
                } else {
                    gt / d.with_sign_of(ft) + m / t
                }
            } else {
                (m / (s + t) + m / (r + l)) * (one + a)
            };
            let l = (t * t + four).sqrt();
            crt = two / l;
            srt = t / l;
            clt = (crt + srt * m) / a;
            slt = (ht / ft) * srt / a;
        } else {
            let (smin, smax, cl, sl, sr, cr) = small.expect("set when g dominates");
            ssmin = smin;
            ssmax = smax;
            (clt, slt, srt, crt) = (cl, sl, sr, cr);
        }
    }
    let (csl, snl, csr, snr) = if swap {
        (srt, crt, slt, clt)
    } else {
        (clt, slt, crt, srt)
    };
    let sign = |x: R| one.with_sign_of(x);
    let tsign = match pmax {
        1 => sign(csr) * sign(csl) * sign(f),
        2 => sign(snr) * sign(csl) * sign(g),
        _ => sign(snr) * sign(snl) * sign(h),
    };
    ssmax = ssmax.with_sign_of(tsign);
    ssmin = ssmin.with_sign_of(tsign * sign(f) * sign(h));
    (ssmin, ssmax, snr, csr, snl, csl)
}

/// dlasr('L', 'V', DIRECT) on rows first..first+len-1 of the n×n row-major `a`: rotation j
/// acts on rows (first+j, first+j+1), the last rotation first when `backward`.
fn lasr_left_rows<R: Real>(
    a: &mut [R],
    n: usize,
    first: usize,
    len: usize,
    (c, s): (&[R], &[R]),
    backward: bool,
) {
    let rotate = |a: &mut [R], j: usize| {
        let (ct, st) = (c[j], s[j]);
        if ct != R::ONE || st != R::ZERO {
            let (top, bottom) = a.split_at_mut((first + j + 1) * n);
            let upper = &mut top[(first + j) * n..];
            let lower = &mut bottom[..n];
            for (x, y) in upper.iter_mut().zip(lower.iter_mut()) {
                let temp = *y;
                *y = ct * temp - st * *x;
                *x = st * temp + ct * *x;
            }
        }
    };
    if len < 2 {
        return;
    }
    if backward {
        for j in (0..len - 1).rev() {
            rotate(a, j);
        }
    } else {
        for j in 0..len - 1 {
            rotate(a, j);
        }
    }
}

/// drot on two rows of the n×n `a`: (x, y) := (c x + s y, c y - s x).
fn rot_rows<R: Real>(a: &mut [R], n: usize, i: usize, j: usize, c: R, s: R) {
    for k in 0..n {
        let (x, y) = (a[i * n + k], a[j * n + k]);
        a[i * n + k] = fma(c, x, s * y);
        a[j * n + k] = fma(c, y, -(s * x));
    }
}

/// drot on two columns of the n×n `a`.
fn rot_columns<R: Real>(a: &mut [R], n: usize, i: usize, j: usize, c: R, s: R) {
    for row in a.chunks_mut(n) {
        let (x, y) = (row[i], row[j]);
        row[i] = fma(c, x, s * y);
        row[j] = fma(c, y, -(s * x));
    }
}

/// The vectors bdsqr accumulates: `vt` (n×n, rotated by rows) and `u` (n×n, by columns).
pub(super) struct Vectors<'a, R> {
    pub vt: &'a mut [R],
    pub u: &'a mut [R],
}

/// dbdsdc('U' or 'L', 'I') for any order: the singular values of the bidiagonal (d, e) in
/// descending order in `d`, its left vectors (columns of the returned u) and right vectors
/// (rows of vt), both n×n, and info. With vectors and n > 25 (SMLSIZ) by divide and
/// conquer (`bidiagonal_divide`), else by dlasdq/dbdsqr. `vectors` false computes values
/// only (the vectors returned are identities).
pub(super) fn bdsdc<R: Real>(
    lower: bool,
    d: &mut [R],
    e: &mut [R],
    vectors: bool,
) -> (Vec<R>, Vec<R>, i32) {
    let n = d.len();
    let mut u = identity::<R>(n);
    let mut vt = identity::<R>(n);
    if n == 0 {
        return (u, vt, 0);
    }
    if n == 1 {
        if vectors {
            u[0] = R::ONE.with_sign_of(d[0]);
        }
        d[0] = d[0].abs();
        return (u, vt, 0);
    }
    // A lower bidiagonal matrix is rotated to upper form from the left; the rotations are
    // applied to U at the end.
    let (mut cs, mut sn) = (vec![R::ZERO; n], vec![R::ZERO; n]);
    if lower {
        for i in 0..n - 1 {
            let (c, s, r) = lartg(d[i], e[i]);
            d[i] = r;
            e[i] = s * d[i + 1];
            d[i + 1] = c * d[i + 1];
            cs[i] = c;
            sn[i] = -s;
        }
    }
    let info = if vectors && n > SMLSIZ {
        // Divide and conquer (`bidiagonal_divide`), then dbdsdc's descending sort.
        let info = bdsdc_divide(d, e, &mut u, &mut vt);
        if info != 0 {
            return (u, vt, info);
        }
        selection_sort(d, &mut u, &mut vt, n, vectors, |a, b| a > b);
        info
    } else {
        let info = {
            let v = vectors.then_some(Vectors {
                vt: &mut vt,
                u: &mut u,
            });
            bdsqr(d, e, v)
        };
        // dlasdq sorts ascending, then dbdsdc descending (selection sorts: each swap moves
        // a vector pair, so ties keep LAPACK's order).
        selection_sort(d, &mut u, &mut vt, n, vectors, |a, b| a < b);
        selection_sort(d, &mut u, &mut vt, n, vectors, |a, b| a > b);
        info
    };
    if lower && vectors {
        lasr_left_rows(&mut u, n, 0, n, (&cs, &sn), true);
    }
    (u, vt, info)
}

fn identity<R: Real>(n: usize) -> Vec<R> {
    let mut m = vec![R::ZERO; n * n];
    for i in 0..n {
        m[i * n + i] = R::ONE;
    }
    m
}

/// One selection sort pass of dlasdq (`before(d(j), best)` = `<`) or dbdsdc (`>`): the
/// i-th value swaps with the best of the rest, and so do its vectors.
fn selection_sort<R: Real>(
    d: &mut [R],
    u: &mut [R],
    vt: &mut [R],
    n: usize,
    vectors: bool,
    before: impl Fn(R, R) -> bool,
) {
    for i in 0..n {
        let (mut k, mut p) = (i, d[i]);
        for (j, &dj) in d.iter().enumerate().skip(i + 1) {
            if before(dj, p) {
                k = j;
                p = dj;
            }
        }
        if k != i {
            d[k] = d[i];
            d[i] = p;
            if vectors {
                swap_vectors(u, vt, n, i, k);
            }
        }
    }
}

/// Swaps singular pairs i and k's vectors: columns of u, rows of vt (both n×n).
fn swap_vectors<R: Real>(u: &mut [R], vt: &mut [R], n: usize, i: usize, k: usize) {
    for c in 0..n {
        vt.swap(i * n + c, k * n + c);
    }
    for row in u.chunks_mut(n) {
        row.swap(i, k);
    }
}

/// A bdsqr sweep's rotations on the vectors: (`vt_rot`) on rows first..first+len-1 of vt,
/// (`u_rot`) on those columns of u, in the sweep's direction.
fn rotate_vectors<R: Real>(
    v: &mut Option<Vectors<R>>,
    n: usize,
    (first, len): (usize, usize),
    vt_rot: (&[R], &[R]),
    u_rot: (&[R], &[R]),
    backward: bool,
) {
    if let Some(v) = v.as_mut() {
        lasr_left_rows(v.vt, n, first, len, vt_rot, backward);
        lasr_right_columns(v.u, n, first, len, u_rot, backward);
    }
}

/// dbdsqr('U') with NCVT = NRU = n (or 0 without vectors) and NCC = 0. Returns info: 0, or
/// the number of off-diagonal elements that did not converge.
pub(super) fn bdsqr<R: Real>(d: &mut [R], e: &mut [R], mut v: Option<Vectors<R>>) -> i32 {
    let n = d.len();
    if v.is_none() && n > 1 {
        // No vectors: dqds (dlasq1), whose info 2 (not finished) leaves a bidiagonal with
        // the same singular values for the QR below to finish.
        let info = lasq1(d, e);
        if info != 2 {
            return info;
        }
    }
    let at = |i: usize| i - 1;
    let (eps, unfl) = (R::EPS, R::SFMIN);
    let (zero, one) = (R::ZERO, R::ONE);
    let hndrth = R::from_f64(0.01);
    let maxitr = 6usize;
    // TOLMUL = MAX(10, MIN(100, EPS**(-1/8))), TOL = TOLMUL*EPS (positive: relative accuracy).
    let tolmul =
        R::from_f64(10.0).max(R::from_f64(100.0).min(R::from_f64(eps.to_f64().powf(-0.125))));
    let tol = tolmul * eps;
    // Approximate the smallest singular value (for the convergence threshold).
    let mut sminoa = d[0].abs();
    if sminoa != zero {
        let mut mu = sminoa;
        for i in 2..=n {
            mu = d[at(i)].abs() * (mu / (mu + e[at(i - 1)].abs()));
            sminoa = sminoa.min(mu);
            if sminoa == zero {
                break;
            }
        }
    }
    sminoa = sminoa / R::from_f64(n as f64).sqrt();
    let nf = R::from_f64(n as f64);
    let thresh = (tol * sminoa).max(R::from_f64(maxitr as f64) * (nf * (nf * unfl)));
    let maxitdivn = maxitr * n;
    let mut iterdivn = 0;
    let mut iter: isize = -1;
    let (mut oldll, mut oldm): (isize, isize) = (-1, -1);
    let mut idir = 0;
    let mut m = n;
    let nm1 = n - 1;
    let mut work = vec![zero; 4 * nm1.max(1)];
    'outer: loop {
        if m <= 1 {
            break;
        }
        if iter >= n as isize {
            iter -= n as isize;
            iterdivn += 1;
            if iterdivn >= maxitdivn {
                return e[..n - 1].iter().filter(|x| **x != zero).count() as i32;
            }
        }
        // Find the diagonal block to work on.
        let mut smax = d[at(m)].abs();
        let mut ll = 0;
        for lll in 1..m {
            let cand = m - lll;
            let abss = d[at(cand)].abs();
            let abse = e[at(cand)].abs();
            if abse <= thresh {
                ll = cand;
                break;
            }
            smax = smax.max(abss).max(abse);
        }
        if ll != 0 {
            e[at(ll)] = zero;
            if ll == m - 1 {
                // Convergence of the bottom singular value.
                m -= 1;
                continue 'outer;
            }
        }
        ll += 1;
        // e(ll)..e(m-1) are nonzero, e(ll-1) is zero.
        if ll == m - 1 {
            // A 2×2 block.
            let (sigmn, sigmx, sinr, cosr, sinl, cosl) =
                lasv2(d[at(m - 1)], e[at(m - 1)], d[at(m)]);
            d[at(m - 1)] = sigmx;
            e[at(m - 1)] = zero;
            d[at(m)] = sigmn;
            if let Some(v) = v.as_mut() {
                rot_rows(v.vt, n, at(m - 1), at(m), cosr, sinr);
                rot_columns(v.u, n, at(m - 1), at(m), cosl, sinl);
            }
            m -= 2;
            continue 'outer;
        }
        // A new block: choose the direction (chase the bulge from the larger end).
        if ll as isize > oldm || (m as isize) < oldll {
            idir = if d[at(ll)].abs() >= d[at(m)].abs() {
                1
            } else {
                2
            };
        }
        // Convergence tests; smin estimates the block's smallest singular value.
        let smin = if idir == 1 {
            if e[at(m - 1)].abs() <= tol.abs() * d[at(m)].abs() {
                e[at(m - 1)] = zero;
                continue 'outer;
            }
            let mut mu = d[at(ll)].abs();
            let mut smin = mu;
            for lll in ll..m {
                if e[at(lll)].abs() <= tol * mu {
                    e[at(lll)] = zero;
                    continue 'outer;
                }
                mu = d[at(lll + 1)].abs() * (mu / (mu + e[at(lll)].abs()));
                smin = smin.min(mu);
            }
            smin
        } else {
            if e[at(ll)].abs() <= tol.abs() * d[at(ll)].abs() {
                e[at(ll)] = zero;
                continue 'outer;
            }
            let mut mu = d[at(m)].abs();
            let mut smin = mu;
            for lll in (ll..m).rev() {
                if e[at(lll)].abs() <= tol * mu {
                    e[at(lll)] = zero;
                    continue 'outer;
                }
                mu = d[at(lll)].abs() * (mu / (mu + e[at(lll)].abs()));
                smin = smin.min(mu);
            }
            smin
        };
        oldll = ll as isize;
        oldm = m as isize;
        // The shift: zero when it would not improve relative accuracy.
        let mut shift;
        if nf * tol * (smin / smax) <= eps.max(hndrth * tol) {
            shift = zero;
        } else {
            let sll;
            if idir == 1 {
                sll = d[at(ll)].abs();
                shift = las2(d[at(m - 1)], e[at(m - 1)], d[at(m)]).0;
            } else {
                sll = d[at(m)].abs();
                shift = las2(d[at(ll)], e[at(ll)], d[at(ll + 1)]).0;
            }
            if sll > zero {
                let q = shift / sll;
                if q * q < eps {
                    shift = zero;
                }
            }
        }
        iter += (m - ll) as isize;
        let len = m - ll + 1;
        let (w1, rest) = work.split_at_mut(nm1);
        let (w2, rest) = rest.split_at_mut(nm1);
        let (w3, w4) = rest.split_at_mut(nm1);
        if shift == zero {
            if idir == 1 {
                // Zero-shift QR, top to bottom.
                let (mut cs, mut oldcs, mut oldsn) = (one, one, zero);
                for i in ll..m {
                    let (c, sn, r) = lartg(d[at(i)] * cs, e[at(i)]);
                    cs = c;
                    if i > ll {
                        e[at(i - 1)] = oldsn * r;
                    }
                    let dd;
                    (oldcs, oldsn, dd) = lartg(oldcs * r, d[at(i + 1)] * sn);
                    d[at(i)] = dd;
                    w1[i - ll] = cs;
                    w2[i - ll] = sn;
                    w3[i - ll] = oldcs;
                    w4[i - ll] = oldsn;
                }
                let h = d[at(m)] * cs;
                d[at(m)] = h * oldcs;
                e[at(m - 1)] = h * oldsn;
                rotate_vectors(&mut v, n, (at(ll), len), (w1, w2), (w3, w4), false);
                if e[at(m - 1)].abs() <= thresh {
                    e[at(m - 1)] = zero;
                }
            } else {
                // Zero-shift QR, bottom to top.
                let (mut cs, mut oldcs, mut oldsn) = (one, one, zero);
                for i in (ll + 1..=m).rev() {
                    let (c, sn, r) = lartg(d[at(i)] * cs, e[at(i - 1)]);
                    cs = c;
                    if i < m {
                        e[at(i)] = oldsn * r;
                    }
                    let dd;
                    (oldcs, oldsn, dd) = lartg(oldcs * r, d[at(i - 1)] * sn);
                    d[at(i)] = dd;
                    w1[i - ll - 1] = cs;
                    w2[i - ll - 1] = -sn;
                    w3[i - ll - 1] = oldcs;
                    w4[i - ll - 1] = -oldsn;
                }
                let h = d[at(ll)] * cs;
                d[at(ll)] = h * oldcs;
                e[at(ll)] = h * oldsn;
                rotate_vectors(&mut v, n, (at(ll), len), (w3, w4), (w1, w2), true);
                if e[at(ll)].abs() <= thresh {
                    e[at(ll)] = zero;
                }
            }
        } else if idir == 1 {
            // Shifted QR, top to bottom.
            let mut f =
                (d[at(ll)].abs() - shift) * (one.with_sign_of(d[at(ll)]) + shift / d[at(ll)]);
            let mut g = e[at(ll)];
            for i in ll..m {
                let (cosr, sinr, r) = lartg(f, g);
                if i > ll {
                    e[at(i - 1)] = r;
                }
                f = cosr * d[at(i)] + sinr * e[at(i)];
                e[at(i)] = cosr * e[at(i)] - sinr * d[at(i)];
                g = sinr * d[at(i + 1)];
                d[at(i + 1)] = cosr * d[at(i + 1)];
                let (cosl, sinl, r) = lartg(f, g);
                d[at(i)] = r;
                f = cosl * e[at(i)] + sinl * d[at(i + 1)];
                d[at(i + 1)] = cosl * d[at(i + 1)] - sinl * e[at(i)];
                if i < m - 1 {
                    g = sinl * e[at(i + 1)];
                    e[at(i + 1)] = cosl * e[at(i + 1)];
                }
                w1[i - ll] = cosr;
                w2[i - ll] = sinr;
                w3[i - ll] = cosl;
                w4[i - ll] = sinl;
            }
            e[at(m - 1)] = f;
            rotate_vectors(&mut v, n, (at(ll), len), (w1, w2), (w3, w4), false);
            if e[at(m - 1)].abs() <= thresh {
                e[at(m - 1)] = zero;
            }
        } else {
            // Shifted QR, bottom to top.
            let mut f = (d[at(m)].abs() - shift) * (one.with_sign_of(d[at(m)]) + shift / d[at(m)]);
            let mut g = e[at(m - 1)];
            for i in (ll + 1..=m).rev() {
                let (cosr, sinr, r) = lartg(f, g);
                if i < m {
                    e[at(i)] = r;
                }
                f = cosr * d[at(i)] + sinr * e[at(i - 1)];
                e[at(i - 1)] = cosr * e[at(i - 1)] - sinr * d[at(i)];
                g = sinr * d[at(i - 1)];
                d[at(i - 1)] = cosr * d[at(i - 1)];
                let (cosl, sinl, r) = lartg(f, g);
                d[at(i)] = r;
                f = cosl * e[at(i - 1)] + sinl * d[at(i - 1)];
                d[at(i - 1)] = cosl * d[at(i - 1)] - sinl * e[at(i - 1)];
                if i > ll + 1 {
                    g = sinl * e[at(i - 2)];
                    e[at(i - 2)] = cosl * e[at(i - 2)];
                }
                w1[i - ll - 1] = cosr;
                w2[i - ll - 1] = -sinr;
                w3[i - ll - 1] = cosl;
                w4[i - ll - 1] = -sinl;
            }
            e[at(ll)] = f;
            if e[at(ll)].abs() <= thresh {
                e[at(ll)] = zero;
            }
            rotate_vectors(&mut v, n, (at(ll), len), (w3, w4), (w1, w2), true);
        }
    }
    // All singular values converged: make them positive (negating rows of VT).
    for i in 0..n {
        if d[i] == zero {
            d[i] = zero;
        }
        if d[i] < zero {
            d[i] = -d[i];
            if let Some(v) = v.as_mut() {
                for x in &mut v.vt[i * n..(i + 1) * n] {
                    *x = -*x;
                }
            }
        }
    }
    // Sort into decreasing order (dbdsqr's selection sort from the end).
    for i in 1..n {
        let mut isub = 1;
        let mut smin = d[0];
        for j in 2..=n + 1 - i {
            if d[at(j)] <= smin {
                isub = j;
                smin = d[at(j)];
            }
        }
        let last = n + 1 - i;
        if isub != last {
            d[at(isub)] = d[at(last)];
            d[at(last)] = smin;
            if let Some(v) = v.as_mut() {
                swap_vectors(v.u, v.vt, n, at(isub), at(last));
            }
        }
    }
    0
}
