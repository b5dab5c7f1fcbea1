//! Data movement: broadcast, transpose, slice, reverse, dynamic-slice, dynamic-update-slice,
//! concatenate, pad, iota. All of them are strided reads or writes of elements treated as
//! plain bytes of the element's size, so they work for every element type.
//!
//! No arithmetic on values happens here (except iota's index values).

use super::elem::*;
use crate::error::{Error, Result};
use crate::ir::{row_major_strides, ElementType, Literal, PadDim, SliceDim};
use bytemuck::Pod;
use half::{bf16, f16};

/// Fills `o` (the output elements from linear index `start`) with
/// `src[offset + sum(idx[d] * strides[d])]`.
fn strided_fill<T: Pod>(
    src: &[T],
    offset: isize,
    strides: &[isize],
    dims: &[usize],
    start: usize,
    o: &mut [T],
) {
    let r = dims.len();
    if o.is_empty() {
        return;
    }
    if r == 0 {
        o[0] = src[offset as usize];
        return;
    }
    let last = dims[r - 1];
    let ls = strides[r - 1];
    let mut idx = vec![0usize; r];
    let mut rem = start;
    for d in (0..r).rev() {
        idx[d] = rem % dims[d];
        rem /= dims[d];
    }
    let mut base = offset;
    for d in 0..r - 1 {
        base += idx[d] as isize * strides[d];
    }
    let mut k = 0;
    while k < o.len() {
        let j0 = idx[r - 1];
        let n = (last - j0).min(o.len() - k);
        let mut p = base + j0 as isize * ls;
        if ls == 1 {
            let p = p as usize;
            o[k..k + n].copy_from_slice(&src[p..p + n]);
        } else if ls == 0 {
            let v = src[p as usize];
            o[k..k + n].iter_mut().for_each(|x| *x = v);
        } else {
            for x in &mut o[k..k + n] {
                *x = src[p as usize];
                p += ls;
            }
        }
        k += n;
        idx[r - 1] = 0;
        let mut d = r - 1;
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            base += strides[d];
            if idx[d] < dims[d] {
                break;
            }
            base -= strides[d] * dims[d] as isize;
            idx[d] = 0;
        }
    }
}

/// A new literal of `dims` whose elements are read from `src` through a strided view.
pub(crate) fn gather_view(
    src: &Literal,
    offset: isize,
    strides: &[isize],
    dims: &[usize],
) -> Result<Literal> {
    let ty = src.ty();
    with_bytes!(ty.byte_size(), T => {
        let s = sl::<T>(src);
        build(ty, dims, |start, o: &mut [T]| strided_fill(s, offset, strides, dims, start, o))
    })
}

/// Writes contiguous `src` (of `dims`) into `dst` through a strided view.
fn write_view_typed<T: Pod>(
    dst: &mut [T],
    offset: isize,
    strides: &[isize],
    dims: &[usize],
    src: &[T],
) {
    let r = dims.len();
    if src.is_empty() {
        return;
    }
    if r == 0 {
        dst[offset as usize] = src[0];
        return;
    }
    let last = dims[r - 1];
    let ls = strides[r - 1];
    let outer: usize = dims[..r - 1].iter().product();
    let mut idx = vec![0usize; r];
    let mut base = offset;
    for row in 0..outer {
        let s = &src[row * last..(row + 1) * last];
        if ls == 1 {
            let b = base as usize;
            dst[b..b + last].copy_from_slice(s);
        } else {
            let mut p = base;
            for &v in s {
                dst[p as usize] = v;
                p += ls;
            }
        }
        let mut d = r - 1;
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            base += strides[d];
            if idx[d] < dims[d] {
                break;
            }
            base -= strides[d] * dims[d] as isize;
            idx[d] = 0;
        }
    }
}

fn write_view(dst: &mut Literal, offset: isize, strides: &[isize], dims: &[usize], src: &Literal) {
    let ty = dst.ty();
    with_bytes!(ty.byte_size(), T => write_view_typed::<T>(
        dst.data_mut_slice(), offset, strides, dims, sl::<T>(src)))
}

fn istrides(dims: &[usize]) -> Vec<isize> {
    row_major_strides(dims)
        .into_iter()
        .map(|s| s as isize)
        .collect()
}

pub(crate) fn broadcast(x: &Literal, map: &[usize], out_dims: &[usize]) -> Result<Literal> {
    let ins = istrides(x.dims());
    let mut strides = vec![0isize; out_dims.len()];
    for (i, &d) in map.iter().enumerate() {
        if d >= out_dims.len() || i >= ins.len() {
            return Err(Error::invalid_program("broadcast dimensions out of range"));
        }
        // A size-1 operand dimension broadcasts (stride 0).
        strides[d] = if x.dims()[i] == 1 { 0 } else { ins[i] };
    }
    gather_view(x, 0, &strides, out_dims)
}

pub(crate) fn transpose(x: &Literal, perm: &[usize]) -> Result<Literal> {
    let ins = istrides(x.dims());
    let dims: Vec<usize> = perm.iter().map(|&p| x.dims()[p]).collect();
    let strides: Vec<isize> = perm.iter().map(|&p| ins[p]).collect();
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return Ok(x.clone());
    }
    gather_view(x, 0, &strides, &dims)
}

pub(crate) fn slice(x: &Literal, sd: &[SliceDim]) -> Result<Literal> {
    let ins = istrides(x.dims());
    let mut offset = 0isize;
    let mut strides = Vec::with_capacity(sd.len());
    let mut dims = Vec::with_capacity(sd.len());
    for (d, s) in sd.iter().enumerate() {
        let step = s.stride.max(1);
        offset += s.start as isize * ins[d];
        strides.push(ins[d] * step as isize);
        dims.push(s.limit.saturating_sub(s.start).div_ceil(step));
    }
    gather_view(x, offset, &strides, &dims)
}

pub(crate) fn reverse(x: &Literal, rdims: &[usize]) -> Result<Literal> {
    let mut strides = istrides(x.dims());
    let mut offset = 0isize;
    for &d in rdims {
        let n = x.dims()[d];
        if n > 0 {
            offset += (n as isize - 1) * strides[d];
        }
        strides[d] = -strides[d];
    }
    gather_view(x, offset, &strides, x.dims())
}

/// One start index as XLA clamps it: the scalar `start` into [0, dim - size].
pub(crate) fn clamp_start(start: &Literal, dim: usize, size: usize) -> Result<usize> {
    let v = int_at(start, 0).ok_or_else(|| {
        Error::invalid_program(format!(
            "start index of type {} is not an integer",
            start.ty()
        ))
    })?;
    Ok(v.clamp(0, dim.saturating_sub(size) as i128) as usize)
}

/// Start indices as XLA clamps them: into [0, dim - size].
pub(crate) fn clamp_starts(
    starts: &[&Literal],
    dims: &[usize],
    sizes: &[usize],
) -> Result<Vec<usize>> {
    let mut out = Vec::with_capacity(dims.len());
    for (d, s) in starts.iter().enumerate() {
        out.push(clamp_start(s, dims[d], sizes[d])?);
    }
    Ok(out)
}

pub(crate) fn dynamic_slice(x: &Literal, starts: &[&Literal], sizes: &[usize]) -> Result<Literal> {
    let st = clamp_starts(starts, x.dims(), sizes)?;
    let ins = istrides(x.dims());
    let offset: isize = st.iter().zip(&ins).map(|(&s, &t)| s as isize * t).sum();
    gather_view(x, offset, &ins, sizes)
}

/// Writes `update` into `x` (owned, modified in place) at the clamped start.
pub(crate) fn dynamic_update_slice(
    mut x: Literal,
    update: &Literal,
    starts: &[&Literal],
) -> Result<Literal> {
    let st = clamp_starts(starts, x.dims(), update.dims())?;
    let ins = istrides(x.dims());
    let offset: isize = st.iter().zip(&ins).map(|(&s, &t)| s as isize * t).sum();
    let udims = update.dims().to_vec();
    write_view(&mut x, offset, &ins, &udims, update);
    Ok(x)
}

pub(crate) fn concatenate(xs: &[&Literal], dim: usize, out_dims: &[usize]) -> Result<Literal> {
    let ty = xs.first().map(|x| x.ty()).unwrap_or(ElementType::F32);
    let mut out = new_lit(ty, out_dims)?;
    let os = istrides(out_dims);
    let mut at = 0usize;
    for x in xs {
        write_view(&mut out, at as isize * os[dim], &os, x.dims(), x);
        at += x.dims()[dim];
    }
    Ok(out)
}

pub(crate) fn pad(
    x: &Literal,
    value: &Literal,
    pd: &[PadDim],
    out_dims: &[usize],
) -> Result<Literal> {
    let ty = x.ty();
    // Fill with the padding value.
    let mut out = with_bytes!(ty.byte_size(), T => {
        let v = sl::<T>(value)[0];
        build(ty, out_dims, move |_, o: &mut [T]| o.iter_mut().for_each(|e| *e = v))?
    });
    let r = x.dims().len();
    let os = istrides(out_dims);
    let mut in_slice = Vec::with_capacity(r);
    let mut offset = 0isize;
    let mut strides = Vec::with_capacity(r);
    for d in 0..r {
        let n = x.dims()[d] as i64;
        let step = pd[d].interior as i64 + 1;
        let low = pd[d].low;
        let od = out_dims[d] as i64;
        // Input index i lands at low + i * step; keep those inside [0, od).
        let mut i0 = 0i64;
        if low < 0 {
            i0 = (-low + step - 1) / step;
        }
        let mut i1 = n;
        if n > 0 {
            let last_ok = (od - 1 - low).div_euclid(step) + 1;
            i1 = i1.min(last_ok);
        }
        if i1 <= i0 {
            return Ok(out);
        }
        in_slice.push(SliceDim {
            start: i0 as usize,
            limit: i1 as usize,
            stride: 1,
        });
        offset += (low + i0 * step) as isize * os[d];
        strides.push(os[d] * step as isize);
    }
    let part = slice(x, &in_slice)?;
    let pdims = part.dims().to_vec();
    write_view(&mut out, offset, &strides, &pdims, &part);
    Ok(out)
}

pub(crate) fn iota(ty: ElementType, dims: &[usize], dimension: usize) -> Result<Literal> {
    let stride: usize = dims[dimension + 1..].iter().product();
    let n = dims[dimension].max(1);
    let at = move |i: usize| (i / stride.max(1)) % n;
    match ty {
        ElementType::F32 => build(ty, dims, |s, o: &mut [f32]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = at(s + k) as f32)
        }),
        ElementType::F64 => build(ty, dims, |s, o: &mut [f64]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = at(s + k) as f64)
        }),
        ElementType::F16 => build(ty, dims, |s, o: &mut [f16]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = f16::from_f64(at(s + k) as f64))
        }),
        ElementType::BF16 => build(ty, dims, |s, o: &mut [bf16]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = bf16::from_f64(at(s + k) as f64))
        }),
        ElementType::C64 => build(ty, dims, |s, o: &mut [[f32; 2]]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = [at(s + k) as f32, 0.0])
        }),
        ElementType::C128 => build(ty, dims, |s, o: &mut [[f64; 2]]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = [at(s + k) as f64, 0.0])
        }),
        ElementType::Pred => build(ty, dims, |s, o: &mut [u8]| {
            o.iter_mut()
                .enumerate()
                .for_each(|(k, v)| *v = (at(s + k) != 0) as u8)
        }),
        _ => with_int!(ty, T => build(ty, dims, |s, o: &mut [T]| {
                o.iter_mut().enumerate().for_each(|(k, v)| *v = T::from_i128(at(s + k) as i128))
            }), else Err(unsupported("iota", ty))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(dims: Vec<usize>, v: &[i32]) -> Literal {
        Literal::from_slice(ElementType::S32, dims, v).unwrap()
    }

    #[test]
    fn pad_negative_and_interior() {
        let x = lit(vec![4], &[1, 2, 3, 4]);
        let z = lit(vec![], &[0]);
        let pd = [PadDim {
            low: -1,
            high: 2,
            interior: 1,
        }];
        // Full: [1,0,2,0,3,0,4] → drop 1 low → [0,2,0,3,0,4] + 2 high.
        let r = pad(&x, &z, &pd, &[8]).unwrap();
        assert_eq!(sl::<i32>(&r), &[0, 2, 0, 3, 0, 4, 0, 0]);
        let pd = [PadDim {
            low: 1,
            high: -3,
            interior: 0,
        }];
        let r = pad(&x, &z, &pd, &[2]).unwrap();
        assert_eq!(sl::<i32>(&r), &[0, 1]);
    }

    #[test]
    fn dynamic_slices_clamp() {
        let x = lit(vec![2, 3], &[1, 2, 3, 4, 5, 6]);
        let a = lit(vec![], &[5]);
        let b = lit(vec![], &[-2]);
        let r = dynamic_slice(&x, &[&a, &b], &[1, 2]).unwrap();
        assert_eq!(sl::<i32>(&r), &[4, 5]);
        let u = lit(vec![1, 2], &[9, 9]);
        let c = lit(vec![], &[7]);
        let r = dynamic_update_slice(x, &u, &[&b, &c]).unwrap();
        assert_eq!(sl::<i32>(&r), &[1, 9, 9, 4, 5, 6]);
    }

    #[test]
    fn transpose_reverse_broadcast() {
        let x = lit(vec![2, 3], &[1, 2, 3, 4, 5, 6]);
        assert_eq!(
            sl::<i32>(&transpose(&x, &[1, 0]).unwrap()),
            &[1, 4, 2, 5, 3, 6]
        );
        assert_eq!(
            sl::<i32>(&reverse(&x, &[0, 1]).unwrap()),
            &[6, 5, 4, 3, 2, 1]
        );
        let v = lit(vec![3], &[1, 2, 3]);
        assert_eq!(
            sl::<i32>(&broadcast(&v, &[1], &[2, 3]).unwrap()),
            &[1, 2, 3, 1, 2, 3]
        );
        let c = concatenate(&[&v, &v], 0, &[6]).unwrap();
        assert_eq!(sl::<i32>(&c), &[1, 2, 3, 1, 2, 3]);
        let io = iota(ElementType::S32, &[2, 3], 1).unwrap();
        assert_eq!(sl::<i32>(&io), &[0, 1, 2, 0, 1, 2]);
    }
}
