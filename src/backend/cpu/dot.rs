//! `dot` with general dimension numbers: operands are viewed as [batch, M, K] and
//! [batch, K, N] (by strides when their layout allows, else by one transpose), then each
//! batch is one matrix product. f32/f64 (and f16/bf16 through f32) use the `gemm` crate
//! natively; integers accumulate with wrapping in i64; complex uses a plain loop.
//!
//! The result type may differ from the operands' (mixed precision); it is rounded once.

use super::convert::convert;
use super::elem::*;
use super::movement;
use crate::error::Result;
use crate::ir::{ArrayShape, DotDims, ElementType, Literal};
use std::borrow::Cow;

/// Strides (elements) of an operand viewed as [batch, rows, cols].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Strides {
    batch_stride: usize,
    rs: isize,
    cs: isize,
}

#[cfg(target_arch = "wasm32")]
impl Strides {
    /// One matrix of `data` with these strides, as wasm's packed GEMM reads it.
    fn packed<'a>(&self, data: &'a [f32]) -> super::packed_gemm::Strided<'a> {
        super::packed_gemm::Strided {
            data,
            rs: self.rs,
            cs: self.cs,
        }
    }
}

/// Operand view: base data (borrowed when no conversion or transpose was needed: operands
/// can be megabytes) plus its strides.
struct View<'a> {
    lit: Cow<'a, Literal>,
    st: Strides,
}

/// The strides of `dims` arranged as [B, R, C] (`rdims` index rows, `cdims` columns) when
/// the layout allows it without a transpose.
fn strides_of(
    dims: &[usize],
    batch: &[usize],
    rdims: &[usize],
    cdims: &[usize],
) -> Option<Strides> {
    let r: usize = rdims.iter().map(|&d| dims[d]).product();
    let c: usize = cdims.iter().map(|&d| dims[d]).product();
    let ident = |p: &mut dyn Iterator<Item = &usize>| p.enumerate().all(|(i, &d)| i == d);
    if ident(&mut batch.iter().chain(rdims).chain(cdims)) {
        return Some(Strides {
            batch_stride: r * c,
            rs: c as isize,
            cs: 1,
        });
    }
    if ident(&mut batch.iter().chain(cdims).chain(rdims)) {
        return Some(Strides {
            batch_stride: r * c,
            rs: 1,
            cs: r as isize,
        });
    }
    None
}

/// Arranges `x` as [B, R, C] where `rdims` index rows and `cdims` columns.
fn view<'a>(
    x: Cow<'a, Literal>,
    batch: &[usize],
    rdims: &[usize],
    cdims: &[usize],
) -> Result<View<'a>> {
    if let Some(st) = strides_of(x.dims(), batch, rdims, cdims) {
        return Ok(View { lit: x, st });
    }
    let r: usize = rdims.iter().map(|&d| x.dims()[d]).product();
    let c: usize = cdims.iter().map(|&d| x.dims()[d]).product();
    let mut p1: Vec<usize> = batch.to_vec();
    p1.extend(rdims);
    p1.extend(cdims);
    let t = movement::transpose(&x, &p1)?;
    Ok(View {
        lit: Cow::Owned(t),
        st: Strides {
            batch_stride: r * c,
            rs: c as isize,
            cs: 1,
        },
    })
}

/// An f32 dot planned from its shapes (for compiled loop bodies): sizes and operand strides
/// fixed, so running it is only the multiplication, written into a given output. Same
/// arithmetic as `dot` on the same operands.
#[derive(Clone, Debug)]
pub(crate) struct PlannedDot {
    batch: usize,
    m: usize,
    n: usize,
    k: usize,
    lhs: Strides,
    rhs: Strides,
    /// Elements of each operand and of the output.
    lens: [usize; 3],
}

impl PlannedDot {
    /// The plan when every type is f32, the dimension numbers fit the shapes, and neither
    /// operand needs a transpose; `None` otherwise (the caller runs `dot`).
    pub(crate) fn new(
        lhs: &ArrayShape,
        rhs: &ArrayShape,
        dd: &DotDims,
        out: &ArrayShape,
    ) -> Option<Self> {
        let f32s = [lhs.ty, rhs.ty, out.ty]
            .iter()
            .all(|&t| t == ElementType::F32);
        let (lr, rr) = (lhs.dims.len(), rhs.dims.len());
        let in_range = |ds: &[usize], r: usize| ds.iter().all(|&d| d < r);
        if !f32s
            || !in_range(&dd.lhs_batch, lr)
            || !in_range(&dd.lhs_contracting, lr)
            || !in_range(&dd.rhs_batch, rr)
            || !in_range(&dd.rhs_contracting, rr)
        {
            return None;
        }
        let lfree = dd.lhs_free(lr);
        let rfree = dd.rhs_free(rr);
        let crate::ir::analysis::DotSizes { batch, m, k, n } = dd.sizes(&lhs.dims, &rhs.dims);
        let lens = [
            lhs.element_count(),
            rhs.element_count(),
            out.element_count(),
        ];
        if lens != [batch * m * k, batch * k * n, batch * m * n] {
            return None;
        }
        Some(PlannedDot {
            batch,
            m,
            n,
            k,
            lhs: strides_of(&lhs.dims, &dd.lhs_batch, &lfree, &dd.lhs_contracting)?,
            rhs: strides_of(&rhs.dims, &dd.rhs_batch, &dd.rhs_contracting, &rfree)?,
            lens,
        })
    }

    /// `o = a · b` for operands of the planned shapes (an internal error otherwise).
    pub(crate) fn run(&self, a: &[f32], b: &[f32], o: &mut [f32]) -> Result<()> {
        if [a.len(), b.len(), o.len()] != self.lens {
            return Err(crate::error::Error::internal(
                "a planned dot got operands of other sizes",
            ));
        }
        let (m, n, k) = (self.m, self.n, self.k);
        matmul_f::<f32>(a, b, o, &self.lhs, &self.rhs, self.batch, m, n, k);
        Ok(())
    }
}

pub(crate) fn dot(lhs: &Literal, rhs: &Literal, dd: &DotDims, out: &ArrayShape) -> Result<Literal> {
    let oty = out.ty;
    let lfree = dd.lhs_free(lhs.dims().len());
    let rfree = dd.rhs_free(rhs.dims().len());
    let crate::ir::analysis::DotSizes { batch: b, m, k, n } = dd.sizes(lhs.dims(), rhs.dims());

    let any = |t: ElementType| lhs.ty() == t || rhs.ty() == t || oty == t;
    let cty = if oty.is_complex() || lhs.ty().is_complex() {
        if any(ElementType::C128) {
            ElementType::C128
        } else {
            ElementType::C64
        }
    } else if any(ElementType::F64) {
        ElementType::F64
    } else if oty.is_float() || lhs.ty().is_float() || rhs.ty().is_float() {
        ElementType::F32
    } else {
        ElementType::S64
    };
    if !matches!(
        lhs.ty(),
        ElementType::Pred
            | ElementType::S8
            | ElementType::S16
            | ElementType::S32
            | ElementType::S64
            | ElementType::U8
            | ElementType::U16
            | ElementType::U32
            | ElementType::U64
            | ElementType::F16
            | ElementType::BF16
            | ElementType::F32
            | ElementType::F64
            | ElementType::C64
            | ElementType::C128
    ) {
        return Err(unsupported("dot", lhs.ty()));
    }
    let lc = if lhs.ty() == cty {
        Cow::Borrowed(lhs)
    } else {
        Cow::Owned(convert(lhs, cty)?)
    };
    let rc = if rhs.ty() == cty {
        Cow::Borrowed(rhs)
    } else {
        Cow::Owned(convert(rhs, cty)?)
    };
    let lv = view(lc, &dd.lhs_batch, &lfree, &dd.lhs_contracting)?;
    let rv = view(rc, &dd.rhs_batch, &dd.rhs_contracting, &rfree)?;
    let dims = out.dims.clone();
    let res = match cty {
        ElementType::F32 => {
            let mut o = new_lit(cty, &dims)?;
            matmul_f::<f32>(
                sl(&lv.lit),
                sl(&rv.lit),
                o.data_mut_slice(),
                &lv.st,
                &rv.st,
                b,
                m,
                n,
                k,
            );
            o
        }
        ElementType::F64 => {
            let mut o = new_lit(cty, &dims)?;
            matmul_f::<f64>(
                sl(&lv.lit),
                sl(&rv.lit),
                o.data_mut_slice(),
                &lv.st,
                &rv.st,
                b,
                m,
                n,
                k,
            );
            o
        }
        ElementType::C64 => {
            let mut o = new_lit(cty, &dims)?;
            matmul_c::<f32>(
                sl(&lv.lit),
                sl(&rv.lit),
                o.data_mut_slice(),
                &lv.st,
                &rv.st,
                b,
                m,
                n,
                k,
            );
            o
        }
        ElementType::C128 => {
            let mut o = new_lit(cty, &dims)?;
            matmul_c::<f64>(
                sl(&lv.lit),
                sl(&rv.lit),
                o.data_mut_slice(),
                &lv.st,
                &rv.st,
                b,
                m,
                n,
                k,
            );
            o
        }
        _ => {
            let mut o = new_lit(ElementType::S64, &dims)?;
            matmul_i(
                sl(&lv.lit),
                sl(&rv.lit),
                o.data_mut_slice(),
                &lv.st,
                &rv.st,
                b,
                m,
                n,
                k,
            );
            o
        }
    };
    if res.ty() == oty {
        Ok(res)
    } else {
        convert(&res, oty)
    }
}

/// An f32 `dot` whose value only feeds an elementwise group (a bias add, an activation):
/// wasm32's packed product with `epilogue` run on each task's rows of the product as soon as
/// they are final (`packed_gemm::sgemm_then`), writing the group's value, which is returned.
/// The product is `dot`'s, bit for bit. `None` (nothing run) when the product does not take
/// that path: other types, a batch, a product small enough for `small_rows`, or native
/// builds (the gemm crate has no such hook); the caller then runs `dot` and the group.
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_variables))]
pub(crate) fn f32_dot_then(
    lhs: &Literal,
    rhs: &Literal,
    dd: &DotDims,
    out: &ArrayShape,
    epilogue: super::packed_gemm::Epilogue,
) -> Result<Option<Literal>> {
    #[cfg(not(target_arch = "wasm32"))]
    return Ok(None);
    #[cfg(target_arch = "wasm32")]
    {
        let f32s = [lhs.ty(), rhs.ty(), out.ty]
            .iter()
            .all(|&t| t == ElementType::F32);
        let lfree = dd.lhs_free(lhs.dims().len());
        let rfree = dd.rhs_free(rhs.dims().len());
        let crate::ir::analysis::DotSizes { batch, m, k, n } = dd.sizes(lhs.dims(), rhs.dims());
        if !f32s || batch != 1 || m == 0 || n == 0 || m * n * k <= SMALL_PRODUCT {
            return Ok(None);
        }
        let lv = view(
            Cow::Borrowed(lhs),
            &dd.lhs_batch,
            &lfree,
            &dd.lhs_contracting,
        )?;
        let rv = view(
            Cow::Borrowed(rhs),
            &dd.rhs_batch,
            &dd.rhs_contracting,
            &rfree,
        )?;
        let (a, b) = (lv.st.packed(sl(&lv.lit)), rv.st.packed(sl(&rv.lit)));
        let mut c = vec![0f32; m * n];
        // SAFETY: `sgemm_then` hands every row of the product to the epilogue with the same
        // rows of the output, which the epilogue writes in full.
        let lit = unsafe {
            Literal::new_filled(out.clone(), |bytes| {
                let o = super::fused_block::uninit_cast::<f32>(bytes);
                super::packed_gemm::sgemm_then(
                    super::par::threads(),
                    m,
                    n,
                    k,
                    a,
                    b,
                    &mut c,
                    o,
                    epilogue,
                )
            })
        }?;
        Ok(Some(lit))
    }
}

#[allow(clippy::too_many_arguments)]
fn matmul_f<T: FloatElem + 'static>(
    a: &[T],
    bm: &[T],
    o: &mut [T],
    lv: &Strides,
    rv: &Strides,
    batches: usize,
    m: usize,
    n: usize,
    k: usize,
) {
    if m == 0 || n == 0 {
        return;
    }
    // wasm: a batch of products (attention's heads) splits across threads by product, each
    // on one thread, instead of every product splitting its rows (a pool job each). Same
    // bits: a product's sums do not depend on how many threads ran it.
    #[cfg(target_arch = "wasm32")]
    if batches_in_parallel(batches, super::par::threads()) {
        super::par::chunks_mut(&mut o[..batches * m * n], m * n, |bi, ob| {
            let ab = &a[bi * lv.batch_stride..];
            let bb = &bm[bi * rv.batch_stride..];
            matmul_one(ab, bb, ob, lv, rv, m, n, k, 1);
        });
        return;
    }
    for bi in 0..batches {
        let ab = &a[bi * lv.batch_stride..];
        let bb = &bm[bi * rv.batch_stride..];
        let ob = &mut o[bi * m * n..(bi + 1) * m * n];
        matmul_one(ab, bb, ob, lv, rv, m, n, k, super::par::threads());
    }
}

/// Whether `batches` products run one per thread (rather than one after the other, each split
/// across `threads`): when every thread gets as many, or enough that the last round's
/// imbalance is small.
#[cfg(target_arch = "wasm32")]
fn batches_in_parallel(batches: usize, threads: usize) -> bool {
    threads > 1 && batches >= threads && (batches.is_multiple_of(threads) || batches >= 4 * threads)
}

/// One product `o = a · b` (`m×k` by `k×n`), on up to `threads` threads (wasm's GEMM; native
/// builds give the gemm crate the whole rayon pool).
#[allow(clippy::too_many_arguments)]
fn matmul_one<T: FloatElem + 'static>(
    ab: &[T],
    bb: &[T],
    ob: &mut [T],
    lv: &Strides,
    rv: &Strides,
    m: usize,
    n: usize,
    k: usize,
    #[cfg_attr(not(target_arch = "wasm32"), allow(unused_variables))] threads: usize,
) {
    if k == 0 {
        ob.iter_mut().for_each(|v| *v = T::ZERO);
        return;
    }
    if m * n * k <= SMALL_PRODUCT && rv.cs == 1 {
        small_rows_dispatch(ab, bb, ob, lv, rv, m, n, k);
        return;
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let work = m * n * k;
        let par = if work >= 48 * 48 * 48 {
            gemm::Parallelism::Rayon(0)
        } else {
            gemm::Parallelism::None
        };
        // On webxla's pool, so gemm's threads flush subnormals as the other kernels' do.
        // SAFETY: the views describe in-bounds [m,k] / [k,n] matrices of these slices
        // (checked by construction in `view`), and `ob` is an exclusive [m,n] row-major
        // buffer, borrowed for this call, which `install` does not outlive; gemm reads and
        // writes only inside those extents.
        super::par::install(move || unsafe {
            gemm::gemm(
                m,
                n,
                k,
                ob.as_mut_ptr(),
                1,
                n as isize,
                false,
                ab.as_ptr(),
                lv.cs,
                lv.rs,
                bb.as_ptr(),
                rv.cs,
                rv.rs,
                T::ZERO,
                T::ONE,
                false,
                false,
                false,
                par,
            );
        });
    }
    #[cfg(target_arch = "wasm32")]
    if let (Some(af), Some(bf), Some(of)) = (as_f32(ab), as_f32(bb), as_f32_mut(ob)) {
        let (a, b) = (lv.packed(af), rv.packed(bf));
        super::packed_gemm::sgemm_on(threads, m, n, k, a, b, of);
        return;
    }
    #[cfg(target_arch = "wasm32")]
    {
        for i in 0..m {
            let row = &mut ob[i * n..(i + 1) * n];
            row.iter_mut().for_each(|v| *v = T::ZERO);
            for p in 0..k {
                let av = ab[(i as isize * lv.rs + p as isize * lv.cs) as usize];
                for j in 0..n {
                    let bv = bb[(p as isize * rv.rs + j as isize * rv.cs) as usize];
                    row[j] = row[j] + av * bv;
                }
            }
        }
    }
}

/// Products up to this many multiply-adds (a 64-unit RNN step's [64]·[64,64] is 4,096) skip
/// the GEMM's packing and dispatch, which cost more than the arithmetic at this size.
const SMALL_PRODUCT: usize = 32 * 32 * 32;

/// `small_rows` compiled for AVX-512 or AVX2 with FMA when the CPU has them (picked at run
/// time; the baseline x86-64 build has 4-wide SSE only). Like the gemm crate's kernels (and
/// XLA:CPU's), sums are fused multiply-adds in `k` order from zero where the CPU has FMA, so a
/// small product gets the bits the GEMM gave it; without FMA, a multiply then an add.
#[allow(clippy::too_many_arguments)]
fn small_rows_dispatch<T: FloatElem>(
    a: &[T],
    b: &[T],
    o: &mut [T],
    lv: &Strides,
    rv: &Strides,
    m: usize,
    n: usize,
    k: usize,
) {
    #[cfg(target_arch = "x86_64")]
    {
        #[target_feature(enable = "avx512f,avx2,fma")]
        #[allow(clippy::too_many_arguments)]
        unsafe fn avx512<T: FloatElem>(
            a: &[T],
            b: &[T],
            o: &mut [T],
            lv: &Strides,
            rv: &Strides,
            m: usize,
            n: usize,
            k: usize,
        ) {
            small_rows::<T, true>(a, b, o, lv, rv, m, n, k)
        }
        #[target_feature(enable = "avx2,fma")]
        #[allow(clippy::too_many_arguments)]
        unsafe fn avx2<T: FloatElem>(
            a: &[T],
            b: &[T],
            o: &mut [T],
            lv: &Strides,
            rv: &Strides,
            m: usize,
            n: usize,
            k: usize,
        ) {
            small_rows::<T, true>(a, b, o, lv, rv, m, n, k)
        }
        if std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("fma") {
            // SAFETY: the CPU has AVX-512F (checked above); the body is safe code.
            return unsafe { avx512(a, b, o, lv, rv, m, n, k) };
        }
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma") {
            // SAFETY: the CPU has AVX2 (checked above); the body is safe code.
            return unsafe { avx2(a, b, o, lv, rv, m, n, k) };
        }
    }
    small_rows::<T, false>(a, b, o, lv, rv, m, n, k)
}

/// A small product whose right operand has contiguous rows: each output row accumulates
/// `a[i,p] · b[p,:]` over `p` in order (vectorised along the row), fused when `FUSED`.
/// Columns go in blocks whose sums stay in registers for the whole `p` loop (256 then 64
/// bytes wide), the rest one by one; every element's sum is the same chain of operations
/// in every case.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn small_rows<T: FloatElem, const FUSED: bool>(
    a: &[T],
    b: &[T],
    o: &mut [T],
    lv: &Strides,
    rv: &Strides,
    m: usize,
    n: usize,
    k: usize,
) {
    for i in 0..m {
        let row = &mut o[i * n..(i + 1) * n];
        let ai = |p: usize| a[(i as isize * lv.rs + p as isize * lv.cs) as usize];
        let j = if std::mem::size_of::<T>() <= 4 {
            let j = col_blocks::<T, FUSED, 64>(&ai, b, row, rv, 0, k);
            col_blocks::<T, FUSED, 16>(&ai, b, row, rv, j, k)
        } else {
            let j = col_blocks::<T, FUSED, 32>(&ai, b, row, rv, 0, k);
            col_blocks::<T, FUSED, 8>(&ai, b, row, rv, j, k)
        };
        if j == n {
            continue;
        }
        let rest = &mut row[j..];
        rest.iter_mut().for_each(|v| *v = T::ZERO);
        let w = rest.len();
        for p in 0..k {
            let av = ai(p);
            let start = (p as isize * rv.rs) as usize + j;
            for (r, &bv) in rest.iter_mut().zip(&b[start..start + w]) {
                *r = fma_step::<T, FUSED>(*r, av, bv);
            }
        }
    }
}

#[inline(always)]
fn fma_step<T: FloatElem, const FUSED: bool>(acc: T, av: T, bv: T) -> T {
    if FUSED {
        av.mul_add(bv, acc)
    } else {
        acc + av * bv
    }
}

/// Whole blocks of `W` columns of `row` from column `j0`, each summed in a local array (kept
/// in registers) over all of `p`; returns the first column not done.
#[inline(always)]
fn col_blocks<T: FloatElem, const FUSED: bool, const W: usize>(
    ai: &impl Fn(usize) -> T,
    b: &[T],
    row: &mut [T],
    rv: &Strides,
    j0: usize,
    k: usize,
) -> usize {
    let mut j = j0;
    while j + W <= row.len() {
        let mut acc = [T::ZERO; W];
        for p in 0..k {
            let av = ai(p);
            let start = (p as isize * rv.rs) as usize + j;
            let bs = &b[start..start + W];
            for c in 0..W {
                acc[c] = fma_step::<T, FUSED>(acc[c], av, bs[c]);
            }
        }
        row[j..j + W].copy_from_slice(&acc);
        j += W;
    }
    j
}

/// `s` as f32s when `T` is f32.
#[cfg(target_arch = "wasm32")]
fn as_f32<T: FloatElem + 'static>(s: &[T]) -> Option<&[f32]> {
    (std::any::TypeId::of::<T>() == std::any::TypeId::of::<f32>()).then(|| bytemuck::cast_slice(s))
}

/// `s` as f32s when `T` is f32.
#[cfg(target_arch = "wasm32")]
fn as_f32_mut<T: FloatElem + 'static>(s: &mut [T]) -> Option<&mut [f32]> {
    (std::any::TypeId::of::<T>() == std::any::TypeId::of::<f32>())
        .then(|| bytemuck::cast_slice_mut(s))
}

#[allow(clippy::too_many_arguments)]
fn matmul_i(
    a: &[i64],
    bm: &[i64],
    o: &mut [i64],
    lv: &Strides,
    rv: &Strides,
    batches: usize,
    m: usize,
    n: usize,
    k: usize,
) {
    for bi in 0..batches {
        let ab = &a[bi * lv.batch_stride..];
        let bb = &bm[bi * rv.batch_stride..];
        for i in 0..m {
            for j in 0..n {
                let mut acc = 0i64;
                for p in 0..k {
                    let av = ab[(i as isize * lv.rs + p as isize * lv.cs) as usize];
                    let bv = bb[(p as isize * rv.rs + j as isize * rv.cs) as usize];
                    acc = acc.wrapping_add(av.wrapping_mul(bv));
                }
                o[bi * m * n + i * n + j] = acc;
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn matmul_c<T: FloatElem>(
    a: &[[T; 2]],
    bm: &[[T; 2]],
    o: &mut [[T; 2]],
    lv: &Strides,
    rv: &Strides,
    batches: usize,
    m: usize,
    n: usize,
    k: usize,
) {
    for bi in 0..batches {
        let ab = &a[bi * lv.batch_stride..];
        let bb = &bm[bi * rv.batch_stride..];
        for i in 0..m {
            for j in 0..n {
                let mut acc = [T::ZERO, T::ZERO];
                for p in 0..k {
                    let x = ab[(i as isize * lv.rs + p as isize * lv.cs) as usize];
                    let y = bb[(p as isize * rv.rs + j as isize * rv.cs) as usize];
                    acc = [
                        acc[0] + (x[0] * y[0] - x[1] * y[1]),
                        acc[1] + (x[0] * y[1] + x[1] * y[0]),
                    ];
                }
                o[bi * m * n + i * n + j] = acc;
            }
        }
    }
}
