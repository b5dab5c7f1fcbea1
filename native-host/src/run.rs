//! `webxla run` and `webxla dump`.

use crate::backend_choice::make_client;
use crate::BackendArg;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use webxla::client::{Array, CompileOptions};
use webxla::ir::{ElementType, Literal};

/// Reads a program file: MLIR bytecode (a StableHLO portable artifact) or HLO / StableHLO
/// text, decided by the content as `Client::compile_and_load_bytes` decides.
pub fn read_program(path: &Path) -> Result<Vec<u8>> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    if !webxla::bytecode::is_mlir_bytecode(&bytes) && std::str::from_utf8(&bytes).is_err() {
        bail!(
            "{}: not a text file (HLO or StableHLO text), MLIR bytecode (a StableHLO portable artifact) or a jax.export artifact",
            path.display()
        );
    }
    Ok(bytes)
}

/// Reads a .npy input for parameter `i`; `<u2` data feeds a bf16 parameter as raw bits.
pub fn read_input(path: &Path, i: usize, want: Option<ElementType>) -> Result<Literal> {
    let bytes = std::fs::read(path)
        .with_context(|| format!("input {i}: cannot read {}", path.display()))?;
    let as_bf16 = want == Some(ElementType::BF16);
    webxla::npy::read_npy(&bytes, as_bf16)
        .map_err(|e| anyhow::anyhow!("input {i} ({}): {}", path.display(), e.message))
}

pub fn median(samples: &mut [f64]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    samples.sort_by(f64::total_cmp);
    let n = samples.len();
    if n % 2 == 1 {
        samples[n / 2]
    } else {
        (samples[n / 2 - 1] + samples[n / 2]) / 2.0
    }
}

/// `webxla run`: `devices` > 1 runs the program on that many devices, each input a global
/// array split as the program's parameter shardings say, each output assembled. The content
/// decides what MODULE is: a jax.export artifact, MLIR bytecode, or HLO/StableHLO text.
#[allow(clippy::too_many_arguments)]
pub fn run(
    module: &Path,
    backend: BackendArg,
    inputs: &[PathBuf],
    out: Option<&Path>,
    repeat: usize,
    json: bool,
    devices: usize,
    timeout: Option<f64>,
) -> Result<ExitCode> {
    let bytes =
        std::fs::read(module).with_context(|| format!("cannot read {}", module.display()))?;
    let options = execute_options(timeout)?;
    if webxla::export::is_jax_export(&bytes) {
        return run_export(
            &bytes, module, backend, inputs, out, repeat, json, devices, &options,
        );
    }
    let bytes = read_program(module)?;
    let client = make_client(backend, devices)?;
    let t0 = Instant::now();
    let list = webxla::client::DeviceList::new(client.devices()[..devices.max(1)].to_vec());
    let exe = client
        .compile_and_load_bytes(&bytes, Some(&list), &CompileOptions::default())
        .map_err(|e| anyhow::anyhow!("{}: {e}", module.display()))?;
    let compile_ms = t0.elapsed().as_secs_f64() * 1e3;
    let params = exe.parameter_shapes().to_vec();
    if inputs.len() != params.len() {
        bail!(
            "{} takes {} parameter(s) ({}), got {} --input file(s)",
            module.display(),
            params.len(),
            params
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            inputs.len()
        );
    }
    let shardings = exe.input_shardings();
    let args = inputs
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let lit = read_input(p, i, Some(params[i].ty))?;
            Ok(client.device_put(&lit, &shardings[i])?)
        })
        .collect::<Result<Vec<Array>>>()?;
    let run = |args: &[Array]| exe.execute_with_options(args, &options);
    let report = Report {
        client: &client,
        devices,
        compile_ms,
        out,
        repeat,
        json,
    };
    report.execute_and_print(&run, &args)
}

/// `webxla run` of a jax.export artifact: compiled once on its `nr_devices` devices (at least
/// `devices`), called as jax's `Exported.call` (one input per in_aval, all of them, also
/// those the module prunes).
// `run`'s arguments plus the bytes it has already read.
#[allow(clippy::too_many_arguments)]
fn run_export(
    bytes: &[u8],
    module: &Path,
    backend: BackendArg,
    inputs: &[PathBuf],
    out: Option<&Path>,
    repeat: usize,
    json: bool,
    devices: usize,
    options: &webxla::client::ExecuteOptions,
) -> Result<ExitCode> {
    let exported = webxla::export::deserialize(bytes)
        .map_err(|e| anyhow::anyhow!("{}: {e}", module.display()))?;
    let devices = devices.max(exported.nr_devices).max(1);
    let client = make_client(backend, devices)?;
    let t0 = Instant::now();
    let exe = exported
        .load(&client)
        .map_err(|e| anyhow::anyhow!("{}: {e}", module.display()))?;
    let compile_ms = t0.elapsed().as_secs_f64() * 1e3;
    let avals = &exported.in_avals;
    if inputs.len() != avals.len() {
        bail!(
            "{} (jax.export of '{}') takes {} argument(s) ({}), got {} input file(s)",
            module.display(),
            exported.fun_name,
            avals.len(),
            avals
                .iter()
                .map(|a| a.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            inputs.len()
        );
    }
    let args = inputs
        .iter()
        .zip(avals)
        .enumerate()
        .map(|(i, (p, a))| {
            let lit = read_input(p, i, a.dtype.element_type())?;
            Ok(client.buffer_from_pyval(&lit, None)?)
        })
        .collect::<Result<Vec<Array>>>()?;
    let run = |args: &[Array]| exe.call_with_options(args, options);
    let report = Report {
        client: &client,
        devices,
        compile_ms,
        out,
        repeat,
        json,
    };
    report.execute_and_print(&run, &args)
}

/// What `run` prints and writes once it has an executable.
struct Report<'a> {
    client: &'a webxla::Client,
    devices: usize,
    compile_ms: f64,
    out: Option<&'a Path>,
    repeat: usize,
    json: bool,
}

impl Report<'_> {
    fn execute_and_print(
        &self,
        run: &dyn Fn(&[Array]) -> webxla::Result<Vec<Array>>,
        args: &[Array],
    ) -> Result<ExitCode> {
        let (client, devices, repeat) = (self.client, self.devices, self.repeat);
        let device = client.devices()[0].clone();
        let compile_ms = self.compile_ms;
        let outputs = blocking(run, args)?;
        let mut times = Vec::with_capacity(repeat);
        for _ in 0..repeat {
            let t = Instant::now();
            blocking(run, args)?;
            times.push(t.elapsed().as_secs_f64() * 1e6);
        }
        let min_us = times.iter().copied().fold(f64::INFINITY, f64::min);
        let median_us = median(&mut times);
        let literals = outputs
            .iter()
            .map(|a| a.to_literal())
            .collect::<webxla::Result<Vec<_>>>()?;
        if let Some(dir) = self.out {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
            for (i, lit) in literals.iter().enumerate() {
                let path = dir.join(format!("out{i}.npy"));
                std::fs::write(&path, webxla::npy::write_npy(lit)?)
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
        }
        println!(
            "backend: {} ({}){}",
            client.platform(),
            device.device_kind(),
            if devices > 1 {
                format!(" x {devices} devices")
            } else {
                String::new()
            }
        );
        println!("compile: {compile_ms:.2} ms");
        if repeat > 0 {
            println!("execute: median {median_us:.1} us, min {min_us:.1} us over {repeat} runs");
        }
        for (i, lit) in literals.iter().enumerate() {
            println!("out{i}: {} {}", lit.shape(), summary(lit));
        }
        if self.json {
            let outs: Vec<_> = literals
                .iter()
                .map(|l| serde_json::json!({"shape": l.dims(), "dtype": l.ty().hlo_name()}))
                .collect();
            let obj = serde_json::json!({
                "backend": client.platform(),
                "device": device.device_kind(),
                "compile_ms": compile_ms,
                "execute_us_median": if repeat > 0 { Some(median_us) } else { None },
                "execute_us_min": if repeat > 0 { Some(min_us) } else { None },
                "outputs": outs,
            });
            println!("{obj}");
        }
        Ok(ExitCode::SUCCESS)
    }
}

fn blocking(
    run: &dyn Fn(&[Array]) -> webxla::Result<Vec<Array>>,
    args: &[Array],
) -> Result<Vec<Array>> {
    let outs = run(args)?;
    webxla::client::batched_block_until_ready(&outs)?;
    Ok(outs)
}

/// `webxla info`: what a jax.export artifact says (avals, shardings, platforms, devices,
/// calling convention, effects), and whether webxla can call it.
pub fn info(module: &Path) -> Result<ExitCode> {
    let bytes =
        std::fs::read(module).with_context(|| format!("cannot read {}", module.display()))?;
    if !webxla::export::is_jax_export(&bytes) {
        // Say why: the envelope's own error when it does not read.
        let e = webxla::export::deserialize(&bytes).err();
        bail!(
            "{}: not a jax.export artifact{}",
            module.display(),
            e.map(|e| format!(" ({e})")).unwrap_or_default()
        );
    }
    let e = webxla::export::deserialize(&bytes)?;
    let sharding = |s: &webxla::export::ExportSharding, ndim: usize| match s.to_hlo_sharding(ndim) {
        Ok(Some(h)) => format!(" {}", webxla::ir::print::sharding_text(&h)),
        Ok(None) => String::new(),
        Err(err) => format!(" ({err})"),
    };
    println!("function: {}", e.fun_name);
    println!("platforms: {}", e.platforms.join(", "));
    println!("nr_devices: {}", e.nr_devices);
    println!(
        "calling_convention_version: {}",
        e.calling_convention_version
    );
    for (i, a) in e.in_avals.iter().enumerate() {
        let kept = if e.module_kept_var_idx.contains(&i) {
            ""
        } else {
            " (unused: pruned from the module)"
        };
        let s = e
            .in_shardings
            .get(i)
            .map(|s| sharding(s, a.shape.len()))
            .unwrap_or_default();
        println!("in{i}: {a}{s}{kept}");
    }
    for (i, a) in e.out_avals.iter().enumerate() {
        let s = e
            .out_shardings
            .get(i)
            .map(|s| sharding(s, a.shape.len()))
            .unwrap_or_default();
        println!("out{i}: {a}{s}");
    }
    if !e.ordered_effects.is_empty() {
        println!("ordered effects: {}", e.ordered_effects.join(", "));
    }
    if !e.unordered_effects.is_empty() {
        println!("unordered effects: {}", e.unordered_effects.join(", "));
    }
    println!(
        "module: {} bytes of MLIR bytecode",
        e.mlir_module_serialized.len()
    );
    match e.check_callable() {
        Ok(_) => println!("callable: yes"),
        Err(err) => println!("callable: no ({err})"),
    }
    Ok(ExitCode::SUCCESS)
}

/// `--timeout SECONDS` as execute options.
fn execute_options(timeout: Option<f64>) -> Result<webxla::client::ExecuteOptions> {
    let deadline = match timeout {
        None => None,
        Some(s) if s.is_finite() && s > 0.0 => Some(std::time::Duration::from_secs_f64(s)),
        Some(s) => anyhow::bail!("--timeout must be a positive number of seconds, got {s}"),
    };
    Ok(webxla::client::ExecuteOptions {
        deadline,
        stop: None,
    })
}

/// Executes and waits, turning an execution error into this command's error.
pub fn execute_blocking(exe: &webxla::LoadedExecutable, args: &[Array]) -> Result<Vec<Array>> {
    let outs = exe.execute(args)?;
    webxla::client::batched_block_until_ready(&outs)?;
    Ok(outs)
}

/// A one-line summary of values: the first few and, for floats, min/max/mean.
pub fn summary(lit: &Literal) -> String {
    let vals = values_f64(lit);
    if vals.is_empty() {
        return "(empty)".into();
    }
    let head: Vec<String> = vals.iter().take(4).map(|v| format!("{v:.6}")).collect();
    let finite: Vec<f64> = vals.iter().copied().filter(|v| v.is_finite()).collect();
    let (mn, mx) = finite
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| {
            (a.min(v), b.max(v))
        });
    let mean = finite.iter().sum::<f64>() / finite.len().max(1) as f64;
    format!(
        "[{}{}] min {mn:.6} max {mx:.6} mean {mean:.6}",
        head.join(", "),
        if vals.len() > 4 { ", ..." } else { "" }
    )
}

fn values_f64(lit: &Literal) -> Vec<f64> {
    use half::{bf16, f16};
    use ElementType::*;
    let d = lit.data();
    match lit.ty() {
        Pred | U8 => d.as_slice::<u8>().iter().map(|&v| v as f64).collect(),
        S8 => d.as_slice::<i8>().iter().map(|&v| v as f64).collect(),
        S16 => d.as_slice::<i16>().iter().map(|&v| v as f64).collect(),
        U16 => d.as_slice::<u16>().iter().map(|&v| v as f64).collect(),
        S32 => d.as_slice::<i32>().iter().map(|&v| v as f64).collect(),
        U32 => d.as_slice::<u32>().iter().map(|&v| v as f64).collect(),
        S64 => d.as_slice::<i64>().iter().map(|&v| v as f64).collect(),
        U64 => d.as_slice::<u64>().iter().map(|&v| v as f64).collect(),
        F16 => d.as_slice::<f16>().iter().map(|v| v.to_f64()).collect(),
        BF16 => d.as_slice::<bf16>().iter().map(|v| v.to_f64()).collect(),
        F32 | C64 => d.as_slice::<f32>().iter().map(|&v| v as f64).collect(),
        F64 | C128 => d.as_slice::<f64>().to_vec(),
        _ => Vec::new(),
    }
}

pub fn dump(module: &Path, ir: bool, wgsl: bool, plan: bool, devices: usize) -> Result<ExitCode> {
    let text = read_program(module)?;
    for (wanted, backend) in [(wgsl, BackendArg::Gpu), (plan, BackendArg::Cpu)] {
        if !wanted {
            continue;
        }
        let client = make_client(backend, devices)?;
        let list = webxla::client::DeviceList::new(client.devices()[..devices.max(1)].to_vec());
        let exe = client
            .compile_and_load_bytes(&text, Some(&list), &CompileOptions::default())
            .map_err(|e| anyhow::anyhow!("{}: {e}", module.display()))?;
        println!("{}", exe.dump());
    }
    if ir || !(wgsl || plan) {
        if devices > 1 {
            let client = make_client(BackendArg::Cpu, devices)?;
            let list = webxla::client::DeviceList::new(client.devices());
            let exe = client
                .compile_and_load_bytes(&text, Some(&list), &CompileOptions::default())
                .map_err(|e| anyhow::anyhow!("{}: {e}", module.display()))?;
            print!("{}", exe.hlo_text());
        } else {
            let (m, _) = webxla::client::parse_program_bytes(&text)
                .map_err(|e| anyhow::anyhow!("{}: {e}", module.display()))?;
            print!("{}", webxla::ir::print::print_module(&m));
        }
    }
    Ok(ExitCode::SUCCESS)
}
