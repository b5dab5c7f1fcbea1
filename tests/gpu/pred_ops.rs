//! Ops over pred on the GPU backend: `dot` with pred operands (XLA's boolean dot is an OR of
//! ANDs for a pred result, and counts the true products for an s32 or f32 result, as jaxlib's
//! `jnp.dot` and `lax.dot_general(..., preferred_element_type=...)` give) and
//! `bitcast-convert` from pred to pred (the identity). Expected values are computed here from
//! the inputs, and the CPU backend must agree. Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo};
use webxla::backend::cpu::CpuBackend;
use webxla::ir::{ArrayShape, ElementType, Literal};

/// A pred array from a hash of the index: about one value in `one_in` true.
fn preds(n: usize, seed: u32, one_in: u32) -> Vec<bool> {
    (0..n as u32)
        .map(|i| (i.wrapping_mul(2654435761) ^ seed.wrapping_mul(40503)) >> 7 & 0xff < 256 / one_in)
        .collect()
}

fn pred_literal(dims: &[usize], v: &[bool]) -> Literal {
    let bytes: Vec<u8> = v.iter().map(|&b| b as u8).collect();
    Literal::from_bytes(ArrayShape::new(ElementType::Pred, dims.to_vec()), &bytes).unwrap()
}

fn bools(l: &Literal) -> Vec<bool> {
    l.as_slice::<u8>()
        .unwrap()
        .iter()
        .map(|&b| b != 0)
        .collect()
}

/// `[m, k] x [k, n]` over pred, with the result type `out` (pred, s32 or f32).
fn dot_text(m: usize, k: usize, n: usize, out: &str) -> String {
    format!(
        "HloModule d\nENTRY e {{\n  a = pred[{m},{k}]{{1,0}} parameter(0)\n  b = pred[{k},{n}]{{1,0}} parameter(1)\n  ROOT d = {out}[{m},{n}]{{1,0}} dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n"
    )
}

/// The number of k with a[i, k] and b[k, j], for each (i, j).
fn counts(a: &[bool], b: &[bool], m: usize, k: usize, n: usize) -> Vec<u32> {
    let mut c = vec![0u32; m * n];
    for i in 0..m {
        for j in 0..n {
            c[i * n + j] = (0..k).filter(|&q| a[i * k + q] && b[q * n + j]).count() as u32;
        }
    }
    c
}

#[test]
fn pred_dot_is_or_of_ands_or_a_count() {
    let Some(gpu) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    // Small and tile-sized shapes; sparse inputs so that some results are false.
    for (m, k, n, one_in) in [
        (2, 3, 1, 2),
        (5, 7, 3, 4),
        (32, 40, 24, 16),
        (64, 128, 48, 64),
    ] {
        let (a, b) = (preds(m * k, 1, one_in), preds(k * n, 2, one_in));
        let args = [pred_literal(&[m, k], &a), pred_literal(&[k, n], &b)];
        let want = counts(&a, &b, m, k, n);
        let g = run_hlo(&gpu, &dot_text(m, k, n, "pred"), &args).unwrap();
        let c = run_hlo(&cpu, &dot_text(m, k, n, "pred"), &args).unwrap();
        let or_of_ands: Vec<bool> = want.iter().map(|&c| c > 0).collect();
        assert!(or_of_ands.iter().any(|&v| v) && or_of_ands.iter().any(|&v| !v));
        assert_eq!(bools(&g[0]), or_of_ands, "pred dot {m}x{k}x{n} on the gpu");
        assert_eq!(bools(&c[0]), or_of_ands, "pred dot {m}x{k}x{n} on the cpu");
        let g = run_hlo(&gpu, &dot_text(m, k, n, "s32"), &args).unwrap();
        let want_i: Vec<i32> = want.iter().map(|&c| c as i32).collect();
        assert_eq!(
            g[0].as_slice::<i32>().unwrap(),
            want_i.as_slice(),
            "s32 count {m}x{k}x{n}"
        );
        let g = run_hlo(&gpu, &dot_text(m, k, n, "f32"), &args).unwrap();
        let want_f: Vec<f32> = want.iter().map(|&c| c as f32).collect();
        assert_eq!(
            g[0].as_slice::<f32>().unwrap(),
            want_f.as_slice(),
            "f32 count {m}x{k}x{n}"
        );
    }
}

#[test]
fn bitcast_convert_pred_to_pred_is_the_identity() {
    let Some(gpu) = gpu_or_skip() else { return };
    let v = preds(37, 3, 2);
    let text = "HloModule b\nENTRY e {\n  x = pred[37]{0} parameter(0)\n  b = pred[37]{0} bitcast-convert(x)\n  ROOT n = pred[37]{0} not(b)\n}\n";
    let g = run_hlo(&gpu, text, &[pred_literal(&[37], &v)]).unwrap();
    let want: Vec<bool> = v.iter().map(|&b| !b).collect();
    assert_eq!(bools(&g[0]), want);
    let c = run_hlo(
        &CpuBackend::with_ieee_subnormals(),
        text,
        &[pred_literal(&[37], &v)],
    )
    .unwrap();
    assert_eq!(bools(&c[0]), want);
}
