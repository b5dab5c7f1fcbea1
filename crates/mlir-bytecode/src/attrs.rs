//! The decoded attribute and type values of the generic op tree. Builtin, VHLO, StableHLO and
//! CHLO kinds share one representation where they mean the same thing (a VHLO `i32` and a
//! builtin `i32` are both `Type::Int`, VHLO's and StableHLO's comparison directions both
//! `Attr::Enum`); entries written in textual form (dialects without a bytecode encoding, such as
//! `sdy`) are kept as text.
//!
//! Nothing here reads bytes.

/// Integer signedness as MLIR spells it (`i32`, `si32`, `ui32`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatKind {
    BF16,
    F16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E4M3FN,
    F8E5M2,
    F8E4M3,
    F8E3M4,
    F8E4M3FNUZ,
    F8E5M2FNUZ,
    F8E4M3B11FNUZ,
    F8E8M0FNU,
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
}

impl FloatKind {
    /// The storage width of a value of this kind in bits.
    pub fn bit_width(self) -> u32 {
        use FloatKind::*;
        match self {
            BF16 | F16 => 16,
            F32 | TF32 => 32,
            F64 => 64,
            F80 => 80,
            F128 => 128,
            F6E2M3FN | F6E3M2FN => 6,
            F4E2M1FN => 4,
            _ => 8,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Int {
        width: u32,
        signedness: Signedness,
    },
    /// VHLO's `bool` (builtin `i1`).
    Bool,
    Float(FloatKind),
    Index,
    Complex(Box<Type>),
    /// A ranked tensor; dynamic dimensions are `i64::MIN`, as MLIR stores them.
    Tensor {
        shape: Vec<i64>,
        elem: Box<Type>,
        encoding: Option<Box<Attr>>,
    },
    UnrankedTensor(Box<Type>),
    Tuple(Vec<Type>),
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    Token,
    None,
    /// A type written in textual form by a dialect without a bytecode encoding.
    Text(String),
}

/// The enum attribute kinds of VHLO (`VhloEnums.td`), StableHLO (`StablehloEnums.td`) and CHLO
/// (`ChloEnums.td`), which number their cases alike.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EnumKind {
    ComparisonDirection,
    ComparisonType,
    CustomCallApiVersion,
    FftType,
    Precision,
    RngAlgorithm,
    RngDistribution,
    Transpose,
    ResultAccuracyMode,
}

impl EnumKind {
    /// The case name of `value`, as StableHLO prints it.
    pub fn case_name(self, value: u64) -> Option<&'static str> {
        let names: &[&str] = match self {
            EnumKind::ComparisonDirection => &["EQ", "NE", "GE", "GT", "LE", "LT"],
            EnumKind::ComparisonType => &["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"],
            EnumKind::CustomCallApiVersion => &[
                "API_VERSION_UNSPECIFIED",
                "API_VERSION_ORIGINAL",
                "API_VERSION_STATUS_RETURNING",
                "API_VERSION_STATUS_RETURNING_UNIFIED",
                "API_VERSION_TYPED_FFI",
            ],
            EnumKind::FftType => &["FFT", "IFFT", "RFFT", "IRFFT"],
            EnumKind::Precision => &["DEFAULT", "HIGH", "HIGHEST"],
            EnumKind::RngAlgorithm => &["DEFAULT", "THREE_FRY", "PHILOX"],
            EnumKind::RngDistribution => &["", "UNIFORM", "NORMAL"],
            EnumKind::Transpose => &["TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"],
            EnumKind::ResultAccuracyMode => &["DEFAULT", "HIGHEST", "TOLERANCE"],
        };
        names
            .get(usize::try_from(value).ok()?)
            .copied()
            .filter(|s| !s.is_empty())
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    Array(Vec<Attr>),
    /// A dictionary; VHLO dictionaries' keys are string attributes, kept here as text.
    Dict(Vec<(String, Attr)>),
    /// A string's bytes (not necessarily UTF-8: `backend_config` may hold any bytes).
    String(Vec<u8>),
    Bool(bool),
    /// An integer of type `ty`, sign- or zero-extended as the type says.
    Int {
        ty: Type,
        value: i128,
    },
    /// A float of type `ty` as its bit pattern.
    Float {
        ty: Type,
        bits: u128,
    },
    Enum {
        kind: EnumKind,
        value: u64,
    },
    /// Dense elements (VHLO tensor or builtin dense int/fp): little-endian raw data as
    /// `DenseElementsAttr` stores it (a splat is one element; i1 one byte per element).
    Tensor {
        ty: Type,
        data: Vec<u8>,
    },
    /// `array<T: ...>`: `len` elements of `elem` as raw little-endian data.
    DenseArray {
        elem: Type,
        len: u64,
        data: Vec<u8>,
    },
    Type(Type),
    TypeExtensions(Vec<i64>),
    OutputOperandAlias {
        output_tuple_indices: Vec<i64>,
        operand_index: i64,
        operand_tuple_indices: Vec<i64>,
    },
    ResultAccuracy {
        atol: f64,
        rtol: f64,
        ulps: i64,
        mode: Box<Attr>,
    },
    SymbolRef {
        root: String,
        nested: Vec<String>,
    },
    Unit,
    /// A location (kept opaque).
    Location,
    SubAxisInfo {
        pre_size: i64,
        size: i64,
    },
    AxisRef {
        name: Box<Attr>,
        sub_axis_info: Option<Box<Attr>>,
    },
    ReplicaGroupMeshAxes {
        mesh: Box<Attr>,
        axes: Box<Attr>,
    },
    MeshAxis {
        name: Box<Attr>,
        size: i64,
    },
    Mesh {
        axes: Box<Attr>,
        device_ids: Option<Box<Attr>>,
    },
    /// A StableHLO struct attribute of plain bytecode (`#stablehlo.dot<...>`,
    /// `#stablehlo.conv<...>`, `gather`, `scatter`, `channel_handle`, `dot_algorithm`): the
    /// kind as StableHLO's text names it and every field, named as there, in the encoding's
    /// order (integers are `i64` `Int`s, integer lists `Array`s of them).
    Struct {
        kind: &'static str,
        fields: Vec<(&'static str, Attr)>,
    },
    /// An attribute written in textual form by a dialect without a bytecode encoding.
    Text(String),
}

impl Attr {
    /// The string's text (lossy for non-UTF-8 bytes), if this is a string.
    pub fn as_str(&self) -> Option<String> {
        match self {
            Attr::String(b) => Some(String::from_utf8_lossy(b).into_owned()),
            _ => None,
        }
    }
}
