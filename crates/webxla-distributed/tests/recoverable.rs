//! Recoverable tasks (`ServiceOptions::recoverable`, jax's `jax_enable_recoverability`) on
//! loopback: a task that dies and comes back under a new incarnation is connected again, the
//! others learn no error from its death, and the key-value store, barriers and aliveness keep
//! working; without the option, a restarted task is refused and the cluster fails.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};
use webxla::ErrorKind;
use webxla_distributed::{
    ClientOptions, DistributedRuntimeClient, DistributedRuntimeService, ServiceOptions,
};

fn service(n: usize, heartbeat: Duration, recoverable: bool) -> DistributedRuntimeService {
    DistributedRuntimeService::start(
        "127.0.0.1:0",
        n,
        ServiceOptions {
            heartbeat_timeout: heartbeat,
            cluster_register_timeout: Duration::from_secs(30),
            shutdown_timeout: Duration::from_secs(10),
            recoverable,
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
        // A drop is a crash: no shutdown, the heartbeats just stop.
        shutdown_on_destruction: false,
        ..Default::default()
    }
}

fn client(svc: &DistributedRuntimeService, id: i32, o: &ClientOptions) -> DistributedRuntimeClient {
    let c = DistributedRuntimeClient::new(&svc.address().to_string(), id, o.clone()).unwrap();
    c.connect().unwrap();
    c
}

/// Connects `n` clients at once (registration waits for all of them).
fn clients(
    svc: &DistributedRuntimeService,
    n: usize,
    o: &ClientOptions,
) -> Vec<DistributedRuntimeClient> {
    std::thread::scope(|s| {
        let hs: Vec<_> = (0..n)
            .map(|i| s.spawn(move || client(svc, i as i32, o)))
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

/// Every client of `cs` at barrier `id` at once; all must pass.
fn barrier_all(cs: &[&DistributedRuntimeClient], id: &str) {
    std::thread::scope(|s| {
        let hs: Vec<_> = cs
            .iter()
            .map(|c| s.spawn(move || c.wait_at_barrier(id, Duration::from_secs(20), None)))
            .collect();
        for h in hs {
            h.join().unwrap().unwrap();
        }
    });
}

/// `get_live_nodes(ids)` from every client of `cs` at once; all must agree.
fn live(cs: &[&DistributedRuntimeClient], ids: &[i32]) -> Vec<(i32, u64)> {
    let all: Vec<_> = std::thread::scope(|s| {
        let hs: Vec<_> = cs
            .iter()
            .map(|c| s.spawn(move || c.get_live_nodes(ids).unwrap()))
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for l in &all[1..] {
        assert_eq!(l, &all[0]);
    }
    all[0].clone().into_iter().collect()
}

#[test]
fn a_task_that_dies_rejoins_with_a_new_incarnation() {
    let hb = Duration::from_millis(800);
    let svc = service(3, hb, true);
    let o = options(hb);
    let mut cs = clients(&svc, 3, &o);
    barrier_all(&[&cs[0], &cs[1], &cs[2]], "b");
    cs[2]
        .key_value_set("before", "from the first life", false)
        .unwrap();
    let old = cs.pop().unwrap();
    let old_incarnation = old.incarnation();
    drop(old); // a crash: no shutdown
    let (c0, c1) = (&cs[0], &cs[1]);
    std::thread::scope(|s| {
        // The survivors wait at a barrier while task 2 is dead: it waits for task 2 to come
        // back instead of failing.
        let waits: Vec<_> = [c0, c1]
            .into_iter()
            .map(|c| s.spawn(move || c.wait_at_barrier("mid", Duration::from_secs(30), None)))
            .collect();
        // Past the heartbeat timeout: task 2 is in error, nobody else is.
        std::thread::sleep(hb * 3);
        assert!(c0.failure().is_none(), "{:?}", c0.failure());
        assert!(c1.failure().is_none(), "{:?}", c1.failure());
        let l = live(&[c0, c1], &[0, 1, 2]);
        assert_eq!(l.iter().map(|p| p.0).collect::<Vec<_>>(), vec![0, 1]);
        assert!(
            waits.iter().all(|w| !w.is_finished()),
            "the barrier still waits"
        );
        // Task 2 restarts: a new client, a new incarnation, joins the pending barrier.
        let new = client(&svc, 2, &o);
        assert_ne!(new.incarnation(), old_incarnation);
        new.wait_at_barrier("mid", Duration::from_secs(30), None)
            .unwrap();
        for w in waits {
            w.join().unwrap().unwrap();
        }
        let l = live(&[c0, c1, &new], &[0, 1, 2]);
        assert_eq!(l.iter().map(|p| p.0).collect::<Vec<_>>(), vec![0, 1, 2]);
        assert_eq!(l[2].1, new.incarnation());
        // The store kept what the first life wrote, and takes what the second writes.
        assert_eq!(
            new.key_value_try_get("before").unwrap(),
            "from the first life"
        );
        new.key_value_set("after", "second life", false).unwrap();
        assert_eq!(
            c0.blocking_key_value_get("after", Duration::from_secs(10))
                .unwrap(),
            "second life"
        );
        // A barrier the first life passed: the others are at counter 1, the restarted task
        // starts at 0 and is put on the next instance; later instances agree again.
        barrier_all(&[c0, c1, &new], "b");
        barrier_all(&[c0, c1, &new], "b");
        for c in [c0, c1, &new] {
            assert!(c.failure().is_none(), "{:?}", c.failure());
        }
        // Shutdown is per task with recoverable tasks (no shutdown barrier).
        new.shutdown().unwrap();
    });
    c0.shutdown().unwrap();
    c1.shutdown().unwrap();
}

#[test]
fn a_task_that_restarts_before_its_heartbeats_time_out_replaces_the_old_one() {
    let hb = Duration::from_secs(10);
    let svc = service(3, hb, true);
    let o = options(hb);
    let mut cs = clients(&svc, 3, &o);
    let old = &cs[2];
    let old_incarnation = old.incarnation();
    std::thread::scope(|s| {
        // The old incarnation waits at a barrier, still heartbeating, when the new one comes.
        let stale = s.spawn(move || old.wait_at_barrier("x", Duration::from_secs(30), None));
        std::thread::sleep(Duration::from_millis(300));
        let new = client(&svc, 2, &o);
        let e = stale.join().unwrap().unwrap_err();
        assert_eq!(e.kind, ErrorKind::Cancelled, "{e:?}");
        assert!(e.message.contains("connected again"), "{e:?}");
        barrier_all(&[&cs[0], &cs[1], &new], "x");
        let l = live(&[&cs[0], &cs[1], &new], &[0, 1, 2]);
        assert_eq!(l[2], (2, new.incarnation()));
        assert_ne!(new.incarnation(), old_incarnation);
        // The old incarnation's heartbeats are ignored, not an error for anyone.
        std::thread::sleep(Duration::from_millis(200));
        assert!(cs[0].failure().is_none() && cs[1].failure().is_none() && new.failure().is_none());
        new.shutdown().unwrap();
    });
    // reconnect(): the same client object starts over under a new incarnation.
    let before = cs[1].incarnation();
    let start = Instant::now();
    cs[1].reconnect().unwrap();
    assert!(start.elapsed() < Duration::from_secs(5));
    assert_ne!(cs[1].incarnation(), before);
    assert!(cs[1].failure().is_none());
    cs[1].key_value_set("k", "v", false).unwrap();
    assert_eq!(cs[0].key_value_try_get("k").unwrap(), "v");
    let l = live(&[&cs[0], &cs[1]], &[0, 1]);
    assert_eq!(l, vec![(0, cs[0].incarnation()), (1, cs[1].incarnation())]);
    std::thread::scope(|s| {
        let (a, b) = (&cs[0], &cs[1]);
        let h = s.spawn(move || a.wait_at_barrier("pair", Duration::from_secs(20), Some(&[0, 1])));
        b.wait_at_barrier("pair", Duration::from_secs(20), Some(&[0, 1]))
            .unwrap();
        h.join().unwrap().unwrap();
    });
    let ids: BTreeSet<_> = cs.iter().map(|c| c.node_id()).collect();
    assert_eq!(ids.len(), 3);
}

#[test]
fn without_recoverable_tasks_a_restarted_task_fails_the_cluster() {
    let hb = Duration::from_secs(10);
    let svc = service(2, hb, false);
    let o = options(hb);
    let mut cs = clients(&svc, 2, &o);
    // Task 1 crashes (its drop sends no shutdown) and a new process of it starts. Only the
    // restarted task's registration gets the short timeout: the refused registration is retried
    // until then, and the first connect, which waits for every task, must not race a busy machine.
    drop(cs.pop());
    let restarted = DistributedRuntimeClient::new(
        &svc.address().to_string(),
        1,
        ClientOptions {
            init_timeout: Duration::from_secs(2),
            ..o.clone()
        },
    )
    .unwrap();
    let e = restarted.connect().unwrap_err();
    assert!(
        matches!(e.kind, ErrorKind::Aborted | ErrorKind::DeadlineExceeded),
        "{e:?}"
    );
    assert!(
        e.message.contains("incarnation") || e.message.contains("error"),
        "{e:?}"
    );
    // The other task learns of it through its error poll.
    let start = Instant::now();
    while cs[0].failure().is_none() && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(50));
    }
    // As XLA's service: a task whose error poll was in flight gets the ABORTED error itself; one
    // whose poll came after the cluster was set in error gets FAILED_PRECONDITION ("already in
    // error state"), quoting it. Which one is a race between the restart and the poll.
    let f = cs[0].failure().expect("the restart reaches the other task");
    assert!(
        matches!(f.kind, ErrorKind::Aborted | ErrorKind::FailedPrecondition),
        "{f:?}"
    );
    assert!(f.message.contains("incarnation"), "{f:?}");
    let e = cs[0]
        .wait_at_barrier("after", Duration::from_secs(20), None)
        .unwrap_err();
    // The service answers it with the cluster's error, or (the same race) with INTERNAL "already
    // in error before the barrier was called", quoting it.
    assert!(
        matches!(
            e.kind,
            ErrorKind::Aborted | ErrorKind::FailedPrecondition | ErrorKind::Internal
        ),
        "{e:?}"
    );
    assert!(e.message.contains("incarnation"), "{e:?}");
}
