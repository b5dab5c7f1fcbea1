//! Hand-built bytecode files, each with one defect, checking the error's kind, offset and text.

use mlir_bytecode::{read, ErrorKind};

/// A varint of a value below 128 (one byte).
fn v(x: u8) -> u8 {
    assert!(x < 128);
    (x << 1) | 1
}

fn section(id: u8, data: &[u8]) -> Vec<u8> {
    let mut out = vec![id, v(data.len() as u8)];
    out.extend_from_slice(data);
    out
}

/// A v6 file: dialects `builtin` and `vhlo`, one op `builtin.module` whose location is attribute
/// 0 (an unknown location, builtin code 15) and whose body is `op` (bytes after the op name), attribute 1 is a
/// VHLO entry with the bytes `vhlo_attr`.
fn file(op: &[u8], vhlo_attr: &[u8]) -> (Vec<u8>, usize) {
    file_in("vhlo", op, vhlo_attr)
}

/// As `file`, with attribute 1 an entry of `dialect`.
fn file_in(dialect: &str, op: &[u8], vhlo_attr: &[u8]) -> (Vec<u8>, usize) {
    let mut b = vec![0x4d, 0x4c, 0xef, 0x52, v(6)];
    b.extend_from_slice(b"t\0");
    // Strings, lengths in reverse order.
    let mut s = vec![v(3), v(7), v(dialect.len() as u8 + 1), v(8)];
    s.extend_from_slice(format!("builtin\0{dialect}\0module\0").as_bytes());
    b.extend(section(0, &s));
    // Dialects: builtin (string 0), `dialect` (string 1); one op name: builtin.module (registered).
    b.extend(section(1, &[v(2), v(0), v(2), v(1), v(0), v(1), v(5)]));
    // Attribute data: builtin UnknownLoc (code 15), then the `dialect` entry.
    let mut data = vec![v(15)];
    data.extend_from_slice(vhlo_attr);
    b.extend(section(2, &data));
    // Offsets: 2 attributes, 0 types; builtin group of 1 (1 byte, custom), vhlo group of 1.
    b.extend(section(
        3,
        &[
            v(2),
            v(0),
            v(0),
            v(1),
            v((1 << 1) | 1),
            v(1),
            v(1),
            v(((vhlo_attr.len() as u8) << 1) | 1),
        ],
    ));
    let ir_at = b.len() + 2;
    // The top-level block: varint_flag(1 op, no arguments); then op name 0.
    let mut ir = vec![v(1 << 1), v(0)];
    ir.extend_from_slice(op);
    b.extend(section(4, &ir));
    b.extend(section(8, &[]));
    (b, ir_at)
}

#[test]
fn a_well_formed_file_reads() {
    // mask 0: no attributes; location attribute 0.
    let (b, _) = file(&[0, v(0)], &[v(2), v(1)]);
    let m = read(&b).expect("reads");
    assert_eq!(m.version, 6);
    assert_eq!(m.ops.len(), 1);
    assert_eq!(m.ops[0].name, "builtin.module");
}

#[test]
fn unknown_vhlo_attribute_code_is_named() {
    // mask 0x01: the attribute dictionary is attribute 1, a VHLO entry with code 99.
    let (b, _) = file(&[0x01, v(0), v(1)], &[v(99)]);
    let e = read(&b).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message.contains("VHLO attribute code 99"), "{e}");
    assert_eq!(b[e.offset], v(99), "{e}");
}

#[test]
fn unknown_stablehlo_and_chlo_codes_are_named() {
    for (dialect, code, what) in [
        ("stablehlo", 99, "stablehlo attribute code 99"),
        ("chlo", 2, "chlo attribute code 2"),
        ("sdy", 40, "sdy attribute code 40"),
    ] {
        let (b, _) = file_in(dialect, &[0x01, v(0), v(1)], &[v(code)]);
        let e = read(&b).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
        assert!(e.message.contains(what), "{e}");
        assert_eq!(b[e.offset], v(code), "{e}");
    }
    // A StableHLO enum value out of range is malformed, located at the value.
    let (b, _) = file_in("stablehlo", &[0x01, v(0), v(1)], &[v(2), v(9)]);
    let e = read(&b).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Malformed, "{e}");
    assert!(
        e.message.contains("ComparisonDirection enum value 9"),
        "{e}"
    );
    assert_eq!(b[e.offset], v(9), "{e}");
}

#[test]
fn out_of_range_attribute_index() {
    let (b, ir_at) = file(&[0, v(9)], &[v(2), v(1)]);
    let e = read(&b).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Malformed);
    assert!(e.message.contains("attribute index 9 out of range"), "{e}");
    assert_eq!(e.offset, ir_at + 3);
}

#[test]
fn out_of_range_value_index() {
    // mask 0x04: one operand, value 3, at the top level where no value exists.
    let (b, ir_at) = file(&[0x04, v(0), v(1), v(3)], &[v(2), v(1)]);
    let e = read(&b).unwrap_err();
    assert!(e.message.contains("value index 3 out of range"), "{e}");
    assert_eq!(e.offset, ir_at + 5);
}

#[test]
fn bad_section_id_and_version() {
    let (mut b, _) = file(&[0, v(0)], &[v(2), v(1)]);
    let first_section = 7;
    b[first_section] = 0x1f;
    let e = read(&b).unwrap_err();
    assert!(e.message.contains("unknown section id 31"), "{e}");
    assert_eq!(e.offset, first_section);
    let (mut b, _) = file(&[0, v(0)], &[v(2), v(1)]);
    b[4] = v(7);
    let e = read(&b).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert!(e.message.contains("bytecode version 7"), "{e}");
}
