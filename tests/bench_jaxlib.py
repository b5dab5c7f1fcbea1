#!/usr/bin/env python3
"""Times jaxlib's CPU client on bench/corpus cases, the way case.json's jaxlib_execute_us was
measured (module.mlir compiled with xla_client, inputs on device, 3 warm-ups, then >= 20 runs
and >= 0.25 s, each run waited for), and prints JSON {case: median microseconds} for
`webxla bench --jaxlib-times`. Needs `pip install jax`. JAXLIB_BACKEND=cuda times jaxlib's GPU
client instead (for comparing `webxla bench --backend gpu` on a machine with an NVIDIA GPU).
On the CPU client 8 host devices are forced (XLA_FLAGS) so that multi-device cases (case.json
`num_devices` > 1, tests/multi_device) run on their N devices: module.mlir compiled with the
case's num_replicas / num_partitions / partitioner and a device assignment over the first N
devices, inputs placed per the executable's parameter shardings. Single-device cases still run
on device 0 alone."""
import json, os, statistics, sys, time

if os.environ.get("JAXLIB_BACKEND", "cpu") == "cpu":
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                               " --xla_force_host_platform_device_count=8").strip()

import numpy as np
import jax
import jax.extend
from jax._src.lib import xla_client as xc
from jax._src.sharding_impls import GSPMDSharding

def load(path, storage):
    a = np.load(path)
    if storage == "u16bits":
        import ml_dtypes
        a = a.view(ml_dtypes.bfloat16)
    return a

def time_case(d, backend, min_time):
    meta = json.load(open(os.path.join(d, "case.json")))
    text = open(os.path.join(d, "module.mlir")).read()
    values = [load(os.path.join(d, t["file"]), t.get("storage")) for t in meta["inputs"]]
    n = meta.get("num_devices", 1)
    if n > 1:
        devs = tuple(backend.local_devices()[:n])
        if len(devs) < n:
            raise SystemExit(f"{meta['name']}: needs {n} devices, the backend has {len(devs)}")
        reps, parts = meta.get("num_replicas", 1), meta.get("num_partitions", n)
        opts = xc.CompileOptions()
        opts.num_replicas, opts.num_partitions = reps, parts
        opts.executable_build_options.use_spmd_partitioning = True
        opts.executable_build_options.use_shardy_partitioner = meta.get("partitioner", "shardy") == "shardy"
        opts.device_assignment = xc.DeviceAssignment.create(
            np.array([dv.id for dv in devs]).reshape(reps, parts))
        exe = backend.compile_and_load(text, xc.DeviceList(devs), opts)
        args = [jax.device_put(v, GSPMDSharding(devs, s)) for v, s in zip(values, exe.get_parameter_shardings())]
    else:
        dev = backend.local_devices()[0]
        exe = backend.compile_and_load(text, xc.DeviceList((dev,)), xc.CompileOptions())
        args = [jax.device_put(v, dev) for v in values]
    def once():
        res = exe.execute_sharded(args)
        outs = res.disassemble_into_single_device_arrays()
        for o in outs:
            for x in o:
                x.block_until_ready()
    for _ in range(3):
        once()
    samples, start = [], time.perf_counter()
    while len(samples) < 20 or time.perf_counter() - start < min_time:
        t = time.perf_counter()
        once()
        samples.append((time.perf_counter() - t) * 1e6)
    return meta["name"], statistics.median(samples)

def main():
    min_time = float(os.environ.get("MIN_TIME", "0.5"))
    backend = jax.extend.backend.get_backend(os.environ.get("JAXLIB_BACKEND", "cpu"))
    out = {}
    for root in sys.argv[1:]:
        dirs = [root] if os.path.exists(os.path.join(root, "case.json")) else sorted(
            os.path.join(root, x) for x in os.listdir(root) if os.path.exists(os.path.join(root, x, "case.json")))
        for d in dirs:
            name, us = time_case(d, backend, min_time)
            out[name] = us
            print(f"{name}: {us:.1f} us", file=sys.stderr)
    print(json.dumps(out, indent=1))

if __name__ == "__main__":
    main()
