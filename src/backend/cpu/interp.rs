//! The CPU interpreter: runs a computation instruction by instruction over whole-array kernels,
//! dropping each value after its last use (from the plan) and updating a dying operand in place
//! where an op allows (dynamic-update-slice, reshape). Called computations run recursively;
//! reducer-like computations run vectorised over whole arrays when the plan allows.
//!
//! Every `Op` is matched exhaustively; what the CPU backend cannot do is an `Unsupported` error.

use super::elem::{sl, unsupported};
use super::fusion::{Access, Group, Src, Step, GROUP_BLOCK_ELEMS};
use super::plan::{CompPlan, Plan};
use super::step_program::StepProgram;
use super::{convert, custom_call, dot, elementwise as ew, kernels, movement, reduce};
use crate::backend::BoxFuture;
use crate::collectives::ExecuteContext;
use crate::error::{Error, Result};
use crate::ir::trip_count::{Bound, TripCount};
use crate::ir::{
    ArrayShape, BinaryOp, CompId, Computation, ElementType, InstId, Instruction, Literal, Module,
    Op, Shape,
};
use std::sync::Arc;

/// A runtime value: an array, a tuple of values, or a token.
#[derive(Clone, Debug)]
pub(crate) enum Value {
    Array(Arc<Literal>),
    Tuple(Vec<Value>),
    Token,
}

impl Value {
    pub fn array(l: Literal) -> Value {
        Value::Array(Arc::new(l))
    }

    /// Array leaves in depth-first order.
    pub fn leaves(self, out: &mut Vec<Arc<Literal>>) {
        match self {
            Value::Array(a) => out.push(a),
            Value::Tuple(t) => t.into_iter().for_each(|v| v.leaves(out)),
            Value::Token => {}
        }
    }

    /// Rebuilds a value of `shape` from leaves (consumed from the front).
    pub fn from_leaves(shape: &Shape, leaves: &mut std::vec::IntoIter<Literal>) -> Result<Value> {
        Ok(match shape {
            Shape::Array(_) => Value::array(leaves.next().ok_or_else(|| {
                Error::internal("a computation returned fewer arrays than its shape has")
            })?),
            Shape::Tuple(t) => Value::Tuple(
                t.iter()
                    .map(|s| Value::from_leaves(s, leaves))
                    .collect::<Result<_>>()?,
            ),
            Shape::Token => Value::Token,
        })
    }
}

/// Manual-region boundaries exist only before SPMD partitioning.
fn unpartitioned(inst: &Instruction) -> Error {
    Error::invalid_program(format!(
        "{} '{}' marks a shard_map boundary: the module must go through the SPMD partitioner \
         (compile it through a client) before a backend runs it",
        inst.op.name(),
        inst.name
    ))
}

pub(crate) fn unwrap_arc(a: Arc<Literal>) -> Literal {
    Arc::try_unwrap(a).unwrap_or_else(|a| (*a).clone())
}

const MAX_DEPTH: usize = 256;

pub(crate) struct Interp<'a> {
    pub module: &'a Module,
    pub plan: &'a Plan,
    /// Which replica and partition this run is, and where collectives meet.
    pub ctx: &'a ExecuteContext,
    depth: usize,
}

/// A computation's run in progress: its unbound parameters and the values computed so far.
struct Frame {
    args: Vec<Option<Value>>,
    env: Vec<Option<Value>>,
}

fn dims_of(inst: &Instruction) -> Result<&ArrayShape> {
    inst.shape.as_array().ok_or_else(|| {
        Error::invalid_program(format!(
            "{} ({}) must have an array shape",
            inst.name,
            inst.op.name()
        ))
    })
}

impl<'a> Interp<'a> {
    /// Whether the execution must stop (cancelled, or past its deadline) before another
    /// iteration of loop `inst`.
    fn check_stop(&self, inst: &Instruction) -> Result<()> {
        self.ctx
            .stop
            .check(|| format!("an iteration of loop '{}'", inst.name))
    }

    pub fn new(module: &'a Module, plan: &'a Plan, ctx: &'a ExecuteContext) -> Self {
        Interp {
            module,
            plan,
            ctx,
            depth: 0,
        }
    }

    /// The computation `id` and a fresh frame for `args`, one level deeper.
    fn enter(&mut self, id: CompId, args: Vec<Value>) -> Result<(&'a Computation, Frame)> {
        let module = self.module;
        let comp = module
            .computations
            .get(id.index())
            .ok_or_else(|| Error::invalid_program(format!("no computation #{}", id.0)))?;
        if args.len() != comp.parameters.len() {
            return Err(Error::invalid_argument(format!(
                "computation '{}' takes {} arguments, got {}",
                comp.name,
                comp.parameters.len(),
                args.len()
            )));
        }
        if self.depth >= MAX_DEPTH {
            return Err(Error::resource_exhausted(
                "computation calls nest too deeply",
            ));
        }
        self.depth += 1;
        let frame = Frame {
            args: args.into_iter().map(Some).collect(),
            env: vec![None; comp.instructions.len()],
        };
        Ok((comp, frame))
    }

    /// Leaves a computation: its root value.
    fn leave(&mut self, comp: &Computation, mut frame: Frame) -> Result<Value> {
        self.depth -= 1;
        frame
            .env
            .get_mut(comp.root.index())
            .and_then(Option::take)
            .ok_or_else(|| Error::internal("root value missing"))
    }

    /// Runs computation `id` on `args` (one value per parameter), synchronously: reducers,
    /// comparators and anything reached from them. A collective met here blocks natively and
    /// is an error in wasm, where waiting needs `run_async`.
    pub fn run(&mut self, id: CompId, args: Vec<Value>) -> Result<Value> {
        let (comp, mut frame) = self.enter(id, args)?;
        let steps = self.plan.comps[id.index()].steps.len();
        let r = (0..steps).try_for_each(|si| self.step(id, comp, si, &mut frame));
        match r {
            Ok(()) => self.leave(comp, frame),
            Err(e) => {
                self.depth -= 1;
                Err(e)
            }
        }
    }

    /// Runs computation `id` like `run`, awaiting where the program waits for others: in
    /// collectives, and in the loops, branches and calls that may contain them. The entry
    /// computation runs this way.
    pub fn run_async<'s>(
        &'s mut self,
        id: CompId,
        args: Vec<Value>,
    ) -> BoxFuture<'s, Result<Value>> {
        Box::pin(async move {
            let (comp, mut frame) = self.enter(id, args)?;
            let steps = self.plan.comps[id.index()].steps.len();
            let mut r = Ok(());
            for si in 0..steps {
                r = match self.awaited_inst(id, comp, si) {
                    Some((iid, inst)) => {
                        match self.eval_async(id, si, inst, &mut frame.env).await {
                            Ok(v) => {
                                self.bind(id, si, iid, v, &mut frame.env);
                                Ok(())
                            }
                            Err(e) => Err(locate(e, comp, inst)),
                        }
                    }
                    None => self.step(id, comp, si, &mut frame),
                };
                if r.is_err() {
                    break;
                }
            }
            match r {
                Ok(()) => self.leave(comp, frame),
                Err(e) => {
                    self.depth -= 1;
                    Err(e)
                }
            }
        })
    }

    /// The instruction of step `si` when `run_async` must await it.
    fn awaited_inst(
        &self,
        id: CompId,
        comp: &'a Computation,
        si: usize,
    ) -> Option<(InstId, &'a Instruction)> {
        let plan = &self.plan.comps[id.index()];
        if plan.sibling_of_step[si].is_some() || plan.precomputed[si] {
            return None;
        }
        let Step::Inst(iid) = plan.steps[si] else {
            return None;
        };
        let inst = comp.inst(iid);
        let waits = match inst.op.kind() {
            crate::ir::OpKind::Collective => true,
            k if k.is_control_flow() => inst
                .op
                .called_computations()
                .iter()
                .any(|c| self.plan.comps.get(c.index()).is_none_or(|p| p.may_wait)),
            _ => false,
        };
        waits.then_some((iid, inst))
    }

    /// Stores the value of step `si` and drops the values it used last.
    fn bind(&self, id: CompId, si: usize, iid: InstId, v: Value, env: &mut [Option<Value>]) {
        let plan = &self.plan.comps[id.index()];
        env[iid.index()] = Some(v);
        for f in &plan.frees[si] {
            env[f.index()] = None;
        }
    }

    /// The async forms of control flow and collectives.
    async fn eval_async(
        &mut self,
        cid: CompId,
        at: usize,
        inst: &'a Instruction,
        env: &mut [Option<Value>],
    ) -> Result<Value> {
        match &inst.op {
            Op::While { condition, body } => {
                let mut state = self.value(env, operand(inst, 0)?)?.clone();
                if let Some(t) = self.trip_count(cid, at) {
                    for _ in 0..trips(t, &state)? {
                        self.check_stop(inst)?;
                        state = self.run_async(*body, vec![state]).await?;
                    }
                    return Ok(state);
                }
                loop {
                    self.check_stop(inst)?;
                    let c = self.run_async(*condition, vec![state.clone()]).await?;
                    if !truthy(&c)? {
                        break;
                    }
                    state = self.run_async(*body, vec![state]).await?;
                }
                Ok(state)
            }
            Op::Conditional { branches } => {
                let (b, arg) = self.branch(inst, branches, env)?;
                self.run_async(b, vec![arg]).await
            }
            Op::Call { computation } => {
                let args = inst
                    .operands
                    .iter()
                    .map(|&o| self.value(env, o).cloned())
                    .collect::<Result<Vec<_>>>()?;
                self.run_async(*computation, args).await
            }
            _ if inst.op.is_collective() => self.collective(inst, env).await,
            _ => self.eval(cid, at, inst, env),
        }
    }

    /// The trip count of the counted `while` that step `at` of computation `cid` runs.
    fn trip_count(&self, cid: CompId, at: usize) -> Option<&'a TripCount> {
        let plan: &'a CompPlan = &self.plan.comps[cid.index()];
        match plan.steps.get(at)? {
            Step::Inst(i) => plan.trip_counts.get(i.index())?.as_ref(),
            _ => None,
        }
    }

    /// The compiled body of the `while` that step `at` of computation `cid` runs.
    fn step_program(&self, cid: CompId, at: usize) -> Option<&'a StepProgram> {
        let plan: &'a CompPlan = &self.plan.comps[cid.index()];
        match plan.steps.get(at)? {
            Step::Inst(i) => plan.step_programs.get(i.index())?.as_ref(),
            _ => None,
        }
    }

    /// The branch a conditional takes and its argument.
    fn branch(
        &self,
        inst: &Instruction,
        branches: &[CompId],
        env: &[Option<Value>],
    ) -> Result<(CompId, Value)> {
        let sel = arr_of(env, operand(inst, 0)?)?;
        let nb = branches.len();
        let bi = if sel.ty() == ElementType::Pred {
            if sl::<u8>(sel).first().copied().unwrap_or(0) != 0 {
                0
            } else {
                1
            }
        } else {
            let v = super::elem::int_at(sel, 0).unwrap_or(-1);
            if v < 0 || v >= nb as i128 {
                nb - 1
            } else {
                v as usize
            }
        };
        let b = *branches
            .get(bi.min(nb.saturating_sub(1)))
            .ok_or_else(|| Error::invalid_program("conditional without branches"))?;
        let arg = self.value(env, operand(inst, bi + 1)?)?.clone();
        Ok((b, arg))
    }

    /// Runs step `si` of computation `id` synchronously and frees what it used last.
    fn step(
        &mut self,
        id: CompId,
        comp: &'a Computation,
        si: usize,
        frame: &mut Frame,
    ) -> Result<()> {
        let plan = &self.plan.comps[id.index()];
        let st = &plan.steps[si];
        let (args, env) = (&mut frame.args, &mut frame.env);
        if let Some((set, leader)) = plan.sibling_of_step[si] {
            if leader {
                let set = &plan.sibling_sets[set];
                let value = |id: InstId| -> Result<Arc<Literal>> {
                    match &plan.consts[id.index()] {
                        Some(c) => Ok(c.clone()),
                        None => arr_of(env, id).cloned(),
                    }
                };
                let outs = super::sibling_reduce::run_set(comp, set, &plan.groups, &value)
                    .map_err(|e| {
                        let first = set.reduces().next().unwrap_or(InstId(0));
                        locate(e, comp, comp.inst(first))
                    })?;
                for (id, lit) in outs {
                    env[id.index()] = Some(Value::array(lit));
                }
            }
            for f in &plan.frees[si] {
                env[f.index()] = None;
            }
            return Ok(());
        }
        if plan.precomputed[si] {
            for f in &plan.frees[si] {
                env[f.index()] = None;
            }
            return Ok(());
        }
        if let (Some(d), Step::Fused(g)) = (plan.dot_epilogue[si], *st) {
            let (inst, gr) = (comp.inst(d), &plan.groups[g]);
            let v = match run_dot_then(comp, d, gr, env).map_err(|e| locate(e, comp, inst))? {
                Some(v) => v,
                // The product did not take the epilogue path: the dot, then the group.
                None => {
                    let dv = self
                        .eval(id, si, inst, env)
                        .map_err(|e| locate(e, comp, inst))?;
                    env[d.index()] = Some(dv);
                    let v = run_group(comp, gr, env);
                    env[d.index()] = None;
                    v.map_err(|e| locate(e, comp, comp.inst(gr.root)))?
                }
            };
            env[gr.root.index()] = Some(Value::array(v));
            for f in &plan.frees[si] {
                env[f.index()] = None;
            }
            return Ok(());
        }
        let (i, v) = match st {
            Step::Inst(iid) => {
                let i = iid.index();
                let inst = &comp.instructions[i];
                let v = match &inst.op {
                    Op::Parameter { index } => args
                        .get_mut(*index)
                        .and_then(Option::take)
                        .ok_or_else(|| Error::invalid_program(format!("bad parameter({index})")))?,
                    Op::Constant(_) => match &plan.consts[i] {
                        Some(c) => Value::Array(c.clone()),
                        None => return Err(Error::internal("constant missing from the plan")),
                    },
                    _ => self
                        .eval(id, si, inst, env)
                        .map_err(|e| locate(e, comp, inst))?,
                };
                (i, v)
            }
            Step::FusedReduce(g, r, op) => {
                let inst = comp.inst(*r);
                let v = run_fused_reduce(comp, &plan.groups[*g], inst, *op, env)
                    .map_err(|e| locate(e, comp, inst))?;
                (r.index(), Value::array(v))
            }
            Step::Fused(g) => {
                let gr = &plan.groups[*g];
                let root = comp.inst(gr.root);
                if let Some((rid, op, init)) = plan.group_reduce[*g] {
                    let (v, red) = run_group_and_reduce(comp, gr, rid, op, init, env)
                        .map_err(|e| locate(e, comp, root))?;
                    env[rid.index()] = Some(Value::array(red));
                    (gr.root.index(), Value::array(v))
                } else {
                    let v = run_group(comp, gr, env).map_err(|e| locate(e, comp, root))?;
                    (gr.root.index(), Value::array(v))
                }
            }
        };
        env[i] = Some(v);
        for f in &plan.frees[si] {
            env[f.index()] = None;
        }
        Ok(())
    }

    pub(super) fn value<'e>(&self, env: &'e [Option<Value>], id: InstId) -> Result<&'e Value> {
        env.get(id.index())
            .and_then(Option::as_ref)
            .ok_or_else(|| Error::internal(format!("value #{} used after it was freed", id.0)))
    }

    fn arr<'e>(&self, env: &'e [Option<Value>], id: InstId) -> Result<&'e Arc<Literal>> {
        arr_of(env, id)
    }

    /// The operand's literal, owned: taken from the environment when this instruction is its
    /// last (and only) use, so ops can reuse its storage; cloned otherwise.
    fn take_arr(
        &self,
        cid: CompId,
        env: &mut [Option<Value>],
        inst: &Instruction,
        at: usize,
        k: usize,
    ) -> Result<Literal> {
        let id = operand(inst, k)?;
        let plan = &self.plan.comps[cid.index()];
        let once = inst.operands.iter().filter(|&&o| o == id).count() == 1;
        if once && plan.last_use[id.index()] == at {
            if let Some(Value::Array(a)) = env[id.index()].take() {
                return Ok(unwrap_arc(a));
            }
        }
        Ok((**self.arr(env, id)?).clone())
    }

    fn eval(
        &mut self,
        cid: CompId,
        at: usize,
        inst: &Instruction,
        env: &mut [Option<Value>],
    ) -> Result<Value> {
        let a = |k: usize| -> Result<&Arc<Literal>> { arr_of(env, operand(inst, k)?) };
        let out = |l: Literal| Ok(Value::array(l));
        match &inst.op {
            Op::Parameter { .. } | Op::Constant(_) => {
                Err(Error::internal("parameters and constants are bound by run"))
            }
            Op::Iota { dimension } => {
                let s = dims_of(inst)?;
                out(movement::iota(s.ty, &s.dims, *dimension)?)
            }
            Op::Tuple => Ok(Value::Tuple(
                inst.operands
                    .iter()
                    .map(|&o| self.value(env, o).cloned())
                    .collect::<Result<_>>()?,
            )),
            Op::GetTupleElement { index } => match self.value(env, operand(inst, 0)?)? {
                Value::Tuple(t) => t.get(*index).cloned().ok_or_else(|| {
                    Error::invalid_program(format!("get-tuple-element index {index} out of range"))
                }),
                _ => Err(Error::invalid_program("get-tuple-element of a non-tuple")),
            },
            Op::Call { computation } => {
                let args = inst
                    .operands
                    .iter()
                    .map(|&o| self.value(env, o).cloned())
                    .collect::<Result<Vec<_>>>()?;
                self.run(*computation, args)
            }
            Op::Copy | Op::OptimizationBarrier => self.value(env, operand(inst, 0)?).cloned(),
            Op::AfterAll => Ok(Value::Token),
            Op::AddDependency => self.value(env, operand(inst, 0)?).cloned(),
            Op::ReplicaId => out(Literal::scalar(
                ElementType::U32,
                self.ctx.replica_id as u32,
            )?),
            Op::PartitionId => out(Literal::scalar(
                ElementType::U32,
                self.ctx.partition_id as u32,
            )?),
            Op::Bitcast | Op::Reshape => {
                let s = dims_of(inst)?;
                let x = self.take_arr(cid, env, inst, at, 0)?;
                let n = x.element_count();
                out(x.reshaped(s.dims.clone()).ok_or_else(|| {
                    Error::invalid_program(format!("cannot reshape {n} elements to {s}"))
                })?)
            }
            Op::Unary(u) => {
                let x = a(0)?;
                out(ew::unary(*u, x, x.dims())?)
            }
            Op::Binary(b) => out(ew::binary(*b, a(0)?, a(1)?, &dims_of(inst)?.dims)?),
            Op::Compare {
                direction,
                compare_type,
            } => out(ew::compare(
                *direction,
                *compare_type,
                a(0)?,
                a(1)?,
                &dims_of(inst)?.dims,
            )?),
            Op::Select => out(ew::select(a(0)?, a(1)?, a(2)?, &dims_of(inst)?.dims)?),
            Op::Clamp => out(ew::clamp(a(0)?, a(1)?, a(2)?, &dims_of(inst)?.dims)?),
            Op::Convert => out(convert::convert(a(0)?, dims_of(inst)?.ty)?),
            Op::BitcastConvert => {
                let s = dims_of(inst)?;
                out(convert::bitcast_convert(a(0)?, s.ty, &s.dims)?)
            }
            Op::ReducePrecision {
                exponent_bits,
                mantissa_bits,
            } => out(convert::reduce_precision(
                a(0)?,
                *exponent_bits,
                *mantissa_bits,
            )?),
            Op::Map { computation, .. } => {
                let s = dims_of(inst)?;
                let n = s.element_count();
                let args = (0..inst.operands.len())
                    .map(|k| a(k).map(|l| (**l).clone()))
                    .collect::<Result<Vec<_>>>()?;
                let args: Vec<Literal> = args
                    .into_iter()
                    .map(|l| {
                        let c = l.element_count();
                        super::elem::reshape(l, vec![c])
                    })
                    .collect::<Result<_>>()?;
                let r = self.call_vec(*computation, &args)?;
                let l = r
                    .into_iter()
                    .next()
                    .ok_or_else(|| Error::internal("map without result"))?;
                let l = if l.element_count() == 1 && n != 1 {
                    movement::broadcast(&l, &[], &[n])?
                } else {
                    l
                };
                out(l
                    .reshaped(s.dims.clone())
                    .ok_or_else(|| Error::internal("map result has the wrong size"))?)
            }
            Op::Broadcast { dimensions } => out(movement::broadcast(
                a(0)?,
                dimensions,
                &dims_of(inst)?.dims,
            )?),
            Op::Transpose { permutation } => out(movement::transpose(a(0)?, permutation)?),
            Op::Slice { dims } => out(movement::slice(a(0)?, dims)?),
            Op::DynamicSlice { sizes } => {
                let starts = (1..inst.operands.len())
                    .map(|k| a(k).map(|l| &**l))
                    .collect::<Result<Vec<_>>>()?;
                out(movement::dynamic_slice(a(0)?, &starts, sizes)?)
            }
            Op::DynamicUpdateSlice => {
                let starts: Vec<Literal> = (2..inst.operands.len())
                    .map(|k| a(k).map(|l| (**l).clone()))
                    .collect::<Result<_>>()?;
                let update = a(1)?.clone();
                let x = self.take_arr(cid, env, inst, at, 0)?;
                let refs: Vec<&Literal> = starts.iter().collect();
                out(movement::dynamic_update_slice(x, &update, &refs)?)
            }
            Op::Concatenate { dimension } => {
                let xs = (0..inst.operands.len())
                    .map(|k| a(k).map(|l| &**l))
                    .collect::<Result<Vec<_>>>()?;
                out(movement::concatenate(
                    &xs,
                    *dimension,
                    &dims_of(inst)?.dims,
                )?)
            }
            Op::Pad { dims } => out(movement::pad(a(0)?, a(1)?, dims, &dims_of(inst)?.dims)?),
            Op::Reverse { dimensions } => out(movement::reverse(a(0)?, dimensions)?),
            Op::Reduce {
                dimensions,
                computation,
            } => {
                let k = inst.operands.len() / 2;
                let xs: Vec<Arc<Literal>> = (0..k).map(|i| a(i).cloned()).collect::<Result<_>>()?;
                let inits: Vec<Arc<Literal>> =
                    (k..2 * k).map(|i| a(i).cloned()).collect::<Result<_>>()?;
                if k == 1 {
                    if let Some(op) = self.plan.comps[computation.index()].known_binary {
                        if let Some(r) = reduce::reduce_known(op, &xs[0], &inits[0], dimensions)? {
                            return out(r);
                        }
                    }
                }
                let xr: Vec<&Literal> = xs.iter().map(|l| &**l).collect();
                let ir: Vec<&Literal> = inits.iter().map(|l| &**l).collect();
                let mut f = VecCaller {
                    interp: self,
                    comp: *computation,
                };
                let r = reduce::reduce_general(&xr, &ir, dimensions, &mut f)?;
                pack(&inst.shape, r)
            }
            Op::ReduceWindow {
                window,
                computation,
            } => {
                let k = inst.operands.len() / 2;
                // Shared handles, not copies: the kernel only reads its inputs.
                let xs: Vec<Arc<Literal>> = (0..k)
                    .map(|i| a(i).map(Arc::clone))
                    .collect::<Result<_>>()?;
                let inits: Vec<Arc<Literal>> = (k..2 * k)
                    .map(|i| a(i).map(Arc::clone))
                    .collect::<Result<_>>()?;
                let outs: Vec<ArrayShape> = inst.shape.leaves().into_iter().cloned().collect();
                let r = kernels::reduce_window(&xs, &inits, window, *computation, &outs, self)?;
                pack(&inst.shape, r)
            }
            Op::SelectAndScatter {
                window,
                select,
                scatter,
            } => {
                let (x, s, i) = (a(0)?.clone(), a(1)?.clone(), a(2)?.clone());
                out(kernels::select_and_scatter(
                    &x, &s, &i, window, *select, *scatter, self,
                )?)
            }
            Op::Dot { dims, .. } => out(dot::dot(a(0)?, a(1)?, dims, dims_of(inst)?)?),
            Op::Convolution(attrs) => {
                out(kernels::convolution(a(0)?, a(1)?, attrs, dims_of(inst)?)?)
            }
            Op::Gather(g) => out(kernels::gather(a(0)?, a(1)?, g, dims_of(inst)?)?),
            Op::Scatter(s) => {
                let n = (inst.operands.len() - 1) / 2;
                let ops: Vec<Literal> = (0..n)
                    .map(|i| a(i).map(|l| (**l).clone()))
                    .collect::<Result<_>>()?;
                let idx = a(n)?.clone();
                let ups: Vec<Literal> = (n + 1..2 * n + 1)
                    .map(|i| a(i).map(|l| (**l).clone()))
                    .collect::<Result<_>>()?;
                let r = kernels::scatter(&ops, &idx, &ups, s, self)?;
                pack(&inst.shape, r)
            }
            Op::Sort {
                dimension,
                is_stable,
                comparator,
            } => {
                let ops: Vec<Literal> = (0..inst.operands.len())
                    .map(|i| a(i).map(|l| (**l).clone()))
                    .collect::<Result<_>>()?;
                let r = kernels::sort(&ops, *dimension, *is_stable, *comparator, self)?;
                pack(&inst.shape, r)
            }
            Op::TopK { k, largest } => {
                let (v, i) = kernels::top_k(a(0)?, *k, *largest)?;
                Ok(Value::Tuple(vec![Value::array(v), Value::array(i)]))
            }
            Op::While { condition, body } => {
                let mut state = self.value(env, operand(inst, 0)?)?.clone();
                let counted = match self.trip_count(cid, at) {
                    Some(t) => Some(trips(t, &state)?),
                    None => None,
                };
                if let Some(sp) = self.step_program(cid, at) {
                    return sp.run(self.module, state, counted, &|| self.check_stop(inst));
                }
                if let Some(n) = counted {
                    for _ in 0..n {
                        self.check_stop(inst)?;
                        state = self.run(*body, vec![state])?;
                    }
                    return Ok(state);
                }
                loop {
                    self.check_stop(inst)?;
                    let c = self.run(*condition, vec![state.clone()])?;
                    if !truthy(&c)? {
                        break;
                    }
                    state = self.run(*body, vec![state])?;
                }
                Ok(state)
            }
            Op::Conditional { branches } => {
                let (b, arg) = self.branch(inst, branches, env)?;
                self.run(b, vec![arg])
            }
            Op::CustomCall(attrs) => {
                let f = custom_call::resolve(attrs, &inst.shape)?;
                let mut leaves = Vec::new();
                for &o in &inst.operands {
                    self.value(env, o)?.clone().leaves(&mut leaves);
                }
                let args: Vec<Literal> = leaves.into_iter().map(unwrap_arc).collect();
                let r = f(&args)?;
                let want = inst.shape.leaves();
                if r.len() != want.len()
                    || r.iter()
                        .zip(&want)
                        .any(|(l, w)| !l.shape().same_dims_and_type(w))
                {
                    return Err(Error::invalid_argument(format!(
                        "custom-call '{}' returned {} arrays that do not match its shape {}",
                        attrs.target,
                        r.len(),
                        inst.shape
                    )));
                }
                pack(&inst.shape, r)
            }
            Op::RngBitGenerator { algorithm } => {
                let leaves = inst.shape.leaves();
                let bits = leaves.get(1).ok_or_else(|| {
                    Error::invalid_program("rng-bit-generator needs a tuple shape")
                })?;
                let (s, b) = kernels::rng_bit_generator(a(0)?, *algorithm, bits)?;
                Ok(Value::Tuple(vec![Value::array(s), Value::array(b)]))
            }
            Op::Cholesky { lower } => out(kernels::cholesky(a(0)?, *lower)?),
            Op::TriangularSolve(attrs) => out(kernels::triangular_solve(a(0)?, a(1)?, attrs)?),
            Op::Fft {
                fft_type,
                fft_length,
            } => {
                let shape = inst
                    .shape
                    .as_array()
                    .ok_or_else(|| Error::invalid_program("fft needs an array shape"))?;
                out(kernels::fft(a(0)?, *fft_type, fft_length, shape)?)
            }
            Op::AllReduce { .. }
            | Op::AllGather { .. }
            | Op::ReduceScatter { .. }
            | Op::AllToAll { .. }
            | Op::CollectivePermute { .. }
            | Op::CollectiveBroadcast { .. } => {
                crate::collectives::now_or_error(self.collective(inst, env), inst.op.name())
            }
            Op::GlobalToLocal { .. } | Op::LocalToGlobal { .. } => Err(unpartitioned(inst)),
        }
    }

    /// Runs `comp` on whole 1-D arrays (or single elements that broadcast): vectorised when the
    /// plan allows, else element by element.
    pub fn call_vec(&mut self, comp: CompId, args: &[Literal]) -> Result<Vec<Literal>> {
        if self.plan.comps[comp.index()].vectorizable {
            let vals: Vec<Value> = args.iter().map(|l| Value::array(l.clone())).collect();
            let v = self.run_vec(comp, vals)?;
            let mut leaves = Vec::new();
            v.leaves(&mut leaves);
            return Ok(leaves.into_iter().map(unwrap_arc).collect());
        }
        let n = args.iter().map(|l| l.element_count()).max().unwrap_or(1);
        let mut cols: Vec<Vec<u8>> = Vec::new();
        let mut tys: Vec<ElementType> = Vec::new();
        for i in 0..n {
            let scal: Vec<Value> = args
                .iter()
                .map(|l| {
                    let es = l.ty().byte_size();
                    let j = if l.element_count() == 1 { 0 } else { i };
                    Literal::from_bytes(
                        ArrayShape::scalar(l.ty()),
                        &l.bytes()[j * es..(j + 1) * es],
                    )
                    .map(Value::array)
                    .map_err(Error::from)
                })
                .collect::<Result<_>>()?;
            let r = self.run(comp, scal)?;
            let mut leaves = Vec::new();
            r.leaves(&mut leaves);
            if i == 0 {
                cols = vec![Vec::new(); leaves.len()];
                tys = leaves.iter().map(|l| l.ty()).collect();
            }
            for (c, l) in cols.iter_mut().zip(&leaves) {
                c.extend_from_slice(l.bytes());
            }
        }
        cols.into_iter()
            .zip(tys)
            .map(|(b, t)| Ok(Literal::from_bytes(ArrayShape::new(t, vec![n]), &b)?))
            .collect()
    }

    /// Vectorised run of an elementwise-only computation: scalar shapes stand for arrays of
    /// the arguments' length.
    fn run_vec(&mut self, id: CompId, args: Vec<Value>) -> Result<Value> {
        let comp = self.module.comp(id);
        let plan = &self.plan.comps[id.index()];
        let mut args: Vec<Option<Value>> = args.into_iter().map(Some).collect();
        let mut env: Vec<Option<Value>> = vec![None; comp.instructions.len()];
        let len_of = |v: &Value| match v {
            Value::Array(a) => a.element_count(),
            _ => 1,
        };
        for (i, inst) in comp.instructions.iter().enumerate() {
            let get = |k: usize| -> Result<&Value> {
                let id = operand(inst, k)?;
                env[id.index()]
                    .as_ref()
                    .ok_or_else(|| Error::internal("vectorised value used after free"))
            };
            let arr = |k: usize| -> Result<&Arc<Literal>> {
                match get(k)? {
                    Value::Array(a) => Ok(a),
                    _ => Err(Error::internal("vectorised op on a tuple")),
                }
            };
            let n = (0..inst.operands.len())
                .map(|k| get(k).map(len_of))
                .collect::<Result<Vec<_>>>()?
                .into_iter()
                .max()
                .unwrap_or(1);
            let d = [n];
            let ty = inst.shape.as_array().map(|s| s.ty);
            let v = match &inst.op {
                Op::Parameter { index } => args
                    .get_mut(*index)
                    .and_then(Option::take)
                    .ok_or_else(|| Error::invalid_program("bad parameter"))?,
                Op::Constant(_) => match &plan.consts[i] {
                    Some(c) => Value::Array(c.clone()),
                    None => return Err(Error::internal("constant missing")),
                },
                Op::Tuple => Value::Tuple(
                    (0..inst.operands.len())
                        .map(|k| get(k).cloned())
                        .collect::<Result<_>>()?,
                ),
                Op::GetTupleElement { index } => match get(0)? {
                    Value::Tuple(t) => t
                        .get(*index)
                        .cloned()
                        .ok_or_else(|| Error::invalid_program("tuple index out of range"))?,
                    _ => return Err(Error::invalid_program("get-tuple-element of a non-tuple")),
                },
                Op::Copy
                | Op::Bitcast
                | Op::Reshape
                | Op::Broadcast { .. }
                | Op::OptimizationBarrier => get(0)?.clone(),
                Op::Unary(u) => Value::array(ew::unary(*u, arr(0)?, &d)?),
                Op::Binary(b) => Value::array(ew::binary(*b, arr(0)?, arr(1)?, &d)?),
                Op::Compare {
                    direction,
                    compare_type,
                } => Value::array(ew::compare(
                    *direction,
                    *compare_type,
                    arr(0)?,
                    arr(1)?,
                    &d,
                )?),
                Op::Select => Value::array(ew::select(arr(0)?, arr(1)?, arr(2)?, &d)?),
                Op::Clamp => Value::array(ew::clamp(arr(0)?, arr(1)?, arr(2)?, &d)?),
                Op::Convert => Value::array(convert::convert(
                    arr(0)?,
                    ty.ok_or_else(|| Error::invalid_program("convert to a tuple"))?,
                )?),
                Op::BitcastConvert => {
                    let t = ty.ok_or_else(|| Error::invalid_program("bitcast to a tuple"))?;
                    let x = arr(0)?;
                    Value::array(convert::bitcast_convert(x, t, x.dims())?)
                }
                Op::ReducePrecision {
                    exponent_bits,
                    mantissa_bits,
                } => Value::array(convert::reduce_precision(
                    arr(0)?,
                    *exponent_bits,
                    *mantissa_bits,
                )?),
                Op::Call { computation } => {
                    let a = (0..inst.operands.len())
                        .map(|k| get(k).cloned())
                        .collect::<Result<_>>()?;
                    self.run_vec(*computation, a)?
                }
                _ => return Err(unsupported(inst.op.name(), ty.unwrap_or(ElementType::F32))),
            };
            env[i] = Some(v);
            for f in &plan.inst_frees[i] {
                env[f.index()] = None;
            }
        }
        env.get_mut(comp.root.index())
            .and_then(Option::take)
            .ok_or_else(|| Error::internal("root value missing"))
    }
}

/// One elementwise op on block literals (`dims` is the block's length).
fn eval_elementwise(inst: &Instruction, args: &[&Literal], dims: &[usize]) -> Result<Literal> {
    let arg = |k: usize| {
        args.get(k)
            .copied()
            .ok_or_else(|| Error::invalid_program("elementwise op is missing an operand"))
    };
    match &inst.op {
        Op::Unary(u) => ew::unary(*u, arg(0)?, dims),
        Op::Binary(b) => ew::binary(*b, arg(0)?, arg(1)?, dims),
        Op::Compare {
            direction,
            compare_type,
        } => ew::compare(*direction, *compare_type, arg(0)?, arg(1)?, dims),
        Op::Select => ew::select(arg(0)?, arg(1)?, arg(2)?, dims),
        Op::Clamp => ew::clamp(arg(0)?, arg(1)?, arg(2)?, dims),
        Op::Convert => convert::convert(arg(0)?, dims_of(inst)?.ty),
        Op::ReducePrecision {
            exponent_bits,
            mantissa_bits,
        } => convert::reduce_precision(arg(0)?, *exponent_bits, *mantissa_bits),
        _ => Err(Error::internal(format!(
            "{} is not elementwise",
            inst.op.name()
        ))),
    }
}

/// The block `[s, s + len)` of a group input, as a literal of `len` elements (or the one
/// element of a scalar input).
fn input_block(
    l: &Literal,
    access: Access,
    s: usize,
    len: usize,
) -> Result<std::borrow::Cow<'_, Literal>> {
    use std::borrow::Cow;
    let es = l.ty().byte_size();
    let shape = ArrayShape::new(l.ty(), vec![len]);
    Ok(match access {
        Access::Scalar => Cow::Borrowed(l),
        Access::Full => Cow::Owned(Literal::from_bytes(
            shape,
            &l.bytes()[s * es..(s + len) * es],
        )?),
        Access::Row(inner) | Access::Col(inner) => {
            let inner = inner.max(1);
            let mut out = super::elem::new_lit(l.ty(), &[len])?;
            let src = l.bytes();
            let dst = out.bytes_mut();
            for k in 0..len {
                let j = if matches!(access, Access::Row(_)) {
                    (s + k) % inner
                } else {
                    (s + k) / inner
                };
                dst[k * es..(k + 1) * es].copy_from_slice(&src[j * es..(j + 1) * es]);
            }
            Cow::Owned(out)
        }
    })
}

/// Runs a fused group block by block (threaded natively), each block through the same
/// kernels as unfused instructions.
/// A group with a block program whose value is stored and also row-reduced by `rid`.
fn run_group_and_reduce(
    comp: &Computation,
    g: &Group,
    rid: InstId,
    op: BinaryOp,
    init: f32,
    env: &[Option<Value>],
) -> Result<(Literal, Literal)> {
    let program = g
        .program
        .as_ref()
        .ok_or_else(|| Error::internal("stored-and-reduced group without a block program"))?;
    let shape = dims_of(comp.inst(g.root))?;
    let rshape = dims_of(comp.inst(rid))?;
    let mut red = super::elem::new_lit(rshape.ty, &rshape.dims)?;
    let ins: Vec<super::fused_block::Input> = g
        .inputs
        .iter()
        .map(|&(v, access)| arr_of(env, v).map(|l| super::fused_block::Input::lit(l, access)))
        .collect::<Result<_>>()?;
    let v = program.run_and_reduce_rows(
        &ins,
        ArrayShape::new(shape.ty, shape.dims.clone()),
        init,
        op,
        super::elem::LiteralMutExt::data_mut_slice(&mut red),
    )?;
    Ok((v, red))
}

/// The dot `d` with group `g`, its value's only reader, as the product's epilogue (see
/// `dot::f32_dot_then`): the group's value, or `None` when the product does not take that
/// path (nothing run).
fn run_dot_then(
    comp: &Computation,
    d: InstId,
    g: &Group,
    env: &[Option<Value>],
) -> Result<Option<Literal>> {
    let dot = comp.inst(d);
    let (Op::Dot { dims: dd, .. }, Some(program)) = (&dot.op, &g.program) else {
        return Ok(None);
    };
    let (lhs, rhs) = (
        arr_of(env, operand(dot, 0)?)?,
        arr_of(env, operand(dot, 1)?)?,
    );
    let n = dd.sizes(lhs.dims(), rhs.dims()).n;
    // The group's inputs other than the product, as literals.
    let lits: Vec<Option<&Literal>> = g
        .inputs
        .iter()
        .map(|&(v, _)| {
            if v == d {
                Ok(None)
            } else {
                arr_of(env, v).map(|l| Some(&**l))
            }
        })
        .collect::<Result<_>>()?;
    let epilogue = |row: usize, c_rows: &[f32], out: &mut [std::mem::MaybeUninit<f32>]| {
        use super::fused_block::{Input, InputData};
        let first = row * n;
        let ins: Vec<Input> = g
            .inputs
            .iter()
            .zip(&lits)
            .map(|(&(_, access), l)| match l {
                Some(l) => Input::lit(l, access),
                None => Input {
                    data: InputData::Window {
                        f32s: c_rows,
                        first,
                    },
                    access,
                },
            })
            .collect();
        let mut scr = program.scratch(ins.len());
        program.run_window(&ins, first, out, &mut scr);
    };
    dot::f32_dot_then(lhs, rhs, dd, dims_of(comp.inst(g.root))?, &epilogue)
}

fn run_group(comp: &Computation, g: &Group, env: &[Option<Value>]) -> Result<Literal> {
    let root = comp.inst(g.root);
    let shape = dims_of(root)?;
    let n = shape.element_count();
    let es = shape.ty.byte_size();
    let inputs: Vec<(&Literal, Access)> = g
        .inputs
        .iter()
        .map(|&(v, a)| arr_of(env, v).map(|l| (&**l, a)))
        .collect::<Result<_>>()?;
    if let Some(p) = &g.program {
        let ins: Vec<super::fused_block::Input> = inputs
            .iter()
            .map(|&(lit, access)| super::fused_block::Input::lit(lit, access))
            .collect();
        return p.run(&ins, ArrayShape::new(shape.ty, shape.dims.clone()));
    }
    let mut out = super::elem::new_lit(shape.ty, &shape.dims)?;
    let block = |bi: usize, chunk: &mut [u8]| -> Result<()> {
        let s = bi * GROUP_BLOCK_ELEMS;
        let len = chunk.len() / es.max(1);
        let ins = inputs
            .iter()
            .map(|&(l, a)| input_block(l, a, s, len))
            .collect::<Result<Vec<_>>>()?;
        let mut vals: Vec<Literal> = Vec::with_capacity(g.members.len());
        for m in &g.members {
            let args: Vec<&Literal> = m
                .srcs
                .iter()
                .map(|src| match *src {
                    Src::Input(k) => &*ins[k],
                    Src::Member(j) => &vals[j],
                })
                .collect();
            let v = eval_elementwise(comp.inst(m.inst), &args, &[len])?;
            vals.push(v);
        }
        let r = vals.last().ok_or_else(|| Error::internal("empty fusion"))?;
        if r.element_count() == len {
            chunk.copy_from_slice(r.bytes());
        } else {
            for k in 0..len {
                chunk[k * es..(k + 1) * es].copy_from_slice(&r.bytes()[..es]);
            }
        }
        Ok(())
    };
    let bytes = out.bytes_mut();
    if n == 0 {
        return Ok(out);
    }
    if n >= 2 * GROUP_BLOCK_ELEMS {
        super::par::try_chunks_mut(bytes, GROUP_BLOCK_ELEMS * es, block)?;
        return Ok(out);
    }
    for (bi, c) in bytes.chunks_mut(GROUP_BLOCK_ELEMS * es).enumerate() {
        block(bi, c)?;
    }
    Ok(out)
}

/// A row reduction fused with the group that produces its operand (see
/// `fusion::fuse_reductions`).
fn run_fused_reduce(
    comp: &Computation,
    g: &Group,
    reduce: &Instruction,
    op: BinaryOp,
    env: &[Option<Value>],
) -> Result<Literal> {
    let program = g
        .program
        .as_ref()
        .ok_or_else(|| Error::internal("fused reduce without a block program"))?;
    let init = arr_of(env, operand(reduce, 1)?)?;
    let init = *sl::<f32>(init)
        .first()
        .ok_or_else(|| Error::invalid_program("reduce init must be a scalar"))?;
    let shape = dims_of(reduce)?;
    let total = dims_of(comp.inst(g.root))?.element_count();
    let rows = shape.element_count();
    let r = total.checked_div(rows).unwrap_or(0);
    let mut out = super::elem::new_lit(shape.ty, &shape.dims)?;
    let ins: Vec<super::fused_block::Input> = g
        .inputs
        .iter()
        .map(|&(v, access)| arr_of(env, v).map(|l| super::fused_block::Input::lit(l, access)))
        .collect::<Result<_>>()?;
    let dst = super::elem::LiteralMutExt::data_mut_slice(&mut out);
    let leading = match &reduce.op {
        crate::ir::Op::Reduce { dimensions, .. } => {
            let rank = dims_of(comp.inst(g.root))?.dims.len();
            !super::fusion::reduces_trailing(dimensions, rank)
        }
        _ => false,
    };
    if leading {
        // `fuse_reductions` fused a column reduction: `r` rows of the kept elements.
        program.reduce_cols(&ins, init, op, r, dst);
    } else {
        program.reduce_rows(&ins, init, op, r, dst);
    }
    Ok(out)
}

fn arr_of(env: &[Option<Value>], id: InstId) -> Result<&Arc<Literal>> {
    match env.get(id.index()).and_then(Option::as_ref) {
        Some(Value::Array(a)) => Ok(a),
        Some(_) => Err(Error::invalid_program(
            "expected an array operand, got a tuple or token",
        )),
        None => Err(Error::internal(format!(
            "value #{} used after it was freed",
            id.0
        ))),
    }
}

fn operand(inst: &Instruction, k: usize) -> Result<InstId> {
    inst.operands.get(k).copied().ok_or_else(|| {
        Error::invalid_program(format!(
            "{} ({}) is missing operand {k}",
            inst.name,
            inst.op.name()
        ))
    })
}

/// How many times a counted loop runs its body from `state`: `bound - counter`, at least 0.
fn trips(t: &TripCount, state: &Value) -> Result<u64> {
    let Value::Tuple(elems) = state else {
        return Err(Error::internal("a counted loop's state is not a tuple"));
    };
    let scalar = |k: usize| -> Result<i64> {
        match elems.get(k) {
            Some(Value::Array(a)) if a.element_count() == 1 => super::elem::int_at(a, 0)
                .map(|v| v as i64)
                .ok_or_else(|| Error::internal("a loop counter is not an integer scalar")),
            _ => Err(Error::internal("a loop counter is not in the loop state")),
        }
    };
    let counter = scalar(t.counter_element)?;
    let bound = match t.bound {
        Bound::Const(b) => b,
        Bound::Leaf { element, .. } => scalar(element)?,
    };
    Ok(bound.saturating_sub(counter).max(0) as u64)
}

fn truthy(v: &Value) -> Result<bool> {
    match v {
        Value::Array(a) if a.ty() == ElementType::Pred && a.element_count() == 1 => {
            Ok(sl::<u8>(a)[0] != 0)
        }
        _ => Err(Error::invalid_program(
            "while condition must return a pred scalar",
        )),
    }
}

/// Wraps kernel results as the instruction's value (one array, or a tuple of them).
fn pack(shape: &Shape, r: Vec<Literal>) -> Result<Value> {
    let mut it = r.into_iter();
    Value::from_leaves(shape, &mut it)
}

/// Adds the failing instruction to an error message (once).
pub(super) fn locate(mut e: Error, comp: &Computation, inst: &Instruction) -> Error {
    if !e.message.contains(" (in ") {
        let loc = if inst.loc.line > 0 {
            format!(" at {}:{}", inst.loc.line, inst.loc.column)
        } else {
            String::new()
        };
        e.message = format!("{} (in {}/{}{loc})", e.message, comp.name, inst.name);
    }
    e
}

struct VecCaller<'i, 'a> {
    interp: &'i mut Interp<'a>,
    comp: CompId,
}

impl reduce::VecCall for VecCaller<'_, '_> {
    fn call_vec(&mut self, args: &[Literal]) -> Result<Vec<Literal>> {
        self.interp.call_vec(self.comp, args)
    }
}

impl kernels::Evaluator for Interp<'_> {
    fn call(&mut self, comp: CompId, args: &[Literal]) -> Result<Vec<Literal>> {
        let vals = args.iter().map(|l| Value::array(l.clone())).collect();
        let v = self.run(comp, vals)?;
        let mut leaves = Vec::new();
        v.leaves(&mut leaves);
        Ok(leaves.into_iter().map(unwrap_arc).collect())
    }

    fn known_binary(&self, comp: CompId) -> Option<BinaryOp> {
        self.plan
            .comps
            .get(comp.index())
            .and_then(|p| p.known_binary)
    }
}
