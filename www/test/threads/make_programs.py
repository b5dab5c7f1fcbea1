"""Writes the StableHLO programs of www/test/threads.test.mjs: shapes large enough that the
CPU backend splits them across threads (matrix products, fused elementwise chains and row
reductions, a long sum, convolution, pooling), each a jax function lowered to text.
Run: python3 make_programs.py (jax installed); the outputs are checked in."""
import json
import jax
import jax.numpy as jnp

f32 = jnp.float32


def softmax(x):
    return jax.nn.softmax(x, axis=-1)


def layer_norm_gelu(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return jax.nn.gelu((x - m) / jnp.sqrt(v + 1e-5) * g + b)


def long_sum(x):
    return jnp.sum(x), jnp.max(x, axis=0)


def conv_pool(x, w):
    y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y)
    return jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


def batched_matmul(a, b):
    return jnp.einsum("bij,bjk->bik", a, b)


def attention(q, k, v):
    s = jnp.einsum("hqd,hkd->hqk", q, k) / 8.0
    return jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(s, axis=-1), v)


PROGRAMS = {
    "softmax": (softmax, [(512, 1024)]),
    "layer_norm_gelu": (layer_norm_gelu, [(512, 768), (768,), (768,)]),
    "long_sum": (long_sum, [(64, 65536)]),
    "conv_pool": (conv_pool, [(8, 32, 32, 16), (3, 3, 16, 32)]),
    "batched_matmul": (batched_matmul, [(4, 200, 300), (4, 300, 130)]),
    "attention": (attention, [(8, 128, 64), (8, 128, 64), (8, 128, 64)]),
}

index = []
for name, (fn, shapes) in PROGRAMS.items():
    args = [jax.ShapeDtypeStruct(s, f32) for s in shapes]
    text = jax.jit(fn).lower(*args).as_text()
    with open(f"{name}.mlir", "w") as f:
        f.write(text)
    index.append({"name": name, "inputs": [list(s) for s in shapes]})
with open("index.json", "w") as f:
    json.dump({"programs": index}, f, indent=1)
    f.write("\n")
