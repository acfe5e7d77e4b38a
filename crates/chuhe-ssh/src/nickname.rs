//! What a nickname may hold, and when two are one: a name is kept in its NFKC
//! form (ｂｏｂ is bob), may not hold a character of the "other" general
//! categories (controls, format characters such as U+200B ZERO WIDTH SPACE, U+200D
//! ZERO WIDTH JOINER, U+FEFF or the direction marks U+200F and U+061C, private use,
//! unassigned), and is the same name as another when their likenesses are equal:
//! the confusable skeleton of Unicode TR39 (Cyrillic а is Latin a, rn is m), with
//! traditional characters as simplified and without case (楊 is 杨, Bob is bob).

use finl_unicode::categories::CharacterCategories as _;
use unicode_normalization::UnicodeNormalization as _;

/// The form a nickname is kept and shown in.
pub fn normal_form(nick: &str) -> String {
    nick.nfkc().collect()
}

/// A character no nickname may hold: one that does not show, or shows as
/// something else (a control, a format character, private use, unassigned).
pub fn is_hidden(c: char) -> bool {
    c.is_other()
}

/// What decides whether two nicknames are one: equal likenesses.
pub fn likeness(nick: &str) -> String {
    // The skeleton before the folding (capital I is like l, small i is not) and
    // after it (the folded letters have prototypes of their own).
    let shape: String = unicode_security::skeleton(&normal_form(nick)).collect();
    let folded = chuhe_core::lang::fold_for_search(&shape);
    unicode_security::skeleton(&folded).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_and_direction_characters_are_hidden() {
        for c in [
            '\u{200B}', '\u{200D}', '\u{2060}', '\u{FEFF}', '\u{00AD}', '\u{200F}', '\u{061C}',
            '\u{202E}', '\u{1b}', '\u{E000}',
        ] {
            assert!(is_hidden(c), "{:?}", c);
        }
        for c in ['b', '王', 'а', '-', '_', '7'] {
            assert!(!is_hidden(c), "{c}");
        }
    }

    #[test]
    fn lookalikes_are_one_name() {
        let same = |a: &str, b: &str| likeness(a) == likeness(b);
        assert!(same("alice", "\u{430}lice"), "Cyrillic а");
        assert!(same("Bob", "bob"));
        assert!(same("ｂｏｂ", "bob"), "fullwidth");
        assert!(same("楊官璘", "杨官璘"));
        assert!(same("AIice", "alice"), "capital I for l");
        assert!(same("modern", "rnodern"));
        assert!(!same("alice", "alicia"));
        assert!(!same("王天一", "王天二"));
        assert_eq!(normal_form("ｂｏｂ"), "bob");
    }
}
