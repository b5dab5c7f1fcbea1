//! Small modules built with `ComputationBuilder`, shared by the GPU tests.
#![allow(dead_code)]

#[path = "../gpu_skip/mod.rs"]
pub mod gpu_skip;
pub use gpu_skip::no_gpu;
use std::sync::Arc;
use webxla::backend::gpu::{GpuBackend, GpuOptions};
use webxla::backend::Backend;
use webxla::ir::*;

/// Compares `text` with `tests/gpu_snapshots/{name}.wgsl`. A missing or different snapshot
/// fails; only an explicit bless (`WEBXLA_BLESS=1`) writes it.
pub fn snapshot(name: &str, text: &str) {
    if let Err(e) = check_snapshot(name, text) {
        panic!("{e}");
    }
}

/// Whether blessing (rewriting snapshots) was asked for.
pub fn blessing() -> bool {
    std::env::var("WEBXLA_BLESS").is_ok_and(|v| v == "1")
}

/// `snapshot`'s check as a result, for tests that report every difference at once.
pub fn check_snapshot(name: &str, text: &str) -> Result<(), String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/gpu_snapshots")
        .join(format!("{name}.wgsl"));
    if blessing() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        return Ok(());
    }
    match std::fs::read_to_string(&path) {
        Err(_) => Err(format!(
            "snapshot {name} is missing ({}; WEBXLA_BLESS=1 writes it)",
            path.display()
        )),
        Ok(want) if want != text => {
            let line = want
                .lines()
                .zip(text.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(want.lines().count().min(text.lines().count()));
            Err(format!(
                "snapshot {name} differs from line {} (WEBXLA_BLESS=1 to update after an intended change)",
                line + 1
            ))
        }
        Ok(_) => Ok(()),
    }
}

/// The (name, WGSL) of each kernel generated for HLO `text` (WebGPU default limits, no
/// device).
pub fn kernels(text: &str) -> Vec<(String, String)> {
    webxla::backend::gpu::generate_kernels(&webxla::hlo::parse_hlo(text).unwrap()).unwrap()
}

/// The names of the kernels generated for HLO `text`.
pub fn kernel_names(text: &str) -> Vec<String> {
    kernels(text).into_iter().map(|k| k.0).collect()
}

/// The GPU backend; without one a failure, or `None` after a visible `SKIPPED` line when the
/// run skips GPU tests explicitly (`gpu_skip`).
pub fn gpu_or_skip() -> Option<GpuBackend> {
    match pollster::block_on(GpuBackend::new(GpuOptions::default())) {
        Ok(b) => Some(b),
        Err(e) => {
            no_gpu("gpu backend", e);
            None
        }
    }
}

/// Asserts that float arrays `got` and `want` agree within `rtol` (relative, and absolute
/// below magnitude 1), naming `what` and the first element that does not.
#[allow(dead_code)]
pub fn assert_close(what: &str, got: &Literal, want: &Literal, rtol: f64) {
    assert_eq!(got.dims(), want.dims(), "{what}: shapes differ");
    let gv = webxla::conformance::float_values(got).expect("a float array");
    let wv = webxla::conformance::float_values(want).expect("a float array");
    for (i, (a, b)) in gv.iter().zip(&wv).enumerate() {
        assert!(
            (a - b).abs() <= rtol * b.abs().max(1.0),
            "{what} [{i}]: gpu {a} vs cpu {b}"
        );
    }
}

/// A deterministic test array: small integers from a hash of the index and `seed` (-8..=8;
/// exact in every type), divided by 8 for f16/bf16 and by 7 for f32; as they are for s32 and
/// s8; for pred, four in five true.
pub fn test_array(ty: ElementType, dims: &[usize], seed: u32) -> Literal {
    let n: usize = dims.iter().product();
    let vals: Vec<f32> = (0..n as u32)
        .map(|i| {
            let h = (i.wrapping_mul(2654435761) ^ seed.wrapping_mul(40503)) >> 20;
            (h % 17) as f32 - 8.0
        })
        .collect();
    let bytes: Vec<u8> = match ty {
        ElementType::Pred => vals.iter().map(|&v| (v as i32 % 5 != 0) as u8).collect(),
        ElementType::S8 => vals.iter().map(|&v| v as i8 as u8).collect(),
        ElementType::S32 => vals
            .iter()
            .flat_map(|&v| (v as i32).to_le_bytes())
            .collect(),
        ElementType::F16 => vals
            .iter()
            .flat_map(|&v| half::f16::from_f32(v / 8.0).to_le_bytes())
            .collect(),
        ElementType::BF16 => vals
            .iter()
            .flat_map(|&v| half::bf16::from_f32(v / 8.0).to_le_bytes())
            .collect(),
        _ => vals.iter().flat_map(|&v| (v / 7.0).to_le_bytes()).collect(),
    };
    Literal::from_bytes(ArrayShape::new(ty, dims.to_vec()), &bytes).unwrap()
}

/// `test_array` for each (type, dims) in `shapes`, seeded `seed`, `seed + 1`, ...
pub fn test_arrays(shapes: &[(ElementType, Vec<usize>)], seed: u32) -> Vec<Literal> {
    shapes
        .iter()
        .zip(seed..)
        .map(|((ty, dims), s)| test_array(*ty, dims, s))
        .collect()
}

/// Runs HLO `text` on `args` on the GPU backend `be` and on the CPU backend, checks that both
/// give the same number of outputs of the same shapes (naming `what`), and returns each
/// output's (GPU, CPU) pair.
pub fn gpu_and_cpu(
    be: &dyn Backend,
    text: &str,
    args: &[Literal],
    what: &str,
) -> Vec<(Literal, Literal)> {
    let g = run_hlo(be, text, args).unwrap();
    let w = run_hlo(
        &webxla::backend::cpu::CpuBackend::with_ieee_subnormals(),
        text,
        args,
    )
    .unwrap();
    assert_eq!(g.len(), w.len(), "{what}: output counts differ");
    for (a, b) in g.iter().zip(&w) {
        assert_eq!(a.dims(), b.dims(), "{what}: shapes differ");
    }
    g.into_iter().zip(w).collect()
}

/// HLO instructions declaring parameters `p0`..`p{n-1}` of type `ty` (such as
/// `f32[300]{0}`) and their running sums `a1 = p0 + p1`, ..., `a{n-1}`: a value that reads
/// `n` buffers.
pub fn sum_of_parameters(n: usize, ty: &str) -> String {
    let mut s: String = (0..n)
        .map(|k| format!("  p{k} = {ty} parameter({k})\n"))
        .collect();
    for k in 1..n {
        let prev = if k == 1 {
            "p0".to_string()
        } else {
            format!("a{}", k - 1)
        };
        s.push_str(&format!("  a{k} = {ty} add({prev}, p{k})\n"));
    }
    s
}

/// Compiles HLO `text` on `be`, runs it on `args` and downloads every output.
pub fn run_hlo(be: &dyn Backend, text: &str, args: &[Literal]) -> webxla::Result<Vec<Literal>> {
    run_module_on(be, webxla::hlo::parse_hlo(text)?, args)
}

/// Compiles `m` on `be`, runs it on `args` and downloads every output.
pub fn run_module_on(
    be: &dyn Backend,
    m: Module,
    args: &[Literal],
) -> webxla::Result<Vec<Literal>> {
    let p = be.compile(Arc::new(m))?;
    let bufs = args
        .iter()
        .map(|a| be.upload(a))
        .collect::<webxla::Result<Vec<_>>>()?;
    let outs = pollster::block_on(p.execute(bufs, Default::default()))?;
    outs.iter()
        .map(|o| pollster::block_on(be.download(o)))
        .collect()
}

pub fn module(comps: Vec<Computation>) -> Module {
    let entry = CompId(comps.len() as u32 - 1);
    Module {
        name: "test".into(),
        computations: comps,
        entry,
        aliases: Vec::new(),
        num_replicas: None,
        num_partitions: None,
    }
}

pub fn f32s(dims: &[usize]) -> Shape {
    Shape::array(ElementType::F32, dims.to_vec())
}

/// Scalar binary computation (for reducers).
pub fn scalar_bin(name: &str, ty: ElementType, op: BinaryOp) -> Computation {
    let mut b = ComputationBuilder::new(name);
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], Shape::scalar(ty));
    let y = b.add("y", Op::Parameter { index: 1 }, vec![], Shape::scalar(ty));
    let r = b.add("r", Op::Binary(op), vec![x, y], Shape::scalar(ty));
    b.finish(r).unwrap()
}

/// (x + y) * exp(x) over f32[n], broadcasting a scalar constant 2 in.
pub fn elementwise_module(n: usize) -> Module {
    let mut b = ComputationBuilder::new("main");
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], f32s(&[n]));
    let y = b.add("y", Op::Parameter { index: 1 }, vec![], f32s(&[n]));
    let two = b.add(
        "two",
        Op::Constant(Literal::scalar(ElementType::F32, 2.0f32).unwrap()),
        vec![],
        f32s(&[]),
    );
    let bt = b.add(
        "bt",
        Op::Broadcast { dimensions: vec![] },
        vec![two],
        f32s(&[n]),
    );
    let s = b.add("s", Op::Binary(BinaryOp::Add), vec![x, y], f32s(&[n]));
    let e = b.add("e", Op::Unary(UnaryOp::Exp), vec![x], f32s(&[n]));
    let m = b.add("m", Op::Binary(BinaryOp::Multiply), vec![s, e], f32s(&[n]));
    let r = b.add("r", Op::Binary(BinaryOp::Multiply), vec![m, bt], f32s(&[n]));
    module(vec![b.finish(r).unwrap()])
}

/// Row sums of f32[r, c] and a matmul f32[r,c] x f32[c,r].
pub fn reduce_dot_module(r: usize, c: usize) -> Module {
    let add = scalar_bin("add", ElementType::F32, BinaryOp::Add);
    let mut b = ComputationBuilder::new("main");
    let x = b.add("x", Op::Parameter { index: 0 }, vec![], f32s(&[r, c]));
    let y = b.add("y", Op::Parameter { index: 1 }, vec![], f32s(&[c, r]));
    let z = b.add(
        "z",
        Op::Constant(Literal::scalar(ElementType::F32, 0.0f32).unwrap()),
        vec![],
        f32s(&[]),
    );
    let s = b.add(
        "s",
        Op::Reduce {
            dimensions: vec![1],
            computation: CompId(0),
        },
        vec![x, z],
        f32s(&[r]),
    );
    let dims = DotDims {
        lhs_batch: vec![],
        rhs_batch: vec![],
        lhs_contracting: vec![1],
        rhs_contracting: vec![0],
    };
    let d = b.add(
        "d",
        Op::Dot {
            dims,
            precision: vec![],
        },
        vec![x, y],
        f32s(&[r, r]),
    );
    let t = b.add(
        "t",
        Op::Tuple,
        vec![s, d],
        Shape::Tuple(vec![f32s(&[r]), f32s(&[r, r])]),
    );
    module(vec![add, b.finish(t).unwrap()])
}
