//! The wgpu device: adapter selection, real limits and features, device buffers with a reuse
//! pool, memory accounting, and asynchronous readback. Knows nothing about HLO ops.

use crate::backend::{BufferRef, DeviceBuffer, MemoryStats};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{ArrayShape, Literal};
use std::any::Any;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// How to pick the adapter.
#[derive(Clone, Debug)]
pub struct GpuOptions {
    pub power_preference: wgpu::PowerPreference,
    pub force_fallback_adapter: bool,
    /// Backends to try; `None` reads `WGPU_BACKEND` from the environment (default: all).
    pub backends: Option<wgpu::Backends>,
    /// Keep naga's bounds checks in every shader (see `Shared::shader_module`). Off by default.
    pub bounds_checks: bool,
    /// Open the i-th of `adapter_count`'s adapters instead of the preferred one (native).
    pub adapter_index: Option<usize>,
    /// Ask for WebGPU's guaranteed default limits (8 storage buffers per stage, 128 MiB
    /// bindings, ...) instead of everything the adapter offers: natively, this plans and runs
    /// exactly as a browser that grants only the defaults would.
    pub webgpu_default_limits: bool,
    /// Run f64 (elementwise ops, compare, convert, reductions, movement) in exact software
    /// arithmetic on the IEEE bits in word pairs (`soft_f64`), correctly rounded like the CPU
    /// backend but far slower than f32. Off by default: f64 is refused with a typed error.
    pub soft_f64: bool,
}

impl Default for GpuOptions {
    fn default() -> Self {
        GpuOptions {
            power_preference: wgpu::PowerPreference::HighPerformance,
            force_fallback_adapter: false,
            backends: None,
            bounds_checks: false,
            adapter_index: None,
            webgpu_default_limits: false,
            soft_f64: false,
        }
    }
}

/// The adapters a client makes devices of: the GPUs when there are any (one backend per
/// physical device, preferring Vulkan, Metal or DX12 over GL), else the software ones.
async fn usable_adapters(
    instance: &wgpu::Instance,
    backends: wgpu::Backends,
) -> Vec<wgpu::Adapter> {
    let all = instance.enumerate_adapters(backends).await;
    let is_gpu = |a: &wgpu::Adapter| {
        matches!(
            a.get_info().device_type,
            wgpu::DeviceType::DiscreteGpu | wgpu::DeviceType::IntegratedGpu
        )
    };
    let any_gpu = all.iter().any(is_gpu);
    let mut out: Vec<wgpu::Adapter> = Vec::new();
    let mut rank: Vec<u8> = Vec::new();
    for a in all {
        if any_gpu && !is_gpu(&a) {
            continue;
        }
        let info = a.get_info();
        let r = if info.backend == wgpu::Backend::Gl {
            1
        } else {
            0
        };
        // The same physical device under two backends counts once.
        match out.iter().position(|b| {
            let j = b.get_info();
            j.vendor == info.vendor && j.device == info.device && j.name == info.name
        }) {
            Some(k) if r < rank[k] => {
                out[k] = a;
                rank[k] = r;
            }
            Some(_) => {}
            None => {
                out.push(a);
                rank.push(r);
            }
        }
    }
    out
}

/// How many devices `make_gpu_client` opens natively: one per usable adapter.
pub async fn adapter_count(options: &GpuOptions) -> usize {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    if let Some(b) = options.backends {
        desc.backends = b;
    }
    let backends = desc.backends;
    let instance = wgpu::Instance::new(desc);
    usable_adapters(&instance, backends).await.len()
}

/// The limits the code generator plans against (read from the device, never assumed).
#[derive(Clone, Debug)]
pub(crate) struct DeviceLimits {
    pub max_storage_buffers: u32,
    pub max_binding_size: u64,
    pub max_buffer_size: u64,
    pub max_invocations: u32,
    pub max_workgroup_size_x: u32,
    pub max_workgroups_per_dim: u32,
    pub max_workgroup_storage: u32,
    /// How the device's f32 division, square root and fma round (`arith::probe`).
    pub arith: super::arith::Arith,
}

impl DeviceLimits {
    pub(crate) fn from_wgpu(l: &wgpu::Limits) -> Self {
        DeviceLimits {
            max_storage_buffers: l.max_storage_buffers_per_shader_stage,
            max_binding_size: l.max_storage_buffer_binding_size,
            max_buffer_size: l.max_buffer_size,
            max_invocations: l.max_compute_invocations_per_workgroup,
            max_workgroup_size_x: l.max_compute_workgroup_size_x,
            max_workgroups_per_dim: l.max_compute_workgroups_per_dimension,
            max_workgroup_storage: l.max_compute_workgroup_storage_size,
            arith: Default::default(),
        }
    }

    /// WebGPU's guaranteed defaults: what code generation assumes without a device.
    pub(crate) fn webgpu_defaults() -> Self {
        Self::from_wgpu(&wgpu::Limits::default())
    }

    pub(crate) fn workgroup_size(&self) -> u32 {
        self.max_invocations
            .min(self.max_workgroup_size_x)
            .clamp(1, 256)
    }
}

/// Pooled device memory and its accounting.
#[derive(Debug, Default)]
pub(crate) struct Pool {
    /// Free buffers by size, each with its id (see `GpuBuffer::id`).
    free: BTreeMap<u64, Vec<(u64, wgpu::Buffer)>>,
    free_bytes: u64,
}

const POOL_MAX_BYTES: u64 = 256 << 20;
/// Free buffers kept per size. Without it a stream of small uploads (which never take from
/// the pool: see `alloc`) filled it with up to POOL_MAX_BYTES of 1 KiB buffers, a quarter of a
/// million wgpu buffers and their driver state (the GPU soak test saw RSS climb 2.8 KiB per
/// execution). A steady workload reuses a few buffers per size.
const POOL_MAX_PER_SIZE: usize = 32;

#[derive(Debug, Default)]
pub(crate) struct Accounting {
    pub live: AtomicU64,
    pub peak: AtomicU64,
    /// Buffers created so far; the count at a buffer's creation is its id.
    pub allocs: AtomicU64,
    /// How many buffers have been given back to wgpu (not to the pool): a bind group made
    /// before this changed may hold a buffer that is otherwise gone.
    pub released: AtomicU64,
    /// Uploads since the queue's pending writes were last submitted (see `upload_bytes`).
    pub unflushed_writes: AtomicU64,
}

/// Uploads between two submissions of the queue's pending writes.
const FLUSH_WRITES_EVERY: u64 = 64;

/// How long `wait_idle` polls before it blocks.
#[cfg(not(target_arch = "wasm32"))]
const SPIN_BEFORE_BLOCKING: std::time::Duration = std::time::Duration::from_millis(2);

/// Everything a buffer needs to give its memory back.
#[derive(Debug)]
pub(crate) struct Shared {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub limits: DeviceLimits,
    pub name: String,
    pub bounds_checks: bool,
    /// `GpuOptions::soft_f64`: whether programs and uploads may hold f64.
    pub soft_f64: bool,
    pub pool: Mutex<Pool>,
    /// Pipelines compiled for this device, by kernel text (`pipeline_cache`).
    pub pipelines: Mutex<super::pipeline_cache::PipelineCache>,
    pub acct: Accounting,
    /// The first device error reported outside an error scope (a bug if ever set).
    pub device_error: Arc<Mutex<Option<String>>>,
    /// Why the device was lost, once wgpu's device-lost callback said so (sticky).
    pub lost: Arc<Mutex<Option<String>>>,
}

/// One array on the GPU: row-major elements packed in 32-bit words.
#[derive(Debug)]
pub struct GpuBuffer {
    shape: ArrayShape,
    size: u64,
    id: u64,
    buffer: Option<wgpu::Buffer>,
    shared: Arc<Shared>,
}

impl GpuBuffer {
    /// The GPU buffer behind an array handle; an array of another backend is an
    /// `InvalidArgument` error.
    pub(crate) fn of(b: &BufferRef) -> Result<&GpuBuffer> {
        b.as_any().downcast_ref::<GpuBuffer>().ok_or_else(|| {
            Error::invalid_argument("an array from another backend was passed to the gpu backend")
        })
    }

    pub(crate) fn raw(&self) -> &wgpu::Buffer {
        // Present for the whole life of the value; only `Drop` takes it.
        self.buffer.as_ref().expect("GpuBuffer used after drop")
    }

    pub(crate) fn shape_ref(&self) -> &ArrayShape {
        &self.shape
    }

    pub(crate) fn byte_size(&self) -> u64 {
        self.size
    }

    /// Names the wgpu buffer behind this array, unique for the device's lifetime: a pooled
    /// buffer keeps its id when a later array reuses it, so bind groups can be cached by id.
    pub(crate) fn id(&self) -> u64 {
        self.id
    }
}

impl Drop for GpuBuffer {
    fn drop(&mut self) {
        if let Some(b) = self.buffer.take() {
            self.shared
                .acct
                .live
                .fetch_sub(self.size, Ordering::Relaxed);
            let mut pool = self.shared.pool.lock().unwrap_or_else(|e| e.into_inner());
            let size = self.size;
            let room = pool.free_bytes + size <= POOL_MAX_BYTES
                && pool
                    .free
                    .get(&size)
                    .is_none_or(|v| v.len() < POOL_MAX_PER_SIZE);
            if room {
                pool.free_bytes += size;
                pool.free.entry(size).or_default().push((self.id, b));
            } else {
                // Not destroyed: a command encoder not yet submitted may still use it.
                drop(b);
                self.shared.acct.released.fetch_add(1, Ordering::Release);
            }
        }
    }
}

impl DeviceBuffer for GpuBuffer {
    fn shape(&self) -> &ArrayShape {
        &self.shape
    }
    fn on_device_size_in_bytes(&self) -> usize {
        self.size as usize
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Drop for Shared {
    /// A lost device's wgpu handle is kept, not torn down: on lavapipe, tearing down a
    /// destroyed device left a driver thread that crashed the process at exit about one run
    /// in twenty (`tests/device_lost.rs`); kept, 0 in 60. A lost device holds nothing on the
    /// GPU any more, so keeping its handle costs only the handle.
    fn drop(&mut self) {
        if self.lost_reason().is_some() {
            std::mem::forget(self.device.clone());
            std::mem::forget(self.queue.clone());
        }
    }
}

impl Shared {
    pub(crate) async fn new(options: &GpuOptions) -> Result<Shared> {
        let mut desc = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
        if let Some(b) = options.backends {
            desc.backends = b;
        }
        // On the web wgpu panics when `navigator.gpu` is unreachable (Node.js, service
        // workers, browsers without WebGPU); ask first so the caller gets a typed error.
        #[cfg(target_arch = "wasm32")]
        if !wgpu::util::is_browser_webgpu_supported().await {
            return Err(Error::not_found(
                "WebGPU is not available here (no navigator.gpu adapter: use a browser with \
                 WebGPU enabled, on the main thread or in a dedicated worker), or use makeCpuClient",
            ));
        }
        let backends = desc.backends;
        let instance = wgpu::Instance::new(desc);
        let adapter = match options.adapter_index {
            Some(i) => {
                let mut all = usable_adapters(&instance, backends).await;
                if i >= all.len() {
                    return Err(Error::not_found(format!(
                        "no GPU adapter {i}: {} usable adapter(s)",
                        all.len()
                    )));
                }
                all.swap_remove(i)
            }
            None => instance
                .request_adapter(&wgpu::RequestAdapterOptions {
                    power_preference: options.power_preference,
                    force_fallback_adapter: options.force_fallback_adapter,
                    compatible_surface: None,
                    apply_limit_buckets: false,
                })
                .await
                .map_err(|e| {
                    Error::not_found(format!(
                        "no GPU adapter found ({e}); on Linux without a GPU install lavapipe \
                         (mesa-vulkan-drivers), in a browser enable WebGPU"
                    ))
                })?,
        };
        let info = adapter.get_info();
        let limits = if options.webgpu_default_limits {
            wgpu::Limits::default()
        } else {
            adapter.limits()
        };
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("webxla"),
                required_features: wgpu::Features::empty(),
                required_limits: limits.clone(),
                experimental_features: wgpu::ExperimentalFeatures::disabled(),
                memory_hints: wgpu::MemoryHints::Performance,
                trace: wgpu::Trace::Off,
            })
            .await
            .map_err(|e| {
                Error::not_found(format!("GPU adapter '{}' refused a device: {e}", info.name))
            })?;
        let device_error = Arc::new(Mutex::new(None::<String>));
        let sink = device_error.clone();
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            let mut slot = sink.lock().unwrap_or_else(|p| p.into_inner());
            if slot.is_none() {
                *slot = Some(e.to_string());
            }
        }));
        let lost = Arc::new(Mutex::new(None::<String>));
        let lost_sink = lost.clone();
        device.set_device_lost_callback(move |reason, message| {
            let why = match reason {
                wgpu::DeviceLostReason::Destroyed => "destroyed",
                wgpu::DeviceLostReason::Unknown => "lost",
            };
            let mut slot = lost_sink.lock().unwrap_or_else(|p| p.into_inner());
            slot.get_or_insert_with(|| {
                if message.is_empty() {
                    why.to_string()
                } else {
                    format!("{why}: {message}")
                }
            });
        });
        let dl = DeviceLimits::from_wgpu(&device.limits());
        let mut shared = Shared {
            device,
            queue,
            limits: dl,
            name: info.name,
            bounds_checks: options.bounds_checks,
            soft_f64: options.soft_f64,
            pool: Mutex::new(Pool::default()),
            pipelines: Mutex::default(),
            acct: Accounting::default(),
            device_error,
            lost,
        };
        // A failed probe leaves the builtins as they are: what every device did before.
        if let Ok(arith) = super::arith::probe(&shared).await {
            shared.limits.arith = arith;
        }
        Ok(shared)
    }

    /// The pipeline this device compiled from `wgsl` before, if it is still kept.
    pub(crate) fn cached_pipeline(
        &self,
        wgsl: &str,
    ) -> Option<super::pipeline_cache::CompiledKernel> {
        self.pipelines
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(wgsl)
    }

    /// Keeps `kernel` as the pipeline of `wgsl` for later compiles on this device.
    pub(crate) fn keep_pipeline(&self, wgsl: &str, kernel: super::pipeline_cache::CompiledKernel) {
        self.pipelines
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(wgsl, kernel);
    }

    /// Compilations the pipeline cache saved on this device so far.
    #[cfg(test)]
    pub(crate) fn pipeline_cache_hits(&self) -> u64 {
        self.pipelines
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .hits()
    }

    /// Why the device was lost, if it was.
    pub(crate) fn lost_reason(&self) -> Option<String> {
        self.lost.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// `UNAVAILABLE` once the device is lost: every operation that needs the device asks
    /// first, so a lost device gives one clear error instead of wgpu's invalid-object errors.
    pub(crate) fn check_lost(&self) -> Result<()> {
        match self.lost_reason() {
            Some(why) => Err(Error::new(
                ErrorKind::Unavailable,
                format!(
                    "the GPU device '{}' was lost ({why}); the arrays on it are gone and it \
                     runs nothing more: make a new client",
                    self.name
                ),
            )),
            None => Ok(()),
        }
    }

    /// What a failed wait on the device is: the loss when the device was lost, else a bug.
    #[cfg(not(target_arch = "wasm32"))]
    fn poll_failed(&self, e: wgpu::PollError) -> Error {
        match self.check_lost() {
            Err(lost) => lost,
            Ok(()) => Error::internal(format!("waiting for the GPU failed: {e}")),
        }
    }

    /// Fails when the device is lost, else with the first uncaptured device error, if one
    /// happened.
    pub(crate) fn check_device_error(&self) -> Result<()> {
        self.check_lost()?;
        let mut slot = self.device_error.lock().unwrap_or_else(|p| p.into_inner());
        match slot.take() {
            Some(e) => Err(Error::internal(format!("GPU device error: {e}"))),
            None => Ok(()),
        }
    }

    /// A compute shader module for generated WGSL `source`.
    ///
    /// Natively the module skips the bounds checks naga would add to every array index
    /// (unless `GpuOptions::bounds_checks`): on an H100 they cost 25% of a transformer block's
    /// execute time and 40% of an MLP training step's. In a browser, WebGPU keeps its own
    /// checks whatever is asked.
    pub(crate) fn shader_module(&self, label: &str, source: &str) -> wgpu::ShaderModule {
        let desc = wgpu::ShaderModuleDescriptor {
            label: Some(label),
            source: wgpu::ShaderSource::Wgsl(source.into()),
        };
        if self.bounds_checks || cfg!(target_arch = "wasm32") {
            return self.device.create_shader_module(desc);
        }
        // SAFETY: the shaders are webxla's own generated WGSL, validated by naga, and every
        // index in them is in range by construction: storage-buffer indices are guarded by
        // the element counts the plan sizes each buffer with (the plan checks every argument's
        // shape), data-dependent indices (gather, scatter, dynamic-slice and
        // dynamic-update-slice starts, sort permutations) are clamped or skipped as XLA
        // specifies, and workgroup-array indices derive from the invocation id within the
        // array's declared size. Storage-buffer accesses also stay bounded by the driver on
        // Vulkan, where wgpu enables robustBufferAccess. The conformance corpus and every GPU
        // test run with these modules on lavapipe in CI and passed on an H100.
        unsafe {
            self.device
                .create_shader_module_trusted(desc, wgpu::ShaderRuntimeChecks::unchecked())
        }
    }

    /// A buffer for `shape`, from the pool when one of the right size is free.
    /// Waits until the GPU has finished everything submitted so far. It polls for a short
    /// while first, as CUDA's synchronisation does by default: a blocking fence wait costs a
    /// wake-up of tens of microseconds, as long as a whole small kernel. Past the spin
    /// budget it blocks, so long work does not keep a core busy.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) fn wait_idle(&self) -> Result<()> {
        use std::sync::atomic::AtomicBool;
        let fail = |e: wgpu::PollError| self.poll_failed(e);
        let done = Arc::new(AtomicBool::new(false));
        let flag = done.clone();
        self.queue
            .on_submitted_work_done(move || flag.store(true, Ordering::Release));
        let spin_until = std::time::Instant::now() + SPIN_BEFORE_BLOCKING;
        while !done.load(Ordering::Acquire) {
            if std::time::Instant::now() >= spin_until {
                self.device
                    .poll(wgpu::PollType::wait_indefinitely())
                    .map_err(fail)?;
                break;
            }
            self.device.poll(wgpu::PollType::Poll).map_err(fail)?;
            std::hint::spin_loop();
        }
        Ok(())
    }

    pub(crate) fn alloc(self: &Arc<Self>, shape: ArrayShape, from_pool: bool) -> Result<GpuBuffer> {
        self.check_lost()?;
        let ty = shape.ty;
        let n = shape.checked_element_count().ok_or_else(|| {
            Error::resource_exhausted(format!("array {shape} is too large for the gpu backend"))
        })?;
        let size = super::dtype::device_bytes(ty, n);
        if size > self.limits.max_binding_size || size > self.limits.max_buffer_size {
            return Err(Error::resource_exhausted(format!(
                "array {shape} needs {size} bytes on the GPU, more than this device's \
                 maxStorageBufferBindingSize ({} bytes)",
                self.limits
                    .max_binding_size
                    .min(self.limits.max_buffer_size)
            )));
        }
        let pooled = if from_pool {
            let mut pool = self.pool.lock().unwrap_or_else(|e| e.into_inner());
            let b = pool.free.get_mut(&size).and_then(|v| v.pop());
            if b.is_some() {
                pool.free_bytes -= size;
            }
            b
        } else {
            None
        };
        let (id, buffer) = match pooled {
            Some(b) => b,
            None => {
                let id = self.acct.allocs.fetch_add(1, Ordering::Relaxed) + 1;
                let b = self.device.create_buffer(&wgpu::BufferDescriptor {
                    label: None,
                    size,
                    usage: wgpu::BufferUsages::STORAGE
                        | wgpu::BufferUsages::COPY_SRC
                        | wgpu::BufferUsages::COPY_DST,
                    mapped_at_creation: false,
                });
                (id, b)
            }
        };
        let live = self.acct.live.fetch_add(size, Ordering::Relaxed) + size;
        self.acct.peak.fetch_max(live, Ordering::Relaxed);
        Ok(GpuBuffer {
            shape,
            size,
            id,
            buffer: Some(buffer),
            shared: self.clone(),
        })
    }

    /// A literal as a new device buffer; `what` names the caller in a type error.
    pub(crate) fn upload_literal(
        self: &Arc<Self>,
        literal: &Literal,
        what: &str,
    ) -> Result<GpuBuffer> {
        super::dtype::scalar_of(literal.ty(), what)?;
        let ty = literal.ty();
        if matches!(
            ty,
            crate::ir::ElementType::F64 | crate::ir::ElementType::C128
        ) && !self.soft_f64
        {
            return Err(super::soft_f64::refused_type(what, ty));
        }
        self.upload_bytes(literal.shape().clone(), literal.bytes())
    }

    /// A device buffer's elements as a literal (the words' padding dropped).
    pub(crate) async fn download_literal(&self, g: &GpuBuffer) -> Result<Literal> {
        let shape = g.shape_ref().clone();
        let n = shape.byte_size();
        let bytes = self.read_back(g.raw(), g.byte_size()).await?;
        let body = bytes
            .get(..n)
            .ok_or_else(|| Error::internal("gpu readback shorter than its array"))?;
        Ok(Literal::from_bytes(shape, body)?)
    }

    /// Uploads raw element bytes (host layout = device layout, padded to whole words).
    pub(crate) fn upload_bytes(
        self: &Arc<Self>,
        shape: ArrayShape,
        bytes: &[u8],
    ) -> Result<GpuBuffer> {
        let buf = self.alloc(shape, false)?;
        let mut padded = bytes.to_vec();
        padded.resize(buf.size as usize, 0);
        self.queue.write_buffer(buf.raw(), 0, &padded);
        // wgpu stages each write until the queue's next submission and frees dropped buffers
        // only when it maintains the device: a loop of transfers with nothing executed grew
        // memory without bound (2.5 MiB per thousand 1 KiB uploads). Submitting the pending
        // writes keeps their order relative to any later submission.
        if self.acct.unflushed_writes.fetch_add(1, Ordering::Relaxed) + 1 >= FLUSH_WRITES_EVERY {
            self.acct.unflushed_writes.store(0, Ordering::Relaxed);
            self.queue.submit([]);
            #[cfg(not(target_arch = "wasm32"))]
            let _ = self.device.poll(wgpu::PollType::Poll);
        }
        Ok(buf)
    }

    /// Copies `size` bytes of `src` back to the host.
    pub(crate) async fn read_back(&self, src: &wgpu::Buffer, size: u64) -> Result<Vec<u8>> {
        self.check_lost()?;
        let size = size.div_ceil(4).max(1) * 4;
        let staging = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("webxla readback"),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut enc = self.device.create_command_encoder(&Default::default());
        enc.copy_buffer_to_buffer(src, 0, &staging, 0, size);
        self.queue.submit([enc.finish()]);
        let (tx, rx) = futures_channel::oneshot::channel();
        staging.slice(..).map_async(wgpu::MapMode::Read, move |r| {
            let _ = tx.send(r);
        });
        #[cfg(not(target_arch = "wasm32"))]
        self.device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| self.poll_failed(e))?;
        let mapped = rx
            .await
            .map_err(|_| Error::internal("GPU readback was cancelled"))
            .and_then(|r| r.map_err(|e| Error::internal(format!("GPU readback failed: {e}"))));
        // A lost device fails its mappings: say why, not how.
        self.check_lost()?;
        mapped?;
        let data = staging
            .slice(..)
            .get_mapped_range()
            .map_err(|e| Error::internal(format!("GPU readback mapping failed: {e}")))?
            .to_vec();
        staging.unmap();
        staging.destroy();
        self.check_device_error()?;
        Ok(data)
    }

    pub(crate) fn memory_stats(&self) -> MemoryStats {
        let pool = self.pool.lock().unwrap_or_else(|e| e.into_inner());
        let live = self.acct.live.load(Ordering::Relaxed);
        MemoryStats {
            bytes_in_use: live + pool.free_bytes,
            peak_bytes_in_use: self
                .acct
                .peak
                .load(Ordering::Relaxed)
                .max(live + pool.free_bytes),
            num_allocs: self.acct.allocs.load(Ordering::Relaxed),
            bytes_limit: self.limits.max_buffer_size,
        }
    }
}

impl GpuOptions {
    /// Options from the client's wgpu-free settings: power preference, fallback adapter, and a
    /// comma list of backend names ("vulkan,metal,dx12,gl,webgpu"; `None`: `WGPU_BACKEND`).
    pub fn from_client_options(
        high_performance: bool,
        force_fallback_adapter: bool,
        backends: Option<&str>,
        bounds_checks: bool,
    ) -> GpuOptions {
        GpuOptions {
            power_preference: if high_performance {
                wgpu::PowerPreference::HighPerformance
            } else {
                wgpu::PowerPreference::LowPower
            },
            force_fallback_adapter,
            backends: backends.map(wgpu::Backends::from_comma_list),
            bounds_checks,
            adapter_index: None,
            webgpu_default_limits: false,
            soft_f64: false,
        }
    }
}
