//! Interoperation with real jaxlib 0.10.2, both ways: a jaxlib service with a webxla client
//! and a jaxlib client, and a webxla service with processes running
//! `jax.distributed.initialize`, exchanging keys and passing barriers together; and a jaxlib
//! task that crashes and restarts against a webxla service with recoverable tasks.
//!
//! They need a python with jax and jaxlib 0.10.2, so they are `#[ignore]`d in a plain
//! `cargo test` (reported as ignored, not passed) and run with `-- --ignored` by
//! `tests/pjrt/run.sh dist`, which makes that python's venv. Python comes from
//! `WEBXLA_JAX_PYTHON` (default `python3`); without jax 0.10.2 there the tests fail.

use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use webxla_distributed::{
    ClientOptions, DistributedRuntimeClient, DistributedRuntimeService, ServiceOptions,
};

fn python() -> String {
    let py = std::env::var("WEBXLA_JAX_PYTHON").unwrap_or_else(|_| "python3".to_string());
    let out = Command::new(&py)
        .args([
            "-c",
            "import jax, jaxlib; print(jax.__version__, jaxlib.__version__)",
        ])
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run {py} ({e}); set WEBXLA_JAX_PYTHON to a python with jax 0.10.2")
        });
    let v = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && v.trim() == "0.10.2 0.10.2",
        "{py} must have jax and jaxlib 0.10.2 (has {v:?}, stderr {}); set WEBXLA_JAX_PYTHON",
        String::from_utf8_lossy(&out.stderr)
    );
    py
}

fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

fn spawn(py: &str, script: &str, args: &[String]) -> Child {
    Command::new(py)
        .arg("-c")
        .arg(script)
        .args(args)
        .env("JAX_PLATFORMS", "cpu")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python starts")
}

/// Waits for `child` at most `limit`, killing it past that; returns (success, stdout, stderr).
fn finish(mut child: Child, limit: Duration) -> (bool, String, String) {
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break Some(s);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut out = String::new();
    let mut err = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (status.is_some_and(|s| s.success()), out, err)
}

fn options() -> ClientOptions {
    ClientOptions {
        rpc_timeout: Duration::from_secs(20),
        init_timeout: Duration::from_secs(60),
        heartbeat_timeout: Duration::from_secs(10),
        shutdown_timeout: Duration::from_secs(30),
        ..Default::default()
    }
}

const JAXLIB_SERVICE: &str = r#"
import sys
from jax._src.lib import _jax
addr = sys.argv[1]
svc = _jax.get_distributed_runtime_service(addr, 2, heartbeat_timeout=10, shutdown_timeout=30)
c = _jax.get_distributed_runtime_client(addr, 0, init_timeout=60, heartbeat_timeout=10, shutdown_timeout=30)
c.connect()
c.key_value_set("from_jax/greeting", "hello from jaxlib")
got = c.blocking_key_value_get("from_webxla/greeting", 30000)
assert got == "hello from webxla", got
c.wait_at_barrier("together", 30000)
n = c.key_value_increment("count", 5)
c.wait_at_barrier("together", 30000)
d = c.key_value_dir_get("from_webxla")
assert d == [("from_webxla/greeting", "hello from webxla"), ("from_webxla/more", "x")], d
assert c.key_value_try_get_bytes("bin/bytes") == b"\x00\xff", "bytes"
live = c.get_live_nodes([0, 1])
assert sorted(live) == [0, 1], live
c.wait_at_barrier("pair", 30000, [0, 1])
print("JAX_OK", n, flush=True)
c.shutdown()
svc.shutdown()
"#;

#[test]
#[ignore = "needs python with jax 0.10.2: tests/pjrt/run.sh dist runs it"]
fn webxla_client_joins_a_jaxlib_service() {
    let py = python();
    let addr = format!("127.0.0.1:{}", free_port());
    let child = spawn(&py, JAXLIB_SERVICE, std::slice::from_ref(&addr));
    let c = DistributedRuntimeClient::new(&addr, 1, options()).unwrap();
    let t = Duration::from_secs(30);
    let r = (|| -> webxla::Result<i64> {
        c.connect()?;
        assert_eq!(
            c.blocking_key_value_get("from_jax/greeting", t)?,
            "hello from jaxlib"
        );
        c.key_value_set("from_webxla/more", "x", false)?;
        c.key_value_set_bytes("bin/bytes", &[0, 255], false)?;
        c.key_value_set("from_webxla/greeting", "hello from webxla", false)?;
        c.wait_at_barrier("together", t, None)?;
        let n = c.key_value_increment("count", 2)?;
        // The same barrier id again: the counters agree with jaxlib's agent.
        c.wait_at_barrier("together", t, None)?;
        let e = c
            .key_value_set("from_jax/greeting", "again", false)
            .unwrap_err();
        assert_eq!(e.kind, webxla::ErrorKind::FailedPrecondition, "{e:?}");
        let e = c.key_value_try_get("nothing/here").unwrap_err();
        assert_eq!(e.kind, webxla::ErrorKind::NotFound, "{e:?}");
        let live = c.get_live_nodes(&[0, 1])?;
        assert_eq!(live.keys().copied().collect::<Vec<_>>(), vec![0, 1]);
        c.wait_at_barrier("pair", t, Some(&[0, 1]))?;
        c.shutdown()?;
        Ok(n)
    })();
    let (ok, out, err) = finish(child, Duration::from_secs(90));
    let n = r.unwrap_or_else(|e| {
        panic!("webxla side: {e:?}\npython stdout:\n{out}\npython stderr:\n{err}")
    });
    assert!(
        ok && out.contains("JAX_OK"),
        "python side failed:\n{out}\n{err}"
    );
    let jax_n: i64 = out.split_whitespace().nth(1).unwrap().parse().unwrap();
    assert_eq!(n.max(jax_n), 7, "both increments counted: {n} {jax_n}");
    assert!(c.failure().is_none(), "{:?}", c.failure());
}

const JAX_INITIALIZE: &str = r#"
import sys
import jax
from jax._src import distributed
addr, n, pid = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
jax.distributed.initialize(coordinator_address=addr, num_processes=n, process_id=pid,
                           initialization_timeout=60, heartbeat_timeout_seconds=10,
                           shutdown_timeout_seconds=30)
c = distributed.global_state.client
c.key_value_set(f"jax/{pid}", f"process {pid}")
for other in range(n):
    got = c.blocking_key_value_get(f"jax/{other}" if other else "webxla/0", 30000)
    want = f"process {other}" if other else "node 0 is webxla"
    assert got == want, (got, want)
c.wait_at_barrier("all-here", 30000)
c.key_value_increment("count", pid)
c.wait_at_barrier("counted", 30000)
assert c.key_value_try_get("count") == str(sum(range(n))), c.key_value_try_get("count")
c.wait_at_barrier("python-only", 30000, [1, 2])
print("JAX_OK", pid, flush=True)
jax.distributed.shutdown()
"#;

#[test]
#[ignore = "needs python with jax 0.10.2: tests/pjrt/run.sh dist runs it"]
fn jax_distributed_initialize_uses_a_webxla_service() {
    let py = python();
    let svc = DistributedRuntimeService::start(
        "127.0.0.1:0",
        3,
        ServiceOptions {
            heartbeat_timeout: Duration::from_secs(10),
            cluster_register_timeout: Duration::from_secs(60),
            shutdown_timeout: Duration::from_secs(30),
            ..Default::default()
        },
    )
    .unwrap();
    let addr = svc.address().to_string();
    // jax starts a service of its own in process 0: the webxla client is node 0.
    let children: Vec<Child> = (1..3)
        .map(|pid| {
            spawn(
                &py,
                JAX_INITIALIZE,
                &[addr.clone(), "3".into(), pid.to_string()],
            )
        })
        .collect();
    let c = DistributedRuntimeClient::new(&addr, 0, options()).unwrap();
    let t = Duration::from_secs(30);
    let r = (|| -> webxla::Result<()> {
        c.connect()?;
        c.key_value_set("webxla/0", "node 0 is webxla", false)?;
        for pid in 1..3 {
            assert_eq!(
                c.blocking_key_value_get(&format!("jax/{pid}"), t)?,
                format!("process {pid}")
            );
        }
        c.wait_at_barrier("all-here", t, None)?;
        c.key_value_increment("count", 0)?;
        c.wait_at_barrier("counted", t, None)?;
        c.shutdown()
    })();
    let results: Vec<_> = children
        .into_iter()
        .map(|ch| finish(ch, Duration::from_secs(90)))
        .collect();
    let report: String = results
        .iter()
        .map(|(_, o, e)| {
            format!(
                "stdout:\n{o}\nstderr:\n{}\n",
                e.lines()
                    .rev()
                    .take(30)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect::<Vec<_>>()
                    .join("\n")
            )
        })
        .collect();
    r.unwrap_or_else(|e| panic!("webxla side: {e:?}\n{report}"));
    for (ok, out, _) in &results {
        assert!(
            *ok && out.contains("JAX_OK"),
            "a python process failed:\n{report}"
        );
    }
    assert!(c.failure().is_none(), "{:?}", c.failure());
}

const JAX_RECOVERABLE_TASK: &str = r#"
import os, sys
from jax._src.lib import _jax
addr, life = sys.argv[1], int(sys.argv[2])
c = _jax.get_distributed_runtime_client(addr, 1, init_timeout=60, heartbeat_timeout=2,
                                        shutdown_timeout=30, shutdown_on_destruction=False)
c.connect()
if life == 1:
    c.key_value_set("life/1", "first")
    c.wait_at_barrier("b", 30000)
    live = c.get_live_nodes([0, 1])
    print("JAX_LIFE", life, sorted(live), flush=True)
    os._exit(0)  # a crash: no shutdown, the heartbeats stop
assert c.key_value_try_get("life/1") == "first"
c.wait_at_barrier("b", 30000)  # counter 0 again: the service puts it on the next instance
live = c.get_live_nodes([0, 1])
assert sorted(live) == [0, 1], live
c.key_value_set("life/2", "second")
c.wait_at_barrier("b", 30000)
print("JAX_LIFE", life, sorted(live), flush=True)
c.shutdown()
"#;

#[test]
#[ignore = "needs python with jax 0.10.2: tests/pjrt/run.sh dist runs it"]
fn a_jaxlib_task_restarts_against_a_recoverable_webxla_service() {
    let py = python();
    let hb = Duration::from_secs(2);
    let svc = DistributedRuntimeService::start(
        "127.0.0.1:0",
        2,
        ServiceOptions {
            heartbeat_timeout: hb,
            cluster_register_timeout: Duration::from_secs(60),
            shutdown_timeout: Duration::from_secs(30),
            recoverable: true,
        },
    )
    .unwrap();
    let addr = svc.address().to_string();
    let mut o = options();
    o.heartbeat_timeout = hb;
    let c = DistributedRuntimeClient::new(&addr, 0, o).unwrap();
    let t = Duration::from_secs(30);
    let first = spawn(&py, JAX_RECOVERABLE_TASK, &[addr.clone(), "1".into()]);
    let r = (|| -> webxla::Result<u64> {
        c.connect()?;
        c.wait_at_barrier("b", t, None)?;
        let live = c.get_live_nodes(&[0, 1])?;
        assert_eq!(live.keys().copied().collect::<Vec<_>>(), vec![0, 1]);
        Ok(live[&1])
    })();
    let (ok, out, err) = finish(first, Duration::from_secs(60));
    let first_incarnation =
        r.unwrap_or_else(|e| panic!("webxla side: {e:?}\npython:\n{out}\n{err}"));
    assert!(
        ok && out.contains("JAX_LIFE 1"),
        "first life:\n{out}\n{err}"
    );
    // Past the heartbeat timeout: the dead task is not alive, and its death is no error here.
    std::thread::sleep(hb * 2);
    assert!(c.failure().is_none(), "{:?}", c.failure());
    let live = c.get_live_nodes(&[0, 1]).unwrap();
    assert_eq!(live.keys().copied().collect::<Vec<_>>(), vec![0]);
    let second = spawn(&py, JAX_RECOVERABLE_TASK, &[addr.clone(), "2".into()]);
    let r = (|| -> webxla::Result<u64> {
        c.wait_at_barrier("b", t, None)?;
        let live = c.get_live_nodes(&[0, 1])?;
        assert_eq!(live.keys().copied().collect::<Vec<_>>(), vec![0, 1]);
        assert_eq!(c.blocking_key_value_get("life/2", t)?, "second");
        c.wait_at_barrier("b", t, None)?;
        Ok(live[&1])
    })();
    let (ok, out, err) = finish(second, Duration::from_secs(60));
    let second_incarnation =
        r.unwrap_or_else(|e| panic!("webxla side: {e:?}\npython:\n{out}\n{err}"));
    assert!(
        ok && out.contains("JAX_LIFE 2"),
        "second life:\n{out}\n{err}"
    );
    assert_ne!(first_incarnation, second_incarnation);
    assert!(c.failure().is_none(), "{:?}", c.failure());
    c.shutdown().unwrap();
}
