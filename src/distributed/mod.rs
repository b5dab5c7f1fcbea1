//! What a client spanning several processes needs from the outside, as traits: a key-value
//! store with barriers (xla_client's `DistributedRuntimeClient`, served by a coordination
//! service) to agree on the global topology, and cross-process collectives (MPI) to exchange
//! collective operands between processes.
//!
//! The engines live in their own crates (`webxla-distributed`: XLA's coordination service over
//! gRPC; `webxla-mpi`: Open MPI); this module only says what the client asks of them, so the
//! core stays free of network code and builds for wasm32 unchanged.
//!
//! What this module must not do: talk to the network itself, or know which engine is behind a
//! trait.

mod topology;

pub use topology::{GlobalTopology, ProcessTopology};

use crate::error::Result;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The part of a distributed runtime client that a webxla client uses: a key-value store
/// shared by all processes, barriers, and the failures the runtime learns of (a process that
/// stopped heartbeating, an error another process reported).
pub trait KeyValueStore: Send + Sync {
    /// Sets `key` to `value`; fails (`ALREADY_EXISTS` as `FAILED_PRECONDITION`) when the key
    /// exists and `allow_overwrite` is false.
    fn key_value_set_bytes(&self, key: &str, value: &[u8], allow_overwrite: bool) -> Result<()>;
    /// Waits until `key` exists and returns its value; `DEADLINE_EXCEEDED` after `timeout`.
    fn blocking_key_value_get_bytes(&self, key: &str, timeout: Duration) -> Result<Vec<u8>>;
    /// Waits until every process reached barrier `id`; `DEADLINE_EXCEEDED` after `timeout`,
    /// or the failure that ended the wait (a dead process).
    fn wait_at_barrier(&self, id: &str, timeout: Duration) -> Result<()>;
    /// The first failure the runtime learned of, if any: once set, pending cross-process work
    /// fails with it rather than waiting for a process that will never come.
    fn failure(&self) -> Option<crate::Error>;
}

/// Collectives across processes: the transport a client's rendezvous uses to exchange the
/// operands of the participants that live in other processes.
pub trait Collectives: Send + Sync {
    /// This process's rank among `size()` processes.
    fn rank(&self) -> usize;
    fn size(&self) -> usize;
    /// Every process of `peers` (ranks in ascending order, this one among them) hands in its
    /// bytes (taken, so an engine can send them without a copy); each gets every peer's bytes
    /// back, in `peers` order, with its own entry empty. The processes of one
    /// exchange make it in the same order relative to their other exchanges with each other.
    /// Fails with `DEADLINE_EXCEEDED` past `deadline`, or with what `abandon` returns when it
    /// returns an error while waiting (a process known dead, a cancelled execution): never
    /// hangs.
    fn exchange_bytes(
        &self,
        peers: &[usize],
        mine: Vec<u8>,
        deadline: Instant,
        abandon: &dyn Fn() -> Option<crate::Error>,
    ) -> Result<Vec<Vec<u8>>>;
}

/// How a client joins a multi-process run (xla_client's `distributed_client`, `node_id`,
/// `num_nodes`, `collectives`).
#[derive(Clone)]
pub struct DistributedOptions {
    /// The connected distributed runtime client.
    pub store: Arc<dyn KeyValueStore>,
    /// This process's index, `0..num_nodes`.
    pub node_id: usize,
    pub num_nodes: usize,
    /// Cross-process collectives; without them, programs whose collectives span processes are
    /// refused when launched.
    pub collectives: Option<Arc<dyn Collectives>>,
    /// How long client creation waits for the other processes' topology.
    pub topology_timeout: Duration,
}

impl std::fmt::Debug for DistributedOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DistributedOptions")
            .field("node_id", &self.node_id)
            .field("num_nodes", &self.num_nodes)
            .field("collectives", &self.collectives.is_some())
            .finish()
    }
}
