//! WGSL for one kernel. Every value is a function of a linear element index: a fused node
//! becomes `fn n_<id>(i: u32) -> T`, a materialised value a load from its storage buffer, so
//! elementwise chains, broadcasts, transposes, slices, pads, gathers etc. fuse into the op that
//! consumes them, and loops (reduce, dot, convolution, scatter) consume fused operands.
//! Emission is deterministic (ordered maps only). This module decides nothing about which
//! values are materialised: the planner (`plan`) does.

use super::device::DeviceLimits;
use super::dtype::{self, scalar_of, Scalar};
use super::scalar;
use crate::error::{Error, Result};
use crate::ir::{
    row_major_strides, ArrayShape, CompId, Computation, ElementType, InstId, Module, Op, Shape,
};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Where a kernel reads a buffer from: a value slot of the computation's plan and a leaf.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Binding {
    pub slot: usize,
    pub leaf: usize,
    pub ty: ElementType,
}

/// A generated kernel, before pipeline creation.
#[derive(Clone, Debug)]
pub(crate) struct KernelText {
    pub name: String,
    pub wgsl: String,
    pub inputs: Vec<Binding>,
    pub outputs: Vec<ArrayShape>,
    pub threads: u64,
    /// Invocations per workgroup (the `@workgroup_size` of `main`).
    pub workgroup: u32,
    /// `Some(k)`: input `k` has no binding of its own; the kernel reads it from output 0,
    /// which the caller fills with it (a donated argument updated in place, see
    /// `plan::in_place_input`).
    pub in_place: Option<usize>,
}

/// Why emission stopped.
#[derive(Debug)]
pub(crate) enum EmitError {
    /// The kernel needs more storage buffers than the device allows: materialise this node.
    Budget(InstId),
    /// This product's kernel cannot compute the epilogue fused onto it (see
    /// `epilogue::fuse_epilogues`): materialise the product.
    Unfused(InstId),
    Fail(Error),
}

impl From<Error> for EmitError {
    fn from(e: Error) -> Self {
        EmitError::Fail(e)
    }
}

pub(crate) type EResult<T> = std::result::Result<T, EmitError>;

/// What the planner tells the emitter about a computation.
pub(crate) struct Ctx<'a> {
    pub module: &'a Module,
    pub comp: &'a Computation,
    /// `mat[id]`: the value lives in a buffer (slot `id`), so kernels load it.
    pub mat: &'a [bool],
    pub limits: &'a DeviceLimits,
    /// The users of each instruction, where a kernel may overwrite a donated argument (the
    /// entry computation of a module with aliases; see `plan::in_place_input`).
    pub users: Option<Vec<Vec<InstId>>>,
}

pub(crate) fn array_of<'s>(shape: &'s Shape, what: &str) -> Result<&'s ArrayShape> {
    shape.as_array().ok_or_else(|| {
        Error::unsupported_msg(format!(
            "{what}: tuple-shaped value where an array is needed on the gpu backend"
        ))
    })
}

fn u(v: usize) -> String {
    format!("{v}u")
}

/// `let {p}k = ...;` lines decomposing linear index `var` over `dims`.
pub(crate) fn coords(out: &mut String, dims: &[usize], var: &str, p: &str) {
    let strides = row_major_strides(dims);
    for (k, (&d, &s)) in dims.iter().zip(&strides).enumerate() {
        if k == 0 {
            let _ = writeln!(out, "    let {p}{k} = {var} / {}u;", s.max(1));
        } else {
            let _ = writeln!(
                out,
                "    let {p}{k} = ({var} / {}u) % {}u;",
                s.max(1),
                d.max(1)
            );
        }
    }
}

/// Linear index of coordinates (u32 expressions) over `dims`.
pub(crate) fn linear(cs: &[String], dims: &[usize]) -> String {
    let strides = row_major_strides(dims);
    let terms: Vec<String> = cs
        .iter()
        .zip(&strides)
        .filter(|(_, &s)| s != 0)
        .map(|(c, &s)| {
            if s == 1 {
                format!("({c})")
            } else {
                format!("({c}) * {s}u")
            }
        })
        .collect();
    if terms.is_empty() {
        "0u".to_string()
    } else {
        terms.join(" + ")
    }
}

pub(crate) struct Gen<'a> {
    cx: &'a Ctx<'a>,
    pub inputs: Vec<Binding>,
    n_outputs: usize,
    funcs: BTreeMap<u32, String>,
    comps: BTreeMap<u32, String>,
    structs: BTreeMap<String, String>,
    /// Module-scope declarations besides bindings (e.g. `var<workgroup>` arrays).
    pub globals: Vec<String>,
    /// The slot whose loads read output 0 instead of a binding of its own (`in_place`).
    pub in_place_slot: Option<usize>,
    /// Fused nodes whose functions are being emitted, outermost first.
    stack: Vec<InstId>,
    /// Values the invocation already holds in module-scope variables, by instruction: a
    /// product's sum in its epilogue (`EPILOGUE_SUM`, see `tiled_dot`), a row's reductions in
    /// a row kernel (see `rows`). Reads of them at any index are reads of the variable, which
    /// the planner allows only where that index is the one held.
    pub held: BTreeMap<u32, String>,
    /// The value to materialise when the budget runs out with no fused value below the one
    /// being emitted (a row kernel's reduction: it then gets a kernel of its own).
    pub budget_fallback: Option<InstId>,
    /// Inputs read as raw element bits too (`bits_of`): each gets an `lb_{k}` function.
    bit_loads: BTreeSet<usize>,
}

/// The module-scope variable holding the sum an epilogue applies to.
pub(crate) const EPILOGUE_SUM: &str = "epilogue_sum";

impl<'a> Gen<'a> {
    pub(crate) fn new(cx: &'a Ctx<'a>, n_outputs: usize) -> Self {
        Gen {
            cx,
            inputs: Vec::new(),
            n_outputs,
            funcs: BTreeMap::new(),
            comps: BTreeMap::new(),
            structs: BTreeMap::new(),
            globals: Vec::new(),
            in_place_slot: None,
            stack: Vec::new(),
            held: BTreeMap::new(),
            budget_fallback: None,
            bit_loads: BTreeSet::new(),
        }
    }

    /// What the planner said about this kernel's computation.
    pub(crate) fn ctx(&self) -> &'a Ctx<'a> {
        self.cx
    }

    fn inst(&self, id: InstId) -> &'a crate::ir::Instruction {
        self.cx.comp.inst(id)
    }

    fn ty(&self, id: InstId) -> Result<ElementType> {
        Ok(array_of(&self.inst(id).shape, self.inst(id).op.name())?.ty)
    }

    fn dims(&self, id: InstId) -> Result<&'a [usize]> {
        Ok(&array_of(&self.inst(id).shape, self.inst(id).op.name())?.dims)
    }

    /// Binding number for a buffer input, allocating one (checked against the budget).
    pub(crate) fn bind(&mut self, b: Binding) -> EResult<usize> {
        if let Some(k) = self.inputs.iter().position(|x| *x == b) {
            return Ok(k);
        }
        let budget = self.cx.limits.max_storage_buffers as usize;
        if self.inputs.len() + self.n_outputs + 1 > budget {
            // Materialise the outermost fused value below the one at the bottom of the
            // stack; when the overflow comes from that value's own reads, one of its fused
            // operands (already emitted, so its reads are what filled the budget).
            let below = self.stack.get(1).copied().or_else(|| {
                let top = *self.stack.first()?;
                self.inst(top).operands.iter().copied().find(|&o| {
                    !self.cx.mat[o.index()]
                        && !self.held.contains_key(&o.0)
                        && self.funcs.contains_key(&o.0)
                })
            });
            return match below.or(self.budget_fallback) {
                Some(id) => Err(EmitError::Budget(id)),
                None => Err(EmitError::Fail(Error::unsupported_msg(format!(
                    "a kernel needs more than the device's {budget} storage buffers per shader stage"
                )))),
            };
        }
        self.inputs.push(b);
        Ok(self.inputs.len() - 1)
    }

    /// Expression for the value of `id` at linear index `idx` (a u32 expression).
    pub(crate) fn val(&mut self, id: InstId, idx: &str) -> EResult<String> {
        if let Some(v) = self.held.get(&id.0) {
            return Ok(v.clone());
        }
        let inst = self.inst(id);
        if let Op::Constant(lit) = &inst.op {
            if lit.element_count() == 1 {
                return Ok(dtype::literal_expr(lit.ty(), lit.bytes()));
            }
        }
        if self.reads_buffer(id) {
            let ty = self.ty(id)?;
            let k = self.bind(Binding {
                slot: id.index(),
                leaf: 0,
                ty,
            })?;
            return Ok(format!("ld_{k}({idx})"));
        }
        self.ensure_fn(id)?;
        Ok(format!("n_{}({idx})", id.0))
    }

    /// The element bits of `id` at `idx` (`dtype::packed_bits_expr`) when `id` is read from
    /// a buffer of a type stored several to a word, else `None`. A kernel that loads values
    /// ahead of their use (the tiled products' prefetch) keeps the bits and converts them
    /// only where the value is used, so the conversion does not wait for the load.
    pub(crate) fn bits_of(&mut self, id: InstId, idx: &str) -> EResult<Option<String>> {
        if !self.reads_buffer(id) {
            return Ok(None);
        }
        let ty = self.ty(id)?;
        if dtype::per_word(ty).is_none() {
            return Ok(None);
        }
        let k = self.bind(Binding {
            slot: id.index(),
            leaf: 0,
            ty,
        })?;
        self.bit_loads.insert(k);
        Ok(Some(format!("lb_{k}({idx})")))
    }

    /// Whether `val` reads `id` from its buffer (`ld_k`): a materialised value that is not
    /// held in a variable or a one-element constant (a literal).
    fn reads_buffer(&self, id: InstId) -> bool {
        let op = &self.inst(id).op;
        !self.held.contains_key(&id.0)
            && !matches!(op, Op::Constant(lit) if lit.element_count() == 1)
            && self.cx.mat[id.index()]
    }

    /// Loads leaf `leaf` of slot `slot` (for temporaries and tuple leaves).
    pub(crate) fn load_slot(
        &mut self,
        slot: usize,
        leaf: usize,
        ty: ElementType,
        idx: &str,
    ) -> EResult<String> {
        let k = self.bind(Binding { slot, leaf, ty })?;
        Ok(format!("ld_{k}({idx})"))
    }

    pub(crate) fn ensure_fn(&mut self, id: InstId) -> EResult<()> {
        if self.funcs.contains_key(&id.0) {
            return Ok(());
        }
        self.funcs.insert(id.0, String::new());
        self.stack.push(id);
        let r = self.node_fn(id);
        self.stack.pop();
        let text = r?;
        self.funcs.insert(id.0, text);
        Ok(())
    }

    /// The WGSL type name a node function returns (a struct for tuple results).
    fn ret_type(&mut self, id: InstId) -> EResult<String> {
        let inst = self.inst(id);
        match &inst.shape {
            Shape::Array(a) => Ok(scalar_of(a.ty, inst.op.name())?.wgsl().to_string()),
            Shape::Tuple(elems) => {
                let mut tys = Vec::new();
                for e in elems {
                    let a = array_of(e, inst.op.name())?;
                    tys.push(scalar_of(a.ty, inst.op.name())?.wgsl());
                }
                let name = format!("R_{}", id.0);
                let mut s = format!("struct {name} {{\n");
                for (k, t) in tys.iter().enumerate() {
                    let _ = writeln!(s, "    f{k}: {t},");
                }
                s.push_str("}\n");
                self.structs.insert(name.clone(), s);
                Ok(name)
            }
            Shape::Token => Err(Error::unsupported_msg("token value inside a gpu kernel").into()),
        }
    }

    fn node_fn(&mut self, id: InstId) -> EResult<String> {
        let inst = self.inst(id);
        let ret = self.ret_type(id)?;
        let mut b = String::new();
        self.node_body(id, &mut b)?;
        let _ = inst;
        Ok(format!("fn n_{}(i: u32) -> {ret} {{\n{b}}}\n", id.0))
    }

    fn operand(&self, id: InstId, k: usize) -> EResult<InstId> {
        self.inst(id).operands.get(k).copied().ok_or_else(|| {
            EmitError::Fail(Error::invalid_program(format!(
                "{} is missing operand {k}",
                self.inst(id).name
            )))
        })
    }

    fn node_body(&mut self, id: InstId, b: &mut String) -> EResult<()> {
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
                    let _ = writeln!(b, "    let a{k} = {v};");
                    args.push(format!("a{k}"));
                    tys.push(self.ty(o)?);
                }
                let out = out_ty.ok_or_else(|| unsupported("tuple"))?;
                let e = if let Op::Map { computation, .. } = &inst.op {
                    let f = self.comp_fn(*computation)?;
                    format!("{f}({})", args.join(", "))
                } else {
                    scalar::elementwise(&inst.op, &args, &tys, out)?
                };
                let _ = writeln!(b, "    return {e};");
            }
            Op::ReducePrecision {
                exponent_bits,
                mantissa_bits,
            } => {
                let o = self.operand(id, 0)?;
                let ty = self.ty(o)?;
                if !matches!(ty, ElementType::F32 | ElementType::F16 | ElementType::BF16) {
                    return Err(unsupported(ty.hlo_name()));
                }
                // f16/bf16 values are computed in f32: rounding the f32 bits and then the
                // result to the storage type is what XLA (and the CPU backend) do.
                let v = self.val(o, "i")?;
                reduce_precision_body(b, &v, *exponent_bits, *mantissa_bits);
                let _ = writeln!(
                    b,
                    "    return {};",
                    dtype::fix(ty, "bitcast<f32>(x)".into())
                );
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
                let _ = writeln!(b, "    return {v};");
            }
            Op::Broadcast { dimensions } => {
                let o = self.operand(id, 0)?;
                let od = self.dims(o)?.to_vec();
                coords(b, &rdims, "i", "c");
                let cs: Vec<String> = dimensions.iter().map(|&d| format!("c{d}")).collect();
                let v = self.val(o, &linear(&cs, &od))?;
                let _ = writeln!(b, "    return {v};");
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
                let _ = writeln!(b, "    return {v};");
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
                let _ = writeln!(b, "    return {v};");
            }
            Op::Reverse { dimensions } => {
                let o = self.operand(id, 0)?;
                coords(b, &rdims, "i", "c");
                let cs: Vec<String> = (0..rdims.len())
                    .map(|k| {
                        if dimensions.contains(&k) {
                            format!("{}u - c{k}", rdims[k] - 1)
                        } else {
                            format!("c{k}")
                        }
                    })
                    .collect();
                let v = self.val(o, &linear(&cs, &rdims))?;
                let _ = writeln!(b, "    return {v};");
            }
            Op::Iota { dimension } => {
                coords(b, &rdims, "i", "c");
                let out = out_ty.ok_or_else(|| unsupported("tuple"))?;
                let e = scalar::convert(&format!("c{dimension}"), ElementType::U32, out)?;
                let _ = writeln!(b, "    return {e};");
            }
            Op::Pad { dims } => {
                let o = self.operand(id, 0)?;
                let pv = self.operand(id, 1)?;
                let od = self.dims(o)?.to_vec();
                coords(b, &rdims, "i", "c");
                let _ = writeln!(b, "    var ok = true;");
                let mut qs = Vec::new();
                for (k, p) in dims.iter().enumerate() {
                    let step = p.interior as i64 + 1;
                    let _ = writeln!(b, "    let p{k} = i32(c{k}) - ({}i);", p.low);
                    let _ = writeln!(
                        b,
                        "    if (p{k} < 0 || p{k} % {step}i != 0 || p{k} / {step}i >= {}i) {{ ok = false; }}",
                        od[k]
                    );
                    qs.push(format!("u32(max(p{k}, 0) / {step}i)"));
                }
                let v = self.val(o, &linear(&qs, &od))?;
                let pvv = self.val(pv, "0u")?;
                let _ = writeln!(b, "    if (ok) {{ return {v}; }}\n    return {pvv};");
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
                        let _ = writeln!(b, "    return {v};");
                    } else {
                        let _ = writeln!(b, "    if (c{d} < {off}u) {{ return {v}; }}");
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
                let _ = writeln!(b, "    return {v};");
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
                let _ = writeln!(b, "    if ({cond}) {{ return {uv}; }}\n    return {ov};");
            }
            Op::Gather(g) => self.gather(id, g, &rdims, b)?,
            Op::Reduce {
                dimensions,
                computation,
            } => self.reduce(id, dimensions, *computation, &rdims, b)?,
            Op::ReduceWindow {
                window,
                computation,
            } => self.reduce_window(id, window, *computation, &rdims, b)?,
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
    fn bitcast_resize(&mut self, id: InstId, out: ElementType, b: &mut String) -> EResult<()> {
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
        let finish = |raw: &str| -> EResult<String> {
            if ow == 8 {
                Ok(raw.to_string())
            } else {
                Ok(scalar::bitcast_convert(raw, unsigned(ow), out)?)
            }
        };
        if ow > iw {
            let r = ow / iw;
            let mut words = vec![String::new(); ow.div_ceil(4)];
            for j in 0..r {
                let v = self.val(o, &format!("i * {r}u + {j}u"))?;
                let bits = dtype::bits_expr(from, &v);
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
            let e = finish(&raw)?;
            let _ = writeln!(b, "    return {e};");
        } else {
            let r = iw / ow;
            let v = self.val(o, &format!("i / {r}u"))?;
            let _ = writeln!(b, "    let j = i % {r}u;");
            let word = if iw == 8 {
                let _ = writeln!(b, "    let v = {v};");
                format!("select(v.x, v.y, j * {ow}u >= 4u)")
            } else {
                dtype::bits_expr(from, &v)
            };
            let mask = (1u64 << (ow * 8)) - 1;
            let raw = if ow == 4 {
                word
            } else {
                format!("((({word}) >> ((j * {}u) % 32u)) & {mask}u)", ow * 8)
            };
            let e = finish(&raw)?;
            let _ = writeln!(b, "    return {e};");
        }
        Ok(())
    }

    /// Emits `let s{k} = ...;` for a dynamic start index clamped to [0, max], returns `s{k}`.
    pub(crate) fn start_index(
        &mut self,
        id: InstId,
        operand: usize,
        max: usize,
        b: &mut String,
        k: usize,
    ) -> EResult<String> {
        let o = self.operand(id, operand)?;
        let v = self.val(o, "0u")?;
        let e = match scalar_of(self.ty(o)?, "dynamic index")? {
            Scalar::I32 => format!("u32(clamp({v}, 0i, {}i))", max),
            Scalar::U32 => format!("min({v}, {max}u)"),
            _ => {
                return Err(
                    Error::unsupported("dynamic index", self.ty(o)?.hlo_name(), "gpu").into(),
                )
            }
        };
        let _ = writeln!(b, "    let s{k} = {e};");
        Ok(format!("s{k}"))
    }

    /// An integer index value as i32 (s32/u32/narrow indices).
    fn index_i32(&mut self, o: InstId, idx: &str) -> EResult<String> {
        let v = self.val(o, idx)?;
        Ok(match scalar_of(self.ty(o)?, "index")? {
            Scalar::I32 => v,
            Scalar::U32 => format!("bitcast<i32>(min({v}, 0x7fffffffu))"),
            _ => return Err(Error::unsupported("index", self.ty(o)?.hlo_name(), "gpu").into()),
        })
    }

    fn gather(
        &mut self,
        id: InstId,
        g: &crate::ir::GatherDims,
        rdims: &[usize],
        b: &mut String,
    ) -> EResult<()> {
        let o = self.operand(id, 0)?;
        let ix = self.operand(id, 1)?;
        let od = self.dims(o)?.to_vec();
        let id_dims = self.dims(ix)?.to_vec();
        coords(b, rdims, "i", "c");
        let batch_dims: Vec<usize> = (0..rdims.len())
            .filter(|d| !g.offset_dims.contains(d))
            .collect();
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
            let _ = writeln!(b, "    let st{k} = u32(clamp({v}, 0i, {max}i));");
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
        let _ = writeln!(b, "    return {v};");
        Ok(())
    }

    /// Variadic reduction over `dimensions` with the reducer compiled inline.
    fn reduce(
        &mut self,
        id: InstId,
        dimensions: &[usize],
        comp: CompId,
        rdims: &[usize],
        b: &mut String,
    ) -> EResult<()> {
        let inst = self.inst(id);
        let n = inst.operands.len() / 2;
        let ins: Vec<InstId> = inst.operands[..n].to_vec();
        let inits: Vec<InstId> = inst.operands[n..].to_vec();
        let idims = self.dims(ins[0])?.to_vec();
        let _ = rdims;
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
            let _ = writeln!(b, "    var acc{k}: {t} = {v};");
        }
        let _ = writeln!(b, "    for (var r = 0u; r < {total}u; r = r + 1u) {{");
        let mut inner = String::new();
        coords(&mut inner, &rsizes, "r", "q");
        let mut cs = vec![String::new(); idims.len()];
        for (j, &d) in kept.iter().enumerate() {
            cs[d] = format!("c{j}");
        }
        for (j, &d) in rd.iter().enumerate() {
            cs[d] = format!("q{j}");
        }
        let lin = linear(&cs, &idims);
        let _ = writeln!(inner, "    let li = {lin};");
        for (k, &x) in ins.iter().enumerate() {
            let v = self.val(x, "li")?;
            let _ = writeln!(inner, "    let x{k} = {v};");
        }
        let f = self.comp_fn(comp)?;
        let args: Vec<String> = (0..n)
            .map(|k| format!("acc{k}"))
            .chain((0..n).map(|k| format!("x{k}")))
            .collect();
        if n == 1 {
            let _ = writeln!(inner, "    acc0 = {f}({});", args.join(", "));
        } else {
            let _ = writeln!(inner, "    let t = {f}({});", args.join(", "));
            for k in 0..n {
                let _ = writeln!(inner, "    acc{k} = t.f{k};");
            }
        }
        for line in inner.lines() {
            let _ = writeln!(b, "    {line}");
        }
        let _ = writeln!(b, "    }}");
        self.return_accs(id, n, b)
    }

    fn return_accs(&mut self, id: InstId, n: usize, b: &mut String) -> EResult<()> {
        if n == 1 && self.inst(id).shape.as_array().is_some() {
            let _ = writeln!(b, "    return acc0;");
        } else {
            let list: Vec<String> = (0..n).map(|k| format!("acc{k}")).collect();
            let _ = writeln!(b, "    return R_{}({});", id.0, list.join(", "));
        }
        Ok(())
    }

    fn reduce_window(
        &mut self,
        id: InstId,
        window: &[crate::ir::WindowDim],
        comp: CompId,
        rdims: &[usize],
        b: &mut String,
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
        let _ = rdims;
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
            let _ = writeln!(b, "    let init{k}: {t} = {v};");
            let _ = writeln!(b, "    var acc{k}: {t} = init{k};");
        }
        let wsizes: Vec<usize> = window.iter().map(|w| w.size).collect();
        let total: usize = wsizes.iter().product();
        let _ = writeln!(b, "    for (var r = 0u; r < {total}u; r = r + 1u) {{");
        let mut inner = String::new();
        coords(&mut inner, &wsizes, "r", "w");
        let _ = writeln!(inner, "    var inb = true;");
        let mut cs = Vec::new();
        for (k, w) in window.iter().enumerate() {
            let _ = writeln!(
                inner,
                "    let p{k} = i32(c{k} * {}u + w{k} * {}u) - ({}i);",
                w.stride, w.window_dilation, w.pad_low
            );
            let bd = w.base_dilation.max(1);
            let _ = writeln!(
                inner,
                "    if (p{k} < 0 || p{k} % {bd}i != 0 || p{k} / {bd}i >= {}i) {{ inb = false; }}",
                idims[k]
            );
            cs.push(format!("u32(max(p{k}, 0) / {bd}i)"));
        }
        let lin = linear(&cs, &idims);
        let _ = writeln!(inner, "    let li = {lin};");
        for (k, &x) in ins.iter().enumerate() {
            let t = scalar_of(self.ty(x)?, "reduce-window")?.wgsl();
            let v = self.val(x, "li")?;
            let _ = writeln!(
                inner,
                "    var x{k}: {t} = init{k};\n    if (inb) {{ x{k} = {v}; }}"
            );
        }
        let f = self.comp_fn(comp)?;
        let args: Vec<String> = (0..n)
            .map(|k| format!("acc{k}"))
            .chain((0..n).map(|k| format!("x{k}")))
            .collect();
        if n == 1 {
            let _ = writeln!(inner, "    acc0 = {f}({});", args.join(", "));
        } else {
            let _ = writeln!(inner, "    let t = {f}({});", args.join(", "));
            for k in 0..n {
                let _ = writeln!(inner, "    acc{k} = t.f{k};");
            }
        }
        for line in inner.lines() {
            let _ = writeln!(b, "    {line}");
        }
        let _ = writeln!(b, "    }}");
        self.return_accs(id, n, b)
    }

    fn dot(
        &mut self,
        id: InstId,
        d: &crate::ir::DotDims,
        rdims: &[usize],
        b: &mut String,
    ) -> EResult<()> {
        let l = self.operand(id, 0)?;
        let r = self.operand(id, 1)?;
        let (ld, rd) = (self.dims(l)?.to_vec(), self.dims(r)?.to_vec());
        let (lt, rt) = (self.ty(l)?, self.ty(r)?);
        let out = self.ty(id)?;
        let acc_s = scalar_of(out, "dot")?;
        if acc_s == Scalar::Bool || acc_s == Scalar::W64 {
            return Err(Error::unsupported("dot", out.hlo_name(), "gpu").into());
        }
        // Accumulate f16/bf16 products in f32, round once at the end.
        let acc_ty = match out {
            ElementType::F16 | ElementType::BF16 => ElementType::F32,
            t => t,
        };
        coords(b, rdims, "i", "c");
        let lfree: Vec<usize> = (0..ld.len())
            .filter(|x| !d.lhs_batch.contains(x) && !d.lhs_contracting.contains(x))
            .collect();
        let rfree: Vec<usize> = (0..rd.len())
            .filter(|x| !d.rhs_batch.contains(x) && !d.rhs_contracting.contains(x))
            .collect();
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
        let _ = writeln!(
            b,
            "    var acc: {t} = {};",
            scalar::zero(scalar_of(acc_ty, "dot")?)
        );
        let _ = writeln!(b, "    for (var r = 0u; r < {total}u; r = r + 1u) {{");
        let mut inner = String::new();
        coords(&mut inner, &ksizes, "r", "q");
        let lv = self.val(l, &linear(&lc, &ld))?;
        let rv = self.val(r, &linear(&rc, &rd))?;
        let lvc = scalar::convert(&lv, lt, acc_ty)?;
        let rvc = scalar::convert(&rv, rt, acc_ty)?;
        let _ = writeln!(inner, "    acc = acc + ({lvc}) * ({rvc});");
        for line in inner.lines() {
            let _ = writeln!(b, "    {line}");
        }
        let _ = writeln!(b, "    }}");
        let _ = writeln!(b, "    return {};", dtype::fix(out, "acc".to_string()));
        Ok(())
    }

    fn conv(
        &mut self,
        id: InstId,
        c: &crate::ir::ConvAttrs,
        rdims: &[usize],
        b: &mut String,
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
        if acc_s == Scalar::Bool || acc_s == Scalar::W64 {
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
        let _ = writeln!(
            b,
            "    let ob = c{};\n    let ofe = c{};",
            dn.output_batch, dn.output_feature
        );
        let _ = writeln!(
            b,
            "    let grp = ofe / {oc_per_g}u;\n    let bgrp = ofe / {oc_per_bg}u;"
        );
        let _ = writeln!(b, "    let ib = bgrp * {out_batch}u + ob;");
        let ks: Vec<usize> = dn.kernel_spatial.iter().map(|&x| rd[x]).collect();
        let mut sizes = vec![ic];
        sizes.extend(&ks);
        let total: usize = sizes.iter().product();
        let t = acc_s.wgsl();
        let _ = writeln!(b, "    var acc: {t} = {};", scalar::zero(acc_s));
        let _ = writeln!(b, "    for (var r = 0u; r < {total}u; r = r + 1u) {{");
        let mut inner = String::new();
        coords(&mut inner, &sizes, "r", "q");
        let _ = writeln!(inner, "    var inb = true;");
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
            let _ = writeln!(
                inner,
                "    let p{s} = i32(c{od} * {}u + {kq} * {}u) - ({}i);",
                w.stride, w.window_dilation, w.pad_low
            );
            let _ = writeln!(
                inner,
                "    if (p{s} < 0 || p{s} % {bd}i != 0 || p{s} / {bd}i >= {idim}i) {{ inb = false; }}"
            );
            lc[dn.input_spatial[s]] = format!("u32(max(p{s}, 0) / {bd}i)");
        }
        let lv = self.val(l, &linear(&lc, &ld))?;
        let rv = self.val(r, &linear(&rc, &rd))?;
        let lvc = scalar::convert(&lv, lt, acc_ty)?;
        let rvc = scalar::convert(&rv, rt, acc_ty)?;
        let _ = writeln!(inner, "    if (inb) {{ acc = acc + ({lvc}) * ({rvc}); }}");
        for line in inner.lines() {
            let _ = writeln!(b, "    {line}");
        }
        let _ = writeln!(b, "    }}");
        let _ = writeln!(b, "    return {};", dtype::fix(out, "acc".to_string()));
        Ok(())
    }

    fn scatter(&mut self, id: InstId, s: &crate::ir::ScatterAttrs, b: &mut String) -> EResult<()> {
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
            let _ = writeln!(b, "    var acc{k}: {t} = {v};");
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
        let _ = writeln!(b, "    for (var r = 0u; r < {total}u; r = r + 1u) {{");
        let mut inner = String::new();
        coords(&mut inner, &ssizes, "r", "q");
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
            let _ = writeln!(inner, "    let st{k} = {v};");
            starts[d] = format!("st{k}");
        }
        for (m, &d) in s.input_batching_dims.iter().enumerate() {
            let idim = s.scatter_indices_batching_dims[m];
            let pos = if idim < ivd { idim } else { idim - 1 };
            starts[d] = format!("i32(q{pos})");
        }
        let _ = writeln!(inner, "    var hit = true;");
        for d in 0..od.len() {
            let _ = writeln!(
                inner,
                "    let wo{d} = i32(c{d}) - ({});\n    if ({} < 0 || ({}) + {}i > {}i || wo{d} < 0 || wo{d} >= {}i) {{ hit = false; }}",
                starts[d], starts[d], starts[d], wsize[d], od[d], wsize[d]
            );
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
        let _ = writeln!(inner, "    if (hit) {{\n    let ui = {ulin};");
        for (k, &x) in upds.iter().enumerate() {
            let v = self.val(x, "ui")?;
            let _ = writeln!(inner, "    let u{k} = {v};");
        }
        let f = self.comp_fn(s.update)?;
        let args: Vec<String> = (0..n)
            .map(|k| format!("acc{k}"))
            .chain((0..n).map(|k| format!("u{k}")))
            .collect();
        if n == 1 {
            let _ = writeln!(inner, "    acc0 = {f}({});", args.join(", "));
        } else {
            let _ = writeln!(inner, "    let t = {f}({});", args.join(", "));
            for k in 0..n {
                let _ = writeln!(inner, "    acc{k} = t.f{k};");
            }
        }
        let _ = writeln!(inner, "    }}");
        for line in inner.lines() {
            let _ = writeln!(b, "    {line}");
        }
        let _ = writeln!(b, "    }}");
        self.return_accs(id, n, b)
    }

    fn select_and_scatter(
        &mut self,
        id: InstId,
        window: &[crate::ir::WindowDim],
        select: CompId,
        scatter: CompId,
        rdims: &[usize],
        b: &mut String,
    ) -> EResult<()> {
        let o = self.operand(id, 0)?;
        let src = self.operand(id, 1)?;
        let init = self.operand(id, 2)?;
        let sd = self.dims(src)?.to_vec();
        let t = scalar_of(self.ty(id)?, "select-and-scatter")?.wgsl();
        let ot = scalar_of(self.ty(o)?, "select-and-scatter")?.wgsl();
        coords(b, rdims, "i", "c");
        let iv = self.val(init, "0u")?;
        let _ = writeln!(b, "    var acc: {t} = {iv};");
        let wsizes: Vec<usize> = window.iter().map(|w| w.size).collect();
        let total: usize = wsizes.iter().product();
        let fsel = self.comp_fn(select)?;
        let fsc = self.comp_fn(scatter)?;
        let _ = writeln!(b, "    for (var r = 0u; r < {total}u; r = r + 1u) {{");
        let mut inner = String::new();
        coords(&mut inner, &wsizes, "r", "w");
        let _ = writeln!(inner, "    var ok = true;");
        for (k, w) in window.iter().enumerate() {
            let _ = writeln!(
                inner,
                "    let sp{k} = i32(c{k}) + ({}i) - i32(w{k});",
                w.pad_low
            );
            let _ = writeln!(
                inner,
                "    if (sp{k} < 0 || sp{k} % {}i != 0 || sp{k} / {}i >= {}i) {{ ok = false; }}",
                w.stride, w.stride, sd[k]
            );
            let _ = writeln!(inner, "    let s{k} = u32(max(sp{k}, 0) / {}i);", w.stride);
        }
        let _ = writeln!(inner, "    if (ok) {{");
        let _ = writeln!(
            inner,
            "    var have = false;\n    var best: {ot};\n    var besti = 0u;"
        );
        let _ = writeln!(
            inner,
            "    for (var r2 = 0u; r2 < {total}u; r2 = r2 + 1u) {{"
        );
        coords(&mut inner, &wsizes, "r2", "v");
        let _ = writeln!(inner, "    var inb = true;");
        let mut cs = Vec::new();
        for (k, w) in window.iter().enumerate() {
            let _ = writeln!(
                inner,
                "    let p{k} = i32(s{k} * {}u + v{k}) - ({}i);",
                w.stride, w.pad_low
            );
            let _ = writeln!(
                inner,
                "    if (p{k} < 0 || p{k} >= {}i) {{ inb = false; }}",
                rdims[k]
            );
            cs.push(format!("u32(max(p{k}, 0))"));
        }
        let lin = linear(&cs, rdims);
        let ov = self.val(o, "li")?;
        let _ = writeln!(
            inner,
            "    if (inb) {{\n    let li = {lin};\n    let cand = {ov};"
        );
        let _ = writeln!(inner, "    if (!have || !{fsel}(best, cand)) {{ best = cand; besti = li; have = true; }}\n    }}\n    }}");
        let sl: Vec<String> = (0..sd.len()).map(|k| format!("s{k}")).collect();
        let sv = self.val(src, &linear(&sl, &sd))?;
        let _ = writeln!(
            inner,
            "    if (have && besti == i) {{ acc = {fsc}(acc, {sv}); }}\n    }}"
        );
        for line in inner.lines() {
            let _ = writeln!(b, "    {line}");
        }
        let _ = writeln!(b, "    }}\n    return acc;");
        Ok(())
    }

    /// Name of the WGSL function computing scalar computation `cid`, emitting it if needed.
    pub(crate) fn comp_fn(&mut self, cid: CompId) -> EResult<String> {
        let name = format!("comp_{}", cid.0);
        if self.comps.contains_key(&cid.0) {
            return Ok(name);
        }
        self.comps.insert(cid.0, String::new());
        let text = self.scalar_comp(cid)?;
        self.comps.insert(cid.0, text);
        Ok(name)
    }

    fn scalar_comp(&mut self, cid: CompId) -> EResult<String> {
        let comp = self.cx.module.comp(cid);
        let refuse = |op: &str| {
            EmitError::Fail(Error::unsupported_msg(format!(
                "op '{op}' inside computation '{}' (called per element) is not supported on the gpu backend",
                comp.name
            )))
        };
        let mut params = Vec::new();
        for (k, &p) in comp.parameters.iter().enumerate() {
            let a = array_of(&comp.inst(p).shape, "parameter")?;
            if a.element_count() != 1 {
                return Err(refuse("non-scalar parameter"));
            }
            params.push(format!("p{k}: {}", scalar_of(a.ty, "parameter")?.wgsl()));
        }
        // Expression per instruction: a WGSL expression, plus its struct fields if it is a tuple.
        let mut vals: Vec<String> = Vec::new();
        let mut body = String::new();
        let mut ret_ty = String::new();
        for (k, inst) in comp.instructions.iter().enumerate() {
            let ops: Vec<String> = inst
                .operands
                .iter()
                .map(|o| vals[o.index()].clone())
                .collect();
            let tys: Vec<ElementType> = inst
                .operands
                .iter()
                .map(|o| {
                    comp.inst(*o)
                        .shape
                        .as_array()
                        .map(|a| a.ty)
                        .unwrap_or(ElementType::Pred)
                })
                .collect();
            let e = match &inst.op {
                Op::Parameter { index } => format!("p{index}"),
                Op::Constant(l) if l.element_count() == 1 => dtype::literal_expr(l.ty(), l.bytes()),
                Op::Unary(_)
                | Op::Binary(_)
                | Op::Compare { .. }
                | Op::Select
                | Op::Clamp
                | Op::Convert
                | Op::BitcastConvert => {
                    let out = array_of(&inst.shape, inst.op.name())?.ty;
                    scalar::elementwise(&inst.op, &ops, &tys, out)?
                }
                Op::Reshape
                | Op::Copy
                | Op::Bitcast
                | Op::Broadcast { .. }
                | Op::OptimizationBarrier => {
                    ops.first().cloned().ok_or_else(|| refuse(inst.op.name()))?
                }
                Op::Map { computation, .. } | Op::Call { computation } => {
                    let f = self.comp_fn(*computation)?;
                    format!("{f}({})", ops.join(", "))
                }
                Op::GetTupleElement { index } => {
                    let src = ops.first().ok_or_else(|| refuse("get-tuple-element"))?;
                    format!("{src}.f{index}")
                }
                Op::Tuple => {
                    if inst.operands.is_empty() || k != comp.root.index() {
                        return Err(refuse("tuple (not at the root)"));
                    }
                    let mut s = format!("struct S_{} {{\n", cid.0);
                    for (j, t) in tys.iter().enumerate() {
                        let _ = writeln!(s, "    f{j}: {},", scalar_of(*t, "tuple")?.wgsl());
                    }
                    s.push_str("}\n");
                    self.structs.insert(format!("S_{}", cid.0), s);
                    ret_ty = format!("S_{}", cid.0);
                    format!("S_{}({})", cid.0, ops.join(", "))
                }
                other => return Err(refuse(other.name())),
            };
            if k == comp.root.index() && ret_ty.is_empty() {
                ret_ty = scalar_of(array_of(&inst.shape, "root")?.ty, inst.op.name())?
                    .wgsl()
                    .to_string();
            }
            // Every value, struct-valued calls included, gets a `let`.
            let _ = writeln!(body, "    let v{k} = {e};");
            vals.push(format!("v{k}"));
        }
        let _ = writeln!(body, "    return v{};", comp.root.0);
        Ok(format!(
            "fn comp_{}({}) -> {ret_ty} {{\n{body}}}\n",
            cid.0,
            params.join(", ")
        ))
    }

    /// The input read from output 0 (see `KernelText::in_place`).
    pub(crate) fn in_place_input(&self) -> Option<usize> {
        let slot = self.in_place_slot?;
        self.inputs
            .iter()
            .position(|b| b.slot == slot && b.leaf == 0)
    }

    /// Assembles the shader: bindings, loads, structs, functions, helpers, and `main_body`.
    pub(crate) fn finish(&mut self, outputs: &[ElementType], main_body: &str, wg: u32) -> String {
        let mut s = String::new();
        let in_place = self.in_place_input();
        let mut ni = 0;
        for k in 0..self.inputs.len() {
            if Some(k) != in_place {
                let _ = writeln!(
                    s,
                    "@group(0) @binding({ni}) var<storage, read> in{k}: array<u32>;"
                );
                ni += 1;
            }
        }
        for k in 0..outputs.len() {
            let _ = writeln!(
                s,
                "@group(0) @binding({}) var<storage, read_write> out{k}: array<u32>;",
                ni + k
            );
        }
        for g in &self.globals {
            let _ = writeln!(s, "{g}");
        }
        s.push('\n');
        for (k, b) in self.inputs.iter().enumerate() {
            let t = scalar_of(b.ty, "load").map(|x| x.wgsl()).unwrap_or("u32");
            let buffer = if Some(k) == in_place {
                "out0".to_string()
            } else {
                format!("in{k}")
            };
            let _ = writeln!(
                s,
                "fn ld_{k}(i: u32) -> {t} {{\n    return {};\n}}\n",
                dtype::load_expr(b.ty, &buffer, "i")
            );
            if self.bit_loads.contains(&k) {
                if let Some(bits) = dtype::packed_bits_expr(b.ty, &buffer, "i") {
                    let _ = writeln!(s, "fn lb_{k}(i: u32) -> u32 {{\n    return {bits};\n}}\n");
                }
            }
        }
        for st in self.structs.values() {
            s.push_str(st);
            s.push('\n');
        }
        for f in self.comps.values() {
            s.push_str(f);
            s.push('\n');
        }
        for f in self.funcs.values() {
            s.push_str(f);
            s.push('\n');
        }
        let _ = writeln!(
            s,
            "@compute @workgroup_size({wg})\nfn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {{\n    let t = (wid.y * nwg.x + wid.x) * {wg}u + lid;\n{main_body}}}"
        );
        let helpers = scalar::helpers_for(&s);
        format!("{helpers}{s}\n")
    }
}

/// The `main` body writing each output element (packing sub-word types into whole words).
/// `value(e)` gives, for element index expression `e`, statements and per-output expressions.
pub(crate) fn store_body(
    outputs: &[ArrayShape],
    value_stmt: &str,
    fields: &[String],
) -> (String, u64) {
    let n = outputs.first().map(|a| a.element_count()).unwrap_or(0) as u64;
    let p = outputs.iter().map(|a| dtype::pack(a.ty)).max().unwrap_or(1) as u64;
    let threads = n.div_ceil(p);
    let mut b = String::new();
    let _ = writeln!(b, "    if (t >= {threads}u) {{ return; }}");
    if p == 1 {
        let _ = writeln!(b, "    let e = t;\n    {value_stmt}");
        for (k, (a, f)) in outputs.iter().zip(fields).enumerate() {
            if dtype::is_w64(a.ty) {
                let _ = writeln!(
                    b,
                    "    out{k}[2u * e] = ({f}).x;\n    out{k}[2u * e + 1u] = ({f}).y;"
                );
            } else {
                let _ = writeln!(b, "    out{k}[e] = {};", dtype::bits_expr(a.ty, f));
            }
        }
        return (b, threads);
    }
    for (k, a) in outputs.iter().enumerate() {
        if dtype::is_w64(a.ty) {
            continue;
        }
        let words = p / dtype::pack(a.ty) as u64;
        for w in 0..words {
            let _ = writeln!(b, "    var w{k}_{w} = 0u;");
        }
    }
    for j in 0..p {
        let _ = writeln!(
            b,
            "    {{\n    let e = t * {p}u + {j}u;\n    if (e < {n}u) {{\n    {value_stmt}"
        );
        for (k, (a, f)) in outputs.iter().zip(fields).enumerate() {
            if dtype::is_w64(a.ty) {
                let _ = writeln!(
                    b,
                    "    out{k}[2u * e] = ({f}).x;\n    out{k}[2u * e + 1u] = ({f}).y;"
                );
                continue;
            }
            let pk = dtype::pack(a.ty) as u64;
            let bits = 32 / pk;
            let w = j / pk;
            let sh = (j % pk) * bits;
            let _ = writeln!(
                b,
                "    w{k}_{w} = w{k}_{w} | ({} << {sh}u);",
                dtype::bits_expr(a.ty, f)
            );
        }
        let _ = writeln!(b, "    }}\n    }}");
    }
    for (k, a) in outputs.iter().enumerate() {
        if dtype::is_w64(a.ty) {
            continue;
        }
        let pk = dtype::pack(a.ty) as u64;
        let words = p / pk;
        let total_words = (a.element_count() as u64).div_ceil(pk);
        for w in 0..words {
            let _ = writeln!(
                b,
                "    if (t * {words}u + {w}u < {total_words}u) {{ out{k}[t * {words}u + {w}u] = w{k}_{w}; }}"
            );
        }
    }
    (b, threads)
}

/// Writes `var x` = the bits of f32 `v` rounded to `ebits` exponent and `mbits` mantissa
/// bits (round to nearest even, overflow to ±inf, underflow to ±0, NaN kept), as XLA's
/// reduce-precision does.
fn reduce_precision_body(b: &mut String, v: &str, ebits: u32, mbits: u32) {
    let _ = writeln!(b, "    var x = bitcast<u32>({v});");
    let _ = writeln!(
        b,
        "    let nan = (x & 0x7f800000u) == 0x7f800000u && (x & 0x007fffffu) != 0u;"
    );
    if mbits < 23 {
        let shift = 23 - mbits;
        let last = 1u32 << shift;
        let base_bias = (last >> 1) - 1;
        let _ = writeln!(
            b,
            "    if (!nan) {{\n    let last_bit = (x >> {shift}u) & 1u;\n    x = (x + last_bit + {base_bias}u) & {}u;\n    }}",
            !(last - 1)
        );
    }
    if ebits < 8 {
        let red_bias = (1u32 << (ebits - 1)) - 1;
        let (max_e, min_e) = ((127 + red_bias) << 23, (127 - red_bias) << 23);
        let _ = writeln!(
            b,
            "    if (!nan) {{\n    let e = x & 0x7f800000u;\n    let sign = x & 0x80000000u;\n    if (e > {max_e}u) {{ x = sign | 0x7f800000u; }} else if (e <= {min_e}u) {{ x = sign; }}\n    }}"
        );
    }
}
