//! The jax.export envelope: `Exported.serialize()` bytes (root table `Exported` of
//! `jax/_src/export/serialization.fbs`, jax 0.10.2, serialization versions 1 to 11) →
//! `Exported`, read the way jax's own `deserialize` reads them (deduplicated avals and
//! shardings of version 10+, the older per-argument lists otherwise).
//!
//! Reads and checks the envelope only: the module stays bytes, the calling convention is
//! `call`'s business. Field ids are the schema's field order; every one is named where it is
//! read.

use super::flatbuf::{malformed, Table};
use super::types::{AbstractMesh, Aval, DType, Dim, ExportSharding, Exported, NamedSharding};
use crate::error::Result;

/// Field ids of table `Exported`, in schema order.
mod field {
    pub const SERIALIZATION_VERSION: usize = 0;
    pub const FUNCTION_NAME: usize = 1;
    pub const IN_AVALS: usize = 3;
    pub const OUT_AVALS: usize = 5;
    pub const NR_DEVICES_SHORT: usize = 6;
    pub const IN_SHARDINGS: usize = 7;
    pub const OUT_SHARDINGS: usize = 8;
    pub const PLATFORMS: usize = 9;
    pub const ORDERED_EFFECTS: usize = 10;
    pub const UNORDERED_EFFECTS: usize = 11;
    pub const DISABLED_CHECKS: usize = 12;
    pub const MLIR_MODULE_SERIALIZED: usize = 13;
    pub const CALLING_CONVENTION_VERSION: usize = 14;
    pub const MODULE_KEPT_VAR_IDX: usize = 15;
    pub const USES_GLOBAL_CONSTANTS: usize = 16;
    pub const VJP: usize = 17;
    pub const NR_DEVICES: usize = 18;
    pub const UNIQUE_AVALS: usize = 19;
    pub const UNIQUE_ABSTRACT_MESHES: usize = 20;
    pub const UNIQUE_NAMED_SHARDINGS: usize = 21;
    pub const IN_AVALS_IDXS: usize = 22;
    pub const OUT_AVALS_IDXS: usize = 23;
    pub const IN_SHARDINGS_IDXS: usize = 24;
    pub const OUT_SHARDINGS_IDXS: usize = 25;
}

/// Reads the envelope. Malformed bytes are `PARSE` errors at a byte offset.
pub fn read_exported(bytes: &[u8]) -> Result<Exported> {
    let root = Table::root(bytes, "Exported")?;
    let unique_avals = {
        let v = root.vector(field::UNIQUE_AVALS, "unique_avals", 4)?;
        (0..v.len())
            .map(|i| read_aval(v.table_at(i, "AbstractValue")?))
            .collect::<Result<Vec<_>>>()?
    };
    let unique_meshes = {
        let v = root.vector(field::UNIQUE_ABSTRACT_MESHES, "unique_abstract_meshes", 4)?;
        (0..v.len())
            .map(|i| read_mesh(v.table_at(i, "AbstractMesh")?))
            .collect::<Result<Vec<_>>>()?
    };
    let unique_shardings = {
        let v = root.vector(field::UNIQUE_NAMED_SHARDINGS, "unique_named_shardings", 4)?;
        (0..v.len())
            .map(|i| read_named_sharding(v.table_at(i, "NamedSharding")?, &unique_meshes))
            .collect::<Result<Vec<_>>>()?
    };
    let in_shardings = read_shardings(
        &root,
        (field::IN_SHARDINGS_IDXS, "in_shardings_idxs"),
        (field::IN_SHARDINGS, "in_shardings"),
        &unique_shardings,
        &unique_meshes,
    )?;
    let out_shardings = read_shardings(
        &root,
        (field::OUT_SHARDINGS_IDXS, "out_shardings_idxs"),
        (field::OUT_SHARDINGS, "out_shardings"),
        &unique_shardings,
        &unique_meshes,
    )?;
    let in_avals = read_avals(
        &root,
        (field::IN_AVALS_IDXS, "in_avals_idxs"),
        (field::IN_AVALS, "in_avals"),
        &unique_avals,
    )?;
    let out_avals = read_avals(
        &root,
        (field::OUT_AVALS_IDXS, "out_avals_idxs"),
        (field::OUT_AVALS, "out_avals"),
        &unique_avals,
    )?;
    for (what, avals, shardings) in [
        ("in", &in_avals, &in_shardings),
        ("out", &out_avals, &out_shardings),
    ] {
        if !shardings.is_empty() && shardings.len() != avals.len() {
            return Err(malformed(
                root.pos(),
                "Exported",
                format!(
                    "{} {what}_shardings for {} {what}_avals",
                    shardings.len(),
                    avals.len()
                ),
            ));
        }
    }
    let effects = |id, name| -> Result<Vec<String>> {
        let v = root.vector(id, name, 4)?;
        (0..v.len())
            .map(|i| {
                let e = v.table_at(i, "Effect")?;
                Ok(e.string(0, "type_name")?.unwrap_or("").to_string())
            })
            .collect()
    };
    let disabled_checks = {
        let v = root.vector(field::DISABLED_CHECKS, "disabled_checks", 4)?;
        (0..v.len())
            .map(|i| {
                let c = v.table_at(i, "DisabledSafetyCheck")?;
                Ok(match c.u8(0, "kind", 0)? {
                    0 => "platform".to_string(),
                    1 => format!(
                        "custom_call:{}",
                        c.string(1, "custom_call_target")?.unwrap_or("")
                    ),
                    2 => "shape_assertions".to_string(),
                    k => {
                        return Err(malformed(
                            c.pos(),
                            "DisabledSafetyCheck.kind",
                            format!("unknown kind {k}"),
                        ))
                    }
                })
            })
            .collect::<Result<Vec<_>>>()?
    };
    let kept = root.vector(field::MODULE_KEPT_VAR_IDX, "module_kept_var_idx", 2)?;
    let module_kept_var_idx = (0..kept.len())
        .map(|i| kept.u16_at(i).map(usize::from))
        .collect::<Result<Vec<_>>>()?;
    let sorted = module_kept_var_idx.windows(2).all(|w| w[0] < w[1]);
    if !sorted || module_kept_var_idx.iter().any(|&k| k >= in_avals.len()) {
        return Err(malformed(
            kept.pos(),
            "Exported.module_kept_var_idx",
            format!(
                "{module_kept_var_idx:?} is not a sorted list of indices below the {} inputs",
                in_avals.len()
            ),
        ));
    }
    let nr_devices = match root.u32(field::NR_DEVICES, "nr_devices", 0)? {
        0 => root
            .i16(field::NR_DEVICES_SHORT, "nr_devices_short", 0)?
            .max(0) as usize,
        n => n as usize,
    };
    let module = root.vector(field::MLIR_MODULE_SERIALIZED, "mlir_module_serialized", 1)?;
    Ok(Exported {
        serialization_version: root.u16(
            field::SERIALIZATION_VERSION,
            "serialization_version",
            0,
        )?,
        fun_name: root
            .string(field::FUNCTION_NAME, "function_name")?
            .unwrap_or("")
            .to_string(),
        in_avals,
        out_avals,
        in_shardings,
        out_shardings,
        platforms: root.vector(field::PLATFORMS, "platforms", 4)?.strings()?,
        nr_devices,
        calling_convention_version: root.u16(
            field::CALLING_CONVENTION_VERSION,
            "calling_convention_version",
            0,
        )?,
        ordered_effects: effects(field::ORDERED_EFFECTS, "ordered_effects")?,
        unordered_effects: effects(field::UNORDERED_EFFECTS, "unordered_effects")?,
        disabled_safety_checks: disabled_checks,
        module_kept_var_idx,
        uses_global_constants: root.bool(field::USES_GLOBAL_CONSTANTS, "uses_global_constants")?,
        mlir_module_serialized: module.bytes().to_vec(),
        has_vjp: root.table(field::VJP, "vjp", "Exported")?.is_some(),
    })
}

/// In/out avals: indices into `unique_avals` (version 10+) or the per-argument list.
fn read_avals(
    root: &Table,
    idxs: (usize, &str),
    list: (usize, &str),
    unique: &[Aval],
) -> Result<Vec<Aval>> {
    let v = root.vector(idxs.0, idxs.1, 4)?;
    if v.len() > 0 {
        return (0..v.len())
            .map(|i| {
                let k = v.u32_at(i)? as usize;
                unique.get(k).cloned().ok_or_else(|| {
                    malformed(
                        v.pos(),
                        &format!("Exported.{}", idxs.1),
                        format!("index {k} past the {} unique_avals", unique.len()),
                    )
                })
            })
            .collect();
    }
    let v = root.vector(list.0, list.1, 4)?;
    (0..v.len())
        .map(|i| read_aval(v.table_at(i, "AbstractValue")?))
        .collect()
}

/// In/out shardings: 1-based indices into `unique_named_shardings` (0 = unspecified;
/// version 10+) or the per-argument `Sharding` tables.
fn read_shardings(
    root: &Table,
    idxs: (usize, &str),
    list: (usize, &str),
    unique: &[NamedSharding],
    meshes: &[AbstractMesh],
) -> Result<Vec<ExportSharding>> {
    let v = root.vector(idxs.0, idxs.1, 4)?;
    if v.len() > 0 {
        return (0..v.len())
            .map(|i| match v.u32_at(i)? as usize {
                0 => Ok(ExportSharding::Unspecified),
                k => unique
                    .get(k - 1)
                    .cloned()
                    .map(ExportSharding::Named)
                    .ok_or_else(|| {
                        malformed(
                            v.pos(),
                            &format!("Exported.{}", idxs.1),
                            format!("index {k} past the {} unique_named_shardings", unique.len()),
                        )
                    }),
            })
            .collect();
    }
    let v = root.vector(list.0, list.1, 4)?;
    (0..v.len())
        .map(|i| {
            let s = v.table_at(i, "Sharding")?;
            if let Some(named) = s.table(2, "named_sharding", "NamedSharding")? {
                return read_named_sharding(named, meshes).map(ExportSharding::Named);
            }
            let proto = s.vector(1, "hlo_sharding_proto", 1)?;
            // jax reads an absent proto as unspecified; kind 1 with an empty proto is a
            // replicated OpSharding (all fields default).
            if proto.len() > 0 || s.u8(0, "kind", 0)? == 1 {
                return Ok(ExportSharding::HloProto(proto.bytes().to_vec()));
            }
            Ok(ExportSharding::Unspecified)
        })
        .collect()
}

fn read_aval(t: Table) -> Result<Aval> {
    if t.u8(0, "kind", 0)? != 0 {
        return Err(malformed(
            t.pos(),
            "AbstractValue.kind",
            "only shapedArray (0) avals exist in jax 0.10.2 artifacts",
        ));
    }
    let shape = t.vector(1, "shape", 4)?;
    let dims = (0..shape.len())
        .map(|i| {
            let s = shape.string_at(i)?;
            Ok(match s.parse::<usize>() {
                Ok(n) => Dim::Known(n),
                Err(_) => Dim::Symbolic(s.to_string()),
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let code = t.u8(2, "dtype", 0)?;
    let dtype = DType::from_code(code).ok_or_else(|| {
        malformed(
            t.pos(),
            "AbstractValue.dtype",
            format!("unknown dtype code {code}"),
        )
    })?;
    Ok(Aval { shape: dims, dtype })
}

fn read_mesh(t: Table) -> Result<AbstractMesh> {
    let sizes = t.vector(0, "axis_sizes", 4)?;
    let axis_sizes = (0..sizes.len())
        .map(|i| sizes.u32_at(i).map(|s| s as usize))
        .collect::<Result<Vec<_>>>()?;
    let axis_names = t.vector(1, "axis_names", 4)?.strings()?;
    if axis_sizes.len() != axis_names.len() {
        return Err(malformed(
            t.pos(),
            "AbstractMesh",
            format!(
                "{} axis sizes for {} axis names",
                axis_sizes.len(),
                axis_names.len()
            ),
        ));
    }
    Ok(AbstractMesh {
        axis_sizes,
        axis_names,
    })
}

fn read_named_sharding(t: Table, meshes: &[AbstractMesh]) -> Result<NamedSharding> {
    let mesh = if meshes.is_empty() {
        match t.table(0, "mesh", "AbstractMesh")? {
            Some(m) => read_mesh(m)?,
            None => {
                return Err(malformed(
                    t.pos(),
                    "NamedSharding.mesh",
                    "a named sharding without a mesh",
                ))
            }
        }
    } else {
        let k = t.u32(3, "abstract_mesh_idx", 0)? as usize;
        meshes.get(k).cloned().ok_or_else(|| {
            malformed(
                t.pos(),
                "NamedSharding.abstract_mesh_idx",
                format!("index {k} past the {} unique_abstract_meshes", meshes.len()),
            )
        })?
    };
    let (mut spec, mut reduced, mut unreduced) = (Vec::new(), Vec::new(), Vec::new());
    if let Some(p) = t.table(1, "spec", "PartitionSpec")? {
        let parts = p.vector(0, "partitions", 4)?;
        for i in 0..parts.len() {
            let one = parts.table_at(i, "PartitionSpecOneAxis")?;
            spec.push(one.vector(0, "axes", 4)?.strings()?);
        }
        reduced = p.vector(1, "reduced", 4)?.strings()?;
        unreduced = p.vector(2, "unreduced", 4)?.strings()?;
    }
    Ok(NamedSharding {
        mesh,
        spec,
        reduced,
        unreduced,
        memory_kind: t.string(2, "memory_kind")?.map(str::to_string),
    })
}
