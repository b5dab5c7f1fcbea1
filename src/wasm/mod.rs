//! wasm-bindgen glue: the JavaScript API. Glue only, no logic.
