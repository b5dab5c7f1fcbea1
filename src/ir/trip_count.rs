//! Trip counts of counted while loops, as XLA's while-loop trip-count analysis finds them:
//! jax's `fori_loop` and `scan` lower to a condition `counter < bound` over one s32/u32
//! element of the loop state, where the body adds one to the counter and the bound is a
//! constant or a state element the body passes through unchanged. Such a loop runs its body
//! `bound - init` times (none when `init >= bound`). Both backends use it: the GPU reads the
//! counter (and a carried bound) back once instead of reading a predicate after every
//! iteration, so every iteration is recorded into one submission; the CPU runs the body that
//! many times without evaluating the condition.
//!
//! Pattern matching only; any other loop gets `None` and keeps its per-iteration predicate.

use crate::ir::{
    BinaryOp, CompId, CompareType, ComparisonDirection, Computation, ElementType, InstId, Module,
    Op, Shape,
};

/// Where the loop's bound comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    Const(i64),
    /// A scalar of the loop state the body passes through unchanged: its index among the
    /// state's leaves and among the state tuple's elements.
    Leaf {
        leaf: usize,
        element: usize,
    },
}

/// A loop whose iteration count is `bound - state[counter]` (at least 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TripCount {
    /// The state leaf holding the counter.
    pub counter: usize,
    /// The state tuple's element holding the counter.
    pub counter_element: usize,
    pub bound: Bound,
}

/// The trip count of `while(condition = cond, body = body)`, if it is a counted loop.
pub fn analyze(module: &Module, cond: CompId, body: CompId) -> Option<TripCount> {
    let (cond, body) = (module.comp(cond), module.comp(body));
    let (&cp, &bp) = (only(&cond.parameters)?, only(&body.parameters)?);
    let elems = cond.inst(cp).shape.as_tuple()?;
    let root = cond.root_inst();
    let Op::Compare {
        direction: ComparisonDirection::Lt,
        compare_type,
    } = root.op
    else {
        return None;
    };
    let [lhs, rhs] = root.operands[..] else {
        return None;
    };
    let k = element_of(cond, lhs, cp)?;
    let ty = counter_type(elems.get(k)?)?;
    let natural = match ty {
        ElementType::S32 => CompareType::Signed,
        _ => CompareType::Unsigned,
    };
    if compare_type.is_some_and(|c| c != natural) {
        return None;
    }
    let bound = match &cond.inst(rhs).op {
        Op::Constant(l) if l.ty() == ty && l.element_count() == 1 => {
            Bound::Const(scalar(ty, l.bytes())?)
        }
        _ => {
            let j = element_of(cond, rhs, cp)?;
            if j == k || counter_type(elems.get(j)?)? != ty || body_element(body, j)? != Some(j) {
                return None;
            }
            Bound::Leaf {
                leaf: leaf_of(elems, j),
                element: j,
            }
        }
    };
    // The body's new counter is old counter + 1.
    let add = body.inst(body_element_inst(body, k)?);
    if !matches!(add.op, Op::Binary(BinaryOp::Add)) {
        return None;
    }
    let one = |x: InstId| match &body.inst(x).op {
        Op::Constant(l) => {
            l.ty() == ty && l.element_count() == 1 && scalar(ty, l.bytes()) == Some(1)
        }
        _ => false,
    };
    let old = |x: InstId| element_of(body, x, bp) == Some(k);
    let [a, b] = add.operands[..] else {
        return None;
    };
    if !(old(a) && one(b) || one(a) && old(b)) {
        return None;
    }
    Some(TripCount {
        counter: leaf_of(elems, k),
        counter_element: k,
        bound,
    })
}

fn only(v: &[InstId]) -> Option<&InstId> {
    match v {
        [x] => Some(x),
        _ => None,
    }
}

/// `k` when `x` is `get-tuple-element(param, index = k)`.
fn element_of(comp: &Computation, x: InstId, param: InstId) -> Option<usize> {
    let inst = comp.inst(x);
    match inst.op {
        Op::GetTupleElement { index } if inst.operands[..] == [param] => Some(index),
        _ => None,
    }
}

/// The instruction the body's root tuple returns as element `k`.
fn body_element_inst(body: &Computation, k: usize) -> Option<InstId> {
    let root = body.root_inst();
    match root.op {
        Op::Tuple => root.operands.get(k).copied(),
        _ => None,
    }
}

/// `Some(Some(j))` when the body returns its parameter's element `j` as element `k`.
fn body_element(body: &Computation, k: usize) -> Option<Option<usize>> {
    let x = body_element_inst(body, k)?;
    let p = *only(&body.parameters)?;
    Some(element_of(body, x, p))
}

fn counter_type(s: &Shape) -> Option<ElementType> {
    let a = s.as_array()?;
    (a.dims.is_empty() && matches!(a.ty, ElementType::S32 | ElementType::U32)).then_some(a.ty)
}

fn scalar(ty: ElementType, bytes: &[u8]) -> Option<i64> {
    let w: [u8; 4] = bytes.get(..4)?.try_into().ok()?;
    Some(match ty {
        ElementType::S32 => i32::from_le_bytes(w) as i64,
        _ => u32::from_le_bytes(w) as i64,
    })
}

/// The first leaf of tuple element `k`.
fn leaf_of(elems: &[Shape], k: usize) -> usize {
    elems[..k].iter().map(leaf_count).sum()
}

fn leaf_count(s: &Shape) -> usize {
    match s {
        Shape::Array(_) => 1,
        Shape::Tuple(t) => t.iter().map(leaf_count).sum(),
        Shape::Token => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A loop over state (s32 counter, f32[2] value, s32 carried bound) whose condition is
    /// `cond_root` and whose new counter is `step`.
    fn module(cond_root: &str, step: &str) -> Module {
        let text = format!(
            "HloModule w\n\ncond {{\n  p = (s32[], f32[2]{{0}}, s32[]) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  n = s32[] get-tuple-element(p), index=2\n  ten = s32[] constant(10)\n  ROOT c = pred[] {cond_root}\n}}\n\nbody {{\n  p = (s32[], f32[2]{{0}}, s32[]) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  x = f32[2]{{0}} get-tuple-element(p), index=1\n  n = s32[] get-tuple-element(p), index=2\n  one = s32[] constant(1)\n  two = s32[] constant(2)\n  j = s32[] {step}\n  y = f32[2]{{0}} add(x, x)\n  ROOT t = (s32[], f32[2]{{0}}, s32[]) tuple(j, y, n)\n}}\n\nENTRY e {{\n  a = (s32[], f32[2]{{0}}, s32[]) parameter(0)\n  ROOT w = (s32[], f32[2]{{0}}, s32[]) while(a), condition=cond, body=body\n}}\n"
        );
        crate::hlo::parse_hlo(&text).unwrap()
    }

    fn trip(cond_root: &str, step: &str) -> Option<TripCount> {
        let m = module(cond_root, step);
        let (c, b) = (
            m.find_computation("cond").unwrap(),
            m.find_computation("body").unwrap(),
        );
        analyze(&m, c, b)
    }

    #[test]
    fn counted_loops_are_recognised() {
        let constant = trip("compare(i, ten), direction=LT", "add(i, one)");
        assert_eq!(
            constant,
            Some(TripCount {
                counter: 0,
                counter_element: 0,
                bound: Bound::Const(10)
            })
        );
        let carried = trip("compare(i, n), direction=LT", "add(one, i)");
        assert_eq!(
            carried,
            Some(TripCount {
                counter: 0,
                counter_element: 0,
                bound: Bound::Leaf {
                    leaf: 2,
                    element: 2
                }
            })
        );
    }

    #[test]
    fn other_loops_keep_their_predicate() {
        assert_eq!(trip("compare(i, ten), direction=LE", "add(i, one)"), None);
        assert_eq!(trip("compare(ten, i), direction=LT", "add(i, one)"), None);
        assert_eq!(trip("compare(i, ten), direction=LT", "add(i, two)"), None);
        assert_eq!(
            trip("compare(i, ten), direction=LT", "subtract(i, one)"),
            None
        );
        assert_eq!(trip("compare(i, i), direction=LT", "add(i, one)"), None);
    }
}
