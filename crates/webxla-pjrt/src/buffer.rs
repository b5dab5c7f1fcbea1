//! `PJRT_Buffer`: one webxla single-device array, with the host transfers (`BufferFromHostBuffer`
//! gathering by the caller's byte strides, `ToHostBuffer` writing the caller's host layout)
//! and the getters jax reads. Must not compile or run programs.

use crate::client::{client, device, memory, Client};
use crate::error::{guard, PjrtError, PjrtResult};
use crate::event::Completion;
use crate::layout;
use crate::sys::*;
use crate::upto;
use webxla::client::{Array, ArrayShape};
use webxla::ir::Literal;

pub struct Buffer {
    pub array: Array,
    pub device: *mut PJRT_Device,
    pub memory: *mut PJRT_Memory,
    pub dims: Vec<i64>,
    pub minor_to_major: Vec<i64>,
    pub ty: PJRT_Buffer_Type,
}

// SAFETY: the pointers are the client's device and memory, immutable and alive while
// buffers are (jax destroys buffers before their client); Array is Send + Sync.
unsafe impl Send for Buffer {}
unsafe impl Sync for Buffer {}

impl Buffer {
    pub fn new(c: &Client, array: Array) -> PjrtResult<Box<Buffer>> {
        let device = c.device_ptr(array.device())?;
        // SAFETY: a device pointer of the live client `c`.
        let memory = unsafe { crate::client::device(device)?.memory };
        let dims: Vec<i64> = array.shape().iter().map(|&d| d as i64).collect();
        let rank = dims.len() as i64;
        Ok(Box::new(Buffer {
            ty: layout::to_pjrt(array.dtype()),
            minor_to_major: (0..rank).rev().collect(),
            dims,
            device,
            memory,
            array,
        }))
    }

    pub fn into_raw(self: Box<Self>) -> *mut PJRT_Buffer {
        Box::into_raw(self) as *mut PJRT_Buffer
    }
}

/// # Safety
/// `p` is a buffer this plugin returned and the caller has not destroyed.
pub unsafe fn buffer<'a>(p: *const PJRT_Buffer) -> PjrtResult<&'a Buffer> {
    if p.is_null() {
        return Err(PjrtError::invalid("null PJRT_Buffer"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(p as *const Buffer) })
}

/// An event that completes when `array` is ready (with its error, if it failed).
pub fn ready_event(array: &Array) -> Completion {
    if array.is_ready() {
        Completion::done(array.block_until_ready().map(drop).map_err(PjrtError::from))
    } else {
        let a = array.clone();
        Completion::spawn(move || a.block_until_ready().map(drop).map_err(PjrtError::from))
    }
}

pub unsafe extern "C" fn client_buffer_from_host_buffer(
    args: *mut PJRT_Client_BufferFromHostBuffer_Args,
) -> *mut PJRT_Error {
    guard("PJRT_Client_BufferFromHostBuffer", || {
        // SAFETY: args and every pointer in them are the caller's, per the PJRT contract.
        unsafe {
            let a =
                crate::args::checked(args, upto!(PJRT_Client_BufferFromHostBuffer_Args, buffer))?;
            let c = client(a.client)?;
            let ty = layout::to_webxla(a.r#type)?;
            let dims: Vec<usize> = crate::args::slice(a.dims, a.num_dims)?
                .iter()
                .map(|&d| {
                    usize::try_from(d)
                        .map_err(|_| PjrtError::invalid(format!("negative dimension {d}")))
                })
                .collect::<PjrtResult<_>>()?;
            let dev = if !a.device.is_null() {
                device(a.device)?
            } else if !a.memory.is_null() {
                device(
                    *memory(a.memory)?
                        .devices
                        .first()
                        .ok_or_else(|| PjrtError::invalid("memory without devices"))?,
                )?
            } else {
                return Err(PjrtError::invalid(
                    "BufferFromHostBuffer: neither device nor memory given",
                ));
            };
            if !a.device_layout.is_null() {
                let want = layout::row_major_strides(&dims, 1);
                let got = layout::host_strides(a.device_layout, &dims, 1)?;
                if want != got {
                    return Err(PjrtError::unimplemented("BufferFromHostBuffer: device layouts other than row-major are not supported by webxla"));
                }
            }
            let elem = ty.byte_size();
            let src_strides = if a.num_byte_strides == 0 {
                layout::row_major_strides(&dims, elem)
            } else {
                let s = crate::args::slice(a.byte_strides, a.num_byte_strides)?;
                if s.len() != dims.len() {
                    return Err(PjrtError::invalid(format!(
                        "{} byte strides for rank {}",
                        s.len(),
                        dims.len()
                    )));
                }
                s.to_vec()
            };
            let count: usize = dims.iter().product();
            let mut bytes = vec![0u8; count * elem];
            if count > 0 {
                if a.data.is_null() {
                    return Err(PjrtError::invalid("BufferFromHostBuffer: null data"));
                }
                layout::copy_strided(
                    a.data as *const u8,
                    &src_strides,
                    bytes.as_mut_ptr(),
                    &layout::row_major_strides(&dims, elem),
                    &dims,
                    elem,
                );
            }
            let lit = Literal::from_bytes(ArrayShape::new(ty, dims), &bytes)
                .map_err(|e| PjrtError::invalid(format!("BufferFromHostBuffer: {e}")))?;
            let array = c.inner.buffer_from_pyval(&lit, Some(&dev.dev))?;
            // The host data was copied before returning: the caller may reuse it at once.
            a.done_with_host_buffer = Completion::done(Ok(())).into_raw();
            a.buffer = Buffer::new(c, array)?.into_raw();
        }
        Ok(())
    })
}

/// Where `ToHostBuffer` writes, sent to the thread that waits for the array.
struct Dst(*mut u8);
// SAFETY: the caller keeps `dst` valid until the returned event completes (PJRT contract).
unsafe impl Send for Dst {}

pub unsafe extern "C" fn buffer_to_host_buffer(
    args: *mut PJRT_Buffer_ToHostBuffer_Args,
) -> *mut PJRT_Error {
    guard("PJRT_Buffer_ToHostBuffer", || {
        // SAFETY: as above.
        unsafe {
            let a = crate::args::checked(args, upto!(PJRT_Buffer_ToHostBuffer_Args, event))?;
            let b = buffer(a.src)?;
            let dims: Vec<usize> = b.array.shape().to_vec();
            let elem = b.array.dtype().byte_size();
            let strides = layout::host_strides(a.host_layout, &dims, elem)?;
            let (lo, hi) = layout::span(&dims, &strides, elem);
            if lo < 0 {
                return Err(PjrtError::unimplemented(
                    "ToHostBuffer: negative host strides",
                ));
            }
            let needed = hi as usize;
            if a.dst.is_null() {
                a.dst_size = needed;
                a.event = std::ptr::null_mut();
                return Ok(());
            }
            if a.dst_size < needed {
                return Err(PjrtError::invalid(format!(
                    "ToHostBuffer: dst_size {} < {needed} bytes needed",
                    a.dst_size
                )));
            }
            if b.array.is_deleted() {
                return Err(PjrtError::new(
                    PJRT_Error_Code_FAILED_PRECONDITION,
                    "ToHostBuffer on a deleted buffer",
                ));
            }
            let array = b.array.clone();
            let dst = Dst(a.dst as *mut u8);
            let copy = move || -> PjrtResult<()> {
                let lit = array.to_literal()?;
                let d = dst;
                // SAFETY: dst holds `needed` bytes (checked) and the literal is dense row-major.
                layout::copy_strided(
                    lit.bytes().as_ptr(),
                    &layout::row_major_strides(&dims, elem),
                    d.0,
                    &strides,
                    &dims,
                    elem,
                );
                Ok(())
            };
            let ev = if b.array.is_ready() {
                Completion::done(copy())
            } else {
                Completion::spawn(copy)
            };
            a.event = ev.into_raw();
        }
        Ok(())
    })
}

macro_rules! buffer_entry {
    ($fn:ident, $name:literal, $args:ty, $last:ident, |$a:ident, $b:ident| $body:block) => {
        pub unsafe extern "C" fn $fn(args: *mut $args) -> *mut PJRT_Error {
            guard($name, || {
                // SAFETY: args from the caller; the buffer is live per the PJRT contract.
                unsafe {
                    let $a = crate::args::checked(args, upto!($args, $last))?;
                    let $b = buffer($a.buffer)?;
                    $body
                }
                Ok(())
            })
        }
    };
}

pub unsafe extern "C" fn buffer_destroy(args: *mut PJRT_Buffer_Destroy_Args) -> *mut PJRT_Error {
    guard("PJRT_Buffer_Destroy", || {
        // SAFETY: the buffer was made by `Buffer::into_raw`.
        unsafe {
            let a = crate::args::checked(args, upto!(PJRT_Buffer_Destroy_Args, buffer))?;
            if !a.buffer.is_null() {
                drop(Box::from_raw(a.buffer as *mut Buffer));
            }
        }
        Ok(())
    })
}

buffer_entry!(
    buffer_element_type,
    "PJRT_Buffer_ElementType",
    PJRT_Buffer_ElementType_Args,
    r#type,
    |a, b| {
        a.r#type = b.ty;
    }
);
buffer_entry!(
    buffer_dimensions,
    "PJRT_Buffer_Dimensions",
    PJRT_Buffer_Dimensions_Args,
    num_dims,
    |a, b| {
        a.dims = b.dims.as_ptr();
        a.num_dims = b.dims.len();
    }
);
buffer_entry!(
    buffer_unpadded_dimensions,
    "PJRT_Buffer_UnpaddedDimensions",
    PJRT_Buffer_UnpaddedDimensions_Args,
    num_dims,
    |a, b| {
        a.unpadded_dims = b.dims.as_ptr();
        a.num_dims = b.dims.len();
    }
);
buffer_entry!(
    buffer_dynamic_dimension_indices,
    "PJRT_Buffer_DynamicDimensionIndices",
    PJRT_Buffer_DynamicDimensionIndices_Args,
    num_dynamic_dims,
    |a, b| {
        let _ = b;
        a.dynamic_dim_indices = std::ptr::null();
        a.num_dynamic_dims = 0;
    }
);
buffer_entry!(
    buffer_get_memory_layout,
    "PJRT_Buffer_GetMemoryLayout",
    PJRT_Buffer_GetMemoryLayout_Args,
    layout,
    |a, b| {
        a.layout.struct_size = PJRT_Buffer_MemoryLayout::STRUCT_SIZE;
        a.layout.extension_start = std::ptr::null_mut();
        a.layout.r#type = PJRT_Buffer_MemoryLayout_Type_Tiled;
        a.layout.u.tiled = PJRT_Buffer_MemoryLayout_Tiled {
            struct_size: PJRT_Buffer_MemoryLayout_Tiled::STRUCT_SIZE,
            extension_start: std::ptr::null_mut(),
            minor_to_major: b.minor_to_major.as_ptr(),
            minor_to_major_size: b.minor_to_major.len(),
            tile_dims: std::ptr::null(),
            tile_dim_sizes: std::ptr::null(),
            num_tiles: 0,
        };
    }
);
buffer_entry!(
    buffer_on_device_size,
    "PJRT_Buffer_OnDeviceSizeInBytes",
    PJRT_Buffer_OnDeviceSizeInBytes_Args,
    on_device_size_in_bytes,
    |a, b| {
        a.on_device_size_in_bytes = b.array.on_device_size_in_bytes()?;
    }
);
buffer_entry!(
    buffer_device,
    "PJRT_Buffer_Device",
    PJRT_Buffer_Device_Args,
    device,
    |a, b| {
        a.device = b.device;
    }
);
buffer_entry!(
    buffer_memory,
    "PJRT_Buffer_Memory",
    PJRT_Buffer_Memory_Args,
    memory,
    |a, b| {
        a.memory = b.memory;
    }
);
buffer_entry!(
    buffer_delete,
    "PJRT_Buffer_Delete",
    PJRT_Buffer_Delete_Args,
    buffer,
    |a, b| {
        let _ = a;
        b.array.delete();
    }
);
buffer_entry!(
    buffer_is_deleted,
    "PJRT_Buffer_IsDeleted",
    PJRT_Buffer_IsDeleted_Args,
    is_deleted,
    |a, b| {
        a.is_deleted = b.array.is_deleted();
    }
);
// webxla's memory is never handed to jax as host memory (no zero-copy views).
buffer_entry!(
    buffer_is_on_cpu,
    "PJRT_Buffer_IsOnCpu",
    PJRT_Buffer_IsOnCpu_Args,
    is_on_cpu,
    |a, b| {
        let _ = b;
        a.is_on_cpu = false;
    }
);
buffer_entry!(
    buffer_ready_event,
    "PJRT_Buffer_ReadyEvent",
    PJRT_Buffer_ReadyEvent_Args,
    event,
    |a, b| {
        a.event = ready_event(&b.array).into_raw();
    }
);
buffer_entry!(
    buffer_copy_to_device,
    "PJRT_Buffer_CopyToDevice",
    PJRT_Buffer_CopyToDevice_Args,
    dst_buffer,
    |a, b| {
        let d = device(a.dst_device)?;
        let c = &*d.client;
        let out = b.array.copy_to_device(&d.dev)?;
        a.dst_buffer = Buffer::new(c, out)?.into_raw();
    }
);
