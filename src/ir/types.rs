//! Element types and shapes: the type system shared by every front end and backend.
//!
//! This module knows nothing about any text syntax; front ends map their own spellings
//! (`f32`, `tensor<..xf32>`, `i1`) onto these types.

use std::fmt;

/// An XLA primitive element type. Every type XLA names is here, including the ones no backend
/// computes yet (4-bit and f8): front ends parse them and backends refuse them with a typed error.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElementType {
    Pred,
    S2,
    S4,
    S8,
    S16,
    S32,
    S64,
    U2,
    U4,
    U8,
    U16,
    U32,
    U64,
    F4E2M1FN,
    F8E3M4,
    F8E4M3,
    F8E4M3FN,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E5M2,
    F8E5M2FNUZ,
    F8E8M0FNU,
    F16,
    BF16,
    F32,
    F64,
    C64,
    C128,
}

impl ElementType {
    pub const ALL: [ElementType; 28] = [
        ElementType::Pred,
        ElementType::S2,
        ElementType::S4,
        ElementType::S8,
        ElementType::S16,
        ElementType::S32,
        ElementType::S64,
        ElementType::U2,
        ElementType::U4,
        ElementType::U8,
        ElementType::U16,
        ElementType::U32,
        ElementType::U64,
        ElementType::F4E2M1FN,
        ElementType::F8E3M4,
        ElementType::F8E4M3,
        ElementType::F8E4M3FN,
        ElementType::F8E4M3FNUZ,
        ElementType::F8E4M3B11FNUZ,
        ElementType::F8E5M2,
        ElementType::F8E5M2FNUZ,
        ElementType::F8E8M0FNU,
        ElementType::F16,
        ElementType::BF16,
        ElementType::F32,
        ElementType::F64,
        ElementType::C64,
        ElementType::C128,
    ];

    /// The XLA spelling (`f32`, `pred`, `bf16`, `f8e4m3fn`, ...), as HLO text prints it.
    pub fn hlo_name(self) -> &'static str {
        use ElementType::*;
        match self {
            Pred => "pred",
            S2 => "s2",
            S4 => "s4",
            S8 => "s8",
            S16 => "s16",
            S32 => "s32",
            S64 => "s64",
            U2 => "u2",
            U4 => "u4",
            U8 => "u8",
            U16 => "u16",
            U32 => "u32",
            U64 => "u64",
            F4E2M1FN => "f4e2m1fn",
            F8E3M4 => "f8e3m4",
            F8E4M3 => "f8e4m3",
            F8E4M3FN => "f8e4m3fn",
            F8E4M3FNUZ => "f8e4m3fnuz",
            F8E4M3B11FNUZ => "f8e4m3b11fnuz",
            F8E5M2 => "f8e5m2",
            F8E5M2FNUZ => "f8e5m2fnuz",
            F8E8M0FNU => "f8e8m0fnu",
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            F64 => "f64",
            C64 => "c64",
            C128 => "c128",
        }
    }

    /// Parses the XLA spelling; `None` for anything else.
    pub fn from_hlo_name(name: &str) -> Option<ElementType> {
        ElementType::ALL
            .iter()
            .copied()
            .find(|t| t.hlo_name() == name)
    }

    /// Bytes one element occupies in host memory (sub-byte types take one whole byte each).
    pub fn byte_size(self) -> usize {
        use ElementType::*;
        match self {
            Pred | S2 | S4 | S8 | U2 | U4 | U8 => 1,
            F4E2M1FN | F8E3M4 | F8E4M3 | F8E4M3FN | F8E4M3FNUZ | F8E4M3B11FNUZ | F8E5M2
            | F8E5M2FNUZ | F8E8M0FNU => 1,
            S16 | U16 | F16 | BF16 => 2,
            S32 | U32 | F32 => 4,
            S64 | U64 | F64 | C64 => 8,
            C128 => 16,
        }
    }

    /// Width in bits of the value (not of its host storage).
    pub fn bit_width(self) -> u32 {
        use ElementType::*;
        match self {
            Pred => 1,
            S2 | U2 => 2,
            S4 | U4 | F4E2M1FN => 4,
            _ => 8 * self.byte_size() as u32,
        }
    }

    pub fn is_pred(self) -> bool {
        self == ElementType::Pred
    }

    pub fn is_signed_int(self) -> bool {
        use ElementType::*;
        matches!(self, S2 | S4 | S8 | S16 | S32 | S64)
    }

    pub fn is_unsigned_int(self) -> bool {
        use ElementType::*;
        matches!(self, U2 | U4 | U8 | U16 | U32 | U64)
    }

    /// Signed or unsigned integer (not pred).
    pub fn is_int(self) -> bool {
        self.is_signed_int() || self.is_unsigned_int()
    }

    /// Real floating point, including the f8/f4 types.
    pub fn is_float(self) -> bool {
        use ElementType::*;
        matches!(
            self,
            F4E2M1FN
                | F8E3M4
                | F8E4M3
                | F8E4M3FN
                | F8E4M3FNUZ
                | F8E4M3B11FNUZ
                | F8E5M2
                | F8E5M2FNUZ
                | F8E8M0FNU
                | F16
                | BF16
                | F32
                | F64
        )
    }

    pub fn is_complex(self) -> bool {
        matches!(self, ElementType::C64 | ElementType::C128)
    }

    /// Float or complex.
    pub fn is_floating(self) -> bool {
        self.is_float() || self.is_complex()
    }

    /// The f4/f8 family that the backends do not compute yet.
    pub fn is_narrow_float(self) -> bool {
        self.is_float() && self.bit_width() <= 8
    }

    /// For complex types, the type of the real and imaginary parts.
    pub fn complex_component(self) -> Option<ElementType> {
        match self {
            ElementType::C64 => Some(ElementType::F32),
            ElementType::C128 => Some(ElementType::F64),
            _ => None,
        }
    }
}

impl fmt::Display for ElementType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.hlo_name())
    }
}

/// A dense array shape: element type, dimensions (row-major logical order) and, when the text
/// gave one, the physical layout as XLA's minor-to-major list. Layouts never change the logical
/// values an op computes; backends may use them only as a hint.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayShape {
    pub ty: ElementType,
    pub dims: Vec<usize>,
    pub layout: Option<Vec<usize>>,
}

impl ArrayShape {
    pub fn new(ty: ElementType, dims: Vec<usize>) -> Self {
        ArrayShape {
            ty,
            dims,
            layout: None,
        }
    }

    pub fn scalar(ty: ElementType) -> Self {
        ArrayShape::new(ty, Vec::new())
    }

    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    /// Number of elements; `None` when the product overflows `usize`.
    pub fn checked_element_count(&self) -> Option<usize> {
        self.dims
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(d))
    }

    /// Number of elements. Shapes that pass the verifier never overflow.
    pub fn element_count(&self) -> usize {
        self.checked_element_count().unwrap_or(usize::MAX)
    }

    pub fn byte_size(&self) -> usize {
        self.element_count().saturating_mul(self.ty.byte_size())
    }

    /// Same type and dimensions; the layout is ignored.
    pub fn same_dims_and_type(&self, other: &ArrayShape) -> bool {
        self.ty == other.ty && self.dims == other.dims
    }

    /// Row-major strides in elements.
    pub fn strides(&self) -> Vec<usize> {
        row_major_strides(&self.dims)
    }

    /// True when the layout is absent or the default (descending minor-to-major).
    pub fn has_default_layout(&self) -> bool {
        match &self.layout {
            None => true,
            Some(l) => l.iter().copied().eq((0..self.dims.len()).rev()),
        }
    }
}

/// Row-major strides, in elements, of an array with these dimensions.
pub fn row_major_strides(dims: &[usize]) -> Vec<usize> {
    let mut strides = vec![1usize; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].saturating_mul(dims[i + 1]);
    }
    strides
}

impl fmt::Display for ArrayShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[", self.ty)?;
        for (i, d) in self.dims.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str("]")?;
        if let Some(layout) = &self.layout {
            f.write_str("{")?;
            for (i, d) in layout.iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{d}")?;
            }
            f.write_str("}")?;
        }
        Ok(())
    }
}

/// The shape of any value an instruction produces.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Array(ArrayShape),
    Tuple(Vec<Shape>),
    Token,
}

impl Shape {
    pub fn array(ty: ElementType, dims: Vec<usize>) -> Shape {
        Shape::Array(ArrayShape::new(ty, dims))
    }

    pub fn scalar(ty: ElementType) -> Shape {
        Shape::Array(ArrayShape::scalar(ty))
    }

    pub fn as_array(&self) -> Option<&ArrayShape> {
        match self {
            Shape::Array(a) => Some(a),
            _ => None,
        }
    }

    pub fn as_tuple(&self) -> Option<&[Shape]> {
        match self {
            Shape::Tuple(t) => Some(t),
            _ => None,
        }
    }

    pub fn is_token(&self) -> bool {
        matches!(self, Shape::Token)
    }

    /// Structural equality that ignores layouts.
    pub fn compatible(&self, other: &Shape) -> bool {
        match (self, other) {
            (Shape::Array(a), Shape::Array(b)) => a.same_dims_and_type(b),
            (Shape::Tuple(a), Shape::Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.compatible(y))
            }
            (Shape::Token, Shape::Token) => true,
            _ => false,
        }
    }

    /// The array leaves in depth-first order (what xla_client returns for a tuple result).
    pub fn leaves(&self) -> Vec<&ArrayShape> {
        let mut out = Vec::new();
        fn walk<'a>(s: &'a Shape, out: &mut Vec<&'a ArrayShape>) {
            match s {
                Shape::Array(a) => out.push(a),
                Shape::Tuple(t) => t.iter().for_each(|x| walk(x, out)),
                Shape::Token => {}
            }
        }
        walk(self, &mut out);
        out
    }

    /// The part of a tuple shape at `index` (one tuple position per level); the shape itself
    /// for an empty index.
    pub fn subshape(&self, index: &[usize]) -> Option<&Shape> {
        index.iter().try_fold(self, |s, &i| s.as_tuple()?.get(i))
    }

    /// Total bytes of all array leaves.
    pub fn byte_size(&self) -> usize {
        self.leaves()
            .iter()
            .map(|a| a.byte_size())
            .fold(0usize, usize::saturating_add)
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Array(a) => write!(f, "{a}"),
            Shape::Token => f.write_str("token[]"),
            Shape::Tuple(t) => {
                f.write_str("(")?;
                for (i, s) in t.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{s}")?;
                }
                f.write_str(")")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for t in ElementType::ALL {
            assert_eq!(ElementType::from_hlo_name(t.hlo_name()), Some(t));
        }
        assert_eq!(ElementType::from_hlo_name("f128"), None);
    }

    #[test]
    fn strides_and_counts() {
        let s = ArrayShape::new(ElementType::F32, vec![2, 3, 4]);
        assert_eq!(s.strides(), vec![12, 4, 1]);
        assert_eq!(s.element_count(), 24);
        assert_eq!(s.byte_size(), 96);
        let huge = ArrayShape::new(ElementType::F32, vec![usize::MAX, 2]);
        assert_eq!(huge.checked_element_count(), None);
    }

    #[test]
    fn display() {
        let mut s = ArrayShape::new(ElementType::BF16, vec![3, 3]);
        s.layout = Some(vec![0, 1]);
        assert_eq!(s.to_string(), "bf16[3,3]{0,1}");
        let t = Shape::Tuple(vec![Shape::scalar(ElementType::Pred), Shape::Token]);
        assert_eq!(t.to_string(), "(pred[], token[])");
    }
}
