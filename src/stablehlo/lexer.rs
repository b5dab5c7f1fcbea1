//! Tokens of MLIR text, scanned on demand by the parser (MLIR's syntax is context-sensitive:
//! `tensor<4x8xf32>` must be read character by character, so there is no separate token pass).
//!
//! Also owns the error formatting (`line:col: message`, the source line and a caret). It never
//! panics on any input, including non-ASCII bytes.

use super::ast::Pos;
use crate::error::Error;

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// Bare identifier: letters, digits, `_`, `$`, `.` (e.g. `stablehlo.add`, `f32`, `x`).
    Ident(String),
    /// `%name` with an optional `#N` result index.
    Value(String, Option<usize>),
    /// `@name` or `@"quoted"`.
    Symbol(String),
    /// `^bb0`.
    Block(String),
    /// `#name` (attribute alias or dialect attribute head).
    Hash(String),
    /// `!name` (dialect type).
    Bang(String),
    /// Integer literal: negative?, magnitude, written in hex?
    Int(bool, u128, bool),
    /// Float literal text as written (sign included).
    Float(String),
    Str(String),
    /// Punctuation, including `->`, `{-#` and `#-}`.
    Punct(&'static str),
    Eof,
}

impl Tok {
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Value(s, None) => format!("'%{s}'"),
            Tok::Value(s, Some(i)) => format!("'%{s}#{i}'"),
            Tok::Symbol(s) => format!("'@{s}'"),
            Tok::Block(s) => format!("'^{s}'"),
            Tok::Hash(s) => format!("'#{s}'"),
            Tok::Bang(s) => format!("'!{s}'"),
            Tok::Int(neg, v, hex) => {
                let sign = if *neg { "-" } else { "" };
                if *hex {
                    format!("'{sign}0x{v:X}'")
                } else {
                    format!("'{sign}{v}'")
                }
            }
            Tok::Float(s) => format!("'{s}'"),
            Tok::Str(s) => format!("string \"{s}\""),
            Tok::Punct(p) => format!("'{p}'"),
            Tok::Eof => "end of input".to_string(),
        }
    }
}

/// Source text with a line table, for positions and error messages.
pub struct Source<'a> {
    pub text: &'a str,
    line_starts: Vec<usize>,
    /// No text: positions are byte offsets of binary input (MLIR bytecode).
    binary: bool,
}

impl<'a> Source<'a> {
    pub fn new(text: &'a str) -> Self {
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        Source {
            text,
            line_starts,
            binary: false,
        }
    }

    /// A source for binary input: errors say `byte N: message`.
    pub fn binary() -> Self {
        Source {
            text: "",
            line_starts: vec![0],
            binary: true,
        }
    }

    pub fn pos(&self, offset: usize) -> Pos {
        if self.binary {
            return Pos {
                line: 0,
                col: u32::try_from(offset).unwrap_or(u32::MAX),
                offset,
            };
        }
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let start = self.line_starts[line];
        let col = self
            .text
            .get(start..offset)
            .map(|s| s.chars().count())
            .unwrap_or(0)
            + 1;
        Pos {
            line: line as u32 + 1,
            col: col as u32,
            offset,
        }
    }

    /// `line:col: message`, then the source line and a caret under the column.
    pub fn error_at(&self, pos: Pos, message: impl std::fmt::Display) -> Error {
        if self.binary {
            return Error::parse(format!("byte {}: {}", pos.offset, message));
        }
        let line_idx = (pos.line as usize).saturating_sub(1);
        let start = self.line_starts.get(line_idx).copied().unwrap_or(0);
        let end = self.text[start..]
            .find('\n')
            .map(|e| start + e)
            .unwrap_or(self.text.len());
        let line_text = self
            .text
            .get(start..end)
            .unwrap_or("")
            .trim_end_matches('\r');
        let (shown, caret_col) = clip_line(line_text, pos.col as usize);
        let caret = " ".repeat(caret_col.saturating_sub(1));
        Error::parse(format!(
            "{}:{}: {}\n{}\n{}^",
            pos.line, pos.col, message, shown, caret
        ))
    }
}

/// Very long lines (hex constants) are clipped around the column so messages stay readable.
fn clip_line(line: &str, col: usize) -> (String, usize) {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= 160 {
        return (line.to_string(), col);
    }
    // The position may lie past the shown text (trailing `\r`s are trimmed from it): the
    // caret then sits just after its last character.
    let col = col.min(chars.len() + 1);
    let start = col.saturating_sub(80);
    let end = (start + 160).min(chars.len());
    let mut s: String = chars[start..end].iter().collect();
    let mut caret = col - start;
    if start > 0 {
        s = format!("...{s}");
        caret += 3;
    }
    if end < chars.len() {
        s.push_str("...");
    }
    (s, caret)
}

pub fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

pub fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.' || c == b'-'
}

/// Scans one token at `at` (whitespace and comments already skipped). Returns the token and the
/// offset just past it, or an error message.
pub fn scan(text: &str, at: usize) -> Result<(Tok, usize), String> {
    let b = text.as_bytes();
    let Some(&c) = b.get(at) else {
        return Ok((Tok::Eof, at));
    };
    let ident_end = |mut i: usize, f: fn(u8) -> bool| {
        while i < b.len() && f(b[i]) {
            i += 1;
        }
        i
    };
    match c {
        b'%' | b'@' | b'^' | b'#' | b'!' => {
            if c == b'#' && b.get(at + 1) == Some(&b'-') && b.get(at + 2) == Some(&b'}') {
                return Ok((Tok::Punct("#-}"), at + 3));
            }
            if c == b'@' && b.get(at + 1) == Some(&b'"') {
                let (s, end) = scan_string(text, at + 1)?;
                return Ok((Tok::Symbol(s), end));
            }
            let end = ident_end(
                at + 1,
                if c == b'%' {
                    is_suffix_char
                } else {
                    is_ident_char
                },
            );
            if end == at + 1 {
                return Err(format!("expected a name after '{}'", c as char));
            }
            let name = text[at + 1..end].to_string();
            Ok(match c {
                b'%' => {
                    if b.get(end) == Some(&b'#')
                        && b.get(end + 1).is_some_and(|d| d.is_ascii_digit())
                    {
                        let iend = ident_end(end + 1, |d| d.is_ascii_digit());
                        let idx = text[end + 1..iend]
                            .parse::<usize>()
                            .map_err(|_| "result index too large".to_string())?;
                        return Ok((Tok::Value(name, Some(idx)), iend));
                    }
                    (Tok::Value(name, None), end)
                }
                b'@' => (Tok::Symbol(name), end),
                b'^' => (Tok::Block(name), end),
                b'#' => (Tok::Hash(name), end),
                _ => (Tok::Bang(name), end),
            })
        }
        b'"' => {
            let (s, end) = scan_string(text, at)?;
            Ok((Tok::Str(s), end))
        }
        b'-' if b.get(at + 1) == Some(&b'>') => Ok((Tok::Punct("->"), at + 2)),
        b'-' if b.get(at + 1).is_some_and(|d| d.is_ascii_digit()) => {
            scan_number(text, at + 1, true)
        }
        b'0'..=b'9' => scan_number(text, at, false),
        b'{' if b.get(at + 1) == Some(&b'-') && b.get(at + 2) == Some(&b'#') => {
            Ok((Tok::Punct("{-#"), at + 3))
        }
        _ if is_ident_start(c) => {
            let end = ident_end(at, is_ident_char);
            Ok((Tok::Ident(text[at..end].to_string()), end))
        }
        _ => {
            const PUNCT: &[&str] = &[
                "(", ")", "[", "]", "{", "}", "<", ">", ",", ":", "=", "*", "?", "+", "-", "|",
                "/", ";", "&", "\\", "'", "`", "~",
            ];
            for p in PUNCT {
                if p.as_bytes()[0] == c {
                    return Ok((Tok::Punct(p), at + 1));
                }
            }
            let ch = text[at..].chars().next().unwrap_or('?');
            Err(format!("unexpected character '{}'", ch.escape_debug()))
        }
    }
}

fn scan_number(text: &str, start: usize, neg: bool) -> Result<(Tok, usize), String> {
    let b = text.as_bytes();
    let mut i = start;
    if b.get(i) == Some(&b'0') && matches!(b.get(i + 1), Some(b'x') | Some(b'X')) {
        let hs = i + 2;
        i = hs;
        while i < b.len() && b[i].is_ascii_hexdigit() {
            i += 1;
        }
        if i == hs {
            return Err("expected hex digits after '0x'".into());
        }
        let v = u128::from_str_radix(&text[hs..i], 16)
            .map_err(|_| format!("hex literal 0x{} is too large", &text[hs..i]))?;
        return Ok((Tok::Int(neg, v, true), i));
    }
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let mut is_float = false;
    if b.get(i) == Some(&b'.') {
        is_float = true;
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
    }
    if matches!(b.get(i), Some(b'e') | Some(b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+') | Some(b'-')) {
            j += 1;
        }
        if b.get(j).is_some_and(|d| d.is_ascii_digit()) {
            is_float = true;
            i = j;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        }
    }
    let lit_start = if neg { start - 1 } else { start };
    if is_float {
        return Ok((Tok::Float(text[lit_start..i].to_string()), i));
    }
    let v = text[start..i]
        .parse::<u128>()
        .map_err(|_| format!("integer literal {} is too large", &text[lit_start..i]))?;
    Ok((Tok::Int(neg, v, false), i))
}

fn scan_string(text: &str, at: usize) -> Result<(String, usize), String> {
    let b = text.as_bytes();
    let mut i = at + 1;
    let mut out: Vec<u8> = Vec::new();
    while i < b.len() {
        match b[i] {
            b'"' => return Ok((String::from_utf8_lossy(&out).into_owned(), i + 1)),
            b'\\' => {
                let n = *b.get(i + 1).ok_or("unterminated string")?;
                match n {
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    b'"' => out.push(b'"'),
                    b'\\' => out.push(b'\\'),
                    _ => {
                        let h = text.get(i + 1..i + 3).ok_or("bad escape in string")?;
                        let v = u8::from_str_radix(h, 16)
                            .map_err(|_| format!("bad escape '\\{h}' in string"))?;
                        out.push(v);
                        i += 3;
                        continue;
                    }
                }
                i += 2;
            }
            b'\n' => return Err("unterminated string (newline inside)".into()),
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Err("unterminated string".into())
}

/// Skips whitespace and `//` comments from `at`.
pub fn skip_trivia(text: &str, mut at: usize) -> usize {
    let b = text.as_bytes();
    loop {
        while at < b.len() && b[at].is_ascii_whitespace() {
            at += 1;
        }
        if b.get(at) == Some(&b'/') && b.get(at + 1) == Some(&b'/') {
            while at < b.len() && b[at] != b'\n' {
                at += 1;
            }
            continue;
        }
        return at;
    }
}
