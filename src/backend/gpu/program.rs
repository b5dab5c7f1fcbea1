//! A compiled GPU program: pipelines created once from the plan's kernels, constants uploaded
//! once, and an executor that walks the plan (kernels batched into one command encoder,
//! flushed only where the host must read a predicate back or run a host step: there the
//! operands are read back, the op runs on the CPU backend and its results are uploaded).
//! Generates no code.

use super::device::{GpuBuffer, Shared};
use super::pipeline_cache::CompiledKernel;
use super::plan::{validate_wgsl, Plan, Step};
use crate::backend::{
    BoxFuture, BufferRef, CompiledMemoryStats, CostAnalysis, ExecuteContext, Program,
};
use crate::error::{Error, Result};
use crate::ir::trip_count;
use crate::ir::{ElementType, Module};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

struct Kernel {
    pipeline: wgpu::ComputePipeline,
    layout: wgpu::BindGroupLayout,
    groups: (u32, u32),
}

pub struct GpuProgram {
    shared: Arc<Shared>,
    plan: Plan,
    kernels: Vec<Kernel>,
    constants: Vec<BufferRef>,
    stats: CompiledMemoryStats,
    cost: CostAnalysis,
    bind_groups: Mutex<BindGroupCache>,
}

/// Bind groups made by earlier dispatches, by kernel and the ids of the buffers bound.
///
/// Making a bind group cost about 2 µs of host time per dispatch on an H100 host, as much as
/// the rest of recording the dispatch. The plan and the buffer pool hand a kernel the same
/// buffers execution after execution (and iteration after iteration of a loop), so the group
/// is usually made once. A cached group keeps its buffers alive, so the cache is emptied
/// whenever a buffer is given back to wgpu rather than to the pool, and when it grows past
/// `BIND_GROUP_CACHE_MAX` entries (arguments uploaded fresh for every call never repeat).
#[derive(Default)]
struct BindGroupCache {
    /// `Accounting::released` when the cache was last emptied.
    released: u64,
    groups: HashMap<(usize, Vec<u64>), wgpu::BindGroup>,
}

const BIND_GROUP_CACHE_MAX: usize = 4096;

impl std::fmt::Debug for GpuProgram {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GpuProgram({} kernels)", self.kernels.len())
    }
}

/// Workgroup grid for `threads` invocations, folded into 2-D past the per-dimension limit.
pub(crate) fn grid(threads: u64, wg: u32, max_dim: u32) -> Result<(u32, u32)> {
    let groups = threads.div_ceil(wg as u64);
    if groups == 0 {
        return Ok((0, 0));
    }
    let x = groups.min(max_dim as u64);
    let y = groups.div_ceil(x);
    if y > max_dim as u64 {
        return Err(Error::resource_exhausted(format!(
            "a kernel needs {groups} workgroups, more than this device can dispatch"
        )));
    }
    Ok((x as u32, y as u32))
}

/// The commands of one submission: every dispatch goes into one compute pass (wgpu orders
/// dispatches that share buffers within a pass), since a pass per kernel made encoding and
/// submission cost more than small kernels themselves.
struct Recording {
    encoder: wgpu::CommandEncoder,
    pass: Option<wgpu::ComputePass<'static>>,
    /// Dispatches recorded into this submission.
    dispatches: u32,
}

/// An execution's command stream: the open recording, and how many dispatches went into the
/// submissions before it.
///
/// Submitting only at the end kept the GPU waiting while the host encoded: about 200 µs of
/// host time (recording and submission) for a transformer block's 29 kernels on an H100
/// host. So the first `FIRST_CHUNK` dispatches are submitted at once and each later
/// submission grows to half of all dispatches before it: the GPU starts early and runs one
/// chunk while the next is recorded, and a long loop makes few submissions (each costs about
/// 15 µs of host time), at most `MAX_CHUNK` dispatches apart. Measured on the H100 (noisy):
/// 5% off a transformer block and the MLP step, 20% off a 500-step scan; submitting the
/// first dispatch alone was slower.
#[derive(Default)]
struct Stream {
    rec: RefCell<Option<Recording>>,
    submitted: Cell<u32>,
}

/// Dispatches in an execution's first submission.
const FIRST_CHUNK: u32 = 8;
/// The most dispatches in one submission, so a long loop's recording stays bounded.
const MAX_CHUNK: u32 = 1024;

/// The pipeline constants turning on the library's corrected f32 division and square root
/// (`xla_div_fix`, `xla_sqrt_fix`) where the device's builtins are loose (`arith`). A
/// constant may only be given to a kernel that declares it, and only the helpers `xla_fdiv`
/// and `xla_fsqrt` declare these: the kernel's text says whether it included them.
fn arith_constants(arith: &super::arith::Arith, wgsl: &str) -> Vec<(&'static str, f64)> {
    let mut constants = Vec::new();
    if arith.corrects_div() && wgsl.contains("override xla_div_fix") {
        constants.push(("xla_div_fix", 1.0));
    }
    if arith.corrects_sqrt() && wgsl.contains("override xla_sqrt_fix") {
        constants.push(("xla_sqrt_fix", 1.0));
    }
    constants
}

/// Validates kernel `k`'s text and compiles its pipeline.
fn compile_kernel(shared: &Shared, k: &super::emit::KernelText) -> Result<CompiledKernel> {
    validate_wgsl(&k.name, &k.wgsl)?;
    let module = shared.shader_module(&k.name, &k.wgsl);
    let constants = arith_constants(&shared.limits.arith, &k.wgsl);
    let pipeline = shared
        .device
        .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some(&k.name),
            layout: None,
            module: &module,
            entry_point: Some("main"),
            compilation_options: wgpu::PipelineCompilationOptions {
                constants: &constants,
                zero_initialize_workgroup_memory: k.zero_workgroup_memory,
            },
            cache: None,
        });
    let layout = pipeline.get_bind_group_layout(0);
    Ok(CompiledKernel { pipeline, layout })
}

impl GpuProgram {
    pub(crate) fn new(shared: Arc<Shared>, module: &Module, plan: Plan) -> Result<GpuProgram> {
        let mut kernels = Vec::new();
        let mut compiled = Vec::new();
        for k in &plan.kernels {
            let cached = shared.cached_pipeline(&k.wgsl);
            let fresh = cached.is_none();
            let ck = match cached {
                Some(ck) => ck,
                None => compile_kernel(&shared, k)?,
            };
            let groups = grid(k.threads, k.workgroup, shared.limits.max_workgroups_per_dim)?;
            kernels.push(Kernel {
                pipeline: ck.pipeline.clone(),
                layout: ck.layout.clone(),
                groups,
            });
            if fresh {
                compiled.push((k.wgsl.as_str(), ck));
            }
        }
        shared.check_device_error()?;
        // Kept only once the device has reported no error making them.
        for (wgsl, ck) in compiled {
            shared.keep_pipeline(wgsl, ck);
        }
        let mut constants = Vec::new();
        for c in &plan.constants {
            let b = shared.upload_bytes(c.shape().clone(), c.bytes())?;
            constants.push(Arc::new(b) as BufferRef);
        }
        let entry = module.entry_comp();
        let bytes =
            |s: &crate::ir::Shape| s.leaves().iter().map(|a| a.byte_size() as u64).sum::<u64>();
        let stats = CompiledMemoryStats {
            argument_size_in_bytes: entry.parameter_shapes().iter().map(|s| bytes(s)).sum(),
            output_size_in_bytes: bytes(entry.result_shape()),
            alias_size_in_bytes: crate::ir::analysis::alias_size_in_bytes(module),
            temp_size_in_bytes: plan
                .kernels
                .iter()
                .flat_map(|k| k.outputs.iter())
                .map(|a| super::dtype::device_bytes(a.ty, a.element_count()))
                .sum(),
            generated_code_size_in_bytes: plan.kernels.iter().map(|k| k.wgsl.len() as u64).sum(),
        };
        Ok(GpuProgram {
            shared,
            plan,
            kernels,
            constants,
            stats,
            cost: crate::ir::cost_analysis(module),
            bind_groups: Mutex::default(),
        })
    }

    /// The bind group of `kernel` over `bound` (in binding order), from the cache when an
    /// earlier dispatch made it.
    fn bind_group(&self, kernel: usize, bound: &[&GpuBuffer]) -> wgpu::BindGroup {
        let key = (kernel, bound.iter().map(|b| b.id()).collect::<Vec<_>>());
        let mut cache = self.bind_groups.lock().unwrap_or_else(|e| e.into_inner());
        let released = self.shared.acct.released.load(Ordering::Acquire);
        if cache.released != released || cache.groups.len() >= BIND_GROUP_CACHE_MAX {
            cache.groups.clear();
            cache.released = released;
        }
        cache
            .groups
            .entry(key)
            .or_insert_with(|| {
                let entries: Vec<wgpu::BindGroupEntry> = bound
                    .iter()
                    .enumerate()
                    .map(|(i, b)| wgpu::BindGroupEntry {
                        binding: i as u32,
                        resource: b.raw().as_entire_binding(),
                    })
                    .collect();
                self.shared
                    .device
                    .create_bind_group(&wgpu::BindGroupDescriptor {
                        label: None,
                        layout: &self.kernels[kernel].layout,
                        entries: &entries,
                    })
            })
            .clone()
    }

    fn flush(&self, enc: &Stream) {
        if let Some(mut r) = enc.rec.borrow_mut().take() {
            // The pass must end before its encoder can finish.
            drop(r.pass.take());
            self.shared.queue.submit([r.encoder.finish()]);
            enc.submitted.set(enc.submitted.get() + r.dispatches);
        }
    }

    fn dispatch(
        &self,
        kernel: usize,
        env: &[Option<Vec<BufferRef>>],
        enc: &Stream,
    ) -> Result<Vec<BufferRef>> {
        let kt = &self.plan.kernels[kernel];
        let k = &self.kernels[kernel];
        let mut inputs = Vec::new();
        for b in &kt.inputs {
            let leaf = env[b.slot]
                .as_ref()
                .and_then(|l| l.get(b.leaf))
                .ok_or_else(|| {
                    Error::internal(format!("kernel {} reads an unset value", kt.name))
                })?;
            inputs.push(leaf);
        }
        let mut outs: Vec<BufferRef> = Vec::new();
        // A donated argument updated in place becomes output 0 when nothing else holds it
        // (the plan's own slot is the only reference); otherwise output 0 is a copy of it.
        let mut copy_in = None;
        if let Some(k_in) = kt.in_place {
            let src = inputs.get(k_in).ok_or_else(|| {
                Error::internal(format!("kernel {}: bad in-place input", kt.name))
            })?;
            if Arc::strong_count(src) == 1 {
                outs.push((*src).clone());
            } else {
                let o: BufferRef = Arc::new(self.shared.alloc(kt.outputs[0].clone(), true)?);
                copy_in = Some(((*src).clone(), o.clone()));
                outs.push(o);
            }
        }
        for s in &kt.outputs[outs.len()..] {
            outs.push(Arc::new(self.shared.alloc(s.clone(), true)?));
        }
        if k.groups.0 == 0 {
            return Ok(outs);
        }
        let mut bound = Vec::new();
        for (i, b) in inputs.iter().enumerate() {
            if Some(i) != kt.in_place {
                bound.push(GpuBuffer::of(b)?);
            }
        }
        for o in &outs {
            bound.push(GpuBuffer::of(o)?);
        }
        let bg = self.bind_group(kernel, &bound);
        let mut slot = enc.rec.borrow_mut();
        let rec = slot.get_or_insert_with(|| Recording {
            encoder: self
                .shared
                .device
                .create_command_encoder(&Default::default()),
            pass: None,
            dispatches: 0,
        });
        if let Some((src, dst)) = copy_in {
            // Copies are encoder commands: the open pass ends first.
            drop(rec.pass.take());
            let (src, dst) = (GpuBuffer::of(&src)?, GpuBuffer::of(&dst)?);
            rec.encoder
                .copy_buffer_to_buffer(src.raw(), 0, dst.raw(), 0, src.byte_size());
        }
        let pass = rec.pass.get_or_insert_with(|| {
            rec.encoder
                .begin_compute_pass(&wgpu::ComputePassDescriptor {
                    label: None,
                    timestamp_writes: None,
                })
                .forget_lifetime()
        });
        pass.set_pipeline(&k.pipeline);
        pass.set_bind_group(0, &bg, &[]);
        pass.dispatch_workgroups(k.groups.0, k.groups.1, 1);
        rec.dispatches += 1;
        let full = rec.dispatches >= (enc.submitted.get() / 2).clamp(FIRST_CHUNK, MAX_CHUNK);
        drop(slot);
        if full {
            self.flush(enc);
        }
        Ok(outs)
    }

    /// How many times a counted loop runs from `state`: its counter (and a carried bound) read
    /// back once.
    async fn trip_count(
        &self,
        t: &trip_count::TripCount,
        state: &[BufferRef],
        enc: &Stream,
    ) -> Result<u64> {
        let leaf = |k: usize| {
            state
                .get(k)
                .ok_or_else(|| Error::internal("while loop counter outside its state"))
        };
        let init = self.read_scalar(leaf(t.counter)?, enc).await?.1;
        let bound = match t.bound {
            trip_count::Bound::Const(b) => b,
            trip_count::Bound::Leaf { leaf: k, .. } => self.read_scalar(leaf(k)?, enc).await?.1,
        };
        Ok(bound.saturating_sub(init).max(0) as u64)
    }

    /// Reads a scalar predicate or index back to the host.
    async fn read_scalar(&self, b: &BufferRef, enc: &Stream) -> Result<(ElementType, i64)> {
        self.flush(enc);
        let g = GpuBuffer::of(b)?;
        let ty = g.shape_ref().ty;
        let bytes = self.shared.read_back(g.raw(), 4).await?;
        let v = match ty {
            ElementType::Pred | ElementType::U8 => bytes[0] as i64,
            ElementType::S8 => bytes[0] as i8 as i64,
            ElementType::S32 => i32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) as i64,
            ElementType::U32 => u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) as i64,
            t => return Err(Error::unsupported("predicate", t.hlo_name(), "gpu")),
        };
        Ok((ty, v))
    }

    fn run<'a>(
        &'a self,
        plan: usize,
        args: Vec<Vec<BufferRef>>,
        enc: &'a Stream,
        ctx: &'a ExecuteContext,
    ) -> BoxFuture<'a, Result<Vec<BufferRef>>> {
        Box::pin(async move {
            let cp = &self.plan.comps[plan];
            if args.len() != cp.params.len() {
                return Err(Error::invalid_argument(format!(
                    "computation '{}' takes {} arguments, got {}",
                    cp.name,
                    cp.params.len(),
                    args.len()
                )));
            }
            let mut env: Vec<Option<Vec<BufferRef>>> = vec![None; cp.n_slots];
            for (slot, a) in cp.params.iter().zip(args) {
                env[*slot] = Some(a);
            }
            let get = |env: &[Option<Vec<BufferRef>>], s: usize| -> Result<Vec<BufferRef>> {
                env[s].clone().ok_or_else(|| {
                    Error::internal(format!("value {s} of '{}' used before set", cp.name))
                })
            };
            for (k, step) in cp.steps.iter().enumerate() {
                match step {
                    Step::Kernel { kernel, out } => {
                        ctx.stop.check(|| {
                            format!(
                                "kernel '{}' of '{}'",
                                self.plan.kernels[*kernel].name, cp.name
                            )
                        })?;
                        let v = self.dispatch(*kernel, &env, enc)?;
                        env[*out] = Some(v);
                    }
                    Step::Const { dst, constant } => {
                        env[*dst] = Some(vec![self.constants[*constant].clone()])
                    }
                    Step::DeviceId { dst, partition } => {
                        let id = if *partition {
                            ctx.partition_id
                        } else {
                            ctx.replica_id
                        };
                        let lit = crate::ir::Literal::scalar(ElementType::U32, id as u32)?;
                        let b = self.shared.upload_literal(&lit, "device id")?;
                        env[*dst] = Some(vec![Arc::new(b) as BufferRef]);
                    }
                    Step::Tuple { dst, srcs } => {
                        let mut v = Vec::new();
                        for s in srcs {
                            v.extend(get(&env, *s)?);
                        }
                        env[*dst] = Some(v);
                    }
                    Step::Gte {
                        dst,
                        src,
                        start,
                        len,
                    } => {
                        let v = get(&env, *src)?;
                        env[*dst] =
                            Some(v.get(*start..start + len).map(|s| s.to_vec()).ok_or_else(
                                || Error::internal("get-tuple-element out of range"),
                            )?);
                    }
                    Step::Alias { dst, src } => env[*dst] = Some(get(&env, *src)?),
                    Step::Token { dst } => env[*dst] = Some(Vec::new()),
                    Step::Call { dst, plan, args } => {
                        let mut a = Vec::new();
                        for s in args {
                            a.push(get(&env, *s)?);
                        }
                        env[*dst] = Some(self.run(*plan, a, enc, ctx).await?);
                    }
                    Step::While {
                        dst,
                        cond,
                        body,
                        arg,
                        trip,
                    } => {
                        let mut state = get(&env, *arg)?;
                        if let Some(t) = trip {
                            for _ in 0..self.trip_count(t, &state, enc).await? {
                                ctx.stop
                                    .check(|| format!("an iteration of a loop of '{}'", cp.name))?;
                                state = self.run(*body, vec![state], enc, ctx).await?;
                            }
                        } else {
                            loop {
                                ctx.stop
                                    .check(|| format!("an iteration of a loop of '{}'", cp.name))?;
                                let c = self.run(*cond, vec![state.clone()], enc, ctx).await?;
                                let p = c.first().ok_or_else(|| {
                                    Error::internal("while condition has no result")
                                })?;
                                if self.read_scalar(p, enc).await?.1 == 0 {
                                    break;
                                }
                                state = self.run(*body, vec![state], enc, ctx).await?;
                            }
                        }
                        env[*dst] = Some(state);
                    }
                    Step::Cond {
                        dst,
                        selector,
                        branches,
                        args,
                    } => {
                        let s = get(&env, *selector)?;
                        let p = s
                            .first()
                            .ok_or_else(|| Error::internal("conditional without selector"))?;
                        let (ty, v) = self.read_scalar(p, enc).await?;
                        let b = if ty == ElementType::Pred {
                            if v != 0 {
                                0
                            } else {
                                1
                            }
                        } else if v < 0 || v as usize >= branches.len() {
                            branches.len() - 1
                        } else {
                            v as usize
                        };
                        let a = get(&env, args[b])?;
                        env[*dst] = Some(self.run(branches[b], vec![a], enc, ctx).await?);
                    }
                    Step::Host { dst, host, args } => {
                        let mut a = Vec::new();
                        for s in args {
                            a.extend(get(&env, *s)?);
                        }
                        // The operands' kernels must have run before they are read back.
                        self.flush(enc);
                        env[*dst] = Some(self.plan.hosts[*host].run(&self.shared, &a, ctx).await?);
                    }
                }
                for s in &cp.frees[k] {
                    env[*s] = None;
                }
            }
            get(&env, cp.root)
        })
    }
}

impl Program for GpuProgram {
    fn execute(
        &self,
        args: Vec<BufferRef>,
        ctx: ExecuteContext,
    ) -> BoxFuture<'_, Result<Vec<BufferRef>>> {
        Box::pin(async move {
            self.shared.check_lost()?;
            for a in &args {
                GpuBuffer::of(a)?;
            }
            let enc = Stream::default();
            // Moved, not cloned: the plan drops each argument after its last use, and a
            // donated one (whose caller kept no reference) goes back to the pool there, free
            // for a later kernel's output of its size.
            let leaves: Vec<Vec<BufferRef>> = args.into_iter().map(|a| vec![a]).collect();
            let r = self.run(self.plan.entry, leaves, &enc, &ctx).await;
            self.flush(&enc);
            // An array is ready when the GPU has finished writing it, not when the commands
            // are queued: `block_until_ready` (and anything timed around it) must mean done.
            // The executing worker waits here, so callers keep their asynchronous dispatch.
            #[cfg(not(target_arch = "wasm32"))]
            let idle = self.shared.wait_idle();
            // A device lost during the run explains whatever else failed.
            self.shared.check_lost()?;
            #[cfg(not(target_arch = "wasm32"))]
            idle?;
            self.shared.check_device_error()?;
            r
        })
    }

    fn cost_analysis(&self) -> CostAnalysis {
        self.cost.clone()
    }

    fn memory_stats(&self) -> CompiledMemoryStats {
        self.stats.clone()
    }

    fn dump(&self) -> String {
        dump_plan(&self.plan)
    }
}

/// All generated WGSL of a plan, one commented block per kernel.
pub(crate) fn dump_plan(plan: &Plan) -> String {
    let mut s = String::new();
    for (k, kt) in plan.kernels.iter().enumerate() {
        let _ = writeln!(
            s,
            "// ---- kernel {k}: {} ({} invocations) ----",
            kt.name, kt.threads
        );
        s.push_str(&kt.wgsl);
        s.push('\n');
    }
    for (k, h) in plan.hosts.iter().enumerate() {
        let _ = writeln!(
            s,
            "// ---- host step {k}: {} '{}' (cpu backend) ----",
            h.op_name, h.name
        );
    }
    for cp in &plan.comps {
        for step in &cp.steps {
            if let Step::While {
                trip: Some(t),
                body,
                ..
            } = step
            {
                let _ = writeln!(
                    s,
                    "// ---- counted while in '{}': body '{}' runs {:?} - state[{}] times ----",
                    cp.name, plan.comps[*body].name, t.bound, t.counter
                );
            }
        }
    }
    s
}

/// The pipeline cache on a real device (lavapipe in CI).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use crate::backend::gpu::{GpuBackend, GpuOptions};
    use crate::backend::Backend;
    use crate::ir::{ArrayShape, ElementType, Literal};
    use std::sync::Arc;

    fn run(be: &GpuBackend, text: &str, x: &[f32]) -> Vec<f32> {
        let m = crate::hlo::parse_hlo(text).unwrap();
        let p = be.compile(Arc::new(m)).unwrap();
        let bytes: Vec<u8> = x.iter().flat_map(|v| v.to_le_bytes()).collect();
        let arg = Literal::from_bytes(ArrayShape::new(ElementType::F32, vec![x.len()]), &bytes);
        let buf = be.upload(&arg.unwrap()).unwrap();
        let outs = pollster::block_on(p.execute(vec![buf], Default::default())).unwrap();
        let lit = pollster::block_on(be.download(&outs[0])).unwrap();
        lit.bytes()
            .chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    #[test]
    fn the_same_kernel_text_compiles_once_per_device() {
        let be = match pollster::block_on(GpuBackend::new(GpuOptions::default())) {
            Ok(b) => b,
            Err(e) if std::env::var_os("WEBXLA_SKIP_GPU_TESTS").is_some() => {
                println!("SKIPPED: no GPU adapter ({e}) [WEBXLA_SKIP_GPU_TESTS=1]");
                return;
            }
            Err(e) => {
                panic!("no GPU adapter ({e}): install lavapipe or set WEBXLA_SKIP_GPU_TESTS=1")
            }
        };
        let text = "HloModule m\nENTRY e {\n  p = f32[4]{0} parameter(0)\n  \
                    ROOT r = f32[4]{0} exponential(p)\n}\n";
        // The same program under other instruction names: names are labels, not kernel text.
        let renamed = "HloModule other\nENTRY main {\n  x = f32[4]{0} parameter(0)\n  \
                       ROOT y = f32[4]{0} exponential(x)\n}\n";
        let x = [0.0f32, 1.0, -2.5, 10.0];
        let before = be.shared.pipeline_cache_hits();
        let first = run(&be, text, &x);
        assert_eq!(be.shared.pipeline_cache_hits(), before);
        let again = run(&be, renamed, &x);
        assert_eq!(be.shared.pipeline_cache_hits(), before + 1);
        assert_eq!(
            first.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            again.iter().map(|v| v.to_bits()).collect::<Vec<_>>()
        );
        let other = "HloModule m\nENTRY e {\n  p = f32[4]{0} parameter(0)\n  \
                     ROOT r = f32[4]{0} negate(p)\n}\n";
        assert_eq!(run(&be, other, &x), vec![-0.0, -1.0, 2.5, -10.0]);
        assert_eq!(
            be.shared.pipeline_cache_hits(),
            before + 1,
            "another text is compiled"
        );
    }
}
