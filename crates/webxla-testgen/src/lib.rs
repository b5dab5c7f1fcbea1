//! Random, well-typed HLO programs for webxla's property, differential and fuzz tests.
//!
//! [`hlo_program`] reads choices from an [`arbitrary::Unstructured`] (a fuzzer's bytes, or a
//! seeded PRNG's) and builds an HLO module (`HloModule ... ENTRY ...`) as text: parameters,
//! then a chain of ops where later ops consume earlier values, ending in a tuple of a few of
//! them. Every instruction is typed by construction (shapes are computed here the way XLA's
//! shape inference does), so a front end that refuses a generated program has found a bug in
//! either this generator or itself. When the bytes run out, every choice takes its smallest
//! option, so any byte string gives a program.
//!
//! Ops: parameters, constants (scalars, broadcast), iota, elementwise unary and binary ops,
//! compare + select, clamp, convert, broadcast, reshape, transpose, slice (strided), concatenate,
//! reverse, pad (negative and interior padding), reduce (add/max/min/mul/and/or/xor with the
//! right identity), dot (batch and contracting dimensions), dynamic-slice and
//! dynamic-update-slice (any start, clamped by the op's semantics).
//!
//! With [`GenConfig::comparable`] set, programs are ones whose results two correct backends must
//! agree on within a bound the generator computes (each [`OutputSpec::tolerance`]): domains are
//! guarded (`log(|x| + 1)`, `sqrt(|x|)`, divisors `|y| + 1`, `exp` of a clamped value, ...),
//! and an op that is discontinuous (floor, ceil, sign, rounding, compare, float → int) is only
//! applied to values every backend computes bit for bit. See [`data`] for the tolerance rule.
//!
//! This crate must not depend on webxla: it is the independent side of the tests.

use arbitrary::{Result, Unstructured};
use std::collections::BTreeMap;
use std::fmt::Write as _;

pub mod data;

pub use arbitrary;

/// An element type of a generated array.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dtype {
    Pred,
    S8,
    S16,
    S32,
    S64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
}

impl Dtype {
    /// Every element type the generator knows.
    pub const ALL: [Dtype; 13] = [
        Dtype::Pred,
        Dtype::S8,
        Dtype::S16,
        Dtype::S32,
        Dtype::S64,
        Dtype::U8,
        Dtype::U16,
        Dtype::U32,
        Dtype::U64,
        Dtype::F16,
        Dtype::BF16,
        Dtype::F32,
        Dtype::F64,
    ];

    /// The element types webxla's GPU backend computes (no f64, no complex).
    pub const GPU: [Dtype; 12] = [
        Dtype::Pred,
        Dtype::S8,
        Dtype::S16,
        Dtype::S32,
        Dtype::S64,
        Dtype::U8,
        Dtype::U16,
        Dtype::U32,
        Dtype::U64,
        Dtype::F16,
        Dtype::BF16,
        Dtype::F32,
    ];

    /// HLO spelling.
    pub fn name(self) -> &'static str {
        match self {
            Dtype::Pred => "pred",
            Dtype::S8 => "s8",
            Dtype::S16 => "s16",
            Dtype::S32 => "s32",
            Dtype::S64 => "s64",
            Dtype::U8 => "u8",
            Dtype::U16 => "u16",
            Dtype::U32 => "u32",
            Dtype::U64 => "u64",
            Dtype::F16 => "f16",
            Dtype::BF16 => "bf16",
            Dtype::F32 => "f32",
            Dtype::F64 => "f64",
        }
    }

    /// Bytes per element in a host literal (pred is one byte).
    pub fn byte_size(self) -> usize {
        match self {
            Dtype::Pred | Dtype::S8 | Dtype::U8 => 1,
            Dtype::S16 | Dtype::U16 | Dtype::F16 | Dtype::BF16 => 2,
            Dtype::S32 | Dtype::U32 | Dtype::F32 => 4,
            Dtype::S64 | Dtype::U64 | Dtype::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Dtype::F16 | Dtype::BF16 | Dtype::F32 | Dtype::F64)
    }

    pub fn is_int(self) -> bool {
        !self.is_float() && self != Dtype::Pred
    }

    pub fn is_signed_int(self) -> bool {
        matches!(self, Dtype::S8 | Dtype::S16 | Dtype::S32 | Dtype::S64)
    }

    /// Bits per element (pred: 8, as stored).
    pub fn bits(self) -> u32 {
        8 * self.byte_size() as u32
    }

    /// Half an ulp at 1 (the unit roundoff) of a float type; 0 for the others.
    pub fn unit_roundoff(self) -> f64 {
        match self {
            Dtype::F16 => 2f64.powi(-11),
            Dtype::BF16 => 2f64.powi(-8),
            Dtype::F32 => 2f64.powi(-24),
            Dtype::F64 => 2f64.powi(-53),
            _ => 0.0,
        }
    }

    /// The largest finite float (floats), or the largest magnitude of an integer type.
    pub fn max_abs(self) -> f64 {
        match self {
            Dtype::Pred => 1.0,
            Dtype::F16 => 65504.0,
            Dtype::BF16 => 3.389e38,
            Dtype::F32 => f32::MAX as f64,
            Dtype::F64 => f64::MAX,
            t if t.is_signed_int() => 2f64.powi(t.bits() as i32 - 1),
            t => 2f64.powi(t.bits() as i32) - 1.0,
        }
    }

    /// The smallest and largest value of an integer type (pred: 0 and 1).
    pub fn int_range(self) -> (i128, i128) {
        match self {
            Dtype::Pred => (0, 1),
            t if t.is_signed_int() => {
                let h = 1i128 << (t.bits() - 1);
                (-h, h - 1)
            }
            t if t.is_int() => (0, (1i128 << t.bits()) - 1),
            _ => (0, 0),
        }
    }
}

/// What [`hlo_program`] may generate.
#[derive(Clone, Debug)]
pub struct GenConfig {
    /// Ops in the chain (parameters and helper instructions such as broadcast constants do not
    /// count); at least one.
    pub max_ops: usize,
    /// Largest rank of any array.
    pub max_rank: usize,
    /// Largest dimension of arrays the generator shapes itself (small shapes).
    pub max_dim: usize,
    /// Element types to draw from (empty means f32 only).
    pub dtypes: Vec<Dtype>,
    /// Huge dimensions (arrays up to 2^34 elements) for compile-only tests; otherwise every
    /// array has at most [`SMALL_ELEMENTS`] elements.
    pub big_shapes: bool,
    /// Generate only programs whose results two correct backends agree on within each
    /// output's [`OutputSpec::tolerance`] (guarded domains, discontinuous ops only on values
    /// computed bit for bit). Off: anything well typed, e.g. `log` of negative numbers.
    pub comparable: bool,
    /// Avoid the op/dtype combinations webxla's GPU backend refuses by name with UNIMPLEMENTED:
    /// s64/u64 → f16/bf16 conversion (it would round twice there: it goes through f32 here),
    /// dot of pred, s64 or u64 operands, and s64 start indices of dynamic-slice and
    /// dynamic-update-slice.
    pub gpu_supported_only: bool,
}

/// The most elements of any array with small shapes.
pub const SMALL_ELEMENTS: u128 = 4096;
/// The most elements of any array with `big_shapes`.
pub const BIG_ELEMENTS: u128 = 1 << 34;

impl Default for GenConfig {
    fn default() -> Self {
        GenConfig {
            max_ops: 12,
            max_rank: 4,
            max_dim: 8,
            dtypes: Dtype::ALL.to_vec(),
            big_shapes: false,
            comparable: true,
            gpu_supported_only: false,
        }
    }
}

impl GenConfig {
    /// Small comparable programs over the element types both of webxla's backends run.
    pub fn gpu() -> Self {
        GenConfig {
            dtypes: Dtype::GPU.to_vec(),
            gpu_supported_only: true,
            ..GenConfig::default()
        }
    }
}

/// A parameter of a generated program.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamSpec {
    pub dtype: Dtype,
    pub dims: Vec<usize>,
}

/// One result of a generated program (the ENTRY returns a tuple of them, or the one array).
#[derive(Clone, Debug, PartialEq)]
pub struct OutputSpec {
    pub dtype: Dtype,
    pub dims: Vec<usize>,
    /// With [`GenConfig::comparable`]: a bound on |a - b| between two backends' values of any
    /// element, given inputs from [`data::make_inputs`]. 0: they are computed bit for bit
    /// (floats compared as numbers, NaN equal to NaN). Integers and pred are always 0.
    pub tolerance: f64,
}

/// A generated program.
#[derive(Clone, Debug)]
pub struct Program {
    /// HLO text: reducer computations, then `ENTRY main`.
    pub text: String,
    pub params: Vec<ParamSpec>,
    pub outputs: Vec<OutputSpec>,
    /// Whether the ENTRY returns a tuple (else its one output is the root array).
    pub tuple_result: bool,
}

/// Builds one random program from `u`'s bytes. Fails only if `u` fails, which it does not
/// for running out of bytes (choices then take their smallest option).
pub fn hlo_program(u: &mut Unstructured, cfg: &GenConfig) -> Result<Program> {
    let mut g = Gen {
        u,
        cfg,
        params: Vec::new(),
        param_lines: Vec::new(),
        body: Vec::new(),
        vals: Vec::new(),
        comps: BTreeMap::new(),
        limit: if cfg.big_shapes {
            BIG_ELEMENTS
        } else {
            SMALL_ELEMENTS
        },
    };
    g.program()
}

/// A value the chain can use.
#[derive(Clone, Debug)]
struct Val {
    name: String,
    dt: Dtype,
    dims: Vec<usize>,
    /// An upper bound on |element| (ints: their type's range unless known smaller).
    mag: f64,
    /// An upper bound on |difference| between two correct backends' values of any element
    /// (0: bit for bit).
    err: f64,
    /// Is this an instruction (not a parameter)?
    inst: bool,
    /// An f32 value of float arithmetic (add, subtract, multiply, dot, reduce), directly or
    /// through movement, negate or abs. Such a value may be exact where it is stored, but an
    /// arithmetic op reading it is not: a GPU compiler may contract or reassociate the two
    /// (Mesa's NIR, so lavapipe, computes `(x·x)·c` as `x·(x·c)`), so that op gets an ulp.
    arith: bool,
}

struct Gen<'c, 'u, 'd> {
    u: &'u mut Unstructured<'d>,
    cfg: &'c GenConfig,
    params: Vec<ParamSpec>,
    param_lines: Vec<String>,
    body: Vec<String>,
    vals: Vec<Val>,
    comps: BTreeMap<String, String>,
    limit: u128,
}

/// A scalar literal.
#[derive(Copy, Clone, Debug)]
enum Lit {
    I(i128),
    F(f64),
}

/// The HLO shape `f32[2,3]{1,0}` (`f32[]` for a scalar).
pub fn shape_text(dt: Dtype, dims: &[usize]) -> String {
    let d: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    if dims.is_empty() {
        format!("{}[]", dt.name())
    } else {
        let l: Vec<String> = (0..dims.len()).rev().map(|d| d.to_string()).collect();
        format!("{}[{}]{{{}}}", dt.name(), d.join(","), l.join(","))
    }
}

/// Elements of a shape (saturating).
pub fn element_count(dims: &[usize]) -> u128 {
    dims.iter().fold(1u128, |a, &d| a.saturating_mul(d as u128))
}

fn list(xs: &[usize]) -> String {
    let v: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
    format!("{{{}}}", v.join(","))
}

/// `a * b` for error terms: 0 when either is 0 (so 0 · ∞ is 0: an exact value stays exact).
fn prod(a: f64, b: f64) -> f64 {
    if a == 0.0 || b == 0.0 {
        0.0
    } else {
        a * b
    }
}

/// The accuracy the differential tolerance assumes of each op that is not correctly rounded,
/// in f32 ulps of the result's magnitude (at least 1): WGSL's guarantees (division 2.5 ulp,
/// exp/log 3 ulp + 2^-21 absolute near 1, sqrt as 1/inverseSqrt) with margin; pow as
/// `exp2(y · log2(x))`, whose error grows with |y · log2(x)|.
mod ulps {
    pub const DIV: f64 = 4.0;
    pub const SQRT: f64 = 4.0;
    pub const EXP: f64 = 8.0;
    pub const LOG: f64 = 8.0;
    pub const TANH: f64 = 8.0;
    pub const TRIG: f64 = 8.0;
    pub const ERF: f64 = 16.0;
    pub const CBRT: f64 = 8.0;
    pub const POW: f64 = 64.0;
}

const UNARY_FLOAT: &[&str] = &[
    "negate",
    "abs",
    "exponential",
    "exponential-minus-one",
    "log",
    "log-plus-one",
    "sqrt",
    "rsqrt",
    "cbrt",
    "tanh",
    "logistic",
    "erf",
    "sine",
    "cosine",
    "floor",
    "ceil",
    "sign",
    "round-nearest-even",
    "round-nearest-afz",
    "is-finite",
];
const UNARY_INT: &[&str] = &[
    "negate",
    "abs",
    "sign",
    "not",
    "popcnt",
    "count-leading-zeros",
];
const BINARY_FLOAT: &[&str] = &[
    "add",
    "subtract",
    "multiply",
    "divide",
    "maximum",
    "minimum",
    "power",
    "remainder",
    "atan2",
];
const BINARY_INT: &[&str] = &[
    "add",
    "subtract",
    "multiply",
    "divide",
    "remainder",
    "maximum",
    "minimum",
    "and",
    "or",
    "xor",
    "shift-left",
    "shift-right-arithmetic",
    "shift-right-logical",
    "power",
];
const BINARY_PRED: &[&str] = &["and", "or", "xor", "maximum", "minimum"];
const DIRECTIONS: &[&str] = &["EQ", "NE", "LT", "LE", "GT", "GE"];

/// Op kinds of the chain and their weights.
#[derive(Copy, Clone, Debug)]
enum Kind {
    Param,
    Constant,
    Iota,
    Unary,
    Binary,
    CompareSelect,
    Clamp,
    Convert,
    Broadcast,
    Reshape,
    Transpose,
    Slice,
    Concatenate,
    Reverse,
    Pad,
    Reduce,
    Dot,
    DynamicSlice,
    DynamicUpdateSlice,
}

const KINDS: &[(Kind, u32)] = &[
    (Kind::Param, 3),
    (Kind::Constant, 2),
    (Kind::Iota, 3),
    (Kind::Unary, 18),
    (Kind::Binary, 18),
    (Kind::CompareSelect, 8),
    (Kind::Clamp, 4),
    (Kind::Convert, 8),
    (Kind::Broadcast, 5),
    (Kind::Reshape, 5),
    (Kind::Transpose, 5),
    (Kind::Slice, 6),
    (Kind::Concatenate, 4),
    (Kind::Reverse, 3),
    (Kind::Pad, 4),
    (Kind::Reduce, 8),
    (Kind::Dot, 7),
    (Kind::DynamicSlice, 4),
    (Kind::DynamicUpdateSlice, 2),
];

/// Dimensions drawn for big shapes.
const BIG_DIMS: &[usize] = &[
    1,
    2,
    3,
    5,
    64,
    255,
    256,
    1000,
    4097,
    65535,
    65536,
    100_003,
    1 << 20,
    (1 << 24) + 1,
];

impl Gen<'_, '_, '_> {
    fn program(&mut self) -> Result<Program> {
        let n_params = self.u.int_in_range(1..=3)?;
        for _ in 0..n_params {
            let dt = self.dtype()?;
            let dims = self.rand_dims()?;
            self.param(dt, dims);
        }
        let n_ops = self.u.int_in_range(1..=self.cfg.max_ops.max(1))?;
        let total: u32 = KINDS.iter().map(|k| k.1).sum();
        for _ in 0..n_ops {
            if self.u.is_empty() {
                break;
            }
            // A kind that does not apply to the values at hand gives way to another.
            for _ in 0..4 {
                let mut r = self.u.int_in_range(0..=total - 1)?;
                let mut kind = KINDS[0].0;
                for &(k, w) in KINDS {
                    if r < w {
                        kind = k;
                        break;
                    }
                    r -= w;
                }
                if self.op(kind)?.is_some() {
                    break;
                }
            }
        }
        self.finish()
    }

    fn finish(&mut self) -> Result<Program> {
        let last = self.vals.len() - 1;
        let mut outs = vec![last];
        let extra = self.u.int_in_range(0..=2)?;
        for _ in 0..extra {
            let i = self.u.choose_index(self.vals.len())?;
            if !outs.contains(&i) {
                outs.push(i);
            }
        }
        let outputs: Vec<OutputSpec> = outs
            .iter()
            .map(|&i| {
                let v = &self.vals[i];
                OutputSpec {
                    dtype: v.dt,
                    dims: v.dims.clone(),
                    tolerance: if v.dt.is_float() { v.err } else { 0.0 },
                }
            })
            .collect();
        let tuple_result = !(outs.len() == 1 && self.vals[last].inst && self.u.ratio(1, 2)?);
        let mut text = String::from("HloModule generated\n\n");
        for c in self.comps.values() {
            text.push_str(c);
            text.push('\n');
        }
        text.push_str("ENTRY main {\n");
        for l in &self.param_lines {
            text.push_str(l);
            text.push('\n');
        }
        let n_body = self.body.len();
        for (k, l) in self.body.iter().enumerate() {
            if !tuple_result && k + 1 == n_body {
                let _ = writeln!(text, "  ROOT {}", l.trim_start());
            } else {
                text.push_str(l);
                text.push('\n');
            }
        }
        if tuple_result {
            let shapes: Vec<String> = outs
                .iter()
                .map(|&i| shape_text(self.vals[i].dt, &self.vals[i].dims))
                .collect();
            let names: Vec<&str> = outs.iter().map(|&i| self.vals[i].name.as_str()).collect();
            let _ = writeln!(
                text,
                "  ROOT out = ({}) tuple({})",
                shapes.join(", "),
                names.join(", ")
            );
        }
        text.push_str("}\n");
        Ok(Program {
            text,
            params: self.params.clone(),
            outputs,
            tuple_result,
        })
    }

    fn op(&mut self, kind: Kind) -> Result<Option<usize>> {
        match kind {
            Kind::Param => {
                let dt = self.dtype()?;
                let dims = self.rand_dims()?;
                Ok(Some(self.param(dt, dims)))
            }
            Kind::Constant => {
                let dt = self.dtype()?;
                let dims = self.rand_dims()?;
                let lit = self.lit(dt)?;
                Ok(Some(self.splat(dt, &dims, lit)))
            }
            Kind::Iota => {
                let dt = self.dtype()?;
                let mut dims = self.rand_dims()?;
                if dims.is_empty() {
                    dims.push(self.u.int_in_range(1..=self.cfg.max_dim.max(1))?);
                }
                if dt == Dtype::Pred {
                    return Ok(None);
                }
                Ok(Some(self.iota(dt, &dims)?))
            }
            Kind::Unary => self.unary(),
            Kind::Binary => self.binary(),
            Kind::CompareSelect => self.compare_select(),
            Kind::Clamp => self.clamp(),
            Kind::Convert => {
                let x = self.pick(|_| true)?.unwrap();
                let dt = self.dtype()?;
                self.convert(x, dt)
            }
            Kind::Broadcast => self.broadcast(),
            Kind::Reshape => {
                let x = self.pick(|_| true)?.unwrap();
                let dims = self.factor(element_count(&self.vals[x].dims))?;
                Ok(Some(self.reshape(x, dims)))
            }
            Kind::Transpose => self.transpose(),
            Kind::Slice => self.slice(),
            Kind::Concatenate => self.concatenate(),
            Kind::Reverse => {
                let x = self.pick(|_| true)?.unwrap();
                let dims = self.subset(self.vals[x].dims.len())?;
                let v = self.vals[x].clone();
                Ok(Some(self.emit(
                    v.dt,
                    v.dims.clone(),
                    v.mag,
                    v.err,
                    format!("reverse({}), dimensions={}", v.name, list(&dims)),
                )))
            }
            Kind::Pad => self.pad(),
            Kind::Reduce => self.reduce(),
            Kind::Dot => self.dot(),
            Kind::DynamicSlice => self.dynamic_slice(),
            Kind::DynamicUpdateSlice => self.dynamic_update_slice(),
        }
    }

    // ---- choices ----

    fn dtype(&mut self) -> Result<Dtype> {
        if self.cfg.dtypes.is_empty() {
            return Ok(Dtype::F32);
        }
        Ok(*self.u.choose(&self.cfg.dtypes)?)
    }

    /// Within the element limit, counting a 0 dimension as 1: webxla refuses shapes whose
    /// other dimensions multiply past its limit even when they are empty
    /// (`f16[16777217,16777217,0]`).
    fn fits(&self, dims: &[usize]) -> bool {
        dims.iter()
            .fold(1u128, |a, &d| a.saturating_mul(d.max(1) as u128))
            <= self.limit
    }

    fn rand_dim(&mut self) -> Result<usize> {
        if self.cfg.big_shapes && self.u.ratio(1, 2)? {
            return Ok(*self.u.choose(BIG_DIMS)?);
        }
        if self.u.ratio(1, 40)? {
            return Ok(0);
        }
        self.u.int_in_range(1..=self.cfg.max_dim.max(1))
    }

    fn rand_dims(&mut self) -> Result<Vec<usize>> {
        let rank = self.u.int_in_range(0..=self.cfg.max_rank)?;
        let mut dims = Vec::with_capacity(rank);
        for _ in 0..rank {
            dims.push(self.rand_dim()?);
        }
        while !self.fits(&dims) {
            let i = (0..dims.len()).max_by_key(|&i| dims[i]).unwrap();
            dims[i] /= 2;
        }
        Ok(dims)
    }

    /// A value satisfying `f`, most often the latest one. The first value always exists (a
    /// parameter), so `pick(|_| true)` is never `None`.
    fn pick(&mut self, f: impl Fn(&Val) -> bool) -> Result<Option<usize>> {
        let c: Vec<usize> = (0..self.vals.len()).filter(|&i| f(&self.vals[i])).collect();
        if c.is_empty() {
            return Ok(None);
        }
        if self.u.ratio(1, 2)? {
            return Ok(Some(*c.last().unwrap()));
        }
        Ok(Some(*self.u.choose(&c)?))
    }

    /// A random subset of `0..rank`, in increasing order.
    fn subset(&mut self, rank: usize) -> Result<Vec<usize>> {
        let mut s = Vec::new();
        for d in 0..rank {
            if self.u.arbitrary::<bool>()? {
                s.push(d);
            }
        }
        Ok(s)
    }

    fn permutation(&mut self, n: usize) -> Result<Vec<usize>> {
        let mut p: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let j = self.u.int_in_range(0..=i)?;
            p.swap(i, j);
        }
        Ok(p)
    }

    /// Random dimensions with `n` elements and rank at most `max_rank` (at least 1 when
    /// `n != 1`, since a scalar has one element).
    fn factor(&mut self, n: u128) -> Result<Vec<usize>> {
        let max_rank = self.cfg.max_rank.max(1);
        if n == 0 {
            let rank = self.u.int_in_range(1..=max_rank)?;
            let zero_at = self.u.int_in_range(0..=rank - 1)?;
            let mut dims = Vec::new();
            for i in 0..rank {
                dims.push(if i == zero_at {
                    0
                } else {
                    self.u.int_in_range(1..=self.cfg.max_dim.max(1))?
                });
            }
            return Ok(dims);
        }
        let rank = self.u.int_in_range(if n == 1 { 0 } else { 1 }..=max_rank)?;
        let mut dims = Vec::new();
        let mut rest = n;
        for _ in 1..rank {
            // A divisor of what is left, small ones found by trial division.
            let mut divs = vec![1u128];
            let mut d = 2u128;
            while d * d <= rest && d <= 1 << 12 {
                if rest.is_multiple_of(d) {
                    divs.push(d);
                    divs.push(rest / d);
                }
                d += 1;
            }
            divs.push(rest);
            let d = *self.u.choose(&divs)?;
            dims.push(d as usize);
            rest /= d;
        }
        if rank > 0 {
            dims.push(rest as usize);
            let p = self.permutation(dims.len())?;
            dims = p.iter().map(|&i| dims[i]).collect();
        }
        Ok(dims)
    }

    fn lit(&mut self, dt: Dtype) -> Result<Lit> {
        if dt.is_float() {
            // Sixteenths in [-4, 4]: exact in every float type.
            let k = self.u.int_in_range(-64i32..=64)?;
            return Ok(Lit::F(k as f64 / 16.0));
        }
        let (lo, hi) = dt.int_range();
        Ok(Lit::I(match self.u.int_in_range(0..=3)? {
            0 => lo,
            1 => hi,
            2 => self.u.int_in_range(lo.max(-8)..=hi.min(16))?,
            _ => {
                // Anywhere in the type's range.
                let r = self.u.arbitrary::<u64>()? as i128;
                lo + r.rem_euclid(hi - lo + 1)
            }
        }))
    }

    // ---- emission ----

    fn emit(&mut self, dt: Dtype, dims: Vec<usize>, mag: f64, err: f64, op: String) -> usize {
        let name = format!("v{}", self.vals.len());
        let arith = dt == Dtype::F32 && self.derives_arith(&op);
        self.body
            .push(format!("  {name} = {} {op}", shape_text(dt, &dims)));
        self.vals.push(Val {
            name,
            dt,
            dims,
            mag,
            err,
            inst: true,
            arith,
        });
        self.vals.len() - 1
    }

    /// Whether the instruction `op` (its text after the shape) gives an arithmetic value (see
    /// `Val::arith`).
    fn derives_arith(&self, op: &str) -> bool {
        let Some((code, rest)) = op.split_once('(') else {
            return false;
        };
        match code {
            "add" | "subtract" | "multiply" | "dot" | "reduce" => true,
            "reshape"
            | "broadcast"
            | "transpose"
            | "slice"
            | "concatenate"
            | "reverse"
            | "pad"
            | "dynamic-slice"
            | "dynamic-update-slice"
            | "negate"
            | "abs" => {
                let args = rest.split(')').next().unwrap_or("");
                args.split(", ")
                    .any(|a| self.vals.iter().any(|v| v.name == a && v.arith))
            }
            _ => false,
        }
    }

    /// f32 ulps an arithmetic op reading `xs` may be off by (see `Val::arith`).
    fn arith_ulps(&self, xs: &[usize]) -> f64 {
        if xs.iter().any(|&x| self.vals[x].arith) {
            1.0
        } else {
            0.0
        }
    }

    fn param(&mut self, dt: Dtype, dims: Vec<usize>) -> usize {
        let k = self.params.len();
        let name = format!("p{k}");
        self.param_lines.push(format!(
            "  {name} = {} parameter({k})",
            shape_text(dt, &dims)
        ));
        self.params.push(ParamSpec {
            dtype: dt,
            dims: dims.clone(),
        });
        self.vals.push(Val {
            name,
            dt,
            dims,
            mag: data::param_magnitude(dt),
            err: 0.0,
            inst: false,
            arith: false,
        });
        self.vals.len() - 1
    }

    fn lit_text(dt: Dtype, l: Lit) -> (String, f64) {
        match (dt, l) {
            (Dtype::Pred, Lit::I(i)) => ((if i != 0 { "true" } else { "false" }).into(), 1.0),
            (Dtype::Pred, Lit::F(f)) => ((if f != 0.0 { "true" } else { "false" }).into(), 1.0),
            (t, Lit::I(i)) if t.is_float() => (i.to_string(), (i as f64).abs()),
            (_, Lit::I(i)) => (i.to_string(), (i as f64).abs()),
            (t, Lit::F(f)) if t.is_float() => {
                let s = if f.is_nan() {
                    "nan".to_string()
                } else if f.is_infinite() {
                    (if f > 0.0 { "inf" } else { "-inf" }).to_string()
                } else {
                    format!("{f}")
                };
                (s, f.abs())
            }
            (_, Lit::F(f)) => (format!("{}", f as i128), f.abs()),
        }
    }

    fn constant(&mut self, dt: Dtype, l: Lit) -> usize {
        let (s, mag) = Self::lit_text(dt, l);
        self.emit(dt, vec![], mag, 0.0, format!("constant({s})"))
    }

    /// `l` broadcast to `dims` (the scalar constant itself for a scalar).
    fn splat(&mut self, dt: Dtype, dims: &[usize], l: Lit) -> usize {
        let c = self.constant(dt, l);
        if dims.is_empty() {
            return c;
        }
        let mag = self.vals[c].mag;
        let name = self.vals[c].name.clone();
        self.emit(
            dt,
            dims.to_vec(),
            mag,
            0.0,
            format!("broadcast({name}), dimensions={{}}"),
        )
    }

    fn iota(&mut self, dt: Dtype, dims: &[usize]) -> Result<usize> {
        let d = self.u.int_in_range(0..=dims.len() - 1)?;
        let mag = (dims[d].max(1) - 1) as f64;
        Ok(self.emit(
            dt,
            dims.to_vec(),
            mag.min(dt.max_abs()),
            0.0,
            format!("iota(), iota_dimension={d}"),
        ))
    }

    /// The error bound of a result of type `dt` and magnitude `mag`: `prop` carried from the
    /// operands plus, when the operands already differ or the op is not correctly rounded
    /// (`k` f32 ulps), one rounding step of `dt` and the op's own error.
    fn fuzz(dt: Dtype, mag: f64, prop: f64, k: f64) -> f64 {
        if prop == 0.0 && k == 0.0 {
            return 0.0;
        }
        let base = if dt == Dtype::F64 {
            Dtype::F64.unit_roundoff()
        } else {
            Dtype::F32.unit_roundoff()
        };
        prop + (k * 2.0 * base + 2.0 * dt.unit_roundoff()) * mag
    }

    /// Whether a value with these bounds is worth comparing (always true unless comparable):
    /// bit-for-bit values always are; others must stay finite, away from overflow, and know
    /// their value to better than an eighth of their magnitude.
    fn acceptable(&self, dt: Dtype, mag: f64, err: f64) -> bool {
        if !self.cfg.comparable || err == 0.0 {
            return true;
        }
        let safe = match dt {
            Dtype::F16 => 16384.0,
            Dtype::F64 => 1e300,
            _ => 1e30,
        };
        mag.is_finite() && err.is_finite() && mag <= safe && err <= mag.max(1.0) / 8.0
    }

    /// `x` clamped to [-lim, lim] (float `x`), unless already within.
    fn bound(&mut self, x: usize, lim: f64) -> Result<usize> {
        if self.vals[x].mag <= lim {
            return Ok(x);
        }
        let v = self.vals[x].clone();
        let (lo, hi) = if self.u.arbitrary::<bool>()? || v.dims.is_empty() {
            (
                self.constant(v.dt, Lit::F(-lim)),
                self.constant(v.dt, Lit::F(lim)),
            )
        } else {
            (
                self.splat(v.dt, &v.dims, Lit::F(-lim)),
                self.splat(v.dt, &v.dims, Lit::F(lim)),
            )
        };
        let (lo, hi) = (self.vals[lo].name.clone(), self.vals[hi].name.clone());
        Ok(self.emit(
            v.dt,
            v.dims,
            lim,
            v.err,
            format!("clamp({lo}, {}, {hi})", v.name),
        ))
    }

    /// `|x| + 1` (float `x`): at least 1.
    fn abs_plus_one(&mut self, x: usize) -> usize {
        let a = self.unary_raw(
            x,
            "abs",
            self.vals[x].mag,
            self.vals[x].err,
            self.vals[x].dt,
        );
        let v = self.vals[a].clone();
        let one = self.splat(v.dt, &v.dims, Lit::F(1.0));
        let mag = v.mag + 1.0;
        let err = Self::fuzz(v.dt, mag, v.err, self.arith_ulps(&[a]));
        let one = self.vals[one].name.clone();
        self.emit(v.dt, v.dims, mag, err, format!("add({}, {one})", v.name))
    }

    fn unary_raw(&mut self, x: usize, op: &str, mag: f64, err: f64, dt: Dtype) -> usize {
        let v = self.vals[x].clone();
        self.emit(dt, v.dims, mag, err, format!("{op}({})", v.name))
    }

    // ---- ops ----

    fn unary(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|_| true)?.unwrap();
        let v = self.vals[x].clone();
        let guard = self.cfg.comparable || self.u.arbitrary::<bool>()?;
        if v.dt == Dtype::Pred {
            return Ok(Some(self.unary_raw(x, "not", 1.0, 0.0, v.dt)));
        }
        if v.dt.is_int() {
            let op = *self.u.choose(UNARY_INT)?;
            return Ok(Some(self.unary_raw(x, op, v.dt.max_abs(), 0.0, v.dt)));
        }
        let op = *self.u.choose(UNARY_FLOAT)?;
        let dt = v.dt;
        let exact_only = |g: &Self| g.cfg.comparable && v.err > 0.0;
        let (m, e) = (v.mag, v.err);
        let r = match op {
            "negate" | "abs" => self.unary_raw(x, op, m, e, dt),
            "exponential" | "exponential-minus-one" => {
                let x = if guard { self.bound(x, 8.0)? } else { x };
                let m = self.vals[x].mag;
                let mag = m.exp();
                let err = Self::fuzz(dt, mag, prod(mag, e), ulps::EXP);
                if !self.acceptable(dt, mag, err) {
                    return Ok(None);
                }
                self.unary_raw(x, op, mag, err, dt)
            }
            "log" | "log-plus-one" | "rsqrt" => {
                // log(|x| + 1), log1p(|x|), rsqrt(|x| + 1): derivatives at most 1.
                let y = if !guard {
                    x
                } else if op == "log-plus-one" {
                    self.unary_raw(x, "abs", m, e, dt)
                } else {
                    self.abs_plus_one(x)
                };
                let (ym, ye) = (self.vals[y].mag, self.vals[y].err);
                let mag = if op == "rsqrt" { 1.0 } else { (ym + 1.0).ln() };
                let k = if op == "rsqrt" { ulps::SQRT } else { ulps::LOG };
                let err = Self::fuzz(dt, mag.max(1.0), ye, k);
                self.unary_raw(y, op, mag, err, dt)
            }
            "sqrt" | "cbrt" => {
                let y = if guard && op == "sqrt" {
                    self.unary_raw(x, "abs", m, e, dt)
                } else {
                    x
                };
                // Hölder continuous: |√a - √b| ≤ √|a - b|, |∛a - ∛b| ≤ 2∛|a - b|.
                let (mag, prop, k) = if op == "sqrt" {
                    (m.sqrt(), e.sqrt(), ulps::SQRT)
                } else {
                    (m.cbrt(), 2.0 * e.cbrt(), ulps::CBRT)
                };
                let err = Self::fuzz(dt, mag.max(1.0), prop, k);
                if !self.acceptable(dt, mag, err) {
                    return Ok(None);
                }
                self.unary_raw(y, op, mag, err, dt)
            }
            "tanh" | "logistic" | "erf" => {
                let k = if op == "erf" { ulps::ERF } else { ulps::TANH };
                let prop = if op == "erf" { 1.13 * e } else { e };
                let err = Self::fuzz(dt, 1.0, prop, k);
                self.unary_raw(x, op, 1.0, err, dt)
            }
            "sine" | "cosine" => {
                let x = if guard { self.bound(x, 64.0)? } else { x };
                let err = Self::fuzz(dt, 1.0, e, ulps::TRIG);
                self.unary_raw(x, op, 1.0, err, dt)
            }
            "is-finite" => {
                if exact_only(self) {
                    return Ok(None);
                }
                self.unary_raw(x, op, 1.0, 0.0, Dtype::Pred)
            }
            // floor, ceil, sign, rounding: discontinuous.
            _ => {
                if exact_only(self) {
                    return Ok(None);
                }
                self.unary_raw(x, op, m + 1.0, 0.0, dt)
            }
        };
        Ok(Some(r))
    }

    /// A value of type `dt` and shape `dims`, made from `x`: converted, reshaped, sliced,
    /// padded or broadcast as needed (a broadcast constant when `x` cannot be converted).
    fn coerce(&mut self, x: usize, dt: Dtype, dims: &[usize]) -> Result<usize> {
        let x = match self.convert(x, dt)? {
            Some(x) => x,
            None => {
                let l = self.lit(dt)?;
                return Ok(self.splat(dt, dims, l));
            }
        };
        let v = self.vals[x].clone();
        if v.dims == dims {
            return Ok(x);
        }
        let (n_src, n_dst) = (element_count(&v.dims), element_count(dims));
        if n_src == n_dst {
            return Ok(self.reshape(x, dims.to_vec()));
        }
        if v.dims.is_empty() {
            return Ok(self.emit(
                dt,
                dims.to_vec(),
                v.mag,
                v.err,
                format!("broadcast({}), dimensions={{}}", v.name),
            ));
        }
        // A rank-1 value matching one dimension is broadcast along it.
        if v.dims.len() == 1 {
            if let Some(d) = dims.iter().position(|&d| d == v.dims[0]) {
                return Ok(self.emit(
                    dt,
                    dims.to_vec(),
                    v.mag,
                    v.err,
                    format!("broadcast({}), dimensions={{{d}}}", v.name),
                ));
            }
        }
        let flat = if v.dims.len() == 1 {
            x
        } else {
            self.reshape(x, vec![n_src as usize])
        };
        let fname = self.vals[flat].name.clone();
        let flat1 = if n_src > n_dst {
            let stride = n_src.checked_div(n_dst).map_or(1, |q| q.min(3)) as usize;
            let stride = self.u.int_in_range(1..=stride.max(1))?;
            let limit = n_dst as usize * stride;
            self.emit(
                dt,
                vec![n_dst as usize],
                v.mag,
                v.err,
                format!("slice({fname}), slice={{[0:{limit}:{stride}]}}"),
            )
        } else if n_src == 0 {
            let l = self.lit(dt)?;
            self.splat(dt, &[n_dst as usize], l)
        } else {
            let l = self.lit(dt)?;
            let c = self.constant(dt, l);
            let mag = v.mag.max(self.vals[c].mag);
            let c = self.vals[c].name.clone();
            self.emit(
                dt,
                vec![n_dst as usize],
                mag,
                v.err,
                format!("pad({fname}, {c}), padding=0_{}", n_dst - n_src),
            )
        };
        if dims.len() == 1 {
            return Ok(flat1);
        }
        Ok(self.reshape(flat1, dims.to_vec()))
    }

    /// A value of type `dt` and shape `dims`: an existing one, one made from another value,
    /// a new parameter or a constant.
    fn obtain(&mut self, dt: Dtype, dims: &[usize]) -> Result<usize> {
        if let Some(x) = self.pick(|v| v.dt == dt && v.dims == dims)? {
            if self.u.ratio(3, 4)? {
                return Ok(x);
            }
        }
        match self.u.int_in_range(0..=5)? {
            0..=2 => {
                let x = self.pick(|_| true)?.unwrap();
                self.coerce(x, dt, dims)
            }
            3 => Ok(self.param(dt, dims.to_vec())),
            4 if dt != Dtype::Pred && !dims.is_empty() => self.iota(dt, dims),
            _ => {
                let l = self.lit(dt)?;
                Ok(self.splat(dt, dims, l))
            }
        }
    }

    fn convert(&mut self, x: usize, dt: Dtype) -> Result<Option<usize>> {
        let v = self.vals[x].clone();
        if v.dt == dt {
            return Ok(Some(x));
        }
        if self.cfg.comparable && v.err > 0.0 && !dt.is_float() {
            // float → int/pred is discontinuous.
            return Ok(None);
        }
        if self.cfg.gpu_supported_only
            && matches!(v.dt, Dtype::S64 | Dtype::U64)
            && matches!(dt, Dtype::F16 | Dtype::BF16)
        {
            let Some(y) = self.convert(x, Dtype::F32)? else {
                return Ok(None);
            };
            return self.convert(y, dt);
        }
        let (mag, err) = if dt.is_float() {
            let mag = if v.dt == Dtype::Pred { 1.0 } else { v.mag };
            let mag = if mag > dt.max_abs() {
                f64::INFINITY
            } else {
                mag
            };
            let err = if v.dt.is_float() && dt.unit_roundoff() > v.dt.unit_roundoff() {
                Self::fuzz(dt, mag, v.err, 0.0)
            } else {
                v.err
            };
            (mag, err)
        } else {
            (v.mag.min(dt.max_abs()), 0.0)
        };
        Ok(Some(self.emit(
            dt,
            v.dims,
            mag,
            err,
            format!("convert({})", v.name),
        )))
    }

    fn binary(&mut self) -> Result<Option<usize>> {
        let a = self.pick(|_| true)?.unwrap();
        let va = self.vals[a].clone();
        let dt = va.dt;
        let b = self.obtain(dt, &va.dims)?;
        let guard = self.cfg.comparable || self.u.arbitrary::<bool>()?;
        let op = if dt == Dtype::Pred {
            *self.u.choose(BINARY_PRED)?
        } else if dt.is_int() {
            *self.u.choose(BINARY_INT)?
        } else {
            *self.u.choose(BINARY_FLOAT)?
        };
        if !dt.is_float() {
            let mag = if dt == Dtype::Pred { 1.0 } else { dt.max_abs() };
            return Ok(Some(self.bin(op, a, b, dt, mag, 0.0)));
        }
        let vb = self.vals[b].clone();
        let (ma, ea, mb, eb) = (va.mag, va.err, vb.mag, vb.err);
        let r = match op {
            "add" | "subtract" => {
                let mag = ma + mb;
                let err = Self::fuzz(dt, mag, ea + eb, self.arith_ulps(&[a, b]));
                if !self.acceptable(dt, mag, err) {
                    return Ok(None);
                }
                self.bin(op, a, b, dt, mag, err)
            }
            "multiply" => {
                let mag = ma * mb;
                let prop = prod(ea, mb) + prod(eb, ma) + prod(ea, eb);
                let err = Self::fuzz(dt, mag, prop, self.arith_ulps(&[a, b]));
                if !self.acceptable(dt, mag, err) {
                    return Ok(None);
                }
                self.bin(op, a, b, dt, mag, err)
            }
            "maximum" | "minimum" => self.bin(op, a, b, dt, ma.max(mb), ea.max(eb)),
            "divide" => {
                // a / (|b| + 1): d/da ≤ 1, d/db ≤ |a|.
                let b = if guard { self.abs_plus_one(b) } else { b };
                let eb = self.vals[b].err;
                let err = Self::fuzz(dt, ma, ea + prod(ma, eb), ulps::DIV);
                if !self.acceptable(dt, ma, err) {
                    return Ok(None);
                }
                self.bin(op, a, b, dt, ma, err)
            }
            "power" => {
                // (|a| + 1) ^ clamp(b, -2, 2), |a| ≤ 15.
                let (a, b) = if guard {
                    let a = self.bound(a, 15.0)?;
                    let a = self.abs_plus_one(a);
                    (a, self.bound(b, 2.0)?)
                } else {
                    (a, b)
                };
                let (ma, ea) = (self.vals[a].mag, self.vals[a].err);
                let (mb, eb) = (self.vals[b].mag, self.vals[b].err);
                let mag = ma.powf(mb.min(2.0));
                let prop = prod(2.0 * ma, ea) + prod(mag * ma.ln(), eb);
                let err = Self::fuzz(dt, mag.max(1.0), prop, ulps::POW);
                if !self.acceptable(dt, mag, err) {
                    return Ok(None);
                }
                self.bin(op, a, b, dt, mag, err)
            }
            // remainder and atan2 are discontinuous and not correctly rounded everywhere:
            // only in programs that are not compared.
            _ => {
                if self.cfg.comparable {
                    return Ok(None);
                }
                self.bin(op, a, b, dt, ma.max(mb).max(4.0), 0.0)
            }
        };
        Ok(Some(r))
    }

    fn bin(&mut self, op: &str, a: usize, b: usize, dt: Dtype, mag: f64, err: f64) -> usize {
        let dims = self.vals[a].dims.clone();
        let (na, nb) = (self.vals[a].name.clone(), self.vals[b].name.clone());
        self.emit(dt, dims, mag, err, format!("{op}({na}, {nb})"))
    }

    fn compare_select(&mut self) -> Result<Option<usize>> {
        let comparable = self.cfg.comparable;
        let Some(a) = self.pick(|v| !comparable || v.err == 0.0)? else {
            return Ok(None);
        };
        let va = self.vals[a].clone();
        let b = self.obtain(va.dt, &va.dims)?;
        if comparable && self.vals[b].err > 0.0 {
            return Ok(None);
        }
        let dir = *self.u.choose(DIRECTIONS)?;
        let nb = self.vals[b].name.clone();
        let c = self.emit(
            Dtype::Pred,
            va.dims.clone(),
            1.0,
            0.0,
            format!("compare({}, {nb}), direction={dir}", va.name),
        );
        if self.u.ratio(1, 4)? {
            return Ok(Some(c));
        }
        // select(c, x, y) of some type over the same dimensions, or with a scalar predicate.
        let dt = self.dtype()?;
        let (pred, dims) = if va.dims.is_empty() && self.u.arbitrary::<bool>()? {
            let dims = self.rand_dims()?;
            (c, dims)
        } else {
            (c, va.dims.clone())
        };
        let (x, y) = if dt == va.dt && dims == va.dims {
            (a, b)
        } else {
            (self.obtain(dt, &dims)?, self.obtain(dt, &dims)?)
        };
        let (vx, vy) = (self.vals[x].clone(), self.vals[y].clone());
        let (x, y) = if self.u.arbitrary::<bool>()? {
            (vx, vy)
        } else {
            (vy, vx)
        };
        let p = self.vals[pred].name.clone();
        Ok(Some(self.emit(
            dt,
            dims,
            x.mag.max(y.mag),
            x.err.max(y.err),
            format!("select({p}, {}, {})", x.name, y.name),
        )))
    }

    fn clamp(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|v| v.dt != Dtype::Pred)?;
        let Some(x) = x else { return Ok(None) };
        let v = self.vals[x].clone();
        let scalar = v.dims.is_empty() || self.u.arbitrary::<bool>()?;
        let (lo, hi) = if scalar {
            let l1 = self.lit(v.dt)?;
            let l2 = self.lit(v.dt)?;
            (self.constant(v.dt, l1), self.constant(v.dt, l2))
        } else {
            (self.obtain(v.dt, &v.dims)?, self.obtain(v.dt, &v.dims)?)
        };
        let (lo, hi) = (self.vals[lo].clone(), self.vals[hi].clone());
        let mag = v.mag.max(lo.mag).max(hi.mag);
        let err = v.err.max(lo.err).max(hi.err);
        Ok(Some(self.emit(
            v.dt,
            v.dims,
            mag,
            err,
            format!("clamp({}, {}, {})", lo.name, v.name, hi.name),
        )))
    }

    fn reshape(&mut self, x: usize, dims: Vec<usize>) -> usize {
        let v = self.vals[x].clone();
        self.emit(v.dt, dims, v.mag, v.err, format!("reshape({})", v.name))
    }

    fn broadcast(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|v| v.dims.len() < 4)?;
        let Some(x) = x else { return Ok(None) };
        let v = self.vals[x].clone();
        if v.dims.len() >= self.cfg.max_rank {
            return Ok(None);
        }
        let new_rank = self.u.int_in_range(v.dims.len()..=self.cfg.max_rank)?;
        // Where each operand dimension goes: an increasing choice of positions.
        let mut pos: Vec<usize> = (0..new_rank).collect();
        while pos.len() > v.dims.len() {
            let i = self.u.choose_index(pos.len())?;
            pos.remove(i);
        }
        let mut dims = Vec::with_capacity(new_rank);
        for _ in 0..new_rank {
            dims.push(self.rand_dim()?);
        }
        for (i, &p) in pos.iter().enumerate() {
            // A size-1 operand dimension may stretch (StableHLO's broadcast_in_dim).
            dims[p] = if v.dims[i] == 1 && self.u.ratio(1, 3)? {
                self.rand_dim()?
            } else {
                v.dims[i]
            };
        }
        if !self.fits(&dims) {
            return Ok(None);
        }
        Ok(Some(self.emit(
            v.dt,
            dims,
            v.mag,
            v.err,
            format!("broadcast({}), dimensions={}", v.name, list(&pos)),
        )))
    }

    fn transpose(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|_| true)?.unwrap();
        let v = self.vals[x].clone();
        let p = self.permutation(v.dims.len())?;
        let dims = p.iter().map(|&i| v.dims[i]).collect();
        Ok(Some(self.emit(
            v.dt,
            dims,
            v.mag,
            v.err,
            format!("transpose({}), dimensions={}", v.name, list(&p)),
        )))
    }

    fn slice(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|_| true)?.unwrap();
        let v = self.vals[x].clone();
        let mut parts = Vec::new();
        let mut dims = Vec::new();
        for &d in &v.dims {
            let start = self.u.int_in_range(0..=d)?;
            let limit = self.u.int_in_range(start..=d)?;
            let stride = if self.cfg.big_shapes && self.u.ratio(1, 4)? {
                *self.u.choose(&[7usize, 1000, 1 << 16])?
            } else {
                self.u.int_in_range(1..=3)?
            };
            parts.push(if stride == 1 && self.u.arbitrary::<bool>()? {
                format!("[{start}:{limit}]")
            } else {
                format!("[{start}:{limit}:{stride}]")
            });
            dims.push((limit - start).div_ceil(stride));
        }
        Ok(Some(self.emit(
            v.dt,
            dims,
            v.mag,
            v.err,
            format!("slice({}), slice={{{}}}", v.name, parts.join(", ")),
        )))
    }

    fn concatenate(&mut self) -> Result<Option<usize>> {
        let Some(x) = self.pick(|v| !v.dims.is_empty())? else {
            return Ok(None);
        };
        let v = self.vals[x].clone();
        let d = self.u.choose_index(v.dims.len())?;
        let n = self.u.int_in_range(1..=2)?;
        let mut parts = vec![x];
        for _ in 0..n {
            let mut dims = v.dims.clone();
            dims[d] = if self.u.arbitrary::<bool>()? {
                v.dims[d]
            } else {
                self.rand_dim()?
            };
            if !self.fits(&dims) {
                return Ok(None);
            }
            let y = self.obtain(v.dt, &dims)?;
            parts.push(y);
        }
        let mut dims = v.dims.clone();
        dims[d] = parts.iter().map(|&p| self.vals[p].dims[d]).sum();
        if !self.fits(&dims) {
            return Ok(None);
        }
        let ps: Vec<Val> = parts.iter().map(|&p| self.vals[p].clone()).collect();
        let names: Vec<&str> = ps.iter().map(|p| p.name.as_str()).collect();
        let mag = ps.iter().map(|p| p.mag).fold(0.0, f64::max);
        let err = ps.iter().map(|p| p.err).fold(0.0, f64::max);
        let text = format!("concatenate({}), dimensions={{{d}}}", names.join(", "));
        Ok(Some(self.emit(v.dt, dims, mag, err, text)))
    }

    fn pad(&mut self) -> Result<Option<usize>> {
        // webxla's HLO parser wants at least one dimension in `padding=` (a rank-0 pad is
        // the identity anyway).
        let Some(x) = self.pick(|v| !v.dims.is_empty())? else {
            return Ok(None);
        };
        let v = self.vals[x].clone();
        let mut parts = Vec::new();
        let mut dims = Vec::new();
        for &d in &v.dims {
            let mut lo = self.u.int_in_range(-2i64..=3)?;
            let mut hi = self.u.int_in_range(-2i64..=3)?;
            let interior = if self.u.ratio(1, 3)? {
                self.u.int_in_range(1i64..=2)?
            } else {
                0
            };
            let d = d as i64;
            let base = d + (d - 1).max(0) * interior;
            if lo + hi + base < 0 {
                lo = lo.max(0);
                hi = hi.max(0);
            }
            parts.push(if interior > 0 {
                format!("{lo}_{hi}_{interior}")
            } else {
                format!("{lo}_{hi}")
            });
            dims.push((lo + hi + base) as usize);
        }
        if !self.fits(&dims) {
            return Ok(None);
        }
        let l = self.lit(v.dt)?;
        let c = self.constant(v.dt, l);
        let c = self.vals[c].clone();
        let padding = parts.join("x");
        Ok(Some(self.emit(
            v.dt,
            dims,
            v.mag.max(c.mag),
            v.err,
            format!("pad({}, {}), padding={padding}", v.name, c.name),
        )))
    }

    /// The reducer computation `op` over `dt` scalars, by name.
    fn reducer(&mut self, op: &str, dt: Dtype) -> String {
        let name = format!("{}_{}", op, dt.name());
        let t = dt.name();
        self.comps.entry(name.clone()).or_insert_with(|| {
            format!(
                "{name} {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n  ROOT r = {t}[] {op}(a, b)\n}}\n"
            )
        });
        name
    }

    fn reduce(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|_| true)?.unwrap();
        let v = self.vals[x].clone();
        let dims = self.subset(v.dims.len())?;
        let n: f64 = dims.iter().map(|&d| v.dims[d] as f64).product();
        let kept: Vec<usize> = (0..v.dims.len())
            .filter(|d| !dims.contains(d))
            .map(|d| v.dims[d])
            .collect();
        let dt = v.dt;
        let ops: &[&str] = if dt == Dtype::Pred {
            &["and", "or"]
        } else if dt.is_int() {
            &["add", "maximum", "minimum", "multiply", "and", "or", "xor"]
        } else if self.cfg.comparable {
            &["add", "maximum", "minimum"]
        } else {
            &["add", "maximum", "minimum", "multiply"]
        };
        let op = *self.u.choose(ops)?;
        let (lo, hi) = dt.int_range();
        let init = match (op, dt.is_float()) {
            ("add" | "or" | "xor", _) => Lit::I(0),
            ("multiply", _) => Lit::I(1),
            ("and", _) => Lit::I(if dt.is_signed_int() { -1 } else { hi }),
            ("maximum", true) => Lit::F(f64::NEG_INFINITY),
            ("minimum", true) => Lit::F(f64::INFINITY),
            ("maximum", false) => Lit::I(lo),
            _ => Lit::I(hi),
        };
        let (mag, err) = if !dt.is_float() {
            (dt.max_abs(), 0.0)
        } else if op == "add" {
            // Sums in different orders differ by at most 2(n-1)u·Σ|x| (rounding to `dt` at
            // each step, as the CPU does for f16/bf16).
            let mag = n * v.mag;
            let order = 2.0 * (n - 1.0).max(0.0) * dt.unit_roundoff() * mag;
            let prop = prod(n, v.err) + if n > 1.0 { order } else { 0.0 };
            (mag, Self::fuzz(dt, mag, prop, self.arith_ulps(&[x])))
        } else if n == 0.0 {
            (f64::INFINITY, v.err)
        } else {
            (v.mag, v.err)
        };
        if !self.acceptable(dt, mag, err) {
            return Ok(None);
        }
        let comp = self.reducer(op, dt);
        let c = self.constant(dt, init);
        let c = self.vals[c].name.clone();
        Ok(Some(self.emit(
            dt,
            kept,
            mag,
            err,
            format!(
                "reduce({}, {c}), dimensions={}, to_apply={comp}",
                v.name,
                list(&dims)
            ),
        )))
    }

    fn dot(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|_| true)?.unwrap();
        let l = self.vals[x].clone();
        if self.cfg.gpu_supported_only && matches!(l.dt, Dtype::Pred | Dtype::S64 | Dtype::U64) {
            return Ok(None);
        }
        let rank = l.dims.len();
        // Roles of lhs dimensions: 0 free, 1 batch, 2 contracting.
        let mut role = vec![0u8; rank];
        for r in role.iter_mut() {
            *r = self.u.int_in_range(0..=2)?;
        }
        let lb: Vec<usize> = (0..rank).filter(|&d| role[d] == 1).collect();
        let lc: Vec<usize> = (0..rank).filter(|&d| role[d] == 2).collect();
        let lf: Vec<usize> = (0..rank).filter(|&d| role[d] == 0).collect();
        let room = self
            .cfg
            .max_rank
            .saturating_sub(lb.len() + lf.len())
            .min(self.cfg.max_rank.saturating_sub(lb.len() + lc.len()));
        let n_rf = self.u.int_in_range(0..=room)?;
        let mut rf = Vec::new();
        for _ in 0..n_rf {
            rf.push(self.rand_dim()?);
        }
        // The rhs: batch, contracting and free dimensions in a random order.
        let mut slots: Vec<(u8, usize)> = lb
            .iter()
            .map(|&d| (1, d))
            .chain(lc.iter().map(|&d| (2, d)))
            .chain((0..rf.len()).map(|i| (0, i)))
            .collect();
        let p = self.permutation(slots.len())?;
        slots = p.iter().map(|&i| slots[i]).collect();
        let rdims: Vec<usize> = slots
            .iter()
            .map(|&(k, d)| if k == 0 { rf[d] } else { l.dims[d] })
            .collect();
        let pos = |k: u8, d: usize| slots.iter().position(|&s| s == (k, d)).unwrap();
        let rb: Vec<usize> = lb.iter().map(|&d| pos(1, d)).collect();
        let rc: Vec<usize> = lc.iter().map(|&d| pos(2, d)).collect();
        // Result: batch (lhs order), lhs free, rhs free (rhs order) dimensions.
        let mut out: Vec<usize> = lb.iter().map(|&d| l.dims[d]).collect();
        out.extend(lf.iter().map(|&d| l.dims[d]));
        out.extend(slots.iter().filter(|s| s.0 == 0).map(|s| rf[s.1]));
        if !self.fits(&rdims) || !self.fits(&out) {
            return Ok(None);
        }
        // Mixed precision as jax writes it: f16/bf16 → f32, s8 → s32, u8 → u32.
        let rt = match l.dt {
            Dtype::F16 | Dtype::BF16 if self.u.ratio(1, 4)? => Dtype::F32,
            Dtype::S8 if self.u.ratio(1, 4)? => Dtype::S32,
            Dtype::U8 if self.u.ratio(1, 4)? => Dtype::U32,
            t => t,
        };
        let k: f64 = lc.iter().map(|&d| l.dims[d] as f64).product();
        let y = self.obtain(l.dt, &rdims)?;
        let r = self.vals[y].clone();
        let (mag, err) = if rt.is_float() {
            let mag = k * l.mag * r.mag;
            let order = 2.0 * (k - 1.0).max(0.0) * rt.unit_roundoff().max(1e-7) * mag;
            let prop = prod(
                k,
                prod(l.err, r.mag) + prod(r.err, l.mag) + prod(l.err, r.err),
            ) + if k > 1.0 { order } else { 0.0 };
            (mag, Self::fuzz(rt, mag, prop, self.arith_ulps(&[x, y])))
        } else {
            (rt.max_abs(), 0.0)
        };
        if !self.acceptable(rt, mag, err) {
            return Ok(None);
        }
        Ok(Some(self.emit(
            rt,
            out,
            mag,
            err,
            format!(
                "dot({}, {}), lhs_batch_dims={}, lhs_contracting_dims={}, rhs_batch_dims={}, rhs_contracting_dims={}",
                l.name,
                r.name,
                list(&lb),
                list(&lc),
                list(&rb),
                list(&rc)
            ),
        )))
    }

    /// `rank` scalar start indices of one integer type (any value: the ops clamp them).
    fn starts(&mut self, dims: &[usize]) -> Result<Vec<String>> {
        let it = *self
            .u
            .choose(&[Dtype::S32, Dtype::S32, Dtype::U32, Dtype::S64, Dtype::S8])?;
        let gpu_refuses = self.cfg.gpu_supported_only && it == Dtype::S64;
        let it = if (self.cfg.dtypes.contains(&it) && !gpu_refuses) || it == Dtype::S32 {
            it
        } else {
            Dtype::S32
        };
        let mut names = Vec::new();
        for &d in dims {
            let existing = self.pick(|v| v.dt == it && v.dims.is_empty())?;
            let i = match (existing, self.u.int_in_range(0..=3)?) {
                (Some(e), 0) => e,
                (_, 1) => self.param(it, vec![]),
                _ => {
                    let (lo, hi) = it.int_range();
                    let s = self
                        .u
                        .int_in_range((-2i128).max(lo)..=(d as i128 + 2).min(hi))?;
                    self.constant(it, Lit::I(s))
                }
            };
            names.push(self.vals[i].name.clone());
        }
        Ok(names)
    }

    fn dynamic_slice(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|_| true)?.unwrap();
        let v = self.vals[x].clone();
        let mut sizes = Vec::new();
        for &d in &v.dims {
            sizes.push(self.u.int_in_range(0..=d)?);
        }
        let starts = self.starts(&v.dims)?;
        let mut ops = vec![v.name.clone()];
        ops.extend(starts);
        Ok(Some(self.emit(
            v.dt,
            sizes.clone(),
            v.mag,
            v.err,
            format!(
                "dynamic-slice({}), dynamic_slice_sizes={}",
                ops.join(", "),
                list(&sizes)
            ),
        )))
    }

    fn dynamic_update_slice(&mut self) -> Result<Option<usize>> {
        let x = self.pick(|_| true)?.unwrap();
        let v = self.vals[x].clone();
        let mut sizes = Vec::new();
        for &d in &v.dims {
            sizes.push(self.u.int_in_range(0..=d)?);
        }
        let up = self.obtain(v.dt, &sizes)?;
        let up = self.vals[up].clone();
        let starts = self.starts(&v.dims)?;
        let mut ops = vec![v.name.clone(), up.name.clone()];
        ops.extend(starts);
        Ok(Some(self.emit(
            v.dt,
            v.dims.clone(),
            v.mag.max(up.mag),
            v.err.max(up.err),
            format!("dynamic-update-slice({})", ops.join(", ")),
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(seed: u64, n: usize) -> Vec<u8> {
        let mut r = data::XorShift::new(seed);
        let mut b = vec![0u8; n];
        r.fill(&mut b);
        b
    }

    #[test]
    fn programs_are_deterministic_and_balanced() {
        for seed in 0..500 {
            let b = bytes(seed, 2048);
            let p1 = hlo_program(&mut Unstructured::new(&b), &GenConfig::default()).unwrap();
            let p2 = hlo_program(&mut Unstructured::new(&b), &GenConfig::default()).unwrap();
            assert_eq!(p1.text, p2.text);
            let opens = p1.text.matches('{').count();
            assert_eq!(opens, p1.text.matches('}').count(), "{}", p1.text);
            let entry = &p1.text[p1.text.find("ENTRY main").unwrap()..];
            assert_eq!(
                entry.matches(" parameter(").count(),
                p1.params.len(),
                "{}",
                p1.text
            );
            assert!(!p1.outputs.is_empty());
        }
    }

    #[test]
    fn empty_input_gives_a_program() {
        let p = hlo_program(&mut Unstructured::new(&[]), &GenConfig::default()).unwrap();
        assert!(p.text.contains("ENTRY main"));
        assert_eq!(p.params.len(), 1);
    }

    #[test]
    fn small_shapes_stay_small_and_big_ones_get_big() {
        let mut big = 0;
        for seed in 0..300 {
            let b = bytes(seed, 2048);
            let p = hlo_program(&mut Unstructured::new(&b), &GenConfig::default()).unwrap();
            for o in &p.outputs {
                assert!(element_count(&o.dims) <= SMALL_ELEMENTS, "{}", p.text);
            }
            let cfg = GenConfig {
                big_shapes: true,
                ..GenConfig::default()
            };
            let p = hlo_program(&mut Unstructured::new(&b), &cfg).unwrap();
            if p.params.iter().any(|s| element_count(&s.dims) > 1 << 24) {
                big += 1;
            }
        }
        assert!(big > 10, "{big}");
    }

    #[test]
    fn every_op_kind_appears() {
        let mut text = String::new();
        for seed in 0..400 {
            let b = bytes(seed, 4096);
            text += &hlo_program(&mut Unstructured::new(&b), &GenConfig::default())
                .unwrap()
                .text;
        }
        for op in [
            " parameter(",
            " constant(",
            " iota(",
            " broadcast(",
            " reshape(",
            " transpose(",
            " slice(",
            " concatenate(",
            " reverse(",
            " pad(",
            " reduce(",
            " dot(",
            " dynamic-slice(",
            " dynamic-update-slice(",
            " compare(",
            " select(",
            " clamp(",
            " convert(",
            " exponential(",
            " log(",
            " sqrt(",
            " tanh(",
            " sine(",
            " cosine(",
            " floor(",
            " ceil(",
            " sign(",
            " not(",
            " add(",
            " subtract(",
            " multiply(",
            " divide(",
            " maximum(",
            " minimum(",
            " power(",
            " and(",
            " or(",
            " xor(",
            " shift-left(",
            " shift-right-logical(",
            " shift-right-arithmetic(",
            "_1_",
            "_-",
            ":2]",
            "lhs_batch_dims={0",
        ] {
            assert!(text.contains(op), "{op} never generated");
        }
    }
}
