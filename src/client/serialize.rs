//! Executable serialization: a small self-describing container holding the program (text or
//! bytecode, as given) and its compile options. Deserializing recompiles (webxla's compile is
//! fast and the program is the portable artifact; backend code is not stored), and the
//! fingerprint guards integrity.

use super::executable::{fingerprint, Executable};
use super::options::CompileOptions;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

const MAGIC: &[u8; 8] = b"WEBXLA\x00\x01";

#[derive(Serialize, Deserialize)]
struct Header {
    version: u32,
    format: String,
    fingerprint: String,
    options: CompileOptions,
    text_len: usize,
}

pub(crate) fn serialize(exe: &Executable) -> Vec<u8> {
    let header = Header {
        version: 1,
        format: exe.format().name().to_string(),
        fingerprint: exe.fingerprint(),
        options: exe.compile_options().clone(),
        text_len: exe.program.len(),
    };
    let json = serde_json::to_vec(&header).unwrap_or_default();
    let mut out = Vec::with_capacity(MAGIC.len() + 4 + json.len() + exe.program.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(json.len() as u32).to_le_bytes());
    out.extend_from_slice(&json);
    out.extend_from_slice(&exe.program);
    out
}

pub(crate) fn deserialize(bytes: &[u8]) -> Result<(Vec<u8>, CompileOptions)> {
    let bad =
        |why: &str| Error::invalid_argument(format!("not a serialized webxla executable: {why}"));
    let rest = bytes
        .strip_prefix(MAGIC.as_slice())
        .ok_or_else(|| bad("wrong magic bytes"))?;
    let (len, rest) = rest
        .split_first_chunk::<4>()
        .ok_or_else(|| bad("truncated header"))?;
    let len = u32::from_le_bytes(*len) as usize;
    if rest.len() < len {
        return Err(bad("truncated header"));
    }
    let (json, text) = rest.split_at(len);
    let header: Header =
        serde_json::from_slice(json).map_err(|e| bad(&format!("bad header: {e}")))?;
    if header.version != 1 {
        return Err(bad(&format!("unknown version {}", header.version)));
    }
    if text.len() != header.text_len {
        return Err(bad("truncated program text"));
    }
    if fingerprint(text) != header.fingerprint {
        return Err(bad("fingerprint mismatch (the data is corrupted)"));
    }
    Ok((text.to_vec(), header.options))
}
