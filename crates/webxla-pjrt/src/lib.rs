//! webxla as a PJRT C API plugin: `GetPjrtApi` returns the function table real JAX
//! (jaxlib 0.10.2) drives, over webxla's CPU or wgpu backend. `sys` holds the bindings
//! generated from the vendored header (`include/`, `gen/gen_bindings.py`); the other modules
//! each implement one family of entries. Every entry point runs under `error::guard`
//! (`catch_unwind`), reads only the fields inside its caller's `struct_size`, and entries not
//! listed in `api()` return UNIMPLEMENTED naming themselves. Native only.

#![allow(clippy::missing_safety_doc)]
// PJRT constants keep their C names.
#![allow(non_upper_case_globals)]

pub mod args;
pub mod buffer;
pub mod client;
pub mod compile_options;
pub mod error;
pub mod event;
pub mod executable;
pub mod layout;
pub mod shardings;
#[rustfmt::skip]
pub mod sys;

use sys::*;

struct Api(PJRT_Api);
// SAFETY: the table is immutable after construction and holds only function pointers.
unsafe impl Send for Api {}
unsafe impl Sync for Api {}

/// The function table, built once.
pub fn api() -> &'static PJRT_Api {
    static API: std::sync::OnceLock<Api> = std::sync::OnceLock::new();
    &API.get_or_init(|| {
        use buffer as b;
        use client as c;
        use executable as x;
        let mut t = unimplemented_api();
        t.extension_start = shardings::extension();
        t.PJRT_Error_Destroy = Some(error::error_destroy);
        t.PJRT_Error_Message = Some(error::error_message);
        t.PJRT_Error_GetCode = Some(error::error_get_code);
        t.PJRT_Plugin_Initialize = Some(c::plugin_initialize);
        t.PJRT_Plugin_Attributes = Some(c::plugin_attributes);
        t.PJRT_Event_Destroy = Some(event::event_destroy);
        t.PJRT_Event_IsReady = Some(event::event_is_ready);
        t.PJRT_Event_Error = Some(event::event_error);
        t.PJRT_Event_Await = Some(event::event_await);
        t.PJRT_Event_OnReady = Some(event::event_on_ready);
        t.PJRT_Client_Create = Some(c::client_create);
        t.PJRT_Client_Destroy = Some(c::client_destroy);
        t.PJRT_Client_PlatformName = Some(c::client_platform_name);
        t.PJRT_Client_ProcessIndex = Some(c::client_process_index);
        t.PJRT_Client_PlatformVersion = Some(c::client_platform_version);
        t.PJRT_Client_Devices = Some(c::client_devices);
        t.PJRT_Client_AddressableDevices = Some(c::client_addressable_devices);
        t.PJRT_Client_LookupDevice = Some(c::client_lookup_device);
        t.PJRT_Client_LookupAddressableDevice = Some(c::client_lookup_addressable_device);
        t.PJRT_Client_AddressableMemories = Some(c::client_addressable_memories);
        t.PJRT_Client_Compile = Some(x::client_compile);
        t.PJRT_Client_DefaultDeviceAssignment = Some(c::client_default_device_assignment);
        t.PJRT_Client_BufferFromHostBuffer = Some(b::client_buffer_from_host_buffer);
        t.PJRT_Client_TopologyDescription = Some(c::client_topology);
        t.PJRT_DeviceDescription_Id = Some(c::description_id);
        t.PJRT_DeviceDescription_ProcessIndex = Some(c::description_process_index);
        t.PJRT_DeviceDescription_Attributes = Some(c::description_attributes);
        t.PJRT_DeviceDescription_Kind = Some(c::description_kind);
        t.PJRT_DeviceDescription_DebugString = Some(c::description_debug_string);
        t.PJRT_DeviceDescription_ToString = Some(c::description_to_string);
        t.PJRT_Device_GetDescription = Some(c::device_get_description);
        t.PJRT_Device_IsAddressable = Some(c::device_is_addressable);
        t.PJRT_Device_LocalHardwareId = Some(c::device_local_hardware_id);
        t.PJRT_Device_AddressableMemories = Some(c::device_addressable_memories);
        t.PJRT_Device_DefaultMemory = Some(c::device_default_memory);
        t.PJRT_Device_MemoryStats = Some(c::device_memory_stats);
        t.PJRT_Memory_Id = Some(c::memory_id);
        t.PJRT_Memory_Kind = Some(c::memory_kind);
        t.PJRT_Memory_Kind_Id = Some(c::memory_kind_id);
        t.PJRT_Memory_DebugString = Some(c::memory_debug_string);
        t.PJRT_Memory_ToString = Some(c::memory_to_string);
        t.PJRT_Memory_AddressableByDevices = Some(c::memory_addressable_by_devices);
        t.PJRT_Executable_Destroy = Some(x::exec_destroy);
        t.PJRT_Executable_Name = Some(x::exec_name);
        t.PJRT_Executable_NumReplicas = Some(x::exec_num_replicas);
        t.PJRT_Executable_NumPartitions = Some(x::exec_num_partitions);
        t.PJRT_Executable_NumOutputs = Some(x::exec_num_outputs);
        t.PJRT_Executable_SizeOfGeneratedCodeInBytes = Some(x::exec_code_size);
        t.PJRT_Executable_Fingerprint = Some(x::exec_fingerprint);
        t.PJRT_Executable_OutputElementTypes = Some(x::exec_output_element_types);
        t.PJRT_Executable_OutputDimensions = Some(x::exec_output_dimensions);
        t.PJRT_Executable_OutputMemoryKinds = Some(x::exec_output_memory_kinds);
        t.PJRT_Executable_Serialize = Some(x::exec_serialize);

        t.PJRT_Executable_DeserializeAndLoad = Some(x::deserialize_and_load);
        t.PJRT_LoadedExecutable_Destroy = Some(x::loaded_destroy);
        t.PJRT_LoadedExecutable_GetExecutable = Some(x::loaded_get_executable);
        t.PJRT_LoadedExecutable_AddressableDevices = Some(x::loaded_addressable_devices);
        t.PJRT_LoadedExecutable_Delete = Some(x::loaded_delete);
        t.PJRT_LoadedExecutable_IsDeleted = Some(x::loaded_is_deleted);
        t.PJRT_LoadedExecutable_Execute = Some(x::loaded_execute);
        t.PJRT_LoadedExecutable_GetDeviceAssignment = Some(x::loaded_device_assignment);
        t.PJRT_Buffer_Destroy = Some(b::buffer_destroy);
        t.PJRT_Buffer_ElementType = Some(b::buffer_element_type);
        t.PJRT_Buffer_Dimensions = Some(b::buffer_dimensions);
        t.PJRT_Buffer_UnpaddedDimensions = Some(b::buffer_unpadded_dimensions);
        t.PJRT_Buffer_DynamicDimensionIndices = Some(b::buffer_dynamic_dimension_indices);
        t.PJRT_Buffer_GetMemoryLayout = Some(b::buffer_get_memory_layout);
        t.PJRT_Buffer_OnDeviceSizeInBytes = Some(b::buffer_on_device_size);
        t.PJRT_Buffer_Device = Some(b::buffer_device);
        t.PJRT_Buffer_Memory = Some(b::buffer_memory);
        t.PJRT_Buffer_Delete = Some(b::buffer_delete);
        t.PJRT_Buffer_IsDeleted = Some(b::buffer_is_deleted);
        t.PJRT_Buffer_CopyToDevice = Some(b::buffer_copy_to_device);
        t.PJRT_Buffer_ToHostBuffer = Some(b::buffer_to_host_buffer);
        t.PJRT_Buffer_IsOnCpu = Some(b::buffer_is_on_cpu);
        t.PJRT_Buffer_ReadyEvent = Some(b::buffer_ready_event);
        t.PJRT_TopologyDescription_Destroy = Some(c::topology_destroy);
        t.PJRT_TopologyDescription_PlatformName = Some(c::topology_platform_name);
        t.PJRT_TopologyDescription_PlatformVersion = Some(c::topology_platform_version);
        t.PJRT_TopologyDescription_GetDeviceDescriptions = Some(c::topology_device_descriptions);
        t.PJRT_TopologyDescription_Attributes = Some(c::topology_attributes);
        Api(t)
    })
    .0
}

/// The plugin's entry symbol, looked up by jaxlib with `dlsym`.
#[no_mangle]
pub extern "C" fn GetPjrtApi() -> *const PJRT_Api {
    std::panic::catch_unwind(api).map_or(std::ptr::null(), |a| a as *const PJRT_Api)
}
