//! The HLO text front end: lexes and parses HLO text as jaxlib prints it, and lowers it to `ir`.

use crate::error::{Error, Result};

/// Parses HLO text (front end being written; placeholder until it lands).
pub fn parse_hlo(_text: &str) -> Result<crate::ir::Module> {
    Err(Error::unsupported_msg("the HLO front end is not built yet"))
}
