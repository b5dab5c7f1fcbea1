//! The xla_client surface on the CPU client: async dispatch, readiness, deletion, donation,
//! argument checking, multiple devices, serialization, introspection, and a typed error for
//! every class of bad input.

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
