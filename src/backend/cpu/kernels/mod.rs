//! Structured CPU kernels over host literals: convolution, gather, scatter, sort, top-k,
//! reduce-window, select-and-scatter, rng-bit-generator, cholesky, triangular-solve.
//!
//! Each kernel is a pure function of its input literals and typed attributes; it never sees
//! source text or the interpreter's state. Kernels that apply a called computation (scatter's
//! update, sort's comparator, reduce-window's reducer, ...) go through `Evaluator`, and should
//! take a fast path when `Evaluator::known_binary` recognises the computation as one binary op.

use crate::error::{Error, Result};
use crate::ir::{
    ArrayShape, BinaryOp, CompId, ConvAttrs, GatherDims, Literal, RngAlgorithm, ScatterAttrs,
    TriangularSolveAttrs, WindowDim,
};

/// Calls a computation of the module being run.
pub trait Evaluator {
    /// Runs computation `comp` on `args`; returns its result's array leaves in order.
    fn call(&mut self, comp: CompId, args: &[Literal]) -> Result<Vec<Literal>>;

    /// If `comp` is `(a, b) -> a OP b` on scalars (a reducer such as add or max), that op.
    fn known_binary(&self, comp: CompId) -> Option<BinaryOp>;
}

fn not_yet(op: &str, ty: impl std::fmt::Display) -> Error {
    Error::unsupported(op, ty, "cpu")
}

/// General convolution (dim labels, strides, padding, lhs/rhs dilation, feature and batch
/// groups). `out` is the verified result shape.
pub fn convolution(
    lhs: &Literal,
    _rhs: &Literal,
    _attrs: &ConvAttrs,
    _out: &ArrayShape,
) -> Result<Literal> {
    Err(not_yet("convolution", lhs.ty()))
}

/// Gather with every dimension number, XLA's clamping of start indices.
pub fn gather(
    operand: &Literal,
    _indices: &Literal,
    _dims: &GatherDims,
    _out: &ArrayShape,
) -> Result<Literal> {
    Err(not_yet("gather", operand.ty()))
}

/// Variadic scatter; out-of-bounds updates are skipped as XLA does.
pub fn scatter(
    operands: &[Literal],
    _indices: &Literal,
    _updates: &[Literal],
    _attrs: &ScatterAttrs,
    _eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    Err(not_yet(
        "scatter",
        operands
            .first()
            .map(|o| o.ty().to_string())
            .unwrap_or_default(),
    ))
}

/// Multi-operand sort along `dimension` with a comparator computation.
pub fn sort(
    operands: &[Literal],
    _dimension: usize,
    _is_stable: bool,
    _comparator: CompId,
    _eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    Err(not_yet(
        "sort",
        operands
            .first()
            .map(|o| o.ty().to_string())
            .unwrap_or_default(),
    ))
}

/// The `k` largest (or smallest) along the last dimension: (values, s32 indices).
pub fn top_k(operand: &Literal, _k: usize, _largest: bool) -> Result<(Literal, Literal)> {
    Err(not_yet("topk", operand.ty()))
}

/// Variadic reduce-window: `inputs` then `inits`, one result per input.
pub fn reduce_window(
    inputs: &[Literal],
    _inits: &[Literal],
    _window: &[WindowDim],
    _reducer: CompId,
    _out: &[ArrayShape],
    _eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    Err(not_yet(
        "reduce-window",
        inputs
            .first()
            .map(|o| o.ty().to_string())
            .unwrap_or_default(),
    ))
}

/// Select-and-scatter (the gradient of max-pooling).
pub fn select_and_scatter(
    operand: &Literal,
    _source: &Literal,
    _init: &Literal,
    _window: &[WindowDim],
    _select: CompId,
    _scatter: CompId,
    _eval: &mut dyn Evaluator,
) -> Result<Literal> {
    Err(not_yet("select-and-scatter", operand.ty()))
}

/// rng-bit-generator: (new state, random bits of shape `out`), three-fry or philox as XLA.
pub fn rng_bit_generator(
    state: &Literal,
    _algorithm: RngAlgorithm,
    _out: &ArrayShape,
) -> Result<(Literal, Literal)> {
    Err(not_yet("rng-bit-generator", state.ty()))
}

/// Cholesky factorisation of the last two dimensions (batched).
pub fn cholesky(a: &Literal, _lower: bool) -> Result<Literal> {
    Err(not_yet("cholesky", a.ty()))
}

/// Triangular solve (batched), as XLA's TriangularSolve.
pub fn triangular_solve(
    a: &Literal,
    _b: &Literal,
    _attrs: &TriangularSolveAttrs,
) -> Result<Literal> {
    Err(not_yet("triangular-solve", a.ty()))
}
