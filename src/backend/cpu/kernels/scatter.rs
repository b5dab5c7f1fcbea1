//! Variadic scatter with XLA semantics: every dimension number (including batching dims),
//! updates applied in row-major order of the updates, and an update window that would not lie
//! entirely inside the operand skipped as a whole (XLA's behaviour for out-of-bounds indices).
//!
//! Fast paths: one operand with an add/mul/max/min reducer, or an update computation that
//! returns its second parameter ("set"); everything else calls the computation per element.

use super::common::{
    check_results, invalid, load_scalar, num_fn, probe_is_second, read_indices, walk2,
    with_elem_size, with_num_type, DataMut, Num,
};
use super::Evaluator;
use crate::error::Result;
use crate::ir::analysis::index_batch_dims;
use crate::ir::{row_major_strides, ArrayShape, ElementType, Literal, ScatterAttrs};

const OP: &str = "scatter";

pub(super) fn scatter(
    operands: &[Literal],
    indices: &Literal,
    updates: &[Literal],
    attrs: &ScatterAttrs,
    eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    let n = operands.len();
    if n == 0 || updates.len() != n {
        return Err(invalid(
            OP,
            "needs as many updates as operands (at least one)",
        ));
    }
    let op_dims = operands[0].dims().to_vec();
    let rank = op_dims.len();
    let upd_dims = updates[0].dims().to_vec();
    for i in 0..n {
        if operands[i].dims() != op_dims.as_slice() || updates[i].dims() != upd_dims.as_slice() {
            return Err(invalid(
                OP,
                "operands (and updates) must all have the same dimensions",
            ));
        }
        if operands[i].ty() != updates[i].ty() {
            return Err(invalid(
                OP,
                "update element type differs from its operand's",
            ));
        }
    }
    let idx_dims = indices.dims();
    let idx_rank = idx_dims.len();
    let ivd = attrs.index_vector_dim;
    if ivd > idx_rank {
        return Err(invalid(
            OP,
            format!("index_vector_dim {ivd} > indices rank {idx_rank}"),
        ));
    }
    let n_vec = if ivd < idx_rank { idx_dims[ivd] } else { 1 };
    if n_vec != attrs.scatter_dims_to_operand_dims.len()
        || attrs
            .scatter_dims_to_operand_dims
            .iter()
            .any(|&d| d >= rank)
        || attrs.input_batching_dims.len() != attrs.scatter_indices_batching_dims.len()
        || attrs.input_batching_dims.iter().any(|&d| d >= rank)
    {
        return Err(invalid(
            OP,
            "scatter_dims_to_operand_dims / batching dims do not match",
        ));
    }
    let idx = read_indices(indices, OP)?;
    let idx_strides = row_major_strides(idx_dims);
    let vec_stride = if ivd < idx_rank { idx_strides[ivd] } else { 0 };
    let batch_idx_dims = index_batch_dims(idx_rank, ivd);
    let upd_rank = upd_dims.len();
    let scatter_dims = attrs.update_scatter_dims(upd_rank);
    if scatter_dims.len() != batch_idx_dims.len()
        || scatter_dims
            .iter()
            .zip(&batch_idx_dims)
            .any(|(&u, &i)| upd_dims[u] != idx_dims[i])
    {
        return Err(invalid(
            OP,
            "update scatter dimensions do not match the indices",
        ));
    }
    let window_dims = attrs.window_dims(rank);
    if window_dims.len() != attrs.update_window_dims.len() {
        return Err(invalid(
            OP,
            "update_window_dims do not match the operand rank",
        ));
    }
    let mut wsize = vec![1usize; rank];
    for (k, &od) in window_dims.iter().enumerate() {
        let ud = attrs.update_window_dims[k];
        if ud >= upd_rank {
            return Err(invalid(OP, "update_window_dims out of range"));
        }
        wsize[od] = upd_dims[ud];
    }
    let batch_pos: Vec<Option<usize>> = attrs
        .scatter_indices_batching_dims
        .iter()
        .map(|sd| batch_idx_dims.iter().position(|d| d == sd))
        .collect();
    let op_strides = row_major_strides(&op_dims);
    let scatter_shape: Vec<usize> = scatter_dims.iter().map(|&d| upd_dims[d]).collect();

    // Origin of each update window in the operand, or None when the window is out of bounds.
    let mut base: Vec<Option<usize>> = Vec::new();
    let mut start = vec![0i64; rank];
    super::common::for_each_index(&scatter_shape, |si| {
        let ib: usize = si
            .iter()
            .zip(&batch_idx_dims)
            .map(|(&i, &d)| i * idx_strides[d])
            .sum();
        start.iter_mut().for_each(|s| *s = 0);
        for (j, &od) in attrs.scatter_dims_to_operand_dims.iter().enumerate() {
            start[od] = idx[ib + j * vec_stride];
        }
        for (i, &obd) in attrs.input_batching_dims.iter().enumerate() {
            let k = batch_pos[i].ok_or_else(|| invalid(OP, "bad scatter_indices_batching_dims"))?;
            start[obd] = si[k] as i64;
        }
        let ok = (0..rank)
            .all(|d| start[d] >= 0 && start[d] as u64 + wsize[d] as u64 <= op_dims[d] as u64);
        base.push(ok.then(|| (0..rank).map(|d| start[d] as usize * op_strides[d]).sum()));
        Ok(())
    })?;

    let scatter_strides = row_major_strides(&scatter_shape);
    let mut sb = vec![0usize; upd_rank];
    let mut so = vec![0usize; upd_rank];
    for (k, &d) in scatter_dims.iter().enumerate() {
        sb[d] = scatter_strides[k];
    }
    for (k, &d) in attrs.update_window_dims.iter().enumerate() {
        so[d] = op_strides[window_dims[k]];
    }

    let mut results: Vec<Literal> = operands.to_vec();
    let ty = operands[0].ty();
    // Fast paths (single operand).
    if n == 1 {
        if let Some(op) = eval.known_binary(attrs.update) {
            let done = with_num_type!(ty, T => {
                match num_fn::<T>(op) {
                    Some(f) => {
                        apply_typed::<T>(&mut results[0], &updates[0], &upd_dims, &sb, &so, &base, f)?;
                        true
                    }
                    None => false,
                }
            }, _ => false);
            if done {
                return Ok(results);
            }
        }
        if probe_is_second(eval, attrs.update, ty) {
            with_elem_size!(ty.byte_size(), T => {
                let src: &[T] = updates[0].data().as_slice();
                let dst: &mut [T] = results[0].data_mut_slice();
                walk2(&upd_dims, &sb, &so, |flat, b, o| {
                    if let Some(base) = base[b] {
                        dst[base + o] = src[flat];
                    }
                    Ok(())
                })?;
            });
            return Ok(results);
        }
    }

    // General path: one call of the update computation per update element.
    let mut args: Vec<Literal> = Vec::with_capacity(2 * n);
    for i in 0..n {
        args.push(Literal::zeros(ArrayShape::scalar(operands[i].ty()))?);
    }
    for i in 0..n {
        args.push(Literal::zeros(ArrayShape::scalar(updates[i].ty()))?);
    }
    let types: Vec<ElementType> = operands.iter().map(|o| o.ty()).collect();
    walk2(&upd_dims, &sb, &so, |flat, b, o| {
        let Some(base) = base[b] else { return Ok(()) };
        let t = base + o;
        for i in 0..n {
            load_scalar(&mut args[i], results[i].bytes(), t);
            load_scalar(&mut args[n + i], updates[i].bytes(), flat);
        }
        let res = eval.call(attrs.update, &args)?;
        check_results(OP, &res, types.iter().copied())?;
        for i in 0..n {
            let es = types[i].byte_size();
            results[i].bytes_mut()[t * es..(t + 1) * es].copy_from_slice(res[i].bytes());
        }
        Ok(())
    })?;
    Ok(results)
}

fn apply_typed<T: Num>(
    out: &mut Literal,
    upd: &Literal,
    upd_dims: &[usize],
    sb: &[usize],
    so: &[usize],
    base: &[Option<usize>],
    f: fn(T, T) -> T,
) -> Result<()> {
    let src: &[T] = upd.data().as_slice();
    let dst: &mut [T] = out.data_mut_slice();
    walk2(upd_dims, sb, so, |flat, b, o| {
        if let Some(base) = base[b] {
            let t = base + o;
            dst[t] = f(dst[t], src[flat]);
        }
        Ok(())
    })
}
