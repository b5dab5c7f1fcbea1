//! Runs StableHLO programs end to end on the CPU backend: every corpus case from `module.mlir`
//! against its `out*.npy` (corpus tolerances), the extra programs against jax's outputs, and —
//! once the HLO front end exists — checks that `module.mlir` and `module.hlo` of the same
//! program give bit-identical outputs (the CHLO decompositions must match XLA's).

use std::path::{Path, PathBuf};

use webxla::backend::cpu::run_module;
use webxla::conformance::{compare, Case, Expected};
use webxla::ir::{ElementType, Literal};
use webxla::stablehlo::parse_stablehlo;
use webxla::ErrorKind;

fn root(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(sub)
}

fn dirs(sub: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root(sub))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("module.mlir").exists())
        .collect();
    v.sort();
    v
}

fn run_mlir(text: &str, args: &[Literal]) -> Result<Vec<Literal>, String> {
    let m = parse_stablehlo(text).map_err(|e| format!("parse: {e}"))?;
    run_module(&m, args).map_err(|e| format!("run: {e}"))
}

#[test]
fn corpus_runs_from_mlir_on_cpu() {
    let mut failures = Vec::new();
    let all = dirs("tests/conformance");
    for dir in &all {
        let case = Case::load_dir(dir).unwrap();
        let text = case.mlir.clone().unwrap();
        match run_mlir(&text, &case.inputs) {
            Ok(out) => {
                if let Err(m) = case.check(&out) {
                    failures.push(format!("{}: {m}", case.name));
                }
            }
            Err(m) => failures.push(format!("{}: {m}", case.name)),
        }
    }
    println!(
        "{} of {} corpus cases pass from module.mlir",
        all.len() - failures.len(),
        all.len()
    );
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn read_npys(dir: &Path, prefix: &str) -> Vec<Literal> {
    let mut out = Vec::new();
    for i in 0.. {
        let p = dir.join(format!("{prefix}{i}.npy"));
        let Ok(bytes) = std::fs::read(&p) else { break };
        out.push(webxla::npy::read_npy(&bytes, false).unwrap());
    }
    out
}

fn tolerance(ty: ElementType) -> (f64, f64) {
    match ty {
        ElementType::F16 | ElementType::BF16 => (1e-2, 1e-2),
        ElementType::F32 | ElementType::C64 => (2e-6, 1e-6),
        ElementType::F64 | ElementType::C128 => (1e-13, 1e-14),
        _ => (0.0, 0.0),
    }
}

/// Floats (complex: their parts) as integers that order like the floats, so that ulp distance
/// is a difference.
fn ordered_bits(lit: &Literal) -> Option<Vec<i64>> {
    let ord = |bits: u64, width: u32| -> i64 {
        let sign = 1u64 << (width - 1);
        if bits & sign != 0 {
            -((bits & !sign) as i64)
        } else {
            bits as i64
        }
    };
    let b = lit.bytes();
    let v = match lit.ty() {
        ElementType::F16 | ElementType::BF16 => b
            .chunks(2)
            .map(|c| ord(u16::from_le_bytes([c[0], c[1]]) as u64, 16))
            .collect(),
        ElementType::F32 | ElementType::C64 => b
            .chunks(4)
            .map(|c| ord(u32::from_le_bytes(c.try_into().unwrap()) as u64, 32))
            .collect(),
        ElementType::F64 | ElementType::C128 => b
            .chunks(8)
            .map(|c| ord(u64::from_le_bytes(c.try_into().unwrap()), 64))
            .collect(),
        _ => return None,
    };
    Some(v)
}

/// The largest ulp distance between two float arrays (NaN against NaN counts as equal), or
/// "exact"/"n/a" for other types.
fn max_ulp_diff(got: &Literal, want: &Literal) -> String {
    let (Some(g), Some(w)) = (ordered_bits(got), ordered_bits(want)) else {
        return if got.bytes() == want.bytes() {
            "exact"
        } else {
            "n/a"
        }
        .to_string();
    };
    let nan = |x: i64, ty: ElementType| -> bool {
        let (mant, width) = match ty {
            ElementType::F16 => (10, 16),
            ElementType::BF16 => (7, 16),
            ElementType::F32 | ElementType::C64 => (23, 32),
            _ => (52, 64),
        };
        let exp_all = ((1i64 << (width - 1 - mant)) - 1) << mant;
        x.abs() > exp_all
    };
    let ty = want.ty();
    let mut worst = 0i64;
    for (&a, &b) in g.iter().zip(&w) {
        let d = match (nan(a, ty), nan(b, ty)) {
            (true, true) => 0,
            (false, false) => (a - b).abs(),
            _ => i64::MAX,
        };
        worst = worst.max(d);
    }
    match worst {
        i64::MAX => "NaN mismatch".to_string(),
        w => format!("{w} ulp"),
    }
}

#[test]
fn extra_programs_run_on_cpu() {
    let mut failures = Vec::new();
    let all = dirs("tests/stablehlo_extra");
    for dir in &all {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(dir.join("module.mlir")).unwrap();
        if dir.join("case.json").exists() {
            // Cases with their own tolerances (and bf16 stored as raw bits).
            let case = Case::load_dir(dir).unwrap();
            match run_mlir(&text, &case.inputs) {
                Ok(got) => {
                    // For looking at the numbers: WEBXLA_DUMP_DIR=/tmp/x writes got*.npy per case.
                    if let Ok(d) = std::env::var("WEBXLA_DUMP_DIR") {
                        let d = Path::new(&d).join(&name);
                        std::fs::create_dir_all(&d).unwrap();
                        for (i, g) in got.iter().enumerate() {
                            let bytes = webxla::npy::write_npy(g).unwrap();
                            std::fs::write(d.join(format!("got{i}.npy")), bytes).unwrap();
                        }
                    }
                    if let Err(m) = case.check(&got) {
                        failures.push(format!("{name}: {m}"));
                    }
                    let ulps: Vec<String> = got
                        .iter()
                        .zip(&case.expected)
                        .map(|(g, w)| max_ulp_diff(g, &w.value))
                        .collect();
                    println!("{name}: max ulp difference from jaxlib {}", ulps.join(", "));
                }
                Err(m) => failures.push(format!("{name}: {m}")),
            }
            continue;
        }
        let args = read_npys(dir, "in");
        let want = read_npys(dir, "out");
        match run_mlir(&text, &args) {
            Ok(got) if got.len() == want.len() => {
                for (i, (g, w)) in got.iter().zip(want).enumerate() {
                    let (rtol, atol) = tolerance(w.ty());
                    let e = Expected {
                        value: w,
                        rtol,
                        atol,
                        allow_mismatch_frac: 0.0,
                    };
                    if let Err(m) = compare(g, &e) {
                        {
                            failures.push(format!("{name}: output {i}: {m}"));
                        }
                    }
                }
            }
            Ok(got) => failures.push(format!(
                "{name}: {} outputs, expected {}",
                got.len(),
                want.len()
            )),
            Err(m) => {
                failures.push(format!("{name}: {m}"));
            }
        }
    }
    println!(
        "extra programs: {} checked, {} failed",
        all.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The same program from module.mlir and module.hlo must compute the same bits.
#[test]
fn mlir_and_hlo_outputs_are_bit_identical() {
    let mut failures = Vec::new();
    let mut compared = 0;
    for sub in ["tests/conformance", "tests/stablehlo_extra"] {
        for dir in dirs(sub) {
            let name = dir.file_name().unwrap().to_string_lossy().to_string();
            let mlir = std::fs::read_to_string(dir.join("module.mlir")).unwrap();
            let Ok(hlo) = std::fs::read_to_string(dir.join("module.hlo")) else {
                continue;
            };
            let args = if dir.join("case.json").exists() {
                Case::load_dir(&dir).unwrap().inputs
            } else {
                read_npys(&dir, "in")
            };
            let a = match run_mlir(&mlir, &args) {
                Ok(a) => a,
                Err(m) => {
                    {
                        failures.push(format!("{name}: mlir {m}"));
                    }
                    continue;
                }
            };
            let b = match webxla::hlo::parse_hlo(&hlo).and_then(|m| run_module(&m, &args)) {
                Ok(b) => b,
                Err(e) => {
                    {
                        failures.push(format!("{name}: hlo {e}"));
                    }
                    continue;
                }
            };
            compared += 1;
            if a.len() != b.len() {
                failures.push(format!("{name}: {} vs {} outputs", a.len(), b.len()));
                continue;
            }
            for (i, (x, y)) in a.iter().zip(&b).enumerate() {
                if x.ty() != y.ty() || x.dims() != y.dims() || x.bytes() != y.bytes() {
                    failures.push(format!("{name}: output {i} differs between mlir and hlo"));
                }
            }
        }
    }
    println!("{compared} programs compared bit for bit");
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn f32s(lit: &Literal) -> Vec<f32> {
    lit.bytes()
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// `chlo.broadcast_zeta`/`broadcast_polygamma` (numpy-style operand broadcasting) lower to the
/// same decompositions as the plain ops; checked against known values of ζ and ψ⁽ⁿ⁾, and an
/// integer operand is a typed UNIMPLEMENTED error.
#[test]
fn broadcast_zeta_and_polygamma() {
    let text = r#"module @m {
  func.func @main(%x: tensor<3xf32>, %q: tensor<f32>, %n: tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = chlo.broadcast_zeta %x, %q : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = chlo.broadcast_polygamma %n, %x : (tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
    return %0, %1 : tensor<3xf32>, tensor<3xf32>
  }
}"#;
    let x = Literal::from_bytes(
        webxla::ir::ArrayShape::new(ElementType::F32, vec![3]),
        &[2f32, 3.0, 4.0]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .unwrap();
    let scalar = |v: f32| {
        Literal::from_bytes(
            webxla::ir::ArrayShape::scalar(ElementType::F32),
            &v.to_le_bytes(),
        )
        .unwrap()
    };
    let out = run_mlir(text, &[x, scalar(1.0), scalar(1.0)]).unwrap();
    let pi = std::f32::consts::PI;
    // ζ(s, 1) = ζ(s); ψ'(x) = ζ(2, x).
    let zeta = [pi * pi / 6.0, 1.2020569, pi.powi(4) / 90.0];
    let trigamma = [
        pi * pi / 6.0 - 1.0,
        pi * pi / 6.0 - 1.25,
        pi * pi / 6.0 - 1.25 - 1.0 / 9.0,
    ];
    for (got, want) in [(f32s(&out[0]), zeta), (f32s(&out[1]), trigamma)] {
        for (g, w) in got.iter().zip(want) {
            assert!((g - w).abs() <= 4e-7 * w.abs(), "got {g}, want {w}");
        }
    }
    let int_text = text.replace("f32", "i32");
    let err = parse_stablehlo(&int_text).unwrap_err();
    assert_eq!(err.kind, ErrorKind::Unsupported, "{err}");
}

/// Reductions whose result is empty (a zero-sized kept dimension), as jnp.max(x, axis=0) of a
/// (3, 0) array and jnp.argmax of a (0, 3) array lower them: empty results, not a panic.
#[test]
fn reductions_with_empty_results() {
    let max = r#"
func.func public @main(%arg0: tensor<3x0xf32>) -> tensor<0xf32> {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3x0xf32>, tensor<f32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}"#;
    let argmax = r#"
func.func public @main(%arg0: tensor<0x3xf32>) -> (tensor<0xf32>, tensor<0xi32>) {
  %0 = stablehlo.iota dim = 1 : tensor<0x3xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<0x3xf32>, tensor<0x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<0xf32>, tensor<0xi32>)
   reducer(%a: tensor<f32>, %c1: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>)  {
    %2 = stablehlo.compare  GT, %a, %c1,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.select %2, %a, %c1 : tensor<i1>, tensor<f32>
    %4 = stablehlo.select %2, %b, %d : tensor<i1>, tensor<i32>
    stablehlo.return %3, %4 : tensor<f32>, tensor<i32>
  }
  return %1#0, %1#1 : tensor<0xf32>, tensor<0xi32>
}"#;
    let empty = |ty, dims: Vec<usize>| {
        Literal::from_bytes(webxla::ir::ArrayShape::new(ty, dims), &[]).unwrap()
    };
    let out = run_mlir(max, &[empty(ElementType::F32, vec![3, 0])]).unwrap();
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].dims(), &[0]);
    let out = run_mlir(argmax, &[empty(ElementType::F32, vec![0, 3])]).unwrap();
    assert_eq!(out.len(), 2);
    assert_eq!(
        (out[0].dims(), out[1].dims()),
        (&[0usize][..], &[0usize][..])
    );
    assert_eq!(out[1].ty(), ElementType::S32);
}

/// Complex sine, cosine, tan, tanh, expm1 and log1p on the CPU backend against numpy (c128 and
/// c64), large arguments included: JAX's lax_test reaches them through the PJRT plugin.
#[test]
fn complex_transcendentals_match_numpy() {
    let z: [[f64; 2]; 6] = [
        [0.3, 0.4],
        [-1.2, 2.5],
        [0.0001, -0.0002],
        [25.0, 1.0],
        [-3.0, -30.0],
        [0.0, 0.0],
    ];
    let cases: [(&str, [[f64; 2]; 6]); 6] = [
        (
            "sine",
            [
                [0.31947873074156474, 0.3924066848326388],
                [-5.715533481512179, 2.192338509874286],
                [0.00010000000183333335, -0.00020000000033333336],
                [-0.2042294225597801, 1.1648627276450465],
                [-754037689538.1492, 5289764825410.302],
                [0.0, 0.0],
            ],
        ),
        (
            "cosine",
            [
                [1.0327878842028413, -0.12138561220787392],
                [2.2220826456518625, 5.63902705442314],
                [1.0000000150000001, 2.0000000100000005e-08],
                [1.5295058641609434, 0.15553993469574898],
                [-5289764825410.302, -754037689538.1492],
                [1.0, -0.0],
            ],
        ),
        (
            "tan",
            [
                [0.26107368184166296, 0.4106334708425564],
                [-0.009193408100546181, 1.0099446081661256],
                [9.999999633333341e-05, -0.0001999999993333333],
                [-0.055503676258293215, 0.7672384874898089],
                [4.8934096344862086e-27, -1.0],
                [0.0, 0.0],
            ],
        ),
        (
            "tanh",
            [
                [0.33825474326547145, 0.3811320742724429],
                [-0.935900500074199, -0.16418223113387714],
                [0.0001000000036666667, -0.0002000000006666666],
                [1.0, 3.5076145474880305e-22],
                [-1.0047316147518033, 0.001518259252525359],
                [0.0, 0.0],
            ],
        ),
        (
            "exponential_minus_one",
            [
                [0.24330229506950263, 0.5256597791969788],
                [-1.2412998199131509, 0.18025634579479707],
                [9.99849981666375e-05, -0.00020001999966656669],
                [38904413144.792885, 60590033556.42355],
                [-0.9923202725186047, 0.04919119801832296],
                [0.0, 0.0],
            ],
        ),
        (
            "log_plus_one",
            [
                [0.30759281954511686, 0.2984989315861793],
                [0.9194805353561746, 1.6506263125071339],
                [0.00010001499633342006, -0.00019997999933393326],
                [3.2588356364561375, 0.03844259002118798],
                [3.403414680196088, -1.6373644905707205],
                [0.0, 0.0],
            ],
        ),
    ];
    for (ty, bits, rtol) in [("complex<f64>", 64, 1e-12), ("complex<f32>", 32, 2e-5)] {
        let bytes: Vec<u8> = z
            .iter()
            .flat_map(|c| {
                if bits == 64 {
                    [c[0].to_le_bytes(), c[1].to_le_bytes()].concat()
                } else {
                    [(c[0] as f32).to_le_bytes(), (c[1] as f32).to_le_bytes()].concat()
                }
            })
            .collect();
        let ety = if bits == 64 {
            ElementType::C128
        } else {
            ElementType::C64
        };
        let arg = Literal::from_bytes(webxla::ir::ArrayShape::new(ety, vec![6]), &bytes).unwrap();
        for (op, want) in &cases {
            let text = format!(
                "func.func public @main(%a: tensor<6x{ty}>) -> tensor<6x{ty}> {{\n  %0 = stablehlo.{op} %a : tensor<6x{ty}>\n  return %0 : tensor<6x{ty}>\n}}"
            );
            let out = run_mlir(&text, std::slice::from_ref(&arg)).unwrap();
            let b = out[0].bytes();
            for (i, w) in want.iter().enumerate() {
                let got = if bits == 64 {
                    let f = |k: usize| f64::from_le_bytes(b[k * 8..k * 8 + 8].try_into().unwrap());
                    [f(2 * i), f(2 * i + 1)]
                } else {
                    let f = |k: usize| {
                        f32::from_le_bytes(b[k * 4..k * 4 + 4].try_into().unwrap()) as f64
                    };
                    [f(2 * i), f(2 * i + 1)]
                };
                let scale = w[0].hypot(w[1]).max(1.0);
                let err = (got[0] - w[0]).hypot(got[1] - w[1]);
                assert!(
                    err <= rtol * scale,
                    "{op} {ty} of {:?}: got {got:?}, numpy {w:?}",
                    z[i]
                );
            }
        }
    }
}

/// A hex splat of a zero-size tensor (how jaxlib's bytecode stores `jnp.zeros((4, 0))`) is an
/// empty constant, not an error.
#[test]
fn zero_size_hex_splat_constant() {
    let text = r#"
func.func public @main() -> tensor<4x0xf32> {
  %0 = stablehlo.constant dense<"0x00000000"> : tensor<4x0xf32>
  return %0 : tensor<4x0xf32>
}"#;
    let out = run_mlir(text, &[]).unwrap();
    assert_eq!(out[0].dims(), &[4, 0]);
    assert!(out[0].bytes().is_empty());
}
