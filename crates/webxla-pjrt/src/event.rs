//! `PJRT_Event`: a one-shot completion with an optional error, waited on (`Await`), polled
//! (`IsReady`) or observed (`OnReady` callbacks, run on the thread that completes the event, or
//! at once when it already has). Work that is not done yet runs on a thread of its own that
//! completes the event. Must not know buffers or executables.

use crate::error::{guard, PjrtError, PjrtResult};
use crate::sys::*;
use std::sync::{Arc, Condvar, Mutex};

type Callback = Box<dyn FnOnce(Option<PjrtError>) + Send>;

#[derive(Default)]
struct State {
    done: Option<Result<(), PjrtError>>,
    callbacks: Vec<Callback>,
}

/// Shared completion state; clones see the same event.
#[derive(Clone, Default)]
pub struct Completion(Arc<(Mutex<State>, Condvar)>);

impl Completion {
    pub fn done(result: Result<(), PjrtError>) -> Self {
        let c = Completion::default();
        c.complete(result);
        c
    }

    /// Runs `work` on a new thread and completes with its result (a panic is INTERNAL).
    pub fn spawn(work: impl FnOnce() -> PjrtResult<()> + Send + 'static) -> Self {
        let c = Completion::default();
        let c2 = c.clone();
        let spawned = std::thread::Builder::new()
            .name("webxla-pjrt-event".into())
            .spawn(move || {
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
                    .unwrap_or_else(|p| {
                        Err(PjrtError::new(
                            PJRT_Error_Code_INTERNAL,
                            format!("webxla-pjrt panicked: {}", crate::error::panic_message(&p)),
                        ))
                    });
                c2.complete(r);
            });
        if let Err(e) = spawned {
            c.complete(Err(PjrtError::new(
                PJRT_Error_Code_RESOURCE_EXHAUSTED,
                format!("cannot start a thread: {e}"),
            )));
        }
        c
    }

    pub fn complete(&self, result: Result<(), PjrtError>) {
        let callbacks = {
            let mut s = self.0 .0.lock().unwrap_or_else(|p| p.into_inner());
            if s.done.is_some() {
                return;
            }
            s.done = Some(result.clone());
            std::mem::take(&mut s.callbacks)
        };
        self.0 .1.notify_all();
        for cb in callbacks {
            cb(result.clone().err());
        }
    }

    pub fn is_ready(&self) -> bool {
        self.0
             .0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .done
            .is_some()
    }

    pub fn wait(&self) -> Result<(), PjrtError> {
        let mut s = self.0 .0.lock().unwrap_or_else(|p| p.into_inner());
        loop {
            if let Some(r) = &s.done {
                return r.clone();
            }
            s = self.0 .1.wait(s).unwrap_or_else(|p| p.into_inner());
        }
    }

    /// The result if complete.
    pub fn peek(&self) -> Option<Result<(), PjrtError>> {
        self.0
             .0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .done
            .clone()
    }

    pub fn on_ready(&self, cb: Callback) {
        let now = {
            let mut s = self.0 .0.lock().unwrap_or_else(|p| p.into_inner());
            match &s.done {
                Some(r) => Some(r.clone()),
                None => {
                    s.callbacks.push(cb);
                    return;
                }
            }
        };
        if let Some(r) = now {
            cb(r.err());
        }
    }

    pub fn into_raw(self) -> *mut PJRT_Event {
        Box::into_raw(Box::new(self)) as *mut PJRT_Event
    }
}

/// # Safety
/// `e` is an event this plugin returned and the caller has not destroyed.
unsafe fn event<'a>(e: *mut PJRT_Event) -> PjrtResult<&'a Completion> {
    if e.is_null() {
        return Err(PjrtError::invalid("null PJRT_Event"));
    }
    // SAFETY: the caller's contract.
    Ok(unsafe { &*(e as *const Completion) })
}

pub unsafe extern "C" fn event_destroy(args: *mut PJRT_Event_Destroy_Args) -> *mut PJRT_Error {
    guard("PJRT_Event_Destroy", || {
        // SAFETY: args from the caller; the event was allocated by `into_raw`. Pending work
        // and callbacks hold their own clones, so destroying early is safe.
        unsafe {
            let a = crate::args::checked(args, PJRT_Event_Destroy_Args::STRUCT_SIZE)?;
            if !a.event.is_null() {
                drop(Box::from_raw(a.event as *mut Completion));
            }
        }
        Ok(())
    })
}

pub unsafe extern "C" fn event_is_ready(args: *mut PJRT_Event_IsReady_Args) -> *mut PJRT_Error {
    guard("PJRT_Event_IsReady", || {
        // SAFETY: see `event`.
        unsafe {
            let a = crate::args::checked(args, PJRT_Event_IsReady_Args::STRUCT_SIZE)?;
            a.is_ready = event(a.event)?.is_ready();
        }
        Ok(())
    })
}

pub unsafe extern "C" fn event_error(args: *mut PJRT_Event_Error_Args) -> *mut PJRT_Error {
    // SAFETY: see `event`.
    unsafe {
        let a = match crate::args::checked(args, PJRT_Event_Error_Args::STRUCT_SIZE) {
            Ok(a) => a,
            Err(e) => return e.into_raw(),
        };
        match event(a.event) {
            Ok(c) => match c.peek() {
                Some(Ok(())) => std::ptr::null_mut(),
                Some(Err(e)) => e.into_raw(),
                None => PjrtError::new(
                    PJRT_Error_Code_FAILED_PRECONDITION,
                    "PJRT_Event_Error called before the event is ready",
                )
                .into_raw(),
            },
            Err(e) => e.into_raw(),
        }
    }
}

pub unsafe extern "C" fn event_await(args: *mut PJRT_Event_Await_Args) -> *mut PJRT_Error {
    // The event's own error is the result, so this does not go through `guard`'s Ok path.
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: see `event`.
        unsafe {
            let a = crate::args::checked(args, PJRT_Event_Await_Args::STRUCT_SIZE)?;
            event(a.event)?.wait()
        }
    }));
    match r {
        Ok(Ok(())) => std::ptr::null_mut(),
        Ok(Err(e)) => e.into_raw(),
        Err(p) => PjrtError::new(
            PJRT_Error_Code_INTERNAL,
            format!(
                "PJRT_Event_Await panicked: {}",
                crate::error::panic_message(&p)
            ),
        )
        .into_raw(),
    }
}

/// The caller's callback and argument, moved to whichever thread completes the event.
struct SendCallback(
    unsafe extern "C" fn(*mut PJRT_Error, *mut std::os::raw::c_void),
    *mut std::os::raw::c_void,
);
// SAFETY: the PJRT contract lets an OnReady callback run on any thread with its user_arg.
unsafe impl Send for SendCallback {}

impl SendCallback {
    fn call(self, e: Option<PjrtError>) {
        let raw = e.map_or(std::ptr::null_mut(), |e| e.into_raw());
        // SAFETY: the caller registered this function for exactly this call; it owns `raw`.
        unsafe { (self.0)(raw, self.1) }
    }
}

pub unsafe extern "C" fn event_on_ready(args: *mut PJRT_Event_OnReady_Args) -> *mut PJRT_Error {
    guard("PJRT_Event_OnReady", || {
        // SAFETY: see `event`.
        unsafe {
            let a = crate::args::checked(args, PJRT_Event_OnReady_Args::STRUCT_SIZE)?;
            let f = a
                .callback
                .ok_or_else(|| PjrtError::invalid("PJRT_Event_OnReady: null callback"))?;
            let cb = SendCallback(f, a.user_arg);
            event(a.event)?.on_ready(Box::new(move |e| cb.call(e)));
        }
        Ok(())
    })
}
