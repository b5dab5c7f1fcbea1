//! LAPACK's Cholesky (`lapack_spotrf_ffi`, what jax's `cholesky` lowers to) for batches of
//! small f32 matrices as one WGSL kernel, instead of a host step's readback, CPU run and
//! upload: one invocation per matrix runs the CPU backend's unblocked potf2
//! (`cpu/lapack::potrf`) in its order of operations, so results match it to the rounding of
//! the device's multiply-subtract (its bits where the driver does not fuse them), with
//! LAPACK's info and the other triangle kept. Larger matrices, the other routines and the
//! other types stay host steps (`host_step`); so does a target the program registered a host
//! function for.
//!
//! Why only small ones: one invocation walks a whole matrix serially, in global memory. On
//! lavapipe (2026-11-26, 2 shared Zen 4 cores, `webxla bench` medians of jax's cholesky
//! programs, kernel against host step) it won at 1×8 (92–123 µs against 230–249), 1×32
//! (210–218 against 248–275) and 256×8 (416–424 against 452–612), tied at 4096×4, and lost
//! at 1024×16 (5.1–6.6 ms against 3.8–4.1) and 64×32 (2.2–3.8 ms against 1.3–1.4): the
//! host step's fixed cost (a flush, a readback, an upload) is what the kernel saves, and the
//! serial work is what it spends. `MAX_WORK` puts the line there. A real GPU, where the
//! readback crosses a bus, would move it up; it was not measured (no device this session).

use super::emit::{array_of, Ctx, EResult, Gen, KernelText};
use super::plan::sanitize;
use super::wgsl::{Helper, Wgsl};
use crate::error::Error;
use crate::ir::{ElementType, InstId, Op};

/// The largest matrix order the kernel takes.
pub(crate) const MAX_N: usize = 32;
/// The most work (batch × n³) the kernel takes.
pub(crate) const MAX_WORK: usize = 1 << 17;

/// `Some(lower)` when custom call `id` is a batched f32 potrf this kernel computes: target
/// `lapack_spotrf_ffi` (not registered by the program), a valid `uplo`, an f32 operand of
/// square matrices of order 1 to `MAX_N`, and jax's (factor, info) result.
pub(crate) fn batched_potrf(cx: &Ctx, id: InstId) -> Option<bool> {
    let inst = cx.comp.inst(id);
    let Op::CustomCall(attrs) = &inst.op else {
        return None;
    };
    if attrs.target != "lapack_spotrf_ffi"
        || crate::backend::cpu::custom_call::is_registered(&attrs.target)
    {
        return None;
    }
    let lower = crate::backend::cpu::lapack::potrf_lower(&attrs.target, &attrs.backend_config)?;
    let [x] = inst.operands.as_slice() else {
        return None;
    };
    let a = cx.comp.inst(*x).shape.as_array()?;
    let outs = inst.shape.as_tuple()?;
    let rank = a.dims.len();
    if a.ty != ElementType::F32 || rank < 2 || a.dims[rank - 1] != a.dims[rank - 2] {
        return None;
    }
    let n = a.dims[rank - 1];
    let batch: usize = a.dims[..rank - 2].iter().product();
    let fits = match outs {
        [f, info] => {
            // Layouts are annotations here: arrays are stored in row-major logical order.
            f.as_array()
                .is_some_and(|f| f.ty == a.ty && f.dims == a.dims)
                && info
                    .as_array()
                    .is_some_and(|i| i.ty == ElementType::S32 && i.dims == a.dims[..rank - 2])
        }
        _ => false,
    };
    let small =
        (1..=MAX_N).contains(&n) && batch > 0 && batch.saturating_mul(n * n * n) <= MAX_WORK;
    (fits && small).then_some(lower)
}

/// The kernel computing custom call `id` when it is a potrf `batched_potrf` accepts, else
/// `None` (a host step).
pub(crate) fn potrf_kernel(cx: &Ctx, id: InstId, workgroup: u32) -> EResult<Option<KernelText>> {
    let Some(lower) = batched_potrf(cx, id) else {
        return Ok(None);
    };
    let inst = cx.comp.inst(id);
    let x = inst.operands[0];
    let a = array_of(&cx.comp.inst(x).shape, "custom-call")?.clone();
    let outs: Vec<_> = inst.shape.leaves().into_iter().cloned().collect();
    let rank = a.dims.len();
    let n = a.dims[rank - 1];
    let batch: usize = a.dims[..rank - 2].iter().product();
    let mut g = Gen::new(cx, 2);
    let load = g.val(x, "base + e")?;
    let sqrt = g.helpers().call(Helper::Fsqrt, "d");
    let recip = g.helpers().call(Helper::Fdiv, "1.0, djj");
    // Element (i, j) of the lower factor (i >= j); an upper factor is stored transposed.
    let at = |i: &str, j: &str| {
        if lower {
            format!("base + ({i}) * {n}u + ({j})")
        } else {
            format!("base + ({j}) * {n}u + ({i})")
        }
    };
    let get = |i: &str, j: &str| format!("bitcast<f32>(out0[{}])", at(i, j));
    let mut b = Wgsl::new();
    b.open_flat(format!("if (t < {batch}u)"));
    b.line(format!("let base = t * {}u;", n * n));
    b.open_flat(format!("for (var e = 0u; e < {}u; e = e + 1u)", n * n));
    b.line(format!("out0[base + e] = bitcast<u32>({load});"));
    b.close();
    b.line("var info = 0i;");
    b.open_flat(format!("for (var j = 0u; j < {n}u; j = j + 1u)"));
    b.line(format!("var d = {};", get("j", "j")));
    b.open_flat("for (var k = 0u; k < j; k = k + 1u)");
    b.line(format!("let l = {};", get("j", "k")));
    b.line("d = d - l * l;");
    b.close();
    // `!(d > 0)` also stops at NaN, as LAPACK does.
    b.open_flat("if (!(d > 0.0))");
    b.line(format!("out0[{}] = bitcast<u32>(d);", at("j", "j")));
    b.line("info = i32(j) + 1i;");
    b.line("break;");
    b.close();
    b.line(format!("let djj = {sqrt};"));
    b.line(format!("out0[{}] = bitcast<u32>(djj);", at("j", "j")));
    b.line(format!("let r = {recip};"));
    b.open_flat(format!("for (var i = j + 1u; i < {n}u; i = i + 1u)"));
    b.line(format!("var s = {};", get("i", "j")));
    b.open_flat("for (var k = 0u; k < j; k = k + 1u)");
    b.line(format!("s = s - {} * {};", get("i", "k"), get("j", "k")));
    b.close();
    b.line(format!("out0[{}] = bitcast<u32>(s * r);", at("i", "j")));
    b.close();
    b.close();
    b.line("out1[t] = bitcast<u32>(info);");
    b.close();
    if outs.len() != 2 {
        return Err(Error::internal("potrf kernel: the result is not (factor, info)").into());
    }
    let name = format!("potrf_{}", sanitize(&inst.name));
    Ok(Some(g.kernel(name, outs, b, batch as u64, workgroup)))
}
