//! The tournament crate's own texts, both languages side by side, one file per message
//! family, in the catalogue's one shape (`chuhe_core::catalogue`): `words.rs` (the
//! tie-breaks, the result sheet's and the tables' words, the systems) and `errors.rs`
//! (why an operation is refused, an invalid setting, an impossible event file, why no
//! Swiss round pairs).

mod errors;
mod words;

#[cfg(test)]
mod tests;
