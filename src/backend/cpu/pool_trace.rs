//! A diagnostic trace of the threaded wasm build's pool (`wasm_pool`): per job, how many tasks
//! each thread ran, from which task index each worker joined, and when (a clock that the
//! caller of [`start`] provides: `performance.now()` in the package) the job was published,
//! each worker noticed and joined it, and each participant finished. Off unless [`start`] was
//! called: the pool then pays one relaxed load per job and per worker wake-up.
//!
//! Records live in a fixed static table (no allocation while jobs run); [`take`] copies them
//! out. A worker that notices a job only after it ended (and after a `take`) may write into a
//! record of the next trace: diagnostics, not bookkeeping. This module must not change what the
//! pool does, only watch it.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::OnceLock;

/// Jobs a trace holds (later jobs of the same trace are counted in [`take`]'s header only).
const CAP: usize = 2048;
/// Workers whose part of a job is recorded (the others' is not).
pub(crate) const TRACED_WORKERS: usize = 3;
/// Per job: `n`, publish time, caller done, job end, caller's tasks, caller's first task index,
/// workers asleep at publish.
const JOB_FIELDS: usize = 7;
/// Per traced worker: noticed, joined, left (times), tasks run, first task index, slept since
/// its previous job (0/1), idle spins before it noticed (since its last sleep or hold), when
/// it last fell asleep. NaN where the worker never noticed the job.
const WORKER_FIELDS: usize = 8;
/// Fields of one record.
pub(crate) const FIELDS: usize = JOB_FIELDS + TRACED_WORKERS * WORKER_FIELDS;

static ON: AtomicBool = AtomicBool::new(false);
static CLOCK: OnceLock<fn() -> f64> = OnceLock::new();
/// The epoch of the trace's first record.
static BASE: AtomicU32 = AtomicU32::new(0);
/// Records written (may exceed `CAP`: the jobs that found no room).
static LEN: AtomicUsize = AtomicUsize::new(0);
#[allow(clippy::declare_interior_mutable_const)]
const ZERO: AtomicU64 = AtomicU64::new(0);
#[allow(clippy::declare_interior_mutable_const)]
const RECORD: [AtomicU64; FIELDS] = [ZERO; FIELDS];
static RECORDS: [[AtomicU64; FIELDS]; CAP] = [RECORD; CAP];

/// Whether the pool records its jobs now.
#[inline]
pub(crate) fn on() -> bool {
    ON.load(Relaxed)
}

/// The trace's clock, in ms (0 before [`start`] gave one).
pub(crate) fn now() -> f64 {
    CLOCK.get().map_or(0.0, |c| c())
}

/// Starts a new trace (dropping the old one) of the jobs published from epoch `next_epoch` on,
/// timed by `clock` (the first clock given is kept).
pub(crate) fn start(clock: fn() -> f64, next_epoch: u32) {
    let _ = CLOCK.set(clock);
    ON.store(false, Relaxed);
    BASE.store(next_epoch, Relaxed);
    LEN.store(0, Relaxed);
    ON.store(true, Relaxed);
}

/// Stops recording.
pub(crate) fn stop() {
    ON.store(false, Relaxed);
}

/// `[jobs published, FIELDS, record 0's fields.., record 1's..]` for the jobs recorded since
/// [`start`] or the last `take` (at most `CAP`), which then starts over from `next_epoch`.
pub(crate) fn take(next_epoch: u32) -> Vec<f64> {
    let len = LEN.load(Relaxed);
    let mut out = vec![len as f64, FIELDS as f64];
    for r in &RECORDS[..len.min(CAP)] {
        out.extend(r.iter().map(|f| f64::from_bits(f.load(Relaxed))));
    }
    BASE.store(next_epoch, Relaxed);
    LEN.store(0, Relaxed);
    out
}

/// The record of the job published at `epoch`, if the trace has room for it.
fn slot(epoch: u32) -> Option<&'static [AtomicU64; FIELDS]> {
    RECORDS.get(epoch.wrapping_sub(BASE.load(Relaxed)) as usize)
}

fn set(r: &[AtomicU64; FIELDS], field: usize, v: f64) {
    r[field].store(v.to_bits(), Relaxed);
}

/// The caller publishes the job of `epoch` with `n` tasks while `sleepers` workers sleep.
pub(crate) fn published(epoch: u32, n: usize, sleepers: u32, t: f64) {
    let i = epoch.wrapping_sub(BASE.load(Relaxed)) as usize;
    LEN.fetch_max(i.saturating_add(1), Relaxed);
    if let Some(r) = slot(epoch) {
        for f in r.iter() {
            f.store(f64::NAN.to_bits(), Relaxed);
        }
        set(r, 0, n as f64);
        set(r, 1, t);
        set(r, 6, sleepers as f64);
    }
}

/// The caller ran `tasks` tasks of the job of `epoch` (the first was `first`) and was done at
/// `done`; every worker had left at `end`.
pub(crate) fn caller_finished(epoch: u32, tasks: usize, first: usize, done: f64, end: f64) {
    if let Some(r) = slot(epoch) {
        set(r, 2, done);
        set(r, 3, end);
        set(r, 4, tasks as f64);
        set(r, 5, first as f64);
    }
}

/// What a worker did with the job of `epoch`: `joined`/`left` NaN and no tasks when the job
/// had ended before it looked.
#[derive(Clone, Copy)]
pub(crate) struct WorkerPart {
    pub worker: usize,
    pub noticed: f64,
    pub joined: f64,
    pub left: f64,
    pub tasks: usize,
    pub first: usize,
    pub slept: bool,
    pub slept_at: f64,
    pub spins: u32,
}

/// Records a worker's part in the job of `epoch`.
pub(crate) fn worker_part(epoch: u32, p: WorkerPart) {
    if p.worker >= TRACED_WORKERS {
        return;
    }
    if let Some(r) = slot(epoch) {
        let b = JOB_FIELDS + p.worker * WORKER_FIELDS;
        set(r, b, p.noticed);
        set(r, b + 1, p.joined);
        set(r, b + 2, p.left);
        set(r, b + 3, p.tasks as f64);
        set(
            r,
            b + 4,
            if p.tasks > 0 {
                p.first as f64
            } else {
                f64::NAN
            },
        );
        set(r, b + 5, if p.slept { 1.0 } else { 0.0 });
        set(r, b + 6, p.spins as f64);
        set(r, b + 7, p.slept_at);
    }
}
