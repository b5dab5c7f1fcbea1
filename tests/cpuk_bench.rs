//! Timing of the CPU kernels at the sizes of the bench set (ignored by default; run with
//! `CARGO_PROFILE_TEST_OPT_LEVEL=3 cargo test --test cpuk_bench -- --ignored --nocapture`).
//! Inputs are pseudo-random: correctness is checked by `cpuk_kernels.rs`; this only times.

use std::time::Instant;
use webxla::backend::cpu::kernels::{self as k, Evaluator};
use webxla::ir::{
    ArrayShape, BinaryOp, CompId, ConvAttrs, ConvDims, ElementType, Literal, WindowDim,
};
use webxla::Result;

fn rand_f32(dims: Vec<usize>, seed: u32) -> Literal {
    let n: usize = dims.iter().product();
    let mut s = seed.wrapping_mul(2654435761).wrapping_add(1);
    let v: Vec<f32> = (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s as f32 / u32::MAX as f32) - 0.5
        })
        .collect();
    Literal::from_slice(ElementType::F32, dims, &v).unwrap()
}

fn nhwc_conv(pad: i64, k: usize) -> ConvAttrs {
    let w = WindowDim {
        pad_low: pad,
        pad_high: pad,
        ..WindowDim::simple(k)
    };
    ConvAttrs {
        window: vec![w, w],
        dims: ConvDims {
            input_batch: 0,
            input_feature: 3,
            input_spatial: vec![1, 2],
            kernel_input_feature: 2,
            kernel_output_feature: 3,
            kernel_spatial: vec![0, 1],
            output_batch: 0,
            output_feature: 3,
            output_spatial: vec![1, 2],
        },
        feature_group_count: 1,
        batch_group_count: 1,
        precision: vec![],
    }
}

/// Process CPU time in seconds (Linux), a steadier measure than wall time on a shared machine.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

fn time<T>(name: &str, reps: usize, mut f: impl FnMut() -> T) {
    f();
    let t = Instant::now();
    let c = cpu_seconds();
    for _ in 0..reps {
        std::hint::black_box(f());
    }
    let wall = t.elapsed().as_secs_f64() * 1e3 / reps as f64;
    let cpu = (cpu_seconds() - c) * 1e3 / reps as f64;
    eprintln!("{name}: wall {wall:.3} ms, cpu {cpu:.3} ms (all threads)");
}

struct MaxEval;
impl Evaluator for MaxEval {
    fn call(&mut self, _: CompId, _: &[Literal]) -> Result<Vec<Literal>> {
        Err(webxla::Error::internal("not called"))
    }
    fn known_binary(&self, _: CompId) -> Option<BinaryOp> {
        Some(BinaryOp::Maximum)
    }
}

#[test]
#[ignore]
fn bench_conv_56x56x64() {
    let x = rand_f32(vec![1, 56, 56, 64], 1);
    let w = rand_f32(vec![3, 3, 64, 64], 2);
    let a = nhwc_conv(1, 3);
    let out = ArrayShape::new(ElementType::F32, vec![1, 56, 56, 64]);
    time("conv 1x56x56x64 * 3x3x64x64 (jaxlib 2.65 ms)", 20, || {
        k::convolution(&x, &w, &a, &out).unwrap()
    });
}

#[test]
#[ignore]
fn bench_cnn_batch32_kernels() {
    let x = rand_f32(vec![32, 28, 28, 1], 1);
    let w1 = rand_f32(vec![3, 3, 1, 16], 2);
    let w2 = rand_f32(vec![3, 3, 16, 32], 3);
    let a = nhwc_conv(1, 3);
    let o1 = ArrayShape::new(ElementType::F32, vec![32, 28, 28, 16]);
    let o2 = ArrayShape::new(ElementType::F32, vec![32, 14, 14, 32]);
    time("cnn conv1 32x28x28x1 -> 16", 30, || {
        k::convolution(&x, &w1, &a, &o1).unwrap()
    });
    let y = rand_f32(vec![32, 28, 28, 16], 4);
    let win: Vec<WindowDim> = [1, 2, 2, 1]
        .iter()
        .map(|&s| WindowDim {
            stride: s,
            ..WindowDim::simple(s)
        })
        .collect();
    let init = Literal::scalar(ElementType::F32, f32::NEG_INFINITY).unwrap();
    let p1 = ArrayShape::new(ElementType::F32, vec![32, 14, 14, 16]);
    time("cnn maxpool 32x28x28x16", 50, || {
        k::reduce_window(
            std::slice::from_ref(&y),
            std::slice::from_ref(&init),
            &win,
            CompId(0),
            std::slice::from_ref(&p1),
            &mut MaxEval,
        )
        .unwrap()
    });
    let z = rand_f32(vec![32, 14, 14, 16], 5);
    time("cnn conv2 32x14x14x16 -> 32", 30, || {
        k::convolution(&z, &w2, &a, &o2).unwrap()
    });
}
