#!/usr/bin/env python3
"""Writes the browser benchmark's models (www/bench/models): each as the HLO text jax 0.10.2
lowers it to (what webxla runs) and as an ONNX graph of the same ops (what onnxruntime-web
runs). Weights are inputs, not constants, so every engine gets the same arrays from the page
and the files stay small. TF.js builds the same graphs from ops in bench.mjs.
Needs `pip install jax==0.10.2 onnx`. Run from anywhere; rerun after changing a model."""
import os
import jax
import jax.numpy as jnp
import numpy as np
import onnx
from onnx import TensorProto, helper

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "models")
F = TensorProto.FLOAT

# name -> input shapes, jax function, onnx nodes (inputs named x, w1, b1, ...)
MLP_SHAPES = [(256, 784), (784, 512), (512,), (512, 512), (512,), (512, 10), (10,)]
MLP_NAMES = ["x", "w1", "b1", "w2", "b2", "w3", "b3"]


def mlp(x, w1, b1, w2, b2, w3, b3):
    h = jax.nn.relu(x @ w1 + b1)
    h = jax.nn.relu(h @ w2 + b2)
    return jax.nn.softmax(h @ w3 + b3, axis=-1)


MODELS = {
    "matmul": dict(
        shapes=[(1024, 1024), (1024, 1024)], names=["a", "b"], out=(1024, 1024),
        fn=lambda a, b: a @ b,
        nodes=[helper.make_node("MatMul", ["a", "b"], ["y"])]),
    "mlp": dict(
        shapes=MLP_SHAPES, names=MLP_NAMES, out=(256, 10), fn=mlp,
        nodes=[
            helper.make_node("MatMul", ["x", "w1"], ["m1"]),
            helper.make_node("Add", ["m1", "b1"], ["a1"]),
            helper.make_node("Relu", ["a1"], ["h1"]),
            helper.make_node("MatMul", ["h1", "w2"], ["m2"]),
            helper.make_node("Add", ["m2", "b2"], ["a2"]),
            helper.make_node("Relu", ["a2"], ["h2"]),
            helper.make_node("MatMul", ["h2", "w3"], ["m3"]),
            helper.make_node("Add", ["m3", "b3"], ["a3"]),
            helper.make_node("Softmax", ["a3"], ["y"], axis=-1),
        ]),
}


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
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
        model.ir_version = 8
        onnx.checker.check_model(model)
        onnx.save(model, os.path.join(OUT, f"{name}.onnx"))
        print(name, "written")


if __name__ == "__main__":
    main()
