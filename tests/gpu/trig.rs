//! sin/cos/tan on the GPU backend (its own WGSL range reduction and polynomials, not the
//! builtins) over arguments the corpus does not reach: large magnitudes up to f32::MAX,
//! neighbours of multiples of pi/2, signed zeros, tiny values, inf and NaN. Checked against
//! f64 references (ulp bounds) and against the CPU backend. Without an adapter it fails (see `gpu_skip`).

use crate::gpu_skip;
use std::sync::Arc;
use webxla::backend::gpu::{GpuBackend, GpuOptions};
use webxla::backend::Backend;
use webxla::ir::{ElementType, Literal};

/// The arguments: a regular grid, large values, and the f32 neighbours of k*pi/2.
fn arguments() -> Vec<f32> {
    let mut xs: Vec<f32> = (-200..=200).map(|i| i as f32 * 0.0625).collect();
    for &m in &[
        1e2f32,
        1e3,
        1234.567,
        1e4,
        12345.678,
        65536.0,
        1e5,
        105615.0,
        105616.0,
        1e6,
        8388608.0,
        16777215.0,
        1e7,
        1e9,
        1e10,
        1e15,
        1e20,
        1e30,
        1e38,
        3.4028235e38,
    ] {
        xs.extend([m, -m, m * 1.000_001, -m * 0.999_999]);
    }
    for k in [
        1i64,
        2,
        3,
        4,
        5,
        10,
        100,
        1000,
        3000,
        6366,
        6367,
        10000,
        63662,
        1 << 20,
    ] {
        let c = (k as f64 * std::f64::consts::FRAC_PI_2) as f32;
        for d in -2i32..=2 {
            let b = (c.to_bits() as i32 + d) as u32;
            xs.push(f32::from_bits(b));
            xs.push(-f32::from_bits(b));
        }
    }
    // 16367173 * 2^72: a classic hard case for reduction by pi/2 in single precision.
    xs.push(16367173.0 * 2f32.powi(72));
    xs.extend([
        0.0,
        -0.0,
        1e-10,
        -3e-5,
        f32::MIN_POSITIVE,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
    ]);
    xs
}

const HLO: &str = r#"HloModule trig

ENTRY main {
  x = $T[$N] parameter(0)
  s = $T[$N] sine(x)
  c = $T[$N] cosine(x)
  t = $T[$N] tan(x)
  ROOT r = ($T[$N], $T[$N], $T[$N]) tuple(s, c, t)
}
"#;

fn module_text(ty: ElementType, n: usize) -> String {
    HLO.replace("$T", ty.hlo_name())
        .replace("$N", &n.to_string())
}

/// Distance in units in the last place of `want` (as the f32 it rounds to); infinite when
/// one is NaN and the other is not.
fn ulps(got: f64, want: f64, ty: ElementType) -> f64 {
    if want.is_nan() || got.is_nan() {
        return if want.is_nan() && got.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let mant_bits = match ty {
        ElementType::F16 => 10,
        ElementType::BF16 => 7,
        _ => 23,
    };
    let w = want.abs().max(f64::from(f32::MIN_POSITIVE));
    let ulp = 2f64.powi(w.log2().floor() as i32 - mant_bits);
    (got - want).abs() / ulp
}

fn to_f64s(l: &Literal) -> Vec<f64> {
    webxla::conformance::float_values(l).expect("a float literal")
}

fn literal(ty: ElementType, xs: &[f32]) -> Literal {
    let bytes: Vec<u8> = match ty {
        ElementType::F16 => xs
            .iter()
            .flat_map(|&x| half::f16::from_f32(x).to_le_bytes())
            .collect(),
        ElementType::BF16 => xs
            .iter()
            .flat_map(|&x| half::bf16::from_f32(x).to_le_bytes())
            .collect(),
        _ => xs.iter().flat_map(|x| x.to_le_bytes()).collect(),
    };
    Literal::from_bytes(webxla::ir::ArrayShape::new(ty, vec![xs.len()]), &bytes).unwrap()
}

fn run_gpu(be: &GpuBackend, text: &str, arg: &Literal) -> Vec<Literal> {
    let m = webxla::hlo::parse_hlo(text).unwrap();
    let p = be.compile(Arc::new(m)).unwrap();
    let buf = be.upload(arg).unwrap();
    let outs = pollster::block_on(p.execute(vec![buf], Default::default())).unwrap();
    outs.iter()
        .map(|o| pollster::block_on(be.download(o)).unwrap())
        .collect()
}

#[test]
fn trig_large_arguments_match_references() {
    let be = match pollster::block_on(GpuBackend::new(GpuOptions::default())) {
        Ok(b) => b,
        Err(e) => return gpu_skip::no_gpu("trig on gpu", e),
    };
    println!("device: {}", be.device_kind());
    let xs = arguments();
    // (type, max ulps for sin/cos, for tan) against the f64 reference rounded to the type.
    for (ty, bound, tan_bound) in [
        (ElementType::F32, 2.0, 3.0),
        (ElementType::F16, 1.0, 1.0),
        (ElementType::BF16, 1.0, 1.0),
    ] {
        let arg = literal(ty, &xs);
        let inputs = to_f64s(&arg);
        let text = module_text(ty, xs.len());
        let gpu = run_gpu(&be, &text, &arg);
        let module = webxla::hlo::parse_hlo(&text).unwrap();
        let cpu = webxla::backend::cpu::run_module(&module, std::slice::from_ref(&arg)).unwrap();
        let mut failures = Vec::new();
        let mut worst = [0f64; 3];
        for (k, (name, f)) in [
            ("sin", f64::sin as fn(f64) -> f64),
            ("cos", f64::cos),
            ("tan", f64::tan),
        ]
        .into_iter()
        .enumerate()
        {
            let bound = if k == 2 { tan_bound } else { bound };
            let (g, c) = (to_f64s(&gpu[k]), to_f64s(&cpu[k]));
            for (i, &x) in inputs.iter().enumerate() {
                let want = f(x);
                let d = ulps(g[i], want, ty);
                let dc = ulps(g[i], c[i], ty);
                if d.is_finite() {
                    worst[k] = worst[k].max(d);
                }
                if d > bound || dc > bound + 1.0 {
                    failures.push(format!(
                        "{ty:?} {name}({x:e}): gpu {:e}, cpu {:e}, f64 {want:e} ({d:.2} ulp)",
                        g[i], c[i]
                    ));
                }
            }
        }
        println!(
            "{ty:?}: {} arguments, worst ulp vs f64: sin {:.2}, cos {:.2}, tan {:.2}",
            xs.len(),
            worst[0],
            worst[1],
            worst[2]
        );
        assert!(
            failures.is_empty(),
            "{} mismatches:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}
