//! HLO text: parse (with verification), compile and run on the CPU backend.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if webxla::hlo::parse_hlo(text).is_ok() {
        webxla_fuzz::compile_and_run(data);
    }
});
