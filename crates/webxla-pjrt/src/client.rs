//! `PJRT_Client` and what it owns for its whole life: devices, their descriptions, memories
//! and the topology, built once at `PJRT_Client_Create` (so every pointer and string handed
//! out stays valid until `PJRT_Client_Destroy`), and the entries that read them. The backend
//! comes from the create option `backend` or `WEBXLA_BACKEND` (cpu by default; gpu = wgpu), the
//! device count from `devices` or `WEBXLA_DEVICES` (1 by default). Must not run programs.

use crate::error::{guard, PjrtError, PjrtResult};
use crate::sys::*;
use crate::{has, upto};
use std::os::raw::c_char;

pub const PLATFORM_NAME: &str = "webxla";

/// The kind of each device's one memory, whatever the backend: jax expects "device" from a
/// platform that is not its own `cpu` (webxla's CPU client calls it "unpinned_host", as XLA's
/// CPU client does; jax would then ask for a "device" memory the device lacks).
pub const MEMORY_KIND: &str = "device";

pub struct Client {
    pub inner: webxla::Client,
    pub backend: &'static str,
    pub devices: Vec<Box<Device>>,
    pub memories: Vec<Box<Memory>>,
    pub device_ptrs: Vec<*mut PJRT_Device>,
    pub memory_ptrs: Vec<*mut PJRT_Memory>,
    pub topology: Box<Topology>,
    pub platform_version: String,
}

pub struct Device {
    pub dev: webxla::client::Device,
    pub desc: Description,
    pub memory: *mut PJRT_Memory,
    pub client: *const Client,
}

pub struct Description {
    pub id: i32,
    pub kind: String,
    pub to_string: String,
    pub debug_string: String,
}

pub struct Memory {
    pub id: i32,
    pub kind: String,
    pub to_string: String,
    pub debug_string: String,
    pub devices: Vec<*mut PJRT_Device>,
}

pub struct Topology {
    pub platform_version: String,
    pub descriptions: Vec<*mut PJRT_DeviceDescription>,
}

// SAFETY: after construction these are immutable; the raw pointers point into boxes the client
// owns for its whole life. webxla's Client and Device are Send + Sync.
unsafe impl Send for Client {}
unsafe impl Sync for Client {}
unsafe impl Send for Device {}
unsafe impl Sync for Device {}
unsafe impl Send for Memory {}
unsafe impl Sync for Memory {}
unsafe impl Send for Topology {}
unsafe impl Sync for Topology {}

/// Client create options, after the environment.
#[derive(Debug, PartialEq)]
pub struct Settings {
    pub backend: &'static str,
    pub devices: usize,
}

fn parse_backend(v: &str) -> PjrtResult<&'static str> {
    match v.trim().to_ascii_lowercase().as_str() {
        "" | "cpu" => Ok("cpu"),
        "gpu" | "wgpu" => Ok("gpu"),
        other => Err(PjrtError::invalid(format!(
            "webxla backend '{other}' is not one of cpu, gpu"
        ))),
    }
}

fn parse_devices(v: i64) -> PjrtResult<usize> {
    if (1..=1024).contains(&v) {
        Ok(v as usize)
    } else {
        Err(PjrtError::invalid(format!(
            "webxla device count {v} is not in 1..=1024"
        )))
    }
}

/// Reads the create options (`backend`: string, `devices`: int64); environment variables
/// fill what the options leave out.
///
/// # Safety
/// `opts` points to `n` live named values (or `n` is 0).
pub unsafe fn settings(opts: *const PJRT_NamedValue, n: usize) -> PjrtResult<Settings> {
    let mut backend = None;
    let mut devices = None;
    // SAFETY: the caller's contract.
    for o in unsafe { crate::args::slice(opts, n)? } {
        // SAFETY: names and string values are (pointer, size) pairs from the caller.
        let name = unsafe { crate::args::bytes(o.name, o.name_size)? };
        let name = String::from_utf8_lossy(name);
        match (name.as_ref(), o.r#type) {
            ("backend", PJRT_NamedValue_kString) => {
                // SAFETY: the union member named by `type`.
                let v = unsafe { crate::args::bytes(o.u.string_value, o.value_size)? };
                backend = Some(parse_backend(&String::from_utf8_lossy(v))?);
            }
            ("devices", PJRT_NamedValue_kInt64) => {
                // SAFETY: as above.
                devices = Some(parse_devices(unsafe { o.u.int64_value })?);
            }
            (other, t) => {
                return Err(PjrtError::invalid(format!(
                    "unknown webxla client option '{other}' (type {t}); known: backend \
                     (string), devices (int64)"
                )))
            }
        }
    }
    let backend = match backend {
        Some(b) => b,
        None => parse_backend(&std::env::var("WEBXLA_BACKEND").unwrap_or_default())?,
    };
    let devices = match devices {
        Some(d) => d,
        None => match std::env::var("WEBXLA_DEVICES") {
            Ok(v) => parse_devices(v.trim().parse::<i64>().map_err(|_| {
                PjrtError::invalid(format!("WEBXLA_DEVICES='{v}' is not a number"))
            })?)?,
            Err(_) => 1,
        },
    };
    Ok(Settings { backend, devices })
}

impl Client {
    pub fn create(s: &Settings) -> PjrtResult<Box<Client>> {
        let inner = match s.backend {
            "gpu" => pollster::block_on(webxla::client::make_gpu_client(
                webxla::client::GpuClientOptions {
                    virtual_devices: if s.devices > 1 { s.devices } else { 0 },
                    ..Default::default()
                },
            ))?,
            _ => webxla::client::make_cpu_client(webxla::client::CpuClientOptions {
                num_devices: s.devices,
                asynchronous: true,
                ..Default::default()
            })?,
        };
        let mut client = Box::new(Client {
            platform_version: format!("webxla {} ({})", inner.platform_version(), s.backend),
            inner,
            backend: s.backend,
            devices: vec![],
            memories: vec![],
            device_ptrs: vec![],
            memory_ptrs: vec![],
            topology: Box::new(Topology {
                platform_version: String::new(),
                descriptions: vec![],
            }),
        });
        let cptr: *const Client = &*client;
        for dev in client.inner.devices() {
            let id = dev.id() as i32;
            let dk = dev.device_kind();
            let kind = if dk == s.backend {
                format!("webxla-{dk}")
            } else {
                format!("webxla-{} ({dk})", s.backend)
            };
            let mem = dev.default_memory();
            client.memories.push(Box::new(Memory {
                id,
                kind: MEMORY_KIND.to_string(),
                to_string: format!("MEMORY_SPACE_{id}"),
                debug_string: format!("webxla:{id} memory ({})", mem.kind()),
                devices: vec![],
            }));
            client.devices.push(Box::new(Device {
                desc: Description {
                    id,
                    to_string: format!("WebxlaDevice(id={id})"),
                    debug_string: format!("webxla:{id} ({kind})"),
                    kind,
                },
                dev,
                memory: std::ptr::null_mut(),
                client: cptr,
            }));
        }
        let c = &mut *client;
        for (d, m) in c.devices.iter_mut().zip(c.memories.iter_mut()) {
            let dp = &mut **d as *mut Device as *mut PJRT_Device;
            let mp = &mut **m as *mut Memory as *mut PJRT_Memory;
            d.memory = mp;
            m.devices.push(dp);
            c.device_ptrs.push(dp);
            c.memory_ptrs.push(mp);
            c.topology
                .descriptions
                .push(&mut d.desc as *mut Description as *mut PJRT_DeviceDescription);
        }
        c.topology.platform_version = c.platform_version.clone();
        Ok(client)
    }

    /// The plugin's device object for a webxla device of this client.
    pub fn device_ptr(&self, dev: &webxla::client::Device) -> PjrtResult<*mut PJRT_Device> {
        self.devices
            .iter()
            .position(|d| d.dev == *dev)
            .map(|i| self.device_ptrs[i])
            .ok_or_else(|| {
                PjrtError::new(
                    PJRT_Error_Code_INTERNAL,
                    format!("{dev:?} is not a device of this client"),
                )
            })
    }
}

/// # Safety
/// `p` is a `PJRT_Client*` from `PJRT_Client_Create` not yet destroyed.
pub unsafe fn client<'a>(p: *mut PJRT_Client) -> PjrtResult<&'a Client> {
    if p.is_null() {
        return Err(PjrtError::invalid("null PJRT_Client"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(p as *const Client) })
}

/// # Safety
/// `p` is a device of a live client.
pub unsafe fn device<'a>(p: *const PJRT_Device) -> PjrtResult<&'a Device> {
    if p.is_null() {
        return Err(PjrtError::invalid("null PJRT_Device"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(p as *const Device) })
}

/// # Safety
/// `p` is a memory of a live client.
pub unsafe fn memory<'a>(p: *const PJRT_Memory) -> PjrtResult<&'a Memory> {
    if p.is_null() {
        return Err(PjrtError::invalid("null PJRT_Memory"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(p as *const Memory) })
}

/// # Safety
/// `p` is a description of a live client's device.
unsafe fn description<'a>(p: *const PJRT_DeviceDescription) -> PjrtResult<&'a Description> {
    if p.is_null() {
        return Err(PjrtError::invalid("null PJRT_DeviceDescription"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(p as *const Description) })
}

fn str_out(s: &str) -> (*const c_char, usize) {
    (s.as_ptr() as *const c_char, s.len())
}

// ---------------------------------------------------------------- plugin

struct Attributes(Vec<PJRT_NamedValue>);
// SAFETY: the values point to 'static data and are never written.
unsafe impl Send for Attributes {}
unsafe impl Sync for Attributes {}

static XLA_VERSION_NAME: &str = "xla_version";
static CURRENT_NAME: &str = "stablehlo_current_version";
static MINIMUM_NAME: &str = "stablehlo_minimum_version";
/// The newest StableHLO the bytecode reader supports (jaxlib 0.10.2's current version).
static CURRENT: [i64; 3] = [1, 17, 0];
static MINIMUM: [i64; 3] = [0, 9, 0];

fn named(
    name: &'static str,
    t: PJRT_NamedValue_Type,
    u: PJRT_NamedValue__union,
    n: usize,
) -> PJRT_NamedValue {
    PJRT_NamedValue {
        struct_size: PJRT_NamedValue::STRUCT_SIZE,
        extension_start: std::ptr::null_mut(),
        name: name.as_ptr() as *const c_char,
        name_size: name.len(),
        r#type: t,
        u,
        value_size: n,
    }
}

fn attributes() -> &'static [PJRT_NamedValue] {
    static A: std::sync::OnceLock<Attributes> = std::sync::OnceLock::new();
    &A.get_or_init(|| {
        Attributes(vec![
            named(
                XLA_VERSION_NAME,
                PJRT_NamedValue_kInt64,
                PJRT_NamedValue__union { int64_value: 2 },
                1,
            ),
            named(
                CURRENT_NAME,
                PJRT_NamedValue_kInt64List,
                PJRT_NamedValue__union {
                    int64_array_value: CURRENT.as_ptr(),
                },
                3,
            ),
            named(
                MINIMUM_NAME,
                PJRT_NamedValue_kInt64List,
                PJRT_NamedValue__union {
                    int64_array_value: MINIMUM.as_ptr(),
                },
                3,
            ),
        ])
    })
    .0
}

pub unsafe extern "C" fn plugin_initialize(
    args: *mut PJRT_Plugin_Initialize_Args,
) -> *mut PJRT_Error {
    // SAFETY: args from the caller.
    guard("PJRT_Plugin_Initialize", || unsafe {
        crate::args::checked(args, 0).map(drop)
    })
}

pub unsafe extern "C" fn plugin_attributes(
    args: *mut PJRT_Plugin_Attributes_Args,
) -> *mut PJRT_Error {
    guard("PJRT_Plugin_Attributes", || {
        // SAFETY: args from the caller.
        let a = unsafe {
            crate::args::checked(args, upto!(PJRT_Plugin_Attributes_Args, num_attributes))?
        };
        let attrs = attributes();
        a.attributes = attrs.as_ptr();
        a.num_attributes = attrs.len();
        Ok(())
    })
}

// ---------------------------------------------------------------- client

pub unsafe extern "C" fn client_create(args: *mut PJRT_Client_Create_Args) -> *mut PJRT_Error {
    guard("PJRT_Client_Create", || {
        // SAFETY: args from the caller.
        let a = unsafe { crate::args::checked(args, upto!(PJRT_Client_Create_Args, client))? };
        // SAFETY: the options array is the caller's.
        let s = unsafe { settings(a.create_options, a.num_options)? };
        a.client = Box::into_raw(Client::create(&s)?) as *mut PJRT_Client;
        Ok(())
    })
}

pub unsafe extern "C" fn client_destroy(args: *mut PJRT_Client_Destroy_Args) -> *mut PJRT_Error {
    guard("PJRT_Client_Destroy", || {
        // SAFETY: args from the caller; the client was made by `client_create`.
        unsafe {
            let a = crate::args::checked(args, upto!(PJRT_Client_Destroy_Args, client))?;
            if !a.client.is_null() {
                drop(Box::from_raw(a.client as *mut Client));
            }
        }
        Ok(())
    })
}

macro_rules! getter {
    ($fn:ident, $name:literal, $args:ty, $last:ident, |$a:ident| $body:block) => {
        pub unsafe extern "C" fn $fn(args: *mut $args) -> *mut PJRT_Error {
            guard($name, || {
                // SAFETY: args from the caller; objects are live per the PJRT contract.
                #[allow(unused_unsafe)]
                unsafe {
                    let $a = crate::args::checked(args, upto!($args, $last))?;
                    $body
                }
                Ok(())
            })
        }
    };
}

getter!(
    client_platform_name,
    "PJRT_Client_PlatformName",
    PJRT_Client_PlatformName_Args,
    platform_name_size,
    |a| {
        client(a.client)?;
        (a.platform_name, a.platform_name_size) = str_out(PLATFORM_NAME);
    }
);
getter!(
    client_process_index,
    "PJRT_Client_ProcessIndex",
    PJRT_Client_ProcessIndex_Args,
    process_index,
    |a| {
        a.process_index = client(a.client)?.inner.process_index() as i32;
    }
);
getter!(
    client_platform_version,
    "PJRT_Client_PlatformVersion",
    PJRT_Client_PlatformVersion_Args,
    platform_version_size,
    |a| {
        (a.platform_version, a.platform_version_size) =
            str_out(&client(a.client)?.platform_version);
    }
);
getter!(
    client_topology,
    "PJRT_Client_TopologyDescription",
    PJRT_Client_TopologyDescription_Args,
    topology,
    |a| {
        let c = client(a.client)?;
        a.topology = &*c.topology as *const Topology as *mut PJRT_TopologyDescription;
    }
);
getter!(
    client_devices,
    "PJRT_Client_Devices",
    PJRT_Client_Devices_Args,
    num_devices,
    |a| {
        let c = client(a.client)?;
        a.devices = c.device_ptrs.as_ptr() as *mut _;
        a.num_devices = c.device_ptrs.len();
    }
);
getter!(
    client_addressable_devices,
    "PJRT_Client_AddressableDevices",
    PJRT_Client_AddressableDevices_Args,
    num_addressable_devices,
    |a| {
        let c = client(a.client)?;
        a.addressable_devices = c.device_ptrs.as_ptr() as *mut _;
        a.num_addressable_devices = c.device_ptrs.len();
    }
);
getter!(
    client_lookup_device,
    "PJRT_Client_LookupDevice",
    PJRT_Client_LookupDevice_Args,
    device,
    |a| {
        let c = client(a.client)?;
        let i = c
            .devices
            .iter()
            .position(|d| d.desc.id == a.id)
            .ok_or_else(|| {
                PjrtError::new(
                    PJRT_Error_Code_NOT_FOUND,
                    format!("no webxla device with id {}", a.id),
                )
            })?;
        a.device = c.device_ptrs[i];
    }
);
getter!(
    client_lookup_addressable_device,
    "PJRT_Client_LookupAddressableDevice",
    PJRT_Client_LookupAddressableDevice_Args,
    addressable_device,
    |a| {
        let c = client(a.client)?;
        let i = c
            .devices
            .iter()
            .position(|d| d.dev.local_hardware_id() == Some(a.local_hardware_id as usize))
            .ok_or_else(|| {
                PjrtError::new(
                    PJRT_Error_Code_NOT_FOUND,
                    format!(
                        "no webxla device with local hardware id {}",
                        a.local_hardware_id
                    ),
                )
            })?;
        a.addressable_device = c.device_ptrs[i];
    }
);
getter!(
    client_addressable_memories,
    "PJRT_Client_AddressableMemories",
    PJRT_Client_AddressableMemories_Args,
    num_addressable_memories,
    |a| {
        let c = client(a.client)?;
        a.addressable_memories = c.memory_ptrs.as_ptr() as *mut _;
        a.num_addressable_memories = c.memory_ptrs.len();
    }
);
getter!(
    client_default_device_assignment,
    "PJRT_Client_DefaultDeviceAssignment",
    PJRT_Client_DefaultDeviceAssignment_Args,
    default_assignment,
    |a| {
        let c = client(a.client)?;
        let n = (a.num_replicas.max(0) as usize) * (a.num_partitions.max(0) as usize);
        if n > c.devices.len() || n > a.default_assignment_size {
            return Err(PjrtError::invalid(format!(
            "default device assignment of {} replicas x {} partitions: the client has {} devices",
            a.num_replicas, a.num_partitions, c.devices.len()
        )));
        }
        for i in 0..n {
            *a.default_assignment.add(i) = c.devices[i].desc.id;
        }
    }
);

// ---------------------------------------------------------------- devices

getter!(
    device_get_description,
    "PJRT_Device_GetDescription",
    PJRT_Device_GetDescription_Args,
    device_description,
    |a| {
        let d = device(a.device)?;
        a.device_description = &d.desc as *const Description as *mut PJRT_DeviceDescription;
    }
);
getter!(
    device_is_addressable,
    "PJRT_Device_IsAddressable",
    PJRT_Device_IsAddressable_Args,
    is_addressable,
    |a| {
        device(a.device)?;
        a.is_addressable = true;
    }
);
getter!(
    device_local_hardware_id,
    "PJRT_Device_LocalHardwareId",
    PJRT_Device_LocalHardwareId_Args,
    local_hardware_id,
    |a| {
        let d = device(a.device)?;
        a.local_hardware_id = d.dev.local_hardware_id().map_or(-1, |i| i as i32);
    }
);
getter!(
    device_addressable_memories,
    "PJRT_Device_AddressableMemories",
    PJRT_Device_AddressableMemories_Args,
    num_memories,
    |a| {
        let d = device(a.device)?;
        a.memories = &d.memory as *const *mut PJRT_Memory as *mut _;
        a.num_memories = 1;
    }
);
getter!(
    device_default_memory,
    "PJRT_Device_DefaultMemory",
    PJRT_Device_DefaultMemory_Args,
    memory,
    |a| {
        a.memory = device(a.device)?.memory;
    }
);
getter!(
    device_memory_stats,
    "PJRT_Device_MemoryStats",
    PJRT_Device_MemoryStats_Args,
    peak_bytes_in_use_is_set,
    |a| {
        let d = device(a.device)?;
        let s = d.dev.memory_stats();
        a.bytes_in_use = s.bytes_in_use as i64;
        a.peak_bytes_in_use = s.peak_bytes_in_use as i64;
        a.peak_bytes_in_use_is_set = true;
        if has!(a, PJRT_Device_MemoryStats_Args, num_allocs_is_set) {
            a.num_allocs = s.num_allocs as i64;
            a.num_allocs_is_set = true;
        }
        if has!(a, PJRT_Device_MemoryStats_Args, bytes_limit_is_set) && s.bytes_limit > 0 {
            a.bytes_limit = s.bytes_limit as i64;
            a.bytes_limit_is_set = true;
        }
    }
);

getter!(
    description_id,
    "PJRT_DeviceDescription_Id",
    PJRT_DeviceDescription_Id_Args,
    id,
    |a| {
        a.id = description(a.device_description)?.id;
    }
);
getter!(
    description_process_index,
    "PJRT_DeviceDescription_ProcessIndex",
    PJRT_DeviceDescription_ProcessIndex_Args,
    process_index,
    |a| {
        description(a.device_description)?;
        a.process_index = 0;
    }
);
getter!(
    description_attributes,
    "PJRT_DeviceDescription_Attributes",
    PJRT_DeviceDescription_Attributes_Args,
    attributes,
    |a| {
        description(a.device_description)?;
        a.num_attributes = 0;
        a.attributes = std::ptr::null();
    }
);
getter!(
    description_kind,
    "PJRT_DeviceDescription_Kind",
    PJRT_DeviceDescription_Kind_Args,
    device_kind_size,
    |a| {
        (a.device_kind, a.device_kind_size) = str_out(&description(a.device_description)?.kind);
    }
);
getter!(
    description_debug_string,
    "PJRT_DeviceDescription_DebugString",
    PJRT_DeviceDescription_DebugString_Args,
    debug_string_size,
    |a| {
        (a.debug_string, a.debug_string_size) =
            str_out(&description(a.device_description)?.debug_string);
    }
);
getter!(
    description_to_string,
    "PJRT_DeviceDescription_ToString",
    PJRT_DeviceDescription_ToString_Args,
    to_string_size,
    |a| {
        (a.to_string, a.to_string_size) = str_out(&description(a.device_description)?.to_string);
    }
);

// ---------------------------------------------------------------- memories

getter!(memory_id, "PJRT_Memory_Id", PJRT_Memory_Id_Args, id, |a| {
    a.id = memory(a.memory)?.id;
});
getter!(
    memory_kind,
    "PJRT_Memory_Kind",
    PJRT_Memory_Kind_Args,
    kind_size,
    |a| {
        (a.kind, a.kind_size) = str_out(&memory(a.memory)?.kind);
    }
);
getter!(
    memory_kind_id,
    "PJRT_Memory_Kind_Id",
    PJRT_Memory_Kind_Id_Args,
    kind_id,
    |a| {
        memory(a.memory)?;
        a.kind_id = 0;
    }
);
getter!(
    memory_debug_string,
    "PJRT_Memory_DebugString",
    PJRT_Memory_DebugString_Args,
    debug_string_size,
    |a| {
        (a.debug_string, a.debug_string_size) = str_out(&memory(a.memory)?.debug_string);
    }
);
getter!(
    memory_to_string,
    "PJRT_Memory_ToString",
    PJRT_Memory_ToString_Args,
    to_string_size,
    |a| {
        (a.to_string, a.to_string_size) = str_out(&memory(a.memory)?.to_string);
    }
);
getter!(
    memory_addressable_by_devices,
    "PJRT_Memory_AddressableByDevices",
    PJRT_Memory_AddressableByDevices_Args,
    num_devices,
    |a| {
        let m = memory(a.memory)?;
        a.devices = m.devices.as_ptr() as *mut _;
        a.num_devices = m.devices.len();
    }
);

// ---------------------------------------------------------------- topology

/// # Safety
/// `p` is a client's topology.
unsafe fn topology<'a>(p: *const PJRT_TopologyDescription) -> PjrtResult<&'a Topology> {
    if p.is_null() {
        return Err(PjrtError::invalid("null PJRT_TopologyDescription"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(p as *const Topology) })
}

getter!(
    topology_platform_name,
    "PJRT_TopologyDescription_PlatformName",
    PJRT_TopologyDescription_PlatformName_Args,
    platform_name_size,
    |a| {
        topology(a.topology)?;
        (a.platform_name, a.platform_name_size) = str_out(PLATFORM_NAME);
    }
);
getter!(
    topology_platform_version,
    "PJRT_TopologyDescription_PlatformVersion",
    PJRT_TopologyDescription_PlatformVersion_Args,
    platform_version_size,
    |a| {
        (a.platform_version, a.platform_version_size) =
            str_out(&topology(a.topology)?.platform_version);
    }
);
getter!(
    topology_device_descriptions,
    "PJRT_TopologyDescription_GetDeviceDescriptions",
    PJRT_TopologyDescription_GetDeviceDescriptions_Args,
    num_descriptions,
    |a| {
        let t = topology(a.topology)?;
        a.descriptions = t.descriptions.as_ptr() as *mut _;
        a.num_descriptions = t.descriptions.len();
    }
);
getter!(
    topology_attributes,
    "PJRT_TopologyDescription_Attributes",
    PJRT_TopologyDescription_Attributes_Args,
    num_attributes,
    |a| {
        topology(a.topology)?;
        a.attributes = std::ptr::null();
        a.num_attributes = 0;
    }
);
/// The client owns its topology; destroying it through this entry is a no-op.
pub unsafe extern "C" fn topology_destroy(
    args: *mut PJRT_TopologyDescription_Destroy_Args,
) -> *mut PJRT_Error {
    // SAFETY: args from the caller.
    guard("PJRT_TopologyDescription_Destroy", || unsafe {
        crate::args::checked(args, 0).map(drop)
    })
}
