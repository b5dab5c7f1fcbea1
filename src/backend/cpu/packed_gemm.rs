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
//! Only the product itself lives here: shapes, batching and strides come from `dot`. It must
//! not allocate per tile (the packing buffers are allocated once per block and thread).

/// Rows of a micro-tile: the A values broadcast per step.
const MR: usize = 4;
/// Columns of a micro-tile: two SIMD128 vectors of f32.
const NR: usize = 8;
/// Depth of a packed block: a 4×KC A panel and a KC×8 B panel (12 KB) stay in L1.
const KC: usize = 256;
/// Rows of A packed at once (64 KB of A per block, in L2).
const MC: usize = 64;
/// Columns of B packed at once (512 KB of B per block).
const NC: usize = 512;
/// Products of fewer multiply-adds than this run on the calling thread.
const PAR_WORK: usize = 64 * 64 * 64;

/// A strided f32 matrix: element `(i, j)` is `data[i * rs + j * cs]`.
#[derive(Clone, Copy)]
pub(crate) struct Strided<'a> {
    pub data: &'a [f32],
    pub rs: isize,
    pub cs: isize,
}

impl Strided<'_> {
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

/// `sgemm` split for `threads` threads (1: all on the calling thread).
fn sgemm_on(threads: usize, m: usize, n: usize, k: usize, a: Strided, b: Strided, c: &mut [f32]) {
    let c = &mut c[..m * n];
    c.fill(0.0);
    if m == 0 || n == 0 || k == 0 {
        return;
    }
    let threads = if m.saturating_mul(n).saturating_mul(k) >= PAR_WORK {
        threads
    } else {
        1
    };
    // Rows of C per task: MC, or fewer so that every thread gets about two tasks.
    let mc = if threads > 1 {
        MC.min(m.div_ceil(2 * threads).next_multiple_of(MR))
    } else {
        MC.min(m)
    };
    let apack_len = KC * mc.next_multiple_of(MR);
    let mut bpack = vec![0f32; KC * NC.min(n).next_multiple_of(NR)];
    let mut apack = vec![0f32; apack_len];
    for jc in (0..n).step_by(NC) {
        let nc = NC.min(n - jc);
        for pc in (0..k).step_by(KC) {
            let kc = KC.min(k - pc);
            pack_b(b, pc, jc, kc, nc, &mut bpack);
            let panel = Panel {
                bpack: &bpack,
                jc,
                nc,
                pc,
                kc,
                n,
            };
            if threads > 1 && m > mc {
                super::par::chunks_mut_init(
                    c,
                    mc * n,
                    || vec![0f32; apack_len],
                    |apack, bi, rows| panel.rows(a, bi * mc, apack, rows),
                );
            } else {
                for (bi, rows) in c.chunks_mut(mc * n).enumerate() {
                    panel.rows(a, bi * mc, &mut apack, rows);
                }
            }
        }
    }
}

/// One packed block of B (depth `pc..pc + kc`, columns `jc..jc + nc` of an `n`-column C).
struct Panel<'a> {
    bpack: &'a [f32],
    jc: usize,
    nc: usize,
    pc: usize,
    kc: usize,
    n: usize,
}

impl Panel<'_> {
    /// Adds `a[ic.., pc..pc + kc] · this block` into `c_rows`, whole rows of C from row `ic`.
    fn rows(&self, a: Strided, ic: usize, apack: &mut [f32], c_rows: &mut [f32]) {
        let Panel {
            bpack,
            jc,
            nc,
            pc,
            kc,
            n,
        } = *self;
        let mc = c_rows.len() / n;
        pack_a(a, ic, pc, mc, kc, apack);
        for jr in (0..nc).step_by(NR) {
            let bp = &bpack[jr * kc..(jr + NR) * kc];
            for ir in (0..mc).step_by(MR) {
                let ap = &apack[ir * kc..(ir + MR) * kc];
                let tile = micro_kernel(ap, bp);
                let rows = MR.min(mc - ir);
                let cols = NR.min(nc - jr);
                for (r, t) in tile.iter().enumerate().take(rows) {
                    let at = (ir + r) * n + jc + jr;
                    for (o, v) in c_rows[at..at + cols].iter_mut().zip(t) {
                        *o += v;
                    }
                }
            }
        }
    }
}

/// Packs rows `ic..ic + mc`, depth `pc..pc + kc` of `a` as MR-row panels, each `kc` steps of
/// MR values (rows past `mc` are zero).
fn pack_a(a: Strided, ic: usize, pc: usize, mc: usize, kc: usize, out: &mut [f32]) {
    for ir in (0..mc).step_by(MR) {
        let panel = &mut out[ir * kc..(ir + MR) * kc];
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

/// Packs depth `pc..pc + kc`, columns `jc..jc + nc` of `b` as NR-column panels, each `kc`
/// steps of NR values (columns past `nc` are zero).
fn pack_b(b: Strided, pc: usize, jc: usize, kc: usize, nc: usize, out: &mut [f32]) {
    for jr in (0..nc).step_by(NR) {
        let panel = &mut out[jr * kc..(jr + NR) * kc];
        let cols = NR.min(nc - jr);
        for (p, step) in panel.chunks_exact_mut(NR).enumerate() {
            if b.cs == 1 && cols == NR {
                let at = ((pc + p) as isize * b.rs) as usize + jc + jr;
                step.copy_from_slice(&b.data[at..at + NR]);
                continue;
            }
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
    for (a, b) in ap.chunks_exact(MR).zip(bp.chunks_exact(NR)) {
        // SAFETY: `b` holds NR = 8 f32s, so both 16-byte loads are in bounds; v128_load
        // does not require alignment.
        let (b0, b1) = unsafe {
            (
                v128_load(b.as_ptr() as *const v128),
                v128_load(b.as_ptr().add(4) as *const v128),
            )
        };
        let a0 = f32x4_splat(a[0]);
        c00 = f32x4_add(c00, f32x4_mul(a0, b0));
        c01 = f32x4_add(c01, f32x4_mul(a0, b1));
        let a1 = f32x4_splat(a[1]);
        c10 = f32x4_add(c10, f32x4_mul(a1, b0));
        c11 = f32x4_add(c11, f32x4_mul(a1, b1));
        let a2 = f32x4_splat(a[2]);
        c20 = f32x4_add(c20, f32x4_mul(a2, b0));
        c21 = f32x4_add(c21, f32x4_mul(a2, b1));
        let a3 = f32x4_splat(a[3]);
        c30 = f32x4_add(c30, f32x4_mul(a3, b0));
        c31 = f32x4_add(c31, f32x4_mul(a3, b1));
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
                    Strided {
                        data: &av,
                        rs: k as isize,
                        cs: 1,
                    }
                };
                let b = if b_t {
                    Strided {
                        data: &bv,
                        rs: 1,
                        cs: k as isize,
                    }
                } else {
                    Strided {
                        data: &bv,
                        rs: n as isize,
                        cs: 1,
                    }
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

    /// Threads split C by rows only: the bits do not depend on the thread count.
    #[test]
    fn threads_give_the_same_bits() {
        let (m, n, k) = (300, 530, 270);
        let av: Vec<f32> = (0..m * k).map(|x| ((x * 37 % 101) as f32).sin()).collect();
        let bv: Vec<f32> = (0..k * n).map(|x| ((x * 53 % 97) as f32).cos()).collect();
        let a = Strided {
            data: &av,
            rs: k as isize,
            cs: 1,
        };
        let b = Strided {
            data: &bv,
            rs: n as isize,
            cs: 1,
        };
        let mut one = vec![0f32; m * n];
        sgemm_on(1, m, n, k, a, b, &mut one);
        for threads in [2, 3, 8] {
            let mut many = vec![f32::NAN; m * n];
            sgemm_on(threads, m, n, k, a, b, &mut many);
            let same = one
                .iter()
                .zip(&many)
                .all(|(x, y)| x.to_bits() == y.to_bits());
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
