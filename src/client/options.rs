//! `CompileOptions`, `ExecutableBuildOptions`, `DebugOptions`: xla_client's compile options.
//!
//! Fields mirror xla_client; ones that mean nothing for webxla's backends are accepted and kept
//! (so serialised executables round-trip) but ignored. Holds no logic.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// XLA's `DebugOptions`: any `xla_*` flag may be set; webxla reads none of them today.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DebugOptions {
    pub flags: BTreeMap<String, String>,
}

/// A replica × partition → device id table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceAssignment {
    /// `ids[replica][partition]` is a device id.
    pub ids: Vec<Vec<usize>>,
}

impl DeviceAssignment {
    pub fn create(ids: Vec<Vec<usize>>) -> Self {
        DeviceAssignment { ids }
    }

    pub fn replica_count(&self) -> usize {
        self.ids.len()
    }

    pub fn computation_count(&self) -> usize {
        self.ids.first().map_or(0, |r| r.len())
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExecutableBuildOptions {
    pub num_replicas: usize,
    pub num_partitions: usize,
    pub device_assignment: Option<DeviceAssignment>,
    pub use_spmd_partitioning: bool,
    pub use_auto_spmd_partitioning: bool,
    pub debug_options: DebugOptions,
    pub device_ordinal: i64,
}

impl Default for ExecutableBuildOptions {
    fn default() -> Self {
        ExecutableBuildOptions {
            num_replicas: 1,
            num_partitions: 1,
            device_assignment: None,
            use_spmd_partitioning: false,
            use_auto_spmd_partitioning: false,
            debug_options: DebugOptions::default(),
            device_ordinal: -1,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CompileOptions {
    pub executable_build_options: ExecutableBuildOptions,
    pub parameter_is_tupled_arguments: bool,
    pub compile_portable_executable: bool,
    pub profile_version: i64,
    /// `--xla_*` style overrides; accepted and recorded, not interpreted.
    pub env_option_overrides: Vec<(String, String)>,
}
