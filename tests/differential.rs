//! Issue #16's differential target: random well-typed programs (`webxla-testgen` with
//! `GenConfig::gpu()`: the element types both backends run, guarded domains, discontinuous ops
//! only on exactly computed values) run on the CPU client and on a GPU client with the same
//! deterministic inputs, and their outputs must agree: integers and pred bit for bit, floats
//! within the bound the generator propagates through the chain (see
//! `webxla_testgen::data`: 0 for exactly computed chains, WGSL's ulp allowances for ops that
//! are not correctly rounded, summation-order bounds for reduce and dot, × 2).
//!
//! The GPU side needs an adapter (lavapipe here); without one the test fails unless
//! `WEBXLA_SKIP_GPU_TESTS=1`. A typed UNIMPLEMENTED from the GPU is counted and must stay
//! rare. A failure prints the seed and the program; programs that once failed are kept below.

mod differential_common;
mod gpu_skip;

use arbitrary::Unstructured;
use differential_common::{differential_with_stats, Stats, Verdict};
use std::panic::{catch_unwind, AssertUnwindSafe};
use webxla::client::{make_cpu_client, make_gpu_client, Client};
use webxla_testgen::data::XorShift;
use webxla_testgen::{hlo_program, Dtype, GenConfig, OutputSpec, ParamSpec, Program};

/// Seeds run by default; `WEBXLA_DIFF_SEEDS=N` runs more (a longer search).
const SEEDS: u64 = 500;

fn seeds() -> u64 {
    std::env::var("WEBXLA_DIFF_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(SEEDS)
}

/// Programs that once differed, with what differed (fixed in src/ since): (what, HLO text,
/// parameters, outputs). Integer outputs: compared bit for bit.
const REGRESSIONS: &[(&str, &str, &[(Dtype, &[usize])], &[(Dtype, &[usize])])] = &[(
    "GPU broadcast of a stretched size-1 dimension read it at the result's coordinate",
    "HloModule stretch\n\nENTRY main {\n  p0 = u32[1,7]{1,0} parameter(0)\n  p1 = s16[2,3,1]{2,1,0} parameter(1)\n  v1 = u32[5,8,7,4]{3,2,1,0} broadcast(p0), dimensions={1,2}\n  v2 = s16[2,3,2]{2,1,0} broadcast(p1), dimensions={0,1,2}\n  ROOT out = (u32[5,8,7,4]{3,2,1,0}, s16[2,3,2]{2,1,0}) tuple(v1, v2)\n}\n",
    &[(Dtype::U32, &[1, 7]), (Dtype::S16, &[2, 3, 1])],
    &[(Dtype::U32, &[5, 8, 7, 4]), (Dtype::S16, &[2, 3, 2])],
)];

fn program(seed: u64) -> Program {
    let mut r = XorShift::new(seed ^ 0xD1FF);
    let mut b = vec![0u8; 4096];
    r.fill(&mut b);
    hlo_program(&mut Unstructured::new(&b), &config()).expect("generates")
}

/// `GenConfig::gpu()` drawing float types more often (repeats weigh the draw): they are
/// where the backends' arithmetic differs.
fn config() -> GenConfig {
    use Dtype::*;
    GenConfig {
        dtypes: vec![
            F32, F32, F32, F32, F16, F16, BF16, BF16, S32, S32, U32, S8, U8, S16, U16, S64, U64,
            Pred,
        ],
        ..GenConfig::gpu()
    }
}

fn clients() -> Option<(Client, Client)> {
    let cpu = make_cpu_client(Default::default()).unwrap();
    match pollster::block_on(make_gpu_client(Default::default())) {
        Ok(gpu) => Some((cpu, gpu)),
        Err(e) => {
            gpu_skip::no_gpu("differential", e);
            None
        }
    }
}

fn check(
    cpu: &Client,
    gpu: &Client,
    label: &str,
    p: &Program,
    seed: u64,
    stats: &mut Stats,
) -> Option<String> {
    let v = catch_unwind(AssertUnwindSafe(|| {
        differential_with_stats(cpu, gpu, p, seed, stats)
    }));
    match v {
        Err(_) => Some(format!("{label}: panicked\n{}", p.text)),
        Ok(Verdict::Bug(e)) => Some(format!("{label}: {e}\n{}", p.text)),
        Ok(Verdict::Refused(e)) => {
            println!("{label}: refused: {e}");
            None
        }
        Ok(Verdict::Agree) => None,
    }
}

#[test]
fn regressions() {
    let Some((cpu, gpu)) = clients() else { return };
    let mut failures = Vec::new();
    for &(what, text, params, outputs) in REGRESSIONS {
        let p = Program {
            text: text.to_string(),
            params: params
                .iter()
                .map(|&(dtype, dims)| ParamSpec {
                    dtype,
                    dims: dims.to_vec(),
                })
                .collect(),
            outputs: outputs
                .iter()
                .map(|&(dtype, dims)| OutputSpec {
                    dtype,
                    dims: dims.to_vec(),
                    tolerance: 0.0,
                })
                .collect(),
            tuple_result: true,
        };
        failures.extend(check(&cpu, &gpu, what, &p, 1, &mut Stats::default()));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn cpu_and_gpu_agree_on_generated_programs() {
    let Some((cpu, gpu)) = clients() else { return };
    let mut failures = Vec::new();
    let mut stats = Stats::default();
    let seeds = seeds();
    for seed in 0..seeds {
        let p = program(seed);
        failures.extend(check(
            &cpu,
            &gpu,
            &format!("seed {seed}"),
            &p,
            seed,
            &mut stats,
        ));
    }
    println!(
        "{seeds} programs: {} integer/pred outputs, {} float outputs compared exactly, {} within a tolerance ({} of them not bit-identical; the largest difference was {:.3} of its tolerance)",
        stats.ints, stats.exact_floats, stats.toleranced_floats, stats.differing, stats.worst_ratio
    );
    if !failures.is_empty() {
        let shown: Vec<&str> = failures.iter().take(5).map(|s| s.as_str()).collect();
        panic!(
            "{} of {seeds} programs differ between the CPU and the GPU; the first {}:\n\n{}",
            failures.len(),
            shown.len(),
            shown.join("\n\n")
        );
    }
}
