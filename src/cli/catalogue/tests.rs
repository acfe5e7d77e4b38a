//! The command line's families rendered in both languages: none empty, no English
//! word in the Chinese text (the core's check, `chuhe_core::catalogue::examples`), an
//! example of every variant.

use chuhe_core::catalogue::{Examples, check_family, variants};
use strum::EnumCount;

use super::cli::CliText;
use super::cli_errors::CliError;

#[test]
fn every_message_renders_in_both_languages_without_english_in_chinese() {
    check_family::<CliText>("command-line texts");
    check_family::<CliError>("command-line errors");
}

/// The examples cover every variant: a new variant without an example fails here.
#[test]
fn examples_cover_every_variant() {
    assert_eq!(variants(&CliText::examples()), CliText::COUNT);
    assert_eq!(variants(&CliError::examples()), CliError::COUNT);
}
