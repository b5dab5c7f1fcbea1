//! The bytecode front end against jaxlib 0.10.2's own artifacts (tests/bytecode, made by
//! tests/bytecode/make_cases.py):
//! - every portable artifact (`vhlo_<version>.mlirbc`) gives the same `ir::Module` (printed) as
//!   the text front end gives for `roundtrip.mlir`, jaxlib's deserialization of that artifact;
//! - every case's plain bytecode (`plain.mlirbc`, jaxlib's `write_bytecode` of the case's
//!   `module.mlir`) gives the same `ir::Module` as the text front end gives for that text;
//! - the conformance corpus's artifacts and plain bytecode run on the CPU backend and pass the
//!   same checks as the text (jaxlib's outputs and tolerances from tests/conformance);
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
        for art in artifacts(&dir) {
            // jaxlib's deserialization of this very artifact where an older target changed
            // the program (tests/bytecode/make_roundtrips.py), else of the newest one.
            let stem = art.file_stem().unwrap().to_string_lossy().to_string();
            let own = dir.join(format!("roundtrip_{}.mlir", &stem["vhlo_".len()..]));
            let text = std::fs::read_to_string(if own.is_file() {
                own
            } else {
                dir.join("roundtrip.mlir")
            })
            .unwrap();
            let want = webxla::stablehlo::parse_stablehlo(&text).map(|m| print_module(&m));
            let label = format!(
                "{}/{}",
                dir.file_name().unwrap().to_string_lossy(),
                art.file_name().unwrap().to_string_lossy()
            );
            let got = parse_bytecode(&std::fs::read(&art).unwrap()).map(|m| print_module(&m));
            match (&want, got) {
                (Ok(w), Ok(g)) if *w == g => passed += 1,
                (Ok(w), Ok(g)) => {
                    // Set BYTECODE_DIFF_DIR to keep both printed modules for a diff.
                    if let Ok(d) = std::env::var("BYTECODE_DIFF_DIR") {
                        let stem = label.replace('/', "__");
                        let _ = std::fs::write(format!("{d}/{stem}.text"), w);
                        let _ = std::fs::write(format!("{d}/{stem}.bytecode"), &g);
                    }
                    failures.push(format!("{label}: IR differs from the text path"))
                }
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

/// The text a case's plain bytecode was written from: tests/<corpus>/<case>/module.mlir.
fn plain_text(corpus: &str, case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(corpus)
        .join(case)
        .join("module.mlir")
}

/// Compares every case's plain bytecode of `corpus` with the text path; returns (passed,
/// failures). Every case directory must hold plain.mlirbc.
fn same_ir_plain(corpus: &str) -> (usize, Vec<String>) {
    let mut passed = 0;
    let mut failures = Vec::new();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join(corpus))
        .expect("corpus present")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let case = dir.file_name().unwrap().to_string_lossy().to_string();
        let label = format!("{case}/plain.mlirbc");
        let Ok(bytes) = std::fs::read(dir.join("plain.mlirbc")) else {
            failures.push(format!("{label}: missing"));
            continue;
        };
        let text = std::fs::read_to_string(plain_text(corpus, &case)).unwrap();
        let want = webxla::stablehlo::parse_stablehlo(&text).map(|m| print_module(&m));
        let got = parse_bytecode(&bytes).map(|m| print_module(&m));
        match (&want, got) {
            (Ok(w), Ok(g)) if *w == g => passed += 1,
            (Ok(w), Ok(g)) => {
                // Set BYTECODE_DIFF_DIR to keep both printed modules for a diff.
                if let Ok(d) = std::env::var("BYTECODE_DIFF_DIR") {
                    let stem = format!("{corpus}__{case}__plain");
                    let _ = std::fs::write(format!("{d}/{stem}.text"), w);
                    let _ = std::fs::write(format!("{d}/{stem}.bytecode"), &g);
                }
                failures.push(format!("{label}: IR differs from the text path"))
            }
            (Err(w), Err(g)) if w.kind == g.kind && w.kind == ErrorKind::Unsupported => failures
                .push(format!(
                    "{label}: unsupported by both ({})",
                    g.message.lines().next().unwrap_or("")
                )),
            (_, Err(g)) => failures.push(format!(
                "{label}: {}",
                g.message.lines().next().unwrap_or("")
            )),
            (Err(w), Ok(_)) => failures.push(format!("{label}: text path fails: {}", w.message)),
        }
    }
    for f in &failures {
        println!("FAIL {f}");
    }
    println!(
        "{corpus}: {passed} plain bytecode files give the text path's IR, {} do not",
        failures.len()
    );
    (passed, failures)
}

#[test]
fn conformance_plain_bytecode_matches_text_ir() {
    let (passed, failures) = same_ir_plain("conformance");
    assert!(passed > 0);
    assert!(failures.is_empty(), "{} failures", failures.len());
}

#[test]
fn stablehlo_extra_plain_bytecode_matches_text_ir() {
    let (passed, failures) = same_ir_plain("stablehlo_extra");
    assert!(passed > 0);
    assert!(failures.is_empty(), "{} failures", failures.len());
}

#[test]
fn multi_device_plain_bytecode_matches_text_ir() {
    let (passed, failures) = same_ir_plain("multi_device");
    assert!(passed > 0);
    assert!(failures.is_empty(), "{} failures", failures.len());
}

/// Every conformance case's plain bytecode runs on the CPU backend and passes the text's
/// checks.
#[test]
fn conformance_plain_bytecode_runs_on_cpu() {
    let client = make_cpu_client(CpuClientOptions::default()).unwrap();
    let conf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let (mut passed, mut failed) = (0, Vec::new());
    for dir in case_dirs("conformance") {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let case = Case::load_dir(&conf.join(&name)).expect("case loads");
        let bytes = std::fs::read(dir.join("plain.mlirbc")).unwrap();
        let run = || -> Result<(), String> {
            let exe = client
                .compile_and_load_bytes(&bytes, None, &CompileOptions::default())
                .map_err(|e| e.to_string())?;
            let got = exe.execute_host(&case.inputs).map_err(|e| e.to_string())?;
            case.check(&got)
        };
        match run() {
            Ok(()) => passed += 1,
            Err(e) => failed.push(format!("{name}: {e}")),
        }
    }
    for f in &failed {
        println!("FAIL {f}");
    }
    println!(
        "conformance plain bytecode on CPU: {passed} passed, {} failed",
        failed.len()
    );
    assert!(passed > 0);
    assert!(failed.is_empty());
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

/// jnp.fft programs (`stablehlo.fft` / `vhlo.fft_v1`, four of tests/fft's cases) read from
/// every artifact version and from plain bytecode as from their text, and the newest artifact
/// gives jaxlib's outputs on the CPU backend.
#[test]
fn fft_bytecode_matches_text_ir_and_runs() {
    let (passed, failures) = same_ir("fft");
    assert_eq!((passed, failures.len()), (20, 0), "{failures:?}");
    let (passed, failures) = same_ir_plain("fft");
    assert_eq!((passed, failures.len()), (4, 0), "{failures:?}");
    let client = make_cpu_client(CpuClientOptions::default()).unwrap();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fft");
    for dir in case_dirs("fft") {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let case = Case::load_dir(&corpus.join(&name)).expect("case loads");
        let bytes = std::fs::read(dir.join("vhlo_1.17.0.mlirbc")).unwrap();
        let exe = client
            .compile_and_load_bytes(&bytes, None, &CompileOptions::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let got = exe.execute_host(&case.inputs).unwrap();
        case.check(&got).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
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
        for version in ["0.9.0", "1.0.0", "1.9.0", "1.13.7", "1.17.0"] {
            let path = dir.join(format!("vhlo_{version}.mlirbc"));
            if !path.is_file() {
                // jaxlib refused this target (an op newer than the version): nothing to run.
                // The two newest targets must exist for every case.
                assert!(
                    !["1.13.7", "1.17.0"].contains(&version),
                    "{name}: no {version} artifact"
                );
                continue;
            }
            let bytes = std::fs::read(&path).unwrap();
            let run = || -> Result<(), String> {
                let exe = client
                    .compile_and_load_bytes(&bytes, None, &CompileOptions::default())
                    .map_err(|e| e.to_string())?;
                let got = exe.execute_host(&case.inputs).map_err(|e| e.to_string())?;
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

#[test]
fn multi_device_artifacts_match_text_ir() {
    let (passed, failures) = same_ir("multi_device");
    assert!(passed > 0);
    assert!(failures.is_empty(), "{} failures", failures.len());
}

/// The multi-device corpus's artifacts (every version) on CPU clients with each case's device count:
/// inputs split as the parameter shardings say, outputs assembled and checked against jaxlib.
#[test]
fn multi_device_artifacts_run_on_cpu_devices() {
    use std::collections::BTreeMap;
    use webxla::client::{Client, DeviceList};
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/multi_device");
    let mut clients: BTreeMap<usize, Client> = BTreeMap::new();
    let (mut passed, mut failed) = (0, Vec::new());
    for dir in case_dirs("multi_device") {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let Ok(case) = Case::load_dir(&corpus.join(&name)) else {
            continue;
        };
        let client = clients.entry(case.num_devices).or_insert_with(|| {
            make_cpu_client(CpuClientOptions {
                num_devices: case.num_devices,
                asynchronous: true,
                ..Default::default()
            })
            .unwrap()
        });
        for art in artifacts(&dir) {
            let version = art.file_stem().unwrap().to_string_lossy().to_string();
            let bytes = std::fs::read(&art).unwrap();
            let run = || -> Result<(), String> {
                let mut options = CompileOptions::default();
                options.executable_build_options.num_replicas = case.num_replicas.unwrap_or(1);
                options.executable_build_options.num_partitions = case.num_partitions.unwrap_or(1);
                let devices = DeviceList::new(client.devices()[..case.num_devices].to_vec());
                let exe = client
                    .compile_and_load_bytes(&bytes, Some(&devices), &options)
                    .map_err(|e| e.to_string())?;
                let got = exe.execute_host(&case.inputs).map_err(|e| e.to_string())?;
                case.check(&got)
            };
            match run() {
                Ok(()) => passed += 1,
                Err(e) => failed.push(format!(
                    "{name} {version}: {}",
                    e.lines().next().unwrap_or("")
                )),
            }
        }
    }
    for f in &failed {
        println!("FAIL {f}");
    }
    println!(
        "multi-device artifacts on CPU devices: {passed} passed, {} failed",
        failed.len()
    );
    assert!(passed > 0);
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

/// Plain bytecode with an attribute code StableHLO does not define: every byte of a real file
/// set in turn to the varint 99, the reads that reach a stablehlo attribute entry's code name
/// it at that byte; no other read panics or loses its location.
#[test]
fn unknown_stablehlo_attribute_code_in_plain_bytecode_is_located() {
    let good = std::fs::read(root().join("conformance/argmax_argmin/plain.mlirbc")).unwrap();
    let mut named = 0;
    for at in 5..good.len() {
        let mut bad = good.clone();
        bad[at] = (99 << 1) | 1;
        let Err(e) = parse_bytecode(&bad) else {
            continue;
        };
        assert!(e.message.starts_with("byte "), "at {at}: {}", e.message);
        if e.message.contains("stablehlo attribute code 99") {
            assert_eq!(e.kind, ErrorKind::Unsupported, "{}", e.message);
            assert!(
                e.message.starts_with(&format!("byte {at}:")),
                "at {at}: {}",
                e.message
            );
            named += 1;
        }
    }
    // argmax_argmin's comparison directions and types are stablehlo entries.
    assert!(named >= 2, "{named} entries named");
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

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    fn corpus() -> Vec<Vec<u8>> {
        [
            "argmax_argmin",
            "conv2d_nhwc",
            "scatter_add",
            "while_fori_loop",
            "dot_general_batch",
        ]
        .iter()
        .flat_map(|c| ["vhlo_1.17.0.mlirbc", "plain.mlirbc"].map(move |f| (c, f)))
        .filter_map(|(c, f)| std::fs::read(root().join("conformance").join(c).join(f)).ok())
        .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Bit flips anywhere (in portable artifacts and plain bytecode) reach the mapping and
        /// the lowering with odd but readable trees: a typed error or a verified module, never
        /// a panic.
        #[test]
        fn flipped_artifacts_never_panic(which in 0usize..16, flips in proptest::collection::vec((0.0f64..1.0, 0u8..8), 1..4)) {
            let all = corpus();
            prop_assume!(!all.is_empty());
            let mut b = all[which % all.len()].clone();
            for (at, bit) in flips {
                let i = ((b.len() as f64) * at) as usize % b.len();
                b[i] ^= 1 << bit;
            }
            // Reader, mapping, lowering and verifier errors all say where: "byte N: ...".
            if let Err(e) = parse_bytecode(&b) {
                prop_assert!(e.message.starts_with("byte "), "{}", e.message);
            }
        }
    }
}
