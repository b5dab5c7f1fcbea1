//! Reading a caller's args struct by its `struct_size`: the caller may be built against an
//! older header (fewer fields) or a newer one (more), so only the fields inside its
//! `struct_size` are read or written. Must not interpret any field.

use crate::error::{PjrtError, PjrtResult};

/// Every PJRT args struct starts with `size_t struct_size`.
#[repr(C)]
struct Head {
    struct_size: usize,
}

/// The args struct as a mutable reference, once its `struct_size` covers `needed` bytes (the
/// fields this entry reads or writes unconditionally).
///
/// # Safety
/// `args` is null or points to a live args struct of type `T` whose first field is its size.
pub unsafe fn checked<'a, T>(args: *mut T, needed: usize) -> PjrtResult<&'a mut T> {
    if args.is_null() {
        return Err(PjrtError::invalid("null args struct"));
    }
    // SAFETY: the first field of every args struct is `size_t struct_size`.
    let size = unsafe { (*(args as *const Head)).struct_size };
    if size < needed {
        return Err(PjrtError::invalid(format!(
            "args struct_size {size} is smaller than the {needed} bytes this entry needs \
             (caller built against an older PJRT header?)"
        )));
    }
    // SAFETY: the caller's struct covers the fields read through this reference.
    Ok(unsafe { &mut *args })
}

/// Whether the caller's struct (of `struct_size` bytes) holds the field at `offset` of
/// `size` bytes.
pub fn has(struct_size: usize, offset: usize, size: usize) -> bool {
    struct_size >= offset + size
}

/// `has!(args, Type, field)`: whether the caller's struct reaches `field`.
#[macro_export]
macro_rules! has {
    ($a:expr, $t:ty, $f:ident) => {
        $crate::args::has(
            $a.struct_size,
            ::std::mem::offset_of!($t, $f),
            $crate::sys::field_size(|s: &$t| &s.$f),
        )
    };
}

/// The byte size through `field`: `needed` for `checked`.
#[macro_export]
macro_rules! upto {
    ($t:ty, $f:ident) => {
        ::std::mem::offset_of!($t, $f) + $crate::sys::field_size(|s: &$t| &s.$f)
    };
}

/// A (pointer, length) pair from C as a byte slice; null with length 0 is empty.
///
/// # Safety
/// `ptr` points to `len` readable bytes, or `len` is 0.
pub unsafe fn bytes<'a>(ptr: *const std::os::raw::c_char, len: usize) -> PjrtResult<&'a [u8]> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(PjrtError::invalid("null pointer with a nonzero size"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { std::slice::from_raw_parts(ptr as *const u8, len) })
}

/// A (pointer, count) array from C as a slice.
///
/// # Safety
/// `ptr` points to `len` readable `T`s, or `len` is 0.
pub unsafe fn slice<'a, T>(ptr: *const T, len: usize) -> PjrtResult<&'a [T]> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(PjrtError::invalid("null array with a nonzero length"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}
