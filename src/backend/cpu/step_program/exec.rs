//! Running a compiled loop: binds the state to its slots, runs the condition (or counts the
//! trips) and the body's instructions over the slots' buffers, moves the body's results into
//! the state slots, and hands the final state back as a value.
//!
//! A slot holds its buffer either owned (written in place, no reference counting) or shared
//! (the caller's state, constants, a value two state leaves share). A shared buffer is never
//! modified: writing its slot takes it over when nothing else holds it any more, and puts a
//! new buffer there otherwise, so values seen elsewhere never change.

use super::super::convert;
use super::super::elem::{sl, LiteralMutExt};
use super::super::elementwise::{
    self as ew, FloatBinaryVisitor, FloatCompareVisitor, FloatUnaryVisitor,
};
use super::super::interp::{locate, Value};
use super::super::movement;
use super::{window, Instr, Kind, Next, StepProgram};
use crate::error::{Error, Result};
use crate::ir::{ArrayShape, BinaryOp, CompId, Instruction, Literal, Module, Op, Shape};
use std::sync::Arc;

/// A slot's buffer; see the module docs. Owned literals are boxed so that taking a buffer
/// out of its slot and putting it back moves a pointer, not the literal.
enum Buf {
    Owned(Box<Literal>),
    Shared(Arc<Literal>),
}

impl Buf {
    fn lit(&self) -> &Literal {
        match self {
            Buf::Owned(l) => l,
            Buf::Shared(a) => a,
        }
    }

    fn into_arc(self) -> Arc<Literal> {
        match self {
            Buf::Owned(l) => Arc::new(*l),
            Buf::Shared(a) => a,
        }
    }
}

type Slots = Vec<Option<Buf>>;

/// Answers "does this op have an element function" without running anything.
pub(super) struct Probe;
impl FloatUnaryVisitor<f32> for Probe {
    type Out = ();
    fn visit<F: Fn(f32) -> f32 + Copy + Send + Sync>(self, _f: F) {}
}
impl FloatBinaryVisitor<f32> for Probe {
    type Out = ();
    fn visit<F: Fn(f32, f32) -> f32 + Copy + Send + Sync>(self, _f: F) {}
}

struct Un<'a>(&'a [f32], &'a mut [f32]);
impl FloatUnaryVisitor<f32> for Un<'_> {
    type Out = ();
    #[inline(always)]
    fn visit<F: Fn(f32) -> f32 + Copy + Send + Sync>(self, f: F) {
        // Index loops: iterator adapters may stay out of line, outside the AVX copies.
        let n = self.1.len();
        let x = &self.0[..n];
        for i in 0..n {
            self.1[i] = f(x[i]);
        }
    }
}

struct Bin<'a>(&'a [f32], &'a [f32], &'a mut [f32]);
impl FloatBinaryVisitor<f32> for Bin<'_> {
    type Out = ();
    #[inline(always)]
    fn visit<F: Fn(f32, f32) -> f32 + Copy + Send + Sync>(self, f: F) {
        let n = self.2.len();
        let (x, y) = (&self.0[..n], &self.1[..n]);
        for i in 0..n {
            self.2[i] = f(x[i], y[i]);
        }
    }
}

struct Cmp<'a>(&'a [f32], &'a [f32], &'a mut [u8]);
impl FloatCompareVisitor<f32> for Cmp<'_> {
    type Out = ();
    #[inline(always)]
    fn visit<F: Fn(f32, f32) -> u8 + Copy + Send + Sync>(self, f: F) {
        let n = self.2.len();
        let (x, y) = (&self.0[..n], &self.1[..n]);
        for i in 0..n {
            self.2[i] = f(x[i], y[i]);
        }
    }
}

fn missing() -> Error {
    Error::internal("a compiled loop read a slot without a value")
}

fn get(slots: &Slots, s: usize) -> Result<&Literal> {
    slots
        .get(s)
        .and_then(|v| v.as_ref())
        .map(Buf::lit)
        .ok_or_else(missing)
}

/// Slot `s`'s buffer taken out for overwriting: its own when nothing else holds it, else a
/// new one of `shape`.
fn writable(slots: &mut Slots, s: usize, shape: &ArrayShape) -> Result<Box<Literal>> {
    match slots.get_mut(s).and_then(Option::take) {
        Some(Buf::Owned(l)) => Ok(l),
        Some(Buf::Shared(a)) => match Arc::try_unwrap(a) {
            Ok(l) => Ok(Box::new(l)),
            Err(_) => Ok(Box::new(Literal::zeros(shape.clone())?)),
        },
        None => Ok(Box::new(Literal::zeros(shape.clone())?)),
    }
}

/// Slot `s`'s value taken out for updating: its own buffer when nothing else holds it, else
/// a copy.
fn updatable(slots: &mut Slots, s: usize) -> Result<Box<Literal>> {
    match slots.get_mut(s).and_then(Option::take) {
        Some(Buf::Owned(l)) => Ok(l),
        Some(Buf::Shared(a)) => Ok(Box::new(super::super::interp::unwrap_arc(a))),
        None => Err(missing()),
    }
}

/// Flattens `v` into its array leaves; `false` for a token.
fn leaves_of(v: Value, out: &mut Vec<Arc<Literal>>) -> bool {
    match v {
        Value::Array(a) => {
            out.push(a);
            true
        }
        Value::Tuple(t) => t.into_iter().all(|v| leaves_of(v, out)),
        Value::Token => false,
    }
}

/// Rebuilds a value of `shape` from leaves consumed in order.
fn rebuild(shape: &Shape, leaves: &mut impl Iterator<Item = Arc<Literal>>) -> Result<Value> {
    Ok(match shape {
        Shape::Array(_) => Value::Array(leaves.next().ok_or_else(missing)?),
        Shape::Tuple(t) => Value::Tuple(
            t.iter()
                .map(|s| rebuild(s, leaves))
                .collect::<Result<_>>()?,
        ),
        Shape::Token => return Err(Error::internal("a compiled loop's state holds a token")),
    })
}

impl StepProgram {
    /// Runs the loop from `state`: `trips` iterations when counted, else while the condition
    /// holds; `stop` is asked before every iteration whether the execution must end.
    pub(crate) fn run(
        &self,
        m: &Module,
        state: Value,
        trips: Option<u64>,
        stop: &dyn Fn() -> Result<()>,
    ) -> Result<Value> {
        let mut leaves = Vec::with_capacity(self.params.len());
        let ok = leaves_of(state, &mut leaves);
        if !ok
            || leaves.len() != self.params.len()
            || leaves
                .iter()
                .zip(&self.params)
                .any(|(l, &p)| !l.shape().same_dims_and_type(&self.shapes[p]))
        {
            return Err(Error::internal(
                "a loop's state does not match its compiled body",
            ));
        }
        let mut slots: Slots = (0..self.shapes.len()).map(|_| None).collect();
        for (l, &p) in leaves.into_iter().zip(&self.params) {
            slots[p] = Some(Buf::Shared(l));
        }
        for (s, c) in &self.consts {
            slots[*s] = Some(Buf::Shared(c.clone()));
        }
        let mut done = 0u64;
        loop {
            match (&self.cond, trips) {
                (_, Some(t)) => {
                    if done >= t {
                        break;
                    }
                    stop()?;
                }
                (Some((cid, instrs, pred)), None) => {
                    stop()?;
                    self.exec_all(m, *cid, instrs, &mut slots)?;
                    let p = get(&slots, *pred)?;
                    if p.bytes().first().copied().unwrap_or(0) == 0 {
                        break;
                    }
                }
                (None, None) => {
                    return Err(Error::internal(
                        "a compiled loop has neither a trip count nor a condition",
                    ))
                }
            }
            self.exec_all(m, self.body_comp, &self.body, &mut slots)?;
            self.advance(&mut slots)?;
            done += 1;
        }
        let mut out = Vec::with_capacity(self.params.len());
        for &p in &self.params {
            let b = slots
                .get_mut(p)
                .and_then(Option::take)
                .ok_or_else(missing)?;
            out.push(b.into_arc());
        }
        rebuild(&self.state, &mut out.into_iter())
    }

    /// Makes the body's results the next state (see `Next`).
    fn advance(&self, slots: &mut Slots) -> Result<()> {
        let mut shared = Vec::new();
        for (&p, n) in self.params.iter().zip(&self.next) {
            if let Next::Share(r) = *n {
                let b = slots
                    .get_mut(r)
                    .and_then(Option::take)
                    .ok_or_else(missing)?;
                let a = b.into_arc();
                slots[r] = Some(Buf::Shared(a.clone()));
                shared.push((p, a));
            }
        }
        for (&p, n) in self.params.iter().zip(&self.next) {
            if let Next::Swap(r) = *n {
                if p >= slots.len() || r >= slots.len() {
                    return Err(missing());
                }
                slots.swap(p, r);
            }
        }
        for (p, a) in shared {
            slots[p] = Some(Buf::Shared(a));
        }
        Ok(())
    }

    fn exec_all(&self, m: &Module, cid: CompId, instrs: &[Instr], slots: &mut Slots) -> Result<()> {
        let comp = m
            .computations
            .get(cid.index())
            .ok_or_else(|| Error::internal("a compiled loop's computation is missing"))?;
        for ins in instrs {
            let inst = comp.inst(ins.inst);
            self.exec(inst, ins, slots)
                .map_err(|e| locate(e, comp, inst))?;
        }
        Ok(())
    }

    fn exec(&self, inst: &Instruction, ins: &Instr, slots: &mut Slots) -> Result<()> {
        let shape = &self.shapes[ins.out];
        let (l, r) = match &ins.kind {
            Kind::General(ops) => {
                let args = ops
                    .iter()
                    .map(|&s| get(slots, s))
                    .collect::<Result<Vec<_>>>()?;
                let v = general(inst, &args, shape)?;
                if !v.shape().same_dims_and_type(shape) {
                    return Err(Error::internal(format!(
                        "{} gave {} where its loop slot is {shape}",
                        inst.op.name(),
                        v.shape()
                    )));
                }
                (Box::new(v), Ok(()))
            }
            Kind::DynUpdate {
                x,
                update,
                starts,
                sizes,
            } if *x == ins.out => {
                let mut l = updatable(slots, *x)?;
                let r = update_window(&mut l, slots, *update, starts, sizes);
                (l, r)
            }
            _ => {
                let mut l = writable(slots, ins.out, shape)?;
                let r = fill(&mut l, &ins.kind, slots);
                (l, r)
            }
        };
        slots[ins.out] = Some(Buf::Owned(l));
        r
    }
}

/// Writes the window of `update` at the clamped `starts` into `x`.
fn update_window(
    x: &mut Literal,
    slots: &Slots,
    update: usize,
    starts: &[usize],
    sizes: &[usize],
) -> Result<()> {
    let u = get(slots, update)?;
    let st = window::starts(starts.iter().map(|&s| get(slots, s)), x.dims(), sizes)?;
    window::write(x, &st, sizes, u.bytes())
}

/// Computes a fast-path instruction into its output literal `o`.
fn fill(o: &mut Literal, kind: &Kind, slots: &Slots) -> Result<()> {
    match kind {
        Kind::Copy(a) => {
            let src = get(slots, *a)?.bytes();
            let dst = o.bytes_mut();
            if src.len() != dst.len() {
                return Err(Error::internal("a loop copy between slots of other sizes"));
            }
            dst.copy_from_slice(src);
        }
        Kind::Unary32(..) | Kind::Binary32(..) | Kind::Compare32(..) => {
            elementwise(kind, slots, o)?
        }
        Kind::BinaryS32(b, a, c) => {
            let (x, y) = (sl::<i32>(get(slots, *a)?), sl::<i32>(get(slots, *c)?));
            let f = match b {
                BinaryOp::Add => i32::wrapping_add,
                BinaryOp::Subtract => i32::wrapping_sub,
                BinaryOp::Multiply => i32::wrapping_mul,
                _ => return Err(Error::internal("a compiled s32 op is not add, sub or mul")),
            };
            let out: &mut [i32] = o.data_mut_slice();
            for (r, (&u, &v)) in out.iter_mut().zip(x.iter().zip(y)) {
                *r = f(u, v);
            }
        }
        Kind::Dot(p, a, b) => {
            let (x, y) = (sl::<f32>(get(slots, *a)?), sl::<f32>(get(slots, *b)?));
            p.run(x, y, o.data_mut_slice())?;
        }
        Kind::DynSlice { x, starts, sizes } => {
            let xl = get(slots, *x)?;
            let st = window::starts(starts.iter().map(|&s| get(slots, s)), xl.dims(), sizes)?;
            window::read(xl, &st, sizes, o.bytes_mut())?;
        }
        Kind::DynUpdate {
            x,
            update,
            starts,
            sizes,
        } => {
            let src = get(slots, *x)?.bytes();
            let dst = o.bytes_mut();
            if src.len() != dst.len() {
                return Err(Error::internal(
                    "a loop update between slots of other sizes",
                ));
            }
            dst.copy_from_slice(src);
            update_window(o, slots, *update, starts, sizes)?;
        }
        Kind::General(_) => return Err(Error::internal("a general op reached the fast path")),
    }
    Ok(())
}

/// The f32 elementwise fast paths, run by a copy compiled for AVX-512 or AVX2 with FMA when
/// the CPU has it: the same element functions (Rust never contracts a multiply and an add
/// into a fused one; the explicit `mul_add`s of exp and tanh become FMA instructions there
/// instead of libm calls), so the same bits.
fn elementwise(kind: &Kind, slots: &Slots, o: &mut Literal) -> Result<()> {
    #[cfg(target_arch = "x86_64")]
    {
        #[target_feature(enable = "avx512f,avx512bw,avx512dq,avx512vl,avx2,fma")]
        unsafe fn avx512(kind: &Kind, slots: &Slots, o: &mut Literal) -> Result<()> {
            elementwise_body(kind, slots, o)
        }
        #[target_feature(enable = "avx2,fma")]
        unsafe fn avx2(kind: &Kind, slots: &Slots, o: &mut Literal) -> Result<()> {
            elementwise_body(kind, slots, o)
        }
        if std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512dq")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("fma")
        {
            // SAFETY: the CPU has every feature the copy was compiled for (checked above);
            // the body is safe code.
            return unsafe { avx512(kind, slots, o) };
        }
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma") {
            // SAFETY: as above, for AVX2 and FMA.
            return unsafe { avx2(kind, slots, o) };
        }
    }
    elementwise_body(kind, slots, o)
}

#[inline(always)]
fn elementwise_body(kind: &Kind, slots: &Slots, o: &mut Literal) -> Result<()> {
    let no_fn = || Error::internal("a compiled f32 op has no element function");
    match kind {
        Kind::Unary32(u, a) => {
            let x = sl::<f32>(get(slots, *a)?);
            ew::visit_float_unary::<f32, _>(*u, Un(x, o.data_mut_slice())).ok_or_else(no_fn)
        }
        Kind::Binary32(b, a, c) => {
            let (x, y) = (sl::<f32>(get(slots, *a)?), sl::<f32>(get(slots, *c)?));
            ew::visit_float_binary::<f32, _>(*b, Bin(x, y, o.data_mut_slice())).ok_or_else(no_fn)
        }
        Kind::Compare32(d, total, a, c) => {
            let (x, y) = (sl::<f32>(get(slots, *a)?), sl::<f32>(get(slots, *c)?));
            ew::visit_float_compare::<f32, _>(*d, *total, Cmp(x, y, o.data_mut_slice()));
            Ok(())
        }
        _ => Err(Error::internal("not an f32 elementwise op")),
    }
}

/// The allocating kernel of an instruction outside the fast paths, as the interpreter runs it.
fn general(inst: &Instruction, a: &[&Literal], out: &ArrayShape) -> Result<Literal> {
    let arg = |k: usize| {
        a.get(k).copied().ok_or_else(|| {
            Error::invalid_program(format!("{} is missing operand {k}", inst.op.name()))
        })
    };
    let dims = &out.dims;
    match &inst.op {
        Op::Unary(u) => {
            let x = arg(0)?;
            ew::unary(*u, x, x.dims())
        }
        Op::Binary(b) => ew::binary(*b, arg(0)?, arg(1)?, dims),
        Op::Compare {
            direction,
            compare_type,
        } => ew::compare(*direction, *compare_type, arg(0)?, arg(1)?, dims),
        Op::Select => ew::select(arg(0)?, arg(1)?, arg(2)?, dims),
        Op::Clamp => ew::clamp(arg(0)?, arg(1)?, arg(2)?, dims),
        Op::Convert => convert::convert(arg(0)?, out.ty),
        Op::BitcastConvert => convert::bitcast_convert(arg(0)?, out.ty, dims),
        Op::ReducePrecision {
            exponent_bits,
            mantissa_bits,
        } => convert::reduce_precision(arg(0)?, *exponent_bits, *mantissa_bits),
        Op::Reshape | Op::Bitcast => {
            let x = arg(0)?;
            let n = x.element_count();
            x.clone().reshaped(dims.clone()).ok_or_else(|| {
                Error::invalid_program(format!("cannot reshape {n} elements to {out}"))
            })
        }
        Op::Copy => Ok(arg(0)?.clone()),
        Op::Broadcast { dimensions } => movement::broadcast(arg(0)?, dimensions, dims),
        Op::Transpose { permutation } => movement::transpose(arg(0)?, permutation),
        Op::Slice { dims: sd } => movement::slice(arg(0)?, sd),
        Op::Reverse { dimensions } => movement::reverse(arg(0)?, dimensions),
        Op::Concatenate { dimension } => movement::concatenate(a, *dimension, dims),
        Op::Pad { dims: pd } => movement::pad(arg(0)?, arg(1)?, pd, dims),
        Op::Iota { dimension } => movement::iota(out.ty, dims, *dimension),
        Op::Dot { dims: dd, .. } => super::super::dot::dot(arg(0)?, arg(1)?, dd, out),
        _ => Err(Error::internal(format!(
            "{} is not an op of compiled loop bodies",
            inst.op.name()
        ))),
    }
}
