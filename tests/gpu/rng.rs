//! GPU rng-bit-generator against the CPU backend, bit for bit (bits and updated state):
//! three-fry and philox (and `rng_default`, philox on XLA's CPU), u64[2] and u64[3] philox
//! states, counters that carry across the 32- and 64-bit boundaries, 3-D and odd shapes
//! (all-1 shapes, scalars, odd first dimensions), 8/16/32/64-bit integer element types, and
//! the program jax writes for an rbg key; and jaxlib's own three-fry bits and updated states
//! (`tests/stablehlo_extra/rng_threefry_*`, odd shapes) on the GPU. Without an adapter the GPU parts fail (see `gpu_skip`); the naga validation runs everywhere.

use crate::gpu_common;
use gpu_common::{gpu_or_skip, run_hlo, run_module_on, snapshot};
use webxla::backend::cpu::CpuBackend;
use webxla::backend::gpu::generate_kernels;
use webxla::ir::{ElementType, Literal};

fn module(alg: &str, slen: usize, ty: &str, dims: &[usize]) -> String {
    let d = dims
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",");
    let l = (0..dims.len())
        .rev()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",");
    format!(
        "HloModule r\nENTRY e {{\n  s = u64[{slen}]{{0}} parameter(0)\n  ROOT r = (u64[{slen}]{{0}}, {ty}[{d}]{{{l}}}) rng-bit-generator(s), algorithm={alg}\n}}\n"
    )
}

const ALGS: &[(&str, &[usize])] = &[
    ("rng_three_fry", &[2]),
    ("rng_philox", &[2, 3]),
    ("rng_default", &[2]),
];

/// The verifier only accepts integer bits (as XLA does).
const TYPES: &[&str] = &["u32", "s32", "u64", "s64", "u8", "s8", "u16", "s16"];

const SHAPES: &[&[usize]] = &[
    &[3, 5, 7],
    &[2, 3, 4],
    &[1, 1, 5],
    &[7],
    &[1],
    &[],
    &[5, 1],
    &[1, 9, 2],
    &[1, 1],
    &[4, 0],
    &[1000],
    &[13, 17],
    &[3, 4],
    &[5, 7],
    &[7, 1, 6],
    &[1, 9, 1],
];

fn states(slen: usize) -> Vec<Vec<u64>> {
    let mut v = vec![
        vec![0, 0, 0],
        vec![42, 7, 0],
        vec![0x0123_4567_89ab_cdef, 0xffff_fffe, 1],
        vec![0xdead_beef_0000_0001, u64::MAX - 2, u64::MAX],
        vec![u64::MAX, u64::MAX, 5],
    ];
    for s in &mut v {
        s.truncate(slen);
    }
    v
}

#[test]
fn rng_bit_generator_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let mut runs = 0;
    for &(alg, slens) in ALGS {
        for &slen in slens {
            for ty in TYPES {
                for dims in SHAPES {
                    let text = module(alg, slen, ty, dims);
                    for st in states(slen) {
                        let s = Literal::from_slice(ElementType::U64, vec![slen], &st).unwrap();
                        let g = run_hlo(&be, &text, std::slice::from_ref(&s))
                            .unwrap_or_else(|e| panic!("{e}\n{text}"));
                        let w = run_hlo(&cpu, &text, std::slice::from_ref(&s)).unwrap();
                        for j in 0..2 {
                            assert!(
                                g[j].bytes() == w[j].bytes(),
                                "{alg} {ty}{dims:?} state {st:x?}: output {j} differs\ngpu {:?}\ncpu {:?}",
                                &g[j].bytes()[..g[j].bytes().len().min(32)],
                                &w[j].bytes()[..w[j].bytes().len().min(32)]
                            );
                        }
                        runs += 1;
                    }
                }
            }
        }
    }
    println!("{runs} rng-bit-generator runs matched the cpu");
}

/// What `jax.random.bits(jax.random.key(k, impl='rbg'), (3, 5, 7))` lowers to (less jax's
/// `Sharding` custom-call): the u32[4] key bitcast to a u64[2] state, and the new state
/// bitcast back to a u32[4] key.
#[test]
fn jax_rbg_key_program_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    let text = "HloModule jit__lambda\nENTRY main.1 {\n  k.1 = u32[4]{0} parameter(0)\n  r5 = u32[2,2]{1,0} reshape(k.1)\n  r6 = u64[2]{0} bitcast-convert(r5)\n  r7 = (u64[2]{0}, u32[3,5,7]{2,1,0}) rng-bit-generator(r6), algorithm=rng_default\n  r8 = u64[2]{0} get-tuple-element(r7), index=0\n  r9 = u32[3,5,7]{2,1,0} get-tuple-element(r7), index=1\n  s1 = u32[2,2]{1,0} bitcast-convert(r8)\n  s2 = u32[4]{0} reshape(s1)\n  ROOT t = (u32[4]{0}, u32[3,5,7]{2,1,0}) tuple(s2, r9)\n}\n";
    for key in [
        [0u32, 0, 0, 0],
        [1, 2, 3, 0xffff_ffff],
        [0xdead_beef, 7, 0xffff_fffe, 9],
    ] {
        let k = Literal::from_slice(ElementType::U32, vec![4], &key).unwrap();
        let g = run_hlo(&be, text, std::slice::from_ref(&k)).unwrap();
        let w = run_hlo(&cpu, text, std::slice::from_ref(&k)).unwrap();
        for j in 0..2 {
            assert!(
                g[j].bytes() == w[j].bytes(),
                "key {key:x?}: output {j} differs"
            );
        }
        // The counter (key words 2, 3) advanced by the number of philox blocks: 105 / 4 -> 27.
        let nk: &[u32] = w[0].as_slice().unwrap();
        let ctr = (key[2] as u64 | (key[3] as u64) << 32).wrapping_add(27);
        assert_eq!((nk[2], nk[3]), (ctr as u32, (ctr >> 32) as u32));
    }
}

/// jaxlib's three-fry outputs and updated states for odd shapes (XLA halves the first even
/// dimension, else the first largest) come out bit for bit on the GPU too.
#[test]
fn jaxlib_threefry_cases_match_on_gpu() {
    let Some(be) = gpu_or_skip() else { return };
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/stablehlo_extra");
    let npys = |d: &std::path::Path, prefix: &str| -> Vec<Literal> {
        (0..)
            .map_while(|i| std::fs::read(d.join(format!("{prefix}{i}.npy"))).ok())
            .map(|b| webxla::npy::read_npy(&b, false).unwrap())
            .collect()
    };
    let mut cases = 0;
    for name in [
        "rng_threefry_odd_u32",
        "rng_threefry_odd_narrow_wide",
        "rng_threefry_uniform_f32",
    ] {
        let d = root.join(name);
        let text = std::fs::read_to_string(d.join("module.mlir")).unwrap();
        let m = webxla::stablehlo::parse_stablehlo(&text).unwrap();
        let got = run_module_on(&be, m, &npys(&d, "in")).unwrap();
        let want = npys(&d, "out");
        assert_eq!(got.len(), want.len(), "{name}");
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                g.ty() == w.ty() && g.dims() == w.dims() && g.bytes() == w.bytes(),
                "{name}: output {i} differs from jaxlib"
            );
        }
        cases += 1;
    }
    assert_eq!(cases, 3);
}

/// Every kernel validates with naga; one kernel per rng-bit-generator.
#[test]
fn rng_kernels_validate() {
    for &(alg, slens) in ALGS {
        for &slen in slens {
            for ty in TYPES {
                for dims in SHAPES {
                    let text = module(alg, slen, ty, dims);
                    let m = webxla::hlo::parse_hlo(&text).unwrap();
                    let ks = generate_kernels(&m).unwrap_or_else(|e| panic!("{e}\n{text}"));
                    assert_eq!(ks.len(), 1, "{text}");
                }
            }
        }
    }
    // A wrong state is a typed error, not a panic.
    let m = webxla::hlo::parse_hlo(&module("rng_three_fry", 3, "u32", &[4])).unwrap();
    let e = generate_kernels(&m).unwrap_err();
    assert_eq!(e.kind, webxla::ErrorKind::InvalidProgram, "{e}");
}

#[test]
fn rng_snapshot() {
    for (alg, name) in [
        ("rng_philox", "rng_philox_u8"),
        ("rng_three_fry", "rng_threefry_u8"),
    ] {
        let m = webxla::hlo::parse_hlo(&module(alg, 2, "u8", &[3, 5, 7])).unwrap();
        let ks = generate_kernels(&m).unwrap();
        snapshot(name, &ks[0].1);
    }
}
