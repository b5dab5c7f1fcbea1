//! A reader of MLIR bytecode (format versions 0–6, as `mlir/docs/BytecodeFormat.md` and
//! `BytecodeReader.cpp` define it) with the builtin, VHLO, StableHLO, CHLO and Shardy dialect
//! encodings. It reads both kinds of StableHLO bytecode jaxlib writes: portable artifacts (VHLO
//! ops, `jax.export` and what PJRT plugins receive) and plain bytecode (`stablehlo`, `chlo`,
//! `func` and `sdy` ops, `Module.operation.write_bytecode`). Either becomes a generic op tree
//! ([`Module`]): op names, named attributes, operand value ids, typed results, regions with
//! blocks and arguments, and the byte offset of every op.
//!
//! It does not know what ops mean: mapping VHLO onto StableHLO, upgrading op versions and
//! lowering belong to the caller. Every error is an [`Error`] with the byte offset where reading
//! failed; malformed input never panics.
//!
//! Layout: `encoding` (varints, sections) → `file` (header, string/dialect/attribute/property
//! sections, the IR walk with value scopes) with `attrs` (the decoded attribute and type
//! values), `dialects` (builtin and VHLO attribute/type encodings), `stablehlo` (StableHLO and
//! CHLO attribute/type encodings), `sdy` (Shardy's attribute encoding, rebuilt as Shardy's text)
//! and the generated property layouts: `vhlo_ops` (each VHLO op's) and `plain_ops` (each
//! StableHLO and CHLO op's; `file` holds the few builtin, func and sdy ones).

mod attrs;
mod dialects;
mod encoding;
mod file;
pub mod plain_ops;
mod sdy;
mod stablehlo;
pub mod vhlo_ops;

pub use attrs::{Attr, EnumKind, FloatKind, Signedness, Type};
pub use file::{read, read_header, Block, Module, Op, Region, Value, ValueId};

/// What kind of failure an [`Error`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The bytes are not valid MLIR bytecode.
    Malformed,
    /// Valid bytecode using something this reader does not decode (an attribute code, an op
    /// whose property layout is unknown, ...).
    Unsupported,
}

/// A reading failure, located at a byte offset of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub offset: usize,
    pub message: String,
}

impl Error {
    pub fn malformed(offset: usize, message: impl Into<String>) -> Self {
        Error {
            kind: ErrorKind::Malformed,
            offset,
            message: message.into(),
        }
    }

    pub fn unsupported(offset: usize, message: impl Into<String>) -> Self {
        Error {
            kind: ErrorKind::Unsupported,
            offset,
            message: message.into(),
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

/// MLIR bytecode's magic number, `ML\xefR`.
pub const MAGIC: [u8; 4] = [0x4d, 0x4c, 0xef, 0x52];
