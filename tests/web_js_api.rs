//! The JavaScript API (src/wasm) exercised in a real browser through its exported functions:
//! host data conversions (TypedArrays, nested arrays, scalars, bf16/s64), `toPyval`, errors as
//! JS `Error`s with a `kind`, deleted arrays, executables from another client, and the module
//! staying usable after each error. Runs on the CPU backend and, when present, on WebGPU.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array as JsArray, Float32Array, Int32Array, Reflect, Uint16Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use webxla::wasm::{make_cpu_client, make_gpu_client, Array, Client, LoadedExecutable};

wasm_bindgen_test_configure!(run_in_browser);

const ADD_MLIR: &str = r#"module @jit_f {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}"#;

const ADD_F32_HLO: &str = r#"HloModule jit_f, entry_computation_layout={(f32[2,3]{1,0}, f32[2,3]{1,0})->f32[2,3]{1,0}}

ENTRY main.4 {
  Arg_0.1 = f32[2,3]{1,0} parameter(0)
  Arg_1.2 = f32[2,3]{1,0} parameter(1)
  ROOT add.3 = f32[2,3]{1,0} add(Arg_0.1, Arg_1.2)
}
"#;

const ADD_HLO: &str = r#"HloModule jit_f, entry_computation_layout={(s32[4]{0}, s32[4]{0})->s32[4]{0}}

ENTRY main.4 {
  Arg_0.1 = s32[4]{0} parameter(0)
  Arg_1.2 = s32[4]{0} parameter(1)
  ROOT add.3 = s32[4]{0} add(Arg_0.1, Arg_1.2)
}
"#;

fn spec(shape: &[u32], dtype: &str) -> JsValue {
    let o = js_sys::Object::new();
    let dims: JsArray = shape.iter().map(|&d| JsValue::from(d)).collect();
    Reflect::set(&o, &"shape".into(), &dims).unwrap();
    Reflect::set(&o, &"dtype".into(), &dtype.into()).unwrap();
    o.into()
}

fn kind_of(err: &JsValue) -> String {
    Reflect::get(err, &"kind".into())
        .ok()
        .and_then(|k| k.as_string())
        .unwrap_or_default()
}

async fn compile(client: &Client, text: &str) -> LoadedExecutable {
    let exe = JsFuture::from(client.compile_and_load(
        text.into(),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    ))
    .await
    .expect("compile");
    // The promise resolves to the wrapper object; take the Rust value back out.
    webxla_wasm_unwrap::<LoadedExecutable>(exe)
}

fn webxla_wasm_unwrap<T: wasm_bindgen::convert::TryFromJsValue>(v: JsValue) -> T {
    T::try_from_js_value(v).unwrap_or_else(|_| panic!("not the expected webxla class"))
}

async fn execute(exe: &LoadedExecutable, args: &[&Array]) -> Result<Vec<Array>, JsValue> {
    let list: JsArray = args
        .iter()
        .map(|a| JsValue::from(a.webxla_clone()))
        .collect();
    let outs = JsFuture::from(exe.execute(list.into())).await?;
    Ok(outs
        .dyn_into::<JsArray>()?
        .iter()
        .map(webxla_wasm_unwrap::<Array>)
        .collect())
}

async fn host(a: &Array) -> (JsValue, Vec<u32>, String) {
    let h = JsFuture::from(a.to_pyval()).await.expect("toPyval");
    let data = Reflect::get(&h, &"data".into()).unwrap();
    let shape: Vec<u32> = Reflect::get(&h, &"shape".into())
        .unwrap()
        .dyn_into::<JsArray>()
        .unwrap()
        .iter()
        .map(|d| d.as_f64().unwrap() as u32)
        .collect();
    let dtype = Reflect::get(&h, &"dtype".into())
        .unwrap()
        .as_string()
        .unwrap();
    (data, shape, dtype)
}

async fn check_client(client: &Client) {
    // StableHLO text compiles when the StableHLO front end is in the build.
    match JsFuture::from(client.compile_and_load(
        ADD_MLIR.into(),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    ))
    .await
    {
        Ok(_) => {}
        Err(e) => web_sys::console::log_1(
            &format!(
                "SKIPPED: StableHLO compile in the JS API test: {}",
                js_sys::Error::from(e).message()
            )
            .into(),
        ),
    }
    // HLO text; TypedArray + nested array inputs.
    let exe = compile(client, ADD_F32_HLO).await;
    let x = client
        .buffer_from_pyval(
            Float32Array::from(&[1f32, 2., 3., 4., 5., 6.][..]).into(),
            spec(&[2, 3], "f32"),
            JsValue::UNDEFINED,
        )
        .expect("upload typed array");
    let nested: JsValue = js_sys::JSON::parse("[[10, 20, 30], [40, 50, 60]]").unwrap();
    let y = client
        .buffer_from_pyval(nested, JsValue::UNDEFINED, JsValue::UNDEFINED)
        .expect("upload nested");
    assert_eq!(y.dtype(), "f32");
    let outs = execute(&exe, &[&x, &y]).await.expect("execute");
    assert_eq!(outs.len(), 1);
    let (data, shape, dtype) = host(&outs[0]).await;
    assert_eq!(shape, vec![2, 3]);
    assert_eq!(dtype, "f32");
    assert_eq!(
        data.dyn_into::<Float32Array>().unwrap().to_vec(),
        vec![11., 22., 33., 44., 55., 66.]
    );

    // HLO text, s32.
    let exe2 = compile(client, ADD_HLO).await;
    let a = client
        .buffer_from_pyval(
            Int32Array::from(&[1, -2, 3, i32::MAX][..]).into(),
            JsValue::UNDEFINED,
            JsValue::UNDEFINED,
        )
        .unwrap();
    let b = client
        .buffer_from_pyval(
            Int32Array::from(&[1, 2, 3, 1][..]).into(),
            JsValue::UNDEFINED,
            JsValue::UNDEFINED,
        )
        .unwrap();
    let outs = execute(&exe2, &[&a, &b]).await.expect("execute hlo");
    let (data, _, dtype) = host(&outs[0]).await;
    assert_eq!(dtype, "s32");
    assert_eq!(
        data.dyn_into::<Int32Array>().unwrap().to_vec(),
        vec![2, 0, 6, i32::MIN]
    );

    // Wrong TypedArray type / length, unknown dtype: clear INVALID_ARGUMENT errors.
    let e = client
        .buffer_from_pyval(
            Int32Array::new_with_length(6).into(),
            spec(&[2, 3], "f32"),
            JsValue::UNDEFINED,
        )
        .err()
        .expect("wrong typed array accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    let e = client
        .buffer_from_pyval(
            Float32Array::new_with_length(5).into(),
            spec(&[2, 3], "f32"),
            JsValue::UNDEFINED,
        )
        .err()
        .expect("wrong length accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    let e = client
        .buffer_from_pyval(
            JsValue::from(1.0),
            spec(&[], "float128"),
            JsValue::UNDEFINED,
        )
        .err()
        .expect("unknown dtype accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    assert!(
        e.dyn_ref::<js_sys::Error>().is_some(),
        "errors are JS Error objects"
    );

    // bf16 as raw bits round-trips unchanged; scalars; bools.
    let bits = Uint16Array::from(&[0x3f80u16, 0xc000, 0x7fc0][..]);
    let h = client
        .buffer_from_pyval(bits.into(), spec(&[3], "bf16"), JsValue::UNDEFINED)
        .unwrap();
    assert_eq!(h.dtype(), "bf16");
    let (data, _, _) = host(&h).await;
    assert_eq!(
        data.dyn_into::<Uint16Array>().unwrap().to_vec(),
        vec![0x3f80, 0xc000, 0x7fc0]
    );
    let s = client
        .buffer_from_pyval(JsValue::from(2.5), JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap();
    assert_eq!(s.dtype(), "f32");
    assert_eq!(
        Reflect::get(&s.shape(), &"length".into()).unwrap().as_f64(),
        Some(0.0)
    );

    // Parse errors reject with PARSE and keep the module usable.
    let e = JsFuture::from(client.compile_and_load(
        "not a program".into(),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    ))
    .await
    .expect_err("garbage compiled");
    assert!(
        ["PARSE", "INVALID_PROGRAM"].contains(&kind_of(&e).as_str()),
        "kind {}",
        kind_of(&e)
    );

    // Wrong argument count and deleted arrays reject.
    assert!(execute(&exe, &[&x]).await.is_err());
    x.delete();
    assert!(x.is_deleted());
    let e = execute(&exe, &[&x, &y])
        .await
        .err()
        .expect("deleted array accepted");
    assert!(!kind_of(&e).is_empty());

    // Still usable afterwards.
    let x2 = client
        .buffer_from_pyval(
            Float32Array::from(&[0f32; 6][..]).into(),
            spec(&[2, 3], "f32"),
            JsValue::UNDEFINED,
        )
        .unwrap();
    let outs = execute(&exe, &[&x2, &y])
        .await
        .expect("execute after errors");
    let (data, _, _) = host(&outs[0]).await;
    assert_eq!(
        data.dyn_into::<Float32Array>().unwrap().to_vec(),
        vec![10., 20., 30., 40., 50., 60.]
    );
    assert!(outs[0].on_device_size_in_bytes().unwrap() >= 24.0);

    // Arrays from another client are refused.
    let other = make_cpu_client(JsValue::UNDEFINED).unwrap();
    let foreign = other
        .buffer_from_pyval(
            Float32Array::from(&[0f32; 6][..]).into(),
            spec(&[2, 3], "f32"),
            JsValue::UNDEFINED,
        )
        .unwrap();
    let e = execute(&exe, &[&foreign, &y])
        .await
        .err()
        .expect("foreign array accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");

    // Serialization round trip.
    let bytes = client.serialize_executable(&exe);
    let exe3 = webxla_wasm_unwrap::<LoadedExecutable>(
        JsFuture::from(client.deserialize_executable(bytes, JsValue::UNDEFINED))
            .await
            .expect("deserialize"),
    );
    assert!(execute(&exe3, &[&x2, &y]).await.is_ok());
    assert!(exe.hlo_text().contains("add"));
}

#[wasm_bindgen_test]
async fn js_api_on_cpu() {
    let client = make_cpu_client(JsValue::UNDEFINED).expect("cpu client");
    assert_eq!(client.platform(), "cpu");
    check_client(&client).await;
}

#[wasm_bindgen_test]
async fn js_api_on_webgpu() {
    match JsFuture::from(make_gpu_client(JsValue::UNDEFINED)).await {
        Ok(c) => {
            let client = webxla_wasm_unwrap::<Client>(c);
            assert_eq!(client.platform(), "gpu");
            check_client(&client).await;
        }
        Err(e) => {
            // The GPU client must reject clearly; with webdriver.json's flags an adapter exists,
            // so this only passes while the GPU backend itself is not built.
            let kind = kind_of(&e);
            assert!(
                !kind.is_empty(),
                "makeGpuClient rejected without a kind: {e:?}"
            );
            web_sys::console::log_1(
                &format!("SKIPPED: js_api_on_webgpu: makeGpuClient rejected ({kind})").into(),
            );
        }
    }
}

#[wasm_bindgen_test]
fn bad_options_are_refused() {
    let e = make_cpu_client(JsValue::from(3))
        .err()
        .expect("number options accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    let o = js_sys::Object::new();
    Reflect::set(&o, &"numDevices".into(), &JsValue::from(0)).unwrap();
    assert!(make_cpu_client(o.into()).is_err());
}

#[wasm_bindgen_test]
async fn gpu_client_options_are_read_and_checked() {
    for (key, value) in [
        ("powerPreference", JsValue::from("fast")),
        ("forceFallbackAdapter", JsValue::from(1)),
    ] {
        let o = js_sys::Object::new();
        Reflect::set(&o, &key.into(), &value).unwrap();
        let e = JsFuture::from(make_gpu_client(o.into()))
            .await
            .err()
            .unwrap_or_else(|| panic!("makeGpuClient accepted {key}: {value:?}"));
        assert_eq!(kind_of(&e), "INVALID_ARGUMENT", "{key}");
    }
    let o = js_sys::Object::new();
    Reflect::set(&o, &"powerPreference".into(), &"low-power".into()).unwrap();
    match JsFuture::from(make_gpu_client(o.into())).await {
        Ok(c) => assert_eq!(webxla_wasm_unwrap::<Client>(c).platform(), "gpu"),
        Err(e) => web_sys::console::log_1(
            &format!(
                "SKIPPED: gpu_client_options_are_read_and_checked: no adapter ({})",
                kind_of(&e)
            )
            .into(),
        ),
    }
}
