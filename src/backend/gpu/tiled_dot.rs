//! Dot, and convolution as an implicit GEMM, as a tiled matrix multiply in workgroup memory:
//! a workgroup of 128 or 256 computes a 32×64, 64×64 or 64×128 block of the output (4×4 or
//! 4×8 per invocation, in registers), stepping through the contracting dimensions 16 at a
//! time with both operand tiles staged in workgroup memory as vectors, the next step's
//! elements loaded into registers while the current step multiplies (packed types as raw
//! bits, see `Staged`; `Tiling` gives the shapes and how one is chosen). Any dimension numbers: batch, free and contracting groups
//! of several dimensions each are flattened by generated offset functions, so transposed
//! operands need no copy. Operands stay fused (an operand tile load is the operand's
//! expression at that index), and a fused epilogue is applied to each sum before its store
//! (see `epilogue`).
//!
//! Each output sums its products in contracting order 0, 1, 2, …, as the serial loop in
//! `emit` does (a convolution adds 0·w for taps in the padding, as im2col and the CPU
//! backend do). This module only writes kernels; `plan` decides when to use them and keeps
//! the serial loop for small, narrow, grouped or packed cases.

use super::device::DeviceLimits;
use super::dtype::{self, scalar_of, Scalar};
use super::emit::{array_of, coords, Ctx, EResult, EmitError, Gen, KernelText, EPILOGUE_SUM};
use super::epilogue::Epilogue;
use super::scalar;
use super::wgsl::{Helpers, Wgsl};
use crate::ir::{row_major_strides, ArrayShape, DotDims, ElementType, InstId, Op};

/// `fn {name}(c: u32) -> u32`: the offset, in an operand with `strides`, of flat coordinate
/// `c` over the dimensions `dims` (of sizes `sizes`), row-major in the order given.
fn offset_fn(name: &str, dims: &[usize], sizes: &[usize], strides: &[usize]) -> String {
    let mut b = Wgsl::new();
    b.open(format!("fn {name}(c: u32) -> u32"));
    if dims.is_empty() {
        b.line("return 0u;");
    } else {
        coords(&mut b, sizes, "c", "q");
        let terms: Vec<String> = dims
            .iter()
            .enumerate()
            .map(|(j, &d)| format!("q{j} * {}u", strides[d]))
            .collect();
        b.line(format!("return {};", terms.join(" + ")));
    }
    b.close();
    b.finish()
}

/// The tiled kernel for product `id` (a dot or a convolution), or `None` where the serial
/// loop is the better choice. With `epilogue`, the kernel stores that value instead of the
/// product (see `epilogue::fuse_epilogues`), or asks for the product to be materialised
/// (`EmitError::Unfused`) where it cannot.
pub(crate) fn product_kernel(
    cx: &Ctx,
    id: InstId,
    epilogue: Option<InstId>,
    limits: &DeviceLimits,
) -> EResult<Option<KernelText>> {
    match cx.comp.inst(id).op {
        Op::Dot { .. } => dot_kernel(cx, id, epilogue, limits),
        Op::Convolution(_) => conv_kernel(cx, id, epilogue, limits),
        _ => Ok(None),
    }
}

/// What a tiled kernel stores: the product, or the end of an epilogue.
struct Stored {
    shape: ArrayShape,
    epilogue: Option<Epilogue>,
}

impl Stored {
    /// The stored value for product `id` (of shape `product`) with `epilogue`, if a tiled
    /// kernel can store it: 32-bit elements, or 16-bit ones where `pairs` (two adjacent
    /// columns of a row, in one invocation, make a word).
    fn new(
        cx: &Ctx,
        (id, product): (InstId, &ArrayShape),
        epilogue: Option<InstId>,
        pairs: bool,
    ) -> EResult<Stored> {
        let Some(end) = epilogue else {
            return Ok(Stored {
                shape: product.clone(),
                epilogue: None,
            });
        };
        let shape = array_of(&cx.comp.inst(end).shape, "epilogue")?.clone();
        let epilogue = Epilogue::new(cx, id, end);
        let storable = match shape.ty.byte_size() {
            4 => !dtype::is_w64(shape.ty),
            // A transposing chain takes a word's two halves from different rows.
            2 => pairs && epilogue.index_fn.is_none(),
            _ => false,
        };
        if !storable {
            return Err(EmitError::Unfused(id));
        }
        Ok(Stored {
            shape,
            epilogue: Some(epilogue),
        })
    }
}

fn dot_kernel(
    cx: &Ctx,
    id: InstId,
    epilogue: Option<InstId>,
    limits: &DeviceLimits,
) -> EResult<Option<KernelText>> {
    let inst = cx.comp.inst(id);
    let Op::Dot { dims, .. } = &inst.op else {
        return Ok(None);
    };
    let d: &DotDims = dims;
    let Some(Operands {
        out,
        acc_ty,
        l,
        la,
        r,
        ra,
    }) = operands(cx, id, limits)
    else {
        return Ok(None);
    };
    let (ld, rd) = (&la.dims, &ra.dims);
    let lfree = d.lhs_free(ld.len());
    let rfree = d.rhs_free(rd.len());
    let size =
        |dims: &[usize], of: &[usize]| -> Vec<usize> { of.iter().map(|&x| dims[x]).collect() };
    let crate::ir::analysis::DotSizes {
        batch: bsz,
        m,
        k,
        n,
    } = d.sizes(ld, rd);
    if m < 16 || n < 16 || k < 8 || bsz == 0 {
        return Ok(None);
    }
    // A 16-bit output is written a word at a time by the invocation that owns both of its
    // columns, which needs words to start at even columns.
    if out.ty.byte_size() == 2 && !n.is_multiple_of(2) {
        return Ok(None);
    }
    let acc_s = scalar_of(acc_ty, "dot")?;
    // c64 products take the serial loop (`emit::loops`), which sums in the CPU's order.
    if matches!(
        acc_s,
        Scalar::Bool | Scalar::W64 | Scalar::C64 | Scalar::F64Soft | Scalar::C128
    ) {
        return Ok(None);
    }
    let stored = Stored::new(cx, (id, &out), epilogue, n.is_multiple_of(2))?;

    let mut g = Gen::new(cx, 1);
    let (ls, rs) = (row_major_strides(ld), row_major_strides(rd));
    for (name, dims, sizes, strides) in [
        ("lo_b", &d.lhs_batch, size(ld, &d.lhs_batch), &ls),
        ("lo_m", &lfree, size(ld, &lfree), &ls),
        (
            "lo_k",
            &d.lhs_contracting,
            size(ld, &d.lhs_contracting),
            &ls,
        ),
        ("ro_b", &d.rhs_batch, size(rd, &d.rhs_batch), &rs),
        ("ro_n", &rfree, size(rd, &rfree), &rs),
        (
            "ro_k",
            &d.rhs_contracting,
            size(rd, &d.rhs_contracting),
            &rs,
        ),
    ] {
        g.declare(offset_fn(name, dims, &sizes, strides));
    }
    let lv = Staged::operand(
        &mut g,
        (l, la.ty),
        (acc_ty, acc_s),
        "lo_b(bb) + lo_m(gm) + lo_k(gk)",
    )?;
    let rv = Staged::operand(
        &mut g,
        (r, ra.ty),
        (acc_ty, acc_s),
        "ro_b(bb) + ro_k(gkb) + ro_n(gn)",
    )?;
    let out_index = format!("(bb * {m}u + om) * {n}u + on");
    let name = format!("dot_tiled_{}", super::plan::sanitize(&inst.name));
    tiled_kernel(
        g,
        limits,
        name,
        (&stored, out.ty),
        acc_s,
        (bsz, m, n, k),
        [&lv, &rv],
        &out_index,
    )
    .map(Some)
}

/// What both tiled kernels need: a 32-bit or 16-bit float result, two array operands, and a
/// device with room for the tiles. (A 16-bit result is stored a word, two columns, at a
/// time, which only a dot with an even number of columns allows: see `dot_kernel`.)
struct Operands {
    out: ArrayShape,
    acc_ty: ElementType,
    l: InstId,
    la: ArrayShape,
    r: InstId,
    ra: ArrayShape,
}

fn operands(cx: &Ctx, id: InstId, limits: &DeviceLimits) -> Option<Operands> {
    let inst = cx.comp.inst(id);
    let out = inst.shape.as_array()?.clone();
    let acc_ty = match out.ty {
        ElementType::F32 | ElementType::S32 | ElementType::U32 => out.ty,
        // Summed in f32 and rounded once, as the serial loop does; stored two to a word.
        ElementType::F16 | ElementType::BF16 => ElementType::F32,
        _ => return None,
    };
    if !SMALLEST.fits(limits) {
        return None;
    }
    let [l, r] = inst.operands.as_slice() else {
        return None;
    };
    Some(Operands {
        out,
        acc_ty,
        l: *l,
        la: cx.comp.inst(*l).shape.as_array()?.clone(),
        r: *r,
        ra: cx.comp.inst(*r).shape.as_array()?.clone(),
    })
}

/// The shape of the work one workgroup does: a `bm`×64 block of the output, `tm`×4
/// outputs per invocation (`tm` a multiple of 4, read from the tiles as vectors), stepping
/// through the contracting dimension `tk` at a time.
#[derive(Clone, Copy, Debug)]
struct Tiling {
    bm: usize,
    tm: usize,
    tn: usize,
    tk: usize,
}

/// Invocations across a block's columns; each owns `tn / 4` groups of 4 adjacent columns,
/// the groups 64 apart, so a warp's vector reads of the B tile are contiguous.
const TX: usize = 16;

impl Tiling {
    fn bn(&self) -> usize {
        TX * self.tn
    }
    fn threads(&self) -> usize {
        (self.bm / self.tm) * TX
    }
    /// Row stride of the A tile in vectors: one vector of padding keeps the column-wise
    /// stores of a row-major lhs from all landing in one memory bank.
    fn a_stride(&self) -> usize {
        self.bm / 4 + 1
    }
    fn storage_bytes(&self) -> usize {
        16 * self.tk * (self.a_stride() + self.bn() / 4)
    }
    fn fits(&self, limits: &DeviceLimits) -> bool {
        self.storage_bytes() <= limits.max_workgroup_storage as usize
            && self.threads() <= limits.workgroup_size() as usize
    }
    fn workgroups(&self, (bsz, m, n, _): (usize, usize, usize, usize)) -> usize {
        bsz * m.div_ceil(self.bm) * n.div_ceil(self.bn())
    }

    /// The tiling for a product of `shape` (batch, rows, columns, depth) on this device: the
    /// largest block that still gives `FILL_WORKGROUPS` workgroups and is no wider than the
    /// output, else the smallest block. Measured on an H100 (Vulkan): a 1024³ product ran
    /// fastest with 64×128 blocks (128 workgroups) of 256 invocations, 4×8 sums each: 128
    /// invocations of 8×8 sums left one warp per scheduler and ran 1.25× longer; 128×128
    /// blocks (64 workgroups) ran 2× longer, double-buffered tiles and vector loads no
    /// faster. A transformer block's 256×256×256 products gave only 16 workgroups of 64×64
    /// and ran 15% faster end to end on 32×64 blocks.
    fn choose(limits: &DeviceLimits, shape: (usize, usize, usize, usize)) -> Tiling {
        let fitting: Vec<&Tiling> = CANDIDATES.iter().filter(|t| t.fits(limits)).collect();
        let n = shape.2;
        fitting
            .iter()
            .find(|t| t.bn() <= n.max(64) && t.workgroups(shape) >= FILL_WORKGROUPS)
            .or(fitting.last())
            .map_or(SMALLEST, |t| **t)
    }
}

/// Workgroups that keep a large GPU busy (an H100 has 132 multiprocessors; WebGPU does not
/// say how many a device has).
const FILL_WORKGROUPS: usize = 128;

/// Tilings from the largest block to the smallest.
const CANDIDATES: [Tiling; 3] = [
    Tiling {
        bm: 64,
        tm: 4,
        tn: 8,
        tk: 16,
    },
    Tiling {
        bm: 64,
        tm: 4,
        tn: 4,
        tk: 16,
    },
    Tiling {
        bm: 32,
        tm: 4,
        tn: 4,
        tk: 16,
    },
];

/// The tiling every device that gets a tiled kernel can run (`operands` checks): 64×64
/// blocks of 256 invocations.
const SMALLEST: Tiling = CANDIDATES[1];

/// How a tiled kernel loads an operand element ahead of its use: `load` is kept in a
/// register of type `reg` (`zero` where the element is out of range) while the current
/// tiles are multiplied, and `finish`, with `{r}` standing for the register, is the
/// accumulator-type value written to the tile.
///
/// A value that needs arithmetic on the loaded word (f16, bf16 and 8-bit operands) keeps the
/// raw bits until the tile store: converted at load time, the conversion waits for the load,
/// and on an H100 an f16 512² product took 127 µs instead of 79.
struct Staged {
    load: String,
    reg: &'static str,
    zero: String,
    finish: String,
}

impl Staged {
    /// An element already in the accumulator type.
    fn value(expr: &str, acc: Scalar) -> Staged {
        Staged {
            load: expr.to_string(),
            reg: acc.wgsl(),
            zero: scalar::zero(acc),
            finish: "{r}".to_string(),
        }
    }

    /// Operand `id` of type `ty` at flat offset `idx`: its raw bits when it is a packed
    /// buffer, else its value.
    fn operand(
        g: &mut Gen,
        (id, ty): (InstId, ElementType),
        (acc_ty, acc): (ElementType, Scalar),
        idx: &str,
    ) -> EResult<Staged> {
        if let Some(bits) = g.bits_of(id, idx)? {
            let h = g.helpers();
            return Ok(Staged {
                load: bits,
                reg: "u32",
                zero: "0u".to_string(),
                finish: scalar::convert(&dtype::value_of_bits(ty, "{r}", h), ty, acc_ty, h)?,
            });
        }
        let v = g.val(id, idx)?;
        Ok(Staged::value(
            &scalar::convert(&v, ty, acc_ty, g.helpers())?,
            acc,
        ))
    }

    /// The tile value of register `r`.
    fn finished(&self, r: &str) -> String {
        self.finish.replace("{r}", r)
    }
}

/// Assembles a tiled kernel: the workgroup tiles, the body of `tiled_body` over the staged
/// A and B elements and the output index (see there), and the dispatch size. `stored` is
/// what the kernel writes, `product_ty` the product's element type.
fn tiled_kernel(
    mut g: Gen,
    limits: &DeviceLimits,
    mut name: String,
    (stored, product_ty): (&Stored, ElementType),
    acc_s: Scalar,
    shape: (usize, usize, usize, usize),
    [a, b]: [&Staged; 2],
    out_index: &str,
) -> EResult<KernelText> {
    let t = acc_s.wgsl();
    let out = &stored.shape;
    if let Some(ep) = &stored.epilogue {
        let end = &g.ctx().comp.inst(ep.end).name;
        name.push_str(&format!("_then_{}", super::plan::sanitize(end)));
        g.declare(format!("var<private> {EPILOGUE_SUM}: {t};"));
        if let Some(f) = &ep.index_fn {
            g.declare(f.clone());
        }
        g.hold(ep.product, EPILOGUE_SUM);
        g.read_in_place(super::plan::in_place_input(g.ctx(), ep.end));
        g.ensure_fn(ep.end)?;
    }
    let tiling = Tiling::choose(limits, shape);
    let threads = tiling.threads();
    g.declare(format!(
        "var<workgroup> ta: array<vec4<{t}>, {}>;",
        tiling.tk * tiling.a_stride()
    ));
    g.declare(format!(
        "var<workgroup> tb: array<vec4<{t}>, {}>;",
        tiling.tk * tiling.bn() / 4
    ));
    let (body, groups) = tiled_body(
        tiling,
        t,
        &scalar::zero(acc_s),
        (out.ty, product_ty, stored.epilogue.as_ref()),
        shape,
        [a, b],
        out_index,
        g.helpers(),
    );
    let (invocations, wg) = ((groups * threads) as u64, threads as u32);
    Ok(g.kernel(name, vec![out.clone()], body, invocations, wg))
}

const LANE: [&str; 4] = ["x", "y", "z", "w"];

/// The main body of a tiled kernel: `a` stages A[bb, gm, gk] and `b` B[bb, gkb, gn] (WGSL
/// over those names, read only in range; see `Staged`), `out_index` is the output element
/// of (bb, om, on). `stored` is the stored element type, the product's, and the epilogue's
/// function of the element index if there is one. Returns the body and the number of
/// workgroups.
///
/// The next step's operand elements are loaded into registers while the current tiles are
/// multiplied, so global-memory latency overlaps the arithmetic. Elements past the end of
/// the contracting dimension are zero in both tiles, and 0·0 added to a sum that started
/// at +0 changes nothing, so every step runs the full `tk` products.
#[allow(clippy::too_many_arguments)]
fn tiled_body(
    tl: Tiling,
    t: &str,
    zero: &str,
    (out_ty, product_ty, epilogue): (ElementType, ElementType, Option<&Epilogue>),
    shape: (usize, usize, usize, usize),
    [a, b_op]: [&Staged; 2],
    out_index: &str,
    h: &mut Helpers,
) -> (Wgsl, usize) {
    let (bsz, m, n, k) = shape;
    let Tiling { bm, tm, tn, tk } = tl;
    let bn = tl.bn();
    let threads = tl.threads();
    let sa = tl.a_stride();
    let (tiles_m, tiles_n) = (m.div_ceil(bm), n.div_ceil(bn));
    let groups = bsz * tiles_m * tiles_n;
    let (pa, pb) = (bm * tk / threads, bn * tk / threads);
    let mut b = Wgsl::new();
    b.line("let g = wid.y * nwg.x + wid.x;");
    b.line(format!("if (g >= {groups}u) {{ return; }}"));
    b.line(format!("let bb = g / {}u;", tiles_m * tiles_n));
    b.line(format!("let m0 = ((g / {tiles_n}u) % {tiles_m}u) * {bm}u;"));
    b.line(format!("let n0 = (g % {tiles_n}u) * {bn}u;"));
    b.line(format!("let tx = lid % {TX}u;"));
    b.line(format!("let ty = lid / {TX}u;"));
    // Named registers, not arrays: dynamically indexed arrays end up in memory on some
    // compilers (llvmpipe among them).
    for i in 0..tm {
        for j in 0..tn {
            b.line(format!("var c{i}_{j}: {t} = {zero};"));
        }
    }
    for s in 0..pa {
        b.line(format!("var ra{s}: {};", a.reg));
    }
    for s in 0..pb {
        b.line(format!("var rb{s}: {};", b_op.reg));
    }
    // Loads the operand elements of the step starting at `k1` into the registers: A row
    // mm, column kk (k fastest, as a row-major lhs stores it); B row kb, column nn.
    // Where the tiles divide the operands every element is in range and the guards go: on an
    // H100 they cost a 1024³ product a tenth of its time.
    let guard = |b: &mut Wgsl, whole: bool, cond: String, reg: String, op: &Staged| {
        let value = &op.load;
        if whole {
            b.line(format!("{reg} = {value};"));
        } else {
            b.line(format!("{reg} = {};", op.zero));
            b.line(format!("if ({cond}) {{ {reg} = {value}; }}"));
        }
    };
    let load = |b: &mut Wgsl, k1: &str| {
        for s in 0..pa {
            b.open_flat("");
            b.line(format!("let e = lid + {}u;", s * threads));
            b.line(format!("let gm = m0 + e / {tk}u;"));
            b.line(format!("let gk = {k1} + e % {tk}u;"));
            guard(
                b,
                m % bm == 0 && k % tk == 0,
                format!("gm < {m}u && gk < {k}u"),
                format!("ra{s}"),
                a,
            );
            b.close();
        }
        for s in 0..pb {
            b.open_flat("");
            b.line(format!("let e = lid + {}u;", s * threads));
            b.line(format!("let gn = n0 + e % {bn}u;"));
            b.line(format!("let gkb = {k1} + e / {bn}u;"));
            guard(
                b,
                n % bn == 0 && k % tk == 0,
                format!("gn < {n}u && gkb < {k}u"),
                format!("rb{s}"),
                b_op,
            );
            b.close();
        }
    };
    load(&mut b, "0u");
    b.open_flat(format!("for (var k0 = 0u; k0 < {k}u; k0 = k0 + {tk}u)"));
    for s in 0..pa {
        b.open_flat("");
        b.line(format!("let e = lid + {}u;", s * threads));
        b.line(format!("let mm = e / {tk}u;"));
        b.line(format!(
            "ta[(e % {tk}u) * {sa}u + mm / 4u][mm % 4u] = {};",
            a.finished(&format!("ra{s}"))
        ));
        b.close();
    }
    for s in 0..pb {
        b.open_flat("");
        b.line(format!("let e = lid + {}u;", s * threads));
        b.line(format!("let nn = e % {bn}u;"));
        b.line(format!(
            "tb[(e / {bn}u) * {}u + nn / 4u][nn % 4u] = {};",
            bn / 4,
            b_op.finished(&format!("rb{s}"))
        ));
        b.close();
    }
    b.line("workgroupBarrier();");
    b.open_flat(format!("if (k0 + {tk}u < {k}u)"));
    load(&mut b, &format!("(k0 + {tk}u)"));
    b.close();
    b.open_flat(format!("for (var kk = 0u; kk < {tk}u; kk = kk + 1u)"));
    for q in 0..tm / 4 {
        b.line(format!(
            "let a{q} = ta[kk * {sa}u + ty * {}u + {q}u];",
            tm / 4
        ));
    }
    for q in 0..tn / 4 {
        b.line(format!(
            "let b{q} = tb[kk * {}u + {}u + tx];",
            bn / 4,
            q * TX
        ));
    }
    for i in 0..tm {
        for j in 0..tn {
            b.line(format!(
                "c{i}_{j} = c{i}_{j} + a{}.{} * b{}.{};",
                i / 4,
                LANE[i % 4],
                j / 4,
                LANE[j % 4]
            ));
        }
    }
    b.close();
    b.line("workgroupBarrier();");
    b.close();
    // A 16-bit result is stored two adjacent columns per word, both this invocation's (tn is
    // a multiple of 4 and the number of columns even, so a word never straddles a row or an
    // invocation).
    let pack = out_ty.byte_size() == 2;
    // Writes the statements for sum `c` at the stored element `e`, and gives the stored
    // type's bits.
    let mut value = |b: &mut Wgsl, c: String, e: &str| match epilogue {
        // The bits of a 16-bit type round the f32 sum; 32-bit types need no fixing.
        None => dtype::bits_expr(out_ty, &c, h),
        Some(ep) => {
            b.line(format!(
                "{EPILOGUE_SUM} = {};",
                dtype::fix(product_ty, c, h)
            ));
            dtype::bits_expr(out_ty, &format!("n_{}({e})", ep.end.0), h)
        }
    };
    // The stored element of the product's element `e`.
    let at = epilogue.map_or("e".to_string(), |ep| ep.index("e"));
    for i in 0..tm {
        for j in (0..tn).step_by(if pack { 2 } else { 1 }) {
            b.open_flat("");
            b.line(format!("let om = m0 + ty * {tm}u + {i}u;"));
            b.line(format!(
                "let on = n0 + {}u + tx * 4u + {}u;",
                j / 4 * TX * 4,
                j % 4
            ));
            b.open_flat(format!("if (om < {m}u && on < {n}u)"));
            b.line(format!("let e = {out_index};"));
            if pack {
                let lo = value(&mut b, format!("c{i}_{j}"), "e");
                b.line(format!("let lo = {lo};"));
                let hi = value(&mut b, format!("c{i}_{}", j + 1), "e + 1u");
                b.line(format!("let hi = {hi};"));
                b.line("out0[e / 2u] = lo | (hi << 16u);");
            } else {
                b.line(format!("let s = {at};"));
                let v = value(&mut b, format!("c{i}_{j}"), "s");
                b.line(format!("out0[s] = {v};"));
            }
            b.close();
            b.close();
        }
    }
    (b, groups)
}

/// Convolution as an implicit GEMM on the same tiles: rows are (batch, output position),
/// columns output features, and the contracting index (input feature, kernel position)
/// gathers the input on the fly (zero outside the padded input, as im2col fills it), so no
/// patch matrix is stored. Any dim_labels, strides, padding and dilations; feature and batch
/// groups keep the serial loop.
fn conv_kernel(
    cx: &Ctx,
    id: InstId,
    epilogue: Option<InstId>,
    limits: &DeviceLimits,
) -> EResult<Option<KernelText>> {
    let inst = cx.comp.inst(id);
    let Op::Convolution(c) = &inst.op else {
        return Ok(None);
    };
    if c.feature_group_count > 1 || c.batch_group_count > 1 {
        return Ok(None);
    }
    let Some(Operands {
        out,
        acc_ty,
        l,
        la,
        r,
        ra,
    }) = operands(cx, id, limits)
    else {
        return Ok(None);
    };
    // The output index of a convolution need not put a word's two halves in one invocation.
    if out.ty.byte_size() != 4 {
        return Ok(None);
    }
    let dn = &c.dims;
    let (ld, rd, od) = (&la.dims, &ra.dims, &out.dims);
    if c.window.len() != dn.input_spatial.len() {
        return Ok(None);
    }
    // Rows: (batch, output spatial...); contracting: (input feature, kernel spatial...), the
    // order of the serial loop.
    let mut msizes = vec![od[dn.output_batch]];
    msizes.extend(dn.output_spatial.iter().map(|&d| od[d]));
    let mut ksizes = vec![ld[dn.input_feature]];
    ksizes.extend(dn.kernel_spatial.iter().map(|&d| rd[d]));
    let m: usize = msizes.iter().product();
    let n = od[dn.output_feature];
    let k: usize = ksizes.iter().product();
    // Narrow convolutions (an image's first layer: few taps, few features) waste most of a
    // 64x64 tile; the per-output loop suits them.
    if m < 16 || n < 16 || k < 32 {
        return Ok(None);
    }
    let acc_s = scalar_of(acc_ty, "convolution")?;
    let stored = Stored::new(cx, (id, &out), epilogue, false)?;
    let t = acc_s.wgsl();
    let zero = scalar::zero(acc_s);
    let mut g = Gen::new(cx, 1);

    // A: the input under kernel tap `gk` for output row `gm`.
    let mut fa = Wgsl::new();
    fa.open(format!("fn conv_a(gm: u32, gk: u32) -> {t}"));
    coords(&mut fa, &msizes, "gm", "mq");
    coords(&mut fa, &ksizes, "gk", "q");
    let mut lc = vec![String::new(); ld.len()];
    lc[dn.input_batch] = "mq0".to_string();
    lc[dn.input_feature] = "q0".to_string();
    for (s, w) in c.window.iter().enumerate() {
        let bd = w.base_dilation.max(1);
        fa.line(format!(
            "let p{s} = i32(mq{} * {}u + q{} * {}u) - ({}i);",
            s + 1,
            w.stride,
            s + 1,
            w.window_dilation,
            w.pad_low
        ));
        fa.line(format!(
            "if (p{s} < 0 || p{s} % {bd}i != 0 || p{s} / {bd}i >= {}i) {{ return {zero}; }}",
            ld[dn.input_spatial[s]]
        ));
        lc[dn.input_spatial[s]] = format!("u32(p{s} / {bd}i)");
    }
    let lv = g.val(l, &super::emit::linear(&lc, ld))?;
    fa.line(format!(
        "return {};",
        scalar::convert(&lv, la.ty, acc_ty, g.helpers())?
    ));
    fa.close();

    // B: the kernel at tap `gk` for output feature `gn`.
    let mut fb = Wgsl::new();
    fb.open(format!("fn conv_b(gk: u32, gn: u32) -> {t}"));
    coords(&mut fb, &ksizes, "gk", "q");
    let mut rc = vec![String::new(); rd.len()];
    rc[dn.kernel_input_feature] = "q0".to_string();
    rc[dn.kernel_output_feature] = "gn".to_string();
    for (s, w) in c.window.iter().enumerate() {
        rc[dn.kernel_spatial[s]] = if w.window_reversal {
            format!("({}u - q{})", w.size - 1, s + 1)
        } else {
            format!("q{}", s + 1)
        };
    }
    let rv = g.val(r, &super::emit::linear(&rc, rd))?;
    fb.line(format!(
        "return {};",
        scalar::convert(&rv, ra.ty, acc_ty, g.helpers())?
    ));
    fb.close();

    // The output element of row `om`, feature `on`.
    let mut fo = Wgsl::new();
    fo.open("fn conv_out(om: u32, on: u32) -> u32");
    coords(&mut fo, &msizes, "om", "mq");
    let mut oc = vec![String::new(); od.len()];
    oc[dn.output_batch] = "mq0".to_string();
    oc[dn.output_feature] = "on".to_string();
    for (s, &d) in dn.output_spatial.iter().enumerate() {
        oc[d] = format!("mq{}", s + 1);
    }
    fo.line(format!("return {};", super::emit::linear(&oc, od)));
    fo.close();
    for f in [fa, fb, fo] {
        g.declare(f.finish());
    }
    let name = format!("conv_tiled_{}", super::plan::sanitize(&inst.name));
    tiled_kernel(
        g,
        limits,
        name,
        (&stored, out.ty),
        acc_s,
        (1, m, n, k),
        [
            &Staged::value("conv_a(gm, gk)", acc_s),
            &Staged::value("conv_b(gkb, gn)", acc_s),
        ],
        "conv_out(om, on)",
    )
    .map(Some)
}
