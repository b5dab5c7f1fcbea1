//! Elementwise kernels: unary, binary, compare, select, clamp over whole literals, with XLA's
//! per-element semantics (see `elem`). Operands of one element broadcast against the others,
//! which both HLO's scalar clamp bounds and the vectorised evaluation of reducer computations
//! rely on. f16/bf16 compute in f32 and round after each op.
//!
//! Kernels here take literals and return new literals; they never look at instructions.

use super::elem::*;
use crate::error::Result;
use crate::ir::{BinaryOp, CompareType, ComparisonDirection, ElementType, Literal, UnaryOp};
use half::{bf16, f16};

type C32 = [f32; 2];
type C64 = [f64; 2];

/// Result element type of a unary op on `ty`.
pub(crate) fn unary_result_type(op: UnaryOp, ty: ElementType) -> ElementType {
    match op {
        UnaryOp::IsFinite => ElementType::Pred,
        UnaryOp::Real | UnaryOp::Imag | UnaryOp::Abs => ty.complex_component().unwrap_or(ty),
        _ => ty,
    }
}

pub(crate) fn unary(op: UnaryOp, x: &Literal, dims: &[usize]) -> Result<Literal> {
    let ty = x.ty();
    let name = op.hlo_name();
    match ty {
        ElementType::F32 => unary_float::<f32>(op, sl(x), ty, dims),
        ElementType::F64 => unary_float::<f64>(op, sl(x), ty, dims),
        ElementType::F16 | ElementType::BF16 => {
            if matches!(op, UnaryOp::Negate | UnaryOp::Abs) {
                // Sign-bit ops are exact in the narrow type.
                let flip: u16 = 0x8000;
                return match op {
                    UnaryOp::Negate => map1(sl::<u16>(x), ty, dims, move |v| v ^ flip),
                    _ => map1(sl::<u16>(x), ty, dims, move |v| v & !flip),
                };
            }
            let w = widen(x)?;
            let r = unary_float::<f32>(op, sl(&w), ElementType::F32, dims)?;
            narrow(r, unary_result_type(op, ty))
        }
        ElementType::Pred => match op {
            UnaryOp::Not => map1(sl::<u8>(x), ty, dims, |v| (v == 0) as u8),
            UnaryOp::Abs => map1(sl::<u8>(x), ty, dims, |v| v),
            _ => Err(unsupported(name, ty)),
        },
        ElementType::C64 => unary_complex::<f32>(op, sl::<C32>(x), ty, dims),
        ElementType::C128 => unary_complex::<f64>(op, sl::<C64>(x), ty, dims),
        _ => {
            with_int!(ty, T => unary_int::<T>(op, sl(x), ty, dims), else Err(unsupported(name, ty)))
        }
    }
}

/// Receives the per-element function of a float op, monomorphised, so that one table of
/// op semantics serves both the whole-literal kernels here and the fused block programs.
pub(crate) trait FloatUnaryVisitor<T> {
    type Out;
    fn visit<F: Fn(T) -> T + Copy + Send + Sync>(self, f: F) -> Self::Out;
}

/// As [`FloatUnaryVisitor`], for binary float ops.
pub(crate) trait FloatBinaryVisitor<T> {
    type Out;
    fn visit<F: Fn(T, T) -> T + Copy + Send + Sync>(self, f: F) -> Self::Out;
}

/// As [`FloatUnaryVisitor`], for float comparisons (result 0/1).
pub(crate) trait FloatCompareVisitor<T> {
    type Out;
    fn visit<F: Fn(T, T) -> u8 + Copy + Send + Sync>(self, f: F) -> Self::Out;
}

/// The element function of a float unary op `T -> T`; `None` for ops without one
/// (is-finite returns pred; not, popcnt, clz are integer ops).
#[inline(always)]
pub(crate) fn visit_float_unary<T: FloatElem, V: FloatUnaryVisitor<T>>(
    op: UnaryOp,
    v: V,
) -> Option<V::Out> {
    use UnaryOp::*;
    Some(match op {
        Abs => v.visit(|x: T| x.abs()),
        Negate => v.visit(|x: T| -x),
        Sign => v.visit(|x: T| x.xsign()),
        Floor => v.visit(|x: T| x.floor()),
        Ceil => v.visit(|x: T| x.ceil()),
        RoundNearestAfz => v.visit(|x: T| x.round_afz()),
        RoundNearestEven => v.visit(|x: T| x.round_even()),
        Sqrt => v.visit(|x: T| x.sqrt()),
        Rsqrt => v.visit(|x: T| x.rsqrt()),
        Cbrt => v.visit(|x: T| x.cbrt()),
        Exp => v.visit(|x: T| x.exp()),
        Expm1 => v.visit(|x: T| x.expm1()),
        Log => v.visit(|x: T| x.ln()),
        Log1p => v.visit(|x: T| x.ln1p()),
        Logistic => v.visit(|x: T| x.logistic()),
        Sine => v.visit(|x: T| x.sin()),
        Cosine => v.visit(|x: T| x.cos()),
        Tan => v.visit(|x: T| x.tan()),
        Tanh => v.visit(|x: T| x.tanh()),
        Erf => v.visit(|x: T| x.erf()),
        Real => v.visit(|x: T| x),
        Imag => v.visit(|_x: T| T::ZERO),
        IsFinite | Not | PopCount | CountLeadingZeros => return None,
    })
}

/// The element function of a float binary op `(T, T) -> T`; `None` for bitwise ops and
/// `complex` (which changes the type).
#[inline(always)]
pub(crate) fn visit_float_binary<T: FloatElem, V: FloatBinaryVisitor<T>>(
    op: BinaryOp,
    v: V,
) -> Option<V::Out> {
    use BinaryOp::*;
    Some(match op {
        Add => v.visit(|x: T, y: T| x + y),
        Subtract => v.visit(|x: T, y: T| x - y),
        Multiply => v.visit(|x: T, y: T| x * y),
        Divide => v.visit(|x: T, y: T| x / y),
        Remainder => v.visit(|x: T, y: T| x % y),
        Power => v.visit(|x: T, y: T| x.powf(y)),
        Maximum => v.visit(|x: T, y: T| x.xmax(y)),
        Minimum => v.visit(|x: T, y: T| x.xmin(y)),
        Atan2 => v.visit(|x: T, y: T| x.atan2(y)),
        Complex | And | Or | Xor | ShiftLeft | ShiftRightArithmetic | ShiftRightLogical => {
            return None
        }
    })
}

/// The element function of a float comparison.
#[inline(always)]
pub(crate) fn visit_float_compare<T: FloatElem, V: FloatCompareVisitor<T>>(
    dir: ComparisonDirection,
    total: bool,
    v: V,
) -> V::Out {
    use ComparisonDirection::*;
    if total {
        return v.visit(move |x: T, y: T| dir_holds(dir, x.total_key().cmp(&y.total_key())) as u8);
    }
    match dir {
        Eq => v.visit(|x: T, y: T| (x == y) as u8),
        Ne => v.visit(|x: T, y: T| (x != y) as u8),
        Lt => v.visit(|x: T, y: T| (x < y) as u8),
        Le => v.visit(|x: T, y: T| (x <= y) as u8),
        Gt => v.visit(|x: T, y: T| (x > y) as u8),
        Ge => v.visit(|x: T, y: T| (x >= y) as u8),
    }
}

/// `clamp` on floats: NaN-propagating max then min, as XLA.
#[inline]
pub(crate) fn clamp_float<T: FloatElem>(lo: T, x: T, hi: T) -> T {
    x.xmax(lo).xmin(hi)
}

/// Whole-literal map with a visited element function.
struct MapInto<'a, T> {
    x: &'a [T],
    y: &'a [T],
    ty: ElementType,
    dims: &'a [usize],
}

impl<T: FloatElem> FloatUnaryVisitor<T> for MapInto<'_, T> {
    type Out = Result<Literal>;
    fn visit<F: Fn(T) -> T + Copy + Send + Sync>(self, f: F) -> Result<Literal> {
        map1(self.x, self.ty, self.dims, f)
    }
}

impl<T: FloatElem> FloatBinaryVisitor<T> for MapInto<'_, T> {
    type Out = Result<Literal>;
    fn visit<F: Fn(T, T) -> T + Copy + Send + Sync>(self, f: F) -> Result<Literal> {
        map2(self.x, self.y, self.ty, self.dims, f)
    }
}

impl<T: FloatElem> FloatCompareVisitor<T> for MapInto<'_, T> {
    type Out = Result<Literal>;
    fn visit<F: Fn(T, T) -> u8 + Copy + Send + Sync>(self, f: F) -> Result<Literal> {
        map2(self.x, self.y, ElementType::Pred, self.dims, f)
    }
}

fn unary_float<T: FloatElem>(
    op: UnaryOp,
    x: &[T],
    ty: ElementType,
    dims: &[usize],
) -> Result<Literal> {
    if op == UnaryOp::IsFinite {
        return map1(x, ElementType::Pred, dims, |v: T| v.is_finite() as u8);
    }
    let m = MapInto { x, y: x, ty, dims };
    visit_float_unary(op, m).unwrap_or_else(|| Err(unsupported(op.hlo_name(), ty)))
}

fn unary_int<T: IntElem>(op: UnaryOp, x: &[T], ty: ElementType, dims: &[usize]) -> Result<Literal> {
    use UnaryOp::*;
    match op {
        Abs => map1(x, ty, dims, |v: T| v.xabs()),
        Negate => map1(x, ty, dims, |v: T| v.wneg()),
        Sign => map1(x, ty, dims, |v: T| v.xsign()),
        Not => map1(x, ty, dims, |v: T| v.not()),
        PopCount => map1(x, ty, dims, |v: T| v.popcnt()),
        CountLeadingZeros => map1(x, ty, dims, |v: T| v.clz()),
        _ => Err(unsupported(op.hlo_name(), ty)),
    }
}

/// (a + bi)(c + di) as XLA:CPU computes it: LLVM contracts the products into fused
/// multiply-adds, `re = fma(a, c, -(b·d))`, `im = fma(b, c, a·d)` (jaxlib's bits: over 600
/// products cubed, every other pairing of the fused product differs).
fn c_mul<T: FloatElem>(a: [T; 2], b: [T; 2]) -> [T; 2] {
    [
        a[0].mul_add(b[0], -(a[1] * b[1])),
        a[1].mul_add(b[0], a[0] * b[1]),
    ]
}

/// (a + bi)^(c + di) by XLA's formula (`EmitComplexPower`):
/// `(a² + b²)^(c/2) · e^(-d·θ) · (cos q + i sin q)` with θ = atan2(b, a) and
/// `q = c·θ + (d/2)·ln(a² + b²)`, the sums fused as XLA:CPU's contraction does; 0^w is 1 for
/// w = 0, 0 for real w > 0 (Kahan's convention, as XLA).
fn c_pow<T: FloatElem>(x: [T; 2], y: [T; 2]) -> [T; 2] {
    let ([a, b], [c, d]) = (x, y);
    let half = T::from_f64(0.5);
    let aa_p_bb = b.mul_add(b, a * a);
    let theta = b.atan2(a);
    let coeff = aa_p_bb.powf(half * c) * (-d * theta).exp();
    let q = (half * d).mul_add(aa_p_bb.ln(), c * theta);
    if aa_p_bb == T::ZERO && d == T::ZERO && T::ZERO <= c {
        let re = if c == T::ZERO { T::ONE } else { T::ZERO };
        return [re, T::ZERO];
    }
    [coeff * q.cos(), coeff * q.sin()]
}

fn c_div<T: FloatElem>(a: [T; 2], b: [T; 2]) -> [T; 2] {
    // Smith's algorithm keeps intermediate magnitudes in range.
    if b[0].abs() >= b[1].abs() {
        let r = b[1] / b[0];
        let d = b[0] + b[1] * r;
        [(a[0] + a[1] * r) / d, (a[1] - a[0] * r) / d]
    } else {
        let r = b[0] / b[1];
        let d = b[0] * r + b[1];
        [(a[0] * r + a[1]) / d, (a[1] * r - a[0]) / d]
    }
}

fn c_exp<T: FloatElem>(a: [T; 2]) -> [T; 2] {
    let e = a[0].exp();
    [e * a[1].cos(), e * a[1].sin()]
}

fn c_log<T: FloatElem>(a: [T; 2]) -> [T; 2] {
    [a[0].hypot(a[1]).ln(), a[1].atan2(a[0])]
}

/// `(cosh b, sinh b)`, sinh through expm1 so small arguments keep their digits.
fn c_cosh_sinh<T: FloatElem>(b: T) -> (T, T) {
    let half = T::from_f64(0.5);
    let (e, ei) = (b.exp(), (-b).exp());
    ((e + ei) * half, (b.expm1() - (-b).expm1()) * half)
}

fn c_sin<T: FloatElem>(z: [T; 2]) -> [T; 2] {
    let (ch, sh) = c_cosh_sinh(z[1]);
    [z[0].sin() * ch, z[0].cos() * sh]
}

fn c_cos<T: FloatElem>(z: [T; 2]) -> [T; 2] {
    let (ch, sh) = c_cosh_sinh(z[1]);
    [z[0].cos() * ch, -(z[0].sin() * sh)]
}

/// tanh(a + bi) = (sinh 2a + i sin 2b) / (cosh 2a + cos 2b); past |a| = 20 the real part is ±1
/// and the imaginary part below every format's resolution, where cosh would overflow.
fn c_tanh<T: FloatElem>(z: [T; 2]) -> [T; 2] {
    let (a, b) = (z[0], z[1]);
    let two = T::from_f64(2.0);
    if a.abs() > T::from_f64(20.0) {
        let one = if a.is_sign_negative() {
            -T::ONE
        } else {
            T::ONE
        };
        let s = (two * b).sin();
        return [
            one,
            if s.is_sign_negative() {
                -T::ZERO
            } else {
                T::ZERO
            },
        ];
    }
    let (ch, sh) = c_cosh_sinh(two * a);
    let d = ch + (two * b).cos();
    [sh / d, (two * b).sin() / d]
}

/// tan z = -i tanh(i z).
fn c_tan<T: FloatElem>(z: [T; 2]) -> [T; 2] {
    let t = c_tanh([-z[1], z[0]]);
    [t[1], -t[0]]
}

/// exp(z) - 1 with the real part as expm1(a) cos b - 2 sin²(b/2), exact near 0.
fn c_expm1<T: FloatElem>(z: [T; 2]) -> [T; 2] {
    let (a, b) = (z[0], z[1]);
    let h = (b * T::from_f64(0.5)).sin();
    [
        a.expm1() * b.cos() - T::from_f64(2.0) * h * h,
        a.exp() * b.sin(),
    ]
}

fn unary_complex<T: FloatElem>(
    op: UnaryOp,
    x: &[[T; 2]],
    ty: ElementType,
    dims: &[usize],
) -> Result<Literal> {
    use UnaryOp::*;
    let comp = ty.complex_component().unwrap_or(ty);
    match op {
        Negate => map1(x, ty, dims, |v: [T; 2]| [-v[0], -v[1]]),
        Real => map1(x, comp, dims, |v: [T; 2]| v[0]),
        Imag => map1(x, comp, dims, |v: [T; 2]| v[1]),
        Abs => map1(x, comp, dims, |v: [T; 2]| v[0].hypot(v[1])),
        Exp => map1(x, ty, dims, c_exp),
        Log => map1(x, ty, dims, c_log),
        Sqrt => map1(x, ty, dims, super::complex_expanded::c_sqrt),
        Sine => map1(x, ty, dims, c_sin),
        Cosine => map1(x, ty, dims, c_cos),
        Tan => map1(x, ty, dims, c_tan),
        Tanh => map1(x, ty, dims, c_tanh),
        Expm1 => map1(x, ty, dims, c_expm1),
        Log1p => map1(x, ty, dims, super::complex_expanded::c_log1p),
        Rsqrt => map1(x, ty, dims, super::complex_expanded::c_rsqrt),
        Sign => map1(x, ty, dims, |v: [T; 2]| {
            let r = v[0].hypot(v[1]);
            if r == T::ZERO {
                [T::ZERO, T::ZERO]
            } else {
                [v[0] / r, v[1] / r]
            }
        }),
        IsFinite => map1(x, ElementType::Pred, dims, |v: [T; 2]| {
            (v[0].is_finite() && v[1].is_finite()) as u8
        }),
        _ => Err(unsupported(op.hlo_name(), ty)),
    }
}

// ---------------------------------------------------------------------------------------------

pub(crate) fn binary(op: BinaryOp, a: &Literal, b: &Literal, dims: &[usize]) -> Result<Literal> {
    let ty = a.ty();
    let name = op.hlo_name();
    match ty {
        ElementType::F32 => binary_float::<f32>(op, sl(a), sl(b), ty, dims),
        ElementType::F64 => binary_float::<f64>(op, sl(a), sl(b), ty, dims),
        ElementType::F16 | ElementType::BF16 => {
            let (wa, wb) = (widen(a)?, widen(b)?);
            let r = binary_float::<f32>(op, sl(&wa), sl(&wb), ElementType::F32, dims)?;
            if op == BinaryOp::Complex {
                return Err(unsupported(name, ty));
            }
            narrow(r, ty)
        }
        ElementType::Pred => {
            let (x, y) = (sl::<u8>(a), sl::<u8>(b));
            match op {
                BinaryOp::And | BinaryOp::Minimum | BinaryOp::Multiply => {
                    map2(x, y, ty, dims, |u, v| u & v)
                }
                BinaryOp::Or | BinaryOp::Maximum | BinaryOp::Add => {
                    map2(x, y, ty, dims, |u, v| u | v)
                }
                BinaryOp::Xor | BinaryOp::Subtract => map2(x, y, ty, dims, |u, v| u ^ v),
                _ => Err(unsupported(name, ty)),
            }
        }
        ElementType::C64 => binary_complex::<f32>(op, sl(a), sl(b), ty, dims),
        ElementType::C128 => binary_complex::<f64>(op, sl(a), sl(b), ty, dims),
        _ => with_int!(ty, T => binary_int::<T>(op, sl(a), sl(b), ty, dims),
            else Err(unsupported(name, ty))),
    }
}

fn binary_float<T: FloatElem>(
    op: BinaryOp,
    a: &[T],
    b: &[T],
    ty: ElementType,
    dims: &[usize],
) -> Result<Literal> {
    if op == BinaryOp::Complex {
        let cty = match ty {
            ElementType::F32 => ElementType::C64,
            ElementType::F64 => ElementType::C128,
            _ => return Err(unsupported("complex", ty)),
        };
        return map2(a, b, cty, dims, |x: T, y: T| [x, y]);
    }
    let m = MapInto {
        x: a,
        y: b,
        ty,
        dims,
    };
    visit_float_binary(op, m).unwrap_or_else(|| Err(unsupported(op.hlo_name(), ty)))
}

fn binary_int<T: IntElem>(
    op: BinaryOp,
    a: &[T],
    b: &[T],
    ty: ElementType,
    dims: &[usize],
) -> Result<Literal> {
    use BinaryOp::*;
    match op {
        Add => map2(a, b, ty, dims, |x: T, y: T| x.wadd(y)),
        Subtract => map2(a, b, ty, dims, |x: T, y: T| x.wsub(y)),
        Multiply => map2(a, b, ty, dims, |x: T, y: T| x.wmul(y)),
        Divide => map2(a, b, ty, dims, |x: T, y: T| x.xdiv(y)),
        Remainder => map2(a, b, ty, dims, |x: T, y: T| x.xrem(y)),
        Power => map2(a, b, ty, dims, |x: T, y: T| x.xpow(y)),
        Maximum => map2(a, b, ty, dims, |x: T, y: T| x.max(y)),
        Minimum => map2(a, b, ty, dims, |x: T, y: T| x.min(y)),
        And => map2(a, b, ty, dims, |x: T, y: T| x.and(y)),
        Or => map2(a, b, ty, dims, |x: T, y: T| x.or(y)),
        Xor => map2(a, b, ty, dims, |x: T, y: T| x.xor(y)),
        ShiftLeft => map2(a, b, ty, dims, |x: T, y: T| x.shl(y)),
        ShiftRightArithmetic => map2(a, b, ty, dims, |x: T, y: T| x.sra(y)),
        ShiftRightLogical => map2(a, b, ty, dims, |x: T, y: T| x.srl(y)),
        Atan2 | Complex => Err(unsupported(op.hlo_name(), ty)),
    }
}

fn binary_complex<T: FloatElem>(
    op: BinaryOp,
    a: &[[T; 2]],
    b: &[[T; 2]],
    ty: ElementType,
    dims: &[usize],
) -> Result<Literal> {
    use BinaryOp::*;
    match op {
        Add => map2(a, b, ty, dims, |x: [T; 2], y: [T; 2]| {
            [x[0] + y[0], x[1] + y[1]]
        }),
        Subtract => map2(a, b, ty, dims, |x: [T; 2], y: [T; 2]| {
            [x[0] - y[0], x[1] - y[1]]
        }),
        Multiply => map2(a, b, ty, dims, c_mul),
        Divide => map2(a, b, ty, dims, c_div),
        Power => map2(a, b, ty, dims, c_pow),
        _ => Err(unsupported(op.hlo_name(), ty)),
    }
}

// ---------------------------------------------------------------------------------------------

#[inline]
fn dir_holds(dir: ComparisonDirection, o: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    use ComparisonDirection::*;
    match dir {
        Eq => o == Equal,
        Ne => o != Equal,
        Lt => o == Less,
        Le => o != Greater,
        Gt => o == Greater,
        Ge => o != Less,
    }
}

fn cmp_float<T: FloatElem>(
    dir: ComparisonDirection,
    total: bool,
    a: &[T],
    b: &[T],
    dims: &[usize],
) -> Result<Literal> {
    let m = MapInto {
        x: a,
        y: b,
        ty: ElementType::Pred,
        dims,
    };
    visit_float_compare(dir, total, m)
}

fn cmp_ord<T: Ord + bytemuck::Pod + Send + Sync>(
    dir: ComparisonDirection,
    a: &[T],
    b: &[T],
    dims: &[usize],
) -> Result<Literal> {
    use ComparisonDirection::*;
    let p = ElementType::Pred;
    match dir {
        Eq => map2(a, b, p, dims, |x: T, y: T| (x == y) as u8),
        Ne => map2(a, b, p, dims, |x: T, y: T| (x != y) as u8),
        Lt => map2(a, b, p, dims, |x: T, y: T| (x < y) as u8),
        Le => map2(a, b, p, dims, |x: T, y: T| (x <= y) as u8),
        Gt => map2(a, b, p, dims, |x: T, y: T| (x > y) as u8),
        Ge => map2(a, b, p, dims, |x: T, y: T| (x >= y) as u8),
    }
}

pub(crate) fn compare(
    dir: ComparisonDirection,
    ctype: Option<CompareType>,
    a: &Literal,
    b: &Literal,
    dims: &[usize],
) -> Result<Literal> {
    let ty = a.ty();
    let total = ctype == Some(CompareType::TotalOrder);
    match ty {
        ElementType::F32 => cmp_float::<f32>(dir, total, sl(a), sl(b), dims),
        ElementType::F64 => cmp_float::<f64>(dir, total, sl(a), sl(b), dims),
        ElementType::F16 => {
            let (x, y) = (sl::<f16>(a), sl::<f16>(b));
            if total {
                let (wa, wb) = (widen(a)?, widen(b)?);
                return cmp_float::<f32>(dir, true, sl(&wa), sl(&wb), dims);
            }
            cmp_float_half(dir, x, y, dims, |v: f16| v.to_f32())
        }
        ElementType::BF16 => {
            let (x, y) = (sl::<bf16>(a), sl::<bf16>(b));
            if total {
                let (wa, wb) = (widen(a)?, widen(b)?);
                return cmp_float::<f32>(dir, true, sl(&wa), sl(&wb), dims);
            }
            cmp_float_half(dir, x, y, dims, |v: bf16| v.to_f32())
        }
        ElementType::Pred => cmp_ord::<u8>(dir, sl(a), sl(b), dims),
        ElementType::C64 | ElementType::C128 => {
            let eq = match dir {
                ComparisonDirection::Eq => true,
                ComparisonDirection::Ne => false,
                _ => return Err(unsupported("compare", ty)),
            };
            if ty == ElementType::C64 {
                map2(
                    sl::<C32>(a),
                    sl::<C32>(b),
                    ElementType::Pred,
                    dims,
                    move |x, y| ((x[0] == y[0] && x[1] == y[1]) == eq) as u8,
                )
            } else {
                map2(
                    sl::<C64>(a),
                    sl::<C64>(b),
                    ElementType::Pred,
                    dims,
                    move |x, y| ((x[0] == y[0] && x[1] == y[1]) == eq) as u8,
                )
            }
        }
        _ => with_int!(ty, T => cmp_ord::<T>(dir, sl(a), sl(b), dims),
            else Err(unsupported("compare", ty))),
    }
}

fn cmp_float_half<H: bytemuck::Pod + Send + Sync>(
    dir: ComparisonDirection,
    a: &[H],
    b: &[H],
    dims: &[usize],
    f: impl Fn(H) -> f32 + Sync + Send + Copy,
) -> Result<Literal> {
    use ComparisonDirection::*;
    let p = ElementType::Pred;
    match dir {
        Eq => map2(a, b, p, dims, move |x, y| (f(x) == f(y)) as u8),
        Ne => map2(a, b, p, dims, move |x, y| (f(x) != f(y)) as u8),
        Lt => map2(a, b, p, dims, move |x, y| (f(x) < f(y)) as u8),
        Le => map2(a, b, p, dims, move |x, y| (f(x) <= f(y)) as u8),
        Gt => map2(a, b, p, dims, move |x, y| (f(x) > f(y)) as u8),
        Ge => map2(a, b, p, dims, move |x, y| (f(x) >= f(y)) as u8),
    }
}

/// `select(pred, on_true, on_false)`; any operand may be a single element.
pub(crate) fn select(p: &Literal, t: &Literal, f: &Literal, dims: &[usize]) -> Result<Literal> {
    let ty = t.ty();
    let pv = sl::<u8>(p);
    with_bytes!(ty.byte_size(), T => map3(pv, sl::<T>(t), sl::<T>(f), ty, dims,
        |c: u8, x: T, y: T| if c != 0 { x } else { y }))
}

/// `clamp(lo, x, hi)` = min(max(x, lo), hi) with the type's max/min semantics.
pub(crate) fn clamp(lo: &Literal, x: &Literal, hi: &Literal, dims: &[usize]) -> Result<Literal> {
    let ty = x.ty();
    match ty {
        ElementType::F32 => map3(
            sl::<f32>(lo),
            sl::<f32>(x),
            sl::<f32>(hi),
            ty,
            dims,
            clamp_float,
        ),
        ElementType::F64 => map3(
            sl::<f64>(lo),
            sl::<f64>(x),
            sl::<f64>(hi),
            ty,
            dims,
            clamp_float,
        ),
        ElementType::F16 | ElementType::BF16 => {
            let (wl, wx, wh) = (widen(lo)?, widen(x)?, widen(hi)?);
            let r = map3(
                sl::<f32>(&wl),
                sl::<f32>(&wx),
                sl::<f32>(&wh),
                ElementType::F32,
                dims,
                clamp_float,
            )?;
            narrow(r, ty)
        }
        ElementType::Pred => map3(
            sl::<u8>(lo),
            sl::<u8>(x),
            sl::<u8>(hi),
            ty,
            dims,
            |l, v, h| v.max(l).min(h),
        ),
        _ => with_int!(ty, T => map3(sl::<T>(lo), sl::<T>(x), sl::<T>(hi), ty, dims,
            |l: T, v: T, h: T| v.max(l).min(h)), else Err(unsupported("clamp", ty))),
    }
}
