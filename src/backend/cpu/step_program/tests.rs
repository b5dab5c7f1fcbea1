//! Compiled loop bodies against the interpreter: the same module run with and without its
//! step programs must give the same bits, and the loops meant to compile must compile.

use super::super::CpuProgram;
use crate::ir::{ElementType, Literal};
use std::sync::Arc;

/// A module's program, and the same program with its step programs removed.
fn both(text: &str) -> (CpuProgram, CpuProgram) {
    let m = Arc::new(crate::hlo::parse_hlo(text).unwrap());
    let fast = CpuProgram::new(m.clone()).unwrap();
    let mut slow = CpuProgram::new(m).unwrap();
    for c in &mut slow.plan.comps {
        c.step_programs.iter_mut().for_each(|s| *s = None);
    }
    (fast, slow)
}

fn compiled_loops(p: &CpuProgram) -> usize {
    p.plan
        .comps
        .iter()
        .flat_map(|c| &c.step_programs)
        .filter(|s| s.is_some())
        .count()
}

/// Runs both programs on `args` and checks that the outputs agree bit for bit.
fn agree(text: &str, args: &[Literal], compiled: usize) -> Vec<Literal> {
    let (fast, slow) = both(text);
    assert_eq!(compiled_loops(&fast), compiled, "compiled loops");
    let run = |p: &CpuProgram| {
        p.run(args.iter().map(|l| Arc::new(l.clone())).collect())
            .unwrap()
    };
    let (a, b) = (run(&fast), run(&slow));
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x.shape(), y.shape());
        assert_eq!(x.bytes(), y.bytes());
    }
    a.into_iter()
        .map(super::super::interp::unwrap_arc)
        .collect()
}

fn f32s(dims: &[usize], seed: u32) -> Literal {
    let n: usize = dims.iter().product();
    let v: Vec<f32> = (0..n)
        .map(|i| {
            ((i as u32).wrapping_mul(2654435761).wrapping_add(seed) % 2001) as f32 / 1000.0 - 1.0
        })
        .collect();
    Literal::from_slice(ElementType::F32, dims.to_vec(), &v).unwrap()
}

/// jax's scan RNN, its calls inlined: `h = tanh(h·w + x[i])`, `ys[i] = h`, for `t` steps of
/// width `h`; the condition `cond_root` over the counter `i` and the bound `n`.
fn rnn(t: usize, h: usize, cond_root: &str) -> String {
    format!(
        "HloModule rnn

cond {{
  p = (s32[], f32[{h}], f32[{t},{h}], f32[{t},{h}], f32[{h},{h}]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant({t})
  ROOT c = pred[] {cond_root}
}}

body {{
  p = (s32[], f32[{h}], f32[{t},{h}], f32[{t},{h}], f32[{h},{h}]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  hh = f32[{h}] get-tuple-element(p), index=1
  ys = f32[{t},{h}] get-tuple-element(p), index=2
  xs = f32[{t},{h}] get-tuple-element(p), index=3
  w = f32[{h},{h}] get-tuple-element(p), index=4
  zero = s32[] constant(0)
  xrow = f32[1,{h}] dynamic-slice(xs, i, zero), dynamic_slice_sizes={{1,{h}}}
  x = f32[{h}] reshape(xrow)
  d = f32[{h}] dot(hh, w), lhs_contracting_dims={{0}}, rhs_contracting_dims={{0}}
  s = f32[{h}] add(d, x)
  th = f32[{h}] tanh(s)
  row = f32[1,{h}] broadcast(th), dimensions={{1}}
  ys2 = f32[{t},{h}] dynamic-update-slice(ys, row, i, zero)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT r = (s32[], f32[{h}], f32[{t},{h}], f32[{t},{h}], f32[{h},{h}]) tuple(j, th, ys2, xs, w)
}}

ENTRY e {{
  h0 = f32[{h}] parameter(0)
  xs = f32[{t},{h}] parameter(1)
  w = f32[{h},{h}] parameter(2)
  z = s32[] constant(0)
  zf = f32[] constant(0)
  ys = f32[{t},{h}] broadcast(zf), dimensions={{}}
  s = (s32[], f32[{h}], f32[{t},{h}], f32[{t},{h}], f32[{h},{h}]) tuple(z, h0, ys, xs, w)
  l = (s32[], f32[{h}], f32[{t},{h}], f32[{t},{h}], f32[{h},{h}]) while(s), condition=cond, body=body
  hl = f32[{h}] get-tuple-element(l), index=1
  yl = f32[{t},{h}] get-tuple-element(l), index=2
  ROOT out = (f32[{h}], f32[{t},{h}]) tuple(hl, yl)
}}
"
    )
}

#[test]
fn scan_rnn_matches_the_interpreter() {
    // Widths around the dot's register blocks (64 and 16 columns, then one by one).
    for (t, h) in [(7, 20), (5, 64), (3, 85), (4, 1)] {
        let args = [f32s(&[h], 1), f32s(&[t, h], 2), f32s(&[h, h], 3)];
        for cond in ["compare(i, n), direction=LT", "compare(n, i), direction=GT"] {
            let out = agree(&rnn(t, h, cond), &args, 1);
            // Every row of ys was written, the last one with the final h.
            assert_eq!(out[1].bytes()[(t - 1) * h * 4..], out[0].bytes()[..]);
        }
    }
}

#[test]
fn loops_that_never_run_return_their_state() {
    let args = [f32s(&[4], 1), f32s(&[3, 4], 2), f32s(&[4, 4], 3)];
    let out = agree(&rnn(3, 4, "compare(i, n), direction=GT"), &args, 1);
    assert_eq!(out[0].bytes(), args[0].bytes());
    assert!(out[1].bytes().iter().all(|&b| b == 0));
}

/// A loop whose state leaves trade places, whose body returns one value twice and a
/// constant, updates at a clamped start, and runs ops through their allocating kernels.
const SHUFFLE: &str = "HloModule shuffle

cond {
  p = (s32[], f32[6], f32[6], f32[4,6], f32[6]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(9)
  ROOT c = pred[] compare(n, i), direction=GT
}

body {
  p = (s32[], f32[6], f32[6], f32[4,6], f32[6]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  a = f32[6] get-tuple-element(p), index=1
  b = f32[6] get-tuple-element(p), index=2
  ys = f32[4,6] get-tuple-element(p), index=3
  gt = pred[6] compare(a, b), direction=GT
  big = f32[6] select(gt, a, b)
  half = f32[] constant(0.5)
  hb = f32[6] broadcast(half), dimensions={}
  m = f32[6] multiply(a, hb)
  nb = f32[6] add(m, big)
  iv = f32[] convert(i)
  ivb = f32[6] broadcast(iv), dimensions={}
  nb2 = f32[6] subtract(nb, ivb)
  row = f32[1,6] reshape(nb2)
  two = s32[] constant(2)
  at = s32[] subtract(i, two)
  zero = s32[] constant(0)
  ys2 = f32[4,6] dynamic-update-slice(ys, row, at, zero)
  c = f32[6] constant({1, 2, 3, 4, 5, 6})
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT r = (s32[], f32[6], f32[6], f32[4,6], f32[6]) tuple(j, b, nb2, ys2, c)
}

ENTRY e {
  a = f32[6] parameter(0)
  b = f32[6] parameter(1)
  ys = f32[4,6] parameter(2)
  z = s32[] constant(0)
  s = (s32[], f32[6], f32[6], f32[4,6], f32[6]) tuple(z, a, b, ys, a)
  ROOT l = (s32[], f32[6], f32[6], f32[4,6], f32[6]) while(s), condition=cond, body=body
}
";

#[test]
fn shuffled_shared_and_clamped_state_matches_the_interpreter() {
    let args = [f32s(&[6], 4), f32s(&[6], 5), f32s(&[4, 6], 6)];
    let out = agree(SHUFFLE, &args, 1);
    assert_eq!(out[0].as_slice::<i32>().unwrap(), &[9]);
    assert_eq!(
        out[4].as_slice::<f32>().unwrap(),
        &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    );
}

#[test]
fn bodies_with_other_ops_stay_with_the_interpreter() {
    // A reduction in the body: no step program, same results.
    let text = rnn(3, 4, "compare(i, n), direction=LT").replace(
        "  th = f32[4] tanh(s)\n",
        "  th0 = f32[4] tanh(s)\n  zr = f32[] constant(0)\n  sum = f32[] reduce(th0, zr), dimensions={0}, to_apply=add\n  sb = f32[4] broadcast(sum), dimensions={}\n  th = f32[4] add(th0, sb)\n",
    );
    let text = text.replace(
        "cond {",
        "add {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT r = f32[] add(x, y)\n}\n\ncond {",
    );
    let args = [f32s(&[4], 1), f32s(&[3, 4], 2), f32s(&[4, 4], 3)];
    agree(&text, &args, 0);
}

#[test]
fn the_plan_dump_names_compiled_loops() {
    let (fast, _) = both(&rnn(3, 4, "compare(i, n), direction=LT"));
    use crate::backend::Program;
    assert!(
        fast.dump().contains("compiled loop body"),
        "{}",
        fast.dump()
    );
}
