#!/usr/bin/env bash
# Builds the publishable npm package `webxla` into OUT_DIR (default: pkg/), with two wasm
# builds of the same crate:
#   webxla.js + webxla_bg.wasm: one thread (cargo, then wasm-bindgen --target web, profile release-wasm:
#     opt-level s, fat LTO; SIMD128 from .cargo/config.toml);
#   webxla_mt.js + webxla_mt_bg.wasm: the CPU backend on web workers over shared memory
#     (+atomics,+bulk-memory,+mutable-globals,+simd128, std rebuilt with -Z build-std on the
#     stable toolchain through RUSTC_BOOTSTRAP=1, which needs the rust-src component; then
#     wasm-bindgen --target web), loaded by threads.js on cross-origin isolated pages;
# → wasm-opt stripping the names and producers sections (no optimisation passes: see below)
#   when available (Debian `binaryen`, or the `binaryen` npm package cached under
#   $CARGO_TARGET_DIR/web-tools) → our package.json, README, threads.js, thread-worker.js and
#   threads.d.ts over wasm-bindgen's. Fails when either .wasm is over 2 MB gzipped.
# WEBXLA_WASM_PROFILE=dev builds a debug package (fast, large) for iterating;
# WEBXLA_WASM_THREADS=0 leaves the threaded build out (threads.js then loads the one-thread
# build everywhere); WEBXLA_WASM_KEEP_NAMES=1 keeps the functions' names section (for the
# browser's profiler: www/bench/profile.mjs), a larger package not to publish.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=$(realpath -m "${1:-$ROOT/pkg}")
PROFILE=${WEBXLA_WASM_PROFILE:-release-wasm}
THREADS=${WEBXLA_WASM_THREADS:-1}
KEEP_NAMES=${WEBXLA_WASM_KEEP_NAMES:-0}
TARGET_DIR=$(realpath -m "${CARGO_TARGET_DIR:-$ROOT/target}")
cd "$ROOT"

STAGE="$TARGET_DIR/web-pkg-stage"
rm -rf "$STAGE"
case "$PROFILE" in
  dev) PROFILE_ARGS=(); PROFILE_DIR=debug ;;
  release) PROFILE_ARGS=(--release); PROFILE_DIR=release ;;
  *) PROFILE_ARGS=(--profile "$PROFILE"); PROFILE_DIR=$PROFILE ;;
esac
# cargo, then wasm-bindgen (the CLI of Cargo.lock's wasm-bindgen version, which .ci/web.sh
# installs): what wasm-pack would run, without its install (minutes of CI) or its download of
# wasm-opt from GitHub (we run our own below).
cargo build -p webxla --lib --target wasm32-unknown-unknown "${PROFILE_ARGS[@]}"
wasm-bindgen --target web --out-dir "$STAGE" --out-name webxla \
  "$TARGET_DIR/wasm32-unknown-unknown/$PROFILE_DIR/webxla.wasm"

if [ "$THREADS" != 0 ]; then
  # Its own target dir: other RUSTFLAGS would rebuild the one-thread build's dependencies.
  # The linker makes the memory shared and imported (so workers can instantiate the module on
  # it) and exports the thread-local storage symbols wasm-bindgen's thread support uses.
  # Shared memory needs a declared maximum; 4 GiB is wasm32's whole address space, as the
  # one-thread build may grow to.
  MT_TARGET="$TARGET_DIR/wasm-mt"
  MT_LINK=""
  for a in --shared-memory --import-memory --max-memory=4294967296 --export=__wasm_init_tls \
    --export=__tls_size --export=__tls_align --export=__tls_base; do
    MT_LINK="$MT_LINK -C link-arg=$a"
  done
  # build-std compiles the standard library with our profile. At release-wasm's opt-level "s"
  # the threaded build ran 6-12% slower on one thread than the one-thread build, which links
  # the prebuilt std (opt-level 3); the time showed in our own kernels (GEMM, block programs),
  # not in library functions, through inlining and LTO. With std's crates at opt-level 3, as
  # prebuilt, the two builds are level (+5 KB gzipped). Measured 2026-11-27 in Node and in
  # Chromium (pool-trace.mjs's AWAKE mode 3: the same tasks on one thread).
  STD_OPT=()
  if [ "$PROFILE" != dev ]; then
    for c in std core alloc compiler_builtins dlmalloc panic_abort; do
      STD_OPT+=(--config "profile.$PROFILE.package.$c.opt-level=3")
    done
  fi
  RUSTC_BOOTSTRAP=1 \
  RUSTFLAGS="-C target-feature=+atomics,+bulk-memory,+mutable-globals,+simd128$MT_LINK" \
    cargo build -p webxla --lib --target wasm32-unknown-unknown "${PROFILE_ARGS[@]}" \
      -Z build-std=panic_abort,std "${STD_OPT[@]}" --target-dir "$MT_TARGET"
  wasm-bindgen --target web --out-dir "$STAGE" --out-name webxla_mt \
    "$MT_TARGET/wasm32-unknown-unknown/$PROFILE_DIR/webxla.wasm"
fi

find_wasm_opt() {
  if command -v wasm-opt >/dev/null; then echo wasm-opt; return; fi
  local tools="$TARGET_DIR/web-tools"
  if [ ! -x "$tools/node_modules/.bin/wasm-opt" ]; then
    mkdir -p "$tools"
    npm install --silent --no-audit --no-fund --prefix "$tools" binaryen@123 >/dev/null 2>&1 || return 0
  fi
  [ -x "$tools/node_modules/.bin/wasm-opt" ] && echo "$tools/node_modules/.bin/wasm-opt"
}

WASMS=("$STAGE/webxla_bg.wasm")
[ "$THREADS" != 0 ] && WASMS+=("$STAGE/webxla_mt_bg.wasm")
if [ "$PROFILE" != dev ] && [ "$KEEP_NAMES" = 0 ]; then
  WASM_OPT=$(find_wasm_opt || true)
  for WASM in "${WASMS[@]}"; do
    if [ -z "${WASM_OPT:-}" ]; then
      echo "wasm-opt not available: names and producers sections left in the package"
      break
    fi
    before=$(stat -c %s "$WASM")
    # The feature flags match what rustc emits for wasm32-unknown-unknown by default, plus SIMD128
    # (.cargo/config.toml) and, for the threaded build, atomics. Strip only: binaryen's
    # -Os/-O2/-O3 made the SIMD128 matrix kernels 1.3-1.5x slower in V8 (matmul 1024² 69 ->
    # 92-106 ms, Node 20) for no size gain (1.33 MB gzipped against 1.28 MB stripped).
    "$WASM_OPT" --strip-debug --strip-producers --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-threads \
      "$WASM" -o "$WASM.opt"
    mv "$WASM.opt" "$WASM"
    echo "wasm-opt $(basename "$WASM"): $before -> $(stat -c %s "$WASM") bytes"
  done
fi

rm -rf "$OUT"
mkdir -p "$OUT"
cp "$STAGE/webxla.js" "$STAGE/webxla.d.ts" "$STAGE/webxla_bg.wasm" "$STAGE/webxla_bg.wasm.d.ts" "$OUT/"
if [ "$THREADS" != 0 ]; then
  cp "$STAGE/webxla_mt.js" "$STAGE/webxla_mt_bg.wasm" "$OUT/"
fi
cp "$ROOT/pkg-template/package.json" "$ROOT/pkg-template/README.md" "$ROOT/pkg-template/threads.js" \
  "$ROOT/pkg-template/thread-worker.js" "$ROOT/pkg-template/threads.d.ts" "$OUT/"
VERSION=$(awk -F'"' '/^version = /{print $2; exit}' "$ROOT/Cargo.toml")
node -e '
  const fs = require("fs"); const p = process.argv[1];
  const j = JSON.parse(fs.readFileSync(p)); j.version = process.argv[2];
  fs.writeFileSync(p, JSON.stringify(j, null, 2) + "\n");' "$OUT/package.json" "$VERSION"

over=0
for WASM in "${WASMS[@]}"; do
  name=$(basename "$WASM")
  raw=$(stat -c %s "$OUT/$name")
  gz=$(gzip -9 -c "$OUT/$name" | wc -c)
  echo "webxla package ($PROFILE) in $OUT: $name $raw bytes raw, $gz bytes gzipped"
  if [ "$PROFILE" != dev ] && [ "$gz" -gt 2097152 ]; then
    echo "error: $name is over the 2 MB gzipped budget" >&2
    over=1
  fi
done
exit "$over"
