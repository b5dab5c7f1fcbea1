//! webxla's coordination service with webxla clients on loopback: the key-value store,
//! barriers (all tasks, subsets, reuse, timeouts), aliveness, and failures (a dead client, an
//! unreachable service) that end waits with typed errors instead of hangs.

use std::time::{Duration, Instant};
use webxla::ErrorKind;
use webxla_distributed::{
    ClientOptions, DistributedRuntimeClient, DistributedRuntimeService, ServiceOptions,
};

fn service(n: usize, heartbeat: Duration) -> DistributedRuntimeService {
    DistributedRuntimeService::start(
        "127.0.0.1:0",
        n,
        ServiceOptions {
            heartbeat_timeout: heartbeat,
            cluster_register_timeout: Duration::from_secs(30),
            shutdown_timeout: Duration::from_secs(10),
            ..Default::default()
        },
    )
    .expect("service starts")
}

fn options(heartbeat: Duration) -> ClientOptions {
    ClientOptions {
        rpc_timeout: Duration::from_secs(10),
        init_timeout: Duration::from_secs(30),
        heartbeat_timeout: heartbeat,
        shutdown_timeout: Duration::from_secs(10),
        ..Default::default()
    }
}

/// Connects `n` clients at once (registration waits for all of them).
fn clients(
    svc: &DistributedRuntimeService,
    n: usize,
    opts: &[ClientOptions],
) -> Vec<DistributedRuntimeClient> {
    let addr = svc.address().to_string();
    std::thread::scope(|s| {
        let hs: Vec<_> = (0..n)
            .map(|i| {
                let addr = addr.clone();
                let o = opts[i.min(opts.len() - 1)].clone();
                s.spawn(move || {
                    let c = DistributedRuntimeClient::new(&addr, i as i32, o).unwrap();
                    c.connect().unwrap();
                    c
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

fn shutdown_all(cs: &[DistributedRuntimeClient]) {
    std::thread::scope(|s| {
        for c in cs {
            s.spawn(move || c.shutdown().unwrap());
        }
    });
}

#[test]
fn key_value_store() {
    let svc = service(3, Duration::from_secs(10));
    let cs = clients(&svc, 3, &[options(Duration::from_secs(10))]);
    let t = Duration::from_secs(10);
    cs[0].key_value_set("a/x", "1", false).unwrap();
    assert_eq!(cs[1].blocking_key_value_get("a/x", t).unwrap(), "1");
    assert_eq!(
        cs[2].key_value_try_get("/a//x/").unwrap(),
        "1",
        "keys are normalized"
    );
    // A value set after the get started reaches it.
    std::thread::scope(|s| {
        let h = s.spawn(|| cs[2].blocking_key_value_get_bytes("late", t));
        std::thread::sleep(Duration::from_millis(100));
        cs[1]
            .key_value_set_bytes("late", &[0, 255, 7], false)
            .unwrap();
        assert_eq!(h.join().unwrap().unwrap(), vec![0, 255, 7]);
    });
    let e = cs[1].key_value_try_get("missing").unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotFound, "{e:?}");
    assert!(e.message.contains("missing"), "{e:?}");
    let e = cs[1].key_value_set("a/x", "2", false).unwrap_err();
    assert_eq!(e.kind, ErrorKind::FailedPrecondition, "{e:?}");
    assert!(
        e.message.contains("a/x") && e.message.contains("ALREADY_EXISTS"),
        "{e:?}"
    );
    cs[1].key_value_set("a/x", "2", true).unwrap();
    cs[1].key_value_set("a/y", "3", false).unwrap();
    cs[1].key_value_set("ab", "no", false).unwrap();
    assert_eq!(
        cs[2].key_value_dir_get("a").unwrap(),
        vec![
            ("a/x".to_string(), "2".to_string()),
            ("a/y".to_string(), "3".to_string())
        ]
    );
    cs[0].key_value_delete("a").unwrap();
    assert!(cs[0].key_value_dir_get("a").unwrap().is_empty());
    assert_eq!(cs[0].key_value_try_get("ab").unwrap(), "no");
    // Increments from every client at once.
    std::thread::scope(|s| {
        for c in &cs {
            s.spawn(move || {
                for _ in 0..10 {
                    c.key_value_increment("counter", 2).unwrap();
                }
            });
        }
    });
    assert_eq!(cs[0].key_value_increment("counter", 0).unwrap(), 60);
    assert_eq!(cs[0].key_value_increment("counter", -61).unwrap(), -1);
    let e = cs[0].key_value_increment("ab", 1).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidArgument, "{e:?}");
    // A get that times out.
    let start = Instant::now();
    let e = cs[0]
        .blocking_key_value_get("never", Duration::from_millis(200))
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::DeadlineExceeded, "{e:?}");
    assert!(e.message.contains("never"), "{e:?}");
    assert!(start.elapsed() < Duration::from_secs(3));
    shutdown_all(&cs);
}

#[test]
fn barriers() {
    let svc = service(3, Duration::from_secs(10));
    let cs = clients(&svc, 3, &[options(Duration::from_secs(10))]);
    let t = Duration::from_secs(10);
    // The whole cluster, the same id twice (counters), then a subset.
    for _ in 0..2 {
        std::thread::scope(|s| {
            for c in &cs {
                s.spawn(move || c.wait_at_barrier("all", t, None).unwrap());
            }
        });
    }
    std::thread::scope(|s| {
        for c in &cs[..2] {
            s.spawn(move || c.wait_at_barrier("pair", t, Some(&[0, 1])).unwrap());
        }
    });
    // A barrier that one participant never reaches times out, naming it.
    let start = Instant::now();
    let e = cs[0]
        .wait_at_barrier("late", Duration::from_millis(300), Some(&[0, 2]))
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::DeadlineExceeded, "{e:?}");
    assert!(e.message.contains("late"), "{e:?}");
    assert!(start.elapsed() < Duration::from_secs(5));
    // A non-participant calling a subset barrier is refused.
    let e = cs[2].wait_at_barrier("odd", t, Some(&[0, 1])).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidArgument, "{e:?}");
    // Cancelling a barrier ends the wait of those at it.
    std::thread::scope(|s| {
        let h = s.spawn(|| cs[1].wait_at_barrier("cancel-me", t, Some(&[0, 1])));
        std::thread::sleep(Duration::from_millis(200));
        cs[0].cancel_barrier("cancel-me").unwrap();
        let e = h.join().unwrap().unwrap_err();
        assert_eq!(e.kind, ErrorKind::Cancelled, "{e:?}");
    });
    // Aliveness: every task asks, every task is alive.
    let live: Vec<_> = std::thread::scope(|s| {
        let hs: Vec<_> = cs
            .iter()
            .map(|c| s.spawn(move || c.get_live_nodes(&[0, 1, 2]).unwrap()))
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for l in &live {
        assert_eq!(l.keys().copied().collect::<Vec<_>>(), vec![0, 1, 2]);
        assert!(l.values().all(|i| *i != 0));
    }
    assert!(cs.iter().all(|c| c.failure().is_none()));
    shutdown_all(&cs);
}

#[test]
fn a_dead_client_fails_barriers_and_gets_of_the_others() {
    let hb = Duration::from_millis(1000);
    let svc = service(3, hb);
    let mut dying = options(hb);
    dying.shutdown_on_destruction = false;
    let mut cs = clients(&svc, 3, &[options(hb), options(hb), dying]);
    let dead = cs.pop().unwrap();
    drop(dead); // no shutdown: its heartbeats stop
    let start = Instant::now();
    std::thread::scope(|s| {
        let b = s.spawn(|| cs[0].wait_at_barrier("after-death", Duration::from_secs(60), None));
        let g = s.spawn(|| cs[1].blocking_key_value_get("from-the-dead", Duration::from_secs(60)));
        let e = b.join().unwrap().unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unavailable, "{e:?}");
        assert!(
            e.message.contains("after-death") && e.message.contains('2'),
            "{e:?}"
        );
        let e = g.join().unwrap().unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unavailable, "{e:?}");
        assert!(e.message.contains("from-the-dead"), "{e:?}");
    });
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    for c in &cs {
        let f = c.failure().expect("the failure is recorded");
        assert_eq!(f.kind, ErrorKind::Unavailable, "{f:?}");
        assert!(
            f.message.contains("heartbeats") && f.message.contains('2'),
            "{f:?}"
        );
    }
    // A later barrier fails at once, and the trait reports the same failure.
    let e = cs[0]
        .wait_at_barrier("later", Duration::from_secs(60), None)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unavailable, "{e:?}");
    let store: &dyn webxla::distributed::KeyValueStore = &cs[1];
    assert_eq!(
        store.failure().map(|f| f.kind),
        Some(ErrorKind::Unavailable)
    );
    // Shutting down after a failure neither hangs nor panics.
    std::thread::scope(|s| {
        for c in &cs {
            s.spawn(move || {
                let _ = c.shutdown();
            });
        }
    });
}

#[test]
fn the_service_going_away_is_learned() {
    let hb = Duration::from_millis(600);
    let mut svc = service(2, hb);
    let cs = clients(&svc, 2, &[options(hb)]);
    std::thread::scope(|s| {
        let g = s.spawn(|| cs[0].blocking_key_value_get("k", Duration::from_secs(60)));
        std::thread::sleep(Duration::from_millis(200));
        svc.shutdown();
        let e = g.join().unwrap().unwrap_err();
        assert!(
            matches!(
                e.kind,
                ErrorKind::Aborted | ErrorKind::Unavailable | ErrorKind::Cancelled
            ),
            "{e:?}"
        );
    });
    let start = Instant::now();
    while cs[1].failure().is_none() && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(
        cs[1].failure().is_some(),
        "a client learns that its service is gone"
    );
}

#[test]
fn an_unreachable_service_is_a_deadline() {
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let mut o = options(Duration::from_secs(10));
    o.init_timeout = Duration::from_millis(500);
    let c = DistributedRuntimeClient::new(&format!("127.0.0.1:{port}"), 0, o).unwrap();
    let start = Instant::now();
    let e = c.connect().unwrap_err();
    assert_eq!(e.kind, ErrorKind::DeadlineExceeded, "{e:?}");
    assert!(start.elapsed() < Duration::from_secs(5));
    let e = c.key_value_set("k", "v", false).unwrap_err();
    assert_eq!(e.kind, ErrorKind::FailedPrecondition, "{e:?}");
}

#[test]
fn bad_arguments_are_refused() {
    assert!(DistributedRuntimeService::start("127.0.0.1:0", 0, ServiceOptions::default()).is_err());
    // Recoverable tasks are accepted (tests/recoverable.rs).
    DistributedRuntimeService::start(
        "127.0.0.1:0",
        2,
        ServiceOptions {
            recoverable: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(DistributedRuntimeClient::new("127.0.0.1:1", -1, ClientOptions::default()).is_err());
}
