//! Hand-written TypeScript types for the parts wasm-bindgen types as `any`: dtypes, host arrays,
//! specs and options. They land in the generated `webxla.d.ts`.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** XLA element type names (numpy spellings such as "float32" are accepted on input too). */
export type Dtype =
  | "pred" | "s8" | "s16" | "s32" | "s64" | "u8" | "u16" | "u32" | "u64"
  | "f16" | "bf16" | "f32" | "f64" | "c64" | "c128";

/** One argument or result of a jax.export artifact (`Exported.inAvals` / `outAvals`): a
 * symbolic dimension is its name; a dtype webxla has no arrays of keeps jax's name. */
export interface Aval {
  shape: (number | string)[];
  dtype: Dtype | string;
}

/** Host data for bufferFromPyval. bf16 travels as Uint16Array raw bits, f16 as Float16Array
 * (or Uint16Array raw bits), s64/u64 as BigInt64Array/BigUint64Array, pred as Uint8Array (0/1),
 * complex as interleaved [re, im] Float32Array/Float64Array. */
export type HostData =
  | Int8Array | Int16Array | Int32Array | BigInt64Array
  | Uint8Array | Uint8ClampedArray | Uint16Array | Uint32Array | BigUint64Array
  | Float32Array | Float64Array
  | number | boolean | bigint
  | NestedArray;
export type NestedArray = Array<number | boolean | bigint | NestedArray>;

/** webxla's Array class, exported as `Array`. In this file `Array` is JavaScript's built-in
 * (wasm-bindgen declares the class as `Array2` and exports it under its name), so the
 * declarations here refer to the class by this alias. */
type WebxlaArray = Array2;

/** Shape and dtype of the host data; missing fields are inferred from the data. */
export interface ArraySpec {
  shape?: number[];
  dtype?: Dtype | string;
}

/** A host copy of an array (what toPyval resolves to). */
export interface HostArray {
  data: Int8Array | Int16Array | Int32Array | BigInt64Array | Uint8Array | Uint16Array
    | Uint32Array | BigUint64Array | Float32Array | Float64Array;
  shape: number[];
  dtype: Dtype;
}

export interface CpuClientOptions {
  numDevices?: number;
  asynchronous?: boolean;
  /** Refuse at compile time (kind RESOURCE_EXHAUSTED) programs needing more bytes at once
   * than this, per device (default 4 GiB: wasm32's address space). */
  memoryLimitBytes?: number;
}

/** How one execution may be stopped: an AbortSignal (kind CANCELLED) and/or a timeout from
 * its start (kind DEADLINE_EXCEEDED). Checked between kernels and at every loop iteration.
 * On WebGPU an abort is seen while the execution waits on the device; the wasm CPU backend
 * runs on the calling thread without yielding, so there only `timeoutMs` stops a running
 * execution (an abort is seen by executions started after it). */
export interface ExecuteOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface GpuClientOptions {
  /** Which adapter to prefer when several exist (default "high-performance"). */
  powerPreference?: "high-performance" | "low-power";
  /** Accept a software adapter (SwiftShader, WARP). */
  forceFallbackAdapter?: boolean;
  /** Split the adapter into this many logical devices, each its own WebGPU device and queue
   * (default 1), so multi-device programs run in one browser. */
  virtualDevices?: number;
  /** Run f64 in exact software arithmetic on its IEEE bits (correctly rounded add, subtract,
   * multiply, divide, sqrt; compare, min/max, conversions, reductions, dot; several times
   * slower than f32). Off by default: f64 is refused with an UNIMPLEMENTED error. */
  softF64?: boolean;
}

/** One entry per array dimension (jax's PartitionSpec): null for an unsharded dimension, a
 * mesh axis name, or several axis names (major to minor). Missing trailing entries are null. */
export type PartitionSpec = (string | string[] | null | undefined)[];

/** Which of xla_client's shardings a Sharding is. */
export type ShardingKind = "singleDevice" | "named" | "gspmd" | "pmap";

/** A global index range per dimension: [start, stop) as [start, stop]. */
export type Index = [number, number][];

/** One entry of Sharding.devicesIndicesMap: the block of the global array `device` holds. */
export interface DeviceIndices {
  device: Device;
  index: Index;
}

/** One shard of a global array (jax's Shard). */
export interface Shard {
  device: Device;
  index: Index;
  /** Which copy of its block this shard is (0 for the first device holding it). */
  replicaId: number;
  /** The shard as a single-device Array (sharing the buffer). */
  data: WebxlaArray;
}

export interface CompileOptions {
  numReplicas?: number;
  numPartitions?: number;
}

export interface CostAnalysis {
  flops: number;
  transcendentals: number;
  "bytes accessed": number;
}

export interface CompiledMemoryStats {
  argumentSizeInBytes: number;
  outputSizeInBytes: number;
  aliasSizeInBytes: number;
  tempSizeInBytes: number;
  generatedCodeSizeInBytes: number;
}

/** Every error webxla throws or rejects with. */
export interface XlaRuntimeError extends Error {
  kind: "PARSE" | "INVALID_PROGRAM" | "INVALID_ARGUMENT" | "UNIMPLEMENTED" | "FAILED_PRECONDITION"
    | "RESOURCE_EXHAUSTED" | "NOT_FOUND" | "IO" | "DEADLINE_EXCEEDED" | "CANCELLED" | "ABORTED"
    | "INTERNAL";
}
"#;
