//! The verifier: infers every instruction's result shape from its operands and attributes and
//! checks it against the declared one; checks operand order, parameters and called computations.
//!
//! Checked invariants, per module: the entry id is valid; computation calls form no cycle.
//! Per computation: the root and parameter ids are valid, `parameters[i]` is `parameter(i)` and
//! every parameter instruction is listed, names are unique, operands come before their users.
//! Per instruction: operand count, operand kinds (array/tuple/token), element-type rules, every
//! attribute index within range (permutations, dimension numbers, windows), called computation
//! ids and signatures, and the declared shape equal (layouts ignored) to the inferred one.
//! Ops whose result element type is chosen by the program (convert, bitcast-convert, dot's
//! preferred type, iota, rng bits) take it from the declared shape. Custom calls are trusted.
//!
//! It never panics: every problem is a `VerifyError` naming the computation, instruction and op.

use std::collections::HashSet;

use super::module::{CompId, Computation, Instruction, Module};
use super::op::*;
use super::types::{ArrayShape, ElementType, Shape};

/// One verification failure, located at an instruction.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{computation}/{instruction} ({op}) at {line}:{column}: {message}")]
pub struct VerifyError {
    pub computation: String,
    pub instruction: String,
    pub op: String,
    pub line: u32,
    pub column: u32,
    pub message: String,
}

/// Most elements any array shape may have (guards every later allocation by a shape).
/// (Capped at `usize::MAX` where usize is 32 bits, as on wasm32.)
const MAX_ELEMENTS: usize = if usize::BITS >= 64 {
    1 << (48 % usize::BITS)
} else {
    usize::MAX
};

pub(super) type Check<T = ()> = Result<T, String>;

/// Verifies the whole module.
pub fn verify_module(module: &Module) -> Result<(), VerifyError> {
    let module_err = |message: String| VerifyError {
        computation: module.name.clone(),
        instruction: String::new(),
        op: "module".to_string(),
        line: 0,
        column: 0,
        message,
    };
    if module.computations.is_empty() {
        return Err(module_err("module has no computations".to_string()));
    }
    if module.entry.index() >= module.computations.len() {
        return Err(module_err(format!(
            "entry computation id {} does not exist",
            module.entry.0
        )));
    }
    for comp in &module.computations {
        verify_computation(module, comp)?;
    }
    check_no_recursion(module)?;
    check_aliases(module).map_err(module_err)?;
    Ok(())
}

fn check_aliases(module: &Module) -> Check {
    let entry = module.entry_comp();
    for a in &module.aliases {
        let Some(&p) = entry.parameters.get(a.parameter) else {
            return Err(format!(
                "input_output_alias names parameter {} which does not exist",
                a.parameter
            ));
        };
        let pshape = &entry.inst(p).shape;
        let ps = pshape.subshape(&a.parameter_index).ok_or_else(|| {
            format!(
                "input_output_alias: parameter {} has no index {:?}",
                a.parameter, a.parameter_index
            )
        })?;
        let os = entry
            .result_shape()
            .subshape(&a.output_index)
            .ok_or_else(|| {
                format!(
                    "input_output_alias: output has no index {:?}",
                    a.output_index
                )
            })?;
        if !ps.compatible(os) {
            return Err(format!(
                "input_output_alias: parameter {} {:?} has shape {ps} but output {:?} has shape {os}",
                a.parameter, a.parameter_index, a.output_index
            ));
        }
    }
    Ok(())
}

fn check_no_recursion(module: &Module) -> Result<(), VerifyError> {
    let n = module.computations.len();
    let callees: Vec<Vec<usize>> = module
        .computations
        .iter()
        .map(|c| {
            let mut v: Vec<usize> = c
                .instructions
                .iter()
                .flat_map(|i| i.op.called_computations())
                .map(|id| id.index())
                .filter(|&i| i < n)
                .collect();
            v.sort_unstable();
            v.dedup();
            v
        })
        .collect();
    let mut state = vec![0u8; n];
    for start in 0..n {
        if state[start] != 0 {
            continue;
        }
        let mut stack = vec![(start, 0usize)];
        state[start] = 1;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            if let Some(&c) = callees[node].get(*next) {
                *next += 1;
                match state[c] {
                    0 => {
                        state[c] = 1;
                        stack.push((c, 0));
                    }
                    1 => {
                        let caller = &module.computations[node];
                        let inst = caller
                            .instructions
                            .iter()
                            .find(|i| i.op.called_computations().iter().any(|x| x.index() == c));
                        return Err(VerifyError {
                            computation: caller.name.clone(),
                            instruction: inst.map_or(String::new(), |i| i.name.clone()),
                            op: inst.map_or("call", |i| i.op.name()).to_string(),
                            line: inst.map_or(0, |i| i.loc.line),
                            column: inst.map_or(0, |i| i.loc.column),
                            message: format!(
                                "computation '{}' calls itself (recursion through '{}')",
                                module.computations[c].name, caller.name
                            ),
                        });
                    }
                    _ => {}
                }
            } else {
                state[node] = 2;
                stack.pop();
            }
        }
    }
    Ok(())
}

fn verify_computation(module: &Module, comp: &Computation) -> Result<(), VerifyError> {
    let comp_err = |message: String| VerifyError {
        computation: comp.name.clone(),
        instruction: String::new(),
        op: "computation".to_string(),
        line: 0,
        column: 0,
        message,
    };
    if comp.instructions.is_empty() {
        return Err(comp_err("computation has no instructions".to_string()));
    }
    if comp.root.index() >= comp.instructions.len() {
        return Err(comp_err(format!("root id {} does not exist", comp.root.0)));
    }
    let inst_err = |inst: &Instruction, message: String| VerifyError {
        computation: comp.name.clone(),
        instruction: inst.name.clone(),
        op: inst.op.name().to_string(),
        line: inst.loc.line,
        column: inst.loc.column,
        message,
    };
    for (i, &p) in comp.parameters.iter().enumerate() {
        let Some(inst) = comp.instructions.get(p.index()) else {
            return Err(comp_err(format!("parameter {i} id {} does not exist", p.0)));
        };
        if inst.op != (Op::Parameter { index: i }) {
            return Err(inst_err(
                inst,
                format!("listed as parameter {i} but is not parameter({i})"),
            ));
        }
    }
    let mut names = HashSet::new();
    for (j, inst) in comp.instructions.iter().enumerate() {
        if !names.insert(inst.name.as_str()) {
            return Err(inst_err(
                inst,
                format!("duplicate instruction name '{}'", inst.name),
            ));
        }
        if let Op::Parameter { index } = inst.op {
            if comp.parameters.get(index).map(|p| p.index()) != Some(j) {
                return Err(inst_err(inst, format!("parameter({index}) is not registered as parameter {index} of the computation (gap or duplicate)")));
            }
        }
        for o in &inst.operands {
            if o.index() >= j {
                return Err(inst_err(
                    inst,
                    format!(
                        "operand id {} is not defined before its use (operands must come first)",
                        o.0
                    ),
                ));
            }
        }
        for c in inst.op.called_computations() {
            if c.index() >= module.computations.len() {
                return Err(inst_err(
                    inst,
                    format!("called computation id {} does not exist", c.0),
                ));
            }
        }
        check_shape_sane(&inst.shape).map_err(|m| inst_err(inst, m))?;
        check_instruction(module, comp, inst).map_err(|m| inst_err(inst, m))?;
    }
    Ok(())
}

// On 32-bit targets MAX_ELEMENTS is usize::MAX, which makes the bound trivially true there.
#[allow(clippy::absurd_extreme_comparisons)]
fn check_shape_sane(s: &Shape) -> Check {
    match s {
        Shape::Array(a) => {
            let n = a.checked_element_count().filter(|&n| n <= MAX_ELEMENTS);
            if n.is_none() {
                return Err(format!("shape {a} has too many elements"));
            }
            if let Some(l) = &a.layout {
                let mut seen = vec![false; a.rank()];
                let ok = l.len() == a.rank()
                    && l.iter()
                        .all(|&d| d < seen.len() && !std::mem::replace(&mut seen[d], true));
                if !ok {
                    return Err(format!(
                        "layout {l:?} of {a} is not a permutation of its dimensions"
                    ));
                }
            }
            Ok(())
        }
        Shape::Tuple(t) => t.iter().try_for_each(check_shape_sane),
        Shape::Token => Ok(()),
    }
}

// ---------------------------------------------------------------------------------------------
// Helpers

pub(super) fn arr<'a>(s: &'a Shape, what: &str) -> Check<&'a ArrayShape> {
    s.as_array()
        .ok_or_else(|| format!("{what} must be an array, found {s}"))
}

pub(super) fn nops(inst: &Instruction, n: usize) -> Check {
    if inst.operands.len() != n {
        return Err(format!(
            "expects {n} operand(s), found {}",
            inst.operands.len()
        ));
    }
    Ok(())
}

pub(super) fn expect(decl: &Shape, inferred: &Shape) -> Check {
    if decl.compatible(inferred) {
        Ok(())
    } else {
        Err(format!(
            "declared shape {decl} but the operands give {inferred}"
        ))
    }
}

fn array(ty: ElementType, dims: Vec<usize>) -> Shape {
    Shape::Array(ArrayShape::new(ty, dims))
}

fn same_dims(a: &ArrayShape, b: &ArrayShape, what: &str) -> Check {
    if a.dims != b.dims {
        return Err(format!(
            "{what}: dimensions {:?} and {:?} differ",
            a.dims, b.dims
        ));
    }
    Ok(())
}

fn same_type(a: &ArrayShape, b: &ArrayShape, what: &str) -> Check {
    if a.ty != b.ty {
        return Err(format!(
            "{what}: element types {} and {} differ",
            a.ty, b.ty
        ));
    }
    Ok(())
}

/// Dimension numbers must be distinct and below `rank`.
fn check_dims(dims: &[usize], rank: usize, what: &str) -> Check {
    let mut seen = vec![false; rank];
    for &d in dims {
        if d >= rank {
            return Err(format!(
                "{what} {dims:?}: dimension {d} is out of range for rank {rank}"
            ));
        }
        if std::mem::replace(&mut seen[d], true) {
            return Err(format!("{what} {dims:?}: dimension {d} appears twice"));
        }
    }
    Ok(())
}

fn check_sorted(dims: &[usize], what: &str) -> Check {
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!("{what} {dims:?} must be sorted"));
    }
    Ok(())
}

fn is_numeric(t: ElementType) -> bool {
    t.is_int() || t.is_floating()
}

/// The (scalar) parameter and result shapes of a called computation.
fn callee(module: &Module, id: CompId) -> Check<&Computation> {
    module
        .computations
        .get(id.index())
        .ok_or_else(|| format!("called computation id {} does not exist", id.0))
}

/// Checks that computation `id` takes `params` (compatible shapes) and returns a shape
/// compatible with `result`.
fn check_signature(
    module: &Module,
    id: CompId,
    params: &[Shape],
    result: &Shape,
    role: &str,
) -> Check {
    let c = callee(module, id)?;
    let got = c.parameter_shapes();
    if got.len() != params.len() {
        return Err(format!(
            "{role} computation '{}' takes {} parameter(s), expected {}",
            c.name,
            got.len(),
            params.len()
        ));
    }
    for (i, (g, p)) in got.iter().zip(params).enumerate() {
        if !g.compatible(p) {
            return Err(format!(
                "{role} computation '{}' parameter {i} is {g}, expected {p}",
                c.name
            ));
        }
    }
    if !c.result_shape().compatible(result) {
        return Err(format!(
            "{role} computation '{}' returns {}, expected {result}",
            c.name,
            c.result_shape()
        ));
    }
    Ok(())
}

/// One output dimension of a windowed op (reduce-window, select-and-scatter, convolution).
fn window_out(d: usize, w: &WindowDim) -> Check<usize> {
    if w.stride == 0 || w.base_dilation == 0 || w.window_dilation == 0 {
        return Err("window stride and dilations must be at least 1".to_string());
    }
    let d = d as i128;
    let dilated = if d == 0 {
        0
    } else {
        (d - 1) * w.base_dilation as i128 + 1
    };
    let padded = dilated + w.pad_low as i128 + w.pad_high as i128;
    let win = if w.size == 0 {
        0
    } else {
        (w.size as i128 - 1) * w.window_dilation as i128 + 1
    };
    if padded < 0 {
        return Err(format!(
            "window padding {}_{} makes a dimension negative",
            w.pad_low, w.pad_high
        ));
    }
    if padded < win {
        return Ok(0);
    }
    Ok(((padded - win) / w.stride as i128 + 1) as usize)
}

// ---------------------------------------------------------------------------------------------
// Per-op inference

fn check_instruction(module: &Module, comp: &Computation, inst: &Instruction) -> Check {
    let ops: Vec<&Shape> = inst.operands.iter().map(|o| &comp.inst(*o).shape).collect();
    let decl = &inst.shape;
    if let Some(r) = super::verify_collective::check(module, inst, &ops, decl) {
        return r;
    }
    match &inst.op {
        Op::Parameter { .. } => nops(inst, 0),
        Op::Constant(lit) => {
            nops(inst, 0)?;
            let d = arr(decl, "a constant")?;
            if d.ty != lit.ty() || d.dims != lit.dims() {
                return Err(format!(
                    "declared shape {decl} but the literal is {}",
                    lit.shape()
                ));
            }
            Ok(())
        }
        Op::Iota { dimension } => {
            nops(inst, 0)?;
            let d = arr(decl, "iota's result")?;
            if *dimension >= d.rank() {
                return Err(format!(
                    "iota_dimension {dimension} is out of range for rank {}",
                    d.rank()
                ));
            }
            if d.ty.is_pred() {
                return Err("iota of pred is not allowed".to_string());
            }
            Ok(())
        }
        Op::Tuple => expect(
            decl,
            &Shape::Tuple(ops.iter().map(|s| (*s).clone()).collect()),
        ),
        Op::GetTupleElement { index } => {
            nops(inst, 1)?;
            let t = ops[0]
                .as_tuple()
                .ok_or_else(|| format!("operand must be a tuple, found {}", ops[0]))?;
            let e = t.get(*index).ok_or_else(|| {
                format!(
                    "index {index} is out of range for a tuple of {} elements",
                    t.len()
                )
            })?;
            expect(decl, e)
        }
        Op::Call { computation } => {
            let params: Vec<Shape> = ops.iter().map(|s| (*s).clone()).collect();
            check_signature(module, *computation, &params, decl, "called")
        }
        Op::Copy => {
            nops(inst, 1)?;
            expect(decl, ops[0])
        }
        Op::OptimizationBarrier => {
            nops(inst, 1)?;
            expect(decl, ops[0])
        }
        Op::Bitcast => {
            nops(inst, 1)?;
            let a = arr(ops[0], "bitcast's operand")?;
            let d = arr(decl, "bitcast's result")?;
            if a.ty != d.ty || a.element_count() != d.element_count() {
                return Err(format!(
                    "bitcast from {a} to {d} changes the element type or count"
                ));
            }
            Ok(())
        }
        Op::AfterAll => {
            if let Some(s) = ops.iter().find(|s| !s.is_token()) {
                return Err(format!("after-all operands must be tokens, found {s}"));
            }
            expect(decl, &Shape::Token)
        }
        Op::AddDependency => {
            nops(inst, 2)?;
            if !ops[1].is_token() {
                return Err(format!(
                    "add-dependency's second operand must be a token, found {}",
                    ops[1]
                ));
            }
            expect(decl, ops[0])
        }
        Op::ReplicaId | Op::PartitionId => {
            nops(inst, 0)?;
            expect(decl, &Shape::scalar(ElementType::U32))
        }
        Op::Unary(u) => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            expect(decl, &array(unary_type(*u, a.ty)?, a.dims.clone()))
        }
        Op::Binary(b) => {
            nops(inst, 2)?;
            let x = arr(ops[0], "the lhs")?;
            let y = arr(ops[1], "the rhs")?;
            same_dims(x, y, "operands")?;
            same_type(x, y, "operands")?;
            expect(decl, &array(binary_type(*b, x.ty)?, x.dims.clone()))
        }
        Op::Compare { compare_type, .. } => {
            nops(inst, 2)?;
            let x = arr(ops[0], "the lhs")?;
            let y = arr(ops[1], "the rhs")?;
            same_dims(x, y, "operands")?;
            same_type(x, y, "operands")?;
            if let Some(t) = compare_type {
                let ok = match t {
                    CompareType::Float | CompareType::TotalOrder => x.ty.is_floating(),
                    CompareType::Signed => x.ty.is_signed_int() || x.ty.is_pred(),
                    CompareType::Unsigned => x.ty.is_unsigned_int() || x.ty.is_pred(),
                };
                if !ok {
                    return Err(format!(
                        "comparison type {} does not apply to {}",
                        t.name(),
                        x.ty
                    ));
                }
            }
            expect(decl, &array(ElementType::Pred, x.dims.clone()))
        }
        Op::Select => {
            nops(inst, 3)?;
            let p = arr(ops[0], "the predicate")?;
            if !p.ty.is_pred() {
                return Err(format!("select's predicate must be pred, found {}", p.ty));
            }
            let t = arr(ops[1], "on_true")?;
            let f = arr(ops[2], "on_false")?;
            same_dims(t, f, "on_true and on_false")?;
            same_type(t, f, "on_true and on_false")?;
            if p.rank() != 0 {
                same_dims(p, t, "predicate and on_true")?;
            }
            expect(decl, ops[1])
        }
        Op::Clamp => {
            nops(inst, 3)?;
            let lo = arr(ops[0], "min")?;
            let x = arr(ops[1], "the operand")?;
            let hi = arr(ops[2], "max")?;
            for (b, what) in [(lo, "min"), (hi, "max")] {
                same_type(b, x, what)?;
                if b.rank() != 0 {
                    same_dims(b, x, what)?;
                }
            }
            expect(decl, ops[1])
        }
        Op::Convert => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            let d = arr(decl, "convert's result")?;
            expect(decl, &array(d.ty, a.dims.clone()))
        }
        Op::BitcastConvert => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            let d = arr(decl, "bitcast-convert's result")?;
            let (wi, wo) = (a.ty.bit_width(), d.ty.bit_width());
            if a.ty.is_pred() != d.ty.is_pred() {
                return Err("bitcast-convert cannot convert to or from pred".to_string());
            }
            let dims = if wi == wo {
                a.dims.clone()
            } else if wi > wo {
                if wi % wo != 0 {
                    return Err(format!(
                        "bitcast-convert from {} to {}: widths do not divide",
                        a.ty, d.ty
                    ));
                }
                let mut v = a.dims.clone();
                v.push((wi / wo) as usize);
                v
            } else {
                if wo % wi != 0 {
                    return Err(format!(
                        "bitcast-convert from {} to {}: widths do not divide",
                        a.ty, d.ty
                    ));
                }
                let ratio = (wo / wi) as usize;
                match a.dims.split_last() {
                    Some((&last, rest)) if last == ratio => rest.to_vec(),
                    _ => {
                        return Err(format!(
                            "bitcast-convert from {a} to {}: the last dimension must be {ratio}",
                            d.ty
                        ))
                    }
                }
            };
            expect(decl, &array(d.ty, dims))
        }
        Op::ReducePrecision {
            exponent_bits,
            mantissa_bits,
        } => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            if !a.ty.is_float() {
                return Err(format!(
                    "reduce-precision needs a float operand, found {}",
                    a.ty
                ));
            }
            if *exponent_bits < 1 || *exponent_bits > 32 || *mantissa_bits > 64 {
                return Err(format!("reduce-precision bits out of range: exponent {exponent_bits}, mantissa {mantissa_bits}"));
            }
            expect(decl, ops[0])
        }
        Op::Map {
            computation,
            dimensions,
        } => {
            if ops.is_empty() {
                return Err("map needs at least one operand".to_string());
            }
            let first = arr(ops[0], "map's operand")?;
            let mut params = Vec::new();
            for s in &ops {
                let a = arr(s, "map's operand")?;
                same_dims(a, first, "map operands")?;
                params.push(Shape::scalar(a.ty));
            }
            if *dimensions != (0..first.rank()).collect::<Vec<_>>() {
                return Err(format!(
                    "map dimensions {dimensions:?} must be all dimensions in order"
                ));
            }
            let c = callee(module, *computation)?;
            let r = arr(c.result_shape(), "map's computation result")?;
            if r.rank() != 0 {
                return Err("map's computation must return a scalar".to_string());
            }
            check_signature(module, *computation, &params, &Shape::scalar(r.ty), "map")?;
            expect(decl, &array(r.ty, first.dims.clone()))
        }
        Op::Broadcast { dimensions } => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            let d = arr(decl, "broadcast's result")?;
            if dimensions.len() != a.rank() {
                return Err(format!(
                    "broadcast dimensions {dimensions:?} must have one entry per operand dimension ({})",
                    a.rank()
                ));
            }
            check_dims(dimensions, d.rank(), "broadcast dimensions")?;
            for (i, &r) in dimensions.iter().enumerate() {
                if a.dims[i] != d.dims[r] && a.dims[i] != 1 {
                    return Err(format!(
                        "broadcast: operand dimension {i} (size {}) does not fit result dimension {r} (size {})",
                        a.dims[i], d.dims[r]
                    ));
                }
            }
            expect(decl, &array(a.ty, d.dims.clone()))
        }
        Op::Reshape => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            let d = arr(decl, "reshape's result")?;
            if a.element_count() != d.element_count() {
                return Err(format!("reshape from {a} to {d} changes the element count"));
            }
            expect(decl, &array(a.ty, d.dims.clone()))
        }
        Op::Transpose { permutation } => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            if permutation.len() != a.rank() {
                return Err(format!(
                    "transpose permutation {permutation:?} has the wrong length for rank {}",
                    a.rank()
                ));
            }
            check_dims(permutation, a.rank(), "transpose permutation")?;
            expect(
                decl,
                &array(a.ty, permutation.iter().map(|&p| a.dims[p]).collect()),
            )
        }
        Op::Slice { dims } => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            if dims.len() != a.rank() {
                return Err(format!(
                    "slice has {} dimensions but the operand has rank {}",
                    dims.len(),
                    a.rank()
                ));
            }
            let mut out = Vec::new();
            for (i, s) in dims.iter().enumerate() {
                if s.stride == 0 || s.start > s.limit || s.limit > a.dims[i] {
                    return Err(format!(
                        "slice [{}:{}:{}] is out of bounds for dimension {i} of size {}",
                        s.start, s.limit, s.stride, a.dims[i]
                    ));
                }
                out.push((s.limit - s.start).div_ceil(s.stride));
            }
            expect(decl, &array(a.ty, out))
        }
        Op::DynamicSlice { sizes } => {
            let a = arr(ops.first().copied().unwrap_or(&Shape::Token), "the operand")?;
            check_start_indices(&ops[1..], a.rank())?;
            if sizes.len() != a.rank() {
                return Err(format!(
                    "dynamic_slice_sizes {sizes:?} must have one entry per dimension ({})",
                    a.rank()
                ));
            }
            for (i, (&s, &d)) in sizes.iter().zip(&a.dims).enumerate() {
                if s > d {
                    return Err(format!("slice size {s} exceeds dimension {i} of size {d}"));
                }
            }
            expect(decl, &array(a.ty, sizes.clone()))
        }
        Op::DynamicUpdateSlice => {
            if ops.len() < 2 {
                return Err(format!(
                    "expects an operand, an update and start indices, found {} operand(s)",
                    ops.len()
                ));
            }
            let a = arr(ops[0], "the operand")?;
            let u = arr(ops[1], "the update")?;
            same_type(a, u, "operand and update")?;
            if u.rank() != a.rank() || u.dims.iter().zip(&a.dims).any(|(x, y)| x > y) {
                return Err(format!("update {u} does not fit in operand {a}"));
            }
            check_start_indices(&ops[2..], a.rank())?;
            expect(decl, ops[0])
        }
        Op::Concatenate { dimension } => {
            if ops.is_empty() {
                return Err("concatenate needs at least one operand".to_string());
            }
            let first = arr(ops[0], "the operand")?;
            if *dimension >= first.rank() {
                return Err(format!(
                    "concatenate dimension {dimension} is out of range for rank {}",
                    first.rank()
                ));
            }
            let mut dims = first.dims.clone();
            dims[*dimension] = 0;
            for s in &ops {
                let a = arr(s, "the operand")?;
                same_type(a, first, "operands")?;
                if a.rank() != first.rank()
                    || a.dims
                        .iter()
                        .zip(&first.dims)
                        .enumerate()
                        .any(|(i, (x, y))| i != *dimension && x != y)
                {
                    return Err(format!(
                        "concatenate operands {first} and {a} differ outside dimension {dimension}"
                    ));
                }
                dims[*dimension] = dims[*dimension].saturating_add(a.dims[*dimension]);
            }
            expect(decl, &array(first.ty, dims))
        }
        Op::Pad { dims } => {
            nops(inst, 2)?;
            let a = arr(ops[0], "the operand")?;
            let v = arr(ops[1], "the padding value")?;
            same_type(a, v, "operand and padding value")?;
            if v.rank() != 0 {
                return Err("the padding value must be a scalar".to_string());
            }
            if dims.len() != a.rank() {
                return Err(format!(
                    "padding has {} dimensions but the operand has rank {}",
                    dims.len(),
                    a.rank()
                ));
            }
            let mut out = Vec::new();
            for (i, p) in dims.iter().enumerate() {
                let d = a.dims[i] as i128;
                let n = p.low as i128 + p.high as i128 + d + (d - 1).max(0) * p.interior as i128;
                if n < 0 || n > MAX_ELEMENTS as i128 {
                    return Err(format!(
                        "padding {}_{}_{} gives dimension {i} size {n}",
                        p.low, p.high, p.interior
                    ));
                }
                out.push(n as usize);
            }
            expect(decl, &array(a.ty, out))
        }
        Op::Reverse { dimensions } => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            check_dims(dimensions, a.rank(), "reverse dimensions")?;
            expect(decl, ops[0])
        }
        Op::Reduce {
            dimensions,
            computation,
        } => {
            if ops.is_empty() || !ops.len().is_multiple_of(2) {
                return Err(format!(
                    "reduce needs N inputs and N init values, found {} operand(s)",
                    ops.len()
                ));
            }
            let n = ops.len() / 2;
            let first = arr(ops[0], "reduce's input")?;
            check_dims(dimensions, first.rank(), "reduce dimensions")?;
            let mut inits = Vec::new();
            for i in 0..n {
                let x = arr(ops[i], "reduce's input")?;
                same_dims(x, first, "reduce inputs")?;
                let init = arr(ops[n + i], "reduce's init value")?;
                if init.rank() != 0 {
                    return Err("reduce's init values must be scalars".to_string());
                }
                same_type(x, init, &format!("reduce's input {i} and its init value"))?;
                inits.push(init.ty);
            }
            let kept: Vec<usize> = (0..first.rank())
                .filter(|d| !dimensions.contains(d))
                .map(|d| first.dims[d])
                .collect();
            check_reducer(module, *computation, &inits, "reduce")?;
            expect(decl, &variadic(&inits, &kept))
        }
        Op::ReduceWindow {
            window,
            computation,
        } => {
            if ops.is_empty() || !ops.len().is_multiple_of(2) {
                return Err(format!(
                    "reduce-window needs N inputs and N init values, found {} operand(s)",
                    ops.len()
                ));
            }
            let n = ops.len() / 2;
            let first = arr(ops[0], "reduce-window's input")?;
            if window.len() != first.rank() {
                return Err(format!(
                    "window has {} dimensions but the input has rank {}",
                    window.len(),
                    first.rank()
                ));
            }
            let mut inits = Vec::new();
            for i in 0..n {
                let x = arr(ops[i], "reduce-window's input")?;
                same_dims(x, first, "reduce-window inputs")?;
                let init = arr(ops[n + i], "reduce-window's init value")?;
                if init.rank() != 0 {
                    return Err("reduce-window's init values must be scalars".to_string());
                }
                same_type(
                    x,
                    init,
                    &format!("reduce-window's input {i} and its init value"),
                )?;
                inits.push(init.ty);
            }
            let out = first
                .dims
                .iter()
                .zip(window)
                .map(|(&d, w)| window_out(d, w))
                .collect::<Check<Vec<_>>>()?;
            check_reducer(module, *computation, &inits, "reduce-window")?;
            expect(decl, &variadic(&inits, &out))
        }
        Op::SelectAndScatter {
            window,
            select,
            scatter,
        } => {
            nops(inst, 3)?;
            let a = arr(ops[0], "the operand")?;
            let src = arr(ops[1], "the source")?;
            let init = arr(ops[2], "the init value")?;
            if init.rank() != 0 {
                return Err("the init value must be a scalar".to_string());
            }
            same_type(a, src, "operand and source")?;
            same_type(src, init, "source and init value")?;
            if window.len() != a.rank() {
                return Err(format!(
                    "window has {} dimensions but the operand has rank {}",
                    window.len(),
                    a.rank()
                ));
            }
            let out = a
                .dims
                .iter()
                .zip(window)
                .map(|(&d, w)| window_out(d, w))
                .collect::<Check<Vec<_>>>()?;
            if out != src.dims {
                return Err(format!(
                    "source dimensions {:?} must be the window output {out:?}",
                    src.dims
                ));
            }
            let s = Shape::scalar(a.ty);
            check_signature(
                module,
                *select,
                &[s.clone(), s.clone()],
                &Shape::scalar(ElementType::Pred),
                "select",
            )?;
            let i = Shape::scalar(init.ty);
            check_signature(module, *scatter, &[i.clone(), i.clone()], &i, "scatter")?;
            expect(decl, &array(init.ty, a.dims.clone()))
        }
        Op::Dot { dims, .. } => {
            nops(inst, 2)?;
            let l = arr(ops[0], "the lhs")?;
            let r = arr(ops[1], "the rhs")?;
            let d = arr(decl, "dot's result")?;
            if dims.lhs_batch.len() != dims.rhs_batch.len() {
                return Err("lhs and rhs have different numbers of batch dimensions".to_string());
            }
            if dims.lhs_contracting.len() != dims.rhs_contracting.len() {
                return Err(
                    "lhs and rhs have different numbers of contracting dimensions".to_string(),
                );
            }
            let lall: Vec<usize> = dims
                .lhs_batch
                .iter()
                .chain(&dims.lhs_contracting)
                .copied()
                .collect();
            let rall: Vec<usize> = dims
                .rhs_batch
                .iter()
                .chain(&dims.rhs_contracting)
                .copied()
                .collect();
            check_dims(&lall, l.rank(), "lhs batch+contracting dimensions")?;
            check_dims(&rall, r.rank(), "rhs batch+contracting dimensions")?;
            for (&a, &b) in dims.lhs_batch.iter().zip(&dims.rhs_batch) {
                if l.dims[a] != r.dims[b] {
                    return Err(format!(
                        "batch dimension sizes differ: lhs {a} is {}, rhs {b} is {}",
                        l.dims[a], r.dims[b]
                    ));
                }
            }
            for (&a, &b) in dims.lhs_contracting.iter().zip(&dims.rhs_contracting) {
                if l.dims[a] != r.dims[b] {
                    return Err(format!(
                        "contracting dimension sizes differ: lhs {a} is {}, rhs {b} is {}",
                        l.dims[a], r.dims[b]
                    ));
                }
            }
            if l.ty.is_pred() != r.ty.is_pred()
                || (l.ty.is_complex() || r.ty.is_complex()) && !d.ty.is_complex()
            {
                return Err(format!("dot of {} and {} cannot give {}", l.ty, r.ty, d.ty));
            }
            let mut out: Vec<usize> = dims.lhs_batch.iter().map(|&i| l.dims[i]).collect();
            out.extend(dims.lhs_free(l.rank()).into_iter().map(|i| l.dims[i]));
            out.extend(dims.rhs_free(r.rank()).into_iter().map(|i| r.dims[i]));
            expect(decl, &array(d.ty, out))
        }
        Op::Convolution(c) => check_conv(c, &ops, decl, inst),
        Op::Gather(g) => check_gather(g, &ops, decl, inst),
        Op::Scatter(s) => check_scatter(module, s, &ops, decl),
        Op::Sort {
            dimension,
            comparator,
            ..
        } => {
            if ops.is_empty() {
                return Err("sort needs at least one operand".to_string());
            }
            let first = arr(ops[0], "sort's operand")?;
            if *dimension >= first.rank() {
                return Err(format!(
                    "sort dimension {dimension} is out of range for rank {}",
                    first.rank()
                ));
            }
            let mut params = Vec::new();
            for s in &ops {
                let a = arr(s, "sort's operand")?;
                same_dims(a, first, "sort operands")?;
                params.push(Shape::scalar(a.ty));
                params.push(Shape::scalar(a.ty));
            }
            check_signature(
                module,
                *comparator,
                &params,
                &Shape::scalar(ElementType::Pred),
                "comparator",
            )?;
            if ops.len() == 1 {
                expect(decl, ops[0])
            } else {
                expect(
                    decl,
                    &Shape::Tuple(ops.iter().map(|s| (*s).clone()).collect()),
                )
            }
        }
        Op::TopK { k, .. } => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            let Some(&last) = a.dims.last() else {
                return Err("topk needs an operand of rank at least 1".to_string());
            };
            if *k > last {
                return Err(format!("k = {k} exceeds the last dimension {last}"));
            }
            let mut dims = a.dims.clone();
            if let Some(l) = dims.last_mut() {
                *l = *k;
            }
            expect(
                decl,
                &Shape::Tuple(vec![
                    array(a.ty, dims.clone()),
                    array(ElementType::S32, dims),
                ]),
            )
        }
        Op::While { condition, body } => {
            nops(inst, 1)?;
            check_signature(
                module,
                *condition,
                &[ops[0].clone()],
                &Shape::scalar(ElementType::Pred),
                "condition",
            )?;
            check_signature(module, *body, &[ops[0].clone()], ops[0], "body")?;
            expect(decl, ops[0])
        }
        Op::Conditional { branches } => {
            if branches.is_empty() {
                return Err("conditional needs at least one branch".to_string());
            }
            nops(inst, branches.len() + 1)?;
            let sel = arr(ops[0], "the branch selector")?;
            let ok = sel.rank() == 0
                && (sel.ty == ElementType::S32 || (sel.ty.is_pred() && branches.len() == 2));
            if !ok {
                return Err(format!(
                    "the branch selector must be pred[] (with 2 branches) or s32[], found {}",
                    ops[0]
                ));
            }
            for (i, b) in branches.iter().enumerate() {
                check_signature(
                    module,
                    *b,
                    &[ops[i + 1].clone()],
                    decl,
                    &format!("branch {i}"),
                )?;
            }
            Ok(())
        }
        Op::CustomCall(_) => Ok(()),
        Op::AllReduce { .. }
        | Op::AllGather { .. }
        | Op::ReduceScatter { .. }
        | Op::AllToAll { .. }
        | Op::CollectivePermute { .. }
        | Op::CollectiveBroadcast { .. }
        | Op::GlobalToLocal { .. }
        | Op::LocalToGlobal { .. } => Ok(()), // checked by `verify_collective`
        Op::RngBitGenerator { .. } => {
            nops(inst, 1)?;
            let s = arr(ops[0], "the state")?;
            if s.rank() != 1 || !(s.ty == ElementType::U64 || s.ty == ElementType::U32) {
                return Err(format!(
                    "the rng state must be a u64 or u32 vector, found {s}"
                ));
            }
            let t = decl.as_tuple().filter(|t| t.len() == 2).ok_or_else(|| {
                format!("rng-bit-generator returns (state, bits), declared {decl}")
            })?;
            if !t[0].compatible(ops[0]) {
                return Err(format!(
                    "the new state {} must have the state's shape {}",
                    t[0], ops[0]
                ));
            }
            let bits = arr(&t[1], "the random bits")?;
            if !(bits.ty.is_int()) {
                return Err(format!("random bits must be integers, found {}", bits.ty));
            }
            Ok(())
        }
        Op::Cholesky { .. } => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            square_batch(a, "cholesky's operand")?;
            if !a.ty.is_floating() {
                return Err(format!(
                    "cholesky needs a float or complex operand, found {}",
                    a.ty
                ));
            }
            expect(decl, ops[0])
        }
        Op::TriangularSolve(t) => {
            nops(inst, 2)?;
            let a = arr(ops[0], "a")?;
            let b = arr(ops[1], "b")?;
            same_type(a, b, "a and b")?;
            let m = square_batch(a, "a")?;
            if !a.ty.is_floating() {
                return Err(format!(
                    "triangular-solve needs float or complex operands, found {}",
                    a.ty
                ));
            }
            if b.rank() != a.rank() || a.dims[..a.rank() - 2] != b.dims[..b.rank() - 2] {
                return Err(format!("batch dimensions of a {a} and b {b} differ"));
            }
            let k = if t.left_side {
                b.dims[b.rank() - 2]
            } else {
                b.dims[b.rank() - 1]
            };
            if k != m {
                return Err(format!(
                    "b {b} does not match a {a} (left_side={})",
                    t.left_side
                ));
            }
            expect(decl, ops[1])
        }
        Op::Fft {
            fft_type,
            fft_length,
        } => {
            nops(inst, 1)?;
            let a = arr(ops[0], "the operand")?;
            expect(decl, &fft_shape(a, *fft_type, fft_length)?)
        }
    }
}

/// The result shape of an `fft` (XLA's `ShapeInference::InferFftShape`): `fft_length` has 1 to
/// 3 entries naming the trailing dimensions transformed; FFT/IFFT keep a complex operand's
/// shape; RFFT takes f32/f64 whose trailing dimensions are `fft_length` and gives c64/c128
/// with the last one `n/2+1`; IRFFT takes c64/c128 whose trailing dimensions are
/// `fft_length` but the last, `n/2+1`, and gives f32/f64 with `fft_length`.
fn fft_shape(a: &ArrayShape, fft_type: FftType, fft_length: &[usize]) -> Check<Shape> {
    let k = fft_length.len();
    if !(1..=3).contains(&k) {
        return Err(format!(
            "fft_length {fft_length:?} must have 1 to 3 entries, found {k}"
        ));
    }
    if a.rank() < k {
        return Err(format!(
            "the operand {a} has fewer dimensions than fft_length {fft_length:?}"
        ));
    }
    let lead = a.rank() - k;
    let trailing = &a.dims[lead..];
    let name = fft_type.name();
    let last = fft_length[k - 1];
    match fft_type {
        FftType::Fft | FftType::Ifft | FftType::Irfft if !a.ty.is_complex() => {
            return Err(format!(
                "{name} needs a complex (c64 or c128) operand, found {}",
                a.ty
            ))
        }
        FftType::Rfft if !matches!(a.ty, ElementType::F32 | ElementType::F64) => {
            return Err(format!("RFFT needs an f32 or f64 operand, found {}", a.ty))
        }
        _ => {}
    }
    let ty = match fft_type {
        FftType::Fft | FftType::Ifft => a.ty,
        FftType::Rfft => {
            if a.ty == ElementType::F32 {
                ElementType::C64
            } else {
                ElementType::C128
            }
        }
        FftType::Irfft => a.ty.complex_component().unwrap_or(a.ty),
    };
    let want_in: Vec<usize> = match fft_type {
        FftType::Irfft => {
            let mut w = fft_length.to_vec();
            w[k - 1] = last / 2 + 1;
            w
        }
        FftType::Fft | FftType::Ifft | FftType::Rfft => fft_length.to_vec(),
    };
    if trailing != want_in.as_slice() {
        return Err(format!(
            "{name} with fft_length {fft_length:?} needs the operand's trailing dimensions to \
             be {want_in:?}, found {a}"
        ));
    }
    let mut dims = a.dims.clone();
    match fft_type {
        FftType::Fft | FftType::Ifft => {}
        FftType::Rfft => dims[a.rank() - 1] = last / 2 + 1,
        FftType::Irfft => dims[a.rank() - 1] = last,
    }
    Ok(array(ty, dims))
}

/// `a` must be `[..., m, m]`; returns `m`.
fn square_batch(a: &ArrayShape, what: &str) -> Check<usize> {
    if a.rank() < 2 || a.dims[a.rank() - 1] != a.dims[a.rank() - 2] {
        return Err(format!("{what} must be [..., m, m], found {a}"));
    }
    Ok(a.dims[a.rank() - 1])
}

/// Start indices of dynamic-(update-)slice: one integer scalar per dimension, of one type.
fn check_start_indices(idx: &[&Shape], rank: usize) -> Check {
    if idx.len() != rank {
        return Err(format!(
            "expects {rank} start indices (one per dimension), found {}",
            idx.len()
        ));
    }
    let mut ty = None;
    for s in idx {
        let a = arr(s, "a start index")?;
        if a.rank() != 0 || !a.ty.is_int() {
            return Err(format!("start indices must be integer scalars, found {a}"));
        }
        if ty.is_some_and(|t| t != a.ty) {
            return Err("start indices must all have the same type".to_string());
        }
        ty = Some(a.ty);
    }
    Ok(())
}

fn variadic(tys: &[ElementType], dims: &[usize]) -> Shape {
    if tys.len() == 1 {
        array(tys[0], dims.to_vec())
    } else {
        Shape::Tuple(tys.iter().map(|&t| array(t, dims.to_vec())).collect())
    }
}

/// A reducer takes (accumulators..., inputs...) scalars and returns the accumulators.
pub(super) fn check_reducer(
    module: &Module,
    id: CompId,
    inits: &[ElementType],
    role: &str,
) -> Check {
    let params: Vec<Shape> = inits
        .iter()
        .chain(inits)
        .map(|&t| Shape::scalar(t))
        .collect();
    check_signature(module, id, &params, &variadic(inits, &[]), role)
}

fn unary_type(u: UnaryOp, t: ElementType) -> Check<ElementType> {
    use UnaryOp::*;
    let bad = || {
        Err(format!(
            "{} does not apply to element type {t}",
            u.hlo_name()
        ))
    };
    match u {
        Abs => {
            if t.is_pred() {
                return bad();
            }
            Ok(t.complex_component().unwrap_or(t))
        }
        Negate | Sign => {
            if t.is_pred() {
                return bad();
            }
            Ok(t)
        }
        Not => {
            if t.is_pred() || t.is_int() {
                Ok(t)
            } else {
                bad()
            }
        }
        Floor | Ceil | RoundNearestAfz | RoundNearestEven | Erf => {
            if t.is_float() {
                Ok(t)
            } else {
                bad()
            }
        }
        Sqrt | Rsqrt | Cbrt | Exp | Expm1 | Log | Log1p | Logistic | Sine | Cosine | Tan | Tanh => {
            if t.is_floating() {
                Ok(t)
            } else {
                bad()
            }
        }
        IsFinite => {
            if t.is_float() {
                Ok(ElementType::Pred)
            } else {
                bad()
            }
        }
        PopCount | CountLeadingZeros => {
            if t.is_int() {
                Ok(t)
            } else {
                bad()
            }
        }
        Real | Imag => {
            if t.is_floating() {
                Ok(t.complex_component().unwrap_or(t))
            } else {
                bad()
            }
        }
    }
}

fn binary_type(b: BinaryOp, t: ElementType) -> Check<ElementType> {
    use BinaryOp::*;
    let bad = || {
        Err(format!(
            "{} does not apply to element type {t}",
            b.hlo_name()
        ))
    };
    match b {
        Add | Subtract | Multiply | Divide | Remainder | Power | Maximum | Minimum => {
            // XLA allows pred for add/multiply/max/min (as or/and); keep it permissive there.
            if is_numeric(t)
                || (t.is_pred() && matches!(b, Add | Multiply | Maximum | Minimum | Subtract))
            {
                Ok(t)
            } else {
                bad()
            }
        }
        Atan2 => {
            if t.is_floating() {
                Ok(t)
            } else {
                bad()
            }
        }
        And | Or | Xor => {
            if t.is_pred() || t.is_int() {
                Ok(t)
            } else {
                bad()
            }
        }
        ShiftLeft | ShiftRightArithmetic | ShiftRightLogical => {
            if t.is_int() {
                Ok(t)
            } else {
                bad()
            }
        }
        Complex => match t {
            ElementType::F32 => Ok(ElementType::C64),
            ElementType::F64 => Ok(ElementType::C128),
            _ => bad(),
        },
    }
}

fn check_conv(c: &ConvAttrs, ops: &[&Shape], decl: &Shape, inst: &Instruction) -> Check {
    nops(inst, 2)?;
    let x = arr(ops[0], "the input")?;
    let k = arr(ops[1], "the kernel")?;
    let d = arr(decl, "convolution's result")?;
    let dn = &c.dims;
    let ns = dn.input_spatial.len();
    if dn.kernel_spatial.len() != ns || dn.output_spatial.len() != ns {
        return Err(
            "input, kernel and output have different numbers of spatial dimensions".to_string(),
        );
    }
    if x.rank() != ns + 2 || k.rank() != ns + 2 || d.rank() != ns + 2 {
        return Err(format!(
            "input {x}, kernel {k} and result {d} must all have rank {}",
            ns + 2
        ));
    }
    let mut v = vec![dn.input_batch, dn.input_feature];
    v.extend(&dn.input_spatial);
    check_dims(&v, x.rank(), "input dimension numbers")?;
    let mut v = vec![dn.kernel_input_feature, dn.kernel_output_feature];
    v.extend(&dn.kernel_spatial);
    check_dims(&v, k.rank(), "kernel dimension numbers")?;
    let mut v = vec![dn.output_batch, dn.output_feature];
    v.extend(&dn.output_spatial);
    check_dims(&v, d.rank(), "output dimension numbers")?;
    if c.window.len() != ns {
        return Err(format!(
            "window has {} dimensions but the convolution has {ns} spatial dimensions",
            c.window.len()
        ));
    }
    let (fgc, bgc) = (c.feature_group_count, c.batch_group_count);
    if fgc == 0 || bgc == 0 {
        return Err("feature_group_count and batch_group_count must be at least 1".to_string());
    }
    if fgc > 1 && bgc > 1 {
        return Err("feature_group_count and batch_group_count cannot both exceed 1".to_string());
    }
    let in_f = x.dims[dn.input_feature];
    let k_in = k.dims[dn.kernel_input_feature];
    let k_out = k.dims[dn.kernel_output_feature];
    let in_b = x.dims[dn.input_batch];
    if in_f % fgc != 0 || in_f / fgc != k_in {
        return Err(format!(
            "input features ({in_f}) / feature_group_count ({fgc}) must equal kernel input features ({k_in})"
        ));
    }
    if k_out % fgc != 0 {
        return Err(format!(
            "kernel output features ({k_out}) must be divisible by feature_group_count ({fgc})"
        ));
    }
    if in_b % bgc != 0 || k_out % bgc != 0 {
        return Err(format!(
            "input batch ({in_b}) and kernel output features ({k_out}) must be divisible by batch_group_count ({bgc})"
        ));
    }
    let mut out = vec![0usize; ns + 2];
    out[dn.output_batch] = in_b / bgc;
    out[dn.output_feature] = k_out;
    for i in 0..ns {
        let w = &c.window[i];
        let ks = k.dims[dn.kernel_spatial[i]];
        if w.size != ks {
            return Err(format!(
                "window size {} differs from kernel spatial dimension {i} of size {ks}",
                w.size
            ));
        }
        out[dn.output_spatial[i]] = window_out(x.dims[dn.input_spatial[i]], w)?;
    }
    if x.ty.is_pred() != k.ty.is_pred() {
        return Err(format!("convolution of {} and {}", x.ty, k.ty));
    }
    expect(decl, &array(d.ty, out))
}

/// The index vector size and batch dims of gather/scatter start indices.
fn index_dims(idx: &ArrayShape, ivd: usize) -> Check<(usize, Vec<usize>)> {
    if ivd > idx.rank() {
        return Err(format!(
            "index_vector_dim {ivd} is out of range for indices of rank {}",
            idx.rank()
        ));
    }
    if !idx.ty.is_int() {
        return Err(format!("indices must be integers, found {}", idx.ty));
    }
    let n = if ivd == idx.rank() { 1 } else { idx.dims[ivd] };
    let batch = super::analysis::index_batch_dims(idx.rank(), ivd)
        .into_iter()
        .map(|i| idx.dims[i])
        .collect();
    Ok((n, batch))
}

fn check_gather(g: &GatherDims, ops: &[&Shape], decl: &Shape, inst: &Instruction) -> Check {
    nops(inst, 2)?;
    let a = arr(ops[0], "the operand")?;
    let idx = arr(ops[1], "the start indices")?;
    let (n, batch) = index_dims(idx, g.index_vector_dim)?;
    if g.slice_sizes.len() != a.rank() {
        return Err(format!(
            "slice_sizes {:?} must have one entry per operand dimension ({})",
            g.slice_sizes,
            a.rank()
        ));
    }
    for (i, (&s, &d)) in g.slice_sizes.iter().zip(&a.dims).enumerate() {
        if s > d {
            return Err(format!(
                "slice size {s} exceeds operand dimension {i} of size {d}"
            ));
        }
    }
    check_sorted(&g.offset_dims, "offset_dims")?;
    check_sorted(&g.collapsed_slice_dims, "collapsed_slice_dims")?;
    check_sorted(&g.operand_batching_dims, "operand_batching_dims")?;
    let removed: Vec<usize> = g
        .collapsed_slice_dims
        .iter()
        .chain(&g.operand_batching_dims)
        .copied()
        .collect();
    check_dims(
        &removed,
        a.rank(),
        "collapsed_slice_dims+operand_batching_dims",
    )?;
    for &d in &removed {
        if g.slice_sizes[d] > 1 {
            return Err(format!(
                "collapsed or batching dimension {d} must have slice size 0 or 1"
            ));
        }
    }
    if g.start_index_map.len() != n {
        return Err(format!(
            "start_index_map {:?} must have {n} entries (the index vector size)",
            g.start_index_map
        ));
    }
    check_dims(&g.start_index_map, a.rank(), "start_index_map")?;
    if g.start_index_map
        .iter()
        .any(|d| g.operand_batching_dims.contains(d))
    {
        return Err("start_index_map must not name operand batching dimensions".to_string());
    }
    if g.start_indices_batching_dims.len() != g.operand_batching_dims.len() {
        return Err(
            "operand_batching_dims and start_indices_batching_dims differ in length".to_string(),
        );
    }
    check_dims(
        &g.start_indices_batching_dims,
        idx.rank(),
        "start_indices_batching_dims",
    )?;
    if g.start_indices_batching_dims.contains(&g.index_vector_dim) {
        return Err("start_indices_batching_dims must not contain index_vector_dim".to_string());
    }
    let offsets: Vec<usize> = g
        .window_dims(a.rank())
        .into_iter()
        .map(|d| g.slice_sizes[d])
        .collect();
    if g.offset_dims.len() != offsets.len() {
        return Err(format!(
            "offset_dims {:?} must have {} entries (operand rank minus collapsed and batching dims)",
            g.offset_dims,
            offsets.len()
        ));
    }
    let rank = batch.len() + offsets.len();
    check_dims(&g.offset_dims, rank, "offset_dims")?;
    let mut out = Vec::with_capacity(rank);
    let (mut bi, mut oi) = (0, 0);
    for i in 0..rank {
        if g.offset_dims.contains(&i) {
            out.push(offsets[oi]);
            oi += 1;
        } else {
            out.push(batch[bi]);
            bi += 1;
        }
    }
    expect(decl, &array(a.ty, out))
}

fn check_scatter(module: &Module, s: &ScatterAttrs, ops: &[&Shape], decl: &Shape) -> Check {
    if ops.len() < 3 || ops.len().is_multiple_of(2) {
        return Err(format!(
            "scatter needs N operands, indices and N updates, found {} operand(s)",
            ops.len()
        ));
    }
    let n = (ops.len() - 1) / 2;
    let a = arr(ops[0], "the operand")?;
    let idx = arr(ops[n], "the scatter indices")?;
    let u0 = arr(ops[n + 1], "the updates")?;
    let mut tys = Vec::new();
    for i in 0..n {
        let x = arr(ops[i], "the operand")?;
        same_dims(x, a, "scatter operands")?;
        let u = arr(ops[n + 1 + i], "the updates")?;
        same_dims(u, u0, "scatter updates")?;
        same_type(x, u, "operand and updates")?;
        tys.push(x.ty);
    }
    let (nv, batch) = index_dims(idx, s.index_vector_dim)?;
    check_sorted(&s.update_window_dims, "update_window_dims")?;
    check_sorted(&s.inserted_window_dims, "inserted_window_dims")?;
    check_sorted(&s.input_batching_dims, "input_batching_dims")?;
    let removed: Vec<usize> = s
        .inserted_window_dims
        .iter()
        .chain(&s.input_batching_dims)
        .copied()
        .collect();
    check_dims(
        &removed,
        a.rank(),
        "inserted_window_dims+input_batching_dims",
    )?;
    if s.scatter_dims_to_operand_dims.len() != nv {
        return Err(format!(
            "scatter_dims_to_operand_dims {:?} must have {nv} entries (the index vector size)",
            s.scatter_dims_to_operand_dims
        ));
    }
    check_dims(
        &s.scatter_dims_to_operand_dims,
        a.rank(),
        "scatter_dims_to_operand_dims",
    )?;
    if s.scatter_indices_batching_dims.len() != s.input_batching_dims.len() {
        return Err(
            "input_batching_dims and scatter_indices_batching_dims differ in length".to_string(),
        );
    }
    check_dims(
        &s.scatter_indices_batching_dims,
        idx.rank(),
        "scatter_indices_batching_dims",
    )?;
    if s.scatter_indices_batching_dims
        .contains(&s.index_vector_dim)
    {
        return Err("scatter_indices_batching_dims must not contain index_vector_dim".to_string());
    }
    let window_operand_dims = s.window_dims(a.rank());
    if s.update_window_dims.len() != window_operand_dims.len() {
        return Err(format!(
            "update_window_dims {:?} must have {} entries (operand rank minus inserted and batching dims)",
            s.update_window_dims,
            window_operand_dims.len()
        ));
    }
    if u0.rank() != batch.len() + s.update_window_dims.len() {
        return Err(format!(
            "updates {u0} must have rank {} (scatter batch dims plus window dims)",
            batch.len() + s.update_window_dims.len()
        ));
    }
    check_dims(&s.update_window_dims, u0.rank(), "update_window_dims")?;
    let (mut bi, mut wi) = (0, 0);
    for i in 0..u0.rank() {
        if s.update_window_dims.contains(&i) {
            let od = window_operand_dims[wi];
            if u0.dims[i] > a.dims[od] {
                return Err(format!(
                    "update window dimension {i} (size {}) exceeds operand dimension {od} (size {})",
                    u0.dims[i], a.dims[od]
                ));
            }
            wi += 1;
        } else {
            if u0.dims[i] != batch[bi] {
                return Err(format!(
                    "update scatter dimension {i} (size {}) differs from the indices' batch size {}",
                    u0.dims[i], batch[bi]
                ));
            }
            bi += 1;
        }
    }
    check_reducer(module, s.update, &tys, "scatter update")?;
    expect(decl, &variadic(&tys, &a.dims))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{ComputationBuilder, Literal};

    fn f32s(d: &[usize]) -> Shape {
        Shape::array(ElementType::F32, d.to_vec())
    }

    fn module_of(build: impl FnOnce(&mut ComputationBuilder) -> crate::ir::InstId) -> Module {
        let mut b = ComputationBuilder::new("main");
        let root = build(&mut b);
        Module {
            name: "m".into(),
            computations: vec![b.finish(root).unwrap()],
            entry: CompId(0),
            aliases: vec![],
            num_replicas: None,
            num_partitions: None,
        }
    }

    #[test]
    fn window_arithmetic() {
        let mut w = WindowDim::simple(3);
        assert_eq!(window_out(7, &w).unwrap(), 5);
        w.stride = 2;
        w.pad_low = 1;
        w.pad_high = 1;
        assert_eq!(window_out(9, &w).unwrap(), 5);
        w.window_dilation = 2;
        assert_eq!(window_out(9, &w).unwrap(), 4);
        assert_eq!(window_out(0, &WindowDim::simple(1)).unwrap(), 0);
        let mut n = WindowDim::simple(1);
        n.pad_low = -5;
        assert!(window_out(2, &n).is_err());
    }

    #[test]
    fn bad_transpose_is_an_error_not_a_panic() {
        for perm in [vec![0, 0], vec![2, 0], vec![0]] {
            let m = module_of(|b| {
                let p = b.add("p", Op::Parameter { index: 0 }, vec![], f32s(&[2, 3]));
                b.add(
                    "t",
                    Op::Transpose {
                        permutation: perm.clone(),
                    },
                    vec![p],
                    f32s(&[3, 2]),
                )
            });
            assert!(verify_module(&m).is_err(), "{perm:?}");
        }
    }

    #[test]
    fn declared_shape_is_checked() {
        let m = module_of(|b| {
            let x = b.add("x", Op::Parameter { index: 0 }, vec![], f32s(&[2]));
            b.add("a", Op::Binary(BinaryOp::Add), vec![x, x], f32s(&[3]))
        });
        let e = verify_module(&m).unwrap_err();
        assert!(e.message.contains("declared shape"), "{e}");
        let m = module_of(|b| {
            let c = Literal::scalar(ElementType::F32, 1.0f32).unwrap();
            b.add("c", Op::Constant(c), vec![], f32s(&[]))
        });
        verify_module(&m).unwrap();
    }

    #[test]
    fn operands_must_come_first() {
        let mut m = module_of(|b| {
            let x = b.add("x", Op::Parameter { index: 0 }, vec![], f32s(&[2]));
            b.add("n", Op::Unary(UnaryOp::Negate), vec![x], f32s(&[2]))
        });
        m.computations[0].instructions[1].operands[0] = crate::ir::InstId(1);
        assert!(verify_module(&m).is_err());
    }
}
