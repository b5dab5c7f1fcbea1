//! Maps the generic op tree of StableHLO bytecode (from the `mlir-bytecode` crate) onto the
//! StableHLO text front end's syntax tree, as the text parser would have produced it for the
//! same program printed by jaxlib. Types, attributes, regions, functions and the module are
//! mapped here for both kinds of bytecode; ops by their dialect: those of plain bytecode
//! (`stablehlo`, `chlo`, `func`, `sdy`) keep their names and attributes (`plain_ast`), and
//! those of a portable artifact (VHLO) are mapped onto StableHLO's here: `vhlo.add_v1` →
//! `stablehlo.add`, `func_v1` → a `Func`, `call_v1` → `func.call`, `return_v1` →
//! `func.return` or `stablehlo.return` by context, flattened VHLO attributes rebuilt into the
//! struct attributes the lowering reads (dot, convolution, gather and scatter dimension numbers,
//! channel handles), older op versions read as the newest (the version suffix is dropped and
//! attributes added by later versions take their defaults, which the lowering already assumes).
//!
//! Nothing here lowers or checks semantics; an unknown op keeps its StableHLO name so the
//! lowering names it in its "unsupported" error.

use super::plain_ast;
use crate::error::{Error, Result};
use crate::ir::{ElementType, Shape};
use crate::stablehlo::ast::{
    Attr, BlockArg, DenseValue, Func, FuncResult, ModuleAst, Operation, Pos, Region, ValueUse,
};
use mlir_bytecode::{Attr as B, FloatKind, Op, Signedness, Type};

/// A position in binary input: line 0, and the byte offset also as the column, so that the
/// instructions' `SourceLoc`s (line 0, column = offset) name the byte in verifier errors.
fn pos(offset: usize) -> Pos {
    Pos {
        line: 0,
        col: u32::try_from(offset).unwrap_or(u32::MAX),
        offset,
    }
}

pub(super) fn err(offset: usize, m: impl std::fmt::Display) -> Error {
    Error::parse(format!("byte {offset}: {m}"))
}

pub(super) fn unsupported(offset: usize, m: impl std::fmt::Display) -> Error {
    Error::unsupported_msg(format!("byte {offset}: {m}"))
}

fn elem_type(t: &Type, at: usize) -> Result<ElementType> {
    use ElementType as E;
    Ok(match t {
        Type::Bool => E::Pred,
        // `index` tensors appear only in attributes (custom_call layouts); as the text parser.
        Type::Index => E::S64,
        Type::Int { width, signedness } => {
            let u = *signedness == Signedness::Unsigned;
            match (width, u) {
                (1, _) => E::Pred,
                (2, false) => E::S2,
                (4, false) => E::S4,
                (8, false) => E::S8,
                (16, false) => E::S16,
                (32, false) => E::S32,
                (64, false) => E::S64,
                (2, true) => E::U2,
                (4, true) => E::U4,
                (8, true) => E::U8,
                (16, true) => E::U16,
                (32, true) => E::U32,
                (64, true) => E::U64,
                _ => return Err(unsupported(at, format!("integer type of {width} bits"))),
            }
        }
        Type::Float(k) => match k {
            FloatKind::BF16 => E::BF16,
            FloatKind::F16 => E::F16,
            FloatKind::F32 => E::F32,
            FloatKind::F64 => E::F64,
            FloatKind::F8E4M3FN => E::F8E4M3FN,
            FloatKind::F8E5M2 => E::F8E5M2,
            FloatKind::F8E4M3 => E::F8E4M3,
            FloatKind::F8E3M4 => E::F8E3M4,
            FloatKind::F8E4M3FNUZ => E::F8E4M3FNUZ,
            FloatKind::F8E5M2FNUZ => E::F8E5M2FNUZ,
            FloatKind::F8E4M3B11FNUZ => E::F8E4M3B11FNUZ,
            FloatKind::F8E8M0FNU => E::F8E8M0FNU,
            FloatKind::F4E2M1FN => E::F4E2M1FN,
            other => return Err(unsupported(at, format!("float type {other:?}"))),
        },
        Type::Complex(e) => match **e {
            Type::Float(FloatKind::F32) => E::C64,
            Type::Float(FloatKind::F64) => E::C128,
            _ => return Err(unsupported(at, "complex type of this element type")),
        },
        other => return Err(unsupported(at, format!("element type {other:?}"))),
    })
}

/// A type as the text front end's `Shape`.
pub fn shape(t: &Type, at: usize) -> Result<Shape> {
    Ok(match t {
        Type::Tensor {
            shape,
            elem,
            encoding,
        } => {
            if encoding.is_some() {
                return Err(unsupported(
                    at,
                    "tensor types with an encoding (bounded dynamic shapes) are not supported",
                ));
            }
            let dims = shape
                .iter()
                .map(|&d| usize::try_from(d))
                .collect::<std::result::Result<Vec<_>, _>>()
                .map_err(|_| unsupported(at, "dynamic shapes are not supported"))?;
            Shape::array(elem_type(elem, at)?, dims)
        }
        Type::Tuple(items) => {
            Shape::Tuple(items.iter().map(|t| shape(t, at)).collect::<Result<_>>()?)
        }
        Type::Token => Shape::Token,
        Type::UnrankedTensor(_) => {
            return Err(unsupported(at, "unranked tensors are not supported"))
        }
        other => Shape::scalar(elem_type(other, at)?),
    })
}

fn float_value(ty: &Type, bits: u128, at: usize) -> Result<f64> {
    Ok(match ty {
        Type::Float(FloatKind::F64) => f64::from_bits(bits as u64),
        Type::Float(FloatKind::F32) => f32::from_bits(bits as u32) as f64,
        Type::Float(FloatKind::F16) => half::f16::from_bits(bits as u16).to_f64(),
        Type::Float(FloatKind::BF16) => half::bf16::from_bits(bits as u16).to_f64(),
        other => {
            return Err(unsupported(
                at,
                format!("float attribute of type {other:?}"),
            ))
        }
    })
}

/// A builtin, VHLO, StableHLO, CHLO or Shardy attribute as the text parser's `Attr`.
pub fn attr(a: &B, at: usize) -> Result<Attr> {
    Ok(match a {
        B::Array(items) => Attr::Array(items.iter().map(|i| attr(i, at)).collect::<Result<_>>()?),
        B::Dict(entries) => Attr::Dict(
            entries
                .iter()
                .map(|(k, v)| Ok((k.clone(), attr(v, at)?)))
                .collect::<Result<_>>()?,
        ),
        B::String(s) => Attr::Str(String::from_utf8_lossy(s).into_owned()),
        B::Bool(b) => Attr::Bool(*b),
        B::Int { value, .. } => Attr::Int(*value),
        B::Float { ty, bits } => Attr::Float(float_value(ty, *bits, at)?),
        B::Enum { kind, value } => Attr::Enum(kind.case_name(*value).unwrap_or("?").to_string()),
        B::Tensor { ty, data } => Attr::Dense(DenseValue::Hex(data.clone()), shape(ty, at)?),
        B::DenseArray { elem, data, len } => {
            let w = match elem {
                Type::Int { width, .. } => (*width as usize).div_ceil(8).max(1),
                Type::Bool => 1,
                _ => return Ok(Attr::Opaque("array".into())),
            };
            let n = usize::try_from(*len).unwrap_or(usize::MAX);
            if data.len() != n.saturating_mul(w) {
                return Err(err(at, "dense array data does not match its length"));
            }
            Attr::Array(
                data.chunks(w)
                    .map(|c| {
                        let mut b = [0u8; 8];
                        b[..w.min(8)].copy_from_slice(&c[..w.min(8)]);
                        let shift = 64 - 8 * w.min(8) as u32;
                        let v = ((i64::from_le_bytes(b)) << shift) >> shift;
                        if matches!(elem, Type::Bool) {
                            Attr::Bool(v != 0)
                        } else {
                            Attr::Int(v as i128)
                        }
                    })
                    .collect(),
            )
        }
        B::Type(t) => match t {
            Type::Function { .. } | Type::None => Attr::Opaque("type".into()),
            t => Attr::Type(shape(t, at)?),
        },
        B::SymbolRef { root, .. } => Attr::Symbol(root.clone()),
        B::Unit => Attr::Unit,
        B::OutputOperandAlias {
            output_tuple_indices,
            operand_index,
            operand_tuple_indices,
        } => {
            let ints = |v: &[i64]| Attr::Array(v.iter().map(|&x| Attr::Int(x as i128)).collect());
            Attr::Struct(
                "output_operand_alias".into(),
                vec![
                    ("output_tuple_indices".into(), ints(output_tuple_indices)),
                    ("operand_index".into(), Attr::Int(*operand_index as i128)),
                    ("operand_tuple_indices".into(), ints(operand_tuple_indices)),
                ],
            )
        }
        B::Text(t) => plain_ast::text_attr(t, at)?,
        B::Struct { kind, fields } => plain_ast::struct_attr(kind, fields, at)?,
        other => Attr::Opaque(format!("{other:?}").chars().take(60).collect()),
    })
}

/// Rebuilds struct attributes from flattened VHLO ones: fields named in `fields` move into
/// `Attr::Struct(kind, ...)` under `name`.
fn regroup(attrs: &mut Vec<(String, Attr)>, name: &str, kind: &str, fields: &[&str]) {
    let mut out = Vec::new();
    for f in fields {
        if let Some(i) = attrs.iter().position(|(k, _)| k == f) {
            out.push(attrs.remove(i));
        }
    }
    attrs.push((name.to_string(), Attr::Struct(kind.to_string(), out)));
}

fn take(attrs: &mut Vec<(String, Attr)>, name: &str) -> Option<Attr> {
    let i = attrs.iter().position(|(k, _)| k == name)?;
    Some(attrs.remove(i).1)
}

fn symbol(a: Attr) -> Attr {
    match a {
        Attr::Str(s) => Attr::Symbol(s),
        Attr::Array(items) => Attr::Array(items.into_iter().map(symbol).collect()),
        other => other,
    }
}

fn value_name(id: usize) -> String {
    format!("v{id}")
}

struct Mapper;

impl Mapper {
    fn region(&self, r: &mlir_bytecode::Region, at: usize, in_func: bool) -> Result<Region> {
        let block = match r.blocks.as_slice() {
            [] => return Ok(Region::default()),
            [b] => b,
            _ => {
                return Err(unsupported(
                    at,
                    "regions with more than one block are not supported",
                ))
            }
        };
        let args = block
            .args
            .iter()
            .map(|a| {
                Ok(BlockArg {
                    name: value_name(a.id),
                    shape: shape(&a.ty, at)?,
                    attrs: Vec::new(),
                    pos: pos(at),
                })
            })
            .collect::<Result<_>>()?;
        let ops = block
            .ops
            .iter()
            .map(|o| self.op(o, in_func))
            .collect::<Result<_>>()?;
        Ok(Region { args, ops })
    }

    fn func(&self, op: &Op) -> Result<Func> {
        let at = op.offset;
        let get = |n: &str| {
            op.attr(n)
                .ok_or_else(|| err(at, format!("{} without '{n}'", op.name)))
        };
        let name = get("sym_name")?
            .as_str()
            .ok_or_else(|| err(at, "sym_name is not a string"))?;
        let public = !matches!(
            op.attr("sym_visibility")
                .and_then(|a| a.as_str())
                .as_deref(),
            Some("private")
        );
        let mlir_bytecode::Attr::Type(Type::Function { results, .. }) = get("function_type")?
        else {
            return Err(err(at, "function_type is not a function type"));
        };
        let dicts = |n: &str| -> Result<Vec<Vec<(String, Attr)>>> {
            match op.attr(n).map(|a| attr(a, at)).transpose()? {
                Some(Attr::Array(items)) => Ok(items
                    .into_iter()
                    .map(|d| match d {
                        Attr::Dict(d) => d,
                        _ => Vec::new(),
                    })
                    .collect()),
                _ => Ok(Vec::new()),
            }
        };
        let arg_attrs = dicts("arg_attrs")?;
        let res_attrs = dicts("res_attrs")?;
        let [region] = op.regions.as_slice() else {
            return Err(err(at, format!("{} needs one region", op.name)));
        };
        let mut body = self.region(region, at, true)?;
        let mut args = std::mem::take(&mut body.args);
        for (a, attrs) in args.iter_mut().zip(arg_attrs) {
            a.attrs = attrs;
        }
        let results = results
            .iter()
            .enumerate()
            .map(|(i, t)| {
                Ok(FuncResult {
                    shape: shape(t, at)?,
                    attrs: res_attrs.get(i).cloned().unwrap_or_default(),
                })
            })
            .collect::<Result<_>>()?;
        Ok(Func {
            name,
            public,
            args,
            results,
            body,
            pos: pos(at),
        })
    }

    fn op(&self, op: &Op, in_func: bool) -> Result<Operation> {
        let at = op.offset;
        let Some(vname) = op.name.strip_prefix("vhlo.") else {
            return self.other_op(op);
        };
        // `add_v1` → `add`.
        let base = match vname.rfind("_v") {
            Some(i) if vname[i + 2..].chars().all(|c| c.is_ascii_digit()) => &vname[..i],
            _ => vname,
        };
        let mut attrs: Vec<(String, Attr)> = op
            .attrs
            .iter()
            .map(|(k, v)| Ok((k.clone(), attr(v, at)?)))
            .collect::<Result<_>>()?;
        let name = match base {
            "return" => if in_func {
                "func.return"
            } else {
                "stablehlo.return"
            }
            .to_string(),
            "call" => {
                if let Some(c) = take(&mut attrs, "callee") {
                    attrs.push(("callee".into(), symbol(c)));
                }
                "func.call".to_string()
            }
            _ => format!("stablehlo.{base}"),
        };
        match base {
            "dot_general" => {
                regroup(
                    &mut attrs,
                    "dot_dimension_numbers",
                    "dot",
                    &[
                        "lhs_batching_dimensions",
                        "rhs_batching_dimensions",
                        "lhs_contracting_dimensions",
                        "rhs_contracting_dimensions",
                    ],
                );
                for k in [
                    "lhs_precision_type",
                    "rhs_precision_type",
                    "accumulation_type",
                    "lhs_component_count",
                    "rhs_component_count",
                    "num_primitive_operations",
                    "allow_imprecise_accumulation",
                ] {
                    take(&mut attrs, k);
                }
            }
            "convolution" | "dynamic_conv" => regroup(
                &mut attrs,
                "dimension_numbers",
                "conv_raw",
                &[
                    "input_batch_dimension",
                    "input_feature_dimension",
                    "input_spatial_dimensions",
                    "kernel_input_feature_dimension",
                    "kernel_output_feature_dimension",
                    "kernel_spatial_dimensions",
                    "output_batch_dimension",
                    "output_feature_dimension",
                    "output_spatial_dimensions",
                ],
            ),
            "gather" | "dynamic_gather" => regroup(
                &mut attrs,
                "dimension_numbers",
                "gather",
                &[
                    "offset_dims",
                    "collapsed_slice_dims",
                    "operand_batching_dims",
                    "start_indices_batching_dims",
                    "start_index_map",
                    "index_vector_dim",
                ],
            ),
            "scatter" => regroup(
                &mut attrs,
                "scatter_dimension_numbers",
                "scatter",
                &[
                    "update_window_dims",
                    "inserted_window_dims",
                    "input_batching_dims",
                    "scatter_indices_batching_dims",
                    "scatter_dims_to_operand_dims",
                    "index_vector_dim",
                ],
            ),
            "custom_call" => {
                if let Some(c) = take(&mut attrs, "called_computations") {
                    attrs.push(("called_computations".into(), symbol(c)));
                }
            }
            "composite" => {
                if let Some(c) = take(&mut attrs, "decomposition") {
                    attrs.push(("decomposition".into(), symbol(c)));
                }
            }
            _ => {}
        }
        // Collectives: `channel_id` becomes `#stablehlo.channel_handle<handle = N, type = 1>`
        // (absent when 0, as VhloLegalizeToStablehlo does).
        if let Some(c) = take(&mut attrs, "channel_id") {
            if !matches!(c, Attr::Int(0)) {
                attrs.push((
                    "channel_handle".into(),
                    Attr::Struct(
                        "channel_handle".into(),
                        vec![("handle".into(), c), ("type".into(), Attr::Int(1))],
                    ),
                ));
            }
        }
        // Defaults added by newer op versions carry nothing the lowering reads.
        take(&mut attrs, "result_accuracy");
        // All-DEFAULT precision is the default, which jaxlib's deserialization drops.
        if let Some(Attr::Array(p)) = attrs
            .iter()
            .find(|(k, _)| k == "precision_config")
            .map(|(_, v)| v)
        {
            if p.iter()
                .all(|x| matches!(x, Attr::Enum(e) if e == "DEFAULT"))
            {
                take(&mut attrs, "precision_config");
            }
        }
        // Boolean lists (`window_reversal`) are i1 tensors in VHLO: lists of bools, as
        // StableHLO's `array<i1: ...>`.
        for (k, v) in attrs.iter_mut() {
            if k == "value" {
                continue;
            }
            if let Attr::Dense(DenseValue::Hex(data), Shape::Array(a)) = v {
                if a.ty == ElementType::Pred && a.dims.len() == 1 {
                    let n = a.dims[0];
                    let bools = (0..n)
                        .map(|i| {
                            let b = if data.len() == 1 {
                                data[0]
                            } else {
                                data.get(i).copied().unwrap_or(0)
                            };
                            Attr::Bool(b != 0)
                        })
                        .collect();
                    *v = Attr::Array(bools);
                }
            }
        }
        self.finish(op, name, attrs)
    }

    fn finish(&self, op: &Op, name: String, attrs: Vec<(String, Attr)>) -> Result<Operation> {
        let at = op.offset;
        let regions = op
            .regions
            .iter()
            .map(|r| self.region(r, at, false))
            .collect::<Result<_>>()?;
        Ok(Operation {
            results: op.results.iter().map(|v| (value_name(v.id), 1)).collect(),
            name,
            operands: op
                .operands
                .iter()
                .map(|&id| ValueUse {
                    name: value_name(id),
                    index: None,
                    pos: pos(at),
                })
                .collect(),
            attrs,
            regions,
            result_types: op
                .results
                .iter()
                .map(|v| shape(&v.ty, at))
                .collect::<Result<_>>()?,
            pos: pos(at),
        })
    }

    /// Non-VHLO ops: those of plain bytecode (`stablehlo.*`, `chlo.*`, `func.*`, `sdy.*`) and
    /// the few inside a portable artifact (`builtin.unrealized_conversion_cast`, `sdy.*`), which
    /// keep their names and map attribute by attribute.
    fn other_op(&self, op: &Op) -> Result<Operation> {
        let attrs = plain_ast::op_attrs(op)?;
        self.finish(op, op.name.clone(), attrs)
    }
}

/// The generic op tree of a portable artifact (`plain` false: functions are `vhlo.func_v1`) or
/// of plain bytecode (`plain`: functions are `func.func`) as a `ModuleAst`.
pub fn module_ast(m: &mlir_bytecode::Module, plain: bool) -> Result<ModuleAst> {
    let func_op = if plain { "func.func" } else { "vhlo.func_v1" };
    let mapper = Mapper;
    let mut ast = ModuleAst::default();
    let top = match m.ops.as_slice() {
        [op] if op.name == "builtin.module" => op,
        _ => return Err(err(0, "expected one top-level builtin.module")),
    };
    ast.name = top.attr("sym_name").and_then(|a| a.as_str());
    for (k, v) in &top.attrs {
        if k != "sym_name" && k != "sym_visibility" {
            ast.attrs.push((k.clone(), attr(v, top.offset)?));
        }
    }
    let Some(region) = top.regions.first() else {
        return Ok(ast);
    };
    for block in &region.blocks {
        for op in &block.ops {
            match op.name.as_str() {
                name if name == func_op => ast.funcs.push(mapper.func(op)?),
                "sdy.mesh" => {
                    let name = op
                        .attr("sym_name")
                        .and_then(|a| a.as_str())
                        .unwrap_or_default();
                    let mesh = op
                        .attr("mesh")
                        .map(|a| attr(a, op.offset))
                        .transpose()?
                        .unwrap_or(Attr::Unit);
                    ast.meshes.push((name, mesh, pos(op.offset)));
                }
                other => {
                    return Err(unsupported(
                        op.offset,
                        format!("'{other}' at module level is not supported"),
                    ))
                }
            }
        }
    }
    Ok(ast)
}
