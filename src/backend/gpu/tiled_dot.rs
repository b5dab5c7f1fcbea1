//! Dot as a tiled matrix multiply in workgroup memory: a 16×16 workgroup computes a 64×64
//! block of the output (4×4 per invocation, in registers), stepping through the contracting
//! dimensions 16 at a time with both operand tiles staged in workgroup memory. Any dimension
//! numbers: batch, free and contracting groups of several dimensions each are flattened by
//! generated offset functions, so transposed operands need no copy. Operands stay fused (an
//! operand tile load is the operand's expression at that index).
//!
//! Each output sums its products in contracting order 0, 1, 2, …, exactly as the serial loop
//! in `emit` does, so the two agree bit for bit. This module only writes the kernel; `plan`
//! decides when to use it and keeps the serial loop for small or packed outputs.

use super::device::DeviceLimits;
use super::dtype::{self, scalar_of, Scalar};
use super::emit::{coords, EResult, Gen, KernelText};
use super::scalar;
use crate::ir::{row_major_strides, DotDims, ElementType, InstId, Op};
use std::fmt::Write;

const TILE: usize = 64;
const TK: usize = 16;
const THREADS: usize = 256;

/// `fn {name}(c: u32) -> u32`: the offset, in an operand with `strides`, of flat coordinate
/// `c` over the dimensions `dims` (of sizes `sizes`), row-major in the order given.
fn offset_fn(name: &str, dims: &[usize], sizes: &[usize], strides: &[usize]) -> String {
    let mut b = format!("fn {name}(c: u32) -> u32 {{\n");
    if dims.is_empty() {
        b.push_str("    return 0u;\n}\n");
        return b;
    }
    coords(&mut b, sizes, "c", "q");
    let terms: Vec<String> = dims
        .iter()
        .enumerate()
        .map(|(j, &d)| format!("q{j} * {}u", strides[d]))
        .collect();
    let _ = writeln!(b, "    return {};\n}}", terms.join(" + "));
    b
}

/// The tiled kernel for dot `id`, or `None` where the serial loop is the better choice.
pub(crate) fn dot_kernel(
    cx: &super::emit::Ctx,
    id: InstId,
    limits: &DeviceLimits,
) -> EResult<Option<KernelText>> {
    let inst = cx.comp.inst(id);
    let Op::Dot { dims, .. } = &inst.op else {
        return Ok(None);
    };
    let d: &DotDims = dims;
    let out = match inst.shape.as_array() {
        Some(a) => a.clone(),
        None => return Ok(None),
    };
    let acc_ty = match out.ty {
        ElementType::F32 | ElementType::S32 | ElementType::U32 => out.ty,
        // Packed outputs would need read-modify-writes of shared words.
        _ => return Ok(None),
    };
    if (limits.workgroup_size() as usize) < THREADS
        || (limits.max_workgroup_storage as usize) < 2 * TILE * TK * 4
    {
        return Ok(None);
    }
    let (l, r) = match inst.operands.as_slice() {
        [l, r] => (*l, *r),
        _ => return Ok(None),
    };
    let la = cx.comp.inst(l).shape.as_array().cloned();
    let ra = cx.comp.inst(r).shape.as_array().cloned();
    let (Some(la), Some(ra)) = (la, ra) else {
        return Ok(None);
    };
    let (ld, rd) = (&la.dims, &ra.dims);
    let lfree: Vec<usize> = (0..ld.len())
        .filter(|x| !d.lhs_batch.contains(x) && !d.lhs_contracting.contains(x))
        .collect();
    let rfree: Vec<usize> = (0..rd.len())
        .filter(|x| !d.rhs_batch.contains(x) && !d.rhs_contracting.contains(x))
        .collect();
    let size =
        |dims: &[usize], of: &[usize]| -> Vec<usize> { of.iter().map(|&x| dims[x]).collect() };
    let bsz: usize = size(ld, &d.lhs_batch).iter().product();
    let m: usize = size(ld, &lfree).iter().product();
    let n: usize = size(rd, &rfree).iter().product();
    let k: usize = size(ld, &d.lhs_contracting).iter().product();
    if m < 16 || n < 16 || k < 8 || bsz == 0 {
        return Ok(None);
    }
    let acc_s = scalar_of(acc_ty, "dot")?;
    if matches!(acc_s, Scalar::Bool | Scalar::W64) {
        return Ok(None);
    }
    let t = acc_s.wgsl();
    let zero = scalar::zero(acc_s);

    let mut g = Gen::new(cx, 1);
    let (ls, rs) = (row_major_strides(ld), row_major_strides(rd));
    for (name, dims, sizes, strides) in [
        ("lo_b", &d.lhs_batch, size(ld, &d.lhs_batch), &ls),
        ("lo_m", &lfree, size(ld, &lfree), &ls),
        (
            "lo_k",
            &d.lhs_contracting,
            size(ld, &d.lhs_contracting),
            &ls,
        ),
        ("ro_b", &d.rhs_batch, size(rd, &d.rhs_batch), &rs),
        ("ro_n", &rfree, size(rd, &rfree), &rs),
        (
            "ro_k",
            &d.rhs_contracting,
            size(rd, &d.rhs_contracting),
            &rs,
        ),
    ] {
        g.globals.push(offset_fn(name, dims, &sizes, strides));
    }
    g.globals
        .push(format!("var<workgroup> ta: array<{t}, {}>;", TILE * TK));
    g.globals
        .push(format!("var<workgroup> tb: array<{t}, {}>;", TILE * TK));
    let lv = g.val(l, "lo_b(bb) + lo_m(gm) + lo_k(gk)")?;
    let rv = g.val(r, "ro_b(bb) + ro_k(gkb) + ro_n(gn)")?;
    let lv = scalar::convert(&lv, la.ty, acc_ty)?;
    let rv = scalar::convert(&rv, ra.ty, acc_ty)?;

    let (tm, tn) = (m.div_ceil(TILE), n.div_ceil(TILE));
    let groups = bsz * tm * tn;
    let per = TILE * TK / THREADS;
    let mut b = String::new();
    let _ = writeln!(
        b,
        "    let g = wid.y * nwg.x + wid.x;\n    if (g >= {groups}u) {{ return; }}"
    );
    let _ = writeln!(
        b,
        "    let bb = g / {}u;\n    let m0 = ((g / {tn}u) % {tm}u) * {TILE}u;\n    let n0 = (g % {tn}u) * {TILE}u;",
        tm * tn
    );
    let _ = writeln!(b, "    let tx = lid % 16u;\n    let ty = lid / 16u;");
    // Named registers, not arrays: dynamically indexed arrays end up in memory on some
    // compilers (llvmpipe among them).
    for i in 0..4 {
        for j in 0..4 {
            let _ = writeln!(b, "    var c{i}{j}: {t} = {zero};");
        }
    }
    let _ = writeln!(b, "    for (var k0 = 0u; k0 < {k}u; k0 = k0 + {TK}u) {{");
    // A tile: row mm of the block, column kk (k fastest, as a row-major lhs stores it).
    let _ = writeln!(b, "    for (var s = 0u; s < {per}u; s = s + 1u) {{");
    let _ = writeln!(
        b,
        "    let e = lid + s * {THREADS}u;\n    let mm = e / {TK}u;\n    let kk = e % {TK}u;\n    let gm = m0 + mm;\n    let gk = k0 + kk;"
    );
    let _ = writeln!(
        b,
        "    var va: {t} = {zero};\n    if (gm < {m}u && gk < {k}u) {{ va = {lv}; }}\n    ta[kk * {TILE}u + mm] = va;"
    );
    // B tile: row kk, column nn (n fastest).
    let _ = writeln!(
        b,
        "    let kb = e / {TILE}u;\n    let nn = e % {TILE}u;\n    let gn = n0 + nn;\n    let gkb = k0 + kb;"
    );
    let _ = writeln!(
        b,
        "    var vb: {t} = {zero};\n    if (gn < {n}u && gkb < {k}u) {{ vb = {rv}; }}\n    tb[kb * {TILE}u + nn] = vb;\n    }}"
    );
    let _ = writeln!(b, "    workgroupBarrier();");
    let _ = writeln!(
        b,
        "    let kn = min({TK}u, {k}u - k0);\n    for (var kk = 0u; kk < kn; kk = kk + 1u) {{"
    );
    for i in 0..4 {
        let _ = writeln!(
            b,
            "    let a{i} = ta[kk * {TILE}u + ty + {}u];\n    let b{i} = tb[kk * {TILE}u + tx + {}u];",
            16 * i,
            16 * i
        );
    }
    for i in 0..4 {
        for j in 0..4 {
            let _ = writeln!(b, "    c{i}{j} = c{i}{j} + a{i} * b{j};");
        }
    }
    let _ = writeln!(b, "    }}\n    workgroupBarrier();\n    }}");
    for i in 0..4 {
        for j in 0..4 {
            let v = dtype::bits_expr(out.ty, &dtype::fix(out.ty, format!("c{i}{j}")));
            let _ = writeln!(
                b,
                "    {{\n    let om = m0 + ty + {}u;\n    let on = n0 + tx + {}u;\n    if (om < {m}u && on < {n}u) {{ out0[(bb * {m}u + om) * {n}u + on] = {v}; }}\n    }}",
                16 * i,
                16 * j
            );
        }
    }
    let wgsl = g.finish(&[out.ty], &b, THREADS as u32);
    Ok(Some(KernelText {
        name: format!(
            "dot_tiled_{}",
            inst.name
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                .collect::<String>()
        ),
        wgsl,
        inputs: g.inputs.clone(),
        outputs: vec![out.clone()],
        threads: (groups * THREADS) as u64,
        workgroup: THREADS as u32,
    }))
}
