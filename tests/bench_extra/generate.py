#!/usr/bin/env python3
"""Writes the bench cases beside the shared bench set that are small enough to vendor: the
500-step tanh RNN `lax.scan` of issue #17 (per-step overhead of a counted while loop; the
weights are scaled so that the recurrence contracts: with larger ones it is chaotic and
no two f32 implementations agree after 500 steps).
Same case format as tests/conformance (README there); `jaxlib_execute_us` is measured here as
tests/bench_jaxlib.py does. Run with jax 0.10.2: python3 tests/bench_extra/generate.py"""
import json, os, statistics, time
import numpy as np
import jax
import jax.numpy as jnp

OUT = os.path.dirname(os.path.abspath(__file__))


def rnn_scan(h0, xs, w, u, b):
    def step(h, x):
        h = jnp.tanh(h @ w + x @ u + b)
        return h, h
    return jax.lax.scan(step, h0, xs)


def write(name, desc, fn, args, tol=1e-5):
    d = os.path.join(OUT, name)
    os.makedirs(d, exist_ok=True)
    jf = jax.jit(fn, keep_unused=True)
    lowered = jf.lower(*args)
    open(os.path.join(d, "module.mlir"), "w").write(lowered.as_text())
    open(os.path.join(d, "module.hlo"), "w").write(
        lowered.compiler_ir("hlo").as_hlo_text(print_large_constants=True))
    compiled = lowered.compile()
    outs = jax.tree_util.tree_leaves(compiled(*args))
    inputs = []
    for i, a in enumerate(args):
        np.save(os.path.join(d, f"in{i}.npy"), np.asarray(a))
        inputs.append(dict(file=f"in{i}.npy", dtype=str(a.dtype).replace("float", "f"), shape=list(a.shape)))
    outputs = []
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"out{i}.npy"), np.asarray(o))
        outputs.append(dict(file=f"out{i}.npy", dtype=str(o.dtype).replace("float", "f"),
                            shape=list(o.shape), rtol=tol, atol=tol))
    dev = [jax.device_put(a) for a in args]
    for _ in range(3):
        jax.block_until_ready(compiled(*dev))
    times, start = [], time.perf_counter()
    while len(times) < 20 or time.perf_counter() - start < 0.25:
        t = time.perf_counter()
        jax.block_until_ready(compiled(*dev))
        times.append((time.perf_counter() - t) * 1e6)
    meta = dict(name=name, description=desc, inputs=inputs, outputs=outputs, rtol=tol, atol=tol,
                tags=["bench", "scan", "while"], x64=False, custom_call_targets=[],
                jaxlib_execute_us=statistics.median(times), jaxlib_execute_runs=len(times),
                generator=dict(jax=jax.__version__))
    json.dump(meta, open(os.path.join(d, "case.json"), "w"), indent=1)
    print(name, "jaxlib", round(statistics.median(times), 1), "us")


def main():
    rng = np.random.default_rng(17)
    n, steps = 64, 500
    f = lambda *s: (rng.standard_normal(s) * 0.1).astype(np.float32)
    write("bench_scan_rnn_500", "500-step tanh RNN (lax.scan), 64 units: h = tanh(h@W + x@U + b)",
          rnn_scan, [f(n), f(steps, n), f(n, n), f(n, n), f(n)], tol=1e-4)


if __name__ == "__main__":
    main()
