//! [`MatchView`]: everything a screen needs to draw one game at one instant, ready to
//! draw, in both languages where it is text. Built by [`Match::view`]; serialisable,
//! so that a networked seat or spectator receives exactly what a local screen draws.

use std::time::Duration;

use super::Mode;
use super::arbiter::NaturalLimitCount;
use super::clock::ClockFace;
use super::draw_offer::{Offer, offer_text};
use super::fouls::FoulKind;
use super::note::Note;
use super::outcome::Verdict;
use super::referee::{Match, RECORDING_EXEMPTION};
use super::result_sheet::ResultSheet;
use super::scoresheet::{EntryCheck, Recording, SheetStats};
use super::text::Text;
use super::time_control::TimeControl;
use super::time_source::Millis;
use super::touch_move::Touched;
use super::wire;
use crate::adjudication::RuleSet;
use crate::rules::{Color, Move, Position};

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MatchView {
    pub mode: Mode,
    pub rules: RuleSet,
    pub time_control: TimeControl,
    pub red: String,
    pub black: String,
    #[serde(with = "wire::position")]
    pub position: Position,
    /// The side to move on the board.
    #[serde(with = "wire::color")]
    pub to_move: Color,
    /// The side whose clock runs (the mover until they press).
    #[serde(with = "wire::color")]
    pub clock_holder: Color,
    /// The last mover has yet to press the clock (6).
    pub awaiting_press: bool,
    #[serde(with = "wire::opt_mv")]
    pub last_move: Option<Move>,
    /// The side to move is in check.
    pub check: bool,
    /// The moves played, in Chinese notation.
    pub moves: Vec<MoveRow>,
    /// Red's and Black's clock faces.
    pub clocks: [ClockFace; 2],
    pub paused: bool,
    /// Red's and Black's scoresheets.
    pub sheets: [SheetView; 2],
    /// Red's and Black's fouls (9.1).
    pub fouls: [Vec<FoulView>; 2],
    pub draw_offer: Option<Offer>,
    /// Touched pieces (第5条) and what they oblige.
    pub touched: Vec<Touched>,
    pub obligation: Option<Text>,
    pub natural_limit: NaturalLimitCount,
    /// The adjudication's warning (e.g. a repetition), if any.
    pub warning: Option<Text>,
    /// One-line messages for the status line, most important first.
    pub status: Vec<Text>,
    pub verdict: Option<Verdict>,
    pub result_sheet: Option<ResultSheet>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveRow {
    /// 0-based ply.
    pub ply: usize,
    /// The move number (回合) it belongs to.
    pub round: u32,
    #[serde(with = "wire::color")]
    pub by: Color,
    #[serde(with = "wire::mv")]
    pub mv: Move,
    /// Full Chinese notation: 炮二平五.
    pub text: String,
    /// The abbreviated form of 7.5: 炮2 5.
    pub abbreviated: String,
    pub capture: bool,
    pub check: bool,
    /// Time charged for the move and the mover's time left after pressing.
    pub think: Duration,
    pub remaining: Duration,
    pub pressed: bool,
}

/// How an entry compares with the move played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryMark {
    Correct,
    Wrong,
    Unreadable,
    /// Required and not written (yet).
    Missing,
    /// Not required of this player and not written.
    NotRequired,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SheetRow {
    pub ply: usize,
    pub round: u32,
    #[serde(with = "wire::color")]
    pub by: Color,
    /// The move played, full Chinese notation.
    pub actual: String,
    /// What the player wrote.
    pub entry: Option<String>,
    pub mark: EntryMark,
    /// Why a wrong or unreadable entry is so.
    pub why: Option<Text>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SheetView {
    #[serde(with = "wire::color")]
    pub owner: Color,
    pub recording: Recording,
    pub rows: Vec<SheetRow>,
    pub stats: SheetStats,
    /// Required plies not readably written.
    pub missing: Vec<usize>,
    /// The owner uses the 7.2 exemption (under 3 minutes).
    pub deferring: bool,
    /// 7.2: plies to complete before the owner may move.
    pub blocking: Option<Vec<usize>>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FoulView {
    pub kind: FoulKind,
    pub article: String,
    pub text: Text,
    pub ply: usize,
}

impl Match {
    /// The move number (回合) of ply `ply`.
    pub fn round_of(&self, ply: usize) -> u32 {
        let start = self.config.start.fullmove_number();
        let ply = ply as u32;
        match self.config.start.side_to_move() {
            Color::Red => start.saturating_add(ply / 2),
            Color::Black => start.saturating_add(ply.div_ceil(2)),
        }
    }

    /// Everything a screen needs at `now`.
    pub fn view(&self, now: Millis) -> MatchView {
        let moves: Vec<MoveRow> = self
            .moves
            .iter()
            .enumerate()
            .map(|(ply, m)| MoveRow {
                ply,
                round: self.round_of(ply),
                by: m.by,
                mv: m.mv,
                text: m.text.clone(),
                abbreviated: m.abbreviated.clone(),
                capture: m.capture,
                check: m.check,
                think: m.think,
                remaining: m.remaining,
                pressed: m.pressed,
            })
            .collect();
        let sheet_view = |c: Color| self.sheet_view(c);
        let foul_view = |c: Color| {
            self.fouls
                .of(c)
                .iter()
                .map(|f| FoulView {
                    kind: f.kind,
                    article: f.kind.article().to_string(),
                    text: f.kind.text(),
                    ply: f.ply,
                })
                .collect()
        };
        let obligation = self.obligation().map(|o| o.text);
        let natural_limit = self.arbiter.natural_limit();
        let warning = self.arbiter.warning();
        let clocks = [
            self.clock.face(Color::Red, now),
            self.clock.face(Color::Black, now),
        ];
        let mut view = MatchView {
            mode: self.config.mode,
            rules: self.config.rules,
            time_control: self.config.time_control.clone(),
            red: self.config.red.clone(),
            black: self.config.black.clone(),
            position: self.position.clone(),
            to_move: self.to_move(),
            clock_holder: self.clock_holder(),
            awaiting_press: self.awaiting_press,
            last_move: self.moves.last().map(|m| m.mv),
            check: self.position.is_check(),
            moves,
            clocks,
            paused: self.clock.is_paused(),
            sheets: [sheet_view(Color::Red), sheet_view(Color::Black)],
            fouls: [foul_view(Color::Red), foul_view(Color::Black)],
            draw_offer: self.draws.pending(),
            touched: self.touch.touches().to_vec(),
            obligation,
            natural_limit,
            warning,
            status: Vec::new(),
            verdict: self.verdict.clone(),
            result_sheet: ResultSheet::of(self, now),
        };
        view.status = self.status(&view);
        view
    }

    fn sheet_view(&self, owner: Color) -> SheetView {
        let sheet = &self.sheets[owner.index()];
        let rows = self
            .moves
            .iter()
            .enumerate()
            .map(|(ply, m)| {
                let entry = sheet.entry(ply);
                let (mark, why) = match entry.map(|e| &e.check) {
                    Some(EntryCheck::Correct) => (EntryMark::Correct, None),
                    Some(EntryCheck::Wrong { why, .. }) => (EntryMark::Wrong, Some(why.clone())),
                    Some(EntryCheck::Unreadable { why }) => {
                        (EntryMark::Unreadable, Some(why.clone()))
                    }
                    None if sheet.is_required(ply) => (EntryMark::Missing, None),
                    None => (EntryMark::NotRequired, None),
                };
                SheetRow {
                    ply,
                    round: self.round_of(ply),
                    by: m.by,
                    actual: m.text.clone(),
                    entry: entry.map(|e| e.text.clone()),
                    mark,
                    why,
                }
            })
            .collect();
        SheetView {
            owner,
            recording: sheet.recording(),
            rows,
            stats: sheet.stats(),
            missing: sheet.missing(),
            deferring: sheet.deferring(),
            blocking: sheet.blocking(),
        }
    }

    /// The status line, most important first.
    fn status(&self, view: &MatchView) -> Vec<Text> {
        let mut out = Vec::new();
        if let Some(v) = &self.verdict {
            out.push(v.text());
            return out;
        }
        if view.paused {
            out.push(Text::of(&Note::Paused));
        }
        if view.check {
            let c = view.to_move;
            out.push(Text::of(&Note::InCheck(c)));
        }
        if let Some(w) = &view.warning {
            out.push(w.clone());
        }
        if view.awaiting_press {
            let c = view.clock_holder;
            out.push(Text::of(&Note::PressTheClock(c)));
        }
        if let Some(o) = view.draw_offer {
            out.push(offer_text(o.by));
        }
        if let Some(o) = &view.obligation {
            out.push(o.clone());
        }
        for c in Color::ALL {
            let sheet = &view.sheets[c.index()];
            if let Some(plies) = &sheet.blocking {
                out.push(Text::of(&Note::CompleteEntriesFirst {
                    side: c,
                    count: plies.len(),
                }));
            } else if self.config.disciplined()
                && self.config.recording != Recording::Automatic
                && !view.clocks[c.index()].untimed
                && view.clocks[c.index()].remaining < RECORDING_EXEMPTION
            {
                out.push(Text::of(&Note::RecordingMayWait(c)));
            }
        }
        let nl = view.natural_limit;
        if nl.limit_plies > 0 && nl.plies.saturating_add(20) >= nl.limit_plies {
            let (m, lim) = (nl.moves(), nl.limit_moves());
            out.push(Text::of(&if nl.reached() {
                Note::NaturalLimitReached { moves: m }
            } else {
                Note::NaturalLimitNear {
                    moves: m,
                    limit: lim,
                }
            }));
        }
        out
    }
}
