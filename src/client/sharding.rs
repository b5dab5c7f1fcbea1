//! xla_client's shardings: `SingleDeviceSharding`, `NamedSharding` (a `Mesh` and a
//! `PartitionSpec`), `GSPMDSharding` (devices and an `HloSharding`) and `PmapSharding`, and the
//! arithmetic every one of them reduces to: which slice of a global array each device holds
//! (`devices_indices_map`), and the shape of that slice (`shard_shape`).
//!
//! A dimension a sharding does not divide is split as XLA splits it: every shard has the
//! rounded-up size, and the last ones hold padding (zeros) past the array's end, which
//! `devices_indices_map` leaves out. Pure arithmetic over devices; no buffers, no transfers.

use super::device::Device;
use super::device_list::DeviceList;
use crate::error::{Error, Result};
use crate::ir::sharding::unravel;
use crate::ir::{AxisRef, HloSharding, MeshSharding};
use std::ops::Range;

/// A logical mesh of devices with named axes (jax.sharding.Mesh).
#[derive(Clone, Debug, PartialEq)]
pub struct Mesh {
    /// The devices in row-major order over `shape`.
    pub devices: Vec<Device>,
    pub shape: Vec<usize>,
    pub axis_names: Vec<String>,
}

impl Mesh {
    /// A mesh of `devices` (row-major) with the given axis sizes and names.
    pub fn new(devices: Vec<Device>, shape: Vec<usize>, axis_names: Vec<String>) -> Result<Mesh> {
        if shape.len() != axis_names.len() {
            return Err(Error::invalid_argument(format!(
                "a mesh of shape {shape:?} needs {} axis names, got {}",
                shape.len(),
                axis_names.len()
            )));
        }
        let n: usize = shape.iter().product();
        if n != devices.len() {
            return Err(Error::invalid_argument(format!(
                "a mesh of shape {shape:?} needs {n} devices, got {}",
                devices.len()
            )));
        }
        for (i, a) in axis_names.iter().enumerate() {
            if axis_names[..i].contains(a) {
                return Err(Error::invalid_argument(format!(
                    "mesh axis name '{a}' appears twice"
                )));
            }
        }
        for (i, d) in devices.iter().enumerate() {
            if devices[..i].iter().any(|e| e.same(d)) {
                return Err(Error::invalid_argument(format!(
                    "{d:?} appears twice in the mesh"
                )));
            }
        }
        Ok(Mesh {
            devices,
            shape,
            axis_names,
        })
    }

    pub fn size(&self) -> usize {
        self.devices.len()
    }
}

/// For each array dimension, the mesh axes that shard it (jax.sharding.PartitionSpec);
/// dimensions past the spec's length are unsharded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PartitionSpec(pub Vec<Vec<String>>);

impl PartitionSpec {
    /// `P('x', None)` is `PartitionSpec::new(&[&["x"], &[]])`.
    pub fn new(dims: &[&[&str]]) -> PartitionSpec {
        PartitionSpec(
            dims.iter()
                .map(|d| d.iter().map(|a| a.to_string()).collect())
                .collect(),
        )
    }
}

/// Where one shard of a global array lives.
#[derive(Clone, Debug, PartialEq)]
pub struct ShardPlacement {
    pub device: Device,
    /// The global index range the shard holds (without padding).
    pub index: Vec<Range<usize>>,
    /// The shard's own dimensions (with padding where the split is uneven).
    pub dims: Vec<usize>,
}

/// How a global array is laid out over devices.
#[derive(Clone, Debug, PartialEq)]
pub enum Sharding {
    /// The whole array on one device (xla_client's SingleDeviceSharding).
    SingleDevice(Device),
    /// Mesh axes assigned to dimensions (NamedSharding).
    Named { mesh: Mesh, spec: PartitionSpec },
    /// An XLA sharding over a device list (GSPMDSharding): logical id i is `devices[i]`.
    Gspmd {
        devices: DeviceList,
        hlo: HloSharding,
    },
    /// pmap's layout: device i holds `x[i]`, the leading dimension dropped (PmapSharding).
    Pmap { devices: DeviceList },
}

impl Sharding {
    pub fn single_device(device: &Device) -> Sharding {
        Sharding::SingleDevice(device.clone())
    }

    /// A NamedSharding, checking that the spec names axes of the mesh, each at most once.
    pub fn named(mesh: Mesh, spec: PartitionSpec) -> Result<Sharding> {
        let mut used: Vec<&str> = Vec::new();
        for a in spec.0.iter().flatten() {
            if !mesh.axis_names.contains(a) {
                return Err(Error::invalid_argument(format!(
                    "PartitionSpec names axis '{a}', which mesh {:?} does not have",
                    mesh.axis_names
                )));
            }
            if used.contains(&a.as_str()) {
                return Err(Error::invalid_argument(format!(
                    "PartitionSpec uses mesh axis '{a}' twice"
                )));
            }
            used.push(a);
        }
        Ok(Sharding::Named { mesh, spec })
    }

    /// A GSPMDSharding, checking that the XLA sharding's device ids index `devices`.
    pub fn gspmd(devices: DeviceList, hlo: HloSharding) -> Result<Sharding> {
        if let Some(bad) = hlo
            .device_ids()
            .into_iter()
            .find(|&d| d < 0 || d as usize >= devices.len())
        {
            return Err(Error::invalid_argument(format!(
                "sharding {} names device {bad}, but its device list has {}",
                crate::ir::print::sharding_text(&hlo),
                devices.len()
            )));
        }
        Ok(Sharding::Gspmd { devices, hlo })
    }

    pub fn pmap(devices: DeviceList) -> Sharding {
        Sharding::Pmap { devices }
    }

    /// The devices, in the order shards are listed (`_device_assignment`).
    pub fn devices(&self) -> Vec<Device> {
        match self {
            Sharding::SingleDevice(d) => vec![d.clone()],
            Sharding::Named { mesh, .. } => mesh.devices.clone(),
            Sharding::Gspmd { devices, .. } | Sharding::Pmap { devices } => {
                devices.as_slice().to_vec()
            }
        }
    }

    pub fn num_devices(&self) -> usize {
        self.devices().len()
    }

    /// The devices of this process, in `devices()` order: the ones an array of this sharding
    /// has shards on here.
    pub fn addressable_devices(&self) -> Vec<Device> {
        self.devices()
            .into_iter()
            .filter(|d| d.is_addressable())
            .collect()
    }

    /// True when every device is this process's.
    pub fn is_fully_addressable(&self) -> bool {
        self.devices().iter().all(|d| d.is_addressable())
    }

    pub fn memory_kind(&self) -> Option<String> {
        self.devices()
            .first()
            .map(|d| d.default_memory().kind().to_string())
    }

    /// The XLA sharding of an array of rank `ndim` (`_to_xla_hlo_sharding`), over logical ids
    /// that index `devices()`.
    pub fn to_hlo_sharding(&self, ndim: usize) -> Result<HloSharding> {
        match self {
            Sharding::SingleDevice(_) => Ok(HloSharding::Replicated),
            Sharding::Gspmd { hlo, .. } => Ok(hlo.clone()),
            Sharding::Named { mesh, spec } => {
                if spec.0.len() > ndim {
                    return Err(Error::invalid_argument(format!(
                        "PartitionSpec {:?} has more entries than the array has dimensions \
                         ({ndim})",
                        spec.0
                    )));
                }
                let ir_mesh = crate::ir::Mesh {
                    axes: mesh
                        .axis_names
                        .iter()
                        .cloned()
                        .zip(mesh.shape.iter().copied())
                        .collect(),
                    device_ids: None,
                };
                let dims = (0..ndim)
                    .map(|d| {
                        spec.0
                            .get(d)
                            .map(|axes| axes.iter().map(|a| AxisRef::axis(a.clone())).collect())
                            .unwrap_or_default()
                    })
                    .collect();
                MeshSharding { dims }
                    .to_hlo(&ir_mesh, &[])
                    .map_err(Error::invalid_argument)
            }
            Sharding::Pmap { devices } => {
                // Device i holds x[i]: dimension 0 is tiled once per device.
                let mut tiles = vec![1; ndim + 1];
                tiles[0] = devices.len();
                Ok(HloSharding::iota_tiled(&tiles, 1))
            }
        }
    }

    /// Where each shard of an array of `dims` lives, in `devices()` order.
    pub fn placements(&self, dims: &[usize]) -> Result<Vec<ShardPlacement>> {
        let devices = self.devices();
        if let Sharding::Pmap { .. } = self {
            let n = devices.len();
            if dims.first() != Some(&n) {
                return Err(Error::invalid_argument(format!(
                    "a pmap sharding over {n} devices needs a leading dimension of {n}, the \
                     array has dimensions {dims:?}"
                )));
            }
            return Ok(devices
                .into_iter()
                .enumerate()
                .map(|(i, device)| {
                    let index = std::iter::once(i..i + 1)
                        .chain(dims[1..].iter().map(|&d| 0..d))
                        .collect();
                    ShardPlacement {
                        device,
                        index,
                        dims: dims[1..].to_vec(),
                    }
                })
                .collect());
        }
        let hlo = self.to_hlo_sharding(dims.len())?;
        placements_of(&hlo, &devices, dims)
    }

    /// The dimensions of each shard (`shard_shape`): rounded up where the split is uneven.
    pub fn shard_shape(&self, dims: &[usize]) -> Result<Vec<usize>> {
        Ok(self
            .placements(dims)?
            .first()
            .map(|p| p.dims.clone())
            .unwrap_or_else(|| dims.to_vec()))
    }

    /// The placements on this process's devices: the shards an array of this sharding holds
    /// here (all of them unless the client spans processes).
    pub fn addressable_placements(&self, dims: &[usize]) -> Result<Vec<ShardPlacement>> {
        let mut all = self.placements(dims)?;
        all.retain(|p| p.device.is_addressable());
        Ok(all)
    }

    /// `(device, global index range)` for every shard (`devices_indices_map`).
    pub fn devices_indices_map(&self, dims: &[usize]) -> Result<Vec<(Device, Vec<Range<usize>>)>> {
        Ok(self
            .placements(dims)?
            .into_iter()
            .map(|p| (p.device, p.index))
            .collect())
    }

    /// True when every device holds the whole array.
    pub fn is_fully_replicated(&self) -> bool {
        match self {
            Sharding::SingleDevice(_) => true,
            Sharding::Pmap { devices } => devices.len() == 1,
            Sharding::Named { spec, mesh } => spec.0.iter().flatten().all(|a| {
                mesh.axis_names
                    .iter()
                    .position(|n| n == a)
                    .map(|i| mesh.shape[i])
                    == Some(1)
            }),
            Sharding::Gspmd { hlo, .. } => hlo.is_replicated(),
        }
    }

    /// True when both put the same slices of an array of rank `ndim` on the same devices.
    pub fn is_equivalent_to(&self, other: &Sharding, ndim: usize) -> bool {
        // Probe with a shape every tiling of these devices divides.
        let n = self.num_devices().max(other.num_devices()).max(1);
        let probe = vec![n; ndim];
        let canon = |s: &Sharding| -> Option<Vec<(usize, Vec<Range<usize>>)>> {
            let mut v: Vec<(usize, Vec<Range<usize>>)> = s
                .devices_indices_map(&probe)
                .ok()?
                .into_iter()
                .map(|(d, r)| (d.id(), r))
                .collect();
            v.sort_by_key(|a| a.0);
            Some(v)
        };
        matches!((canon(self), canon(other)), (Some(a), Some(b)) if a == b)
    }
}

/// The placements an XLA sharding gives an array of `dims` over `devices`.
pub(crate) fn placements_of(
    hlo: &HloSharding,
    devices: &[Device],
    dims: &[usize],
) -> Result<Vec<ShardPlacement>> {
    let whole = || -> Vec<ShardPlacement> {
        devices
            .iter()
            .map(|d| ShardPlacement {
                device: d.clone(),
                index: dims.iter().map(|&n| 0..n).collect(),
                dims: dims.to_vec(),
            })
            .collect()
    };
    match hlo {
        HloSharding::Replicated | HloSharding::Manual => Ok(whole()),
        HloSharding::Maximal { device } => {
            let d = usize::try_from(*device)
                .ok()
                .and_then(|i| devices.get(i))
                .ok_or_else(|| {
                    Error::invalid_argument(format!(
                        "maximal sharding names missing device {device}"
                    ))
                })?;
            Ok(vec![ShardPlacement {
                device: d.clone(),
                index: dims.iter().map(|&n| 0..n).collect(),
                dims: dims.to_vec(),
            }])
        }
        HloSharding::Tuple(_) => Err(Error::invalid_argument(
            "a tuple sharding cannot lay out one array",
        )),
        HloSharding::Tiled {
            tile_assignment_dims,
            devices: ids,
            ..
        } => {
            hlo.check_rank(dims.len())
                .map_err(|e| Error::invalid_argument(format!("sharding does not fit: {e}")))?;
            let tiles = hlo.tiles(dims.len());
            let shard: Vec<usize> = dims
                .iter()
                .zip(&tiles)
                .map(|(&d, &t)| d.div_ceil(t))
                .collect();
            let mut out = Vec::with_capacity(ids.len());
            for (d, device) in devices.iter().enumerate() {
                let pos = ids.iter().position(|&i| i == d as i64).ok_or_else(|| {
                    Error::invalid_argument(format!(
                        "sharding {} has no place for device {d} of its {} devices",
                        crate::ir::print::sharding_text(hlo),
                        devices.len()
                    ))
                })?;
                let coords = unravel(pos, tile_assignment_dims);
                let index = (0..dims.len())
                    .map(|k| {
                        let start = (coords[k] * shard[k]).min(dims[k]);
                        start..(start + shard[k]).min(dims[k])
                    })
                    .collect();
                out.push(ShardPlacement {
                    device: device.clone(),
                    index,
                    dims: shard.clone(),
                });
            }
            if ids.len() != devices.len() {
                return Err(Error::invalid_argument(format!(
                    "sharding {} lays out {} devices, its device list has {}",
                    crate::ir::print::sharding_text(hlo),
                    ids.len(),
                    devices.len()
                )));
            }
            Ok(out)
        }
    }
}
