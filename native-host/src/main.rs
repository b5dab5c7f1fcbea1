//! The `webxla` command line: `run`, `check`, `bench`, `dump`, and a bundled demo when run
//! with no arguments. Built only on webxla's public Rust API.

mod backend_choice;
mod bench;
mod check;
mod demo;
mod run;

use clap::{Parser, Subcommand, ValueEnum};

/// Executions allocate and free many large host buffers; glibc's malloc returns them to the
/// OS and faults them back in on every run once its thresholds drift, while mimalloc keeps
/// them (measured: 377k vs 17k page faults over the same matmul benchmark).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "webxla",
    version,
    about = "Run JAX programs (StableHLO or HLO text, MLIR bytecode, jax.export artifacts) on CPU or GPU"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// Which backend to run on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum BackendArg {
    Cpu,
    Gpu,
    /// The GPU when an adapter exists, else the CPU.
    Auto,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    Hlo,
    Mlir,
    Both,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program on .npy inputs.
    Run {
        /// StableHLO or HLO text, MLIR bytecode, or a jax.export artifact (the content
        /// decides).
        module: PathBuf,
        /// Inputs may also follow MODULE directly (`webxla run model.jaxexport in0.npy ...`);
        /// not together with --input.
        #[arg(value_name = "INPUT")]
        positional_inputs: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "auto")]
        backend: BackendArg,
        /// One .npy per parameter, in parameter order.
        #[arg(long = "input")]
        inputs: Vec<PathBuf>,
        /// Write outputs as DIR/out0.npy, out1.npy, ...
        #[arg(long)]
        out: Option<PathBuf>,
        /// Execute N more times after one warm-up and report timings.
        #[arg(long, default_value_t = 0)]
        repeat: usize,
        /// Print one JSON object on the last line of stdout.
        #[arg(long)]
        json: bool,
        /// Run on N devices (GPU: N virtual devices): inputs are global arrays split as the
        /// program's shardings say; outputs are assembled.
        #[arg(long, default_value_t = 1)]
        devices: usize,
        /// Stop an execution that runs longer than SECONDS (DEADLINE_EXCEEDED, checked
        /// between kernels and at every loop iteration).
        #[arg(long, value_name = "SECONDS")]
        timeout: Option<f64>,
        /// GPU: run f64 in exact software arithmetic (correctly rounded, much slower than
        /// f32) instead of refusing it.
        #[arg(long)]
        gpu_soft_f64: bool,
    },
    /// Run conformance cases (a corpus folder or one case folder).
    Check {
        path: PathBuf,
        #[arg(long, value_enum, default_value = "auto")]
        backend: BackendArg,
        #[arg(long, value_enum, default_value = "both")]
        format: FormatArg,
        /// A file listing known failures, one `case [fmt]` per line: they are reported as
        /// XFAIL and counted as failed, but do not make the exit status non-zero.
        #[arg(long)]
        known_failures: Option<PathBuf>,
        /// GPU: run f64 in exact software arithmetic (correctly rounded, much slower than
        /// f32) instead of refusing it.
        #[arg(long)]
        gpu_soft_f64: bool,
    },
    /// Time cases next to jaxlib's recorded (or freshly measured) execute time.
    Bench {
        paths: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "auto")]
        backend: BackendArg,
        #[arg(long, value_enum, default_value = "hlo")]
        format: FormatArg,
        /// JSON {case name: microseconds} of jaxlib timings taken in the same run.
        #[arg(long)]
        jaxlib_times: Option<PathBuf>,
        /// Minimum measured time per case, in seconds.
        #[arg(long, default_value_t = 0.5)]
        min_time: f64,
        /// GPU: run f64 in exact software arithmetic (correctly rounded, much slower than
        /// f32) instead of refusing it.
        #[arg(long)]
        gpu_soft_f64: bool,
    },
    /// What a jax.export artifact says: avals, shardings, platforms, devices, effects.
    Info { module: PathBuf },
    /// Print the parsed IR, the generated WGSL kernels, or the CPU backend's plan.
    Dump {
        module: PathBuf,
        #[arg(long)]
        ir: bool,
        #[arg(long)]
        wgsl: bool,
        /// Print the CPU backend's plan: its steps, fused groups (and what they read), and
        /// which dots run a group as their epilogue.
        #[arg(long)]
        plan: bool,
        /// Print the program one of N devices runs (after SPMD partitioning).
        #[arg(long, default_value_t = 1)]
        devices: usize,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(
        Command::Run { gpu_soft_f64, .. }
        | Command::Check { gpu_soft_f64, .. }
        | Command::Bench { gpu_soft_f64, .. },
    ) = cli.command
    {
        backend_choice::set_gpu_soft_f64(gpu_soft_f64);
    }
    let result = match cli.command {
        None => demo::run_demo(),
        Some(Command::Run {
            ref positional_inputs,
            ref inputs,
            ..
        }) if !positional_inputs.is_empty() && !inputs.is_empty() => Err(anyhow::anyhow!(
            "give the inputs either after MODULE or with --input, not both"
        )),
        Some(Command::Run {
            module,
            positional_inputs,
            backend,
            inputs,
            out,
            repeat,
            json,
            devices,
            timeout,
            ..
        }) => run::run(
            &module,
            backend,
            if inputs.is_empty() {
                &positional_inputs
            } else {
                &inputs
            },
            out.as_deref(),
            repeat,
            json,
            devices,
            timeout,
        ),
        Some(Command::Check {
            path,
            backend,
            format,
            known_failures,
            ..
        }) => check::check(&path, backend, format, known_failures.as_deref()),
        Some(Command::Bench {
            paths,
            backend,
            format,
            jaxlib_times,
            min_time,
            ..
        }) => bench::bench(&paths, backend, format, jaxlib_times.as_deref(), min_time),
        Some(Command::Info { module }) => run::info(&module),
        Some(Command::Dump {
            module,
            ir,
            wgsl,
            plan,
            devices,
        }) => run::dump(&module, ir, wgsl, plan, devices),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
