//! The GPU backend's integration tests, one test binary (CI links each binary in release mode:
//! one binary instead of two dozen saves minutes of linking and of device start-ups). Each
//! module is one area, run on lavapipe in CI: `cargo test --release --test gpu sort::` runs
//! one of them. Without an adapter the GPU parts fail unless GPU tests are skipped explicitly
//! (`gpu_skip`).

#[path = "../gpu_common/mod.rs"]
mod gpu_common;
use gpu_common::gpu_skip;

mod accuracy;
mod complex;
mod complex128;
mod conformance;
mod conv;
mod convert64;
mod donation;
mod dot;
mod epilogue;
mod f16;
mod int64;
mod linalg;
mod pred_ops;
mod reduce;
mod reduce_precision;
mod rng;
mod rows;
mod smoke;
mod soft_f64;
mod sort;
mod topk;
mod transcendental;
mod trig;
mod update_slice;
mod wgsl;
mod wgsl_property;
mod while_loop;
