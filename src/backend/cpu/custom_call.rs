//! The CPU custom-call registry: host functions from literals to literals, looked up by the
//! custom call's target name when a program runs (and, by the GPU backend, when it compiles a
//! host step). A registered target wins; otherwise jax's LAPACK targets resolve to the
//! built-ins of `lapack` (which read `backend_config`); an unknown target is a `NotFound`
//! error naming it.
//!
//! Registration is process-wide (as xla_client's `register_custom_call_target`);
//! `custom_call_targets` lists registered targets only, not the built-ins.

use crate::error::{Error, Result};
use crate::ir::{CustomCallAttrs, Literal, Shape};
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

/// Whether the program registered a host function for `target`.
pub(crate) fn is_registered(target: &str) -> bool {
    let reg = registry().read().unwrap_or_else(|e| e.into_inner());
    reg.contains_key(target)
}

/// Names of the registered targets, sorted.
pub fn custom_call_targets() -> Vec<String> {
    let reg = registry().read().unwrap_or_else(|e| e.into_inner());
    reg.keys().cloned().collect()
}

/// The host function for custom call `attrs` declared with result `shape`: the registered
/// one, else a built-in (which may read the declared shape: gesdd's unreferenced u/vt).
pub(crate) fn resolve(attrs: &CustomCallAttrs, shape: &Shape) -> Result<Arc<CustomCallFn>> {
    let target = attrs.target.as_str();
    let registered = {
        let reg = registry().read().unwrap_or_else(|e| e.into_inner());
        reg.get(target).cloned()
    };
    if let Some(f) = registered {
        return Ok(f);
    }
    if let Some(b) = super::lapack::builtin(target, &attrs.backend_config, shape) {
        return b;
    }
    Err(Error::not_found(format!(
        "custom-call target '{target}' is not registered on the cpu backend \
         (register it with register_custom_call)"
    )))
}
