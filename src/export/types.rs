//! What a jax.export artifact says, as plain data: `Exported` and its avals, dtypes and
//! shardings, with the conversions to webxla's types (`ElementType`, `HloSharding`, the
//! client's `Sharding`). Data and conversions only: reading bytes is `envelope`'s job,
//! running the module `call`'s.

use crate::client::{Device, Mesh, PartitionSpec, Sharding};
use crate::error::{Error, Result};
use crate::ir::{AxisRef, ElementType, HloSharding, MeshSharding};
use std::fmt;

/// jax's `Exported`, as `jax.export.deserialize` gives it (the pytree structure and the vjp
/// function are not kept: webxla takes and returns flat lists of arrays).
#[derive(Clone, Debug, PartialEq)]
pub struct Exported {
    /// The envelope's schema version field (jax 0.10.2 still writes 3 there for old readers).
    pub serialization_version: u16,
    pub fun_name: String,
    pub in_avals: Vec<Aval>,
    pub out_avals: Vec<Aval>,
    /// One per in_aval, or empty when the artifact has none.
    pub in_shardings: Vec<ExportSharding>,
    pub out_shardings: Vec<ExportSharding>,
    /// The lowering platforms, e.g. `["cpu"]` or `["cpu", "cuda"]`.
    pub platforms: Vec<String>,
    pub nr_devices: usize,
    /// The module's calling convention (jax 0.10.2 produces and accepts 9 and 10).
    pub calling_convention_version: u16,
    /// Effect type names (Python class names) whose tokens `main` threads.
    pub ordered_effects: Vec<String>,
    pub unordered_effects: Vec<String>,
    /// `"platform"`, `"custom_call:<target>"` or `"shape_assertions"`.
    pub disabled_safety_checks: Vec<String>,
    /// The sorted indices of the in_avals the module takes (the others were dead).
    pub module_kept_var_idx: Vec<usize>,
    /// Set when the module computes dimension variables (shape polymorphism).
    pub uses_global_constants: bool,
    /// The module: a StableHLO portable artifact in MLIR bytecode.
    pub mlir_module_serialized: Vec<u8>,
    /// Whether the artifact carries a serialized vjp (not read).
    pub has_vjp: bool,
}

/// The shape and dtype of one argument or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Aval {
    pub shape: Vec<Dim>,
    pub dtype: DType,
}

/// One dimension: a number, or a symbolic expression of a shape-polymorphic export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dim {
    Known(usize),
    Symbolic(String),
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Known(n) => write!(f, "{n}"),
            Dim::Symbolic(s) => f.write_str(s),
        }
    }
}

impl Aval {
    /// The dimensions, when none is symbolic.
    pub fn dims(&self) -> Option<Vec<usize>> {
        self.shape
            .iter()
            .map(|d| match d {
                Dim::Known(n) => Some(*n),
                Dim::Symbolic(_) => None,
            })
            .collect()
    }

    pub fn is_symbolic(&self) -> bool {
        self.shape.iter().any(|d| matches!(d, Dim::Symbolic(_)))
    }
}

impl fmt::Display for Aval {
    /// jax's spelling, e.g. `float32[4,64]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims: Vec<String> = self.shape.iter().map(|d| d.to_string()).collect();
        write!(f, "{}[{}]", self.dtype.name(), dims.join(","))
    }
}

/// A jax dtype as the envelope codes it (`DType` enum of the schema).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DType {
    /// An array element type webxla has.
    Array(ElementType),
    /// jax's `float0` (tangents of integer values).
    Float0,
    /// A PRNG key type: `key<fry>`, `key<rbg>`, `key<unsafe_rbg>`.
    Key(&'static str),
}

impl DType {
    /// The schema's code → dtype.
    pub fn from_code(code: u8) -> Option<DType> {
        use ElementType::*;
        Some(DType::Array(match code {
            0 => Pred,
            1 => S8,
            2 => S16,
            3 => S32,
            4 => S64,
            5 => U8,
            6 => U16,
            7 => U32,
            8 => U64,
            9 => F16,
            10 => F32,
            11 => F64,
            12 => C64,
            13 => C128,
            14 => BF16,
            15 => S4,
            16 => U4,
            17 => F8E4M3B11FNUZ,
            18 => F8E4M3FN,
            19 => F8E4M3FNUZ,
            20 => F8E5M2,
            21 => F8E5M2FNUZ,
            22 => return Some(DType::Float0),
            23 => F8E4M3,
            24 => F8E3M4,
            25 => F8E8M0FNU,
            26 => F4E2M1FN,
            27 => return Some(DType::Key("fry")),
            28 => return Some(DType::Key("rbg")),
            29 => return Some(DType::Key("unsafe_rbg")),
            _ => return None,
        }))
    }

    /// The element type of arrays of this dtype, if webxla has one.
    pub fn element_type(self) -> Option<ElementType> {
        match self {
            DType::Array(t) => Some(t),
            _ => None,
        }
    }

    /// numpy's / jax's name: `float32`, `bool`, `bfloat16`, `key<fry>`.
    pub fn name(self) -> String {
        use ElementType::*;
        match self {
            DType::Float0 => "float0".into(),
            DType::Key(k) => format!("key<{k}>"),
            DType::Array(t) => match t {
                Pred => "bool".into(),
                S8 | S16 | S32 | S64 | S2 | S4 => format!("int{}", t.hlo_name()[1..].to_owned()),
                U8 | U16 | U32 | U64 | U2 | U4 => format!("uint{}", t.hlo_name()[1..].to_owned()),
                F16 => "float16".into(),
                F32 => "float32".into(),
                F64 => "float64".into(),
                BF16 => "bfloat16".into(),
                C64 => "complex64".into(),
                C128 => "complex128".into(),
                F4E2M1FN => "float4_e2m1fn".into(),
                F8E3M4 => "float8_e3m4".into(),
                F8E4M3 => "float8_e4m3".into(),
                F8E4M3FN => "float8_e4m3fn".into(),
                F8E4M3FNUZ => "float8_e4m3fnuz".into(),
                F8E4M3B11FNUZ => "float8_e4m3b11fnuz".into(),
                F8E5M2 => "float8_e5m2".into(),
                F8E5M2FNUZ => "float8_e5m2fnuz".into(),
                F8E8M0FNU => "float8_e8m0fnu".into(),
            },
        }
    }
}

/// A jax abstract mesh: axis names and sizes, no devices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbstractMesh {
    pub axis_sizes: Vec<usize>,
    pub axis_names: Vec<String>,
}

impl AbstractMesh {
    pub fn size(&self) -> usize {
        self.axis_sizes.iter().product()
    }
}

/// A `NamedSharding` over an abstract mesh: the mesh axes of each dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedSharding {
    pub mesh: AbstractMesh,
    /// Per dimension (trailing dimensions may be left out): the mesh axes splitting it.
    pub spec: Vec<Vec<String>>,
    pub reduced: Vec<String>,
    pub unreduced: Vec<String>,
    pub memory_kind: Option<String>,
}

/// How the envelope states one argument's or result's sharding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportSharding {
    /// None given (jax decides).
    Unspecified,
    Named(NamedSharding),
    /// A serialized `xla.OpSharding` proto (exports made before 2026-03-17), kept as bytes.
    HloProto(Vec<u8>),
}

impl ExportSharding {
    /// The XLA sharding of an array of rank `ndim` (as jax's `named_to_hlo_sharding`), over
    /// the mesh's devices in row-major order. `None` for an unspecified sharding.
    pub fn to_hlo_sharding(&self, ndim: usize) -> Result<Option<HloSharding>> {
        let n = match self {
            ExportSharding::Unspecified => return Ok(None),
            ExportSharding::HloProto(_) => {
                return Err(Error::unsupported_msg(
                    "jax.export artifact: shardings stored as OpSharding protos (exports made \
                     before 2026-03-17) are not read; re-export with jax 0.10.2",
                ))
            }
            ExportSharding::Named(n) => n,
        };
        if let Some(a) = n.reduced.first().or(n.unreduced.first()) {
            return Err(Error::unsupported_msg(format!(
                "jax.export artifact: a NamedSharding with reduced/unreduced axis '{a}' is not \
                 supported"
            )));
        }
        if n.spec.len() > ndim {
            return Err(Error::invalid_argument(format!(
                "jax.export artifact: PartitionSpec {:?} has more entries than the array has \
                 dimensions ({ndim})",
                n.spec
            )));
        }
        let mesh = crate::ir::Mesh {
            axes: n
                .mesh
                .axis_names
                .iter()
                .cloned()
                .zip(n.mesh.axis_sizes.iter().copied())
                .collect(),
            device_ids: None,
        };
        let dims = (0..ndim)
            .map(|d| {
                n.spec
                    .get(d)
                    .map(|axes| axes.iter().map(|a| AxisRef::axis(a.clone())).collect())
                    .unwrap_or_default()
            })
            .collect();
        MeshSharding { dims }
            .to_hlo(&mesh, &[])
            .map(Some)
            .map_err(|e| Error::invalid_argument(format!("jax.export artifact: {e}")))
    }

    /// The client sharding on `devices` (the mesh's devices in row-major order; the first
    /// `mesh.size()` are used). `None` for an unspecified sharding.
    pub fn to_sharding(&self, devices: &[Device]) -> Result<Option<Sharding>> {
        let n = match self {
            ExportSharding::Unspecified => return Ok(None),
            ExportSharding::HloProto(_) => return self.to_hlo_sharding(0).map(|_| None),
            ExportSharding::Named(n) => n,
        };
        let size = n.mesh.size();
        if devices.len() < size {
            return Err(Error::invalid_argument(format!(
                "the exported sharding's mesh {:?} needs {size} devices, {} given",
                n.mesh.axis_names,
                devices.len()
            )));
        }
        let mesh = Mesh::new(
            devices[..size].to_vec(),
            n.mesh.axis_sizes.clone(),
            n.mesh.axis_names.clone(),
        )?;
        Sharding::named(mesh, PartitionSpec(n.spec.clone())).map(Some)
    }
}
