//! The CPU backend's thread pool in the threaded wasm build (`+atomics`): web workers that the
//! package's `threads.js` starts on the page's shared memory, each waiting in [`worker_main`]
//! until [`run`] publishes a job. Native builds use rayon instead (see `par`).
//!
//! Browsers forbid blocking (`Atomics.wait`) on a page's main thread, so the thread that calls
//! [`run`] never blocks: it takes tasks itself and then spins until the workers that joined
//! have left. Idle workers (which may block) spin briefly, then sleep in `memory.atomic.wait32`
//! on the job counter [`EPOCH`] itself, and [`run`] wakes them with `memory.atomic.notify`
//! (which never blocks) when it publishes a job. Tasks are claimed by index from a shared
//! counter, so a job completes even if no worker ever wakes. One job at a time: a nested or
//! concurrent [`run`] runs its tasks on the calling thread.
//!
//! This module must not allocate per task or call into JavaScript; it knows nothing of kernels.

use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, AtomicUsize, Ordering::SeqCst};

/// Most worker threads the pool accepts (more would not help on any current machine).
pub(crate) const MAX_WORKERS: usize = 64;

/// Idle spins a worker makes before it sleeps (about 0.1–0.2 ms): back-to-back jobs (a GEMM's
/// slabs, a chain of elementwise ops with the interpreter's work between them) then find it
/// awake, without the futex wake-up's latency.
const SPINS_BEFORE_SLEEP: u32 = 1 << 17;

/// The task counter of one job: `claim` hands out each index in `0..n` exactly once.
pub(crate) struct Tasks {
    n: usize,
    next: AtomicUsize,
}

impl Tasks {
    fn new(n: usize) -> Self {
        Tasks {
            n,
            next: AtomicUsize::new(0),
        }
    }

    /// The next unclaimed task, or `None` when every task has been claimed.
    pub(crate) fn claim(&self) -> Option<usize> {
        let i = self.next.fetch_add(1, SeqCst);
        (i < self.n).then_some(i)
    }
}

/// A published job: its tasks and the body every participant runs (claiming until `None`).
struct Job<'a> {
    tasks: Tasks,
    body: &'a (dyn Fn(&Tasks) + Sync),
}

static REGISTERED: AtomicUsize = AtomicUsize::new(0);
/// Set while a job runs (taken by `run`'s caller with a swap; nested calls see it set).
static BUSY: AtomicBool = AtomicBool::new(false);
/// The job now running, null when none; points into `run`'s stack frame.
static JOB: AtomicPtr<Job<'static>> = AtomicPtr::new(std::ptr::null_mut());
/// Bumped once per published job; idle workers watch it.
static EPOCH: AtomicU32 = AtomicU32::new(0);
/// Workers inside a job (between joining and leaving).
static ACTIVE: AtomicUsize = AtomicUsize::new(0);
/// Workers asleep on [`EPOCH`], or about to be: [`run`] notifies only when some are.
static SLEEPERS: AtomicU32 = AtomicU32::new(0);

/// Threads a job can use: the caller plus the registered workers.
pub(crate) fn threads() -> usize {
    1 + REGISTERED.load(SeqCst).min(MAX_WORKERS)
}

/// Runs `body` on the calling thread and on every worker that wakes in time; each participant
/// claims tasks from the shared counter until none are left. Returns when every claimed task
/// has finished. Never blocks the calling thread (it spins).
pub(crate) fn run(n: usize, body: &(dyn Fn(&Tasks) + Sync)) {
    if n <= 1 || REGISTERED.load(SeqCst) == 0 || BUSY.swap(true, SeqCst) {
        body(&Tasks::new(n));
        return;
    }
    let job = Job {
        tasks: Tasks::new(n),
        body,
    };
    // Only the pointer's lifetime is erased: `JOB` is cleared, and every worker that could
    // have read it has left (`ACTIVE` back to 0), before `job` goes out of scope below.
    JOB.store(&job as *const Job<'_> as *mut Job<'static>, SeqCst);
    EPOCH.fetch_add(1, SeqCst);
    wake_sleepers();
    (job.body)(&job.tasks);
    // Every task is claimed now (our body returned); no new worker may join, and those that
    // joined finish their claimed tasks and leave.
    JOB.store(std::ptr::null_mut(), SeqCst);
    while ACTIVE.load(SeqCst) != 0 {
        std::hint::spin_loop();
    }
    BUSY.store(false, SeqCst);
}

/// Joins the published job, if any, and runs its body.
fn participate() {
    ACTIVE.fetch_add(1, SeqCst);
    let p = JOB.load(SeqCst);
    // SAFETY: a non-null `JOB` read after incrementing `ACTIVE` stays valid until we decrement
    // it: `run` clears `JOB` and then waits for `ACTIVE` to reach 0 before its frame ends (all
    // SeqCst, so either we see null or `run` sees our increment).
    if let Some(job) = unsafe { p.as_ref() } {
        (job.body)(&job.tasks);
    }
    ACTIVE.fetch_sub(1, SeqCst);
}

/// Why a worker could not join the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PoolFull;

/// A worker thread's life: registers this thread with the pool, then runs jobs forever,
/// napping between them. Returns only when the pool already has [`MAX_WORKERS`] workers.
pub(crate) fn worker_main() -> PoolFull {
    if REGISTERED
        .fetch_update(SeqCst, SeqCst, |n| (n < MAX_WORKERS).then_some(n + 1))
        .is_err()
    {
        return PoolFull;
    }
    let mut seen = EPOCH.load(SeqCst);
    participate();
    loop {
        let mut spins = 0;
        while EPOCH.load(SeqCst) == seen {
            if spins < SPINS_BEFORE_SLEEP {
                std::hint::spin_loop();
                spins += 1;
                continue;
            }
            sleep_while_epoch_is(seen);
        }
        seen = EPOCH.load(SeqCst);
        participate();
    }
}

/// Blocks this worker until [`EPOCH`] moves on from `seen` (returns at once if it has).
///
/// No lost wake-up: the worker counts itself in [`SLEEPERS`] before it compares, and [`run`]
/// bumps [`EPOCH`] before it reads [`SLEEPERS`] (all SeqCst): either `run` sees the sleeper and
/// notifies, or the worker's wait sees the new epoch and does not sleep.
fn sleep_while_epoch_is(seen: u32) {
    SLEEPERS.fetch_add(1, SeqCst);
    // SAFETY: `EPOCH` is a 4-byte aligned 32-bit atomic in the shared linear memory, which
    // is what `memory.atomic.wait32` needs; workers may block (only a page's main thread
    // may not, and it never gets here). No timeout (-1): only `run`'s notify, or an epoch
    // already moved on, returns.
    unsafe {
        core::arch::wasm32::memory_atomic_wait32(EPOCH.as_ptr() as *mut i32, seen as i32, -1);
    }
    SLEEPERS.fetch_sub(1, SeqCst);
}

/// Wakes the workers asleep on [`EPOCH`], if any (never blocks: the main thread may call it).
fn wake_sleepers() {
    if SLEEPERS.load(SeqCst) != 0 {
        // SAFETY: as in `sleep_while_epoch_is`; notify only wakes waiters, it never blocks.
        unsafe {
            core::arch::wasm32::memory_atomic_notify(EPOCH.as_ptr() as *mut i32, u32::MAX);
        }
    }
}
