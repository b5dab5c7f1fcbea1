//! All-reduce combining, as XLA's AllReduceCombiner does: independent all-reduces of one
//! computation that fold with the same reducer over the same groups become one tuple
//! all-reduce, so the participants meet once instead of once per array (a data-parallel train
//! step sums every gradient in one rendezvous).
//!
//! Semantics are unchanged: each array is still reduced on its own by the same reducer over
//! the same groups, and every former result is a `get-tuple-element` of the combined one.
//! All-reduces are combined only when none depends on another; instructions are reordered
//! (stably, by their old positions) so that operands still come before users. Nothing else is
//! touched; a computation whose combining would not order (a cycle through two groups) is left
//! as it was.

use super::module::{CompId, Computation, InstId, Instruction, Module};
use super::op::{BinaryOp, CollectiveAttrs, Op};
use super::types::{ElementType, Shape};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

/// What all-reduces must share to be combined.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    reducer: Reducer,
    ty: ElementType,
    replica_groups: Vec<Vec<usize>>,
    has_channel: bool,
    use_global_device_ids: bool,
}

/// A reducer: `p0 op p1` is known by its op (jax gives every psum its own copy of `add`);
/// anything else by its computation.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Reducer {
    Binary(BinaryOp),
    Computation(CompId),
}

/// Combines the all-reduces of every computation of `module`; returns how many all-reduces
/// were folded into others.
pub fn combine_all_reduces(module: &mut Module) -> usize {
    let mut folded = 0;
    for k in 0..module.computations.len() {
        let comp = &module.computations[k];
        let groups = groups_of(module, comp);
        if groups.iter().all(|g| g.len() < 2) {
            continue;
        }
        if let Some(rewritten) = rewrite(comp, &groups) {
            folded += groups.iter().map(|g| g.len() - 1).sum::<usize>();
            module.computations[k] = rewritten;
        }
    }
    folded
}

fn key_of(module: &Module, comp: &Computation, inst: &Instruction) -> Option<Key> {
    let Op::AllReduce {
        computation,
        collective:
            CollectiveAttrs {
                replica_groups,
                channel_id,
                use_global_device_ids,
            },
    } = &inst.op
    else {
        return None;
    };
    // Tuple all-reduces stay as they are: their results are not one array to take apart.
    let [operand] = inst.operands[..] else {
        return None;
    };
    let ty = comp.inst(operand).shape.as_array()?.ty;
    let reducer = match binary_reducer(module.computations.get(computation.index())?) {
        Some(op) => Reducer::Binary(op),
        None => Reducer::Computation(*computation),
    };
    Some(Key {
        reducer,
        ty,
        replica_groups: replica_groups.clone(),
        has_channel: channel_id.is_some(),
        use_global_device_ids: *use_global_device_ids,
    })
}

/// The reducer's op when it is `param0 op param1` (either order).
fn binary_reducer(c: &Computation) -> Option<BinaryOp> {
    let root = c.root_inst();
    let Op::Binary(op) = root.op else {
        return None;
    };
    let params: Vec<_> = root
        .operands
        .iter()
        .map(|&o| match c.inst(o).op {
            Op::Parameter { index } => Some(index),
            _ => None,
        })
        .collect();
    (params == [Some(0), Some(1)] || params == [Some(1), Some(0)]).then_some(op)
}

/// The all-reduces to combine, in program order: each one joins the open group of its key
/// unless it depends on a member (then it opens a new group for that key).
fn groups_of(module: &Module, comp: &Computation) -> Vec<Vec<InstId>> {
    let candidates: Vec<(InstId, Key)> = comp
        .ids()
        .filter_map(|id| Some((id, key_of(module, comp, comp.inst(id))?)))
        .collect();
    if candidates.len() < 2 {
        return Vec::new();
    }
    let slot: HashMap<InstId, usize> = candidates
        .iter()
        .enumerate()
        .map(|(s, (id, _))| (*id, s))
        .collect();
    // deps[i]: the candidates instruction i depends on (itself included), as a bit set.
    let words = candidates.len().div_ceil(64);
    let mut deps = vec![0u64; comp.instructions.len() * words];
    for (i, inst) in comp.instructions.iter().enumerate() {
        for &o in &inst.operands {
            for w in 0..words {
                deps[i * words + w] |= deps[o.index() * words + w];
            }
        }
        if let Some(&s) = slot.get(&InstId(i as u32)) {
            deps[i * words + s / 64] |= 1 << (s % 64);
        }
    }
    let depends_on = |i: InstId, s: usize| deps[i.index() * words + s / 64] >> (s % 64) & 1 == 1;

    let mut groups: Vec<Vec<InstId>> = Vec::new();
    let mut open: HashMap<Key, usize> = HashMap::new();
    for (id, key) in candidates {
        let joinable = open.get(&key).copied().filter(|&g| {
            groups[g]
                .iter()
                .all(|m| !depends_on(comp.inst(id).operands[0], slot[m]))
        });
        match joinable {
            Some(g) => groups[g].push(id),
            None => {
                open.insert(key, groups.len());
                groups.push(vec![id]);
            }
        }
    }
    groups
}

/// `comp` with each group of two or more all-reduces made one; `None` when the result would
/// not order.
fn rewrite(comp: &Computation, groups: &[Vec<InstId>]) -> Option<Computation> {
    let n = comp.instructions.len();
    let groups: Vec<&Vec<InstId>> = groups.iter().filter(|g| g.len() >= 2).collect();
    // Nodes 0..n are the old instructions (a member stands for its get-tuple-element);
    // n + g is group g's combined all-reduce.
    let mut member_of: HashMap<InstId, (usize, usize)> = HashMap::new();
    for (g, members) in groups.iter().enumerate() {
        for (k, &m) in members.iter().enumerate() {
            member_of.insert(m, (g, k));
        }
    }
    let total = n + groups.len();
    let node_operands = |v: usize| -> Vec<usize> {
        if v >= n {
            return groups[v - n]
                .iter()
                .map(|&m| comp.inst(m).operands[0].index())
                .collect();
        }
        match member_of.get(&InstId(v as u32)) {
            Some(&(g, _)) => vec![n + g],
            None => comp.instructions[v]
                .operands
                .iter()
                .map(|o| o.index())
                .collect(),
        }
    };
    // Where a node would like to be: its old position; a group at its last member, its
    // results right after it.
    let priority = |v: usize| -> (usize, usize) {
        if v >= n {
            return (groups[v - n].last().unwrap().index(), 0);
        }
        match member_of.get(&InstId(v as u32)) {
            Some(&(g, k)) => (groups[g].last().unwrap().index(), k + 1),
            None => (v, 0),
        }
    };
    let operands: Vec<Vec<usize>> = (0..total).map(node_operands).collect();
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); total];
    let mut pending: Vec<usize> = vec![0; total];
    for (v, ops) in operands.iter().enumerate() {
        pending[v] = ops.len();
        for &o in ops {
            users[o].push(v);
        }
    }
    let mut ready: BinaryHeap<Reverse<((usize, usize), usize)>> = (0..total)
        .filter(|&v| pending[v] == 0)
        .map(|v| Reverse((priority(v), v)))
        .collect();
    let mut order = Vec::with_capacity(total);
    while let Some(Reverse((_, v))) = ready.pop() {
        order.push(v);
        for &u in &users[v] {
            pending[u] -= 1;
            if pending[u] == 0 {
                ready.push(Reverse((priority(u), u)));
            }
        }
    }
    if order.len() != total {
        return None;
    }

    let mut new_id = vec![InstId(0); total];
    for (pos, &v) in order.iter().enumerate() {
        new_id[v] = InstId(pos as u32);
    }
    let names: HashSet<&str> = comp.instructions.iter().map(|i| i.name.as_str()).collect();
    let instructions = order
        .iter()
        .map(|&v| {
            let ops: Vec<InstId> = operands[v].iter().map(|&o| new_id[o]).collect();
            if v >= n {
                return combined(comp, groups[v - n], ops, &names, v - n);
            }
            let old = &comp.instructions[v];
            match member_of.get(&InstId(v as u32)) {
                Some(&(_, k)) => Instruction {
                    op: Op::GetTupleElement { index: k },
                    operands: ops,
                    ..old.clone()
                },
                None => Instruction {
                    operands: ops,
                    ..old.clone()
                },
            }
        })
        .collect();
    Some(Computation {
        name: comp.name.clone(),
        instructions,
        parameters: comp.parameters.iter().map(|p| new_id[p.index()]).collect(),
        root: new_id[comp.root.index()],
    })
}

/// The tuple all-reduce standing for `members` (the first one's reducer and attributes).
fn combined(
    comp: &Computation,
    members: &[InstId],
    operands: Vec<InstId>,
    names: &HashSet<&str>,
    g: usize,
) -> Instruction {
    let first = comp.inst(members[0]);
    let mut name = format!("all-reduce.combined.{g}");
    while names.contains(name.as_str()) {
        name.push('_');
    }
    Instruction {
        name,
        op: first.op.clone(),
        operands,
        shape: Shape::Tuple(
            members
                .iter()
                .map(|&m| comp.inst(m).shape.clone())
                .collect(),
        ),
        sharding: None,
        loc: first.loc,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo;
    use crate::ir::verify_module;

    fn combine(text: &str) -> (Module, usize) {
        let mut m = hlo::parse_hlo(text).expect("parses");
        let folded = combine_all_reduces(&mut m);
        verify_module(&m).expect("combined module verifies");
        (m, folded)
    }

    fn all_reduces(m: &Module) -> Vec<usize> {
        m.entry_comp()
            .instructions
            .iter()
            .filter(|i| matches!(i.op, Op::AllReduce { .. }))
            .map(|i| i.operands.len())
            .collect()
    }

    const HEADER: &str = "HloModule m, num_partitions=4\n\n\
        add { a = f32[] parameter(0)\n b = f32[] parameter(1)\n ROOT r = f32[] add(a, b) }\n\
        sum2 { x = f32[] parameter(0)\n y = f32[] parameter(1)\n ROOT s = f32[] add(y, x) }\n\
        max { a = f32[] parameter(0)\n b = f32[] parameter(1)\n ROOT r = f32[] maximum(a, b) }\n";

    #[test]
    fn independent_sums_meet_once() {
        let text = format!(
            "{HEADER}ENTRY e {{\n p = f32[4] parameter(0)\n q = f32[2,2] parameter(1)\n \
             a = f32[4] all-reduce(p), channel_id=1, replica_groups={{{{0,1,2,3}}}}, \
             use_global_device_ids=true, to_apply=add\n \
             n = f32[4] negate(a)\n \
             b = f32[2,2] all-reduce(q), channel_id=2, replica_groups={{{{0,1,2,3}}}}, \
             use_global_device_ids=true, to_apply=sum2\n \
             ROOT t = (f32[4], f32[2,2]) tuple(n, b)\n}}\n"
        );
        let (m, folded) = combine(&text);
        assert_eq!(folded, 1);
        assert_eq!(all_reduces(&m), vec![2]);
        // The negate of the first sum now follows the combined op.
        let e = m.entry_comp();
        let pos = |name: &str| e.instructions.iter().position(|i| i.name == name).unwrap();
        assert!(pos("all-reduce.combined.0") < pos("a") && pos("a") < pos("n"));
        assert!(matches!(
            e.inst(InstId(pos("b") as u32)).op,
            Op::GetTupleElement { index: 1 }
        ));
    }

    #[test]
    fn dependent_or_different_sums_stay_apart() {
        let text = format!(
            "{HEADER}ENTRY e {{\n p = f32[4] parameter(0)\n \
             a = f32[4] all-reduce(p), channel_id=1, replica_groups={{{{0,1,2,3}}}}, \
             use_global_device_ids=true, to_apply=add\n \
             b = f32[4] all-reduce(a), channel_id=2, replica_groups={{{{0,1,2,3}}}}, \
             use_global_device_ids=true, to_apply=add\n \
             c = f32[4] all-reduce(p), channel_id=3, replica_groups={{{{0,1}},{{2,3}}}}, \
             use_global_device_ids=true, to_apply=add\n \
             d = f32[4] all-reduce(p), channel_id=4, replica_groups={{{{0,1,2,3}}}}, \
             use_global_device_ids=true, to_apply=max\n \
             ROOT t = (f32[4], f32[4], f32[4]) tuple(b, c, d)\n}}\n"
        );
        let (m, folded) = combine(&text);
        assert_eq!(folded, 0);
        assert_eq!(all_reduces(&m), vec![1, 1, 1, 1]);
    }

    #[test]
    fn a_dependent_sum_opens_a_new_group() {
        // b needs a, so it opens a new group, which c and d join.
        let text = format!(
            "{HEADER}ENTRY e {{\n p = f32[4] parameter(0)\n \
             a = f32[4] all-reduce(p), channel_id=1, replica_groups={{}}, to_apply=add\n \
             b = f32[4] all-reduce(a), channel_id=2, replica_groups={{}}, to_apply=add\n \
             c = f32[4] all-reduce(p), channel_id=3, replica_groups={{}}, to_apply=add\n \
             d = f32[4] all-reduce(p), channel_id=4, replica_groups={{}}, to_apply=add\n \
             ROOT t = (f32[4], f32[4], f32[4], f32[4]) tuple(a, b, c, d)\n}}\n"
        );
        let (m, folded) = combine(&text);
        assert_eq!(folded, 2);
        assert_eq!(all_reduces(&m), vec![1, 3]);
    }
}
