//! The CPU custom-call registry: host functions from literals to literals, looked up by the
//! custom call's target name when a program runs. An unknown target is a `NotFound` error
//! naming it.
//!
//! Registration is process-wide (as xla_client's `register_custom_call_target`); this module
//! only stores and finds functions, it does not interpret `backend_config`.

use crate::error::{Error, Result};
use crate::ir::Literal;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock, RwLock};

/// A host implementation of a custom call: operands in, result leaves out.
pub type CustomCallFn = dyn Fn(&[Literal]) -> Result<Vec<Literal>> + Send + Sync;

fn registry() -> &'static RwLock<BTreeMap<String, Arc<CustomCallFn>>> {
    static REG: OnceLock<RwLock<BTreeMap<String, Arc<CustomCallFn>>>> = OnceLock::new();
    REG.get_or_init(|| RwLock::new(BTreeMap::new()))
}

/// Registers (or replaces) the host function for `target`.
pub fn register_custom_call(
    target: impl Into<String>,
    f: impl Fn(&[Literal]) -> Result<Vec<Literal>> + Send + Sync + 'static,
) {
    let mut reg = registry().write().unwrap_or_else(|e| e.into_inner());
    reg.insert(target.into(), Arc::new(f));
}

/// Names of the registered targets, sorted.
pub fn custom_call_targets() -> Vec<String> {
    let reg = registry().read().unwrap_or_else(|e| e.into_inner());
    reg.keys().cloned().collect()
}

pub(crate) fn lookup(target: &str) -> Result<Arc<CustomCallFn>> {
    let reg = registry().read().unwrap_or_else(|e| e.into_inner());
    reg.get(target).cloned().ok_or_else(|| {
        Error::not_found(format!(
            "custom-call target '{target}' is not registered on the cpu backend \
             (register it with register_custom_call)"
        ))
    })
}
