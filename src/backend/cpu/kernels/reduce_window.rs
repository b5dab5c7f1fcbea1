//! Variadic reduce-window with XLA semantics: each output starts from the init values and
//! folds in, in row-major window order, the input elements its (strided, padded, base- and
//! window-dilated) window covers; padding and base-dilation holes contribute nothing beyond the
//! init value, as in XLA's CPU emitter.
//!
//! Fast path: one input whose reducer `Evaluator::known_binary` recognises (add/mul/max/min).

use super::common::{
    check_results, for_each_index, invalid, load_scalar, with_num_type, DataMut, Num,
};
use super::Evaluator;
use crate::error::Result;
use crate::ir::{row_major_strides, ArrayShape, BinaryOp, CompId, ElementType, Literal, WindowDim};

/// For every output position, the flat input offsets its window covers (in window order).
///
/// Trailing dimensions whose window is trivial (size 1, stride 1, no padding or dilation) map
/// output to input one to one; they are handled as contiguous blocks of `inner` elements so the
/// fast paths run over rows (e.g. the feature dimension of NHWC pooling).
pub(crate) struct Windows {
    out_dims: Vec<usize>,
    /// Leading (non-trivial) dimensions: output sizes and window sizes.
    lead_out: Vec<usize>,
    win: Vec<usize>,
    inner: usize,
    /// Per leading dimension: `out * size + w` → input offset (coordinate × stride), or None.
    coords: Vec<Vec<Option<usize>>>,
}

impl Windows {
    pub(crate) fn new(op: &str, in_dims: &[usize], window: &[WindowDim]) -> Result<Windows> {
        if window.len() != in_dims.len() {
            return Err(invalid(
                op,
                "window must have one entry per input dimension",
            ));
        }
        let strides = row_major_strides(in_dims);
        let trivial = |w: &WindowDim| {
            w.size == 1
                && w.stride == 1
                && w.pad_low == 0
                && w.pad_high == 0
                && w.base_dilation == 1
                && w.window_dilation == 1
        };
        let lead = window
            .iter()
            .rposition(|w| !trivial(w))
            .map_or(0, |p| p + 1);
        let mut out_dims = Vec::with_capacity(in_dims.len());
        let mut coords = Vec::with_capacity(lead);
        for (d, w) in window.iter().enumerate() {
            if w.stride == 0 || w.base_dilation == 0 || w.window_dilation == 0 {
                return Err(invalid(op, "strides and dilations must be positive"));
            }
            let n = in_dims[d] as i64;
            let dilated = if n == 0 {
                0
            } else {
                (n - 1) * w.base_dilation as i64 + 1
            };
            let padded = dilated + w.pad_low + w.pad_high;
            let extent = if w.size == 0 {
                0
            } else {
                (w.size as i64 - 1) * w.window_dilation as i64 + 1
            };
            let o = if padded < extent {
                0
            } else {
                (padded - extent) / w.stride as i64 + 1
            };
            let o = o as usize;
            out_dims.push(o);
            if d >= lead {
                continue;
            }
            let mut c = Vec::with_capacity(o * w.size);
            for oi in 0..o {
                for wi in 0..w.size {
                    let wi_eff = if w.window_reversal {
                        w.size - 1 - wi
                    } else {
                        wi
                    };
                    let p = (oi * w.stride + wi_eff * w.window_dilation) as i64 - w.pad_low;
                    let bd = w.base_dilation as i64;
                    c.push(if p < 0 || p % bd != 0 || p / bd >= n {
                        None
                    } else {
                        Some((p / bd) as usize * strides[d])
                    });
                }
            }
            coords.push(c);
        }
        Ok(Windows {
            lead_out: out_dims[..lead].to_vec(),
            inner: out_dims[lead..].iter().product(),
            out_dims,
            win: window[..lead].iter().map(|w| w.size).collect(),
            coords,
        })
    }

    pub(crate) fn out_dims(&self) -> &[usize] {
        &self.out_dims
    }

    /// Calls `f(block, offsets)` for each block of `inner` consecutive outputs (output flat
    /// index `block * inner + j` reads input `offset + j` for each offset).
    pub(crate) fn for_each_block(
        &self,
        mut f: impl FnMut(usize, &[usize]) -> Result<()>,
    ) -> Result<()> {
        if self.inner == 0 {
            return Ok(());
        }
        let mut offs: Vec<usize> = Vec::new();
        let mut next: Vec<usize> = Vec::new();
        let mut block = 0usize;
        for_each_index(&self.lead_out, |oi| {
            offs.clear();
            offs.push(0);
            for (d, &o) in oi.iter().enumerate() {
                next.clear();
                let size = self.win[d];
                for &a in offs.iter() {
                    for c in self.coords[d][o * size..(o + 1) * size].iter().flatten() {
                        next.push(a + c);
                    }
                }
                std::mem::swap(&mut offs, &mut next);
            }
            f(block, &offs)?;
            block += 1;
            Ok(())
        })
    }

    pub(crate) fn inner(&self) -> usize {
        self.inner
    }

    /// Calls `f(out_flat, offsets)` for each output position.
    pub(crate) fn for_each(&self, mut f: impl FnMut(usize, &[usize]) -> Result<()>) -> Result<()> {
        let inner = self.inner;
        let mut shifted: Vec<usize> = Vec::new();
        self.for_each_block(|b, offs| {
            for j in 0..inner {
                shifted.clear();
                shifted.extend(offs.iter().map(|&o| o + j));
                f(b * inner + j, &shifted)?;
            }
            Ok(())
        })
    }
}

pub(super) fn reduce_window<L: std::borrow::Borrow<Literal>>(
    inputs: &[L],
    inits: &[L],
    window: &[WindowDim],
    reducer: CompId,
    out: &[ArrayShape],
    eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    const OP: &str = "reduce-window";
    let inputs: Vec<&Literal> = inputs.iter().map(|l| l.borrow()).collect();
    let inits: Vec<&Literal> = inits.iter().map(|l| l.borrow()).collect();
    let n = inputs.len();
    if n == 0 || inits.len() != n || out.len() != n {
        return Err(invalid(
            OP,
            "needs matching inputs, init values and results",
        ));
    }
    let in_dims = inputs[0].dims().to_vec();
    if inputs.iter().any(|i| i.dims() != in_dims.as_slice()) {
        return Err(invalid(OP, "inputs must have the same dimensions"));
    }
    if inits.iter().any(|i| i.element_count() != 1) {
        return Err(invalid(OP, "init values must be scalars"));
    }
    let w = Windows::new(OP, &in_dims, window)?;
    if out.iter().any(|o| o.dims != w.out_dims) {
        return Err(invalid(OP, "result shape does not match the window"));
    }
    let mut results = Vec::with_capacity(n);
    for (i, o) in out.iter().enumerate() {
        if o.ty != inits[i].ty() {
            return Err(invalid(
                OP,
                "result element type differs from its init value",
            ));
        }
        results.push(Literal::zeros(ArrayShape::new(o.ty, o.dims.clone()))?);
    }
    if n == 1 && inputs[0].ty() == inits[0].ty() {
        if let Some(op) = eval.known_binary(reducer) {
            let ty = inputs[0].ty();
            let done = with_num_type!(ty, T => {
                typed::<T>(inputs[0], inits[0], &w, &mut results[0], op)?
            }, _ => false);
            if done {
                return Ok(results);
            }
        }
    }
    // General path: acc = reducer(acc..., x...) per covered element.
    let mut args: Vec<Literal> = Vec::with_capacity(2 * n);
    for i in 0..n {
        args.push(
            inits[i]
                .clone()
                .reshaped(vec![])
                .unwrap_or_else(|| inits[i].clone()),
        );
    }
    for i in 0..n {
        args.push(Literal::zeros(ArrayShape::scalar(inputs[i].ty()))?);
    }
    let types: Vec<ElementType> = inits.iter().map(|l| l.ty()).collect();
    w.for_each(|flat, offs| {
        for i in 0..n {
            args[i].bytes_mut().copy_from_slice(inits[i].bytes());
        }
        for &off in offs {
            for i in 0..n {
                load_scalar(&mut args[n + i], inputs[i].bytes(), off);
            }
            let r = eval.call(reducer, &args)?;
            check_results(OP, &r, types.iter().copied())?;
            for i in 0..n {
                args[i].bytes_mut().copy_from_slice(r[i].bytes());
            }
        }
        for i in 0..n {
            let es = types[i].byte_size();
            results[i].bytes_mut()[flat * es..(flat + 1) * es].copy_from_slice(args[i].bytes());
        }
        Ok(())
    })?;
    Ok(results)
}

fn typed<T: Num>(
    input: &Literal,
    init: &Literal,
    w: &Windows,
    out: &mut Literal,
    op: BinaryOp,
) -> Result<bool> {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    if input.ty() == ElementType::F32 && matches!(op, BinaryOp::Maximum | BinaryOp::Minimum) {
        // f32x4.max/min: XLA's maximum/minimum (+0 above -0, as jaxlib's reduce-window).
        let step = |a: &mut [f32], _: &mut [f32], xs: &[f32]| {
            crate::backend::cpu::simd128::fold_into(op, xs, a);
            false
        };
        rows::<f32>(input, init, w, out, step)?;
        return Ok(true);
    }
    // Each arm monomorphises `rows` for one op so the inner loop inlines it.
    match op {
        BinaryOp::Add => rows::<T>(input, init, w, out, select_step(T::add))?,
        BinaryOp::Multiply => rows::<T>(input, init, w, out, select_step(T::mul))?,
        BinaryOp::Maximum => rows::<T>(input, init, w, out, select_step(T::max))?,
        BinaryOp::Minimum => rows::<T>(input, init, w, out, select_step(T::min))?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// A fold step of `rows` for the element function `f`: `b = f(a, xs)` elementwise (then the
/// two row buffers swap roles). Through alternating local slices of one length (so the loop
/// vectorises): folding into `dst` in place lets LLVM turn a select-based max into masked
/// stores, which are slow.
fn select_step<T: Num>(
    f: impl Fn(T, T) -> T + Sync,
) -> impl Fn(&mut [T], &mut [T], &[T]) -> bool + Sync {
    move |a, b, xs| {
        for ((y, &x), &v) in b.iter_mut().zip(a.iter()).zip(xs) {
            *y = f(x, v);
        }
        true
    }
}

/// Reduce-window over rows of `inner` outputs; `step(a, b, xs)` folds one row of inputs `xs`
/// into the running row `a`, or into the spare row `b` of the same length (then it returns
/// true, and the two swap roles).
fn rows<T: Num>(
    input: &Literal,
    init: &Literal,
    w: &Windows,
    out: &mut Literal,
    step: impl Fn(&mut [T], &mut [T], &[T]) -> bool + Sync,
) -> Result<()> {
    let src: &[T] = input.data().as_slice();
    let init: T = init.data().as_slice::<T>()[0];
    let dst: &mut [T] = out.data_mut_slice();
    let inner = w.inner();
    let lead = w.lead_out.len();
    if inner == 0 || dst.is_empty() {
        return Ok(());
    }
    // Output chunks of one index of the leading dims but the last: their window offsets
    // along those dims are built once per chunk, and the chunks (disjoint output rows) run in
    // parallel. Each output still folds its window in row-major order.
    let (o_last, size_last) = match lead {
        0 => (1, 1),
        _ => (w.lead_out[lead - 1], w.win[lead - 1]),
    };
    const ONE_TAP: [Option<usize>; 1] = [Some(0)];
    let last_taps: &[Option<usize>] = match lead {
        0 => &ONE_TAP,
        _ => &w.coords[lead - 1],
    };
    let outer = lead.saturating_sub(1);
    struct Scratch<T> {
        offs: Vec<usize>,
        next: Vec<usize>,
        cur: Vec<T>,
        acc: Vec<T>,
    }
    let scratch = || Scratch {
        offs: Vec::new(),
        next: Vec::new(),
        cur: vec![init; inner],
        acc: vec![init; inner],
    };
    let chunk_of = |s: &mut Scratch<T>, idx: usize, out: &mut [T]| {
        let Scratch {
            offs,
            next,
            cur,
            acc,
        } = s;
        offs.clear();
        offs.push(0);
        let mut rem = idx;
        for d in (0..outer).rev() {
            let o = rem % w.lead_out[d];
            rem /= w.lead_out[d];
            let size = w.win[d];
            next.clear();
            // Dims are visited last to first, so this dim's offsets go outermost.
            for c in w.coords[d][o * size..(o + 1) * size].iter().flatten() {
                for &a in offs.iter() {
                    next.push(c + a);
                }
            }
            std::mem::swap(offs, next);
        }
        for ol in 0..o_last {
            let taps = &last_taps[ol * size_last..(ol + 1) * size_last];
            // Whole rows of `inner` outputs per window offset.
            let (mut a, mut b): (&mut [T], &mut [T]) = (&mut cur[..inner], &mut acc[..inner]);
            a.fill(init);
            for &base in offs.iter() {
                for &c in taps.iter().flatten() {
                    if step(a, b, &src[base + c..base + c + inner]) {
                        std::mem::swap(&mut a, &mut b);
                    }
                }
            }
            out[ol * inner..(ol + 1) * inner].copy_from_slice(a);
        }
    };
    let chunk = o_last * inner;
    if dst.len() >= 1 << 14 {
        crate::backend::cpu::par::chunks_mut_init(dst, chunk, scratch, |s, idx, out| {
            chunk_of(s, idx, out)
        });
        return Ok(());
    }
    let mut s = scratch();
    for (idx, out) in dst.chunks_mut(chunk).enumerate() {
        chunk_of(&mut s, idx, out);
    }
    Ok(())
}
