//! WGSL expressions for XLA's elementwise ops on c128 values, which kernels hold as
//! `vec4<u32>`: the IEEE-754 bits of the real part (low word, high word) then of the imaginary
//! part (see `dtype::Scalar::C128`), computed with the exact soft-f64 helpers of
//! `shaders/soft_f64.wgsl` in the CPU backend's formulas and operation order: arithmetic,
//! compares, conversions and sqrt give the CPU backend's bits; abs, sign, exp, log, log1p,
//! sin, cos, tan, tanh, expm1, rsqrt and power are the CPU's formulas over the soft-f64
//! functions of `shaders/soft_f64_math.wgsl` (hypot, exp, log, trig, atan2, pow: within an ulp
//! of glibc's, which the CPU calls), so they agree with the CPU to a few ulps. c128 exists on a
//! device only with `GpuOptions::soft_f64` (`soft_f64::require_enabled` refuses it otherwise);
//! other ops are refused with a typed error naming the op, c128 and the gpu backend. Pure text
//! generation: no IR walking, no device.

use super::soft_f64;
use super::wgsl::{Helper, Helpers};
use crate::error::{Error, Result};
use crate::ir::{BinaryOp, ComparisonDirection, ElementType, Op, UnaryOp};

const C128: ElementType = ElementType::C128;

/// Whether `elementwise` (rather than the real-valued or c64 code) writes `op` with operand
/// types `tys` and result type `out`: a c128 operand or result.
pub(crate) fn handles(tys: &[ElementType], out: ElementType) -> bool {
    out == C128 || tys.contains(&C128)
}

/// The real part (an f64 `vec2<u32>`) of c128 expression `x`.
fn re(x: &str) -> String {
    format!("({x}).xy")
}

/// The imaginary part (an f64 `vec2<u32>`) of c128 expression `x`.
fn im(x: &str) -> String {
    format!("({x}).zw")
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
    let refuse = || Err(Error::unsupported(name, "c128", "gpu"));
    match op {
        Op::Unary(u) if ty0 == C128 => unary(*u, arg(0)?, h),
        Op::Binary(BinaryOp::Complex) => {
            if tys.iter().any(|&t| t != ElementType::F64) || out != C128 {
                return refuse();
            }
            Ok(format!("vec4<u32>({}, {})", arg(0)?, arg(1)?))
        }
        Op::Binary(b) if ty0 == C128 => binary(*b, arg(0)?, arg(1)?, h),
        Op::Compare { direction, .. } if ty0 == C128 => compare(*direction, arg(0)?, arg(1)?, h),
        // Any operand may be the complex one (the predicate is pred).
        Op::Select => Ok(format!("select({}, {}, {})", arg(2)?, arg(1)?, arg(0)?)),
        Op::Convert => convert(arg(0)?, ty0, out, h),
        Op::BitcastConvert if ty0 == out => Ok(arg(0)?.clone()),
        _ => refuse(),
    }
}

fn unary(u: UnaryOp, x: &str, h: &mut Helpers) -> Result<String> {
    Ok(match u {
        UnaryOp::Abs => h.call(Helper::F64Hypot, format_args!("{}, {}", re(x), im(x))),
        UnaryOp::Sign => h.call(Helper::C128Sign, x),
        UnaryOp::Exp => h.call(Helper::C128Exp, x),
        UnaryOp::Log => h.call(Helper::C128Log, x),
        UnaryOp::Sine => h.call(Helper::C128SinCos, format_args!("{x}, 0u")),
        UnaryOp::Cosine => h.call(Helper::C128SinCos, format_args!("{x}, 1u")),
        UnaryOp::Tanh => h.call(Helper::C128Tanh, x),
        // tan z = -i tanh(i z), as the CPU backend.
        UnaryOp::Tan => {
            let t = h.call(
                Helper::C128Tanh,
                format_args!("vec4<u32>(({x}).zw ^ vec2<u32>(0u, 0x80000000u), ({x}).xy)"),
            );
            format!("vec4<u32>(({t}).zw, ({t}).xy ^ vec2<u32>(0u, 0x80000000u))")
        }
        UnaryOp::Expm1 => h.call(Helper::C128Expm1, x),
        UnaryOp::Sqrt => h.call(Helper::C128Sqrt, x),
        UnaryOp::Rsqrt => h.call(Helper::C128Rsqrt, x),
        UnaryOp::Log1p => h.call(Helper::C128Log1p, x),
        UnaryOp::Negate => format!("(({x}) ^ vec4<u32>(0u, 0x80000000u, 0u, 0x80000000u))"),
        UnaryOp::Real => re(x),
        UnaryOp::Imag => im(x),
        UnaryOp::IsFinite => format!(
            "(((({x}).y >> 20u) & 0x7ffu) != 0x7ffu && ((({x}).w >> 20u) & 0x7ffu) != 0x7ffu)"
        ),
        _ => return Err(Error::unsupported(u.hlo_name(), "c128", "gpu")),
    })
}

fn binary(b: BinaryOp, x: &str, y: &str, h: &mut Helpers) -> Result<String> {
    Ok(match b {
        BinaryOp::Add | BinaryOp::Subtract => {
            let f = if b == BinaryOp::Add {
                Helper::F64Add
            } else {
                Helper::F64Sub
            };
            let r = h.call(f, format_args!("{}, {}", re(x), re(y)));
            let i = h.call(f, format_args!("{}, {}", im(x), im(y)));
            format!("vec4<u32>({r}, {i})")
        }
        BinaryOp::Multiply => h.call(Helper::C128Mul, format_args!("{x}, {y}")),
        BinaryOp::Divide => h.call(Helper::C128Div, format_args!("{x}, {y}")),
        BinaryOp::Power => h.call(Helper::C128Pow, format_args!("{x}, {y}")),
        _ => return Err(Error::unsupported(b.hlo_name(), "c128", "gpu")),
    })
}

/// `compare` on c128: equality of both parts as f64 compares them (NaN unequal, -0 == +0),
/// as the CPU backend; the ordering directions are refused as there.
pub(crate) fn compare(
    dir: ComparisonDirection,
    x: &str,
    y: &str,
    h: &mut Helpers,
) -> Result<String> {
    let r = h.call(Helper::F64Eq, format_args!("{}, {}", re(x), re(y)));
    let i = h.call(Helper::F64Eq, format_args!("{}, {}", im(x), im(y)));
    Ok(match dir {
        ComparisonDirection::Eq => format!("({r} && {i})"),
        ComparisonDirection::Ne => format!("(!({r} && {i}))"),
        _ => return Err(Error::unsupported("compare", "c128", "gpu")),
    })
}

/// `convert` to or from c128, as the CPU backend: a real value becomes the real part
/// (converted to f64 as the real conversion does) with a +0 imaginary part; c64 widens both
/// parts exactly; a c128 value converts to c64 part by part (each rounded once), to pred as
/// `x != 0` (NaN is true), and to a real type through its real part.
pub(crate) fn convert(
    x: &str,
    from: ElementType,
    to: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    let f64 = ElementType::F64;
    Ok(match (from == C128, to == C128) {
        (true, true) => x.to_string(),
        (true, false) => match to {
            ElementType::Pred => format!(
                "(((({x}).x | (({x}).y & 0x7fffffffu)) != 0u) || ((({x}).z | (({x}).w & 0x7fffffffu)) != 0u))"
            ),
            ElementType::C64 => {
                let r = soft_f64::convert(&re(x), f64, ElementType::F32, h)?;
                let i = soft_f64::convert(&im(x), f64, ElementType::F32, h)?;
                format!("vec2<f32>({r}, {i})")
            }
            _ => soft_f64::convert(&re(x), f64, to, h)?,
        },
        (false, true) => match from {
            ElementType::C64 => {
                let r = h.call(Helper::F64FromF32, format_args!("({x}).x"));
                let i = h.call(Helper::F64FromF32, format_args!("({x}).y"));
                format!("vec4<u32>({r}, {i})")
            }
            _ => {
                let r = soft_f64::convert(x, from, f64, h)?;
                format!("vec4<u32>({r}, 0u, 0u)")
            }
        },
        (false, false) => return Err(Error::internal("complex128::convert called without c128")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ops_not_written_are_typed_errors_naming_c128() {
        let mut h = Helpers::default();
        for op in [
            Op::Unary(UnaryOp::Logistic),
            Op::Binary(BinaryOp::Remainder),
            Op::Binary(BinaryOp::Maximum),
            Op::Clamp,
        ] {
            let e = elementwise(
                &op,
                &["a".into(), "b".into(), "c".into()],
                &[C128, C128, C128],
                C128,
                &mut h,
            )
            .unwrap_err();
            assert_eq!(e.kind, crate::ErrorKind::Unsupported, "{op:?}: {e}");
            assert!(
                e.message.contains("c128") && e.message.contains("gpu"),
                "{e}"
            );
        }
        let e = compare(ComparisonDirection::Lt, "a", "b", &mut h).unwrap_err();
        assert!(e.message.contains("c128"), "{e}");
    }
}
