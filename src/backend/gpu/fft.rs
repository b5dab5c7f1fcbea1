//! `fft` in WGSL: Stockham radix-2 transforms for power-of-two lengths of c64 and f32
//! (FFT, IFFT, RFFT, IRFFT over the trailing 1 to 3 dimensions, batched over the others).
//! Other lengths and the 64-bit types stay host steps (`host_step`, rustfft on the CPU).
//!
//! A multi-dimensional transform is one 1-D transform per dimension, in the CPU backend's
//! order (`cpu/kernels/fft.rs`): the last dimension first, except IRFFT, whose last dimension
//! (complex to real) comes last. Each 1-D transform is, for a length whose two ping-pong
//! arrays fit in workgroup memory, one kernel with one workgroup per row running every stage
//! in workgroup memory; for a longer length, one kernel per stage over two temporaries.
//! Stockham's ordering needs no bit-reversal pass: stage `p` (half-size `m = 2^p`) maps the
//! butterfly `j` (`k = j mod m`) to outputs `2j - k` and `2j - k + m`.
//!
//! Twiddles `exp(-2πi·t/n)` come from a table computed on the host in f64 and rounded once
//! to f32 (a constant of the plan), as exact as an f32 twiddle can be; the inverse uses their
//! conjugates. Inverse transforms are scaled by `1/n` per dimension (`1/N` in all, exact for
//! powers of two). RFFT transforms its real row as a complex one and keeps the `n/2 + 1`
//! non-negative frequencies; IRFFT extends the half spectrum by Hermitian symmetry and keeps
//! the real part, which ignores the imaginary parts of the DC and Nyquist terms as ducc0 does.
//! Results agree with the CPU backend and jaxlib to rounding, not bit for bit: the libraries
//! factor lengths differently.
//!
//! This module generates kernels and twiddle tables; the planner decides where they go.

use super::device::DeviceLimits;
use super::dtype;
use super::emit::{array_of, Ctx, EResult, Gen, KernelText};
use super::plan::sanitize;
use super::wgsl::Wgsl;
use crate::error::Error;
use crate::ir::{ArrayShape, ElementType, FftType, InstId, Literal, Op};

/// One step of a transform, for the planner.
pub(crate) enum FftStep {
    /// Upload the twiddle table `table` into slot `slot`.
    Twiddles { slot: usize, table: Literal },
    /// Run `kernel`, writing slot `out`.
    Kernel { kernel: KernelText, out: usize },
}

/// Where a 1-D transform reads its rows.
#[derive(Clone, Copy)]
enum Source {
    /// The fft's operand.
    Operand(InstId),
    /// A c64 temporary of the plan.
    Slot(usize),
}

/// How a row is read into `n` complex values.
#[derive(Clone, Copy, PartialEq)]
enum Load {
    /// `n` complex values.
    Complex,
    /// `n` reals, as complex values with a zero imaginary part (RFFT's last dimension).
    Real,
    /// The `n/2 + 1` non-negative frequencies, extended by Hermitian symmetry (IRFFT's last).
    Hermitian,
}

/// How the transformed row is written.
#[derive(Clone, Copy, PartialEq)]
enum Store {
    /// All `n` complex values.
    Complex,
    /// The first `n/2 + 1` (RFFT's last dimension).
    Half,
    /// The real parts (IRFFT's last dimension).
    Real,
}

/// One 1-D transform of every row along `axis`.
struct Pass1d<'a> {
    src: Source,
    /// Dimensions of what is read and of what is written: they differ at most along `axis`.
    src_dims: &'a [usize],
    dst: ArrayShape,
    axis: usize,
    /// The complex transform length.
    n: usize,
    inverse: bool,
    load: Load,
    store: Store,
    /// Slot of the twiddle table for `n`.
    twiddles: usize,
}

impl Pass1d<'_> {
    /// Elements between consecutive elements of a row (the same in source and result).
    fn inner(&self) -> usize {
        self.src_dims[self.axis + 1..].iter().product()
    }

    fn rows(&self) -> usize {
        let len: usize = self.src_dims.iter().product();
        len / self.src_dims[self.axis].max(1)
    }

    fn src_len(&self) -> usize {
        self.src_dims[self.axis]
    }

    fn dst_len(&self) -> usize {
        self.dst.dims[self.axis]
    }

    fn scale(&self) -> Option<f32> {
        (self.inverse && self.n > 1).then(|| 1.0 / self.n as f32)
    }
}

/// Whether `fft` instruction `id` runs as kernels here: a c64 FFT/IFFT, f32 RFFT or c64
/// IRFFT whose lengths are powers of two, over a non-empty operand and result.
pub(crate) fn runs_as_kernels(cx: &Ctx, id: InstId) -> bool {
    let inst = cx.comp.inst(id);
    let Op::Fft {
        fft_type,
        fft_length,
    } = &inst.op
    else {
        return false;
    };
    let (Some(out), Some(&x)) = (inst.shape.as_array(), inst.operands.first()) else {
        return false;
    };
    let Some(src) = cx.comp.inst(x).shape.as_array() else {
        return false;
    };
    let types_fit = matches!(
        (fft_type, src.ty, out.ty),
        (
            FftType::Fft | FftType::Ifft,
            ElementType::C64,
            ElementType::C64
        ) | (FftType::Rfft, ElementType::F32, ElementType::C64)
            | (FftType::Irfft, ElementType::C64, ElementType::F32)
    );
    let k = fft_length.len();
    types_fit
        && (1..=3).contains(&k)
        && src.dims.len() >= k
        && out.dims.len() == src.dims.len()
        && fft_length.iter().all(|n| n.is_power_of_two())
        && src.element_count() > 0
        && out.element_count() > 0
        && out.element_count() < (1 << 30)
        && src.element_count() < (1 << 30)
}

/// The steps computing `fft` instruction `id` (one `runs_as_kernels` accepts) into slot
/// `dst`, taking new slots for temporaries and twiddle tables from `next_slot`.
pub(crate) fn fft_steps(
    cx: &Ctx,
    id: InstId,
    dst: usize,
    next_slot: &mut usize,
    limits: &DeviceLimits,
) -> EResult<Vec<FftStep>> {
    let inst = cx.comp.inst(id);
    let Op::Fft {
        fft_type,
        fft_length,
    } = &inst.op
    else {
        return Err(Error::internal("fft_steps on an instruction that is not an fft").into());
    };
    let x = inst.operands[0];
    let src = array_of(&cx.comp.inst(x).shape, "fft")?.clone();
    let out = array_of(&inst.shape, "fft")?.clone();
    let rank = src.dims.len();
    let k = fft_length.len();
    let last = rank - 1;
    // Dimensions in the order they are transformed, each with its load and store.
    let axes: Vec<(usize, Load, Store)> = match fft_type {
        FftType::Fft | FftType::Ifft => (rank - k..rank)
            .rev()
            .map(|a| (a, Load::Complex, Store::Complex))
            .collect(),
        FftType::Rfft => std::iter::once((last, Load::Real, Store::Half))
            .chain(
                (rank - k..last)
                    .rev()
                    .map(|a| (a, Load::Complex, Store::Complex)),
            )
            .collect(),
        FftType::Irfft => (rank - k..last)
            .rev()
            .map(|a| (a, Load::Complex, Store::Complex))
            .chain(std::iter::once((last, Load::Hermitian, Store::Real)))
            .collect(),
    };
    let inverse = matches!(fft_type, FftType::Ifft | FftType::Irfft);
    let mut steps = Vec::new();
    let mut tables: Vec<(usize, usize)> = Vec::new();
    let mut source = Source::Operand(x);
    let mut source_dims = src.dims.clone();
    for (step, &(axis, load, store)) in axes.iter().enumerate() {
        let n = fft_length[axis - (rank - k)];
        let twiddles = match tables.iter().find(|t| t.0 == n) {
            Some(&(_, slot)) => slot,
            None => {
                let slot = take(next_slot);
                tables.push((n, slot));
                steps.push(FftStep::Twiddles {
                    slot,
                    table: twiddle_table(n)?,
                });
                slot
            }
        };
        let is_last = step + 1 == axes.len();
        // Every dimension keeps its size except the one transformed, which takes the
        // result's: the intermediate arrays are c64.
        let mut dims = source_dims.clone();
        dims[axis] = out.dims[axis];
        let dst_shape = if is_last {
            out.clone()
        } else {
            ArrayShape::new(ElementType::C64, dims.clone())
        };
        let pass = Pass1d {
            src: source,
            src_dims: &source_dims,
            dst: dst_shape,
            axis,
            n,
            inverse,
            load,
            store,
            twiddles,
        };
        let out_slot = if is_last { dst } else { take(next_slot) };
        let name = format!("fft_{}_d{axis}", sanitize(&inst.name));
        if fits_in_workgroup(n, limits) {
            let kernel = local_kernel(cx, &pass, &name, limits)?;
            steps.push(FftStep::Kernel {
                kernel,
                out: out_slot,
            });
        } else {
            let temps = [take(next_slot), take(next_slot)];
            let stages = n.trailing_zeros() as usize;
            let mut from = None;
            for p in 0..stages {
                let to = if p + 1 == stages {
                    out_slot
                } else {
                    temps[p % 2]
                };
                let kernel = stage_kernel(cx, &pass, p, from, &format!("{name}_s{p}"), limits)?;
                steps.push(FftStep::Kernel { kernel, out: to });
                from = Some(to);
            }
        }
        source = Source::Slot(out_slot);
        source_dims = dims;
    }
    Ok(steps)
}

fn take(next: &mut usize) -> usize {
    *next += 1;
    *next - 1
}

/// Whether a row of `n` fits twice (ping-pong) in workgroup memory.
fn fits_in_workgroup(n: usize, limits: &DeviceLimits) -> bool {
    2 * n * 8 <= limits.max_workgroup_storage as usize
}

/// `exp(-2πi·t/n)` for `t < max(n/2, 1)`, computed in f64 and rounded to f32.
fn twiddle_table(n: usize) -> EResult<Literal> {
    let half = (n / 2).max(1);
    let mut bytes = Vec::with_capacity(half * 8);
    for t in 0..half {
        // At multiples of π/2 the table is exact, as cos and sin are there.
        let (re, im) = if (4 * t) % n == 0 {
            exact_quarter(4 * t / n)
        } else {
            let (s, c) = (-2.0 * std::f64::consts::PI * t as f64 / n as f64).sin_cos();
            (c as f32, s as f32)
        };
        bytes.extend_from_slice(&re.to_le_bytes());
        bytes.extend_from_slice(&im.to_le_bytes());
    }
    Literal::from_bytes(ArrayShape::new(ElementType::C64, vec![half]), &bytes)
        .map_err(|e| Error::internal(format!("fft twiddle table: {e}")).into())
}

/// `exp(-2πi·q/4)` exactly.
fn exact_quarter(q: usize) -> (f32, f32) {
    match q % 4 {
        0 => (1.0, 0.0),
        1 => (0.0, -1.0),
        2 => (-1.0, 0.0),
        _ => (0.0, 1.0),
    }
}

/// WGSL expression: the complex value of row element `i` (a u32 expression, `< n`) as the
/// pass's load reads it, from row `base`.
fn load_expr(g: &mut Gen, pass: &Pass1d, base: &str, i: &str) -> EResult<String> {
    let inner = pass.inner();
    let at = |g: &mut Gen, e: &str| -> EResult<String> {
        let idx = format!("{base} + ({e}) * {inner}u");
        match pass.src {
            Source::Operand(x) => g.val(x, &idx),
            Source::Slot(s) => g.load_slot(s, 0, ElementType::C64, &idx),
        }
    };
    let n = pass.n;
    Ok(match pass.load {
        Load::Complex => at(g, i)?,
        Load::Real => format!("vec2<f32>({}, 0.0)", at(g, i)?),
        Load::Hermitian => {
            let h = n / 2;
            let z = at(g, &format!("select({n}u - ({i}), {i}, ({i}) <= {h}u)"))?;
            format!("fft_hermitian({z}, ({i}) <= {h}u)")
        }
    })
}

/// WGSL statements storing complex value `v` (already scaled) as row element `i` of the
/// result, from row `base`.
fn store_stmts(pass: &Pass1d, base: &str, i: &str, v: &str) -> Vec<String> {
    let idx = format!("({base} + ({i}) * {}u)", pass.inner());
    match pass.store {
        Store::Complex => dtype::store_pair(ElementType::C64, "out0", &idx, v).to_vec(),
        Store::Half => {
            let [a, b] = dtype::store_pair(ElementType::C64, "out0", &idx, v);
            vec![format!("if (({i}) < {}u) {{ {a} {b} }}", pass.dst_len())]
        }
        Store::Real => vec![format!("out0[{idx}] = bitcast<u32>(({v}).x);")],
    }
}

/// The functions a transform kernel's text calls: the complex product, the Hermitian load
/// and the conjugate of an inverse's twiddles.
fn declare_common(g: &mut Gen, pass: &Pass1d) {
    g.declare(
        "fn fft_mul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {\n    \
         return vec2<f32>(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);\n}",
    );
    if pass.load == Load::Hermitian {
        g.declare(
            "fn fft_hermitian(z: vec2<f32>, direct: bool) -> vec2<f32> {\n    \
             return select(vec2<f32>(z.x, -z.y), z, direct);\n}",
        );
    }
    if pass.inverse {
        g.declare("fn fft_conj(z: vec2<f32>) -> vec2<f32> {\n    return vec2<f32>(z.x, -z.y);\n}");
    }
}

/// WGSL expression: table entry `index` (a u32 expression) of the pass's twiddles,
/// conjugated for an inverse transform. Butterfly `j` at stage `p` (`k = j mod 2^p`) takes
/// entry `k * n / 2^(p+1)`, `exp(∓2πi·k/2^(p+1))`.
fn twiddle_expr(g: &mut Gen, pass: &Pass1d, index: String) -> EResult<String> {
    let w = g.load_slot(pass.twiddles, 0, ElementType::C64, &index)?;
    Ok(if pass.inverse {
        format!("fft_conj({w})")
    } else {
        w
    })
}

/// The statements of row geometry: `live`, `sbase` and `dbase` for row `row` (a u32
/// expression possibly past the last row; `live` is false there and the bases clamp).
fn row_bases(b: &mut Wgsl, pass: &Pass1d, row: &str) {
    let rows = pass.rows();
    let inner = pass.inner();
    b.line(format!("let live = ({row}) < {rows}u;"));
    b.line(format!("let r = min({row}, {}u);", rows - 1));
    b.line(format!("let outer = r / {inner}u;"));
    b.line(format!("let inn = r % {inner}u;"));
    b.line(format!(
        "let sbase = outer * {}u + inn;",
        pass.src_len() * inner
    ));
    b.line(format!(
        "let dbase = outer * {}u + inn;",
        pass.dst_len() * inner
    ));
}

fn scaled(pass: &Pass1d, v: &str) -> String {
    match pass.scale() {
        Some(s) => format!("({v}) * {s:e}"),
        None => v.to_string(),
    }
}

/// One kernel transforming each row in workgroup memory: a workgroup per row, the stages a
/// loop over one array holding both rows of the ping-pong.
fn local_kernel(cx: &Ctx, pass: &Pass1d, name: &str, limits: &DeviceLimits) -> EResult<KernelText> {
    let n = pass.n;
    let half = (n / 2).max(1);
    let wg = (half as u32).min(limits.workgroup_size()).max(1);
    let stages = n.trailing_zeros();
    let mut g = Gen::new(cx, 1);
    declare_common(&mut g, pass);
    // Two rows: stage `p` reads the half at `(p & 1) * n` and writes the other.
    g.declare(format!(
        "var<workgroup> fft_row: array<vec2<f32>, {}>;",
        2 * n
    ));
    let mut b = Wgsl::new();
    row_bases(&mut b, pass, "wid.y * nwg.x + wid.x");
    b.open_flat(format!("for (var i = lid; i < {n}u; i = i + {wg}u)"));
    let v = load_expr(&mut g, pass, "sbase", "i")?;
    b.line(format!("fft_row[i] = {v};"));
    b.close();
    b.line("workgroupBarrier();");
    if stages > 0 {
        // The twiddle of butterfly `j` at stage `p` is entry `k * (n >> (p + 1))` of the table.
        let w = twiddle_expr(&mut g, pass, format!("k * ({n}u >> (p + 1u))"))?;
        b.open_flat(format!("for (var p = 0u; p < {stages}u; p = p + 1u)"));
        b.line(format!("let rd = (p & 1u) * {n}u;"));
        b.line(format!("let wr = {n}u - rd;"));
        b.line("let m = 1u << p;");
        b.open_flat(format!("for (var j = lid; j < {half}u; j = j + {wg}u)"));
        b.line("let k = j & (m - 1u);");
        b.line("let u = fft_row[rd + j];");
        b.line(format!("let v = fft_mul(fft_row[rd + j + {half}u], {w});"));
        b.line("let d = wr + ((j - k) << 1u) + k;");
        b.line("fft_row[d] = u + v;");
        b.line("fft_row[d + m] = u - v;");
        b.close();
        b.line("workgroupBarrier();");
        b.close();
    }
    let result = (stages as usize % 2) * n;
    b.open_flat("if (live)");
    b.open_flat(format!("for (var i = lid; i < {n}u; i = i + {wg}u)"));
    let value = scaled(pass, &format!("fft_row[{result}u + i]"));
    for s in store_stmts(pass, "dbase", "i", &value) {
        b.line(s);
    }
    b.close();
    b.close();
    let threads = pass.rows() as u64 * wg as u64;
    let mut k = g.kernel(name.to_string(), vec![pass.dst.clone()], b, threads, wg);
    // Every element of `fft_row` a stage reads was written before the barrier above it: the
    // load writes the first row, and each stage writes every element of the other.
    k.zero_workgroup_memory = false;
    Ok(k)
}

/// Stage `p` of a long row's transform over all rows: reads the source (`from` = None, with
/// the pass's load) or the temporary `from`, and writes the next temporary, or the result
/// with the pass's store at the last stage.
fn stage_kernel(
    cx: &Ctx,
    pass: &Pass1d,
    p: usize,
    from: Option<usize>,
    name: &str,
    limits: &DeviceLimits,
) -> EResult<KernelText> {
    let n = pass.n;
    let half = n / 2;
    let last = p + 1 == n.trailing_zeros() as usize;
    let inner = pass.inner();
    let mut g = Gen::new(cx, 1);
    declare_common(&mut g, pass);
    let mut b = Wgsl::new();
    let rows = pass.rows();
    let total = rows * half;
    b.open_flat(format!("if (t < {total}u)"));
    row_bases(&mut b, pass, &format!("t / {half}u"));
    b.line(format!("let j = t % {half}u;"));
    // Temporaries hold every row at its full complex length.
    b.line(format!("let tbase = outer * {}u + inn;", n * inner));
    let (u, v) = match from {
        None => (
            load_expr(&mut g, pass, "sbase", "j")?,
            load_expr(&mut g, pass, "sbase", &format!("j + {half}u"))?,
        ),
        Some(slot) => (
            g.load_slot(slot, 0, ElementType::C64, &format!("tbase + j * {inner}u"))?,
            g.load_slot(
                slot,
                0,
                ElementType::C64,
                &format!("tbase + (j + {half}u) * {inner}u"),
            )?,
        ),
    };
    let m = 1usize << p;
    b.line(format!("let k = j & {}u;", m - 1));
    b.line(format!("let u = {u};"));
    if p == 0 {
        b.line(format!("let v = {v};"));
    } else {
        let w = twiddle_expr(&mut g, pass, format!("k * {}u", n >> (p + 1)))?;
        b.line(format!("let v = fft_mul({v}, {w});"));
    }
    b.line("let d = ((j - k) << 1u) + k;");
    b.line(format!("let hi = d + {m}u;"));
    if last {
        b.open_flat("if (live)");
        for s in store_stmts(pass, "dbase", "d", &scaled(pass, "u + v")) {
            b.line(s);
        }
        for s in store_stmts(pass, "dbase", "hi", &scaled(pass, "u - v")) {
            b.line(s);
        }
        b.close();
    } else {
        for s in dtype::store_pair(
            ElementType::C64,
            "out0",
            &format!("(tbase + d * {inner}u)"),
            "u + v",
        ) {
            b.line(s);
        }
        for s in dtype::store_pair(
            ElementType::C64,
            "out0",
            &format!("(tbase + hi * {inner}u)"),
            "u - v",
        ) {
            b.line(s);
        }
    }
    b.close();
    let out = if last {
        pass.dst.clone()
    } else {
        let mut dims = pass.src_dims.to_vec();
        dims[pass.axis] = n;
        ArrayShape::new(ElementType::C64, dims)
    };
    Ok(g.kernel(
        name.to_string(),
        vec![out],
        b,
        total as u64,
        limits.workgroup_size(),
    ))
}
