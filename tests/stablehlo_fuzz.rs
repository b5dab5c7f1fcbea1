//! Fuzzing the StableHLO front end: truncations and mutations of corpus programs must give
//! `Ok` or a typed error, never a panic. Bounded to a few seconds.

use std::path::Path;

use proptest::prelude::*;
use webxla::stablehlo::parse_stablehlo;

fn corpus() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("module.mlir").exists())
        .collect();
    names.sort();
    // Small files keep each case fast; the large ones are covered by truncation below.
    let mut files: Vec<std::path::PathBuf> = names.iter().map(|p| p.join("module.mlir")).collect();
    // Multi-device programs: Shardy meshes and shardings, manual computations, collectives.
    let md = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/stablehlo_extra/multi_device");
    let mut extra: Vec<_> = std::fs::read_dir(md)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    extra.sort();
    files.extend(extra);
    files
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .filter(|t| t.len() < 8000)
        .collect()
}

const SNIPPETS: &[&str] = &[
    "%",
    "#",
    "@",
    "^bb0(",
    "(",
    ")",
    "{",
    "}",
    "<",
    ">",
    "[",
    "]",
    ":",
    ",",
    "=",
    "->",
    "\"",
    "0x",
    "-",
    "?",
    "tensor<",
    "dense<",
    "x",
    "7",
    "-1",
    "99999999999999999999999",
    "1.5e400",
    "stablehlo.add",
    "%0#9",
    ":3",
    "f8E4M3FN",
    "complex<f32>",
    "i1",
    "loc(",
    "#loc",
    "{-#",
    "\n",
    "ui64",
    "!stablehlo.token",
    "tuple<",
    "array<i64:",
    "\u{1F600}",
    "é",
    "@mesh",
    "{?}",
    "\"x\":(1)2",
];

fn mutate(text: &str, ops: &[(u8, usize, usize)]) -> String {
    let mut s: Vec<char> = text.chars().collect();
    for &(kind, a, b) in ops {
        if s.is_empty() {
            break;
        }
        let i = a % s.len();
        match kind % 4 {
            0 => {
                let j = (i + b % 40).min(s.len());
                s.drain(i..j);
            }
            1 => {
                let snip: Vec<char> = SNIPPETS[b % SNIPPETS.len()].chars().collect();
                s.splice(i..i, snip);
            }
            2 => {
                let j = (i + b % 60).min(s.len());
                let dup: Vec<char> = s[i..j].to_vec();
                s.splice(j..j, dup);
            }
            _ => {
                let c = [
                    ' ', '0', '9', 'a', '%', '(', ')', '{', '}', '<', '>', ',', ':', '"', '-', 'x',
                ][b % 16];
                s[i] = c;
            }
        }
    }
    s.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_corpus_never_panics(
        file in any::<prop::sample::Index>(),
        ops in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..6),
    ) {
        let texts = corpus();
        let text = &texts[file.index(texts.len())];
        let mutated = mutate(text, &ops);
        let _ = parse_stablehlo(&mutated);
    }

    #[test]
    fn truncated_corpus_never_panics(file in any::<prop::sample::Index>(), cut in any::<prop::sample::Index>()) {
        let texts = corpus();
        let text = &texts[file.index(texts.len())];
        let chars: Vec<char> = text.chars().collect();
        let t: String = chars[..cut.index(chars.len() + 1)].iter().collect();
        let r = parse_stablehlo(&t);
        if t.len() < text.len() && !t.trim_end().ends_with('}') {
            prop_assert!(r.is_err());
        }
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep = format!(
        "module @m {{ func.func @main() -> tensor<f32> {{ %0 = stablehlo.constant dense<{}1.0{}> : tensor<f32> return %0 : tensor<f32> }} }}",
        "[".repeat(5000),
        "]".repeat(5000)
    );
    assert!(parse_stablehlo(&deep).is_err());
    let deep_attr = format!(
        "module @m attributes {{a = {}1{}}} {{}}",
        "[".repeat(5000),
        "]".repeat(5000)
    );
    assert!(parse_stablehlo(&deep_attr).is_err());
}
