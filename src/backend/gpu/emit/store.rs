//! The `main` body of a kernel computing one value per output element: each invocation
//! stores whole words, packing 8- and 16-bit elements several to a word so that no two
//! invocations write the same word. It computes nothing itself: the caller's statements do.

use super::super::dtype;
use crate::ir::ArrayShape;
use std::fmt::Write;

/// The `main` body writing each output element (packing sub-word types into whole words).
/// `value(e)` gives, for element index expression `e`, statements and per-output expressions.
pub(crate) fn store_body(
    outputs: &[ArrayShape],
    value_stmt: &str,
    fields: &[String],
) -> (String, u64) {
    let n = outputs.first().map(|a| a.element_count()).unwrap_or(0) as u64;
    let p = outputs.iter().map(|a| dtype::pack(a.ty)).max().unwrap_or(1) as u64;
    let threads = n.div_ceil(p);
    let mut b = String::new();
    let _ = writeln!(b, "    if (t >= {threads}u) {{ return; }}");
    if p == 1 {
        let _ = writeln!(b, "    let e = t;\n    {value_stmt}");
        for (k, (a, f)) in outputs.iter().zip(fields).enumerate() {
            if dtype::is_w64(a.ty) {
                let _ = writeln!(
                    b,
                    "    out{k}[2u * e] = ({f}).x;\n    out{k}[2u * e + 1u] = ({f}).y;"
                );
            } else {
                let _ = writeln!(b, "    out{k}[e] = {};", dtype::bits_expr(a.ty, f));
            }
        }
        return (b, threads);
    }
    for (k, a) in outputs.iter().enumerate() {
        if dtype::is_w64(a.ty) {
            continue;
        }
        let words = p / dtype::pack(a.ty) as u64;
        for w in 0..words {
            let _ = writeln!(b, "    var w{k}_{w} = 0u;");
        }
    }
    for j in 0..p {
        let _ = writeln!(
            b,
            "    {{\n    let e = t * {p}u + {j}u;\n    if (e < {n}u) {{\n    {value_stmt}"
        );
        for (k, (a, f)) in outputs.iter().zip(fields).enumerate() {
            if dtype::is_w64(a.ty) {
                let _ = writeln!(
                    b,
                    "    out{k}[2u * e] = ({f}).x;\n    out{k}[2u * e + 1u] = ({f}).y;"
                );
                continue;
            }
            let pk = dtype::pack(a.ty) as u64;
            let bits = 32 / pk;
            let w = j / pk;
            let sh = (j % pk) * bits;
            let _ = writeln!(
                b,
                "    w{k}_{w} = w{k}_{w} | ({} << {sh}u);",
                dtype::bits_expr(a.ty, f)
            );
        }
        let _ = writeln!(b, "    }}\n    }}");
    }
    for (k, a) in outputs.iter().enumerate() {
        if dtype::is_w64(a.ty) {
            continue;
        }
        let pk = dtype::pack(a.ty) as u64;
        let words = p / pk;
        let total_words = (a.element_count() as u64).div_ceil(pk);
        for w in 0..words {
            let _ = writeln!(
                b,
                "    if (t * {words}u + {w}u < {total_words}u) {{ out{k}[t * {words}u + {w}u] = w{k}_{w}; }}"
            );
        }
    }
    (b, threads)
}
