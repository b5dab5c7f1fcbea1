//! The PJRT Shardings extension (`PJRT_Extension_Type_Shardings` = 19, version 1; openxla/xla
//! `xla/pjrt/c/pjrt_c_api_shardings_extension.h`, not part of the vendored 0.90 header, so its
//! structs are written here and their layout is tested): jaxlib 0.10.2 learns an executable's
//! parameter and output shardings only from it, and needs the output shardings webxla's
//! partitioner chose to give each result shard its shape. Shardings are serialized
//! `xla.OpSharding` protos (`xla/xla_data.proto`), encoded with prost.

use crate::error::{guard, PjrtResult};
use crate::sys::*;
use prost::Message;
use std::os::raw::c_char;
use webxla::client::HloSharding;
use webxla::ir::SubgroupKind;

pub const PJRT_EXTENSION_TYPE_SHARDINGS: PJRT_Extension_Type = PJRT_Extension_Type_Shardings;

#[repr(C)]
pub struct ShardingsArgs {
    pub struct_size: usize,
    pub extension_start: *mut PJRT_Extension_Base,
    pub executable: *mut PJRT_Executable,
    /// `num_parameters` or `num_outputs`.
    pub num: usize,
    pub shardings: *const *const c_char,
    pub sharding_sizes: *const usize,
}

pub type ShardingsFn = unsafe extern "C" fn(*mut ShardingsArgs) -> *mut PJRT_Error;

#[repr(C)]
pub struct ShardingsExtension {
    pub base: PJRT_Extension_Base,
    pub parameter_shardings: Option<ShardingsFn>,
    pub output_shardings: Option<ShardingsFn>,
}

#[derive(Clone, PartialEq, Message)]
pub struct OpSharding {
    #[prost(int32, tag = "1")]
    pub r#type: i32,
    #[prost(int64, repeated, tag = "3")]
    pub tile_assignment_dimensions: Vec<i64>,
    #[prost(int64, repeated, tag = "4")]
    pub tile_assignment_devices: Vec<i64>,
    #[prost(message, repeated, tag = "5")]
    pub tuple_shardings: Vec<OpSharding>,
    #[prost(int32, repeated, tag = "8")]
    pub last_tile_dims: Vec<i32>,
}

const REPLICATED: i32 = 0;
const MAXIMAL: i32 = 1;
const TUPLE: i32 = 2;
const OTHER: i32 = 3;
const MANUAL: i32 = 4;

/// webxla's sharding as XLA's `OpSharding`.
pub fn to_proto(s: &HloSharding) -> OpSharding {
    let mut p = OpSharding::default();
    match s {
        HloSharding::Replicated => p.r#type = REPLICATED,
        HloSharding::Manual => p.r#type = MANUAL,
        HloSharding::Maximal { device } => {
            p.r#type = MAXIMAL;
            p.tile_assignment_dimensions = vec![1];
            p.tile_assignment_devices = vec![*device];
        }
        HloSharding::Tiled {
            tile_assignment_dims,
            devices,
            last_tile_dims,
        } => {
            p.r#type = OTHER;
            p.tile_assignment_dimensions = tile_assignment_dims.iter().map(|&d| d as i64).collect();
            p.tile_assignment_devices = devices.clone();
            p.last_tile_dims = last_tile_dims
                .iter()
                .map(|k| match k {
                    SubgroupKind::Replicated => REPLICATED,
                    SubgroupKind::Manual => MANUAL,
                })
                .collect();
        }
        HloSharding::Tuple(parts) => {
            p.r#type = TUPLE;
            p.tuple_shardings = parts.iter().map(to_proto).collect();
        }
    }
    p
}

/// Serialized protos and the pointer/size arrays handed to jaxlib (owned by an executable).
#[derive(Default)]
pub struct Encoded {
    bytes: Vec<Vec<u8>>,
    ptrs: Vec<*const c_char>,
    sizes: Vec<usize>,
}

impl Encoded {
    pub fn new(shardings: &[Option<HloSharding>]) -> Encoded {
        let bytes: Vec<Vec<u8>> = shardings
            .iter()
            .map(|s| to_proto(s.as_ref().unwrap_or(&HloSharding::Replicated)).encode_to_vec())
            .collect();
        Encoded {
            ptrs: bytes.iter().map(|b| b.as_ptr() as *const c_char).collect(),
            sizes: bytes.iter().map(|b| b.len()).collect(),
            bytes,
        }
    }

    fn fill(&self, a: &mut ShardingsArgs) {
        a.num = self.bytes.len();
        a.shardings = self.ptrs.as_ptr();
        a.sharding_sizes = self.sizes.as_ptr();
    }
}

unsafe fn run(name: &str, args: *mut ShardingsArgs, outputs: bool) -> *mut PJRT_Error {
    guard(name, || -> PjrtResult<()> {
        // SAFETY: args from the caller; the executable is one this plugin returned.
        unsafe {
            let a = crate::args::checked(args, std::mem::size_of::<ShardingsArgs>())?;
            let e = crate::executable::exec(a.executable)?;
            let enc = if outputs {
                &e.output_shardings
            } else {
                &e.parameter_shardings
            };
            enc.fill(a);
        }
        Ok(())
    })
}

unsafe extern "C" fn parameter_shardings(args: *mut ShardingsArgs) -> *mut PJRT_Error {
    // SAFETY: forwarded.
    unsafe {
        run(
            "PJRT_Shardings_PJRT_Executable_ParameterShardings",
            args,
            false,
        )
    }
}

unsafe extern "C" fn output_shardings(args: *mut ShardingsArgs) -> *mut PJRT_Error {
    // SAFETY: forwarded.
    unsafe { run("PJRT_Shardings_PJRT_Executable_OutputShardings", args, true) }
}

struct Ext(ShardingsExtension);
// SAFETY: immutable; function pointers only.
unsafe impl Sync for Ext {}
unsafe impl Send for Ext {}

/// The extension, for `PJRT_Api.extension_start`.
pub fn extension() -> *mut PJRT_Extension_Base {
    static EXT: Ext = Ext(ShardingsExtension {
        base: PJRT_Extension_Base {
            struct_size: std::mem::size_of::<ShardingsExtension>(),
            r#type: PJRT_EXTENSION_TYPE_SHARDINGS,
            next: std::ptr::null_mut(),
        },
        parameter_shardings: Some(parameter_shardings),
        output_shardings: Some(output_shardings),
    });
    &EXT.0.base as *const PJRT_Extension_Base as *mut PJRT_Extension_Base
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_matches_the_extension_header() {
        // PJRT_Shardings_Extension_STRUCT_SIZE 40; the args structs 48 (x86-64 / aarch64).
        assert_eq!(std::mem::size_of::<ShardingsExtension>(), 40);
        assert_eq!(
            std::mem::offset_of!(ShardingsExtension, output_shardings),
            32
        );
        assert_eq!(std::mem::size_of::<ShardingsArgs>(), 48);
        assert_eq!(std::mem::offset_of!(ShardingsArgs, sharding_sizes), 40);
    }

    #[test]
    fn tiled_and_partial_shardings_encode_as_xla_does() {
        let s = HloSharding::Tiled {
            tile_assignment_dims: vec![4, 1, 2],
            devices: (0..8).collect(),
            last_tile_dims: vec![SubgroupKind::Replicated],
        };
        let p = to_proto(&s);
        assert_eq!(p.r#type, OTHER);
        assert_eq!(p.tile_assignment_dimensions, vec![4, 1, 2]);
        assert_eq!(p.last_tile_dims, vec![REPLICATED]);
        // type=OTHER (08 03), dims packed (1a 03 04 01 02)
        assert_eq!(
            &p.encode_to_vec()[..7],
            &[0x08, 0x03, 0x1a, 0x03, 0x04, 0x01, 0x02]
        );
        assert_eq!(
            to_proto(&HloSharding::Replicated).encode_to_vec(),
            Vec::<u8>::new()
        );
    }
}
