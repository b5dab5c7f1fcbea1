//! Donation on the GPU: an argument aliased to the output (`input_output_alias`) is updated
//! in place when the caller gives it up, so a step that rewrites a 1 MiB array needs no
//! second MiB; when another array still shares the buffer (`clone_array`), the output is a
//! copy and the sharer keeps its values. The compiled stats report the aliased bytes. Without an
//! adapter it fails (see `gpu_skip`).

use crate::gpu_skip;
use webxla::client::{make_gpu_client, Client, CompileOptions};
use webxla::ir::{ElementType, Literal};

const N: usize = 1 << 18;

/// y = 2x + 1 with x donated to y.
fn step_hlo() -> String {
    format!(
        "HloModule step, input_output_alias={{ {{}}: (0, {{}}, may-alias) }}\n\n\
         ENTRY main {{\n  x = f32[{N}]{{0}} parameter(0)\n  two = f32[] constant(2)\n  \
         twos = f32[{N}]{{0}} broadcast(two), dimensions={{}}\n  \
         m = f32[{N}]{{0}} multiply(x, twos)\n  one = f32[] constant(1)\n  \
         ones = f32[{N}]{{0}} broadcast(one), dimensions={{}}\n  \
         ROOT y = f32[{N}]{{0}} add(m, ones)\n}}\n"
    )
}

fn gpu_client() -> Option<Client> {
    match pollster::block_on(make_gpu_client(Default::default())) {
        Ok(c) => Some(c),
        Err(e) => {
            gpu_skip::no_gpu("gpu client", e);
            None
        }
    }
}

fn values(a: &webxla::client::Array) -> Vec<f32> {
    a.to_literal().unwrap().as_slice::<f32>().unwrap().to_vec()
}

#[test]
fn donated_argument_is_updated_in_place() {
    let Some(c) = gpu_client() else { return };
    let dev = c.devices()[0].clone();
    let exe = c
        .compile_and_load(&step_hlo(), None, &CompileOptions::default())
        .unwrap();
    let x0: Vec<f32> = (0..N).map(|i| (i % 1000) as f32 * 0.5).collect();
    let x = c
        .buffer_from_pyval(
            &Literal::from_slice(ElementType::F32, vec![N], &x0).unwrap(),
            None,
        )
        .unwrap();
    x.block_until_ready().unwrap();
    let before = dev.memory_stats();
    let mut y = exe.execute(std::slice::from_ref(&x)).unwrap().remove(0);
    for _ in 0..2 {
        y = exe.execute(std::slice::from_ref(&y)).unwrap().remove(0);
    }
    y.block_until_ready().unwrap();
    let after = dev.memory_stats();
    assert!(x.is_deleted(), "a donated argument is consumed");
    let want: Vec<f32> = x0
        .iter()
        .map(|v| ((v * 2.0 + 1.0) * 2.0 + 1.0) * 2.0 + 1.0)
        .collect();
    assert_eq!(values(&y), want);
    assert_eq!(
        after.bytes_in_use, before.bytes_in_use,
        "three steps over a donated 1 MiB array still hold one copy"
    );
    assert!(
        after.peak_bytes_in_use < before.bytes_in_use + (N * 4) as u64,
        "no second copy was ever allocated (peak {} with {} in use before)",
        after.peak_bytes_in_use,
        before.bytes_in_use
    );
}

#[test]
fn shared_donated_buffer_is_copied_not_overwritten() {
    let Some(c) = gpu_client() else { return };
    let exe = c
        .compile_and_load(&step_hlo(), None, &CompileOptions::default())
        .unwrap();
    let x0: Vec<f32> = (0..N).map(|i| i as f32).collect();
    let x = c
        .buffer_from_pyval(
            &Literal::from_slice(ElementType::F32, vec![N], &x0).unwrap(),
            None,
        )
        .unwrap();
    let keep = x.clone_array().unwrap();
    let y = exe.execute(&[x]).unwrap().remove(0);
    let want: Vec<f32> = x0.iter().map(|v| v * 2.0 + 1.0).collect();
    assert_eq!(values(&y), want);
    assert_eq!(
        values(&keep),
        x0,
        "the array sharing the donated buffer kept its values"
    );
}

#[test]
fn compiled_stats_report_the_donated_bytes_and_the_cpu_costs() {
    let Some(c) = gpu_client() else { return };
    let cpu = webxla::client::make_cpu_client(Default::default()).unwrap();
    let opts = CompileOptions::default();
    let gpu_exe = c.compile_and_load(&step_hlo(), None, &opts).unwrap();
    let cpu_exe = cpu.compile_and_load(&step_hlo(), None, &opts).unwrap();
    // y aliases the donated x: N f32s, as XLA's alias_size_in_bytes counts it.
    assert_eq!(
        gpu_exe.get_compiled_memory_stats().alias_size_in_bytes,
        (N * 4) as u64
    );
    assert_eq!(
        cpu_exe.get_compiled_memory_stats().alias_size_in_bytes,
        (N * 4) as u64
    );
    // One cost analysis of the module for both backends: a multiply and an add per element,
    // each reading two arrays and writing one; the broadcasts read a scalar and write one.
    let cost = gpu_exe.cost_analysis();
    assert_eq!(cost, cpu_exe.cost_analysis());
    assert_eq!(cost.flops, (2 * N) as f64);
    assert_eq!(cost.transcendentals, 0.0);
    assert_eq!(
        cost.bytes_accessed,
        (2 * (3 * 4 * N) + 2 * (4 + 4 * N)) as f64
    );
}
