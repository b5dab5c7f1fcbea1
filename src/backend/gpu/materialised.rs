//! Which values of a computation live in buffers ("materialised"), and why: the planning
//! state from which kernels follow. A value without a buffer is fused: every kernel that
//! reads it evaluates it inline. Only planning writes it (`plan`'s first pass, the epilogue
//! and row fusion passes, and the retry after a kernel that emission could not write);
//! emission only reads it. It decides nothing itself.

use crate::ir::InstId;

/// Why a value has a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Why {
    /// A host step (tuple, call, loop, conditional, host op) or a kernel that reads its
    /// operands from buffers (dot, convolution, sort) reads it.
    Operand,
    /// The computation's result.
    Root,
    /// Several kernels read it, and it is not cheap enough to recompute in each.
    Shared,
    /// No kernel evaluates it inline: a host value, the root of its own kernel (reduce,
    /// dot...), a constant, or a tuple.
    Own,
    /// A kernel evaluating it inline needed more storage buffers than the device allows
    /// (`emit::EmitError::Budget`).
    Budget,
    /// The kernel that was to evaluate it inline cannot (`emit::EmitError::Unfused`).
    Unfused,
}

/// Per instruction of a computation, whether it has a buffer and why.
#[derive(Clone, Debug)]
pub(crate) struct Materialised {
    why: Vec<Option<Why>>,
}

impl Materialised {
    /// No value materialised, for a computation of `n` instructions.
    pub(crate) fn none(n: usize) -> Materialised {
        Materialised { why: vec![None; n] }
    }

    /// Gives `id` a buffer for `why` (one it already has keeps its first reason).
    pub(crate) fn mark(&mut self, id: InstId, why: Why) {
        self.why[id.index()].get_or_insert(why);
    }

    /// Whether `id` lives in a buffer (slot `id`), so kernels load it.
    pub(crate) fn is_materialised(&self, id: InstId) -> bool {
        self.why[id.index()].is_some()
    }

    /// Takes `id`'s buffer away: the kernels reading it evaluate it instead. Returns why it
    /// had one, for `restore`.
    pub(crate) fn fuse(&mut self, id: InstId) -> Option<Why> {
        self.why[id.index()].take()
    }

    /// Undoes `fuse`: `id` gets back the buffer (or the lack of one) `fuse` returned.
    pub(crate) fn restore(&mut self, id: InstId, why: Option<Why>) {
        self.why[id.index()] = why;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_keep_their_first_reason_and_fusing_restores() {
        let mut m = Materialised::none(3);
        let (a, b) = (InstId(0), InstId(2));
        m.mark(a, Why::Operand);
        m.mark(a, Why::Root);
        assert!(m.is_materialised(a) && !m.is_materialised(b));
        let was = m.fuse(a);
        assert_eq!(was, Some(Why::Operand));
        assert!(!m.is_materialised(a));
        m.restore(a, was);
        assert!(m.is_materialised(a));
        assert_eq!(m.fuse(a), Some(Why::Operand));
    }
}
