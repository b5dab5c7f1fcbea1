// What a browser test does when the page has no WebGPU: it fails, unless the run says
// explicitly that GPU tests are skipped (WEBXLA_SKIP_GPU_TESTS=1, as for the Rust tests in
// tests/gpu_skip). CI never says so: a browser that lost WebGPU fails CI instead of passing it
// with nothing run.
import assert from "node:assert/strict";

export const gpuTestsSkipped = process.env.WEBXLA_SKIP_GPU_TESTS === "1";

/** Fails test `t` for `what` having no WebGPU (`why`), or skips it visibly when allowed. */
export function noGpu(t, what, why) {
  if (!gpuTestsSkipped) {
    assert.fail(
      `${what}: no WebGPU (${why}). GPU tests fail without it: run Chromium with WebGPU ` +
        `(webdriver.json's flags) or set WEBXLA_SKIP_GPU_TESTS=1 to skip them explicitly`,
    );
  }
  console.log(`SKIPPED: ${what}: no WebGPU (${why}) [WEBXLA_SKIP_GPU_TESTS=1]`);
  t.skip(`SKIPPED: ${why}`);
}
