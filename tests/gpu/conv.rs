//! The GPU convolution as an implicit GEMM against the CPU backend: NHWC and NCHW/OIHW
//! labels, strides, padding (including negative), input (lhs) and kernel (rhs) dilation,
//! window reversal, 1-D and 3-D, and s32 (exact). Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{assert_close, gpu_or_skip, kernel_names, run_hlo};
use webxla::backend::cpu::CpuBackend;
use webxla::backend::Backend;
use webxla::ir::{ArrayShape, ElementType, Literal};

/// `run_hlo` for arguments and programs that must work.
fn run_unwrap(be: &dyn Backend, text: &str, args: &[Literal]) -> Vec<Literal> {
    run_hlo(be, text, args).unwrap()
}

fn arg(ty: ElementType, dims: &[usize], seed: u32) -> Literal {
    let n: usize = dims.iter().product();
    let v: Vec<i32> = (0..n as u32)
        .map(|i| ((i.wrapping_mul(2654435761) ^ seed.wrapping_mul(97)) >> 22) as i32 % 9 - 4)
        .collect();
    let bytes: Vec<u8> = match ty {
        ElementType::S32 => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        _ => v
            .iter()
            .flat_map(|&x| (x as f32 / 3.0).to_le_bytes())
            .collect(),
    };
    Literal::from_bytes(ArrayShape::new(ty, dims.to_vec()), &bytes).unwrap()
}

/// (lhs dims, rhs dims, result type and dims, conv attributes).
fn cases() -> Vec<(Vec<usize>, Vec<usize>, String, String)> {
    vec![
        (vec![2, 9, 9, 4], vec![3, 3, 4, 16], "f32[2,9,9,16]".into(),
         "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f".into()),
        (vec![2, 6, 11, 10], vec![16, 6, 3, 2], "f32[2,16,6,5]".into(),
         "window={size=3x2 stride=2x2 pad=1_1x0_1 rhs_dilate=1x1}, dim_labels=bf01_oi01->bf01".into()),
        (vec![1, 8, 8, 4], vec![3, 3, 4, 16], "f32[1,4,11,16]".into(),
         "window={size=3x3 pad=-1_-1x0_0 rhs_dilate=1x2 lhs_dilate=1x2}, dim_labels=b01f_01io->b01f".into()),
        (vec![2, 12, 8], vec![5, 8, 16], "f32[2,12,16]".into(),
         "window={size=5 pad=2_2 rhs_reversal=1}, dim_labels=b0f_0io->b0f".into()),
        (vec![1, 5, 5, 5, 4], vec![2, 2, 2, 4, 16], "f32[1,4,4,4,16]".into(),
         "window={size=2x2x2}, dim_labels=b012f_012io->b012f".into()),
        (vec![2, 7, 7, 4], vec![3, 3, 4, 16], "s32[2,7,7,16]".into(),
         "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f".into()),
    ]
}

fn module(l: &[usize], r: &[usize], out: &str, attrs: &str, ty: &str) -> String {
    let dims = |d: &[usize]| {
        d.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "HloModule c\nENTRY e {{\n  a = {ty}[{}] parameter(0)\n  b = {ty}[{}] parameter(1)\n  ROOT c = {out} convolution(a, b), {attrs}\n}}\n",
        dims(l),
        dims(r)
    )
}

#[test]
fn implicit_gemm_convolution_matches_cpu() {
    for (l, r, out, attrs) in cases() {
        let ty = if out.starts_with("s32") { "s32" } else { "f32" };
        let names = kernel_names(&module(&l, &r, &out, &attrs, ty));
        assert!(
            names.iter().any(|n| n.starts_with("conv_tiled")),
            "{attrs}: {names:?}"
        );
    }
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    for (k, (l, r, out, attrs)) in cases().into_iter().enumerate() {
        let (ty, et) = if out.starts_with("s32") {
            ("s32", ElementType::S32)
        } else {
            ("f32", ElementType::F32)
        };
        let text = module(&l, &r, &out, &attrs, ty);
        let args = [arg(et, &l, 2 * k as u32), arg(et, &r, 2 * k as u32 + 1)];
        let g = run_unwrap(&be, &text, &args);
        let w = run_unwrap(&cpu, &text, &args);
        assert_eq!(g[0].dims(), w[0].dims(), "{attrs}");
        if et == ElementType::S32 {
            assert!(g[0].bytes() == w[0].bytes(), "{attrs}: s32 differs");
            continue;
        }
        assert_close(&attrs, &g[0], &w[0], 1e-5);
    }
}
