#!/usr/bin/env bash
# JAX's own test files (tag jax-v0.10.2) with the webxla plugin as jax's backend, and the same
# files on jaxlib's CPU backend as the baseline. Not part of run.sh (minutes per file).
# Usage: tests/pjrt/jax_suite.sh [seconds per file, default 600]
# Needs tests/pjrt/run.sh to have built the plugin and the venv. Test files come from
# $JAX_TESTS_DIR, else are downloaded (curl) into target/jax-tests.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
LIMIT="${1:-600}"
PY="${WEBXLA_PJRT_VENV:-$ROOT/target/pjrt-venv}/bin/python"
DIR="${JAX_TESTS_DIR:-$ROOT/target/jax-tests}"
FILES=(lax_test.py lax_numpy_reducers_test.py lax_control_flow_test.py random_lax_test.py)
mkdir -p "$DIR"
for f in "${FILES[@]}" ; do
  [ -f "$DIR/$f" ] || curl -fsSL -o "$DIR/$f" "https://raw.githubusercontent.com/jax-ml/jax/jax-v0.10.2/tests/$f"
done
"$PY" -m pip install --quiet pytest absl-py
cd "$DIR"
for platform in cpu webxla; do
  for f in "${FILES[@]}"; do
    log="$DIR/${platform}_${f%.py}.log"
    JAX_NUM_GENERATED_CASES="${JAX_NUM_GENERATED_CASES:-10}" JAX_PLATFORMS=$platform \
      WEBXLA_PJRT_LIBRARY="$ROOT/target/release/libwebxla_pjrt.so" \
      timeout "$LIMIT" "$PY" -m pytest -v -p no:cacheprovider -o addopts="" "$f" --tb=line >"$log" 2>&1
    rc=$?
    summary=$(grep -E '^=+ .* in [0-9.]+s' "$log" | tail -1)
    if [ $rc -eq 124 ]; then
      summary="timed out after ${LIMIT}s: $(grep -c ' PASSED' "$log") passed, $(grep -c ' FAILED' "$log") failed, $(grep -c ' SKIPPED' "$log") skipped so far"
    fi
    echo "$platform $f: $summary"
  done
done
