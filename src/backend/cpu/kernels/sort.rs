//! Multi-operand sort along one dimension with a comparator computation, and top-k.
//!
//! Sorting is always stable (a merge sort over a permutation), which satisfies both
//! `is_stable` settings. The comparator is user code: it need not be a strict weak order, so the
//! merge sort here never assumes one (the standard library's sorts may panic on such orders).

use super::common::{invalid, load_scalar, with_elem_size, DataMut};
use super::Evaluator;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, CompId, ElementType, Literal};

const OP: &str = "sort";

pub(super) fn sort(
    operands: &[Literal],
    dimension: usize,
    comparator: CompId,
    eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    let Some(first) = operands.first() else {
        return Err(invalid(OP, "needs at least one operand"));
    };
    let dims = first.dims().to_vec();
    if dimension >= dims.len() {
        return Err(invalid(
            OP,
            format!("dimension {dimension} out of range for rank {}", dims.len()),
        ));
    }
    if operands.iter().any(|o| o.dims() != dims.as_slice()) {
        return Err(invalid(OP, "all operands must have the same dimensions"));
    }
    let n = dims[dimension];
    let outer: usize = dims[..dimension].iter().product();
    let inner: usize = dims[dimension + 1..].iter().product();
    let mut results: Vec<Literal> = operands.to_vec();
    if n <= 1 || outer == 0 || inner == 0 {
        return Ok(results);
    }
    let m = operands.len();
    let mut args: Vec<Literal> = Vec::with_capacity(2 * m);
    for o in operands {
        args.push(Literal::zeros(ArrayShape::scalar(o.ty()))?);
        args.push(Literal::zeros(ArrayShape::scalar(o.ty()))?);
    }
    let mut perm: Vec<usize> = Vec::with_capacity(n);
    let mut buf: Vec<usize> = vec![0; n];
    for o in 0..outer {
        for i in 0..inner {
            let pos = |k: usize| (o * n + k) * inner + i;
            perm.clear();
            perm.extend(0..n);
            let mut less = |a: usize, b: usize| -> Result<bool> {
                for (j, op) in operands.iter().enumerate() {
                    load_scalar(&mut args[2 * j], op.bytes(), pos(a));
                    load_scalar(&mut args[2 * j + 1], op.bytes(), pos(b));
                }
                let r = eval.call(comparator, &args)?;
                match r.as_slice() {
                    [p] if p.ty() == ElementType::Pred && p.element_count() == 1 => {
                        Ok(p.bytes()[0] != 0)
                    }
                    _ => Err(invalid(OP, "comparator must return one pred scalar")),
                }
            };
            merge_sort(&mut perm, &mut buf, &mut less)?;
            for (j, op) in operands.iter().enumerate() {
                with_elem_size!(op.ty().byte_size(), T => {
                    let src: &[T] = op.data().as_slice();
                    let dst: &mut [T] = results[j].data_mut_slice();
                    for (k, &p) in perm.iter().enumerate() {
                        dst[pos(k)] = src[pos(p)];
                    }
                });
            }
        }
    }
    Ok(results)
}

/// Stable merge sort of `v` by `less`; `buf` has at least `v.len()` slots. Bottom-up with
/// insertion-sorted runs of 8, which keeps comparator calls near n·log2(n).
pub(crate) fn merge_sort<E>(
    v: &mut [usize],
    buf: &mut [usize],
    less: &mut impl FnMut(usize, usize) -> std::result::Result<bool, E>,
) -> std::result::Result<(), E> {
    let n = v.len();
    const RUN: usize = 8;
    let mut s = 0;
    while s < n {
        let e = (s + RUN).min(n);
        for i in s + 1..e {
            let mut j = i;
            while j > s && less(v[j], v[j - 1])? {
                v.swap(j, j - 1);
                j -= 1;
            }
        }
        s = e;
    }
    let mut width = RUN;
    let mut in_v = true;
    while width < n {
        {
            let (src, dst): (&[usize], &mut [usize]) = if in_v {
                (&*v, &mut *buf)
            } else {
                (&*buf, &mut *v)
            };
            let mut lo = 0;
            while lo < n {
                let mid = (lo + width).min(n);
                let hi = (lo + 2 * width).min(n);
                let (mut i, mut j, mut k) = (lo, mid, lo);
                while i < mid && j < hi {
                    // Take from the right only when strictly less: keeps the sort stable.
                    if less(src[j], src[i])? {
                        dst[k] = src[j];
                        j += 1;
                    } else {
                        dst[k] = src[i];
                        i += 1;
                    }
                    k += 1;
                }
                dst[k..k + (mid - i)].copy_from_slice(&src[i..mid]);
                k += mid - i;
                dst[k..k + (hi - j)].copy_from_slice(&src[j..hi]);
                lo = hi;
            }
        }
        in_v = !in_v;
        width *= 2;
    }
    if !in_v {
        v.copy_from_slice(&buf[..n]);
    }
    Ok(())
}

/// A key whose unsigned order is the element type's total order.
fn topk_key(ty: ElementType, bytes: &[u8]) -> u64 {
    fn float_key(bits: u64, width: u32) -> u64 {
        let sign = 1u64 << (width - 1);
        let mag = bits & (sign - 1);
        if bits & sign != 0 {
            sign - 1 - mag
        } else {
            sign + mag
        }
    }
    let b = |n: usize| {
        let mut a = [0u8; 8];
        a[..n].copy_from_slice(&bytes[..n]);
        u64::from_le_bytes(a)
    };
    // Total order (what XLA's top-k comparator uses): -NaN < -inf < .. < -0 < +0 < .. < +inf < +NaN.
    match ty {
        ElementType::F32 => float_key(b(4), 32),
        ElementType::F64 => float_key(b(8), 64),
        ElementType::F16 | ElementType::BF16 => float_key(b(2), 16),
        ElementType::S8 => (b(1) as u8 as i8 as i64 as u64) ^ (1 << 63),
        ElementType::S16 => (b(2) as u16 as i16 as i64 as u64) ^ (1 << 63),
        ElementType::S32 => (b(4) as u32 as i32 as i64 as u64) ^ (1 << 63),
        ElementType::S64 => b(8) ^ (1 << 63),
        _ => b(ty.byte_size().min(8)),
    }
}

pub(super) fn top_k(operand: &Literal, k: usize, largest: bool) -> Result<(Literal, Literal)> {
    const OP: &str = "topk";
    let ty = operand.ty();
    if !(ty.is_int()
        || ty.is_pred()
        || matches!(
            ty,
            ElementType::F16 | ElementType::BF16 | ElementType::F32 | ElementType::F64
        ))
    {
        return Err(Error::unsupported(OP, ty, "cpu"));
    }
    let dims = operand.dims();
    let Some(&n) = dims.last() else {
        return Err(invalid(OP, "operand must have rank >= 1"));
    };
    if k > n {
        return Err(invalid(
            OP,
            format!("k = {k} exceeds the last dimension {n}"),
        ));
    }
    if n > i32::MAX as usize {
        return Err(invalid(OP, "last dimension too large for s32 indices"));
    }
    let rows: usize = dims[..dims.len() - 1].iter().product();
    let mut out_dims = dims.to_vec();
    *out_dims.last_mut().unwrap_or(&mut 0) = k;
    let mut values = Literal::zeros(ArrayShape::new(ty, out_dims.clone()))?;
    let mut idxs = Literal::zeros(ArrayShape::new(ElementType::S32, out_dims))?;
    let es = ty.byte_size();
    let src = operand.bytes();
    let mut keyed: Vec<(u64, usize)> = Vec::with_capacity(n);
    for r in 0..rows {
        keyed.clear();
        for j in 0..n {
            let off = (r * n + j) * es;
            let key = topk_key(ty, &src[off..off + es]);
            keyed.push((if largest { !key } else { key }, j));
        }
        // Ascending by (key, index): ties go to the lower index.
        if k < n {
            keyed.select_nth_unstable(k);
            keyed[..k].sort_unstable();
        } else {
            keyed.sort_unstable();
        }
        for (t, &(_, j)) in keyed[..k].iter().enumerate() {
            let o = r * k + t;
            values.bytes_mut()[o * es..(o + 1) * es]
                .copy_from_slice(&src[(r * n + j) * es..(r * n + j + 1) * es]);
            idxs.bytes_mut()[o * 4..o * 4 + 4].copy_from_slice(&(j as i32).to_le_bytes());
        }
    }
    Ok((values, idxs))
}
