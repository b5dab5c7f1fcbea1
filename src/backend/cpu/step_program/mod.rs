//! Compiled loop bodies ("step programs") for the CPU backend. A `while` whose body (and
//! condition, when the loop is not counted) uses only array ops of a small set is compiled
//! once, with the plan, into a list of instructions over numbered *slots*: one buffer per
//! array value, kept from one iteration to the next. Running an iteration then allocates
//! nothing: each instruction writes its slot's buffer in place, tuple plumbing
//! (get-tuple-element, tuple) was resolved to slot numbers at compile time, a
//! dynamic-update-slice whose operand dies with it writes into the operand's buffer (the
//! carried array of a scan), and the next state is built by moving buffers between slots
//! (the old state's buffer becomes the next iteration's output buffer).
//!
//! Element semantics are the whole-array kernels' (the same element functions, the same dot
//! arithmetic through `dot::PlannedDot`, the same clamping of starts), so results are
//! bit-identical to the interpreter's. Ops outside the fast set but in the allowed set run
//! their allocating kernel (`exec::general`); a body with anything else (calls not inlined,
//! nested control flow, reductions, collectives, custom calls, tokens) gets no step program
//! and the interpreter runs it as before.
//!
//! This module compiles and runs loop bodies only; it never decides trip counts
//! (`ir::trip_count`) and never runs anything outside a loop.

mod exec;
mod window;

use super::dot::PlannedDot;
use crate::ir::{
    ArrayShape, BinaryOp, CompId, CompareType, ComparisonDirection, Computation, ElementType,
    InstId, Literal, Module, Op, Shape, UnaryOp,
};
use std::sync::Arc;

/// Bodies whose values (besides the state and constants) need more bytes than this keep the
/// interpreter, which frees values as early as possible: a step program keeps every value's
/// buffer for the whole loop, and loops over big arrays are not dominated by per-step costs.
const MAX_TEMP_BYTES: u64 = 1 << 20;

/// How one instruction computes its slot.
#[derive(Debug)]
enum Kind {
    /// The bytes of a slot of the same byte size (reshape, bitcast, copy, a broadcast that
    /// only adds unit dimensions).
    Copy(usize),
    /// f32 elementwise ops on operands of the output's element count.
    Unary32(UnaryOp, usize),
    Binary32(BinaryOp, usize, usize),
    Compare32(ComparisonDirection, bool, usize, usize),
    /// Wrapping s32 add, subtract or multiply on operands of the output's element count.
    BinaryS32(BinaryOp, usize, usize),
    /// An f32 dot with planned sizes and strides.
    Dot(Box<PlannedDot>, usize, usize),
    /// The window of `sizes` at the clamped starts (the output slot holds its bytes).
    DynSlice {
        x: usize,
        starts: Vec<usize>,
        sizes: Vec<usize>,
    },
    /// Writes the bytes of `update` as the window of `sizes` into `x`; in place when the
    /// output slot is `x`'s.
    DynUpdate {
        x: usize,
        update: usize,
        starts: Vec<usize>,
        sizes: Vec<usize>,
    },
    /// The instruction's allocating kernel on these operand slots.
    General(Vec<usize>),
}

#[derive(Debug)]
struct Instr {
    kind: Kind,
    out: usize,
    inst: InstId,
}

/// How the next state's leaf `j` is made from the body's result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Next {
    /// The body returns the leaf's own slot (unchanged, or updated in place).
    Keep,
    /// The body's result slot is used once and the old leaf nowhere: the buffers trade
    /// places, so the old leaf's buffer is the next output buffer.
    Swap(usize),
    /// Shared with another slot (a constant, another leaf, a value returned twice).
    Share(usize),
}

/// A compiled `while`; see the module docs.
#[derive(Debug)]
pub(crate) struct StepProgram {
    /// Shape of every slot.
    shapes: Vec<ArrayShape>,
    /// Constants, bound to their slots once per loop.
    consts: Vec<(usize, Arc<Literal>)>,
    /// The loop state's shape and the slots of its array leaves (depth-first).
    state: Shape,
    params: Vec<usize>,
    /// The condition's instructions and the slot of its pred, when the loop is not counted.
    cond: Option<(CompId, Vec<Instr>, usize)>,
    body_comp: CompId,
    body: Vec<Instr>,
    next: Vec<Next>,
}

impl StepProgram {
    /// Slots and instructions (for the plan dump).
    pub(crate) fn summary(&self) -> String {
        format!(
            "compiled loop body: {} slots, {} instructions{}",
            self.shapes.len(),
            self.body.len(),
            match &self.cond {
                Some((_, c, _)) => format!(", condition {} instructions", c.len()),
                None => String::new(),
            }
        )
    }
}

/// A value during compilation: an array in a slot, or a tuple of values.
#[derive(Clone, Debug)]
enum VShape {
    Slot(usize),
    Tuple(Vec<VShape>),
}

impl VShape {
    fn slot(&self) -> Option<usize> {
        match self {
            VShape::Slot(s) => Some(*s),
            VShape::Tuple(_) => None,
        }
    }

    fn leaves(&self, out: &mut Vec<usize>) {
        match self {
            VShape::Slot(s) => out.push(*s),
            VShape::Tuple(t) => t.iter().for_each(|v| v.leaves(out)),
        }
    }
}

/// Slots of the state leaves of `shape` (depth-first), `None` for tokens.
fn state_vshape(shape: &Shape, shapes: &mut Vec<ArrayShape>) -> Option<VShape> {
    Some(match shape {
        Shape::Array(a) => {
            shapes.push(a.clone());
            VShape::Slot(shapes.len() - 1)
        }
        Shape::Tuple(t) => VShape::Tuple(
            t.iter()
                .map(|s| state_vshape(s, shapes))
                .collect::<Option<_>>()?,
        ),
        Shape::Token => return None,
    })
}

struct Builder {
    shapes: Vec<ArrayShape>,
    consts: Vec<(usize, Arc<Literal>)>,
}

impl Builder {
    fn slot(&mut self, shape: &ArrayShape) -> usize {
        self.shapes.push(shape.clone());
        self.shapes.len() - 1
    }

    fn shape(&self, s: usize) -> &ArrayShape {
        &self.shapes[s]
    }

    /// Compiles `c` (one parameter, bound to `param`) into instructions; returns them and the
    /// root's value.
    fn comp(&mut self, c: &Computation, param: &VShape) -> Option<(Vec<Instr>, VShape)> {
        if c.parameters.len() != 1 {
            return None;
        }
        let mut vals: Vec<Option<VShape>> = vec![None; c.instructions.len()];
        let mut instrs = Vec::new();
        for (i, inst) in c.instructions.iter().enumerate() {
            let opnd =
                |k: usize| -> Option<&VShape> { vals.get(inst.operands.get(k)?.index())?.as_ref() };
            let v = match &inst.op {
                Op::Parameter { index: 0 } => param.clone(),
                Op::Constant(l) => {
                    let s = self.slot(inst.shape.as_array()?);
                    if !l.shape().same_dims_and_type(self.shape(s)) {
                        return None;
                    }
                    self.consts.push((s, Arc::new(l.clone())));
                    VShape::Slot(s)
                }
                Op::GetTupleElement { index } => match opnd(0)? {
                    VShape::Tuple(t) => t.get(*index)?.clone(),
                    VShape::Slot(_) => return None,
                },
                Op::Tuple => VShape::Tuple(
                    (0..inst.operands.len())
                        .map(|k| opnd(k).cloned())
                        .collect::<Option<_>>()?,
                ),
                Op::OptimizationBarrier if inst.operands.len() == 1 => opnd(0)?.clone(),
                _ => {
                    let out_shape = inst.shape.as_array()?;
                    let ops: Vec<usize> = (0..inst.operands.len())
                        .map(|k| opnd(k)?.slot())
                        .collect::<Option<_>>()?;
                    let out = self.slot(out_shape);
                    let kind = self.kind(&inst.op, &ops, out)?;
                    instrs.push(Instr {
                        kind,
                        out,
                        inst: InstId(i as u32),
                    });
                    VShape::Slot(out)
                }
            };
            vals[i] = Some(v);
        }
        let root = vals.get(c.root.index())?.clone()?;
        Some((instrs, root))
    }

    /// The way to compute an array op with operand slots `ops` into slot `out`, `None` for
    /// ops a step program does not run.
    fn kind(&self, op: &Op, ops: &[usize], out: usize) -> Option<Kind> {
        let o = self.shape(out);
        let sh = |k: usize| ops.get(k).map(|&s| self.shape(s));
        let same_len_as_out = |ty: ElementType| {
            ops.iter().all(|&s| {
                let a = self.shape(s);
                a.ty == ty && a.element_count() == o.element_count()
            })
        };
        let f32_unary =
            |u: UnaryOp| super::elementwise::visit_float_unary::<f32, _>(u, exec::Probe).is_some();
        let f32_binary = |b: BinaryOp| {
            super::elementwise::visit_float_binary::<f32, _>(b, exec::Probe).is_some()
        };
        let same_bytes = |k: usize| {
            sh(k).is_some_and(|a| a.ty == o.ty && a.element_count() == o.element_count())
        };
        let f32 = ElementType::F32;
        Some(match op {
            Op::Reshape | Op::Bitcast | Op::Copy if ops.len() == 1 && same_bytes(0) => {
                Kind::Copy(ops[0])
            }
            Op::Broadcast { dimensions }
                if ops.len() == 1
                    && same_bytes(0)
                    && dimensions.windows(2).all(|w| w[0] < w[1])
                    && sh(0).is_some_and(|a| {
                        a.dims.len() == dimensions.len()
                            && a.dims
                                .iter()
                                .zip(dimensions)
                                .all(|(&n, &d)| o.dims.get(d) == Some(&n))
                    }) =>
            {
                Kind::Copy(ops[0])
            }
            Op::Unary(u)
                if ops.len() == 1 && o.ty == f32 && same_len_as_out(f32) && f32_unary(*u) =>
            {
                Kind::Unary32(*u, ops[0])
            }
            Op::Binary(b)
                if ops.len() == 2 && o.ty == f32 && same_len_as_out(f32) && f32_binary(*b) =>
            {
                Kind::Binary32(*b, ops[0], ops[1])
            }
            Op::Binary(b @ (BinaryOp::Add | BinaryOp::Subtract | BinaryOp::Multiply))
                if ops.len() == 2 && o.ty == ElementType::S32 && same_len_as_out(o.ty) =>
            {
                Kind::BinaryS32(*b, ops[0], ops[1])
            }
            Op::Compare {
                direction,
                compare_type,
            } if ops.len() == 2 && o.ty == ElementType::Pred && same_len_as_out(f32) => {
                let total = *compare_type == Some(CompareType::TotalOrder);
                Kind::Compare32(*direction, total, ops[0], ops[1])
            }
            Op::Dot { dims, .. } if ops.len() == 2 => {
                match PlannedDot::new(sh(0)?, sh(1)?, dims, o) {
                    Some(p) => Kind::Dot(Box::new(p), ops[0], ops[1]),
                    None => Kind::General(ops.to_vec()),
                }
            }
            Op::DynamicSlice { sizes } => {
                let x = sh(0)?;
                let r = x.dims.len();
                let fits = r <= window::MAX_RANK
                    && ops.len() == r + 1
                    && x.ty == o.ty
                    && sizes[..] == o.dims[..]
                    && o.dims.iter().zip(&x.dims).all(|(s, d)| s <= d)
                    && ops[1..].iter().all(|&s| self.shape(s).element_count() == 1);
                if !fits {
                    return None;
                }
                Kind::DynSlice {
                    x: ops[0],
                    starts: ops[1..].to_vec(),
                    sizes: o.dims.clone(),
                }
            }
            Op::DynamicUpdateSlice => {
                let (x, u) = (sh(0)?, sh(1)?);
                let r = x.dims.len();
                let fits = r <= window::MAX_RANK
                    && ops.len() == r + 2
                    && x.same_dims_and_type(o)
                    && u.ty == x.ty
                    && u.dims.len() == r
                    && u.dims.iter().zip(&x.dims).all(|(s, d)| s <= d)
                    && ops[2..].iter().all(|&s| self.shape(s).element_count() == 1);
                if !fits {
                    return None;
                }
                Kind::DynUpdate {
                    x: ops[0],
                    update: ops[1],
                    starts: ops[2..].to_vec(),
                    sizes: u.dims.clone(),
                }
            }
            Op::Unary(_)
            | Op::Binary(_)
            | Op::Compare { .. }
            | Op::Select
            | Op::Clamp
            | Op::Convert
            | Op::BitcastConvert
            | Op::ReducePrecision { .. }
            | Op::Reshape
            | Op::Bitcast
            | Op::Copy
            | Op::Broadcast { .. }
            | Op::Transpose { .. }
            | Op::Slice { .. }
            | Op::Reverse { .. }
            | Op::Concatenate { .. }
            | Op::Pad { .. }
            | Op::Iota { .. } => Kind::General(ops.to_vec()),
            _ => return None,
        })
    }
}

/// Slots each instruction reads.
fn reads(k: &Kind) -> Vec<usize> {
    match k {
        Kind::Copy(a) | Kind::Unary32(_, a) => vec![*a],
        Kind::Binary32(_, a, b)
        | Kind::Compare32(_, _, a, b)
        | Kind::BinaryS32(_, a, b)
        | Kind::Dot(_, a, b) => vec![*a, *b],
        Kind::DynSlice { x, starts, .. } => {
            std::iter::once(*x).chain(starts.iter().copied()).collect()
        }
        Kind::DynUpdate {
            x, update, starts, ..
        } => [*x, *update]
            .into_iter()
            .chain(starts.iter().copied())
            .collect(),
        Kind::General(v) => v.clone(),
    }
}

/// Makes reads of slot `from` read `to` instead: all of them, or (`bytes_only`) those that
/// need only the slot's bytes, not its dimensions.
fn remap_reads(k: &mut Kind, from: usize, to: usize, bytes_only: bool) {
    let r = |s: &mut usize| {
        if *s == from {
            *s = to;
        }
    };
    match k {
        Kind::Copy(a) | Kind::Unary32(_, a) => r(a),
        Kind::Binary32(_, a, b)
        | Kind::Compare32(_, _, a, b)
        | Kind::BinaryS32(_, a, b)
        | Kind::Dot(_, a, b) => {
            r(a);
            r(b);
        }
        Kind::DynSlice { x, starts, .. } => {
            if !bytes_only {
                r(x);
            }
            starts.iter_mut().for_each(r);
        }
        Kind::DynUpdate {
            x, update, starts, ..
        } => {
            if !bytes_only {
                r(x);
            }
            r(update);
            starts.iter_mut().for_each(r);
        }
        Kind::General(v) => {
            if !bytes_only {
                v.iter_mut().for_each(r)
            }
        }
    }
}

/// Reads of a copy's slot (a reshape, a broadcast adding unit dimensions) that need only its
/// bytes read the copied slot instead, and copies no one reads any more are dropped: the
/// window of a scan's dynamic-slice feeds its users directly, and its dynamic-update-slice
/// takes the row it writes from where it was computed.
fn forward_copies(instrs: &mut Vec<Instr>, results: &[usize]) {
    for c in 0..instrs.len() {
        let Kind::Copy(src) = instrs[c].kind else {
            continue;
        };
        let out = instrs[c].out;
        for later in &mut instrs[c + 1..] {
            remap_reads(&mut later.kind, out, src, true);
        }
    }
    let mut read = vec![false; instrs.iter().map(|i| i.out + 1).max().unwrap_or(0)];
    for s in instrs
        .iter()
        .flat_map(|i| reads(&i.kind))
        .chain(results.iter().copied())
    {
        if let Some(r) = read.get_mut(s) {
            *r = true;
        }
    }
    instrs.retain(|i| !matches!(i.kind, Kind::Copy(_)) || read[i.out]);
}

/// Lets each dynamic-update-slice whose operand dies with it (and is not `pinned`: a
/// constant, or a state leaf the condition reads) write into the operand's slot: later
/// readers of its output, and `results`, read that slot instead.
fn update_in_place(instrs: &mut [Instr], results: &mut [usize], pinned: &[bool]) {
    let n = pinned.len();
    let mut last = vec![None::<usize>; n];
    for (i, ins) in instrs.iter().enumerate() {
        for s in reads(&ins.kind) {
            last[s] = Some(i);
        }
    }
    for &s in results.iter() {
        last[s] = Some(usize::MAX);
    }
    for i in 0..instrs.len() {
        let (x, out, others) = match &instrs[i].kind {
            Kind::DynUpdate {
                x, update, starts, ..
            } => (*x, instrs[i].out, *update == *x || starts.contains(x)),
            _ => continue,
        };
        if others || pinned[x] || last[x] != Some(i) {
            continue;
        }
        for later in &mut instrs[i + 1..] {
            remap_reads(&mut later.kind, out, x, false);
        }
        results
            .iter_mut()
            .filter(|s| **s == out)
            .for_each(|s| *s = x);
        last[x] = last[out];
        instrs[i].out = x;
    }
}

/// How each state leaf is made from the body's `results`.
fn next_state(
    params: &[usize],
    results: &[usize],
    is_param: &[bool],
    is_const: &[bool],
) -> Vec<Next> {
    params
        .iter()
        .zip(results)
        .map(|(&p, &r)| {
            if r == p {
                Next::Keep
            } else if !is_param[r]
                && !is_const[r]
                && results.iter().filter(|&&x| x == r).count() == 1
                && !results.contains(&p)
            {
                Next::Swap(r)
            } else {
                Next::Share(r)
            }
        })
        .collect()
}

/// Compiles the loop `while (condition) body`, `counted` when its trip count is known (then
/// the condition is not compiled: it is never run); `None` when the loop must stay with the
/// interpreter.
pub(crate) fn compile(
    m: &Module,
    condition: CompId,
    body: CompId,
    counted: bool,
) -> Option<StepProgram> {
    let b = m.computations.get(body.index())?;
    let state = b.inst(*b.parameters.first()?).shape.clone();
    let mut builder = Builder {
        shapes: Vec::new(),
        consts: Vec::new(),
    };
    let param = state_vshape(&state, &mut builder.shapes)?;
    let mut params = Vec::new();
    param.leaves(&mut params);
    let cond = if counted {
        None
    } else {
        let c = m.computations.get(condition.index())?;
        if c.inst(*c.parameters.first()?).shape != state {
            return None;
        }
        let (mut instrs, root) = builder.comp(c, &param)?;
        let mut pred = vec![root.slot()?];
        let s = builder.shape(pred[0]);
        if s.ty != ElementType::Pred || s.element_count() != 1 {
            return None;
        }
        forward_copies(&mut instrs, &pred);
        let mut pinned = vec![false; builder.shapes.len()];
        params.iter().for_each(|&p| pinned[p] = true);
        builder.consts.iter().for_each(|&(s, _)| pinned[s] = true);
        update_in_place(&mut instrs, &mut pred, &pinned);
        Some((condition, instrs, pred[0]))
    };
    let (mut instrs, root) = builder.comp(b, &param)?;
    let mut results = Vec::new();
    root.leaves(&mut results);
    let n = builder.shapes.len();
    if results.len() != params.len()
        || results
            .iter()
            .zip(&params)
            .any(|(&r, &p)| !builder.shape(r).same_dims_and_type(builder.shape(p)))
    {
        return None;
    }
    let mut is_param = vec![false; n];
    params.iter().for_each(|&p| is_param[p] = true);
    let mut is_const = vec![false; n];
    builder.consts.iter().for_each(|&(s, _)| is_const[s] = true);
    forward_copies(&mut instrs, &results);
    update_in_place(&mut instrs, &mut results, &is_const);
    let temp: u64 = (0..n)
        .filter(|&s| !is_param[s] && !is_const[s])
        .map(|s| builder.shapes[s].byte_size() as u64)
        .sum();
    if temp > MAX_TEMP_BYTES {
        return None;
    }
    let next = next_state(&params, &results, &is_param, &is_const);
    Some(StepProgram {
        shapes: builder.shapes,
        consts: builder.consts,
        state,
        params,
        cond,
        body_comp: body,
        body: instrs,
        next,
    })
}

#[cfg(test)]
mod tests;
