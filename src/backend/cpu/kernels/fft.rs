//! Discrete Fourier transforms (XLA's `fft`) over the trailing 1 to 3 dimensions, batched over
//! the leading ones, with XLA:CPU's conventions: FFT/IFFT complex to complex, RFFT real to the
//! `n/2+1` non-negative frequencies, IRFFT a half spectrum back to `n` reals; the inverse
//! transforms are scaled by `1/N` (N the product of `fft_length`); IRFFT ignores the
//! imaginary parts of the DC term and, for an even `n`, the Nyquist term of the last
//! dimension, as ducc0 (XLA:CPU's FFT library) does. A multi-dimensional RFFT transforms the
//! last dimension real to complex first, then the others complex to complex; IRFFT the
//! others first, then the last one complex to real.
//!
//! Computed in the operand's precision (c64/f32 in f32, c128/f64 in f64), as XLA:CPU computes
//! them, by rustfft (complex transforms, any length: mixed radix, Rader and Bluestein for
//! primes) and realfft (the real ones). Results agree with jaxlib to a few ulps of the
//! largest magnitude in the result, not bit for bit: the two libraries split lengths into
//! different factors.

use super::common::invalid;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, FftType, Literal};
use realfft::RealFftPlanner;
use rustfft::num_complex::Complex;
use rustfft::{FftNum, FftPlanner};

/// The float types the transforms run in.
trait Real: FftNum + bytemuck::Pod {}
impl Real for f32 {}
impl Real for f64 {}

/// A vector of `n` copies of `v`, or `RESOURCE_EXHAUSTED` when memory runs out.
fn filled<T: Clone>(n: usize, v: T) -> Result<Vec<T>> {
    let mut out = Vec::new();
    out.try_reserve_exact(n).map_err(|_| {
        Error::resource_exhausted(format!(
            "fft: could not allocate a work buffer of {n} elements: out of memory"
        ))
    })?;
    out.resize(n, v);
    Ok(out)
}

/// `fft` of `a` into the verified result shape `out`.
pub(crate) fn fft(
    a: &Literal,
    fft_type: FftType,
    fft_length: &[usize],
    out: &ArrayShape,
) -> Result<Literal> {
    let k = fft_length.len();
    if !(1..=3).contains(&k) || a.dims().len() < k {
        return Err(invalid(
            "fft",
            format!(
                "fft_length {fft_length:?} does not fit the operand {}",
                a.shape()
            ),
        ));
    }
    if a.element_count() == 0 || out.element_count() == 0 || fft_length.contains(&0) {
        // Nothing to transform (an empty batch, or a zero-length transform whose RFFT
        // spectrum is its one zero term).
        return Ok(Literal::zeros(out.clone())?);
    }
    use ElementType::*;
    match (fft_type, a.ty(), out.ty) {
        (FftType::Fft | FftType::Ifft, C64, C64) => c2c::<f32>(a, fft_type, fft_length, out),
        (FftType::Fft | FftType::Ifft, C128, C128) => c2c::<f64>(a, fft_type, fft_length, out),
        (FftType::Rfft, F32, C64) => r2c::<f32>(a, fft_length, out),
        (FftType::Rfft, F64, C128) => r2c::<f64>(a, fft_length, out),
        (FftType::Irfft, C64, F32) => c2r::<f32>(a, fft_length, out),
        (FftType::Irfft, C128, F64) => c2r::<f64>(a, fft_length, out),
        (t, from, to) => Err(invalid(
            "fft",
            format!(
                "{} of {from} to {to} is not a transform XLA defines",
                t.name()
            ),
        )),
    }
}

/// A literal's bytes as floats (a complex element is two of them).
fn floats<T: Real>(b: &[u8]) -> Result<&[T]> {
    bytemuck::try_cast_slice(b).map_err(|e| invalid("fft", format!("operand bytes: {e}")))
}

fn floats_mut<T: Real>(b: &mut [u8]) -> Result<&mut [T]> {
    bytemuck::try_cast_slice_mut(b).map_err(|e| invalid("fft", format!("result bytes: {e}")))
}

/// A complex literal's elements.
fn complex_values<T: Real>(a: &Literal) -> Result<Vec<Complex<T>>> {
    let flat = floats::<T>(a.bytes())?;
    let mut v = filled(flat.len() / 2, Complex::new(T::zero(), T::zero()))?;
    for (c, p) in v.iter_mut().zip(flat.chunks_exact(2)) {
        *c = Complex::new(p[0], p[1]);
    }
    Ok(v)
}

/// A complex literal of shape `out` holding `v`.
fn complex_literal<T: Real>(v: &[Complex<T>], out: &ArrayShape) -> Result<Literal> {
    let mut lit = Literal::zeros(out.clone())?;
    let flat = floats_mut::<T>(lit.bytes_mut())?;
    for (p, c) in flat.chunks_exact_mut(2).zip(v) {
        p[0] = c.re;
        p[1] = c.im;
    }
    Ok(lit)
}

/// Transforms `data` (row-major, dimensions `dims`) in place along each dimension in `axes`,
/// complex to complex, forward or inverse (unscaled).
fn c2c_axes<T: Real>(
    data: &mut [Complex<T>],
    dims: &[usize],
    axes: std::ops::Range<usize>,
    inverse: bool,
    planner: &mut FftPlanner<T>,
) -> Result<()> {
    for ax in axes {
        let n = dims[ax];
        if n <= 1 {
            continue;
        }
        let plan = if inverse {
            planner.plan_fft_inverse(n)
        } else {
            planner.plan_fft_forward(n)
        };
        let stride: usize = dims[ax + 1..].iter().product();
        let zero = Complex::new(T::zero(), T::zero());
        let mut scratch = filled(plan.get_inplace_scratch_len(), zero)?;
        if stride == 1 {
            // Contiguous lines: rustfft transforms every length-n chunk of the buffer.
            plan.process_with_scratch(data, &mut scratch);
            continue;
        }
        let mut line = filled(n, zero)?;
        for block in data.chunks_exact_mut(n * stride) {
            for i in 0..stride {
                for (j, x) in line.iter_mut().enumerate() {
                    *x = block[j * stride + i];
                }
                plan.process_with_scratch(&mut line, &mut scratch);
                for (j, x) in line.iter().enumerate() {
                    block[j * stride + i] = *x;
                }
            }
        }
    }
    Ok(())
}

/// Multiplies every value by `1/n`, as the inverse transforms are scaled.
fn scale<T: Real, V: Copy + std::ops::Mul<T, Output = V>>(data: &mut [V], fft_length: &[usize]) {
    let n: usize = fft_length.iter().product();
    if n <= 1 {
        return;
    }
    let f = T::one() / T::from_usize(n).unwrap_or_else(T::one);
    for v in data {
        *v = *v * f;
    }
}

fn c2c<T: Real>(
    a: &Literal,
    fft_type: FftType,
    fft_length: &[usize],
    out: &ArrayShape,
) -> Result<Literal> {
    let mut data = complex_values::<T>(a)?;
    let dims = a.dims();
    let inverse = fft_type == FftType::Ifft;
    let mut planner = FftPlanner::new();
    c2c_axes(
        &mut data,
        dims,
        dims.len() - fft_length.len()..dims.len(),
        inverse,
        &mut planner,
    )?;
    if inverse {
        scale::<T, _>(&mut data, fft_length);
    }
    complex_literal(&data, out)
}

fn r2c<T: Real>(a: &Literal, fft_length: &[usize], out: &ArrayShape) -> Result<Literal> {
    let input = floats::<T>(a.bytes())?;
    let n = *fft_length.last().unwrap_or(&1);
    let h = n / 2 + 1;
    let zero = Complex::new(T::zero(), T::zero());
    let mut data = filled(out.element_count(), zero)?;
    let plan = RealFftPlanner::<T>::new().plan_fft_forward(n);
    let mut row = filled(n, T::zero())?;
    let mut scratch = filled(plan.get_scratch_len(), zero)?;
    for (src, dst) in input.chunks_exact(n).zip(data.chunks_exact_mut(h)) {
        row.copy_from_slice(src);
        plan.process_with_scratch(&mut row, dst, &mut scratch)
            .map_err(|e| invalid("fft", format!("RFFT of length {n}: {e}")))?;
    }
    let rank = out.dims.len();
    c2c_axes(
        &mut data,
        &out.dims,
        rank - fft_length.len()..rank - 1,
        false,
        &mut FftPlanner::new(),
    )?;
    complex_literal(&data, out)
}

fn c2r<T: Real>(a: &Literal, fft_length: &[usize], out: &ArrayShape) -> Result<Literal> {
    let mut data = complex_values::<T>(a)?;
    let dims = a.dims();
    let rank = dims.len();
    c2c_axes(
        &mut data,
        dims,
        rank - fft_length.len()..rank - 1,
        true,
        &mut FftPlanner::new(),
    )?;
    let n = *fft_length.last().unwrap_or(&1);
    let h = n / 2 + 1;
    let mut result = filled(out.element_count(), T::zero())?;
    let plan = RealFftPlanner::<T>::new().plan_fft_inverse(n);
    let zero = Complex::new(T::zero(), T::zero());
    let mut scratch = filled(plan.get_scratch_len(), zero)?;
    for (src, dst) in data.chunks_exact_mut(h).zip(result.chunks_exact_mut(n)) {
        // The DC term, and for an even length the Nyquist term, of a real signal's spectrum
        // are real: their imaginary parts are ignored (ducc0 never reads them).
        src[0].im = T::zero();
        if n.is_multiple_of(2) {
            src[h - 1].im = T::zero();
        }
        plan.process_with_scratch(src, dst, &mut scratch)
            .map_err(|e| invalid("fft", format!("IRFFT of length {n}: {e}")))?;
    }
    scale::<T, _>(&mut result, fft_length);
    let mut lit = Literal::zeros(out.clone())?;
    floats_mut::<T>(lit.bytes_mut())?.copy_from_slice(&result);
    Ok(lit)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c64(dims: Vec<usize>, v: &[(f32, f32)]) -> Literal {
        let flat: Vec<f32> = v.iter().flat_map(|&(r, i)| [r, i]).collect();
        Literal::from_slice(ElementType::C64, dims, &flat).unwrap()
    }

    /// A c64 literal's real and imaginary parts, interleaved.
    fn parts(l: &Literal) -> &[f32] {
        bytemuck::cast_slice(l.bytes())
    }

    #[test]
    fn impulse_and_inverse() {
        let x = c64(vec![4], &[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]);
        let s = ArrayShape::new(ElementType::C64, vec![4]);
        let y = fft(&x, FftType::Fft, &[4], &s).unwrap();
        assert_eq!(parts(&y), &[1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0]);
        let z = fft(&y, FftType::Ifft, &[4], &s).unwrap();
        assert_eq!(parts(&z), parts(&x));
    }

    #[test]
    fn irfft_ignores_imaginary_dc_and_nyquist() {
        // n = 4: half spectrum of 3 terms; the imaginary parts of terms 0 and 2 are ignored.
        let x = c64(vec![3], &[(4.0, 7.0), (0.0, 0.0), (0.0, -3.0)]);
        let out = ArrayShape::new(ElementType::F32, vec![4]);
        let y = fft(&x, FftType::Irfft, &[4], &out).unwrap();
        assert_eq!(y.as_slice::<f32>().unwrap(), &[1.0, 1.0, 1.0, 1.0]);
    }

    #[test]
    fn zero_length_and_empty_batch_give_zeros() {
        let x = Literal::zeros(ArrayShape::new(ElementType::F32, vec![2, 0])).unwrap();
        let out = ArrayShape::new(ElementType::C64, vec![2, 1]);
        let y = fft(&x, FftType::Rfft, &[0], &out).unwrap();
        assert!(parts(&y).iter().all(|&v| v == 0.0));
    }

    #[test]
    fn mismatched_types_are_errors_not_panics() {
        let x = c64(vec![2], &[(1.0, 0.0), (2.0, 0.0)]);
        let out = ArrayShape::new(ElementType::F64, vec![2]);
        assert!(fft(&x, FftType::Fft, &[2], &out).is_err());
        assert!(fft(&x, FftType::Fft, &[2, 2], &out).is_err());
    }
}
