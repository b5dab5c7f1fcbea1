//! Facts about a module that passes, backends and the verifier share: who reads each value
//! (`use_counts`, `users`), when a value is read last in a schedule (`last_reads`), the bytes
//! donation aliases (`alias_size_in_bytes`), and the dimension roles of dot, gather and
//! scatter (which dimensions are batch, free, contracting, window or index dimensions).
//!
//! Only analysis lives here: what to fuse, materialise or free is each backend's decision.

use super::module::{Computation, InstId, Module};
use super::op::{DotDims, GatherDims, ScatterAttrs};

/// How many operand slots of `comp`'s instructions read each instruction (an instruction that
/// reads a value twice counts twice). The root's use by the caller is not counted.
pub fn use_counts(comp: &Computation) -> Vec<usize> {
    let n = comp.instructions.len();
    let mut uses = vec![0usize; n];
    for inst in &comp.instructions {
        for &o in &inst.operands {
            if let Some(u) = uses.get_mut(o.index()) {
                *u += 1;
            }
        }
    }
    uses
}

/// The instructions that read each instruction of `comp`, in instruction order (one entry
/// per operand slot).
pub fn users(comp: &Computation) -> Vec<Vec<InstId>> {
    let mut users = vec![Vec::new(); comp.instructions.len()];
    for x in comp.ids() {
        for &o in &comp.inst(x).operands {
            if let Some(u) = users.get_mut(o.index()) {
                u.push(x);
            }
        }
    }
    users
}

/// Liveness over a schedule of steps: `reads[s]` lists the values (`0..n`) step `s` reads;
/// the result gives, per value, the last step that reads it (`None` when none does).
pub fn last_reads<R>(n: usize, reads: impl IntoIterator<Item = R>) -> Vec<Option<usize>>
where
    R: IntoIterator<Item = usize>,
{
    let mut last = vec![None; n];
    for (s, r) in reads.into_iter().enumerate() {
        for v in r {
            if let Some(l) = last.get_mut(v) {
                *l = Some(s);
            }
        }
    }
    last
}

/// Bytes of the entry's results that alias donated parameters (`input_output_alias`):
/// XLA's `alias_size_in_bytes`.
pub fn alias_size_in_bytes(module: &Module) -> u64 {
    let Some(entry) = module.computations.get(module.entry.index()) else {
        return 0;
    };
    module
        .aliases
        .iter()
        .filter_map(|a| entry.result_shape().subshape(&a.output_index))
        .map(|s| s.byte_size() as u64)
        .sum()
}

/// The dimensions of `0..rank` in neither list, in order.
fn others(rank: usize, a: &[usize], b: &[usize]) -> Vec<usize> {
    (0..rank)
        .filter(|d| !a.contains(d) && !b.contains(d))
        .collect()
}

/// A dot as one batched matrix product: the products of the batch, lhs free (`m`),
/// contracting (`k`) and rhs free (`n`) dimension sizes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DotSizes {
    pub batch: usize,
    pub m: usize,
    pub k: usize,
    pub n: usize,
}

impl DotDims {
    /// The lhs dimensions that are neither batch nor contracting, in order.
    pub fn lhs_free(&self, lhs_rank: usize) -> Vec<usize> {
        others(lhs_rank, &self.lhs_batch, &self.lhs_contracting)
    }

    /// The rhs dimensions that are neither batch nor contracting, in order.
    pub fn rhs_free(&self, rhs_rank: usize) -> Vec<usize> {
        others(rhs_rank, &self.rhs_batch, &self.rhs_contracting)
    }

    /// Batch, m, k and n of a dot of operands with these dimensions.
    pub fn sizes(&self, lhs: &[usize], rhs: &[usize]) -> DotSizes {
        let size = |dims: &[usize], of: &[usize]| -> usize {
            of.iter()
                .map(|&d| dims.get(d).copied().unwrap_or(0))
                .product()
        };
        DotSizes {
            batch: size(lhs, &self.lhs_batch),
            m: size(lhs, &self.lhs_free(lhs.len())),
            k: size(lhs, &self.lhs_contracting),
            n: size(rhs, &self.rhs_free(rhs.len())),
        }
    }
}

/// The dimensions of an index array other than `index_vector_dim` (those that number the
/// gathered slices or scattered updates), in order.
pub fn index_batch_dims(indices_rank: usize, index_vector_dim: usize) -> Vec<usize> {
    (0..indices_rank)
        .filter(|&d| d != index_vector_dim)
        .collect()
}

impl GatherDims {
    /// The operand dimensions a slice keeps (neither collapsed nor batching), in order: the
    /// k-th is where result dimension `offset_dims[k]` reads.
    pub fn window_dims(&self, operand_rank: usize) -> Vec<usize> {
        others(
            operand_rank,
            &self.collapsed_slice_dims,
            &self.operand_batching_dims,
        )
    }

    /// The result dimensions that are not offsets: they follow the index array's batch
    /// dimensions (`index_batch_dims`) in order.
    pub fn result_batch_dims(&self, result_rank: usize) -> Vec<usize> {
        (0..result_rank)
            .filter(|d| !self.offset_dims.contains(d))
            .collect()
    }
}

impl ScatterAttrs {
    /// The operand dimensions an update window spans (neither inserted nor batching), in
    /// order: the k-th is what update dimension `update_window_dims[k]` walks.
    pub fn window_dims(&self, operand_rank: usize) -> Vec<usize> {
        others(
            operand_rank,
            &self.inserted_window_dims,
            &self.input_batching_dims,
        )
    }

    /// The update dimensions that are not window dimensions: they follow the index array's
    /// batch dimensions (`index_batch_dims`) in order.
    pub fn update_scatter_dims(&self, update_rank: usize) -> Vec<usize> {
        (0..update_rank)
            .filter(|d| !self.update_window_dims.contains(d))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{
        CompId, ComputationBuilder, ElementType, InputOutputAlias, Op, Shape, UnaryOp,
    };

    fn comp() -> Computation {
        let f = Shape::array(ElementType::F32, vec![4]);
        let mut b = ComputationBuilder::new("c");
        let p = b.add("p", Op::Parameter { index: 0 }, vec![], f.clone());
        let e = b.add("e", Op::Unary(UnaryOp::Exp), vec![p], f.clone());
        let t = b.add(
            "t",
            Op::Tuple,
            vec![e, p, e],
            Shape::Tuple(vec![f.clone(); 3]),
        );
        b.finish(t).unwrap()
    }

    #[test]
    fn uses_users_and_last_reads() {
        let c = comp();
        assert_eq!(use_counts(&c), vec![2, 2, 0]);
        assert_eq!(
            users(&c),
            vec![
                vec![InstId(1), InstId(2)],
                vec![InstId(2), InstId(2)],
                vec![]
            ]
        );
        let reads = c
            .instructions
            .iter()
            .map(|i| i.operands.iter().map(|o| o.index()));
        assert_eq!(last_reads(3, reads), vec![Some(2), Some(2), None]);
    }

    #[test]
    fn alias_bytes_are_the_aliased_results() {
        let m = Module {
            name: "m".into(),
            computations: vec![comp()],
            entry: CompId(0),
            aliases: vec![
                InputOutputAlias {
                    output_index: vec![0],
                    parameter: 0,
                    parameter_index: vec![],
                },
                InputOutputAlias {
                    output_index: vec![7],
                    parameter: 0,
                    parameter_index: vec![],
                },
            ],
            num_replicas: None,
            num_partitions: None,
        };
        assert_eq!(alias_size_in_bytes(&m), 16);
    }

    #[test]
    fn dimension_roles() {
        let d = DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
        };
        assert_eq!(d.lhs_free(3), vec![1]);
        assert_eq!(d.rhs_free(3), vec![2]);
        assert_eq!(
            d.sizes(&[4, 8, 16], &[4, 16, 32]),
            DotSizes {
                batch: 4,
                m: 8,
                k: 16,
                n: 32
            }
        );
        let g = GatherDims {
            offset_dims: vec![1],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            index_vector_dim: 1,
            slice_sizes: vec![1, 5],
            ..Default::default()
        };
        assert_eq!(g.window_dims(2), vec![1]);
        assert_eq!(g.result_batch_dims(2), vec![0]);
        assert_eq!(index_batch_dims(2, 1), vec![0]);
    }
}
