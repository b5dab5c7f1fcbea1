//! The CPU backend's memory limit. A compiled plan knows the size of every value and the order
//! in which values are freed, so a program whose peak (arguments plus the values alive at
//! once) or any single value exceeds the limit is refused at compile time with
//! `RESOURCE_EXHAUSTED`, naming the value, its shape, its bytes and the limit — instead of an
//! allocation that aborts the process (or, with overcommit, exhausts the machine) at run time.
//! Allocation failures that still happen at run time are errors on the outputs (`Literal`'s
//! fallible allocation), never aborts.
//!
//! This module only checks; it does not change the plan.

use super::plan::{owns_buffer, peak, Plan};
use crate::error::{Error, Result};
use crate::ir::Module;

/// The default limit: the machine's physical memory natively on Linux (`MemTotal`), 4 GiB in
/// wasm32 (its whole address space), and no limit elsewhere (where allocation failures are
/// still reported at run time).
pub(crate) fn default_memory_limit() -> u64 {
    if cfg!(target_arch = "wasm32") {
        return 4 << 30;
    }
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|t| {
            let line = t.lines().find(|l| l.starts_with("MemTotal:"))?;
            let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
            kib.checked_mul(1024)
        })
        .unwrap_or(u64::MAX)
}

/// `bytes` for people: "160000000000 bytes (149.0 GiB)".
pub(crate) fn describe_bytes(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["KiB", "MiB", "GiB", "TiB", "PiB"];
    let mut v = bytes as f64;
    let mut unit = "";
    for u in UNITS {
        if v < 1024.0 {
            break;
        }
        v /= 1024.0;
        unit = u;
    }
    if unit.is_empty() {
        format!("{bytes} bytes")
    } else {
        format!("{bytes} bytes ({v:.1} {unit})")
    }
}

/// Refuses `m` when one of its values, or the entry computation's peak under `plan`, needs
/// more than `limit` bytes.
pub(crate) fn check_memory(m: &Module, plan: &Plan, limit: u64) -> Result<()> {
    let over = |what: String| {
        Error::resource_exhausted(format!(
            "{what}, over this CPU client's memory limit of {} (CpuClientOptions::memory_limit_bytes)",
            describe_bytes(limit)
        ))
    };
    // Every value the plan stores (values fused into a consumer never are), in every
    // computation: loop bodies and branches run inside the entry's peak.
    for (c, cp) in m.computations.iter().zip(&plan.comps) {
        for step in &cp.steps {
            let inst = c.inst(step.produced(&cp.groups));
            let bytes = inst.shape.byte_size() as u64;
            if bytes > limit && owns_buffer(&inst.op) {
                return Err(over(format!(
                    "value '{}' of computation '{}' is {}, {}",
                    inst.name,
                    c.name,
                    inst.shape,
                    describe_bytes(bytes)
                )));
            }
        }
    }
    let entry = m.entry_comp();
    let arguments: u64 = entry
        .parameters
        .iter()
        .map(|&p| entry.inst(p).shape.byte_size() as u64)
        .sum();
    let p = peak(m, plan);
    let total = p.bytes.saturating_add(arguments);
    if total > limit {
        let largest = p
            .largest
            .map(|v| {
                let inst = entry.inst(v);
                format!(
                    "; the largest value then alive is '{}', {}, {}",
                    inst.name,
                    inst.shape,
                    describe_bytes(inst.shape.byte_size() as u64)
                )
            })
            .unwrap_or_default();
        return Err(over(format!(
            "the program needs {} at its peak ({} of arguments){largest}",
            describe_bytes(total),
            describe_bytes(arguments)
        )));
    }
    Ok(())
}
