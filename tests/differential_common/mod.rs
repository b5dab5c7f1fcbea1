//! The webxla side of the differential check, shared by `tests/differential.rs` and the fuzz
//! target `fuzz/fuzz_targets/differential.rs` (which includes this file by path): generate a
//! program (`webxla-testgen`), make its inputs, run it on a client, compare two clients'
//! outputs with `webxla_testgen::data::compare` (the tolerance rule is documented there).
#![allow(dead_code)]

use webxla::client::{Client, CompileOptions};
use webxla::ir::{ArrayShape, ElementType, Literal};
use webxla::ErrorKind;
use webxla_testgen::{data, Dtype, Program};

/// webxla's element type for a generated one.
pub fn element_type(d: Dtype) -> ElementType {
    match d {
        Dtype::Pred => ElementType::Pred,
        Dtype::S8 => ElementType::S8,
        Dtype::S16 => ElementType::S16,
        Dtype::S32 => ElementType::S32,
        Dtype::S64 => ElementType::S64,
        Dtype::U8 => ElementType::U8,
        Dtype::U16 => ElementType::U16,
        Dtype::U32 => ElementType::U32,
        Dtype::U64 => ElementType::U64,
        Dtype::F16 => ElementType::F16,
        Dtype::BF16 => ElementType::BF16,
        Dtype::F32 => ElementType::F32,
        Dtype::F64 => ElementType::F64,
    }
}

/// The program's arguments, deterministic in `seed` (`data::make_inputs`).
pub fn inputs(p: &Program, seed: u64) -> Vec<Literal> {
    data::make_inputs(&p.params, seed)
        .iter()
        .zip(&p.params)
        .map(|(bytes, spec)| {
            let shape = ArrayShape::new(element_type(spec.dtype), spec.dims.clone());
            Literal::from_bytes(shape, bytes).expect("generated input bytes fit their shape")
        })
        .collect()
}

/// Compiles and runs `p` on `client`: each output's bytes.
pub fn run(client: &Client, p: &Program, args: &[Literal]) -> webxla::Result<Vec<Vec<u8>>> {
    let exe = client.compile_and_load(&p.text, None, &CompileOptions::default())?;
    let outs = exe.execute_host(args)?;
    Ok(outs.iter().map(|l| l.bytes().to_vec()).collect())
}

/// How close agreeing float outputs came to their tolerance.
#[derive(Debug, Default, Clone)]
pub struct Stats {
    /// Float outputs compared exactly (tolerance 0) and with a tolerance.
    pub exact_floats: usize,
    pub toleranced_floats: usize,
    /// Integer and pred outputs (always exact).
    pub ints: usize,
    /// Toleranced outputs that differed at all, and the largest difference / tolerance.
    pub differing: usize,
    pub worst_ratio: f64,
}

impl Stats {
    fn add(&mut self, p: &Program, want: &[Vec<u8>], got: &[Vec<u8>]) {
        for (k, spec) in p.outputs.iter().enumerate() {
            if !spec.dtype.is_float() {
                self.ints += 1;
            } else if spec.tolerance == 0.0 {
                self.exact_floats += 1;
            } else {
                self.toleranced_floats += 1;
                let d = data::max_abs_diff(spec, &want[k], &got[k]);
                if d > 0.0 {
                    self.differing += 1;
                    let r = d / (data::TOLERANCE_SAFETY * spec.tolerance);
                    self.worst_ratio = self.worst_ratio.max(r);
                }
            }
        }
    }
}

/// What comparing two clients on one program found.
#[derive(Debug)]
pub enum Verdict {
    /// Every output agrees within its tolerance.
    Agree,
    /// The second client refused the program with a typed UNIMPLEMENTED (an op/dtype it does
    /// not run, named in the error); nothing to compare.
    Refused(webxla::Error),
    /// A bug: outputs differ, the reference failed, or the second client failed otherwise.
    Bug(String),
}

/// Runs `p` on `reference` (the CPU) and `other` (a GPU) with the inputs of `seed` and
/// compares the outputs.
pub fn differential(reference: &Client, other: &Client, p: &Program, seed: u64) -> Verdict {
    differential_with_stats(reference, other, p, seed, &mut Stats::default())
}

/// `differential`, adding agreeing outputs to `stats`.
pub fn differential_with_stats(
    reference: &Client,
    other: &Client,
    p: &Program,
    seed: u64,
    stats: &mut Stats,
) -> Verdict {
    let args = inputs(p, seed);
    let want = match run(reference, p, &args) {
        Ok(w) => w,
        Err(e) => return Verdict::Bug(format!("the reference failed: {e}")),
    };
    let got = match run(other, p, &args) {
        Ok(g) => g,
        Err(e) if e.kind == ErrorKind::Unsupported => return Verdict::Refused(e),
        Err(e) => return Verdict::Bug(format!("failed ({:?}): {e}", e.kind)),
    };
    match compare_outputs(p, &want, &got) {
        Ok(()) => {
            stats.add(p, &want, &got);
            Verdict::Agree
        }
        Err(e) => Verdict::Bug(e),
    }
}

/// Compares each output of `p` (reference first); the error names the output.
pub fn compare_outputs(p: &Program, want: &[Vec<u8>], got: &[Vec<u8>]) -> Result<(), String> {
    if want.len() != p.outputs.len() || got.len() != p.outputs.len() {
        return Err(format!(
            "{} outputs expected, got {} and {}",
            p.outputs.len(),
            want.len(),
            got.len()
        ));
    }
    for (k, spec) in p.outputs.iter().enumerate() {
        data::compare(spec, &want[k], &got[k]).map_err(|e| format!("output {k}: {e}"))?;
    }
    Ok(())
}
