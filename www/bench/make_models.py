#!/usr/bin/env python3
"""Writes the browser benchmark's models (www/bench/models): each as the HLO text jax 0.10.2
lowers it to (what webxla runs) and as an ONNX graph of the same ops (what onnxruntime-web
runs). Weights are inputs, not constants, so every engine gets the same arrays from the page
and the files stay small. TF.js and @jax-js/jax build the same graphs from ops in bench.mjs;
the shapes and input names here must match MODELS there.
Needs `pip install jax==0.10.2 onnx`. Run from anywhere; rerun after changing a model.
`--check` also runs each ONNX graph in onnx's reference evaluator on random inputs and
compares it with jax's output (the graphs are written by hand: this is what keeps them equal)."""
import math
import os
import sys
import jax
import jax.numpy as jnp
import numpy as np
import onnx
from onnx import TensorProto, helper

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "models")
F = TensorProto.FLOAT
node = helper.make_node


def const(name, values, dtype=TensorProto.INT64):
    """An ONNX Constant node holding a 1-D tensor (shapes, axes)."""
    return node("Constant", [], [name], value=helper.make_tensor(name + "_v", dtype, [len(values)], values))


def scalar(name, value):
    """An ONNX Constant node holding a float scalar."""
    return node("Constant", [], [name], value=helper.make_tensor(name + "_v", F, [], [value]))


# ---- MLP: 256×784 → 512 → 512 → 10, softmax ----

MLP_SHAPES = [(256, 784), (784, 512), (512,), (512, 512), (512,), (512, 10), (10,)]
MLP_NAMES = ["x", "w1", "b1", "w2", "b2", "w3", "b3"]


def mlp(x, w1, b1, w2, b2, w3, b3):
    h = jax.nn.relu(x @ w1 + b1)
    h = jax.nn.relu(h @ w2 + b2)
    return jax.nn.softmax(h @ w3 + b3, axis=-1)


MLP_NODES = [
    node("MatMul", ["x", "w1"], ["m1"]),
    node("Add", ["m1", "b1"], ["a1"]),
    node("Relu", ["a1"], ["h1"]),
    node("MatMul", ["h1", "w2"], ["m2"]),
    node("Add", ["m2", "b2"], ["a2"]),
    node("Relu", ["a2"], ["h2"]),
    node("MatMul", ["h2", "w3"], ["m3"]),
    node("Add", ["m3", "b3"], ["a3"]),
    node("Softmax", ["a3"], ["y"], axis=-1),
]

# ---- transformer block: pre-layer-norm, seq 256 × d_model 256, 4 heads, MLP 1024 with gelu ----

SEQ, D, HEADS, FF = 256, 256, 4, 1024
DH = D // HEADS
LN_EPS = 1e-5
TB_NAMES = ["x", "ln1_g", "ln1_b", "wq", "bq", "wk", "bk", "wv", "bv", "wo", "bo",
            "ln2_g", "ln2_b", "w1", "b1", "w2", "b2"]
TB_SHAPES = [(SEQ, D), (D,), (D,), (D, D), (D,), (D, D), (D,), (D, D), (D,), (D, D), (D,),
             (D,), (D,), (D, FF), (FF,), (FF, D), (D,)]


def layer_norm(x, g, b):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mean), axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + LN_EPS) * g + b


def transformer(x, ln1_g, ln1_b, wq, bq, wk, bk, wv, bv, wo, bo, ln2_g, ln2_b, w1, b1, w2, b2):
    h = layer_norm(x, ln1_g, ln1_b)
    heads = lambda t: t.reshape(SEQ, HEADS, DH).transpose(1, 0, 2)  # [H, S, Dh]
    q, k, v = heads(h @ wq + bq), heads(h @ wk + bk), heads(h @ wv + bv)
    att = jax.nn.softmax(q @ k.transpose(0, 2, 1) / math.sqrt(DH), axis=-1)
    o = (att @ v).transpose(1, 0, 2).reshape(SEQ, D)
    x = x + o @ wo + bo
    h = layer_norm(x, ln2_g, ln2_b)
    return x + jax.nn.gelu(h @ w1 + b1) @ w2 + b2  # gelu: jax's default tanh approximation


def onnx_layer_norm(p, x, g, b):
    # Written out (not LayerNormalization) so every engine computes the same sequence of ops.
    return [
        node("ReduceMean", [x, "ax_last"], [p + "mean"], keepdims=1),
        node("Sub", [x, p + "mean"], [p + "c"]),
        node("Mul", [p + "c", p + "c"], [p + "sq"]),
        node("ReduceMean", [p + "sq", "ax_last"], [p + "var"], keepdims=1),
        node("Add", [p + "var", "ln_eps"], [p + "ve"]),
        node("Sqrt", [p + "ve"], [p + "sd"]),
        node("Div", [p + "c", p + "sd"], [p + "n"]),
        node("Mul", [p + "n", g], [p + "ng"]),
        node("Add", [p + "ng", b], [p]),
    ]


def onnx_heads(t):
    return [
        node("Reshape", [t, "shape_shd"], [t + "_r"]),
        node("Transpose", [t + "_r"], [t + "_h"], perm=[1, 0, 2]),
    ]


def onnx_gelu_tanh(x, y):
    # 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))), jax.nn.gelu(approximate=True)
    return [
        node("Mul", [x, x], [y + "_x2"]),
        node("Mul", [y + "_x2", x], [y + "_x3"]),
        node("Mul", [y + "_x3", "gelu_c"], [y + "_cx3"]),
        node("Add", [x, y + "_cx3"], [y + "_in"]),
        node("Mul", [y + "_in", "gelu_k"], [y + "_kin"]),
        node("Tanh", [y + "_kin"], [y + "_t"]),
        node("Add", [y + "_t", "one"], [y + "_t1"]),
        node("Mul", [x, y + "_t1"], [y + "_xt"]),
        node("Mul", [y + "_xt", "half"], [y]),
    ]


TB_NODES = [
    const("ax_last", [-1]),
    const("shape_shd", [SEQ, HEADS, DH]),
    const("shape_sd", [SEQ, D]),
    scalar("ln_eps", LN_EPS),
    scalar("inv_sqrt_dh", 1 / math.sqrt(DH)),
    scalar("gelu_c", 0.044715),
    scalar("gelu_k", math.sqrt(2 / math.pi)),
    scalar("one", 1.0),
    scalar("half", 0.5),
    *onnx_layer_norm("h1", "x", "ln1_g", "ln1_b"),
    node("MatMul", ["h1", "wq"], ["qm"]), node("Add", ["qm", "bq"], ["q"]),
    node("MatMul", ["h1", "wk"], ["km"]), node("Add", ["km", "bk"], ["k"]),
    node("MatMul", ["h1", "wv"], ["vm"]), node("Add", ["vm", "bv"], ["v"]),
    *onnx_heads("q"), *onnx_heads("k"), *onnx_heads("v"),
    node("Transpose", ["k_h"], ["kt"], perm=[0, 2, 1]),
    node("MatMul", ["q_h", "kt"], ["s"]),
    node("Mul", ["s", "inv_sqrt_dh"], ["ss"]),
    node("Softmax", ["ss"], ["att"], axis=-1),
    node("MatMul", ["att", "v_h"], ["o_h"]),
    node("Transpose", ["o_h"], ["o_t"], perm=[1, 0, 2]),
    node("Reshape", ["o_t", "shape_sd"], ["o"]),
    node("MatMul", ["o", "wo"], ["om"]), node("Add", ["om", "bo"], ["ob"]),
    node("Add", ["x", "ob"], ["r1"]),
    *onnx_layer_norm("h2", "r1", "ln2_g", "ln2_b"),
    node("MatMul", ["h2", "w1"], ["f1m"]), node("Add", ["f1m", "b1"], ["f1"]),
    *onnx_gelu_tanh("f1", "g1"),
    node("MatMul", ["g1", "w2"], ["f2m"]), node("Add", ["f2m", "b2"], ["f2"]),
    node("Add", ["r1", "f2"], ["y"]),
]

# ---- CNN: batch 16 of 32×32×3 (NHWC), conv3×3(32)+relu+maxpool2, conv3×3(64)+relu+maxpool2,
# dense 4096 → 10, softmax. Weights HWIO as in jax; the ONNX graph transposes to NCHW/OIHW. ----

BATCH, HW, C0, C1, C2, CLASSES = 16, 32, 3, 32, 64, 10
FLAT = (HW // 4) * (HW // 4) * C2
CNN_NAMES = ["x", "k1", "c1", "k2", "c2", "wd", "bd"]
CNN_SHAPES = [(BATCH, HW, HW, C0), (3, 3, C0, C1), (C1,), (3, 3, C1, C2), (C2,), (FLAT, CLASSES), (CLASSES,)]


def conv_relu_pool(x, k, c):
    y = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y + c)
    return jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


def cnn(x, k1, c1, k2, c2, wd, bd):
    h = conv_relu_pool(conv_relu_pool(x, k1, c1), k2, c2)
    return jax.nn.softmax(h.reshape(BATCH, FLAT) @ wd + bd, axis=-1)


CNN_NODES = [
    const("shape_flat", [BATCH, FLAT]),
    node("Transpose", ["x"], ["x_nchw"], perm=[0, 3, 1, 2]),
    node("Transpose", ["k1"], ["k1_oihw"], perm=[3, 2, 0, 1]),
    node("Transpose", ["k2"], ["k2_oihw"], perm=[3, 2, 0, 1]),
    node("Conv", ["x_nchw", "k1_oihw", "c1"], ["y1"], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
    node("Relu", ["y1"], ["r1"]),
    node("MaxPool", ["r1"], ["p1"], kernel_shape=[2, 2], strides=[2, 2]),
    node("Conv", ["p1", "k2_oihw", "c2"], ["y2"], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
    node("Relu", ["y2"], ["r2"]),
    node("MaxPool", ["r2"], ["p2"], kernel_shape=[2, 2], strides=[2, 2]),
    node("Transpose", ["p2"], ["p2_nhwc"], perm=[0, 2, 3, 1]),  # flatten in jax's NHWC order
    node("Reshape", ["p2_nhwc", "shape_flat"], ["flat"]),
    node("MatMul", ["flat", "wd"], ["dm"]),
    node("Add", ["dm", "bd"], ["d"]),
    node("Softmax", ["d"], ["y"], axis=-1),
]

MODELS = {
    "matmul": dict(
        shapes=[(1024, 1024), (1024, 1024)], names=["a", "b"], out=(1024, 1024),
        fn=lambda a, b: a @ b,
        nodes=[node("MatMul", ["a", "b"], ["y"])]),
    "mlp": dict(shapes=MLP_SHAPES, names=MLP_NAMES, out=(256, 10), fn=mlp, nodes=MLP_NODES),
    "transformer": dict(shapes=TB_SHAPES, names=TB_NAMES, out=(SEQ, D), fn=transformer, nodes=TB_NODES),
    "cnn": dict(shapes=CNN_SHAPES, names=CNN_NAMES, out=(BATCH, CLASSES), fn=cnn, nodes=CNN_NODES),
}


def check(name, m, model):
    """Largest |onnx - jax| over the largest |jax| on random inputs; fails above 1e-4."""
    from onnx.reference import ReferenceEvaluator
    rng = np.random.default_rng(0)
    args = [(rng.random(s, np.float32) - 0.5) / math.sqrt(s[0] if len(s) > 1 else 64) for s in m["shapes"]]
    want = np.asarray(jax.jit(m["fn"])(*args))
    (got,) = ReferenceEvaluator(model).run(None, dict(zip(m["names"], args)))
    err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    print(f"{name}: onnx reference vs jax, max rel. diff {err:.1e}")
    if got.shape != want.shape or not err < 1e-4:
        sys.exit(f"{name}: the ONNX graph does not compute the jax function")


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, m in MODELS.items():
        args = [np.zeros(s, np.float32) for s in m["shapes"]]
        hlo = jax.jit(m["fn"]).lower(*args).compiler_ir("hlo").as_hlo_text()
        with open(os.path.join(OUT, f"{name}.hlo"), "w") as f:
            f.write(hlo)
        graph = helper.make_graph(
            m["nodes"], name,
            [helper.make_tensor_value_info(n, F, list(s)) for n, s in zip(m["names"], m["shapes"])],
            [helper.make_tensor_value_info("y", F, list(m["out"]))])
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)])
        model.ir_version = 8
        onnx.checker.check_model(model, full_check=True)
        onnx.save(model, os.path.join(OUT, f"{name}.onnx"))
        print(name, "written")
        if "--check" in sys.argv[1:]:
            check(name, m, model)


if __name__ == "__main__":
    main()
