//! Cross-process collectives for webxla over MPI: `MpiCollectives` implements
//! `webxla::distributed::Collectives` with Open MPI (through rsmpi), as jaxlib's
//! `collectives=mpi` does for XLA:CPU. Launch the processes with `mpirun`; process `r` of the
//! MPI world is node `r` of the distributed runtime.
//!
//! An exchange between a set of processes is point-to-point: each sends its bytes to every
//! other peer and receives theirs, all non-blocking, polled until done, so that a deadline, a
//! cancelled execution or a peer the coordination service declared dead ends the wait with a
//! typed error instead of a hang. MPI cannot cancel a send a dead peer will never receive:
//! after such a failure the buffers in flight are leaked on purpose (MPI may still write
//! them) and every later exchange fails at once with the first error — the run is over for
//! this process, and it says so.
//!
//! What this crate must not do: compute collective results (the client's rendezvous does, in
//! the same order as in one process) or decide which processes take part (the caller does).

use mpi::point_to_point::{Destination, MatchedReceiveVec, Source};
use mpi::request::{Request, StaticScope};
use mpi::topology::{Communicator, SimpleCommunicator};
use mpi::Threading;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use webxla::{Error, ErrorKind, Result};

/// The tag of every webxla exchange. MPI keeps messages between two processes with one tag
/// in order, and every process makes its exchanges in execution order, so the k-th message
/// from A to B belongs to their k-th exchange; the message itself says which one it is and
/// the receiver checks.
const TAG: i32 = 0x5758;

/// How long a waiting exchange sleeps between polls once it has spun for a while.
const POLL_SLEEP: Duration = Duration::from_micros(50);
const SPIN: Duration = Duration::from_micros(200);

struct Inner {
    /// Set by the first exchange that had to give up: MPI state is unknown after it.
    broken: Option<Error>,
}

/// MPI_COMM_WORLD, initialised with `MPI_THREAD_MULTIPLE` (exchanges come from the devices'
/// worker threads, one at a time).
pub struct MpiCollectives {
    _universe: mpi::environment::Universe,
    world: SimpleCommunicator,
    inner: Mutex<Inner>,
}

// SAFETY: MPI is initialised with MPI_THREAD_MULTIPLE (checked in `init`), so its handles may
// be used from any thread; `inner` also serialises every exchange.
unsafe impl Send for MpiCollectives {}
// SAFETY: as above.
unsafe impl Sync for MpiCollectives {}

impl MpiCollectives {
    /// Initialises MPI (once per process). Fails when the process was not started by an MPI
    /// launcher that allows it, or when the library lacks thread support.
    pub fn init() -> Result<MpiCollectives> {
        let (universe, threading) = mpi::initialize_with_threading(Threading::Multiple)
            .ok_or_else(|| {
                Error::new(
                    ErrorKind::FailedPrecondition,
                    "MPI is already initialised in this process",
                )
            })?;
        if threading != Threading::Multiple {
            return Err(Error::new(
                ErrorKind::Unsupported,
                format!(
                    "this MPI library offers {threading:?} thread support; webxla needs \
                     MPI_THREAD_MULTIPLE"
                ),
            ));
        }
        let world = universe.world();
        Ok(MpiCollectives {
            _universe: universe,
            world,
            inner: Mutex::new(Inner { broken: None }),
        })
    }

    /// Every process of the world waits here (for start-up and tests).
    pub fn barrier(&self) {
        mpi::collective::CommunicatorCollectives::barrier(&self.world);
    }

    /// Process 0's bytes, on every process (to hand out the coordinator's address).
    pub fn broadcast_from_root(&self, bytes: &[u8]) -> Vec<u8> {
        use mpi::collective::Root;
        let root = self.world.process_at_rank(0);
        let mut len = bytes.len() as u64;
        root.broadcast_into(&mut len);
        let mut buf = if self.world.rank() == 0 {
            bytes.to_vec()
        } else {
            vec![0u8; len as usize]
        };
        root.broadcast_into(&mut buf[..]);
        buf
    }
}

/// This process's bytes, sent to every peer at once (MPI lets several sends read one buffer),
/// owned by the sends until all completed.
struct PendingSends {
    requests: Vec<Request<'static, [u8], StaticScope>>,
    buffer: *mut [u8],
}

impl PendingSends {
    fn start(world: &SimpleCommunicator, to: &[usize], bytes: Vec<u8>) -> PendingSends {
        let buffer = Box::into_raw(bytes.into_boxed_slice());
        // SAFETY: `buffer` stays allocated until every request completed (`Drop` frees it only
        // then; requests abandoned unfinished leak it on purpose).
        let data: &'static [u8] = unsafe { &*buffer };
        let requests = to
            .iter()
            .map(|&p| {
                world
                    .process_at_rank(p as i32)
                    .immediate_send_with_tag(StaticScope, data, TAG)
            })
            .collect();
        PendingSends { requests, buffer }
    }

    /// True once every send completed.
    fn poll(&mut self) -> bool {
        let mut still = Vec::with_capacity(self.requests.len());
        for r in self.requests.drain(..) {
            if let Err(r) = r.test() {
                still.push(r);
            }
        }
        self.requests = still;
        self.requests.is_empty()
    }
}

impl Drop for PendingSends {
    fn drop(&mut self) {
        if !self.requests.is_empty() {
            // Unfinished (an exchange given up): MPI may still read the buffer, so the
            // requests and the buffer are leaked, never freed under it.
            self.requests.drain(..).for_each(std::mem::forget);
            return;
        }
        // SAFETY: made by Box::into_raw in `start`; every send completed.
        drop(unsafe { Box::from_raw(self.buffer) });
    }
}

impl webxla::distributed::Collectives for MpiCollectives {
    fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    fn size(&self) -> usize {
        self.world.size() as usize
    }

    fn exchange_bytes(
        &self,
        peers: &[usize],
        mine: Vec<u8>,
        deadline: Instant,
        abandon: &dyn Fn() -> Option<Error>,
    ) -> Result<Vec<Vec<u8>>> {
        let me = self.rank();
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(e) = &inner.broken {
            return Err(Error::new(
                e.kind(),
                format!("an earlier cross-process exchange failed, MPI is unusable: {e}"),
            ));
        }
        if !peers.contains(&me) || peers.iter().any(|&p| p >= self.size()) {
            return Err(Error::invalid_argument(format!(
                "an exchange among processes {peers:?} from process {me} of {}",
                self.size()
            )));
        }
        let others: Vec<usize> = peers.iter().copied().filter(|&p| p != me).collect();
        let mut sends = PendingSends::start(&self.world, &others, mine);
        let mut got: Vec<Option<Vec<u8>>> =
            peers.iter().map(|&p| (p == me).then(Vec::new)).collect();
        let started = Instant::now();
        loop {
            for (slot, &p) in got.iter_mut().zip(peers) {
                if slot.is_some() {
                    continue;
                }
                let from = self.world.process_at_rank(p as i32);
                if let Some(matched) = from.immediate_matched_probe_with_tag(TAG) {
                    let (bytes, _status) = matched.matched_receive_vec::<u8>();
                    *slot = Some(bytes);
                }
            }
            let sent = sends.poll();
            if sent && got.iter().all(Option::is_some) {
                return Ok(got.into_iter().flatten().collect());
            }
            let failure = abandon().or_else(|| {
                (Instant::now() >= deadline).then(|| {
                    let missing: Vec<usize> = got
                        .iter()
                        .zip(peers)
                        .filter(|(g, _)| g.is_none())
                        .map(|(_, &p)| p)
                        .collect();
                    Error::new(
                        ErrorKind::DeadlineExceeded,
                        format!(
                            "waited {:.1} s for process(es) {missing:?} (MPI ranks) of an \
                             exchange among {peers:?}",
                            started.elapsed().as_secs_f64()
                        ),
                    )
                })
            });
            if let Some(e) = failure {
                drop(sends); // leaks what MPI may still read
                inner.broken = Some(e.clone());
                return Err(e);
            }
            if started.elapsed() < SPIN {
                std::thread::yield_now();
            } else {
                std::thread::sleep(POLL_SLEEP);
            }
        }
    }
}
