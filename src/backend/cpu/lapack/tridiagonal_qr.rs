//! Eigenvalues and eigenvectors of a real symmetric tridiagonal matrix by implicit QL/QR
//! with Wilkinson shifts: LAPACK's dsteqr, step for step (its choice of QL or QR per block,
//! its deflation tests, scaling, 2×2 blocks by dlaev2, rotations by the current dlartg, and
//! the final selection sort that swaps vectors). dsyevd/zheevd reach it through dstedc for
//! matrices of order ≤ 25 (SMLSIZ), so eigenvectors computed here carry the signs jaxlib's
//! LAPACK gives there; dstedc's divide and conquer for larger orders may choose other signs.
//! Indices below are LAPACK's 1-based ones (`d[l - 1]` is D(L)), so the code reads like the
//! reference. `z` is row-major (`z[i * n + j]` is Z(i+1, j+1)).

use super::scalar::Real;
use super::tridiagonal_divide::lapy2;

const MAXIT: usize = 30;

/// dsteqr with COMPZ = 'I' (`z` is Some: set to the identity, then the eigenvectors as
/// columns) or 'N' (None). `d` (n) becomes the ascending eigenvalues, `e` (n - 1) is
/// destroyed. Returns info: 0, or how many off-diagonal elements did not converge.
pub(super) fn steqr<R: Real>(d: &mut [R], e: &mut [R], mut z: Option<&mut [R]>) -> i32 {
    let n = d.len();
    if let Some(z) = z.as_deref_mut() {
        z.fill(R::ZERO);
        for i in 0..n {
            z[i * n + i] = R::ONE;
        }
    }
    if n <= 1 {
        return 0;
    }
    let eps = R::EPS;
    let eps2 = eps * eps;
    let safmin = R::SFMIN;
    let safmax = R::ONE / safmin;
    let ssfmax = safmax.sqrt() / R::from_f64(3.0);
    let ssfmin = safmin.sqrt() / eps2;
    let nmaxit = n * MAXIT;
    let mut jtot = 0;
    // Rotations of one sweep: WORK(1..N-1) cosines, WORK(N..2N-2) sines.
    let (mut cs, mut sn) = (vec![R::ZERO; n], vec![R::ZERO; n]);
    let mut l1 = 1;
    let at = |i: usize| i - 1;
    while l1 <= n {
        // Find an unreduced block l..lend: the first negligible off-diagonal from l1.
        if l1 > 1 {
            e[at(l1 - 1)] = R::ZERO;
        }
        let mut m = n;
        for mm in l1..n {
            let tst = e[at(mm)].abs();
            if tst == R::ZERO {
                m = mm;
                break;
            }
            if tst <= (d[at(mm)].abs().sqrt() * d[at(mm + 1)].abs().sqrt()) * eps {
                e[at(mm)] = R::ZERO;
                m = mm;
                break;
            }
        }
        let (mut l, lsv) = (l1, l1);
        let (mut lend, lendsv) = (m, m);
        l1 = m + 1;
        if lend == l {
            continue;
        }
        // Scale the block.
        let anorm = lanst_max(&d[at(l)..at(lend) + 1], &e[at(l)..at(lend)]);
        if anorm == R::ZERO {
            continue;
        }
        let scale = if anorm > ssfmax {
            Some(ssfmax)
        } else if anorm < ssfmin {
            Some(ssfmin)
        } else {
            None
        };
        if let Some(to) = scale {
            lascl(&mut d[at(l)..at(lend) + 1], anorm, to);
            lascl(&mut e[at(l)..at(lend)], anorm, to);
        }
        // QL when the larger end is at the bottom, else QR.
        if d[at(lend)].abs() < d[at(l)].abs() {
            lend = lsv;
            l = lendsv;
        }
        let z = z.as_deref_mut();
        if lend > l {
            ql(d, e, z, (l, lend), (&mut cs, &mut sn), (&mut jtot, nmaxit));
        } else {
            qr(d, e, z, (l, lend), (&mut cs, &mut sn), (&mut jtot, nmaxit));
        }
        if let Some(to) = scale {
            lascl(&mut d[at(lsv)..at(lendsv) + 1], to, anorm);
            lascl(&mut e[at(lsv)..at(lendsv)], to, anorm);
        }
        if jtot >= nmaxit {
            return e[..n - 1].iter().filter(|x| **x != R::ZERO).count() as i32;
        }
    }
    sort_ascending(d, z);
    0
}

/// dlanst('M'): the largest magnitude among the diagonal and off-diagonal.
pub(super) fn lanst_max<R: Real>(d: &[R], e: &[R]) -> R {
    d.iter().chain(e).fold(R::ZERO, |m, x| {
        let a = x.abs();
        // NaN propagates, as dlanst's DISNAN test makes it.
        match a.partial_cmp(&m) {
            Some(std::cmp::Ordering::Less | std::cmp::Ordering::Equal) => m,
            _ => a,
        }
    })
}

/// dlascl('G') of a vector from `cfrom` to `cto`.
pub(super) fn lascl<R: Real>(x: &mut [R], cfrom: R, cto: R) {
    for mul in lascl_steps(cfrom, cto) {
        for v in x.iter_mut() {
            *v = *v * mul;
        }
    }
}

/// dlascl('G') of a vector with dlascl's argument checks: nothing when `cfrom` is zero or
/// NaN or `cto` is NaN (illegal arguments there), else [`lascl`].
pub(super) fn lascl_valid<R: Real>(x: &mut [R], cfrom: R, cto: R) {
    let nan = |v: R| v.partial_cmp(&v).is_none();
    if cfrom == R::ZERO || nan(cfrom) || nan(cto) {
        return;
    }
    lascl(x, cfrom, cto);
}

/// dlascl's multipliers: cto/cfrom as a product of factors that neither overflow nor
/// underflow, applied one after another as the reference does.
pub(super) fn lascl_steps<R: Real>(cfrom: R, cto: R) -> Vec<R> {
    let smlnum = R::SFMIN;
    let bignum = R::ONE / smlnum;
    let (mut cfromc, mut ctoc) = (cfrom, cto);
    let mut steps = Vec::new();
    loop {
        let cfrom1 = cfromc * smlnum;
        let (mul, done) = if cfrom1 == cfromc {
            // cfromc is an infinity: multiply by a correctly signed zero or infinity.
            (ctoc / cfromc, true)
        } else {
            let cto1 = ctoc / bignum;
            if cto1 == ctoc {
                // ctoc is zero or an infinity.
                cfromc = R::ONE;
                (ctoc, true)
            } else if cfrom1.abs() > ctoc.abs() && ctoc != R::ZERO {
                cfromc = cfrom1;
                (smlnum, false)
            } else if cto1.abs() > cfromc.abs() {
                ctoc = cto1;
                (bignum, false)
            } else {
                (ctoc / cfromc, true)
            }
        };
        steps.push(mul);
        if done || steps.len() > 64 {
            return steps;
        }
    }
}

/// dlartg (LAPACK 3.10's safe-scaling version): c, s, r with [c s; -s c] [f; g] = [r; 0].
pub(super) fn lartg<R: Real>(f: R, g: R) -> (R, R, R) {
    let safmin = R::SFMIN;
    let safmax = R::ONE / safmin;
    let rtmin = safmin.sqrt();
    let rtmax = (safmax / R::from_f64(2.0)).sqrt();
    let (f1, g1) = (f.abs(), g.abs());
    if g == R::ZERO {
        (R::ONE, R::ZERO, f)
    } else if f == R::ZERO {
        (R::ZERO, R::ONE.with_sign_of(g), g1)
    } else if f1 > rtmin && f1 < rtmax && g1 > rtmin && g1 < rtmax {
        let d = (f * f + g * g).sqrt();
        let r = d.with_sign_of(f);
        (f1 / d, g / r, r)
    } else {
        let u = safmax.min(safmin.max(f1).max(g1));
        let (fs, gs) = (f / u, g / u);
        let d = (fs * fs + gs * gs).sqrt();
        let r = d.with_sign_of(f);
        (fs.abs() / d, gs / r, r * u)
    }
}

/// dlaev2: the eigen-decomposition of the symmetric 2×2 [[a, b], [b, c]]: (rt1, rt2, cs1,
/// sn1) with |rt1| ≥ |rt2| and (cs1, sn1) the unit eigenvector of rt1.
pub(super) fn laev2<R: Real>(a: R, b: R, c: R) -> (R, R, R, R) {
    let (one, two, half) = (R::ONE, R::from_f64(2.0), R::from_f64(0.5));
    let sm = a + c;
    let df = a - c;
    let adf = df.abs();
    let tb = b + b;
    let ab = tb.abs();
    let (acmx, acmn) = if a.abs() > c.abs() { (a, c) } else { (c, a) };
    let rt = if adf > ab {
        let q = ab / adf;
        adf * (one + q * q).sqrt()
    } else if adf < ab {
        let q = adf / ab;
        ab * (one + q * q).sqrt()
    } else {
        ab * two.sqrt()
    };
    let (rt1, rt2, sgn1) = if sm < R::ZERO {
        let rt1 = half * (sm - rt);
        (rt1, (acmx / rt1) * acmn - (b / rt1) * b, -1)
    } else if sm > R::ZERO {
        let rt1 = half * (sm + rt);
        (rt1, (acmx / rt1) * acmn - (b / rt1) * b, 1)
    } else {
        (half * rt, -half * rt, 1)
    };
    let (cs, sgn2) = if df >= R::ZERO {
        (df + rt, 1)
    } else {
        (df - rt, -1)
    };
    let (mut cs1, mut sn1);
    if cs.abs() > ab {
        let ct = -tb / cs;
        sn1 = one / (one + ct * ct).sqrt();
        cs1 = ct * sn1;
    } else if ab == R::ZERO {
        cs1 = one;
        sn1 = R::ZERO;
    } else {
        let tn = -cs / tb;
        cs1 = one / (one + tn * tn).sqrt();
        sn1 = tn * cs1;
    }
    if sgn1 == sgn2 {
        let tn = cs1;
        cs1 = -sn1;
        sn1 = tn;
    }
    (rt1, rt2, cs1, sn1)
}

/// dlasr('R', 'V', DIRECT) on columns first..first+len-1 of the n×n row-major `z`: plane
/// rotation j (cosine c[j], sine s[j]) acts on columns (first+j, first+j+1), the last
/// rotation first when `backward`.
pub(super) fn lasr_right_columns<R: Real>(
    z: &mut [R],
    n: usize,
    first: usize,
    len: usize,
    (c, s): (&[R], &[R]),
    backward: bool,
) {
    let rotate = |z: &mut [R], j: usize| {
        let (ct, st) = (c[j], s[j]);
        if ct != R::ONE || st != R::ZERO {
            for i in 0..n {
                let row = &mut z[i * n..(i + 1) * n];
                let temp = row[first + j + 1];
                row[first + j + 1] = ct * temp - st * row[first + j];
                row[first + j] = st * temp + ct * row[first + j];
            }
        }
    };
    if backward {
        for j in (0..len - 1).rev() {
            rotate(z, j);
        }
    } else {
        for j in 0..len - 1 {
            rotate(z, j);
        }
    }
}

type Rotations<'a, R> = (&'a mut [R], &'a mut [R]);

/// dsteqr's QL iteration on the block l..lend (lend > l), until the block is diagonal or
/// the iteration budget is spent.
fn ql<R: Real>(
    d: &mut [R],
    e: &mut [R],
    mut z: Option<&mut [R]>,
    (mut l, lend): (usize, usize),
    (cs, sn): Rotations<R>,
    (jtot, nmaxit): (&mut usize, usize),
) {
    let n = d.len();
    let at = |i: usize| i - 1;
    let (eps2, safmin, two) = (R::EPS * R::EPS, R::SFMIN, R::from_f64(2.0));
    loop {
        // Look for a small subdiagonal element.
        let mut m = lend;
        if l != lend {
            for mm in l..lend {
                let tst = e[at(mm)].abs() * e[at(mm)].abs();
                if tst <= (eps2 * d[at(mm)].abs()) * d[at(mm + 1)].abs() + safmin {
                    m = mm;
                    break;
                }
            }
        }
        if m < lend {
            e[at(m)] = R::ZERO;
        }
        let p = d[at(l)];
        if m == l {
            // Eigenvalue found.
            d[at(l)] = p;
            l += 1;
            if l <= lend {
                continue;
            }
            return;
        }
        if m == l + 1 {
            // A 2×2 block.
            let (rt1, rt2, c, s) = laev2(d[at(l)], e[at(l)], d[at(l + 1)]);
            if let Some(z) = z.as_deref_mut() {
                lasr_right_columns(z, n, at(l), 2, (&[c], &[s]), true);
            }
            d[at(l)] = rt1;
            d[at(l + 1)] = rt2;
            e[at(l)] = R::ZERO;
            l += 2;
            if l <= lend {
                continue;
            }
            return;
        }
        if *jtot == nmaxit {
            return;
        }
        *jtot += 1;
        // Form the shift.
        let mut g = (d[at(l + 1)] - p) / (two * e[at(l)]);
        let mut r = lapy2(g, R::ONE);
        g = d[at(m)] - p + (e[at(l)] / (g + r.with_sign_of(g)));
        let (mut s, mut c, mut p) = (R::ONE, R::ONE, R::ZERO);
        // Inner loop.
        for i in (l..m).rev() {
            let f = s * e[at(i)];
            let b = c * e[at(i)];
            (c, s, r) = lartg(g, f);
            if i != m - 1 {
                e[at(i + 1)] = r;
            }
            g = d[at(i + 1)] - p;
            r = (d[at(i)] - g) * s + two * c * b;
            p = s * r;
            d[at(i + 1)] = g + p;
            g = c * r - b;
            cs[at(i)] = c;
            sn[at(i)] = -s;
        }
        if let Some(z) = z.as_deref_mut() {
            let mm = m - l + 1;
            lasr_right_columns(z, n, at(l), mm, (&cs[at(l)..], &sn[at(l)..]), true);
        }
        d[at(l)] = d[at(l)] - p;
        e[at(l)] = g;
    }
}

/// dsteqr's QR iteration on the block lend..l (lend < l).
fn qr<R: Real>(
    d: &mut [R],
    e: &mut [R],
    mut z: Option<&mut [R]>,
    (mut l, lend): (usize, usize),
    (cs, sn): Rotations<R>,
    (jtot, nmaxit): (&mut usize, usize),
) {
    let n = d.len();
    let at = |i: usize| i - 1;
    let (eps2, safmin, two) = (R::EPS * R::EPS, R::SFMIN, R::from_f64(2.0));
    loop {
        let mut m = lend;
        if l != lend {
            for mm in (lend + 1..=l).rev() {
                let tst = e[at(mm - 1)].abs() * e[at(mm - 1)].abs();
                if tst <= (eps2 * d[at(mm)].abs()) * d[at(mm - 1)].abs() + safmin {
                    m = mm;
                    break;
                }
            }
        }
        if m > lend {
            e[at(m - 1)] = R::ZERO;
        }
        let p = d[at(l)];
        if m == l {
            d[at(l)] = p;
            if l == lend {
                return;
            }
            l -= 1;
            continue;
        }
        if m + 1 == l {
            let (rt1, rt2, c, s) = laev2(d[at(l - 1)], e[at(l - 1)], d[at(l)]);
            if let Some(z) = z.as_deref_mut() {
                lasr_right_columns(z, n, at(l - 1), 2, (&[c], &[s]), false);
            }
            d[at(l - 1)] = rt1;
            d[at(l)] = rt2;
            e[at(l - 1)] = R::ZERO;
            if l < lend + 2 {
                return;
            }
            l -= 2;
            continue;
        }
        if *jtot == nmaxit {
            return;
        }
        *jtot += 1;
        let mut g = (d[at(l - 1)] - p) / (two * e[at(l - 1)]);
        let mut r = lapy2(g, R::ONE);
        g = d[at(m)] - p + (e[at(l - 1)] / (g + r.with_sign_of(g)));
        let (mut s, mut c, mut p) = (R::ONE, R::ONE, R::ZERO);
        for i in m..l {
            let f = s * e[at(i)];
            let b = c * e[at(i)];
            (c, s, r) = lartg(g, f);
            if i != m {
                e[at(i - 1)] = r;
            }
            g = d[at(i)] - p;
            r = (d[at(i + 1)] - g) * s + two * c * b;
            p = s * r;
            d[at(i)] = g + p;
            g = c * r - b;
            cs[at(i)] = c;
            sn[at(i)] = s;
        }
        if let Some(z) = z.as_deref_mut() {
            let mm = l - m + 1;
            lasr_right_columns(z, n, at(m), mm, (&cs[at(m)..], &sn[at(m)..]), false);
        }
        d[at(l)] = d[at(l)] - p;
        e[at(l - 1)] = g;
    }
}

/// dsteqr's final sort: selection sort into ascending order, swapping eigenvector columns
/// (with vectors), or any ascending sort (dlasrt, without).
pub(super) fn sort_ascending<R: Real>(d: &mut [R], z: Option<&mut [R]>) {
    let n = d.len();
    match z {
        None => d.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal)),
        Some(z) => {
            for i in 0..n.saturating_sub(1) {
                let mut k = i;
                let mut p = d[i];
                for (j, &dj) in d.iter().enumerate().skip(i + 1) {
                    if dj < p {
                        k = j;
                        p = dj;
                    }
                }
                if k != i {
                    d[k] = d[i];
                    d[i] = p;
                    for r in 0..n {
                        z.swap(r * n + i, r * n + k);
                    }
                }
            }
        }
    }
}
