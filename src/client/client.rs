//! `Client`: the entry point of xla_client — devices, host→device transfers, compilation,
//! serialization, and the live-object registry. Compilation goes text → `program_text` →
//! verified module → one backend `Program` per device.

use super::array::{Array, ArrayInner};
use super::device::Device;
use super::device_list::DeviceList;
use super::executable::{Executable, ExecutableInner, LoadedExecutable};
use super::options::CompileOptions;
use super::program_text::parse_program;
use crate::backend::{Backend, BackendKind};
use crate::error::{Error, Result};
use crate::ir::Literal;
use std::sync::{Arc, Mutex, Weak};

pub(crate) struct ClientInner {
    platform: BackendKind,
    platform_version: String,
    devices: Vec<Device>,
    live_arrays: Mutex<Vec<Weak<ArrayInner>>>,
    live_executables: Mutex<Vec<Weak<ExecutableInner>>>,
}

/// A client owns a set of devices of one platform.
#[derive(Clone)]
pub struct Client(pub(crate) Arc<ClientInner>);

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Client(platform={}, devices={})",
            self.platform(),
            self.device_count()
        )
    }
}

impl Client {
    /// A client over the given backends, one device each.
    pub fn from_backends(
        platform: BackendKind,
        platform_version: String,
        backends: Vec<Arc<dyn Backend>>,
    ) -> Result<Client> {
        if backends.is_empty() {
            return Err(Error::invalid_argument(
                "a client needs at least one device",
            ));
        }
        let devices = backends
            .into_iter()
            .enumerate()
            .map(|(i, b)| Device::new(i, b))
            .collect();
        Ok(Client(Arc::new(ClientInner {
            platform,
            platform_version,
            devices,
            live_arrays: Mutex::new(Vec::new()),
            live_executables: Mutex::new(Vec::new()),
        })))
    }

    /// `"cpu"` or `"gpu"`.
    pub fn platform(&self) -> &'static str {
        self.0.platform.name()
    }

    pub fn platform_version(&self) -> &str {
        &self.0.platform_version
    }

    pub fn runtime_type(&self) -> &'static str {
        "webxla"
    }

    pub fn devices(&self) -> Vec<Device> {
        self.0.devices.clone()
    }

    pub fn local_devices(&self) -> Vec<Device> {
        self.devices()
    }

    pub fn device_count(&self) -> usize {
        self.0.devices.len()
    }

    pub fn local_device_count(&self) -> usize {
        self.device_count()
    }

    pub fn process_index(&self) -> usize {
        0
    }

    pub fn host_id(&self) -> usize {
        0
    }

    /// True when `device` belongs to this client.
    pub fn owns_device(&self, device: &Device) -> bool {
        self.0.devices.iter().any(|d| d.same(device))
    }

    pub fn same(&self, other: &Client) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    fn pick_device(&self, device: Option<&Device>) -> Result<Device> {
        match device {
            None => Ok(self.0.devices[0].clone()),
            Some(d) if self.owns_device(d) => Ok(d.clone()),
            Some(d) => Err(Error::invalid_argument(format!(
                "{d:?} belongs to another client"
            ))),
        }
    }

    /// Copies a host array to a device (the first one by default).
    pub fn buffer_from_pyval(&self, value: &Literal, device: Option<&Device>) -> Result<Array> {
        let device = self.pick_device(device)?;
        if value.ty().is_narrow_float() || value.ty().bit_width() < 8 && !value.ty().is_pred() {
            return Err(Error::unsupported(
                "buffer_from_pyval",
                value.ty(),
                device.platform(),
            ));
        }
        let buffer = device.backend().upload(value)?;
        let array = Array::ready(buffer, device);
        self.track_arrays(std::slice::from_ref(&array));
        Ok(array)
    }

    /// Copies several host arrays, each to its device.
    pub fn batched_device_put(&self, values: &[(Literal, Device)]) -> Result<Vec<Array>> {
        values
            .iter()
            .map(|(v, d)| self.buffer_from_pyval(v, Some(d)))
            .collect()
    }

    /// Parses and verifies a program (StableHLO or HLO text) without placing it on devices.
    pub fn compile(&self, text: &str, options: &CompileOptions) -> Result<Executable> {
        if options.parameter_is_tupled_arguments {
            return Err(Error::unsupported_msg(
                "parameter_is_tupled_arguments is not supported: pass the arguments untupled",
            ));
        }
        let (module, format) = parse_program(text)?;
        Ok(Executable {
            module: Arc::new(module),
            text: Arc::from(text),
            format,
            options: options.clone(),
        })
    }

    /// Compiles a program for `devices` (the first device when `None`).
    pub fn compile_and_load(
        &self,
        text: &str,
        devices: Option<&DeviceList>,
        options: &CompileOptions,
    ) -> Result<LoadedExecutable> {
        let exe = self.compile(text, options)?;
        self.load(exe, devices)
    }

    /// Places a compiled executable on devices: one backend program per device.
    pub fn load(&self, exe: Executable, devices: Option<&DeviceList>) -> Result<LoadedExecutable> {
        let devices = match devices {
            Some(list) if list.is_empty() => {
                return Err(Error::invalid_argument(
                    "compile_and_load got an empty device list",
                ))
            }
            Some(list) => {
                for d in list {
                    self.pick_device(Some(d))?;
                }
                list.clone()
            }
            None => DeviceList::new(vec![self.0.devices[0].clone()]),
        };
        let programs = devices
            .iter()
            .map(|d| d.backend().compile(exe.module.clone()))
            .collect::<Result<Vec<_>>>()?;
        let loaded = LoadedExecutable::new(self.clone(), exe, devices, programs)?;
        let mut live = self
            .0
            .live_executables
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        live.retain(|w| w.strong_count() > 0);
        live.push(Arc::downgrade(&loaded.0));
        Ok(loaded)
    }

    /// Bytes that `deserialize_executable` turns back into the same executable.
    pub fn serialize_executable(&self, exe: &LoadedExecutable) -> Vec<u8> {
        super::serialize::serialize(exe.executable())
    }

    /// Rebuilds a serialized executable on `devices` (recompiling its program).
    pub fn deserialize_executable(
        &self,
        bytes: &[u8],
        devices: Option<&DeviceList>,
    ) -> Result<LoadedExecutable> {
        let (text, options) = super::serialize::deserialize(bytes)?;
        self.compile_and_load(&text, devices, &options)
    }

    pub(crate) fn track_arrays(&self, arrays: &[Array]) {
        let mut live = self.0.live_arrays.lock().unwrap_or_else(|e| e.into_inner());
        if live.len() > 1024 {
            live.retain(|w| w.strong_count() > 0);
        }
        live.extend(arrays.iter().map(|a| Arc::downgrade(&a.0)));
    }

    pub(crate) fn forget_executable(&self, exe: &LoadedExecutable) {
        let mut live = self
            .0
            .live_executables
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        live.retain(|w| w.strong_count() > 0 && !std::ptr::eq(w.as_ptr(), Arc::as_ptr(&exe.0)));
    }

    /// Arrays that are still referenced and not deleted.
    pub fn live_arrays(&self) -> Vec<Array> {
        let mut live = self.0.live_arrays.lock().unwrap_or_else(|e| e.into_inner());
        live.retain(|w| w.strong_count() > 0);
        live.iter()
            .filter_map(|w| w.upgrade())
            .map(Array)
            .filter(|a| !a.is_deleted())
            .collect()
    }

    /// Same as `live_arrays` (xla_client keeps both names).
    pub fn live_buffers(&self) -> Vec<Array> {
        self.live_arrays()
    }

    pub fn live_executables(&self) -> Vec<LoadedExecutable> {
        let mut live = self
            .0
            .live_executables
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        live.retain(|w| w.strong_count() > 0);
        live.iter()
            .filter_map(|w| w.upgrade())
            .map(LoadedExecutable)
            .collect()
    }

    /// The default layout (minor-to-major) for an array of this rank: row-major.
    pub fn get_default_layout(&self, dims: &[usize]) -> Vec<usize> {
        (0..dims.len()).rev().collect()
    }
}
