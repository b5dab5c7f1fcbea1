//! Sibling reductions of one array (computed in one sweep on the CPU) against the same
//! reductions run one per module: rows, whole-array sums and max/min are bit-identical; column
//! sums add per-band partials, so they are compared with a float tolerance.

use std::sync::Arc;
use webxla::backend::cpu::CpuBackend;
use webxla::backend::Backend;
use webxla::ir::{ElementType, Literal};

fn run(text: &str, x: &Literal) -> Vec<Literal> {
    let be = CpuBackend::new();
    let m = webxla::hlo::parse_hlo(text).unwrap();
    let p = be.compile(Arc::new(m)).unwrap();
    let b = be.upload(x).unwrap();
    let outs = pollster::block_on(p.execute(vec![b], Default::default())).unwrap();
    outs.iter()
        .map(|o| pollster::block_on(be.download(o)).unwrap())
        .collect()
}

const HEAD: &str = "HloModule m
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
max { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT m = f32[] maximum(a, b) }
min { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT m = f32[] minimum(a, b) }
";

/// (name, output shape, body lines computing `out` from `x`).
fn reductions(r: usize, c: usize) -> Vec<(&'static str, String, String)> {
    vec![
        ("row sums", format!("f32[{r}]{{0}}"),
         format!("z = f32[] constant(0.5)\n  out = f32[{r}]{{0}} reduce(x, z), dimensions={{1}}, to_apply=add")),
        ("column max", format!("f32[{c}]{{0}}"),
         format!("z = f32[] constant(-inf)\n  out = f32[{c}]{{0}} reduce(x, z), dimensions={{0}}, to_apply=max")),
        ("sum of squares", "f32[]".to_string(),
         format!("z = f32[] constant(0)\n  sq = f32[{r},{c}]{{1,0}} multiply(x, x)\n  out = f32[] reduce(sq, z), dimensions={{0,1}}, to_apply=add")),
        ("min of exp rows", format!("f32[{r}]{{0}}"),
         format!("z = f32[] constant(inf)\n  e = f32[{r},{c}]{{1,0}} exponential(x)\n  out = f32[{r}]{{0}} reduce(e, z), dimensions={{1}}, to_apply=min")),
        ("column sums", format!("f32[{c}]{{0}}"),
         format!("z = f32[] constant(0)\n  out = f32[{c}]{{0}} reduce(x, z), dimensions={{0}}, to_apply=add")),
    ]
}

fn check(r: usize, c: usize) {
    let vals: Vec<f32> = (0..r * c)
        .map(|i| {
            ((i as u32).wrapping_mul(2654435761) >> 8) as f32 / (1u32 << 24) as f32 * 6.0 - 3.0
        })
        .collect();
    let x = Literal::from_slice(ElementType::F32, vec![r, c], &vals).unwrap();
    let reds = reductions(r, c);
    // Together: one module, every reduction of the same parameter.
    let mut body = String::new();
    let mut shapes = Vec::new();
    let mut names = Vec::new();
    for (k, (_, shape, lines)) in reds.iter().enumerate() {
        let renamed = lines
            .replace("z ", &format!("z{k} "))
            .replace("z)", &format!("z{k})"))
            .replace("sq", &format!("sq{k}"))
            .replace("e = ", &format!("e{k} = "))
            .replace("(e,", &format!("(e{k},"))
            .replace("out", &format!("out{k}"));
        body.push_str(&format!("  {renamed}\n"));
        shapes.push(shape.clone());
        names.push(format!("out{k}"));
    }
    let together = format!(
        "{HEAD}ENTRY e {{\n  x = f32[{r},{c}]{{1,0}} parameter(0)\n{body}  ROOT t = ({}) tuple({})\n}}\n",
        shapes.join(", "),
        names.join(", ")
    );
    let all = run(&together, &x);
    for (k, (name, shape, lines)) in reds.iter().enumerate() {
        let alone = format!(
            "{HEAD}ENTRY e {{\n  x = f32[{r},{c}]{{1,0}} parameter(0)\n  {lines}\n  ROOT t = ({shape}) tuple(out)\n}}\n"
        );
        let want = &run(&alone, &x)[0];
        let got = &all[k];
        assert_eq!(got.dims(), want.dims(), "{name}");
        let (g, w) = (
            got.as_slice::<f32>().unwrap(),
            want.as_slice::<f32>().unwrap(),
        );
        if *name == "column sums" {
            for (i, (a, b)) in g.iter().zip(w).enumerate() {
                assert!(
                    (a - b).abs() <= 1e-5 * (r as f32) * b.abs().max(1.0),
                    "{name}[{i}]: {a} vs {b}"
                );
            }
        } else {
            assert!(
                got.bytes() == want.bytes(),
                "{name} ({r}x{c}): sibling sweep differs from a lone reduction"
            );
        }
    }
}

#[test]
fn sibling_reductions_match_lone_reductions() {
    check(256, 1024);
    check(2048, 1024);
    check(64, 8192);
    // A row length that does not divide the 32768-element sum piece: the set is not formed
    // (the band would be too long), and results are still right.
    check(300, 1000);
}

/// Softmax's `exp` is stored (for the division) and summed in the same sweep; the sum must
/// equal the one from a module where `exp` feeds only the reduction.
#[test]
fn stored_and_reduced_group_matches_lone_reduction() {
    let (r, c) = (300, 700);
    let vals: Vec<f32> = (0..r * c)
        .map(|i| {
            ((i as u32).wrapping_mul(2654435761) >> 8) as f32 / (1u32 << 24) as f32 * 8.0 - 4.0
        })
        .collect();
    let x = Literal::from_slice(ElementType::F32, vec![r, c], &vals).unwrap();
    for (red, init) in [("add", "0"), ("max", "-inf"), ("min", "inf")] {
        let both = format!(
            "{HEAD}ENTRY e {{\n  x = f32[{r},{c}]{{1,0}} parameter(0)\n  e = f32[{r},{c}]{{1,0}} exponential(x)\n  z = f32[] constant({init})\n  s = f32[{r}]{{0}} reduce(e, z), dimensions={{1}}, to_apply={red}\n  b = f32[{r},{c}]{{1,0}} broadcast(s), dimensions={{0}}\n  d = f32[{r},{c}]{{1,0}} divide(e, b)\n  ROOT t = (f32[{r}]{{0}}, f32[{r},{c}]{{1,0}}) tuple(s, d)\n}}\n"
        );
        let lone = format!(
            "{HEAD}ENTRY e {{\n  x = f32[{r},{c}]{{1,0}} parameter(0)\n  e = f32[{r},{c}]{{1,0}} exponential(x)\n  z = f32[] constant({init})\n  s = f32[{r}]{{0}} reduce(e, z), dimensions={{1}}, to_apply={red}\n  ROOT t = (f32[{r}]{{0}}) tuple(s)\n}}\n"
        );
        let got = run(&both, &x);
        let want = run(&lone, &x);
        assert!(got[0].bytes() == want[0].bytes(), "{red}: the sum differs");
        let (s, d) = (
            got[0].as_slice::<f32>().unwrap(),
            got[1].as_slice::<f32>().unwrap(),
        );
        for i in 0..r {
            for j in (0..c).step_by(97) {
                // libm's exp may differ from webxla's by an ulp.
                let want = vals[i * c + j].exp() / s[i];
                let got = d[i * c + j];
                assert!(
                    (got - want).abs() <= 1e-6 * want.abs(),
                    "{red} [{i},{j}]: {got} vs {want}"
                );
            }
        }
    }
}
