//! Aliveness (`GetAliveTasks`): a barrier-like wait that ends when every live task of a set
//! asked, answering the live ones with their incarnations.
//!
//! What this module must not do: change a task's state; it only reads it.

use super::{cancelled, AliveWait, Core, Rpc, State};
use crate::proto::coordination as pb;
use std::collections::BTreeSet;
use tokio::sync::oneshot;
use tonic::{Response, Status};

impl State {
    pub(super) fn alive(&self, tasks: &BTreeSet<i32>) -> Vec<i32> {
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

    pub(super) fn refresh_aliveness(&mut self) {
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
}

impl Core {
    pub(super) async fn get_alive_tasks(
        &self,
        r: pb::GetAliveTasksRequest,
    ) -> Rpc<pb::GetAliveTasksResponse> {
        let core = self;
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
}
