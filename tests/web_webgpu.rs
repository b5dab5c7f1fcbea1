//! Proves the browser harness really runs on WebGPU: requests a wgpu adapter through the
//! browser's WebGPU (SwiftShader in headless Chromium with `--enable-unsafe-webgpu`, see
//! webdriver.json) and runs a tiny compute shader, checking the numbers it reads back.
//! Without the flag this test must fail with "no adapter" — that is the point.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const SHADER: &str = r#"
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    if (i < arrayLength(&data)) {
        data[i] = data[i] * 2.0 + 1.0;
    }
}
"#;

#[wasm_bindgen_test]
async fn webgpu_adapter_runs_a_compute_shader() {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::BROWSER_WEBGPU,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapter = instance
        .request_adapter(&wgpu::RequestAdapterOptions::default())
        .await
        .expect("no WebGPU adapter: is Chromium started with --enable-unsafe-webgpu?");
    let info = adapter.get_info();
    web_sys::console::log_1(&format!("WebGPU adapter: {info:?}").into());
    assert_eq!(info.backend, wgpu::Backend::BrowserWebGpu);
    let (device, queue) = adapter
        .request_device(&wgpu::DeviceDescriptor::default())
        .await
        .expect("request_device failed");

    let n = 1000usize;
    let input: Vec<f32> = (0..n).map(|i| i as f32 - 500.0).collect();
    let bytes: &[u8] = bytemuck::cast_slice(&input);
    let size = bytes.len() as u64;
    let storage = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("data"),
        size,
        usage: wgpu::BufferUsages::STORAGE
            | wgpu::BufferUsages::COPY_SRC
            | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    queue.write_buffer(&storage, 0, bytes);
    let readback = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("double_plus_one"),
        source: wgpu::ShaderSource::Wgsl(SHADER.into()),
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: None,
        layout: None,
        module: &module,
        entry_point: Some("main"),
        compilation_options: Default::default(),
        cache: None,
    });
    let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &pipeline.get_bind_group_layout(0),
        entries: &[wgpu::BindGroupEntry { binding: 0, resource: storage.as_entire_binding() }],
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &bind_group, &[]);
        pass.dispatch_workgroups(n.div_ceil(64) as u32, 1, 1);
    }
    encoder.copy_buffer_to_buffer(&storage, 0, &readback, 0, size);
    queue.submit([encoder.finish()]);

    let (tx, rx) = futures_channel::oneshot::channel();
    readback.slice(..).map_async(wgpu::MapMode::Read, move |r| {
        let _ = tx.send(r);
    });
    rx.await.expect("map_async callback dropped").expect("map_async failed");
    let got: Vec<f32> = {
        let view = readback.slice(..).get_mapped_range().expect("mapped range");
        bytemuck::cast_slice(&view).to_vec()
    };
    let want: Vec<f32> = input.iter().map(|x| x * 2.0 + 1.0).collect();
    assert_eq!(got, want);
}
