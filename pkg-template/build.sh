#!/usr/bin/env bash
# Builds the publishable npm package `webxla` into OUT_DIR (default: pkg/):
#   wasm-pack (--target web, profile release-wasm: opt-level s, fat LTO) → wasm-opt stripping
#   the names and producers sections (no optimisation passes: see below) when
#   available (Debian `binaryen`, or the `binaryen` npm package cached under target/web-tools)
#   → our package.json and README over wasm-pack's.
# WEBXLA_WASM_PROFILE=dev builds a debug package (fast, large) for iterating.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=$(realpath -m "${1:-$ROOT/pkg}")
PROFILE=${WEBXLA_WASM_PROFILE:-release-wasm}
cd "$ROOT"

STAGE="$ROOT/target/web-pkg-stage"
rm -rf "$STAGE"
case "$PROFILE" in
  dev) PROFILE_ARGS=(--dev) ;;
  release) PROFILE_ARGS=(--release) ;;
  *) PROFILE_ARGS=(--profile "$PROFILE") ;;
esac
# --no-opt: wasm-pack would download wasm-opt from GitHub; we run our own below.
wasm-pack build --target web --out-dir "$STAGE" --out-name webxla --no-pack --no-opt \
  "${PROFILE_ARGS[@]}" .

find_wasm_opt() {
  if command -v wasm-opt >/dev/null; then echo wasm-opt; return; fi
  local tools="$ROOT/target/web-tools"
  if [ ! -x "$tools/node_modules/.bin/wasm-opt" ]; then
    mkdir -p "$tools"
    npm install --silent --no-audit --no-fund --prefix "$tools" binaryen@123 >/dev/null 2>&1 || return 0
  fi
  [ -x "$tools/node_modules/.bin/wasm-opt" ] && echo "$tools/node_modules/.bin/wasm-opt"
}

WASM="$STAGE/webxla_bg.wasm"
if [ "$PROFILE" != dev ]; then
  WASM_OPT=$(find_wasm_opt || true)
  if [ -n "${WASM_OPT:-}" ]; then
    before=$(stat -c %s "$WASM")
    # The feature flags match what rustc emits for wasm32-unknown-unknown by default, plus SIMD128
    # (.cargo/config.toml). Strip only: binaryen's -Os/-O2/-O3 made the SIMD128 matrix kernels
    # 1.3-1.5x slower in V8 (matmul 1024² 69 -> 92-106 ms, Node 20) for no size gain (1.33 MB
    # gzipped against 1.28 MB stripped).
    "$WASM_OPT" --strip-debug --strip-producers --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue \
      "$WASM" -o "$WASM.opt"
    mv "$WASM.opt" "$WASM"
    echo "wasm-opt: $before -> $(stat -c %s "$WASM") bytes"
  else
    echo "wasm-opt not available: names and producers sections left in the package"
  fi
fi

rm -rf "$OUT"
mkdir -p "$OUT"
cp "$STAGE/webxla.js" "$STAGE/webxla.d.ts" "$STAGE/webxla_bg.wasm" "$STAGE/webxla_bg.wasm.d.ts" "$OUT/"
cp "$ROOT/pkg-template/package.json" "$ROOT/pkg-template/README.md" "$OUT/"
VERSION=$(awk -F'"' '/^version = /{print $2; exit}' "$ROOT/Cargo.toml")
node -e '
  const fs = require("fs"); const p = process.argv[1];
  const j = JSON.parse(fs.readFileSync(p)); j.version = process.argv[2];
  fs.writeFileSync(p, JSON.stringify(j, null, 2) + "\n");' "$OUT/package.json" "$VERSION"

raw=$(stat -c %s "$OUT/webxla_bg.wasm")
gz=$(gzip -9 -c "$OUT/webxla_bg.wasm" | wc -c)
echo "webxla package ($PROFILE) in $OUT: webxla_bg.wasm $raw bytes raw, $gz bytes gzipped"
if [ "$PROFILE" != dev ] && [ "$gz" -gt 2097152 ]; then
  echo "error: webxla_bg.wasm is over the 2 MB gzipped budget" >&2
  exit 1
fi
