// webxla's threaded CPU build in headless Chromium (system /usr/bin/chromium): on a
// cross-origin isolated page, threads.js's client on 2 threads must give the same bytes as the
// one-thread build on every program of threads-runner.mjs (the conformance corpus, the
// benchmark's models, and large programs the backend splits across threads); on a page that
// is not isolated, threads.js must fall back to one thread.
// Needs www/pkg (bash pkg-template/build.sh www/pkg, with the threaded build).
// Run: cd www/test && npm ci && node --test threads.test.mjs
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WWW = path.resolve(HERE, "..");
const TESTS = path.resolve(WWW, "..", "tests");
const MIME = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript",
  ".json": "application/json", ".wasm": "application/wasm", ".hlo": "text/plain", ".mlir": "text/plain" };
// URL prefix → directory served under it; nothing else is reachable.
const ROOTS = [["/pkg/", path.join(WWW, "pkg")], ["/corpus/", path.join(TESTS, "conformance")],
  ["/test/", HERE], ["/threads/", path.join(HERE, "threads")], ["/bench-models/", path.join(WWW, "bench", "models")]];
const PAGE = `<!doctype html><meta charset="utf-8"><title>webxla threads</title>
<script type="module">import("/test/threads-runner.mjs").then((m) => { window.threads = m; });</script>`;

let server, browser;
const pageErrors = [];

// "/" is cross-origin isolated (COOP/COEP, as the package README asks); "/plain" is not.
function serve(req, res) {
  const rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const isolate = { "cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "require-corp" };
  if (rel === "/" || rel === "/plain") {
    res.writeHead(200, { "content-type": "text/html", ...(rel === "/" ? isolate : {}) }).end(PAGE);
    return;
  }
  const root = ROOTS.find(([prefix]) => rel.startsWith(prefix));
  const file = root && path.join(root[1], rel.slice(root[0].length));
  if (!file || !file.startsWith(root[1]) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end("not found");
    return;
  }
  res.writeHead(200, { "content-type": MIME[path.extname(file)] ?? "application/octet-stream", ...isolate });
  fs.createReadStream(file).pipe(res);
}

async function open(route) {
  const page = await browser.newPage();
  page.on("pageerror", (e) => pageErrors.push(String(e)));
  await page.goto(`http://127.0.0.1:${server.address().port}${route}`);
  await page.waitForFunction(() => window.threads, null, { timeout: 60_000 });
  return page;
}

before(async () => {
  for (const need of ["webxla.js", "threads.js", "webxla_mt.js", "webxla_mt_bg.wasm"]) {
    assert.ok(fs.existsSync(path.join(WWW, "pkg", need)), `www/pkg/${need} missing: run bash pkg-template/build.sh www/pkg`);
  }
  server = http.createServer(serve);
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--no-first-run", "--disable-dev-shm-usage"],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
});

test("threaded CPU client: the same bytes as the one-thread build", { timeout: 900_000 }, async () => {
  const page = await open("/");
  const res = await page.evaluate(() => window.threads.compareBuilds());
  assert.equal(res.threads, 2, "threads.js on an isolated page: 2 threads as asked");
  assert.equal(res.oneThread, 1);
  const bad = res.results.filter((r) => r.error);
  assert.ok(res.results.length > 60, `only ${res.results.length} programs ran`);
  assert.deepEqual(bad, [], `${bad.length} programs differ`);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test("threads.js falls back to one thread on a page that is not cross-origin isolated", async () => {
  const page = await open("/plain");
  assert.equal(await page.evaluate(() => self.crossOriginIsolated), false);
  assert.equal(await page.evaluate(() => window.threads.loadedThreads()), 1);
  await page.close();
});

test("tanh: both builds give the native backend's FMA bits (an exact-FMA reference in JS)", { timeout: 300_000 }, async () => {
  const page = await open("/");
  const res = await page.evaluate(() => window.threads.tanhBits());
  assert.ok(res.count > 1_000_000, `only ${res.count} arguments`);
  assert.deepEqual(res.mismatches, []);
  assert.deepEqual(pageErrors, []);
  await page.close();
});
