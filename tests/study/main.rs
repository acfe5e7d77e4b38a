//! Study: the record parsers, annotation and search over a library of games.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod study_annotate;
mod study_parsers;
mod study_search;
