//! The conformance corpus (tests/conformance, from jaxlib 0.10.2) through the public client
//! API: every case, from both `module.hlo` and `module.mlir`, on the CPU backend, and on the
//! GPU backend (no adapter fails the test unless GPU tests are skipped explicitly: `gpu_skip`).
//! Also checks that both text formats give bit-identical outputs on the CPU.

mod gpu_skip;
use std::path::Path;
use webxla::client::{make_cpu_client, Client, CompileOptions, CpuClientOptions};
use webxla::conformance::{case_dirs, Case};
use webxla::ir::Literal;

fn run(client: &Client, text: &str, case: &Case) -> Result<Vec<Literal>, String> {
    let exe = client
        .compile_and_load(text, None, &CompileOptions::default())
        .map_err(|e| e.to_string())?;
    let args = case
        .inputs
        .iter()
        .map(|l| client.buffer_from_pyval(l, None))
        .collect::<webxla::Result<Vec<_>>>()
        .map_err(|e| e.to_string())?;
    let outs = exe.execute(&args).map_err(|e| e.to_string())?;
    outs.iter()
        .map(|a| a.to_literal())
        .collect::<webxla::Result<Vec<_>>>()
        .map_err(|e| e.to_string())
}

/// Same element types, dimensions and bytes (layout annotations aside).
fn bit_identical(a: &[Literal], b: &[Literal]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.ty() == y.ty() && x.dims() == y.dims() && x.bytes() == y.bytes())
}

fn cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    case_dirs(&root)
        .expect("the vendored corpus is present")
        .iter()
        .map(|d| Case::load_dir(d).expect("case loads"))
        .collect()
}

/// `case [fmt]` lines of a known-failures file (what a backend does not run yet; each is
/// reported as XFAIL and counted as failed, never as passed).
fn known_failures(file: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(file);
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// Runs every case in both formats; prints a line each and `N passed, M failed`.
fn run_corpus(client: &Client, label: &str, compare_formats: bool, known: &[String]) {
    let cases = cases();
    assert_eq!(cases.len(), 62, "the vendored corpus has 62 cases");
    let (mut passed, mut failed) = (0, 0);
    let mut failures = Vec::new();
    for case in &cases {
        let mut results = Vec::new();
        for (fmt, text) in [("hlo", &case.hlo), ("mlir", &case.mlir)] {
            let text = text.as_deref().expect("both formats are vendored");
            let outcome = run(client, text, case).and_then(|got| {
                case.check(&got)?;
                Ok(got)
            });
            match outcome {
                Ok(got) => {
                    passed += 1;
                    println!("{label}: ok   {} [{fmt}]", case.name);
                    results.push(got);
                }
                Err(e) => {
                    failed += 1;
                    let id = format!("{} [{fmt}]", case.name);
                    if known.contains(&id) {
                        println!("{label}: XFAIL {id}: {e}");
                    } else {
                        println!("{label}: FAIL {id}: {e}");
                        failures.push(format!("{id}: {e}"));
                    }
                }
            }
        }
        if compare_formats && results.len() == 2 && !bit_identical(&results[0], &results[1]) {
            failed += 1;
            println!(
                "{label}: FAIL {}: hlo and mlir outputs are not bit-identical",
                case.name
            );
            failures.push(format!("{}: hlo vs mlir not bit-identical", case.name));
        }
    }
    println!("{label}: {passed} passed, {failed} failed");
    assert!(
        failures.is_empty(),
        "{label} failures:\n{}",
        failures.join("\n")
    );
}

#[test]
fn corpus_on_cpu_both_formats_bit_identical() {
    let client = make_cpu_client(CpuClientOptions::default()).unwrap();
    run_corpus(&client, "cpu", true, &[]);
}

#[test]
fn corpus_on_gpu_both_formats() {
    match pollster::block_on(webxla::client::make_gpu_client(Default::default())) {
        Ok(client) => run_corpus(
            &client,
            "gpu",
            false,
            &known_failures("gpu_known_failures.txt"),
        ),
        Err(e) => gpu_skip::no_gpu("corpus on gpu", e),
    }
}
