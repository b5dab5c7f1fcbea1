//! The coordination service: XLA's `CoordinationService` state machine (tasks, heartbeats,
//! error propagation, the key-value store, barriers, aliveness) behind the gRPC service
//! `xla.coordination.CoordinationService`, on a tokio runtime of its own.
//!
//! Semantics follow XLA's `coordination_service.cc` as shipped in jaxlib 0.10.2 for
//! non-recoverable tasks: registration waits for every task (the cluster register barrier),
//! shutdown waits for every task (the shutdown barrier) when a shutdown timeout is set, a task
//! that stops heartbeating past the heartbeat timeout is put in error and every pending barrier
//! it takes part in fails, and the error reaches the other tasks through `PollForError`.
//!
//! What this module must not do: block a runtime thread (every wait is a channel), or call
//! anything from inside the state lock but channel sends.

use crate::proto::coordination as pb;
use crate::proto::coordination::coordination_service_server::{
    CoordinationService, CoordinationServiceServer,
};
use crate::proto::{CoordError, SERVICE_MISMATCH_KEY};
use prost::Message;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tonic::{Code, Request, Response, Status};
use webxla::{Error, ErrorKind, Result};

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
    /// Recoverable tasks (restart and rejoin) are not supported: `start` refuses `true`.
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

/// XLA's `NormalizeKey`: no leading, trailing or repeated slashes.
fn normalize_key(key: &str) -> String {
    key.split('/')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("/")
}

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

    fn task_info(&self) -> Vec<pb::TaskInfo> {
        self.tasks
            .iter()
            .enumerate()
            .map(|(i, t)| pb::TaskInfo {
                task_id: i as i32,
                state: t.state as i32,
                error_code: t.error.as_ref().map_or(0, |e| e.code as i32),
                error_message: t
                    .error
                    .as_ref()
                    .map_or(String::new(), |e| e.message.clone()),
                error_payload: t.error.as_ref().map(|_| pb::CoordinationServiceError {
                    is_reported_error: false,
                    source_task_id: i as i32,
                }),
                incarnation: t.incarnation,
            })
            .collect()
    }

    fn cluster_updated(&mut self) {
        self.version += 1;
        let info = self.task_info();
        for w in self.watchers.drain(..) {
            let _ = w.send((info.clone(), self.version));
        }
    }

    fn connect(&mut self, task: i32, incarnation: u64) {
        let t = &mut self.tasks[task as usize];
        t.state = pb::TaskState::Connected;
        t.error = None;
        t.incarnation = incarnation;
        t.last_heartbeat = Instant::now();
    }

    /// Passes barrier `id` with `result` (None: success), answering every waiting caller.
    fn pass_barrier(&mut self, id: &str, result: Option<CoordError>) {
        let Some(b) = self.barriers.get_mut(id) else {
            return;
        };
        b.passed = true;
        b.result = result.clone();
        let counter = b.counter;
        let participants: Vec<i32> = b.at_barrier.keys().copied().collect();
        let dones: Vec<(i32, (BarrierDone, u64))> = b.dones.drain().collect();
        self.ongoing.remove(id);
        for t in &participants {
            if let Some(task) = self.tasks.get_mut(*t as usize) {
                task.ongoing_barriers.remove(id);
            }
        }
        if id == REGISTER_BARRIER {
            if let Some(err) = &result {
                for (_, (done, _)) in dones {
                    let _ = done.send((Some(err.clone()), counter));
                }
                let e = CoordError::new(
                    Code::Internal,
                    format!("Cluster registration failed with error: {err}"),
                );
                self.set_all_tasks_error(&e);
                return;
            }
            // Connect every registering task whose incarnation is still the newest.
            for (task, (done, inc)) in dones {
                if self.tasks[task as usize].incarnation == inc {
                    self.connect(task, inc);
                    let _ = done.send((None, counter));
                } else {
                    let _ = done.send((
                        Some(CoordError::new(
                            Code::AlreadyExists,
                            "Aborted connect attempt as there is a request from a newer \
                             incarnation.",
                        )),
                        counter,
                    ));
                }
            }
            self.cluster_updated();
            return;
        }
        for (_, (done, _)) in dones {
            let _ = done.send((result.clone(), counter));
        }
        if id == SHUTDOWN_BARRIER {
            match result {
                None => {
                    for t in 0..self.tasks.len() as i32 {
                        let _ = self.disconnect(t);
                    }
                }
                Some(err) => {
                    let e = CoordError::new(
                        Code::Internal,
                        format!("Shutdown barrier has failed.\nBarrier result: '{err}'"),
                    );
                    self.propagate_error(&e);
                    self.set_all_tasks_error(&e);
                }
            }
        }
    }

    fn leave_ongoing_barriers(&mut self, task: i32, reason: &str) {
        let error = self.tasks[task as usize].error.clone();
        let ids: Vec<String> = self.tasks[task as usize]
            .ongoing_barriers
            .iter()
            .cloned()
            .collect();
        for id in ids {
            let counter = self.barriers.get(&id).map_or(0, |b| b.counter);
            // XLA answers INTERNAL here; webxla keeps the code of the task's own error
            // (UNAVAILABLE for a task that stopped heartbeating) so that callers can tell
            // a dead peer from a bug.
            let code = error.as_ref().map_or(Code::Internal, |e| e.code);
            let e = CoordError::barrier(
                code,
                format!("Barrier failed because: {reason}. Barrier Id: {id}, Task: {task}"),
                &id,
                counter,
            );
            self.pass_barrier(&id, Some(e));
        }
    }

    fn set_task_error(&mut self, task: i32, error: &CoordError) {
        let t = &mut self.tasks[task as usize];
        if t.state == pb::TaskState::Error {
            return;
        }
        t.state = pb::TaskState::Error;
        t.error = Some(error.clone());
        self.leave_ongoing_barriers(task, &format!("task is set to ERROR: {error}"));
        self.refresh_aliveness();
        self.cluster_updated();
    }

    fn set_all_tasks_error(&mut self, error: &CoordError) {
        for t in 0..self.tasks.len() as i32 {
            self.set_task_error(t, error);
        }
    }

    fn propagate_error(&mut self, error: &CoordError) {
        if self.polling_started {
            if self.polled_error.is_some() {
                return;
            }
            self.polled_error = Some(error.clone());
            for (_, p) in self.pollers.drain() {
                let _ = p.send(error.clone());
            }
        } else {
            let e = CoordError::new(
                Code::Internal,
                format!(
                    "All tasks were set to error because coordination service encountered an \
                     error, but was unable to inform clients. Error: {error}"
                ),
            );
            self.set_all_tasks_error(&e);
        }
    }

    fn disconnect(&mut self, task: i32) -> std::result::Result<(), CoordError> {
        if self.stopped {
            return Err(CoordError::new(
                Code::Internal,
                format!(
                    "Coordination service has stopped. DisconnectTask() failed for task={task}"
                ),
            ));
        }
        if !self.task_ok(task) {
            return Err(CoordError::new(
                Code::InvalidArgument,
                format!("Unexpected disconnect request with task={task}"),
            ));
        }
        if self.tasks[task as usize].state == pb::TaskState::Disconnected {
            return Err(CoordError::new(
                Code::FailedPrecondition,
                format!("The task is already disconnected: {task}"),
            ));
        }
        let t = &mut self.tasks[task as usize];
        t.state = pb::TaskState::Disconnected;
        t.error = None;
        self.leave_ongoing_barriers(task, "task disconnected");
        self.refresh_aliveness();
        if let Some(p) = self.pollers.remove(&task) {
            let _ = p.send(CoordError::new(
                Code::Cancelled,
                "Cancelled error polling because: task has disconnected.",
            ));
        }
        self.cluster_updated();
        Ok(())
    }

    fn alive(&self, tasks: &BTreeSet<i32>) -> Vec<i32> {
        tasks
            .iter()
            .copied()
            .filter(|t| {
                self.tasks
                    .get(*t as usize)
                    .is_some_and(|s| s.state == pb::TaskState::Connected)
            })
            .collect()
    }

    fn refresh_aliveness(&mut self) {
        let mut i = 0;
        while i < self.alive_waits.len() {
            let alive = self.alive(&self.alive_waits[i].tasks);
            if alive
                .iter()
                .all(|t| self.alive_waits[i].in_barrier.contains(t))
            {
                let w = self.alive_waits.remove(i);
                let incs: Vec<u64> = alive
                    .iter()
                    .map(|t| self.tasks[*t as usize].incarnation)
                    .collect();
                for d in w.dones {
                    let _ = d.send((alive.clone(), incs.clone()));
                }
            } else {
                i += 1;
            }
        }
    }

    /// XLA's `BarrierAsyncLocked`. `register_incarnation` is the registering task's
    /// incarnation for the register barrier.
    fn barrier(
        &mut self,
        id: &str,
        counter: i64,
        timeout: Duration,
        task: i32,
        participants: &[i32],
        done: BarrierDone,
        register_incarnation: u64,
    ) {
        if self.stopped {
            let e = CoordError::barrier(
                Code::Internal,
                format!(
                    "Barrier {id}:{counter} requested after coordination service has shut down."
                ),
                id,
                counter,
            );
            let _ = done.send((Some(e), counter));
            return;
        }
        let num_tasks = self.tasks.len();
        let b = self.barriers.entry(id.to_string()).or_default();
        let new_instance =
            (!b.initialized && counter == 0) || (b.passed && counter == b.counter + 1);
        if new_instance {
            b.initialized = true;
            b.counter = counter;
            b.passed = false;
            b.result = None;
            b.initiating_task = task;
            b.dones.clear();
            if b.at_barrier.is_empty() {
                if participants.is_empty() {
                    for t in 0..num_tasks as i32 {
                        b.at_barrier.insert(t, false);
                    }
                } else {
                    for &t in participants {
                        if t < 0 || t as usize >= num_tasks {
                            let e = CoordError::barrier(
                                Code::InvalidArgument,
                                format!(
                                    "Unexpected task ({t}) that is not in the cluster called the \
                                     barrier. Barrier Id: {id}:{counter}"
                                ),
                                id,
                                counter,
                            );
                            self.pass_barrier(id, Some(e.clone()));
                            let _ = done.send((Some(e), counter));
                            return;
                        }
                        b.at_barrier.insert(t, false);
                    }
                }
            } else {
                for v in b.at_barrier.values_mut() {
                    *v = false;
                }
            }
            b.pending = b.at_barrier.len();
            let members: Vec<i32> = b.at_barrier.keys().copied().collect();
            for t in &members {
                let ts = &self.tasks[*t as usize];
                if ts.state == pb::TaskState::Error {
                    let cause = ts.error.clone();
                    let code = cause.as_ref().map_or(Code::Internal, |e| e.code);
                    let e = CoordError::barrier(
                        code,
                        format!(
                            "Task ({t}) is already in error before the barrier was called. \
                             Barrier Id: {id}:{counter} Task error: {}",
                            cause.map(|c| c.to_string()).unwrap_or_default()
                        ),
                        id,
                        counter,
                    );
                    self.pass_barrier(id, Some(e.clone()));
                    let _ = done.send((Some(e), counter));
                    return;
                }
            }
            let b = self.barriers.get_mut(id).expect("barrier just inserted");
            b.deadline = Some(Instant::now() + timeout);
            self.ongoing.insert(id.to_string());
            for t in members {
                self.tasks[t as usize]
                    .ongoing_barriers
                    .insert(id.to_string());
            }
        }
        let b = self.barriers.get_mut(id).expect("barrier exists");
        if let Some((old, _)) = b.dones.remove(&task) {
            let _ = old.send((
                Some(CoordError::new(
                    Code::Cancelled,
                    format!(
                        "Cancelled because there's a more recent barrier call for {id}:{} from \
                         the same task.",
                        b.counter
                    ),
                )),
                b.counter,
            ));
        }
        b.dones.insert(task, (done, register_incarnation));
        if !new_instance && counter != b.counter {
            let e = CoordError::barrier(
                Code::Internal,
                format!(
                    "Barrier ({id}:{counter}) is invoked by the task, but the service thinks it \
                     is the {}-th instance. One task is probably too quick or too slow, or \
                     restarted.",
                    b.counter
                ),
                id,
                b.counter,
            );
            self.pass_barrier(id, Some(e));
            return;
        }
        // The callers must agree on the participants.
        let bad = if participants.is_empty() {
            (b.at_barrier.len() != num_tasks).then(|| {
                format!(
                    "{id}:{}: No tasks were specified by the client, which implies that the \
                     entire cluster is participating in the barrier. However, the service \
                     disagrees. Check that the callers are invoking the barrier with the same \
                     arguments.",
                    b.counter
                )
            })
        } else if b.at_barrier.len() != participants.len()
            || participants.iter().any(|t| !b.at_barrier.contains_key(t))
        {
            Some(format!(
                "Conflicting tasks specified by different processes for the same barrier: \
                 {id}:{}. Check that the callers are invoking the barrier with the same \
                 arguments.",
                b.counter
            ))
        } else if !b.at_barrier.contains_key(&task) {
            Some(format!(
                "A non-participating task ({task}) called the barrier: {id}:{}",
                b.counter
            ))
        } else {
            None
        };
        if let Some(msg) = bad {
            let e = CoordError::barrier(Code::InvalidArgument, msg, id, b.counter);
            self.pass_barrier(id, Some(e));
            return;
        }
        if b.passed {
            // The same instance again (a retried RPC): the same answer.
            if let Some((d, _)) = b.dones.remove(&task) {
                let _ = d.send((b.result.clone(), b.counter));
            }
            return;
        }
        if let Some(at) = b.at_barrier.get_mut(&task) {
            if !*at {
                *at = true;
                b.pending -= 1;
                if b.pending == 0 {
                    self.pass_barrier(id, None);
                }
            }
        }
    }

    fn check_staleness(&mut self, heartbeat_timeout: Duration) {
        let now = Instant::now();
        let stale: Vec<i32> = self
            .tasks
            .iter()
            .enumerate()
            .filter(|(_, t)| {
                t.state == pb::TaskState::Connected
                    && now.duration_since(t.last_heartbeat) > heartbeat_timeout
            })
            .map(|(i, _)| i as i32)
            .collect();
        for &t in &stale {
            let e = CoordError::from_task(
                Code::Unavailable,
                format!(
                    "Task {t} heartbeat timeout. This indicates that the remote task has failed, \
                     got preempted, or crashed unexpectedly."
                ),
                t,
                false,
            );
            self.set_task_error(t, &e);
        }
        if !stale.is_empty() {
            let names: Vec<String> = stale.iter().take(3).map(|t| t.to_string()).collect();
            let e = CoordError::new(
                Code::Unavailable,
                format!(
                    "The following tasks are unhealthy (stopped sending heartbeats):\n{}\nThe \
                     tasks have crashed. Check the task logs for an earlier error.",
                    names.join("\n")
                ),
            );
            self.propagate_error(&e);
        }
        let expired: Vec<String> = self
            .ongoing
            .iter()
            .filter(|id| {
                self.barriers
                    .get(*id)
                    .and_then(|b| b.deadline)
                    .is_some_and(|d| now > d)
            })
            .cloned()
            .collect();
        for id in expired {
            let b = &self.barriers[&id];
            let pending: Vec<String> = b
                .at_barrier
                .iter()
                .filter(|(_, at)| !**at)
                .map(|(t, _)| t.to_string())
                .collect();
            let msg = format!(
                "Barrier timed out. Id: {id}:{}. # of tasks that reached the barrier: {}/{}. The \
                 first task at the barrier: {}. Tasks that did not reach it: {}",
                b.counter,
                b.at_barrier.len() - pending.len(),
                b.at_barrier.len(),
                b.initiating_task,
                pending.join(", ")
            );
            let e = CoordError::barrier(Code::DeadlineExceeded, msg, &id, b.counter);
            self.pass_barrier(&id, Some(e));
        }
    }

    /// XLA's `Stop()`: fail what waits, refuse what comes.
    fn stop(&mut self) {
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

#[derive(Clone)]
struct Handler(Arc<Core>);

fn cancelled(what: &str) -> Status {
    CoordError::new(
        Code::Aborted,
        format!("{what}: the coordination service went away"),
    )
    .to_status()
}

#[tonic::async_trait]
impl CoordinationService for Handler {
    async fn register_task(
        &self,
        req: Request<pb::RegisterTaskRequest>,
    ) -> std::result::Result<Response<pb::RegisterTaskResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        let task = r.source_task_id;
        let rx = {
            let mut s = core.lock();
            if s.stopped {
                return Err(CoordError::new(
                    Code::Internal,
                    format!("Coordination service has stopped. RegisterTask() from task: {task} failed."),
                )
                .into());
            }
            if !s.task_ok(task) {
                return Err(CoordError::new(
                    Code::InvalidArgument,
                    format!("Unexpected task registered with task={task}"),
                )
                .into());
            }
            let t = &s.tasks[task as usize];
            match t.state {
                pb::TaskState::Disconnected
                | pb::TaskState::Unspecified
                | pb::TaskState::Uninitialized => {
                    s.tasks[task as usize].incarnation = r.incarnation;
                    let (tx, rx) = oneshot::channel();
                    let timeout = core.opts.cluster_register_timeout;
                    s.barrier(REGISTER_BARRIER, 0, timeout, task, &[], tx, r.incarnation);
                    s.cluster_updated();
                    rx
                }
                pb::TaskState::Connected if t.incarnation == r.incarnation => {
                    // A retried registration: refresh and answer.
                    s.connect(task, r.incarnation);
                    s.cluster_updated();
                    return Ok(Response::new(pb::RegisterTaskResponse {
                        service_incarnation: core.incarnation,
                    }));
                }
                state => {
                    let msg = if state == pb::TaskState::Connected {
                        format!(
                            "{task} unexpectedly tried to connect with a different incarnation. \
                             It has likely restarted."
                        )
                    } else {
                        format!(
                            "{task} unexpectedly tried to connect while it is already in error. \
                             ResetTask() should be called before a subsequent connect attempt. \
                             Existing error: {}",
                            t.error.as_ref().map(|e| e.to_string()).unwrap_or_default()
                        )
                    };
                    let e = CoordError::from_task(Code::Aborted, msg, task, false);
                    s.set_task_error(task, &e);
                    s.propagate_error(&e);
                    return Err(e.into());
                }
            }
        };
        match rx.await {
            Ok((None, _)) => Ok(Response::new(pb::RegisterTaskResponse {
                service_incarnation: core.incarnation,
            })),
            Ok((Some(e), _)) => Err(e.into()),
            Err(_) => Err(cancelled("RegisterTask")),
        }
    }

    async fn heartbeat(
        &self,
        req: Request<pb::HeartbeatRequest>,
    ) -> std::result::Result<Response<pb::HeartbeatResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let task = r.source_task_id;
        let mut s = core.lock();
        if s.stopped {
            return Err(CoordError::new(
                Code::Internal,
                format!(
                    "Coordination service has stopped. RecordHeartbeat() from task: {task} failed."
                ),
            )
            .into());
        }
        if !s.task_ok(task) {
            return Err(CoordError::new(
                Code::InvalidArgument,
                format!("Unexpected heartbeat request from task: {task}."),
            )
            .into());
        }
        let t = &mut s.tasks[task as usize];
        if let Some(e) = &t.error {
            return Err(CoordError::new(
                Code::Aborted,
                format!("Unexpected heartbeat request from an already-in-error task: {task} with existing error: {e}"),
            )
            .into());
        }
        if t.state == pb::TaskState::Disconnected && Instant::now() > t.grace_until {
            return Err(CoordError::new(
                Code::InvalidArgument,
                format!(
                    "Task with task={task} must be registered before sending heartbeat messages."
                ),
            )
            .into());
        }
        if t.incarnation == r.incarnation {
            t.last_heartbeat = Instant::now();
        } else {
            let e = CoordError::new(
                Code::Aborted,
                format!(
                    "{task} Heartbeat: Incarnation ID mismatch: expecting {} but got {}. The task \
                     has restarted.",
                    t.incarnation, r.incarnation
                ),
            );
            s.set_task_error(task, &e);
            s.propagate_error(&e);
            return Err(e.into());
        }
        Ok(Response::new(pb::HeartbeatResponse {
            service_incarnation: core.incarnation,
        }))
    }

    async fn shutdown_task(
        &self,
        req: Request<pb::ShutdownTaskRequest>,
    ) -> std::result::Result<Response<pb::ShutdownTaskResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let task = r.source_task_id;
        if core.opts.shutdown_timeout.is_zero() {
            let mut s = core.lock();
            s.disconnect(task)?;
            if let Some(t) = s.tasks.get_mut(task as usize) {
                t.grace_until = Instant::now() + core.opts.heartbeat_timeout;
            }
            return Ok(Response::new(pb::ShutdownTaskResponse {}));
        }
        let rx = {
            let mut s = core.lock();
            if !s.task_ok(task) {
                return Err(CoordError::new(
                    Code::InvalidArgument,
                    format!("Unexpected shutdown request with task={task}"),
                )
                .into());
            }
            let all: Vec<i32> = (0..s.tasks.len() as i32).collect();
            let (tx, rx) = oneshot::channel();
            s.barrier(
                SHUTDOWN_BARRIER,
                0,
                core.opts.shutdown_timeout,
                task,
                &all,
                tx,
                0,
            );
            let b = s.barriers.get(SHUTDOWN_BARRIER);
            // A task that comes after the barrier passed: disconnect it alone.
            if b.is_some_and(|b| b.passed && b.result.is_none()) {
                if let Some(t) = s.tasks.get(task as usize) {
                    if t.state != pb::TaskState::Disconnected {
                        let _ = s.disconnect(task);
                    }
                }
            }
            rx
        };
        let res = rx.await;
        let grace = Instant::now() + core.opts.heartbeat_timeout;
        if let Some(t) = core.lock().tasks.get_mut(task as usize) {
            t.grace_until = grace;
        }
        match res {
            Ok((None, _)) => Ok(Response::new(pb::ShutdownTaskResponse {})),
            Ok((Some(e), _)) => Err(e
                .with_code(
                    Code::Internal,
                    format!("Shutdown barrier has failed.\nBarrier result: '{e}'"),
                )
                .into()),
            Err(_) => Err(cancelled("ShutdownTask")),
        }
    }

    async fn watch_tasks(
        &self,
        req: Request<pb::WatchTasksRequest>,
    ) -> std::result::Result<Response<pb::WatchTasksResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let rx = {
            let mut s = core.lock();
            if r.version_number < 0 || r.version_number != s.version {
                return Ok(Response::new(pb::WatchTasksResponse {
                    task_state: s.task_info(),
                    version_number: s.version,
                }));
            }
            let (tx, rx) = oneshot::channel();
            s.watchers.push(tx);
            rx
        };
        match rx.await {
            Ok((task_state, version_number)) => Ok(Response::new(pb::WatchTasksResponse {
                task_state,
                version_number,
            })),
            Err(_) => Err(cancelled("WatchTasks")),
        }
    }

    async fn insert_key_value(
        &self,
        req: Request<pb::InsertKeyValueRequest>,
    ) -> std::result::Result<Response<pb::InsertKeyValueResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let kv = r.kv.unwrap_or_default();
        let key = normalize_key(&kv.key);
        let mut s = core.lock();
        if !r.allow_overwrite && s.kv.contains_key(&key) {
            return Err(CoordError::new(
                Code::AlreadyExists,
                format!("Config key {key} already exists."),
            )
            .into());
        }
        s.kv.insert(key.clone(), kv.value.clone());
        if let Some(ws) = s.kv_waiters.remove(&key) {
            for w in ws {
                let _ = w.send(Ok(kv.value.clone()));
            }
        }
        Ok(Response::new(pb::InsertKeyValueResponse {}))
    }

    async fn get_key_value(
        &self,
        req: Request<pb::GetKeyValueRequest>,
    ) -> std::result::Result<Response<pb::GetKeyValueResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let key = normalize_key(&r.key);
        let rx = {
            let mut s = core.lock();
            if let Some(v) = s.kv.get(&key) {
                return Ok(Response::new(pb::GetKeyValueResponse {
                    kv: Some(pb::KeyValueEntry {
                        key: r.key,
                        value: v.clone(),
                    }),
                }));
            }
            if s.stopped {
                return Err(
                    CoordError::new(Code::Aborted, "Coordination service has stopped.").into(),
                );
            }
            let (tx, rx) = oneshot::channel();
            let ws = s.kv_waiters.entry(key).or_default();
            ws.retain(|w| !w.is_closed());
            ws.push(tx);
            rx
        };
        match rx.await {
            Ok(Ok(value)) => Ok(Response::new(pb::GetKeyValueResponse {
                kv: Some(pb::KeyValueEntry { key: r.key, value }),
            })),
            Ok(Err(e)) => Err(e.into()),
            Err(_) => Err(cancelled("GetKeyValue")),
        }
    }

    async fn try_get_key_value(
        &self,
        req: Request<pb::TryGetKeyValueRequest>,
    ) -> std::result::Result<Response<pb::TryGetKeyValueResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let s = core.lock();
        match s.kv.get(&normalize_key(&r.key)) {
            Some(v) => Ok(Response::new(pb::TryGetKeyValueResponse {
                kv: Some(pb::KeyValueEntry {
                    key: r.key,
                    value: v.clone(),
                }),
            })),
            None => Err(CoordError::new(
                Code::NotFound,
                format!("Config key {} not found.", r.key),
            )
            .into()),
        }
    }

    async fn increment_key_value(
        &self,
        req: Request<pb::IncrementKeyValueRequest>,
    ) -> std::result::Result<Response<pb::IncrementKeyValueResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let key = normalize_key(&r.key);
        let mut s = core.lock();
        let old = match s.kv.get(&key) {
            None => 0i64,
            Some(v) => std::str::from_utf8(v)
                .ok()
                .and_then(|t| t.parse::<i64>().ok())
                .ok_or_else(|| {
                    CoordError::new(
                        Code::InvalidArgument,
                        format!("Value of key {key} is not an integer: cannot increment it."),
                    )
                })?,
        };
        let new = old.checked_add(r.increment).ok_or_else(|| {
            CoordError::new(
                Code::OutOfRange,
                format!(
                    "Incrementing key {key} ({old}) by {} overflows.",
                    r.increment
                ),
            )
        })?;
        let value = new.to_string().into_bytes();
        s.kv.insert(key.clone(), value.clone());
        if let Some(ws) = s.kv_waiters.remove(&key) {
            for w in ws {
                let _ = w.send(Ok(value.clone()));
            }
        }
        Ok(Response::new(pb::IncrementKeyValueResponse {
            kv: Some(pb::KeyValueEntry { key: r.key, value }),
        }))
    }

    async fn get_key_value_dir(
        &self,
        req: Request<pb::GetKeyValueDirRequest>,
    ) -> std::result::Result<Response<pb::GetKeyValueDirResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let prefix = normalize_key(&r.directory_key) + "/";
        let s = core.lock();
        let kv =
            s.kv.range(prefix.clone()..)
                .take_while(|(k, _)| k.starts_with(&prefix))
                .map(|(k, v)| pb::KeyValueEntry {
                    key: k.clone(),
                    value: v.clone(),
                })
                .collect();
        Ok(Response::new(pb::GetKeyValueDirResponse {
            directory_key: r.directory_key,
            kv,
        }))
    }

    async fn delete_key_value(
        &self,
        req: Request<pb::DeleteKeyValueRequest>,
    ) -> std::result::Result<Response<pb::DeleteKeyValueResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let key = normalize_key(&r.key);
        let prefix = format!("{key}/");
        let mut s = core.lock();
        s.kv.remove(&key);
        let under: Vec<String> =
            s.kv.range(prefix.clone()..)
                .take_while(|(k, _)| k.starts_with(&prefix))
                .map(|(k, _)| k.clone())
                .collect();
        for k in under {
            s.kv.remove(&k);
        }
        Ok(Response::new(pb::DeleteKeyValueResponse {}))
    }

    async fn barrier(
        &self,
        req: Request<pb::BarrierRequest>,
    ) -> std::result::Result<Response<pb::BarrierResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let rx = {
            let mut s = core.lock();
            if !s.task_ok(r.source_task_id) {
                return Err(CoordError::barrier(
                    Code::InvalidArgument,
                    format!(
                        "Unexpected task ({}) that is not in the cluster called the barrier {}",
                        r.source_task_id, r.barrier_id
                    ),
                    &r.barrier_id,
                    r.counter,
                )
                .into());
            }
            if r.barrier_id == REGISTER_BARRIER || r.barrier_id == SHUTDOWN_BARRIER {
                return Err(CoordError::barrier(
                    Code::InvalidArgument,
                    format!("Barrier id {} is reserved by the service.", r.barrier_id),
                    &r.barrier_id,
                    r.counter,
                )
                .into());
            }
            let (tx, rx) = oneshot::channel();
            let timeout = Duration::from_millis(r.barrier_timeout_in_ms.max(0) as u64);
            s.barrier(
                &r.barrier_id,
                r.counter,
                timeout,
                r.source_task_id,
                &r.task_ids,
                tx,
                0,
            );
            rx
        };
        match rx.await {
            Ok((None, counter)) => Ok(Response::new(pb::BarrierResponse { counter })),
            Ok((Some(e), _)) => Err(e.into()),
            Err(_) => Err(cancelled("Barrier")),
        }
    }

    async fn cancel_barrier(
        &self,
        req: Request<pb::CancelBarrierRequest>,
    ) -> std::result::Result<Response<pb::CancelBarrierResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let id = r.barrier_id;
        let mut s = core.lock();
        let b = s.barriers.entry(id.clone()).or_default();
        if !b.initialized {
            // Cancelled before anyone waited: the instance exists and is cancelled.
            b.initialized = true;
            b.counter = r.counter;
        }
        if b.counter != r.counter {
            return Err(CoordError::barrier(
                Code::FailedPrecondition,
                format!(
                    "Barrier ({id}:{}) is cancelled by task, but the service thinks it is the \
                     {}-th instance.",
                    r.counter, b.counter
                ),
                &id,
                b.counter,
            )
            .into());
        }
        if b.passed {
            return Err(CoordError::barrier(
                Code::FailedPrecondition,
                format!(
                    "Barrier ({id}:{}) has already been passed with status code: {}",
                    r.counter,
                    b.result.as_ref().map_or(0, |e| e.code as i32)
                ),
                &id,
                b.counter,
            )
            .into());
        }
        let counter = b.counter;
        let e = CoordError::barrier(
            Code::Cancelled,
            format!(
                "Barrier ({id}:{counter}) is cancelled by task: {}",
                r.source_task_id
            ),
            &id,
            counter,
        );
        s.pass_barrier(&id, Some(e));
        Ok(Response::new(pb::CancelBarrierResponse {}))
    }

    async fn get_alive_tasks(
        &self,
        req: Request<pb::GetAliveTasksRequest>,
    ) -> std::result::Result<Response<pb::GetAliveTasksResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let set: BTreeSet<i32> = r.task_ids.iter().copied().collect();
        if !set.contains(&r.requesting_task_id) {
            return Err(Status::invalid_argument(format!(
                "Requesting task {} is not one of the tasks specified in a GetAliveTasks request.",
                r.requesting_task_id
            )));
        }
        let rx = {
            let mut s = core.lock();
            let (tx, rx) = oneshot::channel();
            let i = match s.alive_waits.iter().position(|w| w.tasks == set) {
                Some(i) => i,
                None => {
                    s.alive_waits.push(AliveWait {
                        tasks: set,
                        in_barrier: BTreeSet::new(),
                        dones: Vec::new(),
                    });
                    s.alive_waits.len() - 1
                }
            };
            s.alive_waits[i].in_barrier.insert(r.requesting_task_id);
            s.alive_waits[i].dones.push(tx);
            s.refresh_aliveness();
            rx
        };
        match rx.await {
            Ok((alive_task_ids, incarnations)) => Ok(Response::new(pb::GetAliveTasksResponse {
                alive_task_ids,
                incarnations,
            })),
            Err(_) => Err(cancelled("GetAliveTasks")),
        }
    }

    async fn poll_for_error(
        &self,
        req: Request<pb::PollForErrorRequest>,
    ) -> std::result::Result<Response<pb::PollForErrorResponse>, Status> {
        let r = req.into_inner();
        let core = &self.0;
        core.check_incarnation(&r.incarnations)?;
        let task = r.source_task_id;
        let rx = {
            let mut s = core.lock();
            if s.stopped {
                return Err(CoordError::new(
                    Code::Internal,
                    "PollForError requested after coordination service has shut down.",
                )
                .into());
            }
            s.polling_started = true;
            if !s.task_ok(task) {
                return Err(CoordError::new(
                    Code::InvalidArgument,
                    format!(
                        "Unexpected task ({task}) that is not in the cluster polling for errors."
                    ),
                )
                .into());
            }
            let t = &s.tasks[task as usize];
            if t.state == pb::TaskState::Disconnected && Instant::now() > t.grace_until {
                return Err(CoordError::new(
                    Code::FailedPrecondition,
                    format!("Task ({task}) that has not been registered or has disconnected polling for errors."),
                )
                .into());
            }
            if t.state == pb::TaskState::Error {
                return Err(CoordError::new(
                    Code::FailedPrecondition,
                    format!(
                        "Task ({task}) that is already in error state polling for errors. Current error: {}",
                        t.error.as_ref().map(|e| e.to_string()).unwrap_or_default()
                    ),
                )
                .into());
            }
            if let Some(e) = &s.polled_error {
                return Err(e.clone().into());
            }
            let (tx, rx) = oneshot::channel();
            if let Some(old) = s.pollers.insert(task, tx) {
                let _ = old.send(CoordError::new(
                    Code::Cancelled,
                    "Cancelled error polling because: new request from the same task",
                ));
            }
            rx
        };
        match rx.await {
            Ok(e) => Err(e.into()),
            Err(_) => Err(cancelled("PollForError")),
        }
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
        if opts.recoverable {
            return Err(Error::new(
                ErrorKind::Unsupported,
                "recoverable tasks (restart and rejoin) are not supported by webxla's \
                 coordination service",
            ));
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

#[cfg(test)]
mod tests {
    use super::normalize_key;

    #[test]
    fn keys_are_normalized() {
        assert_eq!(normalize_key("/a//b/"), "a/b");
        assert_eq!(normalize_key("a"), "a");
        assert_eq!(normalize_key("//"), "");
    }

    #[test]
    fn durations_print() {
        let d = std::time::Duration::from_millis(1500);
        assert_eq!(crate::service_duration_text(d), "1.500s");
    }
}
