"""Real JAX (jax/jaxlib 0.10.2) on the webxla PJRT plugin.

    python3 test_jax_webxla.py --reference ref.npz   # JAX_PLATFORMS=cpu: jaxlib's own CPU
    python3 test_jax_webxla.py --compare ref.npz     # JAX_PLATFORMS=webxla: compare

Every case computes numpy results; the webxla run compares them with jaxlib's CPU run of the
same code (the oracle) within tolerances. Prints one line per case and a closing
`N passed, N failed` line; exits nonzero on any failure.
"""
import argparse
import os
import sys
import traceback

import numpy as np

import jax
import jax.numpy as jnp
from jax import lax

CASES = []


def case(fn):
    CASES.append(fn)
    return fn


def rng(seed=0):
    return np.random.default_rng(seed)


# ----------------------------------------------------------------- no compile needed


@case
def devices():
    ds = jax.devices()
    plat = {d.platform for d in ds}
    if os.environ.get("JAX_PLATFORMS") == "webxla":
        assert plat == {"webxla"}, plat
        want = int(os.environ.get("WEBXLA_DEVICES", "1"))
        assert len(ds) == want, (ds, want)
        assert all(d.process_index == 0 for d in ds)
        assert ds[0].device_kind.startswith("webxla-"), ds[0].device_kind
    return {"n": np.array(len(ds) > 0)}


@case
def transfers_roundtrip():
    out = {}
    r = rng(1)
    for dt in ["float32", "int32", "bool", "float16", "uint8", "int8", "bfloat16"]:
        if dt == "bool":
            a = r.random((3, 5)) > 0.5
        elif dt == "bfloat16":
            a = jnp.asarray(r.standard_normal((4, 3)), dtype=jnp.bfloat16)
            a = np.asarray(a)
        else:
            a = (r.standard_normal((4, 3)) * 10).astype(dt)
        x = jax.device_put(a)
        assert x.dtype == a.dtype, (x.dtype, a.dtype)
        b = np.asarray(x)
        assert b.shape == a.shape and np.array_equal(b, a), dt
        out[dt] = b.astype(np.float32) if dt == "bfloat16" else b
    # scalars and empty arrays
    assert np.asarray(jax.device_put(np.float32(3.5))) == np.float32(3.5)
    assert np.asarray(jax.device_put(np.zeros((0, 4), np.float32))).shape == (0, 4)
    return out


@case
def strided_device_put():
    a = np.arange(24, dtype=np.float32).reshape(4, 6)
    views = {
        "T": a.T,
        "every_other_col": a[:, ::2],
        "rows_reversed": a[::-1],
        "block": a[1:3, 2:5],
        "T_of_slice": a[:, 1::3].T,
    }
    out = {}
    for k, v in views.items():
        got = np.asarray(jax.device_put(v))
        assert np.array_equal(got, v), (k, got, v)
        out[k] = got
    b = np.arange(60, dtype=np.int32).reshape(3, 4, 5).transpose(2, 0, 1)
    got = np.asarray(jax.device_put(b))
    assert np.array_equal(got, b)
    out["3d_transpose"] = got
    return out


@case
def block_until_ready_and_delete():
    x = jax.device_put(np.ones((8,), np.float32))
    x.block_until_ready()
    assert not x.is_deleted()
    x.delete()
    assert x.is_deleted()
    try:
        np.asarray(x)
    except Exception:
        pass
    else:
        raise AssertionError("reading a deleted array did not fail")
    return {"ok": np.array(True)}


# ----------------------------------------------------------------- jit


@case
def elementwise():
    r = rng(2)
    x = r.standard_normal((16, 8)).astype(np.float32)
    y = r.standard_normal((16, 8)).astype(np.float32)
    f = jax.jit(lambda x, y: (jnp.sin(x) * y + jnp.exp(-x * x), jnp.maximum(x, y), x / (1 + jnp.abs(y))))
    return {f"o{i}": np.asarray(o) for i, o in enumerate(f(x, y))}


@case
def reductions():
    r = rng(3)
    x = r.standard_normal((32, 17)).astype(np.float32)
    i = r.integers(-50, 50, (9, 11)).astype(np.int32)
    f = jax.jit(lambda x, i: (x.sum(), x.mean(0), x.max(1), jnp.argmax(x, 1), i.sum(1), jnp.prod(i[:2, :3]), jnp.linalg.norm(x)))
    return {f"o{k}": np.asarray(o) for k, o in enumerate(f(x, i))}


@case
def grad_case():
    r = rng(4)
    w = r.standard_normal((5, 3)).astype(np.float32)
    x = r.standard_normal((7, 5)).astype(np.float32)

    def loss(w, x):
        return jnp.sum(jnp.tanh(x @ w) ** 2)

    g = jax.jit(jax.grad(loss))(w, x)
    return {"g": np.asarray(g)}


@case
def vmap_case():
    r = rng(5)
    a = r.standard_normal((6, 4, 3)).astype(np.float32)
    b = r.standard_normal((6, 3)).astype(np.float32)
    f = jax.jit(jax.vmap(lambda m, v: m @ v + jnp.cumsum(v)[0]))
    return {"o": np.asarray(f(a, b))}


@case
def scan_case():
    xs = np.linspace(-1, 1, 40, dtype=np.float32).reshape(10, 4)

    def step(c, x):
        c = 0.9 * c + jnp.sin(x)
        return c, c.sum()

    f = jax.jit(lambda xs: lax.scan(step, jnp.zeros(4, jnp.float32), xs))
    c, ys = f(xs)
    return {"c": np.asarray(c), "ys": np.asarray(ys)}


@case
def random_case():
    key = jax.random.key(42)
    k1, k2 = jax.random.split(key)
    u = jax.random.uniform(k1, (5, 7))
    n = jax.random.normal(k2, (100,))
    p = jax.random.permutation(k1, 10)
    return {"u": np.asarray(u), "n": np.asarray(n), "p": np.asarray(p)}


@case
def jit_on_strided_args():
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    f = jax.jit(lambda x: x * 2 + 1)
    return {"T": np.asarray(f(a.T)), "sl": np.asarray(f(a[:, ::2]))}


@case
def mlp_training():
    r = rng(6)
    X = r.standard_normal((64, 8)).astype(np.float32)
    true_w = r.standard_normal((8, 1)).astype(np.float32)
    Y = np.tanh(X @ true_w) + 0.1 * r.standard_normal((64, 1)).astype(np.float32)
    params = {
        "w1": (r.standard_normal((8, 16)) * 0.3).astype(np.float32),
        "b1": np.zeros(16, np.float32),
        "w2": (r.standard_normal((16, 1)) * 0.3).astype(np.float32),
        "b2": np.zeros(1, np.float32),
    }

    def loss(p, x, y):
        h = jax.nn.relu(x @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] + p["b2"] - y) ** 2)

    @jax.jit
    def step(p, x, y):
        l, g = jax.value_and_grad(loss)(p, x, y)
        return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, p, g), l

    losses = []
    for _ in range(200):
        params, l = step(params, X, Y)
        losses.append(l)
    losses = np.asarray(jnp.stack(losses))
    assert losses[-1] < losses[0] * 0.5, (losses[0], losses[-1])
    return {"losses": losses, "w2": np.asarray(params["w2"])}


class Skip(Exception):
    """A case that cannot run here (reported as SKIP, never counted as passed)."""


@case
def sharded_jit_8_devices():
    if len(jax.devices()) < 8:
        raise Skip("needs 8 devices (WEBXLA_DEVICES=8)")
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

    # GSPMD shardings: the bytecode reader does not decode Shardy (sdy) attributes yet.
    from jax._src import config as jax_config

    with jax_config.use_shardy_partitioner(False):
        mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("x", "y"))
        a = np.arange(64 * 8, dtype=np.float32).reshape(64, 8) / 100
        x = jax.device_put(a, NamedSharding(mesh, P("x", "y")))
        assert len(x.addressable_shards) == 8
        assert x.addressable_shards[0].data.shape == (16, 4)
        f = jax.jit(
            lambda x: (jnp.sin(x) @ x.T).sum(0),
            out_shardings=NamedSharding(mesh, P("x")),
        )
        y = f(x)
        # No out_shardings: jax takes the layout webxla's partitioner chose (Shardings
        # extension), here the operand's.
        g = jax.jit(lambda x: jnp.tanh(x) * 2)(x)
        assert g.sharding.spec == P("x", "y"), g.sharding
        assert g.addressable_shards[3].data.shape == (16, 4)
        assert y.addressable_shards[0].data.shape == (16,)
        return {"y": np.asarray(y), "g": np.asarray(g)}


TOL = {"mlp_training": (2e-3, 2e-3), "random_case": (1e-5, 1e-5)}


def compare(name, got, ref):
    rtol, atol = TOL.get(name, (1e-4, 1e-5))
    for k, v in got.items():
        key = f"{name}/{k}"
        if key not in ref:
            raise AssertionError(f"no reference for {key}")
        r = ref[key]
        assert v.shape == r.shape, (key, v.shape, r.shape)
        if v.dtype.kind in "biu":
            assert np.array_equal(v, r), (key, v, r)
        else:
            np.testing.assert_allclose(v, r, rtol=rtol, atol=atol, err_msg=key)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reference")
    ap.add_argument("--compare")
    ap.add_argument("-k", default="")
    a = ap.parse_args()
    ref = dict(np.load(a.compare)) if a.compare else None
    saved = {}
    passed = failed = skipped = 0
    print(f"jax {jax.__version__} backend={jax.default_backend()} devices={jax.devices()}")
    for fn in CASES:
        if a.k and a.k not in fn.__name__:
            continue
        try:
            out = fn()
            if ref is not None:
                compare(fn.__name__, out, ref)
            for k, v in out.items():
                saved[f"{fn.__name__}/{k}"] = v
            print(f"PASS {fn.__name__}")
            passed += 1
        except Skip as e:
            skipped += 1
            print(f"SKIP {fn.__name__}: {e}")
        except Exception as e:  # noqa: BLE001 - every failure is reported, none hidden
            failed += 1
            msg = "".join(traceback.format_exception_only(type(e), e)).strip().splitlines()
            print(f"FAIL {fn.__name__}: {' | '.join(msg)[:600]}")
    if a.reference:
        np.savez(a.reference, **saved)
    print(f"{passed} passed, {failed} failed" + (f" ({skipped} skipped)" if skipped else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
