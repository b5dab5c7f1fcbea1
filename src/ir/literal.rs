//! `Literal`: a dense host array (element type, dimensions, little-endian row-major bytes).
//!
//! Used for constants in the IR, for host copies of device arrays, and for `.npy` I/O.
//! Storage is 16-byte aligned so it can be viewed as any `bytemuck::Pod` element slice.
//! Element storage: pred as one byte 0/1, sub-byte ints and f4/f8 one byte each, f16/bf16 as
//! their 16 bits (`half::f16` / `half::bf16`), complex as `[re, im]` pairs.

use super::types::{ArrayShape, ElementType};
use bytemuck::Pod;
use std::mem::MaybeUninit;

/// Bytes with 16-byte alignment, so that typed views of any element type are sound.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct AlignedBytes {
    words: Vec<u128>,
    len: usize,
}

impl AlignedBytes {
    pub fn zeroed(len: usize) -> Self {
        AlignedBytes {
            words: vec![0u128; len.div_ceil(16)],
            len,
        }
    }

    /// `len` zero bytes, or `None` when the allocator cannot provide them (an allocation
    /// failure is an error for the caller to report, never an abort). Zeroed pages come from
    /// the allocator, so untouched parts of a large array cost no memory.
    pub fn try_zeroed(len: usize) -> Option<Self> {
        let n = len.div_ceil(16);
        if n == 0 {
            return Some(AlignedBytes::default());
        }
        let layout = std::alloc::Layout::array::<u128>(n).ok()?;
        // SAFETY: `layout` has a non-zero size; a null result is handled.
        let ptr = unsafe { std::alloc::alloc_zeroed(layout) }.cast::<u128>();
        if ptr.is_null() {
            return None;
        }
        // SAFETY: allocated by the global allocator with the layout of `n` u128s, all of them
        // initialised (zero is a valid u128).
        let words = unsafe { Vec::from_raw_parts(ptr, n, n) };
        Some(AlignedBytes { words, len })
    }

    pub fn from_bytes(bytes: &[u8]) -> Self {
        // SAFETY: the closure writes all `bytes.len()` bytes.
        unsafe {
            AlignedBytes::new_filled(bytes.len(), |dst| {
                for (d, &s) in dst.iter_mut().zip(bytes) {
                    d.write(s);
                }
            })
        }
    }

    /// `len` bytes initialised by `fill`, without zeroing them first (large outputs are
    /// written once instead of twice).
    ///
    /// # Safety
    /// `fill` must initialise every one of the `len` bytes it is given.
    pub unsafe fn new_filled(len: usize, fill: impl FnOnce(&mut [MaybeUninit<u8>])) -> Self {
        // SAFETY: forwarded to the caller.
        unsafe { Self::try_new_filled(len, fill) }
            .unwrap_or_else(|| std::alloc::handle_alloc_error(Self::layout_of(len)))
    }

    fn layout_of(len: usize) -> std::alloc::Layout {
        std::alloc::Layout::array::<u128>(len.div_ceil(16))
            .unwrap_or(std::alloc::Layout::new::<u128>())
    }

    /// `new_filled`, or `None` (and `fill` not called) when the memory cannot be allocated.
    ///
    /// # Safety
    /// As `new_filled`.
    pub unsafe fn try_new_filled(
        len: usize,
        fill: impl FnOnce(&mut [MaybeUninit<u8>]),
    ) -> Option<Self> {
        let n = len.div_ceil(16);
        let mut words: Vec<u128> = Vec::new();
        words.try_reserve_exact(n).ok()?;
        let spare = &mut words.spare_capacity_mut()[..n];
        // The padding after `len` is never written by `fill`: define it.
        if let Some(last) = spare.last_mut() {
            last.write(0);
        }
        // SAFETY: the same memory viewed as bytes; MaybeUninit has no validity requirement
        // and u8 has no alignment requirement.
        let bytes = unsafe {
            std::slice::from_raw_parts_mut(spare.as_mut_ptr().cast::<MaybeUninit<u8>>(), len)
        };
        fill(bytes);
        // SAFETY: bytes [0, len) were initialised by `fill` (the caller's promise) and the rest
        // of the last word above.
        unsafe { words.set_len(n) };
        Some(AlignedBytes { words, len })
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_bytes(&self) -> &[u8] {
        &bytemuck::cast_slice(&self.words)[..self.len]
    }

    pub fn as_mut_bytes(&mut self) -> &mut [u8] {
        let len = self.len;
        &mut bytemuck::cast_slice_mut(&mut self.words)[..len]
    }

    /// A typed view. Panics only if `len` is not a multiple of `size_of::<T>()`, which the
    /// constructors of `Literal` rule out for the matching element type.
    pub fn as_slice<T: Pod>(&self) -> &[T] {
        bytemuck::cast_slice(self.as_bytes())
    }

    pub fn as_mut_slice<T: Pod>(&mut self) -> &mut [T] {
        bytemuck::cast_slice_mut(self.as_mut_bytes())
    }
}

impl std::fmt::Debug for AlignedBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AlignedBytes({} bytes)", self.len)
    }
}

/// A dense array value on the host.
#[derive(Clone, Debug, PartialEq)]
pub struct Literal {
    shape: ArrayShape,
    data: AlignedBytes,
}

/// Why a `Literal` could not be built from the given parts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LiteralError {
    #[error("{shape} needs {expected} bytes of data, got {got}")]
    WrongByteLength {
        shape: String,
        expected: usize,
        got: usize,
    },
    #[error("shape {shape} has more elements than fit in memory")]
    TooLarge { shape: String },
    #[error("could not allocate {bytes} bytes for {shape}: out of memory")]
    OutOfMemory { shape: String, bytes: usize },
}

/// Bytes of storage `shape` needs; an error when that overflows `usize`.
fn byte_len(shape: &ArrayShape) -> Result<usize, LiteralError> {
    shape
        .checked_element_count()
        .and_then(|n| n.checked_mul(shape.ty.byte_size()))
        .ok_or_else(|| LiteralError::TooLarge {
            shape: shape.to_string(),
        })
}

impl Literal {
    /// All-zero literal of the given shape; errors when the byte size overflows.
    pub fn zeros(shape: ArrayShape) -> Result<Literal, LiteralError> {
        let bytes = byte_len(&shape)?;
        let data = AlignedBytes::try_zeroed(bytes).ok_or_else(|| LiteralError::OutOfMemory {
            shape: shape.to_string(),
            bytes,
        })?;
        Ok(Literal { data, shape })
    }

    /// A literal of `shape` whose bytes are all written by `fill` (not zeroed first).
    ///
    /// # Safety
    /// `fill` must initialise every byte it is given.
    pub unsafe fn new_filled(
        shape: ArrayShape,
        fill: impl FnOnce(&mut [MaybeUninit<u8>]),
    ) -> Result<Literal, LiteralError> {
        let bytes = byte_len(&shape)?;
        // SAFETY: forwarded to the caller.
        let data = unsafe { AlignedBytes::try_new_filled(bytes, fill) }.ok_or_else(|| {
            LiteralError::OutOfMemory {
                shape: shape.to_string(),
                bytes,
            }
        })?;
        Ok(Literal { data, shape })
    }

    /// Builds a literal from raw little-endian row-major bytes.
    pub fn from_bytes(shape: ArrayShape, bytes: &[u8]) -> Result<Literal, LiteralError> {
        let expected = byte_len(&shape)?;
        if expected != bytes.len() {
            return Err(LiteralError::WrongByteLength {
                shape: shape.to_string(),
                expected,
                got: bytes.len(),
            });
        }
        Ok(Literal {
            data: AlignedBytes::from_bytes(bytes),
            shape,
        })
    }

    /// Builds a literal from a typed slice whose element size matches the element type.
    pub fn from_slice<T: Pod>(
        ty: ElementType,
        dims: Vec<usize>,
        values: &[T],
    ) -> Result<Literal, LiteralError> {
        Literal::from_bytes(ArrayShape::new(ty, dims), bytemuck::cast_slice(values))
    }

    /// A scalar from a typed value.
    pub fn scalar<T: Pod>(ty: ElementType, value: T) -> Result<Literal, LiteralError> {
        Literal::from_slice(ty, Vec::new(), &[value])
    }

    /// Takes storage that is already aligned (used by backends that fill `AlignedBytes`).
    pub fn from_aligned(shape: ArrayShape, data: AlignedBytes) -> Result<Literal, LiteralError> {
        let expected = byte_len(&shape)?;
        if expected != data.len() {
            return Err(LiteralError::WrongByteLength {
                shape: shape.to_string(),
                expected,
                got: data.len(),
            });
        }
        Ok(Literal { shape, data })
    }

    pub fn shape(&self) -> &ArrayShape {
        &self.shape
    }

    pub fn ty(&self) -> ElementType {
        self.shape.ty
    }

    pub fn dims(&self) -> &[usize] {
        &self.shape.dims
    }

    pub fn element_count(&self) -> usize {
        self.shape.element_count()
    }

    pub fn bytes(&self) -> &[u8] {
        self.data.as_bytes()
    }

    pub fn bytes_mut(&mut self) -> &mut [u8] {
        self.data.as_mut_bytes()
    }

    pub fn data(&self) -> &AlignedBytes {
        &self.data
    }

    pub fn into_data(self) -> AlignedBytes {
        self.data
    }

    /// Typed view; `T` must have the element type's byte size (checked).
    pub fn as_slice<T: Pod>(&self) -> Option<&[T]> {
        (std::mem::size_of::<T>() == self.shape.ty.byte_size()).then(|| self.data.as_slice())
    }

    pub fn as_mut_slice<T: Pod>(&mut self) -> Option<&mut [T]> {
        (std::mem::size_of::<T>() == self.shape.ty.byte_size()).then(|| self.data.as_mut_slice())
    }

    /// Same bytes, new dimensions with the same element count.
    pub fn reshaped(mut self, dims: Vec<usize>) -> Option<Literal> {
        let n: usize = dims.iter().product();
        (n == self.element_count()).then(|| {
            self.shape.dims = dims;
            self.shape.layout = None;
            self
        })
    }

    /// Replaces the layout annotation (values unchanged).
    pub fn with_layout(mut self, layout: Option<Vec<usize>>) -> Literal {
        self.shape.layout = layout;
        self
    }

    /// The block of `dims` starting at `start`; positions past this literal's end are zeros
    /// (how an uneven shard is padded). `start` and `dims` have one entry per dimension.
    pub fn block(&self, start: &[usize], dims: &[usize]) -> Result<Literal, LiteralError> {
        let mut out = Literal::zeros(ArrayShape::new(self.ty(), dims.to_vec()))?;
        copy_block(self, start, &mut out, &vec![0; dims.len()], dims);
        Ok(out)
    }

    /// Writes the first `dims` of `src` at `start` (clipped to this literal's bounds).
    pub fn set_block(&mut self, start: &[usize], src: &Literal, dims: &[usize]) {
        let clipped: Vec<usize> = (0..dims.len())
            .map(|d| {
                dims[d]
                    .min(src.dims()[d])
                    .min(self.dims()[d].saturating_sub(start[d]))
            })
            .collect();
        copy_into(src, &vec![0; dims.len()], self, start, &clipped);
    }
}

/// Copies the block of `dims` at `from` in `src` to `at` in `dst`, clipped to `src`'s bounds
/// (the rest of the block in `dst` is left as it is).
fn copy_block(src: &Literal, from: &[usize], dst: &mut Literal, at: &[usize], dims: &[usize]) {
    let clipped: Vec<usize> = (0..dims.len())
        .map(|d| dims[d].min(src.dims()[d].saturating_sub(from[d])))
        .collect();
    copy_into(src, from, dst, at, &clipped);
}

/// Row-major copy of a `dims` block, which must lie inside both literals.
fn copy_into(src: &Literal, from: &[usize], dst: &mut Literal, at: &[usize], dims: &[usize]) {
    let es = src.ty().byte_size();
    if dims.contains(&0) || es == 0 {
        return;
    }
    let rank = dims.len();
    if rank == 0 {
        dst.bytes_mut()[..es].copy_from_slice(&src.bytes()[..es]);
        return;
    }
    let ss = super::types::row_major_strides(src.dims());
    let ds = super::types::row_major_strides(dst.dims());
    let run = dims[rank - 1] * es;
    let mut idx = vec![0usize; rank - 1];
    loop {
        let so: usize = (0..rank)
            .map(|d| (from[d] + idx.get(d).copied().unwrap_or(0)) * ss[d])
            .sum();
        let doff: usize = (0..rank)
            .map(|d| (at[d] + idx.get(d).copied().unwrap_or(0)) * ds[d])
            .sum();
        let (so, doff) = (so * es, doff * es);
        dst.bytes_mut()[doff..doff + run].copy_from_slice(&src.bytes()[so..so + run]);
        let mut d = rank - 1;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < dims[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_views() {
        let l =
            Literal::from_slice(ElementType::F32, vec![2, 2], &[1.0f32, 2.0, 3.0, 4.0]).unwrap();
        assert_eq!(l.as_slice::<f32>().unwrap(), &[1.0, 2.0, 3.0, 4.0]);
        assert!(l.as_slice::<f64>().is_none());
        assert_eq!(l.bytes().len(), 16);
    }

    #[test]
    fn blocks_pad_and_clip() {
        let l = Literal::from_slice(
            ElementType::S32,
            vec![3, 3],
            &[0i32, 1, 2, 3, 4, 5, 6, 7, 8],
        )
        .unwrap();
        let b = l.block(&[2, 1], &[2, 2]).unwrap();
        assert_eq!(b.as_slice::<i32>().unwrap(), &[7, 8, 0, 0]);
        let mut g = Literal::zeros(ArrayShape::new(ElementType::S32, vec![3, 3])).unwrap();
        g.set_block(&[1, 1], &b, &[2, 2]);
        assert_eq!(g.as_slice::<i32>().unwrap(), &[0, 0, 0, 0, 7, 8, 0, 0, 0]);
        let s = Literal::scalar(ElementType::S32, 5i32).unwrap();
        assert_eq!(s.block(&[], &[]).unwrap(), s);
    }

    #[test]
    fn wrong_length_is_an_error() {
        let e = Literal::from_bytes(ArrayShape::new(ElementType::F32, vec![3]), &[0u8; 8]);
        assert!(matches!(
            e,
            Err(LiteralError::WrongByteLength {
                expected: 12,
                got: 8,
                ..
            })
        ));
        let e = Literal::zeros(ArrayShape::new(ElementType::F32, vec![usize::MAX, 4]));
        assert!(matches!(e, Err(LiteralError::TooLarge { .. })));
    }
}
