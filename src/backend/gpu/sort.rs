//! Sort as a bitonic sort of a permutation, then one gather of every operand through it.
//!
//! Each row (all elements along the sort dimension for one position of the other dimensions)
//! is padded to a power of two `np`; the sort orders `u32` positions, so operands of any type
//! (sub-word ones included) are only read, never moved, until the final gather. Positions
//! `>= len` are padding: they compare greater than every real position (and among themselves
//! by position), so they never move into the real range. Real positions compare by the
//! comparator, and ties (neither a<b nor b<a) by position, which makes every sort stable: the
//! CPU backend's merge sort is stable too, so results agree bit for bit whenever the
//! comparator is a strict weak order.
//!
//! Top-k is the same sort in XLA's total order (largest or smallest first, ties to the lower
//! index) followed by a gather of the first k of each row.
//!
//! Passes: stages whose partner distance fits in one workgroup's block run in workgroup
//! memory (one kernel for all of them); wider stages are one kernel each. This module only
//! generates kernels; it does not decide what is materialised.

use super::device::DeviceLimits;
use super::dtype;
use super::emit::{array_of, store_body, Ctx, EResult, Gen, KernelText};
use super::plan::sanitize;
use super::wgsl::{Helper, Helpers, Wgsl};
use crate::error::Error;
use crate::ir::{ArrayShape, CompId, ElementType, InstId};

/// How positions are ordered.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Order {
    /// By a comparator computation (sort), over all operands.
    Comparator(CompId),
    /// By the single operand in XLA's total order (top-k), largest or smallest first.
    TopK { largest: bool },
}

/// Where a sort kernel's output goes: the permutation slot or the sort's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Dest {
    Perm,
    Value,
}

/// The geometry of one sort.
struct Rows {
    /// Elements along the sort dimension.
    len: usize,
    /// Distance between consecutive elements of a row.
    stride: usize,
    /// Padded row length (a power of two).
    np: usize,
    /// Number of rows.
    rows: usize,
    /// Workgroup block (a power of two, at most `np`): positions sorted in workgroup memory.
    block: usize,
}

/// Kernels computing sort instruction `id`, in order, each with where it writes.
pub(crate) fn sort_kernels(
    cx: &Ctx,
    id: InstId,
    dim: usize,
    order: Order,
    perm_slot: usize,
    limits: &DeviceLimits,
) -> EResult<Vec<(KernelText, Dest)>> {
    let inst = cx.comp.inst(id);
    let outs: Vec<ArrayShape> = inst.shape.leaves().into_iter().cloned().collect();
    let first_in = inst
        .operands
        .first()
        .ok_or_else(|| Error::invalid_program("sort with no operands"))?;
    let first = array_of(&cx.comp.inst(*first_in).shape, inst.op.name())?;
    let topk = match order {
        Order::Comparator(_) => {
            if inst.operands.len() != outs.len() {
                return Err(
                    Error::invalid_program("sort: operand and result counts differ").into(),
                );
            }
            None
        }
        Order::TopK { .. } => {
            let k = outs
                .first()
                .and_then(|a| a.dims.last())
                .copied()
                .unwrap_or(0);
            if outs.len() != 2 || k > first.dims.get(dim).copied().unwrap_or(0) {
                return Err(Error::invalid_program(format!(
                    "topk: k = {k} exceeds the last dimension"
                ))
                .into());
            }
            Some(k)
        }
    };
    let dims = first.dims.clone();
    if dim >= dims.len() {
        return Err(Error::invalid_program(format!(
            "sort: dimension {dim} out of range for rank {}",
            dims.len()
        ))
        .into());
    }
    let len = dims[dim];
    let stride: usize = dims[dim + 1..].iter().product();
    let outer: usize = dims[..dim].iter().product();
    let total = first.element_count();
    let name = sanitize(&inst.name);
    if len <= 1 || total == 0 {
        return Ok(vec![(
            gather(cx, id, &outs, None, topk, len, limits, &name)?,
            Dest::Value,
        )]);
    }
    let np = len.next_power_of_two();
    let rows = outer * stride;
    if (rows as u64) * (np as u64) > u32::MAX as u64 / 2 {
        return Err(Error::resource_exhausted(format!(
            "sort: {rows} rows of {len} elements are too many for 32-bit positions on the gpu backend"
        ))
        .into());
    }
    // Largest power of two not above the device's workgroup size; a block holds two per thread.
    let wg = limits.workgroup_size().max(1);
    let wg_pow2 = 1usize << (31 - wg.leading_zeros());
    let block = (2 * wg_pow2).min(np);
    let r = Rows {
        len,
        stride,
        np,
        rows,
        block,
    };
    let mut ks = Vec::new();
    ks.push((
        local_kernel(cx, id, order, &r, None, perm_slot, &name)?,
        Dest::Perm,
    ));
    let mut k = 2 * block;
    while k <= np {
        let mut j = k / 2;
        while j >= block {
            ks.push((
                global_kernel(cx, id, order, &r, k, j, perm_slot, limits, &name)?,
                Dest::Perm,
            ));
            j /= 2;
        }
        ks.push((
            local_kernel(cx, id, order, &r, Some(k), perm_slot, &name)?,
            Dest::Perm,
        ));
        k *= 2;
    }
    ks.push((
        gather(
            cx,
            id,
            &outs,
            Some((&r, perm_slot)),
            topk,
            len,
            limits,
            &name,
        )?,
        Dest::Value,
    ));
    Ok(ks)
}

/// Declares `sort_less(a, b, rb)`: position `a` goes before position `b` in the row starting
/// at element `rb` (by the order, then position; padding after every real position).
fn less_fn(g: &mut Gen, cx: &Ctx, id: InstId, order: Order, r: &Rows) -> EResult<()> {
    let inst = cx.comp.inst(id);
    let mut b = Wgsl::new();
    b.open("fn sort_less(a: u32, b: u32, rb: u32) -> bool");
    b.line(format!(
        "if (a >= {len}u || b >= {len}u) {{ return a < b; }}",
        len = r.len
    ));
    b.line(format!("let ia = rb + a * {}u;", r.stride));
    b.line(format!("let ib = rb + b * {}u;", r.stride));
    match order {
        Order::Comparator(comparator) => {
            let f = g.comp_fn(comparator)?;
            let mut ab = Vec::new();
            let mut ba = Vec::new();
            for (k, &o) in inst.operands.iter().enumerate() {
                let x = g.val(o, "ia")?;
                let y = g.val(o, "ib")?;
                b.line(format!("let x{k} = {x};"));
                b.line(format!("let y{k} = {y};"));
                ab.push(format!("x{k}, y{k}"));
                ba.push(format!("y{k}, x{k}"));
            }
            b.line(format!("if ({f}({})) {{ return true; }}", ab.join(", ")));
            b.line(format!("if ({f}({})) {{ return false; }}", ba.join(", ")));
        }
        Order::TopK { largest } => {
            let o = inst.operands[0];
            let ty = array_of(&cx.comp.inst(o).shape, "topk")?.ty;
            let x = g.val(o, "ia")?;
            let y = g.val(o, "ib")?;
            let (ka, kb) = (
                topk_key(ty, &x, g.helpers())?,
                topk_key(ty, &y, g.helpers())?,
            );
            b.line(format!("let ka = {ka};"));
            b.line(format!("let kb = {kb};"));
            let (lo, hi) = if largest { ("kb", "ka") } else { ("ka", "kb") };
            if dtype::is_w64(ty) {
                let lt = g.helpers().call(Helper::LtU64, format_args!("{lo}, {hi}"));
                b.line(format!("if (any(ka != kb)) {{ return {lt}; }}"));
            } else {
                b.line(format!("if (ka != kb) {{ return {lo} < {hi}; }}"));
            }
        }
    }
    b.line("return a < b;");
    b.close();
    // Declared without the usual empty line after it (as sort kernels have always been
    // written).
    g.declare(b.finish().trim_end());
    Ok(())
}

/// A key (u32, or vec2 compared as u64) whose unsigned order is XLA's total order for `ty`
/// (what top-k sorts by): -NaN < -inf < .. < -0 < +0 < .. < +inf < +NaN for floats.
fn topk_key(ty: ElementType, v: &str, h: &mut Helpers) -> EResult<String> {
    use ElementType::*;
    Ok(match ty {
        F32 => format!(
            "select(bitcast<u32>({v}) | 0x80000000u, ~bitcast<u32>({v}), (bitcast<u32>({v}) & 0x80000000u) != 0u)"
        ),
        F16 | BF16 => {
            let bits = dtype::bits_expr(ty, v, h);
            format!("select(({bits}) | 0x8000u, (~({bits})) & 0xffffu, (({bits}) & 0x8000u) != 0u)")
        }
        S8 | S16 | S32 => format!("(bitcast<u32>({v}) ^ 0x80000000u)"),
        U8 | U16 | U32 => v.to_string(),
        Pred => format!("select(0u, 1u, {v})"),
        S64 => format!("(({v}) ^ vec2<u32>(0u, 0x80000000u))"),
        U64 => v.to_string(),
        F64 => h.call(Helper::F64TotalKey, v),
        t => return Err(Error::unsupported("topk", t.hlo_name(), "gpu").into()),
    })
}

/// WGSL computing `rb`, the first element of row `row` (a u32 expression).
fn row_base(r: &Rows, row: &str) -> String {
    format!(
        "({row} / {s}u) * {ls}u + ({row} % {s}u)",
        s = r.stride,
        ls = r.len * r.stride
    )
}

/// All stages with partner distance below `block` for merge size `k` (or, with `k = None`,
/// every stage for merge sizes up to `block`, starting from the identity permutation), in
/// workgroup memory: one workgroup per block, two positions per invocation.
fn local_kernel(
    cx: &Ctx,
    id: InstId,
    order: Order,
    r: &Rows,
    k: Option<usize>,
    perm_slot: usize,
    name: &str,
) -> EResult<KernelText> {
    let mut g = Gen::new(cx, 1);
    less_fn(&mut g, cx, id, order, r)?;
    let half = r.block / 2;
    let groups = r.rows * r.np / r.block;
    g.declare(format!("var<workgroup> sh: array<u32, {}>;", r.block));
    let init = |g: &mut Gen, at: &str| -> EResult<String> {
        match k {
            None => Ok(format!("({at}) % {}u", r.np)),
            Some(_) => g.load_slot(perm_slot, 0, ElementType::U32, at),
        }
    };
    let i0 = init(&mut g, "off + lid")?;
    let i1 = init(&mut g, &format!("off + lid + {half}u"))?;
    let mut b = Wgsl::new();
    // Whole workgroups leave together, so the barriers below stay in uniform control flow.
    b.line("let grp = wid.y * nwg.x + wid.x;");
    b.line(format!("if (grp >= {groups}u) {{ return; }}"));
    b.line(format!("let off = grp * {}u;", r.block));
    b.line(format!("let row = off / {}u;", r.np));
    b.line(format!("let pos0 = off % {}u;", r.np));
    b.line(format!("let rb = {};", row_base(r, "row")));
    b.line(format!("sh[lid] = {i0};"));
    b.line(format!("sh[lid + {half}u] = {i1};"));
    b.line("workgroupBarrier();");
    let (k_start, k_end) = match k {
        None => ("2u".to_string(), format!("{}u", r.block)),
        Some(k) => (format!("{k}u"), format!("{k}u")),
    };
    b.open_flat(format!(
        "for (var k = {k_start}; k <= {k_end}; k = k << 1u)"
    ));
    b.open_flat(format!(
        "for (var j = min(k >> 1u, {half}u); j > 0u; j = j >> 1u)"
    ));
    b.line("let i = (lid / j) * 2u * j + (lid % j);");
    b.line("let a = sh[i];");
    b.line("let c = sh[i + j];");
    b.line("let up = ((pos0 + i) & k) == 0u;");
    b.line("var swap = false;");
    b.line("if (up) { swap = sort_less(c, a, rb); } else { swap = sort_less(a, c, rb); }");
    b.line("if (swap) { sh[i] = c; sh[i + j] = a; }");
    b.line("workgroupBarrier();");
    b.close();
    b.close();
    b.line("out0[off + lid] = sh[lid];");
    b.line(format!("out0[off + lid + {half}u] = sh[lid + {half}u];"));
    let stage = match k {
        None => "first".to_string(),
        Some(k) => format!("k{k}"),
    };
    let name = format!("sort_local_{stage}_{name}");
    let threads = (groups * half) as u64;
    Ok(g.kernel(name, vec![perm_shape(r)], b, threads, half as u32))
}

/// One compare-exchange stage (merge size `k`, partner distance `j`) over global memory.
#[allow(clippy::too_many_arguments)]
fn global_kernel(
    cx: &Ctx,
    id: InstId,
    order: Order,
    r: &Rows,
    k: usize,
    j: usize,
    perm_slot: usize,
    limits: &DeviceLimits,
    name: &str,
) -> EResult<KernelText> {
    let mut g = Gen::new(cx, 1);
    less_fn(&mut g, cx, id, order, r)?;
    let pairs = r.rows * r.np / 2;
    let hn = r.np / 2;
    let np = r.np;
    let a = g.load_slot(perm_slot, 0, ElementType::U32, &format!("row * {np}u + i"))?;
    let c = g.load_slot(
        perm_slot,
        0,
        ElementType::U32,
        &format!("row * {np}u + i + {j}u"),
    )?;
    let mut b = Wgsl::new();
    b.line(format!("if (t >= {pairs}u) {{ return; }}"));
    b.line(format!("let row = t / {hn}u;"));
    b.line(format!("let q = t % {hn}u;"));
    b.line(format!("let i = (q / {j}u) * {}u + (q % {j}u);", 2 * j));
    b.line(format!("let rb = {};", row_base(r, "row")));
    b.line(format!("let a = {a};"));
    b.line(format!("let c = {c};"));
    b.line(format!("let up = (i & {k}u) == 0u;"));
    b.line("var swap = false;");
    b.line("if (up) { swap = sort_less(c, a, rb); } else { swap = sort_less(a, c, rb); }");
    b.line(format!("out0[row * {np}u + i] = select(a, c, swap);"));
    b.line(format!(
        "out0[row * {np}u + i + {j}u] = select(c, a, swap);"
    ));
    let name = format!("sort_k{k}_j{j}_{name}");
    Ok(g.kernel(
        name,
        vec![perm_shape(r)],
        b,
        pairs as u64,
        limits.workgroup_size(),
    ))
}

fn perm_shape(r: &Rows) -> ArrayShape {
    ArrayShape::new(ElementType::U32, vec![r.rows, r.np])
}

/// Every operand gathered through the permutation (or copied, for rows of at most one); for
/// top-k, the first `k` of each row and their positions.
#[allow(clippy::too_many_arguments)]
fn gather(
    cx: &Ctx,
    id: InstId,
    outs: &[ArrayShape],
    perm: Option<(&Rows, usize)>,
    topk: Option<usize>,
    len: usize,
    limits: &DeviceLimits,
    name: &str,
) -> EResult<KernelText> {
    let inst = cx.comp.inst(id);
    let mut g = Gen::new(cx, outs.len());
    let mut stmt = Wgsl::new();
    let mut fields = Vec::new();
    if let Some(k) = topk {
        // Output element e: row e / k, rank e % k (top-k is along the last dimension).
        stmt.line(format!("let row = e / {}u;", k.max(1)));
        stmt.line(format!("let p = e % {}u;", k.max(1)));
        let pos = match perm {
            None => "p".to_string(),
            Some((r, slot)) => {
                g.load_slot(slot, 0, ElementType::U32, &format!("row * {}u + p", r.np))?
            }
        };
        stmt.line(format!("let pos = {pos};"));
        let v = g.val(inst.operands[0], &format!("row * {len}u + pos"))?;
        stmt.line(format!("let v0 = {v};"));
        stmt.line("let v1 = bitcast<i32>(pos);");
        fields = vec!["v0".to_string(), "v1".to_string()];
    } else {
        match perm {
            None => stmt.line("let src = e;"),
            Some((r, slot)) => {
                let (ls, s) = (r.len * r.stride, r.stride);
                stmt.line(format!("let o = e / {ls}u;"));
                stmt.line(format!("let p = (e % {ls}u) / {s}u;"));
                stmt.line(format!("let ii = e % {s}u;"));
                stmt.line(format!("let row = o * {s}u + ii;"));
                let pv = g.load_slot(slot, 0, ElementType::U32, &format!("row * {}u + p", r.np))?;
                stmt.line(format!("let src = o * {ls}u + ({pv}) * {s}u + ii;"));
            }
        }
        for (k, &o) in inst.operands.iter().enumerate() {
            let v = g.val(o, "src")?;
            stmt.line(format!("let v{k} = {v};"));
            fields.push(format!("v{k}"));
        }
    }
    // An empty line ends the statements (as sort gathers have always been written).
    stmt.line("");
    let (body, threads) = store_body(outs, &stmt, &fields, g.helpers());
    let what = if topk.is_some() { "topk" } else { "sort" };
    let name = format!("{what}_gather_{name}");
    Ok(g.kernel(name, outs.to_vec(), body, threads, limits.workgroup_size()))
}
