//! f32 matrix products for builds without the `gemm` crate (wasm32): BLIS's loop nest over
//! packed panels, with a 4×8 register-blocked micro-kernel on SIMD128 when the build enables
//! it (`+simd128`, which the package build does) and the same kernel on scalar lanes
//! otherwise. Native builds use the `gemm` crate, which has AVX2/AVX-512/NEON kernels but does
//! not build for wasm32; this module compiles everywhere so its packing and edge handling are
//! tested natively too.
//!
//! Large products split each packed block of B by rows of C across threads (`par`): every
//! task packs its own rows of A and writes its own rows of C, and each element of C adds up
//! its depth in the same order whatever the thread count, so threads do not change the bits.
//!
//! Only the product itself (and the hook that hands each task's finished rows to an epilogue)
//! lives here: shapes, batching and strides come from `dot`. It must not allocate per tile (the
//! packing buffers are allocated once per block and thread).

use std::mem::MaybeUninit;

/// Rows of a micro-tile: the A values broadcast per step.
const MR: usize = 4;
/// Columns of a micro-tile: two SIMD128 vectors of f32.
const NR: usize = 8;
/// Depth of a packed block: a 4×KC A panel and a KC×8 B panel (12 KB) stay in L1.
const KC: usize = 256;
/// Rows of A packed at once (64 KB of A per block, in L2).
const MC: usize = 64;
/// Most rows of a task when a product's rows are split across threads: half of `MC`, so the
/// last task of a job (which one thread may finish alone) is half as long; 32-row blocks cost
/// the same per multiply-add as 64-row ones (the 1024² product in the one-thread wasm build:
/// 60.3 against 60.8 ms of CPU).
const MC_SPLIT: usize = 32;
/// Fewest rows of a split task (the guided tail of `row_tasks`): a task streams the whole
/// packed slab of B whatever its rows, so much shorter ones would wait on memory.
const MIN_SPLIT: usize = 8;
/// Columns of B packed at once (512 KB of B per depth block).
const NC: usize = 512;
/// Most f32s of B packed at once (4 MB): a slab of NC columns and as many KC-deep blocks as
/// fit, so each thread runs through every block of a slab for its rows in one task.
const SLAB: usize = 1 << 20;
/// Products of fewer multiply-adds than this run on the calling thread.
const PAR_WORK: usize = 64 * 64 * 64;
/// Row tasks per thread (down to `MR` rows a task): enough that a worker joining late still
/// takes its share, and that the last task, which one thread may finish alone while the other
/// waits, is short. Was 4: the MLP benchmark's 256-row products ran as 8 tasks of 32 rows, and
/// the pool trace showed the worker joining with 3 of them left, or the caller waiting for its
/// last one; 8 gives 16 tasks of 16 rows (products of 512 rows or more keep `MC_SPLIT`).
const TASKS_PER_THREAD: usize = 8;

/// [`TASKS_PER_THREAD`] unless [`tune`] changed it.
static TASKS_PER_THREAD_NOW: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(TASKS_PER_THREAD);

/// [`MIN_SPLIT`] unless [`tune`] changed it.
static MIN_SPLIT_NOW: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(MIN_SPLIT);

/// Diagnostics only (A/B runs of the threaded wasm build's pool trace in one page): row tasks
/// per thread (at least 1) and, when given, the fewest rows of a task in the guided tail (at
/// least 1; as many as the first tasks' rows or more: no tail, every task as long, the split
/// before 2026-11-28). The bits do not depend on either.
#[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
pub(crate) fn tune(tasks_per_thread: usize, min_split: Option<usize>) {
    use std::sync::atomic::Ordering::Relaxed;
    TASKS_PER_THREAD_NOW.store(tasks_per_thread.max(1), Relaxed);
    if let Some(rows) = min_split {
        MIN_SPLIT_NOW.store(rows.max(1), Relaxed);
    }
}

/// A strided f32 matrix: element `(i, j)` is `data[i * rs + j * cs]`.
#[derive(Clone, Copy)]
pub(crate) struct Strided<'a> {
    pub data: &'a [f32],
    pub rs: isize,
    pub cs: isize,
}

impl<'a> Strided<'a> {
    /// A row-major matrix of `cols` columns.
    pub(crate) fn row_major(data: &'a [f32], cols: usize) -> Self {
        Strided {
            data,
            rs: cols as isize,
            cs: 1,
        }
    }

    #[inline(always)]
    fn at(&self, i: usize, j: usize) -> f32 {
        // Views are built with non-negative offsets inside `data` (`dot::view`).
        self.data[(i as isize * self.rs + j as isize * self.cs) as usize]
    }
}

/// `c = a · b` with `a` [m, k], `b` [k, n] and `c` row-major [m, n].
pub(crate) fn sgemm(m: usize, n: usize, k: usize, a: Strided, b: Strided, c: &mut [f32]) {
    sgemm_on(super::par::threads(), m, n, k, a, b, c)
}

/// `sgemm` split for `threads` threads (1: all on the calling thread, as `dot` runs each of a
/// batch of products when the batch itself is split across threads).
///
/// Per slab of B (columns `jc..jc + nc`, depth `ps..ps + ks`): one parallel job packs it
/// (tasks of KC-deep blocks × NR-column panel groups), a second runs the rows of C (tasks of
/// `mc` rows, each through every block of the slab in depth order). Each element of C adds
/// up its depth blocks in ascending order whatever the split, so the bits never depend on
/// the thread count.
pub(crate) fn sgemm_on(
    threads: usize,
    m: usize,
    n: usize,
    k: usize,
    a: Strided,
    b: Strided,
    c: &mut [f32],
) {
    sgemm_slabs(threads, SLAB, m, n, k, a, b, c, None)
}

/// What a product does with rows of C once they are final: called with the first row's
/// index, those rows of C, and the same rows of `out`, all of which it must write.
pub(crate) type Epilogue<'e> = &'e (dyn Fn(usize, &[f32], &mut [MaybeUninit<f32>]) + Sync);

/// `sgemm_on`, then `epilogue` on every row of C, each task's rows right after the task has
/// finished them (in the last slab's job, while they are in cache), writing `out` (as long
/// as C). C's bits are `sgemm_on`'s.
#[allow(clippy::too_many_arguments)]
pub(crate) fn sgemm_then(
    threads: usize,
    m: usize,
    n: usize,
    k: usize,
    a: Strided,
    b: Strided,
    c: &mut [f32],
    out: &mut [MaybeUninit<f32>],
    epilogue: Epilogue,
) {
    sgemm_slabs(threads, SLAB, m, n, k, a, b, c, Some((out, epilogue)))
}

/// `sgemm_on` (and, when given, `sgemm_then`'s epilogue) with slabs of at most `slab` f32s
/// (tests make them small).
#[allow(clippy::too_many_arguments)]
fn sgemm_slabs(
    threads: usize,
    slab: usize,
    m: usize,
    n: usize,
    k: usize,
    a: Strided,
    b: Strided,
    c: &mut [f32],
    then: Option<(&mut [MaybeUninit<f32>], Epilogue)>,
) {
    let c = &mut c[..m * n];
    let (mut out, epilogue) = match then {
        Some((out, e)) => (Some(&mut out[..m * n]), Some(e)),
        None => (None, None),
    };
    if m == 0 || n == 0 || k == 0 {
        c.fill(0.0);
        if let (Some(out), Some(e)) = (out, epilogue) {
            e(0, c, out);
        }
        return;
    }
    let threads = if m.saturating_mul(n).saturating_mul(k) >= PAR_WORK {
        threads
    } else {
        1
    };
    let tasks = if threads > 1 {
        row_tasks(m, threads)
    } else {
        vec![m]
    };
    let split = tasks.len() > 1;
    let mc = if split { tasks[0] } else { MC.min(m) };
    let apack_len = KC * mc.next_multiple_of(MR);
    let (ncp_max, slab_depth) = slab_shape(n, slab);
    let mut bpack = BPACK.take();
    let need = slab_depth.min(k) * ncp_max;
    if bpack.len() < need {
        bpack.resize(need, 0.0);
    }
    // The calling thread's A buffer; split jobs give each thread its own instead.
    let mut apack = vec![0f32; if split { 0 } else { apack_len }];
    for jc in (0..n).step_by(NC) {
        let nc = NC.min(n - jc);
        for ps in (0..k).step_by(slab_depth) {
            let ks = slab_depth.min(k - ps);
            let slab = Slab {
                bpack: pack_b_slab(threads, b, ps, jc, ks, nc, &mut bpack),
                jc,
                nc,
                ps,
                ks,
                n,
                first_in_depth: ps == 0,
            };
            // The last slab finishes its rows: every earlier slab's job has ended.
            let last = jc + nc == n && ps + ks == k;
            // This slab's rows of the output, when it runs the epilogue.
            let mut slab_out = if last { out.take() } else { None };
            if split {
                let mut outs = slab_out.map(|o| row_pieces(o, n, &tasks).into_iter());
                let items: Vec<_> = row_pieces(c, n, &tasks)
                    .into_iter()
                    .map(|piece| (piece, outs.as_mut().and_then(Iterator::next)))
                    .collect();
                super::par::items_init(
                    items,
                    || vec![0f32; apack_len],
                    |apack, _, ((ic, rows), o)| {
                        slab.rows(a, ic, apack, rows);
                        if let (Some((_, o)), Some(e)) = (o, epilogue) {
                            e(ic, rows, o);
                        }
                    },
                );
            } else {
                for (bi, rows) in c.chunks_mut(mc * n).enumerate() {
                    slab.rows(a, bi * mc, &mut apack, rows);
                    if let (Some(o), Some(e)) = (slab_out.as_deref_mut(), epilogue) {
                        let at = bi * mc * n;
                        e(bi * mc, rows, &mut o[at..at + rows.len()]);
                    }
                }
            }
        }
    }
    BPACK.set(bpack);
}

/// The widest packed slab's columns (NC at most, whole panels) and the depth of a slab of at
/// most `slab` f32s (whole KC blocks, at least one) for a product with `n` > 0 columns.
fn slab_shape(n: usize, slab: usize) -> (usize, usize) {
    let ncp_max = NC.min(n).next_multiple_of(NR);
    (ncp_max, (slab / ncp_max / KC).max(1) * KC)
}

/// B (`k × n`) packed once, slab by slab as `sgemm_slabs` packs it, for products with any
/// rows of A that the caller runs itself (a convolution's tasks, each with its own rows of the
/// im2col matrix). Each element of C adds up the same depth blocks in the same order as
/// `sgemm`, so the bits are `sgemm`'s.
pub(crate) struct PackedB {
    n: usize,
    k: usize,
    /// (columns `jc..jc + nc`, depth `ps..ps + ks`, the packed slab), in `sgemm_slabs`' order.
    slabs: Vec<(usize, usize, usize, usize, Vec<f32>)>,
}

impl PackedB {
    /// Packs `b` (`k × n`) with `threads` threads.
    pub(crate) fn new(threads: usize, k: usize, n: usize, b: Strided) -> Self {
        let mut slabs = Vec::new();
        if n > 0 && k > 0 {
            let (_, slab_depth) = slab_shape(n, SLAB);
            for jc in (0..n).step_by(NC) {
                let nc = NC.min(n - jc);
                for ps in (0..k).step_by(slab_depth) {
                    let ks = slab_depth.min(k - ps);
                    let mut packed = vec![0f32; ks * nc.next_multiple_of(NR)];
                    pack_b_slab(threads, b, ps, jc, ks, nc, &mut packed);
                    slabs.push((jc, nc, ps, ks, packed));
                }
            }
        }
        PackedB { n, k, slabs }
    }

    /// `c_rows = a · B` on the calling thread, for `c_rows.len() / n` rows of A from its row
    /// 0; `apack` is the caller's A-panel buffer (grown as needed, kept between calls).
    pub(crate) fn product_rows(&self, a: Strided, c_rows: &mut [f32], apack: &mut Vec<f32>) {
        let n = self.n;
        if self.k == 0 || n == 0 {
            c_rows.fill(0.0);
            return;
        }
        let need = KC * MC.next_multiple_of(MR);
        if apack.len() < need {
            apack.resize(need, 0.0);
        }
        for (jc, nc, ps, ks, bpack) in &self.slabs {
            let slab = Slab {
                bpack,
                jc: *jc,
                nc: *nc,
                ps: *ps,
                ks: *ks,
                n,
                first_in_depth: *ps == 0,
            };
            for (bi, rows) in c_rows.chunks_mut(MC * n).enumerate() {
                slab.rows(a, bi * MC, apack, rows);
            }
        }
    }
}

/// Row counts of a product's tasks when its `m` rows are split across `threads` threads
/// (guided self-scheduling, largest first): tasks of `m / (TASKS_PER_THREAD · threads)` rows
/// (at most `MC_SPLIT`) while much is left, then each `remaining / (2 · threads)` rows (at
/// least `MIN_SPLIT`), so the last tasks, which one thread may run while the other waits,
/// are short. A single task when `m` is too small to split.
fn row_tasks(m: usize, threads: usize) -> Vec<usize> {
    let per_thread = TASKS_PER_THREAD_NOW.load(std::sync::atomic::Ordering::Relaxed);
    let most = MC_SPLIT.min(m.div_ceil(per_thread * threads).next_multiple_of(MR));
    let least = MIN_SPLIT_NOW
        .load(std::sync::atomic::Ordering::Relaxed)
        .min(most);
    if m <= least {
        return vec![m];
    }
    let mut tasks = Vec::new();
    let mut left = m;
    while left > 0 {
        let rows = left
            .div_ceil(2 * threads)
            .next_multiple_of(MR)
            .clamp(least, most)
            .min(left);
        tasks.push(rows);
        left -= rows;
    }
    tasks
}

/// `c` (row-major, `n` columns) cut into consecutive pieces of `tasks[i]` rows, each with its
/// first row's index.
fn row_pieces<'c, T>(mut c: &'c mut [T], n: usize, tasks: &[usize]) -> Vec<(usize, &'c mut [T])> {
    let mut pieces = Vec::with_capacity(tasks.len());
    let mut ic = 0;
    for &rows in tasks {
        let (piece, rest) = std::mem::take(&mut c).split_at_mut(rows * n);
        pieces.push((ic, piece));
        c = rest;
        ic += rows;
    }
    pieces
}

thread_local! {
    /// The packed-B buffer of this thread's last product (at most SLAB f32s), kept so the next
    /// product does not allocate and zero megabytes again.
    static BPACK: std::cell::Cell<Vec<f32>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Packs depth `ps..ps + ks`, columns `jc..jc + nc` of `b` into `out` as consecutive KC-deep
/// blocks (each as `pack_b` lays it out), in parallel when `threads` > 1; returns the packed
/// part of `out`.
fn pack_b_slab<'o>(
    threads: usize,
    b: Strided,
    ps: usize,
    jc: usize,
    ks: usize,
    nc: usize,
    out: &'o mut [f32],
) -> &'o [f32] {
    let ncp = nc.next_multiple_of(NR);
    let len = ks * ncp;
    // Tasks: per depth block, groups of panels of about 64 columns (a 64 KB copy at KC).
    const PANELS: usize = 8;
    let mut tasks = Vec::new();
    let mut rest = &mut out[..len];
    for pc in (ps..ps + ks).step_by(KC) {
        let kc = KC.min(ps + ks - pc);
        for jr in (0..nc).step_by(PANELS * NR) {
            let cols = (PANELS * NR).min(nc - jr);
            let (piece, tail) = rest.split_at_mut(kc * cols.next_multiple_of(NR));
            tasks.push((pc, kc, jr, cols, piece));
            rest = tail;
        }
    }
    let pack = |(pc, kc, jr, cols, piece): (usize, usize, usize, usize, &mut [f32])| {
        pack_b(b, pc, jc + jr, kc, cols, piece)
    };
    if threads > 1 && tasks.len() > 1 {
        super::par::for_each(tasks, pack);
    } else {
        tasks.into_iter().for_each(pack);
    }
    &out[..len]
}

/// A packed slab of B (depth `ps..ps + ks`, columns `jc..jc + nc` of an `n`-column C) as
/// `pack_b_slab` lays it out; `first_in_depth`: the slab starts the depth, so its first block
/// writes its columns of C (whatever they held) and later blocks add into them.
struct Slab<'a> {
    bpack: &'a [f32],
    jc: usize,
    nc: usize,
    ps: usize,
    ks: usize,
    n: usize,
    first_in_depth: bool,
}

impl Slab<'_> {
    /// Adds `a[ic.., ps..ps + ks] · this slab` into `c_rows`, whole rows of C from row `ic`,
    /// one KC-deep block after the other.
    fn rows(&self, a: Strided, ic: usize, apack: &mut [f32], c_rows: &mut [f32]) {
        let Slab {
            bpack,
            jc,
            nc,
            ps,
            ks,
            n,
            first_in_depth,
        } = *self;
        let mc = c_rows.len() / n;
        let ncp = nc.next_multiple_of(NR);
        for pc in (ps..ps + ks).step_by(KC) {
            let kc = KC.min(ps + ks - pc);
            // Blocks before this one are all KC deep.
            let block = &bpack[(pc - ps) * ncp..(pc - ps + kc) * ncp];
            pack_a(a, ic, pc, mc, kc, apack);
            // The depth's first block stores its tiles, which is `0 + tile` bit for bit: a
            // tile sums from +0, so it is never -0 (the one value `0 + x` would change).
            let store = first_in_depth && pc == ps;
            add_block(block, apack, mc, kc, nc, jc, n, c_rows, store);
        }
    }
}

/// Adds packed A (`mc` rows, depth `kc`) times a packed block of B (depth `kc`, `nc` columns
/// in NR-column panels) into columns `jc..jc + nc` of `c_rows`, whole rows of `n` values; with
/// `store`, writes the product there instead (what those columns hold before is not read).
#[allow(clippy::too_many_arguments)]
fn add_block(
    bpack: &[f32],
    apack: &[f32],
    mc: usize,
    kc: usize,
    nc: usize,
    jc: usize,
    n: usize,
    c_rows: &mut [f32],
    store: bool,
) {
    for jr in (0..nc).step_by(NR) {
        let bp = &bpack[jr * kc..(jr + NR) * kc];
        for ir in (0..mc).step_by(MR) {
            let ap = &apack[ir * kc..(ir + MR) * kc];
            let tile = micro_kernel(ap, bp);
            let rows = MR.min(mc - ir);
            let cols = NR.min(nc - jr);
            if rows == MR && cols == NR {
                if store {
                    store_full_tile(&tile, c_rows, ir * n + jc + jr, n);
                } else {
                    add_full_tile(&tile, c_rows, ir * n + jc + jr, n);
                }
                continue;
            }
            for (r, t) in tile.iter().enumerate().take(rows) {
                let at = (ir + r) * n + jc + jr;
                let row = &mut c_rows[at..at + cols];
                if store {
                    row.copy_from_slice(&t[..cols]);
                } else {
                    for (o, v) in row.iter_mut().zip(t) {
                        *o += v;
                    }
                }
            }
        }
    }
}

/// `c[at + r * n..][..NR] = tile[r]` for every row of a whole tile.
#[inline(always)]
fn store_full_tile(tile: &[[f32; NR]; MR], c: &mut [f32], at: usize, n: usize) {
    for (r, t) in tile.iter().enumerate() {
        c[at + r * n..at + r * n + NR].copy_from_slice(t);
    }
}

/// `c[at + r * n..][..NR] += tile[r]` for every row of a whole tile (`c + t`, as the edge
/// tiles add).
#[inline(always)]
fn add_full_tile(tile: &[[f32; NR]; MR], c: &mut [f32], at: usize, n: usize) {
    for (r, t) in tile.iter().enumerate() {
        let row = &mut c[at + r * n..at + r * n + NR];
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        {
            use core::arch::wasm32::*;
            // SAFETY: `row` and `t` hold NR = 8 f32s: two 16-byte loads and stores each, in
            // bounds; unaligned access is allowed.
            unsafe {
                let (cp, tp) = (row.as_mut_ptr(), t.as_ptr());
                let lo = f32x4_add(v128_load(cp as *const v128), v128_load(tp as *const v128));
                let hi = f32x4_add(
                    v128_load(cp.add(4) as *const v128),
                    v128_load(tp.add(4) as *const v128),
                );
                v128_store(cp as *mut v128, lo);
                v128_store(cp.add(4) as *mut v128, hi);
            }
        }
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        for (o, v) in row.iter_mut().zip(t) {
            *o += v;
        }
    }
}

/// Packs rows `ic..ic + mc`, depth `pc..pc + kc` of `a` as MR-row panels, each `kc` steps of
/// MR values (rows past `mc` are zero).
fn pack_a(a: Strided, ic: usize, pc: usize, mc: usize, kc: usize, out: &mut [f32]) {
    for ir in (0..mc).step_by(MR) {
        let panel = &mut out[ir * kc..(ir + MR) * kc];
        if a.cs == 1 && ir + MR <= mc {
            // Whole panel of contiguous rows (row-major A, im2col's columns).
            let row = |r: usize| {
                let at = ((ic + ir + r) as isize * a.rs) as usize + pc;
                &a.data[at..at + kc]
            };
            interleave4([row(0), row(1), row(2), row(3)], panel);
            continue;
        }
        for (p, step) in panel.chunks_exact_mut(MR).enumerate() {
            for (r, v) in step.iter_mut().enumerate() {
                *v = if ir + r < mc {
                    a.at(ic + ir + r, pc + p)
                } else {
                    0.0
                };
            }
        }
    }
}

/// `out[4 * p + r] = rows[r][p]`: four rows of one length interleaved step by step.
#[inline(always)]
fn interleave4(rows: [&[f32]; MR], out: &mut [f32]) {
    let kc = rows[0].len();
    let out = &mut out[..MR * kc];
    let done = interleave4_simd(rows, out);
    for (q, step) in out.chunks_exact_mut(MR).enumerate().skip(done) {
        for (v, r) in step.iter_mut().zip(rows) {
            *v = r[q];
        }
    }
}

/// The first steps of `interleave4`, four at a time as 4×4 transposes; returns how many
/// steps it wrote.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline(always)]
fn interleave4_simd(rows: [&[f32]; MR], out: &mut [f32]) -> usize {
    use core::arch::wasm32::*;
    let kc = rows[0].len();
    assert!(rows.iter().all(|r| r.len() == kc) && out.len() >= MR * kc);
    let mut p = 0;
    while p + 4 <= kc {
        // SAFETY: `p + 4 <= kc`, the length of every row, and `out` holds 4 * kc f32s: all
        // loads and stores are in bounds (unaligned access allowed).
        unsafe {
            let ld = |r: &[f32]| v128_load(r.as_ptr().add(p) as *const v128);
            let (r0, r1, r2, r3) = (ld(rows[0]), ld(rows[1]), ld(rows[2]), ld(rows[3]));
            let t0 = i32x4_shuffle::<0, 4, 1, 5>(r0, r1);
            let t1 = i32x4_shuffle::<0, 4, 1, 5>(r2, r3);
            let t2 = i32x4_shuffle::<2, 6, 3, 7>(r0, r1);
            let t3 = i32x4_shuffle::<2, 6, 3, 7>(r2, r3);
            let o = out.as_mut_ptr().add(4 * p);
            v128_store(o as *mut v128, i32x4_shuffle::<0, 1, 4, 5>(t0, t1));
            v128_store(o.add(4) as *mut v128, i32x4_shuffle::<2, 3, 6, 7>(t0, t1));
            v128_store(o.add(8) as *mut v128, i32x4_shuffle::<0, 1, 4, 5>(t2, t3));
            v128_store(o.add(12) as *mut v128, i32x4_shuffle::<2, 3, 6, 7>(t2, t3));
        }
        p += 4;
    }
    p
}

/// Builds without SIMD128 interleave every step in `interleave4`'s scalar loop.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn interleave4_simd(_rows: [&[f32]; MR], _out: &mut [f32]) -> usize {
    0
}

/// Packs depth `pc..pc + kc`, columns `jc..jc + nc` of `b` as NR-column panels, each `kc`
/// steps of NR values (columns past `nc` are zero).
fn pack_b(b: Strided, pc: usize, jc: usize, kc: usize, nc: usize, out: &mut [f32]) {
    for jr in (0..nc).step_by(NR) {
        let panel = &mut out[jr * kc..(jr + NR) * kc];
        let cols = NR.min(nc - jr);
        if cols == NR && kc > 0 {
            // Whole panels of a row-major B (weights) or of a transposed one (a K^T): the
            // panel's source in one bounds check, then plain copies without per-element
            // index arithmetic.
            if b.cs == 1 && b.rs > 0 {
                let rs = b.rs as usize;
                let first = pc * rs + jc + jr;
                let src = &b.data[first..first + (kc - 1) * rs + NR];
                for (p, step) in panel.chunks_exact_mut(NR).enumerate() {
                    step.copy_from_slice(&src[p * rs..p * rs + NR]);
                }
                continue;
            }
            if b.rs == 1 && b.cs > 0 {
                let cs = b.cs as usize;
                let first = (jc + jr) * cs + pc;
                let src = &b.data[first..first + (NR - 1) * cs + kc];
                for j in 0..NR {
                    let col = &src[j * cs..j * cs + kc];
                    for (v, step) in col.iter().zip(panel.chunks_exact_mut(NR)) {
                        step[j] = *v;
                    }
                }
                continue;
            }
        }
        for (p, step) in panel.chunks_exact_mut(NR).enumerate() {
            for (j, v) in step.iter_mut().enumerate() {
                *v = if j < cols {
                    b.at(pc + p, jc + jr + j)
                } else {
                    0.0
                };
            }
        }
    }
}

/// One MR×NR tile of a packed A panel times a packed B panel over their common depth.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline(always)]
fn micro_kernel(ap: &[f32], bp: &[f32]) -> [[f32; NR]; MR] {
    use core::arch::wasm32::*;
    let z = f32x4_splat(0.0);
    let (mut c00, mut c01, mut c10, mut c11) = (z, z, z, z);
    let (mut c20, mut c21, mut c30, mut c31) = (z, z, z, z);
    // Pointers, not `chunks_exact(..).zip(..)`: the size-optimised build calls `Zip::new` (two
    // divisions) per tile instead of inlining it, which is felt where the depth is short
    // (a 3×3×3 convolution's 27 steps).
    let steps = ap.len() / MR;
    assert!(bp.len() >= steps * NR);
    let (mut a, mut b) = (ap.as_ptr(), bp.as_ptr());
    for _ in 0..steps {
        // SAFETY: step `i` reads `ap[MR * i..][..MR]` and `bp[NR * i..][..NR]`, in bounds for
        // `i < steps` by the lengths checked above; v128_load does not require alignment.
        unsafe {
            let (b0, b1) = (
                v128_load(b as *const v128),
                v128_load(b.add(4) as *const v128),
            );
            let a0 = f32x4_splat(*a);
            c00 = f32x4_add(c00, f32x4_mul(a0, b0));
            c01 = f32x4_add(c01, f32x4_mul(a0, b1));
            let a1 = f32x4_splat(*a.add(1));
            c10 = f32x4_add(c10, f32x4_mul(a1, b0));
            c11 = f32x4_add(c11, f32x4_mul(a1, b1));
            let a2 = f32x4_splat(*a.add(2));
            c20 = f32x4_add(c20, f32x4_mul(a2, b0));
            c21 = f32x4_add(c21, f32x4_mul(a2, b1));
            let a3 = f32x4_splat(*a.add(3));
            c30 = f32x4_add(c30, f32x4_mul(a3, b0));
            c31 = f32x4_add(c31, f32x4_mul(a3, b1));
            (a, b) = (a.add(MR), b.add(NR));
        }
    }
    let mut out = [[0f32; NR]; MR];
    for (row, (lo, hi)) in out
        .iter_mut()
        .zip([(c00, c01), (c10, c11), (c20, c21), (c30, c31)])
    {
        // SAFETY: each row holds 8 f32s: two 16-byte stores in bounds, alignment not required.
        unsafe {
            v128_store(row.as_mut_ptr() as *mut v128, lo);
            v128_store(row.as_mut_ptr().add(4) as *mut v128, hi);
        }
    }
    out
}

/// One MR×NR tile (scalar lanes: builds without SIMD128, and native tests).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn micro_kernel(ap: &[f32], bp: &[f32]) -> [[f32; NR]; MR] {
    let mut out = [[0f32; NR]; MR];
    for (a, b) in ap.chunks_exact(MR).zip(bp.chunks_exact(NR)) {
        for (row, &av) in out.iter_mut().zip(a) {
            for (o, &bv) in row.iter_mut().zip(b) {
                *o += av * bv;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(m: usize, n: usize, k: usize, a: Strided, b: Strided) -> Vec<f64> {
        let mut c = vec![0f64; m * n];
        for i in 0..m {
            for j in 0..n {
                c[i * n + j] = (0..k).map(|p| a.at(i, p) as f64 * b.at(p, j) as f64).sum();
            }
        }
        c
    }

    /// Every edge: sizes around the tile and block sizes, transposed operands.
    #[test]
    fn matches_a_naive_product_at_every_edge() {
        let sizes = [
            (1, 1, 1),
            (3, 5, 7),
            (4, 8, 1),
            (5, 9, 257),
            (65, 513, 3),
            (70, 17, 300),
            (2, 600, 40),
        ];
        for &(m, n, k) in &sizes {
            for (a_t, b_t) in [(false, false), (true, false), (false, true), (true, true)] {
                let av: Vec<f32> = (0..m * k)
                    .map(|x| ((x * 7 % 13) as f32 - 6.0) / 8.0)
                    .collect();
                let bv: Vec<f32> = (0..k * n)
                    .map(|x| ((x * 5 % 11) as f32 - 5.0) / 4.0)
                    .collect();
                let a = if a_t {
                    Strided {
                        data: &av,
                        rs: 1,
                        cs: m as isize,
                    }
                } else {
                    Strided::row_major(&av, k)
                };
                let b = if b_t {
                    Strided {
                        data: &bv,
                        rs: 1,
                        cs: k as isize,
                    }
                } else {
                    Strided::row_major(&bv, n)
                };
                let mut c = vec![f32::NAN; m * n];
                sgemm(m, n, k, a, b, &mut c);
                let want = naive(m, n, k, a, b);
                for (i, (&g, &w)) in c.iter().zip(&want).enumerate() {
                    // Small dyadic inputs: every partial sum is exact in f32.
                    assert_eq!(g as f64, w, "{m}x{n}x{k} a_t={a_t} b_t={b_t} at {i}");
                }
            }
        }
    }

    /// Whether two results hold the same bits, element for element.
    fn same_bits(x: &[f32], y: &[f32]) -> bool {
        x.len() == y.len() && x.iter().zip(y).all(|(a, b)| a.to_bits() == b.to_bits())
    }

    /// An `m×k` A of `sin(i·a_mul mod a_mod)` and a `k×n` B of `cos(i·b_mul mod b_mod)`
    /// (their elements in storage order): irregular values, different per test.
    fn operands(
        m: usize,
        n: usize,
        k: usize,
        a: (usize, usize),
        b: (usize, usize),
    ) -> (Vec<f32>, Vec<f32>) {
        let av = (0..m * k).map(|x| ((x * a.0 % a.1) as f32).sin()).collect();
        let bv = (0..k * n).map(|x| ((x * b.0 % b.1) as f32).cos()).collect();
        (av, bv)
    }

    /// `av` and `bv` as row-major `m×k` and `k×n` matrices, and their product on one thread:
    /// the bits every split must give.
    fn row_major<'a>(
        av: &'a [f32],
        bv: &'a [f32],
        m: usize,
        n: usize,
        k: usize,
    ) -> (Strided<'a>, Strided<'a>, Vec<f32>) {
        let (a, b) = (Strided::row_major(av, k), Strided::row_major(bv, n));
        let mut c = vec![0f32; m * n];
        sgemm_on(1, m, n, k, a, b, &mut c);
        (a, b, c)
    }

    /// Threads split C by rows only: the bits do not depend on the thread count.
    #[test]
    fn threads_give_the_same_bits() {
        let (m, n, k) = (300, 530, 270);
        let (av, bv) = operands(m, n, k, (37, 101), (53, 97));
        let (a, b, one) = row_major(&av, &bv, m, n, k);
        for threads in [2, 3, 8] {
            let mut many = vec![f32::NAN; m * n];
            sgemm_on(threads, m, n, k, a, b, &mut many);
            let same = same_bits(&one, &many);
            assert!(same, "{threads} threads");
        }
    }

    /// `sgemm_then`: C gets `sgemm`'s bits, and the epilogue sees every row exactly once,
    /// final (C's finished values) and with the matching rows of the output, whatever the
    /// thread count and slab size (one slab, several column slabs, several depth slabs).
    #[test]
    fn epilogues_see_every_final_row_once() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        for &(m, n, k) in &[(300, 530, 270), (64, 24, 600), (7, 9, 5), (5, 3, 0)] {
            let (av, bv) = operands(m, n, k, (41, 103), (47, 107));
            let (a, b, want) = row_major(&av, &bv, m, n, k);
            for threads in [1, 2, 3] {
                for slab in [SLAB, 16 * KC, 8 * KC] {
                    let rows_seen = AtomicUsize::new(0);
                    let epilogue = |row: usize, c: &[f32], out: &mut [MaybeUninit<f32>]| {
                        assert_eq!(c.len(), out.len());
                        assert_eq!(c.len() % n.max(1), 0);
                        rows_seen.fetch_add(c.len() / n.max(1), Ordering::Relaxed);
                        for (j, (o, v)) in out.iter_mut().zip(c).enumerate() {
                            // Depends on the element's index, to catch a misplaced row.
                            o.write(v * 2.0 + (row * n + j) as f32);
                        }
                    };
                    let mut c = vec![f32::NAN; m * n];
                    let mut out = vec![MaybeUninit::new(f32::NAN); m * n];
                    sgemm_slabs(
                        threads,
                        slab,
                        m,
                        n,
                        k,
                        a,
                        b,
                        &mut c,
                        Some((&mut out, &epilogue)),
                    );
                    let what = format!("{m}x{n}x{k}, {threads} threads, slab {slab}");
                    assert!(same_bits(&want, &c), "C, {what}");
                    assert_eq!(rows_seen.into_inner(), m, "rows, {what}");
                    let out: Vec<f32> = out.iter().map(|o| unsafe { o.assume_init() }).collect();
                    let expect: Vec<f32> = want
                        .iter()
                        .enumerate()
                        .map(|(i, v)| v * 2.0 + i as f32)
                        .collect();
                    assert!(same_bits(&expect, &out), "output, {what}");
                }
            }
        }
    }

    /// B packed once and products over pieces of A's rows: `sgemm`'s bits.
    #[test]
    fn packed_b_products_give_sgemm_bits() {
        for &(m, n, k) in &[(37, 32, 27), (70, 64, 288), (9, 600, 700), (5, 3, 0)] {
            let (av, bv) = operands(m, n, k, (29, 89), (31, 83));
            let (_, b, want) = row_major(&av, &bv, m, n, k);
            let packed = PackedB::new(2, k, n, b);
            let mut got = vec![f32::NAN; m * n];
            let mut apack = Vec::new();
            for r0 in (0..m).step_by(8) {
                let r1 = (r0 + 8).min(m);
                let rows = Strided::row_major(&av[r0 * k..], k);
                packed.product_rows(rows, &mut got[r0 * n..r1 * n], &mut apack);
            }
            let same = same_bits(&want, &got);
            assert!(same, "{m}x{n}x{k}");
        }
    }

    /// Guided row tasks cover every row once, largest first, whole micro-tiles but for the
    /// last, none above `MC_SPLIT` or (but for a too-small product) under `MIN_SPLIT`.
    #[test]
    fn row_tasks_shrink_towards_the_end() {
        assert_eq!(
            row_tasks(256, 2),
            [16; 12]
                .iter()
                .chain(&[16, 12, 12, 8, 8, 8])
                .copied()
                .collect::<Vec<_>>()
        );
        for m in [1, 5, 8, 9, 33, 100, 256, 300, 1023, 1024, 5000] {
            for threads in [2, 3, 8] {
                let t = row_tasks(m, threads);
                assert_eq!(t.iter().sum::<usize>(), m, "{m} rows, {threads} threads");
                assert!(t.windows(2).all(|w| w[0] >= w[1]), "{t:?}");
                assert!(t[..t.len() - 1].iter().all(|&r| r % MR == 0), "{t:?}");
                assert!(
                    t.iter().all(|&r| r <= MC_SPLIT.max(m.min(MIN_SPLIT))),
                    "{t:?}"
                );
                if t.len() > 1 {
                    assert!(
                        t[..t.len() - 1].iter().all(|&r| r >= MIN_SPLIT.min(t[0])),
                        "{t:?}"
                    );
                }
            }
        }
    }

    /// Several slabs along the depth and across the columns, with threads: the same bits as
    /// one slab on one thread.
    #[test]
    fn slabs_give_the_same_bits() {
        let (m, n, k) = (70, 600, 700);
        let (av, bv) = operands(m, n, k, (29, 89), (31, 83));
        let a = Strided::row_major(&av, k);
        let b = Strided {
            data: &bv,
            rs: 1,
            cs: k as isize,
        };
        let mut one = vec![0f32; m * n];
        sgemm_slabs(1, usize::MAX, m, n, k, a, b, &mut one, None);
        for threads in [1, 2, 3] {
            // Two KC blocks per slab: depth 700 takes two slabs, the second one shorter.
            let mut many = vec![f32::NAN; m * n];
            sgemm_slabs(threads, 2 * KC * NC, m, n, k, a, b, &mut many, None);
            let same = same_bits(&one, &many);
            assert!(same, "{threads} threads");
        }
    }

    #[test]
    fn empty_depth_gives_zeros() {
        let mut c = vec![1f32; 6];
        let e: [f32; 0] = [];
        let s = Strided {
            data: &e,
            rs: 0,
            cs: 1,
        };
        sgemm(2, 3, 0, s, s, &mut c);
        assert_eq!(c, vec![0.0; 6]);
    }
}
