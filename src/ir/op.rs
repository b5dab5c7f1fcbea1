//! The operation set: one exhaustive `Op` enum with typed attributes.
//!
//! The op set is XLA HLO's (pre-optimisation, as `as_hlo_text()` prints it). StableHLO and CHLO
//! ops are lowered onto it by the StableHLO front end, so backends implement one op set. No op
//! or attribute is ever named by a string here, except a custom call's target (which is data).

use super::literal::Literal;
use super::module::CompId;
use super::sharding::HloSharding;

/// Elementwise ops of one operand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Abs,
    Negate,
    Sign,
    Not,
    Floor,
    Ceil,
    RoundNearestAfz,
    RoundNearestEven,
    Sqrt,
    Rsqrt,
    Cbrt,
    Exp,
    Expm1,
    Log,
    Log1p,
    Logistic,
    Sine,
    Cosine,
    Tan,
    Tanh,
    Erf,
    IsFinite,
    PopCount,
    CountLeadingZeros,
    Real,
    Imag,
}

impl UnaryOp {
    pub const ALL: [UnaryOp; 26] = [
        UnaryOp::Abs,
        UnaryOp::Negate,
        UnaryOp::Sign,
        UnaryOp::Not,
        UnaryOp::Floor,
        UnaryOp::Ceil,
        UnaryOp::RoundNearestAfz,
        UnaryOp::RoundNearestEven,
        UnaryOp::Sqrt,
        UnaryOp::Rsqrt,
        UnaryOp::Cbrt,
        UnaryOp::Exp,
        UnaryOp::Expm1,
        UnaryOp::Log,
        UnaryOp::Log1p,
        UnaryOp::Logistic,
        UnaryOp::Sine,
        UnaryOp::Cosine,
        UnaryOp::Tan,
        UnaryOp::Tanh,
        UnaryOp::Erf,
        UnaryOp::IsFinite,
        UnaryOp::PopCount,
        UnaryOp::CountLeadingZeros,
        UnaryOp::Real,
        UnaryOp::Imag,
    ];

    /// HLO opcode spelling.
    pub fn hlo_name(self) -> &'static str {
        use UnaryOp::*;
        match self {
            Abs => "abs",
            Negate => "negate",
            Sign => "sign",
            Not => "not",
            Floor => "floor",
            Ceil => "ceil",
            RoundNearestAfz => "round-nearest-afz",
            RoundNearestEven => "round-nearest-even",
            Sqrt => "sqrt",
            Rsqrt => "rsqrt",
            Cbrt => "cbrt",
            Exp => "exponential",
            Expm1 => "exponential-minus-one",
            Log => "log",
            Log1p => "log-plus-one",
            Logistic => "logistic",
            Sine => "sine",
            Cosine => "cosine",
            Tan => "tan",
            Tanh => "tanh",
            Erf => "erf",
            IsFinite => "is-finite",
            PopCount => "popcnt",
            CountLeadingZeros => "count-leading-zeros",
            Real => "real",
            Imag => "imag",
        }
    }

    pub fn from_hlo_name(name: &str) -> Option<UnaryOp> {
        UnaryOp::ALL.iter().copied().find(|o| o.hlo_name() == name)
    }
}

/// Elementwise ops of two operands of the same shape (except `Complex`, whose result is complex).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Subtract,
    Multiply,
    Divide,
    Remainder,
    Power,
    Maximum,
    Minimum,
    Atan2,
    And,
    Or,
    Xor,
    ShiftLeft,
    ShiftRightArithmetic,
    ShiftRightLogical,
    Complex,
}

impl BinaryOp {
    pub const ALL: [BinaryOp; 16] = [
        BinaryOp::Add,
        BinaryOp::Subtract,
        BinaryOp::Multiply,
        BinaryOp::Divide,
        BinaryOp::Remainder,
        BinaryOp::Power,
        BinaryOp::Maximum,
        BinaryOp::Minimum,
        BinaryOp::Atan2,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
        BinaryOp::ShiftLeft,
        BinaryOp::ShiftRightArithmetic,
        BinaryOp::ShiftRightLogical,
        BinaryOp::Complex,
    ];

    pub fn hlo_name(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add => "add",
            Subtract => "subtract",
            Multiply => "multiply",
            Divide => "divide",
            Remainder => "remainder",
            Power => "power",
            Maximum => "maximum",
            Minimum => "minimum",
            Atan2 => "atan2",
            And => "and",
            Or => "or",
            Xor => "xor",
            ShiftLeft => "shift-left",
            ShiftRightArithmetic => "shift-right-arithmetic",
            ShiftRightLogical => "shift-right-logical",
            Complex => "complex",
        }
    }

    pub fn from_hlo_name(name: &str) -> Option<BinaryOp> {
        BinaryOp::ALL.iter().copied().find(|o| o.hlo_name() == name)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ComparisonDirection {
    Eq,
    Ne,
    Ge,
    Gt,
    Le,
    Lt,
}

impl ComparisonDirection {
    pub fn name(self) -> &'static str {
        match self {
            ComparisonDirection::Eq => "EQ",
            ComparisonDirection::Ne => "NE",
            ComparisonDirection::Ge => "GE",
            ComparisonDirection::Gt => "GT",
            ComparisonDirection::Le => "LE",
            ComparisonDirection::Lt => "LT",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        [Self::Eq, Self::Ne, Self::Ge, Self::Gt, Self::Le, Self::Lt]
            .into_iter()
            .find(|d| d.name() == name)
    }
}

/// How a comparison treats its operands. `None` on the op means "the default for the type":
/// `Float` for floats, `Signed`/`Unsigned` for integers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CompareType {
    Float,
    TotalOrder,
    Signed,
    Unsigned,
}

impl CompareType {
    pub fn name(self) -> &'static str {
        match self {
            CompareType::Float => "FLOAT",
            CompareType::TotalOrder => "TOTALORDER",
            CompareType::Signed => "SIGNED",
            CompareType::Unsigned => "UNSIGNED",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        [Self::Float, Self::TotalOrder, Self::Signed, Self::Unsigned]
            .into_iter()
            .find(|d| d.name() == name)
    }
}

/// One dimension of a slice: `start..limit` by `stride`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SliceDim {
    pub start: usize,
    pub limit: usize,
    pub stride: usize,
}

/// One dimension of a pad: low/high edge padding (negative removes) and interior padding.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PadDim {
    pub low: i64,
    pub high: i64,
    pub interior: usize,
}

/// One dimension of a window (reduce-window, select-and-scatter, convolution).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WindowDim {
    pub size: usize,
    pub stride: usize,
    pub pad_low: i64,
    pub pad_high: i64,
    pub window_dilation: usize,
    pub base_dilation: usize,
    pub window_reversal: bool,
}

impl WindowDim {
    /// A window of `size` with stride 1, no padding, no dilation.
    pub fn simple(size: usize) -> Self {
        WindowDim {
            size,
            stride: 1,
            pad_low: 0,
            pad_high: 0,
            window_dilation: 1,
            base_dilation: 1,
            window_reversal: false,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Precision {
    Default,
    High,
    Highest,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DotDims {
    pub lhs_batch: Vec<usize>,
    pub rhs_batch: Vec<usize>,
    pub lhs_contracting: Vec<usize>,
    pub rhs_contracting: Vec<usize>,
}

/// Convolution dimension numbers, as HLO's `dim_labels` (e.g. `b01f_01io->b01f`) spell them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConvDims {
    pub input_batch: usize,
    pub input_feature: usize,
    pub input_spatial: Vec<usize>,
    pub kernel_input_feature: usize,
    pub kernel_output_feature: usize,
    pub kernel_spatial: Vec<usize>,
    pub output_batch: usize,
    pub output_feature: usize,
    pub output_spatial: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConvAttrs {
    /// One entry per spatial dimension, in the order of `dims.*_spatial`.
    pub window: Vec<WindowDim>,
    pub dims: ConvDims,
    pub feature_group_count: usize,
    pub batch_group_count: usize,
    pub precision: Vec<Precision>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GatherDims {
    pub offset_dims: Vec<usize>,
    pub collapsed_slice_dims: Vec<usize>,
    pub start_index_map: Vec<usize>,
    pub operand_batching_dims: Vec<usize>,
    pub start_indices_batching_dims: Vec<usize>,
    pub index_vector_dim: usize,
    pub slice_sizes: Vec<usize>,
    pub indices_are_sorted: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScatterAttrs {
    pub update_window_dims: Vec<usize>,
    pub inserted_window_dims: Vec<usize>,
    pub scatter_dims_to_operand_dims: Vec<usize>,
    pub input_batching_dims: Vec<usize>,
    pub scatter_indices_batching_dims: Vec<usize>,
    pub index_vector_dim: usize,
    pub indices_are_sorted: bool,
    pub unique_indices: bool,
    /// The update computation: scalar (operand..., update...) -> (operand...).
    pub update: CompId,
}

/// Which transform an `fft` computes (XLA's `FftType`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FftType {
    /// Complex to complex, forward.
    Fft,
    /// Complex to complex, inverse, scaled by 1/n.
    Ifft,
    /// Real to complex (the non-negative frequencies: the last dimension becomes n/2+1).
    Rfft,
    /// Complex half spectrum to real, scaled by 1/n (the last dimension n/2+1 becomes n).
    Irfft,
}

impl FftType {
    /// The spelling both HLO (`fft_type=RFFT`) and StableHLO (`type = RFFT`) use.
    pub fn name(self) -> &'static str {
        match self {
            FftType::Fft => "FFT",
            FftType::Ifft => "IFFT",
            FftType::Rfft => "RFFT",
            FftType::Irfft => "IRFFT",
        }
    }

    /// The type spelled `name`, if any.
    pub fn from_name(name: &str) -> Option<FftType> {
        [FftType::Fft, FftType::Ifft, FftType::Rfft, FftType::Irfft]
            .into_iter()
            .find(|t| t.name() == name)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RngAlgorithm {
    Default,
    ThreeFry,
    Philox,
}

/// How three-fry lays out 32-bit (and narrower) bits, as XLA's `SplitShapeIntoHalves` in
/// `prng.cc`: dimension `d` of the output (the first even one, else the first largest; a
/// scalar counts as `[1]`) is generated at half its size, `ceil(d / 2)`, one counter per
/// element of that half shape in row-major order, and the two words of each counter land side
/// by side along it (an odd `d` drops the last word). Output element `(a, r, c)` of the view
/// `[pre, d, post]` takes word `r % 2` of counter `(a * half + r / 2) * post + c`; the state's
/// counter advances by `pre * half * post`. Shared by the CPU kernel and the GPU's WGSL so the
/// two stay bit-identical.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ThreeFrySplit {
    pub pre: usize,
    pub d: usize,
    pub post: usize,
}

impl ThreeFrySplit {
    pub fn of(dims: &[usize]) -> ThreeFrySplit {
        if dims.is_empty() {
            return ThreeFrySplit {
                pre: 1,
                d: 1,
                post: 1,
            };
        }
        let s = dims.iter().position(|&d| d % 2 == 0).unwrap_or_else(|| {
            // No even dimension: the first of the largest (`>` keeps the first on ties).
            (0..dims.len()).fold(0, |best, i| if dims[i] > dims[best] { i } else { best })
        });
        ThreeFrySplit {
            pre: dims[..s].iter().product(),
            d: dims[s],
            post: dims[s + 1..].iter().product(),
        }
    }

    /// `ceil(d / 2)`: the split dimension's size in the generated half shape.
    pub fn half(&self) -> usize {
        self.d.div_ceil(2)
    }

    /// How many counters the output takes (the state's advance).
    pub fn counters(&self) -> usize {
        self.pre * self.half() * self.post
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TriangularTranspose {
    NoTranspose,
    Transpose,
    Adjoint,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TriangularSolveAttrs {
    pub left_side: bool,
    pub lower: bool,
    pub unit_diagonal: bool,
    pub transpose_a: TriangularTranspose,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CustomCallAttrs {
    pub target: String,
    /// `backend_config` as written (a string, or JSON text).
    pub backend_config: String,
    pub api_version: u32,
    pub has_side_effect: bool,
    pub called_computations: Vec<CompId>,
}

/// Who takes part with whom in a collective: XLA's `replica_groups`, `channel_id` and
/// `use_global_device_ids`, whose combination says whether the ids in the groups are
/// replica ids, partition ids or flattened ids (`collectives::groups` resolves them).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct CollectiveAttrs {
    /// Groups of ids; empty means one group of every participant.
    pub replica_groups: Vec<Vec<usize>>,
    pub channel_id: Option<i64>,
    pub use_global_device_ids: bool,
}

/// What an instruction computes. Operands live on the `Instruction`; attributes live here.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// Entry or computation parameter number `index`.
    Parameter {
        index: usize,
    },
    Constant(Literal),
    Iota {
        dimension: usize,
    },
    Tuple,
    GetTupleElement {
        index: usize,
    },
    Call {
        computation: CompId,
    },
    Copy,
    /// Layout-level reinterpretation with the same element type; with default layouts a reshape.
    Bitcast,
    OptimizationBarrier,
    AfterAll,
    AddDependency,
    ReplicaId,
    PartitionId,

    Unary(UnaryOp),
    Binary(BinaryOp),
    Compare {
        direction: ComparisonDirection,
        compare_type: Option<CompareType>,
    },
    Select,
    Clamp,
    Convert,
    BitcastConvert,
    ReducePrecision {
        exponent_bits: u32,
        mantissa_bits: u32,
    },
    /// Applies `computation` elementwise over `dimensions` (all of them, in practice).
    Map {
        computation: CompId,
        dimensions: Vec<usize>,
    },

    /// `broadcast_in_dim`: operand dimension i maps to result dimension `dimensions[i]`.
    Broadcast {
        dimensions: Vec<usize>,
    },
    Reshape,
    Transpose {
        permutation: Vec<usize>,
    },
    Slice {
        dims: Vec<SliceDim>,
    },
    DynamicSlice {
        sizes: Vec<usize>,
    },
    DynamicUpdateSlice,
    Concatenate {
        dimension: usize,
    },
    Pad {
        dims: Vec<PadDim>,
    },
    Reverse {
        dimensions: Vec<usize>,
    },

    /// Variadic reduce: operands are N inputs then N init values.
    Reduce {
        dimensions: Vec<usize>,
        computation: CompId,
    },
    /// Variadic reduce-window: operands are N inputs then N init values.
    ReduceWindow {
        window: Vec<WindowDim>,
        computation: CompId,
    },
    /// Operands: operand, source, init value.
    SelectAndScatter {
        window: Vec<WindowDim>,
        select: CompId,
        scatter: CompId,
    },

    Dot {
        dims: DotDims,
        precision: Vec<Precision>,
    },
    Convolution(ConvAttrs),
    /// Operands: operand, start indices.
    Gather(GatherDims),
    /// Operands: N operands, scatter indices, N updates.
    Scatter(ScatterAttrs),
    /// Sorts all operands along `dimension` by `comparator`.
    Sort {
        dimension: usize,
        is_stable: bool,
        comparator: CompId,
    },
    /// Result: (values, s32 indices) of the `k` largest along the last dimension.
    TopK {
        k: usize,
        largest: bool,
    },

    While {
        condition: CompId,
        body: CompId,
    },
    /// Operand 0 is a pred (branch 0 = true, branch 1 = false) or an s32 index (out-of-range
    /// picks the last branch); the other operands feed the branches in order.
    Conditional {
        branches: Vec<CompId>,
    },
    CustomCall(CustomCallAttrs),

    /// Operands: N arrays of one element type; result: each reduced elementwise over the
    /// participant's group by the binary scalar reducer `computation`, applied to each
    /// operand on its own (a tuple when N > 1: several all-reduces in one rendezvous).
    AllReduce {
        computation: CompId,
        collective: CollectiveAttrs,
    },
    /// The group's operands concatenated along `dimension`, in group order (a tuple when
    /// there are several operands).
    AllGather {
        dimension: usize,
        collective: CollectiveAttrs,
    },
    /// Reduces each operand over the group like `AllReduce`, then keeps this participant's piece of
    /// `dimension` (a tuple when there are several operands).
    ReduceScatter {
        dimension: usize,
        computation: CompId,
        collective: CollectiveAttrs,
    },
    /// With `dimensions = Some((split, concat))`: splits `split` into group-size pieces,
    /// sends piece i to the group's member i and concatenates what arrives along `concat`,
    /// in group order. Without (the tuple form): operand i goes to member i, and result j is
    /// what member j sent.
    AllToAll {
        dimensions: Option<(usize, usize)>,
        collective: CollectiveAttrs,
    },
    /// Each `(source, target)` pair sends the source's operand to the target; a participant
    /// no pair targets gets zeros.
    CollectivePermute {
        source_target_pairs: Vec<(usize, usize)>,
        channel_id: Option<i64>,
    },
    /// Every member of a group gets its group's first member's operand.
    CollectiveBroadcast {
        collective: CollectiveAttrs,
    },
    /// Entering a manual (per-device) region, as shard_map does: the operand is a global
    /// value, the result this device's shard of it under `sharding`. The SPMD partitioner
    /// turns it into resharding; backends never see it.
    GlobalToLocal {
        sharding: HloSharding,
    },
    /// Leaving a manual region: the operand is this device's shard of the global result,
    /// which `sharding` lays out.
    LocalToGlobal {
        sharding: HloSharding,
    },
    /// Operand: the state (u64[2] for three-fry, u64[3] for philox); result (new state, bits).
    RngBitGenerator {
        algorithm: RngAlgorithm,
    },
    Cholesky {
        lower: bool,
    },
    TriangularSolve(TriangularSolveAttrs),
    /// A 1- to 3-dimensional discrete Fourier transform over the trailing
    /// `fft_length.len()` dimensions (the others are batch), as XLA's `Fft`.
    Fft {
        fft_type: FftType,
        fft_length: Vec<usize>,
    },
}

impl Op {
    /// HLO opcode spelling, used in printed IR and in error messages.
    pub fn name(&self) -> &'static str {
        match self {
            Op::Parameter { .. } => "parameter",
            Op::Constant(_) => "constant",
            Op::Iota { .. } => "iota",
            Op::Tuple => "tuple",
            Op::GetTupleElement { .. } => "get-tuple-element",
            Op::Call { .. } => "call",
            Op::Copy => "copy",
            Op::Bitcast => "bitcast",
            Op::OptimizationBarrier => "opt-barrier",
            Op::AfterAll => "after-all",
            Op::AddDependency => "add-dependency",
            Op::ReplicaId => "replica-id",
            Op::PartitionId => "partition-id",
            Op::Unary(u) => u.hlo_name(),
            Op::Binary(b) => b.hlo_name(),
            Op::Compare { .. } => "compare",
            Op::Select => "select",
            Op::Clamp => "clamp",
            Op::Convert => "convert",
            Op::BitcastConvert => "bitcast-convert",
            Op::ReducePrecision { .. } => "reduce-precision",
            Op::Map { .. } => "map",
            Op::Broadcast { .. } => "broadcast",
            Op::Reshape => "reshape",
            Op::Transpose { .. } => "transpose",
            Op::Slice { .. } => "slice",
            Op::DynamicSlice { .. } => "dynamic-slice",
            Op::DynamicUpdateSlice => "dynamic-update-slice",
            Op::Concatenate { .. } => "concatenate",
            Op::Pad { .. } => "pad",
            Op::Reverse { .. } => "reverse",
            Op::Reduce { .. } => "reduce",
            Op::ReduceWindow { .. } => "reduce-window",
            Op::SelectAndScatter { .. } => "select-and-scatter",
            Op::Dot { .. } => "dot",
            Op::Convolution(_) => "convolution",
            Op::Gather(_) => "gather",
            Op::Scatter(_) => "scatter",
            Op::Sort { .. } => "sort",
            Op::TopK { .. } => "topk",
            Op::While { .. } => "while",
            Op::Conditional { .. } => "conditional",
            Op::CustomCall(_) => "custom-call",
            Op::AllReduce { .. } => "all-reduce",
            Op::AllGather { .. } => "all-gather",
            Op::ReduceScatter { .. } => "reduce-scatter",
            Op::AllToAll { .. } => "all-to-all",
            Op::CollectivePermute { .. } => "collective-permute",
            Op::CollectiveBroadcast { .. } => "collective-broadcast",
            Op::GlobalToLocal { .. } => "global-to-local",
            Op::LocalToGlobal { .. } => "local-to-global",
            Op::RngBitGenerator { .. } => "rng-bit-generator",
            Op::Cholesky { .. } => "cholesky",
            Op::TriangularSolve(_) => "triangular-solve",
            Op::Fft { .. } => "fft",
        }
    }
}

#[cfg(test)]
mod threefry_split_tests {
    use super::ThreeFrySplit;

    /// The counter advances jaxlib 0.10.2 reports (tests/stablehlo_extra/rng_threefry_*).
    #[test]
    fn halves_the_first_even_else_the_first_largest_dimension() {
        let adv = |dims: &[usize]| ThreeFrySplit::of(dims).counters();
        assert_eq!(adv(&[3, 4]), 6);
        assert_eq!(adv(&[5, 7]), 20);
        assert_eq!(adv(&[3, 5, 7]), 60);
        assert_eq!(adv(&[1, 9, 1]), 5);
        assert_eq!(adv(&[7, 1, 6]), 21);
        assert_eq!(adv(&[]), 1);
        assert_eq!(adv(&[1, 1]), 1);
        assert_eq!(adv(&[4, 0]), 0);
        let s = ThreeFrySplit::of(&[5, 7]);
        assert_eq!((s.pre, s.d, s.post), (5, 7, 1));
    }
}
