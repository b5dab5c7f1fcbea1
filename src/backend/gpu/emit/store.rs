//! The `main` body of a kernel computing one value per output element: each invocation
//! stores whole words, packing 8- and 16-bit elements several to a word so that no two
//! invocations write the same word. It computes nothing itself: the caller's statements do.

use super::super::dtype;
use super::super::wgsl::{Helpers, Wgsl};
use crate::ir::ArrayShape;

/// The `main` body writing each output element (packing sub-word types into whole words),
/// and the number of invocations it needs. `value` holds the statements computing element
/// `e` (a fragment, see `Wgsl::embed`), after which `fields` are the outputs' values.
pub(crate) fn store_body(
    outputs: &[ArrayShape],
    value: &Wgsl,
    fields: &[String],
    h: &mut Helpers,
) -> (Wgsl, u64) {
    let n = outputs.first().map(|a| a.element_count()).unwrap_or(0) as u64;
    let p = outputs.iter().map(|a| dtype::pack(a.ty)).max().unwrap_or(1) as u64;
    let threads = n.div_ceil(p);
    let mut b = Wgsl::new();
    b.line(format!("if (t >= {threads}u) {{ return; }}"));
    if p == 1 {
        b.line("let e = t;");
        b.embed(value);
        for (k, (a, f)) in outputs.iter().zip(fields).enumerate() {
            if dtype::is_multiword(a.ty) {
                for line in dtype::store_words(a.ty, &format!("out{k}"), "e", f) {
                    b.line(line);
                }
            } else {
                b.line(format!("out{k}[e] = {};", dtype::bits_expr(a.ty, f, h)));
            }
        }
        return (b, threads);
    }
    for (k, a) in outputs.iter().enumerate() {
        if dtype::is_multiword(a.ty) {
            continue;
        }
        let words = p / dtype::pack(a.ty) as u64;
        for w in 0..words {
            b.line(format!("var w{k}_{w} = 0u;"));
        }
    }
    for j in 0..p {
        b.open_flat("");
        b.line(format!("let e = t * {p}u + {j}u;"));
        b.open_flat(format!("if (e < {n}u)"));
        b.embed(value);
        for (k, (a, f)) in outputs.iter().zip(fields).enumerate() {
            if dtype::is_multiword(a.ty) {
                for line in dtype::store_words(a.ty, &format!("out{k}"), "e", f) {
                    b.line(line);
                }
                continue;
            }
            let pk = dtype::pack(a.ty) as u64;
            let bits = 32 / pk;
            let w = j / pk;
            let sh = (j % pk) * bits;
            let stored = dtype::bits_expr(a.ty, f, h);
            b.line(format!("w{k}_{w} = w{k}_{w} | ({stored} << {sh}u);"));
        }
        b.close();
        b.close();
    }
    for (k, a) in outputs.iter().enumerate() {
        if dtype::is_multiword(a.ty) {
            continue;
        }
        let pk = dtype::pack(a.ty) as u64;
        let words = p / pk;
        let total_words = (a.element_count() as u64).div_ceil(pk);
        for w in 0..words {
            b.line(format!("if (t * {words}u + {w}u < {total_words}u) {{ out{k}[t * {words}u + {w}u] = w{k}_{w}; }}"));
        }
    }
    (b, threads)
}
