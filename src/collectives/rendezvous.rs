//! The meeting point of one execution's participants. The k-th collective a participant
//! reaches meets the k-th collective of every other participant (SPMD programs reach the same
//! collectives in the same order); each hands in its operands and gets everyone's back.
//!
//! Nothing hangs: a participant that finishes or fails without reaching a collective the
//! others wait in makes them fail at once (`leave`), two participants reaching different
//! collectives as their k-th fail both, and natively a wait longer than the timeout fails
//! with `DEADLINE_EXCEEDED`. In wasm, waiting is a future woken by the last arrival (the
//! participants are futures polled together on the browser's event loop).

use crate::error::{Error, ErrorKind, Result};
use crate::ir::Literal;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Poll, Waker};
use std::time::Duration;

/// One participant's operands of one collective.
pub type Contribution = Arc<Vec<Arc<Literal>>>;

/// What became of a participant that left the execution.
#[derive(Clone, Debug)]
enum Departure {
    Finished,
    Failed(Error),
}

struct Slot {
    /// What the first arrival said this collective is (op and instruction name).
    what: String,
    data: Vec<Option<Contribution>>,
    arrived: usize,
    /// Participants done with the slot; it goes when all are.
    finished: usize,
    failure: Option<Error>,
    wakers: Vec<Waker>,
    /// Results computed once for a whole group (keyed by the group's first member).
    shared: Vec<(usize, Contribution)>,
}

/// A participant's view of one collective after everyone arrived.
pub struct Exchanged<'r> {
    rendezvous: &'r Rendezvous,
    seq: u64,
    /// Every participant's operands, in participant order.
    pub all: Vec<Contribution>,
}

impl Exchanged<'_> {
    /// The result for group `key` (any id that names the group, e.g. its first member):
    /// computed by the first member to ask, shared by the rest, so a group's reduction is
    /// done once rather than by every member.
    pub fn shared(
        &self,
        key: usize,
        compute: impl FnOnce(&[Contribution]) -> Result<Vec<Arc<Literal>>>,
    ) -> Result<Contribution> {
        let mut st = self.rendezvous.lock();
        let slot = st
            .slots
            .get_mut(&self.seq)
            .ok_or_else(|| Error::internal("a collective's slot disappeared"))?;
        if let Some((_, r)) = slot.shared.iter().find(|(k, _)| *k == key) {
            return Ok(r.clone());
        }
        let r = Arc::new(compute(&self.all)?);
        slot.shared.push((key, r.clone()));
        Ok(r)
    }
}

impl Drop for Exchanged<'_> {
    fn drop(&mut self) {
        let mut st = self.rendezvous.lock();
        let n = self.rendezvous.participants;
        if let Some(slot) = st.slots.get_mut(&self.seq) {
            slot.finished += 1;
            if slot.finished == n {
                st.slots.remove(&self.seq);
            }
        }
    }
}

struct State {
    /// Per participant: the sequence number of its next collective.
    next: Vec<u64>,
    slots: BTreeMap<u64, Slot>,
    gone: Vec<Option<Departure>>,
}

/// The shared state of one execution's collectives.
pub struct Rendezvous {
    participants: usize,
    /// The participants in other processes and how to reach them (natively, multi-process
    /// clients only).
    #[cfg(not(target_arch = "wasm32"))]
    link: Option<(Arc<super::remote::ProcessLink>, crate::stop::StopToken)>,
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    timeout: Duration,
    state: Mutex<State>,
    #[cfg(not(target_arch = "wasm32"))]
    changed: std::sync::Condvar,
}

impl std::fmt::Debug for Rendezvous {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Rendezvous({} participants)", self.participants)
    }
}

impl Rendezvous {
    /// `timeout` bounds each wait natively (wasm waits have no timer).
    pub fn new(participants: usize, timeout: Duration) -> Rendezvous {
        Rendezvous {
            participants,
            timeout,
            state: Mutex::new(State {
                next: vec![0; participants],
                slots: BTreeMap::new(),
                gone: vec![None; participants],
            }),
            #[cfg(not(target_arch = "wasm32"))]
            changed: std::sync::Condvar::new(),
            #[cfg(not(target_arch = "wasm32"))]
            link: None,
        }
    }

    /// A rendezvous of an execution some of whose participants run in other processes
    /// (`link` says which run here); `stop` is the execution's.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn spanning_processes(
        participants: usize,
        timeout: Duration,
        link: Arc<super::remote::ProcessLink>,
        stop: crate::stop::StopToken,
    ) -> Rendezvous {
        Rendezvous {
            link: Some((link, stop)),
            ..Rendezvous::new(participants, timeout)
        }
    }

    pub fn participants(&self) -> usize {
        self.participants
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn notify(&self, wakers: Vec<Waker>) {
        #[cfg(not(target_arch = "wasm32"))]
        self.changed.notify_all();
        wakers.into_iter().for_each(Waker::wake);
    }

    /// Hands in `me`'s operands of its next collective, described by `what` (the same text on
    /// every participant, e.g. `all-reduce 'psum.3'`), and returns every participant's
    /// operands in participant order.
    pub async fn exchange(
        &self,
        me: usize,
        what: &str,
        data: Vec<Arc<Literal>>,
    ) -> Result<Exchanged<'_>> {
        let seq = self.arrive(me, what, data)?;
        #[cfg(not(target_arch = "wasm32"))]
        let all = self.wait_blocking(seq)?;
        #[cfg(target_arch = "wasm32")]
        let all = std::future::poll_fn(|cx| {
            let mut st = self.lock();
            let r = Self::poll_slot(&mut st, self.participants, seq);
            if r.is_pending() {
                if let Some(slot) = st.slots.get_mut(&seq) {
                    slot.wakers.push(cx.waker().clone());
                }
            }
            r
        })
        .await?;
        Ok(Exchanged {
            rendezvous: self,
            seq,
            all,
        })
    }

    fn arrive(&self, me: usize, what: &str, data: Vec<Arc<Literal>>) -> Result<u64> {
        if me >= self.participants {
            return Err(Error::internal(format!(
                "participant {me} of an execution with {}",
                self.participants
            )));
        }
        let mut st = self.lock();
        let seq = st.next[me];
        st.next[me] += 1;
        let n = self.participants;
        let slot = st.slots.entry(seq).or_insert_with(|| Slot {
            what: what.to_string(),
            data: vec![None; n],
            arrived: 0,
            finished: 0,
            failure: None,
            wakers: Vec::new(),
            shared: Vec::new(),
        });
        if slot.what != what && slot.failure.is_none() {
            slot.failure = Some(Error::invalid_program(format!(
                "the devices of one execution reached different collectives as their \
                 collective #{}: {} and {what} (their programs took different paths)",
                seq + 1,
                slot.what
            )));
        }
        slot.data[me] = Some(Arc::new(data));
        slot.arrived += 1;
        #[cfg(not(target_arch = "wasm32"))]
        if let Some((link, stop)) = &self.link {
            if slot.arrived == link.local_count() && slot.failure.is_none() {
                // The last local arrival speaks for the process; the others wait as usual.
                let mine = slot.data.clone();
                let what = slot.what.clone();
                drop(st);
                let deadline = std::time::Instant::now() + self.timeout;
                let got = link.exchange(seq, &what, &mine, deadline, stop);
                let mut st = self.lock();
                if let Some(slot) = st.slots.get_mut(&seq) {
                    match got {
                        Ok(all) => {
                            slot.data = all.into_iter().map(Some).collect();
                            slot.arrived = n;
                        }
                        Err(e) => slot.failure = Some(e),
                    }
                    let wakers = std::mem::take(&mut slot.wakers);
                    drop(st);
                    self.notify(wakers);
                }
                return Ok(seq);
            }
        }
        let wakers = if slot.arrived == n || slot.failure.is_some() {
            std::mem::take(&mut slot.wakers)
        } else {
            Vec::new()
        };
        drop(st);
        self.notify(wakers);
        Ok(seq)
    }

    /// Ready when everyone arrived, or when the collective cannot complete any more.
    fn poll_slot(st: &mut State, n: usize, seq: u64) -> Poll<Result<Vec<Contribution>>> {
        let Some(slot) = st.slots.get_mut(&seq) else {
            return Poll::Ready(Err(Error::internal("a collective's slot disappeared")));
        };
        if let Some(e) = &slot.failure {
            return Poll::Ready(Err(e.clone()));
        }
        if slot.arrived == n {
            return Poll::Ready(Ok(slot.data.iter().flatten().cloned().collect()));
        }
        // Someone who has not arrived has left: it never will.
        for (p, gone) in st.gone.iter().enumerate() {
            let Some(departure) = gone else { continue };
            if slot.data[p].is_some() {
                continue;
            }
            let e = match departure {
                Departure::Failed(e) => Error::new(
                    ErrorKind::Aborted,
                    format!(
                        "{} waited for device {p} of the execution, which failed first: {e}",
                        slot.what
                    ),
                ),
                Departure::Finished => Error::invalid_program(format!(
                    "{} waited for device {p} of the execution, which finished without \
                     reaching it (the devices' programs took different paths)",
                    slot.what
                )),
            };
            slot.failure = Some(e.clone());
            return Poll::Ready(Err(e));
        }
        Poll::Pending
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn wait_blocking(&self, seq: u64) -> Result<Vec<Contribution>> {
        let deadline = std::time::Instant::now() + self.timeout;
        let mut st = self.lock();
        loop {
            if let Poll::Ready(r) = Self::poll_slot(&mut st, self.participants, seq) {
                return r;
            }
            let now = std::time::Instant::now();
            if now >= deadline {
                let missing: Vec<usize> = st
                    .slots
                    .get(&seq)
                    .map(|s| {
                        s.data
                            .iter()
                            .enumerate()
                            .filter(|(_, d)| d.is_none())
                            .map(|(p, _)| p)
                            .collect()
                    })
                    .unwrap_or_default();
                let what = st.slots.get(&seq).map_or("a collective", |s| &s.what);
                let e = Error::new(
                    ErrorKind::DeadlineExceeded,
                    format!(
                        "{what} waited {:.1} s for device(s) {missing:?} of the execution, which \
                         never reached it",
                        self.timeout.as_secs_f64()
                    ),
                );
                if let Some(slot) = st.slots.get_mut(&seq) {
                    slot.failure = Some(e.clone());
                }
                drop(st);
                self.notify(Vec::new());
                return Err(e);
            }
            st = self
                .changed
                .wait_timeout(st, deadline - now)
                .map(|(g, _)| g)
                .unwrap_or_else(|e| e.into_inner().0);
        }
    }

    /// Records that `me` is done with the execution (its outcome decides the error others
    /// waiting for it get) and wakes every waiter.
    pub fn leave(&self, me: usize, outcome: std::result::Result<(), &Error>) {
        let mut st = self.lock();
        if let Some(g) = st.gone.get_mut(me) {
            *g = Some(match outcome {
                Ok(()) => Departure::Finished,
                Err(e) => Departure::Failed(e.clone()),
            });
        }
        let wakers: Vec<Waker> = st
            .slots
            .values_mut()
            .flat_map(|s| std::mem::take(&mut s.wakers))
            .collect();
        drop(st);
        self.notify(wakers);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::ir::ElementType;

    fn lit(v: f32) -> Arc<Literal> {
        Arc::new(Literal::scalar(ElementType::F32, v).unwrap())
    }

    fn value(c: &Contribution) -> f32 {
        c[0].as_slice::<f32>().unwrap()[0]
    }

    #[test]
    fn everyone_gets_everyones_operands_in_order() {
        let r = Arc::new(Rendezvous::new(4, Duration::from_secs(10)));
        let handles: Vec<_> = (0..4)
            .map(|p| {
                let r = r.clone();
                std::thread::spawn(move || {
                    let mut seen = Vec::new();
                    for round in 0..3 {
                        let got = pollster::block_on(r.exchange(
                            p,
                            "all-reduce 'x'",
                            vec![lit((p * 10 + round) as f32)],
                        ))
                        .unwrap();
                        seen.push(got.all.iter().map(value).collect::<Vec<_>>());
                        // One member computes the group's result; all get the same one.
                        let sum = got
                            .shared(0, |all| Ok(vec![lit(all.iter().map(value).sum::<f32>())]))
                            .unwrap();
                        assert_eq!(value(&sum), (60 + 4 * round) as f32);
                    }
                    r.leave(p, Ok(()));
                    seen
                })
            })
            .collect();
        for h in handles {
            let seen = h.join().unwrap();
            assert_eq!(seen[0], [0.0, 10.0, 20.0, 30.0]);
            assert_eq!(seen[2], [2.0, 12.0, 22.0, 32.0]);
        }
    }

    #[test]
    fn a_participant_that_leaves_fails_the_waiters() {
        let r = Arc::new(Rendezvous::new(2, Duration::from_secs(30)));
        let r2 = r.clone();
        let waiter = std::thread::spawn(move || {
            pollster::block_on(r2.exchange(0, "psum", vec![lit(1.0)])).map(|_| ())
        });
        std::thread::sleep(Duration::from_millis(20));
        r.leave(1, Err(&Error::invalid_argument("bad input")));
        let e = waiter.join().unwrap().unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Aborted);
        assert!(e.message.contains("device 1"), "{e}");
        assert!(e.message.contains("bad input"), "{e}");
    }

    #[test]
    fn different_collectives_are_a_typed_error() {
        let r = Arc::new(Rendezvous::new(2, Duration::from_secs(30)));
        let r2 = r.clone();
        let a = std::thread::spawn(move || {
            pollster::block_on(r2.exchange(0, "psum", vec![])).map(|_| ())
        });
        let b = pollster::block_on(r.exchange(1, "all-gather", vec![])).map(|_| ());
        assert_eq!(b.unwrap_err().kind(), ErrorKind::InvalidProgram);
        assert_eq!(
            a.join().unwrap().unwrap_err().kind(),
            ErrorKind::InvalidProgram
        );
    }

    #[test]
    fn waiting_past_the_timeout_is_deadline_exceeded() {
        let r = Rendezvous::new(2, Duration::from_millis(50));
        let e = pollster::block_on(r.exchange(0, "psum", vec![lit(0.0)]))
            .map(|_| ())
            .unwrap_err();
        assert_eq!(e.kind(), ErrorKind::DeadlineExceeded);
        assert!(e.message.contains("[1]"), "{e}");
    }
}
