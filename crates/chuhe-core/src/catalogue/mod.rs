//! Every user-facing text, both languages side by side, one file per message family,
//! keyed by typed values.
//!
//! # Design
//! - The core keeps its own types: a [`NotationError`](crate::notation::NotationError)
//!   is an enum with the data of what went wrong, a
//!   [`PointName`](crate::notation::PointName) says which file and line a point is on.
//!   Nothing in the core holds a sentence.
//! - [`Render`](crate::lang::Render) (in `crate::lang`, below every module) is how
//!   anyone asks for a text: `err.render(lang)`. The core names only the trait, never
//!   this module, so the imports go one way: the catalogue depends on the core's value
//!   types, and the core, cli, tui and net depend on the trait.
//! - One shape for every family: its file holds `impl Render for T`, which matches on
//!   the language and calls two functions, `…_zh` and `…_en`, each an exhaustive match,
//!   side by side in that one file; so a new variant does not compile until both
//!   languages say it. Where the English is a type's own `Display` (the record readers',
//!   the tournament's, the FEN reader's errors), only the Chinese is written here.
//! - The files, one concept each: `notation.rs` (move texts, game-list queries),
//!   `points.rs` (how a point and a piece are named), `illegal.rs` (illegal moves and
//!   setups), `words.rs` (side, piece kind, mode, rule set, result), `match_control.rs`
//!   (end reasons, verdicts, the referee's refusals and notes, touched pieces),
//!   `arbiter.rs` (the arbiter's actions, fouls), `time_control.rs`, `result_sheet.rs`,
//!   `adjudication.rs` (citations, conducts, orders, warnings, verdicts of
//!   repetitions), `tournament.rs` (tie-breaks and the tables' labels) and
//!   `tournament_errors.rs`, `record.rs` (record readers' errors), `files.rs` (files,
//!   settings, the terminal), `fen.rs`, `values.rs` (a name no value takes,
//!   `lang::UnknownName`), `net.rs`, `net_errors.rs`, `host_log.rs` (the network's
//!   refusals, commands' errors and operator log), `tui_errors.rs`, `cli.rs` and
//!   `cli_errors.rs` (the command line's texts and errors), `ui.rs` (the TUI's and the
//!   CLI's own keys: [`ui::Msg`] fixed texts, [`ui::UiText`] texts with values).
//! - A text that uses another family's words calls that family's `…_zh`/`…_en`
//!   function (`side_zh(c)`), so a Chinese text never takes an English word.
//! - Each family's file also lists sample values of every variant (its
//!   `impl Examples`, the trait in [`examples`]); a test renders all of them in both
//!   languages and fails on an English word in the Chinese text, and checks that the
//!   samples cover every variant.
//! - The referee's `Text {zh, en}` (`match_control::text`), which the network carries,
//!   is built from the catalogue by rendering in both languages.
//!
//! # Adding a message
//! Add the variant to its type, say it in that family's `…_zh` and `…_en` (the
//! compiler points at both matches), and give it a sample in the same file's
//! `impl Examples`: one file and its example.

mod adjudication;
mod arbiter;
pub mod examples;
mod fen;
pub mod files;
mod illegal;
mod match_control;
mod notation;
mod points;
mod record;
mod result_sheet;
mod time_control;
mod tournament;
mod tournament_errors;
pub mod tui_errors;
pub mod ui;
pub mod values;
mod words;

#[cfg(test)]
mod tests;
