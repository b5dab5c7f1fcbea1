//! StableHLO front end tests: every corpus `module.mlir` parses, lowers and verifies with the
//! parameter/result shapes of its `case.json`; malformed and unsupported inputs give typed,
//! located errors; extra programs (CHLO ops and ops the corpus lacks) parse.

use std::path::{Path, PathBuf};

use webxla::ir::{Op, Shape};
use webxla::stablehlo::{looks_like_stablehlo, parse_stablehlo};
use webxla::ErrorKind;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance")
}

fn case_dirs() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("module.mlir").exists())
        .collect();
    v.sort();
    v
}

fn shape_of(entry: &serde_json::Value) -> (String, Vec<usize>) {
    let dtype = entry["dtype"].as_str().expect("dtype").to_string();
    let shape = entry["shape"]
        .as_array()
        .expect("shape")
        .iter()
        .map(|d| d.as_u64().expect("dim") as usize)
        .collect();
    (dtype, shape)
}

#[test]
fn corpus_modules_parse_lower_and_verify() {
    let dirs = case_dirs();
    assert_eq!(dirs.len(), 62, "expected the 62 public corpus cases");
    let mut failures = Vec::new();
    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(dir.join("module.mlir")).unwrap();
        assert!(
            looks_like_stablehlo(&text),
            "{name}: not detected as StableHLO"
        );
        let module = match parse_stablehlo(&text) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let case: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("case.json")).unwrap()).unwrap();
        let entry = module.entry_comp();
        let params: Vec<(String, Vec<usize>)> = entry
            .parameter_shapes()
            .iter()
            .map(|s| {
                let a = s.as_array().expect("array parameter");
                (a.ty.hlo_name().to_string(), a.dims.clone())
            })
            .collect();
        let want_params: Vec<_> = case["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .map(shape_of)
            .collect();
        if params != want_params {
            failures.push(format!(
                "{name}: parameters {params:?}, case.json says {want_params:?}"
            ));
        }
        let outs: Vec<(String, Vec<usize>)> = entry
            .result_shape()
            .leaves()
            .iter()
            .map(|a| (a.ty.hlo_name().to_string(), a.dims.clone()))
            .collect();
        let want_outs: Vec<_> = case["outputs"]
            .as_array()
            .unwrap()
            .iter()
            .map(shape_of)
            .collect();
        if outs != want_outs {
            failures.push(format!(
                "{name}: results {outs:?}, case.json says {want_outs:?}"
            ));
        }
        if want_outs.len() > 1 {
            assert!(
                matches!(entry.result_shape(), Shape::Tuple(_)),
                "{name}: several outputs need a tuple root"
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        dirs.len(),
        failures.join("\n")
    );
}

#[test]
fn format_detection() {
    assert!(looks_like_stablehlo("module @jit_f {\n}"));
    assert!(looks_like_stablehlo("func.func @main() {\n}"));
    assert!(!looks_like_stablehlo("HloModule jit_f\n\nENTRY main {\n}"));
    for dir in case_dirs() {
        let hlo = std::fs::read_to_string(dir.join("module.hlo")).unwrap();
        assert!(!looks_like_stablehlo(&hlo), "{}", dir.display());
    }
}

/// (program, expected kind, substrings the message must contain)
const BAD: &[(&str, ErrorKind, &[&str])] = &[
    ("", ErrorKind::Parse, &["1:1", "no functions"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.frobnicate %a : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["3:5", "unknown operation 'stablehlo.frobnicate'", "^"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    return %b : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["3:12", "undefined value '%b'"]),
    ("module @m {\n  func.func @main(%a: tensor<?xf32>) -> tensor<2xf32> {\n    return %a : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Unsupported, &["2:30", "dynamic"]),
    ("module @m {\n  func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xf32> {\n  }\n}\n",
     ErrorKind::Unsupported, &["quantized"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.add %a, %a : tensor<2xf32>\n",
     ErrorKind::Parse, &["end of input"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["3:5", "3 elements"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.add %a, %a : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["no return"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.add %a, %a : tensor<2xf32> @\n  }\n}\n",
     ErrorKind::Parse, &["3:"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = \"stablehlo.all_reduce\"(%a) ({\n    ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n      %s = stablehlo.add %x, %y : tensor<f32>\n      stablehlo.return %s : tensor<f32>\n    }) : (tensor<2xf32>) -> tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Unsupported, &["3:5", "collective"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = call @nope(%a) : (tensor<2xf32>) -> tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["undefined function @nope"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.constant dense<\"0x0000\"> : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["hex constant has 2 bytes"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0:2 = stablehlo.add %a, %a : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["2 result(s)"]),
];

#[test]
fn bad_inputs_give_located_typed_errors() {
    for (i, (text, kind, needles)) in BAD.iter().enumerate() {
        match parse_stablehlo(text) {
            Ok(_) => panic!("case {i}: expected an error"),
            Err(e) => {
                assert_eq!(e.kind, *kind, "case {i}: {e}");
                for n in *needles {
                    assert!(e.message.contains(n), "case {i}: message lacks {n:?}:\n{e}");
                }
            }
        }
    }
}

#[test]
fn generic_and_pretty_forms_agree() {
    let pretty = r#"module @m {
  func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<3x2xf32> {
    %0 = stablehlo.add %a, %b : tensor<2x3xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
}"#;
    let generic = r#"module @m {
  func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<3x2xf32> {
    %0 = "stablehlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "stablehlo.transpose"(%0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32> loc(#loc1)
    "func.return"(%1) : (tensor<3x2xf32>) -> ()
  }
}
#loc1 = loc("x.py":1:2)"#;
    let a = parse_stablehlo(pretty).unwrap();
    let b = parse_stablehlo(generic).unwrap();
    let ops = |m: &webxla::ir::Module| -> Vec<Op> {
        m.entry_comp()
            .instructions
            .iter()
            .map(|i| i.op.clone())
            .collect()
    };
    assert_eq!(ops(&a), ops(&b));
}

fn extra_dirs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/stablehlo_extra");
    let mut v: Vec<PathBuf> = std::fs::read_dir(root)
        .expect("extra directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("module.mlir").exists())
        .collect();
    v.sort();
    v
}

fn count_files(dir: &Path, prefix: &str) -> usize {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            let n = e.file_name().to_string_lossy().to_string();
            n.starts_with(prefix) && n.ends_with(".npy")
        })
        .count()
}

#[test]
fn extra_programs_parse_and_verify() {
    let dirs = extra_dirs();
    assert!(dirs.len() >= 25, "extra programs missing: {}", dirs.len());
    let mut failures = Vec::new();
    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(dir.join("module.mlir")).unwrap();
        match parse_stablehlo(&text) {
            Ok(m) => {
                let entry = m.entry_comp();
                let n_in = count_files(dir, "in");
                let n_out = count_files(dir, "out");
                if entry.parameters.len() != n_in || entry.result_shape().leaves().len() != n_out {
                    failures.push(format!(
                        "{name}: {} params / {} results, files say {n_in} / {n_out}",
                        entry.parameters.len(),
                        entry.result_shape().leaves().len()
                    ));
                }
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// CHLO ops never survive lowering: every op of the result is an HLO op, and the decompositions
/// use the ops XLA uses for them.
#[test]
fn chlo_ops_are_decomposed() {
    let m = parse_stablehlo(
        r#"module @m {
  func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>, %z: tensor<3x4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<3x4xf32>, tensor<3x2xf32>, tensor<3x2xi32>) {
    %0 = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
    %1 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
    %2 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
    %3 = chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    %4 = chlo.broadcast_add %z, %x : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %values, %indices = chlo.top_k(%z, k = 2) : tensor<3x4xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
    return %0, %1, %2, %3, %4, %values, %indices : tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<3x4xf32>, tensor<3x2xf32>, tensor<3x2xi32>
  }
}"#,
    )
    .unwrap();
    let ops: Vec<&Op> = m.entry_comp().instructions.iter().map(|i| &i.op).collect();
    assert!(ops.iter().any(|o| matches!(
        o,
        Op::TopK {
            k: 2,
            largest: true
        }
    )));
    assert!(ops
        .iter()
        .any(|o| matches!(o, Op::Unary(webxla::ir::UnaryOp::Log1p))));
    assert!(ops.iter().any(|o| matches!(o, Op::BitcastConvert)));
    assert!(ops
        .iter()
        .any(|o| matches!(o, Op::Broadcast { dimensions } if dimensions == &vec![1])));
    assert!(!ops.iter().any(|o| matches!(o, Op::CustomCall(_))));
}

#[test]
fn regions_capture_outer_values() {
    // `case` branches and `while` bodies may use values of the enclosing function.
    let m = parse_stablehlo(
        r#"module @m {
  func.func @main(%i: tensor<i32>, %x: tensor<2xf32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<2.0> : tensor<2xf32>
    %0 = "stablehlo.case"(%i) ({
      %1 = stablehlo.multiply %x, %c : tensor<2xf32>
      stablehlo.return %1 : tensor<2xf32>
    }, {
      stablehlo.return %x : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.while(%it = %z, %acc = %0) : tensor<i32>, tensor<2xf32>
    cond {
      %k = stablehlo.compare LT, %it, %i, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %k : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %it, %one : tensor<i32>
      %a = stablehlo.add %acc, %x : tensor<2xf32>
      stablehlo.return %n, %a : tensor<i32>, tensor<2xf32>
    }
    return %2#1 : tensor<2xf32>
  }
}"#,
    )
    .unwrap();
    let entry = m.entry_comp();
    let cond = entry
        .instructions
        .iter()
        .find(|i| matches!(i.op, Op::Conditional { .. }))
        .unwrap();
    assert_eq!(cond.operands.len(), 3);
    let w = entry
        .instructions
        .iter()
        .find(|i| matches!(i.op, Op::While { .. }))
        .unwrap();
    // (it, acc, captured %i, captured %x)
    assert_eq!(w.shape.as_tuple().map(|t| t.len()), Some(4));
}
