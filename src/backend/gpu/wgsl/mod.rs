//! A small writer for WGSL text: lines at an indentation level, blocks that open and close,
//! and the helper functions a kernel calls (`Helpers`), recorded by the code that writes each
//! call. Text only: it knows nothing of the IR, of plans or of devices, and it decides
//! nothing about what a kernel computes.
//!
//! Most blocks of the generated kernels keep the indentation of the line that opens them
//! (`open_flat`): that is how the kernels have always been written, and the WGSL snapshots
//! (`tests/gpu_snapshots`) hold them byte for byte. Loop bodies of the serial reductions and
//! products indent (`open`).

mod helpers;

pub(crate) use helpers::{Helper, Helpers};

/// One indentation level.
const INDENT: &str = "    ";

/// WGSL text being written: whole lines, each indented by the depth of the blocks around it.
#[derive(Debug, Default)]
pub(crate) struct Wgsl {
    text: String,
    depth: usize,
    /// The blocks open now, innermost last: whether each indents its lines.
    blocks: Vec<bool>,
}

impl Wgsl {
    /// Text at module scope (no indentation), or a fragment to `embed` in other text.
    pub(crate) fn new() -> Wgsl {
        Wgsl::default()
    }

    /// Writes one line at the current indentation (an empty line stays empty).
    pub(crate) fn line(&mut self, line: impl AsRef<str>) {
        let line = line.as_ref();
        debug_assert!(!line.contains('\n'), "one line at a time: {line:?}");
        if !line.is_empty() {
            for _ in 0..self.depth {
                self.text.push_str(INDENT);
            }
            self.text.push_str(line);
        }
        self.text.push('\n');
    }

    /// Opens a block, `{head} {` (or `{` alone), whose lines are indented one level more.
    pub(crate) fn open(&mut self, head: impl AsRef<str>) {
        self.open_block(head.as_ref(), true);
    }

    /// Opens a block whose lines keep the current indentation (see the module doc).
    pub(crate) fn open_flat(&mut self, head: impl AsRef<str>) {
        self.open_block(head.as_ref(), false);
    }

    fn open_block(&mut self, head: &str, indents: bool) {
        if head.is_empty() {
            self.line("{");
        } else {
            self.line(format!("{head} {{"));
        }
        self.blocks.push(indents);
        if indents {
            self.depth += 1;
        }
    }

    /// Closes the innermost open block with `}`.
    pub(crate) fn close(&mut self) {
        let indents = self.blocks.pop().expect("a block to close");
        if indents {
            self.depth -= 1;
        }
        self.line("}");
    }

    /// Writes the lines of `part` (a fragment written at module scope, see `new`) at the
    /// current indentation.
    pub(crate) fn embed(&mut self, part: &Wgsl) {
        debug_assert!(part.blocks.is_empty() && part.depth == 0);
        for line in part.text.lines() {
            self.line(line);
        }
    }

    /// Appends text written elsewhere (a function, a declaration) as it is. Only at module
    /// scope, where it needs no indentation.
    pub(crate) fn append(&mut self, text: &str) {
        debug_assert!(self.blocks.is_empty() && self.depth == 0);
        self.text.push_str(text);
    }

    /// The text written, every block closed.
    pub(crate) fn finish(self) -> String {
        debug_assert!(self.blocks.is_empty(), "unclosed blocks in:\n{}", self.text);
        self.text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_indent_or_keep_the_indentation() {
        let mut w = Wgsl::new();
        w.open("fn f(i: u32) -> u32");
        w.line("var x = i;");
        w.open_flat("if (x > 1u)");
        w.line("x = 1u;");
        w.close();
        w.open("for (var r = 0u; r < 2u; r = r + 1u)");
        w.line("x = x + r;");
        w.line("");
        w.close();
        w.line("return x;");
        w.close();
        assert_eq!(
            w.finish(),
            "fn f(i: u32) -> u32 {\n    var x = i;\n    if (x > 1u) {\n    x = 1u;\n    }\n    \
             for (var r = 0u; r < 2u; r = r + 1u) {\n        x = x + r;\n\n    }\n    return x;\n}\n"
        );
    }

    #[test]
    fn fragments_take_the_indentation_where_they_are_embedded() {
        let mut part = Wgsl::new();
        part.line("let a = 1u;");
        part.line("");
        let mut w = Wgsl::new();
        w.open("fn f()");
        w.open_flat("");
        w.embed(&part);
        w.close();
        w.close();
        assert_eq!(w.finish(), "fn f() {\n    {\n    let a = 1u;\n\n    }\n}\n");
    }
}
