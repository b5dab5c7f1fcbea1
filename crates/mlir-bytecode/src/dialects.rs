//! The builtin and VHLO dialects' attribute and type encodings (`BuiltinDialectBytecode.td`,
//! stablehlo's `VhloBytecode.cpp`): each entry starts with a varint code. Kinds that are never
//! needed to read a StableHLO program (memrefs, vectors, sparse or string elements, quantized
//! types) are refused with an error naming the code.
//!
//! Entries reference other attributes, types and strings by index through `Tables`.

use crate::attrs::{Attr, EnumKind, FloatKind, Signedness, Type};
use crate::encoding::Reader;
use crate::file::Tables;
use crate::{Error, Result};

/// An APInt "with known width": a byte up to 8 bits, a signed varint up to 64, else words.
/// Returns the raw bits (truncated to `width`).
pub fn read_apint(r: &mut Reader, width: u32) -> Result<u128> {
    let raw: u128 = if width <= 8 {
        u128::from(r.byte()?)
    } else if width <= 64 {
        u128::from(r.svarint()? as u64)
    } else {
        let at = r.offset();
        let words = r.count()?;
        if words > 2 {
            return Err(Error::unsupported(at, format!("integer of {words} words")));
        }
        let mut v = 0u128;
        for i in 0..words {
            v |= u128::from(r.svarint()? as u64) << (64 * i);
        }
        v
    };
    Ok(if width >= 128 {
        raw
    } else {
        raw & ((1u128 << width) - 1)
    })
}

fn extend(bits: u128, width: u32, signedness: Signedness) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    match signedness {
        Signedness::Unsigned => bits as i128,
        _ => {
            let shift = 128 - width;
            ((bits << shift) as i128) >> shift
        }
    }
}

fn svarints(r: &mut Reader) -> Result<Vec<i64>> {
    let n = r.count()?;
    (0..n).map(|_| r.svarint()).collect()
}

fn attrs(t: &mut Tables, r: &mut Reader) -> Result<Vec<Attr>> {
    let n = r.count()?;
    (0..n).map(|_| t.read_attr(r)).collect()
}

fn types(t: &mut Tables, r: &mut Reader) -> Result<Vec<Type>> {
    let n = r.count()?;
    (0..n).map(|_| t.read_type(r)).collect()
}

fn int_width(ty: &Type) -> Option<(u32, Signedness)> {
    match ty {
        Type::Int { width, signedness } => Some((*width, *signedness)),
        Type::Index => Some((64, Signedness::Signless)),
        Type::Bool => Some((1, Signedness::Signless)),
        _ => None,
    }
}

fn float_width(ty: &Type) -> Option<u32> {
    match ty {
        Type::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

fn string_attr_text(a: &Attr, at: usize) -> Result<String> {
    a.as_str()
        .ok_or_else(|| Error::malformed(at, "expected a string attribute"))
}

/// A builtin attribute entry.
pub fn builtin_attr(t: &mut Tables, r: &mut Reader) -> Result<Attr> {
    let at = r.offset();
    let code = r.varint()?;
    Ok(match code {
        0 => Attr::Array(attrs(t, r)?),
        1 => {
            let n = r.count()?;
            let mut entries = Vec::with_capacity(n);
            for _ in 0..n {
                let kat = r.offset();
                let k = t.read_attr(r)?;
                let v = t.read_attr(r)?;
                entries.push((string_attr_text(&k, kat)?, v));
            }
            Attr::Dict(entries)
        }
        2 => Attr::String(t.read_string(r)?.to_vec()),
        3 => {
            let s = t.read_string(r)?.to_vec();
            t.read_type(r)?;
            Attr::String(s)
        }
        4 => {
            let kat = r.offset();
            let root = t.read_attr(r)?;
            Attr::SymbolRef {
                root: string_attr_text(&root, kat)?,
                nested: Vec::new(),
            }
        }
        5 => {
            let kat = r.offset();
            let root = t.read_attr(r)?;
            let nested = attrs(t, r)?
                .into_iter()
                .map(|a| match a {
                    Attr::SymbolRef { root, .. } => Ok(root),
                    _ => Err(Error::malformed(kat, "nested symbol reference expected")),
                })
                .collect::<Result<_>>()?;
            Attr::SymbolRef {
                root: string_attr_text(&root, kat)?,
                nested,
            }
        }
        6 => Attr::Type(t.read_type(r)?),
        7 => Attr::Unit,
        8 => {
            let ty = t.read_type(r)?;
            let (w, s) = int_width(&ty)
                .ok_or_else(|| Error::malformed(at, "integer attribute of a non-integer type"))?;
            let bits = read_apint(r, w)?;
            if matches!(ty, Type::Int { width: 1, .. } | Type::Bool) {
                Attr::Bool(bits != 0)
            } else {
                Attr::Int {
                    value: extend(bits, w, s),
                    ty,
                }
            }
        }
        9 => {
            let ty = t.read_type(r)?;
            let w = float_width(&ty)
                .ok_or_else(|| Error::malformed(at, "float attribute of a non-float type"))?;
            let bits = read_apint(r, w)?;
            Attr::Float { ty, bits }
        }
        // Locations (call site, file:line:col, fused, fused with metadata, name, unknown, and
        // newer LLVM's file ranges): opaque, their bytes are not read.
        10..=15 | 22 => {
            while !r.is_empty() {
                r.byte()?;
            }
            Attr::Location
        }
        17 => {
            let elem = t.read_type(r)?;
            let len = r.varint()?;
            let n = r.varint()?;
            let data = r.bytes(n)?.to_vec();
            Attr::DenseArray { elem, len, data }
        }
        18 => {
            // i1 elements are bit-packed, as in VHLO: unpacked to one byte each.
            let ty = t.read_type(r)?;
            let n = r.varint()?;
            let blob = r.bytes(n)?;
            let data = unpack_bools(&ty, blob).unwrap_or_else(|| blob.to_vec());
            Attr::Tensor { ty, data }
        }
        16 => {
            return Err(Error::unsupported(
                at,
                "dense_resource constants are not supported",
            ))
        }
        other => {
            return Err(Error::unsupported(
                at,
                format!("builtin attribute code {other} is not supported"),
            ))
        }
    })
}

/// A builtin type entry.
pub fn builtin_type(t: &mut Tables, r: &mut Reader) -> Result<Type> {
    let at = r.offset();
    let code = r.varint()?;
    Ok(match code {
        0 => {
            let v = r.varint()?;
            let width =
                u32::try_from(v >> 2).map_err(|_| Error::malformed(at, "integer type too wide"))?;
            let signedness = match v & 3 {
                0 => Signedness::Signless,
                1 => Signedness::Signed,
                2 => Signedness::Unsigned,
                _ => return Err(Error::malformed(at, "bad integer signedness")),
            };
            if width == 1 && signedness == Signedness::Signless {
                Type::Bool
            } else {
                Type::Int { width, signedness }
            }
        }
        1 => Type::Index,
        2 => Type::Function {
            inputs: types(t, r)?,
            results: types(t, r)?,
        },
        3 => Type::Float(FloatKind::BF16),
        4 => Type::Float(FloatKind::F16),
        5 => Type::Float(FloatKind::F32),
        6 => Type::Float(FloatKind::F64),
        7 => Type::Float(FloatKind::F80),
        8 => Type::Float(FloatKind::F128),
        9 => Type::Complex(Box::new(t.read_type(r)?)),
        12 => Type::None,
        13 => {
            let shape = svarints(r)?;
            let elem = Box::new(t.read_type(r)?);
            Type::Tensor {
                shape,
                elem,
                encoding: None,
            }
        }
        14 => {
            let encoding = Some(Box::new(t.read_attr(r)?));
            let shape = svarints(r)?;
            let elem = Box::new(t.read_type(r)?);
            Type::Tensor {
                shape,
                elem,
                encoding,
            }
        }
        15 => Type::Tuple(types(t, r)?),
        18 => Type::UnrankedTensor(Box::new(t.read_type(r)?)),
        other => {
            return Err(Error::unsupported(
                at,
                format!("builtin type code {other} is not supported"),
            ))
        }
    })
}

fn enum_attr(r: &mut Reader, kind: EnumKind) -> Result<Attr> {
    let at = r.offset();
    let value = r.varint()?;
    if kind.case_name(value).is_none() {
        return Err(Error::malformed(
            at,
            format!("{kind:?} enum value {value} out of range"),
        ));
    }
    Ok(Attr::Enum { kind, value })
}

/// Splits an i1 tensor's bit-packed data (builtin `DenseIntOrFPElementsAttr`, VHLO
/// `readVhloTensorV1Attr`) back into one byte per element.
fn unpack_bools(ty: &Type, blob: &[u8]) -> Option<Vec<u8>> {
    let Type::Tensor { shape, elem, .. } = ty else {
        return None;
    };
    if **elem != Type::Bool {
        return None;
    }
    let mut n: u64 = 1;
    for &d in shape {
        n = n.checked_mul(u64::try_from(d).ok()?)?;
    }
    if blob.len() == 1 && blob[0] == 0xFF {
        return Some(vec![1]);
    }
    let packed = n.div_ceil(8);
    if blob.len() as u64 == packed && blob.len() as u64 != n {
        return Some(
            (0..n)
                .map(|i| (blob[(i / 8) as usize] >> (i % 8)) & 1)
                .collect(),
        );
    }
    None
}

/// A VHLO attribute entry (`VhloBytecode.cpp`, `enum AttributeCode`).
pub fn vhlo_attr(t: &mut Tables, r: &mut Reader) -> Result<Attr> {
    let at = r.offset();
    let code = r.varint()?;
    Ok(match code {
        1 => Attr::Array(attrs(t, r)?),
        2 => {
            let v = r.varint()?;
            if v > 1 {
                return Err(Error::malformed(at, format!("boolean value {v}")));
            }
            Attr::Bool(v == 1)
        }
        3 => enum_attr(r, EnumKind::ComparisonDirection)?,
        4 => enum_attr(r, EnumKind::ComparisonType)?,
        5 => enum_attr(r, EnumKind::CustomCallApiVersion)?,
        6 => {
            let n = r.count()?;
            let mut entries = Vec::with_capacity(n);
            for _ in 0..n {
                let kat = r.offset();
                let k = t.read_attr(r)?;
                let v = t.read_attr(r)?;
                entries.push((string_attr_text(&k, kat)?, v));
            }
            Attr::Dict(entries)
        }
        7 => enum_attr(r, EnumKind::FftType)?,
        8 => {
            let ty = t.read_type(r)?;
            let w = float_width(&ty)
                .ok_or_else(|| Error::malformed(at, "float attribute of a non-float type"))?;
            Attr::Float {
                bits: read_apint(r, w)?,
                ty,
            }
        }
        9 => {
            let ty = t.read_type(r)?;
            let (w, s) = match int_width(&ty) {
                Some((1, _)) | None => {
                    return Err(Error::malformed(
                        at,
                        "integer attribute of a non-integer type",
                    ))
                }
                Some(ws) => ws,
            };
            let bits = read_apint(r, w)?;
            Attr::Int {
                value: extend(bits, w, s),
                ty,
            }
        }
        10 => Attr::OutputOperandAlias {
            output_tuple_indices: svarints(r)?,
            operand_index: r.svarint()?,
            operand_tuple_indices: svarints(r)?,
        },
        11 => enum_attr(r, EnumKind::Precision)?,
        12 => enum_attr(r, EnumKind::RngAlgorithm)?,
        13 => enum_attr(r, EnumKind::RngDistribution)?,
        14 => Attr::String(t.read_string(r)?.to_vec()),
        15 => {
            let ty = t.read_type(r)?;
            let n = r.varint()?;
            let blob = r.bytes(n)?;
            let data = unpack_bools(&ty, blob).unwrap_or_else(|| blob.to_vec());
            Attr::Tensor { ty, data }
        }
        16 => enum_attr(r, EnumKind::Transpose)?,
        17 => Attr::Type(t.read_type(r)?),
        18 => Attr::TypeExtensions(svarints(r)?),
        19 => enum_attr(r, EnumKind::ResultAccuracyMode)?,
        20 => {
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
        21 => Attr::SubAxisInfo {
            pre_size: r.svarint()?,
            size: r.svarint()?,
        },
        22 => {
            let name = Box::new(t.read_attr(r)?);
            let sub_axis_info = match r.varint()? {
                0 => None,
                _ => Some(Box::new(t.read_attr(r)?)),
            };
            Attr::AxisRef {
                name,
                sub_axis_info,
            }
        }
        23 => Attr::ReplicaGroupMeshAxes {
            mesh: Box::new(t.read_attr(r)?),
            axes: Box::new(t.read_attr(r)?),
        },
        24 => Attr::MeshAxis {
            name: Box::new(t.read_attr(r)?),
            size: r.svarint()?,
        },
        25 => Attr::Mesh {
            axes: Box::new(t.read_attr(r)?),
            device_ids: t.read_opt_attr(r)?.map(Box::new),
        },
        other => {
            return Err(Error::unsupported(
                at,
                format!("VHLO attribute code {other} is not supported"),
            ))
        }
    })
}

/// A VHLO type entry (`VhloBytecode.cpp`, `enum TypeCode`).
pub fn vhlo_type(t: &mut Tables, r: &mut Reader) -> Result<Type> {
    let at = r.offset();
    let code = r.varint()?;
    let int = |width, signedness| Type::Int { width, signedness };
    use FloatKind as F;
    use Signedness::{Signless as S, Unsigned as U};
    Ok(match code {
        0 => Type::Bool,
        1 => Type::Complex(Box::new(t.read_type(r)?)),
        2 => Type::Float(F::BF16),
        3 => Type::Float(F::F16),
        4 => Type::Float(F::F32),
        5 => Type::Float(F::F64),
        6 => Type::Float(F::F8E4M3FN),
        7 => Type::Float(F::F8E5M2),
        8 => Type::Function {
            inputs: types(t, r)?,
            results: types(t, r)?,
        },
        9 => Type::Index,
        10 => int(4, S),
        11 => int(8, S),
        12 => int(16, S),
        13 => int(32, S),
        14 => int(64, S),
        15 => int(4, U),
        16 => int(8, U),
        17 => int(16, U),
        18 => int(32, U),
        19 => int(64, U),
        20 | 21 => {
            let encoding = if code == 21 {
                Some(Box::new(t.read_attr(r)?))
            } else {
                None
            };
            let shape = svarints(r)?;
            let elem = Box::new(t.read_type(r)?);
            Type::Tensor {
                shape,
                elem,
                encoding,
            }
        }
        22 => Type::Token,
        23 => Type::Tuple(types(t, r)?),
        25 => Type::UnrankedTensor(Box::new(t.read_type(r)?)),
        27 => Type::Float(F::F8E4M3FNUZ),
        28 => Type::Float(F::F8E5M2FNUZ),
        29 => Type::Float(F::F8E4M3B11FNUZ),
        31 => int(2, S),
        32 => int(2, U),
        33 => Type::None,
        34 => Type::Float(F::TF32),
        35 => Type::Float(F::F8E4M3),
        36 => Type::Float(F::F8E3M4),
        37 => Type::Float(F::F4E2M1FN),
        38 => Type::Float(F::F6E2M3FN),
        39 => Type::Float(F::F6E3M2FN),
        40 => Type::Float(F::F8E8M0FNU),
        other => {
            let what = match other {
                24 | 30 => " (quantized types are not supported)",
                26 => " (shape witnesses are not supported)",
                41 => " (buffers are not supported)",
                42 => " (futures are not supported)",
                _ => "",
            };
            return Err(Error::unsupported(
                at,
                format!("VHLO type code {other} is not supported{what}"),
            ));
        }
    })
}
