//! WGSL expressions for XLA's elementwise ops on scalar values in their compute types (see
//! `dtype`), with XLA's integer, NaN and rounding semantics. An expression that calls a
//! function of the helper library (`wgsl::Helper`) records it in the kernel's `Helpers` as it
//! writes the call. Pure text generation: no IR walking, no device.

use super::dtype::{fix, scalar_of, Scalar};
use super::wgsl::{Helper, Helpers};
use crate::error::{Error, Result};
use crate::ir::{BinaryOp, CompareType, ComparisonDirection, ElementType, Op, UnaryOp};

fn bits(ty: ElementType) -> u32 {
    (ty.byte_size() * 8) as u32
}

/// Expression for an elementwise `op` applied to operand expressions `a` (already in their
/// compute types), producing a value of `out`'s compute type, exactly representable in `out`.
pub(crate) fn elementwise(
    op: &Op,
    a: &[String],
    tys: &[ElementType],
    out: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    let name = op.name();
    let unsupported = |ty: ElementType| Error::unsupported(name, ty.hlo_name(), "gpu");
    let arg = |i: usize| -> Result<&String> {
        a.get(i)
            .ok_or_else(|| Error::invalid_program(format!("{name} is missing operand {i}")))
    };
    let ty0 = *tys.first().unwrap_or(&out);
    let s0 = scalar_of(ty0, name)?;
    scalar_of(out, name)?;
    for &t in tys {
        scalar_of(t, name)?;
    }
    if super::complex128::handles(tys, out) {
        return super::complex128::elementwise(op, a, tys, out, h);
    }
    if super::soft_f64::involves(tys, out) {
        return super::soft_f64::elementwise(op, a, tys, out, h);
    }
    if super::complex::handles(op, tys, out) {
        return super::complex::elementwise(op, a, tys, out, h);
    }
    if s0 == Scalar::W64
        && matches!(
            op,
            Op::Unary(_) | Op::Binary(_) | Op::Clamp | Op::BitcastConvert
        )
    {
        return w64(op, a, ty0, h);
    }
    let e = match op {
        Op::Unary(u) => {
            let x = arg(0)?;
            let f = s0 == Scalar::F32;
            match u {
                UnaryOp::Abs => match s0 {
                    Scalar::F32 | Scalar::I32 => format!("abs({x})"),
                    Scalar::U32 => x.clone(),
                    Scalar::Bool | Scalar::W64 | Scalar::C64 | Scalar::F64Soft | Scalar::C128 => {
                        return Err(unsupported(ty0))
                    }
                },
                UnaryOp::Negate => match s0 {
                    Scalar::F32 | Scalar::I32 => format!("(-({x}))"),
                    Scalar::U32 => format!("(0u - ({x}))"),
                    Scalar::Bool | Scalar::W64 | Scalar::C64 | Scalar::F64Soft | Scalar::C128 => {
                        return Err(unsupported(ty0))
                    }
                },
                UnaryOp::Sign => match s0 {
                    Scalar::F32 => h.call(Helper::SignF32, x),
                    Scalar::I32 => format!("sign({x})"),
                    Scalar::U32 => format!("select(0u, 1u, ({x}) != 0u)"),
                    Scalar::Bool | Scalar::W64 | Scalar::C64 | Scalar::F64Soft | Scalar::C128 => {
                        return Err(unsupported(ty0))
                    }
                },
                UnaryOp::Not => match s0 {
                    Scalar::Bool => format!("(!({x}))"),
                    Scalar::I32 | Scalar::U32 => format!("(~({x}))"),
                    Scalar::F32 | Scalar::W64 | Scalar::C64 | Scalar::F64Soft | Scalar::C128 => {
                        return Err(unsupported(ty0))
                    }
                },
                UnaryOp::PopCount | UnaryOp::CountLeadingZeros => {
                    let m = match s0 {
                        Scalar::I32 => {
                            format!("(bitcast<u32>({x}) & {}u)", mask(bits(ty0)))
                        }
                        Scalar::U32 => format!("(({x}) & {}u)", mask(bits(ty0))),
                        _ => return Err(unsupported(ty0)),
                    };
                    let r = if *u == UnaryOp::PopCount {
                        format!("countOneBits({m})")
                    } else {
                        format!("(countLeadingZeros({m}) - {}u)", 32 - bits(ty0))
                    };
                    if s0 == Scalar::I32 {
                        format!("bitcast<i32>({r})")
                    } else {
                        r
                    }
                }
                UnaryOp::Real | UnaryOp::Imag => return Err(unsupported(ty0)),
                _ if !f => return Err(unsupported(ty0)),
                UnaryOp::Floor => format!("floor({x})"),
                UnaryOp::Ceil => format!("ceil({x})"),
                UnaryOp::RoundNearestAfz => h.call(Helper::RoundAfz, x),
                UnaryOp::RoundNearestEven => format!("round({x})"),
                UnaryOp::Sqrt => h.call(Helper::Fsqrt, x),
                UnaryOp::Rsqrt => {
                    let s = h.call(Helper::Fsqrt, x);
                    h.call(Helper::Fdiv, format_args!("1.0, {s}"))
                }
                UnaryOp::Cbrt => h.call(Helper::Cbrt, x),
                UnaryOp::Exp => h.call(Helper::Exp, x),
                UnaryOp::Expm1 => h.call(Helper::Expm1, x),
                UnaryOp::Log => h.call(Helper::Log, x),
                UnaryOp::Log1p => h.call(Helper::Log1p, x),
                UnaryOp::Logistic => h.call(Helper::Logistic, x),
                UnaryOp::Sine => h.call(Helper::Sin, x),
                UnaryOp::Cosine => h.call(Helper::Cos, x),
                UnaryOp::Tan => h.call(Helper::Tan, x),
                UnaryOp::Tanh => h.call(Helper::Tanh, x),
                UnaryOp::Erf => h.call(Helper::Erf, x),
                UnaryOp::IsFinite => return Ok(h.call(Helper::IsFinite, x)),
            }
        }
        Op::Binary(b) => {
            let (x, y) = (arg(0)?, arg(1)?);
            let w = bits(ty0);
            match (b, s0) {
                (BinaryOp::Complex, _) => return Err(unsupported(ty0)),
                (BinaryOp::And, Scalar::Bool) => format!("(({x}) && ({y}))"),
                (BinaryOp::Or, Scalar::Bool) => format!("(({x}) || ({y}))"),
                (BinaryOp::Xor, Scalar::Bool) => format!("(({x}) != ({y}))"),
                (BinaryOp::Maximum, Scalar::Bool) => format!("(({x}) || ({y}))"),
                (BinaryOp::Minimum, Scalar::Bool) => format!("(({x}) && ({y}))"),
                (_, Scalar::Bool | Scalar::W64 | Scalar::C64 | Scalar::F64Soft | Scalar::C128) => {
                    return Err(unsupported(ty0))
                }
                (BinaryOp::Add, _) => format!("(({x}) + ({y}))"),
                (BinaryOp::Subtract, _) => format!("(({x}) - ({y}))"),
                (BinaryOp::Multiply, _) => format!("(({x}) * ({y}))"),
                (BinaryOp::Divide, Scalar::F32) => h.call(Helper::Fdiv, format_args!("{x}, {y}")),
                (BinaryOp::Divide, Scalar::I32) => h.call(Helper::DivI32, format_args!("{x}, {y}")),
                (BinaryOp::Divide, Scalar::U32) => h.call(Helper::DivU32, format_args!("{x}, {y}")),
                (BinaryOp::Remainder, Scalar::F32) => {
                    h.call(Helper::RemF32, format_args!("{x}, {y}"))
                }
                (BinaryOp::Remainder, Scalar::I32) => {
                    h.call(Helper::RemI32, format_args!("{x}, {y}"))
                }
                (BinaryOp::Remainder, Scalar::U32) => {
                    h.call(Helper::RemU32, format_args!("{x}, {y}"))
                }
                (BinaryOp::Power, Scalar::F32) => h.call(Helper::PowF32, format_args!("{x}, {y}")),
                (BinaryOp::Power, Scalar::I32) => h.call(Helper::PowI32, format_args!("{x}, {y}")),
                (BinaryOp::Power, Scalar::U32) => {
                    h.call(Helper::PowU32, format_args!("{x}, {y}, {w}u"))
                }
                (BinaryOp::Maximum, Scalar::F32) => {
                    h.call(Helper::MaxF32, format_args!("{x}, {y}"))
                }
                (BinaryOp::Minimum, Scalar::F32) => {
                    h.call(Helper::MinF32, format_args!("{x}, {y}"))
                }
                (BinaryOp::Maximum, _) => format!("max({x}, {y})"),
                (BinaryOp::Minimum, _) => format!("min({x}, {y})"),
                (BinaryOp::Atan2, Scalar::F32) => h.call(Helper::Atan2, format_args!("{x}, {y}")),
                (BinaryOp::Atan2, _) => return Err(unsupported(ty0)),
                (BinaryOp::And | BinaryOp::Or | BinaryOp::Xor, Scalar::F32) => {
                    return Err(unsupported(ty0))
                }
                (BinaryOp::And, _) => format!("(({x}) & ({y}))"),
                (BinaryOp::Or, _) => format!("(({x}) | ({y}))"),
                (BinaryOp::Xor, _) => format!("(({x}) ^ ({y}))"),
                (
                    BinaryOp::ShiftLeft
                    | BinaryOp::ShiftRightArithmetic
                    | BinaryOp::ShiftRightLogical,
                    Scalar::F32,
                ) => return Err(unsupported(ty0)),
                (BinaryOp::ShiftLeft, Scalar::I32) => {
                    h.call(Helper::ShlI32, format_args!("{x}, {y}, {w}u"))
                }
                (BinaryOp::ShiftRightArithmetic, Scalar::I32) => {
                    h.call(Helper::ShraI32, format_args!("{x}, {y}, {w}u"))
                }
                (BinaryOp::ShiftRightLogical, Scalar::I32) => {
                    h.call(Helper::ShrlI32, format_args!("{x}, {y}, {w}u"))
                }
                (BinaryOp::ShiftLeft, _) => h.call(Helper::ShlU32, format_args!("{x}, {y}, {w}u")),
                (BinaryOp::ShiftRightArithmetic, _) => {
                    h.call(Helper::ShraU32, format_args!("{x}, {y}, {w}u"))
                }
                (BinaryOp::ShiftRightLogical, _) => {
                    h.call(Helper::ShrlU32, format_args!("{x}, {y}, {w}u"))
                }
            }
        }
        Op::Compare {
            direction,
            compare_type,
        } => {
            return compare(*direction, *compare_type, arg(0)?, arg(1)?, ty0, h);
        }
        Op::Select => {
            let (p, t, f) = (arg(0)?, arg(1)?, arg(2)?);
            return Ok(format!("select({f}, {t}, {p})"));
        }
        Op::Clamp => {
            let (lo, x, hi) = (arg(0)?, arg(1)?, arg(2)?);
            let ty = *tys.get(1).unwrap_or(&out);
            match scalar_of(ty, name)? {
                Scalar::F32 => {
                    let max = h.call(Helper::MaxF32, format_args!("{x}, {lo}"));
                    h.call(Helper::MinF32, format_args!("{max}, {hi}"))
                }
                Scalar::I32 | Scalar::U32 => format!("min(max({x}, {lo}), {hi})"),
                Scalar::Bool | Scalar::W64 | Scalar::C64 | Scalar::F64Soft | Scalar::C128 => {
                    return Err(unsupported(ty))
                }
            }
        }
        Op::Convert => return convert(arg(0)?, ty0, out, h),
        Op::BitcastConvert => return bitcast_convert(arg(0)?, ty0, out, h),
        _ => return Err(Error::internal(format!("{name} is not an elementwise op"))),
    };
    Ok(fix(out, e, h))
}

fn mask(w: u32) -> u32 {
    if w >= 32 {
        u32::MAX
    } else {
        (1u32 << w) - 1
    }
}

/// XLA `compare`, with explicit NaN handling for FLOAT and a bit key for TOTALORDER.
pub(crate) fn compare(
    dir: ComparisonDirection,
    ct: Option<CompareType>,
    x: &str,
    y: &str,
    ty: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    let s = scalar_of(ty, "compare")?;
    let op = match dir {
        ComparisonDirection::Eq => "==",
        ComparisonDirection::Ne => "!=",
        ComparisonDirection::Ge => ">=",
        ComparisonDirection::Gt => ">",
        ComparisonDirection::Le => "<=",
        ComparisonDirection::Lt => "<",
    };
    Ok(match s {
        Scalar::F64Soft => return super::soft_f64::compare(dir, ct, x, y, h),
        Scalar::C128 => return super::complex128::compare(dir, x, y, h),
        Scalar::C64 => return super::complex::compare(dir, x, y, h),
        Scalar::W64 => {
            let lt = if ty == ElementType::S64 && ct != Some(CompareType::Unsigned) {
                Helper::LtS64
            } else {
                Helper::LtU64
            };
            match dir {
                ComparisonDirection::Eq => format!("all(({x}) == ({y}))"),
                ComparisonDirection::Ne => format!("any(({x}) != ({y}))"),
                ComparisonDirection::Lt => h.call(lt, format_args!("{x}, {y}")),
                ComparisonDirection::Gt => h.call(lt, format_args!("{y}, {x}")),
                ComparisonDirection::Le => format!("(!{})", h.call(lt, format_args!("{y}, {x}"))),
                ComparisonDirection::Ge => format!("(!{})", h.call(lt, format_args!("{x}, {y}"))),
            }
        }
        Scalar::F32 => {
            if ct == Some(CompareType::TotalOrder) {
                let (kx, ky) = (h.call(Helper::TotalKey, x), h.call(Helper::TotalKey, y));
                format!("({kx} {op} {ky})")
            } else if dir == ComparisonDirection::Ne {
                let nan = h.call(Helper::CmpNan, format_args!("{x}, {y}"));
                format!("({nan} || (({x}) != ({y})))")
            } else {
                let nan = h.call(Helper::CmpNan, format_args!("{x}, {y}"));
                format!("(!{nan} && (({x}) {op} ({y})))")
            }
        }
        Scalar::Bool => format!("(select(0u, 1u, {x}) {op} select(0u, 1u, {y}))"),
        Scalar::I32 if ct == Some(CompareType::Unsigned) => {
            format!("(bitcast<u32>({x}) {op} bitcast<u32>({y}))")
        }
        Scalar::U32 if ct == Some(CompareType::Signed) => {
            format!("(bitcast<i32>({x}) {op} bitcast<i32>({y}))")
        }
        Scalar::I32 | Scalar::U32 => format!("(({x}) {op} ({y}))"),
    })
}

/// XLA `convert`: float→int saturates with NaN→0, int→int wraps, →pred is `!= 0`,
/// and f16/bf16 results round to nearest even.
pub(crate) fn convert(
    x: &str,
    from: ElementType,
    to: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    let fs = scalar_of(from, "convert")?;
    let ts = scalar_of(to, "convert")?;
    Ok(match (fs, ts) {
        (Scalar::C128, _) | (_, Scalar::C128) => return super::complex128::convert(x, from, to, h),
        (Scalar::F64Soft, _) | (_, Scalar::F64Soft) => {
            return super::soft_f64::convert(x, from, to, h)
        }
        (Scalar::C64, _) | (_, Scalar::C64) => return super::complex::convert(x, from, to, h),
        (Scalar::W64, Scalar::W64) => x.to_string(),
        (Scalar::W64, Scalar::Bool) => format!("any(({x}) != vec2<u32>(0u, 0u))"),
        (Scalar::W64, Scalar::U32) => fix(to, format!("({x}).x"), h),
        (Scalar::W64, Scalar::I32) => fix(to, format!("bitcast<i32>(({x}).x)"), h),
        (Scalar::Bool, Scalar::W64) => format!("vec2<u32>(select(0u, 1u, {x}), 0u)"),
        (Scalar::U32, Scalar::W64) => format!("vec2<u32>({x}, 0u)"),
        (Scalar::I32, Scalar::W64) => {
            format!("vec2<u32>(bitcast<u32>({x}), select(0u, 0xffffffffu, ({x}) < 0i))")
        }
        // f16/bf16 inputs widen to f32 exactly; the signed flag is the only difference.
        (Scalar::F32, Scalar::W64) => match to {
            ElementType::U64 => h.call(Helper::F2u64, x),
            _ => h.call(Helper::F2s64, x),
        },
        // Rounded once to f32; f16/bf16 through f32, rounding twice, as XLA:CPU does: jaxlib
        // 0.10.2 converts s64 2^40 + 2^32 + 1 to bf16 2^40, where one rounding gives 2^40 + 2^33.
        (Scalar::W64, Scalar::F32) => {
            let f = match from {
                ElementType::U64 => h.call(Helper::U64ToF32, x),
                _ => h.call(Helper::S64ToF32, x),
            };
            fix(to, f, h)
        }
        (Scalar::Bool, Scalar::Bool) => x.to_string(),
        (Scalar::Bool, t) => format!("select({}, {}, {x})", zero(t), one(t)),
        (Scalar::F32, Scalar::Bool) => h.call(Helper::ToBoolF32, x),
        (Scalar::I32, Scalar::Bool) => format!("(({x}) != 0i)"),
        (Scalar::U32, Scalar::Bool) => format!("(({x}) != 0u)"),
        (Scalar::F32, Scalar::F32) => fix(to, x.to_string(), h),
        (Scalar::I32 | Scalar::U32, Scalar::F32) => fix(to, format!("f32({x})"), h),
        (Scalar::F32, Scalar::I32) => {
            let (lo, hi) = match to {
                ElementType::S8 => (-128i64, 127i64),
                ElementType::S16 => (-32768, 32767),
                _ => (i32::MIN as i64, i32::MAX as i64),
            };
            // Bounds as f32: the largest f32 below 2^31 is 2147483520.
            let hif = if hi == i32::MAX as i64 {
                2147483520.0f32
            } else {
                hi as f32
            };
            let (lof, hif) = (
                super::dtype::f32_literal(lo as f32, h),
                super::dtype::f32_literal(hif, h),
            );
            h.call(
                Helper::F2i,
                format_args!(
                    "{x}, {lof}, {hif}, {}, {}",
                    super::dtype::i32_literal(lo as i32),
                    super::dtype::i32_literal(hi as i32)
                ),
            )
        }
        (Scalar::F32, Scalar::U32) => {
            let hi = match to {
                ElementType::U8 => 255u32,
                ElementType::U16 => 65535,
                _ => u32::MAX,
            };
            let hif = if hi == u32::MAX {
                4294967040.0f32
            } else {
                hi as f32
            };
            let hif = super::dtype::f32_literal(hif, h);
            h.call(Helper::F2u, format_args!("{x}, {hif}, {hi}u"))
        }
        (Scalar::I32, Scalar::I32) | (Scalar::U32, Scalar::U32) => fix(to, x.to_string(), h),
        (Scalar::I32, Scalar::U32) => fix(to, format!("bitcast<u32>({x})"), h),
        (Scalar::U32, Scalar::I32) => fix(to, format!("bitcast<i32>({x})"), h),
    })
}

/// XLA `bitcast-convert` between types of the same width (and from a type to itself).
pub(crate) fn bitcast_convert(
    x: &str,
    from: ElementType,
    to: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    let fs = scalar_of(from, "bitcast-convert")?;
    let ts = scalar_of(to, "bitcast-convert")?;
    if from == to {
        // The identity (jax emits it for pred -> pred): the value as it is, in any type.
        return Ok(x.to_string());
    }
    if fs == Scalar::C128 || ts == Scalar::C128 {
        return Err(Error::unsupported_msg(format!(
            "bitcast-convert from {} to {} is not supported on the gpu backend",
            from.hlo_name(),
            to.hlo_name()
        )));
    }
    if super::soft_f64::involves(&[from], to) {
        return super::soft_f64::bitcast_convert(x, from, to);
    }
    if from.byte_size() != to.byte_size()
        || fs == Scalar::Bool
        || ts == Scalar::Bool
        || fs == Scalar::W64
        || ts == Scalar::W64
    {
        return Err(Error::unsupported_msg(format!(
            "bitcast-convert from {} to {} is not supported on the gpu backend (only same-width numeric types)",
            from.hlo_name(),
            to.hlo_name()
        )));
    }
    let raw = super::dtype::bits_expr(from, x, h);
    Ok(match to {
        ElementType::F32 => format!("bitcast<f32>({raw})"),
        ElementType::S32 => format!("bitcast<i32>({raw})"),
        ElementType::U32 | ElementType::U16 | ElementType::U8 => raw,
        ElementType::S16 => format!("((bitcast<i32>({raw}) << 16u) >> 16u)"),
        ElementType::S8 => format!("((bitcast<i32>({raw}) << 24u) >> 24u)"),
        ElementType::F16 => h.call(Helper::F16ToF32, raw),
        ElementType::BF16 => format!("bitcast<f32>(({raw}) << 16u)"),
        _ => return Err(Error::unsupported("bitcast-convert", to.hlo_name(), "gpu")),
    })
}

/// 64-bit integer ops on (low, high) word pairs.
fn w64(op: &Op, a: &[String], ty: ElementType, h: &mut Helpers) -> Result<String> {
    let refuse = || Err(Error::unsupported(op.name(), ty.hlo_name(), "gpu"));
    let signed = ty == ElementType::S64;
    let x = a.first().cloned().unwrap_or_default();
    let y = a.get(1).cloned().unwrap_or_default();
    let lt = if signed { Helper::LtS64 } else { Helper::LtU64 };
    Ok(match op {
        Op::Unary(UnaryOp::Not) => format!("(~({x}))"),
        Op::Unary(UnaryOp::Abs) if signed => h.call(Helper::Abs64, x),
        Op::Unary(UnaryOp::Abs) => x,
        Op::Unary(UnaryOp::Sign) if signed => format!(
            "select(vec2<u32>(select(0u, 1u, any(({x}) != vec2<u32>(0u, 0u))), 0u), vec2<u32>(0xffffffffu, 0xffffffffu), bitcast<i32>(({x}).y) < 0)"
        ),
        Op::Unary(UnaryOp::Sign) => {
            format!("vec2<u32>(select(0u, 1u, any(({x}) != vec2<u32>(0u, 0u))), 0u)")
        }
        Op::Unary(UnaryOp::PopCount) => {
            format!("vec2<u32>(countOneBits(({x}).x) + countOneBits(({x}).y), 0u)")
        }
        Op::Unary(UnaryOp::CountLeadingZeros) => format!(
            "vec2<u32>(select(countLeadingZeros(({x}).y), 32u + countLeadingZeros(({x}).x), ({x}).y == 0u), 0u)"
        ),
        Op::Clamp => {
            // clamp(lo, x, hi) = min(max(x, lo), hi)
            let hi = a.get(2).cloned().unwrap_or_default();
            let m = format!("select({y}, {x}, {})", h.call(lt, format_args!("{y}, {x}")));
            format!("select({m}, {hi}, {})", h.call(lt, format_args!("{hi}, {m}")))
        }
        Op::Unary(UnaryOp::Negate) => h.call(Helper::Sub64, format_args!("vec2<u32>(0u, 0u), {x}")),
        Op::Binary(BinaryOp::Add) => h.call(Helper::Add64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::Subtract) => h.call(Helper::Sub64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::Multiply) => h.call(Helper::Mul64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::Divide) if signed => h.call(Helper::DivS64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::Divide) => h.call(Helper::DivU64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::Remainder) if signed => h.call(Helper::RemS64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::Remainder) => h.call(Helper::RemU64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::Power) => h.call(Helper::Pow64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::And) => format!("(({x}) & ({y}))"),
        Op::Binary(BinaryOp::Or) => format!("(({x}) | ({y}))"),
        Op::Binary(BinaryOp::Xor) => format!("(({x}) ^ ({y}))"),
        Op::Binary(BinaryOp::ShiftLeft) => h.call(Helper::Shl64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::ShiftRightLogical) => h.call(Helper::Shrl64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::ShiftRightArithmetic) => h.call(Helper::Shra64, format_args!("{x}, {y}")),
        Op::Binary(BinaryOp::Maximum) => {
            format!("select({x}, {y}, {})", h.call(lt, format_args!("{x}, {y}")))
        }
        Op::Binary(BinaryOp::Minimum) => {
            format!("select({x}, {y}, {})", h.call(lt, format_args!("{y}, {x}")))
        }
        _ => return refuse(),
    })
}

pub(crate) fn zero(s: Scalar) -> String {
    super::dtype::const_of(s, 0)
}

pub(crate) fn one(s: Scalar) -> String {
    super::dtype::const_of(s, 1)
}
