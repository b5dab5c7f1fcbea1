//! Issue #16's structured differential target: the fuzzer's bytes drive `webxla-testgen` into
//! a random well-typed HLO program (element types both backends run, guarded domains), which
//! runs on the CPU client and on a GPU client (created once; without an adapter, CPU only) with
//! inputs derived from the same bytes. A panic — outputs that differ beyond the generator's
//! tolerance, an error from the CPU on a well-typed program, a GPU error other than a typed
//! UNIMPLEMENTED — is a bug; the message carries the program.
//!
//! Run with `-detect_leaks=0`: the Vulkan loader and lavapipe leak a few hundred bytes when the
//! GPU client is created, which LeakSanitizer reports as a crash on the first input:
//! `cargo fuzz run -O differential -- -detect_leaks=0 -max_total_time=300`.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use webxla::client::{make_gpu_client, Client};
use webxla_testgen::arbitrary::Unstructured;
use webxla_testgen::{hlo_program, GenConfig};

#[path = "../../tests/differential_common/mod.rs"]
mod differential_common;
use differential_common::{differential, inputs, run, Verdict};

/// One GPU client per process, `None` without an adapter.
fn gpu_client() -> Option<&'static Client> {
    static GPU: OnceLock<Option<Client>> = OnceLock::new();
    GPU.get_or_init(|| pollster::block_on(make_gpu_client(Default::default())).ok())
        .as_ref()
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
    match gpu_client() {
        Some(gpu) => match differential(cpu, gpu, &p, seed) {
            Verdict::Agree | Verdict::Refused(_) => {}
            Verdict::Bug(e) => panic!("CPU and GPU disagree: {e}\n{}", p.text),
        },
        None => {
            if let Err(e) = run(cpu, &p, &inputs(&p, seed)) {
                panic!("the CPU refused a generated program: {e}\n{}", p.text);
            }
        }
    }
});
