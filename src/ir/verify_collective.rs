//! The verifier's rules for collectives and for the manual-region boundary ops
//! (`GlobalToLocal`, `LocalToGlobal`): result shapes from operand shapes, group sizes and
//! shardings. Group membership against the device count is checked when the program is
//! placed (`collectives::groups`), since only then is the participant count known.

use super::module::{Instruction, Module};
use super::op::{CollectiveAttrs, Op};
use super::sharding::HloSharding;
use super::types::{ArrayShape, Shape};
use super::verify::{arr, check_reducer, expect, nops, Check};

/// Checks a collective or manual-boundary instruction; `None` for any other op.
pub(super) fn check(
    module: &Module,
    inst: &Instruction,
    ops: &[&Shape],
    decl: &Shape,
) -> Option<Check> {
    Some(match &inst.op {
        Op::AllReduce {
            computation,
            collective,
        } => all_reduce(module, *computation, collective, ops, decl),
        Op::AllGather {
            dimension,
            collective,
        } => resize_dim(ops, decl, *dimension, collective, Resize::Gather),
        Op::ReduceScatter {
            dimension,
            computation,
            collective,
        } => per_operand_reducer(module, *computation, ops, "reduce-scatter")
            .and_then(|_| resize_dim(ops, decl, *dimension, collective, Resize::Scatter)),
        Op::AllToAll {
            dimensions,
            collective,
        } => all_to_all(ops, decl, *dimensions, collective),
        Op::CollectivePermute {
            source_target_pairs,
            ..
        } => collective_permute(source_target_pairs, ops, decl),
        Op::CollectiveBroadcast { collective } => {
            group_size(collective).and_then(|_| same_shapes(ops, decl, "collective-broadcast"))
        }
        Op::GlobalToLocal { sharding } => boundary(inst, ops, decl, sharding, true),
        Op::LocalToGlobal { sharding } => boundary(inst, ops, decl, sharding, false),
        _ => return None,
    })
}

fn array_operands<'a>(ops: &[&'a Shape], op: &str) -> Check<Vec<&'a ArrayShape>> {
    if ops.is_empty() {
        return Err(format!("{op} needs at least one operand"));
    }
    ops.iter()
        .map(|s| arr(s, &format!("{op}'s operand")))
        .collect()
}

/// The result of a variadic collective: one array, or a tuple of several.
fn variadic(mut shapes: Vec<ArrayShape>) -> Shape {
    if shapes.len() == 1 {
        Shape::Array(shapes.remove(0))
    } else {
        Shape::Tuple(shapes.into_iter().map(Shape::Array).collect())
    }
}

/// The size every group has (`None` when the groups are empty: one group of everyone, whose
/// size the program's placement decides). Groups must be disjoint and of one size.
fn group_size(c: &CollectiveAttrs) -> Check<Option<usize>> {
    let Some(first) = c.replica_groups.first() else {
        return Ok(None);
    };
    let mut seen = std::collections::HashSet::new();
    for g in &c.replica_groups {
        if g.len() != first.len() {
            return Err(format!(
                "replica groups have different sizes ({} and {})",
                first.len(),
                g.len()
            ));
        }
        for &id in g {
            if !seen.insert(id) {
                return Err(format!("id {id} appears in two replica groups"));
            }
        }
    }
    if first.is_empty() {
        return Err("a replica group is empty".to_string());
    }
    Ok(Some(first.len()))
}

fn same_shapes(ops: &[&Shape], decl: &Shape, op: &str) -> Check {
    let a = array_operands(ops, op)?;
    expect(decl, &variadic(a.into_iter().cloned().collect()))
}

fn all_reduce(
    module: &Module,
    computation: super::module::CompId,
    collective: &CollectiveAttrs,
    ops: &[&Shape],
    decl: &Shape,
) -> Check {
    group_size(collective)?;
    let a = per_operand_reducer(module, computation, ops, "all-reduce")?;
    expect(decl, &variadic(a.into_iter().cloned().collect()))
}

/// The operands of an all-reduce or reduce-scatter, which applies one binary scalar reducer
/// `(T, T) -> T` to each operand on its own (as XLA and StableHLO define it; a tuple
/// all-reduce is several all-reduces in one): every operand must have the element type T.
fn per_operand_reducer<'a>(
    module: &Module,
    computation: super::module::CompId,
    ops: &[&'a Shape],
    op: &str,
) -> Check<Vec<&'a ArrayShape>> {
    let a = array_operands(ops, op)?;
    let ty = a[0].ty;
    if let Some(other) = a.iter().find(|x| x.ty != ty) {
        return Err(format!(
            "{op}'s operands must share one element type (its reducer is applied to each): \
             got {ty} and {}",
            other.ty
        ));
    }
    check_reducer(module, computation, &[ty], op)?;
    Ok(a)
}

#[derive(Copy, Clone, PartialEq)]
enum Resize {
    Gather,
    Scatter,
}

/// All-gather multiplies `dim` by the group size; reduce-scatter divides it.
fn resize_dim(
    ops: &[&Shape],
    decl: &Shape,
    dim: usize,
    collective: &CollectiveAttrs,
    how: Resize,
) -> Check {
    let name = if how == Resize::Gather {
        "all-gather"
    } else {
        "reduce-scatter"
    };
    let size = group_size(collective)?;
    let a = array_operands(ops, name)?;
    let declared: Vec<&Shape> = match decl {
        Shape::Tuple(t) if a.len() > 1 => t.iter().collect(),
        s => vec![s],
    };
    if declared.len() != a.len() {
        return Err(format!(
            "{name} has {} operands but {} results",
            a.len(),
            declared.len()
        ));
    }
    let mut want = Vec::with_capacity(a.len());
    for (x, d) in a.iter().zip(declared) {
        if dim >= x.rank() {
            return Err(format!(
                "{name} dimension {dim} is out of range for rank {}",
                x.rank()
            ));
        }
        let d = arr(d, &format!("{name}'s result"))?;
        let n = match size {
            Some(n) => n,
            // One group of everyone: the declared shape says how many.
            None => match how {
                Resize::Gather if x.dims[dim] > 0 => {
                    d.dims.get(dim).copied().unwrap_or(0) / x.dims[dim]
                }
                Resize::Scatter if d.dims.get(dim).copied().unwrap_or(0) > 0 => {
                    x.dims[dim] / d.dims[dim]
                }
                _ => 1,
            }
            .max(1),
        };
        let mut dims = x.dims.clone();
        dims[dim] = match how {
            Resize::Gather => dims[dim] * n,
            Resize::Scatter => {
                if !dims[dim].is_multiple_of(n) {
                    return Err(format!(
                        "reduce-scatter dimension {dim} of size {} does not split into {n} pieces",
                        dims[dim]
                    ));
                }
                dims[dim] / n
            }
        };
        want.push(ArrayShape::new(x.ty, dims));
    }
    expect(decl, &variadic(want))
}

fn all_to_all(
    ops: &[&Shape],
    decl: &Shape,
    dimensions: Option<(usize, usize)>,
    collective: &CollectiveAttrs,
) -> Check {
    let size = group_size(collective)?;
    let a = array_operands(ops, "all-to-all")?;
    let Some((split, concat)) = dimensions else {
        if let Some(n) = size {
            if n != a.len() {
                return Err(format!(
                    "the tuple form of all-to-all needs one operand per group member ({n}), \
                     found {}",
                    a.len()
                ));
            }
        }
        return expect(decl, &variadic(a.into_iter().cloned().collect()));
    };
    let [x] = a.as_slice() else {
        return Err("all-to-all with dimensions takes one operand".to_string());
    };
    if split >= x.rank() || concat >= x.rank() {
        return Err(format!(
            "all-to-all dimensions ({split}, {concat}) are out of range for rank {}",
            x.rank()
        ));
    }
    let d = arr(decl, "all-to-all's result")?;
    let n = match size {
        Some(n) => n,
        None if split == concat => 1,
        None => d.dims.get(concat).copied().unwrap_or(0) / x.dims[concat].max(1),
    }
    .max(1);
    if !x.dims[split].is_multiple_of(n) {
        return Err(format!(
            "all-to-all split dimension {split} of size {} does not split into {n} pieces",
            x.dims[split]
        ));
    }
    let mut dims = x.dims.clone();
    dims[split] /= n;
    dims[concat] *= n;
    expect(decl, &Shape::Array(ArrayShape::new(x.ty, dims)))
}

fn collective_permute(pairs: &[(usize, usize)], ops: &[&Shape], decl: &Shape) -> Check {
    let mut sources = std::collections::HashSet::new();
    let mut targets = std::collections::HashSet::new();
    for &(s, t) in pairs {
        if !sources.insert(s) {
            return Err(format!("collective-permute sends from {s} twice"));
        }
        if !targets.insert(t) {
            return Err(format!("collective-permute sends to {t} twice"));
        }
    }
    same_shapes(ops, decl, "collective-permute")
}

/// The local shape is the global shape divided by the sharding's tiles, rounded up.
fn boundary(
    inst: &Instruction,
    ops: &[&Shape],
    decl: &Shape,
    sharding: &HloSharding,
    entering: bool,
) -> Check {
    nops(inst, 1)?;
    let (global, local) = if entering {
        (
            arr(ops[0], "the global operand")?,
            arr(decl, "the local result")?,
        )
    } else {
        (
            arr(decl, "the global result")?,
            arr(ops[0], "the local operand")?,
        )
    };
    sharding.check_rank(global.rank())?;
    let tiles = sharding.tiles(global.rank());
    let dims: Vec<usize> = global
        .dims
        .iter()
        .zip(&tiles)
        .map(|(&d, &t)| d.div_ceil(t))
        .collect();
    if global.ty != local.ty || local.dims != dims {
        return Err(format!(
            "a {global} value sharded by {} has {} shards, not {local}",
            super::print::sharding_text(sharding),
            ArrayShape::new(global.ty, dims)
        ));
    }
    Ok(())
}
