//! The CPU kernels' parallel loops, one API for every build: natively a rayon pool of
//! webxla's own (not rayon's global one) whose threads flush subnormals as XLA:CPU's do
//! (`float_env`), the web-worker pool of `wasm_pool` in the threaded wasm build
//! (`+atomics`), the calling thread in the one-thread wasm build. Work is always split the
//! same way whatever the thread count (the chunk sizes come from the caller), and every thread
//! that computes runs in the same float mode, so results are bit-identical with and without
//! threads.
//!
//! Only the splitting and the hand-out live here; what a task computes is the caller's.

#[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
use super::wasm_pool;
#[cfg(target_arch = "wasm32")]
use std::sync::Mutex;

/// The native pools: as many threads as rayon's global pool would have (`RAYON_NUM_THREADS`
/// or the CPU count), one whose threads flush subnormals from their start (executions with
/// XLA:CPU's float mode) and one, made on first use, whose threads keep them (a
/// `CpuBackend::with_ieee_subnormals` execution). None if no thread could be started; loops
/// then run on rayon's global pool.
#[cfg(not(target_arch = "wasm32"))]
fn pool(flushing: bool) -> Option<&'static rayon::ThreadPool> {
    use std::sync::OnceLock;
    static FLUSHING: OnceLock<Option<rayon::ThreadPool>> = OnceLock::new();
    static IEEE: OnceLock<Option<rayon::ThreadPool>> = OnceLock::new();
    let build = |flush: bool| {
        let builder = rayon::ThreadPoolBuilder::new();
        if flush {
            builder
                .thread_name(|i| format!("webxla-cpu-{i}"))
                .start_handler(|_| super::float_env::flush_denormals_on_this_thread())
                .build()
                .ok()
        } else {
            builder
                .thread_name(|i| format!("webxla-cpu-ieee-{i}"))
                .build()
                .ok()
        }
    };
    if flushing {
        FLUSHING.get_or_init(|| build(true)).as_ref()
    } else {
        IEEE.get_or_init(|| build(false)).as_ref()
    }
}

/// Runs `f` on the native pool whose float mode is the calling thread's (the calling thread
/// waits), so that rayon work inside it, the `gemm` crate's included, computes as the caller
/// would; `f` itself where there is no pool.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn install<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    match pool(super::float_env::flushing()) {
        Some(p) => p.install(f),
        None => f(),
    }
}

/// How many threads a parallel loop may use (1 in the one-thread wasm build).
pub(crate) fn threads() -> usize {
    #[cfg(not(target_arch = "wasm32"))]
    return pool(super::float_env::flushing())
        .map_or_else(rayon::current_num_threads, |p| p.current_num_threads())
        .max(1);
    #[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
    return wasm_pool::threads();
    #[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
    return 1;
}

/// The threaded wasm build's pool held over an execution (the CPU backend holds one while an
/// execution runs): wakes sleeping workers before its first job and keeps them spinning
/// until dropped (unless `wasm_pool::tune` says otherwise); nothing in other builds.
pub(crate) struct Hold {
    #[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
    _pool: wasm_pool::Hold,
}

/// A [`Hold`] on the pool from now until it drops.
pub(crate) fn hold() -> Hold {
    Hold {
        #[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
        _pool: wasm_pool::hold(),
    }
}

/// Work is coming (an upload before an execution): the threaded wasm build's pool wakes its
/// sleeping workers (unless `wasm_pool::tune` says otherwise); nothing in other builds.
pub(crate) fn wake() {
    #[cfg(all(target_arch = "wasm32", target_feature = "atomics"))]
    wasm_pool::wake();
}

/// Runs `body` once per participating thread; each claims task indices in `0..n` through the
/// closure it is given until that returns `None`.
#[cfg(target_arch = "wasm32")]
fn run(n: usize, body: &(dyn Fn(&dyn Fn() -> Option<usize>) + Sync)) {
    #[cfg(target_feature = "atomics")]
    wasm_pool::run(n, &|tasks: &wasm_pool::Tasks| body(&|| tasks.claim()));
    #[cfg(not(target_feature = "atomics"))]
    {
        let next = std::cell::Cell::new(0);
        body(&|| {
            let i = next.get();
            next.set(i + 1);
            (i < n).then_some(i)
        });
    }
}

/// `f(state, i, items[i])` for every item, in parallel, each thread with its own `init()`
/// state.
pub(crate) fn items_init<I: Send, S>(
    items: Vec<I>,
    init: impl Fn() -> S + Sync + Send,
    f: impl Fn(&mut S, usize, I) + Sync + Send,
) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        install(|| {
            items
                .into_par_iter()
                .enumerate()
                .for_each_init(init, |s, (i, item)| f(s, i, item))
        });
    }
    #[cfg(target_arch = "wasm32")]
    for_each_slot(items, init, f);
}

/// `items_init` on the wasm pool (or the calling thread).
#[cfg(target_arch = "wasm32")]
fn for_each_slot<I: Send, S>(
    items: Vec<I>,
    init: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, usize, I) + Sync,
) {
    // One slot per task, each locked by exactly one claimant: the locks never contend (a
    // contended lock would wait, which a page's main thread must not).
    let slots: Vec<Mutex<Option<I>>> = items.into_iter().map(|i| Mutex::new(Some(i))).collect();
    run(slots.len(), &|claim| {
        let mut state = None;
        while let Some(i) = claim() {
            let item = slots[i].lock().ok().and_then(|mut s| s.take());
            if let Some(item) = item {
                f(state.get_or_insert_with(&init), i, item);
            }
        }
    });
}

/// `f(state, i, chunk)` for each `chunk`-element piece of `data` (the last may be shorter),
/// in parallel, each thread with its own `init()` state.
pub(crate) fn chunks_mut_init<T: Send, S>(
    data: &mut [T],
    chunk: usize,
    init: impl Fn() -> S + Sync + Send,
    f: impl Fn(&mut S, usize, &mut [T]) + Sync + Send,
) {
    let chunk = chunk.max(1);
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        install(|| {
            data.par_chunks_mut(chunk)
                .enumerate()
                .for_each_init(init, |s, (i, c)| f(s, i, c))
        });
    }
    #[cfg(target_arch = "wasm32")]
    for_each_slot(data.chunks_mut(chunk).collect(), init, f);
}

/// `f(i, chunk)` for each `chunk`-element piece of `data`, in parallel.
pub(crate) fn chunks_mut<T: Send>(
    data: &mut [T],
    chunk: usize,
    f: impl Fn(usize, &mut [T]) + Sync + Send,
) {
    chunks_mut_init(data, chunk, || (), |_, i, c| f(i, c));
}

/// `f(i, chunk)` for each `chunk`-element piece of `data`, in parallel; the first error (by
/// chunk index) if any fails.
pub(crate) fn try_chunks_mut<T: Send, E: Send>(
    data: &mut [T],
    chunk: usize,
    f: impl Fn(usize, &mut [T]) -> Result<(), E> + Sync + Send,
) -> Result<(), E> {
    let chunk = chunk.max(1);
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        install(|| {
            data.par_chunks_mut(chunk)
                .enumerate()
                .try_for_each(|(i, c)| f(i, c))
        })
    }
    #[cfg(target_arch = "wasm32")]
    {
        let results: Vec<Mutex<Option<Result<(), E>>>> = (0..data.len().div_ceil(chunk))
            .map(|_| Mutex::new(None))
            .collect();
        for_each_slot(
            data.chunks_mut(chunk).collect(),
            || (),
            |_, i, c| {
                let r = f(i, c);
                if let Ok(mut slot) = results[i].lock() {
                    *slot = Some(r);
                }
            },
        );
        for r in results {
            if let Some(Err(e)) = r.into_inner().ok().flatten() {
                return Err(e);
            }
        }
        Ok(())
    }
}

/// `[f(state, 0), .., f(state, n - 1)]` computed in parallel, each thread with its own
/// `init()` state.
pub(crate) fn map_init<S, R: Send>(
    n: usize,
    init: impl Fn() -> S + Sync + Send,
    f: impl Fn(&mut S, usize) -> R + Sync + Send,
) -> Vec<R> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        install(|| (0..n).into_par_iter().map_init(init, f).collect())
    }
    #[cfg(target_arch = "wasm32")]
    {
        let mut out: Vec<Option<R>> = (0..n).map(|_| None).collect();
        chunks_mut_init(&mut out, 1, init, |s, i, o| o[0] = Some(f(s, i)));
        out.into_iter().flatten().collect()
    }
}

/// `f(item)` for every item, in parallel.
pub(crate) fn for_each<I: Send>(items: Vec<I>, f: impl Fn(I) + Sync + Send) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        install(|| items.into_par_iter().for_each(f));
    }
    #[cfg(target_arch = "wasm32")]
    for_each_slot(items, || (), |_, _, item| f(item));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_data_in_order() {
        let mut v = vec![0usize; 1000];
        chunks_mut(&mut v, 64, |i, c| {
            for (k, x) in c.iter_mut().enumerate() {
                *x = i * 64 + k;
            }
        });
        assert!(v.iter().enumerate().all(|(i, &x)| i == x));
    }

    #[test]
    fn the_first_error_by_chunk_comes_back() {
        let mut v = vec![0u8; 100];
        let r = try_chunks_mut(&mut v, 10, |i, _| if i >= 3 { Err(i) } else { Ok(()) });
        // rayon may stop at any failing chunk; every failing chunk index is >= 3.
        assert!(matches!(r, Err(i) if i >= 3));
        assert_eq!(try_chunks_mut(&mut v, 10, |_, _| Ok::<(), ()>(())), Ok(()));
    }

    #[test]
    fn map_keeps_the_index_order() {
        let v = map_init(50, || 7usize, |s, i| *s + i);
        assert_eq!(v, (7..57).collect::<Vec<_>>());
    }

    #[test]
    fn every_item_is_visited_once() {
        let seen: Vec<std::sync::atomic::AtomicUsize> = (0..300)
            .map(|_| std::sync::atomic::AtomicUsize::new(0))
            .collect();
        for_each((0..300).collect(), |i: usize| {
            seen[i].fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        });
        assert!(seen
            .iter()
            .all(|s| s.load(std::sync::atomic::Ordering::Relaxed) == 1));
    }
}
