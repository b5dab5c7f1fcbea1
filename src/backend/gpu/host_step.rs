//! Host steps: ops the GPU has no kernel for (cholesky, triangular-solve, collectives, ffts
//! that `fft` does not take, and custom calls whose target the CPU backend resolves — a
//! registered host function or a built-in LAPACK target other than the small potrf that
//! `small_linalg` takes) run on the CPU backend in the middle of a GPU program. A
//! collective's host step runs with the execution's context, so it meets the other devices'
//! host steps at the same rendezvous as a CPU program would. At plan time the op
//! becomes a one-instruction module (a parameter per operand, the op with its attributes)
//! compiled for the CPU; at run time `program` flushes the pending GPU work and calls
//! `HostOp::run`, which downloads the operands, runs the same CPU code as the CPU backend
//! (so results are bit-identical to it), and uploads the results as new GPU buffers.
//!
//! Nothing here emits WGSL or decides what is materialised; an operand type the GPU cannot
//! hold never gets here (`plan::check_types` refuses it first).

use super::device::{GpuBuffer, Shared};
use crate::backend::cpu::custom_call;
use crate::backend::cpu::CpuProgram;
use crate::backend::{BufferRef, ExecuteContext};
use crate::error::{Error, Result};
use crate::ir::{CompId, Computation, ComputationBuilder, InstId, Module, Op};
use std::sync::Arc;

/// One op run on the host: plain data (a CPU program), no GPU handles.
#[derive(Debug)]
pub(crate) struct HostOp {
    /// The instruction's name, for messages and plan dumps.
    pub name: String,
    pub op_name: &'static str,
    program: CpuProgram,
}

impl HostOp {
    /// The host step for instruction `id` of `comp`; an error naming the target when a
    /// custom call has no host implementation.
    pub(crate) fn new(module: &Module, comp: &Computation, id: InstId) -> Result<HostOp> {
        let inst = comp.inst(id);
        let mut op = inst.op.clone();
        if let Op::CustomCall(attrs) = &mut op {
            if let Err(e) = custom_call::resolve(attrs, &inst.shape) {
                return Err(match e.kind() {
                    crate::ErrorKind::NotFound => Error::unsupported_msg(format!(
                        "custom-call target '{}' is not supported on the gpu backend: it has \
                         no gpu kernel and no host function (register one with \
                         register_custom_call before compiling)",
                        attrs.target
                    )),
                    // Built-in LAPACK refusals say what the cpu code lacks; the program
                    // was compiled for the gpu backend.
                    _ => Error::new(
                        e.kind(),
                        format!(
                            "on the gpu backend (custom calls run as host steps): {}",
                            e.message
                        ),
                    ),
                });
            }
            // Registered host functions never see called computations (the CPU backend
            // passes operands only), so the one-op module needs none.
            attrs.called_computations.clear();
        }
        // A collective's reducer comes along, as computation 1 of the one-op module.
        let mut computations = Vec::new();
        match &mut op {
            Op::AllReduce { computation, .. } | Op::ReduceScatter { computation, .. } => {
                let reducer = module.comp(*computation);
                if reducer
                    .instructions
                    .iter()
                    .any(|i| !i.op.called_computations().is_empty())
                {
                    return Err(Error::unsupported_msg(format!(
                        "{} '{}': a reducer that calls other computations is not supported on \
                         the gpu backend",
                        inst.op.name(),
                        inst.name
                    )));
                }
                computations.push(reducer.clone());
                *computation = CompId(1);
            }
            Op::GlobalToLocal { .. } | Op::LocalToGlobal { .. } => {
                return Err(Error::invalid_program(format!(
                    "{} '{}' marks a shard_map boundary: the module must go through the SPMD \
                     partitioner (compile it through a client) before a backend runs it",
                    inst.op.name(),
                    inst.name
                )));
            }
            _ => {}
        }
        let mut b = ComputationBuilder::new(format!("host_{}", inst.name));
        let mut params = Vec::new();
        for (k, &o) in inst.operands.iter().enumerate() {
            let shape = &comp.inst(o).shape;
            if shape.as_array().is_none() {
                return Err(Error::unsupported_msg(format!(
                    "{} '{}': an operand of shape {shape} cannot be passed to a host step on \
                     the gpu backend (arrays only)",
                    inst.op.name(),
                    inst.name
                )));
            }
            params.push(b.add(
                format!("p{k}"),
                Op::Parameter { index: k },
                Vec::new(),
                shape.clone(),
            ));
        }
        let root = b.add(inst.name.clone(), op, params, inst.shape.clone());
        let entry = b.finish(root).map_err(Error::internal)?;
        computations.insert(0, entry);
        let module = Module {
            name: format!("host_{}", inst.name),
            computations,
            entry: CompId(0),
            aliases: Vec::new(),
            num_replicas: None,
            num_partitions: None,
        };
        crate::ir::verify_module(&module)?;
        Ok(HostOp {
            name: inst.name.clone(),
            op_name: inst.op.name(),
            program: CpuProgram::new(Arc::new(module))?,
        })
    }

    /// Runs the op on `args` (one GPU buffer per operand). The caller has submitted every
    /// command writing them; the readback waits for the GPU.
    pub(crate) async fn run(
        &self,
        shared: &Arc<Shared>,
        args: &[BufferRef],
        ctx: &ExecuteContext,
    ) -> Result<Vec<BufferRef>> {
        let mut lits = Vec::with_capacity(args.len());
        for a in args {
            lits.push(Arc::new(shared.download_literal(GpuBuffer::of(a)?).await?));
        }
        let outs = self.program.run_async(lits, ctx).await.map_err(|e| {
            Error::new(
                e.kind(),
                format!("host step {} '{}': {}", self.op_name, self.name, e.message),
            )
        })?;
        outs.iter()
            .map(|l| Ok(Arc::new(shared.upload_literal(l, "host step result")?) as BufferRef))
            .collect()
    }
}

/// Whether `op` runs as a host step rather than a kernel.
pub(crate) fn is_host_op(op: &Op) -> bool {
    use crate::ir::OpKind::*;
    match op.kind() {
        Collective | ShardingBoundary | Linalg | Fft | CustomCall => true,
        Parameter | Constant | TuplePlumbing | Ordering | DeviceId | ElementwiseUnary
        | ElementwiseBinary | ElementwiseTernary | BitcastConvert | Map | Iota | Movement
        | Reduction | Scatter | Contraction | Sort | Call | While | Conditional | Rng => false,
    }
}
