#!/usr/bin/env python3
"""Generates src/plain_ops.rs: for every StableHLO and CHLO op, its inherent attributes in the
order plain MLIR bytecode stores them as properties, each marked required, optional, or newer
than jaxlib 0.10.2's StableHLO (see NEWER).

ODS writes an op's properties attribute by attribute, sorted by name (as for VHLO, see
gen_vhlo_ops.py): a required attribute as an attribute reference (`writeAttribute`), an
optional one or one with a default value (`OptionalAttr`, `DefaultValued*Attr`, `UnitAttr`)
as a reference with a presence flag (`writeOptionalAttribute`). Ops with
`AttrSizedOperandSegments` / `AttrSizedResultSegments` store their segment sizes too (before
the attributes as dense i32 arrays before bytecode version 6, after them as sparse arrays
since).

Usage: gen_plain_ops.py <commit> StablehloOps.td ChloOps.td StablehloAttrs.td StablehloEnums.td
                        ChloEnums.td Base.td > src/plain_ops.rs
The inputs are openxla/stablehlo's stablehlo/dialect/*.td at <commit> (read, never vendored):
attribute definitions are recognised from the last four, ops from the first two."""
import re
import sys

commit, ops_files, attr_files = sys.argv[1], sys.argv[2:4], sys.argv[4:]

# Attributes this commit (StableHLO 1.18.0) declares that jaxlib 0.10.2 (StableHLO 1.17.0) does
# not write: plain bytecode records no StableHLO version, so they are read only when the op's
# properties go on (each must sort after the op's other attributes; checked below).
NEWER = {("stablehlo.custom_call", "result_tilings")}
texts = {f: open(f).read() for f in sys.argv[2:]}

# Names defined (or declared as classes) as attributes: their base mentions `Attr`.
attr_names = set()
for t in texts.values():
    for m in re.finditer(r"^(?:def|class)\s+(\w+)\s*(?:<[^>]*>)?\s*:\s*([^{;]*)", t, re.M):
        if "Attr" in m.group(2) or m.group(1).endswith("Attr"):
            attr_names.add(m.group(1))

WRAP_OPTIONAL = {"OptionalAttr", "DefaultValuedAttr", "DefaultValuedOptionalAttr",
                 "DefaultValuedStrAttr"}
WRAP_ATTR = WRAP_OPTIONAL | {"ConfinedAttr", "TypedArrayAttrBase", "AnyAttrOf"}


def split_top(s):
    """Splits at commas outside <>, (), [], {} and strings."""
    out, depth, cur, i = [], 0, "", 0
    while i < len(s):
        c = s[i]
        if c == '"':
            j = s.index('"', i + 1)
            cur += s[i:j + 1]
            i = j + 1
            continue
        if s.startswith("[{", i):
            j = s.index("}]", i)
            cur += s[i:j + 2]
            i = j + 2
            continue
        if c in "<([{":
            depth += 1
        elif c in ">)]}":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
        i += 1
    if cur.strip():
        out.append(cur)
    return out


def classify(ty):
    """(is attribute, optional) for an argument type expression."""
    ty = ty.strip()
    m = re.match(r"(\w+)\s*(?:<(.*)>)?$", ty, re.S)
    if not m:
        return False, False
    head, inner = m.group(1), m.group(2)
    if head == "Arg" and inner is not None:
        return classify(split_top(inner)[0])
    if head in WRAP_ATTR:
        sub_attr, sub_opt = classify(split_top(inner)[0]) if inner else (True, False)
        return True, head in WRAP_OPTIONAL or sub_opt
    if head == "UnitAttr":
        return True, True
    if head.endswith("Attr") or head.endswith("AttrInterface") or head in attr_names:
        return True, False
    return False, False


def strip_comments(t):
    t = re.sub(r"/\*.*?\*/", "", t, flags=re.S)
    return re.sub(r"//[^\n]*", "", t)


def arguments(body):
    m = re.search(r"let\s+arguments\s*=\s*\(ins\b(.*?)\);", body, re.S)
    if not m:
        return None
    args = []
    for item in split_top(m.group(1)):
        m2 = re.match(r"\s*(.*?):\s*\$(\w+)\s*$", item, re.S)
        if m2:
            args.append((m2.group(2), m2.group(1)))
    return args


def blocks(t):
    """(kind, name, header, body) of each top-level def/class."""
    out = []
    for m in re.finditer(r"^(def|class)\s+(\w+)", t, re.M):
        start = m.end()
        nxt = re.search(r"^(?:def|class)\s+\w+", t[start:], re.M)
        end = start + nxt.start() if nxt else len(t)
        chunk = t[start:end]
        brace = chunk.find("{")
        header = chunk if brace < 0 else chunk[:brace]
        out.append((m.group(1), m.group(2), header, chunk))
    return out


ops = []
for f in ops_files:
    t = strip_comments(texts[f])
    dialect = "chlo" if "Chlo" in f else "stablehlo"
    classes = {}
    for kind, name, header, chunk in blocks(t):
        if kind == "class":
            base = re.search(r":\s*(\w+)", header)
            classes[name] = (base.group(1) if base else None, arguments(chunk), chunk)
            continue
        m = re.search(r":\s*(\w+)\s*<\s*\"([\w.-]+)\"", header)
        if not m:
            continue
        base, mnemonic = m.group(1), m.group(2)
        args = arguments(chunk)
        traits = {t for t in ("AttrSizedOperandSegments", "AttrSizedResultSegments") if t in chunk}
        # Inherit arguments and traits from the class chain.
        b = base
        while b in classes:
            cbase, cargs, cchunk = classes[b]
            if args is None:
                args = cargs
            traits |= {t for t in ("AttrSizedOperandSegments", "AttrSizedResultSegments")
                       if t in cchunk}
            b = cbase
        if b not in ("StableHLO_Op", "CHLO_Op", "Op"):
            continue
        attrs = []
        op = f"{dialect}.{mnemonic}"
        for aname, ty in args or []:
            is_attr, optional = classify(ty)
            if is_attr:
                stored = "Required"
                if (op, aname) in NEWER:
                    assert optional, (op, aname)
                    stored = "Newer"
                elif optional:
                    stored = "Optional"
                attrs.append((aname, stored))
        attrs.sort()
        seen_newer = False
        for _, stored in attrs:
            assert not (seen_newer and stored != "Newer"), op
            seen_newer = seen_newer or stored == "Newer"
        ops.append((op, attrs, len(traits)))

print(f"// @generated by gen/gen_plain_ops.py from openxla/stablehlo {commit}")
print("// (stablehlo/dialect/StablehloOps.td and ChloOps.td); do not edit.")
print("//! Per StableHLO and CHLO op: its inherent attributes in the order plain bytecode stores")
print("//! them as properties (sorted by name, as ODS lays out the Properties struct), how each is")
print("//! stored, and how many segment size arrays the op stores with them.")
print()
print("/// How an inherent attribute is stored.")
print("#[derive(Copy, Clone, Debug, PartialEq, Eq)]")
print("pub enum Stored {")
print("    /// An attribute reference.")
print("    Required,")
print("    /// A reference with a presence flag (`OptionalAttr`, `DefaultValued*Attr`, `UnitAttr`).")
print("    Optional,")
print("    /// Optional, and declared by StableHLO versions newer than jaxlib 0.10.2's (1.17.0):")
print("    /// plain bytecode records no StableHLO version, so it is read only when the op's")
print("    /// properties go on (such attributes sort after the op's others).")
print("    Newer,")
print("}")
print()
print("use Stored::*;")
print()
print("/// An op's inherent attributes in storage order, with how each is stored.")
print("pub type Layout = &'static [(&'static str, Stored)];")
print()
print("/// (op name, layout, how many segment size arrays (operand, result) the op stores).")
print("#[rustfmt::skip]")
print("pub static PLAIN_OPS: &[(&str, Layout, u8)] = &[")
for name, attrs, seg in sorted(ops):
    lst = ", ".join(f'("{a}", {o})' for a, o in attrs)
    print(f'    ("{name}", &[{lst}], {seg}),')
print("];")
