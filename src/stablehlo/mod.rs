//! The StableHLO MLIR text front end: parses MLIR text as JAX prints it (and the generic form)
//! and lowers StableHLO, CHLO and func ops to `ir`.

use crate::error::{Error, Result};

/// Parses StableHLO text (front end being written; placeholder until it lands).
pub fn parse_stablehlo(_text: &str) -> Result<crate::ir::Module> {
    Err(Error::unsupported_msg(
        "the StableHLO front end is not built yet",
    ))
}
