// The conformance corpus in headless Chromium (system /usr/bin/chromium, WebGPU via
// SwiftShader) through the npm package's JS API only: every case of tests/conformance, as HLO
// text and as StableHLO text, on WebGPU and on the CPU backend, against jaxlib's outputs with
// the case tolerances (see corpus-runner.mjs, which runs in the page); every case of the
// multi-device corpus (tests/multi_device) on 8 WebGPU virtual devices and 8 CPU devices; the Sharding arithmetic and its typed errors;
// the jax.export artifacts of tests/export (digit classifier, transformer block, ...) through deserializeExported on WebGPU and CPU.
// Needs www/pkg (bash pkg-template/build.sh www/pkg).
// Run: cd www/test && npm ci && node --test corpus.test.mjs  (WEBXLA_CASE=name filters cases)
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { noGpu } from "./gpu-skip.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WWW = path.resolve(HERE, "..");
const TESTS = path.resolve(WWW, "..", "tests");
const CORPUS = path.join(TESTS, "conformance");
const MIME = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript",
  ".json": "application/json", ".wasm": "application/wasm", ".hlo": "text/plain", ".mlir": "text/plain" };
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
// URL prefix → directory served under it; nothing else is reachable.
const ROOTS = [["/pkg/", path.join(WWW, "pkg")], ["/corpus/", CORPUS], ["/test/", HERE],
  ["/multi_device/", path.join(TESTS, "multi_device")], ["/web_multi_device/", path.join(TESTS, "web_multi_device")],
  ["/export/", path.join(TESTS, "export")]];
const PAGE = `<!doctype html><meta charset="utf-8"><title>webxla corpus</title>
<script type="module">import("/test/corpus-runner.mjs").then((m) => { window.corpus = m; });</script>`;

let server, browser, page, report, multi, sharding, exports;
const consoleErrors = [];

function serve(req, res) {
  const rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
  if (rel === "/") {
    res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
    return;
  }
  if (rel === "/favicon.ico") {
    res.writeHead(204).end();
    return;
  }
  const root = ROOTS.find(([prefix]) => rel.startsWith(prefix));
  const file = root && path.join(root[1], rel.slice(root[0].length));
  if (!file || !file.startsWith(root[1]) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end("not found");
    return;
  }
  res.writeHead(200, { "content-type": MIME[path.extname(file)] ?? "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
}

before(async () => {
  assert.ok(fs.existsSync(path.join(WWW, "pkg", "webxla.js")), "www/pkg missing: run bash pkg-template/build.sh www/pkg");
  assert.ok(fs.existsSync(path.join(CORPUS, "index.json")), `corpus missing at ${CORPUS}`);
  server = http.createServer(serve);
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--enable-unsafe-webgpu", "--no-sandbox", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
  });
  page = await browser.newPage();
  page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => window.corpus, null, { timeout: 60_000 });
  report = await page.evaluate((only) => window.corpus.runCorpus(only), process.env.WEBXLA_CASE ?? null);
  multi = await page.evaluate((only) => window.corpus.runMultiDevice(only), process.env.WEBXLA_CASE ?? null);
  sharding = await page.evaluate(() => window.corpus.shardingChecks());
  exports = await page.evaluate(() => window.corpus.runExports());
});

after(async () => {
  await browser?.close();
  server?.close();
});

for (const backend of ["webgpu", "cpu"]) {
  test(`corpus through the JS API on ${backend} matches jaxlib`, (t) => {
    const r = report.backends[backend];
    if (r.skipped) {
      // Only WebGPU may be missing, and only when the run says so (gpu-skip.mjs).
      assert.equal(backend, "webgpu", `no ${backend} client: ${r.skipped}`);
      return noGpu(t, "corpus on webgpu", r.skipped);
    }
    const lines = [`corpus via JS API on ${backend} (${r.platform}: ${r.version}), ${report.cases} cases:`];
    for (const format of ["hlo", "mlir"]) {
      const rs = r.results.filter((x) => x.format === format);
      const failed = rs.filter((x) => x.error);
      lines.push(`  ${format}: ${rs.length - failed.length} passed, ${failed.length} failed`);
      for (const f of failed) lines.push(`    FAIL ${f.case}[${format}]: ${f.error}`);
    }
    console.log(lines.join("\n"));
    assert.ok(r.results.length === 2 * report.cases && report.cases > 0, "not every case ran");
    const failed = r.results.filter((x) => x.error).map((x) => `${x.case}[${x.format}]: ${x.error}`);
    assert.deepEqual(failed, [], `${failed.length} corpus runs failed on ${backend}`);
  });
}

for (const backend of ["webgpu", "cpu"]) {
  test(`the multi-device corpus through the JS API on 8 ${backend} devices matches jaxlib`, (t) => {
    const r = multi.backends[backend];
    if (r.skipped) {
      assert.equal(backend, "webgpu", `no ${backend} client: ${r.skipped}`);
      return noGpu(t, "multi-device cases on webgpu", r.skipped);
    }
    assert.equal(r.devices, 8, `${backend} client devices`);
    const failed = r.results.filter((x) => x.error && !x.pending);
    const pending = r.results.filter((x) => x.error && x.pending);
    const passesNow = r.results.filter((x) => !x.error && x.pending);
    const lines = [`multi-device via JS API on ${backend} (${r.platform}, ${r.devices} devices): ` +
      `${r.results.length - failed.length - pending.length - passesNow.length} passed, ${failed.length} failed, ` +
      `${pending.length} pending the front end`];
    for (const x of r.results) {
      const status = !x.error ? (x.pending ? "PASSES NOW" : "ok  ") : x.pending ? "PENDING (front end)" : "FAIL";
      lines.push(`  ${status} ${x.run}${x.error ? `: ${x.error.split("\n")[0]}` : ""}`);
    }
    console.log(lines.join("\n"));
    assert.ok(r.results.length === multi.runs && multi.runs > 0, `not every run ran: ${r.results.length} of ${multi.runs}`);
    assert.deepEqual(failed.map((x) => `${x.run}: ${x.error}`), [], `multi-device runs failed on ${backend}`);
    assert.deepEqual(passesNow.map((x) => x.run), [],
      "these runs pass now: delete them from PENDING_FRONT_END in corpus-runner.mjs and tests/web_multi_device.rs");
  });
}

test("Sharding arithmetic and bad input through the JS API", () => {
  const { checked, failures } = sharding;
  console.log(`sharding checks through the JS API: ${checked - failures.length} passed, ${failures.length} failed`);
  assert.ok(checked >= 40, `only ${checked} checks ran`);
  assert.deepEqual(failures, []);
});

test("no uncaught errors in the page", () => {
  assert.deepEqual(consoleErrors, []);
});

for (const backend of ["webgpu", "cpu"]) {
  test(`jax.export artifacts through deserializeExported on ${backend} match jax`, () => {
    const r = exports.backends[backend];
    assert.ok(!r.skipped, `${backend} client could not be made: ${r.skipped}`);
    const failed = r.results.filter((x) => x.error);
    for (const f of failed) console.log(`FAIL ${backend} ${f.case}: ${f.error}`);
    console.log(`jax.export on ${backend}: ${r.results.length - failed.length} passed, ${failed.length} failed`);
    assert.equal(r.results.length, 5);
    assert.deepEqual(failed, []);
  });
}

test("a truncated jax.export artifact is refused with a typed error", () => {
  assert.ok(exports.corrupt, "deserializeExported accepted 40 bytes of an artifact");
  assert.match(exports.corrupt, /^PARSE: /);
});
