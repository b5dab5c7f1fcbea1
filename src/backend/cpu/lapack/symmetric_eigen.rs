//! dsyevd/zheevd as LAPACK runs them for jax's `eigh`: scale a matrix whose largest element
//! is tiny or huge, reduce the named triangle to real tridiagonal form (dsytd2/zhetd2, 'L' or
//! 'U'), solve the tridiagonal problem (dstedc: dsteqr's implicit QL/QR up to order 25,
//! divide and conquer above, `tridiagonal_divide`), multiply its eigenvectors by the
//! reduction's Q (dormtr/zunmtr) and scale the eigenvalues back. Following LAPACK's steps,
//! not just its results, is what gives jaxlib's eigenvector signs and phases, which no
//! normalisation rule reproduces. Differences that remain: the reduction is dsytd2's
//! unblocked one where dsytrd blocks above order 32 (last-bit differences), and eigenvalues
//! without vectors come from dsteqr, not dsterf (jax's eigh and eigvalsh both ask for
//! vectors).

use super::householder::{hetd2_lower, hetd2_upper, larf_left};
use super::scalar::{Real, Scalar};
use super::tridiagonal_divide::stedc;
use super::tridiagonal_qr::{lascl_steps, steqr};

/// Eigenvalues (ascending), eigenvectors (columns of the n×n row-major result; `a` itself
/// without `vectors`, as LAPACK leaves it unreferenced for jax) and info (0, or dsteqr's
/// count of unconverged off-diagonal elements) of the Hermitian n×n `a`, whose triangle
/// named by `lower` is read.
pub(super) fn syevd<T: Scalar>(
    a: &[T],
    n: usize,
    lower: bool,
    vectors: bool,
) -> (Vec<T::R>, Vec<T>, i32) {
    let mut h = a.to_vec();
    let unchanged = || a.to_vec();
    if n == 0 {
        return (Vec::new(), unchanged(), 0);
    }
    if n == 1 {
        let w = vec![h[0].re()];
        return (w, if vectors { vec![T::one()] } else { unchanged() }, 0);
    }
    let sigma = scaling::<T>(&h, n, lower);
    if let Some(sigma) = sigma {
        for mul in lascl_steps(T::R::ONE, sigma) {
            for (i, row) in h.chunks_mut(n).enumerate() {
                let triangle = if lower { &mut row[..=i] } else { &mut row[i..] };
                for x in triangle {
                    *x = x.scale(mul);
                }
            }
        }
    }
    let (mut d, mut e, tau) = if lower {
        hetd2_lower(&mut h, n)
    } else {
        hetd2_upper(&mut h, n)
    };
    let (info, v) = if vectors {
        let mut zr = vec![T::R::ZERO; n * n];
        let info = stedc(&mut d, &mut e, &mut zr);
        let mut z: Vec<T> = zr.into_iter().map(T::from_re).collect();
        if lower {
            apply_q_lower(&h, &tau, n, &mut z);
        } else {
            apply_q_upper(&h, &tau, n, &mut z);
        }
        (info, z)
    } else {
        (steqr(&mut d, &mut e, None), unchanged())
    };
    if let Some(sigma) = sigma {
        let inv = T::R::ONE / sigma;
        for w in &mut d {
            *w = *w * inv;
        }
    }
    (d, v, info)
}

/// dsyevd's scale factor when the largest element (dlansy/zlanhe 'M' of the named
/// triangle, the diagonal's real part for a complex matrix) is outside [rmin, rmax].
fn scaling<T: Scalar>(h: &[T], n: usize, lower: bool) -> Option<T::R> {
    let safmin = T::R::SFMIN;
    // dlamch('Precision') = eps · base.
    let eps = T::R::EPS * T::R::from_f64(2.0);
    let smlnum = safmin / eps;
    let bignum = T::R::ONE / smlnum;
    let (rmin, rmax) = (smlnum.sqrt(), bignum.sqrt());
    let mut anrm = T::R::ZERO;
    for i in 0..n {
        let columns = if lower { 0..i + 1 } else { i..n };
        for j in columns {
            let x = h[i * n + j];
            let a = if i == j { x.re().abs() } else { x.abs() };
            // NaN propagates, as dlansy's DISNAN test makes it.
            anrm = match a.partial_cmp(&anrm) {
                Some(std::cmp::Ordering::Less | std::cmp::Ordering::Equal) => anrm,
                _ => a,
            };
        }
    }
    if anrm > T::R::ZERO && anrm < rmin {
        Some(rmin / anrm)
    } else if anrm > rmax {
        Some(rmax / anrm)
    } else {
        None
    }
}

/// dormtr/zunmtr('L', 'L', 'N'): z := Q z with Q = H(1)…H(n-1) from hetd2_lower's
/// reflectors (below the subdiagonal of `h`), the last reflector applied first (dorm2r).
fn apply_q_lower<T: Scalar>(h: &[T], tau: &[T], n: usize, z: &mut [T]) {
    for i in (0..n - 1).rev() {
        let mut v = Vec::with_capacity(n - i - 1);
        v.push(T::one());
        v.extend((i + 2..n).map(|r| h[r * n + i]));
        larf_left(z, n, i + 1, 0, n, &v, tau[i]);
    }
}

/// dormtr/zunmtr('L', 'U', 'N'): z := Q z with Q = H(n-1)…H(1) from hetd2_upper's
/// reflectors (above the superdiagonal of `h`), H(1) applied first (dorm2l on rows 1..i).
fn apply_q_upper<T: Scalar>(h: &[T], tau: &[T], n: usize, z: &mut [T]) {
    for i in 0..n - 1 {
        let col = i + 1;
        let mut v: Vec<T> = (0..i).map(|r| h[r * n + col]).collect();
        v.push(T::one());
        larf_left(z, n, 0, 0, n, &v, tau[i]);
    }
}
