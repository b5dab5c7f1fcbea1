//! Static cost of a module, as XLA's `HloCostAnalysis` counts it: the numbers
//! `compiled.cost_analysis()` reports, the same on every backend.
//!
//! The conventions are XLA's, per op:
//! - flops: an elementwise op costs one per output element (a transcendental one — exp, log,
//!   logistic, sqrt, rsqrt, cbrt, tanh, sin, cos, tan, expm1, log1p, erf, power, atan2 — one
//!   *transcendental* per element instead); `dot` and `convolution` 2 per multiply-add (a
//!   convolution counts only the window positions that fall inside the padded, dilated input);
//!   `reduce` its reducer's cost per combination (input elements minus output elements),
//!   `reduce-window` per combination in each window, `map` per element, `scatter` per update
//!   element, `select-and-scatter` the selector per compared pair and the scatter per source
//!   element; `sort` n·⌈log₂ n⌉; `all-reduce` one per output element; `rng-bit-generator` one
//!   transcendental per output element (state included); `cholesky` n·elements/3 and
//!   `triangular-solve` 2·n·elements(b). Data movement costs no flops.
//! - bytes accessed: each instruction's operands and result (a tuple result counts its
//!   arrays), except what moves no data: parameters, constants, get-tuple-element, bitcasts
//!   (a transpose that only changes the layout annotation is one), after-all and
//!   add-dependency cost nothing; a `tuple` costs its index table (8 bytes per element);
//!   slices, dynamic slices and gathers read only what they write (plus the start indices),
//!   a dynamic-update-slice or a scatter touches its update (twice, thrice) and the indices.
//! - called computations: `call` costs its callee, `while` one run of its condition and body
//!   (the trip count is not known statically), `conditional` the most expensive branch
//!   (property by property); only flops and transcendentals of reducers, comparators and
//!   mapped computations count, multiplied as above.
//!
//! The module is analysed as the front end produced it (XLA's pre-optimisation module, which
//! jax's `Lowered.cost_analysis()` analyses); `compiled.cost_analysis()` reports XLA's numbers
//! for its optimised module, which agree for single-op programs and can differ after fusion
//! (bytes) or algebraic rewrites (reductions split in two).
//!
//! Where this differs from XLA on purpose: a custom call's cost is unknown and XLA reports
//! -1 flops and -1 bytes for it, which corrupts any sum it appears in; here it counts 0
//! flops and the bytes of its operands and results. `global-to-local`/`local-to-global`
//! (not XLA ops) count their operand and result bytes. An absent layout is the default
//! (row-major) one.

use super::module::{CompId, Computation, Instruction, Module};
use super::op::{Op, UnaryOp, WindowDim};
use super::types::{ArrayShape, Shape};

/// Static numbers of a module: what `cost_analysis()` reports.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CostAnalysis {
    pub flops: f64,
    pub transcendentals: f64,
    pub bytes_accessed: f64,
}

impl CostAnalysis {
    fn add(&mut self, o: &CostAnalysis) {
        self.flops += o.flops;
        self.transcendentals += o.transcendentals;
        self.bytes_accessed += o.bytes_accessed;
    }

    fn max(&mut self, o: &CostAnalysis) {
        self.flops = self.flops.max(o.flops);
        self.transcendentals = self.transcendentals.max(o.transcendentals);
        self.bytes_accessed = self.bytes_accessed.max(o.bytes_accessed);
    }

    /// Flops and transcendentals of a called computation applied `times` times (its bytes
    /// are not counted: XLA copies only these two properties from sub-computations).
    fn applied(o: &CostAnalysis, times: f64) -> CostAnalysis {
        CostAnalysis {
            flops: o.flops * times,
            transcendentals: o.transcendentals * times,
            bytes_accessed: 0.0,
        }
    }
}

/// The cost of running the module's entry computation once.
pub fn cost_analysis(module: &Module) -> CostAnalysis {
    let mut memo = vec![None; module.computations.len()];
    if module.computations.get(module.entry.index()).is_none() {
        return CostAnalysis::default();
    }
    comp_cost(module, module.entry, &mut memo, 0)
}

/// Deeper nesting than this counts as nothing (verified modules never get near it).
const MAX_DEPTH: usize = 64;

fn comp_cost(
    m: &Module,
    id: CompId,
    memo: &mut Vec<Option<CostAnalysis>>,
    depth: usize,
) -> CostAnalysis {
    if let Some(Some(c)) = memo.get(id.index()) {
        return c.clone();
    }
    let Some(c) = m.computations.get(id.index()) else {
        return CostAnalysis::default();
    };
    if depth > MAX_DEPTH {
        return CostAnalysis::default();
    }
    let mut total = CostAnalysis::default();
    for inst in &c.instructions {
        total.add(&inst_cost(m, c, inst, memo, depth));
    }
    memo[id.index()] = Some(total.clone());
    total
}

fn elems(s: &Shape) -> f64 {
    s.leaves().iter().map(|a| a.element_count() as f64).sum()
}

/// Elements of the first array of a shape (a variadic op's first result).
fn first_elems(s: &Shape) -> f64 {
    s.leaves().first().map_or(0.0, |a| a.element_count() as f64)
}

fn bytes(s: &Shape) -> f64 {
    s.byte_size() as f64
}

fn is_transcendental_unary(u: UnaryOp) -> bool {
    use UnaryOp::*;
    match u {
        Exp | Expm1 | Log | Log1p | Logistic | Sine | Cosine | Tan | Tanh | Erf | Sqrt | Rsqrt
        | Cbrt => true,
        Abs | Negate | Sign | Not | Floor | Ceil | RoundNearestAfz | RoundNearestEven
        | IsFinite | PopCount | CountLeadingZeros | Real | Imag => false,
    }
}

fn is_transcendental_binary(b: super::op::BinaryOp) -> bool {
    use super::op::BinaryOp::*;
    match b {
        Power | Atan2 => true,
        Add | Subtract | Multiply | Divide | Remainder | Maximum | Minimum | And | Or | Xor
        | ShiftLeft | ShiftRightArithmetic | ShiftRightLogical | Complex => false,
    }
}

fn inst_cost(
    m: &Module,
    c: &Computation,
    inst: &Instruction,
    memo: &mut Vec<Option<CostAnalysis>>,
    depth: usize,
) -> CostAnalysis {
    let operand = |k: usize| inst.operands.get(k).map(|&o| &c.inst(o).shape);
    let operand_bytes = |k: usize| operand(k).map_or(0.0, bytes);
    let out_elems = elems(&inst.shape);
    let default_bytes =
        bytes(&inst.shape) + (0..inst.operands.len()).map(operand_bytes).sum::<f64>();
    let data = |bytes_accessed: f64| CostAnalysis {
        bytes_accessed,
        ..CostAnalysis::default()
    };
    let flops = |flops: f64| CostAnalysis {
        flops,
        bytes_accessed: default_bytes,
        ..CostAnalysis::default()
    };
    let elementwise = |transcendental: bool| {
        if transcendental {
            CostAnalysis {
                transcendentals: out_elems,
                bytes_accessed: default_bytes,
                ..CostAnalysis::default()
            }
        } else {
            flops(out_elems)
        }
    };
    let mut sub = |id: CompId| comp_cost(m, id, memo, depth + 1);
    let with_default_bytes = |mut c: CostAnalysis| {
        c.bytes_accessed = default_bytes;
        c
    };
    match &inst.op {
        Op::Parameter { .. }
        | Op::Constant(_)
        | Op::GetTupleElement { .. }
        | Op::Bitcast
        | Op::AfterAll
        | Op::AddDependency => CostAnalysis::default(),
        Op::Tuple => data(8.0 * inst.operands.len() as f64),
        Op::Transpose { permutation } => {
            match (operand(0).and_then(Shape::as_array), inst.shape.as_array()) {
                (Some(a), Some(r)) if transpose_is_bitcast(a, r, permutation) => {
                    CostAnalysis::default()
                }
                _ => data(default_bytes),
            }
        }
        Op::Unary(u) => elementwise(is_transcendental_unary(*u)),
        Op::Binary(b) => elementwise(is_transcendental_binary(*b)),
        Op::Compare { .. }
        | Op::Select
        | Op::Clamp
        | Op::Convert
        | Op::BitcastConvert
        | Op::ReducePrecision { .. } => elementwise(false),
        Op::Map { computation, .. } => {
            with_default_bytes(CostAnalysis::applied(&sub(*computation), out_elems))
        }
        Op::Iota { .. }
        | Op::Copy
        | Op::OptimizationBarrier
        | Op::ReplicaId
        | Op::PartitionId
        | Op::Broadcast { .. }
        | Op::Reshape
        | Op::Concatenate { .. }
        | Op::Pad { .. }
        | Op::Reverse { .. }
        | Op::TopK { .. }
        | Op::AllGather { .. }
        | Op::ReduceScatter { .. }
        | Op::AllToAll { .. }
        | Op::CollectivePermute { .. }
        | Op::CollectiveBroadcast { .. }
        | Op::GlobalToLocal { .. }
        | Op::LocalToGlobal { .. }
        | Op::CustomCall(_) => data(default_bytes),
        Op::Slice { .. } => data(2.0 * bytes(&inst.shape)),
        Op::DynamicSlice { .. } => data(2.0 * bytes(&inst.shape) + operand_bytes(1)),
        Op::DynamicUpdateSlice => data(2.0 * operand_bytes(1) + operand_bytes(2)),
        Op::Gather(_) => data(2.0 * bytes(&inst.shape) + operand_bytes(1)),
        Op::Scatter(s) => {
            let n = inst.operands.len().saturating_sub(1) / 2;
            let updates: f64 = (0..n).map(|i| operand_bytes(n + 1 + i)).sum();
            let update_elems = operand(n + 1).map_or(0.0, elems);
            let mut cost = CostAnalysis::applied(&sub(s.update), update_elems);
            cost.bytes_accessed = 3.0 * updates + operand_bytes(n);
            cost
        }
        Op::Reduce { computation, .. } => {
            let combinations = operand(0).map_or(0.0, elems) - first_elems(&inst.shape);
            with_default_bytes(CostAnalysis::applied(&sub(*computation), combinations))
        }
        Op::ReduceWindow {
            window,
            computation,
        } => {
            let combinations = reduce_window_combinations(window, &inst.shape);
            with_default_bytes(CostAnalysis::applied(&sub(*computation), combinations))
        }
        Op::SelectAndScatter {
            window,
            select,
            scatter,
        } => {
            let source = operand(1).map_or(0.0, elems);
            let window_elems: f64 = window.iter().map(|w| w.size as f64).product();
            let mut cost = CostAnalysis::applied(&sub(*select), source * (window_elems - 1.0));
            cost.add(&CostAnalysis::applied(&sub(*scatter), source));
            with_default_bytes(cost)
        }
        Op::Dot { dims, .. } => {
            let k: f64 = operand(0).and_then(Shape::as_array).map_or(0.0, |l| {
                dims.lhs_contracting
                    .iter()
                    .map(|&d| l.dims.get(d).copied().unwrap_or(0) as f64)
                    .product()
            });
            flops(2.0 * out_elems * k)
        }
        Op::Convolution(a) => {
            let fmas = match (
                operand(0).and_then(Shape::as_array),
                operand(1).and_then(Shape::as_array),
                inst.shape.as_array(),
            ) {
                (Some(x), Some(k), Some(r)) => convolution_fmas(a, x, k, r),
                _ => 0.0,
            };
            flops(2.0 * fmas)
        }
        Op::Sort { .. } => {
            let n = operand(0).map_or(0, |s| s.leaves().first().map_or(0, |a| a.element_count()));
            flops((n as f64) * log2_ceiling(n) as f64)
        }
        Op::Call { computation } => sub(*computation),
        Op::While { condition, body } => {
            let mut cost = sub(*body);
            cost.add(&sub(*condition));
            cost
        }
        Op::Conditional { branches } => {
            let mut cost: Option<CostAnalysis> = None;
            for &b in branches {
                let bc = sub(b);
                match &mut cost {
                    None => cost = Some(bc),
                    Some(c) => c.max(&bc),
                }
            }
            cost.unwrap_or_default()
        }
        Op::AllReduce { .. } => flops(out_elems),
        Op::RngBitGenerator { .. } => CostAnalysis {
            transcendentals: out_elems,
            bytes_accessed: default_bytes,
            ..CostAnalysis::default()
        },
        Op::Cholesky { .. } => {
            let a = operand(0);
            let n = a
                .and_then(Shape::as_array)
                .and_then(|a| a.dims.last().copied())
                .unwrap_or(0);
            let a_elems = a.map_or(0, |s| s.as_array().map_or(0, |a| a.element_count()));
            // Half of the operand is read and half of the result written.
            CostAnalysis {
                flops: ((n * a_elems) / 3) as f64,
                transcendentals: 0.0,
                bytes_accessed: operand_bytes(0),
            }
        }
        Op::TriangularSolve(_) => {
            let n = operand(0)
                .and_then(Shape::as_array)
                .and_then(|a| a.dims.last().copied())
                .unwrap_or(0);
            let b_elems = operand(1).map_or(0.0, elems);
            // Half of the triangular operand is read.
            CostAnalysis {
                flops: 2.0 * n as f64 * b_elems,
                transcendentals: 0.0,
                bytes_accessed: bytes(&inst.shape) + operand_bytes(0) / 2.0 + operand_bytes(1),
            }
        }
        // XLA's HandleFft: 4 complex FMAs (2 flops each) per operand element and per factor
        // of the product of floor(log2(n)) over the transformed lengths.
        Op::Fft { fft_length, .. } => {
            let log_factors: f64 = fft_length
                .iter()
                .map(|&n| if n == 0 { 0.0 } else { n.ilog2() as f64 })
                .product();
            flops(8.0 * log_factors * operand(0).map_or(0.0, elems))
        }
    }
}

fn log2_ceiling(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Minor-to-major order of a shape (the default layout when none is written).
fn minor_to_major(a: &ArrayShape) -> Vec<usize> {
    a.layout
        .clone()
        .unwrap_or_else(|| (0..a.dims.len()).rev().collect())
}

/// Whether a transpose only reinterprets the layout annotation (XLA's
/// `ShapeUtil::TransposeIsBitcast`): jax's `x.T` is often `f32[m,n]{0,1} transpose(x)`.
fn transpose_is_bitcast(operand: &ArrayShape, result: &ArrayShape, perm: &[usize]) -> bool {
    let (input, output) = (minor_to_major(operand), minor_to_major(result));
    operand.ty == result.ty
        && output.len() == input.len()
        && output
            .iter()
            .zip(&input)
            .all(|(&o, &i)| perm.get(o) == Some(&i))
}

/// How many times a reduce-window applies its reducer (XLA's count, including its
/// special case of a window that reduces one whole dimension and broadcasts it back).
fn reduce_window_combinations(window: &[WindowDim], shape: &Shape) -> f64 {
    let out = first_elems(shape);
    let window_elems: f64 = window.iter().map(|w| w.size as f64).product();
    let reduced = window.iter().filter(|w| w.size != 1).count();
    let padded = window
        .iter()
        .filter(|w| w.pad_low != 0 || w.pad_high != 0)
        .count();
    if let (1, 1, Shape::Array(a)) = (reduced, padded, shape) {
        let full = window.iter().position(|w| {
            w.size != 1
                && w.pad_low != 0
                && w.pad_high != 0
                && w.pad_low == w.pad_high
                && w.size as i64 == 2 * w.pad_low + 1
        });
        if let Some(d) = full {
            let extent = a.dims.get(d).copied().unwrap_or(0);
            if window[d].pad_low == extent as i64 - 1 && extent > 0 {
                let e = extent as f64;
                return (out / e).floor() + (e - 1.0);
            }
        }
    }
    (window_elems - 1.0) * out
}

/// Multiply-adds of a convolution: feature and batch products times, per spatial
/// dimension, the (kernel, output) position pairs that read an input element (XLA's
/// `GetConvolutionFlops` without its factor 2).
fn convolution_fmas(
    a: &super::op::ConvAttrs,
    x: &ArrayShape,
    k: &ArrayShape,
    r: &ArrayShape,
) -> f64 {
    let d = &a.dims;
    let dim = |s: &ArrayShape, i: usize| s.dims.get(i).copied().unwrap_or(0) as i64;
    let input_feature = dim(x, d.input_feature);
    let output_feature = dim(r, d.output_feature);
    let batch = dim(x, d.input_batch);
    let mut valid_product: f64 = 1.0;
    for (s, w) in a.window.iter().enumerate() {
        let (Some(&ks), Some(&os), Some(&is)) = (
            d.kernel_spatial.get(s),
            d.output_spatial.get(s),
            d.input_spatial.get(s),
        ) else {
            return 0.0;
        };
        let (kl, ol, il) = (dim(k, ks), dim(r, os), dim(x, is));
        let (stride, wd, bd) = (
            w.stride as i64,
            w.window_dilation as i64,
            w.base_dilation as i64,
        );
        let valid = if il == ol
            && kl == ol
            && il == bd
            && wd == 1
            && (il - 1).max(1) == stride
            && w.pad_low == 0
            && w.pad_high == 0
        {
            il
        } else if il == 1
            && kl == ol
            && wd == 1
            && bd == 1
            && stride == 1
            && w.pad_high == ol - 1
            && w.pad_low == ol - 1
        {
            ol
        } else {
            let mut count = 0i64;
            for ki in 0..kl {
                for oi in 0..ol {
                    let undilated = oi * stride - w.pad_low + ki * wd;
                    let li = if bd > 1 { undilated / bd } else { undilated };
                    if undilated != li * bd || li < 0 || li >= il {
                        continue;
                    }
                    count += 1;
                }
            }
            count
        };
        valid_product *= valid as f64;
    }
    let fgc = a.feature_group_count.max(1) as i64;
    let bgc = a.batch_group_count.max(1) as i64;
    ((input_feature / fgc) * output_feature * (batch / bgc)) as f64 * valid_product
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log2_ceiling_matches_xla() {
        assert_eq!(log2_ceiling(0), 0);
        assert_eq!(log2_ceiling(1), 0);
        assert_eq!(log2_ceiling(2), 1);
        assert_eq!(log2_ceiling(3), 2);
        assert_eq!(log2_ceiling(100), 7);
        assert_eq!(log2_ceiling(128), 7);
    }

    #[test]
    fn layout_only_transpose_is_a_bitcast() {
        let ty = super::super::types::ElementType::F32;
        let x = ArrayShape {
            ty,
            dims: vec![10, 20],
            layout: Some(vec![1, 0]),
        };
        let t = ArrayShape {
            ty,
            dims: vec![20, 10],
            layout: Some(vec![0, 1]),
        };
        assert!(transpose_is_bitcast(&x, &t, &[1, 0]));
        let row_major = ArrayShape::new(ty, vec![20, 10]);
        assert!(!transpose_is_bitcast(&x, &row_major, &[1, 0]));
    }
}
