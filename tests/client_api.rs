//! The xla_client surface on the CPU client: async dispatch, readiness, deletion, donation,
//! argument checking, multiple devices, serialization, introspection (cost analysis and memory
//! sizes against jaxlib's numbers), and a typed error for every class of bad input.

use webxla::client::{
    make_cpu_client, Client, CompileOptions, CpuClientOptions, DeviceList, ProgramFormat,
};
use webxla::ir::{ElementType, Literal};
use webxla::ErrorKind;

const ADD_HLO: &str =
    "HloModule add, entry_computation_layout={(f32[2,2]{1,0}, f32[2,2]{1,0})->f32[2,2]{1,0}}

ENTRY main {
  a = f32[2,2]{1,0} parameter(0)
  b = f32[2,2]{1,0} parameter(1)
  ROOT s = f32[2,2]{1,0} add(a, b)
}
";

const ADD_MLIR: &str = "module @jit_add {
  func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> (tensor<2x2xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
}
";

/// x + 1 with the parameter aliased to the output (donation).
const DONATING_HLO: &str = "HloModule inc, input_output_alias={ {}: (0, {}, may-alias) }, entry_computation_layout={(f32[4]{0})->f32[4]{0}}

ENTRY main {
  x = f32[4]{0} parameter(0)
  one = f32[] constant(1)
  ones = f32[4]{0} broadcast(one), dimensions={}
  ROOT y = f32[4]{0} add(x, ones)
}
";

fn client() -> Client {
    make_cpu_client(CpuClientOptions::default()).unwrap()
}

fn f32s(dims: Vec<usize>, v: &[f32]) -> Literal {
    Literal::from_slice(ElementType::F32, dims, v).unwrap()
}

#[test]
fn execute_both_formats_and_read_back() {
    let c = client();
    assert_eq!(c.platform(), "cpu");
    assert_eq!(c.device_count(), 1);
    for text in [ADD_HLO, ADD_MLIR] {
        let exe = c
            .compile_and_load(text, None, &CompileOptions::default())
            .unwrap();
        let a = c
            .buffer_from_pyval(&f32s(vec![2, 2], &[1., 2., 3., 4.]), None)
            .unwrap();
        let b = c
            .buffer_from_pyval(&f32s(vec![2, 2], &[10., 20., 30., 40.]), None)
            .unwrap();
        let out = exe.execute(&[a.clone(), b]).unwrap();
        assert_eq!(out.len(), 1);
        out[0].block_until_ready().unwrap();
        assert!(out[0].is_ready());
        assert_eq!(out[0].shape(), &[2, 2]);
        assert_eq!(out[0].dtype(), ElementType::F32);
        let lit = out[0].to_literal().unwrap();
        assert_eq!(lit.as_slice::<f32>().unwrap(), &[11., 22., 33., 44.]);
        assert_eq!(out[0].on_device_size_in_bytes().unwrap(), 16);
        // Inputs survive a non-donating execution.
        assert!(!a.is_deleted());
    }
}

#[test]
fn wrong_arguments_are_typed_errors() {
    let c = client();
    let exe = c
        .compile_and_load(ADD_HLO, None, &CompileOptions::default())
        .unwrap();
    let a = c
        .buffer_from_pyval(&f32s(vec![2, 2], &[0.; 4]), None)
        .unwrap();
    let e = exe.execute(std::slice::from_ref(&a)).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidArgument);
    assert!(e.message.contains("takes 2 arguments, got 1"), "{e}");
    let e = exe.execute(&[a.clone(), a.clone(), a.clone()]).unwrap_err();
    assert!(e.message.contains("got 3"), "{e}");
    let wrong_shape = c.buffer_from_pyval(&f32s(vec![4], &[0.; 4]), None).unwrap();
    let e = exe.execute(&[a.clone(), wrong_shape]).unwrap_err();
    assert!(e.message.contains("argument 1 has shape f32[4]"), "{e}");
    let wrong_type = c
        .buffer_from_pyval(
            &Literal::from_slice(ElementType::S32, vec![2, 2], &[0i32; 4]).unwrap(),
            None,
        )
        .unwrap();
    let e = exe.execute(&[wrong_type, a.clone()]).unwrap_err();
    assert!(e.message.contains("argument 0 has shape s32[2,2]"), "{e}");
    // Arguments from another client's device.
    let other = client();
    let foreign = other
        .buffer_from_pyval(&f32s(vec![2, 2], &[0.; 4]), None)
        .unwrap();
    let e = exe.execute(&[a.clone(), foreign]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidArgument);
    let e = c
        .buffer_from_pyval(&f32s(vec![1], &[0.]), Some(&other.devices()[0]))
        .unwrap_err();
    assert!(e.message.contains("another client"), "{e}");
}

#[test]
fn deleted_and_donated_arrays_are_refused() {
    let c = client();
    let exe = c
        .compile_and_load(ADD_HLO, None, &CompileOptions::default())
        .unwrap();
    let a = c
        .buffer_from_pyval(&f32s(vec![2, 2], &[0.; 4]), None)
        .unwrap();
    let b = c
        .buffer_from_pyval(&f32s(vec![2, 2], &[0.; 4]), None)
        .unwrap();
    b.delete();
    assert!(b.is_deleted());
    let e = exe.execute(&[a.clone(), b.clone()]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::FailedPrecondition);
    assert!(e.message.contains("argument 1 has been deleted"), "{e}");
    assert!(b.to_literal().is_err());
    b.delete(); // twice is harmless

    let inc = c
        .compile_and_load(DONATING_HLO, None, &CompileOptions::default())
        .unwrap();
    let x = c
        .buffer_from_pyval(&f32s(vec![4], &[1., 2., 3., 4.]), None)
        .unwrap();
    let y = inc.execute(std::slice::from_ref(&x)).unwrap();
    assert_eq!(
        y[0].to_literal().unwrap().as_slice::<f32>().unwrap(),
        &[2., 3., 4., 5.]
    );
    assert!(x.is_deleted(), "a donated argument is consumed");
    let e = inc.execute(&[x]).unwrap_err();
    assert!(e.message.contains("donated"), "{e}");
}

/// A read-only read back (what `toPyval` uses) shares the CPU buffer instead of copying it,
/// and what it returned keeps its values when the array is then donated or deleted.
#[test]
fn shared_read_backs_copy_nothing_and_outlive_donation() {
    let c = client();
    let x = c
        .buffer_from_pyval(&f32s(vec![4], &[1., 2., 3., 4.]), None)
        .unwrap();
    let first = pollster::block_on(x.to_shared_literal_async()).unwrap();
    let second = pollster::block_on(x.to_shared_literal_async()).unwrap();
    assert!(
        std::sync::Arc::ptr_eq(&first, &second),
        "no copy on the CPU"
    );
    assert_eq!(x.to_literal().unwrap(), *first);
    let inc = c
        .compile_and_load(DONATING_HLO, None, &CompileOptions::default())
        .unwrap();
    let y = inc.execute(std::slice::from_ref(&x)).unwrap();
    assert_eq!(
        y[0].to_literal().unwrap().as_slice::<f32>().unwrap(),
        &[2., 3., 4., 5.]
    );
    assert!(x.is_deleted());
    assert_eq!(first.as_slice::<f32>().unwrap(), &[1., 2., 3., 4.]);
    let e = pollster::block_on(x.to_shared_literal_async()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::FailedPrecondition);
}

#[test]
fn bad_program_text_is_a_parse_error_with_location() {
    let c = client();
    for bad in ["", "\0\x01\x02", "hello", "HloModule m\n\nENTRY main {\n  a = f32[2] parameter(0)\n  ROOT b = f32[2] frobnicate(a)\n}\n"] {
        let e = c.compile_and_load(bad, None, &CompileOptions::default()).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::Parse | ErrorKind::InvalidProgram), "{bad:?}: {e}");
    }
    let e = c
        .compile_and_load("HloModule m\n\nENTRY main {\n  a = f32[2] parameter(0)\n  ROOT b = f32[2] frobnicate(a)\n}\n", None, &CompileOptions::default())
        .unwrap_err();
    assert!(e.message.contains("5:"), "line number in {e}");
    assert!(e.message.contains("frobnicate"), "{e}");
}

#[test]
fn several_devices_and_execute_sharded() {
    let c = make_cpu_client(CpuClientOptions {
        num_devices: 2,
        asynchronous: true,
        ..Default::default()
    })
    .unwrap();
    assert_eq!(c.device_count(), 2);
    let devs = DeviceList::new(c.devices());
    let exe = c
        .compile_and_load(ADD_MLIR, Some(&devs), &CompileOptions::default())
        .unwrap();
    // Two replicas: argument i on device d is `per_arg[i][d]`.
    let on_devices: Vec<_> = c
        .devices()
        .iter()
        .enumerate()
        .map(|(i, d)| {
            c.buffer_from_pyval(&f32s(vec![2, 2], &[i as f32; 4]), Some(d))
                .unwrap()
        })
        .collect();
    let per_arg = vec![on_devices.clone(), on_devices.clone()];
    assert_eq!(exe.num_replicas(), 2);
    let res = exe.execute_sharded_on_local_devices(&per_arg).unwrap();
    res.block_until_ready().unwrap();
    let outs = res.disassemble_into_single_device_arrays();
    assert_eq!(outs.len(), 1);
    assert_eq!(outs[0].len(), 2);
    for (i, a) in outs[0].iter().enumerate() {
        assert_eq!(a.device().id(), i);
        assert_eq!(
            a.to_literal().unwrap().as_slice::<f32>().unwrap(),
            &[2. * i as f32; 4]
        );
    }
    // An argument on the wrong device.
    let swapped = vec![on_devices[1].clone(), on_devices[0].clone()];
    let wrong = vec![swapped.clone(), swapped];
    assert!(exe.execute_sharded_on_local_devices(&wrong).is_err());
}

#[test]
fn serialization_round_trip_and_corruption() {
    let c = client();
    let exe = c
        .compile_and_load(ADD_MLIR, None, &CompileOptions::default())
        .unwrap();
    assert_eq!(exe.executable().format(), ProgramFormat::StableHlo);
    let bytes = c.serialize_executable(&exe);
    let back = c.deserialize_executable(&bytes, None).unwrap();
    assert_eq!(back.fingerprint(), exe.fingerprint());
    let mut corrupt = bytes.clone();
    let n = corrupt.len();
    corrupt[n - 5] ^= 0x20;
    assert!(c.deserialize_executable(&corrupt, None).is_err());
    assert!(c
        .deserialize_executable(&bytes[..bytes.len() / 2], None)
        .is_err());
    assert!(c.deserialize_executable(b"junk", None).is_err());
}

fn deserialize_error(c: &Client, bytes: &[u8]) -> String {
    let err = c.deserialize_executable(bytes, None).err().unwrap();
    assert_eq!(err.kind(), ErrorKind::InvalidArgument, "{err}");
    err.to_string()
}

/// Serialized executables are read from untrusted bytes: every flipped bit, every truncation,
/// a newer version and an edited header are typed errors that say what is wrong.
#[test]
fn serialized_executables_are_versioned_and_checked() {
    let c = client();
    let exe = c
        .compile_and_load(ADD_HLO, None, &CompileOptions::default())
        .unwrap();
    let bytes = c.serialize_executable(&exe);
    assert_eq!(&bytes[..8], b"WEBXLA\x00\x02");
    for i in 0..bytes.len() {
        for bit in [0x01u8, 0x80] {
            let mut flipped = bytes.clone();
            flipped[i] ^= bit;
            assert!(
                c.deserialize_executable(&flipped, None).is_err(),
                "byte {i}"
            );
        }
    }
    for n in 0..bytes.len() {
        assert!(c.deserialize_executable(&bytes[..n], None).is_err(), "{n}");
    }
    let mut newer = bytes.clone();
    newer[7] = 9;
    let msg = deserialize_error(&c, &newer);
    assert!(msg.contains("format version 9"), "{msg}");
    assert!(msg.contains("reads versions 1 to 2"), "{msg}");

    // Version 1 (no checksum) is still read.
    let len = u32::from_le_bytes(bytes[8..12].try_into().unwrap()) as usize;
    let header = std::str::from_utf8(&bytes[12..12 + len]).unwrap();
    let program = &bytes[12 + len..bytes.len() - 8];
    let v1 = |header: &str| {
        let mut out = b"WEBXLA\x00\x01".to_vec();
        out.extend_from_slice(&(header.len() as u32).to_le_bytes());
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(program);
        out
    };
    let old = header.replace("\"version\":2", "\"version\":1");
    let back = c.deserialize_executable(&v1(&old), None).unwrap();
    assert_eq!(back.fingerprint(), exe.fingerprint());
    // A header whose format disagrees with the program's bytes.
    let edited = old.replace("\"format\":\"hlo\"", "\"format\":\"stablehlo\"");
    let msg = deserialize_error(&c, &v1(&edited));
    assert!(
        msg.contains("says the program is stablehlo, its bytes are hlo"),
        "{msg}"
    );
    let unknown = old.replace("\"format\":\"hlo\"", "\"format\":\"onnx\"");
    let msg = deserialize_error(&c, &v1(&unknown));
    assert!(msg.contains("unknown program format \"onnx\""), "{msg}");
    // A header length past any header.
    let mut huge = v1(&old);
    huge[8..12].copy_from_slice(&u32::MAX.to_le_bytes());
    let msg = deserialize_error(&c, &huge);
    assert!(msg.contains("at most"), "{msg}");
}

#[test]
fn introspection_reports_real_numbers() {
    let c = client();
    let exe = c
        .compile_and_load(ADD_HLO, None, &CompileOptions::default())
        .unwrap();
    let cost = exe.cost_analysis();
    assert!(cost.flops >= 4.0, "{cost:?}");
    assert!(cost.bytes_accessed >= 48.0, "{cost:?}");
    let mem = exe.get_compiled_memory_stats();
    assert_eq!(mem.argument_size_in_bytes, 32);
    assert_eq!(mem.output_size_in_bytes, 16);
    assert_eq!(exe.get_parameter_layouts(), vec![vec![1, 0], vec![1, 0]]);
    assert!(exe.hlo_text().contains("add"));
    assert_eq!(exe.fingerprint().len(), 16);
    let before = c.live_arrays().len();
    let a = c
        .buffer_from_pyval(&f32s(vec![2, 2], &[0.; 4]), None)
        .unwrap();
    assert_eq!(c.live_arrays().len(), before + 1);
    a.delete();
    assert_eq!(c.live_arrays().len(), before);
    assert!(!c.live_executables().is_empty());
}

#[test]
fn execution_errors_surface_at_block_until_ready() {
    // A custom call to a target nobody registered compiles (the target is data) but fails
    // when run, on the worker thread; the error must reach the caller.
    let text = "HloModule cc, entry_computation_layout={(f32[2]{0})->f32[2]{0}}

ENTRY main {
  x = f32[2]{0} parameter(0)
  ROOT y = f32[2]{0} custom-call(x), custom_call_target=\"no_such_target\"
}
";
    let c = client();
    match c.compile_and_load(text, None, &CompileOptions::default()) {
        Err(e) => assert!(e.message.contains("no_such_target"), "{e}"),
        Ok(exe) => {
            let x = c
                .buffer_from_pyval(&f32s(vec![2], &[1., 2.]), None)
                .unwrap();
            let out = exe.execute(&[x]).unwrap();
            let e = out[0].block_until_ready().unwrap_err();
            assert!(e.message.contains("no_such_target"), "{e}");
        }
    }
}

#[test]
fn a_panicking_custom_call_is_an_error_not_a_hang() {
    webxla::backend::cpu::custom_call::register_custom_call("panics_on_purpose", |_args| {
        panic!("custom call handler failed")
    });
    let text = "HloModule cc, entry_computation_layout={(f32[2]{0})->f32[2]{0}}

ENTRY main {
  x = f32[2]{0} parameter(0)
  ROOT y = f32[2]{0} custom-call(x), custom_call_target=\"panics_on_purpose\"
}
";
    let c = client();
    let exe = c
        .compile_and_load(text, None, &CompileOptions::default())
        .unwrap();
    let x = c
        .buffer_from_pyval(&f32s(vec![2], &[1., 2.]), None)
        .unwrap();
    let out = exe.execute(&[x]).unwrap();
    let e = out[0].block_until_ready().unwrap_err();
    assert_eq!(e.kind, webxla::ErrorKind::Internal, "{e}");
    assert!(e.message.contains("custom call handler failed"), "{e}");
    // The device keeps working afterwards.
    let y = c
        .buffer_from_pyval(&f32s(vec![2], &[1., 2.]), None)
        .unwrap();
    let again = exe.execute(&[y]).unwrap();
    assert!(again[0].block_until_ready().is_err());
}

/// jaxlib's cost analysis of each program in `tests/cost_analysis/` (jax 0.10.2 on CPU):
/// `(name, flops, transcendentals, bytes accessed, alias_size_in_bytes)`. The HLO texts are
/// `jax.jit(f).lower(*args).as_text("hlo")`, the first three numbers
/// `jax.jit(f).lower(*args).cost_analysis()` (XLA's HloCostAnalysis of that same
/// unoptimised module; `compiled.cost_analysis()` reports the same for single-op programs
/// such as `dot`, `exp` and `batched_dot`, and differs where XLA's optimisations fuse or
/// split ops), the alias size `compiled.memory_analysis().alias_size_in_bytes` of the
/// `donate_argnums` program. `cholesky` is the one difference on purpose: XLA counts its
/// LAPACK custom call as -1 flops and -1 bytes (unknown); webxla counts 0 flops and the call's
/// operand and result bytes (64 + 64 + 4 = 132), hence +1 flop and +1 + 132 bytes below.
const JAXLIB_COSTS: &[(&str, f64, f64, f64, u64)] = &[
    ("dot", 524288.0, 0.0, 49152.0, 0),
    ("exp", 0.0, 1000.0, 8000.0, 0),
    ("sum", 999.0, 0.0, 4008.0, 0),
    ("softmax", 4088.0, 1024.0, 49804.0, 0),
    ("argmax", 891.0, 0.0, 1216.0, 0),
    ("cumsum", 9900.0, 0.0, 804.0, 0),
    ("where", 200.0, 0.0, 3008.0, 0),
    ("fori", 102.0, 0.0, 1657.0, 0),
    ("cond", 1.0, 100.0, 805.0, 0),
    ("sort", 700.0, 0.0, 800.0, 0),
    ("gather", 30.0, 0.0, 628.0, 0),
    ("conv", 7776.0, 0.0, 1776.0, 0),
    ("conv_pad", 6240.0, 0.0, 3016.0, 0),
    ("donate", 100.0, 0.0, 1620.0, 600),
    ("transpose", 0.0, 0.0, 0.0, 0),
    ("transpose_inner", 120.0, 0.0, 1924.0, 0),
    ("slice", 0.0, 0.0, 24.0, 0),
    ("dus", 0.0, 0.0, 84.0, 0),
    ("dslice", 3.0, 0.0, 118.0, 0),
    ("scatter_add", 40.0, 0.0, 668.0, 0),
    ("rng", 6.0, 130.0, 688.0, 0),
    ("maxpool_grad", 64.0, 0.0, 648.0, 0),
    ("bitcast_convert", 100.0, 0.0, 800.0, 0),
    ("clamp", 100.0, 0.0, 2408.0, 0),
    ("trig", 300.0, 400.0, 7600.0, 0),
    ("topk", 0.0, 0.0, 336.0, 0),
    ("pad_concat_rev", 1.0, 0.0, 3248.0, 0),
    ("iota", 0.0, 0.0, 400.0, 0),
    ("cholesky", 80.0 + 1.0, 0.0, 1371.0 + 1.0 + 132.0, 0),
    ("batched_dot", 32768.0, 0.0, 14336.0, 0),
    ("reduce_precision", 100.0, 0.0, 800.0, 0),
    ("mean_axis", 1000.0, 0.0, 6008.0, 0),
    ("rfft", 1152.0, 0.0, 416.0, 0),
    ("fft2", 6912.0, 0.0, 2304.0, 0),
];

#[test]
fn cost_analysis_and_alias_size_match_jaxlib() {
    let c = client();
    let mut wrong = Vec::new();
    for &(name, flops, transcendentals, bytes, alias) in JAXLIB_COSTS {
        let path = format!(
            "{}/tests/cost_analysis/{name}.hlo",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let exe = c
            .compile_and_load(&text, None, &CompileOptions::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let got = exe.cost_analysis();
        let got_alias = exe.get_compiled_memory_stats().alias_size_in_bytes;
        if (
            got.flops,
            got.transcendentals,
            got.bytes_accessed,
            got_alias,
        ) != (flops, transcendentals, bytes, alias)
        {
            wrong.push(format!(
                "{name}: got ({}, {}, {}, {got_alias}), jaxlib ({flops}, {transcendentals}, \
                 {bytes}, {alias})",
                got.flops, got.transcendentals, got.bytes_accessed
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
