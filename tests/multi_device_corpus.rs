//! The multi-device corpus (tests/multi_device, made by jaxlib 0.10.2 on 8 host devices)
//! through the public client API: every case, from both `module.hlo` and `module.mlir`, on a
//! CPU client with the case's device count, and on a GPU client with as many virtual devices
//! (no adapter fails the test unless GPU tests are skipped explicitly: `gpu_skip`). Global inputs are
//! split as the executable's parameter shardings say; outputs are assembled and compared.

mod gpu_skip;
use std::collections::BTreeMap;
use std::path::Path;
use webxla::client::{Client, CompileOptions, DeviceList};
use webxla::conformance::{case_dirs, Case};
use webxla::ir::Literal;

fn cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/multi_device");
    case_dirs(&root)
        .expect("the vendored multi-device corpus is present")
        .iter()
        .map(|d| Case::load_dir(d).expect("case loads"))
        .collect()
}

fn run(client: &Client, text: &str, case: &Case) -> Result<Vec<Literal>, String> {
    let mut options = CompileOptions::default();
    options.executable_build_options.num_replicas = case.num_replicas.unwrap_or(1);
    options.executable_build_options.num_partitions = case.num_partitions.unwrap_or(1);
    let devices = DeviceList::new(client.devices()[..case.num_devices].to_vec());
    let exe = client
        .compile_and_load(text, Some(&devices), &options)
        .map_err(|e| e.to_string())?;
    if exe.local_devices().len() != case.num_devices {
        return Err(format!(
            "compiled for {} devices, the case has {}",
            exe.local_devices().len(),
            case.num_devices
        ));
    }
    exe.execute_host(&case.inputs).map_err(|e| e.to_string())
}

/// Runs every case in both formats on clients made by `make(n)`; prints a line each.
fn run_corpus(label: &str, make: &mut dyn FnMut(usize) -> Client) {
    let cases = cases();
    assert!(cases.len() >= 40, "the corpus has {} cases", cases.len());
    let mut clients: BTreeMap<usize, Client> = BTreeMap::new();
    let (mut passed, mut failures) = (0, Vec::new());
    for case in &cases {
        assert!(case.num_devices > 1, "{} runs on one device", case.name);
        let client = clients
            .entry(case.num_devices)
            .or_insert_with(|| make(case.num_devices));
        for (fmt, text) in [("hlo", &case.hlo), ("mlir", &case.mlir)] {
            let text = text.as_deref().expect("both formats are vendored");
            let n = case.num_devices;
            match run(client, text, case).and_then(|got| case.check(&got)) {
                Ok(()) => {
                    passed += 1;
                    println!("{label}: ok   {} [{fmt}] ({n} devices)", case.name);
                }
                Err(e) => {
                    println!("{label}: FAIL {} [{fmt}] ({n} devices): {e}", case.name);
                    failures.push(format!("{} [{fmt}]: {e}", case.name));
                }
            }
        }
    }
    println!("{label}: {passed} passed, {} failed", failures.len());
    assert!(
        failures.is_empty(),
        "{label} failures:\n{}",
        failures.join("\n")
    );
}

#[test]
fn multi_device_corpus_on_cpu_devices() {
    run_corpus("cpu", &mut |n| {
        webxla::client::make_cpu_client(webxla::client::CpuClientOptions {
            num_devices: n,
            asynchronous: true,
            ..Default::default()
        })
        .expect("cpu client")
    });
}

#[test]
fn multi_device_corpus_on_gpu_virtual_devices() {
    let options = |n: usize| webxla::client::GpuClientOptions {
        virtual_devices: n,
        ..Default::default()
    };
    if let Err(e) = pollster::block_on(webxla::client::make_gpu_client(options(1))) {
        return gpu_skip::no_gpu("multi-device corpus on gpu", e);
    }
    run_corpus("gpu", &mut |n| {
        pollster::block_on(webxla::client::make_gpu_client(options(n))).expect("gpu client")
    });
}
