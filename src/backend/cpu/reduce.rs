//! Reductions. Fast path: a reducer that is one known binary op (add, multiply, max, min,
//! and, or, xor) over contiguous rows or leading/trailing blocks, typed and threaded.
//! General path (variadic reduce such as argmax, any reducer): a tree of vectorised calls of
//! the reducer computation, each call combining two halves of the remaining rows.
//!
//! Reduction order is unspecified in XLA; results agree with jaxlib within float rounding.

use super::elem::*;
use super::movement;
use crate::error::{Error, Result};
use crate::ir::{BinaryOp, ElementType, Literal};
use bytemuck::Pod;
use half::{bf16, f16};

/// Splits dims into (outer, reduced, inner) sizes when the reduced dims form one contiguous
/// block; `None` otherwise.
fn block_split(dims: &[usize], rdims: &[usize]) -> Option<(usize, usize, usize)> {
    if rdims.is_empty() {
        return Some((dims.iter().product(), 1, 1));
    }
    let mut r: Vec<usize> = rdims.to_vec();
    r.sort_unstable();
    let (a, b) = (r[0], r[r.len() - 1] + 1);
    if b - a != r.len() {
        return None;
    }
    Some((
        dims[..a].iter().product(),
        dims[a..b].iter().product(),
        dims[b..].iter().product(),
    ))
}

/// Kept dims first, reduced last, so every output element reduces one contiguous row.
fn to_rows(x: &Literal, rdims: &[usize]) -> Result<Literal> {
    let r = x.dims().len();
    let mut perm: Vec<usize> = (0..r).filter(|d| !rdims.contains(d)).collect();
    let mut rs = rdims.to_vec();
    rs.sort_unstable();
    perm.extend(rs);
    movement::transpose(x, &perm)
}

fn out_dims(dims: &[usize], rdims: &[usize]) -> Vec<usize> {
    dims.iter()
        .enumerate()
        .filter(|(d, _)| !rdims.contains(d))
        .map(|(_, &n)| n)
        .collect()
}

/// Output elements per parallel task so that each task does about `PAR_CHUNK` element steps.
fn per_task(work_per_item: usize) -> usize {
    (PAR_CHUNK / work_per_item.max(1)).max(1)
}

/// `fill(start, chunk)` over `out`, in parallel when the whole job (`work_per_item` element
/// steps per output element) is large, whatever the number of outputs.
pub(crate) fn par_fill_work<R: Send>(
    out: &mut [R],
    work_per_item: usize,
    fill: impl Fn(usize, &mut [R]) + Sync + Send,
) {
    if out.len() > 1 && out.len().saturating_mul(work_per_item) >= PAR_MIN {
        let c = per_task(work_per_item);
        super::par::chunks_mut(out, c, |i, o| fill(i * c, o));
        return;
    }
    fill(0, out);
}

fn reduce_typed<T: Pod + Send + Sync>(
    x: &[T],
    init: T,
    (outer, r, inner): (usize, usize, usize),
    ty: ElementType,
    odims: &[usize],
    f: impl Fn(T, T) -> T + Sync + Send + Copy,
) -> Result<Literal> {
    let mut out = new_lit(ty, odims)?;
    if inner == 1 {
        par_fill_work(out.data_mut_slice(), r, |s, o: &mut [T]| {
            for (k, v) in o.iter_mut().enumerate() {
                let row = &x[(s + k) * r..(s + k + 1) * r];
                *v = row.iter().fold(init, |a, &b| f(a, b));
            }
        });
        return Ok(out);
    }
    // Accumulate whole inner rows: out[o, j] = f(out[o, j], x[o, k, j]), each task owning a
    // slice of j within one o (so the order per output element never changes).
    let o: &mut [T] = out.data_mut_slice();
    if o.is_empty() {
        // An empty result (a zero-sized kept dimension): nothing to reduce, and `inner` may
        // be 0, which `chunks_mut` refuses.
        return Ok(out);
    }
    // Alternating buffers: `acc[j] = f(acc[j], x)` in place lets LLVM turn a select-based
    // max/min into a masked store (slow); writing to the other buffer keeps plain stores.
    let work = |oi: usize, j0: usize, acc: &mut [T]| {
        let w = acc.len();
        let mut cur = vec![init; w];
        let mut next = vec![init; w];
        for k in 0..r {
            let base = (oi * r + k) * inner + j0;
            let xs = &x[base..base + w];
            for i in 0..w {
                next[i] = f(cur[i], xs[i]);
            }
            std::mem::swap(&mut cur, &mut next);
        }
        acc.copy_from_slice(&cur);
    };
    {
        // Wide spans keep each task's walk down the rows close to a stream; outer blocks
        // already give parallelism when there are several.
        let threads = super::par::threads();
        let want_tasks = (2 * threads).div_ceil(outer.max(1)).max(1);
        let span = inner.div_ceil(want_tasks).max(256.min(inner));
        let tasks: Vec<(usize, usize)> = (0..outer)
            .flat_map(|oi| (0..inner).step_by(span.max(1)).map(move |j| (oi, j)))
            .collect();
        if x.len() >= PAR_MIN && tasks.len() > 1 {
            // Each task's output range is disjoint; hand them out as chunks of `o`.
            let mut parts: Vec<(usize, usize, &mut [T])> = Vec::with_capacity(tasks.len());
            let mut rest = o;
            for &(oi, j) in &tasks {
                let w = span.min(inner - j);
                let (head, tail) = rest.split_at_mut(w);
                parts.push((oi, j, head));
                rest = tail;
            }
            super::par::for_each(parts, |(oi, j, acc)| work(oi, j, acc));
            return Ok(out);
        }
    }
    for (oi, acc) in o.chunks_mut(inner).enumerate() {
        work(oi, 0, acc);
    }
    Ok(out)
}

/// Elements per independently summed piece of a long f32 row: rows longer than this are
/// summed piece by piece (in parallel) and the pieces added in order, so the result does not
/// depend on the thread count. A multiple of the fused block size.
pub(crate) const SUM_PIECE: usize = 1 << 15;

/// An f32 sum over 8 independent lanes (vectorisable, and pairwise-like accuracy), fed in
/// chunks whose lengths are multiples of 8 except the last one.
#[derive(Clone, Copy, Default)]
pub(crate) struct LaneSum {
    lanes: [f32; 8],
    tail: [f32; 8],
    tail_len: usize,
}

impl LaneSum {
    #[inline(always)]
    pub(crate) fn push(&mut self, c: &[f32]) {
        let body = c.len() - c.len() % 8;
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        super::simd128::fold_lanes8(BinaryOp::Add, &mut self.lanes, &c[..body]);
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        for ch in c[..body].chunks_exact(8) {
            for l in 0..8 {
                self.lanes[l] += ch[l];
            }
        }
        for &t in &c[body..] {
            self.tail[self.tail_len] = t;
            self.tail_len += 1;
        }
    }

    /// The piece's sum: lanes combined pairwise, then the leftover elements in order.
    #[inline]
    pub(crate) fn finish(&self) -> f32 {
        let l = &self.lanes;
        let mut acc = ((l[0] + l[4]) + (l[1] + l[5])) + ((l[2] + l[6]) + (l[3] + l[7]));
        for &t in &self.tail[..self.tail_len] {
            acc += t;
        }
        acc
    }
}

/// Maximum or minimum of f32 values in 8 interleaved lanes (vectorisable), fed in chunks
/// whose lengths are multiples of 8 except the last. Both ops are associative and commutative
/// as XLA defines them (NaN wins, -0 < +0), so the value equals a sequential fold's.
#[derive(Clone, Copy)]
pub(crate) struct LaneFold {
    lanes: [f32; 8],
    tail: [f32; 8],
    tail_len: usize,
    /// The reducer `push` and `finish` are given (maximum or minimum): SIMD128 builds fold
    /// the lanes with its vector instruction instead.
    op: BinaryOp,
}

impl LaneFold {
    /// A fold from `init` whose reducer, passed to `push` and `finish`, computes `op`.
    pub(crate) fn new(init: f32, op: BinaryOp) -> Self {
        debug_assert!(matches!(op, BinaryOp::Maximum | BinaryOp::Minimum));
        LaneFold {
            lanes: [init; 8],
            tail: [0.0; 8],
            tail_len: 0,
            op,
        }
    }

    #[inline(always)]
    pub(crate) fn push(&mut self, c: &[f32], f: impl Fn(f32, f32) -> f32) {
        let body = c.len() - c.len() % 8;
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let folded = super::simd128::fold_lanes8(self.op, &mut self.lanes, &c[..body]);
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        let folded = {
            let _ = self.op;
            false
        };
        if !folded {
            for ch in c[..body].chunks_exact(8) {
                for l in 0..8 {
                    self.lanes[l] = f(self.lanes[l], ch[l]);
                }
            }
        }
        for &t in &c[body..] {
            self.tail[self.tail_len] = t;
            self.tail_len += 1;
        }
    }

    #[inline]
    pub(crate) fn finish(&self, f: impl Fn(f32, f32) -> f32) -> f32 {
        let l = &self.lanes;
        let mut acc = f(
            f(f(l[0], l[4]), f(l[1], l[5])),
            f(f(l[2], l[6]), f(l[3], l[7])),
        );
        for &t in &self.tail[..self.tail_len] {
            acc = f(acc, t);
        }
        acc
    }
}

/// Adds piece sums in order and the init value last, as every f32 row sum does.
pub(crate) fn combine_pieces(init: f32, pieces: impl IntoIterator<Item = f32>) -> f32 {
    let mut it = pieces.into_iter();
    let first = it.next().unwrap_or(0.0);
    init + it.fold(first, |a, p| a + p)
}

#[inline(always)]
fn lane_sum(c: &[f32]) -> f32 {
    let mut s = LaneSum::default();
    s.push(c);
    s.finish()
}

/// The same sum compiled for 256-bit vectors (only the vector width differs).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn lane_sum_avx2(c: &[f32]) -> f32 {
    lane_sum(c)
}

fn sum_row_f32(row: &[f32], init: f32, parallel: bool) -> f32 {
    let piece = |c: &[f32]| {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU supports AVX2 (checked just above).
            return unsafe { lane_sum_avx2(c) };
        }
        lane_sum(c)
    };
    if parallel && row.len() > 2 * SUM_PIECE {
        let parts = super::par::map_init(
            row.len().div_ceil(SUM_PIECE),
            || (),
            |_, i| piece(&row[i * SUM_PIECE..((i + 1) * SUM_PIECE).min(row.len())]),
        );
        return combine_pieces(init, parts);
    }
    combine_pieces(init, row.chunks(SUM_PIECE).map(piece))
}

/// `row(values, init)` for every row of `r` f32 values, threaded by total work.
fn f32_rows(
    x: &[f32],
    init: f32,
    r: usize,
    odims: &[usize],
    row: impl Fn(&[f32], f32, bool) -> f32 + Sync + Send,
) -> Result<Literal> {
    let mut out = new_lit(ElementType::F32, odims)?;
    let o: &mut [f32] = out.data_mut_slice();
    // With few rows, a long row's pieces are worth threading instead.
    let few_rows = o.len() < 4;
    par_fill_work(o, r, |s, o: &mut [f32]| {
        for (k, v) in o.iter_mut().enumerate() {
            *v = row(&x[(s + k) * r..(s + k + 1) * r], init, few_rows);
        }
    });
    Ok(out)
}

/// Rows of f32 reduced with max or min in lanes (see [`LaneFold`]).
fn lane_fold_rows(
    x: &[f32],
    init: f32,
    r: usize,
    odims: &[usize],
    op: BinaryOp,
    f: impl Fn(f32, f32) -> f32 + Copy + Send + Sync,
) -> Result<Literal> {
    f32_rows(x, init, r, odims, move |row, init, _| {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU supports AVX2 (checked just above).
            return unsafe { lane_fold_row_avx2(row, init, op, f) };
        }
        lane_fold_row(row, init, op, f)
    })
}

#[inline(always)]
fn lane_fold_row(row: &[f32], init: f32, op: BinaryOp, f: impl Fn(f32, f32) -> f32 + Copy) -> f32 {
    let mut acc = LaneFold::new(init, op);
    acc.push(row, f);
    acc.finish(f)
}

/// The same fold compiled for 256-bit vectors (only the vector width differs).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn lane_fold_row_avx2(
    row: &[f32],
    init: f32,
    op: BinaryOp,
    f: impl Fn(f32, f32) -> f32 + Copy,
) -> f32 {
    lane_fold_row(row, init, op, f)
}

/// Rows of f32 summed (see [`LaneSum`], [`SUM_PIECE`]).
fn sum_rows_f32(x: &[f32], init: f32, r: usize, odims: &[usize]) -> Result<Literal> {
    f32_rows(x, init, r, odims, sum_row_f32)
}

macro_rules! float_ops {
    ($T:ty, $op:expr, $x:expr, $init:expr, $split:expr, $ty:expr, $od:expr) => {
        match $op {
            BinaryOp::Add => reduce_typed::<$T>($x, $init, $split, $ty, $od, |a, b| a + b),
            BinaryOp::Multiply => reduce_typed::<$T>($x, $init, $split, $ty, $od, |a, b| a * b),
            BinaryOp::Maximum => reduce_typed::<$T>($x, $init, $split, $ty, $od, |a, b| a.xmax(b)),
            BinaryOp::Minimum => reduce_typed::<$T>($x, $init, $split, $ty, $od, |a, b| a.xmin(b)),
            _ => return Ok(None),
        }
    };
}

/// Reduce with a reducer known to be `op`. `Ok(None)` when this op/type has no fast path.
pub(crate) fn reduce_known(
    op: BinaryOp,
    x: &Literal,
    init: &Literal,
    rdims: &[usize],
) -> Result<Option<Literal>> {
    let ty = x.ty();
    let odims = out_dims(x.dims(), rdims);
    let rowed;
    let (x, split) = match block_split(x.dims(), rdims) {
        Some(s) => (x, s),
        None => {
            rowed = to_rows(x, rdims)?;
            let n_out: usize = odims.iter().product();
            let r: usize = rdims.iter().map(|&d| x.dims()[d]).product();
            (&rowed, (n_out, r, 1))
        }
    };
    let od = &odims[..];
    let res = match ty {
        ElementType::F32 => {
            let init = sl::<f32>(init)[0];
            if op == BinaryOp::Add && split.2 == 1 {
                sum_rows_f32(sl(x), init, split.1, od)?
            } else if op == BinaryOp::Maximum && split.2 == 1 {
                lane_fold_rows(sl(x), init, split.1, od, op, |a: f32, b: f32| a.xmax(b))?
            } else if op == BinaryOp::Minimum && split.2 == 1 {
                lane_fold_rows(sl(x), init, split.1, od, op, |a: f32, b: f32| a.xmin(b))?
            } else {
                float_ops!(f32, op, sl::<f32>(x), init, split, ty, od)?
            }
        }
        ElementType::F64 => {
            let init = sl::<f64>(init)[0];
            float_ops!(f64, op, sl::<f64>(x), init, split, ty, od)?
        }
        ElementType::F16 | ElementType::BF16 => {
            // Each step rounds to the narrow type, as the reducer computation does.
            let w = widen(x)?;
            let wi = widen(init)?;
            let init = sl::<f32>(&wi)[0];
            let xs = sl::<f32>(&w);
            let f32t = ElementType::F32;
            let r = if ty == ElementType::F16 {
                let q = |v: f32| f16::from_f32(v).to_f32();
                match op {
                    BinaryOp::Add => reduce_typed(xs, init, split, f32t, od, move |a, b| q(a + b)),
                    BinaryOp::Multiply => {
                        reduce_typed(xs, init, split, f32t, od, move |a, b| q(a * b))
                    }
                    BinaryOp::Maximum => reduce_typed(xs, init, split, f32t, od, |a, b| a.xmax(b)),
                    BinaryOp::Minimum => reduce_typed(xs, init, split, f32t, od, |a, b| a.xmin(b)),
                    _ => return Ok(None),
                }
            } else {
                let q = |v: f32| bf16::from_f32(v).to_f32();
                match op {
                    BinaryOp::Add => reduce_typed(xs, init, split, f32t, od, move |a, b| q(a + b)),
                    BinaryOp::Multiply => {
                        reduce_typed(xs, init, split, f32t, od, move |a, b| q(a * b))
                    }
                    BinaryOp::Maximum => reduce_typed(xs, init, split, f32t, od, |a, b| a.xmax(b)),
                    BinaryOp::Minimum => reduce_typed(xs, init, split, f32t, od, |a, b| a.xmin(b)),
                    _ => return Ok(None),
                }
            }?;
            narrow(r, ty)?
        }
        ElementType::Pred => {
            let init = sl::<u8>(init)[0];
            let xs = sl::<u8>(x);
            match op {
                BinaryOp::And | BinaryOp::Minimum | BinaryOp::Multiply => {
                    reduce_typed(xs, init, split, ty, od, |a, b| a & b)?
                }
                BinaryOp::Or | BinaryOp::Maximum | BinaryOp::Add => {
                    reduce_typed(xs, init, split, ty, od, |a, b| a | b)?
                }
                BinaryOp::Xor => reduce_typed(xs, init, split, ty, od, |a, b| a ^ b)?,
                _ => return Ok(None),
            }
        }
        _ => {
            let r: Option<Result<Literal>> = with_int!(ty, T => {
                let init = sl::<T>(init)[0];
                let xs = sl::<T>(x);
                match op {
                    BinaryOp::Add => Some(reduce_typed(xs, init, split, ty, od, |a: T, b: T| a.wadd(b))),
                    BinaryOp::Multiply => Some(reduce_typed(xs, init, split, ty, od, |a: T, b: T| a.wmul(b))),
                    BinaryOp::Maximum => Some(reduce_typed(xs, init, split, ty, od, |a: T, b: T| a.max(b))),
                    BinaryOp::Minimum => Some(reduce_typed(xs, init, split, ty, od, |a: T, b: T| a.min(b))),
                    BinaryOp::And => Some(reduce_typed(xs, init, split, ty, od, |a: T, b: T| a.and(b))),
                    BinaryOp::Or => Some(reduce_typed(xs, init, split, ty, od, |a: T, b: T| a.or(b))),
                    BinaryOp::Xor => Some(reduce_typed(xs, init, split, ty, od, |a: T, b: T| a.xor(b))),
                    _ => None,
                }
            }, else None);
            match r {
                Some(r) => r?,
                None => return Ok(None),
            }
        }
    };
    Ok(Some(res))
}

/// Calls a reducer computation on whole arrays: arguments are 1-D arrays of equal length (or
/// single elements that broadcast); results have that length.
pub(crate) trait VecCall {
    fn call_vec(&mut self, args: &[Literal]) -> Result<Vec<Literal>>;
}

/// Rows `start..start+count` of a `[rows, n]` literal, as a flat `[count * n]` literal.
fn rows(l: &Literal, start: usize, count: usize, n: usize) -> Result<Literal> {
    let es = l.ty().byte_size();
    let b = &l.bytes()[start * n * es..(start + count) * n * es];
    Ok(Literal::from_bytes(
        crate::ir::ArrayShape::new(l.ty(), vec![count * n]),
        b,
    )?)
}

fn concat_flat(a: &Literal, b: &Literal) -> Result<Literal> {
    let mut bytes = Vec::with_capacity(a.bytes().len() + b.bytes().len());
    bytes.extend_from_slice(a.bytes());
    bytes.extend_from_slice(b.bytes());
    let n = a.element_count() + b.element_count();
    Ok(Literal::from_bytes(
        crate::ir::ArrayShape::new(a.ty(), vec![n]),
        &bytes,
    )?)
}

/// Variadic reduce with any reducer, through a tree of vectorised reducer calls.
pub(crate) fn reduce_general(
    xs: &[&Literal],
    inits: &[&Literal],
    rdims: &[usize],
    f: &mut dyn VecCall,
) -> Result<Vec<Literal>> {
    let first = xs
        .first()
        .ok_or_else(|| Error::invalid_program("reduce without operands"))?;
    let dims = first.dims().to_vec();
    let odims = out_dims(&dims, rdims);
    let n: usize = odims.iter().product();
    let r: usize = rdims.iter().map(|&d| dims[d]).product();
    if n == 0 {
        // No reductions to do: the vectorised reducer calls below cannot tell an empty batch
        // from a scalar one.
        return inits
            .iter()
            .map(|i| movement::broadcast(i, &[], &odims))
            .collect();
    }
    // Reduced dims first, kept dims last: row k holds element k of every reduction.
    let mut perm: Vec<usize> = rdims.to_vec();
    perm.sort_unstable();
    perm.extend((0..dims.len()).filter(|d| !rdims.contains(d)));
    let mut acc: Vec<Literal> = xs
        .iter()
        .map(|x| movement::transpose(x, &perm).and_then(|l| reshape(l, vec![r * n])))
        .collect::<Result<_>>()?;
    let mut rows_left = r;
    while rows_left > 1 {
        let h = rows_left / 2;
        let odd = rows_left % 2 == 1;
        let mut args = Vec::with_capacity(2 * acc.len());
        for a in &acc {
            args.push(rows(a, 0, h, n)?);
        }
        for a in &acc {
            args.push(rows(a, h, h, n)?);
        }
        let mut next = f.call_vec(&args)?;
        if odd {
            for (nx, a) in next.iter_mut().zip(&acc) {
                *nx = concat_flat(nx, &rows(a, 2 * h, 1, n)?)?;
            }
        }
        acc = next;
        rows_left = h + odd as usize;
    }
    let result = if rows_left == 0 {
        inits
            .iter()
            .map(|i| movement::broadcast(i, &[], &[n]))
            .collect::<Result<Vec<_>>>()?
    } else {
        let mut args: Vec<Literal> = inits.iter().map(|&i| i.clone()).collect();
        args.extend(acc);
        f.call_vec(&args)?
    };
    result
        .into_iter()
        .map(|l| {
            let l = if l.element_count() == 1 && n != 1 {
                movement::broadcast(&l, &[], &[n])?
            } else {
                l
            };
            l.reshaped(odims.clone())
                .ok_or_else(|| Error::internal("reduce produced the wrong element count"))
        })
        .collect()
}
