//! Calling an `Exported` as jax's `Exported.call` does: the module's calling convention
//! (jax 0.10.2, versions 9 and 10) is a platform-index argument first when the export has
//! several lowering platforms, then one token per ordered effect, then the kept arguments
//! (`module_kept_var_idx`); results are one token per ordered effect, then the outputs.
//!
//! webxla runs the CPU lowering (its generic ops run on both webxla backends), so the platform
//! index is that of "cpu". Ordered effects and shape polymorphism are refused by name. This
//! module checks and places arguments; it must not read bytes (`envelope`) or compile
//! anything itself (`Client::compile_and_load_bytes` does).

use super::types::{Aval, Exported};
use crate::client::{Array, Client, CompileOptions, DeviceList, LoadedExecutable, Sharding};
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, ElementType, Literal};

/// The calling convention versions jax 0.10.2 produces and accepts
/// (`minimum_/maximum_supported_calling_convention_version` in `_export.py`).
pub const CALLING_CONVENTION_VERSIONS: std::ops::RangeInclusive<u16> = 9..=10;

/// The lowering webxla runs.
const PLATFORM: &str = "cpu";

impl Exported {
    /// Whether webxla can call this export: `Ok` with the platform index `main` takes first
    /// (when the export has several platforms), or an `UNIMPLEMENTED` error naming what is
    /// refused (calling convention version, ordered effects, shape polymorphism, dtypes, no
    /// cpu lowering).
    pub fn check_callable(&self) -> Result<Option<i32>> {
        let v = self.calling_convention_version;
        if !CALLING_CONVENTION_VERSIONS.contains(&v) {
            return Err(Error::unsupported_msg(format!(
                "jax.export calling_convention_version {v} is not supported: jax 0.10.2 \
                 produces and accepts versions {} to {}",
                CALLING_CONVENTION_VERSIONS.start(),
                CALLING_CONVENTION_VERSIONS.end()
            )));
        }
        if !self.ordered_effects.is_empty() {
            return Err(Error::unsupported_msg(format!(
                "jax.export: ordered effects are not supported (the module threads tokens for \
                 {})",
                self.ordered_effects.join(", ")
            )));
        }
        let symbolic: Vec<String> = self
            .in_avals
            .iter()
            .chain(&self.out_avals)
            .filter(|a| a.is_symbolic())
            .map(|a| a.to_string())
            .collect();
        // `uses_global_constants` alone is fine: jax sets it for multi-platform exports too
        // (the platform index is such a constant), and webxla passes the index as an argument.
        // Dimension variables only exist with symbolic shapes.
        if !symbolic.is_empty() {
            return Err(Error::unsupported_msg(format!(
                "jax.export: shape polymorphism is not supported (symbolic shapes: {})",
                symbolic.join(", ")
            )));
        }
        for a in self.in_avals.iter().chain(&self.out_avals) {
            if a.dtype.element_type().is_none() {
                return Err(Error::unsupported_msg(format!(
                    "jax.export: dtype {} ({a}) is not supported",
                    a.dtype.name()
                )));
            }
        }
        let index = self.platforms.iter().position(|p| p == PLATFORM);
        let platform_check_disabled = self.disabled_safety_checks.iter().any(|c| c == "platform");
        let index = match (index, platform_check_disabled) {
            (Some(i), _) => i,
            (None, true) => 0,
            (None, false) => {
                return Err(Error::unsupported_msg(format!(
                    "jax.export: the artifact was lowered for platforms {:?} and has no \"cpu\" \
                     lowering, the one webxla runs",
                    self.platforms
                )))
            }
        };
        Ok((self.platforms.len() > 1).then_some(index as i32))
    }

    /// Compiles the module once for `nr_devices` devices of `client` (its first ones); the
    /// result is called many times.
    pub fn load(&self, client: &Client) -> Result<ExportedExecutable> {
        let platform_index = self.check_callable()?;
        let n = self.nr_devices.max(1);
        let devices = client.devices();
        if devices.len() < n {
            return Err(Error::invalid_argument(format!(
                "jax.export: '{}' was exported for {n} devices, the {} client has {}",
                self.fun_name,
                client.platform(),
                devices.len()
            )));
        }
        let list = DeviceList::new(devices[..n].to_vec());
        let exe = client.compile_and_load_bytes(
            &self.mlir_module_serialized,
            Some(&list),
            &CompileOptions::default(),
        )?;
        self.check_module(&exe, platform_index.is_some())?;
        Ok(ExportedExecutable {
            exported: self.clone(),
            input_shardings: exe.input_shardings(),
            exe,
            client: client.clone(),
            platform_index,
        })
    }

    /// Compiles and runs once (natively: outputs become ready later, like `execute`).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn call(&self, client: &Client, args: &[Array]) -> Result<Vec<Array>> {
        self.load(client)?.call(args)
    }

    /// Compiles and runs once; resolves when the outputs exist.
    pub async fn call_async(&self, client: &Client, args: &[Array]) -> Result<Vec<Array>> {
        self.load(client)?.call_async(args).await
    }

    /// The module's `main` must take what the envelope says it takes.
    fn check_module(&self, exe: &LoadedExecutable, has_platform_index: bool) -> Result<()> {
        let params = exe.parameter_shapes();
        let lead = usize::from(has_platform_index);
        let kept = &self.module_kept_var_idx;
        let mismatch = |what: String| {
            Error::invalid_program(format!(
                "jax.export: the module does not match its envelope: {what}"
            ))
        };
        if params.len() != lead + kept.len() {
            return Err(mismatch(format!(
                "main takes {} parameters, the envelope says {}{} kept arguments",
                params.len(),
                if has_platform_index {
                    "a platform index and "
                } else {
                    ""
                },
                kept.len()
            )));
        }
        if has_platform_index && !(params[0].dims.is_empty() && params[0].ty.is_int()) {
            return Err(mismatch(format!(
                "the platform index parameter is {}, not an integer scalar",
                params[0]
            )));
        }
        for (j, &k) in kept.iter().enumerate() {
            if !same(&params[lead + j], &self.in_avals[k]) {
                return Err(mismatch(format!(
                    "parameter {} is {}, in_avals[{k}] is {}",
                    lead + j,
                    params[lead + j],
                    self.in_avals[k]
                )));
            }
        }
        let outs = exe.output_shapes();
        if outs.len() != self.out_avals.len() {
            return Err(mismatch(format!(
                "main returns {} results, the envelope has {} out_avals",
                outs.len(),
                self.out_avals.len()
            )));
        }
        for (i, (o, a)) in outs.iter().zip(&self.out_avals).enumerate() {
            if !same(o, a) {
                return Err(mismatch(format!(
                    "result {i} is {o}, out_avals[{i}] is {a}"
                )));
            }
        }
        Ok(())
    }
}

fn same(shape: &ArrayShape, aval: &Aval) -> bool {
    aval.dtype.element_type() == Some(shape.ty) && aval.dims().as_deref() == Some(&shape.dims[..])
}

/// An `Exported` compiled for a client: call it as often as needed.
#[derive(Clone)]
pub struct ExportedExecutable {
    exported: Exported,
    exe: LoadedExecutable,
    input_shardings: Vec<Sharding>,
    client: Client,
    platform_index: Option<i32>,
}

impl std::fmt::Debug for ExportedExecutable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExportedExecutable")
            .field("fun_name", &self.exported.fun_name)
            .field("platform_index", &self.platform_index)
            .finish()
    }
}

impl ExportedExecutable {
    pub fn exported(&self) -> &Exported {
        &self.exported
    }

    /// The compiled module (its parameters include the platform index, if any, and only
    /// the kept arguments).
    pub fn executable(&self) -> &LoadedExecutable {
        &self.exe
    }

    /// Runs on `args`, one per in_aval (arrays on any devices of the client: each is laid
    /// out as the module's parameter shardings say first). Natively the outputs become ready
    /// later, as `LoadedExecutable::execute`'s do.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn call(&self, args: &[Array]) -> Result<Vec<Array>> {
        let module_args = pollster::block_on(self.module_args(args))?;
        self.exe.execute(&module_args)
    }

    /// `call` under `options` (a deadline, a cancellation token).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn call_with_options(
        &self,
        args: &[Array],
        options: &crate::client::ExecuteOptions,
    ) -> Result<Vec<Array>> {
        let module_args = pollster::block_on(self.module_args(args))?;
        self.exe.execute_with_options(&module_args, options)
    }

    /// `call` that resolves when the outputs exist (what a browser uses).
    pub async fn call_async(&self, args: &[Array]) -> Result<Vec<Array>> {
        let module_args = self.module_args(args).await?;
        self.exe.execute_async(&module_args).await
    }

    /// Checks `args` against the in_avals and builds `main`'s arguments: the platform index,
    /// then the kept arguments, each laid out as the executable expects.
    async fn module_args(&self, args: &[Array]) -> Result<Vec<Array>> {
        let e = &self.exported;
        if args.len() != e.in_avals.len() {
            return Err(Error::invalid_argument(format!(
                "jax.export: '{}' takes {} argument{} ({}), got {}",
                e.fun_name,
                e.in_avals.len(),
                if e.in_avals.len() == 1 { "" } else { "s" },
                e.in_avals
                    .iter()
                    .map(|a| a.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                args.len()
            )));
        }
        for (i, (arg, aval)) in args.iter().zip(&e.in_avals).enumerate() {
            if !same(arg.array_shape(), aval) {
                return Err(Error::invalid_argument(format!(
                    "jax.export: argument {i} of '{}' is {}, the export expects {aval}",
                    e.fun_name,
                    arg.array_shape()
                )));
            }
        }
        let mut out = Vec::with_capacity(self.input_shardings.len());
        if let Some(index) = self.platform_index {
            let want = &self.exe.parameter_shapes()[0];
            let lit = platform_index_literal(want.ty, index)?;
            out.push(self.client.device_put(&lit, &self.input_shardings[0])?);
        }
        for &k in &e.module_kept_var_idx {
            let want = &self.input_shardings[out.len()];
            let arg = &args[k];
            if arg.sharding().is_equivalent_to(want, arg.ndim()) {
                out.push(arg.clone());
            } else {
                out.push(self.client.reshard_async(arg, want).await?);
            }
        }
        Ok(out)
    }
}

/// The platform index as a scalar of the parameter's integer type (jax uses i32).
fn platform_index_literal(ty: ElementType, index: i32) -> Result<Literal> {
    let lit = match ty {
        ElementType::S32 => Literal::scalar(ty, index)?,
        ElementType::U32 => Literal::scalar(ty, index as u32)?,
        ElementType::S64 => Literal::scalar(ty, index as i64)?,
        ElementType::U64 => Literal::scalar(ty, index as u64)?,
        ElementType::S16 => Literal::scalar(ty, index as i16)?,
        ElementType::U16 => Literal::scalar(ty, index as u16)?,
        ElementType::S8 => Literal::scalar(ty, index as i8)?,
        ElementType::U8 => Literal::scalar(ty, index as u8)?,
        other => {
            return Err(Error::invalid_program(format!(
                "jax.export: the platform index parameter has element type {other}"
            )))
        }
    };
    Ok(lit)
}
