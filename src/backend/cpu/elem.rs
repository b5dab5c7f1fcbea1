//! Element-level building blocks for the CPU kernels: typed views of literals, the integer and
//! float traits that carry XLA's per-element semantics, f16/bf16 widening, and the (optionally
//! threaded) loop helpers every elementwise kernel uses.
//!
//! Nothing here knows about instructions or computations; it must stay free of `Op` dispatch.

use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal};
use bytemuck::Pod;
use half::{bf16, f16};

/// Elements per parallel chunk; below `PAR_MIN` elements a loop runs on the calling thread.
pub(crate) const PAR_CHUNK: usize = 1 << 14;
pub(crate) const PAR_MIN: usize = 1 << 16;

/// Typed view of a literal's data. Callers dispatch on the element type first, so the element
/// size always matches `T`.
pub(crate) fn sl<T: Pod>(l: &Literal) -> &[T] {
    l.data().as_slice::<T>()
}

pub(crate) fn new_lit(ty: ElementType, dims: &[usize]) -> Result<Literal> {
    Ok(Literal::zeros(ArrayShape::new(ty, dims.to_vec()))?)
}

/// Builds a literal of `ty`/`dims` by filling its typed storage with `fill(start, chunk)`,
/// split across threads for large outputs.
pub(crate) fn build<R: Pod + Send>(
    ty: ElementType,
    dims: &[usize],
    fill: impl Fn(usize, &mut [R]) + Sync + Send,
) -> Result<Literal> {
    let mut out = new_lit(ty, dims)?;
    {
        let o: &mut [R] = out.data_mut_slice();
        par_fill(o, fill);
    }
    Ok(out)
}

/// Runs `fill(start, chunk)` over `out`, in parallel chunks when it is large.
pub(crate) fn par_fill<R: Send>(out: &mut [R], fill: impl Fn(usize, &mut [R]) + Sync + Send) {
    if out.len() >= PAR_MIN {
        super::par::chunks_mut(out, PAR_CHUNK, |i, c| fill(i * PAR_CHUNK, c));
        return;
    }
    fill(0, out);
}

/// Mutable typed storage of a literal we own.
pub(crate) trait LiteralMutExt {
    fn data_mut_slice<T: Pod>(&mut self) -> &mut [T];
}

impl LiteralMutExt for Literal {
    fn data_mut_slice<T: Pod>(&mut self) -> &mut [T] {
        bytemuck::cast_slice_mut(self.bytes_mut())
    }
}

/// `out[i] = f(a[i])`; `a` may have one element (broadcast).
pub(crate) fn map1<A: Pod + Sync, R: Pod + Send>(
    a: &[A],
    ty: ElementType,
    dims: &[usize],
    f: impl Fn(A) -> R + Sync + Send,
) -> Result<Literal> {
    build(ty, dims, |s, o: &mut [R]| {
        // Plain index loops: an iterator adapter's `fold` may stay out of line, compiled for
        // the baseline target, outside `with_fma`'s copy.
        with_fma(
            #[inline(always)]
            || {
                if a.len() == 1 {
                    let v = f(a[0]);
                    for x in o.iter_mut() {
                        *x = v;
                    }
                } else {
                    let a = &a[s..s + o.len()];
                    for i in 0..o.len() {
                        o[i] = f(a[i]);
                    }
                }
            },
        )
    })
}

/// Runs `body` compiled for AVX2 with FMA where the CPU has both (x86-64): loops vectorise
/// wider and the explicit `mul_add`s of exp and tanh become instructions instead of libm
/// calls. The bits are the same either way: Rust never contracts a multiply and an add, and
/// `mul_add` is always fused.
#[inline(always)]
pub(crate) fn with_fma<R>(body: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    {
        #[target_feature(enable = "avx2,fma")]
        unsafe fn fused<R>(body: impl FnOnce() -> R) -> R {
            body()
        }
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma") {
            // SAFETY: the CPU has AVX2 and FMA (checked just above); `body` is safe code.
            return unsafe { fused(body) };
        }
    }
    body()
}

/// `out[i] = f(a[i], b[i])`; either side may have one element (broadcast).
pub(crate) fn map2<A: Pod + Sync, B: Pod + Sync, R: Pod + Send>(
    a: &[A],
    b: &[B],
    ty: ElementType,
    dims: &[usize],
    f: impl Fn(A, B) -> R + Sync + Send,
) -> Result<Literal> {
    build(ty, dims, |s, o: &mut [R]| {
        let n = o.len();
        with_fma(
            #[inline(always)]
            || match (a.len() == 1, b.len() == 1) {
                (false, false) => {
                    let (a, b) = (&a[s..s + n], &b[s..s + n]);
                    for i in 0..n {
                        o[i] = f(a[i], b[i]);
                    }
                }
                (true, false) => {
                    let (u, b) = (a[0], &b[s..s + n]);
                    for i in 0..n {
                        o[i] = f(u, b[i]);
                    }
                }
                (false, true) => {
                    let (a, v) = (&a[s..s + n], b[0]);
                    for i in 0..n {
                        o[i] = f(a[i], v);
                    }
                }
                (true, true) => {
                    let r = f(a[0], b[0]);
                    for x in o.iter_mut() {
                        *x = r;
                    }
                }
            },
        )
    })
}

/// `out[i] = f(a[i], b[i], c[i])`; any side may have one element (broadcast).
pub(crate) fn map3<A: Pod + Sync, B: Pod + Sync, C: Pod + Sync, R: Pod + Send>(
    a: &[A],
    b: &[B],
    c: &[C],
    ty: ElementType,
    dims: &[usize],
    f: impl Fn(A, B, C) -> R + Sync + Send,
) -> Result<Literal> {
    let ia = a.len() != 1;
    let ib = b.len() != 1;
    let ic = c.len() != 1;
    build(ty, dims, |s, o: &mut [R]| {
        for (k, x) in o.iter_mut().enumerate() {
            let i = s + k;
            *x = f(
                a[if ia { i } else { 0 }],
                b[if ib { i } else { 0 }],
                c[if ic { i } else { 0 }],
            );
        }
    })
}

// ---------------------------------------------------------------------------------------------
// f16 / bf16 widening: these types compute in f32 and round to nearest-even after each op.

/// Widens an f16/bf16 literal to f32 (exact); other literals are returned unchanged.
pub(crate) fn widen(l: &Literal) -> Result<std::borrow::Cow<'_, Literal>> {
    use half::slice::HalfFloatSliceExt;
    Ok(match l.ty() {
        ElementType::F16 => {
            let mut out = new_lit(ElementType::F32, l.dims())?;
            sl::<f16>(l).convert_to_f32_slice(out.data_mut_slice());
            std::borrow::Cow::Owned(out)
        }
        ElementType::BF16 => {
            let mut out = new_lit(ElementType::F32, l.dims())?;
            sl::<bf16>(l).convert_to_f32_slice(out.data_mut_slice());
            std::borrow::Cow::Owned(out)
        }
        _ => std::borrow::Cow::Borrowed(l),
    })
}

/// Rounds an f32 literal to f16/bf16 (nearest-even); `ty` other than those returns it unchanged.
pub(crate) fn narrow(l: Literal, ty: ElementType) -> Result<Literal> {
    use half::slice::HalfFloatSliceExt;
    if l.ty() != ElementType::F32 {
        return Ok(l);
    }
    match ty {
        ElementType::F16 => {
            let mut out = new_lit(ty, l.dims())?;
            out.data_mut_slice::<f16>()
                .convert_from_f32_slice(sl::<f32>(&l));
            Ok(out)
        }
        ElementType::BF16 => {
            let mut out = new_lit(ty, l.dims())?;
            out.data_mut_slice::<bf16>()
                .convert_from_f32_slice(sl::<f32>(&l));
            Ok(out)
        }
        _ => Ok(l),
    }
}

/// Same data, new dimensions (with the same element count).
pub(crate) fn reshape(l: Literal, dims: Vec<usize>) -> Result<Literal> {
    let n: usize = dims.iter().product();
    if n != l.element_count() {
        return Err(Error::invalid_program(format!(
            "cannot reshape {} to {dims:?}",
            l.shape()
        )));
    }
    l.reshaped(dims)
        .ok_or_else(|| Error::internal("reshape failed"))
}

pub(crate) fn unsupported(op: &str, ty: ElementType) -> Error {
    Error::unsupported(op, ty, "cpu")
}

// ---------------------------------------------------------------------------------------------
// Integers.

/// Integer element with XLA's edge semantics (division by zero, shifts past the width, ...).
pub(crate) trait IntElem: Pod + Send + Sync + Ord + Eq + std::fmt::Debug {
    const MIN: Self;
    const MAX: Self;
    fn wadd(self, o: Self) -> Self;
    fn wsub(self, o: Self) -> Self;
    fn wmul(self, o: Self) -> Self;
    fn wneg(self) -> Self;
    fn xdiv(self, o: Self) -> Self;
    fn xrem(self, o: Self) -> Self;
    fn shl(self, o: Self) -> Self;
    fn sra(self, o: Self) -> Self;
    fn srl(self, o: Self) -> Self;
    fn and(self, o: Self) -> Self;
    fn or(self, o: Self) -> Self;
    fn xor(self, o: Self) -> Self;
    fn not(self) -> Self;
    fn popcnt(self) -> Self;
    fn clz(self) -> Self;
    fn xabs(self) -> Self;
    fn xsign(self) -> Self;
    fn xpow(self, o: Self) -> Self;
    fn to_i128(self) -> i128;
    fn from_i128(v: i128) -> Self;
}

macro_rules! impl_int {
    ($t:ty, $u:ty, $s:ty) => {
        impl IntElem for $t {
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
            #[inline]
            fn wadd(self, o: Self) -> Self {
                self.wrapping_add(o)
            }
            #[inline]
            fn wsub(self, o: Self) -> Self {
                self.wrapping_sub(o)
            }
            #[inline]
            fn wmul(self, o: Self) -> Self {
                self.wrapping_mul(o)
            }
            #[inline]
            fn wneg(self) -> Self {
                self.wrapping_neg()
            }
            #[inline]
            fn xdiv(self, o: Self) -> Self {
                // Division by zero gives all ones (-1 signed); MIN / -1 wraps to MIN.
                if o == 0 {
                    !0
                } else {
                    self.wrapping_div(o)
                }
            }
            #[inline]
            fn xrem(self, o: Self) -> Self {
                if o == 0 {
                    self
                } else {
                    self.wrapping_rem(o)
                }
            }
            #[inline]
            fn shl(self, o: Self) -> Self {
                let n = o as $u;
                if n >= <$t>::BITS as $u {
                    0
                } else {
                    self << n
                }
            }
            #[inline]
            fn sra(self, o: Self) -> Self {
                let n = o as $u;
                let s = self as $s;
                if n >= <$t>::BITS as $u {
                    (if s < 0 { -1 } else { 0 }) as $t
                } else {
                    (s >> n) as $t
                }
            }
            #[inline]
            fn srl(self, o: Self) -> Self {
                let n = o as $u;
                if n >= <$t>::BITS as $u {
                    0
                } else {
                    ((self as $u) >> n) as $t
                }
            }
            #[inline]
            fn and(self, o: Self) -> Self {
                self & o
            }
            #[inline]
            fn or(self, o: Self) -> Self {
                self | o
            }
            #[inline]
            fn xor(self, o: Self) -> Self {
                self ^ o
            }
            #[inline]
            fn not(self) -> Self {
                !self
            }
            #[inline]
            fn popcnt(self) -> Self {
                self.count_ones() as $t
            }
            #[inline]
            fn clz(self) -> Self {
                self.leading_zeros() as $t
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn xabs(self) -> Self {
                if self < 0 {
                    self.wrapping_neg()
                } else {
                    self
                }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn xsign(self) -> Self {
                if self < 0 {
                    (0 as $t).wrapping_sub(1)
                } else if self == 0 {
                    0
                } else {
                    1
                }
            }
            #[inline]
            fn xpow(self, o: Self) -> Self {
                // XLA (checked against jaxlib): the exponent's bits are read as signed, also
                // for unsigned types. A negative exponent gives 1 for base 1, ±1 by parity
                // for base -1 (all ones) and 0 otherwise; else six rounds of squaring, so
                // only the exponent's low 6 bits count (anything larger overflows anyway).
                if (o as $s) < 0 {
                    return if self == 1 {
                        1
                    } else if (self as $s) == -1 {
                        if o & 1 == 1 {
                            self
                        } else {
                            1
                        }
                    } else {
                        0
                    };
                }
                let mut acc: $t = 1;
                let mut base = self;
                let e = o as $u;
                for bit in 0..6 {
                    if (e >> bit) & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                }
                acc
            }
            #[inline]
            fn to_i128(self) -> i128 {
                self as i128
            }
            #[inline]
            fn from_i128(v: i128) -> Self {
                v as $t
            }
        }
    };
}

impl_int!(i8, u8, i8);
impl_int!(i16, u16, i16);
impl_int!(i32, u32, i32);
impl_int!(i64, u64, i64);
impl_int!(u8, u8, i8);
impl_int!(u16, u16, i16);
impl_int!(u32, u32, i32);
impl_int!(u64, u64, i64);

// ---------------------------------------------------------------------------------------------
// Floats (f32, f64; f16/bf16 are widened to f32 by the callers).

pub(crate) trait FloatElem:
    Pod
    + Send
    + Sync
    + PartialOrd
    + std::fmt::Debug
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
    + std::ops::Rem<Output = Self>
    + std::ops::Neg<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    fn from_f64(v: f64) -> Self;
    fn to_f64(self) -> f64;
    fn is_nan(self) -> bool;
    fn is_finite(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn abs(self) -> Self;
    fn floor(self) -> Self;
    fn ceil(self) -> Self;
    fn round_afz(self) -> Self;
    fn round_even(self) -> Self;
    fn sqrt(self) -> Self;
    /// 1/sqrt(self) as XLA:CPU computes it ([`rsqrt_impl`]).
    fn rsqrt(self) -> Self;
    /// `self · a + b` rounded once.
    fn mul_add(self, a: Self, b: Self) -> Self;
    fn cbrt(self) -> Self;
    fn exp(self) -> Self;
    fn expm1(self) -> Self;
    fn ln(self) -> Self;
    fn ln1p(self) -> Self;
    fn sin(self) -> Self;
    fn cos(self) -> Self;
    fn tan(self) -> Self;
    fn tanh(self) -> Self;
    fn erf(self) -> Self;
    fn powf(self, o: Self) -> Self;
    fn atan2(self, o: Self) -> Self;
    fn hypot(self, o: Self) -> Self;
    /// Key whose integer order is XLA's total order (-NaN < -inf < ... < -0 < +0 < ... < NaN).
    fn total_key(self) -> i64;
    /// Bitwise and / or of the representations (used to merge signed zeros).
    fn and_bits(self, o: Self) -> Self;
    fn or_bits(self, o: Self) -> Self;

    #[inline]
    fn xsign(self) -> Self {
        if self.is_nan() || self == Self::ZERO {
            self
        } else if self.is_sign_negative() {
            -Self::ONE
        } else {
            Self::ONE
        }
    }
    /// NaN-propagating maximum with -0 < +0 (llvm.maximum, as XLA CPU). Written as selects
    /// so loops over it vectorise: equal values merge their sign bits (+0 wins).
    #[inline]
    fn xmax(self, o: Self) -> Self {
        let r = if self > o { self } else { o };
        let r = if self == o { self.and_bits(o) } else { r };
        if self.is_nan() {
            self
        } else {
            r
        }
    }
    /// NaN-propagating minimum with -0 < +0 (llvm.minimum, as XLA CPU); see `xmax`.
    #[inline]
    fn xmin(self, o: Self) -> Self {
        let r = if self < o { self } else { o };
        let r = if self == o { self.or_bits(o) } else { r };
        if self.is_nan() {
            self
        } else {
            r
        }
    }
    #[inline]
    fn logistic(self) -> Self {
        Self::ONE / (Self::ONE + (-self).exp())
    }
}

macro_rules! impl_float {
    ($t:ty, $bits:ty, $sbits:ty) => {
        impl FloatElem for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            #[inline]
            fn from_f64(v: f64) -> Self {
                v as $t
            }
            #[inline]
            fn to_f64(self) -> f64 {
                self as f64
            }
            #[inline]
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            #[inline]
            fn is_finite(self) -> bool {
                <$t>::is_finite(self)
            }
            #[inline]
            fn is_sign_negative(self) -> bool {
                <$t>::is_sign_negative(self)
            }
            #[inline]
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            #[inline]
            fn floor(self) -> Self {
                <$t>::floor(self)
            }
            #[inline]
            fn ceil(self) -> Self {
                <$t>::ceil(self)
            }
            #[inline]
            fn round_afz(self) -> Self {
                <$t>::round(self)
            }
            #[inline]
            fn round_even(self) -> Self {
                <$t>::round_ties_even(self)
            }
            #[inline]
            fn rsqrt(self) -> Self {
                rsqrt_impl::<$t>(self)
            }
            #[inline]
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            #[inline]
            fn mul_add(self, a: Self, b: Self) -> Self {
                <$t>::mul_add(self, a, b)
            }
            #[inline]
            fn cbrt(self) -> Self {
                <$t>::cbrt(self)
            }
            #[inline]
            fn exp(self) -> Self {
                exp_impl::<$t>(self)
            }
            #[inline]
            fn expm1(self) -> Self {
                expm1_impl::<$t>(self)
            }
            #[inline]
            fn ln(self) -> Self {
                ln_impl::<$t>(self)
            }
            #[inline]
            fn ln1p(self) -> Self {
                ln1p_impl::<$t>(self)
            }
            #[inline]
            fn sin(self) -> Self {
                <$t>::sin(self)
            }
            #[inline]
            fn cos(self) -> Self {
                <$t>::cos(self)
            }
            #[inline]
            fn tan(self) -> Self {
                <$t>::tan(self)
            }
            #[inline]
            fn tanh(self) -> Self {
                tanh_impl::<$t>(self)
            }
            #[inline]
            fn erf(self) -> Self {
                erf_impl::<$t>(self)
            }
            #[inline]
            fn powf(self, o: Self) -> Self {
                <$t>::powf(self, o)
            }
            #[inline]
            fn atan2(self, o: Self) -> Self {
                <$t>::atan2(self, o)
            }
            #[inline]
            fn hypot(self, o: Self) -> Self {
                <$t>::hypot(self, o)
            }
            #[inline]
            fn and_bits(self, o: Self) -> Self {
                <$t>::from_bits(self.to_bits() & o.to_bits())
            }
            #[inline]
            fn or_bits(self, o: Self) -> Self {
                <$t>::from_bits(self.to_bits() | o.to_bits())
            }
            #[inline]
            fn total_key(self) -> i64 {
                let b = self.to_bits() as $sbits;
                let k = if b < 0 { b ^ <$sbits>::MAX } else { b };
                k as i64
            }
        }
    };
}

impl_float!(f32, u32, i32);
impl_float!(f64, u64, i64);

/// rsqrt as XLA:CPU's `xla.rsqrt` intrinsic computes it on x86-64: the CPU's own estimate
/// refined by Newton steps, h = (x·y)·y - 1, y = (-y/2)·h + y with both multiply-adds fused —
/// f32 from `rsqrtss` (the estimate `rsqrtps` gives per lane) with one step on AMD CPUs and
/// two on others, f64 from AVX-512's `vrsqrt14pd` with two steps; below the smallest normal
/// number, at +inf and for NaN the estimate itself (±inf for ±0, NaN below 0, 0 at +inf).
/// jaxlib's bits for all of 10^5 f32 and 10^5 f64 arguments on an AMD Zen 4 (1/sqrt(x)
/// matched 68% and 71%). The estimate's table is the CPU's, so this is host-dependent, as
/// jaxlib's own rsqrt is. Without AVX-512 (f64), off x86-64 and in wasm: 1/sqrt(x), XLA's
/// fallback there. Intel's two f32 steps follow XLA's source, not a measurement.
#[inline(always)]
fn rsqrt_impl<T: FloatElem>(x: T) -> T {
    #[cfg(target_arch = "x86_64")]
    {
        if std::mem::size_of::<T>() == 4 {
            return T::from_f64(rsqrt_f32_xla(x.to_f64() as f32) as f64);
        }
        if let Some(r) = rsqrt_f64_xla(x.to_f64()) {
            return T::from_f64(r);
        }
    }
    T::ONE / x.sqrt()
}

/// XLA's Newton refinement of a reciprocal square root estimate `y` of `x`.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn rsqrt_newton<F: FloatElem>(x: F, mut y: F, steps: usize) -> F {
    let minus_half = F::from_f64(-0.5);
    for _ in 0..steps {
        let half_y = y * minus_half;
        let h = (x * y).mul_add(y, -F::ONE);
        y = half_y.mul_add(h, y);
    }
    y
}

/// Whether the CPU is AMD's (XLA's `DeviceType::kAmdCpu`: one Newton step for f32).
#[cfg(target_arch = "x86_64")]
pub(crate) fn amd_cpu() -> bool {
    static AMD: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *AMD.get_or_init(|| {
        // CPUID leaf 0 (the vendor string) exists on every x86-64 CPU.
        let id = std::arch::x86_64::__cpuid(0);
        let vendor: Vec<u8> = [id.ebx, id.edx, id.ecx]
            .iter()
            .flat_map(|r| r.to_le_bytes())
            .collect();
        vendor == b"AuthenticAMD" || vendor == b"HygonGenuine"
    })
}

/// f32 rsqrt: `rsqrtss` and XLA's Newton steps (see [`rsqrt_impl`]).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) fn rsqrt_f32_xla(x: f32) -> f32 {
    use std::arch::x86_64::{_mm_cvtss_f32, _mm_rsqrt_ss, _mm_set_ss};
    // SAFETY: SSE is part of the x86-64 baseline; the intrinsics only compute on registers.
    let y = unsafe { _mm_cvtss_f32(_mm_rsqrt_ss(_mm_set_ss(x))) };
    if x < f32::MIN_POSITIVE || x == f32::INFINITY || x.is_nan() {
        return y;
    }
    rsqrt_newton(x, y, if amd_cpu() { 1 } else { 2 })
}

/// f64 rsqrt: `vrsqrt14pd` and two Newton steps where the CPU has AVX-512F, else None.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) fn rsqrt_f64_xla(x: f64) -> Option<f64> {
    // The scalar form of `vrsqrt14pd` (the same estimate per element), in assembly: the
    // AVX-512 intrinsics need Rust 1.89, the crate's MSRV is 1.87.
    #[target_feature(enable = "avx512f")]
    unsafe fn estimate(x: f64) -> f64 {
        let y: f64;
        // SAFETY: vrsqrt14sd only reads and writes the two registers named (the caller has
        // checked AVX-512F).
        unsafe {
            std::arch::asm!(
                "vrsqrt14sd {y}, {x}, {x}",
                x = in(xmm_reg) x,
                y = lateout(xmm_reg) y,
                options(pure, nomem, nostack, preserves_flags)
            );
        }
        y
    }
    if !std::is_x86_feature_detected!("avx512f") {
        return None;
    }
    // SAFETY: the CPU has AVX-512F (checked just above); the intrinsics only compute on
    // registers.
    let y = unsafe { estimate(x) };
    if x < f64::MIN_POSITIVE || x == f64::INFINITY || x.is_nan() {
        return Some(y);
    }
    Some(rsqrt_newton(x, y, 2))
}

/// exp: for f32 XLA:CPU's polynomial (`exp_f32`); for f64 XLA's `xla.exp.f64` intrinsic on
/// native builds ([`exp_f64_xla`]), the standard library's in wasm.
#[inline(always)]
fn exp_impl<T: FloatElem>(x: T) -> T {
    if std::mem::size_of::<T>() == 4 {
        T::from_f64(exp_f32(x.to_f64() as f32) as f64)
    } else {
        #[cfg(not(target_arch = "wasm32"))]
        return T::from_f64(exp_f64_xla(x.to_f64()));
        #[cfg(target_arch = "wasm32")]
        return T::from_f64(x.to_f64().exp());
    }
}

/// e^x in f64 as XLA:CPU's `xla.exp.f64` intrinsic computes it (Eigen's/Cephes' rational
/// form), with its multiply-adds fused as LLVM contracts them on a CPU with FMA: jaxlib's
/// bits for all of 2·10^4 sampled arguments from -e^20 to e^20 (libm's `exp` matched
/// 91.6%). x clamped to [-708.396, 709.783] (0 below, +inf above), n = floor(x log2(e) +
/// 1/2), g = x - n·C1 - n·C2, e^g = 1 + 2·g·P(g²) / (Q(g²) - g·P(g²)), times 2^n (exact: two
/// power-of-two steps). NaN passes through.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
#[inline(always)]
#[allow(clippy::excessive_precision)]
pub(crate) fn exp_f64_xla(x: f64) -> f64 {
    const HI: f64 = 709.782712893384;
    const LO: f64 = -708.3964185322641;
    const P: [f64; 3] = [
        1.26177193074810590878e-4,
        3.02994407707441961300e-2,
        9.99999999999999999910e-1,
    ];
    const Q: [f64; 4] = [
        3.00198505138664455042e-6,
        2.52448340349684104192e-3,
        2.27265548208155028766e-1,
        2.00000000000000000009e0,
    ];
    const C1: f64 = 0.693145751953125;
    const C2: f64 = 1.42860682030941723212e-6;
    let xc = x.clamp(LO, HI);
    let n = xc.mul_add(std::f64::consts::LOG2_E, 0.5).floor();
    let g = (-n).mul_add(C2, (-n).mul_add(C1, xc));
    let g2 = g * g;
    let p = P[0].mul_add(g2, P[1]).mul_add(g2, P[2]) * g;
    let q = Q[0].mul_add(g2, Q[1]).mul_add(g2, Q[2]).mul_add(g2, Q[3]);
    let e = (p / (q - p)).mul_add(2.0, 1.0);
    // 2^n in two exact steps (n is in [-1022, 1024]).
    let n = n as i32;
    let (n1, n2) = (n / 2, n - n / 2);
    let pow2 = |k: i32| f64::from_bits(((k + 1023) as u64) << 52);
    let v = e * pow2(n1) * pow2(n2);
    if x.is_nan() {
        x
    } else if x < LO {
        0.0
    } else if x > HI {
        f64::INFINITY
    } else {
        v
    }
}

/// e^x - 1 by XLA's formula (`ElementalIrEmitter::EmitExpm1`), which jaxlib's outputs match
/// bit for bit (over 10^6 f32 and f64 arguments): exp(x) - 1 past |x| = 1/2, tanh(x/2)(e^x + 1)
/// inside (no cancellation), and x itself where x/2 underflows. The GPU's `xla_expm1` is the
/// same formula.
fn expm1_impl<T: FloatElem>(x: T) -> T {
    let half = T::from_f64(0.5);
    let h = x * half;
    let e = x.exp();
    let r = if x.abs() > half {
        e - T::ONE
    } else {
        h.tanh() * (e + T::ONE)
    };
    if h == T::ZERO {
        x
    } else {
        r
    }
}

/// e^x in f32. Native builds: XLA:CPU's `GenerateVF32Exp` with its multiply-adds fused, as
/// LLVM contracts them on a CPU with FMA — jaxlib's bits there (every one of 2·10^5
/// arguments from -104 to 89; below -87.34 jaxlib's results are subnormal and flushed, as
/// this backend's executions flush them). wasm (no fused multiply-add): [`exp_f32_unfused`],
/// which its SIMD128 copy follows; within 2 ulp, and not always jaxlib's last bit.
#[inline(always)]
pub(crate) fn exp_f32(x: f32) -> f32 {
    #[cfg(not(target_arch = "wasm32"))]
    return exp_f32_xla(x, f32::mul_add);
    #[cfg(target_arch = "wasm32")]
    return exp_f32_unfused(x);
}

/// XLA's f32 exp with `fma` as its multiply-add: x clamped to [-87.8, 88.8], n = floor(x
/// log2(e) + 1/2) clamped to ±127, r = x - n·C1 - n·C2 (Cody-Waite), e^r = 1 + (r + r²·P(r))
/// by Cephes' polynomial, times 2^n. Below -87.8 the result is 0 (XLA's is a subnormal there,
/// which its flush makes 0), so exp(-inf) is 0 with or without the flush; NaN passes through.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
#[inline(always)]
pub(crate) fn exp_f32_xla(x: f32, fma: impl Fn(f32, f32, f32) -> f32) -> f32 {
    use exp_f32_consts::*;
    let xc = x.clamp(XLA_LO, XLA_HI);
    let n = fma(xc, XLA_LOG2E, 0.5).floor().clamp(-127.0, 127.0);
    let r = fma(-n, LN2_HI, xc);
    let r = fma(-n, LN2_LO, r);
    let mut z = P[0];
    for &c in &P[1..] {
        z = fma(z, r, c);
    }
    let z = 1.0 + fma(z, r * r, r);
    let v = z * f32::from_bits(((n as i32 + 127) as u32) << 23);
    if x.is_nan() {
        x
    } else if x < XLA_LO {
        0.0
    } else {
        v
    }
}

/// e^x in f32 without fused multiply-adds (the wasm builds'): x = n ln2 + r with |r| <= ln2/2
/// (Cody-Waite split of ln2), e^r by the Cephes minimax polynomial, then two exact
/// power-of-two scalings so subnormal results and n = 128 come out right. Only selects and
/// integer ops: loops over it vectorise.
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
#[inline(always)]
pub(crate) fn exp_f32_unfused(x: f32) -> f32 {
    use exp_f32_consts::*;
    let xc = x.clamp(LO, HI);
    let t = xc * std::f32::consts::LOG2_E + MAGIC;
    let n = t - MAGIC;
    let ni = (t.to_bits() as i32).wrapping_sub(MAGIC.to_bits() as i32);
    let r = xc - n * LN2_HI - n * LN2_LO;
    let mut p = P[0];
    for &c in &P[1..] {
        p = p * r + c;
    }
    let e = p * r * r + r + 1.0;
    let n1 = ni >> 1;
    let n2 = ni - n1;
    let s1 = f32::from_bits(((n1 + 127) as u32) << 23);
    let s2 = f32::from_bits(((n2 + 127) as u32) << 23);
    let v = e * s1 * s2;
    let v = if x > HI { f32::INFINITY } else { v };
    let v = if x < LO { 0.0 } else { v };
    if x.is_nan() {
        x
    } else {
        v
    }
}

/// The constants of `exp_f32` (shared with the SIMD128 copy in `simd128`).
#[allow(clippy::excessive_precision)]
pub(crate) mod exp_f32_consts {
    /// Above: +inf.
    pub(crate) const HI: f32 = 88.72283935546875;
    /// Below: 0.
    pub(crate) const LO: f32 = -103.97208404541016;
    /// 1.5 * 2^23: adding it rounds to an integer.
    pub(crate) const MAGIC: f32 = 12582912.0;
    /// XLA's clamp of the argument.
    pub(crate) const XLA_LO: f32 = -87.8;
    pub(crate) const XLA_HI: f32 = 88.8;
    /// XLA's log2(e) (`cephes_LOG2EF`, 1.44269504088896341 rounded to f32).
    pub(crate) const XLA_LOG2E: f32 = std::f32::consts::LOG2_E;
    /// ln 2 in two parts (Cody-Waite).
    pub(crate) const LN2_HI: f32 = 0.693359375;
    pub(crate) const LN2_LO: f32 = -2.12194440e-4;
    /// e^r - 1 - r = r² (P[0] r^5 + ... + P[5]), Horner from P[0].
    pub(crate) const P: [f32; 6] = [
        1.9875691500e-4,
        1.3981999507e-3,
        8.3334519073e-3,
        4.1665795894e-2,
        1.6666665459e-1,
        5.0000001201e-1,
    ];
}

/// log1p: on native builds XLA's formula ([`ln1p_xla`]); in wasm (no fused multiply-add)
/// for f32 a branch-free form that vectorises (see `ln1p_f32`), for f64 the standard
/// library's.
#[inline(always)]
fn ln1p_impl<T: FloatElem>(x: T) -> T {
    #[cfg(not(target_arch = "wasm32"))]
    return ln1p_xla(x);
    #[cfg(target_arch = "wasm32")]
    if std::mem::size_of::<T>() == 4 {
        T::from_f64(ln1p_f32(x.to_f64() as f32) as f64)
    } else {
        T::from_f64(x.to_f64().ln_1p())
    }
}

/// log1p as XLA's elemental emitter writes it (`EmitLog1p`), with its multiply-adds fused
/// as LLVM contracts them on a CPU with FMA: below |x| = sqrt(2) - 1, x - x²/2 + x³·P(x)/Q(x)
/// (Cephes' rational approximation, Horner from the highest degree), else ln(1 + x) by this
/// backend's `ln` (XLA's). jaxlib's bits for all of 10^5 f32 and 10^5 f64 arguments from -1
/// to 5·10^8 (f32's Eigen form matched 81.6%, f64's libm 84.1%).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
#[inline(always)]
#[allow(clippy::excessive_precision)]
pub(crate) fn ln1p_xla<T: FloatElem>(x: T) -> T {
    const NUMERATOR: [f64; 7] = [
        4.5270000862445199635215e-5,
        4.9854102823193375972212e-1,
        6.5787325942061044846969e0,
        2.9911919328553073277375e1,
        6.0949667980987787057556e1,
        5.7112963590585538103336e1,
        2.0039553499201281259648e1,
    ];
    const DENOMINATOR: [f64; 7] = [
        1.0,
        1.5062909083469192043167e1,
        8.3047565967967209469434e1,
        2.2176239823732856465394e2,
        3.0909872225312059774938e2,
        2.1642788614495947685003e2,
        6.0118660497603843919306e1,
    ];
    let horner = |coeffs: &[f64]| {
        coeffs
            .iter()
            .fold(T::ZERO, |p, &c| p.mul_add(x, T::from_f64(c)))
    };
    let large = (x + T::ONE).ln();
    let x2 = x * x;
    let ratio = horner(&NUMERATOR) / horner(&DENOMINATOR);
    let small = x + T::from_f64(-0.5).mul_add(x2, (x * x2) * ratio);
    if x.abs() < T::from_f64(0.41421356237309504880) {
        small
    } else {
        large
    }
}

/// ln: for f32 on native builds XLA:CPU's polynomial ([`ln_f32_xla`]); otherwise (f64, and
/// f32 in wasm, which has no fused multiply-add) the standard library's.
#[inline(always)]
fn ln_impl<T: FloatElem>(x: T) -> T {
    #[cfg(not(target_arch = "wasm32"))]
    if std::mem::size_of::<T>() == 4 {
        return T::from_f64(ln_f32_xla(x.to_f64() as f32, f32::mul_add) as f64);
    }
    T::from_f64(x.to_f64().ln())
}

/// ln(x) in f32 as XLA:CPU computes it (`GenerateVF32Log`, Cephes' logf as Eigen evaluates
/// it) with its multiply-adds fused as LLVM contracts them on a CPU with FMA: jaxlib's bits
/// for all of 10^5 arguments from e^-30 to e^30 (f32's `ln` matched 98.3%). x = m 2^e with
/// m in [sqrt(1/2), sqrt(2)), the degree-8 polynomial in m - 1 in three interleaved Horner
/// chains joined by (m-1)^3, ln 2 in two parts. Subnormal x reads as the smallest normal
/// number (XLA's clamp; an execution's DAZ reads it as 0 first); x < 0 and NaN give NaN,
/// ±0 gives -inf, +inf gives +inf.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
#[inline(always)]
#[allow(clippy::excessive_precision)]
pub(crate) fn ln_f32_xla(x: f32, fma: impl Fn(f32, f32, f32) -> f32) -> f32 {
    const P: [f32; 9] = [
        7.0376836292e-2,
        -1.1514610310e-1,
        1.1676998740e-1,
        -1.2420140846e-1,
        1.4249322787e-1,
        -1.6668057665e-1,
        2.0000714765e-1,
        -2.4999993993e-1,
        3.3333331174e-1,
    ];
    let t = x.max(f32::MIN_POSITIVE);
    let bits = t.to_bits();
    let m = f32::from_bits((bits & !0x7f80_0000) | 0.5f32.to_bits()); // [0.5, 1)
    let mut e = 1.0 + (((bits >> 23) as i32) - 0x7f) as f32;
    let small = m < std::f32::consts::FRAC_1_SQRT_2;
    let mut r = m - 1.0;
    if small {
        e -= 1.0;
        r += m;
    }
    let x2 = r * r;
    let x3 = x2 * r;
    let y = fma(fma(r, P[0], P[1]), r, P[2]);
    let y1 = fma(fma(r, P[3], P[4]), r, P[5]);
    let y2 = fma(fma(r, P[6], P[7]), r, P[8]);
    let y = fma(fma(y, x3, y1), x3, y2);
    let y = fma(y, x3, -2.12194440e-4 * e);
    let r = fma(-0.5, x2, r) + y;
    let v = fma(0.693359375, e, r);
    if x.is_nan() || x < 0.0 {
        f32::NAN
    } else if x == 0.0 {
        f32::NEG_INFINITY
    } else if x == f32::INFINITY {
        x
    } else {
        v
    }
}

/// ln(u) for finite u > 0 in f32 (Cephes logf: u = m 2^e with m in [sqrt(1/2), sqrt(2)), a
/// degree-9 polynomial in m - 1, ln2 split in two parts).
#[inline(always)]
#[allow(clippy::excessive_precision)]
fn ln_positive_f32(u: f32) -> f32 {
    let bits = u.to_bits() as i32;
    let mut e = ((bits >> 23) & 0xff) - 126;
    let mut m = f32::from_bits(((bits & 0x007f_ffff) | 0x3f00_0000) as u32); // [0.5, 1)
    let small = m < std::f32::consts::FRAC_1_SQRT_2;
    e -= small as i32;
    m = if small { m + m - 1.0 } else { m - 1.0 };
    let z = m * m;
    let mut y = 7.0376836292e-2f32;
    y = y * m - 1.1514610310e-1;
    y = y * m + 1.1676998740e-1;
    y = y * m - 1.2420140846e-1;
    y = y * m + 1.4249322787e-1;
    y = y * m - 1.6668057665e-1;
    y = y * m + 2.0000714765e-1;
    y = y * m - 2.4999993993e-1;
    y = y * m + 3.3333331174e-1;
    y = y * m * z;
    let ef = e as f32;
    y += -2.12194440e-4 * ef;
    y += -0.5 * z;
    m + y + 0.693359375 * ef
}

/// ln(1 + x) in f32, as Eigen's (and so XLA CPU's) log1p: u = 1 + x, then
/// ln(u) * x / (u - 1), which cancels the rounding of u. Selects only: vectorises.
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
#[inline(always)]
pub(crate) fn ln1p_f32(x: f32) -> f32 {
    let u = 1.0 + x;
    // Clamp so the polynomial path always sees a finite positive normal value.
    let uc = u.clamp(f32::MIN_POSITIVE, f32::MAX);
    let lu = ln_positive_f32(uc);
    let r = lu * (x / (uc - 1.0));
    let r = if u == 1.0 { x } else { r };
    let r = if u == f32::INFINITY { u } else { r };
    let r = if u == 0.0 { f32::NEG_INFINITY } else { r };
    let r = if u < 0.0 { f32::NAN } else { r };
    if x.is_nan() {
        x
    } else {
        r
    }
}

/// tanh as XLA:CPU's tanh intrinsic (`xla/codegen/intrinsic/tanh.cc`, the one jaxlib 0.10.2
/// runs): Eigen's rational approximations evaluated with fused multiply-adds (the intrinsic
/// allows contraction and the CPU has FMA), ±1 from |x| = 20. Bit for bit with jaxlib over
/// 4·10^5 f32 and 4·10^4 f64 arguments.
#[inline(always)]
fn tanh_impl<T: FloatElem>(x: T) -> T {
    if std::mem::size_of::<T>() == 4 {
        T::from_f64(tanh_f32(x.to_f64() as f32) as f64)
    } else {
        T::from_f64(tanh_f64(x.to_f64()))
    }
}

/// f32 tanh: x·P(x²)/Q(x²) on x clamped to ±7.99881172 (where the FMA form is exactly ±1),
/// x itself below |x| = 0.0004, ±1 from |x| = 20. NaN passes through. Native builds fuse with
/// `f32::mul_add`; wasm (no fused multiply-add, and a libm `fmaf` call per step) with
/// [`fma_f32_via_f64`], which gives the same tanh bits for every f32 (exhaustive test below).
#[inline(always)]
pub(crate) fn tanh_f32(x: f32) -> f32 {
    #[cfg(not(target_arch = "wasm32"))]
    return tanh_f32_with(x, f32::mul_add);
    #[cfg(target_arch = "wasm32")]
    return tanh_f32_with(x, fma_f32_via_f64);
}

/// `a·b + c` rounded once to f32 in all but rare cases, with an f64 multiply and add: the
/// product of two f32s is exact in f64, so only the sum rounds twice (to f64, then to f32).
/// The double rounding can differ from a fused multiply-add only when the f64 sum lands on
/// an f32 halfway point; `tanh_via_f64_is_tanh_with_fma_for_every_f32` shows it never
/// changes tanh's result. Not a general f32 FMA. Native builds use it in tests only.
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
#[inline(always)]
pub(crate) fn fma_f32_via_f64(a: f32, b: f32, c: f32) -> f32 {
    (a as f64 * b as f64 + c as f64) as f32
}

/// The f32 tanh coefficients and bounds (XLA's `tanh.cc`, Eigen's `ptanh_float`), shared with
/// the SIMD128 form.
#[allow(clippy::excessive_precision)]
pub(crate) mod tanh_f32_consts {
    /// The numerator's coefficients, highest degree first (in x²; the result times x).
    pub(crate) const A: [f32; 7] = [
        -2.76076847742355e-16,
        2.00018790482477e-13,
        -8.60467152213735e-11,
        5.12229709037114e-08,
        1.48572235717979e-05,
        6.37261928875436e-04,
        4.89352455891786e-03,
    ];
    /// The denominator's coefficients, highest degree first (in x²).
    pub(crate) const B: [f32; 4] = [
        1.19825839466702e-06,
        1.18534705686654e-04,
        2.26843463243900e-03,
        4.89352518554385e-03,
    ];
    /// x is clamped to ±CLAMP before the rational form.
    pub(crate) const CLAMP: f32 = 7.99881172180175781;
    /// Below this |x|, tanh(x) = x.
    pub(crate) const TINY: f32 = 0.0004;
    /// From this |x| on, tanh(x) = ±1.
    pub(crate) const ONE: f32 = 20.0;
}

/// [`tanh_f32`] with `fma` as its multiply-add.
#[inline(always)]
pub(crate) fn tanh_f32_with(x: f32, fma: impl Fn(f32, f32, f32) -> f32) -> f32 {
    use tanh_f32_consts::*;
    let xc = x.clamp(-CLAMP, CLAMP);
    let x2 = xc * xc;
    let mut p = A[0];
    for &c in &A[1..] {
        p = fma(x2, p, c);
    }
    p *= xc;
    let mut q = B[0];
    for &c in &B[1..] {
        q = fma(x2, q, c);
    }
    let r = if x.abs() < TINY { x } else { p / q };
    if x.abs() >= ONE {
        1f32.copysign(x)
    } else {
        r
    }
}

/// f64 tanh: Eigen's `ptanh_double` x·P(x²)/Q(x²) (degree 19/18) on x clamped to
/// ±17.714196154005176, with fused multiply-adds; ±1 from |x| = 20.
#[allow(clippy::excessive_precision)]
pub(crate) fn tanh_f64(x: f64) -> f64 {
    const A: [f64; 10] = [
        2.6158007860482230e-23,
        7.6534862268749319e-19,
        3.1309488231386680e-15,
        4.2303918148209176e-12,
        2.4618379131293676e-09,
        6.8644367682497074e-07,
        9.3839087674268880e-05,
        5.9809711724441161e-03,
        1.5184719640284322e-01,
        1.0,
    ];
    const B: [f64; 10] = [
        6.463747022670968018e-21,
        5.782506856739003571e-17,
        1.293019623712687916e-13,
        1.123643448069621992e-10,
        4.492975677839633985e-08,
        8.785185266237658698e-06,
        8.295161192716231542e-04,
        3.437448108450402717e-02,
        4.851805297361760360e-01,
        1.0,
    ];
    const CLAMP: f64 = 17.714196154005176;
    let xc = x.clamp(-CLAMP, CLAMP);
    let x2 = xc * xc;
    let mut p = A[0];
    for &c in &A[1..] {
        p = x2.mul_add(p, c);
    }
    p *= xc;
    let mut q = B[0];
    for &c in &B[1..] {
        q = x2.mul_add(q, c);
    }
    if x.abs() >= 20.0 {
        1f64.copysign(x)
    } else {
        p / q
    }
}

/// erf: for f32 XLA's rational approximation (Eigen's `generic_fast_erf_float`, evaluated with
/// fused multiply-adds), which reproduces jaxlib bit for bit; for f64 the C library's erf that
/// XLA:CPU calls (glibc's, `erf64`).
fn erf_impl<T: FloatElem>(x: T) -> T {
    if std::mem::size_of::<T>() == 4 {
        let xf = x.to_f64() as f32;
        T::from_f64(erf_f32(xf) as f64)
    } else {
        T::from_f64(super::erf64::erf_f64(x.to_f64()))
    }
}

#[allow(clippy::excessive_precision)]
pub(crate) fn erf_f32(x: f32) -> f32 {
    if x.is_nan() {
        return x;
    }
    const CLAMP: f32 = 3.832506856900711;
    let x = x.clamp(-CLAMP, CLAMP);
    let x2 = x * x;
    const A: [f32; 5] = [
        0.00022905065861350646,
        0.0034082910107109506,
        0.050955695062380861,
        0.18520832239976145,
        1.128379143519084,
    ];
    const B: [f32; 7] = [
        -1.1791602954361697e-7,
        0.000023547966471313185,
        0.0010179625278914885,
        0.014070470171167667,
        0.11098505178285362,
        0.49746925110067538,
        1.0,
    ];
    let mut p = A[0];
    for &c in &A[1..] {
        p = p.mul_add(x2, c);
    }
    p *= x;
    let mut q = B[0];
    for &c in &B[1..] {
        q = q.mul_add(x2, c);
    }
    p / q
}

/// Reads integer element `i` (signed, unsigned or pred) as i128.
pub(crate) fn int_at(l: &Literal, i: usize) -> Option<i128> {
    Some(match l.ty() {
        ElementType::Pred | ElementType::U8 => sl::<u8>(l)[i] as i128,
        ElementType::S8 => sl::<i8>(l)[i] as i128,
        ElementType::S16 => sl::<i16>(l)[i] as i128,
        ElementType::U16 => sl::<u16>(l)[i] as i128,
        ElementType::S32 => sl::<i32>(l)[i] as i128,
        ElementType::U32 => sl::<u32>(l)[i] as i128,
        ElementType::S64 => sl::<i64>(l)[i] as i128,
        ElementType::U64 => sl::<u64>(l)[i] as i128,
        _ => return None,
    })
}

/// Dispatches on an integer element type, binding `$T` to its Rust type.
macro_rules! with_int {
    ($ty:expr, $T:ident => $body:expr, else $other:expr) => {
        match $ty {
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
pub(crate) use with_int;

/// Plain-old-data type with the element's byte size (for moves that ignore the value).
macro_rules! with_bytes {
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
pub(crate) use with_bytes;

#[cfg(test)]
mod tests {
    use super::*;

    /// The f32 arguments (both signs) among every `step`-th bit pattern from
    /// `tanh_f32_consts::TINY` to `CLAMP` (the only ones whose tanh depends on the
    /// multiply-adds; outside, it is x, ±1 or the clamp's value) where [`tanh_f32_with`]
    /// gives different bits with [`fma_f32_via_f64`] than with a fused multiply-add.
    fn tanh_fma_mismatches(step: usize) -> Vec<f32> {
        use rayon::prelude::*;
        let (lo, hi) = (
            tanh_f32_consts::TINY.to_bits(),
            tanh_f32_consts::CLAMP.to_bits(),
        );
        (0..=(hi - lo) as usize / step)
            .into_par_iter()
            .map(|i| lo + (i * step) as u32)
            .flat_map_iter(|b| [b, b | 0x8000_0000])
            .map(f32::from_bits)
            .filter(|&x| {
                tanh_f32_with(x, f32::mul_add).to_bits()
                    != tanh_f32_with(x, fma_f32_via_f64).to_bits()
            })
            .collect()
    }

    /// wasm's tanh (multiply-adds as an f64 multiply and add) gives the fused form's bits:
    /// every 61st f32 of the range here; `..._for_every_f32` (ignored: ~240M arguments, about
    /// a minute on 2 cores) checks them all.
    #[test]
    fn tanh_via_f64_is_tanh_with_fma_on_a_sample() {
        assert_eq!(tanh_fma_mismatches(61), Vec::<f32>::new());
    }

    /// Every f32 argument: `cargo test --release --lib tanh_via_f64 -- --ignored`.
    #[test]
    #[ignore]
    fn tanh_via_f64_is_tanh_with_fma_for_every_f32() {
        assert_eq!(tanh_fma_mismatches(1), Vec::<f32>::new());
    }

    /// tanh gives jaxlib 0.10.2's bits (XLA:CPU's FMA rational forms): (argument, result)
    /// pairs over the tiny-argument cut, the clamps, |x| = 20, infinities and random arguments.
    #[test]
    fn tanh_matches_jaxlib_bits() {
        for &(x, want) in TANH_F32 {
            let got = FloatElem::tanh(f32::from_bits(x)).to_bits();
            assert_eq!(got, want, "tanh({:e}) as f32", f32::from_bits(x));
        }
        for &(x, want) in TANH_F64 {
            let got = FloatElem::tanh(f64::from_bits(x)).to_bits();
            assert_eq!(got, want, "tanh({:e}) as f64", f64::from_bits(x));
        }
        assert!(FloatElem::tanh(f32::NAN).is_nan() && FloatElem::tanh(f64::NAN).is_nan());
    }

    /// `jax.jit(jnp.tanh)` on the CPU, f32 bits.
    const TANH_F32: &[(u32, u32)] = &[
        (0x00000000, 0x00000000),
        (0x80000000, 0x80000000),
        (0x399d4952, 0x399d4952),
        (0xb9cc78ea, 0xb9cc78ea),
        (0x39d1b717, 0x39d1b714),
        (0x3a83126f, 0x3a83126b),
        (0x3e800000, 0x3e7acbf5),
        (0xbf000000, 0xbeec9a9f),
        (0x3f800000, 0x3f42f7d6),
        (0x40200000, 0x3f7c92c2),
        (0xc0700000, 0xbf7fb78c),
        (0x40fccccd, 0x3f7ffffc),
        (0x40fff644, 0x3f800000),
        (0x41000000, 0x3f800000),
        (0xc1180000, 0xbf800000),
        (0x419feb85, 0x3f800000),
        (0x41a00000, 0x3f800000),
        (0xc1a00000, 0xbf800000),
        (0x42c80000, 0x3f800000),
        (0x7f800000, 0x3f800000),
        (0xff800000, 0xbf800000),
        (0xc08cc05b, 0xbf7fec30),
        (0xbf46edc9, 0xbf26a934),
        (0xc0f21972, 0xbf7ffff7),
        (0x3ee78270, 0x3ed8ec69),
        (0xbfe88764, 0xbf72d0fe),
        (0xc109134a, 0xbf800000),
        (0xc10054a6, 0xbf800000),
        (0x411b9cbe, 0x3f800000),
        (0x4078682a, 0x3f7fc845),
        (0xbf835b88, 0xbf45bb80),
        (0x40336d23, 0x3f7e207e),
        (0xc092e31b, 0xbf7ff27d),
        (0xc07d99f0, 0xbf7fd09e),
        (0xc10887d1, 0xbf800000),
        (0xc10f2c31, 0xbf800000),
        (0x40c4c8ba, 0x3f7fff68),
        (0x40c883f2, 0x3f7fff86),
        (0xc11e68ba, 0xbf800000),
        (0xc0598777, 0xbf7f6ddb),
        (0xc1037e01, 0xbf800000),
        (0xbf241ca1, 0xbf10cc9d),
        (0x4016a47b, 0x3f7b6b72),
        (0x3f82aedc, 0x3f452f9d),
        (0xc0ea334e, 0xbf7ffff2),
        (0x3ecf4d2d, 0x3ec4ab94),
        (0x3e675c81, 0x3e6380d2),
        (0xbd856cfd, 0xbd853cbe),
        (0xbecfbde7, 0xbec50ba4),
        (0x3f5637b9, 0x3f2f2170),
        (0xbf554764, 0xbf2ea142),
        (0xbf35e197, 0xbf1c68c6),
        (0xbe78afe6, 0xbe73e919),
        (0xbef68e06, 0xbee51ce0),
        (0x3e6dff51, 0x3e69cd71),
        (0x3ec73944, 0x3ebdbe30),
        (0x3ed0c9ab, 0x3ec5ef91),
        (0x3f0c3acb, 0x3eff6915),
        (0xbf26476e, 0xbf12441d),
        (0x3efc39b8, 0x3ee9a01b),
        (0xbf0205e1, 0xbeefc636),
    ];

    /// `jax.jit(jnp.tanh)` on the CPU under x64, f64 bits.
    const TANH_F64: &[(u64, u64)] = &[
        (0x0000000000000000, 0x0000000000000000),
        (0x3ddb7cdfd9d7bdbb, 0x3ddb7cdfd9d7bdbb),
        (0xbee4f8b588e368f1, 0xbee4f8b588e06854),
        (0x3fd3333333333333, 0x3fd2a4dda7d914f9),
        (0xbff0000000000000, 0xbfe85efab514f394),
        (0x4014000000000000, 0x3fefff419668df11),
        (0x4031b33333333333, 0x3feffffffffffffb),
        (0x4031b6d58f246197, 0x3feffffffffffff9),
        (0x4032000000000000, 0x3feffffffffffff9),
        (0xc033e66666666666, 0xbfeffffffffffff9),
        (0x4034000000000000, 0x3ff0000000000000),
        (0x403e000000000000, 0x3ff0000000000000),
        (0x7ff0000000000000, 0x3ff0000000000000),
        (0x3ff70aa3ee2a2750, 0x3fec99553c63f455),
        (0xc0264e8cad97e81d, 0xbfefffffffc7956c),
        (0x4028f956209b2274, 0x3feffffffffc14f4),
        (0xc02f5e523a352898, 0xbfeffffffffffe53),
        (0xc00621c3a1601380, 0xbfefbf7823372185),
        (0x4015651c464a6818, 0x3fefffa1340f038a),
        (0x401f9673d50acacc, 0x3fefffff6b80d7a6),
        (0xc0302f6bc32c67a4, 0xbfefffffffffff64),
        (0x40335d62b1b5e146, 0x3feffffffffffff9),
        (0xc020ce664a2876de, 0xbfefffffca0b4a20),
        (0xc00127de4a292380, 0xbfef2242dab481fc),
        (0xc01f5febfec3d368, 0xbfefffff5ad0900b),
        (0xc032676f444f3f24, 0xbfeffffffffffff9),
        (0xc0246ff5ca103c9c, 0xbfeffffffe92240a),
        (0xc01bae06bd43b778, 0xbfeffffbe8201538),
        (0x40080dfceaa868f8, 0x3fefd8096db2d2c0),
        (0xc03137a826964bc6, 0xbfefffffffffffeb),
        (0x40313b52288fa430, 0x3fefffffffffffeb),
        (0xc028181a239a4b54, 0xbfeffffffff68e2f),
        (0x3ff2d1e14a6774b0, 0x3fea70bdcb8f3695),
        (0xbfd2667b22c80018, 0xbfd1e8d866884822),
        (0xbfd1ffb407e85c34, 0xbfd189f35afa982a),
        (0x3fea5029e0e073f4, 0x3fe5a458fb44273b),
        (0x3fe8e93d08a6de54, 0x3fe4dbc77302f4ff),
        (0x3fcc435c26fd4b20, 0x3fcbd00593890d24),
        (0xbfdc311c09bdb51c, 0xbfda7fe77eae46ae),
        (0xbfe617cb7d5106d4, 0xbfe324cc2d931f0d),
        (0xbfb1be127f3fcb20, 0xbfb1b6d051a45713),
        (0xbfe5237b8ae37d7e, 0xbfe2851f1a5e2b38),
        (0xbf78329ccf468e00, 0xbf78328a5c85cc83),
        (0xbfeb7aedeedd1cfa, 0xbfe6427ce4b5d8ab),
        (0xbfeeed061f24a720, 0xbfe7e8832e6d58d3),
    ];

    /// expm1 gives jaxlib 0.10.2's bits (XLA's formula), where libm's `exp_m1` is 1 ulp off:
    /// (argument, jaxlib's result) pairs drawn from 10^6 arguments compared.
    #[test]
    fn expm1_matches_jaxlib_bits() {
        let f32_cases: [(u32, u32); 16] = [
            (0x3e4f878a, 0x3e660dfb),
            (0x3c007ae6, 0x3c00fc32),
            (0x3e544471, 0x3e6bded1),
            (0x3b0f8241, 0x3b0faa81),
            (0xbe3b2be8, 0xbe2b0fcf),
            (0xbe7d5042, 0xbe6069ba),
            (0x3be8a48c, 0x3be97876),
            (0xbe8798e8, 0xbe6e4110),
            (0x3c15da63, 0x3c168a5b),
            (0xbec2e179, 0xbea2150c),
            (0x3ea94b7b, 0x3ec8a43e),
            (0xb4cad949, 0xb4cad947),
            (0x3ecc053f, 0x3efaa6f8),
            (0x355e2b45, 0x355e2b4c),
            (0x3dfea746, 0x3e0794d1),
            (0x3b0b8dfd, 0x3b0bb40d),
        ];
        for (x, want) in f32_cases {
            let got = FloatElem::expm1(f32::from_bits(x)).to_bits();
            assert_eq!(got, want, "expm1({}) as f32", f32::from_bits(x));
        }
        let f64_cases: [(u64, u64); 8] = [
            (0xbfbeebd47aa3ecf8, 0xbfbd207317954ead),
            (0xbfa0d80cc0000000, 0xbfa091e443740894),
            (0x3fba071c99e9d408, 0x3fbb659c94317613),
            (0x3f83aa9e80000000, 0x3f83c2deaf0219c2),
            (0xbf55ec08e0000000, 0xbf55e848278a22e8),
            (0x3fd57544b0279794, 0x3fd97e5387ce0d3d),
            (0x3fd1b7e3e0000000, 0x3fd469f40f285814),
            (0x3f73934ce0000000, 0x3f739f4b55077183),
        ];
        for (x, want) in f64_cases {
            let got = FloatElem::expm1(f64::from_bits(x)).to_bits();
            assert_eq!(got, want, "expm1({}) as f64", f64::from_bits(x));
        }
        for (x, want) in [
            (0.0f32, 0.0f32),
            (-0.0, -0.0),
            (f32::INFINITY, f32::INFINITY),
        ] {
            assert_eq!(FloatElem::expm1(x).to_bits(), want.to_bits());
        }
        assert_eq!(FloatElem::expm1(f32::NEG_INFINITY), -1.0);
        assert!(FloatElem::expm1(f32::NAN).is_nan());
    }

    #[test]
    fn int_edges() {
        assert_eq!(7i32.xdiv(0), -1);
        assert_eq!(7u32.xdiv(0), u32::MAX);
        assert_eq!(i32::MIN.xdiv(-1), i32::MIN);
        assert_eq!(i32::MIN.xrem(-1), 0);
        assert_eq!(7i32.xrem(0), 7);
        assert_eq!((-7i32).xrem(2), -1);
        assert_eq!(1i32.shl(32), 0);
        assert_eq!((-8i32).sra(40), -1);
        assert_eq!(8i32.sra(40), 0);
        assert_eq!((-1i32).srl(31), 1);
        assert_eq!((-1i32).srl(-1), 0);
        assert_eq!(0x80u8.sra(1), 0xc0);
        assert_eq!(3i32.xpow(3), 27);
        assert_eq!(2i32.xpow(-1), 0);
        assert_eq!(1i32.xpow(-5), 1);
        assert_eq!(i8::MIN.xabs(), i8::MIN);
        assert_eq!(5u8.xsign(), 1);
        assert_eq!((-5i16).xsign(), -1);
    }

    #[test]
    fn float_edges() {
        assert!(f32::NAN.xsign().is_nan());
        assert_eq!((-0.0f32).xsign().to_bits(), (-0.0f32).to_bits());
        assert!(1.0f32.xmax(f32::NAN).is_nan());
        assert!(f32::NAN.xmin(1.0).is_nan());
        assert_eq!((-0.0f32).xmax(0.0).to_bits(), 0.0f32.to_bits());
        assert_eq!((0.0f32).xmin(-0.0).to_bits(), (-0.0f32).to_bits());
        assert!((-0.0f32).total_key() < 0.0f32.total_key());
        assert!(f32::NEG_INFINITY.total_key() > (-f32::NAN).total_key());
        assert_eq!(2.5f32.round_even(), 2.0);
        assert_eq!(2.5f32.round_afz(), 3.0);
        assert!((crate::backend::cpu::erf64::erf_f64(0.5) - 0.520_499_877_813_046_5).abs() < 1e-15);
        assert!((crate::backend::cpu::erf64::erf_f64(3.0) - 0.999_977_909_503_001_4).abs() < 1e-15);
        assert_eq!(erf_f32(10.0), 1.0);
    }
}
