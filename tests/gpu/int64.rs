//! GPU s64/u64 divide, remainder (and abs, sign, popcnt, clz, clamp) against the CPU backend,
//! bit for bit, over every pair of edge values (0, ±1, INT_MIN, INT_MAX, 2^32 boundaries,
//! divisors above 2^63) plus pseudo-random pairs: x / 0 = -1 (all ones), x % 0 = x,
//! INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0, truncation toward zero. Integer power (every
//! width) against XLA's semantics as observed on jaxlib 0.10.2 (`xla_pow` below, plus jaxlib
//! outputs verbatim), on both backends. Without an adapter the GPU part fails (see `gpu_skip`); the naga validation runs everywhere.

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo};
use webxla::backend::cpu::CpuBackend;
use webxla::backend::gpu::generate_kernels;
use webxla::ir::{ElementType, Literal};

fn module(ty: &str, n: usize) -> String {
    let a = format!("{ty}[{n}]{{0}}");
    format!(
        "HloModule i\nENTRY e {{\n  x = {a} parameter(0)\n  y = {a} parameter(1)\n  z = {a} parameter(2)\n  d = {a} divide(x, y)\n  r = {a} remainder(x, y)\n  p = {a} power(x, y)\n  b = {a} abs(x)\n  s = {a} sign(x)\n  c = {a} popcnt(x)\n  l = {a} count-leading-zeros(x)\n  k = {a} clamp(y, x, z)\n  ROOT t = ({a}, {a}, {a}, {a}, {a}, {a}, {a}, {a}) tuple(d, r, p, b, s, c, l, k)\n}}\n"
    )
}

fn edges() -> Vec<u64> {
    let mut v: Vec<u64> = vec![
        0,
        1,
        2,
        3,
        7,
        10,
        63,
        64,
        65,
        0xffff_ffff,
        0x1_0000_0000,
        0x1_0000_0001,
        0x8000_0000,
        0x7fff_ffff_ffff_ffff,
        0x8000_0000_0000_0000,
        0x8000_0000_0000_0001,
        0xffff_ffff_0000_0000,
        0x1234_5678_9abc_def0,
        u64::MAX - 1,
    ];
    let neg: Vec<u64> = v.iter().map(|x| x.wrapping_neg()).collect();
    v.extend(neg);
    v.sort_unstable();
    v.dedup();
    v
}

/// Every pair of edge values, then pseudo-random pairs of mixed magnitudes (both orders of
/// size, small divisors) so the long-division path is exercised broadly.
fn pairs() -> (Vec<u64>, Vec<u64>, Vec<u64>) {
    let e = edges();
    let (mut x, mut y, mut z) = (Vec::new(), Vec::new(), Vec::new());
    for (i, &a) in e.iter().enumerate() {
        for (j, &b) in e.iter().enumerate() {
            x.push(a);
            y.push(b);
            z.push(e[(i * 7 + j * 3) % e.len()]);
        }
    }
    let mut s = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    for _ in 0..3000 {
        let a = next() >> (next() % 64);
        let b = next() >> (next() % 64);
        let c = next();
        x.push(a);
        y.push(b);
        z.push(c);
    }
    (x, y, z)
}

#[test]
fn int64_ops_match_cpu_and_power_matches_xla() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let (x, y, z) = pairs();
    let n = x.len();
    for (ty, et) in [("s64", ElementType::S64), ("u64", ElementType::U64)] {
        let text = module(ty, n);
        let lit = |v: &[u64]| Literal::from_slice(et, vec![n], v).unwrap();
        let args = [lit(&x), lit(&y), lit(&z)];
        let g = run_hlo(&be, &text, &args).unwrap();
        let w = run_hlo(&cpu, &text, &args).unwrap();
        let names = [
            "divide",
            "remainder",
            "power",
            "abs",
            "sign",
            "popcnt",
            "clz",
            "clamp",
        ];
        let gp: &[u64] = g[2].as_slice().unwrap();
        for i in 0..n {
            assert_eq!(
                gp[i],
                xla_pow(x[i], y[i], 64),
                "{ty} power({:#x}, {:#x})",
                x[i],
                y[i]
            );
        }
        for (k, name) in names.iter().enumerate() {
            let gv: &[u64] = g[k].as_slice().unwrap();
            let wv: &[u64] = w[k].as_slice().unwrap();
            if let Some(i) = (0..n).find(|&i| gv[i] != wv[i]) {
                panic!(
                    "{ty} {name}({:#x}, {:#x}): gpu {:#x}, cpu {:#x}",
                    x[i], y[i], gv[i], wv[i]
                );
            }
        }
    }
}

/// The CPU reference itself follows XLA on the edge cases (guards the comparison above).
#[test]
fn cpu_reference_edge_cases() {
    let cpu = CpuBackend::with_ieee_subnormals();
    let min = i64::MIN as u64;
    let x = [min, min, 7, 7u64.wrapping_neg(), 7, 7u64.wrapping_neg()];
    let y = [u64::MAX, u64::MAX, 0, 0, 2u64.wrapping_neg(), 2];
    let n = x.len();
    let lit = |v: &[u64]| Literal::from_slice(ElementType::S64, vec![n], v).unwrap();
    let w = run_hlo(&cpu, &module("s64", n), &[lit(&x), lit(&y), lit(&y)]).unwrap();
    let d: &[i64] = w[0].as_slice().unwrap();
    let r: &[i64] = w[1].as_slice().unwrap();
    assert_eq!(d, &[i64::MIN, i64::MIN, -1, -1, -3, -3]);
    assert_eq!(r, &[0, 0, 7, -7, 1, -1]);
}

#[test]
fn int64_kernels_validate() {
    for ty in ["s64", "u64"] {
        let m = webxla::hlo::parse_hlo(&module(ty, 10)).unwrap();
        let ks = generate_kernels(&m).unwrap();
        assert!(ks.iter().any(|k| k.1.contains("xla_udivmod64")));
    }
}

/// Width-changing bitcast-convert (the narrower side has an extra minor dimension, low parts
/// first), both directions, for 8/16/32/64-bit integer and float types.
#[test]
fn width_changing_bitcast_convert_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let n = 24usize;
    let words: Vec<u64> = pairs().0.into_iter().skip(500).take(n).collect();
    let wide = [
        ("u64", 8),
        ("s64", 8),
        ("u32", 4),
        ("s32", 4),
        ("f32", 4),
        ("u16", 2),
        ("s16", 2),
    ];
    let narrow = [
        ("u32", 4),
        ("s32", 4),
        ("f32", 4),
        ("u16", 2),
        ("s16", 2),
        ("f16", 2),
        ("bf16", 2),
        ("u8", 1),
        ("s8", 1),
    ];
    let mut runs = 0;
    for (wt, ww) in wide {
        for (nt, nw) in narrow {
            if nw >= ww {
                continue;
            }
            let r = ww / nw;
            let m = n * 8 / ww;
            // wide -> narrow -> wide, and narrow -> wide.
            let text = format!(
                "HloModule b\nENTRY e {{\n  x = {wt}[{m}]{{0}} parameter(0)\n  y = {nt}[{m},{r}]{{1,0}} bitcast-convert(x)\n  z = {wt}[{m}]{{0}} bitcast-convert(y)\n  ROOT t = ({nt}[{m},{r}]{{1,0}}, {wt}[{m}]{{0}}) tuple(y, z)\n}}\n"
            );
            let et = match wt {
                "u64" => ElementType::U64,
                "s64" => ElementType::S64,
                "u32" => ElementType::U32,
                "s32" => ElementType::S32,
                "f32" => ElementType::F32,
                "u16" => ElementType::U16,
                _ => ElementType::S16,
            };
            let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            if wt == "f32" {
                // No NaNs: a NaN payload may legitimately change through a float register.
                for c in bytes.chunks_exact_mut(4) {
                    c[3] &= 0x3f;
                }
            }
            let x = Literal::from_bytes(webxla::ir::ArrayShape::new(et, vec![m]), &bytes).unwrap();
            let g = run_hlo(&be, &text, std::slice::from_ref(&x))
                .unwrap_or_else(|e| panic!("{e}\n{text}"));
            let w = run_hlo(&cpu, &text, std::slice::from_ref(&x)).unwrap();
            for j in 0..2 {
                assert!(
                    g[j].bytes() == w[j].bytes(),
                    "{wt} <-> {nt}: output {j} differs\n{text}"
                );
            }
            runs += 1;
        }
    }
    assert!(runs >= 20, "{runs}");
}

/// XLA's integer pow on `bits`-wide raw values (checked against jaxlib 0.10.2 over every pair
/// of edge values and random pairs, all widths): the exponent is read as signed; a negative
/// one gives 1 for base 1, ±1 by parity for base -1 (all ones), 0 otherwise; otherwise only
/// its low 6 bits count (3^64 = 1), with wrapping products. The CPU backend instead loops over
/// every exponent bit and gives 0 for base -1.
fn xla_pow(b: u64, e: u64, bits: u32) -> u64 {
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (b, e) = (b & mask, e & mask);
    if (e >> (bits - 1)) & 1 == 1 {
        return if b == 1 {
            1
        } else if b == mask {
            if e & 1 == 1 {
                mask
            } else {
                1
            }
        } else {
            0
        };
    }
    let (mut acc, mut base) = (1u64, b);
    for i in 0..6 {
        if (e >> i) & 1 == 1 {
            acc = acc.wrapping_mul(base) & mask;
        }
        base = base.wrapping_mul(base) & mask;
    }
    acc
}

fn pow_module(ty: &str, n: usize, back_to_s64: bool) -> String {
    let root = if back_to_s64 {
        format!("  p = {ty}[{n}]{{0}} power(a, b)\n  ROOT r = s64[{n}]{{0}} convert(p)")
    } else {
        format!("  ROOT p = {ty}[{n}]{{0}} power(a, b)")
    };
    format!(
        "HloModule p\nENTRY e {{\n  x = s64[{n}]{{0}} parameter(0)\n  y = s64[{n}]{{0}} parameter(1)\n  a = {ty}[{n}]{{0}} convert(x)\n  b = {ty}[{n}]{{0}} convert(y)\n{root}\n}}\n"
    )
}

/// Power of every integer width against `xla_pow` on edge pairs, and against jaxlib 0.10.2's
/// outputs verbatim.
#[test]
fn integer_power_matches_xla() {
    let Some(be) = gpu_or_skip() else { return };
    let e: Vec<i64> = vec![
        0,
        1,
        -1,
        2,
        -2,
        3,
        -3,
        7,
        31,
        32,
        33,
        63,
        64,
        65,
        127,
        128,
        200,
        255,
        -31,
        -128,
        i32::MIN as i64,
        i32::MAX as i64,
        0x7fff,
        0x8000,
        0xffff,
        i64::MIN,
        i64::MAX,
    ];
    let (mut x, mut y) = (Vec::new(), Vec::new());
    for &a in &e {
        for &b in &e {
            x.push(a);
            y.push(b);
        }
    }
    let n = x.len();
    let lit = |v: &[i64]| Literal::from_slice(ElementType::S64, vec![v.len()], v).unwrap();
    let types = [
        ("s32", 32),
        ("u32", 32),
        ("s16", 16),
        ("u16", 16),
        ("s8", 8),
        ("u8", 8),
        ("s64", 64),
        ("u64", 64),
    ];
    for (ty, bits) in types {
        // Converted from s64 (wrapping), so every width sees the same raw low bits.
        let g = run_hlo(&be, &pow_module(ty, n, false), &[lit(&x), lit(&y)]).unwrap();
        let c = run_hlo(
            &CpuBackend::with_ieee_subnormals(),
            &pow_module(ty, n, false),
            &[lit(&x), lit(&y)],
        )
        .unwrap();
        let w = (bits / 8) as usize;
        for (backend, out) in [("gpu", &g[0]), ("cpu", &c[0])] {
            for i in 0..n {
                let mut raw = [0u8; 8];
                raw[..w].copy_from_slice(&out.bytes()[i * w..(i + 1) * w]);
                let got = u64::from_le_bytes(raw);
                let want = xla_pow(x[i] as u64, y[i] as u64, bits);
                assert_eq!(got, want, "{backend}: {ty} power({}, {})", x[i], y[i]);
            }
        }
    }
    // jaxlib 0.10.2 outputs, verbatim.
    type Row = (&'static str, &'static [i64], &'static [i64], &'static [i64]);
    let jax: &[Row] = &[
        (
            "s32",
            &[3, 2, -1, -1, 1, 2, -3, 5],
            &[64, 65, -1, -2, -5, -1, 63, 2147483647],
            &[1, 2, -1, 1, 1, 0, -2111105451, 1501274061],
        ),
        (
            "s64",
            &[3, 2, -1, -1, 1, 2, -3, 5],
            &[64, 65, -1, -2, -5, -1, 63, i64::MAX],
            &[1, 2, -1, 1, 1, 0, 3237885987332494933, -5790225837517463603],
        ),
        (
            "u8",
            &[255, 255, 3, 2],
            &[201, 200, 127, 9],
            &[255, 1, 171, 0],
        ),
        (
            "s8",
            &[-1, -1, 3, 2],
            &[-127, -128, 127, 9],
            &[-1, 1, -85, 0],
        ),
    ];
    for (ty, xs, ys, want) in jax {
        let text = pow_module(ty, xs.len(), true);
        let g = run_hlo(&be, &text, &[lit(xs), lit(ys)]).unwrap();
        let got: &[i64] = g[0].as_slice().unwrap();
        assert_eq!(got, *want, "gpu: {ty}");
        let c = run_hlo(
            &CpuBackend::with_ieee_subnormals(),
            &text,
            &[lit(xs), lit(ys)],
        )
        .unwrap();
        let got: &[i64] = c[0].as_slice().unwrap();
        assert_eq!(got, *want, "cpu: {ty}");
    }
}

/// A bitcast-convert from a type to itself is the identity on the GPU (jax emits pred -> pred;
/// it was refused as a bitcast of pred), for pred and f32.
#[test]
fn bitcast_convert_to_the_same_type_is_the_identity() {
    let Some(be) = gpu_or_skip() else { return };
    let text = "HloModule b\nENTRY e {\n  x = pred[2,3]{1,0} parameter(0)\n  y = pred[2,3]{1,0} bitcast-convert(x)\n  f = f32[3]{0} parameter(1)\n  g = f32[3]{0} bitcast-convert(f)\n  ROOT t = (pred[2,3]{1,0}, f32[3]{0}) tuple(y, g)\n}\n";
    let args = [
        Literal::from_slice(ElementType::Pred, vec![2, 3], &[1u8, 0, 0, 1, 1, 0]).unwrap(),
        Literal::from_slice(ElementType::F32, vec![3], &[1.5f32, -0.0, f32::NAN]).unwrap(),
    ];
    let got = run_hlo(&be, text, &args).unwrap();
    for (g, a) in got.iter().zip(&args) {
        assert_eq!(g.bytes(), a.bytes());
    }
}

/// s64/u64 dot (a matrix product, a batched one and a mixed s32 x s64 one) against the CPU
/// backend, bit for bit: the low 64 bits of every product and sum, wrapping as XLA's integer
/// dot; operands near 2^63 so the products and sums overflow. A plain s64 check (the CPU
/// reference, no GPU) pins the wrap on a known value.
#[test]
fn int64_dot_wraps_as_the_cpu() {
    let cpu = CpuBackend::with_ieee_subnormals();
    let mm = |ty: &str| {
        format!(
            "HloModule d\nENTRY e {{\n  x = {ty}[5,7]{{1,0}} parameter(0)\n  y = {ty}[7,3]{{1,0}} parameter(1)\n  \
             b = {ty}[2,5,7]{{2,1,0}} broadcast(x), dimensions={{1,2}}\n  c = {ty}[2,7,3]{{2,1,0}} broadcast(y), dimensions={{1,2}}\n  \
             d = {ty}[5,3]{{1,0}} dot(x, y), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n  \
             g = {ty}[2,5,3]{{2,1,0}} dot(b, c), lhs_batch_dims={{0}}, lhs_contracting_dims={{2}}, rhs_batch_dims={{0}}, rhs_contracting_dims={{1}}\n  \
             ROOT t = ({ty}[5,3]{{1,0}}, {ty}[2,5,3]{{2,1,0}}) tuple(d, g)\n}}\n"
        )
    };
    let mut r = 0x2545F4914F6CDD1Du64;
    let mut vals = |n: usize| -> Vec<u64> {
        (0..n)
            .map(|i| {
                r ^= r << 13;
                r ^= r >> 7;
                r ^= r << 17;
                match i % 4 {
                    0 => r,
                    1 => r >> 33,
                    2 => (r >> 40).wrapping_neg(),
                    _ => i64::MAX as u64 - (r >> 60),
                }
            })
            .collect()
    };
    let (x, y) = (vals(35), vals(21));
    // CPU reference on a known wrap: (2^62 + 3) * 4 + 2^63 * 2 = 12 (mod 2^64).
    let two =
        "HloModule w\nENTRY e {\n  x = s64[2]{0} parameter(0)\n  y = s64[2]{0} parameter(1)\n  \
               ROOT d = s64[] dot(x, y), lhs_contracting_dims={0}, rhs_contracting_dims={0}\n}\n";
    let a = Literal::from_slice(ElementType::S64, vec![2], &[(1i64 << 62) + 3, i64::MIN]).unwrap();
    let b = Literal::from_slice(ElementType::S64, vec![2], &[4i64, 2]).unwrap();
    let w = run_hlo(&cpu, two, &[a.clone(), b.clone()]).unwrap();
    assert_eq!(w[0].as_slice::<i64>().unwrap(), &[12]);
    let Some(be) = gpu_or_skip() else { return };
    let g = run_hlo(&be, two, &[a, b]).unwrap();
    assert_eq!(g[0].as_slice::<i64>().unwrap(), &[12]);
    for (ty, et) in [("s64", ElementType::S64), ("u64", ElementType::U64)] {
        let args = [
            Literal::from_slice(et, vec![5, 7], &x).unwrap(),
            Literal::from_slice(et, vec![7, 3], &y).unwrap(),
        ];
        let (g, w) = (
            run_hlo(&be, &mm(ty), &args).unwrap(),
            run_hlo(&cpu, &mm(ty), &args).unwrap(),
        );
        for k in 0..2 {
            assert!(g[k].bytes() == w[k].bytes(), "{ty} dot output {k} differs");
        }
    }
    // s32 operands, s64 result (preferred_element_type): each operand widened, then the sum.
    let mixed = "HloModule m\nENTRY e {\n  x = s32[3,4]{1,0} parameter(0)\n  y = s32[4,2]{1,0} parameter(1)\n  \
                 ROOT d = s64[3,2]{1,0} dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n";
    let xs: Vec<i32> = (0..12).map(|i| i32::MAX - 7 * i).collect();
    let ys: Vec<i32> = (0..8).map(|i| i32::MIN + 3 * i).collect();
    let args = [
        Literal::from_slice(ElementType::S32, vec![3, 4], &xs).unwrap(),
        Literal::from_slice(ElementType::S32, vec![4, 2], &ys).unwrap(),
    ];
    let (g, w) = (
        run_hlo(&be, mixed, &args).unwrap(),
        run_hlo(&cpu, mixed, &args).unwrap(),
    );
    assert!(g[0].bytes() == w[0].bytes(), "s32 x s32 -> s64 dot differs");
}
