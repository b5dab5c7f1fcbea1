//! Runs openxla/stablehlo's JAX-generated testdata (`stablehlo/testdata/*.mlir`: each `main`
//! computes ops on constant inputs and checks them against jax's outputs with
//! `stablehlo.custom_call @check.*`) on the CPU or the GPU backend, and prints one line per
//! failing or refused case and the counts. Refusals (`UNIMPLEMENTED`) are counted apart from
//! failures and never as passes; files stablehlo itself does not interpret (`RUN-DISABLED`)
//! are run and listed but counted apart. `#[ignore]`d: the files are not in this repository;
//! `tests/stablehlo_testdata/run.sh` clones stablehlo at a pinned commit and runs this with
//! `WEBXLA_STABLEHLO_TESTDATA=<dir>` (optional: `WEBXLA_CASE=<substring>`,
//! `WEBXLA_TESTDATA_MIN_PASSED=<n>` to fail below n passes, `WEBXLA_TESTDATA_DUMP=<dir>` to
//! write every case's results as `.npy`).

#[path = "stablehlo_testdata/compare.rs"]
mod compare;
#[path = "stablehlo_testdata/rewrite.rs"]
mod rewrite;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::Arc;

use rewrite::{rewrite, uses_64bit_or_complex, Rewritten};
use webxla::backend::gpu::{GpuBackend, GpuOptions};
use webxla::backend::Backend;
use webxla::ir::{Literal, Module};
use webxla::{Error, ErrorKind};

/// What happened to one case.
enum Outcome {
    Passed,
    /// The backend or front end refused the program (`UNIMPLEMENTED`).
    Refused(String),
    Failed(String),
}

fn cases() -> Vec<PathBuf> {
    let dir = std::env::var("WEBXLA_STABLEHLO_TESTDATA")
        .expect("set WEBXLA_STABLEHLO_TESTDATA to stablehlo's stablehlo/testdata directory");
    let filter = std::env::var("WEBXLA_CASE").ok();
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .filter(|p| {
            filter
                .as_ref()
                .is_none_or(|f| p.to_string_lossy().contains(f.as_str()))
        })
        .collect();
    v.sort();
    v
}

fn from_error(stage: &str, e: Error) -> Outcome {
    let msg = format!("{stage}: {e}");
    if e.kind() == ErrorKind::Unsupported {
        Outcome::Refused(msg)
    } else {
        Outcome::Failed(msg)
    }
}

fn judge(prog: &Rewritten, outs: &[Literal]) -> Outcome {
    if outs.len() != 2 * prog.checks.len() {
        return Outcome::Failed(format!(
            "{} results for {} checks",
            outs.len(),
            prog.checks.len()
        ));
    }
    let failures: Vec<String> = prog
        .checks
        .iter()
        .enumerate()
        .filter_map(|(i, &kind)| compare::check(kind, &outs[2 * i], &outs[2 * i + 1]).err())
        .collect();
    if failures.is_empty() {
        Outcome::Passed
    } else {
        Outcome::Failed(failures.join(" | "))
    }
}

/// Parses, runs (through `run`) and judges one file; a panic is a failure.
fn run_case(
    path: &PathBuf,
    run: &dyn Fn(Module) -> Result<Vec<Literal>, (String, Error)>,
) -> Outcome {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return Outcome::Failed(format!("read: {e}")),
    };
    let prog = match rewrite(&text) {
        Ok(p) => p,
        Err(m) => return Outcome::Failed(m),
    };
    let result = catch_unwind(AssertUnwindSafe(|| {
        let module =
            webxla::stablehlo::parse_stablehlo(&prog.text).map_err(|e| ("parse".to_string(), e))?;
        run(module)
    }));
    match result {
        Err(_) => Outcome::Failed("panicked".into()),
        Ok(Err((stage, e))) => from_error(&stage, e),
        Ok(Ok(outs)) => {
            dump(path, &outs);
            judge(&prog, &outs)
        }
    }
}

/// With `WEBXLA_TESTDATA_DUMP=<dir>`, writes the results (check `i`: actual `out{2i}.npy`,
/// expected `out{2i+1}.npy`) to `<dir>/<case>/` for looking at the numbers.
fn dump(path: &std::path::Path, outs: &[Literal]) {
    let Ok(root) = std::env::var("WEBXLA_TESTDATA_DUMP") else {
        return;
    };
    let dir = PathBuf::from(root).join(path.file_stem().unwrap_or_default());
    if let Err(e) = std::fs::create_dir_all(&dir) {
        println!("dump: {}: {e}", dir.display());
        return;
    }
    for (i, o) in outs.iter().enumerate() {
        match webxla::npy::write_npy(o) {
            Ok(bytes) => {
                if let Err(e) = std::fs::write(dir.join(format!("out{i}.npy")), bytes) {
                    println!("dump: {e}");
                }
            }
            Err(e) => println!("dump: out{i}: {e}"),
        }
    }
}

#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    refused: usize,
}

impl Tally {
    fn add(&mut self, o: &Outcome) {
        match o {
            Outcome::Passed => self.passed += 1,
            Outcome::Refused(_) => self.refused += 1,
            Outcome::Failed(_) => self.failed += 1,
        }
    }

    fn line(&self) -> String {
        format!(
            "{} passed, {} failed, {} refused of {}",
            self.passed,
            self.failed,
            self.refused,
            self.passed + self.failed + self.refused
        )
    }
}

/// The reason stablehlo gives for not interpreting a file (`// RUN-DISABLED(reason)` on its
/// first line), if it does.
fn disabled_upstream(text: &str) -> Option<String> {
    let first = text.lines().next()?;
    let rest = first.strip_prefix("// RUN-DISABLED")?;
    let reason = rest
        .strip_prefix('(')
        .and_then(|r| r.split_once(')'))
        .map_or("no reason given", |(r, _)| r);
    Some(reason.to_string())
}

fn sweep(backend: &str, run: &dyn Fn(Module) -> Result<Vec<Literal>, (String, Error)>) {
    let (mut enabled, mut narrow, mut disabled) =
        (Tally::default(), Tally::default(), Tally::default());
    for path in cases() {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let outcome = run_case(&path, run);
        let off = disabled_upstream(&text);
        let note = off
            .as_ref()
            .map_or(String::new(), |r| format!(" [RUN-DISABLED upstream: {r}]"));
        if off.is_some() {
            disabled.add(&outcome);
        } else {
            enabled.add(&outcome);
            if !uses_64bit_or_complex(&text) {
                narrow.add(&outcome);
            }
        }
        match &outcome {
            Outcome::Passed => {}
            Outcome::Refused(m) => println!("REFUSED {name}{note}: {m}"),
            Outcome::Failed(m) => println!("FAIL {name}{note}: {m}"),
        }
    }
    println!("{backend}: cases stablehlo runs: {}", enabled.line());
    println!(
        "{backend}: of those, without 64-bit or complex tensor types: {}",
        narrow.line()
    );
    println!(
        "{backend}: cases stablehlo marks RUN-DISABLED (not in the counts above): {}",
        disabled.line()
    );
    if let Some(min) = std::env::var("WEBXLA_TESTDATA_MIN_PASSED")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        assert!(
            enabled.passed >= min,
            "{backend}: {} passed, fewer than {min}",
            enabled.passed
        );
    }
}

#[test]
#[ignore = "needs stablehlo's testdata: tests/stablehlo_testdata/run.sh"]
fn stablehlo_testdata_cpu() {
    sweep("cpu", &|m: Module| {
        webxla::backend::cpu::run_module(&m, &[]).map_err(|e| ("run".to_string(), e))
    });
}

#[test]
#[ignore = "needs stablehlo's testdata and a GPU adapter: tests/stablehlo_testdata/run.sh"]
fn stablehlo_testdata_gpu() {
    // `run.sh --gpu-soft-f64` (WEBXLA_GPU_SOFT_F64=1): f64 in exact software arithmetic.
    let soft_f64 = std::env::var("WEBXLA_GPU_SOFT_F64").as_deref() == Ok("1");
    let be = pollster::block_on(GpuBackend::new(GpuOptions {
        soft_f64,
        ..GpuOptions::default()
    }))
    .expect("no GPU adapter (on a machine without one, set VK_ICD_FILENAMES for lavapipe)");
    println!("device: {} (soft f64: {soft_f64})", be.device_kind());
    sweep("gpu", &|m: Module| {
        let p = be
            .compile(Arc::new(m))
            .map_err(|e| ("compile".to_string(), e))?;
        let outs = pollster::block_on(p.execute(Vec::new(), Default::default()))
            .map_err(|e| ("execute".to_string(), e))?;
        outs.iter()
            .map(|o| pollster::block_on(be.download(o)).map_err(|e| ("download".to_string(), e)))
            .collect()
    });
}
