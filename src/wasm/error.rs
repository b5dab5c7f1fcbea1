//! webxla errors as JavaScript `Error` objects with a `kind` property (`PARSE`,
//! `INVALID_ARGUMENT`, ...), the JS face of xla_client's `XlaRuntimeError`. Conversion only.

use crate::error::{Error, ErrorKind};
use wasm_bindgen::prelude::*;

/// A JS `Error` whose message is the webxla message and whose `kind` is the kind's name.
pub fn to_js(e: Error) -> JsValue {
    let js = js_sys::Error::new(&e.message);
    js.set_name("XlaRuntimeError");
    let _ = js_sys::Reflect::set(&js, &"kind".into(), &e.kind.name().into());
    js.into()
}

pub fn invalid_argument(message: impl Into<String>) -> JsValue {
    to_js(Error::invalid_argument(message))
}

pub fn kind_error(kind: ErrorKind, message: impl Into<String>) -> JsValue {
    to_js(Error::new(kind, message))
}

/// `Result` in the shape wasm-bindgen exports: errors are already JS values.
pub type JsResult<T> = std::result::Result<T, JsValue>;

/// Maps a webxla result to a JS result.
pub trait IntoJs<T> {
    fn js(self) -> JsResult<T>;
}

impl<T> IntoJs<T> for crate::Result<T> {
    fn js(self) -> JsResult<T> {
        self.map_err(to_js)
    }
}
