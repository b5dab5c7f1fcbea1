//! The generated bindings against the C header: every struct's size and every field's offset
//! as gcc lays them out (tests/abi/layout.c, generated with the bindings), and the PJRT_Api
//! size/version handshake.

use std::collections::HashMap;
use std::process::Command;
use webxla_pjrt::sys;

/// `tag` keeps the binaries of tests running in parallel apart.
fn c_layout(tag: &str) -> HashMap<String, usize> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::env::temp_dir().join(format!("webxla_pjrt_layout_{}_{tag}", std::process::id()));
    let status = Command::new("gcc")
        .args(["-std=c11", "-Wall", "-o"])
        .arg(&out)
        .arg(dir.join("tests/abi/layout.c"))
        .arg("-I")
        .arg(dir.join("include"))
        .status()
        .expect("gcc runs");
    assert!(status.success(), "gcc failed on tests/abi/layout.c");
    let run = Command::new(&out).output().expect("layout program runs");
    let _ = std::fs::remove_file(&out);
    assert!(run.status.success());
    String::from_utf8(run.stdout)
        .unwrap()
        .lines()
        .map(|l| {
            let (k, v) = l.rsplit_once(' ').unwrap();
            (k.to_string(), v.parse().unwrap())
        })
        .collect()
}

#[test]
fn every_struct_matches_gcc() {
    let c = c_layout("structs");
    let mut checked = 0;
    for (name, size, fields) in sys::layouts() {
        assert_eq!(c[name], size, "sizeof({name})");
        for (f, off) in fields {
            assert_eq!(c[&format!("{name}.{f}")], off, "offsetof({name}, {f})");
            checked += 1;
        }
    }
    assert!(
        sys::layouts().len() >= 140,
        "{} structs",
        sys::layouts().len()
    );
    assert!(checked > 700, "{checked} fields");
}

#[test]
fn api_handshake() {
    let c = c_layout("api");
    let api = unsafe { &*webxla_pjrt::GetPjrtApi() };
    assert_eq!(api.struct_size, c["PJRT_Api_STRUCT_SIZE"]);
    assert_eq!(api.struct_size, sys::PJRT_Api::STRUCT_SIZE);
    assert_eq!(api.pjrt_api_version.major_version, 0);
    assert_eq!(
        api.pjrt_api_version.minor_version as usize,
        c["PJRT_API_MINOR"]
    );
    assert_eq!(
        api.pjrt_api_version.struct_size,
        sys::PJRT_Api_Version::STRUCT_SIZE
    );
    // Same table every call.
    assert_eq!(webxla_pjrt::GetPjrtApi(), webxla_pjrt::GetPjrtApi());
}
