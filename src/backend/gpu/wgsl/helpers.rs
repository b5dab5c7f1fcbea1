//! The helper library of `shaders/helpers.wgsl`: WGSL functions (`fn xla_*`) giving XLA's
//! semantics where WGSL has no builtin (NaN-propagating min/max, integer division by zero,
//! f16 rounding, 64-bit integers as word pairs...) and accurate transcendentals where the
//! builtins are loose (exp, log, pow, atan2, sin, cos, tan: within 1-2 ulp on every device,
//! where WGSL leaves the builtins' accuracy to the implementation). A kernel includes the
//! helpers it calls and the helpers those call, nothing else: the code that writes a call
//! records the helper in the kernel's `Helpers` (`Helpers::call`, `Helpers::need`), and the
//! kernel's text starts with their closure in file order. No kernel text is searched.

use std::sync::OnceLock;

// The soft-f64 section (see `GpuOptions::soft_f64`) lives in its own file, read as the
// library's continuation: it starts with a function, so no comment of its own becomes part of
// the text of the last helper before it.
const LIBRARY: &str = concat!(
    include_str!("../../../../shaders/helpers.wgsl"),
    "\n",
    include_str!("../../../../shaders/soft_f64.wgsl")
);

/// A function of the helper library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Helper {
    IsNan,
    IsInf,
    IsFinite,
    Nan,
    F32Bits,
    MaxF32,
    MinF32,
    CmpNan,
    TotalKey,
    DivI32,
    RemI32,
    DivU32,
    RemU32,
    Fdiv,
    Fsqrt,
    RemF32,
    IsOddInt,
    Ldexp2,
    ExpReduced,
    Exp,
    Log,
    PowPos,
    PowF32,
    PowI32,
    PowU32,
    ShlI32,
    ShraI32,
    ShrlI32,
    ShlU32,
    ShrlU32,
    ShraU32,
    SignF32,
    RoundAfz,
    Cbrt,
    Expm1,
    LnPositive,
    Log1p,
    Atan2,
    Logistic,
    Tanh,
    Erf,
    TrigReduce,
    SinKernel,
    CosKernel,
    Sin,
    Cos,
    Tan,
    F2i,
    F2u,
    F16ToF32,
    F32ToF16Sw,
    F32ToF16,
    F32ToBf16,
    RoundF16,
    RoundBf16,
    ToBoolF32,
    Mul32Wide,
    Mul64,
    Add64,
    Sub64,
    Shl64,
    Shrl64,
    Shra64,
    LtU64,
    LtS64,
    F2u64,
    F2s64,
    U64ToF32,
    S64ToF32,
    Udivmod64,
    DivU64,
    RemU64,
    Abs64,
    DivS64,
    RemS64,
    Pow64,
    Hypot,
    Cmul,
    CmulRounded,
    Cdiv,
    Cexp,
    Clog,
    HypotExpanded,
    Csqrt,
    Crsqrt,
    CcoshSinh,
    Csin,
    Ccos,
    Ctanh,
    Ctan,
    Cexpm1,
    Clog1p,
    Csign,
    Cpow,
    F64IsNan,
    F64Nan2,
    F64Clz,
    F64Shl,
    F64Shr,
    F64ShrJam,
    F64Unpack,
    F64RoundPack,
    F64NormRoundPack,
    F64AddMags,
    F64SubMags,
    F64Add,
    F64Sub,
    F64Mul128,
    F64Mul,
    F64Div,
    F64Sqrt,
    F64Eq,
    F64Lt,
    F64TotalKey,
    F64Max,
    F64Min,
    F64Sign,
    F64FromF32,
    F64ToSmall,
    F64FromU64,
    F64FromS64,
    F64TruncMag,
    F64ToS64,
    F64ToU64,
    F64ToI32,
    F64ToU32,
    F64RoundInt,
    U128Add,
    U128Sub,
    U128Lt,
    U128Clz,
    U128Shl,
    U128ShrJam,
    F64Fma,
    C128Mul,
    C128Div,
    C128Mac,
}

impl Helper {
    /// Every helper, in `shaders/helpers.wgsl` order (the order kernels list them in).
    pub(crate) const ALL: [Helper; 137] = [
        Helper::IsNan,
        Helper::IsInf,
        Helper::IsFinite,
        Helper::Nan,
        Helper::F32Bits,
        Helper::MaxF32,
        Helper::MinF32,
        Helper::CmpNan,
        Helper::TotalKey,
        Helper::DivI32,
        Helper::RemI32,
        Helper::DivU32,
        Helper::RemU32,
        Helper::Fdiv,
        Helper::Fsqrt,
        Helper::RemF32,
        Helper::IsOddInt,
        Helper::Ldexp2,
        Helper::ExpReduced,
        Helper::Exp,
        Helper::Log,
        Helper::PowPos,
        Helper::PowF32,
        Helper::PowI32,
        Helper::PowU32,
        Helper::ShlI32,
        Helper::ShraI32,
        Helper::ShrlI32,
        Helper::ShlU32,
        Helper::ShrlU32,
        Helper::ShraU32,
        Helper::SignF32,
        Helper::RoundAfz,
        Helper::Cbrt,
        Helper::Expm1,
        Helper::LnPositive,
        Helper::Log1p,
        Helper::Atan2,
        Helper::Logistic,
        Helper::Tanh,
        Helper::Erf,
        Helper::TrigReduce,
        Helper::SinKernel,
        Helper::CosKernel,
        Helper::Sin,
        Helper::Cos,
        Helper::Tan,
        Helper::F2i,
        Helper::F2u,
        Helper::F16ToF32,
        Helper::F32ToF16Sw,
        Helper::F32ToF16,
        Helper::F32ToBf16,
        Helper::RoundF16,
        Helper::RoundBf16,
        Helper::ToBoolF32,
        Helper::Mul32Wide,
        Helper::Mul64,
        Helper::Add64,
        Helper::Sub64,
        Helper::Shl64,
        Helper::Shrl64,
        Helper::Shra64,
        Helper::LtU64,
        Helper::LtS64,
        Helper::F2u64,
        Helper::F2s64,
        Helper::U64ToF32,
        Helper::S64ToF32,
        Helper::Udivmod64,
        Helper::DivU64,
        Helper::RemU64,
        Helper::Abs64,
        Helper::DivS64,
        Helper::RemS64,
        Helper::Pow64,
        Helper::Hypot,
        Helper::Cmul,
        Helper::CmulRounded,
        Helper::Cdiv,
        Helper::Cexp,
        Helper::Clog,
        Helper::HypotExpanded,
        Helper::Csqrt,
        Helper::Crsqrt,
        Helper::CcoshSinh,
        Helper::Csin,
        Helper::Ccos,
        Helper::Ctanh,
        Helper::Ctan,
        Helper::Cexpm1,
        Helper::Clog1p,
        Helper::Csign,
        Helper::Cpow,
        Helper::F64IsNan,
        Helper::F64Nan2,
        Helper::F64Clz,
        Helper::F64Shl,
        Helper::F64Shr,
        Helper::F64ShrJam,
        Helper::F64Unpack,
        Helper::F64RoundPack,
        Helper::F64NormRoundPack,
        Helper::F64AddMags,
        Helper::F64SubMags,
        Helper::F64Add,
        Helper::F64Sub,
        Helper::F64Mul128,
        Helper::F64Mul,
        Helper::F64Div,
        Helper::F64Sqrt,
        Helper::F64Eq,
        Helper::F64Lt,
        Helper::F64TotalKey,
        Helper::F64Max,
        Helper::F64Min,
        Helper::F64Sign,
        Helper::F64FromF32,
        Helper::F64ToSmall,
        Helper::F64FromU64,
        Helper::F64FromS64,
        Helper::F64TruncMag,
        Helper::F64ToS64,
        Helper::F64ToU64,
        Helper::F64ToI32,
        Helper::F64ToU32,
        Helper::F64RoundInt,
        Helper::U128Add,
        Helper::U128Sub,
        Helper::U128Lt,
        Helper::U128Clz,
        Helper::U128Shl,
        Helper::U128ShrJam,
        Helper::F64Fma,
        Helper::C128Mul,
        Helper::C128Div,
        Helper::C128Mac,
    ];

    /// The WGSL function's name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Helper::IsNan => "xla_isnan",
            Helper::IsInf => "xla_isinf",
            Helper::IsFinite => "xla_isfinite",
            Helper::Nan => "xla_nan",
            Helper::F32Bits => "xla_f32_bits",
            Helper::MaxF32 => "xla_max_f32",
            Helper::MinF32 => "xla_min_f32",
            Helper::CmpNan => "xla_cmp_nan",
            Helper::TotalKey => "xla_total_key",
            Helper::DivI32 => "xla_div_i32",
            Helper::RemI32 => "xla_rem_i32",
            Helper::DivU32 => "xla_div_u32",
            Helper::RemU32 => "xla_rem_u32",
            Helper::Fdiv => "xla_fdiv",
            Helper::Fsqrt => "xla_fsqrt",
            Helper::RemF32 => "xla_rem_f32",
            Helper::IsOddInt => "xla_is_odd_int",
            Helper::Ldexp2 => "xla_ldexp2",
            Helper::ExpReduced => "xla_exp_reduced",
            Helper::Exp => "xla_exp",
            Helper::Log => "xla_log",
            Helper::PowPos => "xla_pow_pos",
            Helper::PowF32 => "xla_pow_f32",
            Helper::PowI32 => "xla_pow_i32",
            Helper::PowU32 => "xla_pow_u32",
            Helper::ShlI32 => "xla_shl_i32",
            Helper::ShraI32 => "xla_shra_i32",
            Helper::ShrlI32 => "xla_shrl_i32",
            Helper::ShlU32 => "xla_shl_u32",
            Helper::ShrlU32 => "xla_shrl_u32",
            Helper::ShraU32 => "xla_shra_u32",
            Helper::SignF32 => "xla_sign_f32",
            Helper::RoundAfz => "xla_round_afz",
            Helper::Cbrt => "xla_cbrt",
            Helper::Expm1 => "xla_expm1",
            Helper::LnPositive => "xla_ln_positive",
            Helper::Log1p => "xla_log1p",
            Helper::Atan2 => "xla_atan2",
            Helper::Logistic => "xla_logistic",
            Helper::Tanh => "xla_tanh",
            Helper::Erf => "xla_erf",
            Helper::TrigReduce => "xla_trig_reduce",
            Helper::SinKernel => "xla_sin_kernel",
            Helper::CosKernel => "xla_cos_kernel",
            Helper::Sin => "xla_sin",
            Helper::Cos => "xla_cos",
            Helper::Tan => "xla_tan",
            Helper::F2i => "xla_f2i",
            Helper::F2u => "xla_f2u",
            Helper::F16ToF32 => "xla_f16_to_f32",
            Helper::F32ToF16Sw => "xla_f32_to_f16_sw",
            Helper::F32ToF16 => "xla_f32_to_f16",
            Helper::F32ToBf16 => "xla_f32_to_bf16",
            Helper::RoundF16 => "xla_round_f16",
            Helper::RoundBf16 => "xla_round_bf16",
            Helper::ToBoolF32 => "xla_to_bool_f32",
            Helper::Mul32Wide => "xla_mul32_wide",
            Helper::Mul64 => "xla_mul64",
            Helper::Add64 => "xla_add64",
            Helper::Sub64 => "xla_sub64",
            Helper::Shl64 => "xla_shl64",
            Helper::Shrl64 => "xla_shrl64",
            Helper::Shra64 => "xla_shra64",
            Helper::LtU64 => "xla_lt_u64",
            Helper::LtS64 => "xla_lt_s64",
            Helper::F2u64 => "xla_f2u64",
            Helper::F2s64 => "xla_f2s64",
            Helper::U64ToF32 => "xla_u64_to_f32",
            Helper::S64ToF32 => "xla_s64_to_f32",
            Helper::Udivmod64 => "xla_udivmod64",
            Helper::DivU64 => "xla_div_u64",
            Helper::RemU64 => "xla_rem_u64",
            Helper::Abs64 => "xla_abs64",
            Helper::DivS64 => "xla_div_s64",
            Helper::RemS64 => "xla_rem_s64",
            Helper::Pow64 => "xla_pow64",
            Helper::Hypot => "xla_hypot",
            Helper::Cmul => "xla_cmul",
            Helper::CmulRounded => "xla_cmul_rounded",
            Helper::Cdiv => "xla_cdiv",
            Helper::Cexp => "xla_cexp",
            Helper::Clog => "xla_clog",
            Helper::HypotExpanded => "xla_hypot_expanded",
            Helper::Csqrt => "xla_csqrt",
            Helper::Crsqrt => "xla_crsqrt",
            Helper::CcoshSinh => "xla_ccosh_sinh",
            Helper::Csin => "xla_csin",
            Helper::Ccos => "xla_ccos",
            Helper::Ctanh => "xla_ctanh",
            Helper::Ctan => "xla_ctan",
            Helper::Cexpm1 => "xla_cexpm1",
            Helper::Clog1p => "xla_clog1p",
            Helper::Csign => "xla_csign",
            Helper::Cpow => "xla_cpow",
            Helper::F64IsNan => "xla_f64_is_nan",
            Helper::F64Nan2 => "xla_f64_nan2",
            Helper::F64Clz => "xla_f64_clz",
            Helper::F64Shl => "xla_f64_shl",
            Helper::F64Shr => "xla_f64_shr",
            Helper::F64ShrJam => "xla_f64_shr_jam",
            Helper::F64Unpack => "xla_f64_unpack",
            Helper::F64RoundPack => "xla_f64_round_pack",
            Helper::F64NormRoundPack => "xla_f64_norm_round_pack",
            Helper::F64AddMags => "xla_f64_add_mags",
            Helper::F64SubMags => "xla_f64_sub_mags",
            Helper::F64Add => "xla_f64_add",
            Helper::F64Sub => "xla_f64_sub",
            Helper::F64Mul128 => "xla_f64_mul128",
            Helper::F64Mul => "xla_f64_mul",
            Helper::F64Div => "xla_f64_div",
            Helper::F64Sqrt => "xla_f64_sqrt",
            Helper::F64Eq => "xla_f64_eq",
            Helper::F64Lt => "xla_f64_lt",
            Helper::F64TotalKey => "xla_f64_total_key",
            Helper::F64Max => "xla_f64_max",
            Helper::F64Min => "xla_f64_min",
            Helper::F64Sign => "xla_f64_sign",
            Helper::F64FromF32 => "xla_f64_from_f32",
            Helper::F64ToSmall => "xla_f64_to_small",
            Helper::F64FromU64 => "xla_f64_from_u64",
            Helper::F64FromS64 => "xla_f64_from_s64",
            Helper::F64TruncMag => "xla_f64_trunc_mag",
            Helper::F64ToS64 => "xla_f64_to_s64",
            Helper::F64ToU64 => "xla_f64_to_u64",
            Helper::F64ToI32 => "xla_f64_to_i32",
            Helper::F64ToU32 => "xla_f64_to_u32",
            Helper::F64RoundInt => "xla_f64_round_int",
            Helper::U128Add => "xla_u128_add",
            Helper::U128Sub => "xla_u128_sub",
            Helper::U128Lt => "xla_u128_lt",
            Helper::U128Clz => "xla_u128_clz",
            Helper::U128Shl => "xla_u128_shl",
            Helper::U128ShrJam => "xla_u128_shr_jam",
            Helper::F64Fma => "xla_f64_fma",
            Helper::C128Mul => "xla_c128_mul",
            Helper::C128Div => "xla_c128_div",
            Helper::C128Mac => "xla_c128_mac",
        }
    }

    /// The helpers this one calls.
    fn calls(self) -> &'static [Helper] {
        use Helper::*;
        match self {
            Nan => &[F32Bits],
            MaxF32 => &[IsNan],
            MinF32 => &[IsNan],
            CmpNan => &[IsNan],
            RemF32 => &[IsNan, IsInf, Nan],
            Exp => &[IsNan, F32Bits, Ldexp2, ExpReduced],
            Log => &[IsNan, Nan, F32Bits, Fdiv],
            PowPos => &[F32Bits, Fdiv, Ldexp2, ExpReduced],
            PowF32 => &[IsNan, IsInf, Nan, F32Bits, IsOddInt, PowPos],
            SignF32 => &[IsNan],
            Cbrt => &[IsFinite, Fdiv],
            Expm1 => &[Exp, Tanh],
            Log1p => &[IsNan, IsInf, Nan, F32Bits, Fdiv, LnPositive],
            Atan2 => &[IsNan, Nan, Fdiv],
            Logistic => &[Fdiv, Exp],
            Tanh => &[IsNan, Fdiv],
            Erf => &[IsNan, Fdiv],
            TrigReduce => &[Mul32Wide],
            Sin => &[IsNan, IsFinite, Nan, TrigReduce, SinKernel, CosKernel],
            Cos => &[IsNan, IsFinite, Nan, TrigReduce, SinKernel, CosKernel],
            Tan => &[IsNan, IsFinite, Nan, Fdiv, TrigReduce],
            F2i => &[IsNan],
            F2u => &[IsNan],
            F32ToF16 => &[F32ToF16Sw],
            RoundF16 => &[F16ToF32, F32ToF16Sw],
            RoundBf16 => &[F32ToBf16],
            Mul64 => &[Mul32Wide],
            F2u64 => &[IsNan],
            F2s64 => &[IsNan, Sub64, F2u64],
            U64ToF32 => &[Shl64, Shrl64],
            S64ToF32 => &[Sub64, U64ToF32],
            Udivmod64 => &[Sub64, LtU64],
            DivU64 => &[Udivmod64],
            RemU64 => &[Udivmod64],
            Abs64 => &[Sub64],
            DivS64 => &[Sub64, Udivmod64, Abs64],
            RemS64 => &[Sub64, Udivmod64, Abs64],
            Pow64 => &[Mul64],
            Hypot => &[IsNan, IsInf, Nan, F32Bits, Fdiv, Fsqrt],
            Cdiv => &[Fdiv],
            Cexp => &[Exp, Sin, Cos],
            Clog => &[Log, Atan2, Hypot],
            HypotExpanded => &[MaxF32, MinF32, Fdiv, Fsqrt],
            Csqrt => &[IsInf, Fdiv, Fsqrt, HypotExpanded],
            Crsqrt => &[
                IsNan, IsInf, Nan, F32Bits, MaxF32, MinF32, Fdiv, Fsqrt, Atan2, Sin, Cos,
            ],
            CcoshSinh => &[Exp, Expm1],
            Csin => &[Sin, Cos, CcoshSinh],
            Ccos => &[Sin, Cos, CcoshSinh],
            Ctanh => &[Fdiv, Sin, Cos, CcoshSinh],
            Ctan => &[Ctanh],
            Cexpm1 => &[Exp, Expm1, Sin, Cos],
            Clog1p => &[F32Bits, MaxF32, MinF32, Fdiv, Log, Log1p, Atan2],
            Csign => &[Fdiv, Hypot],
            Cpow => &[Exp, Log, PowF32, Atan2, Sin, Cos],
            F64Nan2 => &[F64IsNan],
            F64Unpack => &[F64Clz, F64Shl],
            F64RoundPack => &[Add64, F64Shr, F64ShrJam],
            F64NormRoundPack => &[F64Clz, F64Shl, F64RoundPack],
            F64AddMags => &[Add64, F64Nan2, F64Shl, F64ShrJam, F64RoundPack],
            F64SubMags => &[
                Add64,
                Sub64,
                LtU64,
                F64Nan2,
                F64Clz,
                F64Shl,
                F64ShrJam,
                F64NormRoundPack,
            ],
            F64Add => &[F64AddMags, F64SubMags],
            F64Sub => &[F64IsNan, F64Nan2, F64Add],
            F64Mul128 => &[Mul32Wide, Add64, LtU64],
            F64Mul => &[
                Add64,
                F64IsNan,
                F64Nan2,
                F64Shl,
                F64Unpack,
                F64RoundPack,
                F64Mul128,
            ],
            F64Div => &[
                Add64,
                Sub64,
                LtU64,
                F64IsNan,
                F64Nan2,
                F64Shl,
                F64Unpack,
                F64RoundPack,
            ],
            F64Sqrt => &[
                Add64,
                Sub64,
                LtU64,
                F64IsNan,
                F64Shl,
                F64Unpack,
                F64RoundPack,
            ],
            F64Eq => &[F64IsNan],
            F64Lt => &[LtU64, F64IsNan],
            F64Max => &[F64IsNan, F64Lt],
            F64Min => &[F64IsNan, F64Lt],
            F64Sign => &[F64IsNan],
            F64ToSmall => &[F64Shl, F64Shr, F64Unpack],
            F64FromU64 => &[F64ShrJam, F64RoundPack, F64NormRoundPack],
            F64FromS64 => &[Sub64, F64FromU64],
            F64TruncMag => &[F64Shl, F64Shr],
            F64ToS64 => &[Sub64, F64IsNan, F64TruncMag],
            F64ToU64 => &[F64IsNan, F64TruncMag],
            F64ToI32 => &[LtS64, F64ToS64],
            F64ToU32 => &[F64ToU64],
            F64RoundInt => &[Add64, Sub64, LtU64, F64IsNan, F64Shl, F64Shr],
            F64Fma => &[
                F64IsNan,
                F64Nan2,
                F64Shl,
                F64Unpack,
                F64RoundPack,
                F64Add,
                F64Mul128,
                F64Mul,
                U128Add,
                U128Sub,
                U128Lt,
                U128Clz,
                U128Shl,
                U128ShrJam,
            ],
            C128Mul => &[F64Mul, F64Fma],
            C128Div => &[F64Add, F64Sub, F64Mul, F64Div, F64Eq, F64Lt],
            C128Mac => &[F64Add, F64Sub, F64Mul],
            _ => &[],
        }
    }

    /// The helper's text in the library: its function and what follows it up to the next
    /// helper (comments introducing that one included), trailing whitespace removed.
    pub(crate) fn text(self) -> &'static str {
        library()[self as usize].1
    }

    /// The helper's word in `Helpers::bits` and its bit in that word.
    fn slot(self) -> (usize, u64) {
        let i = self as usize;
        (i / 64, 1u64 << (i % 64))
    }
}

/// The library's helpers as (name, text) pairs, in file order.
fn library() -> &'static [(&'static str, &'static str)] {
    static TABLE: OnceLock<Vec<(&'static str, &'static str)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let starts: Vec<usize> = LIBRARY
            .match_indices("\nfn xla_")
            .map(|(i, _)| i + 1)
            .collect();
        let mut table = Vec::new();
        for (k, &s) in starts.iter().enumerate() {
            let end = starts.get(k + 1).copied().unwrap_or(LIBRARY.len());
            let text = &LIBRARY[s..end];
            let name_end = text.find('(').unwrap_or(3);
            table.push((&text[3..name_end], text.trim_end()));
        }
        table
    })
}

/// The helpers a kernel calls, recorded where each call is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Helpers {
    /// One bit per helper, `Helper as usize` numbering: room for `HELPER_WORDS * 64`.
    bits: [u64; HELPER_WORDS],
}

/// Words of the helper bitset: 256 helpers, twice the library's size when it outgrew a u128.
const HELPER_WORDS: usize = 4;

// The bitset must hold every helper.
const _: () = assert!(Helper::ALL.len() <= HELPER_WORDS * 64);

impl Helpers {
    /// Records that the kernel calls `h` (in text written without `call`).
    pub(crate) fn need(&mut self, h: Helper) {
        let (w, b) = h.slot();
        self.bits[w] |= b;
    }

    /// The call `name(args)` of helper `h`, recorded.
    pub(crate) fn call(&mut self, h: Helper, args: impl std::fmt::Display) -> String {
        self.need(h);
        format!("{}({args})", h.name())
    }

    pub(crate) fn contains(&self, h: Helper) -> bool {
        let (w, b) = h.slot();
        self.bits[w] & b != 0
    }

    /// The recorded helpers and every helper they call.
    fn closure(&self) -> Helpers {
        let mut all = *self;
        let mut todo: Vec<Helper> = Helper::ALL
            .into_iter()
            .filter(|h| self.contains(*h))
            .collect();
        while let Some(h) = todo.pop() {
            for &c in h.calls() {
                if !all.contains(c) {
                    all.need(c);
                    todo.push(c);
                }
            }
        }
        all
    }

    /// The text of the recorded helpers and of those they call, in library order, each
    /// followed by an empty line: what a kernel starts with.
    pub(crate) fn wgsl(&self) -> String {
        let all = self.closure();
        let mut out = String::new();
        for h in Helper::ALL {
            if all.contains(h) {
                out.push_str(h.text());
                out.push_str("\n\n");
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Helper` lists the library's functions in file order, with their names.
    #[test]
    fn the_enum_is_the_library() {
        let names: Vec<&str> = library().iter().map(|(n, _)| *n).collect();
        let ours: Vec<&str> = Helper::ALL.iter().map(|h| h.name()).collect();
        assert_eq!(names, ours);
        for (k, h) in Helper::ALL.iter().enumerate() {
            assert_eq!(*h as usize, k, "{h:?}");
        }
    }

    /// Each helper's `calls` are the helpers its text names: a helper edited in
    /// `shaders/helpers.wgsl` to call another must say so here.
    #[test]
    fn calls_are_what_the_text_calls() {
        for h in Helper::ALL {
            let named: Vec<Helper> = Helper::ALL
                .into_iter()
                .filter(|&c| c != h && h.text().contains(&format!("{}(", c.name())))
                .collect();
            assert_eq!(h.calls(), named.as_slice(), "{h:?}");
        }
    }

    #[test]
    fn a_kernel_gets_what_its_helpers_call_in_library_order() {
        let mut h = Helpers::default();
        assert_eq!(h.call(Helper::Log1p, "x"), "xla_log1p(x)");
        let text = h.wgsl();
        let isnan = text.find("fn xla_isnan(").unwrap();
        let ln = text.find("fn xla_ln_positive(").unwrap();
        let log1p = text.find("fn xla_log1p(").unwrap();
        assert!(isnan < ln && ln < log1p);
        // isnan, isinf, f32_bits (for nan), nan, fdiv, ln_positive, log1p.
        assert_eq!(text.matches("\nfn xla_").count() + 1, 7);
        assert_eq!(Helpers::default().wgsl(), "");
    }
}
