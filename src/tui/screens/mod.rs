//! The screens of the TUI, one a file.
//!
//! - `dictation.rs` — 听写: writing a master game's moves, marked ✓ or ✗;
//! - `position_editor.rs` — putting pieces on a board, validated by the rules core;
//! - `drill_view.rs` — the key hints and panels those two share.

pub mod dictation;
pub mod drill_view;
pub mod position_editor;
