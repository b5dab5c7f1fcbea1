//! The transcendentals whose formula is webxla's own on both backends (erf, tanh and log1p:
//! XLA CPU's approximations, in Rust for the CPU backend and in `shaders/helpers.wgsl` for
//! the GPU) give the same f32 bits on the GPU as on the CPU over a sweep of the whole f32
//! range (every 2^16th bit pattern of each sign), a fine grid where the formulas switch, and
//! the special values. erf and tanh use fused multiply-adds
//! (as XLA does), and WGSL's `fma` may be evaluated unfused (Vulkan lets it; lavapipe does):
//! every GPU erf and tanh must be the CPU's value or the same formula with each fma rounded
//! twice. log1p: the GPU computes Eigen's form (u = 1 + x, ln(u)·x/(u - 1)), which the wasm
//! CPU build also computes, while the native CPU computes XLA's `EmitLog1p` since
//! 2026-11-27 (jaxlib's bits): within 3 ulp of each other, subnormals aside (the GPU keeps
//! x for a subnormal x, the CPU's DAZ-free reference too).
//! Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo};
use webxla::backend::cpu::CpuBackend;
use webxla::ir::{ElementType, Literal};

fn arguments() -> Vec<f32> {
    let mut xs: Vec<f32> = Vec::new();
    for hi in 0..0x10000u32 {
        let b = (hi << 16) | (hi.wrapping_mul(0x9e37) & 0xffff);
        let x = f32::from_bits(b);
        if !x.is_nan() {
            xs.push(x);
        }
    }
    xs.extend((-8000..=8000).map(|i| i as f32 / 1000.0));
    xs.extend((-200..=200).map(|i| i as f32 * 1e-5));
    xs.extend([
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MIN_POSITIVE,
        -1.0,
        -0.999_999_9,
        f32::MAX,
        f32::MIN,
        0.0004,
        -0.0004,
        9.0,
        -9.0,
        3.832_507,
    ]);
    xs
}

/// XLA's erf (the CPU backend's `erf_f32`) with every fused multiply-add split into a
/// rounded multiply and a rounded add: what a GPU that does not fuse WGSL's `fma` computes.
#[allow(clippy::excessive_precision)]
fn erf_unfused(x: f32) -> f32 {
    if x.is_nan() {
        return x;
    }
    let x = x.clamp(-3.832506856900711, 3.832506856900711);
    let x2 = x * x;
    let a = [
        0.00022905065861350646f32,
        0.0034082910107109506,
        0.050955695062380861,
        0.18520832239976145,
        1.128379143519084,
    ];
    let b = [
        -1.1791602954361697e-7f32,
        0.000023547966471313185,
        0.0010179625278914885,
        0.014070470171167667,
        0.11098505178285362,
        0.49746925110067538,
        1.0,
    ];
    let p = a[1..].iter().fold(a[0], |p, &c| p * x2 + c) * x;
    let q = b[1..].iter().fold(b[0], |q, &c| q * x2 + c);
    p / q
}

/// XLA's f32 tanh with every multiply-add rounded twice (what an unfused `fma` gives).
#[allow(clippy::excessive_precision)]
fn tanh_unfused(x: f32) -> f32 {
    if x.is_nan() || x.abs() < 0.0004 {
        return x;
    }
    if x.abs() >= 20.0 {
        return 1f32.copysign(x);
    }
    let x = x.clamp(-7.99881172180175781, 7.99881172180175781);
    let x2 = x * x;
    let a = [
        -2.76076847742355e-16f32,
        2.00018790482477e-13,
        -8.60467152213735e-11,
        5.12229709037114e-08,
        1.48572235717979e-05,
        6.37261928875436e-04,
        4.89352455891786e-03,
    ];
    let b = [
        1.19825839466702e-06f32,
        1.18534705686654e-04,
        2.26843463243900e-03,
        4.89352518554385e-03,
    ];
    let p = a[1..].iter().fold(a[0], |p, &c| x2 * p + c) * x;
    let q = b[1..].iter().fold(b[0], |q, &c| x2 * q + c);
    p / q
}

fn ulps(a: f32, b: f32) -> u64 {
    if a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()) {
        return 0;
    }
    if a.is_nan() || b.is_nan() || a.is_sign_negative() != b.is_sign_negative() {
        return u64::MAX;
    }
    (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs()
}

#[test]
fn erf_tanh_log1p_agree_with_the_cpu() {
    let Some(gpu) = gpu_or_skip() else { return };
    let xs = arguments();
    let n = xs.len();
    let text = format!(
        "HloModule t\nENTRY e {{\n  x = f32[{n}]{{0}} parameter(0)\n  a = f32[{n}]{{0}} erf(x)\n  b = f32[{n}]{{0}} tanh(x)\n  c = f32[{n}]{{0}} log-plus-one(x)\n  ROOT r = (f32[{n}]{{0}}, f32[{n}]{{0}}, f32[{n}]{{0}}) tuple(a, b, c)\n}}\n"
    );
    let arg = Literal::from_slice(ElementType::F32, vec![n], &xs).unwrap();
    let g = run_hlo(&gpu, &text, std::slice::from_ref(&arg)).unwrap();
    let c = run_hlo(
        &CpuBackend::with_ieee_subnormals(),
        &text,
        std::slice::from_ref(&arg),
    )
    .unwrap();
    let mut report = Vec::new();
    for (k, name) in ["erf", "tanh", "log1p"].iter().enumerate() {
        let gv: &[f32] = g[k].as_slice().unwrap();
        let cv: &[f32] = c[k].as_slice().unwrap();
        let (mut differ, mut worst) = (0usize, 0u64);
        let mut first = Vec::new();
        for i in 0..n {
            let d = ulps(gv[i], cv[i]);
            if *name == "erf" && ulps(gv[i], erf_unfused(xs[i])) == 0 {
                continue;
            }
            if *name == "tanh" && ulps(gv[i], tanh_unfused(xs[i])) == 0 {
                continue;
            }
            if *name == "log1p" && d <= 3 {
                continue;
            }
            if d > 0 {
                differ += 1;
                worst = worst.max(d);
                if first.len() < 5 {
                    first.push(format!(
                        "{name}({:e}): gpu {:e} cpu {:e}",
                        xs[i], gv[i], cv[i]
                    ));
                }
            }
        }
        println!("{name}: {n} arguments, {differ} differ from the CPU beyond fma rounding, worst {worst} ulp");
        if differ > 0 {
            report.push(format!(
                "{name}: {differ} differ, worst {worst} ulp: {first:?}"
            ));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}
