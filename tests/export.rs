//! jax.export artifacts (tests/export/, written by make_artifacts.py with jax 0.10.2): the
//! envelope read back as jax reads it (meta.json is jax's own deserialization), the calling
//! convention run end to end on the CPU and GPU backends against jax's outputs, refusals by
//! name, and malformed bytes (truncations, bit flips) as typed errors, never panics.

mod gpu_skip;
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use webxla::client::{make_cpu_client, Array, Client, CpuClientOptions, Sharding};
use webxla::conformance::{compare, Expected};
use webxla::export::{self, DType, Dim, ExportSharding, Exported};
use webxla::ir::{ElementType, Literal};
use webxla::ErrorKind;

/// Artifacts that run, and those webxla must refuse (with the words the error must hold).
const RUNNABLE: [&str; 5] = [
    "digit_classifier",
    "transformer_block",
    "multi_platform",
    "sharded_2dev",
    "kept_vars",
];
const REFUSED: [(&str, &str); 2] = [
    ("refuse_shape_poly", "shape polymorphism"),
    ("refuse_ordered", "ordered effects"),
];

fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/export")
        .join(name)
}

fn artifact(name: &str) -> Vec<u8> {
    std::fs::read(dir(name).join("model.jaxexport")).unwrap()
}

fn meta(name: &str) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir(name).join("meta.json")).unwrap()).unwrap()
}

fn npys(name: &str, prefix: &str) -> Vec<Literal> {
    (0..)
        .map(|i| dir(name).join(format!("{prefix}{i}.npy")))
        .take_while(|p| p.is_file())
        .map(|p| webxla::npy::read_npy(&std::fs::read(p).unwrap(), false).unwrap())
        .collect()
}

fn all_names() -> Vec<&'static str> {
    RUNNABLE
        .iter()
        .copied()
        .chain(REFUSED.iter().map(|r| r.0))
        .collect()
}

fn cpu(n: usize) -> Client {
    make_cpu_client(CpuClientOptions {
        num_devices: n,
        asynchronous: true,
        ..Default::default()
    })
    .unwrap()
}

/// jax's spelling of an aval's dtype, as numpy prints it.
fn aval_json(a: &webxla::export::Aval) -> serde_json::Value {
    serde_json::json!({
        "shape": a.shape.iter().map(|d| d.to_string()).collect::<Vec<_>>(),
        "dtype": a.dtype.name(),
    })
}

#[test]
fn envelope_matches_jax_deserialization() {
    for name in all_names() {
        let e = export::deserialize(&artifact(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let m = meta(name);
        assert_eq!(e.fun_name, m["fun_name"], "{name}");
        let ins: Vec<_> = e.in_avals.iter().map(aval_json).collect();
        let outs: Vec<_> = e.out_avals.iter().map(aval_json).collect();
        assert_eq!(serde_json::json!(ins), m["in_avals"], "{name} in_avals");
        assert_eq!(serde_json::json!(outs), m["out_avals"], "{name} out_avals");
        assert_eq!(serde_json::json!(e.platforms), m["platforms"], "{name}");
        assert_eq!(e.nr_devices as u64, m["nr_devices"], "{name}");
        assert_eq!(
            e.calling_convention_version as u64, m["calling_convention_version"],
            "{name}"
        );
        assert_eq!(
            serde_json::json!(e.module_kept_var_idx),
            m["module_kept_var_idx"],
            "{name}"
        );
        assert_eq!(
            e.uses_global_constants, m["uses_global_constants"],
            "{name}"
        );
        assert_eq!(
            e.ordered_effects.len(),
            m["ordered_effects"].as_array().unwrap().len(),
            "{name}"
        );
        assert_eq!(
            e.mlir_module_serialized.len() as u64,
            m["mlir_module_serialized_len"],
            "{name}"
        );
        assert!(
            webxla::bytecode::is_mlir_bytecode(&e.mlir_module_serialized),
            "{name}: the module is MLIR bytecode"
        );
        // Shardings, converted to XLA's, lay arrays out as jax's HloSharding does (None when
        // unspecified).
        let c = cpu(e.nr_devices.max(1));
        let devices = webxla::client::DeviceList::new(c.devices());
        for (which, shardings, avals) in [
            ("in_shardings", &e.in_shardings, &e.in_avals),
            ("out_shardings", &e.out_shardings, &e.out_avals),
        ] {
            let want = m[which].as_array().unwrap();
            assert_eq!(shardings.len(), want.len(), "{name} {which}");
            for (i, ((s, a), w)) in shardings.iter().zip(avals.iter()).zip(want).enumerate() {
                let got = s.to_hlo_sharding(a.shape.len()).unwrap();
                let w = w.as_str().unwrap();
                match got {
                    None => assert_eq!(w, "None", "{name} {which}[{i}]"),
                    Some(h) => {
                        let jax = webxla::hlo::parse_sharding(w).unwrap().unwrap();
                        let g = Sharding::gspmd(devices.clone(), h.clone()).unwrap();
                        let j = Sharding::gspmd(devices.clone(), jax).unwrap();
                        assert!(
                            g.is_equivalent_to(&j, a.shape.len()),
                            "{name} {which}[{i}]: {} vs jax's {w}",
                            webxla::ir::print::sharding_text(&h)
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn envelope_details() {
    let e = export::deserialize(&artifact("sharded_2dev")).unwrap();
    assert_eq!(e.nr_devices, 2);
    let ExportSharding::Named(n) = &e.in_shardings[0] else {
        panic!("a named sharding: {:?}", e.in_shardings[0]);
    };
    assert_eq!(n.mesh.axis_names, ["x"]);
    assert_eq!(n.mesh.axis_sizes, [2]);
    assert_eq!(n.spec, [vec!["x".to_string()], vec![]]);
    // To the client's sharding over two CPU devices: rows split.
    let c = cpu(2);
    let s = e.in_shardings[0]
        .to_sharding(&c.devices())
        .unwrap()
        .unwrap();
    assert_eq!(s.shard_shape(&[8, 16]).unwrap(), [4, 16]);
    assert!(e.in_shardings[0].to_sharding(&c.devices()[..1]).is_err());
    let e = export::deserialize(&artifact("refuse_shape_poly")).unwrap();
    assert_eq!(e.in_avals[0].shape[0], Dim::Symbolic("b".into()));
    assert_eq!(e.in_avals[0].dtype, DType::Array(ElementType::F32));
    assert_eq!(e.in_avals[0].to_string(), "float32[b,8]");
    let e = export::deserialize(&artifact("multi_platform")).unwrap();
    assert_eq!(e.check_callable().unwrap(), Some(0));
    let e = export::deserialize(&artifact("digit_classifier")).unwrap();
    assert_eq!(e.check_callable().unwrap(), None);
}

#[test]
fn recognises_artifacts_by_content() {
    for name in all_names() {
        assert!(export::is_jax_export(&artifact(name)), "{name}");
    }
    let text =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("www/model/model.mlir")).unwrap();
    assert!(!export::is_jax_export(&text));
    let module = export::deserialize(&artifact("kept_vars"))
        .unwrap()
        .mlir_module_serialized;
    assert!(!export::is_jax_export(&module));
    for junk in [&b""[..], b"\0\0\0\0", b"\x04\0\0\0\0\0\0\0", b"HloModule m"] {
        assert!(!export::is_jax_export(junk));
    }
}

/// What must be refused, by name, before anything is compiled.
#[test]
fn refusals_are_named() {
    let c = cpu(1);
    for (name, words) in REFUSED {
        let e = export::deserialize(&artifact(name)).unwrap();
        let err = e.check_callable().unwrap_err();
        assert_eq!(err.kind, ErrorKind::Unsupported, "{name}: {err}");
        assert!(err.message.contains(words), "{name}: {err}");
        let err = e.load(&c).unwrap_err();
        assert!(err.message.contains(words), "{name}: {err}");
    }
    let base = export::deserialize(&artifact("multi_platform")).unwrap();
    let refuse = |e: Exported, words: &str| {
        let err = e.check_callable().unwrap_err();
        assert_eq!(err.kind, ErrorKind::Unsupported, "{err}");
        assert!(err.message.contains(words), "{err}");
    };
    for v in [0u16, 8, 11, 12] {
        let mut e = base.clone();
        e.calling_convention_version = v;
        refuse(e, &format!("calling_convention_version {v}"));
    }
    let mut e = base.clone();
    e.platforms = vec!["cuda".into(), "rocm".into()];
    refuse(e, "no \"cpu\" lowering");
    // jax's DisabledSafetyCheck.platform(): the first lowering is used.
    let mut e = base.clone();
    e.platforms = vec!["tpu".into(), "cuda".into()];
    e.disabled_safety_checks = vec!["platform".into()];
    assert_eq!(e.check_callable().unwrap(), Some(0));
    let mut e = base.clone();
    e.platforms = vec!["cuda".into(), "cpu".into()];
    assert_eq!(e.check_callable().unwrap(), Some(1));
    let mut e = base.clone();
    e.in_avals[1].shape[0] = Dim::Symbolic("2*b".into());
    refuse(e, "float32[2*b,5]");
    let mut e = base.clone();
    e.in_avals[0].dtype = DType::Key("fry");
    refuse(e, "key<fry>");
    // Too few devices for the export.
    let e = export::deserialize(&artifact("sharded_2dev")).unwrap();
    let err = e.load(&c).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidArgument, "{err}");
    assert!(err.message.contains("exported for 2 devices"), "{err}");
}

/// Every prefix of an artifact is read or refused with a located PARSE error.
#[test]
fn truncated_artifacts_are_parse_errors() {
    for name in all_names() {
        let bytes = artifact(name);
        for len in 0..bytes.len() {
            match export::deserialize(&bytes[..len]) {
                Ok(_) => {}
                Err(e) => {
                    assert_eq!(e.kind, ErrorKind::Parse, "{name}[..{len}]: {e}");
                    assert!(e.message.starts_with("byte "), "{name}[..{len}]: {e}");
                }
            }
        }
        assert!(export::deserialize(&bytes[..8]).is_err(), "{name}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Bit flips anywhere: a result or a typed error, never a panic.
    #[test]
    fn bit_flips_never_panic(which in 0usize..7, flips in prop::collection::vec((any::<usize>(), 0u8..8), 1..6)) {
        let name = all_names()[which];
        let mut bytes = artifact(name);
        for (at, bit) in flips {
            let n = bytes.len();
            bytes[at % n] ^= 1 << bit;
        }
        match export::deserialize(&bytes) {
            Ok(e) => { let _ = e.check_callable(); }
            Err(e) => prop_assert!(
                matches!(e.kind, ErrorKind::Parse | ErrorKind::Unsupported),
                "{}", e
            ),
        }
        let _ = export::is_jax_export(&bytes);
    }

    /// Random bytes: never a panic.
    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        let _ = export::deserialize(&bytes);
        let _ = export::is_jax_export(&bytes);
    }
}

// ---- end to end: the module inside runs (needs the bytecode front end) ----

/// Runs artifact `name` on `client` through `Exported::load` + `call` and checks every
/// output against jax's (`exp.call` on jax's CPU backend).
fn run_and_check(client: &Client, name: &str, rtol: f64, atol: f64) {
    let e = export::deserialize(&artifact(name)).unwrap();
    let exe = e
        .load(client)
        .unwrap_or_else(|err| panic!("{name} on {}: {err}", client.platform()));
    let args: Vec<Array> = npys(name, "in")
        .iter()
        .map(|l| client.buffer_from_pyval(l, None).unwrap())
        .collect();
    let want = npys(name, "out");
    for round in 0..2 {
        let outs = exe.call(&args).unwrap();
        assert_eq!(outs.len(), want.len(), "{name}");
        for (i, (o, w)) in outs.iter().zip(&want).enumerate() {
            let got = o.to_literal().unwrap();
            let expected = Expected {
                value: w.clone(),
                rtol,
                atol,
                allow_mismatch_frac: 0.0,
            };
            compare(&got, &expected).unwrap_or_else(|m| {
                panic!(
                    "{name} on {} (call {round}) output {i}: {m}",
                    client.platform()
                )
            });
        }
    }
}

fn tolerances(name: &str) -> (f64, f64) {
    match name {
        "transformer_block" => (2e-4, 2e-5),
        "kept_vars" => (1e-6, 0.0),
        _ => (1e-5, 1e-6),
    }
}

#[test]
fn artifacts_run_on_cpu() {
    for name in RUNNABLE {
        let e = export::deserialize(&artifact(name)).unwrap();
        let (rtol, atol) = tolerances(name);
        run_and_check(&cpu(e.nr_devices.max(1)), name, rtol, atol);
    }
}

#[test]
fn artifacts_run_on_gpu() {
    for name in RUNNABLE {
        let e = export::deserialize(&artifact(name)).unwrap();
        let opts = webxla::client::GpuClientOptions {
            virtual_devices: e.nr_devices,
            ..Default::default()
        };
        let client = match pollster::block_on(webxla::client::make_gpu_client(opts)) {
            Ok(c) => c,
            Err(err) => return gpu_skip::no_gpu("jax.export artifacts on gpu", err),
        };
        let (rtol, atol) = tolerances(name);
        run_and_check(&client, name, rtol * 10.0, atol * 10.0);
    }
}

#[test]
fn call_checks_arguments() {
    let c = cpu(1);
    let e = export::deserialize(&artifact("kept_vars")).unwrap();
    let exe = match e.load(&c) {
        Ok(x) => x,
        Err(err) => panic!("kept_vars: {err}"),
    };
    let ins = npys("kept_vars", "in");
    let args: Vec<Array> = ins
        .iter()
        .map(|l| c.buffer_from_pyval(l, None).unwrap())
        .collect();
    let err = exe.call(&args[..2]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidArgument);
    assert!(err.message.contains("takes 3 arguments"), "{err}");
    // The pruned argument is still checked against its aval.
    let wrong = c
        .buffer_from_pyval(&Literal::scalar(ElementType::F32, 1.0f32).unwrap(), None)
        .unwrap();
    let err = exe
        .call(&[wrong, args[1].clone(), args[2].clone()])
        .unwrap_err();
    assert!(err.message.contains("argument 0"), "{err}");
    assert!(err.message.contains("float32[7]"), "{err}");
    let int = c
        .buffer_from_pyval(
            &Literal::from_slice(ElementType::S32, vec![2, 3], &[0i32; 6]).unwrap(),
            None,
        )
        .unwrap();
    let err = exe
        .call(&[args[0].clone(), int, args[2].clone()])
        .unwrap_err();
    assert!(err.message.contains("argument 1"), "{err}");
}
