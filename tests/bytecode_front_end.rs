//! The bytecode front end against jaxlib 0.10.2's own artifacts (tests/bytecode, made by
//! tests/bytecode/make_cases.py):
//! - every portable artifact (`vhlo_<version>.mlirbc`) gives the same `ir::Module` (printed) as
//!   the text front end gives for `roundtrip.mlir`, jaxlib's deserialization of that artifact;
//! - the conformance corpus's artifacts run on the CPU backend and pass the same checks as the
//!   text (jaxlib's outputs and tolerances from tests/conformance);
//! - malformed input gets typed errors located at a byte offset.

use std::path::{Path, PathBuf};
use webxla::bytecode::parse_bytecode;
use webxla::client::{make_cpu_client, CompileOptions, CpuClientOptions};
use webxla::conformance::Case;
use webxla::ir::print::print_module;
use webxla::ErrorKind;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bytecode")
}

/// (corpus, case dir) for every case with a roundtrip.mlir.
fn case_dirs(corpus: &str) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join(corpus))
        .expect("corpus present")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("roundtrip.mlir").is_file())
        .collect();
    dirs.sort();
    dirs
}

fn artifacts(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy().to_string();
            n.starts_with("vhlo_") && n.ends_with(".mlirbc")
        })
        .collect();
    v.sort();
    v
}

/// Compares every artifact of `corpus` with the text path; returns (passed, failures).
fn same_ir(corpus: &str) -> (usize, Vec<String>) {
    let mut passed = 0;
    let mut failures = Vec::new();
    for dir in case_dirs(corpus) {
        let text = std::fs::read_to_string(dir.join("roundtrip.mlir")).unwrap();
        let want = webxla::stablehlo::parse_stablehlo(&text).map(|m| print_module(&m));
        for art in artifacts(&dir) {
            let label = format!(
                "{}/{}",
                dir.file_name().unwrap().to_string_lossy(),
                art.file_name().unwrap().to_string_lossy()
            );
            let got = parse_bytecode(&std::fs::read(&art).unwrap()).map(|m| print_module(&m));
            match (&want, got) {
                (Ok(w), Ok(g)) if *w == g => passed += 1,
                (Ok(_), Ok(_)) => failures.push(format!("{label}: IR differs from the text path")),
                (Err(w), Err(g)) if w.kind == g.kind && w.kind == ErrorKind::Unsupported => {
                    // Both front ends refuse the program the same way: not a pass.
                    failures.push(format!(
                        "{label}: unsupported by both ({})",
                        g.message.lines().next().unwrap_or("")
                    ))
                }
                (_, Err(g)) => failures.push(format!(
                    "{label}: {}",
                    g.message.lines().next().unwrap_or("")
                )),
                (Err(w), Ok(_)) => {
                    failures.push(format!("{label}: text path fails: {}", w.message))
                }
            }
        }
    }
    for f in &failures {
        println!("FAIL {f}");
    }
    println!(
        "{corpus}: {passed} artifacts give the text path's IR, {} do not",
        failures.len()
    );
    (passed, failures)
}

#[test]
fn conformance_artifacts_match_text_ir() {
    let (passed, failures) = same_ir("conformance");
    assert!(passed > 0);
    assert!(failures.is_empty(), "{} failures", failures.len());
}

#[test]
fn stablehlo_extra_artifacts_match_text_ir() {
    let (passed, failures) = same_ir("stablehlo_extra");
    assert!(passed > 0);
    assert!(failures.is_empty(), "{} failures", failures.len());
}

#[test]
fn conformance_artifacts_run_on_cpu() {
    let client = make_cpu_client(CpuClientOptions::default()).unwrap();
    let conf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let mut passed = 0;
    let mut failed = Vec::new();
    for dir in case_dirs("conformance") {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let case = Case::load_dir(&conf.join(&name)).expect("case loads");
        for version in ["1.13.7", "1.17.0"] {
            let bytes = std::fs::read(dir.join(format!("vhlo_{version}.mlirbc"))).unwrap();
            let run = || -> Result<(), String> {
                let exe = client
                    .compile_and_load_bytes(&bytes, None, &CompileOptions::default())
                    .map_err(|e| e.to_string())?;
                let args = case
                    .inputs
                    .iter()
                    .map(|l| client.buffer_from_pyval(l, None))
                    .collect::<webxla::Result<Vec<_>>>()
                    .map_err(|e| e.to_string())?;
                let outs = exe.execute(&args).map_err(|e| e.to_string())?;
                let got = outs
                    .iter()
                    .map(|a| a.to_literal())
                    .collect::<webxla::Result<Vec<_>>>()
                    .map_err(|e| e.to_string())?;
                case.check(&got)
            };
            match run() {
                Ok(()) => passed += 1,
                Err(e) => failed.push(format!("{name} {version}: {e}")),
            }
        }
    }
    for f in &failed {
        println!("FAIL {f}");
    }
    println!(
        "conformance artifacts on CPU: {passed} passed, {} failed",
        failed.len()
    );
    assert!(failed.is_empty());
}

fn first_artifact() -> Vec<u8> {
    std::fs::read(root().join("conformance/argmax_argmin/vhlo_1.17.0.mlirbc")).unwrap()
}

#[test]
fn malformed_inputs_get_located_errors() {
    let good = first_artifact();
    // Bad magic.
    let e = parse_bytecode(b"MLxR\x0d").unwrap_err();
    assert_eq!(e.kind, ErrorKind::Parse);
    assert!(e.message.starts_with("byte 0:"), "{}", e.message);
    // Truncated everywhere: typed errors with a byte offset, never a panic.
    for cut in [5, 10, 40, good.len() / 2, good.len() - 1] {
        let e = parse_bytecode(&good[..cut]).unwrap_err();
        assert!(e.message.starts_with("byte "), "cut {cut}: {}", e.message);
    }
    // A bad section id after the producer string.
    let producer_end = good.iter().skip(5).position(|&b| b == 0).unwrap() + 6;
    let mut bad = good.clone();
    bad[producer_end] = 0x1f;
    let e = parse_bytecode(&bad).unwrap_err();
    assert!(e.message.contains("section"), "{}", e.message);
    assert!(
        e.message.starts_with(&format!("byte {producer_end}:")),
        "{}",
        e.message
    );
}

#[test]
fn unsupported_ops_are_named() {
    // The same artifact with one op name string changed to a VHLO op webxla does not lower.
    let good = first_artifact();
    let at = good.windows(4).position(|w| w == b"iota").unwrap();
    let mut bad = good.clone();
    bad[at..at + 4].copy_from_slice(b"xxxx");
    let e = parse_bytecode(&bad).unwrap_err();
    assert!(e.message.contains("xxxx"), "{}", e.message);
    assert!(e.message.starts_with("byte "), "{}", e.message);
}
