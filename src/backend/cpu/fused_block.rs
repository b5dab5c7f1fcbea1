//! Block programs: the fast way to run a fused elementwise group whose values are all f32 or
//! pred (the bulk of what JAX models compute). At compile time the group becomes a short list
//! of typed instructions over a few reusable block registers; at run time each block of the
//! output is computed with no allocation, reading full inputs in place and scalars as
//! constants, and the root writes straight into the output.
//!
//! Element semantics come from the same tables as the whole-literal kernels
//! (`elementwise::visit_float_*`), so fused and unfused results are bit-identical. Groups with
//! any other type or op keep the general block path in `interp`.

use super::elementwise::{
    clamp_float, visit_float_binary, visit_float_compare, visit_float_unary, FloatBinaryVisitor,
    FloatCompareVisitor, FloatUnaryVisitor,
};
use super::fusion::{Access, Group, Src};
use super::par;
use super::reduce::{combine_pieces, LaneFold, LaneSum, SUM_PIECE};
use crate::error::Result;
use crate::ir::{ArrayShape, Op, UnaryOp};
use crate::ir::{BinaryOp, CompareType, ComparisonDirection, Computation, ElementType, Literal};
use std::mem::MaybeUninit;

/// Elements a block program computes at once, the size of each of its registers: they stay in
/// L1/L2 while a group runs.
const REGISTER_ELEMS: usize = 2048;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Vt {
    F32,
    Pred,
}

impl Vt {
    fn of(ty: ElementType) -> Option<Vt> {
        match ty {
            ElementType::F32 => Some(Vt::F32),
            ElementType::Pred => Some(Vt::Pred),
            _ => None,
        }
    }
}

#[derive(Copy, Clone, Debug)]
enum Kernel {
    Unary(UnaryOp),
    IsFinite,
    Binary(BinaryOp),
    Compare(ComparisonDirection, bool),
    Select,
    Clamp,
    Not,
    PredBinary(BinaryOp),
}

#[derive(Copy, Clone, Debug)]
enum Arg {
    Input(usize),
    Reg(usize),
}

#[derive(Clone, Debug)]
struct Instr {
    kernel: Kernel,
    /// Arguments with their value types.
    args: Vec<(Arg, Vt)>,
    /// Register of the result; `None` for the root, which writes into the output.
    out: Option<usize>,
}

/// A compiled group; see the module docs.
#[derive(Clone, Debug)]
pub(crate) struct BlockProgram {
    instrs: Vec<Instr>,
    inputs: Vec<(Vt, Access)>,
    f32_regs: usize,
    pred_regs: usize,
    out: Vt,
    /// Output elements per block in `run`: whole periods of the row/column broadcasts when
    /// they all share one (then every block reads them in place, row by row), else
    /// `REGISTER_ELEMS`.
    run_block: usize,
    /// That shared period, when there is one.
    period: Option<usize>,
}

fn kernel_of(op: &Op, arg_vts: &[Vt]) -> Option<(Kernel, Vt)> {
    use Vt::*;
    Some(match (op, arg_vts) {
        (Op::Unary(UnaryOp::IsFinite), [F32]) => (Kernel::IsFinite, Pred),
        (Op::Unary(UnaryOp::Not), [Pred]) => (Kernel::Not, Pred),
        (Op::Unary(u), [F32]) => {
            visit_float_unary::<f32, _>(*u, Probe)?;
            (Kernel::Unary(*u), F32)
        }
        (Op::Binary(b), [F32, F32]) => {
            visit_float_binary::<f32, _>(*b, Probe)?;
            (Kernel::Binary(*b), F32)
        }
        (Op::Binary(b @ (BinaryOp::And | BinaryOp::Or | BinaryOp::Xor)), [Pred, Pred]) => {
            (Kernel::PredBinary(*b), Pred)
        }
        (
            Op::Compare {
                direction,
                compare_type,
            },
            [F32, F32],
        ) => (
            Kernel::Compare(*direction, *compare_type == Some(CompareType::TotalOrder)),
            Pred,
        ),
        (Op::Select, [Pred, F32, F32]) => (Kernel::Select, F32),
        (Op::Clamp, [F32, F32, F32]) => (Kernel::Clamp, F32),
        _ => return None,
    })
}

/// Answers "does this op have an element function" without building anything.
struct Probe;
impl FloatUnaryVisitor<f32> for Probe {
    type Out = ();
    fn visit<F: Fn(f32) -> f32 + Copy + Send + Sync>(self, _f: F) {}
}
impl FloatBinaryVisitor<f32> for Probe {
    type Out = ();
    fn visit<F: Fn(f32, f32) -> f32 + Copy + Send + Sync>(self, _f: F) {}
}

/// Compiles `g` into a block program when every value in it is f32 or pred and every op has
/// a block kernel.
pub(crate) fn compile(c: &Computation, g: &Group) -> Option<BlockProgram> {
    let inputs: Vec<(Vt, Access)> = g
        .inputs
        .iter()
        .map(|&(id, a)| Some((Vt::of(c.inst(id).shape.as_array()?.ty)?, a)))
        .collect::<Option<_>>()?;
    let n = g.members.len();
    // Last member index that reads each member's value, for register reuse.
    let last_use = crate::ir::analysis::last_reads(
        n,
        g.members.iter().map(|m| {
            m.srcs.iter().filter_map(|s| match *s {
                Src::Member(k) => Some(k),
                Src::Input(_) => None,
            })
        }),
    );
    let mut vts: Vec<Vt> = Vec::with_capacity(n);
    let mut reg_of: Vec<usize> = Vec::with_capacity(n);
    let (mut free_f, mut free_p): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    let (mut nf, mut np) = (0usize, 0usize);
    let mut instrs = Vec::with_capacity(n);
    for (j, m) in g.members.iter().enumerate() {
        let inst = c.inst(m.inst);
        let mut arg_vts = Vec::with_capacity(m.srcs.len());
        let mut args = Vec::with_capacity(m.srcs.len());
        for s in &m.srcs {
            match *s {
                Src::Input(k) => {
                    arg_vts.push(inputs.get(k)?.0);
                    args.push(Arg::Input(k));
                }
                Src::Member(k) => {
                    arg_vts.push(*vts.get(k)?);
                    args.push(Arg::Reg(*reg_of.get(k)?));
                }
            }
        }
        let (kernel, vt) = kernel_of(&inst.op, &arg_vts)?;
        let args: Vec<(Arg, Vt)> = args.into_iter().zip(arg_vts).collect();
        if Vt::of(inst.shape.as_array()?.ty) != Some(vt) {
            return None;
        }
        let is_root = j + 1 == n;
        // Allocate the result before freeing the arguments, so no kernel writes a register
        // it reads.
        let out = if is_root {
            None
        } else {
            Some(match vt {
                Vt::F32 => free_f.pop().unwrap_or_else(|| {
                    nf += 1;
                    nf - 1
                }),
                Vt::Pred => free_p.pop().unwrap_or_else(|| {
                    np += 1;
                    np - 1
                }),
            })
        };
        for s in &m.srcs {
            if let Src::Member(k) = *s {
                if last_use.get(k) == Some(&Some(j)) {
                    let r = reg_of[k];
                    let list = if vts[k] == Vt::F32 {
                        &mut free_f
                    } else {
                        &mut free_p
                    };
                    if !list.contains(&r) {
                        list.push(r);
                    }
                }
            }
        }
        vts.push(vt);
        reg_of.push(out.unwrap_or(usize::MAX));
        instrs.push(Instr { kernel, args, out });
    }
    let out = *vts.last()?;
    let periods: Vec<usize> = inputs
        .iter()
        .filter_map(|(_, a)| match a {
            Access::Row(p) | Access::Col(p) => Some(*p),
            _ => None,
        })
        .collect();
    let period = match periods.first() {
        Some(&p) if (64..=REGISTER_ELEMS).contains(&p) && periods.iter().all(|&q| q == p) => {
            Some(p)
        }
        _ => None,
    };
    // As many whole rows as fit: the per-block work (operand set-up, one dispatch per
    // instruction) is then shared by several rows.
    let run_block = period.map_or(REGISTER_ELEMS, |p| p * (REGISTER_ELEMS / p));
    Some(BlockProgram {
        instrs,
        inputs,
        f32_regs: nf,
        pred_regs: np,
        out,
        run_block,
        period,
    })
}

/// One operand of a block kernel.
#[derive(Copy, Clone)]
enum Opnd<'a, T> {
    Slice(&'a [T]),
    Splat(T),
}

impl<'a, T: Copy> Opnd<'a, T> {
    #[inline(always)]
    fn get(&self, i: usize) -> T {
        match self {
            Opnd::Slice(s) => s[i],
            Opnd::Splat(v) => *v,
        }
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
impl<'a> Opnd<'a, f32> {
    /// This operand for the SIMD128 loops.
    #[inline(always)]
    fn side(self) -> super::simd128::Side<'a> {
        match self {
            Opnd::Slice(s) => super::simd128::Side::Slice(s),
            Opnd::Splat(v) => super::simd128::Side::Splat(v),
        }
    }
}

// Plain index loops rather than iterator adapters: `Zip::fold` is a separate generic function
// that LLVM may leave out of line, compiled for the baseline target, which would take the
// loop out of the AVX2 copy of `exec`.
#[inline(always)]
fn map1<A: Copy, R: Copy>(a: Opnd<A>, o: &mut [MaybeUninit<R>], f: impl Fn(A) -> R) {
    let n = o.len();
    match a {
        Opnd::Slice(a) => {
            let a = &a[..n];
            for i in 0..n {
                o[i].write(f(a[i]));
            }
        }
        Opnd::Splat(x) => {
            let v = f(x);
            fill(o, v);
        }
    }
}

#[inline(always)]
fn map2<A: Copy, B: Copy, R: Copy>(
    a: Opnd<A>,
    b: Opnd<B>,
    o: &mut [MaybeUninit<R>],
    f: impl Fn(A, B) -> R,
) {
    let n = o.len();
    match (a, b) {
        (Opnd::Slice(a), Opnd::Slice(b)) => {
            let (a, b) = (&a[..n], &b[..n]);
            for i in 0..n {
                o[i].write(f(a[i], b[i]));
            }
        }
        (Opnd::Splat(x), Opnd::Slice(b)) => {
            let b = &b[..n];
            for i in 0..n {
                o[i].write(f(x, b[i]));
            }
        }
        (Opnd::Slice(a), Opnd::Splat(y)) => {
            let a = &a[..n];
            for i in 0..n {
                o[i].write(f(a[i], y));
            }
        }
        (Opnd::Splat(x), Opnd::Splat(y)) => fill(o, f(x, y)),
    }
}

#[inline(always)]
fn map3<A: Copy, B: Copy, C: Copy, R>(
    a: Opnd<A>,
    b: Opnd<B>,
    c: Opnd<C>,
    o: &mut [MaybeUninit<R>],
    f: impl Fn(A, B, C) -> R,
) {
    for (i, o) in o.iter_mut().enumerate() {
        o.write(f(a.get(i), b.get(i), c.get(i)));
    }
}

#[inline(always)]
fn fill<R: Copy>(o: &mut [MaybeUninit<R>], v: R) {
    for x in o.iter_mut() {
        x.write(v);
    }
}

/// Initialised elements viewed as writable slots, so registers and the (uninitialised)
/// output share one kernel signature. Kernels only ever store whole valid values through
/// the view, never an uninitialised one, so the elements stay initialised.
fn as_slots<T>(v: &mut [T]) -> &mut [MaybeUninit<T>] {
    // SAFETY: MaybeUninit<T> has T's layout; see above for why no element is de-initialised.
    unsafe { &mut *(v as *mut [T] as *mut [MaybeUninit<T>]) }
}

/// A block operand as read from a group input: flat, or (for a block of whole rows of the
/// program's period `p`) a column broadcast read row by row, `PerRow`: one value per row.
/// Kernels then run row by row over flat views, so each element gets exactly the value the
/// flat form would give. (Row broadcasts are flat: a tiling of the row, see `block_of`.)
#[derive(Copy, Clone)]
enum BOpnd<'a, T> {
    Flat(Opnd<'a, T>),
    PerRow(&'a [T]),
}

impl<'a, T: Copy> BOpnd<'a, T> {
    /// Row `r` (of `p` elements) as a flat operand.
    #[inline(always)]
    fn row(self, r: usize, p: usize) -> Opnd<'a, T> {
        match self {
            BOpnd::Flat(Opnd::Slice(s)) => Opnd::Slice(&s[r * p..(r + 1) * p]),
            BOpnd::Flat(o) => o,
            BOpnd::PerRow(d) => Opnd::Splat(d[r]),
        }
    }

    fn is_rows(&self) -> bool {
        !matches!(self, BOpnd::Flat(_))
    }
}

struct Un<'a, 'o>(Opnd<'a, f32>, &'o mut [MaybeUninit<f32>]);
impl FloatUnaryVisitor<f32> for Un<'_, '_> {
    type Out = ();
    #[inline(always)]
    fn visit<F: Fn(f32) -> f32 + Copy + Send + Sync>(self, f: F) {
        map1(self.0, self.1, f)
    }
}

struct Bin<'a, 'o>(Opnd<'a, f32>, Opnd<'a, f32>, &'o mut [MaybeUninit<f32>]);
impl FloatBinaryVisitor<f32> for Bin<'_, '_> {
    type Out = ();
    #[inline(always)]
    fn visit<F: Fn(f32, f32) -> f32 + Copy + Send + Sync>(self, f: F) {
        map2(self.0, self.1, self.2, f)
    }
}

struct Cmp<'a, 'o>(Opnd<'a, f32>, Opnd<'a, f32>, &'o mut [MaybeUninit<u8>]);
impl FloatCompareVisitor<f32> for Cmp<'_, '_> {
    type Out = ();
    #[inline(always)]
    fn visit<F: Fn(f32, f32) -> u8 + Copy + Send + Sync>(self, f: F) {
        map2(self.0, self.1, self.2, f)
    }
}

/// Folds blocks into an accumulator with a visited reducer function.
/// `.2`: the reducer when it folds in lanes (max/min, see `LaneFold`); `None`: strictly in
/// order (multiply).
struct Fold<'a, 'b>(
    &'a mut f32,
    &'b mut dyn FnMut(&mut dyn FnMut(&[f32])),
    Option<BinaryOp>,
);

impl Fold<'_, '_> {
    /// The fold for reducer `op`: in lanes unless it is multiply.
    fn lanes_for(op: BinaryOp) -> Option<BinaryOp> {
        (op != BinaryOp::Multiply).then_some(op)
    }
}

impl FloatBinaryVisitor<f32> for Fold<'_, '_> {
    type Out = ();
    fn visit<F: Fn(f32, f32) -> f32 + Copy + Send + Sync>(self, f: F) {
        let acc = self.0;
        if let Some(op) = self.2 {
            let mut lanes = LaneFold::new(*acc, op);
            (self.1)(&mut |c: &[f32]| lanes.push(c, f));
            *acc = lanes.finish(f);
        } else {
            (self.1)(&mut |c: &[f32]| {
                *acc = c.iter().fold(*acc, |a, &b| f(a, b));
            });
        }
    }
}

/// Folds streamed values into columns: value `i` of the stream goes to column `i mod k`
/// (`k = acc.len()`), rows strictly in order.
struct FoldCols<'a, 'b>(&'a mut [f32], &'b mut dyn FnMut(&mut dyn FnMut(&[f32])));
impl FloatBinaryVisitor<f32> for FoldCols<'_, '_> {
    type Out = ();
    fn visit<F: Fn(f32, f32) -> f32 + Copy + Send + Sync>(self, f: F) {
        let acc = self.0;
        let k = acc.len();
        let mut col = 0;
        (self.1)(&mut |c: &[f32]| {
            for &v in c {
                acc[col] = f(acc[col], v);
                col += 1;
                if col == k {
                    col = 0;
                }
            }
        });
    }
}

/// One row's reduction from a single block of its values: what the row paths compute when
/// the row is one block (a row of at most `REGISTER_ELEMS` elements).
fn fold_row(op: BinaryOp, init: f32, c: &[f32]) -> f32 {
    if op == BinaryOp::Add {
        let mut acc = LaneSum::default();
        acc.push(c);
        combine_pieces(init, [acc.finish()])
    } else {
        let mut acc = init;
        let mut feed = |f: &mut dyn FnMut(&[f32])| f(c);
        let lanes = Fold::lanes_for(op);
        let folded = visit_float_binary(op, Fold(&mut acc, &mut feed, lanes));
        debug_assert!(
            folded.is_some(),
            "fused reductions are planned for float reducers only"
        );
        acc
    }
}

/// Rows of `r` elements computed several to a block when at least two fit.
fn rows_per_block(r: usize) -> usize {
    if r > 0 && r <= REGISTER_ELEMS / 2 {
        REGISTER_ELEMS / r
    } else {
        1
    }
}

/// Per-thread scratch: registers, the root's block, and the expanded row/column inputs.
pub(crate) struct Scratch {
    f: Vec<Vec<f32>>,
    p: Vec<Vec<u8>>,
    root_f: Vec<f32>,
    root_p: Vec<u8>,
    in_f: Vec<Vec<f32>>,
    in_p: Vec<Vec<u8>>,
    /// What each input's buffer (`in_f`/`in_p`) holds when it holds a row broadcast's tiling,
    /// which every block starting at the same place in the row reads again.
    tiled: Vec<Option<Tiling>>,
}

/// A row broadcast's tiling in an input buffer: the row's data (by address: a scratch lives
/// for one run of its program, over inputs that do not change), its length, and where in the
/// row the buffer starts.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Tiling {
    data: usize,
    row: usize,
    offset: usize,
}

/// A group input as the program sees it: typed data and how it is read.
pub(crate) struct Input<'a> {
    pub data: InputData<'a>,
    pub access: Access,
}

impl<'a> Input<'a> {
    /// A literal read with `access`.
    pub(crate) fn lit(lit: &'a Literal, access: Access) -> Self {
        Input {
            data: InputData::Lit(lit),
            access,
        }
    }
}

/// Where an input's elements are.
pub(crate) enum InputData<'a> {
    Lit(&'a Literal),
    /// Elements `[first, first + f32s.len())` of a full-access f32 input (the rows of a
    /// product that a dot epilogue has just computed); only those are ever read.
    Window {
        f32s: &'a [f32],
        first: usize,
    },
}

/// Where a kernel writes: a register, or (for the root in `run`) the output itself.
enum Dst<'a> {
    F(&'a mut [MaybeUninit<f32>]),
    P(&'a mut [MaybeUninit<u8>]),
}

/// Reads block `[s, s + len)` of an input: in place when it is contiguous, row by row when
/// the block is whole rows of the program's `period` and the input a column broadcast, else
/// from `buf`: a row broadcast's tiling (made once per place in the row where blocks start,
/// `tiled` saying which), or a column broadcast expanded.
fn block_of<'a, T: bytemuck::Pod>(
    data: &'a [T],
    access: Access,
    s: usize,
    len: usize,
    period: Option<usize>,
    buf: &'a mut Vec<T>,
    tiled: &mut Option<Tiling>,
) -> BOpnd<'a, T> {
    let whole_rows =
        |p: usize| period == Some(p) && s.is_multiple_of(p) && len.is_multiple_of(p) && len > p;
    BOpnd::Flat(match access {
        Access::Full => Opnd::Slice(&data[s..s + len]),
        Access::Scalar => Opnd::Splat(data[0]),
        Access::Col(inner) if whole_rows(inner) => {
            return BOpnd::PerRow(&data[s / inner..(s + len) / inner])
        }
        Access::Row(inner) => {
            let inner = inner.max(1);
            let offset = s % inner;
            if offset + len <= inner {
                return BOpnd::Flat(Opnd::Slice(&data[offset..offset + len]));
            }
            // One flat operand rather than a kernel call per row: rows are often short (a
            // convolution's 32 or 64 channels), and blocks start at the same few places.
            let key = Tiling {
                data: data.as_ptr() as usize,
                row: inner,
                offset,
            };
            if *tiled != Some(key) || buf.len() < len {
                buf.clear();
                let mut pos = offset;
                while buf.len() < len {
                    let take = (inner - pos).min(len - buf.len());
                    buf.extend_from_slice(&data[pos..pos + take]);
                    pos = 0;
                }
                *tiled = Some(key);
            }
            Opnd::Slice(&buf[..len])
        }
        Access::Col(inner) => {
            let inner = inner.max(1);
            let (first, last) = (s / inner, (s + len - 1) / inner);
            if first == last {
                return BOpnd::Flat(Opnd::Splat(data[first]));
            }
            buf.clear();
            let mut i = s;
            while i < s + len {
                let row = i / inner;
                let end = ((row + 1) * inner).min(s + len);
                buf.extend(std::iter::repeat_n(data[row], end - i));
                i = end;
            }
            *tiled = None;
            Opnd::Slice(&buf[..])
        }
    })
}

impl BlockProgram {
    pub(crate) fn outputs_f32(&self) -> bool {
        self.out == Vt::F32
    }

    pub(crate) fn scratch(&self, n_inputs: usize) -> Scratch {
        let (rf, rp) = match self.out {
            Vt::F32 => (REGISTER_ELEMS, 0),
            Vt::Pred => (0, REGISTER_ELEMS),
        };
        Scratch {
            f: vec![vec![0f32; REGISTER_ELEMS]; self.f32_regs],
            p: vec![vec![0u8; REGISTER_ELEMS]; self.pred_regs],
            root_f: vec![0f32; rf],
            root_p: vec![0u8; rp],
            in_f: (0..n_inputs).map(|_| Vec::new()).collect(),
            in_p: (0..n_inputs).map(|_| Vec::new()).collect(),
            tiled: vec![None; n_inputs],
        }
    }

    /// Runs the program over every element of `shape` (f32 or pred, as compiled).
    pub(crate) fn run(&self, inputs: &[Input], shape: ArrayShape) -> Result<Literal> {
        let n = shape.element_count();
        let new_scratch = || self.scratch(inputs.len());
        // SAFETY: `drive` writes every output element (each block's root kernel writes its
        // whole chunk, and the chunks tile the output).
        let lit = unsafe {
            Literal::new_filled(shape, |bytes| match self.out {
                Vt::F32 => self.drive(uninit_cast::<f32>(bytes), n, inputs, new_scratch, |c| {
                    Dst::F(c)
                }),
                Vt::Pred => self.drive(uninit_cast::<u8>(bytes), n, inputs, new_scratch, |c| {
                    Dst::P(c)
                }),
            })
        };
        Ok(lit?)
    }

    fn drive<T: Copy + Send>(
        &self,
        o: &mut [MaybeUninit<T>],
        n: usize,
        inputs: &[Input],
        new_scratch: impl Fn() -> Scratch + Sync + Send,
        dst: fn(&mut [MaybeUninit<T>]) -> Dst<'_>,
    ) {
        let blk = self.run_block;
        let one = |scr: &mut Scratch, bi: usize, c: &mut [MaybeUninit<T>]| {
            let len = c.len();
            self.block(inputs, bi * blk, len, scr, Some(dst(c)));
        };
        if n >= 4 * REGISTER_ELEMS {
            par::chunks_mut_init(o, blk, &new_scratch, one);
            return;
        }
        let mut scr = new_scratch();
        for (bi, c) in o.chunks_mut(blk).enumerate() {
            one(&mut scr, bi, c);
        }
    }

    /// Computes elements `[first, first + out.len())` of the program's f32 output into `out`
    /// on the calling thread, block by block (blocks at the same element boundaries as
    /// `run`'s, so broadcasts are read the same way): the epilogue of a product, run on the
    /// rows a task of the product has just finished while they are in cache.
    pub(crate) fn run_window(
        &self,
        inputs: &[Input],
        first: usize,
        out: &mut [MaybeUninit<f32>],
        scr: &mut Scratch,
    ) {
        debug_assert!(self.outputs_f32());
        let blk = self.run_block;
        let end = first + out.len();
        let mut s = first;
        while s < end {
            let e = ((s / blk + 1) * blk).min(end);
            let dst = &mut out[s - first..e - first];
            self.block(inputs, s, e - s, scr, Some(Dst::F(dst)));
            s = e;
        }
    }

    /// Runs the program over `shape` like `run`, and in the same sweep reduces its values as
    /// `red.len()` rows with `op` from `init`: a group whose value is both stored and reduced
    /// (softmax's `exp`) is read once. Same order of operations as `reduce_rows`, so the
    /// reduction is bit-identical to a separate one.
    pub(crate) fn run_and_reduce_rows(
        &self,
        inputs: &[Input],
        shape: ArrayShape,
        init: f32,
        op: BinaryOp,
        red: &mut [f32],
    ) -> Result<Literal> {
        let n = shape.element_count();
        let rows = red.len();
        let r = n.checked_div(rows).unwrap_or(0);
        let new_scratch = || self.scratch(inputs.len());
        // One row: its values go to `dst` and into the reduction.
        let row = |scr: &mut Scratch, s: usize, dst: &mut [MaybeUninit<f32>]| -> f32 {
            let mut at = 0;
            let mut store = |c: &[f32]| {
                for (d, &v) in dst[at..at + c.len()].iter_mut().zip(c) {
                    d.write(v);
                }
                at += c.len();
            };
            if op == BinaryOp::Add {
                let mut pieces = Vec::with_capacity(r.div_ceil(SUM_PIECE).max(1));
                for p in (0..r).step_by(SUM_PIECE) {
                    let mut acc = LaneSum::default();
                    self.stream(
                        inputs,
                        s + p,
                        SUM_PIECE.min(r - p),
                        scr,
                        &mut |c: &[f32]| {
                            store(c);
                            acc.push(c);
                        },
                    );
                    pieces.push(acc.finish());
                }
                combine_pieces(init, pieces)
            } else {
                let mut acc = init;
                let mut feed = |f: &mut dyn FnMut(&[f32])| {
                    self.stream(inputs, s, r, scr, &mut |c: &[f32]| {
                        store(c);
                        f(c);
                    })
                };
                let lanes = Fold::lanes_for(op);
                let folded = visit_float_binary(op, Fold(&mut acc, &mut feed, lanes));
                debug_assert!(
                    folded.is_some(),
                    "fused reductions are planned for float reducers only"
                );
                acc
            }
        };
        // Short rows several to a block, as in `reduce_rows`.
        let per_block = rows_per_block(r);
        let rows_from =
            |scr: &mut Scratch, first: usize, rv: &mut [f32], ov: &mut [MaybeUninit<f32>]| {
                if per_block < 2 {
                    for (k, (v, dst)) in rv.iter_mut().zip(ov.chunks_mut(r)).enumerate() {
                        *v = row(scr, (first + k) * r, dst);
                    }
                    return;
                }
                for (g, (rg, og)) in rv
                    .chunks_mut(per_block)
                    .zip(ov.chunks_mut(per_block * r))
                    .enumerate()
                {
                    let len = rg.len() * r;
                    self.block(inputs, (first + g * per_block) * r, len, scr, None);
                    let vals = &scr.root_f[..len];
                    for (d, &v) in og.iter_mut().zip(vals) {
                        d.write(v);
                    }
                    for (j, v) in rg.iter_mut().enumerate() {
                        *v = fold_row(op, init, &vals[j * r..(j + 1) * r]);
                    }
                }
            };
        // SAFETY: every output element is written: the rows tile the output and each row's
        // values (its stream, or its share of a block) cover it.
        let lit = unsafe {
            Literal::new_filled(shape, |bytes| {
                let o = uninit_cast::<f32>(bytes);
                if r == 0 {
                    red.fill(init);
                    return;
                }
                if n >= 4 * REGISTER_ELEMS && rows > 1 {
                    let per = (4 * REGISTER_ELEMS / r).max(1);
                    let pairs: Vec<_> = red.chunks_mut(per).zip(o.chunks_mut(per * r)).collect();
                    par::items_init(pairs, new_scratch, |scr, ci, (rv, ov)| {
                        rows_from(scr, ci * per, rv, ov)
                    });
                    return;
                }
                let mut scr = new_scratch();
                rows_from(&mut scr, 0, red, o);
            })
        };
        Ok(lit?)
    }

    /// Hands values `[s, s + len)` of the program (f32 output) to `f`, block by block.
    #[inline(always)]
    pub(crate) fn stream<F: FnMut(&[f32]) + ?Sized>(
        &self,
        inputs: &[Input],
        s: usize,
        len: usize,
        scr: &mut Scratch,
        f: &mut F,
    ) {
        let mut i = 0;
        while i < len {
            let b = REGISTER_ELEMS.min(len - i);
            self.block(inputs, s + i, b, scr, None);
            f(&scr.root_f[..b]);
            i += b;
        }
    }

    /// Reduces the program's f32 values over their leading dims: `rows` rows of `out.len()`
    /// columns, `out[j] = op(.. op(op(init, v[0][j]), v[1][j]) .., v[rows - 1][j])`, streaming
    /// the values in blocks and never storing them. Rows strictly in order, as the unfused
    /// column reduction folds them, so the results are bit-identical to it. One thread: a
    /// column reduction of a fused group is what keeps a program that broadcasts a small
    /// array to an enormous one and reduces it back in constant memory.
    pub(crate) fn reduce_cols(
        &self,
        inputs: &[Input],
        init: f32,
        op: BinaryOp,
        rows: usize,
        out: &mut [f32],
    ) {
        out.fill(init);
        let k = out.len();
        if k == 0 {
            return;
        }
        let mut scr = self.scratch(inputs.len());
        let mut feed =
            |g: &mut dyn FnMut(&[f32])| self.stream(inputs, 0, rows.saturating_mul(k), &mut scr, g);
        visit_float_binary(op, FoldCols(out, &mut feed));
    }

    /// Reduces the program's f32 values as `out.len()` rows of `r` elements with `op`
    /// (add, multiply, maximum or minimum) from `init`, computing each row in blocks and never
    /// storing it. Same order of operations as the unfused reduce kernels, so the results are
    /// bit-identical to them.
    pub(crate) fn reduce_rows(
        &self,
        inputs: &[Input],
        init: f32,
        op: BinaryOp,
        r: usize,
        out: &mut [f32],
    ) {
        let new_scratch = || self.scratch(inputs.len());
        // Values [s, s + len) of the group, in blocks, handed to `f`.
        let blocks = |scr: &mut Scratch, s: usize, len: usize, f: &mut dyn FnMut(&[f32])| {
            self.stream(inputs, s, len, scr, f)
        };
        let piece_sum = |scr: &mut Scratch, s: usize, len: usize| {
            let mut acc = LaneSum::default();
            blocks(scr, s, len, &mut |c| acc.push(c));
            acc.finish()
        };
        let row = |scr: &mut Scratch, s: usize| -> f32 {
            if op == BinaryOp::Add && r <= SUM_PIECE {
                combine_pieces(init, [piece_sum(scr, s, r)])
            } else if op == BinaryOp::Add {
                let pieces = (0..r)
                    .step_by(SUM_PIECE)
                    .map(|p| piece_sum(scr, s + p, SUM_PIECE.min(r - p)))
                    .collect::<Vec<_>>();
                combine_pieces(init, pieces)
            } else {
                let mut acc = init;
                let mut feed = |f: &mut dyn FnMut(&[f32])| blocks(scr, s, r, f);
                let lanes = Fold::lanes_for(op);
                let folded = visit_float_binary(op, Fold(&mut acc, &mut feed, lanes));
                debug_assert!(
                    folded.is_some(),
                    "fused reductions are planned for float reducers only"
                );
                acc
            }
        };
        // Short rows are computed several to a block (one set-up and one dispatch per
        // instruction for all of them), then each row is folded from the block exactly as
        // `row` folds its single block.
        let per_block = rows_per_block(r);
        // Rows `[first, first + out.len())`.
        let rows_from = |scr: &mut Scratch, first: usize, out: &mut [f32]| {
            if per_block < 2 {
                for (j, v) in out.iter_mut().enumerate() {
                    *v = row(scr, (first + j) * r);
                }
                return;
            }
            for (g, o) in out.chunks_mut(per_block).enumerate() {
                self.block(inputs, (first + g * per_block) * r, o.len() * r, scr, None);
                for (j, v) in o.iter_mut().enumerate() {
                    *v = fold_row(op, init, &scr.root_f[j * r..(j + 1) * r]);
                }
            }
        };
        {
            let total = out.len().saturating_mul(r);
            if out.len() < 4 && op == BinaryOp::Add && r > 2 * SUM_PIECE {
                for (k, o) in out.iter_mut().enumerate() {
                    let pieces = par::map_init(r.div_ceil(SUM_PIECE), new_scratch, |scr, i| {
                        let p = i * SUM_PIECE;
                        piece_sum(scr, k * r + p, SUM_PIECE.min(r - p))
                    });
                    *o = combine_pieces(init, pieces);
                }
                return;
            }
            if out.len() > 1 && total >= 4 * REGISTER_ELEMS {
                let per = (4 * REGISTER_ELEMS / r.max(1)).max(1);
                par::chunks_mut_init(out, per, new_scratch, |scr, ci, o| {
                    rows_from(scr, ci * per, o)
                });
                return;
            }
        }
        let mut scr = new_scratch();
        rows_from(&mut scr, 0, out);
    }

    /// Computes elements `[s, s + len)` (len <= REGISTER_ELEMS) into `root_out` (`len` elements
    /// of the program's output type, all written) or, when it is `None`, the scratch's root
    /// register.
    fn block(
        &self,
        inputs: &[Input],
        s: usize,
        len: usize,
        scr: &mut Scratch,
        mut root_out: Option<Dst>,
    ) {
        let Scratch {
            f,
            p,
            root_f,
            root_p,
            in_f,
            in_p,
            tiled,
        } = scr;
        // Operand views on the stack for the usual few inputs: this runs once per block, and
        // blocks can be as short as one broadcast period.
        const ON_STACK: usize = 8;
        let n_in = inputs.len();
        let (z_f, z_p) = (
            BOpnd::Flat(Opnd::Splat(0f32)),
            BOpnd::Flat(Opnd::Splat(0u8)),
        );
        let (mut fin_stack, mut pin_stack) = ([z_f; ON_STACK], [z_p; ON_STACK]);
        let (mut fin_heap, mut pin_heap) = (Vec::new(), Vec::new());
        let per = self.period;
        let (fin, pin): (&mut [BOpnd<f32>], &mut [BOpnd<u8>]) = if n_in <= ON_STACK {
            (&mut fin_stack[..n_in], &mut pin_stack[..n_in])
        } else {
            fin_heap.resize(n_in, z_f);
            pin_heap.resize(n_in, z_p);
            (&mut fin_heap[..], &mut pin_heap[..])
        };
        for (k, ((inp, (vt, _)), ((bf, bp), tk))) in inputs
            .iter()
            .zip(&self.inputs)
            .zip(in_f.iter_mut().zip(in_p.iter_mut()).zip(tiled.iter_mut()))
            .enumerate()
        {
            match (&inp.data, vt) {
                (InputData::Lit(lit), Vt::F32) => {
                    fin[k] = block_of(lit.data().as_slice(), inp.access, s, len, per, bf, tk)
                }
                (InputData::Lit(lit), Vt::Pred) => {
                    pin[k] = block_of(lit.data().as_slice(), inp.access, s, len, per, bp, tk)
                }
                (InputData::Window { f32s, first }, _) => {
                    fin[k] = BOpnd::Flat(Opnd::Slice(&f32s[s - first..s - first + len]))
                }
            }
        }
        let (fin, pin) = (&*fin, &*pin);
        for ins in &self.instrs {
            // The output register is taken out while the kernel reads the others (the
            // compiler never assigns an instruction's output to one of its arguments).
            let pred_out = matches!(
                ins.kernel,
                Kernel::IsFinite | Kernel::Compare(..) | Kernel::Not | Kernel::PredBinary(_)
            );
            let direct = if ins.out.is_none() {
                root_out.take()
            } else {
                None
            };
            let mut reg = match (ins.out, pred_out) {
                _ if direct.is_some() => Reg::None,
                (None, false) => Reg::F(std::mem::take(root_f)),
                (None, true) => Reg::P(std::mem::take(root_p)),
                (Some(r), false) => Reg::F(std::mem::take(&mut f[r])),
                (Some(r), true) => Reg::P(std::mem::take(&mut p[r])),
            };
            // Arguments of the other type (or absent) are never read by the kernel.
            let fa = |k: usize| -> BOpnd<f32> {
                match ins.args.get(k) {
                    Some((Arg::Input(i), Vt::F32)) => fin[*i],
                    Some((Arg::Reg(r), Vt::F32)) => BOpnd::Flat(Opnd::Slice(&f[*r][..len])),
                    _ => z_f,
                }
            };
            let pa = |k: usize| -> BOpnd<u8> {
                match ins.args.get(k) {
                    Some((Arg::Input(i), Vt::Pred)) => pin[*i],
                    Some((Arg::Reg(r), Vt::Pred)) => BOpnd::Flat(Opnd::Slice(&p[*r][..len])),
                    _ => z_p,
                }
            };
            let out = match (&mut reg, direct) {
                (_, Some(d)) => d,
                (Reg::F(v), None) => Dst::F(as_slots(&mut v[..len])),
                (Reg::P(v), None) => Dst::P(as_slots(&mut v[..len])),
                (Reg::None, None) => continue,
            };
            let (fa, pa) = ([fa(0), fa(1), fa(2)], [pa(0), pa(1), pa(2)]);
            // Row by row when an operand is a broadcast read per row (block_of only makes
            // those for blocks of whole rows of the program's period), else in one go.
            let rows = fa.iter().any(BOpnd::is_rows) || pa.iter().any(BOpnd::is_rows);
            let p_len = match (rows, per) {
                (true, Some(q)) => q,
                _ => len.max(1),
            };
            exec_dispatch(ins.kernel, fa, pa, out, p_len);
            match (ins.out, reg) {
                (_, Reg::None) => {}
                (None, Reg::F(v)) => *root_f = v,
                (None, Reg::P(v)) => *root_p = v,
                (Some(r), Reg::F(v)) => f[r] = v,
                (Some(r), Reg::P(v)) => p[r] = v,
            }
        }
    }
}

/// Runs one kernel over a block. `#[inline(always)]` so that the AVX2 copy below gets the
/// element loops (and the element functions they call) compiled for 256-bit vectors.
#[inline(always)]
fn exec(kernel: Kernel, fa: [Opnd<f32>; 3], pa: [Opnd<u8>; 3], out: Dst) {
    match (kernel, out) {
        (Kernel::Unary(u), Dst::F(o)) => {
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            if super::simd128::unary(u, fa[0].side(), &mut *o) {
                return;
            }
            let ran = visit_float_unary(u, Un(fa[0], o));
            debug_assert!(
                ran.is_some(),
                "float kernels are planned for float ops only"
            );
        }
        (Kernel::Binary(b), Dst::F(o)) => {
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            if super::simd128::binary(b, fa[0].side(), fa[1].side(), &mut *o) {
                return;
            }
            let ran = visit_float_binary(b, Bin(fa[0], fa[1], o));
            debug_assert!(
                ran.is_some(),
                "float kernels are planned for float ops only"
            );
        }
        (Kernel::Clamp, Dst::F(o)) => map3(fa[0], fa[1], fa[2], o, clamp_float::<f32>),
        (Kernel::Select, Dst::F(o)) => {
            map3(pa[0], fa[1], fa[2], o, |c, x, y| if c != 0 { x } else { y })
        }
        (Kernel::IsFinite, Dst::P(o)) => map1(fa[0], o, |x| x.is_finite() as u8),
        (Kernel::Compare(d, total), Dst::P(o)) => {
            visit_float_compare(d, total, Cmp(fa[0], fa[1], o))
        }
        (Kernel::Not, Dst::P(o)) => map1(pa[0], o, |x| (x == 0) as u8),
        (Kernel::PredBinary(b), Dst::P(o)) => match b {
            BinaryOp::And => map2(pa[0], pa[1], o, |x, y| x & y),
            BinaryOp::Or => map2(pa[0], pa[1], o, |x, y| x | y),
            _ => map2(pa[0], pa[1], o, |x, y| x ^ y),
        },
        // `compile` pairs every kernel with its result type.
        _ => {}
    }
}

/// Row `r` (of `p` elements) of each of three operands. Written out rather than as
/// `array::map`, which the size-optimised wasm build calls (through `try_map`) instead of
/// inlining: twice per row of every broadcast-per-row kernel.
#[inline(always)]
fn rows_of<'a, T: Copy>(ops: &[BOpnd<'a, T>; 3], r: usize, p: usize) -> [Opnd<'a, T>; 3] {
    [ops[0].row(r, p), ops[1].row(r, p), ops[2].row(r, p)]
}

/// Runs one kernel over a block of rows of `p` elements (one row: the whole block), each row
/// with its row of every operand; one copy of `exec` serves all rows.
#[inline(always)]
fn exec_rows(kernel: Kernel, fa: [BOpnd<f32>; 3], pa: [BOpnd<u8>; 3], out: Dst, p: usize) {
    match out {
        Dst::F(o) => {
            for (r, o) in o.chunks_mut(p).enumerate() {
                exec(kernel, rows_of(&fa, r, p), rows_of(&pa, r, p), Dst::F(o));
            }
        }
        Dst::P(o) => {
            for (r, o) in o.chunks_mut(p).enumerate() {
                exec(kernel, rows_of(&fa, r, p), rows_of(&pa, r, p), Dst::P(o));
            }
        }
    }
}

/// The same kernel code compiled for AVX2 with FMA (results are identical: only the vector
/// width changes, Rust never contracts a * b + c into an FMA, and the explicit `mul_add`s of
/// exp and tanh are fused everywhere, here as instructions rather than libm calls).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn exec_avx2(kernel: Kernel, fa: [BOpnd<f32>; 3], pa: [BOpnd<u8>; 3], out: Dst, p: usize) {
    exec_rows(kernel, fa, pa, out, p)
}

/// The same kernel code compiled for AVX-512 (512-bit vectors and mask registers for the
/// selects of exp, tanh and the comparisons; results identical as for AVX2).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,avx2,fma")]
unsafe fn exec_avx512(kernel: Kernel, fa: [BOpnd<f32>; 3], pa: [BOpnd<u8>; 3], out: Dst, p: usize) {
    exec_rows(kernel, fa, pa, out, p)
}

fn exec_dispatch(kernel: Kernel, fa: [BOpnd<f32>; 3], pa: [BOpnd<u8>; 3], out: Dst, p: usize) {
    #[cfg(target_arch = "x86_64")]
    if avx512() {
        // SAFETY: the CPU supports these AVX-512 subsets (checked by `avx512`).
        unsafe { exec_avx512(kernel, fa, pa, out, p) };
        return;
    }
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma") {
        // SAFETY: the CPU supports AVX2 and FMA (checked just above).
        unsafe { exec_avx2(kernel, fa, pa, out, p) };
        return;
    }
    exec_rows(kernel, fa, pa, out, p)
}

/// Whether the CPU has the AVX-512 subsets `exec_avx512` is compiled for.
#[cfg(target_arch = "x86_64")]
fn avx512() -> bool {
    std::is_x86_feature_detected!("avx512f")
        && std::is_x86_feature_detected!("avx512bw")
        && std::is_x86_feature_detected!("avx512dq")
        && std::is_x86_feature_detected!("avx512vl")
        && std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("fma")
}

enum Reg {
    F(Vec<f32>),
    P(Vec<u8>),
    /// The kernel writes straight into the output.
    None,
}

/// Views uninitialised bytes of a literal as uninitialised elements.
pub(crate) fn uninit_cast<T>(bytes: &mut [MaybeUninit<u8>]) -> &mut [MaybeUninit<T>] {
    let n = bytes.len() / std::mem::size_of::<T>();
    debug_assert_eq!(bytes.as_ptr().align_offset(std::mem::align_of::<T>()), 0);
    // SAFETY: literal storage is 16-byte aligned and holds `n` whole elements; MaybeUninit
    // carries no validity requirement.
    unsafe { std::slice::from_raw_parts_mut(bytes.as_mut_ptr().cast::<MaybeUninit<T>>(), n) }
}
