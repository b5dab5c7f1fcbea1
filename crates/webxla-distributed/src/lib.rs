//! XLA's distributed runtime over gRPC: the coordination service and its client, wire-compatible
//! with jaxlib 0.10.2 (`jax.distributed.initialize` can use a webxla service, and a webxla
//! client can join a jaxlib service), for webxla's multi-process clients
//! (`webxla::distributed::KeyValueStore`).
//!
//! # Wire
//!
//! gRPC service `xla.coordination.CoordinationService` (tonic + prost; `proto/` declares the
//! messages, compiled at build time by `protox`, no system `protoc`). Package, message names,
//! field numbers and types were checked against the file descriptor compiled into jaxlib
//! 0.10.2. Errors carry tsl's status payloads (`CoordinationServiceError`, `BarrierError`,
//! `ServiceMismatchError`) in `grpc-status-details-bin`, as jaxlib's agent reads them.
//!
//! # Supported
//!
//! - [`DistributedRuntimeService`] (`get_distributed_runtime_service`): all 14 RPCs of the
//!   service (RegisterTask, Heartbeat, ShutdownTask, WatchTasks, InsertKeyValue, GetKeyValue,
//!   TryGetKeyValue, IncrementKeyValue, GetKeyValueDir, DeleteKeyValue, Barrier,
//!   CancelBarrier, GetAliveTasks, PollForError) with XLA's semantics: registration and
//!   shutdown wait for every task, barriers with counters (a barrier id can be reused) and
//!   subsets of tasks, heartbeat timeouts that put a task in error, fail the barriers it takes
//!   part in and reach every other task through `PollForError`.
//! - Recoverable tasks ([`ServiceOptions::recoverable`], jaxlib's
//!   `get_distributed_runtime_service(..., recoverable=True)`, set by jax's
//!   `jax_enable_recoverability`; cluster-wide, as in jaxlib 0.10.2): a task that crashes and
//!   restarts registers again under a new incarnation and is connected, whether its heartbeats
//!   timed out already or not; its death is not propagated to the other tasks (they see it
//!   gone in `get_live_nodes`, and back after); barriers wait for it (a restarted task's
//!   counter 0 joins the current instance or starts the next); the key-value store keeps
//!   what it holds; each task shuts down alone (no shutdown barrier). A jaxlib task restarts
//!   against our service (tests/jaxlib_interop.rs).
//! - [`DistributedRuntimeClient`] (`get_distributed_runtime_client`): xla_client's methods,
//!   synchronous, with heartbeats and error polling in the background; blocking calls end at
//!   their timeout or when the client learns of a failure, never hang.
//!   [`DistributedRuntimeClient::reconnect`] starts a client over under a new incarnation, as a
//!   restarted task (for a service with recoverable tasks).
//! - [`serve_forever`]: a service for a CLI command.
//!
//! # Not supported
//!
//! - Recoverability per task (some tasks recoverable, others not): neither jaxlib 0.10.2's
//!   service nor ours has it; the option is for the whole cluster. Without it, a task that
//!   restarts makes the run fail, as in XLA.
//! - `ResetTask`, `ReportErrorToService`, `ReportErrorToTask`, `GetTaskState`: jaxlib 0.10.2's
//!   service no longer declares them; neither do we.
//! - `missed_heartbeat_callback`: a failure is recorded and reported by
//!   [`DistributedRuntimeClient::failure`] and by every later blocking call instead.
//! - TLS or authentication: the service is for a trusted network, as jaxlib's.
//!
//! # Known differences from XLA
//!
//! - A barrier that fails because a participant went into error answers with that error's
//!   code (`UNAVAILABLE` for a task that stopped heartbeating) where XLA answers `INTERNAL`.
//! - `GetKeyValue` waiters are answered `ABORTED` when the service stops (XLA leaves them to
//!   the RPC layer).
//! - With recoverable tasks, a retried registration of the same incarnation does not take the
//!   task out of its barriers (XLA's does; only a new incarnation does here, and a task cannot
//!   wait at a barrier while it registers).
//!
//! What this crate must not do: change webxla's core, or run anything at build time but the
//! protobuf compiler.

mod client;
pub mod proto;
mod service;

pub use client::{ClientOptions, DistributedRuntimeClient};
pub use service::{serve_forever, DistributedRuntimeService, ServiceOptions};

pub(crate) fn service_duration_text(d: std::time::Duration) -> String {
    format!("{:.3}s", d.as_secs_f64())
}
