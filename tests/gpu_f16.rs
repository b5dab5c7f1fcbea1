//! f16 on the GPU with and without `shader-f16`, bit for bit against the CPU backend:
//! every f16 value converted to f32; f32 → f16 rounding at every f16 value, every tie
//! between neighbours and one f32 step either side of it (nearest even), the subnormal and
//! overflow edges, infinities and NaN payloads; and an f16 arithmetic chain. Where the
//! adapter has `shader-f16` the kernels must actually use it (`enable f16;`). Without an
//! adapter it prints `SKIPPED: no GPU adapter`.

mod gpu_common;
use gpu_common::gpu_or_skip;
use half::f16;
use std::sync::Arc;
use webxla::backend::cpu::CpuBackend;
use webxla::backend::gpu::{GpuBackend, GpuOptions, ShaderF16};
use webxla::backend::Backend;
use webxla::ir::{ElementType, Literal};

fn device(shader_f16: ShaderF16) -> GpuBackend {
    pollster::block_on(GpuBackend::new(GpuOptions {
        shader_f16,
        ..GpuOptions::default()
    }))
    .expect("a device on the adapter gpu_or_skip found")
}

/// The two GPU paths: hardware f16 conversions (when the adapter has `shader-f16`; software
/// adapters too, which the default leaves out) and the bit-level helpers.
fn gpu_backends() -> Option<Vec<(&'static str, GpuBackend)>> {
    gpu_or_skip()?;
    let native = device(ShaderF16::On);
    if !native.has_shader_f16() {
        println!("NOTE: this adapter has no shader-f16; both runs use the bit-level path");
    }
    let packed = device(ShaderF16::Off);
    assert!(!packed.has_shader_f16());
    Some(vec![("shader-f16", native), ("bit-level", packed)])
}

/// Runs HLO `text` on `be`, checking the kernels use hardware f16 exactly when the device has
/// `shader-f16`.
fn run(be: &dyn Backend, native: bool, text: &str, args: &[Literal]) -> Vec<Literal> {
    let m = webxla::hlo::parse_hlo(text).unwrap();
    let p = be.compile(Arc::new(m)).unwrap();
    assert_eq!(p.dump().contains("enable f16;"), native, "{}", p.dump());
    let bufs: Vec<_> = args.iter().map(|a| be.upload(a).unwrap()).collect();
    let outs = pollster::block_on(p.execute(bufs)).unwrap();
    outs.iter()
        .map(|o| pollster::block_on(be.download(o)).unwrap())
        .collect()
}

fn cpu_run(text: &str, args: &[Literal]) -> Vec<Literal> {
    let cpu = CpuBackend::new();
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
    let Some(gpus) = gpu_backends() else { return };
    let bits: Vec<u16> = (0..=u16::MAX).collect();
    let x = Literal::from_slice(ElementType::F16, vec![bits.len()], &bits).unwrap();
    let n = bits.len();
    let text = format!(
        "HloModule c\nENTRY e {{\n  x = f16[{n}]{{0}} parameter(0)\n  ROOT a = f32[{n}]{{0}} convert(x)\n}}\n"
    );
    let want = cpu_run(&text, std::slice::from_ref(&x));
    let inputs: Vec<u32> = bits.iter().map(|&b| b as u32).collect();
    for (name, be) in &gpus {
        let got = run(be, false, &text, std::slice::from_ref(&x));
        assert_same_bits(name, &inputs, &got[0], &want[0], 4);
    }
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
    let Some(gpus) = gpu_backends() else { return };
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
    for (name, be) in &gpus {
        let native = be.has_shader_f16();
        let got = run(be, native, &text, std::slice::from_ref(&x));
        assert_same_bits(&format!("{name} f16"), &inputs, &got[0], &want[0], 2);
        assert_same_bits(&format!("{name} f32"), &inputs, &got[1], &want[1], 4);
    }
}

#[test]
fn f16_arithmetic_chain_matches_cpu() {
    let Some(gpus) = gpu_backends() else { return };
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
    let mut runs = Vec::new();
    for (name, be) in &gpus {
        let got = run(be, be.has_shader_f16(), &text, &args);
        // sqrt and the product are correctly rounded in f32 on every backend, so their f16
        // bits must equal the CPU's.
        for k in 1..3 {
            assert_same_bits(&format!("{name} output {k}"), &idx, &got[k], &want[k], 2);
        }
        runs.push(got);
    }
    // The chain goes through exp, tanh and a division, whose f32 results may differ from the
    // CPU's in the last place; the two GPU paths share them and differ only in how they
    // round to f16, which must give the same bits.
    for k in 0..3 {
        assert_same_bits("shader-f16 vs bit-level", &idx, &runs[0][k], &runs[1][k], 2);
    }
}
