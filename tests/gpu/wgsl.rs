//! WGSL generation without a GPU: every generated shader validates with naga (done inside
//! `generate_kernels`), and is compared with its snapshot under `tests/gpu_snapshots/`: the
//! kernels of every conformance, extra HLO and extra StableHLO program, and a few built here.
//! A missing or different snapshot fails; after an intended change, bless them explicitly
//! (`WEBXLA_BLESS=1 cargo test --release --test gpu wgsl::`) and review the diff per kernel.

use crate::gpu_common;
use gpu_common::*;
use webxla::backend::gpu::{generate_kernels, generate_wgsl};
use webxla::ir::*;

#[test]
fn elementwise_fuses_into_one_kernel() {
    let k = generate_kernels(&elementwise_module(1000)).unwrap();
    assert_eq!(
        k.len(),
        1,
        "one fused kernel expected, got {:?}",
        k.iter().map(|x| &x.0).collect::<Vec<_>>()
    );
    snapshot("elementwise", &k[0].1);
}

#[test]
fn reduce_and_dot_validate() {
    let k = generate_kernels(&reduce_dot_module(5, 7)).unwrap();
    assert_eq!(k.len(), 2);
    snapshot(
        "reduce_dot",
        &generate_wgsl(&reduce_dot_module(5, 7)).unwrap(),
    );
}

/// A sum of ten arrays reads more buffers than WebGPU's default eight per kernel: planning
/// gives intermediate sums buffers until every kernel fits, including where the overflow
/// comes from a kernel's own reads (the sum whose operands are a fused sum and an array).
#[test]
fn kernels_over_the_binding_budget_are_split() {
    let sums = sum_of_parameters(10, "f32[300]{0}");
    let hlo =
        format!("HloModule m\nENTRY e {{\n{sums}  ROOT r = f32[300]{{0}} exponential(a9)\n}}\n");
    let kernels = kernels(&hlo);
    assert!(kernels.len() > 1);
    for (name, wgsl) in &kernels {
        let bindings = wgsl.matches("@binding(").count();
        assert!(bindings <= 8, "{name} has {bindings} bindings");
    }
}

#[test]
fn generation_is_deterministic() {
    let a = generate_wgsl(&reduce_dot_module(3, 4)).unwrap();
    let b = generate_wgsl(&reduce_dot_module(3, 4)).unwrap();
    assert_eq!(a, b);
}

/// Every elementwise op on every supported type either validates or is refused as Unsupported.
#[test]
fn all_elementwise_ops_validate_or_refuse() {
    use ElementType::*;
    let types = [F32, F16, BF16, S32, U32, S8, U8, S16, U16, Pred, S64, U64];
    let mut ok = 0;
    for ty in types {
        let mut ops: Vec<Op> = UnaryOp::ALL.iter().map(|u| Op::Unary(*u)).collect();
        ops.extend(BinaryOp::ALL.iter().map(|b| Op::Binary(*b)));
        for op in ops {
            let binary = matches!(op, Op::Binary(_));
            let out_ty = if matches!(op, Op::Unary(UnaryOp::IsFinite)) {
                Pred
            } else {
                ty
            };
            let mut b = ComputationBuilder::new("main");
            let s = Shape::array(ty, vec![3, 5]);
            let x = b.add("x", Op::Parameter { index: 0 }, vec![], s.clone());
            let mut operands = vec![x];
            if binary {
                operands.push(b.add("y", Op::Parameter { index: 1 }, vec![], s.clone()));
            }
            let r = b.add("r", op.clone(), operands, Shape::array(out_ty, vec![3, 5]));
            let m = module(vec![b.finish(r).unwrap()]);
            match generate_kernels(&m) {
                Ok(_) => ok += 1,
                Err(e) => assert_eq!(
                    e.kind(),
                    webxla::ErrorKind::Unsupported,
                    "{} {}: {e}",
                    op.name(),
                    ty
                ),
            }
        }
        for to in types {
            let mut b = ComputationBuilder::new("main");
            let x = b.add(
                "x",
                Op::Parameter { index: 0 },
                vec![],
                Shape::array(ty, vec![7]),
            );
            let r = b.add("r", Op::Convert, vec![x], Shape::array(to, vec![7]));
            match generate_kernels(&module(vec![b.finish(r).unwrap()])) {
                Ok(_) => {}
                Err(e) => {
                    let wide = |t: ElementType| t.byte_size() == 8;
                    assert!(
                        wide(ty) != wide(to) && e.kind() == webxla::ErrorKind::Unsupported,
                        "{ty}->{to}: {e}"
                    );
                }
            }
        }
        for dir in [ComparisonDirection::Lt, ComparisonDirection::Ne] {
            let mut b = ComputationBuilder::new("main");
            let x = b.add(
                "x",
                Op::Parameter { index: 0 },
                vec![],
                Shape::array(ty, vec![7]),
            );
            let y = b.add(
                "y",
                Op::Parameter { index: 1 },
                vec![],
                Shape::array(ty, vec![7]),
            );
            let r = b.add(
                "r",
                Op::Compare {
                    direction: dir,
                    compare_type: None,
                },
                vec![x, y],
                Shape::array(Pred, vec![7]),
            );
            generate_kernels(&module(vec![b.finish(r).unwrap()])).unwrap();
        }
    }
    assert!(ok > 200, "only {ok} op/type pairs generated");
}

#[test]
fn wide_types_are_refused() {
    let cases = [
        (ElementType::F64, Op::Unary(UnaryOp::Negate)),
        (ElementType::C128, Op::Unary(UnaryOp::Negate)),
        (ElementType::C64, Op::Binary(BinaryOp::Maximum)),
        (ElementType::S64, Op::Unary(UnaryOp::Sqrt)),
        (ElementType::U64, Op::Binary(BinaryOp::Atan2)),
    ];
    for (ty, op) in cases {
        let binary = matches!(op, Op::Binary(_));
        let mut b = ComputationBuilder::new("main");
        let s = Shape::array(ty, vec![2]);
        let x = b.add("x", Op::Parameter { index: 0 }, vec![], s.clone());
        let operands = if binary { vec![x, x] } else { vec![x] };
        let r = b.add("r", op, operands, s);
        let e = generate_kernels(&module(vec![b.finish(r).unwrap()])).unwrap_err();
        assert_eq!(e.kind(), webxla::ErrorKind::Unsupported);
        assert!(e.message.contains(ty.hlo_name()), "{e}");
    }
}

/// The WGSL of every program of the conformance corpus and of the extra HLO and StableHLO
/// programs, planned for WebGPU's default limits, against `tests/gpu_snapshots/<corpus>/`:
/// any change to generated code shows up per kernel in review. A program the GPU backend
/// refuses snapshots its error. Missing snapshots fail; `WEBXLA_BLESS=1` writes them.
#[test]
fn every_corpus_program_matches_its_wgsl_snapshot() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut programs: Vec<(String, String, bool)> = Vec::new(); // (snapshot name, text, is_hlo)
    for case in webxla::conformance::case_dirs(&root.join("conformance")).unwrap() {
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(case.join("module.hlo")).unwrap();
        programs.push((format!("conformance/{name}"), text, true));
    }
    for corpus in ["stablehlo_extra"] {
        let mut dirs: Vec<_> = std::fs::read_dir(root.join(corpus))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.join("module.mlir").is_file())
            .collect();
        dirs.sort();
        for d in dirs {
            let name = d.file_name().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(d.join("module.mlir")).unwrap();
            programs.push((format!("{corpus}/{name}"), text, false));
        }
    }
    let mut hlo_files: Vec<_> = std::fs::read_dir(root.join("hlo_extra"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "hlo"))
        .collect();
    hlo_files.sort();
    for f in hlo_files {
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        programs.push((
            format!("hlo_extra/{name}"),
            std::fs::read_to_string(&f).unwrap(),
            true,
        ));
    }
    let mut failures = Vec::new();
    let (mut kernels_seen, mut refused) = (0, 0);
    for (name, text, is_hlo) in &programs {
        let module = if *is_hlo {
            webxla::hlo::parse_hlo(text)
        } else {
            webxla::stablehlo::parse_stablehlo(text)
        }
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        let rendered = match generate_kernels(&module) {
            Ok(ks) => {
                kernels_seen += ks.len();
                ks.iter()
                    .map(|(k, wgsl)| format!("// ---- kernel {k}\n{wgsl}"))
                    .collect::<Vec<_>>()
                    .join("\n")
            }
            Err(e) => {
                refused += 1;
                format!(
                    "// refused by the GPU backend: {}: {}\n",
                    e.kind().name(),
                    e.message
                )
            }
        };
        if let Err(e) = check_snapshot(name, &rendered) {
            failures.push(e);
        }
    }
    println!(
        "{} programs, {kernels_seen} kernels, {refused} refused by the GPU backend, {} snapshot failures",
        programs.len(),
        failures.len()
    );
    assert!(programs.len() > 150, "{} programs", programs.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
