//! Sibling reductions: several f32 reductions (add, max, min) of one array, directly or
//! through fused elementwise groups that read only it and constants, computed in one sweep.
//! The array is walked in bands that fit in cache; every reduction takes its share of a band
//! while the band is hot, so a large input is read from memory once instead of once per
//! reduction (`jnp.sum(x, 1), jnp.max(x, 0), jnp.sum(x * x)` in one pass).
//!
//! Rows and whole-array reductions keep the exact order of the single-reduction kernels (8-lane
//! sums per row or per 32768-element piece, pieces added in order), so their results are
//! bit-identical to unfused execution. Column sums add per-band partials in band order: a
//! fixed order (bands do not depend on the thread count), not the unfused one. This module
//! plans and runs sets; it does not decide fusion of the elementwise groups themselves.

use super::elem::{new_lit, sl, FloatElem, LiteralMutExt};
use super::fused_block::{Input, Scratch};
use super::fusion::{reduces_leading, reduces_trailing, Access, Group, Step};
use super::reduce::{combine_pieces, LaneFold, LaneSum, SUM_PIECE};
use crate::error::{Error, Result};
use crate::ir::{BinaryOp, CompId, Computation, ElementType, InstId, Literal, Op, Shape};
use std::sync::Arc;

/// Band length floor (elements): long enough to amortise the per-band work.
const MIN_BAND: usize = 1 << 15;
/// Band length ceiling: a band of every member's share must stay cache-sized.
const MAX_BAND: usize = 1 << 20;

#[derive(Copy, Clone, Debug)]
enum Kind {
    /// Trailing dims reduced: rows of this many elements.
    Rows(usize),
    /// Leading dims reduced: columns, rows of this many elements.
    Cols(usize),
    /// Every dim reduced.
    All,
}

#[derive(Clone, Debug)]
struct Member {
    reduce: InstId,
    /// The fused group whose values are reduced; `None`: the source array itself.
    group: Option<usize>,
    op: BinaryOp,
    kind: Kind,
    init: f32,
}

/// Reductions of one source array computed together; see the module docs.
#[derive(Clone, Debug)]
pub(crate) struct SiblingSet {
    source: InstId,
    members: Vec<Member>,
    band: usize,
}

impl SiblingSet {
    pub(crate) fn reduces(&self) -> impl Iterator<Item = InstId> + '_ {
        self.members.iter().map(|m| m.reduce)
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn f32_dims(c: &Computation, id: InstId) -> Option<&[usize]> {
    match &c.inst(id).shape {
        Shape::Array(a) if a.ty == ElementType::F32 => Some(&a.dims),
        _ => None,
    }
}

fn const_f32(consts: &[Option<Arc<Literal>>], id: InstId) -> Option<f32> {
    let l = consts.get(id.index())?.as_ref()?;
    if l.ty() != ElementType::F32 || l.element_count() != 1 {
        return None;
    }
    sl::<f32>(l).first().copied()
}

/// `(source, kind, op, init)` of a step that can join a set.
fn candidate(
    c: &Computation,
    step: Step,
    consts: &[Option<Arc<Literal>>],
    known_binary: &dyn Fn(CompId) -> Option<BinaryOp>,
) -> Option<Member> {
    let (reduce, group, op) = match step {
        Step::Inst(r) => {
            let Op::Reduce { computation, .. } = &c.inst(r).op else {
                return None;
            };
            (r, None, known_binary(*computation)?)
        }
        Step::FusedReduce(g, r, op) => (r, Some(g), op),
        Step::Fused(_) => return None,
    };
    if !matches!(op, BinaryOp::Add | BinaryOp::Maximum | BinaryOp::Minimum) {
        return None;
    }
    let inst = c.inst(reduce);
    let Op::Reduce { dimensions, .. } = &inst.op else {
        return None;
    };
    if inst.operands.len() != 2 {
        return None;
    }
    f32_dims(c, reduce)?;
    let init = const_f32(consts, inst.operands[1])?;
    let dims = f32_dims(c, inst.operands[0])?;
    let (rank, k) = (dims.len(), dimensions.len());
    let kind = if k == rank {
        Kind::All
    } else if reduces_trailing(dimensions, rank) {
        Kind::Rows(dims[rank - k..].iter().product())
    } else if reduces_leading(dimensions) {
        Kind::Cols(dims[k..].iter().product())
    } else {
        return None;
    };
    Some(Member {
        reduce,
        group,
        op,
        kind,
        init,
    })
}

/// The source array a member reads: the reduce's operand, or the one full input of its group
/// (whose other inputs must be constants).
fn source_of(
    c: &Computation,
    m: &Member,
    groups: &[Group],
    consts: &[Option<Arc<Literal>>],
) -> Option<InstId> {
    let Some(g) = m.group else {
        return Some(c.inst(m.reduce).operands[0]);
    };
    let group = &groups[g];
    group.program.as_ref()?;
    let mut src = None;
    for &(v, access) in &group.inputs {
        match access {
            Access::Full if src.is_none() || src == Some(v) => src = Some(v),
            Access::Scalar if consts.get(v.index()).is_some_and(|x| x.is_some()) => {}
            _ => return None,
        }
    }
    let s = src?;
    (f32_dims(c, s)? == f32_dims(c, group.root)?).then_some(s)
}

/// Sets of two or more sibling reductions, with the step index of each member (the first
/// is the leader, which computes the whole set).
pub(crate) fn find_sets(
    c: &Computation,
    steps: &[Step],
    groups: &[Group],
    consts: &[Option<Arc<Literal>>],
    known_binary: &dyn Fn(CompId) -> Option<BinaryOp>,
) -> Vec<(Vec<usize>, SiblingSet)> {
    let mut by_source: Vec<(InstId, Vec<usize>, Vec<Member>)> = Vec::new();
    for (si, &st) in steps.iter().enumerate() {
        let Some(m) = candidate(c, st, consts, known_binary) else {
            continue;
        };
        let Some(src) = source_of(c, &m, groups, consts) else {
            continue;
        };
        match by_source.iter_mut().find(|e| e.0 == src) {
            Some(e) => {
                e.1.push(si);
                e.2.push(m);
            }
            None => by_source.push((src, vec![si], vec![m])),
        }
    }
    let mut sets = Vec::new();
    for (source, at, members) in by_source {
        if members.len() < 2 {
            continue;
        }
        let mut band = 1usize;
        for m in &members {
            let unit = match (m.kind, m.op) {
                (Kind::Rows(r) | Kind::Cols(r), _) => r.max(1),
                (Kind::All, BinaryOp::Add) => SUM_PIECE,
                (Kind::All, _) => 1,
            };
            band = band / gcd(band, unit) * unit;
            if band > MAX_BAND {
                break;
            }
        }
        if band > MAX_BAND {
            continue;
        }
        band *= MIN_BAND.div_ceil(band);
        sets.push((
            at,
            SiblingSet {
                source,
                members,
                band,
            },
        ));
    }
    sets
}

/// What one band contributes to one member.
enum Part {
    Rows(Vec<f32>),
    Cols(Vec<f32>),
    Pieces(Vec<f32>),
    Fold(f32),
}

struct Runner<'a> {
    x: &'a [f32],
    groups: &'a [Group],
    inputs: Vec<Option<Vec<Input<'a>>>>,
}

impl Runner<'_> {
    // Generic and always inlined down to the element loops, so that `band_avx2` compiles
    // them for AVX2 (a `dyn` call would keep them in baseline code).
    #[inline(always)]
    fn feed<F: FnMut(&[f32])>(
        &self,
        k: usize,
        m: &Member,
        s: usize,
        len: usize,
        scr: &mut [Option<Scratch>],
        f: &mut F,
    ) {
        match (m.group, &self.inputs[k], &mut scr[k]) {
            (Some(g), Some(ins), Some(scr)) => {
                if let Some(p) = &self.groups[g].program {
                    p.stream(ins, s, len, scr, f);
                }
            }
            _ => f(&self.x[s..s + len]),
        }
    }

    /// One member's share of band `[s0, s1)`, in AVX2 code when the CPU has it.
    fn band_dispatch(
        &self,
        k: usize,
        m: &Member,
        s0: usize,
        s1: usize,
        scr: &mut [Option<Scratch>],
    ) -> Part {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU supports AVX2 (checked just above).
            return unsafe { self.band_avx2(k, m, s0, s1, scr) };
        }
        self.band(k, m, s0, s1, scr)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    unsafe fn band_avx2(
        &self,
        k: usize,
        m: &Member,
        s0: usize,
        s1: usize,
        scr: &mut [Option<Scratch>],
    ) -> Part {
        self.band(k, m, s0, s1, scr)
    }

    #[inline(always)]
    fn band(
        &self,
        k: usize,
        m: &Member,
        s0: usize,
        s1: usize,
        scr: &mut [Option<Scratch>],
    ) -> Part {
        match m.op {
            BinaryOp::Maximum => self.band_with(k, m, s0, s1, scr, |a: f32, b: f32| a.xmax(b)),
            BinaryOp::Minimum => self.band_with(k, m, s0, s1, scr, |a: f32, b: f32| a.xmin(b)),
            _ => self.band_with(k, m, s0, s1, scr, |a: f32, b: f32| a + b),
        }
    }

    /// 8-lane sum of one piece (at most `SUM_PIECE` values).
    #[inline(always)]
    fn piece_sum(
        &self,
        k: usize,
        m: &Member,
        s: usize,
        len: usize,
        scr: &mut [Option<Scratch>],
    ) -> f32 {
        let mut acc = LaneSum::default();
        self.feed(k, m, s, len, scr, &mut |c| acc.push(c));
        acc.finish()
    }

    #[inline(always)]
    fn band_with(
        &self,
        k: usize,
        m: &Member,
        s0: usize,
        s1: usize,
        scr: &mut [Option<Scratch>],
        f: impl Fn(f32, f32) -> f32 + Copy,
    ) -> Part {
        let add = m.op == BinaryOp::Add;
        match m.kind {
            Kind::Rows(r) => {
                let mut out = Vec::with_capacity((s1 - s0) / r.max(1));
                for s in (s0..s1).step_by(r.max(1)) {
                    out.push(if add && r <= SUM_PIECE {
                        combine_pieces(m.init, [self.piece_sum(k, m, s, r, scr)])
                    } else if add {
                        let mut pieces = Vec::with_capacity(r.div_ceil(SUM_PIECE));
                        for p in (0..r).step_by(SUM_PIECE) {
                            pieces.push(self.piece_sum(k, m, s + p, SUM_PIECE.min(r - p), scr));
                        }
                        combine_pieces(m.init, pieces)
                    } else {
                        let mut lanes = LaneFold::new(m.init, m.op);
                        self.feed(k, m, s, r, scr, &mut |c| lanes.push(c, f));
                        lanes.finish(f)
                    });
                }
                Part::Rows(out)
            }
            Kind::Cols(inner) => {
                // Two buffers: `acc[j] = f(acc[j], v)` in place lets LLVM turn the select of
                // max/min into a masked store, which is slow; writing elsewhere keeps it a
                // plain vector store.
                let mut acc = vec![0f32; inner];
                let mut next = vec![0f32; inner];
                let mut first = true;
                for s in (s0..s1).step_by(inner.max(1)) {
                    let mut j = 0;
                    self.feed(k, m, s, inner, scr, &mut |c| {
                        let n = c.len();
                        if first {
                            next[j..j + n].copy_from_slice(c);
                        } else {
                            let (a, o) = (&acc[j..j + n], &mut next[j..j + n]);
                            for i in 0..n {
                                o[i] = f(a[i], c[i]);
                            }
                        }
                        j += n;
                    });
                    std::mem::swap(&mut acc, &mut next);
                    first = false;
                }
                Part::Cols(acc)
            }
            Kind::All if add => {
                let mut pieces = Vec::with_capacity((s1 - s0).div_ceil(SUM_PIECE));
                for p in (s0..s1).step_by(SUM_PIECE) {
                    pieces.push(self.piece_sum(k, m, p, SUM_PIECE.min(s1 - p), scr));
                }
                Part::Pieces(pieces)
            }
            Kind::All => {
                let mut lanes = LaneFold::new(m.init, m.op);
                self.feed(k, m, s0, s1 - s0, scr, &mut |c| lanes.push(c, f));
                Part::Fold(lanes.finish(f))
            }
        }
    }
}

/// Runs a set: every member's output, in member order.
pub(crate) fn run_set(
    c: &Computation,
    set: &SiblingSet,
    groups: &[Group],
    value: &dyn Fn(InstId) -> Result<Arc<Literal>>,
) -> Result<Vec<(InstId, Literal)>> {
    let src = value(set.source)?;
    let x: &[f32] = sl::<f32>(&src);
    // Keep every group input alive for the run.
    let mut held: Vec<Vec<(Arc<Literal>, Access)>> = Vec::new();
    for m in &set.members {
        let mut v = Vec::new();
        if let Some(g) = m.group {
            for &(id, access) in &groups[g].inputs {
                v.push((value(id)?, access));
            }
        }
        held.push(v);
    }
    let runner = Runner {
        x,
        groups,
        inputs: set
            .members
            .iter()
            .zip(&held)
            .map(|(m, h)| {
                m.group
                    .map(|_| h.iter().map(|(l, access)| Input::lit(l, *access)).collect())
            })
            .collect(),
    };
    let total = x.len();
    let bands = total.div_ceil(set.band);
    let scratch = || -> Vec<Option<Scratch>> {
        set.members
            .iter()
            .map(|m| {
                let g = &groups[m.group?];
                g.program.as_ref().map(|p| p.scratch(g.inputs.len()))
            })
            .collect()
    };
    let one_band = |scr: &mut Vec<Option<Scratch>>, b: usize| -> Vec<Part> {
        let (s0, s1) = (b * set.band, ((b + 1) * set.band).min(total));
        set.members
            .iter()
            .enumerate()
            .map(|(k, m)| runner.band_dispatch(k, m, s0, s1, scr))
            .collect()
    };
    let parts: Vec<Vec<Part>> = super::par::map_init(bands, scratch, one_band);
    let mut outs = Vec::new();
    for (k, m) in set.members.iter().enumerate() {
        let shape = match &c.inst(m.reduce).shape {
            Shape::Array(a) => a.clone(),
            _ => return Err(Error::internal("sibling reduce of a non-array")),
        };
        let mut lit = new_lit(ElementType::F32, &shape.dims)?;
        let o: &mut [f32] = lit.data_mut_slice();
        let f = |a: f32, b: f32| match m.op {
            BinaryOp::Maximum => a.xmax(b),
            BinaryOp::Minimum => a.xmin(b),
            _ => a + b,
        };
        match m.kind {
            Kind::Rows(_) => {
                let mut at = 0;
                for band in &parts {
                    if let Part::Rows(v) = &band[k] {
                        o[at..at + v.len()].copy_from_slice(v);
                        at += v.len();
                    }
                }
            }
            Kind::Cols(_) => {
                let mut first = true;
                for band in &parts {
                    if let Part::Cols(v) = &band[k] {
                        if first {
                            o.copy_from_slice(v);
                            first = false;
                        } else {
                            for (a, &p) in o.iter_mut().zip(v) {
                                *a = f(*a, p);
                            }
                        }
                    }
                }
                if first {
                    o.fill(m.init);
                } else {
                    for a in o.iter_mut() {
                        *a = f(m.init, *a);
                    }
                }
            }
            Kind::All => {
                let mut pieces = Vec::new();
                let mut acc = m.init;
                for band in &parts {
                    match &band[k] {
                        Part::Pieces(v) => pieces.extend_from_slice(v),
                        Part::Fold(v) => acc = f(acc, *v),
                        _ => {}
                    }
                }
                o[0] = if m.op == BinaryOp::Add {
                    combine_pieces(m.init, pieces)
                } else {
                    acc
                };
            }
        }
        outs.push((m.reduce, lit));
    }
    Ok(outs)
}
