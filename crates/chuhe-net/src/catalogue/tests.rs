//! The network's families rendered in both languages: none empty, no English word in
//! the Chinese text (the core's check, `chuhe_core::catalogue::examples`), and an
//! example of every variant.

use chuhe_core::catalogue::{Examples, check_family, variants};
use strum::EnumCount;

use super::host_log::HostLog;
use super::net::NetText;
use super::net_errors::NetErrorText;

#[test]
fn every_message_renders_in_both_languages_without_english_in_chinese() {
    check_family::<NetText>("network refusals");
    check_family::<NetErrorText>("network commands' errors");
}

#[test]
fn examples_cover_every_variant() {
    let net = NetText::examples();
    assert_eq!(variants(&net), NetText::COUNT);
}

/// Every variant of the network commands' errors has an example.
#[test]
fn net_error_examples_cover_every_variant() {
    assert_eq!(variants(&NetErrorText::examples()), NetErrorText::COUNT);
}

/// The host's operator log in both languages, no English in the Chinese, and an
/// example of every kind of line.
#[test]
fn host_log_lines_render_in_both_languages() {
    check_family::<HostLog>("host log lines");
    assert_eq!(variants(&HostLog::examples()), HostLog::COUNT);
}
