// The browser benchmark, run in a page (www/bench.html, or www/bench/run.mjs in headless
// Chromium): webxla (wasm CPU, WebGPU), onnxruntime-web (wasm, WebGPU), TF.js (wasm, WebGPU) and
// @jax-js/jax (wasm, WebGPU) on the same models (www/bench/models, made by make_models.py) with
// the same inputs. Each call is timed end to end, as an application sees it: inputs uploaded,
// the model run, the output read back into a Float32Array. Outputs are checked against the
// first engine's (webxla CPU in the full list). Peers load from www/bench/node_modules (npm ci
// in www/bench); webxla from /pkg/.
// TF.js and jax-js build each model from their ops here (TFJS_GRAPHS, JAXJS_GRAPHS): they must
// compute the functions of make_models.py, shapes and input order included.

// Transformer block (pre-layer-norm) and CNN sizes: the constants of make_models.py.
const TB = { seq: 256, d: 256, heads: 4, ff: 1024, eps: 1e-5 };
TB.dh = TB.d / TB.heads;
const CNN = { batch: 16, hw: 32, c0: 3, c1: 32, c2: 64, classes: 10 };
CNN.flat = (CNN.hw / 4) * (CNN.hw / 4) * CNN.c2;
const GELU_K = Math.sqrt(2 / Math.PI);

const MODELS = {
  matmul: { shapes: [[1024, 1024], [1024, 1024]], names: ["a", "b"], out: [1024, 1024] },
  mlp: {
    shapes: [[256, 784], [784, 512], [512], [512, 512], [512], [512, 10], [10]],
    names: ["x", "w1", "b1", "w2", "b2", "w3", "b3"],
    out: [256, 10],
  },
  transformer: {
    shapes: [[TB.seq, TB.d], [TB.d], [TB.d], [TB.d, TB.d], [TB.d], [TB.d, TB.d], [TB.d], [TB.d, TB.d], [TB.d],
      [TB.d, TB.d], [TB.d], [TB.d], [TB.d], [TB.d, TB.ff], [TB.ff], [TB.ff, TB.d], [TB.d]],
    names: ["x", "ln1_g", "ln1_b", "wq", "bq", "wk", "bk", "wv", "bv", "wo", "bo", "ln2_g", "ln2_b",
      "w1", "b1", "w2", "b2"],
    out: [TB.seq, TB.d],
  },
  cnn: {
    shapes: [[CNN.batch, CNN.hw, CNN.hw, CNN.c0], [3, 3, CNN.c0, CNN.c1], [CNN.c1], [3, 3, CNN.c1, CNN.c2], [CNN.c2],
      [CNN.flat, CNN.classes], [CNN.classes]],
    names: ["x", "k1", "c1", "k2", "c2", "wd", "bd"],
    out: [CNN.batch, CNN.classes],
  },
};

export const ENGINES = ["webxla-cpu", "webxla-cpu-1t", "webxla-gpu", "ort-wasm", "ort-webgpu", "tfjs-wasm", "tfjs-webgpu",
  "jaxjs-wasm", "jaxjs-webgpu"];
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

/// TF.js graphs of the models, from tf ops (NHWC convolutions with HWIO filters, as jax).
const TFJS_GRAPHS = {
  matmul: (tf) => ([a, b]) => tf.matMul(a, b),
  mlp: (tf) => ([x, w1, b1, w2, b2, w3, b3]) => {
    const h1 = tf.relu(tf.add(tf.matMul(x, w1), b1));
    const h2 = tf.relu(tf.add(tf.matMul(h1, w2), b2));
    return tf.softmax(tf.add(tf.matMul(h2, w3), b3));
  },
  transformer: (tf) => ([x, g1, be1, wq, bq, wk, bk, wv, bv, wo, bo, g2, be2, w1, b1, w2, b2]) => {
    const layerNorm = (t, g, b) => {
      const c = tf.sub(t, tf.mean(t, -1, true));
      const v = tf.mean(tf.mul(c, c), -1, true);
      return tf.add(tf.mul(tf.div(c, tf.sqrt(tf.add(v, TB.eps))), g), b);
    };
    const heads = (t) => tf.transpose(tf.reshape(t, [TB.seq, TB.heads, TB.dh]), [1, 0, 2]);
    const h = layerNorm(x, g1, be1);
    const q = heads(tf.add(tf.matMul(h, wq), bq));
    const k = heads(tf.add(tf.matMul(h, wk), bk));
    const v = heads(tf.add(tf.matMul(h, wv), bv));
    const att = tf.softmax(tf.mul(tf.matMul(q, k, false, true), 1 / Math.sqrt(TB.dh)));
    const o = tf.reshape(tf.transpose(tf.matMul(att, v), [1, 0, 2]), [TB.seq, TB.d]);
    const r = tf.add(x, tf.add(tf.matMul(o, wo), bo));
    const f = tf.add(tf.matMul(layerNorm(r, g2, be2), w1), b1);
    // jax.nn.gelu's default tanh form: 0.5·f·(1 + tanh(√(2/π)·(f + 0.044715·f³))).
    const inner = tf.mul(tf.add(f, tf.mul(tf.mul(tf.mul(f, f), f), 0.044715)), GELU_K);
    const gelu = tf.mul(tf.mul(f, tf.add(tf.tanh(inner), 1)), 0.5);
    return tf.add(r, tf.add(tf.matMul(gelu, w2), b2));
  },
  cnn: (tf) => ([x, k1, c1, k2, c2, wd, bd]) => {
    const block = (t, k, c) => tf.maxPool(tf.relu(tf.add(tf.conv2d(t, k, 1, "same"), c)), 2, 2, "valid");
    const h = tf.reshape(block(block(x, k1, c1), k2, c2), [CNN.batch, CNN.flat]);
    return tf.softmax(tf.add(tf.matMul(h, wd), bd));
  },
};

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
  const graph = TFJS_GRAPHS[name](tf);
  return async () => {
    if (tf.getBackend() !== backend) await tf.setBackend(backend);
    const ts = data.map((d, i) => tf.tensor(d, model.shapes[i], "float32"));
    const y = tf.tidy(() => graph(ts));
    const out = await y.data();
    tf.dispose([...ts, y]);
    return out;
  };
}

/// @jax-js/jax graphs of the models (jax.numpy-like; each array argument is consumed, so an
/// array used twice is passed as `.ref` first). jax-js convolutions are NCHW with OIHW kernels:
/// the CNN transposes jax's NHWC input and HWIO kernels in the graph, as the ONNX model does.
const JAXJS_GRAPHS = {
  matmul: ({ numpy: np }) => (a, b) => np.matmul(a, b),
  mlp: ({ numpy: np, nn }) => (x, w1, b1, w2, b2, w3, b3) => {
    const h1 = nn.relu(np.matmul(x, w1).add(b1));
    const h2 = nn.relu(np.matmul(h1, w2).add(b2));
    return nn.softmax(np.matmul(h2, w3).add(b3), -1);
  },
  transformer: ({ numpy: np, nn }) => (x, g1, be1, wq, bq, wk, bk, wv, bv, wo, bo, g2, be2, w1, b1, w2, b2) => {
    const layerNorm = (t, g, b) => {
      const c = t.ref.sub(np.mean(t, -1, { keepdims: true }));
      const v = np.mean(c.ref.mul(c.ref), -1, { keepdims: true });
      return c.div(np.sqrt(v.add(TB.eps))).mul(g).add(b);
    };
    const heads = (t) => t.reshape([TB.seq, TB.heads, TB.dh]).transpose([1, 0, 2]);
    const h = layerNorm(x.ref, g1, be1);
    const q = heads(np.matmul(h.ref, wq).add(bq));
    const k = heads(np.matmul(h.ref, wk).add(bk));
    const v = heads(np.matmul(h, wv).add(bv));
    const att = nn.softmax(np.matmul(q, k.transpose([0, 2, 1])).mul(1 / Math.sqrt(TB.dh)), -1);
    const o = np.matmul(att, v).transpose([1, 0, 2]).reshape([TB.seq, TB.d]);
    const r = x.add(np.matmul(o, wo).add(bo));
    const f = np.matmul(layerNorm(r.ref, g2, be2), w1).add(b1);
    return r.add(np.matmul(nn.gelu(f), w2).add(b2)); // nn.gelu: the tanh form by default, as jax
  },
  cnn: ({ numpy: np, nn, lax }) => (x, k1, c1, k2, c2, wd, bd) => {
    const block = (t, k, c) => {
      const y = lax.convGeneralDilated(t, k.transpose([3, 2, 0, 1]), [1, 1], "SAME");
      const r = nn.relu(y.add(c.reshape([1, -1, 1, 1])));
      return lax.reduceWindow(r, (w) => np.max(w), [2, 2], [2, 2]);
    };
    const h = block(block(x.transpose([0, 3, 1, 2]), k1, c1), k2, c2);
    const flat = h.transpose([0, 2, 3, 1]).reshape([CNN.batch, CNN.flat]);
    return nn.softmax(np.matmul(flat, wd).add(bd), -1);
  },
};

let jaxjs;
async function prepareJaxjs(device, name, model, data) {
  jaxjs ??= await import("/bench/node_modules/@jax-js/jax/dist/index.js");
  if (!(await jaxjs.init(device)).includes(device)) throw new Error(`jax-js device ${device} unavailable`);
  const f = jaxjs.jit(JAXJS_GRAPHS[name](jaxjs));
  return async () => {
    const args = data.map((d, i) => jaxjs.numpy.array(d, { shape: model.shapes[i], device }));
    return await f(...args).data(); // f consumes args; data() consumes its output
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
    case "jaxjs-wasm": return prepareJaxjs("wasm", name, model, data);
    case "jaxjs-webgpu": return prepareJaxjs("webgpu", name, model, data);
    default: throw new Error(`unknown engine ${engine}`);
  }
}

/// One engine's call on one model with the benchmark's inputs (for www/bench/pool-trace.mjs).
export function prepareModel(engine, name) {
  const model = MODELS[name];
  if (!model) throw new Error(`unknown model ${name}`);
  return prepare(engine, name, model, inputs(model));
}

/// The threaded webxla module (threads.js's), once an engine loaded it; null before.
export function webxlaThreadedModule() {
  return webxlaThreaded ?? null;
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

/// Calls `call` at least `calls` times and for at least `ms` milliseconds (see runBench):
/// `{ y, calls }`, the last output and how many calls were made.
export async function warmUp(call, calls, ms) {
  let y;
  let made = 0;
  const end = performance.now() + ms;
  while (made < calls || performance.now() < end) {
    y = await call();
    made++;
  }
  return { y, calls: made };
}

/// Runs every engine on every model: `{ model, engine, medianMs, minMs, runs, warmupCalls,
/// prepareMs, relErr, reference }` rows (prepareMs: loading the engine and compiling the model,
/// before the warm-up calls; relErr: against the output of `reference`, the model's first
/// engine that ran), or `{ model, engine, error }` where an engine could not run. Each cell
/// warms up for `warmup` calls and, when `warmupMs` is given, at least that long: the browser
/// compiles wasm with its baseline tier first and optimises hot functions in the background, and
/// on a 2-core machine whose cores a threaded engine keeps busy (and where a new page's own
/// startup work is still running) that takes seconds, not two calls; steady state is what the
/// timed calls measure.
export async function runBench({ engines = ENGINES, models = MODEL_NAMES, reps = 20, warmup = 2, warmupMs = 0,
  log = () => {} } = {}) {
  const rows = [];
  for (const name of models) {
    const model = MODELS[name];
    if (!model) throw new Error(`unknown model ${name}`);
    const data = inputs(model);
    let reference;
    let referenceEngine;
    for (const engine of engines) {
      try {
        const t0 = performance.now();
        const call = await prepare(engine, name, model, data);
        const prepareMs = performance.now() - t0;
        let { y, calls: warmupCalls } = await warmUp(call, warmup, warmupMs);
        const times = [];
        for (let i = 0; i < reps; i++) {
          const t0 = performance.now();
          y = await call();
          times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        if (y.length !== size(model.out)) throw new Error(`output has ${y.length} values, not ${size(model.out)}`);
        reference ??= y;
        referenceEngine ??= engine;
        const row = { model: name, engine, medianMs: times[times.length >> 1], minMs: times[0], runs: reps,
          warmupCalls, prepareMs, relErr: relErr(y, reference), reference: referenceEngine };
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
