//! Cholesky and triangular solve over the last two dimensions (batched), for f32, f64, c64 and
//! c128, with XLA's semantics: only the triangle named by `lower` is read; the other triangle
//! of a Cholesky result is zero; a matrix that is not positive definite yields a result filled
//! with NaN (what XLA's CPU backend returns) rather than an error.

use super::common::invalid;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal, TriangularSolveAttrs, TriangularTranspose};

trait Field: Copy + Default + bytemuck::Pod {
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn div(self, o: Self) -> Self;
    fn conj(self) -> Self;
    /// Square root of the real part (a Hermitian pivot is real).
    fn sqrt_re(self) -> Self;
    fn one() -> Self;
    fn nan() -> Self;
    /// A Cholesky pivot is usable: real part > 0 (false for NaN).
    fn pivot_ok(self) -> bool;
}

macro_rules! real_field {
    ($t:ty) => {
        impl Field for $t {
            fn sub(self, o: Self) -> Self {
                self - o
            }
            fn mul(self, o: Self) -> Self {
                self * o
            }
            fn div(self, o: Self) -> Self {
                self / o
            }
            fn conj(self) -> Self {
                self
            }
            fn sqrt_re(self) -> Self {
                self.sqrt()
            }
            fn one() -> Self {
                1.0
            }
            fn nan() -> Self {
                <$t>::NAN
            }
            fn pivot_ok(self) -> bool {
                self > 0.0
            }
        }
    };
}
real_field!(f32);
real_field!(f64);

macro_rules! complex_field {
    ($t:ty) => {
        impl Field for [$t; 2] {
            fn sub(self, o: Self) -> Self {
                [self[0] - o[0], self[1] - o[1]]
            }
            fn mul(self, o: Self) -> Self {
                [
                    self[0] * o[0] - self[1] * o[1],
                    self[0] * o[1] + self[1] * o[0],
                ]
            }
            fn div(self, o: Self) -> Self {
                let d = o[0] * o[0] + o[1] * o[1];
                [
                    (self[0] * o[0] + self[1] * o[1]) / d,
                    (self[1] * o[0] - self[0] * o[1]) / d,
                ]
            }
            fn conj(self) -> Self {
                [self[0], -self[1]]
            }
            fn sqrt_re(self) -> Self {
                [self[0].sqrt(), 0.0]
            }
            fn one() -> Self {
                [1.0, 0.0]
            }
            fn nan() -> Self {
                [<$t>::NAN, <$t>::NAN]
            }
            fn pivot_ok(self) -> bool {
                self[0] > 0.0
            }
        }
    };
}
complex_field!(f32);
complex_field!(f64);

fn square_batch(op: &str, dims: &[usize]) -> Result<(usize, usize)> {
    let r = dims.len();
    if r < 2 || dims[r - 1] != dims[r - 2] {
        return Err(invalid(
            op,
            format!("needs square matrices in the last two dimensions, got {dims:?}"),
        ));
    }
    Ok((dims[..r - 2].iter().product(), dims[r - 1]))
}

fn cholesky_typed<T: Field>(a: &Literal, lower: bool) -> Result<Literal> {
    let (batch, n) = square_batch("cholesky", a.dims())?;
    let src: &[T] = a
        .as_slice()
        .ok_or_else(|| Error::internal("cholesky: element size"))?;
    let mut out = Literal::zeros(a.shape().clone())?;
    let dst: &mut [T] = out
        .as_mut_slice()
        .ok_or_else(|| Error::internal("cholesky: element size"))?;
    let mut l = vec![T::default(); n * n];
    for b in 0..batch {
        let m = &src[b * n * n..(b + 1) * n * n];
        // Lower view of the input: A[i][j] for i >= j, from the named triangle.
        let at = |i: usize, j: usize| {
            if lower {
                m[i * n + j]
            } else {
                m[j * n + i].conj()
            }
        };
        l.iter_mut().for_each(|v| *v = T::default());
        let mut failed = false;
        for j in 0..n {
            let mut d = at(j, j);
            for k in 0..j {
                d = d.sub(l[j * n + k].mul(l[j * n + k].conj()));
            }
            if !d.pivot_ok() {
                failed = true;
                break;
            }
            let djj = d.sqrt_re();
            l[j * n + j] = djj;
            for i in j + 1..n {
                let mut s = at(i, j);
                for k in 0..j {
                    s = s.sub(l[i * n + k].mul(l[j * n + k].conj()));
                }
                l[i * n + j] = s.div(djj);
            }
        }
        let o = &mut dst[b * n * n..(b + 1) * n * n];
        if failed {
            // XLA (like LAPACK's potrf) reports a matrix that is not positive definite by
            // filling the whole result with NaN.
            o.iter_mut().for_each(|v| *v = T::nan());
            continue;
        }
        for i in 0..n {
            for j in 0..=i {
                if lower {
                    o[i * n + j] = l[i * n + j];
                } else {
                    o[j * n + i] = l[i * n + j].conj();
                }
            }
        }
    }
    Ok(out)
}

pub(super) fn cholesky(a: &Literal, lower: bool) -> Result<Literal> {
    match a.ty() {
        ElementType::F32 => cholesky_typed::<f32>(a, lower),
        ElementType::F64 => cholesky_typed::<f64>(a, lower),
        ElementType::C64 => cholesky_typed::<[f32; 2]>(a, lower),
        ElementType::C128 => cholesky_typed::<[f64; 2]>(a, lower),
        t => Err(Error::unsupported("cholesky", t, "cpu")),
    }
}

fn solve_typed<T: Field>(
    a: &Literal,
    b: &Literal,
    attrs: &TriangularSolveAttrs,
) -> Result<Literal> {
    const OP: &str = "triangular-solve";
    let (batch, k) = square_batch(OP, a.dims())?;
    let bd = b.dims();
    let r = bd.len();
    if r != a.dims().len() || bd[..r - 2] != a.dims()[..r - 2] {
        return Err(invalid(OP, "a and b must have the same batch dimensions"));
    }
    let (m, n) = (bd[r - 2], bd[r - 1]);
    if (attrs.left_side && m != k) || (!attrs.left_side && n != k) {
        return Err(invalid(OP, "a's size does not match b"));
    }
    let asrc: &[T] = a
        .as_slice()
        .ok_or_else(|| Error::internal("triangular-solve: element size"))?;
    let bsrc: &[T] = b
        .as_slice()
        .ok_or_else(|| Error::internal("triangular-solve: element size"))?;
    let mut out = Literal::zeros(ArrayShape::new(b.ty(), bd.to_vec()))?;
    let dst: &mut [T] = out
        .as_mut_slice()
        .ok_or_else(|| Error::internal("triangular-solve: element size"))?;
    // t = op(a) restricted to the named triangle; then for right-side solves use t^T
    // (X t = B  <=>  t^T X^T = B^T) so that every solve is a left-side one.
    let mut t = vec![T::default(); k * k];
    let transposed = attrs.transpose_a != TriangularTranspose::NoTranspose;
    let mut eff_lower = attrs.lower != transposed;
    if !attrs.left_side {
        eff_lower = !eff_lower;
    }
    let (rows, cols) = if attrs.left_side { (m, n) } else { (n, m) };
    let mut x = vec![T::default(); rows * cols];
    for bi in 0..batch {
        let am = &asrc[bi * k * k..(bi + 1) * k * k];
        for i in 0..k {
            for j in 0..k {
                let in_tri = if attrs.lower { i >= j } else { i <= j };
                let mut v = if !in_tri {
                    T::default()
                } else if i == j && attrs.unit_diagonal {
                    T::one()
                } else {
                    am[i * k + j]
                };
                if attrs.transpose_a == TriangularTranspose::Adjoint {
                    v = v.conj();
                }
                // op(a)[p][q] = v at (p, q) = (i, j) or (j, i).
                let (p, q) = if transposed { (j, i) } else { (i, j) };
                let (p, q) = if attrs.left_side { (p, q) } else { (q, p) };
                t[p * k + q] = v;
            }
        }
        let bm = &bsrc[bi * m * n..(bi + 1) * m * n];
        // x: rows × cols, the left-side right-hand side.
        for i in 0..rows {
            for j in 0..cols {
                x[i * cols + j] = if attrs.left_side {
                    bm[i * n + j]
                } else {
                    bm[j * n + i]
                };
            }
        }
        for c in 0..cols {
            let order: Box<dyn Iterator<Item = usize>> = if eff_lower {
                Box::new(0..k)
            } else {
                Box::new((0..k).rev())
            };
            for i in order {
                let mut s = x[i * cols + c];
                let range = if eff_lower { 0..i } else { i + 1..k };
                for q in range {
                    s = s.sub(t[i * k + q].mul(x[q * cols + c]));
                }
                x[i * cols + c] = if attrs.unit_diagonal {
                    s
                } else {
                    s.div(t[i * k + i])
                };
            }
        }
        let o = &mut dst[bi * m * n..(bi + 1) * m * n];
        for i in 0..rows {
            for j in 0..cols {
                if attrs.left_side {
                    o[i * n + j] = x[i * cols + j];
                } else {
                    o[j * n + i] = x[i * cols + j];
                }
            }
        }
    }
    Ok(out)
}

pub(super) fn triangular_solve(
    a: &Literal,
    b: &Literal,
    attrs: &TriangularSolveAttrs,
) -> Result<Literal> {
    if a.ty() != b.ty() {
        return Err(invalid(
            "triangular-solve",
            "a and b must have the same element type",
        ));
    }
    match a.ty() {
        ElementType::F32 => solve_typed::<f32>(a, b, attrs),
        ElementType::F64 => solve_typed::<f64>(a, b, attrs),
        ElementType::C64 => solve_typed::<[f32; 2]>(a, b, attrs),
        ElementType::C128 => solve_typed::<[f64; 2]>(a, b, attrs),
        // Half precision: solved in f32 and rounded once to the type.
        ElementType::F16 | ElementType::BF16 => {
            use crate::backend::cpu::elem::{narrow, widen};
            let (wa, wb) = (widen(a)?, widen(b)?);
            let x = solve_typed::<f32>(&wa, &wb, attrs)?;
            narrow(x, a.ty())
        }
        t => Err(Error::unsupported("triangular-solve", t, "cpu")),
    }
}
