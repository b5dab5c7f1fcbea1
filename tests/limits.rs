//! Resource limits give typed errors at compile time, never an abort or an unrepresentable
//! kernel: a program whose values or peak exceed the CPU client's memory limit is refused with
//! RESOURCE_EXHAUSTED naming the value, its shape, its bytes and the limit; broadcast →
//! elementwise → reduce over leading dims of a huge group needs no intermediate on the CPU (so
//! the limit does not refuse it); the GPU backend refuses arrays beyond u32 element indexing or one buffer,
//! planned without a device.

use webxla::client::{make_cpu_client, CompileOptions, CpuClientOptions};
use webxla::ir::{ElementType, Literal};
use webxla::ErrorKind;

/// f32[4] broadcast to f32[rows, rows, 4], exp, summed back to f32[4] (issue #16's program).
fn broadcast_exp_reduce(rows: usize, root_extra: &str) -> String {
    format!(
        "HloModule big\n\nadd {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}}\n\nENTRY e {{\n  x = f32[4]{{0}} parameter(0)\n  b = f32[{rows},{rows},4]{{2,1,0}} broadcast(x), dimensions={{2}}\n  ex = f32[{rows},{rows},4]{{2,1,0}} exponential(b)\n  z = f32[] constant(0)\n  r = f32[4]{{0}} reduce(ex, z), dimensions={{0,1}}, to_apply=add\n{root_extra}}}\n"
    )
}

fn cpu_with_limit(bytes: u64) -> webxla::client::Client {
    make_cpu_client(CpuClientOptions {
        memory_limit_bytes: Some(bytes),
        ..Default::default()
    })
    .unwrap()
}

#[test]
fn a_fused_column_reduction_needs_no_intermediate() {
    // 160 GB if `ex` were stored; the default limit (this machine's memory) accepts it.
    let c = make_cpu_client(CpuClientOptions::default()).unwrap();
    let big = broadcast_exp_reduce(100_000, "  ROOT t = (f32[4]{0}) tuple(r)\n");
    let exe = c
        .compile_and_load(&big, None, &CompileOptions::default())
        .expect("compiles in constant memory");
    let stats = exe.get_compiled_memory_stats();
    assert!(stats.temp_size_in_bytes < 1 << 20, "{stats:?}");
    // One just past the fusion threshold (2^26 values) runs under a 64 KiB limit and folds
    // the rows in order, as unfused.
    let rows = 4100;
    let small = broadcast_exp_reduce(rows, "  ROOT t = (f32[4]{0}) tuple(r)\n");
    let exe = cpu_with_limit(64 << 10)
        .compile_and_load(&small, None, &CompileOptions::default())
        .unwrap();
    let x = Literal::from_slice(ElementType::F32, vec![4], &[0.0f32, 1.0, -1.0, 0.5]).unwrap();
    let out = exe.execute_host(&[x]).unwrap();
    let got: &[f32] = out[0].as_slice().unwrap();
    for (k, &v) in [0.0f32, 1.0, -1.0, 0.5].iter().enumerate() {
        let e = webxla::backend::cpu::run_module(
            &webxla::hlo::parse_hlo(&format!(
                "HloModule one\nENTRY e {{\n  x = f32[] constant({v})\n  ROOT y = f32[] exponential(x)\n}}\n"
            ))
            .unwrap(),
            &[],
        )
        .unwrap()[0]
            .as_slice::<f32>()
            .unwrap()[0];
        let want = (0..rows * rows).fold(0.0f32, |a, _| a + e);
        assert_eq!(got[k].to_bits(), want.to_bits(), "column {k}");
    }
}

#[test]
fn a_value_over_the_cpu_limit_is_refused_by_name() {
    // `ex` is also returned, so it must be stored: 160 GB.
    let text = broadcast_exp_reduce(
        100_000,
        "  ROOT t = (f32[4]{0}, f32[100000,100000,4]{2,1,0}) tuple(r, ex)\n",
    );
    let c = cpu_with_limit(1 << 30);
    let Err(e) = c.compile_and_load(&text, None, &CompileOptions::default()) else {
        panic!("accepted");
    };
    assert_eq!(e.kind, ErrorKind::ResourceExhausted, "{e}");
    for part in [
        "'ex'",
        "f32[100000,100000,4]",
        "160000000000 bytes",
        "1073741824 bytes",
    ] {
        assert!(e.message.contains(part), "{part} in {e}");
    }
}

#[test]
fn a_peak_over_the_cpu_limit_names_the_largest_value() {
    // Two 4 MB values alive at once under a 6 MB limit: each fits, the peak does not.
    let text = "HloModule peak\nENTRY e {\n  x = f32[1000,1000]{1,0} parameter(0)\n  a = f32[1000,1000]{1,0} transpose(x), dimensions={1,0}\n  b = f32[1000,1000]{1,0} transpose(a), dimensions={1,0}\n  ROOT t = (f32[1000,1000]{1,0}, f32[1000,1000]{1,0}) tuple(a, b)\n}\n";
    let Err(e) = cpu_with_limit(6_000_000).compile_and_load(text, None, &CompileOptions::default())
    else {
        panic!("accepted");
    };
    assert_eq!(e.kind, ErrorKind::ResourceExhausted, "{e}");
    assert!(e.message.contains("at its peak"), "{e}");
    assert!(e.message.contains("f32[1000,1000]"), "{e}");
    // The same program under a 16 MB limit compiles.
    cpu_with_limit(16_000_000)
        .compile_and_load(text, None, &CompileOptions::default())
        .unwrap();
}

#[test]
fn gpu_refuses_arrays_it_cannot_index_or_store() {
    let big = broadcast_exp_reduce(100_000, "  ROOT t = (f32[4]{0}) tuple(r)\n");
    let e =
        webxla::backend::gpu::generate_kernels(&webxla::hlo::parse_hlo(&big).unwrap()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::ResourceExhausted, "{e}");
    assert!(e.message.contains("u32 element indexing"), "{e}");
    assert!(e.message.contains("40000000000 elements"), "{e}");
    // 2.4 GB parameter: within u32 indexing, over WebGPU's default 256 MiB buffers.
    let param = "HloModule p\nENTRY e {\n  x = f32[600000000]{0} parameter(0)\n  ROOT n = f32[600000000]{0} negate(x)\n}\n";
    let e = webxla::backend::gpu::generate_kernels(&webxla::hlo::parse_hlo(param).unwrap())
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::ResourceExhausted, "{e}");
    assert!(
        e.message.contains("'x'") && e.message.contains("2400000000 bytes"),
        "{e}"
    );
    assert!(e.message.contains("maxStorageBufferBindingSize"), "{e}");
}
