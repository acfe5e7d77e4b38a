//! One catalogue: what goes wrong with the user's files
//! is said on a Chinese screen in Chinese — a broken config file, a damaged study
//! autosave, a theme with a bad colour, a tournament file that is missing or damaged,
//! a damaged dictation file, an engine level out of range — drawn by the real view
//! code on ratatui's TestBackend, with no English word on the screen (the allow-list
//! approach of `tests/cli/cli_text.rs`). The English stays what it was.

use crate::common::tui_common;

use std::path::Path;

use tui_common::*;

use chuhe::lang::Render;
use chuhe::tui::app::StatusKind;

/// ASCII words of three letters or more a Chinese game screen may hold: the hint
/// bar's key names, the program's name (its saves are "chuhe 存档"), and the colour
/// syntax a theme is written in.
const ALLOWED: &[&str] = &["Ctrl", "hjkl", "chuhe", "rrggbb"];

/// The words of `text` that a Chinese screen must not hold: runs of three ASCII
/// letters or more, outside file paths (a token holding `/` or `.`), and not on
/// [`ALLOWED`].
fn english_words(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for token in text.split(|c: char| c.is_whitespace() || "“”（）()：:，,；;、'\"".contains(c))
    {
        if token.contains(['/', '.']) {
            continue;
        }
        for word in token.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() >= 3 && !ALLOWED.contains(&word) {
                found.push(word.to_string());
            }
        }
    }
    found
}

/// `message` on the status line of a Chinese game screen: shown (its end, after the
/// path, is on the screen) and nothing English on the whole screen.
fn shown_in_chinese(message: &str, path: &Path) -> String {
    let mut t = Harness::new(120, 40, Lang::Zh);
    t.app
        .base
        .set_status(StatusKind::Error, message.to_string());
    let screen = t.screen();
    let flat: String = screen.lines().map(str::trim).collect();
    // What follows the path (a long path may be cut at the screen's edge).
    let path = path.display().to_string();
    let tail = message.rsplit(path.as_str()).next().unwrap_or(message);
    let tail = tail.trim_start_matches('：');
    assert!(flat.contains(tail), "“{tail}” not on\n{screen}");
    let words = english_words(&screen);
    assert!(words.is_empty(), "English {words:?} on\n{screen}");
    screen
}

#[test]
fn the_allow_list_catches_english() {
    assert_eq!(
        english_words("第2行第9列有误：unknown variant `huge`"),
        ["unknown", "variant", "huge"]
    );
    assert!(english_words("/tmp/x/config.toml：第2行 hjkl Ctrl-C").is_empty());
}

#[test]
fn a_broken_config_file_is_said_in_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, "theme = \"dark\"\nboard = \"huge\"\n").unwrap();
    let (_, error) = chuhe::tui::config::Config::load(dir.path());
    let error = error.expect("the config is broken");
    let zh = error.render(Lang::Zh);
    // The board is a named setting: the names it takes are listed.
    assert!(zh.contains("第2行第9列：没有“huge”这种棋盘大小"), "{zh}");
    // Its only Latin words are the value typed and the names to type instead.
    let mut t = Harness::new(120, 40, Lang::Zh);
    t.app.base.set_status(StatusKind::Error, zh.clone());
    let screen = t.screen();
    let words = english_words(&screen);
    assert!(
        words
            .iter()
            .all(|w| ["huge", "auto", "large", "full", "compact"].contains(&w.as_str())),
        "English {words:?} on\n{screen}"
    );
    let en = error.render(Lang::En);
    assert!(
        en.contains("line 2, column 9: unknown board 'huge' (auto, large, full or compact)"),
        "{en}"
    );
    // Another mistake is said by its place alone in Chinese, toml's reason in English.
    std::fs::write(&path, "theme = \"dark\"\nascii = maybe\n").unwrap();
    let error = chuhe::tui::config::Config::load(dir.path()).1.unwrap();
    let zh = error.render(Lang::Zh);
    assert!(zh.contains("第2行第9列有误"), "{zh}");
    shown_in_chinese(&zh, &path);
    assert!(error.render(Lang::En).contains("line 2, column 9: "));
}

#[test]
fn a_damaged_study_autosave_is_said_in_chinese() {
    use chuhe::tui::study_save::{STUDY_AUTOSAVE, unsaved_annotation};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(STUDY_AUTOSAVE);
    std::fs::write(&path, "{\"format\": \"chuhe\", \"moves\": [").unwrap();
    let error = unsaved_annotation(dir.path())
        .expect("there is a file")
        .unwrap_err();
    let zh = error.render(Lang::Zh);
    assert!(zh.starts_with(&format!("{}：", path.display())), "{zh}");
    shown_in_chinese(&zh, &path);
    let en = error.to_string();
    assert!(en.starts_with(&format!("{}: ", path.display())), "{en}");
}

#[test]
fn a_theme_with_a_bad_colour_is_said_in_chinese() {
    use chuhe::tui::theme::{ColorDepth, Role, Theme};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.toml");
    let role = Role::ALL[0].key();
    std::fs::write(&path, format!("[roles.{role}]\nfg = \"#12\"\n")).unwrap();
    let error = Theme::load("bad", Some(dir.path()), ColorDepth::Ansi256).unwrap_err();
    let zh = error.text().render(Lang::Zh);
    assert!(zh.contains("的颜色无法识别"), "{zh}");
    // The role is the user's word in the theme file.
    shown_in_chinese(&zh.replace(role, "某项"), &path);
    let en = error.to_string();
    assert!(en.contains("'#12' is not a #rrggbb colour"), "{en}");
}

#[test]
fn a_missing_or_damaged_tournament_file_is_said_in_chinese() {
    use chuhe::tui::screens::open::open_path;
    use chuhe::tui::screens::tournament::TournamentScreen;
    let dir = tempfile::tempdir().unwrap();
    // Missing: the tournament screen's own reading, and opening it as a record.
    let missing = dir.path().join("cup.json");
    let Err(e) = TournamentScreen::open(&missing) else {
        panic!("a missing file opened")
    };
    let zh = e.render(Lang::Zh);
    assert!(zh.contains("赛事文件无法读取"), "{zh}");
    shown_in_chinese(&zh, &missing);
    let Err(zh) = open_path(&missing, None, Lang::Zh) else {
        panic!("a missing file opened")
    };
    shown_in_chinese(&zh, &missing);
    // Damaged: an event file (its `format` says so) that is not a whole event.
    let damaged = dir.path().join("spring.json");
    std::fs::write(&damaged, "{\"format\": \"chuhe-tournament\"}").unwrap();
    let Err(zh) = open_path(&damaged, None, Lang::Zh) else {
        panic!("a damaged event opened")
    };
    assert!(zh.contains("赛事文件第1行"), "{zh}");
    shown_in_chinese(&zh, &damaged);
    let Err(en) = open_path(&damaged, None, Lang::En) else {
        panic!("a damaged event opened")
    };
    assert!(english_words(&en).len() > 2, "{en}");
}

#[test]
fn a_damaged_dictation_file_is_said_in_chinese() {
    use chuhe::catalogue::ui::UiText;
    use chuhe::tui::dictation_stats::{FILE, load};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE);
    std::fs::write(&path, "{ \"sessions\": ").unwrap();
    let error = load(dir.path()).unwrap_err();
    let zh = UiText::DictStatsError(error.render(Lang::Zh)).render(Lang::Zh);
    assert!(zh.contains("文件已损坏"), "{zh}");
    shown_in_chinese(&zh, &path);
    // The English is the path and serde's reason, as before.
    let en = error.to_string();
    assert!(
        en.starts_with(&format!("{}: EOF while parsing", path.display())),
        "{en}"
    );
}

#[test]
fn an_engine_level_out_of_range_is_said_in_chinese() {
    use chuhe::tui::options::EngineChoice;
    let Some(Err(e)) = EngineChoice::parse("engine:11") else {
        panic!("engine:11 accepted")
    };
    let zh = e.render(Lang::Zh);
    assert_eq!(zh, "“engine:11”：引擎的等级是1到10");
    assert!(english_words(&zh.replace("engine:11", "")).is_empty());
    assert_eq!(
        e.render(Lang::En),
        "'engine:11': the engine's levels are 1 to 10"
    );
}
