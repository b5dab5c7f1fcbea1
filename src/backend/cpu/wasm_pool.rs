//! The CPU backend's thread pool in the threaded wasm build (`+atomics`): web workers that the
//! package's `threads.js` starts on the page's shared memory, each waiting in [`worker_main`]
//! until [`run`] publishes a job. Native builds use rayon instead (see `par`).
//!
//! Browsers forbid blocking (`Atomics.wait`) on a page's main thread, so the thread that calls
//! [`run`] never blocks: it takes tasks itself and then spins until the workers that joined
//! have left. Idle workers (which may block) spin, then sleep in `memory.atomic.wait32` on
//! [`SIGNAL`], which [`run`] bumps (and `memory.atomic.notify`s, which never blocks) when it
//! publishes a job. The CPU backend holds the pool ([`hold`]) over each execution: sleeping
//! workers are woken at its start and spin between its jobs instead of sleeping, and uploads
//! [`wake`] them ahead of the execution that follows. In same-page A/B runs on the idle
//! benchmark machine this took the worker into 147–159 of the MLP's 160 jobs (100–143 without);
//! on a machine whose cores other processes keep busy, a spinning worker loses its vCPU more
//! often than one that sleeps until a job's notify ([`tune`] mode 0 is the pool without holds
//! or wakes). Tasks are claimed by index from
//! a shared counter, so a job completes even if no worker ever wakes. One job at a time: a
//! nested or concurrent [`run`] runs its tasks on the calling thread.
//!
//! This module must not allocate per task or call into JavaScript (but for the clock of a
//! `pool_trace` trace, while one runs); it knows nothing of kernels.

use super::pool_trace as trace;
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, AtomicUsize, Ordering::SeqCst};

/// Most worker threads the pool accepts (more would not help on any current machine).
pub(crate) const MAX_WORKERS: usize = 64;

/// Idle spins a worker makes after its last job, outside any [`hold`], before it sleeps
/// (4–6 ms: a spin took 2–3 ns in Chromium 156 on the benchmark machine, by the pool trace):
/// back-to-back executions, with the application's uploads and downloads between them, find
/// it awake. At most that much of one core is spent after the last execution.
const SPINS_BEFORE_SLEEP: u32 = 1 << 21;

/// The spins workers make before sleeping ([`SPINS_BEFORE_SLEEP`] unless [`tune`] changed it).
static SPIN_LIMIT: AtomicU32 = AtomicU32::new(SPINS_BEFORE_SLEEP);
/// What [`hold`] and [`wake`] do: 0 nothing, 1 wake sleeping workers, 2 (the default) also
/// keep the workers spinning while a hold lasts; 3 ([`SOLO`]) is 0, and jobs are not published
/// (with no idle spins, the workers sleep throughout).
static AWAKE_MODE: AtomicU32 = AtomicU32::new(2);
/// The [`AWAKE_MODE`] in which [`run`]'s caller runs every task of each job itself: the same
/// tasks as with workers, so a trace compares the tasks' time alone and side by side.
const SOLO: u32 = 3;

/// Diagnostics only (A/B runs of `www/bench/pool-trace.mjs` in one page): the idle spins
/// before sleeping, and [`AWAKE_MODE`]. `(1 << 20, 0)` is the pool before wakes and holds.
pub(crate) fn tune(spins_before_sleep: u32, awake_mode: u32) {
    SPIN_LIMIT.store(spins_before_sleep, SeqCst);
    AWAKE_MODE.store(awake_mode.min(SOLO), SeqCst);
}

/// One participant's handle on a job's task counter: `claim` hands out each index in `0..n`
/// exactly once across all participants, and counts what this one took (for the trace).
pub(crate) struct Tasks<'a> {
    n: usize,
    next: &'a AtomicUsize,
    claimed: Cell<usize>,
    first: Cell<usize>,
}

impl<'a> Tasks<'a> {
    fn new(n: usize, next: &'a AtomicUsize) -> Self {
        Tasks {
            n,
            next,
            claimed: Cell::new(0),
            first: Cell::new(usize::MAX),
        }
    }

    /// The next unclaimed task, or `None` when every task has been claimed.
    pub(crate) fn claim(&self) -> Option<usize> {
        let i = self.next.fetch_add(1, SeqCst);
        if i >= self.n {
            return None;
        }
        if self.claimed.get() == 0 {
            self.first.set(i);
        }
        self.claimed.set(self.claimed.get() + 1);
        Some(i)
    }
}

/// A published job: its task count and counter, the body every participant runs (claiming
/// until `None`), and its epoch (which names its trace record).
struct Job<'a> {
    n: usize,
    next: AtomicUsize,
    body: &'a (dyn Fn(&Tasks) + Sync),
    epoch: u32,
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
/// Workers asleep on [`SIGNAL`], or about to be: signals notify only when some are.
static SLEEPERS: AtomicU32 = AtomicU32::new(0);
/// The word idle workers sleep on: bumped by every published job and every [`wake`].
static SIGNAL: AtomicU32 = AtomicU32::new(0);
/// Live [`Hold`]s: while any, idle workers spin and never sleep.
static HOLDS: AtomicUsize = AtomicUsize::new(0);

/// The pool held over an execution (the CPU backend holds it while one runs): in
/// [`AWAKE_MODE`] 1 and 2 wakes the sleeping workers when taken, in 2 keeps them spinning
/// until dropped.
pub(crate) struct Hold(bool);

/// Holds the pool and wakes its sleeping workers.
pub(crate) fn hold() -> Hold {
    let spin = AWAKE_MODE.load(SeqCst) == 2;
    if spin {
        HOLDS.fetch_add(1, SeqCst);
    }
    wake();
    Hold(spin)
}

impl Drop for Hold {
    fn drop(&mut self) {
        if self.0 {
            HOLDS.fetch_sub(1, SeqCst);
        }
    }
}

/// Wakes the sleeping workers, if any, without a job (work is coming: an upload before an
/// execution); they spin [`SPINS_BEFORE_SLEEP`] times again before sleeping. Never blocks.
pub(crate) fn wake() {
    if matches!(AWAKE_MODE.load(SeqCst), 0 | SOLO) {
        return;
    }
    SIGNAL.fetch_add(1, SeqCst);
    notify_sleepers();
}

/// Threads a job can use: the caller plus the registered workers.
pub(crate) fn threads() -> usize {
    1 + REGISTERED.load(SeqCst).min(MAX_WORKERS)
}

/// Runs `body` on the calling thread and on every worker that wakes in time; each participant
/// claims tasks from the shared counter until none are left. Returns when every claimed task
/// has finished. Never blocks the calling thread (it spins).
pub(crate) fn run(n: usize, body: &(dyn Fn(&Tasks) + Sync)) {
    if n <= 1 || REGISTERED.load(SeqCst) == 0 || BUSY.swap(true, SeqCst) {
        body(&Tasks::new(n, &AtomicUsize::new(0)));
        return;
    }
    let traced = trace::on();
    let epoch = EPOCH.load(SeqCst).wrapping_add(1);
    let job = Job {
        n,
        next: AtomicUsize::new(0),
        body,
        epoch,
    };
    if traced {
        trace::published(epoch, n, SLEEPERS.load(SeqCst), trace::now());
    }
    // Only the pointer's lifetime is erased: `JOB` is cleared, and every worker that could
    // have read it has left (`ACTIVE` back to 0), before `job` goes out of scope below.
    // SOLO: the job is traced under its epoch, but no worker can find it or is woken for it.
    let solo = AWAKE_MODE.load(SeqCst) == SOLO;
    if !solo {
        JOB.store(&job as *const Job<'_> as *mut Job<'static>, SeqCst);
    }
    EPOCH.store(epoch, SeqCst);
    if !solo {
        SIGNAL.fetch_add(1, SeqCst);
        notify_sleepers();
    }
    let mine = Tasks::new(n, &job.next);
    (job.body)(&mine);
    let done = if traced { trace::now() } else { 0.0 };
    // Every task is claimed now (our body returned); no new worker may join, and those that
    // joined finish their claimed tasks and leave.
    JOB.store(std::ptr::null_mut(), SeqCst);
    while ACTIVE.load(SeqCst) != 0 {
        std::hint::spin_loop();
    }
    if traced {
        let (tasks, first) = (mine.claimed.get(), mine.first.get());
        trace::caller_finished(epoch, tasks, first, done, trace::now());
    }
    BUSY.store(false, SeqCst);
}

/// The next job's epoch (where a new trace starts).
pub(crate) fn next_epoch() -> u32 {
    EPOCH.load(SeqCst).wrapping_add(1)
}

/// Joins the published job, if any, and runs its body; `seen` is the epoch this worker
/// noticed, `idle` how it waited for it (for the trace). Returns the epoch of the job it
/// joined (a later one than `seen` when one was published meanwhile), else `seen`.
fn participate(worker: usize, seen: u32, idle: Idle) -> u32 {
    let traced = trace::on();
    let noticed = if traced { trace::now() } else { 0.0 };
    ACTIVE.fetch_add(1, SeqCst);
    let p = JOB.load(SeqCst);
    // SAFETY: a non-null `JOB` read after incrementing `ACTIVE` stays valid until we decrement
    // it: `run` clears `JOB` and then waits for `ACTIVE` to reach 0 before its frame ends (all
    // SeqCst, so either we see null or `run` sees our increment).
    let job = unsafe { p.as_ref() };
    let mut part = trace::WorkerPart {
        worker,
        noticed,
        joined: f64::NAN,
        left: f64::NAN,
        tasks: 0,
        first: 0,
        slept: idle.slept,
        slept_at: idle.slept_at,
        spins: idle.spins,
    };
    let mut epoch = seen;
    if let Some(job) = job {
        if traced {
            part.joined = trace::now();
        }
        let mine = Tasks::new(job.n, &job.next);
        (job.body)(&mine);
        epoch = job.epoch;
        if traced {
            (part.tasks, part.first) = (mine.claimed.get(), mine.first.get());
            part.left = trace::now();
        }
    }
    ACTIVE.fetch_sub(1, SeqCst);
    if traced {
        trace::worker_part(epoch, part);
    }
    epoch
}

/// How a worker waited for the job it then joined: whether it slept (and when it last fell
/// asleep, when traced), and how many idle spins it made since its last sleep or hold.
#[derive(Clone, Copy)]
struct Idle {
    slept: bool,
    slept_at: f64,
    spins: u32,
}

impl Default for Idle {
    fn default() -> Self {
        Idle {
            slept: false,
            slept_at: f64::NAN,
            spins: 0,
        }
    }
}

/// Why a worker could not join the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PoolFull;

/// A worker thread's life: registers this thread with the pool, then runs jobs forever,
/// napping between them. Returns only when the pool already has [`MAX_WORKERS`] workers.
pub(crate) fn worker_main() -> PoolFull {
    let Ok(worker) =
        REGISTERED.fetch_update(SeqCst, SeqCst, |n| (n < MAX_WORKERS).then_some(n + 1))
    else {
        return PoolFull;
    };
    let mut seen = participate(worker, EPOCH.load(SeqCst), Idle::default());
    loop {
        let mut idle = Idle::default();
        while EPOCH.load(SeqCst) == seen {
            if HOLDS.load(SeqCst) != 0 {
                idle.spins = 0;
            }
            if idle.spins < SPIN_LIMIT.load(SeqCst) {
                std::hint::spin_loop();
                idle.spins += 1;
                continue;
            }
            let slept_at = if trace::on() { trace::now() } else { f64::NAN };
            sleep_unless_signalled(seen);
            idle = Idle {
                slept: true,
                slept_at,
                spins: 0,
            };
        }
        seen = participate(worker, EPOCH.load(SeqCst), idle);
    }
}

/// Blocks this worker until the next signal (a job, a [`wake`] or a [`hold`]); returns at
/// once when [`EPOCH`] has moved on from `seen` or the pool is held.
///
/// No lost wake-up: the worker reads [`SIGNAL`], counts itself in [`SLEEPERS`], checks
/// [`EPOCH`] and [`HOLDS`], then waits while [`SIGNAL`] still holds what it read; a signaller
/// stores its epoch or hold, bumps [`SIGNAL`], then reads [`SLEEPERS`] (all SeqCst). Either
/// the worker sees the job or hold, or its wait sees the bumped signal, or the signaller sees
/// the sleeper and notifies after the wait began (the wait compares and queues atomically with
/// respect to notify).
fn sleep_unless_signalled(seen: u32) {
    let signal = SIGNAL.load(SeqCst);
    SLEEPERS.fetch_add(1, SeqCst);
    if EPOCH.load(SeqCst) == seen && HOLDS.load(SeqCst) == 0 {
        // SAFETY: `SIGNAL` is a 4-byte aligned 32-bit atomic in the shared linear memory,
        // which is what `memory.atomic.wait32` needs; workers may block (only a page's main
        // thread may not, and it never gets here). No timeout (-1): a notify, or a signal
        // already bumped, returns.
        unsafe {
            core::arch::wasm32::memory_atomic_wait32(
                SIGNAL.as_ptr() as *mut i32,
                signal as i32,
                -1,
            );
        }
    }
    SLEEPERS.fetch_sub(1, SeqCst);
}

/// Wakes the workers asleep on [`SIGNAL`], if any (never blocks: the main thread may call
/// it); the caller has just bumped [`SIGNAL`].
fn notify_sleepers() {
    if SLEEPERS.load(SeqCst) != 0 {
        // SAFETY: as in `sleep_unless_signalled`; notify only wakes waiters, it never blocks.
        unsafe {
            core::arch::wasm32::memory_atomic_notify(SIGNAL.as_ptr() as *mut i32, u32::MAX);
        }
    }
}
