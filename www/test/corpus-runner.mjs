// Runs in the page (served by corpus.test.mjs): the conformance corpus (tests/conformance,
// served under /corpus/) through the package's public JS API only — makeGpuClient /
// makeCpuClient, compileAndLoad, bufferFromPyval, execute, toPyval — checked against jaxlib's
// outputs with each case's tolerances. It reports results; it never decides pass/fail policy.
import init, { makeCpuClient, makeGpuClient } from "/pkg/webxla.js";

// .npy descr → [TypedArray, element bytes]. Raw 16-bit float bits stay Uint16Array.
const NPY = {
  "|b1": Uint8Array, "|u1": Uint8Array, "|i1": Int8Array, "<u2": Uint16Array, "<i2": Int16Array,
  "<f2": Uint16Array, "<u4": Uint32Array, "<i4": Int32Array, "<f4": Float32Array,
  "<u8": BigUint64Array, "<i8": BigInt64Array, "<f8": Float64Array,
};

/** A C-order little-endian .npy file → { data: TypedArray, shape: number[] }. */
export function parseNpy(buffer) {
  const bytes = new Uint8Array(buffer);
  const magic = String.fromCharCode(...bytes.slice(1, 6));
  if (bytes[0] !== 0x93 || magic !== "NUMPY") throw new Error("not an .npy file");
  const view = new DataView(buffer);
  const [headerLen, start] = bytes[6] === 1 ? [view.getUint16(8, true), 10] : [view.getUint32(8, true), 12];
  const header = new TextDecoder().decode(bytes.slice(start, start + headerLen));
  if (/'fortran_order':\s*True/.test(header)) throw new Error("Fortran-order .npy is not supported");
  const descr = /'descr':\s*'([^']+)'/.exec(header)?.[1];
  const Ctor = NPY[descr];
  if (!Ctor) throw new Error(`unsupported .npy dtype ${descr}`);
  const shape = (/'shape':\s*\(([^)]*)\)/.exec(header)?.[1] ?? "")
    .split(",").map((s) => s.trim()).filter(Boolean).map(Number);
  // Copy so the TypedArray starts at an aligned offset of its own buffer.
  const payload = bytes.slice(start + headerLen);
  return { data: new Ctor(payload.buffer, 0, payload.byteLength / Ctor.BYTES_PER_ELEMENT), shape };
}

function halfToFloat(h) {
  const s = h & 0x8000 ? -1 : 1, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  if (e === 0) return s * 2 ** -14 * (m / 1024);
  if (e === 31) return m ? NaN : s * Infinity;
  return s * 2 ** (e - 15) * (1 + m / 1024);
}

/** Float values as JS numbers: f16/bf16 travel as 16-bit patterns (or a Float16Array). */
function floats(data, dtype) {
  if (dtype === "bf16") {
    const f = new Float32Array(new Uint32Array(Array.from(data, (b) => b << 16)).buffer);
    return Array.from(f);
  }
  if (dtype === "f16" && data instanceof Uint16Array) return Array.from(data, halfToFloat);
  return Array.from(data, Number);
}

const FLOAT = new Set(["f16", "bf16", "f32", "f64"]);

/** The corpus check; returns null when `got` matches `want`, else a message. */
export function compare(got, want, spec) {
  if (got.dtype !== spec.dtype) return `dtype ${got.dtype}, want ${spec.dtype}`;
  if (JSON.stringify(got.shape) !== JSON.stringify(spec.shape)) {
    return `shape [${got.shape}], want [${spec.shape}]`;
  }
  if (!FLOAT.has(spec.dtype)) {
    const g = Array.from(got.data, String), w = Array.from(want.data, String);
    if (g.length !== w.length) return `${g.length} elements, want ${w.length}`;
    const i = g.findIndex((v, k) => v !== w[k]);
    return i < 0 ? null : `element ${i}: got ${g[i]}, want ${w[i]} (exact match required)`;
  }
  const g = floats(got.data, spec.dtype), w = floats(want.data, spec.dtype);
  if (g.length !== w.length) return `${g.length} elements, want ${w.length}`;
  const rtol = spec.rtol ?? 0, atol = spec.atol ?? 0, frac = spec.allow_mismatch_frac ?? 0;
  let bad = 0, first = null;
  for (let i = 0; i < w.length; i++) {
    const ok = Number.isNaN(w[i]) ? Number.isNaN(g[i])
      : !Number.isFinite(w[i]) ? g[i] === w[i]
        : Math.abs(g[i] - w[i]) <= atol + rtol * Math.abs(w[i]);
    if (!ok) { bad++; first ??= `first at ${i}: got ${g[i]}, want ${w[i]}`; }
  }
  return bad > frac * w.length ? `${bad}/${w.length} elements off; ${first}` : null;
}

async function fetchOk(url, kind) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`GET ${url}: ${r.status}`);
  return kind === "json" ? r.json() : kind === "text" ? r.text() : r.arrayBuffer();
}

async function loadCase(name) {
  const base = `/corpus/${name}/`;
  const meta = await fetchOk(base + "case.json", "json");
  const [hlo, mlir] = await Promise.all([fetchOk(base + "module.hlo", "text"), fetchOk(base + "module.mlir", "text")]);
  const npys = (list) => Promise.all(list.map(async (s) => parseNpy(await fetchOk(base + s.file))));
  const outputs = meta.outputs.map((o) => ({ rtol: meta.rtol, atol: meta.atol, ...o }));
  return { name, meta, texts: { hlo, mlir }, inputs: await npys(meta.inputs), outputs, expected: await npys(meta.outputs) };
}

/** One case in one text format on one client, through the JS API only. */
async function runCase(client, c, format) {
  const exe = await client.compileAndLoad(c.texts[format]);
  const args = c.meta.inputs.map((spec, k) =>
    client.bufferFromPyval(c.inputs[k].data, { shape: spec.shape, dtype: spec.dtype }));
  try {
    const outs = await exe.execute(args);
    if (outs.length !== c.outputs.length) return `got ${outs.length} outputs, want ${c.outputs.length}`;
    const problems = [];
    for (const [k, out] of outs.entries()) {
      const err = compare(await out.toPyval(), c.expected[k], c.outputs[k]);
      if (err) problems.push(`out${k}: ${err}`);
      out.delete();
    }
    return problems.length ? problems.join("; ") : null;
  } finally {
    for (const a of args) a.delete();
    exe.delete();
  }
}

/**
 * Every corpus case × {hlo, mlir} on each backend that can be made. Resolves to
 * { backends: { webgpu: {...}, cpu: {...} } } where each entry is either
 * { skipped: reason } or { results: [{ case, format, error }] } (error null on a pass).
 */
export async function runCorpus(only) {
  await init();
  const index = await fetchOk("/corpus/index.json", "json");
  const names = index.cases.map((c) => c.name).filter((n) => !only || n.includes(only));
  const cases = [];
  for (const n of names) cases.push(await loadCase(n));
  const backends = {};
  for (const [backend, make] of [["webgpu", () => makeGpuClient()], ["cpu", async () => makeCpuClient()]]) {
    let client;
    try {
      client = await make();
    } catch (e) {
      backends[backend] = { skipped: `${e.kind ?? "ERROR"}: ${e.message ?? e}` };
      continue;
    }
    const results = [];
    for (const c of cases) {
      for (const format of ["hlo", "mlir"]) {
        let error;
        try {
          error = await runCase(client, c, format);
        } catch (e) {
          error = `${e.kind ?? "ERROR"}: ${e.message ?? e}`;
        }
        results.push({ case: c.name, format, error });
      }
    }
    backends[backend] = { platform: client.platform, version: client.platformVersion, results };
  }
  return { backends, cases: names.length };
}
