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
//!   CancelBarrier, GetAliveTasks, PollForError) with XLA's semantics for non-recoverable tasks:
//!   registration and shutdown wait for every task, barriers with counters (a barrier id can be
//!   reused) and subsets of tasks, heartbeat timeouts that put a task in error, fail the
//!   barriers it takes part in and reach every other task through `PollForError`.
//! - [`DistributedRuntimeClient`] (`get_distributed_runtime_client`): xla_client's methods,
//!   synchronous, with heartbeats and error polling in the background; blocking calls end at
//!   their timeout or when the client learns of a failure, never hang.
//! - [`serve_forever`]: a service for a CLI command.
//!
//! # Not supported
//!
//! - Recoverable tasks (`recoverable=True`: restart and rejoin under a new incarnation):
//!   refused with `UNSUPPORTED`. A task that restarts makes the run fail, as in XLA without
//!   that option.
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
