//! A bounds-checked reader of FlatBuffer tables, vectors, strings and scalars: just what the
//! jax.export envelope needs (no unions, no structs, no file identifier).
//!
//! Every offset is checked before it is followed: a table's vtable, each field's bytes within
//! the table, each vector's length against the buffer. Malformed bytes give a `PARSE` error
//! naming the byte offset and the schema field being read, never a panic. It knows nothing of
//! the jax schema (that is `envelope`); it must not allocate per element or recurse.

use crate::error::{Error, Result};

/// A read failure at a byte offset while reading `what` (e.g. `Exported.in_avals`).
pub(super) fn malformed(at: usize, what: &str, message: impl std::fmt::Display) -> Error {
    Error::parse(format!(
        "byte {at}: malformed jax.export artifact: {what}: {message}"
    ))
}

fn read<const N: usize>(buf: &[u8], at: usize, what: &str) -> Result<[u8; N]> {
    at.checked_add(N)
        .and_then(|end| buf.get(at..end))
        .map(|s| {
            let mut a = [0u8; N];
            a.copy_from_slice(s);
            a
        })
        .ok_or_else(|| {
            malformed(
                at,
                what,
                format!("{N} bytes needed, the artifact has {} bytes", buf.len()),
            )
        })
}

fn read_u32(buf: &[u8], at: usize, what: &str) -> Result<u32> {
    read::<4>(buf, at, what).map(u32::from_le_bytes)
}

fn read_u16(buf: &[u8], at: usize, what: &str) -> Result<u16> {
    read::<2>(buf, at, what).map(u16::from_le_bytes)
}

/// Follows a `uoffset` stored at `at` (relative to `at`), checking that the target is inside.
fn follow(buf: &[u8], at: usize, what: &str) -> Result<usize> {
    let off = read_u32(buf, at, what)? as usize;
    let target = at.checked_add(off).filter(|&t| t < buf.len());
    target.ok_or_else(|| {
        malformed(
            at,
            what,
            format!(
                "offset {off} points past the end of the {}-byte artifact",
                buf.len()
            ),
        )
    })
}

/// One table: its position, its vtable and its inline size, all checked.
#[derive(Clone, Copy, Debug)]
pub(super) struct Table<'a> {
    buf: &'a [u8],
    pos: usize,
    vtable: usize,
    vtable_len: usize,
    inline_len: usize,
    name: &'static str,
}

impl<'a> Table<'a> {
    /// The root table: the buffer starts with its `uoffset`.
    pub(super) fn root(buf: &'a [u8], name: &'static str) -> Result<Table<'a>> {
        let pos = follow(buf, 0, "root table offset")?;
        Table::at(buf, pos, name)
    }

    /// The table at `pos`, its vtable found through the `soffset` stored there.
    pub(super) fn at(buf: &'a [u8], pos: usize, name: &'static str) -> Result<Table<'a>> {
        let soff = i32::from_le_bytes(read::<4>(buf, pos, name)?);
        let vtable = (pos as i64) - (soff as i64);
        if vtable < 0 || vtable as usize >= buf.len() {
            return Err(malformed(
                pos,
                name,
                format!("vtable offset {soff} points outside the artifact"),
            ));
        }
        let vtable = vtable as usize;
        let vtable_len = read_u16(buf, vtable, name)? as usize;
        let inline_len = read_u16(buf, vtable + 2, name)? as usize;
        if vtable_len < 4 || !vtable_len.is_multiple_of(2) || vtable + vtable_len > buf.len() {
            return Err(malformed(
                vtable,
                name,
                format!("vtable of {vtable_len} bytes is not a valid vtable here"),
            ));
        }
        if inline_len < 4 || pos + inline_len > buf.len() {
            return Err(malformed(
                pos,
                name,
                format!("table of {inline_len} bytes runs past the end of the artifact"),
            ));
        }
        Ok(Table {
            buf,
            pos,
            vtable,
            vtable_len,
            inline_len,
            name,
        })
    }

    pub(super) fn pos(&self) -> usize {
        self.pos
    }

    /// Where field `id` (its index in the schema) of `size` bytes is, if present.
    fn field(&self, id: usize, size: usize, field: &str) -> Result<Option<usize>> {
        let slot = 4 + 2 * id;
        if slot + 2 > self.vtable_len {
            return Ok(None);
        }
        let voff = read_u16(self.buf, self.vtable + slot, self.name)? as usize;
        if voff == 0 {
            return Ok(None);
        }
        if voff < 4 || voff + size > self.inline_len {
            return Err(malformed(
                self.pos,
                &format!("{}.{field}", self.name),
                format!(
                    "field at table offset {voff} ({size} bytes) lies outside the table's {} \
                     bytes",
                    self.inline_len
                ),
            ));
        }
        Ok(Some(self.pos + voff))
    }

    fn what(&self, field: &str) -> String {
        format!("{}.{field}", self.name)
    }

    pub(super) fn u8(&self, id: usize, field: &str, default: u8) -> Result<u8> {
        match self.field(id, 1, field)? {
            Some(p) => read::<1>(self.buf, p, &self.what(field)).map(|b| b[0]),
            None => Ok(default),
        }
    }

    pub(super) fn bool(&self, id: usize, field: &str) -> Result<bool> {
        Ok(self.u8(id, field, 0)? != 0)
    }

    pub(super) fn u16(&self, id: usize, field: &str, default: u16) -> Result<u16> {
        match self.field(id, 2, field)? {
            Some(p) => read_u16(self.buf, p, &self.what(field)),
            None => Ok(default),
        }
    }

    pub(super) fn i16(&self, id: usize, field: &str, default: i16) -> Result<i16> {
        Ok(self.u16(id, field, default as u16)? as i16)
    }

    pub(super) fn u32(&self, id: usize, field: &str, default: u32) -> Result<u32> {
        match self.field(id, 4, field)? {
            Some(p) => read_u32(self.buf, p, &self.what(field)),
            None => Ok(default),
        }
    }

    /// Where an offset field points, if present.
    fn target(&self, id: usize, field: &str) -> Result<Option<usize>> {
        match self.field(id, 4, field)? {
            Some(p) => follow(self.buf, p, &self.what(field)).map(Some),
            None => Ok(None),
        }
    }

    pub(super) fn table(
        &self,
        id: usize,
        field: &str,
        name: &'static str,
    ) -> Result<Option<Table<'a>>> {
        match self.target(id, field)? {
            Some(t) => Table::at(self.buf, t, name).map(Some),
            None => Ok(None),
        }
    }

    pub(super) fn string(&self, id: usize, field: &str) -> Result<Option<&'a str>> {
        match self.target(id, field)? {
            Some(t) => string_at(self.buf, t, &self.what(field)).map(Some),
            None => Ok(None),
        }
    }

    /// A vector field of `elem_size`-byte elements (4 for tables and strings); absent reads
    /// as empty.
    pub(super) fn vector(&self, id: usize, field: &str, elem_size: usize) -> Result<Vector<'a>> {
        let what = self.what(field);
        match self.target(id, field)? {
            Some(t) => Vector::at(self.buf, t, elem_size, what),
            None => Ok(Vector {
                buf: self.buf,
                start: 0,
                len: 0,
                elem_size,
                what,
            }),
        }
    }
}

/// A length-prefixed UTF-8 string at `at`.
fn string_at<'a>(buf: &'a [u8], at: usize, what: &str) -> Result<&'a str> {
    let len = read_u32(buf, at, what)? as usize;
    let start = at + 4;
    let bytes = start
        .checked_add(len)
        .and_then(|end| buf.get(start..end))
        .ok_or_else(|| {
            malformed(
                at,
                what,
                format!("string of {len} bytes runs past the end of the artifact"),
            )
        })?;
    std::str::from_utf8(bytes).map_err(|e| {
        malformed(
            start + e.valid_up_to(),
            what,
            "the string is not valid UTF-8",
        )
    })
}

/// A vector: its element count and where its elements start, checked to fit.
#[derive(Clone, Debug)]
pub(super) struct Vector<'a> {
    buf: &'a [u8],
    start: usize,
    len: usize,
    elem_size: usize,
    what: String,
}

impl<'a> Vector<'a> {
    fn at(buf: &'a [u8], at: usize, elem_size: usize, what: String) -> Result<Vector<'a>> {
        let len = read_u32(buf, at, &what)? as usize;
        let start = at + 4;
        let fits = len
            .checked_mul(elem_size)
            .and_then(|n| start.checked_add(n))
            .is_some_and(|end| end <= buf.len());
        if !fits {
            return Err(malformed(
                at,
                &what,
                format!(
                    "vector of {len} elements of {elem_size} bytes runs past the end of the \
                     {}-byte artifact",
                    buf.len()
                ),
            ));
        }
        Ok(Vector {
            buf,
            start,
            len,
            elem_size,
            what,
        })
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    pub(super) fn pos(&self) -> usize {
        self.start.saturating_sub(4)
    }

    fn elem(&self, i: usize) -> usize {
        self.start + i * self.elem_size
    }

    /// The raw element bytes (a `[byte]`/`[ubyte]` vector).
    pub(super) fn bytes(&self) -> &'a [u8] {
        &self.buf[self.start..self.start + self.len * self.elem_size]
    }

    pub(super) fn u16_at(&self, i: usize) -> Result<u16> {
        read_u16(self.buf, self.elem(i), &self.what)
    }

    pub(super) fn u32_at(&self, i: usize) -> Result<u32> {
        read_u32(self.buf, self.elem(i), &self.what)
    }

    pub(super) fn table_at(&self, i: usize, name: &'static str) -> Result<Table<'a>> {
        let t = follow(self.buf, self.elem(i), &self.what)?;
        Table::at(self.buf, t, name)
    }

    pub(super) fn string_at(&self, i: usize) -> Result<&'a str> {
        let t = follow(self.buf, self.elem(i), &self.what)?;
        string_at(self.buf, t, &self.what)
    }

    pub(super) fn strings(&self) -> Result<Vec<String>> {
        (0..self.len)
            .map(|i| self.string_at(i).map(str::to_string))
            .collect()
    }
}
