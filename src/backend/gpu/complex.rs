//! WGSL expressions for XLA's elementwise ops on c64 values, which kernels compute as
//! `vec2<f32>` (real, imaginary; see `dtype::Scalar::C64`): arithmetic, the complex functions
//! the CPU backend has (through the `xla_c*` helpers of `shaders/helpers.wgsl`, which follow
//! the CPU backend's formulas in its operation order), `complex`, `real`, `imag`, `abs`,
//! conversions between real and complex types, equality, select and bitcasts to the 64-bit
//! integers. An op the CPU backend refuses on c64 (ordering comparisons, min/max, clamp,
//! remainder, rounding...) is refused here with the same typed error naming op, type and
//! backend. Pure text generation: no IR walking, no device; c128 never gets here (`scalar`
//! sends it to `complex128` first).

use super::dtype::{scalar_of, Scalar};
use super::scalar;
use super::wgsl::{Helper, Helpers};
use crate::error::{Error, Result};
use crate::ir::{BinaryOp, ComparisonDirection, ElementType, Op, UnaryOp};

/// Whether `elementwise` (rather than the real-valued code of `scalar`) writes `op` with
/// operand types `tys` and result type `out`: a complex operand or result, or `complex`.
pub(crate) fn handles(op: &Op, tys: &[ElementType], out: ElementType) -> bool {
    let c = |t: &ElementType| *t == ElementType::C64;
    c(&out) || tys.iter().any(c) || matches!(op, Op::Binary(BinaryOp::Complex))
}

/// Expression for elementwise `op` over operand expressions `a` (in their compute types) of
/// types `tys`, giving `out`'s compute type. Called where `handles` says so.
pub(crate) fn elementwise(
    op: &Op,
    a: &[String],
    tys: &[ElementType],
    out: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    let name = op.name();
    let arg = |i: usize| -> Result<&String> {
        a.get(i)
            .ok_or_else(|| Error::invalid_program(format!("{name} is missing operand {i}")))
    };
    let ty0 = *tys.first().unwrap_or(&out);
    let refuse = |ty: ElementType| Err(Error::unsupported(name, ty.hlo_name(), "gpu"));
    match op {
        Op::Unary(u) if ty0 == ElementType::C64 => unary(*u, arg(0)?, h),
        Op::Binary(BinaryOp::Complex) => {
            // Both parts f32 (the CPU backend refuses complex over f16/bf16 too).
            if tys.iter().any(|&t| t != ElementType::F32) || out != ElementType::C64 {
                return refuse(ty0);
            }
            Ok(format!("vec2<f32>({}, {})", arg(0)?, arg(1)?))
        }
        Op::Binary(b) if ty0 == ElementType::C64 => binary(*b, arg(0)?, arg(1)?, h),
        Op::Compare { direction, .. } if ty0 == ElementType::C64 => {
            compare(*direction, arg(0)?, arg(1)?, h)
        }
        // Any operand may be the complex one (the predicate is pred).
        Op::Select => Ok(format!("select({}, {}, {})", arg(2)?, arg(1)?, arg(0)?)),
        Op::Convert => convert(arg(0)?, ty0, out, h),
        Op::BitcastConvert => bitcast_convert(arg(0)?, ty0, out),
        _ => refuse(if ty0 == ElementType::C64 { ty0 } else { out }),
    }
}

fn unary(u: UnaryOp, x: &str, h: &mut Helpers) -> Result<String> {
    Ok(match u {
        UnaryOp::Negate => format!("(-({x}))"),
        UnaryOp::Real => format!("({x}).x"),
        UnaryOp::Imag => format!("({x}).y"),
        UnaryOp::Abs => h.call(Helper::Hypot, format_args!("({x}).x, ({x}).y")),
        UnaryOp::Exp => h.call(Helper::Cexp, x),
        UnaryOp::Log => h.call(Helper::Clog, x),
        UnaryOp::Sqrt => h.call(Helper::Csqrt, x),
        UnaryOp::Rsqrt => h.call(Helper::Crsqrt, x),
        UnaryOp::Sine => h.call(Helper::Csin, x),
        UnaryOp::Cosine => h.call(Helper::Ccos, x),
        UnaryOp::Tan => h.call(Helper::Ctan, x),
        UnaryOp::Tanh => h.call(Helper::Ctanh, x),
        UnaryOp::Expm1 => h.call(Helper::Cexpm1, x),
        UnaryOp::Log1p => h.call(Helper::Clog1p, x),
        UnaryOp::Sign => h.call(Helper::Csign, x),
        UnaryOp::IsFinite => {
            let (re, im) = (
                h.call(Helper::IsFinite, format_args!("({x}).x")),
                h.call(Helper::IsFinite, format_args!("({x}).y")),
            );
            format!("({re} && {im})")
        }
        _ => return Err(Error::unsupported(u.hlo_name(), "c64", "gpu")),
    })
}

fn binary(b: BinaryOp, x: &str, y: &str, h: &mut Helpers) -> Result<String> {
    Ok(match b {
        BinaryOp::Add => format!("(({x}) + ({y}))"),
        BinaryOp::Subtract => format!("(({x}) - ({y}))"),
        BinaryOp::Multiply => h.call(Helper::Cmul, format_args!("{x}, {y}")),
        BinaryOp::Divide => h.call(Helper::Cdiv, format_args!("{x}, {y}")),
        BinaryOp::Power => h.call(Helper::Cpow, format_args!("{x}, {y}")),
        _ => return Err(Error::unsupported(b.hlo_name(), "c64", "gpu")),
    })
}

/// `compare` on c64: equality of both parts (IEEE: NaN unequal, -0 == +0), as the CPU
/// backend, each part compared as f32 is (NaN found from its bits: a WGSL compiler may
/// assume no NaN); the ordering directions are refused as there.
pub(crate) fn compare(
    dir: ComparisonDirection,
    x: &str,
    y: &str,
    h: &mut Helpers,
) -> Result<String> {
    let part = |p: &str, h: &mut Helpers| {
        scalar::compare(
            dir,
            None,
            &format!("({x}).{p}"),
            &format!("({y}).{p}"),
            ElementType::F32,
            h,
        )
    };
    Ok(match dir {
        ComparisonDirection::Eq => format!("({} && {})", part("x", h)?, part("y", h)?),
        ComparisonDirection::Ne => format!("({} || {})", part("x", h)?, part("y", h)?),
        _ => return Err(Error::unsupported("compare", "c64", "gpu")),
    })
}

/// `convert` to or from c64: a real value becomes the real part (converted to f32 as the
/// real conversion does) with a zero imaginary part; a complex value converts through its
/// real part (the imaginary part is dropped), except to pred, which is `x != 0`.
pub(crate) fn convert(
    x: &str,
    from: ElementType,
    to: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    let c64 = ElementType::C64;
    match (from == c64, to == c64) {
        (true, true) => Ok(x.to_string()),
        (true, false) if to == ElementType::Pred => {
            // From the bits: NaN is true (a WGSL compiler may assume no NaN in `!=`).
            let re = h.call(Helper::ToBoolF32, format_args!("({x}).x"));
            let im = h.call(Helper::ToBoolF32, format_args!("({x}).y"));
            Ok(format!("({re} || {im})"))
        }
        (true, false) => scalar::convert(&format!("({x}).x"), ElementType::F32, to, h),
        (false, true) => {
            let re = scalar::convert(x, from, ElementType::F32, h)?;
            Ok(format!("vec2<f32>({re}, 0.0f)"))
        }
        (false, false) => Err(Error::internal("complex::convert called without c64")),
    }
}

/// `bitcast-convert` between c64 and the other 8-byte types the GPU holds (s64, u64).
fn bitcast_convert(x: &str, from: ElementType, to: ElementType) -> Result<String> {
    let (fs, ts) = (
        scalar_of(from, "bitcast-convert")?,
        scalar_of(to, "bitcast-convert")?,
    );
    Ok(match (fs, ts) {
        (Scalar::C64, Scalar::C64) => x.to_string(),
        (Scalar::C64, Scalar::W64) => format!("bitcast<vec2<u32>>({x})"),
        (Scalar::W64, Scalar::C64) => format!("bitcast<vec2<f32>>({x})"),
        _ => {
            return Err(Error::unsupported_msg(format!(
                "bitcast-convert from {} to {} is not supported on the gpu backend (c64 only \
                 to and from s64/u64, or to a narrower type with one more dimension)",
                from.hlo_name(),
                to.hlo_name()
            )))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ops_the_cpu_refuses_on_c64_are_typed_errors() {
        let mut h = Helpers::default();
        let c = ElementType::C64;
        for op in [
            Op::Binary(BinaryOp::Maximum),
            Op::Binary(BinaryOp::Remainder),
            Op::Binary(BinaryOp::Atan2),
            Op::Unary(UnaryOp::Floor),
            Op::Clamp,
        ] {
            let e = elementwise(
                &op,
                &["a".into(), "b".into(), "c".into()],
                &[c, c, c],
                c,
                &mut h,
            )
            .unwrap_err();
            assert_eq!(e.kind, crate::ErrorKind::Unsupported, "{op:?}: {e}");
            assert!(
                e.message.contains("c64") && e.message.contains("gpu"),
                "{e}"
            );
        }
        let e = compare(ComparisonDirection::Lt, "a", "b", &mut h).unwrap_err();
        assert!(
            e.message.contains("compare") && e.message.contains("c64"),
            "{e}"
        );
    }

    #[test]
    fn complex_takes_f32_parts_only() {
        let mut h = Helpers::default();
        let op = Op::Binary(BinaryOp::Complex);
        let tys = [ElementType::F32, ElementType::F32];
        let e = elementwise(
            &op,
            &["x".into(), "y".into()],
            &tys,
            ElementType::C64,
            &mut h,
        );
        assert_eq!(e.unwrap(), "vec2<f32>(x, y)");
        let tys = [ElementType::F16, ElementType::F16];
        assert!(elementwise(
            &op,
            &["x".into(), "y".into()],
            &tys,
            ElementType::C64,
            &mut h
        )
        .is_err());
    }
}
