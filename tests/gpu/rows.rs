//! Row kernels on the GPU: reductions along rows and the elementwise work around them (jax's
//! softmax with its keepdims reshapes, a layer norm, a masked softmax over a 3-D array) in
//! one kernel, a workgroup per row; and the cases that must keep separate kernels (a row
//! value also returned, a reduction over the leading dimension, rows longer than a
//! workgroup folds, a dependent value read at another row).
//! Every case is checked against the CPU backend. Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{
    assert_close, gpu_and_cpu, gpu_or_skip, kernel_names, sum_of_parameters, test_arrays,
};
use webxla::ir::ElementType;

const REGIONS: &str = "
max_f { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT m = f32[] maximum(a, b) }
add_f { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
";

/// jax's `softmax(x, axis=-1)` over `f32[rows, cols]`, as jax lowers it (keepdims reshapes).
fn softmax(rows: usize, cols: usize) -> String {
    format!(
        "HloModule softmax\n{REGIONS}
ENTRY e {{ x = f32[{rows},{cols}]{{1,0}} parameter(0)
  ninf = f32[] constant(-inf)
  mx = f32[{rows}]{{0}} reduce(x, ninf), dimensions={{1}}, to_apply=max_f
  mk = f32[{rows},1]{{1,0}} reshape(mx)
  mr = f32[{rows}]{{0}} reshape(mk)
  mb = f32[{rows},{cols}]{{1,0}} broadcast(mr), dimensions={{0}}
  d = f32[{rows},{cols}]{{1,0}} subtract(x, mb)
  ex = f32[{rows},{cols}]{{1,0}} exponential(d)
  zero = f32[] constant(0)
  s = f32[{rows}]{{0}} reduce(ex, zero), dimensions={{1}}, to_apply=add_f
  sb = f32[{rows},{cols}]{{1,0}} broadcast(s), dimensions={{0}}
  ROOT y = f32[{rows},{cols}]{{1,0}} divide(ex, sb) }}"
    )
}

fn layernorm() -> String {
    format!(
        "HloModule ln\n{REGIONS}
ENTRY e {{ x = f32[96,320]{{1,0}} parameter(0)  g = f32[320]{{0}} parameter(1)  b = f32[320]{{0}} parameter(2)
  zero = f32[] constant(0)
  cn = f32[] constant(320)
  n = f32[96]{{0}} broadcast(cn), dimensions={{}}
  s = f32[96]{{0}} reduce(x, zero), dimensions={{1}}, to_apply=add_f
  mean = f32[96]{{0}} divide(s, n)
  mb = f32[96,320]{{1,0}} broadcast(mean), dimensions={{0}}
  c = f32[96,320]{{1,0}} subtract(x, mb)
  sq = f32[96,320]{{1,0}} multiply(c, c)
  v = f32[96]{{0}} reduce(sq, zero), dimensions={{1}}, to_apply=add_f
  var = f32[96]{{0}} divide(v, n)
  ce = f32[] constant(1e-05)
  eps = f32[96]{{0}} broadcast(ce), dimensions={{}}
  ve = f32[96]{{0}} add(var, eps)
  r = f32[96]{{0}} rsqrt(ve)
  rb = f32[96,320]{{1,0}} broadcast(r), dimensions={{0}}
  nrm = f32[96,320]{{1,0}} multiply(c, rb)
  gb = f32[96,320]{{1,0}} broadcast(g), dimensions={{1}}
  bb = f32[96,320]{{1,0}} broadcast(b), dimensions={{1}}
  sc = f32[96,320]{{1,0}} multiply(nrm, gb)
  ROOT y = f32[96,320]{{1,0}} add(sc, bb) }}"
    )
}

/// Softmax over the last axis of `f32[4,64,128]` scores with a causal-style mask.
fn masked_softmax_3d() -> String {
    format!(
        "HloModule msm\n{REGIONS}
ENTRY e {{ x = f32[4,64,128]{{2,1,0}} parameter(0)  keep = pred[4,64,128]{{2,1,0}} parameter(1)
  cb = f32[] constant(-1e9)
  big = f32[4,64,128]{{2,1,0}} broadcast(cb), dimensions={{}}
  m = f32[4,64,128]{{2,1,0}} select(keep, x, big)
  ninf = f32[] constant(-inf)
  mx = f32[4,64]{{1,0}} reduce(m, ninf), dimensions={{2}}, to_apply=max_f
  mb = f32[4,64,128]{{2,1,0}} broadcast(mx), dimensions={{0,1}}
  d = f32[4,64,128]{{2,1,0}} subtract(m, mb)
  ex = f32[4,64,128]{{2,1,0}} exponential(d)
  zero = f32[] constant(0)
  s = f32[4,64]{{1,0}} reduce(ex, zero), dimensions={{2}}, to_apply=add_f
  sb = f32[4,64,128]{{2,1,0}} broadcast(s), dimensions={{0,1}}
  ROOT y = f32[4,64,128]{{2,1,0}} divide(ex, sb) }}"
    )
}

struct Case {
    what: &'static str,
    hlo: String,
    args: Vec<(ElementType, Vec<usize>)>,
    /// The kernels the program needs, and whether the first is a row kernel.
    kernels: usize,
    rows: bool,
}

fn cases() -> Vec<Case> {
    use ElementType::*;
    vec![
        Case {
            what: "softmax",
            hlo: softmax(200, 300),
            args: vec![(F32, vec![200, 300])],
            kernels: 1,
            rows: true,
        },
        Case {
            what: "softmax over 10 classes (rows shorter than a workgroup)",
            hlo: softmax(256, 10),
            args: vec![(F32, vec![256, 10])],
            kernels: 1,
            rows: true,
        },
        Case {
            what: "layer norm",
            hlo: layernorm(),
            args: vec![(F32, vec![96, 320]), (F32, vec![320]), (F32, vec![320])],
            kernels: 1,
            rows: true,
        },
        Case {
            what: "masked softmax over a 3-D array",
            hlo: masked_softmax_3d(),
            args: vec![(F32, vec![4, 64, 128]), (Pred, vec![4, 64, 128])],
            kernels: 1,
            rows: true,
        },
        Case {
            what: "the row sums are also returned: they keep their buffer, and the row max \
                   fuses into the exponential's kernel",
            hlo: softmax(64, 96).replace(
                "ROOT y = f32[64,96]{1,0} divide(ex, sb)",
                "y = f32[64,96]{1,0} divide(ex, sb)\n  ROOT t = (f32[64,96]{1,0}, f32[64]{0}) tuple(y, s)",
            ),
            args: vec![(F32, vec![64, 96])],
            kernels: 3,
            rows: true,
        },
        Case {
            what: "a reduction over the leading dimension keeps tree kernels",
            hlo: softmax(64, 96)
                .replace("dimensions={1}, to_apply", "dimensions={0}, to_apply")
                .replace("f32[64]{0} reduce", "f32[96]{0} reduce")
                .replace("mk = f32[64,1]", "mk = f32[1,96]")
                .replace("mr = f32[64]{0}", "mr = f32[96]{0}")
                .replace("broadcast(mr), dimensions={0}", "broadcast(mr), dimensions={1}")
                .replace("broadcast(s), dimensions={0}", "broadcast(s), dimensions={1}"),
            args: vec![(F32, vec![64, 96])],
            kernels: 4,
            rows: false,
        },
        Case {
            what: "rows longer than a row kernel folds",
            hlo: softmax(4, 10000),
            args: vec![(F32, vec![4, 10000])],
            // Two tree passes per reduction.
            kernels: 6,
            rows: false,
        },
        Case {
            what: "a value depending on the row max read at another row",
            hlo: softmax(64, 96).replace(
                "ROOT y = f32[64,96]{1,0} divide(ex, sb)",
                "y = f32[64,96]{1,0} divide(ex, sb)\n  rv = f32[64,96]{1,0} reverse(d), dimensions={0}\n  ROOT z = f32[64,96]{1,0} add(y, rv)",
            ),
            args: vec![(F32, vec![64, 96])],
            kernels: 4,
            rows: false,
        },
    ]
}

#[test]
fn row_regions_become_one_kernel_only_when_rowwise() {
    for c in cases() {
        let names = kernel_names(&c.hlo);
        assert_eq!(names.len(), c.kernels, "{}: {names:?}", c.what);
        assert_eq!(
            names.iter().any(|n| n.starts_with("rows_")),
            c.rows,
            "{}: {names:?}",
            c.what
        );
    }
}

#[test]
fn row_kernels_match_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    for (k, c) in cases().into_iter().enumerate() {
        let args = test_arrays(&c.args, (k * 3) as u32);
        for (g, w) in gpu_and_cpu(&be, &c.hlo, &args, c.what) {
            assert_close(c.what, &g, &w, 1e-5);
        }
    }
}

/// A softmax of the sum of eight arrays reads more buffers than WebGPU's default eight per
/// kernel allow: planning splits it (a reduction gets its own kernel) instead of failing,
/// and the result still matches the CPU.
#[test]
fn row_kernel_over_the_binding_budget_is_split() {
    let sums = sum_of_parameters(8, "f32[64,96]{1,0}");
    let hlo = softmax(64, 96)
        .replace(
            "ENTRY e { x = f32[64,96]{1,0} parameter(0)",
            &format!("ENTRY e {{\n{sums}"),
        )
        .replace("reduce(x, ninf)", "reduce(a7, ninf)")
        .replace("subtract(x, mb)", "subtract(a7, mb)");
    let names = kernel_names(&hlo);
    assert!(names.len() > 1, "{names:?}");
    let Some(be) = gpu_or_skip() else { return };
    let args = test_arrays(&vec![(ElementType::F32, vec![64, 96]); 8], 7);
    for (g, w) in gpu_and_cpu(&be, &hlo, &args, "softmax of eight arrays") {
        assert_close("softmax of eight arrays", &g, &w, 1e-5);
    }
}
