//! Exact software f64 on the GPU (`GpuOptions::soft_f64`) against the CPU backend, bit for
//! bit (a NaN matches any NaN): add, subtract, multiply, divide, sqrt, negate, abs, sign,
//! min/max, clamp, select, is-finite, compare in every direction (IEEE and total order),
//! convert to and from every computable type, bitcast-convert, movement; reductions (max/min
//! exact, sum/product and dot within rounding: their order is not the CPU's).
//! Operands are every pair of edge values (zeros, subnormal extremes, the smallest normal,
//! the largest finite, infinities, NaNs, 1 ± ulp, powers of two, rounding halfway cases) and
//! pseudo-random pairs across the exponent range (near each other for cancellation, a few ulps
//! apart, subnormal): `WEBXLA_SOFT_F64_SWEEP=N` sets how many (default 20000, quick for CI).
//! Without the option f64 is refused with a typed error that names it. The transcendental
//! functions are tested against their host mirror in `src/backend/gpu/soft_f64_math.rs`.

use crate::gpu_common;
use gpu_common::{gpu_and_cpu, no_gpu, run_hlo};
use webxla::backend::gpu::{GpuBackend, GpuOptions};
use webxla::error::ErrorKind;
use webxla::ir::{ArrayShape, ElementType, Literal};

fn soft_gpu() -> Option<GpuBackend> {
    match pollster::block_on(GpuBackend::new(GpuOptions {
        soft_f64: true,
        ..GpuOptions::default()
    })) {
        Ok(b) => Some(b),
        Err(e) => {
            no_gpu("gpu backend", e);
            None
        }
    }
}

fn f64s(v: &[f64]) -> Literal {
    let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    Literal::from_bytes(ArrayShape::new(ElementType::F64, vec![v.len()]), &bytes).unwrap()
}

fn lit(ty: ElementType, n: usize, bytes: Vec<u8>) -> Literal {
    Literal::from_bytes(ArrayShape::new(ty, vec![n]), &bytes).unwrap()
}

/// Edge values, each with both signs.
fn edges() -> Vec<f64> {
    let b = f64::from_bits;
    let mut v = vec![
        0.0,
        b(1), // smallest subnormal
        b(2),
        b(3),
        b(0x000f_ffff_ffff_ffff), // largest subnormal
        b(0x0008_0000_0000_0000),
        f64::MIN_POSITIVE, // smallest normal
        b(0x0010_0000_0000_0001),
        f64::MAX,
        b(0x7fef_ffff_ffff_fffe),
        f64::INFINITY,
        f64::NAN,
        b(0x7ff0_0000_0000_0001), // signalling NaN
        1.0,
        b(0x3ff0_0000_0000_0001), // 1 + ulp
        b(0x3fef_ffff_ffff_ffff), // 1 - ulp/2
        2.0,
        0.5,
        3.0,
        0.1,
        1.0 / 3.0,
        1.5,
        b(0x3ff8_0000_0000_0001),
        2f64.powi(52),
        2f64.powi(53),
        2f64.powi(53) + 2.0,
        2f64.powi(-1022) * 1.5,
        2f64.powi(1023),
        2f64.powi(-537),
        2f64.powi(511),
        9007199254740993.0, // rounds: 2^53 + 1
        4503599627370495.5,
        1e300,
        1e-300,
        123456.789,
        2147483647.5,
        4294967296.0,
        9.223372036854776e18,
        1.8446744073709552e19,
        65504.0,
        65520.0,
        3.4028234663852886e38,
        3.4028235677973366e38, // rounds to f32 infinity
        1.401298464324817e-45,
        7.006492321624085e-46, // half the smallest f32 subnormal
        1.1754943508222875e-38,
        5.960464477539063e-8,
    ];
    let neg: Vec<f64> = v.iter().map(|x| -x).collect();
    v.extend(neg);
    v
}

fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

fn sweep_len() -> usize {
    std::env::var("WEBXLA_SOFT_F64_SWEEP")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20000)
}

/// Every pair of edge values, then pseudo-random pairs: random bits; the same exponent or a
/// near one (cancellation, alignment); a few ulps apart; small exponents (subnormal results);
/// a third operand for clamp and select.
fn operands() -> (Vec<f64>, Vec<f64>, Vec<f64>) {
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
    for k in 0..sweep_len() {
        let a = xorshift(&mut s);
        let r = xorshift(&mut s);
        let sign = r & 0x8000_0000_0000_0000;
        let b = match k % 5 {
            0 => r,
            1 => {
                let de = (r >> 32) % 5;
                let ea = (a >> 52) & 0x7ff;
                let eb = (ea + de).saturating_sub(2).min(0x7fe);
                sign | (eb << 52) | (r & 0x000f_ffff_ffff_ffff)
            }
            2 => (a & 0x7fff_ffff_ffff_ffff).wrapping_add((r >> 60) + 1) | sign,
            3 => sign | (((r >> 52) % 120) << 52) | (r & 0x000f_ffff_ffff_ffff),
            _ => sign | ((0x3ff + (r >> 40) % 120 - 60) << 52) | (r & 0x000f_ffff_ffff_ffff),
        };
        // Keep the random NaNs rare and the magnitudes spread.
        let a = if k % 7 == 0 {
            (a & 0x800f_ffff_ffff_ffff) | ((((a >> 52) & 0x7ff) % 0x7ff) << 52)
        } else {
            a
        };
        x.push(f64::from_bits(a));
        y.push(f64::from_bits(b));
        z.push(f64::from_bits(xorshift(&mut s)));
    }
    (x, y, z)
}

/// Whether two elements of type `ty` (as little-endian bytes) agree: the same bits, or both
/// NaN for the float types.
fn same(ty: ElementType, a: &[u8], b: &[u8]) -> bool {
    if a == b {
        return true;
    }
    match ty {
        ElementType::F64 => {
            f64::from_le_bytes(a.try_into().unwrap()).is_nan()
                && f64::from_le_bytes(b.try_into().unwrap()).is_nan()
        }
        ElementType::F32 => {
            f32::from_le_bytes(a.try_into().unwrap()).is_nan()
                && f32::from_le_bytes(b.try_into().unwrap()).is_nan()
        }
        ElementType::F16 => {
            half::f16::from_le_bytes(a.try_into().unwrap()).is_nan()
                && half::f16::from_le_bytes(b.try_into().unwrap()).is_nan()
        }
        ElementType::BF16 => {
            half::bf16::from_le_bytes(a.try_into().unwrap()).is_nan()
                && half::bf16::from_le_bytes(b.try_into().unwrap()).is_nan()
        }
        _ => false,
    }
}

/// Runs `text` on both backends and asserts every output element agrees (see `same`),
/// naming the output (`names`), the element and the operands' bits on a mismatch.
fn check(be: &GpuBackend, text: &str, args: &[Literal], names: &[&str]) {
    let outs = gpu_and_cpu(be, text, args, &names.join(","));
    let mut bad = Vec::new();
    for (k, (g, w)) in outs.iter().enumerate() {
        let ty = w.ty();
        let sz = ty.byte_size();
        assert_eq!(g.ty(), ty);
        for (i, (a, b)) in g.bytes().chunks(sz).zip(w.bytes().chunks(sz)).enumerate() {
            if !same(ty, a, b) && bad.len() < 12 {
                let ops: Vec<String> = args
                    .iter()
                    .filter(|l| l.ty().byte_size() == 8 && l.bytes().len() >= (i + 1) * 8)
                    .map(|l| {
                        format!(
                            "{:#018x}",
                            u64::from_le_bytes(l.bytes()[i * 8..i * 8 + 8].try_into().unwrap())
                        )
                    })
                    .collect();
                bad.push(format!(
                    "{} [{i}] operands {ops:?}: gpu {a:02x?} cpu {b:02x?}",
                    names.get(k).unwrap_or(&"?")
                ));
            }
        }
    }
    assert!(bad.is_empty(), "soft f64 differs:\n{}", bad.join("\n"));
}

fn module(n: usize, params: &[&str], body: &str, outs: &[(&str, &str)]) -> String {
    let mut s = String::from("HloModule m\nENTRY e {\n");
    for (k, p) in params.iter().enumerate() {
        s.push_str(&format!("  p{k} = {p}[{n}]{{0}} parameter({k})\n"));
    }
    s.push_str(&body.replace("[N]", &format!("[{n}]")));
    let tys: Vec<String> = outs.iter().map(|(t, _)| format!("{t}[{n}]{{0}}")).collect();
    let names: Vec<&str> = outs.iter().map(|(_, v)| *v).collect();
    s.push_str(&format!(
        "  ROOT t = ({}) tuple({})\n}}\n",
        tys.join(", "),
        names.join(", ")
    ));
    s
}

#[test]
fn refused_without_the_option() {
    let be = match pollster::block_on(GpuBackend::new(GpuOptions::default())) {
        Ok(b) => b,
        Err(e) => return no_gpu("gpu backend", e),
    };
    let text = module(
        4,
        &["f64", "f64"],
        "  a = f64[N] add(p0, p1)\n",
        &[("f64", "a")],
    );
    let x = f64s(&[1.0, 2.0, 3.0, 4.0]);
    let err = run_hlo(&be, &text, &[x.clone(), x.clone()]).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Unsupported, "{err}");
    assert!(
        err.to_string().contains("f64") && err.to_string().contains("soft_f64"),
        "{err}"
    );
    use webxla::backend::Backend;
    let err = be.upload(&x).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Unsupported, "{err}");
}

#[test]
fn arithmetic_is_the_cpus_bits() {
    let Some(be) = soft_gpu() else { return };
    let (x, y, _) = operands();
    let n = x.len();
    let text = module(
        n,
        &["f64", "f64"],
        "  a = f64[N] add(p0, p1)\n  s = f64[N] subtract(p0, p1)\n  m = f64[N] multiply(p0, p1)\n  d = f64[N] divide(p0, p1)\n",
        &[("f64", "a"), ("f64", "s"), ("f64", "m"), ("f64", "d")],
    );
    check(
        &be,
        &text,
        &[f64s(&x), f64s(&y)],
        &["add", "subtract", "multiply", "divide"],
    );
}

#[test]
fn unary_min_max_clamp_select_are_the_cpus_bits() {
    let Some(be) = soft_gpu() else { return };
    let (x, y, z) = operands();
    let n = x.len();
    let text = module(
        n,
        &["f64", "f64", "f64"],
        "  q = f64[N] sqrt(p0)\n  g = f64[N] negate(p0)\n  b = f64[N] abs(p0)\n  s = f64[N] sign(p0)\n  f = pred[N] is-finite(p0)\n  hi = f64[N] maximum(p0, p1)\n  lo = f64[N] minimum(p0, p1)\n  c = f64[N] clamp(p1, p0, p2)\n  lt = pred[N] compare(p0, p1), direction=LT\n  l = f64[N] select(lt, p2, p1)\n",
        &[
            ("f64", "q"),
            ("f64", "g"),
            ("f64", "b"),
            ("f64", "s"),
            ("pred", "f"),
            ("f64", "hi"),
            ("f64", "lo"),
            ("f64", "c"),
            ("f64", "l"),
        ],
    );
    check(
        &be,
        &text,
        &[f64s(&x), f64s(&y), f64s(&z)],
        &[
            "sqrt",
            "negate",
            "abs",
            "sign",
            "is-finite",
            "maximum",
            "minimum",
            "clamp",
            "select",
        ],
    );
}

#[test]
fn compare_is_the_cpus() {
    let Some(be) = soft_gpu() else { return };
    let (x, y, _) = operands();
    let n = x.len();
    let mut body = String::new();
    let mut outs = Vec::new();
    let names = [
        "EQ", "NE", "LT", "LE", "GT", "GE", "EQ_T", "NE_T", "LT_T", "LE_T", "GT_T", "GE_T",
    ];
    for (k, name) in names.iter().enumerate() {
        let dir = &name[..2];
        let ty = if name.ends_with("_T") {
            ", type=TOTALORDER"
        } else {
            ""
        };
        body.push_str(&format!(
            "  c{k} = pred[N] compare(p0, p1), direction={dir}{ty}\n"
        ));
        outs.push(format!("c{k}"));
    }
    let outs: Vec<(&str, &str)> = outs.iter().map(|o| ("pred", o.as_str())).collect();
    let text = module(n, &["f64", "f64"], &body, &outs);
    check(&be, &text, &[f64s(&x), f64s(&y)], &names);
}

#[test]
fn conversions_from_f64_round_as_the_cpu() {
    let Some(be) = soft_gpu() else { return };
    let (x, y, _) = operands();
    // Values near the integer types' limits and halfway cases of the narrow floats too.
    let mut v: Vec<f64> = x.iter().chain(y.iter().take(4000)).copied().collect();
    for k in -70i32..70 {
        let p = 2f64.powi(k.abs());
        v.extend([
            p,
            p - 1.0,
            p + 1.0,
            -p,
            -p - 1.0,
            p * 0.75,
            (k as f64) + 0.5,
        ]);
    }
    let n = v.len();
    let outs = [
        ("f32", "a"),
        ("f16", "b"),
        ("bf16", "c"),
        ("s32", "d"),
        ("u32", "e"),
        ("s64", "f"),
        ("u64", "g"),
        ("s8", "h"),
        ("u16", "i"),
        ("pred", "j"),
        ("s64", "k"),
        ("u64", "l"),
    ];
    let mut body = String::new();
    for (t, name) in &outs[..10] {
        body.push_str(&format!("  {name} = {t}[N] convert(p0)\n"));
    }
    body.push_str("  k = s64[N] bitcast-convert(p0)\n  l = u64[N] bitcast-convert(p0)\n");
    let text = module(n, &["f64"], &body, &outs);
    check(
        &be,
        &text,
        &[f64s(&v)],
        &[
            "f32",
            "f16",
            "bf16",
            "s32",
            "u32",
            "s64",
            "u64",
            "s8",
            "u16",
            "pred",
            "bitcast s64",
            "bitcast u64",
        ],
    );
}

#[test]
fn conversions_to_f64_are_the_cpus() {
    let Some(be) = soft_gpu() else { return };
    let mut s = 0x2545_F491_4F6C_DD1Du64;
    let mut w: Vec<u64> = vec![
        0,
        1,
        u64::MAX,
        1 << 63,
        (1 << 63) - 1,
        (1 << 53) + 1,
        (1 << 54) + 3,
        (1 << 53) - 1,
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0001,
        0x0000_0001,
        0x8000_0001,
        0x007f_ffff,
        0x7f7f_ffff,
        0x3c00,
        0x7c00,
        0x0001,
        0xfc01,
        0x8000_0000,
    ];
    for k in 0..6000 {
        let r = xorshift(&mut s);
        w.push(if k % 2 == 0 { r } else { r >> (r % 64) });
    }
    let n = w.len();
    let u64b: Vec<u8> = w.iter().flat_map(|v| v.to_le_bytes()).collect();
    let u32b: Vec<u8> = w.iter().flat_map(|v| (*v as u32).to_le_bytes()).collect();
    let u16b: Vec<u8> = w.iter().flat_map(|v| (*v as u16).to_le_bytes()).collect();
    let predb: Vec<u8> = w.iter().map(|v| (*v & 1) as u8).collect();
    let args = [
        lit(ElementType::U64, n, u64b.clone()),
        lit(ElementType::S64, n, u64b.clone()),
        lit(ElementType::U32, n, u32b.clone()),
        lit(ElementType::S32, n, u32b.clone()),
        lit(ElementType::F32, n, u32b),
        lit(ElementType::F16, n, u16b.clone()),
        lit(ElementType::BF16, n, u16b),
        lit(ElementType::Pred, n, predb),
        lit(ElementType::S64, n, u64b),
    ];
    let params = [
        "u64", "s64", "u32", "s32", "f32", "f16", "bf16", "pred", "s64",
    ];
    let mut body = String::new();
    let mut outs = Vec::new();
    for k in 0..8 {
        body.push_str(&format!("  c{k} = f64[N] convert(p{k})\n"));
        outs.push(format!("c{k}"));
    }
    body.push_str("  c8 = f64[N] bitcast-convert(p8)\n");
    outs.push("c8".into());
    let outs: Vec<(&str, &str)> = outs.iter().map(|o| ("f64", o.as_str())).collect();
    let text = module(n, &params, &body, &outs);
    check(
        &be,
        &text,
        &args,
        &[
            "u64",
            "s64",
            "u32",
            "s32",
            "f32",
            "f16",
            "bf16",
            "pred",
            "bitcast s64",
        ],
    );
}

fn reduce_module(ty: &str, dims: &str, out: &str, rdims: &str, op: &str, init: &str) -> String {
    format!(
        "HloModule r\nred {{\n  a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  ROOT c = {ty}[] {op}(a, b)\n}}\nENTRY e {{\n  x = {ty}[{dims}] parameter(0)\n  i = {ty}[] constant({init})\n  ROOT r = {ty}[{out}] reduce(x, i), dimensions={{{rdims}}}, to_apply=red\n}}\n"
    )
}

#[test]
fn reductions_are_the_cpus_bits() {
    let Some(be) = soft_gpu() else { return };
    let mut s = 0x1234_5678_9ABC_DEF1u64;
    // Sums and products round at every step and their order differs from the CPU's: within
    // a few ulps; maximum and minimum are the CPU's bits.
    let mut vals: Vec<f64> = (0..4096)
        .map(|_| {
            let r = xorshift(&mut s);
            let m = (r >> 11) as f64 / (1u64 << 53) as f64;
            let e = (r % 16) as i32 - 8;
            if r & 1 == 0 {
                m * 2f64.powi(e)
            } else {
                -m * 2f64.powi(e)
            }
        })
        .collect();
    vals[17] = 0.0;
    let x = f64s(&vals);
    for (op, init) in [
        ("add", "0"),
        ("maximum", "-inf"),
        ("minimum", "inf"),
        ("multiply", "1"),
    ] {
        for (dims, out, rdims) in [
            ("4096", "", "0"),
            ("64,64", "64", "1"),
            ("64,64", "64", "0"),
            ("16,16,16", "16", "0,2"),
        ] {
            let text = reduce_module("f64", dims, out, rdims, op, init);
            let d: Vec<usize> = dims.split(',').map(|v| v.parse().unwrap()).collect();
            let arg = Literal::from_bytes(ArrayShape::new(ElementType::F64, d), x.bytes()).unwrap();
            let outs = gpu_and_cpu(&be, &text, &[arg], op);
            let (g, w) = &outs[0];
            if op == "add" || op == "multiply" {
                // A different association order may differ in the last bits; XLA promises
                // no order. Within a few ulps of the result's magnitude.
                let gv: Vec<f64> = g
                    .bytes()
                    .chunks(8)
                    .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
                    .collect();
                let wv: Vec<f64> = w
                    .bytes()
                    .chunks(8)
                    .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
                    .collect();
                for (i, (a, b)) in gv.iter().zip(&wv).enumerate() {
                    assert!(
                        a.to_bits() == b.to_bits() || (a - b).abs() <= 1e-12 * b.abs().max(1.0),
                        "{op} over {dims} dims {rdims} [{i}]: gpu {a:e} cpu {b:e}"
                    );
                }
            } else {
                assert_eq!(g.bytes(), w.bytes(), "{op} over {dims} dims {rdims}");
            }
        }
    }
}

#[test]
fn movement_and_constants_keep_the_bits() {
    let Some(be) = soft_gpu() else { return };
    let (x, _, _) = operands();
    let v: Vec<f64> = x[..600].to_vec();
    let text = "HloModule mv\nENTRY e {\n  x = f64[20,30]{1,0} parameter(0)\n  t = f64[30,20]{1,0} transpose(x), dimensions={1,0}\n  s = f64[10,15]{1,0} slice(x), slice={[0:20:2], [5:20]}\n  r = f64[600]{0} reshape(x)\n  v = f64[20,30]{1,0} reverse(x), dimensions={0,1}\n  c = f64[] constant(-2.5e-310)\n  p = f64[22,31]{1,0} pad(x, c), padding=1_1x0_1\n  k = f64[40,30]{1,0} concatenate(x, v), dimensions={0}\n  b = f64[20,30,2]{2,1,0} broadcast(x), dimensions={0,1}\n  o = f64[] constant(1.0000000000000002)\n  ob = f64[20,30]{1,0} broadcast(o), dimensions={}\n  m = f64[20,30]{1,0} multiply(x, ob)\n  ROOT out = (f64[30,20]{1,0}, f64[10,15]{1,0}, f64[600]{0}, f64[22,31]{1,0}, f64[40,30]{1,0}, f64[20,30,2]{2,1,0}, f64[20,30]{1,0}) tuple(t, s, r, p, k, b, m)\n}\n";
    let arg = Literal::from_bytes(
        ArrayShape::new(ElementType::F64, vec![20, 30]),
        f64s(&v).bytes(),
    )
    .unwrap();
    let outs = gpu_and_cpu(&be, text, &[arg], "movement");
    for (k, (g, w)) in outs.iter().enumerate() {
        let same_all = g
            .bytes()
            .chunks(8)
            .zip(w.bytes().chunks(8))
            .all(|(a, b)| same(ElementType::F64, a, b));
        assert!(same_all, "output {k} differs");
    }
}

/// Remainder (fmod) is exact: the CPU's bits over every edge and random pair.
#[test]
fn remainder_is_the_cpus_bits() {
    let Some(be) = soft_gpu() else { return };
    let (x, y, _) = operands();
    let n = x.len();
    let text = module(
        n,
        &["f64", "f64"],
        "  a = f64[N] remainder(p0, p1)\n",
        &[("f64", "a")],
    );
    check(&be, &text, &[f64s(&x), f64s(&y)], &["remainder"]);
}

/// Floor, ceil and both round-to-nearest ops, from the bits: every edge and random operand
/// (halfway cases, 2^52 and above, subnormals, signed zeros) gives the CPU's bits.
#[test]
fn rounding_to_integers_is_the_cpus_bits() {
    let Some(be) = soft_gpu() else { return };
    let (mut x, _, _) = operands();
    for k in -8..=8 {
        x.extend([k as f64 + 0.5, k as f64 - 0.5, k as f64 * 0.25 + 1e-17]);
    }
    x.extend([
        4503599627370495.5,
        4503599627370497.0,
        2251799813685248.5,
        0.49999999999999994,
    ]);
    let n = x.len();
    let text = module(
        n,
        &["f64"],
        "  f = f64[N] floor(p0)
  c = f64[N] ceil(p0)
  e = f64[N] round-nearest-even(p0)
  a = f64[N] round-nearest-afz(p0)
",
        &[("f64", "f"), ("f64", "c"), ("f64", "e"), ("f64", "a")],
    );
    check(
        &be,
        &text,
        &[f64s(&x)],
        &["floor", "ceil", "round-even", "round-afz"],
    );
}

/// reduce-precision of f64 to f32's, bf16's, f16's and a 3-bit/2-bit format: the CPU's bits.
#[test]
fn reduce_precision_is_the_cpus_bits() {
    let Some(be) = soft_gpu() else { return };
    let (x, _, _) = operands();
    let n = x.len();
    let text = module(
        n,
        &["f64"],
        "  a = f64[N] reduce-precision(p0), exponent_bits=8, mantissa_bits=23
  b = f64[N] reduce-precision(p0), exponent_bits=8, mantissa_bits=7
  c = f64[N] reduce-precision(p0), exponent_bits=5, mantissa_bits=10
  d = f64[N] reduce-precision(p0), exponent_bits=3, mantissa_bits=2
  e = f64[N] reduce-precision(p0), exponent_bits=11, mantissa_bits=52
",
        &[
            ("f64", "a"),
            ("f64", "b"),
            ("f64", "c"),
            ("f64", "d"),
            ("f64", "e"),
        ],
    );
    check(
        &be,
        &text,
        &[f64s(&x)],
        &["e8m23", "e8m7", "e5m10", "e3m2", "e11m52"],
    );
}

/// Top-k over f64 keys (XLA's total order: NaNs, signed zeros) and convolutions of f64 and
/// s64: top-k and the integer convolution are the CPU's bits; the f64 convolution is too on
/// small integers (every product and sum exact), and within rounding on random values.
#[test]
fn topk_and_convolution() {
    let Some(be) = soft_gpu() else { return };
    let (x, _, _) = operands();
    let rows = x.len() / 16;
    let lx = Literal::from_bytes(
        ArrayShape::new(ElementType::F64, vec![rows, 16]),
        f64s(&x[..rows * 16]).bytes(),
    )
    .unwrap();
    let text = format!(
        "HloModule t\nENTRY e {{\n  p = f64[{rows},16]{{1,0}} parameter(0)\n  ROOT t = (f64[{rows},5]{{1,0}}, s32[{rows},5]{{1,0}}) topk(p), k=5, largest=true\n}}\n"
    );
    check(&be, &text, &[lx], &["values", "indices"]);
    let conv = |ty: &str| {
        format!("HloModule c\nENTRY e {{\n  a = {ty}[2,3,9,10]{{3,2,1,0}} parameter(0)\n  b = {ty}[4,3,3,5]{{3,2,1,0}} parameter(1)\n  ROOT c = {ty}[2,4,8,6]{{3,2,1,0}} convolution(a, b), window={{size=3x5 pad=1_0x0_0}}, dim_labels=bf01_oi01->bf01\n}}\n")
    };
    let ints =
        |n: usize, k: i64| -> Vec<i64> { (0..n as i64).map(|i| (i * k) % 23 - 11).collect() };
    let (ia, ib) = (ints(540, 7), ints(180, 5));
    let f = |v: &[i64], d: Vec<usize>| {
        let b: Vec<u8> = v.iter().flat_map(|&x| (x as f64).to_le_bytes()).collect();
        Literal::from_bytes(ArrayShape::new(ElementType::F64, d), &b).unwrap()
    };
    let s = |v: &[i64], d: Vec<usize>| {
        let b: Vec<u8> = v
            .iter()
            .flat_map(|&x| (x * 0x1_0000_0001).to_le_bytes())
            .collect();
        Literal::from_bytes(ArrayShape::new(ElementType::S64, d), &b).unwrap()
    };
    let da = vec![2, 3, 9, 10];
    let db = vec![4, 3, 3, 5];
    let outs = gpu_and_cpu(
        &be,
        &conv("f64"),
        &[f(&ia, da.clone()), f(&ib, db.clone())],
        "conv f64",
    );
    assert_eq!(
        outs[0].0.bytes(),
        outs[0].1.bytes(),
        "f64 convolution of integers"
    );
    let outs = gpu_and_cpu(
        &be,
        &conv("s64"),
        &[s(&ia, da.clone()), s(&ib, db.clone())],
        "conv s64",
    );
    assert_eq!(
        outs[0].0.bytes(),
        outs[0].1.bytes(),
        "s64 convolution (wrapping)"
    );
    let mut st = 0x5EED_C0DE_F00D_1234u64;
    let mut rnd = |n: usize, d: Vec<usize>| {
        let b: Vec<u8> = (0..n)
            .flat_map(|_| {
                ((xorshift(&mut st) >> 11) as f64 / (1u64 << 53) as f64 - 0.5).to_le_bytes()
            })
            .collect();
        Literal::from_bytes(ArrayShape::new(ElementType::F64, d), &b).unwrap()
    };
    let (ra, rb) = (rnd(540, da), rnd(180, db));
    let outs = gpu_and_cpu(&be, &conv("f64"), &[ra, rb], "conv f64 random");
    for (i, (x, y)) in outs[0]
        .0
        .bytes()
        .chunks(8)
        .zip(outs[0].1.bytes().chunks(8))
        .enumerate()
    {
        let (x, y) = (
            f64::from_le_bytes(x.try_into().unwrap()),
            f64::from_le_bytes(y.try_into().unwrap()),
        );
        assert!((x - y).abs() <= 1e-14, "conv [{i}]: gpu {x:e} cpu {y:e}");
    }
}

/// Dot as the serial loop with each product and sum rounded (the CPU's GEMM fuses them and
/// blocks the sum): within a few ulps of the CPU, exactly equal where every step is exact.
#[test]
fn dot_is_within_rounding_of_the_cpu() {
    let Some(be) = soft_gpu() else { return };
    let mut s = 0x0DDB_1A5E_5BAD_5EEDu64;
    let mut vals = |n: usize| -> Vec<f64> {
        (0..n)
            .map(|_| (xorshift(&mut s) >> 11) as f64 / (1u64 << 53) as f64 - 0.5)
            .collect()
    };
    let (a, b) = (vals(24 * 40), vals(40 * 18));
    let text = "HloModule d\nENTRY e {\n  a = f64[24,40]{1,0} parameter(0)\n  b = f64[40,18]{1,0} parameter(1)\n  ROOT d = f64[24,18]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n";
    let la = Literal::from_bytes(
        ArrayShape::new(ElementType::F64, vec![24, 40]),
        f64s(&a).bytes(),
    )
    .unwrap();
    let lb = Literal::from_bytes(
        ArrayShape::new(ElementType::F64, vec![40, 18]),
        f64s(&b).bytes(),
    )
    .unwrap();
    let outs = gpu_and_cpu(&be, text, &[la, lb], "dot");
    let (g, w) = &outs[0];
    for (i, (x, y)) in g.bytes().chunks(8).zip(w.bytes().chunks(8)).enumerate() {
        let (x, y) = (
            f64::from_le_bytes(x.try_into().unwrap()),
            f64::from_le_bytes(y.try_into().unwrap()),
        );
        assert!((x - y).abs() <= 1e-14, "dot [{i}]: gpu {x:e} cpu {y:e}");
    }
    // Small integers: every product and sum is exact, so the bits agree.
    let ints = |n: usize, k: u64| -> Vec<f64> {
        (0..n as u64).map(|i| ((i * k) % 17) as f64 - 8.0).collect()
    };
    let la = Literal::from_bytes(
        ArrayShape::new(ElementType::F64, vec![24, 40]),
        f64s(&ints(960, 7)).bytes(),
    )
    .unwrap();
    let lb = Literal::from_bytes(
        ArrayShape::new(ElementType::F64, vec![40, 18]),
        f64s(&ints(720, 5)).bytes(),
    )
    .unwrap();
    let outs = gpu_and_cpu(&be, text, &[la, lb], "dot of integers");
    assert_eq!(outs[0].0.bytes(), outs[0].1.bytes());
}

/// The cost of software f64 against f32: one elementwise op (or a sum) over 2^20 elements,
/// the best of five runs after a warm-up, download included. Run by hand:
/// `cargo test --release --test gpu soft_f64::cost -- --ignored --nocapture`.
#[test]
#[ignore]
fn cost() {
    use std::sync::Arc;
    use webxla::backend::Backend;
    let Some(be) = soft_gpu() else { return };
    let n = 1usize << 20;
    let mut s = 0x005E_ED0F_C057u64;
    let v: Vec<f64> = (0..n)
        .map(|_| (xorshift(&mut s) >> 11) as f64 / (1u64 << 53) as f64 + 0.5)
        .collect();
    let arg = |ty: &str| {
        if ty == "f64" {
            f64s(&v)
        } else {
            let b: Vec<u8> = v.iter().flat_map(|x| (*x as f32).to_le_bytes()).collect();
            lit(ElementType::F32, n, b)
        }
    };
    for op in ["add", "multiply", "divide", "sqrt", "reduce-sum"] {
        let mut line = format!("{op:>10}:");
        let mut times = Vec::new();
        for ty in ["f32", "f64"] {
            let text = match op {
                "sqrt" => format!("HloModule c\nENTRY e {{\n  x = {ty}[{n}]{{0}} parameter(0)\n  y = {ty}[{n}]{{0}} parameter(1)\n  ROOT r = {ty}[{n}]{{0}} sqrt(x)\n}}\n"),
                "reduce-sum" => format!("HloModule c\nred {{\n  a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  ROOT c = {ty}[] add(a, b)\n}}\nENTRY e {{\n  x = {ty}[{n}]{{0}} parameter(0)\n  y = {ty}[{n}]{{0}} parameter(1)\n  i = {ty}[] constant(0)\n  ROOT r = {ty}[] reduce(x, i), dimensions={{0}}, to_apply=red\n}}\n"),
                _ => format!("HloModule c\nENTRY e {{\n  x = {ty}[{n}]{{0}} parameter(0)\n  y = {ty}[{n}]{{0}} parameter(1)\n  ROOT r = {ty}[{n}]{{0}} {op}(x, y)\n}}\n"),
            };
            let p = be
                .compile(Arc::new(webxla::hlo::parse_hlo(&text).unwrap()))
                .unwrap();
            let bufs = vec![be.upload(&arg(ty)).unwrap(), be.upload(&arg(ty)).unwrap()];
            let mut best = f64::MAX;
            for k in 0..6 {
                let t = std::time::Instant::now();
                let outs = pollster::block_on(p.execute(bufs.clone(), Default::default())).unwrap();
                pollster::block_on(be.download(&outs[0])).unwrap();
                if k > 0 {
                    best = best.min(t.elapsed().as_secs_f64());
                }
            }
            times.push(best);
            line.push_str(&format!(" {ty} {:8.2} ms", best * 1e3));
        }
        println!("{line}  f64/f32 {:.1}x", times[1] / times[0]);
    }
}
