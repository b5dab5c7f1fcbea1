//! Structured CPU kernels over host literals: convolution, gather, scatter, sort, top-k,
//! reduce-window, select-and-scatter, rng-bit-generator, cholesky, triangular-solve, fft.
//!
//! Each kernel is a pure function of its input literals and typed attributes; it never sees
//! source text or the interpreter's state. Kernels that apply a called computation (scatter's
//! update, sort's comparator, reduce-window's reducer, ...) go through `Evaluator`, and should
//! take a fast path when `Evaluator::known_binary` recognises the computation as one binary op.

mod common;
mod conv;
mod fft;
mod gather;
mod linalg;
mod reduce_window;
mod rng;
mod scatter;
mod select_and_scatter;
mod sort;

use crate::error::Result;
use crate::ir::{
    ArrayShape, BinaryOp, CompId, ConvAttrs, FftType, GatherDims, Literal, RngAlgorithm,
    ScatterAttrs, TriangularSolveAttrs, WindowDim,
};

/// Calls a computation of the module being run.
pub trait Evaluator {
    /// Runs computation `comp` on `args`; returns its result's array leaves in order.
    fn call(&mut self, comp: CompId, args: &[Literal]) -> Result<Vec<Literal>>;

    /// If `comp` is `(a, b) -> a OP b` on scalars (a reducer such as add or max), that op.
    fn known_binary(&self, comp: CompId) -> Option<BinaryOp>;
}

/// General convolution (dim labels, strides, padding, lhs/rhs dilation, feature and batch
/// groups). `out` is the verified result shape.
pub fn convolution(
    lhs: &Literal,
    rhs: &Literal,
    attrs: &ConvAttrs,
    out: &ArrayShape,
) -> Result<Literal> {
    conv::convolution(lhs, rhs, attrs, out)
}

/// Gather with every dimension number, XLA's clamping of start indices.
pub fn gather(
    operand: &Literal,
    indices: &Literal,
    dims: &GatherDims,
    out: &ArrayShape,
) -> Result<Literal> {
    gather::gather(operand, indices, dims, out)
}

/// Variadic scatter; out-of-bounds updates are skipped as XLA does.
pub fn scatter(
    operands: &[Literal],
    indices: &Literal,
    updates: &[Literal],
    attrs: &ScatterAttrs,
    eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    scatter::scatter(operands, indices, updates, attrs, eval)
}

/// Multi-operand sort along `dimension` with a comparator computation.
pub fn sort(
    operands: &[Literal],
    dimension: usize,
    _is_stable: bool,
    comparator: CompId,
    eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    // Always stable, which satisfies both settings.
    sort::sort(operands, dimension, comparator, eval)
}

/// The `k` largest (or smallest) along the last dimension: (values, s32 indices).
pub fn top_k(operand: &Literal, k: usize, largest: bool) -> Result<(Literal, Literal)> {
    sort::top_k(operand, k, largest)
}

/// Variadic reduce-window: `inputs` then `inits`, one result per input (owned literals or
/// shared ones, e.g. `Arc<Literal>`, so callers need not copy their inputs).
pub fn reduce_window<L: std::borrow::Borrow<Literal>>(
    inputs: &[L],
    inits: &[L],
    window: &[WindowDim],
    reducer: CompId,
    out: &[ArrayShape],
    eval: &mut dyn Evaluator,
) -> Result<Vec<Literal>> {
    reduce_window::reduce_window(inputs, inits, window, reducer, out, eval)
}

/// Select-and-scatter (the gradient of max-pooling).
pub fn select_and_scatter(
    operand: &Literal,
    source: &Literal,
    init: &Literal,
    window: &[WindowDim],
    select: CompId,
    scatter: CompId,
    eval: &mut dyn Evaluator,
) -> Result<Literal> {
    select_and_scatter::select_and_scatter(operand, source, init, window, select, scatter, eval)
}

/// rng-bit-generator: (new state, random bits of shape `out`), three-fry or philox as XLA.
pub fn rng_bit_generator(
    state: &Literal,
    algorithm: RngAlgorithm,
    out: &ArrayShape,
) -> Result<(Literal, Literal)> {
    rng::rng_bit_generator(state, algorithm, out)
}

/// Cholesky factorisation of the last two dimensions (batched).
pub fn cholesky(a: &Literal, lower: bool) -> Result<Literal> {
    linalg::cholesky(a, lower)
}

/// Triangular solve (batched), as XLA's TriangularSolve.
pub fn triangular_solve(a: &Literal, b: &Literal, attrs: &TriangularSolveAttrs) -> Result<Literal> {
    linalg::triangular_solve(a, b, attrs)
}

/// Discrete Fourier transform over the trailing `fft_length.len()` dimensions (batched), as
/// XLA's Fft; `out` is the verified result shape.
pub fn fft(
    a: &Literal,
    fft_type: FftType,
    fft_length: &[usize],
    out: &ArrayShape,
) -> Result<Literal> {
    fft::fft(a, fft_type, fft_length, out)
}
