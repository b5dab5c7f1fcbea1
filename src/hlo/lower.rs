//! Lowers the parsed HLO AST to `ir::Module`: resolves computation and operand names, orders
//! instructions operands-first, and turns opcodes plus attributes into typed `Op`s.
//!
//! It does not check shapes or operand counts (the verifier does, for both front ends); it
//! reports names that do not resolve, duplicates, cycles and malformed attributes.

use std::collections::HashMap;

use super::attrs;
use super::cursor::{error_at, sub_cursor, Cursor, Loc};
use super::literal::parse_literal;
use super::parser::{RawAttr, RawComputation, RawInst, RawModule, RawOperands};
use crate::ir::{
    BinaryOp, CollectiveAttrs, CompId, Computation, ConvAttrs, CustomCallAttrs, DotDims,
    GatherDims, InstId, Instruction, Module, Op, RngAlgorithm, ScatterAttrs, Shape, SourceLoc,
    TriangularSolveAttrs, TriangularTranspose, UnaryOp, WindowDim,
};

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
    for a in &raw.attrs {
        let mut c = sub_cursor(src, a.value, a.value_loc);
        match a.key.as_str() {
            "input_output_alias" => aliases = attrs::aliases(&mut c)?,
            "replica_count" => num_replicas = Some(attrs::uint(&mut c, "replica_count")?),
            "num_partitions" => num_partitions = Some(attrs::uint(&mut c, "num_partitions")?),
            _ => {}
        }
    }

    let computations = raw
        .computations
        .iter()
        .map(|c| lower_computation(src, c, &comp_ids))
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

fn lower_computation(
    src: &str,
    rc: &RawComputation<'_>,
    comp_ids: &HashMap<&str, CompId>,
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
    let mut new_id = vec![InstId(0); rc.instructions.len()];
    for (pos, &i) in order.iter().enumerate() {
        new_id[i] = InstId(pos as u32);
    }

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

    let mut instructions = Vec::with_capacity(order.len());
    let mut params: Vec<Option<InstId>> = Vec::new();
    for &i in &order {
        let inst = &rc.instructions[i];
        let a = AttrMap {
            src,
            inst,
            comp_ids,
        };
        let op = lower_op(&a)?;
        if let Op::Parameter { index } = op {
            // A number beyond the instruction count can only leave gaps; reject it before
            // sizing anything by it.
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
            params[index] = Some(new_id[i]);
        }
        let sharding = match a.get("sharding") {
            Some(mut c) => Some(attrs::sharding(&mut c)?),
            None => None,
        };
        instructions.push(Instruction {
            name: inst.name.clone(),
            op,
            operands: operands[i].iter().map(|&o| new_id[o]).collect(),
            shape: inst.shape.clone(),
            sharding,
            loc: src_loc(inst.loc),
        });
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
        root: new_id[root],
    })
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
        "custom-call" => custom_call_or_identity(CustomCallAttrs {
            target: {
                let mut c = a.req("custom_call_target")?;
                let s = attrs::string_or_raw(&mut c)?;
                s.trim().to_string()
            },
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
        _ => {
            return Err(error_at(
                a.src,
                inst.opcode_loc,
                &format!("unknown opcode '{opcode}'"),
            ));
        }
    })
}

/// A custom-call, or `copy` for a sharding annotation (see `ir::is_sharding_annotation`).
fn custom_call_or_identity(attrs: CustomCallAttrs) -> Op {
    if crate::ir::is_sharding_annotation(&attrs.target) {
        Op::Copy
    } else {
        Op::CustomCall(attrs)
    }
}
