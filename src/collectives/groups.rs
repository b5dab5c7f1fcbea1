//! Who a collective's participant exchanges with, as XLA defines it
//! (`GetCollectiveOpGroupMode` and `GetParticipatingDevices` in collective_ops_utils):
//! `channel_id` and `use_global_device_ids` decide whether the ids in `replica_groups` are
//! replica ids, partition ids, replica ids across all partitions, or flattened ids
//! (`replica * num_partitions + partition`). Participants are numbered by flattened id.

use crate::error::{Error, Result};
use crate::ir::{CollectiveAttrs, Op};

/// XLA's CollectiveOpGroupMode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GroupMode {
    /// Groups of replica ids; each partition separately.
    CrossReplica,
    /// Groups of partition ids; each replica separately.
    CrossPartition,
    /// Groups of replica ids, each with every partition of those replicas.
    CrossReplicaAndPartition,
    /// Groups of flattened ids.
    FlattenedId,
}

/// How many replicas and partitions an execution has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Topology {
    pub num_replicas: usize,
    pub num_partitions: usize,
}

impl Topology {
    pub fn single() -> Topology {
        Topology {
            num_replicas: 1,
            num_partitions: 1,
        }
    }

    pub fn participants(&self) -> usize {
        self.num_replicas * self.num_partitions
    }

    pub fn flat_id(&self, replica: usize, partition: usize) -> usize {
        replica * self.num_partitions + partition
    }
}

/// The group mode of a collective op (`None` for other ops). All-reduce, reduce-scatter and
/// all-gather carry `use_global_device_ids`; the other collectives never do.
pub fn group_mode(op: &Op) -> Option<GroupMode> {
    let (channel, global) = match op {
        Op::AllReduce { collective, .. }
        | Op::AllGather { collective, .. }
        | Op::ReduceScatter { collective, .. } => (
            collective.channel_id.is_some(),
            Some(collective.use_global_device_ids),
        ),
        Op::AllToAll { collective, .. } | Op::CollectiveBroadcast { collective } => {
            (collective.channel_id.is_some(), None)
        }
        Op::CollectivePermute { channel_id, .. } => (channel_id.is_some(), None),
        _ => return None,
    };
    Some(match (channel, global) {
        (false, _) => GroupMode::CrossReplica,
        (true, None) => GroupMode::CrossPartition,
        (true, Some(false)) => GroupMode::CrossReplicaAndPartition,
        (true, Some(true)) => GroupMode::FlattenedId,
    })
}

/// The group (participants in group order) that participant `me` belongs to.
pub fn group_of(
    mode: GroupMode,
    attrs: &CollectiveAttrs,
    topo: Topology,
    me: usize,
) -> Result<Vec<usize>> {
    let replica = me / topo.num_partitions;
    let partition = me % topo.num_partitions;
    let find = |current: usize, total: usize, what: &str| -> Result<Vec<usize>> {
        if attrs.replica_groups.is_empty() {
            return Ok((0..total).collect());
        }
        let mut found = None;
        for g in &attrs.replica_groups {
            if g.contains(&current) {
                if found.is_some() {
                    return Err(Error::invalid_program(format!(
                        "{what} {current} appears in two replica groups"
                    )));
                }
                found = Some(g.clone());
            }
        }
        let g = found.ok_or_else(|| {
            Error::invalid_program(format!(
                "{what} {current} is in no replica group of {:?}: the groups do not cover the \
                 {total} {what}s of the execution",
                attrs.replica_groups
            ))
        })?;
        if let Some(bad) = g.iter().find(|&&id| id >= total) {
            return Err(Error::invalid_program(format!(
                "replica group {g:?} names {what} {bad}, but the execution has {total}"
            )));
        }
        Ok(g)
    };
    Ok(match mode {
        GroupMode::CrossReplica => find(replica, topo.num_replicas, "replica")?
            .into_iter()
            .map(|r| topo.flat_id(r, partition))
            .collect(),
        GroupMode::CrossPartition => find(partition, topo.num_partitions, "partition")?
            .into_iter()
            .map(|p| topo.flat_id(replica, p))
            .collect(),
        GroupMode::CrossReplicaAndPartition => find(replica, topo.num_replicas, "replica")?
            .into_iter()
            .flat_map(|r| (0..topo.num_partitions).map(move |p| topo.flat_id(r, p)))
            .collect(),
        GroupMode::FlattenedId => {
            if attrs.replica_groups.is_empty() {
                return Err(Error::invalid_program(
                    "a collective with use_global_device_ids needs explicit replica groups",
                ));
            }
            find(me, topo.participants(), "device")?
        }
    })
}

/// For collective-permute: the participant that sends to `me` (if any) and the participants
/// `me` sends to, mapping the pairs' ids (replica or partition ids) to participants.
pub fn permute_peers(
    mode: GroupMode,
    pairs: &[(usize, usize)],
    topo: Topology,
    me: usize,
) -> Result<(Option<usize>, Vec<usize>)> {
    let replica = me / topo.num_partitions;
    let partition = me % topo.num_partitions;
    let (mine, total, to_flat): (usize, usize, Box<dyn Fn(usize) -> usize>) = match mode {
        GroupMode::CrossReplica => (
            replica,
            topo.num_replicas,
            Box::new(move |r| topo.flat_id(r, partition)),
        ),
        _ => (
            partition,
            topo.num_partitions,
            Box::new(move |p| topo.flat_id(replica, p)),
        ),
    };
    if let Some(&(s, t)) = pairs.iter().find(|&&(s, t)| s >= total || t >= total) {
        return Err(Error::invalid_program(format!(
            "collective-permute pair ({s}, {t}) names an id beyond the execution's {total}"
        )));
    }
    let source = pairs.iter().find(|p| p.1 == mine).map(|p| to_flat(p.0));
    let targets = pairs
        .iter()
        .filter(|p| p.0 == mine)
        .map(|p| to_flat(p.1))
        .collect();
    Ok((source, targets))
}

/// Checks every collective of `module` against the execution's participants: each
/// participant must be in exactly one group, groups may only name existing ids, and
/// collective-permute pairs only existing ones. Run when a program is placed, so a bad group
/// is a compile-time error naming the instruction rather than a failed execution.
pub fn check_module(module: &crate::ir::Module, topo: Topology) -> Result<()> {
    for comp in &module.computations {
        for inst in &comp.instructions {
            let Some(mode) = group_mode(&inst.op) else {
                continue;
            };
            let located = |e: Error| {
                Error::invalid_program(format!(
                    "{} '{}' in '{}': {}",
                    inst.op.name(),
                    inst.name,
                    comp.name,
                    e.message
                ))
            };
            for me in 0..topo.participants() {
                match &inst.op {
                    Op::CollectivePermute {
                        source_target_pairs,
                        ..
                    } => {
                        permute_peers(mode, source_target_pairs, topo, me).map_err(located)?;
                    }
                    Op::AllReduce { collective, .. }
                    | Op::AllGather { collective, .. }
                    | Op::ReduceScatter { collective, .. }
                    | Op::AllToAll { collective, .. }
                    | Op::CollectiveBroadcast { collective } => {
                        group_of(mode, collective, topo, me).map_err(located)?;
                    }
                    _ => {}
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs(groups: &[&[usize]], channel: bool, global: bool) -> CollectiveAttrs {
        CollectiveAttrs {
            replica_groups: groups.iter().map(|g| g.to_vec()).collect(),
            channel_id: channel.then_some(1),
            use_global_device_ids: global,
        }
    }

    #[test]
    fn modes_follow_xla() {
        let all_reduce = |c, g| Op::AllReduce {
            computation: crate::ir::CompId(0),
            collective: attrs(&[], c, g),
        };
        assert_eq!(
            group_mode(&all_reduce(false, false)),
            Some(GroupMode::CrossReplica)
        );
        assert_eq!(
            group_mode(&all_reduce(true, false)),
            Some(GroupMode::CrossReplicaAndPartition)
        );
        assert_eq!(
            group_mode(&all_reduce(true, true)),
            Some(GroupMode::FlattenedId)
        );
        let a2a = Op::AllToAll {
            dimensions: None,
            collective: attrs(&[], true, false),
        };
        assert_eq!(group_mode(&a2a), Some(GroupMode::CrossPartition));
    }

    #[test]
    fn groups_as_xla_documents_them() {
        // 3 replicas x 2 partitions, replica_groups={{0},{1,2}}, cross-replica:
        // participants of replica 1 partition 1 (flat 3) are replicas 1, 2 of partition 1.
        let topo = Topology {
            num_replicas: 3,
            num_partitions: 2,
        };
        let a = attrs(&[&[0], &[1, 2]], false, false);
        assert_eq!(
            group_of(GroupMode::CrossReplica, &a, topo, 3).unwrap(),
            [3, 5]
        );
        assert_eq!(
            group_of(GroupMode::CrossReplicaAndPartition, &a, topo, 3).unwrap(),
            [2, 3, 4, 5]
        );
        let flat = attrs(&[&[0, 2, 4], &[1, 3, 5]], true, true);
        assert_eq!(
            group_of(GroupMode::FlattenedId, &flat, topo, 3).unwrap(),
            [1, 3, 5]
        );
        let empty = attrs(&[], true, false);
        assert_eq!(
            group_of(GroupMode::CrossPartition, &empty, topo, 4).unwrap(),
            [4, 5]
        );
        let uncovered = attrs(&[&[0, 1]], false, false);
        assert!(group_of(GroupMode::CrossReplica, &uncovered, topo, 5).is_err());
    }

    #[test]
    fn permute_maps_pairs() {
        let topo = Topology {
            num_replicas: 1,
            num_partitions: 4,
        };
        let pairs = [(0, 1), (1, 2), (2, 3)];
        assert_eq!(
            permute_peers(GroupMode::CrossPartition, &pairs, topo, 0).unwrap(),
            (None, vec![1])
        );
        assert_eq!(
            permute_peers(GroupMode::CrossPartition, &pairs, topo, 3).unwrap(),
            (Some(2), vec![])
        );
        assert!(permute_peers(GroupMode::CrossPartition, &[(0, 9)], topo, 0).is_err());
    }
}
