//! Every user-facing text, one file per language (`zh.rs`, `en.rs`), keyed by typed
//! values.
//!
//! # Design
//! - The core keeps its own types: a [`NotationError`] is an enum with the data of what
//!   went wrong, a [`PointName`] says which file and line a point is on. Nothing in the
//!   core holds a sentence.
//! - The catalogue turns those values into words. [`Catalogue`] has one method per
//!   message family; `zh::Zh` and `en::En` implement it, each with exhaustive matches,
//!   so that a new variant does not compile until both languages say it.
//! - [`Render`] (in `crate::lang`, below every module) is how anyone asks for a text:
//!   `err.render(lang)`. The catalogue implements it for each family by dispatching to
//!   the language's [`Catalogue`]. The core names only the trait, never this module, so
//!   the imports go one way: the catalogue depends on the core's value types, and the
//!   core, cli, tui and net depend on the trait.
//! - Texts of the TUI and the CLI that carry no core value are keyed by the
//!   catalogue's own types: [`ui::Msg`] (fixed texts) and [`ui::UiText`] (texts with
//!   values).
//! - Each family lists sample values of every variant ([`examples`]); a test renders
//!   all of them in both languages and fails on an English word in the Chinese text.
//! - The command line's own texts (`cli.rs`: what the data commands print around their
//!   data, the tournament tables' words, clap's usage errors) hold both languages in
//!   one file, two exhaustive matches, so that they merge apart from the hot spots.
//! - Why a command refused its input (`cli_errors.rs`: the
//!   `chuhe: …` errors of tournament, review, judge, analyse, export, dictate), the same way.
//! - The network commands' errors (`net_errors.rs`) likewise.
//! - The host's operator log (`host_log.rs`: what `chuhe host
//!   --headless` and `chuhe tournament serve` print on stderr), the same way.
//! - The TUI's errors that carry no file (`tui_errors.rs`: a game
//!   that does not replay, a typed engine) likewise.
//! - A name that is none of a value's names (`values.rs`: a mode, a
//!   rule set, a tournament system …, `lang::UnknownName`), the same way.
//! - The referee's `Text {zh, en}` (`match_control::text`), which the network carries,
//!   is built from the catalogue by rendering in both languages.

pub mod cli;
pub mod cli_errors;
mod en;
pub mod examples;
mod fen;
pub mod files;
pub mod host_log;
pub mod net;
pub mod net_errors;
mod tournament_errors;
pub mod tui_errors;
pub mod ui;
pub mod values;
mod zh;

use crate::adjudication::{
    AdjudicatedEnd, AdjudicatedResult, Citation, Conduct, MoveKind, Order, RuleSet, Warning,
};
use crate::lang::{Lang, Render};
use crate::match_control::TimeControlError;
use crate::match_control::{ArbiterAction, Mode, Outcome, Reason as EndReason, TouchDuty, Verdict};
use crate::match_control::{
    Foul, FoulKind, MatchError, Note, OfferRefusal, ResultSheet, TimeControl,
};
use crate::notation::{Expected, Notation, NotationError, PointName};
use crate::record::{GameError, RecordError};
use crate::rules::{Color, IllegalAttempt, IllegalMove, Kind};
use crate::tournament::TeamTableLabel;
use crate::tournament::{SheetLabel, TeamTieBreak, TieBreak};

/// The texts of one language, a method per message family.
pub trait Catalogue: Sync {
    /// Why a move text cannot be read or played.
    fn notation_error(&self, e: &NotationError) -> String;
    /// A game-list query that cannot be read (`chuhe::study::Filter::parse`).
    fn filter_error(&self, e: &crate::study::FilterError) -> String;
    /// What the reader expected where a text went wrong, in that notation.
    fn expected(&self, expected: Expected, notation: Notation) -> &'static str;
    /// Why a move breaks a rule, naming the points as the mover does.
    fn illegal_attempt(&self, a: &IllegalAttempt) -> String;
    /// Why a move breaks a rule, when the mover is not known (bare points).
    fn illegal_move(&self, r: &IllegalMove) -> String;
    /// A point as a player names it: "g0（红方三路底线）".
    fn point(&self, p: &PointName) -> String;
    /// A side: 红方 / Red.
    fn side(&self, c: Color) -> &'static str;
    /// A kind of piece, either side's name: 马 / horse.
    fn kind(&self, k: Kind) -> &'static str;
    /// A game mode: 休闲 / casual.
    fn mode(&self, m: Mode) -> &'static str;
    /// A rule set: 中国象棋协会规则 / CXA rules.
    fn rules(&self, r: RuleSet) -> &'static str;
    /// A game's result: 红胜 / Red wins.
    fn outcome(&self, o: Outcome) -> &'static str;
    /// Why a game ended, worded for its result: "红方超时 (22.1)".
    fn end_reason(&self, r: &EndReason, outcome: Outcome) -> String;
    /// The result and why: "黑胜：红方超时 (22.1)".
    fn verdict(&self, v: &Verdict) -> String;
    /// The adjudication module's verdict: 红方负 / Red loses.
    fn adjudication_verdict(&self, v: AdjudicatedResult) -> &'static str;
    /// What a move does under the repetition rules (28): 捉 / chase.
    fn move_kind(&self, k: MoveKind) -> &'static str;
    /// What a touched piece obliges (5): "摸子走子：必须走动五路兵（e3） (5.1)".
    fn touch_duty(&self, d: &TouchDuty) -> String;
    /// A fixed text of the TUI or CLI.
    fn msg(&self, m: ui::Msg) -> &'static str;
    /// A text of the TUI or CLI with values in it.
    fn ui(&self, t: &ui::UiText) -> String;
    /// What the arbiter did, as both players are told it, with the article.
    fn arbiter_action(&self, a: &ArbiterAction) -> String;
    /// Articles of a rule book: "2011 规则 4.3", "24.3, 26.4", "folk rules 7.2.2".
    fn citation(&self, c: Citation) -> String;
    /// What a side did over a repeated cycle: 长捉红车 / perpetually chases Red's rook.
    fn conduct(&self, c: Conduct) -> String;
    /// Why the adjudication ended the game, citing the articles.
    fn adjudication_reason(&self, r: &AdjudicatedEnd) -> String;
    /// The order to vary at a pending position (24.3; 2011 规则 4.3).
    fn repetition_order(&self, o: &Order) -> String;
    /// The warning once a position has occurred twice.
    fn repetition_warning(&self, w: &Warning) -> String;
    /// Why the referee refused an action, article included.
    fn match_error(&self, e: &MatchError) -> String;
    /// Why a draw may not be offered now, without the article.
    fn offer_refusal(&self, r: OfferRefusal) -> &'static str;
    /// What a foul was, without the article.
    fn foul_kind(&self, k: FoulKind) -> &'static str;
    /// A side's fouls, for the result sheet: "无" / "none", or the count and each.
    fn fouls(&self, list: &[Foul]) -> String;
    /// What the referee says that is neither a refusal nor a verdict.
    fn note(&self, n: &Note) -> String;
    /// A time control in words: "90分钟内走满40着，以后每15分钟走满10着".
    fn time_control(&self, tc: &TimeControl) -> String;
    /// The result sheet (10.1), one item a line.
    fn result_sheet(&self, s: &ResultSheet) -> String;
    /// Why the host refuses or closes a connection.
    fn net(&self, t: &net::NetText) -> String;
    /// A tie-break's name on a standings sheet (15.1, 15.2): 小分 / small points.
    fn tiebreak(&self, t: TieBreak) -> &'static str;
    /// A team tie-break's name (15.3–15.5): 全队总局分 / team game points.
    fn team_tiebreak(&self, t: TeamTieBreak) -> &'static str;
    /// A label of the printed result sheet (10.1): 所用时间 / time used.
    fn sheet_label(&self, l: SheetLabel) -> &'static str;
    /// What went wrong with a file, a setting or the terminal.
    fn file(&self, t: &files::FileText) -> String;
    /// Why a record reader refused a whole file.
    fn record_error(&self, e: &RecordError) -> String;
    /// The first problem in one game of a file, and where.
    fn game_error(&self, e: &GameError) -> String;
    /// What is wrong with a typed time control, and at which character.
    fn time_control_error(&self, e: &TimeControlError) -> String;
    /// A word of the team cross-table (12, 14.2): 场分 / match points.
    fn team_table_label(&self, l: TeamTableLabel) -> &'static str;
}

/// The catalogue of `lang`.
pub fn of(lang: Lang) -> &'static dyn Catalogue {
    match lang {
        Lang::Zh => &zh::Zh,
        Lang::En => &en::En,
    }
}

impl Render for NotationError {
    fn render(&self, lang: Lang) -> String {
        of(lang).notation_error(self)
    }
}

impl Render for crate::study::FilterError {
    fn render(&self, lang: Lang) -> String {
        of(lang).filter_error(self)
    }
}

impl Render for (Expected, Notation) {
    fn render(&self, lang: Lang) -> String {
        of(lang).expected(self.0, self.1).to_string()
    }
}

impl Render for IllegalAttempt {
    fn render(&self, lang: Lang) -> String {
        of(lang).illegal_attempt(self)
    }
}

impl Render for IllegalMove {
    fn render(&self, lang: Lang) -> String {
        of(lang).illegal_move(self)
    }
}

impl Render for PointName {
    fn render(&self, lang: Lang) -> String {
        of(lang).point(self)
    }
}

impl Render for Color {
    fn render(&self, lang: Lang) -> String {
        of(lang).side(*self).to_string()
    }
}

impl Render for Kind {
    fn render(&self, lang: Lang) -> String {
        of(lang).kind(*self).to_string()
    }
}

impl Render for Mode {
    fn render(&self, lang: Lang) -> String {
        of(lang).mode(*self).to_string()
    }
}

impl Render for RuleSet {
    fn render(&self, lang: Lang) -> String {
        of(lang).rules(*self).to_string()
    }
}

impl Render for Outcome {
    fn render(&self, lang: Lang) -> String {
        of(lang).outcome(*self).to_string()
    }
}

impl Render for (EndReason, Outcome) {
    fn render(&self, lang: Lang) -> String {
        of(lang).end_reason(&self.0, self.1)
    }
}

impl Render for Verdict {
    fn render(&self, lang: Lang) -> String {
        of(lang).verdict(self)
    }
}

impl Render for AdjudicatedResult {
    fn render(&self, lang: Lang) -> String {
        of(lang).adjudication_verdict(*self).to_string()
    }
}

impl Render for MoveKind {
    fn render(&self, lang: Lang) -> String {
        of(lang).move_kind(*self).to_string()
    }
}

impl Render for TouchDuty {
    fn render(&self, lang: Lang) -> String {
        of(lang).touch_duty(self)
    }
}

impl Render for ui::Msg {
    fn render(&self, lang: Lang) -> String {
        of(lang).msg(*self).to_string()
    }
}

impl Render for ui::UiText {
    fn render(&self, lang: Lang) -> String {
        of(lang).ui(self)
    }
}

impl Render for ArbiterAction {
    fn render(&self, lang: Lang) -> String {
        of(lang).arbiter_action(self)
    }
}

impl Render for Citation {
    fn render(&self, lang: Lang) -> String {
        of(lang).citation(*self)
    }
}

impl Render for Conduct {
    fn render(&self, lang: Lang) -> String {
        of(lang).conduct(*self)
    }
}

impl Render for AdjudicatedEnd {
    fn render(&self, lang: Lang) -> String {
        of(lang).adjudication_reason(self)
    }
}

impl Render for Order {
    fn render(&self, lang: Lang) -> String {
        of(lang).repetition_order(self)
    }
}

impl Render for Warning {
    fn render(&self, lang: Lang) -> String {
        of(lang).repetition_warning(self)
    }
}

impl Render for MatchError {
    fn render(&self, lang: Lang) -> String {
        of(lang).match_error(self)
    }
}

impl Render for OfferRefusal {
    fn render(&self, lang: Lang) -> String {
        of(lang).offer_refusal(*self).to_string()
    }
}

impl Render for FoulKind {
    fn render(&self, lang: Lang) -> String {
        of(lang).foul_kind(*self).to_string()
    }
}

impl Render for [Foul] {
    fn render(&self, lang: Lang) -> String {
        of(lang).fouls(self)
    }
}

impl Render for Vec<Foul> {
    fn render(&self, lang: Lang) -> String {
        of(lang).fouls(self)
    }
}

impl Render for Note {
    fn render(&self, lang: Lang) -> String {
        of(lang).note(self)
    }
}

impl Render for TimeControl {
    fn render(&self, lang: Lang) -> String {
        of(lang).time_control(self)
    }
}

impl Render for ResultSheet {
    fn render(&self, lang: Lang) -> String {
        of(lang).result_sheet(self)
    }
}

impl Render for net::NetText {
    fn render(&self, lang: Lang) -> String {
        of(lang).net(self)
    }
}

impl Render for TieBreak {
    fn render(&self, lang: Lang) -> String {
        of(lang).tiebreak(*self).to_string()
    }
}

impl Render for TeamTieBreak {
    fn render(&self, lang: Lang) -> String {
        of(lang).team_tiebreak(*self).to_string()
    }
}

impl Render for SheetLabel {
    fn render(&self, lang: Lang) -> String {
        of(lang).sheet_label(*self).to_string()
    }
}

impl Render for files::FileText {
    fn render(&self, lang: Lang) -> String {
        of(lang).file(self)
    }
}

impl Render for RecordError {
    fn render(&self, lang: Lang) -> String {
        of(lang).record_error(self)
    }
}

impl Render for GameError {
    fn render(&self, lang: Lang) -> String {
        of(lang).game_error(self)
    }
}

/// An opening move of `side` in each notation, for the input line's hint: Chinese,
/// WXF, ICCS (Black's example is Black's, 马8进7, not Red's).
fn typing_examples(side: Color) -> (&'static str, &'static str, &'static str) {
    match side {
        Color::Red => ("炮二平五", "C2.5", "h2e2"),
        Color::Black => ("马8进7", "H8+7", "h9g7"),
    }
}

#[cfg(test)]
mod tests;

impl Render for TimeControlError {
    fn render(&self, lang: Lang) -> String {
        of(lang).time_control_error(self)
    }
}

impl Render for TeamTableLabel {
    fn render(&self, lang: Lang) -> String {
        of(lang).team_table_label(*self).to_string()
    }
}
