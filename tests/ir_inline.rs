//! `ir::inline_calls`: nested calls with tuple results disappear, the module still verifies,
//! and it computes the same bits on the CPU backend.

use webxla::backend::cpu::run_module;
use webxla::ir::{inline_calls, verify_module, ElementType, Literal, Op};

const NESTED: &str = r#"HloModule nested

relu {
  x = f32[4,3]{1,0} parameter(0)
  z = f32[] constant(0)
  zb = f32[4,3]{1,0} broadcast(z), dimensions={}
  ROOT m = f32[4,3]{1,0} maximum(x, zb)
}

pair {
  a = f32[4,3]{1,0} parameter(0)
  b = f32[4,3]{1,0} parameter(1)
  r = f32[4,3]{1,0} call(a), to_apply=relu
  s = f32[4,3]{1,0} subtract(r, b)
  ROOT t = (f32[4,3]{1,0}, f32[4,3]{1,0}) tuple(s, r)
}

ENTRY main {
  p = f32[4,3]{1,0} parameter(0)
  q = f32[4,3]{1,0} parameter(1)
  c = (f32[4,3]{1,0}, f32[4,3]{1,0}) call(p, q), to_apply=pair
  g0 = f32[4,3]{1,0} get-tuple-element(c), index=0
  g1 = f32[4,3]{1,0} get-tuple-element(c), index=1
  c2 = (f32[4,3]{1,0}, f32[4,3]{1,0}) call(g0, g1), to_apply=pair
  h = f32[4,3]{1,0} get-tuple-element(c2), index=1
  ROOT o = f32[4,3]{1,0} multiply(h, g1)
}
"#;

#[test]
fn nested_calls_inline_to_the_same_result() {
    let m = webxla::hlo::parse_hlo(NESTED).unwrap();
    let inlined = inline_calls(&m);
    verify_module(&inlined).unwrap();
    let entry = inlined.entry_comp();
    assert!(
        entry.instructions.iter().all(|i| !matches!(
            i.op,
            Op::Call { .. } | Op::Tuple | Op::GetTupleElement { .. }
        )),
        "{entry:#?}"
    );
    let x: Vec<f32> = (0..12).map(|i| i as f32 - 5.5).collect();
    let y: Vec<f32> = (0..12).map(|i| (i as f32 * 0.7).sin()).collect();
    let args = [
        Literal::from_slice(ElementType::F32, vec![4, 3], &x).unwrap(),
        Literal::from_slice(ElementType::F32, vec![4, 3], &y).unwrap(),
    ];
    let want = run_module(&m, &args).unwrap();
    let got = run_module(&inlined, &args).unwrap();
    assert_eq!(want.len(), got.len());
    for (w, g) in want.iter().zip(&got) {
        assert_eq!(w.bytes(), g.bytes());
    }
}

#[test]
fn modules_without_calls_are_unchanged() {
    let text =
        "HloModule m\nENTRY e {\n  x = f32[2]{0} parameter(0)\n  ROOT y = f32[2]{0} add(x, x)\n}\n";
    let m = webxla::hlo::parse_hlo(text).unwrap();
    assert!(matches!(inline_calls(&m), std::borrow::Cow::Borrowed(_)));
}
