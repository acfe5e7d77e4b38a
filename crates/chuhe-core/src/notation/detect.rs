//! Which notation a text is written in: Chinese if it has a Chinese character, ICCS if it
//! starts like `h2e2`, `H2-E2` or `h10g8`, WXF otherwise.

use super::coordinates::looks_like_coordinates;
use super::glyphs::fold_width;
use super::style::Notation;

pub fn detect(text: &str) -> Notation {
    if text.chars().any(|c| !fold_width(c).is_ascii()) {
        Notation::Chinese
    } else if looks_like_coordinates(text) {
        Notation::Iccs
    } else {
        Notation::Wxf
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_notation_is_recognised() {
        assert_eq!(detect("炮二平五"), Notation::Chinese);
        assert_eq!(detect("炮2 5"), Notation::Chinese);
        assert_eq!(detect("Ｃ２＝５"), Notation::Wxf);
        assert_eq!(detect("C2.5"), Notation::Wxf);
        assert_eq!(detect("+R.3"), Notation::Wxf);
        assert_eq!(detect("33.4"), Notation::Wxf);
        assert_eq!(detect("h2e2"), Notation::Iccs);
        assert_eq!(detect("H2-E2"), Notation::Iccs);
        assert_eq!(detect("ｈ２ｅ２"), Notation::Iccs);
        assert_eq!(detect("h10g8"), Notation::Iccs);
    }
}
