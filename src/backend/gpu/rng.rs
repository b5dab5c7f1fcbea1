//! rng-bit-generator as one kernel, bit for bit the CPU backend's (`cpu/kernels/rng.rs`, which
//! follows XLA's RngBitGeneratorExpander): three-fry 2x32 (20 rounds) and philox 4x32 (10
//! rounds; also `Default`, as on XLA's CPU backend), the same counter layout per element, and
//! the updated state written by invocation 0. Each invocation writes whole storage words of
//! raw bits (never through a float value, so NaN payloads survive). Generation only: it does
//! not decide what is materialised.

use super::device::DeviceLimits;
use super::dtype::pack;
use super::emit::{array_of, Ctx, EResult, Gen, KernelText};
use super::plan::sanitize;
use super::wgsl::{Helper, Helpers, Wgsl};
use crate::error::Error;
use crate::ir::{ArrayShape, ElementType, InstId, RngAlgorithm, ThreeFrySplit};

const OP: &str = "rng-bit-generator";

const THREEFRY: &str = "fn rng_threefry(key: vec2<u32>, c: vec2<u32>) -> vec2<u32> {
    var ks = array<u32, 3>(key.x, key.y, 0x1BD11BDAu ^ key.x ^ key.y);
    var rot = array<u32, 8>(13u, 15u, 26u, 6u, 17u, 29u, 16u, 24u);
    var x0 = c.x + ks[0];
    var x1 = c.y + ks[1];
    for (var i = 0u; i < 5u; i = i + 1u) {
        let r0 = (i % 2u) * 4u;
        for (var q = 0u; q < 4u; q = q + 1u) {
            let r = rot[r0 + q];
            x0 = x0 + x1;
            x1 = (x1 << r) | (x1 >> (32u - r));
            x1 = x1 ^ x0;
        }
        x0 = x0 + ks[(i + 1u) % 3u];
        x1 = x1 + ks[(i + 2u) % 3u] + i + 1u;
    }
    return vec2<u32>(x0, x1);
}";

/// Philox 4x32's rounds. It calls `xla_mul32_wide`: whoever declares it needs that helper.
const PHILOX: &str = "fn rng_philox(c: vec4<u32>, k: vec2<u32>) -> vec4<u32> {
    var x = c;
    var key = k;
    for (var i = 0u; i < 10u; i = i + 1u) {
        let p0 = xla_mul32_wide(x.x, 0xD2511F53u);
        let p1 = xla_mul32_wide(x.z, 0xCD9E8D57u);
        x = vec4<u32>(p1.y ^ x.y ^ key.x, p1.x, p0.y ^ x.w ^ key.y, p0.x);
        key = key + vec2<u32>(0x9E3779B9u, 0xBB67AE85u);
    }
    return x;
}";

/// Bit width of the generated elements, or a typed refusal.
fn width(ty: ElementType) -> EResult<usize> {
    use ElementType::*;
    Ok(match ty {
        U8 | S8 => 8,
        U16 | S16 | F16 | BF16 => 16,
        U32 | S32 | F32 => 32,
        U64 | S64 => 64,
        t => return Err(Error::unsupported(OP, t.hlo_name(), "gpu").into()),
    })
}

pub(crate) fn rng_kernel(
    cx: &Ctx,
    id: InstId,
    algorithm: RngAlgorithm,
    limits: &DeviceLimits,
) -> EResult<KernelText> {
    let inst = cx.comp.inst(id);
    let st_id = *inst
        .operands
        .first()
        .ok_or_else(|| Error::invalid_program("rng-bit-generator without a state"))?;
    let st = array_of(&cx.comp.inst(st_id).shape, OP)?.clone();
    let outs: Vec<ArrayShape> = inst.shape.leaves().into_iter().cloned().collect();
    let [new_st, bits] = outs.as_slice() else {
        return Err(Error::invalid_program("rng-bit-generator must return (state, bits)").into());
    };
    if st.ty != ElementType::U64 || st.dims.len() != 1 || new_st.dims != st.dims {
        return Err(Error::invalid_program(format!(
            "rng-bit-generator: state must be a u64 vector, got {}",
            st.ty.hlo_name()
        ))
        .into());
    }
    let slen = st.dims[0];
    let w = width(bits.ty)?;
    let n = bits.element_count();
    let mut g = Gen::new(cx, 2);
    let key = g.val(st_id, "0u")?;
    let ctr = g.val(st_id, "1u")?;
    let mut b = Wgsl::new();
    b.line(format!("let key = {key};"));
    b.line(format!("let ctr = {ctr};"));
    // Per element `e`: statements leaving its bits in `y` (its 32-bit word, or a vec2 for
    // 64-bit elements).
    let mut pre = Wgsl::new();
    let new_state: Vec<String> = match algorithm {
        RngAlgorithm::ThreeFry => {
            if slen != 2 {
                return Err(Error::invalid_program(
                    "rng-bit-generator: three-fry needs a u64[2] state",
                )
                .into());
            }
            g.declare(THREEFRY);
            let advance = if w == 64 {
                let c = g.helpers().call(Helper::Add64, "ctr, vec2<u32>(e, 0u)");
                pre.line(format!("let y = rng_threefry(key, {c});"));
                n
            } else {
                // XLA's halving of one dimension (`ThreeFrySplit`, shared with the CPU kernel):
                // a counter's two words land side by side along it.
                let sp = ThreeFrySplit::of(&bits.dims);
                let (d, q, h) = (sp.d, sp.post, sp.half());
                let (dq, q1, d1) = ((d * q).max(1), q.max(1), d.max(1));
                pre.line(format!("let ea = e / {dq}u;"));
                pre.line(format!("let er = (e / {q1}u) % {d1}u;"));
                pre.line(format!("let ec = e % {q1}u;"));
                pre.line(format!("let lin = (ea * {h}u + er / 2u) * {q1}u + ec;"));
                let c = g.helpers().call(Helper::Add64, "ctr, vec2<u32>(lin, 0u)");
                pre.line(format!("let y2 = rng_threefry(key, {c});"));
                pre.line("let y = select(y2.x, y2.y, (er & 1u) == 1u);");
                sp.counters()
            };
            let advanced = add64(g.helpers(), "ctr", &w64_lit(advance as u64));
            vec!["key".into(), advanced]
        }
        RngAlgorithm::Philox | RngAlgorithm::Default => {
            if slen != 2 && slen != 3 {
                return Err(Error::invalid_program(
                    "rng-bit-generator: philox needs a u64[2] or u64[3] state",
                )
                .into());
            }
            g.declare(PHILOX);
            g.helpers().need(Helper::Mul32Wide);
            let hi = if slen == 3 {
                g.val(st_id, "2u")?
            } else {
                "key".to_string()
            };
            b.line(format!("let chi = {hi};"));
            let words = if w == 64 { 2 * n } else { n };
            let blocks = words.div_ceil(4) as u64;
            let (blk, pick) = if w == 64 {
                (
                    "e / 2u",
                    "select(vec2<u32>(x.x, x.y), vec2<u32>(x.z, x.w), (e & 1u) == 1u)",
                )
            } else {
                ("e / 4u", "x[e & 3u]")
            };
            let h = g.helpers();
            let l = add64(h, "ctr", &format!("vec2<u32>({blk}, 0u)"));
            pre.line(format!("let l = {l};"));
            let carry = h.call(Helper::LtU64, "l, ctr");
            let high = add64(h, "chi", &format!("vec2<u32>(select(0u, 1u, {carry}), 0u)"));
            pre.line(format!("let h = {high};"));
            pre.line("let x = rng_philox(vec4<u32>(l.x, l.y, h.x, h.y), key);");
            pre.line(format!("let y = {pick};"));
            let nl = add64(h, "ctr", &w64_lit(blocks));
            let mut ns = vec!["key".to_string(), nl.clone()];
            if slen == 3 {
                let carry = h.call(Helper::LtU64, format_args!("{nl}, ctr"));
                ns.push(add64(
                    h,
                    "chi",
                    &format!("vec2<u32>(select(0u, 1u, {carry}), 0u)"),
                ));
            }
            ns
        }
    };
    let threads = if w == 64 {
        b.open_flat(format!("if (t < {n}u)"));
        b.line("let e = t;");
        b.embed(&pre);
        b.line("out1[2u * e] = y.x;");
        b.line("out1[2u * e + 1u] = y.y;");
        b.close();
        n as u64
    } else {
        let p = pack(bits.ty) as usize;
        let words = n.div_ceil(p);
        let mask = if w == 32 {
            0xffff_ffffu32
        } else {
            (1u32 << w) - 1
        };
        b.open_flat(format!("if (t < {words}u)"));
        b.line("var word = 0u;");
        for j in 0..p {
            b.open_flat("");
            b.line(format!("let e = t * {p}u + {j}u;"));
            b.open_flat(format!("if (e < {n}u)"));
            b.embed(&pre);
            b.line(format!("word = word | ((y & {mask}u) << {}u);", j * w));
            b.close();
            b.close();
        }
        b.line("out1[t] = word;");
        b.close();
        words as u64
    };
    b.open_flat("if (t == 0u)");
    for (k, v) in new_state.iter().enumerate() {
        b.line(format!("let s{k} = {v};"));
        b.line(format!("out0[{}u] = s{k}.x;", 2 * k));
        b.line(format!("out0[{}u] = s{k}.y;", 2 * k + 1));
    }
    b.close();
    let name = format!("rng_{}", sanitize(&inst.name));
    Ok(g.kernel(
        name,
        outs.clone(),
        b,
        threads.max(1),
        limits.workgroup_size(),
    ))
}

/// `xla_add64(a, b)`: the 64-bit sum of word pairs `a` and `b`.
fn add64(h: &mut Helpers, a: &str, b: &str) -> String {
    h.call(Helper::Add64, format_args!("{a}, {b}"))
}

fn w64_lit(v: u64) -> String {
    format!("vec2<u32>({}u, {}u)", v as u32, (v >> 32) as u32)
}
