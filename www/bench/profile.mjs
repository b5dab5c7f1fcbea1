// Profiles one engine on one model in headless Chromium with the browser's sampling profiler
// (CDP Profiler on the page's main thread, where webxla's calling thread runs): prints the
// functions with the most self time over the timed calls, and writes the .cpuprofile (open it
// in Chrome DevTools) to $PROFILE_OUT (default $CARGO_TARGET_DIR or target/, <model>-<engine>.cpuprofile).
//   node www/bench/profile.mjs --models=cnn --engines=webxla-cpu   [PROFILE_TOP=30 BENCH_REPS=40]
//   --tune=SPINS:AWAKE:TASKS[:MINROWS]   webxla-cpu only: threadPoolTune's settings first (as
//   pool-trace.mjs --configs=); 0:3:8:8 runs every task of each job on the profiled caller
// Function names need a package whose .wasm keeps its name section (build.sh strips it:
// WEBXLA_WASM_KEEP_NAMES=1 keeps it). Needs what run.mjs needs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const opts = Object.fromEntries(process.argv.slice(2).filter((a) => a.includes("="))
  .map((a) => a.split("=")).map(([k, v]) => [k.replace(/^--/, ""), v]));
const model = opts.models;
const tune = opts.tune ? opts.tune.split(":").map(Number) : null;
const engine = opts.engines;
if (!model || !engine || model.includes(",") || engine.includes(",")) {
  console.error("usage: node profile.mjs --models=<one model> --engines=<one engine>");
  process.exit(2);
}
const REPS = Number(process.env.BENCH_REPS ?? 40);
const TOP = Number(process.env.PROFILE_TOP ?? 30);

// run.mjs --serve on a free port: the same cross-origin isolated server as the benchmark.
const server = spawn(process.execPath, [path.join(HERE, "run.mjs"), "--serve"], { stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise((resolve, reject) => {
  server.stdout.on("data", (d) => {
    const m = String(d).match(/at (http:\S+)/);
    if (m) resolve(m[1]);
  });
  server.on("exit", (c) => reject(new Error(`server exited with ${c}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--enable-unsafe-webgpu", "--no-sandbox", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});
try {
  const page = await browser.newPage();
  page.on("pageerror", (e) => console.error("page error:", String(e)));
  await page.goto(url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  // Warm up (and compile) unprofiled, then profile the timed calls only.
  await page.evaluate(async ([model, engine, tune]) => {
    const m = await import("/bench/bench.mjs");
    if (tune) {
      await m.prepareModel(engine, model);
      const wx = m.webxlaThreadedModule();
      if (typeof wx?.threadPoolTune !== "function") throw new Error("--tune needs webxla-cpu's threaded build");
      wx.threadPoolTune(...tune);
    }
    await m.runBench({ reps: 1, warmup: 1, models: [model], engines: [engine] });
  }, [model, engine, tune]);
  await cdp.send("Profiler.start");
  const res = await page.evaluate(async ([reps, model, engine]) => {
    const m = await import("/bench/bench.mjs");
    return await m.runBench({ reps, warmup: 0, models: [model], engines: [engine] });
  }, [REPS, model, engine]);
  const { profile } = await cdp.send("Profiler.stop");
  const row = res.rows[0];
  if (row.error) throw new Error(row.error);
  const out = process.env.PROFILE_OUT ?? path.resolve(process.env.CARGO_TARGET_DIR ?? path.resolve(HERE, "..", "..", "target"),
    `${model}-${engine}.cpuprofile`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(profile));

  // Self time per function name: samples × their intervals.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = byId.get(id).callFrame;
    const name = f.functionName || `(anonymous ${path.basename(f.url)}:${f.lineNumber})`;
    self.set(name, (self.get(name) ?? 0) + dt);
    total += dt;
  });
  console.log(`${model} ${engine}: median ${row.medianMs.toFixed(1)} ms over ${REPS} calls; ` +
    `profile ${total.toFixed(0)} ms, ${(total / REPS).toFixed(2)} ms per call; self time per call:`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${(ms / REPS).toFixed(3).padStart(9)} ms ${(100 * ms / total).toFixed(1).padStart(5)}%  ${name.slice(0, 140)}`);
  }
  console.log(`written ${out}`);
} finally {
  await browser.close();
  server.kill();
}
