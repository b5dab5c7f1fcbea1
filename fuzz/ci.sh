#!/usr/bin/env bash
# CI's fuzz step: builds the cargo-fuzz targets and runs each for SECONDS (default 60) from
# the corpus kept in fuzz/corpus/<target> (copied to a scratch directory: CI never writes into
# the checkout). A crash, hang or out-of-memory fails the step and leaves the input in
# fuzz/artifacts/<target>/ — add it to fuzz/regressions/<target>/ with the fix.
#
# cargo fuzz needs nightly-only compiler flags (sanitizers, coverage instrumentation); the
# machines have one stable toolchain, so the build sets RUSTC_BOOTSTRAP=1, which lets that
# compiler accept them. Usage: bash fuzz/ci.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_EACH=${1:-60}
shift || true
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
  TARGETS=(hlo_text stablehlo_text mlir_bytecode npy executable differential)
fi
export RUSTC_BOOTSTRAP=1
# The differential target runs the GPU backend: lavapipe, as the other GPU tests.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/webxla-xdg}"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
if [ -z "${VK_ICD_FILENAMES:-}" ] && [ -f /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ]; then
  export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
fi
# The Rust code is safe apart from audited SIMD kernels; ASan's leak checker is off because
# the fuzz targets keep one client for the whole process on purpose.
export ASAN_OPTIONS=detect_odr_violation=0:detect_leaks=0

if ! command -v cargo-fuzz >/dev/null; then
  cargo install cargo-fuzz --version 0.13.2 --locked
fi
cargo fuzz build -O
BIN=target/x86_64-unknown-linux-gnu/release
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT

run_one() {
  local t=$1
  mkdir -p "$SCRATCH/$t" "artifacts/$t"
  if [ -d "corpus/$t" ]; then cp -r "corpus/$t/." "$SCRATCH/$t/"; fi
  # -timeout: one input may take this long (a deadline stops executions at 250 ms; ASan
  # builds compile slowly); -rss_limit_mb: libFuzzer's default, stated.
  local rc=0
  "$BIN/$t" "$SCRATCH/$t" -max_total_time="$SECONDS_EACH" -timeout=30 -rss_limit_mb=2048 \
    -detect_leaks=0 -artifact_prefix="artifacts/$t/" -print_final_stats=1 >"$SCRATCH/$t.log" 2>&1 || rc=$?
  local execs
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$SCRATCH/$t.log" | grep -o '[0-9]*$' || echo 0)
  if [ $rc -ne 0 ]; then
    echo "FUZZ $t: FAILED (exit $rc) after $execs executions"
    grep -E 'ERROR|panicked|SUMMARY|Test unit written' "$SCRATCH/$t.log" | head -20
    return 1
  fi
  echo "FUZZ $t: ok, $execs executions in ${SECONDS_EACH} s, no crash"
}

# Two at a time: one per core.
failed=0
for ((i = 0; i < ${#TARGETS[@]}; i += 2)); do
  pids=()
  for t in "${TARGETS[@]:i:2}"; do
    run_one "$t" &
    pids+=($!)
  done
  for p in "${pids[@]}"; do
    wait "$p" || failed=1
  done
done
exit $failed
