//! The StableHLO and CHLO dialects' own attribute and type encodings, as plain bytecode
//! (`jaxlib.mlir`'s `write_bytecode`) stores them: openxla/stablehlo's
//! `stablehlo/dialect/StablehloBytecode.cpp` (`enum AttributeCode`, `enum TypeCode`) and
//! `ChloBytecode.cpp`. Each entry starts with a varint code.
//!
//! Enums become [`Attr::Enum`] (StableHLO, CHLO and VHLO number their cases alike); struct
//! attributes (`#stablehlo.dot<...>`, `#stablehlo.conv<...>`, gather and scatter dimension
//! numbers, channel handles, dot algorithms) become [`Attr::Struct`] with the fields StableHLO's
//! text names; the rest reuse the VHLO variants that mean the same thing. An unknown code is an
//! `Unsupported` error naming the dialect and the code.

use crate::attrs::{Attr, EnumKind, Signedness, Type};
use crate::dialects::read_apint;
use crate::encoding::Reader;
use crate::file::Tables;
use crate::{Error, Result};

fn int(v: i64) -> Attr {
    Attr::Int {
        ty: Type::Int {
            width: 64,
            signedness: Signedness::Signless,
        },
        value: i128::from(v),
    }
}

fn one(r: &mut Reader) -> Result<Attr> {
    Ok(int(r.svarint()?))
}

fn list(r: &mut Reader) -> Result<Attr> {
    let n = r.count()?;
    let v = (0..n).map(|_| r.svarint()).collect::<Result<Vec<_>>>()?;
    Ok(Attr::Array(v.into_iter().map(int).collect()))
}

fn ints(r: &mut Reader) -> Result<Vec<i64>> {
    let n = r.count()?;
    (0..n).map(|_| r.svarint()).collect()
}

/// A `bool` field: one byte (`writeOwnedBool`).
fn bool_byte(r: &mut Reader) -> Result<bool> {
    let at = r.offset();
    match r.byte()? {
        0 => Ok(false),
        1 => Ok(true),
        v => Err(Error::malformed(at, format!("boolean byte {v}"))),
    }
}

fn enum_attr(r: &mut Reader, kind: EnumKind, dialect: &str) -> Result<Attr> {
    let at = r.offset();
    let value = r.varint()?;
    if kind.case_name(value).is_none() {
        return Err(Error::malformed(
            at,
            format!("{dialect} {kind:?} enum value {value} out of range"),
        ));
    }
    Ok(Attr::Enum { kind, value })
}

/// Reads one field of a struct attribute.
type FieldReader = fn(&mut Reader) -> Result<Attr>;

fn fields(
    kind: &'static str,
    r: &mut Reader,
    layout: &[(&'static str, FieldReader)],
) -> Result<Attr> {
    let mut fields = Vec::with_capacity(layout.len());
    for (name, read) in layout {
        fields.push((*name, read(r)?));
    }
    Ok(Attr::Struct { kind, fields })
}

/// A `stablehlo` attribute entry.
pub fn stablehlo_attr(t: &mut Tables, r: &mut Reader) -> Result<Attr> {
    let at = r.offset();
    let code = r.varint()?;
    let d = "stablehlo";
    Ok(match code {
        1 => fields("channel_handle", r, &[("handle", one), ("type", one)])?,
        2 => enum_attr(r, EnumKind::ComparisonDirection, d)?,
        3 => enum_attr(r, EnumKind::ComparisonType, d)?,
        4 => fields(
            "conv",
            r,
            &[
                ("input_batch_dimension", one),
                ("input_feature_dimension", one),
                ("input_spatial_dimensions", list),
                ("kernel_input_feature_dimension", one),
                ("kernel_output_feature_dimension", one),
                ("kernel_spatial_dimensions", list),
                ("output_batch_dimension", one),
                ("output_feature_dimension", one),
                ("output_spatial_dimensions", list),
            ],
        )?,
        5 => fields(
            "dot",
            r,
            &[
                ("lhs_batching_dimensions", list),
                ("rhs_batching_dimensions", list),
                ("lhs_contracting_dimensions", list),
                ("rhs_contracting_dimensions", list),
            ],
        )?,
        6 => enum_attr(r, EnumKind::FftType, d)?,
        7 => fields(
            "gather",
            r,
            &[
                ("offset_dims", list),
                ("collapsed_slice_dims", list),
                ("operand_batching_dims", list),
                ("start_indices_batching_dims", list),
                ("start_index_map", list),
                ("index_vector_dim", one),
            ],
        )?,
        8 => enum_attr(r, EnumKind::Precision, d)?,
        9 => enum_attr(r, EnumKind::RngAlgorithm, d)?,
        10 => enum_attr(r, EnumKind::RngDistribution, d)?,
        11 => fields(
            "scatter",
            r,
            &[
                ("update_window_dims", list),
                ("inserted_window_dims", list),
                ("input_batching_dims", list),
                ("scatter_indices_batching_dims", list),
                ("scatter_dims_to_operand_dims", list),
                ("index_vector_dim", one),
            ],
        )?,
        12 => enum_attr(r, EnumKind::Transpose, d)?,
        13 => Attr::TypeExtensions(ints(r)?),
        14 => Attr::OutputOperandAlias {
            output_tuple_indices: ints(r)?,
            operand_index: r.svarint()?,
            operand_tuple_indices: ints(r)?,
        },
        15 => {
            let lhs = t.read_type(r)?;
            let rhs = t.read_type(r)?;
            let acc = t.read_type(r)?;
            let mut f = vec![
                ("lhs_precision_type", Attr::Type(lhs)),
                ("rhs_precision_type", Attr::Type(rhs)),
                ("accumulation_type", Attr::Type(acc)),
            ];
            for name in [
                "lhs_component_count",
                "rhs_component_count",
                "num_primitive_operations",
            ] {
                f.push((name, one(r)?));
            }
            f.push(("allow_imprecise_accumulation", Attr::Bool(bool_byte(r)?)));
            Attr::Struct {
                kind: "dot_algorithm",
                fields: f,
            }
        }
        16 => enum_attr(r, EnumKind::ResultAccuracyMode, d)?,
        17 => {
            let atol = f64::from_bits(read_apint(r, 64)? as u64);
            let rtol = f64::from_bits(read_apint(r, 64)? as u64);
            let ulps = r.svarint()?;
            let mode = Box::new(t.read_attr(r)?);
            Attr::ResultAccuracy {
                atol,
                rtol,
                ulps,
                mode,
            }
        }
        18 => {
            let mesh = Box::new(t.read_attr(r)?);
            let n = r.count()?;
            let axes = (0..n).map(|_| t.read_attr(r)).collect::<Result<_>>()?;
            Attr::ReplicaGroupMeshAxes {
                mesh,
                axes: Box::new(Attr::Array(axes)),
            }
        }
        19 => Attr::SubAxisInfo {
            pre_size: r.svarint()?,
            size: r.svarint()?,
        },
        20 => {
            let name = Box::new(Attr::String(t.read_string(r)?.to_vec()));
            let sub_axis_info = match bool_byte(r)? {
                false => None,
                true => Some(Box::new(t.read_attr(r)?)),
            };
            Attr::AxisRef {
                name,
                sub_axis_info,
            }
        }
        21 => Attr::MeshAxis {
            name: Box::new(Attr::String(t.read_string(r)?.to_vec())),
            size: r.svarint()?,
        },
        22 => {
            let axes = Box::new(t.read_attr(r)?);
            let device_ids = match bool_byte(r)? {
                false => None,
                true => Some(Box::new(t.read_attr(r)?)),
            };
            Attr::Mesh { axes, device_ids }
        }
        other => {
            return Err(Error::unsupported(
                at,
                format!("stablehlo attribute code {other} is not supported"),
            ))
        }
    })
}

/// A `stablehlo` type entry.
pub fn stablehlo_type(_t: &mut Tables, r: &mut Reader) -> Result<Type> {
    let at = r.offset();
    match r.varint()? {
        0 => Ok(Type::Token),
        1 => Err(Error::unsupported(
            at,
            "stablehlo type code 1 (!stablehlo.future) is not supported",
        )),
        other => Err(Error::unsupported(
            at,
            format!("stablehlo type code {other} is not supported"),
        )),
    }
}

/// A `chlo` attribute entry.
pub fn chlo_attr(_t: &mut Tables, r: &mut Reader) -> Result<Attr> {
    let at = r.offset();
    match r.varint()? {
        0 => enum_attr(r, EnumKind::ComparisonDirection, "chlo"),
        1 => enum_attr(r, EnumKind::ComparisonType, "chlo"),
        other => Err(Error::unsupported(
            at,
            format!("chlo attribute code {other} is not supported"),
        )),
    }
}
