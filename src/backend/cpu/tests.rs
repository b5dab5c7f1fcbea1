//! Builder-based unit tests of the CPU interpreter (the conformance corpus runs in
//! `tests/conformance.rs`).

use super::run_module;
use crate::error::ErrorKind;
use crate::ir::trip_count;
use crate::ir::*;

const F32: ElementType = ElementType::F32;
const S32: ElementType = ElementType::S32;
const PRED: ElementType = ElementType::Pred;

fn arr(ty: ElementType, dims: &[usize]) -> Shape {
    Shape::array(ty, dims.to_vec())
}

fn module(comps: Vec<Computation>, entry: usize) -> Module {
    Module {
        name: "t".into(),
        computations: comps,
        entry: CompId(entry as u32),
        aliases: vec![],
        num_replicas: None,
        num_partitions: None,
    }
}

fn f32s(l: &Literal) -> Vec<f32> {
    l.as_slice::<f32>().unwrap().to_vec()
}

fn s32s(l: &Literal) -> Vec<i32> {
    l.as_slice::<i32>().unwrap().to_vec()
}

fn lf(dims: &[usize], v: &[f32]) -> Literal {
    Literal::from_slice(F32, dims.to_vec(), v).unwrap()
}

fn li(dims: &[usize], v: &[i32]) -> Literal {
    Literal::from_slice(S32, dims.to_vec(), v).unwrap()
}

/// `(a, b) -> a op b` on scalars of `ty`.
fn reducer(name: &str, op: BinaryOp, ty: ElementType) -> Computation {
    let mut b = ComputationBuilder::new(name);
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], Shape::scalar(ty));
    let y = b.add("y", Op::Parameter { index: 1 }, vec![], Shape::scalar(ty));
    let r = b.add("r", Op::Binary(op), vec![x, y], Shape::scalar(ty));
    b.finish(r).unwrap()
}

fn binary_module(op: BinaryOp, ty: ElementType, n: usize) -> Module {
    let mut b = ComputationBuilder::new("main");
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], arr(ty, &[n]));
    let y = b.add("y", Op::Parameter { index: 1 }, vec![], arr(ty, &[n]));
    let r = b.add("r", Op::Binary(op), vec![x, y], arr(ty, &[n]));
    module(vec![b.finish(r).unwrap()], 0)
}

#[test]
fn integer_division_edges() {
    let m = binary_module(BinaryOp::Divide, S32, 4);
    let r = run_module(
        &m,
        &[li(&[4], &[7, i32::MIN, -7, 0]), li(&[4], &[0, -1, 2, 0])],
    )
    .unwrap();
    assert_eq!(s32s(&r[0]), vec![-1, i32::MIN, -3, -1]);
    let m = binary_module(BinaryOp::Remainder, S32, 4);
    let r = run_module(
        &m,
        &[li(&[4], &[7, i32::MIN, -7, 0]), li(&[4], &[0, -1, 2, 0])],
    )
    .unwrap();
    assert_eq!(s32s(&r[0]), vec![7, 0, -1, 0]);
    let m = binary_module(BinaryOp::ShiftLeft, S32, 3);
    let r = run_module(&m, &[li(&[3], &[1, 1, 1]), li(&[3], &[31, 32, -1])]).unwrap();
    assert_eq!(s32s(&r[0]), vec![i32::MIN, 0, 0]);
}

#[test]
fn float_max_min_nan() {
    let m = binary_module(BinaryOp::Maximum, F32, 3);
    let r = run_module(
        &m,
        &[
            lf(&[3], &[f32::NAN, 1.0, -0.0]),
            lf(&[3], &[1.0, f32::NAN, 0.0]),
        ],
    )
    .unwrap();
    let v = f32s(&r[0]);
    assert!(v[0].is_nan() && v[1].is_nan());
    assert_eq!(v[2].to_bits(), 0.0f32.to_bits());
}

#[test]
fn bf16_add_rounds_per_op() {
    let ty = ElementType::BF16;
    let m = binary_module(BinaryOp::Add, ty, 1);
    let a = Literal::from_slice(ty, vec![1], &[half::bf16::from_f32(1.0)]).unwrap();
    let b = Literal::from_slice(ty, vec![1], &[half::bf16::from_f32(0.00390625)]).unwrap();
    let r = run_module(&m, &[a, b]).unwrap();
    // 1 + 2^-8 is a tie between 1 and 1+2^-7: nearest-even gives 1.
    assert_eq!(r[0].as_slice::<half::bf16>().unwrap()[0].to_f32(), 1.0);
}

#[test]
fn reduce_sum_rows_and_columns() {
    for (dims, want) in [
        (vec![1usize], vec![6.0f32, 15.0]),
        (vec![0], vec![5.0, 7.0, 9.0]),
    ] {
        let mut b = ComputationBuilder::new("main");
        let x = b.add("x", Op::Parameter { index: 0 }, vec![], arr(F32, &[2, 3]));
        let z = b.add(
            "z",
            Op::Constant(lf(&[], &[0.0])),
            vec![],
            Shape::scalar(F32),
        );
        let out_dims = if dims[0] == 1 { vec![2] } else { vec![3] };
        let r = b.add(
            "r",
            Op::Reduce {
                dimensions: dims,
                computation: CompId(1),
            },
            vec![x, z],
            arr(F32, &out_dims),
        );
        let m = module(
            vec![b.finish(r).unwrap(), reducer("add", BinaryOp::Add, F32)],
            0,
        );
        let r = run_module(&m, &[lf(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0])]).unwrap();
        assert_eq!(f32s(&r[0]), want);
    }
}

/// argmax as jax lowers it: a variadic reduce over (value, index) pairs.
#[test]
fn variadic_reduce_argmax() {
    let mut c = ComputationBuilder::new("argmax");
    let av = c.add("av", Op::Parameter { index: 0 }, vec![], Shape::scalar(F32));
    let ai = c.add("ai", Op::Parameter { index: 1 }, vec![], Shape::scalar(S32));
    let bv = c.add("bv", Op::Parameter { index: 2 }, vec![], Shape::scalar(F32));
    let bi = c.add("bi", Op::Parameter { index: 3 }, vec![], Shape::scalar(S32));
    let gt = c.add(
        "gt",
        Op::Compare {
            direction: ComparisonDirection::Gt,
            compare_type: None,
        },
        vec![av, bv],
        Shape::scalar(PRED),
    );
    let eq = c.add(
        "eq",
        Op::Compare {
            direction: ComparisonDirection::Eq,
            compare_type: None,
        },
        vec![av, bv],
        Shape::scalar(PRED),
    );
    let lt = c.add(
        "lt",
        Op::Compare {
            direction: ComparisonDirection::Lt,
            compare_type: None,
        },
        vec![ai, bi],
        Shape::scalar(PRED),
    );
    let tie = c.add(
        "tie",
        Op::Binary(BinaryOp::And),
        vec![eq, lt],
        Shape::scalar(PRED),
    );
    let pick = c.add(
        "pick",
        Op::Binary(BinaryOp::Or),
        vec![gt, tie],
        Shape::scalar(PRED),
    );
    let v = c.add("v", Op::Select, vec![pick, av, bv], Shape::scalar(F32));
    let i = c.add("i", Op::Select, vec![pick, ai, bi], Shape::scalar(S32));
    let t = c.add(
        "t",
        Op::Tuple,
        vec![v, i],
        Shape::Tuple(vec![Shape::scalar(F32), Shape::scalar(S32)]),
    );
    let red = c.finish(t).unwrap();

    let mut b = ComputationBuilder::new("main");
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], arr(F32, &[2, 5]));
    let io = b.add("io", Op::Iota { dimension: 1 }, vec![], arr(S32, &[2, 5]));
    let ninf = b.add(
        "ninf",
        Op::Constant(lf(&[], &[f32::NEG_INFINITY])),
        vec![],
        Shape::scalar(F32),
    );
    let z = b.add("z", Op::Constant(li(&[], &[0])), vec![], Shape::scalar(S32));
    let shape = Shape::Tuple(vec![arr(F32, &[2]), arr(S32, &[2])]);
    let r = b.add(
        "r",
        Op::Reduce {
            dimensions: vec![1],
            computation: CompId(1),
        },
        vec![x, io, ninf, z],
        shape,
    );
    let m = module(vec![b.finish(r).unwrap(), red], 0);
    let x = lf(
        &[2, 5],
        &[1.0, 9.0, 3.0, 9.0, 0.0, -1.0, -2.0, -0.5, -3.0, -0.5],
    );
    let r = run_module(&m, &[x]).unwrap();
    assert_eq!(f32s(&r[0]), vec![9.0, -0.5]);
    assert_eq!(s32s(&r[1]), vec![1, 2]);
}

#[test]
fn dot_general_batch_and_transposed() {
    // [2, 3] x [2, 3] contracting dim 1 with dim 1 -> [2, 2] (a @ b.T).
    let mut b = ComputationBuilder::new("main");
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], arr(F32, &[2, 3]));
    let y = b.add("y", Op::Parameter { index: 1 }, vec![], arr(F32, &[2, 3]));
    let dims = DotDims {
        lhs_batch: vec![],
        rhs_batch: vec![],
        lhs_contracting: vec![1],
        rhs_contracting: vec![1],
    };
    let r = b.add(
        "r",
        Op::Dot {
            dims,
            precision: vec![],
        },
        vec![x, y],
        arr(F32, &[2, 2]),
    );
    let m = module(vec![b.finish(r).unwrap()], 0);
    let a = lf(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let r = run_module(&m, &[a.clone(), a]).unwrap();
    assert_eq!(f32s(&r[0]), vec![14.0, 32.0, 32.0, 77.0]);

    // Batched s32: [2, 2, 2] x [2, 2, 2] with batch 0.
    let mut b = ComputationBuilder::new("main");
    let x = b.add(
        "x",
        Op::Parameter { index: 0 },
        vec![],
        arr(S32, &[2, 2, 2]),
    );
    let y = b.add(
        "y",
        Op::Parameter { index: 1 },
        vec![],
        arr(S32, &[2, 2, 2]),
    );
    let dims = DotDims {
        lhs_batch: vec![0],
        rhs_batch: vec![0],
        lhs_contracting: vec![2],
        rhs_contracting: vec![1],
    };
    let r = b.add(
        "r",
        Op::Dot {
            dims,
            precision: vec![],
        },
        vec![x, y],
        arr(S32, &[2, 2, 2]),
    );
    let m = module(vec![b.finish(r).unwrap()], 0);
    let a = li(&[2, 2, 2], &[1, 2, 3, 4, 1, 0, 0, 1]);
    let e = li(&[2, 2, 2], &[1, 1, 1, 1, 5, 6, 7, 8]);
    let r = run_module(&m, &[a, e]).unwrap();
    assert_eq!(s32s(&r[0]), vec![3, 3, 7, 7, 5, 6, 7, 8]);
}

#[test]
fn while_loop_counts_and_updates_in_place() {
    // state (i, acc[4]): acc = dus(acc, [i], i) while i < 4.
    let st = Shape::Tuple(vec![Shape::scalar(S32), arr(S32, &[4])]);
    let mut c = ComputationBuilder::new("cond");
    let p = c.add("p", Op::Parameter { index: 0 }, vec![], st.clone());
    let i = c.add(
        "i",
        Op::GetTupleElement { index: 0 },
        vec![p],
        Shape::scalar(S32),
    );
    let four = c.add(
        "four",
        Op::Constant(li(&[], &[4])),
        vec![],
        Shape::scalar(S32),
    );
    let lt = c.add(
        "lt",
        Op::Compare {
            direction: ComparisonDirection::Lt,
            compare_type: None,
        },
        vec![i, four],
        Shape::scalar(PRED),
    );
    let cond = c.finish(lt).unwrap();
    let mut b = ComputationBuilder::new("body");
    let p = b.add("p", Op::Parameter { index: 0 }, vec![], st.clone());
    let i = b.add(
        "i",
        Op::GetTupleElement { index: 0 },
        vec![p],
        Shape::scalar(S32),
    );
    let acc = b.add(
        "acc",
        Op::GetTupleElement { index: 1 },
        vec![p],
        arr(S32, &[4]),
    );
    let iv = b.add("iv", Op::Reshape, vec![i], arr(S32, &[1]));
    let upd = b.add(
        "upd",
        Op::DynamicUpdateSlice,
        vec![acc, iv, i],
        arr(S32, &[4]),
    );
    let one = b.add(
        "one",
        Op::Constant(li(&[], &[1])),
        vec![],
        Shape::scalar(S32),
    );
    let n = b.add(
        "n",
        Op::Binary(BinaryOp::Add),
        vec![i, one],
        Shape::scalar(S32),
    );
    let t = b.add("t", Op::Tuple, vec![n, upd], st.clone());
    let body = b.finish(t).unwrap();
    let mut e = ComputationBuilder::new("main");
    let z = e.add("z", Op::Constant(li(&[], &[0])), vec![], Shape::scalar(S32));
    let a = e.add("a", Op::Parameter { index: 0 }, vec![], arr(S32, &[4]));
    let t = e.add("t", Op::Tuple, vec![z, a], st.clone());
    let w = e.add(
        "w",
        Op::While {
            condition: CompId(0),
            body: CompId(1),
        },
        vec![t],
        st,
    );
    let m = module(vec![cond, body, e.finish(w).unwrap()], 2);
    let r = run_module(&m, &[li(&[4], &[9, 9, 9, 9])]).unwrap();
    assert_eq!(s32s(&r[0]), vec![4]);
    assert_eq!(s32s(&r[1]), vec![0, 1, 2, 3]);
}

#[test]
fn conditional_index_out_of_range_takes_last_branch() {
    let mut branches = Vec::new();
    for k in 0..3 {
        let mut b = ComputationBuilder::new(format!("b{k}"));
        let x = b.add("x", Op::Parameter { index: 0 }, vec![], Shape::scalar(S32));
        let c = b.add(
            "c",
            Op::Constant(li(&[], &[k * 10])),
            vec![],
            Shape::scalar(S32),
        );
        let r = b.add(
            "r",
            Op::Binary(BinaryOp::Add),
            vec![x, c],
            Shape::scalar(S32),
        );
        branches.push(b.finish(r).unwrap());
    }
    let mut e = ComputationBuilder::new("main");
    let i = e.add("i", Op::Parameter { index: 0 }, vec![], Shape::scalar(S32));
    let x = e.add("x", Op::Parameter { index: 1 }, vec![], Shape::scalar(S32));
    let r = e.add(
        "r",
        Op::Conditional {
            branches: vec![CompId(0), CompId(1), CompId(2)],
        },
        vec![i, x, x, x],
        Shape::scalar(S32),
    );
    branches.push(e.finish(r).unwrap());
    let m = module(branches, 3);
    for (idx, want) in [(0, 1), (1, 11), (2, 21), (7, 21), (-1, 21)] {
        let r = run_module(&m, &[li(&[], &[idx]), li(&[], &[1])]).unwrap();
        assert_eq!(s32s(&r[0]), vec![want], "index {idx}");
    }
}

#[test]
fn custom_calls_use_the_registry() {
    let mut e = ComputationBuilder::new("main");
    let x = e.add("x", Op::Parameter { index: 0 }, vec![], arr(F32, &[2]));
    let attrs = |t: &str| CustomCallAttrs {
        target: t.into(),
        backend_config: String::new(),
        api_version: 1,
        has_side_effect: false,
        called_computations: vec![],
    };
    let r = e.add(
        "r",
        Op::CustomCall(attrs("webxla_test_double")),
        vec![x],
        arr(F32, &[2]),
    );
    let m = module(vec![e.finish(r).unwrap()], 0);
    let err = run_module(&m, &[lf(&[2], &[1.0, 2.0])]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::NotFound);
    assert!(err.message.contains("webxla_test_double"));
    super::register_custom_call("webxla_test_double", |args: &[Literal]| {
        let v: Vec<f32> = args[0]
            .as_slice::<f32>()
            .unwrap()
            .iter()
            .map(|x| x * 2.0)
            .collect();
        Ok(vec![Literal::from_slice(
            ElementType::F32,
            vec![v.len()],
            &v,
        )?])
    });
    let r = run_module(&m, &[lf(&[2], &[1.0, 2.0])]).unwrap();
    assert_eq!(f32s(&r[0]), vec![2.0, 4.0]);
}

#[test]
fn wrong_argument_is_an_error() {
    let m = binary_module(BinaryOp::Add, F32, 2);
    let err = run_module(&m, &[lf(&[3], &[1.0, 2.0, 3.0]), lf(&[2], &[1.0, 2.0])]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidArgument);
    let err = run_module(&m, &[lf(&[2], &[1.0, 2.0])]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidArgument);
}

#[test]
fn map_runs_vectorised() {
    let mut c = ComputationBuilder::new("f");
    let x = c.add("x", Op::Parameter { index: 0 }, vec![], Shape::scalar(F32));
    let y = c.add(
        "y",
        Op::Binary(BinaryOp::Multiply),
        vec![x, x],
        Shape::scalar(F32),
    );
    let f = c.finish(y).unwrap();
    let mut e = ComputationBuilder::new("main");
    let x = e.add("x", Op::Parameter { index: 0 }, vec![], arr(F32, &[2, 2]));
    let r = e.add(
        "r",
        Op::Map {
            computation: CompId(0),
            dimensions: vec![0, 1],
        },
        vec![x],
        arr(F32, &[2, 2]),
    );
    let m = module(vec![f, e.finish(r).unwrap()], 1);
    let r = run_module(&m, &[lf(&[2, 2], &[1.0, 2.0, 3.0, 4.0])]).unwrap();
    assert_eq!(f32s(&r[0]), vec![1.0, 4.0, 9.0, 16.0]);
}

#[test]
fn program_reports_costs_and_plan() {
    use crate::backend::Backend;
    let m = binary_module(BinaryOp::Add, F32, 8);
    let be = super::CpuBackend::new();
    let p = be.compile(std::sync::Arc::new(m)).unwrap();
    let c = p.cost_analysis();
    assert_eq!(c.flops, 8.0);
    assert_eq!(c.bytes_accessed, 96.0);
    let s = p.memory_stats();
    assert_eq!(s.argument_size_in_bytes, 64);
    assert_eq!(s.output_size_in_bytes, 32);
    assert!(p.dump().contains("ROOT r"));
    let a = be.upload(&lf(&[8], &[1.0; 8])).unwrap();
    let out = pollster::block_on(p.execute(vec![a.clone(), a], Default::default())).unwrap();
    let l = pollster::block_on(be.download(&out[0])).unwrap();
    assert_eq!(f32s(&l), vec![2.0; 8]);
    assert!(be.memory_stats().bytes_in_use >= 32);
}

#[test]
fn fused_chain_with_broadcasts_matches_direct_math() {
    // Rows shorter than, equal to and longer than a block; blocks starting mid-row (3, 100
    // and 3000 do not divide a block's 2048 elements); one thread's blocks and several.
    for (r, c) in [
        (96, 100),
        (4000, 3),
        (300, 32),
        (3, 32),
        (200, 64),
        (7, 3000),
        (5, 2047),
    ] {
        broadcast_chain(r, c, r * c > 96);
    }
}

/// `tanh((x + row) * col - 0.5) + (x + row)` over `[r, c]`, fused, against the same math
/// element by element; `fused`: the chain must have been fused.
fn broadcast_chain(r: usize, c: usize, fused: bool) {
    let mut b = ComputationBuilder::new("main");
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], arr(F32, &[r, c]));
    let row = b.add("row", Op::Parameter { index: 1 }, vec![], arr(F32, &[c]));
    let col = b.add("col", Op::Parameter { index: 2 }, vec![], arr(F32, &[r]));
    let k = b.add(
        "k",
        Op::Constant(lf(&[], &[0.5])),
        vec![],
        Shape::scalar(F32),
    );
    let br = b.add(
        "br",
        Op::Broadcast {
            dimensions: vec![1],
        },
        vec![row],
        arr(F32, &[r, c]),
    );
    let bc = b.add(
        "bc",
        Op::Broadcast {
            dimensions: vec![0],
        },
        vec![col],
        arr(F32, &[r, c]),
    );
    let bk = b.add(
        "bk",
        Op::Broadcast { dimensions: vec![] },
        vec![k],
        arr(F32, &[r, c]),
    );
    let s = b.add(
        "s",
        Op::Binary(BinaryOp::Add),
        vec![x, br],
        arr(F32, &[r, c]),
    );
    let t = b.add(
        "t",
        Op::Binary(BinaryOp::Multiply),
        vec![s, bc],
        arr(F32, &[r, c]),
    );
    let u = b.add(
        "u",
        Op::Binary(BinaryOp::Subtract),
        vec![t, bk],
        arr(F32, &[r, c]),
    );
    let v = b.add("v", Op::Unary(UnaryOp::Tanh), vec![u], arr(F32, &[r, c]));
    // `s` has a second user outside the chain: it must stay materialised.
    let w = b.add(
        "w",
        Op::Binary(BinaryOp::Add),
        vec![v, s],
        arr(F32, &[r, c]),
    );
    let m = module(vec![b.finish(w).unwrap()], 0);
    let xs: Vec<f32> = (0..r * c).map(|i| (i % 17) as f32 * 0.1 - 0.8).collect();
    let rows: Vec<f32> = (0..c).map(|i| i as f32 * 0.01).collect();
    let cols: Vec<f32> = (0..r).map(|i| 1.0 - i as f32 * 0.01).collect();
    let out = run_module(&m, &[lf(&[r, c], &xs), lf(&[c], &rows), lf(&[r], &cols)]).unwrap();
    let got = f32s(&out[0]);
    for i in 0..r {
        for j in 0..c {
            let s = xs[i * c + j] + rows[j];
            let want = super::elem::tanh_f32(s * cols[i] - 0.5) + s;
            assert_eq!(got[i * c + j], want, "[{r}, {c}] at {i},{j}");
        }
    }
    let p = super::CpuProgram::new(std::sync::Arc::new(m)).unwrap();
    assert!(
        !fused || crate::backend::Program::dump(&p).contains("[fused]"),
        "{}",
        crate::backend::Program::dump(&p)
    );
}

/// `reduce(op, x * y - bias, dims={1})`; with `keep` the product is also an output, so it is
/// materialised and the reduction runs unfused.
fn fused_reduce_module(op: BinaryOp, rows: usize, r: usize, keep: bool) -> Module {
    let red = reducer("red", op, F32);
    let mut b = ComputationBuilder::new("main");
    let x = b.add(
        "x",
        Op::Parameter { index: 0 },
        vec![],
        arr(F32, &[rows, r]),
    );
    let y = b.add(
        "y",
        Op::Parameter { index: 1 },
        vec![],
        arr(F32, &[rows, r]),
    );
    let bias = b.add("bias", Op::Parameter { index: 2 }, vec![], arr(F32, &[r]));
    let bb = b.add(
        "bb",
        Op::Broadcast {
            dimensions: vec![1],
        },
        vec![bias],
        arr(F32, &[rows, r]),
    );
    let p = b.add(
        "p",
        Op::Binary(BinaryOp::Multiply),
        vec![x, y],
        arr(F32, &[rows, r]),
    );
    let d = b.add(
        "d",
        Op::Binary(BinaryOp::Subtract),
        vec![p, bb],
        arr(F32, &[rows, r]),
    );
    let init = match op {
        BinaryOp::Maximum => f32::NEG_INFINITY,
        BinaryOp::Minimum => f32::INFINITY,
        BinaryOp::Multiply => 1.0,
        _ => 0.25,
    };
    let i = b.add(
        "i",
        Op::Constant(lf(&[], &[init])),
        vec![],
        Shape::scalar(F32),
    );
    let s = b.add(
        "s",
        Op::Reduce {
            dimensions: vec![1],
            computation: CompId(1),
        },
        vec![d, i],
        arr(F32, &[rows]),
    );
    let root = if keep {
        b.add(
            "t",
            Op::Tuple,
            vec![s, d],
            Shape::Tuple(vec![arr(F32, &[rows]), arr(F32, &[rows, r])]),
        )
    } else {
        s
    };
    module(vec![b.finish(root).unwrap(), red], 0)
}

#[test]
fn fused_reductions_are_bit_identical_to_unfused() {
    for &(rows, r) in &[(3usize, 70_001usize), (300, 700), (5, 99)] {
        let n = rows * r;
        let mut xs: Vec<f32> = (0..n)
            .map(|i| ((i * 7919) % 1000) as f32 * 0.37 - 180.0)
            .collect();
        xs[1] = -0.0;
        if n > 40 {
            xs[37] = f32::NAN;
        }
        let ys: Vec<f32> = (0..n).map(|i| 1.0 + (i % 13) as f32 * 1e-3).collect();
        let bias: Vec<f32> = (0..r).map(|j| (j % 5) as f32 * 0.1).collect();
        let args = [lf(&[rows, r], &xs), lf(&[rows, r], &ys), lf(&[r], &bias)];
        for op in [
            BinaryOp::Add,
            BinaryOp::Maximum,
            BinaryOp::Minimum,
            BinaryOp::Multiply,
        ] {
            let fused = fused_reduce_module(op, rows, r, false);
            let p = super::CpuProgram::new(std::sync::Arc::new(fused.clone())).unwrap();
            let dump = crate::backend::Program::dump(&p);
            assert!(
                dump.lines().any(|l| l
                    .trim_start()
                    .trim_start_matches("ROOT ")
                    .starts_with("s = ")
                    && l.ends_with("[fused]")),
                "{dump}"
            );
            let got = run_module(&fused, &args).unwrap();
            let want = run_module(&fused_reduce_module(op, rows, r, true), &args).unwrap();
            let (g, w) = (f32s(&got[0]), f32s(&want[0]));
            let gb: Vec<u32> = g.iter().map(|v| v.to_bits()).collect();
            let wb: Vec<u32> = w.iter().map(|v| v.to_bits()).collect();
            assert_eq!(gb, wb, "{op:?} over {rows}x{r}");
        }
    }
}

/// Ulps between `got` and the f64 `want` rounded to f32.
fn ulps_from(got: f32, want: f64) -> f64 {
    if want as f32 as f64 == got as f64 {
        return 0.0;
    }
    let w32 = want as f32;
    let ulp = (f32::from_bits(w32.to_bits() + 1) as f64 - w32 as f64)
        .abs()
        .max(f32::from_bits(1) as f64);
    (got as f64 - want).abs() / ulp
}

/// The worst ulp error of `f` against f64 exp over a fine grid of [-87.3, 88.7] and every
/// 9973rd bit pattern there (normal results only).
fn worst_exp_error(f: impl Fn(f32) -> f32) -> (f64, f32) {
    let mut worst = (0.0f64, 0.0f32);
    let mut consider = |x: f32| {
        let e = ulps_from(f(x), (x as f64).exp());
        if e > worst.0 {
            worst = (e, x);
        }
    };
    let mut x = -87.3f32;
    while x < 88.7 {
        consider(x);
        x += 0.000731;
    }
    for bits in (0u32..u32::MAX).step_by(9973) {
        let x = f32::from_bits(bits);
        if x.is_finite() && (-87.3..88.7).contains(&x) {
            consider(x);
        }
    }
    worst
}

#[test]
fn exp_f32_is_xlas() {
    // (x, jaxlib 0.10.2's exp(x)) on an AMD Zen 4, where XLA's fused form differs from the
    // unfused one.
    let jaxlib = [
        (0xc29fe217u32, 0x05cb7879u32), // -79.94158
        (0xc253f6da, 0x193b68e2),       // -52.991066
        (0xc16c6300, 0x34cdd6ff),       // -14.77417
        (0x4206b5c6, 0x57c0305b),       // 33.677513
        (0x4285d00a, 0x6fb83ce0),       // 66.90633
        (0x42afaba5, 0x7ed2c307),       // 87.83524
    ];
    for (x, want) in jaxlib {
        let x = f32::from_bits(x);
        assert_eq!(
            super::elem::exp_f32_xla(x, f32::mul_add).to_bits(),
            want,
            "exp({x})"
        );
    }
    // XLA's polynomial is within 5 ulp of e^x (jaxlib's own worst over 2·10^5 arguments).
    let (worst, at) = worst_exp_error(|x| super::elem::exp_f32_xla(x, f32::mul_add));
    assert!(worst <= 5.0, "exp_f32_xla off by {worst} ulp at {at}");
    // The wasm builds' unfused form stays within 2 ulp.
    let (worst, at) = worst_exp_error(super::elem::exp_f32_unfused);
    assert!(worst <= 2.0, "exp_f32_unfused off by {worst} ulp at {at}");
    for e in [super::elem::exp_f32, super::elem::exp_f32_unfused] {
        assert_eq!(e(f32::INFINITY), f32::INFINITY);
        assert_eq!(e(f32::NEG_INFINITY), 0.0);
        assert_eq!(e(89.0), f32::INFINITY);
        assert_eq!(e(-110.0), 0.0);
        assert!(e(f32::NAN).is_nan());
        assert_eq!(e(0.0), 1.0);
        assert_eq!(e(-0.0), 1.0);
        assert!(e(88.72283).is_finite());
    }
}

#[test]
fn fused_compare_select_uses_pred_registers() {
    let n = 5000usize;
    let mut b = ComputationBuilder::new("main");
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], arr(F32, &[n]));
    let y = b.add("y", Op::Parameter { index: 1 }, vec![], arr(F32, &[n]));
    let z = b.add(
        "z",
        Op::Constant(lf(&[], &[0.0])),
        vec![],
        Shape::scalar(F32),
    );
    let bz = b.add(
        "bz",
        Op::Broadcast { dimensions: vec![] },
        vec![z],
        arr(F32, &[n]),
    );
    let gt = b.add(
        "gt",
        Op::Compare {
            direction: ComparisonDirection::Gt,
            compare_type: None,
        },
        vec![x, bz],
        arr(PRED, &[n]),
    );
    let lt = b.add(
        "lt",
        Op::Compare {
            direction: ComparisonDirection::Lt,
            compare_type: None,
        },
        vec![y, bz],
        arr(PRED, &[n]),
    );
    let both = b.add(
        "both",
        Op::Binary(BinaryOp::And),
        vec![gt, lt],
        arr(PRED, &[n]),
    );
    let xy = b.add(
        "xy",
        Op::Binary(BinaryOp::Multiply),
        vec![x, y],
        arr(F32, &[n]),
    );
    let e = b.add("e", Op::Unary(UnaryOp::Exp), vec![x], arr(F32, &[n]));
    let s = b.add("s", Op::Select, vec![both, xy, e], arr(F32, &[n]));
    let m = module(vec![b.finish(s).unwrap()], 0);
    let xs: Vec<f32> = (0..n).map(|i| (i as f32 * 0.37).sin() * 3.0).collect();
    let ys: Vec<f32> = (0..n).map(|i| (i as f32 * 0.11).cos()).collect();
    let out = run_module(&m, &[lf(&[n], &xs), lf(&[n], &ys)]).unwrap();
    let got = f32s(&out[0]);
    for i in 0..n {
        let want = if xs[i] > 0.0 && ys[i] < 0.0 {
            xs[i] * ys[i]
        } else {
            super::elem::exp_f32(xs[i])
        };
        assert_eq!(got[i].to_bits(), want.to_bits(), "at {i}");
    }
    let p = super::CpuProgram::new(std::sync::Arc::new(m)).unwrap();
    let dump = crate::backend::Program::dump(&p);
    assert!(
        dump.contains("s = f32[5000] select(both, xy, e)  [fused]"),
        "{dump}"
    );
}

#[test]
#[cfg(target_arch = "x86_64")]
fn rsqrt_is_xlas() {
    use super::elem::{rsqrt_f32_xla, rsqrt_f64_xla};
    // On every x86-64 CPU: within 2 ulp of 1/sqrt(x) (the estimate's own table is the CPU's),
    // and the estimate's values at the edges.
    let mut x = 1e-30f32;
    while x < 1e30 {
        let (got, want) = (rsqrt_f32_xla(x) as f64, 1.0 / (x as f64).sqrt());
        assert!(ulps_from(got as f32, want) <= 2.0, "rsqrt({x}) = {got}");
        if let Some(g) = rsqrt_f64_xla(x as f64) {
            let w = 1.0 / (x as f64).sqrt();
            assert!((g - w).abs() <= 4.0 * f64::EPSILON * w, "rsqrt({x}) = {g}");
        }
        x *= 1.37;
    }
    assert_eq!(rsqrt_f32_xla(0.0), f32::INFINITY);
    assert_eq!(rsqrt_f32_xla(-0.0), f32::NEG_INFINITY);
    assert_eq!(rsqrt_f32_xla(f32::INFINITY), 0.0);
    assert!(rsqrt_f32_xla(-1.0).is_nan() && rsqrt_f32_xla(f32::NAN).is_nan());
    // jaxlib 0.10.2's bits where 1/sqrt(x) differs, on an AMD Zen 4 (rsqrtps + one step; f64:
    // vrsqrt14pd + two): checked where the CPU is an AMD one with AVX-512, whose estimate
    // tables these are.
    let zen4 = super::elem::amd_cpu() && std::is_x86_feature_detected!("avx512f");
    if !zen4 {
        eprintln!("rsqrt_is_xlas: not an AMD CPU with AVX-512, jaxlib's Zen 4 bits not compared");
        return;
    }
    for (x, want) in [
        (0x3c70eb1au32, 0x4103f214u32), // 0.01470449
        (0x4e962bbc, 0x37ec591f),       // 1.2597243e9
        (0x3d654cbe, 0x40873f45),       // 0.05598139
        (0x49f0d620, 0x3a3aa18c),       // 1.972932e6
    ] {
        assert_eq!(rsqrt_f32_xla(f32::from_bits(x)).to_bits(), want);
    }
    for (x, want) in [
        (0x41cdc8f42f7bc7eeu64, 0x3f009592ae6fd023u64), // 999417950.9670389
        (0x4001d11ba682dcf0, 0x3fe57155c781caa2),       // 2.2271035202680807
        (0x3eb804af0ff97f53, 0x408a1e311fac9424),       // 1.4316020155099773e-6
        (0x3d749e65d12acd95, 0x412c305f0455a24a),       // 1.1720397370158897e-12
    ] {
        assert_eq!(
            rsqrt_f64_xla(f64::from_bits(x)).map(f64::to_bits),
            Some(want)
        );
    }
}

#[test]
fn ln_and_ln1p_are_xlas() {
    // (x, jaxlib 0.10.2's result) where libm's correctly rounded value differs.
    let ln32 = [
        (0x48ac87ecu32, 0x414c6734u32), // 353343.38
        (0x3f3a7a70, 0xbea23bd4),       // 0.72843075
        (0x41bbdef1, 0x404a010a),       // 23.483858
        (0x3d385e1f, 0xc0467412),       // 0.045011636
    ];
    for (x, want) in ln32 {
        let x = f32::from_bits(x);
        assert_eq!(
            super::elem::ln_f32_xla(x, f32::mul_add).to_bits(),
            want,
            "ln({x})"
        );
    }
    let ln1p32 = [
        (0x3e869668u32, 0x3e6efc34u32), // 0.26286626
        (0x3ea629ba, 0x3e8fe77e),       // 0.3245371
        (0x3e75302c, 0x3e5bd014),       // 0.23944157
        (0x410825fc, 0x40102526),       // 8.509274
        (0x3f8448c7, 0x3f35b1cc),       // 1.033471
    ];
    for (x, want) in ln1p32 {
        let x = f32::from_bits(x);
        assert_eq!(super::elem::ln1p_xla(x).to_bits(), want, "ln1p({x})");
    }
    let ln1p64 = [
        (0x3fbe573364fc4b00u64, 0x3fbcac56732ba83au64), // 0.11851807799784453
        (0xbfd88d01fa6ddc40, 0xbfdef7b8383cb9cd),       // -0.3836064286801424
        (0xbfd8e5af9534fbe0, 0xbfdf88389836c3c6),       // -0.38901891299241065
        (0x401c610df3c949a3, 0x4000bad13a58ed9d),       // 7.094779786263106
        (0x3ff6a9df7c1f38e0, 0x3fec3be013aa9f71),       // 1.416472897387898
    ];
    for (x, want) in ln1p64 {
        let x = f64::from_bits(x);
        assert_eq!(super::elem::ln1p_xla(x).to_bits(), want, "ln1p({x})");
    }
    let ln = |x: f32| super::elem::ln_f32_xla(x, f32::mul_add);
    assert!(ln(-1.0).is_nan() && ln(f32::NAN).is_nan());
    assert_eq!(ln(0.0), f32::NEG_INFINITY);
    assert_eq!(ln(-0.0), f32::NEG_INFINITY);
    assert_eq!(ln(f32::INFINITY), f32::INFINITY);
    assert_eq!(ln(1.0), 0.0);
    let l1p = super::elem::ln1p_xla::<f32>;
    assert_eq!(l1p(-1.0), f32::NEG_INFINITY);
    assert!(l1p(-1.5).is_nan() && l1p(f32::NAN).is_nan());
    assert_eq!(l1p(f32::INFINITY), f32::INFINITY);
    assert_eq!(l1p(-0.0).to_bits(), (-0.0f32).to_bits());
    assert_eq!(l1p(1e-30), 1e-30);
}

#[test]
fn ln1p_f32_is_accurate_everywhere() {
    let ulp_err = |x: f32| -> f64 {
        let want = (x as f64).ln_1p();
        let got = super::elem::ln1p_f32(x) as f64;
        if want as f32 as f64 == got {
            return 0.0;
        }
        let w32 = want as f32;
        let next = f32::from_bits(w32.abs().to_bits() + 1) as f64;
        (got - want).abs() / (next - w32.abs() as f64)
    };
    let mut worst = (0.0f64, 0.0f32);
    for bits in (0u32..u32::MAX).step_by(7919) {
        let x = f32::from_bits(bits);
        if x.is_finite() && x > -1.0 {
            let e = ulp_err(x);
            if e > worst.0 {
                worst = (e, x);
            }
        }
    }
    let mut x = -0.999f32;
    while x < 10.0 {
        let e = ulp_err(x);
        if e > worst.0 {
            worst = (e, x);
        }
        x += 0.000_137;
    }
    eprintln!("ln1p_f32 worst: {} ulp at {}", worst.0, worst.1);
    assert!(
        worst.0 <= 3.0,
        "ln1p_f32 off by {} ulp at {}",
        worst.0,
        worst.1
    );
    let f = super::elem::ln1p_f32;
    assert_eq!(f(-1.0), f32::NEG_INFINITY);
    assert!(f(-1.5).is_nan());
    assert!(f(f32::NAN).is_nan());
    assert_eq!(f(f32::INFINITY), f32::INFINITY);
    assert!(f(f32::NEG_INFINITY).is_nan());
    assert_eq!(f(0.0).to_bits(), 0.0f32.to_bits());
    assert_eq!(f(-0.0).to_bits(), (-0.0f32).to_bits());
    assert_eq!(f(1e-30), 1e-30);
    assert_eq!(f(f32::MAX), (f32::MAX as f64).ln_1p() as f32);
}

/// A loop `while i < n: i += 1; acc = 2 * acc + i` over (s32 i, s32 acc, s32 n), its
/// condition written as `cond_root`.
fn counting_loop(cond_root: &str) -> Module {
    let text = format!(
        "HloModule w\n\ncond {{\n  p = (s32[], s32[], s32[]) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  n = s32[] get-tuple-element(p), index=2\n  ROOT c = pred[] {cond_root}\n}}\n\nbody {{\n  p = (s32[], s32[], s32[]) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  acc = s32[] get-tuple-element(p), index=1\n  n = s32[] get-tuple-element(p), index=2\n  one = s32[] constant(1)\n  j = s32[] add(i, one)\n  two = s32[] constant(2)\n  d = s32[] multiply(acc, two)\n  a = s32[] add(d, j)\n  ROOT t = (s32[], s32[], s32[]) tuple(j, a, n)\n}}\n\nENTRY e {{\n  i0 = s32[] parameter(0)\n  n0 = s32[] parameter(1)\n  z = s32[] constant(0)\n  s = (s32[], s32[], s32[]) tuple(i0, z, n0)\n  w = (s32[], s32[], s32[]) while(s), condition=cond, body=body\n  i = s32[] get-tuple-element(w), index=0\n  acc = s32[] get-tuple-element(w), index=1\n  ROOT r = (s32[], s32[]) tuple(i, acc)\n}}\n"
    );
    crate::hlo::parse_hlo(&text).unwrap()
}

#[test]
fn counted_loops_run_their_trip_count_without_the_condition() {
    // `i < n` is a counted loop (its body runs n - i times, the condition is not evaluated);
    // `n > i` is the same loop that the trip-count analysis does not recognise, so it runs
    // its condition every iteration: both must agree, including loops that never run.
    let counted = counting_loop("compare(i, n), direction=LT");
    let general = counting_loop("compare(n, i), direction=GT");
    let (c, b) = (
        counted.find_computation("cond").unwrap(),
        counted.find_computation("body").unwrap(),
    );
    assert!(trip_count::analyze(&counted, c, b).is_some());
    let (c, b) = (
        general.find_computation("cond").unwrap(),
        general.find_computation("body").unwrap(),
    );
    assert!(trip_count::analyze(&general, c, b).is_none());
    for (i0, n) in [(0, 5), (7, 5), (5, 5), (-3, 2), (i32::MAX - 2, i32::MAX)] {
        let args = [li(&[], &[i0]), li(&[], &[n])];
        let got = run_module(&counted, &args).unwrap();
        let want = run_module(&general, &args).unwrap();
        assert_eq!(s32s(&got[0]), s32s(&want[0]), "i for i0={i0} n={n}");
        assert_eq!(s32s(&got[1]), s32s(&want[1]), "acc for i0={i0} n={n}");
        assert_eq!(s32s(&got[0]), vec![i0.max(n)], "i0={i0} n={n}");
    }
}

#[test]
fn small_dots_sum_each_element_in_k_order() {
    // The small-product path sums columns in register blocks (64 and 16 wide for f32, 32
    // and 8 for f64) and the rest one by one: every element must still be the chain
    // `acc = a[i,p] * b[p,j] + acc` over p in order from zero (fused where the CPU has FMA).
    #[cfg(target_arch = "x86_64")]
    let fused = std::is_x86_feature_detected!("fma");
    #[cfg(not(target_arch = "x86_64"))]
    let fused = false;
    let val = |i: usize, s: u32| {
        ((i as u32).wrapping_mul(2654435761).wrapping_add(s) % 997) as f64 / 97.0 - 5.0
    };
    let dd = DotDims {
        lhs_batch: vec![],
        rhs_batch: vec![],
        lhs_contracting: vec![1],
        rhs_contracting: vec![0],
    };
    for (m, k, n) in [
        (1, 64, 64),
        (2, 16, 85),
        (3, 7, 100),
        (1, 33, 15),
        (4, 5, 200),
    ] {
        let a: Vec<f64> = (0..m * k).map(|i| val(i, 1)).collect();
        let b: Vec<f64> = (0..k * n).map(|i| val(i, 2)).collect();
        let chain = |i: usize, j: usize| {
            let mut acc = 0f64;
            for p in 0..k {
                acc = if fused {
                    a[i * k + p].mul_add(b[p * n + j], acc)
                } else {
                    acc + a[i * k + p] * b[p * n + j]
                };
            }
            acc
        };
        let chain32 = |i: usize, j: usize| {
            let mut acc = 0f32;
            for p in 0..k {
                let (x, y) = (a[i * k + p] as f32, b[p * n + j] as f32);
                acc = if fused {
                    x.mul_add(y, acc)
                } else {
                    acc + x * y
                };
            }
            acc
        };
        let out64 = super::dot::dot(
            &Literal::from_slice(ElementType::F64, vec![m, k], &a).unwrap(),
            &Literal::from_slice(ElementType::F64, vec![k, n], &b).unwrap(),
            &dd,
            &ArrayShape::new(ElementType::F64, vec![m, n]),
        )
        .unwrap();
        let a32: Vec<f32> = a.iter().map(|&v| v as f32).collect();
        let b32: Vec<f32> = b.iter().map(|&v| v as f32).collect();
        let out32 = super::dot::dot(
            &lf(&[m, k], &a32),
            &lf(&[k, n], &b32),
            &dd,
            &ArrayShape::new(F32, vec![m, n]),
        )
        .unwrap();
        let (o64, o32) = (out64.as_slice::<f64>().unwrap(), f32s(&out32));
        for i in 0..m {
            for j in 0..n {
                assert_eq!(
                    o64[i * n + j].to_bits(),
                    chain(i, j).to_bits(),
                    "f64 {m}x{k}x{n} [{i},{j}]"
                );
                assert_eq!(
                    o32[i * n + j].to_bits(),
                    chain32(i, j).to_bits(),
                    "f32 {m}x{k}x{n} [{i},{j}]"
                );
            }
        }
    }
}

#[test]
fn reduce_window_max_min_order_signed_zeros_as_jaxlib() {
    // jaxlib 0.10.2 (llvm.maximum/minimum): a window of -0 and +0 reduces to +0 under max and
    // to -0 under min, whichever comes first; NaN propagates. Checked for every float type
    // the fast path covers, with windows [-0, +0], [+0, -0], [NaN, 1], [1, NaN].
    let input = [-0.0f64, 0.0, 0.0, -0.0, f64::NAN, 1.0, 1.0, f64::NAN];
    for ty in ["f32", "f64", "f16", "bf16"] {
        for (op, init, want_neg) in [
            ("maximum", "-inf", [false, false]),
            ("minimum", "inf", [true, true]),
        ] {
            let text = format!(
                "HloModule m\n\nr {{\n  a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  \
                 ROOT c = {ty}[] {op}(a, b)\n}}\n\nENTRY e {{\n  x = {ty}[8] parameter(0)\n  \
                 i = {ty}[] constant({init})\n  ROOT w = {ty}[4] reduce-window(x, i), \
                 window={{size=2 stride=2}}, to_apply=r\n}}\n"
            );
            let m = crate::hlo::parse_hlo(&text).unwrap();
            let t = ElementType::from_hlo_name(ty).unwrap();
            let x = match t {
                ElementType::F32 => Literal::from_slice(t, vec![8], &input.map(|v| v as f32)),
                ElementType::F64 => Literal::from_slice(t, vec![8], &input),
                ElementType::F16 => {
                    Literal::from_slice(t, vec![8], &input.map(half::f16::from_f64))
                }
                _ => Literal::from_slice(t, vec![8], &input.map(half::bf16::from_f64)),
            }
            .unwrap();
            let r = run_module(&m, &[x]).unwrap();
            let v = crate::conformance::float_values(&r[0]).unwrap();
            for k in 0..2 {
                assert_eq!(v[k], 0.0, "{ty} {op} window {k}");
                assert_eq!(v[k].is_sign_negative(), want_neg[k], "{ty} {op} window {k}");
            }
            assert!(v[2].is_nan() && v[3].is_nan(), "{ty} {op}: {v:?}");
        }
    }
}

/// A dot whose value only a fused group reads (bias add and relu) runs with the group as its
/// epilogue, in the group's step; with a second reader outside the group the dot is stored
/// and the group runs on its own. Both give the plain dot-then-group values.
#[test]
fn dots_read_only_by_a_group_take_it_as_their_epilogue() {
    let (m, k, n) = (70, 40, 90);
    for second_reader in [false, true] {
        let extra = if second_reader {
            format!("  e = f32[{m},{n}] negate(d)\n  ROOT t = (f32[{m},{n}], f32[{m},{n}]) tuple(r, e)\n")
        } else {
            format!("  ROOT t = (f32[{m},{n}]) tuple(r)\n")
        };
        let text = format!(
            "HloModule e\n\nENTRY main {{\n  x = f32[{m},{k}] parameter(0)\n  \
             w = f32[{k},{n}] parameter(1)\n  d = f32[{m},{n}] dot(x, w), \
             lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n  \
             bias = f32[{n}] parameter(2)\n  bb = f32[{m},{n}] broadcast(bias), dimensions={{1}}\n  \
             a = f32[{m},{n}] add(d, bb)\n  z = f32[] constant(0)\n  \
             zb = f32[{m},{n}] broadcast(z), dimensions={{}}\n  r = f32[{m},{n}] maximum(a, zb)\n{extra}}}\n"
        );
        let module = crate::hlo::parse_hlo(&text).unwrap();
        let xs: Vec<f32> = (0..m * k)
            .map(|i| ((i * 7 % 23) as f32 - 11.0) * 0.1)
            .collect();
        let ws: Vec<f32> = (0..k * n)
            .map(|i| ((i * 5 % 19) as f32 - 9.0) * 0.1)
            .collect();
        let bs: Vec<f32> = (0..n).map(|i| (i as f32 - 45.0) * 0.05).collect();
        let out = run_module(
            &module,
            &[lf(&[m, k], &xs), lf(&[k, n], &ws), lf(&[n], &bs)],
        )
        .unwrap();
        // The dot alone, through the same kernel, then bias and relu element by element.
        let dot_text = format!(
            "HloModule d\n\nENTRY main {{\n  x = f32[{m},{k}] parameter(0)\n  \
             w = f32[{k},{n}] parameter(1)\n  ROOT d = f32[{m},{n}] dot(x, w), \
             lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n"
        );
        let dm = crate::hlo::parse_hlo(&dot_text).unwrap();
        let dv = f32s(&run_module(&dm, &[lf(&[m, k], &xs), lf(&[k, n], &ws)]).unwrap()[0]);
        let got = f32s(&out[0]);
        for i in 0..m * n {
            let want = (dv[i] + bs[i % n]).max(0.0);
            assert_eq!(
                got[i].to_bits(),
                want.to_bits(),
                "element {i}, second reader {second_reader}"
            );
        }
        if second_reader {
            let neg = f32s(&out[1]);
            assert!(neg
                .iter()
                .zip(&dv)
                .all(|(a, b)| a.to_bits() == (-b).to_bits()));
        }
        let p = super::CpuProgram::new(std::sync::Arc::new(module)).unwrap();
        let dump = crate::backend::Program::dump(&p);
        assert_eq!(
            dump.contains("; the epilogue of d"),
            !second_reader,
            "second reader {second_reader}:\n{dump}"
        );
    }
}
