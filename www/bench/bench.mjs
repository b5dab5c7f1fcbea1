// The browser benchmark, run in a page (www/bench.html, or www/bench/run.mjs in headless
// Chromium): webxla (wasm CPU, WebGPU), onnxruntime-web (wasm, WebGPU) and TF.js (wasm,
// WebGPU) on the same models (www/bench/models, made by make_models.py) with the same inputs.
// Each call is timed end to end, as an application sees it: inputs uploaded, the model run,
// the output read back into a Float32Array. Outputs are checked against webxla's CPU output.
// Peers load from www/bench/node_modules (npm ci in www/bench); webxla from /pkg/.

const MODELS = {
  matmul: { shapes: [[1024, 1024], [1024, 1024]], names: ["a", "b"], out: [1024, 1024] },
  mlp: {
    shapes: [[256, 784], [784, 512], [512], [512, 512], [512], [512, 10], [10]],
    names: ["x", "w1", "b1", "w2", "b2", "w3", "b3"],
    out: [256, 10],
  },
};

export const ENGINES = ["webxla-cpu", "webxla-cpu-1t", "webxla-gpu", "ort-wasm", "ort-webgpu", "tfjs-wasm", "tfjs-webgpu"];
export const MODEL_NAMES = Object.keys(MODELS);

const size = (s) => s.reduce((a, b) => a * b, 1);

/// Deterministic inputs: an LCG per input, values in [-0.5, 0.5) times 1/sqrt(fan-in).
function inputs(model) {
  return model.shapes.map((shape, i) => {
    const a = new Float32Array(size(shape));
    const scale = 1 / Math.sqrt(shape.length > 1 ? shape[0] : 64);
    let s = (i + 1) * 2654435761 >>> 0;
    for (let j = 0; j < a.length; j++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      a[j] = ((s >>> 8) / 16777216 - 0.5) * scale;
    }
    return a;
  });
}

const text = async (url) => (await fetch(url)).text();
const bytes = async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer());

function script(src) {
  return new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = src;
    s.onload = resolve;
    s.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(s);
  });
}

// ---- engines: prepare(name, model, data) → async () => Float32Array ----

// webxla-cpu: the package's threads.js loader (the CPU backend on every hardware thread when
// the page is cross-origin isolated); webxla-cpu-1t and webxla-gpu: the one-thread build.
let webxlaThreaded;
let webxlaOneThread;
async function webxlaClient(kind) {
  if (kind === "cpu") {
    webxlaThreaded ??= await import("/pkg/threads.js").then((m) => m.loadWebxla());
    return webxlaThreaded.makeCpuClient();
  }
  webxlaOneThread ??= await import("/pkg/webxla.js").then(async (m) => { await m.default(); return m; });
  return kind === "cpu-1t" ? webxlaOneThread.makeCpuClient() : await webxlaOneThread.makeGpuClient();
}

/// The CPU thread count of the threaded webxla engine (1 when the page cannot share memory).
export async function webxlaThreads() {
  return webxlaThreaded?.threadCount() ?? null;
}

async function prepareWebxla(kind, name, model, data) {
  const client = await webxlaClient(kind);
  const exe = await client.compileAndLoad(await text(`/bench/models/${name}.hlo`));
  return async () => {
    const args = data.map((d, i) => client.bufferFromPyval(d, { shape: model.shapes[i], dtype: "f32" }));
    const outs = await exe.execute(args);
    const y = (await outs[0].toPyval()).data;
    args.forEach((a) => a.delete());
    outs.forEach((o) => o.delete());
    return y;
  };
}

let ort;
async function prepareOrt(ep, name, model, data) {
  if (!ort) {
    ort = await import("/bench/node_modules/onnxruntime-web/dist/ort.all.min.mjs");
    ort.env.wasm.wasmPaths = "/bench/node_modules/onnxruntime-web/dist/";
    ort.env.wasm.numThreads = self.crossOriginIsolated ? navigator.hardwareConcurrency : 1;
  }
  const session = await ort.InferenceSession.create(await bytes(`/bench/models/${name}.onnx`), {
    executionProviders: [ep],
  });
  return async () => {
    const feeds = {};
    model.names.forEach((n, i) => { feeds[n] = new ort.Tensor("float32", data[i], model.shapes[i]); });
    const r = await session.run(feeds);
    const y = r.y;
    const out = y.location === "cpu" ? y.data : await y.getData();
    y.dispose?.();
    return out;
  };
}

async function prepareTfjs(backend, name, model, data) {
  if (!self.tf) {
    await script("/bench/node_modules/@tensorflow/tfjs/dist/tf.min.js");
    await script("/bench/node_modules/@tensorflow/tfjs-backend-wasm/dist/tf-backend-wasm.min.js");
    await script("/bench/node_modules/@tensorflow/tfjs-backend-webgpu/dist/tf-backend-webgpu.min.js");
    self.tf.wasm.setWasmPaths("/bench/node_modules/@tensorflow/tfjs-backend-wasm/dist/");
  }
  const tf = self.tf;
  if (!(await tf.setBackend(backend))) throw new Error(`TF.js backend ${backend} unavailable`);
  await tf.ready();
  const graph = {
    matmul: ([a, b]) => tf.matMul(a, b),
    mlp: ([x, w1, b1, w2, b2, w3, b3]) => {
      const h1 = tf.relu(tf.add(tf.matMul(x, w1), b1));
      const h2 = tf.relu(tf.add(tf.matMul(h1, w2), b2));
      return tf.softmax(tf.add(tf.matMul(h2, w3), b3));
    },
  }[name];
  return async () => {
    if (tf.getBackend() !== backend) await tf.setBackend(backend);
    const ts = data.map((d, i) => tf.tensor(d, model.shapes[i], "float32"));
    const y = tf.tidy(() => graph(ts));
    const out = await y.data();
    tf.dispose([...ts, y]);
    return out;
  };
}

function prepare(engine, name, model, data) {
  switch (engine) {
    case "webxla-cpu": return prepareWebxla("cpu", name, model, data);
    case "webxla-cpu-1t": return prepareWebxla("cpu-1t", name, model, data);
    case "webxla-gpu": return prepareWebxla("gpu", name, model, data);
    case "ort-wasm": return prepareOrt("wasm", name, model, data);
    case "ort-webgpu": return prepareOrt("webgpu", name, model, data);
    case "tfjs-wasm": return prepareTfjs("wasm", name, model, data);
    case "tfjs-webgpu": return prepareTfjs("webgpu", name, model, data);
    default: throw new Error(`unknown engine ${engine}`);
  }
}

/// Largest |a - b| over the largest |b|.
function relErr(a, b) {
  let d = 0;
  let m = 0;
  for (let i = 0; i < b.length; i++) {
    d = Math.max(d, Math.abs(a[i] - b[i]));
    m = Math.max(m, Math.abs(b[i]));
  }
  return d / (m || 1);
}

/// Runs every engine on every model: `{ model, engine, medianMs, minMs, runs, relErr }` rows,
/// or `{ model, engine, error }` where an engine could not run.
export async function runBench({ engines = ENGINES, models = MODEL_NAMES, reps = 20, warmup = 2, log = () => {} } = {}) {
  const rows = [];
  for (const name of models) {
    const model = MODELS[name];
    if (!model) throw new Error(`unknown model ${name}`);
    const data = inputs(model);
    let reference;
    for (const engine of engines) {
      try {
        const call = await prepare(engine, name, model, data);
        let y;
        for (let i = 0; i < warmup; i++) y = await call();
        const times = [];
        for (let i = 0; i < reps; i++) {
          const t0 = performance.now();
          y = await call();
          times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        if (y.length !== size(model.out)) throw new Error(`output has ${y.length} values, not ${size(model.out)}`);
        reference ??= y;
        const row = { model: name, engine, medianMs: times[times.length >> 1], minMs: times[0], runs: reps,
          relErr: relErr(y, reference) };
        rows.push(row);
        log(row);
      } catch (e) {
        const row = { model: name, engine, error: String(e?.message ?? e) };
        rows.push(row);
        log(row);
      }
    }
  }
  return {
    rows,
    userAgent: navigator.userAgent,
    crossOriginIsolated: self.crossOriginIsolated,
    webxlaCpuThreads: await webxlaThreads(),
    hardwareConcurrency: navigator.hardwareConcurrency,
    adapter: await adapterInfo(),
  };
}

/// The rows of `runBench`'s result grouped by model, each timed row with `ratio`: its median
/// over the fastest engine's median on that model (what the page and run.mjs print).
export function withRatios(rows) {
  const out = [];
  for (const model of new Set(rows.map((r) => r.model))) {
    const mine = rows.filter((r) => r.model === model);
    const best = Math.min(...mine.filter((r) => !r.error).map((r) => r.medianMs));
    for (const r of mine) out.push(r.error ? r : { ...r, ratio: r.medianMs / best });
  }
  return out;
}

async function adapterInfo() {
  try {
    const a = await navigator.gpu?.requestAdapter();
    if (!a) return null;
    const i = a.info ?? {};
    return `${i.vendor ?? ""} ${i.architecture ?? ""} ${i.description ?? ""}`.trim() || "unknown";
  } catch {
    return null;
  }
}
