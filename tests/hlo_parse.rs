//! HLO front end, verifier and printer against the conformance corpus and `tests/hlo_extra`,
//! plus a table of malformed programs that must fail with located, typed errors.

use std::path::PathBuf;

use webxla::hlo::parse_hlo;
use webxla::ir::{print::print_module, Module};
use webxla::ErrorKind;

fn hlo_files() -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut out = Vec::new();
    let mut dirs: Vec<_> = std::fs::read_dir(root.join("conformance"))
        .expect("tests/conformance exists")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.join("module.hlo").exists())
        .collect();
    dirs.sort();
    for d in dirs {
        let text = std::fs::read_to_string(d.join("module.hlo")).expect("readable");
        out.push((d.file_name().unwrap().to_string_lossy().into_owned(), text));
    }
    if let Ok(rd) = std::fs::read_dir(root.join("hlo_extra")) {
        let mut extra: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        extra.sort();
        for p in extra
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "hlo"))
        {
            let text = std::fs::read_to_string(&p).expect("readable");
            out.push((
                format!("extra/{}", p.file_name().unwrap().to_string_lossy()),
                text,
            ));
        }
    }
    out
}

#[test]
fn every_corpus_module_parses_and_verifies() {
    let files = hlo_files();
    assert!(
        files.len() >= 62,
        "expected the 62 corpus modules, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    for (name, text) in &files {
        if let Err(e) = parse_hlo(text) {
            failures.push(format!("{name}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
    println!("parsed and verified {} modules", files.len());
}

/// Clears source locations so modules from different texts compare equal.
fn strip_locs(mut m: Module) -> Module {
    for c in &mut m.computations {
        for i in &mut c.instructions {
            i.loc = Default::default();
        }
    }
    m
}

#[test]
fn print_parse_round_trip() {
    let mut failures = Vec::new();
    for (name, text) in hlo_files() {
        let m = parse_hlo(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let printed = print_module(&m);
        match parse_hlo(&printed) {
            Ok(m2) => {
                if strip_locs(m.clone()) != strip_locs(m2) {
                    failures.push(format!("{name}: module differs after round trip"));
                } else if print_module(&parse_hlo(&printed).unwrap()) != printed {
                    failures.push(format!("{name}: printing is not stable"));
                }
            }
            Err(e) => failures.push(format!(
                "{name}: printed text does not parse: {e}\n{printed}"
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

const GOOD: &str = "HloModule m, entry_computation_layout={(f32[2,3]{1,0})->f32[3,2]{1,0}}

region_0.1 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main.2 {
  x = f32[2,3]{1,0} parameter(0)
  t = f32[3,2]{1,0} transpose(x), dimensions={1,0}
  z = f32[] constant(0)
  r = f32[3]{0} reduce(t, z), dimensions={1}, to_apply=region_0.1
  ROOT n = f32[3,2]{1,0} negate(t)
}
";

/// Asserts `text` fails with `kind` and a `line:col` location in the message.
fn assert_err(text: &str, kind: ErrorKind, needle: &str, case: &str) {
    match parse_hlo(text) {
        Ok(_) => panic!("{case}: expected an error, got Ok"),
        Err(e) => {
            assert_eq!(e.kind, kind, "{case}: wrong kind for {e}");
            assert!(
                e.message.contains(needle),
                "{case}: message lacks '{needle}': {e}"
            );
            let has_loc = e.message.split(|c: char| !c.is_ascii_digit() && c != ':').any(|w| {
                let mut parts = w.split(':');
                matches!((parts.next(), parts.next()), (Some(a), Some(b)) if !a.is_empty() && !b.is_empty())
            });
            assert!(has_loc, "{case}: message has no line:column: {e}");
        }
    }
}

#[test]
fn good_module_parses() {
    let m = parse_hlo(GOOD).unwrap();
    assert_eq!(m.computations.len(), 2);
    assert_eq!(m.entry_comp().name, "main.2");
}

#[test]
fn malformed_programs_give_located_errors() {
    use ErrorKind::{InvalidProgram, Parse};
    let cases: Vec<(&str, String, ErrorKind, &str)> = vec![
        (
            "unknown opcode",
            GOOD.replace("negate(t)", "frobnicate(t)"),
            Parse,
            "unknown opcode 'frobnicate'",
        ),
        (
            "undefined operand",
            GOOD.replace("negate(t)", "negate(q)"),
            Parse,
            "undefined operand 'q'",
        ),
        (
            "wrong operand count",
            GOOD.replace("negate(t)", "negate(t, t)"),
            InvalidProgram,
            "operand",
        ),
        (
            "shape mismatch",
            GOOD.replace("ROOT n = f32[3,2]{1,0}", "ROOT n = f32[3,3]{1,0}"),
            InvalidProgram,
            "declared shape",
        ),
        (
            "bad permutation",
            GOOD.replace("dimensions={1,0}", "dimensions={1,1}"),
            InvalidProgram,
            "appears twice",
        ),
        (
            "permutation out of range",
            GOOD.replace("dimensions={1,0}", "dimensions={5,0}"),
            InvalidProgram,
            "out of range",
        ),
        (
            "missing computation",
            GOOD.replace("to_apply=region_0.1", "to_apply=nowhere"),
            Parse,
            "unknown computation 'nowhere'",
        ),
        (
            "duplicate name",
            GOOD.replace("z = f32[] constant(0)", "t = f32[] constant(0)"),
            Parse,
            "duplicate instruction name",
        ),
        (
            "duplicate computation",
            GOOD.replace("ENTRY main.2", "ENTRY region_0.1"),
            Parse,
            "duplicate computation",
        ),
        ("empty file", String::new(), Parse, "empty program"),
        (
            "only whitespace",
            "  \n\n ".to_string(),
            Parse,
            "empty program",
        ),
        (
            "binary garbage",
            "\u{0}\u{1}\u{fffd}\u{7f}HloModule".to_string(),
            Parse,
            "HloModule",
        ),
        (
            "huge shape",
            GOOD.replace(
                "f32[2,3]{1,0} parameter(0)",
                "f32[99999999999,99999999999]{1,0} parameter(0)",
            ),
            Parse,
            "too many elements",
        ),
        (
            "huge dimension",
            GOOD.replace(
                "f32[2,3]{1,0} parameter(0)",
                "f32[999999999999999999999999,3]{1,0} parameter(0)",
            ),
            Parse,
            "dimension size",
        ),
        (
            "bad element type",
            GOOD.replace("z = f32[]", "z = f33[]"),
            Parse,
            "unknown element type 'f33'",
        ),
        (
            "bad layout",
            GOOD.replace("x = f32[2,3]{1,0}", "x = f32[2,3]{1,1}"),
            Parse,
            "layout",
        ),
        (
            "constant count",
            GOOD.replace("constant(0)", "constant({1, 2})"),
            Parse,
            "needs 1 values",
        ),
        (
            "constant value",
            GOOD.replace("constant(0)", "constant(zero)"),
            Parse,
            "bad f32 constant",
        ),
        (
            "reducer signature",
            GOOD.replace("a = f32[] parameter(0)", "a = s32[] parameter(0)"),
            InvalidProgram,
            "differ",
        ),
        (
            "parameter gap",
            GOOD.replace("b = f32[] parameter(1)", "b = f32[] parameter(2)"),
            Parse,
            "parameter",
        ),
        (
            "huge parameter number",
            GOOD.replace("b = f32[] parameter(1)", "b = f32[] parameter(99999999999)"),
            Parse,
            "parameter",
        ),
        (
            "missing attribute",
            GOOD.replace(", dimensions={1,0}", ""),
            Parse,
            "needs attribute 'dimensions'",
        ),
        (
            "bad direction",
            GOOD.replace("negate(t)", "compare(t, t), direction=XX"),
            Parse,
            "unknown comparison direction",
        ),
        (
            "unterminated computation",
            GOOD.trim_end().trim_end_matches('}').to_string(),
            Parse,
            "expected '}'",
        ),
        (
            "cycle",
            GOOD.replace("negate(t)", "negate(n)"),
            Parse,
            "depends on itself",
        ),
        (
            "two roots",
            GOOD.replace("  r = f32[3]{0}", "  ROOT r = f32[3]{0}"),
            Parse,
            "more than one ROOT",
        ),
        (
            "bad window",
            GOOD.replace(
                "negate(t)",
                "reduce-window(t, z), window={size=2x2 stride=0x1}, to_apply=region_0.1",
            ),
            Parse,
            "stride",
        ),
        (
            "bad reduce dims",
            GOOD.replace("dimensions={1}, to_apply", "dimensions={7}, to_apply"),
            InvalidProgram,
            "out of range",
        ),
        (
            "recursion",
            GOOD.replace(
                "ROOT s = f32[] add(a, b)",
                "ROOT s = f32[] call(a, b), to_apply=region_0.1",
            ),
            InvalidProgram,
            "calls itself",
        ),
    ];
    for (case, text, kind, needle) in &cases {
        assert_err(text, *kind, needle, case);
    }
    println!("{} malformed cases checked", cases.len());
}

#[test]
fn parse_errors_show_the_source_line_and_caret() {
    let e = parse_hlo(&GOOD.replace("negate(t)", "negate(q)")).unwrap_err();
    assert!(e.message.starts_with("14:"), "{}", e.message);
    let lines: Vec<&str> = e.message.lines().collect();
    assert_eq!(lines.len(), 3, "{}", e.message);
    assert!(lines[1].contains("negate(q)"));
    let caret = lines[2].find('^').unwrap();
    assert_eq!(&lines[1][caret..caret + 1], "q");
}

#[test]
fn truncation_at_every_position_is_an_error_or_ok_never_a_panic() {
    let text = GOOD;
    let mut errors = 0;
    for (i, _) in text.char_indices() {
        match parse_hlo(&text[..i]) {
            Ok(_) => {}
            Err(e) => {
                errors += 1;
                assert!(
                    matches!(e.kind, ErrorKind::Parse | ErrorKind::InvalidProgram),
                    "{e}"
                );
                assert!(e.message.contains(':'), "{e}");
            }
        }
    }
    assert!(errors > text.len() / 2);
}

#[test]
fn syntax_details_are_kept() {
    use webxla::ir::HloSharding as Sharding;
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hlo_extra/syntax_features.hlo"),
    )
    .unwrap();
    let m = parse_hlo(&text).unwrap();
    assert_eq!(m.aliases.len(), 2);
    assert_eq!(m.aliases[1].parameter, 1);
    let main = m.entry_comp();
    let p0 = main.inst(main.parameters[0]);
    assert_eq!(p0.shape.as_array().unwrap().layout, Some(vec![1, 0]));
    assert!(
        matches!(&p0.sharding, Some(Sharding::Tiled { devices, .. }) if devices == &vec![0, 1])
    );
    let root = main.root_inst();
    assert!(matches!(&root.sharding, Some(Sharding::Tuple(t)) if t.len() == 3));
    let c23 = main.instructions.iter().find(|i| i.name == "c23").unwrap();
    assert_eq!(c23.shape.as_array().unwrap().layout, Some(vec![0, 1]));
    match &c23.op {
        webxla::ir::Op::Constant(l) => assert_eq!(
            l.as_slice::<f32>().unwrap(),
            &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
        ),
        other => panic!("{other:?}"),
    }
}

/// A module with one scalar-add region `add` and an ENTRY computation with `body`.
fn with_entry(body: &str) -> String {
    format!(
        "HloModule v\n\nadd {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}}\n\n\
         ge {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = pred[] compare(a, b), direction=GE\n}}\n\n\
         cond {{\n  a = f32[4] parameter(0)\n  ROOT s = pred[] constant(true)\n}}\n\n\
         ENTRY main {{\n  x = f32[4,6] parameter(0)\n  y = f32[6,5] parameter(1)\n  i = s32[3,1] parameter(2)\n  v = f32[4] parameter(3)\n  z = f32[] constant(0)\n{body}\n}}\n"
    )
}

#[test]
fn verifier_checks_every_kind_of_op() {
    let ok: &[&str] = &[
        "  ROOT d = f32[4,5] dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}",
        "  ROOT b = f32[2,4,6] broadcast(x), dimensions={1,2}",
        "  ROOT s = f32[2,3] slice(x), slice={[0:4:2], [1:6:2]}",
        "  ROOT p = f32[5,6] pad(x, z), padding=0_1x-1_-4_1",
        "  ROOT g = f32[3,6] gather(x, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,6}",
        "  ROOT r = f32[6] reduce(x, z), dimensions={0}, to_apply=add",
        "  ROOT w = f32[2,3] reduce-window(x, z), window={size=2x2 stride=2x2}, to_apply=add",
        "  ROOT c = f32[8,6] concatenate(x, x), dimensions={0}",
        "  ROOT t = s32[4,6] bitcast-convert(x)",
        "  ROOT u = u16[4,6,2] bitcast-convert(x)",
        "  ROOT w = f32[4] while(v), condition=cond, body=cond2",
        "  o = s32[] constant(1)\n  ROOT d = f32[2,3] dynamic-slice(x, o, o), dynamic_slice_sizes={2,3}",
        "  ROOT k = (f32[4,2], s32[4,2]) topk(x), k=2, largest=true",
        "  ROOT q = f32[4,6] sort(x), dimensions={1}, is_stable=true, to_apply=ge",
        "  ROOT cc = (f32[2], s32[]) custom-call(x, y), custom_call_target=\"anything\", api_version=API_VERSION_TYPED_FFI",
    ];
    let bad: &[(&str, &str)] = &[
        ("  ROOT d = f32[4,5] dot(x, y), lhs_contracting_dims={0}, rhs_contracting_dims={0}", "contracting dimension sizes differ"),
        ("  ROOT d = f32[4,5] dot(x, y), lhs_contracting_dims={9}, rhs_contracting_dims={0}", "out of range"),
        ("  ROOT b = f32[2,4,6] broadcast(x), dimensions={2,1}", "does not fit"),
        ("  ROOT b = f32[2,4,6] broadcast(x), dimensions={1}", "one entry per operand dimension"),
        ("  ROOT s = f32[2,3] slice(x), slice={[0:5:2], [1:6:2]}", "out of bounds"),
        ("  ROOT p = f32[5,3] pad(x, z), padding=0_1x-9_-4_1", "gives dimension"),
        ("  ROOT g = f32[3,6] gather(x, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={7}, index_vector_dim=1, slice_sizes={1,6}", "out of range"),
        ("  ROOT g = f32[3,6] gather(x, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=5, slice_sizes={1,6}", "index_vector_dim"),
        ("  ROOT r = f32[6] reduce(x, z), dimensions={0,0}, to_apply=add", "appears twice"),
        ("  ROOT r = f32[6] reduce(x, z), dimensions={0}, to_apply=ge", "returns"),
        ("  ROOT w = f32[2,3] reduce-window(x, z), window={size=2 stride=2}, to_apply=add", "window has 1 dimensions"),
        ("  ROOT c = f32[8,6] concatenate(x, y), dimensions={0}", "differ outside dimension"),
        ("  ROOT t = s64[4,6] bitcast-convert(x)", "last dimension"),
        ("  ROOT w = f32[4] while(v), condition=add, body=cond2", "parameter"),
        ("  o = s32[] constant(1)\n  ROOT d = f32[2,3] dynamic-slice(x, o), dynamic_slice_sizes={2,3}", "start indices"),
        ("  ROOT k = (f32[4,2], s32[4,2]) topk(x), k=7, largest=true", "exceeds"),
        ("  ROOT q = f32[4,6] sort(x), dimensions={2}, is_stable=true, to_apply=ge", "out of range"),
        ("  ROOT q = f32[4,6] sort(x), dimensions={1}, is_stable=true, to_apply=add", "comparator"),
        ("  ROOT e = f32[4,5] exponential(x)", "declared shape"),
        ("  ROOT e = s32[3,1] exponential(i)", "does not apply"),
        ("  ROOT a = f32[4,6] add(x, v)", "differ"),
        ("  ROOT g = f32[4,6] get-tuple-element(x), index=0", "tuple"),
        ("  ROOT c = f32[4] conditional(z, v, v), branch_computations={cond2, cond2}", "selector"),
    ];
    let cond2 = "\ncond2 {\n  a = f32[4] parameter(0)\n  ROOT n = f32[4] negate(a)\n}\n";
    for body in ok {
        let text = with_entry(body) + cond2;
        if let Err(e) = parse_hlo(&text) {
            panic!("expected Ok for\n{body}\n{e}");
        }
    }
    for (body, needle) in bad {
        assert_err(
            &(with_entry(body) + cond2),
            ErrorKind::InvalidProgram,
            needle,
            body,
        );
    }
    println!(
        "{} valid and {} invalid verifier cases checked",
        ok.len(),
        bad.len()
    );
}

#[test]
fn parse_sharding_reads_what_the_printer_writes() {
    use webxla::ir::print::sharding_text;
    let parse_sharding = |t: &str| webxla::hlo::parse_sharding(t).map(|s| s.expect("a layout"));
    for text in [
        "{replicated}",
        "{manual}",
        "{maximal device=2}",
        "{devices=[4,1]<=[4]}",
        " {devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate} ",
        "{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}",
        "{{replicated}, {devices=[2]0,1}}",
    ] {
        let s = parse_sharding(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let again = parse_sharding(&sharding_text(&s)).expect("printed text parses");
        assert_eq!(s, again, "{text}");
    }
    assert_eq!(
        parse_sharding("{devices=[4,1]<=[4]}").unwrap(),
        parse_sharding("{devices=[4,1]0,1,2,3}").unwrap()
    );
    for bad in [
        "",
        "{devices=[4,1",
        "{replicated} x",
        "replicated",
        "{bogus}",
    ] {
        let e = parse_sharding(bad).expect_err(bad);
        assert_eq!(e.kind, ErrorKind::Parse, "{bad}: {e}");
    }
}

/// A Shardy shard_map with a collective, as jax 0.10.2 prints it.
const MD_GOOD: &str = r##"HloModule md, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["x"=4, "y"=2]>}}

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  p = f32[8,8]{1,0} parameter(0), frontend_attributes={xla.sdy.sharding="#sdy.sharding<@mesh, [{\"x\"}, {}]>"}
  q = f32[8,8]{1,0} parameter(1), sharding={devices=[4,2]<=[8]}
  l = (f32[2,4]{1,0}, f32[2,4]{1,0}) custom-call(p, q), custom_call_target="xla.sdy.GlobalToLocalShape", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.in_shardings="#sdy.sharding_per_value<[<@mesh, [{\"x\"}, {\"y\"}]>, <@mesh, [{\"x\"}, {\"y\"}]>]>",xla.sdy.manual_axes="#sdy<manual_axes{\"x\", \"y\"}>"}
  l0 = f32[2,4]{1,0} get-tuple-element(l), index=0
  l1 = f32[2,4]{1,0} get-tuple-element(l), index=1
  r = f32[2,4]{1,0} all-reduce(l0), channel_id=1, replica_groups={{0,2,4,6},{1,3,5,7}}, use_global_device_ids=true, to_apply=add
  g = f32[8,4]{1,0} all-gather(l1), channel_id=2, replica_groups=[2,4]<=[4,2]T(1,0), dimensions={0}, use_global_device_ids=true
  o = f32[8,8]{1,0} custom-call(r), custom_call_target="xla.sdy.LocalToGlobalShape", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.manual_axes="#sdy<manual_axes{\"x\", \"y\"}>",xla.sdy.out_shardings="#sdy.sharding_per_value<[<@mesh, [{\"x\"}, {\"y\"}]>]>"}
  f = f32[8,8]{1,0} custom-call(o), custom_call_target="xla.sdy.FuncResultSharding", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.sharding="#sdy.sharding_per_value<[<@mesh, [{}, {\"y\"}]>]>"}
  c = f32[8,8]{1,0} custom-call(q), custom_call_target="Sharding", sharding={devices=[4,1,2]<=[8] last_tile_dim_replicate}
  u = f32[8,8]{1,0} custom-call(c), custom_call_target="Sharding", sharding={unknown shard_as 0}
  k = () custom-call(u), custom_call_target="xla.sdy.ShardingGroup", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.sharding_group_id="0 : i64"}
  ROOT t = (f32[8,8]{1,0}, f32[8,4]{1,0}, f32[8,8]{1,0}) tuple(f, g, u)
}
"##;

#[test]
fn shardy_programs_lower_to_boundaries_and_shardings() {
    use webxla::ir::print::sharding_text;
    use webxla::ir::Op;
    let m = parse_hlo(MD_GOOD).unwrap();
    let e = m.entry_comp();
    let by = |n: &str| e.instructions.iter().find(|i| i.name == n).unwrap();
    let sh = |n: &str| by(n).sharding.as_ref().map(sharding_text);
    assert_eq!(
        sh("p").as_deref(),
        Some("{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}")
    );
    // Two operands: a global-to-local each, then a tuple under the custom call's name.
    assert!(matches!(by("l").op, Op::Tuple));
    for k in 0..2 {
        let part = e.inst(by("l").operands[k]);
        assert_eq!(part.name, format!("l.{k}"));
        assert!(
            matches!(&part.op, Op::GlobalToLocal { sharding } if sharding_text(sharding) == "{devices=[4,2]0,1,2,3,4,5,6,7}")
        );
    }
    assert!(matches!(by("o").op, Op::LocalToGlobal { .. }));
    assert!(matches!(by("f").op, Op::Copy));
    assert_eq!(
        sh("f").as_deref(),
        Some("{devices=[1,2,4]0,2,4,6,1,3,5,7 last_tile_dim_replicate}")
    );
    assert!(matches!(by("c").op, Op::Copy));
    assert!(matches!(by("u").op, Op::Copy) && by("u").sharding.is_none());
    assert!(matches!(by("k").op, Op::Tuple) && by("k").operands.is_empty());
    let printed = print_module(&m);
    assert_eq!(strip_locs(parse_hlo(&printed).unwrap()), strip_locs(m));
}

#[test]
fn malformed_multi_device_programs_give_located_errors() {
    use ErrorKind::{InvalidProgram, Parse, Unsupported};
    let cases: Vec<(&str, String, ErrorKind, &str)> = vec![
        (
            "unknown mesh",
            MD_GOOD.replacen("@mesh, [{\\\"x\\\"}, {}]", "@nomesh, [{\\\"x\\\"}, {}]", 1),
            Parse,
            "@nomesh, which is not defined",
        ),
        (
            "malformed sharding",
            MD_GOOD.replacen("[{\\\"x\\\"}, {}]", "[{\\\"x\\\"} {}]", 1),
            Parse,
            "xla.sdy.sharding: expected ','",
        ),
        (
            "malformed mesh",
            MD_GOOD.replacen("\"y\"=2", "\"y\"=0", 1),
            Parse,
            "size 0",
        ),
        (
            "mesh table",
            MD_GOOD.replacen("{mesh = #sdy", "{mesh #sdy", 1),
            Parse,
            "expected '='",
        ),
        (
            "sharding rank",
            MD_GOOD.replacen("[{\\\"x\\\"}, {}]", "[{\\\"x\\\"}]", 1),
            Parse,
            "rank 2",
        ),
        (
            "axis twice",
            MD_GOOD.replacen("[{\\\"x\\\"}, {}]", "[{\\\"x\\\"}, {\\\"x\\\"}]", 1),
            Parse,
            "shards two dimensions",
        ),
        (
            "partial manual",
            MD_GOOD.replacen("manual_axes{\\\"x\\\", \\\"y\\\"}", "manual_axes{\\\"x\\\"}", 1),
            Unsupported,
            "axes \"y\" stay automatic",
        ),
        (
            "sharding count",
            MD_GOOD.replacen("<@mesh, [{\\\"x\\\"}, {\\\"y\\\"}]>, <@mesh, [{\\\"x\\\"}, {\\\"y\\\"}]>", "<@mesh, [{\\\"x\\\"}, {\\\"y\\\"}]>", 1),
            Parse,
            "lists 1 sharding(s) for 2 operand(s)",
        ),
        (
            "no manual axes",
            MD_GOOD.replacen(",xla.sdy.manual_axes=\"#sdy<manual_axes{\\\"x\\\", \\\"y\\\"}>\"}", "}", 1),
            Parse,
            "needs frontend attribute 'xla.sdy.manual_axes'",
        ),
        (
            "wrong local shape",
            MD_GOOD.replacen("l0 = f32[2,4]", "l0 = f32[4,4]", 1).replacen("(f32[2,4]{1,0}, f32[2,4]{1,0}) custom-call", "(f32[4,4]{1,0}, f32[2,4]{1,0}) custom-call", 1),
            InvalidProgram,
            "shards",
        ),
        (
            "uneven groups",
            MD_GOOD.replacen("{{0,2,4,6},{1,3,5,7}}", "{{0,2,4},{1,3,5,7}}", 1),
            InvalidProgram,
            "different sizes",
        ),
        (
            "bad gather dimension",
            MD_GOOD.replacen("dimensions={0}, use", "dimensions={2}, use", 1),
            InvalidProgram,
            "out of range",
        ),
        (
            "unknown in a tuple",
            MD_GOOD.replacen("sharding={unknown shard_as 0}", "sharding={{unknown}, {replicated}}", 1),
            Parse,
            "'{unknown}' element",
        ),
        (
            "full-to-shard without an operand sharding",
            MD_GOOD.replacen(
                "u = f32[8,8]{1,0} custom-call(c), custom_call_target=\"Sharding\", sharding={unknown shard_as 0}",
                "u = f32[8,8]{1,0} custom-call(r), custom_call_target=\"SPMDFullToShardShape\", sharding={manual}",
                1,
            ),
            Parse,
            "needs its operand 'r' to carry a sharding",
        ),
        (
            "shard-to-full without a sharding",
            MD_GOOD.replacen(
                "u = f32[8,8]{1,0} custom-call(c), custom_call_target=\"Sharding\", sharding={unknown shard_as 0}",
                "u = f32[8,8]{1,0} custom-call(c), custom_call_target=\"SPMDShardToFullShape\"",
                1,
            ),
            Parse,
            "needs a 'sharding'",
        ),
        (
            "partial manual (GSPMD)",
            MD_GOOD.replacen(
                "u = f32[8,8]{1,0} custom-call(c), custom_call_target=\"Sharding\", sharding={unknown shard_as 0}",
                "u = f32[2,8]{1,0} custom-call(c), custom_call_target=\"SPMDFullToShardShape\", sharding={devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}",
                1,
            ),
            Unsupported,
            "only some mesh axes",
        ),
    ];
    assert!(parse_hlo(MD_GOOD).is_ok());
    for (case, text, kind, needle) in &cases {
        assert_ne!(text, MD_GOOD, "{case}: the replacement did not apply");
        assert_err(text, *kind, needle, case);
    }
    // Errors inside a quoted frontend attribute point at the character in the source.
    let e = parse_hlo(&MD_GOOD.replacen("[{\\\"x\\\"}, {}]", "[{\\\"x\\\"} {}]", 1)).unwrap_err();
    let lines: Vec<&str> = e.message.lines().collect();
    let caret = lines[2].find('^').unwrap();
    assert!(lines[1][caret..].starts_with("{}]"), "{}", e.message);
    println!("{} malformed multi-device cases checked", cases.len());
}
