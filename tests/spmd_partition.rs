//! What the SPMD partitioner makes of jax programs (tests/multi_device, HLO text): each case
//! must keep its work split (no more gathers than the table allows) and exchange exactly the
//! data its math needs (all-reduces of partial sums). A regression that silently runs an op
//! on whole values fails here even though results stay correct.

use std::path::Path;
use webxla::client::{make_cpu_client, CompileOptions, CpuClientOptions, DeviceList};
use webxla::conformance::Case;
use webxla::ir::Op;

/// (case, all-gathers at most, all-reduces exactly)
const EXPECTED: &[(&str, usize, usize)] = &[
    // Batch split everywhere: no data moves.
    ("dp_elementwise", 0, 0),
    ("dp_mlp_forward", 0, 0),
    ("attention_heads_sharded", 0, 0),
    ("conv2d_batch_sharded", 0, 0),
    ("broadcast_sharded_vector", 0, 0),
    ("transpose_sharded", 0, 0),
    // Contracting dimension split: partial products summed once.
    ("megatron_mlp", 0, 1),
    // The data-parallel train step: gradients (2 weights, 2 biases) and the loss summed.
    ("dp_mlp_train_step", 0, 5),
    // Reductions over split dimensions: one all-reduce each.
    ("reduce_sharded_dim", 0, 3),
    // Gathers by batch-split ids stay split; the table is gathered once.
    ("gather_sharded_indices", 1, 0),
];

#[test]
fn partitioned_programs_move_only_what_they_must() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/multi_device");
    let mut failures = Vec::new();
    for &(name, max_gathers, reduces) in EXPECTED {
        let case = Case::load_dir(&root.join(name)).expect("case loads");
        let client = make_cpu_client(CpuClientOptions {
            num_devices: case.num_devices,
            asynchronous: true,
        })
        .unwrap();
        let mut options = CompileOptions::default();
        options.executable_build_options.num_partitions = case.num_devices;
        let exe = client
            .compile_and_load(
                case.hlo.as_deref().expect("hlo"),
                Some(&DeviceList::new(client.devices())),
                &options,
            )
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let m = exe.hlo_modules()[0];
        let count = |f: &dyn Fn(&Op) -> bool| -> usize {
            m.computations
                .iter()
                .flat_map(|c| &c.instructions)
                .filter(|i| f(&i.op))
                .count()
        };
        let gathers = count(&|op| matches!(op, Op::AllGather { .. }));
        let all_reduces = count(&|op| matches!(op, Op::AllReduce { .. }));
        println!("{name}: {gathers} all-gathers, {all_reduces} all-reduces");
        if gathers > max_gathers || all_reduces != reduces {
            failures.push(format!(
                "{name}: {gathers} all-gathers (at most {max_gathers}), {all_reduces} \
                 all-reduces (want {reduces})"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
