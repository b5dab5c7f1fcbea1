//! Recursive-descent parser from MLIR text to the private AST (`ast`).
//!
//! Reads both the generic op form (`"stablehlo.add"(%a, %b) <{..}> ({..}) {..} : (..) -> ..`)
//! and the pretty forms JAX prints, normalising pretty forms onto generic attributes where the
//! spelling differs only in syntax. It knows syntax only: it never decides what an op means.

use super::ast::*;
use super::lexer::{scan, skip_trivia, Source, Tok};
use crate::error::{Error, Result};
use crate::ir::{ElementType, Shape};

pub struct Parser<'a> {
    src: Source<'a>,
    pos: usize,
    peeked: Option<(Tok, usize, usize)>,
    depth: u32,
}

/// Deep nesting is refused rather than overflowing the stack.
const MAX_DEPTH: u32 = 100;

/// A type signature after `:`: operand types if written, and result types.
struct Sig {
    operands: Option<Vec<Shape>>,
    results: Vec<Shape>,
    /// A plain list `a, b, c` (no arrow): meaning depends on the op.
    plain_list: bool,
}

impl<'a> Parser<'a> {
    pub fn new(text: &'a str) -> Self {
        Parser {
            src: Source::new(text),
            pos: 0,
            peeked: None,
            depth: 0,
        }
    }

    pub fn source(&self) -> &Source<'a> {
        &self.src
    }

    // ---------------------------------------------------------------- token plumbing

    fn peek_full(&mut self) -> Result<(Tok, usize, usize)> {
        if let Some(p) = &self.peeked {
            return Ok(p.clone());
        }
        let start = skip_trivia(self.src.text, self.pos);
        match scan(self.src.text, start) {
            Ok((tok, end)) => {
                self.peeked = Some((tok.clone(), start, end));
                Ok((tok, start, end))
            }
            Err(m) => Err(self.src.error_at(self.src.pos(start), m)),
        }
    }

    fn peek(&mut self) -> Result<Tok> {
        Ok(self.peek_full()?.0)
    }

    /// Position of the next token.
    fn here(&mut self) -> Pos {
        match self.peek_full() {
            Ok((_, start, _)) => self.src.pos(start),
            Err(_) => self.src.pos(skip_trivia(self.src.text, self.pos)),
        }
    }

    fn next(&mut self) -> Result<Tok> {
        let (tok, _, end) = self.peek_full()?;
        self.peeked = None;
        self.pos = end;
        Ok(tok)
    }

    fn err<T>(&mut self, message: impl std::fmt::Display) -> Result<T> {
        let p = self.here();
        Err(self.src.error_at(p, message))
    }

    fn err_at<T>(&self, pos: Pos, message: impl std::fmt::Display) -> Result<T> {
        Err(self.src.error_at(pos, message))
    }

    fn unsupported<T>(&mut self, message: impl std::fmt::Display) -> Result<T> {
        let p = self.here();
        let e = self.src.error_at(p, message);
        Err(Error::unsupported_msg(e.message))
    }

    fn is_punct(&mut self, p: &str) -> Result<bool> {
        Ok(matches!(self.peek()?, Tok::Punct(q) if q == p))
    }

    fn is_ident(&mut self, s: &str) -> Result<bool> {
        Ok(matches!(self.peek()?, Tok::Ident(ref q) if q == s))
    }

    fn eat_punct(&mut self, p: &str) -> Result<bool> {
        if self.is_punct(p)? {
            self.next()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn eat_ident(&mut self, s: &str) -> Result<bool> {
        if self.is_ident(s)? {
            self.next()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn expect_punct(&mut self, p: &str) -> Result<()> {
        if self.eat_punct(p)? {
            return Ok(());
        }
        let t = self.peek()?;
        self.err(format!("expected '{p}', found {}", t.describe()))
    }

    fn expect_ident(&mut self, s: &str) -> Result<()> {
        if self.eat_ident(s)? {
            return Ok(());
        }
        let t = self.peek()?;
        self.err(format!("expected '{s}', found {}", t.describe()))
    }

    fn any_ident(&mut self, what: &str) -> Result<String> {
        match self.peek()? {
            Tok::Ident(s) => {
                self.next()?;
                Ok(s)
            }
            t => self.err(format!("expected {what}, found {}", t.describe())),
        }
    }

    fn int(&mut self, what: &str) -> Result<i64> {
        match self.peek()? {
            Tok::Int(neg, v, _) => {
                let pos = self.here();
                self.next()?;
                let v = i128::try_from(v)
                    .ok()
                    .filter(|v| *v <= i64::MAX as i128 + 1);
                match v {
                    Some(v) => {
                        let v = if neg { -v } else { v };
                        i64::try_from(v)
                            .or_else(|_| self.err_at(pos, format!("{what} out of range")))
                    }
                    None => self.err_at(pos, format!("{what} out of range")),
                }
            }
            t => self.err(format!(
                "expected {what} (an integer), found {}",
                t.describe()
            )),
        }
    }

    fn enter(&mut self) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err("nesting is too deep");
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Skips a `loc(...)` suffix if present.
    fn skip_loc(&mut self) -> Result<()> {
        if self.is_ident("loc")? {
            self.next()?;
            self.expect_punct("(")?;
            self.skip_balanced_until(")")?;
        }
        Ok(())
    }

    /// Skips tokens up to and including the closer matching an already-consumed opener.
    fn skip_balanced_until(&mut self, closer: &str) -> Result<()> {
        let mut stack: Vec<&'static str> = vec![match closer {
            ")" => ")",
            "]" => "]",
            "}" => "}",
            _ => ">",
        }];
        while let Some(&want) = stack.last() {
            let tok = self.next()?;
            match tok {
                Tok::Eof => return self.err(format!("unexpected end of input, expected '{want}'")),
                Tok::Punct(p) => match p {
                    "(" => stack.push(")"),
                    "[" => stack.push("]"),
                    "{" => stack.push("}"),
                    "<" => stack.push(">"),
                    ")" | "]" | "}" | ">" => {
                        if p == want {
                            stack.pop();
                        } else if p != ">" {
                            return self.err(format!("unbalanced '{p}', expected '{want}'"));
                        }
                    }
                    _ => {}
                },
                _ => {}
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- module and functions

    pub fn parse_module(&mut self) -> Result<ModuleAst> {
        let mut m = ModuleAst::default();
        let mut saw_module = false;
        loop {
            match self.peek()? {
                Tok::Eof => break,
                Tok::Hash(_) => self.skip_alias_def()?,
                Tok::Punct("{-#") => self.skip_resources()?,
                Tok::Ident(ref s) if s == "module" || s == "builtin.module" => {
                    if saw_module {
                        return self.err("only one top-level module is supported");
                    }
                    saw_module = true;
                    self.next()?;
                    if let Tok::Symbol(name) = self.peek()? {
                        self.next()?;
                        m.name = Some(name);
                    }
                    if self.eat_ident("attributes")? {
                        m.attrs = self.parse_attr_dict()?;
                    }
                    self.expect_punct("{")?;
                    self.parse_module_body(&mut m)?;
                    self.skip_loc()?;
                }
                Tok::Ident(ref s) if s == "func.func" => {
                    if saw_module {
                        return self.err("function outside the module");
                    }
                    let f = self.parse_func()?;
                    m.funcs.push(f);
                }
                t => {
                    return self.err(format!(
                        "expected 'module' or 'func.func' at top level, found {}",
                        t.describe()
                    ))
                }
            }
        }
        if m.funcs.is_empty() {
            return self.err("the module has no functions");
        }
        Ok(m)
    }

    fn skip_alias_def(&mut self) -> Result<()> {
        self.next()?;
        self.expect_punct("=")?;
        self.parse_attr_value(true)?;
        Ok(())
    }

    fn skip_resources(&mut self) -> Result<()> {
        self.next()?;
        loop {
            match self.next()? {
                Tok::Punct("#-}") => return Ok(()),
                Tok::Eof => return self.err("unterminated '{-#' block"),
                _ => {}
            }
        }
    }

    fn parse_module_body(&mut self, m: &mut ModuleAst) -> Result<()> {
        loop {
            match self.peek()? {
                Tok::Punct("}") => {
                    self.next()?;
                    return Ok(());
                }
                Tok::Ident(ref s) if s == "func.func" => {
                    let f = self.parse_func()?;
                    m.funcs.push(f);
                }
                Tok::Ident(ref s) if s == "sdy.mesh" => {
                    // `sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = ...}`.
                    let pos = self.here();
                    self.next()?;
                    let name = match self.next()? {
                        Tok::Symbol(n) => n,
                        t => {
                            return self.err_at(
                                pos,
                                format!("expected the mesh name '@name', found {}", t.describe()),
                            )
                        }
                    };
                    self.expect_punct("=")?;
                    let mesh = if self.is_punct("<")? {
                        self.raw_group("<", ">")?
                    } else {
                        self.parse_attr_value(true)?
                    };
                    if self.is_punct("{")? {
                        self.parse_attr_dict()?;
                    }
                    self.skip_loc()?;
                    m.meshes.push((name, mesh, pos));
                }
                Tok::Ident(ref s) if s.starts_with("sdy.") => {
                    // Other module-level Shardy ops describe devices only.
                    self.next()?;
                    if let Tok::Symbol(_) = self.peek()? {
                        self.next()?;
                    }
                    if self.eat_punct("=")? {
                        self.parse_attr_value(true)?;
                    }
                    if self.is_punct("{")? {
                        self.parse_attr_dict()?;
                    }
                    self.skip_loc()?;
                }
                Tok::Eof => return self.err("unexpected end of input inside the module"),
                t => {
                    return self.err(format!(
                        "expected 'func.func' or '}}' in the module body, found {}",
                        t.describe()
                    ))
                }
            }
        }
    }

    fn parse_func(&mut self) -> Result<Func> {
        let pos = self.here();
        self.expect_ident("func.func")?;
        let public = if self.eat_ident("private")? {
            false
        } else {
            // `public` and `nested` are both callable; the keyword may also be absent.
            let _ = self.eat_ident("public")? || self.eat_ident("nested")?;
            true
        };
        let name = match self.next()? {
            Tok::Symbol(s) => s,
            t => {
                return self.err_at(
                    pos,
                    format!("expected a function name, found {}", t.describe()),
                )
            }
        };
        self.expect_punct("(")?;
        let mut args = Vec::new();
        if !self.eat_punct(")")? {
            loop {
                let apos = self.here();
                let aname = match self.next()? {
                    Tok::Value(n, None) => n,
                    t => {
                        return self.err_at(
                            apos,
                            format!(
                                "expected a function argument like '%arg0', found {}",
                                t.describe()
                            ),
                        )
                    }
                };
                self.expect_punct(":")?;
                let shape = self.parse_type()?;
                let attrs = if self.is_punct("{")? {
                    self.parse_attr_dict()?
                } else {
                    Vec::new()
                };
                self.skip_loc()?;
                args.push(BlockArg {
                    name: aname,
                    shape,
                    attrs,
                    pos: apos,
                });
                if self.eat_punct(")")? {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut results = Vec::new();
        if self.eat_punct("->")? {
            if self.eat_punct("(")? {
                if !self.eat_punct(")")? {
                    loop {
                        let shape = self.parse_type()?;
                        let attrs = if self.is_punct("{")? {
                            self.parse_attr_dict()?
                        } else {
                            Vec::new()
                        };
                        results.push(FuncResult { shape, attrs });
                        if self.eat_punct(")")? {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
            } else {
                let shape = self.parse_type()?;
                results.push(FuncResult {
                    shape,
                    attrs: Vec::new(),
                });
            }
        }
        if self.eat_ident("attributes")? {
            self.parse_attr_dict()?;
        }
        let mut body = self.parse_region(None)?;
        if body.args.is_empty() {
            body.args = args.clone();
        }
        self.skip_loc()?;
        Ok(Func {
            name,
            public,
            args,
            results,
            body,
            pos,
        })
    }

    /// `{ [^bb0(%a: t, ...):] ops }`. `args` supplies block arguments declared outside the braces.
    fn parse_region(&mut self, args: Option<Vec<BlockArg>>) -> Result<Region> {
        self.enter()?;
        self.expect_punct("{")?;
        let mut region = Region {
            args: args.unwrap_or_default(),
            ops: Vec::new(),
        };
        if let Tok::Block(_) = self.peek()? {
            self.next()?;
            let mut bargs = Vec::new();
            if self.eat_punct("(")? && !self.eat_punct(")")? {
                loop {
                    let apos = self.here();
                    let name = match self.next()? {
                        Tok::Value(n, None) => n,
                        t => {
                            return self.err_at(
                                apos,
                                format!("expected a block argument, found {}", t.describe()),
                            )
                        }
                    };
                    self.expect_punct(":")?;
                    let shape = self.parse_type()?;
                    self.skip_loc()?;
                    bargs.push(BlockArg {
                        name,
                        shape,
                        attrs: Vec::new(),
                        pos: apos,
                    });
                    if self.eat_punct(")")? {
                        break;
                    }
                    self.expect_punct(",")?;
                }
            }
            self.expect_punct(":")?;
            region.args = bargs;
        }
        loop {
            match self.peek()? {
                Tok::Punct("}") => {
                    self.next()?;
                    break;
                }
                Tok::Block(_) => {
                    return self.unsupported(
                        "regions with more than one block are not supported (StableHLO uses one block per region)",
                    )
                }
                Tok::Eof => return self.err("unexpected end of input, expected '}'"),
                _ => {
                    let op = self.parse_op()?;
                    region.ops.push(op);
                }
            }
        }
        self.leave();
        Ok(region)
    }

    // ---------------------------------------------------------------- operations

    /// A balanced `open ... close` group kept as written (Shardy text: `<@mesh, [...]>`,
    /// `[<...>, ...]`, `{"x", "y"}`).
    fn raw_group(&mut self, open: &str, close: &str) -> Result<Attr> {
        let (_, start, _) = self.peek_full()?;
        self.expect_punct(open)?;
        self.skip_balanced_until(close)?;
        Ok(Attr::Shardy(
            self.src.text[start..self.pos].to_string(),
            start,
        ))
    }

    /// `sdy.manual_computation(%a, ..) in_shardings=[..] out_shardings=[..] manual_axes={..}
    /// (%local: t, ..) { .. sdy.return .. } : sig`.
    fn parse_pretty_manual_computation(&mut self, mut op: Operation) -> Result<Operation> {
        self.expect_punct("(")?;
        op.operands = self.parse_value_list(")")?;
        self.expect_punct(")")?;
        while let Tok::Ident(key) = self.peek()? {
            self.next()?;
            self.expect_punct("=")?;
            let v = match self.peek()? {
                Tok::Punct("[") => self.raw_group("[", "]")?,
                Tok::Punct("{") => self.raw_group("{", "}")?,
                Tok::Punct("<") => self.raw_group("<", ">")?,
                _ => self.parse_attr_value(true)?,
            };
            op.attrs.push((key, v));
        }
        self.expect_punct("(")?;
        let mut args = Vec::new();
        if !self.eat_punct(")")? {
            loop {
                let apos = self.here();
                let name = match self.next()? {
                    Tok::Value(n, None) => n,
                    t => {
                        return self.err_at(
                            apos,
                            format!("expected a block argument, found {}", t.describe()),
                        )
                    }
                };
                self.expect_punct(":")?;
                let shape = self.parse_type()?;
                self.skip_loc()?;
                args.push(BlockArg {
                    name,
                    shape,
                    attrs: Vec::new(),
                    pos: apos,
                });
                if self.eat_punct(")")? {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        op.regions.push(self.parse_region(Some(args))?);
        if self.is_punct("{")? {
            let a = self.parse_attr_dict()?;
            op.attrs.extend(a);
        }
        self.expect_punct(":")?;
        op.result_types = self.parse_sig()?.results;
        Ok(op)
    }

    fn parse_op(&mut self) -> Result<Operation> {
        let pos = self.here();
        let mut results = Vec::new();
        if let Tok::Value(..) = self.peek()? {
            loop {
                let rpos = self.here();
                let name = match self.next()? {
                    Tok::Value(n, None) => n,
                    t => {
                        return self.err_at(
                            rpos,
                            format!("expected a result name, found {}", t.describe()),
                        )
                    }
                };
                let mut count = 1usize;
                if self.eat_punct(":")? {
                    let c = self.int("result count")?;
                    if !(1..=1_000_000).contains(&c) {
                        return self.err_at(rpos, format!("bad result count {c}"));
                    }
                    count = c as usize;
                }
                results.push((name, count));
                if !self.eat_punct(",")? {
                    break;
                }
            }
            self.expect_punct("=")?;
        }
        let op_pos = self.here();
        let mut op = match self.next()? {
            Tok::Str(name) => self.parse_generic(name, op_pos)?,
            Tok::Ident(name) => self.parse_pretty(name, op_pos)?,
            t => {
                return self.err_at(
                    op_pos,
                    format!("expected an operation name, found {}", t.describe()),
                )
            }
        };
        op.results = results;
        op.pos = pos;
        self.skip_loc()?;
        let n = op.num_results();
        if op.result_types.len() != n {
            return self.err_at(
                pos,
                format!(
                    "'{}' defines {n} result(s) but its type signature has {}",
                    op.name,
                    op.result_types.len()
                ),
            );
        }
        Ok(op)
    }

    fn new_op(name: String, pos: Pos) -> Operation {
        Operation {
            results: Vec::new(),
            name,
            operands: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            result_types: Vec::new(),
            pos,
        }
    }

    fn parse_value_use(&mut self) -> Result<ValueUse> {
        let pos = self.here();
        match self.next()? {
            Tok::Value(name, index) => Ok(ValueUse { name, index, pos }),
            t => self.err_at(
                pos,
                format!("expected a value like '%0', found {}", t.describe()),
            ),
        }
    }

    /// `a, b, c` of values (possibly empty, ending before `close`).
    fn parse_value_list(&mut self, close: &str) -> Result<Vec<ValueUse>> {
        let mut v = Vec::new();
        if self.is_punct(close)? {
            return Ok(v);
        }
        loop {
            v.push(self.parse_value_use()?);
            if !self.eat_punct(",")? {
                return Ok(v);
            }
        }
    }

    fn parse_generic(&mut self, name: String, pos: Pos) -> Result<Operation> {
        let mut op = Self::new_op(name, pos);
        self.expect_punct("(")?;
        op.operands = self.parse_value_list(")")?;
        self.expect_punct(")")?;
        if self.is_punct("[")? {
            return self.unsupported("successor blocks are not supported");
        }
        if self.is_punct("<")? {
            self.next()?;
            let props = self.parse_attr_dict()?;
            op.attrs.extend(props);
            self.expect_punct(">")?;
        }
        if self.is_punct("(")? {
            self.next()?;
            loop {
                op.regions.push(self.parse_region(None)?);
                if self.eat_punct(")")? {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        if self.is_punct("{")? {
            let attrs = self.parse_attr_dict()?;
            op.attrs.extend(attrs);
        }
        self.expect_punct(":")?;
        let sig = self.parse_sig()?;
        op.result_types = sig.results;
        Ok(op)
    }

    /// Pretty forms. Ops without a dedicated syntax go through `parse_items`.
    fn parse_pretty(&mut self, name: String, pos: Pos) -> Result<Operation> {
        let mut op = Self::new_op(name.clone(), pos);
        match name.as_str() {
            "func.return" | "return" | "stablehlo.return" | "mhlo.return" | "sdy.return" => {
                op.operands = self.parse_ret_values()?;
                if !op.operands.is_empty() {
                    self.expect_punct(":")?;
                    self.parse_type_list()?;
                }
                return Ok(op);
            }
            "sdy.sharding_constraint" | "sdy.reshard" => {
                // `%x <@mesh, [{...}, ...]> : tensor<...>`.
                op.operands.push(self.parse_value_use()?);
                let sharding = self.raw_group("<", ">")?;
                op.attrs.push(("sharding".into(), sharding));
                if self.is_punct("{")? {
                    let a = self.parse_attr_dict()?;
                    op.attrs.extend(a);
                }
                self.expect_punct(":")?;
                op.result_types.push(self.parse_type()?);
                return Ok(op);
            }
            "sdy.sharding_group" => {
                // `sdy.sharding_group %x group_id=0 : tensor<...>`: no results.
                op.operands.push(self.parse_value_use()?);
                self.parse_items(&mut op)?;
                if self.is_punct("{")? {
                    let a = self.parse_attr_dict()?;
                    op.attrs.extend(a);
                }
                self.expect_punct(":")?;
                self.parse_type()?;
                return Ok(op);
            }
            "sdy.manual_computation" => return self.parse_pretty_manual_computation(op),
            "func.call" | "call" | "stablehlo.custom_call" => {
                let target = match self.next()? {
                    Tok::Symbol(s) => s,
                    t => {
                        return self.err_at(
                            pos,
                            format!("expected '@name' after '{name}', found {}", t.describe()),
                        )
                    }
                };
                op.attrs
                    .push(("callee".into(), Attr::Symbol(target.clone())));
                if name == "stablehlo.custom_call" {
                    op.attrs
                        .push(("call_target_name".into(), Attr::Str(target)));
                }
                self.expect_punct("(")?;
                op.operands = self.parse_value_list(")")?;
                self.expect_punct(")")?;
                if self.is_punct("{")? {
                    let a = self.parse_attr_dict()?;
                    op.attrs.extend(a);
                }
                self.expect_punct(":")?;
                op.result_types = self.parse_sig()?.results;
                return Ok(op);
            }
            "stablehlo.constant" => {
                if self.is_punct("{")? {
                    let a = self.parse_attr_dict()?;
                    op.attrs.extend(a);
                }
                let vpos = self.here();
                let value = self.parse_attr_value(true)?;
                match &value {
                    Attr::Dense(_, shape) => op.result_types = vec![shape.clone()],
                    other => {
                        return self.err_at(
                            vpos,
                            format!("expected 'dense<...> : tensor<...>' after stablehlo.constant, found {}", other.kind_name()),
                        )
                    }
                }
                op.attrs.push(("value".into(), value));
                return Ok(op);
            }
            "stablehlo.composite" => {
                let cpos = self.here();
                match self.next()? {
                    Tok::Str(s) => op.attrs.push(("name".into(), Attr::Str(s))),
                    t => {
                        return self.err_at(
                            cpos,
                            format!(
                                "expected the composite's name string, found {}",
                                t.describe()
                            ),
                        )
                    }
                }
                op.operands = self.parse_value_list("{")?;
                if self.is_punct("{")? {
                    let a = self.parse_attr_dict()?;
                    op.attrs.extend(a);
                }
                self.expect_punct(":")?;
                op.result_types = self.parse_sig()?.results;
                return Ok(op);
            }
            "stablehlo.get_tuple_element" => {
                op.operands.push(self.parse_value_use()?);
                self.expect_punct("[")?;
                let i = self.int("tuple index")?;
                self.expect_punct("]")?;
                op.attrs.push(("index".into(), Attr::Int(i as i128)));
                if self.is_punct("{")? {
                    let a = self.parse_attr_dict()?;
                    op.attrs.extend(a);
                }
                self.expect_punct(":")?;
                op.result_types = self.parse_sig()?.results;
                return Ok(op);
            }
            "stablehlo.reduce" if self.is_punct("(")? => return self.parse_pretty_reduce(op),
            "stablehlo.while" if self.is_punct("(")? => return self.parse_pretty_while(op),
            _ => {}
        }
        // Generic pretty syntax: `[(items)] items [{attr-dict}] : signature`.
        if self.eat_punct("(")? {
            self.parse_items(&mut op)?;
            self.expect_punct(")")?;
        }
        self.parse_items(&mut op)?;
        if self.is_punct("{")? {
            let a = self.parse_attr_dict()?;
            op.attrs.extend(a);
        }
        self.expect_punct(":")?;
        let sig = self.parse_sig()?;
        op.result_types = if sig.plain_list {
            match name.as_str() {
                "stablehlo.select" => sig.results.last().cloned().into_iter().collect(),
                "stablehlo.optimization_barrier" => sig.results,
                _ => sig.results.into_iter().take(1).collect(),
            }
        } else {
            sig.results
        };
        Ok(op)
    }

    /// Return operands: values up to `:` (or nothing).
    fn parse_ret_values(&mut self) -> Result<Vec<ValueUse>> {
        if let Tok::Value(..) = self.peek()? {
            let mut v = Vec::new();
            loop {
                v.push(self.parse_value_use()?);
                if !self.eat_punct(",")? {
                    return Ok(v);
                }
            }
        }
        Ok(Vec::new())
    }

    /// Comma-separated operands, `key = value` attributes, bare enum words and slice ranges.
    fn parse_items(&mut self, op: &mut Operation) -> Result<()> {
        let mut positional = 0usize;
        loop {
            match self.peek()? {
                Tok::Value(..) => op.operands.push(self.parse_value_use()?),
                Tok::Ident(word) => {
                    self.next()?;
                    if word == "across" {
                        continue;
                    }
                    if self.eat_punct("=")? {
                        let v = self.parse_pretty_value()?;
                        op.attrs.push((word, v));
                    } else {
                        op.attrs.push((format!("#{positional}"), Attr::Enum(word)));
                        positional += 1;
                    }
                }
                Tok::Punct("[") if op.name == "stablehlo.slice" => self.parse_slice_ranges(op)?,
                _ => return Ok(()),
            }
            if !self.eat_punct(",")? {
                // `stablehlo.slice %x [0:2]` has no comma before the ranges.
                if op.name == "stablehlo.slice" && self.is_punct("[")? {
                    continue;
                }
                return Ok(());
            }
        }
    }

    fn parse_slice_ranges(&mut self, op: &mut Operation) -> Result<()> {
        self.expect_punct("[")?;
        let (mut starts, mut limits, mut strides) = (Vec::new(), Vec::new(), Vec::new());
        if !self.eat_punct("]")? {
            loop {
                let s = self.int("slice start")?;
                self.expect_punct(":")?;
                let l = self.int("slice limit")?;
                let st = if self.eat_punct(":")? {
                    self.int("slice stride")?
                } else {
                    1
                };
                starts.push(Attr::Int(s as i128));
                limits.push(Attr::Int(l as i128));
                strides.push(Attr::Int(st as i128));
                if self.eat_punct("]")? {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        op.attrs.push(("start_indices".into(), Attr::Array(starts)));
        op.attrs.push(("limit_indices".into(), Attr::Array(limits)));
        op.attrs.push(("strides".into(), Attr::Array(strides)));
        Ok(())
    }

    /// `[..]`, `[..] x [..]`, `[..]x[..]->[..]`, `{k = v, ..}` or a plain attribute value.
    fn parse_pretty_value(&mut self) -> Result<Attr> {
        self.enter()?;
        let r = self.parse_pretty_value_inner();
        self.leave();
        r
    }

    fn parse_pretty_value_inner(&mut self) -> Result<Attr> {
        if self.is_punct("[")? {
            let first = self.parse_pretty_list()?;
            if self.eat_ident("x")? {
                let second = self.parse_pretty_list()?;
                if self.eat_punct("->")? {
                    let third = self.parse_pretty_list()?;
                    return Ok(Attr::Struct(
                        "conv_dims".into(),
                        vec![
                            ("lhs".into(), first),
                            ("rhs".into(), second),
                            ("out".into(), third),
                        ],
                    ));
                }
                return Ok(Attr::Struct(
                    "pair".into(),
                    vec![("lhs".into(), first), ("rhs".into(), second)],
                ));
            }
            return Ok(first);
        }
        if self.is_punct("{")? {
            self.next()?;
            let mut entries = Vec::new();
            if !self.eat_punct("}")? {
                loop {
                    let k = self.any_ident("a window attribute name")?;
                    self.expect_punct("=")?;
                    let v = self.parse_pretty_value()?;
                    entries.push((k, v));
                    if self.eat_punct("}")? {
                        break;
                    }
                    self.expect_punct(",")?;
                }
            }
            return Ok(Attr::Dict(entries));
        }
        self.parse_attr_value(false)
    }

    fn parse_pretty_list(&mut self) -> Result<Attr> {
        self.expect_punct("[")?;
        let mut items = Vec::new();
        if self.eat_punct("]")? {
            return Ok(Attr::Array(items));
        }
        loop {
            let v = match self.peek()? {
                Tok::Punct("[") => self.parse_pretty_value()?,
                Tok::Ident(w) => {
                    self.next()?;
                    match w.as_str() {
                        "true" => Attr::Bool(true),
                        "false" => Attr::Bool(false),
                        _ => Attr::Enum(w),
                    }
                }
                _ => self.parse_attr_value(false)?,
            };
            items.push(v);
            if self.eat_punct("]")? {
                return Ok(Attr::Array(items));
            }
            self.expect_punct(",")?;
        }
    }

    /// `stablehlo.reduce(%a init: %b), (..) applies OP across dimensions = [..] : sig` or the
    /// region form ending in `reducer(%a: t, %b: t) (..) { .. }`.
    fn parse_pretty_reduce(&mut self, mut op: Operation) -> Result<Operation> {
        let mut inputs = Vec::new();
        let mut inits = Vec::new();
        loop {
            self.expect_punct("(")?;
            inputs.push(self.parse_value_use()?);
            self.expect_ident("init")?;
            self.expect_punct(":")?;
            inits.push(self.parse_value_use()?);
            self.expect_punct(")")?;
            if !self.eat_punct(",")? {
                break;
            }
        }
        let n = inputs.len();
        op.operands = inputs;
        op.operands.extend(inits);
        let mut applies = None;
        if self.eat_ident("applies")? {
            let apos = self.here();
            applies = Some((self.any_ident("the reducer op name")?, apos));
        }
        self.expect_ident("across")?;
        self.expect_ident("dimensions")?;
        self.expect_punct("=")?;
        let dims = self.parse_pretty_value()?;
        op.attrs.push(("dimensions".into(), dims));
        if self.is_punct("{")? {
            let a = self.parse_attr_dict()?;
            op.attrs.extend(a);
        }
        self.expect_punct(":")?;
        let sig = self.parse_sig()?;
        op.result_types = sig.results;
        match applies {
            Some((body_op, apos)) => {
                let Some(types) = sig.operands.filter(|t| t.len() == 2 * n) else {
                    return self.err_at(
                        apos,
                        "the reduce signature must list every input and init type",
                    );
                };
                let mut region = Region::default();
                let scalar = |s: &Shape| match s {
                    Shape::Array(a) => Shape::scalar(a.ty),
                    other => other.clone(),
                };
                for (side, base) in [("lhs", n), ("rhs", n)] {
                    for i in 0..n {
                        region.args.push(BlockArg {
                            name: format!(" {side}{i}"),
                            shape: scalar(&types[base + i]),
                            attrs: Vec::new(),
                            pos: apos,
                        });
                    }
                }
                let mut ret = Self::new_op("stablehlo.return".into(), apos);
                for i in 0..n {
                    let mut b = Self::new_op(body_op.clone(), apos);
                    let u = |name: String| ValueUse {
                        name,
                        index: None,
                        pos: apos,
                    };
                    b.operands = vec![u(format!(" lhs{i}")), u(format!(" rhs{i}"))];
                    b.results = vec![(format!(" r{i}"), 1)];
                    b.result_types = vec![scalar(&types[n + i])];
                    region.ops.push(b);
                    ret.operands.push(u(format!(" r{i}")));
                }
                region.ops.push(ret);
                op.regions.push(region);
            }
            None => {
                self.expect_ident("reducer")?;
                let mut lhs = Vec::new();
                let mut rhs = Vec::new();
                for _ in 0..n {
                    self.expect_punct("(")?;
                    for (k, side) in [&mut lhs, &mut rhs].into_iter().enumerate() {
                        if k == 1 {
                            self.expect_punct(",")?;
                        }
                        let apos = self.here();
                        let name = match self.next()? {
                            Tok::Value(nm, None) => nm,
                            t => {
                                return self.err_at(
                                    apos,
                                    format!("expected a reducer argument, found {}", t.describe()),
                                )
                            }
                        };
                        self.expect_punct(":")?;
                        let shape = self.parse_type()?;
                        self.skip_loc()?;
                        side.push(BlockArg {
                            name,
                            shape,
                            attrs: Vec::new(),
                            pos: apos,
                        });
                    }
                    self.expect_punct(")")?;
                }
                lhs.extend(rhs);
                let region = self.parse_region(Some(lhs))?;
                op.regions.push(region);
            }
        }
        Ok(op)
    }

    /// `stablehlo.while(%it = %init, ..) : t, .. cond { .. } do { .. }`.
    fn parse_pretty_while(&mut self, mut op: Operation) -> Result<Operation> {
        self.expect_punct("(")?;
        let mut names = Vec::new();
        if !self.eat_punct(")")? {
            loop {
                let apos = self.here();
                let name = match self.next()? {
                    Tok::Value(n, None) => n,
                    t => {
                        return self.err_at(
                            apos,
                            format!("expected a loop variable, found {}", t.describe()),
                        )
                    }
                };
                self.expect_punct("=")?;
                op.operands.push(self.parse_value_use()?);
                names.push((name, apos));
                if self.eat_punct(")")? {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut types = Vec::new();
        if self.eat_punct(":")? {
            types = self.parse_type_list()?;
        }
        if types.len() != names.len() {
            return self.err(format!(
                "the while loop has {} loop variables but {} types",
                names.len(),
                types.len()
            ));
        }
        if self.eat_ident("attributes")? {
            let a = self.parse_attr_dict()?;
            op.attrs.extend(a);
        }
        let args: Vec<BlockArg> = names
            .iter()
            .zip(&types)
            .map(|((n, p), t)| BlockArg {
                name: n.clone(),
                shape: t.clone(),
                attrs: Vec::new(),
                pos: *p,
            })
            .collect();
        self.expect_ident("cond")?;
        op.regions.push(self.parse_region(Some(args.clone()))?);
        self.expect_ident("do")?;
        op.regions.push(self.parse_region(Some(args))?);
        op.result_types = types;
        Ok(op)
    }

    // ---------------------------------------------------------------- types

    fn is_type_start(&mut self) -> Result<bool> {
        Ok(match self.peek()? {
            Tok::Ident(s) => {
                s == "tensor" || s == "tuple" || s == "complex" || element_type(&s).is_some()
            }
            Tok::Bang(_) => true,
            _ => false,
        })
    }

    /// After `:`: `t`, `t, t, ..`, `(t, ..) -> t`, `(t, ..) -> (t, ..)` or `t -> t`.
    fn parse_sig(&mut self) -> Result<Sig> {
        if self.eat_punct("(")? {
            let mut operands = Vec::new();
            if !self.eat_punct(")")? {
                operands = self.parse_type_list()?;
                self.expect_punct(")")?;
            }
            self.expect_punct("->")?;
            let results = self.parse_result_types()?;
            return Ok(Sig {
                operands: Some(operands),
                results,
                plain_list: false,
            });
        }
        let first = self.parse_type()?;
        if self.eat_punct("->")? {
            let results = self.parse_result_types()?;
            return Ok(Sig {
                operands: Some(vec![first]),
                results,
                plain_list: false,
            });
        }
        let mut list = vec![first];
        let mut plain_list = false;
        while self.is_punct(",")? {
            self.next()?;
            list.push(self.parse_type()?);
            plain_list = true;
        }
        if self.eat_punct("->")? {
            // CHLO's `t, t -> t`.
            let results = self.parse_result_types()?;
            return Ok(Sig {
                operands: Some(list),
                results,
                plain_list: false,
            });
        }
        Ok(Sig {
            operands: None,
            results: list,
            plain_list,
        })
    }

    fn parse_result_types(&mut self) -> Result<Vec<Shape>> {
        if self.eat_punct("(")? {
            if self.eat_punct(")")? {
                return Ok(Vec::new());
            }
            let r = self.parse_type_list()?;
            self.expect_punct(")")?;
            return Ok(r);
        }
        Ok(vec![self.parse_type()?])
    }

    fn parse_type_list(&mut self) -> Result<Vec<Shape>> {
        let mut v = vec![self.parse_type()?];
        while self.eat_punct(",")? {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    pub fn parse_type(&mut self) -> Result<Shape> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> Result<Shape> {
        let pos = self.here();
        match self.next()? {
            Tok::Ident(s) if s == "tensor" => {
                self.expect_punct("<")?;
                let dims = self.scan_dims()?;
                let ty = self.parse_element_type()?;
                if self.is_punct(",")? {
                    return self.unsupported(
                        "tensor encodings (bounded dynamism, sparsity) are not supported",
                    );
                }
                self.expect_punct(">")?;
                Ok(Shape::array(ty, dims))
            }
            Tok::Ident(s) if s == "tuple" => {
                self.expect_punct("<")?;
                let mut elems = Vec::new();
                if !self.eat_punct(">")? {
                    elems = self.parse_type_list()?;
                    self.expect_punct(">")?;
                }
                Ok(Shape::Tuple(elems))
            }
            Tok::Bang(s) if s == "stablehlo.token" || s == "mhlo.token" => Ok(Shape::Token),
            Tok::Bang(s) if s.starts_with("quant") => self.err_unsupported_at(
                pos,
                "quantized types (!quant.uniform) are not supported: no backend computes them",
            ),
            Tok::Bang(s) => self.err_unsupported_at(pos, format!("type '!{s}' is not supported")),
            Tok::Ident(s) => match element_type_or_complex(self, &s)? {
                Some(t) => Ok(Shape::scalar(t)),
                None => self.err_at(pos, format!("expected a type, found '{s}'")),
            },
            t => self.err_at(pos, format!("expected a type, found {}", t.describe())),
        }
    }

    fn err_unsupported_at<T>(&self, pos: Pos, message: impl std::fmt::Display) -> Result<T> {
        Err(Error::unsupported_msg(
            self.src.error_at(pos, message).message,
        ))
    }

    /// Reads `4x8x` (any number of `Nx` groups) character by character after `tensor<`.
    fn scan_dims(&mut self) -> Result<Vec<usize>> {
        let start = match self.peeked.take() {
            Some((_, s, _)) => s,
            None => self.pos,
        };
        let text = self.src.text;
        let b = text.as_bytes();
        let mut at = skip_trivia(text, start);
        let mut dims = Vec::new();
        loop {
            let c = b.get(at).copied();
            match c {
                Some(b'?') => {
                    let p = self.src.pos(at);
                    return self.err_unsupported_at(
                        p,
                        "dynamic dimensions ('?') are not supported: webxla compiles static shapes only",
                    );
                }
                Some(b'*') => {
                    let p = self.src.pos(at);
                    return self.err_unsupported_at(p, "unranked tensors are not supported");
                }
                Some(d) if d.is_ascii_digit() => {
                    let s = at;
                    while at < b.len() && b[at].is_ascii_digit() {
                        at += 1;
                    }
                    if b.get(at) != Some(&b'x') {
                        let p = self.src.pos(at);
                        return self.err_at(p, "expected 'x' after a tensor dimension");
                    }
                    let d = text[s..at]
                        .parse::<usize>()
                        .ok()
                        .filter(|d| *d <= i64::MAX as usize);
                    let Some(d) = d else {
                        let p = self.src.pos(s);
                        return self.err_at(p, "tensor dimension is too large");
                    };
                    dims.push(d);
                    at += 1;
                }
                _ => break,
            }
        }
        self.pos = at;
        self.peeked = None;
        Ok(dims)
    }

    fn parse_element_type(&mut self) -> Result<ElementType> {
        let pos = self.here();
        match self.next()? {
            Tok::Ident(s) => match element_type_or_complex(self, &s)? {
                Some(t) => Ok(t),
                None => self.err_at(pos, format!("unknown element type '{s}'")),
            },
            Tok::Bang(s) if s.starts_with("quant") => self.err_unsupported_at(
                pos,
                "quantized types (!quant.uniform) are not supported: no backend computes them",
            ),
            t => self.err_at(
                pos,
                format!("expected an element type, found {}", t.describe()),
            ),
        }
    }

    // ---------------------------------------------------------------- attributes

    /// `{a = v, b, c = v}`.
    pub fn parse_attr_dict(&mut self) -> Result<Vec<(String, Attr)>> {
        self.enter()?;
        self.expect_punct("{")?;
        let mut out = Vec::new();
        if !self.eat_punct("}")? {
            loop {
                let kpos = self.here();
                let key = match self.next()? {
                    Tok::Ident(k) => k,
                    Tok::Str(k) => k,
                    t => {
                        return self.err_at(
                            kpos,
                            format!("expected an attribute name, found {}", t.describe()),
                        )
                    }
                };
                if self.eat_punct("=")? {
                    let v = self.parse_attr_value(true)?;
                    out.push((key, v));
                } else {
                    out.push((key, Attr::Unit));
                }
                if self.eat_punct("}")? {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        self.leave();
        Ok(out)
    }

    /// A general attribute value. `typed` allows a `: type` suffix after scalars.
    pub fn parse_attr_value(&mut self, typed: bool) -> Result<Attr> {
        self.enter()?;
        let r = self.parse_attr_value_inner(typed);
        self.leave();
        r
    }

    fn parse_attr_value_inner(&mut self, typed: bool) -> Result<Attr> {
        let pos = self.here();
        let tok = self.peek()?;
        let v = match tok {
            Tok::Int(neg, v, _) => {
                self.next()?;
                let v = i128::try_from(v).map_err(|_| self.src.error_at(pos, "integer too large"))?;
                Attr::Int(if neg { -v } else { v })
            }
            Tok::Float(s) => {
                self.next()?;
                Attr::Float(s.parse::<f64>().map_err(|_| self.src.error_at(pos, "bad float"))?)
            }
            Tok::Str(s) => {
                self.next()?;
                Attr::Str(s)
            }
            Tok::Symbol(s) => {
                self.next()?;
                while self.is_punct(":")? {
                    // Nested references `@a::@b`.
                    self.next()?;
                    self.eat_punct(":")?;
                    if let Tok::Symbol(_) = self.peek()? {
                        self.next()?;
                    }
                }
                Attr::Symbol(s)
            }
            Tok::Punct("[") => {
                self.next()?;
                let mut items = Vec::new();
                if !self.eat_punct("]")? {
                    loop {
                        items.push(self.parse_attr_value(true)?);
                        if self.eat_punct("]")? {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                Attr::Array(items)
            }
            Tok::Punct("{") => Attr::Dict(self.parse_attr_dict()?),
            Tok::Punct("(") => {
                // A function type used as an attribute value.
                self.next()?;
                self.skip_balanced_until(")")?;
                if self.eat_punct("->")? {
                    if self.eat_punct("(")? {
                        self.skip_balanced_until(")")?;
                    } else {
                        self.parse_type()?;
                    }
                }
                Attr::Opaque("function type".into())
            }
            Tok::Punct("<") => {
                self.next()?;
                self.skip_balanced_until(">")?;
                Attr::Opaque("<...>".into())
            }
            Tok::Hash(name) => {
                self.next()?;
                self.parse_hash_attr(name, pos)?
            }
            Tok::Bang(_) => Attr::Type(self.parse_type()?),
            Tok::Ident(word) => match word.as_str() {
                "true" | "false" => {
                    self.next()?;
                    Attr::Bool(word == "true")
                }
                "unit" => {
                    self.next()?;
                    Attr::Unit
                }
                "dense" => {
                    self.next()?;
                    self.expect_punct("<")?;
                    let value = self.parse_dense_body()?;
                    self.expect_punct(">")?;
                    self.expect_punct(":")?;
                    let shape = self.parse_type()?;
                    return Ok(Attr::Dense(value, shape));
                }
                "array" => {
                    self.next()?;
                    self.expect_punct("<")?;
                    self.parse_type()?;
                    let mut items = Vec::new();
                    if self.eat_punct(":")? {
                        loop {
                            items.push(self.parse_attr_value(false)?);
                            if !self.eat_punct(",")? {
                                break;
                            }
                        }
                    }
                    self.expect_punct(">")?;
                    Attr::Array(items)
                }
                "dense_resource" => {
                    return self.unsupported(
                        "dense_resource constants are not supported; print the module with large constants inline",
                    )
                }
                "sparse" => return self.unsupported("sparse constants are not supported"),
                "loc" => {
                    self.skip_loc()?;
                    Attr::Opaque("loc".into())
                }
                "affine_map" | "affine_set" | "strided" | "distinct" => {
                    self.next()?;
                    if self.eat_punct("<")? {
                        self.skip_balanced_until(">")?;
                    }
                    Attr::Opaque(word)
                }
                "inf" | "nan" => {
                    self.next()?;
                    Attr::Float(if word == "inf" { f64::INFINITY } else { f64::NAN })
                }
                _ if self.is_type_start()? => {
                    let t = self.parse_type()?;
                    return Ok(Attr::Type(t));
                }
                _ => {
                    self.next()?;
                    Attr::Enum(word)
                }
            },
            t => return self.err_at(pos, format!("expected an attribute value, found {}", t.describe())),
        };
        if typed
            && matches!(
                v,
                Attr::Int(_) | Attr::Float(_) | Attr::Bool(_) | Attr::Str(_)
            )
            && self.is_punct(":")?
        {
            self.next()?;
            let t = self.parse_type()?;
            // `1.0 : f32`-style suffix; an integer written for a float type becomes that float.
            if let (Attr::Int(i), Shape::Array(a)) = (&v, &t) {
                if a.ty.is_float() {
                    return Ok(Attr::Float(*i as f64));
                }
            }
        }
        Ok(v)
    }

    /// `#stablehlo<precision DEFAULT>`, `#stablehlo.gather<k = v, ..>`, `#stablehlo.conv<..>`,
    /// other dialect attributes (skipped) and alias references (`#loc3`).
    fn parse_hash_attr(&mut self, name: String, pos: Pos) -> Result<Attr> {
        if !self.is_punct("<")? {
            return Ok(Attr::Opaque(format!("#{name}")));
        }
        self.next()?;
        match name.as_str() {
            "stablehlo" | "chlo" | "mhlo" => {
                let _kind = self.any_ident("an enum kind")?;
                let mut last = None;
                while !self.is_punct(">")? {
                    match self.next()? {
                        Tok::Ident(w) => last = Some(w),
                        Tok::Eof => return self.err_at(pos, "unterminated attribute"),
                        _ => {}
                    }
                }
                self.next()?;
                match last {
                    Some(w) => Ok(Attr::Enum(w)),
                    None => self.err_at(pos, "expected an enum value"),
                }
            }
            "stablehlo.conv" | "mhlo.conv" => {
                if self.is_ident("raw")? {
                    self.next()?;
                    let fields = self.parse_struct_fields()?;
                    return Ok(Attr::Struct("conv_raw".into(), fields));
                }
                let v = self.parse_pretty_value()?;
                self.expect_punct(">")?;
                Ok(v)
            }
            // Shardy attributes are kept as text for the `shardy` module (other `sdy`
            // attributes, such as sharding rules, are skipped below).
            "sdy.sharding" | "sdy.sharding_per_value" | "sdy.mesh" | "sdy" => {
                self.skip_balanced_until(">")?;
                Ok(Attr::Shardy(
                    self.src.text[pos.offset..self.pos].to_string(),
                    pos.offset,
                ))
            }
            "stablehlo.gather"
            | "stablehlo.scatter"
            | "stablehlo.dot"
            | "stablehlo.output_operand_alias"
            | "stablehlo.channel_handle"
            | "stablehlo.dot_algorithm"
            | "mhlo.gather"
            | "mhlo.scatter"
            | "mhlo.dot" => {
                let fields = self.parse_struct_fields()?;
                let kind = name.rsplit('.').next().unwrap_or("").to_string();
                Ok(Attr::Struct(kind, fields))
            }
            _ => {
                self.skip_balanced_until(">")?;
                Ok(Attr::Opaque(format!("#{name}<...>")))
            }
        }
    }

    /// `k = v, k = v>` (the closing `>` consumed).
    fn parse_struct_fields(&mut self) -> Result<Vec<(String, Attr)>> {
        let mut fields = Vec::new();
        if self.eat_punct(">")? {
            return Ok(fields);
        }
        loop {
            let k = self.any_ident("a field name")?;
            self.expect_punct("=")?;
            let v = self.parse_attr_value(false)?;
            fields.push((k, v));
            if self.eat_punct(">")? {
                return Ok(fields);
            }
            self.expect_punct(",")?;
        }
    }

    /// The inside of `dense<...>`: a hex string, a scalar, or nested lists (`>` not consumed).
    fn parse_dense_body(&mut self) -> Result<DenseValue> {
        let pos = self.here();
        match self.peek()? {
            Tok::Str(s) => {
                self.next()?;
                let hex = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X"));
                let Some(hex) = hex.filter(|h| h.len() % 2 == 0) else {
                    return self
                        .err_at(pos, "a dense string must be hex bytes like \"0x0000803F\"");
                };
                let mut bytes = Vec::with_capacity(hex.len() / 2);
                for i in (0..hex.len()).step_by(2) {
                    let byte = hex
                        .get(i..i + 2)
                        .and_then(|h| u8::from_str_radix(h, 16).ok());
                    match byte {
                        Some(v) => bytes.push(v),
                        None => return self.err_at(pos, "bad hex digit in dense string"),
                    }
                }
                Ok(DenseValue::Hex(bytes))
            }
            Tok::Punct(">") => Ok(DenseValue::Elem(DenseElem::List(Vec::new()))),
            _ => Ok(DenseValue::Elem(self.parse_dense_elem()?)),
        }
    }

    fn parse_dense_elem(&mut self) -> Result<DenseElem> {
        self.enter()?;
        let r = self.parse_dense_elem_inner();
        self.leave();
        r
    }

    fn parse_dense_elem_inner(&mut self) -> Result<DenseElem> {
        let pos = self.here();
        match self.next()? {
            Tok::Punct("[") => {
                let mut items = Vec::new();
                if self.eat_punct("]")? {
                    return Ok(DenseElem::List(items));
                }
                loop {
                    items.push(self.parse_dense_elem()?);
                    if self.eat_punct("]")? {
                        return Ok(DenseElem::List(items));
                    }
                    self.expect_punct(",")?;
                }
            }
            Tok::Punct("(") => {
                let re = self.parse_dense_elem()?;
                self.expect_punct(",")?;
                let im = self.parse_dense_elem()?;
                self.expect_punct(")")?;
                Ok(DenseElem::Complex(Box::new(re), Box::new(im)))
            }
            Tok::Int(neg, v, hex) => Ok(DenseElem::Int(neg, v, hex)),
            Tok::Float(s) => Ok(DenseElem::Float(s)),
            Tok::Ident(w) if w == "true" => Ok(DenseElem::Bool(true)),
            Tok::Ident(w) if w == "false" => Ok(DenseElem::Bool(false)),
            Tok::Ident(w) if w == "inf" || w == "nan" => Ok(DenseElem::Float(w)),
            Tok::Punct("-") => match self.next()? {
                Tok::Ident(w) if w == "inf" || w == "nan" => Ok(DenseElem::Float(format!("-{w}"))),
                t => self.err_at(
                    pos,
                    format!("expected a number after '-', found {}", t.describe()),
                ),
            },
            t => self.err_at(
                pos,
                format!("expected a dense element, found {}", t.describe()),
            ),
        }
    }
}

/// MLIR element type spellings (`complex<..>` is handled by the caller).
pub fn element_type(s: &str) -> Option<ElementType> {
    use ElementType::*;
    Some(match s {
        "i1" => Pred,
        "i2" | "si2" => S2,
        "i4" | "si4" => S4,
        "i8" | "si8" => S8,
        "i16" | "si16" => S16,
        "i32" | "si32" => S32,
        "i64" | "si64" => S64,
        "ui2" => U2,
        "ui4" => U4,
        "ui8" => U8,
        "ui16" => U16,
        "ui32" => U32,
        "ui64" => U64,
        "f16" => F16,
        "bf16" => BF16,
        "f32" => F32,
        "f64" => F64,
        _ if s.starts_with("f8") || s.starts_with("f4") => {
            return ElementType::from_hlo_name(&s.to_ascii_lowercase())
                .filter(|t| t.is_narrow_float())
        }
        _ => return None,
    })
}

fn element_type_or_complex(p: &mut Parser<'_>, s: &str) -> Result<Option<ElementType>> {
    if s == "complex" {
        p.expect_punct("<")?;
        let pos = p.here();
        let inner = p.any_ident("a complex component type")?;
        p.expect_punct(">")?;
        return match inner.as_str() {
            "f32" => Ok(Some(ElementType::C64)),
            "f64" => Ok(Some(ElementType::C128)),
            other => p.err_unsupported_at(
                pos,
                format!("complex<{other}> is not supported (only complex<f32> and complex<f64>)"),
            ),
        };
    }
    if s == "index" {
        // Only attribute payloads (custom-call layouts) use `index`; it is 64-bit there.
        return Ok(Some(ElementType::S64));
    }
    if matches!(s, "f80" | "f128" | "tf32")
        || (s.starts_with('i') && s[1..].parse::<u32>().is_ok() && element_type(s).is_none())
    {
        return Err(Error::unsupported_msg(format!(
            "element type '{s}' is not supported"
        )));
    }
    Ok(element_type(s))
}
