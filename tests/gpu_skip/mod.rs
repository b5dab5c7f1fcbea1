//! What a GPU test does when there is no GPU: it fails, loudly, unless the run says
//! explicitly that GPU tests are skipped (`WEBXLA_SKIP_GPU_TESTS=1`: read at run time natively,
//! at build time for the wasm32 browser tests, which see no environment). CI never says so, so
//! a machine that lost its adapter (lavapipe, a browser without WebGPU) fails CI instead of
//! passing it with nothing run.
#![allow(dead_code)]

/// Whether this run was told to skip GPU tests.
pub fn gpu_tests_skipped() -> bool {
    let flag = |v: Option<&str>| v == Some("1");
    #[cfg(not(target_arch = "wasm32"))]
    {
        flag(std::env::var("WEBXLA_SKIP_GPU_TESTS").ok().as_deref())
            || flag(option_env!("WEBXLA_SKIP_GPU_TESTS"))
    }
    #[cfg(target_arch = "wasm32")]
    {
        flag(option_env!("WEBXLA_SKIP_GPU_TESTS"))
    }
}

/// Reports that `what` found no GPU (`why`): a visible `SKIPPED` line when GPU tests are
/// skipped explicitly, else a panic that fails the test.
pub fn no_gpu(what: &str, why: impl std::fmt::Display) {
    let line = format!("{what}: no GPU adapter ({why})");
    if gpu_tests_skipped() {
        println!("SKIPPED: {line} [WEBXLA_SKIP_GPU_TESTS=1]");
        #[cfg(target_arch = "wasm32")]
        web_sys::console::log_1(&format!("SKIPPED: {line} [WEBXLA_SKIP_GPU_TESTS=1]").into());
    } else {
        panic!(
            "{line}. GPU tests fail without a GPU: install lavapipe (mesa-vulkan-drivers) or \
             run in a browser with WebGPU, or set WEBXLA_SKIP_GPU_TESTS=1 to skip them explicitly"
        );
    }
}
