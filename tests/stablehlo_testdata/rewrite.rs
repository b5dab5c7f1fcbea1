//! Turns one of openxla/stablehlo's JAX-generated testdata programs into a program webxla can
//! run: the `stablehlo.custom_call @check.*` side-effect calls of `main` are taken out and
//! their operands become `main`'s results, so the comparison runs on the host afterwards.
//! It rewrites text only (it knows the files' regular layout, one op per line); it must not
//! change any computation, and it refuses a file whose checks it cannot account for.

/// Which of stablehlo's check custom calls, with the interpreter's semantics
/// (`stablehlo/tools/StablehloTranslateMain.cpp`'s fallback for custom calls).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// `check.expect_eq`: every element equal (floats by value: -0 == +0, NaN never equal).
    Eq,
    /// `check.expect_close`: ULP difference per element (complex: per part) at most 3.
    Close,
    /// `check.expect_almost_eq`: absolute difference per part at most 0.001.
    AlmostEq,
}

impl CheckKind {
    fn from_target(target: &str) -> Option<Self> {
        match target {
            "check.expect_eq" => Some(CheckKind::Eq),
            "check.expect_close" => Some(CheckKind::Close),
            "check.expect_almost_eq" => Some(CheckKind::AlmostEq),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CheckKind::Eq => "expect_eq",
            CheckKind::Close => "expect_close",
            CheckKind::AlmostEq => "expect_almost_eq",
        }
    }
}

/// A runnable program: `main` returns, for check `i`, the actual value as result `2i` and the
/// expected one as result `2i + 1`.
#[derive(Debug)]
pub struct Rewritten {
    pub text: String,
    pub checks: Vec<CheckKind>,
}

/// Splits `a, b<c, d>, e` at the commas outside angle brackets and parentheses.
fn split_top_level(s: &str) -> Vec<String> {
    let (mut out, mut cur, mut depth) = (Vec::new(), String::new(), 0i32);
    for ch in s.chars() {
        match ch {
            '<' | '(' => depth += 1,
            '>' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// One `stablehlo.custom_call @check.X(%a, %b) {...} : (Ta, Tb) -> ()` line:
/// (kind, operands, operand types).
fn parse_check(line: &str) -> Result<(CheckKind, Vec<String>, Vec<String>), String> {
    let t = line.trim();
    let rest = t
        .strip_prefix("stablehlo.custom_call @")
        .ok_or_else(|| format!("runner: unexpected check line `{t}`"))?;
    let open = rest.find('(').ok_or("runner: check without operands")?;
    let target = &rest[..open];
    let kind = CheckKind::from_target(target)
        .ok_or_else(|| format!("runner: check target `{target}` not known to the runner"))?;
    let close = rest[open..].find(')').ok_or("runner: unclosed operands")? + open;
    let operands = split_top_level(&rest[open + 1..close]);
    let sig = rest
        .rfind(": (")
        .ok_or("runner: check without a type signature")?;
    let sig_end = rest.rfind(") -> ()").ok_or("runner: check with results")?;
    let types = split_top_level(&rest[sig + 3..sig_end]);
    if operands.len() != 2 || types.len() != 2 {
        return Err(format!(
            "runner: check `{target}` with {} operands (expected 2)",
            operands.len()
        ));
    }
    Ok((kind, operands, types))
}

/// Rewrites `main` of a testdata file; the other functions are kept as they are.
pub fn rewrite(text: &str) -> Result<Rewritten, String> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("func.func public @main("))
        .ok_or("runner: no public @main")?;
    let end = (start + 1..lines.len())
        .find(|&i| lines[i] == "  }")
        .ok_or("runner: @main not closed")?;
    let (mut body, mut checks, mut values, mut types) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut saw_return = false;
    for line in &lines[start + 1..end] {
        if line.contains("@check.") {
            let (kind, ops, tys) = parse_check(line)?;
            checks.push(kind);
            values.extend(ops);
            types.extend(tys);
        } else if line.trim_start().starts_with("return ") || line.trim() == "return" {
            saw_return = true;
        } else {
            body.push(line.to_string());
        }
    }
    if !saw_return {
        return Err("runner: @main has no return".into());
    }
    if checks.is_empty() {
        return Err("runner: @main has no check".into());
    }
    if lines[..start]
        .iter()
        .chain(&lines[end..])
        .any(|l| l.contains("@check."))
    {
        return Err("runner: a check outside @main".into());
    }
    let mut out: Vec<String> = lines[..start].iter().map(|l| l.to_string()).collect();
    out.push(format!(
        "  func.func public @main() -> ({}) {{",
        types.join(", ")
    ));
    out.extend(body);
    out.push(format!(
        "    return {} : {}",
        values.join(", "),
        types.join(", ")
    ));
    out.extend(lines[end..].iter().map(|l| l.to_string()));
    Ok(Rewritten {
        text: out.join("\n"),
        checks,
    })
}

/// Whether a tensor type of the program has a 64-bit or complex element type (the GPU
/// backend's native set excludes them; issue #20 counts its GPU cases without them).
/// Attribute types such as `: i64` outside `tensor<...>` do not count.
pub fn uses_64bit_or_complex(text: &str) -> bool {
    text.match_indices("tensor<").any(|(i, _)| {
        let rest = &text[i + "tensor<".len()..];
        let mut depth = 1;
        let end = rest
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '<' => depth += 1,
                    '>' => depth -= 1,
                    _ => {}
                }
                depth == 0
            })
            .map_or(rest.len(), |(j, _)| j);
        let elem = rest[..end].rsplit('x').next().unwrap_or("");
        let ty = &rest[..end];
        ty.contains("complex<") || matches!(elem, "f64" | "i64" | "ui64")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "module @jit_main {
  func.func public @main() -> (tensor<2xf32> {jax.result_info = \"\"}) {
    %0 = call @inputs() : () -> tensor<2xf32>
    %1 = call @expected() : () -> tensor<2xf32>
    %2 = stablehlo.tanh %0 : tensor<2xf32>
    stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    return %2 : tensor<2xf32>
  }
}";

    #[test]
    fn checks_become_results() {
        let r = rewrite(SAMPLE).unwrap();
        assert_eq!(r.checks, vec![CheckKind::Close]);
        assert!(r
            .text
            .contains("@main() -> (tensor<2xf32>, tensor<2xf32>) {"));
        assert!(r
            .text
            .contains("return %2, %1 : tensor<2xf32>, tensor<2xf32>"));
        assert!(!r.text.contains("@check."));
    }

    #[test]
    fn wide_types_are_found_in_tensor_types_only() {
        assert!(!uses_64bit_or_complex(SAMPLE));
        assert!(uses_64bit_or_complex("tensor<2x3xui64>"));
        assert!(uses_64bit_or_complex("tensor<f64>"));
        assert!(uses_64bit_or_complex("tensor<4xcomplex<f32>>"));
        assert!(!uses_64bit_or_complex(
            "iota_dimension = 0 : i64, tensor<4xi32>"
        ));
    }

    #[test]
    fn unknown_check_is_refused() {
        let bad = SAMPLE.replace("expect_close", "expect_serialized_eq");
        assert!(rewrite(&bad).unwrap_err().contains("not known"));
    }

    #[test]
    fn complex_types_split_at_top_level() {
        assert_eq!(
            split_top_level("tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>"),
            vec!["tensor<2xcomplex<f32>>", "tensor<2xcomplex<f32>>"]
        );
    }
}
