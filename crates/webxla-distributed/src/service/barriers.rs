//! Barriers: instances with counters (an id can be reused), subsets of tasks, deadlines,
//! cancellation, and the two reserved barriers (cluster registration, shutdown) whose passing
//! connects or disconnects tasks.
//!
//! What this module must not do: answer a waiting caller anywhere but `pass_barrier` (or the
//! repeat of an already passed instance), so that every caller gets exactly one answer.

use super::{cancelled, BarrierDone, Core, Rpc, State, REGISTER_BARRIER, SHUTDOWN_BARRIER};
use crate::proto::coordination as pb;
use crate::proto::CoordError;
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tonic::{Code, Response};

impl State {
    /// Passes barrier `id` with `result` (None: success), answering every waiting caller.
    pub(super) fn pass_barrier(&mut self, id: &str, result: Option<CoordError>) {
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
            for (task, (done, inc)) in dones {
                self.answer_registration(task, done, inc, counter);
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

    /// Connects a task that passed the register barrier if `incarnation` is still its newest
    /// (XLA's `ConnectAfterBarrierPasses`), and answers it.
    fn answer_registration(
        &mut self,
        task: i32,
        done: BarrierDone,
        incarnation: u64,
        counter: i64,
    ) {
        if self.tasks[task as usize].incarnation == incarnation {
            self.connect(task, incarnation);
            let _ = done.send((None, counter));
        } else {
            let _ = done.send((
                Some(CoordError::new(
                    Code::AlreadyExists,
                    "Aborted connect attempt as there is a request from a newer incarnation.",
                )),
                counter,
            ));
        }
    }

    /// Takes `task` out of the barriers it takes part in that have not passed. Without
    /// recoverable tasks they fail; with them the task only stops counting as arrived and
    /// its waiting call is cancelled, so that the barrier waits for it to come back.
    pub(super) fn leave_ongoing_barriers(&mut self, task: i32, reason: &str) {
        let error = self.tasks[task as usize].error.clone();
        let ids: Vec<String> = self.tasks[task as usize]
            .ongoing_barriers
            .iter()
            .cloned()
            .collect();
        if self.recoverable {
            for id in ids {
                let Some(b) = self.barriers.get_mut(&id) else {
                    continue;
                };
                if let Some(at) = b.at_barrier.get_mut(&task) {
                    if *at {
                        *at = false;
                        b.pending += 1;
                    }
                }
                if let Some((done, _)) = b.dones.remove(&task) {
                    let e = CoordError::barrier(
                        Code::Cancelled,
                        format!(
                            "Stale barrier invocation is cancelled because: {reason}. Barrier: \
                             {id}:{}, Task: {task}",
                            b.counter
                        ),
                        &id,
                        b.counter,
                    );
                    let _ = done.send((Some(e), b.counter));
                }
            }
            return;
        }
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

    /// XLA's `BarrierAsyncLocked`. `register_incarnation` is the registering task's
    /// incarnation for the register barrier.
    pub(super) fn barrier(
        &mut self,
        id: &str,
        counter: i64,
        timeout: Duration,
        task: i32,
        participants: &[i32],
        done: BarrierDone,
        register_incarnation: u64,
    ) {
        let mut counter = counter;
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
        let mut new_instance =
            (!b.initialized && counter == 0) || (b.passed && counter == b.counter + 1);
        // A recoverable task that restarted calls a passed barrier with counter 0 again: it
        // starts the next instance.
        let restarted = self.recoverable && counter == 0;
        if restarted && b.passed && id != REGISTER_BARRIER && id != SHUTDOWN_BARRIER {
            new_instance = true;
            counter = b.counter + 1;
        }
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
                // Recoverable tasks in error may come back: the barrier waits for them.
                if !self.recoverable && ts.state == pb::TaskState::Error {
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
        // A restarted recoverable task (counter 0) joins the current instance.
        if !new_instance && counter != b.counter && !restarted {
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
            // The same instance again (a retried RPC, or a task registering after the
            // register barrier passed): the same answer.
            let (result, counter) = (b.result.clone(), b.counter);
            if let Some((d, inc)) = b.dones.remove(&task) {
                if id == REGISTER_BARRIER && result.is_none() {
                    self.answer_registration(task, d, inc, counter);
                    self.cluster_updated();
                } else {
                    let _ = d.send((result, counter));
                }
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

    pub(super) fn check_barrier_deadlines(&mut self) {
        let now = Instant::now();
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
}

impl Core {
    pub(super) async fn barrier(&self, r: pb::BarrierRequest) -> Rpc<pb::BarrierResponse> {
        let core = self;
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

    pub(super) async fn cancel_barrier(
        &self,
        r: pb::CancelBarrierRequest,
    ) -> Rpc<pb::CancelBarrierResponse> {
        let core = self;
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
}
