//! `fft` (XLA's Fft, `stablehlo.fft`) against jaxlib: every case of `tests/fft` (jnp.fft's fft,
//! ifft, rfft, irfft, fft2, fftn and the 3-D ifftn/rfftn/irfftn in f32/f64/c64/c128, written by
//! `tests/fft/generate.py`) from both module.hlo and module.mlir on the CPU backend, and on the
//! GPU backend, where the c64/f32 cases must give jaxlib's outputs (Stockham kernels in WGSL
//! for power-of-two lengths, a host step otherwise; c64 held as pairs of f32) and the f64/c128
//! ones be refused at compile time naming `fft`, the type and the backend. The Stockham
//! kernels against the CPU backend over every power-of-two length up to 2^14, each transform
//! type and 1 to 3 dimensions; which transforms become kernels. Plus the typed, located errors
//! for malformed transforms.
//! Without a GPU adapter the GPU test fails (see `gpu_skip`).

mod gpu_common;

use gpu_common::{gpu_or_skip, run_module_on};
use std::path::PathBuf;
use webxla::backend::cpu::run_module;
use webxla::conformance::{float_values, Case};
use webxla::ir::{Literal, Module};
use webxla::ErrorKind;

/// Cases in tests/fft: 10 programs (fft, fft of reals, ifft, rfft, irfft, fft2, real fft2,
/// fftn, real fftn, long fft/rfft) in single and double precision, and powers of two in c64.
const CASES: usize = 21;
/// Of those, the ones in double precision (c128 or f64).
const WIDE_CASES: usize = 10;

fn case_dirs() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fft");
    let mut v: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("case.json").exists())
        .collect();
    v.sort();
    v
}

fn parse(fmt: &str, text: &str) -> webxla::Result<Module> {
    match fmt {
        "hlo" => webxla::hlo::parse_hlo(text),
        _ => webxla::stablehlo::parse_stablehlo(text),
    }
}

/// The largest error of `got` against `want`, in units of the type's epsilon times the
/// largest magnitude in `want` (the scale an FFT's rounding error grows with).
fn ulps_of_max(got: &Literal, want: &Literal) -> f64 {
    let (Some(g), Some(w)) = (float_values(got), float_values(want)) else {
        return f64::INFINITY;
    };
    let eps = match want.ty().byte_size() / if want.ty().is_complex() { 2 } else { 1 } {
        4 => f32::EPSILON as f64,
        _ => f64::EPSILON,
    };
    let peak = w.iter().fold(0f64, |m, v| m.max(v.abs()));
    let err = g
        .iter()
        .zip(&w)
        .fold(0f64, |m, (a, b)| m.max((a - b).abs()));
    if peak == 0.0 {
        if err == 0.0 {
            0.0
        } else {
            f64::INFINITY
        }
    } else {
        err / (eps * peak)
    }
}

#[test]
fn jax_fft_cases_on_cpu() {
    let dirs = case_dirs();
    assert_eq!(dirs.len(), CASES, "tests/fft cases: {dirs:?}");
    let mut failures = Vec::new();
    let (mut hlo, mut mlir) = (0, 0);
    let mut worst = 0f64;
    for dir in &dirs {
        let case = Case::load_dir(dir).unwrap();
        for (fmt, text) in [("hlo", &case.hlo), ("mlir", &case.mlir)] {
            let name = format!("{} [{fmt}]", case.name);
            let got = match parse(fmt, text.as_deref().unwrap())
                .and_then(|m| run_module(&m, &case.inputs))
            {
                Ok(g) => g,
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    continue;
                }
            };
            let ulps = got
                .iter()
                .zip(&case.expected)
                .map(|(g, e)| ulps_of_max(g, &e.value))
                .fold(0f64, f64::max);
            worst = worst.max(ulps);
            match case.check(&got) {
                Ok(()) => {
                    println!("ok   {name} (largest error {ulps:.2} ulps of the largest magnitude)");
                    if fmt == "hlo" {
                        hlo += 1
                    } else {
                        mlir += 1
                    }
                }
                Err(m) => failures.push(format!("{name}: {m} ({ulps:.2} ulps of max)")),
            }
        }
    }
    println!(
        "cpu fft: {hlo} HLO and {mlir} StableHLO cases pass, {} fail; largest error {worst:.2} \
         ulps of the largest magnitude",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!((hlo, mlir), (CASES, CASES));
}

#[test]
fn jax_fft_cases_on_gpu() {
    let Some(be) = gpu_or_skip() else { return };
    let mut failures = Vec::new();
    let (mut passed, mut refused) = (0, 0);
    let mut worst = 0f64;
    for dir in &case_dirs() {
        let case = Case::load_dir(dir).unwrap();
        // The GPU holds c64 (and f32), not c128 or f64 (without `soft_f64`): a transform with
        // such a side is refused when the program compiles, naming the type and the backend
        // (and the first op that carries it: the `fft` in HLO, a parameter in StableHLO).
        let wide = case.name.ends_with("_c128") || case.name.ends_with("_f64");
        for (fmt, text) in [("hlo", &case.hlo), ("mlir", &case.mlir)] {
            let name = format!("{} [{fmt}]", case.name);
            let m = parse(fmt, text.as_deref().unwrap()).unwrap();
            match run_module_on(&be, m, &case.inputs) {
                Err(e)
                    if wide
                        && e.kind == ErrorKind::Unsupported
                        && ["c128", "f64"].iter().any(|t| e.message.contains(t))
                        && e.message.contains("gpu") =>
                {
                    println!("refused {name}: {e}");
                    refused += 1;
                }
                Err(e) => failures.push(format!("{name}: not the expected outcome: {e}")),
                Ok(_) if wide => failures.push(format!("{name}: ran, want a refusal")),
                Ok(got) => {
                    let ulps = got
                        .iter()
                        .zip(&case.expected)
                        .map(|(g, e)| ulps_of_max(g, &e.value))
                        .fold(0f64, f64::max);
                    worst = worst.max(ulps);
                    match case.check(&got) {
                        Ok(()) => {
                            println!("ok   {name} ({ulps:.2} ulps of the largest magnitude)");
                            passed += 1;
                        }
                        Err(m) => failures.push(format!("{name}: {m} ({ulps:.2} ulps of max)")),
                    }
                }
            }
        }
    }
    println!(
        "gpu fft: {passed} passed, {refused} refused (c128/f64 types), {} failed; largest \
         error {worst:.2} ulps of the largest magnitude",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(
        (passed, refused),
        (2 * (CASES - WIDE_CASES), 2 * WIDE_CASES)
    );
}

/// Deterministic values in [-1, 1) for `n` floats.
fn noise(n: usize, seed: u64) -> Vec<f32> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 40) as f32 / (1u64 << 23) as f32 - 1.0
        })
        .collect()
}

fn literal_of(ty: &str, dims: &[usize], seed: u64) -> Literal {
    let n: usize = dims.iter().product();
    let (ety, floats) = match ty {
        "c64" => (webxla::ir::ElementType::C64, noise(2 * n, seed)),
        _ => (webxla::ir::ElementType::F32, noise(n, seed)),
    };
    let bytes: Vec<u8> = floats.iter().flat_map(|v| v.to_le_bytes()).collect();
    Literal::from_bytes(webxla::ir::ArrayShape::new(ety, dims.to_vec()), &bytes).unwrap()
}

fn shape_text(ty: &str, dims: &[usize]) -> String {
    let d: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    let layout: Vec<String> = (0..dims.len()).rev().map(|d| d.to_string()).collect();
    format!("{ty}[{}]{{{}}}", d.join(","), layout.join(","))
}

/// One transform of `fft_type` over the trailing `lengths` of a batch `batch`, in HLO text,
/// with its operand.
fn transform(fft_type: &str, batch: &[usize], lengths: &[usize], seed: u64) -> (String, Literal) {
    let mut full: Vec<usize> = batch.to_vec();
    full.extend_from_slice(lengths);
    let mut half = full.clone();
    *half.last_mut().unwrap() = lengths[lengths.len() - 1] / 2 + 1;
    let (operand, out) = match fft_type {
        "FFT" | "IFFT" => (("c64", full.clone()), ("c64", full)),
        "RFFT" => (("f32", full.clone()), ("c64", half)),
        _ => (("c64", half), ("f32", full)),
    };
    let ls: Vec<String> = lengths.iter().map(|n| n.to_string()).collect();
    let text = hlo_fft(
        &shape_text(operand.0, &operand.1),
        &shape_text(out.0, &out.1),
        &format!("fft_type={fft_type}, fft_length={{{}}}", ls.join(",")),
    );
    (text, literal_of(operand.0, &operand.1, seed))
}

/// The Stockham kernels against the CPU backend's rustfft: every power-of-two length from 1 to
/// 2^14 (rows in workgroup memory up to the device's limit, one kernel per stage past it), each
/// transform type, batches, and 2-D and 3-D transforms. The error bound is the corpus's: 8
/// ulps of the largest magnitude (radix-2 rounding grows with log2 n; 2^14 stays within it).
#[test]
fn stockham_kernels_match_the_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = webxla::backend::cpu::CpuBackend::new();
    let mut shapes: Vec<(Vec<usize>, Vec<usize>)> = (0..=14)
        .map(|p| (vec![if p < 8 { 3 } else { 1 }], vec![1usize << p]))
        .collect();
    shapes.extend([
        (vec![2], vec![16, 32]),
        (vec![], vec![1, 8]),
        (vec![], vec![4096, 2]),
        (vec![3], vec![4, 8, 16]),
        (vec![], vec![2, 1, 2048]),
    ]);
    let mut failures = Vec::new();
    let mut worst = 0f64;
    let mut seed = 1;
    for (batch, lengths) in &shapes {
        for fft_type in ["FFT", "IFFT", "RFFT", "IRFFT"] {
            seed += 1;
            let (text, x) = transform(fft_type, batch, lengths, seed);
            let m = webxla::hlo::parse_hlo(&text).unwrap();
            let want = run_module_on(&cpu, m.clone(), std::slice::from_ref(&x)).unwrap();
            let got = match run_module_on(&be, m, &[x]) {
                Ok(g) => g,
                Err(e) => {
                    failures.push(format!("{fft_type} {batch:?}+{lengths:?}: {e}"));
                    continue;
                }
            };
            let ulps = ulps_of_max(&got[0], &want[0]);
            worst = worst.max(ulps);
            if ulps > 8.0 {
                failures.push(format!(
                    "{fft_type} {batch:?}+{lengths:?}: {ulps:.2} ulps of the largest magnitude"
                ));
            }
        }
    }
    println!(
        "gpu Stockham fft against the cpu: {} transforms, largest error {worst:.2} ulps of the \
         largest magnitude",
        4 * shapes.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Power-of-two c64/f32 transforms are WGSL kernels (one per dimension when a row fits in
/// workgroup memory, one per stage past it) with no host step; other lengths and 64-bit
/// types are host steps.
#[test]
fn power_of_two_transforms_are_kernels() {
    let plan =
        |t: &str| webxla::backend::gpu::generate_wgsl(&webxla::hlo::parse_hlo(t).unwrap()).unwrap();
    let kernels = |dump: &str| dump.matches("// ---- kernel").count();
    let (t, _) = transform("FFT", &[3], &[8, 16], 0);
    let dump = plan(&t);
    assert!(!dump.contains("host step"), "{dump}");
    assert_eq!(kernels(&dump), 2, "one kernel per dimension");
    // WebGPU's default 16 KiB of workgroup memory holds two rows of 1024 c64 values.
    let (t, _) = transform("RFFT", &[], &[1024], 0);
    assert_eq!(kernels(&plan(&t)), 1);
    let (t, _) = transform("IRFFT", &[], &[2048], 0);
    let dump = plan(&t);
    assert!(!dump.contains("host step"), "{dump}");
    assert_eq!(kernels(&dump), 11, "one kernel per radix-2 stage");
    let (t, _) = transform("FFT", &[2], &[12], 0);
    assert!(
        plan(&t).contains("host step 0: fft"),
        "length 12 runs on the host"
    );
}

/// One `fft` instruction of operand `ty[dims]` and result `out`, in HLO text.
fn hlo_fft(operand: &str, out: &str, attrs: &str) -> String {
    format!(
        "HloModule m\n\nENTRY e {{\n  p = {operand} parameter(0)\n  ROOT f = {out} fft(p), {attrs}\n}}\n"
    )
}

#[test]
fn malformed_transforms_are_located_errors() {
    let bad = [
        // The trailing dimension is not fft_length.
        (
            "c64[4,8]",
            "c64[4,8]",
            "fft_type=FFT, fft_length={6}",
            "trailing dimensions",
        ),
        // Four transformed dimensions.
        (
            "c64[2,2,2,2]",
            "c64[2,2,2,2]",
            "fft_type=FFT, fft_length={2,2,2,2}",
            "1 to 3",
        ),
        // More transformed dimensions than the operand has.
        (
            "c64[8]",
            "c64[8]",
            "fft_type=FFT, fft_length={1,8}",
            "fewer dimensions",
        ),
        // A real operand for a complex transform, a complex one for RFFT.
        (
            "f32[8]",
            "c64[8]",
            "fft_type=FFT, fft_length={8}",
            "complex",
        ),
        (
            "c64[8]",
            "c64[5]",
            "fft_type=RFFT, fft_length={8}",
            "f32 or f64",
        ),
        // IRFFT's half spectrum must be n/2+1 long.
        ("c64[4]", "f32[8]", "fft_type=IRFFT, fft_length={8}", "[5]"),
        // The declared result disagrees with RFFT's n/2+1.
        (
            "f32[8]",
            "c64[8]",
            "fft_type=RFFT, fft_length={8}",
            "declared shape",
        ),
    ];
    for (operand, out, attrs, says) in bad {
        let text = hlo_fft(operand, out, attrs);
        let e = webxla::hlo::parse_hlo(&text).unwrap_err();
        assert!(
            e.message.contains(says) && e.message.contains("fft"),
            "{attrs} on {operand}: {e}"
        );
        assert_ne!(e.kind, ErrorKind::Internal, "{e}");
    }
    // Syntax: an unknown type and a missing length, with the line and column.
    let e = webxla::hlo::parse_hlo(&hlo_fft("c64[8]", "c64[8]", "fft_type=DCT, fft_length={8}"))
        .unwrap_err();
    assert!(e.message.contains("DCT") && e.message.contains("5:"), "{e}");
    let e = webxla::hlo::parse_hlo(&hlo_fft("c64[8]", "c64[8]", "fft_type=FFT")).unwrap_err();
    assert!(e.message.contains("fft_length"), "{e}");

    // StableHLO: the same checks, located at the op.
    let mlir = |ty: &str, attrs: &str, out: &str| {
        format!(
            "func.func @main(%a: tensor<{ty}>) -> tensor<{out}> {{\n  %0 = stablehlo.fft %a, \
             {attrs} : (tensor<{ty}>) -> tensor<{out}>\n  return %0 : tensor<{out}>\n}}\n"
        )
    };
    let ok = mlir("2x8xf32", "type = RFFT, length = [8]", "2x5xcomplex<f32>");
    webxla::stablehlo::parse_stablehlo(&ok).unwrap();
    for (ty, attrs, out, says) in [
        (
            "2x8xf32",
            "type = RFFT, length = [6]",
            "2x4xcomplex<f32>",
            "trailing",
        ),
        (
            "8xcomplex<f32>",
            "type = FOO, length = [8]",
            "8xcomplex<f32>",
            "FOO",
        ),
        ("8xcomplex<f32>", "type = FFT", "8xcomplex<f32>", "length"),
    ] {
        let e = webxla::stablehlo::parse_stablehlo(&mlir(ty, attrs, out)).unwrap_err();
        assert!(
            e.message.contains(says) && e.message.contains("2:"),
            "{attrs}: {e}"
        );
    }
    // The generic form jaxlib prints with print_generic_op_form.
    let generic = "func.func @main(%a: tensor<3xcomplex<f32>>) -> tensor<4xf32> {\n  %0 = \
                   \"stablehlo.fft\"(%a) <{fft_length = array<i64: 4>, fft_type = \
                   #stablehlo<fft_type IRFFT>}> : (tensor<3xcomplex<f32>>) -> tensor<4xf32>\n  \
                   return %0 : tensor<4xf32>\n}\n";
    let m = webxla::stablehlo::parse_stablehlo(generic).unwrap();
    let printed = webxla::ir::print::print_module(&m);
    assert!(
        printed.contains("fft_type=IRFFT, fft_length={4}"),
        "{printed}"
    );
    // The printed HLO parses back to the same module.
    let again = webxla::hlo::parse_hlo(&printed).unwrap();
    assert_eq!(webxla::ir::print::print_module(&again), printed);
}
