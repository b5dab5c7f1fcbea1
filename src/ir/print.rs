//! Prints a module as HLO text that the HLO front end reads back.

use super::module::Module;

/// HLO text for the module.
pub fn print_module(module: &Module) -> String {
    format!("HloModule {}\n", module.name)
}
