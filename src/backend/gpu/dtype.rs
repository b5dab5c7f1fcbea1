//! How each XLA element type lives on the GPU: its storage in `array<u32>` words (packed for
//! 8/16-bit types) and the WGSL type it is computed in. Refuses, with a typed error, every
//! type the backend cannot represent exactly; it must never narrow silently.

use super::wgsl::{Helper, Helpers};
use crate::error::{Error, Result};
use crate::ir::ElementType;

/// The WGSL scalar type an element type is computed in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Scalar {
    F32,
    I32,
    U32,
    Bool,
    /// 64-bit integers as (low, high) words; signedness comes from the element type.
    W64,
    /// f64 as its IEEE-754 bits in (low, high) words, computed in software (`soft_f64`).
    F64Soft,
    /// c64 as (real, imaginary) f32 parts, stored as two words (the host's byte layout).
    C64,
    /// c128 as the bits of its two f64 parts (real low, real high, imaginary low, imaginary
    /// high), four words; computed in soft f64 (`complex128`), so only with `soft_f64`.
    C128,
}

impl Scalar {
    pub(crate) fn wgsl(self) -> &'static str {
        match self {
            Scalar::F32 => "f32",
            Scalar::I32 => "i32",
            Scalar::U32 => "u32",
            Scalar::Bool => "bool",
            Scalar::W64 | Scalar::F64Soft => "vec2<u32>",
            Scalar::C64 => "vec2<f32>",
            Scalar::C128 => "vec4<u32>",
        }
    }
}

/// The compute type of `ty`, or `Unsupported` naming `op`. f64 has one here; whether a
/// device may run it is `GpuOptions::soft_f64`'s to say (`soft_f64::require_enabled`).
pub(crate) fn scalar_of(ty: ElementType, op: &str) -> Result<Scalar> {
    use ElementType::*;
    match ty {
        F32 | F16 | BF16 => Ok(Scalar::F32),
        S32 | S16 | S8 => Ok(Scalar::I32),
        U32 | U16 | U8 => Ok(Scalar::U32),
        Pred => Ok(Scalar::Bool),
        S64 | U64 => Ok(Scalar::W64),
        F64 => Ok(Scalar::F64Soft),
        C64 => Ok(Scalar::C64),
        C128 => Ok(Scalar::C128),
        S2 | S4 | U2 | U4 | F4E2M1FN | F8E3M4 | F8E4M3 | F8E4M3FN | F8E4M3FNUZ | F8E4M3B11FNUZ
        | F8E5M2 | F8E5M2FNUZ | F8E8M0FNU => Err(Error::unsupported(op, ty.hlo_name(), "gpu")),
    }
}

/// Elements per 32-bit storage word (1, 2 or 4). Only called on supported types.
pub(crate) fn pack(ty: ElementType) -> u32 {
    match ty.byte_size() {
        1 => 4,
        2 => 2,
        _ => 1,
    }
}

/// Bytes a device buffer of `n` elements of `ty` occupies (whole words, at least one).
pub(crate) fn device_bytes(ty: ElementType, n: usize) -> u64 {
    let bytes = (n * ty.byte_size()) as u64;
    bytes.div_ceil(4).max(1) * 4
}

/// WGSL expression loading element `idx` (a u32 expression) of type `ty` from the
/// `array<u32>` named `buf`, as its compute type. Helpers it calls are recorded in `h`.
pub(crate) fn load_expr(ty: ElementType, buf: &str, idx: &str, h: &mut Helpers) -> String {
    use ElementType::*;
    match ty {
        F32 => format!("bitcast<f32>({buf}[{idx}])"),
        S64 | U64 | F64 | C64 => of_pair_words(
            ty,
            &format!("vec2<u32>({buf}[2u * ({idx})], {buf}[2u * ({idx}) + 1u])"),
        ),
        C128 => format!(
            "vec4<u32>({buf}[4u * ({idx})], {buf}[4u * ({idx}) + 1u], {buf}[4u * ({idx}) + 2u], {buf}[4u * ({idx}) + 3u])"
        ),
        S32 => format!("bitcast<i32>({buf}[{idx}])"),
        U32 => format!("{buf}[{idx}]"),
        Pred => format!("((({buf}[({idx}) >> 2u] >> ((({idx}) & 3u) * 8u)) & 0xffu) != 0u)"),
        U8 => format!("(({buf}[({idx}) >> 2u] >> ((({idx}) & 3u) * 8u)) & 0xffu)"),
        S8 => format!("(bitcast<i32>({buf}[({idx}) >> 2u] << (24u - (({idx}) & 3u) * 8u)) >> 24u)"),
        U16 => format!("(({buf}[({idx}) >> 1u] >> ((({idx}) & 1u) * 16u)) & 0xffffu)"),
        S16 => {
            format!("(bitcast<i32>({buf}[({idx}) >> 1u] << (16u - (({idx}) & 1u) * 16u)) >> 16u)")
        }
        F16 => h.call(
            Helper::F16ToF32,
            format!("({buf}[({idx}) >> 1u] >> ((({idx}) & 1u) * 16u)) & 0xffffu"),
        ),
        BF16 => format!(
            "bitcast<f32>((({buf}[({idx}) >> 1u] >> ((({idx}) & 1u) * 16u)) & 0xffffu) << 16u)"
        ),
        _ => "0u".to_string(),
    }
}

/// Elements per 32-bit word for the types stored several to a word, else `None`.
pub(crate) fn per_word(ty: ElementType) -> Option<u32> {
    use ElementType::*;
    match ty {
        F16 | BF16 | U16 | S16 => Some(2),
        U8 | S8 | Pred => Some(4),
        _ => None,
    }
}

/// `load_expr` in two steps for the types stored several to a word (`per_word`): the
/// element's bits (in the low bits of a u32), then `value_of_bits` turns them into the
/// compute value. `None` for the types stored a word or more per element.
pub(crate) fn packed_bits_expr(ty: ElementType, buf: &str, idx: &str) -> Option<String> {
    let per = per_word(ty)?;
    let (shift, width) = (per.trailing_zeros(), 32 / per);
    Some(format!(
        "(({buf}[({idx}) >> {shift}u] >> ((({idx}) & {}u) * {width}u)) & {:#x}u)",
        per - 1,
        (1u32 << width) - 1
    ))
}

/// The compute value of the bits `b` that `packed_bits_expr` gives for `ty`.
pub(crate) fn value_of_bits(ty: ElementType, b: &str, h: &mut Helpers) -> String {
    use ElementType::*;
    match ty {
        F16 => h.call(Helper::F16ToF32, b),
        BF16 => format!("bitcast<f32>({b} << 16u)"),
        S16 => format!("(bitcast<i32>({b} << 16u) >> 16u)"),
        S8 => format!("(bitcast<i32>({b} << 24u) >> 24u)"),
        Pred => format!("({b} != 0u)"),
        _ => b.to_string(),
    }
}

/// WGSL expression giving the storage bits (in the low bits of a u32) of compute value `v`.
pub(crate) fn bits_expr(ty: ElementType, v: &str, h: &mut Helpers) -> String {
    use ElementType::*;
    match ty {
        F32 | S32 => format!("bitcast<u32>({v})"),
        U32 => v.to_string(),
        Pred => format!("select(0u, 1u, {v})"),
        U8 => format!("(({v}) & 0xffu)"),
        S8 => format!("(bitcast<u32>({v}) & 0xffu)"),
        U16 => format!("(({v}) & 0xffffu)"),
        S16 => format!("(bitcast<u32>({v}) & 0xffffu)"),
        F16 => h.call(Helper::F32ToF16, format!("({v})")),
        BF16 => h.call(Helper::F32ToBf16, format!("({v})")),
        _ => "0u".to_string(),
    }
}

/// Wraps a freshly computed value of compute type into the exact set of values of `ty`
/// (round-to-nearest-even for f16/bf16, wrap-around for narrow integers).
pub(crate) fn fix(ty: ElementType, e: String, h: &mut Helpers) -> String {
    use ElementType::*;
    match ty {
        F16 => h.call(Helper::RoundF16, e),
        BF16 => h.call(Helper::RoundBf16, e),
        S8 => format!("((({e}) << 24u) >> 24u)"),
        S16 => format!("((({e}) << 16u) >> 16u)"),
        U8 => format!("(({e}) & 0xffu)"),
        U16 => format!("(({e}) & 0xffffu)"),
        _ => e,
    }
}

/// WGSL literal for a value given as raw little-endian element bytes.
pub(crate) fn literal_expr(ty: ElementType, bytes: &[u8], h: &mut Helpers) -> String {
    use ElementType::*;
    let u = |n: usize| {
        let mut b = [0u8; 4];
        b[..n].copy_from_slice(&bytes[..n]);
        u32::from_le_bytes(b)
    };
    match ty {
        F32 => f32_literal(f32::from_bits(u(4)), h),
        F16 => f32_literal(half::f16::from_bits(u(2) as u16).to_f32(), h),
        BF16 => f32_literal(half::bf16::from_bits(u(2) as u16).to_f32(), h),
        S32 => i32_literal(u(4) as i32),
        S16 => i32_literal(u(2) as u16 as i16 as i32),
        S8 => i32_literal(u(1) as u8 as i8 as i32),
        U32 | U16 | U8 => format!("{}u", u(ty.byte_size())),
        S64 | U64 | F64 => {
            let lo = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            let hi = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
            format!("vec2<u32>({lo}u, {hi}u)")
        }
        C128 => {
            let w: Vec<u32> = bytes[..16]
                .chunks(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            format!("vec4<u32>({}u, {}u, {}u, {}u)", w[0], w[1], w[2], w[3])
        }
        C64 => {
            let re = f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            let im = f32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
            format!("vec2<f32>({}, {})", f32_literal(re, h), f32_literal(im, h))
        }
        Pred => (if u(1) != 0 { "true" } else { "false" }).to_string(),
        _ => "0u".to_string(),
    }
}

pub(crate) fn f32_literal(v: f32, h: &mut Helpers) -> String {
    if v.is_finite() && (v == 0.0 || v.is_normal()) {
        let s = format!("{v:?}");
        if s.contains('.') || s.contains('e') {
            format!("{s}f")
        } else {
            format!("{s}.0f")
        }
    } else {
        // Through a helper call: a non-finite constant expression is a WGSL error in Chrome.
        h.call(Helper::F32Bits, format!("{:#010x}u", v.to_bits()))
    }
}

pub(crate) fn i32_literal(v: i32) -> String {
    if v == i32::MIN {
        "bitcast<i32>(0x80000000u)".to_string()
    } else {
        format!("{v}i")
    }
}

/// The zero / one of a compute type as WGSL text.
pub(crate) fn const_of(s: Scalar, v: i32) -> String {
    match s {
        Scalar::F32 => format!("{v}.0f"),
        Scalar::I32 => format!("{v}i"),
        Scalar::U32 => format!("{v}u"),
        Scalar::Bool => (if v != 0 { "true" } else { "false" }).to_string(),
        Scalar::W64 => format!("vec2<u32>({}u, 0u)", v),
        Scalar::F64Soft => {
            let b = (v as f64).to_bits();
            format!("vec2<u32>({}u, {}u)", b as u32, (b >> 32) as u32)
        }
        Scalar::C64 => format!("vec2<f32>({v}.0f, 0.0f)"),
        Scalar::C128 => {
            let b = (v as f64).to_bits();
            format!("vec4<u32>({}u, {}u, 0u, 0u)", b as u32, (b >> 32) as u32)
        }
    }
}

/// Whether `ty` is stored as two words per element (s64, u64, f64), a `vec2<u32>` in WGSL.
pub(crate) fn is_w64(ty: ElementType) -> bool {
    matches!(ty, ElementType::S64 | ElementType::U64 | ElementType::F64)
}

/// Whether `ty` is stored as two words per element (s64, u64, f64, c64).
pub(crate) fn is_pair(ty: ElementType) -> bool {
    matches!(
        ty,
        ElementType::S64 | ElementType::U64 | ElementType::F64 | ElementType::C64
    )
}

/// Storage words per element of a type stored a word or more per element: 4 for c128, 2 for
/// the `is_pair` types, else 1 (the types packed several to a word included).
pub(crate) fn words(ty: ElementType) -> usize {
    match ty {
        ElementType::C128 => 4,
        t if is_pair(t) => 2,
        _ => 1,
    }
}

/// Whether `ty` is stored as several words per element (`words` above 1).
pub(crate) fn is_multiword(ty: ElementType) -> bool {
    words(ty) > 1
}

/// The statements storing compute value `v` of a multi-word type (`is_multiword`) at element
/// `idx` of the word array `buf`, one per word, lowest first.
pub(crate) fn store_words(ty: ElementType, buf: &str, idx: &str, v: &str) -> Vec<String> {
    if ty == ElementType::C128 {
        return ["x", "y", "z", "w"]
            .iter()
            .enumerate()
            .map(|(k, c)| format!("{buf}[4u * {idx} + {k}u] = ({v}).{c};"))
            .collect();
    }
    store_pair(ty, buf, idx, v).to_vec()
}

/// The two storage words (a `vec2<u32>`, low word first) of compute value `v` of a type
/// stored two words per element (`is_pair`).
pub(crate) fn pair_words(ty: ElementType, v: &str) -> String {
    if ty == ElementType::C64 {
        format!("bitcast<vec2<u32>>({v})")
    } else {
        format!("({v})")
    }
}

/// The two WGSL statements storing compute value `v` of a type stored two words per element
/// (`is_pair`) at element `idx` of the word array `buf`.
pub(crate) fn store_pair(ty: ElementType, buf: &str, idx: &str, v: &str) -> [String; 2] {
    let w = pair_words(ty, v);
    [
        format!("{buf}[2u * {idx}] = {w}.x;"),
        format!("{buf}[2u * {idx} + 1u] = {w}.y;"),
    ]
}

/// The compute value of a type stored two words per element from its words `w` (a
/// `vec2<u32>` expression): the inverse of `pair_words`.
pub(crate) fn of_pair_words(ty: ElementType, w: &str) -> String {
    if ty == ElementType::C64 {
        format!("bitcast<vec2<f32>>({w})")
    } else {
        w.to_string()
    }
}
