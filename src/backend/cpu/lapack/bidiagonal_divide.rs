//! The divide-and-conquer SVD of a real upper bidiagonal matrix with singular vectors:
//! dbdsdc('U', 'I')'s path for orders above SMLSIZ = 25, which dgesdd/zgesdd take for jax's
//! `svd` with vectors. LAPACK's steps are followed one by one: dbdsdc's scaling and split
//! into subproblems at negligible off-diagonals, dlasd0's tree of leaves (dlasdt), each leaf
//! solved by dlasdq (dbdsqr, `bidiagonal_qr`), and the merges (dlasd1: deflation by dlasd2,
//! the secular equation by dlasd4/dlasd5/dlaed6 and the updated vectors by dlasd3), so that
//! values, orders and vector signs are LAPACK's. Not here: the compact form (COMPQ = 'P':
//! dlasda, dlasd6/7/8), the values-only and small-order paths (`bidiagonal_qr`), and the
//! final sort and lower-bidiagonal rotations, which `bidiagonal_qr::bdsdc` does.
//!
//! The LAPACK is Reference LAPACK as OpenBLAS 0.3.30 bundles it (dlasd2 before 2025's
//! changes: deflation tolerance 8·eps, |D(J) - D(JPREV)| compared). Its BLAS calls (dgemm
//! in dlasd3, drot in dlasd2, dnrm2) are written as OpenBLAS's SkylakeX kernels compute
//! them (the models `tridiagonal_divide` measured: fused multiply-adds, dnrm2 in x87
//! extended precision); other CPUs' kernels round differently in the last bits. With leaves
//! that equal LAPACK's bit for bit, the results do too.
//!
//! Indices are LAPACK's 1-based ones (`d[at(i)]` is D(I)); matrices are row-major, and a
//! `View` shows LAPACK's A(I, J) of a block inside one.

use super::bidiagonal_qr::{bdsqr, Vectors};
use super::openblas::{fma, gemm as gemm_column_major, nrm2};
use super::scalar::Real;
use super::tridiagonal_divide::{laed6, lamrg, lapy2, root_lower, root_upper};
use super::tridiagonal_qr::{lanst_max, lartg, lascl_valid};

/// dbdsdc's SMLSIZ (ilaenv(9, 'DBDSDC')): the largest subproblem solved by dlasdq.
pub(super) const SMLSIZ: usize = 25;

/// LAPACK's 1-based index i as a 0-based one.
fn at(i: usize) -> usize {
    i - 1
}

/// A block of a row-major matrix: A(i, j) (1-based) is `a[(i - 1) * ld + j - 1]`.
struct View<'a, R> {
    a: &'a mut [R],
    ld: usize,
}

impl<'a, R: Real> View<'a, R> {
    fn new(a: &'a mut [R], ld: usize) -> Self {
        View { a, ld }
    }
    fn get(&self, i: usize, j: usize) -> R {
        self.a[at(i) * self.ld + at(j)]
    }
    fn set(&mut self, i: usize, j: usize, v: R) {
        self.a[at(i) * self.ld + at(j)] = v;
    }
    /// The block whose A(1, 1) is this block's A(i, j) (LAPACK's `U( I, J ), LDU`).
    fn sub(&mut self, i: usize, j: usize) -> View<'_, R> {
        let ld = self.ld;
        View {
            a: &mut self.a[at(i) * ld + at(j)..],
            ld,
        }
    }
    fn swap_rows(&mut self, i: usize, k: usize, cols: usize) {
        for c in 1..=cols {
            let t = self.get(i, c);
            self.set(i, c, self.get(k, c));
            self.set(k, c, t);
        }
    }
    fn swap_columns(&mut self, j: usize, k: usize, rows: usize) {
        for r in 1..=rows {
            let t = self.get(r, j);
            self.set(r, j, self.get(r, k));
            self.set(r, k, t);
        }
    }
}

/// Whether R is single precision (sbdsdc differs from dbdsdc in one constant).
fn single<R: Real>() -> bool {
    R::EPS.to_f64() > 1e-10
}

/// dbdsdc('U', 'I') from its scaling to its unscaling, for n > SMLSIZ: the upper
/// bidiagonal (d, e) (e has n - 1 elements) is scaled to a largest element of one, split
/// into subproblems where |e(i)| < eps (the tiny diagonal elements raised to ±eps), each
/// solved by dlasd0 into the n×n row-major `u` and `vt` (which must hold the identity), and
/// the values unscaled. The values are left unsorted (dbdsdc's final selection sort is the
/// caller's). Returns info: 0, or dlasd0's failure (then the caller returns at once, as
/// dbdsdc does).
pub(super) fn bdsdc_divide<R: Real>(d: &mut [R], e: &mut [R], u: &mut [R], vt: &mut [R]) -> i32 {
    let n = d.len();
    if n <= 1 || e.len() + 1 < n || u.len() < n * n || vt.len() < n * n {
        return 0;
    }
    let (zero, one) = (R::ZERO, R::ONE);
    let orgnrm = lanst_max(d, &e[..n - 1]);
    if orgnrm == zero {
        return 0;
    }
    lascl_valid(d, orgnrm, one);
    lascl_valid(&mut e[..n - 1], orgnrm, one);
    // dbdsdc: EPS = 0.9·dlamch('Epsilon'); sbdsdc: slamch('Epsilon').
    let eps = if single::<R>() {
        R::EPS
    } else {
        R::from_f64(0.9) * R::EPS
    };
    for x in d.iter_mut() {
        if x.abs() < eps {
            *x = eps.with_sign_of(*x);
        }
    }
    let mut u = View::new(u, n);
    let mut vt = View::new(vt, n);
    let nm1 = n - 1;
    let sqre = 0;
    let mut start = 1;
    for i in 1..=nm1 {
        if e[at(i)].abs() < eps || i == nm1 {
            let nsize = if i < nm1 {
                // A subproblem with e(i) small, i < n - 1.
                i - start + 1
            } else if e[at(i)].abs() >= eps {
                // The last subproblem, e(n - 1) not small.
                n - start + 1
            } else {
                // e(n - 1) small: d(n) is a 1×1 subproblem, solved first.
                u.set(n, n, one.with_sign_of(d[at(n)]));
                vt.set(n, n, one);
                d[at(n)] = d[at(n)].abs();
                i - start + 1
            };
            let info = lasd0(
                sqre,
                &mut d[at(start)..at(start) + nsize],
                &mut e[at(start)..at(start) + nsize - 1 + sqre],
                &mut u.sub(start, start),
                &mut vt.sub(start, start),
            );
            if info != 0 {
                return info;
            }
            start = i + 1;
        }
    }
    lascl_valid(d, one, orgnrm);
    0
}

/// dlasd0: the SVD of the n×(n + sqre) upper bidiagonal (d, e) (e has n - 1 + sqre
/// elements): u (n×n) and vt ((n + sqre)×(n + sqre)) must hold the identity; on return d
/// holds the singular values (ascending for n ≤ SMLSIZ, else in dlasd1's order), u and vt
/// the vectors. Returns info.
fn lasd0<R: Real>(sqre: usize, d: &mut [R], e: &mut [R], u: &mut View<R>, vt: &mut View<R>) -> i32 {
    let n = d.len();
    if n <= SMLSIZ {
        return lasdq(sqre, d, e, u, vt);
    }
    let tree = lasdt(n, SMLSIZ);
    // The bottom level's subproblems, by dlasdq.
    let ndb1 = tree.nd.div_ceil(2);
    let mut idxq = vec![0usize; n];
    for i in ndb1..=tree.nd {
        let (ic, nl, nr) = (tree.inode[i], tree.ndiml[i], tree.ndimr[i]);
        let (nlf, nrf) = (ic - nl, ic + 1);
        let info = lasdq(
            1,
            &mut d[at(nlf)..at(nlf) + nl],
            &mut e[at(nlf)..at(nlf) + nl],
            &mut u.sub(nlf, nlf),
            &mut vt.sub(nlf, nlf),
        );
        if info != 0 {
            return info;
        }
        for j in 1..=nl {
            idxq[at(nlf - 1 + j)] = j;
        }
        let sqrei = if i == tree.nd { sqre } else { 1 };
        let info = lasdq(
            sqrei,
            &mut d[at(nrf)..at(nrf) + nr],
            &mut e[at(nrf)..at(nrf) + nr - 1 + sqrei],
            &mut u.sub(nrf, nrf),
            &mut vt.sub(nrf, nrf),
        );
        if info != 0 {
            return info;
        }
        for j in 1..=nr {
            idxq[at(ic + j)] = j;
        }
    }
    // Merge bottom-up.
    for lvl in (1..=tree.nlvl).rev() {
        let (lf, ll) = if lvl == 1 {
            (1, 1)
        } else {
            (1 << (lvl - 1), (1 << lvl) - 1)
        };
        for i in lf..=ll {
            let (ic, nl, nr) = (tree.inode[i], tree.ndiml[i], tree.ndimr[i]);
            let nlf = ic - nl;
            let sqrei = if sqre == 0 && i == ll { 0 } else { 1 };
            let (alpha, beta) = (d[at(ic)], e[at(ic)]);
            let info = lasd1(
                nl,
                nr,
                sqrei,
                &mut d[at(nlf)..at(nlf) + nl + nr + 1],
                alpha,
                beta,
                &mut u.sub(nlf, nlf),
                &mut vt.sub(nlf, nlf),
                &mut idxq[at(nlf)..],
            );
            if info != 0 {
                return info;
            }
        }
    }
    0
}

/// dlasdt's computation tree (1-based node arrays, node 0 unused).
struct Tree {
    nlvl: usize,
    nd: usize,
    inode: Vec<usize>,
    ndiml: Vec<usize>,
    ndimr: Vec<usize>,
}

/// dlasdt: the tree of subproblems of an order-n problem with leaves of at most `msub`.
fn lasdt(n: usize, msub: usize) -> Tree {
    let maxn = n.max(1);
    let temp = (maxn as f64 / (msub + 1) as f64).ln() / 2f64.ln();
    let lvl = (temp as i64 + 1).clamp(1, 40) as usize;
    let size = (1usize << lvl) + 1;
    let mut t = Tree {
        nlvl: lvl,
        nd: 0,
        inode: vec![0; size],
        ndiml: vec![0; size],
        ndimr: vec![0; size],
    };
    let i = n / 2;
    t.inode[1] = i + 1;
    t.ndiml[1] = i;
    t.ndimr[1] = n.saturating_sub(i + 1);
    let (mut il, mut ir, mut llst) = (0, 1, 1);
    for _ in 1..lvl {
        for i in 0..llst {
            il += 2;
            ir += 2;
            let ncrnt = llst + i;
            t.ndiml[il] = t.ndiml[ncrnt] / 2;
            t.ndimr[il] = t.ndiml[ncrnt].saturating_sub(t.ndiml[il] + 1);
            t.inode[il] = t.inode[ncrnt].saturating_sub(t.ndimr[il] + 1);
            t.ndiml[ir] = t.ndimr[ncrnt] / 2;
            t.ndimr[ir] = t.ndimr[ncrnt].saturating_sub(t.ndiml[ir] + 1);
            t.inode[ir] = t.inode[ncrnt] + t.ndiml[ir] + 1;
        }
        llst *= 2;
    }
    t.nd = llst * 2 - 1;
    t
}

/// dlasdq('U', sqre, n, ncvt = n + sqre, nru = n, ncc = 0): the SVD of the n×(n + sqre)
/// upper bidiagonal (d, e) by dbdsqr, u (n×n) and vt ((n + sqre)×(n + sqre)) updated,
/// values sorted ascending. For sqre = 1 the matrix is first rotated from the right to
/// lower bidiagonal and then from the left to upper. Returns dbdsqr's info.
fn lasdq<R: Real>(sqre: usize, d: &mut [R], e: &mut [R], u: &mut View<R>, vt: &mut View<R>) -> i32 {
    let n = d.len();
    if n == 0 {
        return 0;
    }
    let (zero, one) = (R::ZERO, R::ONE);
    let np1 = n + 1;
    if sqre == 1 {
        // Rotate on the right to n×n lower bidiagonal.
        let (mut cs, mut sn) = (vec![zero; n], vec![zero; n]);
        for i in 1..n {
            let (c, s, r) = lartg(d[at(i)], e[at(i)]);
            d[at(i)] = r;
            e[at(i)] = s * d[at(i + 1)];
            d[at(i + 1)] = c * d[at(i + 1)];
            cs[at(i)] = c;
            sn[at(i)] = s;
        }
        let (c, s, r) = lartg(d[at(n)], e[at(n)]);
        d[at(n)] = r;
        e[at(n)] = zero;
        cs[at(n)] = c;
        sn[at(n)] = s;
        // dlasr('L', 'V', 'F', n + 1, n + 1) on vt.
        for j in 1..=n {
            let (c, s) = (cs[at(j)], sn[at(j)]);
            if c != one || s != zero {
                for col in 1..=np1 {
                    let temp = vt.get(j + 1, col);
                    let x = vt.get(j, col);
                    vt.set(j + 1, col, c * temp - s * x);
                    vt.set(j, col, s * temp + c * x);
                }
            }
        }
        // Rotate the lower bidiagonal on the left to upper; dlasr('R', 'V', 'F', n, n) on u.
        for i in 1..n {
            let (c, s, r) = lartg(d[at(i)], e[at(i)]);
            d[at(i)] = r;
            e[at(i)] = s * d[at(i + 1)];
            d[at(i + 1)] = c * d[at(i + 1)];
            cs[at(i)] = c;
            sn[at(i)] = s;
        }
        for j in 1..n {
            let (c, s) = (cs[at(j)], sn[at(j)]);
            if c != one || s != zero {
                for row in 1..=n {
                    let temp = u.get(row, j + 1);
                    let x = u.get(row, j);
                    u.set(row, j + 1, c * temp - s * x);
                    u.set(row, j, s * temp + c * x);
                }
            }
        }
    }
    // dbdsqr('U', n, ncvt = n + sqre, nru = n) on contiguous copies. Its rotations act on
    // each column of vt alike and depend only on (d, e), so vt's last column (sqre = 1)
    // goes through a second, identical run on a copy of (d, e).
    let mut vt1 = vec![zero; n * n];
    let mut u1 = vec![zero; n * n];
    for i in 1..=n {
        for j in 1..=n {
            vt1[at(i) * n + at(j)] = vt.get(i, j);
            u1[at(i) * n + at(j)] = u.get(i, j);
        }
    }
    if sqre == 1 {
        let mut last = vec![zero; n * n];
        for i in 1..=n {
            last[at(i) * n] = vt.get(i, np1);
        }
        let mut scratch = vec![zero; n * n];
        let (mut d2, mut e2) = (d.to_vec(), e[..n - 1].to_vec());
        bdsqr(
            &mut d2,
            &mut e2,
            Some(Vectors {
                vt: &mut last,
                u: &mut scratch,
            }),
        );
        for i in 1..=n {
            vt.set(i, np1, last[at(i) * n]);
        }
    }
    let info = bdsqr(
        d,
        &mut e[..n - 1],
        Some(Vectors {
            vt: &mut vt1,
            u: &mut u1,
        }),
    );
    for i in 1..=n {
        for j in 1..=n {
            vt.set(i, j, vt1[at(i) * n + at(j)]);
            u.set(i, j, u1[at(i) * n + at(j)]);
        }
    }
    // Sort ascending (one swap per position).
    for i in 1..=n {
        let (mut isub, mut smin) = (i, d[at(i)]);
        for j in i + 1..=n {
            if d[at(j)] < smin {
                isub = j;
                smin = d[at(j)];
            }
        }
        if isub != i {
            d[at(isub)] = d[at(i)];
            d[at(i)] = smin;
            vt.swap_rows(isub, i, n + sqre);
            u.swap_columns(isub, i, n);
        }
    }
    info
}

/// dlasd1: merges two solved subproblems (the nl×(nl + 1) and nr×(nr + sqre) blocks of
/// d(1..nl), d(nl+2..n), whose vectors are u's and vt's diagonal blocks) joined by row
/// nl + 1 = (alpha, beta) into the SVD of the n×(n + sqre) matrix, n = nl + nr + 1.
/// `idxq` (n) holds the permutations sorting each half ascending on entry and the whole on
/// return. Returns info (dlasd4's failure).
fn lasd1<R: Real>(
    nl: usize,
    nr: usize,
    sqre: usize,
    d: &mut [R],
    mut alpha: R,
    mut beta: R,
    u: &mut View<R>,
    vt: &mut View<R>,
    idxq: &mut [usize],
) -> i32 {
    let (zero, one) = (R::ZERO, R::ONE);
    let n = nl + nr + 1;
    let m = n + sqre;
    // Scale.
    let mut orgnrm = alpha.abs().max(beta.abs());
    d[at(nl + 1)] = zero;
    for x in d[..n].iter() {
        if x.abs() > orgnrm {
            orgnrm = x.abs();
        }
    }
    lascl_valid(&mut d[..n], orgnrm, one);
    alpha = alpha / orgnrm;
    beta = beta / orgnrm;
    // Deflate.
    let mut w = Merge {
        z: vec![zero; m],
        dsigma: vec![zero; n],
        u2: vec![zero; n * n],
        vt2: vec![zero; m * m],
        idxc: vec![0; n],
        ctot: [0; 4],
        k: 0,
    };
    lasd2(nl, nr, sqre, d, alpha, beta, u, vt, idxq, &mut w);
    // Solve the secular equation and update the vectors.
    let info = lasd3(nl, nr, sqre, d, u, vt, &mut w);
    if info != 0 {
        return info;
    }
    lascl_valid(&mut d[..n], one, orgnrm);
    let k = w.k;
    lamrg(k, n - k, d, 1, -1, idxq);
    0
}

/// What dlasd2 hands dlasd3: z (m), the deflated problem's values `dsigma` (n), the
/// permuted vectors u2 (n×n) and vt2 (m×m, row-major), idxc (the column-type grouping),
/// ctot (columns of each type) and k (the size of the deflated problem).
struct Merge<R> {
    z: Vec<R>,
    dsigma: Vec<R>,
    u2: Vec<R>,
    vt2: Vec<R>,
    idxc: Vec<usize>,
    ctot: [usize; 4],
    k: usize,
}

/// dlasd2: forms the secular equation's z from vt's rows, sorts, and deflates small z
/// components and close values (rotating u's columns and vt's rows), moving the deflated
/// values to d(k+1..n) and their vectors to u and vt, the rest to `w`.
fn lasd2<R: Real>(
    nl: usize,
    nr: usize,
    sqre: usize,
    d: &mut [R],
    alpha: R,
    beta: R,
    u: &mut View<R>,
    vt: &mut View<R>,
    idxq: &mut [usize],
    w: &mut Merge<R>,
) {
    let (zero, one, two, eight) = (R::ZERO, R::ONE, R::from_f64(2.0), R::from_f64(8.0));
    let n = nl + nr + 1;
    let m = n + sqre;
    let (nlp1, nlp2) = (nl + 1, nl + 2);
    let z = &mut w.z;
    let dsigma = &mut w.dsigma;
    let mut u2 = View::new(&mut w.u2, n);
    let mut vt2 = View::new(&mut w.vt2, m);
    let idxc = &mut w.idxc;
    let mut idxp = vec![0usize; n];
    let mut idx = vec![0usize; n];
    let mut coltyp = vec![0usize; n];
    // z's first part, and the first half of d moved one position back.
    let z1 = alpha * vt.get(nlp1, nlp1);
    z[at(1)] = z1;
    for i in (1..=nl).rev() {
        z[at(i + 1)] = alpha * vt.get(i, nlp1);
        d[at(i + 1)] = d[at(i)];
        idxq[at(i + 1)] = idxq[at(i)] + 1;
    }
    // z's second part.
    for i in nlp2..=m {
        z[at(i)] = beta * vt.get(i, nlp2);
    }
    for c in &mut coltyp[at(2)..at(nlp1) + 1] {
        *c = 1;
    }
    for c in &mut coltyp[at(nlp2)..at(n) + 1] {
        *c = 2;
    }
    for q in &mut idxq[at(nlp2)..at(n) + 1] {
        *q += nlp1;
    }
    // dsigma, idxc and u2's first column as storage while sorting.
    for i in 2..=n {
        let q = idxq[at(i)];
        dsigma[at(i)] = d[at(q)];
        u2.set(i, 1, z[at(q)]);
        idxc[at(i)] = coltyp[at(q)];
    }
    lamrg(nl, nr, &dsigma[1..], 1, 1, &mut idx[1..]);
    for i in 2..=n {
        let idxi = 1 + idx[at(i)];
        d[at(i)] = dsigma[at(idxi)];
        z[at(i)] = u2.get(idxi, 1);
        coltyp[at(i)] = idxc[at(idxi)];
    }
    // The deflation tolerance.
    let eps = R::EPS;
    let tol = alpha.abs().max(beta.abs());
    let tol = eight * eps * d[at(n)].abs().max(tol);
    // Deflate small z components (moved to the end) and close values (a rotation zeroes
    // one z component).
    let mut k = 1;
    let mut k2 = n + 1;
    let mut jprev = 0;
    let mut all_deflated = false;
    for j in 2..=n {
        if z[at(j)].abs() <= tol {
            k2 -= 1;
            idxp[at(k2)] = j;
            coltyp[at(j)] = 4;
            if j == n {
                all_deflated = true;
            }
        } else {
            jprev = j;
            break;
        }
    }
    if !all_deflated {
        let mut j = jprev;
        loop {
            j += 1;
            if j > n {
                break;
            }
            if z[at(j)].abs() <= tol {
                k2 -= 1;
                idxp[at(k2)] = j;
                coltyp[at(j)] = 4;
            } else if (d[at(j)] - d[at(jprev)]).abs() <= tol {
                let mut s = z[at(jprev)];
                let mut c = z[at(j)];
                let tau = lapy2(c, s);
                c = c / tau;
                s = -s / tau;
                z[at(j)] = tau;
                z[at(jprev)] = zero;
                let mut idxjp = idxq[at(idx[at(jprev)] + 1)];
                let mut idxj = idxq[at(idx[at(j)] + 1)];
                if idxjp <= nlp1 {
                    idxjp -= 1;
                }
                if idxj <= nlp1 {
                    idxj -= 1;
                }
                // drot on u's columns and vt's rows.
                for r in 1..=n {
                    let (x, y) = (u.get(r, idxjp), u.get(r, idxj));
                    u.set(r, idxjp, fma(c, x, s * y));
                    u.set(r, idxj, fma(c, y, -(s * x)));
                }
                for col in 1..=m {
                    let (x, y) = (vt.get(idxjp, col), vt.get(idxj, col));
                    vt.set(idxjp, col, fma(c, x, s * y));
                    vt.set(idxj, col, fma(c, y, -(s * x)));
                }
                if coltyp[at(j)] != coltyp[at(jprev)] {
                    coltyp[at(j)] = 3;
                }
                coltyp[at(jprev)] = 4;
                k2 -= 1;
                idxp[at(k2)] = jprev;
                jprev = j;
            } else {
                k += 1;
                u2.set(k, 1, z[at(jprev)]);
                dsigma[at(k)] = d[at(jprev)];
                idxp[at(k)] = jprev;
                jprev = j;
            }
        }
        // The last value.
        k += 1;
        u2.set(k, 1, z[at(jprev)]);
        dsigma[at(k)] = d[at(jprev)];
        idxp[at(k)] = jprev;
    }
    // Group the columns by type (1: left only, 2: right only, 3: dense, 4: deflated).
    let mut ctot = [0usize; 4];
    for &ct in &coltyp[at(2)..at(n) + 1] {
        ctot[ct - 1] += 1;
    }
    let mut psm = [
        2,
        2 + ctot[0],
        2 + ctot[0] + ctot[1],
        2 + ctot[0] + ctot[1] + ctot[2],
    ];
    for j in 2..=n {
        let ct = coltyp[at(idxp[at(j)])];
        idxc[at(psm[ct - 1])] = j;
        psm[ct - 1] += 1;
    }
    // Sort the values and vectors into dsigma, u2 and vt2: the k not deflated first.
    for j in 2..=n {
        dsigma[at(j)] = d[at(idxp[at(j)])];
        let mut idxj = idxq[at(idx[at(idxp[at(idxc[at(j)])])] + 1)];
        if idxj <= nlp1 {
            idxj -= 1;
        }
        for r in 1..=n {
            u2.set(r, j, u.get(r, idxj));
        }
        for col in 1..=m {
            vt2.set(j, col, vt.get(idxj, col));
        }
    }
    // dsigma(1), dsigma(2) and z(1).
    dsigma[at(1)] = zero;
    let hlftol = tol / two;
    if dsigma[at(2)].abs() <= hlftol {
        dsigma[at(2)] = hlftol;
    }
    let (mut c, mut s) = (one, zero);
    if m > n {
        z[at(1)] = lapy2(z1, z[at(m)]);
        if z[at(1)] <= tol {
            c = one;
            s = zero;
            z[at(1)] = tol;
        } else {
            c = z1 / z[at(1)];
            s = z[at(m)] / z[at(1)];
        }
    } else if z1.abs() <= tol {
        z[at(1)] = tol;
    } else {
        z[at(1)] = z1;
    }
    for i in 2..=k {
        z[at(i)] = u2.get(i, 1);
    }
    // u2's first column, vt2's first row and vt's last row.
    for i in 1..=n {
        u2.set(i, 1, zero);
    }
    u2.set(nlp1, 1, one);
    if m > n {
        for i in 1..=nlp1 {
            vt.set(m, i, -s * vt.get(nlp1, i));
            vt2.set(1, i, c * vt.get(nlp1, i));
        }
        for i in nlp2..=m {
            vt2.set(1, i, s * vt.get(m, i));
            vt.set(m, i, c * vt.get(m, i));
        }
    } else {
        for i in 1..=m {
            vt2.set(1, i, vt.get(nlp1, i));
        }
    }
    if m > n {
        for i in 1..=m {
            vt2.set(m, i, vt.get(m, i));
        }
    }
    // The deflated values and vectors go to the back of d, u and vt.
    if n > k {
        d[at(k + 1)..at(n) + 1].copy_from_slice(&dsigma[at(k + 1)..at(n) + 1]);
        for r in 1..=n {
            for col in k + 1..=n {
                u.set(r, col, u2.get(r, col));
            }
        }
        for r in k + 1..=n {
            for col in 1..=m {
                vt.set(r, col, vt2.get(r, col));
            }
        }
    }
    w.ctot = ctot;
    w.k = k;
}

/// C(c0.., ..) (rows×cols) := [C +] A(a0.., ..)·B(b0.., ..) (inner dimension kk): dlasd3's
/// dgemm('N', 'N') with alpha = 1 and beta = 0 or 1, on LAPACK's column-major operands
/// (`openblas::gemm`); beta = 1 adds the product to C once, as OpenBLAS's kernels do.
fn gemm<R: Real>(
    (rows, cols, kk): (usize, usize, usize),
    a: &View<R>,
    (ai, aj): (usize, usize),
    b: &View<R>,
    (bi, bj): (usize, usize),
    c: &mut View<R>,
    (ci, cj): (usize, usize),
    accumulate: bool,
) {
    if rows == 0 || cols == 0 {
        return;
    }
    let mut acm = vec![R::ZERO; rows * kk];
    let mut bcm = vec![R::ZERO; kk * cols];
    for l in 0..kk {
        for i in 0..rows {
            acm[i + l * rows] = a.get(ai + i, aj + l);
        }
        for j in 0..cols {
            bcm[l + j * kk] = b.get(bi + l, bj + j);
        }
    }
    let mut ccm = vec![R::ZERO; rows * cols];
    gemm_column_major(
        (rows, cols, kk),
        &acm,
        rows,
        &bcm,
        kk.max(1),
        &mut ccm,
        rows,
    );
    for i in 0..rows {
        for j in 0..cols {
            let v = ccm[i + j * rows];
            let v = if accumulate {
                c.get(ci + i, cj + j) + v
            } else {
                v
            };
            c.set(ci + i, cj + j, v);
        }
    }
}

/// dlasd3: the k singular values of the deflated problem (dlasd4 for each), z recomputed
/// from them (Löwner), and the vectors of the merged problem: u = u2·Q, vt = Q'·vt2 over the
/// column groups of dlasd2. Returns info (dlasd4's failure).
fn lasd3<R: Real>(
    nl: usize,
    nr: usize,
    sqre: usize,
    d: &mut [R],
    u: &mut View<R>,
    vt: &mut View<R>,
    w: &mut Merge<R>,
) -> i32 {
    let (zero, one) = (R::ZERO, R::ONE);
    let n = nl + nr + 1;
    let m = n + sqre;
    let (nlp1, nlp2) = (nl + 1, nl + 2);
    let k = w.k;
    let ctot = w.ctot;
    let z = &mut w.z;
    let dsigma = &w.dsigma;
    let idxc = &w.idxc;
    let u2 = View::new(&mut w.u2, n);
    let mut vt2 = View::new(&mut w.vt2, m);
    if k == 1 {
        d[at(1)] = z[at(1)].abs();
        for col in 1..=m {
            vt.set(1, col, vt2.get(1, col));
        }
        for r in 1..=n {
            let x = u2.get(r, 1);
            u.set(r, 1, if z[at(1)] > zero { x } else { -x });
        }
        return 0;
    }
    let mut qbuf = vec![zero; k * k];
    let mut q = View::new(&mut qbuf, k);
    // Keep a copy of z (Q's first column), then normalize z.
    for i in 1..=k {
        q.set(i, 1, z[at(i)]);
    }
    let rho = nrm2(&z[..k]);
    lascl_valid(&mut z[..k], rho, one);
    let rho = rho * rho;
    // The new singular values; dlasd4's differences go to u(1..k, j), its sums to vt.
    let mut delta = vec![zero; k];
    let mut work = vec![zero; k];
    for j in 1..=k {
        let (sigma, info) = lasd4(k, j, dsigma, &z[..k], &mut delta, rho, &mut work);
        d[at(j)] = sigma;
        for i in 1..=k {
            u.set(i, j, delta[at(i)]);
            vt.set(i, j, work[at(i)]);
        }
        if info != 0 {
            return info;
        }
    }
    // The updated z.
    for i in 1..=k {
        let mut zi = u.get(i, k) * vt.get(i, k);
        for j in 1..i {
            zi = zi
                * (u.get(i, j) * vt.get(i, j)
                    / (dsigma[at(i)] - dsigma[at(j)])
                    / (dsigma[at(i)] + dsigma[at(j)]));
        }
        for j in i..k {
            zi = zi
                * (u.get(i, j) * vt.get(i, j)
                    / (dsigma[at(i)] - dsigma[at(j + 1)])
                    / (dsigma[at(i)] + dsigma[at(j + 1)]));
        }
        z[at(i)] = zi.abs().sqrt().with_sign_of(q.get(i, 1));
    }
    // The left vectors of the modified diagonal matrix (in Q), and what the right ones
    // need (in vt).
    let mut col = vec![zero; k];
    for i in 1..=k {
        vt.set(1, i, z[at(1)] / u.get(1, i) / vt.get(1, i));
        u.set(1, i, -one);
        for j in 2..=k {
            vt.set(j, i, z[at(j)] / u.get(j, i) / vt.get(j, i));
            u.set(j, i, dsigma[at(j)] * vt.get(j, i));
        }
        for (r, c) in col.iter_mut().enumerate() {
            *c = u.get(r + 1, i);
        }
        let temp = nrm2(&col);
        q.set(1, i, u.get(1, i) / temp);
        for j in 2..=k {
            let jc = idxc[at(j)];
            q.set(j, i, u.get(jc, i) / temp);
        }
    }
    // The left vectors: u = u2·Q by blocks.
    if k == 2 {
        gemm((n, k, k), &u2, (1, 1), &q, (1, 1), u, (1, 1), false);
    } else {
        if ctot[0] > 0 {
            gemm((nl, k, ctot[0]), &u2, (1, 2), &q, (2, 1), u, (1, 1), false);
            if ctot[2] > 0 {
                let ktemp = 2 + ctot[0] + ctot[1];
                gemm(
                    (nl, k, ctot[2]),
                    &u2,
                    (1, ktemp),
                    &q,
                    (ktemp, 1),
                    u,
                    (1, 1),
                    true,
                );
            }
        } else if ctot[2] > 0 {
            let ktemp = 2 + ctot[0] + ctot[1];
            gemm(
                (nl, k, ctot[2]),
                &u2,
                (1, ktemp),
                &q,
                (ktemp, 1),
                u,
                (1, 1),
                false,
            );
        } else {
            for r in 1..=nl {
                for c in 1..=k {
                    u.set(r, c, u2.get(r, c));
                }
            }
        }
        for c in 1..=k {
            u.set(nlp1, c, q.get(1, c));
        }
        let ktemp = 2 + ctot[0];
        let ctemp = ctot[1] + ctot[2];
        gemm(
            (nr, k, ctemp),
            &u2,
            (nlp2, ktemp),
            &q,
            (ktemp, 1),
            u,
            (nlp2, 1),
            false,
        );
    }
    // The right vectors.
    for i in 1..=k {
        for (r, c) in col.iter_mut().enumerate() {
            *c = vt.get(r + 1, i);
        }
        let temp = nrm2(&col);
        q.set(i, 1, vt.get(1, i) / temp);
        for j in 2..=k {
            let jc = idxc[at(j)];
            q.set(i, j, vt.get(jc, i) / temp);
        }
    }
    if k == 2 {
        gemm((k, m, k), &q, (1, 1), &vt2, (1, 1), vt, (1, 1), false);
        return 0;
    }
    let ktemp = 1 + ctot[0];
    gemm(
        (k, nlp1, ktemp),
        &q,
        (1, 1),
        &vt2,
        (1, 1),
        vt,
        (1, 1),
        false,
    );
    let ktemp = 2 + ctot[0] + ctot[1];
    if ktemp <= m {
        gemm(
            (k, nlp1, ctot[2]),
            &q,
            (1, ktemp),
            &vt2,
            (ktemp, 1),
            vt,
            (1, 1),
            true,
        );
    }
    let ktemp = ctot[0] + 1;
    let nrp1 = nr + sqre;
    if ktemp > 1 {
        for i in 1..=k {
            q.set(i, ktemp, q.get(i, 1));
        }
        for i in nlp2..=m {
            vt2.set(ktemp, i, vt2.get(1, i));
        }
    }
    let ctemp = 1 + ctot[1] + ctot[2];
    gemm(
        (k, nrp1, ctemp),
        &q,
        (1, ktemp),
        &vt2,
        (ktemp, nlp2),
        vt,
        (1, nlp2),
        false,
    );
    0
}

/// dlasd4: the i-th (1-based) root sigma of the secular equation
/// 1/rho + Σ z(j)² / ((d(j) - sigma)(d(j) + sigma)) = 0, for 0 ≤ d(1) < … < d(n), ‖z‖ = 1,
/// rho > 0. Returns (sigma, info); `delta` gets d(j) - sigma and `work` d(j) + sigma
/// (both 1 for n = 1). info 1: not converged in 400 iterations.
fn lasd4<R: Real>(
    n: usize,
    i: usize,
    d: &[R],
    z: &[R],
    delta: &mut [R],
    rho: R,
    work: &mut [R],
) -> (R, i32) {
    let maxit = 400;
    let (zero, one, two, three) = (R::ZERO, R::ONE, R::from_f64(2.0), R::from_f64(3.0));
    let (four, eight, ten) = (R::from_f64(4.0), R::from_f64(8.0), R::from_f64(10.0));
    if n == 1 {
        let sigma = (d[0] * d[0] + rho * z[0] * z[0]).sqrt();
        delta[0] = one;
        work[0] = one;
        return (sigma, 0);
    }
    if n == 2 {
        return (lasd5(i, d, z, delta, rho, work), 0);
    }
    let eps = R::EPS;
    let rhoinv = one / rho;
    let mut sigma;
    if i == n {
        // The largest root.
        let ii = n - 1;
        let mut niter = 1;
        let temp = rho / two;
        let temp1 = temp / (d[at(n)] + (d[at(n)] * d[at(n)] + temp).sqrt());
        for j in 1..=n {
            work[at(j)] = d[at(j)] + d[at(n)] + temp1;
            delta[at(j)] = (d[at(j)] - d[at(n)]) - temp1;
        }
        let mut psi = zero;
        for j in 1..=n - 2 {
            psi = psi + z[at(j)] * z[at(j)] / (delta[at(j)] * work[at(j)]);
        }
        let c = rhoinv + psi;
        let w = c
            + z[at(ii)] * z[at(ii)] / (delta[at(ii)] * work[at(ii)])
            + z[at(n)] * z[at(n)] / (delta[at(n)] * work[at(n)]);
        let mut tau;
        if w <= zero {
            let temp1 = (d[at(n)] * d[at(n)] + rho).sqrt();
            let temp = z[at(n - 1)] * z[at(n - 1)]
                / ((d[at(n - 1)] + temp1) * (d[at(n)] - d[at(n - 1)] + rho / (d[at(n)] + temp1)))
                + z[at(n)] * z[at(n)] / rho;
            // tau2 approximates sigma_n² - d(n)².
            if c <= temp {
                tau = rho;
            } else {
                let delsq = (d[at(n)] - d[at(n - 1)]) * (d[at(n)] + d[at(n - 1)]);
                let a = -c * delsq + z[at(n - 1)] * z[at(n - 1)] + z[at(n)] * z[at(n)];
                let b = z[at(n)] * z[at(n)] * delsq;
                let tau2 = if a < zero {
                    two * b / ((a * a + four * b * c).sqrt() - a)
                } else {
                    (a + (a * a + four * b * c).sqrt()) / (two * c)
                };
                tau = tau2 / (d[at(n)] + (d[at(n)] * d[at(n)] + tau2).sqrt());
            }
        } else {
            let delsq = (d[at(n)] - d[at(n - 1)]) * (d[at(n)] + d[at(n - 1)]);
            let a = -c * delsq + z[at(n - 1)] * z[at(n - 1)] + z[at(n)] * z[at(n)];
            let b = z[at(n)] * z[at(n)] * delsq;
            let tau2 = if a < zero {
                two * b / ((a * a + four * b * c).sqrt() - a)
            } else {
                (a + (a * a + four * b * c).sqrt()) / (two * c)
            };
            tau = tau2 / (d[at(n)] + (d[at(n)] * d[at(n)] + tau2).sqrt());
        }
        // tau approximates sigma_n - d(n).
        sigma = d[at(n)] + tau;
        for j in 1..=n {
            delta[at(j)] = (d[at(j)] - d[at(n)]) - tau;
            work[at(j)] = d[at(j)] + d[at(n)] + tau;
        }
        // psi (over 1..n-1), phi (the n-th term), their derivatives, the error bound and
        // the secular function w.
        let eval = |delta: &[R], work: &[R]| {
            let (mut dpsi, mut psi, mut erretm) = (zero, zero, zero);
            for j in 1..=ii {
                let temp = z[at(j)] / (work[at(j)] * delta[at(j)]);
                psi = psi + z[at(j)] * temp;
                dpsi = dpsi + temp * temp;
                erretm = erretm + psi;
            }
            let erretm = erretm.abs();
            let temp = z[at(n)] / (work[at(n)] * delta[at(n)]);
            let phi = z[at(n)] * temp;
            let dphi = temp * temp;
            let erretm = eight * (-phi - psi) + erretm - phi + rhoinv;
            (dpsi, dphi, erretm, rhoinv + phi + psi)
        };
        let (mut dpsi, mut dphi, mut erretm, mut w) = eval(delta, work);
        if w.abs() <= eps * erretm {
            return (sigma, 0);
        }
        // The first step.
        niter += 1;
        let dtnsq1 = work[at(n - 1)] * delta[at(n - 1)];
        let dtnsq = work[at(n)] * delta[at(n)];
        let mut c = w - dtnsq1 * dpsi - dtnsq * dphi;
        let a = (dtnsq + dtnsq1) * w - dtnsq * dtnsq1 * (dpsi + dphi);
        let b = dtnsq * dtnsq1 * w;
        if c < zero {
            c = c.abs();
        }
        let mut eta = if c == zero {
            rho - sigma * sigma
        } else {
            root_upper(a, b, c)
        };
        // eta has w's opposite sign unless rounding interferes: then a Newton step.
        if w * eta > zero {
            eta = -w / (dpsi + dphi);
        }
        let temp = eta - dtnsq;
        if temp > rho {
            eta = rho + dtnsq;
        }
        eta = eta / (sigma + (eta + sigma * sigma).sqrt());
        tau = tau + eta;
        sigma = sigma + eta;
        for j in 1..=n {
            delta[at(j)] = delta[at(j)] - eta;
            work[at(j)] = work[at(j)] + eta;
        }
        (dpsi, dphi, erretm, w) = eval(delta, work);
        // The main loop.
        for _ in niter + 1..=maxit {
            if w.abs() <= eps * erretm {
                return (sigma, 0);
            }
            let dtnsq1 = work[at(n - 1)] * delta[at(n - 1)];
            let dtnsq = work[at(n)] * delta[at(n)];
            let c = w - dtnsq1 * dpsi - dtnsq * dphi;
            let a = (dtnsq + dtnsq1) * w - dtnsq1 * dtnsq * (dpsi + dphi);
            let b = dtnsq1 * dtnsq * w;
            let mut eta = root_upper(a, b, c);
            if w * eta > zero {
                eta = -w / (dpsi + dphi);
            }
            let temp = eta - dtnsq;
            if temp <= zero {
                eta = eta / two;
            }
            eta = eta / (sigma + (eta + sigma * sigma).sqrt());
            tau = tau + eta;
            sigma = sigma + eta;
            for j in 1..=n {
                delta[at(j)] = delta[at(j)] - eta;
                work[at(j)] = work[at(j)] + eta;
            }
            (dpsi, dphi, erretm, w) = eval(delta, work);
        }
        return (sigma, 1);
    }
    // The case i < n.
    let mut niter = 1;
    let ip1 = i + 1;
    let delsq = (d[at(ip1)] - d[at(i)]) * (d[at(ip1)] + d[at(i)]);
    let delsq2 = delsq / two;
    let sq2 = ((d[at(i)] * d[at(i)] + d[at(ip1)] * d[at(ip1)]) / two).sqrt();
    let temp = delsq2 / (d[at(i)] + sq2);
    for j in 1..=n {
        work[at(j)] = d[at(j)] + d[at(i)] + temp;
        delta[at(j)] = (d[at(j)] - d[at(i)]) - temp;
    }
    let mut psi = zero;
    for j in 1..i {
        psi = psi + z[at(j)] * z[at(j)] / (work[at(j)] * delta[at(j)]);
    }
    let mut phi = zero;
    for j in (i + 2..=n).rev() {
        phi = phi + z[at(j)] * z[at(j)] / (work[at(j)] * delta[at(j)]);
    }
    let c = rhoinv + psi + phi;
    let w = c
        + z[at(i)] * z[at(i)] / (work[at(i)] * delta[at(i)])
        + z[at(ip1)] * z[at(ip1)] / (work[at(ip1)] * delta[at(ip1)]);
    let mut geomavg = false;
    let orgati;
    let ii;
    let (mut sglb, mut sgub);
    let mut tau;
    if w > zero {
        // d(i)² < sigma_i² < (d(i)² + d(i+1)²)/2: d(i) is the origin.
        orgati = true;
        ii = i;
        sglb = zero;
        sgub = delsq2 / (d[at(i)] + sq2);
        let a = c * delsq + z[at(i)] * z[at(i)] + z[at(ip1)] * z[at(ip1)];
        let b = z[at(i)] * z[at(i)] * delsq;
        let tau2 = root_lower(a, b, c);
        // tau2 estimates sigma² - d(i)²; tau then sigma - d(i).
        tau = tau2 / (d[at(i)] + (d[at(i)] * d[at(i)] + tau2).sqrt());
        let temp = eps.sqrt();
        if d[at(i)] <= temp * d[at(ip1)] && z[at(i)].abs() <= temp && d[at(i)] > zero {
            tau = (ten * d[at(i)]).min(sgub);
            geomavg = true;
        }
    } else {
        // (d(i)² + d(i+1)²)/2 <= sigma_i² < d(i+1)²: d(i+1) is the origin.
        orgati = false;
        ii = ip1;
        sglb = -delsq2 / (d[at(ii)] + sq2);
        sgub = zero;
        let a = c * delsq - z[at(i)] * z[at(i)] - z[at(ip1)] * z[at(ip1)];
        let b = z[at(ip1)] * z[at(ip1)] * delsq;
        let tau2 = if a < zero {
            two * b / (a - (a * a + four * b * c).abs().sqrt())
        } else {
            -(a + (a * a + four * b * c).abs().sqrt()) / (two * c)
        };
        tau = tau2 / (d[at(ip1)] + (d[at(ip1)] * d[at(ip1)] + tau2).abs().sqrt());
    }
    sigma = d[at(ii)] + tau;
    for j in 1..=n {
        work[at(j)] = d[at(j)] + d[at(ii)] + tau;
        delta[at(j)] = (d[at(j)] - d[at(ii)]) - tau;
    }
    let iim1 = ii - 1;
    let iip1 = ii + 1;
    // psi over 1..ii-1, phi over n..ii+1, with derivatives and the error bound's sums.
    let sums = |delta: &[R], work: &[R]| {
        let (mut dpsi, mut psi, mut erretm) = (zero, zero, zero);
        for j in 1..=iim1 {
            let temp = z[at(j)] / (work[at(j)] * delta[at(j)]);
            psi = psi + z[at(j)] * temp;
            dpsi = dpsi + temp * temp;
            erretm = erretm + psi;
        }
        let mut erretm = erretm.abs();
        let (mut dphi, mut phi) = (zero, zero);
        for j in (iip1..=n).rev() {
            let temp = z[at(j)] / (work[at(j)] * delta[at(j)]);
            phi = phi + z[at(j)] * temp;
            dphi = dphi + temp * temp;
            erretm = erretm + phi;
        }
        (psi, dpsi, phi, dphi, erretm)
    };
    let (mut psi, mut dpsi, mut phi, mut dphi, mut erretm) = sums(delta, work);
    let mut w = rhoinv + phi + psi;
    // w is the secular function without its ii-th term.
    let mut swtch3 = if orgati { w < zero } else { w > zero };
    if ii == 1 || ii == n {
        swtch3 = false;
    }
    let temp = z[at(ii)] / (work[at(ii)] * delta[at(ii)]);
    let mut dw = dpsi + dphi + temp * temp;
    let temp = z[at(ii)] * temp;
    w = w + temp;
    erretm = eight * (phi - psi) + erretm + two * rhoinv + three * temp.abs();
    if w.abs() <= eps * erretm {
        return (sigma, 0);
    }
    if w <= zero {
        sglb = sglb.max(tau);
    } else {
        sgub = sgub.min(tau);
    }
    // The first step.
    niter += 1;
    // The two-pole step (the `swtch` form when `swtch`).
    let two_pole =
        |w: R, dw: R, dpsi: &mut R, dphi: &mut R, swtch: bool, delta: &[R], work: &[R]| -> R {
            let dtipsq = work[at(ip1)] * delta[at(ip1)];
            let dtisq = work[at(i)] * delta[at(i)];
            let c = if !swtch {
                if orgati {
                    let q = z[at(i)] / dtisq;
                    w - dtipsq * dw + delsq * (q * q)
                } else {
                    let q = z[at(ip1)] / dtipsq;
                    w - dtisq * dw - delsq * (q * q)
                }
            } else {
                let temp = z[at(ii)] / (work[at(ii)] * delta[at(ii)]);
                if orgati {
                    *dpsi = *dpsi + temp * temp;
                } else {
                    *dphi = *dphi + temp * temp;
                }
                w - dtisq * *dpsi - dtipsq * *dphi
            };
            let mut a = (dtipsq + dtisq) * w - dtipsq * dtisq * dw;
            let b = dtipsq * dtisq * w;
            if c == zero {
                if a == zero {
                    a = if !swtch {
                        if orgati {
                            z[at(i)] * z[at(i)] + dtipsq * dtipsq * (*dpsi + *dphi)
                        } else {
                            z[at(ip1)] * z[at(ip1)] + dtisq * dtisq * (*dpsi + *dphi)
                        }
                    } else {
                        dtisq * dtisq * *dpsi + dtipsq * dtipsq * *dphi
                    };
                }
                b / a
            } else {
                root_lower(a, b, c)
            }
        };
    let mut eta;
    if !swtch3 {
        eta = two_pole(w, dw, &mut dpsi, &mut dphi, false, delta, work);
    } else {
        // Interpolation with the three most relevant poles.
        let dtiim = work[at(iim1)] * delta[at(iim1)];
        let dtiip = work[at(iip1)] * delta[at(iip1)];
        let temp = rhoinv + psi + phi;
        let mut zz = [zero; 3];
        let c;
        if orgati {
            let temp1 = z[at(iim1)] / dtiim;
            let temp1 = temp1 * temp1;
            c = (temp - dtiip * (dpsi + dphi))
                - (d[at(iim1)] - d[at(iip1)]) * (d[at(iim1)] + d[at(iip1)]) * temp1;
            zz[0] = z[at(iim1)] * z[at(iim1)];
            zz[2] = if dpsi < temp1 {
                dtiip * dtiip * dphi
            } else {
                dtiip * dtiip * ((dpsi - temp1) + dphi)
            };
        } else {
            let temp1 = z[at(iip1)] / dtiip;
            let temp1 = temp1 * temp1;
            c = (temp - dtiim * (dpsi + dphi))
                - (d[at(iip1)] - d[at(iim1)]) * (d[at(iim1)] + d[at(iip1)]) * temp1;
            zz[0] = if dphi < temp1 {
                dtiim * dtiim * dpsi
            } else {
                dtiim * dtiim * (dpsi + (dphi - temp1))
            };
            zz[2] = z[at(iip1)] * z[at(iip1)];
        }
        zz[1] = z[at(ii)] * z[at(ii)];
        let dd = [dtiim, delta[at(ii)] * work[at(ii)], dtiip];
        let (e, info) = laed6(niter, orgati, c, &dd, &zz, w);
        eta = e;
        if info != 0 {
            // dlaed6 failed: back to two poles.
            swtch3 = false;
            eta = two_pole(w, dw, &mut dpsi, &mut dphi, false, delta, work);
        }
    }
    // eta has w's opposite sign unless rounding interferes: then a Newton step.
    if w * eta >= zero {
        eta = -w / dw;
    }
    let step = |eta: R, tau: R, w: R, sglb: R, sgub: R, sigma: R| -> R {
        let mut eta = eta / (sigma + (sigma * sigma + eta).sqrt());
        let temp = tau + eta;
        if temp > sgub || temp < sglb {
            eta = if w < zero {
                (sgub - tau) / two
            } else {
                (sglb - tau) / two
            };
            if geomavg {
                if w < zero {
                    if tau > zero {
                        eta = (sgub * tau).sqrt() - tau;
                    }
                } else if sglb > zero {
                    eta = (sglb * tau).sqrt() - tau;
                }
            }
        }
        eta
    };
    eta = step(eta, tau, w, sglb, sgub, sigma);
    let mut prew = w;
    tau = tau + eta;
    sigma = sigma + eta;
    for j in 1..=n {
        work[at(j)] = work[at(j)] + eta;
        delta[at(j)] = delta[at(j)] - eta;
    }
    let update = |delta: &[R], work: &[R]| {
        let (psi, dpsi, phi, dphi, erretm) = sums(delta, work);
        let tau2 = work[at(ii)] * delta[at(ii)];
        let temp = z[at(ii)] / tau2;
        let dw = dpsi + dphi + temp * temp;
        let temp = z[at(ii)] * temp;
        let w = rhoinv + phi + psi + temp;
        let erretm = eight * (phi - psi) + erretm + two * rhoinv + three * temp.abs();
        (psi, dpsi, phi, dphi, erretm, w, dw)
    };
    (psi, dpsi, phi, dphi, erretm, w, dw) = update(delta, work);
    let mut swtch = if orgati {
        -w > prew.abs() / ten
    } else {
        w > prew.abs() / ten
    };
    // The main loop.
    for niter in niter + 1..=maxit {
        if w.abs() <= eps * erretm {
            return (sigma, 0);
        }
        if w <= zero {
            sglb = sglb.max(tau);
        } else {
            sgub = sgub.min(tau);
        }
        if !swtch3 {
            eta = two_pole(w, dw, &mut dpsi, &mut dphi, swtch, delta, work);
        } else {
            // Interpolation with the three most relevant poles.
            let dtiim = work[at(iim1)] * delta[at(iim1)];
            let dtiip = work[at(iip1)] * delta[at(iip1)];
            let temp = rhoinv + psi + phi;
            let mut zz = [zero; 3];
            let c;
            if swtch {
                c = temp - dtiim * dpsi - dtiip * dphi;
                zz[0] = dtiim * dtiim * dpsi;
                zz[2] = dtiip * dtiip * dphi;
            } else if orgati {
                let temp1 = z[at(iim1)] / dtiim;
                let temp1 = temp1 * temp1;
                let temp2 = (d[at(iim1)] - d[at(iip1)]) * (d[at(iim1)] + d[at(iip1)]) * temp1;
                c = temp - dtiip * (dpsi + dphi) - temp2;
                zz[0] = z[at(iim1)] * z[at(iim1)];
                zz[2] = if dpsi < temp1 {
                    dtiip * dtiip * dphi
                } else {
                    dtiip * dtiip * ((dpsi - temp1) + dphi)
                };
            } else {
                let temp1 = z[at(iip1)] / dtiip;
                let temp1 = temp1 * temp1;
                let temp2 = (d[at(iip1)] - d[at(iim1)]) * (d[at(iim1)] + d[at(iip1)]) * temp1;
                c = temp - dtiim * (dpsi + dphi) - temp2;
                zz[0] = if dphi < temp1 {
                    dtiim * dtiim * dpsi
                } else {
                    dtiim * dtiim * (dpsi + (dphi - temp1))
                };
                zz[2] = z[at(iip1)] * z[at(iip1)];
            }
            // dlasd4 keeps ZZ(2) = z(ii)² from the first step.
            zz[1] = z[at(ii)] * z[at(ii)];
            let dd = [dtiim, delta[at(ii)] * work[at(ii)], dtiip];
            let (e, info) = laed6(niter, orgati, c, &dd, &zz, w);
            eta = e;
            if info != 0 {
                swtch3 = false;
                eta = two_pole(w, dw, &mut dpsi, &mut dphi, swtch, delta, work);
            }
        }
        if w * eta >= zero {
            eta = -w / dw;
        }
        eta = step(eta, tau, w, sglb, sgub, sigma);
        prew = w;
        tau = tau + eta;
        sigma = sigma + eta;
        for j in 1..=n {
            work[at(j)] = work[at(j)] + eta;
            delta[at(j)] = delta[at(j)] - eta;
        }
        (psi, dpsi, phi, dphi, erretm, w, dw) = update(delta, work);
        if w * prew > zero && w.abs() > prew.abs() / ten {
            swtch = !swtch;
        }
    }
    (sigma, 1)
}

/// dlasd5: dlasd4 for n = 2 (closed form). Returns sigma; fills delta and work.
fn lasd5<R: Real>(i: usize, d: &[R], z: &[R], delta: &mut [R], rho: R, work: &mut [R]) -> R {
    let (zero, one, two, three, four) = (
        R::ZERO,
        R::ONE,
        R::from_f64(2.0),
        R::from_f64(3.0),
        R::from_f64(4.0),
    );
    let del = d[1] - d[0];
    let delsq = del * (d[1] + d[0]);
    if i == 1 {
        let w = one
            + four
                * rho
                * (z[1] * z[1] / (d[0] + three * d[1]) - z[0] * z[0] / (three * d[0] + d[1]))
                / del;
        if w > zero {
            let b = delsq + rho * (z[0] * z[0] + z[1] * z[1]);
            let c = rho * z[0] * z[0] * delsq;
            // tau = sigma² - d(1)², then sigma - d(1).
            let tau = two * c / (b + (b * b - four * c).abs().sqrt());
            let tau = tau / (d[0] + (d[0] * d[0] + tau).sqrt());
            delta[0] = -tau;
            delta[1] = del - tau;
            work[0] = two * d[0] + tau;
            work[1] = (d[0] + tau) + d[1];
            d[0] + tau
        } else {
            let b = -delsq + rho * (z[0] * z[0] + z[1] * z[1]);
            let c = rho * z[1] * z[1] * delsq;
            // tau = sigma² - d(2)², then sigma - d(2).
            let tau = if b > zero {
                -two * c / (b + (b * b + four * c).sqrt())
            } else {
                (b - (b * b + four * c).sqrt()) / two
            };
            let tau = tau / (d[1] + (d[1] * d[1] + tau).abs().sqrt());
            delta[0] = -(del + tau);
            delta[1] = -tau;
            work[0] = d[0] + tau + d[1];
            work[1] = two * d[1] + tau;
            d[1] + tau
        }
    } else {
        let b = -delsq + rho * (z[0] * z[0] + z[1] * z[1]);
        let c = rho * z[1] * z[1] * delsq;
        let tau = if b > zero {
            (b + (b * b + four * c).sqrt()) / two
        } else {
            two * c / (-b + (b * b + four * c).sqrt())
        };
        let tau = tau / (d[1] + (d[1] * d[1] + tau).sqrt());
        delta[0] = -(del + tau);
        delta[1] = -tau;
        work[0] = d[0] + tau + d[1];
        work[1] = two * d[1] + tau;
        d[1] + tau
    }
}

#[cfg(test)]
mod tests {
    use super::super::bidiagonal_qr::bdsdc;
    use super::*;

    #[test]
    fn secular_roots_equal_lapacks() {
        // scipy.linalg.lapack.dlasd4 (OpenBLAS 0.3.30) on the same inputs, bit for bit.
        let (d, z) = ([0.0, 0.5, 1.0, 2.0], [0.5, -0.5, 0.5, 0.5]);
        let want = [
            0.3087170074280064,
            0.7406770716118655,
            1.25981623516857,
            2.125783229428358,
        ];
        let (mut delta, mut work) = ([0.0; 4], [0.0; 4]);
        for (i, w) in want.iter().enumerate() {
            let (sigma, info) = lasd4(4, i + 1, &d, &z, &mut delta, 1.5, &mut work);
            assert_eq!((sigma, info), (*w, 0), "root {}", i + 1);
            if i == 1 {
                assert_eq!(
                    delta,
                    [
                        -0.7406770716118655,
                        -0.24067707161186555,
                        0.25932292838813453,
                        1.2593229283881344
                    ]
                );
                assert_eq!(work[3], 2.7406770716118656);
            }
        }
        // n = 2: dlasd5's closed form.
        let (d, z) = ([0.25, 1.0], [0.6, 0.8]);
        let (mut delta, mut work) = ([0.0; 2], [0.0; 2]);
        let (s1, _) = lasd4(2, 1, &d, &z, &mut delta, 2.0, &mut work);
        assert_eq!(s1, 0.5601631247346887);
        assert_eq!(delta, [-0.31016312473468866, 0.43983687526531134]);
        let (s2, _) = lasd4(2, 2, &d, &z, &mut delta, 2.0, &mut work);
        assert_eq!(s2, 1.6579255935317092);
    }

    #[test]
    fn divide_and_conquer_matches_lapack() {
        // B = diag(1..30) + superdiag(1): scipy.linalg.svd(B, lapack_driver='gesdd') runs
        // dbdsdc('U', 'I') on B unchanged (dgebrd of a bidiagonal matrix is the identity).
        let n = 30;
        let mut d: Vec<f64> = (1..=n).map(|i| i as f64).collect();
        let mut e = vec![1.0; n - 1];
        let (u, vt, info) = bdsdc(false, &mut d, &mut e, true);
        assert_eq!(info, 0);
        let close = |got: f64, want: f64, tol: f64| {
            assert!((got - want).abs() <= tol, "{got} vs {want}");
        };
        for (got, want) in
            d.iter()
                .zip([30.229625214194456, 29.032063703383688, 28.010055981954412])
        {
            close(*got, want, 4.0 * f64::EPSILON * want);
        }
        close(d[n - 1], 0.8584958300197499, 4.0 * f64::EPSILON);
        let col0 = [u[27 * n], u[28 * n], u[29 * n]];
        let row0 = [vt[27], vt[28], vt[29]];
        let want_col0 = [0.0970540161203013, 0.4166363689363709, 0.9037508050676901];
        let want_row0 = [0.09039309906389396, 0.4028997590600663, 0.9106682708074262];
        let last = [u[n - 1], u[2 * n - 1], vt[29 * n], vt[29 * n + 1]];
        let want_last = [
            0.8287911718825419,
            -0.5233753717475919,
            0.9653991818032192,
            -0.2538854167848755,
        ];
        for (g, w) in col0
            .iter()
            .chain(&row0)
            .chain(&last)
            .zip(want_col0.iter().chain(&want_row0).chain(&want_last))
        {
            close(*g, *w, 1e-14);
        }
    }

    /// A deterministic pseudo-random value in [-1, 1).
    fn noise(state: &mut u64) -> f64 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (*state >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }

    /// Checks U S VT = B, orthogonality and the order for bdsdc on (d, e).
    fn check<R: Real>(lower: bool, d0: &[R], e0: &[R], tol: f64) {
        let n = d0.len();
        let (mut d, mut e) = (d0.to_vec(), e0.to_vec());
        let (u, vt, info) = bdsdc(lower, &mut d, &mut e, true);
        assert_eq!(info, 0);
        let scale = d0
            .iter()
            .chain(e0)
            .fold(0.0f64, |m, x| m.max(x.to_f64().abs()));
        for i in 0..n {
            assert!(d[i].to_f64() >= 0.0);
            if i + 1 < n {
                assert!(d[i] >= d[i + 1]);
            }
        }
        let b = |i: usize, j: usize| {
            let (off, k) = if lower {
                (i == j + 1, j)
            } else {
                (j == i + 1, i)
            };
            if i == j {
                d0[i].to_f64()
            } else if off {
                e0[k].to_f64()
            } else {
                0.0
            }
        };
        for i in 0..n {
            for j in 0..n {
                let mut usv = 0.0;
                let (mut utu, mut vvt) = (0.0, 0.0);
                for k in 0..n {
                    usv += u[i * n + k].to_f64() * d[k].to_f64() * vt[k * n + j].to_f64();
                    utu += u[k * n + i].to_f64() * u[k * n + j].to_f64();
                    vvt += vt[i * n + k].to_f64() * vt[j * n + k].to_f64();
                }
                let id = if i == j { 1.0 } else { 0.0 };
                assert!((usv - b(i, j)).abs() <= tol * scale, "B({i}, {j})");
                assert!(
                    (utu - id).abs() <= tol && (vvt - id).abs() <= tol,
                    "({i}, {j})"
                );
            }
        }
    }

    #[test]
    fn factors_orthogonal_and_reconstruct() {
        let mut state = 7;
        for (n, lower) in [(26, false), (57, true), (120, false), (77, true)] {
            let d: Vec<f64> = (0..n).map(|_| noise(&mut state)).collect();
            let mut e: Vec<f64> = (0..n - 1).map(|_| noise(&mut state)).collect();
            check(lower, &d, &e, 1e-13);
            // Splits into subproblems, one of them the 1×1 at d(n).
            e[n / 3] = 0.0;
            e[n - 2] = 1e-30;
            check(lower, &d, &e, 1e-13);
            // Graded and with zeros on the diagonal.
            let g: Vec<f64> = d
                .iter()
                .enumerate()
                .map(|(i, x)| {
                    if i % 9 == 4 {
                        0.0
                    } else {
                        x * 10f64.powi(-(i as i32) / 8)
                    }
                })
                .collect();
            check(lower, &g, &e, 1e-13);
            let d32: Vec<f32> = d.iter().map(|x| *x as f32).collect();
            let e32: Vec<f32> = e.iter().map(|x| *x as f32).collect();
            check(lower, &d32, &e32, 2e-5);
        }
        // Repeated values (every subproblem deflates).
        let ones = vec![1.0f64; 40];
        check(false, &ones, &ones[..39], 1e-13);
        check(false, &ones, &vec![0.0; 39], 1e-13);
    }

    #[test]
    fn non_finite_input_ends() {
        for bad in [f64::NAN, f64::INFINITY, f64::MAX] {
            let mut d = vec![1.0; 60];
            let mut e = vec![0.5; 59];
            d[7] = bad;
            e[40] = bad;
            let (u, vt, _) = bdsdc(false, &mut d, &mut e, true);
            assert_eq!((u.len(), vt.len()), (3600, 3600));
        }
    }
}
