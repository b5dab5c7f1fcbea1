"""For each portable artifact whose jaxlib deserialization differs from roundtrip.mlir (an older
target version can change the program: serializing for 1.0.0 rewrites a gather with batching
dimensions, expands tan into sine/cosine, ...), writes roundtrip_<version>.mlir: jaxlib's own
deserialization of that artifact, printed. tests/bytecode_front_end.rs compares each artifact
with roundtrip_<version>.mlir when present, else roundtrip.mlir.
Run with jax==0.10.2 installed, after make_cases.py:  python3 tests/bytecode/make_roundtrips.py
"""
import glob, os
from jaxlib.mlir.dialects import stablehlo
from make_cases import HERE, context

made = 0
for art in sorted(glob.glob(os.path.join(HERE, "*", "*", "vhlo_*.mlirbc"))):
    d = os.path.dirname(art)
    v = os.path.basename(art)[len("vhlo_"):-len(".mlirbc")]
    with context() as ctx:
        m = stablehlo.deserialize_portable_artifact(ctx, open(art, "rb").read())
        text = m.operation.get_asm(enable_debug_info=False)
    path = os.path.join(d, f"roundtrip_{v}.mlir")
    if text != open(os.path.join(d, "roundtrip.mlir")).read():
        open(path, "w").write(text)
        made += 1
    elif os.path.exists(path):
        os.remove(path)
print(f"{made} per-version roundtrips written")
