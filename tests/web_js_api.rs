//! The JavaScript API (src/wasm) exercised in a real browser through its exported functions:
//! host data conversions (TypedArrays, nested arrays, scalars, bf16/s64), `toPyval`, errors as
//! JS `Error`s with a `kind`, deleted arrays, executables from another client, and the module
//! staying usable after each error; the multi-device surface (Mesh, Sharding, devicePut,
//! sharded Arrays, execute / executeSharded / executeShardedOnLocalDevices of a 4-device
//! psum). Runs on the CPU backend and, when present, on WebGPU.
#![cfg(target_arch = "wasm32")]

mod gpu_skip;
mod looping;
use js_sys::{Array as JsArray, Float32Array, Int32Array, Reflect, Uint16Array};
use looping::looping;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use webxla::wasm::{
    make_cpu_client, make_gpu_client, Array, Client, LoadedExecutable, Mesh, Sharding,
};

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
    let outs = JsFuture::from(exe.execute(list.into(), JsValue::UNDEFINED)).await?;
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
    // StableHLO text compiles (the StableHLO front end is always in the build).
    if let Err(e) = JsFuture::from(client.compile_and_load(
        ADD_MLIR.into(),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    ))
    .await
    {
        panic!(
            "StableHLO compile in the JS API test: {}",
            js_sys::Error::from(e).message()
        );
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
        Err(e) => gpu_skip::no_gpu(
            "js_api_on_webgpu",
            format!("makeGpuClient rejected ({})", kind_of(&e)),
        ),
    }
}

/// mesh4_psum from the multi-device corpus, boundaries in webxla's spelling: x f32[8,6] split
/// in 4 row blocks, the blocks summed (global result f32[2,6], replicated).
const PSUM_HLO: &str = include_str!("web_multi_device/mesh4_psum_manual.hlo");

fn js_list(values: impl IntoIterator<Item = JsValue>) -> JsValue {
    values.into_iter().collect::<JsArray>().into()
}

fn numbers(v: &JsValue) -> Vec<f64> {
    v.dyn_ref::<JsArray>()
        .expect("an array")
        .iter()
        .map(|x| x.as_f64().expect("a number"))
        .collect()
}

fn get(o: &JsValue, key: &str) -> JsValue {
    Reflect::get(o, &key.into()).unwrap()
}

async fn per_output(p: js_sys::Promise) -> Result<Vec<Vec<Array>>, JsValue> {
    let outs = JsFuture::from(p).await?;
    Ok(outs
        .dyn_into::<JsArray>()?
        .iter()
        .map(|per_device| {
            per_device
                .dyn_into::<JsArray>()
                .unwrap()
                .iter()
                .map(webxla_wasm_unwrap::<Array>)
                .collect()
        })
        .collect())
}

async fn floats(a: &Array) -> Vec<f32> {
    let (data, _, _) = host(a).await;
    data.dyn_into::<Float32Array>().unwrap().to_vec()
}

/// The multi-device JS surface on a client with 4 devices.
async fn check_multi_device(client: &Client) {
    let devices = client.devices();
    assert_eq!(devices.len(), 4);
    let devs = || js_list(devices.iter().map(|d| JsValue::from(d.webxla_clone())));
    let mesh = Mesh::new(devs(), js_list([JsValue::from(4)]), js_list(["x".into()])).expect("mesh");
    assert_eq!(mesh.size(), 4);
    assert_eq!(mesh.axis_names(), vec!["x".to_string()]);

    // Sharding arithmetic.
    let named = Sharding::named(
        JsValue::from(mesh.webxla_clone()),
        js_list(["x".into(), JsValue::NULL]),
    )
    .expect("named sharding");
    assert_eq!(named.kind(), "named");
    assert_eq!(named.num_devices(), 4);
    assert!(!named.is_fully_replicated());
    let shape = || js_list([JsValue::from(8), JsValue::from(6)]);
    assert_eq!(
        numbers(&named.shard_shape(shape()).unwrap()),
        vec![2.0, 6.0]
    );
    let map = named.devices_indices_map(shape()).unwrap();
    let map = map.dyn_ref::<JsArray>().unwrap();
    assert_eq!(map.length(), 4);
    for (k, entry) in map.iter().enumerate() {
        let device = webxla_wasm_unwrap::<webxla::wasm::Device>(get(&entry, "device"));
        assert_eq!(device.id(), k);
        let index: Vec<Vec<f64>> = get(&entry, "index")
            .dyn_into::<JsArray>()
            .unwrap()
            .iter()
            .map(|r| numbers(&r))
            .collect();
        let k = k as f64;
        assert_eq!(index, vec![vec![2.0 * k, 2.0 * k + 2.0], vec![0.0, 6.0]]);
    }
    // HLO text that reads back as the same layout ({devices=[4,1]0,1,2,3} or <=[4]).
    let text = named.hlo_sharding(2.0).unwrap();
    assert!(text.starts_with("{devices=[4,1]"), "{text}");
    let back = Sharding::gspmd(devs(), text).expect("hloSharding text reads back");
    assert!(back
        .is_equivalent_to(JsValue::from(named.webxla_clone()), 2.0)
        .unwrap());
    let gspmd = Sharding::gspmd(devs(), "{devices=[4,1]<=[4]}".into()).expect("gspmd");
    assert!(named
        .is_equivalent_to(JsValue::from(gspmd.webxla_clone()), 2.0)
        .unwrap());
    let replicated = Sharding::gspmd(devs(), "{replicated}".into()).unwrap();
    assert!(replicated.is_fully_replicated());
    assert!(!named
        .is_equivalent_to(JsValue::from(replicated.webxla_clone()), 2.0)
        .unwrap());
    let pmap = Sharding::pmap(devs()).unwrap();
    assert_eq!(
        numbers(&pmap.shard_shape(js_list([4.into(), 3.into()])).unwrap()),
        vec![3.0]
    );
    let single = Sharding::single_device(JsValue::from(devices[2].webxla_clone())).unwrap();
    assert_eq!(single.device_set().len(), 1);
    assert!(single.is_fully_replicated());

    // Bad inputs: typed errors, the module stays usable.
    let e = Sharding::named(JsValue::from(mesh.webxla_clone()), js_list(["y".into()]))
        .err()
        .expect("unknown mesh axis accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    let e = Sharding::gspmd(devs(), "{devices=[4,1".into())
        .err()
        .expect("bad sharding text accepted");
    assert_eq!(kind_of(&e), "PARSE");
    let e = Sharding::gspmd(devs(), "{devices=[8,1]<=[8]}".into())
        .err()
        .expect("device ids past the list accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    let e = Mesh::new(devs(), js_list([JsValue::from(3)]), js_list(["x".into()]))
        .err()
        .expect("a mesh of the wrong size accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    let e = named
        .shard_shape(js_list([7.into()]))
        .expect_err("a rank-2 spec accepted for a rank-1 shape");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");

    // devicePut lays a global array out by the sharding; toPyval assembles it.
    let xs: Vec<f32> = (0..48).map(|i| i as f32).collect();
    let x = client
        .device_put(
            Float32Array::from(&xs[..]).into(),
            spec(&[8, 6], "f32"),
            JsValue::from(named.webxla_clone()),
        )
        .expect("devicePut");
    assert_eq!(numbers(&x.shape()), vec![8.0, 6.0]);
    assert_eq!(x.sharding().kind(), "named");
    assert!(!x.is_fully_replicated());
    assert_eq!(x.devices().len(), 4);
    assert_eq!(floats(&x).await, xs);
    let shards = x.addressable_shards().unwrap();
    let shards: Vec<JsValue> = shards.dyn_into::<JsArray>().unwrap().iter().collect();
    assert_eq!(shards.len(), 4);
    let mut shard_arrays = Vec::new();
    for (k, s) in shards.iter().enumerate() {
        assert_eq!(get(s, "replicaId").as_f64(), Some(0.0));
        let data = webxla_wasm_unwrap::<Array>(get(s, "data"));
        assert_eq!(numbers(&data.shape()), vec![2.0, 6.0]);
        assert_eq!(floats(&data).await, xs[12 * k..12 * k + 12].to_vec());
        shard_arrays.push(data);
    }

    // A 4-device program: execute takes and returns global arrays.
    let options = js_sys::Object::new();
    Reflect::set(&options, &"numPartitions".into(), &4.into()).unwrap();
    let exe = webxla_wasm_unwrap::<LoadedExecutable>(
        JsFuture::from(client.compile_and_load(PSUM_HLO.into(), devs(), options.into()))
            .await
            .expect("compile the 4-device psum"),
    );
    assert_eq!(exe.num_partitions(), 4);
    assert_eq!(exe.num_replicas(), 1);
    assert_eq!(exe.local_devices().len(), 4);
    let ins = exe.input_shardings();
    assert_eq!(ins.len(), 1);
    assert!(ins[0]
        .is_equivalent_to(JsValue::from(named.webxla_clone()), 2.0)
        .unwrap());
    let outs_sh = exe.output_shardings();
    assert!(outs_sh[0].is_fully_replicated());
    let want: Vec<f32> = (0..12)
        .map(|i| (0..4).map(|k| xs[12 * k + i]).sum())
        .collect();
    let outs = execute(&exe, &[&x]).await.expect("execute on 4 devices");
    assert_eq!(outs.len(), 1);
    assert_eq!(numbers(&outs[0].shape()), vec![2.0, 6.0]);
    assert!(outs[0].is_fully_replicated());
    assert_eq!(outs[0].devices().len(), 4);
    assert_eq!(floats(&outs[0]).await, want);

    // executeSharded: global arguments, [output][device] results.
    let per = per_output(exe.execute_sharded(
        js_list([JsValue::from(x.webxla_clone())]),
        JsValue::UNDEFINED,
    ))
    .await
    .expect("executeSharded");
    assert_eq!((per.len(), per[0].len()), (1, 4));
    for a in &per[0] {
        assert_eq!(floats(a).await, want);
    }
    // executeShardedOnLocalDevices: [argument][device] single-device arrays.
    let arg0 = js_list(shard_arrays.iter().map(|a| JsValue::from(a.webxla_clone())));
    let per = per_output(exe.execute_sharded_on_local_devices(js_list([arg0]), JsValue::UNDEFINED))
        .await
        .expect("executeShardedOnLocalDevices");
    assert_eq!((per.len(), per[0].len()), (1, 4));
    for a in &per[0] {
        assert_eq!(floats(a).await, want);
    }
    // A global array laid out otherwise, and a single-device one, are refused.
    let whole = client
        .device_put(
            Float32Array::from(&xs[..]).into(),
            spec(&[8, 6], "f32"),
            JsValue::from(replicated.webxla_clone()),
        )
        .unwrap();
    let e = execute(&exe, &[&whole])
        .await
        .err()
        .expect("wrong layout accepted");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    let e = execute(&exe, &[&shard_arrays[0]])
        .await
        .err()
        .expect("a [2,6] argument accepted for f32[8,6]");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    let e = per_output(exe.execute_sharded_on_local_devices(
        js_list([js_list([JsValue::from(shard_arrays[0].webxla_clone())])]),
        JsValue::UNDEFINED,
    ))
    .await
    .err()
    .expect("one device's arrays accepted for four");
    assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    // Still usable.
    let outs = execute(&exe, &[&x]).await.expect("execute after errors");
    assert_eq!(floats(&outs[0]).await, want);
}

#[wasm_bindgen_test]
async fn multi_device_js_api_on_4_cpu_devices() {
    let o = js_sys::Object::new();
    Reflect::set(&o, &"numDevices".into(), &JsValue::from(4)).unwrap();
    let client = make_cpu_client(o.into()).expect("cpu client with 4 devices");
    assert_eq!(client.device_count(), 4);
    check_multi_device(&client).await;
}

#[wasm_bindgen_test]
async fn multi_device_js_api_on_4_virtual_webgpu_devices() {
    let o = js_sys::Object::new();
    Reflect::set(&o, &"virtualDevices".into(), &JsValue::from(4)).unwrap();
    match JsFuture::from(make_gpu_client(o.into())).await {
        Ok(c) => {
            let client = webxla_wasm_unwrap::<Client>(c);
            assert_eq!(client.device_count(), 4);
            check_multi_device(&client).await;
        }
        Err(e) => gpu_skip::no_gpu(
            "multi_device_js_api_on_4_virtual_webgpu_devices",
            format!("makeGpuClient rejected ({})", kind_of(&e)),
        ),
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
        ("virtualDevices", JsValue::from(0)),
        ("virtualDevices", JsValue::from(2.5)),
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
        Err(e) => gpu_skip::no_gpu(
            "gpu_client_options_are_read_and_checked",
            format!("makeGpuClient rejected ({})", kind_of(&e)),
        ),
    }
}

fn options(signal: Option<&web_sys::AbortSignal>, timeout_ms: Option<f64>) -> JsValue {
    let o = js_sys::Object::new();
    if let Some(s) = signal {
        Reflect::set(&o, &"signal".into(), s).unwrap();
    }
    if let Some(t) = timeout_ms {
        Reflect::set(&o, &"timeoutMs".into(), &t.into()).unwrap();
    }
    o.into()
}

async fn execute_with(
    exe: &LoadedExecutable,
    x: &Array,
    options: JsValue,
) -> Result<Vec<f32>, JsValue> {
    let list: JsArray = [JsValue::from(x.webxla_clone())].into_iter().collect();
    let outs = JsFuture::from(exe.execute(list.into(), options)).await?;
    let out = webxla_wasm_unwrap::<Array>(outs.dyn_into::<JsArray>()?.get(0));
    Ok(floats(&out).await)
}

/// `execute(args, { signal, timeoutMs })`: a timeout stops an endless loop with
/// DEADLINE_EXCEEDED; an already-aborted signal rejects with CANCELLED before running; on
/// WebGPU a signal aborted by a timer while the loop runs stops it with CANCELLED; bad options
/// are INVALID_ARGUMENT; afterwards the same client runs a finite loop with and without
/// options.
async fn check_stops(client: &Client) {
    let x = client
        .buffer_from_pyval(
            Float32Array::from(&[1.0f32, 2.0, 3.0, 0.5][..]).into(),
            spec(&[4], "f32"),
            JsValue::UNDEFINED,
        )
        .unwrap();
    let spin = compile(client, &looping(true)).await;
    let t0 = js_sys::Date::now();
    let e = execute_with(&spin, &x, options(None, Some(200.0)))
        .await
        .expect_err("an endless loop under timeoutMs");
    assert_eq!(kind_of(&e), "DEADLINE_EXCEEDED");
    assert!(js_sys::Date::now() - t0 < 20_000.0);

    let controller = web_sys::AbortController::new().unwrap();
    controller.abort();
    let e = execute_with(&spin, &x, options(Some(&controller.signal()), None))
        .await
        .expect_err("an aborted signal");
    assert_eq!(kind_of(&e), "CANCELLED");

    if client.platform() == "gpu" {
        // Aborted by a timer while the loop waits on the device.
        let controller = web_sys::AbortController::new().unwrap();
        let abort = wasm_bindgen::closure::Closure::once_into_js({
            let c = controller.clone();
            move || c.abort()
        });
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(abort.unchecked_ref(), 100)
            .unwrap();
        let e = execute_with(&spin, &x, options(Some(&controller.signal()), None))
            .await
            .expect_err("an endless loop aborted");
        assert_eq!(kind_of(&e), "CANCELLED");
    }
    for bad in [options(None, Some(-1.0)), options(None, Some(f64::NAN)), {
        let o = js_sys::Object::new();
        Reflect::set(&o, &"signal".into(), &"no".into()).unwrap();
        o.into()
    }] {
        let e = execute_with(&spin, &x, bad).await.expect_err("bad options");
        assert_eq!(kind_of(&e), "INVALID_ARGUMENT");
    }
    let ten = compile(client, &looping(false)).await;
    let controller = web_sys::AbortController::new().unwrap();
    for o in [
        JsValue::UNDEFINED,
        options(Some(&controller.signal()), Some(600_000.0)),
    ] {
        let got = execute_with(&ten, &x, o).await.expect("a finite loop");
        assert_eq!(got, vec![1024.0, 2048.0, 3072.0, 512.0]);
    }
}

#[wasm_bindgen_test]
async fn executions_stop_on_cpu() {
    check_stops(&make_cpu_client(JsValue::UNDEFINED).expect("cpu client")).await;
}

#[wasm_bindgen_test]
async fn executions_stop_on_webgpu() {
    match JsFuture::from(make_gpu_client(JsValue::UNDEFINED)).await {
        Ok(c) => check_stops(&webxla_wasm_unwrap::<Client>(c)).await,
        Err(e) => gpu_skip::no_gpu(
            "executions_stop_on_webgpu",
            format!("makeGpuClient rejected ({})", kind_of(&e)),
        ),
    }
}
