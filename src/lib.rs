//! webxla: a portable runtime for JAX programs with the API of `jaxlib.xla_client`.
//!
//! Programs arrive as StableHLO MLIR text or HLO text, are parsed into one IR (`ir`), verified,
//! compiled by a backend (`backend::cpu`, `backend::gpu`) and run through the xla_client-style
//! API in `client`. See ARCHITECTURE.md for the map.

// The threaded wasm build (already built with RUSTC_BOOTSTRAP=1 for `-Z build-std`) sleeps its
// pool's idle workers with `memory.atomic.wait32`, whose intrinsic is not stable yet.
#![cfg_attr(
    all(target_arch = "wasm32", target_feature = "atomics"),
    feature(stdarch_wasm_atomic_wait)
)]

pub mod backend;
pub mod bytecode;
pub mod client;
pub mod collectives;
pub mod conformance;
pub mod distributed;
pub mod error;
pub mod export;
pub mod hlo;
pub mod ir;
pub mod npy;
pub mod shardy;
pub mod spmd;
pub mod stop;

pub use client::{
    make_cpu_client, Array, Client, CompileOptions, CpuClientOptions, Device, LoadedExecutable,
};
pub mod stablehlo;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use error::{Error, ErrorKind, Result};
