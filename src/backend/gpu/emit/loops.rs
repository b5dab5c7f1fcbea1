//! The serial loops of a node function: one invocation computes one output element of a
//! reduce, reduce-window, dot, convolution, scatter or select-and-scatter by looping over
//! what contributes to it, its operands fused. The planner's tiled and tree kernels
//! (`tiled_dot`, `tree_reduce`) replace these where they suit better; these are the
//! always-available form and must stay deterministic (fixed loop order).

use super::super::dtype::{self, scalar_of, Scalar};
use super::super::scalar;
use super::super::wgsl::{Helper, Helpers, Wgsl};
use super::index::{coords, linear, u};
use super::{array_of, EResult, Gen};
use crate::error::Error;
use crate::ir::{CompId, ElementType, InstId, Shape};

impl<'a> Gen<'a> {
    /// Variadic reduction over `dimensions` with the reducer compiled inline.
    pub(super) fn reduce(
        &mut self,
        id: InstId,
        dimensions: &[usize],
        comp: CompId,
        b: &mut Wgsl,
    ) -> EResult<()> {
        let inst = self.inst(id);
        let n = inst.operands.len() / 2;
        let ins: Vec<InstId> = inst.operands[..n].to_vec();
        let inits: Vec<InstId> = inst.operands[n..].to_vec();
        let idims = self.dims(ins[0])?.to_vec();
        let kept: Vec<usize> = (0..idims.len())
            .filter(|d| !dimensions.contains(d))
            .collect();
        let kdims: Vec<usize> = kept.iter().map(|&d| idims[d]).collect();
        let rd: Vec<usize> = dimensions.to_vec();
        let rsizes: Vec<usize> = rd.iter().map(|&d| idims[d]).collect();
        let total: usize = rsizes.iter().product();
        coords(b, &kdims, "i", "c");
        for (k, &x) in inits.iter().enumerate() {
            let t = scalar_of(self.ty(x)?, "reduce")?.wgsl();
            let v = self.val(x, "0u")?;
            b.line(format!("var acc{k}: {t} = {v};"));
        }
        b.open(format!("for (var r = 0u; r < {total}u; r = r + 1u)"));
        coords(b, &rsizes, "r", "q");
        let mut cs = vec![String::new(); idims.len()];
        for (j, &d) in kept.iter().enumerate() {
            cs[d] = format!("c{j}");
        }
        for (j, &d) in rd.iter().enumerate() {
            cs[d] = format!("q{j}");
        }
        let lin = linear(&cs, &idims);
        b.line(format!("let li = {lin};"));
        for (k, &x) in ins.iter().enumerate() {
            let v = self.val(x, "li")?;
            b.line(format!("let x{k} = {v};"));
        }
        let f = self.comp_fn(comp)?;
        let args: Vec<String> = (0..n)
            .map(|k| format!("acc{k}"))
            .chain((0..n).map(|k| format!("x{k}")))
            .collect();
        if n == 1 {
            b.line(format!("acc0 = {f}({});", args.join(", ")));
        } else {
            b.line(format!("let t = {f}({});", args.join(", ")));
            for k in 0..n {
                b.line(format!("acc{k} = t.f{k};"));
            }
        }
        b.close();
        self.return_accs(id, n, b)
    }

    fn return_accs(&mut self, id: InstId, n: usize, b: &mut Wgsl) -> EResult<()> {
        if n == 1 && self.inst(id).shape.as_array().is_some() {
            b.line("return acc0;");
        } else {
            let list: Vec<String> = (0..n).map(|k| format!("acc{k}")).collect();
            b.line(format!("return R_{}({});", id.0, list.join(", ")));
        }
        Ok(())
    }

    pub(super) fn reduce_window(
        &mut self,
        id: InstId,
        window: &[crate::ir::WindowDim],
        comp: CompId,
        b: &mut Wgsl,
    ) -> EResult<()> {
        let inst = self.inst(id);
        let n = inst.operands.len() / 2;
        let ins: Vec<InstId> = inst.operands[..n].to_vec();
        let inits: Vec<InstId> = inst.operands[n..].to_vec();
        let idims = self.dims(ins[0])?.to_vec();
        let out_dims: Vec<usize> = match &inst.shape {
            Shape::Array(a) => a.dims.clone(),
            Shape::Tuple(t) => array_of(&t[0], "reduce-window")?.dims.clone(),
            Shape::Token => Vec::new(),
        };
        if window.iter().any(|w| w.window_reversal) {
            return Err(Error::unsupported_msg(
                "reduce-window with window reversal is not supported on the gpu backend",
            )
            .into());
        }
        coords(b, &out_dims, "i", "c");
        for (k, &x) in inits.iter().enumerate() {
            let t = scalar_of(self.ty(x)?, "reduce-window")?.wgsl();
            let v = self.val(x, "0u")?;
            b.line(format!("let init{k}: {t} = {v};"));
            b.line(format!("var acc{k}: {t} = init{k};"));
        }
        let wsizes: Vec<usize> = window.iter().map(|w| w.size).collect();
        let total: usize = wsizes.iter().product();
        b.open(format!("for (var r = 0u; r < {total}u; r = r + 1u)"));
        coords(b, &wsizes, "r", "w");
        b.line("var inb = true;");
        let mut cs = Vec::new();
        for (k, w) in window.iter().enumerate() {
            b.line(format!(
                "let p{k} = i32(c{k} * {}u + w{k} * {}u) - ({}i);",
                w.stride, w.window_dilation, w.pad_low
            ));
            let bd = w.base_dilation.max(1);
            b.line(format!(
                "if (p{k} < 0 || p{k} % {bd}i != 0 || p{k} / {bd}i >= {}i) {{ inb = false; }}",
                idims[k]
            ));
            cs.push(format!("u32(max(p{k}, 0) / {bd}i)"));
        }
        let lin = linear(&cs, &idims);
        b.line(format!("let li = {lin};"));
        for (k, &x) in ins.iter().enumerate() {
            let t = scalar_of(self.ty(x)?, "reduce-window")?.wgsl();
            let v = self.val(x, "li")?;
            b.line(format!("var x{k}: {t} = init{k};"));
            b.line(format!("if (inb) {{ x{k} = {v}; }}"));
        }
        let f = self.comp_fn(comp)?;
        let args: Vec<String> = (0..n)
            .map(|k| format!("acc{k}"))
            .chain((0..n).map(|k| format!("x{k}")))
            .collect();
        if n == 1 {
            b.line(format!("acc0 = {f}({});", args.join(", ")));
        } else {
            b.line(format!("let t = {f}({});", args.join(", ")));
            for k in 0..n {
                b.line(format!("acc{k} = t.f{k};"));
            }
        }
        b.close();
        self.return_accs(id, n, b)
    }

    pub(super) fn dot(
        &mut self,
        id: InstId,
        d: &crate::ir::DotDims,
        rdims: &[usize],
        b: &mut Wgsl,
    ) -> EResult<()> {
        let l = self.operand(id, 0)?;
        let r = self.operand(id, 1)?;
        let (ld, rd) = (self.dims(l)?.to_vec(), self.dims(r)?.to_vec());
        let (lt, rt) = (self.ty(l)?, self.ty(r)?);
        let out = self.ty(id)?;
        let acc_s = scalar_of(out, "dot")?;
        // Accumulate f16/bf16 products in f32, round once at the end.
        let acc_ty = match out {
            ElementType::F16 | ElementType::BF16 => ElementType::F32,
            t => t,
        };
        coords(b, rdims, "i", "c");
        let lfree = d.lhs_free(ld.len());
        let rfree = d.rhs_free(rd.len());
        let ksizes: Vec<usize> = d.lhs_contracting.iter().map(|&x| ld[x]).collect();
        let total: usize = ksizes.iter().product();
        let mut lc = vec![String::new(); ld.len()];
        let mut rc = vec![String::new(); rd.len()];
        let nb = d.lhs_batch.len();
        for (j, (&lb, &rb)) in d.lhs_batch.iter().zip(&d.rhs_batch).enumerate() {
            lc[lb] = format!("c{j}");
            rc[rb] = format!("c{j}");
        }
        for (j, &x) in lfree.iter().enumerate() {
            lc[x] = format!("c{}", nb + j);
        }
        for (j, &x) in rfree.iter().enumerate() {
            rc[x] = format!("c{}", nb + lfree.len() + j);
        }
        for (j, (&lk, &rk)) in d.lhs_contracting.iter().zip(&d.rhs_contracting).enumerate() {
            lc[lk] = format!("q{j}");
            rc[rk] = format!("q{j}");
        }
        let t = scalar_of(acc_ty, "dot")?.wgsl();
        b.line(format!(
            "var acc: {t} = {};",
            scalar::zero(scalar_of(acc_ty, "dot")?)
        ));
        b.open(format!("for (var r = 0u; r < {total}u; r = r + 1u)"));
        coords(b, &ksizes, "r", "q");
        let lv = self.val(l, &linear(&lc, &ld))?;
        let rv = self.val(r, &linear(&rc, &rd))?;
        let lvc = scalar::convert(&lv, lt, acc_ty, &mut self.helpers)?;
        let rvc = scalar::convert(&rv, rt, acc_ty, &mut self.helpers)?;
        if acc_s == Scalar::Bool {
            // XLA's dot over pred: the sum is OR, the product AND.
            b.line(format!("acc = acc || (({lvc}) && ({rvc}));"));
        } else if acc_s == Scalar::W64 {
            // s64/u64: the low 64 bits of each product and sum, wrapping as XLA's integer dot
            // (two's complement makes signed and unsigned the same words).
            let p = self
                .helpers
                .call(Helper::Mul64, format_args!("{lvc}, {rvc}"));
            let sum = self.helpers.call(Helper::Add64, format_args!("acc, {p}"));
            b.line(format!("acc = {sum};"));
        } else if acc_s == Scalar::F64Soft {
            // Each product and sum rounded (no fused multiply-add): within rounding of the
            // CPU's blocked FMA GEMM, not its bits.
            let p = self
                .helpers
                .call(Helper::F64Mul, format_args!("{lvc}, {rvc}"));
            let sum = self.helpers.call(Helper::F64Add, format_args!("acc, {p}"));
            b.line(format!("acc = {sum};"));
        } else if acc_s == Scalar::C128 {
            // The CPU backend's order: each product rounded, then added to the sum.
            let sum = mac(acc_s, &lvc, &rvc, &mut self.helpers);
            b.line(format!("acc = {sum};"));
        } else if acc_s == Scalar::C64 {
            // The CPU backend's order: each product rounded, then added to the sum.
            let p = self
                .helpers
                .call(Helper::CmulRounded, format_args!("{lvc}, {rvc}"));
            b.line(format!("acc = acc + {p};"));
        } else {
            b.line(format!("acc = acc + ({lvc}) * ({rvc});"));
        }
        b.close();
        let e = dtype::fix(out, "acc".to_string(), &mut self.helpers);
        b.line(format!("return {e};"));
        Ok(())
    }

    pub(super) fn conv(
        &mut self,
        id: InstId,
        c: &crate::ir::ConvAttrs,
        rdims: &[usize],
        b: &mut Wgsl,
    ) -> EResult<()> {
        let l = self.operand(id, 0)?;
        let r = self.operand(id, 1)?;
        let (ld, rd) = (self.dims(l)?.to_vec(), self.dims(r)?.to_vec());
        let (lt, rt) = (self.ty(l)?, self.ty(r)?);
        let out = self.ty(id)?;
        let acc_ty = match out {
            ElementType::F16 | ElementType::BF16 => ElementType::F32,
            t => t,
        };
        let acc_s = scalar_of(acc_ty, "convolution")?;
        if acc_s == Scalar::Bool {
            return Err(Error::unsupported("convolution", out.hlo_name(), "gpu").into());
        }
        let dn = &c.dims;
        let g = c.feature_group_count.max(1);
        let bg = c.batch_group_count.max(1);
        let in_feat = ld[dn.input_feature];
        let ic = in_feat / g;
        let out_feat = rdims[dn.output_feature];
        let oc_per_g = (out_feat / g).max(1);
        let oc_per_bg = (out_feat / bg).max(1);
        let out_batch = rdims[dn.output_batch];
        coords(b, rdims, "i", "c");
        b.line(format!("let ob = c{};", dn.output_batch));
        b.line(format!("let ofe = c{};", dn.output_feature));
        b.line(format!("let grp = ofe / {oc_per_g}u;"));
        b.line(format!("let bgrp = ofe / {oc_per_bg}u;"));
        b.line(format!("let ib = bgrp * {out_batch}u + ob;"));
        let ks: Vec<usize> = dn.kernel_spatial.iter().map(|&x| rd[x]).collect();
        let mut sizes = vec![ic];
        sizes.extend(&ks);
        let total: usize = sizes.iter().product();
        let t = acc_s.wgsl();
        b.line(format!("var acc: {t} = {};", scalar::zero(acc_s)));
        b.open(format!("for (var r = 0u; r < {total}u; r = r + 1u)"));
        coords(b, &sizes, "r", "q");
        b.line("var inb = true;");
        let mut lc = vec![String::new(); ld.len()];
        let mut rc = vec![String::new(); rd.len()];
        lc[dn.input_batch] = "ib".to_string();
        lc[dn.input_feature] = format!("grp * {ic}u + q0");
        rc[dn.kernel_input_feature] = "q0".to_string();
        rc[dn.kernel_output_feature] = "ofe".to_string();
        for (s, w) in c.window.iter().enumerate() {
            let kq = format!("q{}", s + 1);
            let kidx = if w.window_reversal {
                format!("({}u - {kq})", w.size - 1)
            } else {
                kq.clone()
            };
            rc[dn.kernel_spatial[s]] = kidx;
            let od = dn.output_spatial[s];
            let idim = ld[dn.input_spatial[s]];
            let bd = w.base_dilation.max(1);
            b.line(format!(
                "let p{s} = i32(c{od} * {}u + {kq} * {}u) - ({}i);",
                w.stride, w.window_dilation, w.pad_low
            ));
            b.line(format!(
                "if (p{s} < 0 || p{s} % {bd}i != 0 || p{s} / {bd}i >= {idim}i) {{ inb = false; }}"
            ));
            lc[dn.input_spatial[s]] = format!("u32(max(p{s}, 0) / {bd}i)");
        }
        let lv = self.val(l, &linear(&lc, &ld))?;
        let rv = self.val(r, &linear(&rc, &rd))?;
        let lvc = scalar::convert(&lv, lt, acc_ty, &mut self.helpers)?;
        let rvc = scalar::convert(&rv, rt, acc_ty, &mut self.helpers)?;
        let sum = mac(acc_s, &lvc, &rvc, &mut self.helpers);
        b.line(format!("if (inb) {{ acc = {sum}; }}"));
        b.close();
        let e = dtype::fix(out, "acc".to_string(), &mut self.helpers);
        b.line(format!("return {e};"));
        Ok(())
    }

    pub(super) fn scatter(
        &mut self,
        id: InstId,
        s: &crate::ir::ScatterAttrs,
        b: &mut Wgsl,
    ) -> EResult<()> {
        let inst = self.inst(id);
        let n = (inst.operands.len() - 1) / 2;
        let ops: Vec<InstId> = inst.operands[..n].to_vec();
        let ix = inst.operands[n];
        let upds: Vec<InstId> = inst.operands[n + 1..].to_vec();
        let od = self.dims(ops[0])?.to_vec();
        let ud = self.dims(upds[0])?.to_vec();
        let id_dims = self.dims(ix)?.to_vec();
        coords(b, &od, "i", "c");
        for (k, &o) in ops.iter().enumerate() {
            let t = scalar_of(self.ty(o)?, "scatter")?.wgsl();
            let v = self.val(o, "i")?;
            b.line(format!("var acc{k}: {t} = {v};"));
        }
        let scatter_dims: Vec<usize> = (0..ud.len())
            .filter(|d| !s.update_window_dims.contains(d))
            .collect();
        let ssizes: Vec<usize> = scatter_dims.iter().map(|&d| ud[d]).collect();
        let total: usize = ssizes.iter().product();
        let window_operand_dims: Vec<usize> = (0..od.len())
            .filter(|d| !s.inserted_window_dims.contains(d) && !s.input_batching_dims.contains(d))
            .collect();
        // Window extent per operand dim.
        let mut wsize = vec![1usize; od.len()];
        for (j, &d) in window_operand_dims.iter().enumerate() {
            if let Some(&udim) = s.update_window_dims.get(j) {
                wsize[d] = ud[udim];
            }
        }
        b.open(format!("for (var r = 0u; r < {total}u; r = r + 1u)"));
        coords(b, &ssizes, "r", "q");
        let ivd = s.index_vector_dim;
        let idx_coord = |k: usize| -> Vec<String> {
            let mut cs = Vec::new();
            let mut bi = 0;
            for d in 0..id_dims.len() {
                if d == ivd {
                    cs.push(u(k));
                } else {
                    cs.push(format!("q{bi}"));
                    bi += 1;
                }
            }
            cs
        };
        let mut starts = vec!["0i".to_string(); od.len()];
        for (k, &d) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            let v = self.index_i32(ix, &linear(&idx_coord(k), &id_dims))?;
            b.line(format!("let st{k} = {v};"));
            starts[d] = format!("st{k}");
        }
        for (m, &d) in s.input_batching_dims.iter().enumerate() {
            let idim = s.scatter_indices_batching_dims[m];
            let pos = if idim < ivd { idim } else { idim - 1 };
            starts[d] = format!("i32(q{pos})");
        }
        b.line("var hit = true;");
        for d in 0..od.len() {
            b.line(format!("let wo{d} = i32(c{d}) - ({});", starts[d]));
            b.line(format!(
                "if ({} < 0 || ({}) + {}i > {}i || wo{d} < 0 || wo{d} >= {}i) {{ hit = false; }}",
                starts[d], starts[d], wsize[d], od[d], wsize[d]
            ));
        }
        let mut uc = vec![String::new(); ud.len()];
        for (j, &d) in scatter_dims.iter().enumerate() {
            uc[d] = format!("q{j}");
        }
        for (j, &d) in window_operand_dims.iter().enumerate() {
            if let Some(&udim) = s.update_window_dims.get(j) {
                uc[udim] = format!("u32(max(wo{d}, 0))");
            }
        }
        let ulin = linear(&uc, &ud);
        b.open_flat("if (hit)");
        b.line(format!("let ui = {ulin};"));
        for (k, &x) in upds.iter().enumerate() {
            let v = self.val(x, "ui")?;
            b.line(format!("let u{k} = {v};"));
        }
        let f = self.comp_fn(s.update)?;
        let args: Vec<String> = (0..n)
            .map(|k| format!("acc{k}"))
            .chain((0..n).map(|k| format!("u{k}")))
            .collect();
        if n == 1 {
            b.line(format!("acc0 = {f}({});", args.join(", ")));
        } else {
            b.line(format!("let t = {f}({});", args.join(", ")));
            for k in 0..n {
                b.line(format!("acc{k} = t.f{k};"));
            }
        }
        b.close();
        b.close();
        self.return_accs(id, n, b)
    }

    pub(super) fn select_and_scatter(
        &mut self,
        id: InstId,
        window: &[crate::ir::WindowDim],
        select: CompId,
        scatter: CompId,
        rdims: &[usize],
        b: &mut Wgsl,
    ) -> EResult<()> {
        let o = self.operand(id, 0)?;
        let src = self.operand(id, 1)?;
        let init = self.operand(id, 2)?;
        let sd = self.dims(src)?.to_vec();
        let t = scalar_of(self.ty(id)?, "select-and-scatter")?.wgsl();
        let ot = scalar_of(self.ty(o)?, "select-and-scatter")?.wgsl();
        coords(b, rdims, "i", "c");
        let iv = self.val(init, "0u")?;
        b.line(format!("var acc: {t} = {iv};"));
        let wsizes: Vec<usize> = window.iter().map(|w| w.size).collect();
        let total: usize = wsizes.iter().product();
        let fsel = self.comp_fn(select)?;
        let fsc = self.comp_fn(scatter)?;
        b.open(format!("for (var r = 0u; r < {total}u; r = r + 1u)"));
        coords(b, &wsizes, "r", "w");
        b.line("var ok = true;");
        for (k, w) in window.iter().enumerate() {
            b.line(format!(
                "let sp{k} = i32(c{k}) + ({}i) - i32(w{k});",
                w.pad_low
            ));
            b.line(format!(
                "if (sp{k} < 0 || sp{k} % {}i != 0 || sp{k} / {}i >= {}i) {{ ok = false; }}",
                w.stride, w.stride, sd[k]
            ));
            b.line(format!("let s{k} = u32(max(sp{k}, 0) / {}i);", w.stride));
        }
        b.open_flat("if (ok)");
        b.line("var have = false;");
        b.line(format!("var best: {ot};"));
        b.line("var besti = 0u;");
        b.open_flat(format!("for (var r2 = 0u; r2 < {total}u; r2 = r2 + 1u)"));
        coords(b, &wsizes, "r2", "v");
        b.line("var inb = true;");
        let mut cs = Vec::new();
        for (k, w) in window.iter().enumerate() {
            b.line(format!(
                "let p{k} = i32(s{k} * {}u + v{k}) - ({}i);",
                w.stride, w.pad_low
            ));
            b.line(format!(
                "if (p{k} < 0 || p{k} >= {}i) {{ inb = false; }}",
                rdims[k]
            ));
            cs.push(format!("u32(max(p{k}, 0))"));
        }
        let lin = linear(&cs, rdims);
        let ov = self.val(o, "li")?;
        b.open_flat("if (inb)");
        b.line(format!("let li = {lin};"));
        b.line(format!("let cand = {ov};"));
        b.line(format!(
            "if (!have || !{fsel}(best, cand)) {{ best = cand; besti = li; have = true; }}"
        ));
        b.close();
        b.close();
        let sl: Vec<String> = (0..sd.len()).map(|k| format!("s{k}")).collect();
        let sv = self.val(src, &linear(&sl, &sd))?;
        b.line(format!(
            "if (have && besti == i) {{ acc = {fsc}(acc, {sv}); }}"
        ));
        b.close();
        b.close();
        b.line("return acc;");
        Ok(())
    }
}

/// `acc` plus the product of `l` and `r` in compute type `acc_s` (not pred), each product
/// rounded and then added, the serial multiply-accumulate of the convolution loop: 64-bit
/// integers wrap, soft f64 rounds the product and the sum, c64 rounds the product as the CPU
/// backend does (c128 too, in soft f64).
fn mac(acc_s: Scalar, l: &str, r: &str, h: &mut Helpers) -> String {
    match acc_s {
        Scalar::W64 => {
            let p = h.call(Helper::Mul64, format_args!("{l}, {r}"));
            h.call(Helper::Add64, format_args!("acc, {p}"))
        }
        Scalar::F64Soft => {
            let p = h.call(Helper::F64Mul, format_args!("{l}, {r}"));
            h.call(Helper::F64Add, format_args!("acc, {p}"))
        }
        Scalar::C64 => {
            let p = h.call(Helper::CmulRounded, format_args!("{l}, {r}"));
            format!("acc + {p}")
        }
        Scalar::C128 => h.call(Helper::C128Mac, format_args!("acc, {l}, {r}")),
        _ => format!("acc + ({l}) * ({r})"),
    }
}
