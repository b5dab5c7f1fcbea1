//! Building blocks of per-device code: an `Emitter` appends instructions to the computation
//! being partitioned (with their local shapes) and knows how to address this partition's
//! tile (partition-id lookups), move data between layouts (`reshard`: all-gathers and
//! dynamic slices) and sum partial results (all-reduce). Collectives it emits name
//! flattened ids, so they group partitions within each replica whatever the replica count.

use super::tiling::Tiling;
use crate::error::{Error, Result};
use crate::ir::{
    ArrayShape, BinaryOp, CollectiveAttrs, CompId, Computation, ComputationBuilder, ElementType,
    InstId, Literal, Op, PadDim, Shape, SliceDim,
};
use std::collections::HashMap;

/// Module-wide state of one partitioning: the computations of the new module, channel ids,
/// and the scalar reducers emitted collectives use.
pub(super) struct ModuleCtx {
    pub computations: Vec<Computation>,
    pub partitions: usize,
    pub replicas: usize,
    next_channel: i64,
    reducers: HashMap<(ElementType, BinaryOp), CompId>,
}

impl ModuleCtx {
    pub fn new(computations: Vec<Computation>, partitions: usize, replicas: usize) -> ModuleCtx {
        ModuleCtx {
            computations,
            partitions,
            replicas,
            next_channel: 1_000_000,
            reducers: HashMap::new(),
        }
    }

    pub fn add_computation(&mut self, c: Computation) -> CompId {
        self.computations.push(c);
        CompId(self.computations.len() as u32 - 1)
    }

    fn channel(&mut self) -> i64 {
        self.next_channel += 1;
        self.next_channel
    }

    /// A computation `(a, b) -> a op b` on scalars of `ty`.
    pub fn reducer(&mut self, ty: ElementType, op: BinaryOp) -> Result<CompId> {
        if let Some(&c) = self.reducers.get(&(ty, op)) {
            return Ok(c);
        }
        let mut b = ComputationBuilder::new(format!("spmd_{}_{}", op.hlo_name(), ty.hlo_name()));
        let s = Shape::scalar(ty);
        let x = b.add("a", Op::Parameter { index: 0 }, vec![], s.clone());
        let y = b.add("b", Op::Parameter { index: 1 }, vec![], s.clone());
        let r = b.add("r", Op::Binary(op), vec![x, y], s);
        let c = self.add_computation(b.finish(r).map_err(Error::internal)?);
        self.reducers.insert((ty, op), c);
        Ok(c)
    }

    /// Groups of partition ids as flattened ids, repeated for every replica.
    fn flattened(&self, groups: &[Vec<usize>]) -> Vec<Vec<usize>> {
        (0..self.replicas)
            .flat_map(|r| {
                groups
                    .iter()
                    .map(move |g| g.iter().map(|&p| r * self.partitions + p).collect())
            })
            .collect()
    }

    fn collective(&mut self, groups: &[Vec<usize>]) -> CollectiveAttrs {
        CollectiveAttrs {
            replica_groups: self.flattened(groups),
            channel_id: Some(self.channel()),
            use_global_device_ids: true,
        }
    }
}

/// Appends per-device instructions to one computation.
pub(super) struct Emitter<'c> {
    pub b: ComputationBuilder,
    pub ctx: &'c mut ModuleCtx,
    pid: Option<InstId>,
    offsets: HashMap<(Vec<usize>, usize), InstId>,
    next: usize,
}

impl<'c> Emitter<'c> {
    pub fn new(name: String, ctx: &'c mut ModuleCtx) -> Emitter<'c> {
        Emitter {
            b: ComputationBuilder::new(name),
            ctx,
            pid: None,
            offsets: HashMap::new(),
            next: 0,
        }
    }

    pub fn partitions(&self) -> usize {
        self.ctx.partitions
    }

    pub fn shape(&self, id: InstId) -> &Shape {
        &self.b.inst(id).shape
    }

    pub fn array_shape(&self, id: InstId) -> Result<ArrayShape> {
        self.shape(id)
            .as_array()
            .cloned()
            .ok_or_else(|| Error::internal("spmd: expected an array value"))
    }

    /// Appends an instruction named after `base`.
    pub fn add(&mut self, base: &str, op: Op, operands: Vec<InstId>, shape: Shape) -> InstId {
        self.next += 1;
        let name = format!("{base}.spmd{}", self.next);
        self.b.add(name, op, operands, shape)
    }

    pub fn array(
        &mut self,
        base: &str,
        op: Op,
        operands: Vec<InstId>,
        ty: ElementType,
        dims: Vec<usize>,
    ) -> InstId {
        self.add(base, op, operands, Shape::Array(ArrayShape::new(ty, dims)))
    }

    pub fn constant(&mut self, lit: Literal) -> InstId {
        let shape = Shape::Array(lit.shape().clone());
        self.add("constant", Op::Constant(lit), vec![], shape)
    }

    fn s32(&mut self, v: i32) -> Result<InstId> {
        Ok(self.constant(Literal::scalar(ElementType::S32, v)?))
    }

    /// This partition's id as an s32 scalar (one per computation).
    fn partition_id(&mut self) -> InstId {
        if let Some(p) = self.pid {
            return p;
        }
        let u = self.array(
            "partition_id",
            Op::PartitionId,
            vec![],
            ElementType::U32,
            vec![],
        );
        let s = self.array(
            "partition_id",
            Op::Convert,
            vec![u],
            ElementType::S32,
            vec![],
        );
        self.pid = Some(s);
        s
    }

    /// `table[partition_id]` for a table of one s32 per partition.
    pub fn lookup(&mut self, table: Vec<usize>) -> Result<InstId> {
        if table.iter().all(|&v| v == table[0]) {
            return self.s32(table[0] as i32);
        }
        let key = (table.clone(), 0);
        if let Some(&id) = self.offsets.get(&key) {
            return Ok(id);
        }
        let vals: Vec<i32> = table.iter().map(|&v| v as i32).collect();
        let n = vals.len();
        let t = self.constant(Literal::from_slice(ElementType::S32, vec![n], &vals)?);
        let p = self.partition_id();
        let one = self.array(
            "offset",
            Op::DynamicSlice { sizes: vec![1] },
            vec![t, p],
            ElementType::S32,
            vec![1],
        );
        let r = self.array("offset", Op::Reshape, vec![one], ElementType::S32, vec![]);
        self.offsets.insert(key, r);
        Ok(r)
    }

    /// Gathers `x` (laid out by `from`) along `dims`, returning the value and its new layout.
    fn gather(
        &mut self,
        mut x: InstId,
        from: &Tiling,
        dims: &[usize],
        global: &[usize],
    ) -> Result<(InstId, Tiling)> {
        let mut cur = from.clone();
        for &d in dims {
            if cur.tiles[d] == 1 {
                continue;
            }
            let groups = cur.groups_along(&[d]);
            let s = self.array_shape(x)?;
            let mut out = s.dims.clone();
            out[d] *= cur.tiles[d];
            let collective = self.ctx.collective(&groups);
            x = self.array(
                "all-gather",
                Op::AllGather {
                    dimension: d,
                    collective,
                },
                vec![x],
                s.ty,
                out.clone(),
            );
            if out[d] != global[d] {
                // An uneven split: drop the padding the last tiles carried.
                let mut sd: Vec<SliceDim> = out.iter().map(|&n| full(n)).collect();
                sd[d].limit = global[d];
                let mut dims2 = out.clone();
                dims2[d] = global[d];
                x = self.array("slice", Op::Slice { dims: sd }, vec![x], s.ty, dims2);
            }
            cur = cur.without(&[d]);
        }
        Ok((x, cur))
    }

    /// Cuts this partition's tile of `to` out of `x`, which holds dimensions `dims` whole.
    fn slice_to(
        &mut self,
        mut x: InstId,
        to: &Tiling,
        dims: &[usize],
        global: &[usize],
    ) -> Result<InstId> {
        if dims.is_empty() {
            return Ok(x);
        }
        let s = self.array_shape(x)?;
        let local = to.local_dims(global);
        // Pad an uneven dimension up to whole tiles first.
        let padded: Vec<usize> = (0..s.rank())
            .map(|d| {
                if dims.contains(&d) {
                    local[d] * to.tiles[d]
                } else {
                    s.dims[d]
                }
            })
            .collect();
        if padded != s.dims {
            let zero = self.constant(Literal::zeros(ArrayShape::scalar(s.ty))?);
            let pads = (0..s.rank())
                .map(|d| PadDim {
                    low: 0,
                    high: (padded[d] - s.dims[d]) as i64,
                    interior: 0,
                })
                .collect();
            x = self.array(
                "pad",
                Op::Pad { dims: pads },
                vec![x, zero],
                s.ty,
                padded.clone(),
            );
        }
        let mut starts = Vec::with_capacity(s.rank());
        let mut sizes = Vec::with_capacity(s.rank());
        for d in 0..s.rank() {
            if dims.contains(&d) {
                let table = to.coords.iter().map(|c| c[d] * local[d]).collect();
                starts.push(self.lookup(table)?);
                sizes.push(local[d]);
            } else {
                starts.push(self.s32(0)?);
                sizes.push(padded[d]);
            }
        }
        let mut operands = vec![x];
        operands.extend(starts);
        Ok(self.array(
            "dynamic-slice",
            Op::DynamicSlice {
                sizes: sizes.clone(),
            },
            operands,
            s.ty,
            sizes,
        ))
    }

    /// `x`, laid out by `from`, laid out by `to` instead.
    pub fn reshard(
        &mut self,
        x: InstId,
        from: &Tiling,
        to: &Tiling,
        global: &[usize],
    ) -> Result<InstId> {
        if from == to {
            return Ok(x);
        }
        if let Some((y, moved)) = self.all_to_all(x, from, to, global)? {
            return self.reshard(y, &moved, to, global);
        }
        // Dimensions `from` splits differently from `to` are gathered; then the tiles of `to`
        // along dimensions now whole are cut out.
        let gather: Vec<usize> = (0..from.rank())
            .filter(|&d| {
                from.tiles[d] > 1
                    && !(from.tiles[d] == to.tiles[d]
                        && from
                            .coords
                            .iter()
                            .zip(&to.coords)
                            .all(|(a, b)| a[d] == b[d]))
            })
            .collect();
        let (x, cur) = self.gather(x, from, &gather, global)?;
        let cut: Vec<usize> = (0..cur.rank())
            .filter(|&d| cur.tiles[d] == 1 && to.tiles[d] > 1)
            .collect();
        self.slice_to(x, to, &cut, global)
    }

    /// Moves a split from dimension a to dimension b with one all-to-all, when `from` splits
    /// a where `to` splits b over the same partitions in the same order (a transpose of the
    /// layout: each partition sends every other one the piece it will own). Returns the
    /// value and its layout, or `None` when no such pair of dimensions exists.
    fn all_to_all(
        &mut self,
        x: InstId,
        from: &Tiling,
        to: &Tiling,
        global: &[usize],
    ) -> Result<Option<(InstId, Tiling)>> {
        for a in 0..from.rank() {
            for b in 0..from.rank() {
                let n = from.tiles[a];
                let fits = a != b
                    && n > 1
                    && to.tiles[b] == n
                    && from.tiles[b] == 1
                    && to.tiles[a] == 1
                    && global[a].is_multiple_of(n)
                    && global[b].is_multiple_of(n)
                    && from
                        .coords
                        .iter()
                        .zip(&to.coords)
                        .all(|(f, t)| f[a] == t[b]);
                if !fits {
                    continue;
                }
                let groups = from.groups_along(&[a]);
                let s = self.array_shape(x)?;
                let mut dims = s.dims.clone();
                dims[b] /= n;
                dims[a] *= n;
                let collective = self.ctx.collective(&groups);
                let y = self.array(
                    "all-to-all",
                    Op::AllToAll {
                        dimensions: Some((b, a)),
                        collective,
                    },
                    vec![x],
                    s.ty,
                    dims,
                );
                let mut moved = from.clone();
                moved.tiles[a] = 1;
                moved.tiles[b] = n;
                for c in &mut moved.coords {
                    c[b] = c[a];
                    c[a] = 0;
                }
                return Ok(Some((y, moved)));
            }
        }
        Ok(None)
    }

    /// Sums (or otherwise folds with `reducer`) `x` over each group of partitions.
    pub fn all_reduce(
        &mut self,
        x: InstId,
        groups: &[Vec<usize>],
        reducer: CompId,
    ) -> Result<InstId> {
        if groups.iter().all(|g| g.len() <= 1) {
            return Ok(x);
        }
        let shape = self.shape(x).clone();
        let collective = self.ctx.collective(groups);
        Ok(self.add(
            "all-reduce",
            Op::AllReduce {
                computation: reducer,
                collective,
            },
            vec![x],
            shape,
        ))
    }
}

pub(super) fn full(n: usize) -> SliceDim {
    SliceDim {
        start: 0,
        limit: n,
        stride: 1,
    }
}
