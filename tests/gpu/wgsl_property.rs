//! Issue #16: every WGSL that naga rejects is a bug. Random well-typed HLO programs
//! (`webxla-testgen`: random shapes, element types and op chains, small and huge shapes) are
//! parsed, planned and compiled for the GPU. The property: the HLO front end accepts every
//! generated program; compiling it is Ok, or a typed refusal (UNIMPLEMENTED naming op, element
//! type and backend; RESOURCE_EXHAUSTED for arrays past the device's limits), never INTERNAL
//! (which is what a naga rejection becomes) and never a panic; and every kernel it creates
//! parses and validates with naga under WebGPU's baseline capabilities.
//!
//! Without a device the same property is checked on the kernels planned against WebGPU's
//! default limits (`generate_kernels`); the compile on a GPU client needs an adapter
//! (lavapipe here) and fails without one unless `WEBXLA_SKIP_GPU_TESTS=1`.
//!
//! Seeds are deterministic (xorshift bytes fed to `arbitrary::Unstructured`); a failure prints
//! the seed, the configuration and the program. Programs that once failed are kept below as
//! regression cases.

use crate::gpu_skip;

use arbitrary::Unstructured;
use std::panic::{catch_unwind, AssertUnwindSafe};
use webxla::client::{make_gpu_client, Client, CompileOptions};
use webxla::ErrorKind;
use webxla_testgen::data::XorShift;
use webxla_testgen::{hlo_program, Dtype, GenConfig};

/// Seeds per configuration (small shapes, big shapes, small comparable).
const SMALL_SEEDS: u64 = 3000;
const BIG_SEEDS: u64 = 1000;

/// Programs that once broke the property, with what broke (fixed in src/ since).
const REGRESSIONS: &[(&str, &str)] = &[(
    "reverse of an empty dimension: `0 - 1` as a u32 literal",
    "HloModule reverse_empty\n\nENTRY main {\n  p0 = f16[2]{0} parameter(0)\n  v1 = f16[0]{0} slice(p0), slice={[2:2:1]}\n  v2 = f16[0]{0} reverse(v1), dimensions={0}\n  ROOT v3 = pred[0]{0} compare(v1, v2), direction=NE\n}\n",
), (
    "strides of an empty array past u32 as WGSL literals",
    "HloModule empty_strides\n\nENTRY main {\n  p0 = u8[65535,3,1048576,0]{3,2,1,0} parameter(0)\n  v1 = u8[0,65535,1048576,3]{3,2,1,0} reshape(p0)\n  ROOT v2 = u8[65535,0]{1,0} dot(p0, v1), lhs_batch_dims={0,3}, lhs_contracting_dims={1,2}, rhs_batch_dims={1,0}, rhs_contracting_dims={3,2}\n}\n",
)];

fn bytes(seed: u64) -> Vec<u8> {
    let mut r = XorShift::new(seed);
    let mut b = vec![0u8; 4096];
    r.fill(&mut b);
    b
}

/// (name, configuration, seeds): GPU element types; small and huge shapes; programs for the
/// differential (guarded domains) and unrestricted ones.
fn configs() -> Vec<(&'static str, GenConfig, u64)> {
    // `WEBXLA_PROPERTY_SEEDS=N` runs N small seeds (and N/3 of the others): a longer search.
    let small = std::env::var("WEBXLA_PROPERTY_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(SMALL_SEEDS);
    let big = small * BIG_SEEDS / SMALL_SEEDS;
    let gpu = GenConfig {
        dtypes: Dtype::GPU.to_vec(),
        comparable: false,
        ..GenConfig::default()
    };
    vec![
        ("small", gpu.clone(), small),
        (
            "big",
            GenConfig {
                big_shapes: true,
                max_ops: 8,
                ..gpu.clone()
            },
            big,
        ),
        ("comparable", GenConfig::gpu(), small / 3),
    ]
}

/// Every program of every configuration: (label, text).
fn programs() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = REGRESSIONS
        .iter()
        .map(|(what, t)| (format!("regression ({what})"), t.to_string()))
        .collect();
    for (name, cfg, seeds) in configs() {
        for seed in 0..seeds {
            let b = bytes(seed);
            let p = hlo_program(&mut Unstructured::new(&b), &cfg).expect("generates");
            out.push((format!("{name} seed {seed}"), p.text));
        }
    }
    out
}

/// naga's verdict on one kernel under WebGPU's baseline capabilities.
fn naga_check(name: &str, wgsl: &str) -> Result<(), String> {
    let module = naga::front::wgsl::parse_str(wgsl)
        .map_err(|e| format!("kernel {name} does not parse: {}", e.emit_to_string(wgsl)))?;
    naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::default(),
    )
    .validate(&module)
    .map_err(|e| format!("kernel {name} is invalid: {}", e.emit_to_string(wgsl)))?;
    Ok(())
}

/// The kernels of a GPU executable's `dump()`: (header, WGSL).
fn dumped_kernels(dump: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut cur: Option<(String, String)> = None;
    for line in dump.lines() {
        if line.starts_with("// ---- ") {
            out.extend(cur.take());
            if line.starts_with("// ---- kernel ") {
                cur = Some((line.to_string(), String::new()));
            }
        } else if let Some((_, w)) = cur.as_mut() {
            w.push_str(line);
            w.push('\n');
        }
    }
    out.extend(cur);
    out
}

/// A typed refusal the property allows.
fn allowed_refusal(kind: ErrorKind) -> bool {
    matches!(kind, ErrorKind::Unsupported | ErrorKind::ResourceExhausted)
}

fn report(failures: &[String], total: usize) {
    if failures.is_empty() {
        return;
    }
    let shown: Vec<&str> = failures.iter().take(5).map(|s| s.as_str()).collect();
    panic!(
        "{} of {total} generated programs broke the property; the first {}:\n\n{}",
        failures.len(),
        shown.len(),
        shown.join("\n\n")
    );
}

#[test]
fn generated_programs_parse_everywhere() {
    // Every element type (f64 too) and both modes: the generator's programs are well typed.
    let mut failures = Vec::new();
    let mut n = 0;
    for (name, cfg) in [
        ("all types", GenConfig::default()),
        (
            "all types, unrestricted",
            GenConfig {
                comparable: false,
                ..GenConfig::default()
            },
        ),
        (
            "all types, big",
            GenConfig {
                big_shapes: true,
                ..GenConfig::default()
            },
        ),
    ] {
        for seed in 0..1000 {
            let b = bytes(seed);
            let p = hlo_program(&mut Unstructured::new(&b), &cfg).unwrap();
            n += 1;
            if let Err(e) = webxla::hlo::parse_hlo(&p.text) {
                failures.push(format!("{name} seed {seed}: {e}\n{}", p.text));
            }
        }
    }
    report(&failures, n);
}

#[test]
fn planned_wgsl_validates_without_a_device() {
    let programs = programs();
    let mut failures = Vec::new();
    for (label, text) in &programs {
        let module = match webxla::hlo::parse_hlo(text) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{label}: does not parse: {e}\n{text}"));
                continue;
            }
        };
        let r = catch_unwind(AssertUnwindSafe(|| {
            webxla::backend::gpu::generate_kernels(&module)
        }));
        match r {
            Err(_) => failures.push(format!("{label}: planning panicked\n{text}")),
            Ok(Err(e)) if !allowed_refusal(e.kind) => {
                failures.push(format!("{label}: {:?}: {e}\n{text}", e.kind))
            }
            Ok(Err(_)) => {}
            Ok(Ok(kernels)) => {
                for (name, wgsl) in &kernels {
                    if let Err(e) = naga_check(name, wgsl) {
                        failures.push(format!("{label}: {e}\n{text}"));
                    }
                }
            }
        }
    }
    report(&failures, programs.len());
}

fn gpu_client() -> Option<Client> {
    match pollster::block_on(make_gpu_client(Default::default())) {
        Ok(c) => Some(c),
        Err(e) => {
            gpu_skip::no_gpu("gpu_wgsl_property", e);
            None
        }
    }
}

#[test]
fn generated_programs_compile_on_the_gpu() {
    let Some(mut client) = gpu_client() else {
        return;
    };
    let programs = programs();
    let mut failures = Vec::new();
    let (mut compiled, mut refused) = (0, 0);
    for (i, (label, text)) in programs.iter().enumerate() {
        // A GPU client's memory grows by about 0.7 MB per program compiled and dropped on
        // lavapipe (freed with the device, not with the executable; not understood yet): a
        // fresh client every 1000 programs keeps this test near 1 GB.
        if i % 1000 == 999 {
            let Some(c) = gpu_client() else { return };
            client = c;
        }
        let r = catch_unwind(AssertUnwindSafe(|| {
            client.compile_and_load(text, None, &CompileOptions::default())
        }));
        match r {
            Err(_) => failures.push(format!("{label}: compile panicked\n{text}")),
            Ok(Err(e)) if !allowed_refusal(e.kind) => {
                failures.push(format!("{label}: {:?}: {e}\n{text}", e.kind))
            }
            Ok(Err(e)) => {
                refused += 1;
                if std::env::var("SHOW_REFUSALS").is_ok() {
                    println!("REFUSED {label}: {e}");
                }
            }
            Ok(Ok(exe)) => {
                compiled += 1;
                for (name, wgsl) in dumped_kernels(&exe.dump()) {
                    if let Err(e) = naga_check(&name, &wgsl) {
                        failures.push(format!("{label}: {e}\n{text}"));
                    }
                }
            }
        }
    }
    println!(
        "{} programs: {compiled} compiled, {refused} refused with a typed error",
        programs.len()
    );
    report(&failures, programs.len());
}
