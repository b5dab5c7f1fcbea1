//! wasm-bindgen glue: the JavaScript/TypeScript API of webxla (`pkg-template/README.md`),
//! one-to-one over the Rust client API in `crate::client`, with JS names (camelCase), promises
//! for anything that may wait on the GPU, and JS `Error`s carrying a `kind`. Glue only: no
//! runtime logic lives here; conversions of host data are in `convert`, errors in `error`.

mod array;
mod client;
mod convert;
mod error;
mod executable;
mod exported;
mod handles;
mod sharding;
mod stop;
mod threads;
mod types;

pub use array::Array;
pub use client::{make_cpu_client, make_gpu_client, Client, Device};
pub use executable::LoadedExecutable;
pub use exported::{deserialize_exported, Exported};
pub use sharding::{Mesh, Sharding};

use wasm_bindgen::prelude::*;

/// Runs once when the module is instantiated: routes Rust panics (bugs, never user input) to
/// the browser console with their message instead of an opaque "unreachable".
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("webxla internal error (please report): {info}").into());
    }));
}
