//! The task registry: registration (the cluster register barrier), heartbeats and their
//! timeout, shutdown and disconnection, and putting a task in error.
//!
//! What this module must not do: decide how an error reaches the other tasks (that is
//! [`super::errors`]), or how a task leaves its barriers (that is [`super::barriers`]).

use super::{cancelled, Core, Rpc, State, REGISTER_BARRIER, SHUTDOWN_BARRIER};
use crate::proto::coordination as pb;
use crate::proto::{CoordError, COORDINATION_ERROR_KEY};
use std::time::{Duration, Instant};
use tokio::sync::oneshot;
use tonic::{Code, Response};

impl State {
    pub(super) fn connect(&mut self, task: i32, incarnation: u64) {
        let t = &mut self.tasks[task as usize];
        t.state = pb::TaskState::Connected;
        t.error = None;
        t.incarnation = incarnation;
        t.last_heartbeat = Instant::now();
    }

    pub(super) fn set_task_error(&mut self, task: i32, error: &CoordError) {
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

    pub(super) fn set_all_tasks_error(&mut self, error: &CoordError) {
        for t in 0..self.tasks.len() as i32 {
            self.set_task_error(t, error);
        }
    }

    pub(super) fn disconnect(&mut self, task: i32) -> std::result::Result<(), CoordError> {
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

    pub(super) fn check_heartbeats(&mut self, heartbeat_timeout: Duration) {
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
    }
}

impl Core {
    pub(super) async fn register_task(
        &self,
        r: pb::RegisterTaskRequest,
    ) -> Rpc<pb::RegisterTaskResponse> {
        let core = self;
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
            // A recoverable task that stopped heartbeating (UNAVAILABLE) may register again,
            // as a task that never registered.
            let rejoins = s.recoverable
                && t.state == pb::TaskState::Error
                && t.error.as_ref().is_some_and(|e| {
                    e.code == Code::Unavailable
                        && e.payloads.iter().any(|(k, _)| k == COORDINATION_ERROR_KEY)
                });
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
                pb::TaskState::Error if rejoins => {
                    s.tasks[task as usize].incarnation = r.incarnation;
                    let (tx, rx) = oneshot::channel();
                    let timeout = core.opts.cluster_register_timeout;
                    s.barrier(REGISTER_BARRIER, 0, timeout, task, &[], tx, r.incarnation);
                    s.cluster_updated();
                    rx
                }
                pb::TaskState::Connected if t.incarnation == r.incarnation || s.recoverable => {
                    // A retried registration: refresh and answer. A recoverable task that
                    // restarted before its heartbeats timed out: connect its new incarnation
                    // and take the old one out of the barriers it waited at.
                    let restarted = t.incarnation != r.incarnation;
                    s.connect(task, r.incarnation);
                    if restarted {
                        s.leave_ongoing_barriers(task, "recoverable task silently connected again");
                    }
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

    pub(super) async fn heartbeat(&self, r: pb::HeartbeatRequest) -> Rpc<pb::HeartbeatResponse> {
        let core = self;
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
        let recoverable = s.recoverable;
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
        } else if recoverable {
            // A heartbeat of a recoverable task's old incarnation: ignored, not recorded.
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

    pub(super) async fn shutdown_task(
        &self,
        r: pb::ShutdownTaskRequest,
    ) -> Rpc<pb::ShutdownTaskResponse> {
        let core = self;
        core.check_incarnation(&r.incarnations)?;
        let task = r.source_task_id;
        // Recoverable tasks come and go: each disconnects alone, without the shutdown barrier
        // (a program that wants a synchronized end calls a barrier of its own).
        if core.opts.shutdown_timeout.is_zero() || core.opts.recoverable {
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
}
