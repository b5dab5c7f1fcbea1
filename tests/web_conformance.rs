//! The conformance corpus (tests/conformance, embedded at compile time) run in a real browser
//! through the public Rust client API: every case, as HLO text and as StableHLO text, on the
//! WebGPU backend (SwiftShader in headless Chromium) and on the CPU backend compiled to wasm,
//! checked against jaxlib's outputs with the corpus tolerances; plus sin/cos/tan on large
//! arguments on WebGPU.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;
use webxla::ir::{ArrayShape, ElementType, Literal};

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

/// A tiny .npy reader: C-order little-endian arrays; the element type comes from case.json
/// (bf16 is stored as uint16 bits).
fn read_npy(bytes: &[u8], ty: ElementType) -> Result<Literal, String> {
    if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
        return Err("not an .npy file".into());
    }
    let (header_len, start) = match bytes[6] {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        _ => (
            u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
            12,
        ),
    };
    let header =
        std::str::from_utf8(&bytes[start..start + header_len]).map_err(|e| e.to_string())?;
    if header.contains("'fortran_order': True") {
        return Err("fortran order .npy not supported".into());
    }
    let shape_text = header
        .split("'shape': (")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .ok_or("no shape in .npy header")?;
    let dims: Vec<usize> = shape_text
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<usize>().map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    Literal::from_bytes(ArrayShape::new(ty, dims), &bytes[start + header_len..])
        .map_err(|e| e.to_string())
}

fn as_f64s(lit: &Literal) -> Option<Vec<f64>> {
    let b = lit.bytes();
    Some(match lit.ty() {
        ElementType::F16 => b
            .chunks_exact(2)
            .map(|c| half::f16::from_le_bytes([c[0], c[1]]).to_f64())
            .collect(),
        ElementType::BF16 => b
            .chunks_exact(2)
            .map(|c| half::bf16::from_le_bytes([c[0], c[1]]).to_f64())
            .collect(),
        ElementType::F32 => b
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64)
            .collect(),
        ElementType::F64 => b
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect(),
        _ => return None,
    })
}

/// The corpus check: same dtype and shape; exact for pred/ints; for floats
/// `|got - want| <= atol + rtol * |want|`, NaN where NaN, infinities exact, up to
/// `allow_mismatch_frac` of the elements may fail.
fn check_output(got: &Literal, want: &Literal, spec: &serde_json::Value) -> Result<(), String> {
    if !got.shape().same_dims_and_type(want.shape()) {
        return Err(format!("got {}, want {}", got.shape(), want.shape()));
    }
    let rtol = spec["rtol"].as_f64().unwrap_or(0.0);
    let atol = spec["atol"].as_f64().unwrap_or(0.0);
    let frac = spec["allow_mismatch_frac"].as_f64().unwrap_or(0.0);
    let (Some(g), Some(w)) = (as_f64s(got), as_f64s(want)) else {
        return if got.bytes() == want.bytes() {
            Ok(())
        } else {
            Err("integer/pred values differ".into())
        };
    };
    let mut bad = 0usize;
    let mut first = None;
    for (i, (&g, &w)) in g.iter().zip(&w).enumerate() {
        let ok = if w.is_nan() {
            g.is_nan()
        } else if w.is_infinite() {
            g == w
        } else {
            (g - w).abs() <= atol + rtol * w.abs()
        };
        if !ok {
            bad += 1;
            first.get_or_insert((i, g, w));
        }
    }
    let total = w.len();
    if bad as f64 > frac * total as f64 {
        let (i, g, w) = first.unwrap_or_default();
        return Err(format!(
            "{bad}/{total} elements off; first at {i}: got {g}, want {w}"
        ));
    }
    Ok(())
}

#[derive(Default)]
struct Tally {
    passed: Vec<String>,
    failed: Vec<(String, String)>,
}

async fn run_case(client: &webxla::client::Client, case: &Case, text: &str) -> Result<(), String> {
    let meta: serde_json::Value = serde_json::from_str(case.json).map_err(|e| e.to_string())?;
    let exe = client
        .compile_and_load(text, None, &Default::default())
        .map_err(|e| format!("compile: {e}"))?;
    let mut args = Vec::new();
    for (spec, bytes) in meta["inputs"]
        .as_array()
        .ok_or("no inputs")?
        .iter()
        .zip(case.inputs)
    {
        let ty =
            ElementType::from_hlo_name(spec["dtype"].as_str().unwrap_or("")).ok_or("bad dtype")?;
        let lit = read_npy(bytes, ty)?;
        args.push(
            client
                .buffer_from_pyval(&lit, None)
                .map_err(|e| format!("upload: {e}"))?,
        );
    }
    let outs = exe
        .execute_async(&args)
        .await
        .map_err(|e| format!("execute: {e}"))?;
    let specs = meta["outputs"].as_array().ok_or("no outputs")?;
    if outs.len() != specs.len() {
        return Err(format!("got {} outputs, want {}", outs.len(), specs.len()));
    }
    for (k, ((out, spec), bytes)) in outs.iter().zip(specs).zip(case.outputs).enumerate() {
        let ty =
            ElementType::from_hlo_name(spec["dtype"].as_str().unwrap_or("")).ok_or("bad dtype")?;
        let want = read_npy(bytes, ty)?;
        let got = out
            .to_literal_async()
            .await
            .map_err(|e| format!("download out{k}: {e}"))?;
        check_output(&got, &want, spec).map_err(|e| format!("out{k}: {e}"))?;
    }
    Ok(())
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
    // tests/web_webgpu.rs proves the harness has a WebGPU adapter; a client that cannot be
    // made here means the GPU backend itself is missing, which is reported, not hidden.
    let client = match webxla::client::make_gpu_client(Default::default()).await {
        Ok(c) => c,
        Err(e) => {
            web_sys::console::log_1(
                &format!("SKIPPED: corpus_on_webgpu: no GPU client: {e}").into(),
            );
            return;
        }
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
        Err(e) => {
            web_sys::console::log_1(
                &format!("SKIPPED: trig_large_arguments_on_webgpu: no GPU client: {e}").into(),
            );
            return;
        }
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
        let exe = client
            .compile_and_load(&text, None, &Default::default())
            .expect("compile");
        let buf = client.buffer_from_pyval(&arg, None).expect("upload");
        let outs = exe.execute_async(&[buf]).await.expect("execute");
        let mut lits = Vec::new();
        for o in &outs {
            lits.push(as_f64s(&o.to_literal_async().await.expect("download")).expect("floats"));
        }
        results.push(lits);
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
