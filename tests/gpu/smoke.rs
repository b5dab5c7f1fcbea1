//! End-to-end GPU runs of small builder-made modules (skipped, visibly, without an adapter).

use crate::gpu_common;
use gpu_common::*;
use std::sync::Arc;
use webxla::backend::gpu::{GpuBackend, GpuOptions};
use webxla::backend::Backend;
use webxla::ir::*;

fn backend() -> Option<GpuBackend> {
    match pollster::block_on(GpuBackend::new(GpuOptions::default())) {
        Ok(b) => Some(b),
        Err(e) => {
            gpu_common::no_gpu("gpu backend", e);
            None
        }
    }
}

fn run(be: &GpuBackend, m: Module, args: &[Literal]) -> Vec<Literal> {
    let p = be.compile(Arc::new(m)).unwrap();
    let bufs: Vec<_> = args.iter().map(|a| be.upload(a).unwrap()).collect();
    let outs = pollster::block_on(p.execute(bufs, Default::default())).unwrap();
    outs.iter()
        .map(|o| pollster::block_on(be.download(o)).unwrap())
        .collect()
}

#[test]
fn elementwise_end_to_end() {
    let Some(be) = backend() else { return };
    println!("device: {}", be.device_kind());
    let n = 1000;
    let x: Vec<f32> = (0..n).map(|i| i as f32 / 500.0 - 1.0).collect();
    let y: Vec<f32> = (0..n).map(|i| (i % 7) as f32).collect();
    let out = run(
        &be,
        elementwise_module(n),
        &[
            Literal::from_slice(ElementType::F32, vec![n], &x).unwrap(),
            Literal::from_slice(ElementType::F32, vec![n], &y).unwrap(),
        ],
    );
    let got = out[0].as_slice::<f32>().unwrap();
    for i in 0..n {
        let want = (x[i] + y[i]) * x[i].exp() * 2.0;
        assert!(
            (got[i] - want).abs() <= 1e-5 * want.abs() + 1e-6,
            "{i}: {} vs {want}",
            got[i]
        );
    }
    let st = be.memory_stats();
    assert!(st.bytes_in_use > 0 && st.bytes_limit > 0);
}

#[test]
fn reduce_and_dot_end_to_end() {
    let Some(be) = backend() else { return };
    let (r, c) = (5, 7);
    let x: Vec<f32> = (0..r * c).map(|i| (i as f32).sin()).collect();
    let y: Vec<f32> = (0..r * c).map(|i| (i as f32).cos()).collect();
    let out = run(
        &be,
        reduce_dot_module(r, c),
        &[
            Literal::from_slice(ElementType::F32, vec![r, c], &x).unwrap(),
            Literal::from_slice(ElementType::F32, vec![c, r], &y).unwrap(),
        ],
    );
    let s = out[0].as_slice::<f32>().unwrap();
    for i in 0..r {
        let want: f32 = (0..c).map(|j| x[i * c + j]).sum();
        assert!((s[i] - want).abs() < 1e-5);
    }
    let d = out[1].as_slice::<f32>().unwrap();
    for i in 0..r {
        for j in 0..r {
            let want: f32 = (0..c).map(|k| x[i * c + k] * y[k * r + j]).sum();
            assert!((d[i * r + j] - want).abs() < 1e-5);
        }
    }
}

/// Shaders built with naga's bounds checks (`GpuOptions::bounds_checks`) give the same bits
/// as the default modules without them, on the conformance corpus's reductions, gathers and
/// dots.
#[test]
fn bounds_checked_shaders_give_the_same_results() {
    let Some(unchecked) = backend() else { return };
    let checked = pollster::block_on(GpuBackend::new(GpuOptions {
        bounds_checks: true,
        ..GpuOptions::default()
    }))
    .expect("a second device on the same adapter");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    for name in [
        "gather_take_along_axis",
        "reduce_sum",
        "dot_batch_einsum",
        "scatter_add",
    ] {
        let case = webxla::conformance::Case::load_dir(&root.join(name)).unwrap();
        let text = case.hlo.as_deref().unwrap();
        let a = run_hlo(&unchecked, text, &case.inputs).unwrap();
        let b = run_hlo(&checked, text, &case.inputs).unwrap();
        for (x, y) in a.iter().zip(&b) {
            assert!(
                x.bytes() == y.bytes(),
                "{name}: checked and unchecked differ"
            );
        }
    }
}
