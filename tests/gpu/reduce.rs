//! Workgroup-tree reductions on the GPU against the CPU backend: long reductions (past
//! llvmpipe's 65,535 loop iterations per invocation, so two passes), rows and columns,
//! variadic argmax with ties, packed outputs (pred, f16, s8) and emulated s64.
//! Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{gpu_or_skip, kernel_names, run_hlo};
use webxla::backend::cpu::CpuBackend;
use webxla::backend::Backend;
use webxla::ir::{ElementType, Literal};

/// A deterministic pseudo-random sequence in [0, 1).
/// `run_hlo` for arguments and programs that must work.
fn run_unwrap(be: &dyn Backend, text: &str, args: &[Literal]) -> Vec<Literal> {
    run_hlo(be, text, args).unwrap()
}

fn noise(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 11) as f64 / (1u64 << 53) as f64
        })
        .collect()
}

fn f32_arg(dims: Vec<usize>, seed: u64) -> Literal {
    let n = dims.iter().product();
    let v: Vec<f32> = noise(n, seed)
        .iter()
        .map(|&x| (x * 4.0 - 2.0) as f32)
        .collect();
    Literal::from_slice(ElementType::F32, dims, &v).unwrap()
}

/// Same type, dims and bytes (layouts may be spelled differently).
fn same(name: &str, got: &Literal, want: &Literal) {
    assert_eq!(got.ty(), want.ty(), "{name}: type");
    assert_eq!(got.dims(), want.dims(), "{name}: dims");
    assert!(got.bytes() == want.bytes(), "{name}: values differ");
}

fn float_close(name: &str, got: &Literal, want: &Literal, rtol: f64, atol: f64) {
    let g = webxla::conformance::float_values(got).unwrap();
    let w = webxla::conformance::float_values(want).unwrap();
    assert_eq!(g.len(), w.len(), "{name}: length");
    for (i, (a, b)) in g.iter().zip(&w).enumerate() {
        assert!(
            (a - b).abs() <= atol + rtol * b.abs(),
            "{name}[{i}]: gpu {a} vs cpu {b}"
        );
    }
}

const SUMS: &str = r#"HloModule sums
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
max { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT m = f32[] maximum(a, b) }
ENTRY e {
  x = f32[$R,$C]{1,0} parameter(0)
  z = f32[] constant(0)
  ninf = f32[] constant(-inf)
  rows = f32[$R]{0} reduce(x, z), dimensions={1}, to_apply=add
  cols = f32[$C]{0} reduce(x, ninf), dimensions={0}, to_apply=max
  sq = f32[$R,$C]{1,0} multiply(x, x)
  all = f32[] reduce(sq, z), dimensions={0,1}, to_apply=add
  top = f32[] reduce(x, ninf), dimensions={0,1}, to_apply=max
  ROOT t = (f32[$R]{0}, f32[$C]{0}, f32[], f32[]) tuple(rows, cols, all, top)
}
"#;

const ARGMAX: &str = r#"HloModule argmax
pick {
  av = f32[] parameter(0)  ai = s32[] parameter(1)  bv = f32[] parameter(2)  bi = s32[] parameter(3)
  gt = pred[] compare(av, bv), direction=GT
  eq = pred[] compare(av, bv), direction=EQ
  lt = pred[] compare(ai, bi), direction=LT
  tie = pred[] and(eq, lt)
  keep = pred[] or(gt, tie)
  v = f32[] select(keep, av, bv)
  i = s32[] select(keep, ai, bi)
  ROOT r = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  x = f32[4,$N]{1,0} parameter(0)
  io = s32[4,$N]{1,0} iota(), iota_dimension=1
  ninf = f32[] constant(-inf)
  zero = s32[] constant(0)
  ROOT r = (f32[4]{0}, s32[4]{0}) reduce(x, io, ninf, zero), dimensions={1}, to_apply=pick
}
"#;

const PACKED: &str = r#"HloModule packed
and { a = pred[] parameter(0)  b = pred[] parameter(1)  ROOT r = pred[] and(a, b) }
addh { a = f16[] parameter(0)  b = f16[] parameter(1)  ROOT r = f16[] add(a, b) }
maxb { a = s8[] parameter(0)  b = s8[] parameter(1)  ROOT r = s8[] maximum(a, b) }
adds { a = s64[] parameter(0)  b = s64[] parameter(1)  ROOT r = s64[] add(a, b) }
ENTRY e {
  x = f32[7,3000]{1,0} parameter(0)
  t = pred[] constant(true)
  c0 = f32[] constant(-1.99)
  pos = f32[7,3000]{1,0} broadcast(c0), dimensions={}
  gtp = pred[7,3000]{1,0} compare(x, pos), direction=GT
  alls = pred[7]{0} reduce(gtp, t), dimensions={1}, to_apply=and
  h = f16[7,3000]{1,0} convert(x)
  zh = f16[] constant(0)
  sumh = f16[7]{0} reduce(h, zh), dimensions={1}, to_apply=addh
  c1 = f32[] constant(60)
  s1 = f32[7,3000]{1,0} broadcast(c1), dimensions={}
  k = f32[7,3000]{1,0} multiply(x, s1)
  b8 = s8[7,3000]{1,0} convert(k)
  m8 = s8[] constant(-128)
  max8 = s8[7]{0} reduce(b8, m8), dimensions={1}, to_apply=maxb
  c2 = f32[] constant(1e9)
  s2 = f32[7,3000]{1,0} broadcast(c2), dimensions={}
  big = f32[7,3000]{1,0} multiply(x, s2)
  k32 = s32[7,3000]{1,0} convert(big)
  w = s64[7,3000]{1,0} convert(k32)
  z64 = s64[] constant(0)
  sum64 = s64[] reduce(w, z64), dimensions={0,1}, to_apply=adds
  ROOT r = (pred[7]{0}, f16[7]{0}, s8[7]{0}, s64[]) tuple(alls, sumh, max8, sum64)
}
"#;

#[test]
fn tree_reduction_kernels_validate_without_a_device() {
    let text = SUMS.replace("$R", "2048").replace("$C", "1024");
    let names = kernel_names(&text);
    // Row sums, the column max over 1,024 outputs (too few invocations to fill a large GPU
    // as a serial loop) and the two full reductions are trees (the full ones in two passes).
    let trees = names
        .iter()
        .filter(|n| n.starts_with("reduce_tree"))
        .count();
    assert_eq!(trees, 6, "{names:?}");
    // With 32,768 outputs the column max keeps the coalesced serial loop.
    let text = SUMS.replace("$R", "64").replace("$C", "32768");
    let names = kernel_names(&text);
    assert!(
        names.iter().any(|n| n.starts_with("reduce_cols")),
        "{names:?}"
    );
}

#[test]
fn long_row_column_and_full_reductions_match_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    for (r, c) in [
        (2048usize, 1024usize),
        (3, 70000),
        (1, 3_000_000),
        (300, 33),
    ] {
        let text = SUMS
            .replace("$R", &r.to_string())
            .replace("$C", &c.to_string());
        let x = f32_arg(vec![r, c], (r * c) as u64);
        let g = run_unwrap(&be, &text, std::slice::from_ref(&x));
        let w = run_unwrap(&cpu, &text, &[x]);
        let name = format!("{r}x{c}");
        float_close(&format!("{name} rows"), &g[0], &w[0], 1e-5, 1e-3);
        same(&format!("{name} cols (max is exact)"), &g[1], &w[1]);
        float_close(&format!("{name} all"), &g[2], &w[2], 1e-5, 0.0);
        same(&format!("{name} top (max is exact)"), &g[3], &w[3]);
    }
}

#[test]
fn variadic_argmax_picks_first_of_ties() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let n = 100_000;
    let text = ARGMAX.replace("$N", &n.to_string());
    // Coarse values so every row has many ties for its maximum.
    let v: Vec<f32> = noise(4 * n, 7)
        .iter()
        .map(|&x| (x * 50.0).floor() as f32)
        .collect();
    let x = Literal::from_slice(ElementType::F32, vec![4, n], &v).unwrap();
    let g = run_unwrap(&be, &text, std::slice::from_ref(&x));
    let w = run_unwrap(&cpu, &text, &[x]);
    same("values", &g[0], &w[0]);
    same("indices", &g[1], &w[1]);
    let idx = g[1].as_slice::<i32>().unwrap();
    for (row, &i) in idx.iter().enumerate() {
        let first = (0..n).find(|&j| v[row * n + j] == 49.0).unwrap();
        assert_eq!(i as usize, first, "row {row}");
    }
}

#[test]
fn packed_and_wide_outputs_match_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let x = f32_arg(vec![7, 3000], 11);
    let g = run_unwrap(&be, PACKED, std::slice::from_ref(&x));
    let w = run_unwrap(&cpu, PACKED, &[x]);
    same("pred and-reduce", &g[0], &w[0]);
    // f16 sums round at every step, so the fold order shows in the last bits.
    float_close("f16 sums", &g[1], &w[1], 2e-2, 0.5);
    same("s8 max", &g[2], &w[2]);
    same("s64 sum (exact in any order)", &g[3], &w[3]);
}
