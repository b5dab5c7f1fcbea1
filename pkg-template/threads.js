// webxla/threads: loads webxla with its CPU backend threaded over web workers when the page is
// cross-origin isolated (COOP `same-origin` + COEP `require-corp`: SharedArrayBuffer), and the
// one-thread build otherwise (or in Node.js). Same API either way; `threadCount()` says which.
//
//   import { loadWebxla } from "webxla/threads";
//   const webxla = await loadWebxla();          // instead of `import init, ... from "webxla"`
//   const client = webxla.makeCpuClient();
//
// Works on the main thread as in a worker: the calling thread never blocks (it shares the
// work and spins while the pool's workers finish theirs); the workers block between jobs.

let loaded;

/// Threads to use: `requested` when given, else every hardware thread; 1 when threads are
/// not available to this page.
function pickThreads(requested) {
  if (requested !== undefined && !(Number.isInteger(requested) && requested >= 1 && requested <= 65)) {
    throw new RangeError("threads must be an integer from 1 to 65");
  }
  const canShare = globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === "function"
    && typeof Worker === "function";
  if (!canShare) return 1;
  return requested ?? Math.min(65, Math.max(1, globalThis.navigator?.hardwareConcurrency ?? 1));
}

/// Starts `count` pool workers on the threaded build's module and memory; resolves once each
/// has instantiated it (they join the pool right after).
async function startWorkers(module, memory, count) {
  const workers = [];
  try {
    await Promise.all(Array.from({ length: count }, (_, i) => new Promise((resolve, reject) => {
      const w = new Worker(new URL("./thread-worker.js", import.meta.url), { type: "module", name: `webxla-cpu-${i + 1}` });
      workers.push(w);
      w.onmessage = ({ data }) => (data?.ready ? resolve() : reject(new Error(`webxla CPU thread: ${data?.error}`)));
      w.onerror = (e) => reject(new Error(`webxla CPU thread could not start: ${e.message ?? e}`));
      w.postMessage({ module, memory });
    })));
  } catch (e) {
    workers.forEach((w) => w.terminate());
    throw e;
  }
  return workers;
}

/// Loads and initialises webxla once (later calls return the same module; their options are
/// ignored). Options: `{ threads }`, the CPU backend's thread count including the caller's
/// (default `navigator.hardwareConcurrency`; 1 on pages that are not cross-origin isolated).
export async function loadWebxla(options = {}) {
  loaded ??= (async () => {
    const threads = pickThreads(options?.threads);
    if (threads > 1) {
      const mt = await import("./webxla_mt.js");
      await mt.default();
      const [module, memory] = mt.threadInitData();
      await startWorkers(module, memory, threads - 1);
      return mt;
    }
    const st = await import("./webxla.js");
    await st.default();
    return st;
  })();
  try {
    return await loaded;
  } catch (e) {
    loaded = undefined;
    throw e;
  }
}
