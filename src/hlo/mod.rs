//! The HLO text front end: lexes and parses HLO text as jaxlib prints it, and lowers it to `ir`.
