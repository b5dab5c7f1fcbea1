//! `webxla bench`: execute-time medians (inputs already on the device, each run waited for),
//! next to jaxlib's time for the same case — measured in the same run when `--jaxlib-times`
//! gives a file, else the time recorded in case.json. A case on several devices is also
//! timed on one device (the same program, unpartitioned), on a line marked `(1 device)`.

use crate::check::{case_options, device_note, formats, Clients};
use crate::run::{execute_blocking, median};
use crate::{BackendArg, FormatArg};
use anyhow::{Context, Result};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use webxla::client::CompileOptions;
use webxla::conformance::{case_dirs, Case};

pub fn bench(
    paths: &[PathBuf],
    backend: BackendArg,
    format: FormatArg,
    jaxlib_times: Option<&Path>,
    min_time: f64,
) -> Result<ExitCode> {
    let mut clients = Clients::new(backend);
    let measured: BTreeMap<String, f64> = match jaxlib_times {
        Some(p) => serde_json::from_slice(
            &std::fs::read(p).with_context(|| format!("cannot read {}", p.display()))?,
        )
        .with_context(|| {
            format!(
                "{}: expected a JSON object {{case: microseconds}}",
                p.display()
            )
        })?,
        None => BTreeMap::new(),
    };
    {
        let client = clients.get(1)?;
        println!(
            "backend: {} ({})",
            client.platform(),
            client.devices()[0].device_kind()
        );
    }
    println!(
        "{:<34} {:>5} {:>12} {:>12} {:>12} {:>7} {:>8}",
        "case", "fmt", "webxla_us", "min_us", "jaxlib_us", "ratio", "runs"
    );
    let mut failures = 0;
    for path in paths {
        for dir in case_dirs(path)? {
            let case = Case::load_dir(&dir)?;
            let mut runs_on = vec![case.num_devices];
            if case.num_devices > 1 {
                runs_on.push(1);
            }
            for fmt in formats(format) {
                for &devices in &runs_on {
                    let note = if devices == case.num_devices {
                        device_note(&case)
                    } else {
                        " (1 device)".to_string()
                    };
                    let result = clients
                        .get(devices)
                        .and_then(|c| bench_case(c, &case, fmt, min_time, devices));
                    match result {
                        Ok((med, min, runs)) => {
                            let jax = measured.get(&case.name).copied().or(case.jaxlib_execute_us);
                            let ratio =
                                jax.map(|j| format!("{:.2}", med / j)).unwrap_or("-".into());
                            let jax = jax.map(|j| format!("{j:.1}")).unwrap_or("-".into());
                            println!(
                                "{:<34} {:>5} {:>12.1} {:>12.1} {:>12} {:>7} {:>8}{note}",
                                case.name, fmt, med, min, jax, ratio, runs
                            );
                        }
                        // A program written for its devices (shard_map's collectives name
                        // them) has no one-device form: not a failure of the case.
                        Err(e) if devices != case.num_devices => {
                            println!("{:<34} {:>5} n/a{note}: {e}", case.name, fmt);
                        }
                        Err(e) => {
                            failures += 1;
                            println!("{:<34} {:>5} FAILED{note}: {e}", case.name, fmt);
                        }
                    }
                }
            }
        }
    }
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Times one case in one format on `devices` devices (the case's own count, or 1: the
/// program unpartitioned).
fn bench_case(
    client: &webxla::Client,
    case: &Case,
    fmt: &str,
    min_time: f64,
    devices: usize,
) -> Result<(f64, f64, usize)> {
    let text = if fmt == "hlo" {
        case.hlo.as_deref()
    } else {
        case.mlir.as_deref()
    }
    .with_context(|| format!("no module.{fmt}"))?;
    let options = if devices == case.num_devices {
        case_options(case)
    } else {
        let mut o = CompileOptions::default();
        o.executable_build_options.num_partitions = 1;
        o.executable_build_options.num_replicas = 1;
        o
    };
    let list = webxla::client::DeviceList::new(client.devices()[..devices].to_vec());
    let exe = client.compile_and_load(text, Some(&list), &options)?;
    let args = exe
        .input_shardings()
        .iter()
        .zip(&case.inputs)
        .map(|(s, l)| client.device_put(l, s))
        .collect::<webxla::Result<Vec<_>>>()?;
    let got = execute_blocking(&exe, &args)?
        .iter()
        .map(|a| a.to_literal())
        .collect::<webxla::Result<Vec<_>>>()?;
    case.check(&got)
        .map_err(|e| anyhow::anyhow!("wrong result: {e}"))?;
    for _ in 0..2 {
        execute_blocking(&exe, &args)?;
    }
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < 20 || start.elapsed().as_secs_f64() < min_time {
        let t = Instant::now();
        execute_blocking(&exe, &args)?;
        samples.push(t.elapsed().as_secs_f64() * 1e6);
        if samples.len() >= 100_000 {
            break;
        }
    }
    let min = samples.iter().copied().fold(f64::INFINITY, f64::min);
    let runs = samples.len();
    Ok((median(&mut samples), min, runs))
}
