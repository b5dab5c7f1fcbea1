//! MLIR bytecode (StableHLO portable artifacts and plain StableHLO bytecode, as jaxlib hands a
//! PJRT plugin), and jax.export artifacts that wrap it: read, compile and run on the CPU.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if webxla::bytecode::parse_bytecode(data).is_ok() {
        webxla_fuzz::compile_and_run(data);
    }
    if let Ok(exported) = webxla::export::deserialize(data) {
        let _ = exported.check_callable();
    }
});
