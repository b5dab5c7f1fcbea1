#!/usr/bin/env bash
# Runs the whole primitive-harness corpus (jax's own lax harnesses, written by generate.py into
# target/primitive_harness) through `webxla check` and prints, per format: cases passed, failed
# (a wrong number or an error) and refused (UNIMPLEMENTED: an op or type the backend does not
# run), then every failure and refusal with its message.
#
#   bash tests/primitive_harness/run.sh --backend cpu|gpu [--dir DIR] [--format hlo|mlir|both]
#                                       [--no-build]   (use the webxla binary already built)
# WEBXLA=path/to/webxla runs that binary instead of the one cargo builds.
#
# Generate the set first (about an hour on 2 cores):
#   python3 tests/primitive_harness/generate.py target/primitive_harness
# The full log goes to target/primitive_harness_<backend>.log.
set -euo pipefail
cd "$(dirname "$0")/../.."
backend=cpu dir=target/primitive_harness format=both build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --backend) backend="$2"; shift 2 ;;
    --dir) dir="$2"; shift 2 ;;
    --format) format="$2"; shift 2 ;;
    --no-build) build=0; shift ;;
    *) echo "usage: $0 --backend cpu|gpu [--dir DIR] [--format hlo|mlir|both]" >&2; exit 2 ;;
  esac
done
if [ ! -d "$dir" ]; then
  echo "$dir: no corpus; run python3 tests/primitive_harness/generate.py $dir first" >&2
  exit 2
fi
if [ "$backend" = gpu ]; then
  export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/webxla-xdg}"
  mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
  if [ -z "${VK_ICD_FILENAMES:-}" ] && [ -f /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ]; then
    export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
  fi
fi
target_dir="${CARGO_TARGET_DIR:-target}"
if [ "$build" = 1 ]; then
  cargo build --release -q -p webxla-native-host
fi
log="target/primitive_harness_${backend}.log"
mkdir -p target
status=0
"${WEBXLA:-$target_dir/release/webxla}" check "$dir" --backend "$backend" --format "$format" >"$log" 2>&1 || status=$?
awk -v backend="$backend" '
  /^ok   / { fmt = $3; ok[fmt]++; seen[fmt] = 1; next }
  /^FAIL / {
    fmt = $3; sub(/:$/, "", fmt); seen[fmt] = 1
    if (index($0, "UNIMPLEMENTED:")) { refused[fmt]++; refusals[++nr] = $0 }
    else { failed[fmt]++; failures[++nf] = $0 }
    next
  }
  END {
    for (f in seen) {
      total = ok[f] + failed[f] + refused[f]
      printf "%s %s: %d of %d passed (%.1f%%), %d failed, %d refused\n", backend, f, ok[f], total,
        total ? 100.0 * ok[f] / total : 0, failed[f], refused[f]
    }
    if (nf) { print "\nfailures:"; for (i = 1; i <= nf; i++) print failures[i] }
    if (nr) { print "\nrefused:"; for (i = 1; i <= nr; i++) print refusals[i] }
  }' "$log"
tail -n 1 "$log"
if [ "$status" -gt 1 ]; then
  echo "webxla check exited with status $status before finishing (see $log)" >&2
  exit "$status"
fi
