//! Soak and concurrency: long runs of ordinary work leave memory flat, and one client shared
//! by 8 threads compiling, transferring and executing at once gives every thread its right
//! answers.
//!
//! Measured, not assumed: the process's resident set (`/proc/self/statm`), the client's
//! `live_buffers()` and `live_executables()`. The runs are long enough that a leak of one
//! small buffer or one compiled plan per iteration shows as megabytes: 100,000 executions
//! of a 256-value program (1 KiB per leaked output → 100 MB), 100,000 transfers with
//! nothing executed, and 1,000 compile/delete cycles (a leaked plan is tens of KiB → tens of MB), against an allowance of 16 MiB for
//! allocator noise. Run in release mode by CI (`cargo test --release`): debug builds take
//! minutes.
//!
//! The tests of this file run one at a time (a lock): RSS is per process, and a neighbour's
//! allocations would read as this test's growth.

mod gpu_skip;
use std::sync::Mutex;
use webxla::client::{make_cpu_client, make_gpu_client, Array, Client, CompileOptions};
use webxla::ir::{ElementType, Literal};

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Growth of the resident set tolerated over a soak: allocator pools, thread-local caches.
const RSS_ALLOWANCE: u64 = 16 << 20;

/// The resident set of this process, in bytes.
fn rss_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("/proc/self/statm");
    let pages: u64 = statm.split_whitespace().nth(1).unwrap().parse().unwrap();
    pages * 4096
}

/// `y = exp(x) * s + x` over f32[n]: one fused loop, one output.
fn small_program(n: usize, s: f32) -> String {
    format!(
        "HloModule soak\n\nENTRY e {{\n  x = f32[{n}]{{0}} parameter(0)\n  c = f32[] constant({s})\n  \
         b = f32[{n}]{{0}} broadcast(c), dimensions={{}}\n  e = f32[{n}]{{0}} exponential(x)\n  \
         m = f32[{n}]{{0}} multiply(e, b)\n  ROOT y = f32[{n}]{{0}} add(m, x)\n}}\n"
    )
}

fn expected(x: &[f32], s: f32) -> Vec<f32> {
    x.iter().map(|&v| v.exp() * s + v).collect()
}

fn close(got: &[f32], want: &[f32]) -> bool {
    got.len() == want.len()
        && got
            .iter()
            .zip(want)
            .all(|(g, w)| (g - w).abs() <= 1e-5 * w.abs().max(1.0))
}

fn input(n: usize, seed: usize) -> Vec<f32> {
    (0..n)
        .map(|i| ((i * 7 + seed * 13) % 97) as f32 / 97.0 - 0.5)
        .collect()
}

fn put(c: &Client, x: &[f32]) -> Array {
    let lit = Literal::from_slice(ElementType::F32, vec![x.len()], x).unwrap();
    c.buffer_from_pyval(&lit, None).unwrap()
}

/// What a soak prints and checks: RSS, live buffers and live executables before and after.
struct Footprint {
    rss: u64,
    buffers: usize,
    executables: usize,
}

impl Footprint {
    fn of(c: &Client) -> Footprint {
        Footprint {
            rss: rss_bytes(),
            buffers: c.live_buffers().len(),
            executables: c.live_executables().len(),
        }
    }

    fn assert_flat(&self, after: &Footprint, what: &str) {
        println!(
            "{what}: RSS {:.1} MiB -> {:.1} MiB, live buffers {} -> {}, live executables {} -> {}",
            self.rss as f64 / 1048576.0,
            after.rss as f64 / 1048576.0,
            self.buffers,
            after.buffers,
            self.executables,
            after.executables
        );
        assert!(
            after.rss <= self.rss + RSS_ALLOWANCE,
            "{what}: the resident set grew by {} bytes",
            after.rss - self.rss
        );
        assert_eq!(after.buffers, self.buffers, "{what}: live buffers");
        assert_eq!(
            after.executables, self.executables,
            "{what}: live executables"
        );
    }
}

/// `iterations` executions of one small program, each with a fresh input transferred in and
/// its output read back, then dropped. A warm-up first, so pools and caches are full before
/// the baseline is taken.
fn executions_leave_memory_flat(c: &Client, iterations: usize) {
    const N: usize = 256;
    let exe = c
        .compile_and_load(&small_program(N, 0.5), None, &CompileOptions::default())
        .unwrap();
    let run = |i: usize| {
        let x = input(N, i);
        let out = exe.execute(&[put(c, &x)]).unwrap();
        let got = out[0].to_literal().unwrap();
        let got: &[f32] = got.as_slice().unwrap();
        assert!(close(got, &expected(&x, 0.5)), "execution {i}");
    };
    for i in 0..iterations / 20 {
        run(i);
    }
    let before = Footprint::of(c);
    for i in 0..iterations {
        run(i);
    }
    before.assert_flat(
        &Footprint::of(c),
        &format!("{} x{iterations} executions", c.platform()),
    );
}

/// `iterations` transfers in and dropped, nothing executed or read back: uploads alone must
/// not pile up (wgpu stages writes until a submission; the GPU backend flushes them).
fn transfers_leave_memory_flat(c: &Client, iterations: usize) {
    const N: usize = 256;
    let x = input(N, 0);
    for _ in 0..iterations / 20 {
        drop(put(c, &x));
    }
    let before = Footprint::of(c);
    for _ in 0..iterations {
        drop(put(c, &x));
    }
    before.assert_flat(
        &Footprint::of(c),
        &format!("{} x{iterations} transfers", c.platform()),
    );
}

/// `cycles` compilations of a program, each executed once and then deleted.
fn compile_delete_cycles_leave_memory_flat(c: &Client, cycles: usize) {
    const N: usize = 64;
    let cycle = |i: usize| {
        // A different constant each time: nothing can be served from a cache keyed by text.
        let s = 1.0 + (i % 1000) as f32 / 1000.0;
        let exe = c
            .compile_and_load(&small_program(N, s), None, &CompileOptions::default())
            .unwrap();
        let x = input(N, i);
        let arg = put(c, &x);
        let out = exe.execute(std::slice::from_ref(&arg)).unwrap();
        let got = out[0].to_literal().unwrap();
        assert!(
            close(got.as_slice().unwrap(), &expected(&x, s)),
            "cycle {i}"
        );
        exe.delete();
        arg.delete();
        for o in &out {
            o.delete();
        }
    };
    for i in 0..cycles / 20 {
        cycle(i);
    }
    let before = Footprint::of(c);
    for i in 0..cycles {
        cycle(i);
    }
    let after = Footprint::of(c);
    assert_eq!(after.executables, 0, "deleted executables are not live");
    before.assert_flat(
        &after,
        &format!("{} x{cycles} compile/delete cycles", c.platform()),
    );
}

/// 8 threads share `c`: each compiles its own program (its own constant), and in a loop
/// transfers an input, executes, reads back and checks, and sometimes runs a program
/// another thread compiled — all at once.
fn eight_threads_share_one_client(c: &Client, rounds: usize) {
    const N: usize = 128;
    const THREADS: usize = 8;
    let shared = c
        .compile_and_load(&small_program(N, 2.0), None, &CompileOptions::default())
        .unwrap();
    // A short warm-up round first: thread stacks, allocator arenas per thread and the
    // first pipelines are not leaks.
    let round = |rounds: usize| {
        std::thread::scope(|scope| {
            for t in 0..THREADS {
                let shared = &shared;
                scope.spawn(move || {
                    let s = 0.25 * (t + 1) as f32;
                    let own = c
                        .compile_and_load(&small_program(N, s), None, &CompileOptions::default())
                        .unwrap();
                    for r in 0..rounds {
                        let x = input(N, t * 1000 + r);
                        let arg = put(c, &x);
                        let (exe, scale) = if r % 3 == 0 { (shared, 2.0) } else { (&own, s) };
                        let out = exe.execute(std::slice::from_ref(&arg)).unwrap();
                        let got = out[0].to_literal().unwrap();
                        assert!(
                            close(got.as_slice().unwrap(), &expected(&x, scale)),
                            "thread {t} round {r}"
                        );
                        // Device-to-device traffic too: a copy back in through the host.
                        let again = put(c, got.as_slice().unwrap()).to_literal().unwrap();
                        assert_eq!(again.bytes(), got.bytes(), "thread {t} round {r}");
                    }
                    own.delete();
                });
            }
        })
    };
    round(rounds / 10);
    let before = Footprint::of(c);
    round(rounds);
    before.assert_flat(
        &Footprint::of(c),
        &format!("{} {THREADS} threads x{rounds} rounds", c.platform()),
    );
}

fn gpu_client() -> Option<Client> {
    match pollster::block_on(make_gpu_client(Default::default())) {
        Ok(c) => Some(c),
        Err(e) => {
            gpu_skip::no_gpu("soak on gpu", e);
            None
        }
    }
}

#[test]
fn cpu_100k_executions_leave_memory_flat() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    executions_leave_memory_flat(&make_cpu_client(Default::default()).unwrap(), 100_000);
}

#[test]
fn cpu_1000_compile_delete_cycles_leave_memory_flat() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    compile_delete_cycles_leave_memory_flat(&make_cpu_client(Default::default()).unwrap(), 1000);
}

#[test]
fn cpu_eight_threads_share_one_client() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    eight_threads_share_one_client(&make_cpu_client(Default::default()).unwrap(), 500);
}

#[test]
fn gpu_100k_executions_leave_memory_flat() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(c) = gpu_client() {
        executions_leave_memory_flat(&c, 100_000);
    }
}

#[test]
fn cpu_100k_transfers_leave_memory_flat() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    transfers_leave_memory_flat(&make_cpu_client(Default::default()).unwrap(), 100_000);
}

#[test]
fn gpu_100k_transfers_leave_memory_flat() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(c) = gpu_client() {
        transfers_leave_memory_flat(&c, 100_000);
    }
}

#[test]
fn gpu_1000_compile_delete_cycles_leave_memory_flat() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(c) = gpu_client() {
        compile_delete_cycles_leave_memory_flat(&c, 1000);
    }
}

#[test]
fn gpu_eight_threads_share_one_client() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(c) = gpu_client() {
        eight_threads_share_one_client(&c, 200);
    }
}
