"""Regenerates tests/linalg: jax 0.10.2 programs for jnp.linalg / jax.scipy.linalg / lax.linalg
functions in f32, f64, c64 and c128, lowered for CPU (LAPACK typed-FFI custom calls), with
jaxlib CPU's outputs. Run from the repository root: python3 tests/linalg/generate.py [FUNCTION ...] (with
function names, e.g. `eig_left svdvals`, only those functions' folders are rewritten).

One folder per function x dtype (`<function>_<dtype>`), in the corpus format of
tests/conformance (module.hlo, module.mlir, in*.npy, out*.npy, case.json). Extra case.json
fields (the comparison rules of src/conformance.rs, which `webxla check` and tests/linalg.rs apply):

- an output's `"compare": "columns_up_to_phase"` (or `"rows_up_to_phase"`): the output holds
  eigen/singular vectors, unique only up to a sign (real) or a unit phase (complex) per column
  (row); each column is compared after multiplying it by the phase that best aligns it with
  jaxlib's. The values themselves (eigenvalues, singular values) are compared directly.
- an output's `"compare": "set"`: eigenvalues of a general matrix, whose order depends on the
  QR iteration's deflation order; compared as a multiset (sorted by real, then imaginary part).
- `"compare": "schur_form"` (complex schur's T, with Z `columns_up_to_phase`): zlahqr divides
  out the phase of a subdiagonal element of rounding size after its last sweep, so each Schur
  vector's phase follows the last bits of jaxlib's arithmetic; T is compared after the
  similarity by the phases that align Z (T -> D^H T D).
eigh's and svd's vectors are compared as they are (webxla follows syevd's and gesdd's steps).
These rules are webxla's corpus format (src/conformance.rs), so `webxla check` applies them.

Tolerances: |got - want| <= atol + rtol * |want| with atol = 512 * eps * max(1, max|want|)
(relative to the output's scale: the matrices have norms of a few units and are well
conditioned, with eigen/singular value gaps >= 0.3) and rtol = 64 * eps, eps of the output's
real type (f32: 1.19e-7, f64: 2.22e-16). Integer outputs (pivots, permutations) are exact.
Inputs come from numpy.random.default_rng(crc32("linalg/<case>")).
"""
import json, os, sys, zlib
import numpy as np
import jax, jax.numpy as jnp
from jax import lax
import jax.scipy.linalg as jsl

ROOT = os.path.dirname(os.path.abspath(__file__))
ONLY = set(sys.argv[1:])
NP = {"float32": "f32", "float64": "f64", "complex64": "c64", "complex128": "c128",
      "int32": "s32", "int64": "s64", "bool": "pred"}
DTYPES = {"f32": np.float32, "f64": np.float64, "c64": np.complex64, "c128": np.complex128}


def rng(name):
    return np.random.default_rng(zlib.crc32(("linalg/" + name).encode()))


def eps(dt):
    return {"f32": 2.0 ** -23, "c64": 2.0 ** -23, "f64": 2.0 ** -52, "c128": 2.0 ** -52}.get(dt)


def case(name, desc, f, args, x64, compare=None):
    if ONLY and name.rsplit("_", 1)[0] not in ONLY:
        return
    compare = compare or {}
    d = os.path.join(ROOT, name)
    os.makedirs(d, exist_ok=True)
    with jax.enable_x64(x64):
        lowered = jax.jit(f, keep_unused=True).lower(*args)
        mlir = lowered.as_text()
        hlo = lowered.compiler_ir("hlo").as_hlo_text(print_large_constants=True)
        outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(lowered.compile()(*args))]
    open(os.path.join(d, "module.mlir"), "w").write(mlir)
    open(os.path.join(d, "module.hlo"), "w").write(hlo)
    meta_in, meta_out = [], []
    for i, a in enumerate(args):
        a = np.asarray(a)
        np.save(os.path.join(d, f"in{i}.npy"), a)
        meta_in.append({"file": f"in{i}.npy", "dtype": NP[a.dtype.name], "shape": list(a.shape)})
    worst = (0.0, 0.0)
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"out{i}.npy"), o)
        dt = NP[o.dtype.name]
        e = eps(dt)
        if e is None:
            rt, at = 0.0, 0.0
        else:
            scale = max(1.0, float(np.max(np.abs(o)))) if o.size else 1.0
            rt, at = 64 * e, 512 * e * scale
        worst = max(worst, (rt, at))
        m = {"file": f"out{i}.npy", "dtype": dt, "shape": list(o.shape), "rtol": rt, "atol": at}
        if i in compare:
            m["compare"] = compare[i]
        meta_out.append(m)
    targets = sorted({l.split('custom_call_target="')[1].split('"')[0]
                      for l in hlo.splitlines() if "custom_call_target=" in l})
    meta = {
        "name": name, "description": desc, "set": "linalg", "inputs": meta_in,
        "outputs": meta_out, "rtol": worst[0], "atol": worst[1],
        "tags": ["linalg", "custom_call"] + (["x64"] if x64 else []),
        "x64": x64, "custom_call_targets": targets,
        "generator": {"jax": jax.__version__, "numpy": np.__version__},
    }
    with open(os.path.join(d, "case.json"), "w") as fh:
        json.dump(meta, fh, indent=1)
        fh.write("\n")


def general(name, shape, dt):
    r = rng(name)
    m = r.uniform(-1, 1, shape)
    if np.issubdtype(dt, np.complexfloating):
        m = m + 1j * r.uniform(-1, 1, shape)
    return m.astype(dt)


def spd(name, n, dt, batch=()):
    m = general(name, batch + (n, n), dt)
    return (m @ np.conj(np.swapaxes(m, -1, -2)) + n * np.eye(n)).astype(dt)


def herm_spread(name, n, dt, batch=()):
    """Hermitian with eigenvalues 1, 2, ..., n (gaps of 1) rotated by a random unitary."""
    q, _ = np.linalg.qr(general(name, batch + (n, n), np.complex128 if np.issubdtype(dt, np.complexfloating) else np.float64))
    w = np.arange(1, n + 1, dtype=np.float64) - n / 2 - 0.3
    a = q @ (w[..., :, None] * np.conj(np.swapaxes(q, -1, -2)))
    a = (a + np.conj(np.swapaxes(a, -1, -2))) / 2
    return a.astype(dt)


def spread_singular(name, m, n, dt):
    """A matrix with singular values 3, 2.2, 1.5, 1, 0.6 ... (gaps >= 0.3)."""
    cplx = np.issubdtype(dt, np.complexfloating)
    big = np.complex128 if cplx else np.float64
    u, _ = np.linalg.qr(general(name + "u", (m, m), big))
    v, _ = np.linalg.qr(general(name + "v", (n, n), big))
    s = np.array([3.0, 2.2, 1.5, 1.0, 0.6, 0.3][:min(m, n)])
    sm = np.zeros((m, n))
    sm[np.arange(len(s)), np.arange(len(s))] = s
    return (u @ sm @ np.conj(v.T)).astype(dt)


def nonsym(name, n, dt):
    """A general matrix with well separated eigenvalues (a complex pair for the real types)."""
    cplx = np.issubdtype(dt, np.complexfloating)
    big = np.complex128 if cplx else np.float64
    x = general(name, (n, n), big) + 2.5 * np.eye(n)
    if cplx:
        d = np.diag(np.array([3.0 + 1j, -2.0 + 0.5j, 1.0 - 1.5j, -0.5 - 2j, 2.0][:n]))
    else:
        d = np.diag(np.array([3.0, -2.0, 1.0, -0.5, 2.0][:n]))
        d[1, 0], d[0, 1] = 0.0, 0.0
        d[2, 3], d[3, 2] = 1.5, -1.5  # the pair 0.25 +- 1.5i (trace 0.5, det ...)
        d[2, 2], d[3, 3] = 0.25, 0.25
    return (x @ d @ np.linalg.inv(x)).astype(dt)


def dominant(name, n, dt, batch=()):
    return (general(name, batch + (n, n), dt) + n * np.eye(n)).astype(dt)


for dts, dt in DTYPES.items():
    x64 = dts in ("f64", "c128")
    c = lambda fn, desc, f, *args, compare=None: case(f"{fn}_{dts}", desc, f, list(args), x64, compare)
    n = f"_{dts}"
    c("cholesky", "jnp.linalg.cholesky of a batch of 2 Hermitian positive definite 4x4 (potrf) "
      "and an indefinite 3x3 (info > 0: jax fills NaN)",
      lambda a, b: (jnp.linalg.cholesky(a), jnp.linalg.cholesky(b)),
      spd("chol" + n, 4, dt, (2,)), np.array([[1, 2, 0], [2, 1, 0], [0, 0, 1]], dt))
    c("lu", "jax.scipy.linalg.lu (getrf) of a 4x4 and lax.linalg.lu of a 5x3 and a 3x5",
      lambda a, t, w: (*jsl.lu(a), *lax.linalg.lu(t), *lax.linalg.lu(w)),
      general("lu" + n, (4, 4), dt), general("lut" + n, (5, 3), dt), general("luw" + n, (3, 5), dt))
    c("lu_factor", "jax.scipy.linalg.lu_factor (getrf) of a batch of 2 4x4",
      jsl.lu_factor, general("luf" + n, (2, 4, 4), dt))
    c("triangular_solve", "jax.scipy.linalg.solve_triangular (trsm): lower, upper conjugate-"
      "transposed, unit diagonal; lax.linalg.triangular_solve on the right",
      lambda a, b, r: (jsl.solve_triangular(a, b, lower=True),
                       jsl.solve_triangular(a, b, lower=False, trans=2),
                       jsl.solve_triangular(a, b, lower=True, unit_diagonal=True),
                       lax.linalg.triangular_solve(a, r, left_side=False, lower=False)),
      dominant("tri" + n, 4, dt), general("trib" + n, (4, 2), dt), general("trir" + n, (3, 4), dt))
    c("solve", "jnp.linalg.solve (getrf + trsm)", jnp.linalg.solve,
      dominant("solve" + n, 4, dt), general("solveb" + n, (4, 2), dt))
    c("inv", "jnp.linalg.inv (getrf + trsm) of a batch of 2", jnp.linalg.inv,
      dominant("inv" + n, 4, dt, (2,)))
    c("det", "jnp.linalg.det (getrf)", jnp.linalg.det, general("det" + n, (2, 4, 4), dt))
    c("slogdet", "jnp.linalg.slogdet (getrf)", lambda a: tuple(jnp.linalg.slogdet(a)),
      general("slogdet" + n, (4, 4), dt))
    c("expm", "jax.scipy.linalg.expm (Pade: getrf + trsm)", jsl.expm,
      general("expm" + n, (4, 4), dt))
    c("qr", "jnp.linalg.qr (geqrf + orgqr/ungqr): reduced of a 5x3, complete of a 3x5, "
      "and a batch of 2 4x4; lax.linalg.qr's full_matrices of a 5x3",
      lambda a, w, b: (*jnp.linalg.qr(a), *jnp.linalg.qr(w, mode="complete"), *jnp.linalg.qr(b),
                       *lax.linalg.qr(a, full_matrices=True)),
      general("qr" + n, (5, 3), dt), general("qrw" + n, (3, 5), dt), general("qrb" + n, (2, 4, 4), dt))
    c("eigh", "jnp.linalg.eigh (syevd/heevd, lower) of a batch of 2 4x4 with eigenvalue gaps of 1; "
      "eigvalsh of the same",
      lambda a: (*jnp.linalg.eigh(a), jnp.linalg.eigvalsh(a)),
      herm_spread("eigh" + n, 4, dt, (2,)))
    c("svd", "jnp.linalg.svd (gesdd) of a 4x4 (full), a 5x3 (thin) and singular values of a 3x5",
      lambda a, t, w: (*jnp.linalg.svd(a), *jnp.linalg.svd(t, full_matrices=False),
                       jnp.linalg.svd(w, compute_uv=False)),
      spread_singular("svd" + n, 4, 4, dt), spread_singular("svdt" + n, 5, 3, dt),
      spread_singular("svdw" + n, 3, 5, dt))
    c("svd_shapes", "jnp.linalg.svd (gesdd) along each of gesdd's paths: a 3x4 (full; lower "
      "bidiagonal), a 3x6 (thin; LQ first), a 7x3 (full; QR first, U completed by Q) and a "
      "batch of 2 9x8 (thin; bidiagonal directly)",
      lambda a, b, c, d: (*jnp.linalg.svd(a), *jnp.linalg.svd(b, full_matrices=False),
                          *jnp.linalg.svd(c), *jnp.linalg.svd(d, full_matrices=False)),
      general("svdl" + n, (3, 4), dt), general("svdlq" + n, (3, 6), dt),
      general("svdqr" + n, (7, 3), dt), general("svdb" + n, (2, 9, 8), dt))
    c("svd_large", "jnp.linalg.svd (gesdd) above order 25, dbdsdc's divide and conquer: a 30x30 "
      "(full) and a 45x32 (thin); and singular values alone (dbdsqr's dqds, dlasq1) of a 40x28",
      lambda a, b, w: (*jnp.linalg.svd(a), *jnp.linalg.svd(b, full_matrices=False),
                       jnp.linalg.svd(w, compute_uv=False)),
      general("svdL30" + n, (30, 30), dt), general("svdL45" + n, (45, 32), dt),
      general("svdLv" + n, (40, 28), dt))
    c("eigh_sizes", "jnp.linalg.eigh (syevd/heevd) of a 1x1, a 2x2, a 12x12 and a batch of 3 "
      "7x7 random Hermitian matrices (the tridiagonal QL/QR's signs, scaled blocks, 2x2 blocks)",
      lambda a, b, c, d: (*jnp.linalg.eigh(a), *jnp.linalg.eigh(b), *jnp.linalg.eigh(c),
                          *jnp.linalg.eigh(d)),
      *[(lambda m: ((m + np.conj(np.swapaxes(m, -1, -2))) / 2).astype(dt))(
          general(f"eighs{k}" + n, shape, dt)) for k, shape in
        enumerate([(1, 1), (2, 2), (12, 12), (3, 7, 7)])])
    c("eigh_large", "jnp.linalg.eigh (syevd/heevd) of a 40x40 and a 64x64 random Hermitian, the "
      "second with uplo 'U': dstedc's divide and conquer (orders above 25), its signs",
      lambda a, b: (*jnp.linalg.eigh(a), *jnp.linalg.eigh(b, UPLO="U")),
      *[(lambda m: ((m + np.conj(m.T)) / 2).astype(dt))(general(f"eighl{k}" + n, (k, k), dt))
        for k in (40, 64)])
    c("eigh_upper", "uplo 'U': jnp.linalg.eigh(UPLO='U') (syevd/heevd) of a 6x6 random "
      "Hermitian, lax.linalg.eigh(lower=False, symmetrize_input=False) of a 5x5 whose strict "
      "lower triangle is noise (LAPACK does not read it), and lax.linalg.tridiagonal(lower=False) "
      "(sytrd/hetrd) of the same 5x5",
      lambda a, b: (*jnp.linalg.eigh(a, UPLO="U"),
                    *lax.linalg.eigh(b, lower=False, symmetrize_input=False),
                    *lax.linalg.tridiagonal(b, lower=False)),
      (lambda m: ((m + np.conj(m.T)) / 2).astype(dt))(general("eighu" + n, (6, 6), dt)),
      (lambda h, noise: (np.triu(h) + np.tril(noise, -1)).astype(dt))(
          herm_spread("eighun" + n, 5, dt), general("eighunz" + n, (5, 5), dt)))
    c("pinv", "jnp.linalg.pinv (gesdd) of a 5x3", jnp.linalg.pinv, spread_singular("pinv" + n, 5, 3, dt))
    c("lstsq", "jnp.linalg.lstsq (gesdd) of a 5x3 system with 2 right-hand sides",
      lambda a, b: tuple(jnp.linalg.lstsq(a, b)), spread_singular("lstsq" + n, 5, 3, dt),
      general("lstsqb" + n, (5, 2), dt))
    d, dl, du = (general(f"gt{k}" + n, (2, 5), dt) for k in "ald")
    d = d + 4
    dl[:, 0] = 0
    du[:, -1] = 0
    c("tridiagonal_solve", "lax.linalg.tridiagonal_solve (gtsv) of a batch of 2 5x5 systems, "
      "3 right-hand sides", lax.linalg.tridiagonal_solve, dl, d, du, general("gtb" + n, (2, 5, 3), dt))
    c("tridiagonal", "lax.linalg.tridiagonal (sytrd/hetrd, lower) of a 5x5 Hermitian: the "
      "reflectors, diagonal, off-diagonal and taus", lambda a: tuple(lax.linalg.tridiagonal(a)),
      herm_spread("trid" + n, 5, dt))
    c("hessenberg", "jax.scipy.linalg.hessenberg (gehrd) of a 5x5, with Q", lambda a: jsl.hessenberg(a, calc_q=True),
      general("hess" + n, (5, 5), dt))
    c("eig", "jnp.linalg.eig (geev) of a 4x4 with well separated eigenvalues", jnp.linalg.eig,
      nonsym("eig" + n, 4, dt), compare={0: "set", 1: "columns_up_to_phase"})
    c("eig_left", "lax.linalg.eig (geev) with left and right eigenvectors of a 4x4, and left "
      "eigenvectors only (jobvr 'N') of a 0x0",
      lambda a, e: (*lax.linalg.eig(a, compute_left_eigenvectors=True),
                    *lax.linalg.eig(e, compute_left_eigenvectors=True,
                                    compute_right_eigenvectors=False)),
      nonsym("eigl" + n, 4, dt), np.zeros((0, 0), dt),
      compare={0: "set", 1: "columns_up_to_phase", 2: "columns_up_to_phase", 3: "set",
               4: "columns_up_to_phase"})
    c("svdvals", "jnp.linalg.svd (gesdd, mode 'N') singular values only with "
      "full_matrices=False of a 5x3 and a batch of 2 3x5, and with full_matrices=True of a 3x5",
      lambda t, w, a: (jnp.linalg.svd(t, full_matrices=False, compute_uv=False),
                       jnp.linalg.svd(w, full_matrices=False, compute_uv=False),
                       jnp.linalg.svd(a, full_matrices=True, compute_uv=False)),
      spread_singular("svdvt" + n, 5, 3, dt),
      np.stack([spread_singular(f"svdvw{i}" + n, 3, 5, dt) for i in range(2)]),
      spread_singular("svdva" + n, 3, 5, dt))
    c("eigvals", "jnp.linalg.eigvals (geev, no vectors) of a 4x4", jnp.linalg.eigvals,
      nonsym("eigv" + n, 4, dt), compare={0: "set"})
    c("schur", "jax.scipy.linalg.schur (gees) of a 4x4", lambda a: tuple(jsl.schur(a)),
      nonsym("schur" + n, 4, dt),
      compare={0: "schur_form", 1: "columns_up_to_phase"} if dts in ("c64", "c128") else None)
