"""Generates cases.json: kernel inputs and jax 0.10.2 (CPU) outputs for tests/cpuk_kernels.rs.

Run: python3 tests/cpuk_data/gen.py  (writes tests/cpuk_data/cases.json next to this file).
Arrays are stored as {ty, dims, hex} with hex = little-endian row-major bytes.
"""
import json, os
import numpy as np
import jax, jax.numpy as jnp
from jax import lax
jax.config.update("jax_enable_x64", True)
import ml_dtypes

TY = {np.dtype('float32'): 'f32', np.dtype('float64'): 'f64', np.dtype('float16'): 'f16',
      np.dtype(ml_dtypes.bfloat16): 'bf16', np.dtype('int8'): 's8', np.dtype('int16'): 's16',
      np.dtype('int32'): 's32', np.dtype('int64'): 's64', np.dtype('uint8'): 'u8',
      np.dtype('uint16'): 'u16', np.dtype('uint32'): 'u32', np.dtype('uint64'): 'u64',
      np.dtype('bool'): 'pred', np.dtype('complex64'): 'c64', np.dtype('complex128'): 'c128'}

def arr(x):
    x = np.ascontiguousarray(np.asarray(x))
    return {"ty": TY[x.dtype], "dims": list(x.shape), "hex": x.tobytes().hex()}

rng = np.random.default_rng(1234)
cases = []

def conv_case(name, lshape, rshape, specs, strides=None, padding=None, lhs_dil=None, rhs_dil=None,
              fgc=1, bgc=1, dtype=np.float32, reverse=False, pref=None):
    if np.issubdtype(dtype, np.integer):
        lhs = rng.integers(-5, 6, lshape).astype(dtype); rhs = rng.integers(-5, 6, rshape).astype(dtype)
    else:
        lhs = rng.standard_normal(lshape).astype(dtype); rhs = rng.standard_normal(rshape).astype(dtype)
    dn = lax.conv_dimension_numbers(lshape, rshape, specs)
    nsp = len(lshape) - 2
    strides = strides or [1]*nsp
    padding = padding or [(0, 0)]*nsp
    lhs_dil = lhs_dil or [1]*nsp
    rhs_dil = rhs_dil or [1]*nsp
    rhs_used = rhs
    if reverse:
        rhs_used = np.flip(rhs, axis=tuple(dn.rhs_spec[2:]))
    out = lax.conv_general_dilated(lhs, rhs_used, strides, padding, lhs_dil, rhs_dil, dn,
                                   feature_group_count=fgc, batch_group_count=bgc,
                                   precision=lax.Precision.HIGHEST, preferred_element_type=pref)
    cases.append({"kind": "conv", "name": name, "inputs": [arr(lhs), arr(rhs)], "outputs": [arr(out)],
                  "lhs_spec": list(dn.lhs_spec), "rhs_spec": list(dn.rhs_spec), "out_spec": list(dn.out_spec),
                  "strides": list(strides), "padding": [list(p) for p in padding], "lhs_dil": list(lhs_dil),
                  "rhs_dil": list(rhs_dil), "fgc": fgc, "bgc": bgc, "reverse": reverse})

conv_case("nhwc_same", (2, 6, 7, 3), (3, 3, 3, 4), ('NHWC', 'HWIO', 'NHWC'), padding=[(1, 1), (1, 1)])
conv_case("nchw_stride_pad_dil", (2, 3, 9, 8), (5, 3, 3, 2), ('NCHW', 'OIHW', 'NCHW'), strides=[2, 1],
          padding=[(2, 1), (0, 3)], rhs_dil=[2, 1])
conv_case("neg_pad", (1, 2, 8, 8), (3, 2, 3, 3), ('NCHW', 'OIHW', 'NCHW'), padding=[(-1, 2), (1, -2)])
conv_case("lhs_dil_transposed", (1, 5, 4, 2), (3, 3, 2, 3), ('NHWC', 'HWIO', 'NHWC'), lhs_dil=[2, 3],
          padding=[(2, 2), (1, 2)])
conv_case("depthwise", (2, 6, 6, 4), (3, 3, 1, 8), ('NHWC', 'HWIO', 'NHWC'), fgc=4, padding=[(1, 1), (1, 1)])
conv_case("groups2", (1, 4, 5, 5), (6, 2, 2, 2), ('NCHW', 'OIHW', 'NCHW'), fgc=2)
conv_case("batch_group", (4, 5, 5, 3), (2, 2, 3, 6), ('NHWC', 'HWIO', 'NHWC'), bgc=2)
conv_case("conv1d", (2, 3, 10), (4, 3, 3), ('NCH', 'OIH', 'NCH'), strides=[3], padding=[(1, 0)])
conv_case("conv3d", (1, 4, 4, 4, 2), (2, 2, 2, 2, 3), ('NDHWC', 'DHWIO', 'NDHWC'))
conv_case("odd_labels", (3, 5, 2, 6), (4, 2, 2, 3), ('HNCW', 'OHIW', 'WHCN'), padding=[(1, 0), (0, 1)])
conv_case("reversal", (1, 6, 6, 2), (3, 2, 2, 3), ('NHWC', 'HWIO', 'NHWC'), reverse=True, padding=[(1, 0), (0, 2)])
conv_case("f64", (1, 5, 5, 2), (2, 2, 2, 2), ('NHWC', 'HWIO', 'NHWC'), dtype=np.float64)
conv_case("f16", (1, 5, 5, 8), (3, 3, 8, 2), ('NHWC', 'HWIO', 'NHWC'), dtype=np.float16)
conv_case("bf16", (1, 5, 5, 8), (3, 3, 8, 2), ('NHWC', 'HWIO', 'NHWC'), dtype=ml_dtypes.bfloat16)
conv_case("s32", (1, 5, 5, 2), (2, 2, 2, 3), ('NHWC', 'HWIO', 'NHWC'), dtype=np.int32)
conv_case("s8_to_s32", (1, 5, 5, 2), (2, 2, 2, 3), ('NHWC', 'HWIO', 'NHWC'), dtype=np.int8, pref=np.int32)
conv_case("empty_out", (1, 2, 2, 1), (3, 3, 1, 2), ('NHWC', 'HWIO', 'NHWC'))

GM = lax.GatherScatterMode.PROMISE_IN_BOUNDS
def gather_case(name, operand, indices, dn, slice_sizes):
    out = lax.gather(operand, indices, dn, slice_sizes, mode=GM)
    cases.append({"kind": "gather", "name": name, "inputs": [arr(operand), arr(indices)], "outputs": [arr(out)],
                  "offset_dims": list(dn.offset_dims), "collapsed_slice_dims": list(dn.collapsed_slice_dims),
                  "start_index_map": list(dn.start_index_map),
                  "operand_batching_dims": list(dn.operand_batching_dims),
                  "start_indices_batching_dims": list(dn.start_indices_batching_dims),
                  "index_vector_dim": indices.ndim - 1 if not name.endswith("_ivd_rank") else indices.ndim,
                  "slice_sizes": list(slice_sizes)})

op = rng.standard_normal((5, 6)).astype(np.float32)
GD = lax.GatherDimensionNumbers
gather_case("take_rows_oob", op, np.array([[0], [4], [7], [-3]], np.int32),
            GD(offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0,)), (1, 6))
gather_case("window_2d_clamp", op, np.array([[1, 2], [4, 5], [-1, 9]], np.int64),
            GD(offset_dims=(1, 2), collapsed_slice_dims=(), start_index_map=(0, 1)), (2, 3))
gather_case("swapped_map_u8", op, np.array([[[3, 1]], [[0, 4]]], np.uint8),
            GD(offset_dims=(2,), collapsed_slice_dims=(1,), start_index_map=(1, 0)), (2, 1))
op3 = rng.standard_normal((3, 4, 5)).astype(np.float32)
gather_case("batching", op3, np.array([[[1], [3]], [[0], [2]], [[2], [2]]], np.int32).reshape(3, 2, 1),
            GD(offset_dims=(2,), collapsed_slice_dims=(1,), start_index_map=(1,), operand_batching_dims=(0,),
               start_indices_batching_dims=(0,)), (1, 1, 5))
opi = np.arange(24, dtype=np.int16).reshape(4, 6)
gather_case("s16_scalar_idx", opi, np.array([2, 0, 3], np.int32).reshape(3, 1),
            GD(offset_dims=(), collapsed_slice_dims=(0, 1), start_index_map=(0,)), (1, 1))

SD = lax.ScatterDimensionNumbers
def scatter_case(name, fn, comb, operand, indices, updates, dn):
    out = fn(operand, indices, updates, dn, mode=GM)
    cases.append({"kind": "scatter", "name": name, "comb": comb, "inputs": [arr(operand), arr(indices), arr(updates)],
                  "outputs": [arr(out)], "update_window_dims": list(dn.update_window_dims),
                  "inserted_window_dims": list(dn.inserted_window_dims),
                  "scatter_dims_to_operand_dims": list(dn.scatter_dims_to_operand_dims),
                  "input_batching_dims": list(dn.operand_batching_dims),
                  "scatter_indices_batching_dims": list(dn.scatter_indices_batching_dims),
                  "index_vector_dim": indices.ndim - 1})

base = rng.standard_normal((5, 4)).astype(np.float32)
idx = np.array([[1], [3], [1], [9], [-1], [4]], np.int32)
upd = rng.standard_normal((6, 4)).astype(np.float32)
dnr = SD(update_window_dims=(1,), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,))
scatter_case("add_rows_oob", lax.scatter_add, "add", base, idx, upd, dnr)
scatter_case("max_rows", lax.scatter_max, "max", base, idx, upd, dnr)
scatter_case("min_rows", lax.scatter_min, "min", base, idx, upd, dnr)
scatter_case("mul_rows", lax.scatter_mul, "mul", base, idx, upd, dnr)
idx_u = np.array([[0], [3], [2], [9], [-1], [4]], np.int32)
scatter_case("set_rows", lax.scatter, "set", base, idx_u, upd, dnr)
# partial window out of bounds: windows of 2x3 at (r, c)
idx2 = np.array([[0, 0], [3, 1], [4, 0], [2, 2], [1, -1]], np.int64)
upd2 = rng.standard_normal((5, 2, 3)).astype(np.float32)
scatter_case("window_partial_oob", lax.scatter_add, "add", base, idx2, upd2,
             SD(update_window_dims=(1, 2), inserted_window_dims=(), scatter_dims_to_operand_dims=(0, 1)))
b3 = rng.standard_normal((3, 4, 2)).astype(np.float32)
idx3 = np.array([[[1], [1]], [[0], [3]], [[2], [5]]], np.int32)
upd3 = rng.standard_normal((3, 2, 2)).astype(np.float32)
scatter_case("batching_add", lax.scatter_add, "add", b3, idx3, upd3,
             SD(update_window_dims=(2,), inserted_window_dims=(1,), scatter_dims_to_operand_dims=(1,),
                operand_batching_dims=(0,), scatter_indices_batching_dims=(0,)))
bi = np.arange(10, dtype=np.int32)
scatter_case("int_add_dups", lax.scatter_add, "add", bi, np.array([[2], [2], [7], [2]], np.uint32),
             np.array([5, 6, 7, 8], np.int32), SD(update_window_dims=(), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,)))

def sort_case(name, ops, dim, num_keys=1):
    outs = lax.sort(tuple(ops), dimension=dim, is_stable=True, num_keys=num_keys)
    cases.append({"kind": "sort", "name": name, "dim": dim, "num_keys": num_keys,
                  "inputs": [arr(o) for o in ops], "outputs": [arr(o) for o in outs]})

v = rng.standard_normal((4, 7)).astype(np.float32); v[0, 2] = np.nan; v[1, 1] = -0.0; v[1, 3] = 0.0; v[2, :] = 1.0
v[3, 4] = -np.nan; v[3, 5] = np.inf
sort_case("f32_dim1_nan", [v, np.broadcast_to(np.arange(7, dtype=np.int32), (4, 7)).copy()], 1)
sort_case("f32_dim0", [v], 0)
k = rng.integers(0, 3, (12,)).astype(np.int32)
sort_case("two_keys", [k, rng.integers(0, 3, (12,)).astype(np.int32), np.arange(12, dtype=np.int32)], 0, num_keys=2)

def topk_case(name, x, kk):
    vals, idxs = lax.top_k(x, kk)
    cases.append({"kind": "topk", "name": name, "k": kk, "inputs": [arr(x)], "outputs": [arr(vals), arr(idxs)]})
topk_case("nan_ties", np.array([[0.0, -0.0, np.nan, -np.nan, 1.0, np.inf, -np.inf, 1.0]], np.float32), 8)
topk_case("rows_k3", rng.standard_normal((3, 10)).astype(np.float32), 3)
topk_case("int_ties", np.array([3, 1, 3, -2, 3, 7], np.int32), 4)
topk_case("bf16", rng.standard_normal((2, 6)).astype(ml_dtypes.bfloat16), 2)

def rw_case(name, comb, x, init, dims, strides, padding, base_dil=None, win_dil=None):
    fn = {"add": lax.add, "max": lax.max, "min": lax.min, "mul": lax.mul}[comb]
    out = lax.reduce_window(x, np.array(init, x.dtype), fn, dims, strides, padding, base_dil, win_dil)
    n = x.ndim
    cases.append({"kind": "reduce_window", "name": name, "comb": comb, "inputs": [arr(x), arr(np.array(init, x.dtype))],
                  "outputs": [arr(out)], "size": list(dims), "strides": list(strides), "padding": [list(p) for p in padding],
                  "base_dil": list(base_dil or [1]*n), "win_dil": list(win_dil or [1]*n)})
x = rng.standard_normal((2, 6, 7, 3)).astype(np.float32)
rw_case("maxpool", "max", x, -np.inf, (1, 2, 2, 1), (1, 2, 2, 1), [(0, 0)]*4)
rw_case("avgpool_pad", "add", x, 0.0, (1, 3, 3, 1), (1, 2, 1, 1), [(0, 0), (1, 1), (1, 2), (0, 0)])
rw_case("dilated", "max", x, -np.inf, (1, 2, 3, 1), (1, 1, 2, 1), [(0, 0), (2, 1), (0, 0), (0, 0)], [1, 2, 1, 1], [1, 2, 2, 1])
rw_case("cumsum_int", "add", np.arange(1, 9, dtype=np.int32), 0, (8,), (1,), [(7, 0)])
rw_case("min_neg_pad", "min", x[0, :, :, 0], np.inf, (2, 2), (1, 1), [(-1, 0), (1, -2)])
rw_case("nonidentity_init", "add", np.ones((4,), np.float32), 10.0, (3,), (1,), [(1, 1)])

def sas_case(name, x, src_shape, dims, strides, padding):
    src = rng.standard_normal(src_shape).astype(x.dtype)
    def f(x, s):
        _, vjp = jax.vjp(lambda y: lax.reduce_window(y, -np.inf, lax.max, dims, strides, padding), x)
        return vjp(s)[0]
    out = f(x, src)
    cases.append({"kind": "select_and_scatter", "name": name, "inputs": [arr(x), arr(src)], "outputs": [arr(out)],
                  "size": list(dims), "strides": list(strides), "padding": [list(p) for p in padding]})
xs = rng.standard_normal((1, 6, 6, 2)).astype(np.float32)
xs[0, 0, 0, 0] = xs[0, 0, 1, 0]  # tie
sas_case("maxpool_grad", xs, (1, 3, 3, 2), (1, 2, 2, 1), (1, 2, 2, 1), [(0, 0)]*4)
sas_case("overlap_pad", xs, (1, 3, 6, 2), (1, 3, 3, 1), (1, 2, 1, 1), [(0, 0), (1, 1), (1, 1), (0, 0)])

key = np.array([1, 2, 3, 4], np.uint32)
for alg, an in [(lax.RandomAlgorithm.RNG_THREE_FRY, "three_fry"), (lax.RandomAlgorithm.RNG_PHILOX, "philox")]:
    for dt in [np.uint8, np.uint16, np.uint32, np.uint64]:
        for shape in [(5,), (2, 3), (1, 4, 3), (1,), (), (3, 1)]:
            s, b = lax.rng_bit_generator(key, shape, dt, algorithm=alg)
            cases.append({"kind": "rng", "name": f"{an}_{np.dtype(dt).name}_{shape}", "alg": an,
                          "inputs": [arr(key.view(np.uint64))], "outputs": [arr(np.asarray(s).view(np.uint64)), arr(b)]})
key3 = np.array([0xdeadbeef12345678, 0xffffffffffffffff, 7], np.uint64)
from jax._src.lib import xla_client as xc
from jax._src import xla_bridge as xb
_be = xb.get_backend('cpu')
def run_mlir(text, *args):
    devs = _be.devices()[:1]
    exe = _be.compile_and_load(text, xc.DeviceList(tuple(devs)), xc.CompileOptions())
    return [np.asarray(o) for o in exe.execute([jax.device_put(a, devs[0]) for a in args])]
for alg, an, st in [("PHILOX", "philox", key3), ("DEFAULT", "default", key3[:2]), ("THREE_FRY", "three_fry", key3[:2])]:
    for ety, shape in [("ui32", (7,)), ("ui64", (3, 2)), ("ui32", (2, 5))]:
        ts = "x".join(map(str, shape)) + "x" + ety
        text = f"""module @m {{
  func.func public @main(%arg0: tensor<{len(st)}xui64>) -> (tensor<{len(st)}xui64>, tensor<{ts}>) {{
    %0:2 = stablehlo.rng_bit_generator %arg0, algorithm = {alg} : (tensor<{len(st)}xui64>) -> (tensor<{len(st)}xui64>, tensor<{ts}>)
    return %0#0, %0#1 : tensor<{len(st)}xui64>, tensor<{ts}>
  }}
}}"""
        s_out, b_out = run_mlir(text, st)
        cases.append({"kind": "rng", "name": f"mlir_{an}_{ety}_{shape}", "alg": an,
                      "inputs": [arr(st)], "outputs": [arr(s_out), arr(b_out)]})

def spd(n, dt, batch=()):
    a = rng.standard_normal(batch + (n, n)).astype(dt)
    if np.iscomplexobj(a):
        a = a + 1j * rng.standard_normal(batch + (n, n)).astype(dt)
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + n * np.eye(n)).astype(dt)
for dt in [np.float32, np.float64, np.complex64, np.complex128]:
    for lower in [True, False]:
        a = spd(4, dt, (2,))
        # junk in the unused triangle must be ignored
        junk = np.triu(np.full((4, 4), 100.0), 1) if lower else np.tril(np.full((4, 4), 100.0), -1)
        a_in = (a + junk).astype(dt)
        l = np.linalg.cholesky(a.astype(np.complex128 if np.iscomplexobj(a) else np.float64))
        out = l if lower else np.conj(np.swapaxes(l, -1, -2))
        cases.append({"kind": "cholesky", "name": f"chol_{np.dtype(dt).name}_{lower}", "lower": lower,
                      "inputs": [arr(a_in)], "outputs": [arr(out.astype(dt))]})
for lower in [True, False]:
    text = f"""module @m {{
  func.func public @main(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {{
    %0 = stablehlo.cholesky %arg0, lower = {str(lower).lower()} : tensor<2x3x3xf64>
    return %0 : tensor<2x3x3xf64>
  }}
}}"""
    a = np.array([[[4, 9, 9], [2, 5, 9], [2, 3, 6]], [[1, 9, 9], [2, 1, 9], [2, 3, 1]]], np.float64)
    (out,) = run_mlir(text, a)
    cases.append({"kind": "cholesky", "name": f"chol_xla_nonpd_{lower}", "lower": lower,
                  "inputs": [arr(a)], "outputs": [arr(out)]})
for dt in [np.float32, np.float64, np.complex64, np.complex128]:
    for left in [True, False]:
        for lower in [True, False]:
            for ta in [0, 1, 2]:
                for unit in [False, True]:
                    a = rng.standard_normal((2, 3, 3)).astype(dt) + 3 * np.eye(3, dtype=dt)
                    if np.iscomplexobj(a):
                        a = a + 1j * rng.standard_normal((2, 3, 3)).astype(dt)
                    b = rng.standard_normal((2, 3, 4) if left else (2, 4, 3)).astype(dt)
                    out = lax.linalg.triangular_solve(a, b, left_side=left, lower=lower,
                                                      transpose_a=ta > 0, conjugate_a=ta == 2, unit_diagonal=unit)
                    cases.append({"kind": "trsm", "name": f"trsm_{np.dtype(dt).name}_{left}_{lower}_{ta}_{unit}",
                                  "left": left, "lower": lower, "transpose": ta, "unit": unit,
                                  "inputs": [arr(a), arr(b)], "outputs": [arr(out)]})

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
with open(path, "w") as f:
    json.dump(cases, f, separators=(",", ":"))
print(len(cases), "cases", os.path.getsize(path), "bytes")
