//! Multi-device programs in a real browser through the public Rust client API: the
//! multi-device corpus cases `mesh4_matmul` (a jit matmul with a NamedSharding on a 4-device
//! mesh) and `mesh4_psum` (a shard_map psum over 4 devices), made by jaxlib 0.10.2 and embedded
//! from tests/multi_device, on 4 virtual WebGPU devices (SwiftShader in headless Chromium)
//! and on 4 CPU devices in wasm. Inputs are global arrays placed with `device_put` by the
//! executable's input shardings; the global outputs are assembled and checked against jaxlib's
//! with the corpus tolerances (`conformance::Case::check`). The 4 devices of an execution are
//! futures polled together, so the psum's all-reduce meets all four without threads.
#![cfg(target_arch = "wasm32")]

mod gpu_skip;
use wasm_bindgen_test::*;
use webxla::client::{Client, CompileOptions, DeviceList};

wasm_bindgen_test_configure!(run_in_browser);

struct Case {
    name: &'static str,
    json: &'static str,
    hlo: &'static str,
    mlir: &'static str,
    inputs: &'static [&'static [u8]],
    outputs: &'static [&'static [u8]],
}

macro_rules! case {
    ($name:literal, [$($i:literal),*], [$($o:literal),*]) => {
        Case {
            name: $name,
            json: include_str!(concat!("multi_device/", $name, "/case.json")),
            hlo: include_str!(concat!("multi_device/", $name, "/module.hlo")),
            mlir: include_str!(concat!("multi_device/", $name, "/module.mlir")),
            inputs: &[$(include_bytes!(concat!("multi_device/", $name, "/", $i, ".npy"))),*],
            outputs: &[$(include_bytes!(concat!("multi_device/", $name, "/", $o, ".npy"))),*],
        }
    };
}

static CASES: &[Case] = &[
    case!("mesh4_matmul", ["in0", "in1", "in2"], ["out0"]),
    case!("mesh4_psum", ["in0"], ["out0"]),
];

/// Runs known not to pass yet, each of which must fail (the test says so when one passes:
/// then delete its entry here and in www/test/corpus-runner.mjs so it is required). None
/// today: both front ends read jax's Shardy and GSPMD forms.
const PENDING_FRONT_END: &[&str] = &[];

/// mesh4_psum's HLO with its shard_map boundaries in webxla's own spelling (see the file's
/// header): the collective path runs on every backend now, against the corpus outputs.
const PSUM_MANUAL_HLO: &str = include_str!("web_multi_device/mesh4_psum_manual.hlo");

fn load(case: &Case) -> Result<webxla::conformance::Case, String> {
    let file = |name: &str| -> webxla::Result<Vec<u8>> {
        let pick = |prefix: &str, files: &[&[u8]]| {
            let k: usize = name
                .strip_prefix(prefix)?
                .strip_suffix(".npy")?
                .parse()
                .ok()?;
            files.get(k).map(|b| b.to_vec())
        };
        pick("in", case.inputs)
            .or_else(|| pick("out", case.outputs))
            .ok_or_else(|| webxla::Error::not_found(format!("{name} is not embedded")))
    };
    webxla::conformance::Case::from_files(case.json, None, None, file).map_err(|e| e.to_string())
}

/// One case in one text format: compiled for the client's first `num_devices` devices with
/// the case's replica and partition counts, run on global arrays, checked.
async fn run_case(client: &Client, case: &Case, text: &str) -> Result<(), String> {
    let loaded = load(case)?;
    let n = loaded.num_devices;
    if client.device_count() < n {
        return Err(format!(
            "the client has {} devices, the case needs {n}",
            client.device_count()
        ));
    }
    let devices = DeviceList::new(client.devices()[..n].to_vec());
    let mut options = CompileOptions::default();
    options.executable_build_options.num_replicas = loaded.num_replicas.unwrap_or(1);
    options.executable_build_options.num_partitions = loaded.num_partitions.unwrap_or(1);
    let exe = client
        .compile_and_load(text, Some(&devices), &options)
        .map_err(|e| format!("compile: {e}"))?;
    if exe.local_devices().len() != n {
        return Err(format!(
            "compiled for {} devices, the case has {n}",
            exe.local_devices().len()
        ));
    }
    let shardings = exe.input_shardings();
    let mut args = Vec::new();
    for (k, lit) in loaded.inputs.iter().enumerate() {
        let sharding = shardings
            .get(k)
            .ok_or_else(|| format!("no input sharding for argument {k}"))?;
        args.push(
            client
                .device_put(lit, sharding)
                .map_err(|e| format!("device_put in{k}: {e}"))?,
        );
    }
    let outs = exe
        .execute_async(&args)
        .await
        .map_err(|e| format!("execute: {e}"))?;
    let mut got = Vec::new();
    for (k, out) in outs.iter().enumerate() {
        if out.devices().len() != n {
            return Err(format!(
                "out{k} is on {} devices, the executable runs on {n}",
                out.devices().len()
            ));
        }
        got.push(
            out.to_literal_async()
                .await
                .map_err(|e| format!("download out{k}: {e}"))?,
        );
    }
    loaded.check(&got)
}

/// Every case in both formats, plus mesh4_psum in webxla's spelling; returns the failures
/// that are not pending and the pending runs that pass.
async fn run_all(client: &Client, backend: &str) -> (Vec<String>, Vec<String>) {
    let mut runs: Vec<(String, &Case, &str)> = Vec::new();
    for case in CASES {
        runs.push((format!("{}[hlo]", case.name), case, case.hlo));
        runs.push((format!("{}[mlir]", case.name), case, case.mlir));
    }
    let psum = CASES.iter().find(|c| c.name == "mesh4_psum").unwrap();
    runs.push((
        "mesh4_psum[hlo, manual boundaries]".into(),
        psum,
        PSUM_MANUAL_HLO,
    ));
    let (mut passed, mut failed, mut pending, mut unexpected) = (0, vec![], 0, vec![]);
    for (label, case, text) in runs {
        let result = run_case(client, case, text).await;
        let is_pending = PENDING_FRONT_END.contains(&label.as_str());
        let line = match (&result, is_pending) {
            (Ok(()), false) => {
                passed += 1;
                format!("ok   {label}")
            }
            (Err(e), false) => {
                failed.push(format!("{label}: {e}"));
                format!("FAIL {label}: {e}")
            }
            (Err(e), true) => {
                pending += 1;
                format!("PENDING (front end) {label}: {e}")
            }
            (Ok(()), true) => {
                unexpected.push(label.clone());
                format!("PASSES NOW {label}: remove it from PENDING_FRONT_END")
            }
        };
        web_sys::console::log_1(&format!("multi-device on {backend}: {line}").into());
    }
    web_sys::console::log_1(
        &format!(
            "multi-device on {backend} (4 devices): {passed} passed, {} failed, {pending} \
             pending the front end",
            failed.len()
        )
        .into(),
    );
    (failed, unexpected)
}

fn assert_clean(backend: &str, (failed, unexpected): (Vec<String>, Vec<String>)) {
    assert!(
        failed.is_empty(),
        "{} multi-device runs failed on {backend}: {failed:#?}",
        failed.len()
    );
    assert!(
        unexpected.is_empty(),
        "these runs pass on {backend} now; delete them from PENDING_FRONT_END in \
         tests/web_multi_device.rs and www/test/corpus-runner.mjs: {unexpected:?}"
    );
}

#[wasm_bindgen_test]
async fn mesh4_cases_on_4_virtual_webgpu_devices() {
    let options = webxla::client::GpuClientOptions {
        virtual_devices: 4,
        ..Default::default()
    };
    let client = match webxla::client::make_gpu_client(options).await {
        Ok(c) => c,
        Err(e) => return gpu_skip::no_gpu("mesh4 cases on webgpu", e),
    };
    assert_eq!(
        client.device_count(),
        4,
        "virtual_devices: 4 gives 4 devices"
    );
    let ids: Vec<usize> = client.devices().iter().map(|d| d.id()).collect();
    assert_eq!(ids, vec![0, 1, 2, 3]);
    assert_clean("webgpu", run_all(&client, "webgpu").await);
}

#[wasm_bindgen_test]
async fn mesh4_cases_on_4_cpu_devices_in_wasm() {
    let client = webxla::client::make_cpu_client(webxla::client::CpuClientOptions {
        num_devices: 4,
        ..Default::default()
    })
    .expect("cpu client");
    assert_eq!(client.device_count(), 4);
    assert_clean("cpu", run_all(&client, "cpu").await);
}
