#!/usr/bin/env bash
# webxla's GPU backend on a lent NVIDIA machine through Vulkan (see README "On a real GPU").
# Two halves, because that machine has no network and no Rust toolchain:
#
#   bash tests/device/nvidia_vulkan.sh pack [BENCH_DIR]   # here: build, strip and pack the
#        # release CLI and GPU test binary (and the bench cases of BENCH_DIR, if given) into
#        # devpack/, and download the Vulkan loader's .debs into .gl/ (both git-ignored via
#        # .git/info/exclude); the tree plus carried paths must stay under 64 MiB
#   bash tests/device/nvidia_vulkan.sh run                # there (carry .gl and devpack):
#        # corpora, harness slice, linalg/fft, GPU tests, and bench against jaxlib's CUDA
#        # client, logs under $OUT
set -u
cd "$(dirname "$0")/../.."
case "${1:-}" in
pack)
  set -e
  for d in /.gl/ /devpack/ /devcarry/; do
    grep -qx "$d" "$(git rev-parse --git-dir)/info/exclude" || echo "$d" >>"$(git rev-parse --git-dir)/info/exclude"
  done
  cargo build --release
  gpu_test=$(cargo test --release --test gpu --no-run --message-format=json 2>/dev/null |
    python3 -c 'import json,sys; print([j["executable"] for j in map(json.loads, sys.stdin) if j.get("executable") and j["target"]["name"]=="gpu"][0])')
  rm -rf devcarry && mkdir -p devcarry/bench devpack .gl /tmp/amd64/partial
  cp target/release/webxla devcarry/webxla && cp "$gpu_test" devcarry/gputest
  strip devcarry/webxla devcarry/gputest
  if [ -n "${2:-}" ]; then cp -r "$2"/bench_* devcarry/bench/; fi
  pwd >devcarry/built_in
  tar -cJf devpack/d.tar.xz -C devcarry .
  o='-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64'
  apt-get $o update -qq
  (cd .gl && apt-get $o download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
  du -sh devpack .gl ;;
run)
  W=/tmp/d/webxla
  for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
  mkdir -p /tmp/d && tar -xJf devpack/d.tar.xz -C /tmp/d
  # The GPU tests find their data through the path they were built in.
  src=$(cat /tmp/d/built_in)
  [ -n "$src" ] && [ ! -e "$src" ] && mkdir -p "$(dirname "$src")" && ln -s "$PWD" "$src"
  icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  [ -f $icd ] && export VK_DRIVER_FILES=$icd
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  check() { local log=$1; shift; echo "== $*" | tee -a "$OUT/$log.log"
    timeout 120 $W check "$@" --backend gpu --format both >>"$OUT/$log.log" 2>&1; echo "rc=$?"
    tail -1 "$OUT/$log.log"; }
  check corpora tests/conformance
  check corpora tests/multi_device
  check harness tests/primitive_harness/cases --known-failures tests/primitive_harness/gpu_known_failures.txt
  check harness tests/primitive_harness/cases --gpu-soft-f64 --known-failures tests/primitive_harness/gpu_soft_f64_known_failures.txt
  check linalg tests/linalg
  check linalg tests/fft
  echo "== gpu tests"; timeout 150 /tmp/d/gputest --test-threads=4 --skip wgsl_property >"$OUT/gputest.log" 2>&1
  echo "rc=$?"; grep -E "^test result|FAILED" "$OUT/gputest.log" | head -8
  if ls /tmp/d/bench/bench_* >/dev/null 2>&1; then
    PY=python3; [ -x /opt/torch/.venv/bin/python3 ] && PY=/opt/torch/.venv/bin/python3
    JAXLIB_BACKEND=cuda timeout 120 $PY tests/bench_jaxlib.py /tmp/d/bench/bench_* >"$OUT/jaxcuda.json" 2>"$OUT/bench.err"
    J=""; [ -s "$OUT/jaxcuda.json" ] && J="--jaxlib-times $OUT/jaxcuda.json"
    timeout 150 $W bench --backend gpu --format hlo --min-time 0.3 $J /tmp/d/bench/bench_* 2>&1 | tee "$OUT/bench.txt" | tail -12
  fi ;;
*) echo "usage: $0 pack [BENCH_DIR] | run" >&2; exit 2 ;;
esac
