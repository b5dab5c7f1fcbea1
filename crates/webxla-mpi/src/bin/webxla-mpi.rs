//! `webxla-mpi`: webxla spread over processes, launched by `mpirun`.
//!
//! - `mpirun -np P webxla-mpi check DIR --devices-per-process K [--backend cpu|gpu]
//!   [--format hlo|mlir|both]`: runs a multi-device conformance corpus with its devices spread
//!   over P processes (K each); every process checks the output blocks on its own devices
//!   against jaxlib's; process 0 prints one line per case and format, then `N passed, M
//!   failed`.
//! - `mpirun -np P webxla-mpi steps CASE --devices-per-process K --steps N`: runs one case N
//!   times, checking the first and last step's outputs against jaxlib's and, bit for bit,
//!   against this process running the case alone, and prints the median time of a step (the
//!   slowest process's). `--kill-rank R --kill-at-step S` makes process R kill itself (SIGKILL) at step
//!   S, to show the others fail with a typed error within the heartbeat timeout.
//! - `webxla-mpi serve --address HOST:PORT --num-nodes N`: a coordination service for runs
//!   whose processes are given `--coordinator HOST:PORT`.
//!
//! Without `--coordinator`, process 0 starts the coordination service on an ephemeral
//! loopback port and hands its address to the others through MPI.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};
use webxla::client::{
    make_distributed_cpu_client, make_distributed_gpu_client, Array, Client, CpuClientOptions,
    DeviceList, GpuClientOptions,
};
use webxla::conformance::{case_dirs, compare, Case, Expected};
use webxla::distributed::{Collectives, DistributedOptions};
use webxla::ir::Literal;
use webxla_distributed::{ClientOptions, DistributedRuntimeClient, DistributedRuntimeService};
use webxla_mpi::MpiCollectives;

#[derive(Debug)]
struct Args {
    command: String,
    path: String,
    devices_per_process: usize,
    backend: String,
    formats: Vec<String>,
    coordinator: Option<String>,
    num_nodes: usize,
    steps: usize,
    kill: Option<(usize, usize)>,
    heartbeat_timeout: Duration,
    collective_timeout: Duration,
}

fn usage() -> String {
    "usage: webxla-mpi check DIR | steps CASE_DIR | serve --address HOST:PORT --num-nodes N\n\
     options: --devices-per-process K (default 1) --backend cpu|gpu (default cpu)\n\
     --format hlo|mlir|both (default both) --coordinator HOST:PORT --steps N (default 10)\n\
     --kill-rank R --kill-at-step S --heartbeat-timeout-s T (default 10)\n\
     --collective-timeout-s T (default 120)"
        .into()
}

fn parse_args() -> Result<Args, String> {
    let mut it = std::env::args().skip(1);
    let command = it.next().ok_or_else(usage)?;
    let mut a = Args {
        command,
        path: String::new(),
        devices_per_process: 1,
        backend: "cpu".into(),
        formats: vec!["hlo".into(), "mlir".into()],
        coordinator: None,
        num_nodes: 0,
        steps: 10,
        kill: None,
        heartbeat_timeout: Duration::from_secs(10),
        collective_timeout: Duration::from_secs(120),
    };
    let (mut kill_rank, mut kill_step) = (None, None);
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{arg} needs a value"));
        let number = |v: String| {
            v.parse::<usize>()
                .map_err(|_| format!("{arg} takes a number, got {v:?}"))
        };
        match arg.as_str() {
            "--devices-per-process" => a.devices_per_process = number(value()?)?,
            "--backend" => a.backend = value()?,
            "--format" => {
                a.formats = match value()?.as_str() {
                    "both" => vec!["hlo".into(), "mlir".into()],
                    f @ ("hlo" | "mlir") => vec![f.into()],
                    f => return Err(format!("--format takes hlo, mlir or both, got {f:?}")),
                }
            }
            "--coordinator" | "--address" => a.coordinator = Some(value()?),
            "--num-nodes" => a.num_nodes = number(value()?)?,
            "--steps" => a.steps = number(value()?)?,
            "--kill-rank" => kill_rank = Some(number(value()?)?),
            "--kill-at-step" => kill_step = Some(number(value()?)?),
            "--heartbeat-timeout-s" => {
                a.heartbeat_timeout = Duration::from_secs(number(value()?)? as u64)
            }
            "--collective-timeout-s" => {
                a.collective_timeout = Duration::from_secs(number(value()?)? as u64)
            }
            "-h" | "--help" => return Err(usage()),
            p if !p.starts_with('-') && a.path.is_empty() => a.path = p.into(),
            other => return Err(format!("unknown argument {other:?}\n{}", usage())),
        }
    }
    a.kill = kill_rank.zip(kill_step);
    Ok(a)
}

/// One process's view of the run: MPI, the coordination service (process 0's, unless given),
/// its client, and the webxla client spanning the processes.
struct Run {
    mpi: Arc<MpiCollectives>,
    _service: Option<DistributedRuntimeService>,
    runtime: Arc<DistributedRuntimeClient>,
    client: Client,
}

impl Run {
    fn start(args: &Args) -> Result<Run, String> {
        let mpi = Arc::new(MpiCollectives::init().map_err(|e| e.to_string())?);
        let (rank, size) = (mpi.rank(), mpi.size());
        let mut service = None;
        let address = match &args.coordinator {
            Some(a) => a.clone(),
            None => {
                let mine = if rank == 0 {
                    let opts = webxla_distributed::ServiceOptions {
                        heartbeat_timeout: args.heartbeat_timeout,
                        ..Default::default()
                    };
                    let s = DistributedRuntimeService::start("127.0.0.1:0", size, opts)
                        .map_err(|e| format!("coordination service: {e}"))?;
                    let a = s.address().to_string();
                    service = Some(s);
                    a
                } else {
                    String::new()
                };
                String::from_utf8_lossy(&mpi.broadcast_from_root(mine.as_bytes())).into_owned()
            }
        };
        let opts = ClientOptions {
            heartbeat_timeout: args.heartbeat_timeout,
            init_timeout: Duration::from_secs(60),
            ..Default::default()
        };
        let runtime = Arc::new(
            DistributedRuntimeClient::new(&address, rank as i32, opts)
                .map_err(|e| format!("distributed runtime client: {e}"))?,
        );
        runtime
            .connect()
            .map_err(|e| format!("connecting to {address}: {e}"))?;
        let distributed = DistributedOptions {
            store: runtime.clone(),
            node_id: rank,
            num_nodes: size,
            collectives: Some(mpi.clone()),
            topology_timeout: Duration::from_secs(60),
        };
        let k = args.devices_per_process.max(1);
        let client = match args.backend.as_str() {
            "cpu" => make_distributed_cpu_client(
                CpuClientOptions {
                    num_devices: k,
                    ..Default::default()
                },
                distributed,
            ),
            "gpu" => pollster::block_on(make_distributed_gpu_client(
                GpuClientOptions {
                    virtual_devices: if k > 1 { k } else { 0 },
                    ..Default::default()
                },
                distributed,
            )),
            b => return Err(format!("--backend takes cpu or gpu, got {b:?}")),
        }
        .map_err(|e| format!("client: {e}"))?;
        client.set_collective_timeout(args.collective_timeout);
        Ok(Run {
            mpi,
            _service: service,
            runtime,
            client,
        })
    }

    fn rank(&self) -> usize {
        self.mpi.rank()
    }

    /// Every process's `mine`, in rank order (for reports).
    fn gather(&self, mine: &str) -> Vec<String> {
        let peers: Vec<usize> = (0..self.mpi.size()).collect();
        let deadline = Instant::now() + Duration::from_secs(600);
        let runtime = self.runtime.clone();
        let abandon = move || webxla::distributed::KeyValueStore::failure(runtime.as_ref());
        match self
            .mpi
            .exchange_bytes(&peers, mine.as_bytes().to_vec(), deadline, &abandon)
        {
            Ok(all) => all
                .into_iter()
                .enumerate()
                .map(|(r, b)| {
                    if r == self.rank() {
                        mine.to_string()
                    } else {
                        String::from_utf8_lossy(&b).into_owned()
                    }
                })
                .collect(),
            Err(e) => vec![format!("FAIL gathering results: {e}")],
        }
    }
}

/// Compares this process's blocks of `got` with the same blocks of `want`.
fn check_local_blocks(got: &Array, want: &Expected) -> Result<usize, String> {
    let mut checked = 0;
    for shard in got.addressable_shards().map_err(|e| e.to_string())? {
        let lit = shard.data.to_literal().map_err(|e| e.to_string())?;
        let start: Vec<usize> = shard.index.iter().map(|r| r.start).collect();
        let dims: Vec<usize> = shard.index.iter().map(|r| r.len()).collect();
        let block = want
            .value
            .block(&start, &dims)
            .map_err(|e| e.to_string())?
            .reshaped(lit.dims().to_vec())
            .ok_or("a block does not reshape to its shard")?;
        let expected = Expected {
            value: block,
            ..want.clone()
        };
        compare(&lit, &expected)
            .map_err(|e| format!("block {:?} on {:?}: {e}", shard.index, shard.device))?;
        checked += 1;
    }
    Ok(checked)
}

/// What one process did with a case: `Ok(blocks checked)` or why it failed.
fn run_case(client: &Client, case: &Case, fmt: &str) -> Result<usize, String> {
    let text = case.module_text(fmt)?;
    let all = client.devices();
    if case.num_devices > all.len() {
        return Err(format!(
            "the case needs {} devices, the processes have {}",
            case.num_devices,
            all.len()
        ));
    }
    let devices = DeviceList::new(all[..case.num_devices].to_vec());
    let exe = client
        .compile_and_load(text, Some(&devices), &case.compile_options())
        .map_err(|e| e.to_string())?;
    if !devices.iter().any(|d| d.is_addressable()) {
        return Ok(0); // other processes run it
    }
    let args = case
        .inputs
        .iter()
        .zip(exe.input_shardings())
        .map(|(x, s)| client.device_put(x, &s))
        .collect::<webxla::Result<Vec<_>>>()
        .map_err(|e| e.to_string())?;
    let outs = exe.execute(&args).map_err(|e| e.to_string())?;
    if outs.len() != case.expected.len() {
        return Err(format!(
            "{} outputs, jaxlib gave {}",
            outs.len(),
            case.expected.len()
        ));
    }
    let mut blocks = 0;
    for (i, (o, w)) in outs.iter().zip(&case.expected).enumerate() {
        blocks += check_local_blocks(o, w).map_err(|e| format!("output {i}: {e}"))?;
    }
    Ok(blocks)
}

fn check(run: &Run, args: &Args) -> Result<bool, String> {
    let dirs = case_dirs(std::path::Path::new(&args.path)).map_err(|e| e.to_string())?;
    let size = run.mpi.size();
    if run.rank() == 0 {
        println!(
            "backend: {} ({}), {} devices over {size} processes",
            run.client.platform(),
            run.client.devices()[0].device_kind(),
            run.client.device_count()
        );
    }
    let (mut passed, mut failed) = (0, 0);
    for dir in dirs {
        let case = Case::load_dir(&dir).map_err(|e| e.to_string())?;
        for fmt in &args.formats {
            let mine = match run_case(&run.client, &case, fmt) {
                Ok(blocks) => format!("ok {blocks}"),
                Err(e) => format!("FAIL {}", e.replace('\n', " | ")),
            };
            let all = run.gather(&mine);
            let failures: Vec<String> = all
                .iter()
                .enumerate()
                .filter(|(_, s)| !s.starts_with("ok"))
                .map(|(r, s)| format!("process {r}: {s}"))
                .collect();
            let spanned = case.num_devices.div_ceil(args.devices_per_process.max(1));
            let note = format!(
                "({} devices over {} process{})",
                case.num_devices,
                spanned.min(size),
                if spanned > 1 { "es" } else { "" }
            );
            if failures.is_empty() {
                passed += 1;
                if run.rank() == 0 {
                    println!("ok   {} [{fmt}] {note}", case.name);
                }
            } else {
                failed += 1;
                if run.rank() == 0 {
                    println!("FAIL {} [{fmt}] {note}: {}", case.name, failures.join("; "));
                }
            }
        }
    }
    if run.rank() == 0 {
        println!("{passed} passed, {failed} failed");
    }
    Ok(failed == 0)
}

fn steps(run: &Run, args: &Args) -> Result<bool, String> {
    let case = Case::load_dir(std::path::Path::new(&args.path)).map_err(|e| e.to_string())?;
    let fmt = args.formats.first().map_or("hlo", |s| s.as_str());
    let text = case.module_text(fmt)?;
    let devices = DeviceList::new(run.client.devices()[..case.num_devices].to_vec());
    let exe = run
        .client
        .compile_and_load(text, Some(&devices), &case.compile_options())
        .map_err(|e| e.to_string())?;
    let args_on_devices = case
        .inputs
        .iter()
        .zip(exe.input_shardings())
        .map(|(x, s)| run.client.device_put(x, &s))
        .collect::<webxla::Result<Vec<_>>>()
        .map_err(|e| e.to_string())?;
    let reference = single_process_reference(&case, text, &args.backend)?;
    let mut times = Vec::with_capacity(args.steps);
    for step in 0..args.steps {
        if args.kill == Some((run.rank(), step)) {
            eprintln!("process {}: killing itself at step {step}", run.rank());
            let _ = std::process::Command::new("kill")
                .args(["-9", &std::process::id().to_string()])
                .status();
            std::thread::sleep(Duration::from_secs(60));
        }
        let t = Instant::now();
        let result = exe
            .execute(&args_on_devices)
            .and_then(|outs| {
                webxla::client::batched_block_until_ready(&outs)?;
                Ok(outs)
            })
            .map_err(|e| e.to_string());
        let elapsed = t.elapsed();
        let outs = match result {
            Ok(o) => o,
            Err(e) => {
                println!(
                    "process {}: step {step} failed after {:.2} s: {e}",
                    run.rank(),
                    elapsed.as_secs_f64()
                );
                return Ok(false);
            }
        };
        times.push(elapsed);
        // Checked at the first and last step only: a process checking while another runs a
        // step would slow that step down on a machine whose cores they share.
        if step != 0 && step + 1 != args.steps {
            continue;
        }
        for (i, ((o, w), r)) in outs.iter().zip(&case.expected).zip(&reference).enumerate() {
            check_local_blocks(o, w).map_err(|e| format!("step {step}, output {i}: {e}"))?;
            let bitwise = Expected {
                value: r.clone(),
                rtol: 0.0,
                atol: 0.0,
                allow_mismatch_frac: 0.0,
            };
            check_local_blocks(o, &bitwise).map_err(|e| {
                format!("step {step}, output {i} differs from one process's result: {e}")
            })?;
        }
    }
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let all = run.gather(&format!("{:.3}", median.as_secs_f64() * 1e3));
    if run.rank() == 0 {
        let slowest = all
            .iter()
            .filter_map(|s| s.parse::<f64>().ok())
            .fold(0.0, f64::max);
        println!(
            "{}: {} steps on {} devices over {} processes, outputs match jaxlib; median step \
             {slowest:.3} ms (slowest process; per process: {} ms); bitwise equal to one \
             process's result",
            case.name,
            args.steps,
            case.num_devices,
            run.mpi.size(),
            all.join(", ")
        );
    }
    Ok(true)
}

/// The case's outputs computed by this process alone, on a client of its own with all the
/// case's devices: the processes' result must match it bit for bit (collectives see every
/// operand in the same order either way).
fn single_process_reference(
    case: &Case,
    text: &str,
    backend: &str,
) -> Result<Vec<Literal>, String> {
    let client = match backend {
        "gpu" => pollster::block_on(webxla::client::make_gpu_client(GpuClientOptions {
            virtual_devices: case.num_devices,
            ..Default::default()
        })),
        _ => webxla::client::make_cpu_client(CpuClientOptions {
            num_devices: case.num_devices,
            ..Default::default()
        }),
    }
    .map_err(|e| format!("a single-process client: {e}"))?;
    let devices = DeviceList::new(client.devices());
    client
        .compile_and_load(text, Some(&devices), &case.compile_options())
        .and_then(|exe| exe.execute_host(&case.inputs))
        .map_err(|e| format!("the single-process run: {e}"))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if args.command == "serve" {
        let address = args.coordinator.clone().unwrap_or("0.0.0.0:8476".into());
        if args.num_nodes == 0 {
            eprintln!("serve needs --num-nodes N");
            return ExitCode::from(2);
        }
        let opts = webxla_distributed::ServiceOptions {
            heartbeat_timeout: args.heartbeat_timeout,
            ..Default::default()
        };
        return match webxla_distributed::serve_forever(&address, args.num_nodes, opts) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        };
    }
    let run = match Run::start(&args) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("webxla-mpi: {e}");
            return ExitCode::FAILURE;
        }
    };
    let outcome = match args.command.as_str() {
        "check" => check(&run, &args),
        "steps" => steps(&run, &args),
        c => Err(format!("unknown command {c:?}\n{}", usage())),
    };
    match outcome {
        Ok(true) => {
            if let Err(e) = run.runtime.shutdown() {
                eprintln!("process {}: shutdown: {e}", run.rank());
            }
            ExitCode::SUCCESS
        }
        // A failed run leaves the other processes and MPI in an unknown state: no shutdown
        // barrier, no MPI_Finalize (either could wait for a process that is gone).
        Ok(false) => exit_now(3),
        Err(e) => {
            eprintln!("process {}: {e}", run.rank());
            exit_now(1)
        }
    }
}

fn exit_now(code: i32) -> ! {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    std::process::exit(code)
}
