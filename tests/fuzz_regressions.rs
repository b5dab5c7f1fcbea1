//! Every input the fuzz targets (fuzz/fuzz_targets) ever crashed, hung or ran out of memory
//! on, kept in fuzz/regressions/<target>/ and replayed here through the same public API the
//! target calls, so a fixed bug stays fixed without libFuzzer or a nightly toolchain. Each
//! input must end within a minute with a result or a typed error; a hang fails the test
//! instead of hanging CI.

use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

/// The fuzz targets' own harness (client, memory limit, deadline, run on zeros), so the replay
/// runs exactly what the targets run.
#[path = "../fuzz/src/lib.rs"]
mod fuzz_harness;
use fuzz_harness::{compile_and_run, cpu_client, run_on_zeros};

fn replay(target: &str, data: &[u8]) {
    match target {
        "hlo_text" | "stablehlo_text" | "mlir_bytecode" => {
            compile_and_run(data);
            if target == "mlir_bytecode" {
                if let Ok(e) = webxla::export::deserialize(data) {
                    let _ = e.check_callable();
                }
            }
        }
        "executable" => {
            if let Ok(exe) = cpu_client().deserialize_executable(data, None) {
                run_on_zeros(&exe);
            }
        }
        "npy" => {
            for bf16 in [false, true] {
                if let Ok(lit) = webxla::npy::read_npy(data, bf16) {
                    let back = webxla::npy::read_npy(&webxla::npy::write_npy(&lit).unwrap(), bf16)
                        .unwrap();
                    assert_eq!(back, lit);
                }
            }
        }
        other => panic!("fuzz/regressions/{other}: no such fuzz target"),
    }
}

#[test]
fn every_kept_fuzz_finding_ends_with_a_result_or_a_typed_error() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
    let mut replayed = 0;
    for dir in std::fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        let target = dir.file_name().unwrap().to_string_lossy().to_string();
        for file in std::fs::read_dir(&dir).unwrap() {
            let file = file.unwrap().path();
            let data = std::fs::read(&file).unwrap();
            let (tx, rx) = mpsc::channel();
            let t = target.clone();
            std::thread::spawn(move || {
                replay(&t, &data);
                let _ = tx.send(());
            });
            match rx.recv_timeout(Duration::from_secs(60)) {
                Ok(()) => replayed += 1,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    panic!("{}: still running after 60 s", file.display())
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    panic!("{}: panicked (see above)", file.display())
                }
            }
        }
    }
    assert!(replayed >= 2, "only {replayed} findings replayed");
    println!("{replayed} fuzz findings replayed");
}
