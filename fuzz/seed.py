#!/usr/bin/env python3
"""Seeds the fuzz corpora from the project's own test inputs.

Writes fuzz/corpus-work/<target>/ (ignored by git): the minimized corpus kept in the repo
(fuzz/corpus/<target>/) plus every small input of the right kind under tests/. Fuzz runs read
and grow corpus-work; `cargo fuzz cmin` then shrinks it back into fuzz/corpus (see
fuzz/README.md).

The serialized-executable seeds are written in webxla's layout (src/client/serialize.rs,
format version 2): magic "WEBXLA\\0", version byte, u32 header length, JSON header, program,
FNV-1a 64 checksum.
"""
import hashlib
import json
import pathlib
import shutil
import struct

FUZZ = pathlib.Path(__file__).resolve().parent
ROOT = FUZZ.parent
TESTS = ROOT / "tests"
WORK = FUZZ / "corpus-work"
MAX_SEED = 64 << 10  # libFuzzer's -max_len default is 4 KiB; larger seeds are cut, not lost.

DEFAULT_OPTIONS = {
    "executable_build_options": {
        "num_replicas": 1, "num_partitions": 1, "device_assignment": None,
        "use_spmd_partitioning": False, "use_auto_spmd_partitioning": False,
        "debug_options": {"flags": {}}, "device_ordinal": -1,
    },
    "parameter_is_tupled_arguments": False, "compile_portable_executable": False,
    "profile_version": 0, "env_option_overrides": [],
}


def fnv1a(data: bytes) -> int:
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def serialized(program: bytes, fmt: str) -> bytes:
    header = json.dumps({
        "version": 2, "writer": "webxla seed.py", "format": fmt,
        "fingerprint": hashlib.sha256(program).hexdigest()[:16],
        "options": DEFAULT_OPTIONS, "text_len": len(program),
    }, separators=(",", ":")).encode()
    out = b"WEBXLA\x00" + bytes([2]) + struct.pack("<I", len(header)) + header + program
    return out + struct.pack("<Q", fnv1a(out))


def small(paths):
    return sorted(p for p in paths if p.is_file() and p.stat().st_size <= MAX_SEED)


def main():
    seeds = {
        "hlo_text": small(TESTS.glob("conformance/*/module.hlo")) + small(TESTS.glob("hlo_extra/*.hlo")),
        "stablehlo_text": small(TESTS.glob("conformance/*/module.mlir"))
        + small(TESTS.glob("stablehlo_extra/*/*.mlir")),
        "mlir_bytecode": small(TESTS.glob("bytecode/conformance/*/*.mlirbc"))
        + small(TESTS.glob("export/*/*.jaxexport")),
        "npy": small(TESTS.glob("conformance/*/*.npy")),
    }
    shutil.rmtree(WORK, ignore_errors=True)
    for target, files in seeds.items():
        out = WORK / target
        out.mkdir(parents=True)
        for f in files:
            data = f.read_bytes()
            (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
    out = WORK / "executable"
    out.mkdir(parents=True)
    formats = {".hlo": "hlo", ".mlir": "stablehlo", ".mlirbc": "mlir-bytecode"}
    for f in seeds["hlo_text"][:30] + seeds["stablehlo_text"][:30] + seeds["mlir_bytecode"][:20]:
        fmt = formats.get(f.suffix)
        if fmt is None:
            continue
        data = serialized(f.read_bytes(), fmt)
        (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
    for target in list(seeds) + ["executable"]:
        kept = FUZZ / "corpus" / target
        if kept.is_dir():
            for f in kept.iterdir():
                shutil.copy(f, WORK / target / f.name)
        print(f"{target}: {len(list((WORK / target).iterdir()))} seeds")


if __name__ == "__main__":
    main()
