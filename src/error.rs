//! The crate's error type, playing the role of xla_client's `XlaRuntimeError`: a kind and a
//! message a user can act on. Every fallible public function returns `webxla::Result`.

use std::fmt;

/// The class of an error, after XLA's status codes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// Malformed program text (the message carries line:column and the source line).
    Parse,
    /// A well-formed program that is not valid (shape or type mismatch, bad attributes).
    InvalidProgram,
    /// Wrong arguments at run time: count, shape, dtype, a foreign or deleted array.
    InvalidArgument,
    /// An op, dtype or feature that this backend does not implement.
    Unsupported,
    /// An array or executable used after `delete()` or donation.
    FailedPrecondition,
    /// Out of device memory or past a device limit.
    ResourceExhausted,
    /// A named thing (custom-call target, file, device) that does not exist.
    NotFound,
    /// File or device I/O failed.
    Io,
    /// A deadline passed first: a collective that other devices never reached, or an
    /// execution past the deadline it was given (`stop::StopToken`).
    DeadlineExceeded,
    /// The caller cancelled the work (`stop::StopToken::cancel`, a JS `AbortSignal`).
    Cancelled,
    /// The work was given up because another part of it failed (a device of the same
    /// execution failed before a collective it shared).
    Aborted,
    /// The device can no longer be used (a GPU device lost to a driver reset, a removed
    /// adapter, a browser that reclaimed it): its arrays are gone, and the client says so on
    /// every call that needs the device. Make a new client.
    Unavailable,
    /// A bug in webxla: please report it.
    Internal,
}

impl ErrorKind {
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Parse => "PARSE",
            ErrorKind::InvalidProgram => "INVALID_PROGRAM",
            ErrorKind::InvalidArgument => "INVALID_ARGUMENT",
            ErrorKind::Unsupported => "UNIMPLEMENTED",
            ErrorKind::FailedPrecondition => "FAILED_PRECONDITION",
            ErrorKind::ResourceExhausted => "RESOURCE_EXHAUSTED",
            ErrorKind::NotFound => "NOT_FOUND",
            ErrorKind::Io => "IO",
            ErrorKind::DeadlineExceeded => "DEADLINE_EXCEEDED",
            ErrorKind::Cancelled => "CANCELLED",
            ErrorKind::Aborted => "ABORTED",
            ErrorKind::Unavailable => "UNAVAILABLE",
            ErrorKind::Internal => "INTERNAL",
        }
    }
}

/// webxla's error: what went wrong, in one paragraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    pub fn parse(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::Parse, message)
    }

    pub fn invalid_program(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::InvalidProgram, message)
    }

    pub fn invalid_argument(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::InvalidArgument, message)
    }

    pub fn internal(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::Internal, message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::NotFound, message)
    }

    pub fn resource_exhausted(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::ResourceExhausted, message)
    }

    pub fn failed_precondition(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::FailedPrecondition, message)
    }

    /// An op/dtype combination a backend does not run, e.g.
    /// `unsupported: op 'cholesky' with dtype c128 on backend gpu`.
    pub fn unsupported(op: &str, dtype: impl fmt::Display, backend: &str) -> Self {
        Error::new(
            ErrorKind::Unsupported,
            format!(
                "op '{op}' with element type {dtype} is not supported on the {backend} backend"
            ),
        )
    }

    /// Unsupported with a free-form explanation.
    pub fn unsupported_msg(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::Unsupported, message)
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.name(), self.message)
    }
}

impl std::error::Error for Error {}

impl From<crate::ir::VerifyError> for Error {
    fn from(e: crate::ir::VerifyError) -> Self {
        Error::invalid_program(e.to_string())
    }
}

impl From<crate::ir::LiteralError> for Error {
    fn from(e: crate::ir::LiteralError) -> Self {
        match e {
            crate::ir::LiteralError::TooLarge { .. }
            | crate::ir::LiteralError::OutOfMemory { .. } => {
                Error::resource_exhausted(e.to_string())
            }
            _ => Error::invalid_argument(e.to_string()),
        }
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::new(ErrorKind::Io, e.to_string())
    }
}
