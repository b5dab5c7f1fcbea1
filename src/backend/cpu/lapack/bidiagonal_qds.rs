//! The singular values of a real bidiagonal matrix by the dqds algorithm: LAPACK's dlasq1
//! step for step (what dbdsqr runs when no vectors are wanted), with dlasq2 (the qd array,
//! splitting, and the outer and inner while loops), dlasq3 (deflation, flipping, the retry
//! loop on a failed shift), dlasq4 (the shift strategies, its TTYPE and G carried in an
//! explicit state rather than SAVEd), dlasq5 (one dqds step: the IEEE branch for f64, and
//! for f32 the non-IEEE branch that slasq2 hard-codes), dlasq6 (the zero-shift dqd step
//! guarding against underflow) and dlasrt (the decreasing sort). Indices below are LAPACK's
//! 1-based ones (`z[at(i)]` is Z(I)).
//!
//! Not followed: dlasq2's performance counters (ITER, NDIV, NFAIL and the trace/sum it
//! stores after the values), which dlasq1 never reads. Where the reference can loop forever
//! (dlasq3's retry loop never finding a shift, dlasq2's INFO = 2 restore when a negative
//! split marker precedes the unfinished block, dlasrt partitioning around NaN) a bound
//! stops the loop; those bounds are never reached on finite data.

use super::bidiagonal_qr::las2;
use super::scalar::Real;
use super::tridiagonal_qr::lascl_valid;
use std::cmp::Ordering;

/// Fortran's 1-based index.
fn at(i: usize) -> usize {
    i - 1
}

/// Fortran's MIN(a, b) as gfortran compiles it (`a < b ? a : b`): b when either is NaN.
/// NaNs do arise inside dqds (0/0 after underflow), and which operand survives steers the
/// reference's recovery, so R::min (which keeps a) would not do.
fn fmin<R: Real>(a: R, b: R) -> R {
    if a < b {
        a
    } else {
        b
    }
}

/// Fortran's MAX(a, b) as gfortran compiles it (`a > b ? a : b`): b when either is NaN.
fn fmax<R: Real>(a: R, b: R) -> R {
    if a > b {
        a
    } else {
        b
    }
}

/// disnan.
fn is_nan<R: Real>(v: R) -> bool {
    v.partial_cmp(&v).is_none()
}

/// dlamch('Precision'): eps·base, twice `R::EPS`.
fn precision<R: Real>() -> R {
    R::EPS + R::EPS
}

/// dlasq1: the singular values of the n×n upper bidiagonal matrix with diagonal `d` and
/// off-diagonal `e` (n - 1 entries, destroyed). On return `d` holds them in decreasing
/// order, and the result is dlasq1's INFO: 0; 1 (a split marked by a positive value: an
/// internal error); 2 (dlasq2's inner loop hit 100·n iterations: `d`, `e` then hold a
/// bidiagonal matrix with the same singular values, which dbdsqr goes on to finish by QR;
/// E(N), which the reference also writes, is dropped when `e` has only n - 1 entries); 3 (the
/// outer loop's termination criterion failed). NaN inputs return without panicking.
pub(super) fn lasq1<R: Real>(d: &mut [R], e: &mut [R]) -> i32 {
    let n = d.len();
    let zero = R::ZERO;
    if n == 0 {
        return 0;
    } else if n == 1 {
        d[0] = d[0].abs();
        return 0;
    } else if n == 2 {
        let (sigmn, sigmx) = las2(d[0], e[0], d[1]);
        d[0] = sigmx;
        d[1] = sigmn;
        return 0;
    }
    // Estimate the largest singular value.
    let mut sigmx = zero;
    for i in 1..n {
        d[at(i)] = d[at(i)].abs();
        sigmx = fmax(sigmx, e[at(i)].abs());
    }
    d[at(n)] = d[at(n)].abs();
    // Early return if sigmx is zero (the matrix is already diagonal).
    if sigmx == zero {
        lasrt_decreasing(d);
        return 0;
    }
    for i in 1..=n {
        sigmx = fmax(sigmx, d[at(i)]);
    }
    // Copy d and e into work (in the qd format) and scale (squaring the input data makes
    // scaling by a power of the radix pointless).
    let eps = precision::<R>();
    let safmin = R::SFMIN;
    let scale = (eps / safmin).sqrt();
    let mut work = vec![zero; 4 * n];
    for i in 1..=n {
        work[at(2 * i - 1)] = d[at(i)];
    }
    for i in 1..n {
        work[at(2 * i)] = e[at(i)];
    }
    lascl_valid(&mut work[..2 * n - 1], sigmx, scale);
    // Compute the q's and e's.
    for w in work[..2 * n - 1].iter_mut() {
        *w = *w * *w;
    }
    work[at(2 * n)] = zero;
    let info = lasq2(n, &mut work);
    if info == 0 {
        for i in 1..=n {
            d[at(i)] = work[at(i)].sqrt();
        }
        lascl_valid(d, scale, sigmx);
    } else if info == 2 {
        // Maximum number of iterations exceeded: move the data from work into d and e so
        // that the caller can try to finish.
        for i in 1..=n {
            d[at(i)] = work[at(2 * i - 1)].sqrt();
            if at(i) < e.len() {
                e[at(i)] = work[at(2 * i)].sqrt();
            }
        }
        lascl_valid(d, scale, sigmx);
        let ne = e.len().min(n);
        lascl_valid(&mut e[..ne], scale, sigmx);
    }
    info
}

/// The variables dlasq2 threads through dlasq3, dlasq4, dlasq5 and dlasq6 (their in/out
/// arguments), dlasq4's TTYPE and G among them.
struct Dqds<R> {
    /// ILAENV(10) = 1 for dlasq2 (OpenBLAS's IEEECK); slasq2 sets IEEE = .FALSE.
    ieee: bool,
    dmin: R,
    sigma: R,
    desig: R,
    qmax: R,
    ttype: i32,
    dmin1: R,
    dmin2: R,
    dn: R,
    dn1: R,
    dn2: R,
    g: R,
    tau: R,
}

/// dlasq2: the eigenvalues of the tridiagonal positive definite matrix of the qd array
/// `z` (q1, e1, q2, e2, ..., at least 4n long), i.e. the squared singular values, into
/// z(1..n) in decreasing order. Returns dlasq2's INFO (negative for negative entries).
fn lasq2<R: Real>(n: usize, z: &mut [R]) -> i32 {
    let cbias = R::from_f64(1.5);
    let (zero, half, one) = (R::ZERO, R::from_f64(0.5), R::ONE);
    let (two, four, hundrd) = (R::from_f64(2.0), R::from_f64(4.0), R::from_f64(100.0));
    let eps = precision::<R>();
    let safmin = R::SFMIN;
    let tol = eps * hundrd;
    let tol2 = tol * tol;
    if n == 0 {
        return 0;
    } else if n == 1 {
        return if z[0] < zero { -201 } else { 0 };
    } else if n == 2 {
        if z[0] < zero {
            return -201;
        } else if z[1] < zero {
            return -202;
        } else if z[2] < zero {
            return -203;
        } else if z[2] > z[0] {
            z.swap(0, 2);
        }
        z[4] = z[0] + z[1] + z[2];
        if z[1] > z[2] * tol2 {
            let mut t = half * ((z[0] - z[2]) + z[1]);
            let mut s = z[2] * (z[1] / t);
            if s <= t {
                s = z[2] * (z[1] / (t * (one + (one + s / t).sqrt())));
            } else {
                s = z[2] * (z[1] / (t + t.sqrt() * (t + s).sqrt()));
            }
            t = z[0] + (s + z[1]);
            z[2] = z[2] * (z[0] / t);
            z[0] = t;
        }
        z[1] = z[2];
        z[5] = z[1] + z[0];
        return 0;
    }
    // Check for negative data and compute sums of q's and e's.
    z[at(2 * n)] = zero;
    let (mut d, mut e) = (zero, zero);
    for k in (1..=2 * (n - 1)).step_by(2) {
        if z[at(k)] < zero {
            return -(200 + k as i32);
        } else if z[at(k + 1)] < zero {
            return -(200 + k as i32 + 1);
        }
        d = d + z[at(k)];
        e = e + z[at(k + 1)];
    }
    if z[at(2 * n - 1)] < zero {
        return -(200 + 2 * n as i32 - 1);
    }
    d = d + z[at(2 * n - 1)];
    // Check for diagonality.
    if e == zero {
        for k in 2..=n {
            z[at(k)] = z[at(2 * k - 1)];
        }
        lasrt_decreasing(&mut z[..n]);
        z[at(2 * n - 1)] = d;
        return 0;
    }
    let trace = d + e;
    // Check for zero data.
    if trace == zero {
        z[at(2 * n - 1)] = zero;
        return 0;
    }
    // Rearrange data for locality: z = (q1, qq1, e1, ee1, q2, qq2, e2, ee2, ...).
    for k in (2..=2 * n).rev().step_by(2) {
        z[at(2 * k)] = zero;
        z[at(2 * k - 1)] = z[at(k)];
        z[at(2 * k - 2)] = zero;
        z[at(2 * k - 3)] = z[at(k - 1)];
    }
    let mut i0 = 1;
    let mut n0 = n;
    // Reverse the qd-array, if warranted.
    if cbias * z[at(4 * i0 - 3)] < z[at(4 * n0 - 3)] {
        let ipn4 = 4 * (i0 + n0);
        for i4 in (4 * i0..=2 * (i0 + n0 - 1)).step_by(4) {
            z.swap(at(i4 - 3), at(ipn4 - i4 - 3));
            z.swap(at(i4 - 1), at(ipn4 - i4 - 5));
        }
    }
    // Initial split checking via dqd and Li's test.
    let mut pp = 0;
    let mut emin;
    let mut qmax = zero;
    for _ in 1..=2 {
        let mut d = z[at(4 * n0 + pp - 3)];
        for i4 in (4 * i0 + pp..=4 * (n0 - 1) + pp).rev().step_by(4) {
            if z[at(i4 - 1)] <= tol2 * d {
                z[at(i4 - 1)] = -zero;
                d = z[at(i4 - 3)];
            } else {
                d = z[at(i4 - 3)] * (d / (d + z[at(i4 - 1)]));
            }
        }
        // dqd maps z to zz plus Li's test.
        emin = z[at(4 * i0 + pp + 1)];
        d = z[at(4 * i0 + pp - 3)];
        for i4 in (4 * i0 + pp..=4 * (n0 - 1) + pp).step_by(4) {
            let (q, e_in, e_out, q_next) = (i4 - 2 * pp - 2, i4 - 1, i4 - 2 * pp, i4 + 1);
            z[at(q)] = d + z[at(e_in)];
            if z[at(e_in)] <= tol2 * d {
                z[at(e_in)] = -zero;
                z[at(q)] = d;
                z[at(e_out)] = zero;
                d = z[at(q_next)];
            } else if safmin * z[at(q_next)] < z[at(q)] && safmin * z[at(q)] < z[at(q_next)] {
                let temp = z[at(q_next)] / z[at(q)];
                z[at(e_out)] = z[at(e_in)] * temp;
                d = d * temp;
            } else {
                z[at(e_out)] = z[at(q_next)] * (z[at(e_in)] / z[at(q)]);
                d = z[at(q_next)] * (d / z[at(q)]);
            }
            emin = fmin(emin, z[at(e_out)]);
        }
        z[at(4 * n0 - pp - 2)] = d;
        // Now find qmax.
        qmax = z[at(4 * i0 - pp - 2)];
        for i4 in (4 * i0 - pp + 2..=4 * n0 - pp - 2).step_by(4) {
            qmax = fmax(qmax, z[at(i4)]);
        }
        // Prepare for the next iteration on k.
        pp = 1 - pp;
    }
    // Initialise the variables to pass to dlasq3.
    let mut st = Dqds {
        // dlasq2 takes the IEEE branches (ILAENV(10) = 1); slasq2 hard-codes IEEE = .FALSE.
        ieee: std::mem::size_of::<R>() == 8,
        dmin: zero,
        sigma: zero,
        desig: zero,
        qmax,
        ttype: 0,
        dmin1: zero,
        dmin2: zero,
        dn: zero,
        dn1: zero,
        dn2: zero,
        g: zero,
        tau: zero,
    };
    let mut finished = false;
    for _iwhila in 1..=n + 1 {
        if n0 < 1 {
            finished = true;
            break;
        }
        // While the array is unfinished: E(N0) holds the value of sigma, negated, when the
        // submatrix in i0:n0 splits from the rest of the array.
        st.desig = zero;
        st.sigma = if n0 == n { zero } else { -z[at(4 * n0 - 1)] };
        if st.sigma < zero {
            return 1;
        }
        // Find the last unreduced submatrix's top index i0, qmax and emin; a
        // Gershgorin-type bound if the q's are much greater than the e's.
        let mut emax = zero;
        let mut qmin = z[at(4 * n0 - 3)];
        st.qmax = qmin;
        let mut top = 4;
        for i4 in (8..=4 * n0).rev().step_by(4) {
            if z[at(i4 - 5)] <= zero {
                top = i4;
                break;
            }
            if qmin >= four * emax {
                qmin = fmin(qmin, z[at(i4 - 3)]);
                emax = fmax(emax, z[at(i4 - 5)]);
            }
            st.qmax = fmax(st.qmax, z[at(i4 - 7)] + z[at(i4 - 5)]);
        }
        i0 = top / 4;
        pp = 0;
        if n0 - i0 > 1 {
            let mut dee = z[at(4 * i0 - 3)];
            let mut deemin = dee;
            let mut kmin = i0;
            for i4 in (4 * i0 + 1..=4 * n0 - 3).step_by(4) {
                dee = z[at(i4)] * (dee / (dee + z[at(i4 - 2)]));
                if dee <= deemin {
                    deemin = dee;
                    kmin = i4.div_ceil(4);
                }
            }
            if (kmin - i0) * 2 < n0 - kmin && deemin <= half * z[at(4 * n0 - 3)] {
                let ipn4 = 4 * (i0 + n0);
                pp = 2;
                for i4 in (4 * i0..=2 * (i0 + n0 - 1)).step_by(4) {
                    z.swap(at(i4 - 3), at(ipn4 - i4 - 3));
                    z.swap(at(i4 - 2), at(ipn4 - i4 - 2));
                    z.swap(at(i4 - 1), at(ipn4 - i4 - 5));
                    z.swap(at(i4), at(ipn4 - i4 - 4));
                }
            }
        }
        // Put -(initial shift) into dmin.
        st.dmin = -fmax(zero, qmin - two * qmin.sqrt() * emax.sqrt());
        // Now i0:n0 is unreduced. pp = 0 for ping, 1 for pong; 2 says the array was just
        // flipped (dlasq3 turns it into 0).
        let nbig = 100 * (n0 - i0 + 1);
        let mut block_done = false;
        for _iwhilb in 1..=nbig {
            if i0 > n0 {
                block_done = true;
                break;
            }
            // While the submatrix is unfinished take a good dqds step.
            lasq3(i0, &mut n0, z, &mut pp, &mut st);
            // dlasq3 leaves pp = 2 only when it deflated the whole block (the reference's
            // 1 - pp = -1 then only skips the split check below).
            if pp < 2 {
                pp = 1 - pp;
            }
            // When emin is very small check for splits.
            if pp == 0
                && n0 >= i0 + 3
                && (z[at(4 * n0)] <= tol2 * st.qmax || z[at(4 * n0 - 1)] <= tol2 * st.sigma)
            {
                let mut splt = i0 - 1;
                st.qmax = z[at(4 * i0 - 3)];
                emin = z[at(4 * i0 - 1)];
                let mut oldemn = z[at(4 * i0)];
                for i4 in (4 * i0..=4 * (n0 - 3)).step_by(4) {
                    if z[at(i4)] <= tol2 * z[at(i4 - 3)] || z[at(i4 - 1)] <= tol2 * st.sigma {
                        z[at(i4 - 1)] = -st.sigma;
                        splt = i4 / 4;
                        st.qmax = zero;
                        emin = z[at(i4 + 3)];
                        oldemn = z[at(i4 + 4)];
                    } else {
                        st.qmax = fmax(st.qmax, z[at(i4 + 1)]);
                        emin = fmin(emin, z[at(i4 - 1)]);
                        oldemn = fmin(oldemn, z[at(i4)]);
                    }
                }
                z[at(4 * n0 - 1)] = emin;
                z[at(4 * n0)] = oldemn;
                i0 = splt + 1;
            }
        }
        if !block_done {
            restore_unfinished(n, i0, n0, st.sigma, z);
            return 2;
        }
    }
    if !finished {
        return 3;
    }
    // Move the q's to the front, and sort.
    for k in 2..=n {
        z[at(k)] = z[at(4 * k - 3)];
    }
    lasrt_decreasing(&mut z[..n]);
    0
}

/// dlasq2's INFO = 2 exit: restore the shift sigma and place the new d's and e's in a qd
/// array (z(1..2n) as dlasq1 reads it). The reference redoes the block i0:n0 for each
/// earlier block; when a negative split marker precedes the block it never leaves that
/// loop, which here stops after the pass.
fn restore_unfinished<R: Real>(n: usize, i0: usize, n0: usize, mut sigma: R, z: &mut [R]) {
    let zero = R::ZERO;
    let mut i1 = i0;
    loop {
        let mut tempq = z[at(4 * i0 - 3)];
        z[at(4 * i0 - 3)] = z[at(4 * i0 - 3)] + sigma;
        for k in i0 + 1..=n0 {
            let tempe = z[at(4 * k - 5)];
            z[at(4 * k - 5)] = z[at(4 * k - 5)] * (tempq / z[at(4 * k - 7)]);
            tempq = z[at(4 * k - 3)];
            z[at(4 * k - 3)] = z[at(4 * k - 3)] + sigma + tempe - z[at(4 * k - 5)];
        }
        // Prepare to do this on the previous block if there is one.
        if i1 <= 1 {
            break;
        }
        let n1 = i1 - 1;
        let before = i1;
        while i1 >= 2 && z[at(4 * i1 - 5)] >= zero {
            i1 -= 1;
        }
        if i1 == before {
            break;
        }
        sigma = -z[at(4 * n1 - 1)];
    }
    for k in 1..=n {
        z[at(2 * k - 1)] = z[at(4 * k - 3)];
        // Only the block 1..n0 is unfinished; the rest of the e's must be essentially zero,
        // although sometimes other data has been stored in them.
        z[at(2 * k)] = if k < n0 { z[at(4 * k - 1)] } else { zero };
    }
}

/// dlasq3: check for deflation, flip the array if warranted, choose a shift (dlasq4) and
/// take a dqds step (dlasq5, or dlasq6 when underflow threatens).
fn lasq3<R: Real>(i0: usize, n0: &mut usize, z: &mut [R], pp: &mut usize, st: &mut Dqds<R>) {
    let cbias = R::from_f64(1.5);
    let (zero, qurtr, half, one) = (R::ZERO, R::from_f64(0.25), R::from_f64(0.5), R::ONE);
    let (two, hundrd) = (R::from_f64(2.0), R::from_f64(100.0));
    let n0in = *n0;
    let eps = precision::<R>();
    let tol = eps * hundrd;
    let tol2 = tol * tol;
    // Check for deflation.
    loop {
        if *n0 < i0 {
            return;
        }
        let (n, p) = (*n0, *pp);
        let nn = 4 * n + p;
        // E(N0-1) negligible: one eigenvalue.
        let one_value = n == i0
            || (n != i0 + 1
                && !(z[at(nn - 5)] > tol2 * (st.sigma + z[at(nn - 3)])
                    && z[at(nn - 2 * p - 4)] > tol2 * z[at(nn - 7)]));
        if one_value {
            z[at(4 * n - 3)] = z[at(4 * n + p - 3)] + st.sigma;
            *n0 -= 1;
            continue;
        }
        // E(N0-2) negligible: two eigenvalues.
        let two_values = n == i0 + 1
            || !(z[at(nn - 9)] > tol2 * st.sigma && z[at(nn - 2 * p - 8)] > tol2 * z[at(nn - 11)]);
        if !two_values {
            break;
        }
        if z[at(nn - 3)] > z[at(nn - 7)] {
            z.swap(at(nn - 3), at(nn - 7));
        }
        let t = half * ((z[at(nn - 7)] - z[at(nn - 3)]) + z[at(nn - 5)]);
        if z[at(nn - 5)] > z[at(nn - 3)] * tol2 && t != zero {
            let mut s = z[at(nn - 3)] * (z[at(nn - 5)] / t);
            if s <= t {
                s = z[at(nn - 3)] * (z[at(nn - 5)] / (t * (one + (one + s / t).sqrt())));
            } else {
                s = z[at(nn - 3)] * (z[at(nn - 5)] / (t + t.sqrt() * (t + s).sqrt()));
            }
            let t = z[at(nn - 7)] + (s + z[at(nn - 5)]);
            z[at(nn - 3)] = z[at(nn - 3)] * (z[at(nn - 7)] / t);
            z[at(nn - 7)] = t;
        }
        z[at(4 * n - 7)] = z[at(nn - 7)] + st.sigma;
        z[at(4 * n - 3)] = z[at(nn - 3)] + st.sigma;
        *n0 -= 2;
    }
    if *pp == 2 {
        *pp = 0;
    }
    let (n0, pp) = (*n0, *pp);
    // Reverse the qd-array, if warranted.
    if (st.dmin <= zero || n0 < n0in) && cbias * z[at(4 * i0 + pp - 3)] < z[at(4 * n0 + pp - 3)] {
        let ipn4 = 4 * (i0 + n0);
        for j4 in (4 * i0..=2 * (i0 + n0 - 1)).step_by(4) {
            z.swap(at(j4 - 3), at(ipn4 - j4 - 3));
            z.swap(at(j4 - 2), at(ipn4 - j4 - 2));
            z.swap(at(j4 - 1), at(ipn4 - j4 - 5));
            z.swap(at(j4), at(ipn4 - j4 - 4));
        }
        if n0 - i0 <= 4 {
            z[at(4 * n0 + pp - 1)] = z[at(4 * i0 + pp - 1)];
            z[at(4 * n0 - pp)] = z[at(4 * i0 - pp)];
        }
        st.dmin2 = fmin(st.dmin2, z[at(4 * n0 + pp - 1)]);
        z[at(4 * n0 + pp - 1)] = fmin(
            fmin(z[at(4 * n0 + pp - 1)], z[at(4 * i0 + pp - 1)]),
            z[at(4 * i0 + pp + 3)],
        );
        z[at(4 * n0 - pp)] = fmin(
            fmin(z[at(4 * n0 - pp)], z[at(4 * i0 - pp)]),
            z[at(4 * i0 - pp + 4)],
        );
        st.qmax = fmax(
            fmax(st.qmax, z[at(4 * i0 + pp - 3)]),
            z[at(4 * i0 + pp + 1)],
        );
        st.dmin = -zero;
    }
    // Choose a shift.
    lasq4(i0, n0, z, pp, n0in, st);
    // Call dqds until dmin > 0. The reference retries without bound; a shift that fails
    // twice becomes zero, so a few tries always suffice on finite data.
    let mut tries = 0;
    let safe = loop {
        lasq5(i0, n0, z, pp, st, eps);
        tries += 1;
        if st.dmin >= zero && st.dmin1 >= zero {
            // Success.
            break false;
        } else if st.dmin < zero
            && st.dmin1 > zero
            && z[at(4 * (n0 - 1) - pp)] < tol * (st.sigma + st.dn1)
            && st.dn.abs() < tol * st.sigma
        {
            // Convergence hidden by negative dn.
            z[at(4 * (n0 - 1) - pp + 2)] = zero;
            st.dmin = zero;
            break false;
        } else if st.dmin < zero {
            if tries > 100 {
                break true;
            }
            // tau too big: select a new tau and try again.
            if st.ttype < -22 {
                // Failed twice: play it safe.
                st.tau = zero;
            } else if st.dmin1 > zero {
                // Late failure: gives an excellent shift.
                st.tau = (st.tau + st.dmin) * (one - two * eps);
                st.ttype -= 11;
            } else {
                // Early failure: divide by 4.
                st.tau = qurtr * st.tau;
                st.ttype -= 12;
            }
        } else if is_nan(st.dmin) {
            // NaN.
            if st.tau == zero {
                break true;
            }
            st.tau = zero;
        } else {
            // Possible underflow: play it safe.
            break true;
        }
    };
    if safe {
        // Risk of underflow.
        lasq6(i0, n0, z, pp, st);
        st.tau = zero;
    }
    if st.tau < st.sigma {
        st.desig = st.desig + st.tau;
        let t = st.sigma + st.desig;
        st.desig = st.desig - (t - st.sigma);
        st.sigma = t;
    } else {
        let t = st.sigma + st.tau;
        st.desig = st.sigma - (t - st.tau) + st.desig;
        st.sigma = t;
    }
}

/// dlasq4's estimate of the norm-squared contribution of the block's earlier entries (its
/// cases 4 and 5): from `a2` and the last term `b2`, add b2 := b2·Z(i4)/Z(i4-2) for i4 =
/// `start`, `start` - 4, … down to `low` until the terms stop mattering; None where a Z
/// grows (the shift guess is unsafe), as dlasq4 returns there.
fn earlier_terms<R: Real>(
    z: &[R],
    low: usize,
    start: usize,
    mut a2: R,
    mut b2: R,
    cnst1: R,
) -> Option<R> {
    let hundrd = R::from_f64(100.0);
    for i4 in (low..=start).rev().step_by(4) {
        if b2 == R::ZERO {
            break;
        }
        let b1 = b2;
        if z[at(i4)] > z[at(i4 - 2)] {
            return None;
        }
        b2 = b2 * (z[at(i4)] / z[at(i4 - 2)]);
        a2 = a2 + b2;
        if hundrd * fmax(b2, b1) < a2 || cnst1 < a2 {
            break;
        }
    }
    Some(a2)
}

/// dlasq4: choose the shift tau (and record its type in ttype) from the last dqds step's
/// dmin, dn, dn1, dn2 and the deflation count n0in - n0. Where the reference returns early
/// tau keeps its previous value.
fn lasq4<R: Real>(i0: usize, n0: usize, z: &[R], pp: usize, n0in: usize, st: &mut Dqds<R>) {
    if let Some(s) = shift(i0, n0, z, pp, n0in, st) {
        st.tau = s;
    }
}

/// dlasq4's body: the new tau, or None where the reference returns leaving it unchanged.
fn shift<R: Real>(
    i0: usize,
    n0: usize,
    z: &[R],
    pp: usize,
    n0in: usize,
    st: &mut Dqds<R>,
) -> Option<R> {
    let (cnst1, cnst2, cnst3) = (R::from_f64(0.563), R::from_f64(1.01), R::from_f64(1.05));
    let (qurtr, third, half) = (R::from_f64(0.25), R::from_f64(0.333), R::from_f64(0.5));
    let (zero, one, two, hundrd) = (R::ZERO, R::ONE, R::from_f64(2.0), R::from_f64(100.0));
    let (dmin, dmin1, dmin2) = (st.dmin, st.dmin1, st.dmin2);
    let (dn, dn1, dn2) = (st.dn, st.dn1, st.dn2);
    // A negative dmin forces the shift to take that absolute value.
    if dmin <= zero {
        st.ttype = -1;
        return Some(-dmin);
    }
    let nn = 4 * n0 + pp;
    // The lowest index the norm-estimate loops reach.
    let low = 4 * i0 - 1 + pp;
    let mut s = zero;
    if n0in == n0 {
        // No eigenvalues deflated.
        if dmin == dn || dmin == dn1 {
            let b1 = z[at(nn - 3)].sqrt() * z[at(nn - 5)].sqrt();
            let mut b2 = z[at(nn - 7)].sqrt() * z[at(nn - 9)].sqrt();
            let mut a2 = z[at(nn - 7)] + z[at(nn - 5)];
            if dmin == dn && dmin1 == dn1 {
                // Cases 2 and 3.
                let gap2 = dmin2 - a2 - dmin2 * qurtr;
                let gap1 = if gap2 > zero && gap2 > b2 {
                    a2 - dn - (b2 / gap2) * b2
                } else {
                    a2 - dn - (b1 + b2)
                };
                if gap1 > zero && gap1 > b1 {
                    s = fmax(dn - (b1 / gap1) * b1, half * dmin);
                    st.ttype = -2;
                } else {
                    s = zero;
                    if dn > b1 {
                        s = dn - b1;
                    }
                    if a2 > b1 + b2 {
                        s = fmin(s, a2 - (b1 + b2));
                    }
                    s = fmax(s, third * dmin);
                    st.ttype = -3;
                }
            } else {
                // Case 4.
                st.ttype = -4;
                s = qurtr * dmin;
                let gam;
                let np;
                if dmin == dn {
                    gam = dn;
                    a2 = zero;
                    if z[at(nn - 5)] > z[at(nn - 7)] {
                        return None;
                    }
                    b2 = z[at(nn - 5)] / z[at(nn - 7)];
                    np = nn - 9;
                } else {
                    let np2 = nn - 2 * pp;
                    gam = dn1;
                    if z[at(np2 - 4)] > z[at(np2 - 2)] {
                        return None;
                    }
                    a2 = z[at(np2 - 4)] / z[at(np2 - 2)];
                    if z[at(nn - 9)] > z[at(nn - 11)] {
                        return None;
                    }
                    b2 = z[at(nn - 9)] / z[at(nn - 11)];
                    // NN - 13 is below the loop's end (possibly negative) for n0 = 3.
                    np = nn.saturating_sub(13);
                }
                // Approximate contribution to norm squared from i < nn-1.
                a2 = cnst3 * earlier_terms(z, low, np, a2 + b2, b2, cnst1)?;
                // Rayleigh quotient residual bound.
                if a2 < cnst1 {
                    s = gam * (one - a2.sqrt()) / (one + a2);
                }
            }
        } else if dmin == dn2 {
            // Case 5.
            st.ttype = -5;
            s = qurtr * dmin;
            // Compute contribution to norm squared from i > nn-2.
            let np = nn - 2 * pp;
            let b1 = z[at(np - 2)];
            let mut b2 = z[at(np - 6)];
            let gam = dn2;
            if z[at(np - 8)] > b2 || z[at(np - 4)] > b1 {
                return None;
            }
            let mut a2 = (z[at(np - 8)] / b2) * (one + z[at(np - 4)] / b1);
            // Approximate contribution to norm squared from i < nn-2.
            if n0 - i0 > 2 {
                b2 = z[at(nn - 13)] / z[at(nn - 15)];
                a2 = cnst3 * earlier_terms(z, low, nn.saturating_sub(17), a2 + b2, b2, cnst1)?;
            }
            if a2 < cnst1 {
                s = gam * (one - a2.sqrt()) / (one + a2);
            }
        } else {
            // Case 6, no information to guide us.
            st.g = if st.ttype == -6 {
                st.g + third * (one - st.g)
            } else if st.ttype == -18 {
                qurtr * third
            } else {
                qurtr
            };
            s = st.g * dmin;
            st.ttype = -6;
        }
    } else if n0in == n0 + 1 {
        // One eigenvalue just deflated: use dmin1, dn1 for dmin and dn.
        if dmin1 == dn1 && dmin2 == dn2 {
            // Cases 7 and 8.
            st.ttype = -7;
            s = third * dmin1;
            if z[at(nn - 5)] > z[at(nn - 7)] {
                return None;
            }
            let mut b1 = z[at(nn - 5)] / z[at(nn - 7)];
            let mut b2 = b1;
            if b2 != zero {
                for i4 in (low..=4 * n0 - 9 + pp).rev().step_by(4) {
                    let a2 = b1;
                    if z[at(i4)] > z[at(i4 - 2)] {
                        return None;
                    }
                    b1 = b1 * (z[at(i4)] / z[at(i4 - 2)]);
                    b2 = b2 + b1;
                    if hundrd * fmax(b1, a2) < b2 {
                        break;
                    }
                }
            }
            b2 = (cnst3 * b2).sqrt();
            let a2 = dmin1 / (one + b2 * b2);
            let gap2 = half * dmin2 - a2;
            if gap2 > zero && gap2 > b2 * a2 {
                s = fmax(s, a2 * (one - cnst2 * a2 * (b2 / gap2) * b2));
            } else {
                s = fmax(s, a2 * (one - cnst2 * b2));
                st.ttype = -8;
            }
        } else {
            // Case 9.
            s = qurtr * dmin1;
            if dmin1 == dn1 {
                s = half * dmin1;
            }
            st.ttype = -9;
        }
    } else if n0in == n0 + 2 {
        // Two eigenvalues deflated: use dmin2, dn2 for dmin and dn. Cases 10 and 11.
        if dmin2 == dn2 && two * z[at(nn - 5)] < z[at(nn - 7)] {
            st.ttype = -10;
            s = third * dmin2;
            if z[at(nn - 5)] > z[at(nn - 7)] {
                return None;
            }
            let mut b1 = z[at(nn - 5)] / z[at(nn - 7)];
            let mut b2 = b1;
            if b2 != zero {
                for i4 in (low..=4 * n0 - 9 + pp).rev().step_by(4) {
                    if z[at(i4)] > z[at(i4 - 2)] {
                        return None;
                    }
                    b1 = b1 * (z[at(i4)] / z[at(i4 - 2)]);
                    b2 = b2 + b1;
                    if hundrd * b1 < b2 {
                        break;
                    }
                }
            }
            b2 = (cnst3 * b2).sqrt();
            let a2 = dmin2 / (one + b2 * b2);
            let gap2 =
                z[at(nn - 7)] + z[at(nn - 9)] - z[at(nn - 11)].sqrt() * z[at(nn - 9)].sqrt() - a2;
            if gap2 > zero && gap2 > b2 * a2 {
                s = fmax(s, a2 * (one - cnst2 * a2 * (b2 / gap2) * b2));
            } else {
                s = fmax(s, a2 * (one - cnst2 * b2));
            }
        } else {
            s = qurtr * dmin2;
            st.ttype = -11;
        }
    } else if n0in > n0 + 2 {
        // Case 12, more than two eigenvalues deflated: no information.
        s = zero;
        st.ttype = -12;
    }
    Some(s)
}

/// dlasq5: one dqds transform with shift tau (ping-pong between the two halves of z by
/// pp), tracking dmin, dmin1, dmin2, dn, dn1, dn2. A tau below eps·(sigma + tau)/2 becomes
/// zero, and then d's below eps·(sigma + tau) are flushed to zero. The non-IEEE branch
/// (f32, as slasq2 sets it) stops as soon as a d turns negative.
fn lasq5<R: Real>(i0: usize, n0: usize, z: &mut [R], pp: usize, st: &mut Dqds<R>, eps: R) {
    let (zero, half) = (R::ZERO, R::from_f64(0.5));
    if n0 <= i0 + 1 {
        return;
    }
    let dthresh = eps * (st.sigma + st.tau);
    if st.tau < dthresh * half {
        st.tau = zero;
    }
    let tau = st.tau;
    let flush = tau == zero;
    let j4 = 4 * i0 + pp - 3;
    let mut emin = z[at(j4 + 4)];
    let mut d = z[at(j4)] - tau;
    st.dmin = d;
    st.dmin1 = -z[at(j4)];
    // Z(J4-2-PP) is the new q, Z(J4-1+PP) the old e, Z(J4+1+PP) the next old q and
    // Z(J4-PP) the new e, for pp = 0 and pp = 1 alike.
    for j4 in (4 * i0..=4 * (n0 - 3)).step_by(4) {
        let (q, e_in, q_next, e_out) = (j4 - 2 - pp, j4 - 1 + pp, j4 + 1 + pp, j4 - pp);
        z[at(q)] = d + z[at(e_in)];
        if st.ieee {
            let temp = z[at(q_next)] / z[at(q)];
            d = d * temp - tau;
            if flush && d < dthresh {
                d = zero;
            }
            st.dmin = fmin(st.dmin, d);
            z[at(e_out)] = z[at(e_in)] * temp;
            emin = fmin(z[at(e_out)], emin);
        } else {
            if d < zero {
                return;
            }
            z[at(e_out)] = z[at(q_next)] * (z[at(e_in)] / z[at(q)]);
            d = z[at(q_next)] * (d / z[at(q)]) - tau;
            if flush && d < dthresh {
                d = zero;
            }
            st.dmin = fmin(st.dmin, d);
            emin = fmin(emin, z[at(e_out)]);
        }
    }
    // Unroll the last two steps.
    st.dn2 = d;
    st.dmin2 = st.dmin;
    let mut j4 = 4 * (n0 - 2) - pp;
    let mut j4p2 = j4 + 2 * pp - 1;
    z[at(j4 - 2)] = st.dn2 + z[at(j4p2)];
    if !st.ieee && st.dn2 < zero {
        return;
    }
    z[at(j4)] = z[at(j4p2 + 2)] * (z[at(j4p2)] / z[at(j4 - 2)]);
    st.dn1 = z[at(j4p2 + 2)] * (st.dn2 / z[at(j4 - 2)]) - tau;
    st.dmin = fmin(st.dmin, st.dn1);
    st.dmin1 = st.dmin;
    j4 += 4;
    j4p2 = j4 + 2 * pp - 1;
    z[at(j4 - 2)] = st.dn1 + z[at(j4p2)];
    if !st.ieee && st.dn1 < zero {
        return;
    }
    z[at(j4)] = z[at(j4p2 + 2)] * (z[at(j4p2)] / z[at(j4 - 2)]);
    st.dn = z[at(j4p2 + 2)] * (st.dn1 / z[at(j4 - 2)]) - tau;
    st.dmin = fmin(st.dmin, st.dn);
    z[at(j4 + 2)] = st.dn;
    z[at(4 * n0 - pp)] = emin;
}

/// dlasq6: one dqd transform (zero shift) guarding against underflow.
fn lasq6<R: Real>(i0: usize, n0: usize, z: &mut [R], pp: usize, st: &mut Dqds<R>) {
    let zero = R::ZERO;
    let safmin = R::SFMIN;
    if n0 <= i0 + 1 {
        return;
    }
    // One step from `d` with the old e at `e_in` and the next old q at `q_next` into the
    // new q at `q` and new e at `e_out`: the next d, a reset dmin/emin on a zero q.
    let step = |z: &mut [R], d: R, (q, e_in, q_next, e_out): (usize, usize, usize, usize)| {
        z[at(q)] = d + z[at(e_in)];
        if z[at(q)] == zero {
            z[at(e_out)] = zero;
            (z[at(q_next)], true)
        } else if safmin * z[at(q_next)] < z[at(q)] && safmin * z[at(q)] < z[at(q_next)] {
            let temp = z[at(q_next)] / z[at(q)];
            z[at(e_out)] = z[at(e_in)] * temp;
            (d * temp, false)
        } else {
            z[at(e_out)] = z[at(q_next)] * (z[at(e_in)] / z[at(q)]);
            (z[at(q_next)] * (d / z[at(q)]), false)
        }
    };
    let j4 = 4 * i0 + pp - 3;
    let mut emin = z[at(j4 + 4)];
    let mut d = z[at(j4)];
    st.dmin = d;
    for j4 in (4 * i0..=4 * (n0 - 3)).step_by(4) {
        let idx = (j4 - 2 - pp, j4 - 1 + pp, j4 + 1 + pp, j4 - pp);
        let (next, reset) = step(z, d, idx);
        d = next;
        if reset {
            st.dmin = d;
            emin = zero;
        }
        st.dmin = fmin(st.dmin, d);
        emin = fmin(emin, z[at(idx.3)]);
    }
    // Unroll the last two steps.
    st.dn2 = d;
    st.dmin2 = st.dmin;
    let mut j4 = 4 * (n0 - 2) - pp;
    let mut j4p2 = j4 + 2 * pp - 1;
    let (next, reset) = step(z, st.dn2, (j4 - 2, j4p2, j4p2 + 2, j4));
    st.dn1 = next;
    if reset {
        st.dmin = next;
        emin = zero;
    }
    st.dmin = fmin(st.dmin, st.dn1);
    st.dmin1 = st.dmin;
    j4 += 4;
    j4p2 = j4 + 2 * pp - 1;
    let (next, reset) = step(z, st.dn1, (j4 - 2, j4p2, j4p2 + 2, j4));
    st.dn = next;
    if reset {
        st.dmin = next;
        emin = zero;
    }
    st.dmin = fmin(st.dmin, st.dn);
    z[at(j4 + 2)] = st.dn;
    z[at(4 * n0 - pp)] = emin;
}

/// dlasrt('D'): sort into decreasing order by the reference's quicksort (median-of-3
/// partitions, insertion sort for pieces of at most 21 entries). The scans are bounded and
/// a partition that makes no progress falls back to insertion sort, which only NaNs can
/// cause.
fn lasrt_decreasing<R: Real>(d: &mut [R]) {
    const SELECT: usize = 20;
    let n = d.len();
    if n <= 1 {
        return;
    }
    let insertion = |d: &mut [R], start: usize, endd: usize| {
        for i in start + 1..=endd {
            for j in (start + 1..=i).rev() {
                if d[at(j)] > d[at(j - 1)] {
                    d.swap(at(j), at(j - 1));
                } else {
                    break;
                }
            }
        }
    };
    let mut stack = vec![(1usize, n)];
    while let Some((start, endd)) = stack.pop() {
        if endd > start && endd - start <= SELECT {
            insertion(d, start, endd);
        } else if endd > start + SELECT {
            // Choose the partition entry as the median of 3.
            let d1 = d[at(start)];
            let d2 = d[at(endd)];
            let d3 = d[at((start + endd) / 2)];
            let dmnmx = if d1 < d2 {
                if d3 < d1 {
                    d1
                } else if d3 < d2 {
                    d3
                } else {
                    d2
                }
            } else if d3 < d2 {
                d2
            } else if d3 < d1 {
                d3
            } else {
                d1
            };
            let (mut i, mut j) = (start - 1, endd + 1);
            loop {
                loop {
                    j -= 1;
                    if j <= start || d[at(j)].partial_cmp(&dmnmx) != Some(Ordering::Less) {
                        break;
                    }
                }
                loop {
                    i += 1;
                    if i >= endd || d[at(i)].partial_cmp(&dmnmx) != Some(Ordering::Greater) {
                        break;
                    }
                }
                if i < j {
                    d.swap(at(i), at(j));
                } else {
                    break;
                }
            }
            if j >= endd {
                insertion(d, start, endd);
            } else if j - start > endd - j - 1 {
                stack.push((start, j));
                stack.push((j + 1, endd));
            } else {
                stack.push((j + 1, endd));
                stack.push((start, j));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::bidiagonal_qr::bdsdc;
    use super::*;

    const SMALL_D: [f64; 6] = [4.0, -3.0, 2.0, 1.5, 0.5, -0.25];
    const SMALL_E: [f64; 5] = [1.0, 0.5, -2.0, 0.25, 0.125];

    /// d halving from 1, e = 3/4 d: a graded matrix (exact in both precisions).
    fn graded() -> (Vec<f64>, Vec<f64>) {
        let d: Vec<f64> = (0..12).map(|i| 0.5f64.powi(i)).collect();
        let e = d[..11].iter().map(|x| 0.75 * x).collect();
        (d, e)
    }

    fn run<R: Real>(d: &[f64], e: &[f64]) -> (i32, Vec<R>) {
        let mut d: Vec<R> = d.iter().map(|&x| R::from_f64(x)).collect();
        let mut e: Vec<R> = e.iter().map(|&x| R::from_f64(x)).collect();
        let info = lasq1(&mut d, &mut e);
        (info, d)
    }

    // Expected values: scipy's dlasq1/slasq1 (OpenBLAS), equal to
    // scipy.linalg.svd(B, compute_uv=False, lapack_driver='gesdd') bit for bit.
    #[test]
    fn small_matches_lapack_bits() {
        let want64 = [
            4.246968050299876,
            3.1260886703629835,
            2.784166051047758,
            1.0096625688977976,
            0.502982307959836,
            0.23972213039161686,
        ];
        assert_eq!(run::<f64>(&SMALL_D, &SMALL_E), (0, want64.to_vec()));
        let want32 = [
            4.246968, 3.1260884, 2.7841659, 1.0096625, 0.50298226, 0.23972212,
        ];
        assert_eq!(run::<f32>(&SMALL_D, &SMALL_E), (0, want32.to_vec()));
    }

    #[test]
    fn graded_matches_lapack_bits() {
        let (d, e) = graded();
        let want64 = [
            1.2933166077724971,
            0.5638158828624452,
            0.2659125831878206,
            0.1291994603540409,
            0.06364044075725606,
            0.03156453228436015,
            0.01571249487711433,
            0.00783695613977848,
            0.003913104347713984,
            0.0019549678339590066,
            0.0009626123533459529,
            0.00029698940663332277,
        ];
        assert_eq!(run::<f64>(&d, &e), (0, want64.to_vec()));
        let want32 = [
            1.2933165,
            0.56381583,
            0.26591256,
            0.12919945,
            0.06364045,
            0.03156453,
            0.015712492,
            0.0078369565,
            0.0039131045,
            0.0019549676,
            0.0009626123,
            0.0002969894,
        ];
        assert_eq!(run::<f32>(&d, &e), (0, want32.to_vec()));
    }

    /// A small deterministic generator (no dependencies): uniform in (-1, 1).
    fn lcg(state: &mut u64) -> f64 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((*state >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }

    /// dqds and bidiagonal QR both find the values to high relative accuracy; the sum of
    /// their squares is the squared Frobenius norm.
    fn check_against_qr<R: Real>(d: &[f64], e: &[f64], rel: f64) {
        let n = d.len();
        let (info, s) = run::<R>(d, e);
        assert_eq!(info, 0);
        let mut dq: Vec<R> = d.iter().map(|&x| R::from_f64(x)).collect();
        let mut eq: Vec<R> = e.iter().map(|&x| R::from_f64(x)).collect();
        let (_, _, qinfo) = bdsdc(false, &mut dq, &mut eq, false);
        assert_eq!(qinfo, 0);
        for i in 0..n {
            assert!(s[i] >= R::ZERO);
            if i > 0 {
                assert!(s[i] <= s[i - 1], "not decreasing at {i}");
            }
            let (a, b) = (s[i].to_f64(), dq[i].to_f64());
            assert!((a - b).abs() <= rel * b.abs(), "value {i}: {a} vs QR {b}");
        }
        let frob: f64 = d.iter().chain(e).map(|x| x * x).sum();
        let sum: f64 = s.iter().map(|x| x.to_f64() * x.to_f64()).sum();
        assert!((frob - sum).abs() <= rel * frob);
    }

    #[test]
    fn agrees_with_qr() {
        let mut state = 7;
        for n in (3..60).chain([100, 150]) {
            let d: Vec<f64> = (0..n).map(|_| lcg(&mut state)).collect();
            let e: Vec<f64> = (1..n).map(|_| lcg(&mut state)).collect();
            check_against_qr::<f64>(&d, &e, 1e-12);
            check_against_qr::<f32>(&d, &e, 1e-3);
            // Graded: d_i = 10^(-i/4), small singular values found to relative accuracy.
            let d: Vec<f64> = (1..=n).map(|i| 10f64.powf(-(i as f64) / 4.0)).collect();
            let e: Vec<f64> = d[1..].iter().map(|x| x * lcg(&mut state)).collect();
            check_against_qr::<f64>(&d, &e, 1e-12);
            // Zeros in d and e split the matrix.
            let mut d: Vec<f64> = (0..n).map(|_| lcg(&mut state)).collect();
            let mut e: Vec<f64> = (1..n).map(|_| lcg(&mut state)).collect();
            d[n / 2] = 0.0;
            e[n / 3] = 0.0;
            check_against_qr::<f64>(&d, &e, 1e-12);
        }
    }

    #[test]
    fn orders_up_to_two_and_diagonal_input() {
        let (mut d, mut e) = (Vec::<f64>::new(), Vec::new());
        assert_eq!(lasq1(&mut d, &mut e), 0);
        let mut d = vec![-2.5f64];
        assert_eq!(lasq1(&mut d, &mut []), 0);
        assert_eq!(d, [2.5]);
        // Order 2 is dlas2's: [[3, 4], [0, 0]] has singular values 5 and 0.
        let mut d = vec![3.0f64, 0.0];
        assert_eq!(lasq1(&mut d, &mut [4.0]), 0);
        assert_eq!(d, [5.0, 0.0]);
        // A diagonal matrix: |d| sorted by dlasrt's quicksort (more than 21 entries).
        let mut state = 3;
        let mut d: Vec<f64> = (0..50).map(|_| lcg(&mut state)).collect();
        let mut want: Vec<f64> = d.iter().map(|x| x.abs()).collect();
        want.sort_by(|a, b| b.total_cmp(a));
        assert_eq!(lasq1(&mut d, &mut [0.0; 49]), 0);
        assert_eq!(d, want);
    }

    #[test]
    fn nan_and_inf_inputs_return() {
        for n in 1..30 {
            for pos in 0..2 * n - 1 {
                for bad in [f64::NAN, f64::INFINITY, -f64::INFINITY] {
                    let mut d: Vec<f64> = (0..n).map(|i| 1.0 + i as f64).collect();
                    let mut e: Vec<f64> = vec![0.5; n - 1];
                    if pos < n {
                        d[pos] = bad;
                    } else {
                        e[pos - n] = bad;
                    }
                    let info = lasq1(&mut d, &mut e);
                    assert!((0..=3).contains(&info));
                    let mut d32: Vec<f32> = d.iter().map(|&x| x as f32).collect();
                    let mut e32: Vec<f32> = vec![0.5; n - 1];
                    assert!((0..=3).contains(&lasq1(&mut d32, &mut e32)));
                }
            }
        }
    }

    #[test]
    fn lasrt_terminates_on_nan() {
        let mut state = 5;
        for n in [2, 21, 22, 40, 100] {
            for k in 0..4 {
                let mut d: Vec<f64> = (0..n).map(|_| lcg(&mut state)).collect();
                for j in 0..=k {
                    d[(j * 7 + k) % n] = f64::NAN;
                }
                let nans = d.iter().filter(|x| x.is_nan()).count();
                lasrt_decreasing(&mut d);
                assert_eq!(d.iter().filter(|x| x.is_nan()).count(), nans);
            }
            let mut d: Vec<f64> = (0..n).map(|_| lcg(&mut state)).collect();
            lasrt_decreasing(&mut d);
            assert!(d.windows(2).all(|w| w[0] >= w[1]));
        }
    }
}
