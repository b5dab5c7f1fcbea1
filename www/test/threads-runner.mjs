// Runs in the page (served by threads.test.mjs): the same programs on webxla's threaded CPU
// client (threads.js → webxla_mt.js, 2 threads) and on the one-thread build (webxla.js), with
// the same deterministic inputs, and reports every output whose bytes differ. Programs: the
// conformance corpus (tests/conformance, HLO text, its own inputs), the browser benchmark's
// models (www/bench/models) and the large programs of www/test/threads (made by
// make_programs.py), which are big enough that the CPU backend splits them across threads.
// It reports results; it never decides pass/fail policy.
import { parseNpy } from "/test/corpus-runner.mjs";

async function fetchOk(url, as) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r[as]();
}

/** Deterministic f32 inputs: an LCG, values in [-0.5, 0.5) over sqrt of the leading dim. */
function lcgInput(shape, seed) {
  const a = new Float32Array(shape.reduce((x, y) => x * y, 1));
  const scale = 1 / Math.sqrt(shape.length > 1 ? shape[0] : 64);
  let s = (seed + 1) * 2654435761 >>> 0;
  for (let j = 0; j < a.length; j++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    a[j] = ((s >>> 8) / 16777216 - 0.5) * scale;
  }
  return { data: a, shape, dtype: "f32" };
}

/** Every output of `text` on `client` with `inputs`, as { dtype, shape, bytes }. */
async function outputs(client, text, inputs) {
  const exe = await client.compileAndLoad(text);
  const args = inputs.map((x) => client.bufferFromPyval(x.data, { shape: x.shape, dtype: x.dtype }));
  try {
    const outs = await exe.execute(args);
    const got = [];
    for (const o of outs) {
      const v = await o.toPyval();
      got.push({ dtype: v.dtype, shape: v.shape,
        bytes: new Uint8Array(v.data.buffer, v.data.byteOffset, v.data.byteLength).slice() });
      o.delete();
    }
    return got;
  } finally {
    args.forEach((a) => a.delete());
    exe.delete();
  }
}

/** null when both runs gave the same dtypes, shapes and bytes, else what differs. */
function diff(a, b) {
  if (a.length !== b.length) return `${a.length} outputs against ${b.length}`;
  for (const [k, x] of a.entries()) {
    const y = b[k];
    if (x.dtype !== y.dtype || JSON.stringify(x.shape) !== JSON.stringify(y.shape)) {
      return `out${k}: ${x.dtype}[${x.shape}] against ${y.dtype}[${y.shape}]`;
    }
    const i = x.bytes.findIndex((v, j) => v !== y.bytes[j]);
    if (x.bytes.length !== y.bytes.length || i >= 0) return `out${k}: bytes differ from byte ${i}`;
  }
  return null;
}

/** The programs: { name, text, inputs }. */
async function programs() {
  const list = [];
  const index = await fetchOk("/corpus/index.json", "json");
  for (const { name } of index.cases) {
    const meta = await fetchOk(`/corpus/${name}/case.json`, "json");
    const inputs = await Promise.all(meta.inputs.map(async (s) =>
      ({ ...parseNpy(await fetchOk(`/corpus/${name}/${s.file}`, "arrayBuffer")), shape: s.shape, dtype: s.dtype })));
    list.push({ name: `corpus/${name}`, text: await fetchOk(`/corpus/${name}/module.hlo`, "text"), inputs });
  }
  const bench = { matmul: [[1024, 1024], [1024, 1024]],
    mlp: [[256, 784], [784, 512], [512], [512, 512], [512], [512, 10], [10]] };
  for (const [name, shapes] of Object.entries(bench)) {
    list.push({ name: `bench/${name}`, text: await fetchOk(`/bench-models/${name}.hlo`, "text"),
      inputs: shapes.map((s, i) => lcgInput(s, i)) });
  }
  const big = await fetchOk("/threads/index.json", "json");
  for (const p of big.programs) {
    list.push({ name: `threads/${p.name}`, text: await fetchOk(`/threads/${p.name}.mlir`, "text"),
      inputs: p.inputs.map((s, i) => lcgInput(s, i)) });
  }
  return list;
}

/**
 * Loads both builds and runs every program on each. Resolves to
 * { threads, oneThread, results: [{ name, error }] } where `threads` / `oneThread` are the two
 * clients' thread counts and `error` is null when the outputs are bit-identical.
 */
export async function compareBuilds() {
  const { loadWebxla } = await import("/pkg/threads.js");
  const mt = await loadWebxla({ threads: 2 });
  const st = await import("/pkg/webxla.js");
  await st.default();
  const [a, b] = [mt.makeCpuClient(), st.makeCpuClient()];
  const results = [];
  for (const p of await programs()) {
    let error;
    try {
      error = diff(await outputs(a, p.text, p.inputs), await outputs(b, p.text, p.inputs));
    } catch (e) {
      error = `${e.kind ?? "ERROR"}: ${e.message ?? e}`;
    }
    results.push({ name: p.name, error });
  }
  return { threads: mt.threadCount(), oneThread: st.threadCount(), results };
}

/** The thread count loadWebxla picks on this page (1 unless cross-origin isolated). */
export async function loadedThreads() {
  const { loadWebxla } = await import("/pkg/threads.js");
  return (await loadWebxla()).threadCount();
}
