//! The HLO scanner: a cursor over the source text that reads HLO's small tokens (names,
//! numbers, strings, punctuation, balanced attribute values) and tracks line:column.
//!
//! It knows nothing about ops or shapes; it must never panic on any input (all indexing is
//! on char boundaries) and every error it makes carries a located, caret-annotated message.

use crate::error::Error;

/// A position in the source, 1-based.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Loc {
    pub line: u32,
    pub column: u32,
}

/// Formats a parse error at `loc` with the offending source line and a caret under the column.
pub fn error_at(src: &str, loc: Loc, what: &str) -> Error {
    let line_text = src
        .lines()
        .nth(loc.line.saturating_sub(1) as usize)
        .unwrap_or("");
    // Long lines (large constants) are clipped around the caret so the message stays readable.
    let chars: Vec<char> = line_text.chars().collect();
    let col = (loc.column.saturating_sub(1) as usize).min(chars.len());
    let start = col.saturating_sub(60);
    let end = (col + 60).min(chars.len());
    let shown: String = chars[start..end].iter().collect();
    let prefix = if start > 0 { "..." } else { "" };
    let suffix = if end < chars.len() { "..." } else { "" };
    let caret_pad = " ".repeat(col - start + prefix.len());
    Error::parse(format!(
        "{}:{}: {}\n{}{}{}\n{}^",
        loc.line, loc.column, what, prefix, shown, suffix, caret_pad
    ))
}

#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    src: &'a str,
    pos: usize,
    /// Reading stops here (the end of an attribute value for sub-cursors).
    end: usize,
    line: u32,
    col: u32,
}

/// Characters that may appear in an HLO name after the first one.
pub fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-' || c == '$'
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str) -> Self {
        Cursor {
            src,
            pos: 0,
            end: src.len(),
            line: 1,
            col: 1,
        }
    }

    pub fn loc(&self) -> Loc {
        Loc {
            line: self.line,
            column: self.col,
        }
    }

    pub fn rest(&self) -> &'a str {
        &self.src[self.pos..self.end]
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.end
    }

    pub fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    pub fn peek2(&self) -> Option<char> {
        self.rest().chars().nth(1)
    }

    pub fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    pub fn err(&self, what: impl AsRef<str>) -> Error {
        error_at(self.src, self.loc(), what.as_ref())
    }

    pub fn err_at(&self, loc: Loc, what: impl AsRef<str>) -> Error {
        error_at(self.src, loc, what.as_ref())
    }

    /// What the next few characters are, for "found ..." in messages.
    pub fn found(&self) -> String {
        if self.at_end() {
            return "end of input".to_string();
        }
        let s: String = self
            .rest()
            .chars()
            .take_while(|c| *c != '\n')
            .take(20)
            .collect();
        if s.is_empty() {
            "end of line".to_string()
        } else {
            format!("'{s}'")
        }
    }

    /// Skips whitespace and comments (`/* ... */`, `// ...`, `#` lines are not HLO).
    pub fn skip_ws(&mut self) {
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some('/') if self.peek2() == Some('*') => {
                    self.bump();
                    self.bump();
                    while !self.at_end() && !self.rest().starts_with("*/") {
                        self.bump();
                    }
                    self.bump();
                    self.bump();
                }
                Some('/') if self.peek2() == Some('/') => {
                    while !matches!(self.peek(), None | Some('\n')) {
                        self.bump();
                    }
                }
                _ => return,
            }
        }
    }

    /// Skips whitespace and comments and reports whether the next char is `c`.
    pub fn is(&mut self, c: char) -> bool {
        self.skip_ws();
        self.peek() == Some(c)
    }

    /// Consumes `c` if it comes next (after whitespace).
    pub fn eat(&mut self, c: char) -> bool {
        if self.is(c) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn expect(&mut self, c: char) -> crate::Result<()> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.err(format!("expected '{c}', found {}", self.found())))
        }
    }

    /// Consumes the literal string `s` if it comes next (after whitespace).
    pub fn eat_str(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.rest().starts_with(s) {
            for _ in s.chars() {
                self.bump();
            }
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if it comes next as a whole word.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        self.skip_ws();
        let rest = self.rest();
        if rest.starts_with(kw) && !rest[kw.len()..].chars().next().is_some_and(is_name_char) {
            for _ in kw.chars() {
                self.bump();
            }
            true
        } else {
            false
        }
    }

    /// A name: `[%]?[A-Za-z0-9_.$-]+` (HLO names may start with a digit after `%`).
    pub fn name(&mut self, what: &str) -> crate::Result<(String, Loc)> {
        self.skip_ws();
        let loc = self.loc();
        if self.peek() == Some('%') {
            self.bump();
        }
        let start = self.pos;
        while self.peek().is_some_and(is_name_char) {
            self.bump();
        }
        if self.pos == start {
            return Err(self.err_at(loc, format!("expected {what}, found {}", self.found())));
        }
        Ok((self.src[start..self.pos].to_string(), loc))
    }

    /// An unsigned integer.
    pub fn uint(&mut self, what: &str) -> crate::Result<u64> {
        self.skip_ws();
        let loc = self.loc();
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.bump();
        }
        self.src[start..self.pos].parse::<u64>().map_err(|_| {
            self.err_at(
                loc,
                format!("expected {what}, found {}", self.found_at(start)),
            )
        })
    }

    /// A possibly negative integer.
    pub fn int(&mut self, what: &str) -> crate::Result<i64> {
        self.skip_ws();
        let loc = self.loc();
        let start = self.pos;
        if self.peek() == Some('-') {
            self.bump();
        }
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.bump();
        }
        self.src[start..self.pos].parse::<i64>().map_err(|_| {
            self.err_at(
                loc,
                format!("expected {what}, found {}", self.found_at(start)),
            )
        })
    }

    fn found_at(&self, start: usize) -> String {
        let s: String = self.src[start..self.end]
            .chars()
            .take_while(|c| *c != '\n')
            .take(20)
            .collect();
        if s.is_empty() {
            "end of input".to_string()
        } else {
            format!("'{s}'")
        }
    }

    /// A double-quoted string with C escapes; returns the unescaped content.
    pub fn string(&mut self) -> crate::Result<String> {
        self.skip_ws();
        let loc = self.loc();
        if self.peek() != Some('"') {
            return Err(self.err(format!("expected a string, found {}", self.found())));
        }
        self.bump();
        let mut out = String::new();
        loop {
            match self.bump() {
                None => return Err(self.err_at(loc, "unterminated string")),
                Some('"') => return Ok(out),
                Some('\\') => match self.bump() {
                    Some('n') => out.push('\n'),
                    Some('t') => out.push('\t'),
                    Some(c) => out.push(c),
                    None => return Err(self.err_at(loc, "unterminated string")),
                },
                Some(c) => out.push(c),
            }
        }
    }

    /// A double-quoted string like `string`, with the source location of every byte of the
    /// unescaped content (and of the closing quote, one past the end), so errors found inside
    /// the content can point into the source.
    pub fn string_with_locs(&mut self) -> crate::Result<(String, Vec<Loc>)> {
        self.skip_ws();
        let loc = self.loc();
        if self.peek() != Some('"') {
            return Err(self.err(format!("expected a string, found {}", self.found())));
        }
        self.bump();
        let mut out = String::new();
        let mut locs = Vec::new();
        loop {
            let at = self.loc();
            let c = match self.bump() {
                None => return Err(self.err_at(loc, "unterminated string")),
                Some('"') => {
                    locs.push(at);
                    return Ok((out, locs));
                }
                Some('\\') => match self.bump() {
                    Some('n') => '\n',
                    Some('t') => '\t',
                    Some(c) => c,
                    None => return Err(self.err_at(loc, "unterminated string")),
                },
                Some(c) => c,
            };
            out.push(c);
            locs.extend(std::iter::repeat_n(at, c.len_utf8()));
        }
    }

    /// The raw text of one attribute value: everything up to a `,`, whitespace, `)` or `}` at
    /// bracket depth 0, with balanced `{}`, `[]`, `()` and quoted strings inside.
    pub fn raw_value(&mut self) -> crate::Result<(&'a str, Loc)> {
        self.skip_ws();
        let loc = self.loc();
        let start = self.pos;
        let mut stack: Vec<char> = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                if stack.is_empty() {
                    break;
                }
                return Err(self.err_at(loc, "unterminated attribute value (unbalanced brackets)"));
            };
            match c {
                '"' => {
                    self.string()?;
                    continue;
                }
                '{' | '[' | '(' => stack.push(c),
                '}' | ']' | ')' => {
                    let open = match c {
                        '}' => '{',
                        ']' => '[',
                        _ => '(',
                    };
                    match stack.last() {
                        None => break,
                        Some(&o) if o == open => {
                            stack.pop();
                        }
                        Some(_) => {
                            return Err(self.err(format!("unbalanced '{c}' in attribute value")))
                        }
                    }
                }
                ',' if stack.is_empty() => break,
                c if c.is_whitespace() && stack.is_empty() => break,
                _ => {}
            }
            self.bump();
        }
        if self.pos == start {
            return Err(self.err(format!(
                "expected an attribute value, found {}",
                self.found()
            )));
        }
        Ok((&self.src[start..self.pos], loc))
    }
}

/// The location of every byte of `text` (and one past its end), `text` starting at `start`.
pub fn byte_locs(text: &str, start: Loc) -> Vec<Loc> {
    let mut locs = Vec::with_capacity(text.len() + 1);
    let mut at = start;
    for c in text.chars() {
        locs.extend(std::iter::repeat_n(at, c.len_utf8()));
        if c == '\n' {
            at.line += 1;
            at.column = 1;
        } else {
            at.column += 1;
        }
    }
    locs.push(at);
    locs
}

/// A cursor over a sub-slice of the source (an attribute value), reporting locations in the
/// whole source.
pub fn sub_cursor<'a>(src: &'a str, text: &'a str, loc: Loc) -> Cursor<'a> {
    // `text` is a slice of `src`; its byte offset gives the position.
    let offset = (text.as_ptr() as usize).wrapping_sub(src.as_ptr() as usize);
    if offset <= src.len() && offset + text.len() <= src.len() {
        Cursor {
            src,
            pos: offset,
            end: offset + text.len(),
            line: loc.line,
            col: loc.column,
        }
    } else {
        Cursor {
            src: text,
            pos: 0,
            end: text.len(),
            line: loc.line,
            col: loc.column,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_show_line_and_caret() {
        let src = "first\n  second line here\n";
        let e = error_at(src, Loc { line: 2, column: 3 }, "expected x");
        assert_eq!(e.message, "2:3: expected x\n  second line here\n  ^");
        // Long lines are clipped around the caret, which still points at the column.
        let long = format!("{}X{}", "a".repeat(500), "b".repeat(500));
        let e = error_at(
            &long,
            Loc {
                line: 1,
                column: 501,
            },
            "here",
        );
        let lines: Vec<&str> = e.message.lines().collect();
        let caret = lines[2].find('^').unwrap();
        assert_eq!(&lines[1][caret..caret + 1], "X");
        assert!(lines[1].len() < 200);
        // Out-of-range locations do not panic.
        error_at("", Loc { line: 9, column: 9 }, "eof");
    }

    #[test]
    fn raw_values_balance_brackets_and_strings() {
        let mut c = Cursor::new(r#"{a="}", b={1,2}} next"#);
        let (v, _) = c.raw_value().unwrap();
        assert_eq!(v, r#"{a="}", b={1,2}}"#);
        let mut c = Cursor::new("{(]}");
        assert!(c.raw_value().is_err());
        let mut c = Cursor::new("{{{");
        assert!(c.raw_value().is_err());
    }
}
