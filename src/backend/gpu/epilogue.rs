//! Epilogue fusion: a dot's or convolution's result that only feeds a chain of elementwise
//! ops, reshapes and transposes ending in a value stored anyway (a bias add, an activation,
//! an optimiser's `w - lr * grad`) gets no buffer; the product's tiled kernel applies the
//! chain to each sum before its store, as XLA fuses a GEMM's epilogue. The product is then
//! neither written out nor read back, and one launch goes.
//!
//! This module chooses the chains (`fuse_epilogues`, at planning) and describes one to the
//! tiled kernel (`Epilogue`: where each sum is stored). It writes no kernel: `tiled_dot` does,
//! evaluating the chain's end with `emit`, whose reads of the product are the sum in hand.

use super::emit::{coords, linear, Ctx};
use super::materialised::Materialised;
use super::plan::{fused_group, keeps_flat_index};
use super::wgsl::Wgsl;
use crate::ir::{Computation, InstId, Instruction, Op};

/// Gives a product no buffer of its own where its one use starts a chain of `epilogue_link`s
/// ending in a value that has one (then widened, see `widen`). Each link has one use, so
/// nothing recomputes the product, and each chain end takes at most one product. Where the
/// tiled kernel cannot store the end's value, planning gives the product its buffer back
/// (`EmitError::Unfused`); where the product is too small to tile, the end's kernel runs the
/// serial loop per element, the work the product's own kernel did.
pub(crate) fn fuse_epilogues(comp: &Computation, uses: &[usize], mat: &mut Materialised) {
    let users = crate::ir::analysis::users(comp);
    let mut taken = vec![false; comp.instructions.len()];
    for p in comp.ids() {
        if !is_product(comp.inst(p))
            || !mat.is_materialised(p)
            || p == comp.root
            || uses[p.index()] != 1
        {
            continue;
        }
        let mut x = p;
        let end = loop {
            let [u] = users[x.index()].as_slice() else {
                break None;
            };
            if !epilogue_link(comp.inst(*u), comp.inst(x)) {
                break None;
            }
            if mat.is_materialised(*u) {
                break Some(*u);
            }
            if uses[u.index()] != 1 {
                break None;
            }
            x = *u;
        };
        if let Some(mut end) = end.filter(|e| !taken[e.index()]) {
            while let Some(next) = widen(comp, mat, &users, end).filter(|n| !taken[n.index()]) {
                // The chain's end moves to `next`: `end` is recomputed in each read.
                mat.fuse(end);
                end = next;
            }
            taken[end.index()] = true;
            // The product's kernel computes the chain and stores its end.
            mat.fuse(p);
        }
    }
}

/// The value that can take over as the epilogue's end from `end`, which has a buffer only
/// because several ops read it: the one value with a buffer that all its reads lead to
/// through same-index ops (gelu reads its input three times on the way to one product).
/// `end` is then recomputed in each read, which costs a few arithmetic ops where a buffer
/// costs a write, a read and a launch.
fn widen(
    comp: &Computation,
    mat: &Materialised,
    users: &[Vec<InstId>],
    end: InstId,
) -> Option<InstId> {
    if end == comp.root {
        return None;
    }
    let mut stop = None;
    let mut seen = vec![false; comp.instructions.len()];
    let mut todo = vec![end];
    while let Some(x) = todo.pop() {
        for &u in &users[x.index()] {
            let user = comp.inst(u);
            // Transposes stay on the chain below `end`, so one index map serves every path.
            if !epilogue_link(user, comp.inst(x)) || matches!(user.op, Op::Transpose { .. }) {
                return None;
            }
            if mat.is_materialised(u) {
                if stop.is_some_and(|s| s != u) {
                    return None;
                }
                stop = Some(u);
            } else if !std::mem::replace(&mut seen[u.index()], true) {
                todo.push(u);
            }
        }
    }
    stop
}

pub(crate) fn is_product(inst: &Instruction) -> bool {
    matches!(inst.op, Op::Dot { .. } | Op::Convolution(_))
}

/// Whether `user` reads its operand `x` at an index that is a fixed permutation of the one
/// it computes (the same index, see `plan::keeps_flat_index`, or permuted coordinates for a
/// transpose), with a result an epilogue may compute.
fn epilogue_link(user: &Instruction, x: &Instruction) -> bool {
    let transpose = matches!(user.op, Op::Transpose { .. });
    (keeps_flat_index(user, x) || transpose)
        && user
            .shape
            .as_array()
            .is_some_and(|u| !super::dtype::is_multiword(u.ty))
}

/// The product whose epilogue ends at `end`, among the values `group` a kernel for `end`
/// evaluates (`plan::fused_group`). `fuse_epilogues` is the only reason a product has no
/// buffer, and it gives each kernel at most one (a link of its chain that later gets a buffer
/// ends the chain there).
pub(crate) fn fused_product(comp: &Computation, group: &[bool], end: InstId) -> Option<InstId> {
    comp.ids()
        .find(|&x| x != end && group[x.index()] && is_product(comp.inst(x)))
}

/// A chain from `product` to `end`, as the tiled kernel needs it.
pub(crate) struct Epilogue {
    pub product: InstId,
    pub end: InstId,
    /// `fn epilogue_index(e: u32) -> u32`, mapping the product's element to the end's, where
    /// the chain transposes; `None` where the two indices are equal.
    pub index_fn: Option<String>,
}

impl Epilogue {
    pub(crate) fn new(cx: &Ctx, product: InstId, end: InstId) -> Epilogue {
        let comp = cx.comp;
        // The chain, from the product up: each link's one non-buffer operand leading down
        // to the product.
        let mut chain = Vec::new();
        let mut x = end;
        while x != product {
            chain.push(x);
            let next = comp.inst(x).operands.iter().copied().find(|&o| {
                !cx.mat.is_materialised(o) && fused_group(comp, cx.mat, o)[product.index()]
            });
            match next {
                Some(o) => x = o,
                None => break,
            }
        }
        chain.reverse();
        let mut f = Wgsl::new();
        f.open("fn epilogue_index(i0: u32) -> u32");
        let mut at = 0;
        let mut below = product;
        for &link in &chain {
            if let Op::Transpose { permutation } = &comp.inst(link).op {
                let (Some(from), Some(to)) = (
                    comp.inst(below).shape.as_array(),
                    comp.inst(link).shape.as_array(),
                ) else {
                    continue;
                };
                coords(&mut f, &from.dims, &format!("i{at}"), &format!("t{at}_"));
                let cs: Vec<String> = permutation.iter().map(|&p| format!("t{at}_{p}")).collect();
                f.line(format!("let i{} = {};", at + 1, linear(&cs, &to.dims)));
                at += 1;
            }
            below = link;
        }
        f.line(format!("return i{at};"));
        f.close();
        let index_fn = (at > 0).then(|| f.finish());
        Epilogue {
            product,
            end,
            index_fn,
        }
    }

    /// The end's element index for the product's element `e` (a WGSL expression).
    pub(crate) fn index(&self, e: &str) -> String {
        match self.index_fn {
            Some(_) => format!("epilogue_index({e})"),
            None => e.to_string(),
        }
    }
}
