//! Dynamic-update-slice written in place on the GPU: the kernel writes only the update; the
//! operand's buffer is reused only when nothing else can see it. Checked against the CPU
//! backend: an argument the caller still holds is unchanged after the call, an operand read
//! again later keeps its old value there, an update that reads its own operand, clamped
//! start indices, and a scan filling its output one row per step. Without an adapter it
//! fails (`gpu_skip`: unless GPU tests are skipped explicitly).

use crate::gpu_common;
use gpu_common::gpu_or_skip;
use std::sync::Arc;
use webxla::backend::cpu::CpuBackend;
use webxla::backend::Backend;
use webxla::ir::{ElementType, Literal};

fn run(be: &dyn Backend, text: &str, args: &[Literal]) -> (Vec<Literal>, Vec<Literal>, String) {
    let p = be
        .compile(Arc::new(webxla::hlo::parse_hlo(text).unwrap()))
        .unwrap();
    let bufs: Vec<_> = args.iter().map(|a| be.upload(a).unwrap()).collect();
    let outs = pollster::block_on(p.execute(bufs.clone(), Default::default())).unwrap();
    let get = |b: &webxla::backend::BufferRef| pollster::block_on(be.download(b)).unwrap();
    (
        outs.iter().map(get).collect(),
        bufs.iter().map(get).collect(),
        p.dump(),
    )
}

fn check(text: &str, args: &[Literal], in_place: bool) {
    let Some(gpu) = gpu_or_skip() else { return };
    let (want, _, _) = run(&CpuBackend::with_ieee_subnormals(), text, args);
    let (got, after, dump) = run(&gpu, text, args);
    assert_eq!(dump.contains("dus_in_place"), in_place, "{text}");
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g.bytes(), w.bytes(), "output {k} of\n{text}");
    }
    for (k, (a, x)) in after.iter().zip(args).enumerate() {
        assert_eq!(a.bytes(), x.bytes(), "argument {k} changed by\n{text}");
    }
}

fn f32s(dims: &[usize], f: impl Fn(usize) -> f32) -> Literal {
    let n: usize = dims.iter().product();
    let v: Vec<f32> = (0..n).map(f).collect();
    Literal::from_slice(ElementType::F32, dims.to_vec(), &v).unwrap()
}

fn s32(v: i32) -> Literal {
    Literal::scalar(ElementType::S32, v).unwrap()
}

#[test]
fn update_of_a_held_argument_leaves_it_unchanged() {
    let text = "HloModule d\nENTRY e {\n  x = f32[6,4]{1,0} parameter(0)\n  u = f32[2,4]{1,0} parameter(1)\n  i = s32[] parameter(2)\n  z = s32[] constant(0)\n  ROOT y = f32[6,4]{1,0} dynamic-update-slice(x, u, i, z)\n}\n";
    for start in [0, 3, 5, 9, -2] {
        let args = [
            f32s(&[6, 4], |k| k as f32),
            f32s(&[2, 4], |k| -(k as f32) - 0.5),
            s32(start),
        ];
        check(text, &args, true);
    }
}

#[test]
fn operand_read_again_or_read_by_the_update_is_not_overwritten() {
    let later = "HloModule d\nENTRY e {\n  x = f32[6,4]{1,0} parameter(0)\n  u = f32[2,4]{1,0} parameter(1)\n  i = s32[] parameter(2)\n  z = s32[] constant(0)\n  y = f32[6,4]{1,0} dynamic-update-slice(x, u, i, z)\n  ROOT s = f32[6,4]{1,0} add(x, y)\n}\n";
    let args = [
        f32s(&[6, 4], |k| k as f32),
        f32s(&[2, 4], |k| k as f32 * 0.25),
        s32(2),
    ];
    check(later, &args, false);
    let own = "HloModule d\nENTRY e {\n  p = f32[6,4]{1,0} parameter(0)\n  one = f32[] constant(1)\n  b = f32[6,4]{1,0} broadcast(one), dimensions={}\n  x = f32[6,4]{1,0} add(p, b)\n  u = f32[2,4]{1,0} slice(x), slice={[1:3], [0:4]}\n  i = s32[] parameter(1)\n  z = s32[] constant(0)\n  ROOT y = f32[6,4]{1,0} dynamic-update-slice(x, u, i, z)\n}\n";
    check(own, &[f32s(&[6, 4], |k| k as f32), s32(3)], false);
}

#[test]
fn scan_fills_its_output_in_place() {
    let text = "HloModule s\n\ncond {\n  p = (s32[], f32[4]{0}, f32[8,4]{1,0}) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  n = s32[] constant(8)\n  ROOT c = pred[] compare(i, n), direction=LT\n}\n\nbody {\n  p = (s32[], f32[4]{0}, f32[8,4]{1,0}) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  h = f32[4]{0} get-tuple-element(p), index=1\n  ys = f32[8,4]{1,0} get-tuple-element(p), index=2\n  one = s32[] constant(1)\n  j = s32[] add(i, one)\n  h2 = f32[4]{0} multiply(h, h)\n  r = f32[1,4]{1,0} reshape(h2)\n  z = s32[] constant(0)\n  ys2 = f32[8,4]{1,0} dynamic-update-slice(ys, r, i, z)\n  ROOT t = (s32[], f32[4]{0}, f32[8,4]{1,0}) tuple(j, h2, ys2)\n}\n\nENTRY e {\n  h0 = f32[4]{0} parameter(0)\n  i0 = s32[] constant(0)\n  zero = f32[] constant(0)\n  ys0 = f32[8,4]{1,0} broadcast(zero), dimensions={}\n  a = (s32[], f32[4]{0}, f32[8,4]{1,0}) tuple(i0, h0, ys0)\n  w = (s32[], f32[4]{0}, f32[8,4]{1,0}) while(a), condition=cond, body=body\n  ROOT ys = f32[8,4]{1,0} get-tuple-element(w), index=2\n}\n";
    check(text, &[f32s(&[4], |k| 1.0 + k as f32 * 0.01)], true);
}
