//! Conformance cases in the corpus format (`case.json`, `module.hlo`, `module.mlir`,
//! `in*.npy`, `out*.npy`) and the corpus' comparison rule: dtype and shape equal; integers and
//! pred exact; floats within `atol + rtol·|want|`, NaN where NaN, infinities exact; an optional
//! fraction of elements allowed to differ.
//!
//! An output may name another rule (`"compare"` in case.json) where jaxlib's value is one of
//! several right answers: `columns_up_to_phase` / `rows_up_to_phase` (eigen- or singular
//! vectors, unique up to a sign or unit phase each: every vector is first multiplied by the
//! phase that best aligns it with the expected one), `set` (eigenvalues of a general matrix,
//! compared sorted by real, then imaginary part) and `schur_form` (a complex Schur form T,
//! unique up to T -> D^H T D for the diagonal unitary D of its Schur vectors' phases: D is
//! read from the case's `columns_up_to_phase` output, T is compared after that similarity).
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
    #[serde(default)]
    compare: Option<String>,
}

/// How an output is compared (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    Elementwise,
    ColumnsUpToPhase,
    RowsUpToPhase,
    Set,
    SchurForm,
}

impl Compare {
    fn parse(name: Option<&str>) -> Result<Compare> {
        Ok(match name {
            None => Compare::Elementwise,
            Some("columns_up_to_phase") => Compare::ColumnsUpToPhase,
            Some("rows_up_to_phase") => Compare::RowsUpToPhase,
            Some("set") => Compare::Set,
            Some("schur_form") => Compare::SchurForm,
            Some(other) => {
                return Err(Error::invalid_argument(format!(
                    "bad case.json: unknown output compare rule '{other}' (columns_up_to_phase, \
                     rows_up_to_phase, set or schur_form)"
                )))
            }
        })
    }
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
    /// Each output's comparison rule (`Elementwise` unless case.json names another).
    pub output_compare: Vec<Compare>,
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
        let output_compare = meta
            .outputs
            .iter()
            .map(|t| Compare::parse(t.compare.as_deref()))
            .collect::<Result<Vec<_>>>()?;
        if output_compare.contains(&Compare::SchurForm)
            && !output_compare.contains(&Compare::ColumnsUpToPhase)
        {
            return Err(Error::invalid_argument(
                "bad case.json: a schur_form output needs a columns_up_to_phase output (its \
                 Schur vectors)",
            ));
        }
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
            output_compare,
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
        let rule = |i: usize| {
            self.output_compare
                .get(i)
                .copied()
                .unwrap_or(Compare::Elementwise)
        };
        // The phases that align the Schur vectors, for a schur_form output.
        let vectors = (0..got.len()).find(|&i| rule(i) == Compare::ColumnsUpToPhase);
        for (i, (g, e)) in got.iter().zip(&self.expected).enumerate() {
            let r = match rule(i) {
                Compare::Elementwise => compare(g, e),
                Compare::ColumnsUpToPhase => phase_aligned(g, e, false, None).map(|_| ()),
                Compare::RowsUpToPhase => phase_aligned(g, e, true, None).map(|_| ()),
                Compare::Set => compare_set(g, e),
                Compare::SchurForm => match vectors {
                    Some(v) => phase_aligned(&got[v], &self.expected[v], false, None)
                        .and_then(|phases| phase_aligned(g, e, false, Some(&phases)).map(|_| ())),
                    None => Err("no Schur vectors to align with".to_string()),
                },
            };
            r.map_err(|m| format!("output {i}: {m}"))?;
        }
        Ok(())
    }
}

/// An output's values as complex pairs (real values with a zero imaginary part).
fn complex_pairs(l: &Literal) -> Option<Vec<(f64, f64)>> {
    let v = float_values(l)?;
    Some(if l.ty().is_complex() {
        v.chunks(2).map(|c| (c[0], c[1])).collect()
    } else {
        v.iter().map(|&x| (x, 0.0)).collect()
    })
}

fn within(g: (f64, f64), w: (f64, f64), e: &Expected) -> bool {
    let near = |x: f64, y: f64| {
        if y.is_nan() {
            x.is_nan()
        } else {
            !x.is_nan() && (x - y).abs() <= e.atol + e.rtol * y.abs()
        }
    };
    near(g.0, w.0) && near(g.1, w.1)
}

fn mul(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

/// Compares the vectors (columns, or rows) of the trailing matrices of `got` with the
/// expected ones, each after the unit phase that best aligns it; returns those phases
/// (batch-major). With `similarity` (a Schur vectors' phases p), compares instead
/// conj(p_i) · got[i][j] · p_j elementwise: the Schur form the aligned vectors give.
fn phase_aligned(
    got: &Literal,
    want: &Expected,
    rows: bool,
    similarity: Option<&[(f64, f64)]>,
) -> std::result::Result<Vec<(f64, f64)>, String> {
    let w = &want.value;
    if got.ty() != w.ty() || got.dims() != w.dims() || w.dims().len() < 2 {
        return Err(format!("expected {}, got {}", w.shape(), got.shape()));
    }
    let (Some(g), Some(e)) = (complex_pairs(got), complex_pairs(w)) else {
        return Err(format!("a vector comparison of {}", w.ty()));
    };
    let d = w.dims();
    let (r, c) = (d[d.len() - 2], d[d.len() - 1]);
    let (vecs, len) = if rows { (r, c) } else { (c, r) };
    let at = |b: usize, v: usize, k: usize| b * r * c + if rows { v * c + k } else { k * c + v };
    let mut phases = Vec::new();
    for b in 0..g.len() / (r * c).max(1) {
        if let Some(p) = similarity {
            let p = &p[b * c..(b + 1) * c];
            for i in 0..r {
                for j in 0..c {
                    let conj_pi = (p[i].0, -p[i].1);
                    let x = mul(mul(conj_pi, g[at(b, j, i)]), p[j]);
                    let y = e[at(b, j, i)];
                    if !within(x, y, want) {
                        return Err(format!(
                            "matrix {b} element ({i}, {j}): got {x:?} (after the Schur vectors' \
                             phases), want {y:?}"
                        ));
                    }
                }
            }
            continue;
        }
        for v in 0..vecs {
            // The phase <got, want> / |<got, want>|.
            let (mut pr, mut pi) = (0.0, 0.0);
            for k in 0..len {
                let (x, y) = (g[at(b, v, k)], e[at(b, v, k)]);
                pr += x.0 * y.0 + x.1 * y.1;
                pi += x.0 * y.1 - x.1 * y.0;
            }
            let m = pr.hypot(pi);
            let p = if m > 0.0 {
                (pr / m, pi / m)
            } else {
                (1.0, 0.0)
            };
            for k in 0..len {
                let (x, y) = (mul(g[at(b, v, k)], p), e[at(b, v, k)]);
                if !within(x, y, want) {
                    return Err(format!(
                        "matrix {b} vector {v} element {k}: got {x:?} (phase-aligned), want {y:?}"
                    ));
                }
            }
            phases.push(p);
        }
    }
    Ok(phases)
}

/// Compares values as multisets: both sorted by real, then imaginary part.
fn compare_set(got: &Literal, want: &Expected) -> std::result::Result<(), String> {
    let w = &want.value;
    if got.ty() != w.ty() || got.dims() != w.dims() {
        return Err(format!("expected {}, got {}", w.shape(), got.shape()));
    }
    let sorted = |l: &Literal| {
        complex_pairs(l).map(|mut p| {
            p.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
            p
        })
    };
    let (Some(g), Some(e)) = (sorted(got), sorted(w)) else {
        return Err(format!("a set comparison of {}", w.ty()));
    };
    match g.iter().zip(&e).find(|(x, y)| !within(**x, **y, want)) {
        Some((x, y)) => Err(format!("value {x:?} (sorted) vs {y:?}")),
        None => Ok(()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::ArrayShape;

    fn c128(dims: &[usize], v: &[(f64, f64)]) -> Literal {
        let bytes: Vec<u8> = v
            .iter()
            .flat_map(|(r, i)| r.to_le_bytes().into_iter().chain(i.to_le_bytes()))
            .collect();
        Literal::from_bytes(ArrayShape::new(ElementType::C128, dims.to_vec()), &bytes).unwrap()
    }

    fn want(l: Literal) -> Expected {
        Expected {
            value: l,
            rtol: 1e-12,
            atol: 1e-12,
            allow_mismatch_frac: 0.0,
        }
    }

    fn schur_case(t: Literal, z: Literal) -> Case {
        Case {
            name: "schur".into(),
            hlo: None,
            mlir: None,
            inputs: Vec::new(),
            expected: vec![want(t), want(z)],
            jaxlib_execute_us: None,
            tags: Vec::new(),
            num_devices: 1,
            num_replicas: None,
            num_partitions: None,
            output_compare: vec![Compare::SchurForm, Compare::ColumnsUpToPhase],
        }
    }

    /// A Schur form is accepted under any diagonal unitary similarity of its vectors, and
    /// only under that one.
    #[test]
    fn schur_form_allows_the_vectors_phases_and_nothing_else() {
        let t = [(2.0, 1.0), (0.5, -0.25), (0.0, 0.0), (-1.0, 0.5)];
        let s = std::f64::consts::FRAC_1_SQRT_2;
        let z = [(s, 0.0), (0.0, s), (0.0, s), (s, 0.0)];
        let case = schur_case(c128(&[2, 2], &t), c128(&[2, 2], &z));
        // Column phases p = (i, -1): Z' = Z diag(p) and T' = diag(p)^H T diag(p).
        let p = [(0.0, 1.0), (-1.0, 0.0)];
        let zp: Vec<_> = (0..4).map(|k| mul(z[k], p[k % 2])).collect();
        let tp: Vec<_> = (0..4)
            .map(|k| {
                let (i, j) = (k / 2, k % 2);
                // Z' = Z D, so T' = D^H T D.
                mul(mul((p[i].0, -p[i].1), t[k]), p[j])
            })
            .collect();
        let good = [c128(&[2, 2], &tp), c128(&[2, 2], &zp)];
        assert_eq!(case.check(&good), Ok(()));
        let mut off = tp.clone();
        off[1].0 += 1e-3;
        let bad = [c128(&[2, 2], &off), c128(&[2, 2], &zp)];
        assert!(case.check(&bad).unwrap_err().contains("output 0"));
        // T under phases other than Z's is refused.
        let bad = [c128(&[2, 2], &t), c128(&[2, 2], &zp)];
        assert!(case.check(&bad).is_err());
    }

    #[test]
    fn unknown_compare_rules_are_refused() {
        let json =
            r#"{"name": "x", "outputs": [{"file": "o.npy", "dtype": "f32", "compare": "loose"}]}"#;
        let err = Case::from_files(json, None, None, |_| {
            crate::npy::write_npy(&Literal::scalar(ElementType::F32, 0f32).unwrap())
        })
        .unwrap_err();
        assert!(
            err.message.contains("unknown output compare rule 'loose'"),
            "{err}"
        );
    }
}
