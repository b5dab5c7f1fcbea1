//! The HLO program the deadline and cancellation tests stop: a `while` that counts forever,
//! or to 10, doubling an f32[4] each step. Shared by the native (tests/deadlines.rs) and
//! browser (tests/web_js_api.rs) tests.

/// Counts forever when `forever`, else to 10; returns the counter and x doubled per step.
pub fn looping(forever: bool) -> String {
    let cond = if forever {
        "  t = pred[] constant(true)\n  ROOT c = pred[] and(t, t)\n"
    } else {
        "  k = s32[] constant(10)\n  ROOT c = pred[] compare(i, k), direction=LT\n"
    };
    format!(
        "HloModule spin\n\ncond {{\n  p = (s32[], f32[4]{{0}}) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n{cond}}}\n\nbody {{\n  p = (s32[], f32[4]{{0}}) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  x = f32[4]{{0}} get-tuple-element(p), index=1\n  one = s32[] constant(1)\n  j = s32[] add(i, one)\n  y = f32[4]{{0}} add(x, x)\n  ROOT t = (s32[], f32[4]{{0}}) tuple(j, y)\n}}\n\nENTRY e {{\n  x = f32[4]{{0}} parameter(0)\n  z = s32[] constant(0)\n  a = (s32[], f32[4]{{0}}) tuple(z, x)\n  w = (s32[], f32[4]{{0}}) while(a), condition=cond, body=body\n  ROOT r = f32[4]{{0}} get-tuple-element(w), index=1\n}}\n"
    )
}
