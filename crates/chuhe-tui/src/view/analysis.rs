//! The analysis pane (pure drawing): the depth and the speed of the search, then up
//! to three lines, each with its score in pawns, Red's chance of winning, and the
//! principal variation in the chosen notation (Chinese by default).
//!
//! Scores are shown from Red's side (+ good for Red), whoever is to move, so that the
//! sign does not flip from move to move. The chance of winning is the expected score
//! the evaluation's own fit gives the centipawns (`eval::expected_score`: the logistic
//! `1 / (1 + e^(−K · cp))` whose K was fitted with the weights to the results of the
//! engine's games), a mate for Red 100 % and against it 0 %.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::theme::{Role, Theme};
use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::notation::{Style, write_move};
use chuhe_core::rules::{Color, Move, Position};
use chuhe_engine::Info;
use chuhe_engine::score::Display;

use super::put;

/// Moves of a line written out at most (the row cuts it to fit anyway).
const PV_MOVES: usize = 12;

/// What the pane shows: the position searched and the latest report.
pub struct PaneData<'a> {
    pub pos: &'a Position,
    pub info: Option<&'a Info>,
    /// Nodes per second (measured, or injected by a test for a stable picture).
    pub nps: Option<u64>,
}

/// Nodes per second of a report.
pub fn nps(info: &Info) -> u64 {
    let ms = info.elapsed.as_millis().max(1) as u64;
    info.nodes.saturating_mul(1000) / ms
}

/// Red's chance of winning, 0..=1, from a search score (side to move's view).
pub fn win_chance(score: i32, to_move: Color) -> f64 {
    let red = |s: i32| if to_move == Color::Red { s } else { -s };
    match Display::of(score) {
        Display::Mate(n) => {
            let mover_wins = n > 0;
            if mover_wins == (to_move == Color::Red) {
                1.0
            } else {
                0.0
            }
        }
        Display::Centipawns(cp) => chuhe_engine::eval::expected_score(red(cp)),
    }
}

/// The score from Red's side: "+0.35" pawns, or a mate ("+M3" / "+杀3").
pub fn score_text(score: i32, to_move: Color, lang: Lang) -> String {
    match Display::of(score) {
        Display::Centipawns(cp) => {
            let red = if to_move == Color::Red { cp } else { -cp };
            format!("{:+.2}", red as f64 / 100.0)
        }
        Display::Mate(n) => {
            let red_mates = (n > 0) == (to_move == Color::Red);
            UiText::AnalysisMate {
                red_mates,
                moves: n.unsigned_abs(),
            }
            .render(lang)
        }
    }
}

/// "1.2M", "850k", "900": a speed for a narrow pane.
pub fn nps_text(nps: u64) -> String {
    match nps {
        n if n >= 1_000_000 => format!("{:.1}M", n as f64 / 1e6),
        n if n >= 10_000 => format!("{}k", n / 1000),
        n => n.to_string(),
    }
}

/// The moves of a line in `style`, played out from `pos` (stopping at any move that
/// is not legal there: a line is only text, never trusted to be legal).
pub fn pv_text(pos: &Position, pv: &[Move], style: &Style) -> String {
    let mut p = pos.clone();
    let mut words = Vec::new();
    for &m in pv.iter().take(PV_MOVES) {
        if !p.is_legal(m) {
            break;
        }
        words.push(write_move(&p, m, style));
        p.play_unchecked(m);
    }
    words.join(" ")
}

pub fn render(
    buf: &mut Buffer,
    area: Rect,
    data: &PaneData,
    style: &Style,
    theme: &Theme,
    lang: Lang,
) {
    if area.height == 0 || area.width == 0 {
        return;
    }
    let row = |i: u16| Rect::new(area.x, area.y + i, area.width, 1);
    let Some(info) = data.info else {
        let text = if data.pos.legal_moves().is_empty() {
            Msg::AnalysisNoMove
        } else {
            Msg::AnalysisThinking
        };
        put(buf, row(0), 0, text.text(lang), theme.style(Role::Title));
        return;
    };
    let head = UiText::AnalysisHead {
        depth: info.depth,
        nps: nps_text(data.nps.unwrap_or(0)),
    }
    .render(lang);
    put(buf, row(0), 0, &head, theme.style(Role::Title));
    let to_move = data.pos.side_to_move();
    let mut y = 1;
    for line in &info.lines {
        if y >= area.height {
            return;
        }
        let score = score_text(line.score, to_move, lang);
        let chance = (win_chance(line.score, to_move) * 100.0).round() as u32;
        let x = put(
            buf,
            row(y),
            0,
            &format!("{score:>6}"),
            theme.style(Role::Key),
        );
        let x = put(
            buf,
            row(y),
            x + 1,
            &format!("{chance:>3}%"),
            theme.style(Role::Dim),
        );
        put(
            buf,
            row(y),
            x + 1,
            &pv_text(data.pos, &line.pv, style),
            theme.style(Role::Text),
        );
        y += 1;
    }
    if y < area.height {
        put(
            buf,
            row(y),
            0,
            Msg::AnalysisLegend.text(lang),
            theme.style(Role::Dim),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chuhe_engine::score::MATE;

    #[test]
    fn chances_follow_the_fitted_curve_from_reds_side() {
        // The logistic's inverse: at ln 3 / K centipawns the expected score is 3/4.
        let k = chuhe_engine::eval::LOGISTIC_K;
        let cp = (3f64.ln() / k).round() as i32;
        assert!((win_chance(cp, Color::Red) - 0.75).abs() < 1e-3);
        assert!((win_chance(cp, Color::Black) - 0.25).abs() < 1e-3);
        assert_eq!(win_chance(0, Color::Black), 0.5);
        // Black to move mates in one: Red's chance is nil.
        assert_eq!(win_chance(MATE - 1, Color::Black), 0.0);
        assert_eq!(win_chance(MATE - 1, Color::Red), 1.0);
    }

    #[test]
    fn scores_are_reds_in_pawns() {
        assert_eq!(score_text(35, Color::Red, Lang::En), "+0.35");
        assert_eq!(score_text(35, Color::Black, Lang::En), "-0.35");
        assert_eq!(nps_text(1_234_567), "1.2M");
        assert_eq!(nps_text(85_000), "85k");
    }
}
