//! Many devices through the client API on the CPU: sharded arrays and shardings, SPMD
//! execution, replicas (pmap-style `num_replicas`), donation on several devices, and a typed
//! error — never a hang — for every class of bad input: wrong device counts, shardings naming
//! missing devices, replica groups that do not cover the devices, arrays laid out or placed
//! wrongly, and collectives some devices never reach.

mod gpu_skip;
use std::time::{Duration, Instant};
use webxla::client::{
    make_cpu_client, Array, Client, CompileOptions, CpuClientOptions, DeviceList, Mesh,
    PartitionSpec, Sharding,
};
use webxla::ir::{ElementType, HloSharding, Literal};
use webxla::ErrorKind;

fn client(n: usize) -> Client {
    make_cpu_client(CpuClientOptions {
        num_devices: n,
        asynchronous: true,
        ..Default::default()
    })
    .unwrap()
}

fn f32s(dims: Vec<usize>, v: &[f32]) -> Literal {
    Literal::from_slice(ElementType::F32, dims, v).unwrap()
}

fn iota(dims: Vec<usize>) -> Literal {
    let n: usize = dims.iter().product();
    f32s(dims, &(0..n).map(|i| i as f32).collect::<Vec<_>>())
}

fn values(a: &Array) -> Vec<f32> {
    a.to_literal().unwrap().as_slice::<f32>().unwrap().to_vec()
}

fn mesh(c: &Client, shape: &[usize], names: &[&str]) -> Mesh {
    let n: usize = shape.iter().product();
    Mesh::new(
        c.devices()[..n].to_vec(),
        shape.to_vec(),
        names.iter().map(|s| s.to_string()).collect(),
    )
    .unwrap()
}

fn options(replicas: usize, partitions: usize) -> CompileOptions {
    let mut o = CompileOptions::default();
    o.executable_build_options.num_replicas = replicas;
    o.executable_build_options.num_partitions = partitions;
    o
}

/// `x * 2` on an f32[8,4] split over 4 devices along dimension 0.
const SHARDED_DOUBLE: &str = "HloModule double

ENTRY main {
  x = f32[8,4]{1,0} parameter(0), sharding={devices=[4,1]<=[4]}
  two = f32[] constant(2)
  twos = f32[8,4]{1,0} broadcast(two), dimensions={}
  ROOT y = f32[8,4]{1,0} multiply(x, twos), sharding={devices=[4,1]<=[4]}
}
";

#[test]
fn shardings_place_blocks_like_jax() {
    let c = client(8);
    let m = mesh(&c, &[4, 2], &["x", "y"]);
    let s = Sharding::named(m.clone(), PartitionSpec::new(&[&["x"], &[]])).unwrap();
    assert_eq!(s.shard_shape(&[16, 6]).unwrap(), vec![4, 6]);
    let map = s.devices_indices_map(&[16, 6]).unwrap();
    // Device 5 is mesh position (2, 1): rows 8..12, every column, replicated over y.
    assert_eq!(map[5].0.id(), 5);
    assert_eq!(map[5].1, vec![8..12, 0..6]);
    assert!(!s.is_fully_replicated());
    let hlo = s.to_hlo_sharding(2).unwrap();
    assert_eq!(
        webxla::ir::print::sharding_text(&hlo),
        "{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"
    );
    let g = Sharding::gspmd(DeviceList::new(c.devices()), hlo).unwrap();
    assert!(s.is_equivalent_to(&g, 2));
    let other = Sharding::named(m.clone(), PartitionSpec::new(&[&["y"], &[]])).unwrap();
    assert!(!s.is_equivalent_to(&other, 2));
    // Uneven: 10 rows over 4 tiles are blocks of 3, the last one short.
    assert_eq!(s.shard_shape(&[10, 6]).unwrap(), vec![3, 6]);
    assert_eq!(
        s.devices_indices_map(&[10, 6]).unwrap()[6].1,
        vec![9..10, 0..6]
    );
    // Bad specs are typed errors naming the axis.
    let e = Sharding::named(m.clone(), PartitionSpec::new(&[&["z"]])).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidArgument);
    assert!(e.message.contains("'z'"), "{e}");
    assert!(Sharding::named(m, PartitionSpec::new(&[&["x"], &["x"]])).is_err());
    let e = Sharding::gspmd(
        DeviceList::new(c.devices()[..2].to_vec()),
        HloSharding::iota_tiled(&[4], 1),
    )
    .unwrap_err();
    assert!(e.message.contains("device"), "{e}");
}

#[test]
fn device_put_splits_and_assembles() {
    let c = client(8);
    let m = mesh(&c, &[4, 2], &["x", "y"]);
    let s = Sharding::named(m, PartitionSpec::new(&[&["x"], &["y"]])).unwrap();
    let x = iota(vec![8, 6]);
    let a = c.device_put(&x, &s).unwrap();
    assert_eq!(a.shape(), &[8, 6]);
    assert_eq!(a.devices().len(), 8);
    let shards = a.addressable_shards().unwrap();
    assert_eq!(shards[3].index, vec![2..4, 3..6]);
    assert_eq!(values(&shards[3].data), vec![15., 16., 17., 21., 22., 23.]);
    assert_eq!(values(&a), values(&c.buffer_from_pyval(&x, None).unwrap()));
    // Uneven blocks are padded with zeros on the device and cut off when assembled.
    let x = iota(vec![7, 6]);
    let a = c.device_put(&x, &s).unwrap();
    let last = &a.addressable_shards().unwrap()[7];
    assert_eq!(last.data.shape(), &[2, 3]);
    assert_eq!(values(&last.data), vec![39., 40., 41., 0., 0., 0.]);
    assert_eq!(a.to_literal().unwrap(), x);
    // Resharding keeps blocks already in place and moves the rest.
    let t = Sharding::named(
        mesh(&c, &[4, 2], &["x", "y"]),
        PartitionSpec::new(&[&["y"]]),
    )
    .unwrap();
    let b = c.reshard(&a, &t).unwrap();
    assert_eq!(b.to_literal().unwrap(), x);
    assert_eq!(b.addressable_shards().unwrap()[1].index, vec![4..7, 0..6]);
    // Deleting the global array deletes its shards' buffers.
    a.delete();
    assert!(a.is_deleted());
    assert!(a.to_literal().is_err());
}

#[test]
fn spmd_execution_on_four_devices() {
    let c = client(4);
    let devices = DeviceList::new(c.devices());
    let exe = c
        .compile_and_load(SHARDED_DOUBLE, Some(&devices), &CompileOptions::default())
        .unwrap();
    assert_eq!((exe.num_replicas(), exe.num_partitions()), (1, 4));
    assert_eq!(exe.local_parameter_shapes()[0].dims, vec![2, 4]);
    let x = iota(vec![8, 4]);
    let a = c.device_put(&x, &exe.input_shardings()[0]).unwrap();
    let out = exe.execute(std::slice::from_ref(&a)).unwrap();
    let want: Vec<f32> = (0..32).map(|i| 2.0 * i as f32).collect();
    assert_eq!(values(&out[0]), want);
    assert_eq!(out[0].devices().len(), 4);
    // execute_sharded gives the per-device pieces, [output][device].
    let res = exe.execute_sharded(&[a]).unwrap();
    let per = res.disassemble_into_single_device_arrays();
    assert_eq!(per[0].len(), 4);
    assert_eq!(values(&per[0][3]), want[24..].to_vec());
    // The same program through host arrays.
    let host = exe.execute_host(&[x]).unwrap();
    assert_eq!(host[0].as_slice::<f32>().unwrap(), want.as_slice());
}

#[test]
fn arguments_laid_out_otherwise_are_named() {
    let c = client(4);
    let devices = DeviceList::new(c.devices());
    let exe = c
        .compile_and_load(SHARDED_DOUBLE, Some(&devices), &CompileOptions::default())
        .unwrap();
    let x = iota(vec![8, 4]);
    // Replicated instead of split.
    let repl = Sharding::gspmd(devices.clone(), HloSharding::Replicated).unwrap();
    let a = c.device_put(&x, &repl).unwrap();
    let e = exe.execute(std::slice::from_ref(&a)).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidArgument);
    assert!(e.message.contains("argument 0"), "{e}");
    // Resharding to the executable's input sharding fixes it.
    let fixed = c.reshard(&a, &exe.input_shardings()[0]).unwrap();
    assert!(exe.execute(&[fixed]).is_ok());
    // A single-device array for a 4-device program.
    let one = c.buffer_from_pyval(&x, None).unwrap();
    assert!(exe.execute(&[one]).is_err());
    // Wrong shape.
    let small = c
        .device_put(&iota(vec![4, 4]), &exe.input_shardings()[0])
        .unwrap();
    let e = exe.execute(&[small]).unwrap_err();
    assert!(e.message.contains("f32[4,4]"), "{e}");
    // Per-device arguments on the wrong devices.
    let on0 = c.buffer_from_pyval(&iota(vec![2, 4]), None).unwrap();
    let e = exe
        .execute_sharded_on_local_devices(&[vec![on0.clone(); 4]])
        .unwrap_err();
    assert!(e.message.contains("participant 1"), "{e}");
    // Donated or deleted arguments.
    let gone = c.device_put(&x, &exe.input_shardings()[0]).unwrap();
    gone.delete();
    let e = exe.execute(&[gone]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::FailedPrecondition);
}

#[test]
fn device_counts_must_match() {
    let c = client(4);
    // 8 partitions asked for, 4 devices given.
    let e = c
        .compile_and_load(
            SHARDED_DOUBLE,
            Some(&DeviceList::new(c.devices())),
            &options(1, 8),
        )
        .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidArgument);
    assert!(e.message.contains("8 devices"), "{e}");
    // More devices than the client has.
    let e = c
        .compile_and_load(SHARDED_DOUBLE, None, &options(1, 8))
        .unwrap_err();
    assert!(e.message.contains("the client has 4"), "{e}");
    // A sharding over 4 devices in a program of 2 partitions.
    let e = c
        .compile_and_load(
            SHARDED_DOUBLE,
            Some(&DeviceList::new(c.devices()[..2].to_vec())),
            &options(1, 2),
        )
        .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidProgram);
    assert!(e.message.contains("4 devices"), "{e}");
    assert!(e.message.contains("parameter 'x'"), "{e}");
}

/// Each replica sums its replica id over its group of two (pmap-style: num_replicas = 4).
const REPLICA_SUM: &str = "HloModule replicas

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  x = f32[3]{0} parameter(0)
  r = u32[] replica-id()
  rf = f32[] convert(r)
  rb = f32[3]{0} broadcast(rf), dimensions={}
  y = f32[3]{0} add(x, rb)
  ROOT s = f32[3]{0} all-reduce(y), replica_groups={{0,1},{2,3}}, to_apply=add
}
";

#[test]
fn replicas_run_pmap_style() {
    let c = client(4);
    let exe = c
        .compile_and_load(
            REPLICA_SUM,
            Some(&DeviceList::new(c.devices())),
            &options(4, 1),
        )
        .unwrap();
    assert_eq!((exe.num_replicas(), exe.num_partitions()), (4, 1));
    // Global inputs and outputs are stacked along a leading replica dimension.
    let x = iota(vec![4, 3]);
    let out = exe.execute_host(&[x]).unwrap();
    // Replicas 0 and 1: rows 0 and 1 plus ids 0 and 1; replicas 2 and 3 likewise.
    let r01: Vec<f32> = (0..3).map(|j| (j + (3 + j)) as f32 + 1.0).collect();
    let r23: Vec<f32> = (0..3).map(|j| (6 + j + 9 + j) as f32 + 5.0).collect();
    let want: Vec<f32> = [r01.clone(), r01, r23.clone(), r23].concat();
    assert_eq!(out[0].dims(), &[4, 3]);
    assert_eq!(out[0].as_slice::<f32>().unwrap(), want.as_slice());
}

#[test]
fn replica_groups_must_cover_the_devices() {
    let c = client(4);
    let devices = DeviceList::new(c.devices());
    for (groups, needle) in [
        ("{{0,1}}", "replica 2 is in no replica group"),
        ("{{0,1},{2,7}}", "7"),
    ] {
        let text = REPLICA_SUM.replace("{{0,1},{2,3}}", groups);
        let e = c
            .compile_and_load(&text, Some(&devices), &options(4, 1))
            .unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidProgram, "{e}");
        assert!(e.message.contains("all-reduce 's'"), "{e}");
        assert!(e.message.contains(needle), "{e}");
    }
}

/// Partition 0 skips the all-reduce the others run: its program takes another path.
const DIVERGENT: &str = "HloModule divergent

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

reduce_branch {
  p = f32[4]{0} parameter(0)
  ROOT r = f32[4]{0} all-reduce(p), channel_id=1, replica_groups={{0,1,2,3}}, use_global_device_ids=true, to_apply=add
}

skip_branch {
  ROOT p = f32[4]{0} parameter(0)
}

ENTRY main {
  x = f32[4]{0} parameter(0)
  pid = u32[] partition-id()
  zero = u32[] constant(0)
  first = pred[] compare(pid, zero), direction=EQ
  ROOT y = f32[4]{0} conditional(first, x, x), true_computation=skip_branch, false_computation=reduce_branch
}
";

#[test]
fn a_collective_some_devices_never_reach_fails_fast() {
    let c = client(4);
    let exe = c
        .compile_and_load(
            DIVERGENT,
            Some(&DeviceList::new(c.devices())),
            &options(1, 4),
        )
        .unwrap();
    // No sharding annotations: per-device code, so global arrays stack the devices' values.
    let t = Instant::now();
    let e = exe.execute_host(&[iota(vec![4, 4])]).unwrap_err();
    assert!(
        t.elapsed() < Duration::from_secs(10),
        "took {:?}",
        t.elapsed()
    );
    assert_eq!(e.kind(), ErrorKind::InvalidProgram);
    assert!(e.message.contains("device 0"), "{e}");
    assert!(e.message.contains("all-reduce"), "{e}");
    // The client stays usable.
    let ok = c
        .compile_and_load(
            SHARDED_DOUBLE,
            Some(&DeviceList::new(c.devices())),
            &options(1, 4),
        )
        .unwrap();
    assert!(ok.execute_host(&[iota(vec![8, 4])]).is_ok());
}

/// Partition 1 counts to a billion before its all-reduce (seconds at any speed: a million took
/// under the 200 ms timeout once the CPU loop got faster); partition 0 waits for it there, and
/// its timeout cancels partition 1's loop.
const SLOW: &str = "HloModule slow

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

cond {
  s = (u32[], u32[]) parameter(0)
  i = u32[] get-tuple-element(s), index=0
  n = u32[] get-tuple-element(s), index=1
  ROOT c = pred[] compare(i, n), direction=LT
}

body {
  s = (u32[], u32[]) parameter(0)
  i = u32[] get-tuple-element(s), index=0
  n = u32[] get-tuple-element(s), index=1
  one = u32[] constant(1)
  j = u32[] add(i, one)
  ROOT t = (u32[], u32[]) tuple(j, n)
}

ENTRY main {
  x = f32[4]{0} parameter(0)
  pid = u32[] partition-id()
  billion = u32[] constant(1000000000)
  n = u32[] multiply(pid, billion)
  zero = u32[] constant(0)
  t = (u32[], u32[]) tuple(zero, n)
  w = (u32[], u32[]) while(t), condition=cond, body=body
  ROOT r = f32[4]{0} all-reduce(x), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
}
";

#[test]
fn waiting_past_the_collective_timeout_is_deadline_exceeded() {
    let c = client(2);
    c.set_collective_timeout(Duration::from_millis(200));
    let exe = c
        .compile_and_load(SLOW, Some(&DeviceList::new(c.devices())), &options(1, 2))
        .unwrap();
    let t = Instant::now();
    let e = exe.execute_host(&[iota(vec![2, 4])]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::DeadlineExceeded, "{e}");
    assert!(e.message.contains("[1]"), "{e}");
    assert!(t.elapsed() < Duration::from_secs(60));
}

#[test]
fn arrays_from_single_device_arrays() {
    let c = client(2);
    let s = Sharding::gspmd(
        DeviceList::new(c.devices()),
        HloSharding::iota_tiled(&[2], 1),
    )
    .unwrap();
    let parts: Vec<Array> = (0..2)
        .map(|d| {
            c.buffer_from_pyval(
                &f32s(vec![2], &[d as f32, 10.0 + d as f32]),
                Some(&c.devices()[d]),
            )
            .unwrap()
        })
        .collect();
    let shape = webxla::ir::ArrayShape::new(ElementType::F32, vec![4]);
    let a = Array::from_single_device_arrays(shape.clone(), s.clone(), &parts).unwrap();
    assert_eq!(values(&a), vec![0., 10., 1., 11.]);
    // Shards in the wrong order are named.
    let swapped = vec![parts[1].clone(), parts[0].clone()];
    let e = Array::from_single_device_arrays(shape, s, &swapped).unwrap_err();
    assert!(e.message.contains("shard 0"), "{e}");
}

/// Twenty all-reduces in a loop over 32 devices on a machine with far fewer cores: devices
/// wait in collectives without holding each other up.
const LOOPED_PSUM: &str = "HloModule looped

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

cond {
  s = (s32[], f32[4]{0}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(20)
  ROOT c = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[4]{0}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[4]{0} get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  r = f32[4]{0} all-reduce(x), channel_id=1, replica_groups={}, to_apply=add
  k = f32[] constant(0.03125)
  ks = f32[4]{0} broadcast(k), dimensions={}
  y = f32[4]{0} multiply(r, ks)
  ROOT t = (s32[], f32[4]{0}) tuple(j, y)
}

ENTRY main {
  x = f32[4]{0} parameter(0)
  zero = s32[] constant(0)
  t = (s32[], f32[4]{0}) tuple(zero, x)
  w = (s32[], f32[4]{0}) while(t), condition=cond, body=body
  ROOT y = f32[4]{0} get-tuple-element(w), index=1
}
";

#[test]
fn many_more_devices_than_cores() {
    let n = 32;
    let c = client(n);
    let exe = c
        .compile_and_load(
            LOOPED_PSUM,
            Some(&DeviceList::new(c.devices())),
            &options(1, n),
        )
        .unwrap();
    // Each round replaces every device's value by the mean over devices.
    let x = iota(vec![n, 4]);
    let out = exe.execute_host(&[x]).unwrap();
    let mean: Vec<f32> = (0..4)
        .map(|j| (0..n).map(|d| (d * 4 + j) as f32).sum::<f32>() / n as f32)
        .collect();
    let got = out[0].as_slice::<f32>().unwrap();
    for d in 0..n {
        for j in 0..4 {
            assert!(
                (got[d * 4 + j] - mean[j]).abs() < 1e-3,
                "device {d}: {got:?}"
            );
        }
    }
    // Two executions launched back to back from two threads never wait on each other.
    let exe2 = exe.clone();
    let h = std::thread::spawn(move || exe2.execute_host(&[iota(vec![32, 4])]).map(|_| ()));
    exe.execute_host(&[iota(vec![32, 4])]).unwrap();
    h.join().unwrap().unwrap();
}

/// Rows split in, columns split out: one all-to-all moves the split.
const RESHARD: &str = "HloModule reshard

ENTRY main {
  x = f32[8,12]{1,0} parameter(0), sharding={devices=[4,1]<=[4]}
  ROOT y = f32[8,12]{1,0} copy(x), sharding={devices=[1,4]<=[4]}
}
";

#[test]
fn moving_a_split_between_dimensions_is_one_all_to_all() {
    let c = client(4);
    let exe = c
        .compile_and_load(RESHARD, Some(&DeviceList::new(c.devices())), &options(1, 4))
        .unwrap();
    let ops: Vec<&str> = exe.hlo_modules()[0]
        .entry_comp()
        .instructions
        .iter()
        .map(|i| i.op.name())
        .collect();
    assert!(ops.contains(&"all-to-all"), "{ops:?}");
    assert!(!ops.contains(&"all-gather"), "{ops:?}");
    let x = iota(vec![8, 12]);
    let out = exe.execute_host(std::slice::from_ref(&x)).unwrap();
    assert_eq!(out[0], x);
    let res = exe
        .execute_sharded(&[c.device_put(&x, &exe.input_shardings()[0]).unwrap()])
        .unwrap()
        .disassemble_into_single_device_arrays();
    // Device 1 holds columns 3..6 of every row.
    let want: Vec<f32> = (0..8)
        .flat_map(|r| (3..6).map(move |c| (r * 12 + c) as f32))
        .collect();
    assert_eq!(values(&res[0][1]), want);
}

const SCATTER_INTO_ROWS: &str = "HloModule scatter_rows

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  table = f32[8,2]{1,0} parameter(0), sharding={devices=[4,1]<=[4]}
  ids = s32[6,1]{1,0} parameter(1), sharding={replicated}
  upd = f32[6,2]{1,0} parameter(2), sharding={replicated}
  ROOT out = f32[8,2]{1,0} scatter(table, ids, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add, sharding={devices=[4,1]<=[4]}
}
";

#[test]
fn a_scatter_into_split_rows_moves_no_data() {
    let mut clients = vec![client(4)];
    let gpu = webxla::client::GpuClientOptions {
        virtual_devices: 4,
        ..Default::default()
    };
    match pollster::block_on(webxla::client::make_gpu_client(gpu)) {
        Ok(c) => clients.push(c),
        Err(e) => gpu_skip::no_gpu("scatter on gpu", e),
    }
    for c in clients {
        let exe = c
            .compile_and_load(
                SCATTER_INTO_ROWS,
                Some(&DeviceList::new(c.devices())),
                &options(1, 4),
            )
            .unwrap();
        let ops: Vec<&str> = exe.hlo_modules()[0]
            .entry_comp()
            .instructions
            .iter()
            .map(|i| i.op.name())
            .collect();
        assert!(ops.contains(&"scatter"), "{ops:?}");
        assert!(!ops.iter().any(|o| o.starts_with("all-")), "{ops:?}");
        // Rows 0 and 7 (first and last tile), row 3 twice; 8 and -1 are out of bounds and
        // skipped, as they are on one device.
        let ids =
            Literal::from_slice(ElementType::S32, vec![6, 1], &[0i32, 7, 3, 8, -1, 3]).unwrap();
        let upd: Vec<f32> = (1..=12).map(|v| v as f32).collect();
        let table = iota(vec![8, 2]);
        let out = exe
            .execute_host(&[table, ids, f32s(vec![6, 2], &upd)])
            .unwrap();
        let mut want: Vec<f32> = (0..16).map(|v| v as f32).collect();
        for (k, row) in [(0, 0), (1, 7), (2, 3), (5, 3)] {
            want[2 * row] += upd[2 * k];
            want[2 * row + 1] += upd[2 * k + 1];
        }
        assert_eq!(
            out[0].as_slice::<f32>().unwrap(),
            want.as_slice(),
            "on {}",
            c.platform()
        );
    }
}

/// Every collective once, as per-device code on 4 partitions (flattened ids).
const EVERY_COLLECTIVE: &str = "HloModule collectives

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

add_plus_zero {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  s = f32[] add(a, b)
  z = f32[] constant(0)
  ROOT r = f32[] add(s, z)
}

ENTRY main {
  x = f32[2]{0} parameter(0)
  ar = f32[2]{0} all-reduce(x), channel_id=1, replica_groups={{0,1},{2,3}}, use_global_device_ids=true, to_apply=add
  ag = f32[8]{0} all-gather(x), channel_id=2, replica_groups=[1,4]<=[4], dimensions={0}, use_global_device_ids=true
  rs = f32[2]{0} reduce-scatter(ag), channel_id=3, replica_groups={{0,1,2,3}}, dimensions={0}, use_global_device_ids=true, to_apply=add
  a2a = f32[8]{0} all-to-all(ag), channel_id=4, replica_groups={{0,1,2,3}}, dimensions={0}
  cp = f32[2]{0} collective-permute(x), channel_id=5, source_target_pairs={{0,1},{1,2},{2,3}}
  cb = f32[2]{0} collective-broadcast(x), channel_id=6, replica_groups={{1,0},{3,2}}
  tar = (f32[2]{0}, f32[8]{0}) all-reduce(x, ag), channel_id=7, replica_groups={{0,1,2,3}}, use_global_device_ids=true, to_apply=add_plus_zero
  tar0 = f32[2]{0} get-tuple-element(tar), index=0
  tar1 = f32[8]{0} get-tuple-element(tar), index=1
  ROOT t = (f32[2]{0}, f32[8]{0}, f32[2]{0}, f32[8]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[8]{0}) tuple(ar, ag, rs, a2a, cp, cb, tar0, tar1)
}
";

#[test]
fn every_collective_by_hand() {
    every_collective_on(&client(4));
}

#[test]
fn every_collective_on_gpu_virtual_devices() {
    let options = webxla::client::GpuClientOptions {
        virtual_devices: 4,
        ..Default::default()
    };
    match pollster::block_on(webxla::client::make_gpu_client(options)) {
        Ok(c) => every_collective_on(&c),
        Err(e) => gpu_skip::no_gpu("collectives on gpu", e),
    }
}

fn every_collective_on(c: &Client) {
    let exe = c
        .compile_and_load(
            EVERY_COLLECTIVE,
            Some(&DeviceList::new(c.devices())),
            &options(1, 4),
        )
        .unwrap();
    // Device d holds [10d, 10d + 1].
    let x: Vec<f32> = (0..4)
        .flat_map(|d| [10.0 * d as f32, 10.0 * d as f32 + 1.0])
        .collect();
    let out = exe.execute_host(&[f32s(vec![4, 2], &x)]).unwrap();
    let got = |o: usize, d: usize| -> Vec<f32> {
        let v = out[o].as_slice::<f32>().unwrap();
        let n = v.len() / 4;
        v[d * n..(d + 1) * n].to_vec()
    };
    let xd = |d: usize| x[2 * d..2 * d + 2].to_vec();
    for d in 0..4 {
        // all-reduce within {0,1} and {2,3}.
        let pair = if d < 2 { [0, 1] } else { [2, 3] };
        let sum: Vec<f32> = (0..2).map(|j| xd(pair[0])[j] + xd(pair[1])[j]).collect();
        assert_eq!(got(0, d), sum, "all-reduce on device {d}");
        // all-gather of everyone, in order.
        assert_eq!(got(1, d), x, "all-gather on device {d}");
        // reduce-scatter of the (equal) gathers: 4 x piece d.
        assert_eq!(got(2, d), xd(d).iter().map(|v| 4.0 * v).collect::<Vec<_>>());
        // all-to-all of the gathers: piece d from each member.
        assert_eq!(got(3, d), [xd(d), xd(d), xd(d), xd(d)].concat());
        // collective-permute: a shift, device 0 gets zeros.
        let want = if d == 0 { vec![0.0, 0.0] } else { xd(d - 1) };
        assert_eq!(got(4, d), want, "collective-permute on device {d}");
        // collective-broadcast from each group's first member.
        let root = if d < 2 { 1 } else { 3 };
        assert_eq!(got(5, d), xd(root), "collective-broadcast on device {d}");
        // A tuple all-reduce (XLA's combined form) sums each operand on its own, here
        // through a reducer that is not a single op.
        let total: Vec<f32> = (0..2).map(|j| (0..4).map(|e| xd(e)[j]).sum()).collect();
        assert_eq!(got(6, d), total, "tuple all-reduce operand 0 on device {d}");
        let gathers: Vec<f32> = x.iter().map(|v| 4.0 * v).collect();
        assert_eq!(
            got(7, d),
            gathers,
            "tuple all-reduce operand 1 on device {d}"
        );
    }
}
