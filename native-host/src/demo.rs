//! The bundled demo (`webxla` with no arguments): a two-layer MLP from JAX, given as StableHLO
//! text with its inputs and jaxlib's expected output, run on the best available backend.

use crate::backend_choice::make_client;
use crate::run::{execute_blocking, median, summary};
use crate::BackendArg;
use anyhow::Result;
use std::process::ExitCode;
use std::time::Instant;
use webxla::client::CompileOptions;
use webxla::conformance::Case;

const CASE_JSON: &str = include_str!("../../tests/conformance/mlp_forward/case.json");
const MLIR: &str = include_str!("../../tests/conformance/mlp_forward/module.mlir");
const FILES: &[(&str, &[u8])] = &[
    (
        "in0.npy",
        include_bytes!("../../tests/conformance/mlp_forward/in0.npy"),
    ),
    (
        "in1.npy",
        include_bytes!("../../tests/conformance/mlp_forward/in1.npy"),
    ),
    (
        "in2.npy",
        include_bytes!("../../tests/conformance/mlp_forward/in2.npy"),
    ),
    (
        "in3.npy",
        include_bytes!("../../tests/conformance/mlp_forward/in3.npy"),
    ),
    (
        "in4.npy",
        include_bytes!("../../tests/conformance/mlp_forward/in4.npy"),
    ),
    (
        "out0.npy",
        include_bytes!("../../tests/conformance/mlp_forward/out0.npy"),
    ),
];

pub fn run_demo() -> Result<ExitCode> {
    let case = Case::from_files(CASE_JSON, None, Some(MLIR.to_string()), |name| {
        FILES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| b.to_vec())
            .ok_or_else(|| webxla::Error::not_found(format!("demo file {name}")))
    })?;
    let client = make_client(BackendArg::Auto, 1)?;
    let device = client.devices()[0].clone();
    println!("webxla demo: {} (JAX program as StableHLO text)", case.name);
    println!(
        "backend: {} — device: {}",
        client.platform(),
        device.device_kind()
    );
    let t0 = Instant::now();
    let exe = client.compile_and_load(MLIR, None, &CompileOptions::default())?;
    println!("compile: {:.2} ms", t0.elapsed().as_secs_f64() * 1e3);
    let args = case
        .inputs
        .iter()
        .map(|l| client.buffer_from_pyval(l, Some(&device)))
        .collect::<webxla::Result<Vec<_>>>()?;
    for (i, a) in args.iter().enumerate() {
        println!("  in{i}: {}", a.array_shape());
    }
    let outs = execute_blocking(&exe, &args)?;
    let mut times = Vec::new();
    for _ in 0..50 {
        let t = Instant::now();
        execute_blocking(&exe, &args)?;
        times.push(t.elapsed().as_secs_f64() * 1e6);
    }
    println!(
        "execute: median {:.1} us over {} runs",
        median(&mut times),
        50
    );
    let got = outs
        .iter()
        .map(|a| a.to_literal())
        .collect::<webxla::Result<Vec<_>>>()?;
    for (i, l) in got.iter().enumerate() {
        println!("  out{i}: {} {}", l.shape(), summary(l));
    }
    match case.check(&got) {
        Ok(()) => {
            println!("result matches jaxlib 0.10.2 within the case's tolerance");
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            println!("result DIFFERS from jaxlib: {e}");
            Ok(ExitCode::FAILURE)
        }
    }
}
