//! Malformed bytes never panic: real artifacts and plain bytecode from tests/bytecode, truncated
//! and bit-flipped, must read as `Ok` or a located `Err` (offset within the input).

use proptest::prelude::*;
use std::path::Path;

fn artifacts() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/bytecode/conformance");
    let mut out = Vec::new();
    for case in [
        "argmax_argmin",
        "conv2d_nhwc",
        "scatter_add",
        "while_fori_loop",
        "sort",
    ] {
        for v in ["vhlo_0.9.0", "vhlo_1.13.7", "vhlo_1.17.0", "plain"] {
            if let Ok(b) = std::fs::read(root.join(case).join(format!("{v}.mlirbc"))) {
                out.push(b);
            }
        }
    }
    assert!(out.len() >= 6, "artifacts present");
    out
}

fn walk(ops: &[mlir_bytecode::Op]) -> usize {
    ops.iter()
        .map(|o| {
            1 + o
                .regions
                .iter()
                .flat_map(|r| &r.blocks)
                .map(|b| walk(&b.ops))
                .sum::<usize>()
        })
        .sum()
}

#[test]
fn every_artifact_reads() {
    for a in artifacts() {
        let m = mlir_bytecode::read(&a).expect("artifact reads");
        assert!(walk(&m.ops) > 3);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn truncated_and_flipped(which in 0usize..64, cut in 0.0f64..1.0, flips in proptest::collection::vec((0.0f64..1.0, 0u8..8), 0..4)) {
        let all = artifacts();
        let mut b = all[which % all.len()].clone();
        for (at, bit) in flips {
            let i = ((b.len() as f64) * at) as usize % b.len();
            b[i] ^= 1 << bit;
        }
        let len = ((b.len() as f64) * cut) as usize;
        let b = if cut < 0.5 { b } else { b[..len].to_vec() };
        match mlir_bytecode::read(&b) {
            Ok(_) => {}
            Err(e) => prop_assert!(e.offset <= b.len(), "offset {} beyond {} bytes: {}", e.offset, b.len(), e),
        }
    }
}

#[test]
fn every_truncation_of_one_artifact() {
    let a = &artifacts()[1];
    for n in 0..a.len() {
        let e = mlir_bytecode::read(&a[..n]).expect_err("a truncated artifact is an error");
        assert!(e.offset <= n, "offset {} beyond {n}", e.offset);
    }
}
