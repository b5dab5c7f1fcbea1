//! What the SPMD partitioner makes of jax programs (tests/multi_device, HLO text): each case
//! must keep its work split (no more gathers than the table allows) and exchange exactly the
//! data its math needs (all-reduces of partial sums, combined as XLA combines them). A regression that silently runs an op
//! on whole values fails here even though results stay correct.

use std::path::Path;
use webxla::client::{make_cpu_client, CompileOptions, CpuClientOptions, DeviceList};
use webxla::conformance::Case;
use webxla::ir::Op;

/// (case, all-gathers at most, all-reduces exactly, all-to-alls exactly). Every all-reduce
/// count equals what XLA's SPMD partitioner and all-reduce combiner give jaxlib 0.10.2 for the
/// same program (`lower(...).compile().as_text()`); so do the gather counts except where
/// noted.
const EXPECTED: &[(&str, usize, usize, usize)] = &[
    // Batch split everywhere: no data moves.
    ("dp_elementwise", 0, 0, 0),
    ("dp_mlp_forward", 0, 0, 0),
    ("attention_heads_sharded", 0, 0, 0),
    ("conv2d_batch_sharded", 0, 0, 0),
    ("broadcast_sharded_vector", 0, 0, 0),
    ("transpose_sharded", 0, 0, 0),
    // Output features split: each device owns whole columns.
    ("tp_column_dense", 0, 0, 0),
    ("conv2d_features_sharded", 0, 0, 0),
    ("mesh4_2x2_dense", 0, 0, 0),
    // Contracting dimension split: partial products summed once.
    ("tp_row_dense", 0, 1, 0),
    ("megatron_mlp", 0, 1, 0),
    ("matmul_2x4_mesh", 0, 1, 0),
    ("int_sharded_arith", 0, 1, 0),
    // The data-parallel train step: gradients (2 weights, 2 biases) and the loss summed in
    // one combined all-reduce.
    ("dp_mlp_train_step", 0, 1, 0),
    // On the 4x2 mesh: one combined sum over each mesh axis.
    ("mlp_train_step_2d", 0, 2, 0),
    // Reductions over split dimensions: partial reductions, then sums and a max.
    ("reduce_sharded_dim", 0, 2, 0),
    ("scalar_output", 0, 2, 0),
    // Gathers by batch-split ids stay split.
    ("gather_sharded_indices", 0, 0, 0),
    // A scatter-add into a row-split table: each device applies the updates of its rows
    // (XLA: no data moves either).
    ("scatter_add_sharded", 0, 0, 0),
    // A split moving from rows to columns is one all-to-all (XLA: the same).
    ("reshard_1d", 0, 0, 1),
    // The constraint moves the split to the contracting dimension (XLA folds that move into
    // the dot and needs no all-to-all).
    ("sharding_constraint_mid", 0, 1, 1),
    // XLA: two all-gathers as well.
    ("uneven_constraint", 2, 2, 0),
    ("cumsum_sharded", 2, 0, 0),
    ("sort_sharded", 2, 0, 0),
    // XLA gathers twice.
    ("reshape_sharded", 1, 0, 0),
];

#[test]
fn partitioned_programs_move_only_what_they_must() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/multi_device");
    let mut failures = Vec::new();
    for &(name, max_gathers, reduces, all_to_alls) in EXPECTED {
        let case = Case::load_dir(&root.join(name)).expect("case loads");
        let client = make_cpu_client(CpuClientOptions {
            num_devices: case.num_devices,
            asynchronous: true,
            ..Default::default()
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
        let a2a = count(&|op| matches!(op, Op::AllToAll { .. }));
        println!("{name}: {gathers} all-gathers, {all_reduces} all-reduces, {a2a} all-to-alls");
        if gathers > max_gathers || all_reduces != reduces || a2a != all_to_alls {
            failures.push(format!(
                "{name}: {gathers} all-gathers (at most {max_gathers}), {all_reduces} \
                 all-reduces (want {reduces}), {a2a} all-to-alls (want {all_to_alls})"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
