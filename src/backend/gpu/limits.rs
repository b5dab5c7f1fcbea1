//! Size limits of the GPU backend, checked before planning: kernels index elements with
//! `u32`, and one array lives in one buffer bound whole to a kernel, so an array with more
//! than `u32::MAX` elements, or a stored array larger than the device's `maxBufferSize` or
//! `maxStorageBufferBindingSize`, is refused with `RESOURCE_EXHAUSTED` naming the value, its
//! shape, its bytes and the limit — never generated into WGSL that cannot express it.
//!
//! Only checks; splitting such arrays over several buffers and dispatches is not done.

use super::device::DeviceLimits;
use super::dtype::device_bytes;
use crate::error::{Error, Result};
use crate::ir::{CompId, Module, Op, OpKind};

/// Whether `op`'s value always has a buffer of its own (it cannot be fused into its users).
fn always_stored(op: &Op) -> bool {
    super::plan::is_kernel_root(op) || matches!(op.kind(), OpKind::Parameter | OpKind::Constant)
}

/// Refuses `module` when one of its arrays is beyond what the GPU backend can index or store.
pub(crate) fn check_sizes(module: &Module, limits: &DeviceLimits) -> Result<()> {
    let max_stored = limits.max_buffer_size.min(limits.max_binding_size);
    for (ci, c) in module.computations.iter().enumerate() {
        let result = (CompId(ci as u32) == module.entry).then_some(c.root);
        for (id, inst) in c.ids().zip(&c.instructions) {
            for leaf in inst.shape.leaves() {
                let n = leaf.checked_element_count().unwrap_or(usize::MAX);
                let what = || format!("value '{}' of computation '{}' ({leaf})", inst.name, c.name);
                if n > u32::MAX as usize {
                    return Err(Error::resource_exhausted(format!(
                        "{} has {n} elements, more than the GPU backend's u32 element indexing \
                         reaches ({}); arrays are not split over several buffers",
                        what(),
                        u32::MAX
                    )));
                }
                let bytes = device_bytes(leaf.ty, n);
                if bytes > max_stored && (always_stored(&inst.op) || result == Some(id)) {
                    return Err(Error::resource_exhausted(format!(
                        "{} needs a buffer of {bytes} bytes, over this device's limit of \
                         {max_stored} bytes (maxBufferSize {}, maxStorageBufferBindingSize {}); \
                         arrays are not split over several buffers",
                        what(),
                        limits.max_buffer_size,
                        limits.max_binding_size
                    )));
                }
            }
        }
    }
    Ok(())
}
