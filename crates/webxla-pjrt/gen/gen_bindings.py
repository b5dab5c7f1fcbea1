#!/usr/bin/env python3
"""Generates the Rust bindings of the PJRT C API from the vendored header.

Run from the crate root:  python3 gen/gen_bindings.py
Writes  src/sys.rs         (#[repr(C)] structs, enums as integer constants, function types,
                             the PJRT_Api table) and
        tests/abi/layout.c  (a C program printing sizeof/offsetof of every struct and field,
                             which tests/abi.rs compiles with gcc and compares with the Rust
                             layout that src/sys.rs reports through `sys::layouts()`).

A small purpose-made reader of this one header (its C subset: structs with an anonymous
union, enums, function and function-pointer typedefs, the _PJRT_API_STRUCT_FIELD macro), in
place of bindgen, which needs libclang at build time. The header is ground truth; the gcc
comparison is what proves the output right.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
HEADER = os.path.join(ROOT, "include", "pjrt_c_api.h")

SCALARS = {
    "size_t": "usize",
    "intptr_t": "isize",
    "uintptr_t": "usize",
    "int": "::std::os::raw::c_int",
    "unsigned": "::std::os::raw::c_uint",
    "int64_t": "i64",
    "uint64_t": "u64",
    "int32_t": "i32",
    "uint32_t": "u32",
    "int8_t": "i8",
    "uint8_t": "u8",
    "float": "f32",
    "double": "f64",
    "bool": "bool",
    "char": "::std::os::raw::c_char",
    "void": "::std::os::raw::c_void",
}


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def strip_preprocessor(text):
    """Drops preprocessor lines, with their backslash continuations."""
    out, cont = [], False
    for line in text.split("\n"):
        if cont or line.lstrip().startswith("#"):
            cont = line.rstrip().endswith("\\")
            continue
        out.append(line)
    return "\n".join(out)


def split_top(body, sep=";"):
    """Splits at `sep` outside braces and parentheses."""
    out, depth, cur = [], 0, ""
    for ch in body:
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


class Header:
    def __init__(self, text):
        self.text = strip_comments(text)
        self.enums = {}  # name -> [(variant, value)]
        self.structs = {}  # name -> [fields]; field = (name, ctype) or ("<union>", [fields])
        self.struct_order = []
        self.fn_types = {}  # name -> (ret, params)   (typedef RET NAME(PARAMS);)
        self.fn_ptr_types = {}  # name -> (ret, params) (typedef RET (*NAME)(PARAMS);)
        self.opaque = set()
        self.api_fields = []
        self.minor = int(re.search(r"#define PJRT_API_MINOR (\d+)", self.text).group(1))
        self.major = int(re.search(r"#define PJRT_API_MAJOR (\d+)", self.text).group(1))
        self.parse()

    def parse(self):
        t = strip_preprocessor(self.text)
        t = re.sub(r"PJRT_DEFINE_STRUCT_TRAITS\([^)]*\);", "", t)
        t = re.sub(r'extern "C" \{', "", t)
        i = 0
        n = len(t)
        while i < n:
            m = re.compile(r"\s*").match(t, i)
            i = m.end()
            if i >= n:
                break
            # Find the end of this top-level declaration: the ';' at depth 0.
            depth, j = 0, i
            while j < n:
                if t[j] in "({":
                    depth += 1
                elif t[j] in ")}":
                    depth -= 1
                elif t[j] == ";" and depth == 0:
                    break
                j += 1
            decl = t[i:j].strip()
            i = j + 1
            if decl in ("", "}"):
                continue
            self.declaration(decl)

    def declaration(self, d):
        d = " ".join(d.split())
        m = re.fullmatch(r"typedef enum(?: \w+)? \{(.*)\} (\w+)", d)
        if m:
            val, variants = -1, []
            for v in split_top(m.group(1), ","):
                if "=" in v:
                    name, expr = [s.strip() for s in v.split("=")]
                    val = int(expr, 0)
                else:
                    name, val = v.strip(), val + 1
                variants.append((name, val))
            self.enums[m.group(2)] = variants
            return
        m = re.fullmatch(r"enum \{ PJRT_Api_STRUCT_SIZE = .*", d)
        if m:
            return
        m = re.fullmatch(r"(?:typedef )?struct (\w+) \{(.*)\}(?: (\w+))?", d)
        if m:
            self.structs[m.group(1)] = self.fields(m.group(2))
            self.struct_order.append(m.group(1))
            return
        m = re.fullmatch(r"typedef struct (\w+) (\w+)", d)
        if m:
            self.opaque.add(m.group(1))
            return
        m = re.fullmatch(r"struct (\w+)", d)
        if m:
            self.opaque.add(m.group(1))
            return
        m = re.fullmatch(r"typedef (.+?) \(\*(\w+)\)\((.*)\)", d)
        if m:
            self.fn_ptr_types[m.group(2)] = (m.group(1), self.params(m.group(3)))
            return
        m = re.fullmatch(r"typedef (.+?) (\w+)\((.*)\)", d)
        if m:
            self.fn_types[m.group(2)] = (m.group(1), self.params(m.group(3)))
            return
        raise SystemExit(f"gen_bindings: cannot read declaration: {d[:120]}")

    def params(self, p):
        out = []
        for q in split_top(p, ","):
            m = re.fullmatch(r"(.+?)\s*(\w+)", q)
            out.append(m.group(1).strip())
        return out

    def fields(self, body):
        out = []
        for f in split_top(body):
            f = " ".join(f.split())
            m = re.fullmatch(r"union \{(.*)\}", f)
            if m:
                out.append(("<union>", self.fields(m.group(1))))
                continue
            m = re.fullmatch(r"_PJRT_API_STRUCT_FIELD\((\w+)\)", f)
            if m:
                out.append((m.group(1), ("apifn", m.group(1))))
                continue
            m = re.fullmatch(r"(.+?) \(\*(\w+)\)\((.*)\)", f)
            if m:
                out.append((m.group(2), ("fnptr", m.group(1), self.params(m.group(3)))))
                continue
            m = re.fullmatch(r"(.+?)\s*(\w+)", f)
            out.append((m.group(2), m.group(1).replace(" *", "*").strip()))
        return out


RUST_KEYWORDS = {"type", "ref", "move", "fn", "match", "loop", "use", "mod", "impl", "self"}


def rid(name):
    """A C identifier as a Rust identifier (raw when it is a Rust keyword)."""
    return f"r#{name}" if name in RUST_KEYWORDS else name


def rust_type(h, c):
    """C type text -> Rust type text."""
    if isinstance(c, tuple):
        kind = c[0]
        if kind == "apifn":
            return f"Option<{c[1]}>"
        ret, params = c[1], c[2]
        return f"Option<{rust_fn(h, ret, params)}>"
    c = c.strip()
    stars = c.count("*")
    base = c.replace("*", "").strip()
    const = base.startswith("const ")
    # `T* const*`: a const pointer is the same pointer to Rust's ABI.
    base = re.sub(r"\bconst\b", "", base).replace("struct ", "").strip()
    if base in SCALARS:
        r = SCALARS[base]
    elif base in h.enums:
        r = base
    elif base in h.fn_ptr_types:
        r = base
    elif base in h.fn_types:
        r = base
        # A pointer to a function type is the Option<fn> itself.
        if stars >= 1:
            stars -= 1
            r = f"Option<{base}>"
    else:
        r = base
    for k in range(stars):
        r = ("*const " if const and k == 0 else "*mut ") + r
    return r


def rust_fn(h, ret, params):
    ps = ", ".join(rust_type(h, p) for p in params if p != "void")
    r = rust_type(h, ret)
    tail = "" if r == "::std::os::raw::c_void" else f" -> {r}"
    return f'unsafe extern "C" fn({ps}){tail}'


def emit_rust(h):
    o = []
    o.append("// @generated by gen/gen_bindings.py from include/pjrt_c_api.h: do not edit.")
    o.append(f"// PJRT C API {h.major}.{h.minor}.")
    o.append("#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals, dead_code)]")
    o.append("#![allow(clippy::all)]")
    o.append("")
    o.append(f"pub const PJRT_API_MAJOR: i32 = {h.major};")
    o.append(f"pub const PJRT_API_MINOR: i32 = {h.minor};")
    o.append("")
    for name, variants in h.enums.items():
        # C enums here are int-sized; every value fits in a c_int.
        o.append(f"pub type {name} = ::std::os::raw::c_int;")
        for v, val in variants:
            o.append(f"pub const {v}: {name} = {val};")
        o.append("")
    for name in sorted(h.opaque - set(h.structs)):
        o.append(f"#[repr(C)]\npub struct {name} {{\n    _opaque: [u8; 0],\n}}\n")
    for name, (ret, params) in h.fn_ptr_types.items():
        o.append(f"pub type {name} = Option<{rust_fn(h, ret, params)}>;")
    for name, (ret, params) in h.fn_types.items():
        o.append(f"pub type {name} = {rust_fn(h, ret, params)};")
    o.append("")
    unions = []
    for name in h.struct_order:
        fields = h.structs[name]
        o.append("#[repr(C)]")
        o.append("#[derive(Copy, Clone)]")
        o.append(f"pub struct {name} {{")
        for fname, ctype in fields:
            if fname == "<union>":
                uname = f"{name}__union"
                unions.append((uname, ctype))
                o.append(f"    pub u: {uname},")
            else:
                o.append(f"    pub {rid(fname)}: {rust_type(h, ctype)},")
        o.append("}")
        last = [f for f, _ in fields][-1]
        last = "u" if last == "<union>" else rid(last)
        o.append(f"impl {name} {{")
        o.append("    /// The C header's `_STRUCT_SIZE`: offset of the last field plus its size.")
        o.append(f"    pub const STRUCT_SIZE: usize = ::std::mem::offset_of!({name}, {last})")
        o.append(f"        + crate::sys::field_size(|s: &{name}| &s.{last});")
        o.append("}")
        o.append("")
    for uname, fields in unions:
        o.append("#[repr(C)]\n#[derive(Copy, Clone)]")
        o.append(f"pub union {uname} {{")
        for fname, ctype in fields:
            o.append(f"    pub {rid(fname)}: {rust_type(h, ctype)},")
        o.append("}\n")
    o.append("/// A `PJRT_Api` whose every entry returns UNIMPLEMENTED naming the function")
    o.append("/// (`crate::error::unimplemented_entry`); the plugin then sets the ones it has.")
    o.append("pub fn unimplemented_api() -> PJRT_Api {")
    for fname, ctype in h.structs["PJRT_Api"]:
        if isinstance(ctype, tuple) and ctype[0] == "apifn":
            ret, params = h.fn_types[ctype[1]]
            ps = ", ".join(f"_: {rust_type(h, q)}" for q in params)
            if ret.strip() == "void":
                o.append(f'    unsafe extern "C" fn stub_{fname}({ps}) {{}}')
            else:
                o.append(f'    unsafe extern "C" fn stub_{fname}({ps}) -> *mut PJRT_Error {{')
                o.append(f'        crate::error::unimplemented_entry("{fname}")')
                o.append("    }")
    o.append("    PJRT_Api {")
    o.append("        struct_size: PJRT_Api::STRUCT_SIZE,")
    o.append("        extension_start: ::std::ptr::null_mut(),")
    o.append("        pjrt_api_version: PJRT_Api_Version {")
    o.append("            struct_size: PJRT_Api_Version::STRUCT_SIZE,")
    o.append("            extension_start: ::std::ptr::null_mut(),")
    o.append("            major_version: PJRT_API_MAJOR,")
    o.append("            minor_version: PJRT_API_MINOR,")
    o.append("        },")
    for fname, ctype in h.structs["PJRT_Api"]:
        if isinstance(ctype, tuple) and ctype[0] == "apifn":
            o.append(f"        {fname}: Some(stub_{fname}),")
    o.append("    }")
    o.append("}")
    o.append("")
    o.append("/// The size of a field, from a projection (the header's `sizeof(((T*)0)->f)`).")
    o.append("pub const fn field_size<S, F>(_: fn(&S) -> &F) -> usize {")
    o.append("    ::std::mem::size_of::<F>()")
    o.append("}")
    o.append("")
    o.append("/// Every struct's size and fields' offsets, for the ABI test against gcc.")
    o.append("pub fn layouts() -> Vec<(&'static str, usize, Vec<(&'static str, usize)>)> {")
    o.append("    vec![")
    for name in h.struct_order:
        fs = []
        for fname, _ in h.structs[name]:
            rf = "u" if fname == "<union>" else rid(fname)
            fs.append(f'("{fname}", ::std::mem::offset_of!({name}, {rf}))')
        o.append(f'        ("{name}", ::std::mem::size_of::<{name}>(), vec![{", ".join(fs)}]),')
    o.append("    ]")
    o.append("}")
    return "\n".join(o) + "\n"


def emit_c(h):
    o = ['// @generated by gen/gen_bindings.py: prints the layout of every PJRT C API struct.',
         '#include <stdio.h>', '#include <stddef.h>', '#include "pjrt_c_api.h"', "",
         "int main(void) {"]
    for name in h.struct_order:
        o.append(f'  printf("{name} %zu\\n", sizeof(struct {name}));')
        for fname, ctype in h.structs[name]:
            if fname == "<union>":
                first = ctype[0][0]
                o.append(f'  printf("{name}.<union> %zu\\n", offsetof(struct {name}, {first}));')
            else:
                o.append(f'  printf("{name}.{fname} %zu\\n", offsetof(struct {name}, {fname}));')
    o.append(f'  printf("PJRT_Api_STRUCT_SIZE %zu\\n", (size_t)PJRT_Api_STRUCT_SIZE);')
    o.append('  printf("PJRT_API_MINOR %d\\n", PJRT_API_MINOR);')
    o.append("  return 0;")
    o.append("}")
    return "\n".join(o) + "\n"


def main():
    h = Header(open(HEADER).read())
    with open(os.path.join(ROOT, "src", "sys.rs"), "w") as f:
        f.write(emit_rust(h))
    os.makedirs(os.path.join(ROOT, "tests", "abi"), exist_ok=True)
    with open(os.path.join(ROOT, "tests", "abi", "layout.c"), "w") as f:
        f.write(emit_c(h))
    print(f"{len(h.structs)} structs, {len(h.enums)} enums, {len(h.fn_types)} function types, "
          f"PJRT {h.major}.{h.minor}", file=sys.stderr)


if __name__ == "__main__":
    main()
