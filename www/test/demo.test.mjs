// Drives the demo page in headless Chromium (system /usr/bin/chromium, WebGPU via SwiftShader):
// runs playground examples on WebGPU and on the CPU backend against jaxlib's outputs, runs the
// digit classifier on the held-out samples and checks its probabilities against JAX's, and
// saves a screenshot. Needs www/pkg (bash pkg-template/build.sh www/pkg).
// Run: cd www/test && npm ci && node --test demo.test.mjs
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { noGpu } from "./gpu-skip.mjs";

const WWW = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIME = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
  ".json": "application/json", ".wasm": "application/wasm", ".mlir": "text/plain", ".hlo": "text/plain" };
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

let server, browser, page, base;
const consoleErrors = [];

before(async () => {
  assert.ok(fs.existsSync(path.join(WWW, "pkg", "webxla.js")), "www/pkg missing: run bash pkg-template/build.sh www/pkg");
  server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = path.join(WWW, rel.endsWith("/") ? rel + "index.html" : rel);
    if (!file.startsWith(WWW) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": MIME[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--enable-unsafe-webgpu", "--no-sandbox", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
  });
  page = await browser.newPage({ viewport: { width: 1100, height: 1400 } });
  page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  await page.goto(base);
  await page.waitForFunction(() => window.webxlaDemo?.ready || window.webxlaDemo?.startError, null, { timeout: 180_000 });
  const startError = await page.evaluate(() => window.webxlaDemo.startError);
  assert.equal(startError, undefined, `page failed to start: ${startError}`);
});

after(async () => {
  await browser?.close();
  server?.close();
});

let gpuSkip = false;
test("the page found a WebGPU adapter", async (t) => {
  const env = await page.textContent("#env");
  if (/WebGPU unavailable/.test(env)) {
    gpuSkip = `SKIPPED: ${env}`;
    return noGpu(t, "the demo page", env);
  }
  assert.match(env, /^WebGPU: /, env);
});

async function play(example, format, backend, inputs = "corpus") {
  return page.evaluate(async ([example, format, backend, inputs]) => {
    const set = (id, v) => { const el = document.getElementById(id); el.value = v; el.dispatchEvent(new Event("change")); };
    set("example", example);
    set("format", format);
    set("backend", backend);
    document.getElementById("inputs").value = inputs;
    return window.webxlaDemo.runPlayground();
  }, [example, format, backend, inputs]);
}

for (const backend of ["gpu", "cpu"]) {
  for (const [example, format] of [["mlp_forward", "hlo"], ["softmax", "hlo"], ["dot_matmul", "hlo"]]) {
    test(`playground ${example} (${format}) on ${backend} matches jaxlib`, async (t) => {
      if (backend === "gpu" && gpuSkip) return t.skip(gpuSkip);
      const run = await play(example, format, backend);
      assert.ok(run.ok, `run failed: ${run.error}`);
      assert.ok(run.checks.length > 0, "no outputs were checked");
      for (const [k, c] of run.checks.entries()) assert.ok(c.ok, `out${k} differs from jaxlib, max |Δ| ${c.maxErr}`);
    });
  }
  test(`playground with random inputs on ${backend}`, async (t) => {
    if (backend === "gpu" && gpuSkip) return t.skip(gpuSkip);
    const run = await play("layernorm", "hlo", backend, "random");
    assert.ok(run.ok, `run failed: ${run.error}`);
    assert.equal(run.outputs.length, 1);
    assert.ok(run.outputs[0].values.length > 0);
    assert.ok(run.outputs[0].values.every(Number.isFinite), "non-finite outputs on random inputs");
  });
}

test("playground reports a parse error clearly and keeps working", async () => {
  const err = await page.evaluate(async () => {
    document.getElementById("program").value = "this is not a program";
    document.getElementById("program").dataset.example = "";
    document.getElementById("inputs").value = "random";
    return window.webxlaDemo.runPlayground();
  });
  assert.equal(err.ok, false);
  assert.match(err.error, /PARSE|INVALID/);
  const again = await play("gelu", "hlo", gpuSkip ? "cpu" : "gpu");
  assert.ok(again.ok, `run after an error failed: ${again.error}`);
});

test("digit classifier reproduces JAX's probabilities (WebGPU, else CPU)", async () => {
  const samples = JSON.parse(fs.readFileSync(path.join(WWW, "model", "samples.json"), "utf8"));
  for (const s of samples) {
    const r = await page.evaluate((px) => window.webxlaDemo.classify(px), s.pixels);
    assert.equal(r.backend, gpuSkip ? "cpu" : "gpu");
    const maxErr = Math.max(...r.probs.map((p, i) => Math.abs(p - s.probs[i])));
    assert.ok(maxErr < 1e-4, `digit ${s.label}: max |Δp| ${maxErr}`);
    const best = r.probs.indexOf(Math.max(...r.probs));
    assert.equal(best, s.probs.indexOf(Math.max(...s.probs)), `digit ${s.label} classified as ${best}`);
  }
  // Show a held-out sample on the pad for the screenshot (its button draws it and classifies).
  await page.evaluate(() => { window.webxlaDemo.lastDigits = null; });
  await page.click("#samples button:last-child");
  await page.waitForFunction(() => window.webxlaDemo.lastDigits !== null);
  fs.mkdirSync(path.join(WWW, "test", "screenshots"), { recursive: true });
  await page.screenshot({ path: path.join(WWW, "test", "screenshots", "demo.png"), fullPage: true });
});

test("no uncaught errors in the page", () => {
  assert.deepEqual(consoleErrors.filter((e) => !/favicon/.test(e)), []);
});
