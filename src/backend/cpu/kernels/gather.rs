//! Gather with XLA semantics: every dimension number (including operand/start-index batching
//! dims), `index_vector_dim == rank(indices)` as an implicit trailing 1, and start indices
//! clamped so the whole slice lies inside the operand.
//!
//! Pure data movement: works on element bytes, never on values.

use super::common::{invalid, read_indices, walk2, with_elem_size, DataMut};
use crate::error::Result;
use crate::ir::analysis::index_batch_dims;
use crate::ir::{row_major_strides, ArrayShape, GatherDims, Literal};

const OP: &str = "gather";

pub(super) fn gather(
    operand: &Literal,
    indices: &Literal,
    dims: &GatherDims,
    out: &ArrayShape,
) -> Result<Literal> {
    let op_dims = operand.dims();
    let rank = op_dims.len();
    let idx_dims = indices.dims();
    let idx_rank = idx_dims.len();
    let ivd = dims.index_vector_dim;
    if ivd > idx_rank {
        return Err(invalid(
            OP,
            format!("index_vector_dim {ivd} > indices rank {idx_rank}"),
        ));
    }
    if dims.slice_sizes.len() != rank {
        return Err(invalid(
            OP,
            "slice_sizes must have one entry per operand dimension",
        ));
    }
    for d in 0..rank {
        if dims.slice_sizes[d] > op_dims[d] {
            return Err(invalid(
                OP,
                format!("slice size {} > operand dim {d}", dims.slice_sizes[d]),
            ));
        }
    }
    let n_vec = if ivd < idx_rank { idx_dims[ivd] } else { 1 };
    if n_vec != dims.start_index_map.len() || dims.start_index_map.iter().any(|&d| d >= rank) {
        return Err(invalid(
            OP,
            "start_index_map does not match the index vector",
        ));
    }
    if dims.operand_batching_dims.len() != dims.start_indices_batching_dims.len()
        || dims.operand_batching_dims.iter().any(|&d| d >= rank)
    {
        return Err(invalid(OP, "batching dimension lists differ in length"));
    }
    let idx = read_indices(indices, OP)?;
    let idx_strides = row_major_strides(idx_dims);
    let vec_stride = if ivd < idx_rank { idx_strides[ivd] } else { 0 };
    let batch_idx_dims = index_batch_dims(idx_rank, ivd);
    let batch_shape: Vec<usize> = batch_idx_dims.iter().map(|&d| idx_dims[d]).collect();
    let op_strides = row_major_strides(op_dims);

    // Operand offset of each gathered slice's origin, one per batch position.
    let n_batch: usize = batch_shape.iter().product();
    let mut base = Vec::with_capacity(n_batch);
    let batch_pos: Vec<Option<usize>> = dims
        .start_indices_batching_dims
        .iter()
        .map(|sd| batch_idx_dims.iter().position(|d| d == sd))
        .collect();
    super::common::for_each_index(&batch_shape, |bi| {
        let ib: usize = bi
            .iter()
            .zip(&batch_idx_dims)
            .map(|(&i, &d)| i * idx_strides[d])
            .sum();
        let mut off = 0usize;
        for (j, &od) in dims.start_index_map.iter().enumerate() {
            let v = idx[ib + j * vec_stride];
            let hi = (op_dims[od] - dims.slice_sizes[od]) as i64;
            off += (v.clamp(0, hi) as usize) * op_strides[od];
        }
        for (i, &obd) in dims.operand_batching_dims.iter().enumerate() {
            let k = batch_pos[i].ok_or_else(|| invalid(OP, "bad start_indices_batching_dims"))?;
            if bi[k] >= op_dims[obd] {
                return Err(invalid(OP, "batching dimension sizes differ"));
            }
            off += bi[k] * op_strides[obd];
        }
        base.push(off);
        Ok(())
    })?;

    let window_dims = dims.window_dims(rank);
    let out_rank = out.dims.len();
    if window_dims.len() != dims.offset_dims.len()
        || out_rank != batch_shape.len() + window_dims.len()
    {
        return Err(invalid(
            OP,
            "offset_dims do not match the operand and result ranks",
        ));
    }
    let batch_strides = row_major_strides(&batch_shape);
    let mut sb = vec![0usize; out_rank];
    let mut so = vec![0usize; out_rank];
    let mut k_batch = 0;
    for d in 0..out_rank {
        if let Some(k) = dims.offset_dims.iter().position(|&o| o == d) {
            let od = window_dims[k];
            if out.dims[d] != dims.slice_sizes[od] {
                return Err(invalid(
                    OP,
                    "result offset dimension differs from its slice size",
                ));
            }
            so[d] = op_strides[od];
        } else {
            if out.dims[d] != batch_shape[k_batch] {
                return Err(invalid(
                    OP,
                    "result batch dimension differs from the indices",
                ));
            }
            sb[d] = batch_strides[k_batch];
            k_batch += 1;
        }
    }
    let mut result = Literal::zeros(ArrayShape::new(operand.ty(), out.dims.clone()))?;
    let es = operand.ty().byte_size();
    with_elem_size!(es, T => {
        let src: &[T] = operand.data().as_slice();
        let dst: &mut [T] = result.data_mut_slice();
        walk2(&out.dims, &sb, &so, |flat, b, o| {
            dst[flat] = src[base[b] + o];
            Ok(())
        })?;
    });
    Ok(result)
}
