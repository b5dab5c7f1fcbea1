//! Parsers for HLO attribute values (`dimensions={..}`, `window={..}`, `padding=..`,
//! `dim_labels=..`, `slice={..}`, `sharding={..}`, `input_output_alias={..}`, ...), each over a
//! sub-cursor of the value's source text so errors point into the original line.
//!
//! Each parser reads exactly one value and rejects trailing text; they check syntax and the
//! internal consistency of the value only, never operand shapes (the verifier does that).

use super::cursor::Cursor;
use crate::ir::{
    CompareType, ComparisonDirection, ConvDims, FftType, HloSharding as Sharding, InputOutputAlias,
    PadDim, Precision, RngAlgorithm, SliceDim, SubgroupKind, TriangularTranspose, WindowDim,
};

/// Most devices a sharding may list (guards the iota expansion).
const MAX_DEVICES: usize = 1 << 20;

fn finish(c: &mut Cursor<'_>) -> crate::Result<()> {
    c.skip_ws();
    if c.at_end() {
        Ok(())
    } else {
        Err(c.err(format!("unexpected {} after attribute value", c.found())))
    }
}

fn usize_of(c: &Cursor<'_>, v: u64, what: &str) -> crate::Result<usize> {
    usize::try_from(v).map_err(|_| c.err(format!("{what} {v} is too large")))
}

/// `{1,2,3}` or `{}`.
pub fn dims_list(c: &mut Cursor<'_>) -> crate::Result<Vec<usize>> {
    c.expect('{')?;
    let mut out = Vec::new();
    if !c.eat('}') {
        loop {
            let v = c.uint("a dimension number")?;
            out.push(usize_of(c, v, "dimension")?);
            if c.eat('}') {
                break;
            }
            if !c.eat(',') {
                return Err(c.err(format!("expected ',' or '}}', found {}", c.found())));
            }
        }
    }
    finish(c)?;
    Ok(out)
}

/// A single unsigned integer.
pub fn uint(c: &mut Cursor<'_>, what: &str) -> crate::Result<usize> {
    let v = c.uint(what)?;
    let v = usize_of(c, v, what)?;
    finish(c)?;
    Ok(v)
}

/// `true` / `false`.
pub fn boolean(c: &mut Cursor<'_>) -> crate::Result<bool> {
    let v = if c.eat_keyword("true") {
        true
    } else if c.eat_keyword("false") {
        false
    } else {
        return Err(c.err(format!("expected 'true' or 'false', found {}", c.found())));
    };
    finish(c)?;
    Ok(v)
}

/// A bare word (`LT`, `rng_three_fry`, `API_VERSION_TYPED_FFI`).
pub fn word(c: &mut Cursor<'_>, what: &str) -> crate::Result<String> {
    let (w, _) = c.name(what)?;
    finish(c)?;
    Ok(w)
}

/// A computation name (`region_0.1`, `%region_0.1`).
pub fn comp_name(c: &mut Cursor<'_>) -> crate::Result<String> {
    word(c, "a computation name")
}

/// `{a, b, c}` computation names.
pub fn comp_list(c: &mut Cursor<'_>) -> crate::Result<Vec<(String, super::cursor::Loc)>> {
    c.expect('{')?;
    let mut out = Vec::new();
    if !c.eat('}') {
        loop {
            out.push(c.name("a computation name")?);
            if c.eat('}') {
                break;
            }
            if !c.eat(',') {
                return Err(c.err(format!("expected ',' or '}}', found {}", c.found())));
            }
        }
    }
    finish(c)?;
    Ok(out)
}

/// A string value (`"..."`) or any other raw value kept as written (JSON objects).
pub fn string_or_raw(c: &mut Cursor<'_>) -> crate::Result<String> {
    c.skip_ws();
    if c.peek() == Some('"') {
        let s = c.string()?;
        finish(c)?;
        Ok(s)
    } else {
        Ok(c.rest().to_string())
    }
}

pub fn direction(c: &mut Cursor<'_>) -> crate::Result<ComparisonDirection> {
    let w = word(c, "a comparison direction")?;
    ComparisonDirection::from_name(&w).ok_or_else(|| {
        c.err(format!(
            "unknown comparison direction '{w}' (expected EQ, NE, GE, GT, LE or LT)"
        ))
    })
}

pub fn compare_type(c: &mut Cursor<'_>) -> crate::Result<CompareType> {
    let w = word(c, "a comparison type")?;
    CompareType::from_name(&w).ok_or_else(|| {
        c.err(format!(
            "unknown comparison type '{w}' (expected FLOAT, TOTALORDER, SIGNED or UNSIGNED)"
        ))
    })
}

pub fn rng_algorithm(c: &mut Cursor<'_>) -> crate::Result<RngAlgorithm> {
    let w = word(c, "an rng algorithm")?;
    match w.as_str() {
        "rng_default" => Ok(RngAlgorithm::Default),
        "rng_three_fry" => Ok(RngAlgorithm::ThreeFry),
        "rng_philox" => Ok(RngAlgorithm::Philox),
        _ => Err(c.err(format!(
            "unknown rng algorithm '{w}' (expected rng_default, rng_three_fry or rng_philox)"
        ))),
    }
}

pub fn transpose_kind(c: &mut Cursor<'_>) -> crate::Result<TriangularTranspose> {
    let w = word(c, "a transpose kind")?;
    match w.as_str() {
        "NO_TRANSPOSE" => Ok(TriangularTranspose::NoTranspose),
        "TRANSPOSE" => Ok(TriangularTranspose::Transpose),
        "ADJOINT" => Ok(TriangularTranspose::Adjoint),
        _ => Err(c.err(format!(
            "unknown transpose_a '{w}' (expected NO_TRANSPOSE, TRANSPOSE or ADJOINT)"
        ))),
    }
}

/// `fft_type=RFFT`.
pub fn fft_type(c: &mut Cursor<'_>) -> crate::Result<FftType> {
    let at = c.loc();
    let w = word(c, "an FFT type")?;
    FftType::from_name(&w).ok_or_else(|| {
        c.err_at(
            at,
            format!("unknown fft_type '{w}' (expected FFT, IFFT, RFFT or IRFFT)"),
        )
    })
}

/// `api_version=API_VERSION_TYPED_FFI` → its enum number.
pub fn api_version(c: &mut Cursor<'_>) -> crate::Result<u32> {
    let w = word(c, "an API version")?;
    match w.as_str() {
        "API_VERSION_UNSPECIFIED" => Ok(0),
        "API_VERSION_ORIGINAL" => Ok(1),
        "API_VERSION_STATUS_RETURNING" => Ok(2),
        "API_VERSION_STATUS_RETURNING_UNIFIED" => Ok(3),
        "API_VERSION_TYPED_FFI" => Ok(4),
        _ => Err(c.err(format!("unknown custom-call api_version '{w}'"))),
    }
}

/// `operand_precision={default,highest}`.
pub fn precision_list(c: &mut Cursor<'_>) -> crate::Result<Vec<Precision>> {
    c.expect('{')?;
    let mut out = Vec::new();
    if !c.eat('}') {
        loop {
            let (w, loc) = c.name("a precision")?;
            out.push(match w.to_ascii_lowercase().as_str() {
                "default" => Precision::Default,
                "high" => Precision::High,
                "highest" => Precision::Highest,
                _ => {
                    return Err(c.err_at(
                        loc,
                        format!("unknown precision '{w}' (expected default, high or highest)"),
                    ))
                }
            });
            if c.eat('}') {
                break;
            }
            if !c.eat(',') {
                return Err(c.err(format!("expected ',' or '}}', found {}", c.found())));
            }
        }
    }
    finish(c)?;
    Ok(out)
}

/// `x`-separated integers (`3x3`, `1x-1`); `allow_neg` permits negatives.
fn x_list(c: &mut Cursor<'_>, what: &str) -> crate::Result<Vec<i64>> {
    let mut out = vec![c.int(what)?];
    while c.peek() == Some('x') {
        c.bump();
        out.push(c.int(what)?);
    }
    Ok(out)
}

/// `x`-separated groups of `_`-separated integers (`1_1x0_2`, `1_2_1x-1_3_0`).
fn pad_groups(c: &mut Cursor<'_>, per_group: &[usize]) -> crate::Result<Vec<Vec<i64>>> {
    let mut out = Vec::new();
    loop {
        let gloc = c.loc();
        let mut g = vec![c.int("a padding amount")?];
        while c.peek() == Some('_') {
            c.bump();
            g.push(c.int("a padding amount")?);
        }
        if !per_group.contains(&g.len()) {
            return Err(c.err_at(
                gloc,
                format!(
                    "padding group needs {per_group:?} numbers separated by '_', found {}",
                    g.len()
                ),
            ));
        }
        out.push(g);
        if c.peek() == Some('x') {
            c.bump();
        } else {
            break;
        }
    }
    Ok(out)
}

fn nonneg(c: &Cursor<'_>, v: i64, what: &str) -> crate::Result<usize> {
    usize::try_from(v).map_err(|_| c.err(format!("{what} must be non-negative, found {v}")))
}

/// `padding=1_0x0_2` / `1_2_1x-1_3_0` (low_high[_interior] per dimension).
pub fn padding(c: &mut Cursor<'_>) -> crate::Result<Vec<PadDim>> {
    c.skip_ws();
    if c.at_end() {
        return Ok(Vec::new());
    }
    let groups = pad_groups(c, &[2, 3])?;
    finish(c)?;
    groups
        .into_iter()
        .map(|g| {
            Ok(PadDim {
                low: g[0],
                high: g[1],
                interior: nonneg(c, *g.get(2).unwrap_or(&0), "interior padding")?,
            })
        })
        .collect()
}

/// `window={size=3x3 stride=2x2 pad=1_1x1_1 lhs_dilate=1x1 rhs_dilate=2x2 rhs_reversal=0x1}`.
pub fn window(c: &mut Cursor<'_>) -> crate::Result<Vec<WindowDim>> {
    c.expect('{')?;
    let mut size: Option<Vec<i64>> = None;
    let mut stride = None;
    let mut pad: Option<Vec<Vec<i64>>> = None;
    let mut lhs = None;
    let mut rhs = None;
    let mut rev = None;
    loop {
        if c.eat('}') {
            break;
        }
        let (key, kloc) = c.name("a window field")?;
        c.expect('=')?;
        match key.as_str() {
            "size" => size = Some(x_list(c, "a window size")?),
            "stride" => stride = Some(x_list(c, "a window stride")?),
            "pad" => pad = Some(pad_groups(c, &[2])?),
            "lhs_dilate" => lhs = Some(x_list(c, "a dilation")?),
            "rhs_dilate" => rhs = Some(x_list(c, "a dilation")?),
            "rhs_reversal" => rev = Some(x_list(c, "a reversal flag")?),
            _ => {
                return Err(c.err_at(
                    kloc,
                    format!("unknown window field '{key}' (expected size, stride, pad, lhs_dilate, rhs_dilate or rhs_reversal)"),
                ))
            }
        }
        c.eat(',');
    }
    finish(c)?;
    let n = size
        .as_ref()
        .map(|s| s.len())
        .or(stride.as_ref().map(|s| s.len()))
        .unwrap_or(0);
    let check = |v: &Option<Vec<i64>>, what: &str| -> crate::Result<()> {
        match v {
            Some(v) if v.len() != n => Err(c.err(format!(
                "window {what} has {} dimensions but size has {n}",
                v.len()
            ))),
            _ => Ok(()),
        }
    };
    check(&size, "size")?;
    check(&stride, "stride")?;
    check(&lhs, "lhs_dilate")?;
    check(&rhs, "rhs_dilate")?;
    check(&rev, "rhs_reversal")?;
    if let Some(p) = &pad {
        if p.len() != n {
            return Err(c.err(format!(
                "window pad has {} dimensions but size has {n}",
                p.len()
            )));
        }
    }
    let get = |v: &Option<Vec<i64>>, i: usize, d: i64| v.as_ref().map_or(d, |v| v[i]);
    (0..n)
        .map(|i| {
            let positive = |v: i64, what: &str| -> crate::Result<usize> {
                if v < 1 {
                    Err(c.err(format!("window {what} must be at least 1, found {v}")))
                } else {
                    nonneg(c, v, what)
                }
            };
            Ok(WindowDim {
                size: nonneg(c, get(&size, i, 1), "window size")?,
                stride: positive(get(&stride, i, 1), "stride")?,
                pad_low: pad.as_ref().map_or(0, |p| p[i][0]),
                pad_high: pad.as_ref().map_or(0, |p| p[i][1]),
                base_dilation: positive(get(&lhs, i, 1), "lhs_dilate")?,
                window_dilation: positive(get(&rhs, i, 1), "rhs_dilate")?,
                window_reversal: get(&rev, i, 0) != 0,
            })
        })
        .collect()
}

/// `slice={[0:4:2], [1:3]}`.
pub fn slice(c: &mut Cursor<'_>) -> crate::Result<Vec<SliceDim>> {
    c.expect('{')?;
    let mut out = Vec::new();
    if !c.eat('}') {
        loop {
            c.expect('[')?;
            let start = c.uint("a slice start")?;
            c.expect(':')?;
            let limit = c.uint("a slice limit")?;
            let stride = if c.eat(':') {
                c.uint("a slice stride")?
            } else {
                1
            };
            c.expect(']')?;
            if stride == 0 {
                return Err(c.err("slice stride must be at least 1"));
            }
            out.push(SliceDim {
                start: usize_of(c, start, "slice start")?,
                limit: usize_of(c, limit, "slice limit")?,
                stride: usize_of(c, stride, "slice stride")?,
            });
            if c.eat('}') {
                break;
            }
            if !c.eat(',') {
                return Err(c.err(format!("expected ',' or '}}', found {}", c.found())));
            }
        }
    }
    finish(c)?;
    Ok(out)
}

/// `dim_labels=b01f_01io->b01f`.
pub fn dim_labels(c: &mut Cursor<'_>) -> crate::Result<ConvDims> {
    c.skip_ws();
    let loc = c.loc();
    let text: String = c.rest().trim().to_string();
    let bad = |why: &str| c.err_at(loc, format!("bad dim_labels '{text}': {why}"));
    let (lhs, out) = text
        .split_once("->")
        .ok_or_else(|| bad("expected 'input_kernel->output'"))?;
    let (inp, ker) = lhs
        .split_once('_')
        .ok_or_else(|| bad("expected 'input_kernel->output'"))?;
    // Returns (positions of the two letters, positions of spatial dims by spatial index).
    let labels = |s: &str, a: char, b: char| -> Option<(usize, usize, Vec<usize>)> {
        let n = s.chars().count();
        let (mut pa, mut pb) = (None, None);
        let mut spatial = vec![None; n.saturating_sub(2)];
        for (i, ch) in s.chars().enumerate() {
            if ch == a && pa.is_none() {
                pa = Some(i);
            } else if ch == b && pb.is_none() {
                pb = Some(i);
            } else if let Some(d) = ch.to_digit(10) {
                let slot = spatial.get_mut(d as usize)?;
                if slot.is_some() {
                    return None;
                }
                *slot = Some(i);
            } else {
                return None;
            }
        }
        Some((pa?, pb?, spatial.into_iter().collect::<Option<Vec<_>>>()?))
    };
    let (ib, if_, is) =
        labels(inp, 'b', 'f').ok_or_else(|| bad("input labels need b, f and digits 0..n-1"))?;
    let (ki, ko, ks) =
        labels(ker, 'i', 'o').ok_or_else(|| bad("kernel labels need i, o and digits 0..n-1"))?;
    let (ob, of, os) =
        labels(out, 'b', 'f').ok_or_else(|| bad("output labels need b, f and digits 0..n-1"))?;
    if is.len() != ks.len() || is.len() != os.len() {
        return Err(bad(
            "input, kernel and output have different numbers of spatial dimensions",
        ));
    }
    while !c.at_end() {
        c.bump();
    }
    Ok(ConvDims {
        input_batch: ib,
        input_feature: if_,
        input_spatial: is,
        kernel_input_feature: ki,
        kernel_output_feature: ko,
        kernel_spatial: ks,
        output_batch: ob,
        output_feature: of,
        output_spatial: os,
    })
}

/// Spells `ConvDims` back as `dim_labels`; `None` when the dims cannot be spelled (invalid).
#[cfg(test)]
fn dim_labels_text(d: &ConvDims) -> Option<String> {
    fn one(n: usize, a: (usize, char), b: (usize, char), sp: &[usize]) -> Option<String> {
        let mut v = vec![None; n];
        *v.get_mut(a.0)? = Some(a.1);
        *v.get_mut(b.0)? = Some(b.1);
        for (k, &p) in sp.iter().enumerate() {
            *v.get_mut(p)? = Some(char::from_digit(k as u32, 10)?);
        }
        v.into_iter().collect()
    }
    let n = d.input_spatial.len() + 2;
    Some(format!(
        "{}_{}->{}",
        one(
            n,
            (d.input_batch, 'b'),
            (d.input_feature, 'f'),
            &d.input_spatial
        )?,
        one(
            d.kernel_spatial.len() + 2,
            (d.kernel_input_feature, 'i'),
            (d.kernel_output_feature, 'o'),
            &d.kernel_spatial
        )?,
        one(
            d.output_spatial.len() + 2,
            (d.output_batch, 'b'),
            (d.output_feature, 'f'),
            &d.output_spatial
        )?
    ))
}

/// `sharding={replicated}`, `{maximal device=0}`, `{manual}`, `{devices=[2,1]0,1}`,
/// `{devices=[2,1]<=[2]}`, `{devices=[2,1,2]<=[4] last_tile_dim_replicate}`, `{{..}, {..}}`.
pub fn sharding(c: &mut Cursor<'_>) -> crate::Result<Sharding> {
    let loc = c.loc();
    match sharding_opt(c)? {
        Some(s) => Ok(s),
        None => Err(c.err_at(loc, "expected a sharding, found '{unknown}'")),
    }
}

/// A sharding annotation: like `sharding`, but `{unknown}` (jax's `shard_alike` under GSPMD
/// writes `{unknown shard_as 0}`) constrains nothing and reads as `None`.
pub fn sharding_opt(c: &mut Cursor<'_>) -> crate::Result<Option<Sharding>> {
    let s = sharding_inner(c, 0)?;
    finish(c)?;
    Ok(s)
}

fn sharding_inner(c: &mut Cursor<'_>, depth: usize) -> crate::Result<Option<Sharding>> {
    if depth > 32 {
        return Err(c.err("sharding nested too deeply"));
    }
    c.expect('{')?;
    if c.is('{') {
        let mut elems = Vec::new();
        loop {
            c.skip_ws();
            let eloc = c.loc();
            match sharding_inner(c, depth + 1)? {
                Some(e) => elems.push(e),
                None => {
                    return Err(c.err_at(
                        eloc,
                        "an '{unknown}' element in a tuple sharding is not supported",
                    ))
                }
            }
            if c.eat('}') {
                break;
            }
            c.expect(',')?;
        }
        return Ok(Some(Sharding::Tuple(elems)));
    }
    if c.eat('}') {
        return Ok(Some(Sharding::Tuple(Vec::new())));
    }
    let mut result: Option<Sharding> = None;
    let mut unknown = false;
    let mut last_tile_dims = Vec::new();
    loop {
        if c.eat('}') {
            break;
        }
        let (w, wloc) = c.name("a sharding kind")?;
        match w.as_str() {
            "unknown" => unknown = true,
            "replicated" => result = Some(Sharding::Replicated),
            "manual" => result = Some(Sharding::Manual),
            "maximal" => {
                if !c.eat_str("device=") {
                    return Err(c.err(format!(
                        "expected 'device=' after 'maximal', found {}",
                        c.found()
                    )));
                }
                result = Some(Sharding::Maximal {
                    device: c.int("a device id")?,
                });
            }
            "devices" => {
                c.expect('=')?;
                c.expect('[')?;
                let mut dims = Vec::new();
                loop {
                    let d = c.uint("a tile dimension")?;
                    dims.push(usize_of(c, d, "tile dimension")?);
                    if c.eat(']') {
                        break;
                    }
                    c.expect(',')?;
                }
                let total = dims
                    .iter()
                    .try_fold(1usize, |a, &d| a.checked_mul(d))
                    .filter(|&t| t <= MAX_DEVICES)
                    .ok_or_else(|| c.err_at(wloc, "sharding tile assignment is too large"))?;
                let devices = if c.eat_str("<=") {
                    iota_devices(c, total)?
                } else {
                    let mut devs = Vec::new();
                    loop {
                        devs.push(c.int("a device id")?);
                        if devs.len() > MAX_DEVICES {
                            return Err(c.err("sharding lists too many devices"));
                        }
                        if !c.eat(',') {
                            break;
                        }
                    }
                    devs
                };
                if devices.len() != total {
                    return Err(c.err_at(
                        wloc,
                        format!(
                            "sharding tile assignment {dims:?} needs {total} devices, found {}",
                            devices.len()
                        ),
                    ));
                }
                result = Some(Sharding::tiled(dims, devices));
            }
            "last_tile_dim_replicate" => last_tile_dims = vec![SubgroupKind::Replicated],
            "last_tile_dims" => {
                c.expect('=')?;
                c.expect('{')?;
                last_tile_dims.clear();
                loop {
                    let (k, kloc) = c.name("a subgroup kind")?;
                    last_tile_dims.push(match k.as_str() {
                        "replicated" => SubgroupKind::Replicated,
                        "manual" => SubgroupKind::Manual,
                        _ => {
                            return Err(c.err_at(
                                kloc,
                                format!("unsupported subgroup kind '{k}' (replicated or manual)"),
                            ))
                        }
                    });
                    if c.eat('}') {
                        break;
                    }
                    c.expect(',')?;
                }
            }
            _ => {
                // `metadata={..}`, unknown flags: skipped.
                if c.eat('=') {
                    c.raw_value()?;
                }
            }
        }
        c.eat(',');
    }
    match result {
        Some(Sharding::Tiled {
            tile_assignment_dims,
            devices,
            ..
        }) => {
            if last_tile_dims.len() > tile_assignment_dims.len() {
                return Err(c.err(format!(
                    "{} subgroup dimensions for a tile assignment of rank {}",
                    last_tile_dims.len(),
                    tile_assignment_dims.len()
                )));
            }
            Ok(Some(Sharding::Tiled {
                tile_assignment_dims,
                devices,
                last_tile_dims,
            }))
        }
        Some(s) => Ok(Some(s)),
        None if unknown => Ok(None),
        None => {
            Err(c.err("sharding names no kind (replicated, maximal, manual, devices or unknown)"))
        }
    }
}

/// One entry of `frontend_attributes={key="value", key={...}}`: the value's text (a quoted
/// value unescaped, a braced one as written) and the source location of each of its bytes
/// (plus one past the end), for errors found inside the value.
#[derive(Clone, Debug)]
pub struct FrontendAttr {
    pub key: String,
    pub text: String,
    locs: Vec<super::cursor::Loc>,
}

impl FrontendAttr {
    /// Where byte `offset` of the value is in the source.
    pub fn loc_at(&self, offset: usize) -> super::cursor::Loc {
        self.locs
            .get(offset)
            .or(self.locs.last())
            .copied()
            .unwrap_or_default()
    }
}

/// `frontend_attributes={xla.sdy.sharding="...", xla.sdy.meshes={mesh = #sdy.mesh<...>}}`.
pub fn frontend_attributes(c: &mut Cursor<'_>) -> crate::Result<Vec<FrontendAttr>> {
    c.expect('{')?;
    let mut out = Vec::new();
    if !c.eat('}') {
        loop {
            let key = if c.is('"') {
                c.string()?
            } else {
                c.name("a frontend attribute name")?.0
            };
            c.expect('=')?;
            let (text, locs) = if c.is('"') {
                c.string_with_locs()?
            } else {
                let (raw, loc) = c.raw_value()?;
                (raw.to_string(), super::cursor::byte_locs(raw, loc))
            };
            out.push(FrontendAttr { key, text, locs });
            if c.eat('}') {
                break;
            }
            c.expect(',')?;
        }
    }
    finish(c)?;
    Ok(out)
}

/// The iota form after `<=`: `[4]` or `[2,2]T(1,0)`, expanded to the device list.
fn iota_devices(c: &mut Cursor<'_>, total: usize) -> crate::Result<Vec<i64>> {
    c.expect('[')?;
    let mut rdims = Vec::new();
    loop {
        let d = c.uint("a reshape dimension")?;
        rdims.push(usize_of(c, d, "reshape dimension")?);
        if c.eat(']') {
            break;
        }
        c.expect(',')?;
    }
    let n = rdims.iter().try_fold(1usize, |a, &d| a.checked_mul(d));
    if n != Some(total) {
        return Err(c.err(format!(
            "iota device reshape {rdims:?} does not hold {total} devices"
        )));
    }
    let mut perm: Vec<usize> = (0..rdims.len()).collect();
    if c.peek() == Some('T') {
        c.bump();
        c.expect('(')?;
        perm.clear();
        loop {
            let d = c.uint("a transpose dimension")?;
            perm.push(usize_of(c, d, "transpose dimension")?);
            if c.eat(')') {
                break;
            }
            c.expect(',')?;
        }
        let mut seen = vec![false; rdims.len()];
        if perm.len() != rdims.len()
            || !perm
                .iter()
                .all(|&p| p < seen.len() && !std::mem::replace(&mut seen[p], true))
        {
            return Err(c.err(format!("iota transpose {perm:?} is not a permutation")));
        }
    }
    Ok(crate::ir::sharding::iota_devices(&rdims, &perm).unwrap_or_default())
}

/// `{{0,1},{2,3}}` (explicit groups), `{}` (one group of everyone) or the iota form
/// `[2,4]<=[8]` / `[2,4]<=[4,2]T(1,0)` (the ids `0..n` reshaped, transposed, one group per
/// row of the first shape).
pub fn replica_groups(c: &mut Cursor<'_>) -> crate::Result<Vec<Vec<usize>>> {
    let groups = if c.is('[') {
        c.expect('[')?;
        let mut shape = Vec::new();
        loop {
            let d = c.uint("a replica group dimension")?;
            shape.push(usize_of(c, d, "replica group dimension")?);
            if c.eat(']') {
                break;
            }
            c.expect(',')?;
        }
        let [rows, cols] = shape[..] else {
            return Err(c.err(format!(
                "iota replica groups need a [groups,size] shape, found {shape:?}"
            )));
        };
        let total = rows
            .checked_mul(cols)
            .filter(|&t| t <= MAX_DEVICES)
            .ok_or_else(|| c.err("replica groups list too many devices"))?;
        if !c.eat_str("<=") {
            return Err(c.err(format!(
                "expected '<=' in iota replica groups, found {}",
                c.found()
            )));
        }
        let ids = iota_devices(c, total)?;
        ids.chunks(cols.max(1))
            .map(|g| g.iter().map(|&d| d as usize).collect())
            .collect()
    } else {
        let mut groups = Vec::new();
        c.expect('{')?;
        if !c.eat('}') {
            loop {
                c.expect('{')?;
                let mut g = Vec::new();
                if !c.eat('}') {
                    loop {
                        let d = c.uint("a replica id")?;
                        g.push(usize_of(c, d, "replica id")?);
                        if g.len() > MAX_DEVICES {
                            return Err(c.err("a replica group lists too many devices"));
                        }
                        if c.eat('}') {
                            break;
                        }
                        c.expect(',')?;
                    }
                }
                groups.push(g);
                if groups.len() > MAX_DEVICES {
                    return Err(c.err("too many replica groups"));
                }
                if c.eat('}') {
                    break;
                }
                c.expect(',')?;
            }
        }
        groups
    };
    finish(c)?;
    Ok(groups)
}

/// `source_target_pairs={{0,1},{1,2}}`.
pub fn source_target_pairs(c: &mut Cursor<'_>) -> crate::Result<Vec<(usize, usize)>> {
    let loc = c.loc();
    let groups = replica_groups(c)?;
    groups
        .into_iter()
        .map(|g| match g[..] {
            [s, t] => Ok((s, t)),
            _ => Err(c.err_at(
                loc,
                format!("a source-target pair needs two ids, found {g:?}"),
            )),
        })
        .collect()
}

/// A signed integer (`channel_id=1`).
pub fn int(c: &mut Cursor<'_>, what: &str) -> crate::Result<i64> {
    let v = c.int(what)?;
    finish(c)?;
    Ok(v)
}

/// `input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {0}) }`.
pub fn aliases(c: &mut Cursor<'_>) -> crate::Result<Vec<InputOutputAlias>> {
    fn index(c: &mut Cursor<'_>) -> crate::Result<Vec<usize>> {
        c.expect('{')?;
        let mut v = Vec::new();
        if !c.eat('}') {
            loop {
                let d = c.uint("a tuple index")?;
                v.push(usize_of(c, d, "tuple index")?);
                if c.eat('}') {
                    break;
                }
                c.expect(',')?;
            }
        }
        Ok(v)
    }
    c.expect('{')?;
    let mut out = Vec::new();
    if !c.eat('}') {
        loop {
            let output_index = index(c)?;
            c.expect(':')?;
            c.expect('(')?;
            let p = c.uint("a parameter number")?;
            let parameter = usize_of(c, p, "parameter number")?;
            c.expect(',')?;
            let parameter_index = index(c)?;
            if c.eat(',') {
                c.name("an alias kind")?;
            }
            c.expect(')')?;
            out.push(InputOutputAlias {
                output_index,
                parameter,
                parameter_index,
            });
            if c.eat('}') {
                break;
            }
            c.expect(',')?;
        }
    }
    finish(c)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo::cursor::Cursor;

    fn with<T>(
        text: &str,
        f: impl FnOnce(&mut Cursor<'_>) -> crate::Result<T>,
    ) -> crate::Result<T> {
        f(&mut Cursor::new(text))
    }

    #[test]
    fn windows() {
        let w = with(
            "{size=3x3 stride=2x1 pad=1_-1x0_2 lhs_dilate=1x2 rhs_dilate=2x1 rhs_reversal=0x1}",
            window,
        )
        .unwrap();
        assert_eq!(w.len(), 2);
        assert_eq!(
            (w[0].size, w[0].stride, w[0].pad_low, w[0].pad_high),
            (3, 2, 1, -1)
        );
        assert_eq!(
            (
                w[1].base_dilation,
                w[0].window_dilation,
                w[1].window_reversal
            ),
            (2, 2, true)
        );
        assert_eq!(with("{}", window).unwrap(), vec![]);
        assert!(with("{size=3x3 stride=2}", window).is_err());
        assert!(with("{size=3 stride=0}", window).is_err());
        assert!(with("{size=3 bogus=1}", window).is_err());
    }

    #[test]
    fn paddings() {
        let p = with("1_2_1x-1_3_0", padding).unwrap();
        assert_eq!(
            p[0],
            PadDim {
                low: 1,
                high: 2,
                interior: 1
            }
        );
        assert_eq!(
            p[1],
            PadDim {
                low: -1,
                high: 3,
                interior: 0
            }
        );
        assert!(with("1_2_-1", padding).is_err());
        assert!(with("1", padding).is_err());
    }

    #[test]
    fn labels() {
        let d = with("b01f_01io->b01f", dim_labels).unwrap();
        assert_eq!(
            (d.input_batch, d.input_feature, d.input_spatial.clone()),
            (0, 3, vec![1, 2])
        );
        assert_eq!((d.kernel_input_feature, d.kernel_output_feature), (2, 3));
        assert_eq!(dim_labels_text(&d).unwrap(), "b01f_01io->b01f");
        let d = with("bf10_oi01->bf01", dim_labels).unwrap();
        assert_eq!(d.input_spatial, vec![3, 2]);
        assert_eq!(dim_labels_text(&d).unwrap(), "bf10_oi01->bf01");
        assert!(with("b0f_0io->b0", dim_labels).is_err());
        assert!(with("b00f_01io->b01f", dim_labels).is_err());
        assert!(with("b9f_0io->b0f", dim_labels).is_err());
    }

    #[test]
    fn slices() {
        let s = with("{[0:4:2], [1:3]}", slice).unwrap();
        assert_eq!(
            s[0],
            SliceDim {
                start: 0,
                limit: 4,
                stride: 2
            }
        );
        assert_eq!(
            s[1],
            SliceDim {
                start: 1,
                limit: 3,
                stride: 1
            }
        );
        assert!(with("{[0:4:0]}", slice).is_err());
    }

    #[test]
    fn shardings() {
        assert_eq!(
            with("{replicated}", sharding).unwrap(),
            Sharding::Replicated
        );
        assert_eq!(
            with("{maximal device=3}", sharding).unwrap(),
            Sharding::Maximal { device: 3 }
        );
        let s = with("{devices=[2,1]0,1}", sharding).unwrap();
        assert_eq!(
            s,
            Sharding::Tiled {
                tile_assignment_dims: vec![2, 1],
                devices: vec![0, 1],
                last_tile_dims: vec![]
            }
        );
        let s = with(
            "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}",
            sharding,
        )
        .unwrap();
        assert_eq!(
            s,
            Sharding::Tiled {
                tile_assignment_dims: vec![2, 2],
                devices: vec![0, 2, 1, 3],
                last_tile_dims: vec![SubgroupKind::Replicated]
            }
        );
        let s = with("{{replicated}, {manual}}", sharding).unwrap();
        assert_eq!(
            s,
            Sharding::Tuple(vec![Sharding::Replicated, Sharding::Manual])
        );
        assert!(with("{devices=[2,2]0,1}", sharding).is_err());
        // `{unknown}` (GSPMD's shard_alike) constrains nothing.
        assert_eq!(with("{unknown shard_as 0}", sharding_opt).unwrap(), None);
        assert!(with("{unknown}", sharding).is_err());
        assert!(with("{{unknown}, {replicated}}", sharding_opt).is_err());
        assert!(with("{devices=[99999999,99999999]<=[1]}", sharding).is_err());
    }

    #[test]
    fn alias_lists() {
        let a = with("{ {0}: (0, {}, may-alias), {1}: (2, {1}) }", aliases).unwrap();
        assert_eq!(a.len(), 2);
        assert_eq!(
            a[1],
            InputOutputAlias {
                output_index: vec![1],
                parameter: 2,
                parameter_index: vec![1]
            }
        );
    }
}
