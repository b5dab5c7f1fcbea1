"""JAX plugin registration for webxla.

jax imports this module through the `jax_plugins` entry point and calls `initialize()`,
which registers the PJRT plugin library `libwebxla_pjrt.so`: the path in the environment
variable WEBXLA_PJRT_LIBRARY, else the copy installed next to this file.

Manual registration, without installing this package:

    import jax._src.xla_bridge as xb
    xb.register_plugin('webxla', library_path='/path/to/libwebxla_pjrt.so')

Select it with JAX_PLATFORMS=webxla. WEBXLA_BACKEND=cpu|gpu picks webxla's backend (cpu by
default; gpu is wgpu: Vulkan, Metal, DX12) and WEBXLA_DEVICES the device count (default 1).
"""
import os
import pathlib

LIBRARY_NAME = "libwebxla_pjrt.so"


def library_path():
    env = os.environ.get("WEBXLA_PJRT_LIBRARY")
    if env:
        return env
    here = pathlib.Path(__file__).resolve().parent / LIBRARY_NAME
    return str(here) if here.exists() else None


def initialize():
    path = library_path()
    if path is None:
        import warnings

        warnings.warn(
            "webxla: no plugin library found; set WEBXLA_PJRT_LIBRARY to libwebxla_pjrt.so"
        )
        return
    from jax._src import xla_bridge as xb

    xb.register_plugin("webxla", library_path=path)
