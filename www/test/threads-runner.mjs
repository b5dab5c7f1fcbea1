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
    mlp: [[256, 784], [784, 512], [512], [512, 512], [512], [512, 10], [10]],
    transformer: [[256, 256], [256], [256], [256, 256], [256], [256, 256], [256], [256, 256], [256],
      [256, 256], [256], [256], [256], [256, 1024], [1024], [1024, 256], [256]],
    cnn: [[16, 32, 32, 3], [3, 3, 3, 32], [32], [3, 3, 32, 64], [64], [4096, 10], [10]] };
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

/**
 * f32 `a·b + c` rounded once (a fused multiply-add), exact for every f32 input: the product
 * is exact in f64, the f64 sum is rounded to odd (its error from TwoSum decides the last bit),
 * and an odd-rounded 53-bit value rounds to 24 bits as the exact sum would.
 */
const F64 = new Float64Array(1);
const U64 = new BigUint64Array(F64.buffer);
function fmaF32(a, b, c) {
  const p = a * b;
  const s = p + c;
  const bb = s - p;
  const err = (p - (s - bb)) + (c - bb);
  F64[0] = s;
  if (err !== 0 && (U64[0] & 1n) === 0n) U64[0] += (err > 0) === (s > 0) ? 1n : -1n;
  return Math.fround(F64[0]);
}

const TANH_A = [-2.76076847742355e-16, 2.00018790482477e-13, -8.60467152213735e-11, 5.12229709037114e-08,
  1.48572235717979e-05, 6.37261928875436e-04, 4.89352455891786e-03].map(Math.fround);
const TANH_B = [1.19825839466702e-06, 1.18534705686654e-04, 2.26843463243900e-03, 4.89352518554385e-03]
  .map(Math.fround);
const TANH_CLAMP = Math.fround(7.99881172180175781);
const TANH_TINY = Math.fround(0.0004);

/**
 * XLA:CPU's f32 tanh (the native backend's `elem::tanh_f32`, jaxlib 0.10.2's bits), written
 * independently here with an exact FMA: x·P(x²)/Q(x²) on x clamped to ±7.99881172, x below
 * |x| = 0.0004, ±1 from |x| = 20. f32 division is an f64 division rounded to f32 (exact).
 */
function tanhRef(x) {
  if (Number.isNaN(x)) return NaN;
  const xc = Math.min(Math.max(x, -TANH_CLAMP), TANH_CLAMP);
  const x2 = Math.fround(xc * xc);
  let p = TANH_A[0];
  for (const c of TANH_A.slice(1)) p = fmaF32(x2, p, c);
  p = Math.fround(p * xc);
  let q = TANH_B[0];
  for (const c of TANH_B.slice(1)) q = fmaF32(x2, q, c);
  if (Math.abs(x) >= 20) return x > 0 ? 1 : -1;
  return Math.abs(x) < TANH_TINY ? x : Math.fround(p / q);
}

/** Every 1531st f32 bit pattern up to 20.0 (both signs) and the edges tanh switches at. */
function tanhInputs() {
  const bits = [];
  for (let b = 0; b <= 0x41a00000; b += 1531) bits.push(b, b | 0x80000000);
  const f = new Float32Array(1);
  const u = new Uint32Array(f.buffer);
  for (const v of [0, TANH_TINY, TANH_CLAMP, 20, Infinity, NaN]) {
    f[0] = v;
    for (let d = -3; d <= 3; d++) bits.push((u[0] + d) >>> 0, ((u[0] + d) | 0x80000000) >>> 0);
  }
  return new Float32Array(new Uint32Array(bits).buffer);
}

/**
 * tanh over ~1.4M f32 arguments on both builds (a block program: SIMD128 lanes, and the
 * lanes of a row's tail) against `tanhRef`. Resolves to { count, mismatches: [{ build, x,
 * got, want }] } (bits as hex, first 10 per build); NaN results only need to be NaN.
 */
export async function tanhBits() {
  const { loadWebxla } = await import("/pkg/threads.js");
  const mt = await loadWebxla({ threads: 2 });
  const st = await import("/pkg/webxla.js");
  await st.default();
  const x = tanhInputs();
  const text = `HloModule tanh_bits\nENTRY main {\n  x = f32[${x.length}] parameter(0)\n  ROOT t = f32[${x.length}] tanh(x)\n}\n`;
  const input = [{ data: x, shape: [x.length], dtype: "f32" }];
  const want = Float32Array.from(x, tanhRef);
  const wantBits = new Uint32Array(want.buffer);
  const hex = (b) => b.toString(16);
  const inBits = new Uint32Array(x.buffer);
  const mismatches = [];
  for (const [build, client] of [["threads", mt.makeCpuClient()], ["one-thread", st.makeCpuClient()]]) {
    const [out] = await outputs(client, text, input);
    const got = new Float32Array(out.bytes.buffer, 0, x.length);
    const gotBits = new Uint32Array(out.bytes.buffer, 0, x.length);
    let n = 0;
    for (let i = 0; i < x.length && n < 10; i++) {
      const same = Number.isNaN(want[i]) ? Number.isNaN(got[i]) : gotBits[i] === wantBits[i];
      if (!same) {
        mismatches.push({ build, x: hex(inBits[i]), got: hex(gotBits[i]), want: hex(wantBits[i]) });
        n++;
      }
    }
  }
  return { count: x.length, mismatches };
}
