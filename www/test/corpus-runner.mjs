// Runs in the page (served by corpus.test.mjs): the conformance corpus (tests/conformance,
// served under /corpus/) through the package's public JS API only — makeGpuClient /
// makeCpuClient, compileAndLoad, bufferFromPyval, execute, toPyval — checked against jaxlib's
// outputs with each case's tolerances; the multi-device corpus (tests/multi_device, served
// under /multi_device/) on 8 devices through Mesh / Sharding /
// devicePut / execute / executeSharded; checks of the Sharding arithmetic and its errors; and
// jax.export artifacts (tests/export, served under /export/) through deserializeExported.
// It reports results; it never decides pass/fail policy.
import init, { makeCpuClient, makeGpuClient, Mesh, Sharding, deserializeExported } from "/pkg/webxla.js";

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

async function loadCase(name, root = "/corpus/") {
  const base = `${root}${name}/`;
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

// ---- many devices -------------------------------------------------------------------------

/** Devices of the multi-device clients: the most any case of tests/multi_device needs. */
export const MULTI_DEVICE_COUNT = 8;

/**
 * Runs known not to pass yet; each must fail, and one that passes is reported so its entry
 * gets deleted here and in tests/web_multi_device.rs. None today: both front ends read jax's
 * Shardy and GSPMD forms.
 */
export const PENDING_FRONT_END = [];

/**
 * One multi-device case in one format: compiled for the client's first `num_devices` devices
 * with the case's replica/partition counts; global inputs placed by `devicePut` with the
 * executable's input shardings; `execute` gives global outputs, compared with jaxlib's;
 * `executeSharded` gives [output][device] shards, each compared with its block of the
 * expected output.
 */
async function runMultiDeviceCase(client, c, text) {
  const n = c.meta.num_devices;
  const devices = client.devices().slice(0, n);
  if (devices.length !== n) return `the client has ${devices.length} devices, the case needs ${n}`;
  const exe = await client.compileAndLoad(text, devices,
    { numReplicas: c.meta.num_replicas, numPartitions: c.meta.num_partitions });
  const args = [];
  try {
    if (exe.numPartitions * exe.numReplicas !== n) {
      return `numReplicas ${exe.numReplicas} × numPartitions ${exe.numPartitions}, want ${n} devices`;
    }
    const inShardings = exe.inputShardings();
    for (const [k, spec] of c.meta.inputs.entries()) {
      args.push(client.devicePut(c.inputs[k].data, { shape: spec.shape, dtype: spec.dtype }, inShardings[k]));
    }
    const outs = await exe.execute(args);
    if (outs.length !== c.outputs.length) return `got ${outs.length} outputs, want ${c.outputs.length}`;
    const problems = [];
    for (const [k, out] of outs.entries()) {
      if (out.devices().length !== n) problems.push(`out${k} is on ${out.devices().length} devices`);
      const err = compare(await out.toPyval(), c.expected[k], c.outputs[k]);
      if (err) problems.push(`out${k}: ${err}`);
      out.delete();
    }
    // executeSharded: the same run, shard by shard.
    const outShardings = exe.outputShardings();
    const perOutput = await exe.executeSharded(args);
    if (perOutput.length !== c.outputs.length) problems.push(`executeSharded gave ${perOutput.length} outputs`);
    for (const [k, shards] of perOutput.entries()) {
      const spec = c.outputs[k];
      const map = outShardings[k].devicesIndicesMap(spec.shape);
      if (shards.length !== n || map.length !== n) {
        problems.push(`executeSharded out${k}: ${shards.length} shards, ${map.length} blocks, want ${n}`);
        continue;
      }
      for (const [d, shard] of shards.entries()) {
        if (shard.devices()[0].id !== map[d].device.id) {
          problems.push(`executeSharded out${k}[${d}] is on device ${shard.devices()[0].id}`);
        }
        const want = block(c.expected[k], spec.shape, map[d].index);
        const got = await shard.toPyval();
        // A shard of an uneven split is padded: compare its first block only.
        const err = compare(cropTo(got, want.shape), want, { ...spec, shape: want.shape });
        if (err) problems.push(`executeSharded out${k} on device ${d}: ${err}`);
        shard.delete();
      }
    }
    return problems.length ? problems.join("; ") : null;
  } finally {
    for (const a of args) a.delete();
    exe.delete();
  }
}

/** The block `index` ([start, stop] per dimension) of a row-major host array. */
function block(host, shape, index) {
  const dims = index.map(([a, b]) => b - a);
  const count = dims.reduce((p, d) => p * d, 1);
  const data = new host.data.constructor(count);
  const strides = shape.map((_, i) => shape.slice(i + 1).reduce((p, d) => p * d, 1));
  for (let i = 0; i < count; i++) {
    let rest = i, src = 0;
    for (let k = dims.length - 1; k >= 0; k--) {
      const coord = rest % dims[k];
      rest = Math.floor(rest / dims[k]);
      src += (index[k][0] + coord) * strides[k];
    }
    data[i] = host.data[src];
  }
  return { data, shape: dims };
}

/** `got` cut to `shape` (the leading block of a padded shard). */
function cropTo(got, shape) {
  if (JSON.stringify(got.shape) === JSON.stringify(shape)) return got;
  const index = shape.map((d) => [0, d]);
  return { ...block(got, got.shape, index), dtype: got.dtype };
}

/**
 * Every case of the multi-device corpus (tests/multi_device: 8-, 4- and 2-device programs,
 * jit with shardings, shard_map, pmap; Shardy and GSPMD) × {hlo, mlir} on 8 WebGPU virtual
 * devices and on 8 CPU devices (a case runs on the first `num_devices`), plus mesh4_psum with
 * its shard_map boundaries in webxla's own spelling
 * (tests/web_multi_device/mesh4_psum_manual.hlo). Resolves to
 * { backends: { webgpu, cpu }, runs } with each backend { skipped } or
 * { devices, results: [{ run, error }] }.
 */
export async function runMultiDevice(only) {
  await init();
  const index = await fetchOk("/multi_device/index.json", "json");
  const names = index.cases.map((c) => c.name).filter((n) => !only || n.includes(only));
  const cases = [];
  for (const n of names) cases.push(await loadCase(n, "/multi_device/"));
  const runs = [];
  for (const c of cases) for (const format of ["hlo", "mlir"]) runs.push([`${c.name}[${format}]`, c, c.texts[format]]);
  const psum = cases.find((c) => c.name === "mesh4_psum");
  if (psum) {
    const psumManual = await fetchOk("/web_multi_device/mesh4_psum_manual.hlo", "text");
    runs.push(["mesh4_psum[hlo, manual boundaries]", psum, psumManual]);
  }
  const backends = {};
  for (const [backend, make] of [["webgpu", () => makeGpuClient({ virtualDevices: MULTI_DEVICE_COUNT })],
    ["cpu", async () => makeCpuClient({ numDevices: MULTI_DEVICE_COUNT })]]) {
    let client;
    try {
      client = await make();
    } catch (e) {
      backends[backend] = { skipped: `${e.kind ?? "ERROR"}: ${e.message ?? e}` };
      continue;
    }
    const results = [];
    for (const [run, c, text] of runs) {
      let error;
      try {
        error = await runMultiDeviceCase(client, c, text);
      } catch (e) {
        error = `${e.kind ?? "ERROR"}: ${e.message ?? e}`;
      }
      results.push({ run, error, pending: PENDING_FRONT_END.includes(run) });
    }
    backends[backend] = { platform: client.platform, devices: client.deviceCount(), results };
  }
  return { backends, runs: runs.length };
}

/** Runs `f`; returns the error's `kind` (or "NO ERROR"). */
function kindOf(f) {
  try {
    f();
    return "NO ERROR";
  } catch (e) {
    return e instanceof Error ? e.kind ?? `untyped Error: ${e.message}` : `not an Error: ${e}`;
  }
}

/**
 * Sharding arithmetic through the JS API on a 4-device CPU client, and typed errors for bad
 * input. Resolves to { checked, failures } (failures empty when every check holds).
 */
export async function shardingChecks() {
  await init();
  const failures = [];
  let checked = 0;
  const check = (what, got, want) => {
    checked++;
    const [g, w] = [JSON.stringify(got), JSON.stringify(want)];
    if (g !== w) failures.push(`${what}: got ${g}, want ${w}`);
  };
  const client = makeCpuClient({ numDevices: 4 });
  const devices = client.devices();
  check("devices", devices.map((d) => d.id), [0, 1, 2, 3]);
  const mesh = new Mesh(devices, [2, 2], ["x", "y"]);
  check("mesh", [mesh.shape, mesh.axisNames, mesh.size], [[2, 2], ["x", "y"], 4]);

  // P('x', 'y') on a 2×2 mesh: device (i, j) holds rows 4i.., columns 3j...
  const xy = Sharding.named(mesh, ["x", "y"]);
  check("kind", xy.kind, "named");
  check("spec", xy.spec, ["x", "y"]);
  check("numDevices", xy.numDevices, 4);
  check("deviceSet", xy.deviceSet.map((d) => d.id), [0, 1, 2, 3]);
  check("shardShape P(x, y)", xy.shardShape([8, 6]), [4, 3]);
  check("devicesIndicesMap P(x, y)",
    xy.devicesIndicesMap([8, 6]).map(({ device, index }) => [device.id, index]),
    [[0, [[0, 4], [0, 3]]], [1, [[0, 4], [3, 6]]], [2, [[4, 8], [0, 3]]], [3, [[4, 8], [3, 6]]]]);
  check("isFullyReplicated P(x, y)", xy.isFullyReplicated, false);
  // P(('x', 'y')): rows split 4 ways, x major.
  const both = Sharding.named(mesh, [["x", "y"], null]);
  check("shardShape P((x, y))", both.shardShape([8, 6]), [2, 6]);
  check("devicesIndicesMap P((x, y))",
    both.devicesIndicesMap([8, 6]).map(({ device, index }) => [device.id, index[0]]),
    [[0, [0, 2]], [1, [2, 4]], [2, [4, 6]], [3, [6, 8]]]);
  // P('y'): rows split 2 ways over y, replicated over x.
  const y = Sharding.named(mesh, ["y"]);
  check("devicesIndicesMap P(y)",
    y.devicesIndicesMap([8, 6]).map(({ device, index }) => [device.id, index[0]]),
    [[0, [0, 4]], [1, [4, 8]], [2, [0, 4]], [3, [4, 8]]]);
  // An uneven split: the shards are rounded up, the indices stop at the end.
  check("shardShape uneven", both.shardShape([7, 6]), [2, 6]);
  check("devicesIndicesMap uneven",
    both.devicesIndicesMap([7, 6]).map(({ index }) => index[0]), [[0, 2], [2, 4], [4, 6], [6, 7]]);
  // GSPMD, replicated, pmap, single device.
  const gspmd = Sharding.gspmd(devices, "{devices=[4,1]<=[4]}");
  check("gspmd ≡ P((x, y))", gspmd.isEquivalentTo(both, 2), true);
  check("gspmd ≢ P(x, y)", gspmd.isEquivalentTo(xy, 2), false);
  check("hloSharding reads back", Sharding.gspmd(devices, xy.hloSharding(2)).isEquivalentTo(xy, 2), true);
  const repl = Sharding.named(mesh, []);
  check("P() is replicated", [repl.isFullyReplicated, repl.shardShape([8, 6])], [true, [8, 6]]);
  check("P() ≡ {replicated}", repl.isEquivalentTo(Sharding.gspmd(devices, "{replicated}"), 2), true);
  const pmap = Sharding.pmap(devices);
  check("pmap shardShape", pmap.shardShape([4, 5]), [5]);
  check("pmap devicesIndicesMap", pmap.devicesIndicesMap([4, 5]).map(({ index }) => index), [0, 1, 2, 3].map((i) => [[i, i + 1], [0, 5]]));
  const single = Sharding.singleDevice(devices[3]);
  check("singleDevice", [single.kind, single.deviceSet.map((d) => d.id), single.isFullyReplicated], ["singleDevice", [3], true]);

  // devicePut by P(x, y): shards and the assembled value.
  const x = client.devicePut(Float32Array.from({ length: 48 }, (_, i) => i), { shape: [8, 6], dtype: "f32" }, xy);
  check("devicePut shape", x.shape, [8, 6]);
  check("devicePut sharding", [x.sharding.kind, x.sharding.isEquivalentTo(xy, 2), x.isFullyReplicated], ["named", true, false]);
  const shards = x.addressableShards();
  check("addressableShards", shards.map((s) => [s.device.id, s.index, s.replicaId, s.data.shape]),
    xy.devicesIndicesMap([8, 6]).map(({ device, index }) => [device.id, index, 0, [4, 3]]));
  check("shard 3", Array.from((await shards[3].data.toPyval()).data), [27, 28, 29, 33, 34, 35, 39, 40, 41, 45, 46, 47]);
  check("toPyval assembles", Array.from((await x.toPyval()).data), Array.from({ length: 48 }, (_, i) => i));
  const yx = client.devicePut(Float32Array.from({ length: 48 }, (_, i) => i), { shape: [8, 6] }, y);
  check("replicaId", yx.addressableShards().map((s) => s.replicaId), [0, 0, 1, 1]);
  // A Device in place of the sharding: that device alone.
  const onDevice = client.devicePut([1, 2], { dtype: "f32" }, devices[2]);
  check("devicePut on a Device", [onDevice.devices().map((d) => d.id), onDevice.sharding.kind, onDevice.addressableShards().length],
    [[2], "singleDevice", 1]);
  // reshard: rows split over x and y → columns split over y (through the host), then back
  // to an equivalent of the original (blocks kept, buffers shared).
  const cols = Sharding.named(mesh, [null, "y"]);
  const moved = await client.reshard(x, cols);
  check("reshard sharding", [moved.sharding.isEquivalentTo(cols, 2), moved.addressableShards().map((s) => s.data.shape)],
    [true, [[8, 3], [8, 3], [8, 3], [8, 3]]]);
  check("reshard keeps the value", Array.from((await moved.toPyval()).data), Array.from({ length: 48 }, (_, i) => i));
  check("reshard shard 1", Array.from((await moved.addressableShards()[1].data.toPyval()).data).slice(0, 6), [3, 4, 5, 9, 10, 11]);
  check("the source stays usable", x.isDeleted(), false);
  // reorderShards: the same blocks on the same devices, listed in another device order.
  const flipped = new Mesh([devices[1], devices[0], devices[3], devices[2]], [2, 2], ["x", "y"]);
  const xyFlipped = Sharding.named(flipped, ["x", "y"]);
  check("reorderShards to other blocks", kindOf(() => client.reorderShards(x, xyFlipped)), "INVALID_ARGUMENT");
  const reordered = client.reorderShards(yx, Sharding.named(new Mesh([devices[2], devices[3], devices[0], devices[1]], [2, 2], ["x", "y"]), ["y"]));
  check("reorderShards order", reordered.devices().map((d) => d.id), [2, 3, 0, 1]);
  check("reorderShards value", Array.from((await reordered.toPyval()).data), Array.from({ length: 48 }, (_, i) => i));
  // makeArrayFromSingleDeviceArrays: x's shards, reassembled.
  const parts = x.addressableShards().map((s) => s.data);
  const rebuilt = client.makeArrayFromSingleDeviceArrays({ shape: [8, 6], dtype: "f32" }, xy, parts);
  check("assembled from single-device arrays", Array.from((await rebuilt.toPyval()).data), Array.from({ length: 48 }, (_, i) => i));
  check("assemble needs shape and dtype", kindOf(() => client.makeArrayFromSingleDeviceArrays({ shape: [8, 6] }, xy, parts)), "INVALID_ARGUMENT");
  check("assemble with too few arrays", kindOf(() => client.makeArrayFromSingleDeviceArrays({ shape: [8, 6], dtype: "f32" }, xy, parts.slice(1))), "INVALID_ARGUMENT");
  for (const a of [moved, reordered, rebuilt]) a.delete();
  x.delete();
  yx.delete();
  onDevice.delete();

  // Bad input: typed errors, and the module keeps working.
  check("unknown mesh axis", kindOf(() => Sharding.named(mesh, ["z"])), "INVALID_ARGUMENT");
  check("axis used twice", kindOf(() => Sharding.named(mesh, ["x", "x"])), "INVALID_ARGUMENT");
  check("spec not an array", kindOf(() => Sharding.named(mesh, "x")), "INVALID_ARGUMENT");
  check("spec longer than the rank", kindOf(() => xy.shardShape([8])), "INVALID_ARGUMENT");
  check("mesh of the wrong size", kindOf(() => new Mesh(devices, [3], ["x"])), "INVALID_ARGUMENT");
  check("mesh axis named twice", kindOf(() => new Mesh(devices, [2, 2], ["x", "x"])), "INVALID_ARGUMENT");
  check("bad HLO sharding text", kindOf(() => Sharding.gspmd(devices, "{devices=[4,1")), "PARSE");
  check("device id past the list", kindOf(() => Sharding.gspmd(devices, "{devices=[8,1]<=[8]}")), "INVALID_ARGUMENT");
  check("not a device", kindOf(() => Sharding.singleDevice({})), "INVALID_ARGUMENT");
  check("devicePut with an unknown axis", kindOf(() => client.devicePut([1, 2], undefined, Sharding.named(mesh, ["q"]))), "INVALID_ARGUMENT");
  check("devicePut that does not fit", kindOf(() => client.devicePut([1, 2, 3], undefined, pmap)), "INVALID_ARGUMENT");
  check("bad virtualDevices", await makeGpuClient({ virtualDevices: 0 }).then(() => "NO ERROR", (e) => e.kind), "INVALID_ARGUMENT");
  const z = client.devicePut([1, 2, 3, 4], { dtype: "s32" }, Sharding.named(mesh, [["x", "y"]]));
  check("still usable", Array.from((await z.toPyval()).data), [1, 2, 3, 4]);
  return { checked, failures };
}

// ---- jax.export artifacts ------------------------------------------------------------------

/** The artifacts of tests/export that must run (the others are refused on purpose). */
export const EXPORTS = ["digit_classifier", "transformer_block", "multi_platform", "kept_vars", "sharded_2dev"];

/** Tolerance for an exported function's outputs against jax's (CPU) outputs. */
const EXPORT_TOL = { rtol: 2e-4, atol: 2e-5 };

async function runExport(client, name) {
  const bytes = new Uint8Array(await fetchOk(`/export/${name}/model.jaxexport`, "arrayBuffer"));
  const exp = deserializeExported(bytes);
  const args = [];
  try {
    for (const [k, aval] of exp.inAvals.entries()) {
      const x = parseNpy(await fetchOk(`/export/${name}/in${k}.npy`, "arrayBuffer"));
      args.push(client.bufferFromPyval(x.data, { shape: aval.shape, dtype: aval.dtype }));
    }
    const outs = await exp.call(client, args);
    if (outs.length !== exp.outAvals.length) return `got ${outs.length} outputs, want ${exp.outAvals.length}`;
    const problems = [];
    for (const [k, out] of outs.entries()) {
      const want = parseNpy(await fetchOk(`/export/${name}/out${k}.npy`, "arrayBuffer"));
      const spec = { ...EXPORT_TOL, shape: exp.outAvals[k].shape, dtype: exp.outAvals[k].dtype };
      const err = compare(await out.toPyval(), want, spec);
      if (err) problems.push(`out${k}: ${err}`);
      out.delete();
    }
    return problems.length ? problems.join("; ") : null;
  } finally {
    for (const a of args) a.delete();
  }
}

/**
 * Every artifact of EXPORTS on WebGPU (2 virtual devices) and on the CPU backend (2 devices),
 * plus a corrupt artifact that must be refused with a typed error. Resolves to
 * { backends: { webgpu: {...}, cpu: {...} }, corrupt: "KIND: message" | null }.
 */
export async function runExports() {
  await init();
  const backends = {};
  for (const [backend, make] of [["webgpu", () => makeGpuClient({ virtualDevices: 2 })],
    ["cpu", async () => makeCpuClient({ numDevices: 2 })]]) {
    let client;
    try {
      client = await make();
    } catch (e) {
      backends[backend] = { skipped: `${e.kind ?? "ERROR"}: ${e.message ?? e}` };
      continue;
    }
    const results = [];
    for (const name of EXPORTS) {
      let error;
      try {
        error = await runExport(client, name);
      } catch (e) {
        error = `${e.kind ?? "ERROR"}: ${e.message ?? e}`;
      }
      results.push({ case: name, error });
    }
    backends[backend] = { results };
  }
  let corrupt = null;
  try {
    const bytes = new Uint8Array(await fetchOk("/export/digit_classifier/model.jaxexport", "arrayBuffer"));
    deserializeExported(bytes.slice(0, 40));
  } catch (e) {
    corrupt = `${e.kind ?? "ERROR"}: ${e.message ?? e}`;
  }
  return { backends, corrupt };
}
