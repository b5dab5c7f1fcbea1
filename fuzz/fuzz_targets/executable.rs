//! Serialized executables (`Client::deserialize_executable`) from untrusted bytes: checked,
//! recompiled, and run on the CPU backend when they load.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let client = webxla_fuzz::cpu_client();
    if let Ok(exe) = client.deserialize_executable(data, None) {
        webxla_fuzz::run_on_zeros(&exe);
    }
});
