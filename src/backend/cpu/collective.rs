//! What each collective computes from the operands its group hands in: the reference
//! semantics for both backends (the GPU runs these as host steps). The exchange itself is
//! `collectives::Rendezvous`; here, each participant folds, concatenates or slices what it
//! received. All members of a group fold in group order, so an all-reduce gives every
//! member the same bits.

use super::interp::{Interp, Value};
use super::{elementwise as ew, movement};
use crate::collectives::groups::{group_mode, group_of, permute_peers};
use crate::collectives::rendezvous::Contribution;
use crate::error::{Error, Result};
use crate::ir::{CompId, Instruction, Literal, Op, SliceDim};
use std::sync::Arc;

impl Interp<'_> {
    /// Runs collective `inst` on its operands in `env`: hands them to the execution's
    /// rendezvous (or to itself when the execution has one participant) and computes this
    /// participant's result. Results a whole group shares (reductions, gathers, broadcasts)
    /// are computed once and shared, not copied.
    pub(super) async fn collective(
        &mut self,
        inst: &Instruction,
        env: &[Option<Value>],
    ) -> Result<Value> {
        let mut mine = Vec::new();
        for &o in &inst.operands {
            self.value(env, o)?.clone().leaves(&mut mine);
        }
        let ctx = self.ctx;
        let me = ctx.participant_index();
        let exchanged = match &ctx.rendezvous {
            Some(r) => {
                let what = format!("{} '{}'", inst.op.name(), inst.name);
                Some(r.exchange(me, &what, mine.clone()).await?)
            }
            None => None,
        };
        let all: Vec<Contribution> = match &exchanged {
            Some(e) => e.all.clone(),
            None => vec![Arc::new(mine)],
        };
        if all.len() != ctx.topology.participants() {
            return Err(Error::internal(format!(
                "{} participants exchanged in an execution of {}",
                all.len(),
                ctx.topology.participants()
            )));
        }
        // A group's result, computed by its first member to get here.
        let share = |key: usize,
                     f: &mut dyn FnMut(&[Contribution]) -> Result<Vec<Arc<Literal>>>|
         -> Result<Contribution> {
            match &exchanged {
                Some(e) => e.shared(key, f),
                None => Ok(Arc::new(f(&all)?)),
            }
        };
        let mode = group_mode(&inst.op)
            .ok_or_else(|| Error::internal("collective() on a non-collective op"))?;
        let topo = ctx.topology;
        let out: Vec<Arc<Literal>> = match &inst.op {
            Op::AllReduce {
                computation,
                collective,
            } => {
                let group = group_of(mode, collective, topo, me)?;
                share(group[0], &mut |all| {
                    Ok(self
                        .reduce_group(all, &group, *computation)?
                        .into_iter()
                        .map(Arc::new)
                        .collect())
                })?
                .to_vec()
            }
            Op::AllGather {
                dimension,
                collective,
            } => {
                let group = group_of(mode, collective, topo, me)?;
                share(group[0], &mut |all| {
                    (0..all[group[0]].len())
                        .map(|k| {
                            let parts: Vec<&Literal> = group.iter().map(|&g| &*all[g][k]).collect();
                            concat(&parts, *dimension).map(Arc::new)
                        })
                        .collect()
                })?
                .to_vec()
            }
            Op::ReduceScatter {
                dimension,
                computation,
                collective,
            } => {
                let group = group_of(mode, collective, topo, me)?;
                let rank = rank_in(&group, me)?;
                let reduced = share(group[0], &mut |all| {
                    Ok(self
                        .reduce_group(all, &group, *computation)?
                        .into_iter()
                        .map(Arc::new)
                        .collect())
                })?;
                reduced
                    .iter()
                    .map(|x| piece(x, *dimension, group.len(), rank).map(Arc::new))
                    .collect::<Result<_>>()?
            }
            Op::AllToAll {
                dimensions,
                collective,
            } => {
                let group = group_of(mode, collective, topo, me)?;
                let rank = rank_in(&group, me)?;
                match dimensions {
                    Some((split, concat_dim)) => {
                        let pieces = group
                            .iter()
                            .map(|&g| piece(&all[g][0], *split, group.len(), rank))
                            .collect::<Result<Vec<_>>>()?;
                        let refs: Vec<&Literal> = pieces.iter().collect();
                        vec![Arc::new(concat(&refs, *concat_dim)?)]
                    }
                    None => group
                        .iter()
                        .map(|&g| {
                            all[g].get(rank).cloned().ok_or_else(|| {
                                Error::invalid_program(format!(
                                    "all-to-all '{}' has {} operands for a group of {}",
                                    inst.name,
                                    all[g].len(),
                                    group.len()
                                ))
                            })
                        })
                        .collect::<Result<_>>()?,
                }
            }
            Op::CollectivePermute {
                source_target_pairs,
                ..
            } => {
                let (source, _) = permute_peers(mode, source_target_pairs, topo, me)?;
                match source {
                    Some(s) => all[s].to_vec(),
                    None => all[me]
                        .iter()
                        .map(|l| Ok(Arc::new(Literal::zeros(l.shape().clone())?)))
                        .collect::<Result<_>>()?,
                }
            }
            Op::CollectiveBroadcast { collective } => {
                let group = group_of(mode, collective, topo, me)?;
                all[group[0]].to_vec()
            }
            _ => return Err(Error::internal("collective() on a non-collective op")),
        };
        drop(exchanged);
        Ok(match inst.shape.as_array() {
            Some(_) => Value::Array(out.into_iter().next().ok_or_else(|| {
                Error::internal(format!("collective '{}' produced no value", inst.name))
            })?),
            None => Value::Tuple(out.into_iter().map(Value::Array).collect()),
        })
    }

    /// The members' operands folded in group order with `computation` (which takes the
    /// accumulators, then the next member's operands, as scalars).
    /// Each operand folded over `group` (in group order) by the binary reducer
    /// `computation`, operand by operand.
    fn reduce_group(
        &mut self,
        all: &[Contribution],
        group: &[usize],
        computation: CompId,
    ) -> Result<Vec<Literal>> {
        let known = self
            .plan
            .comps
            .get(computation.index())
            .and_then(|p| p.known_binary);
        let n = all[group[0]].len();
        let mut out = Vec::with_capacity(n);
        for k in 0..n {
            let mut acc: Literal = (*all[group[0]][k]).clone();
            for &g in &group[1..] {
                let x = all[g].get(k).ok_or_else(|| {
                    Error::invalid_program(format!(
                        "participant {g} contributed {} operands to a reduction of {n}",
                        all[g].len()
                    ))
                })?;
                acc = match known {
                    Some(op) => ew::binary(op, &acc, x, acc.dims())?,
                    None => self.fold_with(computation, acc, x)?,
                };
            }
            out.push(acc);
        }
        Ok(out)
    }

    /// `reducer(acc, x)` elementwise, the whole arrays passed as 1-D vectors (the reducer
    /// is scalar; the interpreter maps it over vectors) and reshaped back.
    fn fold_with(&mut self, reducer: CompId, acc: Literal, x: &Literal) -> Result<Literal> {
        let dims = acc.dims().to_vec();
        let flat = |l: Literal| {
            let count = l.element_count();
            l.reshaped(vec![count])
                .ok_or_else(|| Error::internal("all-reduce operand reshape"))
        };
        let mut r = self.call_vec(reducer, &[flat(acc)?, flat(x.clone())?])?;
        if r.len() != 1 {
            return Err(Error::invalid_program(format!(
                "an all-reduce reducer returned {} values, not 1",
                r.len()
            )));
        }
        r.remove(0)
            .reshaped(dims)
            .ok_or_else(|| Error::internal("all-reduce result reshape"))
    }
}

fn rank_in(group: &[usize], me: usize) -> Result<usize> {
    group
        .iter()
        .position(|&g| g == me)
        .ok_or_else(|| Error::internal(format!("participant {me} is not in its group")))
}

fn concat(parts: &[&Literal], dim: usize) -> Result<Literal> {
    let first = parts
        .first()
        .ok_or_else(|| Error::internal("a collective group is empty"))?;
    let mut dims = first.dims().to_vec();
    if dim >= dims.len() {
        return Err(Error::invalid_program(format!(
            "collective dimension {dim} is out of range for {}",
            first.shape()
        )));
    }
    dims[dim] = parts.iter().map(|p| p.dims()[dim]).sum();
    movement::concatenate(parts, dim, &dims)
}

/// Piece `rank` of `n` equal pieces of `x` along `dim`.
fn piece(x: &Literal, dim: usize, n: usize, rank: usize) -> Result<Literal> {
    let len = x.dims().get(dim).copied().unwrap_or(0);
    if n == 0 || !len.is_multiple_of(n) {
        return Err(Error::invalid_program(format!(
            "dimension {dim} of {} does not split into {n} pieces",
            x.shape()
        )));
    }
    let size = len / n;
    let dims: Vec<SliceDim> = x
        .dims()
        .iter()
        .enumerate()
        .map(|(d, &l)| {
            if d == dim {
                SliceDim {
                    start: rank * size,
                    limit: (rank + 1) * size,
                    stride: 1,
                }
            } else {
                SliceDim {
                    start: 0,
                    limit: l,
                    stride: 1,
                }
            }
        })
        .collect();
    movement::slice(x, &dims)
}
