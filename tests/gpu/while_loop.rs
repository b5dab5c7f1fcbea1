//! Counted while loops on the GPU (jax's fori_loop/scan shape: `i < bound`, `i + 1`): they run
//! without a predicate read back per iteration, and give the CPU backend's bits for every
//! starting counter (zero, some and no iterations, negative starts), constant and carried
//! bounds, and u32 counters; a loop of another shape keeps its predicate. Without an adapter
//! it fails (`gpu_skip`: unless GPU tests are skipped explicitly).

use crate::gpu_common;
use gpu_common::gpu_or_skip;
use std::sync::Arc;
use webxla::backend::cpu::CpuBackend;
use webxla::backend::gpu::{GpuBackend, GpuOptions};
use webxla::backend::Backend;
use webxla::ir::{ElementType, Literal};

/// A loop over (counter, f32[3] value, bound) doubling and shifting the value each step.
fn module(ty: &str, cond_root: &str) -> String {
    format!(
        "HloModule w\n\ncond {{\n  p = ({ty}[], f32[3]{{0}}, {ty}[]) parameter(0)\n  i = {ty}[] get-tuple-element(p), index=0\n  n = {ty}[] get-tuple-element(p), index=2\n  k = {ty}[] constant(12)\n  ROOT c = pred[] {cond_root}\n}}\n\nbody {{\n  p = ({ty}[], f32[3]{{0}}, {ty}[]) parameter(0)\n  i = {ty}[] get-tuple-element(p), index=0\n  x = f32[3]{{0}} get-tuple-element(p), index=1\n  n = {ty}[] get-tuple-element(p), index=2\n  one = {ty}[] constant(1)\n  j = {ty}[] add(i, one)\n  h = f32[] constant(0.5)\n  hb = f32[3]{{0}} broadcast(h), dimensions={{}}\n  y = f32[3]{{0}} add(x, x)\n  z = f32[3]{{0}} add(y, hb)\n  ROOT t = ({ty}[], f32[3]{{0}}, {ty}[]) tuple(j, z, n)\n}}\n\nENTRY e {{\n  i0 = {ty}[] parameter(0)\n  x0 = f32[3]{{0}} parameter(1)\n  n0 = {ty}[] parameter(2)\n  a = ({ty}[], f32[3]{{0}}, {ty}[]) tuple(i0, x0, n0)\n  w = ({ty}[], f32[3]{{0}}, {ty}[]) while(a), condition=cond, body=body\n  ri = {ty}[] get-tuple-element(w), index=0\n  rx = f32[3]{{0}} get-tuple-element(w), index=1\n  ROOT r = ({ty}[], f32[3]{{0}}) tuple(ri, rx)\n}}\n"
    )
}

fn scalar(ty: ElementType, v: i64) -> Literal {
    match ty {
        ElementType::S32 => Literal::scalar(ty, v as i32).unwrap(),
        _ => Literal::scalar(ty, v as u32).unwrap(),
    }
}

#[test]
fn counted_loops_match_cpu_for_every_start() {
    let Some(gpu) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let cases = [
        ("s32", ElementType::S32, "compare(i, k), direction=LT", true),
        ("s32", ElementType::S32, "compare(i, n), direction=LT", true),
        ("u32", ElementType::U32, "compare(i, n), direction=LT", true),
        (
            "s32",
            ElementType::S32,
            "compare(i, n), direction=LE",
            false,
        ),
    ];
    let x = Literal::from_slice(ElementType::F32, vec![3], &[1.0f32, -2.0, 0.25]).unwrap();
    for (tyname, ty, cond, counted) in cases {
        let text = module(tyname, cond);
        let m = Arc::new(webxla::hlo::parse_hlo(&text).unwrap());
        let p = gpu.compile(m.clone()).unwrap();
        assert_eq!(p.dump().contains("counted while"), counted, "{cond}");
        let c = cpu.compile(m).unwrap();
        let starts: &[i64] = if ty == ElementType::S32 {
            &[0, 5, 12, 13, 40, -7]
        } else {
            &[0, 5, 12, 13, 40]
        };
        // (start, carried bound): the constant-bound loop ignores the second; 600 iterations
        // span several submissions.
        let mut runs: Vec<(i64, i64)> = starts.iter().map(|&s| (s, 12)).collect();
        runs.push((0, 600));
        for (i0, n0) in runs {
            let args = [scalar(ty, i0), x.clone(), scalar(ty, n0)];
            let mut outs = Vec::new();
            for (be, prog) in [(&gpu as &dyn Backend, &p), (&cpu as &dyn Backend, &c)] {
                let bufs: Vec<_> = args.iter().map(|a| be.upload(a).unwrap()).collect();
                let r = pollster::block_on(prog.execute(bufs, Default::default())).unwrap();
                let lits: Vec<Literal> = r
                    .iter()
                    .map(|b| pollster::block_on(be.download(b)).unwrap())
                    .collect();
                outs.push(lits);
            }
            for k in 0..2 {
                assert_eq!(
                    outs[0][k].bytes(),
                    outs[1][k].bytes(),
                    "{tyname} {cond}, start {i0}, bound {n0}, output {k}"
                );
            }
        }
    }
}

/// A loop followed by an elementwise kernel over the binding budget (nine arrays in, one out,
/// where WebGPU allows eight storage buffers per stage): planning retries that kernel with
/// more values materialised, and the loop body planned on the first attempt must not keep
/// kernel indices that the retry hands to other kernels.
fn loop_then_wide_kernel() -> String {
    let mut entry = String::from("ENTRY e {\n  n0 = s32[] constant(0)\n");
    for k in 0..9 {
        entry += &format!("  a{k} = f32[4]{{0}} parameter({k})\n");
    }
    entry += "  t0 = (s32[], f32[4]{0}) tuple(n0, a0)\n  w = (s32[], f32[4]{0}) while(t0), condition=cond, body=body\n  r = f32[4]{0} get-tuple-element(w), index=1\n";
    let mut acc = "r".to_string();
    for k in 1..9 {
        entry += &format!("  s{k} = f32[4]{{0}} multiply({acc}, a{k})\n");
        acc = format!("s{k}");
    }
    entry += &format!("  ROOT out = f32[4]{{0}} add({acc}, r)\n}}\n");
    format!(
        "HloModule retry\n\ncond {{\n  p = (s32[], f32[4]{{0}}) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  k = s32[] constant(3)\n  ROOT c = pred[] compare(i, k), direction=LT\n}}\n\nbody {{\n  p = (s32[], f32[4]{{0}}) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  x = f32[4]{{0}} get-tuple-element(p), index=1\n  one = s32[] constant(1)\n  j = s32[] add(i, one)\n  h = f32[] constant(0.5)\n  hb = f32[4]{{0}} broadcast(h), dimensions={{}}\n  y = f32[4]{{0}} add(x, hb)\n  ROOT t = (s32[], f32[4]{{0}}) tuple(j, y)\n}}\n\n{entry}"
    )
}

/// Planning alone (no device): the kernels of the retried plan are each used by exactly one
/// step, which `plan_module` checks for every plan it returns.
#[test]
fn loop_body_survives_a_budget_retry_in_planning() {
    let m = webxla::hlo::parse_hlo(&loop_then_wide_kernel()).unwrap();
    let kernels = webxla::backend::gpu::generate_kernels(&m).expect("plan is consistent");
    let names: Vec<&str> = kernels.iter().map(|k| k.0.as_str()).collect();
    // The body's `x + 0.5` has a kernel of its own besides the outer computation's.
    assert_eq!(
        names.iter().filter(|n| n.starts_with("add_y")).count(),
        1,
        "{names:?}"
    );
}

#[test]
fn loop_body_survives_a_budget_retry() {
    let Some(adapter_limits) = gpu_or_skip() else {
        return;
    };
    drop(adapter_limits);
    // WebGPU's default limits, as a browser grants them: the wide kernel is over budget.
    let gpu = pollster::block_on(GpuBackend::new(GpuOptions {
        webgpu_default_limits: true,
        ..GpuOptions::default()
    }))
    .expect("a device with WebGPU's default limits");
    let cpu = CpuBackend::with_ieee_subnormals();
    let m = Arc::new(webxla::hlo::parse_hlo(&loop_then_wide_kernel()).unwrap());
    let args: Vec<Literal> = (0..9)
        .map(|k| {
            let v: Vec<f32> = (0..4).map(|i| (k * 4 + i) as f32 * 0.25 - 1.0).collect();
            Literal::from_slice(ElementType::F32, vec![4], &v).unwrap()
        })
        .collect();
    let mut outs = Vec::new();
    for be in [&gpu as &dyn Backend, &cpu as &dyn Backend] {
        let prog = be.compile(m.clone()).unwrap();
        let bufs: Vec<_> = args.iter().map(|a| be.upload(a).unwrap()).collect();
        let r = pollster::block_on(prog.execute(bufs, Default::default())).unwrap();
        outs.push(pollster::block_on(be.download(&r[0])).unwrap());
    }
    assert_eq!(
        outs[0].bytes(),
        outs[1].bytes(),
        "gpu {:?} cpu {:?}",
        outs[0],
        outs[1]
    );
}
