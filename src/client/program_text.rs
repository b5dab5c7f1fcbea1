//! Program (text or bytes) → verified `ir::Module`: decides the format from the content itself
//! (never from a file name) and calls the matching front end.

use crate::error::{Error, Result};
use crate::ir::Module;

/// The program formats webxla reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ProgramFormat {
    /// `HloModule ...` as `as_hlo_text()` prints it.
    Hlo,
    /// StableHLO MLIR text, as `jax.jit(f).lower(...).as_text()` prints it.
    StableHlo,
    /// MLIR bytecode: a StableHLO portable artifact (VHLO ops, what jaxlib hands a PJRT plugin
    /// and what `jax.export` stores) or plain StableHLO bytecode.
    MlirBytecode,
}

impl ProgramFormat {
    pub fn name(self) -> &'static str {
        match self {
            ProgramFormat::Hlo => "hlo",
            ProgramFormat::StableHlo => "stablehlo",
            ProgramFormat::MlirBytecode => "mlir-bytecode",
        }
    }
}

/// Looks at the first meaningful token: `HloModule` → HLO; `module`, `func.func`, `#loc`,
/// `"builtin.module"` → MLIR.
pub fn detect_format(text: &str) -> Result<ProgramFormat> {
    if text.as_bytes().contains(&0) {
        return Err(Error::parse(
            "1:1: the program is binary data, not HLO or StableHLO text",
        ));
    }
    for line in text.lines() {
        let t = line.trim_start();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        if t.starts_with("HloModule") {
            return Ok(ProgramFormat::Hlo);
        }
        if t.starts_with("module")
            || t.starts_with("func.func")
            || t.starts_with("#loc")
            || t.starts_with("\"builtin.module\"")
            || t.starts_with("#")
        {
            return Ok(ProgramFormat::StableHlo);
        }
        break;
    }
    if text.trim().is_empty() {
        return Err(Error::parse("1:1: the program text is empty"));
    }
    if text.contains("stablehlo.") || text.contains("func.func") {
        return Ok(ProgramFormat::StableHlo);
    }
    if text.contains("HloModule") || text.contains("ENTRY") {
        return Ok(ProgramFormat::Hlo);
    }
    Err(Error::parse(
        "1:1: not HLO text (which starts with 'HloModule') nor StableHLO MLIR text \
         (which starts with 'module' or 'func.func')",
    ))
}

/// Parses and verifies a program given as text (HLO or StableHLO).
pub fn parse_program(text: &str) -> Result<(Module, ProgramFormat)> {
    let format = detect_format(text)?;
    let module = match format {
        ProgramFormat::Hlo => crate::hlo::parse_hlo(text)?,
        ProgramFormat::StableHlo => crate::stablehlo::parse_stablehlo(text)?,
        ProgramFormat::MlirBytecode => unreachable_format()?,
    };
    Ok((module, format))
}

/// Parses and verifies a program given as bytes: MLIR bytecode when it starts with MLIR's
/// magic (`ML\xefR`), else UTF-8 text in either text format.
pub fn parse_program_bytes(program: &[u8]) -> Result<(Module, ProgramFormat)> {
    if crate::bytecode::is_mlir_bytecode(program) {
        return Ok((
            crate::bytecode::parse_bytecode(program)?,
            ProgramFormat::MlirBytecode,
        ));
    }
    let text = std::str::from_utf8(program).map_err(|e| {
        Error::parse(format!(
            "byte {}: the program is neither MLIR bytecode (which starts with 'ML\\xefR') \
             nor UTF-8 text",
            e.valid_up_to()
        ))
    })?;
    parse_program(text)
}

fn unreachable_format() -> Result<Module> {
    Err(Error::parse(
        "1:1: MLIR bytecode is read from bytes, not text",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_both_formats() {
        assert_eq!(detect_format("HloModule m\n").unwrap(), ProgramFormat::Hlo);
        assert_eq!(
            detect_format("module @jit_f {\n}").unwrap(),
            ProgramFormat::StableHlo
        );
        assert_eq!(
            detect_format("\n// c\nfunc.func @main()").unwrap(),
            ProgramFormat::StableHlo
        );
        assert!(detect_format("").is_err());
        assert!(detect_format("\0\x01binary").is_err());
        assert!(detect_format("hello world").is_err());
    }
}
