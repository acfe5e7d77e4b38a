//! A player's scoresheet (记录, article 7). In practice and tournament modes chuhe does
//! not write for the players: each entry is the player's own text, stored beside the
//! actual move and checked against it.
//!
//! - 7.1: every move is recorded; each 4 consecutive moves missing is one foul (9.1.7).
//! - 7.2: with under 3 minutes left a player may stop recording, but on entering the
//!   next period must complete the missing moves before moving.
//! - 7.5: full (`炮二平五`) and abbreviated (`炮2 5`) entries are both accepted.
//!
//! Decisions where the text is silent:
//! - An entry that cannot be read as a move at all counts as missing (7.1 asks for a
//!   clear record, "力求清晰准确"); one that reads as another move, or as an illegal one,
//!   is recorded but wrong: shown to the player and counted, never a foul.
//! - The 7.1 count is taken each time the owner presses the clock (the end of their
//!   turn): writing a move down a little late is normal, four in a row is not.
//! - Moves missed while exempt under 7.2 never count towards 7.1.

use super::note::Note;
use super::text::Text;
use super::wire;
use crate::notation::{Notation, NotationError, Style, parse_move, write_move};
use crate::rules::{Color, Move, Position};

/// Who writes the scoresheet.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Recording {
    /// chuhe writes every move (casual).
    #[default]
    Automatic,
    /// Each player writes their own moves (a lighter discipline, e.g. for hot-seat
    /// practice on one keyboard).
    OwnMoves,
    /// Each player writes every move of both sides, as 7.1 asks ("双方对每一回合都要逐着记录").
    AllMoves,
}

/// Which notations an entry may be written in.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum EntryNotation {
    /// Chinese only, full or abbreviated (7.5).
    #[default]
    Chinese,
    /// Any notation chuhe reads (Chinese, WXF, ICCS), and the abbreviated form.
    Any,
}

/// How an entry compares with the actual move.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum EntryCheck {
    Correct,
    /// Readable, but not the move played.
    Wrong {
        /// The move it names, in full Chinese notation, if it names a legal one.
        read_as: Option<String>,
        why: Text,
    },
    /// Not readable as a move: counts as missing (7.1).
    Unreadable {
        why: Text,
    },
}

impl EntryCheck {
    pub fn is_correct(&self) -> bool {
        matches!(self, EntryCheck::Correct)
    }

    /// Readable (right or wrong): the move counts as recorded for 7.1.
    pub fn counts_as_recorded(&self) -> bool {
        !matches!(self, EntryCheck::Unreadable { .. })
    }
}

/// One entry as the player wrote it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    pub text: String,
    pub check: EntryCheck,
}

/// The mistakes statistics of practice mode.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SheetStats {
    /// Entries written, rewrites included.
    pub written: u32,
    pub correct: u32,
    pub wrong: u32,
    pub unreadable: u32,
    /// Wrong or unreadable entries later rewritten correctly.
    pub corrected: u32,
}

/// Checks `text` as the entry for `actual`, played from `pos`. The full and the
/// abbreviated forms of 7.5 are both read (`炮二平五`, `炮2 5`, `马8 7̲`); an
/// abbreviated entry whose 进/退 line was left out is read as the one legal move it can
/// mean, as an arbiter reads a clear record.
pub fn check_entry(
    pos: &Position,
    actual: Move,
    text: &str,
    notation: EntryNotation,
) -> EntryCheck {
    let forced = match notation {
        EntryNotation::Chinese => Some(Notation::Chinese),
        EntryNotation::Any => None,
    };
    let style = Style::default();
    let read = parse_move(pos, text, forced);
    if read.as_ref().is_ok_and(|&m| m == actual) {
        return EntryCheck::Correct;
    }
    let played = write_move(pos, actual, &style);
    match read {
        Ok(m) => {
            let read = write_move(pos, m, &style);
            EntryCheck::Wrong {
                why: Text::of(&Note::EntryNamesAnother {
                    read: read.clone(),
                    played,
                }),
                read_as: Some(read),
            }
        }
        Err(e) if unreadable(&e) => EntryCheck::Unreadable {
            why: Text::of(&Note::EntryUnreadable(e)),
        },
        Err(e) => EntryCheck::Wrong {
            read_as: None,
            why: Text::of(&Note::EntryNoSuchMove { why: e, played }),
        },
    }
}

/// The entry says nothing a reader can take for a move (as opposed to naming a move
/// that is not on the board or not legal).
fn unreadable(e: &NotationError) -> bool {
    matches!(
        e,
        NotationError::Empty
            | NotationError::Unrecognized { .. }
            | NotationError::Syntax { .. }
            | NotationError::Incomplete { .. }
            | NotationError::BadNumber { .. }
            | NotationError::NoMoveBegins { .. }
    )
}

/// One player's scoresheet.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Scoresheet {
    #[serde(with = "wire::color")]
    owner: Color,
    /// The side that made the first ply of the game.
    #[serde(with = "wire::color")]
    first: Color,
    recording: Recording,
    /// One slot per ply played.
    entries: Vec<Option<Entry>>,
    /// Plies before this one no longer count towards 7.1 (already fouled for, or
    /// missed while exempt under 7.2).
    counted_from: usize,
    /// The owner has used the exemption of 7.2 and has moves to complete.
    deferring: bool,
    /// 7.2: the owner entered the next period while deferring; no move until complete.
    must_complete: bool,
    stats: SheetStats,
}

impl Scoresheet {
    pub fn new(owner: Color, first: Color, recording: Recording) -> Scoresheet {
        Scoresheet {
            owner,
            first,
            recording,
            entries: Vec::new(),
            counted_from: 0,
            deferring: false,
            must_complete: false,
            stats: SheetStats::default(),
        }
    }

    pub fn owner(&self) -> Color {
        self.owner
    }

    pub fn recording(&self) -> Recording {
        self.recording
    }

    pub fn entries(&self) -> &[Option<Entry>] {
        &self.entries
    }

    pub fn entry(&self, ply: usize) -> Option<&Entry> {
        self.entries.get(ply).and_then(Option::as_ref)
    }

    pub fn stats(&self) -> SheetStats {
        self.stats
    }

    /// The side that made ply `ply`.
    pub fn mover(&self, ply: usize) -> Color {
        if ply.is_multiple_of(2) {
            self.first
        } else {
            !self.first
        }
    }

    /// Whether the owner must write ply `ply`.
    pub fn is_required(&self, ply: usize) -> bool {
        match self.recording {
            Recording::Automatic => false,
            Recording::OwnMoves => self.mover(ply) == self.owner,
            Recording::AllMoves => true,
        }
    }

    fn is_missing(&self, ply: usize) -> bool {
        self.is_required(ply)
            && !self
                .entry(ply)
                .is_some_and(|e| e.check.counts_as_recorded())
    }

    /// Required plies not (readably) written.
    pub fn missing(&self) -> Vec<usize> {
        (0..self.entries.len())
            .filter(|&p| self.is_missing(p))
            .collect()
    }

    /// A ply was played: a blank slot.
    pub fn on_ply(&mut self) {
        self.entries.push(None);
    }

    /// The last ply was taken back.
    pub fn on_take_back(&mut self) {
        self.entries.pop();
        self.counted_from = self.counted_from.min(self.entries.len());
    }

    /// Writes (or rewrites) the entry of ply `ply`, already checked. Returns false if
    /// the ply has not been played.
    pub fn write(&mut self, ply: usize, text: &str, check: EntryCheck) -> bool {
        let Some(slot) = self.entries.get_mut(ply) else {
            return false;
        };
        let was_bad = slot.as_ref().is_some_and(|e| !e.check.is_correct());
        self.stats.written += 1;
        match &check {
            EntryCheck::Correct => {
                self.stats.correct += 1;
                if was_bad {
                    self.stats.corrected += 1;
                }
            }
            EntryCheck::Wrong { .. } => self.stats.wrong += 1,
            EntryCheck::Unreadable { .. } => self.stats.unreadable += 1,
        }
        *slot = Some(Entry {
            text: text.to_string(),
            check,
        });
        if self.deferring && self.missing().is_empty() {
            self.deferring = false;
            self.must_complete = false;
        }
        true
    }

    /// 7.1, taken when the owner presses the clock: the number of new fouls (one per 4
    /// consecutive required moves missing). With under 3 minutes left (7.2), nothing
    /// is counted and the moves missing so far are set aside until the next period.
    pub fn assess(&mut self, under_three_minutes: bool) -> usize {
        if self.recording == Recording::Automatic {
            return 0;
        }
        if under_three_minutes {
            if !self.missing().is_empty() {
                self.deferring = true;
            }
            self.counted_from = self.entries.len();
            return 0;
        }
        let mut run = 0;
        let mut fouls = 0;
        for ply in self.counted_from..self.entries.len() {
            if !self.is_required(ply) {
                continue;
            }
            if self.is_missing(ply) {
                run += 1;
                if run == 4 {
                    fouls += 1;
                    run = 0;
                    self.counted_from = ply + 1;
                }
            } else {
                run = 0;
            }
        }
        fouls
    }

    /// The owner has entered a new period (7.2): if they deferred recording, they
    /// must now complete it before moving.
    pub fn on_new_period(&mut self) {
        if self.deferring && !self.missing().is_empty() {
            self.must_complete = true;
        }
    }

    /// 7.2: the plies to complete before the owner may move, if blocked.
    pub fn blocking(&self) -> Option<Vec<usize>> {
        if !self.must_complete {
            return None;
        }
        let missing = self.missing();
        (!missing.is_empty()).then_some(missing)
    }

    /// Whether the owner is using the exemption of 7.2.
    pub fn deferring(&self) -> bool {
        self.deferring
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, Red};

    fn sheet(recording: Recording) -> Scoresheet {
        Scoresheet::new(Red, Red, recording)
    }

    fn correct() -> EntryCheck {
        EntryCheck::Correct
    }

    #[test]
    fn four_consecutive_missing_is_one_foul_7_1() {
        let mut s = sheet(Recording::AllMoves);
        for _ in 0..3 {
            s.on_ply();
        }
        assert_eq!(s.assess(false), 0, "three missing");
        s.on_ply();
        assert_eq!(s.assess(false), 1, "the fourth");
        assert_eq!(s.assess(false), 0, "counted once");
        for _ in 0..3 {
            s.on_ply();
        }
        assert_eq!(s.assess(false), 0);
        s.on_ply();
        assert_eq!(s.assess(false), 1, "every four: another foul");
        assert_eq!(s.missing(), (0..8).collect::<Vec<_>>());
    }

    #[test]
    fn a_written_move_breaks_the_run_7_1() {
        let mut s = sheet(Recording::AllMoves);
        for _ in 0..6 {
            s.on_ply();
        }
        s.write(2, "x", correct());
        assert_eq!(s.assess(false), 0, "runs of 2 and 3");
        s.on_ply();
        assert_eq!(s.assess(false), 1, "plies 3..=6");
    }

    #[test]
    fn own_moves_only_counts_the_owners_plies() {
        let mut s = Scoresheet::new(Black, Red, Recording::OwnMoves);
        for _ in 0..7 {
            s.on_ply();
        }
        assert_eq!(s.missing(), vec![1, 3, 5]);
        assert_eq!(s.assess(false), 0);
        s.on_ply();
        assert_eq!(s.assess(false), 1);
        assert!(!s.is_required(0) && s.is_required(7));
    }

    #[test]
    fn unreadable_counts_as_missing_wrong_does_not() {
        let mut s = sheet(Recording::AllMoves);
        for _ in 0..4 {
            s.on_ply();
        }
        let unreadable = EntryCheck::Unreadable {
            why: Text::default(),
        };
        let wrong = EntryCheck::Wrong {
            read_as: None,
            why: Text::default(),
        };
        s.write(0, "??", unreadable);
        s.write(1, "车一进一", wrong);
        assert_eq!(s.missing(), vec![0, 2, 3]);
        assert_eq!(s.assess(false), 0);
        s.write(1, "炮二平五", correct());
        let st = s.stats();
        assert_eq!(
            (
                st.written,
                st.wrong,
                st.unreadable,
                st.correct,
                st.corrected
            ),
            (3, 1, 1, 1, 1)
        );
    }

    #[test]
    fn under_three_minutes_recording_may_wait_until_the_next_period_7_2() {
        let mut s = sheet(Recording::AllMoves);
        for _ in 0..6 {
            s.on_ply();
        }
        assert_eq!(s.assess(true), 0, "exempt with under 3 minutes");
        assert!(s.deferring());
        for _ in 0..2 {
            s.on_ply();
        }
        assert_eq!(s.assess(false), 0, "the exempt moves never count for 7.1");
        assert_eq!(s.blocking(), None, "not blocked before the next period");
        s.on_new_period();
        assert_eq!(s.blocking(), Some((0..8).collect()));
        for p in 0..8 {
            s.write(p, "x", correct());
        }
        assert_eq!(s.blocking(), None);
        assert!(!s.deferring());
    }

    #[test]
    fn automatic_sheets_never_foul() {
        let mut s = sheet(Recording::Automatic);
        for _ in 0..10 {
            s.on_ply();
        }
        assert_eq!(s.assess(false), 0);
        assert!(s.missing().is_empty());
    }

    #[test]
    fn entries_are_checked_against_the_actual_move() {
        // Until the notation module lands, ICCS entries exercise the same path.
        let pos = Position::startpos();
        let h2e2 = Move::from_iccs("h2e2").unwrap();
        assert_eq!(
            check_entry(&pos, h2e2, "h2e2", EntryNotation::Any),
            EntryCheck::Correct
        );
        match check_entry(&pos, h2e2, "b2e2", EntryNotation::Any) {
            EntryCheck::Wrong {
                read_as: Some(r),
                why,
            } => {
                assert_eq!(
                    r,
                    write_move(&pos, Move::from_iccs("b2e2").unwrap(), &Style::default())
                );
                assert!(why.en.contains("the move played was"), "{why}");
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            check_entry(&pos, h2e2, "a0a5", EntryNotation::Any),
            EntryCheck::Wrong { read_as: None, .. }
        ));
        assert!(matches!(
            check_entry(&pos, h2e2, "hello", EntryNotation::Any),
            EntryCheck::Unreadable { .. }
        ));
    }
}
