//! `PJRT_LoadedExecutable` / `PJRT_Executable`: compile (`mlir` programs through webxla's
//! `compile_and_load_bytes`, the compile options decoded), execute on the executable's
//! devices (per-device argument lists, outputs ready later, a completion event per device),
//! the getters jax reads, and serialization. Must not parse programs itself.

use crate::buffer::{buffer, ready_event, Buffer};
use crate::client::{client, device, Client};
use crate::error::{guard, PjrtError, PjrtResult};
use crate::event::Completion;
use crate::sys::*;
use crate::{compile_options, layout, upto};
use std::os::raw::c_char;
use webxla::client::{DeviceList, LoadedExecutable};

pub struct Loaded {
    pub exe: LoadedExecutable,
    pub deleted: std::sync::atomic::AtomicBool,
    pub client: *const Client,
    pub devices: Vec<*mut PJRT_Device>,
}

/// What `GetExecutable` hands out; owns every array its getters return.
pub struct Exec {
    pub exe: LoadedExecutable,
    name: String,
    fingerprint: String,
    out_types: Vec<PJRT_Buffer_Type>,
    out_dims: Vec<i64>,
    out_dim_sizes: Vec<usize>,
    kinds: Vec<String>,
    kind_ptrs: Vec<*const c_char>,
    kind_sizes: Vec<usize>,
    pub parameter_shardings: crate::shardings::Encoded,
    pub output_shardings: crate::shardings::Encoded,
}

// SAFETY: the pointers are the client's (alive while executables are) or into owned strings.
unsafe impl Send for Loaded {}
unsafe impl Sync for Loaded {}
unsafe impl Send for Exec {}
unsafe impl Sync for Exec {}

impl Exec {
    fn new(exe: LoadedExecutable) -> Box<Exec> {
        let shapes = exe.local_output_shapes().to_vec();
        // Every output lives in its device's one memory (`client::MEMORY_KIND`).
        let kinds = vec![crate::client::MEMORY_KIND.to_string(); shapes.len()];
        let mut e = Box::new(Exec {
            name: exe.executable().module().name.clone(),
            fingerprint: exe.fingerprint(),
            out_types: shapes.iter().map(|s| layout::to_pjrt(s.ty)).collect(),
            out_dims: shapes
                .iter()
                .flat_map(|s| s.dims.iter().map(|&d| d as i64))
                .collect(),
            out_dim_sizes: shapes.iter().map(|s| s.dims.len()).collect(),
            kind_ptrs: vec![],
            parameter_shardings: crate::shardings::Encoded::new(&exe.get_parameter_shardings()),
            output_shardings: crate::shardings::Encoded::new(&{
                // XLA's result is a tuple even when empty, and jaxlib wants that tuple's one
                // (replicated) sharding then.
                let s = exe.get_output_shardings();
                if s.is_empty() {
                    vec![None]
                } else {
                    s
                }
            }),
            kind_sizes: kinds.iter().map(|k| k.len()).collect(),
            kinds,
            exe,
        });
        e.kind_ptrs = e
            .kinds
            .iter()
            .map(|k| k.as_ptr() as *const c_char)
            .collect();
        e
    }
}

/// # Safety
/// `p` is a loaded executable this plugin returned, not destroyed.
unsafe fn loaded<'a>(p: *const PJRT_LoadedExecutable) -> PjrtResult<&'a Loaded> {
    if p.is_null() {
        return Err(PjrtError::invalid("null PJRT_LoadedExecutable"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(p as *const Loaded) })
}

/// # Safety
/// `p` is an executable this plugin returned, not destroyed.
pub(crate) unsafe fn exec<'a>(p: *const PJRT_Executable) -> PjrtResult<&'a Exec> {
    if p.is_null() {
        return Err(PjrtError::invalid("null PJRT_Executable"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(p as *const Exec) })
}

fn wrap(c: &Client, exe: LoadedExecutable) -> PjrtResult<*mut PJRT_LoadedExecutable> {
    let devices = exe
        .local_devices()
        .iter()
        .map(|d| c.device_ptr(d))
        .collect::<PjrtResult<Vec<_>>>()?;
    Ok(Box::into_raw(Box::new(Loaded {
        exe,
        deleted: Default::default(),
        client: c,
        devices,
    })) as *mut PJRT_LoadedExecutable)
}

fn device_list(c: &Client, ids: &[usize]) -> PjrtResult<DeviceList> {
    let devs = ids
        .iter()
        .map(|&id| {
            c.devices
                .iter()
                .find(|d| d.desc.id as usize == id)
                .map(|d| d.dev.clone())
                .ok_or_else(|| {
                    PjrtError::invalid(format!(
                        "device_assignment names device {id}, which webxla does not have"
                    ))
                })
        })
        .collect::<PjrtResult<Vec<_>>>()?;
    Ok(DeviceList::new(devs))
}

pub unsafe extern "C" fn client_compile(args: *mut PJRT_Client_Compile_Args) -> *mut PJRT_Error {
    guard("PJRT_Client_Compile", || {
        // SAFETY: args and the program are the caller's.
        unsafe {
            let a = crate::args::checked(args, upto!(PJRT_Client_Compile_Args, executable))?;
            let c = client(a.client)?;
            if a.program.is_null() {
                return Err(PjrtError::invalid("PJRT_Client_Compile: null program"));
            }
            let p = &*a.program;
            let format = crate::args::bytes(p.format, p.format_size)?;
            let code = crate::args::bytes(p.code, p.code_size)?;
            if format != b"mlir" {
                return Err(PjrtError::unimplemented(format!(
                    "program format '{}' is not supported by webxla (only 'mlir')",
                    String::from_utf8_lossy(format)
                )));
            }
            dump_program(code);
            let (options, ids) = compile_options::decode(crate::args::bytes(
                a.compile_options,
                a.compile_options_size,
            )?)?;
            let list = match ids {
                Some(ids) => Some(device_list(c, &ids)?),
                None => None,
            };
            let exe = c
                .inner
                .compile_and_load_bytes(code, list.as_ref(), &options)?;
            a.executable = wrap(c, exe)?;
        }
        Ok(())
    })
}

pub unsafe extern "C" fn deserialize_and_load(
    args: *mut PJRT_Executable_DeserializeAndLoad_Args,
) -> *mut PJRT_Error {
    guard("PJRT_Executable_DeserializeAndLoad", || {
        // SAFETY: as above.
        unsafe {
            let a = crate::args::checked(
                args,
                upto!(PJRT_Executable_DeserializeAndLoad_Args, loaded_executable),
            )?;
            let c = client(a.client)?;
            let bytes = crate::args::bytes(a.serialized_executable, a.serialized_executable_size)?;
            let exe = c.inner.deserialize_executable(bytes, None)?;
            a.loaded_executable = wrap(c, exe)?;
        }
        Ok(())
    })
}

macro_rules! entry {
    ($fn:ident, $name:literal, $args:ty, $last:ident, |$a:ident| $body:block) => {
        pub unsafe extern "C" fn $fn(args: *mut $args) -> *mut PJRT_Error {
            guard($name, || {
                // SAFETY: args from the caller; objects are live per the PJRT contract.
                unsafe {
                    let $a = crate::args::checked(args, upto!($args, $last))?;
                    $body
                }
                Ok(())
            })
        }
    };
}

entry!(
    loaded_destroy,
    "PJRT_LoadedExecutable_Destroy",
    PJRT_LoadedExecutable_Destroy_Args,
    executable,
    |a| {
        if !a.executable.is_null() {
            drop(Box::from_raw(a.executable as *mut Loaded));
        }
    }
);
entry!(
    loaded_get_executable,
    "PJRT_LoadedExecutable_GetExecutable",
    PJRT_LoadedExecutable_GetExecutable_Args,
    executable,
    |a| {
        let l = loaded(a.loaded_executable)?;
        a.executable = Box::into_raw(Exec::new(l.exe.clone())) as *mut PJRT_Executable;
    }
);
entry!(
    loaded_addressable_devices,
    "PJRT_LoadedExecutable_AddressableDevices",
    PJRT_LoadedExecutable_AddressableDevices_Args,
    num_addressable_devices,
    |a| {
        let l = loaded(a.executable)?;
        a.addressable_devices = l.devices.as_ptr() as *mut _;
        a.num_addressable_devices = l.devices.len();
    }
);
entry!(
    loaded_delete,
    "PJRT_LoadedExecutable_Delete",
    PJRT_LoadedExecutable_Delete_Args,
    executable,
    |a| {
        let l = loaded(a.executable)?;
        l.exe.delete();
        l.deleted.store(true, std::sync::atomic::Ordering::SeqCst);
    }
);
entry!(
    loaded_is_deleted,
    "PJRT_LoadedExecutable_IsDeleted",
    PJRT_LoadedExecutable_IsDeleted_Args,
    is_deleted,
    |a| {
        // webxla keeps no deleted flag an executable can be asked for; a deleted one fails
        // at execute with FAILED_PRECONDITION.
        loaded(a.executable)?;
        a.is_deleted = false;
    }
);

/// The serialized device assignment, freed by its deleter.
unsafe extern "C" fn free_bytes_box(p: *mut PJRT_DeviceAssignmentSerialized) {
    if !p.is_null() {
        // SAFETY: made by Box::into_raw below.
        drop(unsafe { Box::from_raw(p as *mut Vec<u8>) });
    }
}
unsafe extern "C" fn free_serialized(p: *mut PJRT_SerializedExecutable) {
    if !p.is_null() {
        // SAFETY: made by Box::into_raw below.
        drop(unsafe { Box::from_raw(p as *mut Vec<u8>) });
    }
}

entry!(
    loaded_device_assignment,
    "PJRT_LoadedExecutable_GetDeviceAssignment",
    PJRT_LoadedExecutable_GetDeviceAssignment_Args,
    serialized_device_assignment_deleter,
    |a| {
        let l = loaded(a.executable)?;
        let (r, p) = (l.exe.num_replicas(), l.exe.num_partitions());
        let ids: Vec<usize> = l.exe.local_devices().iter().map(|d| d.id()).collect();
        let table: Vec<Vec<usize>> = if ids.len() == r * p {
            (0..r)
                .map(|ri| ids[ri * p..(ri + 1) * p].to_vec())
                .collect()
        } else {
            vec![ids]
        };
        let bytes = Box::new(compile_options::encode_assignment(&table));
        a.serialized_bytes = bytes.as_ptr() as *const c_char;
        a.serialized_bytes_size = bytes.len();
        a.serialized_device_assignment =
            Box::into_raw(bytes) as *mut PJRT_DeviceAssignmentSerialized;
        a.serialized_device_assignment_deleter = Some(free_bytes_box);
    }
);

entry!(
    exec_destroy,
    "PJRT_Executable_Destroy",
    PJRT_Executable_Destroy_Args,
    executable,
    |a| {
        if !a.executable.is_null() {
            drop(Box::from_raw(a.executable as *mut Exec));
        }
    }
);
entry!(
    exec_name,
    "PJRT_Executable_Name",
    PJRT_Executable_Name_Args,
    executable_name_size,
    |a| {
        let e = exec(a.executable)?;
        a.executable_name = e.name.as_ptr() as *const c_char;
        a.executable_name_size = e.name.len();
    }
);
entry!(
    exec_num_replicas,
    "PJRT_Executable_NumReplicas",
    PJRT_Executable_NumReplicas_Args,
    num_replicas,
    |a| {
        a.num_replicas = exec(a.executable)?.exe.num_replicas();
    }
);
entry!(
    exec_num_partitions,
    "PJRT_Executable_NumPartitions",
    PJRT_Executable_NumPartitions_Args,
    num_partitions,
    |a| {
        a.num_partitions = exec(a.executable)?.exe.num_partitions();
    }
);
entry!(
    exec_num_outputs,
    "PJRT_Executable_NumOutputs",
    PJRT_Executable_NumOutputs_Args,
    num_outputs,
    |a| {
        a.num_outputs = exec(a.executable)?.out_types.len();
    }
);
entry!(
    exec_code_size,
    "PJRT_Executable_SizeOfGeneratedCodeInBytes",
    PJRT_Executable_SizeOfGeneratedCodeInBytes_Args,
    size_in_bytes,
    |a| {
        a.size_in_bytes = exec(a.executable)?.exe.size_of_generated_code_in_bytes() as i64;
    }
);
entry!(
    exec_fingerprint,
    "PJRT_Executable_Fingerprint",
    PJRT_Executable_Fingerprint_Args,
    executable_fingerprint_size,
    |a| {
        let e = exec(a.executable)?;
        a.executable_fingerprint = e.fingerprint.as_ptr() as *const c_char;
        a.executable_fingerprint_size = e.fingerprint.len();
    }
);
entry!(
    exec_output_element_types,
    "PJRT_Executable_OutputElementTypes",
    PJRT_Executable_OutputElementTypes_Args,
    num_output_types,
    |a| {
        let e = exec(a.executable)?;
        a.output_types = e.out_types.as_ptr() as *mut _;
        a.num_output_types = e.out_types.len();
    }
);
entry!(
    exec_output_dimensions,
    "PJRT_Executable_OutputDimensions",
    PJRT_Executable_OutputDimensions_Args,
    dim_sizes,
    |a| {
        let e = exec(a.executable)?;
        a.num_outputs = e.out_dim_sizes.len();
        a.dims = e.out_dims.as_ptr();
        a.dim_sizes = e.out_dim_sizes.as_ptr();
    }
);
entry!(
    exec_output_memory_kinds,
    "PJRT_Executable_OutputMemoryKinds",
    PJRT_Executable_OutputMemoryKinds_Args,
    memory_kind_sizes,
    |a| {
        let e = exec(a.executable)?;
        a.num_outputs = e.kinds.len();
        a.memory_kinds = e.kind_ptrs.as_ptr() as *mut _;
        a.memory_kind_sizes = e.kind_sizes.as_ptr();
    }
);
entry!(
    exec_serialize,
    "PJRT_Executable_Serialize",
    PJRT_Executable_Serialize_Args,
    serialized_executable_deleter,
    |a| {
        let e = exec(a.executable)?;
        let bytes = Box::new(e.exe.client().serialize_executable(&e.exe));
        a.serialized_bytes = bytes.as_ptr() as *const c_char;
        a.serialized_bytes_size = bytes.len();
        a.serialized_executable = Box::into_raw(bytes) as *mut PJRT_SerializedExecutable;
        a.serialized_executable_deleter = Some(free_serialized);
    }
);

pub unsafe extern "C" fn loaded_execute(
    args: *mut PJRT_LoadedExecutable_Execute_Args,
) -> *mut PJRT_Error {
    guard("PJRT_LoadedExecutable_Execute", || {
        // SAFETY: the argument and output lists are the caller's arrays of the sizes it gives.
        unsafe {
            let a = crate::args::checked(
                args,
                upto!(PJRT_LoadedExecutable_Execute_Args, device_complete_events),
            )?;
            let l = loaded(a.executable)?;
            let c = &*l.client;
            let mut exe = l.exe.clone();
            let execute_device =
                if crate::has!(a, PJRT_LoadedExecutable_Execute_Args, execute_device) {
                    a.execute_device
                } else {
                    std::ptr::null_mut()
                };
            if !execute_device.is_null() {
                // A portable executable run on a device of the caller's choice.
                let d = device(execute_device)?;
                if a.num_devices != 1 {
                    return Err(PjrtError::invalid(
                        "execute_device is set but num_devices != 1",
                    ));
                }
                if l.devices.first() != Some(&execute_device) {
                    exe = c.inner.load(
                        exe.executable().clone(),
                        Some(&DeviceList::new(vec![d.dev.clone()])),
                    )?;
                }
            } else if a.num_devices != l.devices.len() {
                return Err(PjrtError::invalid(format!(
                    "execute got argument lists for {} devices; the executable runs on {}",
                    a.num_devices,
                    l.devices.len()
                )));
            }
            let lists = crate::args::slice(
                a.argument_lists as *const *mut *mut PJRT_Buffer,
                a.num_devices,
            )?;
            // webxla takes args[i][d].
            let mut per_arg = vec![Vec::with_capacity(a.num_devices); a.num_args];
            for list in lists {
                let bufs = crate::args::slice(*list as *const *mut PJRT_Buffer, a.num_args)?;
                for (i, &b) in bufs.iter().enumerate() {
                    per_arg[i].push(buffer(b)?.array.clone());
                }
            }
            let results = exe.execute_sharded_on_local_devices(&per_arg)?;
            let outs = results.disassemble_into_single_device_arrays(); // [output][device]
            let outputs = crate::args::slice(
                a.output_lists as *const *mut *mut PJRT_Buffer,
                a.num_devices,
            )?;
            for (d, &out_list) in outputs.iter().enumerate() {
                if out_list.is_null() {
                    if outs.is_empty() {
                        continue; // nothing to write: jaxlib passes no list for no outputs
                    }
                    return Err(PjrtError::invalid("execute: null output list"));
                }
                for (o, per_device) in outs.iter().enumerate() {
                    *out_list.add(o) = Buffer::new(c, per_device[d].clone())?.into_raw();
                }
            }
            if !a.device_complete_events.is_null() {
                for d in 0..a.num_devices {
                    let arrays: Vec<_> = outs.iter().map(|o| o[d].clone()).collect();
                    let ev = if arrays.iter().all(|x| x.is_ready()) {
                        Completion::done(
                            arrays
                                .iter()
                                .try_for_each(|x| x.block_until_ready().map(drop))
                                .map_err(PjrtError::from),
                        )
                    } else if arrays.len() == 1 {
                        ready_event(&arrays[0])
                    } else {
                        Completion::spawn(move || {
                            arrays
                                .iter()
                                .try_for_each(|x| x.block_until_ready().map(drop))
                                .map_err(PjrtError::from)
                        })
                    };
                    *a.device_complete_events.add(d) = ev.into_raw();
                }
            }
        }
        Ok(())
    })
}

/// With `WEBXLA_PJRT_DUMP_DIR` set, writes each program jax hands the plugin to
/// `<dir>/program_<n>.mlirbc` (for bug reports and for making test cases from real payloads).
/// A failed write is reported on stderr and does not fail the compile.
fn dump_program(code: &[u8]) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let Some(dir) = std::env::var_os("WEBXLA_PJRT_DUMP_DIR") else {
        return;
    };
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let path = std::path::Path::new(&dir).join(format!("program_{n}.mlirbc"));
    if let Err(e) = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, code)) {
        eprintln!(
            "webxla-pjrt: cannot dump the program to {}: {e}",
            path.display()
        );
    }
}
