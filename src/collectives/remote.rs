//! The participants of an execution that live in other processes: when every local
//! participant has handed in its operands of a collective, the last of them exchanges the
//! process's operands with every other process through the client's cross-process
//! `Collectives` (MPI), and the rendezvous goes on as if all participants were local. Every
//! participant then sees every operand in participant order, so a reduction is computed in
//! the same order — with the same bits — as in one process.
//!
//! The bytes on the wire carry the execution's number, the collective's position and its
//! description: two processes that reached different collectives (or launched executions in
//! different orders) fail with a typed error naming both, never exchange the wrong data.
//!
//! What this module must not do: compute values, or know which engine carries the bytes.

use super::rendezvous::Contribution;
use crate::distributed::{Collectives, KeyValueStore};
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal};
use std::sync::Arc;
use std::time::Instant;

const MAGIC: &[u8; 4] = b"WXC1";

/// How one execution reaches the other processes.
pub struct ProcessLink {
    /// `None` when the client was made without cross-process collectives: a collective that
    /// spans processes then fails, saying so.
    pub collectives: Option<Arc<dyn Collectives>>,
    pub store: Arc<dyn KeyValueStore>,
    /// The execution's number among this client's multi-process executions: the same on every
    /// process when all launch the same executions in the same order, as multi-controller JAX
    /// programs do.
    pub execution: u64,
    /// The process (rank) of each participant.
    owner: Vec<usize>,
    /// This process's rank.
    process: usize,
    /// The processes taking part, ascending.
    peers: Vec<usize>,
}

impl std::fmt::Debug for ProcessLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ProcessLink(execution {})", self.execution)
    }
}

impl ProcessLink {
    /// The link of an execution whose participant `p` runs in process `owner[p]`, seen from
    /// process `process`; its `execution` number is the caller's to set.
    pub fn new(
        collectives: Option<Arc<dyn Collectives>>,
        store: Arc<dyn KeyValueStore>,
        owner: Vec<usize>,
        process: usize,
    ) -> ProcessLink {
        let mut peers = owner.clone();
        peers.sort_unstable();
        peers.dedup();
        ProcessLink {
            collectives,
            store,
            execution: 0,
            owner,
            process,
            peers,
        }
    }

    /// The processes taking part, ascending.
    pub fn peers(&self) -> &[usize] {
        &self.peers
    }

    pub fn local_count(&self) -> usize {
        self.owner.iter().filter(|&&o| o == self.process).count()
    }

    /// Sends this process's operands of collective `seq` and returns every participant's,
    /// in participant order. `mine[p]` is set for the local participants.
    pub fn exchange(
        &self,
        seq: u64,
        what: &str,
        mine: &[Option<Contribution>],
        deadline: Instant,
        stop: &crate::stop::StopToken,
    ) -> Result<Vec<Contribution>> {
        let Some(collectives) = &self.collectives else {
            return Err(Error::failed_precondition(format!(
                "{what} spans devices of several processes, and the client was made without \
                 cross-process collectives (make it with collectives, e.g. MPI)"
            )));
        };
        let body = encode(self.execution, seq, what, mine);
        let abandon = || -> Option<Error> {
            self.store
                .failure()
                .or_else(|| stop.check(|| what.to_string()).err())
        };
        let peers = &self.peers;
        let all = collectives
            .exchange_bytes(peers, body, deadline, &abandon)
            .map_err(|e| Error::new(e.kind(), format!("{what} across processes: {}", e.message)))?;
        let mut out: Vec<Option<Contribution>> = mine.to_vec();
        for (&rank, bytes) in peers.iter().zip(&all) {
            if rank == self.process {
                continue;
            }
            let theirs = decode(bytes).map_err(|e| {
                Error::internal(format!(
                    "process {rank} sent operands of {what} that webxla cannot read: {e}"
                ))
            })?;
            if theirs.execution != self.execution || theirs.seq != seq || theirs.what != what {
                return Err(Error::invalid_program(format!(
                    "process {rank} reached {} (collective #{} of its execution #{}) where this \
                     process reached {what} (collective #{} of execution #{}): the processes \
                     ran different programs or launched them in different orders",
                    theirs.what,
                    theirs.seq + 1,
                    theirs.execution,
                    seq + 1,
                    self.execution
                )));
            }
            for (p, c) in theirs.entries {
                match out.get_mut(p) {
                    Some(slot @ None) if self.owner[p] == rank => *slot = Some(c),
                    _ => {
                        return Err(Error::internal(format!(
                            "process {rank} sent operands for participant {p} of {what}, which \
                             is not one of its participants"
                        )))
                    }
                }
            }
        }
        out.into_iter()
            .enumerate()
            .map(|(p, c)| {
                c.ok_or_else(|| {
                    Error::invalid_program(format!(
                        "no process sent the operands of participant {p} of {what}"
                    ))
                })
            })
            .collect()
    }
}

struct Decoded {
    execution: u64,
    seq: u64,
    what: String,
    entries: Vec<(usize, Contribution)>,
}

fn encode(execution: u64, seq: u64, what: &str, mine: &[Option<Contribution>]) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&execution.to_le_bytes());
    out.extend_from_slice(&seq.to_le_bytes());
    put_bytes(&mut out, what.as_bytes());
    let entries: Vec<(usize, &Contribution)> = mine
        .iter()
        .enumerate()
        .filter_map(|(p, c)| c.as_ref().map(|c| (p, c)))
        .collect();
    out.extend_from_slice(&(entries.len() as u64).to_le_bytes());
    for (p, c) in entries {
        out.extend_from_slice(&(p as u64).to_le_bytes());
        out.extend_from_slice(&(c.len() as u64).to_le_bytes());
        for lit in c.iter() {
            put_bytes(&mut out, lit.ty().hlo_name().as_bytes());
            out.extend_from_slice(&(lit.dims().len() as u64).to_le_bytes());
            for &d in lit.dims() {
                out.extend_from_slice(&(d as u64).to_le_bytes());
            }
            put_bytes(&mut out, lit.bytes());
        }
    }
    out
}

fn put_bytes(out: &mut Vec<u8>, b: &[u8]) {
    out.extend_from_slice(&(b.len() as u64).to_le_bytes());
    out.extend_from_slice(b);
}

/// A bounds-checked reader over a received message.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> std::result::Result<&'a [u8], String> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or_else(|| {
                format!(
                    "truncated at byte {} (wanted {n} more of {})",
                    self.at,
                    self.bytes.len()
                )
            })?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    fn u64(&mut self) -> std::result::Result<u64, String> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes(b.try_into().expect("8 bytes")))
    }

    fn len(&mut self) -> std::result::Result<usize, String> {
        let v = self.u64()?;
        usize::try_from(v)
            .ok()
            .filter(|&v| v <= self.bytes.len())
            .ok_or_else(|| format!("a length of {v} at byte {} is past the message", self.at))
    }

    fn bytes(&mut self) -> std::result::Result<&'a [u8], String> {
        let n = self.len()?;
        self.take(n)
    }
}

fn decode(bytes: &[u8]) -> std::result::Result<Decoded, String> {
    let mut r = Reader { bytes, at: 0 };
    if r.take(4)? != MAGIC {
        return Err("not a webxla collective message".into());
    }
    let execution = r.u64()?;
    let seq = r.u64()?;
    let what = String::from_utf8(r.bytes()?.to_vec()).map_err(|e| e.to_string())?;
    let n = r.len()?;
    let mut entries = Vec::new();
    for _ in 0..n {
        let p = r.len()?;
        let count = r.len()?;
        let mut lits = Vec::new();
        for _ in 0..count {
            let name = std::str::from_utf8(r.bytes()?).map_err(|e| e.to_string())?;
            let ty = ElementType::from_hlo_name(name)
                .ok_or_else(|| format!("unknown element type {name:?}"))?;
            let rank = r.len()?;
            let dims = (0..rank)
                .map(|_| r.len())
                .collect::<std::result::Result<_, _>>()?;
            let data = r.bytes()?;
            let lit =
                Literal::from_bytes(ArrayShape::new(ty, dims), data).map_err(|e| e.to_string())?;
            lits.push(Arc::new(lit));
        }
        entries.push((p, Arc::new(lits)));
    }
    if r.at != bytes.len() {
        return Err(format!("{} bytes left over", bytes.len() - r.at));
    }
    Ok(Decoded {
        execution,
        seq,
        what,
        entries,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_and_truncation_is_an_error() {
        let a = Arc::new(Literal::scalar(ElementType::F32, 1.5f32).unwrap());
        let b = Arc::new(
            Literal::from_bytes(ArrayShape::new(ElementType::S8, vec![2, 2]), &[1, 2, 3, 4])
                .unwrap(),
        );
        let mine = vec![None, Some(Arc::new(vec![a, b])), None];
        let body = encode(7, 3, "all-reduce 'x'", &mine);
        let d = decode(&body).unwrap();
        assert_eq!(
            (d.execution, d.seq, d.what.as_str()),
            (7, 3, "all-reduce 'x'")
        );
        assert_eq!(d.entries.len(), 1);
        assert_eq!(d.entries[0].0, 1);
        assert_eq!(d.entries[0].1[1].bytes(), &[1, 2, 3, 4]);
        for cut in 0..body.len() {
            assert!(decode(&body[..cut]).is_err(), "cut at {cut}");
        }
    }
}
