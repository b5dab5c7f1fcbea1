"""Trains the demo's digit classifier and exports it for the page.

A 64-32-10 MLP (ReLU, softmax) in JAX on scikit-learn's 8x8 digits, trained with Adam for a few
seconds on the CPU. Writes, next to this script:
  model.mlir     StableHLO of predict(w1, b1, w2, b2, x[1,64]) -> probs[1,10] (jax.jit(...).lower)
  model.hlo      the same program as HLO text
  weights.json   {"w1": [[...]], "b1": [...], "w2": [[...]], "b2": [...], "test_accuracy": ...}
  samples.json   a few held-out digits with their labels and JAX's probabilities, used by the
                 page's "try a sample" buttons and by www/test/demo.test.mjs to check numbers.
Run: python3 www/model/train.py   (needs jax and scikit-learn)
"""

import json
import os

import jax
import jax.numpy as jnp
import numpy as np
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split

HERE = os.path.dirname(os.path.abspath(__file__))


def predict(w1, b1, w2, b2, x):
    h = jax.nn.relu(x @ w1 + b1)
    return jax.nn.softmax(h @ w2 + b2, axis=-1)


def main():
    digits = load_digits()
    x = (digits.data / 16.0).astype(np.float32)
    y = digits.target.astype(np.int32)
    x_tr, x_te, y_tr, y_te = train_test_split(x, y, test_size=0.2, random_state=0)

    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    params = {
        "w1": jax.random.normal(k1, (64, 32), jnp.float32) * (1 / 8),
        "b1": jnp.zeros((32,), jnp.float32),
        "w2": jax.random.normal(k2, (32, 10), jnp.float32) * (1 / np.sqrt(32)),
        "b2": jnp.zeros((10,), jnp.float32),
    }

    def loss(p, xb, yb):
        probs = predict(p["w1"], p["b1"], p["w2"], p["b2"], xb)
        return -jnp.mean(jnp.log(probs[jnp.arange(yb.shape[0]), yb] + 1e-9))

    lr, b1m, b2m, eps = 1e-2, 0.9, 0.999, 1e-8
    m = jax.tree_util.tree_map(jnp.zeros_like, params)
    v = jax.tree_util.tree_map(jnp.zeros_like, params)

    @jax.jit
    def step(p, m, v, t):
        g = jax.grad(loss)(p, x_tr, y_tr)
        m = jax.tree_util.tree_map(lambda a, b: b1m * a + (1 - b1m) * b, m, g)
        v = jax.tree_util.tree_map(lambda a, b: b2m * a + (1 - b2m) * b * b, v, g)
        p = jax.tree_util.tree_map(
            lambda w, mm, vv: w - lr * (mm / (1 - b1m**t)) / (jnp.sqrt(vv / (1 - b2m**t)) + eps),
            p, m, v)
        return p, m, v

    for t in range(1, 401):
        params, m, v = step(params, m, v, jnp.float32(t))

    probs = predict(params["w1"], params["b1"], params["w2"], params["b2"], x_te)
    acc = float(jnp.mean(jnp.argmax(probs, -1) == y_te))
    print(f"test accuracy: {acc:.4f}")

    args = (params["w1"], params["b1"], params["w2"], params["b2"], jnp.zeros((1, 64), jnp.float32))
    lowered = jax.jit(predict).lower(*args)
    with open(os.path.join(HERE, "model.mlir"), "w") as f:
        f.write(lowered.as_text())
    with open(os.path.join(HERE, "model.hlo"), "w") as f:
        f.write(lowered.compiler_ir("hlo").as_hlo_text(print_large_constants=True))

    to_list = lambda a: np.asarray(a).tolist()
    with open(os.path.join(HERE, "weights.json"), "w") as f:
        json.dump({k: to_list(params[k]) for k in ("w1", "b1", "w2", "b2")} | {"test_accuracy": acc}, f)

    samples = []
    for i in range(10):
        idx = int(np.nonzero(y_te == i)[0][0])
        p = predict(params["w1"], params["b1"], params["w2"], params["b2"], x_te[idx:idx + 1])
        samples.append({"label": i, "pixels": to_list(x_te[idx]), "probs": to_list(p[0])})
    with open(os.path.join(HERE, "samples.json"), "w") as f:
        json.dump(samples, f)


if __name__ == "__main__":
    main()
