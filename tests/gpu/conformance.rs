//! The conformance corpus on the GPU backend: one line per case and `N passed, M failed`.
//! Every case must pass; no adapter is a failure unless GPU tests are skipped explicitly.
//! Each case is also run on the CPU reference when it can be, and the two are compared.

use crate::gpu_skip;
use std::sync::Arc;
use webxla::backend::gpu::{GpuBackend, GpuOptions};
use webxla::backend::Backend;
use webxla::conformance::{case_dirs, compare, Case, Expected};
use webxla::ir::Literal;

fn run_case(be: &GpuBackend, case: &Case) -> Result<Vec<Literal>, String> {
    let text = case.hlo.as_deref().ok_or("case has no module.hlo")?;
    let module = webxla::hlo::parse_hlo(text).map_err(|e| format!("parse: {e}"))?;
    let p = be
        .compile(Arc::new(module))
        .map_err(|e| format!("compile: {e}"))?;
    let args: Vec<_> = case
        .inputs
        .iter()
        .map(|l| be.upload(l))
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let outs = pollster::block_on(p.execute(args, Default::default()))
        .map_err(|e| format!("execute: {e}"))?;
    outs.iter()
        .map(|o| pollster::block_on(be.download(o)).map_err(|e| e.to_string()))
        .collect()
}

/// Whether the GPU outputs agree with the CPU reference backend (same tolerances).
fn cpu_agreement(case: &Case, gpu: &[Literal]) -> String {
    let Some(text) = case.hlo.as_deref() else {
        return "cpu: no module".into();
    };
    let Ok(module) = webxla::hlo::parse_hlo(text) else {
        return "cpu: parse failed".into();
    };
    let cpu = match webxla::backend::cpu::run_module(&module, &case.inputs) {
        Ok(c) => c,
        Err(e) => return format!("cpu: not run ({})", e.kind().name()),
    };
    for (i, ((g, c), e)) in gpu.iter().zip(&cpu).zip(&case.expected).enumerate() {
        let want = Expected {
            value: c.clone(),
            rtol: e.rtol,
            atol: e.atol,
            allow_mismatch_frac: e.allow_mismatch_frac,
        };
        if let Err(m) = compare(g, &want) {
            return format!("cpu: output {i} differs from the cpu backend: {m}");
        }
    }
    "cpu: agrees".into()
}

#[test]
fn corpus_on_gpu() {
    let be = match pollster::block_on(GpuBackend::new(GpuOptions::default())) {
        Ok(b) => b,
        Err(e) => return gpu_skip::no_gpu("corpus on gpu", e),
    };
    println!("device: {}", be.device_kind());
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let filter = std::env::var("WEBXLA_CASE").ok();
    let (mut passed, mut failed) = (0, 0);
    let mut failures = Vec::new();
    for d in case_dirs(&dir).unwrap() {
        let name = d.file_name().unwrap().to_string_lossy().to_string();
        if filter.as_ref().is_some_and(|f| !name.contains(f.as_str())) {
            continue;
        }
        let case = match Case::load_dir(&d) {
            Ok(c) => c,
            Err(e) => {
                println!("FAIL {name}: load: {e}");
                failed += 1;
                continue;
            }
        };
        let got = run_case(&be, &case);
        if let Ok(g) = &got {
            println!("     {name}: {}", cpu_agreement(&case, g));
        }
        let r = got.and_then(|got| case.check(&got));
        match r {
            Ok(()) => {
                println!("ok   {name}");
                passed += 1;
            }
            Err(e) => {
                let first = e
                    .lines()
                    .next()
                    .unwrap_or("")
                    .chars()
                    .take(300)
                    .collect::<String>();
                println!("FAIL {name}: {first}");
                failures.push(name);
                failed += 1;
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "failing cases: {failures:?}");
}
