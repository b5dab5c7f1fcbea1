//! SIMD128 loops for the f32 kernels the wasm build runs most: elementwise add, subtract,
//! multiply, divide, maximum, minimum, exp, sqrt, rsqrt, abs and negate, the max/min folds of
//! reduce-window, and the 8-lane sum, max and min folds of the row reductions. The package is
//! built for size (`opt-level = "s"`), at which rustc turns LLVM's loop vectoriser off, so these
//! are written with `core::arch::wasm32` directly.
//! Each binary op is one SIMD128 instruction with the semantics of the scalar element function
//! it replaces (`f32x4.max`/`min` are IEEE 754-2019 maximum/minimum: NaN-propagating,
//! -0 < +0, as `FloatElem::xmax`/`xmin`); exp and tanh are `elem`'s f32 functions op for op
//! (tanh's multiply-adds, which SIMD128 lacks, on f64x2 lanes as `elem::fma_f32_via_f64`);
//! the tail of a row goes through the same code on splatted lanes, so every element gets the
//! same bits. Only NaN payloads may differ from the scalar functions (wasm leaves them open).
//!
//! Only wasm32 with `+simd128` compiles this module; it knows nothing of instructions.

use crate::ir::{BinaryOp, UnaryOp};
use core::arch::wasm32::*;
use std::mem::MaybeUninit;

/// An operand of a binary loop: a slice as long as the output, or one value for all.
#[derive(Clone, Copy)]
pub(crate) enum Side<'a> {
    Slice(&'a [f32]),
    Splat(f32),
}

/// `out[i] = op(a[i], b[i])` when `op` has a SIMD128 instruction here; `false` (nothing
/// written) otherwise.
#[inline]
pub(crate) fn binary(op: BinaryOp, a: Side, b: Side, out: &mut [MaybeUninit<f32>]) -> bool {
    match op {
        BinaryOp::Add => zip(a, b, out, |x, y| f32x4_add(x, y)),
        BinaryOp::Subtract => zip(a, b, out, |x, y| f32x4_sub(x, y)),
        BinaryOp::Multiply => zip(a, b, out, |x, y| f32x4_mul(x, y)),
        BinaryOp::Divide => zip(a, b, out, |x, y| f32x4_div(x, y)),
        BinaryOp::Maximum => zip(a, b, out, |x, y| f32x4_max(x, y)),
        BinaryOp::Minimum => zip(a, b, out, |x, y| f32x4_min(x, y)),
        _ => return false,
    }
    true
}

/// `acc[i] = op(x[i], acc[i])` for a max or min fold (reduce-window's argument order: the new
/// element first); `false` (nothing changed) for other ops.
#[inline]
pub(crate) fn fold_into(op: BinaryOp, x: &[f32], acc: &mut [f32]) -> bool {
    match op {
        BinaryOp::Maximum => fold_with(x, acc, |x, y| f32x4_max(x, y)),
        BinaryOp::Minimum => fold_with(x, acc, |x, y| f32x4_min(x, y)),
        _ => return false,
    }
    true
}

/// `lanes[l] = op(lanes[l], x[8 * i + l])` for every whole 8-chunk of `x` in order (the lane
/// folds of `reduce::LaneSum` and `reduce::LaneFold`), for add, maximum and minimum; `false`
/// (nothing changed) for other ops. The same operation on each lane in the same order as the
/// scalar loop, so the same bits.
#[inline]
pub(crate) fn fold_lanes8(op: BinaryOp, lanes: &mut [f32; 8], x: &[f32]) -> bool {
    match op {
        BinaryOp::Add => lanes8_with(lanes, x, |a, v| f32x4_add(a, v)),
        BinaryOp::Maximum => lanes8_with(lanes, x, |a, v| f32x4_max(a, v)),
        BinaryOp::Minimum => lanes8_with(lanes, x, |a, v| f32x4_min(a, v)),
        _ => return false,
    }
    true
}

#[inline(always)]
fn lanes8_with(lanes: &mut [f32; 8], x: &[f32], f: impl Fn(v128, v128) -> v128) {
    let p = lanes.as_mut_ptr();
    // SAFETY: `lanes` holds 8 f32s: two 16-byte loads and stores in bounds (unaligned
    // access allowed).
    let (mut lo, mut hi) = unsafe {
        (
            v128_load(p as *const v128),
            v128_load(p.add(4) as *const v128),
        )
    };
    for ch in x.chunks_exact(8) {
        // SAFETY: each chunk holds 8 f32s: two 16-byte loads in bounds.
        unsafe {
            lo = f(lo, v128_load(ch.as_ptr() as *const v128));
            hi = f(hi, v128_load(ch.as_ptr().add(4) as *const v128));
        }
    }
    // SAFETY: as for the loads above.
    unsafe {
        v128_store(p as *mut v128, lo);
        v128_store(p.add(4) as *mut v128, hi);
    }
}

#[inline(always)]
fn fold_with(x: &[f32], acc: &mut [f32], f: impl Fn(v128, v128) -> v128 + Copy) {
    let n = acc.len().min(x.len());
    let (mut xc, mut ac) = (x[..n].chunks_exact(4), acc[..n].chunks_exact_mut(4));
    for (xs, ys) in (&mut xc).zip(&mut ac) {
        // SAFETY: both chunks hold 4 f32s: 16-byte loads and store in bounds, unaligned
        // access allowed.
        unsafe {
            let v = f(
                v128_load(xs.as_ptr() as *const v128),
                v128_load(ys.as_ptr() as *const v128),
            );
            v128_store(ys.as_mut_ptr() as *mut v128, v);
        }
    }
    for (&xv, y) in xc.remainder().iter().zip(ac.into_remainder()) {
        *y = lane(f, xv, *y);
    }
}

/// `f` on one pair of values, through lane 0 of the vector instruction.
#[inline(always)]
fn lane(f: impl Fn(v128, v128) -> v128, x: f32, y: f32) -> f32 {
    f32x4_extract_lane::<0>(f(f32x4_splat(x), f32x4_splat(y)))
}

/// `s[i..i + 4]` as a vector.
///
/// # Safety
/// `i + 4 <= s.len()`.
#[inline(always)]
unsafe fn load_at(s: &[f32], i: usize) -> v128 {
    debug_assert!(i + 4 <= s.len());
    // SAFETY: in bounds by the caller's contract; unaligned loads are allowed.
    unsafe { v128_load(s.as_ptr().add(i) as *const v128) }
}

#[inline(always)]
fn get(s: Side, i: usize) -> f32 {
    match s {
        Side::Slice(s) => s[i],
        Side::Splat(v) => v,
    }
}

#[inline(always)]
fn zip(a: Side, b: Side, out: &mut [MaybeUninit<f32>], f: impl Fn(v128, v128) -> v128 + Copy) {
    let n = out.len();
    for s in [a, b] {
        if let Side::Slice(s) = s {
            assert!(s.len() >= n, "a binary operand is shorter than its output");
        }
    }
    let body = n - n % 4;
    // One loop per kind of operand pair: the size-optimised build does not unswitch loops,
    // and a `Side` match per vector (twice) cost as much as a bias add's arithmetic.
    // SAFETY (the loads): `zip_body` passes `i + 4 <= body <= n`, and both slices hold at
    // least `n` values (checked above).
    match (a, b) {
        (Side::Slice(x), Side::Slice(y)) => zip_body(
            body,
            out,
            |i| unsafe { load_at(x, i) },
            |i| unsafe { load_at(y, i) },
            f,
        ),
        (Side::Slice(x), Side::Splat(y)) => {
            let y = f32x4_splat(y);
            zip_body(body, out, |i| unsafe { load_at(x, i) }, |_| y, f)
        }
        (Side::Splat(x), Side::Slice(y)) => {
            let x = f32x4_splat(x);
            zip_body(body, out, |_| x, |i| unsafe { load_at(y, i) }, f)
        }
        (Side::Splat(x), Side::Splat(y)) => {
            let v = f(f32x4_splat(x), f32x4_splat(y));
            zip_body(body, out, |_| v, |_| v, |v, _| v)
        }
    }
    for (j, o) in out.iter_mut().enumerate().skip(body) {
        o.write(lane(f, get(a, j), get(b, j)));
    }
}

/// `out[i..i + 4] = f(a(i), b(i))` for every `i < body` in steps of 4 (`body <= out.len()`,
/// and `a(i)`, `b(i)` in bounds there: `zip` checks both).
#[inline(always)]
fn zip_body(
    body: usize,
    out: &mut [MaybeUninit<f32>],
    a: impl Fn(usize) -> v128,
    b: impl Fn(usize) -> v128,
    f: impl Fn(v128, v128) -> v128,
) {
    assert!(body <= out.len());
    let mut i = 0;
    while i < body {
        let v = f(a(i), b(i));
        // SAFETY: `i + 4 <= body <= out.len()`: the store stays inside `out` (unaligned stores
        // allowed; MaybeUninit<f32> has f32's layout).
        unsafe { v128_store(out.as_mut_ptr().add(i) as *mut v128, v) };
        i += 4;
    }
}

/// `out[i] = op(a[i])` for the unary ops with a SIMD128 form here (exp and tanh as
/// `elem::exp_f32` and `elem::tanh_f32` compute them, operation for operation; sqrt, rsqrt,
/// abs, negate); `false` (nothing written) otherwise.
#[inline]
pub(crate) fn unary(op: UnaryOp, a: Side, out: &mut [MaybeUninit<f32>]) -> bool {
    match op {
        UnaryOp::Exp => map(a, out, exp),
        UnaryOp::Tanh => map(a, out, tanh),
        UnaryOp::Sqrt => map(a, out, |x| f32x4_sqrt(x)),
        UnaryOp::Rsqrt => map(a, out, |x| f32x4_div(f32x4_splat(1.0), f32x4_sqrt(x))),
        UnaryOp::Abs => map(a, out, |x| f32x4_abs(x)),
        UnaryOp::Negate => map(a, out, |x| f32x4_neg(x)),
        _ => return false,
    }
    true
}

#[inline(always)]
fn map(a: Side, out: &mut [MaybeUninit<f32>], f: impl Fn(v128) -> v128 + Copy) {
    zip(a, Side::Splat(0.0), out, move |x, _| f(x))
}

/// `x` where it is NaN, else `v` (the scalar functions pass NaN through).
#[inline(always)]
fn keep_nan(x: v128, v: v128) -> v128 {
    v128_bitselect(x, v, f32x4_ne(x, x))
}

/// `elem::exp_f32_unfused` (wasm's `exp_f32`) on four lanes: the same operations in the same
/// order.
#[inline(always)]
fn exp(x: v128) -> v128 {
    use super::elem::exp_f32_consts::*;
    let s = f32x4_splat;
    // clamp(x, LO, HI) for every non-NaN x (NaN lanes are replaced at the end).
    let xc = f32x4_pmin(s(HI), f32x4_pmax(s(LO), x));
    let t = f32x4_add(f32x4_mul(xc, s(std::f32::consts::LOG2_E)), s(MAGIC));
    let n = f32x4_sub(t, s(MAGIC));
    let ni = i32x4_sub(t, i32x4_splat(MAGIC.to_bits() as i32));
    let r = f32x4_sub(
        f32x4_sub(xc, f32x4_mul(n, s(LN2_HI))),
        f32x4_mul(n, s(LN2_LO)),
    );
    let mut p = s(P[0]);
    for &c in &P[1..] {
        p = f32x4_add(f32x4_mul(p, r), s(c));
    }
    let e = f32x4_add(f32x4_add(f32x4_mul(f32x4_mul(p, r), r), r), s(1.0));
    let n1 = i32x4_shr(ni, 1);
    let n2 = i32x4_sub(ni, n1);
    let bias = i32x4_splat(127);
    let s1 = i32x4_shl(i32x4_add(n1, bias), 23);
    let s2 = i32x4_shl(i32x4_add(n2, bias), 23);
    let v = f32x4_mul(f32x4_mul(e, s1), s2);
    let v = v128_bitselect(s(f32::INFINITY), v, f32x4_gt(x, s(HI)));
    let v = v128_bitselect(s(0.0), v, f32x4_lt(x, s(LO)));
    keep_nan(x, v)
}

/// `elem::tanh_f32` (wasm's form, multiply-adds as `elem::fma_f32_via_f64`) on four lanes:
/// the same operations in the same order. The multiply-add chains run on two f64x2 halves,
/// each step's sum rounded to f32 (demote) and widened back (promote) as the scalar form does.
#[inline(always)]
fn tanh(x: v128) -> v128 {
    use super::elem::tanh_f32_consts::*;
    let s = f32x4_splat;
    // clamp(x, -CLAMP, CLAMP) for every non-NaN x (NaN lanes are replaced at the end).
    let xc = f32x4_pmin(s(CLAMP), f32x4_pmax(s(-CLAMP), x));
    let x2 = f32x4_mul(xc, xc);
    let halves = [
        f64x2_promote_low_f32x4(x2),
        f64x2_promote_low_f32x4(i32x4_shuffle::<2, 3, 2, 3>(x2, x2)),
    ];
    let p = f32x4_mul(fma_chain(halves, &A), xc);
    let q = fma_chain(halves, &B);
    let r = f32x4_div(p, q);
    let ax = f32x4_abs(x);
    let r = v128_bitselect(x, r, f32x4_lt(ax, s(TINY)));
    let one = v128_or(s(1.0), v128_and(x, s(-0.0)));
    let r = v128_bitselect(one, r, f32x4_ge(ax, s(ONE)));
    keep_nan(x, r)
}

/// Horner's rule `p = fma(x2, p, c)` over `coeffs` (highest degree first) on the two f64x2
/// halves of four f32 lanes, each step rounded to f32; the four f32 results.
#[inline(always)]
fn fma_chain(x2: [v128; 2], coeffs: &[f32]) -> v128 {
    let mut p = [f64x2_splat(coeffs[0] as f64); 2];
    let mut last = [f32x4_splat(coeffs[0]); 2];
    for &c in &coeffs[1..] {
        for h in 0..2 {
            let sum = f64x2_add(f64x2_mul(x2[h], p[h]), f64x2_splat(c as f64));
            last[h] = f32x4_demote_f64x2_zero(sum);
            p[h] = f64x2_promote_low_f32x4(last[h]);
        }
    }
    i32x4_shuffle::<0, 1, 4, 5>(last[0], last[1])
}
