//! Shardy (`sdy` dialect) attribute text, shared by both front ends: meshes
//! (`<["x"=4, "y"=2]>`, `#sdy.mesh<[...], device_ids=[...]>`), tensor shardings
//! (`#sdy.sharding<@mesh, [{"x"}, {}]>`, `<@mesh, [...]>`), per-value sharding lists
//! (`#sdy.sharding_per_value<[...]>`, `[<...>, ...]`), manual axes (`#sdy<manual_axes{...}>`,
//! `{...}`) and HLO's mesh table (`{mesh = #sdy.mesh<...>, ...}`). StableHLO writes these as
//! attributes (`sdy.mesh`, `sdy.sharding`, `sdy.manual_computation`); HLO carries the same text
//! in frontend attributes (`xla.sdy.meshes`, `xla.sdy.sharding`, `xla.sdy.in_shardings`, ...).
//!
//! Parsed values are `ir` types (`Mesh`, `MeshSharding`); `TensorSharding::to_hlo` resolves the
//! mesh and converts through `MeshSharding::to_hlo`, so downstream code sees `HloSharding` only.
//!
//! It reads one attribute's text and reports errors as byte offsets into that text (locating
//! them in the program is the caller's job). It must not know the syntax around the attribute
//! in either front end, and it decides nothing about partitioning.

use crate::error::ErrorKind;
use crate::ir::{AxisRef, HloSharding, Mesh, MeshSharding, Shape};

/// Most devices a mesh may have (guards products of axis sizes).
const MAX_DEVICES: usize = 1 << 20;

/// A problem in Shardy text: where (byte offset into the text given), what, and its kind
/// (`Parse` for malformed or inconsistent text, `Unsupported` for valid Shardy webxla does
/// not handle).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub offset: usize,
    pub kind: ErrorKind,
    pub message: String,
}

pub type Result<T> = std::result::Result<T, Error>;

/// The mesh a sharding refers to: a symbol (`@mesh`) or a mesh written inline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeshRef {
    Named(String),
    Inline(Mesh),
}

/// One `#sdy.sharding<...>`: per-dimension axes on a mesh, plus the axes it names as
/// explicitly replicated (informational) or unreduced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorSharding {
    pub mesh: MeshRef,
    /// Open dimensions (`{?}`, `{"x", ?}`) keep their listed axes; priorities are dropped.
    pub dims: MeshSharding,
    pub replicated: Vec<AxisRef>,
    pub unreduced: Vec<AxisRef>,
    /// Where the sharding starts in the text it was parsed from.
    pub offset: usize,
}

/// The named meshes of a module (`sdy.mesh @name`, HLO's `xla.sdy.meshes`).
pub type MeshTable = [(String, Mesh)];

impl TensorSharding {
    /// The mesh this sharding uses.
    pub fn resolve_mesh<'m>(&'m self, meshes: &'m MeshTable) -> Result<&'m Mesh> {
        match &self.mesh {
            MeshRef::Inline(m) => Ok(m),
            MeshRef::Named(name) => meshes
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, m)| m)
                .ok_or_else(|| Error {
                    offset: self.offset,
                    kind: ErrorKind::Parse,
                    message: format!("the sharding refers to mesh @{name}, which is not defined"),
                }),
        }
    }

    /// XLA's `HloSharding` for this sharding of a value of `rank` dimensions (`None`: no rank
    /// check), with `manual_axes` as a manual subgroup.
    pub fn to_hlo(
        &self,
        meshes: &MeshTable,
        manual_axes: &[String],
        rank: Option<usize>,
    ) -> Result<HloSharding> {
        let err = |kind, message: String| Error {
            offset: self.offset,
            kind,
            message,
        };
        let mesh = self.resolve_mesh(meshes)?;
        if let Some(r) = rank {
            if self.dims.dims.len() != r {
                return Err(err(
                    ErrorKind::Parse,
                    format!(
                        "the sharding has {} dimension(s) for a value of rank {r}",
                        self.dims.dims.len()
                    ),
                ));
            }
        }
        for a in self.replicated.iter().chain(&self.unreduced) {
            if mesh.axis_size(&a.name).is_none() {
                return Err(err(
                    ErrorKind::Parse,
                    format!("the mesh has no axis \"{}\"", a.name),
                ));
            }
        }
        if !self.unreduced.is_empty() {
            let names: Vec<String> = self
                .unreduced
                .iter()
                .map(|a| format!("\"{}\"", a.name))
                .collect();
            return Err(err(
                ErrorKind::Unsupported,
                format!(
                    "unreduced axes ({}) are not supported: webxla reads shardings of reduced values only",
                    names.join(", ")
                ),
            ));
        }
        self.dims
            .to_hlo(mesh, manual_axes)
            .map_err(|m| err(ErrorKind::Parse, m))
    }
}

/// The sharding of a value of `shape` from a list of shardings: one for an array, one per
/// element for a tuple (a tuple sharding).
pub fn shardings_for_shape(
    list: &[TensorSharding],
    shape: &Shape,
    meshes: &MeshTable,
    manual_axes: &[String],
) -> Result<HloSharding> {
    let rank = |s: &Shape| s.as_array().map(|a| a.rank());
    match (shape, list) {
        (Shape::Tuple(elems), _) if elems.len() == list.len() => Ok(HloSharding::Tuple(
            list.iter()
                .zip(elems)
                .map(|(t, e)| t.to_hlo(meshes, manual_axes, rank(e)))
                .collect::<Result<_>>()?,
        )),
        (Shape::Array(_) | Shape::Token, [one]) => one.to_hlo(meshes, manual_axes, rank(shape)),
        _ => Err(Error {
            offset: list.first().map_or(0, |t| t.offset),
            kind: ErrorKind::Parse,
            message: format!("{} sharding(s) for a value of shape {shape}", list.len()),
        }),
    }
}

/// Checks `manual_axes` against `mesh`: each must be an axis of it (else `Parse`), and they
/// must cover every axis of size > 1 (else `Unsupported`: webxla's partitioner handles fully
/// manual regions only; the message names the axes left automatic). Offsets are 0.
pub fn check_fully_manual(mesh: &Mesh, manual_axes: &[String]) -> Result<()> {
    if let Some(m) = manual_axes.iter().find(|m| mesh.axis_size(m).is_none()) {
        return Err(Error {
            offset: 0,
            kind: ErrorKind::Parse,
            message: format!("manual axis \"{m}\" is not an axis of the mesh"),
        });
    }
    let auto: Vec<String> = mesh
        .axes
        .iter()
        .filter(|(n, s)| *s > 1 && !manual_axes.contains(n))
        .map(|(n, _)| format!("\"{n}\""))
        .collect();
    if auto.is_empty() {
        return Ok(());
    }
    let manual = if manual_axes.is_empty() {
        "none".to_string()
    } else {
        manual_axes
            .iter()
            .map(|a| format!("\"{a}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Err(Error {
        offset: 0,
        kind: ErrorKind::Unsupported,
        message: format!(
            "a manual computation over only some mesh axes is not supported: axes {} stay automatic (manual axes: {manual})",
            auto.join(", ")
        ),
    })
}

/// A mesh: `<[...]>`, `#sdy.mesh<[...]>`, optionally with `device_ids=[...]`.
pub fn parse_mesh(text: &str) -> Result<Mesh> {
    let mut p = P::new(text);
    p.eat_str("#sdy.mesh");
    p.expect('<')?;
    let m = p.mesh_body()?;
    p.expect('>')?;
    p.end()?;
    Ok(m)
}

/// HLO's mesh table `{mesh = #sdy.mesh<...>, other = #sdy.mesh<...>}` (names bare or quoted).
pub fn parse_mesh_table(text: &str) -> Result<Vec<(String, Mesh)>> {
    let mut p = P::new(text);
    p.expect('{')?;
    let mut out: Vec<(String, Mesh)> = Vec::new();
    if !p.eat('}') {
        loop {
            p.ws();
            let at = p.pos;
            let name = if p.peek() == Some('"') {
                p.string()?
            } else {
                p.ident("a mesh name")?
            };
            if out.iter().any(|(n, _)| *n == name) {
                return Err(p.err_at(at, format!("mesh '{name}' is defined twice")));
            }
            p.expect('=')?;
            p.ws();
            if !p.eat_str("#sdy.mesh") && p.peek() != Some('<') {
                return Err(p.err(format!("expected '#sdy.mesh<...>', found {}", p.found())));
            }
            p.expect('<')?;
            let m = p.mesh_body()?;
            p.expect('>')?;
            out.push((name, m));
            if p.eat('}') {
                break;
            }
            p.expect(',')?;
        }
    }
    p.end()?;
    Ok(out)
}

/// One tensor sharding: `#sdy.sharding<...>` or `<...>`.
pub fn parse_sharding(text: &str) -> Result<TensorSharding> {
    let mut p = P::new(text);
    let s = p.tensor_sharding(true)?;
    p.end()?;
    Ok(s)
}

/// A list of shardings: `#sdy.sharding_per_value<[<...>, ...]>` or `[<...>, ...]`; a single
/// `#sdy.sharding<...>` or `<...>` is a list of one. The flag says whether the text was a list.
pub fn parse_shardings(text: &str) -> Result<(Vec<TensorSharding>, bool)> {
    let mut p = P::new(text);
    p.ws();
    if p.rest().starts_with("#sdy.sharding<") || p.rest().starts_with('<') {
        let s = p.tensor_sharding(true)?;
        p.end()?;
        return Ok((vec![s], false));
    }
    let wrapped = p.eat_str("#sdy.sharding_per_value");
    if wrapped {
        p.expect('<')?;
    }
    p.expect('[')?;
    let mut out = Vec::new();
    if !p.eat(']') {
        loop {
            out.push(p.tensor_sharding(false)?);
            if p.eat(']') {
                break;
            }
            p.expect(',')?;
        }
    }
    if wrapped {
        p.expect('>')?;
    }
    p.end()?;
    Ok((out, true))
}

/// Manual axes: `#sdy<manual_axes{"x", "y"}>` or `{"x", "y"}`.
pub fn parse_manual_axes(text: &str) -> Result<Vec<String>> {
    let mut p = P::new(text);
    p.ws();
    let wrapped = p.eat_str("#sdy");
    if wrapped {
        p.expect('<')?;
        p.ws();
        if !p.eat_str("manual_axes") {
            return Err(p.err(format!("expected 'manual_axes', found {}", p.found())));
        }
    }
    p.expect('{')?;
    let mut out: Vec<String> = Vec::new();
    if !p.eat('}') {
        loop {
            p.ws();
            let at = p.pos;
            let a = p.string()?;
            if out.contains(&a) {
                return Err(p.err_at(at, format!("manual axis \"{a}\" is listed twice")));
            }
            out.push(a);
            if p.eat('}') {
                break;
            }
            p.expect(',')?;
        }
    }
    if wrapped {
        p.expect('>')?;
    }
    p.end()?;
    Ok(out)
}

/// A scanner over one attribute's text.
struct P<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> P<'a> {
    fn new(text: &'a str) -> Self {
        P { text, pos: 0 }
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.pos += c.len_utf8();
        }
    }

    fn ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn found(&self) -> String {
        let s: String = self
            .rest()
            .chars()
            .take_while(|c| *c != '\n')
            .take(20)
            .collect();
        if s.is_empty() {
            "end of text".to_string()
        } else {
            format!("'{s}'")
        }
    }

    fn err_at(&self, offset: usize, message: impl Into<String>) -> Error {
        Error {
            offset,
            kind: ErrorKind::Parse,
            message: message.into(),
        }
    }

    fn err(&self, message: impl Into<String>) -> Error {
        self.err_at(self.pos, message)
    }

    fn eat(&mut self, c: char) -> bool {
        self.ws();
        if self.peek() == Some(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) -> Result<()> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.err(format!("expected '{c}', found {}", self.found())))
        }
    }

    fn eat_str(&mut self, s: &str) -> bool {
        self.ws();
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn end(&mut self) -> Result<()> {
        self.ws();
        if self.pos < self.text.len() {
            Err(self.err(format!(
                "unexpected {} after the Shardy attribute",
                self.found()
            )))
        } else {
            Ok(())
        }
    }

    /// A bare identifier (`mesh`, `device_ids`, `p1`, a symbol name).
    fn ident(&mut self, what: &str) -> Result<String> {
        self.ws();
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-'))
        {
            self.bump();
        }
        if self.pos == start {
            return Err(self.err(format!("expected {what}, found {}", self.found())));
        }
        Ok(self.text[start..self.pos].to_string())
    }

    /// A double-quoted string (`\"`, `\\` and `\XX` hex escapes).
    fn string(&mut self) -> Result<String> {
        self.ws();
        let start = self.pos;
        if self.peek() != Some('"') {
            return Err(self.err(format!(
                "expected a quoted axis name, found {}",
                self.found()
            )));
        }
        self.bump();
        let mut out: Vec<u8> = Vec::new();
        loop {
            match self.peek() {
                None => return Err(self.err_at(start, "unterminated string")),
                Some('"') => {
                    self.bump();
                    break;
                }
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            out.push(c as u8);
                            self.bump();
                        }
                        _ => {
                            let hex = self
                                .rest()
                                .get(..2)
                                .and_then(|h| u8::from_str_radix(h, 16).ok());
                            match hex {
                                Some(b) => {
                                    out.push(b);
                                    self.pos += 2;
                                }
                                None => return Err(self.err("bad escape in string")),
                            }
                        }
                    }
                }
                Some(c) => {
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                    self.bump();
                }
            }
        }
        String::from_utf8(out).map_err(|_| self.err_at(start, "string is not UTF-8"))
    }

    /// An unsigned integer that fits `usize` (and at most `MAX_DEVICES` when `bounded`).
    fn uint(&mut self, what: &str, bounded: bool) -> Result<usize> {
        self.ws();
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.bump();
        }
        let v = self.text[start..self.pos]
            .parse::<usize>()
            .map_err(|_| self.err_at(start, format!("expected {what}, found {}", self.found())))?;
        if bounded && v > MAX_DEVICES {
            return Err(self.err_at(start, format!("{what} {v} is too large")));
        }
        Ok(v)
    }

    /// `[...]` of device ids, or of `"name"=size`.
    fn mesh_body(&mut self) -> Result<Mesh> {
        self.ws();
        let start = self.pos;
        let mut axes: Vec<(String, usize)> = Vec::new();
        let mut have_axes = false;
        if self.eat('[') {
            have_axes = true;
            if !self.eat(']') {
                loop {
                    self.ws();
                    let at = self.pos;
                    let name = self.string()?;
                    if axes.iter().any(|(n, _)| *n == name) {
                        return Err(
                            self.err_at(at, format!("mesh axis \"{name}\" is defined twice"))
                        );
                    }
                    self.expect('=')?;
                    self.ws();
                    let sat = self.pos;
                    let size = self.uint("an axis size", true)?;
                    if size == 0 {
                        return Err(self.err_at(sat, format!("mesh axis \"{name}\" has size 0")));
                    }
                    axes.push((name, size));
                    if self.eat(']') {
                        break;
                    }
                    self.expect(',')?;
                }
            }
        }
        let total = axes
            .iter()
            .try_fold(1usize, |a, (_, s)| a.checked_mul(*s))
            .filter(|&t| t <= MAX_DEVICES)
            .ok_or_else(|| self.err_at(start, "the mesh has too many devices"))?;
        self.ws();
        let listed_ids = if have_axes {
            self.eat(',')
        } else if self.rest().starts_with("device_ids") {
            true
        } else {
            return Err(self.err(format!(
                "expected '[' to list mesh axes, found {}",
                self.found()
            )));
        };
        let mut device_ids = None;
        if listed_ids {
            self.ws();
            let at = self.pos;
            if !self.eat_str("device_ids") {
                return Err(self.err(format!("expected 'device_ids', found {}", self.found())));
            }
            self.expect('=')?;
            self.expect('[')?;
            let mut ids: Vec<i64> = Vec::new();
            let mut seen = std::collections::HashSet::new();
            if !self.eat(']') {
                loop {
                    self.ws();
                    let vat = self.pos;
                    let v = self.uint("a device id", true)?;
                    if !seen.insert(v) {
                        return Err(self.err_at(vat, format!("device id {v} appears twice")));
                    }
                    if ids.len() >= total {
                        return Err(self.err_at(
                            vat,
                            format!("the mesh has {total} device(s) but lists more device ids"),
                        ));
                    }
                    ids.push(v as i64);
                    if self.eat(']') {
                        break;
                    }
                    self.expect(',')?;
                }
            }
            if ids.len() != total {
                return Err(self.err_at(
                    at,
                    format!(
                        "the mesh has {total} device(s) but lists {} device id(s)",
                        ids.len()
                    ),
                ));
            }
            device_ids = Some(ids);
        }
        Ok(Mesh { axes, device_ids })
    }

    /// `"x"` or the sub-axis `"x":(pre)size`.
    fn axis_ref(&mut self) -> Result<AxisRef> {
        let name = self.string()?;
        if !self.eat(':') {
            return Ok(AxisRef { name, sub: None });
        }
        self.expect('(')?;
        let pre = self.uint("a sub-axis pre-size", true)?;
        self.expect(')')?;
        let size = self.uint("a sub-axis size", true)?;
        Ok(AxisRef {
            name,
            sub: Some((pre, size)),
        })
    }

    /// `{"x", "y"}` of axis references.
    fn axis_list(&mut self) -> Result<Vec<AxisRef>> {
        self.expect('{')?;
        let mut out = Vec::new();
        if !self.eat('}') {
            loop {
                out.push(self.axis_ref()?);
                if self.eat('}') {
                    break;
                }
                self.expect(',')?;
            }
        }
        Ok(out)
    }

    /// `{"x", ?}p2`: the axes of one dimension (open or closed, any priority).
    fn dim_sharding(&mut self) -> Result<Vec<AxisRef>> {
        self.expect('{')?;
        let mut axes = Vec::new();
        if !self.eat('}') {
            loop {
                self.ws();
                if self.eat('?') {
                    self.expect('}')?;
                    break;
                }
                axes.push(self.axis_ref()?);
                if self.eat('}') {
                    break;
                }
                self.expect(',')?;
            }
        }
        if self.peek() == Some('p') {
            self.bump();
            self.uint("a priority", false)?;
        }
        Ok(axes)
    }

    /// `#sdy.sharding<...>` (prefix allowed when `prefixed`) or `<...>`.
    fn tensor_sharding(&mut self, prefixed: bool) -> Result<TensorSharding> {
        self.ws();
        let offset = self.pos;
        if prefixed {
            self.eat_str("#sdy.sharding");
        }
        self.expect('<')?;
        self.ws();
        let mesh = if self.eat('@') {
            if self.peek() == Some('"') {
                MeshRef::Named(self.string()?)
            } else {
                MeshRef::Named(self.ident("a mesh name")?)
            }
        } else if self.eat_str("#sdy.mesh") || self.eat_str("mesh") {
            self.expect('<')?;
            let m = self.mesh_body()?;
            self.expect('>')?;
            MeshRef::Inline(m)
        } else {
            return Err(self.err(format!(
                "expected '@mesh' or an inline 'mesh<...>', found {}",
                self.found()
            )));
        };
        self.expect(',')?;
        self.expect('[')?;
        let mut dims = Vec::new();
        if !self.eat(']') {
            loop {
                dims.push(self.dim_sharding()?);
                if self.eat(']') {
                    break;
                }
                self.expect(',')?;
            }
        }
        let mut replicated = Vec::new();
        let mut unreduced = Vec::new();
        while self.eat(',') {
            self.ws();
            let at = self.pos;
            let key = self.ident("'replicated' or 'unreduced'")?;
            self.expect('=')?;
            let axes = self.axis_list()?;
            match key.as_str() {
                "replicated" => replicated = axes,
                "unreduced" => unreduced = axes,
                _ => {
                    return Err(self.err_at(
                        at,
                        format!(
                            "unknown sharding field '{key}' (expected replicated or unreduced)"
                        ),
                    ))
                }
            }
        }
        self.expect('>')?;
        Ok(TensorSharding {
            mesh,
            dims: MeshSharding { dims },
            replicated,
            unreduced,
            offset,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::SubgroupKind;

    fn iota(reshape: &[usize], perm: &[usize]) -> Vec<i64> {
        crate::ir::sharding::iota_devices(reshape, perm).unwrap()
    }

    fn mesh(axes: &[(&str, usize)]) -> Mesh {
        Mesh {
            axes: axes.iter().map(|(n, s)| (n.to_string(), *s)).collect(),
            device_ids: None,
        }
    }

    fn table() -> Vec<(String, Mesh)> {
        vec![
            ("mesh".to_string(), mesh(&[("x", 4), ("y", 2)])),
            ("m8".to_string(), mesh(&[("x", 8)])),
            (
                "mp".to_string(),
                Mesh {
                    axes: vec![("a".into(), 2), ("b".into(), 4)],
                    device_ids: Some((0..8).rev().collect()),
                },
            ),
            (
                "maximal".to_string(),
                Mesh {
                    axes: vec![],
                    device_ids: Some(vec![3]),
                },
            ),
            ("empty".to_string(), mesh(&[])),
        ]
    }

    fn hlo(text: &str) -> HloSharding {
        let s = parse_sharding(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        s.to_hlo(&table(), &[], None)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    fn tiled(dims: &[usize], devices: Vec<i64>, last: &[SubgroupKind]) -> HloSharding {
        HloSharding::Tiled {
            tile_assignment_dims: dims.to_vec(),
            devices,
            last_tile_dims: last.to_vec(),
        }
    }

    const R: SubgroupKind = SubgroupKind::Replicated;
    const M: SubgroupKind = SubgroupKind::Manual;

    #[test]
    fn meshes() {
        assert_eq!(
            parse_mesh(r#"<["x"=4, "y"=2]>"#).unwrap(),
            mesh(&[("x", 4), ("y", 2)])
        );
        assert_eq!(
            parse_mesh(r#"#sdy.mesh<["i"=8]>"#).unwrap(),
            mesh(&[("i", 8)])
        );
        assert_eq!(parse_mesh("<[]>").unwrap(), mesh(&[]));
        let m = parse_mesh(r#"#sdy.mesh<["a"=2, "b"=2], device_ids=[3, 2, 1, 0]>"#).unwrap();
        assert_eq!(m.device_ids, Some(vec![3, 2, 1, 0]));
        let maximal = parse_mesh("#sdy.mesh<[], device_ids=[5]>").unwrap();
        assert_eq!(maximal.device_ids, Some(vec![5]));
        let t = parse_mesh_table(r#"{mesh = #sdy.mesh<["x"=4, "y"=2]>, "m 2" = #sdy.mesh<[]>}"#)
            .unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t[1].0, "m 2");
        assert!(parse_mesh_table("{}").unwrap().is_empty());
    }

    #[test]
    fn shardings_match_what_xla_prints() {
        // Each pair: a sharding jax/Shardy writes, and the `sharding={...}` XLA printed for it
        // on an HLO parameter (jaxlib 0.10.2).
        let iota8: Vec<i64> = (0..8).collect();
        assert_eq!(
            hlo(r#"#sdy.sharding<@mesh, [{"x"}, {}]>"#),
            tiled(&[4, 1, 2], iota8.clone(), &[R])
        );
        assert_eq!(
            hlo(r#"#sdy.sharding<@mesh, [{}, {"y"}]>"#),
            tiled(&[1, 2, 4], iota(&[4, 2], &[1, 0]), &[R])
        );
        assert_eq!(
            hlo(r#"<@mesh, [{"x"}, {"y"}]>"#),
            HloSharding::tiled(vec![4, 2], iota8.clone())
        );
        // Sub-axes, open dimensions, priorities, replicated axes, inline meshes.
        assert_eq!(
            hlo(r#"#sdy.sharding<@m8, [{"x":(1)2}, {}]>"#),
            tiled(&[2, 1, 4], iota8.clone(), &[R])
        );
        assert_eq!(
            hlo(r#"#sdy.sharding<@m8, [{"x":(4)2}, {"x":(1)4}]>"#),
            HloSharding::tiled(vec![2, 4], iota(&[4, 2], &[1, 0]))
        );
        assert_eq!(
            hlo(r#"#sdy.sharding<@m8, [{"x":(2)2}, {}]>"#),
            tiled(&[2, 1, 4], iota(&[2, 2, 2], &[1, 0, 2]), &[R])
        );
        assert_eq!(
            hlo(r#"#sdy.sharding<@mesh, [{"x":(2)2}, {"y"}]>"#),
            tiled(&[2, 2, 2], iota(&[2, 4], &[1, 0]), &[R])
        );
        assert_eq!(
            hlo(r#"#sdy.sharding<@mesh, [{?}, {"y", ?}], replicated={"x"}>"#),
            tiled(&[1, 2, 4], iota(&[4, 2], &[1, 0]), &[R])
        );
        assert_eq!(
            hlo(r#"#sdy.sharding<@mesh, [{"y"}p1, {"x"}p0]>"#),
            HloSharding::tiled(vec![2, 4], iota(&[4, 2], &[1, 0]))
        );
        assert_eq!(
            hlo(r#"#sdy.sharding<mesh<["x"=2, "y"=4]>, [{"y"}, {}]>"#),
            tiled(&[4, 1, 2], iota(&[2, 4], &[1, 0]), &[R])
        );
        // Explicit device order.
        assert_eq!(
            hlo(r#"#sdy.sharding<@mp, [{"b"}, {"a"}]>"#),
            HloSharding::tiled(vec![4, 2], vec![7, 3, 6, 2, 5, 1, 4, 0])
        );
        // Trivial meshes.
        assert_eq!(hlo(r#"<@empty, [{}]>"#), HloSharding::Replicated);
        assert_eq!(hlo(r#"<@mesh, []>"#), HloSharding::Replicated);
        assert_eq!(
            hlo(r#"<@maximal, [{}, {}]>"#),
            HloSharding::Maximal { device: 3 }
        );
    }

    #[test]
    fn manual_axes_become_a_manual_subgroup() {
        let s = parse_sharding(r#"<@mesh, [{"x"}, {}]>"#).unwrap();
        let all = ["x".to_string(), "y".to_string()];
        assert_eq!(
            s.to_hlo(&table(), &all, Some(2)).unwrap(),
            tiled(&[4, 1, 2], (0..8).collect(), &[M])
        );
        let r = parse_sharding(r#"<@mesh, [{}, {}]>"#).unwrap();
        assert_eq!(
            r.to_hlo(&table(), &all, Some(2)).unwrap(),
            HloSharding::Manual
        );
        let y = ["y".to_string()];
        assert_eq!(
            r.to_hlo(&table(), &y, Some(2)).unwrap(),
            tiled(&[1, 1, 2, 4], iota(&[4, 2], &[1, 0]), &[M, R])
        );
        assert!(check_fully_manual(&table()[0].1, &all).is_ok());
        let e = check_fully_manual(&table()[0].1, &["x".to_string()]).unwrap_err();
        assert!(
            e.message.contains("\"y\"") && e.kind == ErrorKind::Unsupported,
            "{e:?}"
        );
        let e = check_fully_manual(&table()[0].1, &["q".to_string()]).unwrap_err();
        assert!(
            e.message.contains("\"q\"") && e.kind == ErrorKind::Parse,
            "{e:?}"
        );
        // Axes of size 1 need not be manual.
        assert!(check_fully_manual(&mesh(&[("x", 8), ("z", 1)]), &["x".to_string()]).is_ok());
    }

    #[test]
    fn lists_and_manual_axes() {
        let (v, listed) = parse_shardings(
            r#"#sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{}, {"y"}]>]>"#,
        )
        .unwrap();
        assert!(listed);
        assert_eq!(v.len(), 2);
        assert_eq!(v[1].offset, 50);
        let (v, listed) = parse_shardings(r#"[<@mesh, [{"x"}]>]"#).unwrap();
        assert!(listed && v.len() == 1);
        let (v, listed) = parse_shardings(r#"#sdy.sharding<@mesh, [{"x"}]>"#).unwrap();
        assert!(!listed && v.len() == 1);
        assert!(parse_shardings("[]").unwrap().0.is_empty());
        assert_eq!(
            parse_manual_axes(r#"#sdy<manual_axes{"x", "y"}>"#).unwrap(),
            vec!["x", "y"]
        );
        assert_eq!(parse_manual_axes(r#"{"i"}"#).unwrap(), vec!["i"]);
        assert!(parse_manual_axes("{}").unwrap().is_empty());
    }

    /// (text, byte offset of the error, message fragment)
    #[test]
    fn malformed_text_is_located() {
        let cases: &[(&str, usize, &str)] = &[
            (r#"<["x"=4, "y"=2>"#, 14, "expected ','"),
            (r#"<["x"=0]>"#, 6, "size 0"),
            (r#"<["x"=2, "x"=2]>"#, 9, "defined twice"),
            (r#"<["x"=4], device_ids=[0, 1]>"#, 10, "lists 2 device id"),
            (r#"<["x"=2], device_ids=[0, 0]>"#, 25, "appears twice"),
            (r#"<[x=4]>"#, 2, "quoted axis name"),
            (r#"<["x"=4]> junk"#, 10, "unexpected 'junk'"),
            (r#"<["x"=99999999999999999999]>"#, 6, "axis size"),
        ];
        for (text, offset, needle) in cases {
            let e = parse_mesh(text).unwrap_err();
            assert_eq!(
                (e.offset, e.kind),
                (*offset, ErrorKind::Parse),
                "{text}: {e:?}"
            );
            assert!(e.message.contains(needle), "{text}: {e:?}");
        }
        let cases: &[(&str, usize, &str)] = &[
            (r#"#sdy.sharding<mesh, [{"x"}]>"#, 18, "expected '<'"),
            (r#"#sdy.sharding<@mesh [{"x"}]>"#, 20, "expected ','"),
            (r#"#sdy.sharding<@mesh, [{"x"]>"#, 26, "expected ','"),
            (r#"#sdy.sharding<@mesh, [{"x":(1}]>"#, 29, "expected ')'"),
            (r#"#sdy.sharding<@mesh, [{"x}]>"#, 23, "unterminated"),
            (
                r#"#sdy.sharding<@mesh, [{}], bogus={}>"#,
                27,
                "unknown sharding field",
            ),
            (r#"#sdy.sharding<3, []>"#, 14, "expected '@mesh'"),
            (r#"#sdy.sharding<@mesh, [{?, "x"}]>"#, 24, "expected '}'"),
        ];
        for (text, offset, needle) in cases {
            let e = parse_sharding(text).unwrap_err();
            assert_eq!(
                (e.offset, e.kind),
                (*offset, ErrorKind::Parse),
                "{text}: {e:?}"
            );
            assert!(e.message.contains(needle), "{text}: {e:?}");
        }
        let e = parse_manual_axes(r#"#sdy<manual_axes{"x", "x"}>"#).unwrap_err();
        assert_eq!(e.offset, 22);
        let e = parse_manual_axes(r#"#sdy<other{"x"}>"#).unwrap_err();
        assert!(e.message.contains("manual_axes"), "{e:?}");
        let e = parse_mesh_table(r#"{a = #sdy.mesh<[]>, a = #sdy.mesh<[]>}"#).unwrap_err();
        assert_eq!(e.offset, 20);
    }

    #[test]
    fn conversion_errors_point_at_the_sharding() {
        let t = table();
        let (v, _) = parse_shardings(r#"[<@mesh, [{"x"}]>, <@nowhere, [{"x"}]>]"#).unwrap();
        let e = v[1].to_hlo(&t, &[], Some(1)).unwrap_err();
        assert_eq!(e.offset, 19);
        assert!(e.message.contains("@nowhere"), "{e:?}");
        let e = v[0].to_hlo(&t, &[], Some(2)).unwrap_err();
        assert!(e.message.contains("rank 2"), "{e:?}");
        let bad: &[(&str, &str)] = &[
            (r#"<@mesh, [{"z"}]>"#, "no axis \"z\""),
            (r#"<@mesh, [{"x"}, {"x"}]>"#, "shards two dimensions"),
            (r#"<@m8, [{"x":(3)2}]>"#, "does not divide"),
            (r#"<@mesh, [{}], replicated={"q"}>"#, "no axis \"q\""),
        ];
        for (text, needle) in bad {
            let e = parse_sharding(text)
                .unwrap()
                .to_hlo(&t, &[], None)
                .unwrap_err();
            assert_eq!((e.offset, e.kind), (0, ErrorKind::Parse), "{text}");
            assert!(e.message.contains(needle), "{text}: {e:?}");
        }
        let e = parse_sharding(r#"<@mesh, [{}], unreduced={"x"}>"#)
            .unwrap()
            .to_hlo(&t, &[], None)
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unsupported);
    }
}
