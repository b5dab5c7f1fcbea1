//! GPU s64/u64 divide, remainder, power (and abs, sign, popcnt, clz, clamp) against the CPU
//! backend, bit for bit, over every pair of edge values (0, ±1, INT_MIN, INT_MAX, 2^32
//! boundaries, divisors above 2^63) plus pseudo-random pairs: x / 0 = -1 (all ones),
//! x % 0 = x, INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0, truncation toward zero, wrapping
//! powers, negative exponents. Without an adapter the GPU part prints `SKIPPED: no GPU
//! adapter`; the naga validation runs everywhere.

mod gpu_common;
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
fn int64_div_rem_pow_match_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::new();
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
    let cpu = CpuBackend::new();
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
    let cpu = CpuBackend::new();
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

/// s32/s8/u16 power against the CPU: wrapping products, and a negative exponent gives 1 for
/// base 1 and 0 for every other base, -1 included (XLA's integer pow).
#[test]
fn narrow_integer_power_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::new();
    let e: Vec<i32> = vec![
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
        -31,
        i32::MIN,
        i32::MAX,
        100,
        -100,
    ];
    let (mut x, mut y) = (Vec::new(), Vec::new());
    for &a in &e {
        for &b in &e {
            x.push(a);
            y.push(b);
        }
    }
    let n = x.len();
    for ty in ["s32", "s8", "u16"] {
        let text = format!(
            "HloModule p\nENTRY e {{\n  x = s32[{n}]{{0}} parameter(0)\n  y = s32[{n}]{{0}} parameter(1)\n  a = {ty}[{n}]{{0}} convert(x)\n  b = {ty}[{n}]{{0}} convert(y)\n  ROOT p = {ty}[{n}]{{0}} power(a, b)\n}}\n"
        );
        let args = [
            Literal::from_slice(ElementType::S32, vec![n], &x).unwrap(),
            Literal::from_slice(ElementType::S32, vec![n], &y).unwrap(),
        ];
        let g = run_hlo(&be, &text, &args).unwrap();
        let w = run_hlo(&cpu, &text, &args).unwrap();
        assert!(g[0].bytes() == w[0].bytes(), "{ty} power differs");
    }
}
