//! SPMD partitioning: a global program with sharding annotations (jax's `jit` with
//! `NamedSharding`s, `shard_map` regions) becomes the one program every partition runs on
//! its own tiles, with collectives where data must move — XLA's SPMD partitioner, as an
//! `ir` → `ir` pass that both backends share.
//!
//! `partition` inlines calls, lays out the entry parameters as their annotations say
//! (replicated when they say nothing), and rewrites the entry computation (and the loops and
//! branches in it) instruction by instruction (`partition`), choosing layouts forward from the
//! operands (`forms`) and emitting per-device code (`emit`) over tile layouts (`tiling`).
//! The result also says how the global parameters and outputs are laid out, which the
//! client uses to split inputs and assemble outputs.
//!
//! It never runs anything and never sees devices: partitions are numbers.

mod emit;
mod forms;
mod partition;
mod tiling;

pub use tiling::Tiling;

use crate::collectives::Topology;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, CompId, HloSharding, Module, Op, Shape};
use partition::Sh;

/// A program ready for the devices of an execution.
#[derive(Clone, Debug)]
pub struct Partitioned {
    /// What each participant runs.
    pub module: Module,
    pub topology: Topology,
    /// True when the program was already per-device code (no sharding annotations): every
    /// participant runs it as written on its own arguments, and a global array stacks the
    /// participants' values along a new leading dimension (pmap's layout).
    pub per_device: bool,
    /// How each global parameter is laid out over the partitions.
    pub parameter_shardings: Vec<HloSharding>,
    /// How each output (array leaf of the result) is laid out.
    pub output_shardings: Vec<HloSharding>,
    pub global_parameters: Vec<ArrayShape>,
    pub global_outputs: Vec<ArrayShape>,
}

/// True when the module is a global program for the SPMD partitioner: it carries sharding
/// annotations (even replicated ones, as jax writes for every argument) or shard_map
/// boundaries. A module without any is per-device code.
pub fn is_spmd(module: &Module) -> bool {
    module.computations.iter().any(|c| {
        c.instructions.iter().any(|i| {
            matches!(i.op, Op::GlobalToLocal { .. } | Op::LocalToGlobal { .. })
                || i.sharding.is_some()
        })
    })
}

fn has_manual_boundaries(module: &Module) -> bool {
    module.computations.iter().any(|c| {
        c.instructions
            .iter()
            .any(|i| matches!(i.op, Op::GlobalToLocal { .. } | Op::LocalToGlobal { .. }))
    })
}

/// Partitions `module` for `topology.num_partitions` partitions (each replica runs the same
/// partitions).
pub fn partition(module: &Module, topology: Topology) -> Result<Partitioned> {
    let entry = module.entry_comp();
    let mut global_parameters = Vec::with_capacity(entry.parameters.len());
    for (i, s) in entry.parameter_shapes().into_iter().enumerate() {
        global_parameters.push(s.as_array().cloned().ok_or_else(|| {
            Error::unsupported_msg(format!(
                "entry parameter {i} has shape {s}: only array parameters are supported \
                 (tupled arguments are not)"
            ))
        })?);
    }
    let global_outputs: Vec<ArrayShape> =
        entry.result_shape().leaves().into_iter().cloned().collect();
    let n = topology.num_partitions;
    if n == 1 && !has_manual_boundaries(module) || n > 1 && !is_spmd(module) {
        // Per-device code: run as written everywhere. Several participants stack their
        // values along a new leading dimension.
        let participants = topology.participants();
        let stacked = |s: &ArrayShape| -> ArrayShape {
            if participants == 1 {
                return s.clone();
            }
            let mut dims = vec![participants];
            dims.extend_from_slice(&s.dims);
            ArrayShape::new(s.ty, dims)
        };
        return Ok(Partitioned {
            module: module.clone(),
            topology,
            per_device: true,
            parameter_shardings: vec![HloSharding::Replicated; global_parameters.len()],
            output_shardings: vec![HloSharding::Replicated; global_outputs.len()],
            global_parameters: global_parameters.iter().map(stacked).collect(),
            global_outputs: global_outputs.iter().map(stacked).collect(),
        });
    }
    if topology.num_replicas > 1 {
        return Err(Error::unsupported_msg(format!(
            "SPMD partitioning with {} replicas: a program with sharding annotations runs on \
             partitions only (num_replicas = 1)",
            topology.num_replicas
        )));
    }
    let inlined = crate::ir::inline_calls(module).into_owned();
    let entry = inlined.entry_comp();
    let mut params = Vec::with_capacity(entry.parameters.len());
    for &pid in &entry.parameters {
        let inst = entry.inst(pid);
        let sh = match &inst.sharding {
            Some(s) => Sh::from_annotation(s, &inst.shape, n).map_err(|e| {
                Error::new(
                    e.kind(),
                    format!("parameter '{}': {}", inst.name, e.message),
                )
            })?,
            None => None,
        };
        params.push(sh.unwrap_or_else(|| Sh::replicated(&inst.shape, n)));
    }
    let mut ctx = emit::ModuleCtx::new(inlined.computations.clone(), n, topology.num_replicas);
    let (new_entry, root) =
        partition::partition_computation(&inlined, &mut ctx, inlined.entry, &params, None)?;
    let mut leaves = Vec::new();
    flatten(&root, &mut leaves);
    let output_shardings = leaves
        .iter()
        .map(|sh| match sh {
            Sh::Array(t) => Ok(t.to_hlo()),
            _ => Err(Error::invalid_program(
                "an output of the program is a per-device value of a manual region (shard_map) \
                 that never left it",
            )),
        })
        .collect::<Result<Vec<_>>>()?;
    let parameter_shardings = params
        .iter()
        .map(|sh| match sh {
            Sh::Array(t) => t.to_hlo(),
            _ => HloSharding::Replicated,
        })
        .collect();
    let mut out = Module {
        name: inlined.name.clone(),
        computations: ctx.computations,
        entry: new_entry,
        aliases: Vec::new(),
        num_replicas: Some(topology.num_replicas),
        num_partitions: Some(n),
    };
    // Donation survives where the parameter's tile and the output's tile are one shape.
    let new_entry = out.comp(out.entry);
    let local_params: Vec<Shape> = new_entry.parameter_shapes().into_iter().cloned().collect();
    let local_outputs: Vec<ArrayShape> = new_entry
        .result_shape()
        .leaves()
        .into_iter()
        .cloned()
        .collect();
    out.aliases = module
        .aliases
        .iter()
        .filter(|a| {
            let out_index = match a.output_index.as_slice() {
                [] => Some(0),
                [k] => Some(*k),
                _ => None,
            };
            match (
                out_index.and_then(|k| local_outputs.get(k)),
                local_params.get(a.parameter),
            ) {
                (Some(o), Some(Shape::Array(p))) => o.same_dims_and_type(p),
                _ => false,
            }
        })
        .cloned()
        .collect();
    let out = retain_reachable(out);
    crate::ir::verify_module(&out).map_err(|e| {
        Error::internal(format!(
            "the SPMD partitioner produced an invalid program (a webxla bug, please report): {e}"
        ))
    })?;
    Ok(Partitioned {
        module: out,
        topology,
        per_device: false,
        parameter_shardings,
        output_shardings,
        global_parameters,
        global_outputs,
    })
}

fn flatten(sh: &Sh, out: &mut Vec<Sh>) {
    match sh {
        Sh::Tuple(t) => t.iter().for_each(|s| flatten(s, out)),
        Sh::Token => {}
        s => out.push(s.clone()),
    }
}

/// The module without computations the entry cannot reach, ids renumbered.
fn retain_reachable(mut m: Module) -> Module {
    let mut keep = vec![false; m.computations.len()];
    let mut stack = vec![m.entry];
    while let Some(c) = stack.pop() {
        if std::mem::replace(&mut keep[c.index()], true) {
            continue;
        }
        for inst in &m.computations[c.index()].instructions {
            stack.extend(inst.op.called_computations());
        }
    }
    let mut remap = vec![CompId(0); keep.len()];
    let mut next = 0u32;
    for (i, &k) in keep.iter().enumerate() {
        if k {
            remap[i] = CompId(next);
            next += 1;
        }
    }
    let comps = std::mem::take(&mut m.computations);
    m.computations = comps
        .into_iter()
        .enumerate()
        .filter(|(i, _)| keep[*i])
        .map(|(_, mut c)| {
            for inst in &mut c.instructions {
                for id in inst.op.called_computations_mut() {
                    *id = remap[id.index()];
                }
            }
            c
        })
        .collect();
    m.entry = remap[m.entry.index()];
    m
}
