//! Issue #16's structured differential target: the fuzzer's bytes drive `webxla-testgen` into
//! a random well-typed HLO program (element types both backends run, guarded domains), which
//! runs on the CPU client and on a GPU client (replaced every 1000 inputs; without an
//! adapter it fails, unless WEBXLA_SKIP_GPU_TESTS=1 asks for the CPU half only) with inputs derived from the same bytes. A panic — outputs that differ beyond the generator's
//! tolerance, an error from the CPU on a well-typed program, a GPU error other than a typed
//! UNIMPLEMENTED — is a bug; the message carries the program.
//!
//! Run with leak detection off: lavapipe (and the Vulkan loader) leak a few hundred bytes per
//! GPU client, which LeakSanitizer reports as a crash on the first input (libFuzzer's check)
//! and again at exit (ASan's):
//! `ASAN_OPTIONS=detect_leaks=0 cargo fuzz run -O differential -- -detect_leaks=0 -max_total_time=300`.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::{Mutex, OnceLock};
use webxla::client::{make_gpu_client, Client};
use webxla_testgen::arbitrary::Unstructured;
use webxla_testgen::{hlo_program, GenConfig};

#[path = "../../tests/differential_common/mod.rs"]
mod differential_common;
use differential_common::{differential, inputs, run, Verdict};

/// Programs one GPU client compiles before it is replaced: a client's memory grows by about
/// 0.7 MB per program compiled and dropped on lavapipe (freed with the device, not with the
/// executable), which would reach libFuzzer's RSS limit within minutes.
const PROGRAMS_PER_CLIENT: usize = 1000;

/// The GPU client (made again every `PROGRAMS_PER_CLIENT` inputs), `None` without an
/// adapter (then never retried).
fn with_gpu_client<R>(f: impl FnOnce(Option<&Client>) -> R) -> R {
    static GPU: OnceLock<Mutex<(Option<Client>, usize)>> = OnceLock::new();
    let make = || pollster::block_on(make_gpu_client(Default::default())).ok();
    let m = GPU.get_or_init(|| Mutex::new((make(), 0)));
    let mut g = m.lock().unwrap_or_else(|e| e.into_inner());
    g.1 += 1;
    if g.1 % PROGRAMS_PER_CLIENT == 0 && g.0.is_some() {
        g.0 = make();
    }
    f(g.0.as_ref())
}

/// FNV-1a of the bytes: the seed of the program's inputs.
fn seed(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(p) = hlo_program(&mut Unstructured::new(data), &GenConfig::gpu()) else {
        return;
    };
    let cpu = webxla_fuzz::cpu_client();
    let seed = seed(data);
    with_gpu_client(|gpu| match gpu {
        Some(gpu) => match differential(cpu, gpu, &p, seed) {
            Verdict::Agree | Verdict::Refused(_) => {}
            Verdict::Bug(e) => panic!("CPU and GPU disagree: {e}\n{}", p.text),
        },
        None => {
            // As every GPU test: no adapter fails, unless skipping was asked for explicitly.
            if std::env::var("WEBXLA_SKIP_GPU_TESTS").as_deref() != Ok("1") {
                panic!(
                    "no GPU adapter: install lavapipe (mesa-vulkan-drivers) or set \
                     WEBXLA_SKIP_GPU_TESTS=1 to run the CPU half only"
                );
            }
            if let Err(e) = run(cpu, &p, &inputs(&p, seed)) {
                panic!("the CPU refused a generated program: {e}\n{}", p.text);
            }
        }
    });
});
