//! Host memory layouts: PJRT element types ⇄ webxla's, and copies between webxla's dense
//! row-major bytes and host memory laid out by byte strides (numpy arrays arrive with their
//! strides verbatim: `a.T`, `a[:, ::2]`) or by a minor-to-major order. Must not touch
//! devices.

use crate::error::{PjrtError, PjrtResult};
use crate::sys::*;
use webxla::client::PrimitiveType as T;

const PAIRS: &[(PJRT_Buffer_Type, T)] = &[
    (PJRT_Buffer_Type_PRED, T::Pred),
    (PJRT_Buffer_Type_S2, T::S2),
    (PJRT_Buffer_Type_S4, T::S4),
    (PJRT_Buffer_Type_S8, T::S8),
    (PJRT_Buffer_Type_S16, T::S16),
    (PJRT_Buffer_Type_S32, T::S32),
    (PJRT_Buffer_Type_S64, T::S64),
    (PJRT_Buffer_Type_U2, T::U2),
    (PJRT_Buffer_Type_U4, T::U4),
    (PJRT_Buffer_Type_U8, T::U8),
    (PJRT_Buffer_Type_U16, T::U16),
    (PJRT_Buffer_Type_U32, T::U32),
    (PJRT_Buffer_Type_U64, T::U64),
    (PJRT_Buffer_Type_F4E2M1FN, T::F4E2M1FN),
    (PJRT_Buffer_Type_F8E3M4, T::F8E3M4),
    (PJRT_Buffer_Type_F8E4M3, T::F8E4M3),
    (PJRT_Buffer_Type_F8E4M3FN, T::F8E4M3FN),
    (PJRT_Buffer_Type_F8E4M3FNUZ, T::F8E4M3FNUZ),
    (PJRT_Buffer_Type_F8E4M3B11FNUZ, T::F8E4M3B11FNUZ),
    (PJRT_Buffer_Type_F8E5M2, T::F8E5M2),
    (PJRT_Buffer_Type_F8E5M2FNUZ, T::F8E5M2FNUZ),
    (PJRT_Buffer_Type_F8E8M0FNU, T::F8E8M0FNU),
    (PJRT_Buffer_Type_F16, T::F16),
    (PJRT_Buffer_Type_BF16, T::BF16),
    (PJRT_Buffer_Type_F32, T::F32),
    (PJRT_Buffer_Type_F64, T::F64),
    (PJRT_Buffer_Type_C64, T::C64),
    (PJRT_Buffer_Type_C128, T::C128),
];

pub fn to_webxla(t: PJRT_Buffer_Type) -> PjrtResult<T> {
    PAIRS.iter().find(|p| p.0 == t).map(|p| p.1).ok_or_else(|| {
        PjrtError::unimplemented(format!("PJRT buffer type {t} is not supported by webxla"))
    })
}

pub fn to_pjrt(t: T) -> PJRT_Buffer_Type {
    PAIRS
        .iter()
        .find(|p| p.1 == t)
        .map_or(PJRT_Buffer_Type_INVALID, |p| p.0)
}

/// Byte strides of the dense row-major layout.
pub fn row_major_strides(dims: &[usize], elem: usize) -> Vec<i64> {
    let mut s = vec![0i64; dims.len()];
    let mut acc = elem as i64;
    for i in (0..dims.len()).rev() {
        s[i] = acc;
        acc *= dims[i] as i64;
    }
    s
}

/// Byte strides of a dense layout given minor-to-major (`m2m[0]` the fastest dimension).
pub fn minor_to_major_strides(dims: &[usize], m2m: &[i64], elem: usize) -> PjrtResult<Vec<i64>> {
    let mut seen = vec![false; dims.len()];
    if m2m.len() != dims.len() {
        return Err(PjrtError::invalid(format!(
            "layout minor_to_major has {} entries for rank {}",
            m2m.len(),
            dims.len()
        )));
    }
    let mut s = vec![0i64; dims.len()];
    let mut acc = elem as i64;
    for &d in m2m {
        let d = usize::try_from(d)
            .ok()
            .filter(|&d| d < dims.len() && !seen[d])
            .ok_or_else(|| {
                PjrtError::invalid(format!(
                    "layout minor_to_major {m2m:?} is not a permutation"
                ))
            })?;
        seen[d] = true;
        s[d] = acc;
        acc *= dims[d] as i64;
    }
    Ok(s)
}

/// Copies a `dims` array of `elem`-byte elements from `src` (byte strides `ss`) to `dst`
/// (byte strides `ds`). Offsets are relative to the pointers and may be negative.
///
/// # Safety
/// Every element address the strides reach from `src` is readable and from `dst` writable.
pub unsafe fn copy_strided(
    src: *const u8,
    ss: &[i64],
    dst: *mut u8,
    ds: &[i64],
    dims: &[usize],
    elem: usize,
) {
    if dims.contains(&0) {
        return;
    }
    let rank = dims.len();
    if rank == 0 {
        // SAFETY: one element, the caller's contract.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, elem) };
        return;
    }
    let inner = dims[rank - 1];
    let rows_contiguous = ss[rank - 1] == elem as i64 && ds[rank - 1] == elem as i64;
    let mut idx = vec![0usize; rank - 1];
    loop {
        let (mut so, mut d_o) = (0i64, 0i64);
        for (k, &i) in idx.iter().enumerate() {
            so += i as i64 * ss[k];
            d_o += i as i64 * ds[k];
        }
        // SAFETY: offsets stay inside the arrays by the caller's contract.
        unsafe {
            if rows_contiguous {
                std::ptr::copy_nonoverlapping(
                    src.offset(so as isize),
                    dst.offset(d_o as isize),
                    inner * elem,
                );
            } else {
                for j in 0..inner as i64 {
                    std::ptr::copy_nonoverlapping(
                        src.offset((so + j * ss[rank - 1]) as isize),
                        dst.offset((d_o + j * ds[rank - 1]) as isize),
                        elem,
                    );
                }
            }
        }
        // Next row, row-major.
        let mut k = rank - 1;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < dims[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// The strides a host layout describes (`None`: dense row-major).
///
/// # Safety
/// `layout` is null or a live layout struct from the caller.
pub unsafe fn host_strides(
    layout: *const PJRT_Buffer_MemoryLayout,
    dims: &[usize],
    elem: usize,
) -> PjrtResult<Vec<i64>> {
    if layout.is_null() {
        return Ok(row_major_strides(dims, elem));
    }
    // SAFETY: the caller's contract; the union member is chosen by `type`.
    unsafe {
        let l = &*layout;
        match l.r#type {
            PJRT_Buffer_MemoryLayout_Type_Tiled => {
                let t = l.u.tiled;
                if t.num_tiles != 0 {
                    return Err(PjrtError::unimplemented(
                        "tiled host layouts are not supported by webxla",
                    ));
                }
                let m2m = crate::args::slice(t.minor_to_major, t.minor_to_major_size)?;
                if m2m.is_empty() && dims.is_empty() {
                    return Ok(vec![]);
                }
                minor_to_major_strides(dims, m2m, elem)
            }
            PJRT_Buffer_MemoryLayout_Type_Strides => {
                let s = l.u.strides;
                let st = crate::args::slice(s.byte_strides, s.num_byte_strides)?;
                if st.len() != dims.len() {
                    return Err(PjrtError::invalid(
                        "host layout strides do not match the rank",
                    ));
                }
                Ok(st.to_vec())
            }
            t => Err(PjrtError::invalid(format!(
                "unknown memory layout type {t}"
            ))),
        }
    }
}

/// The byte span `[lo, hi)` a strided array touches, relative to its pointer.
pub fn span(dims: &[usize], strides: &[i64], elem: usize) -> (i64, i64) {
    if dims.contains(&0) {
        return (0, 0);
    }
    let (mut lo, mut hi) = (0i64, 0i64);
    for (&d, &s) in dims.iter().zip(strides) {
        let far = (d as i64 - 1) * s;
        if far < 0 {
            lo += far;
        } else {
            hi += far;
        }
    }
    (lo, hi + elem as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transposed_and_sliced_gathers() {
        // a = [[0,1,2],[3,4,5]] (i32); a.T arrives as dims [3,2], strides [4,12].
        let a: Vec<i32> = (0..6).collect();
        let mut out = vec![0i32; 6];
        unsafe {
            copy_strided(
                a.as_ptr() as *const u8,
                &[4, 12],
                out.as_mut_ptr() as *mut u8,
                &row_major_strides(&[3, 2], 4),
                &[3, 2],
                4,
            )
        };
        assert_eq!(out, vec![0, 3, 1, 4, 2, 5]);
        // a[:, ::2]: dims [2,2], strides [12,8].
        let mut out = vec![0i32; 4];
        unsafe {
            copy_strided(
                a.as_ptr() as *const u8,
                &[12, 8],
                out.as_mut_ptr() as *mut u8,
                &row_major_strides(&[2, 2], 4),
                &[2, 2],
                4,
            )
        };
        assert_eq!(out, vec![0, 2, 3, 5]);
        // column-major destination
        let s = minor_to_major_strides(&[2, 3], &[0, 1], 4).unwrap();
        assert_eq!(s, vec![4, 8]);
        assert!(minor_to_major_strides(&[2, 3], &[0, 0], 4).is_err());
        assert_eq!(span(&[3, 2], &[-4, 12], 4), (-8, 16));
    }
}
