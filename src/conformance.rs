//! Conformance cases in the corpus format (`case.json`, `module.hlo`, `module.mlir`,
//! `in*.npy`, `out*.npy`) and the corpus' comparison rule: dtype and shape equal; integers and
//! pred exact; floats within `atol + rtol·|want|`, NaN where NaN, infinities exact; an optional
//! fraction of elements allowed to differ.
//!
//! Used by the CLI's `check`, by `cargo test` and by the browser tests. Loading from a folder
//! is native-only; `Case::from_files` takes bytes so wasm tests can embed cases.

use crate::error::{Error, Result};
use crate::ir::{ElementType, Literal};
use crate::npy::read_npy;
use half::{bf16, f16};
use serde::Deserialize;

#[derive(Deserialize, Debug, Clone)]
struct CaseJson {
    name: String,
    #[serde(default)]
    inputs: Vec<TensorJson>,
    #[serde(default)]
    outputs: Vec<TensorJson>,
    #[serde(default)]
    rtol: Option<f64>,
    #[serde(default)]
    atol: Option<f64>,
    #[serde(default)]
    jaxlib_execute_us: Option<f64>,
    #[serde(default)]
    tags: Vec<String>,
    #[serde(default)]
    num_devices: Option<usize>,
    #[serde(default)]
    num_replicas: Option<usize>,
    #[serde(default)]
    num_partitions: Option<usize>,
}

#[derive(Deserialize, Debug, Clone)]
struct TensorJson {
    file: String,
    dtype: String,
    #[serde(default)]
    storage: Option<String>,
    #[serde(default)]
    rtol: Option<f64>,
    #[serde(default)]
    atol: Option<f64>,
    #[serde(default)]
    allow_mismatch_frac: Option<f64>,
}

/// One expected output with its tolerances.
#[derive(Clone, Debug)]
pub struct Expected {
    pub value: Literal,
    pub rtol: f64,
    pub atol: f64,
    pub allow_mismatch_frac: f64,
}

/// A loaded conformance case.
#[derive(Clone, Debug)]
pub struct Case {
    pub name: String,
    pub hlo: Option<String>,
    pub mlir: Option<String>,
    pub inputs: Vec<Literal>,
    pub expected: Vec<Expected>,
    pub jaxlib_execute_us: Option<f64>,
    pub tags: Vec<String>,
    /// Devices the case runs on (1 unless `case.json` says `num_devices`); its inputs and
    /// outputs are global arrays.
    pub num_devices: usize,
    /// The compile options jax used (`num_replicas`, `num_partitions`), when recorded.
    pub num_replicas: Option<usize>,
    pub num_partitions: Option<usize>,
}

fn dtype_of(t: &TensorJson) -> Result<ElementType> {
    ElementType::from_hlo_name(&t.dtype)
        .ok_or_else(|| Error::invalid_argument(format!("case.json: unknown dtype '{}'", t.dtype)))
}

fn load_tensor(t: &TensorJson, bytes: &[u8]) -> Result<Literal> {
    let ty = dtype_of(t)?;
    let lit = read_npy(
        bytes,
        ty == ElementType::BF16 || t.storage.as_deref() == Some("u16bits"),
    )
    .map_err(|e| Error::invalid_argument(format!("{}: {}", t.file, e.message)))?;
    if lit.ty() != ty {
        return Err(Error::invalid_argument(format!(
            "{}: case.json says {}, the file holds {}",
            t.file,
            ty,
            lit.ty()
        )));
    }
    Ok(lit)
}

impl Case {
    /// The compile options jax used: its replica and partition counts, when recorded.
    pub fn compile_options(&self) -> crate::client::CompileOptions {
        let mut o = crate::client::CompileOptions::default();
        if let Some(r) = self.num_replicas {
            o.executable_build_options.num_replicas = r;
        }
        if let Some(p) = self.num_partitions {
            o.executable_build_options.num_partitions = p;
        }
        o
    }

    /// The module in format `fmt` (`"hlo"`, else StableHLO), or why the case has none.
    pub fn module_text(&self, fmt: &str) -> std::result::Result<&str, String> {
        match fmt {
            "hlo" => self.hlo.as_deref(),
            _ => self.mlir.as_deref(),
        }
        .ok_or_else(|| format!("the case has no module.{fmt}"))
    }

    /// Builds a case from `case.json` text and a lookup of the files it names.
    pub fn from_files(
        case_json: &str,
        hlo: Option<String>,
        mlir: Option<String>,
        mut file: impl FnMut(&str) -> Result<Vec<u8>>,
    ) -> Result<Case> {
        let meta: CaseJson = serde_json::from_str(case_json)
            .map_err(|e| Error::invalid_argument(format!("bad case.json: {e}")))?;
        let inputs = meta
            .inputs
            .iter()
            .map(|t| load_tensor(t, &file(&t.file)?))
            .collect::<Result<_>>()?;
        let expected = meta
            .outputs
            .iter()
            .map(|t| {
                Ok(Expected {
                    value: load_tensor(t, &file(&t.file)?)?,
                    rtol: t.rtol.or(meta.rtol).unwrap_or(0.0),
                    atol: t.atol.or(meta.atol).unwrap_or(0.0),
                    allow_mismatch_frac: t.allow_mismatch_frac.unwrap_or(0.0),
                })
            })
            .collect::<Result<_>>()?;
        Ok(Case {
            name: meta.name,
            hlo,
            mlir,
            inputs,
            expected,
            jaxlib_execute_us: meta.jaxlib_execute_us,
            tags: meta.tags,
            num_devices: meta.num_devices.unwrap_or(1).max(1),
            num_replicas: meta.num_replicas,
            num_partitions: meta.num_partitions,
        })
    }

    /// Loads a case folder.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn load_dir(dir: &std::path::Path) -> Result<Case> {
        let read_text = |name: &str| std::fs::read_to_string(dir.join(name)).ok();
        let json = std::fs::read_to_string(dir.join("case.json")).map_err(|e| {
            Error::not_found(format!("{}: no readable case.json ({e})", dir.display()))
        })?;
        Case::from_files(
            &json,
            read_text("module.hlo"),
            read_text("module.mlir"),
            |f| {
                std::fs::read(dir.join(f))
                    .map_err(|e| Error::not_found(format!("{}: {e}", dir.join(f).display())))
            },
        )
    }

    /// Checks `got` (the outputs in order) against the expected outputs.
    pub fn check(&self, got: &[Literal]) -> std::result::Result<(), String> {
        if got.len() != self.expected.len() {
            return Err(format!(
                "expected {} outputs, got {}",
                self.expected.len(),
                got.len()
            ));
        }
        for (i, (g, e)) in got.iter().zip(&self.expected).enumerate() {
            compare(g, e).map_err(|m| format!("output {i}: {m}"))?;
        }
        Ok(())
    }
}

/// Lists the case folders under `dir` (a case folder itself, or a corpus of them), sorted.
#[cfg(not(target_arch = "wasm32"))]
pub fn case_dirs(dir: &std::path::Path) -> Result<Vec<std::path::PathBuf>> {
    if dir.join("case.json").is_file() {
        return Ok(vec![dir.to_path_buf()]);
    }
    let entries =
        std::fs::read_dir(dir).map_err(|e| Error::not_found(format!("{}: {e}", dir.display())))?;
    let mut dirs: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("case.json").is_file())
        .collect();
    dirs.sort();
    if dirs.is_empty() {
        return Err(Error::not_found(format!(
            "{}: no case folders (with case.json) found",
            dir.display()
        )));
    }
    Ok(dirs)
}

/// Every element of a floating-point literal as f64 (complex: real and imaginary parts
/// interleaved); `None` for pred and integers.
pub fn float_values(l: &Literal) -> Option<Vec<f64>> {
    use ElementType::*;
    let b = l.data();
    Some(match l.ty() {
        F16 => b.as_slice::<f16>().iter().map(|v| v.to_f64()).collect(),
        BF16 => b.as_slice::<bf16>().iter().map(|v| v.to_f64()).collect(),
        F32 | C64 => b.as_slice::<f32>().iter().map(|&v| v as f64).collect(),
        F64 | C128 => b.as_slice::<f64>().to_vec(),
        _ => return None,
    })
}

/// The corpus comparison rule for one output.
pub fn compare(got: &Literal, want: &Expected) -> std::result::Result<(), String> {
    let w = &want.value;
    if got.ty() != w.ty() || got.dims() != w.dims() {
        return Err(format!("expected {}, got {}", w.shape(), got.shape()));
    }
    let (Some(g), Some(e)) = (float_values(got), float_values(w)) else {
        // pred and integers: bit-exact.
        if got.bytes() == w.bytes() {
            return Ok(());
        }
        let esize = w.ty().byte_size();
        let bad = got
            .bytes()
            .chunks(esize)
            .zip(w.bytes().chunks(esize))
            .filter(|(a, b)| a != b);
        let count = bad.count();
        let n = w.element_count().max(1);
        if (count as f64) <= want.allow_mismatch_frac * n as f64 {
            return Ok(());
        }
        let first = got
            .bytes()
            .chunks(esize)
            .zip(w.bytes().chunks(esize))
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        return Err(format!(
            "{count} of {n} elements differ (first at flat index {first})"
        ));
    };
    let mut bad = 0usize;
    let mut first: Option<(usize, f64, f64)> = None;
    for (i, (&x, &y)) in g.iter().zip(&e).enumerate() {
        let ok = if y.is_nan() {
            x.is_nan()
        } else if y.is_infinite() {
            x == y
        } else {
            !x.is_nan() && (x - y).abs() <= want.atol + want.rtol * y.abs()
        };
        if !ok {
            bad += 1;
            first.get_or_insert((i, x, y));
        }
    }
    let n = e.len().max(1);
    if bad == 0 || (bad as f64) <= want.allow_mismatch_frac * n as f64 {
        return Ok(());
    }
    let (i, x, y) = first.unwrap_or_default();
    Err(format!(
        "{bad} of {n} values out of tolerance (rtol {}, atol {}); first at flat index {i}: got {x:e}, want {y:e}",
        want.rtol, want.atol
    ))
}
