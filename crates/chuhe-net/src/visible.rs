//! What a host sends is drawn on the player's terminal (the host's name, the
//! players' names, announcements, refusals): a hostile host must not reach the
//! terminal with escape sequences (`ESC ] 0 ; title BEL`, `ESC [ 2 J`) or reorder
//! the text with bidirectional controls. So the client escapes them, visibly, in
//! every string of every line before it reads the line: a name
//! `"\u001b]0;X\u0007"` arrives as the text `\u{1b}]0;X\u{7}`.
//!
//! The host checks what clients send (`protocol::decode_client`), so an honest host
//! never sends such characters; this is the client's own defence.

use std::borrow::Cow;
use std::fmt::Write as _;

/// Whether `c` must not be drawn as it is: control characters (C0, DEL, C1) other
/// than line feed and tab (multi-line texts such as the result sheet), and the
/// bidirectional formatting characters.
fn unsafe_to_draw(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// `c` as visible text: `\u{1b}`.
fn escaped(c: char) -> String {
    format!("\\u{{{:x}}}", u32::from(c))
}

/// A string with every character unsafe to draw written out as `\u{..}`.
pub fn visible(s: &str) -> Cow<'_, str> {
    if !s.chars().any(unsafe_to_draw) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if unsafe_to_draw(c) {
            out.push_str(&escaped(c));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A JSON line with every string's unsafe characters replaced by their visible
/// escape, whether the line carries them raw or as JSON escapes (`\u001b`). The
/// rest of the line is untouched: outside strings JSON has no backslash, and the
/// only controls it allows there (tab, carriage return) are left alone.
pub fn visible_json(line: &str) -> Cow<'_, str> {
    let suspicious = line.contains('\\') || line.chars().any(unsafe_to_draw);
    if !suspicious {
        return Cow::Borrowed(line);
    }
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len() + 16);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\\' {
            let next = chars.get(i + 1).copied();
            let hex: Option<u32> = (next == Some('u'))
                .then(|| chars.get(i + 2..i + 6))
                .flatten()
                .and_then(|h| u32::from_str_radix(&h.iter().collect::<String>(), 16).ok());
            let short = match next {
                Some('b') => Some('\u{8}'),
                Some('f') => Some('\u{c}'),
                Some('r') => Some('\r'),
                _ => None,
            };
            match (hex.and_then(char::from_u32), short) {
                (Some(decoded), _) if unsafe_to_draw(decoded) => {
                    // In JSON, the visible escape's backslash is itself escaped.
                    let _ = write!(out, "\\\\u{{{:x}}}", u32::from(decoded));
                    i += 6;
                }
                (_, Some(decoded)) => {
                    let _ = write!(out, "\\\\u{{{:x}}}", u32::from(decoded));
                    i += 2;
                }
                _ => {
                    // Any other escape (\", \\, \n, \u4e2d, a surrogate) as it is.
                    out.push(c);
                    if let Some(n) = next {
                        out.push(n);
                    }
                    i += 2;
                }
            }
            continue;
        }
        // Raw tab and carriage return are JSON's whitespace between tokens.
        if unsafe_to_draw(c) && c != '\r' {
            let _ = write!(out, "\\\\u{{{:x}}}", u32::from(c));
        } else {
            out.push(c);
        }
        i += 1;
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_reach_the_screen_only_as_visible_text() {
        assert_eq!(visible("\u{1b}]0;X\u{7}"), "\\u{1b}]0;X\\u{7}");
        assert_eq!(visible("胡荣华"), "胡荣华");
        assert_eq!(visible("a\u{202e}b"), "a\\u{202e}b");
        assert_eq!(visible("line\nnext\tcol"), "line\nnext\tcol");
        assert_eq!(visible("\u{9b}2J"), "\\u{9b}2J");
    }

    #[test]
    fn a_json_line_keeps_its_meaning_but_loses_its_escapes() {
        let line = r#"{"host":"\u001b]0;X\u0007","name":"a\\u001bb","zh":"\u4e2d\n"}"#;
        let clean = visible_json(line);
        let v: serde_json::Value = serde_json::from_str(&clean).unwrap();
        assert_eq!(v["host"], "\\u{1b}]0;X\\u{7}");
        // An escaped backslash followed by "u001b" is text, not an escape: kept.
        assert_eq!(v["name"], "a\\u001bb");
        assert_eq!(v["zh"], "中\n");
        // JSON's short escapes of controls: backspace, form feed, carriage return.
        let v: serde_json::Value =
            serde_json::from_str(&visible_json(r#"{"a":"x\by\rz\f"}"#)).unwrap();
        assert_eq!(v["a"], "x\\u{8}y\\u{d}z\\u{c}");
        // A raw C1 control and a raw bidi override inside a string.
        let raw = "{\"a\":\"x\u{9d}0;T\u{202e}y\"}";
        let v: serde_json::Value = serde_json::from_str(&visible_json(raw)).unwrap();
        assert_eq!(v["a"], "x\\u{9d}0;T\\u{202e}y");
        // Nothing to do: the same line, not a copy.
        assert!(matches!(
            visible_json(r#"{"a":"b"}"#),
            Cow::Borrowed(r#"{"a":"b"}"#)
        ));
    }
}
