//! The Shardy (`sdy`) dialect's attribute encoding (shardy's `sdy/ir/bytecode.td`: a varint
//! code indexing its attribute list, then the fields; nested sdy attributes are references into
//! the attribute table). jaxlib puts these in the programs it hands a PJRT plugin (a
//! `sdy.mesh` and `sdy.sharding_constraint`s even in single-device `jax.random` code) and in
//! `jax.export` artifacts of sharded functions.
//!
//! Each attribute is rebuilt as the text Shardy prints for it (`#sdy.sharding<@mesh, [{"x"},
//! {}]>`, `#sdy.mesh<["x"=2]>`, ...) and returned as [`Attr::Text`], so readers of the generic
//! tree handle Shardy attributes one way whether they were stored as text or in this encoding.
//! Sharding rules (`#sdy.op_sharding_rule`) only guide propagation; they are rebuilt too
//! (factor mappings, sizes, the special factor sets, `custom`).

use crate::attrs::Attr;
use crate::encoding::Reader;
use crate::file::Tables;
use crate::{Error, Result};

/// Reads one sdy attribute entry (after its dialect has been resolved).
pub fn sdy_attr(t: &mut Tables, r: &mut Reader) -> Result<Attr> {
    let at = r.offset();
    let code = r.varint()?;
    let text = match code {
        0 => format!("#sdy<manual_axes{{{}}}>", strings(t, r)?.join(", ")),
        1 => mesh_axis(t, r)?,
        2 => mesh(t, r)?,
        3 => sub_axis_info(r)?,
        4 => axis_ref(t, r)?,
        5 => dim_sharding(t, r)?,
        6 => tensor_sharding(t, r, false, false)?,
        15 => tensor_sharding(t, r, true, false)?,
        17 => tensor_sharding(t, r, true, true)?,
        7 | 16 => {
            // Inside a list Shardy prints each sharding without its `#sdy.sharding` prefix.
            let items: Vec<String> = nested(t, r)?
                .into_iter()
                .map(|s| match s.strip_prefix("#sdy.sharding") {
                    Some(rest) => rest.to_string(),
                    None => s,
                })
                .collect();
            format!("#sdy.sharding_per_value<[{}]>", items.join(", "))
        }
        // A dimension's factors, as Shardy names them (`i`, `ij`).
        8 => int_list(r)?.into_iter().map(factor_name).collect(),
        9 => format!("[{}]", nested(t, r)?.join(", ")),
        10 => sharding_rule(t, r)?,
        11 => format!("{{{}}}", nested(t, r)?.join(", ")),
        12 => format!("[{}]", nested(t, r)?.join(", ")),
        13 => {
            let axes = nested(t, r)?;
            let (src, tgt) = (r.svarint()?, r.svarint()?);
            format!("{{{}}}: {src}->{tgt}", axes.join(", "))
        }
        14 => format!("[{}]", nested(t, r)?.join(", ")),
        other => {
            return Err(Error::unsupported(
                at,
                format!("sdy attribute code {other} is not supported"),
            ))
        }
    };
    Ok(Attr::Text(text))
}

/// A string from the string table, quoted as Shardy prints axis names.
fn quoted(t: &mut Tables, r: &mut Reader) -> Result<String> {
    let s = t.read_string(r)?;
    Ok(format!("{:?}", String::from_utf8_lossy(s)))
}

fn strings(t: &mut Tables, r: &mut Reader) -> Result<Vec<String>> {
    // `Array<StringAttr>`: references to builtin string attributes.
    let n = r.count()?;
    (0..n)
        .map(|_| {
            let at = r.offset();
            match t.read_attr(r)? {
                Attr::String(s) => Ok(format!("{:?}", String::from_utf8_lossy(&s))),
                other => Err(Error::malformed(
                    at,
                    format!("expected a string attribute in sdy manual axes, found {other:?}"),
                )),
            }
        })
        .collect()
}

/// The text of each nested sdy attribute of a list.
fn nested(t: &mut Tables, r: &mut Reader) -> Result<Vec<String>> {
    let n = r.count()?;
    (0..n).map(|_| nested_one(t, r)).collect()
}

fn nested_one(t: &mut Tables, r: &mut Reader) -> Result<String> {
    let at = r.offset();
    match t.read_attr(r)? {
        Attr::Text(s) => Ok(s),
        other => Err(Error::malformed(
            at,
            format!("expected an sdy attribute, found {other:?}"),
        )),
    }
}

fn int_list(r: &mut Reader) -> Result<Vec<i64>> {
    let n = r.count()?;
    (0..n).map(|_| r.svarint()).collect()
}

fn mesh_axis(t: &mut Tables, r: &mut Reader) -> Result<String> {
    let name = quoted(t, r)?;
    Ok(format!("{name}={}", r.svarint()?))
}

/// `#sdy.mesh<["x"=2, "y"=4], device_ids=[...]>` (device ids only when given).
fn mesh(t: &mut Tables, r: &mut Reader) -> Result<String> {
    let axes = nested(t, r)?;
    let ids = int_list(r)?;
    let mut s = format!("#sdy.mesh<[{}]", axes.join(", "));
    if !ids.is_empty() {
        let ids: Vec<String> = ids.iter().map(|v| v.to_string()).collect();
        s.push_str(&format!(", device_ids=[{}]", ids.join(", ")));
    }
    s.push('>');
    Ok(s)
}

fn sub_axis_info(r: &mut Reader) -> Result<String> {
    let (pre, size) = (r.svarint()?, r.svarint()?);
    Ok(format!("({pre}){size}"))
}

/// `"x"` or `"x":(1)2`.
fn axis_ref(t: &mut Tables, r: &mut Reader) -> Result<String> {
    let name = quoted(t, r)?;
    let at = r.offset();
    Ok(match t.read_opt_attr(r)? {
        None => name,
        Some(Attr::Text(sub)) => format!("{name}:{sub}"),
        Some(other) => {
            return Err(Error::malformed(
                at,
                format!("expected an sdy sub-axis, found {other:?}"),
            ))
        }
    })
}

/// `{"x", "y"}`, `{"x", ?}` when open, with a `p<N>` priority suffix when set.
fn dim_sharding(t: &mut Tables, r: &mut Reader) -> Result<String> {
    let mut axes = nested(t, r)?;
    // `Bool` fields are one byte (the varint reading of 0x01 would be 0: an open dimension
    // where jaxlib prints a closed one).
    let closed = r.byte()? != 0;
    let (priority, has_priority) = r.varint_flag()?;
    if !closed {
        axes.push("?".into());
    }
    let mut s = format!("{{{}}}", axes.join(", "));
    if has_priority {
        s.push_str(&format!("p{priority}"));
    }
    Ok(s)
}

/// `#sdy.sharding<@mesh, [dims], replicated={...}, unreduced={...}>`; version 3 adds the
/// reduction of unreduced axes, which the text writes only when it is not a sum.
fn tensor_sharding(
    t: &mut Tables,
    r: &mut Reader,
    with_unreduced: bool,
    with_reduction: bool,
) -> Result<String> {
    let at = r.offset();
    let mesh = match t.read_attr(r)? {
        Attr::SymbolRef { root, nested } if nested.is_empty() => format!("@{root}"),
        Attr::Text(m) if m.starts_with("#sdy.mesh") => m,
        other => {
            return Err(Error::malformed(
                at,
                format!("expected a mesh or a mesh symbol in an sdy sharding, found {other:?}"),
            ))
        }
    };
    let dims = nested(t, r)?;
    let replicated = nested(t, r)?;
    let unreduced = if with_unreduced {
        nested(t, r)?
    } else {
        Vec::new()
    };
    let mut s = format!("#sdy.sharding<{mesh}, [{}]", dims.join(", "));
    if !replicated.is_empty() {
        s.push_str(&format!(", replicated={{{}}}", replicated.join(", ")));
    }
    if !unreduced.is_empty() {
        s.push_str(&format!(", unreduced={{{}}}", unreduced.join(", ")));
    }
    if with_reduction {
        let at = r.offset();
        let op = r.svarint()?;
        if op != 0 {
            return Err(Error::unsupported(
                at,
                format!("sdy sharding with unreduced axes reduced by operation {op} (not a sum)"),
            ));
        }
    }
    s.push('>');
    Ok(s)
}

/// Shardy's name of factor `i`: `i` to `z`, then `z_1`, `z_2`, ...
fn factor_name(i: i64) -> String {
    match u8::try_from(i) {
        Ok(k) if k < 18 => char::from(b'i' + k).to_string(),
        _ => format!("z_{}", i - 17),
    }
}

/// `#sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, ...} reduction={k}, custom>`.
/// The factor lists are flat lists of signed varints (jaxlib's bytes; `bytecode.td` declares
/// them as `Array<SignedVarIntList>`).
fn sharding_rule(t: &mut Tables, r: &mut Reader) -> Result<String> {
    let sizes = int_list(r)?;
    let operands = nested(t, r)?;
    let results = nested(t, r)?;
    let mut s = format!(
        "#sdy.op_sharding_rule<({})->({}) {{{}}}",
        operands.join(", "),
        results.join(", "),
        sizes
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{}={n}", factor_name(i as i64)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    for what in [
        "reduction",
        "need_replication",
        "permutation",
        "blocked_propagation",
    ] {
        let factors = int_list(r)?;
        if !factors.is_empty() {
            let names: Vec<String> = factors.into_iter().map(factor_name).collect();
            s.push_str(&format!(" {what}={{{}}}", names.join(", ")));
        }
    }
    let at = r.offset();
    match r.byte()? {
        0 => {}
        1 => s.push_str(", custom"),
        v => return Err(Error::malformed(at, format!("boolean byte {v}"))),
    }
    s.push('>');
    Ok(s)
}
