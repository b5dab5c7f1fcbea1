//! Call inlining, as XLA's CallInliner does before fusion: every `call` is replaced by the
//! instructions of the computation it calls, so that a backend can fuse across the
//! boundaries jax draws around named functions (`jit_relu`, `_where`, …). A
//! `get-tuple-element` of a `tuple` then reads the tuple's operand directly, and tuples
//! nobody reads any more are dropped.
//!
//! Semantics are unchanged: only the structure moves. Called computations stay in the module
//! (other ops may still name them); nothing else is simplified or removed.

use super::module::{CompId, Computation, InstId, Instruction, Module};
use super::op::Op;
use std::borrow::Cow;

/// `module` with every `call` inlined, recursively; a module without calls is borrowed, not
/// copied (its constants may be large). Call graphs are acyclic in valid HLO; a cycle is left
/// in place rather than followed.
pub fn inline_calls(module: &Module) -> Cow<'_, Module> {
    let has_calls = module.computations.iter().any(|c| {
        c.instructions
            .iter()
            .any(|i| matches!(i.op, Op::Call { .. }))
    });
    if !has_calls {
        return Cow::Borrowed(module);
    }
    let mut out = module.clone();
    for k in 0..module.computations.len() {
        let mut stack = vec![CompId(k as u32)];
        out.computations[k] = inline_into(module, CompId(k as u32), &mut stack);
    }
    Cow::Owned(out)
}

/// Computation `cid` with its calls inlined; `stack` holds the computations being inlined.
fn inline_into(module: &Module, cid: CompId, stack: &mut Vec<CompId>) -> Computation {
    let comp = module.comp(cid);
    let mut insts: Vec<Instruction> = Vec::with_capacity(comp.instructions.len());
    // Where each instruction of `comp` ended up.
    let mut map: Vec<InstId> = Vec::with_capacity(comp.instructions.len());
    for inst in &comp.instructions {
        let operands: Vec<InstId> = inst.operands.iter().map(|o| map[o.index()]).collect();
        if let Op::Call { computation } = inst.op {
            if !stack.contains(&computation) {
                stack.push(computation);
                let callee = inline_into(module, computation, stack);
                stack.pop();
                let root = splice(&mut insts, &callee, &operands, &inst.name);
                map.push(root);
                continue;
            }
        }
        if let Some(e) = tuple_element(&insts, inst, &operands) {
            map.push(e);
            continue;
        }
        insts.push(Instruction {
            operands,
            ..inst.clone()
        });
        map.push(InstId(insts.len() as u32 - 1));
    }
    let root = map[comp.root.index()];
    drop_unread_tuples(Computation {
        name: comp.name.clone(),
        parameters: comp.parameters.iter().map(|p| map[p.index()]).collect(),
        instructions: insts,
        root,
    })
}

/// Appends `callee`'s instructions to `insts`, its parameters replaced by `args`, names
/// prefixed by the call's; returns where its root went.
fn splice(
    insts: &mut Vec<Instruction>,
    callee: &Computation,
    args: &[InstId],
    call: &str,
) -> InstId {
    let mut map: Vec<InstId> = Vec::with_capacity(callee.instructions.len());
    for inst in &callee.instructions {
        if let Op::Parameter { index } = inst.op {
            if let Some(&a) = args.get(index) {
                map.push(a);
                continue;
            }
        }
        let operands: Vec<InstId> = inst.operands.iter().map(|o| map[o.index()]).collect();
        if let Some(e) = tuple_element(insts, inst, &operands) {
            map.push(e);
            continue;
        }
        insts.push(Instruction {
            name: format!("{call}/{}", inst.name),
            operands,
            ..inst.clone()
        });
        map.push(InstId(insts.len() as u32 - 1));
    }
    map[callee.root.index()]
}

/// For `get-tuple-element` of a `tuple` (its operands already renumbered to `insts`), the
/// element it reads.
fn tuple_element(insts: &[Instruction], inst: &Instruction, operands: &[InstId]) -> Option<InstId> {
    let Op::GetTupleElement { index } = inst.op else {
        return None;
    };
    let t = &insts[operands.first()?.index()];
    match t.op {
        Op::Tuple => t.operands.get(index).copied(),
        _ => None,
    }
}

/// Removes `tuple` instructions that are neither the root nor read, renumbering the rest.
fn drop_unread_tuples(mut comp: Computation) -> Computation {
    let n = comp.instructions.len();
    let uses = super::analysis::use_counts(&comp);
    let keep: Vec<bool> = (0..n)
        .map(|k| {
            uses[k] > 0 || k == comp.root.index() || !matches!(comp.instructions[k].op, Op::Tuple)
        })
        .collect();
    if keep.iter().all(|&k| k) {
        return comp;
    }
    let mut new_id = vec![InstId(0); n];
    let mut insts = Vec::with_capacity(n);
    for (k, inst) in comp.instructions.drain(..).enumerate() {
        if keep[k] {
            new_id[k] = InstId(insts.len() as u32);
            insts.push(inst);
        }
    }
    for inst in &mut insts {
        for o in &mut inst.operands {
            *o = new_id[o.index()];
        }
    }
    comp.instructions = insts;
    comp.root = new_id[comp.root.index()];
    for p in &mut comp.parameters {
        *p = new_id[p.index()];
    }
    comp
}
