//! The command line's message families, both languages side by side, in this crate,
//! which owns them: the same shape as the core's catalogue (`chuhe_core::catalogue`),
//! each family's file holding its types, `impl Render` matching on the language with
//! two exhaustive matches, and its `impl Examples`; a test renders every example in
//! both languages.
//! - [`cli`]: what the data commands print around their data, clap's usage errors.
//! - [`cli_errors`]: why a command refused its input (`chuhe: …`).

pub mod cli;
pub mod cli_errors;

#[cfg(test)]
mod tests;
