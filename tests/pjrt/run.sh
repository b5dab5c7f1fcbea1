#!/usr/bin/env bash
# Real JAX on the webxla PJRT plugin: builds the plugin, makes a venv with jax/jaxlib 0.10.2
# and the plugin package, computes reference results with jaxlib's CPU backend, then runs the
# same cases on webxla's CPU backend and on its GPU backend (wgpu; lavapipe where no GPU).
# Usage: tests/pjrt/run.sh [cpu] [cpu8] [gpu] [dist]   (all four by default; cpu8 = the CPU
# backend with 8 devices, which adds a sharded jit; dist = webxla-distributed's coordination
# service and client against this venv's jaxlib, both ways). Exit status: nonzero on any failure.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
BACKENDS=("$@")
[ ${#BACKENDS[@]} -eq 0 ] && BACKENDS=(cpu cpu8 gpu dist)

cargo build --release -p webxla-pjrt
LIB="$ROOT/target/release/libwebxla_pjrt.so"

VENV="${WEBXLA_PJRT_VENV:-$ROOT/target/pjrt-venv}"
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
PY="$VENV/bin/python"
if ! "$PY" -c 'import jax, jaxlib; assert jax.__version__ == "0.10.2" and jaxlib.__version__ == "0.10.2"' 2>/dev/null; then
  "$PY" -m pip install --quiet jax==0.10.2 jaxlib==0.10.2
fi
"$PY" -m pip install --quiet --no-deps "$ROOT/crates/webxla-pjrt/python"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
TEST="$ROOT/tests/pjrt/test_jax_webxla.py"
export WEBXLA_PJRT_LIBRARY="$LIB"

echo "== reference: jaxlib CPU (8 devices, for the sharded case)"
XLA_FLAGS="--xla_force_host_platform_device_count=8" JAX_PLATFORMS=cpu \
  "$PY" "$TEST" --reference "$WORK/ref.npz"

status=0
for b in "${BACKENDS[@]}"; do
  if [ "$b" = dist ]; then
    echo "== webxla-distributed against jaxlib"
    WEBXLA_JAX_PYTHON="$PY" cargo test --release -p webxla-distributed --test jaxlib_interop -- --ignored || status=1
    continue
  fi
  echo "== webxla $b"
  if [ "$b" = gpu ] && [ -z "${VK_ICD_FILENAMES:-}" ] && [ -f /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ]; then
    export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
    export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp/webxla-xdg}"
    mkdir -p "$XDG_RUNTIME_DIR"
  fi
  devices=1
  if [ "$b" = cpu8 ]; then b=cpu; devices=8; fi
  WEBXLA_PJRT_LIBRARY="$LIB" WEBXLA_BACKEND="$b" WEBXLA_DEVICES=$devices JAX_PLATFORMS=webxla \
    "$PY" "$TEST" --compare "$WORK/ref.npz" || status=1
done
exit $status
