//! GPU top-k (a sort in total order, see tests/gpu/sort.rs for the other types) against the
//! CPU backend: ties go to the lower index, floats in XLA's total order (NaN above +inf, -0
//! below +0), s32/u32, smallest-k; f64 is refused with a typed error. Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo};
use webxla::backend::cpu::CpuBackend;

use webxla::ir::{ArrayShape, ElementType, Literal};

fn module(ty: &str, rows: usize, n: usize, k: usize, largest: bool) -> String {
    format!(
        "HloModule t\nENTRY e {{\n  x = {ty}[{rows},{n}]{{1,0}} parameter(0)\n  ROOT t = ({ty}[{rows},{k}]{{1,0}}, s32[{rows},{k}]{{1,0}}) topk(x), k={k}, largest={largest}\n}}\n"
    )
}

#[test]
fn topk_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let (rows, n) = (5, 300);
    let specials = [
        f32::NAN,
        f32::INFINITY,
        -0.0,
        0.0,
        f32::NEG_INFINITY,
        3.0,
        3.0,
    ];
    let f: Vec<f32> = (0..rows * n)
        .map(|i| {
            if i % 37 < specials.len() {
                specials[i % 37]
            } else {
                ((i * 7919) % 23) as f32 - 11.0
            }
        })
        .collect();
    let s: Vec<i32> = (0..rows * n)
        .map(|i| ((i * 7919) % 41) as i32 - 20)
        .collect();
    let u: Vec<u32> = (0..rows * n)
        .map(|i| ((i * 7919) % 41) as u32 * 100_000_000)
        .collect();
    let args = [
        (
            "f32",
            Literal::from_slice(ElementType::F32, vec![rows, n], &f).unwrap(),
        ),
        (
            "s32",
            Literal::from_slice(ElementType::S32, vec![rows, n], &s).unwrap(),
        ),
        (
            "u32",
            Literal::from_slice(ElementType::U32, vec![rows, n], &u).unwrap(),
        ),
    ];
    for (ty, x) in &args {
        for (k, largest) in [(1, true), (7, true), (n, true), (9, false)] {
            let text = module(ty, rows, n, k, largest);
            let g = run_hlo(&be, &text, std::slice::from_ref(x)).unwrap();
            let w = run_hlo(&cpu, &text, std::slice::from_ref(x)).unwrap();
            for j in 0..2 {
                assert!(
                    g[j].bytes() == w[j].bytes(),
                    "{ty} k={k} largest={largest} output {j} differs"
                );
            }
        }
    }
    // f64: a typed refusal naming dtype and backend (the first op holding one: the parameter).
    let h =
        Literal::from_bytes(ArrayShape::new(ElementType::F64, vec![2, 8]), &[0u8; 128]).unwrap();
    let e = run_hlo(&be, &module("f64", 2, 8, 3, true), std::slice::from_ref(&h)).unwrap_err();
    assert_eq!(e.kind, webxla::ErrorKind::Unsupported, "{e}");
    assert!(
        e.to_string().contains("f64") && e.to_string().contains("gpu"),
        "{e}"
    );
}
