//! Elementwise fusion for the CPU plan. A group is a tree of elementwise instructions of one
//! shape whose inner values have no other users, plus the broadcasts feeding it (scalars, rows,
//! columns), which are read through an index pattern instead of being materialised. A group runs
//! as one loop over cache-sized blocks (threaded natively), applying the same per-op kernels to
//! each block, so fused and unfused results are identical.
//!
//! Grouping is decided at compile time from the computation alone; evaluation lives in `interp`.

use crate::ir::{Computation, InstId, Op, Shape};

/// Elements per block when a fused group with no block program (`fused_block`) is evaluated
/// op by op on literal temporaries (`interp`): a few dozen KiB per op, kept in L1/L2.
pub(crate) const GROUP_BLOCK_ELEMS: usize = 4096;
/// Smaller arrays are not worth a group.
const FUSE_MIN: usize = 256;
/// Whether a lone f32/pred elementwise op (no fused operand, no broadcast) runs as a one-op
/// block program. In SIMD128 builds: the whole-array kernels of `elementwise` are scalar
/// there (the package's size-optimised level turns LLVM's loop vectoriser off), while block
/// programs run the common ops with `simd128` (a lone tanh over 256×1024: 2.5 ms as a scalar
/// kernel, 1.2 ms as a program). Native builds keep the whole-array kernels, which LLVM
/// vectorises. The bits are the same either way (the same element functions).
const LONE_OPS_AS_PROGRAMS: bool = cfg!(all(target_arch = "wasm32", target_feature = "simd128"));

/// How a group reads an input for output element `i`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Access {
    /// `x[i]`.
    Full,
    /// `x[0]`.
    Scalar,
    /// `x[i % inner]` (a broadcast along leading dimensions).
    Row(usize),
    /// `x[i / inner]` (a broadcast along trailing dimensions).
    Col(usize),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Src {
    Input(usize),
    Member(usize),
}

#[derive(Clone, Debug)]
pub(crate) struct Member {
    pub inst: InstId,
    pub srcs: Vec<Src>,
}

#[derive(Clone, Debug)]
pub(crate) struct Group {
    /// In operand-before-user order; the last one is the root.
    pub members: Vec<Member>,
    pub inputs: Vec<(InstId, Access)>,
    pub root: InstId,
    /// The allocation-free f32/pred program for this group, when it has one.
    pub program: Option<super::fused_block::BlockProgram>,
}

/// One step of a computation's schedule.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    Inst(InstId),
    Fused(usize),
    /// A row (or, for huge groups, column) reduction (`reduce` instruction, reducer `op`)
    /// that consumes the fused group's values block by block instead of materialising them.
    FusedReduce(usize, InstId, crate::ir::BinaryOp),
}

impl Step {
    /// The value this step produces: its instruction, its group's root, or its reduction.
    pub(crate) fn produced(self, groups: &[Group]) -> InstId {
        match self {
            Step::Inst(id) => id,
            Step::Fused(g) => groups[g].root,
            Step::FusedReduce(_, r, _) => r,
        }
    }
}

fn fusable(c: &Computation, i: usize) -> bool {
    let inst = &c.instructions[i];
    inst.op.is_elementwise()
        && matches!(&inst.shape, Shape::Array(a) if a.element_count() >= FUSE_MIN)
}

fn dims_of(c: &Computation, i: usize) -> Option<&[usize]> {
    c.instructions[i]
        .shape
        .as_array()
        .map(|a| a.dims.as_slice())
}

/// The read pattern of `broadcast` instruction `b` for a group of `dims`, when it has one.
fn broadcast_access(c: &Computation, b: usize, dims: &[usize]) -> Option<(InstId, Access)> {
    let inst = &c.instructions[b];
    let map = match &inst.op {
        Op::Broadcast { dimensions } => dimensions,
        _ => return None,
    };
    if dims_of(c, b)? != dims {
        return None;
    }
    let src = *inst.operands.first()?;
    let e = c.inst(src).shape.as_array()?;
    let r = dims.len();
    let k = map.len();
    if e.element_count() == 1 {
        return Some((src, Access::Scalar));
    }
    if map.iter().enumerate().all(|(j, &d)| d == r - k + j) && e.dims[..] == dims[r - k..] {
        return Some((src, Access::Row(e.element_count())));
    }
    if map.iter().enumerate().all(|(j, &d)| d == j) && e.dims[..] == dims[..k] {
        let inner: usize = dims[k..].iter().product();
        return Some((src, Access::Col(inner)));
    }
    None
}

/// Groups and the schedule of steps for one computation.
pub(crate) fn schedule(c: &Computation) -> (Vec<Step>, Vec<Group>) {
    let n = c.instructions.len();
    let uses = crate::ir::analysis::use_counts(c);
    let root = c.root.index();
    let mut reduced = vec![false; n];
    for inst in &c.instructions {
        if let (Op::Reduce { .. }, Some(o)) = (&inst.op, inst.operands.first()) {
            if o.index() < n {
                reduced[o.index()] = true;
            }
        }
    }
    let mut group_of: Vec<Option<usize>> = vec![None; n];
    let mut groups: Vec<Group> = Vec::new();
    // Broadcast uses that groups read through a pattern.
    let mut inlined = vec![0usize; n];
    for i in (0..n).rev() {
        if group_of[i].is_some() || !fusable(c, i) {
            continue;
        }
        let dims = match dims_of(c, i) {
            Some(d) => d.to_vec(),
            None => continue,
        };
        let g = groups.len();
        let mut members = vec![i];
        group_of[i] = Some(g);
        let mut stack = vec![i];
        while let Some(m) = stack.pop() {
            for &o in &c.instructions[m].operands {
                let o = o.index();
                if o < n
                    && o != root
                    && group_of[o].is_none()
                    && uses[o] == 1
                    && fusable(c, o)
                    && dims_of(c, o) == Some(&dims[..])
                {
                    group_of[o] = Some(g);
                    members.push(o);
                    stack.push(o);
                }
            }
        }
        members.sort_unstable();
        let pos = |x: usize| members.iter().position(|&m| m == x);
        let mut inputs: Vec<(InstId, Access)> = Vec::new();
        let mut n_bcast = 0;
        let mut ms = Vec::with_capacity(members.len());
        let mut used_bcasts = Vec::new();
        for &m in &members {
            let mut srcs = Vec::new();
            for &o in &c.instructions[m].operands {
                let src = if let Some(p) = pos(o.index()) {
                    Src::Member(p)
                } else {
                    let (v, a) = match broadcast_access(c, o.index(), &dims) {
                        Some(va) => {
                            n_bcast += 1;
                            used_bcasts.push(o.index());
                            va
                        }
                        None => {
                            let cnt = c.inst(o).shape.as_array().map(|a| a.element_count());
                            (
                                o,
                                if cnt == Some(1) {
                                    Access::Scalar
                                } else {
                                    Access::Full
                                },
                            )
                        }
                    };
                    let k = match inputs.iter().position(|&x| x == (v, a)) {
                        Some(k) => k,
                        None => {
                            inputs.push((v, a));
                            inputs.len() - 1
                        }
                    };
                    Src::Input(k)
                };
                srcs.push(src);
            }
            ms.push(Member {
                inst: InstId(m as u32),
                srcs,
            });
        }
        // A lone op is only worth a group when a reduction can consume it unstored, or (see
        // `LONE_OPS_AS_PROGRAMS`) when it has a block program.
        let feeds_reduce = uses[i] == 1 && i != root && reduced[i];
        let lone = members.len() < 2 && n_bcast == 0 && !feeds_reduce;
        if lone && !LONE_OPS_AS_PROGRAMS {
            group_of[i] = None;
            continue;
        }
        let mut group = Group {
            members: ms,
            inputs,
            root: InstId(i as u32),
            program: None,
        };
        group.program = super::fused_block::compile(c, &group);
        if lone && group.program.is_none() {
            group_of[i] = None;
            continue;
        }
        for b in used_bcasts {
            inlined[b] += 1;
        }
        groups.push(group);
    }
    // Renumber groups in schedule order (they were found from the back).
    let mut steps = Vec::with_capacity(n);
    let mut sorted = Vec::with_capacity(groups.len());
    for i in 0..n {
        match group_of[i] {
            Some(g) if groups.get(g).map(|gr| gr.root.index()) == Some(i) => {
                steps.push(Step::Fused(sorted.len()));
                sorted.push(g);
            }
            Some(_) => {}
            None => {
                let skip = matches!(c.instructions[i].op, Op::Broadcast { .. })
                    && i != root
                    && uses[i] > 0
                    && inlined[i] == uses[i];
                if !skip {
                    steps.push(Step::Inst(InstId(i as u32)));
                }
            }
        }
    }
    let mut old: Vec<Option<Group>> = groups.into_iter().map(Some).collect();
    let groups = sorted.into_iter().filter_map(|g| old[g].take()).collect();
    (steps, groups)
}

/// True when the reduced `dims` (any order) are the last ones of a rank-`rank` operand: each
/// output element reduces one contiguous row.
pub(crate) fn reduces_trailing(dims: &[usize], rank: usize) -> bool {
    let mut rd = dims.to_vec();
    rd.sort_unstable();
    let k = rd.len();
    k > 0 && k <= rank && rd.iter().enumerate().all(|(j, &d)| d == rank - k + j)
}

/// Column reductions of fused groups with at least this many values are fused (their values
/// never stored): 2^26 f32 values, 256 MiB.
const FUSE_COLUMNS_FROM_ELEMS: usize = 1 << 26;

/// True when the reduced `dims` (any order) are the first ones: columns.
pub(crate) fn reduces_leading(dims: &[usize]) -> bool {
    let mut rd = dims.to_vec();
    rd.sort_unstable();
    !rd.is_empty() && rd.iter().enumerate().all(|(j, &d)| d == j)
}

/// Turns `reduce(group_root, init)` into one step when the group's only user is a row
/// reduction, or a column reduction of a huge group, of f32 values (reduced dims trailing or
/// leading, a reducer that is one known binary op) and
/// the group has a block program: the reduced values are then never stored.
/// `known_binary(comp)` says which binary op a reducer computation is, if any.
pub(crate) fn fuse_reductions(
    c: &Computation,
    steps: &mut Vec<Step>,
    groups: &[Group],
    known_binary: impl Fn(crate::ir::CompId) -> Option<crate::ir::BinaryOp>,
) {
    use crate::ir::{BinaryOp, ElementType};
    let n = c.instructions.len();
    let users = crate::ir::analysis::users(c);
    let mut fused_into: Vec<Option<(usize, BinaryOp)>> = vec![None; n];
    let mut dropped = vec![false; groups.len()];
    for (g, group) in groups.iter().enumerate() {
        let Some(p) = &group.program else { continue };
        let root = group.root.index();
        if !p.outputs_f32() || root == c.root.index() || users[root].len() != 1 {
            continue;
        }
        let u = users[root][0].index();
        let inst = &c.instructions[u];
        let Op::Reduce {
            dimensions,
            computation,
        } = &inst.op
        else {
            continue;
        };
        let f32_out = matches!(&inst.shape, Shape::Array(a) if a.ty == ElementType::F32);
        if inst.operands.len() != 2 || inst.operands[0].index() != root || !f32_out {
            continue;
        }
        let Some(op) = known_binary(*computation) else {
            continue;
        };
        if !matches!(
            op,
            BinaryOp::Add | BinaryOp::Multiply | BinaryOp::Maximum | BinaryOp::Minimum
        ) {
            continue;
        }
        let Some(rank) = dims_of(c, root).map(|d| d.len()) else {
            continue;
        };
        // Rows (trailing dims) never store the group's values. Columns (leading dims) fuse
        // only when storing them would take a lot of memory: `reduce_cols` folds rows in
        // order on one thread (bit-identical to the unfused kernel), while the unfused column
        // reduction spreads columns over threads, which is faster when memory is no concern.
        let elements = dims_of(c, root).map_or(0, |d| d.iter().product::<usize>());
        let huge = elements >= FUSE_COLUMNS_FROM_ELEMS;
        let rows = reduces_trailing(dimensions, rank);
        let columns = huge && reduces_leading(dimensions);
        if !(rows || columns) {
            continue;
        }
        fused_into[u] = Some((g, op));
        dropped[g] = true;
    }
    steps.retain(|st| !matches!(st, Step::Fused(g) if dropped[*g]));
    for st in steps.iter_mut() {
        if let Step::Inst(id) = *st {
            if let Some((g, op)) = fused_into[id.index()] {
                *st = Step::FusedReduce(g, id, op);
            }
        }
    }
}
