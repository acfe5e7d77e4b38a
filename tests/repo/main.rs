//! Checks of the source tree itself: the layering of `src/` and the one catalogue of
//! messages.
//!
//! One test binary for these modules (formerly one `tests/*.rs` binary each), so
//! that the library and its dependencies are linked once for all of them.

mod layering;
mod one_catalogue;
