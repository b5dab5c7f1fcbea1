#!/usr/bin/env python3
"""Generates the multi-device conformance corpus (tests/multi_device/) with the real jax/jaxlib
on 8 forced host CPU devices.

    python3 tests/multi_device/generate.py [--only NAME ...] [--no-time]

One small function per case, registered with @case. A case function takes the case's
numpy Generator (seeded with crc32("multi_device/<name>")) and returns a Prog: the jitted /
shard_mapped / pmapped callable and its arguments, each a numpy array with the sharding it is
placed with. The runner lowers, compiles, runs, writes the case folder, re-checks it (fresh
call bit for bit; module.mlir and module.hlo recompiled through xla_client) and times it.
Format: README.md next to this file.
"""
import os
import sys

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                           " --xla_force_host_platform_device_count=8").strip()

import argparse
import collections
import contextlib
import dataclasses
import json
import re
import shutil
import statistics
import time
import zlib

import numpy as np
import jax
import jax.extend
import jax.numpy as jnp
from jax import lax
from jax._src.lib import xla_client as xc
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

HERE = os.path.dirname(os.path.abspath(__file__))
DEVS = jax.devices()
assert len(DEVS) == 8, f"need 8 host devices, got {DEVS}"
import jaxlib
VERSIONS = {"jax": jax.__version__, "jaxlib": jaxlib.__version__, "numpy": np.__version__}

EXACT = (1e-5, 1e-6)      # elementwise / data movement
DOT = (2e-4, 2e-5)        # dots, transcendentals, sums over sharded dims, train steps


# ---------------------------------------------------------------------------------------------
# meshes, data, wrappers

def mesh1(n=8, name="x"):
    return Mesh(np.array(DEVS[:n]), (name,))


def mesh2(a, b):
    return Mesh(np.array(DEVS[:a * b]).reshape(a, b), ("x", "y"))


def normal(rng, *shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def uniform(rng, lo, hi, *shape):
    return rng.uniform(lo, hi, shape).astype(np.float32)


def ints(rng, lo, hi, *shape):
    return rng.integers(lo, hi, shape).astype(np.int32)


def put(x, mesh, *spec):
    """An argument: numpy value and the NamedSharding it is placed with."""
    return (x, NamedSharding(mesh, P(*spec)))


def jit(f, **kw):
    return jax.jit(f, keep_unused=True, **kw)


def smap(body, mesh, in_specs, out_specs, **kw):
    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs, **kw),
                   keep_unused=True)


def pmap(f, n=8, **kw):
    return jax.pmap(f, axis_name="i", devices=DEVS[:n], **kw)


def pmap_arg(x, n=8):
    """pmap arguments are stacked per-device arrays; placed the way pmap places them."""
    return put(x, mesh1(n, "i"), "i")


def ns(mesh, *spec):
    return NamedSharding(mesh, P(*spec))


@dataclasses.dataclass
class Prog:
    fn: object                       # jitted / pmapped callable
    args: list                       # [(numpy value, sharding)]
    tols: list = None                # per-output (rtol, atol); default: the case's


@dataclasses.dataclass
class Case:
    name: str
    build: object
    kind: str                        # jit | shard_map | pmap
    n: int
    partitioner: str
    tags: list
    rtol: float
    atol: float

    @property
    def description(self):
        return " ".join(self.build.__doc__.split())


CASES = collections.OrderedDict()


def case(kind, n=8, partitioner="shardy", tags=(), tol=EXACT):
    def deco(fn):
        CASES[fn.__name__] = Case(fn.__name__, fn, kind, n, partitioner, list(tags), *tol)
        return fn
    return deco


# ---------------------------------------------------------------------------------------------
# jit with NamedSharding (shardy)

@case("jit")
def dp_elementwise(rng):
    """Data-parallel elementwise: tanh(x)*y + exp(-x^2) - 0.5*y on [64,32] arrays sharded on
    rows over 8 devices."""
    m = mesh1()
    f = jit(lambda x, y: jnp.tanh(x) * y + jnp.exp(-x * x) - 0.5 * y)
    return Prog(f, [put(normal(rng, 64, 32), m, "x"), put(normal(rng, 64, 32), m, "x")])


@case("jit", tol=DOT)
def dp_mlp_forward(rng):
    """Data-parallel MLP forward: batch [64,32] sharded on 'x', weights replicated;
    relu(x@w1+b1)@w2+b2."""
    m = mesh1()
    f = jit(lambda x, w1, b1, w2, b2: jax.nn.relu(x @ w1 + b1) @ w2 + b2)
    return Prog(f, [put(normal(rng, 64, 32), m, "x"), put(normal(rng, 32, 64, scale=0.2), m),
                    put(normal(rng, 64), m), put(normal(rng, 64, 10, scale=0.2), m),
                    put(normal(rng, 10), m)])


@case("jit", tol=DOT)
def tp_column_dense(rng):
    """Column tensor parallel dense: x [16,32] replicated, w [32,64] and b [64] sharded on the
    output dim; relu(x@w+b) with out_shardings P(None,'x')."""
    m = mesh1()
    f = jit(lambda x, w, b: jax.nn.relu(x @ w + b), out_shardings=ns(m, None, "x"))
    return Prog(f, [put(normal(rng, 16, 32), m), put(normal(rng, 32, 64, scale=0.2), m, None, "x"),
                    put(normal(rng, 64), m, "x")])


@case("jit", tol=DOT)
def tp_row_dense(rng):
    """Row tensor parallel dense: x [16,64] sharded on features, w [64,32] sharded on its
    contracting dim, so each device holds a partial sum (all-reduce); out_shardings P()."""
    m = mesh1()
    f = jit(lambda x, w, b: x @ w + b, out_shardings=ns(m))
    return Prog(f, [put(normal(rng, 16, 64), m, None, "x"), put(normal(rng, 64, 32, scale=0.2), m, "x", None),
                    put(normal(rng, 32), m)])


@case("jit", tol=DOT)
def megatron_mlp(rng):
    """2-layer Megatron MLP: w1 [32,64] column-sharded, w2 [64,32] row-sharded over 8 devices;
    gelu(x@w1+b1)@w2+b2 with replicated x [16,32]."""
    m = mesh1()
    f = jit(lambda x, w1, b1, w2, b2: jax.nn.gelu(x @ w1 + b1) @ w2 + b2)
    return Prog(f, [put(normal(rng, 16, 32), m), put(normal(rng, 32, 64, scale=0.2), m, None, "x"),
                    put(normal(rng, 64), m, "x"), put(normal(rng, 64, 32, scale=0.2), m, "x", None),
                    put(normal(rng, 32), m)])


def _mlp_mse_step(x, y, w1, b1, w2, b2, lr=0.05):
    def loss(params):
        w1, b1, w2, b2 = params
        h = jnp.tanh(x @ w1 + b1)
        return jnp.mean((h @ w2 + b2 - y) ** 2)
    params = (w1, b1, w2, b2)
    l, g = jax.value_and_grad(loss)(params)
    return tuple(p - lr * gp for p, gp in zip(params, g)) + (l,)


@case("jit", tags=["train_step", "mesh_2d"], tol=DOT)
def mlp_train_step_2d(rng):
    """MLP train step on the 4x2 mesh: batch on 'x', hidden dim on 'y' (w1 [16,32] P(None,'y'),
    b1 P('y'), w2 [32,8] P('y',None)); tanh MLP, MSE loss, jax.value_and_grad, SGD; returns
    new (w1, b1, w2, b2) with their input shardings and the scalar loss."""
    m = mesh2(4, 2)
    sh = [ns(m, None, "y"), ns(m, "y"), ns(m, "y", None), ns(m), ns(m)]
    f = jit(_mlp_mse_step, out_shardings=tuple(sh))
    return Prog(f, [put(normal(rng, 32, 16), m, "x", None), put(normal(rng, 32, 8), m, "x", None),
                    put(normal(rng, 16, 32, scale=0.25), m, None, "y"), put(normal(rng, 32, scale=0.1), m, "y"),
                    put(normal(rng, 32, 8, scale=0.2), m, "y", None), put(normal(rng, 8, scale=0.1), m)])


@case("jit", tags=["train_step", "benchmark"], tol=DOT)
def dp_mlp_train_step(rng):
    """Data-parallel MLP train step on the 8-device 1-D mesh: batch 64 (x [64,784], s32 labels
    [64]) sharded on 'x', params 784->128->10 replicated; relu MLP, mean softmax
    cross-entropy, jax.value_and_grad, SGD (lr 0.1); returns new (w1, b1, w2, b2) and the loss.
    Gradients are all-reduced over the batch."""
    return _dp_mlp_train_step(rng, mesh1())


@case("jit", n=4, tags=["train_step", "multi_process"], tol=DOT)
def dp_mlp_train_step_4dev(rng):
    """dp_mlp_train_step on a 4-device 1-D mesh (batch 64 sharded on 'x', 16 rows per device):
    what tests/multi_process runs as 2 processes x 2 devices against one process x 4 devices."""
    return _dp_mlp_train_step(rng, mesh1(4))


def _dp_mlp_train_step(rng, m):
    def step(x, labels, w1, b1, w2, b2):
        def loss(params):
            w1, b1, w2, b2 = params
            logits = jax.nn.relu(x @ w1 + b1) @ w2 + b2
            logp = jax.nn.log_softmax(logits)
            return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 10) * logp, axis=-1))
        params = (w1, b1, w2, b2)
        l, g = jax.value_and_grad(loss)(params)
        return tuple(p - 0.1 * gp for p, gp in zip(params, g)) + (l,)
    return Prog(jit(step), [put(uniform(rng, 0, 1, 64, 784), m, "x"), put(ints(rng, 0, 10, 64), m, "x"),
                            put(normal(rng, 784, 128, scale=784 ** -0.5), m), put(np.zeros(128, np.float32), m),
                            put(normal(rng, 128, 10, scale=128 ** -0.5), m), put(np.zeros(10, np.float32), m)])


@case("jit", tol=DOT)
def attention_heads_sharded(rng):
    """Multi-head attention with heads sharded: q, k, v [2,8,16,8] (batch, heads, seq, dim)
    sharded on heads over 8 devices; softmax(q k^T / sqrt(8)) v."""
    m = mesh1()

    def attn(q, k, v):
        s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.float32(np.sqrt(8))
        return jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v)
    return Prog(jit(attn), [put(normal(rng, 2, 8, 16, 8), m, None, "x") for _ in range(3)])


@case("jit", tol=DOT)
def reduce_sharded_dim(rng):
    """Reductions over the sharded dim: sum, max and mean over axis 0 of x [32,16] sharded on
    rows (cross-device reductions)."""
    m = mesh1()
    f = jit(lambda x: (jnp.sum(x, 0), jnp.max(x, 0), jnp.mean(x, 0)))
    return Prog(f, [put(normal(rng, 32, 16), m, "x", None)], tols=[DOT, EXACT, DOT])


@case("jit", tol=DOT)
def reduce_unsharded_dim(rng):
    """Reductions over an unsharded dim: sum, min and mean over axis 1 of x [32,16] sharded on
    rows (results stay sharded)."""
    m = mesh1()
    f = jit(lambda x: (jnp.sum(x, 1), jnp.min(x, 1), jnp.mean(x, 1)))
    return Prog(f, [put(normal(rng, 32, 16), m, "x", None)], tols=[DOT, EXACT, DOT])


@case("jit")
def transpose_sharded(rng):
    """Transpose of sharded arrays: x [16,24] sharded on rows -> x.T; y [8,4,6] sharded on dim
    0 -> transpose (2,0,1)."""
    m = mesh1()
    f = jit(lambda x, y: (x.T + 1.0, jnp.transpose(y, (2, 0, 1))))
    return Prog(f, [put(normal(rng, 16, 24), m, "x"), put(normal(rng, 8, 4, 6), m, "x")])


@case("jit")
def reshape_sharded(rng):
    """Reshapes touching the sharded dim: [8,4,6] sharded on dim 0 merged to [32,6]; [64,3]
    sharded on dim 0 split to [8,8,3] and [4,16,3]."""
    m = mesh1()
    f = jit(lambda x, y: (x.reshape(32, 6) * 2.0, y.reshape(8, 8, 3), y.reshape(4, 16, 3) - 1.0))
    return Prog(f, [put(normal(rng, 8, 4, 6), m, "x"), put(normal(rng, 64, 3), m, "x")])


@case("jit")
def broadcast_sharded_vector(rng):
    """Broadcast of a sharded vector v [32] (sharded over 8): v[:,None] + w[None,:] with
    replicated w [16], and broadcast_to(v, [4,32])."""
    m = mesh1()
    f = jit(lambda v, w: (v[:, None] + w[None, :], jnp.broadcast_to(v, (4, 32)) * 3.0))
    return Prog(f, [put(normal(rng, 32), m, "x"), put(normal(rng, 16), m)])


@case("jit")
def slice_sharded(rng):
    """Slices along the sharded dim of x [32,8] (sharded on rows): x[3:29:2], x[5:13, 2:6],
    x[-1]."""
    m = mesh1()
    f = jit(lambda x: (x[3:29:2], x[5:13, 2:6], x[-1]))
    return Prog(f, [put(normal(rng, 32, 8), m, "x")])


@case("jit")
def pad_sharded(rng):
    """Pad along the sharded dim of x [32,8]: jnp.pad ((3,5),(0,0)) with 0, and lax.pad with
    interior padding 1 and negative high padding on dim 0 with value -1."""
    m = mesh1()
    f = jit(lambda x: (jnp.pad(x, ((3, 5), (0, 0))),
                       lax.pad(x, np.float32(-1), [(2, -3, 1), (1, 0, 0)])))
    return Prog(f, [put(normal(rng, 32, 8), m, "x")])


@case("jit")
def concatenate_sharded(rng):
    """Concatenate along the sharded dim: a [16,8] and b [24,8], both sharded on rows, plus a
    replicated c [8,8]; result [48,8]."""
    m = mesh1()
    f = jit(lambda a, b, c: jnp.concatenate([a, b, c], axis=0))
    return Prog(f, [put(normal(rng, 16, 8), m, "x"), put(normal(rng, 24, 8), m, "x"), put(normal(rng, 8, 8), m)])


@case("jit")
def reverse_sharded(rng):
    """Reverse along the sharded dim (x[::-1] of x [32,8] sharded on rows) and along both dims."""
    m = mesh1()
    f = jit(lambda x: (x[::-1], jnp.flip(x, (0, 1)) * 2.0))
    return Prog(f, [put(normal(rng, 32, 8), m, "x")])


@case("jit", tol=(1e-5, 1e-5))
def cumsum_sharded(rng):
    """jnp.cumsum along the sharded axis 0 of x [32,6] (sharded on rows), and cumsum of an
    s32 array along its sharded axis."""
    m = mesh1()
    f = jit(lambda x, k: (jnp.cumsum(x, axis=0), jnp.cumsum(k, axis=0)))
    return Prog(f, [put(normal(rng, 32, 6), m, "x"), put(ints(rng, -50, 50, 64), m, "x")])


@case("jit")
def gather_sharded_operand(rng):
    """jnp.take rows of a table [64,16] sharded on rows with replicated s32 indices [20]
    (gather from a sharded operand)."""
    m = mesh1()
    f = jit(lambda t, i: jnp.take(t, i, axis=0))
    return Prog(f, [put(normal(rng, 64, 16), m, "x"), put(ints(rng, 0, 64, 20), m)])


@case("jit")
def gather_sharded_indices(rng):
    """jnp.take rows of a replicated table [40,16] with s32 indices [32] sharded over 8 devices
    (gather with sharded indices), plus t[i, j] point gather."""
    m = mesh1()
    f = jit(lambda t, i, j: (jnp.take(t, i, axis=0), t[i, j]))
    return Prog(f, [put(normal(rng, 40, 16), m), put(ints(rng, 0, 40, 32), m, "x"),
                    put(ints(rng, 0, 16, 32), m, "x")])


@case("jit")
def scatter_add_sharded(rng):
    """Scatter-add acc.at[idx].add(upd) into acc [64,8] sharded on rows; idx [24] s32 replicated
    (with duplicates), upd [24,8] replicated."""
    m = mesh1()
    idx = ints(rng, 0, 64, 24)
    idx[5] = idx[0]
    idx[17] = idx[0]
    f = jit(lambda acc, i, u: acc.at[i].add(u))
    return Prog(f, [put(normal(rng, 64, 8), m, "x"), put(idx, m), put(normal(rng, 24, 8), m)])


def _conv(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))


@case("jit", tol=DOT)
def conv2d_batch_sharded(rng):
    """conv2d (NCHW/OIHW, 3x3, SAME) with the batch x [8,3,12,12] sharded over 8 devices and
    w [4,3,3,3] replicated, + relu."""
    m = mesh1()
    f = jit(lambda x, w: jax.nn.relu(_conv(x, w)))
    return Prog(f, [put(normal(rng, 8, 3, 12, 12), m, "x"), put(normal(rng, 4, 3, 3, 3, scale=0.3), m)])


@case("jit", tol=DOT)
def conv2d_features_sharded(rng):
    """conv2d (NCHW/OIHW, 3x3, SAME) with output features sharded: x [2,4,10,10] replicated,
    w [16,4,3,3] sharded on O; out_shardings P(None,'x')."""
    m = mesh1()
    f = jit(_conv, out_shardings=ns(m, None, "x"))
    return Prog(f, [put(normal(rng, 2, 4, 10, 10), m), put(normal(rng, 16, 4, 3, 3, scale=0.3), m, "x")])


@case("jit")
def sort_sharded(rng):
    """jnp.sort along the sharded axis 0 of x [32,4] (sharded on rows), and of an s32 vector
    [64] sharded over 8."""
    m = mesh1()
    f = jit(lambda x, k: (jnp.sort(x, axis=0), jnp.sort(k)))
    return Prog(f, [put(normal(rng, 32, 4), m, "x"), put(ints(rng, -1000, 1000, 64), m, "x")])


@case("jit")
def reshard_1d(rng):
    """Resharding: x [32,16] placed P('x',None), 2*x returned with out_shardings P(None,'x')
    (all-to-all style move)."""
    m = mesh1()
    f = jit(lambda x: x * 2.0, out_shardings=ns(m, None, "x"))
    return Prog(f, [put(normal(rng, 32, 16), m, "x", None)])


@case("jit", tags=["mesh_2d"])
def reshard_2d(rng):
    """Resharding on the 4x2 mesh: x [16,8] placed P('x','y'), x-1 returned with out_shardings
    P('y','x')."""
    m = mesh2(4, 2)
    f = jit(lambda x: x - 1.0, out_shardings=ns(m, "y", "x"))
    return Prog(f, [put(normal(rng, 16, 8), m, "x", "y")])


@case("jit", tol=DOT)
def sharding_constraint_mid(rng):
    """with_sharding_constraint in the middle of a program: y = sin(x) for x [32,16] sharded
    on rows, constrained to P(None,'x'), then y @ w (w [16,8] replicated) and y summed over
    rows."""
    m = mesh1()

    def f(x, w):
        y = lax.with_sharding_constraint(jnp.sin(x), ns(m, None, "x"))
        return y @ w, jnp.sum(y, axis=0)
    return Prog(jit(f), [put(normal(rng, 32, 16), m, "x", None), put(normal(rng, 16, 8), m)])


@case("jit", tags=["mesh_2d", "uneven"], tol=DOT)
def uneven_constraint(rng):
    """Dims not divisible by the mesh axis inside the program (4x2 mesh): x [16,10] sharded on
    'x' (4 devices) is summed over rows to [10] and its first 5 columns max-reduced to [5];
    both are with_sharding_constraint'ed to P('x') (10 and 5 over 4 devices: padded shards)
    before 2*s and tanh(t)."""
    m = mesh2(4, 2)

    def f(x):
        s = lax.with_sharding_constraint(jnp.sum(x, 0), ns(m, "x"))
        t = lax.with_sharding_constraint(jnp.max(x[:, :5], 0), ns(m, "x"))
        return 2.0 * s, jnp.tanh(t)
    return Prog(jit(f), [put(normal(rng, 16, 10), m, "x", None)])


@case("jit", tags=["integer"])
def int_sharded_arith(rng):
    """s32 arithmetic on [32,16] arrays sharded on rows: a*b + a//3 - b%5, max, xor, shifts,
    and a sum over the sharded dim (exact)."""
    m = mesh1()

    def f(a, b):
        return (a * b + a // 3 - b % 5, jnp.maximum(a, b) ^ (a << 2), jnp.sum(a * b, axis=0))
    return Prog(jit(f), [put(ints(rng, -100, 100, 32, 16), m, "x", None),
                         put(ints(rng, 1, 100, 32, 16), m, "x", None)])


@case("jit")
def two_outputs_diff_shardings(rng):
    """Two outputs with different shardings: relu(x) with out_shardings P('x',None) and the
    row-wise sum of squares of x [32,16] with out_shardings P() (replicated)."""
    m = mesh1()
    f = jit(lambda x: (jax.nn.relu(x), jnp.sum(x * x, axis=1)), out_shardings=(ns(m, "x", None), ns(m)))
    return Prog(f, [put(normal(rng, 32, 16), m, "x", None)])


@case("jit", tol=DOT)
def scalar_output(rng):
    """A scalar output: sum(x^2) + max(x) of x [64] sharded over 8 devices."""
    m = mesh1()
    f = jit(lambda x: jnp.sum(x * x) + jnp.max(x))
    return Prog(f, [put(normal(rng, 64), m, "x")])


@case("jit", tags=["mesh_2d"], tol=DOT)
def matmul_2x4_mesh(rng):
    """Sharded matmul on the 2x4 mesh: x [16,32] P('x','y') @ w [32,16] P('y',None)
    (contracting dim sharded on 'y': partial sums reduced over 'y'), out P('x',None)."""
    m = mesh2(2, 4)
    f = jit(lambda x, w: x @ w, out_shardings=ns(m, "x", None))
    return Prog(f, [put(normal(rng, 16, 32), m, "x", "y"), put(normal(rng, 32, 16, scale=0.2), m, "y", None)])


# ---------------------------------------------------------------------------------------------
# fewer devices

@case("jit", n=4, tol=DOT)
def mesh4_matmul(rng):
    """Data-parallel matmul on a 4-device mesh (jax.devices()[:4]): x [32,48] sharded on rows
    @ w [48,24] replicated, + b, relu."""
    m = mesh1(4)
    f = jit(lambda x, w, b: jax.nn.relu(x @ w + b))
    return Prog(f, [put(normal(rng, 32, 48), m, "x"), put(normal(rng, 48, 24, scale=0.2), m), put(normal(rng, 24), m)])


@case("shard_map", n=4, tags=["collective"], tol=DOT)
def mesh4_psum(rng):
    """shard_map psum over 'x' on a 4-device mesh: local blocks [2,6] of x [8,6] summed,
    out_specs P() (global [2,6])."""
    m = mesh1(4)
    f = smap(lambda a: lax.psum(a, "x"), m, P("x"), P())
    return Prog(f, [put(normal(rng, 8, 6), m, "x")])


@case("jit", n=4, tags=["mesh_2d"], tol=DOT)
def mesh4_2x2_dense(rng):
    """Dense layer on a 2x2 mesh of 4 devices: x [8,16] P('x',None), w [16,12] P(None,'y'),
    out_shardings P('x','y'); tanh(x@w)."""
    m = mesh2(2, 2)
    f = jit(lambda x, w: jnp.tanh(x @ w), out_shardings=ns(m, "x", "y"))
    return Prog(f, [put(normal(rng, 8, 16), m, "x", None), put(normal(rng, 16, 12, scale=0.3), m, None, "y")])


@case("pmap", n=4, tags=["collective"], tol=DOT)
def mesh4_pmap_psum(rng):
    """pmap over 4 devices (devices=jax.devices()[:4]): x - psum(x)/4 on stacked [4,5]."""
    return Prog(pmap(lambda x: x - lax.psum(x, "i") / 4.0, n=4), [pmap_arg(normal(rng, 4, 5), 4)])


@case("jit", n=2)
def mesh2_dp_elementwise(rng):
    """Data-parallel elementwise on a 2-device mesh: x [8,6] sharded on rows; x*x - 3x and a
    per-row max."""
    m = mesh1(2)
    f = jit(lambda x: (x * x - 3.0 * x, jnp.max(x, axis=1)))
    return Prog(f, [put(normal(rng, 8, 6), m, "x")])


@case("shard_map", n=2, tags=["collective"])
def mesh2_ppermute_swap(rng):
    """shard_map ppermute swapping the two shards of x [4,3] on a 2-device mesh."""
    m = mesh1(2)
    f = smap(lambda a: lax.ppermute(a, "x", [(0, 1), (1, 0)]), m, P("x"), P("x"))
    return Prog(f, [put(normal(rng, 4, 3), m, "x")])


# ---------------------------------------------------------------------------------------------
# shard_map collectives

@case("shard_map", tags=["collective"], tol=DOT)
def shmap_psum(rng):
    """shard_map psum over 'x' (8 devices): local blocks [2,6] of x [16,6] summed; out_specs
    P() (global [2,6])."""
    m = mesh1()
    return Prog(smap(lambda a: lax.psum(a, "x"), m, P("x"), P()), [put(normal(rng, 16, 6), m, "x")])


@case("shard_map", tags=["collective", "mesh_2d"], tol=DOT)
def shmap_psum_2d(rng):
    """shard_map psum over both axes ('x','y') of the 4x2 mesh: x [8,6] P('x','y') -> local
    [2,3] blocks summed over all 8 devices; out_specs P()."""
    m = mesh2(4, 2)
    f = smap(lambda a: lax.psum(a, ("x", "y")), m, P("x", "y"), P())
    return Prog(f, [put(normal(rng, 8, 6), m, "x", "y")])


@case("shard_map", tags=["collective"])
def shmap_pmax_pmin(rng):
    """shard_map pmax and pmin over 'x' of local [2,5] blocks of x [16,5]; out_specs P()."""
    m = mesh1()
    f = smap(lambda a: (lax.pmax(a, "x"), lax.pmin(a, "x")), m, P("x"), (P(), P()))
    return Prog(f, [put(normal(rng, 16, 5), m, "x")])


@case("shard_map", tags=["collective"], tol=DOT)
def shmap_pmean(rng):
    """shard_map pmean over 'x' of local [3,4] blocks of x [24,4], then subtract it from the
    block (centering); out_specs P('x')."""
    m = mesh1()
    f = smap(lambda a: a - lax.pmean(a, "x"), m, P("x"), P("x"))
    return Prog(f, [put(normal(rng, 24, 4), m, "x")])


@case("shard_map", tags=["collective"])
def shmap_all_gather(rng):
    """shard_map all_gather(tiled=False) over 'x': local [2,3] -> [8,2,3]; out_specs P()
    (check_vma=False)."""
    m = mesh1()
    f = smap(lambda a: lax.all_gather(a, "x"), m, P("x"), P(), check_vma=False)
    return Prog(f, [put(normal(rng, 16, 3), m, "x")])


@case("shard_map", tags=["collective"])
def shmap_all_gather_tiled(rng):
    """shard_map all_gather(tiled=True) over 'x': local [2,3] -> [16,3]; out_specs P()
    (check_vma=False)."""
    m = mesh1()
    f = smap(lambda a: lax.all_gather(a, "x", tiled=True) + 1.0, m, P("x"), P(), check_vma=False)
    return Prog(f, [put(normal(rng, 16, 3), m, "x")])


@case("shard_map", tags=["collective"])
def shmap_all_gather_axis1(rng):
    """shard_map all_gather over 'x' along axis 1: tiled=False turns local [2,3] into [2,8,3],
    tiled=True turns local [2,3] into [2,24]; out_specs P('x') (each device's copy stacked)."""
    m = mesh1()
    f = smap(lambda a: (lax.all_gather(a, "x", axis=1), lax.all_gather(a, "x", axis=1, tiled=True)),
             m, P("x"), (P("x"), P("x")))
    return Prog(f, [put(normal(rng, 16, 3), m, "x")])


@case("shard_map", tags=["collective"])
def shmap_ppermute_ring(rng):
    """shard_map ppermute ring shift over 8 devices (device i sends to i+1 mod 8) of local
    [2,4] blocks of x [16,4]."""
    m = mesh1()
    f = smap(lambda a: lax.ppermute(a, "x", [(i, (i + 1) % 8) for i in range(8)]), m, P("x"), P("x"))
    return Prog(f, [put(normal(rng, 16, 4), m, "x")])


@case("shard_map", tags=["collective"])
def shmap_ppermute_partial(rng):
    """shard_map ppermute with a partial permutation [(0,2),(1,3),(5,4),(7,0)]: devices 1, 5,
    6 and 7 get no source and receive zeros."""
    m = mesh1()
    f = smap(lambda a: lax.ppermute(a, "x", [(0, 2), (1, 3), (5, 4), (7, 0)]), m, P("x"), P("x"))
    return Prog(f, [put(normal(rng, 16, 4), m, "x")])


@case("shard_map", tags=["collective"], tol=DOT)
def shmap_psum_scatter_dim0(rng):
    """shard_map psum_scatter(scatter_dimension=0, tiled=True) over 'x': local [16,4] blocks of
    x [128,4] reduce-scattered to [2,4]; out_specs P('x') (global [16,4])."""
    m = mesh1()
    f = smap(lambda a: lax.psum_scatter(a, "x", scatter_dimension=0, tiled=True), m, P("x"), P("x"))
    return Prog(f, [put(normal(rng, 128, 4), m, "x")])


@case("shard_map", tags=["collective"], tol=DOT)
def shmap_psum_scatter_dim1(rng):
    """shard_map psum_scatter(scatter_dimension=1, tiled=True) over 'x': local [4,16] blocks of
    x [32,16] reduce-scattered to [4,2]; out_specs P(None,'x') (global [4,16])."""
    m = mesh1()
    f = smap(lambda a: lax.psum_scatter(a, "x", scatter_dimension=1, tiled=True), m, P("x"), P(None, "x"))
    return Prog(f, [put(normal(rng, 32, 16), m, "x")])


@case("shard_map", tags=["collective"])
def shmap_all_to_all(rng):
    """shard_map all_to_all(split_axis=0, concat_axis=1, tiled=True) over 'x': local [8,4]
    blocks of x [64,4] become [1,32]; out_specs P('x') (global [8,32])."""
    m = mesh1()
    f = smap(lambda a: lax.all_to_all(a, "x", 0, 1, tiled=True), m, P("x"), P("x"))
    return Prog(f, [put(normal(rng, 64, 4), m, "x")])


@case("shard_map", tags=["collective"])
def shmap_axis_index(rng):
    """shard_map axis_index: local [2,3] blocks of x [16,3] plus 100*axis_index('x'), and the
    s32 axis index itself per device (out [8])."""
    m = mesh1()

    def body(a):
        i = lax.axis_index("x")
        return a + 100.0 * i.astype(jnp.float32), jnp.reshape(i, (1,))
    return Prog(smap(body, m, P("x"), (P("x"), P("x"))), [put(normal(rng, 16, 3), m, "x")])


@case("shard_map", tags=["collective", "loop"], tol=DOT)
def shmap_ring_allreduce_fori(rng):
    """Ring all-reduce by ppermute inside lax.fori_loop inside shard_map: 7 steps of
    (acc += recv; recv = ppermute(recv, i->i+1)) over 8 devices; out_specs P('x') (every block
    ends as the sum of all blocks)."""
    m = mesh1()
    perm = [(i, (i + 1) % 8) for i in range(8)]

    def body(a):
        def step(_, carry):
            acc, buf = carry
            buf = lax.ppermute(buf, "x", perm)
            return acc + buf, buf
        return lax.fori_loop(0, 7, step, (a, a))[0]
    return Prog(smap(body, m, P("x"), P("x")), [put(normal(rng, 16, 4), m, "x")])


@case("shard_map", tags=["collective", "loop"], tol=DOT)
def shmap_scan_psum(rng):
    """lax.scan inside shard_map with a collective per step: for each of 5 rows of the local
    [5,4] block, carry = carry*0.5 + psum(row) over 'x'; returns the final carry and the
    per-step outputs (out_specs P('x'))."""
    m = mesh1()

    def body(a):
        def step(c, row):
            c = c * 0.5 + lax.psum(row, "x")
            return c, c
        return lax.scan(step, jnp.zeros(4, jnp.float32), a[0])
    f = smap(lambda a: tuple(o[None] for o in body(a)), m, P("x"), (P("x"), P("x")))
    return Prog(f, [put(normal(rng, 8, 5, 4), m, "x")])


@case("shard_map", tags=["collective", "mesh_2d"], tol=DOT)
def shmap_2d_psum_all_gather(rng):
    """shard_map on the 2x4 mesh mixing axes: psum over 'y' then all_gather(tiled) over 'x' of
    local [2,3] blocks of x [4,12] P('x','y') -> [4,3]; out_specs P() (check_vma=False)."""
    m = mesh2(2, 4)
    f = smap(lambda a: lax.all_gather(lax.psum(a, "y"), "x", tiled=True), m, P("x", "y"), P(), check_vma=False)
    return Prog(f, [put(normal(rng, 4, 12), m, "x", "y")])


# ---------------------------------------------------------------------------------------------
# pmap (jax 0.10.2 lowers pmap through shard_map: 1 replica, N partitions)

@case("pmap")
def pmap_elementwise(rng):
    """pmap of an elementwise function over 8 devices: sin(x)*y + 1 on stacked [8,3,4]."""
    return Prog(pmap(lambda x, y: jnp.sin(x) * y + 1.0),
                [pmap_arg(normal(rng, 8, 3, 4)), pmap_arg(normal(rng, 8, 3, 4))], tols=[DOT])


@case("pmap", tags=["collective"], tol=DOT)
def pmap_psum(rng):
    """psum inside pmap over 8 devices: x / psum(x) for positive stacked x [8,6]."""
    return Prog(pmap(lambda x: x / lax.psum(x, "i")), [pmap_arg(uniform(rng, 0.5, 2, 8, 6))])


@case("pmap", tags=["collective"])
def pmap_all_gather(rng):
    """pmap with all_gather over 8 devices: each device gets the stacked [8,2] of all per-device
    [2] vectors (out [8,8,2])."""
    return Prog(pmap(lambda x: lax.all_gather(x, "i")), [pmap_arg(normal(rng, 8, 2))])


@case("pmap", tags=["collective"])
def pmap_ppermute(rng):
    """pmap with ppermute over 8 devices: a backwards ring shift (i -> i-1) of per-device [3]."""
    return Prog(pmap(lambda x: lax.ppermute(x, "i", [(i, (i - 1) % 8) for i in range(8)])),
                [pmap_arg(normal(rng, 8, 3))])


@case("pmap", tags=["collective"])
def pmap_axis_index(rng):
    """axis_index under pmap: x * (axis_index + 1) and the s32 index per device."""
    def f(x):
        i = lax.axis_index("i")
        return x * (i + 1).astype(jnp.float32), i
    return Prog(pmap(f), [pmap_arg(normal(rng, 8, 4))])


@case("pmap", tags=["collective"], tol=DOT)
def pmap_axis_index_groups(rng):
    """Collectives over device subgroups under pmap (axis_index_groups; shard_map refuses
    them): psum over groups [[0,1,2,3],[4,5,6,7]] and all_gather over strided groups
    [[0,2,4,6],[1,3,5,7]] of per-device [3] (outs [8,3] and [8,4,3])."""
    def f(x):
        return (lax.psum(x, "i", axis_index_groups=[[0, 1, 2, 3], [4, 5, 6, 7]]),
                lax.all_gather(x, "i", axis_index_groups=[[0, 2, 4, 6], [1, 3, 5, 7]]))
    return Prog(pmap(f), [pmap_arg(normal(rng, 8, 3))], tols=[DOT, EXACT])


# ---------------------------------------------------------------------------------------------
# GSPMD partitioner (jax_use_shardy_partitioner=False)

@case("jit", partitioner="gspmd", tol=DOT)
def gspmd_dp_mlp_forward(rng):
    """GSPMD: data-parallel MLP forward, batch [64,32] sharded on 'x', weights replicated;
    relu(x@w1+b1)@w2+b2."""
    m = mesh1()
    f = jit(lambda x, w1, b1, w2, b2: jax.nn.relu(x @ w1 + b1) @ w2 + b2)
    return Prog(f, [put(normal(rng, 64, 32), m, "x"), put(normal(rng, 32, 64, scale=0.2), m),
                    put(normal(rng, 64), m), put(normal(rng, 64, 10, scale=0.2), m),
                    put(normal(rng, 10), m)])


@case("jit", partitioner="gspmd", tol=DOT)
def gspmd_sharding_constraint(rng):
    """GSPMD: with_sharding_constraint mid-program; y = sin(x) for x [32,16] P('x',None),
    constrained to P(None,'x'), then y @ w (w [16,8] replicated) and sum over rows."""
    m = mesh1()

    def f(x, w):
        y = lax.with_sharding_constraint(jnp.sin(x), ns(m, None, "x"))
        return y @ w, jnp.sum(y, axis=0)
    return Prog(jit(f), [put(normal(rng, 32, 16), m, "x", None), put(normal(rng, 16, 8), m)])


@case("jit", partitioner="gspmd", tol=DOT)
def gspmd_tp_column_dense(rng):
    """GSPMD: column tensor parallel dense, x [16,32] replicated, w [32,64] and b [64] sharded
    on the output dim; relu(x@w+b) with out_shardings P(None,'x')."""
    m = mesh1()
    f = jit(lambda x, w, b: jax.nn.relu(x @ w + b), out_shardings=ns(m, None, "x"))
    return Prog(f, [put(normal(rng, 16, 32), m), put(normal(rng, 32, 64, scale=0.2), m, None, "x"),
                    put(normal(rng, 64), m, "x")])


@case("jit", partitioner="gspmd", tags=["mesh_2d"])
def gspmd_reshard_2d(rng):
    """GSPMD: resharding on the 4x2 mesh, x [16,8] P('x','y') -> x*3 with out_shardings
    P('y','x')."""
    m = mesh2(4, 2)
    f = jit(lambda x: x * 3.0, out_shardings=ns(m, "y", "x"))
    return Prog(f, [put(normal(rng, 16, 8), m, "x", "y")])


@case("shard_map", partitioner="gspmd", tags=["collective"], tol=DOT)
def gspmd_shmap_psum(rng):
    """GSPMD: shard_map psum over 'x' (8 devices) of local [2,6] blocks of x [16,6], times 2;
    out_specs P()."""
    m = mesh1()
    return Prog(smap(lambda a: 2.0 * lax.psum(a, "x"), m, P("x"), P()), [put(normal(rng, 16, 6), m, "x")])


@case("shard_map", partitioner="gspmd", tags=["collective"])
def gspmd_shmap_all_gather(rng):
    """GSPMD: shard_map all_gather(tiled=True) over 'x' of local [2,3] blocks -> [16,3];
    out_specs P() (check_vma=False)."""
    m = mesh1()
    f = smap(lambda a: lax.all_gather(a, "x", tiled=True), m, P("x"), P(), check_vma=False)
    return Prog(f, [put(normal(rng, 16, 3), m, "x")])


@case("shard_map", partitioner="gspmd", tags=["collective"])
def gspmd_shmap_all_to_all(rng):
    """GSPMD: shard_map all_to_all(split_axis=1, concat_axis=0, tiled=True) over 'x': local
    [2,16] blocks of x [16,16] become [16,2]; out_specs P(None,'x') (global [16,16])."""
    m = mesh1()
    f = smap(lambda a: lax.all_to_all(a, "x", 1, 0, tiled=True), m, P("x"), P(None, "x"))
    return Prog(f, [put(normal(rng, 16, 16), m, "x")])


@case("pmap", partitioner="gspmd", tags=["collective"], tol=DOT)
def gspmd_pmap_psum(rng):
    """GSPMD: psum inside pmap over 8 devices (x - mean over devices) on stacked [8,4]."""
    return Prog(pmap(lambda x: x - lax.psum(x, "i") / 8.0), [pmap_arg(normal(rng, 8, 4))])


# ---------------------------------------------------------------------------------------------
# runner

XLA_DTYPES = {"bool": "pred", "int8": "s8", "int16": "s16", "int32": "s32", "int64": "s64",
              "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64",
              "float16": "f16", "bfloat16": "bf16", "float32": "f32", "float64": "f64"}


@contextlib.contextmanager
def partitioner(name):
    old = jax.config.jax_use_shardy_partitioner
    jax.config.update("jax_use_shardy_partitioner", name == "shardy")
    try:
        yield
    finally:
        jax.config.update("jax_use_shardy_partitioner", old)


def hlo_opcodes(hlo):
    counts = collections.Counter()
    for line in hlo.splitlines():
        m = re.match(r"\s*(?:ROOT\s+)?[\w.\-]+\s*=\s*", line)
        if not m or line.lstrip().startswith(("HloModule", "ENTRY")):
            continue
        rest = line[m.end():]
        if rest.startswith("("):                       # tuple shape: skip balanced parens
            depth = 0
            for i, ch in enumerate(rest):
                depth += ch == "("
                depth -= ch == ")"
                if depth == 0:
                    rest = rest[i + 1:]
                    break
        else:
            rest = rest.split(" ", 1)[1] if " " in rest else ""
        op = re.match(r"\s*([\w\-]+)\(", rest)
        if op:
            counts[op.group(1)] += 1
    return dict(sorted(counts.items()))


def mlir_ops(text):
    """Ops at the start of a statement (`%x = op`, `op ...`, `"op"(...)`); `return` counts as
    func.return; unqualified `call` is not counted (as in ../conformance)."""
    counts = collections.Counter()
    for line in text.splitlines():
        s = re.sub(r"^\s*(?:%[\w#:, %]*=\s*)?", "", line)
        if re.match(r"return\b", s):
            counts["func.return"] += 1
            continue
        m = re.match(r'"?([a-z_]+(?:\.[a-z_0-9]+)+)"?[\s(<{:@%]', s)
        if m:
            counts[m.group(1)] += 1
    return dict(sorted(counts.items()))


def hlo_sharding(a):
    return str(a.sharding._to_xla_hlo_sharding(a.ndim))


def block(outs):
    for o in outs:
        o.block_until_ready()


def time_exec(compiled, args, min_time=0.25):
    for _ in range(3):
        block(jax.tree.leaves(compiled(*args)))
    samples, start = [], time.perf_counter()
    while len(samples) < 20 or time.perf_counter() - start < min_time:
        t = time.perf_counter()
        block(jax.tree.leaves(compiled(*args)))
        samples.append((time.perf_counter() - t) * 1e6)
    return round(statistics.median(samples), 2), len(samples)


def xla_client_run(text, meta, inputs, is_hlo):
    """Compiles module text through the backend directly (as tests/bench_jaxlib.py does),
    places the inputs per the executable's parameter shardings and returns global outputs."""
    backend = jax.extend.backend.get_backend("cpu")
    n = meta["num_devices"]
    devs = tuple(DEVS[:n])
    if is_hlo:
        comp = xc.hlo.XlaComputation(xc.hlo.hlo_module_from_text(text).as_serialized_hlo_module_proto())
        text = xc._xla.mlir.xla_computation_to_mlir_module(comp)
    opts = xc.CompileOptions()
    opts.num_replicas = meta["num_replicas"]
    opts.num_partitions = meta["num_partitions"]
    bo = opts.executable_build_options
    bo.use_spmd_partitioning = True
    bo.use_shardy_partitioner = meta["partitioner"] == "shardy"
    opts.device_assignment = xc.DeviceAssignment.create(
        np.arange(n).reshape(meta["num_replicas"], meta["num_partitions"]))
    exe = backend.compile_and_load(text, xc.DeviceList(devs), opts)
    GS = jax.sharding.GSPMDSharding if hasattr(jax.sharding, "GSPMDSharding") else \
        __import__("jax._src.sharding_impls", fromlist=["GSPMDSharding"]).GSPMDSharding
    args = [jax.device_put(x, GS(devs, s)) for x, s in zip(inputs, exe.get_parameter_shardings())]
    shards = exe.execute_sharded(args).disassemble_into_single_device_arrays()
    outs = []
    for o, s, per_dev in zip(meta["outputs"], exe.get_output_shardings(), shards):
        outs.append(np.asarray(jax.make_array_from_single_device_arrays(tuple(o["shape"]), GS(devs, s), per_dev)))
    return outs


def close(got, want, rtol, atol):
    if got.dtype != want.dtype or got.shape != want.shape:
        return False
    if not np.issubdtype(want.dtype, np.floating):
        return np.array_equal(got, want)
    return bool(np.all(np.abs(got.astype(np.float64) - want) <= atol + rtol * np.abs(want.astype(np.float64))))


def dumps(obj, ind=0):
    """json with indent 1 and lists of scalars on one line (the ../conformance style)."""
    pad, pad1 = " " * ind, " " * (ind + 1)
    if isinstance(obj, dict):
        if not obj:
            return "{}"
        return "{\n" + ",\n".join(f"{pad1}{json.dumps(k)}: {dumps(v, ind + 1)}" for k, v in obj.items()) + f"\n{pad}}}"
    if isinstance(obj, (list, tuple)):
        if all(not isinstance(v, (dict, list, tuple)) for v in obj):
            return "[" + ", ".join(json.dumps(v) for v in obj) + "]"
        return "[\n" + ",\n".join(pad1 + dumps(v, ind + 1) for v in obj) + f"\n{pad}]"
    return json.dumps(obj)


def tensor_meta(fname, a, sharding):
    d = {"file": fname, "dtype": XLA_DTYPES[a.dtype.name], "shape": list(a.shape)}
    d["sharding"] = sharding
    return d


def run_case(c, do_time=True):
    rng = np.random.default_rng(zlib.crc32(f"multi_device/{c.name}".encode()))
    with partitioner(c.partitioner):
        prog = c.build(rng)
        values = [np.ascontiguousarray(v) for v, _ in prog.args]
        placed = [jax.device_put(v, s) for v, s in prog.args]
        lowered = prog.fn.lower(*placed)
        mlir = lowered.as_text()
        hlo = lowered.compiler_ir("hlo").as_hlo_text(print_large_constants=True)
        t0 = time.perf_counter()
        compiled = lowered.compile()
        compile_ms = round((time.perf_counter() - t0) * 1e3, 2)
        outs = jax.tree.leaves(compiled(*placed))
        block(outs)
        out_np = [np.asarray(o) for o in outs]
        fresh = [np.asarray(o) for o in jax.tree.leaves(prog.fn(*placed))]
        in_shardings = [hlo_sharding(a) for a in placed]
        out_shardings = [hlo_sharding(o) for o in outs]
        exec_us, runs = time_exec(compiled, placed) if do_time else (None, None)

    # compile options jax used, read back from the lowered module
    reps = int(re.search(r"mhlo\.num_replicas = (\d+)", mlir).group(1))
    parts = int(re.search(r"mhlo\.num_partitions = (\d+)", mlir).group(1))
    assert (reps, parts) == (1, c.n), (c.name, reps, parts)
    # every entry parameter carries an explicit sharding
    entry = hlo[hlo.index("\nENTRY"):]
    params = re.findall(r"= \S+ parameter\((\d+)\)(.*)", entry)
    assert len(params) == len(placed), (c.name, len(params), len(placed))
    assert all("sharding=" in rest for _, rest in params), c.name
    if c.partitioner == "shardy":
        assert "sdy.mesh" in mlir and "mhlo.sharding" not in mlir, c.name
    else:
        assert "sdy." not in mlir and "mhlo.sharding" in mlir, c.name
    for a, b in zip(out_np, fresh):
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes(), f"{c.name}: rerun differs"

    tols = prog.tols or [(c.rtol, c.atol)] * len(out_np)
    assert len(tols) == len(out_np), c.name
    tols = [t if np.issubdtype(o.dtype, np.floating) else (0, 0) for t, o in zip(tols, out_np)]
    kind_tags = {"jit": ["jit"], "shard_map": ["shard_map"], "pmap": ["pmap"]}[c.kind]
    tags = ["multi_device"] + kind_tags + c.tags + (["gspmd"] if c.partitioner == "gspmd" else [])
    tags += ["integer"] if any(o.dtype.kind in "iu" for o in out_np) and "integer" not in tags else []
    ccts = sorted(set(re.findall(r'custom_call_target="([^"]+)"', hlo)))
    meta = {
        "name": c.name,
        "description": c.description,
        "set": "multi_device",
        "num_devices": c.n,
        "num_replicas": reps,
        "num_partitions": parts,
        "partitioner": c.partitioner,
        "mesh": {str(k): int(v) for k, v in prog.args[0][1].mesh.shape.items()},
        "inputs": [tensor_meta(f"in{i}.npy", v, s) for i, (v, s) in enumerate(zip(values, in_shardings))],
        "outputs": [dict(tensor_meta(f"out{i}.npy", o, s), rtol=t[0], atol=t[1])
                    for i, (o, s, t) in enumerate(zip(out_np, out_shardings, tols))],
        "rtol": c.rtol,
        "atol": c.atol,
        "tags": tags + (["custom_call"] if ccts else []),
        "x64": False,
        "custom_call_targets": ccts,
        "hlo_opcodes": hlo_opcodes(hlo),
        "mlir_ops": mlir_ops(mlir),
        "jaxlib_execute_us": exec_us,
        "jaxlib_execute_runs": runs,
        "jaxlib_compile_ms": compile_ms,
        "generator": VERSIONS,
    }

    d = os.path.join(HERE, c.name)
    if os.path.isdir(d):
        if do_time is False and os.path.exists(os.path.join(d, "case.json")):
            old = json.load(open(os.path.join(d, "case.json")))
            for k in ("jaxlib_execute_us", "jaxlib_execute_runs"):
                meta[k] = old.get(k)
        shutil.rmtree(d)
    os.makedirs(d)
    with open(os.path.join(d, "module.hlo"), "w") as f:
        f.write(hlo)
    with open(os.path.join(d, "module.mlir"), "w") as f:
        f.write(mlir)
    for i, v in enumerate(values):
        np.save(os.path.join(d, f"in{i}.npy"), v)
    for i, o in enumerate(out_np):
        np.save(os.path.join(d, f"out{i}.npy"), o)
    with open(os.path.join(d, "case.json"), "w") as f:
        f.write(dumps(meta) + "\n")

    # the stored pair is self-consistent: files reload to what ran, and module.mlir and
    # module.hlo, compiled by xla_client directly, reproduce the stored outputs
    stored_in = [np.load(os.path.join(d, f"in{i}.npy")) for i in range(len(values))]
    stored = [np.load(os.path.join(d, f"out{i}.npy")) for i in range(len(out_np))]
    assert all(a.tobytes() == b.tobytes() for a, b in zip(stored, fresh)), c.name
    assert f"mhlo.num_partitions = {parts}" in mlir and f"mhlo.num_replicas = {reps}" in mlir
    status = {}
    with partitioner(c.partitioner):
        for label, text, is_hlo in (("mlir", mlir, False), ("hlo", hlo, True)):
            got = xla_client_run(text, meta, stored_in, is_hlo)
            if all(g.tobytes() == w.tobytes() for g, w in zip(got, stored)):
                status[label] = "bitwise"
            elif all(close(g, w, t[0], t[1]) for g, w, t in zip(got, stored, tols)):
                status[label] = "within tol"
            else:
                raise AssertionError(f"{c.name}: {label} through xla_client differs from stored outputs")
    return meta, status


def write_index():
    cases = []
    for name in CASES:
        p = os.path.join(HERE, name, "case.json")
        if not os.path.exists(p):
            continue
        m = json.load(open(p))
        cases.append({"name": m["name"], "tags": m["tags"], "description": m["description"],
                      "num_devices": m["num_devices"], "num_replicas": m["num_replicas"],
                      "num_partitions": m["num_partitions"], "partitioner": m["partitioner"], "mesh": m["mesh"],
                      "inputs": len(m["inputs"]), "outputs": len(m["outputs"]),
                      "custom_call_targets": m["custom_call_targets"]})
    index = {"set": "multi_device", "format_version": 1,
             "generator": f"jax {VERSIONS['jax']} / jaxlib {VERSIONS['jaxlib']} multi-device generator "
                          "(tests/multi_device/generate.py), 8 forced host CPU devices",
             "jax_version": VERSIONS["jax"], "cases": cases}
    with open(os.path.join(HERE, "index.json"), "w") as f:
        f.write(dumps(index) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", nargs="+", metavar="NAME", help="generate only these cases")
    ap.add_argument("--no-time", action="store_true", help="skip timing (keeps old timing fields)")
    a = ap.parse_args()
    names = a.only or list(CASES)
    for n in names:
        if n not in CASES:
            sys.exit(f"unknown case {n}")
    for n in names:
        meta, status = run_case(CASES[n], do_time=not a.no_time)
        print(f"{n:30s} dev={meta['num_devices']} {meta['partitioner']:6s} "
              f"exec={meta['jaxlib_execute_us']}us compile={meta['jaxlib_compile_ms']}ms "
              f"xla_client: mlir {status['mlir']}, hlo {status['hlo']}", flush=True)
    write_index()


if __name__ == "__main__":
    main()
