"""Regenerates the FFT corpus: jnp.fft programs (fft, ifft, rfft, irfft, fft2, fftn, and the
3-D ifftn / rfftn / irfftn) over f32/f64/c64/c128 inputs, lowered by jax 0.10.2 on CPU to
`stablehlo.fft` / HLO `fft`, with jaxlib CPU's outputs and a case.json in the conformance
corpus's format (tests/conformance/README.md).

Run from the repository root: python3 tests/fft/generate.py
Each case folder holds module.mlir, module.hlo, in*.npy, out*.npy and case.json.

Sizes: powers of two (8, 64), non-powers (12, 6, 5, 3), primes (7, 97), and 1, with batch
dimensions; one case transforms along axis 0 (jax transposes around the op).

Tolerances (|got - want| <= atol + rtol * |want|): an FFT's rounding error grows with the
largest magnitude in the transform, not with each element's own, so every float output gets
rtol 0 and atol = ULPS * eps(type) * max|want| (eps 2^-23 for f32/c64, 2^-52 for f64/c128):
jaxlib's XLA:CPU runs ducc0's FFTs in the input's precision, webxla rustfft/realfft's, which
split the length into other factors and round differently. ULPS below is what the two needed.
"""
import json, os, zlib
import numpy as np
import jax, jax.numpy as jnp

ROOT = os.path.dirname(os.path.abspath(__file__))
NP = {"float32": "f32", "float64": "f64", "complex64": "c64", "complex128": "c128"}
ULPS = 8
EPS = {"f32": 2.0 ** -23, "c64": 2.0 ** -23, "f64": 2.0 ** -52, "c128": 2.0 ** -52}


def rng(name):
    return np.random.default_rng(zlib.crc32(("fft/" + name).encode()))


def data(name, shape, dt):
    r = rng(name + str(shape))
    x = r.uniform(-1, 1, shape)
    if np.issubdtype(dt, np.complexfloating):
        x = x + 1j * r.uniform(-1, 1, shape)
    return x.astype(dt)


def case(name, desc, f, *args, x64=False):
    d = os.path.join(ROOT, name)
    os.makedirs(d, exist_ok=True)
    with jax.enable_x64(x64):
        lowered = jax.jit(f, keep_unused=True).lower(*args)
        mlir = lowered.as_text()
        hlo = lowered.compiler_ir("hlo").as_hlo_text(print_large_constants=True)
        outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(lowered.compile()(*args))]
    assert "stablehlo.fft" in mlir and " fft(" in hlo, name
    open(os.path.join(d, "module.mlir"), "w").write(mlir)
    open(os.path.join(d, "module.hlo"), "w").write(hlo)
    meta_in, meta_out = [], []
    for i, a in enumerate(args):
        a = np.asarray(a)
        np.save(os.path.join(d, f"in{i}.npy"), a)
        meta_in.append({"file": f"in{i}.npy", "dtype": NP[a.dtype.name], "shape": list(a.shape)})
    worst = 0.0
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"out{i}.npy"), o)
        dt = NP[o.dtype.name]
        peak = float(np.max(np.abs(o.view(o.real.dtype)))) if o.size else 0.0
        atol = ULPS * EPS[dt] * peak
        worst = max(worst, atol)
        meta_out.append({"file": f"out{i}.npy", "dtype": dt, "shape": list(o.shape), "rtol": 0.0, "atol": atol})
    meta = {
        "name": name, "description": desc, "set": "fft", "inputs": meta_in, "outputs": meta_out,
        "rtol": 0.0, "atol": worst, "tags": ["fft"] + (["x64"] if x64 else []), "x64": x64,
        "ulps_of_max": ULPS,
        "generator": {"jax": jax.__version__, "numpy": np.__version__},
    }
    with open(os.path.join(d, "case.json"), "w") as fh:
        json.dump(meta, fh, indent=1)
        fh.write("\n")


ONE_D = [(8,), (3, 12), (2, 7), (4, 1), (2, 64), (97,)]
ND = [(4, 8), (2, 3, 5), (6, 12), (1, 7)]
THREE_D = [(2, 4, 8), (3, 5, 6), (2, 2, 4, 3)]

for real, cplx, x64 in [(np.float32, np.complex64, False), (np.float64, np.complex128, True)]:
    r, c = NP[np.dtype(real).name], NP[np.dtype(cplx).name]
    case(f"fft_{c}", f"jnp.fft.fft of {c}: lengths 8, 12, 7, 1, 64, 97 with batch dimensions",
         lambda *xs: [jnp.fft.fft(x) for x in xs], *[data("fft", s, cplx) for s in ONE_D], x64=x64)
    case(f"fft_{r}", f"jnp.fft.fft and ifft of {r} (converted to {c} first), and fft along axis 0",
         lambda a, b, e: (jnp.fft.fft(a), jnp.fft.ifft(b), jnp.fft.fft(e, axis=0)),
         data("fftr", (3, 12), real), data("fftr", (2, 7), real), data("fftr", (5, 4), real), x64=x64)
    case(f"ifft_{c}", f"jnp.fft.ifft of {c} (scaled by 1/n)",
         lambda *xs: [jnp.fft.ifft(x) for x in xs], *[data("ifft", s, cplx) for s in ONE_D], x64=x64)
    case(f"rfft_{r}", f"jnp.fft.rfft of {r}: lengths 8, 12, 7, 1, 64, 97",
         lambda *xs: [jnp.fft.rfft(x) for x in xs], *[data("rfft", s, real) for s in ONE_D], x64=x64)
    # irfft's inputs are arbitrary half spectra: the imaginary parts of the DC (and, for even
    # n, Nyquist) terms are not zero, and XLA ignores them.
    case(f"irfft_{c}", f"jnp.fft.irfft of {c} half spectra to lengths 8, 12, 7, 1, 64, 97 "
         "(non-zero imaginary DC/Nyquist parts, which XLA ignores)",
         lambda *xs: [jnp.fft.irfft(x, n=s[-1]) for x, s in zip(xs, ONE_D)],
         *[data("irfft", s[:-1] + (s[-1] // 2 + 1,), cplx) for s in ONE_D], x64=x64)
    case(f"fft2_{c}", f"jnp.fft.fft2 and ifft2 of {c}: 4x8, batch of 3x5, 6x12, 1x7",
         lambda a, b, e, g: (jnp.fft.fft2(a), jnp.fft.fft2(b), jnp.fft.ifft2(e), jnp.fft.fft2(g)),
         *[data("fft2", s, cplx) for s in ND], x64=x64)
    case(f"fft2_{r}", f"jnp.fft.rfft2 and irfft2 of {r}/{c}, and fft2 of {r}",
         lambda a, b, e: (jnp.fft.rfft2(a), jnp.fft.irfft2(b, s=(6, 12)), jnp.fft.fft2(e)),
         data("rfft2", (2, 3, 5), real), data("irfft2", (6, 7), cplx), data("rfft2", (4, 8), real), x64=x64)
    case(f"fftn_{c}", f"jnp.fft.fftn and ifftn of {c} over 3 dimensions (one 3-D fft op each), "
         "and fftn over 4 dimensions (jax splits it into two ops)",
         lambda a, b, e: (jnp.fft.fftn(a), jnp.fft.ifftn(b), jnp.fft.fftn(e, axes=(1, 2, 3)), jnp.fft.fftn(e)),
         *[data("fftn", s, cplx) for s in THREE_D], x64=x64)
    case(f"fftn_{r}", f"jnp.fft.rfftn and irfftn of {r}/{c} over 3 dimensions",
         lambda a, b: (jnp.fft.rfftn(a), jnp.fft.irfftn(b, s=(3, 5, 6))),
         data("rfftn", (2, 4, 8), real), data("irfftn", (3, 5, 4), cplx), x64=x64)
    # Long transforms, where the two libraries' rounding differs most (a prime length goes
    # through Rader/Bluestein in rustfft): 3.4 ulps of the largest magnitude here; lengths
    # 1000, 1009 and 4096 of other data (not kept) needed between 4 and 8.
    case(f"fft_long_{c}", f"jnp.fft.fft of {c}, length 1009 (prime), and jnp.fft.rfft of {r}, "
         "length 1024",
         lambda a, b: (jnp.fft.fft(a), jnp.fft.rfft(b)),
         data("long", (1009,), cplx), data("long", (1024,), real), x64=x64)

# Powers of two in every form, for the GPU's Stockham kernels: lengths 1 and 2, rows that fit
# in workgroup memory (up to 1024 under WebGPU's 16 KiB), and longer ones (2048 to 8192) that
# take one kernel per stage; 2-D and 3-D transforms of each type; odd batch counts.
case("fft_pow2_c64", "powers of two for the GPU's Stockham kernels: fft over lengths 1, 2, 16, "
     "4096; ifft of 2048; rfft of 4096; irfft to 8192; fft2/ifft2 32x64; rfftn 4x8x16; irfftn "
     "to 8x16x32; fft along a middle axis",
     lambda a, b, e, g, h, k, l, m, o, q, s: (
         jnp.fft.fft(a), jnp.fft.fft(b), jnp.fft.fft(e), jnp.fft.fft(g), jnp.fft.ifft(h),
         jnp.fft.rfft(k), jnp.fft.irfft(l, n=8192), jnp.fft.fft2(m), jnp.fft.ifft2(m),
         jnp.fft.rfftn(o), jnp.fft.irfftn(q, s=(8, 16, 32)), jnp.fft.fft(s, axis=1)),
     data("p2", (3, 1), np.complex64), data("p2", (5, 2), np.complex64),
     data("p2", (7, 16), np.complex64), data("p2", (4096,), np.complex64),
     data("p2", (3, 2048), np.complex64), data("p2", (2, 4096), np.float32),
     data("p2", (4097,), np.complex64), data("p2", (3, 32, 64), np.complex64),
     data("p2", (2, 4, 8, 16), np.float32), data("p2", (8, 16, 17), np.complex64),
     data("p2", (3, 128, 5), np.complex64))
