//! The result sheet (10.1): "对局终了后在记录纸上记录比赛结果及双方所用时间、犯规情况" —
//! the result, its reason, the time each side used and their fouls, printable as text
//! and saved with the game record.

use std::time::Duration;

use super::Mode;
use super::fouls::Foul;
use super::outcome::Verdict;
use super::referee::Match;
use super::scoresheet::EntryCheck;
use super::time_control::TimeControl;
use super::time_source::Millis;
use crate::adjudication::RuleSet;
use crate::lang::{Lang, Render};
use crate::rules::Color;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ResultSheet {
    pub red: String,
    pub black: String,
    pub verdict: Verdict,
    /// Moves (回合) played.
    pub moves: u32,
    pub plies: usize,
    /// Time used by Red and Black (10.1), penalties included.
    pub time_used: [Duration; 2],
    /// Fouls of Red and Black (10.1).
    pub fouls: [Vec<Foul>; 2],
    /// Presses before moving (4.1.9).
    pub presses_without_move: [u32; 2],
    /// Scoresheet entries missing and wrong at the end, per player (when the players
    /// keep the scoresheet): what the arbiter may ask to correct (7.3).
    pub entries_missing: [usize; 2],
    pub entries_wrong: [usize; 2],
    pub rules: RuleSet,
    pub mode: Mode,
    pub time_control: TimeControl,
    pub final_fen: String,
}

/// `1:05:09`, `12:03`.
pub fn clock_text(d: Duration) -> String {
    let s = d.as_secs();
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{sec:02}")
    } else {
        format!("{m}:{sec:02}")
    }
}

impl ResultSheet {
    /// The sheet of a finished game, `None` while it is in progress.
    pub fn of(game: &Match, now: Millis) -> Option<ResultSheet> {
        let verdict = game.verdict()?.clone();
        let cfg = game.config();
        let per = |f: &dyn Fn(Color) -> usize| [f(Color::Red), f(Color::Black)];
        let plies = game.moves().len();
        let start = &cfg.start;
        // Moves (回合): count Red-Black pairs, a lone first or last ply included.
        let moves = if plies == 0 {
            0
        } else if start.side_to_move() == Color::Black {
            (plies as u32) / 2 + 1
        } else {
            (plies as u32).div_ceil(2)
        };
        Some(ResultSheet {
            red: cfg.red.clone(),
            black: cfg.black.clone(),
            verdict,
            moves,
            plies,
            time_used: [
                game.clock().used(Color::Red, now),
                game.clock().used(Color::Black, now),
            ],
            fouls: [
                game.fouls().of(Color::Red).to_vec(),
                game.fouls().of(Color::Black).to_vec(),
            ],
            presses_without_move: [
                game.presses_without_move(Color::Red),
                game.presses_without_move(Color::Black),
            ],
            entries_missing: per(&|c| game.scoresheet(c).missing().len()),
            entries_wrong: per(&|c| {
                game.scoresheet(c)
                    .entries()
                    .iter()
                    .flatten()
                    .filter(|e| matches!(e.check, EntryCheck::Wrong { .. }))
                    .count()
            }),
            rules: cfg.rules,
            mode: cfg.mode,
            time_control: cfg.time_control.clone(),
            final_fen: game.position().fen(),
        })
    }

    /// The sheet as text, one item a line (the words are the catalogue's).
    pub fn to_text(&self, lang: Lang) -> String {
        self.render(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_text_reads_like_a_clock() {
        assert_eq!(clock_text(Duration::from_secs(0)), "0:00");
        assert_eq!(clock_text(Duration::from_secs(723)), "12:03");
        assert_eq!(clock_text(Duration::from_secs(3909)), "1:05:09");
    }
}
