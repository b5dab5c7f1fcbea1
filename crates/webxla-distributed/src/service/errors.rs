//! Error propagation and cluster state: `PollForError` (the first cluster error, sent to
//! every polling task), `WatchTasks` (task states with a version), and what happens to an
//! error nobody polls for (every task is put in error).
//!
//! What this module must not do: detect errors; it only carries those found elsewhere.

use super::{cancelled, Core, Rpc, State};
use crate::proto::coordination as pb;
use crate::proto::CoordError;
use std::time::Instant;
use tokio::sync::oneshot;
use tonic::{Code, Response};

impl State {
    pub(super) fn task_info(&self) -> Vec<pb::TaskInfo> {
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

    pub(super) fn cluster_updated(&mut self) {
        self.version += 1;
        let info = self.task_info();
        for w in self.watchers.drain(..) {
            let _ = w.send((info.clone(), self.version));
        }
    }

    pub(super) fn propagate_error(&mut self, error: &CoordError) {
        if self.recoverable {
            // Every task may restart and rejoin: an error stays with the task it belongs to.
            return;
        }
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
}

impl Core {
    pub(super) async fn watch_tasks(
        &self,
        r: pb::WatchTasksRequest,
    ) -> Rpc<pb::WatchTasksResponse> {
        let core = self;
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

    pub(super) async fn poll_for_error(
        &self,
        r: pb::PollForErrorRequest,
    ) -> Rpc<pb::PollForErrorResponse> {
        let core = self;
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
