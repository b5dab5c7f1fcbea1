//! The body of a fused node's function (`fn n_<id>(i: u32) -> T`), per op: elementwise ops
//! (through `scalar`), and the data movement that fuses into its consumer by index
//! arithmetic alone (broadcast, transpose, slice, reverse, iota, pad, concatenate, dynamic
//! slices, gather, width-changing bitcasts). Ops that loop per output element go to `loops`.
//! It writes text for the node asked for and decides nothing about what is materialised.

use super::super::dtype::{self, scalar_of, Scalar};
use super::super::scalar;
use super::super::wgsl::{Helper, Helpers, Wgsl};
use super::index::{coords, linear, u};
use super::{array_of, EResult, EmitError, Gen};
use crate::error::Error;
use crate::ir::{ElementType, InstId, Op, Shape};

impl<'a> Gen<'a> {
    pub(super) fn node_body(&mut self, id: InstId, b: &mut Wgsl) -> EResult<()> {
        let inst = self.inst(id);
        let name = inst.op.name();
        let unsupported = |ty: &str| EmitError::Fail(Error::unsupported(name, ty, "gpu"));
        let rdims: Vec<usize> = match &inst.shape {
            Shape::Array(a) => a.dims.clone(),
            _ => Vec::new(),
        };
        let out_ty = inst.shape.as_array().map(|a| a.ty);
        match &inst.op {
            Op::BitcastConvert
                if out_ty.map(|t| t.byte_size())
                    != Some(self.ty(self.operand(id, 0)?)?.byte_size()) =>
            {
                let out = out_ty.ok_or_else(|| unsupported("tuple"))?;
                self.bitcast_resize(id, out, b)?
            }
            Op::Unary(_)
            | Op::Binary(_)
            | Op::Compare { .. }
            | Op::Select
            | Op::Clamp
            | Op::Convert
            | Op::BitcastConvert
            | Op::Map { .. } => {
                let rank = rdims.len();
                let mut args = Vec::new();
                let mut tys = Vec::new();
                for (k, &o) in inst.operands.iter().enumerate() {
                    let idx = if self.dims(o)?.len() < rank {
                        "0u"
                    } else {
                        "i"
                    };
                    let v = self.val(o, idx)?;
                    b.line(format!("let a{k} = {v};"));
                    args.push(format!("a{k}"));
                    tys.push(self.ty(o)?);
                }
                let out = out_ty.ok_or_else(|| unsupported("tuple"))?;
                let e = if let Op::Map { computation, .. } = &inst.op {
                    let f = self.comp_fn(*computation)?;
                    format!("{f}({})", args.join(", "))
                } else {
                    scalar::elementwise(&inst.op, &args, &tys, out, &mut self.helpers)?
                };
                b.line(format!("return {e};"));
            }
            Op::ReducePrecision {
                exponent_bits,
                mantissa_bits,
            } => {
                let o = self.operand(id, 0)?;
                let ty = self.ty(o)?;
                if ty == ElementType::F64 {
                    let v = self.val(o, "i")?;
                    reduce_precision_f64(b, &v, *exponent_bits, *mantissa_bits, &mut self.helpers);
                    b.line("return x;");
                    return Ok(());
                }
                if !matches!(ty, ElementType::F32 | ElementType::F16 | ElementType::BF16) {
                    return Err(unsupported(ty.hlo_name()));
                }
                // f16/bf16 values are computed in f32: rounding the f32 bits and then the
                // result to the storage type is what XLA (and the CPU backend) do.
                let v = self.val(o, "i")?;
                reduce_precision_body(b, &v, *exponent_bits, *mantissa_bits);
                let e = dtype::fix(ty, "bitcast<f32>(x)".into(), &mut self.helpers);
                b.line(format!("return {e};"));
            }
            Op::Reshape | Op::Copy | Op::Bitcast | Op::OptimizationBarrier => {
                let o = self.operand(id, 0)?;
                if let Op::Bitcast = inst.op {
                    let a = array_of(&inst.shape, name)?;
                    let oa = array_of(&self.inst(o).shape, name)?;
                    if !a.has_default_layout() || !oa.has_default_layout() || a.ty != oa.ty {
                        return Err(unsupported("layout-changing bitcast"));
                    }
                }
                let v = self.val(o, "i")?;
                b.line(format!("return {v};"));
            }
            Op::Broadcast { dimensions } => {
                let o = self.operand(id, 0)?;
                let od = self.dims(o)?.to_vec();
                coords(b, &rdims, "i", "c");
                // A size-1 operand dimension may be stretched over a longer result
                // dimension (StableHLO's broadcast_in_dim; the verifier accepts it): it is
                // always read at 0.
                let cs: Vec<String> = dimensions
                    .iter()
                    .zip(&od)
                    .map(|(&d, &n)| {
                        if n == 1 && rdims[d] != 1 {
                            "0u".to_string()
                        } else {
                            format!("c{d}")
                        }
                    })
                    .collect();
                let v = self.val(o, &linear(&cs, &od))?;
                b.line(format!("return {v};"));
            }
            Op::Transpose { permutation } => {
                let o = self.operand(id, 0)?;
                let od = self.dims(o)?.to_vec();
                coords(b, &rdims, "i", "c");
                let mut cs = vec![String::new(); od.len()];
                for (j, &p) in permutation.iter().enumerate() {
                    if let Some(slot) = cs.get_mut(p) {
                        *slot = format!("c{j}");
                    }
                }
                let v = self.val(o, &linear(&cs, &od))?;
                b.line(format!("return {v};"));
            }
            Op::Slice { dims } => {
                let o = self.operand(id, 0)?;
                let od = self.dims(o)?.to_vec();
                coords(b, &rdims, "i", "c");
                let cs: Vec<String> = dims
                    .iter()
                    .enumerate()
                    .map(|(k, s)| format!("{}u + c{k} * {}u", s.start, s.stride))
                    .collect();
                let v = self.val(o, &linear(&cs, &od))?;
                b.line(format!("return {v};"));
            }
            Op::Reverse { dimensions } => {
                let o = self.operand(id, 0)?;
                coords(b, &rdims, "i", "c");
                let cs: Vec<String> = (0..rdims.len())
                    .map(|k| {
                        if dimensions.contains(&k) {
                            // A reversed empty dimension leaves no element to index: the
                            // expression is never evaluated, but `0 - 1` must not wrap to a
                            // literal WGSL cannot represent (or panic on overflow).
                            format!("{}u - c{k}", rdims[k].saturating_sub(1))
                        } else {
                            format!("c{k}")
                        }
                    })
                    .collect();
                let v = self.val(o, &linear(&cs, &rdims))?;
                b.line(format!("return {v};"));
            }
            Op::Iota { dimension } => {
                coords(b, &rdims, "i", "c");
                let out = out_ty.ok_or_else(|| unsupported("tuple"))?;
                let e = scalar::convert(
                    &format!("c{dimension}"),
                    ElementType::U32,
                    out,
                    &mut self.helpers,
                )?;
                b.line(format!("return {e};"));
            }
            Op::Pad { dims } => {
                let o = self.operand(id, 0)?;
                let pv = self.operand(id, 1)?;
                let od = self.dims(o)?.to_vec();
                coords(b, &rdims, "i", "c");
                b.line("var ok = true;");
                let mut qs = Vec::new();
                for (k, p) in dims.iter().enumerate() {
                    let step = p.interior as i64 + 1;
                    b.line(format!("let p{k} = i32(c{k}) - ({}i);", p.low));
                    b.line(format!("if (p{k} < 0 || p{k} % {step}i != 0 || p{k} / {step}i >= {}i) {{ ok = false; }}", od[k]));
                    qs.push(format!("u32(max(p{k}, 0) / {step}i)"));
                }
                let v = self.val(o, &linear(&qs, &od))?;
                let pvv = self.val(pv, "0u")?;
                b.line(format!("if (ok) {{ return {v}; }}"));
                b.line(format!("return {pvv};"));
            }
            Op::Concatenate { dimension } => {
                coords(b, &rdims, "i", "c");
                let d = *dimension;
                let mut off = 0usize;
                let n = inst.operands.len();
                for (k, &o) in inst.operands.iter().enumerate() {
                    let od = self.dims(o)?.to_vec();
                    let cs: Vec<String> = (0..rdims.len())
                        .map(|j| {
                            if j == d {
                                format!("c{j} - {off}u")
                            } else {
                                format!("c{j}")
                            }
                        })
                        .collect();
                    let v = self.val(o, &linear(&cs, &od))?;
                    off += od.get(d).copied().unwrap_or(0);
                    if k + 1 == n {
                        b.line(format!("return {v};"));
                    } else {
                        b.line(format!("if (c{d} < {off}u) {{ return {v}; }}"));
                    }
                }
                if n == 0 {
                    return Err(unsupported("empty concatenate"));
                }
            }
            Op::DynamicSlice { sizes } => {
                let o = self.operand(id, 0)?;
                let od = self.dims(o)?.to_vec();
                coords(b, &rdims, "i", "c");
                let mut cs = Vec::new();
                for k in 0..od.len() {
                    let s = self.start_index(id, k + 1, od[k].saturating_sub(sizes[k]), b, k)?;
                    cs.push(format!("{s} + c{k}"));
                }
                let v = self.val(o, &linear(&cs, &od))?;
                b.line(format!("return {v};"));
            }
            Op::DynamicUpdateSlice => {
                let o = self.operand(id, 0)?;
                let upd = self.operand(id, 1)?;
                let ud = self.dims(upd)?.to_vec();
                coords(b, &rdims, "i", "c");
                let mut conds = Vec::new();
                let mut cs = Vec::new();
                for k in 0..rdims.len() {
                    let s = self.start_index(id, k + 2, rdims[k].saturating_sub(ud[k]), b, k)?;
                    conds.push(format!("c{k} >= {s} && c{k} < {s} + {}u", ud[k]));
                    cs.push(format!("c{k} - {s}"));
                }
                let cond = if conds.is_empty() {
                    "true".to_string()
                } else {
                    conds.join(" && ")
                };
                let uv = self.val(upd, &linear(&cs, &ud))?;
                let ov = self.val(o, "i")?;
                b.line(format!("if ({cond}) {{ return {uv}; }}"));
                b.line(format!("return {ov};"));
            }
            Op::Gather(g) => self.gather(id, g, &rdims, b)?,
            Op::Reduce {
                dimensions,
                computation,
            } => self.reduce(id, dimensions, *computation, b)?,
            Op::ReduceWindow {
                window,
                computation,
            } => self.reduce_window(id, window, *computation, b)?,
            Op::Dot { dims, .. } => self.dot(id, dims, &rdims, b)?,
            Op::Convolution(c) => self.conv(id, c, &rdims, b)?,
            Op::Scatter(s) => self.scatter(id, s, b)?,
            Op::SelectAndScatter {
                window,
                select,
                scatter,
            } => self.select_and_scatter(id, window, *select, *scatter, &rdims, b)?,
            Op::Parameter { .. }
            | Op::Constant(_)
            | Op::Tuple
            | Op::GetTupleElement { .. }
            | Op::Call { .. }
            | Op::While { .. }
            | Op::Conditional { .. }
            | Op::AfterAll
            | Op::AddDependency
            | Op::ReplicaId
            | Op::PartitionId
            | Op::Sort { .. }
            // Host steps (`host_step`), never kernels.
            | Op::Cholesky { .. }
            | Op::TriangularSolve(_)
            | Op::Fft { .. }
            | Op::CustomCall(_)
            | Op::AllReduce { .. }
            | Op::AllGather { .. }
            | Op::ReduceScatter { .. }
            | Op::AllToAll { .. }
            | Op::CollectivePermute { .. }
            | Op::CollectiveBroadcast { .. }
            | Op::GlobalToLocal { .. }
            | Op::LocalToGlobal { .. } => {
                return Err(EmitError::Fail(Error::internal(format!(
                    "{name} reached the gpu kernel emitter without being materialised"
                ))))
            }
            Op::TopK { .. } | Op::RngBitGenerator { .. } => {
                return Err(unsupported(out_ty.map(|t| t.hlo_name()).unwrap_or("tuple")))
            }
        }
        Ok(())
    }

    /// Width-changing bitcast-convert (e.g. jax's `u32[2,2] -> u64[2]` for rbg keys): the
    /// narrower side has one more, minor dimension holding the wider element's parts, low
    /// bits first (little-endian, as literals are).
    fn bitcast_resize(&mut self, id: InstId, out: ElementType, b: &mut Wgsl) -> EResult<()> {
        let o = self.operand(id, 0)?;
        let from = self.ty(o)?;
        let (iw, ow) = (from.byte_size(), out.byte_size());
        let refuse = || {
            EmitError::Fail(Error::unsupported_msg(format!(
                "bitcast-convert from {} to {} is not supported on the gpu backend",
                from.hlo_name(),
                out.hlo_name()
            )))
        };
        let sized = |w: usize| matches!(w, 1 | 2 | 4 | 8);
        if !sized(iw) || !sized(ow) || scalar_of(from, "bitcast-convert")? == Scalar::Bool {
            return Err(refuse());
        }
        // The unsigned type of a width, to reinterpret raw bits as `out`.
        let unsigned = |w: usize| match w {
            1 => ElementType::U8,
            2 => ElementType::U16,
            _ => ElementType::U32,
        };
        let finish = |raw: &str, h: &mut Helpers| -> EResult<String> {
            if ow == 8 {
                Ok(dtype::of_pair_words(out, raw))
            } else {
                Ok(scalar::bitcast_convert(raw, unsigned(ow), out, h)?)
            }
        };
        if ow > iw {
            let r = ow / iw;
            let mut words = vec![String::new(); ow.div_ceil(4)];
            for j in 0..r {
                let v = self.val(o, &format!("i * {r}u + {j}u"))?;
                let bits = dtype::bits_expr(from, &v, &mut self.helpers);
                let sh = (j * iw * 8) % 32;
                let w = &mut words[(j * iw * 8) / 32];
                let part = if sh == 0 {
                    format!("({bits})")
                } else {
                    format!("(({bits}) << {sh}u)")
                };
                if w.is_empty() {
                    *w = part;
                } else {
                    *w = format!("{w} | {part}");
                }
            }
            let raw = if ow == 8 {
                format!("vec2<u32>({}, {})", words[0], words[1])
            } else {
                words[0].clone()
            };
            let e = finish(&raw, &mut self.helpers)?;
            b.line(format!("return {e};"));
        } else {
            let r = iw / ow;
            let v = self.val(o, &format!("i / {r}u"))?;
            b.line(format!("let j = i % {r}u;"));
            let word = if iw == 8 {
                let v = if from == ElementType::C64 {
                    dtype::pair_words(from, &v)
                } else {
                    v
                };
                b.line(format!("let v = {v};"));
                format!("select(v.x, v.y, j * {ow}u >= 4u)")
            } else {
                dtype::bits_expr(from, &v, &mut self.helpers)
            };
            let mask = (1u64 << (ow * 8)) - 1;
            let raw = if ow == 4 {
                word
            } else {
                format!("((({word}) >> ((j * {}u) % 32u)) & {mask}u)", ow * 8)
            };
            let e = finish(&raw, &mut self.helpers)?;
            b.line(format!("return {e};"));
        }
        Ok(())
    }

    fn gather(
        &mut self,
        id: InstId,
        g: &crate::ir::GatherDims,
        rdims: &[usize],
        b: &mut Wgsl,
    ) -> EResult<()> {
        let o = self.operand(id, 0)?;
        let ix = self.operand(id, 1)?;
        let od = self.dims(o)?.to_vec();
        let id_dims = self.dims(ix)?.to_vec();
        coords(b, rdims, "i", "c");
        let batch_dims = g.result_batch_dims(rdims.len());
        // Index-array coordinates for component k of the index vector.
        let ivd = g.index_vector_dim;
        let idx_coord = |k: usize| -> Vec<String> {
            let mut cs = Vec::new();
            let mut bi = 0;
            for d in 0..id_dims.len() {
                if d == ivd {
                    cs.push(u(k));
                } else {
                    cs.push(format!("c{}", batch_dims.get(bi).copied().unwrap_or(0)));
                    bi += 1;
                }
            }
            cs
        };
        let mut starts = vec!["0u".to_string(); od.len()];
        for (k, &d) in g.start_index_map.iter().enumerate() {
            let lin = linear(&idx_coord(k), &id_dims);
            let v = self.index_i32(ix, &lin)?;
            let max = od[d].saturating_sub(g.slice_sizes[d]);
            b.line(format!("let st{k} = u32(clamp({v}, 0i, {max}i));"));
            starts[d] = format!("st{k}");
        }
        for (m, &d) in g.operand_batching_dims.iter().enumerate() {
            let idim = g.start_indices_batching_dims[m];
            let pos = if idim < ivd { idim } else { idim - 1 };
            starts[d] = format!("c{}", batch_dims.get(pos).copied().unwrap_or(0));
        }
        let window_dims: Vec<usize> = (0..od.len())
            .filter(|d| !g.collapsed_slice_dims.contains(d) && !g.operand_batching_dims.contains(d))
            .collect();
        let mut cs = starts.clone();
        for (j, &d) in window_dims.iter().enumerate() {
            if let Some(&rd) = g.offset_dims.get(j) {
                cs[d] = format!("{} + c{rd}", starts[d]);
            }
        }
        let v = self.val(o, &linear(&cs, &od))?;
        b.line(format!("return {v};"));
        Ok(())
    }
}

/// Writes `var x` = the bits of f32 `v` rounded to `ebits` exponent and `mbits` mantissa
/// bits (round to nearest even, overflow to ±inf, underflow to ±0, NaN kept), as XLA's
/// reduce-precision does.
fn reduce_precision_body(b: &mut Wgsl, v: &str, ebits: u32, mbits: u32) {
    b.line(format!("var x = bitcast<u32>({v});"));
    b.line("let nan = (x & 0x7f800000u) == 0x7f800000u && (x & 0x007fffffu) != 0u;");
    if mbits < 23 {
        let shift = 23 - mbits;
        let last = 1u32 << shift;
        let base_bias = (last >> 1) - 1;
        b.open_flat("if (!nan)");
        b.line(format!("let last_bit = (x >> {shift}u) & 1u;"));
        b.line(format!(
            "x = (x + last_bit + {base_bias}u) & {}u;",
            !(last - 1)
        ));
        b.close();
    }
    if ebits < 8 {
        let red_bias = (1u32 << (ebits - 1)) - 1;
        let (max_e, min_e) = ((127 + red_bias) << 23, (127 - red_bias) << 23);
        b.open_flat("if (!nan)");
        b.line("let e = x & 0x7f800000u;");
        b.line("let sign = x & 0x80000000u;");
        b.line(format!(
            "if (e > {max_e}u) {{ x = sign | 0x7f800000u; }} else if (e <= {min_e}u) {{ x = sign; }}"
        ));
        b.close();
    }
}

/// A 64-bit constant as a WGSL `vec2<u32>` (low word, high word).
fn u64_lit(v: u64) -> String {
    format!("vec2<u32>({}u, {}u)", v as u32, (v >> 32) as u32)
}

/// `reduce_precision_body` for f64 bits (soft f64, `vec2<u32>`): the CPU backend's integer
/// steps on the 64-bit pattern, written with the 64-bit word-pair helpers.
fn reduce_precision_f64(b: &mut Wgsl, v: &str, ebits: u32, mbits: u32, h: &mut Helpers) {
    b.line(format!("var x = {v};"));
    b.line(format!("let nan = {};", h.call(Helper::F64IsNan, "x")));
    if mbits < 52 {
        let shift = 52 - mbits;
        let last = 1u64 << shift;
        let base_bias = (last >> 1) - 1;
        let last_bit = h.call(Helper::F64Shr, format_args!("x, {shift}u"));
        let bias = h.call(
            Helper::Add64,
            format_args!("vec2<u32>(({last_bit}).x & 1u, 0u), {}", u64_lit(base_bias)),
        );
        let sum = h.call(Helper::Add64, format_args!("x, {bias}"));
        b.open_flat("if (!nan)");
        b.line(format!("x = {sum} & {};", u64_lit(!(last - 1))));
        b.close();
    }
    if ebits < 11 {
        let red_bias = (1u64 << (ebits.max(1) - 1)) - 1;
        let (max_e, min_e) = ((1023 + red_bias) << 52, (1023 - red_bias) << 52);
        let over = h.call(Helper::LtU64, format_args!("{}, e", u64_lit(max_e)));
        let under = h.call(Helper::LtU64, format_args!("{}, e", u64_lit(min_e)));
        b.open_flat("if (!nan)");
        b.line("let e = x & vec2<u32>(0u, 0x7ff00000u);");
        b.line("let sign = vec2<u32>(0u, x.y & 0x80000000u);");
        b.line(format!(
            "if ({over}) {{ x = sign | vec2<u32>(0u, 0x7ff00000u); }} else if (!{under}) {{ x = sign; }}"
        ));
        b.close();
    }
}
