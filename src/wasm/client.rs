//! `makeCpuClient`, `makeGpuClient`, `Client` and `Device`: JS wrappers over `crate::client`.

use super::array::Array;
use super::convert;
use super::error::{invalid_argument, IntoJs, JsResult};
use super::executable::LoadedExecutable;
use super::handles;
use super::sharding::Sharding;
use crate::client as rs;
use js_sys::Reflect;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

fn check_object(options: &JsValue) -> JsResult<bool> {
    if options.is_undefined() || options.is_null() {
        return Ok(false);
    }
    if !options.is_object() {
        return Err(invalid_argument("options must be an object"));
    }
    Ok(true)
}

pub(crate) fn get_opt(options: &JsValue, key: &str) -> JsResult<Option<JsValue>> {
    if !check_object(options)? {
        return Ok(None);
    }
    let v = Reflect::get(options, &key.into())?;
    Ok((!v.is_undefined() && !v.is_null()).then_some(v))
}

/// A CPU client (the reference backend, single-threaded in wasm). Options:
/// `{ numDevices, asynchronous, memoryLimitBytes }`.
#[wasm_bindgen(js_name = makeCpuClient)]
pub fn make_cpu_client(
    #[wasm_bindgen(unchecked_optional_param_type = "CpuClientOptions")] options: JsValue,
) -> JsResult<Client> {
    let mut opts = rs::CpuClientOptions::default();
    if let Some(n) = get_opt(&options, "numDevices")? {
        opts.num_devices = device_count(&n, "numDevices")?;
    }
    if let Some(a) = get_opt(&options, "asynchronous")? {
        opts.asynchronous = a.is_truthy();
    }
    if let Some(m) = get_opt(&options, "memoryLimitBytes")? {
        match m.as_f64() {
            Some(x) if x >= 1.0 && x.fract() == 0.0 && x <= 2f64.powi(53) => {
                opts.memory_limit_bytes = Some(x as u64)
            }
            _ => {
                return Err(invalid_argument(
                    "memoryLimitBytes must be a positive integer number of bytes",
                ))
            }
        }
    }
    rs::make_cpu_client(opts).map(Client::new).js()
}

/// A device count option: an integer from 1 to 1024.
fn device_count(n: &JsValue, key: &str) -> JsResult<usize> {
    match n.as_f64() {
        Some(x) if x >= 1.0 && x.fract() == 0.0 && x <= 1024.0 => Ok(x as usize),
        _ => Err(invalid_argument(format!(
            "{key} must be an integer from 1 to 1024"
        ))),
    }
}

/// A WebGPU client; rejects (kind NOT_FOUND) when the browser has no WebGPU adapter. Options:
/// `{ powerPreference, forceFallbackAdapter, virtualDevices }`; `virtualDevices: N` splits the
/// adapter into N logical devices (each its own WebGPU device and queue), so multi-device
/// programs run in one browser.
#[wasm_bindgen(js_name = makeGpuClient, unchecked_return_type = "Promise<Client>")]
pub fn make_gpu_client(
    #[wasm_bindgen(unchecked_optional_param_type = "GpuClientOptions")] options: JsValue,
) -> js_sys::Promise {
    let opts = gpu_options(&options);
    future_to_promise(async move {
        let client = rs::make_gpu_client(opts?).await.js()?;
        Ok(Client::new(client).into())
    })
}

/// `{ powerPreference, forceFallbackAdapter, virtualDevices }`, each optional.
fn gpu_options(options: &JsValue) -> JsResult<rs::GpuClientOptions> {
    let mut opts = rs::GpuClientOptions::default();
    if let Some(v) = get_opt(options, "powerPreference")? {
        opts.power_preference = match v.as_string().as_deref() {
            Some("high-performance") => rs::PowerPreference::HighPerformance,
            Some("low-power") => rs::PowerPreference::LowPower,
            _ => {
                return Err(invalid_argument(
                    "powerPreference must be \"high-performance\" or \"low-power\"",
                ))
            }
        };
    }
    let flag = |key: &str| -> JsResult<Option<bool>> {
        match get_opt(options, key)? {
            None => Ok(None),
            Some(v) => v
                .as_bool()
                .map(Some)
                .ok_or_else(|| invalid_argument(format!("{key} must be a boolean"))),
        }
    };
    if let Some(b) = flag("forceFallbackAdapter")? {
        opts.force_fallback_adapter = b;
    }
    if let Some(n) = get_opt(options, "virtualDevices")? {
        opts.virtual_devices = device_count(&n, "virtualDevices")?;
    }
    Ok(opts)
}

/// One backend's devices, and the factory for arrays and executables on them.
#[wasm_bindgen]
pub struct Client {
    pub(crate) inner: rs::Client,
}

impl Client {
    fn new(inner: rs::Client) -> Self {
        Client { inner }
    }
}

pub(crate) fn devices_to_js(devices: Vec<rs::Device>) -> Vec<Device> {
    devices.into_iter().map(|inner| Device { inner }).collect()
}

#[wasm_bindgen]
impl Client {
    /// `"cpu"` or `"gpu"`.
    #[wasm_bindgen(getter)]
    pub fn platform(&self) -> String {
        self.inner.platform().to_string()
    }

    #[wasm_bindgen(getter, js_name = platformVersion)]
    pub fn platform_version(&self) -> String {
        self.inner.platform_version().to_string()
    }

    pub fn devices(&self) -> Vec<Device> {
        devices_to_js(self.inner.devices())
    }

    #[wasm_bindgen(js_name = localDevices)]
    pub fn local_devices(&self) -> Vec<Device> {
        devices_to_js(self.inner.local_devices())
    }

    #[wasm_bindgen(js_name = deviceCount)]
    pub fn device_count(&self) -> usize {
        self.inner.device_count()
    }

    /// Copies host data to a device (the first one unless `device` is given).
    #[wasm_bindgen(js_name = bufferFromPyval)]
    pub fn buffer_from_pyval(
        &self,
        #[wasm_bindgen(unchecked_param_type = "HostData")] data: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ArraySpec | Dtype")] spec: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Device")] device: JsValue,
    ) -> JsResult<Array> {
        let literal = convert::literal_from_js(&data, &spec)?;
        let device: Option<Device> = if device.is_undefined() || device.is_null() {
            None
        } else {
            Some(handles::borrow(&device, "Device")?)
        };
        self.inner
            .buffer_from_literal(literal, device.as_ref().map(|d| &d.inner))
            .map(Array::new)
            .js()
    }

    /// Copies a global host array to the devices of `sharding`, each getting its block (jax's
    /// `device_put(x, sharding)`); `data` and `spec` as for `bufferFromPyval`. A `Device` in
    /// place of the sharding means that device alone. An uneven split pads the last blocks
    /// with zeros, as XLA does.
    #[wasm_bindgen(js_name = devicePut)]
    pub fn device_put(
        &self,
        #[wasm_bindgen(unchecked_param_type = "HostData")] data: JsValue,
        #[wasm_bindgen(unchecked_param_type = "ArraySpec | Dtype | null | undefined")]
        spec: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Sharding | Device")] sharding: JsValue,
    ) -> JsResult<Array> {
        let literal = convert::literal_from_js(&data, &spec)?;
        let sharding = match handles::borrow::<Sharding>(&sharding, "Sharding") {
            Ok(s) => s.inner,
            Err(not_sharding) => match handles::borrow::<Device>(&sharding, "Device") {
                Ok(d) => rs::Sharding::single_device(&d.inner),
                Err(_) => return Err(not_sharding),
            },
        };
        self.inner
            .device_put(&literal, &sharding)
            .map(Array::new)
            .js()
    }

    /// `array` laid out by `sharding` instead (xla_client's
    /// `batched_copy_array_to_devices_with_sharding` for one array, jax's `device_put` of an
    /// Array): blocks already where they belong keep their buffers; otherwise the array goes
    /// through the host. Resolves to the new Array; `array` stays usable.
    #[wasm_bindgen(unchecked_return_type = "Promise<WebxlaArray>")]
    pub fn reshard(
        &self,
        #[wasm_bindgen(unchecked_param_type = "WebxlaArray")] array: JsValue,
        sharding: &Sharding,
    ) -> js_sys::Promise {
        let inner = self.inner.clone();
        let array = handles::borrow::<Array>(&array, "Array");
        let sharding = sharding.inner.clone();
        future_to_promise(async move {
            let array = array?.inner;
            let out = inner.reshard_async(&array, &sharding).await.js()?;
            Ok(Array::new(out).into())
        })
    }

    /// xla_client's `reorder_shards`: `array`'s shards in the order of `sharding`, which must
    /// hold the same blocks on the same devices (no data moves).
    #[wasm_bindgen(js_name = reorderShards)]
    pub fn reorder_shards(
        &self,
        #[wasm_bindgen(unchecked_param_type = "WebxlaArray")] array: JsValue,
        sharding: &Sharding,
    ) -> JsResult<Array> {
        let array = handles::borrow::<Array>(&array, "Array")?;
        self.inner
            .reorder_shards(&array.inner, &sharding.inner)
            .map(Array::new)
            .js()
    }

    /// jax's `make_array_from_single_device_arrays`: the global array of `spec` (shape and
    /// dtype, both required) laid out by `sharding` whose shards are `arrays` (single-device
    /// Arrays, one per device of the sharding in its order; their buffers are shared).
    #[wasm_bindgen(js_name = makeArrayFromSingleDeviceArrays)]
    pub fn make_array_from_single_device_arrays(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ArraySpec")] spec: JsValue,
        sharding: &Sharding,
        #[wasm_bindgen(unchecked_param_type = "WebxlaArray[]")] arrays: JsValue,
    ) -> JsResult<Array> {
        let spec = convert::parse_spec(&spec)?;
        let (Some(dims), Some(ty)) = (spec.shape, spec.dtype) else {
            return Err(invalid_argument(
                "makeArrayFromSingleDeviceArrays needs the global { shape, dtype }",
            ));
        };
        let arrays: Vec<rs::Array> = handles::borrow_all::<Array>(&arrays, "Array")?
            .into_iter()
            .map(|a| a.inner)
            .collect();
        rs::Array::from_single_device_arrays(
            crate::ir::ArrayShape::new(ty, dims),
            sharding.inner.clone(),
            &arrays,
        )
        .map(Array::new)
        .js()
    }

    /// Compiles StableHLO text or HLO text (detected from the content) for `devices` (default:
    /// the first device).
    #[wasm_bindgen(js_name = compileAndLoad, unchecked_return_type = "Promise<LoadedExecutable>")]
    pub fn compile_and_load(
        &self,
        text: String,
        #[wasm_bindgen(unchecked_optional_param_type = "Device[]")] devices: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "CompileOptions")] options: JsValue,
    ) -> js_sys::Promise {
        let client = self.inner.clone();
        let devices = device_list(&devices);
        let options = compile_options(&options);
        future_to_promise(async move {
            let exe = client
                .compile_and_load(&text, devices?.as_ref(), &options?)
                .js()?;
            Ok(LoadedExecutable::new(exe).into())
        })
    }

    /// The executable as bytes that `deserializeExecutable` turns back into one.
    #[wasm_bindgen(js_name = serializeExecutable)]
    pub fn serialize_executable(&self, executable: &LoadedExecutable) -> Vec<u8> {
        self.inner.serialize_executable(&executable.inner)
    }

    #[wasm_bindgen(js_name = deserializeExecutable, unchecked_return_type = "Promise<LoadedExecutable>")]
    pub fn deserialize_executable(
        &self,
        bytes: Vec<u8>,
        #[wasm_bindgen(unchecked_optional_param_type = "Device[]")] devices: JsValue,
    ) -> js_sys::Promise {
        let client = self.inner.clone();
        let devices = device_list(&devices);
        future_to_promise(async move {
            let exe = client
                .deserialize_executable(&bytes, devices?.as_ref())
                .js()?;
            Ok(LoadedExecutable::new(exe).into())
        })
    }
}

fn device_list(devices: &JsValue) -> JsResult<Option<rs::DeviceList>> {
    if devices.is_undefined() || devices.is_null() {
        return Ok(None);
    }
    let devices = handles::borrow_all::<Device>(devices, "Device")?;
    Ok(Some(rs::DeviceList::new(
        devices.into_iter().map(|d| d.inner).collect(),
    )))
}

fn compile_options(options: &JsValue) -> JsResult<rs::CompileOptions> {
    let mut opts = rs::CompileOptions::default();
    if let Some(n) = get_opt(options, "numReplicas")? {
        opts.executable_build_options.num_replicas = n
            .as_f64()
            .filter(|x| *x >= 1.0 && x.fract() == 0.0)
            .ok_or_else(|| invalid_argument("numReplicas must be a positive integer"))?
            as usize;
    }
    if let Some(n) = get_opt(options, "numPartitions")? {
        opts.executable_build_options.num_partitions = n
            .as_f64()
            .filter(|x| *x >= 1.0 && x.fract() == 0.0)
            .ok_or_else(|| invalid_argument("numPartitions must be a positive integer"))?
            as usize;
    }
    Ok(opts)
}

/// One device of a client.
#[wasm_bindgen]
pub struct Device {
    pub(crate) inner: rs::Device,
}

#[wasm_bindgen]
impl Device {
    #[wasm_bindgen(getter)]
    pub fn id(&self) -> usize {
        self.inner.id()
    }

    #[wasm_bindgen(getter)]
    pub fn platform(&self) -> String {
        self.inner.platform().to_string()
    }

    /// Adapter name on the GPU backend (e.g. "SwiftShader Device"), `"cpu"` on the CPU one.
    #[wasm_bindgen(getter, js_name = deviceKind)]
    pub fn device_kind(&self) -> String {
        self.inner.device_kind().to_string()
    }

    #[wasm_bindgen(js_name = toString)]
    pub fn to_string_js(&self) -> String {
        format!("Device({}:{})", self.platform(), self.id())
    }

    #[doc(hidden)]
    #[wasm_bindgen(js_name = __webxlaClone)]
    pub fn webxla_clone(&self) -> Device {
        Device {
            inner: self.inner.clone(),
        }
    }
}
