//! Runs every case of the conformance corpus (`tests/conformance/`) through the HLO front end
//! and the CPU reference backend, comparing with jaxlib's outputs under the corpus's tolerance
//! rules. Prints one line per case and a closing `N passed, M failed`.

mod common;

use common::npy::read_npy;
use std::path::Path;
use webxla::ir::{ElementType, Literal};

fn f64_values(l: &Literal) -> Option<Vec<f64>> {
    let b = l.bytes();
    Some(match l.ty() {
        ElementType::F16 => b
            .chunks_exact(2)
            .map(|c| half::f16::from_le_bytes([c[0], c[1]]).to_f64())
            .collect(),
        ElementType::BF16 => b
            .chunks_exact(2)
            .map(|c| half::bf16::from_le_bytes([c[0], c[1]]).to_f64())
            .collect(),
        ElementType::F32 => b
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64)
            .collect(),
        ElementType::F64 => b
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect(),
        ElementType::C64 => b
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64)
            .collect(),
        ElementType::C128 => b
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect(),
        _ => return None,
    })
}

fn compare(got: &Literal, want: &Literal, rtol: f64, atol: f64, frac: f64) -> Result<(), String> {
    if got.ty() != want.ty() || got.dims() != want.dims() {
        return Err(format!("got {}, want {}", got.shape(), want.shape()));
    }
    match (f64_values(got), f64_values(want)) {
        (Some(g), Some(w)) => {
            let mut bad = 0usize;
            let mut first = None;
            for (i, (&x, &y)) in g.iter().zip(&w).enumerate() {
                let ok = if y.is_nan() {
                    x.is_nan()
                } else if y.is_infinite() {
                    x == y
                } else {
                    (x - y).abs() <= atol + rtol * y.abs()
                };
                if !ok {
                    bad += 1;
                    first.get_or_insert((i, x, y));
                }
            }
            if bad as f64 > frac * g.len() as f64 {
                let (i, x, y) = first.unwrap_or((0, 0.0, 0.0));
                return Err(format!(
                    "{bad}/{} elements differ; first at {i}: got {x}, want {y}",
                    g.len()
                ));
            }
            Ok(())
        }
        _ => {
            if got.bytes() != want.bytes() {
                let es = got.ty().byte_size();
                let i = got
                    .bytes()
                    .chunks(es)
                    .zip(want.bytes().chunks(es))
                    .position(|(a, b)| a != b)
                    .unwrap_or(0);
                return Err(format!("exact mismatch at element {i}"));
            }
            Ok(())
        }
    }
}

fn storage_type(entry: &serde_json::Value) -> Option<ElementType> {
    let dtype = entry["dtype"].as_str()?;
    if entry["storage"].as_str() == Some("u16bits") {
        return ElementType::from_hlo_name(dtype);
    }
    None
}

fn run_case(dir: &Path) -> Result<(), String> {
    let meta: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join("case.json")).map_err(|e| e.to_string())?,
    )
    .map_err(|e| e.to_string())?;
    let text = std::fs::read_to_string(dir.join("module.hlo")).map_err(|e| e.to_string())?;
    let module = webxla::hlo::parse_hlo(&text).map_err(|e| format!("parse: {e}"))?;
    let mut args = Vec::new();
    for inp in meta["inputs"].as_array().ok_or("no inputs")? {
        let f = inp["file"].as_str().ok_or("input without file")?;
        args.push(read_npy(&dir.join(f), storage_type(inp))?);
    }
    let outs = webxla::backend::cpu::run_module(&module, &args).map_err(|e| e.to_string())?;
    let want = meta["outputs"].as_array().ok_or("no outputs")?;
    if outs.len() != want.len() {
        return Err(format!("got {} outputs, want {}", outs.len(), want.len()));
    }
    for (k, (g, w)) in outs.iter().zip(want).enumerate() {
        let f = w["file"].as_str().ok_or("output without file")?;
        let wl = read_npy(&dir.join(f), storage_type(w))?;
        let rtol = w["rtol"].as_f64().or(meta["rtol"].as_f64()).unwrap_or(0.0);
        let atol = w["atol"].as_f64().or(meta["atol"].as_f64()).unwrap_or(0.0);
        let frac = w["allow_mismatch_frac"].as_f64().unwrap_or(0.0);
        compare(g, &wl, rtol, atol, frac).map_err(|e| format!("output {k}: {e}"))?;
    }
    Ok(())
}

#[test]
fn cpu_conformance() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .expect("tests/conformance exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("case.json").exists())
        .collect();
    dirs.sort();
    let (mut passed, mut failed) = (0, Vec::new());
    for d in &dirs {
        let name = d
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        match run_case(d) {
            Ok(()) => {
                passed += 1;
                println!("PASS {name}");
            }
            Err(e) => {
                println!("FAIL {name}: {e}");
                failed.push(name);
            }
        }
    }
    println!("{passed} passed, {} failed", failed.len());
    assert!(failed.is_empty(), "failed cases: {failed:?}");
}
