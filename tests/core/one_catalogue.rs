//! One catalogue: every user-facing text is in a catalogue (the core's `catalogue`, and
//! the `catalogue` of each crate that holds families beside its types, both languages
//! in one file per family), so no string or char literal outside them holds Chinese,
//! but for what must hold Chinese to read or write a format: notation readers' tables,
//! record decoders.
//! Each such file is on the allow-list below with the reason; an entry whose file no
//! longer holds any Chinese literal fails too, so the list cannot go stale.
//!
//! Test code (`#[cfg(test)]` items, `tests.rs` files) is not scanned: tests may quote
//! the texts they expect.

use std::path::{Path, PathBuf};

/// The catalogue's places: the core's, and the families each crate above it holds
/// beside their own types, in the same shape.
const CATALOGUES: &[&str] = &[
    "crates/chuhe-core/src/catalogue/",
    "crates/chuhe-engine/src/catalogue.rs",
    "crates/chuhe-net/src/catalogue/",
    "crates/chuhe-study/src/catalogue.rs",
    "crates/chuhe-tournament/src/catalogue/",
    "src/cli/catalogue/",
];

/// Files that may hold Chinese literals, and why.
const ALLOWED: &[(&str, &str)] = &[
    // ---- Reading and writing notations (NOTATION.md): the piece names, digits,
    // actions and markers a Chinese move text is made of.
    (
        "crates/chuhe-core/src/rules/types.rs",
        "the pieces' Chinese characters (帅仕相马车炮兵)",
    ),
    (
        "crates/chuhe-core/src/rules/legality.rs",
        "the English Display of a rule error names the term (蹩马腿); players see the catalogue's words",
    ),
    (
        "crates/chuhe-core/src/notation/",
        "Chinese notation's digits, pieces, 进退平, 前中后",
    ),
    (
        "crates/chuhe-tui/src/view/board.rs",
        "the board's glyphs: file numerals and 楚河 汉界",
    ),
    (
        "crates/chuhe-tui/src/screens/position_editor.rs",
        "the position editor reads the board's piece glyphs typed as pieces (帅/帥, 马/馬 ...)",
    ),
    // ---- Record formats (FORMATS.md): the tags and words of the formats' own text.
    (
        "crates/chuhe-core/src/record/",
        "record formats: Chinese tags, result words, encodings",
    ),
    (
        "crates/chuhe-study/src/",
        "the study formats' Chinese headers and dictation words",
    ),
    // ---- Spec strings the user may type in Chinese (parsed, not shown).
    (
        "crates/chuhe-core/src/match_control/time_control.rs",
        "time-control units typed in Chinese (分钟, 秒, 不计时) and the presets' names",
    ),
    (
        "crates/chuhe-core/src/lang.rs",
        "the language's name typed in Chinese (--lang 中文)",
    ),
    (
        "crates/chuhe-tournament/src/result.rs",
        "results typed in Chinese words (红胜, 黑胜, 和)",
    ),
    (
        "src/cli/bench_records.rs",
        "tells Chinese-notation PGN files by their 进",
    ),
    (
        "src/cli/net_place.rs",
        "seat names typed in Chinese (红, 黑方)",
    ),
    (
        "src/cli/mod.rs",
        "the program's Chinese name in clap's about line (楚河)",
    ),
    // ---- Benchmarks that type a move as a user would.
    (
        "crates/chuhe-tui/src/pty_bench.rs",
        "the benchmark types a Chinese move",
    ),
];

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{f900}'..='\u{faff}')
}

/// A literal of the source: its text (without quotes) and line.
struct Literal {
    text: String,
    line: usize,
    offset: usize,
}

/// The source with comments and literals blanked (so that braces and attributes can
/// be found), and the literals.
fn lex(src: &str) -> (String, Vec<Literal>) {
    let b: Vec<char> = src.chars().collect();
    let mut code = String::with_capacity(src.len());
    let mut lits = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let blank = |code: &mut String, c: char| code.push(if c == '\n' { '\n' } else { ' ' });
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                blank(&mut code, b[i]);
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    code.push_str("  ");
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    code.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(b[i] == '\n');
                    blank(&mut code, b[i]);
                    i += 1;
                }
            }
            continue;
        }
        // Raw strings: r"..", r#".."#, br#".."#.
        let raw_start = match (c, next) {
            ('r', Some('"' | '#')) => Some(i + 1),
            ('b', Some('r')) if matches!(b.get(i + 2), Some('"' | '#')) => Some(i + 2),
            _ => None,
        };
        let ident_before = i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_');
        if let Some(mut j) = raw_start.filter(|_| !ident_before) {
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) == Some(&'"') {
                let start_line = line;
                let offset = code.len();
                let mut text = String::new();
                j += 1;
                loop {
                    if j >= b.len() {
                        break;
                    }
                    if b[j] == '"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    line += usize::from(b[j] == '\n');
                    text.push(b[j]);
                    j += 1;
                }
                for &ch in &b[i..j.min(b.len())] {
                    blank(&mut code, ch);
                }
                lits.push(Literal {
                    text,
                    line: start_line,
                    offset,
                });
                i = j;
                continue;
            }
        }
        if c == '"' {
            let start_line = line;
            let offset = code.len();
            let mut text = String::new();
            let mut j = i + 1;
            while j < b.len() && b[j] != '"' {
                if b[j] == '\\' {
                    text.push(b[j]);
                    j += 1;
                }
                if j < b.len() {
                    line += usize::from(b[j] == '\n');
                    text.push(b[j]);
                    j += 1;
                }
            }
            j = (j + 1).min(b.len());
            for &ch in &b[i..j] {
                blank(&mut code, ch);
            }
            lits.push(Literal {
                text,
                line: start_line,
                offset,
            });
            i = j;
            continue;
        }
        // A char literal ('x', '\n', '\u{..}'), not a lifetime ('a).
        if c == '\'' {
            let end = if next == Some('\\') {
                (i + 2..b.len()).find(|&k| b[k] == '\'')
            } else if b.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(end) = end {
                let offset = code.len();
                lits.push(Literal {
                    text: b[i + 1..end].iter().collect(),
                    line,
                    offset,
                });
                for &ch in &b[i..=end] {
                    blank(&mut code, ch);
                }
                i = end + 1;
                continue;
            }
        }
        line += usize::from(c == '\n');
        code.push(c);
        i += 1;
    }
    (code, lits)
}

/// Byte ranges of `code` inside `#[cfg(test)]` items.
fn test_items(code: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(at) = code[from..].find("#[cfg(test)]") {
        let start = from + at;
        let mut k = start + "#[cfg(test)]".len();
        // The item ends at its `;` or at the brace closing its first block.
        while k < bytes.len() && bytes[k] != b'{' && bytes[k] != b';' {
            k += 1;
        }
        if k < bytes.len() && bytes[k] == b'{' {
            let mut depth = 0;
            while k < bytes.len() {
                match bytes[k] {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                k += 1;
            }
        }
        out.push((start, k));
        from = k.max(start + 1);
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The Chinese literals outside test code, per file (paths relative to the root).
fn chinese_literals() -> Vec<(String, usize, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for f in files {
        let rel = f
            .strip_prefix(root)
            .unwrap_or(&f)
            .to_string_lossy()
            .replace('\\', "/");
        if CATALOGUES.iter().any(|c| rel.starts_with(c)) || rel.ends_with("/tests.rs") {
            continue;
        }
        let src = std::fs::read_to_string(&f).unwrap_or_default();
        let (code, lits) = lex(&src);
        let tests = test_items(&code);
        for l in lits {
            let in_test = tests.iter().any(|&(a, b)| (a..b).contains(&l.offset));
            if !in_test && l.text.chars().any(is_cjk) {
                found.push((rel.clone(), l.line, l.text));
            }
        }
    }
    found
}

fn allowed(path: &str) -> bool {
    ALLOWED.iter().any(|(p, _)| path.starts_with(p))
}

#[test]
fn no_chinese_text_outside_the_catalogue() {
    let stray: Vec<String> = chinese_literals()
        .into_iter()
        .filter(|(p, ..)| !allowed(p))
        .map(|(p, line, text)| format!("{p}:{line}: \"{text}\""))
        .collect();
    assert!(
        stray.is_empty(),
        "Chinese literals outside the catalogue (move them into the catalogue, or add \
         the file to ALLOWED with the reason):\n{}",
        stray.join("\n")
    );
}

#[test]
fn every_allowed_file_still_needs_its_entry() {
    let found = chinese_literals();
    let stale: Vec<String> = ALLOWED
        .iter()
        .filter(|(prefix, _)| !found.iter().any(|(p, ..)| p.starts_with(prefix)))
        .map(|(prefix, why)| format!("{prefix} ({why})"))
        .collect();
    assert!(
        stale.is_empty(),
        "no Chinese literal any more in these, remove them from ALLOWED:\n{}",
        stale.join("\n")
    );
}

/// The scanner itself: comments and test code are skipped, literals of every form
/// are found (this checks the scanner against hand-made input).
#[test]
fn the_scanner_finds_literals_and_skips_comments_and_tests() {
    let src = r####"
// "注释" in a comment
/* "块注释" /* nested "嵌套" */ */
fn f<'a>(x: &'a str) -> char { let _ = "红方"; let _ = r#"黑方"#; '炮' }
#[cfg(test)]
mod tests { fn g() { let _ = "测试"; let _ = '}'; } }
fn h() { let _ = "after \" 和棋"; }
"####;
    let (code, lits) = lex(src);
    let tests = test_items(&code);
    let shown: Vec<&str> = lits
        .iter()
        .filter(|l| !tests.iter().any(|&(a, b)| (a..b).contains(&l.offset)))
        .filter(|l| l.text.chars().any(is_cjk))
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(shown, ["红方", "黑方", "炮", "after \\\" 和棋"]);
}
