//! Helpers shared by the structured kernels: reading index arrays, walking index spaces,
//! element-size dispatch for pure data movement, and the typed scalar ops of the fast paths.
//!
//! Nothing here knows about any particular kernel's dimension numbers; it must not allocate per
//! element on hot paths.

use crate::backend::cpu::elem::FloatElem;
use crate::error::{Error, Result};
use crate::ir::{BinaryOp, ElementType, Literal};
use bytemuck::Pod;
use half::{bf16, f16};

/// Reads an integer array (s8..s64, u8..u64) as i64, saturating u64 values above i64::MAX
/// (every consumer clamps or bounds-checks them, so saturation keeps the answer exact).
pub(crate) fn read_indices(l: &Literal, op: &str) -> Result<Vec<i64>> {
    fn conv<T: Pod + Copy>(l: &Literal, f: impl Fn(T) -> i64) -> Vec<i64> {
        l.as_slice::<T>()
            .map(|s| s.iter().map(|&v| f(v)).collect())
            .unwrap_or_default()
    }
    Ok(match l.ty() {
        ElementType::S8 => conv::<i8>(l, |v| v as i64),
        ElementType::S16 => conv::<i16>(l, |v| v as i64),
        ElementType::S32 => conv::<i32>(l, |v| v as i64),
        ElementType::S64 => conv::<i64>(l, |v| v),
        ElementType::U8 => conv::<u8>(l, |v| v as i64),
        ElementType::U16 => conv::<u16>(l, |v| v as i64),
        ElementType::U32 => conv::<u32>(l, |v| v as i64),
        ElementType::U64 => conv::<u64>(l, |v| i64::try_from(v).unwrap_or(i64::MAX)),
        t => {
            return Err(Error::invalid_program(format!(
                "{op}: index array must have an integer element type, got {t}"
            )))
        }
    })
}

pub(crate) fn invalid(op: &str, msg: impl std::fmt::Display) -> Error {
    Error::invalid_program(format!("{op}: {msg}"))
}

/// Copies element `i` of `src` into the scalar literal `dst` (same element type).
#[inline]
pub(crate) fn load_scalar(dst: &mut Literal, src: &[u8], i: usize) {
    let es = dst.bytes().len();
    dst.bytes_mut().copy_from_slice(&src[i * es..(i + 1) * es]);
}

/// Checks that a called computation returned `n` scalars of the expected types.
pub(crate) fn check_results(
    op: &str,
    res: &[Literal],
    types: impl Iterator<Item = ElementType>,
) -> Result<()> {
    let mut n = 0;
    for (i, t) in types.enumerate() {
        n += 1;
        match res.get(i) {
            Some(r) if r.ty() == t && r.element_count() == 1 => {}
            Some(r) => {
                return Err(invalid(
                    op,
                    format!(
                        "called computation result {i} is {}, expected {t}[]",
                        r.shape()
                    ),
                ))
            }
            None => return Err(invalid(op, "called computation returned too few results")),
        }
    }
    if res.len() != n {
        return Err(invalid(
            op,
            format!(
                "called computation returned {} results, expected {n}",
                res.len()
            ),
        ));
    }
    Ok(())
}

/// Calls `f(flat, a, b)` for every index of `dims` in row-major order, where `a` and `b` are
/// the index's dot products with strides `sa` and `sb`.
pub(crate) fn walk2(
    dims: &[usize],
    sa: &[usize],
    sb: &[usize],
    mut f: impl FnMut(usize, usize, usize) -> Result<()>,
) -> Result<()> {
    let n: usize = dims.iter().product();
    if n == 0 {
        return Ok(());
    }
    let rank = dims.len();
    if rank == 0 {
        return f(0, 0, 0);
    }
    let last = rank - 1;
    let (inner, ia, ib) = (dims[last], sa[last], sb[last]);
    let mut idx = vec![0usize; rank];
    let (mut a, mut b) = (0usize, 0usize);
    let mut flat = 0usize;
    loop {
        for k in 0..inner {
            f(flat + k, a + k * ia, b + k * ib)?;
        }
        flat += inner;
        // Carry into the outer dimensions.
        let mut d = last;
        loop {
            if d == 0 {
                return Ok(());
            }
            d -= 1;
            idx[d] += 1;
            a += sa[d];
            b += sb[d];
            if idx[d] < dims[d] {
                break;
            }
            a -= sa[d] * dims[d];
            b -= sb[d] * dims[d];
            idx[d] = 0;
        }
    }
}

/// Calls `f(index)` for every multi-index of `dims` in row-major order.
pub(crate) fn for_each_index(
    dims: &[usize],
    mut f: impl FnMut(&[usize]) -> Result<()>,
) -> Result<()> {
    if dims.contains(&0) {
        return Ok(());
    }
    let mut idx = vec![0usize; dims.len()];
    loop {
        f(&idx)?;
        let mut d = dims.len();
        loop {
            if d == 0 {
                return Ok(());
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < dims[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// Dispatches on element byte size to a `Pod` type of that size, for type-blind data movement.
macro_rules! with_elem_size {
    ($size:expr, $T:ident => $body:expr) => {
        match $size {
            1 => {
                type $T = u8;
                $body
            }
            2 => {
                type $T = u16;
                $body
            }
            4 => {
                type $T = u32;
                $body
            }
            8 => {
                type $T = u64;
                $body
            }
            _ => {
                type $T = [u64; 2];
                $body
            }
        }
    };
}
pub(crate) use with_elem_size;

/// A numeric element type with the binary ops of the reducer fast paths, with XLA semantics
/// (wrapping integers; NaN-propagating max/min with -0 below +0, as llvm.maximum/minimum in
/// XLA:CPU, whatever the operand order; f16/bf16 computed in f32 and rounded once).
pub(crate) trait Num: Pod + Copy + Send + Sync + 'static {
    fn add(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn max(self, o: Self) -> Self;
    fn min(self, o: Self) -> Self;
}

macro_rules! num_int {
    ($($t:ty),*) => {$(
        impl Num for $t {
            #[inline] fn add(self, o: Self) -> Self { self.wrapping_add(o) }
            #[inline] fn mul(self, o: Self) -> Self { self.wrapping_mul(o) }
            #[inline] fn max(self, o: Self) -> Self { Ord::max(self, o) }
            #[inline] fn min(self, o: Self) -> Self { Ord::min(self, o) }
        }
    )*};
}
num_int!(i8, i16, i32, i64, u8, u16, u32, u64);

macro_rules! num_float {
    ($($t:ty),*) => {$(
        impl Num for $t {
            #[inline] fn add(self, o: Self) -> Self { self + o }
            #[inline] fn mul(self, o: Self) -> Self { self * o }
            #[inline] fn max(self, o: Self) -> Self { FloatElem::xmax(self, o) }
            #[inline] fn min(self, o: Self) -> Self { FloatElem::xmin(self, o) }
        }
    )*};
}
num_float!(f32, f64);

macro_rules! num_half {
    ($($t:ty),*) => {$(
        impl Num for $t {
            #[inline] fn add(self, o: Self) -> Self { <$t>::from_f32(self.to_f32() + o.to_f32()) }
            #[inline] fn mul(self, o: Self) -> Self { <$t>::from_f32(self.to_f32() * o.to_f32()) }
            // Equal values merge their sign bits: +0 wins max, -0 wins min.
            #[inline] fn max(self, o: Self) -> Self {
                if self.is_nan() { self }
                else if self == o { <$t>::from_bits(self.to_bits() & o.to_bits()) }
                else if self > o { self } else { o }
            }
            #[inline] fn min(self, o: Self) -> Self {
                if self.is_nan() { self }
                else if self == o { <$t>::from_bits(self.to_bits() | o.to_bits()) }
                else if self < o { self } else { o }
            }
        }
    )*};
}
num_half!(f16, bf16);

/// A typed binary function for `op` when the fast paths cover it.
pub(crate) fn num_fn<T: Num>(op: BinaryOp) -> Option<fn(T, T) -> T> {
    match op {
        BinaryOp::Add => Some(T::add),
        BinaryOp::Multiply => Some(T::mul),
        BinaryOp::Maximum => Some(T::max),
        BinaryOp::Minimum => Some(T::min),
        _ => None,
    }
}

/// Dispatches on the numeric element types that implement `Num`; `$other` for the rest.
macro_rules! with_num_type {
    ($ty:expr, $T:ident => $body:expr, _ => $other:expr) => {
        match $ty {
            ElementType::F32 => {
                type $T = f32;
                $body
            }
            ElementType::F64 => {
                type $T = f64;
                $body
            }
            ElementType::F16 => {
                type $T = half::f16;
                $body
            }
            ElementType::BF16 => {
                type $T = half::bf16;
                $body
            }
            ElementType::S8 => {
                type $T = i8;
                $body
            }
            ElementType::S16 => {
                type $T = i16;
                $body
            }
            ElementType::S32 => {
                type $T = i32;
                $body
            }
            ElementType::S64 => {
                type $T = i64;
                $body
            }
            ElementType::U8 => {
                type $T = u8;
                $body
            }
            ElementType::U16 => {
                type $T = u16;
                $body
            }
            ElementType::U32 => {
                type $T = u32;
                $body
            }
            ElementType::U64 => {
                type $T = u64;
                $body
            }
            _ => $other,
        }
    };
}
pub(crate) use with_num_type;

/// Whether `comp` is `(a, b) -> b` ("set"/overwrite), decided by probing it on distinct values
/// of type `ty` (including NaN and infinities for floats, which defeat `b + 0 * a` and similar).
pub(crate) fn probe_is_second(
    eval: &mut dyn super::Evaluator,
    comp: crate::ir::CompId,
    ty: ElementType,
) -> bool {
    let pairs: Vec<(Literal, Literal)> = match probe_values(ty) {
        Some(v) => v,
        None => return false,
    };
    for (a, b) in pairs {
        match eval.call(comp, &[a, b.clone()]) {
            Ok(r) if r.len() == 1 && r[0].bytes() == b.bytes() && r[0].ty() == ty => {}
            _ => return false,
        }
    }
    true
}

fn probe_values(ty: ElementType) -> Option<Vec<(Literal, Literal)>> {
    fn mk<T: Pod>(ty: ElementType, v: &[(T, T)]) -> Option<Vec<(Literal, Literal)>> {
        v.iter()
            .map(|(a, b)| Some((Literal::scalar(ty, *a).ok()?, Literal::scalar(ty, *b).ok()?)))
            .collect()
    }
    match ty {
        ElementType::F32 => mk::<f32>(
            ty,
            &[
                (3.0, 5.0),
                (5.0, 3.0),
                (f32::NAN, 1.0),
                (f32::INFINITY, -2.0),
                (-7.5, 0.0),
            ],
        ),
        ElementType::F64 => mk::<f64>(
            ty,
            &[
                (3.0, 5.0),
                (5.0, 3.0),
                (f64::NAN, 1.0),
                (f64::INFINITY, -2.0),
                (-7.5, 0.0),
            ],
        ),
        ElementType::F16 => mk::<f16>(
            ty,
            &[
                (f16::from_f32(3.0), f16::from_f32(5.0)),
                (f16::from_f32(5.0), f16::from_f32(3.0)),
                (f16::NAN, f16::ONE),
                (f16::INFINITY, f16::from_f32(-2.0)),
            ],
        ),
        ElementType::BF16 => mk::<bf16>(
            ty,
            &[
                (bf16::from_f32(3.0), bf16::from_f32(5.0)),
                (bf16::from_f32(5.0), bf16::from_f32(3.0)),
                (bf16::NAN, bf16::ONE),
                (bf16::INFINITY, bf16::from_f32(-2.0)),
            ],
        ),
        ElementType::S8 | ElementType::U8 | ElementType::Pred => {
            let p = if ty == ElementType::Pred {
                vec![(0u8, 1u8), (1, 0), (1, 1), (0, 0)]
            } else {
                vec![(3u8, 5u8), (5, 3), (200, 7), (0, 255)]
            };
            mk::<u8>(ty, &p)
        }
        ElementType::S16 | ElementType::U16 => {
            mk::<u16>(ty, &[(3, 5), (5, 3), (60000, 7), (0, 65535)])
        }
        ElementType::S32 | ElementType::U32 => {
            mk::<u32>(ty, &[(3, 5), (5, 3), (4_000_000_000, 7), (0, u32::MAX)])
        }
        ElementType::S64 | ElementType::U64 => {
            mk::<u64>(ty, &[(3, 5), (5, 3), (u64::MAX - 3, 7), (0, u64::MAX)])
        }
        ElementType::C64 => mk::<[f32; 2]>(
            ty,
            &[
                ([3.0, 1.0], [5.0, 2.0]),
                ([5.0, -1.0], [3.0, 0.0]),
                ([f32::NAN, 0.0], [1.0, 1.0]),
            ],
        ),
        ElementType::C128 => mk::<[f64; 2]>(
            ty,
            &[
                ([3.0, 1.0], [5.0, 2.0]),
                ([5.0, -1.0], [3.0, 0.0]),
                ([f64::NAN, 0.0], [1.0, 1.0]),
            ],
        ),
        _ => None,
    }
}

/// Typed mutable view of a literal's storage by element size (the element type is not checked:
/// callers pick `T` by byte size for data movement).
pub(crate) trait DataMut {
    fn data_mut_slice<T: bytemuck::Pod>(&mut self) -> &mut [T];
}

impl DataMut for Literal {
    fn data_mut_slice<T: bytemuck::Pod>(&mut self) -> &mut [T] {
        bytemuck::cast_slice_mut(self.bytes_mut())
    }
}
