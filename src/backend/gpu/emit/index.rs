//! Index arithmetic in WGSL: a linear index decomposed into coordinates (`coords`), the
//! linear index of coordinates (`linear`), dynamic start indices clamped as XLA clamps them
//! (`start_index`) and index operands read as i32 (`index_i32`). Pure text: no buffers are
//! bound here except through `Gen::val`.

use super::super::dtype::{scalar_of, Scalar};
use super::super::wgsl::Wgsl;
use super::{EResult, Gen};
use crate::error::Error;
use crate::ir::{row_major_strides, ElementType, InstId};

pub(super) fn u(v: usize) -> String {
    format!("{v}u")
}

/// Whether `strides` go past u32, which only an empty array's can (`limits` refuses larger
/// ones): its dimensions after a 0 may be anything (`u8[0,65535,1048576,3]`). No element of it
/// is ever indexed, but the stride would be a WGSL literal naga refuses, so its index
/// expressions are written as 0.
fn past_u32(strides: &[usize]) -> bool {
    strides.iter().any(|&s| s > u32::MAX as usize)
}

/// `let {p}k = ...;` lines decomposing linear index `var` over `dims`.
pub(crate) fn coords(w: &mut Wgsl, dims: &[usize], var: &str, p: &str) {
    let strides = row_major_strides(dims);
    if past_u32(&strides) {
        for k in 0..dims.len() {
            w.line(format!("let {p}{k} = 0u;"));
        }
        return;
    }
    for (k, (&d, &s)) in dims.iter().zip(&strides).enumerate() {
        if k == 0 {
            w.line(format!("let {p}{k} = {var} / {}u;", s.max(1)));
        } else {
            w.line(format!(
                "let {p}{k} = ({var} / {}u) % {}u;",
                s.max(1),
                d.max(1)
            ));
        }
    }
}

/// Linear index of coordinates (u32 expressions) over `dims`.
pub(crate) fn linear(cs: &[String], dims: &[usize]) -> String {
    let strides = row_major_strides(dims);
    if past_u32(&strides) {
        return "0u".to_string();
    }
    let terms: Vec<String> = cs
        .iter()
        .zip(&strides)
        .filter(|(_, &s)| s != 0)
        .map(|(c, &s)| {
            if s == 1 {
                format!("({c})")
            } else {
                format!("({c}) * {s}u")
            }
        })
        .collect();
    if terms.is_empty() {
        "0u".to_string()
    } else {
        terms.join(" + ")
    }
}

impl<'a> Gen<'a> {
    /// Emits `let s{k} = ...;` for a dynamic start index clamped to [0, max], returns `s{k}`.
    pub(crate) fn start_index(
        &mut self,
        id: InstId,
        operand: usize,
        max: usize,
        b: &mut Wgsl,
        k: usize,
    ) -> EResult<String> {
        let o = self.operand(id, operand)?;
        let v = self.val(o, "0u")?;
        let ty = self.ty(o)?;
        let e = match scalar_of(ty, "dynamic index")? {
            Scalar::I32 => format!("u32(clamp({v}, 0i, {}i))", max),
            Scalar::U32 => format!("min({v}, {max}u)"),
            // (low, high) words: past 32 bits the clamp is `max` (0 when negative).
            Scalar::W64 => {
                let big = format!("select(min(({v}).x, {max}u), {max}u, ({v}).y != 0u)");
                if ty == ElementType::S64 {
                    format!("select({big}, 0u, ({v}).y >= 0x80000000u)")
                } else {
                    big
                }
            }
            _ => {
                return Err(
                    Error::unsupported("dynamic index", self.ty(o)?.hlo_name(), "gpu").into(),
                )
            }
        };
        b.line(format!("let s{k} = {e};"));
        Ok(format!("s{k}"))
    }

    /// An integer index value as i32 (s32/u32/narrow indices; 64-bit ones saturated to the
    /// i32 range, which keeps every clamp and out-of-bounds test of a dimension below 2^31).
    pub(super) fn index_i32(&mut self, o: InstId, idx: &str) -> EResult<String> {
        let v = self.val(o, idx)?;
        let ty = self.ty(o)?;
        Ok(match scalar_of(ty, "index")? {
            Scalar::I32 => v,
            Scalar::U32 => format!("bitcast<i32>(min({v}, 0x7fffffffu))"),
            Scalar::W64 if ty == ElementType::S64 => {
                // Fits when the high word is the low word's sign extension.
                let fits = format!("(({v}).y == select(0u, 0xffffffffu, ({v}).x >= 0x80000000u))");
                let sat = format!("select(2147483647i, -2147483647i - 1i, ({v}).y >= 0x80000000u)");
                format!("select({sat}, bitcast<i32>(({v}).x), {fits})")
            }
            Scalar::W64 => format!(
                "select(2147483647i, bitcast<i32>(({v}).x), ({v}).y == 0u && ({v}).x < 0x80000000u)"
            ),
            _ => return Err(Error::unsupported("index", self.ty(o)?.hlo_name(), "gpu").into()),
        })
    }
}
