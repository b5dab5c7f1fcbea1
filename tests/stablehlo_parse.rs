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
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = \"stablehlo.all_reduce\"(%a) ({\n    ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n      %s = stablehlo.add %x, %y : tensor<f32>\n      stablehlo.return %s : tensor<f32>\n    }) : (tensor<2xf32>) -> tensor<3xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::InvalidProgram, &["3:5", "all-reduce"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = call @nope(%a) : (tensor<2xf32>) -> tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["undefined function @nope"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.constant dense<\"0x0000\"> : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["hex constant has 2 bytes"]),
    ("module @m {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0:2 = stablehlo.add %a, %a : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
     ErrorKind::Parse, &["2 result(s)"]),
    // An init value of another element type than the input (the CPU backend's fast reduce
    // once read the f16 init as f32 and panicked; fuzz/regressions/stablehlo_text).
    ("module @m {\n  func.func @main(%a: tensor<4xf32>) -> tensor<f16> {\n    %c = stablehlo.constant dense<0.0> : tensor<f16>\n    %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f16>) -> tensor<f16>\n    return %0 : tensor<f16>\n  }\n}\n",
     ErrorKind::InvalidProgram, &["4:", "reduce", "input 0 and its init value", "f32", "f16"]),
    ("module @m {\n  func.func @main(%a: tensor<5xf32>) -> tensor<5xf16> {\n    %c = stablehlo.constant dense<0.0> : tensor<f16>\n    %0 = \"stablehlo.reduce_window\"(%a, %c) ({\n    ^bb0(%x: tensor<f16>, %y: tensor<f16>):\n      %s = stablehlo.add %x, %y : tensor<f16>\n      stablehlo.return %s : tensor<f16>\n    }) {window_dimensions = array<i64: 1>} : (tensor<5xf32>, tensor<f16>) -> tensor<5xf16>\n    return %0 : tensor<5xf16>\n  }\n}\n",
     ErrorKind::InvalidProgram, &["4:", "reduce-window", "input 0 and its init value", "f32", "f16"]),
    ("module @m {\n  func.func @main(%a: tensor<4xf32>, %b: tensor<2xf32>) -> tensor<4xf16> {\n    %c = stablehlo.constant dense<0.0> : tensor<f16>\n    %0 = \"stablehlo.select_and_scatter\"(%a, %b, %c) ({\n    ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n      %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>\n      stablehlo.return %p : tensor<i1>\n    }, {\n    ^bb0(%x: tensor<f16>, %y: tensor<f16>):\n      %s = stablehlo.add %x, %y : tensor<f16>\n      stablehlo.return %s : tensor<f16>\n    }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f16>) -> tensor<4xf16>\n    return %0 : tensor<4xf16>\n  }\n}\n",
     ErrorKind::InvalidProgram, &["4:", "select-and-scatter", "source and init value", "f32", "f16"]),
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

#[test]
fn attributes_constants_and_calls() {
    let m = parse_stablehlo(
        r#"#loc1 = loc("f.py":3:4)
module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 1 : i32}, %arg1: tensor<2xf32> {jax.buffer_donor = true}) -> (tensor<2xf32> {jax.result_info = "a"}, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<3xi1>, tensor<2xf8E4M3FN>, tensor<2xf32>) {
    %0 = stablehlo.composite "my.double" %arg0 {composite_attributes = {k = 2 : i64}, decomposition = @my.double.impl} : (tensor<2xf32>) -> tensor<2xf32>
    %1 = stablehlo.custom_call @my_target(%arg1) {api_version = 2 : i32, backend_config = "cfg", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32> loc(#loc1)
    %2 = stablehlo.constant dense<[(1.0, -2.0), (0x7FC00000, 3.5)]> : tensor<2xcomplex<f32>>
    %3 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
    %4 = stablehlo.constant dense<[1.0, 448.0]> : tensor<2xf8E4M3FN>
    %5 = stablehlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
    return %0, %1, %2, %3, %4, %5 : tensor<2xf32>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<3xi1>, tensor<2xf8E4M3FN>, tensor<2xf32>
  }
  func.func private @my.double.impl(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}"#,
    )
    .unwrap();
    assert_eq!(m.name, "jit_g");
    assert_eq!(m.aliases.len(), 1);
    assert_eq!(
        (m.aliases[0].parameter, m.aliases[0].output_index.clone()),
        (0, vec![1])
    );
    let e = m.entry_comp();
    let find = |f: &dyn Fn(&Op) -> bool| e.instructions.iter().find(|i| f(&i.op)).unwrap();
    let call = find(&|o| matches!(o, Op::Call { .. }));
    let Op::Call { computation } = call.op else {
        unreachable!()
    };
    assert_eq!(m.comp(computation).name, "my.double.impl");
    let cc = find(&|o| matches!(o, Op::CustomCall(_)));
    let Op::CustomCall(a) = &cc.op else {
        unreachable!()
    };
    assert_eq!(
        (
            a.target.as_str(),
            a.backend_config.as_str(),
            a.api_version,
            a.has_side_effect
        ),
        ("my_target", "cfg", 2, true)
    );
    let consts: Vec<&webxla::ir::Literal> = e
        .instructions
        .iter()
        .filter_map(|i| match &i.op {
            Op::Constant(l) => Some(l),
            _ => None,
        })
        .collect();
    let c64 = consts[0].as_slice::<f32>();
    assert!(c64.is_none()); // c64 elements are 8 bytes: read them as pairs below
    let raw: Vec<f32> = consts[0]
        .bytes()
        .chunks(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    assert_eq!(raw[0..2], [1.0, -2.0]);
    assert!(raw[2].is_nan());
    assert_eq!(raw[3], 3.5);
    assert_eq!(consts[1].bytes(), &[1, 0, 1]);
    assert_eq!(consts[2].bytes(), &[0x38, 0x7E]);
    assert_eq!(consts[3].as_slice::<f32>().unwrap(), &[1.0, 2.0]);
}

// ---------------------------------------------------------------- multi-device programs

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// `tests/stablehlo_extra/multi_device/*.mlir` (name, text).
fn multi_device_mlir(sub: &str) -> Vec<(String, String)> {
    let dir = repo().join("tests/stablehlo_extra/multi_device").join(sub);
    let mut v: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .map(|p| {
            (
                p.file_stem().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

#[test]
fn multi_device_programs_parse_and_verify() {
    let files = multi_device_mlir("");
    assert!(
        files.len() >= 20,
        "multi-device programs missing: {}",
        files.len()
    );
    let mut failures = Vec::new();
    for (name, text) in &files {
        match parse_stablehlo(text) {
            Ok(m) => {
                if m.num_partitions != Some(8) {
                    failures.push(format!("{name}: num_partitions {:?}", m.num_partitions));
                }
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What the two texts of one program must agree on: the entry parameters' shardings, the
/// collectives and shard_map boundaries (with their groups and shardings), and the device
/// counts where both texts state them.
#[derive(Debug, PartialEq)]
struct Summary {
    params: Vec<Option<String>>,
    ops: Vec<String>,
    num_partitions: Option<usize>,
    num_replicas: Option<usize>,
}

fn summary(m: &webxla::ir::Module) -> Summary {
    use webxla::ir::print::sharding_text;
    let entry = m.entry_comp();
    let params = entry
        .parameters
        .iter()
        .map(|&p| entry.inst(p).sharding.as_ref().map(sharding_text))
        .collect();
    let mut ops = Vec::new();
    for c in &m.computations {
        for i in &c.instructions {
            let groups = |c: &webxla::ir::CollectiveAttrs| format!("{:?}", c.replica_groups);
            let key = match &i.op {
                Op::AllReduce { collective, .. } => groups(collective),
                Op::AllGather {
                    dimension,
                    collective,
                } => format!("{dimension} {}", groups(collective)),
                Op::ReduceScatter {
                    dimension,
                    collective,
                    ..
                } => format!("{dimension} {}", groups(collective)),
                // XLA writes jax's all-to-all as one over a single dimension plus reshapes.
                Op::AllToAll { collective, .. } => groups(collective),
                Op::CollectivePermute {
                    source_target_pairs,
                    ..
                } => format!("{source_target_pairs:?}"),
                Op::CollectiveBroadcast { collective } => groups(collective),
                Op::GlobalToLocal { sharding } | Op::LocalToGlobal { sharding } => {
                    sharding_text(sharding)
                }
                _ => continue,
            };
            ops.push(format!("{} {key}", i.op.name()));
        }
    }
    ops.sort();
    Summary {
        params,
        ops,
        num_partitions: m.num_partitions,
        num_replicas: m.num_replicas,
    }
}

/// Pairs of the same program as StableHLO and HLO: the extra multi-device programs, and the
/// multi-device corpus (`tests/multi_device/<case>/module.{mlir,hlo}`) where the checkout has it.
fn multi_device_pairs() -> Vec<(String, String, String)> {
    let mut pairs = Vec::new();
    for (name, mlir) in multi_device_mlir("") {
        let hlo = repo().join(format!("tests/hlo_extra/md_{name}.hlo"));
        let hlo = std::fs::read_to_string(&hlo)
            .unwrap_or_else(|e| panic!("{name}: {}: {e}", hlo.display()));
        pairs.push((name, mlir, hlo));
    }
    if let Ok(rd) = std::fs::read_dir(repo().join("tests/multi_device")) {
        let mut dirs: Vec<PathBuf> = rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.join("module.mlir").exists() && p.join("module.hlo").exists())
            .collect();
        dirs.sort();
        for d in dirs {
            pairs.push((
                format!("multi_device/{}", d.file_name().unwrap().to_string_lossy()),
                std::fs::read_to_string(d.join("module.mlir")).unwrap(),
                std::fs::read_to_string(d.join("module.hlo")).unwrap(),
            ));
        }
    }
    pairs
}

#[test]
fn stablehlo_and_hlo_texts_of_a_program_agree() {
    let pairs = multi_device_pairs();
    let mut failures = Vec::new();
    let mut with_collectives = 0;
    for (name, mlir, hlo) in &pairs {
        let a = match parse_stablehlo(mlir) {
            Ok(m) => summary(&m),
            Err(e) => {
                failures.push(format!("{name}: mlir: {e}"));
                continue;
            }
        };
        let mut b = match webxla::hlo::parse_hlo(hlo) {
            Ok(m) => summary(&m),
            Err(e) => {
                failures.push(format!("{name}: hlo: {e}"));
                continue;
            }
        };
        // HLO text from jax states neither count.
        b.num_partitions = b.num_partitions.or(a.num_partitions);
        b.num_replicas = b.num_replicas.or(a.num_replicas);
        if a != b {
            failures.push(format!("{name}:\n  mlir {a:?}\n  hlo  {b:?}"));
        }
        if a.params.iter().all(Option::is_none) && !name.contains("shmap") {
            failures.push(format!("{name}: no parameter shardings were read"));
        }
        with_collectives += usize::from(!a.ops.is_empty());
    }
    println!(
        "{} program pairs agree ({with_collectives} with collectives or shard_map boundaries)",
        pairs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(with_collectives >= 12, "{with_collectives}");
}

/// Shardy shardings become the tile assignments XLA prints: the hand-written conversions
/// program against XLA's own `sharding={...}` on the same parameters.
#[test]
fn shardy_shardings_match_xla() {
    use webxla::ir::print::sharding_text;
    let mlir = std::fs::read_to_string(
        repo().join("tests/stablehlo_extra/multi_device/shardy_conversions.mlir"),
    )
    .unwrap();
    let m = parse_stablehlo(&mlir).unwrap();
    let e = m.entry_comp();
    let got: Vec<String> = e
        .parameters
        .iter()
        .map(|&p| sharding_text(e.inst(p).sharding.as_ref().unwrap()))
        .collect();
    let want = [
        "{devices=[2,1,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}",
        "{devices=[2,4]0,2,4,6,1,3,5,7}",
        "{devices=[4,2]7,3,6,2,5,1,4,0}",
        "{devices=[2,2,2]0,4,1,5,2,6,3,7 last_tile_dim_replicate}",
        "{devices=[1,2,4]0,2,4,6,1,3,5,7 last_tile_dim_replicate}",
        "{devices=[2,4]0,2,4,6,1,3,5,7}",
        "{devices=[4,1,2]0,4,1,5,2,6,3,7 last_tile_dim_replicate}",
        "{devices=[2,1,4]0,1,4,5,2,3,6,7 last_tile_dim_replicate}",
        "{replicated}",
        "{devices=[8,1]7,6,5,4,3,2,1,0}",
        "{devices=[8,1]0,2,4,6,1,3,5,7}",
    ];
    assert_eq!(got, want);
    // The constraint inside, and the results (no sharding: no copy).
    let c = e
        .instructions
        .iter()
        .find(|i| matches!(i.op, Op::Copy))
        .unwrap();
    assert_eq!(
        sharding_text(c.sharding.as_ref().unwrap()),
        "{devices=[1,4,2]0,4,1,5,2,6,3,7 last_tile_dim_replicate}"
    );
}

#[test]
fn partially_manual_programs_are_refused() {
    let files = multi_device_mlir("refused");
    assert_eq!(files.len(), 2);
    for (name, mlir) in files {
        let hlo = std::fs::read_to_string(repo().join(format!(
            "tests/stablehlo_extra/multi_device/refused/{name}.hlo"
        )))
        .unwrap();
        for (form, r) in [
            ("mlir", parse_stablehlo(&mlir)),
            ("hlo", webxla::hlo::parse_hlo(&hlo)),
        ] {
            let e = r.expect_err(&format!("{name} ({form}) must be refused"));
            assert_eq!(e.kind, ErrorKind::Unsupported, "{name} ({form}): {e}");
            assert!(
                e.message.contains("only some mesh axes") && e.message.contains('^'),
                "{name} ({form}): {e}"
            );
            if !name.starts_with("gspmd") {
                assert!(e.message.contains("\"y\""), "{name} ({form}): {e}");
            }
        }
    }
}

const MANUAL: &str = r#"module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]>
  func.func public @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, tensor<8x8xf32>) {
    %c = sdy.sharding_constraint %a <@mesh, [{}, {"x"}]> : tensor<8x8xf32>
    %0:2 = sdy.manual_computation(%c, %a) in_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"x", ?}, {?}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%l: tensor<2x4xf32>, %m: tensor<2x8xf32>) {
      %1 = "stablehlo.all_gather"(%l) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
      %2 = "stablehlo.reduce_scatter"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %s = stablehlo.add %x, %y : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<2x4xf32>
      %3 = "stablehlo.all_to_all"(%m) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x8xf32>) -> tensor<4x4xf32>
      %4 = "stablehlo.collective_permute"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %5 = "stablehlo.collective_broadcast"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<> : tensor<0x0xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %6:2 = "stablehlo.all_reduce"(%5, %m) <{replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %s = stablehlo.maximum %x, %y : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2x4xf32>, tensor<2x8xf32>) -> (tensor<2x4xf32>, tensor<2x8xf32>)
      %7 = stablehlo.partition_id : tensor<ui32>
      %8:2 = "stablehlo.all_gather"(%l, %m) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>, tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x16xf32>)
      %9:2 = "stablehlo.all_to_all"(%l, %m) <{concat_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2x4xf32>, tensor<2x8xf32>) -> (tensor<1x8xf32>, tensor<1x16xf32>)
      sdy.return %6#0, %6#1 : tensor<2x4xf32>, tensor<2x8xf32>
    } : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    return %0#0, %0#1 : tensor<8x8xf32>, tensor<8x8xf32>
  }
}"#;

#[test]
fn manual_computations_and_collectives_lower() {
    use webxla::ir::print::sharding_text;
    use webxla::ir::HloSharding;
    let m = parse_stablehlo(MANUAL).unwrap();
    let e = m.entry_comp();
    let of = |f: &dyn Fn(&Op) -> bool| -> Vec<&webxla::ir::Instruction> {
        e.instructions.iter().filter(|i| f(&i.op)).collect()
    };
    let g2l = of(&|o| matches!(o, Op::GlobalToLocal { .. }));
    let l2g = of(&|o| matches!(o, Op::LocalToGlobal { .. }));
    let text = |i: &webxla::ir::Instruction| match &i.op {
        Op::GlobalToLocal { sharding } | Op::LocalToGlobal { sharding } => sharding_text(sharding),
        _ => unreachable!(),
    };
    assert_eq!(
        g2l.iter().map(|i| text(i)).collect::<Vec<_>>(),
        [
            "{devices=[4,2]0,1,2,3,4,5,6,7}",
            "{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"
        ]
    );
    assert_eq!(l2g.len(), 2);
    // The GlobalToLocal of the constrained value reads the constraint's copy.
    let copy = e.inst(g2l[0].operands[0]);
    assert!(matches!(copy.op, Op::Copy));
    assert_eq!(
        sharding_text(copy.sharding.as_ref().unwrap()),
        "{devices=[1,4,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"
    );
    // Collectives: attributes as written; the variadic all_reduce is one op per operand.
    let find = |name: &str| of(&|o| o.name() == name);
    match &find("all-gather")[0].op {
        Op::AllGather {
            dimension,
            collective,
        } => {
            assert_eq!(*dimension, 0);
            assert_eq!(collective.replica_groups, [[0, 2, 4, 6], [1, 3, 5, 7]]);
            assert_eq!(collective.channel_id, Some(1));
            assert!(collective.use_global_device_ids);
        }
        _ => unreachable!(),
    }
    assert!(matches!(
        &find("all-to-all")[0].op,
        Op::AllToAll { dimensions: Some((1, 0)), collective } if collective.replica_groups.len() == 4
    ));
    assert!(matches!(
        &find("collective-permute")[0].op,
        Op::CollectivePermute { source_target_pairs, channel_id: Some(4) } if source_target_pairs == &[(0, 1), (1, 0)]
    ));
    assert!(matches!(
        &find("collective-broadcast")[0].op,
        Op::CollectiveBroadcast { collective } if collective.replica_groups.is_empty() && collective.channel_id.is_none()
    ));
    assert_eq!(find("all-reduce").len(), 2);
    // A variadic all_gather is one op with a tuple result; a variadic all_to_all is one op
    // per operand.
    assert_eq!(find("all-gather").len(), 2);
    assert!(find("all-gather")[1]
        .shape
        .as_tuple()
        .is_some_and(|t| t.len() == 2));
    assert_eq!(find("all-to-all").len(), 3);
    assert_eq!(find("reduce-scatter").len(), 1);
    assert_eq!(find("partition-id").len(), 1);
    // The annotated result gets a copy carrying its sharding; the other does not.
    let root = e.root_inst();
    let r0 = e.inst(root.operands[0]);
    assert!(matches!(r0.op, Op::Copy));
    assert_eq!(
        r0.sharding,
        Some(HloSharding::tiled(vec![4, 2], (0..8).collect()))
    );
    assert!(matches!(
        e.inst(root.operands[1]).op,
        Op::LocalToGlobal { .. }
    ));
    assert_eq!(
        e.inst(e.parameters[0])
            .sharding
            .as_ref()
            .map(sharding_text)
            .as_deref(),
        Some("{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}")
    );
}

/// The generic forms of Shardy ops read like their pretty forms.
#[test]
fn generic_shardy_ops_agree_with_pretty() {
    let pretty = r#"module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c = sdy.sharding_constraint %a <@mesh, [{"x"}]> : tensor<4xf32>
    %0 = sdy.manual_computation(%c) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<2xf32>) {
      %1 = stablehlo.negate %l : tensor<2xf32>
      sdy.return %1 : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}"#;
    let generic = r#"module @m {
  sdy.mesh @mesh = #sdy.mesh<["x"=2]>
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c = "sdy.sharding_constraint"(%a) <{sharding = #sdy.sharding<@mesh, [{"x"}]>}> : (tensor<4xf32>) -> tensor<4xf32>
    %0 = "sdy.manual_computation"(%c) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
    ^bb0(%l: tensor<2xf32>):
      %1 = "stablehlo.negate"(%l) : (tensor<2xf32>) -> tensor<2xf32>
      "sdy.return"(%1) : (tensor<2xf32>) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}"#;
    let a = parse_stablehlo(pretty).unwrap();
    let b = parse_stablehlo(generic).unwrap();
    let ops = |m: &webxla::ir::Module| -> Vec<(Op, Option<String>)> {
        m.entry_comp()
            .instructions
            .iter()
            .map(|i| {
                (
                    i.op.clone(),
                    i.sharding.as_ref().map(webxla::ir::print::sharding_text),
                )
            })
            .collect()
    };
    assert_eq!(ops(&a), ops(&b));
    assert_eq!(
        ops(&a)
            .iter()
            .filter(|(o, _)| matches!(o, Op::GlobalToLocal { .. } | Op::LocalToGlobal { .. }))
            .count(),
        2
    );
}

/// Malformed Shardy text and collectives, and what webxla refuses: (replace this, with this,
/// kind, message fragments) applied to `MANUAL`.
#[test]
fn bad_multi_device_inputs_give_located_typed_errors() {
    use ErrorKind::{InvalidProgram, Parse, Unsupported};
    let cases: &[(&str, &str, ErrorKind, &[&str])] = &[
        (r#"<["x"=4, "y"=2]>"#, r#"<["x"=4, "y"=0]>"#, Parse, &["2:33:", "size 0", "^"]),
        (r#"<["x"=4, "y"=2]>"#, r#"<["x"=4 "y"=2]>"#, Parse, &["2:28:", "expected ','"]),
        (
            r#"#sdy.sharding<@mesh, [{"x"}, {}]>}"#,
            r#"#sdy.sharding<@other, [{"x"}, {}]>}"#,
            Parse,
            &["3:", "@other", "not defined"],
        ),
        (
            r#"#sdy.sharding<@mesh, [{"x"}, {}]>}"#,
            r#"#sdy.sharding<@mesh, [{"x"}]>}"#,
            Parse,
            &["3:", "rank 2"],
        ),
        (
            r#"#sdy.sharding<@mesh, [{"x"}, {}]>}"#,
            r#"#sdy.sharding<@mesh, [{"x"}, {"x"}]>}"#,
            Parse,
            &["3:", "shards two dimensions"],
        ),
        (
            r#"#sdy.sharding<@mesh, [{"x"}, {}]>}"#,
            r#"#sdy.sharding<@mesh, [{"x":(3)2}, {}]>}"#,
            Parse,
            &["3:", "does not divide"],
        ),
        (
            r#"%a <@mesh, [{}, {"x"}]>"#,
            r#"%a <@mesh, [{}, {x}]>"#,
            Parse,
            &["4:51:", "expected a quoted axis name"],
        ),
        (
            r#"manual_axes={"x", "y"}"#,
            r#"manual_axes={"x"}"#,
            Unsupported,
            &["5:", "only some mesh axes", "\"y\""],
        ),
        (
            r#"manual_axes={"x", "y"}"#,
            r#"manual_axes={"x", "z"}"#,
            Parse,
            &["5:", "manual axis \"z\" is not an axis"],
        ),
        (
            r#"(%l: tensor<2x4xf32>, %m: tensor<2x8xf32>)"#,
            r#"(%l: tensor<2x4xf32>)"#,
            Parse,
            &["5:", "block argument"],
        ),
        (
            "all_gather_dim = 0 : i64",
            "all_gather_dim = 2 : i64",
            InvalidProgram,
            &["all-gather", "out of range"],
        ),
        (
            "dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<2x4xf32>) -> tensor<8x4xf32>",
            "dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<2x4xf32>) -> tensor<6x4xf32>",
            InvalidProgram,
            &["all-gather"],
        ),
        ("split_count = 2", "split_count = 4", InvalidProgram, &["12:7:", "split_count 4", "group size 2"]),
        (
            "dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>",
            "dense<[[0, 1, 2]]> : tensor<1x3xi64>",
            Parse,
            &["13:7:", "source_target_pairs"],
        ),
        (
            "dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>",
            "dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>",
            InvalidProgram,
            &["collective-permute", "sends from 0 twice"],
        ),
        (
            "replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>",
            "replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 6]]> : tensor<2x4xi64>",
            InvalidProgram,
            &["all-reduce", "two replica groups"],
        ),
        (
            "replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>",
            "replica_groups = dense<[0, 1]> : tensor<2xi64>",
            Parse,
            &["15:7:", "2-D"],
        ),
        (
            "#stablehlo.channel_handle<handle = 1, type = 1>, replica",
            "3, replica",
            Parse,
            &["6:7:", "channel_handle"],
        ),
    ];
    assert!(parse_stablehlo(MANUAL).is_ok());
    for (i, (from, to, kind, needles)) in cases.iter().enumerate() {
        assert!(MANUAL.contains(from), "case {i}: {from}");
        let text = MANUAL.replacen(from, to, 1);
        match parse_stablehlo(&text) {
            Ok(_) => panic!("case {i}: expected an error"),
            Err(e) => {
                assert_eq!(e.kind, *kind, "case {i}: {e}");
                for n in *needles {
                    assert!(e.message.contains(n), "case {i}: message lacks {n:?}:\n{e}");
                }
            }
        }
    }
    // GSPMD boundaries need their shardings.
    let gspmd = r#"module @m attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<2xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
    %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<2xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}"#;
    let m = parse_stablehlo(gspmd).unwrap();
    let names: Vec<&str> = m
        .entry_comp()
        .instructions
        .iter()
        .map(|i| i.op.name())
        .collect();
    assert_eq!(
        names,
        [
            "parameter",
            "copy",
            "global-to-local",
            "copy",
            "local-to-global"
        ]
    );
    let gspmd_cases: &[(&str, &str, ErrorKind, &[&str])] = &[
        (
            r#"@Sharding(%a) {mhlo.sharding = "{devices=[2]<=[2]}"}"#,
            r#"@Other(%a) {}"#,
            Parse,
            &["4:5:", "operand to carry a sharding"],
        ),
        (
            r#"@SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[2]<=[2]}"}"#,
            r#"@SPMDShardToFullShape(%2) {}"#,
            Parse,
            &["6:5:", "needs an mhlo.sharding"],
        ),
        (
            r#"{mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>)"#,
            r#"{mhlo.sharding = "{devices=[3]<=[2]}"} : (tensor<4xf32>)"#,
            Parse,
            &["3:5:", "invalid mhlo.sharding \"{devices=[3]<=[2]}\" (at character 18): iota device reshape [2] does not hold 3 devices"],
        ),
        (
            r#"@SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"}"#,
            r#"@SPMDFullToShardShape(%0) {mhlo.sharding = "{devices=[1,2]<=[2] last_tile_dims={manual}}"}"#,
            Unsupported,
            &["4:5:", "only some mesh axes"],
        ),
    ];
    for (i, (from, to, kind, needles)) in gspmd_cases.iter().enumerate() {
        assert!(gspmd.contains(from), "gspmd case {i}: {from}");
        let e = parse_stablehlo(&gspmd.replacen(from, to, 1)).unwrap_err();
        assert_eq!(e.kind, *kind, "gspmd case {i}: {e}");
        for n in *needles {
            assert!(
                e.message.contains(n),
                "gspmd case {i}: message lacks {n:?}:\n{e}"
            );
        }
    }
}
