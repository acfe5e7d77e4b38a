//! Sample values of every message family, one or more for each variant, so that a test
//! can render every message in both languages. Each family's `impl Examples` stands in
//! its file beside its texts, so that a new variant touches that one file; here are the
//! trait and the few sample values that several families share. Each family's type
//! derives `strum::EnumCount`, and the test checks that its examples cover that many
//! variants.
//!
//! The checks themselves ([`check_family`], [`english_words`], [`variants`]) are here
//! and public, not in the core's tests, because the crates above the core hold their
//! own families (the network's, the TUI's, the command line's) and run the same checks
//! in their tests; they are test support and nothing else calls them.

use std::collections::HashSet;
use std::fmt::Debug;
use std::mem::discriminant;

use crate::lang::{Lang, Render};
use crate::rules::{Color, Kind, Move, Piece, Square};

/// A message family whose values can be listed for tests.
pub trait Examples: Sized {
    fn examples() -> Vec<Self>;
}

/// A square by its ICCS name.
pub(super) fn sq(s: &str) -> Square {
    Square::from_iccs(s).unwrap_or(Square::new(0, 0))
}

/// A move by its ICCS text.
pub(super) fn mv(s: &str) -> Move {
    Move::from_iccs(s).unwrap_or(Move::new(Square::new(0, 0), Square::new(0, 1)))
}

pub(super) const RED_HORSE: Piece = Piece::new(Color::Red, Kind::Horse);

pub(super) const BLACK_CANNON: Piece = Piece::new(Color::Black, Kind::Cannon);

/// A file of the user's, as the file and record examples name it.
pub(super) const PATH: &str = "/home/alice/chuhe/game.pgn";

/// ASCII words a Chinese text may contain: notations and formats, key names, the
/// program's name, rule sets' initials.
const ALLOWED: &[&str] = &[
    "WXF", "ICCS", "UCCI", "UCI", "FEN", "PGN", "JSON", "ASCII", "CXA", "AXF", "XQF", "Tab",
    "Enter", "Esc", "Ctrl", "Shift", "Space", "chuhe", "SSH",
    // the protocol's own names: the command `chuhe watch`, the message `hello`, UTF-8
    "watch", "hello", "UTF",  // the command `chuhe join`
    "join", // record formats and encodings
    "CBF", "CBR", "CBL", "GBK", // the opening book file's signature
    "CHUHEBK",
];

/// Values that are the user's data, not texts of chuhe (a path, a theme's name).
const USER_DATA: &[&str] = &[
    "/home/alice/chuhe/game.pgn",
    "classic",
    "alice",
    // What the user types in files and flags: the config file and its
    // section, theme names and roles, colour syntax, the flags named in errors.
    "config.toml",
    "[new_game]",
    "dark",
    "mono",
    "neon",
    "boardd",
    "board",
    "river",
    "#rrggbb",
    "--game",
    "--load",
    "--theme",
    // a field of chuhe's JSON save, as a record error locates it
    "moves[12]",
    // an event file's format field, as written in the file
    "chuhe-save",
    "chuhe-tournament",
    // The flag every usage error points to, a flag `export` names
    "--help",
    "--abbreviated",
    // The flags and commands the tournament core names
    "--rounds",
    // The flags the command line's errors name, as typed
    "--groups",
    "--advance",
    "--teams",
    "--players",
    "--match",
    "--replace",
    "tournament pair",
    "tournament playoff",
    "tournament result",
    "--fouls",
    "--time-used",
    "--time",
    "--natural-limit",
    "--level",
    "--moves",
    // The flags and values the network commands' errors name, the
    // sample join code
    "--token-file",
    "--token",
    "--resume",
    "--headless",
    "--seat",
    "--red",
    "--fen",
    "--json",
    "--ssh",
    "--tcp",
    "--since",
    "natural",
    "pending",
    "pause",
    "resume",
    "k7q2-m9xd-4htw",
    // An engine as typed after --red/--black
    "engine:11",
    "engine:",
    // The names a setting takes, as the user types them (the config's
    // `lang = "fr"` example)
    "“fr”",
    "zh、en",
    // An external engine's name in `config.toml`, as the hint names it
    "pikafish",
];

/// The ASCII words (two letters or more) of `text` that are not allowed in Chinese.
pub fn english_words(text: &str) -> Vec<String> {
    let mut text = text.to_string();
    for d in USER_DATA {
        text = text.replace(d, " ");
    }
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && !ALLOWED.contains(w))
        .map(str::to_string)
        .collect()
}

/// Renders every example of the family `T` in both languages and panics on an empty
/// text, on a Chinese text without Chinese or with an English word in it; returns how
/// many examples there were.
pub fn check_family<T: Examples + Render + Debug>(name: &str) -> usize {
    let all = T::examples();
    assert!(!all.is_empty(), "{name}: no examples");
    for e in &all {
        let zh = e.render(Lang::Zh);
        let en = e.render(Lang::En);
        assert!(
            !zh.trim().is_empty() && !en.trim().is_empty(),
            "{name}: {e:?}"
        );
        let words = english_words(&zh);
        assert!(
            words.is_empty(),
            "{name}: English {words:?} in “{zh}” ({e:?})"
        );
        assert!(
            zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{name}: no Chinese in “{zh}”"
        );
    }
    all.len()
}

/// How many variants of `T` the examples cover.
pub fn variants<T>(all: &[T]) -> usize {
    all.iter().map(discriminant).collect::<HashSet<_>>().len()
}
