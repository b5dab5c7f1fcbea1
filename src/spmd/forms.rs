//! Partitioned forms of ops, by family. Each picks the layout its result can have without
//! moving more data than the op needs, reshards operands to it and emits the op on tiles:
//!
//! - elementwise ops and maps: the most finely tiled operand's layout;
//! - broadcast, transpose, reshape: the operand's layout carried to the result's dimensions
//!   (a reshape keeps a split where the split dimension stays major in its group);
//! - slice, pad, reverse, concatenate, dynamic-(update-)slice, sort, top-k, reduce-window:
//!   split along the dimensions the op leaves alone, whole along the ones it works on;
//! - reduce: partial reductions on each tile, then an all-reduce over the reduced splits;
//! - dot and convolution: batch and free dimensions stay split, a split contracting
//!   dimension gives partial sums added by an all-reduce;
//! - gather by split indices from a whole operand; scatter into an operand split along
//!   dimensions each update writes one element of, by whole indices shifted into each tile.
//!
//! Anything else, and any case a form does not cover (uneven splits, variadic reducers whose
//! init is not an identity, grouped convolutions), runs on whole values: `fallback`.

use super::partition::{Partitioner, Sh};
use super::tiling::Tiling;
use crate::error::Result;
use crate::ir::{
    ArrayShape, BinaryOp, ConvDims, DotDims, ElementType, InstId, Instruction, Literal, Op,
    ScatterAttrs, Shape, SliceDim,
};
use std::ops::Range;

pub(super) fn lower(p: &mut Partitioner<'_, '_>, inst: &Instruction) -> Result<(InstId, Sh)> {
    match &inst.op {
        op if op.is_elementwise() || matches!(op, Op::Map { .. } | Op::BitcastConvert) => {
            elementwise(p, inst)
        }
        Op::Copy | Op::OptimizationBarrier | Op::AddDependency => {
            let (id, sh) = p.get(inst.operands[0])?;
            let mut ops = vec![id];
            for k in 1..inst.operands.len() {
                ops.push(p.get(inst.operands[k])?.0);
            }
            let shape = p.em.shape(id).clone();
            Ok((p.emit(inst, inst.op.clone(), ops, shape), sh))
        }
        Op::Constant(_) | Op::Iota { .. } | Op::AfterAll => p.fallback(inst),
        Op::Broadcast { dimensions } => broadcast(p, inst, dimensions),
        Op::Transpose { permutation } => transpose(p, inst, permutation),
        Op::Reshape | Op::Bitcast => reshape(p, inst),
        Op::Reduce {
            dimensions,
            computation,
        } => reduce(p, inst, dimensions, *computation),
        Op::Dot { dims, .. } => {
            let roles = dot_roles(
                dims,
                p.dims(inst.operands[0])?.len(),
                p.dims(inst.operands[1])?.len(),
            );
            contraction(p, inst, roles)
        }
        Op::Convolution(c) if c.feature_group_count == 1 && c.batch_group_count == 1 => {
            contraction(
                p,
                inst,
                conv_roles(&c.dims, p.dims(inst.operands[0])?.len()),
            )
        }
        Op::Gather(g) => gather(p, inst, g),
        Op::Scatter(s) => scatter(p, inst, s),
        Op::Slice { .. }
        | Op::Pad { .. }
        | Op::Reverse { .. }
        | Op::Concatenate { .. }
        | Op::DynamicSlice { .. }
        | Op::DynamicUpdateSlice
        | Op::Sort { .. }
        | Op::TopK { .. }
        | Op::ReduceWindow { .. } => along_untouched(p, inst),
        _ => p.fallback(inst),
    }
}

fn array_dims(shape: &Shape) -> Option<&[usize]> {
    shape.as_array().map(|a| a.dims.as_slice())
}

fn local(ty: ElementType, t: &Tiling, global: &[usize]) -> Shape {
    Shape::Array(ArrayShape::new(ty, t.local_dims(global)))
}

/// The layout of operand `o` when it is an array laid out in tiles.
fn tiling_of(p: &Partitioner<'_, '_>, o: InstId) -> Option<Tiling> {
    p.get(o).ok().and_then(|(_, sh)| sh.tiling().cloned())
}

fn elementwise(p: &mut Partitioner<'_, '_>, inst: &Instruction) -> Result<(InstId, Sh)> {
    let Some(out) = inst.shape.as_array().cloned() else {
        return p.fallback(inst);
    };
    let n = p.partitions();
    // The most finely tiled operand of the result's dimensions sets the layout.
    let mut target = Tiling::replicated(out.rank(), n);
    for &o in &inst.operands {
        if array_dims(&p.global(o).shape) != Some(out.dims.as_slice()) {
            continue;
        }
        if let Some(t) = tiling_of(p, o) {
            if t.num_tiles() > target.num_tiles() && t.is_complete() && t.is_even(&out.dims) {
                target = t;
            }
        }
    }
    // A width-changing bitcast-convert changes the dimensions: whole values.
    if inst.operands.iter().any(|&o| {
        array_dims(&p.global(o).shape).is_some_and(|d| !d.is_empty() && d != out.dims.as_slice())
    }) {
        return p.fallback(inst);
    }
    let mut ops = Vec::with_capacity(inst.operands.len());
    for (k, &o) in inst.operands.iter().enumerate() {
        if array_dims(&p.global(o).shape) == Some(out.dims.as_slice()) {
            ops.push(p.operand_as(inst, k, &target)?);
        } else {
            ops.push(p.whole(inst, k)?);
        }
    }
    let shape = local(out.ty, &target, &out.dims);
    Ok((p.emit(inst, inst.op.clone(), ops, shape), Sh::Array(target)))
}

fn broadcast(
    p: &mut Partitioner<'_, '_>,
    inst: &Instruction,
    dimensions: &[usize],
) -> Result<(InstId, Sh)> {
    let (Some(out), Some(t)) = (
        inst.shape.as_array().cloned(),
        tiling_of(p, inst.operands[0]),
    ) else {
        return p.fallback(inst);
    };
    let in_dims = p.dims(inst.operands[0])?;
    // A dimension broadcast from size 1 to more cannot stay split.
    let stretched: Vec<usize> = (0..in_dims.len())
        .filter(|&i| in_dims[i] != out.dims[dimensions[i]])
        .collect();
    let src = t.without(&stretched);
    let mut tiles = vec![1; out.rank()];
    for (i, &d) in dimensions.iter().enumerate() {
        tiles[d] = src.tiles[i];
    }
    let coords = src
        .coords
        .iter()
        .map(|c| {
            let mut o = vec![0; out.rank()];
            for (i, &d) in dimensions.iter().enumerate() {
                o[d] = c[i];
            }
            o
        })
        .collect();
    let target = Tiling { tiles, coords };
    if !src.is_even(&in_dims) || !target.is_even(&out.dims) {
        return p.fallback(inst);
    }
    let x = p.operand_as(inst, 0, &src)?;
    let shape = local(out.ty, &target, &out.dims);
    Ok((
        p.emit(inst, inst.op.clone(), vec![x], shape),
        Sh::Array(target),
    ))
}

fn transpose(
    p: &mut Partitioner<'_, '_>,
    inst: &Instruction,
    perm: &[usize],
) -> Result<(InstId, Sh)> {
    let (Some(out), Some(t)) = (
        inst.shape.as_array().cloned(),
        tiling_of(p, inst.operands[0]),
    ) else {
        return p.fallback(inst);
    };
    let in_dims = p.dims(inst.operands[0])?;
    if !t.is_even(&in_dims) {
        return p.fallback(inst);
    }
    let target = Tiling {
        tiles: perm.iter().map(|&d| t.tiles[d]).collect(),
        coords: t
            .coords
            .iter()
            .map(|c| perm.iter().map(|&d| c[d]).collect())
            .collect(),
    };
    let x = p.operand_as(inst, 0, &t)?;
    let shape = local(out.ty, &target, &out.dims);
    Ok((
        p.emit(inst, inst.op.clone(), vec![x], shape),
        Sh::Array(target),
    ))
}

/// Minimal runs of input and output dimensions with equal products.
fn reshape_groups(a: &[usize], b: &[usize]) -> Option<Vec<(Range<usize>, Range<usize>)>> {
    if a.contains(&0) || b.contains(&0) {
        return None;
    }
    let (mut i, mut j) = (0, 0);
    let mut groups = Vec::new();
    while i < a.len() || j < b.len() {
        let (si, sj) = (i, j);
        let (mut pa, mut pb) = (1usize, 1usize);
        if i < a.len() {
            pa *= a[i];
            i += 1;
        }
        if j < b.len() {
            pb *= b[j];
            j += 1;
        }
        while pa != pb {
            if pa < pb {
                pa *= *a.get(i)?;
                i += 1;
            } else {
                pb *= *b.get(j)?;
                j += 1;
            }
        }
        // Trailing size-1 dimensions join the group they follow.
        while i < a.len() && a[i] == 1 && (j >= b.len() || b[j] != 1) {
            i += 1;
        }
        while j < b.len() && b[j] == 1 && (i >= a.len() || a[i] != 1) {
            j += 1;
        }
        groups.push((si..i, sj..j));
    }
    Some(groups)
}

fn reshape(p: &mut Partitioner<'_, '_>, inst: &Instruction) -> Result<(InstId, Sh)> {
    let (Some(out), Some(t)) = (
        inst.shape.as_array().cloned(),
        tiling_of(p, inst.operands[0]),
    ) else {
        return p.fallback(inst);
    };
    let in_dims = p.dims(inst.operands[0])?;
    if t.is_replicated() {
        let x = p.operand_as(inst, 0, &t)?;
        let target = Tiling::replicated(out.rank(), p.partitions());
        let shape = local(out.ty, &target, &out.dims);
        return Ok((
            p.emit(inst, inst.op.clone(), vec![x], shape),
            Sh::Array(target),
        ));
    }
    let Some(groups) = reshape_groups(&in_dims, &out.dims) else {
        return p.fallback(inst);
    };
    let mut drop = Vec::new();
    // (input dim, output dim) pairs whose split carries over.
    let mut carried: Vec<(usize, usize)> = Vec::new();
    for (ra, rb) in groups {
        let tiled: Vec<usize> = ra.clone().filter(|&d| t.tiles[d] > 1).collect();
        if tiled.is_empty() {
            continue;
        }
        let major_in = ra.clone().find(|&d| in_dims[d] > 1);
        let major_out = rb.clone().find(|&d| out.dims[d] > 1);
        match (tiled.as_slice(), major_in, major_out) {
            ([d], Some(mi), Some(mo))
                if *d == mi
                    && in_dims[mi].is_multiple_of(t.tiles[mi])
                    && out.dims[mo].is_multiple_of(t.tiles[mi]) =>
            {
                carried.push((mi, mo))
            }
            _ => drop.extend(tiled),
        }
    }
    let src = t.without(&drop);
    let mut tiles = vec![1; out.rank()];
    for &(i, o) in &carried {
        tiles[o] = src.tiles[i];
    }
    let coords = src
        .coords
        .iter()
        .map(|c| {
            let mut v = vec![0; out.rank()];
            for &(i, o) in &carried {
                v[o] = c[i];
            }
            v
        })
        .collect();
    let target = Tiling { tiles, coords };
    let in_local: usize = src.local_dims(&in_dims).iter().product();
    let out_local: usize = target.local_dims(&out.dims).iter().product();
    if !src.is_even(&in_dims) || !target.is_even(&out.dims) || in_local != out_local {
        return p.fallback(inst);
    }
    let x = p.operand_as(inst, 0, &src)?;
    let shape = local(out.ty, &target, &out.dims);
    Ok((
        p.emit(inst, inst.op.clone(), vec![x], shape),
        Sh::Array(target),
    ))
}

/// Ops that keep the rank and work along some dimensions only: split along the others.
fn along_untouched(p: &mut Partitioner<'_, '_>, inst: &Instruction) -> Result<(InstId, Sh)> {
    let in0 = p.dims(inst.operands[0])?;
    let rank = in0.len();
    let out_leaves: Vec<ArrayShape> = inst.shape.leaves().into_iter().cloned().collect();
    if out_leaves.iter().any(|l| l.rank() != rank) {
        return p.fallback(inst);
    }
    let touched: Vec<usize> = match &inst.op {
        Op::Slice { dims } => (0..rank)
            .filter(|&d| dims[d] != super::emit::full(in0[d]))
            .collect(),
        Op::Pad { dims } => (0..rank)
            .filter(|&d| dims[d].low != 0 || dims[d].high != 0 || dims[d].interior != 0)
            .collect(),
        Op::Reverse { dimensions } => dimensions.clone(),
        Op::Concatenate { dimension } | Op::Sort { dimension, .. } => vec![*dimension],
        Op::DynamicSlice { sizes } => (0..rank).filter(|&d| sizes[d] != in0[d]).collect(),
        Op::DynamicUpdateSlice => {
            let upd = p.dims(inst.operands[1])?;
            (0..rank).filter(|&d| upd[d] != in0[d]).collect()
        }
        Op::TopK { .. } => vec![rank.saturating_sub(1)],
        Op::ReduceWindow { window, .. } => (0..rank)
            .filter(|&d| {
                let w = &window[d];
                !(w.size == 1
                    && w.stride == 1
                    && w.pad_low == 0
                    && w.pad_high == 0
                    && w.base_dilation == 1
                    && w.window_dilation == 1)
            })
            .collect(),
        _ => return p.fallback(inst),
    };
    let n = p.partitions();
    let base = tiling_of(p, inst.operands[0]).unwrap_or_else(|| Tiling::replicated(rank, n));
    let mut target = base.without(&touched);
    // Operands taking part along every dimension: same rank as the result.
    let along: Vec<usize> = (0..inst.operands.len())
        .filter(|&k| {
            array_dims(&p.global(inst.operands[k]).shape).map(|d| d.len()) == Some(rank) && rank > 0
        })
        .collect();
    let even = along
        .iter()
        .all(|&k| p.dims(inst.operands[k]).is_ok_and(|d| target.is_even(&d)))
        && out_leaves.iter().all(|l| target.is_even(&l.dims));
    if !even {
        target = Tiling::replicated(rank, n);
    }
    let mut ops = Vec::with_capacity(inst.operands.len());
    for k in 0..inst.operands.len() {
        if along.contains(&k) {
            ops.push(p.operand_as(inst, k, &target)?);
        } else {
            ops.push(p.whole(inst, k)?);
        }
    }
    let op = match &inst.op {
        Op::Slice { dims } => Op::Slice {
            dims: dims
                .iter()
                .enumerate()
                .map(|(d, s)| {
                    if touched.contains(&d) {
                        *s
                    } else {
                        super::emit::full(in0[d] / target.tiles[d])
                    }
                })
                .collect::<Vec<SliceDim>>(),
        },
        Op::DynamicSlice { sizes } => Op::DynamicSlice {
            sizes: sizes
                .iter()
                .enumerate()
                .map(|(d, &s)| {
                    if touched.contains(&d) {
                        s
                    } else {
                        s / target.tiles[d]
                    }
                })
                .collect(),
        },
        op => op.clone(),
    };
    let leaves: Vec<Shape> = out_leaves
        .iter()
        .map(|l| local(l.ty, &target, &l.dims))
        .collect();
    let (shape, sh) = if inst.shape.as_array().is_some() {
        (leaves[0].clone(), Sh::Array(target))
    } else {
        let shs = leaves.iter().map(|_| Sh::Array(target.clone())).collect();
        (Shape::Tuple(leaves), Sh::Tuple(shs))
    };
    Ok((p.emit(inst, op, ops, shape), sh))
}

/// A gather from a whole operand by split indices: each partition gathers its own rows.
fn gather(
    p: &mut Partitioner<'_, '_>,
    inst: &Instruction,
    g: &crate::ir::GatherDims,
) -> Result<(InstId, Sh)> {
    let (Some(out), Some(t)) = (
        inst.shape.as_array().cloned(),
        tiling_of(p, inst.operands[1]),
    ) else {
        return p.fallback(inst);
    };
    let idx_dims = p.dims(inst.operands[1])?;
    let mut src = t;
    if g.index_vector_dim < idx_dims.len() {
        src = src.without(&[g.index_vector_dim]);
    }
    if src.is_replicated() || !src.is_even(&idx_dims) {
        return p.fallback(inst);
    }
    // Result dimensions that are not offsets follow the indices' dimensions in order.
    let batch_out = g.result_batch_dims(out.rank());
    let batch_idx = crate::ir::analysis::index_batch_dims(idx_dims.len(), g.index_vector_dim);
    if batch_out.len() != batch_idx.len() {
        return p.fallback(inst);
    }
    let mut tiles = vec![1; out.rank()];
    for (&o, &i) in batch_out.iter().zip(&batch_idx) {
        tiles[o] = src.tiles[i];
    }
    let coords = src
        .coords
        .iter()
        .map(|c| {
            let mut v = vec![0; out.rank()];
            for (&o, &i) in batch_out.iter().zip(&batch_idx) {
                v[o] = c[i];
            }
            v
        })
        .collect();
    let target = Tiling { tiles, coords };
    if !target.is_even(&out.dims) {
        return p.fallback(inst);
    }
    let operand = p.whole(inst, 0)?;
    let indices = p.operand_as(inst, 1, &src)?;
    let shape = local(out.ty, &target, &out.dims);
    Ok((
        p.emit(inst, inst.op.clone(), vec![operand, indices], shape),
        Sh::Array(target),
    ))
}

/// A scatter into an operand split only along dimensions each update writes one element of
/// (inserted window dimensions the indices address), with indices and updates whole: each
/// partition scatters into its own tile with the indices shifted by the tile's offsets. An
/// update aimed at another tile lands outside this one, and scatter skips out-of-bounds
/// updates, so every element gets exactly the updates it gets whole (in the same order).
/// Embedding-gradient scatter-adds into a row-split table move no data.
fn scatter(
    p: &mut Partitioner<'_, '_>,
    inst: &Instruction,
    s: &ScatterAttrs,
) -> Result<(InstId, Sh)> {
    let (Some(out), Some(t)) = (
        inst.shape.as_array().cloned(),
        tiling_of(p, inst.operands[0]),
    ) else {
        return p.fallback(inst);
    };
    if inst.operands.len() != 3
        || !s.input_batching_dims.is_empty()
        || t.is_replicated()
        || !t.is_complete()
        || !t.is_even(&out.dims)
    {
        return p.fallback(inst);
    }
    // (index vector component, operand dimension) of every split dimension.
    let mut shifted = Vec::new();
    for d in (0..out.rank()).filter(|&d| t.tiles[d] > 1) {
        let component = s.scatter_dims_to_operand_dims.iter().position(|&x| x == d);
        match component {
            Some(k) if s.inserted_window_dims.contains(&d) => shifted.push((k, d)),
            _ => return p.fallback(inst),
        }
    }
    let idx_shape = p.global(inst.operands[1]).shape.as_array().cloned();
    // 32- and 64-bit indices hold any tile offset (a narrower one could wrap onto a valid
    // index); a shift below zero wraps to an out-of-bounds index, which is skipped too.
    let wide = |ty: ElementType| {
        matches!(
            ty,
            ElementType::S32 | ElementType::S64 | ElementType::U32 | ElementType::U64
        )
    };
    let Some(idx_shape) = idx_shape.filter(|a| wide(a.ty)) else {
        return p.fallback(inst);
    };
    let operand = p.operand_as(inst, 0, &t)?;
    let indices = p.whole(inst, 1)?;
    let updates = p.whole(inst, 2)?;
    // The tile's offset for each component of the index vector (0 where it is not split).
    let components = idx_shape.dims.get(s.index_vector_dim).copied().unwrap_or(1);
    let tile = t.local_dims(&out.dims);
    let mut parts = Vec::with_capacity(components);
    for k in 0..components {
        let offset = match shifted.iter().find(|&&(c, _)| c == k) {
            Some(&(_, d)) => {
                p.em.lookup(t.coords.iter().map(|c| c[d] * tile[d]).collect())?
            }
            None => p.em.constant(Literal::scalar(ElementType::S32, 0i32)?),
        };
        parts.push(p.em.array(
            "offset",
            Op::Reshape,
            vec![offset],
            ElementType::S32,
            vec![1],
        ));
    }
    let mut offsets = if parts.len() == 1 {
        parts[0]
    } else {
        p.em.array(
            "offsets",
            Op::Concatenate { dimension: 0 },
            parts,
            ElementType::S32,
            vec![components],
        )
    };
    if idx_shape.ty != ElementType::S32 {
        offsets = p.em.array(
            "offsets",
            Op::Convert,
            vec![offsets],
            idx_shape.ty,
            vec![components],
        );
    }
    let broadcast_dims = if s.index_vector_dim < idx_shape.rank() {
        vec![s.index_vector_dim]
    } else {
        // An implicit trailing index vector of one component.
        offsets =
            p.em.array("offsets", Op::Reshape, vec![offsets], idx_shape.ty, vec![]);
        vec![]
    };
    let offsets = p.em.array(
        "offsets",
        Op::Broadcast {
            dimensions: broadcast_dims,
        },
        vec![offsets],
        idx_shape.ty,
        idx_shape.dims.clone(),
    );
    let local_indices = p.em.array(
        "indices",
        Op::Binary(BinaryOp::Subtract),
        vec![indices, offsets],
        idx_shape.ty,
        idx_shape.dims.clone(),
    );
    let shape = local(out.ty, &t, &out.dims);
    Ok((
        p.emit(
            inst,
            inst.op.clone(),
            vec![operand, local_indices, updates],
            shape,
        ),
        Sh::Array(t),
    ))
}

/// The reducer's op when it is `param0 op param1` (either order).
fn reducer_op(p: &Partitioner<'_, '_>, comp: crate::ir::CompId) -> Option<BinaryOp> {
    let c = p.module.computations.get(comp.index())?;
    let root = c.root_inst();
    let Op::Binary(op) = root.op else {
        return None;
    };
    let params: Vec<_> = root
        .operands
        .iter()
        .map(|&o| match c.inst(o).op {
            Op::Parameter { index } => Some(index),
            _ => None,
        })
        .collect();
    (params == [Some(0), Some(1)] || params == [Some(1), Some(0)]).then_some(op)
}

/// Whether folding `init` in once per partition leaves the result unchanged.
fn init_is_safe(op: BinaryOp, init: &Literal) -> bool {
    match op {
        // Idempotent: extra inits change nothing.
        BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::And | BinaryOp::Or => true,
        BinaryOp::Add => init.bytes().iter().all(|&b| b == 0),
        BinaryOp::Multiply => {
            let one = match init.ty() {
                ElementType::F32 => Literal::scalar(ElementType::F32, 1f32),
                ElementType::F64 => Literal::scalar(ElementType::F64, 1f64),
                ElementType::S32 => Literal::scalar(ElementType::S32, 1i32),
                ElementType::U32 => Literal::scalar(ElementType::U32, 1u32),
                ElementType::S64 => Literal::scalar(ElementType::S64, 1i64),
                ElementType::U64 => Literal::scalar(ElementType::U64, 1u64),
                _ => return false,
            };
            one.is_ok_and(|o| o.bytes() == init.bytes())
        }
        _ => false,
    }
}

fn reduce(
    p: &mut Partitioner<'_, '_>,
    inst: &Instruction,
    dimensions: &[usize],
    computation: crate::ir::CompId,
) -> Result<(InstId, Sh)> {
    let n_in = inst.operands.len() / 2;
    let in_dims = p.dims(inst.operands[0])?;
    let rank = in_dims.len();
    let n = p.partitions();
    let base = tiling_of(p, inst.operands[0]).unwrap_or_else(|| Tiling::replicated(rank, n));
    let split: Vec<usize> = dimensions
        .iter()
        .copied()
        .filter(|&d| base.tiles[d] > 1)
        .collect();
    // Partial reductions need one input, an associative reducer and an init that may be
    // folded in once per partition.
    let partial_ok = n_in == 1
        && !split.is_empty()
        && reducer_op(p, computation).is_some_and(|op| {
            matches!(&p.global(inst.operands[1]).op, Op::Constant(init) if init_is_safe(op, init))
        });
    let mut src = if partial_ok {
        base.clone()
    } else {
        base.without(dimensions)
    };
    if !src.is_complete() || !src.is_even(&in_dims) {
        src = Tiling::replicated(rank, n);
    }
    let kept: Vec<usize> = (0..rank).filter(|d| !dimensions.contains(d)).collect();
    let out = Tiling {
        tiles: kept.iter().map(|&d| src.tiles[d]).collect(),
        coords: src
            .coords
            .iter()
            .map(|c| kept.iter().map(|&d| c[d]).collect())
            .collect(),
    };
    let mut ops = Vec::with_capacity(inst.operands.len());
    for k in 0..inst.operands.len() {
        if k < n_in {
            ops.push(p.operand_as(inst, k, &src)?);
        } else {
            ops.push(p.whole(inst, k)?);
        }
    }
    let leaves: Vec<Shape> = inst
        .shape
        .leaves()
        .into_iter()
        .map(|l| local(l.ty, &out, &l.dims))
        .collect();
    let tuple = inst.shape.as_array().is_none();
    let shape = if tuple {
        Shape::Tuple(leaves.clone())
    } else {
        leaves[0].clone()
    };
    let mut id = p.emit(inst, inst.op.clone(), ops, shape);
    let still_split: Vec<usize> = dimensions
        .iter()
        .copied()
        .filter(|&d| src.tiles[d] > 1)
        .collect();
    if !still_split.is_empty() {
        id =
            p.em.all_reduce(id, &src.groups_along(&still_split), computation)?;
    }
    let sh = if tuple {
        Sh::Tuple(leaves.iter().map(|_| Sh::Array(out.clone())).collect())
    } else {
        Sh::Array(out)
    };
    Ok((id, sh))
}

/// What a dimension of a dot's or convolution's operand is to the product.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Role {
    /// Shared by both operands and the result (result dimension).
    Batch(usize),
    /// This operand's own result dimension.
    Free(usize),
    /// Summed over: the k-th contracting pair.
    Contract(usize),
    /// Must stay whole (a convolution's spatial dimensions).
    Whole,
}

struct Roles {
    lhs: Vec<Role>,
    rhs: Vec<Role>,
}

fn dot_roles(d: &DotDims, lhs_rank: usize, rhs_rank: usize) -> Roles {
    let nb = d.lhs_batch.len();
    let mut lhs = vec![Role::Whole; lhs_rank];
    let mut rhs = vec![Role::Whole; rhs_rank];
    for (i, (&l, &r)) in d.lhs_batch.iter().zip(&d.rhs_batch).enumerate() {
        lhs[l] = Role::Batch(i);
        rhs[r] = Role::Batch(i);
    }
    for (k, (&l, &r)) in d.lhs_contracting.iter().zip(&d.rhs_contracting).enumerate() {
        lhs[l] = Role::Contract(k);
        rhs[r] = Role::Contract(k);
    }
    // Result dimensions: batch, then the lhs's free dimensions, then the rhs's.
    let (lfree, rfree) = (d.lhs_free(lhs_rank), d.rhs_free(rhs_rank));
    for (j, &l) in lfree.iter().enumerate() {
        lhs[l] = Role::Free(nb + j);
    }
    for (j, &r) in rfree.iter().enumerate() {
        rhs[r] = Role::Free(nb + lfree.len() + j);
    }
    Roles { lhs, rhs }
}

fn conv_roles(d: &ConvDims, lhs_rank: usize) -> Roles {
    let mut lhs = vec![Role::Whole; lhs_rank];
    lhs[d.input_batch] = Role::Free(d.output_batch);
    lhs[d.input_feature] = Role::Contract(0);
    let mut rhs = vec![Role::Whole; lhs_rank];
    rhs[d.kernel_input_feature] = Role::Contract(0);
    rhs[d.kernel_output_feature] = Role::Free(d.output_feature);
    Roles { lhs, rhs }
}

/// A product split as its operands are, where that gives a complete layout: tries the
/// operands' splits, then without the rhs's free splits, then without contracting splits,
/// then whole.
fn contraction(
    p: &mut Partitioner<'_, '_>,
    inst: &Instruction,
    roles: Roles,
) -> Result<(InstId, Sh)> {
    let Some(out) = inst.shape.as_array().cloned() else {
        return p.fallback(inst);
    };
    let n = p.partitions();
    let lhs_dims = p.dims(inst.operands[0])?;
    let rhs_dims = p.dims(inst.operands[1])?;
    let tl =
        tiling_of(p, inst.operands[0]).unwrap_or_else(|| Tiling::replicated(lhs_dims.len(), n));
    let tr =
        tiling_of(p, inst.operands[1]).unwrap_or_else(|| Tiling::replicated(rhs_dims.len(), n));
    let k_count = roles
        .lhs
        .iter()
        .filter(|r| matches!(r, Role::Contract(_)))
        .count();
    for level in 0..4 {
        let whole_lhs: Vec<usize> = (0..lhs_dims.len())
            .filter(|&d| match roles.lhs[d] {
                Role::Whole => true,
                Role::Contract(_) => level >= 2,
                _ => level >= 3,
            })
            .collect();
        let lhs_t = tl.without(&whole_lhs);
        let rhs_free_kept = level == 0;
        // Result dimensions first, then the contracting splits.
        let mut tiles = vec![1; out.rank() + k_count];
        let mut coords = vec![vec![0; out.rank() + k_count]; n];
        for (d, r) in roles.lhs.iter().enumerate() {
            let slot = match *r {
                Role::Batch(o) | Role::Free(o) => o,
                Role::Contract(k) => out.rank() + k,
                Role::Whole => continue,
            };
            tiles[slot] = lhs_t.tiles[d];
            for q in 0..n {
                coords[q][slot] = lhs_t.coords[q][d];
            }
        }
        let mut rhs_t = Tiling::replicated(rhs_dims.len(), n);
        for (d, r) in roles.rhs.iter().enumerate() {
            match *r {
                Role::Free(o) if rhs_free_kept => {
                    tiles[o] = tr.tiles[d];
                    rhs_t.tiles[d] = tr.tiles[d];
                    for q in 0..n {
                        coords[q][o] = tr.coords[q][d];
                        rhs_t.coords[q][d] = tr.coords[q][d];
                    }
                }
                Role::Batch(o) => {
                    rhs_t.tiles[d] = tiles[o];
                    for q in 0..n {
                        rhs_t.coords[q][d] = coords[q][o];
                    }
                }
                Role::Contract(k) => {
                    rhs_t.tiles[d] = tiles[out.rank() + k];
                    for q in 0..n {
                        rhs_t.coords[q][d] = coords[q][out.rank() + k];
                    }
                }
                _ => {}
            }
        }
        let combined = Tiling { tiles, coords };
        let contracted_split = combined.tiles[out.rank()..].iter().any(|&t| t > 1);
        let out_t = Tiling {
            tiles: combined.tiles[..out.rank()].to_vec(),
            coords: combined
                .coords
                .iter()
                .map(|c| c[..out.rank()].to_vec())
                .collect(),
        };
        let summable = !contracted_split || out.ty != ElementType::Pred;
        if !(combined.is_complete()
            && lhs_t.is_even(&lhs_dims)
            && rhs_t.is_even(&rhs_dims)
            && out_t.is_even(&out.dims)
            && summable)
        {
            continue;
        }
        let lhs = p.operand_as(inst, 0, &lhs_t)?;
        let rhs = p.operand_as(inst, 1, &rhs_t)?;
        let shape = local(out.ty, &out_t, &out.dims);
        let mut id = p.emit(inst, inst.op.clone(), vec![lhs, rhs], shape);
        if contracted_split {
            let k_slots: Vec<usize> = (out.rank()..out.rank() + k_count).collect();
            let groups = combined.groups_along(&k_slots);
            let add = p.em.ctx.reducer(out.ty, BinaryOp::Add)?;
            id = p.em.all_reduce(id, &groups, add)?;
        }
        return Ok((id, Sh::Array(out_t)));
    }
    p.fallback(inst)
}

#[cfg(test)]
mod tests {
    use super::reshape_groups;

    #[test]
    fn reshape_groups_pair_equal_products() {
        assert_eq!(reshape_groups(&[4, 6], &[24]).unwrap(), vec![(0..2, 0..1)]);
        assert_eq!(
            reshape_groups(&[8, 3, 5], &[2, 4, 15]).unwrap(),
            vec![(0..1, 0..2), (1..3, 2..3)]
        );
        assert_eq!(
            reshape_groups(&[2, 1, 3], &[2, 3]).unwrap(),
            vec![(0..2, 0..1), (2..3, 1..2)]
        );
        assert!(reshape_groups(&[0, 3], &[3, 0]).is_none());
    }
}
