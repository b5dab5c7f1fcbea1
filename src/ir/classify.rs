//! What kind of op each `Op` is, and what it calls: the one place that lists every op.
//!
//! `Op::kind`, `Op::called_computations` and `Op::called_computations_mut` are `match`es over
//! every `Op` variant with no wildcard arm, so a new op does not build until it is classified
//! here. Backends and analyses ask these (and `OpKind`'s own exhaustive questions) instead of
//! keeping their own lists of ops that would let a new op fall into a `_ =>` arm unnoticed; a
//! backend's own decision by kind (`match op.kind() { .. }`) lists every kind, so a new kind
//! fails to build there too.
//!
//! Kinds are facts about the op's semantics (what each output element depends on, whether it
//! runs computations, whether it talks to other participants), never a backend's policy.

use super::module::CompId;
use super::op::Op;

/// The family an op belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OpKind {
    /// `parameter`: a value the caller passes in.
    Parameter,
    /// `constant`: a literal.
    Constant,
    /// `tuple`, `get-tuple-element`: build or take apart tuple values; no element is touched.
    TuplePlumbing,
    /// `after-all`, `add-dependency`, `opt-barrier`: ordering and tokens; values pass through.
    Ordering,
    /// `replica-id`, `partition-id`: which participant this run is.
    DeviceId,
    /// Elementwise ops of one operand: `Unary`, `convert`, `reduce-precision`.
    ElementwiseUnary,
    /// Elementwise ops of two operands: `Binary`, `compare`.
    ElementwiseBinary,
    /// Elementwise ops of three operands: `select`, `clamp`.
    ElementwiseTernary,
    /// `bitcast-convert`: elementwise when both element types have the same width; otherwise
    /// it splits each element into a new minor dimension or joins that dimension into one.
    BitcastConvert,
    /// `map`: a called scalar computation applied elementwise.
    Map,
    /// `iota`: values from indices alone.
    Iota,
    /// Data movement: each output element is one operand element (or padding) at a position
    /// computed from indices, attributes and, for the dynamic and indexed forms, index
    /// operands — `copy`, `bitcast`, `broadcast`, `reshape`, `transpose`, `slice`,
    /// `dynamic-slice`, `dynamic-update-slice`, `concatenate`, `pad`, `reverse`, `gather`.
    Movement,
    /// Folding windows of the input with a called computation: `reduce`, `reduce-window`.
    Reduction,
    /// Combining values into an output at computed positions with called computations:
    /// `scatter`, `select-and-scatter`.
    Scatter,
    /// Sums of products: `dot`, `convolution`.
    Contraction,
    /// Ordering along a dimension: `sort` (by a comparator), `topk`.
    Sort,
    /// `call`.
    Call,
    /// `while`.
    While,
    /// `conditional`.
    Conditional,
    /// Exchanges data between the participants of an execution: `all-reduce`, `all-gather`,
    /// `reduce-scatter`, `all-to-all`, `collective-permute`, `collective-broadcast`.
    Collective,
    /// shard_map boundaries the SPMD partitioner removes: `global-to-local`, `local-to-global`.
    ShardingBoundary,
    /// `rng-bit-generator`.
    Rng,
    /// Dense linear algebra: `cholesky`, `triangular-solve`.
    Linalg,
    /// `fft`: discrete Fourier transforms along the trailing dimensions.
    Fft,
    /// `custom-call`: a target named by data.
    CustomCall,
}

impl OpKind {
    /// Every output element depends only on the same element of each operand (the candidates
    /// for elementwise fusion). `bitcast-convert` and `map` are not counted.
    pub fn is_elementwise(self) -> bool {
        use OpKind::*;
        match self {
            ElementwiseUnary | ElementwiseBinary | ElementwiseTernary => true,
            Parameter | Constant | TuplePlumbing | Ordering | DeviceId | BitcastConvert | Map
            | Iota | Movement | Reduction | Scatter | Contraction | Sort | Call | While
            | Conditional | Collective | ShardingBoundary | Rng | Linalg | Fft | CustomCall => {
                false
            }
        }
    }

    /// `call`, `while` and `conditional`: ops that run whole computations on values.
    pub fn is_control_flow(self) -> bool {
        use OpKind::*;
        match self {
            Call | While | Conditional => true,
            Parameter | Constant | TuplePlumbing | Ordering | DeviceId | ElementwiseUnary
            | ElementwiseBinary | ElementwiseTernary | BitcastConvert | Map | Iota | Movement
            | Reduction | Scatter | Contraction | Sort | Collective | ShardingBoundary | Rng
            | Linalg | Fft | CustomCall => false,
        }
    }
}

impl Op {
    /// The op's family. Lists every op: a new op is classified here before anything builds.
    pub fn kind(&self) -> OpKind {
        match self {
            Op::Parameter { .. } => OpKind::Parameter,
            Op::Constant(_) => OpKind::Constant,
            Op::Tuple | Op::GetTupleElement { .. } => OpKind::TuplePlumbing,
            Op::AfterAll | Op::AddDependency | Op::OptimizationBarrier => OpKind::Ordering,
            Op::ReplicaId | Op::PartitionId => OpKind::DeviceId,
            Op::Unary(_) | Op::Convert | Op::ReducePrecision { .. } => OpKind::ElementwiseUnary,
            Op::Binary(_) | Op::Compare { .. } => OpKind::ElementwiseBinary,
            Op::Select | Op::Clamp => OpKind::ElementwiseTernary,
            Op::BitcastConvert => OpKind::BitcastConvert,
            Op::Map { .. } => OpKind::Map,
            Op::Iota { .. } => OpKind::Iota,
            Op::Copy
            | Op::Bitcast
            | Op::Broadcast { .. }
            | Op::Reshape
            | Op::Transpose { .. }
            | Op::Slice { .. }
            | Op::DynamicSlice { .. }
            | Op::DynamicUpdateSlice
            | Op::Concatenate { .. }
            | Op::Pad { .. }
            | Op::Reverse { .. }
            | Op::Gather(_) => OpKind::Movement,
            Op::Reduce { .. } | Op::ReduceWindow { .. } => OpKind::Reduction,
            Op::Scatter(_) | Op::SelectAndScatter { .. } => OpKind::Scatter,
            Op::Dot { .. } | Op::Convolution(_) => OpKind::Contraction,
            Op::Sort { .. } | Op::TopK { .. } => OpKind::Sort,
            Op::Call { .. } => OpKind::Call,
            Op::While { .. } => OpKind::While,
            Op::Conditional { .. } => OpKind::Conditional,
            Op::AllReduce { .. }
            | Op::AllGather { .. }
            | Op::ReduceScatter { .. }
            | Op::AllToAll { .. }
            | Op::CollectivePermute { .. }
            | Op::CollectiveBroadcast { .. } => OpKind::Collective,
            Op::GlobalToLocal { .. } | Op::LocalToGlobal { .. } => OpKind::ShardingBoundary,
            Op::RngBitGenerator { .. } => OpKind::Rng,
            Op::Cholesky { .. } | Op::TriangularSolve(_) => OpKind::Linalg,
            Op::Fft { .. } => OpKind::Fft,
            Op::CustomCall(_) => OpKind::CustomCall,
        }
    }

    /// Computations this op calls, in a fixed order.
    pub fn called_computations(&self) -> Vec<CompId> {
        match self {
            Op::Call { computation }
            | Op::Map { computation, .. }
            | Op::Reduce { computation, .. }
            | Op::ReduceWindow { computation, .. }
            | Op::AllReduce { computation, .. }
            | Op::ReduceScatter { computation, .. } => vec![*computation],
            Op::SelectAndScatter {
                select, scatter, ..
            } => vec![*select, *scatter],
            Op::Scatter(s) => vec![s.update],
            Op::Sort { comparator, .. } => vec![*comparator],
            Op::While { condition, body } => vec![*condition, *body],
            Op::Conditional { branches } => branches.clone(),
            Op::CustomCall(c) => c.called_computations.clone(),
            Op::Parameter { .. }
            | Op::Constant(_)
            | Op::Iota { .. }
            | Op::Tuple
            | Op::GetTupleElement { .. }
            | Op::Copy
            | Op::Bitcast
            | Op::OptimizationBarrier
            | Op::AfterAll
            | Op::AddDependency
            | Op::ReplicaId
            | Op::PartitionId
            | Op::Unary(_)
            | Op::Binary(_)
            | Op::Compare { .. }
            | Op::Select
            | Op::Clamp
            | Op::Convert
            | Op::BitcastConvert
            | Op::ReducePrecision { .. }
            | Op::Broadcast { .. }
            | Op::Reshape
            | Op::Transpose { .. }
            | Op::Slice { .. }
            | Op::DynamicSlice { .. }
            | Op::DynamicUpdateSlice
            | Op::Concatenate { .. }
            | Op::Pad { .. }
            | Op::Reverse { .. }
            | Op::Dot { .. }
            | Op::Convolution(_)
            | Op::Gather(_)
            | Op::TopK { .. }
            | Op::AllGather { .. }
            | Op::AllToAll { .. }
            | Op::CollectivePermute { .. }
            | Op::CollectiveBroadcast { .. }
            | Op::GlobalToLocal { .. }
            | Op::LocalToGlobal { .. }
            | Op::RngBitGenerator { .. }
            | Op::Cholesky { .. }
            | Op::TriangularSolve(_)
            | Op::Fft { .. } => Vec::new(),
        }
    }

    /// The computations this op calls, mutably, in `called_computations`' order.
    pub fn called_computations_mut(&mut self) -> Vec<&mut CompId> {
        match self {
            Op::Call { computation }
            | Op::Map { computation, .. }
            | Op::Reduce { computation, .. }
            | Op::ReduceWindow { computation, .. }
            | Op::AllReduce { computation, .. }
            | Op::ReduceScatter { computation, .. } => vec![computation],
            Op::SelectAndScatter {
                select, scatter, ..
            } => vec![select, scatter],
            Op::Scatter(s) => vec![&mut s.update],
            Op::Sort { comparator, .. } => vec![comparator],
            Op::While { condition, body } => vec![condition, body],
            Op::Conditional { branches } => branches.iter_mut().collect(),
            Op::CustomCall(c) => c.called_computations.iter_mut().collect(),
            Op::Parameter { .. }
            | Op::Constant(_)
            | Op::Iota { .. }
            | Op::Tuple
            | Op::GetTupleElement { .. }
            | Op::Copy
            | Op::Bitcast
            | Op::OptimizationBarrier
            | Op::AfterAll
            | Op::AddDependency
            | Op::ReplicaId
            | Op::PartitionId
            | Op::Unary(_)
            | Op::Binary(_)
            | Op::Compare { .. }
            | Op::Select
            | Op::Clamp
            | Op::Convert
            | Op::BitcastConvert
            | Op::ReducePrecision { .. }
            | Op::Broadcast { .. }
            | Op::Reshape
            | Op::Transpose { .. }
            | Op::Slice { .. }
            | Op::DynamicSlice { .. }
            | Op::DynamicUpdateSlice
            | Op::Concatenate { .. }
            | Op::Pad { .. }
            | Op::Reverse { .. }
            | Op::Dot { .. }
            | Op::Convolution(_)
            | Op::Gather(_)
            | Op::TopK { .. }
            | Op::AllGather { .. }
            | Op::AllToAll { .. }
            | Op::CollectivePermute { .. }
            | Op::CollectiveBroadcast { .. }
            | Op::GlobalToLocal { .. }
            | Op::LocalToGlobal { .. }
            | Op::RngBitGenerator { .. }
            | Op::Cholesky { .. }
            | Op::TriangularSolve(_)
            | Op::Fft { .. } => Vec::new(),
        }
    }

    /// True for ops that exchange data between the participants of an execution.
    pub fn is_collective(&self) -> bool {
        self.kind() == OpKind::Collective
    }

    /// True for ops whose every output element depends only on the same element of each
    /// operand (the candidates for elementwise fusion); see `OpKind::is_elementwise`.
    pub fn is_elementwise(&self) -> bool {
        self.kind().is_elementwise()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BinaryOp, CustomCallAttrs, UnaryOp};

    #[test]
    fn elementwise_and_collective_are_what_they_were() {
        // The lists `Op::is_elementwise`/`is_collective` had before the classification.
        for op in [
            Op::Unary(UnaryOp::Exp),
            Op::Binary(BinaryOp::Add),
            Op::Compare {
                direction: crate::ir::ComparisonDirection::Lt,
                compare_type: None,
            },
            Op::Select,
            Op::Clamp,
            Op::Convert,
            Op::ReducePrecision {
                exponent_bits: 5,
                mantissa_bits: 10,
            },
        ] {
            assert!(op.is_elementwise(), "{}", op.name());
            assert!(!op.is_collective());
        }
        for op in [Op::BitcastConvert, Op::Copy, Op::Reshape, Op::Tuple] {
            assert!(!op.is_elementwise(), "{}", op.name());
        }
        assert!(Op::CollectivePermute {
            source_target_pairs: vec![],
            channel_id: None
        }
        .is_collective());
        assert!(!Op::ReplicaId.is_collective());
    }

    #[test]
    fn called_computations_in_order() {
        let (a, b) = (CompId(3), CompId(5));
        let mut w = Op::While {
            condition: a,
            body: b,
        };
        assert_eq!(w.called_computations(), vec![a, b]);
        assert_eq!(w.kind(), OpKind::While);
        *w.called_computations_mut()[1] = CompId(7);
        assert_eq!(w.called_computations(), vec![a, CompId(7)]);
        let cc = Op::CustomCall(CustomCallAttrs {
            target: "t".into(),
            backend_config: String::new(),
            api_version: 1,
            has_side_effect: false,
            called_computations: vec![b],
        });
        assert_eq!(cc.called_computations(), vec![b]);
        assert!(Op::Copy.called_computations().is_empty());
    }
}
