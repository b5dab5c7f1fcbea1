// Minimal .npy reader for the demo: C-order little-endian arrays → { data, shape, dtype }
// in webxla's host format (TypedArray + XLA dtype name).

const DESCR = {
  "|b1": ["pred", Uint8Array], "|u1": ["u8", Uint8Array], "|i1": ["s8", Int8Array],
  "<u2": ["u16", Uint16Array], "<i2": ["s16", Int16Array], "<u4": ["u32", Uint32Array],
  "<i4": ["s32", Int32Array], "<u8": ["u64", BigUint64Array], "<i8": ["s64", BigInt64Array],
  "<f2": ["f16", Uint16Array], "<f4": ["f32", Float32Array], "<f8": ["f64", Float64Array],
  "<V2": ["bf16", Uint16Array],
};

export function parseNpy(buffer, dtypeOverride) {
  const bytes = new Uint8Array(buffer);
  if (bytes[0] !== 0x93 || String.fromCharCode(...bytes.slice(1, 6)) !== "NUMPY") {
    throw new Error("not a .npy file");
  }
  const major = bytes[6];
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const headerLen = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
  const start = major === 1 ? 10 : 12;
  const header = new TextDecoder().decode(bytes.slice(start, start + headerLen));
  const descr = /'descr':\s*'([^']+)'/.exec(header)?.[1];
  const shape = (/'shape':\s*\(([^)]*)\)/.exec(header)?.[1] ?? "")
    .split(",").map((s) => s.trim()).filter(Boolean).map(Number);
  if (/'fortran_order':\s*True/.test(header)) throw new Error("Fortran-order .npy is not supported");
  const entry = DESCR[descr];
  if (!entry) throw new Error(`unsupported .npy dtype ${descr}`);
  const [dtype, Ctor] = entry;
  const payload = bytes.slice(start + headerLen);
  const data = new Ctor(payload.buffer, 0, payload.byteLength / Ctor.BYTES_PER_ELEMENT);
  // bf16 travels as uint16 bits in the corpus; the caller says so.
  return { data, shape, dtype: dtypeOverride ?? dtype };
}

export function base64ToBytes(b64) {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out.buffer;
}

/** Numbers of a host array as plain JS numbers (bf16/f16 bits widened to float). */
export function toNumbers({ data, dtype }) {
  if (dtype === "bf16") {
    const f = new Float32Array(new Uint32Array(Array.from(data, (b) => b << 16)).buffer);
    return Array.from(f);
  }
  if (dtype === "f16" && data instanceof Uint16Array) return Array.from(data, halfToFloat);
  return Array.from(data, Number);
}

function halfToFloat(h) {
  const s = h & 0x8000 ? -1 : 1, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  if (e === 0) return s * 2 ** -14 * (m / 1024);
  if (e === 31) return m ? NaN : s * Infinity;
  return s * 2 ** (e - 15) * (1 + m / 1024);
}
