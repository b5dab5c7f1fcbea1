//! The conformance corpus (tests/conformance, embedded at compile time) run in a real browser
//! through the public Rust client API: every case, as HLO text and as StableHLO text, on the
//! WebGPU backend (SwiftShader in headless Chromium) and on the CPU backend compiled to wasm,
//! checked against jaxlib's outputs with the corpus tolerances; plus sin/cos/tan on large
//! arguments on WebGPU.
#![cfg(target_arch = "wasm32")]

mod gpu_skip;
use wasm_bindgen_test::*;
use webxla::ir::{ElementType, Literal};

wasm_bindgen_test_configure!(run_in_browser);

struct Case {
    name: &'static str,
    json: &'static str,
    hlo: &'static str,
    mlir: &'static str,
    inputs: &'static [&'static [u8]],
    outputs: &'static [&'static [u8]],
}

macro_rules! case {
    ($name:literal, [$($i:literal),*], [$($o:literal),*]) => {
        Case {
            name: $name,
            json: include_str!(concat!("conformance/", $name, "/case.json")),
            hlo: include_str!(concat!("conformance/", $name, "/module.hlo")),
            mlir: include_str!(concat!("conformance/", $name, "/module.mlir")),
            inputs: &[$(include_bytes!(concat!("conformance/", $name, "/", $i, ".npy"))),*],
            outputs: &[$(include_bytes!(concat!("conformance/", $name, "/", $o, ".npy"))),*],
        }
    };
}

static CASES: &[Case] = &[
    case!("argmax_argmin", ["in0"], ["out0", "out1"]),
    case!(
        "argsort_multi_operand",
        ["in0", "in1", "in2"],
        ["out0", "out1", "out2"]
    ),
    case!(
        "bf16_arith",
        ["in0", "in1"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!(
        "binary_add_sub_mul_div",
        ["in0", "in1"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!("binary_atan2", ["in0", "in1"], ["out0"]),
    case!(
        "binary_max_min",
        ["in0", "in1", "in2", "in3"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!("binary_pow", ["in0", "in1"], ["out0"]),
    case!("binary_rem", ["in0", "in1", "in2", "in3"], ["out0", "out1"]),
    case!("bitcast_convert", ["in0", "in1"], ["out0", "out1", "out2"]),
    case!("broadcast_in_dim", ["in0", "in1", "in2"], ["out0", "out1"]),
    case!("clamp", ["in0", "in1", "in2", "in3"], ["out0", "out1"]),
    case!(
        "compare_select",
        ["in0", "in1"],
        ["out0", "out1", "out2", "out3", "out4", "out5"]
    ),
    case!(
        "concatenate",
        ["in0", "in1", "in2", "in3"],
        ["out0", "out1"]
    ),
    case!(
        "conditional_cond_switch",
        ["in0", "in1", "in2"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!("conv2d_depthwise", ["in0", "in1"], ["out0"]),
    case!("conv2d_nchw_stride_pad_dilation", ["in0", "in1"], ["out0"]),
    case!("conv2d_nhwc", ["in0", "in1"], ["out0"]),
    case!(
        "convert",
        ["in0", "in1", "in2", "in3", "in4"],
        [
            "out0", "out1", "out2", "out3", "out4", "out5", "out6", "out7", "out8", "out9",
            "out10", "out11", "out12"
        ]
    ),
    case!("cumsum", ["in0", "in1"], ["out0", "out1"]),
    case!("dot_batch_einsum", ["in0", "in1"], ["out0"]),
    case!("dot_matmul", ["in0", "in1"], ["out0"]),
    case!("dot_transposed_operands", ["in0", "in1"], ["out0"]),
    case!("dot_vector", ["in0", "in1", "in2"], ["out0", "out1"]),
    case!("dynamic_slice", ["in0", "in1", "in2"], ["out0"]),
    case!(
        "dynamic_update_slice",
        ["in0", "in1", "in2", "in3"],
        ["out0"]
    ),
    case!(
        "empty_dimension",
        ["in0", "in1"],
        ["out0", "out1", "out2", "out3", "out4", "out5"]
    ),
    case!(
        "f16_arith",
        ["in0", "in1"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!("gather_index", ["in0", "in1"], ["out0"]),
    case!("gather_take_along_axis", ["in0", "in1"], ["out0"]),
    case!("gelu", ["in0"], ["out0"]),
    case!(
        "int_bitwise",
        ["in0", "in1", "in2", "in3"],
        ["out0", "out1", "out2", "out3", "out4", "out5", "out6", "out7"]
    ),
    case!(
        "int_shifts",
        ["in0", "in1", "in2", "in3"],
        ["out0", "out1", "out2", "out3", "out4", "out5"]
    ),
    case!("iota", ["in0"], ["out0", "out1"]),
    case!("layernorm", ["in0", "in1", "in2"], ["out0"]),
    case!("mlp_forward", ["in0", "in1", "in2", "in3", "in4"], ["out0"]),
    case!(
        "mlp_grad",
        ["in0", "in1", "in2", "in3", "in4", "in5"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!(
        "multi_output_tuple",
        ["in0"],
        ["out0", "out1", "out2", "out3", "out4"]
    ),
    case!("pad", ["in0"], ["out0", "out1", "out2"]),
    case!("random_threefry", ["in0"], ["out0", "out1", "out2"]),
    case!(
        "reduce_max_min_prod",
        ["in0", "in1", "in2"],
        ["out0", "out1", "out2", "out3", "out4"]
    ),
    case!("reduce_sum", ["in0"], ["out0", "out1", "out2", "out3"]),
    case!("reduce_window_avgpool", ["in0"], ["out0"]),
    case!("reduce_window_maxpool", ["in0"], ["out0"]),
    case!(
        "reshape_transpose",
        ["in0"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!("reverse", ["in0"], ["out0", "out1"]),
    case!("scalar_0d", ["in0", "in1", "in2"], ["out0", "out1", "out2"]),
    case!("scan", ["in0", "in1"], ["out0", "out1"]),
    case!("scatter_add", ["in0", "in1", "in2"], ["out0"]),
    case!("scatter_set", ["in0", "in1", "in2"], ["out0"]),
    case!("slice", ["in0"], ["out0", "out1"]),
    case!("softmax", ["in0"], ["out0"]),
    case!("sort", ["in0", "in1", "in2"], ["out0", "out1", "out2"]),
    case!(
        "unary_abs_neg_sign",
        ["in0", "in1"],
        ["out0", "out1", "out2", "out3", "out4", "out5"]
    ),
    case!("unary_erf", ["in0"], ["out0"]),
    case!(
        "unary_exp_log",
        ["in0", "in1", "in2"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!(
        "unary_floor_ceil_round",
        ["in0"],
        ["out0", "out1", "out2", "out3"]
    ),
    case!("unary_is_finite", ["in0"], ["out0", "out1", "out2"]),
    case!("unary_sin_cos", ["in0"], ["out0", "out1"]),
    case!("unary_sqrt_rsqrt", ["in0"], ["out0", "out1"]),
    case!("unary_tanh_logistic", ["in0"], ["out0", "out1"]),
    case!("vmap", ["in0", "in1"], ["out0"]),
    case!("while_fori_loop", ["in0", "in1"], ["out0", "out1"]),
];

#[derive(Default)]
struct Tally {
    passed: Vec<String>,
    failed: Vec<(String, String)>,
}

async fn run_case(client: &webxla::client::Client, case: &Case, text: &str) -> Result<(), String> {
    // The embedded files are named as case.json names them: inK.npy / outK.npy.
    let file = |name: &str| -> webxla::Result<Vec<u8>> {
        let pick = |prefix: &str, files: &[&[u8]]| {
            let k: usize = name
                .strip_prefix(prefix)?
                .strip_suffix(".npy")?
                .parse()
                .ok()?;
            files.get(k).map(|b| b.to_vec())
        };
        pick("in", case.inputs)
            .or_else(|| pick("out", case.outputs))
            .ok_or_else(|| webxla::Error::not_found(format!("{name} is not embedded")))
    };
    let loaded = webxla::conformance::Case::from_files(case.json, None, None, file)
        .map_err(|e| e.to_string())?;
    let exe = client
        .compile_and_load(text, None, &Default::default())
        .map_err(|e| format!("compile: {e}"))?;
    let mut args = Vec::new();
    for lit in &loaded.inputs {
        args.push(
            client
                .buffer_from_pyval(lit, None)
                .map_err(|e| format!("upload: {e}"))?,
        );
    }
    let outs = exe
        .execute_async(&args)
        .await
        .map_err(|e| format!("execute: {e}"))?;
    let mut got = Vec::new();
    for (k, out) in outs.iter().enumerate() {
        got.push(
            out.to_literal_async()
                .await
                .map_err(|e| format!("download out{k}: {e}"))?,
        );
    }
    loaded.check(&got)
}

async fn run_corpus(client: &webxla::client::Client, backend: &str) -> Tally {
    let mut tally = Tally::default();
    for case in CASES {
        for (format, text) in [("hlo", case.hlo), ("mlir", case.mlir)] {
            let label = format!("{}[{format}]", case.name);
            match run_case(client, case, text).await {
                Ok(()) => tally.passed.push(label),
                Err(e) => tally.failed.push((label, e)),
            }
        }
    }
    let msg = format!(
        "web conformance on {backend}: {} passed, {} failed\n{}",
        tally.passed.len(),
        tally.failed.len(),
        tally
            .failed
            .iter()
            .map(|(c, e)| format!("  FAIL {c}: {e}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    web_sys::console::log_1(&msg.into());
    tally
}

/// Every case must pass on every backend (SwiftShader's imprecise builtin sin/cos are not
/// used: the GPU backend emits its own, see shaders/helpers.wgsl).
fn assert_required(tally: &Tally, backend: &str) {
    assert!(
        tally.failed.is_empty(),
        "{} corpus case runs failed on {backend}: {:?}",
        tally.failed.len(),
        tally.failed
    );
    assert!(
        !tally.passed.is_empty(),
        "no corpus case passed on {backend}"
    );
}

#[wasm_bindgen_test]
async fn corpus_on_webgpu() {
    let client = match webxla::client::make_gpu_client(Default::default()).await {
        Ok(c) => c,
        Err(e) => return gpu_skip::no_gpu("corpus_on_webgpu", e),
    };
    let tally = run_corpus(&client, "webgpu").await;
    assert_required(&tally, "webgpu");
}

#[wasm_bindgen_test]
async fn corpus_on_cpu_in_wasm() {
    let client = webxla::client::make_cpu_client(Default::default()).expect("cpu client");
    let tally = run_corpus(&client, "cpu").await;
    assert_required(&tally, "cpu");
}

/// sin/cos/tan far outside the corpus's [-2pi, 2pi]: large magnitudes, neighbours of
/// multiples of pi/2, zeros, inf and NaN, on WebGPU (SwiftShader) against f64 references
/// (ulp bounds) and against the CPU backend in wasm.
#[wasm_bindgen_test]
async fn trig_large_arguments_on_webgpu() {
    let gpu = match webxla::client::make_gpu_client(Default::default()).await {
        Ok(c) => c,
        Err(e) => return gpu_skip::no_gpu("trig_large_arguments_on_webgpu", e),
    };
    let cpu = webxla::client::make_cpu_client(Default::default()).expect("cpu client");
    let mut xs: Vec<f32> = (-100..=100).map(|i| i as f32 * 0.125).collect();
    for m in [
        1e3f32,
        1234.567,
        1e4,
        12345.678,
        1e5,
        1e6,
        16777215.0,
        1e10,
        1e20,
        1e38,
        3.4028235e38,
    ] {
        xs.extend([m, -m]);
    }
    for k in [1i64, 2, 3, 4, 10, 100, 1000, 6366, 63662] {
        let c = (k as f64 * std::f64::consts::FRAC_PI_2) as f32;
        for d in -1i32..=1 {
            xs.push(f32::from_bits((c.to_bits() as i32 + d) as u32));
        }
    }
    xs.extend([0.0, -0.0, 1e-10, f32::INFINITY, f32::NEG_INFINITY, f32::NAN]);
    let n = xs.len();
    let text = format!(
        "HloModule trig\n\nENTRY main {{\n  x = f32[{n}] parameter(0)\n  s = f32[{n}] sine(x)\n  \
         c = f32[{n}] cosine(x)\n  t = f32[{n}] tan(x)\n  ROOT r = (f32[{n}], f32[{n}], f32[{n}]) \
         tuple(s, c, t)\n}}\n"
    );
    let arg = Literal::from_slice(ElementType::F32, vec![n], &xs).expect("literal");
    let mut results = Vec::new();
    for client in [&gpu, &cpu] {
        let lits = run_on(client, &text, &arg).await;
        let floats = lits
            .iter()
            .map(|l| webxla::conformance::float_values(l).expect("floats"));
        results.push(floats.collect::<Vec<_>>());
    }
    let ulps = |got: f64, want: f64| -> f64 {
        if want.is_nan() || got.is_nan() {
            return if want.is_nan() && got.is_nan() {
                0.0
            } else {
                f64::INFINITY
            };
        }
        let w = want.abs().max(f64::from(f32::MIN_POSITIVE));
        (got - want).abs() / 2f64.powi(w.log2().floor() as i32 - 23)
    };
    let mut failures = Vec::new();
    let mut worst = [0f64; 3];
    for (k, (name, f, bound)) in [
        ("sin", f64::sin as fn(f64) -> f64, 2.0),
        ("cos", f64::cos, 2.0),
        ("tan", f64::tan, 3.0),
    ]
    .into_iter()
    .enumerate()
    {
        for (i, &x) in xs.iter().enumerate() {
            let (g, c) = (results[0][k][i], results[1][k][i]);
            let want = f(f64::from(x));
            let d = ulps(g, want);
            if d.is_finite() {
                worst[k] = worst[k].max(d);
            }
            if d > bound || ulps(g, c) > bound + 1.0 {
                failures.push(format!(
                    "{name}({x:e}): webgpu {g:e}, cpu {c:e}, f64 {want:e}"
                ));
            }
        }
    }
    web_sys::console::log_1(
        &format!(
            "trig on webgpu: {n} arguments, worst ulp vs f64: sin {:.2}, cos {:.2}, tan {:.2}",
            worst[0], worst[1], worst[2]
        )
        .into(),
    );
    assert!(
        failures.is_empty(),
        "{} mismatches: {failures:#?}",
        failures.len()
    );
}

/// f32 → f16 rounding on WebGPU, bit for bit against the CPU backend: every tie between f16
/// neighbours, one f32 step either side, and the edges.
#[wasm_bindgen_test]
async fn f16_rounding_on_webgpu() {
    let gpu = match webxla::client::make_gpu_client(Default::default()).await {
        Ok(c) => c,
        Err(e) => return gpu_skip::no_gpu("f16_rounding_on_webgpu", e),
    };
    let cpu = webxla::client::make_cpu_client(Default::default()).expect("cpu client");
    let mut bits: Vec<u32> = Vec::new();
    for h in (0..0x7c00u16).step_by(3) {
        let lo = half::f16::from_bits(h).to_f32();
        let hi = half::f16::from_bits(h + 1).to_f32();
        let tie = ((f64::from(lo) + f64::from(hi)) / 2.0) as f32;
        for b in [lo.to_bits(), tie.to_bits()] {
            for s in [0u32, 0x8000_0000] {
                bits.extend([b | s, b.saturating_sub(1) | s, (b + 1) | s]);
            }
        }
    }
    bits.extend([
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        0x7f80_2001,
        0x477f_efff,
        0x477f_f000,
        0x3300_0000,
        0x3300_0001,
        0x387f_ffff,
        0x0000_0001,
    ]);
    let xs: Vec<f32> = bits.iter().map(|&b| f32::from_bits(b)).collect();
    let n = xs.len();
    let text = format!(
        "HloModule r\n\nENTRY main {{\n  x = f32[{n}] parameter(0)\n  h = f16[{n}] convert(x)\n  \
         m = f16[{n}] multiply(h, h)\n  ROOT r = (f16[{n}], f16[{n}]) tuple(h, m)\n}}\n"
    );
    let arg = Literal::from_slice(ElementType::F32, vec![n], &xs).expect("literal");
    let mut results = Vec::new();
    for client in [&gpu, &cpu] {
        results.push(run_on(client, &text, &arg).await);
    }
    for k in 0..2 {
        let (g, c) = (results[0][k].bytes(), results[1][k].bytes());
        for i in 0..n {
            assert_eq!(
                &g[2 * i..2 * i + 2],
                &c[2 * i..2 * i + 2],
                "output {k}, input bits {:#010x}",
                bits[i]
            );
        }
    }
    web_sys::console::log_1(&format!("f16 rounding on webgpu: {n} values bit-exact").into());
}

/// Row reductions (sum, max, min) of rows of every length class (one lane chunk, a tail, a
/// fused block and more) with zeros of both signs, infinities and NaN, on the CPU backend in
/// wasm, against sequential folds with XLA's semantics: the SIMD128 lane folds of the sums and
/// of max/min (plain reduce, several reductions of one input, and a reduction of a fused
/// elementwise value) must give exactly what the scalar ones do. The values are small
/// integers and halves, so every order of summing them is exact.
#[wasm_bindgen_test]
async fn row_reductions_with_special_values_on_cpu_in_wasm() {
    let cpu = webxla::client::make_cpu_client(Default::default()).expect("cpu client");
    const VALUES: [f32; 10] = [
        0.0,
        -0.0,
        1.0,
        -2.0,
        3.5,
        -0.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        7.0,
    ];
    let rows = 6;
    let mut checked = 0;
    for len in [1usize, 7, 8, 9, 16, 31, 40, 2053, 5000] {
        let mut seed = 0x9e37_79b9u32 ^ len as u32;
        let xs: Vec<f32> = (0..rows * len)
            .map(|i| {
                seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                // Row 0 without specials, row 1 only zeros: the plain and signed-zero cases.
                match i / len {
                    0 => VALUES[[0, 2, 3, 4, 5, 9][(seed >> 24) as usize % 6]],
                    1 => VALUES[(seed >> 24) as usize % 2],
                    _ => VALUES[(seed >> 24) as usize % VALUES.len()],
                }
            })
            .collect();
        let reduce = |name: &str, op: &str, init: &str, src: &str| {
            format!(
                "  {name} = f32[{rows}] reduce({src}, {init}), dimensions={{1}}, to_apply={op}\n"
            )
        };
        let mut body = String::new();
        body += &format!("  x = f32[{rows},{len}] parameter(0)\n");
        body += "  zero = f32[] constant(0)\n  ninf = f32[] constant(-inf)\n  pinf = f32[] constant(inf)\n";
        body += &format!(
            "  one = f32[] constant(1)\n  ones = f32[{rows},{len}] broadcast(one), dimensions={{}}\n  \
             y = f32[{rows},{len}] multiply(x, ones)\n"
        );
        for (src, tag) in [("x", "x"), ("y", "y")] {
            body += &reduce(&format!("s{tag}"), "add", "zero", src);
            body += &reduce(&format!("mx{tag}"), "max", "ninf", src);
            body += &reduce(&format!("mn{tag}"), "min", "pinf", src);
        }
        let text = format!(
            "HloModule r\n\nadd {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  \
             ROOT c = f32[] add(a, b)\n}}\n\nmax {{\n  a = f32[] parameter(0)\n  \
             b = f32[] parameter(1)\n  ROOT c = f32[] maximum(a, b)\n}}\n\nmin {{\n  \
             a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = f32[] minimum(a, b)\n}}\n\n\
             ENTRY main {{\n{body}  ROOT t = (f32[{rows}], f32[{rows}], f32[{rows}], f32[{rows}], \
             f32[{rows}], f32[{rows}]) tuple(sx, mxx, mnx, sy, mxy, mny)\n}}\n"
        );
        let arg = Literal::from_slice(ElementType::F32, vec![rows, len], &xs).expect("literal");
        let outs = run_on(&cpu, &text, &arg).await;
        for r in 0..rows {
            let row = &xs[r * len..(r + 1) * len];
            let want = [sum_ref(row), fold_ref(row, true), fold_ref(row, false)];
            for (k, out) in outs.iter().enumerate() {
                let got = f32::from_le_bytes(out.bytes()[4 * r..4 * r + 4].try_into().unwrap());
                let w = want[k % 3];
                let same = if w.is_nan() {
                    got.is_nan()
                } else {
                    got.to_bits() == w.to_bits()
                };
                assert!(
                    same,
                    "row length {len}, row {r}, output {k}: {got:?}, want {w:?}"
                );
                checked += 1;
            }
        }
    }
    web_sys::console::log_1(&format!("row reductions in wasm: {checked} values exact").into());
}

/// A sum from +0 of values every order sums exactly (NaN for NaN or both infinities).
fn sum_ref(row: &[f32]) -> f32 {
    let (pinf, ninf) = (
        row.contains(&f32::INFINITY),
        row.contains(&f32::NEG_INFINITY),
    );
    if row.iter().any(|v| v.is_nan()) || (pinf && ninf) {
        return f32::NAN;
    }
    if pinf || ninf {
        return if pinf {
            f32::INFINITY
        } else {
            f32::NEG_INFINITY
        };
    }
    // Exact in f64; a zero total is +0 (the init is +0).
    row.iter().map(|&v| f64::from(v)).sum::<f64>() as f32 + 0.0
}

/// XLA's maximum (or minimum) folded in order from -inf (+inf): NaN wins, -0 < +0.
fn fold_ref(row: &[f32], max: bool) -> f32 {
    let mut acc = if max {
        f32::NEG_INFINITY
    } else {
        f32::INFINITY
    };
    for &v in row {
        if acc.is_nan() || v.is_nan() {
            acc = f32::NAN;
        } else if v == acc {
            // Equal values differ only in the sign of zero.
            let neg = v.is_sign_negative() && acc.is_sign_negative();
            let pos = v.is_sign_positive() && acc.is_sign_positive();
            acc = match (max, neg, pos) {
                (_, true, _) => -0.0,
                (_, _, true) => 0.0,
                (true, _, _) => 0.0,
                (false, _, _) => -0.0,
            };
            if v != 0.0 {
                acc = v;
            }
        } else if (v > acc) == max {
            acc = v;
        }
    }
    acc
}

/// Compiles HLO `text` on `client`, runs it on `arg` and downloads every output.
async fn run_on(client: &webxla::client::Client, text: &str, arg: &Literal) -> Vec<Literal> {
    let exe = client
        .compile_and_load(text, None, &Default::default())
        .expect("compile");
    let buf = client.buffer_from_pyval(arg, None).expect("upload");
    let outs = exe.execute_async(&[buf]).await.expect("execute");
    let mut lits = Vec::new();
    for o in &outs {
        lits.push(o.to_literal_async().await.expect("download"));
    }
    lits
}
