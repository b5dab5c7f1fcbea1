//! Eigenvalues of Hermitian matrices and singular values by Jacobi rotations (cyclic
//! two-sided Jacobi for syevd/heevd, one-sided Hestenes–Jacobi for gesdd). LAPACK's syevd
//! (tridiagonal QR below 26 columns, divide and conquer above) and gesdd (bidiagonal divide
//! and conquer) reach the same values; Jacobi computes them to high relative accuracy, so
//! eigenvalues and singular values agree with jaxlib's to a few ulps of the matrix's norm.
//! Vectors are unique only up to a sign (real) or unit phase (complex) per vector, and which
//! one LAPACK's algorithms produce is a by-product of their rotation sequence: this module
//! returns each vector with its largest-magnitude component real and positive (the first
//! such component on ties), which is deterministic but not LAPACK's choice.

use super::scalar::{Real, Scalar};

/// The rotation J = [[c, s], [-s·conj(e), c·conj(e)]] that makes the Hermitian 2×2
/// [[a, b], [conj(b), d]] diagonal through J^H · · J (e = b / |b|), as (c, s, e).
fn rotation<T: Scalar>(a: T::R, b: T, d: T::R) -> (T::R, T::R, T) {
    let bm = b.abs();
    let e = if T::COMPLEX {
        T::new(b.re() / bm, b.im() / bm)
    } else {
        T::from_re(T::R::ONE.with_sign_of(b.re()))
    };
    let theta = (d - a) / (bm + bm);
    let one = T::R::ONE;
    let t = one.with_sign_of(theta) / (theta.abs() + (one + theta * theta).sqrt());
    let c = one / (one + t * t).sqrt();
    (c, t * c, e)
}

/// Applies J (columns p, q) on the right of the rows×cols matrix `a`.
fn rotate_columns<T: Scalar>(
    a: &mut [T],
    cols: usize,
    rows: usize,
    p: usize,
    q: usize,
    r: (T::R, T::R, T),
) {
    let (c, s, e) = r;
    let ec = e.conj();
    for i in 0..rows {
        let (x, y) = (a[i * cols + p], a[i * cols + q]);
        a[i * cols + p] = x.scale(c) - (y * ec).scale(s);
        a[i * cols + q] = x.scale(s) + (y * ec).scale(c);
    }
}

/// Eigenvalues (ascending) and eigenvectors (columns of the returned n×n matrix) of the
/// n×n Hermitian `h` (both triangles filled).
pub(super) fn heev<T: Scalar>(h: &[T], n: usize) -> (Vec<T::R>, Vec<T>) {
    let mut a = h.to_vec();
    let mut v = vec![T::zero(); n * n];
    for i in 0..n {
        v[i * n + i] = T::one();
        if T::COMPLEX {
            a[i * n + i] = T::from_re(a[i * n + i].re());
        }
    }
    let norm2 = h.iter().fold(T::R::ZERO, |s, x| s + x.abs() * x.abs());
    let tiny = T::R::SFMIN;
    for _sweep in 0..60 {
        let mut off = T::R::ZERO;
        for p in 0..n {
            for q in p + 1..n {
                off = off + a[p * n + q].abs() * a[p * n + q].abs();
            }
        }
        if off <= T::R::EPS * T::R::EPS * norm2 || off <= tiny {
            break;
        }
        for p in 0..n {
            for q in p + 1..n {
                let b = a[p * n + q];
                if b.abs() <= tiny {
                    continue;
                }
                let r = rotation::<T>(a[p * n + p].re(), b, a[q * n + q].re());
                // A := J^H A J: the columns, then the rows (the conjugate rotation of the
                // conjugate-transposed rows).
                rotate_columns(&mut a, n, n, p, q, r);
                for j in 0..n {
                    let (x, y) = (a[p * n + j], a[q * n + j]);
                    let (c, s, e) = r;
                    a[p * n + j] = x.scale(c) - (y * e).scale(s);
                    a[q * n + j] = x.scale(s) + (y * e).scale(c);
                }
                a[p * n + q] = T::zero();
                a[q * n + p] = T::zero();
                a[p * n + p] = T::from_re(a[p * n + p].re());
                a[q * n + q] = T::from_re(a[q * n + q].re());
                rotate_columns(&mut v, n, n, p, q, r);
            }
        }
    }
    let w: Vec<T::R> = (0..n).map(|i| a[i * n + i].re()).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| w[i].partial_cmp(&w[j]).unwrap_or(std::cmp::Ordering::Equal));
    let mut vs = vec![T::zero(); n * n];
    for (k, &src) in order.iter().enumerate() {
        for i in 0..n {
            vs[i * n + k] = v[i * n + src];
        }
    }
    normalise_columns(&mut vs, n, n);
    (order.iter().map(|&i| w[i]).collect(), vs)
}

/// Multiplies each column by the unit phase that makes its largest-magnitude component real
/// and positive.
fn normalise_columns<T: Scalar>(a: &mut [T], rows: usize, cols: usize) {
    for j in 0..cols {
        let mut best = 0;
        for i in 1..rows {
            if a[i * cols + j].abs() > a[best * cols + j].abs() {
                best = i;
            }
        }
        let x = a[best * cols + j];
        let m = x.abs();
        if m == T::R::ZERO {
            continue;
        }
        let ph = T::new(x.re() / m, -x.im() / m);
        for i in 0..rows {
            a[i * cols + j] = a[i * cols + j] * ph;
        }
        a[best * cols + j] = T::from_re(m);
    }
}

/// The SVD of the m×n `a`: (s descending (min(m, n)), U m×ucols, V^H vrows×n) with ucols
/// and vrows min(m, n) (thin) or m and n (full).
pub(super) fn svd<T: Scalar>(
    a: &[T],
    m: usize,
    n: usize,
    full: bool,
) -> (Vec<T::R>, Vec<T>, Vec<T>) {
    if m < n {
        // A^H = U' S V'^H, so A = V' S U'^H.
        let mut ah = vec![T::zero(); n * m];
        for i in 0..m {
            for j in 0..n {
                ah[j * m + i] = a[i * n + j].conj();
            }
        }
        let (s, u2, vt2) = svd(&ah, n, m, full);
        // U = V' = (V'^H)^H, V^H = U'^H.
        let (ur, uc) = (m, if full { m } else { m.min(n) });
        let mut u = vec![T::zero(); ur * uc];
        for i in 0..ur {
            for j in 0..uc {
                u[i * uc + j] = vt2[j * m + i].conj();
            }
        }
        let (vr, u2c) = (if full { n } else { m }, if full { n } else { m });
        let mut vt = vec![T::zero(); vr * n];
        for i in 0..vr {
            for j in 0..n {
                vt[i * n + j] = u2[j * u2c + i].conj();
            }
        }
        return (s, u, vt);
    }
    // m >= n: one-sided Jacobi on the columns of W = A, V accumulating the rotations.
    let mut w = a.to_vec();
    let mut v = vec![T::zero(); n * n];
    for i in 0..n {
        v[i * n + i] = T::one();
    }
    let tiny = T::R::SFMIN;
    for _sweep in 0..60 {
        let mut rotated = false;
        for p in 0..n {
            for q in p + 1..n {
                let (mut al, mut be, mut ga) = (T::R::ZERO, T::R::ZERO, T::zero());
                for i in 0..m {
                    let (x, y) = (w[i * n + p], w[i * n + q]);
                    al = al + x.abs() * x.abs();
                    be = be + y.abs() * y.abs();
                    ga = ga + x.conj() * y;
                }
                if ga.abs() <= tiny || ga.abs() <= T::R::EPS * (al * be).sqrt() {
                    continue;
                }
                rotated = true;
                let r = rotation::<T>(al, ga, be);
                rotate_columns(&mut w, n, m, p, q, r);
                rotate_columns(&mut v, n, n, p, q, r);
            }
        }
        if !rotated {
            break;
        }
    }
    let sig: Vec<T::R> = (0..n)
        .map(|j| {
            let col: Vec<T> = (0..m).map(|i| w[i * n + j]).collect();
            super::householder::nrm2(&col)
        })
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| {
        sig[j]
            .partial_cmp(&sig[i])
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let s: Vec<T::R> = order.iter().map(|&j| sig[j]).collect();
    let uc = if full { m } else { n };
    let mut u = vec![T::zero(); m * uc];
    let mut have = Vec::new();
    let smax = s.first().copied().unwrap_or(T::R::ZERO);
    for (k, &src) in order.iter().enumerate() {
        if sig[src] > tiny && sig[src] > smax * T::R::EPS {
            let inv = T::R::ONE / sig[src];
            for i in 0..m {
                u[i * uc + k] = w[i * n + src].scale(inv);
            }
            have.push(k);
        }
    }
    // V^H rows in the same order.
    let mut vt = vec![T::zero(); n * n];
    for (k, &src) in order.iter().enumerate() {
        for j in 0..n {
            vt[k * n + j] = v[j * n + src].conj();
        }
    }
    // The columns of U without a singular vector (zero singular values, the full
    // basis's completion): orthonormal to the others by Gram–Schmidt over unit vectors.
    let mut next_unit = 0;
    for k in 0..uc {
        if have.contains(&k) {
            continue;
        }
        while next_unit < m {
            let mut c = vec![T::zero(); m];
            c[next_unit] = T::one();
            next_unit += 1;
            for _ in 0..2 {
                for &h in &have {
                    let mut dot = T::zero();
                    for i in 0..m {
                        dot = dot + u[i * uc + h].conj() * c[i];
                    }
                    for i in 0..m {
                        c[i] = c[i] - u[i * uc + h] * dot;
                    }
                }
            }
            let nm = super::householder::nrm2(&c);
            if nm > T::R::from_f64(0.5) {
                for i in 0..m {
                    u[i * uc + k] = c[i].scale(T::R::ONE / nm);
                }
                have.push(k);
                break;
            }
        }
    }
    // Sign/phase: the largest component of each column of U real positive; V^H's row takes
    // the conjugate phase, so U S V^H is unchanged.
    for k in 0..n.min(uc) {
        let mut best = 0;
        for i in 1..m {
            if u[i * uc + k].abs() > u[best * uc + k].abs() {
                best = i;
            }
        }
        let x = u[best * uc + k];
        let mag = x.abs();
        if mag == T::R::ZERO {
            continue;
        }
        let ph = T::new(x.re() / mag, -x.im() / mag);
        for i in 0..m {
            u[i * uc + k] = u[i * uc + k] * ph;
        }
        for j in 0..n {
            vt[k * n + j] = vt[k * n + j] * ph.conj();
        }
    }
    (s, u, vt)
}
