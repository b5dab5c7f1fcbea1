// Compiled (not run) by types.test.mjs with `tsc --strict` against the built package's
// webxla.d.ts: every call below must type-check as written, so the hand-written declarations
// (src/wasm/types.rs and the unchecked types in src/wasm/*.rs) stay in step with the API.
import init, {
  makeCpuClient, makeGpuClient, Mesh, Sharding, Client, Device, LoadedExecutable,
  type Array as XlaArray, type Shard, type DeviceIndices, type HostArray, type PartitionSpec,
  type ShardingKind, type XlaRuntimeError, type CostAnalysis, deserializeExported, Exported,
  type Aval,
} from "../pkg/webxla.js";

export async function exported(bytes: Uint8Array, x: XlaArray): Promise<HostArray> {
  const client: Client = makeCpuClient();
  const exp: Exported = deserializeExported(bytes);
  const ins: Aval[] = exp.inAvals;
  const outs: Aval[] = exp.outAvals;
  console.log(exp.funName, exp.platforms.join(","), exp.nrDevices, ins[0].shape, outs[0].dtype);
  const ys: XlaArray[] = await exp.call(client, [x]);
  return ys[0].toPyval();
}

export async function singleDevice(text: string): Promise<HostArray> {
  await init();
  const client: Client = makeCpuClient();
  const exe: LoadedExecutable = await client.compileAndLoad(text);
  const x: XlaArray = client.bufferFromPyval(new Float32Array([1, 2, 3, 4]), { shape: [2, 2], dtype: "f32" }, undefined);
  const outs: XlaArray[] = await exe.execute([x]);
  const ready: XlaArray = await outs[0].blockUntilReady();
  const cost: CostAnalysis = exe.costAnalysis();
  console.log(cost.flops, ready.shape, ready.dtype);
  return outs[0].toPyval();
}

export async function manyDevices(matmulText: string, psumText: string): Promise<number> {
  const gpu: Client = await makeGpuClient({ virtualDevices: 4, powerPreference: "high-performance" });
  const cpu: Client = makeCpuClient({ numDevices: 4 });
  const devices: Device[] = gpu.devices();
  const mesh = new Mesh(devices, [4], ["x"]);
  const axes: string[] = mesh.axisNames;
  const spec: PartitionSpec = ["x", null];
  const rows: Sharding = Sharding.named(mesh, spec);
  const both: Sharding = Sharding.named(new Mesh(cpu.devices(), [2, 2], ["a", "b"]), [["a", "b"]]);
  const gspmd: Sharding = Sharding.gspmd(devices, "{devices=[4,1]<=[4]}");
  const pmap: Sharding = Sharding.pmap(devices);
  const one: Sharding = Sharding.singleDevice(devices[0]);
  const kind: ShardingKind = rows.kind;
  const map: DeviceIndices[] = rows.devicesIndicesMap([32, 48]);
  const stop: number = map[3].index[0][1];
  const shardShape: number[] = rows.shardShape([32, 48]);
  const same: boolean = rows.isEquivalentTo(gspmd, 2) && !pmap.isFullyReplicated && one.isFullyReplicated;
  const hlo: string = rows.hloSharding(2);
  const inMesh: Mesh | undefined = rows.mesh;
  const inSpec: PartitionSpec | undefined = rows.spec;
  const set: Device[] = both.deviceSet;

  const x: XlaArray = gpu.devicePut(new Float32Array(32 * 48), { shape: [32, 48], dtype: "f32" }, rows);
  const w: XlaArray = gpu.devicePut(new Float32Array(48 * 24), { shape: [48, 24] }, Sharding.named(mesh, []));
  const b: XlaArray = gpu.devicePut(new Float32Array(24), "f32", devices[0]);
  const shards: Shard[] = x.addressableShards();
  const shard: XlaArray = shards[0].data;
  const replica: number = shards[0].replicaId;
  const layout: Sharding = x.sharding;
  const onDevices: Device[] = x.devices();

  const exe = await gpu.compileAndLoad(matmulText, devices, { numReplicas: 1, numPartitions: 4 });
  const partitions: number = exe.numPartitions * exe.numReplicas;
  const ins: Sharding[] = exe.inputShardings();
  const outsSharding: Sharding[] = exe.outputShardings();
  const runsOn: Device[] = exe.localDevices();
  const [y]: XlaArray[] = await exe.execute([x, w, b]);
  const perDevice: XlaArray[][] = await exe.executeSharded([x, w, b]);

  const psum = await gpu.compileAndLoad(psumText, devices, { numPartitions: 4 });
  const args: XlaArray[][] = [shards.map((s) => s.data)];
  const summed: XlaArray[][] = await psum.executeShardedOnLocalDevices(args);
  const moved: XlaArray = await gpu.reshard(x, both);
  const reordered: XlaArray = gpu.reorderShards(x, rows);
  const assembled: XlaArray = gpu.makeArrayFromSingleDeviceArrays({ shape: [32, 48], dtype: "f32" }, rows,
    shards.map((s) => s.data));
  try {
    Sharding.named(mesh, ["nope"]);
  } catch (e) {
    const err = e as XlaRuntimeError;
    if (err.kind !== "INVALID_ARGUMENT") throw err;
  }
  const host: HostArray = await y.toPyval();
  console.log(axes, kind, stop, shardShape, same, hlo, inMesh, inSpec, set, shard, replica, layout,
    onDevices, partitions, ins, outsSharding, runsOn, perDevice, summed, moved, reordered, assembled,
    host.data.length);
  return y.isFullyReplicated ? 1 : 0;
}

// webxla/threads (threads.d.ts): the loader, and the loaded module's API.
import { loadWebxla, type LoadOptions, type Webxla } from "../pkg/threads.js";

export async function threaded(text: string): Promise<number> {
  const opts: LoadOptions = { threads: 2 };
  const webxla: Webxla = await loadWebxla(opts);
  const client: Client = webxla.makeCpuClient();
  const exe: LoadedExecutable = await client.compileAndLoad(text);
  exe.delete();
  return webxla.threadCount();
}
