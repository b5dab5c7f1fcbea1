//! Built-in host implementations of the LAPACK custom calls jax 0.10.2 emits on CPU,
//! `lapack_<t><routine>_ffi` with t in s/d/c/z, so jax's CPU lowerings of cholesky, lu,
//! solve_triangular, solve, inv, det, slogdet, expm, qr, eigh, svd, pinv, lstsq,
//! tridiagonal, tridiagonal_solve, hessenberg, eig, eigvals and schur run here. `custom_call::resolve` asks this
//! module only after the user registry, so a registered function of the same name wins.
//!
//! The calls are typed FFI: their attributes are integers (`uplo = 76` is 'L', gehrd's
//! `low`/`high` are i32) in `backend_config` (HLO `backend_config={uplo = 76 : ui8}`;
//! StableHLO `mhlo.backend_config`). Operand layouts are column-major (`{0,1}`), but layouts
//! are physical: every routine works on the logical (row-major literal) matrix, which is the
//! matrix LAPACK sees. Leading dimensions are batch dimensions. Results, by routine:
//!
//! - potrf(a) -> (factor, info s32[batch]): the named triangle holds the Cholesky factor
//!   (A = L L^H or U^H U), the other keeps a's values; `info` is 0, or the 1-based column
//!   whose pivot was not positive (jax replaces that matrix with NaN).
//! - getrf(a) -> (lu, ipiv s32[batch, min(m,n)], info s32[batch]): getf2's partial pivoting
//!   (the first row with the largest |re| + |im|), 1-based pivots, info = first zero pivot.
//! - trsm(a, b) -> x with side, uplo, trans_x ('N', 'T', 'C'), diag: the triangular-solve kernel.
//! - geqrf(a) -> (reflectors and R, tau[min(m,n)]); orgqr/ungqr(a, tau) -> Q (m×n, m ≥ n).
//! - syevd/heevd(a) with uplo, mode -> (eigenvectors, ascending eigenvalues (real), info).
//! - gesdd(a) with mode 'A'/'S'/'N' -> (a, s (real, descending), u, vt, info); 'N' leaves u
//!   and vt zero (LAPACK does not reference them) in the shapes the call declares (jax
//!   declares economy shapes for full_matrices=False, full ones otherwise).
//! - gtsv(dl, d, du, b) -> (dl, d, du, x, info): jax's dl/du are n long (dl[0], du[n-1]
//!   unused).
//! - sytrd/hetrd(a) with uplo 'L' or 'U' -> (reflectors, d, e (real), tau, info).
//! - gehrd(a) with low, high -> (Hessenberg form and reflectors, tau[n-1], info).
//!
//! - geev(a) with compute_left, compute_right 'V'/'N' -> real types: (wr, wi, vl, vr,
//!   info), complex: (w, vl, vr, info); vl (uᴴ A = λ uᴴ) and vr are complex for every type
//!   (a real matrix's conjugate pair gets v and conj(v)), unit 2-norm with the largest
//!   component real (positive for c/z), zero for 'N'; info > 0 when the QR iteration does
//!   not converge (`nonsym`, `hessenberg_qr`: gehd2, dorghr, dlahqr/zlahqr, dtrevc-style
//!   back and forward substitution).
//! - gees(a) with mode 'V'/'N', sort 'N' -> (T, Z (zero for 'N'), wr, wi or w, sdim = 0,
//!   info): real T in standard form (dlanv2), equal to jaxlib's; complex Z may differ from
//!   jaxlib's by a unit phase per column (and T accordingly).
//!
//! No balancing (dgebal) is done before geev/gees. Sorted Schur forms (sort 'S') are
//! refused with an error naming the target; bad
//! operands are INVALID_ARGUMENT naming target, element type and backend.
//! This module does not look at the registry and does not know about any backend but CPU.
//! Rounding: the arithmetic is LAPACK's unblocked algorithms (`householder`), but jaxlib's
//! LAPACK (OpenBLAS, vectorised dots) sums in another order, so results agree with jax to a
//! few ulps, not bit for bit. syevd/heevd (`symmetric_eigen`: tridiagonal reduction and
//! dsteqr's QL/QR in `tridiagonal_qr`) and gesdd (`singular_values`: QR/LQ, bidiagonal
//! reduction and dbdsqr in `bidiagonal_qr`) follow LAPACK's steps for orders up to 25, where
//! dstedc/dbdsdc call those solvers, so their vectors carry jaxlib's signs and phases (unless
//! rounding flips a step decided by a near tie); above 25 LAPACK divides and conquers, and
//! the vectors here are a valid basis with possibly other signs.

mod bidiagonal_divide;
mod bidiagonal_qds;
mod bidiagonal_qr;
mod hessenberg_qr;
mod householder;
mod nonsym;
mod openblas;
mod scalar;
mod singular_values;
mod symmetric_eigen;
mod tridiagonal_divide;
mod tridiagonal_qr;

use super::custom_call::CustomCallFn;
use super::kernels;
use crate::error::{Error, Result};
use crate::ir::{
    ArrayShape, ElementType, Literal, Shape, TriangularSolveAttrs, TriangularTranspose,
};
use hessenberg_qr::HessenbergQr;
use scalar::{Cx, Real, Scalar};
use std::sync::Arc;

/// The routine and element type of a target name like `lapack_spotrf_ffi`.
fn parse_target(target: &str) -> Option<(char, &str)> {
    let body = target.strip_prefix("lapack_")?.strip_suffix("_ffi")?;
    let mut chars = body.chars();
    let t = chars.next()?;
    Some((t, chars.as_str()))
}

/// For a potrf target, whether its valid `uplo` names the lower triangle; `None` for another
/// target or an invalid configuration (which the host step reports). The GPU's batched
/// kernel (`gpu/small_linalg`) reads its triangle here.
pub(crate) fn potrf_lower(target: &str, config: &str) -> Option<bool> {
    let (_, routine) = parse_target(target)?;
    if routine != "potrf" {
        return None;
    }
    side_or_uplo(target, "uplo", config_char(config, "uplo")?).ok()
}

/// A built-in routine with its attributes.
#[derive(Clone, Debug)]
enum Routine {
    Potrf {
        lower: bool,
    },
    Getrf,
    Trsm(TriangularSolveAttrs),
    Geqrf,
    Orgqr,
    Syevd {
        lower: bool,
        vectors: bool,
    },
    /// `unreferenced`: for mode 'N', the trailing (rows, columns) jax declares for the u and
    /// vt results LAPACK does not reference (economy or full shapes, by full_matrices).
    Gesdd {
        mode: u8,
        unreferenced: Option<[(usize, usize); 2]>,
    },
    Gtsv,
    /// sytrd/hetrd of the lower (true) or upper triangle.
    Sytrd {
        lower: bool,
    },
    Gehrd {
        low: usize,
        high: usize,
    },
    Geev {
        left: bool,
        right: bool,
    },
    Gees {
        vectors: bool,
    },
}

/// The host function for `target` if it names a LAPACK routine: `None` for other names;
/// `Some(Err)` for a LAPACK routine or element type this module does not implement, or for
/// a missing or invalid attribute. `shape` is the custom call's declared result shape (read
/// only where LAPACK leaves a result's size to the caller).
pub(crate) fn builtin(
    target: &str,
    config: &str,
    shape: &Shape,
) -> Option<Result<Arc<CustomCallFn>>> {
    let (t, routine) = parse_target(target)?;
    let (ty, complex) = match t {
        's' => (ElementType::F32, false),
        'd' => (ElementType::F64, false),
        'c' => (ElementType::C64, true),
        'z' => (ElementType::C128, true),
        _ => {
            return Some(Err(Error::unsupported_msg(format!(
                "custom-call target '{target}' is not supported on the cpu backend: unknown \
                 LAPACK element type '{t}'"
            ))))
        }
    };
    let refuse = |why: &str| {
        Some(Err(Error::unsupported_msg(format!(
            "custom-call target '{target}' ({}) is not supported on the cpu backend: {why} \
             (register a host function for it with register_custom_call)",
            ty.hlo_name()
        ))))
    };
    let attr = |key: &str| config_char(config, key).ok_or_else(|| missing(target, key));
    let parsed: Result<Routine> = match (routine, complex) {
        ("potrf", _) => attr("uplo")
            .and_then(|u| side_or_uplo(target, "uplo", u))
            .map(|lower| Routine::Potrf { lower }),
        ("getrf", _) => Ok(Routine::Getrf),
        ("trsm", _) => (|| {
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
            Ok(Routine::Trsm(TriangularSolveAttrs {
                left_side,
                lower,
                unit_diagonal,
                transpose_a,
            }))
        })(),
        ("geqrf", _) => Ok(Routine::Geqrf),
        ("orgqr", false) | ("ungqr", true) => Ok(Routine::Orgqr),
        ("syevd", false) | ("heevd", true) => (|| {
            let lower = side_or_uplo(target, "uplo", attr("uplo")?)?;
            let vectors = match attr("mode")? {
                b'V' => true,
                b'N' => false,
                c => return Err(bad(target, "mode", c)),
            };
            Ok(Routine::Syevd { lower, vectors })
        })(),
        ("gesdd", _) => attr("mode").and_then(|m| match m {
            b'A' | b'S' | b'N' => Ok(Routine::Gesdd {
                mode: m,
                unreferenced: (m == b'N').then(|| unreferenced_uv(shape)).flatten(),
            }),
            c => Err(bad(target, "mode", c)),
        }),
        ("gtsv", _) => Ok(Routine::Gtsv),
        ("sytrd", false) | ("hetrd", true) => attr("uplo")
            .and_then(|u| side_or_uplo(target, "uplo", u))
            .map(|lower| Routine::Sytrd { lower }),
        ("gehrd", _) => (|| {
            let int = |k: &str| config_int(config, k).ok_or_else(|| missing(target, k));
            let (low, high) = (int("low")?, int("high")?);
            if low < 1 || high < low.saturating_sub(1) {
                return Err(Error::invalid_program(format!(
                    "custom-call target '{target}': low = {low}, high = {high} is not a valid \
                     range"
                )));
            }
            Ok(Routine::Gehrd {
                low: low as usize,
                high: high as usize,
            })
        })(),
        ("orgqr", true)
        | ("ungqr", false)
        | ("syevd", true)
        | ("heevd", false)
        | ("sytrd", true)
        | ("hetrd", false) => return refuse("the routine name does not match its element type"),
        ("geev", _) => (|| {
            let job = |k: &str| match attr(k)? {
                b'V' => Ok(true),
                b'N' => Ok(false),
                c => Err(bad(target, k, c)),
            };
            let (left, right) = (job("compute_left")?, job("compute_right")?);
            Ok(Routine::Geev { left, right })
        })(),
        ("gees", _) => (|| {
            let vectors = match attr("mode")? {
                b'V' => true,
                b'N' => false,
                c => return Err(bad(target, "mode", c)),
            };
            match attr("sort")? {
                b'N' => Ok(Routine::Gees { vectors }),
                b'S' => Err(Error::unsupported_msg(format!(
                    "custom-call target '{target}' is not supported on the cpu backend with \
                     sort = 'S' (sorted Schur forms are not built in)"
                ))),
                c => Err(bad(target, "sort", c)),
            }
        })(),
        _ => return refuse("not a LAPACK routine that is built in"),
    };
    Some(parsed.map(|r| {
        let target = target.to_string();
        let f: Arc<CustomCallFn> = Arc::new(move |args: &[Literal]| match ty {
            ElementType::F32 => run::<f32>(&target, &r, args),
            ElementType::F64 => run::<f64>(&target, &r, args),
            ElementType::C64 => run::<Cx<f32>>(&target, &r, args),
            _ => run::<Cx<f64>>(&target, &r, args),
        });
        f
    }))
}

/// The trailing (rows, columns) of gesdd's declared u and vt (results 2 and 3), if the
/// declared shape has them.
fn unreferenced_uv(shape: &Shape) -> Option<[(usize, usize); 2]> {
    let leaves = shape.leaves();
    let last2 = |k: usize| {
        let d = &leaves.get(k)?.dims;
        let r = d.len().checked_sub(2)?;
        Some((d[r], d[r + 1]))
    };
    Some([last2(2)?, last2(3)?])
}

/// The integer value of `key` in a typed-FFI config `{key = 76 : ui8, ...}` (or the
/// StableHLO front end's `{key = 76, ...}`).
fn config_int(config: &str, key: &str) -> Option<i64> {
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
            let sign = v.starts_with('-');
            let digits: String = v
                .trim_start_matches('-')
                .chars()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            let n = digits.parse::<i64>().ok()?;
            Some(if sign { -n } else { n })
        })
}

/// `config_int` as a byte (the typed FFI's character attributes).
fn config_char(config: &str, key: &str) -> Option<u8> {
    config_int(config, key).and_then(|v| u8::try_from(v).ok())
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

/// An operand error naming the target, its element type and the backend.
fn arg_error<T: Scalar>(target: &str, want: &str, args: &[Literal]) -> Error {
    let got: Vec<String> = args.iter().map(|a| a.shape().to_string()).collect();
    Error::invalid_argument(format!(
        "custom-call target '{target}' ({} on the cpu backend) takes {want}, got ({})",
        T::TYPE.hlo_name(),
        got.join(", ")
    ))
}

/// Batch dimensions, rows and columns of a matrix operand of type T.
fn matrix<T: Scalar>(
    target: &str,
    args: &[Literal],
    k: usize,
) -> Result<(Vec<usize>, usize, usize)> {
    let a = &args[k];
    let d = a.dims();
    if a.ty() != T::TYPE || d.len() < 2 {
        return Err(arg_error::<T>(
            target,
            &format!(
                "a {} array of rank 2 or more as operand {k}",
                T::TYPE.hlo_name()
            ),
            args,
        ));
    }
    let r = d.len();
    Ok((d[..r - 2].to_vec(), d[r - 2], d[r - 1]))
}

fn data<T: Scalar>(a: &Literal) -> Result<Vec<T>> {
    a.as_slice::<T>()
        .map(|s| s.to_vec())
        .ok_or_else(|| Error::internal("lapack: element size"))
}

fn lit<P: bytemuck::Pod>(ty: ElementType, dims: Vec<usize>, v: &[P]) -> Result<Literal> {
    Ok(Literal::from_bytes(
        ArrayShape::new(ty, dims),
        bytemuck::cast_slice(v),
    )?)
}

fn with(mut dims: Vec<usize>, tail: &[usize]) -> Vec<usize> {
    dims.extend_from_slice(tail);
    dims
}

fn real_ty<T: Scalar>() -> ElementType {
    T::TYPE.complex_component().unwrap_or(T::TYPE)
}

/// The complex type of T's eigenvectors (c64 for f32, c128 for f64).
fn complex_ty<T: Scalar>() -> ElementType {
    match real_ty::<T>() {
        ElementType::F32 => ElementType::C64,
        _ => ElementType::C128,
    }
}

/// Eigenvalues as LAPACK returns them: (wr, wi) for the real types, w for complex ones.
fn eigenvalue_outputs<T: Scalar>(batch: &[usize], n: usize, w: &[Cx<T::R>]) -> Result<Vec<Literal>>
where
    Cx<T::R>: bytemuck::Pod,
{
    let dims = with(batch.to_vec(), &[n]);
    if T::COMPLEX {
        return Ok(vec![lit(T::TYPE, dims, w)?]);
    }
    let wr: Vec<T::R> = w.iter().map(|x| x.re).collect();
    let wi: Vec<T::R> = w.iter().map(|x| x.im).collect();
    Ok(vec![
        lit(T::TYPE, dims.clone(), &wr)?,
        lit(T::TYPE, dims, &wi)?,
    ])
}

/// geev (right eigenvectors or none) and gees (no sorting) of a batch of square matrices.
fn run_nonsym<T: HessenbergQr>(target: &str, r: &Routine, args: &[Literal]) -> Result<Vec<Literal>>
where
    Cx<T::R>: bytemuck::Pod,
{
    let (batch, m, n) = matrix::<T>(target, args, 0)?;
    if m != n {
        return Err(arg_error::<T>(target, "square matrices", args));
    }
    let a = data::<T>(&args[0])?;
    let count: usize = batch.iter().product();
    let (mut ts, mut zs, mut ws, mut vls, mut vrs, mut infos) = (
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
        Vec::new(),
    );
    let zero = Cx {
        re: T::R::ZERO,
        im: T::R::ZERO,
    };
    // Indexed, not chunked: a batch of 0×0 matrices still has one info per matrix.
    for b in 0..count {
        let s = nonsym::schur(&a[b * n * n..(b + 1) * n * n], n);
        if let Routine::Geev { left, right } = *r {
            // Not computed (job 'N') or not converged: zero, as jax's kernel leaves them.
            let zeros = || std::iter::repeat_n(zero, n * n);
            if left && s.info == 0 {
                vls.extend(nonsym::left_vectors(&s, n));
            } else {
                vls.extend(zeros());
            }
            if right && s.info == 0 {
                vrs.extend(nonsym::right_vectors(&s, n));
            } else {
                vrs.extend(zeros());
            }
        }
        let vectors = matches!(r, Routine::Gees { vectors: true });
        ts.extend_from_slice(&s.t);
        if vectors {
            zs.extend_from_slice(&s.z);
        } else {
            zs.extend(std::iter::repeat_n(T::zero(), n * n));
        }
        ws.extend_from_slice(&s.w);
        infos.push(s.info);
    }
    let mut out = Vec::new();
    if matches!(r, Routine::Gees { .. }) {
        out.push(lit(T::TYPE, args[0].dims().to_vec(), &ts)?);
        out.push(lit(T::TYPE, args[0].dims().to_vec(), &zs)?);
        out.extend(eigenvalue_outputs::<T>(&batch, n, &ws)?);
        out.push(lit(ElementType::S32, batch.clone(), &vec![0i32; count])?);
    } else {
        out.extend(eigenvalue_outputs::<T>(&batch, n, &ws)?);
        let vdims = with(batch.clone(), &[n, n]);
        out.push(lit(complex_ty::<T>(), vdims.clone(), &vls)?);
        out.push(lit(complex_ty::<T>(), vdims, &vrs)?);
    }
    out.push(lit(ElementType::S32, batch, &infos)?);
    Ok(out)
}

fn run<T: HessenbergQr>(target: &str, r: &Routine, args: &[Literal]) -> Result<Vec<Literal>>
where
    Cx<T::R>: bytemuck::Pod,
{
    let nargs = match r {
        Routine::Trsm(_) | Routine::Orgqr => 2,
        Routine::Gtsv => 4,
        _ => 1,
    };
    if args.len() != nargs {
        return Err(arg_error::<T>(target, &format!("{nargs} operands"), args));
    }
    let ty = T::TYPE;
    match *r {
        Routine::Geev { .. } | Routine::Gees { .. } => run_nonsym::<T>(target, r, args),
        Routine::Trsm(ref attrs) => {
            if args.iter().any(|a| a.ty() != ty || a.dims().len() < 2) {
                return Err(arg_error::<T>(
                    target,
                    "two matrices of its element type",
                    args,
                ));
            }
            Ok(vec![kernels::triangular_solve(&args[0], &args[1], attrs)?])
        }
        Routine::Potrf { lower } => {
            let (batch, m, n) = matrix::<T>(target, args, 0)?;
            if m != n {
                return Err(arg_error::<T>(target, "square matrices", args));
            }
            let mut a = data::<T>(&args[0])?;
            let mut info = Vec::new();
            // Indexed, not chunked: a batch of 0×0 matrices still has one info per matrix.
            for b in 0..batch.iter().product() {
                info.push(potrf(&mut a[b * n * n..(b + 1) * n * n], n, lower));
            }
            Ok(vec![
                lit(ty, args[0].dims().to_vec(), &a)?,
                lit(ElementType::S32, batch, &info)?,
            ])
        }
        Routine::Getrf => {
            let (batch, m, n) = matrix::<T>(target, args, 0)?;
            let k = m.min(n);
            let mut a = data::<T>(&args[0])?;
            let (mut ipiv, mut info) = (Vec::new(), Vec::new());
            let count: usize = batch.iter().product();
            for b in 0..count {
                info.push(getrf(&mut a[b * m * n..(b + 1) * m * n], m, n, &mut ipiv));
            }
            Ok(vec![
                lit(ty, args[0].dims().to_vec(), &a)?,
                lit(ElementType::S32, with(batch.clone(), &[k]), &ipiv)?,
                lit(ElementType::S32, batch, &info)?,
            ])
        }
        Routine::Geqrf => {
            let (batch, m, n) = matrix::<T>(target, args, 0)?;
            let mut a = data::<T>(&args[0])?;
            let mut tau = Vec::new();
            for b in 0..batch.iter().product() {
                tau.extend(householder::geqr2(&mut a[b * m * n..(b + 1) * m * n], m, n));
            }
            Ok(vec![
                lit(ty, args[0].dims().to_vec(), &a)?,
                lit(ty, with(batch, &[m.min(n)]), &tau)?,
            ])
        }
        Routine::Orgqr => {
            let (batch, m, n) = matrix::<T>(target, args, 0)?;
            let t = &args[1];
            let k = t.dims().last().copied().unwrap_or(0);
            if t.ty() != ty
                || t.dims().len() != batch.len() + 1
                || t.dims()[..batch.len()] != batch[..]
                || k > n
                || n > m
            {
                return Err(arg_error::<T>(
                    target,
                    "an m×n matrix (m ≥ n) and its k ≤ n taus with the same batch dimensions",
                    args,
                ));
            }
            let mut a = data::<T>(&args[0])?;
            let tau = data::<T>(t)?;
            for b in 0..batch.iter().product() {
                householder::org2r(
                    &mut a[b * m * n..(b + 1) * m * n],
                    m,
                    n,
                    &tau[b * k..(b + 1) * k],
                );
            }
            Ok(vec![lit(ty, args[0].dims().to_vec(), &a)?])
        }
        Routine::Syevd { lower, vectors } => {
            let (batch, m, n) = matrix::<T>(target, args, 0)?;
            if m != n {
                return Err(arg_error::<T>(target, "square matrices", args));
            }
            let a = data::<T>(&args[0])?;
            let (mut vs, mut ws) = (Vec::with_capacity(a.len()), Vec::new());
            let mut infos = Vec::new();
            // One matrix per batch index (empty ones too: each still has an info).
            for b in 0..batch.iter().product::<usize>() {
                let x = &a[b * n * n..(b + 1) * n * n];
                let (w, v, info) = symmetric_eigen::syevd(x, n, lower, vectors);
                ws.extend(w);
                vs.extend(v);
                infos.push(info);
            }
            Ok(vec![
                lit(ty, args[0].dims().to_vec(), &vs)?,
                lit(real_ty::<T>(), with(batch.clone(), &[n]), &ws)?,
                lit(ElementType::S32, batch, &infos)?,
            ])
        }
        Routine::Gesdd { mode, unreferenced } => {
            let (batch, m, n) = matrix::<T>(target, args, 0)?;
            let k = m.min(n);
            let (ur, uc, vr, vc) = match (mode, unreferenced) {
                (b'S', _) => (m, k, k, n),
                (_, Some([(ur, uc), (vr, vc)])) => (ur, uc, vr, vc),
                _ => (m, m, n, n),
            };
            let a = data::<T>(&args[0])?;
            let (mut ss, mut us, mut vts, mut infos) =
                (Vec::new(), Vec::new(), Vec::new(), Vec::new());
            for b in 0..batch.iter().product::<usize>() {
                let x = &a[b * m * n..(b + 1) * m * n];
                let (s, u, vt, info) = singular_values::gesdd(x, m, n, mode);
                ss.extend(s);
                if mode == b'N' {
                    us.extend(std::iter::repeat_n(T::zero(), ur * uc));
                    vts.extend(std::iter::repeat_n(T::zero(), vr * vc));
                } else {
                    us.extend(u);
                    vts.extend(vt);
                }
                infos.push(info);
            }
            Ok(vec![
                args[0].clone(),
                lit(real_ty::<T>(), with(batch.clone(), &[k]), &ss)?,
                lit(ty, with(batch.clone(), &[ur, uc]), &us)?,
                lit(ty, with(batch.clone(), &[vr, vc]), &vts)?,
                lit(ElementType::S32, batch, &infos)?,
            ])
        }
        Routine::Gtsv => {
            let d = args[1].dims();
            let bad_shape = d.is_empty()
                || args.iter().any(|a| a.ty() != ty)
                || args[0].dims() != d
                || args[2].dims() != d
                || args[3].dims().len() != d.len() + 1
                || args[3].dims()[..d.len()] != d[..];
            if bad_shape {
                return Err(arg_error::<T>(
                    target,
                    "dl, d, du of shape [..., n] and b of shape [..., n, nrhs]",
                    args,
                ));
            }
            let n = d[d.len() - 1];
            let nrhs = args[3].dims()[d.len()];
            let batch: usize = d[..d.len() - 1].iter().product();
            let (mut dl, mut dd, mut du, mut b) = (
                data::<T>(&args[0])?,
                data::<T>(&args[1])?,
                data::<T>(&args[2])?,
                data::<T>(&args[3])?,
            );
            let mut info = Vec::new();
            for i in 0..batch {
                info.push(gtsv(
                    &mut dl[i * n..(i + 1) * n],
                    &mut dd[i * n..(i + 1) * n],
                    &mut du[i * n..(i + 1) * n],
                    &mut b[i * n * nrhs..(i + 1) * n * nrhs],
                    n,
                    nrhs,
                ));
            }
            Ok(vec![
                lit(ty, d.to_vec(), &dl)?,
                lit(ty, d.to_vec(), &dd)?,
                lit(ty, d.to_vec(), &du)?,
                lit(ty, args[3].dims().to_vec(), &b)?,
                lit(ElementType::S32, d[..d.len() - 1].to_vec(), &info)?,
            ])
        }
        Routine::Sytrd { lower } => {
            let (batch, m, n) = matrix::<T>(target, args, 0)?;
            if m != n {
                return Err(arg_error::<T>(target, "square matrices", args));
            }
            let mut a = data::<T>(&args[0])?;
            let (mut ds, mut es, mut taus) = (Vec::new(), Vec::new(), Vec::new());
            let count: usize = batch.iter().product();
            for b in 0..count {
                let matrix = &mut a[b * n * n..(b + 1) * n * n];
                let (d, e, tau) = if lower {
                    householder::hetd2_lower(matrix, n)
                } else {
                    householder::hetd2_upper(matrix, n)
                };
                ds.extend(d);
                es.extend(e);
                taus.extend(tau);
            }
            let m1 = n.saturating_sub(1);
            Ok(vec![
                lit(ty, args[0].dims().to_vec(), &a)?,
                lit(real_ty::<T>(), with(batch.clone(), &[n]), &ds)?,
                lit(real_ty::<T>(), with(batch.clone(), &[m1]), &es)?,
                lit(ty, with(batch.clone(), &[m1]), &taus)?,
                lit(ElementType::S32, batch, &vec![0i32; count])?,
            ])
        }
        Routine::Gehrd { low, high } => {
            let (batch, m, n) = matrix::<T>(target, args, 0)?;
            if m != n || high > n.max(1) {
                return Err(arg_error::<T>(
                    target,
                    &format!("square matrices of at least high = {high} rows"),
                    args,
                ));
            }
            let mut a = data::<T>(&args[0])?;
            let mut taus = Vec::new();
            let count: usize = batch.iter().product();
            for b in 0..count {
                taus.extend(householder::gehd2(
                    &mut a[b * n * n..(b + 1) * n * n],
                    n,
                    low,
                    high,
                ));
            }
            Ok(vec![
                lit(ty, args[0].dims().to_vec(), &a)?,
                lit(ty, with(batch.clone(), &[n.saturating_sub(1)]), &taus)?,
                lit(ElementType::S32, batch, &vec![0i32; count])?,
            ])
        }
    }
}

/// Cholesky of the n×n `m` in place (LAPACK's potf2 on the named triangle; the other keeps
/// its values). Returns info.
fn potrf<T: Scalar>(m: &mut [T], n: usize, lower: bool) -> i32 {
    // Element (i, j) of the lower factor L (i >= j); an upper factor U = L^H is stored
    // conjugated and transposed.
    let at = |i: usize, j: usize| if lower { i * n + j } else { j * n + i };
    let get = |m: &[T], i: usize, j: usize| {
        let v = m[at(i, j)];
        if lower {
            v
        } else {
            v.conj()
        }
    };
    for j in 0..n {
        let mut d = m[at(j, j)].re();
        for k in 0..j {
            let l = m[at(j, k)];
            d = d - l.abs1_sq();
        }
        // `!(d > 0)` also stops at NaN, as LAPACK does.
        if d.partial_cmp(&T::R::ZERO) != Some(std::cmp::Ordering::Greater) {
            m[at(j, j)] = T::from_re(d);
            return j as i32 + 1;
        }
        let djj = d.sqrt();
        m[at(j, j)] = T::from_re(djj);
        let r = T::R::ONE / djj;
        for i in j + 1..n {
            let mut s = get(m, i, j);
            for k in 0..j {
                s = s - get(m, i, k) * get(m, j, k).conj();
            }
            let v = s.scale(r);
            m[at(i, j)] = if lower { v } else { v.conj() };
        }
    }
    0
}

trait AbsSq: Scalar {
    /// |x|² as re² + im².
    fn abs1_sq(self) -> Self::R {
        self.re() * self.re() + self.im() * self.im()
    }
}
impl<T: Scalar> AbsSq for T {}

/// LU with partial pivoting of the m×n `x` in place (getf2: the pivot is the first row with
/// the largest |re| + |im|); pushes the 1-based pivots, returns info.
fn getrf<T: Scalar>(x: &mut [T], m: usize, n: usize, ipiv: &mut Vec<i32>) -> i32 {
    let mut info = 0;
    for j in 0..m.min(n) {
        let mut p = j;
        let mut best = x[j * n + j].abs1();
        for i in j + 1..m {
            let v = x[i * n + j].abs1();
            if v > best {
                best = v;
                p = i;
            }
        }
        ipiv.push(p as i32 + 1);
        if !x[p * n + j].is_zero() {
            if p != j {
                for c in 0..n {
                    x.swap(j * n + c, p * n + c);
                }
            }
            let piv = x[j * n + j];
            if piv.abs() >= T::R::SFMIN {
                let r = T::one() / piv;
                for i in j + 1..m {
                    x[i * n + j] = x[i * n + j] * r;
                }
            } else {
                for i in j + 1..m {
                    x[i * n + j] = x[i * n + j] / piv;
                }
            }
        } else if info == 0 {
            info = j as i32 + 1;
        }
        for i in j + 1..m {
            let l = x[i * n + j];
            for c in j + 1..n {
                x[i * n + c] = x[i * n + c] - l * x[j * n + c];
            }
        }
    }
    info
}

/// dgtsv/zgtsv: solves the tridiagonal system in place by Gaussian elimination with partial
/// pivoting (LAPACK's algorithm: rows swap when |dl(i)| > |d(i)|, by |re| + |im| for complex).
/// jax's operands are n long: `dl[0]` and `du[n-1]` are not part of the matrix (LAPACK's DL
/// is `dl[1..]`; its DU is `du[..n-1]`). `b` is n×nrhs, row-major. Returns info.
fn gtsv<T: Scalar>(
    dl: &mut [T],
    d: &mut [T],
    du: &mut [T],
    b: &mut [T],
    n: usize,
    nrhs: usize,
) -> i32 {
    if n == 0 {
        return 0;
    }
    let dl = &mut dl[1..];
    let bi = |i: usize, j: usize| i * nrhs + j;
    for i in 0..n - 1 {
        if d[i].abs1() >= dl[i].abs1() {
            // No row interchange.
            if d[i].is_zero() {
                return i as i32 + 1;
            }
            let fact = dl[i] / d[i];
            d[i + 1] = d[i + 1] - fact * du[i];
            for j in 0..nrhs {
                b[bi(i + 1, j)] = b[bi(i + 1, j)] - fact * b[bi(i, j)];
            }
            if i + 2 < n {
                dl[i] = T::zero();
            }
        } else {
            // Interchange rows i and i+1.
            let fact = d[i] / dl[i];
            d[i] = dl[i];
            let temp = d[i + 1];
            d[i + 1] = du[i] - fact * temp;
            if i + 2 < n {
                dl[i] = du[i + 1];
                du[i + 1] = -(fact * dl[i]);
            }
            du[i] = temp;
            for j in 0..nrhs {
                let t = b[bi(i, j)];
                b[bi(i, j)] = b[bi(i + 1, j)];
                b[bi(i + 1, j)] = t - fact * b[bi(i + 1, j)];
            }
        }
    }
    if d[n - 1].is_zero() {
        return n as i32;
    }
    for j in 0..nrhs {
        b[bi(n - 1, j)] = b[bi(n - 1, j)] / d[n - 1];
        if n > 1 {
            b[bi(n - 2, j)] = (b[bi(n - 2, j)] - du[n - 2] * b[bi(n - 1, j)]) / d[n - 2];
        }
        for i in (0..n.saturating_sub(2)).rev() {
            b[bi(i, j)] = (b[bi(i, j)] - du[i] * b[bi(i + 1, j)] - dl[i] * b[bi(i + 2, j)]) / d[i];
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in for `target` with no declared result shape.
    fn builtin(target: &str, config: &str) -> Option<Result<Arc<CustomCallFn>>> {
        super::builtin(target, config, &Shape::Tuple(Vec::new()))
    }

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
        // Sorted Schur forms are not built in: refused by name.
        let e = builtin(
            "lapack_sgeev_ffi",
            "{compute_left = 86, compute_right = 87}",
        )
        .unwrap()
        .err()
        .unwrap();
        assert!(e.to_string().contains("compute_right"), "{e}");
        let e = builtin("lapack_cgees_ffi", "{mode = 86, sort = 83}")
            .unwrap()
            .err()
            .unwrap();
        assert!(e.to_string().contains("lapack_cgees_ffi"), "{e}");
        assert!(e.to_string().contains("sort"), "{e}");
        let e = builtin("lapack_cgees_ffi", "{}").unwrap().err().unwrap();
        assert!(e.to_string().contains("lapack_cgees_ffi"), "{e}");
        let e = builtin("lapack_zsyevd_ffi", "{}").unwrap().err().unwrap();
        assert!(e.to_string().contains("lapack_zsyevd_ffi"), "{e}");
        let e = builtin("lapack_qpotrf_ffi", "{}").unwrap().err().unwrap();
        assert!(e.to_string().contains("lapack_qpotrf_ffi"), "{e}");
        assert!(builtin("my_target", "").is_none());
        let e = builtin("lapack_spotrf_ffi", "").unwrap().err().unwrap();
        assert!(e.to_string().contains("uplo"), "{e}");
        // Wrong operands: a typed error naming target, type and backend, never a panic.
        let f = builtin("lapack_cpotrf_ffi", "{uplo = 76}")
            .unwrap()
            .unwrap();
        let e = f(&[f32s(vec![2, 2], &[1.0, 0.0, 0.0, 1.0])]).unwrap_err();
        let m = e.to_string();
        assert!(
            m.contains("lapack_cpotrf_ffi") && m.contains("c64") && m.contains("cpu"),
            "{m}"
        );
        let g = builtin("lapack_sgtsv_ffi", "{}").unwrap().unwrap();
        let v = f32s(vec![3], &[1.0, 2.0, 3.0]);
        assert!(g(&[v.clone(), v.clone(), v.clone(), v.clone()]).is_err());
        let q = builtin("lapack_sorgqr_ffi", "{}").unwrap().unwrap();
        assert!(q(&[f32s(vec![2, 3], &[0.0; 6]), f32s(vec![2], &[0.0; 2])]).is_err());
        let h = builtin("lapack_sgehrd_ffi", "{high = 9 : i32, low = 1 : i32}")
            .unwrap()
            .unwrap();
        assert!(h(&[f32s(vec![2, 2], &[0.0; 4])]).is_err());
    }

    #[test]
    fn complex_cholesky_and_lu() {
        // [[4, 2i], [-2i, 5]] = L L^H with L = [[2, 0], [-i, 2]].
        let a = Literal::from_bytes(
            ArrayShape::new(ElementType::C64, vec![2, 2]),
            bytemuck::cast_slice(&[4.0f32, 0.0, 0.0, 2.0, 0.0, -2.0, 5.0, 0.0]),
        )
        .unwrap();
        let f = builtin("lapack_cpotrf_ffi", "{uplo = 76 : ui8}")
            .unwrap()
            .unwrap();
        let r = f(std::slice::from_ref(&a)).unwrap();
        let l: &[f32] = bytemuck::cast_slice(r[0].bytes());
        assert_eq!(&l[..2], &[2.0, 0.0]);
        assert_eq!(&l[4..], &[0.0, -1.0, 2.0, 0.0]);
        // Pivot by |re| + |im|: row 1 (|1 + 1i| = 2 > 1.5).
        let b = Literal::from_bytes(
            ArrayShape::new(ElementType::C64, vec![2, 2]),
            bytemuck::cast_slice(&[1.5f32, 0.0, 0.0, 1.0, 1.0, 1.0, 2.0, 0.0]),
        )
        .unwrap();
        let g = builtin("lapack_cgetrf_ffi", "{}").unwrap().unwrap();
        assert_eq!(g(&[b]).unwrap()[1].as_slice::<i32>().unwrap(), &[2, 2]);
    }

    #[test]
    fn geev_left_vectors_of_empty_matrices() {
        // 0×0 and a batch of two 0×0: empty results, one info (0) per matrix, for every type.
        for t in ["s", "d", "c", "z"] {
            let target = format!("lapack_{t}geev_ffi");
            let f = builtin(&target, "{compute_left = 86, compute_right = 78}")
                .unwrap()
                .unwrap();
            let ty = match t {
                "s" => ElementType::F32,
                "d" => ElementType::F64,
                "c" => ElementType::C64,
                _ => ElementType::C128,
            };
            for dims in [vec![0, 0], vec![2, 0, 0]] {
                let a = Literal::from_bytes(ArrayShape::new(ty, dims.clone()), &[]).unwrap();
                let r = f(&[a]).unwrap();
                let batch = &dims[..dims.len() - 2];
                let info = r.last().unwrap();
                assert_eq!(info.dims(), batch, "{target}");
                assert!(info.as_slice::<i32>().unwrap().iter().all(|&i| i == 0));
                let vl = &r[r.len() - 3];
                assert_eq!(vl.dims(), &dims[..], "{target}");
                assert!(vl.ty().is_complex());
            }
        }
    }

    #[test]
    fn gesdd_without_vectors_takes_the_declared_shapes() {
        // jax declares mode 'N''s unreferenced u/vt as economy (full_matrices=False) or full
        // shapes; the built-in returns zeros of whatever the call declares.
        let a = f32s(vec![3, 5], &[1.0; 15]);
        for (u, vt) in [([3, 3], [3, 5]), ([3, 3], [5, 5])] {
            let shape = Shape::Tuple(
                [vec![3, 5], vec![3], u.to_vec(), vt.to_vec()]
                    .into_iter()
                    .map(|d| Shape::array(ElementType::F32, d))
                    .chain([Shape::array(ElementType::S32, vec![])])
                    .collect(),
            );
            let f = super::builtin("lapack_sgesdd_ffi", "{mode = 78 : ui8}", &shape)
                .unwrap()
                .unwrap();
            let r = f(std::slice::from_ref(&a)).unwrap();
            assert_eq!(r[2].dims(), &u[..]);
            assert_eq!(r[3].dims(), &vt[..]);
            assert!(r[3].as_slice::<f32>().unwrap().iter().all(|&x| x == 0.0));
        }
        // Without a declared shape: LAPACK's full shapes.
        let f = builtin("lapack_sgesdd_ffi", "{mode = 78 : ui8}")
            .unwrap()
            .unwrap();
        let r = f(&[a]).unwrap();
        assert_eq!((r[2].dims(), r[3].dims()), (&[3, 3][..], &[5, 5][..]));
    }

    #[test]
    fn gtsv_pivots_and_reports_singular() {
        // [[1, 2, 0], [3, 1, 1], [0, 1, 2]] x = b with b = A (1, 1, 1).
        let g = builtin("lapack_sgtsv_ffi", "{}").unwrap().unwrap();
        let dl = f32s(vec![3], &[0.0, 3.0, 1.0]);
        let d = f32s(vec![3], &[1.0, 1.0, 2.0]);
        let du = f32s(vec![3], &[2.0, 1.0, 0.0]);
        let b = f32s(vec![3, 1], &[3.0, 5.0, 3.0]);
        let r = g(&[dl, d, du, b]).unwrap();
        for x in r[3].as_slice::<f32>().unwrap() {
            assert!((x - 1.0).abs() < 1e-6, "{x}");
        }
        assert_eq!(r[4].as_slice::<i32>().unwrap(), &[0]);
        let z = f32s(vec![2], &[0.0, 0.0]);
        let r = g(&[z.clone(), z.clone(), z, f32s(vec![2, 1], &[1.0, 1.0])]).unwrap();
        assert_eq!(r[4].as_slice::<i32>().unwrap(), &[1]);
    }
}
