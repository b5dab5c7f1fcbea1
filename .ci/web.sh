#!/usr/bin/env bash
# CI for the web part of webxla: toolchain installs (idempotent), wasm32 build + clippy,
# the npm package, browser tests (wasm-bindgen-test on headless Chromium with WebGPU via
# SwiftShader), an npm pack smoke test, the demo page test, the corpus (single- and
# multi-device) through the JS API (playwright-core), the threaded CPU build against the
# one-thread one, the benchmark's short mode and a tsc check of the package's types.
#
# Runs as root on Debian 12 with rustup/cargo/node/npm. Usage: bash .ci/web.sh [install|all]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
export CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-2}
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock)

t0=$(date +%s)
step() { echo "=== [web +$(( $(date +%s) - t0 ))s] $*"; }

install_tools() {
  step "rustup target wasm32-unknown-unknown"
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
  fi
  # The threaded package build rebuilds std (-Z build-std, through RUSTC_BOOTSTRAP=1).
  if ! rustup component list --installed | grep -q '^rust-src'; then
    step "rustup component add rust-src"
    rustup component add rust-src
  fi
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    step "apt-get install chromium chromium-driver"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
  if ! command -v wasm-bindgen >/dev/null || [ "$(wasm-bindgen --version | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
    step "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION"
    cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION" --force
  fi
  step "tools ready: $(wasm-bindgen --version); $(chromium --version 2>/dev/null)"
}

install_tools
if [ "${1:-all}" = install ]; then exit 0; fi

step "cargo clippy --target wasm32-unknown-unknown -- -D warnings"
cargo clippy -p webxla --target wasm32-unknown-unknown --lib --test 'web_*' -- -D warnings

step "npm package (pkg-template/build.sh: the one-thread and the threaded build)"
bash pkg-template/build.sh "$ROOT/pkg"
# The demo page loads the package from www/pkg.
rm -rf www/pkg && cp -r "$ROOT/pkg" www/pkg

step "browser tests: tests/web_*.rs in headless Chromium (WebGPU via SwiftShader, see webdriver.json)"
# Same runner as `wasm-pack test --headless --chrome`, but only the web_* tests: wasm-pack test
# builds every integration test for wasm32, and the native-only ones (proptest, files) do not.
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
CHROMEDRIVER="$(command -v chromedriver)" \
WASM_BINDGEN_TEST_TIMEOUT=${WASM_BINDGEN_TEST_TIMEOUT:-600} \
  cargo test -p webxla --no-fail-fast --target wasm32-unknown-unknown --test 'web_*' -- --nocapture

step "npm pack → install into a scratch project → smoke test in Node (CPU backend)"
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
TARBALL=$(cd "$ROOT/pkg" && npm pack --silent --pack-destination "$SCRATCH" | tail -1)
( cd "$SCRATCH" && npm init -y >/dev/null && npm install --silent --no-audit --no-fund "./$TARBALL" \
  && cp "$ROOT/www/test/smoke.mjs" . && node smoke.mjs )

step "demo page test (playwright-core on /usr/bin/chromium)"
( cd www/test && npm ci --silent --no-audit --no-fund && node --test demo.test.mjs )

step "corpus through the JS API in headless Chromium (www/test/corpus.test.mjs: WebGPU and CPU, HLO and StableHLO; the multi-device corpus on 8 devices each; Sharding checks)"
( cd www/test && node --test corpus.test.mjs )

step "threaded CPU build in headless Chromium (www/test/threads.test.mjs: the same bytes as the one-thread build on the corpus and large programs; one thread without cross-origin isolation)"
( cd www/test && node --test threads.test.mjs )

step "browser benchmark, short mode (www/bench/run.mjs --short: webxla, onnxruntime-web, TF.js and @jax-js/jax on wasm and WebGPU, four models, outputs checked against each other)"
( cd www/bench && npm ci --silent --no-audit --no-fund && node run.mjs --short )

step "TypeScript declarations (www/test/types.test.mjs: tsc --strict on types-check.ts against www/pkg/webxla.d.ts)"
( cd www/test && node --test types.test.mjs )

step "web CI passed"

