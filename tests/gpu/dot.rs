//! The tiled GPU matmul against the CPU backend: ragged sizes (not multiples of the tile or
//! the 16-deep k step) and whole tiles (read without range checks), batch dimensions, transposed operands, several contracting
//! and free dimensions, fused operands, s32 and s8 (exact), f16 inputs with an f32 result
//! (prefetched as raw bits), and f16 and bf16 results (summed in f32, stored two to a word; an odd number of columns keeps
//! the serial loop).
//! Without an adapter it fails (see `gpu_skip`).

use crate::gpu_common;
use gpu_common::{
    assert_close, gpu_or_skip, kernel_names, kernels, run_hlo, test_array, test_arrays,
};
use webxla::backend::cpu::CpuBackend;
use webxla::backend::Backend;
use webxla::ir::{ElementType, Literal};

/// `run_hlo` for arguments and programs that must work.
fn run_unwrap(be: &dyn Backend, text: &str, args: &[Literal]) -> Vec<Literal> {
    run_hlo(be, text, args).unwrap()
}

/// (HLO text, argument shapes) of each case.
fn cases() -> Vec<(String, Vec<(ElementType, Vec<usize>)>)> {
    use ElementType::*;
    let mut v = Vec::new();
    // Plain, ragged: 100x70 @ 70x130.
    v.push((
        "ENTRY e { a = f32[100,70]{1,0} parameter(0)  b = f32[70,130]{1,0} parameter(1)
  ROOT d = f32[100,130]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0} }"
            .to_string(),
        vec![(F32, vec![100, 70]), (F32, vec![70, 130])],
    ));
    // Batched, both operands transposed (contracting dims first on lhs, last on rhs).
    v.push((
        "ENTRY e { a = f32[3,33,65]{2,1,0} parameter(0)  b = f32[3,80,33]{2,1,0} parameter(1)
  ROOT d = f32[3,65,80]{2,1,0} dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_contracting_dims={2} }"
            .to_string(),
        vec![(F32, vec![3, 33, 65]), (F32, vec![3, 80, 33])],
    ));
    // Two contracting dims, two free dims on the lhs, batch dim not leading on the rhs.
    v.push((
        "ENTRY e { a = f32[2,5,9,4,6]{4,3,2,1,0} parameter(0)  b = f32[6,4,2,20]{3,2,1,0} parameter(1)
  ROOT d = f32[2,5,9,20]{3,2,1,0} dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={2}, lhs_contracting_dims={3,4}, rhs_contracting_dims={1,0} }"
            .to_string(),
        vec![(F32, vec![2, 5, 9, 4, 6]), (F32, vec![6, 4, 2, 20])],
    ));
    // Fused operands: a transpose and an elementwise op feed the tiles.
    v.push((
        "ENTRY e { a = f32[64,96]{1,0} parameter(0)  b = f32[96,48]{1,0} parameter(1)
  t = f32[96,64]{1,0} transpose(a), dimensions={1,0}
  e2 = f32[96,48]{1,0} exponential(b)
  ROOT d = f32[64,48]{1,0} dot(t, e2), lhs_contracting_dims={0}, rhs_contracting_dims={0} }"
            .to_string(),
        vec![(F32, vec![64, 96]), (F32, vec![96, 48])],
    ));
    // Integers: exact.
    v.push((
        "ENTRY e { a = s32[40,300]{1,0} parameter(0)  b = s32[300,50]{1,0} parameter(1)
  ROOT d = s32[40,50]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0} }"
            .to_string(),
        vec![(S32, vec![40, 300]), (S32, vec![300, 50])],
    ));
    // f16 inputs, f32 result (mixed precision).
    v.push((
        "ENTRY e { a = f16[70,50]{1,0} parameter(0)  b = f16[50,90]{1,0} parameter(1)
  ROOT d = f32[70,90]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0} }"
            .to_string(),
        vec![(F16, vec![70, 50]), (F16, vec![50, 90])],
    ));
    // f16 result: ragged rows, an even number of columns that is not a multiple of 64.
    v.push((
        "ENTRY e { a = f16[70,50]{1,0} parameter(0)  b = f16[50,66]{1,0} parameter(1)
  ROOT d = f16[70,66]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0} }"
            .to_string(),
        vec![(F16, vec![70, 50]), (F16, vec![50, 66])],
    ));
    // bf16 result, batched, rhs transposed.
    v.push((
        "ENTRY e { a = bf16[2,40,130]{2,1,0} parameter(0)  b = bf16[2,96,130]{2,1,0} parameter(1)
  ROOT d = bf16[2,40,96]{2,1,0} dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={2} }"
            .to_string(),
        vec![(BF16, vec![2, 40, 130]), (BF16, vec![2, 96, 130])],
    ));
    // s8 operands, s32 result (exact), ragged: the tiles hold the converted bytes.
    v.push((
        "ENTRY e { a = s8[40,70]{1,0} parameter(0)  b = s8[70,50]{1,0} parameter(1)
  ROOT d = s32[40,50]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0} }"
            .to_string(),
        vec![(S8, vec![40, 70]), (S8, vec![70, 50])],
    ));
    // Whole 64×128 tiles and 16-deep steps: the kernel reads without range checks.
    v.push((
        WHOLE_TILES.to_string(),
        vec![(F32, vec![1024, 48]), (F32, vec![48, 1024])],
    ));
    // The same tiling on ragged sizes keeps them.
    v.push((
        "ENTRY e { a = f32[1000,40]{1,0} parameter(0)  b = f32[40,1030]{1,0} parameter(1)
  ROOT d = f32[1000,1030]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0} }"
            .to_string(),
        vec![(F32, vec![1000, 40]), (F32, vec![40, 1030])],
    ));
    v.into_iter()
        .map(|(t, a)| (format!("HloModule dots\n{t}\n"), a))
        .collect()
}

const WHOLE_TILES: &str =
    "ENTRY e { a = f32[1024,48]{1,0} parameter(0)  b = f32[48,1024]{1,0} parameter(1)
  ROOT d = f32[1024,1024]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0} }";

/// Operands stored several to a word are prefetched as raw bits and converted only when
/// written to the tiles, so the conversion does not wait for the load; word-sized ones are
/// prefetched as values.
#[test]
fn packed_operands_are_prefetched_as_bits() {
    let wgsl = |ty: &str| {
        let text = format!(
            "HloModule d\nENTRY e {{ a = {ty}[64,64]{{1,0}} parameter(0)  b = {ty}[64,64]{{1,0}} parameter(1)
  ROOT d = f32[64,64]{{1,0}} dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}} }}\n"
        );
        kernels(&text)[0].1.clone()
    };
    for ty in ["f16", "bf16"] {
        let k = wgsl(ty);
        assert!(
            k.contains("var ra0: u32;") && k.contains("ra0 = lb_0("),
            "{k}"
        );
        assert!(
            k.contains("var rb0: u32;") && k.contains("rb0 = lb_1("),
            "{k}"
        );
    }
    let k = wgsl("f32");
    assert!(k.contains("var ra0: f32;") && k.contains("ra0 = ld_0(") && !k.contains("lb_0"));
}

/// The tiled kernel's operand loads check the range only where a tile can overhang.
#[test]
fn whole_tiles_load_without_range_checks() {
    let wgsl = |text: &str| {
        let kernels = kernels(&format!("HloModule d\n{text}\n"));
        assert_eq!(kernels.len(), 1);
        kernels[0].1.clone()
    };
    let whole = wgsl(WHOLE_TILES);
    assert!(whole.contains("@workgroup_size(256)"), "{whole}");
    assert!(!whole.contains("if (gm <") && !whole.contains("if (gn <"));
    let ragged = wgsl(&WHOLE_TILES.replace("48", "40"));
    assert!(ragged.contains("if (gm < 1024u && gk < 40u)"), "{ragged}");
    assert!(ragged.contains("if (gn < 1024u && gkb < 40u)"));
}

#[test]
fn tiled_dot_kernels_are_chosen_and_validate() {
    for (text, _) in cases() {
        let names = kernel_names(&text);
        assert!(
            names.iter().any(|n| n.starts_with("dot_tiled")),
            "{text}: {names:?}"
        );
    }
}

#[test]
fn tiled_dot_matches_cpu() {
    let Some(be) = gpu_or_skip() else { return };
    let cpu = CpuBackend::with_ieee_subnormals();
    for (k, (text, shapes)) in cases().into_iter().enumerate() {
        let args = test_arrays(&shapes, (k * 2) as u32);
        let g = run_unwrap(&be, &text, &args);
        let w = run_unwrap(&cpu, &text, &args);
        assert_eq!(g[0].dims(), w[0].dims(), "case {k}");
        // Integers are exact; 16-bit results sum the same f32 products in the same order
        // and round once, so their bits match too.
        if matches!(
            g[0].ty(),
            ElementType::S32 | ElementType::F16 | ElementType::BF16
        ) {
            assert!(g[0].bytes() == w[0].bytes(), "case {k}: dot bits differ");
            continue;
        }
        assert_close(&format!("case {k}\n{text}"), &g[0], &w[0], 1e-4);
    }
}

/// A 16-bit result with an odd number of columns would put a word's two halves in different
/// invocations: the serial loop computes it, with the same bits as the CPU.
#[test]
fn odd_width_half_precision_dot_keeps_the_serial_loop() {
    let text = "HloModule odd
ENTRY e { a = f16[40,30]{1,0} parameter(0)  b = f16[30,65]{1,0} parameter(1)
  ROOT d = f16[40,65]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0} }
";
    let names = kernel_names(text);
    assert!(
        !names.iter().any(|n| n.starts_with("dot_tiled")),
        "{names:?}"
    );
    let Some(be) = gpu_or_skip() else { return };
    let args = [
        test_array(ElementType::F16, &[40, 30], 1),
        test_array(ElementType::F16, &[30, 65], 2),
    ];
    let g = run_unwrap(&be, text, &args);
    let w = run_unwrap(&CpuBackend::with_ieee_subnormals(), text, &args);
    assert!(g[0].bytes() == w[0].bytes(), "odd-width f16 dot differs");
}

/// A transformer's head split: `x @ w + b`, reshaped and transposed into heads, feeds the
/// attention product. The bias add, reshape and transpose are evaluated in the product's tile
/// loads (no kernel of their own), and the result matches the CPU.
#[test]
fn index_math_and_bias_feeding_a_dot_stay_in_its_loads() {
    let text = "HloModule heads
ENTRY e {
  x = f32[2,32,64]{2,1,0} parameter(0)
  w = f32[64,64]{1,0} parameter(1)
  b = f32[64]{0} parameter(2)
  y = f32[2,32,64]{2,1,0} dot(x, w), lhs_contracting_dims={2}, rhs_contracting_dims={0}
  bb = f32[2,32,64]{2,1,0} broadcast(b), dimensions={2}
  yb = f32[2,32,64]{2,1,0} add(y, bb)
  r = f32[2,32,4,16]{3,2,1,0} reshape(yb)
  h = f32[2,4,32,16]{3,2,1,0} transpose(r), dimensions={0,2,1,3}
  ROOT s = f32[2,4,32,32]{3,2,1,0} dot(h, h), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={3}
}
";
    // h is read twice by the same dot, so it gets a buffer: the first product's kernel
    // stores it, the bias add, reshape and transpose applied as its epilogue.
    let names = kernel_names(text);
    assert_eq!(names, ["dot_tiled_y_then_h", "dot_tiled_s"]);
    let single = text.replace("dot(h, h)", "dot(h, k)").replace(
        "  ROOT s",
        "  k = f32[2,4,32,16]{3,2,1,0} parameter(3)\n  ROOT s",
    );
    let names = kernel_names(&single);
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(
        names.iter().all(|n| n.starts_with("dot_tiled")),
        "{names:?}"
    );
    let Some(be) = gpu_or_skip() else { return };
    let args = [
        test_array(ElementType::F32, &[2, 32, 64], 1),
        test_array(ElementType::F32, &[64, 64], 2),
        test_array(ElementType::F32, &[64], 3),
        test_array(ElementType::F32, &[2, 4, 32, 16], 4),
    ];
    let g = run_unwrap(&be, &single, &args);
    let w = run_unwrap(&CpuBackend::with_ieee_subnormals(), &single, &args);
    assert_close("head split", &g[0], &w[0], 1e-4);
}
