// Traces webxla's threaded CPU pool in headless Chromium (the same cross-origin isolated page
// as run.mjs): per timed call of a model, how many pool jobs ran, how many tasks the caller and
// the worker(s) ran, how many jobs each worker joined, noticed too late or never noticed, and
// how long after a job's publication the worker joined it (threadPoolTrace in the threaded
// build). Each round is a fresh page (page loads differ); with --with-1t the round also times
// the one-thread build on the same model in the same page, for a same-run ratio.
//   node www/bench/pool-trace.mjs --models=mlp,matmul [--rounds=3] [--with-1t] [--detail]
//   (BENCH_REPS=20 timed calls after at least 2 warm-up calls and BENCH_WARMUP_MS=2000 ms of
//   them, per setting, as run.mjs)
// --ab runs each round twice in its page, with the products split as before (threadPoolTune(
// 1 << 21, 2, 8, 1024): every row task as long) and as now (1 << 21, 2, 8, 8: a guided tail of
// shorter tasks down to 8 rows), in alternating order per round; --configs=SPINS:AWAKE:TASKS[:MINROWS],...
// any settings (AWAKE: 0 no early wakes, 1 uploads and executions wake sleeping workers, 2 also
// keep them spinning through each execution, 3 the caller runs every task of the same jobs
// alone, so 0:3:8:8 against 2097152:2:8:8 is the threads' speed-up in one page and build;
// 1048576:0:4:1024 is the pool before holds), e.g.
// --configs=1048576:0:4,1048576:1:8,2097152:2:8. --jobs prints each job's numbers over the calls, --lens each call's job lengths; --detail prints every job of each round's slowest traced call; --quiet only each round's
// totals.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const flags = new Set(process.argv.slice(2).filter((a) => !a.includes("=")));
const opts = Object.fromEntries(process.argv.slice(2).filter((a) => a.includes("="))
  .map((a) => a.split("=")).map(([k, v]) => [k.replace(/^--/, ""), v]));
const MODELS = (opts.models ?? "mlp,matmul").split(",");
const ROUNDS = Number(opts.rounds ?? 3);
const REPS = Number(process.env.BENCH_REPS ?? 20);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 2000);
const WITH_1T = flags.has("--with-1t");
const DETAIL = flags.has("--detail");
const QUIET = flags.has("--quiet");
const JOBS = flags.has("--jobs");
const LENS = flags.has("--lens");
const CONFIGS = opts.configs
  ? opts.configs.split(",").map((c) => {
    const [spins, awake, tasks, minRows] = c.split(":").map(Number);
    return { name: c, tune: minRows === undefined ? [spins, awake, tasks] : [spins, awake, tasks, minRows] };
  })
  : flags.has("--ab")
    ? [{ name: "before", tune: [1 << 21, 2, 8, 1024] }, { name: "now", tune: [1 << 21, 2, 8, 8] }]
    : [{ name: "as built", tune: null }];

const server = spawn(process.execPath, [path.join(HERE, "run.mjs"), "--serve"], { stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise((resolve, reject) => {
  server.stdout.on("data", (d) => {
    const m = String(d).match(/at (http:\S+)/);
    if (m) resolve(m[1]);
  });
  server.on("exit", (c) => reject(new Error(`server exited with ${c}`)));
});

/// The records of one call: [{ n, pub, done, end, callerTasks, callerFirst, sleepers, workers: [...] }].
function parse(flat) {
  const [jobs, fields] = [flat[0], flat[1]];
  const recs = [];
  for (let i = 0; i < Math.min(jobs, (flat.length - 2) / fields); i++) {
    const f = flat.slice(2 + i * fields, 2 + (i + 1) * fields);
    const workers = [];
    const stride = (fields - 7) / 3; // 7 job fields, then 3 traced workers
    for (let w = 7; w + stride <= fields; w += stride) {
      workers.push({ noticed: f[w], joined: f[w + 1], left: f[w + 2], tasks: f[w + 3], first: f[w + 4],
        slept: f[w + 5], spins: f[w + 6], sleptAt: stride > 7 ? f[w + 7] : NaN });
    }
    recs.push({ n: f[0], pub: f[1], done: f[2], end: f[3], callerTasks: f[4], callerFirst: f[5], sleepers: f[6], workers });
  }
  return { published: jobs, recs };
}

const med = (a) => (a.length ? [...a].sort((x, y) => x - y)[a.length >> 1] : NaN);
const fmt = (x, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : "—");

/// One call's numbers, for worker 0 (a 2-core machine has one worker).
function summarise({ published, recs }, ms) {
  const w = recs.map((r) => r.workers[0]);
  const tasks = recs.reduce((s, r) => s + r.n, 0);
  const workerTasks = w.reduce((s, x) => s + (x.tasks || 0), 0);
  const joined = recs.filter((r, i) => w[i].tasks > 0);
  const late = recs.filter((r, i) => !(w[i].tasks > 0) && Number.isFinite(w[i].noticed));
  const never = recs.filter((r, i) => !Number.isFinite(w[i].noticed));
  const delays = joined.map((r) => r.workers[0].joined - r.pub);
  const jobMs = recs.reduce((s, r) => s + (r.end - r.pub), 0);
  const tailMs = recs.reduce((s, r) => s + (r.end - r.done), 0);
  // Time per task on each side, over the jobs both took part in (same tasks, so comparable).
  let [cMs, cN, wMs, wN] = [0, 0, 0, 0];
  for (const r of joined) {
    if (!(r.callerTasks > 0)) continue;
    cMs += r.done - r.pub;
    cN += r.callerTasks;
    wMs += r.workers[0].left - r.workers[0].joined;
    wN += r.workers[0].tasks;
  }
  // Idle spins per ms: between a job the worker left and the next one it noticed without
  // sleeping in between.
  const rates = [];
  let prevLeft = NaN;
  for (const r of recs) {
    const x = r.workers[0];
    if (x.slept === 0 && Number.isFinite(prevLeft) && x.noticed - prevLeft > 0.05) rates.push(x.spins / (x.noticed - prevLeft));
    if (Number.isFinite(x.left)) prevLeft = x.left;
  }
  // How long the worker spun before it fell asleep (after its previous job in this call).
  prevLeft = NaN;
  const spinMs = [];
  for (const r of recs) {
    const x = r.workers[0];
    if (x.slept === 1 && Number.isFinite(prevLeft) && Number.isFinite(x.sleptAt)) spinMs.push(x.sleptAt - prevLeft);
    if (Number.isFinite(x.left)) prevLeft = x.left;
  }
  return { spinRate: med(rates), spinMs: med(spinMs), callerPerTask: cMs / cN, workerPerTask: wMs / wN, ms, jobs: published, tasks, workerTasks, share: workerTasks / tasks, joined: joined.length,
    late: late.length, never: never.length, slept: w.filter((x) => x.slept === 1).length,
    delayMed: med(delays), delayMax: delays.length ? Math.max(...delays) : NaN, jobMs, tailMs };
}

function detail(recs) {
  const t0 = recs[0]?.pub ?? 0;
  console.log("    job | n | at ms | len ms | caller tasks (first) | worker tasks (first) | noticed / joined +ms | slept | spins");
  for (const [i, r] of recs.entries()) {
    const w = r.workers[0];
    console.log(`    ${i} | ${r.n} | ${fmt(r.pub - t0)} | ${fmt(r.end - r.pub, 3)} | ${r.callerTasks} (${r.callerFirst}) | ` +
      `${Number.isFinite(w.tasks) ? w.tasks : "—"} (${Number.isFinite(w.first) ? w.first : "—"}) | ` +
      `${fmt(w.noticed - r.pub, 3)} / ${fmt(w.joined - r.pub, 3)} | ${Number.isFinite(w.slept) ? w.slept : "—"} | ${Number.isFinite(w.spins) ? w.spins : "—"}`);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--enable-unsafe-webgpu", "--no-sandbox", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});
try {
  for (const model of MODELS) {
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on("pageerror", (e) => console.error("page error:", String(e)));
      await page.goto(url);
      // Rotate the order per round, so no setting always runs first in its page.
      const configs = CONFIGS.map((_, i) => CONFIGS[(i + round) % CONFIGS.length]);
      const res = await page.evaluate(async ([model, reps, with1t, configs, warmupMs]) => {
        const m = await import("/bench/bench.mjs");
        // At least 2 calls and warmupMs of them (as run.mjs: the browser's optimising tier).
        const warm = (f) => m.warmUp(f, 2, warmupMs);
        const call = await m.prepareModel("webxla-cpu", model);
        const wx = m.webxlaThreadedModule();
        if (typeof wx.threadPoolTrace !== "function") throw new Error("no threadPoolTrace: not the threaded build");
        const byConfig = [];
        for (const config of configs) {
          if (config.tune) wx.threadPoolTune(...config.tune);
          await warm(call);
          const calls = [];
          for (let i = 0; i < reps; i++) {
            wx.threadPoolTrace(true);
            const t0 = performance.now();
            await call();
            const ms = performance.now() - t0;
            calls.push({ ms, flat: Array.from(wx.threadPoolTraceTake()) });
            wx.threadPoolTrace(false);
          }
          byConfig.push({ name: config.name, calls });
        }
        let oneThread = null;
        if (with1t) {
          const c1 = await m.prepareModel("webxla-cpu-1t", model);
          await warm(c1);
          const t = [];
          for (let i = 0; i < reps; i++) {
            const t0 = performance.now();
            await c1();
            t.push(performance.now() - t0);
          }
          oneThread = t;
        }
        return { threads: wx.threadCount(), byConfig, oneThread };
      }, [model, REPS, WITH_1T, configs, WARMUP_MS]);
      await context.close();
      for (const { name, calls } of res.byConfig) report(model, round, name, { ...res, calls });
    }
  }
} finally {
  await browser.close();
  server.kill();
}

function report(model, round, config, res) {
      const sums = res.calls.map((c) => summarise(parse(c.flat), c.ms));
      const ms = med(sums.map((s) => s.ms));
      const t1 = res.oneThread ? med(res.oneThread) : NaN;
      console.log(`${model} round ${round + 1}, pool ${config} (${res.threads} threads): median ${fmt(ms, 1)} ms (min ${fmt(Math.min(...sums.map((s) => s.ms)), 1)})` +
        (res.oneThread ? `, one thread ${fmt(t1, 1)} ms (min ${fmt(Math.min(...res.oneThread), 1)}): ${fmt(t1 / ms)}×` : ""));
      const s0 = sums[0];
      const total = (k) => sums.reduce((a, s) => a + s[k], 0);
      console.log(`  per call: ${s0.jobs} jobs, ${s0.tasks} tasks; over the ${sums.length} calls: worker ran ` +
        `${fmt(100 * total("workerTasks") / total("tasks"), 1)}% of the tasks, joined ${total("joined")} of ` +
        `${total("jobs")} jobs (${total("late")} noticed after the end, ${total("never")} never), slept before ` +
        `${total("slept")}; join delay median ${fmt(med(sums.map((s) => s.delayMed)), 3)} ms; caller waited ` +
        `${fmt(total("tailMs"), 1)} ms in all; ms per task caller / worker ${fmt(med(sums.map((s) => s.callerPerTask)), 3)} / ` +
        `${fmt(med(sums.map((s) => s.workerPerTask)), 3)}; idle spins per ms ${fmt(med(sums.map((s) => s.spinRate).filter(Number.isFinite)), 0)}, ` +
        `spun ${fmt(med(sums.map((s) => s.spinMs).filter(Number.isFinite)), 2)} ms before sleeping`);
      if (JOBS) {
        // Per job of a call (calls run the same jobs in the same order), over the calls.
        const parsed = res.calls.map((c) => parse(c.flat).recs);
        console.log("  job | tasks | median len ms | worker joined in | slept before | median join delay ms | worker's share of tasks");
        for (let j = 0; j < Math.min(...parsed.map((p) => p.length)); j++) {
          const rs = parsed.map((p) => p[j]);
          const ws = rs.map((r) => r.workers[0]);
          const joined = rs.filter((r) => r.workers[0].tasks > 0);
          console.log(`  ${j} | ${rs[0].n} | ${fmt(med(rs.map((r) => r.end - r.pub)), 3)} | ${joined.length}/${rs.length} | ` +
            `${ws.filter((w) => w.slept === 1).length} | ${fmt(med(joined.map((r) => r.workers[0].joined - r.pub)), 3)} | ` +
            `${fmt(100 * ws.reduce((a, w) => a + (w.tasks || 0), 0) / rs.reduce((a, r) => a + r.n, 0), 0)}%`);
        }
      }
      if (LENS) {
        for (const [i, c] of res.calls.entries()) {
          const recs = parse(c.flat).recs;
          console.log(`  call ${i}: ${fmt(c.ms, 1)} ms; jobs' ms (worker's tasks): ` +
            recs.map((r) => `${fmt(r.end - r.pub, 2)} (${r.workers[0].tasks || 0}/${r.n})`).join(" "));
        }
      }
      if (QUIET) return;
      console.log("  call | ms | worker tasks (share) | jobs joined / too late / never noticed | slept before | join delay med / max ms | in jobs ms | caller waits ms | ms per task caller / worker");
      for (const [i, s] of sums.entries()) {
        console.log(`  ${i} | ${fmt(s.ms, 1)} | ${s.workerTasks} (${fmt(100 * s.share, 0)}%) | ${s.joined} / ${s.late} / ${s.never} | ` +
          `${s.slept} | ${fmt(s.delayMed, 3)} / ${fmt(s.delayMax, 3)} | ${fmt(s.jobMs, 1)} | ${fmt(s.tailMs, 2)} | ` +
          `${fmt(s.callerPerTask, 3)} / ${fmt(s.workerPerTask, 3)}`);
      }
      if (DETAIL) {
        const worst = res.calls.reduce((a, c) => (c.ms > a.ms ? c : a));
        console.log(`  jobs of the slowest call (${fmt(worst.ms, 1)} ms):`);
        detail(parse(worst.flat).recs);
      }
}
