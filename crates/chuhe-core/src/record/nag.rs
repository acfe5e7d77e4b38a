//! Numeric annotation glyphs (PGN NAGs): `$1` .. `$255` after a move, and the six
//! move-assessment symbols that stand for the first six of them (PGN standard 10 and
//! its NAG table): ! ? !! ?? !? ?!.

/// The symbols of NAGs 1 to 6, in order.
const SYMBOLS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];

/// The NAG a PGN annotation token stands for: `$n`, or one of the six symbols.
/// `None` for anything else (`$0`, `$256`, `!!!`).
pub fn nag_from_text(text: &str) -> Option<u8> {
    if let Some(digits) = text.strip_prefix('$') {
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        return digits.parse::<u8>().ok().filter(|&n| n > 0);
    }
    SYMBOLS.iter().position(|&s| s == text).map(|i| i as u8 + 1)
}

/// The symbol shown for a NAG (1–6), if it has one; others are shown as `$n`.
pub fn nag_symbol(nag: u8) -> Option<&'static str> {
    SYMBOLS.get(usize::from(nag).checked_sub(1)?).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_and_numbers() {
        assert_eq!(nag_from_text("!"), Some(1));
        assert_eq!(nag_from_text("?!"), Some(6));
        assert_eq!(nag_from_text("$14"), Some(14));
        assert_eq!(nag_from_text("$255"), Some(255));
        for bad in ["$0", "$256", "$", "$1a", "!!!", "$0001"] {
            assert_eq!(nag_from_text(bad), None, "{bad}");
        }
        assert_eq!(nag_symbol(5), Some("!?"));
        assert_eq!(nag_symbol(0), None);
        assert_eq!(nag_symbol(7), None);
        for n in 1..=6 {
            assert_eq!(nag_from_text(nag_symbol(n).unwrap()), Some(n));
        }
    }
}
