//! The compile-time plan of a module for the CPU interpreter: per computation, when each value
//! dies (so buffers are freed as early as possible and a dying operand can be updated in place),
//! constants prepared once, which computations are a single known binary op (reducers), and
//! which can be evaluated on whole arrays at once (elementwise-only computations), and which
//! reductions share one sweep over their input (`sibling_reduce`), which computations may wait
//! for other devices (they contain a collective), and the trip counts of counted loops.
//! Also the memory sizes the client reports (the cost analysis is `ir::cost_analysis`).
//!
//! The plan only reads the module; it never evaluates anything.

use super::fusion::{self, Group, Step};
use super::sibling_reduce::{self, SiblingSet};
use super::step_program::{self, StepProgram};
use crate::backend::CompiledMemoryStats;
use crate::ir::trip_count::{self, TripCount};
use crate::ir::{BinaryOp, CompId, Computation, InstId, Literal, Module, Op, OpKind, Shape};
use std::fmt::Write;
use std::sync::Arc;

#[derive(Debug)]
pub(crate) struct CompPlan {
    /// The schedule: single instructions and fused elementwise groups.
    pub steps: Vec<Step>,
    pub groups: Vec<Group>,
    /// `frees[s]`: values whose last use is step `s` (dropped after it runs).
    pub frees: Vec<Vec<InstId>>,
    /// Step of the last use of each value (the root lives to the end).
    pub last_use: Vec<usize>,
    /// Per-instruction frees for unfused (vectorised) evaluation.
    pub inst_frees: Vec<Vec<InstId>>,
    /// Constants, shared instead of copied on every run.
    pub consts: Vec<Option<Arc<Literal>>>,
    /// `(a, b) -> a OP b` on scalars.
    pub known_binary: Option<BinaryOp>,
    /// Only scalar elementwise ops: can be run on whole arrays at once.
    pub vectorizable: bool,
    /// Reductions of one array computed in one sweep (see `sibling_reduce`).
    pub sibling_sets: Vec<SiblingSet>,
    /// Per step: `(set, is_leader)` when the step's reduce belongs to a set. The leader runs
    /// the whole set; the others find their value already computed.
    pub sibling_of_step: Vec<Option<(usize, bool)>>,
    /// Per group: a row reduction of the group's (stored) value computed in the same sweep,
    /// as `(reduce, op, init)`.
    pub group_reduce: Vec<Option<(InstId, BinaryOp, f32)>>,
    /// Per step: its value was already computed by an earlier step (a sibling set's leader,
    /// a group's `group_reduce`, or a dot that ran the group as its epilogue).
    pub precomputed: Vec<bool>,
    /// Per step: for a fused group that is the only reader of a dot's value, that dot, which
    /// the group's step computes first, running the group as its epilogue
    /// (`dot::f32_dot_then`: on the rows of the product as each task finishes them); the
    /// dot's own step is then `precomputed` (it runs nothing).
    pub dot_epilogue: Vec<Option<InstId>>,
    /// Whether running this computation may wait for other devices: it contains a
    /// collective, directly or in a computation it calls. Control flow whose computations
    /// never wait runs synchronously (no future per iteration).
    pub may_wait: bool,
    /// Per instruction: the trip count of a counted `while` (the body runs that many times
    /// and the condition is not evaluated).
    pub trip_counts: Vec<Option<TripCount>>,
    /// Per instruction: the compiled body of a `while` (see `step_program`), when it has one.
    pub step_programs: Vec<Option<StepProgram>>,
}

#[derive(Debug)]
pub(crate) struct Plan {
    pub comps: Vec<CompPlan>,
}

fn is_scalar_array(s: &Shape) -> bool {
    matches!(s, Shape::Array(a) if a.dims.is_empty())
}

fn scalar_or_scalar_tuple(s: &Shape) -> bool {
    match s {
        Shape::Array(a) => a.dims.is_empty(),
        Shape::Tuple(t) => t.iter().all(scalar_or_scalar_tuple),
        Shape::Token => false,
    }
}

fn detect_known_binary(c: &Computation) -> Option<BinaryOp> {
    if c.parameters.len() != 2 {
        return None;
    }
    let (p0, p1) = (c.parameters[0], c.parameters[1]);
    let (s0, s1) = (&c.inst(p0).shape, &c.inst(p1).shape);
    if !is_scalar_array(s0) || s0 != s1 && !s0.compatible(s1) {
        return None;
    }
    let root = c.root_inst();
    let op = match root.op {
        Op::Binary(op) => op,
        _ => return None,
    };
    if !root.shape.compatible(s0) {
        return None;
    }
    let commutative = matches!(
        op,
        BinaryOp::Add
            | BinaryOp::Multiply
            | BinaryOp::Maximum
            | BinaryOp::Minimum
            | BinaryOp::And
            | BinaryOp::Or
            | BinaryOp::Xor
    );
    if !commutative {
        return None;
    }
    let ops = &root.operands;
    (ops.len() == 2 && (ops[..] == [p0, p1] || ops[..] == [p1, p0])).then_some(op)
}

/// Whether computation `id` contains a collective, directly or through the computations it
/// calls (memoised; a nesting deeper than the interpreter allows counts as waiting, the safe
/// answer).
fn may_wait(m: &Module, id: CompId, memo: &mut Vec<Option<bool>>, depth: usize) -> bool {
    if let Some(Some(w)) = memo.get(id.index()) {
        return *w;
    }
    let Some(c) = m.computations.get(id.index()) else {
        return true;
    };
    if depth > 64 {
        return true;
    }
    let w = c.instructions.iter().any(|inst| {
        inst.op.kind() == OpKind::Collective
            || inst
                .op
                .called_computations()
                .into_iter()
                .any(|k| may_wait(m, k, memo, depth + 1))
    });
    memo[id.index()] = Some(w);
    w
}

fn vectorizable(m: &Module, id: CompId, memo: &mut Vec<Option<bool>>, depth: usize) -> bool {
    if let Some(v) = memo[id.index()] {
        return v;
    }
    if depth > 64 {
        return false;
    }
    let c = m.comp(id);
    let mut ok = c
        .parameters
        .iter()
        .all(|&p| is_scalar_array(&c.inst(p).shape));
    for inst in &c.instructions {
        if !ok {
            break;
        }
        ok = scalar_or_scalar_tuple(&inst.shape) && {
            use crate::ir::OpKind::*;
            match inst.op.kind() {
                Parameter | Constant | TuplePlumbing | ElementwiseUnary | ElementwiseBinary
                | ElementwiseTernary => true,
                Ordering => matches!(inst.op, Op::OptimizationBarrier),
                Movement => matches!(
                    inst.op,
                    Op::Copy | Op::Bitcast | Op::Reshape | Op::Broadcast { .. }
                ),
                BitcastConvert => {
                    let a = inst.shape.as_array().map(|a| a.ty.byte_size());
                    let b = inst
                        .operands
                        .first()
                        .and_then(|&o| c.inst(o).shape.as_array())
                        .map(|s| s.ty.byte_size());
                    a.is_some() && a == b
                }
                Call => inst
                    .op
                    .called_computations()
                    .into_iter()
                    .all(|callee| vectorizable(m, callee, memo, depth + 1)),
                DeviceId | Map | Iota | Reduction | Scatter | Contraction | Sort | While
                | Conditional | Collective | ShardingBoundary | Rng | Linalg | Fft | CustomCall => {
                    false
                }
            }
        };
    }
    memo[id.index()] = Some(ok);
    ok
}

impl Plan {
    pub fn new(m: &Module) -> Plan {
        let mut memo = vec![None; m.computations.len()];
        let mut wait_memo = vec![None; m.computations.len()];
        let comps = (0..m.computations.len())
            .map(|ci| {
                let c = &m.computations[ci];
                let n = c.instructions.len();
                let inst_frees = frees_of(
                    n,
                    c.root.index(),
                    (0..n).map(|i| c.instructions[i].operands.clone()).collect(),
                )
                .0;
                let vect = vectorizable(m, CompId(ci as u32), &mut memo, 0);
                let may_wait = may_wait(m, CompId(ci as u32), &mut wait_memo, 0);
                let trip_counts: Vec<Option<TripCount>> = c
                    .instructions
                    .iter()
                    .map(|inst| match inst.op {
                        Op::While { condition, body } => trip_count::analyze(m, condition, body),
                        _ => None,
                    })
                    .collect();
                let step_programs = c
                    .instructions
                    .iter()
                    .zip(&trip_counts)
                    .map(|(inst, t)| match inst.op {
                        Op::While { condition, body } => {
                            step_program::compile(m, condition, body, t.is_some())
                        }
                        _ => None,
                    })
                    .collect();
                let consts: Vec<Option<Arc<Literal>>> = c
                    .instructions
                    .iter()
                    .map(|inst| match &inst.op {
                        Op::Constant(l) => Some(Arc::new(l.clone())),
                        _ => None,
                    })
                    .collect();
                let (steps, groups) = if vect {
                    (
                        (0..n).map(|i| Step::Inst(InstId(i as u32))).collect(),
                        Vec::new(),
                    )
                } else {
                    let (mut steps, groups) = fusion::schedule(c);
                    fusion::fuse_reductions(c, &mut steps, &groups, |comp| {
                        m.computations
                            .get(comp.index())
                            .and_then(detect_known_binary)
                    });
                    (steps, groups)
                };
                let known = |comp: CompId| {
                    m.computations
                        .get(comp.index())
                        .and_then(detect_known_binary)
                };
                let mut sibling_of_step = vec![None; steps.len()];
                let mut sibling_sets = Vec::new();
                for (at, set) in sibling_reduce::find_sets(c, &steps, &groups, &consts, &known) {
                    for (j, &si) in at.iter().enumerate() {
                        sibling_of_step[si] = Some((sibling_sets.len(), j == 0));
                    }
                    sibling_sets.push(set);
                }
                let (group_reduce, mut precomputed) =
                    stored_and_reduced(c, &steps, &groups, &consts, &sibling_of_step, &known);
                let dot_epilogue = dot_epilogues(
                    c,
                    &steps,
                    &groups,
                    &group_reduce,
                    &sibling_of_step,
                    &mut precomputed,
                );
                let mut deferred_dot = vec![false; n];
                for d in dot_epilogue.iter().flatten() {
                    deferred_dot[d.index()] = true;
                }
                let reads: Vec<Vec<InstId>> = steps
                    .iter()
                    .zip(&dot_epilogue)
                    .map(|(st, epi)| match st {
                        // The dot runs in its group's step: its operands are read there (and
                        // its value, which lives there as the product's buffer, counts until
                        // then in the memory plan).
                        Step::Inst(i) if deferred_dot[i.index()] => Vec::new(),
                        Step::Fused(g) if epi.is_some() => {
                            let mut v: Vec<InstId> =
                                groups[*g].inputs.iter().map(|x| x.0).collect();
                            v.extend(epi.iter().flat_map(|&d| c.inst(d).operands.iter().copied()));
                            v
                        }
                        Step::Inst(i) => c.inst(*i).operands.clone(),
                        Step::Fused(g) => groups[*g].inputs.iter().map(|x| x.0).collect(),
                        Step::FusedReduce(g, r, _) => {
                            let mut v: Vec<InstId> =
                                groups[*g].inputs.iter().map(|x| x.0).collect();
                            v.extend(c.inst(*r).operands.get(1).copied());
                            v
                        }
                    })
                    .collect();
                let produced: Vec<InstId> = steps.iter().map(|st| st.produced(&groups)).collect();
                let (frees, last_use) = frees_by_step(n, c.root.index(), &reads, &produced);
                CompPlan {
                    steps,
                    groups,
                    frees,
                    last_use,
                    inst_frees,
                    consts,
                    known_binary: detect_known_binary(c),
                    vectorizable: vect,
                    sibling_sets,
                    sibling_of_step,
                    group_reduce,
                    precomputed,
                    dot_epilogue,
                    may_wait,
                    trip_counts,
                    step_programs,
                }
            })
            .collect();
        Plan { comps }
    }
}

/// Whether plans give dots epilogues: in wasm32, where products run on `packed_gemm`, which
/// has the hook. Native products run on the gemm crate, which has none: there the epilogue
/// step would only move the dot to its group's step (no gain measured; the native transformer
/// block's minima were 3–5% slower). Unit tests turn it on natively, to cover the plan and the
/// dot-then-group fallback.
const DOT_EPILOGUES: bool = cfg!(any(target_arch = "wasm32", test));

/// Dots whose value is read only by one fused group with an f32 block program, as a full
/// input (a bias add and an activation): the group's step computes the dot first and runs
/// the group as its epilogue (see `CompPlan::dot_epilogue`), and the dot's own step is marked
/// `precomputed`. Nothing else reads the dot's value, so it need never be stored.
fn dot_epilogues(
    c: &Computation,
    steps: &[Step],
    groups: &[Group],
    group_reduce: &[Option<(InstId, BinaryOp, f32)>],
    sibling_of_step: &[Option<(usize, bool)>],
    precomputed: &mut [bool],
) -> Vec<Option<InstId>> {
    let mut epilogue = vec![None; steps.len()];
    if !DOT_EPILOGUES {
        return epilogue;
    }
    let mut readers = vec![0usize; c.instructions.len()];
    for inst in &c.instructions {
        for o in &inst.operands {
            readers[o.index()] += 1;
        }
    }
    // The step of each instruction that is a step of its own.
    let mut step_of = vec![None; c.instructions.len()];
    for (si, st) in steps.iter().enumerate() {
        if let Step::Inst(i) = st {
            step_of[i.index()] = Some(si);
        }
    }
    for (si, st) in steps.iter().enumerate() {
        let Step::Fused(g) = *st else { continue };
        let group = &groups[g];
        let f32_program = group.program.as_ref().is_some_and(|p| p.outputs_f32());
        if !f32_program || group_reduce[g].is_some() || precomputed[si] {
            continue;
        }
        for &(d, access) in &group.inputs {
            let is_f32_dot = matches!(c.inst(d).op, Op::Dot { .. })
                && matches!(&c.inst(d).shape, Shape::Array(a) if a.ty == crate::ir::ElementType::F32);
            let Some(dsi) = step_of[d.index()].filter(|_| is_f32_dot) else {
                continue;
            };
            // Every reader of the dot is a member of the group.
            let members_reading = group
                .members
                .iter()
                .map(|m| c.inst(m.inst).operands.iter().filter(|&&o| o == d).count())
                .sum::<usize>();
            if access == fusion::Access::Full
                && d != c.root
                && !precomputed[dsi]
                && sibling_of_step[dsi].is_none()
                && readers[d.index()] == members_reading
            {
                epilogue[si] = Some(d);
                precomputed[dsi] = true;
                break;
            }
        }
    }
    epilogue
}

/// Groups whose stored value is also row-reduced (softmax's `exp`, summed and then divided
/// by): the reduction joins the group's sweep, and its own step finds the value computed.
fn stored_and_reduced(
    c: &Computation,
    steps: &[Step],
    groups: &[Group],
    consts: &[Option<Arc<Literal>>],
    sibling_of_step: &[Option<(usize, bool)>],
    known: &dyn Fn(CompId) -> Option<BinaryOp>,
) -> (Vec<Option<(InstId, BinaryOp, f32)>>, Vec<bool>) {
    let mut group_reduce = vec![None; groups.len()];
    let mut precomputed: Vec<bool> = sibling_of_step
        .iter()
        .map(|s| matches!(s, Some((_, false))))
        .collect();
    let step_of = |id: InstId| steps.iter().position(|st| *st == Step::Inst(id));
    for st in steps {
        let Step::Fused(g) = *st else { continue };
        let group = &groups[g];
        let Some(p) = &group.program else { continue };
        if !p.outputs_f32() {
            continue;
        }
        let Some(rank) = c.inst(group.root).shape.as_array().map(|a| a.dims.len()) else {
            continue;
        };
        for (i, inst) in c.instructions.iter().enumerate() {
            let Op::Reduce {
                dimensions,
                computation,
            } = &inst.op
            else {
                continue;
            };
            if inst.operands.len() != 2 || inst.operands[0] != group.root {
                continue;
            }
            let f32_out =
                matches!(&inst.shape, Shape::Array(a) if a.ty == crate::ir::ElementType::F32);
            let init = consts[inst.operands[1].index()]
                .as_ref()
                .filter(|l| l.ty() == crate::ir::ElementType::F32 && l.element_count() == 1)
                .and_then(|l| l.as_slice::<f32>().and_then(|v| v.first().copied()));
            let op = known(*computation).filter(|op| {
                matches!(
                    op,
                    BinaryOp::Add | BinaryOp::Multiply | BinaryOp::Maximum | BinaryOp::Minimum
                )
            });
            let trailing = fusion::reduces_trailing(dimensions, rank);
            let id = InstId(i as u32);
            let (Some(init), Some(op), Some(si)) = (init, op, step_of(id)) else {
                continue;
            };
            if f32_out && trailing && sibling_of_step[si].is_none() {
                group_reduce[g] = Some((id, op, init));
                precomputed[si] = true;
                break;
            }
        }
    }
    (group_reduce, precomputed)
}

/// Per-instruction liveness when every instruction is its own step.
fn frees_of(n: usize, root: usize, reads: Vec<Vec<InstId>>) -> (Vec<Vec<InstId>>, Vec<usize>) {
    let produced: Vec<InstId> = (0..n).map(|i| InstId(i as u32)).collect();
    frees_by_step(n, root, &reads, &produced)
}

/// Frees per step and last-use step per value. A value produced but never read dies at the
/// step that made it; the root never dies.
fn frees_by_step(
    n: usize,
    root: usize,
    reads: &[Vec<InstId>],
    produced: &[InstId],
) -> (Vec<Vec<InstId>>, Vec<usize>) {
    let last_read =
        crate::ir::analysis::last_reads(n, reads.iter().map(|r| r.iter().map(|o| o.index())));
    // Unread values die at the step that made them.
    let mut last_use: Vec<usize> = last_read
        .iter()
        .map(|l| l.unwrap_or(usize::MAX - 1))
        .collect();
    for (s, p) in produced.iter().enumerate() {
        if p.index() < n {
            let lu = &mut last_use[p.index()];
            *lu = match last_read[p.index()] {
                Some(r) => r.max(s),
                None => s,
            };
        }
    }
    if root < n {
        last_use[root] = usize::MAX;
    }
    let mut frees = vec![Vec::new(); reads.len()];
    for (v, &lu) in last_use.iter().enumerate() {
        if lu < reads.len() {
            frees[lu].push(InstId(v as u32));
        }
    }
    (frees, last_use)
}

/// The most bytes of values alive at once in the entry computation under the plan's freeing
/// order (parameters and values that alias another's buffer not counted), and the largest
/// value alive at that moment.
pub(crate) struct Peak {
    pub bytes: u64,
    pub largest: Option<InstId>,
}

/// Whether `op`'s value has a buffer of its own (not a parameter's, nor an alias of one).
pub(crate) fn owns_buffer(op: &Op) -> bool {
    use crate::ir::OpKind::*;
    match op.kind() {
        Parameter | TuplePlumbing => false,
        Ordering => matches!(op, Op::AfterAll),
        Movement => !matches!(op, Op::Copy | Op::Bitcast),
        Constant | DeviceId | ElementwiseUnary | ElementwiseBinary | ElementwiseTernary
        | BitcastConvert | Map | Iota | Reduction | Scatter | Contraction | Sort | Call | While
        | Conditional | Collective | ShardingBoundary | Rng | Linalg | Fft | CustomCall => true,
    }
}

pub(crate) fn peak(m: &Module, plan: &Plan) -> Peak {
    let c = m.entry_comp();
    let p = &plan.comps[m.entry.index()];
    let size = |id: InstId| c.inst(id).shape.byte_size() as u64;
    // Replays the schedule up to step `upto`, returning the live flags and their bytes.
    let replay = |upto: usize, mut at_step: Option<&mut dyn FnMut(usize, u64)>| {
        let mut live = vec![false; c.instructions.len()];
        let mut bytes = 0u64;
        for (i, st) in p.steps.iter().enumerate().take(upto + 1) {
            let id = st.produced(&p.groups);
            if owns_buffer(&c.inst(id).op) && !live[id.index()] {
                live[id.index()] = true;
                bytes = bytes.saturating_add(size(id));
            }
            if let Some(f) = at_step.as_mut() {
                f(i, bytes);
            }
            if i == upto {
                break;
            }
            for f in &p.frees[i] {
                if std::mem::take(&mut live[f.index()]) {
                    bytes = bytes.saturating_sub(size(*f));
                }
            }
        }
        (live, bytes)
    };
    let (mut best, mut best_step) = (0u64, None);
    let mut record = |i: usize, bytes: u64| {
        if bytes > best {
            best = bytes;
            best_step = Some(i);
        }
    };
    replay(p.steps.len(), Some(&mut record));
    let Some(step) = best_step else {
        return Peak {
            bytes: 0,
            largest: None,
        };
    };
    let (live, bytes) = replay(step, None);
    let largest = (0..live.len())
        .filter(|&i| live[i])
        .map(|i| InstId(i as u32))
        .max_by_key(|&v| size(v));
    Peak { bytes, largest }
}

/// Argument and output sizes, and the peak of intermediate values alive at once in the
/// entry computation under the plan's freeing order.
pub(crate) fn memory_stats(m: &Module, plan: &Plan) -> CompiledMemoryStats {
    let c = m.entry_comp();
    let argument: u64 = c
        .parameters
        .iter()
        .map(|&p| c.inst(p).shape.byte_size() as u64)
        .sum();
    let output = c.result_shape().byte_size() as u64;
    CompiledMemoryStats {
        argument_size_in_bytes: argument,
        output_size_in_bytes: output,
        alias_size_in_bytes: crate::ir::analysis::alias_size_in_bytes(m),
        temp_size_in_bytes: peak(m, plan).bytes.saturating_sub(output),
        generated_code_size_in_bytes: 0,
    }
}

/// The plan as text: each computation's instructions with the values freed after them.
pub(crate) fn dump(m: &Module, plan: &Plan) -> String {
    let mut s = String::new();
    for (ci, c) in m.computations.iter().enumerate() {
        let p = &plan.comps[ci];
        let entry = if ci == m.entry.index() { "ENTRY " } else { "" };
        let _ = writeln!(
            s,
            "{entry}{} (known_binary: {:?}, vectorizable: {}) {{",
            c.name, p.known_binary, p.vectorizable
        );
        for (si, st) in p.steps.iter().enumerate() {
            let (ids, label): (Vec<InstId>, &str) = match st {
                Step::Inst(id) => (vec![*id], ""),
                Step::Fused(g) => (
                    p.groups[*g].members.iter().map(|m| m.inst).collect(),
                    "  [fused]",
                ),
                Step::FusedReduce(g, r, _) => (
                    p.groups[*g]
                        .members
                        .iter()
                        .map(|m| m.inst)
                        .chain([*r])
                        .collect(),
                    "  [fused]",
                ),
            };
            if let Step::Fused(g) | Step::FusedReduce(g, ..) = st {
                let ins: Vec<String> = p.groups[*g]
                    .inputs
                    .iter()
                    .map(|(v, a)| format!("{}:{:?}", c.inst(*v).name, a))
                    .collect();
                let _ = writeln!(s, "  fusion #{g} reads {} {{", ins.join(", "));
                if let Some(d) = p.dot_epilogue[si] {
                    let _ = writeln!(s, "  ; the epilogue of {}", c.inst(d).name);
                }
            }
            for id in ids {
                let inst = c.inst(id);
                if let Some(Some(sp)) = p.step_programs.get(id.index()) {
                    let _ = writeln!(s, "  ; {}: {}", inst.name, sp.summary());
                }
                let ops: Vec<&str> = inst
                    .operands
                    .iter()
                    .map(|&o| c.inst(o).name.as_str())
                    .collect();
                let root = if id == c.root { "ROOT " } else { "" };
                let _ = writeln!(
                    s,
                    "  {root}{} = {} {}({}){label}",
                    inst.name,
                    inst.shape,
                    inst.op.name(),
                    ops.join(", ")
                );
            }
            if matches!(st, Step::Fused(_) | Step::FusedReduce(..)) {
                s.push_str("  }\n");
            }
            let frees: Vec<&str> = p.frees[si]
                .iter()
                .map(|&o| c.inst(o).name.as_str())
                .collect();
            if !frees.is_empty() {
                let _ = writeln!(s, "    ; frees {}", frees.join(", "));
            }
        }
        s.push_str("}\n");
    }
    s
}
