//! `deserializeExported(bytes)`: a `jax.export` artifact (`Exported.serialize()` bytes) as a JS
//! object with its avals, platforms and device count, and `call(client, args)` running it as
//! jax's `Exported.call` does. Glue over `crate::export` only: reading the envelope, the
//! calling convention and compiling live there.

use super::array::Array;
use super::client::Client;
use super::error::{IntoJs, JsResult};
use super::executable::arrays_to_js;
use super::handles;
use crate::client as rs;
use crate::export as ex;
use js_sys::Reflect;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

/// A deserialized `jax.export` artifact.
#[wasm_bindgen]
pub struct Exported {
    inner: ex::Exported,
    /// The artifact compiled for the clients it was called on (compiled once per client).
    loaded: RefCell<Vec<(rs::Client, ex::ExportedExecutable)>>,
}

/// Reads `Exported.serialize()` bytes; throws a `PARSE` error (with the byte offset) on bytes
/// that are not a jax.export artifact.
#[wasm_bindgen(js_name = deserializeExported)]
pub fn deserialize_exported(bytes: Vec<u8>) -> JsResult<Exported> {
    Ok(Exported {
        inner: ex::deserialize(&bytes).js()?,
        loaded: RefCell::new(Vec::new()),
    })
}

/// `{ shape, dtype }` with webxla's dtype names (`f32`, `s32`, ... as `Array.dtype`); a
/// symbolic dimension stays its name (a string) and a dtype webxla lacks its jax name.
fn avals_to_js(avals: &[ex::Aval]) -> JsResult<JsValue> {
    let list = js_sys::Array::new();
    for a in avals {
        let o = js_sys::Object::new();
        let shape: js_sys::Array = a
            .shape
            .iter()
            .map(|d| match d {
                ex::Dim::Known(n) => JsValue::from(*n as f64),
                ex::Dim::Symbolic(s) => JsValue::from(s.as_str()),
            })
            .collect();
        Reflect::set(&o, &"shape".into(), &shape)?;
        let dtype = match a.dtype.element_type() {
            Some(t) => t.hlo_name().to_string(),
            None => a.dtype.name(),
        };
        Reflect::set(&o, &"dtype".into(), &dtype.into())?;
        list.push(&o);
    }
    Ok(list.into())
}

#[wasm_bindgen]
impl Exported {
    /// The exported function's name.
    #[wasm_bindgen(getter, js_name = funName)]
    pub fn fun_name(&self) -> String {
        self.inner.fun_name.clone()
    }

    /// The arguments `call` takes: `[{ shape, dtype }]`.
    #[wasm_bindgen(getter, js_name = inAvals, unchecked_return_type = "Aval[]")]
    pub fn in_avals(&self) -> JsResult<JsValue> {
        avals_to_js(&self.inner.in_avals)
    }

    /// The results `call` resolves to: `[{ shape, dtype }]`.
    #[wasm_bindgen(getter, js_name = outAvals, unchecked_return_type = "Aval[]")]
    pub fn out_avals(&self) -> JsResult<JsValue> {
        avals_to_js(&self.inner.out_avals)
    }

    /// The platforms the artifact was lowered for (webxla runs the `cpu` lowering).
    #[wasm_bindgen(getter)]
    pub fn platforms(&self) -> Vec<String> {
        self.inner.platforms.clone()
    }

    /// How many devices the function runs on (the client's first `nrDevices`).
    #[wasm_bindgen(getter, js_name = nrDevices)]
    pub fn nr_devices(&self) -> usize {
        self.inner.nr_devices
    }

    /// Runs the function on `args` (one Array per `inAvals` entry, on any devices of
    /// `client`): compiled on the first call per client; resolves to the outputs, laid out as
    /// the export's output shardings say.
    #[wasm_bindgen(unchecked_return_type = "Promise<WebxlaArray[]>")]
    pub fn call(
        &self,
        client: &Client,
        #[wasm_bindgen(unchecked_param_type = "WebxlaArray[]")] args: JsValue,
    ) -> js_sys::Promise {
        let exe = self.executable(&client.inner);
        let args = handles::borrow_all::<Array>(&args, "Array");
        future_to_promise(async move {
            let args: Vec<rs::Array> = args?.into_iter().map(|a| a.inner).collect();
            Ok(arrays_to_js(exe?.call_async(&args).await.js()?))
        })
    }
}

impl Exported {
    fn executable(&self, client: &rs::Client) -> JsResult<ex::ExportedExecutable> {
        let mut loaded = self.loaded.borrow_mut();
        if let Some((_, exe)) = loaded.iter().find(|(c, _)| c.same(client)) {
            return Ok(exe.clone());
        }
        let exe = self.inner.load(client).js()?;
        loaded.push((client.clone(), exe.clone()));
        Ok(exe)
    }
}
