//! PJRT errors: the `PJRT_Error` objects the plugin hands out, webxla's error kinds as PJRT
//! (absl) codes, and the guard every entry point runs in (a panic becomes an INTERNAL error,
//! never an unwind across `extern "C"`). Must not know any other PJRT object.

use crate::sys::*;
use std::panic::{catch_unwind, AssertUnwindSafe};
use webxla::{Error, ErrorKind};

/// What a `PJRT_Error*` points to. Owned by the caller once returned; freed by
/// `PJRT_Error_Destroy`.
#[derive(Debug, Clone)]
pub struct PjrtError {
    pub code: PJRT_Error_Code,
    pub message: String,
}

pub type PjrtResult<T> = Result<T, PjrtError>;

impl PjrtError {
    pub fn new(code: PJRT_Error_Code, message: impl Into<String>) -> Self {
        PjrtError {
            code,
            message: message.into(),
        }
    }

    pub fn invalid(message: impl Into<String>) -> Self {
        Self::new(PJRT_Error_Code_INVALID_ARGUMENT, message)
    }

    pub fn unimplemented(message: impl Into<String>) -> Self {
        Self::new(PJRT_Error_Code_UNIMPLEMENTED, message)
    }

    pub fn into_raw(self) -> *mut PJRT_Error {
        Box::into_raw(Box::new(self)) as *mut PJRT_Error
    }
}

impl From<Error> for PjrtError {
    fn from(e: Error) -> Self {
        // jax prefixes the code's name itself; webxla's kind name would repeat it.
        PjrtError::new(code_of(e.kind()), e.message)
    }
}

/// webxla's error kind as the PJRT code jax turns into its Python exception.
pub fn code_of(kind: ErrorKind) -> PJRT_Error_Code {
    match kind {
        ErrorKind::Parse | ErrorKind::InvalidProgram | ErrorKind::InvalidArgument => {
            PJRT_Error_Code_INVALID_ARGUMENT
        }
        ErrorKind::Unsupported => PJRT_Error_Code_UNIMPLEMENTED,
        ErrorKind::FailedPrecondition => PJRT_Error_Code_FAILED_PRECONDITION,
        ErrorKind::ResourceExhausted => PJRT_Error_Code_RESOURCE_EXHAUSTED,
        ErrorKind::NotFound => PJRT_Error_Code_NOT_FOUND,
        ErrorKind::Io | ErrorKind::Unavailable => PJRT_Error_Code_UNAVAILABLE,
        ErrorKind::DeadlineExceeded => PJRT_Error_Code_DEADLINE_EXCEEDED,
        ErrorKind::Aborted => PJRT_Error_Code_ABORTED,
        ErrorKind::Cancelled => PJRT_Error_Code_CANCELLED,
        ErrorKind::Internal => PJRT_Error_Code_INTERNAL,
    }
}

/// Runs an entry point's body: `Ok` is a null `PJRT_Error*`, an error or a panic an owned one.
pub fn guard(name: &str, body: impl FnOnce() -> PjrtResult<()>) -> *mut PJRT_Error {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => std::ptr::null_mut(),
        Ok(Err(e)) => e.into_raw(),
        Err(panic) => PjrtError::new(
            PJRT_Error_Code_INTERNAL,
            format!("{name}: webxla-pjrt panicked: {}", panic_message(&panic)),
        )
        .into_raw(),
    }
}

pub fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".to_string()
    }
}

/// What every entry the plugin does not implement returns (see `sys::unimplemented_api`).
pub fn unimplemented_entry(name: &str) -> *mut PJRT_Error {
    PjrtError::unimplemented(format!(
        "{name} is not implemented by the webxla PJRT plugin"
    ))
    .into_raw()
}

pub unsafe extern "C" fn error_destroy(args: *mut PJRT_Error_Destroy_Args) {
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the caller passes its args struct; `error` is one this plugin allocated.
        unsafe {
            if args.is_null() || (*args).error.is_null() {
                return;
            }
            drop(Box::from_raw((*args).error as *mut PjrtError));
        }
    }));
}

pub unsafe extern "C" fn error_message(args: *mut PJRT_Error_Message_Args) {
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: as above; the message lives as long as the error.
        unsafe {
            if args.is_null() || (*args).error.is_null() {
                return;
            }
            let e = &*((*args).error as *const PjrtError);
            (*args).message = e.message.as_ptr() as *const _;
            (*args).message_size = e.message.len();
        }
    }));
}

pub unsafe extern "C" fn error_get_code(args: *mut PJRT_Error_GetCode_Args) -> *mut PJRT_Error {
    guard("PJRT_Error_GetCode", || {
        // SAFETY: as above.
        unsafe {
            let a = crate::args::checked(args, PJRT_Error_GetCode_Args::STRUCT_SIZE)?;
            if a.error.is_null() {
                return Err(PjrtError::invalid("PJRT_Error_GetCode: null error"));
            }
            a.code = (*(a.error as *const PjrtError)).code;
            Ok(())
        }
    })
}
