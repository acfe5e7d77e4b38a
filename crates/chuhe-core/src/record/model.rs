//! The record of one game: headers, start position, move tree, result, and for
//! chuhe's own games the match data.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use crate::rules::{Color, Move, Position, PositionError, Setup};

use super::error::GameError;
use super::match_data::MatchData;
use super::tree::{MoveTree, NodeId};

/// How a game ended, as records write it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    RedWins,
    BlackWins,
    Draw,
    /// Unfinished or not known (`*`).
    #[default]
    Unknown,
}

impl GameResult {
    /// The PGN result token.
    pub const fn pgn(self) -> &'static str {
        match self {
            GameResult::RedWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// The Chinese words of a scoresheet.
    pub const fn chinese(self) -> &'static str {
        match self {
            GameResult::RedWins => "红胜",
            GameResult::BlackWins => "黑胜",
            GameResult::Draw => "和棋",
            GameResult::Unknown => "未知",
        }
    }

    /// The result of a game `loser` lost; `None`: a draw.
    pub const fn lost_by(loser: Option<Color>) -> GameResult {
        match loser {
            Some(Color::Red) => GameResult::BlackWins,
            Some(Color::Black) => GameResult::RedWins,
            None => GameResult::Draw,
        }
    }

    /// Reads a result as records write it: PGN tokens, Chinese words in simplified or
    /// traditional characters (红胜, 黑勝, 红负, 和棋, 和局 ...), `½-½`.
    pub fn parse(text: &str) -> Option<GameResult> {
        let t = text.trim();
        Some(match t {
            "1-0" | "1:0" => GameResult::RedWins,
            "0-1" | "0:1" => GameResult::BlackWins,
            "1/2-1/2" | "½-½" | "0.5-0.5" => GameResult::Draw,
            "*" | "" => GameResult::Unknown,
            _ => {
                let chars: Vec<char> = t.chars().collect();
                let red = matches!(chars.first(), Some('红' | '紅'));
                let black = matches!(chars.first(), Some('黑'));
                let win = chars.iter().any(|c| matches!(c, '胜' | '勝' | '赢' | '贏'));
                let loss = chars.iter().any(|c| matches!(c, '负' | '負' | '输' | '輸'));
                if (red && win) || (black && loss) {
                    GameResult::RedWins
                } else if (black && win) || (red && loss) {
                    GameResult::BlackWins
                } else if matches!(chars.first(), Some('和')) {
                    GameResult::Draw
                } else if t == "未知" || t == "未完" {
                    GameResult::Unknown
                } else {
                    return None;
                }
            }
        })
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::RedWins => Some(Color::Red),
            GameResult::BlackWins => Some(Color::Black),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn())
    }
}

/// The header tags of a game in their order (Event, Site, Date, Red, Black ...), with
/// PGN names. The result, the start position and the move notation are not tags here:
/// they are the record's own fields.
///
/// Beside the list, each tag's place by its name in ASCII lower case: finding or
/// setting a tag is one hash look-up, so reading n tags costs O(n), even for files
/// made with a hundred thousand of them.
#[derive(Clone, Debug, Default)]
pub struct Headers {
    tags: Vec<(String, String)>,
    places: HashMap<String, usize>,
}

impl PartialEq for Headers {
    /// The same tags in the same order (the places follow from them).
    fn eq(&self, other: &Headers) -> bool {
        self.tags == other.tags
    }
}

impl Eq for Headers {}

/// The key of a tag name: names are compared ignoring ASCII case, as PGN readers do.
fn key(name: &str) -> Cow<'_, str> {
    if name.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(name.to_ascii_lowercase())
    } else {
        Cow::Borrowed(name)
    }
}

impl Headers {
    pub fn new() -> Headers {
        Headers::default()
    }

    /// The place of a tag in the list, by case-insensitive name.
    fn place(&self, name: &str) -> Option<usize> {
        examined();
        self.places.get(key(name).as_ref()).copied()
    }

    /// The value of a tag, by case-insensitive name.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.place(name).map(|i| self.tags[i].1.as_str())
    }

    /// Sets a tag, keeping its place if it exists, at the end otherwise.
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.place(name) {
            Some(i) => self.tags[i].1 = value,
            None => {
                self.places.insert(key(name).into_owned(), self.tags.len());
                self.tags.push((name.to_string(), value));
            }
        }
    }

    /// Sets a tag unless the value is empty (binary formats have fixed empty fields).
    pub fn set_nonempty(&mut self, name: &str, value: &str) {
        let v = value.trim_matches(|c: char| c.is_whitespace() || c == '\0');
        if !v.is_empty() {
            self.set(name, v);
        }
    }

    /// Removes a tag; the tags after it move up one place (O(n), as removing is rare).
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let i = self.place(name)?;
        self.places.remove(key(name).as_ref());
        let (_, value) = self.tags.remove(i);
        for place in self.places.values_mut() {
            if *place > i {
                *place -= 1;
            }
        }
        Some(value)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.tags.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    pub fn len(&self) -> usize {
        self.tags.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tags.is_empty()
    }
}

#[cfg(test)]
thread_local! {
    static EXAMINED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Counts one tag looked at, in unit tests (which check that reading n tags looks
/// at O(n) of them).
fn examined() {
    #[cfg(test)]
    EXAMINED.with(|c| c.set(c.get() + 1));
}

/// The opening position and its setup, built once: every reader starts games from
/// it, and validating a position is not free.
pub(crate) fn opening() -> &'static (Position, Setup) {
    static OPENING: OnceLock<(Position, Setup)> = OnceLock::new();
    OPENING.get_or_init(|| {
        let pos = Position::startpos();
        let setup = pos.to_setup();
        (pos, setup)
    })
}

/// One game as read from a file or played in chuhe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub headers: Headers,
    /// The start position as the record gives it. Readers validate it: when it is not
    /// a position a game can reach, [`GameRecord::problem`] says why and the tree is
    /// empty.
    pub start: Setup,
    /// Every move in the tree is legal where it stands (readers replay each one).
    pub tree: MoveTree,
    pub result: GameResult,
    /// Why the game ended, in words ("checkmate (3.2)", "time forfeit (22)"); PGN tag
    /// `Termination`.
    pub result_reason: Option<String>,
    /// chuhe's own games only.
    pub match_data: Option<MatchData>,
    /// The first problem met reading this game. The tree holds the moves before it;
    /// the rest of the game was not read.
    pub problem: Option<GameError>,
}

impl Default for GameRecord {
    /// An empty game from the opening position.
    fn default() -> GameRecord {
        GameRecord::from_setup(opening().1.clone())
    }
}

impl GameRecord {
    /// An empty game from `start`.
    pub fn new(start: &Position) -> GameRecord {
        GameRecord::from_setup(start.to_setup())
    }

    fn from_setup(start: Setup) -> GameRecord {
        GameRecord {
            headers: Headers::new(),
            start,
            tree: MoveTree::new(),
            result: GameResult::Unknown,
            result_reason: None,
            match_data: None,
            problem: None,
        }
    }

    /// The validated start position.
    pub fn start_position(&self) -> Result<Position, PositionError> {
        Position::from_setup(&self.start)
    }

    /// True when the game starts from the standard opening position.
    pub fn starts_from_opening(&self) -> bool {
        self.start == opening().1
    }

    /// The moves of the main line.
    pub fn main_line(&self) -> Vec<Move> {
        self.tree.main_line()
    }

    /// The game comment (before the first move).
    pub fn comment(&self) -> Option<&str> {
        self.tree.comment(self.tree.root())
    }

    /// The position reached at `node` (the start position for the root).
    pub fn position_at(&self, node: NodeId) -> Result<Position, PositionError> {
        let mut pos = self.start_position()?;
        for m in self.tree.path_to(node) {
            pos.play_unchecked(m);
        }
        Ok(pos)
    }

    /// The positions of the main line: the start, then after each move.
    pub fn main_line_positions(&self) -> Result<Vec<Position>, PositionError> {
        let mut pos = self.start_position()?;
        let mut out = vec![pos.clone()];
        for m in self.main_line() {
            pos.play_unchecked(m);
            out.push(pos.clone());
        }
        Ok(out)
    }

    /// The move number and side of the move that leads to a node at `ply` (1-based;
    /// 0 counts as 1).
    pub fn move_number_of_ply(&self, ply: u32) -> (u32, Color) {
        move_number_of_ply(&self.start, ply)
    }
}

/// The move number and side of the `ply`-th move (1-based) from `start`.
pub(crate) fn move_number_of_ply(start: &Setup, ply: u32) -> (u32, Color) {
    let first = start.fullmoves.max(1);
    // Half-moves counted from Red's move of the first move number.
    let offset = ply.max(1) - 1 + u32::from(start.side == Color::Black);
    let side = if offset.is_multiple_of(2) {
        Color::Red
    } else {
        Color::Black
    };
    (first + offset / 2, side)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_lost_by_one_side_is_won_by_the_other() {
        for side in [Color::Red, Color::Black] {
            assert_eq!(GameResult::lost_by(Some(side)).winner(), Some(!side));
        }
        assert_eq!(GameResult::lost_by(None), GameResult::Draw);
    }

    #[test]
    fn results_read_in_every_spelling() {
        for (t, r) in [
            ("1-0", GameResult::RedWins),
            ("0-1", GameResult::BlackWins),
            ("1/2-1/2", GameResult::Draw),
            ("*", GameResult::Unknown),
            ("红胜", GameResult::RedWins),
            ("紅勝", GameResult::RedWins),
            ("红先胜", GameResult::RedWins),
            ("红负", GameResult::BlackWins),
            ("黑胜", GameResult::BlackWins),
            ("黑勝", GameResult::BlackWins),
            ("和棋", GameResult::Draw),
            ("和局", GameResult::Draw),
            ("未知", GameResult::Unknown),
        ] {
            assert_eq!(GameResult::parse(t), Some(r), "{t}");
        }
        assert_eq!(GameResult::parse("2-0"), None);
        assert_eq!(GameResult::parse("炮二平五"), None);
    }

    #[test]
    fn headers_keep_order_and_ignore_case() {
        let mut h = Headers::new();
        h.set("Event", "a");
        h.set("Red", "b");
        h.set("event", "c");
        assert_eq!(h.get("EVENT"), Some("c"));
        assert_eq!(
            h.iter().collect::<Vec<_>>(),
            vec![("Event", "c"), ("Red", "b")]
        );
        h.set_nonempty("Black", " \0");
        assert_eq!(h.len(), 2);
        assert_eq!(h.remove("red"), Some("b".into()));
    }

    /// Reading n tags looks at O(n) tags, not O(n²): a file of 100,000 tags took
    /// 14–27 s when each new tag was compared with every one before it. The bound
    /// (four looks a tag) holds whatever n is; 5,000 distinct tags suffice to tell
    /// (a scan per tag looks at 12.5 million).
    #[test]
    fn reading_many_tags_looks_at_each_a_few_times() {
        let n = 5_000u64;
        let mut pgn = String::new();
        let mut tags = Vec::new();
        for i in 0..n {
            pgn.push_str(&format!("[Tag{i} \"v{i}\"]\n"));
            tags.push((format!("Tag{i}"), format!("v{i}")));
        }
        pgn.push_str("\n1. h2e2 h9g7 *\n");
        let save = serde_json::json!({
            "format": "chuhe", "version": "1.1", "headers": tags,
            "start": opening().1.fen(), "moves": [{"move": "h2e2"}],
        })
        .to_string();
        for (what, text) in [("PGN", pgn), ("save", save)] {
            EXAMINED.with(|c| c.set(0));
            let games = crate::record::read_text(&text).unwrap();
            let looked = EXAMINED.with(|c| c.get());
            assert_eq!(games.len(), 1, "{what}");
            assert_eq!(games[0].headers.len() as u64, n, "{what}");
            assert_eq!(games[0].headers.get("tag4999"), Some("v4999"), "{what}");
            assert!(looked <= 4 * n, "{what}: {looked} tags looked at for {n}");
        }
    }

    #[test]
    fn move_numbers_follow_the_side_to_move() {
        let red = Position::startpos().to_setup();
        assert_eq!(move_number_of_ply(&red, 1), (1, Color::Red));
        assert_eq!(move_number_of_ply(&red, 2), (1, Color::Black));
        assert_eq!(move_number_of_ply(&red, 3), (2, Color::Red));
        let mut black = red.clone();
        black.side = Color::Black;
        black.fullmoves = 7;
        assert_eq!(move_number_of_ply(&black, 1), (7, Color::Black));
        assert_eq!(move_number_of_ply(&black, 2), (8, Color::Red));
    }
}
