#!/usr/bin/env python3
"""Writes jax's own primitive test harnesses as conformance cases (the tests/conformance format:
module.hlo, module.mlir, in*.npy, out*.npy, case.json; see tests/conformance/README.md).

The harnesses are `jax._src.internal_test_util.test_harnesses.all_harnesses` of the installed
jax 0.10.2 (every lax primitive over its dtypes, shapes and parameters), imported with
JAX_ENABLE_X64=1 so the 64-bit dtypes are among them, kept when `filter("cpu")` keeps them (jax
runs them on CPU). Each is lowered with `jax.jit(harness.dyn_fun, keep_unused=True)` on inputs
from `harness.rng_factory(np.random.RandomState(crc32(fullname)))`; outputs are jaxlib's CPU
results. Needs absl-py (the harness module imports it).

  python3 tests/primitive_harness/generate.py OUT_DIR              # every harness
  python3 tests/primitive_harness/generate.py OUT_DIR --slice      # the vendored slice
  python3 tests/primitive_harness/generate.py OUT_DIR --only NAME  # fullnames containing NAME

The whole set goes to target/primitive_harness (not committed); the slice, one small
harness per family of groups (about a hundred cases), to tests/primitive_harness/cases. Harnesses that cannot be
written (a dtype the .npy reader lacks, such as the float8 types, or jax refusing to lower)
are listed with the reason in OUT_DIR/not_generated.txt.
"""
import os

os.environ.setdefault("JAX_ENABLE_X64", "1")
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import argparse, json, sys, zlib  # noqa: E402
import numpy as np  # noqa: E402
import ml_dtypes  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax._src.internal_test_util import test_harnesses  # noqa: E402

XLA_NAME = {
    "bool": "pred", "int8": "s8", "int16": "s16", "int32": "s32", "int64": "s64",
    "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64",
    "float16": "f16", "bfloat16": "bf16", "float32": "f32", "float64": "f64",
    "complex64": "c64", "complex128": "c128",
}
# Tolerances by output dtype: (rtol, atol). A few ulp of the type for elementwise work, with an
# absolute floor for results that cancel to near zero (sums, dots, differences).
TOL = {
    "f16": (2e-3, 2e-3), "bf16": (1.6e-2, 1.6e-2),
    "f32": (1e-5, 1e-6), "c64": (1e-5, 1e-6),
    "f64": (1e-12, 1e-13), "c128": (1e-12, 1e-13),
}
# Decompositions and solves go through long chains of rounding: looser, as jax's own tests.
LINALG = {"cholesky", "eig", "eigh", "lu", "qr", "svd", "triangular_solve",
          "tridiagonal_solve", "custom_linear_solve"}
LINALG_TOL = {"f16": (1e-2, 1e-2), "bf16": (5e-2, 5e-2), "f32": (1e-4, 1e-4),
              "c64": (1e-4, 1e-4), "f64": (1e-10, 1e-10), "c128": (1e-10, 1e-10)}


# Groups whose results are long sums or factorizations: the absolute tolerance scales with the
# output's largest magnitude (a norm-wise comparison), since any two correct summation orders
# differ by about eps times the magnitudes summed, not times each (possibly cancelled) result.
NORMWISE = LINALG | {"fft", "conv_general_dilated", "dot_general"}


def unit_phase(v):
    """The phase factors (one per column of `v`, shape [..., 1, k]) that make each column's
    largest-magnitude element real and positive."""
    if v.shape[-2] == 0:
        return jnp.ones(v.shape[:-2] + (1, v.shape[-1]), v.dtype)
    idx = jnp.argmax(jnp.abs(v), axis=-2, keepdims=True)
    piv = jnp.take_along_axis(v, idx, axis=-2)
    return jnp.conj(piv) / jnp.abs(piv)


def canonical_vectors(group, params, outs):
    """Eigen- and singular vectors are unique only up to a unit factor per vector (and, for a
    full SVD of a non-square matrix, the complement's basis not at all): the program returns
    them scaled so each vector's largest element is real and positive, the complement dropped,
    so that any correct decomposition gives the same numbers."""
    if group == "eigh":
        v, w = outs
        return v * unit_phase(v), w
    if group == "eig":
        if not params.get("compute_right_eigenvectors"):
            return outs
        *rest, vr = outs
        return (*rest, vr * unit_phase(vr))
    if group == "svd" and params.get("compute_uv"):
        s, u, vh = outs
        k = s.shape[-1]
        u, vh = u[..., :, :k], vh[..., :k, :]
        p = unit_phase(u)
        return s, u * p, vh * jnp.swapaxes(jnp.conj(p), -1, -2)
    return outs


class NotWritable(Exception):
    pass


def host_array(x):
    """The numpy value of an argument or result; typed PRNG keys as their raw key data."""
    if hasattr(x, "dtype") and jax.dtypes.issubdtype(x.dtype, jax.dtypes.prng_key):
        x = jax.random.key_data(x)
    return np.asarray(x)


def tensor_json(d, kind, i, a, tol=None):
    name = XLA_NAME.get(a.dtype.name)
    if name is None:
        raise NotWritable(f"dtype {a.dtype.name} has no .npy form the reader takes")
    fname = f"{kind}{i}.npy"
    t = {"file": fname, "dtype": name, "shape": list(a.shape)}
    if name == "bf16":
        np.save(os.path.join(d, fname), a.view(np.uint16))
        t["storage"] = "u16bits"
    else:
        np.save(os.path.join(d, fname), a)
    if tol is not None and name in tol:
        t["rtol"], t["atol"] = tol[name]
    return t


def case_name(h):
    """The case folder's name: the harness' full name, shortened past 120 characters (file
    systems allow 255 bytes) to its first 100 and a checksum of the whole."""
    name = h.fullname
    if len(name) <= 120:
        return name
    return f"{name[:100]}_{zlib.crc32(name.encode()):08x}"


def write_case(out_dir, h):
    name = case_name(h)
    rng = np.random.RandomState(zlib.crc32(h.fullname.encode()))
    args = h.dyn_args_maker(rng)
    def fun(*a):
        return canonical_vectors(h.group_name, h.params, h.dyn_fun(*a))

    jitted = jax.jit(fun, keep_unused=True)
    lowered = jitted.lower(*args)
    mlir = lowered.as_text()
    hlo = lowered.compiler_ir("hlo").as_hlo_text(print_large_constants=True)
    outs = [host_array(o) for o in jax.tree_util.tree_leaves(lowered.compile()(*args))]
    leaves = [host_array(a) for a in jax.tree_util.tree_leaves(args)]
    avals = jax.tree_util.tree_leaves(lowered.in_avals)
    if len(avals) == len(leaves):  # Python scalars: the dtype jit gave them.
        leaves = [np.asarray(a, dtype=(v.dtype if not jax.dtypes.issubdtype(v.dtype, jax.dtypes.prng_key) else a.dtype))
                  for a, v in zip(leaves, avals)]
    d = os.path.join(out_dir, name)
    os.makedirs(d, exist_ok=True)
    tol = LINALG_TOL if h.group_name in LINALG else TOL
    inputs = [tensor_json(d, "in", i, a) for i, a in enumerate(leaves)]
    outputs = [tensor_json(d, "out", i, o, tol) for i, o in enumerate(outs)]
    if h.group_name in NORMWISE:
        for t, o in zip(outputs, outs):
            finite = np.abs(o[np.isfinite(o)].astype(np.complex128)) if "atol" in t else []
            if len(finite):
                t["atol"] = float(t["atol"] * max(1.0, float(np.max(finite))))
    with open(os.path.join(d, "module.mlir"), "w") as fh:
        fh.write(mlir)
    with open(os.path.join(d, "module.hlo"), "w") as fh:
        fh.write(hlo)
    types = {t["dtype"] for t in inputs + outputs}
    meta = {
        "name": name,
        "description": f"jax primitive harness {h.group_name}/{h.name}",
        "set": "primitive_harness",
        "group": h.group_name,
        "harness": h.fullname,
        "inputs": inputs,
        "outputs": outputs,
        "tags": ["primitive_harness", h.group_name],
        "x64": bool(types & {"s64", "u64", "f64", "c128"}),
        "generator": {"jax": jax.__version__, "jaxlib": jax.lib.__version__
                      if hasattr(jax.lib, "__version__") else "", "numpy": np.__version__},
    }
    with open(os.path.join(d, "case.json"), "w") as fh:
        json.dump(meta, fh, indent=1)
    return sum(os.path.getsize(os.path.join(d, f)) for f in os.listdir(d))


# Families whose groups differ only in a combiner or direction: one slice case per family.
FAMILY_PREFIXES = ("scatter", "reduce_window", "reduce", "cum", "random", "shift_right",
                   "select_and", "iota")
FAMILY_OF = {g: "compare" for g in ("eq", "ne", "ge", "gt", "le", "lt")}
FAMILY_OF.update({g: "bitwise" for g in ("and", "or", "xor")})
# Harnesses the slice always holds: the cases issue #20's CPU fixes are about.
SLICE_ALWAYS = ("sqrt_shape_complex64_20_20_", "rsqrt_shape_complex64_20_20_",
                "tanh_shape_float32_20_20_", "approx_top_k_large_False_max_True_op_float32_32_")


def family(group):
    if group in FAMILY_OF:
        return FAMILY_OF[group]
    return next((p for p in FAMILY_PREFIXES if group.startswith(p)), group)


def small(h):
    return all(int(np.prod(ad.shape)) <= 512 for ad in h.arg_descriptors
               if isinstance(ad, test_harnesses.RandArg))


def slice_of(harnesses):
    """The vendored slice: per family of groups, one harness with small arguments (at most 512
    elements each), its dtype chosen to spread the slice over the dtypes; plus SLICE_ALWAYS."""
    dtype_count, chosen = {}, []
    by_family = {}
    for h in harnesses:
        if small(h) or h.fullname in SLICE_ALWAYS:
            by_family.setdefault(family(h.group_name), []).append(h)
    for fam in sorted(by_family):
        cands = by_family[fam]
        dt = lambda h: str(np.dtype(h.dtype)) if h.dtype is not None else ""
        h = min(cands, key=lambda h: (dtype_count.get(dt(h), 0), cands.index(h)))
        dtype_count[dt(h)] = dtype_count.get(dt(h), 0) + 1
        chosen.append(h)
    chosen += [h for h in harnesses if h.fullname in SLICE_ALWAYS and h not in chosen]
    return chosen


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out_dir")
    ap.add_argument("--slice", action="store_true")
    ap.add_argument("--only", default=None)
    ap.add_argument("--skip-existing", action="store_true", help="keep cases already written")
    ap.add_argument("--reverse", action="store_true", help="last harness first (a second writer)")
    a = ap.parse_args()
    os.makedirs(a.out_dir, exist_ok=True)
    written, skipped = 0, []
    harnesses = [h for h in test_harnesses.all_harnesses if h.filter("cpu")]
    if a.slice:
        harnesses = slice_of(harnesses)
    if a.reverse:
        harnesses = harnesses[::-1]
    for h in harnesses:
        if a.only and a.only not in h.fullname:
            continue
        if a.skip_existing and os.path.isfile(os.path.join(a.out_dir, case_name(h), "case.json")):
            continue
        try:
            write_case(a.out_dir, h)
            written += 1
        except Exception as e:  # noqa: BLE001 - each harness is independent; listed below
            d = os.path.join(a.out_dir, case_name(h))
            if os.path.isdir(d):
                for f in os.listdir(d):
                    os.remove(os.path.join(d, f))
                os.rmdir(d)
            skipped.append(f"{h.fullname}\t{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
        if (written + len(skipped)) % 200 == 0:
            print(f"{written} written, {len(skipped)} not", file=sys.stderr, flush=True)
    listing = "not_generated_reverse.txt" if a.reverse else "not_generated.txt"
    with open(os.path.join(a.out_dir, listing), "w") as fh:
        fh.write("".join(s + "\n" for s in skipped))
    print(f"{written} cases written to {a.out_dir}, {len(skipped)} not generated ({listing})")


if __name__ == "__main__":
    main()
