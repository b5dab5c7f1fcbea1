"""Regenerates the linalg_* extra cases: programs jax 0.10.2 lowers on CPU to LAPACK FFI custom
calls (lapack_{s,d}potrf_ffi, getrf, trsm), with jaxlib CPU's outputs and a case.json.

Run from the repository root: python3 tests/stablehlo_extra/generate_linalg.py
Each case folder holds module.mlir, module.hlo, in*.npy, out*.npy and case.json.

Tolerances (the corpus's conventions: |got - want| <= atol + rtol * |want|): integer outputs
(LU pivots, permutations) must match exactly; f32 outputs use the corpus's whole-program
tolerance (rtol 1e-4, atol 1e-5, as mlp_forward / while_fori_loop), f64 ones rtol 1e-10,
atol 1e-12: jaxlib's LAPACK (OpenBLAS, blocked, vectorised dot products) rounds in a different
order than a plain loop, so results agree to a few ulps scaled by the matrix's condition
number, not bit for bit. The matrices are well conditioned (diagonally dominant or shifted
SPD) so that bound stays small.
"""
import json, os, zlib
import numpy as np
import jax, jax.numpy as jnp
from jax import lax
import jax.scipy.linalg as jsl

ROOT = os.path.dirname(os.path.abspath(__file__))
NP = {"float32": "f32", "float64": "f64", "int32": "s32", "bool": "pred"}


def rng(name):
    return np.random.default_rng(zlib.crc32(("linalg/" + name).encode()))


def tol(dt):
    if dt == "f32":
        return 1e-4, 1e-5
    if dt == "f64":
        return 1e-10, 1e-12
    return 0.0, 0.0


def case(name, desc, f, *args, x64=False):
    d = os.path.join(ROOT, name)
    os.makedirs(d, exist_ok=True)
    with jax.enable_x64(x64):
        lowered = jax.jit(f, keep_unused=True).lower(*args)
        mlir = lowered.as_text()
        hlo = lowered.compiler_ir("hlo").as_hlo_text(print_large_constants=True)
        outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(lowered.compile()(*args))]
    open(os.path.join(d, "module.mlir"), "w").write(mlir)
    open(os.path.join(d, "module.hlo"), "w").write(hlo)
    meta_in, meta_out = [], []
    for i, a in enumerate(args):
        a = np.asarray(a)
        np.save(os.path.join(d, f"in{i}.npy"), a)
        meta_in.append({"file": f"in{i}.npy", "dtype": NP[a.dtype.name], "shape": list(a.shape)})
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"out{i}.npy"), o)
        dt = NP[o.dtype.name]
        rt, at = tol(dt)
        meta_out.append({"file": f"out{i}.npy", "dtype": dt, "shape": list(o.shape), "rtol": rt, "atol": at})
    targets = sorted({l.split('custom_call_target="')[1].split('"')[0] for l in hlo.splitlines() if "custom_call_target=" in l})
    worst = max(tol(m["dtype"]) for m in meta_out)
    meta = {
        "name": name, "description": desc, "set": "extra", "inputs": meta_in, "outputs": meta_out,
        "rtol": worst[0], "atol": worst[1], "tags": ["linalg", "custom_call"] + (["x64"] if x64 else []),
        "x64": x64, "custom_call_targets": targets,
        "generator": {"jax": jax.__version__, "numpy": np.__version__},
    }
    with open(os.path.join(d, "case.json"), "w") as fh:
        json.dump(meta, fh, indent=1)
        fh.write("\n")


def spd(name, n, dt=np.float32, batch=()):
    m = rng(name).uniform(-1, 1, batch + (n, n))
    return (m @ np.swapaxes(m, -1, -2) + n * np.eye(n)).astype(dt)


def dominant(name, n, dt=np.float32):
    m = rng(name).uniform(-1, 1, (n, n))
    return (m + n * np.diag(rng(name + "d").choice([-1.0, 1.0], n))).astype(dt)


def floats(name, shape, dt=np.float32):
    return rng(name).uniform(-1, 1, shape).astype(dt)


not_pd = np.array([[1.0, 2.0, 0.0], [2.0, 1.0, 0.0], [0.0, 0.0, 1.0]], np.float32)
case("linalg_cholesky", "jnp.linalg.cholesky (lapack_spotrf_ffi, uplo L): an SPD 6x6, a batch of "
     "2 SPD 4x4, and an indefinite 3x3 (info > 0: jax returns NaN)",
     lambda a, b, c: (jnp.linalg.cholesky(a), jnp.linalg.cholesky(b), jnp.linalg.cholesky(c)),
     spd("chol", 6), spd("cholb", 4, batch=(2,)), not_pd)
case("linalg_solve_triangular", "jax.scipy.linalg.solve_triangular (lapack_strsm_ffi): lower, "
     "upper transposed, lower unit-diagonal; lax.linalg.triangular_solve right side",
     lambda a, b, r: (jsl.solve_triangular(a, b, lower=True),
                      jsl.solve_triangular(a, b, lower=False, trans=1),
                      jsl.solve_triangular(a, b, lower=True, unit_diagonal=True),
                      lax.linalg.triangular_solve(a, r, left_side=False, lower=False)),
     dominant("tri", 5), floats("trib", (5, 3)), floats("trir", (2, 5)))
case("linalg_solve", "jnp.linalg.solve (lapack_sgetrf_ffi + two lapack_strsm_ffi)",
     jnp.linalg.solve, floats("solve", (5, 5)) + 3 * np.eye(5, dtype=np.float32), floats("solveb", (5, 3)))
case("linalg_inv", "jnp.linalg.inv (getrf + trsm) of a 6x6 needing row swaps",
     jnp.linalg.inv, floats("inv", (6, 6)) + 2 * np.eye(6, dtype=np.float32)[::-1])
case("linalg_det_lu", "jnp.linalg.det and slogdet (getrf); lax.linalg.lu pivots and permutation "
     "of a square, a wide and a tall matrix (exact integers: LAPACK's first-max pivot choice)",
     lambda a, w, t: (jnp.linalg.det(a), *jnp.linalg.slogdet(a), *lax.linalg.lu(a), *lax.linalg.lu(w), *lax.linalg.lu(t)),
     floats("det", (5, 5)), floats("detw", (3, 5)), floats("dett", (5, 3)))
case("linalg_matmul_cholesky", "a program mixing matmul and cholesky: L = chol(x x^T + 4I), "
     "solve L y = x w, then y^T y",
     lambda x, w: (lambda L, y: (L, y.T @ y))(jnp.linalg.cholesky(x @ x.T + 4 * jnp.eye(4)),
                                              jsl.solve_triangular(jnp.linalg.cholesky(x @ x.T + 4 * jnp.eye(4)), x @ w, lower=True)),
     floats("mmx", (4, 6)), floats("mmw", (6, 2)))
case("linalg_solve_f64", "jnp.linalg.solve and cholesky in f64 (lapack_dgetrf_ffi, dtrsm, dpotrf)",
     lambda a, b, s: (jnp.linalg.solve(a, b), jnp.linalg.cholesky(s)),
     floats("s64", (4, 4), np.float64) + 3 * np.eye(4), floats("s64b", (4, 2), np.float64), spd("s64s", 4, np.float64),
     x64=True)
