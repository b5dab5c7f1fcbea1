//! Reductions as workgroup trees: one workgroup per output element (or per slice of a long
//! reduction), each invocation folding a strided share of the elements, then a tree over
//! workgroup memory. Reductions too long for one workgroup run in two passes through a
//! partials buffer. This module only writes kernels; `plan` decides where they run and keeps
//! the serial per-output loop of `emit` for reductions that suit it (short, or over outer
//! dimensions with many outputs, where neighbouring invocations read neighbouring elements).
//!
//! The fold order is fixed by the shapes and the workgroup size, never by timing, so results
//! are deterministic. Like XLA, it assumes the reducer is associative and the init value is
//! its identity (the init is folded once per invocation).

use super::device::DeviceLimits;
use super::dtype::{self, scalar_of};
use super::emit::{array_of, coords, linear, EResult, Gen, KernelText};
use super::wgsl::Wgsl;
use crate::ir::{ArrayShape, CompId, ElementType, InstId, Op};

/// Most elements one invocation folds. llvmpipe (lavapipe) stops a shader after 65,535 loop
/// iterations per invocation, and a long serial share is slow on any GPU anyway.
const MAX_PER_THREAD: usize = 2048;
/// Fewest elements per invocation in a chunk of a multi-pass reduction.
const MIN_PER_THREAD: usize = 8;
/// Fewest outputs for which a reduction over outer dimensions keeps the serial loop.
const SERIAL_MIN_OUTPUTS: usize = 32768;
/// Workgroups worth keeping busy: split long reductions until there are about this many.
const TARGET_GROUPS: usize = 256;

/// Where a kernel writes: the partials of pass one, or the reduce's own value.
pub(crate) enum Dest {
    Partials,
    Value,
}

/// What a tree kernel folds.
pub(crate) enum Source {
    /// The reduce's (fused) operands, `kept`/`rd` splitting their dimensions.
    Operands {
        ins: Vec<InstId>,
        idims: Vec<usize>,
        kept: Vec<usize>,
        rd: Vec<usize>,
    },
    /// Pass one's partials: `chunks` per output, in slot `slot`.
    Partials {
        slot: usize,
        chunks: usize,
        tys: Vec<ElementType>,
    },
}

struct Shape2 {
    outputs: usize,
    len: usize,
    wg: u32,
    chunks: usize,
}

pub(crate) fn prev_pow2(v: usize) -> usize {
    if v <= 1 {
        1
    } else {
        1 << (usize::BITS - 1 - v.leading_zeros())
    }
}

/// Workgroup size for folding `len` elements: about four per invocation, 32..=max.
pub(crate) fn workgroup_for(len: usize, max_wg: usize) -> usize {
    prev_pow2(len / 4).clamp(32.min(max_wg), max_wg)
}

/// The kernels for reduce `id`, or `None` when the serial loop suits it better. `temp` is a
/// free slot for the partials of a two-pass reduction.
pub(crate) fn reduce_kernels(
    g_cx: &super::emit::Ctx,
    id: InstId,
    temp: usize,
    limits: &DeviceLimits,
) -> EResult<Option<Vec<(KernelText, Dest)>>> {
    let inst = g_cx.comp.inst(id);
    let (dimensions, comp) = match &inst.op {
        Op::Reduce {
            dimensions,
            computation,
        } => (dimensions.clone(), *computation),
        _ => return Ok(None),
    };
    let n = inst.operands.len() / 2;
    if n == 0 {
        return Ok(None);
    }
    let outs: Vec<ArrayShape> = inst.shape.leaves().into_iter().cloned().collect();
    let in_shape = array_of(&g_cx.comp.inst(inst.operands[0]).shape, "reduce")?;
    let idims = in_shape.dims.clone();
    let kept: Vec<usize> = (0..idims.len())
        .filter(|d| !dimensions.contains(d))
        .collect();
    let len: usize = dimensions.iter().map(|&d| idims[d]).product();
    let outputs: usize = kept.iter().map(|&d| idims[d]).product();
    if len < 32 || outputs == 0 {
        return Ok(None);
    }
    // Over outer dimensions with many outputs, the serial loop reads coalesced rows. "Many"
    // means enough invocations to fill a large GPU: on an H100 bench_reduce (whose column
    // max has 1,024 outputs over 2,048 rows) took 520 us with that max as a serial loop
    // and 100 us with it as trees.
    let last_kept = kept.last() == Some(&(idims.len() - 1));
    if last_kept && outputs >= SERIAL_MIN_OUTPUTS && len <= MAX_PER_THREAD * 8 {
        return Ok(None);
    }
    let max_wg = prev_pow2(limits.workgroup_size() as usize);
    let word_bytes: usize = outs.iter().map(|a| 4 * dtype::words(a.ty)).sum();
    let storage_wg = prev_pow2(limits.max_workgroup_storage as usize / word_bytes.max(1));
    let max_wg = max_wg.min(storage_wg);
    if max_wg < 32 {
        return Ok(None);
    }
    let wg = workgroup_for(len, max_wg);
    let packed = outs.iter().any(|a| dtype::pack(a.ty) > 1);
    let per_thread = len.div_ceil(wg);
    let mut chunks = per_thread.div_ceil(MAX_PER_THREAD).max(1);
    if outputs < TARGET_GROUPS {
        let want = TARGET_GROUPS.div_ceil(outputs);
        let most = (len / (wg * MIN_PER_THREAD)).max(1);
        chunks = chunks.max(want.min(most));
    }
    if packed && chunks > 1 {
        // Partials of sub-word types would need packed read-modify-writes: keep one pass if
        // it is safe, else leave it to the serial loop.
        if per_thread > MAX_PER_THREAD {
            return Ok(None);
        }
        chunks = 1;
    }
    let ins = inst.operands[..n].to_vec();
    let inits = inst.operands[n..].to_vec();
    let rd = dimensions.clone();
    let src = Source::Operands {
        ins,
        idims,
        kept,
        rd,
    };
    let name = |pass: &str| format!("reduce_tree{pass}_{}", super::plan::sanitize(&inst.name));
    if chunks == 1 {
        let shape = Shape2 {
            outputs,
            len,
            wg: wg as u32,
            chunks: 1,
        };
        let k = tree_kernel(g_cx, &src, &inits, comp, &outs, &shape, name(""))?;
        return Ok(Some(vec![(k, Dest::Value)]));
    }
    let partial_shapes: Vec<ArrayShape> = outs
        .iter()
        .map(|a| ArrayShape::new(a.ty, vec![outputs * chunks]))
        .collect();
    let first = Shape2 {
        outputs,
        len,
        wg: wg as u32,
        chunks,
    };
    let a = tree_kernel(g_cx, &src, &inits, comp, &partial_shapes, &first, name("1"))?;
    let second = Shape2 {
        outputs,
        len: chunks,
        wg: workgroup_for(chunks, max_wg) as u32,
        chunks: 1,
    };
    let src2 = Source::Partials {
        slot: temp,
        chunks,
        tys: outs.iter().map(|a| a.ty).collect(),
    };
    let b = tree_kernel(g_cx, &src2, &inits, comp, &outs, &second, name("2"))?;
    Ok(Some(vec![(a, Dest::Partials), (b, Dest::Value)]))
}

/// One tree kernel: workgroup `g` folds chunk `g % chunks` of output word `g / chunks`.
fn tree_kernel(
    cx: &super::emit::Ctx,
    src: &Source,
    inits: &[InstId],
    comp: CompId,
    outs: &[ArrayShape],
    s: &Shape2,
    name: String,
) -> EResult<KernelText> {
    let n = inits.len();
    let mut g = Gen::new(cx, outs.len());
    let f = g.comp_fn(comp)?;
    let wg = s.wg as usize;
    let mut tys = Vec::new();
    for a in outs {
        tys.push(scalar_of(a.ty, "reduce")?.wgsl());
    }
    for (k, t) in tys.iter().enumerate() {
        g.declare(format!("var<workgroup> sh{k}: array<{t}, {wg}>;"));
    }
    let mut init_vals = Vec::new();
    for &x in inits {
        init_vals.push(g.val(x, "0u")?);
    }
    // Output words per workgroup (sub-word outputs pack several elements into one word).
    let p = outs.iter().map(|a| dtype::pack(a.ty)).max().unwrap_or(1) as usize;
    let words = s.outputs.div_ceil(p);
    let groups = words * s.chunks;
    let chunk_len = s.len.div_ceil(s.chunks);
    let mut b = Wgsl::new();
    b.line("let g = wid.y * nwg.x + wid.x;");
    b.line(format!("if (g >= {groups}u) {{ return; }}"));
    b.line(format!("let gw = g / {}u;", s.chunks));
    b.line(format!("let chunk = g % {}u;", s.chunks));
    b.line(format!("let r0 = chunk * {chunk_len}u;"));
    b.line(format!("let r1 = min(r0 + {chunk_len}u, {}u);", s.len));
    for (k, a) in outs.iter().enumerate() {
        if !dtype::is_multiword(a.ty) {
            for w in 0..p / dtype::pack(a.ty) as usize {
                b.line(format!("var w{k}_{w} = 0u;"));
            }
        }
    }
    for j in 0..p {
        b.open_flat("");
        b.line(format!("let o = gw * {p}u + {j}u;"));
        b.open_flat(format!("if (o < {}u)", s.outputs));
        fold(&mut g, &mut b, src, (&tys, "sh"), &init_vals, &f, n, wg)?;
        b.open_flat("if (lid == 0u)");
        // The element this workgroup writes: `o` of the outputs, or its partial slot.
        let e = if s.chunks > 1 { "g" } else { "o" };
        for (k, a) in outs.iter().enumerate() {
            let v = format!("sh{k}[0]");
            if dtype::is_multiword(a.ty) {
                for line in dtype::store_words(a.ty, &format!("out{k}"), e, &v) {
                    b.line(line);
                }
            } else if p == 1 {
                let bits = dtype::bits_expr(a.ty, &v, g.helpers());
                b.line(format!("out{k}[{e}] = {bits};"));
            } else {
                let pk = dtype::pack(a.ty) as usize;
                let shift = (j % pk) * (32 / pk);
                let bits = dtype::bits_expr(a.ty, &v, g.helpers());
                let w = j / pk;
                b.line(format!("w{k}_{w} = w{k}_{w} | ({bits} << {shift}u);"));
            }
        }
        b.close();
        b.close();
        if p > 1 {
            // Workgroup memory is reused by the next element of the word.
            b.line("workgroupBarrier();");
        }
        b.close();
    }
    if p > 1 {
        for (k, a) in outs.iter().enumerate() {
            if dtype::is_multiword(a.ty) {
                continue;
            }
            let pk = dtype::pack(a.ty) as usize;
            let wk = p / pk;
            let total = s.outputs.div_ceil(pk);
            for w in 0..wk {
                b.line(format!(
                    "if (lid == 0u && gw * {wk}u + {w}u < {total}u) {{ out{k}[gw * {wk}u + {w}u] = w{k}_{w}; }}"
                ));
            }
        }
    }
    Ok(g.kernel(name, outs.to_vec(), b, (groups * wg) as u64, s.wg))
}

/// Statements folding elements `r0..r1` of output `o` into `{sh}*[0]` of the workgroup
/// (workgroup arrays `{sh}0`, `{sh}1`, … of `wg` elements, one per accumulator).
#[allow(clippy::too_many_arguments)]
pub(crate) fn fold(
    g: &mut Gen,
    b: &mut Wgsl,
    src: &Source,
    (wgsl_tys, sh): (&[&str], &str),
    init_vals: &[String],
    f: &str,
    n: usize,
    wg: usize,
) -> EResult<()> {
    for k in 0..n {
        b.line(format!("var acc{k}: {} = {};", wgsl_tys[k], init_vals[k]));
    }
    let mut xs = Vec::new();
    // The loop body (its reads are written before the loop opens: the output's coordinates
    // come first).
    let mut inner = Wgsl::new();
    match src {
        Source::Operands {
            ins,
            idims,
            kept,
            rd,
        } => {
            let kdims: Vec<usize> = kept.iter().map(|&d| idims[d]).collect();
            let rsizes: Vec<usize> = rd.iter().map(|&d| idims[d]).collect();
            coords(b, &kdims, "o", "c");
            coords(&mut inner, &rsizes, "r", "q");
            let mut cs = vec![String::new(); idims.len()];
            for (j, &d) in kept.iter().enumerate() {
                cs[d] = format!("c{j}");
            }
            for (j, &d) in rd.iter().enumerate() {
                cs[d] = format!("q{j}");
            }
            inner.line(format!("let li = {};", linear(&cs, idims)));
            for (k, &x) in ins.iter().enumerate() {
                let v = g.val(x, "li")?;
                inner.line(format!("let x{k} = {v};"));
                xs.push(format!("x{k}"));
            }
        }
        Source::Partials { slot, chunks, tys } => {
            for (k, &ty) in tys.iter().enumerate() {
                let v = g.load_slot(*slot, k, ty, &format!("o * {chunks}u + r"))?;
                inner.line(format!("let x{k} = {v};"));
                xs.push(format!("x{k}"));
            }
        }
    }
    let accs: Vec<String> = (0..n).map(|k| format!("acc{k}")).collect();
    b.open_flat(format!("for (var r = r0 + lid; r < r1; r = r + {wg}u)"));
    b.embed(&inner);
    // An empty line ends the reads (as tree kernels have always been written).
    b.line("");
    apply(b, f, &accs, &xs, &accs);
    b.close();
    for k in 0..n {
        b.line(format!("{sh}{k}[lid] = acc{k};"));
    }
    b.line("workgroupBarrier();");
    let mut step = wg / 2;
    while step > 0 {
        let left: Vec<String> = (0..n).map(|k| format!("{sh}{k}[lid]")).collect();
        let right: Vec<String> = (0..n).map(|k| format!("{sh}{k}[lid + {step}u]")).collect();
        b.open_flat(format!("if (lid < {step}u)"));
        apply(b, f, &left, &right, &left);
        b.close();
        b.line("workgroupBarrier();");
        step /= 2;
    }
    Ok(())
}

/// `dst = f(a, b)` for the reducer `f` over `n` accumulators.
fn apply(b: &mut Wgsl, f: &str, a: &[String], x: &[String], dst: &[String]) {
    let args: Vec<&str> = a.iter().chain(x).map(|s| s.as_str()).collect();
    if dst.len() == 1 {
        b.line(format!("{} = {f}({});", dst[0], args.join(", ")));
    } else {
        b.line(format!("let tr = {f}({});", args.join(", ")));
        for (k, d) in dst.iter().enumerate() {
            b.line(format!("{d} = tr.f{k};"));
        }
    }
}
