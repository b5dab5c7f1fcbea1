// Runs www/bench/bench.mjs in headless Chromium (system /usr/bin/chromium, WebGPU via the
// browser's adapter: SwiftShader on a machine without a GPU) on a cross-origin isolated page,
// prints the table (median ms, ratio to the fastest engine per model, max relative difference
// to the first engine's output: webxla CPU unless --engines= says otherwise) and writes it as
// JSON to $BENCH_OUT (default target/bench-web.json).
//   node www/bench/run.mjs            full: every engine and model, 20 timed calls each after
//                                     at least 2 warm-up calls and 2 s (BENCH_WARMUP_MS) of them
//   node www/bench/run.mjs --short    the test command's mode: 1 call each, no warm-up
//                                     (a check that every engine runs and agrees, not a timing)
//   node www/bench/run.mjs --serve    only serve www/ (COOP/COEP) for a browser of your own
//   --models=cnn,mlp --engines=webxla-cpu,ort-wasm   a subset (default: all of bench.mjs's)
//   --not-isolated   serve without COOP/COEP: no SharedArrayBuffer, so every wasm engine runs
//                    on one thread (the peers' threads are then out of the comparison)
//   BENCH_ENGINES=webxla-cpu,ort-wasm   the same as --engines=
// Needs www/pkg (bash pkg-template/build.sh www/pkg) and `npm ci` in www/bench.
// Fails when a webxla engine fails or disagrees with the others by more than 1e-3.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WWW = path.resolve(HERE, "..");
const MIME = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
  ".json": "application/json", ".wasm": "application/wasm", ".hlo": "text/plain", ".onnx": "application/octet-stream" };
const args = new Set(process.argv.slice(2).filter((a) => !a.includes("=")));
const lists = Object.fromEntries(process.argv.slice(2).filter((a) => a.includes("="))
  .map((a) => a.split("=")).map(([k, v]) => [k.replace(/^--/, ""), v.split(",")]));
for (const k of Object.keys(lists)) {
  if (k !== "models" && k !== "engines") {
    console.error(`unknown option --${k}= (only --models= and --engines=)`);
    process.exit(2);
  }
}
const SHORT = args.has("--short");
const ISOLATED = !args.has("--not-isolated");
const REPS = Number(process.env.BENCH_REPS ?? (SHORT ? 1 : 20));
// The short mode's single call checks outputs only: a warm-up would double its cost in CI.
const WARMUP = SHORT ? 0 : 2;
// Full mode: each cell also warms up for at least this long (see runBench).
const WARMUP_MS = SHORT ? 0 : Number(process.env.BENCH_WARMUP_MS ?? 2000);

function serve(req, res) {
  let rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
  if (rel === "/") rel = "/bench.html";
  const file = path.join(WWW, rel);
  if (!file.startsWith(WWW + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end("not found");
    return;
  }
  // Cross-origin isolation: SharedArrayBuffer, so wasm engines may use threads.
  const isolation = ISOLATED
    ? { "cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "require-corp" } : {};
  res.writeHead(200, { "content-type": MIME[path.extname(file)] ?? "application/octet-stream", ...isolation });
  fs.createReadStream(file).pipe(res);
}

const server = http.createServer(serve);
await new Promise((r) => server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", r));
const url = `http://127.0.0.1:${server.address().port}/bench.html`;
if (args.has("--serve")) {
  console.log(`serving ${WWW} at ${url}`);
} else {
  for (const need of ["pkg/webxla.js", "bench/node_modules/onnxruntime-web", "bench/node_modules/@tensorflow/tfjs",
    "bench/node_modules/@jax-js/jax"]) {
    if (!fs.existsSync(path.join(WWW, need))) {
      console.error(`missing www/${need}: build the package into www/pkg and run npm ci in www/bench`);
      process.exit(2);
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--enable-unsafe-webgpu", "--no-sandbox", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
  });
  let failed = false;
  try {
    const page = await browser.newPage();
    page.on("pageerror", (e) => console.error("page error:", String(e)));
    await page.goto(url);
    await page.exposeFunction("benchLog", (r) => console.error(r.error ? `${r.model} ${r.engine}: ${r.error}`
      : `${r.model} ${r.engine}: median ${r.medianMs.toFixed(1)} ms (prepared in ${r.prepareMs.toFixed(0)} ms)`));
    const res = await page.evaluate(async ([reps, warmup, warmupMs, models, engines]) => {
      const m = await import("/bench/bench.mjs");
      const res = await m.runBench({ reps, warmup, warmupMs, log: (r) => window.benchLog(r),
        models: models ?? m.MODEL_NAMES, engines: engines ?? m.ENGINES });
      return { ...res, rows: m.withRatios(res.rows) };
    }, [REPS, WARMUP, WARMUP_MS, lists.models, lists.engines ?? process.env.BENCH_ENGINES?.split(",")]);
    const version = browser.version();
    console.log(`\nChromium ${version}; cross-origin isolated: ${res.crossOriginIsolated}; ` +
      `${res.hardwareConcurrency} hardware threads; webxla-cpu threads: ${res.webxlaCpuThreads ?? "n/a"}; WebGPU adapter: ${res.adapter ?? "none"}; ${REPS} timed calls after ${WARMUP_MS ? `≥ ${WARMUP_MS} ms and ` : ""}≥ ${WARMUP} warm-up calls\n`);
    const refs = [...new Set(res.rows.filter((r) => !r.error).map((r) => r.reference))];
    console.log(`| model | engine | median ms | min ms | × fastest | max rel. diff vs ${refs.length === 1 ? refs[0] : "reference"} |`);
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const r of res.rows) {
      if (r.error) {
        console.log(`| ${r.model} | ${r.engine} | — | — | — | ${r.error.replaceAll("|", "/").slice(0, 120)} |`);
        if (r.engine.startsWith("webxla")) failed = true;
        continue;
      }
      console.log(`| ${r.model} | ${r.engine} | ${r.medianMs.toFixed(1)} | ${r.minMs.toFixed(1)} | ` +
        `${r.ratio.toFixed(2)} | ${r.relErr.toExponential(1)} |`);
      if (r.relErr > 1e-3) {
        console.error(`${r.model} ${r.engine}: differs from ${r.reference} by ${r.relErr}`);
        failed = true;
      }
    }
    const out = process.env.BENCH_OUT ?? path.resolve(process.env.CARGO_TARGET_DIR ?? path.resolve(WWW, "..", "target"), "bench-web.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ chromium: version, reps: REPS, ...res }, null, 2));
    console.log(`\nwritten ${out}`);
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(failed ? 1 : 0);
}
