//! `webxla check`: runs conformance cases and prints one line per case and format, then
//! `N passed, M failed`.

use crate::backend_choice::make_client;
use crate::{BackendArg, FormatArg};
use anyhow::Result;
use std::path::Path;
use std::process::ExitCode;
use webxla::client::{Client, CompileOptions};
use webxla::conformance::{case_dirs, Case};

pub fn formats(format: FormatArg) -> &'static [&'static str] {
    match format {
        FormatArg::Hlo => &["hlo"],
        FormatArg::Mlir => &["mlir"],
        FormatArg::Both => &["hlo", "mlir"],
    }
}

/// Runs one case in one format; `Err` carries the reason it failed.
pub fn run_case(client: &Client, case: &Case, fmt: &str) -> std::result::Result<(), String> {
    let text = match fmt {
        "hlo" => case.hlo.as_deref(),
        _ => case.mlir.as_deref(),
    }
    .ok_or_else(|| format!("the case has no module.{fmt}"))?;
    let exe = client
        .compile_and_load(text, None, &CompileOptions::default())
        .map_err(|e| e.to_string())?;
    let args = case
        .inputs
        .iter()
        .map(|l| client.buffer_from_pyval(l, None))
        .collect::<webxla::Result<Vec<_>>>()
        .map_err(|e| e.to_string())?;
    let outs = exe.execute(&args).map_err(|e| e.to_string())?;
    let got = outs
        .iter()
        .map(|a| a.to_literal())
        .collect::<webxla::Result<Vec<_>>>()
        .map_err(|e| e.to_string())?;
    case.check(&got)
}

/// Reads a known-failures list: `case [fmt]` per line, `#` comments.
fn read_known_failures(path: Option<&Path>) -> Result<Vec<String>> {
    let Some(path) = path else {
        return Ok(Vec::new());
    };
    let text = std::fs::read_to_string(path)
        .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
    Ok(text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
        .filter(|l| !l.is_empty())
        .collect())
}

pub fn check(
    path: &Path,
    backend: BackendArg,
    format: FormatArg,
    known_failures: Option<&Path>,
) -> Result<ExitCode> {
    let known = read_known_failures(known_failures)?;
    let client = make_client(backend)?;
    println!(
        "backend: {} ({})",
        client.platform(),
        client.devices()[0].device_kind()
    );
    let (mut passed, mut failed, mut expected_failures) = (0usize, 0usize, 0usize);
    for dir in case_dirs(path)? {
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let case = match Case::load_dir(&dir) {
            Ok(c) => c,
            Err(e) => {
                println!("FAIL {name}: {e}");
                failed += formats(format).len();
                continue;
            }
        };
        for fmt in formats(format) {
            match run_case(&client, &case, fmt) {
                Ok(()) => {
                    passed += 1;
                    println!("ok   {name} [{fmt}]");
                }
                Err(why) => {
                    failed += 1;
                    let tag = if known.contains(&format!("{name} [{fmt}]")) {
                        expected_failures += 1;
                        "XFAIL"
                    } else {
                        "FAIL "
                    };
                    println!("{tag} {name} [{fmt}]: {}", why.replace('\n', " | "));
                }
            }
        }
    }
    if expected_failures > 0 {
        println!("{expected_failures} of the failures are known (XFAIL, listed in the known-failures file)");
    }
    println!("{passed} passed, {failed} failed");
    Ok(if failed == expected_failures {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
