//! Prints a module as HLO text that the HLO front end reads back to an equal module (up to
//! source locations): computations in module order, instructions in their order, the ENTRY and
//! ROOT markers, every typed attribute, constants with bit-exact values.
//!
//! It must stay total: it never fails or panics, even on modules that do not verify.

use std::fmt::Write;

use super::literal::Literal;
use super::module::{Computation, Instruction, Module};
use super::op::*;
use super::sharding::HloSharding as Sharding;
use super::sharding::SubgroupKind;
use super::types::ElementType;

/// HLO text for the module.
pub fn print_module(module: &Module) -> String {
    let mut out = String::new();
    let _ = write!(out, "HloModule {}", name_text(&module.name));
    if let Some(n) = module.num_replicas {
        let _ = write!(out, ", replica_count={n}");
    }
    if let Some(n) = module.num_partitions {
        let _ = write!(out, ", num_partitions={n}");
    }
    if !module.aliases.is_empty() {
        out.push_str(", input_output_alias={ ");
        for (i, a) in module.aliases.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(
                out,
                "{}: ({}, {}, may-alias)",
                index_text(&a.output_index),
                a.parameter,
                index_text(&a.parameter_index)
            );
        }
        out.push_str(" }");
    }
    out.push_str("\n\n");
    for (ci, comp) in module.computations.iter().enumerate() {
        if ci == module.entry.index() {
            out.push_str("ENTRY ");
        }
        print_computation(&mut out, module, comp);
        out.push('\n');
    }
    out
}

fn index_text(idx: &[usize]) -> String {
    let parts: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
    format!("{{{}}}", parts.join(","))
}

/// Names are printed as written when they are valid HLO names; anything else is quoted into
/// the name alphabet so the text still parses.
fn name_text(name: &str) -> String {
    let ok = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '$');
    if !name.is_empty() && name.chars().all(ok) {
        name.to_string()
    } else {
        let s: String = name.chars().map(|c| if ok(c) { c } else { '_' }).collect();
        if s.is_empty() {
            "_".to_string()
        } else {
            s
        }
    }
}

fn comp_name(module: &Module, id: super::module::CompId) -> String {
    module.computations.get(id.index()).map_or_else(
        || format!("missing_computation_{}", id.0),
        |c| name_text(&c.name),
    )
}

fn print_computation(out: &mut String, module: &Module, comp: &Computation) {
    let _ = writeln!(out, "{} {{", name_text(&comp.name));
    for (i, inst) in comp.instructions.iter().enumerate() {
        out.push_str("  ");
        if i == comp.root.index() {
            out.push_str("ROOT ");
        }
        print_instruction(out, module, comp, inst);
        out.push('\n');
    }
    out.push_str("}\n");
}

fn dims_text(d: &[usize]) -> String {
    let parts: Vec<String> = d.iter().map(|i| i.to_string()).collect();
    format!("{{{}}}", parts.join(","))
}

fn bool_text(b: bool) -> &'static str {
    if b {
        "true"
    } else {
        "false"
    }
}

fn quoted(s: &str) -> String {
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            '\t' => q.push_str("\\t"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

fn window_text(w: &[WindowDim]) -> String {
    if w.is_empty() {
        return "{}".to_string();
    }
    let join = |f: &dyn Fn(&WindowDim) -> String| w.iter().map(f).collect::<Vec<_>>().join("x");
    let mut s = format!("{{size={}", join(&|d| d.size.to_string()));
    if w.iter().any(|d| d.stride != 1) {
        let _ = write!(s, " stride={}", join(&|d| d.stride.to_string()));
    }
    if w.iter().any(|d| d.pad_low != 0 || d.pad_high != 0) {
        let _ = write!(
            s,
            " pad={}",
            join(&|d| format!("{}_{}", d.pad_low, d.pad_high))
        );
    }
    if w.iter().any(|d| d.base_dilation != 1) {
        let _ = write!(s, " lhs_dilate={}", join(&|d| d.base_dilation.to_string()));
    }
    if w.iter().any(|d| d.window_dilation != 1) {
        let _ = write!(
            s,
            " rhs_dilate={}",
            join(&|d| d.window_dilation.to_string())
        );
    }
    if w.iter().any(|d| d.window_reversal) {
        let _ = write!(
            s,
            " rhs_reversal={}",
            join(&|d| (d.window_reversal as u8).to_string())
        );
    }
    s.push('}');
    s
}

fn precision_text(p: &[Precision]) -> String {
    let parts: Vec<&str> = p
        .iter()
        .map(|p| match p {
            Precision::Default => "default",
            Precision::High => "high",
            Precision::Highest => "highest",
        })
        .collect();
    format!("{{{}}}", parts.join(","))
}

/// HLO's spelling of a sharding (`{devices=[2,1,2]<=[4] last_tile_dim_replicate}`, ...).
pub fn sharding_text(s: &Sharding) -> String {
    match s {
        Sharding::Replicated => "{replicated}".to_string(),
        Sharding::Manual => "{manual}".to_string(),
        Sharding::Maximal { device } => format!("{{maximal device={device}}}"),
        Sharding::Tiled {
            tile_assignment_dims,
            devices,
            last_tile_dims,
        } => {
            let dims: Vec<String> = tile_assignment_dims.iter().map(|d| d.to_string()).collect();
            let devs: Vec<String> = devices.iter().map(|d| d.to_string()).collect();
            let last = match last_tile_dims.as_slice() {
                [] => String::new(),
                [SubgroupKind::Replicated] => " last_tile_dim_replicate".to_string(),
                kinds => {
                    let names: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
                    format!(" last_tile_dims={{{}}}", names.join(", "))
                }
            };
            format!("{{devices=[{}]{}{last}}}", dims.join(","), devs.join(","))
        }
        Sharding::Tuple(t) => {
            let parts: Vec<String> = t.iter().map(sharding_text).collect();
            format!("{{{}}}", parts.join(", "))
        }
    }
}

fn groups_text(groups: &[Vec<usize>]) -> String {
    let parts: Vec<String> = groups.iter().map(|g| dims_text(g)).collect();
    format!("{{{}}}", parts.join(","))
}

/// `channel_id`, `replica_groups` and `use_global_device_ids`, as XLA prints them.
fn collective_attrs(c: &CollectiveAttrs, add: &mut dyn FnMut(&str, String)) {
    if let Some(id) = c.channel_id {
        add("channel_id", id.to_string());
    }
    add("replica_groups", groups_text(&c.replica_groups));
    if c.use_global_device_ids {
        add("use_global_device_ids", "true".to_string());
    }
}

fn conv_labels(d: &ConvDims) -> String {
    fn one(n: usize, a: (usize, char), b: (usize, char), sp: &[usize]) -> Option<String> {
        let mut v = vec![None; n];
        *v.get_mut(a.0)? = Some(a.1);
        *v.get_mut(b.0)? = Some(b.1);
        for (k, &p) in sp.iter().enumerate() {
            *v.get_mut(p)? = Some(char::from_digit(k as u32, 10)?);
        }
        v.into_iter().collect()
    }
    let text = (|| {
        Some(format!(
            "{}_{}->{}",
            one(
                d.input_spatial.len() + 2,
                (d.input_batch, 'b'),
                (d.input_feature, 'f'),
                &d.input_spatial
            )?,
            one(
                d.kernel_spatial.len() + 2,
                (d.kernel_input_feature, 'i'),
                (d.kernel_output_feature, 'o'),
                &d.kernel_spatial
            )?,
            one(
                d.output_spatial.len() + 2,
                (d.output_batch, 'b'),
                (d.output_feature, 'f'),
                &d.output_spatial
            )?
        ))
    })();
    text.unwrap_or_else(|| "invalid".to_string())
}

fn print_instruction(out: &mut String, module: &Module, comp: &Computation, inst: &Instruction) {
    let _ = write!(
        out,
        "{} = {} {}(",
        name_text(&inst.name),
        inst.shape,
        inst.op.name()
    );
    match &inst.op {
        Op::Parameter { index } => {
            let _ = write!(out, "{index}");
        }
        Op::Constant(lit) => literal_text(out, lit),
        _ => {
            for (k, o) in inst.operands.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                match comp.instructions.get(o.index()) {
                    Some(i) => out.push_str(&name_text(&i.name)),
                    None => {
                        let _ = write!(out, "missing_operand_{}", o.0);
                    }
                }
            }
        }
    }
    out.push(')');
    let mut attrs: Vec<(String, String)> = Vec::new();
    let mut add = |k: &str, v: String| attrs.push((k.to_string(), v));
    let cn = |id| comp_name(module, id);
    match &inst.op {
        Op::Parameter { .. }
        | Op::Constant(_)
        | Op::Tuple
        | Op::Copy
        | Op::Bitcast
        | Op::OptimizationBarrier
        | Op::AfterAll
        | Op::AddDependency
        | Op::ReplicaId
        | Op::PartitionId
        | Op::Unary(_)
        | Op::Binary(_)
        | Op::Select
        | Op::Clamp
        | Op::Convert
        | Op::BitcastConvert
        | Op::Reshape
        | Op::DynamicUpdateSlice => {}
        Op::Iota { dimension } => add("iota_dimension", dimension.to_string()),
        Op::GetTupleElement { index } => add("index", index.to_string()),
        Op::Call { computation } => add("to_apply", cn(*computation)),
        Op::Compare {
            direction,
            compare_type,
        } => {
            add("direction", direction.name().to_string());
            if let Some(t) = compare_type {
                add("type", t.name().to_string());
            }
        }
        Op::ReducePrecision {
            exponent_bits,
            mantissa_bits,
        } => {
            add("exponent_bits", exponent_bits.to_string());
            add("mantissa_bits", mantissa_bits.to_string());
        }
        Op::Map {
            computation,
            dimensions,
        } => {
            add("dimensions", dims_text(dimensions));
            add("to_apply", cn(*computation));
        }
        Op::Broadcast { dimensions } => add("dimensions", dims_text(dimensions)),
        Op::Transpose { permutation } => add("dimensions", dims_text(permutation)),
        Op::Slice { dims } => {
            let parts: Vec<String> = dims
                .iter()
                .map(|d| format!("[{}:{}:{}]", d.start, d.limit, d.stride))
                .collect();
            add("slice", format!("{{{}}}", parts.join(", ")));
        }
        Op::DynamicSlice { sizes } => add("dynamic_slice_sizes", dims_text(sizes)),
        Op::Concatenate { dimension } => add("dimensions", dims_text(&[*dimension])),
        Op::Pad { dims } => {
            if !dims.is_empty() {
                let parts: Vec<String> = dims
                    .iter()
                    .map(|d| {
                        if d.interior != 0 {
                            format!("{}_{}_{}", d.low, d.high, d.interior)
                        } else {
                            format!("{}_{}", d.low, d.high)
                        }
                    })
                    .collect();
                add("padding", parts.join("x"));
            }
        }
        Op::Reverse { dimensions } => add("dimensions", dims_text(dimensions)),
        Op::Reduce {
            dimensions,
            computation,
        } => {
            add("dimensions", dims_text(dimensions));
            add("to_apply", cn(*computation));
        }
        Op::ReduceWindow {
            window,
            computation,
        } => {
            add("window", window_text(window));
            add("to_apply", cn(*computation));
        }
        Op::SelectAndScatter {
            window,
            select,
            scatter,
        } => {
            add("window", window_text(window));
            add("select", cn(*select));
            add("scatter", cn(*scatter));
        }
        Op::Dot { dims, precision } => {
            if !dims.lhs_batch.is_empty() {
                add("lhs_batch_dims", dims_text(&dims.lhs_batch));
            }
            if !dims.rhs_batch.is_empty() {
                add("rhs_batch_dims", dims_text(&dims.rhs_batch));
            }
            add("lhs_contracting_dims", dims_text(&dims.lhs_contracting));
            add("rhs_contracting_dims", dims_text(&dims.rhs_contracting));
            if !precision.is_empty() {
                add("operand_precision", precision_text(precision));
            }
        }
        Op::Convolution(c) => {
            add("window", window_text(&c.window));
            add("dim_labels", conv_labels(&c.dims));
            if c.feature_group_count != 1 {
                add("feature_group_count", c.feature_group_count.to_string());
            }
            if c.batch_group_count != 1 {
                add("batch_group_count", c.batch_group_count.to_string());
            }
            if !c.precision.is_empty() {
                add("operand_precision", precision_text(&c.precision));
            }
        }
        Op::Gather(g) => {
            add("offset_dims", dims_text(&g.offset_dims));
            add("collapsed_slice_dims", dims_text(&g.collapsed_slice_dims));
            add("start_index_map", dims_text(&g.start_index_map));
            if !g.operand_batching_dims.is_empty() {
                add("operand_batching_dims", dims_text(&g.operand_batching_dims));
            }
            if !g.start_indices_batching_dims.is_empty() {
                add(
                    "start_indices_batching_dims",
                    dims_text(&g.start_indices_batching_dims),
                );
            }
            add("index_vector_dim", g.index_vector_dim.to_string());
            add("slice_sizes", dims_text(&g.slice_sizes));
            if g.indices_are_sorted {
                add("indices_are_sorted", "true".to_string());
            }
        }
        Op::Scatter(s) => {
            add("update_window_dims", dims_text(&s.update_window_dims));
            add("inserted_window_dims", dims_text(&s.inserted_window_dims));
            add(
                "scatter_dims_to_operand_dims",
                dims_text(&s.scatter_dims_to_operand_dims),
            );
            if !s.input_batching_dims.is_empty() {
                add("input_batching_dims", dims_text(&s.input_batching_dims));
            }
            if !s.scatter_indices_batching_dims.is_empty() {
                add(
                    "scatter_indices_batching_dims",
                    dims_text(&s.scatter_indices_batching_dims),
                );
            }
            add("index_vector_dim", s.index_vector_dim.to_string());
            if s.indices_are_sorted {
                add("indices_are_sorted", "true".to_string());
            }
            if s.unique_indices {
                add("unique_indices", "true".to_string());
            }
            add("to_apply", cn(s.update));
        }
        Op::Sort {
            dimension,
            is_stable,
            comparator,
        } => {
            add("dimensions", dims_text(&[*dimension]));
            if *is_stable {
                add("is_stable", "true".to_string());
            }
            add("to_apply", cn(*comparator));
        }
        Op::TopK { k, largest } => {
            add("k", k.to_string());
            add("largest", bool_text(*largest).to_string());
        }
        Op::While { condition, body } => {
            add("condition", cn(*condition));
            add("body", cn(*body));
        }
        Op::Conditional { branches } => {
            let names: Vec<String> = branches.iter().map(|b| cn(*b)).collect();
            add("branch_computations", format!("{{{}}}", names.join(", ")));
        }
        Op::CustomCall(c) => {
            add("custom_call_target", quoted(&c.target));
            if !c.called_computations.is_empty() {
                let names: Vec<String> = c.called_computations.iter().map(|b| cn(*b)).collect();
                add("called_computations", format!("{{{}}}", names.join(", ")));
            }
            if c.has_side_effect {
                add("custom_call_has_side_effect", "true".to_string());
            }
            if !c.backend_config.is_empty() {
                add("backend_config", quoted(&c.backend_config));
            }
            let api = match c.api_version {
                0 => "API_VERSION_UNSPECIFIED",
                2 => "API_VERSION_STATUS_RETURNING",
                3 => "API_VERSION_STATUS_RETURNING_UNIFIED",
                4 => "API_VERSION_TYPED_FFI",
                _ => "API_VERSION_ORIGINAL",
            };
            add("api_version", api.to_string());
        }
        Op::RngBitGenerator { algorithm } => add(
            "algorithm",
            match algorithm {
                RngAlgorithm::Default => "rng_default",
                RngAlgorithm::ThreeFry => "rng_three_fry",
                RngAlgorithm::Philox => "rng_philox",
            }
            .to_string(),
        ),
        Op::AllReduce {
            computation,
            collective,
        } => {
            collective_attrs(collective, &mut add);
            add("to_apply", cn(*computation));
        }
        Op::AllGather {
            dimension,
            collective,
        } => {
            collective_attrs(collective, &mut add);
            add("dimensions", dims_text(&[*dimension]));
        }
        Op::ReduceScatter {
            dimension,
            computation,
            collective,
        } => {
            collective_attrs(collective, &mut add);
            add("dimensions", dims_text(&[*dimension]));
            add("to_apply", cn(*computation));
        }
        Op::AllToAll {
            dimensions,
            collective,
        } => {
            collective_attrs(collective, &mut add);
            if let Some((split, concat)) = dimensions {
                add("dimensions", dims_text(&[*split]));
                // XLA's all-to-all concatenates where it splits; StableHLO's may not.
                if split != concat {
                    add("concat_dimension", concat.to_string());
                }
            }
        }
        Op::CollectivePermute {
            source_target_pairs,
            channel_id,
        } => {
            if let Some(id) = channel_id {
                add("channel_id", id.to_string());
            }
            let pairs: Vec<String> = source_target_pairs
                .iter()
                .map(|(s, t)| format!("{{{s},{t}}}"))
                .collect();
            add("source_target_pairs", format!("{{{}}}", pairs.join(",")));
        }
        Op::CollectiveBroadcast { collective } => collective_attrs(collective, &mut add),
        Op::GlobalToLocal { sharding } | Op::LocalToGlobal { sharding } => {
            add("global_sharding", sharding_text(sharding))
        }
        Op::Cholesky { lower } => add("lower", bool_text(*lower).to_string()),
        Op::TriangularSolve(t) => {
            add("left_side", bool_text(t.left_side).to_string());
            add("lower", bool_text(t.lower).to_string());
            add("unit_diagonal", bool_text(t.unit_diagonal).to_string());
            add(
                "transpose_a",
                match t.transpose_a {
                    TriangularTranspose::NoTranspose => "NO_TRANSPOSE",
                    TriangularTranspose::Transpose => "TRANSPOSE",
                    TriangularTranspose::Adjoint => "ADJOINT",
                }
                .to_string(),
            );
        }
        Op::Fft {
            fft_type,
            fft_length,
        } => {
            add("fft_type", fft_type.name().to_string());
            add("fft_length", dims_text(fft_length));
        }
    }
    if let Some(s) = &inst.sharding {
        attrs.push(("sharding".to_string(), sharding_text(s)));
    }
    for (k, v) in attrs {
        let _ = write!(out, ", {k}={v}");
    }
}

/// A float's HLO spelling from its bits: shortest round-trip decimal, `inf`, `nan`, or
/// `nan(0x..)` when the payload is not the default quiet NaN.
fn float_text(bits: u64, exp_bits: u32, man_bits: u32, shortest: &dyn Fn() -> String) -> String {
    let man_mask = (1u64 << man_bits) - 1;
    let exp_mask = ((1u64 << exp_bits) - 1) << man_bits;
    let neg = (bits >> (exp_bits + man_bits)) & 1 == 1;
    let sign = if neg { "-" } else { "" };
    if bits & exp_mask == exp_mask {
        let man = bits & man_mask;
        if man == 0 {
            return format!("{sign}inf");
        }
        if man == 1u64 << (man_bits - 1) {
            return format!("{sign}nan");
        }
        return format!("{sign}nan(0x{man:x})");
    }
    shortest()
}

fn scalar_text(out: &mut String, ty: ElementType, b: &[u8]) {
    use ElementType::*;
    let u = |n: usize| -> u64 {
        let mut x = [0u8; 8];
        let n = n.min(b.len()).min(8);
        x[..n].copy_from_slice(&b[..n]);
        u64::from_le_bytes(x)
    };
    let s = match ty {
        Pred => bool_text(b.first().copied().unwrap_or(0) != 0).to_string(),
        S2 | S4 | S8 => (u(1) as u8 as i8).to_string(),
        S16 => (u(2) as u16 as i16).to_string(),
        S32 => (u(4) as u32 as i32).to_string(),
        S64 => (u(8) as i64).to_string(),
        U2 | U4 | U8 => (u(1) as u8).to_string(),
        U16 => (u(2) as u16).to_string(),
        U32 => (u(4) as u32).to_string(),
        U64 => u(8).to_string(),
        F16 => {
            let v = half::f16::from_bits(u(2) as u16).to_f32();
            float_text(u(2), 5, 10, &|| format!("{v:?}"))
        }
        BF16 => {
            let v = half::bf16::from_bits(u(2) as u16).to_f32();
            float_text(u(2), 8, 7, &|| format!("{v:?}"))
        }
        F32 => {
            let v = f32::from_bits(u(4) as u32);
            float_text(u(4), 8, 23, &|| format!("{v:?}"))
        }
        F64 => {
            let v = f64::from_bits(u(8));
            float_text(u(8), 11, 52, &|| format!("{v:?}"))
        }
        C64 => {
            let mut t = String::from("(");
            scalar_text(&mut t, F32, b.get(..4).unwrap_or(&[]));
            t.push_str(", ");
            scalar_text(&mut t, F32, b.get(4..8).unwrap_or(&[]));
            t.push(')');
            t
        }
        C128 => {
            let mut t = String::from("(");
            scalar_text(&mut t, F64, b.get(..8).unwrap_or(&[]));
            t.push_str(", ");
            scalar_text(&mut t, F64, b.get(8..16).unwrap_or(&[]));
            t.push(')');
            t
        }
        // The narrow floats have no HLO-text constant support in the front end; print bits.
        F4E2M1FN | F8E3M4 | F8E4M3 | F8E4M3FN | F8E4M3FNUZ | F8E4M3B11FNUZ | F8E5M2
        | F8E5M2FNUZ | F8E8M0FNU => format!("0x{:x}", u(1)),
    };
    out.push_str(&s);
}

fn literal_text(out: &mut String, lit: &Literal) {
    let ty = lit.ty();
    let width = ty.byte_size();
    let dims = lit.dims();
    let bytes = lit.bytes();
    if dims.is_empty() {
        scalar_text(out, ty, bytes.get(..width).unwrap_or(&[]));
        return;
    }
    fn rec(
        out: &mut String,
        ty: ElementType,
        width: usize,
        dims: &[usize],
        bytes: &[u8],
        offset: &mut usize,
    ) {
        out.push('{');
        if dims.len() == 1 {
            for i in 0..dims[0] {
                if i > 0 {
                    out.push_str(", ");
                }
                let start = *offset * width;
                scalar_text(out, ty, bytes.get(start..start + width).unwrap_or(&[]));
                *offset += 1;
            }
            if dims[0] == 0 {
                out.push_str("  ");
            }
        } else {
            out.push(' ');
            for i in 0..dims[0] {
                if i > 0 {
                    out.push_str(", ");
                }
                rec(out, ty, width, &dims[1..], bytes, offset);
            }
            out.push(' ');
        }
        out.push('}');
    }
    // Zero-size literals print flat: the reader flattens braces anyway, and nested empty
    // braces could take as long as the (unbounded) leading dimensions to print.
    if lit.element_count() == 0 {
        out.push_str("{  }");
        return;
    }
    let mut offset = 0;
    rec(out, ty, width, dims, bytes, &mut offset);
}
