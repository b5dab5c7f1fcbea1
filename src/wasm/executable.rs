//! `LoadedExecutable`: a compiled program in JS, over `crate::client::LoadedExecutable`.

use super::array::Array;
use super::client::{devices_to_js, Device};
use super::error::{IntoJs, JsResult};
use super::handles;
use super::sharding::{shardings_to_js, Sharding};
use super::stop::JsExecuteOptions;
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

/// `[output][device]` single-device arrays.
fn per_output_to_js(results: rs::ExecuteResults) -> JsValue {
    results
        .disassemble_into_single_device_arrays()
        .into_iter()
        .map(arrays_to_js)
        .collect::<js_sys::Array>()
        .into()
}

/// Arrays as a JS array of `WebxlaArray`s.
pub(crate) fn arrays_to_js(arrays: Vec<rs::Array>) -> JsValue {
    arrays
        .into_iter()
        .map(|a| JsValue::from(Array::new(a)))
        .collect::<js_sys::Array>()
        .into()
}

#[wasm_bindgen]
impl LoadedExecutable {
    /// Runs the program on `args`, one global Array per parameter laid out as
    /// `inputShardings()` says (for a single-device executable, arrays on its device);
    /// resolves to the outputs as global arrays laid out as `outputShardings()` says (a tuple
    /// result is untupled). Every device of the executable runs at once.
    ///
    /// `options`: `{ signal, timeoutMs }`. An aborted `signal` or a passed timeout rejects with
    /// kind `CANCELLED` or `DEADLINE_EXCEEDED` (checked between kernels and at every loop
    /// iteration); the executable and the client stay usable.
    #[wasm_bindgen(unchecked_return_type = "Promise<WebxlaArray[]>")]
    pub fn execute(
        &self,
        #[wasm_bindgen(unchecked_param_type = "WebxlaArray[]")] args: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ExecuteOptions")] options: JsValue,
    ) -> js_sys::Promise {
        let inner = self.inner.clone();
        let args = handles::borrow_all::<Array>(&args, "Array");
        let options = JsExecuteOptions::read(&options);
        future_to_promise(async move {
            let options = options?;
            let args: Vec<rs::Array> = args?.into_iter().map(|a| a.inner).collect();
            let outs = inner
                .execute_async_with_options(&args, &options.options)
                .await
                .js()?;
            Ok(arrays_to_js(outs))
        })
    }

    /// xla_client's `execute_sharded`: `args` as for `execute` (global arrays); resolves to
    /// the outputs per device, `[output][device]`, each a single-device Array (the device's
    /// shard of that output).
    /// `options` as for `execute`.
    #[wasm_bindgen(js_name = executeSharded, unchecked_return_type = "Promise<WebxlaArray[][]>")]
    pub fn execute_sharded(
        &self,
        #[wasm_bindgen(unchecked_param_type = "WebxlaArray[]")] args: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ExecuteOptions")] options: JsValue,
    ) -> js_sys::Promise {
        let inner = self.inner.clone();
        let args = handles::borrow_all::<Array>(&args, "Array");
        let options = JsExecuteOptions::read(&options);
        future_to_promise(async move {
            let options = options?;
            let args: Vec<rs::Array> = args?.into_iter().map(|a| a.inner).collect();
            let outs = inner
                .execute_sharded_async_with_options(&args, &options.options)
                .await
                .js()?;
            Ok(per_output_to_js(outs))
        })
    }

    /// xla_client's `execute_sharded_on_local_devices`: `args[i][d]` is argument i on device d
    /// (single-device arrays, `localDevices()` order); resolves to `[output][device]`.
    /// `options` as for `execute`.
    #[wasm_bindgen(
        js_name = executeShardedOnLocalDevices,
        unchecked_return_type = "Promise<WebxlaArray[][]>"
    )]
    pub fn execute_sharded_on_local_devices(
        &self,
        #[wasm_bindgen(unchecked_param_type = "WebxlaArray[][]")] args: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ExecuteOptions")] options: JsValue,
    ) -> js_sys::Promise {
        let inner = self.inner.clone();
        let args: JsResult<Vec<Vec<rs::Array>>> = match args.dyn_ref::<js_sys::Array>() {
            Some(lists) => lists
                .iter()
                .map(|l| {
                    handles::borrow_all::<Array>(&l, "Array")
                        .map(|v| v.into_iter().map(|a| a.inner).collect())
                })
                .collect(),
            None => Err(super::error::invalid_argument(
                "executeShardedOnLocalDevices takes one array of per-device Arrays per argument",
            )),
        };
        let options = JsExecuteOptions::read(&options);
        future_to_promise(async move {
            let options = options?;
            let outs = inner
                .execute_sharded_on_local_devices_async_with_options(&args?, &options.options)
                .await
                .js()?;
            Ok(per_output_to_js(outs))
        })
    }

    /// The layout of the global array each parameter takes (what `devicePut` should be given
    /// for the arguments of `execute`).
    #[wasm_bindgen(js_name = inputShardings)]
    pub fn input_shardings(&self) -> Vec<Sharding> {
        shardings_to_js(self.inner.input_shardings())
    }

    /// The layout of each output's global array.
    #[wasm_bindgen(js_name = outputShardings)]
    pub fn output_shardings(&self) -> Vec<Sharding> {
        shardings_to_js(self.inner.output_shardings())
    }

    /// The devices the executable runs on, in participant order.
    #[wasm_bindgen(js_name = localDevices)]
    pub fn local_devices(&self) -> Vec<Device> {
        devices_to_js(self.inner.local_devices().as_slice().to_vec())
    }

    #[wasm_bindgen(getter, js_name = numReplicas)]
    pub fn num_replicas(&self) -> usize {
        self.inner.num_replicas()
    }

    #[wasm_bindgen(getter, js_name = numPartitions)]
    pub fn num_partitions(&self) -> usize {
        self.inner.num_partitions()
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

    /// The program each device runs, as HLO text (the partitioned program for several
    /// partitions).
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
