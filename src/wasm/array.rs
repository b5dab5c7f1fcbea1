//! `Array`: xla_client's ArrayImpl in JS, over `crate::client::Array`.

use super::client::{devices_to_js, Device};
use super::convert;
use super::error::{IntoJs, JsResult};
use super::sharding::{index_to_js, Sharding};
use crate::client as rs;
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

/// An array on one device or laid out over several (a global array: `shape` is the global
/// shape, `sharding` says which block each device holds, `toPyval` assembles the whole value).
/// Host copies are async (`toPyval`); `delete()` frees device memory now.
#[wasm_bindgen]
pub struct Array {
    pub(crate) inner: rs::Array,
}

impl Array {
    pub(crate) fn new(inner: rs::Array) -> Array {
        Array { inner }
    }
}

#[wasm_bindgen]
impl Array {
    /// The (global) dimensions, e.g. `[2, 3]`; `[]` for a scalar.
    #[wasm_bindgen(getter, unchecked_return_type = "number[]")]
    pub fn shape(&self) -> JsValue {
        convert::shape_to_js(self.inner.shape())
    }

    /// The XLA element type name, e.g. `"f32"`.
    #[wasm_bindgen(getter, unchecked_return_type = "Dtype")]
    pub fn dtype(&self) -> String {
        self.inner.dtype().hlo_name().to_string()
    }

    /// How the array is laid out over its devices (a single-device sharding for an array on
    /// one device).
    #[wasm_bindgen(getter)]
    pub fn sharding(&self) -> Sharding {
        Sharding::new(self.inner.sharding().clone())
    }

    /// True when every device holds the whole value.
    #[wasm_bindgen(getter, js_name = isFullyReplicated)]
    pub fn is_fully_replicated(&self) -> bool {
        self.inner.sharding().is_fully_replicated()
    }

    /// The devices holding shards, in shard order.
    pub fn devices(&self) -> Vec<Device> {
        devices_to_js(self.inner.devices())
    }

    /// Every shard: `{ device, index, replicaId, data }`, where `index` is the global range
    /// `[start, stop]` per dimension the shard holds, `replicaId` which copy of that block it
    /// is, and `data` the shard as a single-device Array sharing its buffer.
    #[wasm_bindgen(js_name = addressableShards, unchecked_return_type = "Shard[]")]
    pub fn addressable_shards(&self) -> JsResult<JsValue> {
        let out = js_sys::Array::new();
        for shard in self.inner.addressable_shards().js()? {
            let o = Object::new();
            Reflect::set(
                &o,
                &"device".into(),
                &Device {
                    inner: shard.device,
                }
                .into(),
            )?;
            Reflect::set(&o, &"index".into(), &index_to_js(&shard.index))?;
            Reflect::set(
                &o,
                &"replicaId".into(),
                &JsValue::from(shard.replica_id as f64),
            )?;
            Reflect::set(&o, &"data".into(), &Array::new(shard.data).into())?;
            out.push(&o);
        }
        Ok(out.into())
    }

    #[wasm_bindgen(js_name = isReady)]
    pub fn is_ready(&self) -> bool {
        self.inner.is_ready()
    }

    /// Resolves when the computation producing this array has finished.
    #[wasm_bindgen(js_name = blockUntilReady, unchecked_return_type = "Promise<WebxlaArray>")]
    pub fn block_until_ready(&self) -> js_sys::Promise {
        let inner = self.inner.clone();
        future_to_promise(async move {
            inner.block_until_ready_async().await.js()?;
            Ok(Array::new(inner).into())
        })
    }

    /// Copies the array to the host: `{ data: TypedArray, shape, dtype }`; a sharded array is
    /// assembled into its global value.
    #[wasm_bindgen(js_name = toPyval, unchecked_return_type = "Promise<HostArray>")]
    pub fn to_pyval(&self) -> js_sys::Promise {
        let inner = self.inner.clone();
        future_to_promise(async move {
            let lit = inner.to_shared_literal_async().await.js()?;
            convert::literal_to_js(&lit)
        })
    }

    /// Frees the device memory now; later uses reject with FAILED_PRECONDITION.
    pub fn delete(&self) {
        self.inner.delete();
    }

    #[wasm_bindgen(js_name = isDeleted)]
    pub fn is_deleted(&self) -> bool {
        self.inner.is_deleted()
    }

    #[wasm_bindgen(js_name = onDeviceSizeInBytes)]
    pub fn on_device_size_in_bytes(&self) -> JsResult<f64> {
        self.inner.on_device_size_in_bytes().map(|n| n as f64).js()
    }

    #[wasm_bindgen(js_name = toString)]
    pub fn to_string_js(&self) -> String {
        format!(
            "Array({}[{}])",
            self.dtype(),
            self.inner
                .shape()
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(",")
        )
    }

    #[doc(hidden)]
    #[wasm_bindgen(js_name = __webxlaClone)]
    pub fn webxla_clone(&self) -> Array {
        Array::new(self.inner.clone())
    }
}
