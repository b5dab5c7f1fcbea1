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

/// Internal diagnostics (`www/bench/pool-trace.mjs`): `true` starts a new trace of the CPU
/// pool's jobs (which thread ran how many tasks, when each worker noticed and joined each
/// job; times from `performance.timeOrigin + performance.now()` of each thread), `false` stops
/// it. Off by default; the pool then pays one relaxed load per job.
#[cfg(target_feature = "atomics")]
#[wasm_bindgen(js_name = threadPoolTrace)]
pub fn thread_pool_trace(on: bool) {
    use crate::backend::cpu::{pool_trace, wasm_pool};
    if on {
        pool_trace::start(trace_clock, wasm_pool::next_epoch());
    } else {
        pool_trace::stop();
    }
}

/// Internal diagnostics: the jobs traced since `threadPoolTrace(true)` or the last take, as
/// `[jobs, fields per job, job 0's fields.., job 1's..]` (fields as `pool_trace` documents
/// them); the trace then starts over.
#[cfg(target_feature = "atomics")]
#[wasm_bindgen(js_name = threadPoolTraceTake)]
pub fn thread_pool_trace_take() -> Vec<f64> {
    use crate::backend::cpu::{pool_trace, wasm_pool};
    pool_trace::take(wasm_pool::next_epoch())
}

/// Internal diagnostics (A/B runs of `www/bench/pool-trace.mjs` in one page): the pool
/// workers' idle spins before sleeping; the awake mode (0: nothing wakes sleeping workers but
/// a job; 1: uploads and the start of each execution wake them too; 2: also keep them
/// spinning through each execution; 3: no job is published, the caller runs every task: the
/// same tasks on one thread); the matrix products' row tasks per thread; optionally the
/// fewest rows of a product's last, shorter tasks (1024: none shorter, as before 2026-11-28).
/// `(1 << 20, 0, 4)` is the pool as it was before holds; the defaults are `(1 << 21, 2, 8, 8)`.
/// Results are the same bits whatever the settings.
#[cfg(target_feature = "atomics")]
#[wasm_bindgen(js_name = threadPoolTune)]
pub fn thread_pool_tune(
    spins_before_sleep: u32,
    awake_mode: u32,
    tasks_per_thread: u32,
    min_split_rows: Option<u32>,
) {
    use crate::backend::cpu::{packed_gemm, wasm_pool};
    wasm_pool::tune(spins_before_sleep, awake_mode);
    packed_gemm::tune(
        tasks_per_thread as usize,
        min_split_rows.map(|r| r as usize),
    );
}

#[cfg(target_feature = "atomics")]
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// This thread's `performance.timeOrigin + performance.now()`: one time line for the page and
/// its workers (each has its own `performance.now()` origin).
#[cfg(target_feature = "atomics")]
fn trace_clock() -> f64 {
    thread_local! {
        static ORIGIN: f64 = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
            .and_then(|p| js_sys::Reflect::get(&p, &"timeOrigin".into()))
            .ok()
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0);
    }
    ORIGIN.with(|o| *o) + performance_now()
}
