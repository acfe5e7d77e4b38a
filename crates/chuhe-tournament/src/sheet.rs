//! The result sheet of one game (10.1: "对局终了后在记录纸上记录比赛结果及双方所用时间、
//! 犯规情况，双方棋手和裁判当场签字认可"): the result, the time each player used, the
//! fouls, and lines for the two players' and the arbiter's signatures. As JSON (its
//! serde form) and as printable text.

use serde::Serialize;
use unicode_width::UnicodeWidthStr;

use super::error::TournamentError;
use super::event::Event;
use chuhe_core::lang::{Lang, Render};

/// The labels of the printed sheet; their words are the catalogue's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SheetLabel {
    Title,
    Round,
    Board,
    Rules,
    Time,
    Red,
    Black,
    Player,
    Result,
    TimeUsed,
    Fouls,
    Signed,
    Arbiter,
}

impl SheetLabel {
    pub const ALL: [SheetLabel; 13] = [
        SheetLabel::Title,
        SheetLabel::Round,
        SheetLabel::Board,
        SheetLabel::Rules,
        SheetLabel::Time,
        SheetLabel::Red,
        SheetLabel::Black,
        SheetLabel::Player,
        SheetLabel::Result,
        SheetLabel::TimeUsed,
        SheetLabel::Fouls,
        SheetLabel::Signed,
        SheetLabel::Arbiter,
    ];
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardSheet {
    pub event: String,
    pub round: u32,
    pub board: u32,
    pub rules: String,
    pub time_control: String,
    pub red: String,
    pub black: String,
    /// None while the game is unfinished.
    pub result: Option<String>,
    /// Seconds used by Red and Black, when recorded.
    pub time_used: Option<[u64; 2]>,
    pub fouls: [u32; 2],
}

/// The sheets of `round` (every board, or one), or of every round when `round` is None.
pub fn result_sheets(
    event: &Event,
    round: Option<u32>,
    board: Option<u32>,
) -> Result<Vec<BoardSheet>, TournamentError> {
    let paired = event.rounds_paired();
    let rounds: Vec<&super::event::Round> = match round {
        None => event.rounds.iter().collect(),
        Some(r) => vec![
            r.checked_sub(1)
                .and_then(|i| event.rounds.get(i as usize))
                .ok_or(TournamentError::NoSuchRound { round: r, paired })?,
        ],
    };
    let mut out = Vec::new();
    for r in rounds {
        if let Some(b) = board
            && !r.games.iter().any(|g| g.board == b)
        {
            return Err(TournamentError::NoSuchBoard {
                round: r.number,
                board: b,
                boards: r.games.len() as u32,
            });
        }
        for g in r
            .games
            .iter()
            .filter(|g| board.is_none_or(|b| g.board == b))
        {
            out.push(BoardSheet {
                event: event.name.clone(),
                round: r.number,
                board: g.board,
                rules: event.rules.to_string(),
                time_control: event.time_control.to_string(),
                red: event.name_of(g.red).to_string(),
                black: event.name_of(g.black).to_string(),
                result: g.result.map(|x| x.as_str().to_string()),
                time_used: g.time_used,
                fouls: g.fouls,
            });
        }
    }
    Ok(out)
}

/// `h:mm:ss`.
fn clock_text(seconds: u64) -> String {
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

fn pad(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(s.width())))
}

impl BoardSheet {
    /// Red's and Black's scores as written on the sheet: `1`, `½`, `0`, `+`, `−`.
    fn scores(&self) -> (String, String) {
        let (r, b) = match self.result.as_deref() {
            Some("1-0") => ("1", "0"),
            Some("0-1") => ("0", "1"),
            Some("1/2-1/2") => ("½", "½"),
            Some("+-") => ("+", "−"),
            Some("-+") => ("−", "+"),
            Some("--") => ("−", "−"),
            _ => ("", ""),
        };
        (r.to_string(), b.to_string())
    }

    /// A printable sheet in `lang`: the game, then one column for Red and one for
    /// Black.
    pub fn to_text(&self, lang: Lang) -> String {
        let l = |label: SheetLabel| label.render(lang);
        let (rs, bs) = self.scores();
        let (rt, bt) = match self.time_used {
            Some([r, b]) => (clock_text(r), clock_text(b)),
            None => (String::new(), String::new()),
        };
        let line = "_".repeat(14);
        let rows: [(String, String, String); 5] = [
            (String::new(), l(SheetLabel::Red), l(SheetLabel::Black)),
            (l(SheetLabel::Player), self.red.clone(), self.black.clone()),
            (l(SheetLabel::Result), rs, bs),
            (l(SheetLabel::TimeUsed), rt, bt),
            (
                l(SheetLabel::Fouls),
                self.fouls[0].to_string(),
                self.fouls[1].to_string(),
            ),
        ];
        let w0 = 11;
        let w1 = rows.iter().map(|r| r.1.width()).max().unwrap_or(0).max(14) + 2;
        let mut out = format!(
            "{} — {}, {} {}, {} {}\n{} {}, {} {}\n",
            l(SheetLabel::Title),
            self.event,
            l(SheetLabel::Round),
            self.round,
            l(SheetLabel::Board),
            self.board,
            l(SheetLabel::Rules),
            // The rule set and the time control in words, as the
            // file keeps their names (a name chuhe no longer reads stays as it is).
            self.rules
                .parse::<chuhe_core::adjudication::RuleSet>()
                .map_or_else(|_| self.rules.clone(), |r| r.render(lang)),
            l(SheetLabel::Time),
            chuhe_core::match_control::TimeControl::parse(&self.time_control)
                .map_or_else(|_| self.time_control.clone(), |t| t.render(lang))
        );
        for (label, red, black) in rows {
            out.push_str(format!("{}{}{}", pad(&label, w0), pad(&red, w1), black).trim_end());
            out.push('\n');
        }
        out.push_str(&format!(
            "{}{}{}\n",
            pad(&l(SheetLabel::Signed), w0),
            pad(&line, w1),
            line
        ));
        out.push_str(&format!("{}{}\n", pad(&l(SheetLabel::Arbiter), w0), line));
        out
    }
}
