//! c64 on the GPU against the CPU backend: movement, arithmetic, `complex`/`real`/`imag`,
//! conversions, equality, select and the serial dot bit for bit (NaNs compared as NaN, their
//! payloads aside); the complex functions (exp, log, sqrt, trigonometric, power...) within a
//! stated bound in ulp of the result's modulus, as they call the GPU's own real
//! transcendentals; sums (the tree reduction sums in another order) within a relative bound;
//! the FFT (a host step) bit for bit; and typed refusals of what the GPU does not run on
//! complex values (ordering, min/max, c128 without `soft_f64`). Without an adapter it fails
//! (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo};
use webxla::backend::cpu::CpuBackend;
use webxla::ir::{ElementType, Literal};

/// `n` c64 values: zeros of both signs, infinities, NaN, huge and tiny parts, then
/// deterministic pseudo-random values over many magnitudes.
fn values(n: usize, seed: u32) -> Vec<[f32; 2]> {
    let special = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        3.0e38,
        -2.5e-39,
        1.0e-20,
        7.0e19,
    ];
    let mut v = Vec::new();
    for (k, &a) in special.iter().enumerate() {
        v.push([a, special[(k * 5 + seed as usize) % special.len()]]);
    }
    let mut s = seed.wrapping_mul(747796405).wrapping_add(2891336453);
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        s
    };
    while v.len() < n {
        let (a, b, c) = (next(), next(), next());
        let mag = |x: u32, e: u32| {
            let m = (x >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0;
            m * 2f32.powi((e % 13) as i32 - 6)
        };
        v.push([mag(a, c), mag(b, c >> 8)]);
    }
    v.truncate(n);
    v
}

fn c64(dims: &[usize], v: &[[f32; 2]]) -> Literal {
    let flat: Vec<f32> = v.iter().flatten().copied().collect();
    let bytes: Vec<u8> = flat.iter().flat_map(|x| x.to_le_bytes()).collect();
    Literal::from_bytes(
        webxla::ir::ArrayShape::new(ElementType::C64, dims.to_vec()),
        &bytes,
    )
    .unwrap()
}

fn floats(l: &Literal) -> Vec<f32> {
    l.bytes()
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

/// Whether the float words of `g` are within `rtol` of the largest magnitude of `w`'s.
fn close(g: &[f32], w: &[f32], rtol: f32) -> bool {
    let scale = w.iter().map(|v| v.abs()).fold(0.0f32, f32::max);
    g.iter()
        .zip(w)
        .all(|(a, b)| same(*a, *b) || (a - b).abs() <= rtol * scale)
}

/// Runs `text` on both backends and checks every output of float parts bit for bit (pred
/// outputs byte for byte), except outputs `approx` (the CPU's products sum on the gemm
/// crate's order): within 1e-6 of their largest magnitude.
fn bit_for_bit(text: &str, args: &[Literal], approx: &[usize]) {
    let be = match gpu_or_skip() {
        Some(be) => be,
        None => return,
    };
    let g = run_hlo(&be, text, args).unwrap();
    let w = run_hlo(&CpuBackend::with_ieee_subnormals(), text, args).unwrap();
    assert_eq!(g.len(), w.len());
    for (k, (g, w)) in g.iter().zip(&w).enumerate() {
        assert_eq!(g.ty(), w.ty(), "output {k}");
        if g.ty() == ElementType::Pred {
            assert_eq!(g.bytes(), w.bytes(), "output {k}");
            continue;
        }
        let (gf, wf) = (floats(g), floats(w));
        if approx.contains(&k) {
            assert!(close(&gf, &wf, 1e-6), "output {k}: {gf:?} vs {wf:?}");
            continue;
        }
        for (i, (a, b)) in gf.iter().zip(&wf).enumerate() {
            assert!(same(*a, *b), "output {k} word {i}: gpu {a:e}, cpu {b:e}");
        }
    }
}

const N: usize = 64;

#[test]
fn arithmetic_parts_and_conversions_match_cpu_bit_for_bit() {
    let text = format!(
        "HloModule c\nENTRY e {{\n  x = c64[{N}]{{0}} parameter(0)\n  y = c64[{N}]{{0}} parameter(1)\n\
  a = c64[{N}]{{0}} add(x, y)\n  s = c64[{N}]{{0}} subtract(x, y)\n  m = c64[{N}]{{0}} subtract(y, x)\n\
  d = c64[{N}]{{0}} divide(x, y)\n  n = c64[{N}]{{0}} negate(x)\n  re = f32[{N}]{{0}} real(m)\n\
  im = f32[{N}]{{0}} imag(d)\n  z = c64[{N}]{{0}} complex(im, re)\n  eq = pred[{N}]{{0}} compare(x, y), direction=EQ\n\
  ne = pred[{N}]{{0}} compare(x, x), direction=NE\n  sel = c64[{N}]{{0}} select(eq, x, n)\n\
  cv = f32[{N}]{{0}} convert(x)\n  cz = c64[{N}]{{0}} convert(re)\n  cs = s32[{N}]{{0}} convert(y)\n\
  cp = pred[{N}]{{0}} convert(y)\n  k = c64[] constant((1.5, -2.25))\n  kb = c64[{N}]{{0}} broadcast(k), dimensions={{}}\n\
  km = c64[{N}]{{0}} add(kb, y)\n  fin = pred[{N}]{{0}} is-finite(re)\n\
  ROOT t = (c64[{N}]{{0}}, c64[{N}]{{0}}, c64[{N}]{{0}}, c64[{N}]{{0}}, c64[{N}]{{0}}, c64[{N}]{{0}}, pred[{N}]{{0}}, pred[{N}]{{0}}, c64[{N}]{{0}}, f32[{N}]{{0}}, c64[{N}]{{0}}, s32[{N}]{{0}}, pred[{N}]{{0}}, c64[{N}]{{0}}, pred[{N}]{{0}}) tuple(a, s, m, d, n, z, eq, ne, sel, cv, cz, cs, cp, km, fin)\n}}\n"
    );
    let x = values(N, 1);
    let mut y = values(N, 2);
    // Some equal elements, so that `eq` and `select` see both outcomes.
    for k in (0..N).step_by(3) {
        y[k] = x[k];
    }
    bit_for_bit(&text, &[c64(&[N], &x), c64(&[N], &y)], &[]);
}

/// Elementwise c64 multiply is XLA:CPU's fused form, `re = fma(a, c, -bd)`, `im = fma(b, c,
/// ad)`, as the CPU backend computes it: the CPU's bits where the device fuses WGSL's `fma`;
/// where it runs unfused (lavapipe) each part is within 1 ulp of the product's modulus
/// |x|·|y| (one extra rounding of a product). A product whose modulus overflows f32 must be
/// the CPU's bits to count: there one form may overflow an intermediate product where the
/// other does not, so it is left out of the count otherwise.
#[test]
fn multiply_is_the_fused_form_within_an_ulp_of_the_modulus() {
    let Some(be) = gpu_or_skip() else { return };
    let text = format!(
        "HloModule m\nENTRY e {{\n  x = c64[{N}]{{0}} parameter(0)\n  y = c64[{N}]{{0}} parameter(1)\n\
  ROOT m = c64[{N}]{{0}} multiply(x, y)\n}}\n"
    );
    let (x, y) = (values(N, 1), values(N, 2));
    let args = [c64(&[N], &x), c64(&[N], &y)];
    let g = floats(&run_hlo(&be, &text, &args).unwrap()[0]);
    let w = floats(&run_hlo(&CpuBackend::with_ieee_subnormals(), &text, &args).unwrap()[0]);
    let (mut identical, mut compared) = (0, 0);
    for k in 0..N {
        let modulus =
            (x[k][0] as f64).hypot(x[k][1] as f64) * (y[k][0] as f64).hypot(y[k][1] as f64);
        for p in 0..2 {
            let (a, b) = (g[2 * k + p], w[2 * k + p]);
            if same(a, b) {
                identical += 1;
                compared += 1;
                continue;
            }
            if modulus.is_nan() || modulus > f32::MAX as f64 {
                continue;
            }
            compared += 1;
            let ulp = 2f64.powi(modulus.log2().floor() as i32 - 23).max(1e-45);
            assert!(
                a.is_finite() && b.is_finite() && (a as f64 - b as f64).abs() <= ulp,
                "{:?} * {:?} part {p}: gpu {a:e}, cpu {b:e}",
                x[k],
                y[k]
            );
        }
    }
    println!("c64 multiply: {identical} of {compared} parts the cpu's bits");
    assert!(compared >= 2 * N - 16, "only {compared} parts compared");
}

#[test]
fn movement_matches_cpu_bit_for_bit_and_dot_closely() {
    let text = "HloModule m\nENTRY e {\n  x = c64[6,8]{1,0} parameter(0)\n  y = c64[8,5]{1,0} parameter(1)\n\
  t = c64[8,6]{1,0} transpose(x), dimensions={1,0}\n  r = c64[48]{0} reshape(x)\n\
  s = c64[3,4]{1,0} slice(x), slice={[1:6:2], [0:8:2]}\n  v = c64[6,8]{1,0} reverse(x), dimensions={0,1}\n\
  z = c64[] constant((0, 0))\n  p = c64[8,16]{1,0} pad(x, z), padding=1_1x0_1_1\n\
  t2 = c64[6,5]{1,0} slice(x), slice={[0:6], [0:5]}\n  c = c64[6,13]{1,0} concatenate(x, t2), dimensions={1}\n\
  b = c64[2,6,8]{2,1,0} broadcast(x), dimensions={1,2}\n  i = s32[] constant(2)\n\
  ds = c64[2,3]{1,0} dynamic-slice(x, i, i), dynamic_slice_sizes={2,3}\n\
  d = c64[6,5]{1,0} dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n\
  bx = u64[6,8]{1,0} bitcast-convert(x)\n  xb = c64[6,8]{1,0} bitcast-convert(bx)\n  fp = f32[6,8,2]{2,1,0} bitcast-convert(x)\n\
  ROOT o = (c64[8,6]{1,0}, c64[48]{0}, c64[3,4]{1,0}, c64[6,8]{1,0}, c64[8,16]{1,0}, c64[6,13]{1,0}, c64[2,6,8]{2,1,0}, c64[2,3]{1,0}, c64[6,5]{1,0}, c64[6,8]{1,0}, f32[6,8,2]{2,1,0}) tuple(t, r, s, v, p, c, b, ds, d, xb, fp)\n}\n";
    // Finite values for the product (an infinity makes NaNs whose count depends on order).
    let fin = |v: Vec<[f32; 2]>| -> Vec<[f32; 2]> {
        v.into_iter()
            .map(|[a, b]| {
                let f = |x: f32| {
                    if x.is_finite() && x.abs() < 1e10 {
                        x
                    } else {
                        0.25
                    }
                };
                [f(a), f(b)]
            })
            .collect()
    };
    let x = fin(values(48, 3));
    let y = fin(values(40, 4));
    bit_for_bit(text, &[c64(&[6, 8], &x), c64(&[8, 5], &y)], &[8]);
}

/// Each complex function's worst distance from the CPU backend, in ulp of the CPU result's
/// larger part (a part may lose relative digits to cancellation in both formulas alike).
#[test]
fn functions_are_within_their_bounds_of_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let n = 512;
    // Moderate arguments: the cases with huge or non-finite parts are the bit-for-bit tests'
    // business; here the formulas' accuracy is what is measured.
    // Parts of comparable size (0.1 to 1.2, either sign, scaled together by 1/4 to 2): the
    // CPU's formulas lose digits to cancellation where one part is far smaller than the other
    // (sqrt's (|z| - x) / 2) or near poles (tan, tanh), where both backends lose them alike
    // but not to the same bits.
    let arg = |seed: u32| -> Vec<[f32; 2]> {
        values(n + 12, seed)[12..]
            .iter()
            .enumerate()
            .map(|(k, &[a, b])| {
                let part = |v: f32| (0.1 + 1.1 * v.abs().fract()).copysign(v);
                let s = 2f32.powi((k % 4) as i32 - 2);
                [part(a * 7.0) * s, part(b * 7.0) * s]
            })
            .collect()
    };
    let (x, y) = (c64(&[n], &arg(5)), c64(&[n], &arg(6)));
    let ops: [(&str, f64); 13] = [
        ("exponential", 4.0),
        ("log", 4.0),
        ("sqrt", 4.0),
        ("rsqrt", 4.0),
        ("sine", 4.0),
        ("cosine", 6.0),
        ("tan", 8.0),
        ("tanh", 8.0),
        ("exponential-minus-one", 4.0),
        ("log-plus-one", 8.0),
        ("sign", 2.0),
        ("abs", 1.0),
        ("power", 16.0),
    ];
    let mut failures = Vec::new();
    for (op, bound) in ops {
        let line = match op {
            "abs" => format!("r = f32[{n}]{{0}} abs(x)"),
            "power" => format!("r = c64[{n}]{{0}} power(x, y)"),
            _ => format!("r = c64[{n}]{{0}} {op}(x)"),
        };
        let text = format!(
            "HloModule f\nENTRY e {{\n  x = c64[{n}]{{0}} parameter(0)\n  y = c64[{n}]{{0}} parameter(1)\n  ROOT {line}\n}}\n"
        );
        let args = [x.clone(), y.clone()];
        let g = floats(&run_hlo(&be, &text, &args).unwrap()[0]);
        let w = floats(&run_hlo(&cpu, &text, &args).unwrap()[0]);
        let parts = if op == "abs" { 1 } else { 2 };
        let mut worst = 0.0f64;
        for (gv, wv) in g.chunks(parts).zip(w.chunks(parts)) {
            let scale = wv.iter().map(|v| v.abs()).fold(0.0f32, f32::max);
            for (a, b) in gv.iter().zip(wv) {
                if same(*a, *b) {
                    continue;
                }
                if !a.is_finite() || !b.is_finite() {
                    worst = f64::INFINITY;
                    continue;
                }
                let ulp = 2f64
                    .powi((scale as f64).log2().floor() as i32 - 23)
                    .max(1e-45);
                worst = worst.max((*a as f64 - *b as f64).abs() / ulp);
            }
        }
        eprintln!("c64 {op}: worst {worst:.2} ulp of the modulus vs cpu (bound {bound})");
        if worst > bound {
            failures.push(format!("{op}: {worst} ulp > {bound}"));
        }
    }
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
fn sums_and_fft_match_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let text = "HloModule s\nadd {\n  a = c64[] parameter(0)\n  b = c64[] parameter(1)\n  ROOT s = c64[] add(a, b)\n}\n\
ENTRY e {\n  x = c64[16,1024]{1,0} parameter(0)\n  z = c64[] constant((0, 0))\n\
  rows = c64[16]{0} reduce(x, z), dimensions={1}, to_apply=add\n  cols = c64[1024]{0} reduce(x, z), dimensions={0}, to_apply=add\n\
  all = c64[] reduce(x, z), dimensions={0,1}, to_apply=add\n  ROOT t = (c64[16]{0}, c64[1024]{0}, c64[]) tuple(rows, cols, all)\n}\n";
    let v: Vec<[f32; 2]> = values(16 * 1024 + 12, 7)[12..].to_vec();
    let x = c64(&[16, 1024], &v);
    let g = run_hlo(&be, text, std::slice::from_ref(&x)).unwrap();
    let w = run_hlo(&cpu, text, std::slice::from_ref(&x)).unwrap();
    for (k, (g, w)) in g.iter().zip(&w).enumerate() {
        for (a, b) in floats(g).iter().zip(floats(w)) {
            // Sums of up to 16384 terms of magnitude <= 64 in another order.
            assert!(
                (a - b).abs() <= 1e-3 * (1.0 + b.abs()),
                "sum {k}: gpu {a}, cpu {b}"
            );
        }
    }

    // The power-of-two FFTs are Stockham kernels between the complex kernels: within 1e-6
    // (about 8 f32 ulps) of each output's largest magnitude of the CPU's rustfft, which
    // factors the length otherwise; real and complex sides both.
    let text = "HloModule f\nENTRY e {\n  x = c64[4,16]{1,0} parameter(0)\n  y = c64[4,16]{1,0} add(x, x)\n\
  f = c64[4,16]{1,0} fft(y), fft_type=FFT, fft_length={16}\n  i = c64[4,16]{1,0} fft(f), fft_type=IFFT, fft_length={16}\n\
  re = f32[4,16]{1,0} real(f)\n  r = c64[4,9]{1,0} fft(re), fft_type=RFFT, fft_length={16}\n\
  ir = f32[4,16]{1,0} fft(r), fft_type=IRFFT, fft_length={16}\n  ROOT t = (c64[4,16]{1,0}, c64[4,16]{1,0}, c64[4,9]{1,0}, f32[4,16]{1,0}) tuple(f, i, r, ir)\n}\n";
    let v: Vec<[f32; 2]> = values(64 + 12, 8)[12..].to_vec();
    bit_for_bit(text, &[c64(&[4, 16], &v)], &[0, 1, 2, 3]);
}

#[test]
fn what_the_gpu_does_not_run_on_complex_values_is_a_typed_error() {
    let Some(be) = gpu_or_skip() else { return };
    let cases = [
        (
            "c64[4]{0}",
            "compare(x, x), direction=LT",
            "pred[4]{0}",
            "compare",
        ),
        ("c64[4]{0}", "maximum(x, x)", "c64[4]{0}", "maximum"),
        // c128 runs only with `soft_f64` (two soft-f64 values): refused naming the option.
        ("c128[4]{0}", "add(x, x)", "c128[4]{0}", "c128"),
        (
            "c128[4]{0}",
            "fft(x), fft_type=FFT, fft_length={4}",
            "c128[4]{0}",
            "soft_f64",
        ),
    ];
    for (ty, op, out, word) in cases {
        let text = format!(
            "HloModule r\nENTRY e {{\n  x = {ty} parameter(0)\n  ROOT r = {out} {op}\n}}\n"
        );
        let m = webxla::hlo::parse_hlo(&text).unwrap();
        let e = match webxla::backend::Backend::compile(&be, std::sync::Arc::new(m)) {
            Err(e) => e,
            Ok(_) => panic!("{op} on {ty} compiled on the gpu backend"),
        };
        assert_eq!(e.kind, webxla::ErrorKind::Unsupported, "{op}: {e}");
        assert!(
            e.message.contains(word) && e.message.contains("gpu"),
            "{op} on {ty}: {e}"
        );
    }
}

/// The jaxlib-generated programs with c64 values (`tests/fft` c64/f32, `tests/linalg` c64,
/// `tests/stablehlo_extra` complex64), from module.hlo and module.mlir: the GPU's outputs are
/// within 1e-5 of the largest magnitude of the CPU backend's (which `tests/fft.rs`,
/// `tests/linalg.rs` and `tests/conformance.rs` compare with jaxlib's; it prints how many are
/// bit-identical), and the FFTs' equal jaxlib's within the case's tolerances.
#[test]
fn jaxlib_complex_programs_match_cpu_bit_for_bit() {
    let Some(be) = gpu_or_skip() else { return };
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut dirs = Vec::new();
    for (set, keep) in [
        ("fft", &["_c64", "_f32"][..]),
        ("linalg", &["_c64"][..]),
        ("stablehlo_extra", &["complex64"][..]),
    ] {
        for e in std::fs::read_dir(root.join(set)).unwrap() {
            let p = e.unwrap().path();
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            if keep.iter().any(|k| name.ends_with(k)) && p.join("case.json").exists() {
                dirs.push((set, p));
            }
        }
    }
    dirs.sort();
    assert!(dirs.len() >= 39, "c64 cases missing: {}", dirs.len());
    let mut failures = Vec::new();
    let mut runs = 0;
    let (mut identical_outputs, mut differing) = (0, Vec::new());
    for (set, dir) in &dirs {
        let case = webxla::conformance::Case::load_dir(dir).unwrap();
        for (fmt, text) in [("hlo", &case.hlo), ("mlir", &case.mlir)] {
            let Some(text) = text.as_deref() else {
                continue;
            };
            let m = match fmt {
                "hlo" => webxla::hlo::parse_hlo(text),
                _ => webxla::stablehlo::parse_stablehlo(text),
            }
            .unwrap();
            let name = format!("{} ({fmt})", case.name);
            let cpu = gpu_common::run_module_on(
                &CpuBackend::with_ieee_subnormals(),
                m.clone(),
                &case.inputs,
            )
            .unwrap();
            let gpu = match gpu_common::run_module_on(&be, m, &case.inputs) {
                Ok(g) => g,
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    continue;
                }
            };
            runs += 1;
            for (k, (g, w)) in gpu.iter().zip(&cpu).enumerate() {
                assert!(
                    g.ty() == w.ty() && g.dims() == w.dims(),
                    "{name}: output {k}"
                );
                let identical = if matches!(g.ty(), ElementType::F32 | ElementType::C64) {
                    let (gf, wf) = (floats(g), floats(w));
                    if !close(&gf, &wf, 1e-5) {
                        failures.push(format!("{name}: output {k} differs from the cpu's"));
                    }
                    gf.iter().zip(&wf).all(|(a, b)| same(*a, *b))
                } else {
                    g.bytes() == w.bytes()
                };
                if identical {
                    identical_outputs += 1;
                } else {
                    differing.push(format!("{name}: output {k}"));
                }
                if *set == "fft" {
                    if let Err(e) = webxla::conformance::compare(g, &case.expected[k]) {
                        failures.push(format!("{name}: output {k} vs jaxlib: {e}"));
                    }
                }
            }
        }
    }
    println!(
        "{runs} jaxlib c64 programs ran on the gpu: {identical_outputs} outputs the cpu's bits, \
         {} within 1e-5 of their largest magnitude: {differing:?}",
        differing.len()
    );
    assert!(failures.is_empty(), "{failures:#?}");
}
