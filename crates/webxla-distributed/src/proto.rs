//! The wire: the messages and gRPC stubs generated from `proto/` at build time, and the status
//! payloads tsl attaches to errors (carried in `grpc-status-details-bin` as a
//! `GrpcPayloadContainer`), read and written the way jaxlib's agent expects them.
//!
//! What this module must not do: hold service or client state, or decide what an error means
//! to a caller (the client maps codes to `webxla::ErrorKind`).

#![allow(clippy::all, missing_docs)]

/// `xla.coordination`: the coordination service's messages, client and server.
pub mod coordination {
    tonic::include_proto!("xla.coordination");
}

/// `tensorflow.distributed_runtime`: how absl status payloads travel over gRPC.
pub mod payloads {
    tonic::include_proto!("tensorflow.distributed_runtime");
}

use prost::Message;
use std::collections::HashMap;
use tonic::Code;

/// Marks an error as raised by the coordination service itself (not by the RPC layer); jaxlib's
/// agent keeps retrying `RegisterTask` on errors without it.
pub const COORDINATION_ERROR_KEY: &str = "type.googleapis.com/tensorflow.CoordinationServiceError";
/// A `BarrierError` (barrier id and the failed instance's counter).
pub const BARRIER_ERROR_KEY: &str = "type.googleapis.com/tensorflow.BarrierError";
/// A `ServiceMismatchError`: the request named another service incarnation.
pub const SERVICE_MISMATCH_KEY: &str = "type.googleapis.com/tensorflow.ServiceMismatchError";

/// An error as the service keeps it: a status code, a message and tsl's payloads.
#[derive(Clone, Debug, PartialEq)]
pub struct CoordError {
    pub code: Code,
    pub message: String,
    pub payloads: Vec<(String, Vec<u8>)>,
}

impl CoordError {
    /// A coordination error (XLA's `MakeCoordinationError`).
    pub fn new(code: Code, message: impl Into<String>) -> Self {
        CoordError {
            code,
            message: message.into(),
            payloads: vec![(COORDINATION_ERROR_KEY.to_string(), Vec::new())],
        }
    }

    /// A coordination error that names the task it came from.
    pub fn from_task(code: Code, message: impl Into<String>, task: i32, reported: bool) -> Self {
        let payload = coordination::CoordinationServiceError {
            is_reported_error: reported,
            source_task_id: task,
        };
        CoordError {
            code,
            message: message.into(),
            payloads: vec![(COORDINATION_ERROR_KEY.to_string(), payload.encode_to_vec())],
        }
    }

    /// A barrier error (XLA's `MakeBarrierError`): a coordination error with the barrier's
    /// id and counter, from which an agent learns which instance failed.
    pub fn barrier(code: Code, message: impl Into<String>, id: &str, counter: i64) -> Self {
        let mut e = CoordError::new(code, message);
        let payload = coordination::BarrierError {
            barrier_id: id.to_string(),
            counter,
        };
        e.payloads
            .push((BARRIER_ERROR_KEY.to_string(), payload.encode_to_vec()));
        e
    }

    /// The same error under another code and message, payloads kept.
    pub fn with_code(&self, code: Code, message: impl Into<String>) -> Self {
        CoordError {
            code,
            message: message.into(),
            payloads: self.payloads.clone(),
        }
    }

    pub fn to_status(&self) -> tonic::Status {
        let container = payloads::GrpcPayloadContainer {
            payloads: self.payloads.iter().cloned().collect::<HashMap<_, _>>(),
        };
        tonic::Status::with_details(
            self.code,
            self.message.clone(),
            container.encode_to_vec().into(),
        )
    }
}

impl std::fmt::Display for CoordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", code_name(self.code), self.message)
    }
}

impl From<CoordError> for tonic::Status {
    fn from(e: CoordError) -> Self {
        e.to_status()
    }
}

/// The payloads of a status received from a peer (empty when it carries none or garbage).
pub fn status_payloads(status: &tonic::Status) -> HashMap<String, Vec<u8>> {
    if status.details().is_empty() {
        return HashMap::new();
    }
    payloads::GrpcPayloadContainer::decode(status.details())
        .map(|c| c.payloads)
        .unwrap_or_default()
}

/// The counter of the barrier instance a status says failed, if it carries a `BarrierError`.
pub fn barrier_error_counter(status: &tonic::Status) -> Option<i64> {
    let p = status_payloads(status);
    let bytes = p.get(BARRIER_ERROR_KEY)?;
    coordination::BarrierError::decode(bytes.as_slice())
        .ok()
        .map(|b| b.counter)
}

/// absl's name of a status code (`UNAVAILABLE`, ...).
pub fn code_name(code: Code) -> &'static str {
    match code {
        Code::Ok => "OK",
        Code::Cancelled => "CANCELLED",
        Code::Unknown => "UNKNOWN",
        Code::InvalidArgument => "INVALID_ARGUMENT",
        Code::DeadlineExceeded => "DEADLINE_EXCEEDED",
        Code::NotFound => "NOT_FOUND",
        Code::AlreadyExists => "ALREADY_EXISTS",
        Code::PermissionDenied => "PERMISSION_DENIED",
        Code::ResourceExhausted => "RESOURCE_EXHAUSTED",
        Code::FailedPrecondition => "FAILED_PRECONDITION",
        Code::Aborted => "ABORTED",
        Code::OutOfRange => "OUT_OF_RANGE",
        Code::Unimplemented => "UNIMPLEMENTED",
        Code::Internal => "INTERNAL",
        Code::Unavailable => "UNAVAILABLE",
        Code::DataLoss => "DATA_LOSS",
        Code::Unauthenticated => "UNAUTHENTICATED",
    }
}

/// The webxla error kind for a gRPC status code. `ALREADY_EXISTS` is `FailedPrecondition`
/// (webxla has no kind of its own for it); a transport failure is `UNAVAILABLE` already.
pub fn error_kind(code: Code) -> webxla::ErrorKind {
    use webxla::ErrorKind as K;
    match code {
        Code::Cancelled => K::Cancelled,
        Code::InvalidArgument | Code::OutOfRange => K::InvalidArgument,
        Code::DeadlineExceeded => K::DeadlineExceeded,
        Code::NotFound => K::NotFound,
        Code::AlreadyExists
        | Code::FailedPrecondition
        | Code::PermissionDenied
        | Code::Unauthenticated => K::FailedPrecondition,
        Code::ResourceExhausted => K::ResourceExhausted,
        Code::Aborted => K::Aborted,
        Code::Unimplemented => K::Unsupported,
        Code::Unavailable => K::Unavailable,
        Code::DataLoss => K::Io,
        Code::Ok | Code::Unknown | Code::Internal => K::Internal,
    }
}
