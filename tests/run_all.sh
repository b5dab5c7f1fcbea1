#!/usr/bin/env bash
# Installs what webxla's tests need on a fresh Debian 12 machine (as root) and runs them all:
# formatting and lints (native and wasm32), unit and integration tests, the conformance corpus
# on the CPU backend and on the GPU backend (lavapipe software Vulkan), and the browser tests
# (headless Chromium with WebGPU) through tests/../.ci/web.sh, real JAX driving the PJRT
# plugin (tests/pjrt/run.sh installs jax 0.10.2 into a venv from PyPI; it also runs the
# coordination service against jaxlib's), mpirun over several processes (Open MPI from
# Debian), and 15 s of each fuzz target (fuzz/ci.sh installs cargo-fuzz).
# WEBXLA_LONG_TESTS=1 adds the long mode: the #[ignore]d GPU tests (about 20 more minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
# GPU tests run on lavapipe and in Chromium's WebGPU here: never let a missing adapter skip them.
unset WEBXLA_SKIP_GPU_TESTS
step() { printf '\n=== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

step "install system packages"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  need=()
  # openmpi-bin, libopenmpi-dev: webxla-mpi's cross-process collectives and its mpirun tests;
  # libclang-dev: rsmpi's mpi-sys generates its bindings with bindgen.
  for p in mesa-vulkan-drivers libvulkan1 pkg-config openmpi-bin libopenmpi-dev libclang-dev; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
  done
  if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  fi
fi
rustup component add clippy rustfmt >/dev/null 2>&1 || true

# lavapipe: a conformant software Vulkan driver, so the GPU backend runs without a GPU.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/webxla-xdg}"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
if [ -f /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ]; then
  export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
fi

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo features: lone builds resolve as the workspace's tests (no rebuilds of webxla below)"
bash tests/cargo_features.sh

step "cargo clippy (native)"
cargo clippy --workspace --all-targets --release -- -D warnings

step "cargo test (native: unit, integration, conformance on CPU and GPU, mpirun over 2 and 4 processes)"
# webxla-distributed's jaxlib interop tests need a python with jax 0.10.2: ignored here, they
# run in the PJRT step below with the venv tests/pjrt/run.sh makes (its `dist` part).
cargo test --workspace --release

if [ "${WEBXLA_LONG_TESTS:-0}" = 1 ]; then
  # Long mode: the GPU tests CI leaves out for time (c128 sin, cos, tan, tanh, expm1, log1p,
  # rsqrt and power against the CPU: lavapipe compiles each kernel in 40 s to 8 min on 2 cores).
  step "long mode: the #[ignore]d GPU tests"
  cargo test --release --test gpu -- --ignored --skip soft_f64::cost
fi

step "CLI: conformance on the CPU backend, both formats"
cargo run --release -q -- check tests/conformance --backend cpu --format both

step "CLI: conformance on the GPU backend (lavapipe), both formats"
cargo run --release -q -- check tests/conformance --backend gpu --format both

step "CLI: multi-device corpus on CPU devices, both formats"
cargo run --release -q -- check tests/multi_device --backend cpu --format both

step "CLI: multi-device corpus on GPU virtual devices (lavapipe), both formats"
cargo run --release -q -- check tests/multi_device --backend gpu --format both

step "CLI: the vendored bench cases (tests/bench_extra: the 500-step scan) on CPU and GPU (lavapipe), both formats"
cargo run --release -q -- check tests/bench_extra --backend cpu --format both
cargo run --release -q -- check tests/bench_extra --backend gpu --format both

step "CLI: the vendored slice of jax's primitive harnesses (tests/primitive_harness/cases) on CPU and GPU (lavapipe; the GPU's typed refusals, f64 without --gpu-soft-f64 and c128, are listed as known), both formats (with --gpu-soft-f64: HLO)"
cargo run --release -q -- check tests/primitive_harness/cases --backend cpu --format both
cargo run --release -q -- check tests/primitive_harness/cases --backend gpu --format both \
  --known-failures tests/primitive_harness/gpu_known_failures.txt
# Soft f64 in one format: its kernels inline thousands of soft operations, so compiling them
# on lavapipe is most of this step (HLO alone 266 s, both formats 747 s, 2026-11-26 with
# Mesa's shader cache off). The formats meet in the same `ir` before the GPU backend; the
# StableHLO forms with soft f64 are a manual run (`--format mlir --gpu-soft-f64`: 102 of 102
# on 2026-11-26), their f64 programs refused by name in the default-option step above.
cargo run --release -q -- check tests/primitive_harness/cases --backend gpu --format hlo --gpu-soft-f64 \
  --known-failures tests/primitive_harness/gpu_soft_f64_known_failures.txt

step "PJRT plugin: real JAX 0.10.2 (pip, in a venv) on webxla's CPU (1 and 8 devices) and GPU (lavapipe) backends; the coordination service against jaxlib's, both ways"
bash tests/pjrt/run.sh cpu cpu8 gpu dist

step "fuzz: 15 s of each cargo-fuzz target from its kept corpus (fuzz/ci.sh)"
bash fuzz/ci.sh 15

step "CLI: the bundled demo"
cargo run --release -q

if [ -f .ci/web.sh ]; then
  step "web: wasm32 build, npm package, browser tests"
  bash .ci/web.sh
fi
step "all tests passed"
