//! The coordination service: XLA's `CoordinationService` state machine behind the gRPC
//! service `xla.coordination.CoordinationService`, on a tokio runtime of its own.
//!
//! Semantics follow XLA's `coordination_service.cc` as shipped in jaxlib 0.10.2 for
//! non-recoverable tasks: registration waits for every task (the cluster register barrier),
//! shutdown waits for every task (the shutdown barrier) when a shutdown timeout is set, a task
//! that stops heartbeating past the heartbeat timeout is put in error and every pending barrier
//! it takes part in fails, and the error reaches the other tasks through `PollForError`.
//!
//! With recoverable tasks (`ServiceOptions::recoverable`, cluster-wide as in jaxlib 0.10.2),
//! as XLA: a task that restarts registers again under a new incarnation (after its heartbeats
//! timed out, or replacing a still connected old incarnation) and is connected; no error is
//! propagated (`PollForError` stays silent, an error stays with its task); a task that leaves
//! a barrier is only taken out of it (the barrier waits for it or times out), and a restarted
//! task's counter 0 joins the current instance or starts the next; heartbeats of an old
//! incarnation are ignored; there is no shutdown barrier.
//!
//! One module per job, all on the one [`State`] behind [`Core`]'s lock:
//!
//! - [`tasks`] — registration, heartbeats and their timeout, shutdown, task errors;
//! - [`alive`] — `GetAliveTasks`;
//! - [`kv`] — the key-value store;
//! - [`barriers`] — barriers, their counters, deadlines and cancellation;
//! - [`errors`] — `PollForError`, `WatchTasks` and how an error reaches the tasks;
//! - [`rpc`] — the tonic service, one line per RPC into the modules above;
//! - [`server`] — [`DistributedRuntimeService`]: start (listener, health check), stop.
//!
//! What this module must not do: block a runtime thread (every wait is a channel), or call
//! anything from inside the state lock but channel sends.

mod alive;
mod barriers;
mod errors;
mod kv;
mod rpc;
mod server;
mod tasks;

pub use server::{serve_forever, DistributedRuntimeService};

use crate::proto::coordination as pb;
use crate::proto::{CoordError, SERVICE_MISMATCH_KEY};
use prost::Message;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tonic::{Code, Response, Status};

const REGISTER_BARRIER: &str = "[Init]Wait_for_all_tasks_to_register";
const SHUTDOWN_BARRIER: &str = "[Shutdown]Wait_for_all_tasks_to_shutdown";

/// How the service is configured (xla_client's `get_distributed_runtime_service` arguments).
#[derive(Clone, Debug)]
pub struct ServiceOptions {
    /// A task that sends no heartbeat for this long is dead (jax's default: 100 s).
    pub heartbeat_timeout: Duration,
    /// How long `RegisterTask` waits for every task to register (jaxlib's default: 1 h).
    pub cluster_register_timeout: Duration,
    /// How long `ShutdownTask` waits for every task to shut down; zero disconnects each task
    /// alone (jax's default: 300 s).
    pub shutdown_timeout: Duration,
    /// Every task is recoverable (XLA's `recoverable`, jax's `jax_enable_recoverability`): a
    /// task that restarts registers again under a new incarnation and is connected; errors are
    /// not propagated to the other tasks; barriers wait for a task that left; there is no
    /// shutdown barrier (each task disconnects alone).
    pub recoverable: bool,
}

impl Default for ServiceOptions {
    fn default() -> Self {
        ServiceOptions {
            heartbeat_timeout: Duration::from_secs(100),
            cluster_register_timeout: Duration::from_secs(3600),
            shutdown_timeout: Duration::from_secs(300),
            recoverable: false,
        }
    }
}

type BarrierDone = oneshot::Sender<(Option<CoordError>, i64)>;

#[derive(Debug)]
struct Task {
    state: pb::TaskState,
    error: Option<CoordError>,
    incarnation: u64,
    last_heartbeat: Instant,
    grace_until: Instant,
    ongoing_barriers: HashSet<String>,
}

#[derive(Debug, Default)]
struct Barrier {
    initialized: bool,
    counter: i64,
    passed: bool,
    result: Option<CoordError>,
    initiating_task: i32,
    at_barrier: BTreeMap<i32, bool>,
    pending: usize,
    deadline: Option<Instant>,
    /// Waiting callers; for the register barrier, the incarnation each registers with.
    dones: HashMap<i32, (BarrierDone, u64)>,
}

#[derive(Debug)]
struct AliveWait {
    tasks: BTreeSet<i32>,
    in_barrier: BTreeSet<i32>,
    dones: Vec<oneshot::Sender<(Vec<i32>, Vec<u64>)>>,
}

type KvWaiter = oneshot::Sender<std::result::Result<Vec<u8>, CoordError>>;

#[derive(Debug)]
struct State {
    stopped: bool,
    /// Every task is recoverable (`ServiceOptions::recoverable`).
    recoverable: bool,
    tasks: Vec<Task>,
    kv: BTreeMap<String, Vec<u8>>,
    kv_waiters: HashMap<String, Vec<KvWaiter>>,
    barriers: HashMap<String, Barrier>,
    ongoing: HashSet<String>,
    polling_started: bool,
    polled_error: Option<CoordError>,
    pollers: HashMap<i32, oneshot::Sender<CoordError>>,
    alive_waits: Vec<AliveWait>,
    version: i64,
    watchers: Vec<oneshot::Sender<(Vec<pb::TaskInfo>, i64)>>,
}

struct Core {
    incarnation: u64,
    opts: ServiceOptions,
    state: Mutex<State>,
}

/// What an RPC of [`Core`] answers.
type Rpc<T> = std::result::Result<Response<T>, Status>;

impl Core {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn check_incarnation(&self, inc: &Option<pb::Incarnations>) -> std::result::Result<(), Status> {
        let got = inc.as_ref().map_or(0, |i| i.service_incarnation);
        if got == self.incarnation {
            return Ok(());
        }
        let mut e = CoordError::new(
            Code::Internal,
            format!(
                "wrong service incarnation: requested {got}, currently {}",
                self.incarnation
            ),
        );
        let payload = pb::ServiceMismatchError {
            service_incarnation: self.incarnation,
        };
        e.payloads
            .push((SERVICE_MISMATCH_KEY.to_string(), payload.encode_to_vec()));
        Err(e.to_status())
    }
}

impl State {
    fn task_ok(&self, task: i32) -> bool {
        task >= 0 && (task as usize) < self.tasks.len()
    }

    /// The health check: heartbeat timeouts, then barrier deadlines.
    fn check_staleness(&mut self, heartbeat_timeout: Duration) {
        self.check_heartbeats(heartbeat_timeout);
        self.check_barrier_deadlines();
    }
}

fn cancelled(what: &str) -> Status {
    CoordError::new(
        Code::Aborted,
        format!("{what}: the coordination service went away"),
    )
    .to_status()
}

fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.write_u32(std::process::id());
    h.finish()
}

pub(crate) fn new_incarnation() -> u64 {
    // Zero means "unset" on the wire.
    random_u64().max(1)
}

#[cfg(test)]
mod tests {
    #[test]
    fn durations_print() {
        let d = std::time::Duration::from_millis(1500);
        assert_eq!(crate::service_duration_text(d), "1.500s");
    }
}
