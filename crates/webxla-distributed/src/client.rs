//! The client (xla_client's `DistributedRuntimeClient`, XLA's `CoordinationServiceAgent`):
//! registers with a coordination service, heartbeats and polls for errors in the background,
//! and offers the key-value store, barriers and aliveness as a synchronous API over a tokio
//! runtime of its own.
//!
//! Every wait ends: at its timeout (`DEADLINE_EXCEEDED`), or as soon as the client learns of a
//! failure (a peer that stopped heartbeating, an unreachable service: the failure's kind,
//! `UNAVAILABLE` for those).
//!
//! What this module must not do: panic, block a runtime thread, or keep a task alive after the
//! client is dropped.

use crate::proto::coordination as pb;
use crate::proto::coordination::coordination_service_client::CoordinationServiceClient;
use crate::proto::{
    barrier_error_counter, code_name, error_kind, status_payloads, COORDINATION_ERROR_KEY,
};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::future::Future;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::watch;
use tonic::transport::{Channel, Endpoint};
use tonic::Code;
use webxla::{Error, ErrorKind, Result};

/// How a client talks to the service (xla_client's `get_distributed_runtime_client`
/// arguments).
#[derive(Clone, Debug)]
pub struct ClientOptions {
    /// The deadline of a single non-blocking RPC.
    pub rpc_timeout: Duration,
    /// How long `connect` keeps trying, the other tasks' registration included.
    pub init_timeout: Duration,
    /// The service's heartbeat timeout: how long the service waits for this client's
    /// heartbeats, and how long this client tolerates an unreachable service.
    pub heartbeat_timeout: Duration,
    /// How often heartbeats are sent; `None`: half the heartbeat timeout (as XLA's agent).
    pub heartbeat_interval: Option<Duration>,
    /// How long `shutdown` waits for the other tasks (the service's shutdown barrier).
    pub shutdown_timeout: Duration,
    /// Drop calls `shutdown` when connected; otherwise a drop just stops heartbeating (the
    /// service then declares the task dead after its heartbeat timeout).
    pub shutdown_on_destruction: bool,
    /// Compress requests with gzip (jaxlib's `use_compression`).
    pub use_compression: bool,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            rpc_timeout: Duration::from_secs(120),
            init_timeout: Duration::from_secs(300),
            heartbeat_timeout: Duration::from_secs(100),
            heartbeat_interval: None,
            shutdown_timeout: Duration::from_secs(300),
            shutdown_on_destruction: true,
            use_compression: false,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Phase {
    NotConnected,
    Connected,
    ShutDown,
}

struct Inner {
    address: String,
    node_id: i32,
    opts: ClientOptions,
    incarnation: u64,
    service_incarnation: Mutex<u64>,
    rpc: Mutex<Option<CoordinationServiceClient<Channel>>>,
    phase: Mutex<Phase>,
    failure: watch::Sender<Option<Error>>,
    stopping: watch::Sender<bool>,
    barrier_counters: Mutex<HashMap<String, i64>>,
    ongoing_barriers: Mutex<HashSet<String>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A client of a coordination service, for one task (`node_id`) of `num_nodes`.
pub struct DistributedRuntimeClient {
    inner: Arc<Inner>,
    runtime: Option<tokio::runtime::Runtime>,
}

impl std::fmt::Debug for DistributedRuntimeClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DistributedRuntimeClient")
            .field("address", &self.inner.address)
            .field("node_id", &self.inner.node_id)
            .field("phase", &*lock(&self.inner.phase))
            .finish()
    }
}

/// A received status as a webxla error, `context` naming what was asked.
fn status_error(status: &tonic::Status, context: &str) -> Error {
    let msg = status.message();
    let transport = !status_payloads(status).contains_key(COORDINATION_ERROR_KEY);
    let kind = error_kind(status.code());
    let text = if transport && status.code() == Code::Unavailable {
        format!("{context}: the coordination service is unreachable ({msg})")
    } else {
        format!("{context}: {}: {msg}", code_name(status.code()))
    };
    Error::new(kind, text)
}

fn duration_text(d: Duration) -> String {
    crate::service_duration_text(d)
}

impl Inner {
    fn new(address: String, node_id: i32, opts: ClientOptions) -> Self {
        Inner {
            address,
            node_id,
            opts,
            incarnation: crate::service::new_incarnation(),
            service_incarnation: Mutex::new(0),
            rpc: Mutex::new(None),
            phase: Mutex::new(Phase::NotConnected),
            failure: watch::Sender::new(None),
            stopping: watch::Sender::new(false),
            barrier_counters: Mutex::new(HashMap::new()),
            ongoing_barriers: Mutex::new(HashSet::new()),
        }
    }

    fn rpc(&self) -> Result<CoordinationServiceClient<Channel>> {
        lock(&self.rpc).clone().ok_or_else(|| {
            Error::failed_precondition(format!(
                "distributed runtime client (node {}) is not connected: call connect() first",
                self.node_id
            ))
        })
    }

    fn incarnations(&self) -> Option<pb::Incarnations> {
        Some(pb::Incarnations {
            task_id: self.node_id,
            task_incarnation: self.incarnation,
            service_incarnation: *lock(&self.service_incarnation),
        })
    }

    fn set_failure(&self, e: Error) {
        self.failure.send_if_modified(|f| {
            if f.is_none() {
                *f = Some(e);
                true
            } else {
                false
            }
        });
    }

    fn failure(&self) -> Option<Error> {
        self.failure.borrow().clone()
    }

    fn ensure_connected(&self, what: &str) -> Result<()> {
        match *lock(&self.phase) {
            Phase::Connected => Ok(()),
            Phase::NotConnected => Err(Error::failed_precondition(format!(
                "{what}: distributed runtime client (node {}) is not connected: call connect() \
                 first",
                self.node_id
            ))),
            Phase::ShutDown => Err(Error::failed_precondition(format!(
                "{what}: distributed runtime client (node {}) has shut down",
                self.node_id
            ))),
        }
    }

    fn request<T>(&self, msg: T, timeout: Duration) -> tonic::Request<T> {
        let mut r = tonic::Request::new(msg);
        r.set_timeout(timeout);
        r
    }

    /// Waits for `fut`, giving up at `timeout` (with `on_timeout`) or as soon as a failure is
    /// learned (with that failure, `what` prefixed).
    async fn abandonable<T>(
        &self,
        what: &str,
        timeout: Duration,
        on_timeout: impl FnOnce() -> Error,
        fut: impl Future<Output = Result<T>>,
    ) -> Result<T> {
        let mut failure = self.failure.subscribe();
        let failed = async {
            loop {
                if let Some(e) = failure.borrow_and_update().clone() {
                    return e;
                }
                if failure.changed().await.is_err() {
                    std::future::pending::<()>().await;
                }
            }
        };
        tokio::select! {
            biased;
            r = fut => r,
            e = failed => Err(Error::new(e.kind, format!("{what}: abandoned: {}", e.message))),
            _ = tokio::time::sleep(timeout) => Err(on_timeout()),
        }
    }
}

fn far(d: Duration) -> Duration {
    d.min(Duration::from_secs(365 * 24 * 3600))
}

impl DistributedRuntimeClient {
    /// A client for task `node_id` of the service at `address` (`host:port`). Nothing is
    /// sent before [`Self::connect`].
    pub fn new(address: &str, node_id: i32, opts: ClientOptions) -> Result<Self> {
        if node_id < 0 {
            return Err(Error::invalid_argument(format!(
                "node_id must be non-negative, got {node_id}"
            )));
        }
        if opts.heartbeat_timeout.is_zero() {
            return Err(Error::invalid_argument(
                "heartbeat_timeout must be positive",
            ));
        }
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name(format!("webxla-coordination-client-{node_id}"))
            .enable_all()
            .build()
            .map_err(|e| Error::new(ErrorKind::Io, format!("starting the client runtime: {e}")))?;
        Ok(DistributedRuntimeClient {
            inner: Arc::new(Inner::new(address.to_string(), node_id, opts)),
            runtime: Some(runtime),
        })
    }

    /// This client's task id.
    pub fn node_id(&self) -> i32 {
        self.inner.node_id
    }

    /// The incarnation this client registers with (a new one per [`Self::new`] and per
    /// [`Self::reconnect`]).
    pub fn incarnation(&self) -> u64 {
        self.inner.incarnation
    }

    /// Starts over as a restarted task would, for a service with recoverable tasks: stops
    /// heartbeating and polling under the current incarnation (without shutting down), forgets
    /// any failure, barrier counters and state, and [`Self::connect`]s again under a new
    /// incarnation. The service connects the new incarnation at once (the other tasks have
    /// registered already) and takes the old one out of the barriers it was waiting at.
    ///
    /// Against a service without recoverable tasks the registration is refused (the task is
    /// put in error and the cluster fails), as for any restarted task.
    pub fn reconnect(&mut self) -> Result<()> {
        let _ = self.inner.stopping.send(true);
        let old = &self.inner;
        self.inner = Arc::new(Inner::new(
            old.address.clone(),
            old.node_id,
            old.opts.clone(),
        ));
        self.connect()
    }

    fn block_on<T: Send>(&self, fut: impl Future<Output = Result<T>> + Send) -> Result<T> {
        let Some(rt) = self.runtime.as_ref() else {
            return Err(Error::failed_precondition(
                "distributed runtime client has shut down",
            ));
        };
        if tokio::runtime::Handle::try_current().is_ok() {
            // Called from inside some tokio runtime: block on a thread of our own instead.
            return std::thread::scope(|s| {
                s.spawn(|| rt.block_on(fut))
                    .join()
                    .unwrap_or_else(|_| Err(Error::internal("distributed client call panicked")))
            });
        }
        rt.block_on(fut)
    }

    /// Registers with the service and waits until every task has registered (up to
    /// `init_timeout`), then starts heartbeating and polling for errors.
    pub fn connect(&self) -> Result<()> {
        {
            let phase = lock(&self.inner.phase);
            if *phase != Phase::NotConnected {
                return Err(Error::failed_precondition(format!(
                    "connect(): client for node {} is not in the disconnected state",
                    self.inner.node_id
                )));
            }
        }
        let inner = self.inner.clone();
        let rt = self.runtime.as_ref().map(|r| r.handle().clone());
        self.block_on(async move {
            let address = inner.address.clone();
            let endpoint = Endpoint::from_shared(format!("http://{address}"))
                .map_err(|e| {
                    Error::invalid_argument(format!(
                        "coordination service address {address:?}: {e}"
                    ))
                })?
                .connect_timeout(inner.opts.rpc_timeout.min(Duration::from_secs(10)))
                .tcp_nodelay(true)
                .http2_keep_alive_interval(Duration::from_secs(30))
                .keep_alive_while_idle(true);
            let channel = endpoint.connect_lazy();
            let mut client = CoordinationServiceClient::new(channel)
                .max_decoding_message_size(usize::MAX)
                .max_encoding_message_size(usize::MAX)
                .accept_compressed(tonic::codec::CompressionEncoding::Gzip);
            if inner.opts.use_compression {
                client = client.send_compressed(tonic::codec::CompressionEncoding::Gzip);
            }
            *lock(&inner.rpc) = Some(client.clone());
            let start = Instant::now();
            let deadline = start + far(inner.opts.init_timeout);
            let mut attempt = 0u32;
            // The service's last answer, kept so that a final attempt cut short by our own
            // deadline (tonic's CANCELLED "Timeout expired") does not hide why it refused.
            let mut refusal: Option<tonic::Status> = None;
            let last = loop {
                attempt += 1;
                let left = deadline.saturating_duration_since(Instant::now());
                let req = inner.request(
                    pb::RegisterTaskRequest {
                        incarnation: inner.incarnation,
                        source_task_id: inner.node_id,
                    },
                    left.max(Duration::from_millis(1)),
                );
                let st = match client.register_task(req).await {
                    Ok(r) => {
                        *lock(&inner.service_incarnation) = r.into_inner().service_incarnation;
                        break None;
                    }
                    Err(st) => st,
                };
                // As XLA's agent: retry RPC-layer errors and ABORTED/INTERNAL ones.
                let from_service = status_payloads(&st).contains_key(COORDINATION_ERROR_KEY);
                let retry = !from_service || matches!(st.code(), Code::Aborted | Code::Internal);
                if !retry {
                    break Some(st);
                }
                if from_service {
                    refusal = Some(st.clone());
                }
                if Instant::now() >= deadline {
                    break Some(refusal.take().unwrap_or(st));
                }
                let backoff = Duration::from_millis(
                    (1u64 << attempt.min(10)).min(1000) * (50 + (attempt as u64 * 37) % 50) / 100,
                );
                tokio::time::sleep(backoff.min(deadline.saturating_duration_since(Instant::now())))
                    .await;
            };
            if let Some(st) = last {
                let e = status_error(
                    &st,
                    &format!(
                        "connect(): node {} could not register with the coordination service at \
                         {address} within {} ({attempt} attempts)",
                        inner.node_id,
                        duration_text(inner.opts.init_timeout)
                    ),
                );
                // Out of time without an answer from the service (unreachable, or the last
                // attempt timed out here): a deadline, whatever code the RPC layer gave.
                let transport_only = !status_payloads(&st).contains_key(COORDINATION_ERROR_KEY);
                let kind = if matches!(st.code(), Code::Unavailable | Code::DeadlineExceeded)
                    || (transport_only && st.code() == Code::Cancelled)
                {
                    ErrorKind::DeadlineExceeded
                } else {
                    e.kind
                };
                return Err(Error::new(kind, e.message));
            }
            *lock(&inner.phase) = Phase::Connected;
            if let Some(rt) = rt {
                rt.spawn(heartbeat_loop(inner.clone()));
                rt.spawn(poll_for_error(inner.clone()));
            }
            Ok(())
        })
    }

    /// Disconnects from the service; with a shutdown timeout set on the service, waits for
    /// every task to shut down (the shutdown barrier).
    pub fn shutdown(&self) -> Result<()> {
        {
            let mut phase = lock(&self.inner.phase);
            match *phase {
                Phase::Connected => *phase = Phase::ShutDown,
                Phase::NotConnected => {
                    *phase = Phase::ShutDown;
                    return Ok(());
                }
                Phase::ShutDown => {
                    return Err(Error::failed_precondition(format!(
                        "shutdown(): client for node {} has already shut down",
                        self.inner.node_id
                    )))
                }
            }
        }
        let inner = self.inner.clone();
        let res = self.block_on(async move {
            let mut rpc = inner.rpc()?;
            let timeout = far(inner.opts.shutdown_timeout) + Duration::from_secs(5);
            let req = inner.request(
                pb::ShutdownTaskRequest {
                    incarnations: inner.incarnations(),
                    source_task_id: inner.node_id,
                },
                timeout,
            );
            let r = rpc.shutdown_task(req).await;
            let _ = inner.stopping.send(true);
            r.map(|_| ()).map_err(|st| {
                status_error(
                    &st,
                    &format!(
                        "shutdown(): node {} failed to disconnect from the coordination service",
                        inner.node_id
                    ),
                )
            })
        });
        let _ = self.inner.stopping.send(true);
        res
    }

    /// Sets `key` to `value`; `FAILED_PRECONDITION` (XLA's `ALREADY_EXISTS`) when it exists
    /// and `allow_overwrite` is false.
    pub fn key_value_set(&self, key: &str, value: &str, allow_overwrite: bool) -> Result<()> {
        self.key_value_set_bytes(key, value.as_bytes(), allow_overwrite)
    }

    pub fn key_value_set_bytes(
        &self,
        key: &str,
        value: &[u8],
        allow_overwrite: bool,
    ) -> Result<()> {
        let inner = self.inner.clone();
        let (key, value) = (key.to_string(), value.to_vec());
        self.block_on(async move {
            inner.ensure_connected("key_value_set")?;
            let mut rpc = inner.rpc()?;
            let req = inner.request(
                pb::InsertKeyValueRequest {
                    incarnations: inner.incarnations(),
                    kv: Some(pb::KeyValueEntry {
                        key: key.clone(),
                        value,
                    }),
                    allow_overwrite,
                },
                inner.opts.rpc_timeout,
            );
            rpc.insert_key_value(req)
                .await
                .map(|_| ())
                .map_err(|st| status_error(&st, &format!("key_value_set({key:?})")))
        })
    }

    /// Waits until `key` exists and returns its value.
    pub fn blocking_key_value_get(&self, key: &str, timeout: Duration) -> Result<String> {
        let v = self.blocking_key_value_get_bytes(key, timeout)?;
        utf8(key, v)
    }

    pub fn blocking_key_value_get_bytes(&self, key: &str, timeout: Duration) -> Result<Vec<u8>> {
        let inner = self.inner.clone();
        let key = key.to_string();
        self.block_on(async move {
            inner.ensure_connected("blocking_key_value_get")?;
            let mut rpc = inner.rpc()?;
            let what = format!("blocking_key_value_get({key:?})");
            let req = inner.request(
                pb::GetKeyValueRequest {
                    incarnations: inner.incarnations(),
                    key: key.clone(),
                },
                far(timeout) + Duration::from_secs(1),
            );
            let k2 = key.clone();
            inner
                .abandonable(
                    &what,
                    far(timeout),
                    || {
                        Error::new(
                            ErrorKind::DeadlineExceeded,
                            format!(
                                "GetKeyValue() timed out with key: {k2} and duration: {}",
                                duration_text(timeout)
                            ),
                        )
                    },
                    async {
                        rpc.get_key_value(req)
                            .await
                            .map(|r| r.into_inner().kv.unwrap_or_default().value)
                            .map_err(|st| status_error(&st, &what))
                    },
                )
                .await
        })
    }

    /// The value of `key`, `NOT_FOUND` when it does not exist.
    pub fn key_value_try_get(&self, key: &str) -> Result<String> {
        let v = self.key_value_try_get_bytes(key)?;
        utf8(key, v)
    }

    pub fn key_value_try_get_bytes(&self, key: &str) -> Result<Vec<u8>> {
        let inner = self.inner.clone();
        let key = key.to_string();
        self.block_on(async move {
            inner.ensure_connected("key_value_try_get")?;
            let mut rpc = inner.rpc()?;
            let req = inner.request(
                pb::TryGetKeyValueRequest {
                    incarnations: inner.incarnations(),
                    key: key.clone(),
                },
                inner.opts.rpc_timeout,
            );
            rpc.try_get_key_value(req)
                .await
                .map(|r| r.into_inner().kv.unwrap_or_default().value)
                .map_err(|st| status_error(&st, &format!("key_value_try_get({key:?})")))
        })
    }

    /// Every key under directory `key` (`key/...`) with its value, in key order.
    pub fn key_value_dir_get(&self, key: &str) -> Result<Vec<(String, String)>> {
        self.key_value_dir_get_bytes(key)?
            .into_iter()
            .map(|(k, v)| {
                let v = utf8(&k, v)?;
                Ok((k, v))
            })
            .collect()
    }

    pub fn key_value_dir_get_bytes(&self, key: &str) -> Result<Vec<(String, Vec<u8>)>> {
        let inner = self.inner.clone();
        let key = key.to_string();
        self.block_on(async move {
            inner.ensure_connected("key_value_dir_get")?;
            let mut rpc = inner.rpc()?;
            let req = inner.request(
                pb::GetKeyValueDirRequest {
                    incarnations: inner.incarnations(),
                    directory_key: key.clone(),
                },
                inner.opts.rpc_timeout,
            );
            rpc.get_key_value_dir(req)
                .await
                .map(|r| {
                    r.into_inner()
                        .kv
                        .into_iter()
                        .map(|e| (e.key, e.value))
                        .collect()
                })
                .map_err(|st| status_error(&st, &format!("key_value_dir_get({key:?})")))
        })
    }

    /// Deletes `key` and every key under it.
    pub fn key_value_delete(&self, key: &str) -> Result<()> {
        let inner = self.inner.clone();
        let key = key.to_string();
        self.block_on(async move {
            inner.ensure_connected("key_value_delete")?;
            let mut rpc = inner.rpc()?;
            let req = inner.request(
                pb::DeleteKeyValueRequest {
                    incarnations: inner.incarnations(),
                    key: key.clone(),
                    is_directory: true,
                },
                inner.opts.rpc_timeout,
            );
            rpc.delete_key_value(req)
                .await
                .map(|_| ())
                .map_err(|st| status_error(&st, &format!("key_value_delete({key:?})")))
        })
    }

    /// Adds `increment` to the integer at `key` (0 when absent) and returns the new value.
    pub fn key_value_increment(&self, key: &str, increment: i64) -> Result<i64> {
        let inner = self.inner.clone();
        let key = key.to_string();
        self.block_on(async move {
            inner.ensure_connected("key_value_increment")?;
            let mut rpc = inner.rpc()?;
            let what = format!("key_value_increment({key:?}, {increment})");
            let req = inner.request(
                pb::IncrementKeyValueRequest {
                    incarnations: inner.incarnations(),
                    key: key.clone(),
                    increment,
                },
                inner.opts.rpc_timeout,
            );
            let v = rpc
                .increment_key_value(req)
                .await
                .map(|r| r.into_inner().kv.unwrap_or_default().value)
                .map_err(|st| status_error(&st, &what))?;
            std::str::from_utf8(&v)
                .ok()
                .and_then(|t| t.parse::<i64>().ok())
                .ok_or_else(|| {
                    Error::internal(format!("{what}: the service answered a non-integer"))
                })
        })
    }

    /// Waits until every task of `process_ids` (all tasks when `None`) reached barrier
    /// `barrier_id`. `DEADLINE_EXCEEDED` after `timeout`; the failure that ended the wait
    /// otherwise (`UNAVAILABLE` for a task that stopped heartbeating).
    pub fn wait_at_barrier(
        &self,
        barrier_id: &str,
        timeout: Duration,
        process_ids: Option<&[i32]>,
    ) -> Result<()> {
        let inner = self.inner.clone();
        let id = barrier_id.to_string();
        let tasks = process_ids.map(|p| p.to_vec()).unwrap_or_default();
        self.block_on(async move {
            inner.ensure_connected("wait_at_barrier")?;
            let mut rpc = inner.rpc()?;
            if !lock(&inner.ongoing_barriers).insert(id.clone()) {
                return Err(Error::failed_precondition(format!(
                    "wait_at_barrier({id:?}): barrier {id} is already ongoing on node {}",
                    inner.node_id
                )));
            }
            let counter = lock(&inner.barrier_counters).get(&id).map_or(0, |c| c + 1);
            let what = format!("wait_at_barrier({id:?}) on node {}", inner.node_id);
            let timeout_ms = far(timeout).as_millis().min(i64::MAX as u128) as i64;
            let req = inner.request(
                pb::BarrierRequest {
                    incarnations: inner.incarnations(),
                    barrier_id: id.clone(),
                    barrier_timeout_in_ms: timeout_ms,
                    task_ids: tasks,
                    source_task_id: inner.node_id,
                    counter,
                },
                far(timeout) + Duration::from_secs(10),
            );
            // The service times the barrier out; this client's own deadline only guards against
            // a service that never answers.
            let grace = far(timeout) + inner.opts.rpc_timeout.min(Duration::from_secs(10));
            let (id2, what2) = (id.clone(), what.clone());
            let r = inner
                .abandonable(
                    &what,
                    grace,
                    || {
                        Error::new(
                            ErrorKind::DeadlineExceeded,
                            format!(
                                "{what2}: barrier {id2} timed out after {}",
                                duration_text(timeout)
                            ),
                        )
                    },
                    async {
                        match rpc.barrier(req).await {
                            Ok(r) => Ok(r.into_inner().counter),
                            Err(st) => {
                                if let Some(c) = barrier_error_counter(&st) {
                                    lock(&inner.barrier_counters).insert(id.clone(), c);
                                }
                                Err(status_error(&st, &what))
                            }
                        }
                    },
                )
                .await;
            lock(&inner.ongoing_barriers).remove(&id);
            match r {
                Ok(c) => {
                    lock(&inner.barrier_counters).insert(id, c);
                    Ok(())
                }
                Err(e) => {
                    // An abandoned or failed instance is over for this task either way.
                    let mut counters = lock(&inner.barrier_counters);
                    let c = counters.entry(id).or_insert(counter);
                    *c = (*c).max(counter);
                    Err(e)
                }
            }
        })
    }

    /// Cancels barrier `barrier_id` (its current instance): the tasks waiting there fail with
    /// `CANCELLED`.
    pub fn cancel_barrier(&self, barrier_id: &str) -> Result<()> {
        let inner = self.inner.clone();
        let id = barrier_id.to_string();
        self.block_on(async move {
            inner.ensure_connected("cancel_barrier")?;
            let mut rpc = inner.rpc()?;
            let counter = lock(&inner.barrier_counters).get(&id).map_or(0, |c| c + 1);
            let req = inner.request(
                pb::CancelBarrierRequest {
                    incarnations: inner.incarnations(),
                    barrier_id: id.clone(),
                    counter,
                    source_task_id: inner.node_id,
                },
                inner.opts.rpc_timeout,
            );
            rpc.cancel_barrier(req)
                .await
                .map(|_| ())
                .map_err(|st| status_error(&st, &format!("cancel_barrier({id:?})")))
        })
    }

    /// Waits until every live task of `process_ids` (which must include this one) asked the
    /// same, and returns the live ones with their incarnations (xla_client's
    /// `get_live_nodes`).
    pub fn get_live_nodes(&self, process_ids: &[i32]) -> Result<BTreeMap<i32, u64>> {
        let inner = self.inner.clone();
        let ids = process_ids.to_vec();
        self.block_on(async move {
            inner.ensure_connected("get_live_nodes")?;
            let mut rpc = inner.rpc()?;
            let what = format!("get_live_nodes({ids:?}) on node {}", inner.node_id);
            let req = inner.request(
                pb::GetAliveTasksRequest {
                    incarnations: inner.incarnations(),
                    requesting_task_id: inner.node_id,
                    task_ids: ids,
                },
                far(inner.opts.rpc_timeout),
            );
            let r = rpc
                .get_alive_tasks(req)
                .await
                .map_err(|st| status_error(&st, &what))?
                .into_inner();
            Ok(r.alive_task_ids
                .into_iter()
                .zip(r.incarnations.into_iter().chain(std::iter::repeat(0)))
                .collect())
        })
    }

    /// The first failure this client learned of (from a heartbeat or the service's error
    /// poll), if any.
    pub fn failure(&self) -> Option<Error> {
        self.inner.failure()
    }
}

fn utf8(key: &str, v: Vec<u8>) -> Result<String> {
    String::from_utf8(v).map_err(|_| {
        Error::invalid_argument(format!(
            "the value of key {key:?} is not UTF-8 text: use the _bytes variant"
        ))
    })
}

async fn heartbeat_loop(inner: Arc<Inner>) {
    let interval = inner
        .opts
        .heartbeat_interval
        .unwrap_or(inner.opts.heartbeat_timeout / 2)
        .max(Duration::from_millis(1));
    let mut stopping = inner.stopping.subscribe();
    let mut unreachable_since: Option<Instant> = None;
    loop {
        tokio::select! {
            _ = tokio::time::sleep(interval) => {}
            _ = stopping.wait_for(|s| *s) => return,
        }
        let Ok(mut rpc) = inner.rpc() else { return };
        let req = inner.request(
            pb::HeartbeatRequest {
                incarnations: inner.incarnations(),
                incarnation: inner.incarnation,
                source_task_id: inner.node_id,
            },
            interval.max(Duration::from_millis(100)),
        );
        match rpc.heartbeat(req).await {
            Ok(r) => {
                unreachable_since = None;
                if r.into_inner().service_incarnation != *lock(&inner.service_incarnation) {
                    inner.set_failure(Error::new(
                        ErrorKind::Aborted,
                        "coordination service incarnation changed: the service restarted",
                    ));
                }
            }
            Err(st) => {
                if *stopping.borrow() {
                    return;
                }
                let transport = !status_payloads(&st).contains_key(COORDINATION_ERROR_KEY)
                    && matches!(
                        st.code(),
                        Code::Unavailable | Code::DeadlineExceeded | Code::Unknown
                    );
                if transport {
                    let since = *unreachable_since.get_or_insert_with(Instant::now);
                    if since.elapsed() < inner.opts.heartbeat_timeout {
                        continue;
                    }
                }
                let e = status_error(
                    &st,
                    &format!(
                        "heartbeat of node {} to the coordination service",
                        inner.node_id
                    ),
                );
                let kind = if transport {
                    ErrorKind::Unavailable
                } else {
                    e.kind
                };
                inner.set_failure(Error::new(kind, e.message));
            }
        }
    }
}

async fn poll_for_error(inner: Arc<Inner>) {
    let Ok(mut rpc) = inner.rpc() else { return };
    let mut stopping = inner.stopping.subscribe();
    let req = tonic::Request::new(pb::PollForErrorRequest {
        incarnations: inner.incarnations(),
        source_task_id: inner.node_id,
    });
    let st = tokio::select! {
        r = rpc.poll_for_error(req) => match r {
            Ok(_) => tonic::Status::internal("PollForError returned OK; it should always return an error"),
            Err(st) => st,
        },
        _ = stopping.wait_for(|s| *s) => return,
    };
    if *stopping.borrow() {
        return;
    }
    if st.code() == Code::Cancelled && status_payloads(&st).contains_key(COORDINATION_ERROR_KEY) {
        // Cancelled by the service: it shuts down, or this task disconnected.
        if *lock(&inner.phase) != Phase::Connected {
            return;
        }
    }
    // A transport failure of the poll is the heartbeat loop's to judge.
    if !status_payloads(&st).contains_key(COORDINATION_ERROR_KEY) && st.code() == Code::Unavailable
    {
        return;
    }
    inner.set_failure(status_error(
        &st,
        &format!(
            "node {} learned from the coordination service of an error in the cluster",
            inner.node_id
        ),
    ));
}

impl Drop for DistributedRuntimeClient {
    fn drop(&mut self) {
        let connected = *lock(&self.inner.phase) == Phase::Connected;
        if connected && self.inner.opts.shutdown_on_destruction {
            let _ = self.shutdown();
        }
        let _ = self.inner.stopping.send(true);
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

impl webxla::distributed::KeyValueStore for DistributedRuntimeClient {
    fn key_value_set_bytes(&self, key: &str, value: &[u8], allow_overwrite: bool) -> Result<()> {
        DistributedRuntimeClient::key_value_set_bytes(self, key, value, allow_overwrite)
    }

    fn blocking_key_value_get_bytes(&self, key: &str, timeout: Duration) -> Result<Vec<u8>> {
        DistributedRuntimeClient::blocking_key_value_get_bytes(self, key, timeout)
    }

    fn wait_at_barrier(&self, id: &str, timeout: Duration) -> Result<()> {
        DistributedRuntimeClient::wait_at_barrier(self, id, timeout, None)
    }

    fn failure(&self) -> Option<Error> {
        DistributedRuntimeClient::failure(self)
    }
}
