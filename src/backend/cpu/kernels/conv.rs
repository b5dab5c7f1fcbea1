//! General convolution with XLA semantics: any dim labels, window strides, padding (negative
//! too), lhs (base) dilation, rhs (window) dilation, window reversal, feature groups and batch
//! groups, for float, complex and integer element types (and a result type that differs from the
//! inputs', as `preferred_element_type` produces).
//!
//! Method: convert both operands to an accumulation type in canonical layouts (lhs `[N, S.., C]`,
//! rhs `[K.., I, O]`), build an im2col matrix per group and multiply it by the group's weights
//! (the `gemm` crate for f32/f64 on native hosts, plain loops elsewhere), then write the result
//! in its own layout. f32 on wasm32 runs on the packed SIMD128 kernels of `packed_gemm`, and
//! with one group builds the im2col rows task by task instead of as one matrix. f16/bf16 accumulate in f32 and round once; integers wrap.

use super::common::{invalid, walk2};
use crate::error::{Error, Result};
use crate::ir::{row_major_strides, ArrayShape, ConvAttrs, ElementType, Literal};
use half::{bf16, f16};
use std::borrow::Cow;
use std::mem::MaybeUninit;

const OP: &str = "convolution";

/// Accumulation arithmetic of one domain (f32, f64, wrapping i64, complex).
trait Acc: Copy + Send + Sync + Default + 'static {
    fn mul_add(self, a: Self, b: Self) -> Self;
    /// Multiplies `col (m×k)` by `w (k×n)` into `out` rows of stride `ldo` (every one of the
    /// `n` leading elements of each of the `m` rows is written).
    fn matmul(
        m: usize,
        n: usize,
        k: usize,
        col: &[Self],
        w: &[Self],
        out: &mut [MaybeUninit<Self>],
        ldo: usize,
    ) {
        plain_matmul(m, n, k, col, w, out, ldo)
    }
    /// One group's whole convolution (`g.groups` is 1) into contiguous `out` rows of `c_out`,
    /// when this domain has a product that builds the im2col rows as it goes; false (nothing
    /// written) to take the im2col matrix and `matmul`.
    fn conv_product(_g: &Geom, _lhs: &[Self], _w: &[Self], _out: &mut [MaybeUninit<Self>]) -> bool {
        false
    }
}

fn plain_matmul<A: Acc>(
    m: usize,
    n: usize,
    k: usize,
    col: &[A],
    w: &[A],
    out: &mut [MaybeUninit<A>],
    ldo: usize,
) {
    let row = |acc: &mut Vec<A>, i: usize, o: &mut [MaybeUninit<A>]| {
        acc.clear();
        acc.resize(n, A::default());
        let c = &col[i * k..(i + 1) * k];
        for (p, &a) in c.iter().enumerate() {
            let wr = &w[p * n..(p + 1) * n];
            for j in 0..n {
                acc[j] = acc[j].mul_add(a, wr[j]);
            }
        }
        write_all(&mut o[..n], acc);
    };
    if m == 0 || n == 0 {
        return;
    }
    // Rows are `ldo` apart; the last row needs only its first `n` values.
    let rows = ((m - 1) * ldo + n).min(out.len());
    crate::backend::cpu::par::chunks_mut_init(
        &mut out[..rows],
        ldo,
        || Vec::with_capacity(n),
        |acc, i, o| row(acc, i, o),
    );
}

#[cfg(not(target_arch = "wasm32"))]
fn gemm_matmul<T: Copy + Default + 'static>(
    m: usize,
    n: usize,
    k: usize,
    col: &[T],
    w: &[T],
    out: &mut [MaybeUninit<T>],
    ldo: usize,
    one: T,
) {
    if m == 0 || n == 0 {
        return;
    }
    if k == 0 {
        for i in 0..m {
            out[i * ldo..i * ldo + n].iter_mut().for_each(|v| {
                v.write(T::default());
            });
        }
        return;
    }
    assert!(col.len() >= m * k && w.len() >= k * n && out.len() >= (m - 1) * ldo + n);
    let threads = crate::backend::cpu::par::threads();
    let par = if m * n * k >= 1 << 16 && threads > 1 {
        gemm::Parallelism::Rayon(threads)
    } else {
        gemm::Parallelism::None
    };
    // SAFETY: the slices cover every element the strides reach (asserted above); T is f32 or
    // f64 (the only callers), which gemm supports; dst does not alias lhs or rhs. With
    // read_dst false gemm writes dst before it reads it back (k blocks after the first), so
    // dst may start uninitialised.
    unsafe {
        gemm::gemm(
            m,
            n,
            k,
            out.as_mut_ptr().cast::<T>(),
            1,
            ldo as isize,
            false,
            col.as_ptr(),
            1,
            k as isize,
            w.as_ptr(),
            1,
            n as isize,
            T::default(),
            one,
            false,
            false,
            false,
            par,
        )
    }
}

impl Acc for f32 {
    #[inline]
    fn mul_add(self, a: Self, b: Self) -> Self {
        self + a * b
    }
    #[cfg(target_arch = "wasm32")]
    fn matmul(
        m: usize,
        n: usize,
        k: usize,
        col: &[Self],
        w: &[Self],
        out: &mut [MaybeUninit<Self>],
        ldo: usize,
    ) {
        packed_matmul(m, n, k, col, w, out, ldo)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn matmul(
        m: usize,
        n: usize,
        k: usize,
        col: &[Self],
        w: &[Self],
        out: &mut [MaybeUninit<Self>],
        ldo: usize,
    ) {
        gemm_matmul(m, n, k, col, w, out, ldo, 1.0f32)
    }
    #[cfg(target_arch = "wasm32")]
    fn conv_product(g: &Geom, lhs: &[Self], w: &[Self], out: &mut [MaybeUninit<Self>]) -> bool {
        packed_conv(g, lhs, w, out);
        true
    }
}

/// The f32 convolution of one group (`g.groups` is 1) on `packed_gemm`'s kernels without the
/// im2col matrix (what wasm32 builds use): the weights are packed once, then each task builds
/// the im2col rows of its chunks in a buffer of its own (a few hundred KiB at most, so they
/// are still in cache when the product packs them) and multiplies them into its rows of `out`.
/// The same bits as the im2col matrix times `sgemm`: each element of the result adds up the
/// same depth blocks in the same order.
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
fn packed_conv(g: &Geom, lhs: &[f32], w: &[f32], out: &mut [MaybeUninit<f32>]) {
    use crate::backend::cpu::packed_gemm::{PackedB, Strided};
    use crate::backend::cpu::par;
    let n = g.c_out;
    let m = g.n_out * g.out_sp.iter().product::<usize>();
    let out = &mut out[..m * n];
    let Some(plan) = Im2col::new(g, lhs, 0) else {
        // No taps: every output is an empty sum.
        put_zero(out);
        return;
    };
    if m == 0 || n == 0 {
        return;
    }
    let kd = plan.kd;
    let threads = par::threads();
    let weights = Strided::row_major(&w[..kd * n], n);
    let packed = PackedB::new(threads, kd, n, weights);
    // Chunks per task: about 8 tasks per thread, and at most 64K f32s of im2col rows.
    let chunks = m / plan.chunk_rows();
    let per_task = chunks
        .div_ceil(8 * threads)
        .min((1 << 16) / plan.chunk_len())
        .max(1);
    par::chunks_mut_init(
        out,
        per_task * plan.chunk_rows() * n,
        || (Vec::new(), Vec::new(), Vec::with_capacity(plan.outer)),
        |(col, apack, o_idx): &mut (Vec<f32>, Vec<f32>, Vec<usize>), task, c| {
            let rows = c.len() / n;
            col.resize(rows * kd, 0.0);
            // SAFETY: MaybeUninit<f32> has f32's layout, and `fill` only writes f32 values, so
            // `col` stays initialised.
            let col_view: &mut [MaybeUninit<f32>] =
                unsafe { std::slice::from_raw_parts_mut(col.as_mut_ptr().cast(), rows * kd) };
            for (j, piece) in col_view.chunks_mut(plan.chunk_len()).enumerate() {
                plan.fill(o_idx, task * per_task + j, piece);
            }
            let c = zeroed(c);
            let a = Strided::row_major(&col[..rows * kd], kd);
            packed.product_rows(a, c, apack);
        },
    );
}

/// `out` set to zeros (one memset, `memory.fill` in wasm) and viewed as the f32s it now holds:
/// the packed product overwrites them, but takes initialised values.
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
fn zeroed(out: &mut [MaybeUninit<f32>]) -> &mut [f32] {
    // SAFETY: all-zero bytes are the f32 0.0, so after the memset every element is an
    // initialised f32, and MaybeUninit<f32> has f32's layout.
    unsafe {
        std::ptr::write_bytes(out.as_mut_ptr(), 0, out.len());
        &mut *(out as *mut [MaybeUninit<f32>] as *mut [f32])
    }
}

/// f32 `col (m×k) · w (k×n)` into `out` rows of stride `ldo` on `packed_gemm`'s kernels (what
/// wasm32 builds use: the gemm crate does not build there; threaded like the dot in the
/// threaded build), written in place when the rows are contiguous, else through a contiguous
/// product copied row by row. Compiled everywhere so that it is tested natively against the loops.
#[cfg_attr(not(any(target_arch = "wasm32", test)), allow(dead_code))]
fn packed_matmul(
    m: usize,
    n: usize,
    k: usize,
    col: &[f32],
    w: &[f32],
    out: &mut [MaybeUninit<f32>],
    ldo: usize,
) {
    use crate::backend::cpu::packed_gemm::{sgemm, Strided};
    if m == 0 || n == 0 {
        return;
    }
    let a = Strided::row_major(&col[..m * k], k);
    let b = Strided::row_major(&w[..k * n], n);
    if ldo == n && out.len() >= m * n {
        // Contiguous rows (as `compute_into` calls it): the product goes straight into `out`.
        sgemm(m, n, k, a, b, zeroed(&mut out[..m * n]));
        return;
    }
    let mut c = vec![0f32; m * n];
    sgemm(m, n, k, a, b, &mut c);
    for (i, row) in c.chunks_exact(n).enumerate() {
        write_all(&mut out[i * ldo..i * ldo + n], row);
    }
}

impl Acc for f64 {
    #[inline]
    fn mul_add(self, a: Self, b: Self) -> Self {
        self + a * b
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn matmul(
        m: usize,
        n: usize,
        k: usize,
        col: &[Self],
        w: &[Self],
        out: &mut [MaybeUninit<Self>],
        ldo: usize,
    ) {
        gemm_matmul(m, n, k, col, w, out, ldo, 1.0f64)
    }
}

impl Acc for i64 {
    #[inline]
    fn mul_add(self, a: Self, b: Self) -> Self {
        self.wrapping_add(a.wrapping_mul(b))
    }
}

#[derive(Copy, Clone, Default)]
struct Cx32([f32; 2]);
#[derive(Copy, Clone, Default)]
struct Cx64([f64; 2]);

impl Acc for Cx32 {
    #[inline]
    fn mul_add(self, a: Self, b: Self) -> Self {
        let (x, y) = (a.0, b.0);
        Cx32([
            self.0[0] + (x[0] * y[0] - x[1] * y[1]),
            self.0[1] + (x[0] * y[1] + x[1] * y[0]),
        ])
    }
}

impl Acc for Cx64 {
    #[inline]
    fn mul_add(self, a: Self, b: Self) -> Self {
        let (x, y) = (a.0, b.0);
        Cx64([
            self.0[0] + (x[0] * y[0] - x[1] * y[1]),
            self.0[1] + (x[0] * y[1] + x[1] * y[0]),
        ])
    }
}

/// Shape facts of one convolution, in canonical order.
struct Geom {
    c_in: usize,
    in_sp: Vec<usize>,
    k_sp: Vec<usize>,
    k_in: usize,
    c_out: usize,
    n_out: usize,
    out_sp: Vec<usize>,
    groups: usize,
    feature_groups: bool,
    /// Per spatial dim: `o * K + k` → input coordinate, or None (padding or dilation hole).
    coords: Vec<Vec<Option<usize>>>,
}

fn geometry(lhs: &[usize], rhs: &[usize], attrs: &ConvAttrs, out: &[usize]) -> Result<Geom> {
    let d = &attrs.dims;
    let nsp = d.input_spatial.len();
    let ranks_ok = lhs.len() == nsp + 2
        && rhs.len() == nsp + 2
        && out.len() == nsp + 2
        && d.kernel_spatial.len() == nsp
        && d.output_spatial.len() == nsp
        && attrs.window.len() == nsp;
    let in_range = |v: &[usize], r: usize| v.iter().all(|&x| x < r);
    if !ranks_ok
        || !in_range(&d.input_spatial, lhs.len())
        || !in_range(&[d.input_batch, d.input_feature], lhs.len())
        || !in_range(&d.kernel_spatial, rhs.len())
        || !in_range(
            &[d.kernel_input_feature, d.kernel_output_feature],
            rhs.len(),
        )
        || !in_range(&d.output_spatial, out.len())
        || !in_range(&[d.output_batch, d.output_feature], out.len())
    {
        return Err(invalid(
            OP,
            "dimension numbers do not match the operand ranks",
        ));
    }
    let (fg, bg) = (attrs.feature_group_count, attrs.batch_group_count);
    if fg == 0 || bg == 0 || (fg > 1 && bg > 1) {
        return Err(invalid(
            OP,
            "group counts must be positive and not both above 1",
        ));
    }
    let n_in = lhs[d.input_batch];
    let c_in = lhs[d.input_feature];
    let k_in = rhs[d.kernel_input_feature];
    let c_out = rhs[d.kernel_output_feature];
    let groups = fg.max(bg);
    if c_in != k_in * fg || !c_out.is_multiple_of(groups) || !n_in.is_multiple_of(bg) {
        return Err(invalid(
            OP,
            "feature/batch group counts do not divide the dimensions",
        ));
    }
    let n_out = n_in / bg;
    let in_sp: Vec<usize> = d.input_spatial.iter().map(|&i| lhs[i]).collect();
    let k_sp: Vec<usize> = d.kernel_spatial.iter().map(|&i| rhs[i]).collect();
    let mut out_sp = Vec::with_capacity(nsp);
    let mut coords = Vec::with_capacity(nsp);
    for s in 0..nsp {
        let w = &attrs.window[s];
        if w.size != k_sp[s] {
            return Err(invalid(
                OP,
                "window size differs from the kernel's spatial size",
            ));
        }
        if w.stride == 0 || w.base_dilation == 0 || w.window_dilation == 0 {
            return Err(invalid(OP, "strides and dilations must be positive"));
        }
        let n = in_sp[s] as i64;
        let dilated = if n == 0 {
            0
        } else {
            (n - 1) * w.base_dilation as i64 + 1
        };
        let padded = dilated + w.pad_low + w.pad_high;
        let k = k_sp[s] as i64;
        let extent = if k == 0 {
            0
        } else {
            (k - 1) * w.window_dilation as i64 + 1
        };
        let o = if padded < extent || k == 0 {
            0
        } else {
            ((padded - extent) / w.stride as i64 + 1) as usize
        };
        let bd = w.base_dilation as i64;
        let mut c = Vec::with_capacity(o * k_sp[s]);
        for oi in 0..o {
            for ki in 0..k_sp[s] {
                let kw = if w.window_reversal {
                    k_sp[s] - 1 - ki
                } else {
                    ki
                };
                let p = (oi * w.stride + kw * w.window_dilation) as i64 - w.pad_low;
                c.push(if p < 0 || p % bd != 0 || p / bd >= n {
                    None
                } else {
                    Some((p / bd) as usize)
                });
            }
        }
        out_sp.push(o);
        coords.push(c);
    }
    let want: Vec<usize> = {
        let mut v = vec![0; nsp + 2];
        v[d.output_batch] = n_out;
        v[d.output_feature] = c_out;
        for s in 0..nsp {
            v[d.output_spatial[s]] = out_sp[s];
        }
        v
    };
    if want != out {
        return Err(invalid(
            OP,
            format!("result dimensions {out:?} differ from the computed {want:?}"),
        ));
    }
    Ok(Geom {
        c_in,
        in_sp,
        k_sp,
        k_in,
        c_out,
        n_out,
        out_sp,
        groups,
        feature_groups: fg > 1,
        coords,
    })
}

/// Reads `lit` (converted to `A` by `conv`) into the order of `perm` (canonical dim i is the
/// literal's dim `perm[i]`).
fn permuted<A: Copy + Default, T: bytemuck::Pod>(
    lit: &Literal,
    perm: &[usize],
    conv: impl Fn(T) -> A,
) -> Result<Vec<A>> {
    let src: &[T] = lit
        .as_slice::<T>()
        .ok_or_else(|| Error::internal("convolution: element size mismatch"))?;
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return Ok(src.iter().map(|&v| conv(v)).collect());
    }
    let dims = lit.dims();
    let strides = row_major_strides(dims);
    let cdims: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
    let cstr: Vec<usize> = perm.iter().map(|&p| strides[p]).collect();
    let zero = vec![0usize; perm.len()];
    let mut out = vec![A::default(); src.len()];
    walk2(&cdims, &cstr, &zero, |flat, s, _| {
        out[flat] = conv(src[s]);
        Ok(())
    })?;
    Ok(out)
}

fn canonical_perms(attrs: &ConvAttrs) -> (Vec<usize>, Vec<usize>, Vec<usize>) {
    let d = &attrs.dims;
    let mut lp = vec![d.input_batch];
    lp.extend(&d.input_spatial);
    lp.push(d.input_feature);
    let mut rp = d.kernel_spatial.clone();
    rp.push(d.kernel_input_feature);
    rp.push(d.kernel_output_feature);
    let mut op = vec![d.output_batch];
    op.extend(&d.output_spatial);
    op.push(d.output_feature);
    (lp, rp, op)
}

/// Writes `src` into `dst` (same length) as one copy; `<[MaybeUninit<T>]>::write_copy_of_slice`
/// is newer than the crate's minimum Rust version.
#[inline]
fn write_all<A: Copy>(dst: &mut [MaybeUninit<A>], src: &[A]) {
    let n = dst.len().min(src.len());
    // SAFETY: both ranges hold `n` elements, a `&mut` never overlaps a `&`, and
    // MaybeUninit<A> has A's layout: one memcpy (the element loop is not turned into one in
    // the size-optimised wasm build).
    unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), dst.as_mut_ptr().cast::<A>(), n) };
}

#[inline]
fn put_zero<A: Acc>(dst: &mut [MaybeUninit<A>]) {
    dst.iter_mut().for_each(|d| {
        d.write(A::default());
    });
}

/// The im2col matrix of group `grp`: row (n, o..), column (k.., c); `col` holds `m` rows of
/// `kd` and every element is written (padding taps as zeros), so it need not be zeroed first.
fn im2col<A: Acc>(g: &Geom, lhs: &[A], grp: usize, col: &mut [MaybeUninit<A>]) {
    let Some(plan) = Im2col::new(g, lhs, grp) else {
        return;
    };
    crate::backend::cpu::par::chunks_mut_init(
        col,
        plan.chunk_len(),
        || Vec::with_capacity(plan.outer),
        |o_idx, idx, rows| plan.fill(o_idx, idx, rows),
    );
}

/// How one group's im2col rows are built, a chunk at a time: a chunk is the rows of one
/// (n, o.. except the last spatial dim), whose leading dims' taps are resolved once, so the
/// inner loop over the last dim's outputs and taps only looks up one table; adjacent taps of
/// whole channel rows are copied as one run.
struct Im2col<'a, A> {
    g: &'a Geom,
    lhs: &'a [A],
    cin_g: usize,
    kd: usize,
    c_base: usize,
    n_base: usize,
    in_pos: usize,
    in_str: Vec<usize>,
    outer: usize,
    o_last: usize,
    k_last: usize,
    last_taps: &'a [Option<usize>],
    out_outer: usize,
    k_outer: usize,
    k_tab: Vec<usize>,
    whole_rows: bool,
}

impl<'a, A: Acc> Im2col<'a, A> {
    /// The plan for group `grp`; `None` when rows are empty (no taps).
    fn new(g: &'a Geom, lhs: &'a [A], grp: usize) -> Option<Self> {
        // The last spatial dim (stride 1 in the canonical input); none for a 0-d convolution,
        // which is one output position with one tap.
        const ONE_TAP: [Option<usize>; 1] = [Some(0)];
        let nsp = g.in_sp.len();
        let cin_g = if g.feature_groups { g.k_in } else { g.c_in };
        let kd = g.k_sp.iter().product::<usize>() * cin_g;
        if kd == 0 {
            return None;
        }
        let (c_base, n_base) = if g.feature_groups {
            (grp * cin_g, 0)
        } else {
            (0, grp * g.n_out)
        };
        let outer = nsp.saturating_sub(1);
        let (o_last, k_last, last_taps): (usize, usize, &[Option<usize>]) = match nsp {
            0 => (1, 1, &ONE_TAP),
            _ => (g.out_sp[outer], g.k_sp[outer], &g.coords[outer]),
        };
        let k_outer: usize = g.k_sp[..outer].iter().product();
        let k_str = &row_major_strides(&g.k_sp[..outer]);
        let k_tab: Vec<usize> = (0..k_outer)
            .flat_map(|kf| (0..outer).map(move |s| (kf / k_str[s]) % g.k_sp[s]))
            .collect();
        Some(Im2col {
            g,
            lhs,
            cin_g,
            kd,
            c_base,
            n_base,
            in_pos: g.in_sp.iter().product(),
            in_str: row_major_strides(&g.in_sp),
            outer,
            o_last,
            k_last,
            last_taps,
            out_outer: g.out_sp[..outer].iter().product(),
            k_outer,
            k_tab,
            whole_rows: cin_g == g.c_in,
        })
    }

    /// Rows per chunk (the last spatial dim's outputs).
    fn chunk_rows(&self) -> usize {
        self.o_last
    }

    /// Elements per chunk.
    fn chunk_len(&self) -> usize {
        self.o_last * self.kd
    }

    /// Writes chunk `idx`'s rows (all `chunk_len` elements of `rows`); `o_idx` is scratch.
    fn fill(&self, o_idx: &mut Vec<usize>, idx: usize, rows: &mut [MaybeUninit<A>]) {
        let (g, outer, kd, cin_g, k_last) = (self.g, self.outer, self.kd, self.cin_g, self.k_last);
        let n = idx / self.out_outer.max(1);
        let mut rem = idx % self.out_outer.max(1);
        o_idx.clear();
        o_idx.resize(outer, 0);
        for s in (0..outer).rev() {
            o_idx[s] = rem % g.out_sp[s];
            rem /= g.out_sp[s];
        }
        let img = (self.n_base + n) * self.in_pos;
        for kfo in 0..self.k_outer {
            let mut src = Some(img);
            for s in 0..outer {
                let k = self.k_tab[kfo * outer + s];
                src = match (src, g.coords[s][o_idx[s] * g.k_sp[s] + k]) {
                    (Some(acc), Some(q)) => Some(acc + q * self.in_str[s]),
                    _ => None,
                };
            }
            for ol in 0..self.o_last {
                let d0 = ol * kd + kfo * k_last * cin_g;
                let dst = &mut rows[d0..d0 + k_last * cin_g];
                let Some(p) = src else {
                    put_zero(dst);
                    continue;
                };
                let taps = &self.last_taps[ol * k_last..(ol + 1) * k_last];
                let mut kl = 0;
                while kl < k_last {
                    let Some(q) = taps[kl] else {
                        put_zero(&mut dst[kl * cin_g..(kl + 1) * cin_g]);
                        kl += 1;
                        continue;
                    };
                    let mut len = 1;
                    while self.whole_rows && kl + len < k_last && taps[kl + len] == Some(q + len) {
                        len += 1;
                    }
                    let s0 = (p + q) * g.c_in + self.c_base;
                    write_all(
                        &mut dst[kl * cin_g..(kl + len) * cin_g],
                        &self.lhs[s0..s0 + len * cin_g],
                    );
                    kl += len;
                }
            }
        }
    }
}

/// A vector of `len` elements all written by `fill` (not zeroed first).
fn filled<A>(len: usize, fill: impl FnOnce(&mut [MaybeUninit<A>])) -> Vec<A> {
    let mut v: Vec<A> = Vec::with_capacity(len);
    fill(&mut v.spare_capacity_mut()[..len]);
    // SAFETY: every caller's `fill` writes all `len` elements (im2col and compute_into cover
    // every row and column they are given).
    unsafe { v.set_len(len) };
    v
}

/// The convolution in domain `A` over canonical operands into canonical `[N, O.., C_out]`
/// `out` (`m × c_out`), every element of which is written.
fn compute_into<A: Acc>(g: &Geom, lhs: &[A], rhs: &[A], out: &mut [MaybeUninit<A>]) {
    let out_pos: usize = g.out_sp.iter().product();
    let k_pos: usize = g.k_sp.iter().product();
    let cin_g = if g.feature_groups { g.k_in } else { g.c_in };
    let cout_g = g.c_out / g.groups;
    let m = g.n_out * out_pos;
    let kd = k_pos * cin_g;
    if m == 0 || g.c_out == 0 {
        return;
    }
    let mut w = vec![A::default(); kd * cout_g];
    for grp in 0..g.groups {
        // Weights of this group: (k.., c) × o.
        for p in 0..kd {
            let base = p * g.c_out + grp * cout_g;
            w[p * cout_g..(p + 1) * cout_g].copy_from_slice(&rhs[base..base + cout_g]);
        }
        if g.groups == 1 && A::conv_product(g, lhs, &w, out) {
            return;
        }
        let col = filled(m * kd, |c| im2col(g, lhs, grp, c));
        if g.groups == 1 {
            A::matmul(m, cout_g, kd, &col, &w, out, g.c_out);
        } else {
            let res = filled(m * cout_g, |r| {
                A::matmul(m, cout_g, kd, &col, &w, r, cout_g)
            });
            for r in 0..m {
                let o = r * g.c_out + grp * cout_g;
                write_all(&mut out[o..o + cout_g], &res[r * cout_g..(r + 1) * cout_g]);
            }
        }
    }
}

/// The convolution in domain `A` over canonical operands; returns canonical `[N, O.., C_out]`.
fn compute<A: Acc>(g: &Geom, lhs: &[A], rhs: &[A]) -> Vec<A> {
    let m = g.n_out * g.out_sp.iter().product::<usize>();
    filled(m * g.c_out, |out| compute_into(g, lhs, rhs, out))
}

/// Writes canonical `vals` into a literal of shape `out` (canonical dim i = out dim `perm[i]`).
fn store<A: Copy, T: bytemuck::Pod + Default>(
    vals: &[A],
    out: &ArrayShape,
    perm: &[usize],
    conv: impl Fn(A) -> T,
) -> Result<Literal> {
    let mut lit = Literal::zeros(ArrayShape::new(out.ty, out.dims.clone()))?;
    let dst: &mut [T] = lit
        .as_mut_slice::<T>()
        .ok_or_else(|| Error::internal("convolution: element size mismatch"))?;
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        dst.iter_mut().zip(vals).for_each(|(d, &v)| *d = conv(v));
        return Ok(lit);
    }
    let strides = row_major_strides(&out.dims);
    let cdims: Vec<usize> = perm.iter().map(|&p| out.dims[p]).collect();
    let cstr: Vec<usize> = perm.iter().map(|&p| strides[p]).collect();
    let zero = vec![0usize; perm.len()];
    walk2(&cdims, &cstr, &zero, |flat, d, _| {
        dst[d] = conv(vals[flat]);
        Ok(())
    })?;
    Ok(lit)
}

fn load_f32<'a>(l: &'a Literal, perm: &[usize]) -> Result<Cow<'a, [f32]>> {
    let identity = perm.iter().enumerate().all(|(i, &p)| i == p);
    match l.ty() {
        ElementType::F32 if identity => l
            .as_slice::<f32>()
            .map(Cow::Borrowed)
            .ok_or_else(|| Error::internal("convolution: element size mismatch")),
        t => load_f32_owned(l, perm, t).map(Cow::Owned),
    }
}

fn load_f32_owned(l: &Literal, perm: &[usize], t: ElementType) -> Result<Vec<f32>> {
    match t {
        ElementType::F32 => permuted::<f32, f32>(l, perm, |v| v),
        ElementType::F16 => permuted::<f32, f16>(l, perm, |v| v.to_f32()),
        ElementType::BF16 => permuted::<f32, bf16>(l, perm, |v| v.to_f32()),
        t => Err(Error::unsupported(OP, t, "cpu")),
    }
}

fn load_i64(l: &Literal, perm: &[usize]) -> Result<Vec<i64>> {
    match l.ty() {
        ElementType::S8 => permuted::<i64, i8>(l, perm, |v| v as i64),
        ElementType::S16 => permuted::<i64, i16>(l, perm, |v| v as i64),
        ElementType::S32 => permuted::<i64, i32>(l, perm, |v| v as i64),
        ElementType::S64 => permuted::<i64, i64>(l, perm, |v| v),
        ElementType::U8 | ElementType::Pred => permuted::<i64, u8>(l, perm, |v| v as i64),
        ElementType::U16 => permuted::<i64, u16>(l, perm, |v| v as i64),
        ElementType::U32 => permuted::<i64, u32>(l, perm, |v| v as i64),
        ElementType::U64 => permuted::<i64, u64>(l, perm, |v| v as i64),
        t => Err(Error::unsupported(OP, t, "cpu")),
    }
}

/// Integer (or pred) operands of a convolution with a float or complex result, converted to
/// the result type: XLA's operand upcaster does this before the convolution runs, which then
/// accumulates in the result type. `None` when no operand needs it.
fn upcast_to_result(
    lhs: &Literal,
    rhs: &Literal,
    ot: ElementType,
) -> Result<Option<(Literal, Literal)>> {
    let needs = |t: ElementType| !t.is_floating() && ot.is_floating() && !ot.is_narrow_float();
    if !needs(lhs.ty()) && !needs(rhs.ty()) {
        return Ok(None);
    }
    let up = |l: &Literal| -> Result<Literal> {
        if needs(l.ty()) {
            super::super::convert::convert(l, ot)
        } else {
            Ok(l.clone())
        }
    };
    Ok(Some((up(lhs)?, up(rhs)?)))
}

pub(super) fn convolution(
    lhs: &Literal,
    rhs: &Literal,
    attrs: &ConvAttrs,
    out: &ArrayShape,
) -> Result<Literal> {
    let g = geometry(lhs.dims(), rhs.dims(), attrs, &out.dims)?;
    let (lt, rt, ot) = (lhs.ty(), rhs.ty(), out.ty);
    if let Some((l, r)) = upcast_to_result(lhs, rhs, ot)? {
        return convolution(&l, &r, attrs, out);
    }
    let (lp, rp, op) = canonical_perms(attrs);
    use ElementType::*;
    let small_float = |t: ElementType| matches!(t, F16 | BF16 | F32);
    if small_float(lt) && small_float(rt) && small_float(ot) {
        let (l, r) = (load_f32(lhs, &lp)?, load_f32(rhs, &rp)?);
        if ot == F32 && op.iter().enumerate().all(|(i, &p)| i == p) {
            // Canonical order is the result's own: the GEMM writes straight into it.
            let shape = ArrayShape::new(ot, out.dims.clone());
            // SAFETY: compute_into writes every element of the `element_count` f32s, which
            // are exactly the literal's bytes, 16-byte aligned (Literal's storage guarantee)
            // and so a valid MaybeUninit<f32> view.
            return Ok(unsafe {
                Literal::new_filled(shape, |bytes| {
                    let vals = std::slice::from_raw_parts_mut(
                        bytes.as_mut_ptr().cast::<MaybeUninit<f32>>(),
                        bytes.len() / 4,
                    );
                    compute_into::<f32>(&g, &l, &r, vals)
                })
            }?);
        }
        let v = compute::<f32>(&g, &l, &r);
        return match ot {
            F32 => store::<f32, f32>(&v, out, &op, |x| x),
            F16 => store::<f32, f16>(&v, out, &op, f16::from_f32),
            _ => store::<f32, bf16>(&v, out, &op, bf16::from_f32),
        };
    }
    let float = |t: ElementType| matches!(t, F16 | BF16 | F32 | F64);
    if float(lt) && float(rt) && float(ot) {
        let load = |l: &Literal, p: &[usize]| -> Result<Vec<f64>> {
            match l.ty() {
                F64 => permuted::<f64, f64>(l, p, |v| v),
                _ => Ok(load_f32(l, p)?.iter().map(|&v| f64::from(v)).collect()),
            }
        };
        let v = compute::<f64>(&g, &load(lhs, &lp)?, &load(rhs, &rp)?);
        return match ot {
            F64 => store::<f64, f64>(&v, out, &op, |x| x),
            F32 => store::<f64, f32>(&v, out, &op, |x| x as f32),
            F16 => store::<f64, f16>(&v, out, &op, f16::from_f64),
            _ => store::<f64, bf16>(&v, out, &op, bf16::from_f64),
        };
    }
    if lt == C64 && rt == C64 && ot == C64 {
        let v = compute::<Cx32>(
            &g,
            &permuted::<Cx32, [f32; 2]>(lhs, &lp, Cx32)?,
            &permuted::<Cx32, [f32; 2]>(rhs, &rp, Cx32)?,
        );
        return store::<Cx32, [f32; 2]>(&v, out, &op, |x| x.0);
    }
    if lt == C128 && rt == C128 && ot == C128 {
        let v = compute::<Cx64>(
            &g,
            &permuted::<Cx64, [f64; 2]>(lhs, &lp, Cx64)?,
            &permuted::<Cx64, [f64; 2]>(rhs, &rp, Cx64)?,
        );
        return store::<Cx64, [f64; 2]>(&v, out, &op, |x| x.0);
    }
    let int = |t: ElementType| t.is_int() && t.bit_width() >= 8;
    if int(lt) && int(rt) && int(ot) {
        let v = compute::<i64>(&g, &load_i64(lhs, &lp)?, &load_i64(rhs, &rp)?);
        return match ot {
            S8 => store::<i64, i8>(&v, out, &op, |x| x as i8),
            S16 => store::<i64, i16>(&v, out, &op, |x| x as i16),
            S32 => store::<i64, i32>(&v, out, &op, |x| x as i32),
            S64 => store::<i64, i64>(&v, out, &op, |x| x),
            U8 => store::<i64, u8>(&v, out, &op, |x| x as u8),
            U16 => store::<i64, u16>(&v, out, &op, |x| x as u16),
            U32 => store::<i64, u32>(&v, out, &op, |x| x as u32),
            _ => store::<i64, u64>(&v, out, &op, |x| x as u64),
        };
    }
    Err(Error::unsupported(
        OP,
        format!("{lt} x {rt} -> {ot}"),
        "cpu",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product(m: usize, n: usize, k: usize, ldo: usize, packed: bool) -> Vec<f32> {
        let col: Vec<f32> = (0..m * k)
            .map(|i| ((i * 7 % 13) as f32 - 6.0) / 8.0)
            .collect();
        let w: Vec<f32> = (0..k * n)
            .map(|i| ((i * 5 % 11) as f32 - 5.0) / 4.0)
            .collect();
        // Elements between rows (ldo > n) are not the product's: they keep the fill.
        let mut out = vec![MaybeUninit::new(f32::NAN); if m == 0 { 0 } else { (m - 1) * ldo + n }];
        if packed {
            packed_matmul(m, n, k, &col, &w, &mut out, ldo);
        } else {
            plain_matmul(m, n, k, &col, &w, &mut out, ldo);
        }
        // SAFETY: every element was initialised (NaN fill, then the product's writes).
        out.iter().map(|v| unsafe { v.assume_init() }).collect()
    }

    /// A canonical (b01f_01io->b01f) convolution's geometry with one window setting for
    /// every spatial dim: (size, stride, pad low, pad high, window dilation, base dilation).
    fn canonical_geom(
        batch: usize,
        sp: &[usize],
        cin: usize,
        cout: usize,
        win: (usize, usize, i64, i64, usize, usize),
    ) -> (Geom, Vec<usize>, Vec<usize>) {
        use crate::ir::{ConvDims, WindowDim};
        let nsp = sp.len();
        let (size, stride, lo, hi, wd, bd) = win;
        let out_sp: Vec<usize> = sp
            .iter()
            .map(|&x| {
                let padded = ((x - 1) * bd + 1) as i64 + lo + hi;
                let eff = ((size - 1) * wd + 1) as i64;
                ((padded - eff) / stride as i64 + 1) as usize
            })
            .collect();
        let attrs = ConvAttrs {
            window: vec![
                WindowDim {
                    size,
                    stride,
                    pad_low: lo,
                    pad_high: hi,
                    window_dilation: wd,
                    base_dilation: bd,
                    window_reversal: false,
                };
                nsp
            ],
            dims: ConvDims {
                input_batch: 0,
                input_feature: nsp + 1,
                input_spatial: (1..=nsp).collect(),
                kernel_input_feature: nsp,
                kernel_output_feature: nsp + 1,
                kernel_spatial: (0..nsp).collect(),
                output_batch: 0,
                output_feature: nsp + 1,
                output_spatial: (1..=nsp).collect(),
            },
            feature_group_count: 1,
            batch_group_count: 1,
            precision: vec![],
        };
        let lhs: Vec<usize> = [vec![batch], sp.to_vec(), vec![cin]].concat();
        let rhs: Vec<usize> = [vec![size; nsp], vec![cin, cout]].concat();
        let out: Vec<usize> = [vec![batch], out_sp, vec![cout]].concat();
        (geometry(&lhs, &rhs, &attrs, &out).unwrap(), lhs, rhs)
    }

    /// Building the im2col rows per task (wasm32's f32 convolution) gives the bits of the
    /// whole im2col matrix times the packed product, at the benchmark CNN's shapes, a depth
    /// over one 256-deep block, strides, dilations, padding and 1-d and 3-d windows.
    #[test]
    fn packed_conv_matches_im2col_then_product() {
        let cases: &[(
            usize,
            &[usize],
            usize,
            usize,
            (usize, usize, i64, i64, usize, usize),
        )] = &[
            (2, &[8, 8], 3, 32, (3, 1, 1, 1, 1, 1)),
            (2, &[6, 5], 32, 64, (3, 1, 1, 1, 1, 1)),
            (1, &[9, 7], 4, 5, (3, 2, 2, 0, 2, 2)),
            (3, &[11], 2, 3, (4, 3, 0, -1, 1, 1)),
            (1, &[4, 3, 5], 2, 6, (2, 1, 1, 0, 1, 1)),
            (1, &[4], 3, 2, (1, 1, 0, 0, 1, 1)),
        ];
        for &(batch, sp, cin, cout, win) in cases {
            let (g, lhs_dims, rhs_dims) = canonical_geom(batch, sp, cin, cout, win);
            let lhs: Vec<f32> = (0..lhs_dims.iter().product::<usize>())
                .map(|i| ((i * 37 % 101) as f32).sin())
                .collect();
            let w: Vec<f32> = (0..rhs_dims.iter().product::<usize>())
                .map(|i| ((i * 53 % 97) as f32).cos())
                .collect();
            let m = g.n_out * g.out_sp.iter().product::<usize>();
            let kd = w.len() / cout;
            let col = filled(m * kd, |c| im2col(&g, &lhs, 0, c));
            let mut want = vec![MaybeUninit::new(f32::NAN); m * cout];
            packed_matmul(m, cout, kd, &col, &w, &mut want, cout);
            let mut got = vec![MaybeUninit::new(f32::NAN); m * cout];
            packed_conv(&g, &lhs, &w, &mut got);
            // SAFETY: both were NaN-filled, then written.
            let bits = |v: &[MaybeUninit<f32>]| -> Vec<u32> {
                v.iter()
                    .map(|x| unsafe { x.assume_init() }.to_bits())
                    .collect()
            };
            assert_eq!(
                bits(&got),
                bits(&want),
                "{batch} {sp:?} {cin}->{cout} {win:?}"
            );
        }
    }

    /// The packed path (wasm32's) writes what the loops write, padding elements untouched,
    /// at shapes off the 4×8 tile and 256-deep block edges (the CNN's im2col shapes too).
    #[test]
    fn packed_matches_plain_loops() {
        for &(m, n, k, ldo) in &[
            (1, 1, 1, 1),
            (5, 9, 3, 9),
            (5, 9, 3, 12),
            (37, 32, 27, 32),
            (70, 64, 288, 64),
            (3, 10, 300, 17),
            (4, 8, 0, 8),
        ] {
            let want = product(m, n, k, ldo, false);
            let got = product(m, n, k, ldo, true);
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                let (row, j) = (i / ldo, i % ldo);
                if j >= n {
                    assert!(
                        g.is_nan() && w.is_nan(),
                        "{m}x{n}x{k}: gap ({row},{j}) written"
                    );
                } else {
                    assert!(
                        (g - w).abs() <= 1e-4 * (1.0 + w.abs()),
                        "{m}x{n}x{k} ({row},{j}): {g} vs {w}"
                    );
                }
            }
        }
    }
}
