//! Allocation-free window copies for compiled loop bodies: dynamic-slice reads a window of
//! an array into a preallocated output, dynamic-update-slice writes one into an array in
//! place. Starts are clamped as XLA clamps them (`movement::clamp_start`, shared), so the
//! results are the ones the allocating kernels in `movement` give.
//!
//! Only bytes move here; ranks above `MAX_RANK` are refused when the body is compiled.

use crate::error::{Error, Result};
use crate::ir::Literal;

/// The highest rank the window copies handle (their index vectors live on the stack).
pub(super) const MAX_RANK: usize = 8;

/// Clamped starts of a `sizes` window of an array of `dims`, read from scalar index
/// literals: into `[0, dims[d] - sizes[d]]`.
pub(super) fn starts<'l>(
    lits: impl Iterator<Item = Result<&'l Literal>>,
    dims: &[usize],
    sizes: &[usize],
) -> Result<[usize; MAX_RANK]> {
    let mut out = [0usize; MAX_RANK];
    for (d, s) in lits.enumerate() {
        let s = s?;
        let (Some(&dim), Some(&size), Some(o)) = (dims.get(d), sizes.get(d), out.get_mut(d)) else {
            return Err(Error::internal("a window has more starts than dimensions"));
        };
        *o = super::super::movement::clamp_start(s, dim, size)?;
    }
    Ok(out)
}

/// Calls `f(big, small, len)` (element offsets) for each contiguous run of the `sizes` window
/// at `start` in a row-major array of `dims`: `big` in the array, `small` in the window.
fn runs(
    dims: &[usize],
    start: &[usize; MAX_RANK],
    sizes: &[usize],
    mut f: impl FnMut(usize, usize, usize) -> Result<()>,
) -> Result<()> {
    let r = dims.len();
    if r == 0 {
        return f(0, 0, 1);
    }
    if r > MAX_RANK || sizes.len() != r || sizes.contains(&0) {
        return if sizes.len() == r && r <= MAX_RANK {
            Ok(())
        } else {
            Err(Error::internal(
                "a window's rank does not match its array's",
            ))
        };
    }
    let mut strides = [0usize; MAX_RANK];
    let mut acc = 1usize;
    for d in (0..r).rev() {
        strides[d] = acc;
        acc = acc.saturating_mul(dims[d]);
    }
    let inner = sizes[r - 1];
    let rows: usize = sizes[..r - 1].iter().product();
    let mut idx = [0usize; MAX_RANK];
    for row in 0..rows {
        let big: usize = (0..r - 1)
            .map(|d| (start[d] + idx[d]) * strides[d])
            .sum::<usize>()
            + start[r - 1];
        f(big, row * inner, inner)?;
        let mut d = r - 1;
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            if idx[d] < sizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Ok(())
}

/// `dims` copied to the stack (so the literal can be written while they are read).
fn on_stack(dims: &[usize]) -> Result<([usize; MAX_RANK], usize)> {
    let mut a = [0usize; MAX_RANK];
    a.get_mut(..dims.len())
        .ok_or_else(|| Error::internal("a loop window has too many dimensions"))?
        .copy_from_slice(dims);
    Ok((a, dims.len()))
}

fn out_of_bounds() -> Error {
    Error::internal("a loop window reaches outside its array")
}

/// Copies the `sizes` window of `x` at `start` into `out` (the window's bytes).
pub(super) fn read(
    x: &Literal,
    start: &[usize; MAX_RANK],
    sizes: &[usize],
    out: &mut [u8],
) -> Result<()> {
    let es = x.ty().byte_size();
    let src = x.bytes();
    runs(x.dims(), start, sizes, |big, small, len| {
        let s = src
            .get(big * es..(big + len) * es)
            .ok_or_else(out_of_bounds)?;
        out.get_mut(small * es..(small + len) * es)
            .ok_or_else(out_of_bounds)?
            .copy_from_slice(s);
        Ok(())
    })
}

/// Writes `update` (the window's bytes) as the `sizes` window of `x` at `start`, in place.
pub(super) fn write(
    x: &mut Literal,
    start: &[usize; MAX_RANK],
    sizes: &[usize],
    update: &[u8],
) -> Result<()> {
    let es = x.ty().byte_size();
    let (dims, r) = on_stack(x.dims())?;
    let dst = x.bytes_mut();
    runs(&dims[..r], start, sizes, |big, small, len| {
        let s = update
            .get(small * es..(small + len) * es)
            .ok_or_else(out_of_bounds)?;
        dst.get_mut(big * es..(big + len) * es)
            .ok_or_else(out_of_bounds)?
            .copy_from_slice(s);
        Ok(())
    })
}
