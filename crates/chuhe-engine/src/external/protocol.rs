//! The three dialects chuhe speaks to an engine, and how their lines are read.
//!
//! - `uci`: UCI with ICCS points, files `a`–`i` and ranks `0`–`9` from Red's side, as
//!   Pikafish writes them (NOTATION.md);
//! - `uci-fairy`: UCI with ranks `1`–`10` (`h3e3` is ICCS `h2e2`) and the option
//!   `UCI_Variant xiangqi`, as Fairy-Stockfish needs;
//! - `ucci`: the UCCI protocol of ElephantEye (`ucci`/`ucciok`, `setoption NAME VALUE`,
//!   `banmoves …`, `go time T increment I`, scores without `cp`).
//!
//! Forbidden moves go as `banmoves` before `go` in UCCI; UCI has no such command, so
//! the allowed moves go as `searchmoves`.

use std::time::Duration;

use serde::Deserialize;

use crate::score::Display;
use chuhe_core::rules::{Color, Move, Position, Square};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Protocol {
    /// UCI, ranks 0–9 (Pikafish).
    #[serde(rename = "uci")]
    Uci,
    /// UCI, ranks 1–10, `UCI_Variant xiangqi` (Fairy-Stockfish).
    #[serde(rename = "uci-fairy")]
    UciFairy,
    /// UCCI (ElephantEye).
    #[serde(rename = "ucci")]
    Ucci,
}

/// How long or how deep the engine may think.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Think {
    MoveTime(Duration),
    Depth(u32),
    Nodes(u64),
    /// Both clocks, the increments, and the moves still owed in the period.
    Clock {
        red: Duration,
        black: Duration,
        red_increment: Duration,
        black_increment: Duration,
        moves_to_go: Option<u32>,
    },
}

/// One `info` line with a principal variation, as far as it could be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineInfo {
    pub depth: Option<u32>,
    pub multipv: Option<u32>,
    pub score: Option<Display>,
    pub nodes: Option<u64>,
    pub nps: Option<u64>,
    /// The line, up to its first unreadable move.
    pub pv: Vec<Move>,
}

/// What one line from the engine says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// `uciok` / `ucciok`.
    HelloOk,
    ReadyOk,
    /// `id name …`.
    Name(String),
    Info(EngineInfo),
    /// `bestmove MOVE`; `None` for `nobestmove` or `bestmove (none)`.
    BestMove(Option<Move>),
    /// A `bestmove` line whose move cannot be read.
    BadBestMove(String),
    /// Anything else (option lists, banners, `info string`).
    Other,
}

impl Protocol {
    pub fn hello(self) -> &'static str {
        match self {
            Protocol::Uci | Protocol::UciFairy => "uci",
            Protocol::Ucci => "ucci",
        }
    }

    pub fn set_option(self, name: &str, value: &str) -> String {
        match self {
            Protocol::Uci | Protocol::UciFairy => format!("setoption name {name} value {value}"),
            Protocol::Ucci => format!("setoption {name} {value}"),
        }
    }

    /// Options the dialect needs before any the user sets.
    pub fn preamble(self) -> Vec<String> {
        match self {
            Protocol::UciFairy => vec![self.set_option("UCI_Variant", "xiangqi")],
            Protocol::Uci | Protocol::Ucci => Vec::new(),
        }
    }

    pub fn new_game(self) -> Option<&'static str> {
        match self {
            Protocol::Uci | Protocol::UciFairy => Some("ucinewgame"),
            Protocol::Ucci => None,
        }
    }

    pub fn write_square(self, s: Square) -> String {
        let file = (b'a' + s.file()) as char;
        match self {
            Protocol::UciFairy => format!("{file}{}", s.rank() + 1),
            Protocol::Uci | Protocol::Ucci => format!("{file}{}", s.rank()),
        }
    }

    pub fn write_move(self, m: Move) -> String {
        format!("{}{}", self.write_square(m.from), self.write_square(m.to))
    }

    /// Reads a move in the dialect's coordinates; `None` for anything else.
    pub fn read_move(self, text: &str) -> Option<Move> {
        match self {
            Protocol::Uci | Protocol::Ucci => Move::from_iccs(text),
            Protocol::UciFairy => {
                let b = text.as_bytes();
                let (from, rest) = fairy_square(b)?;
                let (to, rest) = fairy_square(rest)?;
                (rest.is_empty() && from != to).then_some(Move::new(from, to))
            }
        }
    }

    /// The `position` line: always a FEN and the moves from it.
    pub fn position(self, start: &Position, moves: &[Move]) -> String {
        let mut line = format!("position fen {}", start.fen());
        if !moves.is_empty() {
            line.push_str(" moves");
            for &m in moves {
                line.push(' ');
                line.push_str(&self.write_move(m));
            }
        }
        line
    }

    /// The lines that start a search: `banmoves` first in UCCI, then `go`.
    /// `allowed` is `Some` only when the rule set forbids some moves (see
    /// `forbidden.rs`); `banned` is the complement.
    pub fn go(
        self,
        think: Think,
        side: Color,
        allowed: Option<&[Move]>,
        banned: &[Move],
    ) -> Vec<String> {
        let mut lines = Vec::new();
        let mut go = String::from("go");
        let ms = |d: Duration| d.as_millis();
        match (self, think) {
            (_, Think::Depth(d)) => go.push_str(&format!(" depth {d}")),
            (_, Think::Nodes(n)) => go.push_str(&format!(" nodes {n}")),
            (Protocol::Ucci, Think::MoveTime(t)) => {
                go.push_str(&format!(" time {} movestogo 1", ms(t)))
            }
            (_, Think::MoveTime(t)) => go.push_str(&format!(" movetime {}", ms(t))),
            (
                Protocol::Ucci,
                Think::Clock {
                    red,
                    black,
                    red_increment,
                    black_increment,
                    moves_to_go,
                },
            ) => {
                let (own, inc, opp) = match side {
                    Color::Red => (red, red_increment, black),
                    Color::Black => (black, black_increment, red),
                };
                go.push_str(&format!(" time {}", ms(own)));
                match moves_to_go {
                    Some(n) => go.push_str(&format!(" movestogo {n}")),
                    None => go.push_str(&format!(" increment {}", ms(inc))),
                }
                go.push_str(&format!(" opptime {}", ms(opp)));
            }
            (
                _,
                Think::Clock {
                    red,
                    black,
                    red_increment,
                    black_increment,
                    moves_to_go,
                },
            ) => {
                go.push_str(&format!(
                    " wtime {} btime {} winc {} binc {}",
                    ms(red),
                    ms(black),
                    ms(red_increment),
                    ms(black_increment)
                ));
                if let Some(n) = moves_to_go {
                    go.push_str(&format!(" movestogo {n}"));
                }
            }
        }
        match self {
            Protocol::Ucci => {
                if !banned.is_empty() {
                    let moves: Vec<String> = banned.iter().map(|&m| self.write_move(m)).collect();
                    lines.push(format!("banmoves {}", moves.join(" ")));
                }
            }
            Protocol::Uci | Protocol::UciFairy => {
                if let Some(allowed) = allowed {
                    go.push_str(" searchmoves");
                    for &m in allowed {
                        go.push(' ');
                        go.push_str(&self.write_move(m));
                    }
                }
            }
        }
        lines.push(go);
        lines
    }

    /// Reads one line from the engine.
    pub fn read(self, line: &str) -> Reply {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uciok") | Some("ucciok") => Reply::HelloOk,
            Some("readyok") => Reply::ReadyOk,
            Some("id") if words.next() == Some("name") => {
                Reply::Name(words.collect::<Vec<_>>().join(" "))
            }
            Some("nobestmove") => Reply::BestMove(None),
            Some("bestmove") => match words.next() {
                Some("(none)") => Reply::BestMove(None),
                Some(w) => match self.read_move(w) {
                    Some(m) => Reply::BestMove(Some(m)),
                    None => Reply::BadBestMove(line.chars().take(60).collect()),
                },
                None => Reply::BadBestMove(line.chars().take(60).collect()),
            },
            Some("info") => self
                .read_info(words.collect())
                .map_or(Reply::Other, Reply::Info),
            _ => Reply::Other,
        }
    }

    /// An `info` line that carries a score or a line; `None` for `info string` and
    /// the like.
    fn read_info(self, words: Vec<&str>) -> Option<EngineInfo> {
        let mut info = EngineInfo::default();
        let mut i = 0;
        let num = |w: Option<&&str>| w.and_then(|w| w.parse::<i64>().ok());
        while i < words.len() {
            match words[i] {
                "string" => return None,
                "depth" => info.depth = num(words.get(i + 1)).map(|n| n.max(0) as u32),
                "multipv" => info.multipv = num(words.get(i + 1)).map(|n| n.max(0) as u32),
                "nodes" => info.nodes = num(words.get(i + 1)).map(|n| n.max(0) as u64),
                "nps" => info.nps = num(words.get(i + 1)).map(|n| n.max(0) as u64),
                "score" => {
                    // UCI: `score cp N` / `score mate N`; UCCI: `score N`.
                    match words.get(i + 1) {
                        Some(&"cp") => {
                            info.score =
                                num(words.get(i + 2)).map(|n| Display::Centipawns(n as i32));
                            i += 1;
                        }
                        Some(&"mate") => {
                            info.score = num(words.get(i + 2)).map(|n| Display::Mate(n as i32));
                            i += 1;
                        }
                        w => info.score = num(w).map(|n| Display::Centipawns(n as i32)),
                    }
                }
                "pv" => {
                    info.pv = words[i + 1..]
                        .iter()
                        .map_while(|w| self.read_move(w))
                        .collect();
                    break;
                }
                _ => {
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
        (info.score.is_some() || !info.pv.is_empty()).then_some(info)
    }
}

/// A Fairy-Stockfish point: a file letter and a rank 1–10.
fn fairy_square(b: &[u8]) -> Option<(Square, &[u8])> {
    let (&f, rest) = b.split_first()?;
    let f = f.to_ascii_lowercase();
    if !(b'a'..=b'i').contains(&f) {
        return None;
    }
    let digits = rest
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count()
        .min(2);
    let rank: u8 = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()?;
    // "h10g8": two digits only when they make 10.
    let (rank, used) = if digits == 2 && rank != 10 {
        (rest[0] - b'0', 1)
    } else {
        (rank, digits)
    };
    (1..=10)
        .contains(&rank)
        .then(|| (Square::new(f - b'a', rank - 1), &rest[used..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    #[test]
    fn coordinates_by_dialect() {
        assert_eq!(Protocol::UciFairy.write_move(m("h2e2")), "h3e3");
        assert_eq!(Protocol::UciFairy.write_move(m("b9c7")), "b10c8");
        assert_eq!(Protocol::Uci.write_move(m("b9c7")), "b9c7");
        assert_eq!(Protocol::UciFairy.read_move("b10c8"), Some(m("b9c7")));
        assert_eq!(Protocol::UciFairy.read_move("a1a10"), Some(m("a0a9")));
        assert_eq!(Protocol::UciFairy.read_move("h3e3"), Some(m("h2e2")));
        for bad in [
            "a0a1",
            "a11a1",
            "j1a1",
            "a1",
            "a1a1",
            "h3e3x",
            "",
            "好好好好",
        ] {
            assert_eq!(Protocol::UciFairy.read_move(bad), None, "{bad}");
        }
        assert_eq!(Protocol::Ucci.read_move("h2e2"), Some(m("h2e2")));
    }

    #[test]
    fn replies_are_read() {
        let p = Protocol::UciFairy;
        let info = p.read("info depth 5 seldepth 5 multipv 1 score cp 108 nodes 695 nps 347500 tbhits 0 time 2 pv h10g8 e3c3");
        let Reply::Info(info) = info else {
            panic!("{info:?}")
        };
        assert_eq!(info.depth, Some(5));
        assert_eq!(info.score, Some(Display::Centipawns(108)));
        assert_eq!(info.nps, Some(347500));
        assert_eq!(info.pv, vec![m("h9g7"), m("e2c2")]);
        assert_eq!(
            Protocol::Uci.read("info depth 9 score mate -2 pv"),
            Reply::Info(EngineInfo {
                depth: Some(9),
                score: Some(Display::Mate(-2)),
                ..EngineInfo::default()
            })
        );
        let Reply::Info(u) = Protocol::Ucci.read("info depth 3 score 25 pv h2e2 h9g7") else {
            panic!()
        };
        assert_eq!(u.score, Some(Display::Centipawns(25)));
        assert_eq!(p.read("info string variant xiangqi"), Reply::Other);
        assert_eq!(
            p.read("bestmove h10g8 ponder e3c3"),
            Reply::BestMove(Some(m("h9g7")))
        );
        assert_eq!(p.read("bestmove (none)"), Reply::BestMove(None));
        assert_eq!(Protocol::Ucci.read("nobestmove"), Reply::BestMove(None));
        assert!(matches!(p.read("bestmove zz99"), Reply::BadBestMove(_)));
        assert!(matches!(p.read("bestmove"), Reply::BadBestMove(_)));
        assert_eq!(p.read("uciok"), Reply::HelloOk);
        assert_eq!(Protocol::Ucci.read("ucciok"), Reply::HelloOk);
        assert_eq!(
            p.read("id name Fairy-Stockfish 11.1"),
            Reply::Name("Fairy-Stockfish 11.1".into())
        );
        // Junk never panics.
        for junk in [
            "info score",
            "info depth",
            "info score cp",
            "\u{0}\u{1}",
            "   ",
        ] {
            let _ = p.read(junk);
        }
    }

    #[test]
    fn searches_are_written() {
        let t = Duration::from_millis;
        let clock = Think::Clock {
            red: t(60_000),
            black: t(50_000),
            red_increment: t(1000),
            black_increment: t(2000),
            moves_to_go: None,
        };
        let ban = [m("h2e2")];
        let allow = [m("b2e2"), m("h0g2")];
        assert_eq!(
            Protocol::Ucci.go(clock, Color::Black, Some(&allow), &ban),
            vec![
                "banmoves h2e2",
                "go time 50000 increment 2000 opptime 60000"
            ]
        );
        assert_eq!(
            Protocol::UciFairy.go(clock, Color::Black, Some(&allow), &ban),
            vec!["go wtime 60000 btime 50000 winc 1000 binc 2000 searchmoves b3e3 h1g3"]
        );
        assert_eq!(
            Protocol::Uci.go(Think::MoveTime(t(300)), Color::Red, None, &[]),
            vec!["go movetime 300"]
        );
        assert_eq!(
            Protocol::Ucci.go(Think::MoveTime(t(300)), Color::Red, None, &[]),
            vec!["go time 300 movestogo 1"]
        );
        assert_eq!(
            Protocol::Ucci.set_option("hashsize", "16"),
            "setoption hashsize 16"
        );
        let start = Position::startpos();
        assert_eq!(
            Protocol::UciFairy.position(&start, &[m("h2e2")]),
            format!("position fen {} moves h3e3", start.fen())
        );
    }
}
