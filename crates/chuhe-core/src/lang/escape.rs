//! Text from outside (a name typed into an event file, a line a client sent) made
//! safe for a terminal: control characters and bidirectional overrides written as
//! escapes, so they can neither move the cursor, ring the bell, clear the screen nor
//! make text display in another order than it is written.

/// Control characters, and the bidirectional overrides (U+202A–U+202E,
/// U+2066–U+2069) that make text display in another order than it is written.
pub fn is_unsafe_char(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// `text` with every unsafe character ([`is_unsafe_char`]) written as an escape,
/// `\u{1b}`; everything else, Chinese included, as it is.
pub fn escape_unsafe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_unsafe_char(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_overrides_become_escapes_and_chinese_stays() {
        assert_eq!(
            escape_unsafe("车\u{1b}[2J\u{7}\u{202e}马"),
            "车\\u{1b}[2J\\u{7}\\u{202e}马"
        );
        assert_eq!(escape_unsafe("a\r\n\tb"), "a\\u{d}\\u{a}\\u{9}b");
        assert!(
            !escape_unsafe("\u{2066}x\u{2069}")
                .chars()
                .any(is_unsafe_char)
        );
    }
}
