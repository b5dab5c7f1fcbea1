//! The private syntax tree of a StableHLO MLIR module: functions, regions and operations with
//! their attributes as written. Pretty-printed ops are normalised by the parser into the same
//! shape as the generic form (canonical attribute names), so lowering sees one representation.
//!
//! Nothing here knows about `ir` ops; types are already `ir::Shape`s.

use crate::ir::Shape;

/// A position in the source text (1-based line and column, plus the byte offset).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
    pub offset: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    Int(i128),
    Float(f64),
    Bool(bool),
    Str(String),
    Unit,
    /// `[a, b, ...]` or `array<i64: ...>`.
    Array(Vec<Attr>),
    /// `dense<...> : tensor<...>`: the literal text tree and its declared type.
    Dense(DenseValue, Shape),
    /// An enum word: bare (`LT`, `DEFAULT`) or `#stablehlo<precision DEFAULT>`.
    Enum(String),
    /// `#dialect.kind<key = value, ...>`.
    Struct(String, Vec<(String, Attr)>),
    Dict(Vec<(String, Attr)>),
    Symbol(String),
    Type(Shape),
    /// Something parsed only to be skipped (its raw text is kept for messages).
    Opaque(String),
    /// Shardy attribute text as written (`#sdy.sharding<...>`, `<@mesh, [...]>`,
    /// `[<...>, ...]`, `{"x"}`, `#sdy.mesh<...>`), with its byte offset in the source; the
    /// `shardy` module reads it.
    Shardy(String, usize),
}

impl Attr {
    pub fn kind_name(&self) -> &'static str {
        match self {
            Attr::Int(_) => "integer",
            Attr::Float(_) => "float",
            Attr::Bool(_) => "bool",
            Attr::Str(_) => "string",
            Attr::Unit => "unit",
            Attr::Array(_) => "array",
            Attr::Dense(..) => "dense elements",
            Attr::Enum(_) => "enum",
            Attr::Struct(..) => "struct attribute",
            Attr::Dict(_) => "dictionary",
            Attr::Symbol(_) => "symbol",
            Attr::Type(_) => "type",
            Attr::Opaque(_) => "opaque attribute",
            Attr::Shardy(..) => "Shardy attribute",
        }
    }
}

/// The element tree inside `dense<...>`.
#[derive(Clone, Debug, PartialEq)]
pub enum DenseValue {
    /// `dense<"0x...">`: raw little-endian bytes.
    Hex(Vec<u8>),
    /// A scalar (splat) or a nested list.
    Elem(DenseElem),
}

#[derive(Clone, Debug, PartialEq)]
pub enum DenseElem {
    /// Integer literal text (sign included), decimal or `0x` hex.
    Int(bool, u128, bool),
    /// Float literal text as written.
    Float(String),
    Bool(bool),
    Complex(Box<DenseElem>, Box<DenseElem>),
    List(Vec<DenseElem>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct ValueUse {
    pub name: String,
    /// `%x#2` selects result 2 of a multi-result op.
    pub index: Option<usize>,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BlockArg {
    pub name: String,
    pub shape: Shape,
    pub attrs: Vec<(String, Attr)>,
    pub pos: Pos,
}

/// A single-block region.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Region {
    pub args: Vec<BlockArg>,
    pub ops: Vec<Operation>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Operation {
    /// Result groups: `%0:2` is ("0", 2); `%a, %b = ...` is [("a", 1), ("b", 1)].
    pub results: Vec<(String, usize)>,
    pub name: String,
    pub operands: Vec<ValueUse>,
    pub attrs: Vec<(String, Attr)>,
    pub regions: Vec<Region>,
    pub result_types: Vec<Shape>,
    pub pos: Pos,
}

impl Operation {
    pub fn attr(&self, name: &str) -> Option<&Attr> {
        self.attrs.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    pub fn num_results(&self) -> usize {
        self.results.iter().map(|r| r.1).sum()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct FuncResult {
    pub shape: Shape,
    pub attrs: Vec<(String, Attr)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub name: String,
    pub public: bool,
    pub args: Vec<BlockArg>,
    pub results: Vec<FuncResult>,
    pub body: Region,
    pub pos: Pos,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct ModuleAst {
    pub name: Option<String>,
    pub attrs: Vec<(String, Attr)>,
    pub funcs: Vec<Func>,
    /// `sdy.mesh @name = <...>`: name, the mesh attribute, where it is defined.
    pub meshes: Vec<(String, Attr, Pos)>,
}
