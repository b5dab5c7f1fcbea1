//! The plugin driven through its C function table, as jaxlib drives it: plugin attributes,
//! client and devices, host transfers with strides, events and their lifetimes, compile and
//! execute (a StableHLO text program: the `mlir` format also takes text), and the error
//! paths (bad program, wrong argument count, deleted buffer, a too-small `struct_size`, an
//! unimplemented entry).

use std::ffi::c_void;
use std::ptr::{null, null_mut};
use std::sync::atomic::{AtomicUsize, Ordering};
use webxla_pjrt::sys::*;

fn api() -> &'static PJRT_Api {
    unsafe { &*webxla_pjrt::GetPjrtApi() }
}

/// A zeroed args struct with its struct_size set.
fn args<T>(size: usize) -> T {
    let mut a: T = unsafe { std::mem::zeroed() };
    unsafe { *(&mut a as *mut T as *mut usize) = size };
    a
}

/// The error as (code, message), destroying it.
fn take(e: *mut PJRT_Error) -> Result<(), (PJRT_Error_Code, String)> {
    if e.is_null() {
        return Ok(());
    }
    let api = api();
    let mut m: PJRT_Error_Message_Args = args(PJRT_Error_Message_Args::STRUCT_SIZE);
    m.error = e;
    unsafe { api.PJRT_Error_Message.unwrap()(&mut m) };
    let msg = unsafe { std::slice::from_raw_parts(m.message as *const u8, m.message_size) };
    let msg = String::from_utf8_lossy(msg).into_owned();
    let mut g: PJRT_Error_GetCode_Args = args(PJRT_Error_GetCode_Args::STRUCT_SIZE);
    g.error = e;
    assert!(unsafe { api.PJRT_Error_GetCode.unwrap()(&mut g) }.is_null());
    let mut d: PJRT_Error_Destroy_Args = args(PJRT_Error_Destroy_Args::STRUCT_SIZE);
    d.error = e;
    unsafe { api.PJRT_Error_Destroy.unwrap()(&mut d) };
    Err((g.code, msg))
}

macro_rules! call {
    ($f:ident, $a:expr) => {
        take(unsafe { api().$f.unwrap()(&mut $a) })
    };
}

fn named_str(name: &'static str, v: &'static str) -> PJRT_NamedValue {
    PJRT_NamedValue {
        struct_size: PJRT_NamedValue::STRUCT_SIZE,
        extension_start: null_mut(),
        name: name.as_ptr() as *const _,
        name_size: name.len(),
        r#type: PJRT_NamedValue_kString,
        u: PJRT_NamedValue__union {
            string_value: v.as_ptr() as *const _,
        },
        value_size: v.len(),
    }
}

fn named_i64(name: &'static str, v: i64) -> PJRT_NamedValue {
    PJRT_NamedValue {
        struct_size: PJRT_NamedValue::STRUCT_SIZE,
        extension_start: null_mut(),
        name: name.as_ptr() as *const _,
        name_size: name.len(),
        r#type: PJRT_NamedValue_kInt64,
        u: PJRT_NamedValue__union { int64_value: v },
        value_size: 1,
    }
}

struct Client(*mut PJRT_Client);

impl Client {
    fn new(devices: i64) -> Client {
        let opts = [named_str("backend", "cpu"), named_i64("devices", devices)];
        let mut a: PJRT_Client_Create_Args = args(PJRT_Client_Create_Args::STRUCT_SIZE);
        a.create_options = opts.as_ptr() as *mut _;
        a.num_options = opts.len();
        call!(PJRT_Client_Create, a).unwrap();
        Client(a.client)
    }

    fn devices(&self) -> Vec<*mut PJRT_Device> {
        let mut a: PJRT_Client_Devices_Args = args(PJRT_Client_Devices_Args::STRUCT_SIZE);
        a.client = self.0;
        call!(PJRT_Client_Devices, a).unwrap();
        unsafe { std::slice::from_raw_parts(a.devices, a.num_devices) }.to_vec()
    }

    fn put_f32(
        &self,
        data: &[f32],
        dims: &[i64],
        strides: Option<&[i64]>,
        dev: *mut PJRT_Device,
    ) -> *mut PJRT_Buffer {
        let mut a: PJRT_Client_BufferFromHostBuffer_Args =
            args(PJRT_Client_BufferFromHostBuffer_Args::STRUCT_SIZE);
        a.client = self.0;
        a.data = data.as_ptr() as *const c_void;
        a.r#type = PJRT_Buffer_Type_F32;
        a.dims = dims.as_ptr();
        a.num_dims = dims.len();
        if let Some(s) = strides {
            a.byte_strides = s.as_ptr();
            a.num_byte_strides = s.len();
        }
        a.host_buffer_semantics = PJRT_HostBufferSemantics_kImmutableZeroCopy;
        a.device = dev;
        call!(PJRT_Client_BufferFromHostBuffer, a).unwrap();
        await_event(a.done_with_host_buffer).unwrap();
        a.buffer
    }

    fn compile(&self, text: &str) -> Result<*mut PJRT_LoadedExecutable, (PJRT_Error_Code, String)> {
        let fmt = "mlir";
        let program = PJRT_Program {
            struct_size: PJRT_Program::STRUCT_SIZE,
            extension_start: null_mut(),
            code: text.as_ptr() as *mut _,
            code_size: text.len(),
            format: fmt.as_ptr() as *const _,
            format_size: fmt.len(),
        };
        let mut a: PJRT_Client_Compile_Args = args(PJRT_Client_Compile_Args::STRUCT_SIZE);
        a.client = self.0;
        a.program = &program;
        call!(PJRT_Client_Compile, a)?;
        Ok(a.executable)
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let mut a: PJRT_Client_Destroy_Args = args(PJRT_Client_Destroy_Args::STRUCT_SIZE);
        a.client = self.0;
        call!(PJRT_Client_Destroy, a).unwrap();
    }
}

fn await_event(e: *mut PJRT_Event) -> Result<(), (PJRT_Error_Code, String)> {
    let mut a: PJRT_Event_Await_Args = args(PJRT_Event_Await_Args::STRUCT_SIZE);
    a.event = e;
    let r = call!(PJRT_Event_Await, a);
    let mut d: PJRT_Event_Destroy_Args = args(PJRT_Event_Destroy_Args::STRUCT_SIZE);
    d.event = e;
    call!(PJRT_Event_Destroy, d).unwrap();
    r
}

fn to_host_f32(b: *mut PJRT_Buffer, n: usize) -> Result<Vec<f32>, (PJRT_Error_Code, String)> {
    let mut out = vec![0f32; n];
    let mut a: PJRT_Buffer_ToHostBuffer_Args = args(PJRT_Buffer_ToHostBuffer_Args::STRUCT_SIZE);
    a.src = b;
    a.dst = out.as_mut_ptr() as *mut c_void;
    a.dst_size = n * 4;
    call!(PJRT_Buffer_ToHostBuffer, a)?;
    await_event(a.event)?;
    Ok(out)
}

fn destroy_buffer(b: *mut PJRT_Buffer) {
    let mut a: PJRT_Buffer_Destroy_Args = args(PJRT_Buffer_Destroy_Args::STRUCT_SIZE);
    a.buffer = b;
    call!(PJRT_Buffer_Destroy, a).unwrap();
}

fn execute(
    exe: *mut PJRT_LoadedExecutable,
    argv: &[*mut PJRT_Buffer],
    num_outputs: usize,
) -> Result<Vec<*mut PJRT_Buffer>, (PJRT_Error_Code, String)> {
    let mut outs = vec![null_mut::<PJRT_Buffer>(); num_outputs];
    let arg_list = argv.as_ptr() as *mut *mut PJRT_Buffer;
    let lists = [arg_list];
    let out_lists = [outs.as_mut_ptr()];
    let mut events = [null_mut::<PJRT_Event>()];
    let mut opts: PJRT_ExecuteOptions = args(PJRT_ExecuteOptions::STRUCT_SIZE);
    let mut a: PJRT_LoadedExecutable_Execute_Args =
        args(PJRT_LoadedExecutable_Execute_Args::STRUCT_SIZE);
    a.executable = exe;
    a.options = &mut opts;
    a.argument_lists = lists.as_ptr() as *mut _;
    a.num_devices = 1;
    a.num_args = argv.len();
    a.output_lists = out_lists.as_ptr() as *mut _;
    a.device_complete_events = events.as_mut_ptr();
    call!(PJRT_LoadedExecutable_Execute, a)?;
    await_event(events[0])?;
    Ok(outs)
}

const ADD: &str = r#"
module @add {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    return %0, %1 : tensor<2x3xf32>, tensor<f32>
  }
}
"#;

#[test]
fn plugin_attributes() {
    let mut i: PJRT_Plugin_Initialize_Args = args(PJRT_Plugin_Initialize_Args::STRUCT_SIZE);
    call!(PJRT_Plugin_Initialize, i).unwrap();
    let mut a: PJRT_Plugin_Attributes_Args = args(PJRT_Plugin_Attributes_Args::STRUCT_SIZE);
    call!(PJRT_Plugin_Attributes, a).unwrap();
    let attrs = unsafe { std::slice::from_raw_parts(a.attributes, a.num_attributes) };
    let mut seen = vec![];
    for v in attrs {
        let name = unsafe { std::slice::from_raw_parts(v.name as *const u8, v.name_size) };
        let name = std::str::from_utf8(name).unwrap().to_string();
        if v.r#type == PJRT_NamedValue_kInt64List {
            let l = unsafe { std::slice::from_raw_parts(v.u.int64_array_value, v.value_size) };
            seen.push(format!("{name}={l:?}"));
        } else {
            seen.push(format!("{name}={}", unsafe { v.u.int64_value }));
        }
    }
    assert_eq!(
        seen,
        [
            "xla_version=2",
            "stablehlo_current_version=[1, 17, 0]",
            "stablehlo_minimum_version=[0, 9, 0]"
        ]
    );
}

#[test]
fn client_devices_and_memories() {
    let c = Client::new(3);
    let mut p: PJRT_Client_PlatformName_Args = args(PJRT_Client_PlatformName_Args::STRUCT_SIZE);
    p.client = c.0;
    call!(PJRT_Client_PlatformName, p).unwrap();
    assert_eq!(
        unsafe { std::slice::from_raw_parts(p.platform_name as *const u8, p.platform_name_size) },
        b"webxla"
    );
    let devs = c.devices();
    assert_eq!(devs.len(), 3);
    for (i, &d) in devs.iter().enumerate() {
        let mut g: PJRT_Device_GetDescription_Args =
            args(PJRT_Device_GetDescription_Args::STRUCT_SIZE);
        g.device = d;
        call!(PJRT_Device_GetDescription, g).unwrap();
        let mut id: PJRT_DeviceDescription_Id_Args =
            args(PJRT_DeviceDescription_Id_Args::STRUCT_SIZE);
        id.device_description = g.device_description;
        call!(PJRT_DeviceDescription_Id, id).unwrap();
        assert_eq!(id.id, i as i32);
        let mut k: PJRT_DeviceDescription_Kind_Args =
            args(PJRT_DeviceDescription_Kind_Args::STRUCT_SIZE);
        k.device_description = g.device_description;
        call!(PJRT_DeviceDescription_Kind, k).unwrap();
        let kind =
            unsafe { std::slice::from_raw_parts(k.device_kind as *const u8, k.device_kind_size) };
        assert!(
            kind.starts_with(b"webxla-cpu"),
            "{}",
            String::from_utf8_lossy(kind)
        );
        let mut l: PJRT_Client_LookupDevice_Args = args(PJRT_Client_LookupDevice_Args::STRUCT_SIZE);
        l.client = c.0;
        l.id = i as i32;
        call!(PJRT_Client_LookupDevice, l).unwrap();
        assert_eq!(l.device, d);
        let mut m: PJRT_Device_DefaultMemory_Args =
            args(PJRT_Device_DefaultMemory_Args::STRUCT_SIZE);
        m.device = d;
        call!(PJRT_Device_DefaultMemory, m).unwrap();
        let mut by: PJRT_Memory_AddressableByDevices_Args =
            args(PJRT_Memory_AddressableByDevices_Args::STRUCT_SIZE);
        by.memory = m.memory;
        call!(PJRT_Memory_AddressableByDevices, by).unwrap();
        assert_eq!(
            unsafe { std::slice::from_raw_parts(by.devices, by.num_devices) },
            &[d]
        );
    }
    let mut l: PJRT_Client_LookupDevice_Args = args(PJRT_Client_LookupDevice_Args::STRUCT_SIZE);
    l.client = c.0;
    l.id = 7;
    assert_eq!(
        call!(PJRT_Client_LookupDevice, l).unwrap_err().0,
        PJRT_Error_Code_NOT_FOUND
    );
}

#[test]
fn strided_host_transfers() {
    let c = Client::new(1);
    let dev = c.devices()[0];
    // a = arange(6).reshape(2, 3); a.T arrives as dims [3, 2], strides [4, 12].
    let a: Vec<f32> = (0..6).map(|x| x as f32).collect();
    let b = c.put_f32(&a, &[3, 2], Some(&[4, 12]), dev);
    assert_eq!(to_host_f32(b, 6).unwrap(), vec![0., 3., 1., 4., 2., 5.]);
    // Dimensions and element type as jax reads them.
    let mut d: PJRT_Buffer_Dimensions_Args = args(PJRT_Buffer_Dimensions_Args::STRUCT_SIZE);
    d.buffer = b;
    call!(PJRT_Buffer_Dimensions, d).unwrap();
    assert_eq!(
        unsafe { std::slice::from_raw_parts(d.dims, d.num_dims) },
        &[3, 2]
    );
    // dst == null asks for the size.
    let mut s: PJRT_Buffer_ToHostBuffer_Args = args(PJRT_Buffer_ToHostBuffer_Args::STRUCT_SIZE);
    s.src = b;
    call!(PJRT_Buffer_ToHostBuffer, s).unwrap();
    assert_eq!(s.dst_size, 24);
    // A column-major host layout.
    let m2m = [0i64, 1];
    let mut layout: PJRT_Buffer_MemoryLayout = args(PJRT_Buffer_MemoryLayout::STRUCT_SIZE);
    layout.r#type = PJRT_Buffer_MemoryLayout_Type_Tiled;
    layout.u.tiled = PJRT_Buffer_MemoryLayout_Tiled {
        struct_size: PJRT_Buffer_MemoryLayout_Tiled::STRUCT_SIZE,
        extension_start: null_mut(),
        minor_to_major: m2m.as_ptr(),
        minor_to_major_size: 2,
        tile_dims: null(),
        tile_dim_sizes: null(),
        num_tiles: 0,
    };
    let mut out = vec![0f32; 6];
    let mut t: PJRT_Buffer_ToHostBuffer_Args = args(PJRT_Buffer_ToHostBuffer_Args::STRUCT_SIZE);
    t.src = b;
    t.host_layout = &mut layout;
    t.dst = out.as_mut_ptr() as *mut c_void;
    t.dst_size = 24;
    call!(PJRT_Buffer_ToHostBuffer, t).unwrap();
    await_event(t.event).unwrap();
    assert_eq!(out, a); // the transpose, column-major, is `a` again
                        // a[:, ::2] of a 2x4 array: dims [2, 2], strides [16, 8].
    let a2: Vec<f32> = (0..8).map(|x| x as f32).collect();
    let b2 = c.put_f32(&a2, &[2, 2], Some(&[16, 8]), dev);
    assert_eq!(to_host_f32(b2, 4).unwrap(), vec![0., 2., 4., 6.]);
    destroy_buffer(b);
    destroy_buffer(b2);
}

static CALLS: AtomicUsize = AtomicUsize::new(0);

unsafe extern "C" fn on_ready(e: *mut PJRT_Error, user: *mut c_void) {
    assert!(take(e).is_ok());
    assert_eq!(user as usize, 0x5eed);
    CALLS.fetch_add(1, Ordering::SeqCst);
}

#[test]
fn events_and_their_lifetimes() {
    let c = Client::new(1);
    let dev = c.devices()[0];
    let b = c.put_f32(&[1.0, 2.0], &[2], None, dev);
    let mut r: PJRT_Buffer_ReadyEvent_Args = args(PJRT_Buffer_ReadyEvent_Args::STRUCT_SIZE);
    r.buffer = b;
    call!(PJRT_Buffer_ReadyEvent, r).unwrap();
    let mut o: PJRT_Event_OnReady_Args = args(PJRT_Event_OnReady_Args::STRUCT_SIZE);
    o.event = r.event;
    o.callback = Some(on_ready);
    o.user_arg = 0x5eed as *mut c_void;
    call!(PJRT_Event_OnReady, o).unwrap();
    let mut i: PJRT_Event_IsReady_Args = args(PJRT_Event_IsReady_Args::STRUCT_SIZE);
    i.event = r.event;
    call!(PJRT_Event_IsReady, i).unwrap();
    assert!(i.is_ready);
    let mut e: PJRT_Event_Error_Args = args(PJRT_Event_Error_Args::STRUCT_SIZE);
    e.event = r.event;
    assert!(call!(PJRT_Event_Error, e).is_ok());
    await_event(r.event).unwrap();
    assert_eq!(CALLS.load(Ordering::SeqCst), 1);

    // An execution's completion event destroyed before it is awaited, outputs used after.
    let exe = c.compile(ADD).unwrap();
    let x = c.put_f32(&[1., 2., 3., 4., 5., 6.], &[2, 3], None, dev);
    for _ in 0..3 {
        let mut outs = vec![null_mut::<PJRT_Buffer>(); 2];
        let argv = [x, x];
        let lists = [argv.as_ptr() as *mut *mut PJRT_Buffer];
        let out_lists = [outs.as_mut_ptr()];
        let mut events = [null_mut::<PJRT_Event>()];
        let mut a: PJRT_LoadedExecutable_Execute_Args =
            args(PJRT_LoadedExecutable_Execute_Args::STRUCT_SIZE);
        a.executable = exe;
        a.argument_lists = lists.as_ptr() as *mut _;
        a.num_devices = 1;
        a.num_args = 2;
        a.output_lists = out_lists.as_ptr() as *mut _;
        a.device_complete_events = events.as_mut_ptr();
        call!(PJRT_LoadedExecutable_Execute, a).unwrap();
        let mut d: PJRT_Event_Destroy_Args = args(PJRT_Event_Destroy_Args::STRUCT_SIZE);
        d.event = events[0];
        call!(PJRT_Event_Destroy, d).unwrap();
        assert_eq!(to_host_f32(outs[1], 1).unwrap(), vec![42.0]);
        outs.into_iter().for_each(destroy_buffer);
    }
    destroy_buffer(x);
    destroy_buffer(b);
}

#[test]
fn compile_execute_and_getters() {
    let c = Client::new(1);
    let dev = c.devices()[0];
    let exe = c.compile(ADD).unwrap();
    let mut g: PJRT_LoadedExecutable_GetExecutable_Args =
        args(PJRT_LoadedExecutable_GetExecutable_Args::STRUCT_SIZE);
    g.loaded_executable = exe;
    call!(PJRT_LoadedExecutable_GetExecutable, g).unwrap();
    let mut n: PJRT_Executable_NumOutputs_Args = args(PJRT_Executable_NumOutputs_Args::STRUCT_SIZE);
    n.executable = g.executable;
    call!(PJRT_Executable_NumOutputs, n).unwrap();
    assert_eq!(n.num_outputs, 2);
    let mut k: PJRT_Executable_OutputMemoryKinds_Args =
        args(PJRT_Executable_OutputMemoryKinds_Args::STRUCT_SIZE);
    k.executable = g.executable;
    call!(PJRT_Executable_OutputMemoryKinds, k).unwrap();
    assert_eq!(k.num_outputs, 2);
    let mut t: PJRT_Executable_OutputElementTypes_Args =
        args(PJRT_Executable_OutputElementTypes_Args::STRUCT_SIZE);
    t.executable = g.executable;
    call!(PJRT_Executable_OutputElementTypes, t).unwrap();
    assert_eq!(
        unsafe { std::slice::from_raw_parts(t.output_types, t.num_output_types) },
        &[PJRT_Buffer_Type_F32, PJRT_Buffer_Type_F32]
    );
    let mut da: PJRT_LoadedExecutable_GetDeviceAssignment_Args =
        args(PJRT_LoadedExecutable_GetDeviceAssignment_Args::STRUCT_SIZE);
    da.executable = exe;
    call!(PJRT_LoadedExecutable_GetDeviceAssignment, da).unwrap();
    let bytes = unsafe {
        std::slice::from_raw_parts(da.serialized_bytes as *const u8, da.serialized_bytes_size)
    };
    assert_eq!(bytes, &[0x08, 0x01, 0x10, 0x01, 0x1a, 0x02, 0x08, 0x00]);
    unsafe { da.serialized_device_assignment_deleter.unwrap()(da.serialized_device_assignment) };

    // The Shardings extension, found on the API's extension chain as jaxlib finds it.
    let ext = api().extension_start;
    assert!(!ext.is_null());
    assert_eq!(unsafe { (*ext).r#type }, PJRT_Extension_Type_Shardings);
    let ext = unsafe { &*(ext as *const webxla_pjrt::shardings::ShardingsExtension) };
    let mut sa: webxla_pjrt::shardings::ShardingsArgs = args(48);
    sa.executable = g.executable;
    take(unsafe { ext.output_shardings.unwrap()(&mut sa) }).unwrap();
    assert_eq!(sa.num, 2);
    // One device: replicated, which is the empty OpSharding message.
    assert_eq!(
        unsafe { std::slice::from_raw_parts(sa.sharding_sizes, 2) },
        &[0, 0]
    );
    take(unsafe { ext.parameter_shardings.unwrap()(&mut sa) }).unwrap();
    assert_eq!(sa.num, 2);

    let x = c.put_f32(&[1., 2., 3., 4., 5., 6.], &[2, 3], None, dev);
    let y = c.put_f32(&[10., 20., 30., 40., 50., 60.], &[2, 3], None, dev);
    let outs = execute(exe, &[x, y], 2).unwrap();
    assert_eq!(
        to_host_f32(outs[0], 6).unwrap(),
        vec![11., 22., 33., 44., 55., 66.]
    );
    assert_eq!(to_host_f32(outs[1], 1).unwrap(), vec![231.]);

    // Serialize, deserialize, run again.
    let mut s: PJRT_Executable_Serialize_Args = args(PJRT_Executable_Serialize_Args::STRUCT_SIZE);
    s.executable = g.executable;
    call!(PJRT_Executable_Serialize, s).unwrap();
    let mut dl: PJRT_Executable_DeserializeAndLoad_Args =
        args(PJRT_Executable_DeserializeAndLoad_Args::STRUCT_SIZE);
    dl.client = c.0;
    dl.serialized_executable = s.serialized_bytes;
    dl.serialized_executable_size = s.serialized_bytes_size;
    call!(PJRT_Executable_DeserializeAndLoad, dl).unwrap();
    unsafe { s.serialized_executable_deleter.unwrap()(s.serialized_executable) };
    let outs2 = execute(dl.loaded_executable, &[x, y], 2).unwrap();
    assert_eq!(to_host_f32(outs2[1], 1).unwrap(), vec![231.]);

    // Wrong argument count.
    let e = execute(exe, &[x], 2).unwrap_err();
    assert_eq!(e.0, PJRT_Error_Code_INVALID_ARGUMENT, "{}", e.1);
    // A deleted argument.
    let mut del: PJRT_Buffer_Delete_Args = args(PJRT_Buffer_Delete_Args::STRUCT_SIZE);
    del.buffer = y;
    call!(PJRT_Buffer_Delete, del).unwrap();
    let mut isd: PJRT_Buffer_IsDeleted_Args = args(PJRT_Buffer_IsDeleted_Args::STRUCT_SIZE);
    isd.buffer = y;
    call!(PJRT_Buffer_IsDeleted, isd).unwrap();
    assert!(isd.is_deleted);
    let e = execute(exe, &[x, y], 2).unwrap_err();
    assert_eq!(e.0, PJRT_Error_Code_FAILED_PRECONDITION, "{}", e.1);
    let e = to_host_f32(y, 6).unwrap_err();
    assert_eq!(e.0, PJRT_Error_Code_FAILED_PRECONDITION, "{}", e.1);

    for b in outs.into_iter().chain(outs2).chain([x, y]) {
        destroy_buffer(b);
    }
    let mut ed: PJRT_Executable_Destroy_Args = args(PJRT_Executable_Destroy_Args::STRUCT_SIZE);
    ed.executable = g.executable;
    call!(PJRT_Executable_Destroy, ed).unwrap();
    for l in [exe, dl.loaded_executable] {
        let mut ld: PJRT_LoadedExecutable_Destroy_Args =
            args(PJRT_LoadedExecutable_Destroy_Args::STRUCT_SIZE);
        ld.executable = l;
        call!(PJRT_LoadedExecutable_Destroy, ld).unwrap();
    }
}

#[test]
fn error_paths() {
    let c = Client::new(1);
    // A program that does not parse.
    let e = c.compile("module { func.func @main( }").unwrap_err();
    assert_eq!(e.0, PJRT_Error_Code_INVALID_ARGUMENT, "{}", e.1);
    // Bytes with the MLIR bytecode magic but nothing valid after it.
    let e = c.compile("ML\u{ef}R garbage").unwrap_err();
    assert!(
        e.0 == PJRT_Error_Code_INVALID_ARGUMENT || e.0 == PJRT_Error_Code_UNIMPLEMENTED,
        "{e:?}"
    );
    // A struct_size too small for the fields the entry needs.
    let mut p: PJRT_Client_PlatformName_Args = args(16);
    p.client = c.0;
    let e = call!(PJRT_Client_PlatformName, p).unwrap_err();
    assert_eq!(e.0, PJRT_Error_Code_INVALID_ARGUMENT);
    assert!(e.1.contains("struct_size"), "{}", e.1);
    // An entry the plugin does not implement names itself.
    let mut u: PJRT_Client_CreateUninitializedBuffer_Args =
        args(PJRT_Client_CreateUninitializedBuffer_Args::STRUCT_SIZE);
    let e = call!(PJRT_Client_CreateUninitializedBuffer, u).unwrap_err();
    assert_eq!(e.0, PJRT_Error_Code_UNIMPLEMENTED);
    assert!(e.1.contains("PJRT_Client_CreateUninitializedBuffer"));
    // Unknown client option, by name.
    let opts = [named_str("colour", "blue")];
    let mut a: PJRT_Client_Create_Args = args(PJRT_Client_Create_Args::STRUCT_SIZE);
    a.create_options = opts.as_ptr() as *mut _;
    a.num_options = 1;
    let e = call!(PJRT_Client_Create, a).unwrap_err();
    assert!(e.1.contains("colour"), "{}", e.1);
    // An unsupported element type is a clean error.
    let data = [0u8; 4];
    let dims = [4i64];
    let mut h: PJRT_Client_BufferFromHostBuffer_Args =
        args(PJRT_Client_BufferFromHostBuffer_Args::STRUCT_SIZE);
    h.client = c.0;
    h.data = data.as_ptr() as *const c_void;
    h.r#type = PJRT_Buffer_Type_TOKEN;
    h.dims = dims.as_ptr();
    h.num_dims = 1;
    h.device = c.devices()[0];
    assert_eq!(
        call!(PJRT_Client_BufferFromHostBuffer, h).unwrap_err().0,
        PJRT_Error_Code_UNIMPLEMENTED
    );
    // A null args pointer.
    let e = take(unsafe { api().PJRT_Client_Devices.unwrap()(null_mut()) }).unwrap_err();
    assert_eq!(e.0, PJRT_Error_Code_INVALID_ARGUMENT);
}
