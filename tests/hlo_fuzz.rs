//! Fuzzes the HLO front end with mutations of corpus files: it must return Ok or Err, never
//! panic, hang or allocate by an absurd declared size.

use proptest::prelude::*;
use webxla::hlo::parse_hlo;

fn corpus() -> &'static [String] {
    static FILES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    FILES.get_or_init(load)
}

fn load() -> Vec<String> {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let mut dirs: Vec<_> = std::fs::read_dir(root)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .collect();
    dirs.sort();
    let mut files: Vec<String> = dirs
        .iter()
        .filter_map(|d| std::fs::read_to_string(d.join("module.hlo")).ok())
        .collect();
    // Multi-device programs: shardings, Shardy frontend attributes, shard_map boundaries and
    // collectives.
    let extra = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hlo_extra");
    let mut md: Vec<_> = std::fs::read_dir(extra)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("md_"))
        })
        .collect();
    md.sort();
    files.extend(md.iter().filter_map(|p| std::fs::read_to_string(p).ok()));
    files
}

/// Interesting bytes to splice in: HLO punctuation, digits, huge numbers, keywords.
const PIECES: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ",",
    "=",
    "x",
    "_",
    "-",
    ":",
    "\"",
    "/*",
    "*/",
    "%",
    "0",
    "1",
    "99999999999999",
    "-1",
    "ROOT ",
    "ENTRY ",
    "f32[]",
    "(f32[], s32[])",
    "token[]",
    "{1,0}",
    "dimensions={}",
    "\n",
    " ",
    "\u{0}",
    "é",
    "nan",
    "inf",
    "to_apply=",
    "index=7",
    "sharding={manual}",
    "\\\"",
    "@mesh",
];

fn mutate(text: &str, ops: &[(u8, usize, usize, usize)]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for &(kind, a, b, p) in ops {
        if bytes.is_empty() {
            break;
        }
        let i = a % bytes.len();
        match kind % 6 {
            0 => bytes.truncate(i),
            1 => {
                bytes.remove(i);
            }
            2 => {
                let piece = PIECES[p % PIECES.len()].as_bytes();
                bytes.splice(i..i, piece.iter().copied());
            }
            3 => {
                // Splice a chunk of the file into another place (duplicates lines, names).
                let j = b % bytes.len();
                let (s, e) = (i.min(j), i.max(j).min(i.min(j) + 200));
                let chunk = bytes[s..e].to_vec();
                let k = p % bytes.len();
                bytes.splice(k..k, chunk);
            }
            4 => bytes[i] = (p % 256) as u8,
            _ => {
                // Change a number: keeps the text parseable and exercises the verifier's
                // index and shape checks (dimension numbers, sizes, tuple indices).
                if let Some(off) = bytes[i..].iter().position(|b| b.is_ascii_digit()) {
                    bytes[i + off] = b'0' + (p % 10) as u8;
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]
    #[test]
    fn mutated_corpus_never_panics(file in 0usize..1000, ops in proptest::collection::vec((any::<u8>(), any::<usize>(), any::<usize>(), any::<usize>()), 1..6)) {
        let files = corpus();
        let text = &files[file % files.len()];
        let mutated = mutate(text, &ops);
        match parse_hlo(&mutated) {
            Ok(m) => {
                // Whatever parses must print and parse again.
                let printed = webxla::ir::print::print_module(&m);
                prop_assert!(parse_hlo(&printed).is_ok(), "printed text does not parse:\n{}", printed);
            }
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]
    /// Only numbers change: most results still parse, so this drives the verifier through
    /// wrong dimension numbers, sizes, indices and parameter numbers.
    #[test]
    fn changed_numbers_never_panic(file in 0usize..1000, edits in proptest::collection::vec((any::<usize>(), any::<usize>()), 1..4)) {
        let files = corpus();
        let text = &files[file % files.len()];
        let ops: Vec<(u8, usize, usize, usize)> = edits.iter().map(|&(a, p)| (5u8, a, 0, p)).collect();
        let mutated = mutate(text, &ops);
        if let Ok(m) = parse_hlo(&mutated) {
            let printed = webxla::ir::print::print_module(&m);
            prop_assert!(parse_hlo(&printed).is_ok(), "printed text does not parse:\n{}", printed);
        }
    }
}
