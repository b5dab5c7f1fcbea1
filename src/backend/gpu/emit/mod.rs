//! WGSL for one kernel. Every value is a function of a linear element index: a fused node
//! becomes `fn n_<id>(i: u32) -> T`, a materialised value a load from its storage buffer, so
//! elementwise chains, broadcasts, transposes, slices, pads, gathers etc. fuse into the op that
//! consumes them, and loops (reduce, dot, convolution, scatter) consume fused operands.
//! Emission is deterministic (ordered maps only). This module decides nothing about which
//! values are materialised: the planner (`plan`) does.
//!
//! This file holds the kernel generator `Gen` (bindings within the device's budget, values
//! read from buffers, held in variables or computed by node functions, the helpers the text
//! calls) and the assembly of a kernel's text (`Gen::kernel`). The per-op bodies are in
//! `nodes` and `loops`, called computations in `computation`, index arithmetic in `index`,
//! and the output-storing `main` of elementwise kernels in `store`. Kernels with their own
//! shapes (`tree_reduce`, `tiled_dot`, `rows`, `sort`, `rng`, `update_slice`) write their
//! `main` themselves and use `Gen` for everything they read.

mod computation;
mod index;
mod loops;
mod nodes;
mod store;

pub(crate) use index::{coords, linear};
pub(crate) use store::store_body;

use super::device::DeviceLimits;
use super::dtype::{self, scalar_of};
use super::materialised::Materialised;
use super::wgsl::{Helpers, Wgsl};
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, Computation, ElementType, InstId, Module, Op, Shape};
use std::collections::{BTreeMap, BTreeSet};

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
    /// Whether the pipeline must zero its `var<workgroup>` arrays before `main`, as WebGPU
    /// does by default. A kernel that writes every element it reads before reading it turns
    /// this off: on wgpu's GL backend over Mesa's llvmpipe (what wgpu picks on Linux without
    /// a Vulkan driver) the zeroing of a 32 KiB array made a 2048-point FFT row's pipeline
    /// take 107 s to compile, against 0.1 s without; lavapipe (Vulkan) is not slowed.
    /// Browsers zero workgroup memory whatever is asked.
    pub zero_workgroup_memory: bool,
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
    /// Which values live in buffers (value `id` in slot `id`), so kernels load them.
    pub mat: &'a Materialised,
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

/// The generator of one kernel's text: what it reads, the functions it needs, and the
/// helpers those call. Other modules reach it through the methods below.
pub(crate) struct Gen<'a> {
    cx: &'a Ctx<'a>,
    /// The buffers the kernel reads, by binding order (`ld_{k}` reads input `k`).
    inputs: Vec<Binding>,
    n_outputs: usize,
    funcs: BTreeMap<u32, String>,
    comps: BTreeMap<u32, String>,
    structs: BTreeMap<String, String>,
    /// Module-scope declarations besides bindings (e.g. `var<workgroup>` arrays).
    globals: Vec<String>,
    /// The slot whose loads read output 0 instead of a binding of its own (`in_place`).
    in_place_slot: Option<usize>,
    /// Fused nodes whose functions are being emitted, outermost first.
    stack: Vec<InstId>,
    /// Values the invocation already holds in module-scope variables, by instruction: a
    /// product's sum in its epilogue (`EPILOGUE_SUM`, see `tiled_dot`), a row's reductions in
    /// a row kernel (see `rows`). Reads of them at any index are reads of the variable, which
    /// the planner allows only where that index is the one held.
    held: BTreeMap<u32, String>,
    /// The value to materialise when the budget runs out with no fused value below the one
    /// being emitted (a row kernel's reduction: it then gets a kernel of its own).
    budget_fallback: Option<InstId>,
    /// Inputs read as raw element bits too (`bits_of`): each gets an `lb_{k}` function.
    bit_loads: BTreeSet<usize>,
    /// The library helpers the kernel's text calls.
    helpers: Helpers,
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
            helpers: Helpers::default(),
        }
    }

    /// What the planner said about this kernel's computation.
    pub(crate) fn ctx(&self) -> &'a Ctx<'a> {
        self.cx
    }

    /// The buffers bound so far, in binding order.
    pub(crate) fn inputs(&self) -> &[Binding] {
        &self.inputs
    }

    /// The helpers of this kernel: text that calls one records it here.
    pub(crate) fn helpers(&mut self) -> &mut Helpers {
        &mut self.helpers
    }

    /// Adds a module-scope declaration (a `var<workgroup>` array, a `var<private>`, a
    /// function of the kernel's own), written after the bindings in the order added.
    pub(crate) fn declare(&mut self, decl: impl Into<String>) {
        self.globals.push(decl.into());
    }

    /// Reads of `id`, at any index, are reads of the module-scope variable `var` (see `held`).
    pub(crate) fn hold(&mut self, id: InstId, var: impl Into<String>) {
        self.held.insert(id.0, var.into());
    }

    /// Loads of `slot` read output 0, which the caller fills with it (`KernelText::in_place`).
    pub(crate) fn read_in_place(&mut self, slot: Option<usize>) {
        self.in_place_slot = slot;
    }

    /// The value to materialise when the binding budget runs out while nothing fused below
    /// the value being emitted can be (see `budget_fallback`).
    pub(crate) fn set_budget_fallback(&mut self, id: InstId) {
        self.budget_fallback = Some(id);
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
                    !self.cx.mat.is_materialised(o)
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
                return Ok(dtype::literal_expr(
                    lit.ty(),
                    lit.bytes(),
                    &mut self.helpers,
                ));
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
            && self.cx.mat.is_materialised(id)
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

    /// Emits the node function `n_{id}` of fused value `id`, if not yet emitted.
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
                let mut w = Wgsl::new();
                w.open(format!("struct {name}"));
                for (k, t) in tys.iter().enumerate() {
                    w.line(format!("f{k}: {t},"));
                }
                w.close();
                self.structs.insert(name.clone(), w.finish());
                Ok(name)
            }
            Shape::Token => Err(Error::unsupported_msg("token value inside a gpu kernel").into()),
        }
    }

    fn node_fn(&mut self, id: InstId) -> EResult<String> {
        let ret = self.ret_type(id)?;
        let mut w = Wgsl::new();
        w.open(format!("fn n_{}(i: u32) -> {ret}", id.0));
        self.node_body(id, &mut w)?;
        w.close();
        Ok(w.finish())
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
    fn in_place_input(&self) -> Option<usize> {
        let slot = self.in_place_slot?;
        self.inputs
            .iter()
            .position(|b| b.slot == slot && b.leaf == 0)
    }

    /// The kernel: `main` (its statements, written at module scope: see `Wgsl::embed`) run by `threads` invocations
    /// in workgroups of `workgroup`, writing `outputs`, with everything it reads.
    pub(crate) fn kernel(
        mut self,
        name: String,
        outputs: Vec<ArrayShape>,
        main: Wgsl,
        threads: u64,
        workgroup: u32,
    ) -> KernelText {
        let tys: Vec<ElementType> = outputs.iter().map(|a| a.ty).collect();
        let wgsl = self.finish(&tys, main, workgroup);
        KernelText {
            name,
            wgsl,
            in_place: self.in_place_input(),
            inputs: self.inputs,
            outputs,
            threads,
            workgroup,
            zero_workgroup_memory: true,
        }
    }

    /// Assembles the shader: helpers, bindings, declarations, loads, structs, functions, and
    /// `main`.
    fn finish(&mut self, outputs: &[ElementType], main: Wgsl, wg: u32) -> String {
        let mut w = Wgsl::new();
        let in_place = self.in_place_input();
        let mut ni = 0;
        for k in 0..self.inputs.len() {
            if Some(k) != in_place {
                w.line(format!(
                    "@group(0) @binding({ni}) var<storage, read> in{k}: array<u32>;"
                ));
                ni += 1;
            }
        }
        for k in 0..outputs.len() {
            w.line(format!(
                "@group(0) @binding({}) var<storage, read_write> out{k}: array<u32>;",
                ni + k
            ));
        }
        for g in &self.globals {
            w.append(g);
            w.line("");
        }
        w.line("");
        for (k, b) in self.inputs.iter().enumerate() {
            let t = scalar_of(b.ty, "load").map(|x| x.wgsl()).unwrap_or("u32");
            let buffer = if Some(k) == in_place {
                "out0".to_string()
            } else {
                format!("in{k}")
            };
            w.open(format!("fn ld_{k}(i: u32) -> {t}"));
            w.line(format!(
                "return {};",
                dtype::load_expr(b.ty, &buffer, "i", &mut self.helpers)
            ));
            w.close();
            w.line("");
            if self.bit_loads.contains(&k) {
                if let Some(bits) = dtype::packed_bits_expr(b.ty, &buffer, "i") {
                    w.open(format!("fn lb_{k}(i: u32) -> u32"));
                    w.line(format!("return {bits};"));
                    w.close();
                    w.line("");
                }
            }
        }
        for text in self
            .structs
            .values()
            .chain(self.comps.values())
            .chain(self.funcs.values())
        {
            w.append(text);
            w.line("");
        }
        w.line(format!("@compute @workgroup_size({wg})"));
        w.open("fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32)");
        w.line(format!("let t = (wid.y * nwg.x + wid.x) * {wg}u + lid;"));
        w.embed(&main);
        w.close();
        w.line("");
        format!("{}{}", self.helpers.wgsl(), w.finish())
    }
}
