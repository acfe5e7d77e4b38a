//! The core's user-facing texts, both languages side by side, one file per message
//! family, keyed by typed values. The crates above hold their own families beside their
//! types, in the same shape (`chuhe_study`'s and `chuhe_tournament`'s `catalogue`,
//! `chuhe_net::catalogue`, the command line's
//! `chuhe::cli::catalogue`); `chuhe::catalogue` names them all.
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
//! - The files, one concept each: `notation.rs` (move texts),
//!   `points.rs` (how a point and a piece are named), `illegal.rs` (illegal moves and
//!   setups), `words.rs` (side, piece kind, mode, rule set, result), `match_control.rs`
//!   (end reasons, verdicts, the referee's refusals and notes, touched pieces),
//!   `arbiter.rs` (the arbiter's actions, fouls), `time_control.rs`, `result_sheet.rs`,
//!   `adjudication.rs` (citations, conducts, orders, warnings, verdicts of
//!   repetitions), `record.rs` (record readers' errors), `files.rs` (files,
//!   settings, the terminal), `fen.rs`, `values.rs` (a name no value takes,
//!   `lang::UnknownName`).
//! - Three families carry no core value but stay here because a crate below the TUI
//!   needs them: `ui.rs` ([`ui::Msg`], the TUI's and the CLI's fixed texts, which the
//!   core's [`files::FileText`] carries and its result sheet reads; [`ui::UiText`],
//!   texts with values, which word `chuhe-engine`'s engine errors) and `tui_errors.rs`
//!   (carried by `FileText` when a save does not replay).
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
//! `impl Examples`: one file and its example. A new family is a new file of that shape
//! in the crate of its type, checked by that crate's `catalogue/tests.rs`
//! ([`examples::check_family`]).

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
pub mod tui_errors;
pub mod ui;
pub mod values;
mod words;

// The catalogue's façade: the families the crates above name.
pub use examples::{Examples, check_family, english_words, variants};
pub use files::FileText;
pub use tui_errors::TuiError;
pub use ui::{HintFrom, Msg, UiText};

#[cfg(test)]
mod tests;
