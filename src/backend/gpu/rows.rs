//! Row kernels: a softmax, a layer norm, a log-softmax — reductions along the rows of an
//! array and the elementwise work around them — computed by one kernel in which a workgroup
//! owns a row, instead of one kernel per reduction and per value several of them read. Each
//! reduction folds the row as a one-pass tree kernel does (same workgroup size and order)
//! into a variable every invocation of the workgroup then reads; the row's output elements
//! come last. Values read more than once (softmax's `exp(x - max)`) are
//! recomputed per pass rather than written out and read back.
//!
//! `fuse_rows` chooses, at planning, the values that lose their buffers to a row kernel;
//! `row_kernel` writes it. The rest of the plan does not change.

use super::device::DeviceLimits;
use super::dtype::{self, scalar_of};
use super::emit::{array_of, Ctx, EResult, EmitError, Gen, KernelText};
use super::epilogue::is_product;
use super::materialised::Materialised;
use super::plan::{fused_group, keeps_flat_index};
use super::tree_reduce::{fold, prev_pow2, workgroup_for, Source};
use super::wgsl::Wgsl;
use crate::ir::{ArrayShape, Computation, InstId, Instruction, Op};

/// Longest row a row kernel folds (per invocation and pass: 32 elements at 256 invocations).
const MAX_ROW: usize = 8192;
/// Shortest row a row kernel folds (a classifier's 10 classes still save three launches;
/// shorter reductions keep the serial loop).
const MIN_ROW: usize = 8;

/// The split of an array into rows: `rows` rows of `cols` elements, rows leading.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Rows {
    rows: usize,
    cols: usize,
}

/// For a reduce over trailing dimensions of one operand, the rows it folds.
fn reduce_rows(comp: &Computation, red: &Instruction) -> Option<Rows> {
    let Op::Reduce { dimensions, .. } = &red.op else {
        return None;
    };
    let [x, _init] = red.operands.as_slice() else {
        return None;
    };
    let dims = &comp.inst(*x).shape.as_array()?.dims;
    let k = dims.len().checked_sub(dimensions.len())?;
    let mut sorted = dimensions.clone();
    sorted.sort_unstable();
    if sorted != (k..dims.len()).collect::<Vec<_>>() {
        return None;
    }
    let out = red.shape.as_array()?;
    if dtype::is_w64(out.ty) || out.ty.byte_size() != 4 {
        return None;
    }
    let cols: usize = dims[k..].iter().product();
    let rows: usize = dims[..k].iter().product();
    (MIN_ROW..=MAX_ROW)
        .contains(&cols)
        .then_some(Rows { rows, cols })
}

/// Which side of a row split a value is on, by its element count.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Space {
    /// One element per array element: read at the element index.
    Full,
    /// One element per row: read at the row index.
    Row,
}

fn space(inst: &Instruction, r: Rows) -> Option<Space> {
    let n = inst.shape.as_array()?.element_count();
    if n == r.rows * r.cols {
        Some(Space::Full)
    } else if n == r.rows {
        Some(Space::Row)
    } else {
        None
    }
}

/// Whether broadcast `user` reads row value `x` at the row of the element it computes: `x`
/// spans the leading dimensions, which hold `r.rows` elements.
fn row_broadcast(user: &Instruction, x: &Instruction, r: Rows) -> bool {
    let (Op::Broadcast { dimensions }, Some(u), Some(a)) =
        (&user.op, user.shape.as_array(), x.shape.as_array())
    else {
        return false;
    };
    let k = a.dims.len();
    *dimensions == (0..k).collect::<Vec<_>>()
        && u.dims.get(..k) == Some(&a.dims[..])
        && u.element_count() == r.rows * r.cols
}

/// Takes buffers away from row reductions, and from the values around them that only a row
/// kernel reads, wherever a value with a buffer (the kernel's `end`) can then be computed
/// row by row: every read of a value that depends on a reduction in the kernel must be at
/// its own row (elementwise ops, reshapes, the broadcast of a row value to its row), and
/// every reduction folds whole rows of the same split. Ends are tried last first, so a
/// layer norm's output takes its centred values, variance and mean before the centred
/// values could take the mean. A product's epilogue end is never taken (its kernel is the
/// product's).
pub(crate) fn fuse_rows(comp: &Computation, mat: &mut Materialised) {
    let users = crate::ir::analysis::users(comp);
    for end in comp.ids().rev() {
        let e = comp.inst(end);
        let narrow = e
            .shape
            .as_array()
            .is_some_and(|a| a.ty.byte_size() == 4 && !dtype::is_w64(a.ty));
        if !mat.is_materialised(end) || !e.op.is_elementwise() || !narrow {
            continue;
        }
        // Only a kernel reading a row reduction's buffer can become a row kernel.
        let reads = |mat: &Materialised| -> Vec<InstId> {
            let g = fused_group(comp, mat, end);
            let mut v: Vec<InstId> = comp
                .ids()
                .filter(|&x| g[x.index()])
                .flat_map(|x| comp.inst(x).operands.iter().copied())
                .filter(|&o| mat.is_materialised(o))
                .collect();
            v.sort_unstable_by_key(|o| o.0);
            v.dedup();
            v
        };
        if !reads(mat)
            .iter()
            .any(|&x| reduce_rows(comp, comp.inst(x)).is_some())
        {
            continue;
        }
        let mut taken = Vec::new();
        let mut split: Option<Rows> = None;
        loop {
            let g = fused_group(comp, mat, end);
            let next = reads(mat).into_iter().find(|&x| {
                x != comp.root
                    && users[x.index()].iter().all(|u| g[u.index()])
                    && takeable(comp, mat, x, &mut split)
            });
            match next {
                Some(x) => {
                    let why = mat.fuse(x);
                    taken.push((x, why));
                }
                None => break,
            }
        }
        let keep = split.is_some_and(|r| {
            taken
                .iter()
                .any(|&(x, _)| matches!(comp.inst(x).op, Op::Reduce { .. }))
                && !has_product(comp, &fused_group(comp, mat, end))
                && rowwise(comp, mat, &users, end, r)
        });
        if !keep {
            for (x, why) in taken {
                mat.restore(x, why);
            }
        }
    }
}

/// Whether a kernel evaluating the values `g` would compute a product inline (it is then a
/// product's epilogue kernel, see `epilogue`).
fn has_product(comp: &Computation, g: &[bool]) -> bool {
    comp.ids().any(|x| g[x.index()] && is_product(comp.inst(x)))
}

/// Whether value `x`, read only inside a row kernel, may lose its buffer to it: a row
/// reduction of the kernel's split (the first one sets `split`), or cheap index-preserving
/// work of 32-bit values (not a product's epilogue end).
fn takeable(comp: &Computation, mat: &Materialised, x: InstId, split: &mut Option<Rows>) -> bool {
    let inst = comp.inst(x);
    if let Some(r) = reduce_rows(comp, inst) {
        if split.is_none_or(|s| s == r) {
            *split = Some(r);
            return true;
        }
        return false;
    }
    let cheap = inst.op.is_elementwise()
        || matches!(inst.op, Op::Reshape | Op::Copy | Op::Broadcast { .. });
    let narrow = inst
        .shape
        .as_array()
        .is_some_and(|a| a.ty.byte_size() == 4 && !dtype::is_w64(a.ty));
    cheap && narrow && !has_product(comp, &fused_group(comp, mat, x))
}

/// Whether the kernel for `end` can run row by row over split `r`: `end` has an element per
/// array element, and every value in it that depends on a reduction in it is read only
/// inside it, at its own row.
fn rowwise(
    comp: &Computation,
    mat: &Materialised,
    users: &[Vec<InstId>],
    end: InstId,
    r: Rows,
) -> bool {
    if space(comp.inst(end), r) != Some(Space::Full) {
        return false;
    }
    let g = fused_group(comp, mat, end);
    // Values depending on a reduction in the kernel (operands come first).
    let mut dep = vec![false; g.len()];
    for x in comp.ids() {
        if !g[x.index()] {
            continue;
        }
        let inst = comp.inst(x);
        let is_red = matches!(inst.op, Op::Reduce { .. }) && x != end;
        dep[x.index()] = is_red || inst.operands.iter().any(|o| g[o.index()] && dep[o.index()]);
        if !dep[x.index()] {
            continue;
        }
        if x != end && !users[x.index()].iter().all(|u| g[u.index()]) {
            return false;
        }
        if is_red && reduce_rows(comp, inst) != Some(r) {
            return false;
        }
        let Some(xs) = space(inst, r) else {
            return false;
        };
        for &o in &inst.operands {
            if !g[o.index()] || !dep[o.index()] || is_red {
                continue;
            }
            let oi = comp.inst(o);
            let ok = match (xs, space(oi, r)) {
                (Space::Full, Some(Space::Full)) | (Space::Row, Some(Space::Row)) => {
                    keeps_flat_index(inst, oi)
                }
                (Space::Full, Some(Space::Row)) => row_broadcast(inst, oi, r),
                _ => false,
            };
            if !ok {
                return false;
            }
        }
    }
    true
}

/// The reductions a kernel for `end` evaluates (those `fuse_rows` left without buffers), in
/// program order, among the values `group` it evaluates (`plan::fused_group`).
pub(crate) fn row_reduces(comp: &Computation, group: &[bool], end: InstId) -> Vec<InstId> {
    comp.ids()
        .filter(|&x| x != end && group[x.index()] && matches!(comp.inst(x).op, Op::Reduce { .. }))
        .collect()
}

/// The row kernel computing `end` with the reductions `reds` (from `row_reduces`, not
/// empty). A reduction the kernel cannot fold is given its buffer back
/// (`EmitError::Unfused`).
pub(crate) fn row_kernel(
    cx: &Ctx,
    end: InstId,
    reds: &[InstId],
    limits: &DeviceLimits,
) -> EResult<KernelText> {
    let comp = cx.comp;
    let r = reds
        .iter()
        .map(|&x| reduce_rows(comp, comp.inst(x)).ok_or(EmitError::Unfused(x)))
        .collect::<EResult<Vec<Rows>>>()?;
    if let Some(k) = r.iter().position(|&x| x != r[0]) {
        return Err(EmitError::Unfused(reds[k]));
    }
    let Rows { rows, cols } = r[0];
    let out: ArrayShape = array_of(&comp.inst(end).shape, "row kernel")?.clone();
    // A split of the planned region may leave a row value as the end: it reads the
    // reductions' buffers instead.
    if out.element_count() != rows * cols {
        return Err(EmitError::Unfused(reds[0]));
    }
    // The tree kernel's workgroup size for this row (so the same fold order and bits), with
    // room in workgroup memory for one array per reduction.
    let storage = prev_pow2(limits.max_workgroup_storage as usize / (4 * reds.len()));
    let wg = workgroup_for(
        cols,
        prev_pow2(limits.workgroup_size() as usize).min(storage),
    );
    let mut g = Gen::new(cx, 1);
    g.read_in_place(super::plan::in_place_input(cx, end));
    let mut b = Wgsl::new();
    b.line("let o = wid.y * nwg.x + wid.x;");
    b.line(format!("if (o >= {rows}u) {{ return; }}"));
    b.line("let r0 = 0u;");
    b.line(format!("let r1 = {cols}u;"));
    for (q, &red) in reds.iter().enumerate() {
        let inst = comp.inst(red);
        let (
            Op::Reduce {
                dimensions,
                computation,
            },
            [x, init],
        ) = (&inst.op, inst.operands.as_slice())
        else {
            return Err(EmitError::Unfused(red));
        };
        let idims = array_of(&comp.inst(*x).shape, "reduce")?.dims.clone();
        let ty = array_of(&inst.shape, "reduce")?.ty;
        let t = scalar_of(ty, "reduce")?.wgsl();
        g.declare(format!("var<workgroup> sh{q}_0: array<{t}, {wg}>;"));
        g.declare(format!("var<private> row{q}: {t};"));
        let f = g.comp_fn(*computation)?;
        let init = g.val(*init, "0u")?;
        let src = Source::Operands {
            ins: vec![*x],
            kept: (0..idims.len() - dimensions.len()).collect(),
            rd: dimensions.clone(),
            idims,
        };
        g.set_budget_fallback(red);
        b.open_flat("");
        fold(
            &mut g,
            &mut b,
            &src,
            (&[t], &format!("sh{q}_")),
            &[init],
            &f,
            1,
            wg,
        )?;
        // Every invocation takes the row's value before the next fold reuses the lanes.
        b.line(format!("row{q} = sh{q}_0[0];"));
        b.line("workgroupBarrier();");
        b.close();
        g.hold(red, format!("row{q}"));
    }
    g.ensure_fn(end)?;
    b.open_flat(format!("for (var j = lid; j < {cols}u; j = j + {wg}u)"));
    b.line(format!("let e = o * {cols}u + j;"));
    let bits = dtype::bits_expr(out.ty, &format!("n_{}(e)", end.0), g.helpers());
    b.line(format!("out0[e] = {bits};"));
    b.close();
    let name = format!("rows_{}", super::plan::sanitize(&comp.inst(end).name));
    Ok(g.kernel(name, vec![out], b, (rows * wg) as u64, wg as u32))
}
