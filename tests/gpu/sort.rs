//! GPU sort (bitonic sort of a permutation, then a gather) against the CPU backend, bit for
//! bit: jax's comparators (NaN and -0 canonicalised, TOTALORDER), multi-operand sorts with
//! several keys (argsort, lax.sort num_keys), stable ties, rows of 100,000 (several
//! workgroup-memory and global passes), sorting along axis 0, many rows at once, and
//! s32/u32/f16/bf16/u8/s64 keys; top-k (the same sort in total order) for every type. Without an adapter the GPU parts fail (see `gpu_skip`); the naga validation of the generated kernels runs everywhere.

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo, snapshot};
use webxla::backend::cpu::CpuBackend;
use webxla::backend::gpu::generate_kernels;
use webxla::ir::{ArrayShape, ElementType, Literal};

fn is_float(ty: &str) -> bool {
    matches!(ty, "f32" | "f16" | "bf16")
}

/// Comparator lines for keys `tys[..num_keys]` over parameters 0..2m, jax style: floats are
/// canonicalised (NaN -> NaN, -0 -> 0) and compared in total order; keys are lexicographic.
fn comparator(tys: &[&str], num_keys: usize) -> String {
    let mut s = String::from("cmp {\n");
    for (k, t) in tys.iter().enumerate() {
        s += &format!(
            "  p{a} = {t}[] parameter({a})\n  p{b} = {t}[] parameter({b})\n",
            a = 2 * k,
            b = 2 * k + 1
        );
    }
    let mut lts = Vec::new();
    let mut eqs = Vec::new();
    for (k, t) in tys.iter().take(num_keys).enumerate() {
        let (a, b) = (format!("p{}", 2 * k), format!("p{}", 2 * k + 1));
        if is_float(t) {
            s += &format!("  nan{k} = {t}[] constant(nan)\n  zero{k} = {t}[] constant(0)\n");
            for (side, v) in [("a", &a), ("b", &b)] {
                s += &format!(
                    "  ne{side}{k} = pred[] compare({v}, {v}), direction=NE\n  eqz{side}{k} = pred[] compare({v}, zero{k}), direction=EQ\n  z{side}{k} = {t}[] select(eqz{side}{k}, zero{k}, {v})\n  c{side}{k} = {t}[] select(ne{side}{k}, nan{k}, z{side}{k})\n"
                );
            }
            s += &format!(
                "  lt{k} = pred[] compare(ca{k}, cb{k}), direction=LT, type=TOTALORDER\n  eq{k} = pred[] compare(ca{k}, cb{k}), direction=EQ, type=TOTALORDER\n"
            );
        } else {
            s += &format!(
                "  lt{k} = pred[] compare({a}, {b}), direction=LT\n  eq{k} = pred[] compare({a}, {b}), direction=EQ\n"
            );
        }
        lts.push(format!("lt{k}"));
        eqs.push(format!("eq{k}"));
    }
    // r = lt0 | (eq0 & (lt1 | (eq1 & ... lt_last)))
    let last = num_keys - 1;
    let mut acc = format!("lt{last}");
    for k in (0..last).rev() {
        s += &format!("  and{k} = pred[] and(eq{k}, {acc})\n  or{k} = pred[] or(lt{k}, and{k})\n");
        acc = format!("or{k}");
    }
    s += &format!("  ROOT r = pred[] copy({acc})\n}}\n");
    s
}

fn dims_text(d: &[usize]) -> String {
    d.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn layout(d: &[usize]) -> String {
    (0..d.len())
        .rev()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// A sort of parameters of types `tys` (shape `dims`) along `dim`.
fn sort_module(tys: &[&str], dims: &[usize], dim: usize, num_keys: usize, stable: bool) -> String {
    let sh = |t: &str| format!("{t}[{}]{{{}}}", dims_text(dims), layout(dims));
    let mut s = format!("HloModule s\n{}ENTRY e {{\n", comparator(tys, num_keys));
    for (k, t) in tys.iter().enumerate() {
        s += &format!("  x{k} = {} parameter({k})\n", sh(t));
    }
    let args: Vec<String> = (0..tys.len()).map(|k| format!("x{k}")).collect();
    let out = if tys.len() == 1 {
        sh(tys[0])
    } else {
        format!(
            "({})",
            tys.iter().map(|t| sh(t)).collect::<Vec<_>>().join(", ")
        )
    };
    s += &format!(
        "  ROOT s = {out} sort({}), dimensions={{{dim}}}, is_stable={stable}, to_apply=cmp\n}}\n",
        args.join(", ")
    );
    s
}

/// Deterministic pseudo-random words.
fn words(n: usize, seed: u64) -> Vec<u64> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        })
        .collect()
}

/// Test data of type `ty`: few distinct values (many ties) plus NaNs, ±0, ±inf for floats.
fn data(ty: &str, dims: &[usize], seed: u64, distinct: u64) -> Literal {
    let n: usize = dims.iter().product();
    let w = words(n, seed);
    let specials = [
        f32::NAN,
        -f32::NAN,
        f32::from_bits(0x7fc0_1234),
        -0.0,
        0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
    ];
    let f: Vec<f32> = w
        .iter()
        .map(|&v| {
            if v % 11 == 0 {
                specials[(v >> 8) as usize % specials.len()]
            } else {
                ((v >> 16) % distinct) as f32 * 0.5 - distinct as f32 / 4.0
            }
        })
        .collect();
    let d = dims.to_vec();
    match ty {
        "f32" => Literal::from_slice(ElementType::F32, d, &f).unwrap(),
        "f16" => {
            let h: Vec<half::f16> = f.iter().map(|&x| half::f16::from_f32(x)).collect();
            Literal::from_slice(ElementType::F16, d, &h).unwrap()
        }
        "bf16" => {
            let h: Vec<half::bf16> = f.iter().map(|&x| half::bf16::from_f32(x)).collect();
            Literal::from_slice(ElementType::BF16, d, &h).unwrap()
        }
        "s32" => {
            let v: Vec<i32> = w
                .iter()
                .map(|&v| match v % 13 {
                    0 => i32::MIN,
                    1 => i32::MAX,
                    _ => ((v >> 16) % distinct) as i32 - (distinct / 2) as i32,
                })
                .collect();
            Literal::from_slice(ElementType::S32, d, &v).unwrap()
        }
        "u32" => {
            let v: Vec<u32> = w
                .iter()
                .map(|&v| match v % 13 {
                    0 => u32::MAX,
                    _ => ((v >> 16) % distinct) as u32 * 0x0100_0001,
                })
                .collect();
            Literal::from_slice(ElementType::U32, d, &v).unwrap()
        }
        "u8" => {
            let v: Vec<u8> = w.iter().map(|&v| ((v >> 16) % distinct) as u8).collect();
            Literal::from_slice(ElementType::U8, d, &v).unwrap()
        }
        "s8" => {
            let v: Vec<i8> = w
                .iter()
                .map(|&v| ((v >> 16) % distinct) as i8 - 8)
                .collect();
            Literal::from_slice(ElementType::S8, d, &v).unwrap()
        }
        "u16" => {
            let v: Vec<u16> = w
                .iter()
                .map(|&v| (((v >> 16) % distinct) as u16).wrapping_mul(1000))
                .collect();
            Literal::from_slice(ElementType::U16, d, &v).unwrap()
        }
        "s16" => {
            let v: Vec<i16> = w
                .iter()
                .map(|&v| ((v >> 16) % distinct) as i16 * 700 - 15000)
                .collect();
            Literal::from_slice(ElementType::S16, d, &v).unwrap()
        }
        "u64" => {
            let v: Vec<u64> = w
                .iter()
                .map(|&v| ((v >> 16) % distinct).wrapping_mul(0x0fff_ffff_ffff_ffff))
                .collect();
            Literal::from_slice(ElementType::U64, d, &v).unwrap()
        }
        "pred" => {
            let v: Vec<u8> = w.iter().map(|&v| ((v >> 16) % 2) as u8).collect();
            Literal::from_bytes(ArrayShape::new(ElementType::Pred, d), &v).unwrap()
        }
        "s64" => {
            let v: Vec<i64> = w
                .iter()
                .map(|&v| ((v >> 16) % distinct) as i64 * 0x1_0000_0001 - 7)
                .collect();
            Literal::from_slice(ElementType::S64, d, &v).unwrap()
        }
        "iota" => {
            // Position along the last dimension, as s32 (argsort's second operand).
            let last = *dims.last().unwrap();
            let v: Vec<i32> = (0..n).map(|i| (i % last) as i32).collect();
            Literal::from_slice(ElementType::S32, d, &v).unwrap()
        }
        t => panic!("no test data for {t}"),
    }
}

fn ty_name(t: &str) -> &str {
    if t == "iota" {
        "s32"
    } else {
        t
    }
}

struct Case {
    tys: &'static [&'static str],
    dims: &'static [usize],
    dim: usize,
    num_keys: usize,
    distinct: u64,
}

const CASES: &[Case] = &[
    // 1-D f32 with NaNs (both signs, a payload), ±0, ±inf and ties.
    Case {
        tys: &["f32"],
        dims: &[1000],
        dim: 0,
        num_keys: 1,
        distinct: 50,
    },
    // argsort: keys plus positions.
    Case {
        tys: &["f32", "iota"],
        dims: &[777],
        dim: 0,
        num_keys: 1,
        distinct: 20,
    },
    // lax.sort with num_keys=2 over three operands.
    Case {
        tys: &["s32", "f32", "u32"],
        dims: &[513],
        dim: 0,
        num_keys: 2,
        distinct: 4,
    },
    // Stable ties: two distinct keys, payload records the order.
    Case {
        tys: &["s32", "iota"],
        dims: &[4096],
        dim: 0,
        num_keys: 1,
        distinct: 2,
    },
    // Long rows: several global passes between workgroup-memory passes.
    Case {
        tys: &["f32", "iota"],
        dims: &[100_000],
        dim: 0,
        num_keys: 1,
        distinct: 1000,
    },
    // Along axis 0 of a 2-D array, and along the middle axis of a 3-D one.
    Case {
        tys: &["f32", "s32"],
        dims: &[300, 7],
        dim: 0,
        num_keys: 1,
        distinct: 30,
    },
    Case {
        tys: &["u32"],
        dims: &[3, 129, 5],
        dim: 1,
        num_keys: 1,
        distinct: 40,
    },
    // Many rows at once.
    Case {
        tys: &["f32"],
        dims: &[200, 300],
        dim: 1,
        num_keys: 1,
        distinct: 100,
    },
    // Other key types.
    Case {
        tys: &["s32"],
        dims: &[5, 1031],
        dim: 1,
        num_keys: 1,
        distinct: 1000,
    },
    Case {
        tys: &["u32", "iota"],
        dims: &[2, 600],
        dim: 1,
        num_keys: 1,
        distinct: 37,
    },
    Case {
        tys: &["f16", "iota"],
        dims: &[3, 700],
        dim: 1,
        num_keys: 1,
        distinct: 60,
    },
    Case {
        tys: &["bf16", "iota"],
        dims: &[3, 701],
        dim: 1,
        num_keys: 1,
        distinct: 60,
    },
    Case {
        tys: &["u8", "f16"],
        dims: &[9, 99],
        dim: 1,
        num_keys: 1,
        distinct: 17,
    },
    Case {
        tys: &["s64", "iota"],
        dims: &[4, 333],
        dim: 1,
        num_keys: 1,
        distinct: 25,
    },
    // 70,000 workgroups of one invocation: the dispatch is folded into two dimensions.
    Case {
        tys: &["s32", "iota"],
        dims: &[70_000, 2],
        dim: 1,
        num_keys: 1,
        distinct: 3,
    },
    // Degenerate rows.
    Case {
        tys: &["f32"],
        dims: &[4, 1],
        dim: 1,
        num_keys: 1,
        distinct: 5,
    },
    Case {
        tys: &["f32", "iota"],
        dims: &[3, 2],
        dim: 1,
        num_keys: 1,
        distinct: 5,
    },
];

fn case_text(c: &Case, stable: bool) -> String {
    let tys: Vec<&str> = c.tys.iter().map(|t| ty_name(t)).collect();
    sort_module(&tys, c.dims, c.dim, c.num_keys, stable)
}

fn case_args(c: &Case, k: usize) -> Vec<Literal> {
    c.tys
        .iter()
        .enumerate()
        .map(|(j, t)| data(t, c.dims, (k * 16 + j) as u64 + 1, c.distinct))
        .collect()
}

#[test]
fn sort_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    for (k, c) in CASES.iter().enumerate() {
        for stable in [true, false] {
            let text = case_text(c, stable);
            let args = case_args(c, k);
            let g = run_hlo(&be, &text, &args).unwrap_or_else(|e| panic!("case {k}: {e}\n{text}"));
            let w = run_hlo(&cpu, &text, &args).unwrap();
            assert_eq!(g.len(), w.len());
            for (j, (a, b)) in g.iter().zip(&w).enumerate() {
                assert!(
                    a.bytes() == b.bytes(),
                    "case {k} ({:?} {:?} dim {}) stable={stable}: output {j} differs from the cpu",
                    c.tys,
                    c.dims,
                    c.dim
                );
            }
        }
    }
}

/// The CPU reference itself puts NaNs last and keeps ties in order (guards the comparison
/// above against two backends agreeing on a wrong answer).
#[test]
fn cpu_reference_is_sorted_and_stable() {
    let cpu = CpuBackend::with_ieee_subnormals();
    let c = &CASES[1];
    let w = run_hlo(&cpu, &case_text(c, true), &case_args(c, 1)).unwrap();
    let keys: &[f32] = w[0].as_slice().unwrap();
    let pos: &[i32] = w[1].as_slice().unwrap();
    let key = |x: f32| if x.is_nan() { f32::INFINITY } else { x };
    for i in 1..keys.len() {
        let (a, b) = (keys[i - 1], keys[i]);
        assert!(a.is_nan() <= b.is_nan(), "NaN before a number at {i}");
        if !a.is_nan() && !b.is_nan() {
            assert!(key(a) <= key(b), "not sorted at {i}");
        }
        if (a == b) || (a.is_nan() && b.is_nan()) {
            assert!(pos[i - 1] < pos[i], "tie out of order at {i}");
        }
    }
}

/// Every kernel validates with naga, and a long row takes O(log² n) passes, most of them in
/// workgroup memory.
#[test]
fn sort_kernels_validate() {
    for (k, c) in CASES.iter().enumerate() {
        let m = webxla::hlo::parse_hlo(&case_text(c, true)).unwrap();
        let ks = generate_kernels(&m).unwrap_or_else(|e| panic!("case {k}: {e}"));
        assert!(!ks.is_empty());
    }
    let m = webxla::hlo::parse_hlo(&case_text(&CASES[4], true)).unwrap();
    let ks = generate_kernels(&m).unwrap();
    // 100,000 -> 131,072 = 2^17: 17 * 18 / 2 = 153 stages. Workgroups of 256 sort blocks of
    // 512 = 2^9 in workgroup memory: 1 + 8 local passes, 1 + 2 + ... + 8 global passes and one
    // gather = 46 kernels (67 with workgroups of 64).
    let locals = ks.iter().filter(|k| k.0.starts_with("sort_local")).count();
    let globals = ks.iter().filter(|k| k.0.starts_with("sort_k")).count();
    // With blocks of 2^b: 17 - b merges wider than a block, each with its own local pass, and
    // m - b global stages for the merge of 2^m.
    let wide = locals - 1;
    assert_eq!(globals, wide * (wide + 1) / 2);
    assert!(
        ks.len() <= 80 && ks.len() == locals + globals + 1,
        "{:?}",
        ks.iter().map(|k| &k.0).collect::<Vec<_>>()
    );
    assert!(ks.iter().any(|k| k.1.contains("workgroupBarrier")));
}

fn topk_module(ty: &str, rows: usize, n: usize, k: usize, largest: bool) -> String {
    format!(
        "HloModule t\nENTRY e {{\n  x = {ty}[{rows},{n}]{{1,0}} parameter(0)\n  ROOT t = ({ty}[{rows},{k}]{{1,0}}, s32[{rows},{k}]{{1,0}}) topk(x), k={k}, largest={largest}\n}}\n"
    )
}

/// Top-k is the same sort in total order: every type the GPU holds, rows longer than 65,535,
/// k = n, k = 0, smallest-k, NaN payloads and ±0 in total order, ties to the lower index.
#[test]
fn topk_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let tys = [
        "f32", "f16", "bf16", "s32", "u32", "s8", "u8", "s16", "u16", "s64", "u64", "pred",
    ];
    let mut runs = 0;
    for (t, ty) in tys.iter().enumerate() {
        let (rows, n) = (3, 333);
        let x = data(ty, &[rows, n], t as u64 + 100, 40);
        for (k, largest) in [(1, true), (7, true), (n, true), (9, false), (0, true)] {
            let text = topk_module(ty, rows, n, k, largest);
            let g = run_hlo(&be, &text, std::slice::from_ref(&x))
                .unwrap_or_else(|e| panic!("{e}\n{text}"));
            let w = run_hlo(&cpu, &text, std::slice::from_ref(&x)).unwrap();
            for j in 0..2 {
                assert!(
                    g[j].bytes() == w[j].bytes(),
                    "{ty} k={k} largest={largest}: output {j} differs"
                );
            }
            runs += 1;
        }
    }
    // A long row, and many short rows.
    for (ty, rows, n, k) in [
        ("f32", 1, 100_000, 10),
        ("s32", 2, 70_000, 100),
        ("f16", 500, 3, 2),
        ("u8", 4, 1, 1),
    ] {
        let x = data(ty, &[rows, n], 7, 1000);
        let text = topk_module(ty, rows, n, k, true);
        let g =
            run_hlo(&be, &text, std::slice::from_ref(&x)).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let w = run_hlo(&cpu, &text, std::slice::from_ref(&x)).unwrap();
        for j in 0..2 {
            assert!(
                g[j].bytes() == w[j].bytes(),
                "{ty}[{rows},{n}] k={k}: output {j} differs"
            );
        }
        runs += 1;
    }
    println!("{runs} top-k runs matched the cpu");
}

#[test]
fn topk_kernels_validate() {
    for ty in ["f32", "f16", "bf16", "s8", "u16", "s64", "u64", "pred"] {
        let m = webxla::hlo::parse_hlo(&topk_module(ty, 2, 1000, 5, true)).unwrap();
        generate_kernels(&m).unwrap_or_else(|e| panic!("{ty}: {e}"));
    }
}

/// The argsort kernels of a 1,000-element row: one workgroup-memory pass, one wide stage, the
/// final workgroup-memory pass and the gather.
#[test]
fn sort_snapshot() {
    let c = Case {
        tys: &["f32", "iota"],
        dims: &[1000],
        dim: 0,
        num_keys: 1,
        distinct: 5,
    };
    let m = webxla::hlo::parse_hlo(&case_text(&c, true)).unwrap();
    let ks = generate_kernels(&m).unwrap();
    let names: Vec<&str> = ks.iter().map(|k| k.0.as_str()).collect();
    assert_eq!(
        names,
        [
            "sort_local_first_s",
            "sort_k1024_j512_s",
            "sort_local_k1024_s",
            "sort_gather_s"
        ]
    );
    let all: String = ks.iter().map(|k| format!("// {}\n{}", k.0, k.1)).collect();
    snapshot("sort_argsort_1000", &all);
}
