"""Serializes every text case of the corpora with jaxlib's own bindings, so the bytecode front
end can be checked against the text front end with nothing of ours in the loop.

For each case directory holding module.mlir, writes tests/bytecode/<corpus>/<case>/:
  vhlo_<version>.mlirbc  the StableHLO portable artifact (VHLO ops in MLIR bytecode) that
                         jaxlib's serialize_portable_artifact makes for that target version: what
                         a PJRT plugin receives from jit (CHLO legalized first, as jaxlib does),
                         Shardy attributes exported as frontend attributes
  vhlo_sdy_1.17.0.mlirbc the same with Shardy kept as the sdy dialect in bytecode (what jit
                         hands a plugin and jax.export stores when Shardy is on), multi_device
                         only, with roundtrip_sdy_1.17.0.mlir, jaxlib's deserialization of it
  roundtrip.mlir         jaxlib's own deserialization of the newest artifact, printed: the text
                         the bytecode path must agree with
  plain.mlirbc           the module in plain MLIR bytecode (stablehlo/chlo/sdy dialects, no VHLO),
                         written by jaxlib's MLIR bindings
Run with jax==0.10.2 installed:  python3 tests/bytecode/make_cases.py [CORPUS...]
(every corpus below when none is named)
"""
import os, sys
from jaxlib import _jax
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo, chlo
try:
    from jaxlib.mlir.dialects import sdy
except ImportError:
    sdy = None

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VERSIONS = ["0.9.0", "1.0.0", "1.9.0", "1.13.7", "1.17.0"]
CORPORA = ["conformance", "multi_device", "stablehlo_extra", "fft"]
# Of tests/fft, the four that together hold every FFT type, 1-3 dimensions and both
# precisions' real and complex sides (the bytecode path maps fft's attributes the same way
# for every case; all 18 would add 250 KB).
SOME = {"fft": {"fft_c64", "rfft_f64", "irfft_c64", "fftn_c128"}}


def context():
    ctx = ir.Context()
    stablehlo.register_dialect(ctx)
    chlo.register_dialect(ctx)
    if sdy is not None:
        sdy.register_dialect(ctx)
    return ctx


def main():
    made = failed = 0
    for corpus in sys.argv[1:] or CORPORA:
        base = os.path.join(ROOT, corpus)
        if not os.path.isdir(base):
            continue
        for case in sorted(os.listdir(base)):
            src = os.path.join(base, case, "module.mlir")
            if not os.path.isfile(src) or case not in SOME.get(corpus, {case}):
                continue
            text = open(src).read()
            out = os.path.join(HERE, corpus, case)
            os.makedirs(out, exist_ok=True)
            newest = None
            for v in VERSIONS:
                try:
                    b = _jax.mlir.serialize_portable_artifact(text, v)
                except Exception as e:  # an op newer than the target: recorded, not fatal
                    print(f"{corpus}/{case}: {v}: {str(e).splitlines()[0][:120]}", file=sys.stderr)
                    failed += 1
                    continue
                open(os.path.join(out, f"vhlo_{v}.mlirbc"), "wb").write(b)
                newest = b
                made += 1
            if corpus == "multi_device":
                b = _jax.mlir.serialize_portable_artifact(text, VERSIONS[-1], True)
                open(os.path.join(out, f"vhlo_sdy_{VERSIONS[-1]}.mlirbc"), "wb").write(b)
                made += 1
                with context() as ctx:
                    m = stablehlo.deserialize_portable_artifact(ctx, b)
                    open(os.path.join(out, f"roundtrip_sdy_{VERSIONS[-1]}.mlir"), "w").write(
                        m.operation.get_asm(enable_debug_info=False))
            with context() as ctx:
                if newest is not None:
                    m = stablehlo.deserialize_portable_artifact(ctx, newest)
                    open(os.path.join(out, "roundtrip.mlir"), "w").write(
                        m.operation.get_asm(enable_debug_info=False))
                m = ir.Module.parse(text)
                with open(os.path.join(out, "plain.mlirbc"), "wb") as f:
                    m.operation.write_bytecode(f)
    print(f"{made} artifacts written, {failed} version targets refused by jaxlib")


if __name__ == "__main__":
    main()
