//! `webxla check`: runs conformance cases and prints one line per case and format, then
//! `N passed, M failed`.

use crate::backend_choice::make_client;
use crate::{BackendArg, FormatArg};
use anyhow::Result;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;
use webxla::client::{Client, CompileOptions, DeviceList};
use webxla::conformance::{case_dirs, Case};

pub fn formats(format: FormatArg) -> &'static [&'static str] {
    match format {
        FormatArg::Hlo => &["hlo"],
        FormatArg::Mlir => &["mlir"],
        FormatArg::Both => &["hlo", "mlir"],
    }
}

/// Compile options for a case: the replica and partition counts jax used, when recorded.
pub fn case_options(case: &Case) -> CompileOptions {
    case.compile_options()
}

/// Compiles a case's module in one format for its devices (the client's first
/// `case.num_devices`).
pub fn compile_case(
    client: &Client,
    case: &Case,
    fmt: &str,
) -> std::result::Result<webxla::LoadedExecutable, String> {
    let text = case.module_text(fmt)?;
    let devices = DeviceList::new(client.devices()[..case.num_devices].to_vec());
    client
        .compile_and_load(text, Some(&devices), &case_options(case))
        .map_err(|e| e.to_string())
}

/// Runs one case in one format; `Err` carries the reason it failed. Inputs and outputs are
/// global arrays, split over and assembled from the case's devices.
pub fn run_case(client: &Client, case: &Case, fmt: &str) -> std::result::Result<(), String> {
    let exe = compile_case(client, case, fmt)?;
    let got = exe.execute_host(&case.inputs).map_err(|e| e.to_string())?;
    case.check(&got)
}

/// One client per device count, made when first needed.
pub struct Clients {
    backend: BackendArg,
    made: BTreeMap<usize, Client>,
}

impl Clients {
    pub fn new(backend: BackendArg) -> Self {
        Clients {
            backend,
            made: BTreeMap::new(),
        }
    }

    pub fn get(&mut self, devices: usize) -> Result<&Client> {
        if !self.made.contains_key(&devices) {
            let c = make_client(self.backend, devices)?;
            self.made.insert(devices, c);
        }
        Ok(&self.made[&devices])
    }
}

/// ` (N devices)` after a multi-device case's line.
pub fn device_note(case: &Case) -> String {
    if case.num_devices > 1 {
        format!(" ({} devices)", case.num_devices)
    } else {
        String::new()
    }
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
    let mut clients = Clients::new(backend);
    let client = clients.get(1)?;
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
        let note = device_note(&case);
        let client = match clients.get(case.num_devices) {
            Ok(c) => c,
            Err(e) => {
                println!(
                    "FAIL {name}{note}: no client with {} devices: {e}",
                    case.num_devices
                );
                failed += formats(format).len();
                continue;
            }
        };
        for fmt in formats(format) {
            match run_case(client, &case, fmt) {
                Ok(()) => {
                    passed += 1;
                    println!("ok   {name} [{fmt}]{note}");
                }
                Err(why) => {
                    failed += 1;
                    let tag = if known.contains(&format!("{name} [{fmt}]")) {
                        expected_failures += 1;
                        "XFAIL"
                    } else {
                        "FAIL "
                    };
                    println!("{tag} {name} [{fmt}]{note}: {}", why.replace('\n', " | "));
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
