//! `Tiling`: how one array is laid out over the partitions of an SPMD program, in the form
//! the partitioner reasons with — the number of tiles along each dimension and, for every
//! partition, the coordinates of the tile it holds. Partitions with equal coordinates hold
//! the same data (replicas). Every `HloSharding` of an array becomes a `Tiling` and back.
//!
//! Pure arithmetic: no IR is emitted here.

use crate::error::{Error, Result};
use crate::ir::sharding::{ravel, unravel};
use crate::ir::{HloSharding, SubgroupKind};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tiling {
    /// Tiles along each dimension.
    pub tiles: Vec<usize>,
    /// `coords[p]`: the tile partition p holds (one coordinate per dimension).
    pub coords: Vec<Vec<usize>>,
}

impl Tiling {
    /// Every partition holds the whole array.
    pub fn replicated(rank: usize, partitions: usize) -> Tiling {
        Tiling {
            tiles: vec![1; rank],
            coords: vec![vec![0; rank]; partitions],
        }
    }

    /// The tiling an XLA sharding gives an array of `rank` dimensions over `partitions`
    /// partitions (device ids in a sharding are partition ids).
    pub fn from_hlo(s: &HloSharding, rank: usize, partitions: usize) -> Result<Tiling> {
        let text = || crate::ir::print::sharding_text(s);
        match s {
            HloSharding::Replicated | HloSharding::Manual | HloSharding::Maximal { .. } => {
                Ok(Tiling::replicated(rank, partitions))
            }
            HloSharding::Tuple(_) => Err(Error::invalid_program(format!(
                "tuple sharding {} on an array",
                text()
            ))),
            HloSharding::Tiled {
                tile_assignment_dims,
                devices,
                ..
            } => {
                s.check_rank(rank)
                    .map_err(|e| Error::invalid_program(format!("sharding {}: {e}", text())))?;
                if devices.len() != partitions {
                    return Err(Error::invalid_program(format!(
                        "sharding {} lays an array over {} devices, but the program has {} \
                         partitions",
                        text(),
                        devices.len(),
                        partitions
                    )));
                }
                let mut coords = vec![None; partitions];
                for (pos, &d) in devices.iter().enumerate() {
                    let slot = usize::try_from(d)
                        .ok()
                        .and_then(|d| coords.get_mut(d))
                        .ok_or_else(|| {
                            Error::invalid_program(format!(
                                "sharding {} names device {d}, but the program has {partitions} \
                                 partitions",
                                text()
                            ))
                        })?;
                    *slot = Some(unravel(pos, tile_assignment_dims)[..rank].to_vec());
                }
                let coords = coords
                    .into_iter()
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| {
                        Error::invalid_program(format!("sharding {} lists a device twice", text()))
                    })?;
                Ok(Tiling {
                    tiles: tile_assignment_dims[..rank].to_vec(),
                    coords,
                })
            }
        }
    }

    pub fn rank(&self) -> usize {
        self.tiles.len()
    }

    pub fn partitions(&self) -> usize {
        self.coords.len()
    }

    pub fn is_replicated(&self) -> bool {
        self.tiles.iter().all(|&t| t == 1)
    }

    /// Tiles in all; each held by `partitions / num_tiles` partitions when `is_complete`.
    pub fn num_tiles(&self) -> usize {
        self.tiles.iter().product()
    }

    /// The dimensions of each partition's block (rounded up where a split is uneven).
    pub fn local_dims(&self, global: &[usize]) -> Vec<usize> {
        global
            .iter()
            .zip(&self.tiles)
            .map(|(&d, &t)| d.div_ceil(t))
            .collect()
    }

    /// True when every tile splits its dimension exactly.
    pub fn is_even(&self, global: &[usize]) -> bool {
        global
            .iter()
            .zip(&self.tiles)
            .all(|(&d, &t)| d.is_multiple_of(t))
    }

    /// True when every tile is held by the same number of partitions (a layout the data of
    /// an array can be in).
    pub fn is_complete(&self) -> bool {
        let n = self.num_tiles();
        if n == 0 || !self.partitions().is_multiple_of(n) {
            return false;
        }
        let mut count = vec![0usize; n];
        for c in &self.coords {
            if c.iter().zip(&self.tiles).any(|(&x, &t)| x >= t) {
                return false;
            }
            count[ravel(c, &self.tiles)] += 1;
        }
        count.iter().all(|&k| k == self.partitions() / n)
    }

    /// The same layout with dimensions `dims` no longer split (their partitions become
    /// replicas of each other).
    pub fn without(&self, dims: &[usize]) -> Tiling {
        let mut t = self.clone();
        for &d in dims {
            t.tiles[d] = 1;
            for c in &mut t.coords {
                c[d] = 0;
            }
        }
        t
    }

    /// Groups of partitions that differ only along `dims` and together hold every tile
    /// combination of those dimensions once, ordered by those coordinates (row-major). Where
    /// several partitions hold the same tile, the k-th (by id) goes to group k.
    pub fn groups_along(&self, dims: &[usize]) -> Vec<Vec<usize>> {
        let sub: Vec<usize> = dims.iter().map(|&d| self.tiles[d]).collect();
        let size: usize = sub.iter().product();
        // Key: the coordinates off `dims`, and the replica index among equal tiles.
        let mut seen: Vec<(Vec<usize>, usize)> = Vec::new();
        let mut groups: Vec<(Vec<usize>, usize, Vec<Option<usize>>)> = Vec::new();
        for (p, c) in self.coords.iter().enumerate() {
            let rest: Vec<usize> = (0..self.rank())
                .map(|d| if dims.contains(&d) { usize::MAX } else { c[d] })
                .collect();
            let pos = ravel(&dims.iter().map(|&d| c[d]).collect::<Vec<_>>(), &sub);
            // The replica index of this partition's exact tile.
            let k = match seen.iter_mut().find(|(t, _)| t == c) {
                Some((_, n)) => {
                    *n += 1;
                    *n - 1
                }
                None => {
                    seen.push((c.clone(), 1));
                    0
                }
            };
            match groups.iter_mut().find(|(r, kk, _)| *r == rest && *kk == k) {
                Some((_, _, g)) => g[pos] = Some(p),
                None => {
                    let mut g = vec![None; size];
                    g[pos] = Some(p);
                    groups.push((rest, k, g));
                }
            }
        }
        groups
            .into_iter()
            .map(|(_, _, g)| g.into_iter().flatten().collect())
            .collect()
    }

    /// The XLA sharding of this layout: tiles, then a replicated subgroup dimension whose
    /// k-th entry for a tile is the k-th partition (by id) holding it.
    pub fn to_hlo(&self) -> HloSharding {
        if self.is_replicated() {
            return HloSharding::Replicated;
        }
        let n = self.num_tiles();
        let r = self.partitions() / n.max(1);
        let mut slots: Vec<Vec<i64>> = vec![Vec::new(); n];
        for (p, c) in self.coords.iter().enumerate() {
            slots[ravel(c, &self.tiles)].push(p as i64);
        }
        let devices: Vec<i64> = slots.into_iter().flatten().collect();
        let mut dims = self.tiles.clone();
        let mut last = Vec::new();
        if r > 1 {
            dims.push(r);
            last.push(SubgroupKind::Replicated);
        }
        HloSharding::Tiled {
            tile_assignment_dims: dims,
            devices,
            last_tile_dims: last,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sharding::iota_devices;

    #[test]
    fn xla_shardings_round_trip() {
        // P('x', None) on a 4x2 mesh: devices=[4,1,2]<=[8] last_tile_dim_replicate.
        let s = HloSharding::Tiled {
            tile_assignment_dims: vec![4, 1, 2],
            devices: (0..8).collect(),
            last_tile_dims: vec![SubgroupKind::Replicated],
        };
        let t = Tiling::from_hlo(&s, 2, 8).unwrap();
        assert_eq!(t.tiles, vec![4, 1]);
        assert_eq!(t.coords[5], vec![2, 0]);
        assert!(t.is_complete());
        assert_eq!(t.to_hlo(), s);
        // P(None, 'y'): devices=[1,2,4]<=[4,2]T(1,0).
        let s = HloSharding::Tiled {
            tile_assignment_dims: vec![1, 2, 4],
            devices: iota_devices(&[4, 2], &[1, 0]).unwrap(),
            last_tile_dims: vec![SubgroupKind::Replicated],
        };
        let t = Tiling::from_hlo(&s, 2, 8).unwrap();
        assert_eq!(t.coords[3], vec![0, 1]);
        assert_eq!(Tiling::from_hlo(&t.to_hlo(), 2, 8).unwrap(), t);
        assert!(Tiling::from_hlo(&s, 2, 4).is_err());
    }

    #[test]
    fn gather_groups() {
        // [4,2] tiles over 8 partitions, row-major.
        let t = Tiling::from_hlo(&HloSharding::iota_tiled(&[4, 2], 1), 2, 8).unwrap();
        assert_eq!(
            t.groups_along(&[0]),
            vec![vec![0, 2, 4, 6], vec![1, 3, 5, 7]]
        );
        assert_eq!(
            t.groups_along(&[1]),
            vec![vec![0, 1], vec![2, 3], vec![4, 5], vec![6, 7]]
        );
        assert_eq!(t.groups_along(&[0, 1]), vec![(0..8).collect::<Vec<_>>()]);
        // Replicas split into separate groups.
        let r = Tiling::from_hlo(&HloSharding::iota_tiled(&[2, 1], 2), 2, 4).unwrap();
        assert_eq!(r.groups_along(&[0]), vec![vec![0, 2], vec![1, 3]]);
        assert!(!Tiling {
            tiles: vec![2, 2],
            coords: vec![vec![0, 0], vec![1, 1]],
        }
        .is_complete());
    }
}
