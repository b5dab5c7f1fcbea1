//! Host steps on the GPU backend: jax's LAPACK custom calls (`tests/stablehlo_extra/linalg_*`,
//! from both module.hlo and module.mlir) against jaxlib's outputs and bit for bit against the
//! CPU backend; a user-registered custom call run through the host; an unregistered target
//! refused at compile time naming it; and what a host step costs.
//! Without an adapter every test fails (see `gpu_skip`).

use crate::gpu_common;

use gpu_common::{gpu_or_skip, run_hlo, run_module_on};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;
use webxla::backend::cpu::{register_custom_call, run_module, CpuBackend};
use webxla::backend::Backend;
use webxla::conformance::{compare, Case, Expected};
use webxla::ir::{ArrayShape, ElementType, Literal};
use webxla::ErrorKind;

fn linalg_dirs() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/stablehlo_extra");
    let mut v: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("linalg_"))
                && p.join("case.json").exists()
        })
        .collect();
    v.sort();
    v
}

#[test]
fn jax_linalg_cases_on_gpu() {
    let Some(be) = gpu_or_skip() else { return };
    let dirs = linalg_dirs();
    assert!(dirs.len() >= 7, "linalg cases missing: {dirs:?}");
    let soft = pollster::block_on(webxla::backend::gpu::GpuBackend::new(
        webxla::backend::gpu::GpuOptions {
            soft_f64: true,
            ..Default::default()
        },
    ))
    .ok();
    let (mut passed, mut refused, mut soft_passed) = (0, 0, 0);
    let mut failures = Vec::new();
    for dir in &dirs {
        let case = Case::load_dir(dir).unwrap();
        let x64 = case.tags.iter().any(|t| t == "x64");
        for (fmt, text) in [("hlo", &case.hlo), ("mlir", &case.mlir)] {
            let text = text.as_deref().unwrap();
            let m = match fmt {
                "hlo" => webxla::hlo::parse_hlo(text),
                _ => webxla::stablehlo::parse_stablehlo(text),
            }
            .unwrap();
            let cpu = run_module(&m, &case.inputs).unwrap();
            let got = run_module_on(&be, m.clone(), &case.inputs);
            let name = format!("{} ({fmt})", case.name);
            if x64 {
                // Without `soft_f64`: a typed refusal naming the type, at compile time; with
                // it, the host steps read and write f64 and the result is jaxlib's.
                match got {
                    Err(e) if e.kind == ErrorKind::Unsupported && e.message.contains("f64") => {
                        println!("refused as expected {name}: {e}");
                        refused += 1;
                    }
                    other => {
                        failures.push(format!("{name}: expected an f64 refusal, got {other:?}"))
                    }
                }
                let Some(soft) = &soft else { continue };
                match run_module_on(soft, m, &case.inputs).map(|g| case.check(&g)) {
                    Ok(Ok(())) => {
                        println!("ok with soft f64 {name}");
                        soft_passed += 1;
                    }
                    Ok(Err(m)) => failures.push(format!("{name} (soft f64): vs jaxlib: {m}")),
                    Err(e) => failures.push(format!("{name} (soft f64): {e}")),
                }
                continue;
            }
            let got = match got {
                Ok(g) => g,
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    continue;
                }
            };
            if let Err(m) = case.check(&got) {
                failures.push(format!("{name}: vs jaxlib: {m}"));
                continue;
            }
            // Outputs computed only by host steps (and data movement) are the CPU backend's
            // bits; the rest (GPU matmuls, reductions, logs) agree within the case tolerances.
            let exact_from = match case.name.as_str() {
                "linalg_matmul_cholesky" => usize::MAX,
                "linalg_det_lu" => 3, // det/slogdet multiply and log on the GPU
                _ => 0,
            };
            let before = failures.len();
            for (i, ((g, c), e)) in got.iter().zip(&cpu).zip(&case.expected).enumerate() {
                if i >= exact_from {
                    if g.ty() != c.ty() || g.dims() != c.dims() || g.bytes() != c.bytes() {
                        failures.push(format!("{name}: output {i} differs from the cpu backend"));
                    }
                } else {
                    let want = Expected {
                        value: c.clone(),
                        rtol: e.rtol,
                        atol: e.atol,
                        allow_mismatch_frac: 0.0,
                    };
                    if let Err(m) = compare(g, &want) {
                        failures.push(format!("{name}: output {i} vs the cpu backend: {m}"));
                    }
                }
            }
            if failures.len() > before {
                continue;
            }
            println!("ok {name}");
            passed += 1;
        }
    }
    println!(
        "gpu linalg: {passed} passed, {refused} refused (f64), {} failed",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(refused, 2, "the f64 case must be refused from both formats");
    assert_eq!(
        soft_passed, 2,
        "the f64 case must pass with soft f64 from both formats"
    );
}

fn f32s(dims: Vec<usize>, v: &[f32]) -> Literal {
    Literal::from_bytes(
        ArrayShape::new(ElementType::F32, dims),
        bytemuck::cast_slice(v),
    )
    .unwrap()
}

/// 2x+1 and the element count, registered for the host.
fn register_affine() {
    register_custom_call("webxla_gpu_test_affine", |args: &[Literal]| {
        let x: &[f32] = args[0].as_slice().unwrap();
        let y: Vec<f32> = x.iter().map(|v| 2.0 * v + 1.0).collect();
        let n = Literal::from_bytes(
            ArrayShape::new(ElementType::S32, vec![]),
            &(x.len() as i32).to_le_bytes(),
        )?;
        Ok(vec![f32s(args[0].dims().to_vec(), &y), n])
    });
}

const USER_CALL: &str = r#"HloModule user_call

ENTRY main {
  p = f32[5] parameter(0)
  a = f32[5] add(p, p)
  c = (f32[5], s32[]) custom-call(a), custom_call_target="webxla_gpu_test_affine"
  y = f32[5] get-tuple-element(c), index=0
  n = s32[] get-tuple-element(c), index=1
  m = f32[5] multiply(y, y)
  ROOT r = (f32[5], s32[]) tuple(m, n)
}
"#;

#[test]
fn registered_custom_call_runs_on_gpu_through_the_host() {
    let Some(be) = gpu_or_skip() else { return };
    register_affine();
    let x = f32s(vec![5], &[0.5, -1.0, 2.0, 0.0, 3.25]);
    let got = run_hlo(&be, USER_CALL, std::slice::from_ref(&x)).unwrap();
    let want: Vec<f32> = [0.5f32, -1.0, 2.0, 0.0, 3.25]
        .iter()
        .map(|v| (4.0 * v + 1.0) * (4.0 * v + 1.0))
        .collect();
    assert_eq!(got[0].as_slice::<f32>().unwrap(), &want[..]);
    assert_eq!(got[1].as_slice::<i32>().unwrap(), &[5]);
    let cpu = run_hlo(&CpuBackend::with_ieee_subnormals(), USER_CALL, &[x]).unwrap();
    assert_eq!(got[0].bytes(), cpu[0].bytes());
    // The plan dump lists the host step.
    let m = webxla::hlo::parse_hlo(USER_CALL).unwrap();
    let dump = be.compile(Arc::new(m)).unwrap().dump();
    assert!(dump.contains("host step 0: custom-call 'c'"), "{dump}");
}

const LOOP_CALL: &str = r#"HloModule loop_call

cond {
  s = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[3] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  c = (f32[3], s32[]) custom-call(x), custom_call_target="webxla_gpu_test_affine"
  y = f32[3] get-tuple-element(c), index=0
  ROOT t = (s32[], f32[3]) tuple(i1, y)
}

ENTRY main {
  x = f32[3] parameter(0)
  z = s32[] constant(0)
  t = (s32[], f32[3]) tuple(z, x)
  w = (s32[], f32[3]) while(t), condition=cond, body=body
  ROOT r = f32[3] get-tuple-element(w), index=1
}
"#;

/// A host step inside a while body: each iteration's kernels are flushed before the readback.
#[test]
fn host_step_inside_a_while_loop() {
    let Some(be) = gpu_or_skip() else { return };
    register_affine();
    let got = run_hlo(&be, LOOP_CALL, &[f32s(vec![3], &[1.0, -2.0, 0.5])]).unwrap();
    // x -> 2x + 1, three times: 8x + 7.
    assert_eq!(got[0].as_slice::<f32>().unwrap(), &[15.0, -9.0, 11.0]);
}

#[test]
fn unregistered_custom_call_is_a_typed_error_naming_the_target() {
    let Some(be) = gpu_or_skip() else { return };
    let text = USER_CALL.replace("webxla_gpu_test_affine", "webxla_gpu_test_never_registered");
    let m = webxla::hlo::parse_hlo(&text).unwrap();
    let Err(e) = be.compile(Arc::new(m)) else {
        panic!("an unregistered target compiled on the gpu")
    };
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(
        e.message.contains("webxla_gpu_test_never_registered"),
        "{e}"
    );
    // A LAPACK call with attributes that are not built in names its target too (gees with
    // sort = 'S': a sorted Schur form); syevd (eigh) is built in and compiles to a host step.
    let schur = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/linalg/schur_f32/module.hlo"),
    )
    .unwrap()
    .replace("sort = 78 : ui8", "sort = 83 : ui8");
    let Err(e) = be.compile(Arc::new(webxla::hlo::parse_hlo(&schur).unwrap())) else {
        panic!("lapack_sgees_ffi compiled on the gpu")
    };
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e.message.contains("lapack_sgees_ffi"), "{e}");
    let eigh = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hlo_extra/eigh_custom_call.hlo"),
    )
    .unwrap();
    be.compile(Arc::new(webxla::hlo::parse_hlo(&eigh).unwrap()))
        .expect("lapack_ssyevd_ffi is a host step");
}

/// What a host step costs: cholesky of a 64x64 SPD matrix (the HLO op), median of 15 runs,
/// on the GPU client (upload, readback, CPU kernel, upload) and on the CPU client.
#[test]
fn host_step_cost() {
    let Some(be) = gpu_or_skip() else { return };
    let n = 64;
    let text = format!(
        "HloModule chol\n\nENTRY main {{\n  p = f32[{n},{n}] parameter(0)\n  \
         ROOT c = f32[{n},{n}] cholesky(p), lower=true\n}}\n"
    );
    let mut a = vec![0f32; n * n];
    for i in 0..n {
        for j in 0..n {
            a[i * n + j] = if i == j {
                n as f32
            } else {
                1.0 / (1 + i + j) as f32
            };
        }
    }
    let a = f32s(vec![n, n], &a);
    // The same execution with a kernel instead of the host step, for the fixed cost.
    let negate = format!(
        "HloModule neg\n\nENTRY main {{\n  p = f32[{n},{n}] parameter(0)\n  \
         ROOT c = f32[{n},{n}] negate(p)\n}}\n"
    );
    let time = |be: &dyn Backend, text: &str| {
        let p = be
            .compile(Arc::new(webxla::hlo::parse_hlo(text).unwrap()))
            .unwrap();
        let arg = be.upload(&a).unwrap();
        let mut ts = Vec::new();
        let mut last = None;
        for _ in 0..15 {
            let t = Instant::now();
            let o = pollster::block_on(p.execute(vec![arg.clone()], Default::default())).unwrap();
            ts.push(t.elapsed().as_secs_f64() * 1e6);
            last = Some(pollster::block_on(be.download(&o[0])).unwrap());
        }
        ts.sort_by(|x, y| x.partial_cmp(y).unwrap());
        (ts[ts.len() / 2], last.unwrap())
    };
    let (gpu_us, g) = time(&be, &text);
    let (cpu_us, c) = time(&CpuBackend::with_ieee_subnormals(), &text);
    let (neg_us, _) = time(&be, &negate);
    assert_eq!(g.bytes(), c.bytes());
    println!(
        "cholesky {n}x{n}: gpu client (host step) {gpu_us:.0} us, cpu client {cpu_us:.0} us; \
         a one-kernel gpu execution of the same size {neg_us:.0} us (median of 15, {})",
        be.device_kind()
    );
}
