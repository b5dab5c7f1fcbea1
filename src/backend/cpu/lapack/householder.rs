//! LAPACK's unblocked Householder routines, on row-major logical matrices (`a[i * lda + j]`
//! is element (i, j) of the matrix LAPACK sees): dlarfg/zlarfg, dlarf/zlarf, dgeqr2,
//! dorg2r/zung2r, dsytd2/zhetd2 (lower and upper) and dgehd2. jaxlib's LAPACK takes these unblocked
//! paths for matrices below its blocking crossover (32 to 128 columns), so reflectors, taus
//! and signs are LAPACK's: beta = -sign(alpha)·‖(alpha, x)‖, tau = (beta - alpha) / beta.

use super::scalar::{Real, Scalar};

/// ‖x‖₂ with scaling (the reference dnrm2's scale/ssq recurrence); complex entries count
/// as two reals.
pub(super) fn nrm2<T: Scalar>(x: &[T]) -> T::R {
    let (mut scale, mut ssq) = (T::R::ZERO, T::R::ONE);
    let mut add = |v: T::R| {
        if v != T::R::ZERO {
            let a = v.abs();
            if scale < a {
                let r = scale / a;
                ssq = T::R::ONE + ssq * r * r;
                scale = a;
            } else {
                let r = a / scale;
                ssq = ssq + r * r;
            }
        }
    };
    for v in x {
        add(v.re());
        if T::COMPLEX {
            add(v.im());
        }
    }
    scale * ssq.sqrt()
}

fn lapy3<R: Real>(x: R, y: R, z: R) -> R {
    let (xa, ya, za) = (x.abs(), y.abs(), z.abs());
    let w = xa.max(ya).max(za);
    if w == R::ZERO {
        return xa + ya + za;
    }
    let (a, b, c) = (xa / w, ya / w, za / w);
    w * (a * a + b * b + c * c).sqrt()
}

/// dlarfg/zlarfg on `v = [alpha, x...]`: returns tau and leaves `[beta, v(2:)...]` in `v`
/// (H^H (alpha, x) = (beta, 0), beta real, H = I - tau (1, v)(1, v)^H).
pub(super) fn larfg<T: Scalar>(v: &mut [T]) -> T {
    if v.len() <= 1 && !T::COMPLEX {
        return T::zero();
    }
    if v.is_empty() {
        return T::zero();
    }
    let mut alpha = v[0];
    let xnorm = nrm2(&v[1..]);
    if xnorm == T::R::ZERO && alpha.im() == T::R::ZERO {
        return T::zero();
    }
    let norm = |alpha: T, xnorm: T::R| {
        if T::COMPLEX {
            lapy3(alpha.re(), alpha.im(), xnorm)
        } else {
            alpha.re().hypot(xnorm)
        }
    };
    let mut beta = -norm(alpha, xnorm).with_sign_of(alpha.re());
    let safmin = T::R::SFMIN / T::R::EPS;
    let rsafmn = T::R::ONE / safmin;
    let mut knt = 0;
    if beta.abs() < safmin {
        loop {
            knt += 1;
            for x in &mut v[1..] {
                *x = x.scale(rsafmn);
            }
            beta = beta * rsafmn;
            alpha = alpha.scale(rsafmn);
            if !(beta.abs() < safmin && knt < 20) {
                break;
            }
        }
        beta = -norm(alpha, nrm2(&v[1..])).with_sign_of(alpha.re());
    }
    let tau = T::new((beta - alpha.re()) / beta, -alpha.im() / beta);
    let s = T::one() / (alpha - T::from_re(beta));
    for x in &mut v[1..] {
        *x = *x * s;
    }
    for _ in 0..knt {
        beta = beta * safmin;
    }
    v[0] = T::from_re(beta);
    tau
}

/// C := (I - tau v v^H) C for C = a[r0.., c0..c1] (v.len() rows).
pub(super) fn larf_left<T: Scalar>(
    a: &mut [T],
    lda: usize,
    r0: usize,
    c0: usize,
    c1: usize,
    v: &[T],
    tau: T,
) {
    if tau.is_zero() {
        return;
    }
    for j in c0..c1 {
        // (v^H C)_j
        let mut w = T::zero();
        for (k, vk) in v.iter().enumerate() {
            w = w + vk.conj() * a[(r0 + k) * lda + j];
        }
        let tw = tau * w;
        for (k, vk) in v.iter().enumerate() {
            let e = &mut a[(r0 + k) * lda + j];
            *e = *e - *vk * tw;
        }
    }
}

/// C := C (I - tau v v^H) for C = a[r0..r1, c0..] (v.len() columns).
pub(super) fn larf_right<T: Scalar>(
    a: &mut [T],
    lda: usize,
    r0: usize,
    r1: usize,
    c0: usize,
    v: &[T],
    tau: T,
) {
    if tau.is_zero() {
        return;
    }
    for i in r0..r1 {
        let row = &mut a[i * lda + c0..i * lda + c0 + v.len()];
        let mut w = T::zero();
        for (x, vk) in row.iter().zip(v) {
            w = w + *x * *vk;
        }
        let tw = tau * w;
        for (x, vk) in row.iter_mut().zip(v) {
            *x = *x - tw * vk.conj();
        }
    }
}

fn column<T: Scalar>(a: &[T], lda: usize, j: usize, r0: usize, r1: usize) -> Vec<T> {
    (r0..r1).map(|i| a[i * lda + j]).collect()
}

fn set_column<T: Scalar>(a: &mut [T], lda: usize, j: usize, r0: usize, v: &[T]) {
    for (k, x) in v.iter().enumerate() {
        a[(r0 + k) * lda + j] = *x;
    }
}

/// dgeqr2/zgeqr2 of the m×n matrix `a`: R on and above the diagonal, the reflectors below,
/// tau (min(m, n)) returned.
pub(super) fn geqr2<T: Scalar>(a: &mut [T], m: usize, n: usize) -> Vec<T> {
    let k = m.min(n);
    let mut tau = vec![T::zero(); k];
    for i in 0..k {
        let mut v = column(a, n, i, i, m);
        tau[i] = larfg(&mut v);
        set_column(a, n, i, i, &v);
        if i + 1 < n {
            v[0] = T::one();
            larf_left(a, n, i, i + 1, n, &v, tau[i].conj());
        }
    }
    tau
}

/// dorg2r/zung2r: the first n columns of Q = H(1)…H(k) from the reflectors in `a` (m×n,
/// m >= n >= k).
pub(super) fn org2r<T: Scalar>(a: &mut [T], m: usize, n: usize, tau: &[T]) {
    let k = tau.len();
    for j in k..n {
        for i in 0..m {
            a[i * n + j] = T::zero();
        }
        if j < m {
            a[j * n + j] = T::one();
        }
    }
    for i in (0..k).rev() {
        if i + 1 < n {
            let mut v = column(a, n, i, i, m);
            v[0] = T::one();
            larf_left(a, n, i, i + 1, n, &v, tau[i]);
        }
        for r in i + 1..m {
            a[r * n + i] = -(tau[i] * a[r * n + i]);
        }
        a[i * n + i] = T::one() - tau[i];
        for r in 0..i {
            a[r * n + i] = T::zero();
        }
    }
}

/// One step of dsytd2/zhetd2 on the Hermitian block B = A(off.., off..) of order v.len(),
/// whose lower (`lower`) or upper triangle is stored: x = taui·B v (dsymv/zhemv),
/// x += -(taui/2)(xᴴv)·v (ddot/zdotc, daxpy), then B -= v xᴴ + x vᴴ on the stored triangle,
/// its diagonal kept real (dsyr2/zher2).
fn hermitian_rank2_step<T: Scalar>(
    a: &mut [T],
    n: usize,
    off: usize,
    lower: bool,
    v: &[T],
    taui: T,
) {
    let len = v.len();
    let at = |r: usize, c: usize| (off + r) * n + off + c;
    let stored = |r: usize, c: usize| if lower { r >= c } else { r <= c };
    let mut x = vec![T::zero(); len];
    for (r, xr) in x.iter_mut().enumerate() {
        let mut s = T::zero();
        for (c, vc) in v.iter().enumerate() {
            let b = if stored(r, c) {
                a[at(r, c)]
            } else {
                a[at(c, r)].conj()
            };
            s = s + b * *vc;
        }
        *xr = taui * s;
    }
    let mut dot = T::zero();
    for (xr, vr) in x.iter().zip(v) {
        dot = dot + xr.conj() * *vr;
    }
    let alpha = -(T::from_re(T::R::from_f64(0.5)) * taui * dot);
    for (xr, vr) in x.iter_mut().zip(v) {
        *xr = *xr + alpha * *vr;
    }
    for r in 0..len {
        let columns = if lower { 0..r + 1 } else { r..len };
        for c in columns {
            let idx = at(r, c);
            let upd = v[r] * x[c].conj() + x[r] * v[c].conj();
            a[idx] = if r == c && T::COMPLEX {
                T::from_re(a[idx].re() - upd.re())
            } else {
                a[idx] - upd
            };
        }
    }
}

/// dsytd2/zhetd2 with uplo 'L' on the n×n Hermitian `a` (lower triangle read): returns
/// (d, e, tau); the reflectors are left below the subdiagonal, e on it.
pub(super) fn hetd2_lower<T: Scalar>(a: &mut [T], n: usize) -> (Vec<T::R>, Vec<T::R>, Vec<T>) {
    let m = n.saturating_sub(1);
    let (mut d, mut e, mut tau) = (vec![T::R::ZERO; n], vec![T::R::ZERO; m], vec![T::zero(); m]);
    if n == 0 {
        return (d, e, tau);
    }
    if T::COMPLEX {
        a[0] = T::from_re(a[0].re());
    }
    for i in 0..m {
        let mut v = column(a, n, i, i + 1, n);
        let taui = larfg(&mut v);
        e[i] = v[0].re();
        if !taui.is_zero() {
            v[0] = T::one();
            hermitian_rank2_step(a, n, i + 1, true, &v, taui);
        } else if T::COMPLEX {
            let idx = (i + 1) * n + i + 1;
            a[idx] = T::from_re(a[idx].re());
        }
        v[0] = T::from_re(e[i]);
        set_column(a, n, i, i + 1, &v);
        d[i] = a[i * n + i].re();
        tau[i] = taui;
    }
    d[n - 1] = a[(n - 1) * n + n - 1].re();
    (d, e, tau)
}

/// dsytd2/zhetd2 with uplo 'U' on the n×n Hermitian `a` (upper triangle read): returns
/// (d, e, tau); reflector H(i) (1-based i = n-1 down to 1) annihilates A(1:i-1, i+1), its
/// vector (v(1:i-1), 1) left above the superdiagonal of column i+1, e on the superdiagonal.
pub(super) fn hetd2_upper<T: Scalar>(a: &mut [T], n: usize) -> (Vec<T::R>, Vec<T::R>, Vec<T>) {
    let m = n.saturating_sub(1);
    let (mut d, mut e, mut tau) = (vec![T::R::ZERO; n], vec![T::R::ZERO; m], vec![T::zero(); m]);
    if n == 0 {
        return (d, e, tau);
    }
    let last = (n - 1) * n + n - 1;
    if T::COMPLEX {
        a[last] = T::from_re(a[last].re());
    }
    // 0-based k = i - 1: the reflector works on rows 0..=k of column k + 1.
    for k in (0..m).rev() {
        let col = k + 1;
        // dlarfg(i, A(i, i+1), A(1:i-1, i+1)): alpha is the last element, x the ones above.
        let mut v = Vec::with_capacity(k + 1);
        v.push(a[k * n + col]);
        v.extend((0..k).map(|r| a[r * n + col]));
        let taui = larfg(&mut v);
        e[k] = v[0].re();
        // The reflector's vector in row order: (x'…, 1).
        let mut w: Vec<T> = v[1..].to_vec();
        w.push(T::one());
        if !taui.is_zero() {
            hermitian_rank2_step(a, n, 0, false, &w, taui);
        } else if T::COMPLEX {
            let idx = k * n + k;
            a[idx] = T::from_re(a[idx].re());
        }
        for (r, x) in v[1..].iter().enumerate() {
            a[r * n + col] = *x;
        }
        a[k * n + col] = T::from_re(e[k]);
        d[k + 1] = a[col * n + col].re();
        tau[k] = taui;
    }
    d[0] = a[0].re();
    (d, e, tau)
}

/// dgehd2/zgehd2: reduces rows/columns ilo..ihi (1-based, inclusive) of the n×n `a` to
/// upper Hessenberg form; returns tau (n - 1, zero outside ilo..ihi-1).
pub(super) fn gehd2<T: Scalar>(a: &mut [T], n: usize, ilo: usize, ihi: usize) -> Vec<T> {
    let mut tau = vec![T::zero(); n.saturating_sub(1)];
    for i in ilo.saturating_sub(1)..ihi.saturating_sub(1) {
        let mut v = column(a, n, i, i + 1, ihi);
        let taui = larfg(&mut v);
        let beta = v[0];
        v[0] = T::one();
        larf_right(a, n, 0, ihi, i + 1, &v, taui);
        larf_left(a, n, i + 1, i + 1, n, &v, taui.conj());
        v[0] = beta;
        set_column(a, n, i, i + 1, &v);
        tau[i] = taui;
    }
    tau
}
