//! The CLI contract: `run` (inputs, outputs, --json last line), `check` (closing line),
//! `dump --ir`, and a non-zero exit with one clear paragraph for each kind of bad input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn webxla(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_webxla"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("the binary runs")
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn case(name: &str, file: &str) -> String {
    format!("tests/conformance/{name}/{file}")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn run_writes_outputs_and_json() {
    let dir = std::env::temp_dir().join(format!("webxla-cli-{}", std::process::id()));
    let o = webxla(&[
        "run",
        &case("dot_matmul", "module.hlo"),
        "--backend",
        "cpu",
        "--input",
        &case("dot_matmul", "in0.npy"),
        "--input",
        &case("dot_matmul", "in1.npy"),
        "--out",
        dir.to_str().unwrap(),
        "--repeat",
        "3",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let last = out.lines().last().unwrap();
    let v: serde_json::Value = serde_json::from_str(last).expect("last line is JSON");
    assert_eq!(v["backend"], "cpu");
    assert_eq!(v["outputs"][0]["shape"], serde_json::json!([8, 12]));
    assert_eq!(v["outputs"][0]["dtype"], "f32");
    assert!(v["execute_us_median"].as_f64().unwrap() > 0.0);
    let got = std::fs::read(dir.join("out0.npy")).unwrap();
    let want = std::fs::read(root().join(case("dot_matmul", "out0.npy"))).unwrap();
    let got = webxla::npy::read_npy(&got, false).unwrap();
    let want = webxla::npy::read_npy(&want, false).unwrap();
    assert_eq!(got.shape(), want.shape());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn check_prints_the_closing_line() {
    let o = webxla(&[
        "check",
        "tests/conformance/dot_matmul",
        "--backend",
        "cpu",
        "--format",
        "both",
    ]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(
        stdout(&o).lines().any(|l| l == "2 passed, 0 failed"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn dump_ir_prints_hlo() {
    let o = webxla(&["dump", &case("dot_matmul", "module.mlir"), "--ir"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("dot("), "{}", stdout(&o));
}

#[test]
fn dump_plan_prints_the_cpu_plan() {
    // The benchmark's MLP: its bias adds and relus are fused groups reading the products in
    // full and the biases by row (native plans give dots no epilogues: see plan.rs).
    let o = webxla(&["dump", "www/bench/models/mlp.hlo", "--plan"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("[fused]"), "{out}");
    assert!(out.contains(":Full") && out.contains(":Row(512)"), "{out}");
    assert!(!out.contains("; the epilogue of "), "{out}");
}

fn assert_fails(args: &[&str], needle: &str) {
    let o = webxla(args);
    assert!(!o.status.success(), "{args:?} should fail");
    let err = stderr(&o);
    assert!(err.starts_with("error: "), "{err}");
    assert!(
        err.contains(needle),
        "{args:?}: expected '{needle}' in: {err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn bad_inputs_exit_non_zero_with_a_clear_message() {
    let m = case("dot_matmul", "module.hlo");
    let in0 = case("dot_matmul", "in0.npy");
    let in1 = case("dot_matmul", "in1.npy");
    assert_fails(
        &["run", "no/such/file.hlo", "--backend", "cpu"],
        "no/such/file.hlo",
    );
    assert_fails(
        &["run", &m, "--backend", "cpu", "--input", &in0],
        "takes 2 parameter(s)",
    );
    assert_fails(
        &[
            "run",
            &m,
            "--backend",
            "cpu",
            "--input",
            &in0,
            "--input",
            &in1,
            "--input",
            &in1,
        ],
        "got 3",
    );
    // Wrong shape: in1 where in0 belongs.
    assert_fails(
        &[
            "run",
            &m,
            "--backend",
            "cpu",
            "--input",
            &in1,
            "--input",
            &in1,
        ],
        "argument 0",
    );
    // Not an .npy file.
    assert_fails(
        &[
            "run",
            &m,
            "--backend",
            "cpu",
            "--input",
            &m,
            "--input",
            &in1,
        ],
        "input 0",
    );
    assert_fails(&["run", &in0, "--backend", "cpu"], "not a text file");
    let bad = std::env::temp_dir().join(format!("webxla-bad-{}.hlo", std::process::id()));
    std::fs::write(
        &bad,
        "HloModule m\n\nENTRY e {\n  a = f32[2] parameter(0)\n  ROOT b = f32[3] add(a, a)\n}\n",
    )
    .unwrap();
    assert_fails(&["run", bad.to_str().unwrap(), "--backend", "cpu"], "5:");
    std::fs::write(&bad, "").unwrap();
    assert_fails(&["run", bad.to_str().unwrap(), "--backend", "cpu"], "empty");
    let _ = std::fs::remove_file(bad);
}

/// `run --timeout` stops a loop that never ends with DEADLINE_EXCEEDED, and refuses a
/// timeout that is not a positive number of seconds.
#[test]
fn run_timeout_stops_an_endless_loop() {
    let dir = std::env::temp_dir().join(format!("webxla-cli-timeout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let module = dir.join("spin.hlo");
    std::fs::write(
        &module,
        "HloModule spin\n\ncond {\n  p = s32[] parameter(0)\n  ROOT t = pred[] constant(true)\n}\n\nbody {\n  p = s32[] parameter(0)\n  one = s32[] constant(1)\n  ROOT j = s32[] add(p, one)\n}\n\nENTRY e {\n  z = s32[] constant(0)\n  ROOT w = s32[] while(z), condition=cond, body=body\n}\n",
    )
    .unwrap();
    let m = module.to_str().unwrap();
    let o = webxla(&["run", m, "--backend", "cpu", "--timeout", "0.2"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("DEADLINE_EXCEEDED"), "{}", stderr(&o));
    assert_fails(&["run", m, "--backend", "cpu", "--timeout=-1"], "--timeout");
    let _ = std::fs::remove_dir_all(&dir);
}
