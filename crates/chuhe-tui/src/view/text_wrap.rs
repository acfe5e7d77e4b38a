//! Breaking text into lines of a width in cells: between words, and anywhere
//! between Chinese characters (the help and the drill screens' panels).

use unicode_width::UnicodeWidthStr;

/// `text` broken into lines of at most `width` cells: between words, and anywhere
/// between Chinese characters; a word longer than a line is cut.
pub fn wrap(text: &str, width: u16) -> Vec<String> {
    let width = width.max(1) as usize;
    // Tokens: a run of ASCII non-space characters, a single other character, or a
    // space.
    let mut tokens: Vec<String> = Vec::new();
    for c in text.chars() {
        match tokens.last_mut() {
            Some(t)
                if c.is_ascii()
                    && !c.is_ascii_whitespace()
                    && t.chars().all(|d| d.is_ascii() && !d.is_ascii_whitespace()) =>
            {
                t.push(c)
            }
            _ => tokens.push(c.to_string()),
        }
    }
    let mut lines = vec![String::new()];
    for t in tokens {
        let line = lines.last_mut().expect("one line at least");
        if line.width() + t.width() <= width {
            line.push_str(&t);
            continue;
        }
        if t.trim().is_empty() {
            continue; // a space at the end of a line
        }
        if !line.is_empty() {
            lines.push(String::new());
        }
        for c in t.chars() {
            let line = lines.last_mut().expect("one line at least");
            if line.width() + unicode_width::UnicodeWidthChar::width(c).unwrap_or(0) > width {
                lines.push(c.to_string());
            } else {
                line.push(c);
            }
        }
    }
    for l in &mut lines {
        *l = l.trim_end().to_string();
    }
    lines
}
