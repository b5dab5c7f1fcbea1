//! Called computations (reducers, comparators, `map` bodies, scatter updates) as WGSL
//! functions of scalars, `fn comp_<id>(p0: T, ...) -> R`, emitted once per kernel. Only
//! scalar elementwise ops, tuples at the root and nested calls: anything else is refused
//! with the op's name, never approximated.

use super::super::dtype::{self, scalar_of};
use super::super::scalar;
use super::super::wgsl::Wgsl;
use super::{array_of, EResult, EmitError, Gen};
use crate::error::Error;
use crate::ir::{CompId, ElementType, Op};

impl<'a> Gen<'a> {
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
        let mut body = Wgsl::new();
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
                Op::Constant(l) if l.element_count() == 1 => {
                    dtype::literal_expr(l.ty(), l.bytes(), &mut self.helpers)
                }
                Op::Unary(_)
                | Op::Binary(_)
                | Op::Compare { .. }
                | Op::Select
                | Op::Clamp
                | Op::Convert
                | Op::BitcastConvert => {
                    let out = array_of(&inst.shape, inst.op.name())?.ty;
                    scalar::elementwise(&inst.op, &ops, &tys, out, &mut self.helpers)?
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
                    let mut s = Wgsl::new();
                    s.open(format!("struct S_{}", cid.0));
                    for (j, t) in tys.iter().enumerate() {
                        s.line(format!("f{j}: {},", scalar_of(*t, "tuple")?.wgsl()));
                    }
                    s.close();
                    self.structs.insert(format!("S_{}", cid.0), s.finish());
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
            body.line(format!("let v{k} = {e};"));
            vals.push(format!("v{k}"));
        }
        body.line(format!("return v{};", comp.root.0));
        let mut w = Wgsl::new();
        w.open(format!(
            "fn comp_{}({}) -> {ret_ty}",
            cid.0,
            params.join(", ")
        ));
        w.embed(&body);
        w.close();
        Ok(w.finish())
    }
}
