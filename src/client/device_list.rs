//! `DeviceList`: an ordered, immutable list of devices (xla_client's DeviceList).

use super::device::Device;

#[derive(Clone, Debug, PartialEq)]
pub struct DeviceList {
    devices: Vec<Device>,
}

impl DeviceList {
    pub fn new(devices: Vec<Device>) -> Self {
        DeviceList { devices }
    }

    pub fn len(&self) -> usize {
        self.devices.len()
    }

    pub fn is_empty(&self) -> bool {
        self.devices.is_empty()
    }

    pub fn get(&self, index: usize) -> Option<&Device> {
        self.devices.get(index)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Device> {
        self.devices.iter()
    }

    /// Every device of a single-process client is addressable.
    pub fn is_fully_addressable(&self) -> bool {
        true
    }

    pub fn addressable_device_list(&self) -> DeviceList {
        self.clone()
    }

    pub fn process_indices(&self) -> Vec<usize> {
        let mut p: Vec<usize> = self.devices.iter().map(|d| d.process_index()).collect();
        p.sort_unstable();
        p.dedup();
        p
    }

    pub fn default_memory_kind(&self) -> Option<String> {
        self.devices
            .first()
            .map(|d| d.default_memory().kind().to_string())
    }

    pub fn memory_kinds(&self) -> Vec<String> {
        self.devices
            .first()
            .map(|d| {
                d.addressable_memories()
                    .iter()
                    .map(|m| m.kind().to_string())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The common device kind, if all devices share one.
    pub fn device_kind(&self) -> Option<String> {
        let first = self.devices.first()?.device_kind();
        self.devices
            .iter()
            .all(|d| d.device_kind() == first)
            .then_some(first)
    }

    pub fn as_slice(&self) -> &[Device] {
        &self.devices
    }
}

impl<'a> IntoIterator for &'a DeviceList {
    type Item = &'a Device;
    type IntoIter = std::slice::Iter<'a, Device>;
    fn into_iter(self) -> Self::IntoIter {
        self.devices.iter()
    }
}
