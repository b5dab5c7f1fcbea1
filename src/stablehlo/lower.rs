//! Lowers the StableHLO AST onto `ir`: every function becomes a computation, every region of a
//! region-carrying op becomes a computation, multi-result ops become tuple-shaped instructions
//! read back with get-tuple-element, and values a region captures from its parent become
//! explicit operands (while/if/case) or copied constants (reduce, sort, scatter, ...).
//!
//! Shardings: arguments' `sdy.sharding` / `mhlo.sharding` go on their parameters, annotated
//! results get a `copy` carrying theirs, an op's own go on its results, and constraints
//! (`sdy.sharding_constraint`, `sdy.reshard`, `@Sharding`) are copies carrying them (Shardy
//! text through `crate::shardy`, over the module's `sdy.mesh` table). `sdy.manual_computation`
//! is inlined between global-to-local and local-to-global ops; GSPMD's
//! `@SPMDFullToShardShape` / `@SPMDShardToFullShape` become the same ops.
//!
//! It trusts the types written in the text for result shapes; checking them is the verifier's
//! job (`ir::verify_module`, run after lowering). CHLO decompositions live in `chlo`.

use std::collections::HashMap;

use super::ast::*;
use super::chlo;
use super::dense;
use super::lexer::Source;
use crate::error::{Error, ErrorKind, Result};
use crate::ir::*;
use crate::shardy;

pub struct Lowerer<'s> {
    src: &'s Source<'s>,
    comps: Vec<Option<Computation>>,
    funcs: HashMap<String, (CompId, usize)>,
    region_count: usize,
    /// The module's Shardy meshes (`sdy.mesh @name = <...>`).
    meshes: Vec<(String, Mesh)>,
    /// The manual axes of the `sdy.manual_computation` being lowered (empty outside one).
    manual_axes: Vec<String>,
}

/// Values in scope while building one computation.
pub struct Ctx {
    pub b: ComputationBuilder,
    vals: HashMap<String, Vec<InstId>>,
    counter: usize,
    comp_name: String,
    pub loc: SourceLoc,
}

impl Ctx {
    pub(super) fn new(name: &str) -> Self {
        Ctx {
            b: ComputationBuilder::new(name),
            vals: HashMap::new(),
            counter: 0,
            comp_name: name.to_string(),
            loc: SourceLoc::default(),
        }
    }

    /// Appends an instruction with a fresh name (`add.3`) and the current source location.
    pub fn add(&mut self, op: Op, operands: Vec<InstId>, shape: Shape) -> InstId {
        self.counter += 1;
        let name = match &op {
            Op::Parameter { index } => format!("Arg_{index}.{}", self.counter),
            other => format!("{}.{}", other.name(), self.counter),
        };
        let id = self.b.add(name, op, operands, shape);
        self.b.inst_mut(id).loc = self.loc;
        id
    }

    pub fn shape(&self, id: InstId) -> &Shape {
        &self.b.inst(id).shape
    }

    /// get-tuple-element of every element of a tuple-shaped instruction.
    pub fn untuple(&mut self, id: InstId) -> Vec<InstId> {
        let elems: Vec<Shape> = match self.shape(id) {
            Shape::Tuple(t) => t.clone(),
            _ => return vec![id],
        };
        elems
            .into_iter()
            .enumerate()
            .map(|(i, s)| self.add(Op::GetTupleElement { index: i }, vec![id], s))
            .collect()
    }

    pub fn tuple(&mut self, items: Vec<InstId>) -> InstId {
        let shapes = items.iter().map(|&i| self.shape(i).clone()).collect();
        self.add(Op::Tuple, items, Shape::Tuple(shapes))
    }

    pub(super) fn bind(&mut self, name: &str, vals: Vec<InstId>) {
        self.vals.insert(name.to_string(), vals);
    }
}

fn is_multi(results: &[Shape]) -> bool {
    results.len() != 1
}

impl<'s> Lowerer<'s> {
    pub fn new(src: &'s Source<'s>) -> Self {
        Lowerer {
            src,
            comps: Vec::new(),
            funcs: HashMap::new(),
            region_count: 0,
            meshes: Vec::new(),
            manual_axes: Vec::new(),
        }
    }

    /// A Shardy error in attribute text that starts at byte `base` of the source.
    pub(super) fn shardy_err(&self, e: shardy::Error, base: usize) -> Error {
        let located = self.src.error_at(self.src.pos(base + e.offset), e.message);
        match e.kind {
            ErrorKind::Parse => located,
            kind => Error::new(kind, located.message),
        }
    }

    /// The shardings of a Shardy attribute (`#sdy.sharding<..>`, a per-value list, `[..]`),
    /// with the byte offset of its text.
    fn shardy_list(&self, a: &Attr, pos: Pos, what: &str) -> Result<Vec<shardy::TensorSharding>> {
        match a {
            Attr::Shardy(text, off) => shardy::parse_shardings(text)
                .map(|(v, _)| v)
                .map_err(|e| self.shardy_err(e, *off)),
            other => self.err(
                pos,
                format!(
                    "{what}: expected a Shardy sharding, found {}",
                    other.kind_name()
                ),
            ),
        }
    }

    /// HLO sharding text (`mhlo.sharding = "{...}"`); an empty string or `{unknown}` is none.
    fn hlo_sharding_text(&self, text: &str, pos: Pos) -> Result<Option<HloSharding>> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        crate::hlo::parse_sharding(text).map_err(|e| {
            // The HLO parser locates the problem as `1:column: what` within the string.
            let first = e.message.lines().next().unwrap_or("");
            let (at, what) = match first.split_once(": ") {
                Some((lc, what)) if lc.starts_with("1:") => {
                    (format!(" (at character {})", &lc[2..]), what)
                }
                _ => (String::new(), first),
            };
            self.src
                .error_at(pos, format!("invalid mhlo.sharding \"{text}\"{at}: {what}"))
        })
    }

    /// The sharding `attrs` (of a function argument or result) give a value of `shape`:
    /// Shardy's `sdy.sharding` or HLO's `mhlo.sharding`.
    fn value_sharding(
        &self,
        attrs: &[(String, Attr)],
        shape: &Shape,
        pos: Pos,
    ) -> Result<Option<HloSharding>> {
        for (k, v) in attrs {
            match (k.as_str(), v) {
                ("sdy.sharding", a) => {
                    let list = self.shardy_list(a, pos, k)?;
                    let off = match a {
                        Attr::Shardy(_, off) => *off,
                        _ => 0,
                    };
                    return shardy::shardings_for_shape(
                        &list,
                        shape,
                        &self.meshes,
                        &self.manual_axes,
                    )
                    .map(Some)
                    .map_err(|e| self.shardy_err(e, off));
                }
                ("mhlo.sharding", Attr::Str(text)) => return self.hlo_sharding_text(text, pos),
                ("mhlo.sharding", other) => {
                    return self.err(
                        pos,
                        format!(
                            "mhlo.sharding must be a string, found {}",
                            other.kind_name()
                        ),
                    )
                }
                _ => {}
            }
        }
        Ok(None)
    }

    /// Per-result shardings an op's `sdy.sharding` (one per result) or `mhlo.sharding` (a
    /// tuple sharding for several results, or one for all) give.
    fn op_shardings(&self, op: &Operation) -> Result<Option<Vec<HloSharding>>> {
        let n = op.result_types.len();
        if n == 0 {
            // Nothing to constrain (a side-effecting custom call's device placement).
            return Ok(None);
        }
        if let Some(a) = op.attr("sdy.sharding") {
            let list = self.shardy_list(a, op.pos, "sdy.sharding")?;
            let off = match a {
                Attr::Shardy(_, off) => *off,
                _ => 0,
            };
            if list.len() != n {
                return self.err(
                    op.pos,
                    format!(
                        "sdy.sharding lists {} sharding(s) for {n} result(s)",
                        list.len()
                    ),
                );
            }
            return list
                .iter()
                .zip(&op.result_types)
                .map(|(t, shape)| {
                    t.to_hlo(
                        &self.meshes,
                        &self.manual_axes,
                        shape.as_array().map(|a| a.rank()),
                    )
                    .map_err(|e| self.shardy_err(e, off))
                })
                .collect::<Result<Vec<_>>>()
                .map(Some);
        }
        let Some(s) = self.value_sharding(&op.attrs, &Shape::Tuple(vec![]), op.pos)? else {
            return Ok(None);
        };
        Ok(Some(match s {
            _ if n == 1 => vec![s],
            HloSharding::Tuple(t) if t.len() == n => t,
            HloSharding::Tuple(t) => {
                return self.err(
                    op.pos,
                    format!("mhlo.sharding is a tuple of {} for {n} results", t.len()),
                )
            }
            one => vec![one; n],
        }))
    }

    pub(super) fn src(&self) -> &Source<'s> {
        self.src
    }

    pub(super) fn err<T>(&self, pos: Pos, message: impl std::fmt::Display) -> Result<T> {
        Err(self.src.error_at(pos, message))
    }

    pub(super) fn unsupported<T>(&self, pos: Pos, message: impl std::fmt::Display) -> Result<T> {
        Err(Error::unsupported_msg(
            self.src.error_at(pos, message).message,
        ))
    }

    pub fn lower_module(mut self, m: &ModuleAst) -> Result<Module> {
        for (i, f) in m.funcs.iter().enumerate() {
            if self.funcs.contains_key(&f.name) {
                return self.err(f.pos, format!("function @{} is defined twice", f.name));
            }
            self.funcs.insert(f.name.clone(), (CompId(i as u32), i));
            self.comps.push(None);
        }
        for (name, a, pos) in &m.meshes {
            let mesh = match a {
                Attr::Shardy(text, off) => {
                    shardy::parse_mesh(text).map_err(|e| self.shardy_err(e, *off))?
                }
                other => {
                    return self.err(
                        *pos,
                        format!(
                            "sdy.mesh @{name}: expected a mesh, found {}",
                            other.kind_name()
                        ),
                    )
                }
            };
            if self.meshes.iter().any(|(n, _)| n == name) {
                return self.err(*pos, format!("mesh @{name} is defined twice"));
            }
            self.meshes.push((name.clone(), mesh));
        }
        // Shardy exported by jaxlib's portable artifacts (and printed back by its
        // deserializer): the meshes as a frontend attribute, `xla.sdy.meshes = "{mesh = ...}"`.
        if let Some((_, Attr::Dict(fa))) = m
            .attrs
            .iter()
            .find(|(k, _)| k == "mhlo.frontend_attributes")
        {
            if let Some((_, Attr::Str(text))) = fa.iter().find(|(k, _)| k == "xla.sdy.meshes") {
                let table = shardy::parse_mesh_table(text)
                    .map_err(|e| Error::new(e.kind, format!("xla.sdy.meshes: {}", e.message)))?;
                for (name, mesh) in table {
                    if !self.meshes.iter().any(|(n, _)| *n == name) {
                        self.meshes.push((name, mesh));
                    }
                }
            }
        }
        let entry_idx = match m.funcs.iter().position(|f| f.name == "main") {
            Some(i) => i,
            None => {
                let publics: Vec<usize> = m
                    .funcs
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| f.public)
                    .map(|(i, _)| i)
                    .collect();
                match publics.as_slice() {
                    [one] => *one,
                    [] if m.funcs.len() == 1 => 0,
                    _ => {
                        return self.err(
                            m.funcs[0].pos,
                            "cannot pick the entry function: there is no @main and not exactly one public function",
                        )
                    }
                }
            }
        };
        for (i, f) in m.funcs.iter().enumerate() {
            let c = self.lower_func(f)?;
            self.comps[i] = Some(c);
        }
        let mut computations = Vec::with_capacity(self.comps.len());
        for c in self.comps {
            computations
                .push(c.ok_or_else(|| Error::internal("a computation slot was never filled"))?);
        }
        let entry_func = &m.funcs[entry_idx];
        let mut aliases = Vec::new();
        for (i, a) in entry_func.args.iter().enumerate() {
            for (k, v) in &a.attrs {
                if k == "tf.aliasing_output" {
                    if let Attr::Int(out) = v {
                        let out = usize::try_from(*out)
                            .ok()
                            .filter(|o| *o < entry_func.results.len());
                        let Some(out) = out else {
                            return Err(self
                                .src
                                .error_at(a.pos, "tf.aliasing_output names no result"));
                        };
                        let output_index = if entry_func.results.len() == 1 {
                            vec![]
                        } else {
                            vec![out]
                        };
                        aliases.push(InputOutputAlias {
                            output_index,
                            parameter: i,
                            parameter_index: vec![],
                        });
                    }
                }
            }
        }
        let name = m.name.clone().unwrap_or_else(|| "main".to_string());
        let count = |key: &str| -> Option<usize> {
            m.attrs
                .iter()
                .find(|(k, _)| k == key)
                .and_then(|(_, v)| match v {
                    Attr::Int(n) => usize::try_from(*n).ok(),
                    _ => None,
                })
        };
        Ok(Module {
            name,
            computations,
            entry: CompId(entry_idx as u32),
            aliases,
            num_replicas: count("mhlo.num_replicas"),
            num_partitions: count("mhlo.num_partitions"),
        })
    }

    pub(super) fn lower_func(&mut self, f: &Func) -> Result<Computation> {
        let mut ctx = Ctx::new(&f.name);
        ctx.loc = SourceLoc {
            line: f.pos.line,
            column: f.pos.col,
        };
        for (i, a) in f.args.iter().enumerate() {
            let p = ctx.add(Op::Parameter { index: i }, vec![], a.shape.clone());
            ctx.b.inst_mut(p).sharding = self.value_sharding(&a.attrs, &a.shape, a.pos)?;
            ctx.bind(&a.name, vec![p]);
        }
        let mut rets = self.lower_body(&mut ctx, &f.body.ops, f.pos)?;
        if rets.len() != f.results.len() {
            return self.err(
                f.pos,
                format!(
                    "@{} returns {} values but declares {} results",
                    f.name,
                    rets.len(),
                    f.results.len()
                ),
            );
        }
        // A result sharding constrains the returned value: a copy carrying it.
        ctx.loc = SourceLoc {
            line: f.pos.line,
            column: f.pos.col,
        };
        for (r, ret) in f.results.iter().zip(rets.iter_mut()) {
            if let Some(s) = self.value_sharding(&r.attrs, &r.shape, f.pos)? {
                let shape = ctx.shape(*ret).clone();
                let c = ctx.add(Op::Copy, vec![*ret], shape);
                ctx.b.inst_mut(c).sharding = Some(s);
                *ret = c;
            }
        }
        let root = if rets.len() == 1 {
            rets[0]
        } else {
            ctx.tuple(rets)
        };
        ctx.b.finish(root).map_err(Error::invalid_program)
    }

    /// Lowers the ops of a block; the last must be a return. Returns the returned values.
    pub(super) fn lower_body(
        &mut self,
        ctx: &mut Ctx,
        ops: &[Operation],
        pos: Pos,
    ) -> Result<Vec<InstId>> {
        for (i, op) in ops.iter().enumerate() {
            ctx.loc = SourceLoc {
                line: op.pos.line,
                column: op.pos.col,
            };
            if matches!(
                op.name.as_str(),
                "func.return" | "return" | "stablehlo.return" | "mhlo.return" | "sdy.return"
            ) {
                if i + 1 != ops.len() {
                    return self.err(op.pos, "a return must be the last operation of its block");
                }
                return op.operands.iter().map(|u| self.use_value(ctx, u)).collect();
            }
            let before = ctx.b.len();
            let mut vals = self.lower_op(ctx, op)?;
            // `mhlo.sharding` / `sdy.sharding` constrain the op's results; a result the op did
            // not create (an operand passed through) gets a copy carrying the sharding.
            if let Some(shardings) = self.op_shardings(op)? {
                for (v, s) in vals.iter_mut().zip(shardings) {
                    if v.index() < before {
                        let shape = ctx.shape(*v).clone();
                        *v = ctx.add(Op::Copy, vec![*v], shape);
                    }
                    ctx.b.inst_mut(*v).sharding = Some(s);
                }
            }
            let n = op.num_results();
            if vals.len() != n {
                return self.err(
                    op.pos,
                    format!(
                        "'{}' produced {} values, {} expected",
                        op.name,
                        vals.len(),
                        n
                    ),
                );
            }
            let mut k = 0;
            for (name, count) in &op.results {
                ctx.bind(name, vals[k..k + count].to_vec());
                k += count;
            }
        }
        self.err(pos, "block has no return operation")
    }

    pub(super) fn use_value(&self, ctx: &Ctx, u: &ValueUse) -> Result<InstId> {
        let Some(vals) = ctx.vals.get(&u.name) else {
            return self.err(u.pos, format!("use of undefined value '%{}'", u.name));
        };
        match u.index {
            None if vals.len() == 1 => Ok(vals[0]),
            None => self.err(
                u.pos,
                format!(
                    "'%{}' has {} results; select one with '%{}#N'",
                    u.name,
                    vals.len(),
                    u.name
                ),
            ),
            Some(i) => match vals.get(i) {
                Some(v) => Ok(*v),
                None => self.err(
                    u.pos,
                    format!("'%{}' has only {} results", u.name, vals.len()),
                ),
            },
        }
    }

    pub(super) fn operands(&self, ctx: &Ctx, op: &Operation) -> Result<Vec<InstId>> {
        op.operands.iter().map(|u| self.use_value(ctx, u)).collect()
    }

    pub(super) fn n_operands(&self, ctx: &Ctx, op: &Operation, n: usize) -> Result<Vec<InstId>> {
        if op.operands.len() != n {
            return self.err(
                op.pos,
                format!(
                    "'{}' takes {n} operand(s), got {}",
                    op.name,
                    op.operands.len()
                ),
            );
        }
        self.operands(ctx, op)
    }

    pub(super) fn result(&self, op: &Operation) -> Result<Shape> {
        match op.result_types.as_slice() {
            [one] => Ok(one.clone()),
            other => self.err(
                op.pos,
                format!("'{}' must have one result, has {}", op.name, other.len()),
            ),
        }
    }

    pub(super) fn array_result(&self, op: &Operation) -> Result<ArrayShape> {
        match self.result(op)? {
            Shape::Array(a) => Ok(a),
            other => self.err(
                op.pos,
                format!("'{}' must produce a tensor, not {other}", op.name),
            ),
        }
    }

    /// A single instruction whose values are the op's results: direct for one result, a tuple
    /// read back with get-tuple-element otherwise.
    pub(super) fn emit(
        &self,
        ctx: &mut Ctx,
        op: &Operation,
        irop: Op,
        operands: Vec<InstId>,
    ) -> Result<Vec<InstId>> {
        if is_multi(&op.result_types) {
            let id = ctx.add(irop, operands, Shape::Tuple(op.result_types.clone()));
            Ok(ctx.untuple(id))
        } else {
            let id = ctx.add(irop, operands, op.result_types[0].clone());
            Ok(vec![id])
        }
    }

    // ---------------------------------------------------------------- attribute access

    pub(super) fn attr<'o>(&self, op: &'o Operation, names: &[&str]) -> Option<&'o Attr> {
        names.iter().find_map(|n| op.attr(n))
    }

    pub(super) fn attr_ints(&self, pos: Pos, what: &str, a: &Attr) -> Result<Vec<i64>> {
        match a {
            Attr::Array(items) => items
                .iter()
                .map(|it| match it {
                    Attr::Int(v) => i64::try_from(*v)
                        .or_else(|_| self.err(pos, format!("{what}: {v} out of range"))),
                    Attr::Bool(b) => Ok(*b as i64),
                    other => self.err(
                        pos,
                        format!("{what}: expected integers, found {}", other.kind_name()),
                    ),
                })
                .collect(),
            Attr::Dense(v, Shape::Array(s)) => {
                let as_i64 = ArrayShape::new(ElementType::S64, s.dims.clone());
                let lit = dense::to_literal(v, &as_i64)
                    .map_err(|m| self.src.error_at(pos, format!("{what}: {m}")))?;
                Ok(lit
                    .as_slice::<i64>()
                    .map(|s| s.to_vec())
                    .unwrap_or_default())
            }
            Attr::Int(v) => {
                Ok(vec![i64::try_from(*v).or_else(|_| {
                    self.err(pos, format!("{what} out of range"))
                })?])
            }
            other => self.err(
                pos,
                format!(
                    "{what}: expected an integer list, found {}",
                    other.kind_name()
                ),
            ),
        }
    }

    pub(super) fn ints(&self, op: &Operation, names: &[&str]) -> Result<Option<Vec<i64>>> {
        match self.attr(op, names) {
            Some(a) => Ok(Some(self.attr_ints(op.pos, names[0], a)?)),
            None => Ok(None),
        }
    }

    pub(super) fn req_ints(&self, op: &Operation, names: &[&str]) -> Result<Vec<i64>> {
        match self.ints(op, names)? {
            Some(v) => Ok(v),
            None => self.err(
                op.pos,
                format!("'{}' needs the attribute '{}'", op.name, names[0]),
            ),
        }
    }

    pub(super) fn to_usizes(&self, pos: Pos, what: &str, v: Vec<i64>) -> Result<Vec<usize>> {
        v.into_iter()
            .map(|x| {
                usize::try_from(x)
                    .or_else(|_| self.err(pos, format!("{what}: {x} must not be negative")))
            })
            .collect()
    }

    pub(super) fn req_usizes(&self, op: &Operation, names: &[&str]) -> Result<Vec<usize>> {
        let v = self.req_ints(op, names)?;
        self.to_usizes(op.pos, names[0], v)
    }

    pub(super) fn opt_usizes(&self, op: &Operation, names: &[&str]) -> Result<Option<Vec<usize>>> {
        match self.ints(op, names)? {
            Some(v) => Ok(Some(self.to_usizes(op.pos, names[0], v)?)),
            None => Ok(None),
        }
    }

    pub(super) fn int_attr(&self, op: &Operation, names: &[&str]) -> Result<Option<i64>> {
        match self.attr(op, names) {
            None => Ok(None),
            Some(Attr::Int(v)) => {
                Ok(Some(i64::try_from(*v).or_else(|_| {
                    self.err(op.pos, format!("{} out of range", names[0]))
                })?))
            }
            Some(Attr::Array(a)) if a.len() == 1 => match &a[0] {
                Attr::Int(v) => Ok(Some(*v as i64)),
                _ => self.err(op.pos, format!("{}: expected an integer", names[0])),
            },
            Some(other) => self.err(
                op.pos,
                format!(
                    "{}: expected an integer, found {}",
                    names[0],
                    other.kind_name()
                ),
            ),
        }
    }

    pub(super) fn req_usize(&self, op: &Operation, names: &[&str]) -> Result<usize> {
        match self.int_attr(op, names)? {
            Some(v) => usize::try_from(v)
                .or_else(|_| self.err(op.pos, format!("{} must not be negative", names[0]))),
            None => self.err(
                op.pos,
                format!("'{}' needs the attribute '{}'", op.name, names[0]),
            ),
        }
    }

    pub(super) fn bool_attr(&self, op: &Operation, names: &[&str], default: bool) -> Result<bool> {
        match self.attr(op, names) {
            None => Ok(default),
            Some(Attr::Bool(b)) => Ok(*b),
            Some(Attr::Unit) => Ok(true),
            Some(other) => self.err(
                op.pos,
                format!(
                    "{}: expected true or false, found {}",
                    names[0],
                    other.kind_name()
                ),
            ),
        }
    }

    pub(super) fn enum_attr(&self, op: &Operation, names: &[&str]) -> Option<String> {
        match self.attr(op, names) {
            Some(Attr::Enum(s)) | Some(Attr::Str(s)) => Some(s.clone()),
            _ => None,
        }
    }

    pub(super) fn precision(&self, op: &Operation) -> Result<Vec<Precision>> {
        let Some(a) = self.attr(op, &["precision_config", "precision"]) else {
            return Ok(Vec::new());
        };
        let Attr::Array(items) = a else {
            return self.err(op.pos, "precision: expected a list like [DEFAULT, DEFAULT]");
        };
        items
            .iter()
            .map(|it| match it {
                Attr::Enum(s) => match s.as_str() {
                    "DEFAULT" => Ok(Precision::Default),
                    "HIGH" => Ok(Precision::High),
                    "HIGHEST" => Ok(Precision::Highest),
                    other => self.err(op.pos, format!("unknown precision '{other}'")),
                },
                other => self.err(
                    op.pos,
                    format!("precision: expected an enum, found {}", other.kind_name()),
                ),
            })
            .collect()
    }

    pub(super) fn struct_fields<'o>(
        &self,
        op: &'o Operation,
        names: &[&str],
    ) -> Option<&'o [(String, Attr)]> {
        match self.attr(op, names) {
            Some(Attr::Struct(_, f)) => Some(f),
            _ => None,
        }
    }

    pub(super) fn field_usizes(
        &self,
        pos: Pos,
        fields: &[(String, Attr)],
        name: &str,
    ) -> Result<Vec<usize>> {
        match fields.iter().find(|(k, _)| k == name) {
            Some((_, a)) => {
                let v = self.attr_ints(pos, name, a)?;
                self.to_usizes(pos, name, v)
            }
            None => Ok(Vec::new()),
        }
    }

    pub(super) fn field_usize(
        &self,
        pos: Pos,
        fields: &[(String, Attr)],
        name: &str,
    ) -> Result<usize> {
        match self.field_usizes(pos, fields, name)?.as_slice() {
            [v] => Ok(*v),
            _ => self.err(pos, format!("'{name}' must be one integer")),
        }
    }

    pub(super) fn array_shape<'c>(
        &self,
        ctx: &'c Ctx,
        id: InstId,
        pos: Pos,
    ) -> Result<&'c ArrayShape> {
        match ctx.shape(id) {
            Shape::Array(a) => Ok(a),
            other => self.err(pos, format!("expected a tensor operand, found {other}")),
        }
    }

    // ---------------------------------------------------------------- ops

    pub(super) fn lower_op(&mut self, ctx: &mut Ctx, op: &Operation) -> Result<Vec<InstId>> {
        let full = op.name.as_str();
        if let Some(name) = full.strip_prefix("chlo.") {
            return chlo::lower(self, ctx, op, name);
        }
        let name = full
            .strip_prefix("stablehlo.")
            .or_else(|| full.strip_prefix("mhlo."))
            .unwrap_or(full);
        if let Some(u) = unary_op(name) {
            let ops = self.n_operands(ctx, op, 1)?;
            return self.emit(ctx, op, Op::Unary(u), ops);
        }
        if let Some(b) = binary_op(name) {
            let ops = self.n_operands(ctx, op, 2)?;
            return self.emit(ctx, op, Op::Binary(b), ops);
        }
        match name {
            "constant" => {
                let shape = self.array_result(op)?;
                let Some(Attr::Dense(v, _)) = op.attr("value") else {
                    return self.err(op.pos, "constant needs 'value = dense<...>'");
                };
                let lit = dense::to_literal(v, &shape).map_err(|m| self.src.error_at(op.pos, m))?;
                self.emit(ctx, op, Op::Constant(lit), vec![])
            }
            "func.call" | "call" => self.lower_call(ctx, op),
            "compare" => {
                let ops = self.n_operands(ctx, op, 2)?;
                let dir = self
                    .enum_attr(op, &["comparison_direction", "#0"])
                    .unwrap_or_default();
                let Some(direction) = ComparisonDirection::from_name(&dir) else {
                    return self.err(op.pos, format!("unknown comparison direction '{dir}'"));
                };
                let compare_type = match self.enum_attr(op, &["compare_type", "#1"]) {
                    None => None,
                    Some(t) if t == "NOTYPE" => None,
                    Some(t) => match CompareType::from_name(&t) {
                        Some(t) => Some(t),
                        None => return self.err(op.pos, format!("unknown comparison type '{t}'")),
                    },
                };
                self.emit(
                    ctx,
                    op,
                    Op::Compare {
                        direction,
                        compare_type,
                    },
                    ops,
                )
            }
            "select" => {
                let ops = self.n_operands(ctx, op, 3)?;
                self.emit(ctx, op, Op::Select, ops)
            }
            "clamp" => {
                let ops = self.n_operands(ctx, op, 3)?;
                self.emit(ctx, op, Op::Clamp, ops)
            }
            "convert" => {
                let ops = self.n_operands(ctx, op, 1)?;
                self.emit(ctx, op, Op::Convert, ops)
            }
            "bitcast_convert" => {
                let ops = self.n_operands(ctx, op, 1)?;
                self.emit(ctx, op, Op::BitcastConvert, ops)
            }
            "reduce_precision" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let (e, m) = match self.enum_attr(op, &["format"]) {
                    Some(f) => parse_reduce_precision_format(&f).ok_or_else(|| {
                        self.src
                            .error_at(op.pos, format!("bad reduce_precision format '{f}'"))
                    })?,
                    None => (
                        self.req_usize(op, &["exponent_bits"])? as u32,
                        self.req_usize(op, &["mantissa_bits"])? as u32,
                    ),
                };
                self.emit(
                    ctx,
                    op,
                    Op::ReducePrecision {
                        exponent_bits: e,
                        mantissa_bits: m,
                    },
                    ops,
                )
            }
            "broadcast_in_dim" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let dims = self.req_usizes(op, &["broadcast_dimensions", "dims"])?;
                let out = self.array_result(op)?;
                let id = self.broadcast_in_dim(ctx, ops[0], &dims, &out, op.pos)?;
                Ok(vec![id])
            }
            "broadcast" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let sizes = self.req_usizes(op, &["broadcast_sizes", "sizes"])?;
                let rank = self.array_shape(ctx, ops[0], op.pos)?.rank();
                let dims = (sizes.len()..sizes.len() + rank).collect();
                self.emit(ctx, op, Op::Broadcast { dimensions: dims }, ops)
            }
            "reshape" => {
                let ops = self.n_operands(ctx, op, 1)?;
                self.emit(ctx, op, Op::Reshape, ops)
            }
            "transpose" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let permutation = self.req_usizes(op, &["permutation", "dims"])?;
                self.emit(ctx, op, Op::Transpose { permutation }, ops)
            }
            "slice" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let starts = self.req_usizes(op, &["start_indices"])?;
                let limits = self.req_usizes(op, &["limit_indices"])?;
                let strides = match self.opt_usizes(op, &["strides"])? {
                    Some(s) => s,
                    None => vec![1; starts.len()],
                };
                if limits.len() != starts.len() || strides.len() != starts.len() {
                    return self.err(
                        op.pos,
                        "slice start, limit and stride lists differ in length",
                    );
                }
                let dims = (0..starts.len())
                    .map(|i| SliceDim {
                        start: starts[i],
                        limit: limits[i],
                        stride: strides[i],
                    })
                    .collect();
                self.emit(ctx, op, Op::Slice { dims }, ops)
            }
            "dynamic_slice" => {
                let ops = self.operands(ctx, op)?;
                let sizes = self.req_usizes(op, &["slice_sizes", "sizes"])?;
                let ops = self.unpack_index_vector(ctx, ops, 1, op)?;
                self.emit(ctx, op, Op::DynamicSlice { sizes }, ops)
            }
            "dynamic_update_slice" => {
                let ops = self.operands(ctx, op)?;
                let ops = self.unpack_index_vector(ctx, ops, 2, op)?;
                self.emit(ctx, op, Op::DynamicUpdateSlice, ops)
            }
            "concatenate" => {
                let ops = self.operands(ctx, op)?;
                let dimension = self.req_usize(op, &["dimension", "dim"])?;
                self.emit(ctx, op, Op::Concatenate { dimension }, ops)
            }
            "pad" => {
                let ops = self.n_operands(ctx, op, 2)?;
                let low = self.req_ints(op, &["edge_padding_low", "low"])?;
                let high = self.req_ints(op, &["edge_padding_high", "high"])?;
                let interior = self.req_usizes(op, &["interior_padding", "interior"])?;
                if low.len() != high.len() || low.len() != interior.len() {
                    return self.err(op.pos, "pad low, high and interior lists differ in length");
                }
                let dims = (0..low.len())
                    .map(|i| PadDim {
                        low: low[i],
                        high: high[i],
                        interior: interior[i],
                    })
                    .collect();
                self.emit(ctx, op, Op::Pad { dims }, ops)
            }
            "reverse" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let dimensions = self.req_usizes(op, &["dimensions", "dims"])?;
                self.emit(ctx, op, Op::Reverse { dimensions }, ops)
            }
            "iota" => {
                let dimension = self.req_usize(op, &["iota_dimension", "dim"])?;
                self.emit(ctx, op, Op::Iota { dimension }, vec![])
            }
            "get_dimension_size" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let d = self.req_usize(op, &["dimension", "dim"])?;
                let a = self.array_shape(ctx, ops[0], op.pos)?;
                let Some(&size) = a.dims.get(d) else {
                    return self.err(op.pos, format!("dimension {d} is out of range for {a}"));
                };
                let lit = Literal::scalar(ElementType::S32, size as i32)?;
                Ok(vec![ctx.add(
                    Op::Constant(lit),
                    vec![],
                    Shape::scalar(ElementType::S32),
                )])
            }
            "tuple" => {
                let ops = self.operands(ctx, op)?;
                self.emit(ctx, op, Op::Tuple, ops)
            }
            "get_tuple_element" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let index = self.req_usize(op, &["index"])?;
                self.emit(ctx, op, Op::GetTupleElement { index }, ops)
            }
            "optimization_barrier" => {
                let ops = self.operands(ctx, op)?;
                let t = ctx.tuple(ops);
                let shape = ctx.shape(t).clone();
                let id = ctx.add(Op::OptimizationBarrier, vec![t], shape);
                Ok(ctx.untuple(id))
            }
            "after_all" => {
                let ops = self.operands(ctx, op)?;
                Ok(vec![ctx.add(Op::AfterAll, ops, Shape::Token)])
            }
            "create_token" => Ok(vec![ctx.add(Op::AfterAll, vec![], Shape::Token)]),
            "replica_id" => self.emit(ctx, op, Op::ReplicaId, vec![]),
            "partition_id" => self.emit(ctx, op, Op::PartitionId, vec![]),
            "rng_bit_generator" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let alg = self
                    .enum_attr(op, &["rng_algorithm", "algorithm"])
                    .unwrap_or_else(|| "DEFAULT".into());
                let algorithm = match alg.as_str() {
                    "DEFAULT" => RngAlgorithm::Default,
                    "THREE_FRY" => RngAlgorithm::ThreeFry,
                    "PHILOX" => RngAlgorithm::Philox,
                    other => return self.err(op.pos, format!("unknown rng algorithm '{other}'")),
                };
                self.emit(ctx, op, Op::RngBitGenerator { algorithm }, ops)
            }
            "dot_general" => {
                let ops = self.n_operands(ctx, op, 2)?;
                let dims = self.dot_dims(op)?;
                let precision = self.precision(op)?;
                self.emit(ctx, op, Op::Dot { dims, precision }, ops)
            }
            "dot" => {
                let ops = self.n_operands(ctx, op, 2)?;
                let lr = self.array_shape(ctx, ops[0], op.pos)?.rank();
                let dims = DotDims {
                    lhs_contracting: vec![lr.saturating_sub(1)],
                    rhs_contracting: vec![0],
                    ..Default::default()
                };
                let precision = self.precision(op)?;
                self.emit(ctx, op, Op::Dot { dims, precision }, ops)
            }
            "convolution" => self.lower_convolution(ctx, op),
            "gather" => {
                let ops = self.n_operands(ctx, op, 2)?;
                let f = self
                    .struct_fields(op, &["dimension_numbers"])
                    .ok_or_else(|| {
                        self.src.error_at(
                            op.pos,
                            "gather needs dimension_numbers = #stablehlo.gather<...>",
                        )
                    })?;
                let p = op.pos;
                let g = GatherDims {
                    offset_dims: self.field_usizes(p, f, "offset_dims")?,
                    collapsed_slice_dims: self.field_usizes(p, f, "collapsed_slice_dims")?,
                    start_index_map: self.field_usizes(p, f, "start_index_map")?,
                    operand_batching_dims: self.field_usizes(p, f, "operand_batching_dims")?,
                    start_indices_batching_dims: self.field_usizes(
                        p,
                        f,
                        "start_indices_batching_dims",
                    )?,
                    // Elided by the printer at its default, 0.
                    index_vector_dim: match f.iter().any(|(k, _)| k == "index_vector_dim") {
                        true => self.field_usize(p, f, "index_vector_dim")?,
                        false => 0,
                    },
                    slice_sizes: self.req_usizes(op, &["slice_sizes"])?,
                    indices_are_sorted: self.bool_attr(op, &["indices_are_sorted"], false)?,
                };
                self.emit(ctx, op, Op::Gather(g), ops)
            }
            "scatter" => self.lower_scatter(ctx, op),
            "reduce" => {
                let ops = self.operands(ctx, op)?;
                if ops.len() % 2 != 0 || ops.is_empty() {
                    return self.err(op.pos, "reduce takes N inputs and N init values");
                }
                let dimensions = self.req_usizes(op, &["dimensions"])?;
                let computation = self.plain_region(ctx, op, 0, "reduce")?;
                self.emit(
                    ctx,
                    op,
                    Op::Reduce {
                        dimensions,
                        computation,
                    },
                    ops,
                )
            }
            "reduce_window" => {
                let ops = self.operands(ctx, op)?;
                if ops.len() % 2 != 0 || ops.is_empty() {
                    return self.err(op.pos, "reduce_window takes N inputs and N init values");
                }
                let rank = self.array_shape(ctx, ops[0], op.pos)?.rank();
                let window = self.window_attrs(op, rank)?;
                let computation = self.plain_region(ctx, op, 0, "reduce_window")?;
                self.emit(
                    ctx,
                    op,
                    Op::ReduceWindow {
                        window,
                        computation,
                    },
                    ops,
                )
            }
            "select_and_scatter" => {
                let ops = self.n_operands(ctx, op, 3)?;
                let rank = self.array_shape(ctx, ops[0], op.pos)?.rank();
                let window = self.window_attrs(op, rank)?;
                let select = self.plain_region(ctx, op, 0, "select")?;
                let scatter = self.plain_region(ctx, op, 1, "scatter")?;
                self.emit(
                    ctx,
                    op,
                    Op::SelectAndScatter {
                        window,
                        select,
                        scatter,
                    },
                    ops,
                )
            }
            "sort" => {
                let ops = self.operands(ctx, op)?;
                if ops.is_empty() {
                    return self.err(op.pos, "sort needs at least one operand");
                }
                let rank = self.array_shape(ctx, ops[0], op.pos)?.rank() as i64;
                let d = self.int_attr(op, &["dimension"])?.unwrap_or(-1);
                let d = if d < 0 { d + rank } else { d };
                if d < 0 || d >= rank.max(1) {
                    return self.err(op.pos, format!("sort dimension {d} is out of range"));
                }
                let is_stable = self.bool_attr(op, &["is_stable"], false)?;
                let comparator = self.plain_region(ctx, op, 0, "compare")?;
                self.emit(
                    ctx,
                    op,
                    Op::Sort {
                        dimension: d as usize,
                        is_stable,
                        comparator,
                    },
                    ops,
                )
            }
            "map" => {
                let ops = self.operands(ctx, op)?;
                let dimensions = self.req_usizes(op, &["dimensions"])?;
                let computation = self.plain_region(ctx, op, 0, "map")?;
                self.emit(
                    ctx,
                    op,
                    Op::Map {
                        computation,
                        dimensions,
                    },
                    ops,
                )
            }
            "while" => self.lower_while(ctx, op),
            "if" => {
                let ops = self.n_operands(ctx, op, 1)?;
                self.lower_branches(ctx, op, ops[0])
            }
            "case" => {
                let ops = self.n_operands(ctx, op, 1)?;
                self.lower_branches(ctx, op, ops[0])
            }
            "custom_call" => self.lower_custom_call(ctx, op),
            // Shardy constraints: the identity on the value, whose sharding they state.
            "sdy.sharding_constraint" | "sdy.reshard" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let vals = self.emit(ctx, op, Op::Copy, ops)?;
                if let Some(a) = op.attr("sharding") {
                    let list = self.shardy_list(a, op.pos, "sharding")?;
                    let off = match a {
                        Attr::Shardy(_, off) => *off,
                        _ => 0,
                    };
                    let s = shardy::shardings_for_shape(
                        &list,
                        ctx.shape(vals[0]),
                        &self.meshes,
                        &self.manual_axes,
                    )
                    .map_err(|e| self.shardy_err(e, off))?;
                    ctx.b.inst_mut(vals[0]).sharding = Some(s);
                }
                Ok(vals)
            }
            "sdy.propagation_barrier" => {
                let ops = self.n_operands(ctx, op, 1)?;
                self.emit(ctx, op, Op::Copy, ops)
            }
            // Casts between builtin and VHLO types that mixed serialization (Shardy kept as
            // the sdy dialect in a portable artifact) leaves around sdy ops: the identity.
            "builtin.unrealized_conversion_cast" => {
                let ops = self.operands(ctx, op)?;
                let same = ops.len() == op.result_types.len()
                    && ops
                        .iter()
                        .zip(&op.result_types)
                        .all(|(&v, t)| ctx.shape(v) == t);
                if !same {
                    return self.err(
                        op.pos,
                        "unrealized_conversion_cast that changes types is not supported",
                    );
                }
                Ok(ops)
            }
            // `shard_alike`'s marker: no results, no constraint.
            "sdy.sharding_group" => {
                self.operands(ctx, op)?;
                Ok(Vec::new())
            }
            "sdy.manual_computation" => self.lower_manual_computation(ctx, op),
            "composite" => {
                let ops = self.operands(ctx, op)?;
                let Some(Attr::Symbol(f)) = op.attr("decomposition") else {
                    return self.err(op.pos, "composite needs 'decomposition = @function'");
                };
                let Some(&(computation, _)) = self.funcs.get(f) else {
                    return self.err(
                        op.pos,
                        format!("composite decomposition @{f} is not defined"),
                    );
                };
                self.emit(ctx, op, Op::Call { computation }, ops)
            }
            "cholesky" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let lower = self.bool_attr(op, &["lower"], false)?;
                self.emit(ctx, op, Op::Cholesky { lower }, ops)
            }
            "triangular_solve" => {
                let ops = self.n_operands(ctx, op, 2)?;
                let t = self
                    .enum_attr(op, &["transpose_a"])
                    .unwrap_or_else(|| "NO_TRANSPOSE".into());
                let transpose_a = match t.as_str() {
                    "NO_TRANSPOSE" => TriangularTranspose::NoTranspose,
                    "TRANSPOSE" => TriangularTranspose::Transpose,
                    "ADJOINT" => TriangularTranspose::Adjoint,
                    other => return self.err(op.pos, format!("unknown transpose_a '{other}'")),
                };
                let attrs = TriangularSolveAttrs {
                    left_side: self.bool_attr(op, &["left_side"], false)?,
                    lower: self.bool_attr(op, &["lower"], false)?,
                    unit_diagonal: self.bool_attr(op, &["unit_diagonal"], false)?,
                    transpose_a,
                };
                self.emit(ctx, op, Op::TriangularSolve(attrs), ops)
            }
            "all_reduce"
            | "all_gather"
            | "collective_permute"
            | "collective_broadcast"
            | "all_to_all"
            | "reduce_scatter" => self.lower_collective(ctx, op, name),
            "fft" => {
                let ops = self.n_operands(ctx, op, 1)?;
                let t = self.enum_attr(op, &["fft_type", "type"]);
                let Some(fft_type) = t.as_deref().and_then(FftType::from_name) else {
                    return self.err(
                        op.pos,
                        format!(
                            "fft needs a type FFT, IFFT, RFFT or IRFFT, found {}",
                            t.as_deref().unwrap_or("none")
                        ),
                    );
                };
                let fft_length = self.req_usizes(op, &["fft_length", "length"])?;
                self.emit(
                    ctx,
                    op,
                    Op::Fft {
                        fft_type,
                        fft_length,
                    },
                    ops,
                )
            }
            "rng" => self.unsupported(
                op.pos,
                "'stablehlo.rng' is not supported (JAX uses rng_bit_generator or threefry instead)",
            ),
            "uniform_quantize" | "uniform_dequantize" => self.unsupported(
                op.pos,
                format!("'{full}': quantized types are not supported"),
            ),
            "infeed" | "outfeed" | "send" | "recv" => self.unsupported(
                op.pos,
                format!("'{full}': host transfers are not supported"),
            ),
            "batch_norm_training" | "batch_norm_inference" | "batch_norm_grad" => self.unsupported(
                op.pos,
                format!("'{full}' is not supported (JAX lowers batch norm to elementwise ops)"),
            ),
            "dynamic_broadcast_in_dim"
            | "dynamic_reshape"
            | "dynamic_iota"
            | "dynamic_pad"
            | "dynamic_gather"
            | "dynamic_conv"
            | "real_dynamic_slice"
            | "set_dimension_size"
            | "get_dimension_size_dynamic" => self.unsupported(
                op.pos,
                format!("'{full}' needs dynamic shapes; webxla compiles static shapes only"),
            ),
            "einsum" | "unary_einsum" | "torch_index_select" | "trace" | "cross-replica-sum" => {
                self.unsupported(
                    op.pos,
                    format!("'{full}' is a deprecated op that webxla does not support"),
                )
            }
            _ => self.err(op.pos, format!("unknown operation '{full}'")),
        }
    }

    /// StableHLO's broadcast_in_dim may expand size-1 dimensions; HLO's broadcast may not, so
    /// those dimensions are first reshaped away (as XLA's MHLO→HLO translation does).
    pub fn broadcast_in_dim(
        &self,
        ctx: &mut Ctx,
        x: InstId,
        dims: &[usize],
        out: &ArrayShape,
        pos: Pos,
    ) -> Result<InstId> {
        let a = self.array_shape(ctx, x, pos)?.clone();
        if dims.len() != a.rank() {
            return self.err(
                pos,
                format!(
                    "broadcast_in_dim: {} dims for an operand of rank {}",
                    dims.len(),
                    a.rank()
                ),
            );
        }
        let mut keep = Vec::new();
        let mut kept_dims = Vec::new();
        for (i, &d) in dims.iter().enumerate() {
            let Some(&od) = out.dims.get(d) else {
                return self.err(
                    pos,
                    format!("broadcast_in_dim: dimension {d} is out of range"),
                );
            };
            if a.dims[i] == 1 && od != 1 {
                continue;
            }
            keep.push(a.dims[i]);
            kept_dims.push(d);
        }
        let mut src = x;
        if kept_dims.len() != dims.len() {
            src = ctx.add(Op::Reshape, vec![x], Shape::array(a.ty, keep));
        }
        let mut o = out.clone();
        o.layout = None;
        Ok(ctx.add(
            Op::Broadcast {
                dimensions: kept_dims,
            },
            vec![src],
            Shape::Array(o),
        ))
    }

    /// StableHLO allows start indices as scalars only; some producers pass a 1-D index vector.
    pub(super) fn unpack_index_vector(
        &self,
        ctx: &mut Ctx,
        ops: Vec<InstId>,
        lead: usize,
        op: &Operation,
    ) -> Result<Vec<InstId>> {
        if ops.len() == lead + 1 {
            if let Shape::Array(a) = ctx.shape(ops[lead]).clone() {
                if a.rank() == 1 && a.dims[0] > 1 {
                    let mut out = ops[..lead].to_vec();
                    for i in 0..a.dims[0] {
                        let s = ctx.add(
                            Op::Slice {
                                dims: vec![SliceDim {
                                    start: i,
                                    limit: i + 1,
                                    stride: 1,
                                }],
                            },
                            vec![ops[lead]],
                            Shape::array(a.ty, vec![1]),
                        );
                        out.push(ctx.add(Op::Reshape, vec![s], Shape::scalar(a.ty)));
                    }
                    return Ok(out);
                }
            }
        }
        if ops.len() < lead {
            return self.err(op.pos, format!("'{}' has too few operands", op.name));
        }
        Ok(ops)
    }

    pub(super) fn lower_call(&mut self, ctx: &mut Ctx, op: &Operation) -> Result<Vec<InstId>> {
        let ops = self.operands(ctx, op)?;
        let Some(Attr::Symbol(f)) = op.attr("callee") else {
            return self.err(op.pos, "call needs a callee '@function'");
        };
        let Some(&(computation, _)) = self.funcs.get(f) else {
            return self.err(op.pos, format!("call to undefined function @{f}"));
        };
        self.emit(ctx, op, Op::Call { computation }, ops)
    }

    pub(super) fn dot_dims(&self, op: &Operation) -> Result<DotDims> {
        let p = op.pos;
        if let Some(f) = self.struct_fields(op, &["dot_dimension_numbers"]) {
            return Ok(DotDims {
                lhs_batch: self.field_usizes(p, f, "lhs_batching_dimensions")?,
                rhs_batch: self.field_usizes(p, f, "rhs_batching_dimensions")?,
                lhs_contracting: self.field_usizes(p, f, "lhs_contracting_dimensions")?,
                rhs_contracting: self.field_usizes(p, f, "rhs_contracting_dimensions")?,
            });
        }
        let pair = |names: &[&str]| -> Result<(Vec<usize>, Vec<usize>)> {
            match self.attr(op, names) {
                None => Ok((vec![], vec![])),
                Some(Attr::Struct(k, f)) if k == "pair" => Ok((
                    self.field_usizes(p, f, "lhs")?,
                    self.field_usizes(p, f, "rhs")?,
                )),
                Some(_) => self.err(p, format!("{}: expected '[..] x [..]'", names[0])),
            }
        };
        let (lb, rb) = pair(&["batching_dims"])?;
        let (lc, rc) = pair(&["contracting_dims"])?;
        Ok(DotDims {
            lhs_batch: lb,
            rhs_batch: rb,
            lhs_contracting: lc,
            rhs_contracting: rc,
        })
    }

    /// reduce_window / select_and_scatter window attributes.
    pub(super) fn window_attrs(&self, op: &Operation, rank: usize) -> Result<Vec<WindowDim>> {
        let sizes = self.req_usizes(op, &["window_dimensions"])?;
        if sizes.len() != rank {
            return self.err(
                op.pos,
                format!(
                    "window_dimensions has {} entries for rank {rank}",
                    sizes.len()
                ),
            );
        }
        let get = |names: &[&str]| -> Result<Vec<usize>> {
            match self.opt_usizes(op, names)? {
                Some(v) if v.len() == rank => Ok(v),
                Some(v) => self.err(
                    op.pos,
                    format!("{} has {} entries for rank {rank}", names[0], v.len()),
                ),
                None => Ok(vec![1; rank]),
            }
        };
        let strides = get(&["window_strides"])?;
        let base = get(&["base_dilations"])?;
        let win = get(&["window_dilations"])?;
        let padding = match self.ints(op, &["padding"])? {
            Some(p) if p.len() == 2 * rank => p,
            Some(p) => {
                return self.err(
                    op.pos,
                    format!("padding has {} values for rank {rank}", p.len()),
                )
            }
            None => vec![0; 2 * rank],
        };
        Ok((0..rank)
            .map(|i| WindowDim {
                size: sizes[i],
                stride: strides[i],
                pad_low: padding[2 * i],
                pad_high: padding[2 * i + 1],
                window_dilation: win[i],
                base_dilation: base[i],
                window_reversal: false,
            })
            .collect())
    }

    pub(super) fn lower_convolution(
        &mut self,
        ctx: &mut Ctx,
        op: &Operation,
    ) -> Result<Vec<InstId>> {
        let ops = self.n_operands(ctx, op, 2)?;
        let p = op.pos;
        let dims = match self.attr(op, &["dim_numbers", "dimension_numbers"]) {
            Some(Attr::Struct(k, f)) if k == "conv_dims" => {
                let get = |n: &str| f.iter().find(|(k, _)| k == n).map(|(_, v)| v);
                let (Some(l), Some(r), Some(o)) = (get("lhs"), get("rhs"), get("out")) else {
                    return self.err(p, "bad convolution dim_numbers");
                };
                conv_dims_from_labels(l, r, o).map_err(|m| self.src.error_at(p, m))?
            }
            Some(Attr::Struct(k, f)) if k == "conv_raw" => {
                let u = |n: &str| self.field_usizes(p, f, n);
                let one = |n: &str| self.field_usize(p, f, n);
                ConvDims {
                    input_batch: one("input_batch_dimension")?,
                    input_feature: one("input_feature_dimension")?,
                    input_spatial: u("input_spatial_dimensions")?,
                    kernel_input_feature: one("kernel_input_feature_dimension")?,
                    kernel_output_feature: one("kernel_output_feature_dimension")?,
                    kernel_spatial: u("kernel_spatial_dimensions")?,
                    output_batch: one("output_batch_dimension")?,
                    output_feature: one("output_feature_dimension")?,
                    output_spatial: u("output_spatial_dimensions")?,
                }
            }
            _ => return self.err(p, "convolution needs dimension numbers"),
        };
        let ns = dims.kernel_spatial.len();
        let kshape = self.array_shape(ctx, ops[1], p)?.clone();
        let win_dict: Option<&[(String, Attr)]> = match op.attr("window") {
            Some(Attr::Dict(d)) => Some(d),
            _ => None,
        };
        let lookup = |pretty: &str, generic: &str| -> Option<&Attr> {
            match win_dict {
                Some(d) => d.iter().find(|(k, _)| k == pretty).map(|(_, v)| v),
                None => op.attr(generic),
            }
        };
        let list = |pretty: &str, generic: &str, default: i64| -> Result<Vec<i64>> {
            match lookup(pretty, generic) {
                Some(a) => {
                    let v = self.attr_ints(p, generic, a)?;
                    if v.len() != ns {
                        return self.err(
                            p,
                            format!("{generic} has {} entries for {ns} spatial dims", v.len()),
                        );
                    }
                    Ok(v)
                }
                None => Ok(vec![default; ns]),
            }
        };
        let strides = list("stride", "window_strides", 1)?;
        let lhs_d = list("lhs_dilate", "lhs_dilation", 1)?;
        let rhs_d = list("rhs_dilate", "rhs_dilation", 1)?;
        let rev = list("reverse", "window_reversal", 0)?;
        let pad = match lookup("pad", "padding") {
            Some(a) => {
                let flat = match a {
                    Attr::Array(rows) => {
                        let mut flat = Vec::new();
                        for r in rows {
                            flat.extend(self.attr_ints(p, "padding", r)?);
                        }
                        flat
                    }
                    other => self.attr_ints(p, "padding", other)?,
                };
                if flat.len() != 2 * ns {
                    return self.err(
                        p,
                        "convolution padding must have a [low, high] pair per spatial dim",
                    );
                }
                flat
            }
            None => vec![0; 2 * ns],
        };
        let mut window = Vec::with_capacity(ns);
        for i in 0..ns {
            let kd = dims.kernel_spatial[i];
            let Some(&size) = kshape.dims.get(kd) else {
                return self.err(p, "kernel spatial dimension out of range");
            };
            let nonneg = |v: i64, what: &str| {
                usize::try_from(v).or_else(|_| self.err(p, format!("{what} must not be negative")))
            };
            window.push(WindowDim {
                size,
                stride: nonneg(strides[i], "stride")?,
                pad_low: pad[2 * i],
                pad_high: pad[2 * i + 1],
                window_dilation: nonneg(rhs_d[i], "rhs_dilation")?,
                base_dilation: nonneg(lhs_d[i], "lhs_dilation")?,
                window_reversal: rev[i] != 0,
            });
        }
        let fgc = self.int_attr(op, &["feature_group_count"])?.unwrap_or(1);
        let bgc = self.int_attr(op, &["batch_group_count"])?.unwrap_or(1);
        let attrs = ConvAttrs {
            window,
            dims,
            feature_group_count: usize::try_from(fgc).unwrap_or(0),
            batch_group_count: usize::try_from(bgc).unwrap_or(0),
            precision: self.precision(op)?,
        };
        self.emit(ctx, op, Op::Convolution(attrs), ops)
    }

    pub(super) fn lower_scatter(&mut self, ctx: &mut Ctx, op: &Operation) -> Result<Vec<InstId>> {
        let ops = self.operands(ctx, op)?;
        if ops.len() < 3 || ops.len() % 2 != 1 {
            return self.err(op.pos, "scatter takes N inputs, the indices and N updates");
        }
        let p = op.pos;
        let f = self
            .struct_fields(op, &["scatter_dimension_numbers"])
            .ok_or_else(|| {
                self.src.error_at(
                    p,
                    "scatter needs scatter_dimension_numbers = #stablehlo.scatter<...>",
                )
            })?;
        let update_window_dims = self.field_usizes(p, f, "update_window_dims")?;
        let inserted_window_dims = self.field_usizes(p, f, "inserted_window_dims")?;
        let scatter_dims_to_operand_dims =
            self.field_usizes(p, f, "scatter_dims_to_operand_dims")?;
        let input_batching_dims = self.field_usizes(p, f, "input_batching_dims")?;
        let scatter_indices_batching_dims =
            self.field_usizes(p, f, "scatter_indices_batching_dims")?;
        // The printer elides a field at its default: `index_vector_dim` absent is 0.
        let index_vector_dim = match f.iter().any(|(k, _)| k == "index_vector_dim") {
            true => self.field_usize(p, f, "index_vector_dim")?,
            false => 0,
        };
        let update = self.plain_region(ctx, op, 0, "scatter_update")?;
        let attrs = ScatterAttrs {
            update_window_dims,
            inserted_window_dims,
            scatter_dims_to_operand_dims,
            input_batching_dims,
            scatter_indices_batching_dims,
            index_vector_dim,
            indices_are_sorted: self.bool_attr(op, &["indices_are_sorted"], false)?,
            unique_indices: self.bool_attr(op, &["unique_indices"], false)?,
            update,
        };
        self.emit(ctx, op, Op::Scatter(attrs), ops)
    }

    /// `xla.sdy.GlobalToLocalShape` / `xla.sdy.LocalToGlobalShape` (see `lower_custom_call`).
    fn lower_sdy_boundary(
        &mut self,
        ctx: &mut Ctx,
        op: &Operation,
        target: &str,
        ops: Vec<InstId>,
    ) -> Result<Vec<InstId>> {
        let entering = target == "xla.sdy.GlobalToLocalShape";
        let key = if entering {
            "xla.sdy.in_shardings"
        } else {
            "xla.sdy.out_shardings"
        };
        let fa: &[(String, Attr)] = match op.attr("mhlo.frontend_attributes") {
            Some(Attr::Dict(d)) => d,
            _ => &[],
        };
        let text = |k: &str| -> Result<String> {
            match fa.iter().find(|(n, _)| n == k) {
                Some((_, Attr::Str(t))) => Ok(t.clone()),
                _ => self.err(
                    op.pos,
                    format!("custom_call @{target} needs frontend attribute '{k}'"),
                ),
            }
        };
        let sh_err = |e: shardy::Error| {
            Error::new(
                e.kind,
                self.src
                    .error_at(op.pos, format!("custom_call @{target}: {}", e.message))
                    .message,
            )
        };
        let (list, _) = shardy::parse_shardings(&text(key)?).map_err(sh_err)?;
        let manual = shardy::parse_manual_axes(&text("xla.sdy.manual_axes")?).map_err(sh_err)?;
        if list.len() != ops.len() || op.result_types.len() != ops.len() {
            return self.err(
                op.pos,
                format!(
                    "custom_call @{target}: {key} lists {} sharding(s) for {} operand(s) and {} result(s)",
                    list.len(),
                    ops.len(),
                    op.result_types.len()
                ),
            );
        }
        let mut out = Vec::with_capacity(ops.len());
        for (k, s) in list.iter().enumerate() {
            let mesh = s.resolve_mesh(&self.meshes).map_err(sh_err)?;
            shardy::check_fully_manual(mesh, &manual).map_err(sh_err)?;
            // The tiling of the global value: the operand entering, the result leaving.
            let global = if entering {
                ctx.shape(ops[k]).clone()
            } else {
                op.result_types[k].clone()
            };
            let rank = global.as_array().map(|g| g.rank());
            let sharding = s.to_hlo(&self.meshes, &[], rank).map_err(sh_err)?;
            let irop = if entering {
                Op::GlobalToLocal { sharding }
            } else {
                Op::LocalToGlobal { sharding }
            };
            out.push(ctx.add(irop, vec![ops[k]], op.result_types[k].clone()));
        }
        Ok(out)
    }

    pub(super) fn lower_custom_call(
        &mut self,
        ctx: &mut Ctx,
        op: &Operation,
    ) -> Result<Vec<InstId>> {
        let ops = self.operands(ctx, op)?;
        let target = match op.attr("call_target_name") {
            Some(Attr::Str(s)) | Some(Attr::Symbol(s)) => s.clone(),
            _ => return self.err(op.pos, "custom_call needs a target name"),
        };
        match target.as_str() {
            // A constraint: the identity, carrying its `mhlo.sharding` (`lower_body` sets it).
            "Sharding" if ops.len() == 1 && op.result_types.len() == 1 => {
                return self.emit(ctx, op, Op::Copy, ops);
            }
            // Shardy exported as custom calls (jaxlib's portable artifacts): a function
            // result's constraint (the function's result sharding says the layout) and a
            // propagation barrier are the identity.
            "xla.sdy.FuncResultSharding" | "xla.sdy.PropagationBarrier"
                if ops.len() == 1 && op.result_types.len() == 1 =>
            {
                return self.emit(ctx, op, Op::Copy, ops);
            }
            // Exported shard_map boundaries: the global tilings are the frontend attribute
            // `xla.sdy.in_shardings` (entering) or `xla.sdy.out_shardings` (leaving), one per
            // operand, over fully manual axes.
            "xla.sdy.GlobalToLocalShape" | "xla.sdy.LocalToGlobalShape" => {
                return self.lower_sdy_boundary(ctx, op, &target, ops);
            }
            // jax's memory-kind placement of a jit result (`out_shardings` with a memory
            // kind): every webxla device has one memory, so the value stays where it is.
            "annotate_device_placement" if ops.len() == 1 && op.result_types.len() == 1 => {
                return self.emit(ctx, op, Op::Copy, ops);
            }
            // GSPMD's shard_map boundaries: entering takes the sharding its operand was
            // constrained to, leaving states the global sharding; the local side is `{manual}`.
            "SPMDFullToShardShape" | "SPMDShardToFullShape" => {
                let [x] = ops[..] else {
                    return self.err(op.pos, format!("custom_call @{target} takes one operand"));
                };
                let result = self.result(op)?;
                let own = self.value_sharding(&op.attrs, &result, op.pos)?;
                let entering = target == "SPMDFullToShardShape";
                let local = if entering {
                    own.as_ref()
                } else {
                    ctx.b.inst(x).sharding.as_ref()
                };
                if let Some(s) = local.filter(|s| s.is_manual() && **s != HloSharding::Manual) {
                    return self.unsupported(
                        op.pos,
                        format!(
                            "custom_call @{target} enters or leaves a shard_map over only some mesh axes ({}): partially manual computations are not supported",
                            crate::ir::print::sharding_text(s)
                        ),
                    );
                }
                let irop = if entering {
                    let Some(sharding) = ctx.b.inst(x).sharding.clone() else {
                        return self.err(
                            op.pos,
                            "custom_call @SPMDFullToShardShape needs its operand to carry a sharding (a @Sharding custom call before it)",
                        );
                    };
                    Op::GlobalToLocal { sharding }
                } else {
                    let Some(sharding) = own else {
                        return self.err(
                            op.pos,
                            "custom_call @SPMDShardToFullShape needs an mhlo.sharding giving the global layout",
                        );
                    };
                    Op::LocalToGlobal { sharding }
                };
                return self.emit(ctx, op, irop, ops);
            }
            _ => {}
        }
        let mut backend_config = match op.attr("backend_config") {
            Some(Attr::Str(s)) => s.clone(),
            Some(Attr::Dict(d)) => format_dict(d),
            _ => String::new(),
        };
        // Typed-FFI calls (jax's LAPACK targets) carry their attributes in
        // `mhlo.backend_config` next to an empty `backend_config`, as HLO's `backend_config={..}`.
        if backend_config.is_empty() {
            if let Some(Attr::Dict(d)) = op.attr("mhlo.backend_config") {
                backend_config = format_dict(d);
            }
        }
        let api_version = match op.attr("api_version") {
            Some(Attr::Int(v)) => u32::try_from(*v).unwrap_or(0),
            Some(Attr::Enum(e)) => match e.as_str() {
                "API_VERSION_ORIGINAL" => 1,
                "API_VERSION_STATUS_RETURNING" => 2,
                "API_VERSION_STATUS_RETURNING_UNIFIED" => 3,
                "API_VERSION_TYPED_FFI" => 4,
                _ => 0,
            },
            _ => 1,
        };
        let has_side_effect = self.bool_attr(op, &["has_side_effect"], false)?;
        let mut called_computations = Vec::new();
        if let Some(Attr::Array(items)) = op.attr("called_computations") {
            for it in items {
                if let Attr::Symbol(f) = it {
                    match self.funcs.get(f) {
                        Some(&(c, _)) => called_computations.push(c),
                        None => {
                            return self.err(op.pos, format!("custom_call calls undefined @{f}"))
                        }
                    }
                }
            }
        }
        if target == "ApproxTopK" {
            return super::approx_top_k::lower(ctx, op, &ops, &called_computations)
                .or_else(|m| self.err(op.pos, m));
        }
        let attrs = CustomCallAttrs {
            target,
            backend_config,
            api_version,
            has_side_effect,
            called_computations,
        };
        if op.result_types.is_empty() {
            ctx.add(Op::CustomCall(attrs), ops, Shape::Tuple(vec![]));
            return Ok(vec![]);
        }
        self.emit(ctx, op, Op::CustomCall(attrs), ops)
    }

    // ---------------------------------------------------------------- collectives

    /// `replica_groups`, `channel_handle` and `use_global_device_ids`.
    fn collective_attrs(&self, op: &Operation) -> Result<CollectiveAttrs> {
        let channel_id = match op.attr("channel_handle") {
            None => None,
            Some(Attr::Struct(_, fields)) => {
                let handle = match fields.iter().find(|(k, _)| k == "handle") {
                    Some((_, Attr::Int(h))) => i64::try_from(*h)
                        .or_else(|_| self.err(op.pos, "channel handle out of range"))?,
                    _ => return self.err(op.pos, "channel_handle needs 'handle = N'"),
                };
                (handle > 0).then_some(handle)
            }
            Some(other) => {
                return self.err(
                    op.pos,
                    format!(
                        "channel_handle: expected #stablehlo.channel_handle<...>, found {}",
                        other.kind_name()
                    ),
                )
            }
        };
        Ok(CollectiveAttrs {
            replica_groups: self.id_groups(op, "replica_groups")?,
            channel_id,
            use_global_device_ids: self.bool_attr(op, &["use_global_device_ids"], false)?,
        })
    }

    /// A `dense<[[..], ..]> : tensor<GxNxi64>` attribute as G lists of N ids (none when N is 0).
    fn id_groups(&self, op: &Operation, key: &str) -> Result<Vec<Vec<usize>>> {
        let Some(a) = op.attr(key) else {
            return Ok(Vec::new());
        };
        let Attr::Dense(_, Shape::Array(shape)) = a else {
            return self.err(
                op.pos,
                format!(
                    "{key}: expected dense<...> : tensor<GxNxi64>, found {}",
                    a.kind_name()
                ),
            );
        };
        let [_, n] = shape.dims[..] else {
            return self.err(
                op.pos,
                format!(
                    "{key} must be a 2-D tensor, not {}",
                    Shape::Array(shape.clone())
                ),
            );
        };
        let ids = self.attr_ints(op.pos, key, a)?;
        let ids = self.to_usizes(op.pos, key, ids)?;
        if n == 0 {
            return Ok(Vec::new());
        }
        Ok(ids.chunks(n).map(<[usize]>::to_vec).collect())
    }

    fn lower_collective(
        &mut self,
        ctx: &mut Ctx,
        op: &Operation,
        name: &str,
    ) -> Result<Vec<InstId>> {
        let ops = self.operands(ctx, op)?;
        if ops.is_empty() {
            return self.err(op.pos, format!("'{}' needs at least one operand", op.name));
        }
        if op.result_types.len() != ops.len() {
            return self.err(
                op.pos,
                format!(
                    "'{}' has {} operand(s) but {} result(s)",
                    op.name,
                    ops.len(),
                    op.result_types.len()
                ),
            );
        }
        let collective = self.collective_attrs(op)?;
        // One op per operand, each with result k.
        let each = |ctx: &mut Ctx, irop: Op| -> Vec<InstId> {
            ops.iter()
                .zip(&op.result_types)
                .map(|(&x, t)| ctx.add(irop.clone(), vec![x], t.clone()))
                .collect()
        };
        match name {
            // StableHLO's reducer is binary and applies to each operand.
            "all_reduce" => {
                let computation = self.plain_region(ctx, op, 0, "all_reduce")?;
                Ok(each(
                    ctx,
                    Op::AllReduce {
                        computation,
                        collective,
                    },
                ))
            }
            "all_gather" => {
                let dimension = self.req_usize(op, &["all_gather_dim"])?;
                self.emit(
                    ctx,
                    op,
                    Op::AllGather {
                        dimension,
                        collective,
                    },
                    ops,
                )
            }
            "reduce_scatter" => {
                let dimension = self.req_usize(op, &["scatter_dimension"])?;
                let computation = self.plain_region(ctx, op, 0, "reduce_scatter")?;
                self.emit(
                    ctx,
                    op,
                    Op::ReduceScatter {
                        dimension,
                        computation,
                        collective,
                    },
                    ops,
                )
            }
            "all_to_all" => {
                let split = self.req_usize(op, &["split_dimension"])?;
                let concat = self.req_usize(op, &["concat_dimension"])?;
                let count = self.req_usize(op, &["split_count"])?;
                if count == 0 {
                    return self.err(op.pos, "all_to_all split_count must be at least 1");
                }
                if let Some(g) = collective.replica_groups.first() {
                    if g.len() != count {
                        return Err(Error::invalid_program(
                            self.src
                                .error_at(
                                    op.pos,
                                    format!(
                                        "all_to_all split_count {count} differs from the replica group size {}",
                                        g.len()
                                    ),
                                )
                                .message,
                        ));
                    }
                }
                // Operands are exchanged independently, each split and concatenated alike.
                Ok(each(
                    ctx,
                    Op::AllToAll {
                        dimensions: Some((split, concat)),
                        collective,
                    },
                ))
            }
            "collective_permute" => {
                let pairs = self.id_groups(op, "source_target_pairs")?;
                let mut source_target_pairs = Vec::with_capacity(pairs.len());
                for p in pairs {
                    match p[..] {
                        [s, t] => source_target_pairs.push((s, t)),
                        _ => {
                            return self.err(
                                op.pos,
                                "source_target_pairs must be a tensor<Nx2xi64> of (source, target) pairs",
                            )
                        }
                    }
                }
                let irop = Op::CollectivePermute {
                    source_target_pairs,
                    channel_id: collective.channel_id,
                };
                self.emit(ctx, op, irop, ops)
            }
            _ => self.emit(ctx, op, Op::CollectiveBroadcast { collective }, ops),
        }
    }

    /// `sdy.manual_computation`: each operand enters through a global-to-local op (its
    /// in-sharding's tiling of the global value), the body is inlined with its block arguments
    /// bound to those, and each returned value leaves through a local-to-global op.
    fn lower_manual_computation(&mut self, ctx: &mut Ctx, op: &Operation) -> Result<Vec<InstId>> {
        let ops = self.operands(ctx, op)?;
        let list = |key: &str| -> Result<(Vec<shardy::TensorSharding>, usize)> {
            match op.attr(key) {
                Some(a @ Attr::Shardy(_, off)) => Ok((self.shardy_list(a, op.pos, key)?, *off)),
                Some(other) => self.err(
                    op.pos,
                    format!(
                        "{key}: expected a sharding list, found {}",
                        other.kind_name()
                    ),
                ),
                None => self.err(op.pos, format!("sdy.manual_computation needs {key}")),
            }
        };
        let (ins, ins_off) = list("in_shardings")?;
        let (outs, outs_off) = list("out_shardings")?;
        let manual = match op.attr("manual_axes") {
            None => Vec::new(),
            Some(Attr::Shardy(text, off)) => {
                shardy::parse_manual_axes(text).map_err(|e| self.shardy_err(e, *off))?
            }
            Some(other) => {
                return self.err(
                    op.pos,
                    format!(
                        "manual_axes: expected {{\"x\", ...}}, found {}",
                        other.kind_name()
                    ),
                )
            }
        };
        let Some(region) = op.regions.first() else {
            return self.err(op.pos, "sdy.manual_computation needs a body");
        };
        if ins.len() != ops.len() || region.args.len() != ops.len() {
            return self.err(
                op.pos,
                format!(
                    "sdy.manual_computation has {} operand(s), {} in_sharding(s) and {} block argument(s)",
                    ops.len(),
                    ins.len(),
                    region.args.len()
                ),
            );
        }
        if outs.len() != op.result_types.len() {
            return self.err(
                op.pos,
                format!(
                    "sdy.manual_computation has {} result(s) but {} out_sharding(s)",
                    op.result_types.len(),
                    outs.len()
                ),
            );
        }
        for (s, off) in ins
            .iter()
            .map(|s| (s, ins_off))
            .chain(outs.iter().map(|s| (s, outs_off)))
        {
            let mesh = s
                .resolve_mesh(&self.meshes)
                .map_err(|e| self.shardy_err(e, off))?;
            if let Err(e) = shardy::check_fully_manual(mesh, &manual) {
                let located = self.src.error_at(op.pos, e.message);
                return Err(Error::new(e.kind, located.message));
            }
        }
        let loc = ctx.loc;
        let mut locals = Vec::with_capacity(ops.len());
        for ((&x, s), arg) in ops.iter().zip(&ins).zip(&region.args) {
            let rank = ctx.shape(x).as_array().map(|a| a.rank());
            let sharding = s
                .to_hlo(&self.meshes, &[], rank)
                .map_err(|e| self.shardy_err(e, ins_off))?;
            locals.push(ctx.add(Op::GlobalToLocal { sharding }, vec![x], arg.shape.clone()));
        }
        // The body sees its block arguments (and, harmlessly, the enclosing values); its names
        // must not leak out.
        let saved_vals = ctx.vals.clone();
        let saved_manual = std::mem::replace(&mut self.manual_axes, manual);
        for (arg, &l) in region.args.iter().zip(&locals) {
            ctx.bind(&arg.name, vec![l]);
        }
        let rets = self.lower_body(ctx, &region.ops, op.pos);
        self.manual_axes = saved_manual;
        ctx.vals = saved_vals;
        ctx.loc = loc;
        let rets = rets?;
        if rets.len() != outs.len() {
            return self.err(
                op.pos,
                format!(
                    "the body returns {} value(s) for {} result(s)",
                    rets.len(),
                    outs.len()
                ),
            );
        }
        let mut results = Vec::with_capacity(rets.len());
        for ((&r, s), shape) in rets.iter().zip(&outs).zip(&op.result_types) {
            let sharding = s
                .to_hlo(&self.meshes, &[], shape.as_array().map(|a| a.rank()))
                .map_err(|e| self.shardy_err(e, outs_off))?;
            results.push(ctx.add(Op::LocalToGlobal { sharding }, vec![r], shape.clone()));
        }
        Ok(results)
    }

    // ---------------------------------------------------------------- regions

    pub(super) fn reserve_comp(&mut self) -> CompId {
        self.comps.push(None);
        CompId(self.comps.len() as u32 - 1)
    }

    pub(super) fn region_name(&mut self, ctx: &Ctx, hint: &str) -> String {
        self.region_count += 1;
        format!("{}.{}_{}", ctx.comp_name, hint, self.region_count)
    }

    /// A region whose block arguments are the computation's parameters (reduce, sort, scatter,
    /// map, ...). Values captured from the parent must be constants; they are copied in.
    pub(super) fn plain_region(
        &mut self,
        parent: &Ctx,
        op: &Operation,
        index: usize,
        hint: &str,
    ) -> Result<CompId> {
        let Some(region) = op.regions.get(index) else {
            return self.err(op.pos, format!("'{}' needs a region (#{index})", op.name));
        };
        let id = self.reserve_comp();
        let name = self.region_name(parent, hint);
        let mut ctx = Ctx::new(&name);
        ctx.loc = parent.loc;
        for (i, a) in region.args.iter().enumerate() {
            let pid = ctx.add(Op::Parameter { index: i }, vec![], a.shape.clone());
            ctx.bind(&a.name, vec![pid]);
        }
        for (fname, upos) in free_values(region) {
            let Some(vals) = parent.vals.get(&fname) else {
                return self.err(upos, format!("use of undefined value '%{fname}'"));
            };
            let mut copies = Vec::new();
            for &v in vals {
                let inst = parent.b.inst(v);
                match &inst.op {
                    Op::Constant(_) => copies.push(ctx.add(inst.op.clone(), vec![], inst.shape.clone())),
                    _ => {
                        return self.unsupported(
                            upos,
                            format!(
                                "the region of '{}' uses '%{fname}' from the enclosing scope; only constants can be captured there",
                                op.name
                            ),
                        )
                    }
                }
            }
            ctx.bind(&fname, copies);
        }
        let rets = self.lower_body(&mut ctx, &region.ops, op.pos)?;
        let root = if rets.len() == 1 {
            rets[0]
        } else {
            ctx.tuple(rets)
        };
        let comp = ctx.b.finish(root).map_err(Error::invalid_program)?;
        self.comps[id.index()] = Some(comp);
        Ok(id)
    }

    /// `while`: the loop state is one tuple of the loop variables followed by the values the
    /// condition and body capture from the enclosing scope (passed through unchanged).
    pub(super) fn lower_while(&mut self, ctx: &mut Ctx, op: &Operation) -> Result<Vec<InstId>> {
        let inits = self.operands(ctx, op)?;
        let n = inits.len();
        if op.regions.len() != 2 {
            return self.err(op.pos, "while needs a cond and a body region");
        }
        let mut free: Vec<(String, Pos)> = Vec::new();
        for r in &op.regions {
            for (f, p) in free_values(r) {
                if !free.iter().any(|(g, _)| *g == f) {
                    free.push((f, p));
                }
            }
        }
        let mut state = inits.clone();
        let mut captured_groups = Vec::new();
        for (f, p) in &free {
            let Some(vals) = ctx.vals.get(f) else {
                return self.err(*p, format!("use of undefined value '%{f}'"));
            };
            captured_groups.push((f.clone(), state.len(), vals.len()));
            state.extend(vals.iter().copied());
        }
        let tuple = ctx.tuple(state);
        let tshape = ctx.shape(tuple).clone();
        let mut comps = Vec::new();
        for (ri, hint) in [(0usize, "cond"), (1, "body")] {
            let region = &op.regions[ri];
            if region.args.len() != n {
                return self.err(
                    op.pos,
                    format!(
                        "while {hint} has {} block arguments for {n} loop values",
                        region.args.len()
                    ),
                );
            }
            let id = self.reserve_comp();
            let name = self.region_name(ctx, hint);
            let mut c = Ctx::new(&name);
            c.loc = ctx.loc;
            let param = c.add(Op::Parameter { index: 0 }, vec![], tshape.clone());
            let elems = c.untuple(param);
            for (i, a) in region.args.iter().enumerate() {
                c.bind(&a.name, vec![elems[i]]);
            }
            for (f, start, len) in &captured_groups {
                c.bind(f, elems[*start..start + len].to_vec());
            }
            let rets = self.lower_body(&mut c, &region.ops, op.pos)?;
            let root = if ri == 0 {
                match rets.as_slice() {
                    [one] => *one,
                    _ => return self.err(op.pos, "while cond must return one i1 value"),
                }
            } else {
                if rets.len() != n {
                    return self.err(
                        op.pos,
                        format!(
                            "while body returns {} values for {n} loop values",
                            rets.len()
                        ),
                    );
                }
                let mut all = rets;
                all.extend_from_slice(&elems[n..]);
                c.tuple(all)
            };
            let comp = c.b.finish(root).map_err(Error::invalid_program)?;
            self.comps[id.index()] = Some(comp);
            comps.push(id);
        }
        let w = ctx.add(
            Op::While {
                condition: comps[0],
                body: comps[1],
            },
            vec![tuple],
            tshape,
        );
        let elems = ctx.untuple(w);
        Ok(elems[..n].to_vec())
    }

    /// `if` / `case`: each branch gets the values it captures as its one parameter (the value
    /// itself when there is one, else a tuple), as XLA's translation does.
    pub(super) fn lower_branches(
        &mut self,
        ctx: &mut Ctx,
        op: &Operation,
        index: InstId,
    ) -> Result<Vec<InstId>> {
        if op.regions.is_empty() {
            return self.err(op.pos, format!("'{}' needs at least one branch", op.name));
        }
        let mut operands = vec![index];
        let mut branches = Vec::new();
        for (bi, region) in op.regions.iter().enumerate() {
            if !region.args.is_empty() {
                return self.err(op.pos, "branch regions take no block arguments");
            }
            let free = free_values(region);
            let mut groups = Vec::new();
            let mut captured = Vec::new();
            for (f, p) in &free {
                let Some(vals) = ctx.vals.get(f) else {
                    return self.err(*p, format!("use of undefined value '%{f}'"));
                };
                groups.push((f.clone(), captured.len(), vals.len()));
                captured.extend(vals.iter().copied());
            }
            let arg = if captured.len() == 1 {
                captured[0]
            } else {
                ctx.tuple(captured.clone())
            };
            operands.push(arg);
            let pshape = ctx.shape(arg).clone();
            let id = self.reserve_comp();
            let name = self.region_name(ctx, &format!("branch{bi}"));
            let mut c = Ctx::new(&name);
            c.loc = ctx.loc;
            let param = c.add(Op::Parameter { index: 0 }, vec![], pshape);
            let elems = if captured.len() == 1 {
                vec![param]
            } else {
                c.untuple(param)
            };
            for (f, start, len) in &groups {
                c.bind(f, elems[*start..start + len].to_vec());
            }
            let rets = self.lower_body(&mut c, &region.ops, op.pos)?;
            if rets.len() != op.result_types.len() {
                return self.err(
                    op.pos,
                    format!(
                        "branch {bi} returns {} values, the op has {} results",
                        rets.len(),
                        op.result_types.len()
                    ),
                );
            }
            let root = if rets.len() == 1 {
                rets[0]
            } else {
                c.tuple(rets)
            };
            let comp = c.b.finish(root).map_err(Error::invalid_program)?;
            self.comps[id.index()] = Some(comp);
            branches.push(id);
        }
        self.emit(ctx, op, Op::Conditional { branches }, operands)
    }
}

/// Names a region uses but does not define (in order of first use), with the use position.
fn free_values(region: &Region) -> Vec<(String, Pos)> {
    let mut out: Vec<(String, Pos)> = Vec::new();
    let mut defined: Vec<String> = region.args.iter().map(|a| a.name.clone()).collect();
    collect_free(region, &mut defined, &mut out);
    out
}

fn collect_free(region: &Region, defined: &mut Vec<String>, out: &mut Vec<(String, Pos)>) {
    for op in &region.ops {
        for u in &op.operands {
            if !defined.contains(&u.name) && !out.iter().any(|(n, _)| *n == u.name) {
                out.push((u.name.clone(), u.pos));
            }
        }
        for r in &op.regions {
            let mut inner = defined.clone();
            inner.extend(r.args.iter().map(|a| a.name.clone()));
            collect_free(r, &mut inner, out);
        }
        for (name, _) in &op.results {
            defined.push(name.clone());
        }
    }
}

fn format_dict(d: &[(String, Attr)]) -> String {
    let parts: Vec<String> = d
        .iter()
        .map(|(k, v)| match v {
            Attr::Str(s) => format!("{k} = \"{s}\""),
            Attr::Int(i) => format!("{k} = {i}"),
            Attr::Bool(b) => format!("{k} = {b}"),
            Attr::Float(f) => format!("{k} = {f}"),
            other => format!("{k} = <{}>", other.kind_name()),
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

fn parse_reduce_precision_format(f: &str) -> Option<(u32, u32)> {
    let rest = f.strip_prefix('e')?;
    let (e, m) = rest.split_once('m')?;
    Some((e.parse().ok()?, m.parse().ok()?))
}

/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` into dimension numbers.
fn conv_dims_from_labels(
    lhs: &Attr,
    rhs: &Attr,
    out: &Attr,
) -> std::result::Result<ConvDims, String> {
    pub(super) fn labels(a: &Attr) -> std::result::Result<Vec<String>, String> {
        match a {
            Attr::Array(items) => items
                .iter()
                .map(|it| match it {
                    Attr::Int(i) => Ok(i.to_string()),
                    Attr::Enum(s) => Ok(s.clone()),
                    _ => Err("bad convolution dimension label".to_string()),
                })
                .collect(),
            _ => Err("convolution dimension labels must be lists".into()),
        }
    }
    let (l, r, o) = (labels(lhs)?, labels(rhs)?, labels(out)?);
    let ns = l.len().saturating_sub(2);
    if r.len() != ns + 2 || o.len() != ns + 2 {
        return Err("convolution dimension label lists differ in rank".into());
    }
    let find = |v: &[String], name: &str| -> std::result::Result<usize, String> {
        v.iter()
            .position(|x| x == name)
            .ok_or_else(|| format!("convolution labels lack '{name}'"))
    };
    let spatial = |v: &[String]| -> std::result::Result<Vec<usize>, String> {
        (0..ns).map(|k| find(v, &k.to_string())).collect()
    };
    Ok(ConvDims {
        input_batch: find(&l, "b")?,
        input_feature: find(&l, "f")?,
        input_spatial: spatial(&l)?,
        kernel_input_feature: find(&r, "i")?,
        kernel_output_feature: find(&r, "o")?,
        kernel_spatial: spatial(&r)?,
        output_batch: find(&o, "b")?,
        output_feature: find(&o, "f")?,
        output_spatial: spatial(&o)?,
    })
}

pub fn unary_op(name: &str) -> Option<UnaryOp> {
    use UnaryOp::*;
    Some(match name {
        "abs" => Abs,
        "negate" => Negate,
        "sign" => Sign,
        "not" => Not,
        "floor" => Floor,
        "ceil" => Ceil,
        "round_nearest_afz" => RoundNearestAfz,
        "round_nearest_even" => RoundNearestEven,
        "sqrt" => Sqrt,
        "rsqrt" => Rsqrt,
        "cbrt" => Cbrt,
        "exponential" => Exp,
        "exponential_minus_one" => Expm1,
        "log" => Log,
        "log_plus_one" => Log1p,
        "logistic" => Logistic,
        "sine" => Sine,
        "cosine" => Cosine,
        "tan" => Tan,
        "tanh" => Tanh,
        "is_finite" => IsFinite,
        "popcnt" => PopCount,
        "count_leading_zeros" => CountLeadingZeros,
        "real" => Real,
        "imag" => Imag,
        _ => return None,
    })
}

pub fn binary_op(name: &str) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match name {
        "add" => Add,
        "subtract" => Subtract,
        "multiply" => Multiply,
        "divide" => Divide,
        "remainder" => Remainder,
        "power" => Power,
        "maximum" => Maximum,
        "minimum" => Minimum,
        "atan2" => Atan2,
        "and" => And,
        "or" => Or,
        "xor" => Xor,
        "shift_left" => ShiftLeft,
        "shift_right_arithmetic" => ShiftRightArithmetic,
        "shift_right_logical" => ShiftRightLogical,
        "complex" => Complex,
        _ => return None,
    })
}
