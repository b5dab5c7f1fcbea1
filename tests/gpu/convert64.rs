//! GPU float <-> 64-bit integer conversion (x64 mode) against the CPU backend, bit for bit:
//! saturation, NaN -> 0, -0, the 2^63/2^64 edges, and s64/u64 -> f32 rounded once to nearest
//! even (ties, sticky bits far below the guard bit), s64/u64 -> f16/bf16 through f32 as
//! XLA:CPU (jaxlib's bits: it rounds twice). Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo};
use webxla::backend::cpu::CpuBackend;

use webxla::ir::{ElementType, Literal};

fn module(from: &str, n: usize) -> String {
    let outs = if from == "f32" {
        format!("(s64[{n}]{{0}}, u64[{n}]{{0}})")
    } else {
        format!("(f32[{n}]{{0}}, f16[{n}]{{0}}, bf16[{n}]{{0}})")
    };
    let body = if from == "f32" {
        format!("  a = s64[{n}]{{0}} convert(x)\n  b = u64[{n}]{{0}} convert(x)\n  ROOT t = {outs} tuple(a, b)")
    } else {
        format!(
            "  a = f32[{n}]{{0}} convert(x)\n  b = f16[{n}]{{0}} convert(x)\n  \
             c = bf16[{n}]{{0}} convert(x)\n  ROOT t = {outs} tuple(a, b, c)"
        )
    };
    format!("HloModule c\nENTRY e {{\n  x = {from}[{n}]{{0}} parameter(0)\n{body}\n}}\n")
}

#[test]
fn float_and_64_bit_integer_conversions_match_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let mut f: Vec<f32> = vec![
        f32::NAN,
        -f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -0.0,
        0.5,
        -0.5,
        1.5,
        -1.5,
        16777217.0,
        4294967296.0,
        4294967295.0,
        1.2345678e12,
        -1.2345678e12,
        9.223372e18,
        9.2233715e18,
        -9.223372e18,
        -9.223373e18,
        1.8446743e19,
        1.8446744e19,
        2.0e19,
        -2.0e19,
        f32::MAX,
        f32::MIN,
        1e-30,
    ];
    f.extend((0..200).map(|i| ((i as f32) * 0.37).exp() * if i % 2 == 0 { 1.0 } else { -1.0 }));
    let x = Literal::from_slice(ElementType::F32, vec![f.len()], &f).unwrap();
    let text = module("f32", f.len());
    let (g, w) = (
        run_hlo(&be, &text, std::slice::from_ref(&x)).unwrap(),
        run_hlo(&cpu, &text, std::slice::from_ref(&x)).unwrap(),
    );
    for j in 0..2 {
        assert!(
            g[j].bytes() == w[j].bytes(),
            "f32 -> {} differs",
            ["s64", "u64"][j]
        );
    }

    let mut s: Vec<i64> = vec![
        0,
        1,
        -1,
        i64::MAX,
        i64::MIN,
        i64::MIN + 1,
        (1 << 24) + 1,
        (1 << 25) + 1,
        (1 << 25) + 3,
        (1 << 40) + (1 << 16),
        (1 << 40) + (1 << 16) + 1,
        (1 << 40) + (3 << 16),
        -((1 << 40) + (1 << 16)),
        (1 << 62) + (1 << 38),
        (1 << 62) + (1 << 38) + 1,
        16777215,
        -16777217,
        4294967295,
        4294967297,
        // bf16 halfway cases a sticky bit below f32's precision decides (through f32, as
        // XLA:CPU converts, they tie to even), and f16's overflow edge.
        (1 << 40) + (1 << 32) + 1,
        (1 << 40) + (1 << 32),
        (1 << 40) + (3 << 32) - 1,
        -((1 << 40) + (1 << 32) + 1),
        (1 << 62) + (1 << 54) + 1,
        65504,
        65519,
        65520,
        -65520,
        2049,
        2051,
    ];
    let mut r = 0x9E3779B97F4A7C15u64;
    for _ in 0..300 {
        r ^= r << 13;
        r ^= r >> 7;
        r ^= r << 17;
        s.push((r as i64) >> (r % 50));
    }
    for ty in ["s64", "u64"] {
        let et = if ty == "s64" {
            ElementType::S64
        } else {
            ElementType::U64
        };
        let x = Literal::from_slice(et, vec![s.len()], &s).unwrap();
        let text = module(ty, s.len());
        let (g, w) = (
            run_hlo(&be, &text, std::slice::from_ref(&x)).unwrap(),
            run_hlo(&cpu, &text, std::slice::from_ref(&x)).unwrap(),
        );
        for (j, to) in ["f32", "f16"].iter().enumerate() {
            assert!(g[j].bytes() == w[j].bytes(), "{ty} -> {to} differs");
        }
        // bf16 as jaxlib 0.10.2 (XLA:CPU converts through f32), which the CPU backend is not
        // (it rounds once from f64): the reference is computed here.
        let want: Vec<u8> = s
            .iter()
            .map(|&v| match ty {
                "s64" => v as f32,
                _ => v as u64 as f32,
            })
            .flat_map(|f| half::bf16::from_f32(f).to_bits().to_le_bytes())
            .collect();
        assert!(
            g[2].bytes() == &want[..],
            "{ty} -> bf16 differs from jaxlib's rounding"
        );
        // 2^40 + 2^32 + 1, just above halfway between bf16's 2^40 and 2^40 + 2^33, is 2^40
        // (0x5380) in jaxlib 0.10.2: f32 rounds it to the halfway point, which ties to even.
        let k = s
            .iter()
            .position(|&v| v == (1 << 40) + (1 << 32) + 1)
            .unwrap();
        let bf = u16::from_le_bytes([g[2].bytes()[2 * k], g[2].bytes()[2 * k + 1]]);
        assert_eq!(bf, 0x5380, "{ty} -> bf16 of 2^40 + 2^32 + 1");
    }
}
