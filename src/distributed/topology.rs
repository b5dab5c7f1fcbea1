//! The global topology of a multi-process client: every process publishes what it has under a
//! key of the distributed runtime's store, reads everyone else's, and all agree on global
//! device ids (process 0's devices first, then process 1's, …), as jaxlib numbers the devices
//! of a multi-process GPU client.

use super::KeyValueStore;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// What one process has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProcessTopology {
    pub node_id: usize,
    /// `"cpu"` or `"gpu"`.
    pub platform: String,
    pub device_kind: String,
    pub num_devices: usize,
}

/// Every process's devices, in node order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalTopology {
    pub processes: Vec<ProcessTopology>,
}

impl GlobalTopology {
    /// Publishes `mine` and waits for the other `num_nodes - 1` processes' topology.
    pub fn exchange(
        store: &dyn KeyValueStore,
        mine: &ProcessTopology,
        num_nodes: usize,
        timeout: Duration,
    ) -> Result<GlobalTopology> {
        if mine.node_id >= num_nodes {
            return Err(Error::invalid_argument(format!(
                "node_id {} is not below num_nodes {num_nodes}",
                mine.node_id
            )));
        }
        let key = |node: usize| format!("webxla:topology/{}/{node}", mine.platform);
        let body = serde_json::to_vec(mine).map_err(|e| Error::internal(e.to_string()))?;
        store.key_value_set_bytes(&key(mine.node_id), &body, true)?;
        let mut processes = Vec::with_capacity(num_nodes);
        for node in 0..num_nodes {
            let bytes = store.blocking_key_value_get_bytes(&key(node), timeout)?;
            let p: ProcessTopology = serde_json::from_slice(&bytes).map_err(|e| {
                Error::invalid_argument(format!(
                    "process {node} published a topology webxla cannot read: {e}"
                ))
            })?;
            if p.node_id != node || p.platform != mine.platform {
                return Err(Error::invalid_argument(format!(
                    "process {node} published the topology of node {} on {}; expected node \
                     {node} on {}",
                    p.node_id, p.platform, mine.platform
                )));
            }
            processes.push(p);
        }
        Ok(GlobalTopology { processes })
    }

    /// The global id of process `node`'s first device.
    pub fn first_device_id(&self, node: usize) -> usize {
        self.processes[..node].iter().map(|p| p.num_devices).sum()
    }

    pub fn device_count(&self) -> usize {
        self.processes.iter().map(|p| p.num_devices).sum()
    }

    /// The process that owns global device `id`.
    pub fn process_of(&self, id: usize) -> Option<usize> {
        let mut first = 0;
        for (node, p) in self.processes.iter().enumerate() {
            if id < first + p.num_devices {
                return Some(node);
            }
            first += p.num_devices;
        }
        None
    }
}
