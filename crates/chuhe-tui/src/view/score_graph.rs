//! The score graph of the study board: a sparkline over the main line of the record,
//! one bar a move, from the scores `chuhe review` wrote in the moves' comments.
//!
//! The review writes each move's score from the mover's side ("+1.25", "mate 3",
//! "mated in 2"), alone or after the move's own comment in brackets ("好棋 [+0.40]").
//! The graph turns them to Red's side and draws them as a bar height: an even game
//! is half height, Red winning fills the bar, Black winning empties it (the scores
//! are clamped at ±6 pawns, about a rook ahead, so that one blunder does not flatten
//! the rest). A move without a score has no bar.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Sparkline, SparklineBar, Widget};

use crate::theme::{Role, Theme};
use chuhe_core::record::{GameRecord, NodeId};
use chuhe_core::rules::Color;
use chuhe_engine::score::Display;

/// Scores beyond this many centipawns are drawn as this many.
const CLAMP: i32 = 600;

/// A move's score as the review wrote it, in centipawns from the mover's side (a
/// mate as ±[`CLAMP`]). `None` when the comment holds no review score: a free
/// comment is never read as one.
pub fn review_score(comment: &str) -> Option<i32> {
    let c = comment.trim();
    let text = match c.strip_suffix(']').and_then(|c| c.rsplit_once('[')) {
        Some((_, inner)) => inner.trim(),
        None => c,
    };
    if let Some(n) = text.strip_prefix("mated in ") {
        return n.trim().parse::<u32>().ok().map(|_| -CLAMP);
    }
    if let Some(n) = text.strip_prefix("mate ") {
        return n.trim().parse::<u32>().ok().map(|_| CLAMP);
    }
    if !text.starts_with(['+', '-']) {
        return None;
    }
    let pawns: f64 = text.parse().ok()?;
    pawns
        .is_finite()
        .then(|| (pawns * 100.0).round().clamp(-1e6, 1e6) as i32)
}

/// The main line's nodes and each move's score from Red's side (`None`: no score).
pub fn red_scores(record: &GameRecord) -> Vec<(NodeId, Option<i32>)> {
    let first = record
        .start_position()
        .map_or(Color::Red, |p| p.side_to_move());
    record
        .tree
        .main_line_nodes()
        .into_iter()
        .enumerate()
        .map(|(i, node)| {
            let mover = if i % 2 == 0 { first } else { first.opponent() };
            let score = record.tree.comment(node).and_then(review_score);
            let red = score.map(|s| if mover == Color::Red { s } else { -s });
            (node, red)
        })
        .collect()
}

/// The main line's nodes with scores computed by the engine (`tui::score_runner`),
/// one a move, already from Red's side.
pub fn computed(record: &GameRecord, scores: &[Option<i32>]) -> Vec<(NodeId, Option<i32>)> {
    let nodes = record.tree.main_line_nodes().into_iter();
    nodes
        .zip(scores.iter().copied().chain(std::iter::repeat(None)))
        .collect()
}

/// A search's score (side to move's view) as the graph's: centipawns from Red's
/// side, a mate as ±[`CLAMP`].
pub fn red_of_search(score: i32, to_move: Color) -> i32 {
    let mover = match Display::of(score) {
        Display::Centipawns(cp) => cp.clamp(-CLAMP, CLAMP),
        Display::Mate(n) if n > 0 => CLAMP,
        Display::Mate(_) => -CLAMP,
    };
    if to_move == Color::Red { mover } else { -mover }
}

/// Whether the record has any review score to draw.
pub fn has_scores(scores: &[(NodeId, Option<i32>)]) -> bool {
    scores.iter().any(|(_, s)| s.is_some())
}

/// Draws the graph; the bar of the move `current` (if on the main line) in the
/// cursor's colour. With more moves than columns, each column shows the last move
/// of its stretch.
pub fn render(
    buf: &mut Buffer,
    area: Rect,
    scores: &[(NodeId, Option<i32>)],
    current: NodeId,
    theme: &Theme,
) {
    if area.width == 0 || area.height == 0 || scores.is_empty() {
        return;
    }
    let n = scores.len();
    let w = (area.width as usize).min(n);
    let cursor: Style = theme.style(Role::Cursor);
    let bars: Vec<SparklineBar> = (0..w)
        .map(|k| {
            let from = k * n / w;
            let to = ((k + 1) * n / w).max(from + 1);
            let (_, score) = scores[to - 1];
            let bar = SparklineBar::from(score.map(|s| (s.clamp(-CLAMP, CLAMP) + CLAMP) as u64));
            let here = scores[from..to].iter().any(|(node, _)| *node == current);
            if here { bar.style(Some(cursor)) } else { bar }
        })
        .collect();
    Sparkline::default()
        .data(bars)
        .max(2 * CLAMP as u64)
        .style(theme.style(Role::Text))
        .render(area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_the_review_writes_and_nothing_else() {
        // The forms of `cli/review.rs`'s score_text.
        assert_eq!(review_score("+1.25"), Some(125));
        assert_eq!(review_score("-0.40"), Some(-40));
        assert_eq!(review_score("mate 3"), Some(CLAMP));
        assert_eq!(review_score("mated in 2"), Some(-CLAMP));
        assert_eq!(review_score("好棋 [+0.40]"), Some(40));
        assert_eq!(review_score("红方优势"), None);
        assert_eq!(review_score("1.5"), None);
        assert_eq!(review_score("+inf"), None);
    }
}
