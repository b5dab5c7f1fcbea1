//! The nonsymmetric eigenproblem drivers, as LAPACK's xgees and xgeev (without balancing):
//! dgehd2 to Hessenberg form (`householder::gehd2`), dorghr for its Q, the Hessenberg QR
//! (`hessenberg_qr`) giving the Schur form T = Zᴴ A Z, and for geev the right eigenvectors
//! of T by back substitution (dtrevc's choice of the first two components of a complex
//! pair), transformed back by Z and normalised as dgeev/zgeev do: unit 2-norm, the
//! component of largest modulus real. LAPACK balances (dgebal: 'P' in gees, 'B' in geev)
//! first; this module does not, so for matrices that balancing would permute or scale the
//! results are the same decomposition up to rounding but may differ in eigenvalue order.
//! Matrices are row-major (`a[i * n + j]`); eigenvectors are complex for every type (jax's
//! geev kernel unpacks the real types' conjugate pairs).

use super::hessenberg_qr::HessenbergQr;
use super::householder::{gehd2, org2r};
use super::scalar::{Cx, Real, Scalar};

/// A Schur decomposition A = Z T Zᴴ with the eigenvalues in T's order and LAPACK's info.
pub(super) struct Schur<T: Scalar> {
    pub t: Vec<T>,
    pub z: Vec<T>,
    pub w: Vec<Cx<T::R>>,
    pub info: i32,
}

/// xgees (no sorting) of the n×n `a`: Hessenberg reduction, its Q, the QR iteration.
pub(super) fn schur<T: HessenbergQr>(a: &[T], n: usize) -> Schur<T> {
    if n == 0 {
        // LAPACK returns at once for an empty matrix, successfully.
        return Schur {
            t: Vec::new(),
            z: Vec::new(),
            w: Vec::new(),
            info: 0,
        };
    }
    let mut h = a.to_vec();
    let tau = gehd2(&mut h, n, 1, n);
    let mut z = orghr(&h, &tau, n);
    let (w, info) = T::lahqr(&mut h, &mut z, n);
    Schur { t: h, z, w, info }
}

/// dorghr: Q = H(1)…H(n-1) from gehd2's reflectors (below the subdiagonal of `a`).
fn orghr<T: Scalar>(a: &[T], tau: &[T], n: usize) -> Vec<T> {
    let mut q = vec![T::zero(); n * n];
    if n == 0 {
        return q;
    }
    q[0] = T::one();
    let m = n - 1;
    let mut b = vec![T::zero(); m * m];
    for i in 0..m {
        for j in 0..i {
            b[i * m + j] = a[(i + 1) * n + j];
        }
    }
    org2r(&mut b, m, m, &tau[..m]);
    for i in 0..m {
        q[(i + 1) * n + 1..(i + 2) * n].copy_from_slice(&b[i * m..(i + 1) * m]);
    }
    q
}

fn cx<T: Scalar>(x: T) -> Cx<T::R> {
    Cx {
        re: x.re(),
        im: x.im(),
    }
}

fn cabs<R: Real>(x: Cx<R>) -> R {
    x.re.hypot(x.im)
}

fn cscale<R: Real>(x: Cx<R>, s: R) -> Cx<R> {
    Cx {
        re: x.re * s,
        im: x.im * s,
    }
}

fn conj<R: Real>(x: Cx<R>) -> Cx<R> {
    Cx {
        re: x.re,
        im: -x.im,
    }
}

/// The right eigenvectors of A from its Schur decomposition: column j (row-major n×n)
/// belongs to w[j]. A real type's complex pair (w[j].im > 0, w[j+1] its conjugate) gets the
/// vector and its conjugate.
pub(super) fn right_vectors<T: Scalar>(s: &Schur<T>, n: usize) -> Vec<Cx<T::R>> {
    let t: Vec<Cx<T::R>> = s.t.iter().map(|&x| cx(x)).collect();
    let z: Vec<Cx<T::R>> = s.z.iter().map(|&x| cx(x)).collect();
    let mut out = vec![cx(T::zero()); n * n];
    let mut k = 0;
    while k < n {
        let pair = !T::COMPLEX && k + 1 < n && t[(k + 1) * n + k].re != T::R::ZERO;
        let x = if pair {
            pair_vector(&t, n, k)
        } else {
            let mut x = vec![cx(T::zero()); n];
            x[k] = cx(T::one());
            back_substitute(&t, n, k, t[k * n + k], &mut x);
            x
        };
        let top = if pair { k + 2 } else { k + 1 };
        let v = normalise(&mul_vector(&z, n, &x, top));
        for (r, vr) in v.iter().enumerate() {
            out[r * n + k] = *vr;
            if pair {
                out[r * n + k + 1] = conj(*vr);
            }
        }
        k = top;
    }
    out
}

/// The eigenvector of the real quasi-triangular `t`'s 2×2 block at rows k, k+1 for its
/// eigenvalue with positive imaginary part (dtrevc's two leading components).
fn pair_vector<R: Real>(t: &[Cx<R>], n: usize, k: usize) -> Vec<Cx<R>> {
    let (b, c) = (t[k * n + k + 1].re, t[(k + 1) * n + k].re);
    let wr = t[k * n + k].re;
    let wi = b.abs().sqrt() * c.abs().sqrt();
    let zero = Cx {
        re: R::ZERO,
        im: R::ZERO,
    };
    let mut x = vec![zero; n];
    if b.abs() >= c.abs() {
        x[k] = Cx {
            re: R::ONE,
            im: R::ZERO,
        };
        x[k + 1] = Cx {
            re: R::ZERO,
            im: wi / b,
        };
    } else {
        x[k] = Cx {
            re: -wi / c,
            im: R::ZERO,
        };
        x[k + 1] = Cx {
            re: R::ZERO,
            im: R::ONE,
        };
    }
    back_substitute(t, n, k, Cx { re: wr, im: wi }, &mut x);
    x
}

/// Solves (T - λ) x = 0 upward from row k - 1, x[k..] given: 1×1 diagonal blocks, or the
/// 2×2 blocks of a real Schur form (nonzero subdiagonal) by Cramer's rule; a pivot smaller
/// than dtrevc's smin is replaced by smin.
fn back_substitute<R: Real>(t: &[Cx<R>], n: usize, k: usize, lambda: Cx<R>, x: &mut [Cx<R>]) {
    let ulp = R::EPS + R::EPS;
    let smin =
        (ulp * (lambda.re.abs() + lambda.im.abs())).max(R::SFMIN * (R::from_f64(n as f64) / ulp));
    let guard = |d: Cx<R>| {
        if cabs(d) < smin {
            Cx {
                re: smin,
                im: R::ZERO,
            }
        } else {
            d
        }
    };
    let rhs = |x: &[Cx<R>], j: usize| {
        let mut s = Cx {
            re: R::ZERO,
            im: R::ZERO,
        };
        for c in j + 1..n {
            s = s + t[j * n + c] * x[c];
        }
        -s
    };
    let mut j = k;
    while j > 0 {
        j -= 1;
        let block = j > 0 && t[j * n + j - 1].re != R::ZERO;
        if !block {
            x[j] = rhs(x, j) / guard(t[j * n + j] - lambda);
            continue;
        }
        // Rows j-1, j together.
        let i = j - 1;
        let (r1, r2) = (rhs(x, i), rhs(x, j));
        let a = t[i * n + i] - lambda;
        let b = t[i * n + j];
        let c = t[j * n + i];
        let d = t[j * n + j] - lambda;
        let det = guard(a * d - b * c);
        x[i] = (r1 * d - b * r2) / det;
        x[j] = (a * r2 - c * r1) / det;
        j = i;
    }
}

/// Z x for an x that is zero from row `top` on.
fn mul_vector<R: Real>(z: &[Cx<R>], n: usize, x: &[Cx<R>], top: usize) -> Vec<Cx<R>> {
    (0..n)
        .map(|r| {
            let mut s = Cx {
                re: R::ZERO,
                im: R::ZERO,
            };
            for (c, xc) in x.iter().enumerate().take(top) {
                s = s + z[r * n + c] * *xc;
            }
            s
        })
        .collect()
}

/// dgeev/zgeev's normalisation: unit 2-norm, then the first component of largest modulus
/// made real (and, as dlartg leaves it, of the sign its real part had).
fn normalise<R: Real>(v: &[Cx<R>]) -> Vec<Cx<R>> {
    let mut norm = R::ZERO;
    let mut best = (0, R::ZERO);
    for (k, x) in v.iter().enumerate() {
        let m = x.re * x.re + x.im * x.im;
        norm = norm.hypot(cabs(*x));
        if m > best.1 {
            best = (k, m);
        }
    }
    if norm == R::ZERO {
        return v.to_vec();
    }
    let p = v[best.0];
    let phase = cscale(conj(p), R::ONE.with_sign_of(p.re) / cabs(p));
    let mut out: Vec<Cx<R>> = v
        .iter()
        .map(|x| cscale(*x * phase, R::ONE / norm))
        .collect();
    out[best.0].im = R::ZERO;
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// max |A V - V diag(w)| for the row-major n×n `a`.
    fn residual(a: &[f64], v: &[Cx<f64>], w: &[Cx<f64>], n: usize) -> f64 {
        let mut worst: f64 = 0.0;
        for j in 0..n {
            for i in 0..n {
                let mut s = Cx { re: 0.0, im: 0.0 };
                for k in 0..n {
                    s = s + Cx {
                        re: a[i * n + k],
                        im: 0.0,
                    } * v[k * n + j];
                }
                let d = s - v[i * n + j] * w[j];
                worst = worst.max(cabs(d));
            }
        }
        worst
    }

    #[test]
    fn real_schur_and_vectors() {
        // A rotation-like block (complex pair) and real eigenvalues.
        let n = 5;
        let a: Vec<f64> = (0..n * n)
            .map(|k| ((k * 7 + 3) % 11) as f64 / 5.0 - 1.0 + if k % 6 == 0 { 2.0 } else { 0.0 })
            .collect();
        let s = schur(&a, n);
        assert_eq!(s.info, 0);
        // Z T Z^T = A, T quasi-triangular.
        for i in 0..n {
            for j in 0..n {
                let mut x = 0.0;
                for k in 0..n {
                    for l in 0..n {
                        x += s.z[i * n + k] * s.t[k * n + l] * s.z[j * n + l];
                    }
                }
                assert!((x - a[i * n + j]).abs() < 1e-12, "{i} {j}");
                if i > j + 1 {
                    assert_eq!(s.t[i * n + j], 0.0);
                }
            }
        }
        let v = right_vectors(&s, n);
        assert!(residual(&a, &v, &s.w, n) < 1e-12);
    }

    #[test]
    fn complex_schur_and_vectors() {
        let n = 4;
        let a: Vec<Cx<f64>> = (0..n * n)
            .map(|k| Cx {
                re: ((k * 5 + 1) % 7) as f64 / 3.0 - 1.0,
                im: ((k * 3 + 2) % 5) as f64 / 4.0 - 0.5,
            })
            .collect();
        let s = schur(&a, n);
        assert_eq!(s.info, 0);
        for i in 1..n {
            for j in 0..i {
                assert_eq!(cabs(s.t[i * n + j]), 0.0);
            }
        }
        let v = right_vectors(&s, n);
        for j in 0..n {
            for i in 0..n {
                let mut d = Cx { re: 0.0, im: 0.0 } - v[i * n + j] * s.w[j];
                for k in 0..n {
                    d = d + a[i * n + k] * v[k * n + j];
                }
                assert!(cabs(d) < 1e-12, "{i} {j} {d:?}");
            }
        }
    }
}
