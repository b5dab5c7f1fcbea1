"""Writes the jax.export artifacts tests/export.rs, the CLI and the browser test run.

For each model, tests/export/<name>/ holds:
  model.jaxexport  Exported.serialize() bytes (the FlatBuffer envelope around the module)
  in<i>.npy        the call's arguments, in order
  out<i>.npy       jax's outputs of exp.call(*args) on jax's CPU backend (absent for the
                   artifacts webxla must refuse)
  meta.json        what the envelope says, as jax reads it back (deserialize): in/out avals,
                   platforms, nr_devices, kept vars, effects, calling convention version: the
                   oracle for the envelope reader's tests

Models:
  digit_classifier   www/model's 64-32-10 MLP with its trained weights (weights as arguments)
  transformer_block  layer norm + 4-head self-attention + GELU MLP over 16 tokens x 64
  multi_platform     exported for ("cpu", "cuda"): main takes the platform index first
  sharded_2dev       a matmul over a 2-device mesh (nr_devices=2, NamedSharding P('x'))
  kept_vars          an argument the function never reads (module_kept_var_idx drops it)
  refuse_shape_poly  polymorphic batch dimension ("b, 8"): symbolic avals
  refuse_ordered     an ordered effect (jax.debug.print's host callback does not export, so a
                     testing primitive with an ordered effect, as jax's export tests use)
Run with jax==0.10.2:  python3 tests/export/make_artifacts.py
"""
import json
import os

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "")
                           + " --xla_force_host_platform_device_count=2")

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def write(name, exp, args, outputs=True):
    d = os.path.join(HERE, name)
    os.makedirs(d, exist_ok=True)
    blob = exp.serialize()
    with open(os.path.join(d, "model.jaxexport"), "wb") as f:
        f.write(blob)
    for i, a in enumerate(args):
        np.save(os.path.join(d, f"in{i}.npy"), np.asarray(a))
    back = export.deserialize(blob)
    meta = {
        "fun_name": back.fun_name,
        "in_avals": [{"shape": [str(s) for s in a.shape], "dtype": str(a.dtype)}
                     for a in back.in_avals],
        "out_avals": [{"shape": [str(s) for s in a.shape], "dtype": str(a.dtype)}
                      for a in back.out_avals],
        "platforms": list(back.platforms),
        "nr_devices": back.nr_devices,
        "calling_convention_version": back.calling_convention_version,
        "module_kept_var_idx": list(back.module_kept_var_idx),
        "uses_global_constants": back.uses_global_constants,
        "ordered_effects": [str(e) for e in back.ordered_effects],
        "unordered_effects": [str(e) for e in back.unordered_effects],
        "mlir_module_serialized_len": len(back.mlir_module_serialized),
        "in_shardings": [str(s) for s in back.in_shardings_hlo],
        "out_shardings": [str(s) for s in back.out_shardings_hlo],
    }
    if outputs:
        outs = back.call(*args)
        outs = outs if isinstance(outs, (tuple, list)) else (outs,)
        for i, o in enumerate(outs):
            np.save(os.path.join(d, f"out{i}.npy"), np.asarray(o))
        meta["num_outputs"] = len(outs)
    with open(os.path.join(d, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    print(f"{name}: {len(blob)} bytes, platforms {back.platforms}, "
          f"nr_devices {back.nr_devices}, kept {back.module_kept_var_idx}")


def predict(w1, b1, w2, b2, x):
    h = jax.nn.relu(x @ w1 + b1)
    return jax.nn.softmax(h @ w2 + b2, axis=-1)


def digit_classifier(rng):
    with open(os.path.join(ROOT, "www", "model", "weights.json")) as f:
        w = json.load(f)
    params = [np.asarray(w[k], np.float32) for k in ("w1", "b1", "w2", "b2")]
    x = rng.uniform(0, 1, (4, 64)).astype(np.float32)
    args = (*params, x)
    exp = export.export(jax.jit(predict), platforms=("cpu",))(*args)
    write("digit_classifier", exp, args)


def layer_norm(x, g, b):
    m = jnp.mean(x, -1, keepdims=True)
    v = jnp.mean((x - m) ** 2, -1, keepdims=True)
    return (x - m) * jax.lax.rsqrt(v + 1e-5) * g + b


def block(x, g1, b1, wq, wk, wv, wo, g2, b2, w1, c1, w2, c2):
    t, d = x.shape
    h = 4
    y = layer_norm(x, g1, b1)
    split = lambda a: a.reshape(t, h, d // h).transpose(1, 0, 2)
    q, k, v = split(y @ wq), split(y @ wk), split(y @ wv)
    s = jnp.einsum("htd,hsd->hts", q, k) / np.sqrt(d // h)
    mask = jnp.tril(jnp.ones((t, t), bool))
    s = jnp.where(mask, s, -1e9)
    a = jnp.einsum("hts,hsd->htd", jax.nn.softmax(s, -1), v)
    x = x + a.transpose(1, 0, 2).reshape(t, d) @ wo
    y = layer_norm(x, g2, b2)
    return x + jax.nn.gelu(y @ w1 + c1) @ w2 + c2


def transformer_block(rng):
    t, d, f = 16, 64, 256
    n = lambda *s: (rng.standard_normal(s) / np.sqrt(s[0])).astype(np.float32)
    args = (rng.standard_normal((t, d)).astype(np.float32),
            np.ones(d, np.float32), np.zeros(d, np.float32),
            n(d, d), n(d, d), n(d, d), n(d, d),
            (1 + 0.1 * rng.standard_normal(d)).astype(np.float32),
            (0.1 * rng.standard_normal(d)).astype(np.float32),
            n(d, f), (0.1 * rng.standard_normal(f)).astype(np.float32),
            n(f, d), (0.1 * rng.standard_normal(d)).astype(np.float32))
    exp = export.export(jax.jit(block), platforms=("cpu",))(*args)
    write("transformer_block", exp, args)


def multi_platform(rng):
    def f(x, y):
        return jnp.tanh(x) * y + 1.0, jnp.sum(x * y, axis=0)
    args = (rng.standard_normal((3, 5)).astype(np.float32),
            rng.standard_normal((3, 5)).astype(np.float32))
    exp = export.export(jax.jit(f), platforms=("cpu", "cuda"))(*args)
    write("multi_platform", exp, args)


def sharded_2dev(rng):
    mesh = Mesh(np.array(jax.devices("cpu")[:2]), ("x",))
    row = NamedSharding(mesh, P("x", None))
    rep = NamedSharding(mesh, P())
    def f(a, w):
        return jnp.maximum(a @ w, 0.0)
    a = rng.standard_normal((8, 16)).astype(np.float32)
    w = rng.standard_normal((16, 4)).astype(np.float32)
    fj = jax.jit(f, in_shardings=(row, rep), out_shardings=row)
    exp = export.export(fj, platforms=("cpu",))(
        jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=row),
        jax.ShapeDtypeStruct(w.shape, w.dtype, sharding=rep))
    write("sharded_2dev", exp, (jax.device_put(a, row), jax.device_put(w, rep)))


def kept_vars(rng):
    def f(unused, x, y):
        return x * 2.0 + y, (x - y).astype(jnp.int32)
    args = (rng.standard_normal(7).astype(np.float32),
            rng.standard_normal((2, 3)).astype(np.float32) * 10,
            rng.standard_normal((2, 3)).astype(np.float32) * 10)
    exp = export.export(jax.jit(f), platforms=("cpu",))(*args)
    assert exp.module_kept_var_idx == (1, 2), exp.module_kept_var_idx
    write("kept_vars", exp, args)


def refuse_shape_poly(rng):
    def f(x):
        return jnp.sin(x) * 2.0
    spec = export.symbolic_args_specs((np.zeros((3, 8), np.float32),), ("b, 8",))
    exp = export.export(jax.jit(f), platforms=("cpu",))(*spec)
    write("refuse_shape_poly", exp, (rng.standard_normal((3, 8)).astype(np.float32),),
          outputs=False)


# An ordered effect as jax's own export tests make one (jax.debug.print's host callback does
# not export): a primitive that doubles its operand and threads the effect's token.
import dataclasses
from jax._src import core as jcore, effects as jeffects
from jax._src.interpreters import mlir as jmlir


@dataclasses.dataclass(frozen=True)
class ForTestingOrderedEffect(jeffects.Effect):
    pass


for _reg in (jeffects.lowerable_effects, jeffects.control_flow_allowed_effects,
             jeffects.ordered_effects):
    _reg.add_type(ForTestingOrderedEffect)
_ordered_p = jcore.Primitive("for_testing_ordered_double")
_ordered_p.def_effectful_abstract_eval(lambda aval: (aval, {ForTestingOrderedEffect()}))


def _ordered_lowering(ctx, a):
    token = ctx.tokens_in.get(ForTestingOrderedEffect())
    ctx.set_tokens_out(jmlir.TokenSet({ForTestingOrderedEffect(): token}))
    return [jmlir.hlo.add(a, a)]


jmlir.register_lowering(_ordered_p, _ordered_lowering)


def refuse_ordered(rng):
    def f(x):
        return _ordered_p.bind(x) + 1.0
    exp = export.export(jax.jit(f), platforms=("cpu",))(np.zeros(4, np.float32))
    assert exp.ordered_effects, exp.ordered_effects
    write("refuse_ordered", exp, (np.arange(4, dtype=np.float32),), outputs=False)


def main():
    assert jax.__version__ == "0.10.2", jax.__version__
    for make in (digit_classifier, transformer_block, multi_platform, sharded_2dev, kept_vars,
                 refuse_shape_poly, refuse_ordered):
        make(np.random.default_rng(0))


if __name__ == "__main__":
    main()
