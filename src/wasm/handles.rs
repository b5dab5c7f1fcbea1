//! Reading our own wrapper objects back out of JS values (arrays of `Array`, lists of
//! `Device`) without taking them from their JS owners: each wrapper class has a hidden
//! `__webxlaClone()` returning a fresh wrapper around the same Rust handle, and only that fresh
//! wrapper is consumed.

use super::error::{invalid_argument, JsResult};
use js_sys::{Function, Reflect};
use wasm_bindgen::convert::TryFromJsValue;
use wasm_bindgen::{JsCast, JsValue};

/// `value` as one of our wrapper types `T` (named `what` in errors), leaving `value` usable.
pub fn borrow<T: TryFromJsValue>(value: &JsValue, what: &str) -> JsResult<T> {
    let wrong = || invalid_argument(format!("expected a webxla {what}, got {}", describe(value)));
    if !value.is_object() {
        return Err(wrong());
    }
    let clone = Reflect::get(value, &"__webxlaClone".into()).map_err(|_| wrong())?;
    let clone: &Function = clone.dyn_ref().ok_or_else(wrong)?;
    let fresh = clone.call0(value)?;
    T::try_from_js_value(fresh).map_err(|_| wrong())
}

/// A JS array (or other iterable) of wrappers → owned handles.
pub fn borrow_all<T: TryFromJsValue>(values: &JsValue, what: &str) -> JsResult<Vec<T>> {
    let arr = values
        .dyn_ref::<js_sys::Array>()
        .ok_or_else(|| invalid_argument(format!("expected an array of webxla {what}s")))?;
    arr.iter().map(|v| borrow(&v, what)).collect()
}

fn describe(v: &JsValue) -> String {
    if v.is_undefined() {
        return "undefined".into();
    }
    if v.is_null() {
        return "null".into();
    }
    Reflect::get(v, &"constructor".into())
        .and_then(|c| Reflect::get(&c, &"name".into()))
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_else(|| format!("{v:?}"))
}
