"""Regenerates the extra StableHLO test programs (ops and CHLO decompositions the corpus lacks).

Run from the repository root: python3 tests/stablehlo_extra/generate.py
Each case folder holds module.mlir, module.hlo, in*.npy and out*.npy (computed by jax on CPU).
"""
import json, os, sys, zlib
import numpy as np
import ml_dtypes
import jax, jax.numpy as jnp
from jax import lax

jax.config.update("jax_enable_x64", True)
BF16_T = ml_dtypes.bfloat16
ROOT = os.path.dirname(os.path.abspath(__file__))
# Optional name prefixes on the command line regenerate only the matching cases.
ONLY = sys.argv[1:]


def rng(name):
    return np.random.default_rng(zlib.crc32(name.encode()))


def case(name, f, *args):
    if ONLY and not any(name.startswith(p) for p in ONLY):
        return
    d = os.path.join(ROOT, name)
    os.makedirs(d, exist_ok=True)
    lowered = jax.jit(f, keep_unused=True).lower(*args)
    with open(os.path.join(d, "module.mlir"), "w") as fh:
        fh.write(lowered.as_text())
    with open(os.path.join(d, "module.hlo"), "w") as fh:
        fh.write(lowered.compiler_ir("hlo").as_hlo_text(print_large_constants=True))
    outs = jax.tree_util.tree_leaves(lowered.compile()(*args))
    for i, a in enumerate(args):
        np.save(os.path.join(d, f"in{i}.npy"), np.asarray(a))
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"out{i}.npy"), np.asarray(o))


def floats(name, shape, lo, hi, dt=np.float32):
    return rng(name).uniform(lo, hi, shape).astype(dt)


for dt in (np.float32, np.float64, np.float16):
    tag = np.dtype(dt).name
    u = floats("u" + tag, (3, 5), -0.99, 0.99, dt)
    big = floats("b" + tag, (3, 5), -8, 8, dt)
    pos = floats("p" + tag, (3, 5), 1.0, 30.0, dt)
    case(f"chlo_erf_inv_{tag}", lax.erf_inv, u)
    case(f"chlo_trig_{tag}", lambda a, b: (lax.asin(a), lax.acos(a), lax.atan(b), lax.atanh(a)), u, big)
    case(f"chlo_hyp_{tag}", lambda b, p: (lax.sinh(b), lax.cosh(b), lax.asinh(b), lax.acosh(p)), big, pos)
    case(f"chlo_misc_{tag}", lambda a, b: (lax.erf(a), jnp.square(b), jnp.isinf(b / a), lax.tan(a)), u, big)

case("chlo_top_k", lambda x: lax.top_k(x, 3), floats("topk", (4, 7), -1, 1))
case("chlo_nextafter", lax.nextafter, floats("na", (6,), -2, 2), floats("nb", (6,), -2, 2))
case("complex_ops", lambda a, b: (lax.complex(a, b).conj() * lax.complex(b, a), jnp.abs(lax.complex(a, b))),
     floats("ca", (4,), -2, 2), floats("cb", (4,), -2, 2))
case("int_unary", lambda x: (lax.population_count(x), lax.clz(x), x // 3, x % -5),
     rng("iu").integers(-1000, 1000, (8,)).astype(np.int32))
case("reduce_precision_cbrt", lambda x: (lax.reduce_precision(x, 5, 10), lax.cbrt(x)), floats("rp", (6,), -9, 9))
case("while_capture", lambda x, n: lax.fori_loop(0, n, lambda i, c: c * x + i, jnp.zeros_like(x)),
     floats("wc", (3,), -1, 1), np.int32(4))
case("cond_multi", lambda p, x, y: lax.cond(p, lambda: (x + y, x * 2), lambda: (x - y, y * 3)),
     np.bool_(True), floats("cx", (2, 2), -1, 1), floats("cy", (2, 2), -1, 1))
case("maxpool_grad", jax.grad(lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 2), "VALID").sum()),
     floats("mg", (4, 6), -1, 1))
case("cholesky_solve", lambda a, b: jax.scipy.linalg.solve_triangular(jnp.linalg.cholesky(a @ a.T + 4 * jnp.eye(3)), b, lower=True),
     floats("cha", (3, 3), -1, 1), floats("chb", (3, 2), -1, 1))
case("argsort_stable", lambda x: (jnp.argsort(x), jnp.sort(x)[::-1]), floats("as", (9,), -3, 3))
case("rng_bits", lambda k: jax.random.bits(jax.random.key(0, impl="rbg"), (5,)) + k, np.uint32(3))


def threefry_bits(shapes_types):
    """rng_bit_generator with RNG_THREE_FRY over odd shapes: each (updated state, bits)."""
    def f(state):
        outs = []
        for shape, dt in shapes_types:
            st, bits = lax.rng_bit_generator(state, shape, dtype=dt, algorithm=lax.RandomAlgorithm.RNG_THREE_FRY)
            outs += [st, bits]
        return outs
    return f


# XLA halves the first even dimension (else the first largest) and advances the counter by the
# half shape's size: u32[3,4] by 6, u32[5,7] by 20.
THREEFRY_STATE = np.array([0x0123456789ABCDEF, 0xFFFFFFFFFFFFFFF0], np.uint64)
case("rng_threefry_odd_u32", threefry_bits([((3, 4), np.uint32), ((5, 7), np.uint32), ((3, 5, 7), np.uint32),
                                            ((1, 9, 1), np.uint32), ((), np.uint32), ((7, 1, 6), np.uint32)]),
     THREEFRY_STATE)
case("rng_threefry_odd_narrow_wide", threefry_bits([((5, 3), np.uint8), ((3, 1, 5), np.uint16), ((5, 7), np.uint64),
                                                    ((1, 1), np.uint8), ((9,), np.uint16), ((3, 3), np.uint64)]),
     THREEFRY_STATE)
case("rng_threefry_uniform_f32", lambda s: lax.bitcast_convert_type(
    lax.shift_right_logical(lax.rng_bit_generator(s, (5, 7), dtype=np.uint32, algorithm=lax.RandomAlgorithm.RNG_THREE_FRY)[1],
                            np.uint32(9)) | np.uint32(0x3F800000), np.float32) - np.float32(1.0),
     np.array([7, 2**32 - 3], np.uint64))
# Half-precision triangular solves (XLA: solved in f32, rounded once), left and right side.
for dt in (np.float16, BF16_T):
    tag = np.dtype(dt).name
    tri = (np.tril(floats("tsa" + tag, (4, 4), -1, 1)) + 3 * np.eye(4, dtype=np.float32)).astype(dt)
    case(f"triangular_solve_{tag}",
         lambda a, b, c: (lax.linalg.triangular_solve(a, b, left_side=True, lower=True),
                          lax.linalg.triangular_solve(a, c, left_side=False, lower=True, transpose_a=True)),
         tri, floats("tsb" + tag, (4, 3), -2, 2).astype(dt), floats("tsc" + tag, (2, 4), -2, 2).astype(dt))
case("expm_like", lambda x: (jnp.cumprod(x), jnp.cumsum(x[::-1]), lax.cummax(x)), floats("em", (7,), 0.5, 1.5))
case("conv1d_grouped", lambda x, w: lax.conv_general_dilated(x, w, (1,), "SAME", feature_group_count=2),
     floats("cvx", (1, 4, 9), -1, 1), floats("cvw", (6, 2, 3), -1, 1))
case("u8_s64_mix", lambda a, b: (a.astype(jnp.int64) * b, (a >> 2) ^ a, jnp.clip(b, -3, 3)),
     rng("u8").integers(0, 255, (5,)).astype(np.uint8), rng("s64").integers(-9, 9, (5,)).astype(np.int64))
case("bool_logic", lambda a, b: (a & ~b, jnp.any(a), jnp.where(a, 1.5, -2.5)),
     rng("bl").integers(0, 2, (6,)).astype(bool), rng("bl2").integers(0, 2, (6,)).astype(bool))
case("optimization_barrier", lambda x: lax.optimization_barrier((x * 2, x + 1)), floats("ob", (3,), -1, 1))
for dt in (np.float32, np.float16):
    tag = np.dtype(dt).name
    case(f"chlo_erfc_{tag}", lax.erfc, floats("erfc" + tag, (12,), -4, 4, dt))
for dt in (np.float32, np.float64, np.float16):
    tag = np.dtype(dt).name
    case(f"chlo_lgamma_{tag}", lax.lgamma, np.concatenate([floats("lg" + tag, (10,), -6, 12, dt), np.array([0.5, -2.0, np.inf], dt)]))
for dt in (np.float32, np.float64):
    tag = np.dtype(dt).name
    case(f"chlo_digamma_{tag}", lax.digamma, np.concatenate([floats("dg" + tag, (10,), -6, 12, dt), np.array([0.5, -2.0, 0.0], dt)]))


# CHLO special functions over edge regions, with case.json tolerances (the test reads them).
# Tolerances are a few ulp of the type: the decompositions mirror XLA's op for op, so what is
# left is the last-bit behaviour of the backends' exp/log/pow/sin/cos.
BF16 = np.dtype(ml_dtypes.bfloat16)
TOL = {  # dtype: (rtol, atol, case.json dtype)
    "float64": (8 * 2.0**-52, 0.0, "f64"),
    "float32": (8 * 2.0**-23, 0.0, "f32"),
    "float16": (2.0**-10, 0.0, "f16"),
    "bfloat16": (2.0**-7, 0.0, "bf16"),
    "complex128": (8 * 2.0**-52, 0.0, "c128"),
    "complex64": (8 * 2.0**-23, 0.0, "c64"),
}


def special_case(name, f, *args, tol=None, mlir_op=None, desc=None):
    if ONLY and not any(name.startswith(p) for p in ONLY):
        return
    case(name, f, *args)
    d = os.path.join(ROOT, name)
    text = open(os.path.join(d, "module.mlir")).read()
    assert mlir_op is None or mlir_op in text, f"{name}: {mlir_op} not in the MLIR"

    def tensor(i, kind, a, extra):
        a = np.asarray(a)
        dt = TOL.get(a.dtype.name, (0, 0, {"int32": "s32"}.get(a.dtype.name)))[2]
        fname = f"{kind}{i}.npy"
        t = {"file": fname, "dtype": dt, "shape": list(a.shape)}
        if a.dtype == BF16:
            np.save(os.path.join(d, fname), a.view(np.uint16))
            t["storage"] = "u16bits"
        t.update(extra)
        return t

    outs = jax.tree_util.tree_leaves(jax.jit(f)(*args))
    rtol, atol = (tol or TOL[np.asarray(outs[0]).dtype.name])[:2]
    meta = {
        "name": name,
        "description": desc or f"{mlir_op} on edge-region inputs, expected values from jaxlib on CPU",
        "set": "extra",
        "inputs": [tensor(i, "in", a, {}) for i, a in enumerate(args)],
        "outputs": [tensor(i, "out", o, {"rtol": rtol, "atol": atol}) for i, o in enumerate(outs)],
        "rtol": rtol,
        "atol": atol,
        "tags": ["elementwise", "chlo", "special"],
        "x64": True,
        "generator": {"jax": jax.__version__, "numpy": np.__version__},
    }
    with open(os.path.join(d, "case.json"), "w") as fh:
        json.dump(meta, fh, indent=1)


def grid(a, b, dt):
    """All pairs of two value lists, as two arrays of one 2-d shape."""
    x, y = np.meshgrid(np.array(a, np.float64), np.array(b, np.float64), indexing="ij")
    return x.astype(dt), y.astype(dt)


NONFINITE = [np.nan, np.inf, -np.inf]
for dt in (np.float64, np.float32, np.float16, BF16):
    tag = np.dtype(dt).name
    erfc_x = [0.0, -0.0, 1e-20, 0.5, -0.5, 0.999, -0.999, 1.0, -1.0, 1.001, 2.0, -2.0, 3.5, 7.99,
              8.0, 8.01, -8.0, 12.0, 26.5, 27.3, -27.3, 30.0, 100.0] + NONFINITE
    special_case(f"chlo_erfc_edges_{tag}", lax.erfc,
                 np.concatenate([np.array(erfc_x), floats("erfce" + tag, (24,), -6, 6, np.float64)]).astype(dt),
                 mlir_op="chlo.erfc")
    i1e_x = [0.0, -0.0, 1e-30, 1e-3, -1e-3, 0.5, 1.0, -1.0, 2.0, 7.99, 8.0, -8.0, 8.01, 9.0, 15.0,
             -15.0, 30.0, 100.0, 1e4, 1e30] + NONFINITE
    special_case(f"chlo_bessel_i1e_{tag}", lax.bessel_i1e,
                 np.concatenate([np.array(i1e_x), floats("i1e" + tag, (16,), -20, 20, np.float64)]).astype(dt),
                 mlir_op="chlo.bessel_i1e")
    # x = +inf is left out: see the subnormal note below.
    zx = [1.0, 1.0001, 1.5, 2.0, 3.0, 4.5, 7.0, 12.0, 30.0, 60.0, 0.5, -1.0, -2.0, -2.5, np.nan]
    zq = [1.0, 2.0, 0.5, 0.01, 3.3, 10.0, 100.0, 1e4, 0.0, -1.0, -2.0, -1.5, -0.3, np.nan, np.inf]
    special_case(f"chlo_zeta_{tag}", lax.zeta, *grid(zx, zq, dt), mlir_op="chlo.zeta")
    pn = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 9.0, 12.0, -1.0, 1.5, np.nan]
    # No (q+i)^-(n+1) lands in the subnormal range: XLA CPU flushes subnormals to zero
    # (FTZ/DAZ), the webxla CPU backend does not (zeta at x = +inf hits the same difference).
    px = [-3.0, -2.5, -1.5, -0.5, -0.1, 0.0, 0.1, 0.5, 1.0, 1.5, 2.0, 3.7, 7.0, 10.0, 50.0, 300.0,
          1e5] + NONFINITE
    # n! comes from exp(lgamma(n+1)): one ulp of lgamma(n+1) (the backends' log differ in the
    # last bit) is |lgamma(n+1)| ulp of the result, up to 16 for n = 12.
    rtol = TOL[tag][0] * 4
    special_case(f"chlo_polygamma_{tag}", lax.polygamma, *grid(pn, px, dt), mlir_op="chlo.polygamma",
                 tol=(rtol, 0.0))
# How users call it: integer order through jax.scipy (converted to the float type before chlo).
special_case("chlo_polygamma_scipy_float32", jax.scipy.special.polygamma,
             np.array([0, 1, 2, 3, 4, 1, 2, 3], np.int32), floats("psx", (8,), -4, 12),
             mlir_op="chlo.polygamma", tol=(TOL["float32"][0] * 4, 0.0))

# Complex operands: CHLO's complex decompositions (real arithmetic on the parts), over a grid
# of real and imaginary parts from tiny to past sqrt(max)/8 (the kernels' "safe max").
CPARTS = [0.0, -0.0, 1e-20, 0.3, -0.5, 1.0, -1.0, 1.5, -4.0, 1e10, -1e20, 1e30, np.inf, -np.inf, np.nan]
for dt, big in ((np.complex64, 1e37), (np.complex128, 1e200)):
    tag = np.dtype(dt).name
    re, im = np.meshgrid(np.array(CPARTS + [big]), np.array(CPARTS + [-big]), indexing="ij")
    z = re.astype(dt)  # parts set separately: re + 1j*im would turn inf·0 into NaN
    z.imag = im
    for name, f in (("square", jnp.square), ("sinh", lax.sinh), ("cosh", lax.cosh), ("asin", lax.asin),
                    ("acos", lax.acos), ("asinh", lax.asinh), ("acosh", lax.acosh), ("atan", lax.atan),
                    ("atanh", lax.atanh)):
        special_case(f"chlo_complex_{name}_{tag}", f, z, mlir_op=f"chlo.{name}")
    # Complex sqrt (XLA expands it into real ops: the larger part first, the smaller as |y|/2u,
    # no cancellation) and rsqrt (one HLO op, XLA:CPU's polar form) over the same grid.
    special_case(f"complex_sqrt_{tag}", lax.sqrt, z, mlir_op="stablehlo.sqrt")
    special_case(f"complex_rsqrt_{tag}", lax.rsqrt, z, mlir_op="stablehlo.rsqrt")

# lax.approx_max_k / approx_min_k off TPU: a custom call @ApproxTopK in StableHLO, an exact
# top-k (sort and slice) in HLO. Distinct values: the sort is unstable, ties may come in any order.
atk = rng("atk").permutation(64).astype(np.float32).reshape(4, 16) / 8 - 3
case("approx_max_k_f32", lambda x: lax.approx_max_k(x, 5), atk)
case("approx_min_k_dim0_f32", lambda x: lax.approx_min_k(x, 2, reduction_dimension=0), atk)
# Integer convolutions with a float result (preferred_element_type): XLA converts the
# operands to the result type and convolves in it.
case("conv_int8_to_f32", lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "VALID", preferred_element_type=jnp.float32),
     rng("ci8x").integers(-100, 100, (1, 2, 5, 6)).astype(np.int8), rng("ci8w").integers(-100, 100, (3, 2, 2, 3)).astype(np.int8))
case("conv_int32_to_f64", lambda x, w: lax.conv_general_dilated(x, w, (1,), "SAME", preferred_element_type=jnp.float64),
     rng("ci32x").integers(-1000, 1000, (2, 3, 7)).astype(np.int32), rng("ci32w").integers(-1000, 1000, (4, 3, 3)).astype(np.int32))
# Complex multiply as XLA:CPU fuses it (re = fma(a, c, -bd), im = fma(b, c, ad)): cubes near
# cancellation, where the unfused form is off by far more than an ulp; and complex pow by
# XLA's formula.
cm = floats("cmr", (6, 40), -5, 5) + 1j * floats("cmi", (6, 40), -5, 5)
case("complex_mul_complex64", lambda x, y: (x * y, x ** 3, x * x * x * x),
     cm.astype(np.complex64), (cm[::-1] / 3).astype(np.complex64))
# A nearly real power's imaginary part is a difference of terms hundreds of times larger: one
# ulp of atan2 or log moves it by up to 1e-4 relative: the absolute part of the tolerance,
# 1e-4, is 5e-7 of the largest result (205).
special_case("complex_pow_complex64", lax.pow, cm.astype(np.complex64), (cm[::-1] / 3).astype(np.complex64),
             mlir_op="stablehlo.power", tol=(1e-5, 1e-4))
# Subnormals: XLA:CPU runs with FTZ and DAZ, so results that underflow are 0 and subnormal
# inputs read as 0 in arithmetic (moves and compares of them aside): softmax's tails,
# products, a square root and a sum of subnormal inputs, a dot, and an f64 -> f32 convert.
sub32 = np.array([1e-20, 3e-39, -1e-41, 1.5e-38, 2.0, -7e-45, 1e-30, 5e-39], np.float32)
sub64 = np.array([1e-160, 3e-309, -1e-320, 2.3e-308, 2.0, 1e-300, -5e-324, 1e-200], np.float64)
special_case("subnormal_flush", lambda a, b, l: (
    a * np.float32(1e-20), jnp.sqrt(jnp.abs(a)), a * np.float32(3.0), jnp.sum(a[1:4] * np.float32(2.0)),
    jax.nn.softmax(l), jnp.exp(l), a @ a[::-1], b * 1e-160, jnp.sqrt(jnp.abs(b)), b * 3.0,
    (b * 1e-10).astype(np.float32), a / np.float32(1e30)),
    sub32, sub64, np.array([0.0, -60.0, -95.0, -103.0, -120.0, 10.0], np.float32), tol=(0.0, 0.0),
    desc="results that underflow and subnormal inputs, compared exactly: XLA:CPU's FTZ and DAZ")
