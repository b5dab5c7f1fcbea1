//! The running service: [`DistributedRuntimeService::start`] binds the listener, builds the
//! state, serves the tonic service and runs the health check (heartbeat timeouts, barrier
//! deadlines); [`DistributedRuntimeService::shutdown`] (XLA's `Stop()`) fails what waits and
//! stops the server. [`serve_forever`] is the CLI's entry point.
//!
//! What this module must not do: implement an RPC (that is the job modules'), or block inside
//! a runtime (a drop from inside one stops without waiting).

use super::rpc::Handler;
use super::{new_incarnation, Core, ServiceOptions, State, Task};
use crate::proto::coordination as pb;
use crate::proto::coordination::coordination_service_server::CoordinationServiceServer;
use crate::proto::CoordError;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tonic::Code;
use webxla::{Error, ErrorKind, Result};

impl State {
    /// XLA's `Stop()`: fail what waits, refuse what comes.
    pub(super) fn stop(&mut self) {
        if self.stopped {
            return;
        }
        self.stopped = true;
        let ids: Vec<String> = self
            .barriers
            .iter()
            .filter(|(_, b)| b.initialized && !b.passed)
            .map(|(id, _)| id.clone())
            .collect();
        for id in ids {
            let counter = self.barriers[&id].counter;
            let e = CoordError::barrier(
                Code::Aborted,
                format!(
                    "Barrier failed because service is shutting down. Barrier_id: {id}:{counter}"
                ),
                &id,
                counter,
            );
            self.pass_barrier(&id, Some(e));
        }
        self.barriers.clear();
        for w in self.watchers.drain(..) {
            let _ = w.send((Vec::new(), -1));
        }
        for (_, p) in self.pollers.drain() {
            let _ = p.send(CoordError::new(
                Code::Cancelled,
                "Coordination service is shutting down. Cancelling PollForErrorAsync()",
            ));
        }
        for (key, ws) in self.kv_waiters.drain() {
            for w in ws {
                let _ = w.send(Err(CoordError::new(
                    Code::Aborted,
                    format!("Coordination service is shutting down; GetKeyValue({key}) abandoned."),
                )));
            }
        }
        self.polled_error.get_or_insert_with(|| {
            CoordError::new(Code::Cancelled, "Coordination service has shut down.")
        });
    }
}

/// A running coordination service (xla_client's `DistributedRuntimeService`).
pub struct DistributedRuntimeService {
    core: Arc<Core>,
    address: std::net::SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    server: Option<tokio::task::JoinHandle<()>>,
    runtime: Option<tokio::runtime::Runtime>,
}

impl std::fmt::Debug for DistributedRuntimeService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DistributedRuntimeService")
            .field("address", &self.address)
            .field("num_nodes", &self.core.lock().tasks.len())
            .finish()
    }
}

fn resolve(address: &str) -> Result<Vec<std::net::SocketAddr>> {
    use std::net::ToSocketAddrs;
    let addrs: Vec<_> = address
        .to_socket_addrs()
        .map_err(|e| {
            Error::invalid_argument(format!("coordination service address {address:?}: {e}"))
        })?
        .collect();
    if addrs.is_empty() {
        return Err(Error::invalid_argument(format!(
            "coordination service address {address:?} resolves to nothing"
        )));
    }
    Ok(addrs)
}

impl DistributedRuntimeService {
    /// Starts serving `num_nodes` tasks on `address` (`host:port`; port 0 picks a free one,
    /// see [`Self::address`]).
    pub fn start(address: &str, num_nodes: usize, opts: ServiceOptions) -> Result<Self> {
        if num_nodes == 0 || num_nodes > i32::MAX as usize {
            return Err(Error::invalid_argument(format!(
                "num_nodes must be in 1..=2^31-1, got {num_nodes}"
            )));
        }
        if opts.heartbeat_timeout.is_zero() {
            return Err(Error::invalid_argument(
                "heartbeat_timeout must be positive",
            ));
        }
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("webxla-coordination-service")
            .enable_all()
            .build()
            .map_err(|e| Error::new(ErrorKind::Io, format!("starting the service runtime: {e}")))?;
        let mut last_err = None;
        let mut listener = None;
        for a in resolve(address)? {
            match std::net::TcpListener::bind(a) {
                Ok(l) => {
                    listener = Some(l);
                    break;
                }
                Err(e) => last_err = Some(format!("{a}: {e}")),
            }
        }
        let Some(listener) = listener else {
            return Err(Error::new(
                ErrorKind::Unavailable,
                format!(
                    "cannot bind the coordination service to {address}: {}",
                    last_err.unwrap_or_default()
                ),
            ));
        };
        let local = listener
            .local_addr()
            .map_err(|e| Error::new(ErrorKind::Io, format!("{address}: {e}")))?;
        listener
            .set_nonblocking(true)
            .map_err(|e| Error::new(ErrorKind::Io, format!("{address}: {e}")))?;
        let now = Instant::now();
        let tasks = (0..num_nodes)
            .map(|_| Task {
                state: pb::TaskState::Disconnected,
                error: None,
                incarnation: 0,
                last_heartbeat: now,
                grace_until: now,
                ongoing_barriers: HashSet::new(),
            })
            .collect();
        let core = Arc::new(Core {
            incarnation: new_incarnation(),
            opts: opts.clone(),
            state: Mutex::new(State {
                stopped: false,
                recoverable: opts.recoverable,
                tasks,
                kv: BTreeMap::new(),
                kv_waiters: HashMap::new(),
                barriers: HashMap::new(),
                ongoing: HashSet::new(),
                polling_started: false,
                polled_error: None,
                pollers: HashMap::new(),
                alive_waits: Vec::new(),
                version: 0,
                watchers: Vec::new(),
            }),
        });
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let listener = {
            let _guard = runtime.enter();
            tokio::net::TcpListener::from_std(listener)
                .map_err(|e| Error::new(ErrorKind::Io, format!("{address}: {e}")))?
        };
        let svc = CoordinationServiceServer::new(Handler(core.clone()))
            .accept_compressed(tonic::codec::CompressionEncoding::Gzip)
            .max_decoding_message_size(usize::MAX)
            .max_encoding_message_size(usize::MAX);
        let incoming =
            tonic::transport::server::TcpIncoming::from(listener).with_nodelay(Some(true));
        let server = runtime.spawn(async move {
            let _ = tonic::transport::Server::builder()
                .http2_keepalive_interval(Some(Duration::from_secs(30)))
                .add_service(svc)
                .serve_with_incoming_shutdown(incoming, async {
                    let _ = stop_rx.await;
                })
                .await;
        });
        // The health check: heartbeat and barrier timeouts.
        let weak = Arc::downgrade(&core);
        let period =
            (opts.heartbeat_timeout / 4).clamp(Duration::from_millis(10), Duration::from_secs(1));
        runtime.spawn(async move {
            let mut tick = tokio::time::interval(period);
            loop {
                tick.tick().await;
                let Some(core) = weak.upgrade() else { return };
                let mut s = core.lock();
                if s.stopped {
                    return;
                }
                s.check_staleness(core.opts.heartbeat_timeout);
            }
        });
        Ok(DistributedRuntimeService {
            core,
            address: local,
            stop: Some(stop_tx),
            server: Some(server),
            runtime: Some(runtime),
        })
    }

    /// The address the service listens on (with the port picked when asked for port 0).
    pub fn address(&self) -> std::net::SocketAddr {
        self.address
    }

    /// Stops the service: pending barriers fail (`ABORTED`), error polls are cancelled, and
    /// the server stops accepting RPCs. Idempotent.
    pub fn shutdown(&mut self) {
        self.core.lock().stop();
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let (Some(rt), Some(server)) = (self.runtime.as_ref(), self.server.take()) {
            let _ =
                rt.block_on(async { tokio::time::timeout(Duration::from_secs(2), server).await });
        }
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_timeout(Duration::from_secs(1));
        }
    }

    /// Serves until the service is shut down from another thread or the process ends.
    pub(crate) fn wait(&mut self) {
        if let (Some(rt), Some(server)) = (self.runtime.as_ref(), self.server.take()) {
            let _ = rt.block_on(server);
        }
    }
}

impl Drop for DistributedRuntimeService {
    fn drop(&mut self) {
        if tokio::runtime::Handle::try_current().is_ok() {
            // Dropped inside a runtime: blocking here would panic; stop without waiting.
            self.core.lock().stop();
            if let Some(stop) = self.stop.take() {
                let _ = stop.send(());
            }
            if let Some(rt) = self.runtime.take() {
                rt.shutdown_background();
            }
            return;
        }
        self.shutdown();
    }
}

/// Serves a coordination service for `num_nodes` tasks on `address` until the process ends
/// (the hook for a `webxla serve-coordinator` CLI command). Returns only on a startup error.
pub fn serve_forever(address: &str, num_nodes: usize, opts: ServiceOptions) -> Result<()> {
    let mut svc = DistributedRuntimeService::start(address, num_nodes, opts)?;
    svc.wait();
    Err(Error::new(
        ErrorKind::Unavailable,
        format!("the coordination service on {} stopped", svc.address()),
    ))
}
