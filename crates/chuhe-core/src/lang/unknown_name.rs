//! "Not one of the names this value takes": the one error of every small value type's
//! `FromStr` (a mode, a rule set, a tournament system, a notation …), typed so that the
//! catalogue says it in the interface's language. `Display` is the English
//! these parsers always printed, word for word, so scripts and tests that read it keep
//! working; the Chinese is the catalogue's (`catalogue/values.rs`).

use std::fmt;

/// A name typed for a value that takes none like it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// What kind of value was asked for; it knows the names that value takes.
    pub what: NameKind,
    /// The text as it was typed (trimmed).
    pub found: String,
}

impl UnknownName {
    pub fn new(what: NameKind, found: &str) -> UnknownName {
        UnknownName {
            what,
            found: found.to_string(),
        }
    }
}

/// The value types that are named by a word on the command line or in a file, one
/// variant a type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::EnumCount, strum::EnumIter)]
pub enum NameKind {
    /// `game_kind::Mode`: casual, practice, tournament.
    Mode,
    /// `game_kind::RuleSet`: the rule book a game follows.
    RuleSet,
    /// `net::ClockPolicy`: whether a disconnected player's clock runs.
    ClockPolicy,
    /// `tournament::System`: the pairing system (11).
    System,
    /// `tournament::TieBreak` (15.1, 15.2).
    TieBreak,
    /// `tournament::TeamTieBreak` (15.3–15.5).
    TeamTieBreak,
    /// `tournament::TeamFormat` (12.1–12.5).
    TeamFormat,
    /// `tournament::Seeding`: how players are put into groups (11.3).
    Seeding,
    /// `tournament::GameResult`, forfeits included (21.3, 21.4).
    GameResult,
    /// `tournament::Scoring`: points for a win, a draw, a loss.
    Scoring,
    /// `notation::Notation`: Chinese, WXF, ICCS.
    Notation,
    /// `record::TextEncoding`: how a record file's text is encoded.
    TextEncoding,
    /// `lang::Lang`: the interface's language.
    Lang,
    /// A side of the board (`--seat`, `--as`).
    Side,
    /// The sides whose moves are dictated (`dictate --sides`).
    DictatedSides,
    /// How large the board is drawn (`--board`).
    BoardSize,
}

impl NameKind {
    /// The names the value takes, as the English message has always listed them (the
    /// parsers accept these and some other spellings: short forms, Chinese names).
    pub fn spellings(self) -> &'static [&'static str] {
        use NameKind as K;
        match self {
            K::Mode => &["casual", "practice", "tournament"],
            K::RuleSet => &["cxa", "axf", "folk"],
            K::ClockPolicy => &["run", "pause"],
            K::System => &[
                "round-robin",
                "double-round-robin",
                "swiss",
                "knockout",
                "double-elimination",
                "grouped-round-robin",
            ],
            K::TieBreak => &[
                "small-points",
                "wins",
                "direct-encounter",
                "fouls",
                "opponent-score",
                "progressive",
                "opponent-score-cut1",
            ],
            K::TeamTieBreak => &[
                "game-points",
                "game-wins",
                "direct-encounter",
                "fouls",
                "opponent-match-points",
                "match-wins",
                "best-place",
                "second-place",
            ],
            K::TeamFormat => &[
                "fixed-boards",
                "substitutes",
                "set-before-match",
                "all-play-all",
                "sum-of-players",
            ],
            K::Seeding => &["rating", "results"],
            K::GameResult => &["1-0", "0-1", "1/2-1/2", "+-", "-+", "-:-"],
            K::Scoring => &["1-0.5-0", "2-1-0", "3-1-0"],
            K::Notation => &["chinese", "wxf", "iccs"],
            K::TextEncoding => &["utf-8", "gbk", "big5"],
            K::Lang => &["zh", "en"],
            K::Side => &["red", "black"],
            K::DictatedSides => &["red", "black", "both"],
            K::BoardSize => &["auto", "large", "full", "compact"],
        }
    }

    /// The article each spelling stands for, where the rule book numbers them (the team
    /// formats, 12.1–12.5), in the order of [`NameKind::spellings`]; else empty.
    pub fn articles(self) -> &'static [&'static str] {
        match self {
            NameKind::TeamFormat => &["12.1", "12.2", "12.3", "12.4", "12.5"],
            _ => &[],
        }
    }

    /// The value's name in the English message: "rule set".
    pub fn english(self) -> &'static str {
        use NameKind as K;
        match self {
            K::Mode => "mode",
            K::RuleSet => "rule set",
            K::ClockPolicy => "clock policy",
            K::System => "system",
            K::TieBreak => "tie-break",
            K::TeamTieBreak => "team tie-break",
            K::TeamFormat => "team format",
            K::Seeding => "seeding",
            K::GameResult => "result",
            K::Scoring => "scoring",
            K::Notation => "notation",
            K::TextEncoding => "encoding",
            K::Lang => "language",
            K::Side | K::DictatedSides => "side",
            K::BoardSize => "board",
        }
    }

    /// The English list of the names, as each message always gave it: "a, b or c";
    /// the tie-breaks comma-separated; the team formats with their articles.
    fn english_list(self) -> String {
        let names = self.spellings();
        let articles = self.articles();
        if !articles.is_empty() {
            return names
                .iter()
                .zip(articles)
                .map(|(n, a)| format!("{n} {a}"))
                .collect::<Vec<_>>()
                .join(", ");
        }
        match (self, names.split_last()) {
            (NameKind::TieBreak | NameKind::TeamTieBreak, _) | (_, None) => names.join(", "),
            (_, Some((last, []))) => last.to_string(),
            (_, Some((last, rest))) => format!("{} or {last}", rest.join(", ")),
        }
    }
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} '{}' ({})",
            self.what.english(),
            self.found,
            self.what.english_list()
        )
    }
}

impl std::error::Error for UnknownName {}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English each parser printed before it was typed, copied from the old
    /// `format!`s (the tests of the binary and of scripts read these).
    #[test]
    fn the_english_is_the_old_text_word_for_word() {
        let said = |what, found| UnknownName::new(what, found).to_string();
        assert_eq!(
            said(NameKind::Mode, "blitz"),
            "unknown mode 'blitz' (casual, practice or tournament)"
        );
        assert_eq!(
            said(NameKind::RuleSet, "fide"),
            "unknown rule set 'fide' (cxa, axf or folk)"
        );
        assert_eq!(
            said(NameKind::ClockPolicy, "maybe"),
            "unknown clock policy 'maybe' (run or pause)"
        );
        assert_eq!(
            said(NameKind::System, "x"),
            "unknown system 'x' (round-robin, double-round-robin, swiss, knockout, double-elimination or grouped-round-robin)"
        );
        assert_eq!(
            said(NameKind::TieBreak, "x"),
            "unknown tie-break 'x' (small-points, wins, direct-encounter, fouls, opponent-score, progressive, opponent-score-cut1)"
        );
        assert_eq!(
            said(NameKind::TeamTieBreak, "x"),
            "unknown team tie-break 'x' (game-points, game-wins, direct-encounter, fouls, opponent-match-points, match-wins, best-place, second-place)"
        );
        assert_eq!(
            said(NameKind::TeamFormat, "x"),
            "unknown team format 'x' (fixed-boards 12.1, substitutes 12.2, set-before-match 12.3, all-play-all 12.4, sum-of-players 12.5)"
        );
        assert_eq!(
            said(NameKind::Seeding, "x"),
            "unknown seeding 'x' (rating or results)"
        );
        assert_eq!(
            said(NameKind::GameResult, "2-0"),
            "unknown result '2-0' (1-0, 0-1, 1/2-1/2, +-, -+ or -:-)"
        );
        assert_eq!(
            said(NameKind::Scoring, "x"),
            "unknown scoring 'x' (1-0.5-0, 2-1-0 or 3-1-0)"
        );
        assert_eq!(
            said(NameKind::Notation, "x"),
            "unknown notation 'x' (chinese, wxf or iccs)"
        );
        assert_eq!(
            said(NameKind::TextEncoding, "x"),
            "unknown encoding 'x' (utf-8, gbk or big5)"
        );
        assert_eq!(
            said(NameKind::Lang, "fr"),
            "unknown language 'fr' (zh or en)"
        );
        assert_eq!(
            said(NameKind::Side, "green"),
            "unknown side 'green' (red or black)"
        );
        assert_eq!(
            said(NameKind::DictatedSides, "green"),
            "unknown side 'green' (red, black or both)"
        );
        assert_eq!(
            said(NameKind::BoardSize, "huge"),
            "unknown board 'huge' (auto, large, full or compact)"
        );
    }

    #[test]
    fn every_kind_lists_names_and_the_articles_match_them() {
        use strum::IntoEnumIterator;
        for k in NameKind::iter() {
            assert!(!k.spellings().is_empty(), "{k:?}");
            let a = k.articles();
            assert!(a.is_empty() || a.len() == k.spellings().len(), "{k:?}");
        }
    }
}
