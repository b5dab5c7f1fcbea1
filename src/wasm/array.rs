//! `Array`: xla_client's ArrayImpl in JS, over `crate::client::Array`.

use super::convert;
use super::error::{IntoJs, JsResult};
use crate::client as rs;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

/// An array on a device. Host copies are async (`toPyval`); `delete()` frees device memory now.
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
    /// The dimensions, e.g. `[2, 3]`; `[]` for a scalar.
    #[wasm_bindgen(getter, unchecked_return_type = "number[]")]
    pub fn shape(&self) -> JsValue {
        convert::shape_to_js(self.inner.shape())
    }

    /// The XLA element type name, e.g. `"f32"`.
    #[wasm_bindgen(getter, unchecked_return_type = "Dtype")]
    pub fn dtype(&self) -> String {
        self.inner.dtype().hlo_name().to_string()
    }

    #[wasm_bindgen(js_name = isReady)]
    pub fn is_ready(&self) -> bool {
        self.inner.is_ready()
    }

    /// Resolves when the computation producing this array has finished.
    #[wasm_bindgen(js_name = blockUntilReady, unchecked_return_type = "Promise<Array>")]
    pub fn block_until_ready(&self) -> js_sys::Promise {
        let inner = self.inner.clone();
        future_to_promise(async move {
            inner.block_until_ready_async().await.js()?;
            Ok(Array::new(inner).into())
        })
    }

    /// Copies the array to the host: `{ data: TypedArray, shape, dtype }`.
    #[wasm_bindgen(js_name = toPyval, unchecked_return_type = "Promise<HostArray>")]
    pub fn to_pyval(&self) -> js_sys::Promise {
        let inner = self.inner.clone();
        future_to_promise(async move {
            let lit = inner.to_literal_async().await.js()?;
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
        format!("Array({}[{}])", self.dtype(), self.inner.shape().iter().map(|d| d.to_string()).collect::<Vec<_>>().join(","))
    }

    #[doc(hidden)]
    #[wasm_bindgen(js_name = __webxlaClone)]
    pub fn webxla_clone(&self) -> Array {
        Array::new(self.inner.clone())
    }
}
