//! Eigenvalues and eigenvectors of a real symmetric tridiagonal matrix by Cuppen's divide
//! and conquer: LAPACK's dstedc with COMPZ = 'I', step for step, as dsyevd (and zheevd,
//! through zstedc('I') → dstedc('I')) run it for jax's `eigh`. The matrix is split where an
//! off-diagonal is negligible; blocks of order ≤ 25 (SMLSIZ) are solved by dsteqr, larger
//! ones by dlaed0: halve until the pieces have order ≤ 25, solve those by dsteqr, then merge
//! pairs as rank-one modifications (dlaed1: deflation in dlaed2, the secular equation in
//! dlaed3/dlaed4/dlaed5/dlaed6, the vectors by Löwner's formula and a matrix product).
//! Orders ≤ 25 go to dsteqr directly, as dstedc does.
//!
//! The LAPACK is Reference LAPACK as OpenBLAS 0.3.30 bundles it (before 2026's changes to
//! dlaed2's deflation tolerance and dlaed4's overshoot step). Its BLAS calls are written as
//! OpenBLAS's SkylakeX (AVX-512) kernels compute them, measured bit for bit against
//! scipy's OpenBLAS on such a CPU: drot and dgemm/sgemm with fused multiply-adds (dgemm's
//! small-matrix kernel sums the last rows of a product as dot products in vector lanes),
//! dnrm2 in x87 extended precision (emulated exactly). Other CPUs' OpenBLAS kernels round
//! differently (in the last bits of eigenvectors, and through the next merge's rank-one
//! vector, of eigenvalues), and so does OpenBLAS's multithreaded dgemm for products above
//! 10⁶ multiply-adds (merges of order ≳ 200), in rows depending on the thread count.
//! Not here: COMPZ = 'V' (dlaed7/dlaed8/dlaed9/dlaeda) and 'N' (dsterf). For NaN input,
//! OpenBLAS's idamax picks its maximum differently, so info and which outputs are NaN may
//! differ.
//!
//! Indices are LAPACK's 1-based ones through `at(i) = i - 1`. The caller's `z` is row-major
//! (`z[i * n + j]` is Z(i+1, j+1)); inside dlaed0 the eigenvector matrix is column-major
//! (Q(i, j) is `q[at(i) + at(j) * ldq]`), as Fortran stores it, so columns are slices.

use super::openblas::{gemm, nrm2, rot_columns};
use super::scalar::Real;
use super::tridiagonal_qr::{lanst_max, lascl, sort_ascending, steqr};

/// ILAENV(9, 'DSTEDC') = ILAENV(9, 'DLAED0'): the largest order solved by dsteqr.
const SMLSIZ: usize = 25;

/// dlaed4's iteration limit.
const MAXIT: usize = 30;

/// dlaed6's iteration limit.
const MAXIT6: usize = 40;

fn at(i: usize) -> usize {
    i - 1
}

/// dstedc with COMPZ = 'I': `z` (n×n row-major) becomes the eigenvectors (as columns) of
/// the symmetric tridiagonal matrix with diagonal `d` (n) and off-diagonal `e` (n - 1 or
/// more; destroyed), `d` its eigenvalues in ascending order. Returns info as dstedc does: 0,
/// or for a failed solve, (first row of the failing piece)·(n + 1) + its last row (dsteqr
/// or dlaed4 not converging).
pub(super) fn stedc<R: Real>(d: &mut [R], e: &mut [R], z: &mut [R]) -> i32 {
    let n = d.len();
    if n <= SMLSIZ {
        return steqr(d, e, Some(z));
    }
    z.fill(R::ZERO);
    for i in 0..n {
        z[i * n + i] = R::ONE;
    }
    let orgnrm = lanst_max(d, &e[..n - 1]);
    if orgnrm == R::ZERO {
        return 0;
    }
    let eps = R::EPS;
    let mut start = 1;
    while start <= n {
        // The block start..finish ends at the first negligible off-diagonal.
        let mut finish = start;
        while finish < n {
            let tiny = eps * d[at(finish)].abs().sqrt() * d[at(finish + 1)].abs().sqrt();
            if e[at(finish)].abs() > tiny {
                finish += 1;
            } else {
                break;
            }
        }
        let m = finish - start + 1;
        if m == 1 {
            start = finish + 1;
            continue;
        }
        let ds = &mut d[at(start)..finish];
        let es = &mut e[at(start)..at(finish)];
        if m > SMLSIZ {
            // Scale the block to norm 1, divide and conquer, scale back.
            let orgnrm = lanst_max(ds, es);
            lascl(ds, orgnrm, R::ONE);
            lascl(es, orgnrm, R::ONE);
            let mut q = vec![R::ZERO; m * m];
            let info = laed0(ds, es, &mut q);
            if info != 0 {
                let info = (info / (m + 1) + start - 1) * (n + 1) + info % (m + 1) + start - 1;
                return info as i32;
            }
            lascl(ds, R::ONE, orgnrm);
            for i in 0..m {
                for j in 0..m {
                    z[(at(start) + i) * n + at(start) + j] = q[i + j * m];
                }
            }
        } else {
            let mut zs = vec![R::ZERO; m * m];
            if steqr(ds, es, Some(&mut zs)) != 0 {
                return (start * (n + 1) + finish) as i32;
            }
            for i in 0..m {
                let row = (at(start) + i) * n + at(start);
                z[row..row + m].copy_from_slice(&zs[i * m..(i + 1) * m]);
            }
        }
        start = finish + 1;
    }
    // Selection sort into ascending order, swapping columns (dstedc's final loop).
    sort_ascending(d, Some(z));
    0
}

/// dsteqr('I') on the diagonal block of the column-major `q` (leading dimension `ldq`)
/// whose first row and column is `off` (0-based) and order is `m`.
fn steqr_block<R: Real>(d: &mut [R], e: &mut [R], q: &mut [R], ldq: usize, off: usize) -> i32 {
    let m = d.len();
    let mut zs = vec![R::ZERO; m * m];
    let info = steqr(d, e, Some(&mut zs));
    for i in 0..m {
        for j in 0..m {
            q[off + i + (off + j) * ldq] = zs[i * m + j];
        }
    }
    info
}

/// dlaed0 with ICOMPQ = 2: eigenvalues (`d`, n) and eigenvectors (`q`, n×n column-major,
/// set here) of the tridiagonal matrix (`d`, `e`), which dstedc scaled to norm 1. `e` is
/// destroyed. Returns info: 0, or submat·(n + 1) + submat + matsiz - 1 for the piece
/// (first row submat, order matsiz) whose dsteqr or dlaed4 did not converge.
fn laed0<R: Real>(d: &mut [R], e: &mut [R], q: &mut [R]) -> usize {
    let n = d.len();
    if n == 0 {
        return 0;
    }
    // Halve the pieces until the last (largest) has order ≤ SMLSIZ; IWORK(1..SUBPBS).
    let mut sizes = vec![n];
    while sizes[sizes.len() - 1] > SMLSIZ {
        sizes = sizes.iter().flat_map(|&s| [s / 2, s.div_ceil(2)]).collect();
    }
    let mut subpbs = sizes.len();
    for j in 1..subpbs {
        sizes[j] += sizes[j - 1];
    }
    // IWORK(j) for 1-based j: the last row of piece j.
    let iwork = |sizes: &[usize], j: usize| sizes[at(j)];
    // Tear at each cut: the rank-one modification takes |E| off both neighbours.
    for i in 1..subpbs {
        let submat = iwork(&sizes, i) + 1;
        let smm1 = submat - 1;
        d[at(smm1)] = d[at(smm1)] - e[at(smm1)].abs();
        d[at(submat)] = d[at(submat)] - e[at(smm1)].abs();
    }
    // Solve each piece by dsteqr; INDXQ sorts each piece's eigenvalues (here: identity).
    let mut indxq = vec![0usize; n];
    for i in 0..subpbs {
        let (submat, matsiz) = if i == 0 {
            (1, iwork(&sizes, 1))
        } else {
            (
                iwork(&sizes, i) + 1,
                iwork(&sizes, i + 1) - iwork(&sizes, i),
            )
        };
        let info = steqr_block(
            &mut d[at(submat)..at(submat) + matsiz],
            &mut e[at(submat)..at(submat) + matsiz - 1],
            q,
            n,
            at(submat),
        );
        if info != 0 {
            return submat * (n + 1) + submat + matsiz - 1;
        }
        for (k, j) in (submat..=iwork(&sizes, i + 1)).enumerate() {
            indxq[at(j)] = k + 1;
        }
    }
    // Merge pairs of neighbouring pieces until one is left.
    while subpbs > 1 {
        let spm2 = subpbs - 2;
        for i in (0..=spm2).step_by(2) {
            let (submat, matsiz, msd2) = if i == 0 {
                (1, iwork(&sizes, 2), iwork(&sizes, 1))
            } else {
                let matsiz = iwork(&sizes, i + 2) - iwork(&sizes, i);
                (iwork(&sizes, i) + 1, matsiz, matsiz / 2)
            };
            let off = at(submat);
            let info = laed1(
                &mut d[off..off + matsiz],
                &mut q[off + off * n..],
                n,
                &mut indxq[off..off + matsiz],
                &mut e[at(submat + msd2 - 1)],
                msd2,
            );
            if info != 0 {
                return submat * (n + 1) + submat + matsiz - 1;
            }
            sizes[at(i / 2 + 1)] = iwork(&sizes, i + 2);
        }
        subpbs /= 2;
    }
    // Sort: the eigenvalues by INDXQ, the vectors with them.
    let dsorted: Vec<R> = indxq.iter().map(|&j| d[at(j)]).collect();
    let mut qsorted = vec![R::ZERO; n * n];
    for (i, &j) in indxq.iter().enumerate() {
        qsorted[i * n..(i + 1) * n].copy_from_slice(&q[at(j) * n..at(j) * n + n]);
    }
    d.copy_from_slice(&dsorted);
    q[..n * n].copy_from_slice(&qsorted);
    0
}

/// dlaed1: the eigen-decomposition of Q·(D + ρ·z·zᵀ)·Qᵀ, where the n×n `q` (column-major,
/// leading dimension `ldq`) holds the two pieces' eigenvectors (blocks 1..cutpnt and
/// cutpnt+1..n) and `d` their eigenvalues, each piece sorted by `indxq`. On return `d` and
/// `q` hold the merged eigenvalues and vectors and `indxq` sorts them. `rho` (the
/// off-diagonal torn at the cut) is overwritten as dlaed2 does. Returns dlaed4's info.
fn laed1<R: Real>(
    d: &mut [R],
    q: &mut [R],
    ldq: usize,
    indxq: &mut [usize],
    rho: &mut R,
    cutpnt: usize,
) -> usize {
    let n = d.len();
    if n == 0 {
        return 0;
    }
    // z: the last row of the first piece's vectors, the first row of the second's.
    let mut w = Work::new(n);
    for j in 1..=cutpnt {
        w.z[at(j)] = q[at(cutpnt) + at(j) * ldq];
    }
    for j in cutpnt + 1..=n {
        w.z[at(j)] = q[at(cutpnt + 1) + at(j) * ldq];
    }
    let k = laed2(n, cutpnt, d, q, ldq, indxq, rho, &mut w);
    if k != 0 {
        let info = laed3(k, n, cutpnt, d, q, ldq, *rho, &mut w);
        if info != 0 {
            return info;
        }
        lamrg(k, n - k, d, 1, -1, indxq);
    } else {
        for (i, x) in indxq.iter_mut().enumerate() {
            *x = i + 1;
        }
    }
    0
}

/// dlaed1's workspace, shared by dlaed2 and dlaed3 (1-based through `at`).
struct Work<R> {
    z: Vec<R>,
    dlambda: Vec<R>,
    w: Vec<R>,
    q2: Vec<R>,
    indx: Vec<usize>,
    indxc: Vec<usize>,
    indxp: Vec<usize>,
    coltyp: Vec<usize>,
    /// CTOT(1..4): how many columns of each type (dlaed2 returns them in COLTYP(1..4)).
    ctot: [usize; 4],
}

impl<R: Real> Work<R> {
    fn new(n: usize) -> Self {
        Work {
            z: vec![R::ZERO; n],
            dlambda: vec![R::ZERO; n],
            w: vec![R::ZERO; n],
            q2: vec![R::ZERO; n * n],
            indx: vec![0; n],
            indxc: vec![0; n],
            indxp: vec![0; n],
            coltyp: vec![0; n],
            ctot: [0; 4],
        }
    }
}

/// dlaed2: deflation. Scales z to unit norm (ρ := |2ρ|), merges the two sorted pieces,
/// drops components where ρ|z| is negligible and rotates together pairs of nearly equal
/// eigenvalues (zeroing one z component), then packs the non-deflated columns by type (1:
/// nonzero in the first piece only, 2: both, 3: the second only) into `q2` and the
/// deflated ones (type 4) at the end of `q`/`d`. Returns K, the size of the secular
/// equation (`dlambda`, `w` hold its poles and weights).
#[allow(clippy::too_many_arguments)]
fn laed2<R: Real>(
    n: usize,
    n1: usize,
    d: &mut [R],
    q: &mut [R],
    ldq: usize,
    indxq: &mut [usize],
    rho: &mut R,
    wk: &mut Work<R>,
) -> usize {
    let (zero, one, two, eight) = (R::ZERO, R::ONE, R::from_f64(2.0), R::from_f64(8.0));
    let n2 = n - n1;
    let n1p1 = n1 + 1;
    let qc = |i: usize, j: usize| at(i) + at(j) * ldq;
    if *rho < zero {
        for x in &mut wk.z[n1..n] {
            *x = -*x;
        }
    }
    // Normalise z: each half has unit norm, so the whole has norm sqrt(2).
    let t = one / two.sqrt();
    for x in &mut wk.z {
        *x = *x * t;
    }
    *rho = (two * *rho).abs();
    for x in &mut indxq[n1..n] {
        *x += n1;
    }
    for i in 1..=n {
        wk.dlambda[at(i)] = d[at(indxq[at(i)])];
    }
    lamrg(n1, n2, &wk.dlambda, 1, 1, &mut wk.indxc);
    for i in 1..=n {
        wk.indx[at(i)] = indxq[at(wk.indxc[at(i)])];
    }
    let imax = iamax(&wk.z);
    let jmax = iamax(d);
    let eps = R::EPS;
    let tol = eight * eps * d[at(jmax)].abs().max(wk.z[at(imax)].abs());
    let rho = *rho;
    let z = &mut wk.z;
    if rho * z[at(imax)].abs() <= tol {
        // Everything deflates: only reorder.
        for j in 1..=n {
            let i = wk.indx[at(j)];
            wk.q2[at(j) * n..at(j) * n + n].copy_from_slice(&q[qc(1, i)..qc(1, i) + n]);
            wk.dlambda[at(j)] = d[at(i)];
        }
        for j in 1..=n {
            q[qc(1, j)..qc(1, j) + n].copy_from_slice(&wk.q2[at(j) * n..at(j) * n + n]);
        }
        d[..n].copy_from_slice(&wk.dlambda[..n]);
        return 0;
    }
    let coltyp = &mut wk.coltyp;
    for x in &mut coltyp[..n1] {
        *x = 1;
    }
    for x in &mut coltyp[n1..n] {
        *x = 3;
    }
    let (indx, indxp) = (&wk.indx, &mut wk.indxp);
    let mut k = 0;
    let mut k2 = n + 1;
    // Deflate small z components before the first kept one.
    let mut j = 1;
    let mut pj = indx[at(n)];
    let mut found = false;
    while j <= n {
        let nj = indx[at(j)];
        if rho * z[at(nj)].abs() <= tol {
            k2 -= 1;
            coltyp[at(nj)] = 4;
            indxp[at(k2)] = nj;
            j += 1;
        } else {
            pj = nj;
            found = true;
            break;
        }
    }
    if found {
        loop {
            j += 1;
            if j > n {
                break;
            }
            let nj = indx[at(j)];
            if rho * z[at(nj)].abs() <= tol {
                // Deflation by a small z component.
                k2 -= 1;
                coltyp[at(nj)] = 4;
                indxp[at(k2)] = nj;
                continue;
            }
            // Check whether the eigenvalues pj and nj are close enough to rotate together.
            let mut s = z[at(pj)];
            let mut c = z[at(nj)];
            let tau = lapy2(c, s);
            let t = d[at(nj)] - d[at(pj)];
            c = c / tau;
            s = -s / tau;
            if (t * c * s).abs() <= tol {
                // Deflation by a rotation.
                z[at(nj)] = tau;
                z[at(pj)] = zero;
                if coltyp[at(nj)] != coltyp[at(pj)] {
                    coltyp[at(nj)] = 2;
                }
                coltyp[at(pj)] = 4;
                rot_columns(q, qc(1, pj), qc(1, nj), n, c, s);
                let t = d[at(pj)] * (c * c) + d[at(nj)] * (s * s);
                d[at(nj)] = d[at(pj)] * (s * s) + d[at(nj)] * (c * c);
                d[at(pj)] = t;
                // Insert pj into the deflated list, kept sorted by eigenvalue.
                k2 -= 1;
                let mut i = 1;
                while k2 + i <= n && d[at(pj)] < d[at(indxp[at(k2 + i)])] {
                    indxp[at(k2 + i - 1)] = indxp[at(k2 + i)];
                    indxp[at(k2 + i)] = pj;
                    i += 1;
                }
                indxp[at(k2 + i - 1)] = pj;
                pj = nj;
            } else {
                k += 1;
                wk.dlambda[at(k)] = d[at(pj)];
                wk.w[at(k)] = z[at(pj)];
                indxp[at(k)] = pj;
                pj = nj;
            }
        }
    }
    // Record the last non-deflated eigenvalue.
    k += 1;
    wk.dlambda[at(k)] = d[at(pj)];
    wk.w[at(k)] = z[at(pj)];
    indxp[at(k)] = pj;
    // Count the column types and group the columns by type: 1, 2, 3, then deflated (4).
    let mut ctot = [0usize; 4];
    for &ct in coltyp.iter() {
        if (1..=4).contains(&ct) {
            ctot[at(ct)] += 1;
        }
    }
    let mut psm = [
        1,
        1 + ctot[0],
        1 + ctot[0] + ctot[1],
        1 + ctot[0] + ctot[1] + ctot[2],
    ];
    let k = n - ctot[3];
    let (indx, indxc) = (&mut wk.indx, &mut wk.indxc);
    for j in 1..=n {
        let js = indxp[at(j)];
        let ct = coltyp[at(js)];
        indx[at(psm[at(ct)])] = js;
        indxc[at(psm[at(ct)])] = j;
        psm[at(ct)] += 1;
    }
    // Copy the columns into Q2 in that order: types 1 and 2 (rows 1..n1), types 2 and 3
    // (rows n1+1..n), then the deflated ones (all rows); z takes the sorted eigenvalues.
    let q2 = &mut wk.q2;
    let mut i = 1;
    let mut iq1 = 1;
    let mut iq2 = 1 + (ctot[0] + ctot[1]) * n1;
    for _ in 0..ctot[0] {
        let js = indx[at(i)];
        q2[at(iq1)..at(iq1) + n1].copy_from_slice(&q[qc(1, js)..qc(1, js) + n1]);
        z[at(i)] = d[at(js)];
        i += 1;
        iq1 += n1;
    }
    for _ in 0..ctot[1] {
        let js = indx[at(i)];
        q2[at(iq1)..at(iq1) + n1].copy_from_slice(&q[qc(1, js)..qc(1, js) + n1]);
        q2[at(iq2)..at(iq2) + n2].copy_from_slice(&q[qc(n1p1, js)..qc(n1p1, js) + n2]);
        z[at(i)] = d[at(js)];
        i += 1;
        iq1 += n1;
        iq2 += n2;
    }
    for _ in 0..ctot[2] {
        let js = indx[at(i)];
        q2[at(iq2)..at(iq2) + n2].copy_from_slice(&q[qc(n1p1, js)..qc(n1p1, js) + n2]);
        z[at(i)] = d[at(js)];
        i += 1;
        iq2 += n2;
    }
    let iq1 = iq2;
    for _ in 0..ctot[3] {
        let js = indx[at(i)];
        q2[at(iq2)..at(iq2) + n].copy_from_slice(&q[qc(1, js)..qc(1, js) + n]);
        iq2 += n;
        z[at(i)] = d[at(js)];
        i += 1;
    }
    // The deflated eigenpairs go to the end of q and d, where they stay.
    if k < n {
        for j in 0..ctot[3] {
            let src = at(iq1) + j * n;
            let dst = qc(1, k + 1 + j);
            q[dst..dst + n].copy_from_slice(&q2[src..src + n]);
        }
        d[k..n].copy_from_slice(&z[k..n]);
    }
    wk.ctot = ctot;
    k
}

/// dlaed3: the roots of the secular equation (dlaed4) become `d[..k]`; the eigenvectors of
/// the rank-one modified diagonal matrix come from Löwner's formula (z recomputed from the
/// roots, so the vectors are orthogonal), and are multiplied by the pieces' vectors
/// (packed in `q2` by type) into the first k columns of `q`. Returns dlaed4's info.
#[allow(clippy::too_many_arguments)]
fn laed3<R: Real>(
    k: usize,
    n: usize,
    n1: usize,
    d: &mut [R],
    q: &mut [R],
    ldq: usize,
    rho: R,
    wk: &mut Work<R>,
) -> usize {
    if k == 0 {
        return 0;
    }
    let qc = |i: usize, j: usize| at(i) + at(j) * ldq;
    let (dlambda, w) = (&wk.dlambda[..k], &mut wk.w);
    let indx = &wk.indxc;
    for j in 1..=k {
        let (dlam, info) = laed4(j, dlambda, &w[..k], &mut q[qc(1, j)..qc(1, j) + k], rho);
        d[at(j)] = dlam;
        if info != 0 {
            return info;
        }
    }
    if k == 2 {
        for j in 1..=k {
            w[0] = q[qc(1, j)];
            w[1] = q[qc(2, j)];
            q[qc(1, j)] = w[at(indx[0])];
            q[qc(2, j)] = w[at(indx[1])];
        }
    } else if k > 2 {
        // Recompute z from the computed roots (Gu and Eisenstat), keeping z's signs.
        let mut s: Vec<R> = w[..k].to_vec();
        for i in 1..=k {
            w[at(i)] = q[qc(i, i)];
        }
        for j in 1..=k {
            for i in (1..j).chain(j + 1..=k) {
                w[at(i)] = w[at(i)] * (q[qc(i, j)] / (dlambda[at(i)] - dlambda[at(j)]));
            }
        }
        for i in 1..=k {
            w[at(i)] = (-w[at(i)]).sqrt().with_sign_of(s[at(i)]);
        }
        // The eigenvectors of the modified diagonal matrix, normalised and permuted back.
        for j in 1..=k {
            for i in 1..=k {
                s[at(i)] = w[at(i)] / q[qc(i, j)];
            }
            let temp = nrm2(&s);
            for i in 1..=k {
                let ii = indx[at(i)];
                q[qc(i, j)] = s[at(ii)] / temp;
            }
        }
    }
    // Back-transform: rows n1+1..n from the types 2 and 3 rows, rows 1..n1 from types 1, 2.
    let ctot = wk.ctot;
    let n2 = n - n1;
    let n12 = ctot[0] + ctot[1];
    let n23 = ctot[1] + ctot[2];
    let mut s = vec![R::ZERO; n23.max(n12) * k];
    for j in 1..=k {
        for i in 1..=n23 {
            s[at(i) + at(j) * n23] = q[qc(ctot[0] + i, j)];
        }
    }
    let iq2 = n1 * n12 + 1;
    gemm(
        (n2, k, n23),
        &wk.q2[at(iq2)..],
        n2,
        &s,
        n23,
        &mut q[qc(n1 + 1, 1)..],
        ldq,
    );
    for j in 1..=k {
        for i in 1..=n12 {
            s[at(i) + at(j) * n12] = q[qc(i, j)];
        }
    }
    gemm((n1, k, n12), &wk.q2, n1, &s, n12, q, ldq);
    0
}

/// idamax: the first (1-based) index of the largest magnitude.
fn iamax<R: Real>(x: &[R]) -> usize {
    let mut imax = 1;
    let mut dmax = x[0].abs();
    for (i, v) in x.iter().enumerate().skip(1) {
        if v.abs() > dmax {
            imax = i + 1;
            dmax = v.abs();
        }
    }
    imax
}

/// dlapy2: sqrt(x² + y²) as max·sqrt(1 + (min/max)²), which rounds differently from
/// `hypot`; NaN in, NaN out.
pub(super) fn lapy2<R: Real>(x: R, y: R) -> R {
    if y.to_f64().is_nan() {
        return y;
    }
    if x.to_f64().is_nan() {
        return x;
    }
    let (xabs, yabs) = (x.abs(), y.abs());
    let w = xabs.max(yabs);
    let z = xabs.min(yabs);
    // W > HUGEVAL: w is infinite.
    if z == R::ZERO || w.to_f64().is_infinite() {
        w
    } else {
        let q = z / w;
        w * (R::ONE + q * q).sqrt()
    }
}

/// dlamrg: the permutation (1-based, into `index`) that merges the sorted runs a[..n1]
/// (ascending when `dtrd1` > 0, else descending) and a[n1..n1+n2] into ascending order.
pub(super) fn lamrg<R: Real>(
    n1: usize,
    n2: usize,
    a: &[R],
    dtrd1: isize,
    dtrd2: isize,
    index: &mut [usize],
) {
    let (mut n1sv, mut n2sv) = (n1, n2);
    let mut ind1 = if dtrd1 > 0 { 1 } else { n1 as isize };
    let mut ind2 = if dtrd2 > 0 {
        1 + n1 as isize
    } else {
        (n1 + n2) as isize
    };
    let mut i = 0;
    while n1sv > 0 && n2sv > 0 {
        if a[ind1 as usize - 1] <= a[ind2 as usize - 1] {
            index[i] = ind1 as usize;
            ind1 += dtrd1;
            n1sv -= 1;
        } else {
            index[i] = ind2 as usize;
            ind2 += dtrd2;
            n2sv -= 1;
        }
        i += 1;
    }
    if n1sv == 0 {
        for _ in 0..n2sv {
            index[i] = ind2 as usize;
            i += 1;
            ind2 += dtrd2;
        }
    } else {
        for _ in 0..n1sv {
            index[i] = ind1 as usize;
            i += 1;
            ind1 += dtrd1;
        }
    }
}

/// The sums dlaed4 recomputes after each step: ψ and ψ' over poles 1..iim1, φ and φ' over
/// poles n down to iip1, and the error bound's running sum.
fn secular_sums<R: Real>(z: &[R], delta: &[R], iim1: usize, iip1: usize) -> [R; 5] {
    let n = z.len();
    let (mut dpsi, mut psi, mut erretm) = (R::ZERO, R::ZERO, R::ZERO);
    for j in 1..=iim1 {
        let temp = z[at(j)] / delta[at(j)];
        psi = psi + z[at(j)] * temp;
        dpsi = dpsi + temp * temp;
        erretm = erretm + psi;
    }
    erretm = erretm.abs();
    let (mut dphi, mut phi) = (R::ZERO, R::ZERO);
    for j in (iip1..=n).rev() {
        let temp = z[at(j)] / delta[at(j)];
        phi = phi + z[at(j)] * temp;
        dphi = dphi + temp * temp;
        erretm = erretm + phi;
    }
    [psi, dpsi, phi, dphi, erretm]
}

/// dlaed4: the i-th (1-based) smallest root λ of the secular equation
/// 1/ρ + Σ z(j)²/(d(j) - λ) = 0 for ascending poles `d` and ρ > 0, with `delta`(j) =
/// d(j) - λ. Returns (λ, info): info 1 when the iteration did not converge.
fn laed4<R: Real>(i: usize, d: &[R], z: &[R], delta: &mut [R], rho: R) -> (R, usize) {
    let n = d.len();
    let one = R::ONE;
    let zero = R::ZERO;
    let two = R::from_f64(2.0);
    let three = R::from_f64(3.0);
    let four = R::from_f64(4.0);
    let eight = R::from_f64(8.0);
    let ten = R::from_f64(10.0);
    if n == 1 {
        delta[0] = one;
        return (d[0] + rho * z[0] * z[0], 0);
    }
    if n == 2 {
        return (laed5(i, d, z, delta, rho), 0);
    }
    let eps = R::EPS;
    let rhoinv = one / rho;
    if i == n {
        // The largest root, in (d(n), d(n) + ρ).
        let ii = n - 1;
        let mut niter = 1;
        let midpt = rho / two;
        for j in 1..=n {
            delta[at(j)] = (d[at(j)] - d[at(i)]) - midpt;
        }
        let mut psi = zero;
        for j in 1..=n - 2 {
            psi = psi + z[at(j)] * z[at(j)] / delta[at(j)];
        }
        let mut c = rhoinv + psi;
        let mut w = c + z[at(ii)] * z[at(ii)] / delta[at(ii)] + z[at(n)] * z[at(n)] / delta[at(n)];
        let mut tau;
        let (mut dltlb, mut dltub);
        let initial = |c: R| {
            let del = d[at(n)] - d[at(n - 1)];
            let a = -c * del + z[at(n - 1)] * z[at(n - 1)] + z[at(n)] * z[at(n)];
            let b = z[at(n)] * z[at(n)] * del;
            if a < zero {
                two * b / ((a * a + four * b * c).sqrt() - a)
            } else {
                (a + (a * a + four * b * c).sqrt()) / (two * c)
            }
        };
        if w <= zero {
            let temp = z[at(n - 1)] * z[at(n - 1)] / (d[at(n)] - d[at(n - 1)] + rho)
                + z[at(n)] * z[at(n)] / rho;
            tau = if c <= temp { rho } else { initial(c) };
            dltlb = midpt;
            dltub = rho;
        } else {
            tau = initial(c);
            dltlb = zero;
            dltub = midpt;
        }
        for j in 1..=n {
            delta[at(j)] = (d[at(j)] - d[at(i)]) - tau;
        }
        let sums = |delta: &[R], tau: R| {
            let [psi, dpsi, _, _, erretm] = secular_sums(z, delta, ii, n + 1);
            let temp = z[at(n)] / delta[at(n)];
            let phi = z[at(n)] * temp;
            let dphi = temp * temp;
            let erretm = eight * (-phi - psi) + erretm - phi + rhoinv + tau.abs() * (dpsi + dphi);
            (psi, dpsi, phi, dphi, erretm, rhoinv + phi + psi)
        };
        let (_, mut dpsi, _, mut dphi, mut erretm, w1) = sums(delta, tau);
        w = w1;
        if w.abs() <= eps * erretm {
            return (d[at(i)] + tau, 0);
        }
        if w <= zero {
            dltlb = dltlb.max(tau);
        } else {
            dltub = dltub.min(tau);
        }
        // The first step, by the rational interpolation of ψ and φ.
        niter += 1;
        c = w - delta[at(n - 1)] * dpsi - delta[at(n)] * dphi;
        let a =
            (delta[at(n - 1)] + delta[at(n)]) * w - delta[at(n - 1)] * delta[at(n)] * (dpsi + dphi);
        let b = delta[at(n - 1)] * delta[at(n)] * w;
        if c < zero {
            c = c.abs();
        }
        let mut eta = if c == zero {
            -w / (dpsi + dphi)
        } else {
            root_upper(a, b, c)
        };
        // η must move against w; otherwise take a Newton step.
        if w * eta > zero {
            eta = -w / (dpsi + dphi);
        }
        let temp = tau + eta;
        if temp > dltub || temp < dltlb {
            eta = if w < zero {
                (dltub - tau) / two
            } else {
                (dltlb - tau) / two
            };
        }
        for x in delta.iter_mut() {
            *x = *x - eta;
        }
        tau = tau + eta;
        (_, dpsi, _, dphi, erretm, w) = sums(delta, tau);
        for _ in niter + 1..=MAXIT {
            if w.abs() <= eps * erretm {
                return (d[at(i)] + tau, 0);
            }
            if w <= zero {
                dltlb = dltlb.max(tau);
            } else {
                dltub = dltub.min(tau);
            }
            let c = w - delta[at(n - 1)] * dpsi - delta[at(n)] * dphi;
            let a = (delta[at(n - 1)] + delta[at(n)]) * w
                - delta[at(n - 1)] * delta[at(n)] * (dpsi + dphi);
            let b = delta[at(n - 1)] * delta[at(n)] * w;
            let mut eta = root_upper(a, b, c);
            if w * eta > zero {
                eta = -w / (dpsi + dphi);
            }
            let temp = tau + eta;
            if temp > dltub || temp < dltlb {
                eta = if w < zero {
                    (dltub - tau) / two
                } else {
                    (dltlb - tau) / two
                };
            }
            for x in delta.iter_mut() {
                *x = *x - eta;
            }
            tau = tau + eta;
            (_, dpsi, _, dphi, erretm, w) = sums(delta, tau);
        }
        return (d[at(i)] + tau, 1);
    }
    // A root in (d(i), d(i+1)): work from the nearer pole (ORGATI: d(i)).
    let mut niter = 1;
    let ip1 = i + 1;
    let del = d[at(ip1)] - d[at(i)];
    let midpt = del / two;
    for j in 1..=n {
        delta[at(j)] = (d[at(j)] - d[at(i)]) - midpt;
    }
    let mut psi = zero;
    for j in 1..i {
        psi = psi + z[at(j)] * z[at(j)] / delta[at(j)];
    }
    let mut phi = zero;
    for j in (i + 2..=n).rev() {
        phi = phi + z[at(j)] * z[at(j)] / delta[at(j)];
    }
    let c = rhoinv + psi + phi;
    let w = c + z[at(i)] * z[at(i)] / delta[at(i)] + z[at(ip1)] * z[at(ip1)] / delta[at(ip1)];
    let orgati;
    let mut tau;
    let (mut dltlb, mut dltub);
    if w > zero {
        orgati = true;
        let a = c * del + z[at(i)] * z[at(i)] + z[at(ip1)] * z[at(ip1)];
        let b = z[at(i)] * z[at(i)] * del;
        tau = root_lower(a, b, c);
        dltlb = zero;
        dltub = midpt;
    } else {
        orgati = false;
        let a = c * del - z[at(i)] * z[at(i)] - z[at(ip1)] * z[at(ip1)];
        let b = z[at(ip1)] * z[at(ip1)] * del;
        tau = if a < zero {
            two * b / (a - (a * a + four * b * c).abs().sqrt())
        } else {
            -(a + (a * a + four * b * c).abs().sqrt()) / (two * c)
        };
        dltlb = -midpt;
        dltub = zero;
    }
    let origin = if orgati { d[at(i)] } else { d[at(ip1)] };
    for j in 1..=n {
        delta[at(j)] = (d[at(j)] - origin) - tau;
    }
    let ii = if orgati { i } else { i + 1 };
    let iim1 = ii - 1;
    let iip1 = ii + 1;
    let [mut psi, mut dpsi, mut phi, mut dphi, mut erretm] = secular_sums(z, delta, iim1, iip1);
    let mut w = rhoinv + phi + psi;
    // Whether to use the three-pole model (dlaed6) instead of two poles.
    let mut swtch3 = if orgati { w < zero } else { w > zero };
    if ii == 1 || ii == n {
        swtch3 = false;
    }
    let mut temp = z[at(ii)] / delta[at(ii)];
    let mut dw = dpsi + dphi + temp * temp;
    temp = z[at(ii)] * temp;
    w = w + temp;
    erretm = eight * (phi - psi) + erretm + two * rhoinv + three * temp.abs() + tau.abs() * dw;
    if w.abs() <= eps * erretm {
        return (origin + tau, 0);
    }
    if w <= zero {
        dltlb = dltlb.max(tau);
    } else {
        dltub = dltub.min(tau);
    }
    // The first step.
    niter += 1;
    let mut eta;
    if !swtch3 {
        let c = if orgati {
            let t = z[at(i)] / delta[at(i)];
            w - delta[at(ip1)] * dw - (d[at(i)] - d[at(ip1)]) * (t * t)
        } else {
            let t = z[at(ip1)] / delta[at(ip1)];
            w - delta[at(i)] * dw - (d[at(ip1)] - d[at(i)]) * (t * t)
        };
        let mut a = (delta[at(i)] + delta[at(ip1)]) * w - delta[at(i)] * delta[at(ip1)] * dw;
        let b = delta[at(i)] * delta[at(ip1)] * w;
        eta = if c == zero {
            if a == zero {
                a = if orgati {
                    z[at(i)] * z[at(i)] + delta[at(ip1)] * delta[at(ip1)] * (dpsi + dphi)
                } else {
                    z[at(ip1)] * z[at(ip1)] + delta[at(i)] * delta[at(i)] * (dpsi + dphi)
                };
            }
            b / a
        } else {
            root_lower(a, b, c)
        };
    } else {
        let temp = rhoinv + psi + phi;
        let (c, zz1, zz3) = three_pole(z, d, delta, (iim1, ii, iip1), orgati, temp, dpsi, dphi);
        let zz = [zz1, z[at(ii)] * z[at(ii)], zz3];
        let info;
        (eta, info) = laed6(niter, orgati, c, &delta[at(iim1)..at(iim1) + 3], &zz, w);
        if info != 0 {
            return (origin + tau, info);
        }
    }
    if w * eta >= zero {
        eta = -w / dw;
    }
    let temp = tau + eta;
    if temp > dltub || temp < dltlb {
        eta = if w < zero {
            (dltub - tau) / two
        } else {
            (dltlb - tau) / two
        };
    }
    let mut prew = w;
    for x in delta.iter_mut() {
        *x = *x - eta;
    }
    [psi, dpsi, phi, dphi, erretm] = secular_sums(z, delta, iim1, iip1);
    let mut temp = z[at(ii)] / delta[at(ii)];
    dw = dpsi + dphi + temp * temp;
    temp = z[at(ii)] * temp;
    w = rhoinv + phi + psi + temp;
    erretm =
        eight * (phi - psi) + erretm + two * rhoinv + three * temp.abs() + (tau + eta).abs() * dw;
    let mut swtch = if orgati {
        -w > prew.abs() / ten
    } else {
        w > prew.abs() / ten
    };
    tau = tau + eta;
    // The main loop.
    for niter in niter + 1..=MAXIT {
        if w.abs() <= eps * erretm {
            return (origin + tau, 0);
        }
        if w <= zero {
            dltlb = dltlb.max(tau);
        } else {
            dltub = dltub.min(tau);
        }
        if !swtch3 {
            let c = if !swtch {
                if orgati {
                    let t = z[at(i)] / delta[at(i)];
                    w - delta[at(ip1)] * dw - (d[at(i)] - d[at(ip1)]) * (t * t)
                } else {
                    let t = z[at(ip1)] / delta[at(ip1)];
                    w - delta[at(i)] * dw - (d[at(ip1)] - d[at(i)]) * (t * t)
                }
            } else {
                let temp = z[at(ii)] / delta[at(ii)];
                if orgati {
                    dpsi = dpsi + temp * temp;
                } else {
                    dphi = dphi + temp * temp;
                }
                w - delta[at(i)] * dpsi - delta[at(ip1)] * dphi
            };
            let mut a = (delta[at(i)] + delta[at(ip1)]) * w - delta[at(i)] * delta[at(ip1)] * dw;
            let b = delta[at(i)] * delta[at(ip1)] * w;
            eta = if c == zero {
                if a == zero {
                    a = if !swtch {
                        if orgati {
                            z[at(i)] * z[at(i)] + delta[at(ip1)] * delta[at(ip1)] * (dpsi + dphi)
                        } else {
                            z[at(ip1)] * z[at(ip1)] + delta[at(i)] * delta[at(i)] * (dpsi + dphi)
                        }
                    } else {
                        delta[at(i)] * delta[at(i)] * dpsi + delta[at(ip1)] * delta[at(ip1)] * dphi
                    };
                }
                b / a
            } else {
                root_lower(a, b, c)
            };
        } else {
            let temp = rhoinv + psi + phi;
            let (c, zz1, zz3) = if swtch {
                (
                    temp - delta[at(iim1)] * dpsi - delta[at(iip1)] * dphi,
                    delta[at(iim1)] * delta[at(iim1)] * dpsi,
                    delta[at(iip1)] * delta[at(iip1)] * dphi,
                )
            } else {
                three_pole(z, d, delta, (iim1, ii, iip1), orgati, temp, dpsi, dphi)
            };
            let zz = [zz1, z[at(ii)] * z[at(ii)], zz3];
            let info;
            (eta, info) = laed6(niter, orgati, c, &delta[at(iim1)..at(iim1) + 3], &zz, w);
            if info != 0 {
                return (origin + tau, info);
            }
        }
        if w * eta >= zero {
            eta = -w / dw;
        }
        let temp = tau + eta;
        if temp > dltub || temp < dltlb {
            eta = if w < zero {
                (dltub - tau) / two
            } else {
                (dltlb - tau) / two
            };
        }
        for x in delta.iter_mut() {
            *x = *x - eta;
        }
        tau = tau + eta;
        prew = w;
        [psi, dpsi, phi, dphi, erretm] = secular_sums(z, delta, iim1, iip1);
        let mut temp = z[at(ii)] / delta[at(ii)];
        dw = dpsi + dphi + temp * temp;
        temp = z[at(ii)] * temp;
        w = rhoinv + phi + psi + temp;
        erretm = eight * (phi - psi) + erretm + two * rhoinv + three * temp.abs() + tau.abs() * dw;
        if w * prew > zero && w.abs() > prew.abs() / ten {
            swtch = !swtch;
        }
    }
    (origin + tau, 1)
}

/// dlaed4's three-pole model when SWTCH is off: (c, zz(1), zz(3)) for dlaed6.
#[allow(clippy::too_many_arguments)]
fn three_pole<R: Real>(
    z: &[R],
    d: &[R],
    delta: &[R],
    (iim1, _ii, iip1): (usize, usize, usize),
    orgati: bool,
    temp: R,
    dpsi: R,
    dphi: R,
) -> (R, R, R) {
    if orgati {
        let mut temp1 = z[at(iim1)] / delta[at(iim1)];
        temp1 = temp1 * temp1;
        let c = temp - delta[at(iip1)] * (dpsi + dphi) - (d[at(iim1)] - d[at(iip1)]) * temp1;
        let zz1 = z[at(iim1)] * z[at(iim1)];
        let zz3 = delta[at(iip1)] * delta[at(iip1)] * ((dpsi - temp1) + dphi);
        (c, zz1, zz3)
    } else {
        let mut temp1 = z[at(iip1)] / delta[at(iip1)];
        temp1 = temp1 * temp1;
        let c = temp - delta[at(iim1)] * (dpsi + dphi) - (d[at(iip1)] - d[at(iim1)]) * temp1;
        let zz1 = delta[at(iim1)] * delta[at(iim1)] * (dpsi + (dphi - temp1));
        let zz3 = z[at(iip1)] * z[at(iip1)];
        (c, zz1, zz3)
    }
}

/// The two roots of c·η² − a·η + b = 0 as dlaed4 and dlasd4 take them, each in its form
/// free of cancellation: `root_upper` is (a + √|a² − 4bc|)/(2c) for a ≥ 0, else
/// 2b/(a − √|a² − 4bc|); `root_lower` is (a − √|a² − 4bc|)/(2c) for a ≤ 0, else
/// 2b/(a + √|a² − 4bc|).
pub(super) fn root_upper<R: Real>(a: R, b: R, c: R) -> R {
    let (two, four) = (R::from_f64(2.0), R::from_f64(4.0));
    let s = (a * a - four * b * c).abs().sqrt();
    if a >= R::ZERO {
        (a + s) / (two * c)
    } else {
        two * b / (a - s)
    }
}

/// See [`root_upper`].
pub(super) fn root_lower<R: Real>(a: R, b: R, c: R) -> R {
    let (two, four) = (R::from_f64(2.0), R::from_f64(4.0));
    let s = (a * a - four * b * c).abs().sqrt();
    if a <= R::ZERO {
        (a - s) / (two * c)
    } else {
        two * b / (a + s)
    }
}

/// dlaed5: the i-th root (i = 1, 2) of the 2×2 secular equation; `delta` becomes the
/// normalised eigenvector.
fn laed5<R: Real>(i: usize, d: &[R], z: &[R], delta: &mut [R], rho: R) -> R {
    let (zero, one, two, four) = (R::ZERO, R::ONE, R::from_f64(2.0), R::from_f64(4.0));
    let del = d[1] - d[0];
    let dlam;
    if i == 1 {
        let w = one + two * rho * (z[1] * z[1] - z[0] * z[0]) / del;
        if w > zero {
            let b = del + rho * (z[0] * z[0] + z[1] * z[1]);
            let c = rho * z[0] * z[0] * del;
            let tau = two * c / (b + (b * b - four * c).abs().sqrt());
            dlam = d[0] + tau;
            delta[0] = -z[0] / tau;
            delta[1] = z[1] / (del - tau);
        } else {
            let b = -del + rho * (z[0] * z[0] + z[1] * z[1]);
            let c = rho * z[1] * z[1] * del;
            let tau = if b > zero {
                -two * c / (b + (b * b + four * c).sqrt())
            } else {
                (b - (b * b + four * c).sqrt()) / two
            };
            dlam = d[1] + tau;
            delta[0] = -z[0] / (del + tau);
            delta[1] = -z[1] / tau;
        }
    } else {
        let b = -del + rho * (z[0] * z[0] + z[1] * z[1]);
        let c = rho * z[1] * z[1] * del;
        let tau = if b > zero {
            (b + (b * b + four * c).sqrt()) / two
        } else {
            two * c / (-b + (b * b + four * c).sqrt())
        };
        dlam = d[1] + tau;
        delta[0] = -z[0] / (del + tau);
        delta[1] = -z[1] / tau;
    }
    let temp = (delta[0] * delta[0] + delta[1] * delta[1]).sqrt();
    delta[0] = delta[0] / temp;
    delta[1] = delta[1] / temp;
    dlam
}

/// dlaed6: one step's worth of the root τ of finit + τ·Σ z(j)/(d(j)·(d(j) - τ)) = 0 (the
/// three-pole model of dlaed4, `rho` its constant), iterated to convergence between the
/// poles on the side ORGATI names. Returns (τ, info): info 1 when it did not converge.
pub(super) fn laed6<R: Real>(
    kniter: usize,
    orgati: bool,
    rho: R,
    d: &[R],
    z: &[R],
    finit: R,
) -> (R, usize) {
    let (zero, one, two, four, eight) = (
        R::ZERO,
        R::ONE,
        R::from_f64(2.0),
        R::from_f64(4.0),
        R::from_f64(8.0),
    );
    let (mut lbd, mut ubd) = if orgati { (d[1], d[2]) } else { (d[0], d[1]) };
    if finit < zero {
        lbd = zero;
    } else {
        ubd = zero;
    }
    let mut tau = zero;
    if kniter == 2 {
        let (a, b, c);
        if orgati {
            let temp = (d[2] - d[1]) / two;
            c = rho + z[0] / ((d[0] - d[1]) - temp);
            a = c * (d[1] + d[2]) + z[1] + z[2];
            b = c * d[1] * d[2] + z[1] * d[2] + z[2] * d[1];
        } else {
            let temp = (d[0] - d[1]) / two;
            c = rho + z[2] / ((d[2] - d[1]) - temp);
            a = c * (d[0] + d[1]) + z[0] + z[1];
            b = c * d[0] * d[1] + z[0] * d[1] + z[1] * d[0];
        }
        let temp = a.abs().max(b.abs()).max(c.abs());
        let (a, b, c) = (a / temp, b / temp, c / temp);
        tau = if c == zero {
            b / a
        } else {
            root_lower(a, b, c)
        };
        if tau < lbd || tau > ubd {
            tau = (lbd + ubd) / two;
        }
        if d[0] == tau || d[1] == tau || d[2] == tau {
            tau = zero;
        } else {
            let temp = finit
                + tau * z[0] / (d[0] * (d[0] - tau))
                + tau * z[1] / (d[1] * (d[1] - tau))
                + tau * z[2] / (d[2] * (d[2] - tau));
            if temp <= zero {
                lbd = tau;
            } else {
                ubd = tau;
            }
            if finit.abs() <= temp.abs() {
                tau = zero;
            }
        }
    }
    let eps = R::EPS;
    // SMALL1 = BASE**INT(LOG(SAFMIN)/LOG(BASE)/3): 2^-340 (double), 2^-42 (single).
    let small1 = if R::SFMIN.to_f64() < 1e-300 {
        R::from_f64(2f64.powi(-340))
    } else {
        R::from_f64(2f64.powi(-42))
    };
    let sminv1 = one / small1;
    let small2 = small1 * small1;
    let sminv2 = sminv1 * sminv1;
    // Scale when τ is close to a pole, for accuracy.
    let temp = if orgati {
        (d[1] - tau).abs().min((d[2] - tau).abs())
    } else {
        (d[0] - tau).abs().min((d[1] - tau).abs())
    };
    let mut dscale = [zero; 3];
    let mut zscale = [zero; 3];
    let mut sclinv = None;
    if temp <= small1 {
        let (sclfac, inv) = if temp <= small2 {
            (sminv2, small2)
        } else {
            (sminv1, small1)
        };
        for i in 0..3 {
            dscale[i] = d[i] * sclfac;
            zscale[i] = z[i] * sclfac;
        }
        tau = tau * sclfac;
        lbd = lbd * sclfac;
        ubd = ubd * sclfac;
        sclinv = Some(inv);
    } else {
        dscale.copy_from_slice(&d[..3]);
        zscale.copy_from_slice(&z[..3]);
    }
    let unscale = |tau: R| match sclinv {
        Some(inv) => tau * inv,
        None => tau,
    };
    let (mut fc, mut df, mut ddf) = (zero, zero, zero);
    for i in 0..3 {
        let temp = one / (dscale[i] - tau);
        let temp1 = zscale[i] * temp;
        let temp2 = temp1 * temp;
        let temp3 = temp2 * temp;
        fc = fc + temp1 / dscale[i];
        df = df + temp2;
        ddf = ddf + temp3;
    }
    let mut f = finit + tau * fc;
    if f.abs() <= zero {
        return (unscale(tau), 0);
    }
    if f <= zero {
        lbd = tau;
    } else {
        ubd = tau;
    }
    // Gragg's cubically convergent iteration.
    for _ in 2..=MAXIT6 {
        let (temp1, temp2) = if orgati {
            (dscale[1] - tau, dscale[2] - tau)
        } else {
            (dscale[0] - tau, dscale[1] - tau)
        };
        let a = (temp1 + temp2) * f - temp1 * temp2 * df;
        let b = temp1 * temp2 * f;
        let c = f - (temp1 + temp2) * df + temp1 * temp2 * ddf;
        let temp = a.abs().max(b.abs()).max(c.abs());
        let (a, b, c) = (a / temp, b / temp, c / temp);
        let mut eta = if c == zero {
            b / a
        } else {
            root_lower(a, b, c)
        };
        if f * eta >= zero {
            eta = -f / df;
        }
        tau = tau + eta;
        if tau < lbd || tau > ubd {
            tau = (lbd + ubd) / two;
        }
        fc = zero;
        let mut erretm = zero;
        df = zero;
        ddf = zero;
        for i in 0..3 {
            if dscale[i] - tau != zero {
                let temp = one / (dscale[i] - tau);
                let temp1 = zscale[i] * temp;
                let temp2 = temp1 * temp;
                let temp3 = temp2 * temp;
                let temp4 = temp1 / dscale[i];
                fc = fc + temp4;
                erretm = erretm + temp4.abs();
                df = df + temp2;
                ddf = ddf + temp3;
            } else {
                return (unscale(tau), 0);
            }
        }
        f = finit + tau * fc;
        erretm = eight * (finit.abs() + tau.abs() * erretm) + tau.abs() * df;
        if f.abs() <= four * eps * erretm || (ubd - lbd) <= four * eps * tau.abs() {
            return (unscale(tau), 0);
        }
        if f <= zero {
            lbd = tau;
        } else {
            ubd = tau;
        }
    }
    (unscale(tau), 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The n = 40 tridiagonal matrix of `known_case`.
    fn case40() -> (Vec<f64>, Vec<f64>) {
        let n = 40;
        let d = (0..n).map(|i| ((i * 7) % 11) as f64 / 4.0 - 1.0).collect();
        let e = (0..n - 1).map(|i| 1.0 / (1 + i % 5) as f64).collect();
        (d, e)
    }

    /// max |T·Z - Z·diag(w)| and max |ZᵀZ - I| for row-major z.
    fn residuals<R: Real>(d: &[R], e: &[R], w: &[R], z: &[R]) -> (f64, f64) {
        let n = d.len();
        let zz = |i: usize, j: usize| z[i * n + j].to_f64();
        let (mut res, mut orth) = (0.0f64, 0.0f64);
        for (j, wj) in w.iter().enumerate() {
            for i in 0..n {
                let mut t = d[i].to_f64() * zz(i, j);
                if i > 0 {
                    t += e[i - 1].to_f64() * zz(i - 1, j);
                }
                if i + 1 < n {
                    t += e[i].to_f64() * zz(i + 1, j);
                }
                res = res.max((t - wj.to_f64() * zz(i, j)).abs());
            }
            for k in 0..n {
                let dot: f64 = (0..n).map(|i| zz(i, j) * zz(i, k)).sum();
                orth = orth.max((dot - if j == k { 1.0 } else { 0.0 }).abs());
            }
        }
        (res, orth)
    }

    #[test]
    fn known_case() {
        // scipy.linalg.lapack.dstevd(d, e, compute_v=1) (OpenBLAS 0.3.30's dstedc).
        let (mut d, mut e) = case40();
        let mut z = vec![0.0; 40 * 40];
        assert_eq!(stedc(&mut d, &mut e, &mut z), 0);
        // Bit-identical with dsteqr's shift by dlapy2; a few ulps apart with `hypot`.
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-14;
        for (i, w) in [
            (0, -1.6992353600363144),
            (1, -1.491638859763991),
            (19, 0.2344723323259401),
            (38, 2.093610107439322),
            (39, 2.158192265263054),
        ] {
            assert!(close(d[i], w), "w[{i}] = {} vs {w}", d[i]);
        }
        for (r, c, v) in [
            (11, 0, -0.8446380210270771),
            (10, 0, 0.5015606121399306),
            (29, 20, -0.8923257848918124),
            (10, 20, 1.4180158222892016e-05),
            (25, 39, -0.8341910979794681),
        ] {
            assert!(
                (z[r * 40 + c] - v).abs() < 1e-14,
                "z[{r},{c}] = {}",
                z[r * 40 + c]
            );
        }
        let (d0, e0) = case40();
        let (res, orth) = residuals(&d0, &e0, &d, &z);
        assert!(res < 1e-14 && orth < 1e-14, "{res} {orth}");
    }

    /// A deterministic pseudo-random sequence in [-1, 1).
    fn lcg(seed: &mut u64) -> f64 {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((*seed >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }

    fn check<R: Real>(d0: &[R], e0: &[R], tol: f64) {
        let n = d0.len();
        let (mut d, mut e) = (d0.to_vec(), e0.to_vec());
        let mut z = vec![R::ZERO; n * n];
        assert_eq!(stedc(&mut d, &mut e, &mut z), 0);
        assert!(d.windows(2).all(|p| p[0] <= p[1]), "not ascending");
        let scale = lanst_max(d0, e0).to_f64().max(1.0);
        let (res, orth) = residuals(d0, e0, &d, &z);
        assert!(res <= tol * scale && orth <= tol, "n = {n}: {res} {orth}");
    }

    #[test]
    fn random_split_and_clustered() {
        let mut seed = 7;
        for &n in &[26usize, 51, 77, 130] {
            let d: Vec<f64> = (0..n).map(|_| lcg(&mut seed)).collect();
            let mut e: Vec<f64> = (0..n - 1).map(|_| lcg(&mut seed)).collect();
            check(&d, &e, 1e-13);
            // Negligible off-diagonals split the matrix into blocks of both kinds.
            e[n / 3] = 1e-30;
            e[n / 3 + 4] = 0.0;
            check(&d, &e, 1e-13);
            // Single precision.
            let df: Vec<f32> = d.iter().map(|&x| x as f32).collect();
            let ef: Vec<f32> = e.iter().map(|&x| x as f32).collect();
            check(&df, &ef, 2e-5);
        }
        // Wilkinson's W+ (pairs of nearly equal eigenvalues) and the 1-2-1 matrix with a
        // zero diagonal (pieces with equal eigenvalues): deflation by rotation.
        for &n in &[61usize, 100] {
            let m = (n - 1) as f64 / 2.0;
            let d: Vec<f64> = (0..n).map(|i| (i as f64 - m).abs()).collect();
            check(&d, &vec![1.0; n - 1], 1e-13);
            check(&vec![0.0; n], &vec![1.0; n - 1], 1e-13);
        }
        // A diagonal matrix (every off-diagonal negligible) and a zero matrix.
        check(&[3.0, 1.0, 2.0].repeat(10), &[0.0; 29], 1e-15);
        check(&[0.0; 30], &[0.0; 29], 0.0);
    }

    #[test]
    fn small_orders_are_dsteqr() {
        let (d0, e0) = case40();
        let (mut d, mut e) = (d0[..25].to_vec(), e0[..24].to_vec());
        let (mut d2, mut e2) = (d.clone(), e.clone());
        let (mut z, mut z2) = (vec![0.0; 625], vec![0.0; 625]);
        assert_eq!(stedc(&mut d, &mut e, &mut z), 0);
        assert_eq!(steqr(&mut d2, &mut e2, Some(&mut z2)), 0);
        assert_eq!((d, z), (d2, z2));
    }

    #[test]
    fn non_finite_input_terminates() {
        for bad in [f64::NAN, f64::INFINITY] {
            let (mut d, mut e) = case40();
            d[17] = bad;
            let mut z = vec![0.0; 1600];
            stedc(&mut d, &mut e, &mut z);
            let (mut d, mut e) = case40();
            e[30] = bad;
            stedc(&mut d, &mut e, &mut z);
        }
    }

    #[test]
    fn secular_equation_roots() {
        // dlaed4's roots interlace the poles and satisfy the secular equation.
        let d = [-1.0, -0.25, 0.5, 0.75, 2.0];
        let z = [0.5, 0.3, 0.4, 0.2, 0.6];
        let rho = 1.5;
        let mut delta = [0.0; 5];
        for i in 1..=5 {
            let (lam, info) = laed4(i, &d, &z, &mut delta, rho);
            assert_eq!(info, 0);
            let upper = if i < 5 { d[i] } else { d[4] + rho };
            assert!(d[i - 1] < lam && lam < upper);
            let f: f64 = 1.0 / rho
                + z.iter()
                    .zip(&d)
                    .map(|(zj, dj)| zj * zj / (dj - lam))
                    .sum::<f64>();
            assert!(f.abs() < 1e-10, "f = {f}");
        }
    }
}
