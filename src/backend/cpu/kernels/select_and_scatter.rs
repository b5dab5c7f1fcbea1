//! Select-and-scatter with XLA semantics: the result starts as the init value everywhere; for
//! each window (one per source element) the selected operand element is the first one in window
//! order, replaced by each later candidate for which `select(selected, candidate)` is false;
//! then `result[selected] = scatter(result[selected], source)`. Padding is never selected.

use super::common::{check_results, invalid, load_scalar, num_fn, with_num_type, DataMut, Num};
use super::reduce_window::Windows;
use super::Evaluator;
use crate::error::Result;
use crate::ir::{ArrayShape, CompId, ElementType, Literal, WindowDim};

const OP: &str = "select-and-scatter";

pub(super) fn select_and_scatter(
    operand: &Literal,
    source: &Literal,
    init: &Literal,
    window: &[WindowDim],
    select: CompId,
    scatter: CompId,
    eval: &mut dyn Evaluator,
) -> Result<Literal> {
    let w = Windows::new(OP, operand.dims(), window)?;
    if source.dims() != w.out_dims() {
        return Err(invalid(
            OP,
            "source shape does not match the windows of the operand",
        ));
    }
    if init.element_count() != 1 || init.ty() != source.ty() {
        return Err(invalid(
            OP,
            "init must be a scalar of the source's element type",
        ));
    }
    let ty = source.ty();
    let es = ty.byte_size();
    let n_out = operand.element_count();
    let mut out = Literal::zeros(ArrayShape::new(ty, operand.dims().to_vec()))?;
    for i in 0..n_out {
        out.bytes_mut()[i * es..(i + 1) * es].copy_from_slice(init.bytes());
    }
    // Selected operand offset per source element.
    let ops = operand.bytes();
    let mut sel_args = vec![
        Literal::zeros(ArrayShape::scalar(operand.ty()))?,
        Literal::zeros(ArrayShape::scalar(operand.ty()))?,
    ];
    let mut selected: Vec<Option<usize>> = Vec::with_capacity(source.element_count());
    w.for_each(|_, offs| {
        let Some((&first, rest)) = offs.split_first() else {
            selected.push(None);
            return Ok(());
        };
        let mut cur = first;
        for &cand in rest {
            load_scalar(&mut sel_args[0], ops, cur);
            load_scalar(&mut sel_args[1], ops, cand);
            let r = eval.call(select, &sel_args)?;
            check_results(OP, &r, std::iter::once(ElementType::Pred))?;
            if r[0].bytes()[0] == 0 {
                cur = cand;
            }
        }
        selected.push(Some(cur));
        Ok(())
    })?;
    if let Some(op) = eval.known_binary(scatter) {
        let done = with_num_type!(ty, T => {
            match num_fn::<T>(op) {
                Some(f) => {
                    scatter_typed::<T>(&mut out, source, &selected, f);
                    true
                }
                None => false,
            }
        }, _ => false);
        if done {
            return Ok(out);
        }
    }
    let mut args = vec![
        Literal::zeros(ArrayShape::scalar(ty))?,
        Literal::zeros(ArrayShape::scalar(ty))?,
    ];
    for (s, sel) in selected.iter().enumerate() {
        let Some(t) = *sel else { continue };
        load_scalar(&mut args[0], out.bytes(), t);
        load_scalar(&mut args[1], source.bytes(), s);
        let r = eval.call(scatter, &args)?;
        check_results(OP, &r, std::iter::once(ty))?;
        out.bytes_mut()[t * es..(t + 1) * es].copy_from_slice(r[0].bytes());
    }
    Ok(out)
}

fn scatter_typed<T: Num>(
    out: &mut Literal,
    source: &Literal,
    selected: &[Option<usize>],
    f: fn(T, T) -> T,
) {
    let src: &[T] = source.data().as_slice();
    let dst: &mut [T] = out.data_mut_slice();
    for (s, sel) in selected.iter().enumerate() {
        if let Some(t) = *sel {
            dst[t] = f(dst[t], src[s]);
        }
    }
}
