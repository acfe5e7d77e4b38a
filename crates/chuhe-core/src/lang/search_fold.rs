//! Text as a search compares it: a player who types 杨官璘 on a simplified input
//! method finds the records written 楊官璘, and `lu` finds `Lu`.
//!
//! Each character is folded on its own (never by phrase), so that folding a text and
//! folding any part of it agree and "contains" stays a plain substring test. Traditional
//! characters map to their simplified form by OpenCC's character table (`TSCharacters`,
//! as shipped by the `hanconv` crate); where OpenCC gives several simplified forms the
//! first, its usual one, is taken. Letters fold to lower case.

use std::collections::HashMap;
use std::sync::OnceLock;

fn traditional_to_simplified() -> &'static HashMap<char, char> {
    static TABLE: OnceLock<HashMap<char, char>> = OnceLock::new();
    TABLE.get_or_init(|| {
        hanconv::RawDictionary::TSCharacters
            .iter()
            .filter_map(|(from, to)| {
                let mut from = from.chars();
                let mut to = to.chars();
                match (from.next(), from.next(), to.next(), to.next()) {
                    (Some(f), None, Some(t), None) if f != t => Some((f, t)),
                    _ => None,
                }
            })
            .collect()
    })
}

/// `text` as a search compares it: simplified characters, lower-case letters.
pub fn fold_for_search(text: &str) -> String {
    if text.is_ascii() {
        return text.to_ascii_lowercase();
    }
    let table = traditional_to_simplified();
    text.chars()
        .map(|c| table.get(&c).copied().unwrap_or(c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// True when `haystack` holds `needle`, compared as a search compares text
/// ([`fold_for_search`]).
pub fn contains_for_search(haystack: &str, needle: &str) -> bool {
    fold_for_search(haystack).contains(&fold_for_search(needle))
}

/// True when `a` and `b` are the same text as a search compares it.
pub fn same_for_search(a: &str, b: &str) -> bool {
    fold_for_search(a) == fold_for_search(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traditional_names_are_found_by_their_simplified_spelling() {
        // Both directions of the pairs a Xiangqi list holds.
        assert!(contains_for_search("楊官璘", "杨官璘"));
        assert!(contains_for_search("杨官璘", "楊官璘"));
        assert!(contains_for_search("盧輝 vs 呂欽", "卢辉"));
        assert!(contains_for_search("吕钦", "呂欽"));
        assert!(contains_for_search("胡榮華", "胡荣华"));
        assert!(same_for_search("許銀川", "许银川"));
    }

    #[test]
    fn different_names_stay_different() {
        assert!(!contains_for_search("楊官璘", "胡荣华"));
        assert!(!same_for_search("许银川", "许银"));
    }

    #[test]
    fn letters_fold_to_lower_case() {
        assert!(contains_for_search("Lu Qin", "lu"));
        assert!(contains_for_search("ÉLODIE", "élodie"));
    }

    #[test]
    fn folding_keeps_characters_one_for_one() {
        // A part of a text folds to the part of the folded text.
        let text = "第一屆全國象棋個人賽";
        let folded = fold_for_search(text);
        assert_eq!(folded.chars().count(), text.chars().count());
        assert!(folded.contains(&fold_for_search("全國")));
    }
}
