//! Exact software f64 on the GPU (`GpuOptions::soft_f64`): XLA's elementwise ops on f64 as
//! WGSL expressions over the IEEE-754 bits in `vec2<u32>` (low, high words), calling the
//! correctly rounded helpers of `shaders/soft_f64.wgsl`, and the gate that refuses f64 on a
//! device opened without the option. Pure text generation: no IR walking beyond the gate's
//! scan of element types, no device. Arithmetic, conversions, roundings and rsqrt give the CPU
//! backend's bits; tanh, expm1, logistic and erf are the CPU's formulas step for step; exp,
//! log, log1p, sin, cos, tan, atan2, pow and cbrt (`shaders/soft_f64_math.wgsl`, mirrored on
//! the host in `soft_f64_math`) are within 1 ulp of the correctly rounded result where the
//! CPU calls glibc's, which is within 1 ulp too: they agree in 94-100% of arguments; remainder
//! is exact. Other ops are refused with a typed error naming the op, f64 and the gpu backend.

use super::dtype::{scalar_of, Scalar};
use super::wgsl::{Helper, Helpers};
use crate::error::{Error, Result};
use crate::ir::{BinaryOp, CompareType, ComparisonDirection, ElementType, Module, Op, UnaryOp};

/// 1.0 as soft f64.
const ONE: &str = "vec2<u32>(0u, 0x3ff00000u)";

/// `Unsupported` for f64 or c128 (computed as two soft f64 values) on a device opened
/// without `soft_f64`, naming `op`, the type and the option.
pub(crate) fn refused_type(op: &str, ty: ElementType) -> Error {
    let how = if ty == ElementType::C128 {
        "c128 is computed in exact software f64, which is opt-in"
    } else {
        "exact software f64 is opt-in"
    };
    Error::unsupported_msg(format!(
        "op '{op}' with element type {} is not supported on the gpu backend \
         ({how}: GpuOptions::soft_f64, `--gpu-soft-f64` on the CLI)",
        ty.hlo_name()
    ))
}

/// Refuses `module` when any value of any computation has an f64 or c128 element (without
/// the option, both stay refused), naming the first c128 instruction's op if there is one
/// (a c128 program is refused for its c128 values, not for the f64 parts it takes of them),
/// else the first f64 one. Types the GPU never holds (f8, ...) are refused first, by the
/// plan's own check. A program without f64 or c128 passes untouched (the plan checks its
/// types when it plans it).
pub(crate) fn require_enabled(module: &Module, enabled: bool) -> Result<()> {
    if enabled {
        return Ok(());
    }
    let first = |ty: ElementType| {
        module
            .computations
            .iter()
            .flat_map(|comp| &comp.instructions)
            .find(|inst| inst.shape.leaves().iter().any(|a| a.ty == ty))
    };
    let (inst, ty) = match (first(ElementType::C128), first(ElementType::F64)) {
        (Some(i), _) => (i, ElementType::C128),
        (None, Some(i)) => (i, ElementType::F64),
        (None, None) => return Ok(()),
    };
    for comp in &module.computations {
        super::plan::check_types(comp)?;
    }
    Err(refused_type(inst.op.name(), ty))
}

/// Whether an elementwise op with operand types `tys` and result `out` involves f64.
pub(crate) fn involves(tys: &[ElementType], out: ElementType) -> bool {
    out == ElementType::F64 || tys.contains(&ElementType::F64)
}

/// The elementwise `op` on operand expressions `a` (of types `tys`, at least one of them or
/// the result `out` f64), as a value of `out`'s compute type.
pub(crate) fn elementwise(
    op: &Op,
    a: &[String],
    tys: &[ElementType],
    out: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    let name = op.name();
    let refuse = || Err(Error::unsupported(name, "f64", "gpu"));
    let arg = |i: usize| -> Result<&String> {
        a.get(i)
            .ok_or_else(|| Error::invalid_program(format!("{name} is missing operand {i}")))
    };
    let ty0 = *tys.first().unwrap_or(&out);
    Ok(match op {
        Op::Convert => return convert(arg(0)?, ty0, out, h),
        Op::BitcastConvert => return bitcast_convert(arg(0)?, ty0, out),
        Op::Compare {
            direction,
            compare_type,
        } => return compare(*direction, *compare_type, arg(0)?, arg(1)?, h),
        Op::Select => {
            let (p, t, f) = (arg(0)?, arg(1)?, arg(2)?);
            format!("select({f}, {t}, {p})")
        }
        Op::Clamp => {
            let (lo, x, hi) = (arg(0)?, arg(1)?, arg(2)?);
            let max = h.call(Helper::F64Max, format_args!("{x}, {lo}"));
            h.call(Helper::F64Min, format_args!("{max}, {hi}"))
        }
        Op::Unary(u) => {
            let x = arg(0)?;
            match u {
                UnaryOp::Negate => format!("(({x}) ^ vec2<u32>(0u, 0x80000000u))"),
                UnaryOp::Abs => format!("(({x}) & vec2<u32>(0xffffffffu, 0x7fffffffu))"),
                UnaryOp::Sign => h.call(Helper::F64Sign, x),
                UnaryOp::Sqrt => h.call(Helper::F64Sqrt, x),
                UnaryOp::Floor => h.call(Helper::F64RoundInt, format_args!("{x}, 0u")),
                UnaryOp::Ceil => h.call(Helper::F64RoundInt, format_args!("{x}, 1u")),
                UnaryOp::RoundNearestEven => h.call(Helper::F64RoundInt, format_args!("{x}, 2u")),
                UnaryOp::RoundNearestAfz => h.call(Helper::F64RoundInt, format_args!("{x}, 3u")),
                UnaryOp::IsFinite => format!("(((({x}).y >> 20u) & 0x7ffu) != 0x7ffu)"),
                // Both steps correctly rounded: the CPU's 1 / sqrt(x) exactly.
                UnaryOp::Rsqrt => {
                    let root = h.call(Helper::F64Sqrt, x);
                    h.call(Helper::F64Div, format_args!("{ONE}, {root}"))
                }
                UnaryOp::Exp => h.call(Helper::F64Exp, x),
                UnaryOp::Expm1 => h.call(Helper::F64Expm1, x),
                UnaryOp::Log => h.call(Helper::F64Log, x),
                UnaryOp::Log1p => h.call(Helper::F64Log1p, x),
                UnaryOp::Sine => format!("{}.xy", h.call(Helper::F64SinCos, x)),
                UnaryOp::Cosine => format!("{}.zw", h.call(Helper::F64SinCos, x)),
                UnaryOp::Tan => h.call(Helper::F64Tan, x),
                UnaryOp::Tanh => h.call(Helper::F64Tanh, x),
                UnaryOp::Erf => h.call(Helper::F64Erf, x),
                UnaryOp::Cbrt => h.call(Helper::F64Cbrt, x),
                // The CPU's 1 / (1 + e^-x).
                UnaryOp::Logistic => {
                    let e = h.call(
                        Helper::F64Exp,
                        format_args!("(({x}) ^ vec2<u32>(0u, 0x80000000u))"),
                    );
                    let d = h.call(Helper::F64Add, format_args!("{ONE}, {e}"));
                    h.call(Helper::F64Div, format_args!("{ONE}, {d}"))
                }
                _ => return refuse(),
            }
        }
        Op::Binary(b) => {
            let (x, y) = (arg(0)?, arg(1)?);
            let f = match b {
                BinaryOp::Add => Helper::F64Add,
                BinaryOp::Subtract => Helper::F64Sub,
                BinaryOp::Multiply => Helper::F64Mul,
                BinaryOp::Divide => Helper::F64Div,
                BinaryOp::Maximum => Helper::F64Max,
                BinaryOp::Minimum => Helper::F64Min,
                BinaryOp::Power => Helper::F64Pow,
                BinaryOp::Atan2 => Helper::F64Atan2,
                BinaryOp::Remainder => Helper::F64Rem,
                _ => return refuse(),
            };
            h.call(f, format_args!("{x}, {y}"))
        }
        _ => return Err(Error::internal(format!("{name} is not an elementwise op"))),
    })
}

/// XLA `compare` of two f64 values: IEEE (false with a NaN except `NE`), or XLA's total
/// order for `TOTALORDER`.
pub(crate) fn compare(
    dir: ComparisonDirection,
    ct: Option<CompareType>,
    x: &str,
    y: &str,
    h: &mut Helpers,
) -> Result<String> {
    use ComparisonDirection::*;
    if ct == Some(CompareType::TotalOrder) {
        let (kx, ky) = (
            h.call(Helper::F64TotalKey, x),
            h.call(Helper::F64TotalKey, y),
        );
        return Ok(match dir {
            Eq => format!("all({kx} == {ky})"),
            Ne => format!("any({kx} != {ky})"),
            Lt => h.call(Helper::LtU64, format_args!("{kx}, {ky}")),
            Gt => h.call(Helper::LtU64, format_args!("{ky}, {kx}")),
            Le => format!("(!{})", h.call(Helper::LtU64, format_args!("{ky}, {kx}"))),
            Ge => format!("(!{})", h.call(Helper::LtU64, format_args!("{kx}, {ky}"))),
        });
    }
    Ok(match dir {
        Eq => h.call(Helper::F64Eq, format_args!("{x}, {y}")),
        Ne => format!("(!{})", h.call(Helper::F64Eq, format_args!("{x}, {y}"))),
        Lt => h.call(Helper::F64Lt, format_args!("{x}, {y}")),
        Gt => h.call(Helper::F64Lt, format_args!("{y}, {x}")),
        Le => format!(
            "({} || {})",
            h.call(Helper::F64Lt, format_args!("{x}, {y}")),
            h.call(Helper::F64Eq, format_args!("{x}, {y}"))
        ),
        Ge => format!(
            "({} || {})",
            h.call(Helper::F64Lt, format_args!("{y}, {x}")),
            h.call(Helper::F64Eq, format_args!("{x}, {y}"))
        ),
    })
}

/// XLA `convert` to or from f64, rounding once as the CPU backend does: float→int truncates
/// and saturates with NaN→0, →pred is `!= 0` (NaN is true), narrowing floats round to
/// nearest even, 64-bit integers round to nearest even.
pub(crate) fn convert(
    x: &str,
    from: ElementType,
    to: ElementType,
    h: &mut Helpers,
) -> Result<String> {
    use ElementType::*;
    let refuse = || {
        Err(Error::unsupported_msg(format!(
            "convert from {} to {} is not supported on the gpu backend",
            from.hlo_name(),
            to.hlo_name()
        )))
    };
    if from == F64 && to == F64 {
        return Ok(x.to_string());
    }
    if from == F64 {
        return Ok(match to {
            F32 => format!(
                "bitcast<f32>({})",
                h.call(Helper::F64ToSmall, format_args!("{x}, 23u, 8u"))
            ),
            // Through f32, rounding twice, as XLA:CPU converts to f16/bf16 (jaxlib 0.10.2 gives
            // f16 1.0 for 1 + 2^-11 + 2^-40 and bf16 1.0 for 1 + 2^-8 + 2^-40).
            F16 | BF16 => {
                let f = format!(
                    "bitcast<f32>({})",
                    h.call(Helper::F64ToSmall, format_args!("{x}, 23u, 8u"))
                );
                super::dtype::fix(to, f, h)
            }
            // The real part rounded once to f32, as the CPU backend converts a real to c64.
            C64 => format!(
                "vec2<f32>(bitcast<f32>({}), 0.0f)",
                h.call(Helper::F64ToSmall, format_args!("{x}, 23u, 8u"))
            ),
            Pred => format!("((({x}).x | (({x}).y & 0x7fffffffu)) != 0u)"),
            S64 => h.call(Helper::F64ToS64, x),
            U64 => h.call(Helper::F64ToU64, x),
            S32 | S16 | S8 => {
                let (lo, hi) = match to {
                    S8 => (i8::MIN as i32, i8::MAX as i32),
                    S16 => (i16::MIN as i32, i16::MAX as i32),
                    _ => (i32::MIN, i32::MAX),
                };
                let (lo, hi) = (super::dtype::i32_literal(lo), super::dtype::i32_literal(hi));
                h.call(Helper::F64ToI32, format_args!("{x}, {lo}, {hi}"))
            }
            U32 | U16 | U8 => {
                let hi = match to {
                    U8 => u8::MAX as u32,
                    U16 => u16::MAX as u32,
                    _ => u32::MAX,
                };
                h.call(Helper::F64ToU32, format_args!("{x}, {hi}u"))
            }
            _ => return refuse(),
        });
    }
    Ok(match scalar_of(from, "convert")? {
        // f16 and bf16 compute as f32: all three widen exactly through the f32's bits.
        Scalar::F32 => h.call(Helper::F64FromF32, x),
        Scalar::Bool => format!("select(vec2<u32>(0u, 0u), vec2<u32>(0u, 0x3ff00000u), {x})"),
        Scalar::U32 => h.call(Helper::F64FromU64, format_args!("vec2<u32>({x}, 0u), 0u")),
        Scalar::I32 => h.call(
            Helper::F64FromU64,
            format_args!(
                "vec2<u32>(select(bitcast<u32>({x}), 0u - bitcast<u32>({x}), ({x}) < 0i), 0u), select(0u, 0x80000000u, ({x}) < 0i)"
            ),
        ),
        Scalar::W64 if from == S64 => h.call(Helper::F64FromS64, x),
        Scalar::W64 => h.call(Helper::F64FromU64, format_args!("{x}, 0u")),
        // A complex value converts through its real part (the imaginary part is dropped).
        Scalar::C64 => h.call(Helper::F64FromF32, format_args!("({x}).x")),
        Scalar::F64Soft | Scalar::C128 => return refuse(),
    })
}

/// XLA `bitcast-convert` between f64 and the other 64-bit types: the words as they are.
pub(crate) fn bitcast_convert(x: &str, from: ElementType, to: ElementType) -> Result<String> {
    if super::dtype::is_w64(from) && super::dtype::is_w64(to) {
        return Ok(x.to_string());
    }
    Err(Error::unsupported_msg(format!(
        "bitcast-convert from {} to {} is not supported on the gpu backend (f64 bitcasts to and from s64 and u64 only)",
        from.hlo_name(),
        to.hlo_name()
    )))
}
