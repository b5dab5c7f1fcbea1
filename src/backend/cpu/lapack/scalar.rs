//! The four LAPACK element types (s, d, c, z) behind one trait, so every routine is written
//! once: `Real` for f32/f64 and `Scalar` for f32, f64 and the complex `Cx<f32>`/`Cx<f64>`
//! (two reals, real part first: the layout of c64/c128 literals). Complex division is
//! Smith's algorithm (as gfortran's), moduli are `hypot` (LAPACK's `abs` of a complex),
//! and `abs1` is `|re| + |im|` (BLAS's `cabs1`, which `izamax` and `zgtsv` compare).

use crate::ir::ElementType;
use bytemuck::{Pod, Zeroable};
use std::fmt::Debug;
use std::ops::{Add, Div, Mul, Neg, Sub};

pub(super) trait Real:
    Copy
    + Debug
    + PartialOrd
    + Pod
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    /// dlamch('S'): the smallest positive normal number.
    const SFMIN: Self;
    /// dlamch('E'): half the machine epsilon (the unit roundoff).
    const EPS: Self;
    fn abs(self) -> Self;
    fn sqrt(self) -> Self;
    fn hypot(self, o: Self) -> Self;
    fn from_f64(v: f64) -> Self;
    fn to_f64(self) -> f64;
    /// Fortran's SIGN(self, s): |self| with the sign of s.
    fn with_sign_of(self, s: Self) -> Self;
    fn max(self, o: Self) -> Self {
        if o > self {
            o
        } else {
            self
        }
    }
    fn min(self, o: Self) -> Self {
        if o < self {
            o
        } else {
            self
        }
    }
}

macro_rules! real {
    ($t:ty) => {
        impl Real for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const SFMIN: Self = <$t>::MIN_POSITIVE;
            const EPS: Self = <$t>::EPSILON * 0.5;
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn hypot(self, o: Self) -> Self {
                <$t>::hypot(self, o)
            }
            fn from_f64(v: f64) -> Self {
                v as $t
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn with_sign_of(self, s: Self) -> Self {
                <$t>::copysign(self, s)
            }
        }
    };
}
real!(f32);
real!(f64);

/// A complex number as c64/c128 literals store it.
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub(super) struct Cx<R> {
    pub re: R,
    pub im: R,
}

// SAFETY: `Cx<f32>`/`Cx<f64>` are `repr(C)` pairs of one float type: no padding, every bit
// pattern valid, zero is all zeros.
unsafe impl Zeroable for Cx<f32> {}
unsafe impl Pod for Cx<f32> {}
// SAFETY: as above.
unsafe impl Zeroable for Cx<f64> {}
unsafe impl Pod for Cx<f64> {}

impl<R: Real> Add for Cx<R> {
    type Output = Self;
    fn add(self, o: Self) -> Self {
        Cx {
            re: self.re + o.re,
            im: self.im + o.im,
        }
    }
}
impl<R: Real> Sub for Cx<R> {
    type Output = Self;
    fn sub(self, o: Self) -> Self {
        Cx {
            re: self.re - o.re,
            im: self.im - o.im,
        }
    }
}
impl<R: Real> Mul for Cx<R> {
    type Output = Self;
    fn mul(self, o: Self) -> Self {
        Cx {
            re: self.re * o.re - self.im * o.im,
            im: self.re * o.im + self.im * o.re,
        }
    }
}
impl<R: Real> Div for Cx<R> {
    type Output = Self;
    /// Smith's algorithm.
    fn div(self, o: Self) -> Self {
        if o.im.abs() <= o.re.abs() {
            let r = o.im / o.re;
            let d = o.re + o.im * r;
            Cx {
                re: (self.re + self.im * r) / d,
                im: (self.im - self.re * r) / d,
            }
        } else {
            let r = o.re / o.im;
            let d = o.im + o.re * r;
            Cx {
                re: (self.re * r + self.im) / d,
                im: (self.im * r - self.re) / d,
            }
        }
    }
}
impl<R: Real> Neg for Cx<R> {
    type Output = Self;
    fn neg(self) -> Self {
        Cx {
            re: -self.re,
            im: -self.im,
        }
    }
}

pub(super) trait Scalar:
    Copy
    + Debug
    + PartialEq
    + Pod
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    type R: Real;
    const COMPLEX: bool;
    const TYPE: ElementType;
    /// `re + i·im`; the imaginary part is dropped for the real types.
    fn new(re: Self::R, im: Self::R) -> Self;
    fn re(self) -> Self::R;
    fn im(self) -> Self::R;
    fn conj(self) -> Self;
    /// The modulus.
    fn abs(self) -> Self::R;
    /// |re| + |im| (BLAS's cabs1; |x| for reals).
    fn abs1(self) -> Self::R {
        self.re().abs() + self.im().abs()
    }
    fn scale(self, r: Self::R) -> Self;
    fn from_re(r: Self::R) -> Self {
        Self::new(r, Self::R::ZERO)
    }
    fn zero() -> Self {
        Self::from_re(Self::R::ZERO)
    }
    fn one() -> Self {
        Self::from_re(Self::R::ONE)
    }
    fn is_zero(self) -> bool {
        self.re() == Self::R::ZERO && self.im() == Self::R::ZERO
    }
}

macro_rules! real_scalar {
    ($t:ty, $ty:expr) => {
        impl Scalar for $t {
            type R = $t;
            const COMPLEX: bool = false;
            const TYPE: ElementType = $ty;
            fn new(re: $t, _im: $t) -> Self {
                re
            }
            fn re(self) -> $t {
                self
            }
            fn im(self) -> $t {
                0.0
            }
            fn conj(self) -> Self {
                self
            }
            fn abs(self) -> $t {
                <$t>::abs(self)
            }
            fn scale(self, r: $t) -> Self {
                self * r
            }
        }
    };
}
real_scalar!(f32, ElementType::F32);
real_scalar!(f64, ElementType::F64);

macro_rules! complex_scalar {
    ($t:ty, $ty:expr) => {
        impl Scalar for Cx<$t> {
            type R = $t;
            const COMPLEX: bool = true;
            const TYPE: ElementType = $ty;
            fn new(re: $t, im: $t) -> Self {
                Cx { re, im }
            }
            fn re(self) -> $t {
                self.re
            }
            fn im(self) -> $t {
                self.im
            }
            fn conj(self) -> Self {
                Cx {
                    re: self.re,
                    im: -self.im,
                }
            }
            fn abs(self) -> $t {
                self.re.hypot(self.im)
            }
            fn scale(self, r: $t) -> Self {
                Cx {
                    re: self.re * r,
                    im: self.im * r,
                }
            }
        }
    };
}
complex_scalar!(f32, ElementType::C64);
complex_scalar!(f64, ElementType::C128);
