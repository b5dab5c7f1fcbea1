//! Dynamic-update-slice in place: a kernel of one invocation per *update* element that writes
//! the update into the operand's buffer, instead of one per output element copying the whole
//! operand. A scan writing one row per step into a `[steps, ...]` array (jax's `lax.scan`
//! outputs) then costs a row per step, not the whole array. The buffer is the operand's own
//! when nothing else holds it; otherwise `program::dispatch` copies it first (the same
//! mechanism as donated arguments, `KernelText::in_place`), so the result is always XLA's.
//!
//! Only for 32-bit element types (narrower ones share words between invocations), a
//! materialised operand that this is the only reader of, and an update that does not read the
//! operand itself.

use super::dtype;
use super::emit::{array_of, coords, linear, Binding, Ctx, EResult, Gen, KernelText};
use super::wgsl::Wgsl;
use crate::ir::{ElementType, InstId, Op};

/// The in-place kernel for dynamic-update-slice `id`, or `None` to use the general one.
pub(crate) fn in_place_kernel(cx: &Ctx, id: InstId) -> EResult<Option<KernelText>> {
    let inst = cx.comp.inst(id);
    if !matches!(inst.op, Op::DynamicUpdateSlice) {
        return Ok(None);
    }
    let out = array_of(&inst.shape, "dynamic-update-slice")?;
    let (o, upd) = (inst.operands[0], inst.operands[1]);
    let ud = array_of(&cx.comp.inst(upd).shape, "dynamic-update-slice")?
        .dims
        .clone();
    let n: usize = ud.iter().product();
    // The buffer is written over, so no later step may read the operand: this must be its
    // only reader (the root or a tuple holds its own reference, which forces the copy).
    let only_reader = cx
        .comp
        .instructions
        .iter()
        .enumerate()
        .all(|(k, x)| k == id.index() || !x.operands.contains(&o));
    if !cx.mat.is_materialised(o)
        || !only_reader
        || o == cx.comp.root
        || n == 0
        || !matches!(
            out.ty,
            ElementType::F32 | ElementType::S32 | ElementType::U32
        )
    {
        return Ok(None);
    }
    let mut g = Gen::new(cx, 1);
    let mut b = Wgsl::new();
    b.line(format!("if (t >= {n}u) {{ return; }}"));
    b.line("let e = t;");
    coords(&mut b, &ud, "e", "c");
    let mut cs = Vec::new();
    for (k, (&d, &u)) in out.dims.iter().zip(&ud).enumerate() {
        let s = g.start_index(id, k + 2, d.saturating_sub(u), &mut b, k)?;
        cs.push(format!("{s} + c{k}"));
    }
    let v = g.val(upd, "e")?;
    // An update or index that reads the operand would race with the writes.
    if g.inputs().iter().any(|x| x.slot == o.index()) {
        return Ok(None);
    }
    // The operand's buffer, read from output 0: the kernel's `in_place` input.
    g.bind(Binding {
        slot: o.index(),
        leaf: 0,
        ty: out.ty,
    })?;
    g.read_in_place(Some(o.index()));
    let bits = dtype::bits_expr(out.ty, &v, g.helpers());
    b.line(format!("out0[{}] = {bits};", linear(&cs, &out.dims)));
    let name = format!("dus_in_place_{}", super::plan::sanitize(&inst.name));
    let k = g.kernel(
        name,
        vec![out.clone()],
        b,
        n as u64,
        cx.limits.workgroup_size(),
    );
    debug_assert!(k.in_place.is_some());
    Ok(Some(k))
}
