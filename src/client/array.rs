//! `Array`: xla_client's ArrayImpl — a global shape, a sharding, and one shard (a device
//! buffer) per device of the sharding. A single-device array is the case of one shard.
//!
//! A shard may be pending (its execution has been dispatched but not finished), ready,
//! failed (the execution's error surfaces at `block_until_ready` or at the next use), deleted
//! by the user, or donated to an execution. Device buffers are immutable once ready, so
//! `clone()` shares them. Shards are shared, not copied, by the single-device arrays
//! `single_device_arrays` hands out (jax's `_arrays`), so deleting either deletes the buffer,
//! as in jax. This module moves and assembles data; it never computes values.

// Pending/failed states, the condition variable and waiting exist for native async dispatch;
// in wasm an execution has finished when its future resolves.
#![cfg_attr(target_arch = "wasm32", allow(dead_code))]

use super::device::Device;
use super::sharding::Sharding;
use crate::backend::BufferRef;
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal};
use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

#[derive(Clone)]
pub(crate) enum State {
    Pending,
    Ready(BufferRef),
    Failed(Error),
    Released,
}

/// One device's buffer of an array.
pub(crate) struct Shard {
    pub(crate) id: u64,
    /// The shard's own shape (the array's shape for a single-device array).
    pub(crate) shape: ArrayShape,
    pub(crate) device: Device,
    state: Mutex<State>,
    ready: Condvar,
    /// Set once `state` has left `Pending`, so a waiter can poll it without the lock.
    settled: AtomicBool,
    /// Set by `delete()`: the user gave the buffer up.
    deleted: AtomicBool,
    /// Set when an execution took the buffer as a donated argument.
    donated: AtomicBool,
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// How long `wait_buffer` polls before it sleeps.
#[cfg(not(target_arch = "wasm32"))]
const WAIT_SPIN: std::time::Duration = std::time::Duration::from_micros(200);

impl Shard {
    pub(crate) fn new(shape: ArrayShape, device: Device, state: State) -> Arc<Shard> {
        let settled = !matches!(state, State::Pending);
        Arc::new(Shard {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            shape,
            device,
            state: Mutex::new(state),
            ready: Condvar::new(),
            settled: AtomicBool::new(settled),
            deleted: AtomicBool::new(false),
            donated: AtomicBool::new(false),
        })
    }

    pub(crate) fn ready(buffer: BufferRef, device: Device) -> Arc<Shard> {
        Shard::new(buffer.shape().clone(), device, State::Ready(buffer))
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn set(&self, state: State) {
        *self.lock() = state;
        self.settled.store(true, Ordering::Release);
        self.ready.notify_all();
    }

    /// Blocks until the buffer exists (native), returning it or the execution's error.
    /// Ignores `deleted`/`donated`: an execution that already holds this shard may finish.
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
                        "the buffer of array {} was deleted before it was used",
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

    fn is_ready(&self) -> bool {
        !matches!(*self.lock(), State::Pending)
    }

    fn is_deleted(&self) -> bool {
        self.deleted.load(Ordering::Acquire) || self.donated.load(Ordering::Acquire)
    }

    /// Checks the shard may still be used, naming why not.
    pub(crate) fn check_usable(&self, what: &str) -> Result<()> {
        if self.donated.load(Ordering::Acquire) {
            return Err(Error::failed_precondition(format!(
                "{what} was donated to an earlier execution and can no longer be used"
            )));
        }
        if self.deleted.load(Ordering::Acquire) {
            return Err(Error::failed_precondition(format!(
                "{what} has been deleted"
            )));
        }
        Ok(())
    }

    fn delete(&self) {
        self.deleted.store(true, Ordering::Release);
        self.release();
    }

    pub(crate) fn mark_donated(&self) {
        self.donated.store(true, Ordering::Release);
    }

    /// Releases the buffer of a donated shard once the execution is done with it.
    pub(crate) fn release(&self) {
        let mut guard = self.lock();
        if matches!(*guard, State::Ready(_)) {
            *guard = State::Released;
        }
    }

    /// The buffer now (waiting for it natively).
    fn buffer_now(&self) -> Result<BufferRef> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.wait_buffer()
        }
        #[cfg(target_arch = "wasm32")]
        {
            self.try_buffer()
                .unwrap_or_else(|| Err(Error::internal("array is still pending in wasm")))
        }
    }
}

pub(crate) struct ArrayInner {
    pub(crate) id: u64,
    /// The global shape.
    pub(crate) shape: ArrayShape,
    pub(crate) sharding: Sharding,
    /// One per device of `sharding`, in `sharding.devices()` order.
    pub(crate) shards: Vec<Arc<Shard>>,
}

/// An array on one device, or sharded over several.
#[derive(Clone)]
pub struct Array(pub(crate) Arc<ArrayInner>);

/// One shard of an array as jax's `Shard` shows it.
#[derive(Clone, Debug)]
pub struct ArrayShard {
    pub device: Device,
    /// The global index range this shard holds.
    pub index: Vec<Range<usize>>,
    /// Which copy of its index range this shard is (0 for the first device holding it).
    pub replica_id: usize,
    /// The shard as a single-device array (sharing the buffer).
    pub data: Array,
}

impl Array {
    /// A single-device array around one shard.
    pub(crate) fn from_shard(shard: Arc<Shard>) -> Array {
        Array(Arc::new(ArrayInner {
            id: shard.id,
            shape: shard.shape.clone(),
            sharding: Sharding::SingleDevice(shard.device.clone()),
            shards: vec![shard],
        }))
    }

    /// A global array over `shards` (in `sharding.addressable_devices()` order: in a client
    /// spanning processes, the other processes hold the rest), checked to fit.
    pub(crate) fn from_shards(
        shape: ArrayShape,
        sharding: Sharding,
        shards: Vec<Arc<Shard>>,
    ) -> Result<Array> {
        let placements = sharding.addressable_placements(&shape.dims)?;
        if placements.is_empty() {
            return Err(Error::invalid_argument(format!(
                "the sharding puts no block of the {shape} array on this process's devices \
                 (all {} are other processes')",
                sharding.num_devices()
            )));
        }
        if placements.len() != shards.len() {
            return Err(Error::invalid_argument(format!(
                "a {shape} array with this sharding has {} shards, got {}",
                placements.len(),
                shards.len()
            )));
        }
        for (i, (p, s)) in placements.iter().zip(&shards).enumerate() {
            if !p.device.same(&s.device) {
                return Err(Error::invalid_argument(format!(
                    "shard {i} of a {shape} array is on {:?}, its sharding puts it on {:?}",
                    s.device, p.device
                )));
            }
            if s.shape.dims != p.dims || s.shape.ty != shape.ty {
                return Err(Error::invalid_argument(format!(
                    "shard {i} of a {shape} array is {}, its sharding needs {}",
                    s.shape,
                    ArrayShape::new(shape.ty, p.dims.clone())
                )));
            }
        }
        Ok(Array(Arc::new(ArrayInner {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            shape,
            sharding,
            shards,
        })))
    }

    pub(crate) fn ready(buffer: BufferRef, device: Device) -> Array {
        Array::from_shard(Shard::ready(buffer, device))
    }

    /// `make_array_from_single_device_arrays` (what jax's `array_result_handler` does): a
    /// global array of `shape` whose shards are `arrays`, in `sharding.devices()` order.
    pub fn from_single_device_arrays(
        shape: ArrayShape,
        sharding: Sharding,
        arrays: &[Array],
    ) -> Result<Array> {
        let mut shards = Vec::with_capacity(arrays.len());
        for (i, a) in arrays.iter().enumerate() {
            match a.0.shards.as_slice() {
                [s] => shards.push(s.clone()),
                more => {
                    return Err(Error::invalid_argument(format!(
                        "array {i} is sharded over {} devices; single-device arrays are needed",
                        more.len()
                    )))
                }
            }
        }
        Array::from_shards(ArrayShape::new(shape.ty, shape.dims), sharding, shards)
    }

    /// A process-unique id (for debugging and `live_arrays`).
    pub fn id(&self) -> u64 {
        self.0.id
    }

    /// The global dimensions.
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

    pub fn sharding(&self) -> &Sharding {
        &self.0.sharding
    }

    /// The devices holding shards, in shard order.
    pub fn devices(&self) -> Vec<Device> {
        self.0.shards.iter().map(|s| s.device.clone()).collect()
    }

    /// The device of a single-device array (a sharded array's first device).
    pub fn device(&self) -> &Device {
        &self.0.shards[0].device
    }

    /// True for an array on one device (not for a global array of which this process holds
    /// one shard).
    pub fn is_single_device(&self) -> bool {
        self.0.shards.len() == 1 && self.0.sharding.num_devices() == 1
    }

    pub(crate) fn shards(&self) -> &[Arc<Shard>] {
        &self.0.shards
    }

    /// The shards as single-device arrays sharing their buffers (jax's `_arrays`).
    pub fn single_device_arrays(&self) -> Vec<Array> {
        if self.is_single_device() {
            return vec![self.clone()];
        }
        self.0
            .shards
            .iter()
            .map(|s| Array::from_shard(s.clone()))
            .collect()
    }

    /// Every shard of this process with its device and global index range (jax's
    /// `addressable_shards`).
    pub fn addressable_shards(&self) -> Result<Vec<ArrayShard>> {
        let placements = self.0.sharding.addressable_placements(self.shape())?;
        let arrays = self.single_device_arrays();
        let mut seen: Vec<(Vec<Range<usize>>, usize)> = Vec::new();
        Ok(placements
            .into_iter()
            .zip(arrays)
            .map(|(p, data)| {
                let replica_id = match seen.iter_mut().find(|(i, _)| *i == p.index) {
                    Some((_, n)) => {
                        *n += 1;
                        *n - 1
                    }
                    None => {
                        seen.push((p.index.clone(), 1));
                        0
                    }
                };
                ArrayShard {
                    device: p.device,
                    index: p.index,
                    replica_id,
                    data,
                }
            })
            .collect())
    }

    /// True once every shard exists (or its execution failed).
    pub fn is_ready(&self) -> bool {
        self.0.shards.iter().all(|s| s.is_ready())
    }

    /// True after `delete()` or after the array was donated to an execution.
    pub fn is_deleted(&self) -> bool {
        self.0.shards.iter().any(|s| s.is_deleted())
    }

    /// Checks the array may still be used, naming why not.
    pub(crate) fn check_usable(&self, what: &str) -> Result<()> {
        self.0.shards.iter().try_for_each(|s| s.check_usable(what))
    }

    /// Frees the device buffers (once no execution still needs them). Using the array
    /// afterwards is an error; deleting twice is harmless.
    pub fn delete(&self) {
        self.0.shards.iter().for_each(|s| s.delete());
    }

    /// Waits for every shard; returns the execution's error if it failed.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn block_until_ready(&self) -> Result<&Array> {
        self.check_usable("the array")?;
        for s in &self.0.shards {
            s.wait_buffer()?;
        }
        Ok(self)
    }

    /// Waits for the value without blocking a browser thread (wasm executes eagerly, so the
    /// value is there once `execute` resolved).
    pub async fn block_until_ready_async(&self) -> Result<&Array> {
        self.check_usable("the array")?;
        for s in &self.0.shards {
            s.buffer_now()?;
        }
        Ok(self)
    }

    /// The device buffer of a single-device array, waiting for it natively. Errors if
    /// deleted, donated, failed, or sharded.
    pub fn buffer(&self) -> Result<BufferRef> {
        self.check_usable("the array")?;
        match self.0.shards.as_slice() {
            [s] => s.buffer_now(),
            more => Err(Error::invalid_argument(format!(
                "the array is sharded over {} devices: take its buffers from \
                 addressable_shards()",
                more.len()
            ))),
        }
    }

    /// Bytes the array occupies on all its devices.
    pub fn on_device_size_in_bytes(&self) -> Result<usize> {
        self.check_usable("the array")?;
        let mut total = 0;
        for s in &self.0.shards {
            total += s.buffer_now()?.on_device_size_in_bytes();
        }
        Ok(total)
    }

    /// Copies the value to the host (blocking; native only), assembling a sharded array.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn to_literal(&self) -> Result<Literal> {
        pollster::block_on(self.to_literal_async())
    }

    /// Copies the value to the host without blocking (what a browser must use).
    pub async fn to_literal_async(&self) -> Result<Literal> {
        let value = self.to_shared_literal_async().await?;
        Ok(Arc::try_unwrap(value).unwrap_or_else(|shared| (*shared).clone()))
    }

    /// The value on the host for a caller that only reads it: an unsharded array on the CPU
    /// shares its buffer's literal rather than copying it (a copy of megabytes that `toPyval`,
    /// which copies the value out to JavaScript anyway, would make for nothing).
    pub async fn to_shared_literal_async(&self) -> Result<Arc<Literal>> {
        self.check_usable("the array")?;
        if let [s] = self.0.shards.as_slice() {
            if s.shape.dims == self.0.shape.dims {
                let buffer = s.buffer_now()?;
                return s.device.backend().download_shared(&buffer).await;
            }
        }
        let placements = self.0.sharding.addressable_placements(self.shape())?;
        let all = self.0.sharding.placements(self.shape())?;
        if let Some(p) = all
            .iter()
            .find(|p| !placements.iter().any(|q| q.index == p.index))
        {
            return Err(Error::failed_precondition(format!(
                "the {} array's block {:?} is only on {:?}, a device of process {}: reading an \
                 array that spans other processes' devices is not possible here (gather it \
                 to this process first, e.g. replicate it)",
                self.array_shape(),
                p.index,
                p.device,
                p.device.process_index()
            )));
        }
        let mut out = Literal::zeros(ArrayShape::new(self.dtype(), self.shape().to_vec()))?;
        let mut done: Vec<&Vec<Range<usize>>> = Vec::new();
        for (p, s) in placements.iter().zip(&self.0.shards) {
            if done.contains(&&p.index) {
                continue; // a replica of a block already copied
            }
            done.push(&p.index);
            let buffer = s.buffer_now()?;
            let lit = s.device.backend().download(&buffer).await?;
            // A pmap shard drops the leading dimension of its one-row block.
            let block_dims: Vec<usize> = p.index.iter().map(|r| r.len()).collect();
            let start: Vec<usize> = p.index.iter().map(|r| r.start).collect();
            let lit = if lit.dims().len() == block_dims.len() {
                lit
            } else {
                let mut d = vec![1];
                d.extend_from_slice(lit.dims());
                lit.reshaped(d)
                    .ok_or_else(|| Error::internal("pmap shard reshape"))?
            };
            out.set_block(&start, &lit, &block_dims);
        }
        Ok(Arc::new(out))
    }

    /// A new array sharing this one's (immutable) buffers; deleting either leaves the other.
    pub fn clone_array(&self) -> Result<Array> {
        self.check_usable("the array")?;
        let shards = self
            .0
            .shards
            .iter()
            .map(|s| Ok(Shard::ready(s.buffer_now()?, s.device.clone())))
            .collect::<Result<Vec<_>>>()?;
        Ok(Array(Arc::new(ArrayInner {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            shape: self.0.shape.clone(),
            sharding: self.0.sharding.clone(),
            shards,
        })))
    }

    /// Copies the array to one device (through the host when the backends differ).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn copy_to_device(&self, device: &Device) -> Result<Array> {
        if self.is_single_device() && device.same(self.device()) {
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
        if self.is_single_device() {
            write!(
                f,
                "Array(id={}, {}, {:?})",
                self.0.id,
                self.0.shape,
                self.device()
            )
        } else {
            write!(
                f,
                "Array(id={}, {}, sharded over {} devices)",
                self.0.id,
                self.0.shape,
                self.0.shards.len()
            )
        }
    }
}

/// Waits for every array (xla_client's `batched_block_until_ready`).
#[cfg(not(target_arch = "wasm32"))]
pub fn batched_block_until_ready(arrays: &[Array]) -> Result<()> {
    arrays
        .iter()
        .try_for_each(|a| a.block_until_ready().map(|_| ()))
}
