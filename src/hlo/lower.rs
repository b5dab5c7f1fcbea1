//! Lowers the parsed HLO AST to `ir::Module`: resolves computation and operand names, orders
//! instructions operands-first, and turns opcodes plus attributes into typed `Op`s.
//!
//! It does not check shapes or operand counts (the verifier does, for both front ends); it
//! reports names that do not resolve, duplicates, cycles and malformed attributes.

use std::collections::{HashMap, HashSet};

use super::attrs::{self, FrontendAttr};
use super::cursor::{error_at, sub_cursor, Cursor, Loc};
use super::literal::parse_literal;
use super::parser::{RawAttr, RawComputation, RawInst, RawModule, RawOperands};
use crate::error::{Error, ErrorKind};
use crate::ir::{
    BinaryOp, CollectiveAttrs, CompId, Computation, ConvAttrs, CustomCallAttrs, DotDims,
    GatherDims, HloSharding, InstId, Instruction, Mesh, Module, Op, RngAlgorithm, ScatterAttrs,
    Shape, SourceLoc, TriangularSolveAttrs, TriangularTranspose, UnaryOp, WindowDim,
};
use crate::shardy;

fn src_loc(l: Loc) -> SourceLoc {
    SourceLoc {
        line: l.line,
        column: l.column,
    }
}

pub fn lower_module(src: &str, raw: &RawModule<'_>) -> crate::Result<Module> {
    let mut comp_ids: HashMap<&str, CompId> = HashMap::new();
    for (i, c) in raw.computations.iter().enumerate() {
        if comp_ids.insert(c.name.as_str(), CompId(i as u32)).is_some() {
            return Err(error_at(
                src,
                c.loc,
                &format!("duplicate computation name '{}'", c.name),
            ));
        }
    }
    let mut entry = None;
    for (i, c) in raw.computations.iter().enumerate() {
        if c.is_entry {
            if entry.is_some() {
                return Err(error_at(src, c.loc, "more than one ENTRY computation"));
            }
            entry = Some(CompId(i as u32));
        }
    }
    // Without an ENTRY marker, XLA takes the last computation as the entry.
    let entry = entry.unwrap_or(CompId(raw.computations.len().saturating_sub(1) as u32));

    let mut aliases = Vec::new();
    let mut num_replicas = None;
    let mut num_partitions = None;
    // Shardy meshes (`frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<...>}}`), which
    // `xla.sdy.*` sharding attributes name.
    let mut meshes: Vec<(String, Mesh)> = Vec::new();
    for a in &raw.attrs {
        let mut c = sub_cursor(src, a.value, a.value_loc);
        match a.key.as_str() {
            "input_output_alias" => aliases = attrs::aliases(&mut c)?,
            "replica_count" => num_replicas = Some(attrs::uint(&mut c, "replica_count")?),
            "num_partitions" => num_partitions = Some(attrs::uint(&mut c, "num_partitions")?),
            "frontend_attributes" => {
                for fa in attrs::frontend_attributes(&mut c)? {
                    if fa.key == "xla.sdy.meshes" {
                        meshes = shardy::parse_mesh_table(&fa.text)
                            .map_err(|e| shardy_error(src, &fa, e))?;
                    }
                }
            }
            _ => {}
        }
    }

    let computations = raw
        .computations
        .iter()
        .map(|c| lower_computation(src, c, &comp_ids, &meshes))
        .collect::<crate::Result<Vec<_>>>()?;
    Ok(Module {
        name: raw.name.clone(),
        computations,
        entry,
        aliases,
        num_replicas,
        num_partitions,
    })
}

/// A Shardy error inside frontend attribute `fa`, located in the source.
fn shardy_error(src: &str, fa: &FrontendAttr, e: shardy::Error) -> Error {
    let located = error_at(
        src,
        fa.loc_at(e.offset),
        &format!("{}: {}", fa.key, e.message),
    );
    match e.kind {
        ErrorKind::Parse => located,
        kind => Error::new(kind, located.message),
    }
}

fn lower_computation(
    src: &str,
    rc: &RawComputation<'_>,
    comp_ids: &HashMap<&str, CompId>,
    meshes: &[(String, Mesh)],
) -> crate::Result<Computation> {
    if rc.instructions.is_empty() {
        return Err(error_at(
            src,
            rc.end_loc,
            &format!("computation '{}' has no instructions", rc.name),
        ));
    }
    let mut by_name: HashMap<&str, usize> = HashMap::new();
    for (i, inst) in rc.instructions.iter().enumerate() {
        if by_name.insert(inst.name.as_str(), i).is_some() {
            return Err(error_at(
                src,
                inst.loc,
                &format!("duplicate instruction name '{}'", inst.name),
            ));
        }
    }
    // Operand indices into `rc.instructions`.
    let mut operands: Vec<Vec<usize>> = Vec::with_capacity(rc.instructions.len());
    for inst in &rc.instructions {
        let mut ops = Vec::new();
        if let RawOperands::Names(names) = &inst.operands {
            if inst.opcode != "parameter" {
                for (n, l) in names {
                    let &i = by_name.get(n.as_str()).ok_or_else(|| {
                        error_at(
                            src,
                            *l,
                            &format!("undefined operand '{n}' in computation '{}'", rc.name),
                        )
                    })?;
                    ops.push(i);
                }
            }
        }
        operands.push(ops);
    }
    let order = topo_order(src, rc, &operands)?;

    let mut root = None;
    for (i, inst) in rc.instructions.iter().enumerate() {
        if inst.is_root {
            if root.is_some() {
                return Err(error_at(
                    src,
                    inst.loc,
                    &format!("computation '{}' has more than one ROOT", rc.name),
                ));
            }
            root = Some(i);
        }
    }
    let root = root.unwrap_or(rc.instructions.len() - 1);

    // Most instructions lower to one IR instruction; a shard_map boundary over several values
    // lowers to one boundary op per value and a tuple of them. `id_of[i]` is the instruction
    // that holds raw instruction i's value.
    let mut taken: HashSet<String> = rc.instructions.iter().map(|i| i.name.clone()).collect();
    let mut id_of = vec![InstId(0); rc.instructions.len()];
    let mut instructions: Vec<Instruction> = Vec::with_capacity(order.len());
    let mut params: Vec<Option<InstId>> = Vec::new();
    for &i in &order {
        let inst = &rc.instructions[i];
        let a = AttrMap {
            src,
            inst,
            comp_ids,
        };
        let ops: Vec<InstId> = operands[i].iter().map(|&o| id_of[o]).collect();
        let fattrs = a.frontend()?;
        let sharding = inst_sharding(&a, &fattrs, meshes)?;
        let lowered = lower_inst(&a, &ops, &instructions, &fattrs, meshes, sharding.as_ref())?;
        let loc = src_loc(inst.loc);
        let next_id = InstId(instructions.len() as u32);
        let mut push = |name: String, op: Op, operands: Vec<InstId>, shape: Shape, sharding| {
            let id = InstId(instructions.len() as u32);
            instructions.push(Instruction {
                name,
                op,
                operands,
                shape,
                sharding,
                loc,
            });
            id
        };
        id_of[i] = match lowered {
            Lowered::Op(op) => {
                if let Op::Parameter { index } = op {
                    // A number beyond the instruction count can only leave gaps; reject it
                    // before sizing anything by it.
                    if index >= rc.instructions.len() {
                        return Err(error_at(src, inst.operands_loc, &format!(
                            "parameter number {index} leaves gaps: computation '{}' has only {} instructions",
                            rc.name, rc.instructions.len())));
                    }
                    if params.len() <= index {
                        params.resize(index + 1, None);
                    }
                    if params[index].is_some() {
                        return Err(error_at(
                            src,
                            inst.loc,
                            &format!("duplicate parameter({index}) in computation '{}'", rc.name),
                        ));
                    }
                    params[index] = Some(next_id);
                }
                push(inst.name.clone(), op, ops, inst.shape.clone(), sharding)
            }
            Lowered::WithoutOperands(op) => push(
                inst.name.clone(),
                op,
                Vec::new(),
                inst.shape.clone(),
                sharding,
            ),
            Lowered::Boundaries {
                entering,
                shardings,
            } => {
                let boundary = |sharding: HloSharding| {
                    if entering {
                        Op::GlobalToLocal { sharding }
                    } else {
                        Op::LocalToGlobal { sharding }
                    }
                };
                match (&inst.shape, shardings.as_slice()) {
                    (Shape::Array(_), [s]) => push(
                        inst.name.clone(),
                        boundary(s.clone()),
                        ops,
                        inst.shape.clone(),
                        sharding,
                    ),
                    (Shape::Tuple(elems), list) if elems.len() == list.len() => {
                        let mut parts = Vec::with_capacity(list.len());
                        for (k, s) in list.iter().enumerate() {
                            let name = fresh_name(&inst.name, k, &mut taken);
                            let part = boundary(s.clone());
                            parts.push(push(name, part, vec![ops[k]], elems[k].clone(), None));
                        }
                        push(
                            inst.name.clone(),
                            Op::Tuple,
                            parts,
                            inst.shape.clone(),
                            sharding,
                        )
                    }
                    (shape, list) => {
                        let n = list.len();
                        let want = match n {
                            1 => "an array".to_string(),
                            _ => format!("a tuple of {n}"),
                        };
                        return Err(error_at(
                            src,
                            inst.loc,
                            &format!(
                                "'{}' has {n} operand(s) but shape {shape}, not {want}",
                                inst.name
                            ),
                        ));
                    }
                }
            }
        };
    }
    let mut parameters = Vec::with_capacity(params.len());
    for (k, p) in params.into_iter().enumerate() {
        parameters.push(p.ok_or_else(|| {
            error_at(
                src,
                rc.loc,
                &format!(
                    "computation '{}' has no parameter({k}) but has a higher one",
                    rc.name
                ),
            )
        })?);
    }
    Ok(Computation {
        name: rc.name.clone(),
        instructions,
        parameters,
        root: id_of[root],
    })
}

/// `base.k` (or `base.k_j` if that name is taken), recorded as taken.
fn fresh_name(base: &str, k: usize, taken: &mut HashSet<String>) -> String {
    let mut name = format!("{base}.{k}");
    let mut j = 0;
    while taken.contains(&name) {
        j += 1;
        name = format!("{base}.{k}_{j}");
    }
    taken.insert(name.clone());
    name
}

/// What one HLO instruction becomes.
enum Lowered {
    /// One instruction with the source operands.
    Op(Op),
    /// One instruction without operands (a custom call that only marks its operand).
    WithoutOperands(Op),
    /// A shard_map boundary per operand (global-to-local when `entering`), in a tuple when
    /// there are several.
    Boundaries {
        entering: bool,
        shardings: Vec<HloSharding>,
    },
}

/// The sharding an instruction carries: `sharding={...}`, else Shardy's
/// `frontend_attributes={xla.sdy.sharding="..."}` converted over the module's meshes.
fn inst_sharding(
    a: &AttrMap<'_, '_>,
    fattrs: &[FrontendAttr],
    meshes: &[(String, Mesh)],
) -> crate::Result<Option<HloSharding>> {
    if let Some(mut c) = a.get("sharding") {
        return attrs::sharding_opt(&mut c);
    }
    let Some(fa) = fattrs.iter().find(|f| f.key == "xla.sdy.sharding") else {
        return Ok(None);
    };
    let (list, _) = shardy::parse_shardings(&fa.text).map_err(|e| shardy_error(a.src, fa, e))?;
    shardy::shardings_for_shape(&list, &a.inst.shape, meshes, &[])
        .map(Some)
        .map_err(|e| shardy_error(a.src, fa, e))
}

/// Lowers one instruction; custom calls that mark shardings or shard_map boundaries become
/// `copy`, boundary ops or nothing, any other instruction `lower_op`'s op.
fn lower_inst(
    a: &AttrMap<'_, '_>,
    ops: &[InstId],
    built: &[Instruction],
    fattrs: &[FrontendAttr],
    meshes: &[(String, Mesh)],
    sharding: Option<&HloSharding>,
) -> crate::Result<Lowered> {
    if a.inst.opcode != "custom-call" {
        return lower_op(a).map(Lowered::Op);
    }
    let target = a.target()?;
    let inst = a.inst;
    let here = |what: String| error_at(a.src, inst.opcode_loc, &what);
    Ok(match target.as_str() {
        // Constraints: the identity on the value, whose `sharding` says where it lives.
        "Sharding" | "xla.sdy.FuncResultSharding" | "xla.sdy.PropagationBarrier" => {
            Lowered::Op(Op::Copy)
        }
        // jax's memory-kind placement of a jit result (`out_shardings` with a memory kind):
        // every webxla device has one memory, so the value stays where it is.
        "annotate_device_placement" => Lowered::Op(Op::Copy),
        // Shardy's `shard_alike` marker: no result and no constraint.
        "xla.sdy.ShardingGroup" => Lowered::WithoutOperands(Op::Tuple),
        "xla.sdy.GlobalToLocalShape" | "xla.sdy.LocalToGlobalShape" => {
            let entering = target == "xla.sdy.GlobalToLocalShape";
            let key = if entering {
                "xla.sdy.in_shardings"
            } else {
                "xla.sdy.out_shardings"
            };
            let find = |key: &str| {
                fattrs.iter().find(|f| f.key == key).ok_or_else(|| {
                    here(format!(
                        "custom-call '{}' ({target}) needs frontend attribute '{key}'",
                        inst.name
                    ))
                })
            };
            let fa = find(key)?;
            let (list, _) =
                shardy::parse_shardings(&fa.text).map_err(|e| shardy_error(a.src, fa, e))?;
            if list.len() != ops.len() {
                return Err(error_at(
                    a.src,
                    fa.loc_at(0),
                    &format!(
                        "{key} lists {} sharding(s) for {} operand(s)",
                        list.len(),
                        ops.len()
                    ),
                ));
            }
            let ma = find("xla.sdy.manual_axes")?;
            let manual =
                shardy::parse_manual_axes(&ma.text).map_err(|e| shardy_error(a.src, ma, e))?;
            let mut shardings = Vec::with_capacity(list.len());
            for (k, s) in list.iter().enumerate() {
                let mesh = s
                    .resolve_mesh(meshes)
                    .map_err(|e| shardy_error(a.src, fa, e))?;
                shardy::check_fully_manual(mesh, &manual)
                    .map_err(|e| shardy_error(a.src, ma, e))?;
                // The tiling of the global value: the operand entering, the result leaving.
                let global = if entering {
                    Some(&built[ops[k].index()].shape)
                } else {
                    match &inst.shape {
                        Shape::Tuple(t) => t.get(k),
                        one => Some(one),
                    }
                };
                let rank = global.and_then(|g| g.as_array()).map(|g| g.rank());
                shardings.push(
                    s.to_hlo(meshes, &[], rank)
                        .map_err(|e| shardy_error(a.src, fa, e))?,
                );
            }
            Lowered::Boundaries {
                entering,
                shardings,
            }
        }
        // GSPMD's shard_map boundaries: entering takes the sharding its operand was
        // constrained to, leaving states the global sharding itself; both carry `{manual}`
        // on the local side.
        "SPMDFullToShardShape" => {
            let [x] = ops else {
                return Err(here(format!(
                    "'{}' ({target}) takes one operand",
                    inst.name
                )));
            };
            if let Some(s) = sharding.filter(|s| s.is_manual() && **s != HloSharding::Manual) {
                return Err(partial_manual(a, s));
            }
            let Some(global) = built[x.index()].sharding.clone() else {
                return Err(here(format!(
                    "'{}' ({target}) needs its operand '{}' to carry a sharding (a Sharding custom-call before it)",
                    inst.name,
                    built[x.index()].name
                )));
            };
            Lowered::Boundaries {
                entering: true,
                shardings: vec![global],
            }
        }
        "SPMDShardToFullShape" => {
            let [x] = ops else {
                return Err(here(format!(
                    "'{}' ({target}) takes one operand",
                    inst.name
                )));
            };
            if let Some(s) = built[x.index()]
                .sharding
                .as_ref()
                .filter(|s| s.is_manual() && **s != HloSharding::Manual)
            {
                return Err(partial_manual(a, s));
            }
            let Some(global) = sharding.cloned() else {
                return Err(here(format!(
                    "'{}' ({target}) needs a 'sharding' giving the global layout",
                    inst.name
                )));
            };
            Lowered::Boundaries {
                entering: false,
                shardings: vec![global],
            }
        }
        _ => lower_op(a).map(Lowered::Op)?,
    })
}

/// GSPMD's partially manual shard_map (a manual subgroup next to tiled or replicated axes).
fn partial_manual(a: &AttrMap<'_, '_>, s: &HloSharding) -> Error {
    Error::unsupported_msg(
        error_at(
            a.src,
            a.inst.opcode_loc,
            &format!(
                "'{}' enters or leaves a shard_map over only some mesh axes ({}): partially manual computations are not supported",
                a.inst.name,
                crate::ir::print::sharding_text(s)
            ),
        )
        .message,
    )
}

/// Source order where possible, with operands moved before their users; cycles are errors.
fn topo_order(
    src: &str,
    rc: &RawComputation<'_>,
    operands: &[Vec<usize>],
) -> crate::Result<Vec<usize>> {
    let n = operands.len();
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; n];
    let mut order = Vec::with_capacity(n);
    for start in 0..n {
        if state[start] != 0 {
            continue;
        }
        let mut stack = vec![(start, 0usize)];
        state[start] = 1;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            if let Some(&op) = operands[node].get(*next) {
                *next += 1;
                match state[op] {
                    0 => {
                        state[op] = 1;
                        stack.push((op, 0));
                    }
                    1 => {
                        let inst = &rc.instructions[node];
                        return Err(error_at(src, inst.loc, &format!(
                            "instruction '{}' depends on itself through its operands (cycle via '{}')",
                            inst.name, rc.instructions[op].name)));
                    }
                    _ => {}
                }
            } else {
                state[node] = 2;
                order.push(node);
                stack.pop();
            }
        }
    }
    Ok(order)
}

/// An instruction's attributes, looked up by key.
struct AttrMap<'r, 's> {
    src: &'s str,
    inst: &'r RawInst<'s>,
    comp_ids: &'r HashMap<&'r str, CompId>,
}

impl<'r, 's> AttrMap<'r, 's> {
    fn raw(&self, key: &str) -> Option<&'r RawAttr<'s>> {
        self.inst.attrs.iter().find(|a| a.key == key)
    }

    fn get(&self, key: &str) -> Option<Cursor<'s>> {
        self.raw(key)
            .map(|a| sub_cursor(self.src, a.value, a.value_loc))
    }

    fn req(&self, key: &str) -> crate::Result<Cursor<'s>> {
        self.get(key).ok_or_else(|| {
            error_at(
                self.src,
                self.inst.opcode_loc,
                &format!(
                    "'{}' instruction '{}' needs attribute '{key}'",
                    self.inst.opcode, self.inst.name
                ),
            )
        })
    }

    fn dims(&self, key: &str) -> crate::Result<Vec<usize>> {
        attrs::dims_list(&mut self.req(key)?)
    }

    fn dims_or_empty(&self, key: &str) -> crate::Result<Vec<usize>> {
        self.get(key)
            .map_or(Ok(Vec::new()), |mut c| attrs::dims_list(&mut c))
    }

    fn uint(&self, key: &str) -> crate::Result<usize> {
        attrs::uint(&mut self.req(key)?, key)
    }

    fn flag(&self, key: &str, default: bool) -> crate::Result<bool> {
        self.get(key)
            .map_or(Ok(default), |mut c| attrs::boolean(&mut c))
    }

    /// The single dimension of `dimensions={d}`.
    fn one_dim(&self, key: &str) -> crate::Result<usize> {
        let d = self.dims(key)?;
        match d.as_slice() {
            [x] => Ok(*x),
            _ => Err(error_at(
                self.src,
                self.raw(key).map_or(self.inst.opcode_loc, |a| a.value_loc),
                &format!(
                    "'{}' needs exactly one dimension in '{key}', found {}",
                    self.inst.opcode,
                    d.len()
                ),
            )),
        }
    }

    fn comp_named(&self, name: &str, loc: Loc) -> crate::Result<CompId> {
        self.comp_ids.get(name).copied().ok_or_else(|| {
            error_at(
                self.src,
                loc,
                &format!(
                    "unknown computation '{name}' called by '{}'",
                    self.inst.name
                ),
            )
        })
    }

    fn comp(&self, key: &str) -> crate::Result<CompId> {
        let mut c = self.req(key)?;
        c.skip_ws();
        let loc = c.loc();
        let name = attrs::comp_name(&mut c)?;
        self.comp_named(&name, loc)
    }

    fn comps(&self, key: &str) -> crate::Result<Vec<CompId>> {
        let Some(mut c) = self.get(key) else {
            return Ok(Vec::new());
        };
        attrs::comp_list(&mut c)?
            .into_iter()
            .map(|(n, l)| self.comp_named(&n, l))
            .collect()
    }

    fn precision(&self) -> crate::Result<Vec<crate::ir::Precision>> {
        self.get("operand_precision")
            .map_or(Ok(Vec::new()), |mut c| attrs::precision_list(&mut c))
    }

    /// `replica_groups`, `channel_id` and `use_global_device_ids` of a collective.
    fn collective(&self) -> crate::Result<CollectiveAttrs> {
        Ok(CollectiveAttrs {
            replica_groups: match self.get("replica_groups") {
                Some(mut c) => attrs::replica_groups(&mut c)?,
                None => Vec::new(),
            },
            channel_id: self.channel_id()?,
            use_global_device_ids: self.flag("use_global_device_ids", false)?,
        })
    }

    fn channel_id(&self) -> crate::Result<Option<i64>> {
        self.get("channel_id")
            .map(|mut c| attrs::int(&mut c, "a channel id"))
            .transpose()
    }

    fn sharding_attr(&self, key: &str) -> crate::Result<crate::ir::HloSharding> {
        attrs::sharding(&mut self.req(key)?)
    }

    /// `frontend_attributes={...}` (empty when absent).
    fn frontend(&self) -> crate::Result<Vec<FrontendAttr>> {
        match self.get("frontend_attributes") {
            Some(mut c) => attrs::frontend_attributes(&mut c),
            None => Ok(Vec::new()),
        }
    }

    /// A custom call's `custom_call_target`.
    fn target(&self) -> crate::Result<String> {
        let mut c = self.req("custom_call_target")?;
        Ok(attrs::string_or_raw(&mut c)?.trim().to_string())
    }

    fn window(&self) -> crate::Result<Option<Vec<WindowDim>>> {
        self.get("window")
            .map(|mut c| attrs::window(&mut c))
            .transpose()
    }
}

fn lower_op(a: &AttrMap<'_, '_>) -> crate::Result<Op> {
    let inst = a.inst;
    let opcode = inst.opcode.as_str();
    if let Some(u) = UnaryOp::from_hlo_name(opcode) {
        return Ok(Op::Unary(u));
    }
    if let Some(b) = BinaryOp::from_hlo_name(opcode) {
        return Ok(Op::Binary(b));
    }
    Ok(match opcode {
        "parameter" => {
            let RawOperands::Names(names) = &inst.operands else {
                return Err(error_at(
                    a.src,
                    inst.operands_loc,
                    "expected a parameter number",
                ));
            };
            let [(n, l)] = names.as_slice() else {
                return Err(error_at(
                    a.src,
                    inst.operands_loc,
                    "parameter takes exactly one number",
                ));
            };
            let index = n.parse::<usize>().map_err(|_| {
                error_at(
                    a.src,
                    *l,
                    &format!("expected a parameter number, found '{n}'"),
                )
            })?;
            Op::Parameter { index }
        }
        "constant" => {
            let RawOperands::Literal(text, loc) = &inst.operands else {
                return Err(error_at(a.src, inst.operands_loc, "expected a literal"));
            };
            let Shape::Array(shape) = &inst.shape else {
                return Err(error_at(
                    a.src,
                    inst.loc,
                    "tuple and token constants are not supported",
                ));
            };
            Op::Constant(parse_literal(a.src, text, *loc, shape)?)
        }
        "iota" => Op::Iota {
            dimension: a.uint("iota_dimension")?,
        },
        "tuple" => Op::Tuple,
        "get-tuple-element" => Op::GetTupleElement {
            index: a.uint("index")?,
        },
        "call" => Op::Call {
            computation: a.comp("to_apply")?,
        },
        "copy" => Op::Copy,
        "bitcast" => Op::Bitcast,
        "opt-barrier" => Op::OptimizationBarrier,
        "after-all" => Op::AfterAll,
        "add-dependency" => Op::AddDependency,
        "replica-id" => Op::ReplicaId,
        "partition-id" => Op::PartitionId,
        "compare" => Op::Compare {
            direction: attrs::direction(&mut a.req("direction")?)?,
            compare_type: a
                .get("type")
                .map(|mut c| attrs::compare_type(&mut c))
                .transpose()?,
        },
        "select" => Op::Select,
        "clamp" => Op::Clamp,
        "convert" => Op::Convert,
        "bitcast-convert" => Op::BitcastConvert,
        "reduce-precision" => {
            let bits = |k: &str| -> crate::Result<u32> {
                let v = a.uint(k)?;
                u32::try_from(v)
                    .map_err(|_| error_at(a.src, inst.opcode_loc, &format!("{k} {v} is too large")))
            };
            Op::ReducePrecision {
                exponent_bits: bits("exponent_bits")?,
                mantissa_bits: bits("mantissa_bits")?,
            }
        }
        "map" => {
            let dimensions = match a.get("dimensions") {
                Some(mut c) => attrs::dims_list(&mut c)?,
                None => (0..inst.shape.as_array().map_or(0, |s| s.rank())).collect(),
            };
            Op::Map {
                computation: a.comp("to_apply")?,
                dimensions,
            }
        }
        "broadcast" => Op::Broadcast {
            dimensions: a.dims_or_empty("dimensions")?,
        },
        "reshape" => Op::Reshape,
        "transpose" => Op::Transpose {
            permutation: a.dims("dimensions")?,
        },
        "slice" => Op::Slice {
            dims: attrs::slice(&mut a.req("slice")?)?,
        },
        "dynamic-slice" => Op::DynamicSlice {
            sizes: a.dims("dynamic_slice_sizes")?,
        },
        "dynamic-update-slice" => Op::DynamicUpdateSlice,
        "concatenate" => Op::Concatenate {
            dimension: a.one_dim("dimensions")?,
        },
        "pad" => Op::Pad {
            dims: match a.get("padding") {
                Some(mut c) => attrs::padding(&mut c)?,
                None => Vec::new(),
            },
        },
        "reverse" => Op::Reverse {
            dimensions: a.dims("dimensions")?,
        },
        "reduce" => Op::Reduce {
            dimensions: a.dims("dimensions")?,
            computation: a.comp("to_apply")?,
        },
        "reduce-window" => Op::ReduceWindow {
            window: a.window()?.unwrap_or_default(),
            computation: a.comp("to_apply")?,
        },
        "select-and-scatter" => Op::SelectAndScatter {
            window: a.window()?.unwrap_or_default(),
            select: a.comp("select")?,
            scatter: a.comp("scatter")?,
        },
        "dot" => Op::Dot {
            dims: DotDims {
                lhs_batch: a.dims_or_empty("lhs_batch_dims")?,
                rhs_batch: a.dims_or_empty("rhs_batch_dims")?,
                lhs_contracting: a.dims_or_empty("lhs_contracting_dims")?,
                rhs_contracting: a.dims_or_empty("rhs_contracting_dims")?,
            },
            precision: a.precision()?,
        },
        "convolution" => {
            let dims = attrs::dim_labels(&mut a.req("dim_labels")?)?;
            let window = a
                .window()?
                .unwrap_or_else(|| vec![WindowDim::simple(1); dims.input_spatial.len()]);
            let count = |k: &str| -> crate::Result<usize> {
                if a.raw(k).is_some() {
                    a.uint(k)
                } else {
                    Ok(1)
                }
            };
            Op::Convolution(ConvAttrs {
                window,
                dims,
                feature_group_count: count("feature_group_count")?,
                batch_group_count: count("batch_group_count")?,
                precision: a.precision()?,
            })
        }
        "gather" => Op::Gather(GatherDims {
            offset_dims: a.dims_or_empty("offset_dims")?,
            collapsed_slice_dims: a.dims_or_empty("collapsed_slice_dims")?,
            start_index_map: a.dims_or_empty("start_index_map")?,
            operand_batching_dims: a.dims_or_empty("operand_batching_dims")?,
            start_indices_batching_dims: a.dims_or_empty("start_indices_batching_dims")?,
            index_vector_dim: a.uint("index_vector_dim")?,
            slice_sizes: a.dims("slice_sizes")?,
            indices_are_sorted: a.flag("indices_are_sorted", false)?,
        }),
        "scatter" => Op::Scatter(ScatterAttrs {
            update_window_dims: a.dims_or_empty("update_window_dims")?,
            inserted_window_dims: a.dims_or_empty("inserted_window_dims")?,
            scatter_dims_to_operand_dims: a.dims_or_empty("scatter_dims_to_operand_dims")?,
            input_batching_dims: a.dims_or_empty("input_batching_dims")?,
            scatter_indices_batching_dims: a.dims_or_empty("scatter_indices_batching_dims")?,
            index_vector_dim: a.uint("index_vector_dim")?,
            indices_are_sorted: a.flag("indices_are_sorted", false)?,
            unique_indices: a.flag("unique_indices", false)?,
            update: a.comp("to_apply")?,
        }),
        "sort" => Op::Sort {
            dimension: a.one_dim("dimensions")?,
            is_stable: a.flag("is_stable", false)?,
            comparator: a.comp("to_apply")?,
        },
        "topk" => Op::TopK {
            k: a.uint("k")?,
            largest: a.flag("largest", true)?,
        },
        "while" => Op::While {
            condition: a.comp("condition")?,
            body: a.comp("body")?,
        },
        "conditional" => {
            let branches = if a.raw("branch_computations").is_some() {
                a.comps("branch_computations")?
            } else {
                vec![a.comp("true_computation")?, a.comp("false_computation")?]
            };
            Op::Conditional { branches }
        }
        "custom-call" => Op::CustomCall(CustomCallAttrs {
            target: a.target()?,
            backend_config: match a.get("backend_config") {
                Some(mut c) => attrs::string_or_raw(&mut c)?,
                None => String::new(),
            },
            api_version: match a.get("api_version") {
                Some(mut c) => attrs::api_version(&mut c)?,
                None => 1,
            },
            has_side_effect: a.flag("custom_call_has_side_effect", false)?,
            called_computations: a.comps("called_computations")?,
        }),
        "all-reduce" => Op::AllReduce {
            computation: a.comp("to_apply")?,
            collective: a.collective()?,
        },
        "all-gather" => Op::AllGather {
            dimension: a.one_dim("dimensions")?,
            collective: a.collective()?,
        },
        "reduce-scatter" => Op::ReduceScatter {
            dimension: a.one_dim("dimensions")?,
            computation: a.comp("to_apply")?,
            collective: a.collective()?,
        },
        "all-to-all" => Op::AllToAll {
            dimensions: match a.get("dimensions") {
                Some(_) => {
                    let split = a.one_dim("dimensions")?;
                    let concat = match a.get("concat_dimension") {
                        Some(mut c) => attrs::uint(&mut c, "concat_dimension")?,
                        None => split,
                    };
                    Some((split, concat))
                }
                None => None,
            },
            collective: a.collective()?,
        },
        "collective-permute" => Op::CollectivePermute {
            source_target_pairs: match a.get("source_target_pairs") {
                Some(mut c) => attrs::source_target_pairs(&mut c)?,
                None => Vec::new(),
            },
            channel_id: a.channel_id()?,
        },
        "collective-broadcast" => Op::CollectiveBroadcast {
            collective: a.collective()?,
        },
        "global-to-local" => Op::GlobalToLocal {
            sharding: a.sharding_attr("global_sharding")?,
        },
        "local-to-global" => Op::LocalToGlobal {
            sharding: a.sharding_attr("global_sharding")?,
        },
        "rng-bit-generator" => Op::RngBitGenerator {
            algorithm: match a.get("algorithm") {
                Some(mut c) => attrs::rng_algorithm(&mut c)?,
                None => RngAlgorithm::Default,
            },
        },
        "cholesky" => Op::Cholesky {
            lower: a.flag("lower", false)?,
        },
        "triangular-solve" => Op::TriangularSolve(TriangularSolveAttrs {
            left_side: a.flag("left_side", false)?,
            lower: a.flag("lower", false)?,
            unit_diagonal: a.flag("unit_diagonal", false)?,
            transpose_a: match a.get("transpose_a") {
                Some(mut c) => attrs::transpose_kind(&mut c)?,
                None => TriangularTranspose::NoTranspose,
            },
        }),
        "fft" => Op::Fft {
            fft_type: attrs::fft_type(&mut a.req("fft_type")?)?,
            fft_length: a.dims("fft_length")?,
        },
        _ => {
            return Err(error_at(
                a.src,
                inst.opcode_loc,
                &format!("unknown opcode '{opcode}'"),
            ));
        }
    })
}
