//! Epilogue fusion on the GPU: a product (dot or convolution) whose one use is a chain of
//! elementwise ops, reshapes and transposes ending in a stored value is computed by one
//! kernel that applies the chain to each sum before its store. Checked against the CPU
//! backend: bias + relu, bias + gelu (several reads of the biased sum), a biased sum also
//! returned (the epilogue ends there), a transposed optimiser update, integer and 16-bit
//! results, a convolution, a product too small to tile, a product used twice (not fused), a
//! 16-bit transposing chain (the product keeps its buffer), and a donated parameter updated
//! in place by the fused kernel. Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{
    assert_close, gpu_and_cpu, gpu_or_skip, kernel_names, no_gpu, run_hlo, test_array, test_arrays,
};
use webxla::backend::cpu::CpuBackend;
use webxla::client::{make_gpu_client, CompileOptions};
use webxla::ir::{ElementType, Literal};

struct Case {
    what: &'static str,
    hlo: &'static str,
    args: Vec<(ElementType, Vec<usize>)>,
    /// How many kernels the program needs, and the name the fused one starts with.
    kernels: usize,
    fused: Option<&'static str>,
    /// The CPU's bits are expected: integer sums, or 16-bit ones that sum the same f32
    /// products in the same order and round once (the CPU's f32 GEMM orders sums its own
    /// way).
    exact: bool,
}

fn cases() -> Vec<Case> {
    use ElementType::*;
    vec![
        Case {
            what: "dense layer: bias and relu",
            hlo: "HloModule m
ENTRY e { a = f32[100,70]{1,0} parameter(0)  w = f32[70,130]{1,0} parameter(1)  b = f32[130]{0} parameter(2)
  d = f32[100,130]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[100,130]{1,0} broadcast(b), dimensions={1}
  s = f32[100,130]{1,0} add(d, bb)
  z = f32[] constant(0)  zb = f32[100,130]{1,0} broadcast(z), dimensions={}
  ROOT r = f32[100,130]{1,0} maximum(s, zb) }",
            args: vec![(F32, vec![100, 70]), (F32, vec![70, 130]), (F32, vec![130])],
            kernels: 1,
            fused: Some("dot_tiled_d_then_r"),
            exact: false,
        },
        Case {
            what: "dense layer with gelu, which reads the biased sum three times",
            hlo: "HloModule m
ENTRY e { a = f32[64,48]{1,0} parameter(0)  w = f32[48,96]{1,0} parameter(1)  b = f32[96]{0} parameter(2)
  d = f32[64,96]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[64,96]{1,0} broadcast(b), dimensions={1}
  x = f32[64,96]{1,0} add(d, bb)
  x2 = f32[64,96]{1,0} multiply(x, x)
  x3 = f32[64,96]{1,0} multiply(x2, x)
  c = f32[] constant(0.044715)  cb = f32[64,96]{1,0} broadcast(c), dimensions={}
  k = f32[64,96]{1,0} multiply(x3, cb)
  inner = f32[64,96]{1,0} add(x, k)
  t = f32[64,96]{1,0} tanh(inner)
  one = f32[] constant(1)  ob = f32[64,96]{1,0} broadcast(one), dimensions={}
  t1 = f32[64,96]{1,0} add(t, ob)
  half = f32[] constant(0.5)  hb = f32[64,96]{1,0} broadcast(half), dimensions={}
  xh = f32[64,96]{1,0} multiply(x, hb)
  ROOT r = f32[64,96]{1,0} multiply(xh, t1) }",
            args: vec![(F32, vec![64, 48]), (F32, vec![48, 96]), (F32, vec![96])],
            kernels: 1,
            fused: Some("dot_tiled_d_then_r"),
            exact: false,
        },
        Case {
            what: "the biased sum is also returned: the epilogue ends there",
            hlo: "HloModule m
ENTRY e { a = f32[64,48]{1,0} parameter(0)  w = f32[48,96]{1,0} parameter(1)  b = f32[96]{0} parameter(2)
  d = f32[64,96]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[64,96]{1,0} broadcast(b), dimensions={1}
  x = f32[64,96]{1,0} add(d, bb)
  z = f32[] constant(0)  zb = f32[64,96]{1,0} broadcast(z), dimensions={}
  r = f32[64,96]{1,0} maximum(x, zb)
  ROOT t = (f32[64,96]{1,0}, f32[64,96]{1,0}) tuple(r, x) }",
            args: vec![(F32, vec![64, 48]), (F32, vec![48, 96]), (F32, vec![96])],
            kernels: 2,
            fused: Some("dot_tiled_d_then_x"),
            exact: false,
        },
        Case {
            what: "optimiser update through a transpose",
            hlo: "HloModule m
ENTRY e { g = f32[96,80]{1,0} parameter(0)  x = f32[96,64]{1,0} parameter(1)  w = f32[64,80]{1,0} parameter(2)
  d = f32[80,64]{1,0} dot(g, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  t = f32[64,80]{0,1} transpose(d), dimensions={1,0}
  lr = f32[] constant(0.1)  lrb = f32[64,80]{1,0} broadcast(lr), dimensions={}
  m = f32[64,80]{1,0} multiply(t, lrb)
  ROOT r = f32[64,80]{1,0} subtract(w, m) }",
            args: vec![(F32, vec![96, 80]), (F32, vec![96, 64]), (F32, vec![64, 80])],
            kernels: 1,
            fused: Some("dot_tiled_d_then_r"),
            exact: false,
        },
        Case {
            what: "batched product, reshaped, then scaled",
            hlo: "HloModule m
ENTRY e { a = f32[4,40,24]{2,1,0} parameter(0)  b = f32[4,24,36]{2,1,0} parameter(1)
  d = f32[4,40,36]{2,1,0} dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
  rs = f32[160,36]{1,0} reshape(d)
  t = f32[36,160]{1,0} transpose(rs), dimensions={1,0}
  ROOT r = f32[36,160]{1,0} negate(t) }",
            args: vec![(F32, vec![4, 40, 24]), (F32, vec![4, 24, 36])],
            kernels: 1,
            fused: Some("dot_tiled_d_then_r"),
            exact: false,
        },
        Case {
            what: "s32 product plus an offset (exact)",
            hlo: "HloModule m
ENTRY e { a = s32[48,40]{1,0} parameter(0)  b = s32[40,56]{1,0} parameter(1)  c = s32[48,56]{1,0} parameter(2)
  d = s32[48,56]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT r = s32[48,56]{1,0} add(d, c) }",
            args: vec![(S32, vec![48, 40]), (S32, vec![40, 56]), (S32, vec![48, 56])],
            kernels: 1,
            fused: Some("dot_tiled_d_then_r"),
            exact: true,
        },
        Case {
            what: "bf16 product plus a bf16 bias, stored two to a word",
            hlo: "HloModule m
ENTRY e { a = bf16[64,48]{1,0} parameter(0)  b = bf16[48,72]{1,0} parameter(1)  c = bf16[72]{0} parameter(2)
  d = bf16[64,72]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  cb = bf16[64,72]{1,0} broadcast(c), dimensions={1}
  ROOT r = bf16[64,72]{1,0} add(d, cb) }",
            args: vec![(BF16, vec![64, 48]), (BF16, vec![48, 72]), (BF16, vec![72])],
            kernels: 1,
            fused: Some("dot_tiled_d_then_r"),
            exact: true,
        },
        Case {
            what: "f32 product rounded to bf16 and transposed: the product keeps its buffer",
            hlo: "HloModule m
ENTRY e { a = f32[64,48]{1,0} parameter(0)  b = f32[48,72]{1,0} parameter(1)
  d = f32[64,72]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  c = bf16[64,72]{1,0} convert(d)
  ROOT r = bf16[72,64]{1,0} transpose(c), dimensions={1,0} }",
            args: vec![(F32, vec![64, 48]), (F32, vec![48, 72])],
            kernels: 2,
            fused: None,
            exact: false,
        },
        Case {
            what: "convolution, bias and relu",
            hlo: "HloModule m
ENTRY e { x = f32[2,12,12,16]{3,2,1,0} parameter(0)  k = f32[3,3,16,24]{3,2,1,0} parameter(1)  b = f32[24]{0} parameter(2)
  c = f32[2,12,12,24]{3,2,1,0} convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  bb = f32[2,12,12,24]{3,2,1,0} broadcast(b), dimensions={3}
  s = f32[2,12,12,24]{3,2,1,0} add(c, bb)
  z = f32[] constant(0)  zb = f32[2,12,12,24]{3,2,1,0} broadcast(z), dimensions={}
  ROOT r = f32[2,12,12,24]{3,2,1,0} maximum(s, zb) }",
            args: vec![
                (F32, vec![2, 12, 12, 16]),
                (F32, vec![3, 3, 16, 24]),
                (F32, vec![24]),
            ],
            kernels: 1,
            fused: Some("conv_tiled_c_then_r"),
            exact: false,
        },
        Case {
            what: "a product too small to tile runs its loop in the bias add's kernel",
            hlo: "HloModule m
ENTRY e { a = f32[8,70]{1,0} parameter(0)  w = f32[70,10]{1,0} parameter(1)  b = f32[10]{0} parameter(2)
  d = f32[8,10]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[8,10]{1,0} broadcast(b), dimensions={1}
  ROOT r = f32[8,10]{1,0} add(d, bb) }",
            args: vec![(F32, vec![8, 70]), (F32, vec![70, 10]), (F32, vec![10])],
            kernels: 1,
            fused: Some("add_r"),
            exact: false,
        },
        Case {
            what: "a product read twice keeps its buffer",
            hlo: "HloModule m
ENTRY e { a = f32[64,40]{1,0} parameter(0)  w = f32[40,64]{1,0} parameter(1)
  d = f32[64,64]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  e1 = f32[64,64]{1,0} exponential(d)
  t = f32[64,64]{1,0} transpose(d), dimensions={1,0}
  ROOT r = f32[64,64]{1,0} add(e1, t) }",
            args: vec![(F32, vec![64, 40]), (F32, vec![40, 64])],
            kernels: 2,
            fused: None,
            exact: false,
        },
    ]
}

#[test]
fn epilogues_fuse_into_the_product_kernel() {
    for c in cases() {
        let names = kernel_names(c.hlo);
        assert_eq!(names.len(), c.kernels, "{}: {names:?}", c.what);
        if let Some(f) = c.fused {
            assert!(names[0].starts_with(f), "{}: {names:?}", c.what);
        }
    }
}

#[test]
fn fused_epilogues_match_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    for (k, c) in cases().into_iter().enumerate() {
        let args = test_arrays(&c.args, (k * 3) as u32);
        for (a, b) in gpu_and_cpu(&be, c.hlo, &args, c.what) {
            if c.exact {
                assert!(a.bytes() == b.bytes(), "{}: bits differ", c.what);
            } else if a.ty() == ElementType::BF16 {
                assert_close(c.what, &a, &b, 1.0 / 128.0);
            } else {
                assert_close(c.what, &a, &b, 1e-5);
            }
        }
    }
}

/// `w - 0.1 * (x^T g)` with `w` donated: the fused kernel reads each element of `w` and
/// writes its update in the same invocation, so the update needs no second copy of `w`.
#[test]
fn donated_parameter_is_updated_in_place_by_the_fused_kernel() {
    const HLO: &str = "HloModule sgd, input_output_alias={ {}: (2, {}, may-alias) }
ENTRY e { x = f32[256,128]{1,0} parameter(0)  g = f32[256,512]{1,0} parameter(1)  w = f32[128,512]{1,0} parameter(2)
  d = f32[128,512]{1,0} dot(x, g), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  lr = f32[] constant(0.1)  lrb = f32[128,512]{1,0} broadcast(lr), dimensions={}
  m = f32[128,512]{1,0} multiply(d, lrb)
  ROOT r = f32[128,512]{1,0} subtract(w, m) }";
    let c = match pollster::block_on(make_gpu_client(Default::default())) {
        Ok(c) => c,
        Err(e) => return no_gpu("gpu client", e),
    };
    assert_eq!(kernel_names(HLO), ["dot_tiled_d_then_r"]);
    let dev = c.devices()[0].clone();
    let exe = c
        .compile_and_load(HLO, None, &CompileOptions::default())
        .unwrap();
    let args: Vec<Literal> = [(256, 128), (256, 512), (128, 512)]
        .iter()
        .enumerate()
        .map(|(j, &(r, k))| test_array(ElementType::F32, &[r, k], j as u32 + 40))
        .collect();
    let want = run_hlo(&CpuBackend::with_ieee_subnormals(), HLO, &args).unwrap();
    let bufs: Vec<_> = args
        .iter()
        .map(|a| c.buffer_from_pyval(a, None).unwrap())
        .collect();
    for b in &bufs {
        b.block_until_ready().unwrap();
    }
    let before = dev.memory_stats();
    let w_bytes = (128 * 512 * 4) as u64;
    let out = exe.execute(&bufs).unwrap().remove(0);
    out.block_until_ready().unwrap();
    let after = dev.memory_stats();
    assert!(bufs[2].is_deleted(), "the donated w is consumed");
    assert_close("sgd", &out.to_literal().unwrap(), &want[0], 1e-5);
    assert!(
        after.peak_bytes_in_use < before.bytes_in_use + w_bytes,
        "no second copy of w was allocated (peak {} with {} in use before)",
        after.peak_bytes_in_use,
        before.bytes_in_use
    );
}
