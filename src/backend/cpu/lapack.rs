//! Built-in host implementations of the LAPACK custom calls jax 0.10.2 emits on CPU
//! (`lapack_{s,d}potrf_ffi`, `lapack_{s,d}getrf_ffi`, `lapack_{s,d}trsm_ffi`), so
//! `jnp.linalg.cholesky`, `solve_triangular`, `solve`, `inv` and `det` lowered for CPU run
//! here. `custom_call::resolve` asks this module only after the user registry, so a
//! registered function of the same name wins.
//!
//! The calls are typed FFI: their attributes are single characters as integers (`uplo = 76`
//! is 'L') in `backend_config` (HLO `backend_config={uplo = 76 : ui8}`; StableHLO
//! `mhlo.backend_config`). Operand layouts are column-major (`{0,1}`), but layouts are
//! physical: every routine works on the logical (row-major literal) matrix, which is the
//! matrix LAPACK sees. Leading dimensions are batch dimensions.
//!
//! - potrf(a) -> (factor, info s32[batch]): the named triangle holds the Cholesky factor, the
//!   other keeps a's values (LAPACK leaves it untouched; jax masks it); `info` is 0, or the
//!   1-based column whose pivot was not positive (the rest of that matrix is then partial,
//!   as LAPACK leaves it; jax replaces it with NaN).
//! - getrf(a) -> (lu, ipiv s32[batch, min(m,n)], info s32[batch]): LU with partial pivoting
//!   as LAPACK's getf2: the pivot is the first row with the largest |a| in the column, rows
//!   are swapped whole, `ipiv` is 1-based, a zero pivot sets `info` to its 1-based column
//!   (first one only) and skips that column's scaling.
//! - trsm(a, b) -> x with side, uplo, trans_x, diag: the `triangular-solve` kernel.
//!
//! Complex variants and other LAPACK routines are refused with an error naming the target.
//! This module does not look at the registry and does not know about any backend but CPU.
//! Rounding: the arithmetic is LAPACK's unblocked algorithm (reciprocal-multiply scaling),
//! but jaxlib's LAPACK (OpenBLAS, blocked, vectorised dots) sums in another order, so
//! results agree with jax to a few ulps, not bit for bit.

use super::custom_call::CustomCallFn;
use super::kernels;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal, TriangularSolveAttrs, TriangularTranspose};
use std::ops::{Add, Div, Mul, Sub};
use std::sync::Arc;

/// The routine and element type of a target name like `lapack_spotrf_ffi`.
fn parse_target(target: &str) -> Option<(char, &str)> {
    let body = target.strip_prefix("lapack_")?.strip_suffix("_ffi")?;
    let mut chars = body.chars();
    let t = chars.next()?;
    Some((t, chars.as_str()))
}

/// The host function for `target` if it names a LAPACK routine: `None` for other names;
/// `Some(Err)` for a LAPACK routine or element type this module does not implement, or for
/// a missing attribute.
pub(crate) fn builtin(target: &str, config: &str) -> Option<Result<Arc<CustomCallFn>>> {
    let (t, routine) = parse_target(target)?;
    let refuse = |why: &str| {
        Some(Err(Error::unsupported_msg(format!(
            "custom-call target '{target}' is not supported: {why} (register a host \
             function for it with register_custom_call)"
        ))))
    };
    let ty = match t {
        's' => ElementType::F32,
        'd' => ElementType::F64,
        'c' | 'z' => return refuse("complex LAPACK routines are not built in"),
        _ => return refuse("unknown LAPACK element type"),
    };
    let attr = |key: &str| config_char(config, key).ok_or_else(|| missing(target, key));
    Some(match routine {
        "potrf" => attr("uplo").and_then(|u| {
            let lower = side_or_uplo(target, "uplo", u)?;
            let f: Arc<CustomCallFn> = Arc::new(move |args: &[Literal]| {
                let a = one_arg(args, ty, "potrf")?;
                potrf(a, lower)
            });
            Ok(f)
        }),
        "getrf" => {
            let f: Arc<CustomCallFn> = Arc::new(move |args: &[Literal]| {
                let a = one_arg(args, ty, "getrf")?;
                getrf(a)
            });
            Ok(f)
        }
        "trsm" => (|| {
            let left_side = side_or_uplo(target, "side", attr("side")?)?;
            let lower = side_or_uplo(target, "uplo", attr("uplo")?)?;
            let transpose_a = match attr("trans_x")? {
                b'N' => TriangularTranspose::NoTranspose,
                b'T' => TriangularTranspose::Transpose,
                b'C' => TriangularTranspose::Adjoint,
                c => return Err(bad(target, "trans_x", c)),
            };
            let unit_diagonal = match attr("diag")? {
                b'U' => true,
                b'N' => false,
                c => return Err(bad(target, "diag", c)),
            };
            let attrs = TriangularSolveAttrs {
                left_side,
                lower,
                unit_diagonal,
                transpose_a,
            };
            let f: Arc<CustomCallFn> = Arc::new(move |args: &[Literal]| {
                if args.len() != 2 || args.iter().any(|a| a.ty() != ty) {
                    return Err(Error::invalid_argument(format!(
                        "lapack trsm takes two {} arrays",
                        ty.hlo_name()
                    )));
                }
                Ok(vec![kernels::triangular_solve(&args[0], &args[1], &attrs)?])
            });
            Ok(f)
        })(),
        _ => return refuse("only potrf, getrf and trsm are built in"),
    })
}

/// The integer value of `key` in a typed-FFI config `{key = 76 : ui8, ...}` (or the
/// StableHLO front end's `{key = 76, ...}`), as a byte.
fn config_char(config: &str, key: &str) -> Option<u8> {
    config
        .trim()
        .trim_start_matches('{')
        .trim_end_matches('}')
        .split(',')
        .find_map(|part| {
            let (k, v) = part.split_once('=')?;
            if k.trim().trim_matches('"') != key {
                return None;
            }
            let v = v.trim();
            let digits: String = v.chars().take_while(|c| c.is_ascii_digit()).collect();
            digits.parse::<u8>().ok()
        })
}

fn missing(target: &str, key: &str) -> Error {
    Error::invalid_program(format!(
        "custom-call target '{target}' needs '{key}' in its backend_config"
    ))
}

fn bad(target: &str, key: &str, c: u8) -> Error {
    Error::invalid_program(format!(
        "custom-call target '{target}': {key} = {c} is not a valid value"
    ))
}

/// 'L' (lower / left side) → true, 'U' / 'R' → false.
fn side_or_uplo(target: &str, key: &str, c: u8) -> Result<bool> {
    match (key, c) {
        (_, b'L') => Ok(true),
        ("uplo", b'U') | ("side", b'R') => Ok(false),
        _ => Err(bad(target, key, c)),
    }
}

fn one_arg<'a>(args: &'a [Literal], ty: ElementType, routine: &str) -> Result<&'a Literal> {
    match args {
        [a] if a.ty() == ty && a.dims().len() >= 2 => Ok(a),
        _ => Err(Error::invalid_argument(format!(
            "lapack {routine} takes one {} array of rank 2 or more",
            ty.hlo_name()
        ))),
    }
}

trait Real:
    Copy
    + PartialOrd
    + bytemuck::Pod
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    /// The smallest positive normal number (LAPACK's `sfmin` for these types).
    const SFMIN: Self;
    fn abs(self) -> Self;
    fn sqrt(self) -> Self;
}

macro_rules! real {
    ($t:ty) => {
        impl Real for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const SFMIN: Self = <$t>::MIN_POSITIVE;
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
        }
    };
}
real!(f32);
real!(f64);

/// Batch count and the last two dimensions.
fn batch_mn(dims: &[usize]) -> (usize, usize, usize) {
    let r = dims.len();
    (dims[..r - 2].iter().product(), dims[r - 2], dims[r - 1])
}

fn s32_literal(dims: Vec<usize>, values: &[i32]) -> Result<Literal> {
    Ok(Literal::from_bytes(
        ArrayShape::new(ElementType::S32, dims),
        bytemuck::cast_slice(values),
    )?)
}

fn potrf(a: &Literal, lower: bool) -> Result<Vec<Literal>> {
    match a.ty() {
        ElementType::F32 => potrf_typed::<f32>(a, lower),
        ElementType::F64 => potrf_typed::<f64>(a, lower),
        t => Err(Error::unsupported("lapack potrf", t, "cpu")),
    }
}

fn potrf_typed<T: Real>(a: &Literal, lower: bool) -> Result<Vec<Literal>> {
    let (batch, m, n) = batch_mn(a.dims());
    if m != n {
        return Err(Error::invalid_argument(format!(
            "lapack potrf needs square matrices, got {:?}",
            a.dims()
        )));
    }
    let mut out = a.clone();
    let w: &mut [T] = out
        .as_mut_slice()
        .ok_or_else(|| Error::internal("potrf: element size"))?;
    let mut info = vec![0i32; batch];
    for (b, info) in info.iter_mut().enumerate() {
        let m = &mut w[b * n * n..(b + 1) * n * n];
        // Element (i, j) of the lower factor L (i >= j); an upper factor is stored as L^T.
        let at = |i: usize, j: usize| if lower { i * n + j } else { j * n + i };
        for j in 0..n {
            let mut d = m[at(j, j)];
            for k in 0..j {
                let l = m[at(j, k)];
                d = d - l * l;
            }
            // `!(d > 0)` also stops at NaN, as LAPACK does.
            if d.partial_cmp(&T::ZERO) != Some(std::cmp::Ordering::Greater) {
                m[at(j, j)] = d;
                *info = j as i32 + 1;
                break;
            }
            let djj = d.sqrt();
            m[at(j, j)] = djj;
            let r = T::ONE / djj;
            for i in j + 1..n {
                let mut s = m[at(i, j)];
                for k in 0..j {
                    s = s - m[at(i, k)] * m[at(j, k)];
                }
                m[at(i, j)] = s * r;
            }
        }
    }
    let batch_dims = a.dims()[..a.dims().len() - 2].to_vec();
    Ok(vec![out, s32_literal(batch_dims, &info)?])
}

fn getrf(a: &Literal) -> Result<Vec<Literal>> {
    match a.ty() {
        ElementType::F32 => getrf_typed::<f32>(a),
        ElementType::F64 => getrf_typed::<f64>(a),
        t => Err(Error::unsupported("lapack getrf", t, "cpu")),
    }
}

fn getrf_typed<T: Real>(a: &Literal) -> Result<Vec<Literal>> {
    let (batch, m, n) = batch_mn(a.dims());
    let k = m.min(n);
    let mut out = a.clone();
    let w: &mut [T] = out
        .as_mut_slice()
        .ok_or_else(|| Error::internal("getrf: element size"))?;
    let mut ipiv = vec![0i32; batch * k];
    let mut info = vec![0i32; batch];
    for b in 0..batch {
        let x = &mut w[b * m * n..(b + 1) * m * n];
        for j in 0..k {
            // isamax: the first index of the largest magnitude.
            let mut p = j;
            let mut best = x[j * n + j].abs();
            for i in j + 1..m {
                let v = x[i * n + j].abs();
                if v > best {
                    best = v;
                    p = i;
                }
            }
            ipiv[b * k + j] = p as i32 + 1;
            if x[p * n + j] != T::ZERO {
                if p != j {
                    for c in 0..n {
                        x.swap(j * n + c, p * n + c);
                    }
                }
                let piv = x[j * n + j];
                if piv.abs() >= T::SFMIN {
                    let r = T::ONE / piv;
                    for i in j + 1..m {
                        x[i * n + j] = x[i * n + j] * r;
                    }
                } else {
                    for i in j + 1..m {
                        x[i * n + j] = x[i * n + j] / piv;
                    }
                }
            } else if info[b] == 0 {
                info[b] = j as i32 + 1;
            }
            for i in j + 1..m {
                let l = x[i * n + j];
                for c in j + 1..n {
                    x[i * n + c] = x[i * n + c] - l * x[j * n + c];
                }
            }
        }
    }
    let batch_dims = a.dims()[..a.dims().len() - 2].to_vec();
    let mut piv_dims = batch_dims.clone();
    piv_dims.push(k);
    Ok(vec![
        out,
        s32_literal(piv_dims, &ipiv)?,
        s32_literal(batch_dims, &info)?,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(dims: Vec<usize>, v: &[f32]) -> Literal {
        Literal::from_bytes(
            ArrayShape::new(ElementType::F32, dims),
            bytemuck::cast_slice(v),
        )
        .unwrap()
    }

    #[test]
    fn config_values() {
        let c = "{diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}";
        assert_eq!(config_char(c, "trans_x"), Some(b'T'));
        assert_eq!(config_char(c, "uplo"), Some(b'U'));
        assert_eq!(config_char("{uplo = 76}", "uplo"), Some(b'L'));
        assert_eq!(config_char("{}", "uplo"), None);
    }

    #[test]
    fn getrf_pivots_like_lapack() {
        // Column 0 has |-4| twice: the first one (row 1) is the pivot.
        let a = f32s(vec![3, 3], &[1.0, 2.0, 3.0, -4.0, 1.0, 0.0, 4.0, 5.0, 6.0]);
        let f = builtin("lapack_sgetrf_ffi", "{}").unwrap().unwrap();
        let r = f(&[a]).unwrap();
        let piv: &[i32] = r[1].as_slice().unwrap();
        assert_eq!(piv[0], 2);
        let info: &[i32] = r[2].as_slice().unwrap();
        assert_eq!(info, &[0]);
        // Singular: info names the first zero pivot, 1-based.
        let z = f32s(vec![2, 2], &[0.0, 1.0, 0.0, 2.0]);
        let r = f(&[z]).unwrap();
        assert_eq!(r[2].as_slice::<i32>().unwrap(), &[1]);
    }

    #[test]
    fn potrf_keeps_other_triangle_and_reports_info() {
        let a = f32s(vec![2, 2], &[4.0, 7.0, 2.0, 5.0]);
        let f = builtin("lapack_spotrf_ffi", "{uplo = 76 : ui8}")
            .unwrap()
            .unwrap();
        let r = f(&[a]).unwrap();
        assert_eq!(r[0].as_slice::<f32>().unwrap(), &[2.0, 7.0, 1.0, 2.0]);
        assert_eq!(r[1].as_slice::<i32>().unwrap(), &[0]);
        // Upper: A = U^T U, the lower triangle keeps a's value.
        let up = builtin("lapack_spotrf_ffi", "{uplo = 85 : ui8}")
            .unwrap()
            .unwrap();
        let a = f32s(vec![2, 2], &[4.0, 2.0, 9.0, 5.0]);
        assert_eq!(
            up(&[a]).unwrap()[0].as_slice::<f32>().unwrap(),
            &[2.0, 1.0, 9.0, 2.0]
        );
        let bad = f32s(vec![2, 2], &[1.0, 0.0, 2.0, 1.0]);
        assert_eq!(f(&[bad]).unwrap()[1].as_slice::<i32>().unwrap(), &[2]);
    }

    #[test]
    fn refusals_name_the_target() {
        let e = builtin("lapack_cpotrf_ffi", "{uplo = 76}")
            .unwrap()
            .err()
            .unwrap();
        assert!(e.to_string().contains("lapack_cpotrf_ffi"), "{e}");
        let e = builtin("lapack_ssyevd_ffi", "{}").unwrap().err().unwrap();
        assert!(e.to_string().contains("lapack_ssyevd_ffi"), "{e}");
        assert!(builtin("my_target", "").is_none());
        let e = builtin("lapack_spotrf_ffi", "").unwrap().err().unwrap();
        assert!(e.to_string().contains("uplo"), "{e}");
    }
}
