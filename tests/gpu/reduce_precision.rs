//! GPU reduce-precision against the CPU backend, bit for bit: f32 to bf16/f16/e4m3/e5m2-like
//! widths and a 1-bit mantissa, with ties to even, carries into the exponent, overflow to
//! ±inf, underflow to ±0, subnormals and NaN payloads, on f32, f16 and bf16 operands.
//! Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo};
use webxla::backend::cpu::CpuBackend;
use webxla::ir::{ElementType, Literal};

fn values() -> Vec<f32> {
    let mut v = vec![
        f32::NAN,
        f32::from_bits(0x7f80_0001),
        f32::from_bits(0xffc0_1234),
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -0.0,
        1.0 + 1.0 / 256.0,
        1.0 + 3.0 / 256.0,
        1.0 + 1.0 / 128.0,
        65504.0,
        65520.0,
        -65520.0,
        1e-40,
        -1e-40,
        6.1e-5,
        5.9e-8,
        f32::MAX,
        f32::MIN_POSITIVE,
        448.0,
        464.0,
        57344.0,
        61440.0,
    ];
    v.extend((0..400).map(|i| {
        let x = ((i as f32) * 0.173).sin() * ((i % 60) as f32 - 30.0).exp2();
        if i % 3 == 0 {
            -x
        } else {
            x
        }
    }));
    v
}

#[test]
fn reduce_precision_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let f = values();
    let n = f.len();
    for ty in [ElementType::F32, ElementType::F16, ElementType::BF16] {
        let x = match ty {
            ElementType::F16 => {
                let h: Vec<u16> = f
                    .iter()
                    .map(|&v| half::f16::from_f32(v).to_bits())
                    .collect();
                Literal::from_slice(ty, vec![n], &h)
            }
            ElementType::BF16 => {
                let h: Vec<u16> = f
                    .iter()
                    .map(|&v| half::bf16::from_f32(v).to_bits())
                    .collect();
                Literal::from_slice(ty, vec![n], &h)
            }
            _ => Literal::from_slice(ty, vec![n], &f),
        }
        .unwrap();
        for (e, m) in [
            (8, 7),
            (5, 10),
            (4, 3),
            (5, 2),
            (8, 1),
            (3, 0),
            (8, 23),
            (11, 52),
        ] {
            let t = ty.hlo_name();
            let text = format!(
                "HloModule r\nENTRY e {{\n  x = {t}[{n}]{{0}} parameter(0)\n  \
                 ROOT r = {t}[{n}]{{0}} reduce-precision(x), exponent_bits={e}, mantissa_bits={m}\n}}\n"
            );
            let g = run_hlo(&be, &text, std::slice::from_ref(&x)).unwrap();
            let w = run_hlo(&cpu, &text, std::slice::from_ref(&x)).unwrap();
            assert!(
                g[0].bytes() == w[0].bytes(),
                "{t} reduce-precision e{e} m{m} differs from the CPU"
            );
        }
    }
}
