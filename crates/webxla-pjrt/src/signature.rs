//! The "optimized program" jaxlib asks a multi-device executable for: jaxlib reads parameter
//! and output shardings from it (`PjRtCApiExecutable::GetHloModules`), and jax needs the
//! output shardings webxla's partitioner chose to assemble results. webxla does not keep an
//! XLA HLO module, so this is a signature-only StableHLO text module: `main` with the global
//! parameter and result types and their `mhlo.sharding`s, returning zeros. It is never run.
//! Must not be mistaken for the program webxla executes.

use crate::error::{PjrtError, PjrtResult};
use std::fmt::Write;
use webxla::client::{LoadedExecutable, PrimitiveType as T};
use webxla::ir::{print::sharding_text, ArrayShape};

fn element(t: T) -> PjrtResult<(&'static str, &'static str)> {
    Ok(match t {
        T::Pred => ("i1", "false"),
        T::S8 => ("i8", "0"),
        T::S16 => ("i16", "0"),
        T::S32 => ("i32", "0"),
        T::S64 => ("i64", "0"),
        T::U8 => ("ui8", "0"),
        T::U16 => ("ui16", "0"),
        T::U32 => ("ui32", "0"),
        T::U64 => ("ui64", "0"),
        T::F16 => ("f16", "0.0"),
        T::BF16 => ("bf16", "0.0"),
        T::F32 => ("f32", "0.0"),
        T::F64 => ("f64", "0.0"),
        T::C64 => ("complex<f32>", "(0.0, 0.0)"),
        T::C128 => ("complex<f64>", "(0.0, 0.0)"),
        other => {
            return Err(PjrtError::unimplemented(format!(
                "no signature module for element type {other}"
            )))
        }
    })
}

fn tensor(s: &ArrayShape) -> PjrtResult<String> {
    let (e, _) = element(s.ty)?;
    let mut t = String::from("tensor<");
    for d in &s.dims {
        let _ = write!(t, "{d}x");
    }
    t.push_str(e);
    t.push('>');
    Ok(t)
}

fn attr(sharding: &Option<webxla::client::HloSharding>) -> String {
    match sharding {
        Some(s) => format!(" {{mhlo.sharding = \"{}\"}}", sharding_text(s)),
        None => String::new(),
    }
}

/// The signature module of `exe` (StableHLO text).
pub fn module(exe: &LoadedExecutable) -> PjrtResult<String> {
    let params = exe.parameter_shapes();
    let outs = exe.output_shapes();
    let (ps, os) = (exe.get_parameter_shardings(), exe.get_output_shardings());
    let mut m = format!(
        "module @webxla_signature attributes {{mhlo.num_partitions = {} : i32, mhlo.num_replicas = {} : i32}} {{\n  func.func public @main(",
        exe.num_partitions(),
        exe.num_replicas()
    );
    for (i, p) in params.iter().enumerate() {
        let sep = if i > 0 { ", " } else { "" };
        let _ = write!(
            m,
            "{sep}%arg{i}: {}{}",
            tensor(p)?,
            attr(ps.get(i).unwrap_or(&None))
        );
    }
    m.push_str(") -> (");
    for (i, o) in outs.iter().enumerate() {
        let sep = if i > 0 { ", " } else { "" };
        let _ = write!(m, "{sep}{}{}", tensor(o)?, attr(os.get(i).unwrap_or(&None)));
    }
    m.push_str(") {\n");
    let mut names = vec![];
    let mut types = vec![];
    for (i, o) in outs.iter().enumerate() {
        let (_, zero) = element(o.ty)?;
        let t = tensor(o)?;
        let _ = writeln!(m, "    %r{i} = stablehlo.constant dense<{zero}> : {t}");
        names.push(format!("%r{i}"));
        types.push(t);
    }
    let _ = writeln!(
        m,
        "    return {} : {}\n  }}\n}}",
        names.join(", "),
        types.join(", ")
    );
    Ok(m)
}
