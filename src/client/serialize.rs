//! Executable serialization: a small self-describing, versioned container holding the program
//! (text or bytecode, as given) and its compile options. Deserializing recompiles (webxla's
//! compile is fast and the program is the portable artifact; backend code is not stored).
//!
//! The bytes may come from anywhere (a file, a cache, the network), so reading checks
//! everything before it trusts anything, and every failure is a typed `INVALID_ARGUMENT` that
//! says what is wrong:
//!
//! ```text
//! "WEBXLA\0" version:u8 | header_len:u32 LE | header (JSON) | program | checksum:u64 LE
//! ```
//!
//! - the version byte says which layout follows: version 1 (no checksum) is still read;
//!   a newer version is refused with the version this build reads;
//! - the header is bounded ([`MAX_HEADER_BYTES`]) and names the writer, the program's format,
//!   its fingerprint and length, and the compile options;
//! - the format must be one webxla knows and must agree with the program's own bytes;
//! - the checksum (FNV-1a 64 over every byte before it) catches corruption anywhere,
//!   header included; the fingerprint still identifies the program.
//!
//! What this module must not do: run or compile anything (the caller recompiles the program,
//! whose front ends check it like any other input).

use super::executable::{fingerprint, Executable};
use super::options::CompileOptions;
use super::program_text::{detect_format, ProgramFormat};
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

const MAGIC_PREFIX: &[u8; 7] = b"WEBXLA\x00";
/// The layout this build writes.
pub(crate) const FORMAT_VERSION: u8 = 2;
/// A header is a few hundred bytes; anything past this is not one of ours.
const MAX_HEADER_BYTES: usize = 1 << 20;

#[derive(Serialize, Deserialize)]
struct Header {
    version: u32,
    /// `webxla <crate version>`: who wrote the bytes (informational: any reader of the same
    /// format version reads them).
    #[serde(default)]
    writer: String,
    format: String,
    fingerprint: String,
    options: CompileOptions,
    text_len: usize,
}

pub(crate) fn serialize(exe: &Executable) -> Vec<u8> {
    let header = Header {
        version: FORMAT_VERSION as u32,
        writer: format!("webxla {}", env!("CARGO_PKG_VERSION")),
        format: exe.format().name().to_string(),
        fingerprint: exe.fingerprint(),
        options: exe.compile_options().clone(),
        text_len: exe.program.len(),
    };
    // The header holds only strings, integers and booleans: serializing it cannot fail.
    let json = serde_json::to_vec(&header).unwrap_or_default();
    let mut out = Vec::with_capacity(MAGIC_PREFIX.len() + 5 + json.len() + exe.program.len() + 8);
    out.extend_from_slice(MAGIC_PREFIX);
    out.push(FORMAT_VERSION);
    out.extend_from_slice(&(json.len() as u32).to_le_bytes());
    out.extend_from_slice(&json);
    out.extend_from_slice(&exe.program);
    let checksum = fnv1a(&out);
    out.extend_from_slice(&checksum.to_le_bytes());
    out
}

fn bad(why: impl std::fmt::Display) -> Error {
    Error::invalid_argument(format!("not a serialized webxla executable: {why}"))
}

/// Reads [`serialize`]'s bytes back: the program and its compile options.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<(Vec<u8>, CompileOptions)> {
    let rest = bytes
        .strip_prefix(MAGIC_PREFIX.as_slice())
        .ok_or_else(|| bad("wrong magic bytes"))?;
    let (&version, rest) = rest.split_first().ok_or_else(|| bad("truncated header"))?;
    let body = match version {
        1 => rest,
        2 => {
            let (body, sum) = rest
                .split_last_chunk::<8>()
                .ok_or_else(|| bad("truncated header"))?;
            let covered = &bytes[..bytes.len() - 8];
            // Fuzz builds (cargo fuzz sets `--cfg fuzzing`) skip the comparison, as fuzzers of
            // checksummed formats do: a mutated input never carries a matching checksum, and
            // the reader behind the check is what needs the fuzzing.
            if !cfg!(fuzzing) && fnv1a(covered) != u64::from_le_bytes(*sum) {
                return Err(bad(
                    "checksum mismatch (the bytes are truncated or corrupted)",
                ));
            }
            body
        }
        v => {
            return Err(bad(format_args!(
                "format version {v} (written by a newer webxla?); this build reads versions 1 \
                 to {FORMAT_VERSION}"
            )))
        }
    };
    let (len, body) = body
        .split_first_chunk::<4>()
        .ok_or_else(|| bad("truncated header"))?;
    let len = u32::from_le_bytes(*len) as usize;
    if len > MAX_HEADER_BYTES {
        return Err(bad(format_args!(
            "header of {len} bytes (at most {MAX_HEADER_BYTES})"
        )));
    }
    if body.len() < len {
        return Err(bad("truncated header"));
    }
    let (json, program) = body.split_at(len);
    let header: Header =
        serde_json::from_slice(json).map_err(|e| bad(format!("bad header: {e}")))?;
    if header.version != version as u32 {
        return Err(bad(format_args!(
            "the header says format version {}, the magic bytes {version}",
            header.version
        )));
    }
    if program.len() != header.text_len {
        return Err(bad(format_args!(
            "the program has {} bytes, the header says {}",
            program.len(),
            header.text_len
        )));
    }
    if fingerprint(program) != header.fingerprint {
        return Err(bad("fingerprint mismatch (the data is corrupted)"));
    }
    check_format(&header.format, program)?;
    Ok((program.to_vec(), header.options))
}

/// The header's format must be one webxla writes, and the program's bytes must be that format
/// (a mismatch means the bytes were edited, or written by something else).
fn check_format(name: &str, program: &[u8]) -> Result<()> {
    let known = [
        ProgramFormat::Hlo,
        ProgramFormat::StableHlo,
        ProgramFormat::MlirBytecode,
    ];
    let claimed = known
        .into_iter()
        .find(|f| f.name() == name)
        .ok_or_else(|| bad(format_args!("unknown program format {name:?}")))?;
    let actual = if crate::bytecode::is_mlir_bytecode(program) {
        Some(ProgramFormat::MlirBytecode)
    } else {
        std::str::from_utf8(program)
            .ok()
            .and_then(|text| detect_format(text).ok())
    };
    if actual != Some(claimed) {
        return Err(bad(format_args!(
            "the header says the program is {name}, its bytes are {}",
            actual.map_or("neither text nor MLIR bytecode", |f| f.name())
        )));
    }
    Ok(())
}

/// FNV-1a, 64 bits: cheap, dependency-free and enough to catch accidental corruption (this is
/// not a signature: whoever can write the bytes can write a matching checksum).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
