//! What the devices of one execution share: who takes part in each collective with whom
//! (`groups`, XLA's replica-group modes), the meeting point where they hand each other their
//! operands (`rendezvous`), and the per-device `ExecuteContext` a backend program runs with.
//!
//! It moves `Arc<Literal>` handles between participants and never computes values: what a
//! collective does with the operands it receives is the CPU backend's job (the GPU backend
//! runs collectives as host steps through the same code). Participants are devices of one
//! process (threads natively, futures of one event loop in wasm); natively, `remote` adds
//! those of other processes through the client's cross-process `Collectives`, never through
//! a network of its own.

pub mod groups;
#[cfg(not(target_arch = "wasm32"))]
pub mod remote;
pub mod rendezvous;

pub use groups::{group_mode, GroupMode, Topology};
pub use rendezvous::Rendezvous;

use std::sync::Arc;

/// Where one device's run of a program sits in its execution.
#[derive(Clone, Debug)]
pub struct ExecuteContext {
    pub topology: Topology,
    pub replica_id: usize,
    pub partition_id: usize,
    /// Shared by every participant of the execution; `None` when the execution has one.
    pub rendezvous: Option<Arc<Rendezvous>>,
    /// Cancellation and deadline of the execution, checked by the backends.
    pub stop: crate::stop::StopToken,
}

impl ExecuteContext {
    /// A program running alone: replica 0, partition 0, nobody to exchange with.
    pub fn single() -> ExecuteContext {
        ExecuteContext {
            topology: Topology::single(),
            replica_id: 0,
            partition_id: 0,
            rendezvous: None,
            stop: Default::default(),
        }
    }

    /// The context of `participant` (replica-major: `replica * num_partitions + partition`).
    pub fn participant(
        topology: Topology,
        participant: usize,
        rendezvous: Option<Arc<Rendezvous>>,
    ) -> ExecuteContext {
        ExecuteContext {
            topology,
            replica_id: participant / topology.num_partitions.max(1),
            partition_id: participant % topology.num_partitions.max(1),
            rendezvous,
            stop: Default::default(),
        }
    }

    /// This device's index among the participants.
    pub fn participant_index(&self) -> usize {
        self.topology.flat_id(self.replica_id, self.partition_id)
    }
}

impl Default for ExecuteContext {
    fn default() -> Self {
        ExecuteContext::single()
    }
}

/// Polls `fut` once and returns its output; a future that would wait is an `UNIMPLEMENTED`
/// error naming `what`. Natively a collective's wait blocks inside the poll, so this always
/// completes; in wasm it is how synchronous code (reducers, comparators) refuses to wait.
pub fn now_or_error<T>(
    fut: impl std::future::Future<Output = crate::Result<T>>,
    what: &str,
) -> crate::Result<T> {
    let mut fut = std::pin::pin!(fut);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    match fut.as_mut().poll(&mut cx) {
        std::task::Poll::Ready(r) => r,
        std::task::Poll::Pending => Err(crate::Error::unsupported_msg(format!(
            "{what} would have to wait for other devices where the program cannot wait \
             (inside a reducer or comparator)"
        ))),
    }
}

/// Polls every future until all are done, returning their outputs in order: the devices of
/// a wasm execution run this way, each waiting in a collective while the others reach it.
pub async fn join_all<T>(mut futures: Vec<crate::backend::BoxFuture<'_, T>>) -> Vec<T> {
    let mut out: Vec<Option<T>> = futures.iter().map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for (f, slot) in futures.iter_mut().zip(out.iter_mut()) {
            if slot.is_none() {
                match f.as_mut().poll(cx) {
                    std::task::Poll::Ready(v) => *slot = Some(v),
                    std::task::Poll::Pending => pending = true,
                }
            }
        }
        if pending {
            std::task::Poll::Pending
        } else {
            std::task::Poll::Ready(())
        }
    })
    .await;
    out.into_iter().flatten().collect()
}
