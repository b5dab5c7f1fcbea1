// The demo page: a playground (any StableHLO/HLO program, WebGPU or CPU) and a digit classifier
// trained in JAX. Uses only webxla's public JS API from ./pkg (built by pkg-template/build.sh).
import init, { makeCpuClient, makeGpuClient } from "./pkg/webxla.js";
import { parseNpy, base64ToBytes, toNumbers } from "./npy.js";

const $ = (id) => document.getElementById(id);
const state = { examples: [], clients: {}, gpuError: null };
// Results for automated tests (www/test/demo.test.mjs) to read.
window.webxlaDemo = { ready: false, lastRun: null, lastDigits: null, runPlayground, classify };

async function client(backend) {
  if (!state.clients[backend]) {
    state.clients[backend] = backend === "gpu" ? makeGpuClient() : Promise.resolve(makeCpuClient());
  }
  try {
    return await state.clients[backend];
  } catch (e) {
    delete state.clients[backend];
    throw e;
  }
}

// ---------- parameter signature from program text (for random inputs) ----------

const MLIR_DTYPES = { i1: "pred", i8: "s8", i16: "s16", i32: "s32", i64: "s64", ui8: "u8", ui16: "u16",
  ui32: "u32", ui64: "u64", f16: "f16", bf16: "bf16", f32: "f32", f64: "f64" };

function parameterSpecs(text) {
  const m = /entry_computation_layout=\{\((.*?)\)->/.exec(text);
  if (m) {
    return [...m[1].matchAll(/([a-z]+\d*)\[([\d,]*)\]/g)].map(([, dtype, dims]) =>
      ({ dtype, shape: dims ? dims.split(",").map(Number) : [] }));
  }
  const f = /func\.func\s+(?:public\s+)?@main\(([\s\S]*?)\)\s*->/.exec(text) ?? /func\.func\s+(?:public\s+)?@main\(([\s\S]*?)\)\s*\{/.exec(text);
  if (!f) throw new Error("could not find the entry signature (func.func @main or entry_computation_layout)");
  return [...f[1].matchAll(/tensor<([^>]*)>/g)].map(([, t]) => {
    const parts = t.split("x");
    const dtype = MLIR_DTYPES[parts.pop()];
    if (!dtype) throw new Error(`unsupported parameter type tensor<${t}> for random inputs`);
    return { dtype, shape: parts.map(Number) };
  });
}

function randomInput({ dtype, shape }) {
  const n = shape.reduce((a, b) => a * b, 1);
  const rnd = () => Math.random() * 2 - 1;
  switch (dtype) {
    case "f32": return { data: Float32Array.from({ length: n }, rnd), shape, dtype };
    case "f64": return { data: Float64Array.from({ length: n }, rnd), shape, dtype };
    case "f16": case "bf16": return { data: Array.from({ length: n }, rnd), shape, dtype };
    case "pred": return { data: Uint8Array.from({ length: n }, () => Math.random() < 0.5 ? 1 : 0), shape, dtype };
    case "s32": return { data: Int32Array.from({ length: n }, () => Math.floor(Math.random() * 10)), shape, dtype };
    case "u32": return { data: Uint32Array.from({ length: n }, () => Math.floor(Math.random() * 10)), shape, dtype };
    default: return { data: Array.from({ length: n }, () => Math.floor(Math.random() * 10)), shape, dtype };
  }
}

// ---------- playground ----------

async function gatherInputs(text, example) {
  const mode = $("inputs").value;
  if (mode === "corpus") {
    if (!example) throw new Error("jaxlib's inputs exist only for the preloaded examples");
    return example.inputs.map((i) => parseNpy(base64ToBytes(i.npy), i.dtype));
  }
  if (mode === "npy") {
    const files = [...$("npyfiles").files];
    if (!files.length) throw new Error("choose .npy files (one per parameter, in order)");
    return Promise.all(files.map(async (f) => parseNpy(await f.arrayBuffer())));
  }
  return parameterSpecs(text).map(randomInput);
}

function compare(got, want) {
  const g = toNumbers(got), w = toNumbers(want);
  if (g.length !== w.length) return { ok: false, maxErr: Infinity };
  let maxErr = 0, ok = true;
  for (let i = 0; i < g.length; i++) {
    const err = Math.abs(g[i] - w[i]);
    const fine = Number.isNaN(w[i]) ? Number.isNaN(g[i]) : !Number.isFinite(w[i]) ? g[i] === w[i]
      : err <= want.atol + want.rtol * Math.abs(w[i]);
    if (!fine) ok = false;
    if (Number.isFinite(err)) maxErr = Math.max(maxErr, err);
  }
  return { ok, maxErr };
}

async function runPlayground() {
  const status = $("pgstatus");
  status.className = "status";
  status.textContent = "running…";
  $("outputs").innerHTML = "";
  $("wgsl").textContent = "";
  const backend = $("backend").value;
  const text = $("program").value;
  const example = state.examples.find((e) => e.name === $("example").value && $("program").dataset.example === e.name);
  const run = { backend, example: example?.name ?? null, ok: false, outputs: [], checks: [] };
  window.webxlaDemo.lastRun = null;
  const arrays = [];
  let exe = null;
  try {
    const c = await client(backend);
    let t0 = performance.now();
    exe = await c.compileAndLoad(text);
    run.compileMs = performance.now() - t0;
    const hosts = await gatherInputs(text, example);
    for (const h of hosts) arrays.push(c.bufferFromPyval(h.data, { shape: h.shape, dtype: h.dtype }));
    await exe.execute(arrays).then((outs) => Promise.all(outs.map((o) => { o.delete(); })));  // warm-up
    t0 = performance.now();
    const outs = await exe.execute(arrays);
    await Promise.all(outs.map((o) => o.blockUntilReady()));
    run.executeMs = performance.now() - t0;
    for (const [k, o] of outs.entries()) {
      const host = await o.toPyval();
      o.delete();
      run.outputs.push({ shape: host.shape, dtype: host.dtype, values: toNumbers(host) });
      let check = null;
      if (example && $("inputs").value === "corpus" && example.outputs[k]) {
        const spec = example.outputs[k];
        check = compare(host, { ...parseNpy(base64ToBytes(spec.npy), spec.dtype), rtol: spec.rtol, atol: spec.atol });
        run.checks.push(check);
      }
      renderOutput(k, host, check);
    }
    $("wgsl").textContent = exe.generatedCode();
    run.ok = true;
    status.textContent = `${backend === "gpu" ? "WebGPU" : "CPU"}: compile ${run.compileMs.toFixed(1)} ms, ` +
      `execute ${run.executeMs.toFixed(2)} ms (second run, incl. completion)` +
      (run.checks.length ? `; ${run.checks.filter((c) => c.ok).length}/${run.checks.length} outputs match jaxlib` : "");
  } catch (e) {
    run.error = `${e.kind ?? e.name}: ${e.message}`;
    status.className = "status error";
    status.textContent = run.error;
  } finally {
    for (const a of arrays) a.delete();
    exe?.free?.();
  }
  window.webxlaDemo.lastRun = run;
  return run;
}

function renderOutput(k, host, check) {
  const div = document.createElement("div");
  div.className = "output";
  const nums = toNumbers(host);
  const fmt = (x) => (Number.isInteger(x) ? String(x) : x.toPrecision(5));
  const head = document.createElement("div");
  head.innerHTML = `<b>out${k}</b>: ${host.dtype}[${host.shape.join(",")}]` +
    (check ? ` — <span class="${check.ok ? "ok" : "bad"}">${check.ok ? "matches" : "differs from"} jaxlib ` +
      `(max |Δ| ${check.maxErr.toExponential(2)})</span>` : "");
  div.append(head);
  const [rows, cols] = host.shape.length === 2 ? host.shape : [1, nums.length];
  const table = document.createElement("table");
  for (let r = 0; r < Math.min(rows, 16); r++) {
    const tr = table.insertRow();
    for (let c = 0; c < Math.min(cols, 16); c++) tr.insertCell().textContent = fmt(nums[r * cols + c]);
    if (cols > 16) tr.insertCell().textContent = "…";
  }
  if (rows > 16) table.insertRow().insertCell().textContent = "…";
  div.append(table);
  if (host.shape.length === 2 && rows * cols > 1) div.append(heatmap(nums, rows, cols));
  $("outputs").append(div);
}

function heatmap(nums, rows, cols) {
  const canvas = document.createElement("canvas");
  canvas.className = "heatmap";
  canvas.width = cols;
  canvas.height = rows;
  const scale = Math.max(1, Math.floor(256 / Math.max(rows, cols)));
  canvas.style.width = `${cols * scale}px`;
  canvas.style.height = `${rows * scale}px`;
  const finite = nums.filter(Number.isFinite);
  const lo = Math.min(...finite), hi = Math.max(...finite);
  const img = canvas.getContext("2d").createImageData(cols, rows);
  nums.forEach((x, i) => {
    const t = hi > lo ? (x - lo) / (hi - lo) : 0.5;
    img.data.set([255 * t, 80, 255 * (1 - t), 255], i * 4);
  });
  canvas.getContext("2d").putImageData(img, 0, 0);
  return canvas;
}

function loadExample() {
  const ex = state.examples.find((e) => e.name === $("example").value);
  if (!ex) return;
  $("program").value = ex[$("format").value];
  $("program").dataset.example = ex.name;
}

// ---------- digits ----------

const model = { exe: null, weights: null, backend: null, samples: [] };

async function loadModel() {
  const [mlir, weights, samples] = await Promise.all([
    fetch("model/model.hlo").then((r) => r.text()),
    fetch("model/weights.json").then((r) => r.json()),
    fetch("model/samples.json").then((r) => r.json()),
  ]);
  model.samples = samples;
  let c;
  try {
    c = await client("gpu");
    model.backend = "gpu";
  } catch (e) {
    c = await client("cpu");
    model.backend = "cpu";
    $("digitstatus").textContent = `WebGPU unavailable (${e.message}); using the CPU backend.`;
  }
  model.exe = await c.compileAndLoad(mlir);
  model.weights = ["w1", "b1", "w2", "b2"].map((k) => c.bufferFromPyval(weights[k], { dtype: "f32" }));
  for (const s of samples) {
    const b = document.createElement("button");
    b.textContent = s.label;
    b.title = `draw a held-out sample of ${s.label}`;
    b.onclick = () => { drawPixels(s.pixels); classify(); };
    $("samples").append(b);
  }
}

async function classify(pixels = readPad()) {
  const c = await client(model.backend);
  const x = c.bufferFromPyval(Float32Array.from(pixels), { shape: [1, 64], dtype: "f32" });
  const t0 = performance.now();
  const [y] = await model.exe.execute([...model.weights, x]);
  const host = await y.toPyval();
  const ms = performance.now() - t0;
  x.delete();
  y.delete();
  const probs = Array.from(host.data);
  renderBars(probs);
  $("digitstatus").textContent = `${model.backend === "gpu" ? "WebGPU" : "CPU"}: ${ms.toFixed(1)} ms (upload, execute, readback)`;
  window.webxlaDemo.lastDigits = { backend: model.backend, pixels, probs };
  return window.webxlaDemo.lastDigits;
}

function renderBars(probs) {
  const best = probs.indexOf(Math.max(...probs));
  $("bars").innerHTML = probs.map((p, i) =>
    `<div class="bar${i === best ? " top" : ""}"><span>${i}</span><div class="fill" style="width:${(p * 240).toFixed(1)}px"></div><span>${(p * 100).toFixed(1)}%</span></div>`).join("");
}

function readPad() {
  // Average 25×25 blocks of the 200×200 pad into the 8×8 grid the model was trained on (0..1).
  const img = $("pad").getContext("2d").getImageData(0, 0, 200, 200).data;
  const out = new Array(64).fill(0);
  for (let y = 0; y < 200; y++) for (let x = 0; x < 200; x++) {
    out[Math.floor(y / 25) * 8 + Math.floor(x / 25)] += img[(y * 200 + x) * 4] / 255 / 625;
  }
  drawSmall(out);
  return out;
}

function drawPixels(pixels) {
  const ctx = $("pad").getContext("2d");
  for (let i = 0; i < 64; i++) {
    const v = Math.round(pixels[i] * 255);
    ctx.fillStyle = `rgb(${v},${v},${v})`;
    ctx.fillRect((i % 8) * 25, Math.floor(i / 8) * 25, 25, 25);
  }
}

function drawSmall(pixels) {
  const ctx = $("small").getContext("2d");
  pixels.forEach((p, i) => {
    const v = Math.round(Math.min(1, p) * 255);
    ctx.fillStyle = `rgb(${v},${v},${v})`;
    ctx.fillRect((i % 8) * 10, Math.floor(i / 8) * 10, 10, 10);
  });
}

function setupPad() {
  const pad = $("pad"), ctx = pad.getContext("2d");
  const clear = () => { ctx.fillStyle = "#000"; ctx.fillRect(0, 0, 200, 200); drawSmall(new Array(64).fill(0)); };
  clear();
  let drawing = false, pending = false;
  const dot = (e) => {
    const r = pad.getBoundingClientRect();
    ctx.fillStyle = "#fff";
    ctx.beginPath();
    ctx.arc(e.clientX - r.left, e.clientY - r.top, 11, 0, 2 * Math.PI);
    ctx.fill();
    if (!pending) {
      pending = true;
      requestAnimationFrame(() => { pending = false; classify().catch(showDigitError); });
    }
  };
  pad.onpointerdown = (e) => { drawing = true; pad.setPointerCapture(e.pointerId); dot(e); };
  pad.onpointermove = (e) => drawing && dot(e);
  pad.onpointerup = () => { drawing = false; };
  $("clear").onclick = () => { clear(); $("bars").innerHTML = ""; };
}

function showDigitError(e) {
  $("digitstatus").className = "status error";
  $("digitstatus").textContent = `${e.kind ?? e.name}: ${e.message}`;
}

// ---------- start ----------

async function main() {
  await init();
  state.examples = await fetch("examples/examples.json").then((r) => r.json());
  for (const e of state.examples) $("example").add(new Option(`${e.name} — ${e.description}`, e.name));
  $("example").onchange = $("format").onchange = loadExample;
  $("inputs").onchange = () => { if ($("inputs").value === "npy") $("npyfiles").click(); };
  $("run").onclick = runPlayground;
  loadExample();
  setupPad();
  let gpu = "WebGPU: unavailable";
  try {
    const c = await client("gpu");
    // Browsers may hide the adapter's name (SwiftShader reports none).
    gpu = `WebGPU: ready (${c.devices()[0]?.deviceKind || "adapter name not exposed"})`;
  } catch (e) {
    state.gpuError = e.message;
    gpu = `WebGPU unavailable: ${e.message}`;
    $("backend").value = "cpu";
  }
  $("env").textContent = `${gpu}. CPU backend: ready.`;
  await loadModel().catch(showDigitError);
  window.webxlaDemo.ready = true;
}

main().catch((e) => {
  $("env").className = "status error";
  $("env").textContent = `failed to start: ${e.kind ?? e.name}: ${e.message}`;
  window.webxlaDemo.startError = String(e);
});
