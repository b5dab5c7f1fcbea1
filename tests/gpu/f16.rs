//! f16 on the GPU, bit for bit against the CPU backend: every f16 value converted to f32;
//! f32 → f16 rounding at every f16 value, every tie between neighbours and one f32 step
//! either side of it (nearest even), the subnormal and overflow edges, infinities and NaN
//! payloads; and an f16 arithmetic chain. Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::gpu_or_skip;
use half::f16;
use webxla::backend::cpu::CpuBackend;
use webxla::backend::Backend;
use webxla::ir::{ElementType, Literal};

/// Runs HLO `text` on the GPU backend.
fn run(be: &dyn Backend, text: &str, args: &[Literal]) -> Vec<Literal> {
    gpu_common::run_hlo(be, text, args).unwrap()
}

fn cpu_run(text: &str, args: &[Literal]) -> Vec<Literal> {
    let cpu = CpuBackend::with_ieee_subnormals();
    gpu_common::run_hlo(&cpu, text, args).unwrap()
}

fn assert_same_bits(name: &str, inputs: &[u32], got: &Literal, want: &Literal, width: usize) {
    assert_eq!(got.ty(), want.ty(), "{name}");
    assert_eq!(got.shape().dims, want.shape().dims, "{name}");
    let (g, w) = (got.bytes(), want.bytes());
    for (i, x) in inputs.iter().enumerate() {
        let (a, b) = (&g[i * width..][..width], &w[i * width..][..width]);
        assert_eq!(a, b, "{name}: input bits {x:#010x} (element {i})");
    }
}

#[test]
fn every_f16_value_converts_to_f32_exactly() {
    let Some(gpu) = gpu_or_skip() else { return };
    let bits: Vec<u16> = (0..=u16::MAX).collect();
    let x = Literal::from_slice(ElementType::F16, vec![bits.len()], &bits).unwrap();
    let n = bits.len();
    let text = format!(
        "HloModule c\nENTRY e {{\n  x = f16[{n}]{{0}} parameter(0)\n  ROOT a = f32[{n}]{{0}} convert(x)\n}}\n"
    );
    let want = cpu_run(&text, std::slice::from_ref(&x));
    let inputs: Vec<u32> = bits.iter().map(|&b| b as u32).collect();
    let got = run(&gpu, &text, std::slice::from_ref(&x));
    assert_same_bits("gpu", &inputs, &got[0], &want[0], 4);
}

/// f32 values around every f16 value: the value, the tie to the next f16 up, and one f32
/// step below and above that tie; then the special cases.
fn rounding_inputs() -> Vec<u32> {
    let mut v = Vec::new();
    for h in 0..0x7c00u16 {
        let lo = f16::from_bits(h).to_f32();
        let hi = f16::from_bits(h + 1).to_f32();
        let tie = ((lo as f64 + hi as f64) / 2.0) as f32;
        for x in [lo, tie] {
            let b = x.to_bits();
            for s in [0u32, 0x8000_0000] {
                v.extend([b | s, b.saturating_sub(1) | s, (b + 1) | s]);
            }
        }
    }
    v.extend([
        0x7f80_0000, // inf
        0xff80_0000,
        0x7fc0_0000, // quiet NaN
        0xffc0_0001,
        0x7f80_2001, // signalling NaN, payload in the kept bits
        0x7fbf_ffff,
        0x477f_e000, // 65504
        0x477f_efff, // just below the overflow tie
        0x477f_f000, // 65520: the tie rounds to inf
        0x4780_0000,
        0x7f7f_ffff,
        0x3300_0000, // 2^-25: half the smallest subnormal, ties to 0
        0x3300_0001,
        0x387f_ffff, // just below 2^-14
        0x3880_0000,
        0x0000_0001, // f32 subnormal
        0x8000_0000,
    ]);
    v
}

#[test]
fn f32_to_f16_rounds_to_nearest_even_everywhere() {
    let Some(gpu) = gpu_or_skip() else { return };
    let inputs = rounding_inputs();
    let n = inputs.len();
    let xs: Vec<f32> = inputs.iter().map(|&b| f32::from_bits(b)).collect();
    let x = Literal::from_slice(ElementType::F32, vec![n], &xs).unwrap();
    // Converting rounds (xla_round_f16) and stores (xla_f32_to_f16); converting back reads
    // the rounded value, so both helpers are checked on every input.
    let text = format!(
        "HloModule c\nENTRY e {{\n  x = f32[{n}]{{0}} parameter(0)\n  h = f16[{n}]{{0}} convert(x)\n  b = f32[{n}]{{0}} convert(h)\n  ROOT t = (f16[{n}]{{0}}, f32[{n}]{{0}}) tuple(h, b)\n}}\n"
    );
    let want = cpu_run(&text, std::slice::from_ref(&x));
    let got = run(&gpu, &text, std::slice::from_ref(&x));
    assert_same_bits("f16", &inputs, &got[0], &want[0], 2);
    assert_same_bits("f32", &inputs, &got[1], &want[1], 4);
}

#[test]
fn f16_arithmetic_chain_matches_cpu() {
    let Some(gpu) = gpu_or_skip() else { return };
    let n = 4099;
    let a: Vec<f16> = (0..n)
        .map(|i| f16::from_f32(((i as f32) * 0.731).sin() * 3.0))
        .collect();
    let b: Vec<f16> = (0..n)
        .map(|i| f16::from_f32(((i as f32) * 0.173).cos() * 700.0 + 0.25))
        .collect();
    let la = Literal::from_slice(ElementType::F16, vec![n], &a).unwrap();
    let lb = Literal::from_slice(ElementType::F16, vec![n], &b).unwrap();
    let text = format!(
        "HloModule c\nENTRY e {{\n  a = f16[{n}]{{0}} parameter(0)\n  b = f16[{n}]{{0}} parameter(1)\n  m = f16[{n}]{{0}} multiply(a, b)\n  d = f16[{n}]{{0}} divide(m, b)\n  e = f16[{n}]{{0}} exponential(a)\n  s = f16[{n}]{{0}} subtract(e, d)\n  t = f16[{n}]{{0}} tanh(s)\n  q = f16[{n}]{{0}} sqrt(b)\n  p = f16[{n}]{{0}} multiply(m, m)\n  ROOT r = (f16[{n}]{{0}}, f16[{n}]{{0}}, f16[{n}]{{0}}) tuple(t, q, p)\n}}\n"
    );
    let args = [la, lb];
    let want = cpu_run(&text, &args);
    let idx: Vec<u32> = (0..n as u32).collect();
    let got = run(&gpu, &text, &args);
    // The product of two f16 values is exact in f32, so its f16 bits must equal the CPU's.
    assert_same_bits("m*m", &idx, &got[2], &want[2], 2);
    // exp, tanh, the division and sqrt may differ from the CPU's f32 in the last place (WGSL
    // does not require them correctly rounded; NVIDIA's sqrt is not), which can move a
    // rounding to f16 by one step, never more. (Measured on an H100.)
    for k in 0..2 {
        let (g, w) = (got[k].bytes(), want[k].bytes());
        for i in 0..n {
            let gb = u16::from_le_bytes([g[2 * i], g[2 * i + 1]]);
            let wb = u16::from_le_bytes([w[2 * i], w[2 * i + 1]]);
            let (gv, wv) = (f16::from_bits(gb), f16::from_bits(wb));
            // A NaN from an invalid operation (sqrt of a negative) carries the device's
            // sign and payload: NVIDIA gives 0x7fff, x86 (so the CPU backend) 0xfe00.
            if gb == wb || (gv.is_nan() && wv.is_nan()) {
                continue;
            }
            let steps = (f16::from_bits(gb).to_f32() - f16::from_bits(wb).to_f32()).abs()
                / f16::from_bits(wb).to_f32().abs().max(6.1e-5)
                * 1024.0;
            assert!(
                steps <= 1.0,
                "output {k} element {i}: {gb:#06x} vs {wb:#06x}"
            );
        }
    }
}
