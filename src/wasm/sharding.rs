//! `Mesh` and `Sharding`: jax.sharding's Mesh and xla_client's shardings (SingleDevice, Named,
//! GSPMD, Pmap) in JS, over `crate::client::{Mesh, Sharding}`. Argument checks and conversion
//! only; the block arithmetic is `crate::client::Sharding`'s.

use super::client::{devices_to_js, Device};
use super::convert;
use super::error::{invalid_argument, IntoJs, JsResult};
use super::handles;
use crate::client as rs;
use js_sys::{Array as JsArray, Object, Reflect};
use wasm_bindgen::prelude::*;

/// Ranks past this are refused before anything is allocated for them.
const MAX_RANK: f64 = 256.0;

/// A rank argument (`ndim`): a non-negative integer.
pub(crate) fn rank_arg(ndim: f64) -> JsResult<usize> {
    if ndim >= 0.0 && ndim.fract() == 0.0 && ndim <= MAX_RANK {
        Ok(ndim as usize)
    } else {
        Err(invalid_argument(format!(
            "ndim must be an integer from 0 to {MAX_RANK}, got {ndim}"
        )))
    }
}

fn strings(v: &JsValue, what: &str) -> JsResult<Vec<String>> {
    let arr = v
        .dyn_ref::<JsArray>()
        .ok_or_else(|| invalid_argument(format!("{what} must be an array of strings")))?;
    arr.iter()
        .map(|s| {
            s.as_string()
                .ok_or_else(|| invalid_argument(format!("{what} must be an array of strings")))
        })
        .collect()
}

/// jax's PartitionSpec as JS writes it: one entry per dimension, each `null`/`undefined`
/// (unsharded), an axis name, or an array of axis names (major to minor).
fn partition_spec(v: &JsValue) -> JsResult<rs::PartitionSpec> {
    let what = "a PartitionSpec (an array with one entry per dimension: null, an axis name or \
                an array of axis names)";
    let arr = v
        .dyn_ref::<JsArray>()
        .ok_or_else(|| invalid_argument(format!("the spec must be {what}")))?;
    let dims = arr
        .iter()
        .map(|e| {
            if e.is_null() || e.is_undefined() {
                Ok(Vec::new())
            } else if let Some(s) = e.as_string() {
                Ok(vec![s])
            } else if JsArray::is_array(&e) {
                strings(&e, "a PartitionSpec entry")
            } else {
                Err(invalid_argument(format!(
                    "the spec must be {what}; got an entry {e:?}"
                )))
            }
        })
        .collect::<JsResult<_>>()?;
    Ok(rs::PartitionSpec(dims))
}

fn spec_to_js(spec: &rs::PartitionSpec) -> JsValue {
    spec.0
        .iter()
        .map(|axes| match axes.as_slice() {
            [] => JsValue::NULL,
            [one] => JsValue::from(one.as_str()),
            many => many
                .iter()
                .map(|a| JsValue::from(a.as_str()))
                .collect::<JsArray>()
                .into(),
        })
        .collect::<JsArray>()
        .into()
}

fn device_list(devices: &JsValue) -> JsResult<rs::DeviceList> {
    let devices = handles::borrow_all::<Device>(devices, "Device")?;
    Ok(rs::DeviceList::new(
        devices.into_iter().map(|d| d.inner).collect(),
    ))
}

/// `[[start, stop], ...]` per dimension.
pub(crate) fn index_to_js(index: &[std::ops::Range<usize>]) -> JsValue {
    index
        .iter()
        .map(|r| -> JsValue {
            [r.start as f64, r.end as f64]
                .into_iter()
                .map(JsValue::from)
                .collect::<JsArray>()
                .into()
        })
        .collect::<JsArray>()
        .into()
}

/// A logical mesh of devices with named axes (jax.sharding.Mesh): `devices` in row-major
/// order over `shape`, one name per axis.
#[wasm_bindgen]
pub struct Mesh {
    pub(crate) inner: rs::Mesh,
}

#[wasm_bindgen]
impl Mesh {
    /// `new Mesh(devices, [2, 2], ["x", "y"])`; throws INVALID_ARGUMENT when the sizes do not
    /// multiply to the device count, a name or device repeats, or the lengths differ.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Device[]")] devices: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number[]")] shape: JsValue,
        #[wasm_bindgen(js_name = axisNames, unchecked_param_type = "string[]")] axis_names: JsValue,
    ) -> JsResult<Mesh> {
        let devices = device_list(&devices)?.as_slice().to_vec();
        let shape = convert::parse_shape(&shape)?;
        let axis_names = strings(&axis_names, "axisNames")?;
        rs::Mesh::new(devices, shape, axis_names)
            .map(|inner| Mesh { inner })
            .js()
    }

    /// The devices, row-major over `shape`.
    #[wasm_bindgen(getter)]
    pub fn devices(&self) -> Vec<Device> {
        devices_to_js(self.inner.devices.clone())
    }

    /// The axis sizes, e.g. `[2, 2]`.
    #[wasm_bindgen(getter, unchecked_return_type = "number[]")]
    pub fn shape(&self) -> JsValue {
        convert::shape_to_js(&self.inner.shape)
    }

    #[wasm_bindgen(getter, js_name = axisNames)]
    pub fn axis_names(&self) -> Vec<String> {
        self.inner.axis_names.clone()
    }

    /// The number of devices.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.inner.size()
    }

    #[wasm_bindgen(js_name = toString)]
    pub fn to_string_js(&self) -> String {
        let axes: Vec<String> = self
            .inner
            .axis_names
            .iter()
            .zip(&self.inner.shape)
            .map(|(a, n)| format!("'{a}': {n}"))
            .collect();
        format!("Mesh({})", axes.join(", "))
    }

    #[doc(hidden)]
    #[wasm_bindgen(js_name = __webxlaClone)]
    pub fn webxla_clone(&self) -> Mesh {
        Mesh {
            inner: self.inner.clone(),
        }
    }
}

/// How a global array is laid out over devices: xla_client's SingleDeviceSharding,
/// NamedSharding, GSPMDSharding and PmapSharding behind one class, made by its static
/// constructors.
#[wasm_bindgen]
pub struct Sharding {
    pub(crate) inner: rs::Sharding,
}

impl Sharding {
    pub(crate) fn new(inner: rs::Sharding) -> Sharding {
        Sharding { inner }
    }
}

pub(crate) fn shardings_to_js(shardings: Vec<rs::Sharding>) -> Vec<Sharding> {
    shardings.into_iter().map(Sharding::new).collect()
}

#[wasm_bindgen]
impl Sharding {
    /// The whole array on one device (SingleDeviceSharding).
    #[wasm_bindgen(js_name = singleDevice)]
    pub fn single_device(
        #[wasm_bindgen(unchecked_param_type = "Device")] device: JsValue,
    ) -> JsResult<Sharding> {
        let device: Device = handles::borrow(&device, "Device")?;
        Ok(Sharding::new(rs::Sharding::single_device(&device.inner)))
    }

    /// NamedSharding: `spec` has one entry per dimension (fewer leave the rest unsharded):
    /// `null`, an axis name of `mesh`, or an array of them (jax's PartitionSpec). Throws
    /// INVALID_ARGUMENT for an axis the mesh does not have or one used twice.
    pub fn named(
        #[wasm_bindgen(unchecked_param_type = "Mesh")] mesh: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PartitionSpec")] spec: JsValue,
    ) -> JsResult<Sharding> {
        let mesh: Mesh = handles::borrow(&mesh, "Mesh")?;
        let spec = partition_spec(&spec)?;
        rs::Sharding::named(mesh.inner, spec)
            .map(Sharding::new)
            .js()
    }

    /// GSPMDSharding: an XLA sharding in HLO text (e.g. `"{devices=[4,1]<=[4]}"`,
    /// `"{replicated}"`) whose device ids index `devices`. Throws PARSE for bad text,
    /// INVALID_ARGUMENT for ids outside the list.
    pub fn gspmd(
        #[wasm_bindgen(unchecked_param_type = "Device[]")] devices: JsValue,
        #[wasm_bindgen(js_name = hloSharding)] hlo_sharding: String,
    ) -> JsResult<Sharding> {
        let devices = device_list(&devices)?;
        let hlo = crate::hlo::parse_sharding(&hlo_sharding)
            .js()?
            .ok_or_else(|| {
                invalid_argument(format!(
                    "{hlo_sharding} lays nothing out; give a sharding such as {{replicated}} or \
                     {{devices=[4,1]<=[4]}}"
                ))
            })?;
        rs::Sharding::gspmd(devices, hlo).map(Sharding::new).js()
    }

    /// PmapSharding: device i holds `x[i]` (the leading dimension, of length
    /// `devices.length`, dropped).
    pub fn pmap(
        #[wasm_bindgen(unchecked_param_type = "Device[]")] devices: JsValue,
    ) -> JsResult<Sharding> {
        Ok(Sharding::new(rs::Sharding::pmap(device_list(&devices)?)))
    }

    /// `"singleDevice"`, `"named"`, `"gspmd"` or `"pmap"`.
    #[wasm_bindgen(getter, unchecked_return_type = "ShardingKind")]
    pub fn kind(&self) -> String {
        match &self.inner {
            rs::Sharding::SingleDevice(_) => "singleDevice",
            rs::Sharding::Named { .. } => "named",
            rs::Sharding::Gspmd { .. } => "gspmd",
            rs::Sharding::Pmap { .. } => "pmap",
        }
        .to_string()
    }

    /// The mesh of a NamedSharding (undefined for the other kinds).
    #[wasm_bindgen(getter)]
    pub fn mesh(&self) -> Option<Mesh> {
        match &self.inner {
            rs::Sharding::Named { mesh, .. } => Some(Mesh {
                inner: mesh.clone(),
            }),
            _ => None,
        }
    }

    /// The PartitionSpec of a NamedSharding (undefined for the other kinds).
    #[wasm_bindgen(getter, unchecked_return_type = "PartitionSpec | undefined")]
    pub fn spec(&self) -> JsValue {
        match &self.inner {
            rs::Sharding::Named { spec, .. } => spec_to_js(spec),
            _ => JsValue::UNDEFINED,
        }
    }

    #[wasm_bindgen(getter, js_name = numDevices)]
    pub fn num_devices(&self) -> usize {
        self.inner.num_devices()
    }

    /// The devices, in the order shards are listed.
    #[wasm_bindgen(getter, js_name = deviceSet)]
    pub fn device_set(&self) -> Vec<Device> {
        devices_to_js(self.inner.devices())
    }

    /// True when every device holds the whole array.
    #[wasm_bindgen(getter, js_name = isFullyReplicated)]
    pub fn is_fully_replicated(&self) -> bool {
        self.inner.is_fully_replicated()
    }

    /// The dimensions of each shard of an array of `shape` (rounded up where the split is
    /// uneven; the last shards are padded).
    #[wasm_bindgen(js_name = shardShape, unchecked_return_type = "number[]")]
    pub fn shard_shape(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] shape: JsValue,
    ) -> JsResult<JsValue> {
        let dims = convert::parse_shape(&shape)?;
        let shard = self.inner.shard_shape(&dims).js()?;
        Ok(convert::shape_to_js(&shard))
    }

    /// For every shard of an array of `shape`: its device and the global index range it
    /// holds, `[start, stop]` per dimension (padding left out).
    #[wasm_bindgen(js_name = devicesIndicesMap, unchecked_return_type = "DeviceIndices[]")]
    pub fn devices_indices_map(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] shape: JsValue,
    ) -> JsResult<JsValue> {
        let dims = convert::parse_shape(&shape)?;
        let map = self.inner.devices_indices_map(&dims).js()?;
        let out = JsArray::new();
        for (device, index) in map {
            let o = Object::new();
            Reflect::set(&o, &"device".into(), &Device { inner: device }.into())?;
            Reflect::set(&o, &"index".into(), &index_to_js(&index))?;
            out.push(&o);
        }
        Ok(out.into())
    }

    /// True when both put the same blocks of an array of rank `ndim` on the same devices.
    #[wasm_bindgen(js_name = isEquivalentTo)]
    pub fn is_equivalent_to(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Sharding")] other: JsValue,
        ndim: f64,
    ) -> JsResult<bool> {
        let other: Sharding = handles::borrow(&other, "Sharding")?;
        Ok(self.inner.is_equivalent_to(&other.inner, rank_arg(ndim)?))
    }

    /// The XLA sharding of an array of rank `ndim` as HLO text (`_to_xla_hlo_sharding`),
    /// e.g. `"{devices=[4,1]<=[4]}"`; its device ids index `deviceSet`.
    #[wasm_bindgen(js_name = hloSharding)]
    pub fn hlo_sharding(&self, ndim: f64) -> JsResult<String> {
        let hlo = self.inner.to_hlo_sharding(rank_arg(ndim)?).js()?;
        Ok(crate::ir::print::sharding_text(&hlo))
    }

    #[wasm_bindgen(js_name = toString)]
    pub fn to_string_js(&self) -> String {
        let ids = |ds: Vec<rs::Device>| {
            ds.iter()
                .map(|d| d.id().to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        match &self.inner {
            rs::Sharding::SingleDevice(d) => format!("SingleDeviceSharding(device={})", d.id()),
            rs::Sharding::Named { mesh, spec } => {
                let spec: Vec<String> = spec
                    .0
                    .iter()
                    .map(|axes| match axes.as_slice() {
                        [] => "None".to_string(),
                        [one] => format!("'{one}'"),
                        many => format!(
                            "({})",
                            many.iter()
                                .map(|a| format!("'{a}'"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    })
                    .collect();
                format!(
                    "NamedSharding(mesh={}, spec=P({}))",
                    Mesh {
                        inner: mesh.clone()
                    }
                    .to_string_js(),
                    spec.join(", ")
                )
            }
            rs::Sharding::Gspmd { hlo, .. } => format!(
                "GSPMDSharding({}, devices=[{}])",
                crate::ir::print::sharding_text(hlo),
                ids(self.inner.devices())
            ),
            rs::Sharding::Pmap { .. } => {
                format!("PmapSharding(devices=[{}])", ids(self.inner.devices()))
            }
        }
    }

    #[doc(hidden)]
    #[wasm_bindgen(js_name = __webxlaClone)]
    pub fn webxla_clone(&self) -> Sharding {
        Sharding::new(self.inner.clone())
    }
}
