//! Shardings: how an array is split over the devices of a program.
//!
//! `HloSharding` is XLA's annotation (what `sharding={...}` and `mhlo.sharding` spell): a tile
//! assignment — an N-d array of device ids whose first dimensions tile the array's dimensions
//! and whose trailing "subgroup" dimensions replicate (or leave manual) — or one of the
//! trivial forms. `Mesh` and `MeshSharding` are Shardy's (`sdy.mesh`, `#sdy.sharding`): named
//! mesh axes assigned to array dimensions; `MeshSharding::to_hlo` turns them into the tile
//! assignment XLA would derive, so everything downstream sees one form.
//!
//! Pure data and arithmetic: no parsing, no devices, no runtime.

/// What a trailing (subgroup) dimension of a tile assignment means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SubgroupKind {
    /// Devices along this dimension hold the same data.
    Replicated,
    /// Devices along this dimension run manual (per-device) code: shard_map's axes.
    Manual,
}

impl SubgroupKind {
    pub fn name(self) -> &'static str {
        match self {
            SubgroupKind::Replicated => "replicated",
            SubgroupKind::Manual => "manual",
        }
    }
}

/// XLA's HloSharding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HloSharding {
    Replicated,
    Manual,
    Maximal {
        device: i64,
    },
    /// `devices=[2,1]0,1` (explicit list) or `devices=[2,1]<=[2]` (iota form, expanded).
    /// `tile_assignment_dims` has one entry per array dimension, then one per entry of
    /// `last_tile_dims`; `devices` lists device ids in row-major order over it.
    Tiled {
        tile_assignment_dims: Vec<usize>,
        devices: Vec<i64>,
        last_tile_dims: Vec<SubgroupKind>,
    },
    Tuple(Vec<HloSharding>),
}

impl HloSharding {
    /// A tiling with no subgroup dimensions.
    pub fn tiled(tile_assignment_dims: Vec<usize>, devices: Vec<i64>) -> HloSharding {
        HloSharding::Tiled {
            tile_assignment_dims,
            devices,
            last_tile_dims: Vec::new(),
        }
    }

    /// `tiles[d]` shards of dimension d over devices `0..product` in row-major order, the
    /// remaining `replicas` copies as a replicated subgroup (omitted when 1). All tiles 1 and
    /// one replica is `Replicated`.
    pub fn iota_tiled(tiles: &[usize], replicas: usize) -> HloSharding {
        if tiles.iter().all(|&t| t == 1) {
            return HloSharding::Replicated;
        }
        let mut dims = tiles.to_vec();
        let mut last = Vec::new();
        if replicas > 1 {
            dims.push(replicas);
            last.push(SubgroupKind::Replicated);
        }
        let n: usize = dims.iter().product();
        HloSharding::Tiled {
            tile_assignment_dims: dims,
            devices: (0..n as i64).collect(),
            last_tile_dims: last,
        }
    }

    pub fn is_tuple(&self) -> bool {
        matches!(self, HloSharding::Tuple(_))
    }

    /// True when every device holds the whole array (replicated, or tiled with one tile).
    pub fn is_replicated(&self) -> bool {
        match self {
            HloSharding::Replicated => true,
            HloSharding::Tiled {
                tile_assignment_dims,
                last_tile_dims,
                ..
            } => {
                last_tile_dims
                    .iter()
                    .all(|k| *k == SubgroupKind::Replicated)
                    && tile_assignment_dims[..self.data_rank()]
                        .iter()
                        .all(|&t| t == 1)
            }
            HloSharding::Tuple(t) => t.iter().all(|s| s.is_replicated()),
            _ => false,
        }
    }

    /// True when the sharding is manual or has a manual subgroup.
    pub fn is_manual(&self) -> bool {
        match self {
            HloSharding::Manual => true,
            HloSharding::Tiled { last_tile_dims, .. } => {
                last_tile_dims.contains(&SubgroupKind::Manual)
            }
            HloSharding::Tuple(t) => t.iter().any(|s| s.is_manual()),
            _ => false,
        }
    }

    /// The number of tile-assignment dimensions that tile data (0 unless `Tiled`).
    pub fn data_rank(&self) -> usize {
        match self {
            HloSharding::Tiled {
                tile_assignment_dims,
                last_tile_dims,
                ..
            } => tile_assignment_dims
                .len()
                .saturating_sub(last_tile_dims.len()),
            _ => 0,
        }
    }

    /// Shards per array dimension for an array of `rank` dimensions (all 1 unless tiled).
    pub fn tiles(&self, rank: usize) -> Vec<usize> {
        match self {
            HloSharding::Tiled {
                tile_assignment_dims,
                ..
            } if self.data_rank() == rank => tile_assignment_dims[..rank].to_vec(),
            _ => vec![1; rank],
        }
    }

    /// Every device id the sharding names, in tile-assignment order.
    pub fn device_ids(&self) -> Vec<i64> {
        match self {
            HloSharding::Tiled { devices, .. } => devices.clone(),
            HloSharding::Maximal { device } => vec![*device],
            HloSharding::Tuple(t) => {
                let mut all: Vec<i64> = t.iter().flat_map(|s| s.device_ids()).collect();
                all.sort_unstable();
                all.dedup();
                all
            }
            _ => Vec::new(),
        }
    }

    /// For a tiled sharding: the tile coordinates (one per array dimension) of `device`.
    pub fn tile_of_device(&self, device: i64) -> Option<Vec<usize>> {
        let HloSharding::Tiled {
            tile_assignment_dims,
            devices,
            ..
        } = self
        else {
            return None;
        };
        let pos = devices.iter().position(|&d| d == device)?;
        let coords = unravel(pos, tile_assignment_dims);
        Some(coords[..self.data_rank()].to_vec())
    }

    /// Checks the sharding against an array of `rank` dimensions, naming what is wrong.
    pub fn check_rank(&self, rank: usize) -> Result<(), String> {
        match self {
            HloSharding::Tiled {
                tile_assignment_dims,
                devices,
                last_tile_dims,
            } => {
                let total: usize = tile_assignment_dims.iter().product();
                if total != devices.len() {
                    return Err(format!(
                        "tile assignment {tile_assignment_dims:?} needs {total} devices, the \
                         sharding lists {}",
                        devices.len()
                    ));
                }
                if tile_assignment_dims.len() != rank + last_tile_dims.len() {
                    return Err(format!(
                        "tile assignment {tile_assignment_dims:?} does not fit an array of rank \
                         {rank}{}",
                        if last_tile_dims.is_empty() {
                            String::new()
                        } else {
                            format!(" with {} subgroup dimension(s)", last_tile_dims.len())
                        }
                    ));
                }
                let mut seen = devices.clone();
                seen.sort_unstable();
                if seen.windows(2).any(|w| w[0] == w[1]) {
                    return Err("the tile assignment lists a device twice".to_string());
                }
                Ok(())
            }
            HloSharding::Tuple(_) => Err("a tuple sharding on an array".to_string()),
            _ => Ok(()),
        }
    }
}

/// Row-major coordinates of flat index `pos` in an array of `dims`.
pub fn unravel(mut pos: usize, dims: &[usize]) -> Vec<usize> {
    let mut coords = vec![0; dims.len()];
    for d in (0..dims.len()).rev() {
        let n = dims[d].max(1);
        coords[d] = pos % n;
        pos /= n;
    }
    coords
}

/// Row-major flat index of `coords` in an array of `dims`.
pub fn ravel(coords: &[usize], dims: &[usize]) -> usize {
    coords.iter().zip(dims).fold(0, |acc, (&c, &n)| acc * n + c)
}

/// Expands XLA's iota tile assignment `<=[reshape]T(perm)`: the ids `0..n` reshaped to
/// `reshape`, transposed by `perm`, read in row-major order.
pub fn iota_devices(reshape: &[usize], perm: &[usize]) -> Option<Vec<i64>> {
    if perm.len() != reshape.len() {
        return None;
    }
    let mut seen = vec![false; perm.len()];
    for &p in perm {
        if p >= perm.len() || std::mem::replace(&mut seen[p], true) {
            return None;
        }
    }
    let n: usize = reshape.iter().product();
    let transposed: Vec<usize> = perm.iter().map(|&p| reshape[p]).collect();
    Some(
        (0..n)
            .map(|pos| {
                let t = unravel(pos, &transposed);
                let mut src = vec![0; reshape.len()];
                for (k, &p) in perm.iter().enumerate() {
                    src[p] = t[k];
                }
                ravel(&src, reshape) as i64
            })
            .collect(),
    )
}

/// A Shardy mesh: named axes with sizes, over device ids (`0..n` in order when `device_ids`
/// is `None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mesh {
    pub axes: Vec<(String, usize)>,
    pub device_ids: Option<Vec<i64>>,
}

impl Mesh {
    pub fn size(&self) -> usize {
        self.axes.iter().map(|a| a.1).product()
    }

    pub fn axis_size(&self, name: &str) -> Option<usize> {
        self.axes.iter().find(|a| a.0 == name).map(|a| a.1)
    }

    fn devices(&self) -> Vec<i64> {
        self.device_ids
            .clone()
            .unwrap_or_else(|| (0..self.size() as i64).collect())
    }
}

/// One mesh axis used by a sharding: a whole axis, or Shardy's sub-axis `"x":(pre)size`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxisRef {
    pub name: String,
    /// `(pre_size, size)` for a sub-axis.
    pub sub: Option<(usize, usize)>,
}

impl AxisRef {
    pub fn axis(name: impl Into<String>) -> AxisRef {
        AxisRef {
            name: name.into(),
            sub: None,
        }
    }
}

/// A Shardy sharding: the axes that shard each dimension (major to minor).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeshSharding {
    pub dims: Vec<Vec<AxisRef>>,
}

impl MeshSharding {
    /// The tile assignment XLA derives: dimension d is tiled by its axes (first is major),
    /// `manual_axes` become a manual subgroup and every other axis a replicated one. A mesh
    /// with no axes and one device id (Shardy's maximal mesh, `<[], device_ids=[3]>`) puts
    /// the whole value on that device.
    pub fn to_hlo(&self, mesh: &Mesh, manual_axes: &[String]) -> Result<HloSharding, String> {
        if let ([], Some([device])) = (mesh.axes.as_slice(), mesh.device_ids.as_deref()) {
            if let Some(r) = self.dims.iter().flatten().next() {
                return Err(format!("the mesh has no axis \"{}\"", r.name));
            }
            if let Some(m) = manual_axes.first() {
                return Err(format!("the mesh has no axis \"{m}\""));
            }
            return Ok(HloSharding::Maximal { device: *device });
        }
        // Split each mesh axis into the pieces its sub-axis references need.
        let mut cuts: Vec<Vec<usize>> = mesh.axes.iter().map(|a| vec![1, a.1]).collect();
        let axis_index = |name: &str| -> Result<usize, String> {
            mesh.axes
                .iter()
                .position(|a| a.0 == name)
                .ok_or_else(|| format!("the mesh has no axis \"{name}\""))
        };
        for r in self.dims.iter().flatten() {
            let i = axis_index(&r.name)?;
            if let Some((pre, size)) = r.sub {
                let n = mesh.axes[i].1;
                let hi = pre
                    .checked_mul(size)
                    .filter(|&hi| pre > 0 && size > 0 && n.is_multiple_of(hi));
                let Some(hi) = hi else {
                    return Err(format!(
                        "sub-axis \"{}\":({pre}){size} does not divide the axis of size {n}",
                        r.name
                    ));
                };
                cuts[i].extend([pre, hi]);
            }
        }
        for m in manual_axes {
            axis_index(m)?;
        }
        // Pieces of each axis, major first: piece (i, lo..hi) covers pre-sizes lo..hi.
        let mut pieces: Vec<(usize, usize, usize)> = Vec::new();
        for (i, c) in cuts.iter_mut().enumerate() {
            c.sort_unstable();
            c.dedup();
            for w in c.windows(2) {
                if !w[1].is_multiple_of(w[0]) {
                    return Err(format!(
                        "sub-axes of \"{}\" overlap inconsistently",
                        mesh.axes[i].0
                    ));
                }
            }
            // A sub-axis's pre-size is the product of the sizes more major than it, so
            // ascending boundaries list the pieces major first.
            pieces.extend(c.windows(2).map(|w| (i, w[0], w[1])));
        }
        let piece_sizes: Vec<usize> = pieces.iter().map(|p| p.2 / p.1).collect();
        let pieces_of = |r: &AxisRef| -> Result<Vec<usize>, String> {
            let i = axis_index(&r.name)?;
            let (lo, hi) = match r.sub {
                // Checked above: the product divides the axis size.
                Some((pre, size)) => (pre, pre.saturating_mul(size)),
                None => (1, mesh.axes[i].1),
            };
            Ok(pieces
                .iter()
                .enumerate()
                .filter(|(_, p)| p.0 == i && p.1 >= lo && p.2 <= hi)
                .map(|(k, _)| k)
                .collect())
        };
        let mut used = vec![false; pieces.len()];
        let mut order: Vec<usize> = Vec::new();
        let mut tiles = Vec::with_capacity(self.dims.len());
        for dim in &self.dims {
            let mut t = 1;
            for r in dim {
                for k in pieces_of(r)? {
                    if std::mem::replace(&mut used[k], true) {
                        return Err(format!("axis \"{}\" shards two dimensions", r.name));
                    }
                    t *= piece_sizes[k];
                    order.push(k);
                }
            }
            tiles.push(t);
        }
        let mut manual = 1;
        let mut replicated = 1;
        let mut manual_pieces = Vec::new();
        let mut replicated_pieces = Vec::new();
        for k in 0..pieces.len() {
            if used[k] {
                continue;
            }
            if manual_axes.iter().any(|m| *m == mesh.axes[pieces[k].0].0) {
                manual *= piece_sizes[k];
                manual_pieces.push(k);
            } else {
                replicated *= piece_sizes[k];
                replicated_pieces.push(k);
            }
        }
        if manual > 1 && tiles.iter().all(|&t| t == 1) && replicated == 1 {
            return Ok(HloSharding::Manual);
        }
        if manual == 1 && tiles.iter().all(|&t| t == 1) {
            return Ok(HloSharding::Replicated);
        }
        order.extend(manual_pieces);
        order.extend(replicated_pieces);
        let mut dims = tiles;
        let mut last = Vec::new();
        if manual > 1 {
            dims.push(manual);
            last.push(SubgroupKind::Manual);
        }
        if replicated > 1 {
            dims.push(replicated);
            last.push(SubgroupKind::Replicated);
        }
        // The mesh's devices as an array over the pieces, transposed to `order`.
        let ids = mesh.devices();
        if ids.len() != mesh.size() {
            return Err(format!(
                "the mesh lists {} device ids for {} devices",
                ids.len(),
                mesh.size()
            ));
        }
        let transposed: Vec<usize> = order.iter().map(|&k| piece_sizes[k]).collect();
        let devices = (0..ids.len())
            .map(|pos| {
                let t = unravel(pos, &transposed);
                let mut src = vec![0; pieces.len()];
                for (j, &k) in order.iter().enumerate() {
                    src[k] = t[j];
                }
                ids[ravel(&src, &piece_sizes)]
            })
            .collect();
        Ok(HloSharding::Tiled {
            tile_assignment_dims: dims,
            devices,
            last_tile_dims: last,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mesh(axes: &[(&str, usize)]) -> Mesh {
        Mesh {
            axes: axes.iter().map(|(n, s)| (n.to_string(), *s)).collect(),
            device_ids: None,
        }
    }

    fn sharding(dims: &[&[&str]]) -> MeshSharding {
        MeshSharding {
            dims: dims
                .iter()
                .map(|d| d.iter().map(|n| AxisRef::axis(*n)).collect())
                .collect(),
        }
    }

    #[test]
    fn iota_transpose_matches_xla() {
        // `<=[4,2]T(1,0)`: 0,2,4,6,1,3,5,7.
        assert_eq!(
            iota_devices(&[4, 2], &[1, 0]).unwrap(),
            vec![0, 2, 4, 6, 1, 3, 5, 7]
        );
        assert_eq!(
            iota_devices(&[8], &[0]).unwrap(),
            (0..8).collect::<Vec<_>>()
        );
        assert!(iota_devices(&[2, 2], &[0, 0]).is_none());
    }

    #[test]
    fn mesh_shardings_become_xla_tile_assignments() {
        let m = mesh(&[("x", 4), ("y", 2)]);
        // [{"x"}, {}] → devices=[4,1,2]<=[8] last_tile_dim_replicate
        assert_eq!(
            sharding(&[&["x"], &[]]).to_hlo(&m, &[]).unwrap(),
            HloSharding::Tiled {
                tile_assignment_dims: vec![4, 1, 2],
                devices: (0..8).collect(),
                last_tile_dims: vec![SubgroupKind::Replicated],
            }
        );
        // [{}, {"y"}] → devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate
        assert_eq!(
            sharding(&[&[], &["y"]]).to_hlo(&m, &[]).unwrap(),
            HloSharding::Tiled {
                tile_assignment_dims: vec![1, 2, 4],
                devices: iota_devices(&[4, 2], &[1, 0]).unwrap(),
                last_tile_dims: vec![SubgroupKind::Replicated],
            }
        );
        // [{"y", "x"}] → devices=[8]<=[4,2]T(1,0)
        assert_eq!(
            sharding(&[&["y", "x"]]).to_hlo(&m, &[]).unwrap(),
            HloSharding::tiled(vec![8], iota_devices(&[4, 2], &[1, 0]).unwrap())
        );
        assert_eq!(
            sharding(&[&[], &[]]).to_hlo(&m, &[]).unwrap(),
            HloSharding::Replicated
        );
        assert!(sharding(&[&["z"]]).to_hlo(&m, &[]).is_err());
        assert!(sharding(&[&["x"], &["x"]]).to_hlo(&m, &[]).is_err());
    }

    #[test]
    fn sub_axes_split_their_axis() {
        let m = mesh(&[("x", 8)]);
        let s = MeshSharding {
            dims: vec![vec![AxisRef {
                name: "x".into(),
                sub: Some((1, 2)),
            }]],
        };
        // The major factor of 2 tiles the dimension; the minor 4 replicate.
        let h = s.to_hlo(&m, &[]).unwrap();
        assert_eq!(h, HloSharding::iota_tiled(&[2], 4));
        let minor = MeshSharding {
            dims: vec![vec![AxisRef {
                name: "x".into(),
                sub: Some((4, 2)),
            }]],
        };
        assert_eq!(
            minor.to_hlo(&m, &[]).unwrap(),
            HloSharding::Tiled {
                tile_assignment_dims: vec![2, 4],
                devices: iota_devices(&[4, 2], &[1, 0]).unwrap(),
                last_tile_dims: vec![SubgroupKind::Replicated],
            }
        );
    }

    #[test]
    fn tiles_and_device_coordinates() {
        let h = HloSharding::Tiled {
            tile_assignment_dims: vec![4, 1, 2],
            devices: (0..8).collect(),
            last_tile_dims: vec![SubgroupKind::Replicated],
        };
        assert_eq!(h.tiles(2), vec![4, 1]);
        assert_eq!(h.tile_of_device(5), Some(vec![2, 0]));
        assert!(!h.is_replicated());
        assert!(h.check_rank(2).is_ok());
        assert!(h.check_rank(3).is_err());
        assert!(HloSharding::iota_tiled(&[1, 1], 8).is_replicated());
    }
}
