//! The JS side of the CPU backend's threads: `threadCount` in every build, and in the threaded
//! build (`+atomics`) `threadWorkerMain`, the entry point of each pool worker that the
//! package's `threads.js` starts. Glue only: the pool itself is `backend::cpu::wasm_pool`.

use wasm_bindgen::prelude::*;

/// Threads the CPU backend's large kernels use: 1 in the one-thread build, 1 + the pool's
/// workers in the threaded build.
#[wasm_bindgen(js_name = threadCount)]
pub fn thread_count() -> usize {
    crate::backend::cpu::thread_count()
}

/// Internal (called by the package's `thread-worker.js`): makes the calling web worker one of
/// the CPU backend's pool threads. Never returns while the pool accepts the worker; throws
/// when the pool is full.
#[cfg(target_feature = "atomics")]
#[wasm_bindgen(js_name = threadWorkerMain)]
pub fn thread_worker_main() -> Result<(), JsValue> {
    use crate::backend::cpu::wasm_pool;
    let _full: wasm_pool::PoolFull = wasm_pool::worker_main();
    Err(super::error::invalid_argument(format!(
        "the CPU thread pool already has {} workers",
        wasm_pool::MAX_WORKERS
    )))
}

/// Internal (called by the package's `threads.js`): `[module, memory]`, the compiled module and
/// the shared memory each pool worker instantiates the threaded build on.
#[cfg(target_feature = "atomics")]
#[wasm_bindgen(js_name = threadInitData)]
pub fn thread_init_data() -> js_sys::Array {
    js_sys::Array::of2(&wasm_bindgen::module(), &wasm_bindgen::memory())
}
