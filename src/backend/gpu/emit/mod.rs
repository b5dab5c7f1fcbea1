//! WGSL for one kernel. Every value is a function of a linear element index: a fused node
//! becomes `fn n_<id>(i: u32) -> T`, a materialised value a load from its storage buffer, so
//! elementwise chains, broadcasts, transposes, slices, pads, gathers etc. fuse into the op that
//! consumes them, and loops (reduce, dot, convolution, scatter) consume fused operands.
//! Emission is deterministic (ordered maps only). This module decides nothing about which
//! values are materialised: the planner (`plan`) does.

mod computation;
mod index;
mod loops;
mod nodes;
mod store;

pub(crate) use index::{coords, linear};
pub(crate) use store::store_body;

use super::device::DeviceLimits;
use super::dtype::{self, scalar_of};
use super::scalar;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, Computation, ElementType, InstId, Module, Op, Shape};
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
