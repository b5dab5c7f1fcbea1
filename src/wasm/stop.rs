//! JS `ExecuteOptions` (`{ signal?: AbortSignal, timeoutMs?: number }`) as the Rust client's
//! `ExecuteOptions`: the signal's `abort` event cancels the execution's stop token; the
//! timeout becomes its deadline. Glue only: the checks themselves live in `crate::stop`.
//!
//! Where the checks see an abort: the GPU backend awaits the device between kernel
//! submissions and at loop iterations, so the event loop runs and an `abort()` from a timer,
//! a button or another promise is seen there. The wasm CPU backend runs an execution on the
//! calling thread without yielding: an abort fired during it is seen only by the next
//! execution, while `timeoutMs` (checked against the clock) stops it anywhere.

use super::client::get_opt;
use super::error::{invalid_argument, to_js, JsResult};
use crate::client as rs;
use crate::error::{Error, ErrorKind};
use crate::stop::StopToken;
use wasm_bindgen::prelude::*;
use web_sys::AbortSignal;

/// The options of one execution, and the `abort` listener to remove when it ends.
pub(crate) struct JsExecuteOptions {
    pub options: rs::ExecuteOptions,
    listener: Option<(AbortSignal, Closure<dyn FnMut()>)>,
}

impl JsExecuteOptions {
    /// Reads `{ signal, timeoutMs }` (each optional; `undefined` means none). An
    /// already-aborted signal is a `CANCELLED` error here: nothing runs.
    pub fn read(options: &JsValue) -> JsResult<JsExecuteOptions> {
        let mut out = JsExecuteOptions {
            options: rs::ExecuteOptions::default(),
            listener: None,
        };
        if let Some(ms) = get_opt(options, "timeoutMs")? {
            match ms.as_f64() {
                Some(ms) if ms >= 0.0 && ms.is_finite() => {
                    out.options.deadline = Some(std::time::Duration::from_secs_f64(ms / 1e3))
                }
                _ => {
                    return Err(invalid_argument(
                        "timeoutMs must be a finite number of milliseconds >= 0",
                    ))
                }
            }
        }
        if let Some(signal) = get_opt(options, "signal")? {
            let signal: AbortSignal = signal
                .dyn_into()
                .map_err(|_| invalid_argument("signal must be an AbortSignal"))?;
            if signal.aborted() {
                return Err(to_js(Error::new(
                    ErrorKind::Cancelled,
                    "the execution's AbortSignal was aborted before it started",
                )));
            }
            let token = StopToken::new();
            let on_abort = {
                let token = token.clone();
                Closure::<dyn FnMut()>::new(move || token.cancel())
            };
            signal
                .add_event_listener_with_callback("abort", on_abort.as_ref().unchecked_ref())
                .map_err(|_| invalid_argument("signal: addEventListener failed"))?;
            out.options.stop = Some(token);
            out.listener = Some((signal, on_abort));
        }
        Ok(out)
    }
}

impl Drop for JsExecuteOptions {
    fn drop(&mut self) {
        if let Some((signal, on_abort)) = self.listener.take() {
            let _ = signal
                .remove_event_listener_with_callback("abort", on_abort.as_ref().unchecked_ref());
        }
    }
}
