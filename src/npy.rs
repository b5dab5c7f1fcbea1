//! `.npy` files ⇄ `Literal`s, for every element type the corpus uses.
//!
//! Header parsing and writing go through the `npyz` crate; the data is copied as raw
//! little-endian bytes (big-endian files are byte-swapped). bf16 has no numpy type: it is
//! read from numpy's `<V2`/`bfloat16` descr or, when the caller asks, from `<u2` raw bits
//! (the corpus stores bf16 that way), and written as `<u2` raw bits.
//! This module never reads the file system itself: callers hand it bytes.

use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal};
use npyz::{DType, TypeStr, WriterBuilder};

/// The numpy `descr` for an element type, or `None` where numpy has none (sub-byte, f8).
pub fn descr_for(ty: ElementType) -> Option<&'static str> {
    use ElementType::*;
    Some(match ty {
        Pred => "|b1",
        S8 => "|i1",
        S16 => "<i2",
        S32 => "<i4",
        S64 => "<i8",
        U8 => "|u1",
        U16 | BF16 => "<u2",
        U32 => "<u4",
        U64 => "<u8",
        F16 => "<f2",
        F32 => "<f4",
        F64 => "<f8",
        C64 => "<c8",
        C128 => "<c16",
        _ => return None,
    })
}

fn element_type_for(descr: &str, bf16_from_u16: bool) -> Option<ElementType> {
    use ElementType::*;
    // Endianness is handled separately; compare the kind and size.
    let body = descr.trim_start_matches(['<', '>', '|', '=']);
    Some(match body {
        "b1" => Pred,
        "i1" => S8,
        "i2" => S16,
        "i4" => S32,
        "i8" => S64,
        "u1" => U8,
        "u2" if bf16_from_u16 => BF16,
        "u2" => U16,
        "u4" => U32,
        "u8" => U64,
        "f2" => F16,
        "f4" => F32,
        "f8" => F64,
        "c8" => C64,
        "c16" => C128,
        "V2" => BF16,
        _ => return None,
    })
}

/// Parses `.npy` bytes. `bf16_from_u16` reads `<u2` data as bf16 bits (the corpus' storage).
/// Refuses a header longer than the file before npyz sees it: npyz allocates the header's
/// stated length up front, so 80 bytes claiming a 2 GiB header cost 2 GiB (found by the npy
/// fuzz target). Layout: magic, major version, minor version, then the header length as u16
/// LE (version 1) or u32 LE (versions 2 and 3).
fn check_header_length(bytes: &[u8]) -> Result<()> {
    const MAGIC: &[u8] = b"\x93NUMPY";
    let Some(rest) = bytes.strip_prefix(MAGIC) else {
        return Err(Error::invalid_argument(
            "not a valid .npy file: it does not start with the magic bytes \\x93NUMPY",
        ));
    };
    let (prefix, stated) = match rest {
        [1, _, a, b, ..] => (10, u16::from_le_bytes([*a, *b]) as usize),
        [2 | 3, _, a, b, c, d, ..] => (12, u32::from_le_bytes([*a, *b, *c, *d]) as usize),
        [v, ..] if *v > 3 => {
            return Err(Error::invalid_argument(format!(
                "not a valid .npy file: format version {v} (versions 1 to 3 are read)"
            )))
        }
        _ => {
            return Err(Error::invalid_argument(
                "not a valid .npy file: truncated at byte 6, in the version and header length",
            ))
        }
    };
    if prefix + stated > bytes.len() {
        return Err(Error::invalid_argument(format!(
            "not a valid .npy file: its header claims {stated} bytes at byte {prefix}, the file \
             has {} bytes",
            bytes.len()
        )));
    }
    check_header_nesting(&bytes[prefix..prefix + stated], prefix)
}

/// A header is a flat dict whose `shape` is a tuple: two levels of brackets. npyz's parser
/// backtracks exponentially on deep nesting (a 263-byte header of `{`s ran for minutes: found
/// by the npy fuzz target), so anything nested deeper than `MAX_HEADER_NESTING` is refused
/// before it is parsed. Quoted strings are skipped.
fn check_header_nesting(header: &[u8], offset: usize) -> Result<()> {
    const MAX_HEADER_NESTING: usize = 4;
    let mut depth = 0usize;
    let mut quote = None;
    for (i, &b) in header.iter().enumerate() {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(b),
            (None, b'{' | b'[' | b'(') => {
                depth += 1;
                if depth > MAX_HEADER_NESTING {
                    return Err(Error::invalid_argument(format!(
                        "not a valid .npy file: the header nests brackets more than \
                         {MAX_HEADER_NESTING} deep at byte {} (a .npy header is a flat dict)",
                        offset + i
                    )));
                }
            }
            (None, b'}' | b']' | b')') => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

pub fn read_npy(bytes: &[u8], bf16_from_u16: bool) -> Result<Literal> {
    check_header_length(bytes)?;
    let mut cursor = std::io::Cursor::new(bytes);
    let header = npyz::NpyHeader::from_reader(&mut cursor)
        .map_err(|e| Error::invalid_argument(format!("not a valid .npy file: {e}")))?;
    let descr = match header.dtype() {
        DType::Plain(ts) => ts.to_string(),
        other => {
            return Err(Error::invalid_argument(format!(
                "unsupported .npy dtype {}: only plain numeric and bool arrays are supported",
                other.descr()
            )))
        }
    };
    let ty = element_type_for(&descr, bf16_from_u16)
        .ok_or_else(|| Error::invalid_argument(format!("unsupported .npy dtype '{descr}'")))?;
    let dims: Vec<usize> = header
        .shape()
        .iter()
        .map(|&d| usize::try_from(d))
        .collect::<std::result::Result<_, _>>()
        .map_err(|_| Error::invalid_argument("the .npy shape does not fit in memory"))?;
    let shape = ArrayShape::new(ty, dims);
    let need = shape
        .checked_element_count()
        .and_then(|n| n.checked_mul(ty.byte_size()))
        .ok_or_else(|| Error::resource_exhausted(format!("{shape} is too large")))?;
    let start = cursor.position() as usize;
    let data = &bytes[start.min(bytes.len())..];
    if data.len() < need {
        return Err(Error::invalid_argument(format!(
            "truncated .npy file: {shape} needs {need} bytes of data, the file has {}",
            data.len()
        )));
    }
    let mut literal = Literal::from_bytes(shape.clone(), &data[..need])?;
    if descr.starts_with('>') {
        let component = match ty.complex_component() {
            Some(c) => c.byte_size(),
            None => ty.byte_size(),
        };
        literal
            .bytes_mut()
            .chunks_exact_mut(component)
            .for_each(|c| c.reverse());
    }
    if ty == ElementType::Pred && literal.bytes().iter().any(|&b| b > 1) {
        literal
            .bytes_mut()
            .iter_mut()
            .for_each(|b| *b = (*b != 0) as u8);
    }
    if header.order() == npyz::Order::Fortran && shape.rank() > 1 {
        literal = fortran_to_c(&literal);
    }
    Ok(literal)
}

/// Reorders a column-major literal into row-major order.
fn fortran_to_c(lit: &Literal) -> Literal {
    let shape = lit.shape().clone();
    let esize = shape.ty.byte_size();
    let dims = &shape.dims;
    let mut out = Literal::zeros(shape.clone()).expect("same size as the input");
    let c_strides = shape.strides();
    let mut f_strides = vec![1usize; dims.len()];
    for i in 1..dims.len() {
        f_strides[i] = f_strides[i - 1] * dims[i - 1];
    }
    let n = shape.element_count();
    let src = lit.bytes();
    let dst = out.bytes_mut();
    for linear in 0..n {
        let mut rem = linear;
        let mut f_index = 0;
        for (d, &s) in c_strides.iter().enumerate() {
            let idx = rem / s;
            rem %= s;
            f_index += idx * f_strides[d];
        }
        dst[linear * esize..(linear + 1) * esize]
            .copy_from_slice(&src[f_index * esize..(f_index + 1) * esize]);
    }
    out
}

/// Serialises a literal as `.npy` bytes (bf16 as `<u2` raw bits).
pub fn write_npy(literal: &Literal) -> Result<Vec<u8>> {
    let descr = descr_for(literal.ty()).ok_or_else(|| {
        Error::unsupported_msg(format!(
            "element type {} has no .npy representation",
            literal.ty()
        ))
    })?;
    let ts: TypeStr = descr
        .parse()
        .map_err(|e| Error::internal(format!("bad numpy descr {descr}: {e}")))?;
    let shape: Vec<u64> = literal.dims().iter().map(|&d| d as u64).collect();
    let mut out = npyz::WriteOptions::new_header_only()
        .dtype(DType::Plain(ts))
        .shape(&shape)
        .writer(Vec::new())
        .write_header_only()
        .map_err(|e| Error::internal(format!("writing .npy header: {e}")))?;
    out.extend_from_slice(literal.bytes());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_every_numpy_type() {
        for ty in ElementType::ALL {
            let Some(_) = descr_for(ty) else { continue };
            let mut lit = Literal::zeros(ArrayShape::new(ty, vec![2, 3])).unwrap();
            for (i, b) in lit.bytes_mut().iter_mut().enumerate() {
                *b = if ty == ElementType::Pred {
                    (i % 2) as u8
                } else {
                    i as u8
                };
            }
            let bytes = write_npy(&lit).unwrap();
            let back = read_npy(&bytes, ty == ElementType::BF16).unwrap();
            assert_eq!(back, lit, "{ty}");
        }
    }

    #[test]
    fn garbage_is_an_error() {
        assert!(read_npy(b"not an npy file", false).is_err());
        assert!(read_npy(&[], false).is_err());
        let lit = Literal::from_slice(ElementType::F32, vec![4], &[1f32; 4]).unwrap();
        let bytes = write_npy(&lit).unwrap();
        let e = read_npy(&bytes[..bytes.len() - 3], false).unwrap_err();
        assert!(e.message.contains("truncated"), "{e}");
    }

    /// Found by the npy fuzz target: a version 3 header claiming 2 GiB in an 81-byte file made
    /// npyz allocate the 2 GiB.
    #[test]
    fn a_header_longer_than_the_file_is_refused_before_allocating() {
        let mut bytes = b"\x93NUMPY\x03\x00".to_vec();
        bytes.extend_from_slice(&0x827b_0076u32.to_le_bytes());
        bytes.extend_from_slice(b"{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }");
        let e = read_npy(&bytes, false).unwrap_err();
        assert!(e.message.contains("claims 2189099126 bytes"), "{e}");
        for v in [1u8, 2] {
            let mut short = b"\x93NUMPY".to_vec();
            short.extend_from_slice(&[v, 0, 0xff, 0xff, 0xff, 0x7f, b'{']);
            assert!(read_npy(&short, false).is_err());
        }
        assert!(read_npy(b"\x93NUMPY\x09\x00", false)
            .unwrap_err()
            .message
            .contains("version 9"));
        assert!(read_npy(b"\x93NUMPY\x01", false)
            .unwrap_err()
            .message
            .contains("truncated"));
        // Found by the npy fuzz target: nested braces made npyz's parser backtrack for minutes.
        let mut deep = b"\x93NUMPY\x01\x00\x76\x00{'descr':".to_vec();
        deep.extend(std::iter::repeat_n(b'{', 60));
        deep.extend_from_slice(b"('<f4', 'fortran_order': False, 'shape': (2,), }");
        deep.resize(10 + 0x76, b' ');
        let e = read_npy(&deep, false).unwrap_err();
        assert!(e.message.contains("nests brackets"), "{e}");
    }
}
