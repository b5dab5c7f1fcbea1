//! Plain bytecode (stablehlo, chlo, func and sdy ops, as `jaxlib.mlir` writes it): every
//! `plain.mlirbc` of tests/bytecode reads, `tests/data/plain_attrs.mlirbc` (jaxlib's bytecode of
//! `plain_attrs.mlir`) decodes each StableHLO/CHLO attribute kind to what its text says, and
//! `plain_sdy.mlirbc` the Shardy ops JAX programs hold.

use mlir_bytecode::{read, Attr, EnumKind, FloatKind, Module, Op, Type};
use std::path::Path;

fn walk<'a>(ops: &'a [Op], out: &mut Vec<&'a Op>) {
    for o in ops {
        out.push(o);
        for r in &o.regions {
            for b in &r.blocks {
                walk(&b.ops, out);
            }
        }
    }
}

#[test]
fn every_plain_file_reads() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/bytecode");
    let mut n = 0;
    for corpus in ["conformance", "stablehlo_extra", "multi_device"] {
        for e in std::fs::read_dir(root.join(corpus)).expect("corpus present") {
            let p = e.unwrap().path().join("plain.mlirbc");
            let Ok(b) = std::fs::read(&p) else { continue };
            let m = read(&b).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            assert_eq!(m.version, 6);
            let mut ops = Vec::new();
            walk(&m.ops, &mut ops);
            assert!(ops.iter().any(|o| o.name == "func.func"));
            n += 1;
        }
    }
    assert!(n >= 200, "{n} files");
}

fn fixture() -> Module {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/plain_attrs.mlirbc");
    read(&std::fs::read(p).unwrap()).expect("fixture reads")
}

fn i(v: i128) -> Attr {
    Attr::Int {
        ty: Type::Int {
            width: 64,
            signedness: mlir_bytecode::Signedness::Signless,
        },
        value: v,
    }
}

fn ints(v: &[i128]) -> Attr {
    Attr::Array(v.iter().map(|&x| i(x)).collect())
}

fn field<'a>(a: &'a Attr, kind: &str, name: &str) -> &'a Attr {
    match a {
        Attr::Struct { kind: k, fields } if *k == kind => {
            &fields.iter().find(|(n, _)| *n == name).expect(name).1
        }
        other => panic!("expected a {kind} struct, found {other:?}"),
    }
}

#[test]
fn stablehlo_and_chlo_attributes_decode() {
    let m = fixture();
    assert_eq!(m.producer, "MLIR23.0.0git");
    // jaxlib records no dialect versions in plain bytecode.
    let names: Vec<&str> = m.dialects.iter().map(|(d, _)| d.as_str()).collect();
    assert_eq!(names, ["builtin", "func", "stablehlo", "chlo"]);
    assert!(m.dialects.iter().all(|(_, v)| v.is_none()));
    let mut ops = Vec::new();
    walk(&m.ops, &mut ops);
    let find = |name: &str, nth: usize| -> &Op {
        ops.iter()
            .filter(|o| o.name == name)
            .nth(nth)
            .unwrap_or_else(|| panic!("{name} #{nth}"))
    };
    let e = |kind, value| Attr::Enum { kind, value };

    // The function: a token argument and a bounded dynamic dimension.
    let f = find("func.func", 0);
    let Some(Attr::Type(Type::Function { inputs, .. })) = f.attr("function_type") else {
        panic!("function_type")
    };
    assert_eq!(inputs[3], Type::Token);
    match &inputs[5] {
        Type::Tensor {
            shape, encoding, ..
        } => {
            assert_eq!(shape, &[i64::MIN]);
            assert_eq!(encoding.as_deref(), Some(&Attr::TypeExtensions(vec![4])));
        }
        other => panic!("{other:?}"),
    }

    let dot = find("stablehlo.dot_general", 0);
    let dims = dot.attr("dot_dimension_numbers").unwrap();
    assert_eq!(field(dims, "dot", "lhs_batching_dimensions"), &ints(&[]));
    assert_eq!(
        field(dims, "dot", "lhs_contracting_dimensions"),
        &ints(&[1])
    );
    assert_eq!(
        field(dims, "dot", "rhs_contracting_dimensions"),
        &ints(&[0])
    );
    let alg = dot.attr("algorithm").unwrap();
    assert_eq!(
        field(alg, "dot_algorithm", "lhs_precision_type"),
        &Attr::Type(Type::Float(FloatKind::BF16))
    );
    assert_eq!(
        field(alg, "dot_algorithm", "num_primitive_operations"),
        &i(6)
    );
    assert_eq!(
        field(alg, "dot_algorithm", "allow_imprecise_accumulation"),
        &Attr::Bool(false)
    );
    assert_eq!(
        find("stablehlo.dot_general", 1).attr("precision_config"),
        Some(&Attr::Array(vec![
            e(EnumKind::Precision, 1),
            e(EnumKind::Precision, 2)
        ]))
    );

    assert_eq!(
        find("stablehlo.fft", 0).attr("fft_type"),
        Some(&e(EnumKind::FftType, 1))
    );
    match find("stablehlo.exponential", 0).attr("result_accuracy") {
        Some(Attr::ResultAccuracy {
            atol,
            rtol,
            ulps,
            mode,
        }) => {
            assert_eq!((*atol, *rtol, *ulps), (1e-5, 0.5, 2));
            assert_eq!(**mode, e(EnumKind::ResultAccuracyMode, 2));
        }
        other => panic!("{other:?}"),
    }
    let ts = find("stablehlo.triangular_solve", 0);
    assert_eq!(ts.attr("transpose_a"), Some(&e(EnumKind::Transpose, 3)));
    assert_eq!(ts.attr("left_side"), Some(&Attr::Bool(true)));
    assert_eq!(
        find("stablehlo.rng", 0).attr("rng_distribution"),
        Some(&e(EnumKind::RngDistribution, 2))
    );
    assert_eq!(
        find("stablehlo.rng_bit_generator", 0).attr("rng_algorithm"),
        Some(&e(EnumKind::RngAlgorithm, 2))
    );

    let g = find("stablehlo.gather", 0)
        .attr("dimension_numbers")
        .unwrap();
    assert_eq!(field(g, "gather", "offset_dims"), &ints(&[1]));
    assert_eq!(field(g, "gather", "collapsed_slice_dims"), &ints(&[0]));
    assert_eq!(field(g, "gather", "start_index_map"), &ints(&[0]));
    assert_eq!(field(g, "gather", "index_vector_dim"), &i(1));

    let c = find("stablehlo.convolution", 0)
        .attr("dimension_numbers")
        .unwrap();
    assert_eq!(field(c, "conv", "input_feature_dimension"), &i(1));
    assert_eq!(field(c, "conv", "kernel_output_feature_dimension"), &i(0));
    assert_eq!(field(c, "conv", "kernel_input_feature_dimension"), &i(1));
    assert_eq!(field(c, "conv", "output_spatial_dimensions"), &ints(&[]));

    let ch = find("stablehlo.all_reduce", 0)
        .attr("channel_handle")
        .unwrap();
    assert_eq!(field(ch, "channel_handle", "handle"), &i(5));
    assert_eq!(field(ch, "channel_handle", "type"), &i(2));

    let cmp = find("stablehlo.compare", 0);
    assert_eq!(
        cmp.attr("comparison_direction"),
        Some(&e(EnumKind::ComparisonDirection, 0))
    );
    assert_eq!(
        cmp.attr("compare_type"),
        Some(&e(EnumKind::ComparisonType, 2))
    );
    let bc = find("chlo.broadcast_compare", 0);
    assert_eq!(
        bc.attr("comparison_direction"),
        Some(&e(EnumKind::ComparisonDirection, 5))
    );
    assert_eq!(
        bc.attr("compare_type"),
        Some(&e(EnumKind::ComparisonType, 1))
    );

    // chlo.scan stores operand and result segment sizes after its attributes.
    let scan = find("chlo.scan", 0);
    assert_eq!(scan.attr("dimension"), Some(&i(0)));
    assert_eq!((scan.operands.len(), scan.results.len()), (2, 2));

    // i1 dense elements are bit-packed in bytecode; read back one byte per element.
    match find("stablehlo.constant", 3).attr("value") {
        Some(Attr::Tensor { data, .. }) => assert_eq!(data, &[1, 0, 1, 1, 0, 0, 0, 1, 1]),
        other => panic!("{other:?}"),
    }
    assert_eq!(find("stablehlo.after_all", 0).results[0].ty, Type::Token);
}

#[test]
fn shardy_ops_read() {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/plain_sdy.mlirbc");
    let m = read(&std::fs::read(p).unwrap()).expect("fixture reads");
    let mut ops = Vec::new();
    walk(&m.ops, &mut ops);
    let find = |name: &str| *ops.iter().find(|o| o.name == name).expect(name);
    assert_eq!(
        find("sdy.reshard").attr("sharding"),
        Some(&Attr::Text("#sdy.sharding<@mesh, [{}]>".into()))
    );
    assert_eq!(find("sdy.sharding_group").attr("group_id"), Some(&i(3)));
    assert!(find("sdy.propagation_barrier")
        .attr("allowed_direction")
        .is_some());
    assert_eq!(
        find("sdy.mesh").attr("mesh"),
        Some(&Attr::Text("#sdy.mesh<[\"x\"=2]>".into()))
    );
}
