"""Regenerates the multi-device front-end test programs: the same program as StableHLO
(`tests/stablehlo_extra/multi_device/<name>.mlir`) and as HLO (`tests/hlo_extra/md_<name>.hlo`),
lowered by jax 0.10.2 on 8 forced host devices: jit with NamedSharding (1-D and 2-D meshes,
out_shardings, with_sharding_constraint, explicit-axis reshard, shard_alike), shard_map with
every collective, pmap, each with the Shardy partitioner and (prefix `gspmd_`) with GSPMD.
`shardy_conversions` is written by hand (sub-axes, open dimensions, priorities, inline and
permuted meshes) and converted to HLO by XLA, so its HLO `sharding={...}` are XLA's conversions.
Programs webxla refuses (partially manual shard_map) go to `multi_device/refused/`.

These are parse/verify inputs only (no .npy files): the front-end tests compare the two texts.
Run from the repository root: python3 tests/stablehlo_extra/generate_multi_device.py [names...]
"""
import os, sys
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P, AxisType
from jax.experimental.shard_alike import shard_alike
from jax._src.lib import xla_client as xc

ROOT = os.path.dirname(os.path.abspath(__file__))
MLIR_DIR = os.path.join(ROOT, "multi_device")
HLO_DIR = os.path.join(ROOT, "..", "hlo_extra")
ONLY = sys.argv[1:]

DEVS = np.array(jax.devices())
MESH8 = Mesh(DEVS, ("x",))
MESH42 = Mesh(DEVS.reshape(4, 2), ("x", "y"))
MESH24 = Mesh(DEVS.reshape(2, 4), ("x", "y"))
F = np.float32


def ones(*shape, dt=F):
    return np.arange(np.prod(shape)).reshape(shape).astype(dt)


def put(x, mesh, spec):
    return jax.device_put(x, NamedSharding(mesh, spec))


def write(name, mlir, hlo, refused=False):
    mdir = os.path.join(MLIR_DIR, "refused") if refused else MLIR_DIR
    hdir = mdir if refused else HLO_DIR
    hname = f"{name}.hlo" if refused else f"md_{name}.hlo"
    os.makedirs(mdir, exist_ok=True)
    with open(os.path.join(mdir, f"{name}.mlir"), "w") as f:
        f.write(mlir)
    with open(os.path.join(hdir, hname), "w") as f:
        f.write(hlo)


CASES = []


def case(name, gspmd_too=True, refused=False):
    def reg(fn):
        CASES.append((name, fn, False, refused))
        if gspmd_too:
            CASES.append(("gspmd_" + name, fn, True, refused))
        return fn
    return reg


@case("jit_1d_out_shardings")
def _():
    f = lambda a, b: (jnp.tanh(a) * 2 + b, jnp.sum(a, axis=0))
    return jax.jit(f, out_shardings=(NamedSharding(MESH8, P(None, "x")), NamedSharding(MESH8, P()))).lower(
        put(ones(16, 8), MESH8, P("x", None)), put(ones(16, 8), MESH8, P()))


@case("jit_2d_constraint")
def _():
    def f(a, b):
        c = jax.lax.with_sharding_constraint(a @ b, NamedSharding(MESH42, P(None, "x")))
        return jnp.cumsum(c, axis=1)
    return jax.jit(f, out_shardings=NamedSharding(MESH42, P("y"))).lower(
        put(ones(16, 8), MESH42, P("x", None)), put(ones(8, 4), MESH42, P(None, "y")))


@case("jit_2d_multi_axis")
def _():
    f = lambda a, b, c: (a * 2, b + 1, c - 1, jax.lax.with_sharding_constraint(a.T, NamedSharding(MESH24, P(("y", "x")))))
    return jax.jit(f).lower(put(ones(16, 8), MESH24, P(("x", "y"))), put(ones(8, 16), MESH24, P(None, ("y", "x"))),
                            put(ones(4, 8), MESH24, P("y", "x")))


@case("shard_alike")
def _():
    def f(a, b):
        a2, b2 = shard_alike(a * 2, b + 1)
        return a2 + b2
    return jax.jit(f).lower(put(ones(8, 8), MESH42, P("x")), ones(8, 8))


def shmap(body, mesh, in_specs, out_specs, *args):
    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs, check_vma=False)).lower(*args)


@case("shmap_psum_axis_index")
def _():
    g = lambda x: jax.lax.psum(x, "x") + jax.lax.axis_index("y")
    return shmap(g, MESH42, P("x", "y"), P(None, "y"), ones(8, 8))


@case("shmap_collectives")
def _():
    def g(a, b):
        s = jax.lax.psum(a, ("x", "y"))
        ag = jax.lax.all_gather(b, "x", axis=0, tiled=True)
        pp = jax.lax.ppermute(a, "x", [(i, (i + 1) % 4) for i in range(4)])
        rs = jax.lax.psum_scatter(b, "y", scatter_dimension=1, tiled=True)
        mx = jax.lax.pmax(a, "y")
        mn = jax.lax.pmin(b.astype(jnp.int32), "x")
        return s + pp + mx, ag, rs, mn
    return shmap(g, MESH42, (P("x", "y"), P("x", "y")), (P("x", "y"), P(None, "y"), P("x", "y"), P(None, "y")),
                 ones(8, 8), ones(8, 8))


@case("shmap_gather_scatter_untiled")
def _():
    def g(a):
        ag = jax.lax.all_gather(a, "x", axis=1)
        rs = jax.lax.psum_scatter(ag, "x", scatter_dimension=1)
        return ag, rs
    return shmap(g, MESH8, P("x"), (P("x"), P("x")), ones(16, 4))


@case("shmap_all_to_all")
def _():
    def g(a):
        t = jax.lax.all_to_all(a, "x", 0, 1, tiled=True)
        u = jax.lax.all_to_all(a.reshape(4, 2, 4), "x", 0, 0)
        return t, u
    return shmap(g, MESH42, P(None, "y"), (P(None, "y"), P(None)), ones(8, 8))


@case("shmap_ppermute_2d")
def _():
    def g(a):
        return jax.lax.ppermute(a, ("x", "y"), [(i, 7 - i) for i in range(8)]) * jax.lax.axis_index("x")
    return shmap(g, MESH42, P("x", "y"), P("x", "y"), ones(8, 4))


@case("pmap_psum_groups")
def _():
    return jax.pmap(lambda a: (jax.lax.psum(a, "i", axis_index_groups=[[0, 2, 4, 6], [1, 3, 5, 7]]),
                               jax.lax.all_gather(a, "i"), jax.lax.axis_index("i")), axis_name="i").lower(ones(8, 3))


@case("explicit_reshard", gspmd_too=False)
def _():
    m = jax.make_mesh((4, 2), ("x", "y"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(m):
        return jax.jit(lambda a: jax.sharding.reshard(a * 2, P("y", "x"))).lower(put(ones(8, 8), m, P("x")))


@case("partial_manual", refused=True)
def _():
    g = lambda a: jax.lax.psum(a, "x")
    return jax.jit(jax.shard_map(g, mesh=MESH42, in_specs=P("x"), out_specs=P(), axis_names={"x"},
                                 check_vma=False)).lower(ones(8, 8))


SHARDY_CONVERSIONS = """module @shardy_conversions attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]>
  sdy.mesh @m8 = <["x"=8]>
  sdy.mesh @mp = <["a"=2, "b"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>
  func.func public @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"x":(1)2}, {}]>},
      %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"x":(4)2}, {"x":(1)4}]>},
      %arg2: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mp, [{"b"}, {"a"}]>},
      %arg3: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(2)2}, {"y"}]>},
      %arg4: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"y", ?}], replicated={"x"}>},
      %arg5: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}p1, {"x"}]>},
      %arg6: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=4]>, [{"y"}, {}]>},
      %arg7: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"x":(2)2}, {}]>},
      %arg8: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>},
      %arg9: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mp, [{"a", "b"}, {}]>},
      %arg10: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {}]>}
      ) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<16x8xf32>
    %1 = sdy.sharding_constraint %0 <@m8, [{}, {"x":(2)4}]> : tensor<16x8xf32>
    %2 = stablehlo.add %1, %arg2 : tensor<16x8xf32>
    return %1, %2 : tensor<16x8xf32>, tensor<16x8xf32>
  }
}
"""


def main():
    for name, fn, gspmd, refused in CASES:
        if ONLY and name not in ONLY:
            continue
        jax.config.update("jax_use_shardy_partitioner", not gspmd)
        try:
            lo = fn()
            write(name, lo.as_text(), lo.compiler_ir("hlo").as_hlo_text(print_large_constants=True), refused)
        finally:
            jax.config.update("jax_use_shardy_partitioner", True)
        print("wrote", name)
    if not ONLY or "shardy_conversions" in ONLY:
        comp = xc._xla.mlir.mlir_module_to_xla_computation(SHARDY_CONVERSIONS, use_tuple_args=False, return_tuple=False)
        write("shardy_conversions", SHARDY_CONVERSIONS, comp.as_hlo_text())
        print("wrote shardy_conversions")


main()
