//! webxla over several processes, launched by Open MPI's `mpirun` on this machine (loopback):
//! the multi-device corpus with its devices spread over 2 and 4 processes, a data-parallel
//! train step over 2 processes × 2 devices against one process, and a process killed
//! mid-step. `mpirun` must be installed (Debian's openmpi-bin); these tests fail without it.

use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_webxla-mpi");

fn root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// One mpirun at a time: each starts several processes, and the heartbeat test's timing
/// should not depend on how many other jobs share the cores.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// `mpirun -np NP webxla-mpi ARGS...`, allowed as root (CI runs as root) and on more
/// processes than cores.
fn mpirun(np: usize, mca: &[(&str, &str)], args: &[&str]) -> Output {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut c = Command::new("mpirun");
    c.env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        .current_dir(root())
        .args(["--oversubscribe", "-np", &np.to_string()]);
    for (k, v) in mca {
        c.args(["--mca", k, v]);
    }
    // The GPU tests run on lavapipe; mpirun passes only what it is told to.
    for var in ["VK_ICD_FILENAMES", "XDG_RUNTIME_DIR"] {
        if std::env::var_os(var).is_some() {
            c.args(["-x", var]);
        }
    }
    c.arg(BIN).args(args);
    c.output()
        .unwrap_or_else(|e| panic!("cannot run mpirun ({e}): install openmpi-bin"))
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The number of cases × formats in the corpus.
fn corpus_runs(formats: usize) -> usize {
    let dir = root().join("tests/multi_device");
    let cases = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().join("case.json").exists())
        .count();
    cases * formats
}

fn check_corpus(np: usize, per_process: usize, backend: &str, format: &str) {
    let formats = if format == "both" { 2 } else { 1 };
    let o = mpirun(
        np,
        &[],
        &[
            "check",
            "tests/multi_device",
            "--devices-per-process",
            &per_process.to_string(),
            "--backend",
            backend,
            "--format",
            format,
        ],
    );
    let out = text(&o);
    let want = format!("{} passed, 0 failed", corpus_runs(formats));
    assert!(
        o.status.success() && out.contains(&want),
        "{np} processes x {per_process} devices ({backend}): wanted {want:?}\n{out}"
    );
}

#[test]
fn multi_device_corpus_over_2_processes_of_4_devices() {
    check_corpus(2, 4, "cpu", "both");
}

#[test]
fn multi_device_corpus_over_4_processes_of_2_devices() {
    check_corpus(4, 2, "cpu", "both");
}

#[test]
fn multi_device_corpus_on_gpu_devices_over_2_processes() {
    check_corpus(2, 4, "gpu", "hlo");
}

#[test]
fn data_parallel_train_step_over_2x2_matches_one_process_bitwise() {
    let o = mpirun(
        2,
        &[],
        &[
            "steps",
            "tests/multi_device/dp_mlp_train_step_4dev",
            "--devices-per-process",
            "2",
            "--steps",
            "5",
        ],
    );
    let out = text(&o);
    assert!(
        o.status.success() && out.contains("bitwise equal to one process's result"),
        "{out}"
    );
}

#[test]
fn a_killed_process_fails_the_others_within_the_heartbeat_timeout() {
    // By default mpirun ends the whole job when a process dies; with recovery on it lets the
    // survivors go on, and they must notice through the coordination service.
    let heartbeat_timeout_s = 3.0;
    let o = mpirun(
        2,
        &[("orte_enable_recovery", "1")],
        &[
            "steps",
            "tests/multi_device/dp_mlp_train_step_4dev",
            "--devices-per-process",
            "2",
            "--steps",
            "20",
            "--kill-rank",
            "1",
            "--kill-at-step",
            "3",
            "--heartbeat-timeout-s",
            "3",
        ],
    );
    let out = text(&o);
    let line = out
        .lines()
        .find(|l| l.starts_with("process 0: step 3 failed after"))
        .unwrap_or_else(|| panic!("process 0 did not report the failure:\n{out}"));
    assert!(
        line.contains("UNAVAILABLE") && out.contains("stopped sending heartbeats"),
        "{out}"
    );
    let secs: f64 = line
        .trim_start_matches("process 0: step 3 failed after ")
        .split(' ')
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no time in {line:?}"));
    assert!(
        secs < heartbeat_timeout_s + 3.0,
        "reported after {secs} s, the heartbeat timeout is {heartbeat_timeout_s} s:\n{out}"
    );
}
