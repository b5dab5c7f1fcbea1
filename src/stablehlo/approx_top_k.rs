//! `stablehlo.custom_call @ApproxTopK` (jax's `lax.approx_max_k` / `approx_min_k` off TPU),
//! lowered the way XLA's conversion to HLO lowers it for CPU and GPU, and as `as_hlo_text()`
//! prints it: an exact top-k. The N inputs are sorted together along `reduction_dim` by the
//! call's comparator (an unstable sort, as XLA's), and each result is the leading slice of its
//! sorted operand, as long as the result type says (`top_k`, or the larger approximate
//! reduction size when `aggregate_to_topk` is false). The N init values that follow the inputs
//! play no part in the exact form. Reads only the call's operands, types and backend config;
//! never runs anything.

use super::ast::{Attr, Operation};
use super::lower::Ctx;
use crate::ir::*;

/// The call's `reduction_dim`, from `mhlo.backend_config` (or a `backend_config` dictionary).
fn reduction_dim(op: &Operation) -> Result<usize, String> {
    let dict = ["mhlo.backend_config", "backend_config"]
        .iter()
        .find_map(|k| match op.attr(k) {
            Some(Attr::Dict(d)) => Some(d),
            _ => None,
        })
        .ok_or("custom_call @ApproxTopK needs a backend config dictionary with reduction_dim")?;
    match dict.iter().find(|(k, _)| k == "reduction_dim") {
        Some((_, Attr::Int(v))) => usize::try_from(*v)
            .map_err(|_| format!("custom_call @ApproxTopK: reduction_dim {v} is negative")),
        _ => Err("custom_call @ApproxTopK: the backend config has no integer reduction_dim".into()),
    }
}

/// Lowers the call: `ops` are its operands (inputs, then as many init values), `called` its
/// called computations (the comparator first). Returns one value per result.
pub(super) fn lower(
    ctx: &mut Ctx,
    op: &Operation,
    ops: &[InstId],
    called: &[CompId],
) -> Result<Vec<InstId>, String> {
    let n = op.result_types.len();
    if n == 0 || ops.len() != 2 * n {
        return Err(format!(
            "custom_call @ApproxTopK with {} results needs twice as many operands (inputs, then init values), got {}",
            n,
            ops.len()
        ));
    }
    let &[comparator, ..] = called else {
        return Err("custom_call @ApproxTopK needs its comparator in called_computations".into());
    };
    let dim = reduction_dim(op)?;
    let inputs = &ops[..n];
    let in_shape = ctx
        .shape(inputs[0])
        .as_array()
        .cloned()
        .ok_or("custom_call @ApproxTopK: the inputs must be arrays")?;
    if dim >= in_shape.rank() {
        return Err(format!(
            "custom_call @ApproxTopK: reduction_dim {dim} is out of range for rank {}",
            in_shape.rank()
        ));
    }
    let mut sorted_shapes = Vec::with_capacity(n);
    let mut slices = Vec::with_capacity(n);
    for (&x, result) in inputs.iter().zip(&op.result_types) {
        let xs = ctx
            .shape(x)
            .as_array()
            .cloned()
            .ok_or("custom_call @ApproxTopK: the inputs must be arrays")?;
        let rs = result
            .as_array()
            .ok_or("custom_call @ApproxTopK: the results must be arrays")?;
        let same_elsewhere = xs.rank() == rs.rank()
            && xs.dims == in_shape.dims
            && (0..xs.rank()).all(|d| d == dim || xs.dims[d] == rs.dims[d]);
        if !same_elsewhere || rs.dims[dim] > xs.dims[dim] || rs.ty != xs.ty {
            return Err(format!(
                "custom_call @ApproxTopK: result {} does not fit input {} (same type and dimensions, at most as long along dimension {dim})",
                Shape::Array(rs.clone()),
                Shape::Array(xs.clone())
            ));
        }
        let dims = (0..xs.rank())
            .map(|d| SliceDim {
                start: 0,
                limit: rs.dims[d],
                stride: 1,
            })
            .collect();
        slices.push((dims, result.clone()));
        sorted_shapes.push(Shape::Array(xs));
    }
    let sort = Op::Sort {
        dimension: dim,
        is_stable: false,
        comparator,
    };
    let sorted = if n == 1 {
        vec![ctx.add(sort, inputs.to_vec(), sorted_shapes.remove(0))]
    } else {
        let t = ctx.add(sort, inputs.to_vec(), Shape::Tuple(sorted_shapes));
        ctx.untuple(t)
    };
    Ok(sorted
        .into_iter()
        .zip(slices)
        .map(|(s, (dims, shape))| ctx.add(Op::Slice { dims }, vec![s], shape))
        .collect())
}
