//! Deadlines and cancellation: a `while` whose condition is always true ends with
//! DEADLINE_EXCEEDED under a deadline, or CANCELLED when its token is cancelled from another
//! thread, on the CPU backend and on the GPU backend (lavapipe); afterwards the same
//! executable and client run normally. Without a GPU adapter the GPU part fails (see
//! `gpu_skip`).

mod gpu_skip;
mod looping;
use looping::looping;
use std::time::{Duration, Instant};
use webxla::client::{
    make_cpu_client, make_gpu_client, Client, CompileOptions, ExecuteOptions, StopToken,
};
use webxla::ir::{ElementType, Literal};
use webxla::ErrorKind;

fn input(c: &Client) -> webxla::client::Array {
    let x = Literal::from_slice(ElementType::F32, vec![4], &[1.0f32, 2.0, 3.0, 0.5]).unwrap();
    c.buffer_from_pyval(&x, None).unwrap()
}

fn stops_and_recovers(c: &Client) {
    let spin = c
        .compile_and_load(&looping(true), None, &CompileOptions::default())
        .unwrap();
    // A deadline.
    let t0 = Instant::now();
    let options = ExecuteOptions {
        deadline: Some(Duration::from_millis(200)),
        stop: None,
    };
    let e = spin
        .execute_with_options(&[input(c)], &options)
        .and_then(|o| o[0].to_literal())
        .expect_err("an endless loop under a deadline");
    assert_eq!(e.kind, ErrorKind::DeadlineExceeded, "{e}");
    assert!(e.message.contains("stopped at"), "{e}");
    assert!(t0.elapsed() < Duration::from_secs(20), "{:?}", t0.elapsed());
    // Cancellation from another thread.
    let token = StopToken::new();
    let canceller = {
        let t = token.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            t.cancel();
        })
    };
    let options = ExecuteOptions {
        deadline: None,
        stop: Some(token),
    };
    let e = spin
        .execute_with_options(&[input(c)], &options)
        .and_then(|o| o[0].to_literal())
        .expect_err("an endless loop cancelled");
    canceller.join().unwrap();
    assert_eq!(e.kind, ErrorKind::Cancelled, "{e}");
    // The client and a finite program still work, with and without options.
    let ten = c
        .compile_and_load(&looping(false), None, &CompileOptions::default())
        .unwrap();
    for options in [
        ExecuteOptions::default(),
        ExecuteOptions {
            deadline: Some(Duration::from_secs(600)),
            stop: Some(StopToken::new()),
        },
    ] {
        let out = ten.execute_with_options(&[input(c)], &options).unwrap()[0]
            .to_literal()
            .unwrap();
        let v: &[f32] = out.as_slice().unwrap();
        assert_eq!(v, &[1024.0, 2048.0, 3072.0, 512.0]);
    }
}

#[test]
fn cpu_executions_stop_and_the_client_recovers() {
    stops_and_recovers(&make_cpu_client(Default::default()).unwrap());
}

#[test]
fn gpu_executions_stop_and_the_client_recovers() {
    match pollster::block_on(make_gpu_client(Default::default())) {
        Ok(c) => stops_and_recovers(&c),
        Err(e) => gpu_skip::no_gpu("deadlines on gpu", e),
    }
}
