// One thread of webxla's CPU pool, started by threads.js: instantiates the threaded build on
// the page's compiled module and shared memory, says so, then runs the pool's jobs for good
// (threadWorkerMain blocks between jobs, which workers may).
self.addEventListener("message", async ({ data }) => {
  try {
    const mt = await import("./webxla_mt.js");
    mt.initSync({ module: data.module, memory: data.memory });
    self.postMessage({ ready: true });
    mt.threadWorkerMain();
  } catch (e) {
    self.postMessage({ error: String(e?.message ?? e) });
  }
}, { once: true });
