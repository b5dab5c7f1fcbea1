//! dgesdd/zgesdd as LAPACK runs them for jax's `svd`: scale a matrix whose largest element
//! is tiny or huge; for a matrix much taller than wide (m ≥ 11n/6 real, 17n/9 complex) a QR
//! factorization first (an LQ one for much wider), then reduction to real bidiagonal form
//! (dgebd2/zgebd2: upper for m ≥ n, lower otherwise), its SVD (`bidiagonal_qr`, dbdsdc's
//! small-order path), and the reflectors applied to the bidiagonal's vectors. zgesdd's
//! middle path (forming Q and P explicitly, then multiplying) is the same product in another
//! order. Following LAPACK's steps is what gives jaxlib's singular-vector signs and phases.
//! Matrices are row-major; a reflector is kept as (first row or column, v with v[0] = 1,
//! tau): H = I - tau v v^H.

use super::bidiagonal_qr::bdsdc;
use super::householder::{geqr2, larf_left, larf_right, larfg, org2r};
use super::scalar::{Real, Scalar};
use super::tridiagonal_qr::lascl_steps;

/// A Householder reflector acting on rows (Q's) or columns (P's) `start..start + v.len()`.
struct Reflector<T> {
    start: usize,
    v: Vec<T>,
    tau: T,
}

/// The bidiagonal form B = Q^H A P of an m×n matrix: d (min(m, n)), e (min(m, n) - 1),
/// upper when m ≥ n, lower otherwise, and the reflectors of Q = H(1)…H(k) and
/// P = G(1)…G(k').
struct Bidiagonal<T: Scalar> {
    d: Vec<T::R>,
    e: Vec<T::R>,
    lower: bool,
    q: Vec<Reflector<T>>,
    p: Vec<Reflector<T>>,
}

/// The SVD of the m×n `a` for gesdd's mode: (s descending, u, vt, info). 'A': u m×m, vt
/// n×n; 'S': u m×k, vt k×n; 'N': u and vt empty. info is gesdd's: 0, the bidiagonal QR's
/// count of unconverged elements, or -4 for a NaN input (the outputs are then NaN).
pub(super) fn gesdd<T: Scalar>(
    a: &[T],
    m: usize,
    n: usize,
    mode: u8,
) -> (Vec<T::R>, Vec<T>, Vec<T>, i32) {
    let k = m.min(n);
    let (ucols, vrows) = match mode {
        b'A' => (m, n),
        b'S' => (k, k),
        _ => (0, 0),
    };
    let mut x = a.to_vec();
    let anrm = x.iter().fold(T::R::ZERO, |s, v| {
        let a = v.abs();
        match a.partial_cmp(&s) {
            Some(std::cmp::Ordering::Less | std::cmp::Ordering::Equal) => s,
            _ => a,
        }
    });
    if anrm.partial_cmp(&anrm).is_none() {
        let nan_r = T::R::from_f64(f64::NAN);
        let nan = T::new(nan_r, nan_r);
        return (
            vec![nan_r; k],
            vec![nan; m * ucols],
            vec![nan; vrows * n],
            -4,
        );
    }
    // dgesdd's scaling bounds: sqrt(safe minimum) / precision and its reciprocal.
    let smlnum = T::R::SFMIN.sqrt() / (T::R::EPS * T::R::from_f64(2.0));
    let bignum = T::R::ONE / smlnum;
    let scaled_to = if anrm > T::R::ZERO && anrm < smlnum {
        Some(smlnum)
    } else if anrm > bignum {
        Some(bignum)
    } else {
        None
    };
    if let Some(to) = scaled_to {
        for mul in lascl_steps(anrm, to) {
            for v in &mut x {
                *v = v.scale(mul);
            }
        }
    }
    // 'N' paths return u and vt empty.
    let (mut s, u, vt, info) = if m >= n {
        if m >= qr_threshold::<T>(n) {
            tall(&x, m, n, mode)
        } else {
            direct(&x, m, n, mode)
        }
    } else if n >= qr_threshold::<T>(m) {
        wide(&x, m, n, mode)
    } else {
        direct(&x, m, n, mode)
    };
    if let Some(to) = scaled_to {
        for mul in lascl_steps(to, anrm) {
            for v in &mut s {
                *v = *v * mul;
            }
        }
    }
    (s, u, vt, info)
}

/// gesdd's MNTHR (dgesdd: INT(MINMN·11/6)) or MNTHR1 (zgesdd: INT(MINMN·17/9)): from this
/// many rows (columns) up, a QR (LQ) factorization comes first.
fn qr_threshold<T: Scalar>(minmn: usize) -> usize {
    if T::COMPLEX {
        minmn * 17 / 9
    } else {
        minmn * 11 / 6
    }
}

/// dgebd2/zgebd2 of the m×n `a` (destroyed).
fn gebd2<T: Scalar>(a: &mut [T], m: usize, n: usize) -> Bidiagonal<T> {
    let k = m.min(n);
    let mut b = Bidiagonal {
        d: vec![T::R::ZERO; k],
        e: vec![T::R::ZERO; k.saturating_sub(1)],
        lower: m < n,
        q: Vec::new(),
        p: Vec::new(),
    };
    let column = |a: &[T], j: usize, r0: usize| (r0..m).map(|i| a[i * n + j]).collect::<Vec<T>>();
    // A row's tail, conjugated (zgebd2's ZLACGV before ZLARFG).
    let row =
        |a: &[T], i: usize, c0: usize| (c0..n).map(|j| a[i * n + j].conj()).collect::<Vec<T>>();
    for i in 0..k {
        if m >= n {
            // H(i) annihilates A(i+1:m, i); G(i) annihilates A(i, i+2:n).
            let mut v = column(a, i, i);
            let tauq = larfg(&mut v);
            b.d[i] = v[0].re();
            v[0] = T::one();
            if i + 1 < n {
                larf_left(a, n, i, i + 1, n, &v, tauq.conj());
            }
            b.q.push(Reflector {
                start: i,
                v,
                tau: tauq,
            });
            if i + 1 < n {
                let mut u = row(a, i, i + 1);
                let taup = larfg(&mut u);
                b.e[i] = u[0].re();
                u[0] = T::one();
                larf_right(a, n, i + 1, m, i + 1, &u, taup);
                b.p.push(Reflector {
                    start: i + 1,
                    v: u,
                    tau: taup,
                });
            }
        } else {
            // G(i) annihilates A(i, i+1:n); H(i) annihilates A(i+2:m, i).
            let mut u = row(a, i, i);
            let taup = larfg(&mut u);
            b.d[i] = u[0].re();
            u[0] = T::one();
            if i + 1 < m {
                larf_right(a, n, i + 1, m, i, &u, taup);
            }
            b.p.push(Reflector {
                start: i,
                v: u,
                tau: taup,
            });
            if i + 1 < m {
                let mut v = column(a, i, i + 1);
                let tauq = larfg(&mut v);
                b.e[i] = v[0].re();
                v[0] = T::one();
                larf_left(a, n, i + 1, i + 1, n, &v, tauq.conj());
                b.q.push(Reflector {
                    start: i + 1,
                    v,
                    tau: tauq,
                });
            }
        }
    }
    b
}

/// c := Q c for the rows×cols row-major `c` (dormbr('Q', 'L', 'N')).
fn apply_q<T: Scalar>(q: &[Reflector<T>], c: &mut [T], cols: usize) {
    for h in q.iter().rev() {
        larf_left(c, cols, h.start, 0, cols, &h.v, h.tau);
    }
}

/// c := c P^H for the rows×cols row-major `c` (dormbr('P', 'R', 'T'/'C')).
fn apply_ph<T: Scalar>(p: &[Reflector<T>], c: &mut [T], rows: usize, cols: usize) {
    for g in p.iter().rev() {
        larf_right(c, cols, 0, rows, g.start, &g.v, g.tau.conj());
    }
}

/// The bidiagonal's SVD and the reflectors applied, without gesdd's QR/LQ step: u is m×ucols
/// (the bidiagonal's left vectors in its top-left corner, the identity below for 'A'), vt is
/// vrows×n likewise.
fn direct<T: Scalar>(a: &[T], m: usize, n: usize, mode: u8) -> (Vec<T::R>, Vec<T>, Vec<T>, i32) {
    let k = m.min(n);
    let mut x = a.to_vec();
    let mut b = gebd2(&mut x, m, n);
    let vectors = mode != b'N';
    let (ub, vtb, info) = bdsdc(b.lower, &mut b.d, &mut b.e, vectors);
    if !vectors {
        return (b.d, Vec::new(), Vec::new(), info);
    }
    let (ucols, vrows) = if mode == b'A' { (m, n) } else { (k, k) };
    let mut u = embed::<T>(&ub, k, m, ucols);
    let mut vt = embed::<T>(&vtb, k, vrows, n);
    apply_q(&b.q, &mut u, ucols);
    apply_ph(&b.p, &mut vt, vrows, n);
    (b.d, u, vt, info)
}

/// The rows×cols matrix with the k×k real `small` in its top-left corner and the identity
/// on the rest of the diagonal.
fn embed<T: Scalar>(small: &[T::R], k: usize, rows: usize, cols: usize) -> Vec<T> {
    let mut out = vec![T::zero(); rows * cols];
    for i in 0..rows.min(cols) {
        out[i * cols + i] = T::one();
    }
    for i in 0..k {
        for j in 0..k {
            out[i * cols + j] = T::from_re(small[i * k + j]);
        }
    }
    out
}

/// The SVD of the n×n `r` (gesdd's square step after QR or LQ): (s, u n×n, vt n×n, info).
fn square<T: Scalar>(r: &[T], n: usize, vectors: bool) -> (Vec<T::R>, Vec<T>, Vec<T>, i32) {
    direct(r, n, n, if vectors { b'S' } else { b'N' })
}

/// m ≥ 11n/6 (17n/9): A = Q R, R = U_r S V^H, U = Q U_r.
fn tall<T: Scalar>(a: &[T], m: usize, n: usize, mode: u8) -> (Vec<T::R>, Vec<T>, Vec<T>, i32) {
    let mut qr = a.to_vec();
    let tau = geqr2(&mut qr, m, n);
    let mut r = vec![T::zero(); n * n];
    for i in 0..n {
        r[i * n + i..(i + 1) * n].copy_from_slice(&qr[i * n + i..(i + 1) * n]);
    }
    let (s, ur, vt, info) = square(&r, n, mode != b'N');
    if mode == b'N' {
        return (s, Vec::new(), Vec::new(), info);
    }
    // Q's first qcols columns (all m for 'A').
    let qcols = if mode == b'A' { m } else { n };
    let mut q = vec![T::zero(); m * qcols];
    for i in 0..m {
        for j in 0..n.min(qcols) {
            q[i * qcols + j] = qr[i * n + j];
        }
    }
    org2r(&mut q, m, qcols, &tau);
    // U(:, 1:n) = Q(:, 1:n) U_r; U(:, n+1:m) = Q(:, n+1:m).
    let mut u = q.clone();
    for i in 0..m {
        for j in 0..n {
            let mut sum = T::zero();
            for l in 0..n {
                sum = sum + q[i * qcols + l] * ur[l * n + j];
            }
            u[i * qcols + j] = sum;
        }
    }
    (s, u, vt, info)
}

/// n ≥ 11m/6 (17m/9): A = L Q (the conjugate transpose of A^H's QR), L = U S V_l^H,
/// V^H = V_l^H Q.
fn wide<T: Scalar>(a: &[T], m: usize, n: usize, mode: u8) -> (Vec<T::R>, Vec<T>, Vec<T>, i32) {
    // A^H (n×m) and its QR: L = R^H, Q_lq = Q_qr^H.
    let mut ah = vec![T::zero(); n * m];
    for i in 0..m {
        for j in 0..n {
            ah[j * m + i] = a[i * n + j].conj();
        }
    }
    let tau = geqr2(&mut ah, n, m);
    let mut l = vec![T::zero(); m * m];
    for i in 0..m {
        for j in i..m {
            l[j * m + i] = ah[i * m + j].conj();
        }
    }
    let (s, u, vl, info) = square(&l, m, mode != b'N');
    if mode == b'N' {
        return (s, Vec::new(), Vec::new(), info);
    }
    let qrows = if mode == b'A' { n } else { m };
    let mut q = vec![T::zero(); n * qrows];
    for i in 0..n {
        for j in 0..m.min(qrows) {
            q[i * qrows + j] = ah[i * m + j];
        }
    }
    org2r(&mut q, n, qrows, &tau);
    // Q_lq (qrows×n) = Q_qr^H; VT(1:m, :) = V_l^H Q_lq(1:m, :); the rest is Q_lq's.
    let qlq = |i: usize, j: usize| q[j * qrows + i].conj();
    let mut vt = vec![T::zero(); qrows * n];
    for i in 0..qrows {
        for j in 0..n {
            vt[i * n + j] = if i < m {
                let mut sum = T::zero();
                for p in 0..m {
                    sum = sum + vl[i * m + p] * qlq(p, j);
                }
                sum
            } else {
                qlq(i, j)
            };
        }
    }
    (s, u, vt, info)
}
