//! The compile-time plan of a module for the CPU interpreter: per computation, when each value
//! dies (so buffers are freed as early as possible and a dying operand can be updated in place),
//! constants prepared once, which computations are a single known binary op (reducers), and
//! which can be evaluated on whole arrays at once (elementwise-only computations).
//! Also the static numbers the client reports: cost analysis and memory sizes.
//!
//! The plan only reads the module; it never evaluates anything.

use crate::backend::{CompiledMemoryStats, CostAnalysis};
use crate::ir::{BinaryOp, CompId, Computation, InstId, Literal, Module, Op, Shape, UnaryOp};
use std::fmt::Write;
use std::sync::Arc;

#[derive(Debug)]
pub(crate) struct CompPlan {
    /// `frees[i]`: values whose last use is instruction `i` (dropped after it runs).
    pub frees: Vec<Vec<InstId>>,
    /// Index of the last instruction using each value (the root lives to the end).
    pub last_use: Vec<usize>,
    /// Constants, shared instead of copied on every run.
    pub consts: Vec<Option<Arc<Literal>>>,
    /// `(a, b) -> a OP b` on scalars.
    pub known_binary: Option<BinaryOp>,
    /// Only scalar elementwise ops: can be run on whole arrays at once.
    pub vectorizable: bool,
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
        ok = scalar_or_scalar_tuple(&inst.shape)
            && match &inst.op {
                Op::Parameter { .. }
                | Op::Constant(_)
                | Op::Tuple
                | Op::GetTupleElement { .. }
                | Op::Copy
                | Op::Bitcast
                | Op::Reshape
                | Op::Broadcast { .. }
                | Op::OptimizationBarrier
                | Op::Unary(_)
                | Op::Binary(_)
                | Op::Compare { .. }
                | Op::Select
                | Op::Clamp
                | Op::Convert
                | Op::ReducePrecision { .. } => true,
                Op::BitcastConvert => {
                    let a = inst.shape.as_array().map(|a| a.ty.byte_size());
                    let b = inst
                        .operands
                        .first()
                        .and_then(|&o| c.inst(o).shape.as_array())
                        .map(|s| s.ty.byte_size());
                    a.is_some() && a == b
                }
                Op::Call { computation } => vectorizable(m, *computation, memo, depth + 1),
                _ => false,
            };
    }
    memo[id.index()] = Some(ok);
    ok
}

impl Plan {
    pub fn new(m: &Module) -> Plan {
        let mut memo = vec![None; m.computations.len()];
        let comps = (0..m.computations.len())
            .map(|ci| {
                let c = &m.computations[ci];
                let n = c.instructions.len();
                let mut last_use: Vec<usize> = (0..n).collect();
                for (i, inst) in c.instructions.iter().enumerate() {
                    for &o in &inst.operands {
                        if o.index() < n {
                            last_use[o.index()] = last_use[o.index()].max(i);
                        }
                    }
                }
                if c.root.index() < n {
                    last_use[c.root.index()] = usize::MAX;
                }
                let mut frees = vec![Vec::new(); n];
                for (v, &lu) in last_use.iter().enumerate() {
                    if lu < n {
                        frees[lu].push(InstId(v as u32));
                    }
                }
                let consts = c
                    .instructions
                    .iter()
                    .map(|inst| match &inst.op {
                        Op::Constant(l) => Some(Arc::new(l.clone())),
                        _ => None,
                    })
                    .collect();
                CompPlan {
                    frees,
                    last_use,
                    consts,
                    known_binary: detect_known_binary(c),
                    vectorizable: vectorizable(m, CompId(ci as u32), &mut memo, 0),
                }
            })
            .collect();
        Plan { comps }
    }
}

fn elems(s: &Shape) -> f64 {
    s.leaves().iter().map(|a| a.element_count() as f64).sum()
}

fn is_transcendental(u: UnaryOp) -> bool {
    use UnaryOp::*;
    matches!(
        u,
        Exp | Expm1
            | Log
            | Log1p
            | Logistic
            | Sine
            | Cosine
            | Tan
            | Tanh
            | Erf
            | Sqrt
            | Rsqrt
            | Cbrt
    )
}

fn cost_comp(m: &Module, id: CompId, out: &mut CostAnalysis, depth: usize) {
    if depth > 64 {
        return;
    }
    let c = m.comp(id);
    for inst in &c.instructions {
        let n = elems(&inst.shape);
        let operand_bytes: f64 = inst
            .operands
            .iter()
            .map(|&o| c.inst(o).shape.byte_size() as f64)
            .sum();
        let mut touches = true;
        match &inst.op {
            Op::Parameter { .. }
            | Op::Constant(_)
            | Op::Tuple
            | Op::GetTupleElement { .. }
            | Op::Bitcast
            | Op::AfterAll
            | Op::AddDependency
            | Op::OptimizationBarrier
            | Op::ReplicaId
            | Op::PartitionId => touches = false,
            Op::Unary(u) => {
                if is_transcendental(*u) {
                    out.transcendentals += n;
                } else {
                    out.flops += n;
                }
            }
            Op::Binary(b) => {
                if matches!(b, BinaryOp::Power | BinaryOp::Atan2) {
                    out.transcendentals += n;
                } else {
                    out.flops += n;
                }
            }
            Op::Compare { .. }
            | Op::Select
            | Op::Clamp
            | Op::Convert
            | Op::ReducePrecision { .. } => out.flops += n,
            Op::Reduce { .. } => {
                let k = inst.operands.len() / 2;
                out.flops += inst.operands[..k]
                    .iter()
                    .map(|&o| elems(&c.inst(o).shape))
                    .sum::<f64>();
            }
            Op::Dot { dims, .. } => {
                if let Some(l) = inst
                    .operands
                    .first()
                    .and_then(|&o| c.inst(o).shape.as_array())
                {
                    let k: f64 = dims
                        .lhs_contracting
                        .iter()
                        .map(|&d| l.dims[d] as f64)
                        .product();
                    out.flops += 2.0 * n * k;
                }
            }
            Op::Convolution(a) => {
                if let Some(r) = inst
                    .operands
                    .get(1)
                    .and_then(|&o| c.inst(o).shape.as_array())
                {
                    let win: f64 = a
                        .dims
                        .kernel_spatial
                        .iter()
                        .map(|&d| r.dims[d] as f64)
                        .product();
                    let inf = r.dims[a.dims.kernel_input_feature] as f64;
                    out.flops += 2.0 * n * win * inf;
                }
            }
            Op::ReduceWindow { window, .. } => {
                let w: f64 = window.iter().map(|d| d.size as f64).product();
                out.flops += n * w;
            }
            Op::Call { computation } => {
                touches = false;
                cost_comp(m, *computation, out, depth + 1);
            }
            Op::While { condition, body } => {
                touches = false;
                cost_comp(m, *condition, out, depth + 1);
                cost_comp(m, *body, out, depth + 1);
            }
            Op::Conditional { branches } => {
                touches = false;
                for b in branches {
                    cost_comp(m, *b, out, depth + 1);
                }
            }
            _ => {}
        }
        if touches {
            out.bytes_accessed += operand_bytes + inst.shape.byte_size() as f64;
        }
    }
}

pub(crate) fn cost_analysis(m: &Module) -> CostAnalysis {
    let mut out = CostAnalysis::default();
    if !m.computations.is_empty() {
        cost_comp(m, m.entry, &mut out, 0);
    }
    out
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
    let p = &plan.comps[m.entry.index()];
    let owns = |op: &Op| {
        !matches!(
            op,
            Op::Parameter { .. }
                | Op::Tuple
                | Op::GetTupleElement { .. }
                | Op::Copy
                | Op::Bitcast
                | Op::OptimizationBarrier
                | Op::AddDependency
        )
    };
    let (mut live, mut peak) = (0u64, 0u64);
    for (i, inst) in c.instructions.iter().enumerate() {
        if owns(&inst.op) {
            live += inst.shape.byte_size() as u64;
        }
        peak = peak.max(live);
        for f in &p.frees[i] {
            let fi = c.inst(*f);
            if owns(&fi.op) {
                live = live.saturating_sub(fi.shape.byte_size() as u64);
            }
        }
    }
    CompiledMemoryStats {
        argument_size_in_bytes: argument,
        output_size_in_bytes: output,
        alias_size_in_bytes: 0,
        temp_size_in_bytes: peak.saturating_sub(output),
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
        for (i, inst) in c.instructions.iter().enumerate() {
            let ops: Vec<&str> = inst
                .operands
                .iter()
                .map(|&o| c.inst(o).name.as_str())
                .collect();
            let frees: Vec<&str> = p.frees[i]
                .iter()
                .map(|&o| c.inst(o).name.as_str())
                .collect();
            let root = if InstId(i as u32) == c.root {
                "ROOT "
            } else {
                ""
            };
            let _ = write!(
                s,
                "  {root}{} = {} {}({})",
                inst.name,
                inst.shape,
                inst.op.name(),
                ops.join(", ")
            );
            if !frees.is_empty() {
                let _ = write!(s, "  ; frees {}", frees.join(", "));
            }
            s.push('\n');
        }
        s.push_str("}\n");
    }
    s
}
