//! A GPU device that is lost (a driver reset, a removed adapter, a browser reclaiming it) is
//! simulated by destroying the wgpu device: wgpu's device-lost callback fires, and from then
//! on every call that needs the device (compile, transfer in, execute, read back) fails with
//! `UNAVAILABLE` naming the device and the reason, `Device::lost_reason` says so, nothing
//! panics or hangs, and a new client works. Without a GPU adapter the test fails (see
//! `gpu_skip`).

mod gpu_skip;
use webxla::client::{make_gpu_client, CompileOptions};
use webxla::ir::{ElementType, Literal};
use webxla::ErrorKind;

const NEGATE: &str =
    "HloModule neg\n\nENTRY e {\n  x = f32[4]{0} parameter(0)\n  ROOT y = f32[4]{0} negate(x)\n}\n";

fn x() -> Literal {
    Literal::from_slice(ElementType::F32, vec![4], &[1.0f32, -2.0, 3.0, 0.5]).unwrap()
}

#[test]
fn a_lost_gpu_device_gives_typed_errors_and_a_new_client_works() {
    let client = match pollster::block_on(make_gpu_client(Default::default())) {
        Ok(c) => c,
        Err(e) => return gpu_skip::no_gpu("device_lost", e),
    };
    let exe = client
        .compile_and_load(NEGATE, None, &CompileOptions::default())
        .unwrap();
    let before = client.buffer_from_pyval(&x(), None).unwrap();
    let out = exe.execute(std::slice::from_ref(&before)).unwrap();
    assert_eq!(
        out[0].to_literal().unwrap().as_slice::<f32>().unwrap(),
        &[-1.0, 2.0, -3.0, -0.5]
    );
    let device = client.devices()[0].clone();
    assert_eq!(device.lost_reason(), None);

    device.simulate_loss();
    let why = device
        .lost_reason()
        .expect("the device-lost callback fired");
    assert!(why.contains("destroyed"), "{why}");

    let unavailable = |what: &str, r: webxla::Result<()>| {
        let e = r
            .err()
            .unwrap_or_else(|| panic!("{what} succeeded on a lost device"));
        assert_eq!(e.kind, ErrorKind::Unavailable, "{what}: {e}");
        assert!(e.message.contains("was lost"), "{what}: {e}");
    };
    unavailable(
        "compile",
        client
            .compile_and_load(NEGATE, None, &CompileOptions::default())
            .map(drop),
    );
    unavailable("transfer", client.buffer_from_pyval(&x(), None).map(drop));
    unavailable(
        "execute",
        exe.execute(std::slice::from_ref(&before))
            .and_then(|o| o[0].to_literal())
            .map(drop),
    );
    unavailable("read back", before.to_literal().map(drop));
    drop((out, before, exe, client));

    let fresh = pollster::block_on(make_gpu_client(Default::default())).unwrap();
    let exe = fresh
        .compile_and_load(NEGATE, None, &CompileOptions::default())
        .unwrap();
    let out = exe
        .execute(&[fresh.buffer_from_pyval(&x(), None).unwrap()])
        .unwrap();
    assert_eq!(
        out[0].to_literal().unwrap().as_slice::<f32>().unwrap(),
        &[-1.0, 2.0, -3.0, -0.5]
    );
}
