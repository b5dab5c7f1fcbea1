//! Stopping an execution from outside: a cancellation flag and a deadline, shared by every
//! device of one execution. The backends check the token between kernels or steps and at
//! every loop iteration, so a `while` whose condition never turns false, or a program that
//! takes too long, ends with `CANCELLED` / `DEADLINE_EXCEEDED` on its outputs; its buffers are
//! dropped as for any failed execution and the client stays usable.
//!
//! Only the signal lives here; where to check it is each backend's business.

use crate::error::{Error, ErrorKind, Result};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Milliseconds on a monotonic clock (natively) or since the epoch (in a browser, where
/// `std::time::Instant` does not exist).
fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
        START
            .get_or_init(std::time::Instant::now)
            .elapsed()
            .as_secs_f64()
            * 1e3
    }
}

/// A handle that stops executions: `cancel()` from any thread, and an optional deadline.
/// The default token never stops anything.
#[derive(Clone, Debug, Default)]
pub struct StopToken {
    cancelled: Option<Arc<AtomicBool>>,
    deadline_ms: Option<f64>,
}

impl StopToken {
    /// A token that stops executions once `cancel` is called.
    pub fn new() -> Self {
        StopToken {
            cancelled: Some(Arc::new(AtomicBool::new(false))),
            deadline_ms: None,
        }
    }

    /// This token (sharing its cancellation) that also stops `after` from now.
    pub fn with_deadline(&self, after: Duration) -> Self {
        let at = now_ms() + after.as_secs_f64() * 1e3;
        StopToken {
            cancelled: self.cancelled.clone(),
            deadline_ms: Some(self.deadline_ms.map_or(at, |d| d.min(at))),
        }
    }

    /// Stops every execution holding this token (or a token made from it) at its next check.
    pub fn cancel(&self) {
        if let Some(c) = &self.cancelled {
            c.store(true, Ordering::Relaxed);
        }
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// `Ok` while the execution may go on; `CANCELLED` or `DEADLINE_EXCEEDED` (naming `at`,
    /// where the execution was) once it must stop.
    pub fn check(&self, at: impl FnOnce() -> String) -> Result<()> {
        if self.is_cancelled() {
            return Err(Error::new(
                ErrorKind::Cancelled,
                format!("execution cancelled (stopped at {})", at()),
            ));
        }
        if let Some(d) = self.deadline_ms {
            if now_ms() >= d {
                return Err(Error::new(
                    ErrorKind::DeadlineExceeded,
                    format!("execution passed its deadline (stopped at {})", at()),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_never_stops_and_cancel_and_deadline_do() {
        assert!(StopToken::default().check(|| "x".into()).is_ok());
        let t = StopToken::new();
        let d = t.with_deadline(Duration::from_secs(3600));
        assert!(d.check(|| "x".into()).is_ok());
        t.cancel();
        assert_eq!(
            d.check(|| "x".into()).unwrap_err().kind,
            ErrorKind::Cancelled
        );
        let past = StopToken::default().with_deadline(Duration::ZERO);
        let e = past.check(|| "loop 'w'".into()).unwrap_err();
        assert_eq!(e.kind, ErrorKind::DeadlineExceeded);
        assert!(e.message.contains("loop 'w'"), "{e}");
    }
}
