//! What the fuzz targets share: one CPU client per process, and "take a program the fuzzer
//! made and push it as far as it goes" — compile it, and when it compiles and its parameters
//! are small, run it on zeros under a deadline.
//!
//! Every step may fail with a typed error (that is the point: malformed input is refused);
//! what it must never do is panic, abort, hang or allocate without bound. libFuzzer reports
//! a panic or abort as a crash, a step past its `-timeout` as a hang and an allocation past
//! `-rss_limit_mb` as out-of-memory.
//!
//! What this crate must not do: hide failures (no `catch_unwind`), or call anything but
//! webxla's public API.

use std::sync::OnceLock;
use std::time::Duration;
use webxla::client::{
    make_cpu_client, Client, CompileOptions, CpuClientOptions, ExecuteOptions, LoadedExecutable,
};
use webxla::ir::Literal;

/// Programs needing more than this at once are refused at compile time (RESOURCE_EXHAUSTED),
/// well under libFuzzer's default 2 GiB RSS limit.
const MEMORY_LIMIT_BYTES: u64 = 256 << 20;
/// Parameters past this many bytes in all are not materialised: compiling is still tested.
const MAX_INPUT_BYTES: usize = 1 << 20;
/// An endless `while` ends with DEADLINE_EXCEEDED after this.
const RUN_DEADLINE: Duration = Duration::from_millis(250);

/// One synchronous CPU client with one device and a small memory limit.
pub fn cpu_client() -> &'static Client {
    static CLIENT: OnceLock<Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        make_cpu_client(CpuClientOptions {
            num_devices: 1,
            asynchronous: false,
            memory_limit_bytes: Some(MEMORY_LIMIT_BYTES),
        })
        .expect("a CPU client")
    })
}

/// Compiles `program` (text or MLIR bytecode) and, when that succeeds, runs it.
pub fn compile_and_run(program: &[u8]) {
    let client = cpu_client();
    if let Ok(exe) = client.compile_and_load_bytes(program, None, &CompileOptions::default()) {
        run_on_zeros(&exe);
    }
}

/// Runs `exe` on zero-filled parameters under a deadline and reads every output back. Errors
/// are fine; a panic is a bug.
pub fn run_on_zeros(exe: &LoadedExecutable) {
    let client = cpu_client();
    let shapes = exe.parameter_shapes().to_vec();
    let mut total = 0usize;
    for s in &shapes {
        let bytes = s
            .dims
            .iter()
            .try_fold(s.ty.byte_size(), |acc, &d| acc.checked_mul(d));
        match bytes.and_then(|b| total.checked_add(b)) {
            Some(t) if t <= MAX_INPUT_BYTES => total = t,
            _ => return,
        }
    }
    let mut args = Vec::with_capacity(shapes.len());
    for s in shapes {
        let Ok(zeros) = Literal::zeros(s) else { return };
        let Ok(array) = client.buffer_from_pyval(&zeros, None) else {
            return;
        };
        args.push(array);
    }
    let options = ExecuteOptions {
        deadline: Some(RUN_DEADLINE),
        stop: None,
    };
    if let Ok(outputs) = exe.execute_with_options(&args, &options) {
        for out in outputs {
            let _ = out.to_literal();
        }
    }
}
