//! The container: header, the string, dialect, attribute/type, properties and IR sections, and
//! the walk over the IR that numbers values per isolated scope (nested non-isolated regions
//! continue their parent's numbering; forward references resolve when the value is defined).
//! Use-list orders are read and dropped (they do not change meaning); resources are skipped.
//!
//! Attributes and types are decoded lazily, on first use, and cached; a cycle or an entry
//! nested too deeply is an error, never a stack overflow.

use crate::attrs::{Attr, Type};
use crate::dialects;
use crate::encoding::Reader;
use crate::plain_ops::{Layout, Stored::*, PLAIN_OPS};
use crate::stablehlo;
use crate::vhlo_ops::VHLO_OPS;
use crate::{Error, Result, MAGIC};

/// A value, numbered uniquely across the whole module.
pub type ValueId = usize;

#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    pub id: ValueId,
    pub ty: Type,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    /// `dialect.name`, e.g. `vhlo.add_v1`.
    pub name: String,
    /// Byte offset of the op's encoding in the input.
    pub offset: usize,
    /// Inherent attributes (properties, named after the op's definition) then the attribute
    /// dictionary.
    pub attrs: Vec<(String, Attr)>,
    pub operands: Vec<ValueId>,
    pub results: Vec<Value>,
    pub successors: Vec<usize>,
    pub regions: Vec<Region>,
}

impl Op {
    pub fn attr(&self, name: &str) -> Option<&Attr> {
        self.attrs.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Block {
    pub args: Vec<Value>,
    pub ops: Vec<Op>,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Region {
    pub blocks: Vec<Block>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The bytecode format version (0–6).
    pub version: u64,
    /// The producer string (`StableHLO_v1.13.7` for portable artifacts).
    pub producer: String,
    /// The dialects the file uses, with the version each wrote, if any (its raw bytes: the
    /// encoding is the dialect's; `stablehlo` writes major, minor and patch as varints, but
    /// jaxlib's plain bytecode records no dialect version).
    pub dialects: Vec<(String, Option<Vec<u8>>)>,
    /// The top-level ops (usually one `builtin.module`).
    pub ops: Vec<Op>,
}

/// The newest bytecode version this reader knows.
pub const MAX_VERSION: u64 = 6;
const VERSION_DIALECT_VERSIONING: u64 = 1;
const VERSION_LAZY_LOADING: u64 = 2;
const VERSION_USE_LIST_ORDERING: u64 = 3;
const VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION: u64 = 4;
const VERSION_NATIVE_PROPERTIES: u64 = 5;
const VERSION_NATIVE_PROPERTIES_SEGMENT_SIZE: u64 = 6;

const SECTION_STRING: u8 = 0;
const SECTION_DIALECT: u8 = 1;
const SECTION_ATTR_TYPE: u8 = 2;
const SECTION_ATTR_TYPE_OFFSET: u8 = 3;
const SECTION_IR: u8 = 4;
const SECTION_DIALECT_VERSIONS: u8 = 7;
const SECTION_PROPERTIES: u8 = 8;
const NUM_SECTIONS: usize = 9;

const MASK_ATTRS: u8 = 0x01;
const MASK_RESULTS: u8 = 0x02;
const MASK_OPERANDS: u8 = 0x04;
const MASK_SUCCESSORS: u8 = 0x08;
const MASK_REGIONS: u8 = 0x10;
const MASK_USE_LIST_ORDERS: u8 = 0x20;
const MASK_PROPERTIES: u8 = 0x40;

/// How deeply attributes/types and regions may nest.
const MAX_DEPTH: u32 = 200;

#[derive(Clone)]
enum Slot<T> {
    Todo,
    Busy,
    Done(T),
}

struct Entry<'a> {
    dialect: usize,
    custom: bool,
    data: Reader<'a>,
}

/// The string, dialect, attribute and type tables, with the lazily decoded entries.
pub(crate) struct Tables<'a> {
    strings: Vec<&'a [u8]>,
    dialects: Vec<String>,
    dialect_versions: Vec<Option<&'a [u8]>>,
    attrs: Vec<Entry<'a>>,
    types: Vec<Entry<'a>>,
    attr_cache: Vec<Slot<Attr>>,
    type_cache: Vec<Slot<Type>>,
    depth: u32,
}

impl<'a> Tables<'a> {
    pub fn read_string(&mut self, r: &mut Reader) -> Result<&'a [u8]> {
        let at = r.offset();
        let i = r.index()?;
        self.strings.get(i).copied().ok_or_else(|| {
            Error::malformed(
                at,
                format!(
                    "string index {i} out of range ({} strings)",
                    self.strings.len()
                ),
            )
        })
    }

    pub fn read_attr(&mut self, r: &mut Reader) -> Result<Attr> {
        let at = r.offset();
        let i = r.index()?;
        self.attr(i, at)
    }

    pub fn read_opt_attr(&mut self, r: &mut Reader) -> Result<Option<Attr>> {
        let at = r.offset();
        let (i, present) = r.varint_flag()?;
        if !present {
            return Ok(None);
        }
        let i = usize::try_from(i).map_err(|_| Error::malformed(at, "index out of range"))?;
        self.attr(i, at).map(Some)
    }

    pub fn read_type(&mut self, r: &mut Reader) -> Result<Type> {
        let at = r.offset();
        let i = r.index()?;
        self.ty(i, at)
    }

    /// Checks that attribute `i` exists without decoding it (locations are never decoded).
    fn check_attr_index(&self, r: &mut Reader) -> Result<()> {
        let at = r.offset();
        let i = r.index()?;
        if i >= self.attrs.len() {
            return Err(Error::malformed(
                at,
                format!(
                    "attribute index {i} out of range ({} attributes)",
                    self.attrs.len()
                ),
            ));
        }
        Ok(())
    }

    fn dialect_name(&self, e: &Entry) -> &str {
        self.dialects
            .get(e.dialect)
            .map(|s| s.as_str())
            .unwrap_or("")
    }

    pub fn attr(&mut self, i: usize, at: usize) -> Result<Attr> {
        match self.attr_cache.get(i) {
            None => {
                return Err(Error::malformed(
                    at,
                    format!(
                        "attribute index {i} out of range ({} attributes)",
                        self.attrs.len()
                    ),
                ))
            }
            Some(Slot::Done(a)) => return Ok(a.clone()),
            Some(Slot::Busy) => {
                return Err(Error::malformed(
                    at,
                    format!("attribute {i} refers to itself"),
                ))
            }
            Some(Slot::Todo) => {}
        }
        if self.depth >= MAX_DEPTH {
            return Err(Error::malformed(at, "attributes nested too deeply"));
        }
        self.attr_cache[i] = Slot::Busy;
        self.depth += 1;
        let entry = &self.attrs[i];
        let mut r = entry.data.clone();
        let custom = entry.custom;
        let dialect = self.dialect_name(entry).to_string();
        let result = if !custom {
            r.cstr()
                .map(|s| Attr::Text(String::from_utf8_lossy(s).into_owned()))
        } else {
            match dialect.as_str() {
                "builtin" => dialects::builtin_attr(self, &mut r),
                "vhlo" => dialects::vhlo_attr(self, &mut r),
                "stablehlo" => stablehlo::stablehlo_attr(self, &mut r),
                "chlo" => stablehlo::chlo_attr(self, &mut r),
                "sdy" => crate::sdy::sdy_attr(self, &mut r),
                other => Err(Error::unsupported(
                    r.offset(),
                    format!(
                        "attributes of dialect '{other}' in bytecode encoding are not supported"
                    ),
                )),
            }
        }
        .and_then(|a| match r.is_empty() {
            true => Ok(a),
            false => Err(r.err("trailing bytes after an attribute entry")),
        });
        self.depth -= 1;
        match result {
            Ok(a) => {
                self.attr_cache[i] = Slot::Done(a.clone());
                Ok(a)
            }
            Err(e) => {
                self.attr_cache[i] = Slot::Todo;
                Err(e)
            }
        }
    }

    pub fn ty(&mut self, i: usize, at: usize) -> Result<Type> {
        match self.type_cache.get(i) {
            None => {
                return Err(Error::malformed(
                    at,
                    format!("type index {i} out of range ({} types)", self.types.len()),
                ))
            }
            Some(Slot::Done(t)) => return Ok(t.clone()),
            Some(Slot::Busy) => {
                return Err(Error::malformed(at, format!("type {i} refers to itself")))
            }
            Some(Slot::Todo) => {}
        }
        if self.depth >= MAX_DEPTH {
            return Err(Error::malformed(at, "types nested too deeply"));
        }
        self.type_cache[i] = Slot::Busy;
        self.depth += 1;
        let entry = &self.types[i];
        let mut r = entry.data.clone();
        let custom = entry.custom;
        let dialect = self.dialect_name(entry).to_string();
        let result = if !custom {
            r.cstr()
                .map(|s| Type::Text(String::from_utf8_lossy(s).into_owned()))
        } else {
            match dialect.as_str() {
                "builtin" => dialects::builtin_type(self, &mut r),
                "vhlo" => dialects::vhlo_type(self, &mut r),
                "stablehlo" => stablehlo::stablehlo_type(self, &mut r),
                other => Err(Error::unsupported(
                    r.offset(),
                    format!("types of dialect '{other}' in bytecode encoding are not supported"),
                )),
            }
        }
        .and_then(|t| match r.is_empty() {
            true => Ok(t),
            false => Err(r.err("trailing bytes after a type entry")),
        });
        self.depth -= 1;
        match result {
            Ok(t) => {
                self.type_cache[i] = Slot::Done(t.clone());
                Ok(t)
            }
            Err(e) => {
                self.type_cache[i] = Slot::Todo;
                Err(e)
            }
        }
    }
}

struct OpName {
    dialect: String,
    name: String,
    registered: Option<bool>,
}

/// Values of one isolated scope (`ValueScope` in the reference reader).
#[derive(Default)]
struct Scope {
    /// Per value index: its module-wide id and whether it has been defined yet.
    values: Vec<Option<(ValueId, bool)>>,
    next: Vec<usize>,
}

struct Ir<'a> {
    version: u64,
    tables: Tables<'a>,
    op_names: Vec<OpName>,
    props: Vec<Reader<'a>>,
    scopes: Vec<Scope>,
    next_id: ValueId,
    depth: u32,
}

/// The bytecode version and producer string, without reading further.
pub fn read_header(bytes: &[u8]) -> Result<(u64, String)> {
    if !bytes.starts_with(&MAGIC) {
        return Err(Error::malformed(
            0,
            "not MLIR bytecode (no 'ML\\xefR' magic)",
        ));
    }
    let mut r = Reader::new(&bytes[4..], 4);
    let version = r.varint()?;
    let producer = String::from_utf8_lossy(r.cstr()?).into_owned();
    Ok((version, producer))
}

/// Reads MLIR bytecode into the generic op tree.
pub fn read(bytes: &[u8]) -> Result<Module> {
    if !bytes.starts_with(&MAGIC) {
        return Err(Error::malformed(
            0,
            "not MLIR bytecode (no 'ML\\xefR' magic)",
        ));
    }
    let mut r = Reader::new(&bytes[4..], 4);
    let vat = r.offset();
    let version = r.varint()?;
    if version > MAX_VERSION {
        return Err(Error::unsupported(
            vat,
            format!("bytecode version {version} is newer than the newest known ({MAX_VERSION})"),
        ));
    }
    let producer = String::from_utf8_lossy(r.cstr()?).into_owned();
    let mut sections: [Option<Reader>; NUM_SECTIONS] = Default::default();
    while !r.is_empty() {
        let at = r.offset();
        let (id, data) = r.section()?;
        let slot = sections
            .get_mut(id as usize)
            .ok_or_else(|| Error::malformed(at, format!("unknown section id {id}")))?;
        if slot.is_some() {
            return Err(Error::malformed(at, format!("section {id} appears twice")));
        }
        *slot = Some(data);
    }
    let end = 4 + bytes.len().saturating_sub(4);
    let mut required = vec![
        SECTION_STRING,
        SECTION_DIALECT,
        SECTION_ATTR_TYPE,
        SECTION_ATTR_TYPE_OFFSET,
        SECTION_IR,
    ];
    if version >= VERSION_NATIVE_PROPERTIES {
        required.push(SECTION_PROPERTIES);
    }
    for id in required {
        if sections[id as usize].is_none() {
            return Err(Error::malformed(end, format!("missing section {id}")));
        }
    }
    let strings = read_strings(
        sections[SECTION_STRING as usize]
            .take()
            .unwrap_or(Reader::new(&[], end)),
    )?;
    let mut tables = Tables {
        strings,
        dialects: Vec::new(),
        dialect_versions: Vec::new(),
        attrs: Vec::new(),
        types: Vec::new(),
        attr_cache: Vec::new(),
        type_cache: Vec::new(),
        depth: 0,
    };
    let props = match sections[SECTION_PROPERTIES as usize].take() {
        Some(s) => read_properties(s)?,
        None => Vec::new(),
    };
    let op_names = read_dialects(
        version,
        &mut tables,
        sections[SECTION_DIALECT as usize]
            .take()
            .unwrap_or(Reader::new(&[], end)),
    )?;
    read_attr_types(
        &mut tables,
        sections[SECTION_ATTR_TYPE as usize]
            .take()
            .unwrap_or(Reader::new(&[], end)),
        sections[SECTION_ATTR_TYPE_OFFSET as usize]
            .take()
            .unwrap_or(Reader::new(&[], end)),
    )?;
    let mut ir = Ir {
        version,
        tables,
        op_names,
        props,
        scopes: Vec::new(),
        next_id: 0,
        depth: 0,
    };
    let mut r = sections[SECTION_IR as usize]
        .take()
        .unwrap_or(Reader::new(&[], end));
    ir.scopes.push(Scope::default());
    ir.push_values(0);
    let block = ir.block(&mut r)?;
    ir.pop_values(&r, 0)?;
    if !r.is_empty() {
        return Err(r.err("trailing bytes after the top-level block"));
    }
    if !block.args.is_empty() {
        return Err(Error::malformed(end, "the top-level block has arguments"));
    }
    let dialects = ir
        .tables
        .dialects
        .iter()
        .zip(&ir.tables.dialect_versions)
        .map(|(n, v)| (n.clone(), v.map(<[u8]>::to_vec)))
        .collect();
    Ok(Module {
        version,
        producer,
        dialects,
        ops: block.ops,
    })
}

/// `count`, the lengths in reverse order, then the data; each string ends with a NUL and the
/// strings sit at the end of the section, the last one last.
fn read_strings<'a>(mut r: Reader<'a>) -> Result<Vec<&'a [u8]>> {
    let n = r.count()?;
    let mut lengths = Vec::with_capacity(n);
    for _ in 0..n {
        lengths.push((r.offset(), r.varint()?));
    }
    let at = r.offset();
    let data = r.bytes(r.remaining() as u64)?;
    let mut end = data.len();
    let mut strings = vec![&data[..0]; n];
    // The lengths were written in reverse order: the first length is the last string's.
    for (k, (lat, len)) in lengths.into_iter().enumerate() {
        if len == 0 || len > end as u64 {
            return Err(Error::malformed(
                lat,
                format!("string length {len} out of range"),
            ));
        }
        let start = end - len as usize;
        let s = &data[start..end];
        if s.last() != Some(&0) {
            return Err(Error::malformed(
                at + start,
                "string without a terminating NUL",
            ));
        }
        strings[n - 1 - k] = &s[..s.len() - 1];
        end = start;
    }
    Ok(strings)
}

fn read_properties<'a>(mut r: Reader<'a>) -> Result<Vec<Reader<'a>>> {
    if r.is_empty() {
        return Ok(Vec::new());
    }
    let n = r.count()?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let size = r.varint()?;
        let base = r.offset();
        out.push(Reader::new(r.bytes(size)?, base));
    }
    if !r.is_empty() {
        return Err(r.err("trailing bytes in the properties section"));
    }
    Ok(out)
}

/// `dialect index, count, entries...` groups until `done` says stop.
fn dialect_group(
    r: &mut Reader,
    num_dialects: usize,
    mut each: impl FnMut(&mut Reader, usize) -> Result<()>,
) -> Result<()> {
    let at = r.offset();
    let d = r.index()?;
    if d >= num_dialects {
        return Err(Error::malformed(
            at,
            format!("dialect index {d} out of range"),
        ));
    }
    let n = r.count()?;
    for _ in 0..n {
        each(r, d)?;
    }
    Ok(())
}

fn read_dialects<'a>(
    version: u64,
    tables: &mut Tables<'a>,
    mut r: Reader<'a>,
) -> Result<Vec<OpName>> {
    let n = r.count()?;
    for _ in 0..n {
        let name = if version < VERSION_DIALECT_VERSIONING {
            tables.dialect_versions.push(None);
            tables.read_string(&mut r)?
        } else {
            let at = r.offset();
            let (idx, versioned) = r.varint_flag()?;
            let s = usize::try_from(idx)
                .ok()
                .and_then(|i| tables.strings.get(i).copied())
                .ok_or_else(|| Error::malformed(at, format!("string index {idx} out of range")))?;
            let mut payload = None;
            if versioned {
                let sat = r.offset();
                let (id, mut data) = r.section()?;
                if id != SECTION_DIALECT_VERSIONS {
                    return Err(Error::malformed(sat, "expected a dialect version section"));
                }
                payload = Some(data.bytes(data.remaining() as u64)?);
            }
            tables.dialect_versions.push(payload);
            s
        };
        tables
            .dialects
            .push(String::from_utf8_lossy(name).into_owned());
    }
    if version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
        r.varint()?;
    }
    let mut names = Vec::new();
    while !r.is_empty() {
        let nd = tables.dialects.len();
        dialect_group(&mut r, nd, |r, d| {
            let (name, registered) = if version < VERSION_NATIVE_PROPERTIES {
                (tables.read_string(r)?, None)
            } else {
                let at = r.offset();
                let (idx, reg) = r.varint_flag()?;
                let s = usize::try_from(idx)
                    .ok()
                    .and_then(|i| tables.strings.get(i).copied())
                    .ok_or_else(|| {
                        Error::malformed(at, format!("string index {idx} out of range"))
                    })?;
                (s, Some(reg))
            };
            names.push(OpName {
                dialect: tables.dialects[d].clone(),
                name: String::from_utf8_lossy(name).into_owned(),
                registered,
            });
            Ok(())
        })?;
    }
    Ok(names)
}

fn read_attr_types<'a>(
    tables: &mut Tables<'a>,
    data: Reader<'a>,
    mut offsets: Reader,
) -> Result<()> {
    let num_attrs = offsets.count()?;
    let num_types = offsets.count()?;
    let mut data = data;
    for want_types in [false, true] {
        let total = if want_types { num_types } else { num_attrs };
        let mut entries: Vec<Entry<'a>> = Vec::with_capacity(total);
        while entries.len() < total {
            let mut err = None;
            let group_at = offsets.offset();
            let mut got = Vec::new();
            dialect_group(&mut offsets, tables.dialects.len(), |o, d| {
                let (size, custom) = o.varint_flag()?;
                got.push((d, custom, size));
                Ok(())
            })?;
            for (d, custom, size) in got {
                if entries.len() >= total {
                    err = Some(Error::malformed(
                        group_at,
                        "more attribute/type entries than declared",
                    ));
                    break;
                }
                let base = data.offset();
                let bytes = data.bytes(size)?;
                entries.push(Entry {
                    dialect: d,
                    custom,
                    data: Reader::new(bytes, base),
                });
            }
            if let Some(e) = err {
                return Err(e);
            }
        }
        if want_types {
            tables.type_cache = vec![Slot::Todo; entries.len()];
            tables.types = entries;
        } else {
            tables.attr_cache = vec![Slot::Todo; entries.len()];
            tables.attrs = entries;
        }
    }
    if !offsets.is_empty() {
        return Err(offsets.err("trailing bytes in the attribute/type offset section"));
    }
    Ok(())
}

/// The property layout of a non-VHLO op: (attribute name, how it is stored) in storage order (sorted
/// by name, as ODS stores them), and how many segment size arrays (operand, result) it stores. StableHLO and CHLO
/// ops come from the generated `plain_ops`; the others are written out here from their ODS
/// definitions: `builtin.module` (llvm-project `mlir/include/mlir/IR/BuiltinOps.td`), the func
/// dialect (`mlir/include/mlir/Dialect/Func/IR/FuncOps.td`, as jaxlib 0.10.2 writes them) and
/// the Shardy ops JAX programs hold (openxla/shardy `shardy/dialect/sdy/ir/ops.td` at a0277a83;
/// not the collectives Shardy's own passes insert).
fn other_op_properties(name: &str) -> Option<(Layout, u8)> {
    if name.starts_with("stablehlo.") || name.starts_with("chlo.") {
        return PLAIN_OPS
            .iter()
            .find(|(n, ..)| *n == name)
            .map(|(_, layout, segments)| (*layout, *segments));
    }
    Some((
        match name {
            "builtin.module" => &[("sym_name", Optional), ("sym_visibility", Optional)],
            "func.func" => &[
                ("arg_attrs", Optional),
                ("function_type", Required),
                ("no_inline", Optional),
                ("res_attrs", Optional),
                ("sym_name", Required),
                ("sym_visibility", Optional),
            ],
            "func.call" => &[
                ("arg_attrs", Optional),
                ("callee", Required),
                ("no_inline", Optional),
                ("res_attrs", Optional),
            ],
            "func.call_indirect" => &[("arg_attrs", Optional), ("res_attrs", Optional)],
            "func.constant" => &[("value", Required)],
            "sdy.mesh" => &[("mesh", Required), ("sym_name", Required)],
            "sdy.sharding_constraint" => &[("sharding", Required)],
            "sdy.manual_computation" => &[
                ("in_shardings", Required),
                ("manual_axes", Required),
                ("out_shardings", Required),
            ],
            "sdy.reshard" => &[("sharding", Required)],
            "sdy.sharding_group" => &[("group_id", Required)],
            "sdy.constant" => &[("value", Required)],
            "sdy.data_flow_edge" => &[("sharding", Optional)],
            "sdy.propagation_barrier" => &[("allowed_direction", Required)],
            "sdy.named_computation" => &[
                ("in_shardings", Optional),
                ("name", Required),
                ("out_shardings", Optional),
            ],
            _ => return None,
        },
        0,
    ))
}

impl<'a> Ir<'a> {
    fn scope(&mut self) -> &mut Scope {
        if self.scopes.is_empty() {
            self.scopes.push(Scope::default());
        }
        let n = self.scopes.len();
        &mut self.scopes[n - 1]
    }

    fn push_values(&mut self, n: usize) {
        let s = self.scope();
        s.next.push(s.values.len());
        s.values.resize(s.values.len() + n, None);
    }

    fn pop_values(&mut self, r: &Reader, n: usize) -> Result<()> {
        let s = self.scope();
        let keep = s.values.len().saturating_sub(n);
        if s.values[keep..]
            .iter()
            .any(|v| matches!(v, Some((_, false))))
        {
            return Err(r.err("a value is used but never defined"));
        }
        s.values.truncate(keep);
        s.next.pop();
        Ok(())
    }

    fn define(&mut self, r: &Reader, n: usize) -> Result<Vec<ValueId>> {
        let mut ids = Vec::with_capacity(n);
        for _ in 0..n {
            let fresh = self.next_id;
            let s = self.scope();
            let Some(next) = s.next.last_mut() else {
                return Err(r.err("value defined outside a region"));
            };
            let i = *next;
            let id = match s.values.get_mut(i) {
                None => {
                    return Err(r.err(format!(
                        "value index {i} is outside the {} values of the region",
                        s.values.len()
                    )))
                }
                Some(Some((_, true))) => return Err(r.err(format!("value {i} defined twice"))),
                Some(slot @ Some(_)) => {
                    let id = slot.map(|(id, _)| id).unwrap_or(fresh);
                    *slot = Some((id, true));
                    id
                }
                Some(slot @ None) => {
                    *slot = Some((fresh, true));
                    fresh
                }
            };
            *next += 1;
            if id == fresh {
                self.next_id += 1;
            }
            ids.push(id);
        }
        Ok(ids)
    }

    fn operand(&mut self, r: &mut Reader) -> Result<ValueId> {
        let at = r.offset();
        let i = r.index()?;
        let fresh = self.next_id;
        let s = self.scope();
        match s.values.get_mut(i) {
            None => Err(Error::malformed(
                at,
                format!(
                    "value index {i} out of range ({} values in scope)",
                    s.values.len()
                ),
            )),
            Some(Some((id, _))) => Ok(*id),
            Some(slot @ None) => {
                // A forward reference: the id is fixed now and the definition takes it.
                *slot = Some((fresh, false));
                self.next_id += 1;
                Ok(fresh)
            }
        }
    }

    fn use_list_orders(&mut self, r: &mut Reader, range: usize) -> Result<()> {
        let n = if range > 1 { r.count()? } else { 1 };
        for _ in 0..n {
            if range > 1 {
                r.varint()?;
            }
            let (k, _) = r.varint_flag()?;
            if k > r.remaining() as u64 {
                return Err(r.err("use-list order longer than the data"));
            }
            for _ in 0..k {
                r.varint()?;
            }
        }
        Ok(())
    }

    fn block(&mut self, r: &mut Reader) -> Result<Block> {
        let (num_ops, has_args) = r.varint_flag()?;
        let mut block = Block::default();
        if has_args {
            let n = r.count()?;
            let mut tys = Vec::with_capacity(n);
            for _ in 0..n {
                if self.version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                    let at = r.offset();
                    let (ti, has_loc) = r.varint_flag()?;
                    let ti =
                        usize::try_from(ti).map_err(|_| Error::malformed(at, "bad type index"))?;
                    tys.push(self.tables.ty(ti, at)?);
                    if has_loc {
                        self.tables.check_attr_index(r)?;
                    }
                } else {
                    tys.push(self.tables.read_type(r)?);
                    self.tables.check_attr_index(r)?;
                }
            }
            let ids = self.define(r, tys.len())?;
            block.args = ids
                .into_iter()
                .zip(tys)
                .map(|(id, ty)| Value { id, ty })
                .collect();
            if self.version >= VERSION_USE_LIST_ORDERING && r.byte()? != 0 {
                self.use_list_orders(r, block.args.len())?;
            }
        }
        if num_ops > r.remaining() as u64 {
            return Err(r.err(format!("block of {num_ops} ops is longer than the data")));
        }
        for _ in 0..num_ops {
            block.ops.push(self.op(r)?);
        }
        Ok(block)
    }

    fn region(&mut self, r: &mut Reader) -> Result<Region> {
        let num_blocks = r.count()?;
        if num_blocks == 0 {
            return Ok(Region::default());
        }
        let num_values = r.count()?;
        self.push_values(num_values);
        let mut region = Region::default();
        for _ in 0..num_blocks {
            region.blocks.push(self.block(r)?);
        }
        self.pop_values(r, num_values)?;
        Ok(region)
    }

    fn properties(
        &mut self,
        r: &mut Reader,
        name: &OpNameRef,
        attrs: &mut Vec<(String, Attr)>,
    ) -> Result<()> {
        let at = r.offset();
        match name.registered {
            None => {
                return Err(Error::malformed(
                    at,
                    format!(
                        "properties at bytecode version {} (needs 5 or newer)",
                        self.version
                    ),
                ))
            }
            Some(false) => {
                // An unregistered op keeps its properties as one attribute.
                match self.tables.read_attr(r)? {
                    Attr::Dict(d) => attrs.extend(d),
                    other => attrs.push(("properties".into(), other)),
                }
                return Ok(());
            }
            Some(true) => {}
        }
        let i = r.index()?;
        let mut p =
            self.props.get(i).cloned().ok_or_else(|| {
                Error::malformed(at, format!("properties index {i} out of range"))
            })?;
        let full = format!("{}.{}", name.dialect, name.name);
        if name.dialect == "vhlo" {
            let Some((_, _, _, names)) = VHLO_OPS.iter().find(|(n, ..)| *n == name.name) else {
                return Err(Error::unsupported(
                    at,
                    format!("unknown VHLO op '{full}' (its properties cannot be read)"),
                ));
            };
            for n in names.iter() {
                attrs.push((n.to_string(), self.tables.read_attr(&mut p)?));
            }
        } else if let Some((layout, segments)) = other_op_properties(&full) {
            // Segment sizes (how the operand and result lists are cut into groups) only shape
            // lists the tree keeps flat: read to be checked, then dropped. Before version 6
            // they lead, as dense i32 array attributes; since, they trail as sparse arrays.
            let old_segments = self.version < VERSION_NATIVE_PROPERTIES_SEGMENT_SIZE;
            if old_segments {
                for _ in 0..segments {
                    self.tables.read_attr(&mut p)?;
                }
            }
            for (n, stored) in layout {
                let v = match stored {
                    Required => Some(self.tables.read_attr(&mut p)?),
                    Optional => self.tables.read_opt_attr(&mut p)?,
                    Newer if p.is_empty() => None,
                    Newer => self.tables.read_opt_attr(&mut p)?,
                };
                if let Some(v) = v {
                    attrs.push((n.to_string(), v));
                }
            }
            if !old_segments {
                for _ in 0..segments {
                    read_sparse_array(&mut p)?;
                }
            }
        } else {
            return Err(Error::unsupported(
                at,
                format!("op '{full}' has properties this reader cannot decode"),
            ));
        }
        if !p.is_empty() {
            return Err(p.err(format!("trailing bytes in the properties of '{full}'")));
        }
        Ok(())
    }

    fn op(&mut self, r: &mut Reader) -> Result<Op> {
        let offset = r.offset();
        let ni = r.index()?;
        let name = match self.op_names.get(ni) {
            Some(n) => OpNameRef {
                dialect: n.dialect.clone(),
                name: n.name.clone(),
                registered: n.registered,
            },
            None => {
                return Err(Error::malformed(
                    offset,
                    format!(
                        "op name index {ni} out of range ({} names)",
                        self.op_names.len()
                    ),
                ))
            }
        };
        let mask_at = r.offset();
        let mask = r.byte()?;
        if mask & 0x80 != 0 {
            return Err(Error::malformed(
                mask_at,
                format!("unknown op encoding mask bits {mask:#x}"),
            ));
        }
        self.tables.check_attr_index(r)?;
        let mut attrs = Vec::new();
        if mask & MASK_ATTRS != 0 {
            let at = r.offset();
            match self.tables.read_attr(r)? {
                Attr::Dict(d) => attrs.extend(d),
                _ => return Err(Error::malformed(at, "op attributes are not a dictionary")),
            }
        }
        if mask & MASK_PROPERTIES != 0 {
            let mut props = Vec::new();
            self.properties(r, &name, &mut props)?;
            props.append(&mut attrs);
            attrs = props;
        }
        let mut result_types = Vec::new();
        if mask & MASK_RESULTS != 0 {
            let n = r.count()?;
            for _ in 0..n {
                result_types.push(self.tables.read_type(r)?);
            }
        }
        let mut operands = Vec::new();
        if mask & MASK_OPERANDS != 0 {
            let n = r.count()?;
            for _ in 0..n {
                operands.push(self.operand(r)?);
            }
        }
        let mut successors = Vec::new();
        if mask & MASK_SUCCESSORS != 0 {
            let n = r.count()?;
            for _ in 0..n {
                successors.push(r.index()?);
            }
        }
        if self.version >= VERSION_USE_LIST_ORDERING && mask & MASK_USE_LIST_ORDERS != 0 {
            self.use_list_orders(r, result_types.len())?;
        }
        let mut num_regions = 0;
        let mut isolated = false;
        if mask & MASK_REGIONS != 0 {
            let (n, iso) = r.varint_flag()?;
            if n > r.remaining() as u64 + 1 {
                return Err(r.err(format!("{n} regions is more than the data holds")));
            }
            num_regions = n as usize;
            isolated = iso;
        }
        let ids = self.define(r, result_types.len())?;
        let results = ids
            .into_iter()
            .zip(result_types)
            .map(|(id, ty)| Value { id, ty })
            .collect();
        let mut regions = Vec::new();
        if num_regions > 0 {
            if self.depth >= MAX_DEPTH {
                return Err(r.err("regions nested too deeply"));
            }
            self.depth += 1;
            let mut section;
            let rr: &mut Reader = if self.version >= VERSION_LAZY_LOADING && isolated {
                let at = r.offset();
                let (id, s) = r.section()?;
                if id != SECTION_IR {
                    return Err(Error::malformed(
                        at,
                        "expected an IR section for an isolated region",
                    ));
                }
                section = s;
                &mut section
            } else {
                r
            };
            if isolated {
                self.scopes.push(Scope::default());
            }
            for _ in 0..num_regions {
                regions.push(self.region(rr)?);
            }
            if isolated {
                self.scopes.pop();
                if self.version >= VERSION_LAZY_LOADING && !rr.is_empty() {
                    return Err(rr.err("trailing bytes in a region section"));
                }
            }
            self.depth -= 1;
        }
        Ok(Op {
            name: format!("{}.{}", name.dialect, name.name),
            offset,
            attrs,
            operands,
            results,
            successors,
            regions,
        })
    }
}

/// `writeSparseArray`: a varint with a flag (the count; the flag says index/value pairs
/// follow instead of every value), then the values as varints.
fn read_sparse_array(r: &mut Reader) -> Result<Vec<(u64, u64)>> {
    let (n, sparse) = r.varint_flag()?;
    if n > r.remaining() as u64 {
        return Err(r.err(format!(
            "sparse array of {n} entries is longer than the data"
        )));
    }
    (0..n)
        .map(|i| match sparse {
            true => Ok((r.varint()?, r.varint()?)),
            false => Ok((i, r.varint()?)),
        })
        .collect()
}

struct OpNameRef {
    dialect: String,
    name: String,
    registered: Option<bool>,
}
