//! The cross-table (成绩表): a round robin as a square, each cell the marks of the games
//! between two players; any other system by round, each cell the opponent's place,
//! the colour and the mark. Marks: points, ½, and "+"/"−" for results without play
//! (21.4).

use serde::Serialize;

use super::event::{Event, PlayerId};
use super::history::{Entry, histories};
use super::result::Score;
use super::scoring::points_text;
use super::standings::{Standings, standings};
use chuhe_core::rules::Color;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CrossTableRow {
    pub rank: u32,
    pub shared: bool,
    pub player: String,
    pub cells: Vec<String>,
    pub points: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CrossTable {
    pub event: String,
    /// Column headings: place numbers (round robin) or round numbers.
    pub columns: Vec<String>,
    pub square: bool,
    pub rows: Vec<CrossTableRow>,
}

/// One game's mark for the player: "1", "½", "0" (or the event's points), "+", "−",
/// "*" while unfinished.
pub fn mark(event: &Event, e: &Entry) -> String {
    match (e.score, e.unplayed) {
        (None, _) => "*".into(),
        (Some(Score::Win), true) => "+".into(),
        (Some(Score::Loss), true) => "−".into(),
        (Some(s), _) => points_text(event.scoring.points(s)),
    }
}

impl CrossTable {
    pub fn of(event: &Event) -> CrossTable {
        let st: Standings = standings(event);
        let hist = histories(event);
        let order: Vec<PlayerId> = st.rows.iter().map(|r| r.id).collect();
        let place = |p: PlayerId| order.iter().position(|&q| q == p).map(|i| i + 1);
        let square = event.system.is_round_robin();
        let columns: Vec<String> = if square {
            (1..=order.len()).map(|i| i.to_string()).collect()
        } else {
            (1..=event.rounds_paired())
                .map(|r| format!("R{r}"))
                .collect()
        };
        let rows = st
            .rows
            .iter()
            .map(|row| {
                let h = &hist[row.id];
                let cells = if square {
                    order
                        .iter()
                        .map(|&o| {
                            if o == row.id {
                                return "×".to_string();
                            }
                            h.entries
                                .iter()
                                .filter(|e| e.opponent == Some(o))
                                .map(|e| mark(event, e))
                                .collect::<String>()
                        })
                        .collect()
                } else {
                    (1..=event.rounds_paired())
                        .map(|r| match h.entries.iter().find(|e| e.round == r) {
                            None => String::new(),
                            Some(e) if e.bye => format!("bye{}", mark(event, e)),
                            Some(e) => {
                                let opp = e
                                    .opponent
                                    .and_then(place)
                                    .map_or("?".into(), |n| n.to_string());
                                let c = if e.colour == Some(Color::Red) {
                                    "r"
                                } else {
                                    "b"
                                };
                                format!("{opp}{c}{}", mark(event, e))
                            }
                        })
                        .collect()
                };
                CrossTableRow {
                    rank: row.rank,
                    shared: row.shared,
                    player: row.player.clone(),
                    cells,
                    points: row.points,
                }
            })
            .collect();
        CrossTable {
            event: event.name.clone(),
            columns,
            square,
            rows,
        }
    }
}
