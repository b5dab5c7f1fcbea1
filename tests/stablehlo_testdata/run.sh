#!/usr/bin/env bash
# Runs openxla/stablehlo's JAX-generated testdata (stablehlo/testdata/*.mlir) on webxla's CPU
# or GPU backend: clones stablehlo at a pinned commit (shallow, only that commit) into
# target/stablehlo-testdata, then runs the #[ignore]d test tests/stablehlo_testdata.rs.
# Prints one line per failing (FAIL) or refused (REFUSED) case and the counts.
#
#   tests/stablehlo_testdata/run.sh [--backend cpu|gpu] [--case SUBSTRING] [--min-passed N]
#                                   [--gpu-soft-f64]   (f64 on the GPU in exact software arithmetic)
#
# The GPU run needs an adapter; with none, lavapipe:
#   XDG_RUNTIME_DIR=/tmp/webxla-xdg VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
# WEBXLA_STABLEHLO_TESTDATA=<dir> skips the clone and uses that directory.
set -euo pipefail

STABLEHLO_COMMIT=3c9301c116f97fbaf696959a0ede32712aec587b
backend=cpu
case_filter=""
min_passed=""
while [ $# -gt 0 ]; do
  case "$1" in
    --backend) backend="$2"; shift 2 ;;
    --case) case_filter="$2"; shift 2 ;;
    --min-passed) min_passed="$2"; shift 2 ;;
    --gpu-soft-f64) export WEBXLA_GPU_SOFT_F64=1; shift ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done
case "$backend" in
  cpu | gpu) ;;
  *) echo "--backend must be cpu or gpu, not '$backend'" >&2; exit 2 ;;
esac

root="$(cd "$(dirname "$0")/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
if [ -z "${WEBXLA_STABLEHLO_TESTDATA:-}" ]; then
  clone="$target/stablehlo-testdata"
  if [ "$(git -C "$clone" rev-parse HEAD 2>/dev/null || true)" != "$STABLEHLO_COMMIT" ]; then
    rm -rf "$clone"
    mkdir -p "$clone"
    git -C "$clone" init -q
    git -C "$clone" remote add origin https://github.com/openxla/stablehlo.git
    git -C "$clone" fetch -q --depth 1 origin "$STABLEHLO_COMMIT"
    git -C "$clone" checkout -q FETCH_HEAD
  fi
  export WEBXLA_STABLEHLO_TESTDATA="$clone/stablehlo/testdata"
fi
[ -n "$case_filter" ] && export WEBXLA_CASE="$case_filter"
[ -n "$min_passed" ] && export WEBXLA_TESTDATA_MIN_PASSED="$min_passed"

cd "$root"
cargo test --release --test stablehlo_testdata -- --ignored --nocapture --exact \
  "stablehlo_testdata_$backend"
