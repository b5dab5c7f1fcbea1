//! `Array`: a value placed on one device (xla_client's ArrayImpl, single-device case).
//!
//! An array may be pending (its execution has been dispatched but not finished), ready,
//! failed (the execution's error surfaces at `block_until_ready` or at the next use), deleted
//! by the user, or donated to an execution. Device buffers are immutable once ready, so
//! `clone()` shares the buffer. This module does no computing.

// Pending/failed states, the condition variable and waiting exist for native async dispatch;
// in wasm an execution has finished when its future resolves.
#![cfg_attr(target_arch = "wasm32", allow(dead_code))]

use super::device::Device;
use crate::backend::BufferRef;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

#[derive(Clone)]
pub(crate) enum State {
    Pending,
    Ready(BufferRef),
    Failed(Error),
    Released,
}

pub(crate) struct ArrayInner {
    pub(crate) id: u64,
    pub(crate) shape: ArrayShape,
    pub(crate) device: Device,
    state: Mutex<State>,
    ready: Condvar,
    /// Set once `state` has left `Pending`, so a waiter can poll it without the lock.
    settled: AtomicBool,
    /// Set by `delete()`: the user gave the array up.
    deleted: AtomicBool,
    /// Set when an execution took the array as a donated argument.
    donated: AtomicBool,
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// How long `wait_buffer` polls before it sleeps.
#[cfg(not(target_arch = "wasm32"))]
const WAIT_SPIN: std::time::Duration = std::time::Duration::from_micros(200);

/// An array on a device.
#[derive(Clone)]
pub struct Array(pub(crate) Arc<ArrayInner>);

impl ArrayInner {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn set(&self, state: State) {
        *self.lock() = state;
        self.settled.store(true, Ordering::Release);
        self.ready.notify_all();
    }

    /// Blocks until the buffer exists (native), returning it or the execution's error.
    /// Ignores `deleted`/`donated`: an execution that already holds this array may finish.
    pub(crate) fn wait_buffer(&self) -> Result<BufferRef> {
        // Short executions finish within a few tens of microseconds: looking again for a
        // while costs less than sleeping on the condition variable and being woken (about
        // 5 µs on an H100 host).
        #[cfg(not(target_arch = "wasm32"))]
        {
            let spin_until = std::time::Instant::now() + WAIT_SPIN;
            while !self.settled.load(Ordering::Acquire) && std::time::Instant::now() < spin_until {
                std::thread::yield_now();
            }
        }
        let mut guard = self.lock();
        loop {
            match &*guard {
                State::Ready(b) => return Ok(b.clone()),
                State::Failed(e) => return Err(e.clone()),
                State::Released => {
                    return Err(Error::failed_precondition(format!(
                        "array {} was deleted before its buffer was used",
                        self.id
                    )))
                }
                State::Pending => {
                    guard = self.ready.wait(guard).unwrap_or_else(|e| e.into_inner());
                }
            }
        }
    }

    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn try_buffer(&self) -> Option<Result<BufferRef>> {
        match &*self.lock() {
            State::Ready(b) => Some(Ok(b.clone())),
            State::Failed(e) => Some(Err(e.clone())),
            State::Released => Some(Err(Error::failed_precondition("array was released"))),
            State::Pending => None,
        }
    }
}

impl Array {
    pub(crate) fn new(shape: ArrayShape, device: Device, state: State) -> Array {
        let settled = !matches!(state, State::Pending);
        Array(Arc::new(ArrayInner {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            shape,
            device,
            state: Mutex::new(state),
            ready: Condvar::new(),
            settled: AtomicBool::new(settled),
            deleted: AtomicBool::new(false),
            donated: AtomicBool::new(false),
        }))
    }

    pub(crate) fn ready(buffer: BufferRef, device: Device) -> Array {
        Array::new(buffer.shape().clone(), device, State::Ready(buffer))
    }

    pub(crate) fn pending(shape: ArrayShape, device: Device) -> Array {
        Array::new(shape, device, State::Pending)
    }

    /// A process-unique id (for debugging and `live_arrays`).
    pub fn id(&self) -> u64 {
        self.0.id
    }

    pub fn shape(&self) -> &[usize] {
        &self.0.shape.dims
    }

    pub fn array_shape(&self) -> &ArrayShape {
        &self.0.shape
    }

    pub fn dtype(&self) -> ElementType {
        self.0.shape.ty
    }

    pub fn size(&self) -> usize {
        self.0.shape.element_count()
    }

    pub fn ndim(&self) -> usize {
        self.0.shape.rank()
    }

    pub fn device(&self) -> &Device {
        &self.0.device
    }

    /// True once the value exists (or its execution failed).
    pub fn is_ready(&self) -> bool {
        !matches!(*self.0.lock(), State::Pending)
    }

    /// True after `delete()` or after the array was donated to an execution.
    pub fn is_deleted(&self) -> bool {
        self.0.deleted.load(Ordering::Acquire) || self.0.donated.load(Ordering::Acquire)
    }

    /// Checks the array may still be used, naming why not.
    pub(crate) fn check_usable(&self, what: &str) -> Result<()> {
        if self.0.donated.load(Ordering::Acquire) {
            return Err(Error::failed_precondition(format!(
                "{what} was donated to an earlier execution and can no longer be used"
            )));
        }
        if self.0.deleted.load(Ordering::Acquire) {
            return Err(Error::failed_precondition(format!(
                "{what} has been deleted"
            )));
        }
        Ok(())
    }

    /// Frees the device buffer (once no execution still needs it). Using the array afterwards
    /// is an error; deleting twice is harmless.
    pub fn delete(&self) {
        self.0.deleted.store(true, Ordering::Release);
        let mut guard = self.0.lock();
        if matches!(*guard, State::Ready(_)) {
            *guard = State::Released;
        }
    }

    pub(crate) fn mark_donated(&self) {
        self.0.donated.store(true, Ordering::Release);
    }

    /// Releases the buffer of a donated array once the execution is done with it.
    pub(crate) fn release(&self) {
        let mut guard = self.0.lock();
        if matches!(*guard, State::Ready(_)) {
            *guard = State::Released;
        }
    }

    /// Waits for the value; returns the execution's error if it failed.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn block_until_ready(&self) -> Result<&Array> {
        self.check_usable("the array")?;
        self.0.wait_buffer()?;
        Ok(self)
    }

    /// Waits for the value without blocking a browser thread (wasm executes eagerly, so the
    /// value is there once `execute` resolved).
    pub async fn block_until_ready_async(&self) -> Result<&Array> {
        self.check_usable("the array")?;
        self.buffer_now()?;
        Ok(self)
    }

    fn buffer_now(&self) -> Result<BufferRef> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.0.wait_buffer()
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.0
                .try_buffer()
                .unwrap_or_else(|| Err(Error::internal("array is still pending in wasm")))
        }
    }

    /// The device buffer, waiting for it natively. Errors if deleted, donated or failed.
    pub fn buffer(&self) -> Result<BufferRef> {
        self.check_usable("the array")?;
        self.buffer_now()
    }

    /// Bytes the array occupies on its device.
    pub fn on_device_size_in_bytes(&self) -> Result<usize> {
        Ok(self.buffer()?.on_device_size_in_bytes())
    }

    /// Copies the value to the host (blocking; native only).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn to_literal(&self) -> Result<Literal> {
        let buffer = self.buffer()?;
        pollster::block_on(self.0.device.backend().download(&buffer))
    }

    /// Copies the value to the host without blocking (what a browser must use).
    pub async fn to_literal_async(&self) -> Result<Literal> {
        let buffer = self.buffer()?;
        self.0.device.backend().download(&buffer).await
    }

    /// A new array sharing this one's (immutable) buffer; deleting either leaves the other.
    pub fn clone_array(&self) -> Result<Array> {
        Ok(Array::ready(self.buffer()?, self.0.device.clone()))
    }

    /// Copies the array to another device (through the host when the backends differ).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn copy_to_device(&self, device: &Device) -> Result<Array> {
        if device.same(&self.0.device) {
            return self.clone_array();
        }
        let literal = self.to_literal()?;
        Ok(Array::ready(
            device.backend().upload(&literal)?,
            device.clone(),
        ))
    }
}

impl std::fmt::Debug for Array {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Array(id={}, {}, {:?})",
            self.0.id, self.0.shape, self.0.device
        )
    }
}

/// Waits for every array (xla_client's `batched_block_until_ready`).
#[cfg(not(target_arch = "wasm32"))]
pub fn batched_block_until_ready(arrays: &[Array]) -> Result<()> {
    arrays
        .iter()
        .try_for_each(|a| a.block_until_ready().map(|_| ()))
}
