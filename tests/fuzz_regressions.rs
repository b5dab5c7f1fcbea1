//! Every input the fuzz targets (fuzz/fuzz_targets) ever crashed, hung or ran out of memory
//! on, kept in fuzz/regressions/<target>/ and replayed here through the same public API the
//! target calls, so a fixed bug stays fixed without libFuzzer or a nightly toolchain. Each
//! input must end within a minute with a result or a typed error; a hang fails the test
//! instead of hanging CI.

use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;
use webxla::client::{
    make_cpu_client, Client, CompileOptions, CpuClientOptions, ExecuteOptions, LoadedExecutable,
};
use webxla::ir::Literal;

/// As fuzz/src/lib.rs: a small memory limit, small inputs materialised, a deadline.
fn client() -> Client {
    make_cpu_client(CpuClientOptions {
        num_devices: 1,
        asynchronous: false,
        memory_limit_bytes: Some(256 << 20),
    })
    .unwrap()
}

fn run_on_zeros(client: &Client, exe: &LoadedExecutable) {
    let shapes = exe.parameter_shapes().to_vec();
    let bytes: Option<usize> = shapes.iter().try_fold(0usize, |acc, s| {
        let b = s
            .dims
            .iter()
            .try_fold(s.ty.byte_size(), |a, &d| a.checked_mul(d))?;
        acc.checked_add(b)
    });
    if bytes.is_none_or(|b| b > 1 << 20) {
        return;
    }
    let args: Vec<_> = shapes
        .into_iter()
        .map(|s| {
            client
                .buffer_from_pyval(&Literal::zeros(s).unwrap(), None)
                .unwrap()
        })
        .collect();
    let options = ExecuteOptions {
        deadline: Some(Duration::from_millis(250)),
        stop: None,
    };
    if let Ok(outs) = exe.execute_with_options(&args, &options) {
        for o in outs {
            let _ = o.to_literal();
        }
    }
}

fn replay(target: &str, data: &[u8]) {
    let client = client();
    match target {
        "hlo_text" | "stablehlo_text" | "mlir_bytecode" => {
            if let Ok(exe) = client.compile_and_load_bytes(data, None, &CompileOptions::default()) {
                run_on_zeros(&client, &exe);
            }
            if target == "mlir_bytecode" {
                if let Ok(e) = webxla::export::deserialize(data) {
                    let _ = e.check_callable();
                }
            }
        }
        "executable" => {
            if let Ok(exe) = client.deserialize_executable(data, None) {
                run_on_zeros(&client, &exe);
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
