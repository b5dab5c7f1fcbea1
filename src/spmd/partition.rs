//! Rewrites one computation of a global program into the program one partition runs.
//!
//! Instructions are visited in order; each gets a layout (`Sh`) chosen from its operands'
//! layouts (forward propagation, as XLA's sharding propagation does in its forward pass),
//! then the annotation written on it, if any, is imposed by resharding. Ops with a
//! partitioned form (`forms`) run on their tiles, exchanging only what they must (a dot
//! sharded along its contracting dimensions sums partial products with an all-reduce); every
//! other op runs on whole values (gathered first), which is always correct. Manual regions
//! (shard_map bodies) are copied as they are: their values are already per-device.

use super::emit::{Emitter, ModuleCtx};
use super::forms;
use super::tiling::Tiling;
use crate::error::{Error, Result};
use crate::ir::{CompId, Computation, HloSharding, InstId, Instruction, Module, Op, Shape};
use std::collections::HashMap;

/// The layout of a value in the partitioned program.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Sh {
    /// An array laid out in tiles.
    Array(Tiling),
    /// A per-device value of manual code (a shard_map body's).
    Manual,
    Tuple(Vec<Sh>),
    Token,
}

impl Sh {
    /// Every array leaf whole on every partition.
    pub fn replicated(shape: &Shape, partitions: usize) -> Sh {
        match shape {
            Shape::Array(a) => Sh::Array(Tiling::replicated(a.rank(), partitions)),
            Shape::Tuple(t) => Sh::Tuple(t.iter().map(|s| Sh::replicated(s, partitions)).collect()),
            Shape::Token => Sh::Token,
        }
    }

    /// The layout an annotation gives a value of `shape` (manual parts constrain nothing:
    /// `None`).
    pub fn from_annotation(
        s: &HloSharding,
        shape: &Shape,
        partitions: usize,
    ) -> Result<Option<Sh>> {
        Ok(match (s, shape) {
            (HloSharding::Manual, _) => None,
            (_, Shape::Token) => None,
            (HloSharding::Tuple(parts), Shape::Tuple(elems)) if parts.len() == elems.len() => {
                let mut out = Vec::with_capacity(parts.len());
                for (p, e) in parts.iter().zip(elems) {
                    match Sh::from_annotation(p, e, partitions)? {
                        Some(sh) => out.push(sh),
                        None => return Ok(None),
                    }
                }
                Some(Sh::Tuple(out))
            }
            (HloSharding::Tuple(_), _) => {
                return Err(Error::invalid_program(format!(
                    "tuple sharding {} on a value of shape {shape}",
                    crate::ir::print::sharding_text(s)
                )))
            }
            (_, Shape::Tuple(elems)) => Some(Sh::Tuple(
                elems
                    .iter()
                    .map(|e| {
                        Ok(Sh::from_annotation(s, e, partitions)?
                            .unwrap_or_else(|| Sh::replicated(e, partitions)))
                    })
                    .collect::<Result<_>>()?,
            )),
            (_, Shape::Array(a)) => Some(Sh::Array(Tiling::from_hlo(s, a.rank(), partitions)?)),
        })
    }

    pub fn is_manual(&self) -> bool {
        match self {
            Sh::Manual => true,
            Sh::Tuple(t) => t.iter().any(|s| s.is_manual()),
            _ => false,
        }
    }

    pub fn tiling(&self) -> Option<&Tiling> {
        match self {
            Sh::Array(t) => Some(t),
            _ => None,
        }
    }
}

/// Partitions computation `cid` of `module` with parameters laid out by `params`; when
/// `want_root` is given, the result is resharded to it. Returns the new computation's id in
/// `ctx` and its result's layout.
pub(super) fn partition_computation(
    module: &Module,
    ctx: &mut ModuleCtx,
    cid: CompId,
    params: &[Sh],
    want_root: Option<&Sh>,
) -> Result<(CompId, Sh)> {
    let comp = module.comp(cid);
    let mut p = Partitioner {
        module,
        comp,
        em: Emitter::new(comp.name.clone(), ctx),
        vals: vec![None; comp.instructions.len()],
        params,
        resharded: HashMap::new(),
    };
    for (i, inst) in comp.instructions.iter().enumerate() {
        let lowered = p.lower(inst).map_err(|e| locate(e, comp, inst))?;
        let lowered = p
            .constrain(inst, lowered)
            .map_err(|e| locate(e, comp, inst))?;
        p.vals[i] = Some(lowered);
    }
    let (mut root, mut sh) = p.get(comp.root)?;
    if let Some(want) = want_root {
        root = p.convert(root, &sh, want, &comp.root_inst().shape)?;
        sh = want.clone();
    }
    let new = p.em.b.finish(root).map_err(Error::internal)?;
    Ok((p.em.ctx.add_computation(new), sh))
}

fn locate(e: Error, comp: &Computation, inst: &Instruction) -> Error {
    Error::new(
        e.kind(),
        format!(
            "SPMD partitioning of {} '{}' in '{}': {}",
            inst.op.name(),
            inst.name,
            comp.name,
            e.message
        ),
    )
}

pub(super) struct Partitioner<'a, 'c> {
    pub module: &'a Module,
    pub comp: &'a Computation,
    pub em: Emitter<'c>,
    vals: Vec<Option<(InstId, Sh)>>,
    params: &'a [Sh],
    /// Values already resharded: (global instruction, layout) → new value.
    resharded: HashMap<(InstId, Tiling), InstId>,
}

impl Partitioner<'_, '_> {
    pub fn partitions(&self) -> usize {
        self.em.partitions()
    }

    /// The new value and layout of global instruction `id`.
    pub fn get(&self, id: InstId) -> Result<(InstId, Sh)> {
        self.vals[id.index()]
            .clone()
            .ok_or_else(|| Error::internal("spmd: an operand was not partitioned before its use"))
    }

    pub fn global(&self, id: InstId) -> &Instruction {
        self.comp.inst(id)
    }

    /// Global dimensions of an array instruction.
    pub fn dims(&self, id: InstId) -> Result<Vec<usize>> {
        self.global(id)
            .shape
            .as_array()
            .map(|a| a.dims.clone())
            .ok_or_else(|| Error::internal("spmd: expected an array"))
    }

    /// Operand `k` of `inst` laid out by `to` (resharded when it is laid out otherwise; each
    /// value is resharded to a layout once).
    pub fn operand_as(&mut self, inst: &Instruction, k: usize, to: &Tiling) -> Result<InstId> {
        let o = inst.operands[k];
        let (id, sh) = self.get(o)?;
        let Sh::Array(from) = sh else {
            return Err(Error::internal("spmd: an array operand without a tiling"));
        };
        if &from == to {
            return Ok(id);
        }
        if let Some(&done) = self.resharded.get(&(o, to.clone())) {
            return Ok(done);
        }
        let dims = self.dims(o)?;
        let new = match self.local_broadcast(o, &from, to, &dims)? {
            Some(b) => b,
            None => self.em.reshard(id, &from, to, &dims)?,
        };
        self.resharded.insert((o, to.clone()), new);
        Ok(new)
    }

    /// A whole broadcast of a whole value needs no slicing to be tiled: it is broadcast to
    /// the tile's shape instead.
    fn local_broadcast(
        &mut self,
        o: InstId,
        from: &Tiling,
        to: &Tiling,
        dims: &[usize],
    ) -> Result<Option<InstId>> {
        let comp = self.comp;
        let g = comp.inst(o);
        let Op::Broadcast { dimensions } = &g.op else {
            return Ok(None);
        };
        let src = g.operands[0];
        let (sid, ssh) = self.get(src)?;
        let src_dims = self.dims(src)?;
        // Only dimensions the operand does not have may be split.
        let split_own = dimensions
            .iter()
            .zip(&src_dims)
            .any(|(&d, &n)| to.tiles[d] > 1 && n > 1);
        let whole = matches!(&ssh, Sh::Array(t) if t.is_replicated());
        if !from.is_replicated() || !whole || split_own || !to.is_even(dims) {
            return Ok(None);
        }
        let ty = g
            .shape
            .as_array()
            .map(|a| a.ty)
            .ok_or_else(|| Error::internal("spmd: broadcast of a non-array"))?;
        let local = crate::ir::ArrayShape::new(ty, to.local_dims(dims));
        Ok(Some(self.em.add(
            &g.name,
            g.op.clone(),
            vec![sid],
            Shape::Array(local),
        )))
    }

    /// `id` (laid out by `from`) converted to `to`, element by element for tuples. A manual
    /// value stays as it is (its data is already each device's own).
    pub fn convert(&mut self, id: InstId, from: &Sh, to: &Sh, shape: &Shape) -> Result<InstId> {
        match (from, to, shape) {
            (a, b, _) if a == b => Ok(id),
            (Sh::Manual, _, _) | (_, Sh::Manual, _) => Ok(id),
            (Sh::Array(f), Sh::Array(t), Shape::Array(a)) => self.em.reshard(id, f, t, &a.dims),
            (Sh::Tuple(fs), Sh::Tuple(ts), Shape::Tuple(ss)) if fs.len() == ts.len() => {
                let mut parts = Vec::with_capacity(fs.len());
                for (k, ((f, t), s)) in fs.iter().zip(ts).zip(ss).enumerate() {
                    let local = self.em.shape(id).as_tuple().and_then(|t| t.get(k)).cloned();
                    let local = local.ok_or_else(|| Error::internal("spmd: tuple arity"))?;
                    let e = self.em.add(
                        "get-tuple-element",
                        Op::GetTupleElement { index: k },
                        vec![id],
                        local,
                    );
                    parts.push(self.convert(e, f, t, s)?);
                }
                let shapes = parts.iter().map(|&p| self.em.shape(p).clone()).collect();
                Ok(self.em.add("tuple", Op::Tuple, parts, Shape::Tuple(shapes)))
            }
            (Sh::Token, Sh::Token, _) => Ok(id),
            _ => Err(Error::internal(format!(
                "spmd: cannot convert a value of shape {shape} between these layouts"
            ))),
        }
    }

    /// Operand `k` whole (replicated), or as it is when manual.
    pub fn whole(&mut self, inst: &Instruction, k: usize) -> Result<InstId> {
        let o = inst.operands[k];
        let (id, sh) = self.get(o)?;
        let shape = self.global(o).shape.clone();
        let want = Sh::replicated(&shape, self.partitions());
        self.convert(id, &sh, &want, &shape)
    }

    /// Emits `inst` with `operands` and the given local shape.
    pub fn emit(
        &mut self,
        inst: &Instruction,
        op: Op,
        operands: Vec<InstId>,
        shape: Shape,
    ) -> InstId {
        self.em.add(&inst.name, op, operands, shape)
    }

    /// `inst` run on whole operands: always correct, no parallelism.
    pub fn fallback(&mut self, inst: &Instruction) -> Result<(InstId, Sh)> {
        let ops = (0..inst.operands.len())
            .map(|k| self.whole(inst, k))
            .collect::<Result<Vec<_>>>()?;
        let id = self.emit(inst, inst.op.clone(), ops, inst.shape.clone());
        Ok((id, Sh::replicated(&inst.shape, self.partitions())))
    }

    fn lower(&mut self, inst: &Instruction) -> Result<(InstId, Sh)> {
        let any_manual = inst
            .operands
            .iter()
            .map(|&o| self.get(o).map(|v| v.1.is_manual()))
            .collect::<Result<Vec<_>>>()?
            .into_iter()
            .any(|m| m);
        match &inst.op {
            Op::Parameter { index } => {
                let sh = self.params.get(*index).cloned().ok_or_else(|| {
                    Error::internal(format!("spmd: no layout for parameter {index}"))
                })?;
                let shape = local_shape(&inst.shape, &sh);
                let id = self.emit(inst, inst.op.clone(), vec![], shape);
                Ok((id, sh))
            }
            Op::GlobalToLocal { sharding } => {
                let dims = self.dims(inst.operands[0])?;
                let to = Tiling::from_hlo(sharding, dims.len(), self.partitions())?;
                let (id, sh) = self.get(inst.operands[0])?;
                let id = match sh {
                    Sh::Array(from) => self.em.reshard(id, &from, &to, &dims)?,
                    Sh::Manual => id,
                    _ => return Err(Error::invalid_program("global-to-local of a non-array")),
                };
                Ok((id, Sh::Manual))
            }
            Op::LocalToGlobal { sharding } => {
                let global = inst
                    .shape
                    .as_array()
                    .ok_or_else(|| Error::invalid_program("local-to-global of a non-array"))?;
                let t = Tiling::from_hlo(sharding, global.rank(), self.partitions())?;
                // A value of the manual region computed from constants alone is whole on
                // every device, which is each device's block.
                let id = self.whole(inst, 0)?;
                Ok((id, Sh::Array(t)))
            }
            Op::ReplicaId | Op::PartitionId => {
                let id = self.emit(inst, inst.op.clone(), vec![], inst.shape.clone());
                Ok((id, Sh::Manual))
            }
            op if op.is_collective() || any_manual => self.manual(inst),
            Op::Tuple => {
                let mut ids = Vec::new();
                let mut shs = Vec::new();
                for &o in &inst.operands {
                    let (id, sh) = self.get(o)?;
                    ids.push(id);
                    shs.push(sh);
                }
                let shapes = ids.iter().map(|&i| self.em.shape(i).clone()).collect();
                let id = self.emit(inst, Op::Tuple, ids, Shape::Tuple(shapes));
                Ok((id, Sh::Tuple(shs)))
            }
            Op::GetTupleElement { index } => {
                let (t, sh) = self.get(inst.operands[0])?;
                let Sh::Tuple(parts) = sh else {
                    return Err(Error::internal(
                        "spmd: get-tuple-element of a non-tuple layout",
                    ));
                };
                let local = self
                    .em
                    .shape(t)
                    .as_tuple()
                    .and_then(|s| s.get(*index))
                    .cloned()
                    .ok_or_else(|| Error::internal("spmd: tuple index"))?;
                let id = self.emit(inst, inst.op.clone(), vec![t], local);
                Ok((id, parts[*index].clone()))
            }
            Op::While { condition, body } => self.while_loop(inst, *condition, *body),
            Op::Conditional { branches } => self.conditional(inst, branches),
            Op::Call { .. } => Err(Error::internal(
                "spmd: calls are inlined before partitioning",
            )),
            _ => forms::lower(self, inst),
        }
    }

    /// Manual code: copied as it is, with automatic operands made whole.
    fn manual(&mut self, inst: &Instruction) -> Result<(InstId, Sh)> {
        let ops = (0..inst.operands.len())
            .map(|k| self.whole(inst, k))
            .collect::<Result<Vec<_>>>()?;
        let id = self.emit(inst, inst.op.clone(), ops, inst.shape.clone());
        let sh = match &inst.shape {
            Shape::Tuple(t) => Sh::Tuple(t.iter().map(|_| Sh::Manual).collect()),
            Shape::Token => Sh::Token,
            Shape::Array(_) => Sh::Manual,
        };
        Ok((id, sh))
    }

    /// Imposes the annotation written on `inst`, if any.
    fn constrain(&mut self, inst: &Instruction, (id, sh): (InstId, Sh)) -> Result<(InstId, Sh)> {
        let Some(s) = &inst.sharding else {
            return Ok((id, sh));
        };
        if sh.is_manual() || matches!(inst.op, Op::Parameter { .. }) {
            return Ok((id, sh));
        }
        match Sh::from_annotation(s, &inst.shape, self.partitions())? {
            Some(want) => {
                let id = self.convert(id, &sh, &want, &inst.shape)?;
                Ok((id, want))
            }
            None => Ok((id, sh)),
        }
    }

    fn while_loop(
        &mut self,
        inst: &Instruction,
        cond: CompId,
        body: CompId,
    ) -> Result<(InstId, Sh)> {
        let (state, sh) = self.get(inst.operands[0])?;
        let params = [sh.clone()];
        let (new_body, _) =
            partition_computation(self.module, self.em.ctx, body, &params, Some(&sh))?;
        let pred = Sh::replicated(&self.module.comp(cond).root_inst().shape, self.partitions());
        let (new_cond, _) =
            partition_computation(self.module, self.em.ctx, cond, &params, Some(&pred))?;
        let shape = self.em.shape(state).clone();
        let id = self.emit(
            inst,
            Op::While {
                condition: new_cond,
                body: new_body,
            },
            vec![state],
            shape,
        );
        Ok((id, sh))
    }

    fn conditional(&mut self, inst: &Instruction, branches: &[CompId]) -> Result<(InstId, Sh)> {
        let selector = self.whole(inst, 0)?;
        let mut args = vec![selector];
        let want = Sh::replicated(&inst.shape, self.partitions());
        let mut new_branches = Vec::with_capacity(branches.len());
        for (k, &b) in branches.iter().enumerate() {
            let (arg, sh) = self.get(inst.operands[k + 1])?;
            args.push(arg);
            let (nb, _) = partition_computation(self.module, self.em.ctx, b, &[sh], Some(&want))?;
            new_branches.push(nb);
        }
        let id = self.emit(
            inst,
            Op::Conditional {
                branches: new_branches,
            },
            args,
            inst.shape.clone(),
        );
        Ok((id, want))
    }
}

/// The local shape of a value of global `shape` laid out by `sh`.
pub(super) fn local_shape(shape: &Shape, sh: &Sh) -> Shape {
    match (shape, sh) {
        (Shape::Array(a), Sh::Array(t)) => {
            Shape::Array(crate::ir::ArrayShape::new(a.ty, t.local_dims(&a.dims)))
        }
        (Shape::Tuple(ss), Sh::Tuple(ts)) => {
            Shape::Tuple(ss.iter().zip(ts).map(|(s, t)| local_shape(s, t)).collect())
        }
        (s, _) => s.clone(),
    }
}
