//! `LoadedExecutable`: a compiled program in JS, over `crate::client::LoadedExecutable`.

use super::array::Array;
use super::error::{IntoJs, JsResult};
use super::handles;
use crate::client as rs;
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

#[wasm_bindgen]
pub struct LoadedExecutable {
    pub(crate) inner: rs::LoadedExecutable,
}

impl LoadedExecutable {
    pub(crate) fn new(inner: rs::LoadedExecutable) -> Self {
        LoadedExecutable { inner }
    }
}

fn arrays_to_js(arrays: Vec<rs::Array>) -> JsValue {
    arrays
        .into_iter()
        .map(|a| JsValue::from(Array::new(a)))
        .collect::<js_sys::Array>()
        .into()
}

#[wasm_bindgen]
impl LoadedExecutable {
    /// Runs the program on `args` (one Array per parameter); resolves to the result's arrays
    /// (a tuple result is untupled).
    #[wasm_bindgen(unchecked_return_type = "Promise<Array[]>")]
    pub fn execute(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Array[]")] args: JsValue,
    ) -> js_sys::Promise {
        let inner = self.inner.clone();
        let args = handles::borrow_all::<Array>(&args, "Array");
        future_to_promise(async move {
            let args: Vec<rs::Array> = args?.into_iter().map(|a| a.inner).collect();
            let outs = inner.execute_async(&args).await.js()?;
            Ok(arrays_to_js(outs))
        })
    }

    /// One argument list per device; resolves to one result list per device.
    #[wasm_bindgen(js_name = executeSharded, unchecked_return_type = "Promise<Array[][]>")]
    pub fn execute_sharded(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Array[][]")] args_per_device: JsValue,
    ) -> js_sys::Promise {
        let inner = self.inner.clone();
        let args: JsResult<Vec<Vec<rs::Array>>> = match args_per_device.dyn_ref::<js_sys::Array>() {
            Some(lists) => lists
                .iter()
                .map(|l| {
                    handles::borrow_all::<Array>(&l, "Array")
                        .map(|v| v.into_iter().map(|a| a.inner).collect())
                })
                .collect(),
            None => Err(super::error::invalid_argument(
                "executeSharded takes an array of argument arrays, one per device",
            )),
        };
        future_to_promise(async move {
            // JS passes [device][argument]; the Rust API takes [argument][device].
            let per_device = args?;
            let n_args = per_device.first().map_or(0, |a| a.len());
            let per_arg: Vec<Vec<rs::Array>> = (0..n_args)
                .map(|i| {
                    per_device
                        .iter()
                        .filter_map(|d| d.get(i).cloned())
                        .collect()
                })
                .collect();
            let outs = inner
                .execute_sharded_on_local_devices_async(&per_arg)
                .await
                .js()?;
            Ok(outs
                .disassemble_into_single_device_arrays()
                .into_iter()
                .map(arrays_to_js)
                .collect::<js_sys::Array>()
                .into())
        })
    }

    /// `{ flops, transcendentals, "bytes accessed" }` as xla_client reports them.
    #[wasm_bindgen(js_name = costAnalysis, unchecked_return_type = "CostAnalysis")]
    pub fn cost_analysis(&self) -> JsResult<JsValue> {
        let c = self.inner.cost_analysis();
        let o = Object::new();
        Reflect::set(&o, &"flops".into(), &c.flops.into())?;
        Reflect::set(&o, &"transcendentals".into(), &c.transcendentals.into())?;
        Reflect::set(&o, &"bytes accessed".into(), &c.bytes_accessed.into())?;
        Ok(o.into())
    }

    #[wasm_bindgen(js_name = getCompiledMemoryStats, unchecked_return_type = "CompiledMemoryStats")]
    pub fn get_compiled_memory_stats(&self) -> JsResult<JsValue> {
        let s = self.inner.get_compiled_memory_stats();
        let o = Object::new();
        for (k, v) in [
            ("argumentSizeInBytes", s.argument_size_in_bytes),
            ("outputSizeInBytes", s.output_size_in_bytes),
            ("aliasSizeInBytes", s.alias_size_in_bytes),
            ("tempSizeInBytes", s.temp_size_in_bytes),
            ("generatedCodeSizeInBytes", s.generated_code_size_in_bytes),
        ] {
            Reflect::set(&o, &k.into(), &(v as f64).into())?;
        }
        Ok(o.into())
    }

    /// The program as HLO text.
    #[wasm_bindgen(js_name = hloText)]
    pub fn hlo_text(&self) -> String {
        self.inner.hlo_text()
    }

    /// The generated code: WGSL kernels on the GPU backend, the kernel plan on the CPU one.
    #[wasm_bindgen(js_name = generatedCode)]
    pub fn generated_code(&self) -> String {
        self.inner.dump()
    }

    /// Marks the executable as no longer live (programs are freed with the last handle).
    pub fn delete(&self) {
        self.inner.delete();
    }

    #[doc(hidden)]
    #[wasm_bindgen(js_name = __webxlaClone)]
    pub fn webxla_clone(&self) -> LoadedExecutable {
        LoadedExecutable::new(self.inner.clone())
    }
}
