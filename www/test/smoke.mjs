// Smoke test of the packed npm package in Node.js (CPU backend): run from a scratch project
// where `webxla` was installed from the tarball made by `npm pack`. Used by .ci/web.sh.
import fs from "node:fs";
import { createRequire } from "node:module";
import assert from "node:assert/strict";
import init, { makeCpuClient, makeGpuClient } from "webxla";

const require = createRequire(import.meta.url);
const pkg = JSON.parse(fs.readFileSync(require.resolve("webxla/package.json"), "utf8"));
assert.equal(pkg.name, "webxla");
await init({ module_or_path: fs.readFileSync(require.resolve("webxla/webxla_bg.wasm")) });

const text = `module @jit_f {
  func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> (tensor<2x2xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}`;
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
await assert.rejects(makeGpuClient(), (e) => typeof e.kind === "string" && /WebGPU/i.test(e.message));
const [again] = await exe.execute([client.bufferFromPyval(new Float32Array(4).fill(1), { shape: [2, 2] }), y]);
assert.deepEqual(Array.from((await again.toPyval()).data), [2, 2, 2, 2]);
console.log("npm package smoke test passed (node", process.version + ")");
