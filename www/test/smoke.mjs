// Smoke test of the packed npm package in Node.js (CPU backend): run from a scratch project
// where `webxla` was installed from the tarball made by `npm pack`. Used by .ci/web.sh.
import fs from "node:fs";
import { createRequire } from "node:module";
import assert from "node:assert/strict";
import init, { makeCpuClient, makeGpuClient, Mesh, Sharding } from "webxla";

const require = createRequire(import.meta.url);
const pkg = JSON.parse(fs.readFileSync(require.resolve("webxla/package.json"), "utf8"));
assert.equal(pkg.name, "webxla");
await init({ module_or_path: fs.readFileSync(require.resolve("webxla/webxla_bg.wasm")) });

const text = `HloModule jit_f, entry_computation_layout={(f32[2,2]{1,0}, f32[2,2]{1,0})->f32[2,2]{1,0}}

ENTRY main.5 {
  Arg_0.1 = f32[2,2]{1,0} parameter(0)
  Arg_1.2 = f32[2,2]{1,0} parameter(1)
  dot.3 = f32[2,2]{1,0} dot(Arg_0.1, Arg_1.2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT add.4 = f32[2,2]{1,0} add(dot.3, Arg_0.1)
}
`;
const client = makeCpuClient();
assert.equal(client.platform, "cpu");
const exe = await client.compileAndLoad(text);
const x = client.bufferFromPyval(new Float32Array([1, 2, 3, 4]), { shape: [2, 2], dtype: "f32" });
const y = client.bufferFromPyval([[1, 0], [0, 1]]);
const [z] = await exe.execute([x, y]);
const host = await z.toPyval();
assert.deepEqual(host.shape, [2, 2]);
assert.equal(host.dtype, "f32");
assert.deepEqual(Array.from(host.data), [2, 4, 6, 8]);

// Bad input rejects with a kind and leaves the module usable.
assert.throws(() => client.bufferFromPyval(new Int32Array(4), { shape: [2, 2], dtype: "f32" }), (e) => e.kind === "INVALID_ARGUMENT");
await assert.rejects(client.compileAndLoad("not a program"), (e) => e.kind === "PARSE" || e.kind === "INVALID_PROGRAM");
x.delete();
await assert.rejects(exe.execute([x, y]), (e) => typeof e.kind === "string");
await assert.rejects(makeGpuClient(), (e) => typeof e.kind === "string");  // Node has no WebGPU
const [again] = await exe.execute([client.bufferFromPyval(new Float32Array(4).fill(1), { shape: [2, 2] }), y]);
assert.deepEqual(Array.from((await again.toPyval()).data), [2, 2, 2, 2]);
// Four CPU devices: a row-sharded global array, a program whose devices meet in an all-reduce.
const psumText = `HloModule psum

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  x = f32[8,2] parameter(0), sharding={devices=[4,1]<=[4]}
  l = f32[2,2] global-to-local(x), global_sharding={devices=[4,1]<=[4]}
  r = f32[2,2] all-reduce(l), channel_id=1, replica_groups={{0,1,2,3}}, use_global_device_ids=true, to_apply=add
  ROOT g = f32[2,2] local-to-global(r), global_sharding={replicated}
}
`;
const four = makeCpuClient({ numDevices: 4 });
const devices = four.devices();
const rows = Sharding.named(new Mesh(devices, [4], ["x"]), ["x"]);
assert.deepEqual(rows.shardShape([8, 2]), [2, 2]);
const xs = four.devicePut(Float32Array.from({ length: 16 }, (_, i) => i), { shape: [8, 2] }, rows);
assert.deepEqual(xs.addressableShards().map((s) => s.index[0]), [[0, 2], [2, 4], [4, 6], [6, 8]]);
const psum = await four.compileAndLoad(psumText, devices, { numPartitions: 4 });
const [summed] = await psum.execute([xs]);
assert.deepEqual(summed.shape, [2, 2]);
assert.deepEqual(Array.from((await summed.toPyval()).data), [24, 28, 32, 36]);
console.log("npm package smoke test passed (node", process.version + ")");
