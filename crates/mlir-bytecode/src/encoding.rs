//! The primitive encodings of MLIR bytecode: prefix varints (plain, signed zigzag, with a flag
//! bit), NUL-terminated strings, raw bytes and sections with alignment padding. A `Reader` is a
//! cursor over a slice that knows the slice's offset in the file, so errors are located there.
//!
//! Nothing here knows about sections' contents.

use crate::{Error, Result};

/// The byte that fills alignment padding.
const ALIGNMENT_BYTE: u8 = 0xCB;

#[derive(Clone)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    /// Offset of `data[0]` in the file.
    base: usize,
}

impl<'a> Reader<'a> {
    pub fn new(data: &'a [u8], base: usize) -> Self {
        Reader { data, pos: 0, base }
    }

    /// The file offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    pub fn err(&self, message: impl Into<String>) -> Error {
        Error::malformed(self.offset(), message)
    }

    pub fn byte(&mut self) -> Result<u8> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => Err(self.err("unexpected end of data")),
        }
    }

    pub fn bytes(&mut self, n: u64) -> Result<&'a [u8]> {
        if n > self.remaining() as u64 {
            return Err(self.err(format!(
                "{n} bytes needed but only {} remain",
                self.remaining()
            )));
        }
        let n = n as usize;
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// A "PrefixVarInt": the trailing zero bits of the first byte count the extra bytes.
    pub fn varint(&mut self) -> Result<u64> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok(u64::from(first >> 1));
        }
        if first == 0 {
            let b = self.bytes(8)?;
            let mut v = [0u8; 8];
            v.copy_from_slice(b);
            return Ok(u64::from_le_bytes(v));
        }
        let extra = first.trailing_zeros() as usize;
        let rest = self.bytes(extra as u64)?;
        let mut v = [0u8; 8];
        v[0] = first;
        v[1..=extra].copy_from_slice(rest);
        Ok(u64::from_le_bytes(v) >> (extra + 1))
    }

    /// A zigzag-encoded signed varint.
    pub fn svarint(&mut self) -> Result<i64> {
        let v = self.varint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    /// `(value << 1) | flag`.
    pub fn varint_flag(&mut self) -> Result<(u64, bool)> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A varint used as a count or index into something that exists in memory.
    pub fn index(&mut self) -> Result<usize> {
        let at = self.offset();
        let v = self.varint()?;
        usize::try_from(v).map_err(|_| Error::malformed(at, format!("index {v} out of range")))
    }

    /// A count of items that each take at least one byte of what remains.
    pub fn count(&mut self) -> Result<usize> {
        let at = self.offset();
        let n = self.varint()?;
        if n > self.remaining() as u64 {
            return Err(Error::malformed(
                at,
                format!(
                    "count {n} exceeds the {} bytes that remain",
                    self.remaining()
                ),
            ));
        }
        Ok(n as usize)
    }

    /// A NUL-terminated string (without the NUL).
    pub fn cstr(&mut self) -> Result<&'a [u8]> {
        let rest = &self.data[self.pos.min(self.data.len())..];
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                let s = &rest[..n];
                self.pos += n + 1;
                Ok(s)
            }
            None => Err(self.err("string without a terminating NUL")),
        }
    }

    /// A section: `id | 0x80 if aligned`, length, alignment and padding, then its data.
    /// Alignment is measured from the start of the file, which the writer assumed aligned.
    pub fn section(&mut self) -> Result<(u8, Reader<'a>)> {
        let at = self.offset();
        let id_byte = self.byte()?;
        let length = self.varint()?;
        if id_byte & 0x80 != 0 {
            let align_at = self.offset();
            let align = self.varint()?;
            if align == 0 || !align.is_power_of_two() || align > 1 << 32 {
                return Err(Error::malformed(
                    align_at,
                    format!("section alignment {align} is not a power of two"),
                ));
            }
            while !(self.offset() as u64).is_multiple_of(align) {
                let pad_at = self.offset();
                if self.byte()? != ALIGNMENT_BYTE {
                    return Err(Error::malformed(pad_at, "bad section alignment padding"));
                }
            }
        }
        let base = self.offset();
        let data = self.bytes(length).map_err(|e| {
            Error::malformed(
                at,
                format!("section {} truncated: {}", id_byte & 0x7f, e.message),
            )
        })?;
        Ok((id_byte & 0x7f, Reader::new(data, base)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints() {
        let mut r = Reader::new(&[0x03, 0x02, 0x01, 0x00, 1, 0, 0, 0, 0, 0, 0, 0], 0);
        assert_eq!(r.varint().unwrap(), 1);
        // 0x02 0x01: 14 bits, value (0x0102 >> 2) = 64.
        assert_eq!(r.varint().unwrap(), 64);
        assert_eq!(r.varint().unwrap(), 1);
        assert!(r.is_empty());
        let mut r = Reader::new(&[0x03, 0x05], 0);
        assert_eq!(r.svarint().unwrap(), -1);
        assert_eq!(r.svarint().unwrap(), 1);
        let mut r = Reader::new(&[0x02], 7);
        let e = r.varint().unwrap_err();
        assert_eq!(e.offset, 8);
    }
}
