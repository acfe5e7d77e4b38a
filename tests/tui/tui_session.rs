//! Starting the TUI: the command line (a contract, PRODUCT.md), the config, the
//! environment, resuming and `--load`, checked before any terminal is touched.

use std::path::Path;
use std::time::Instant;

use chuhe::adjudication::RuleSet;
use chuhe::match_control::{Mode, TimeControl};
use chuhe::rules::Position;
use chuhe::tui::app::{Prompt, StatusKind};
use chuhe::tui::game::{GameInPlay, hot_seat_config};
use chuhe::tui::save;
use chuhe::tui::session::Startup;
use chuhe::tui::{GameOptions, LookOptions, SessionOptions};

/// An environment with chuhe's directories under `dir`, plus extra pairs.
fn env(dir: &Path, extra: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let mut pairs: Vec<(String, String)> = vec![
        (
            "CHUHE_CONFIG_DIR".into(),
            dir.join("config").display().to_string(),
        ),
        (
            "CHUHE_DATA_DIR".into(),
            dir.join("data").display().to_string(),
        ),
        ("TERM".into(), "xterm-256color".into()),
    ];
    pairs.extend(extra.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    move |k| pairs.iter().find(|p| p.0 == k).map(|p| p.1.clone())
}

fn start(dir: &Path, args: SessionOptions, extra: &[(&str, &str)]) -> anyhow::Result<Startup> {
    Startup::prepare(&args, &env(dir, extra), Instant::now())
}

fn game(game: GameOptions) -> SessionOptions {
    SessionOptions {
        game,
        ..SessionOptions::default()
    }
}

#[test]
fn the_command_line_sets_up_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let args = game(GameOptions {
        mode: Some(Mode::Tournament),
        rules: Some(RuleSet::Axf),
        time: Some(TimeControl::parse("6.3").unwrap()),
        red: Some("胡荣华".into()),
        black: Some("杨官璘".into()),
        start: Some(Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1").unwrap()),
        ..GameOptions::default()
    });
    let s = start(dir.path(), args, &[("LANG", "zh_CN.UTF-8")]).unwrap();
    let setup = s.app.base.game.config();
    assert_eq!(setup.mode, Mode::Tournament);
    assert_eq!(setup.rules, RuleSet::Axf);
    assert_eq!(setup.time_control.to_string(), "40/10m,50/5m");
    assert_eq!(
        (setup.red.as_str(), setup.black.as_str()),
        ("胡荣华", "杨官璘")
    );
    assert_eq!(
        s.app.base.game.position().fen(),
        "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1"
    );
    assert_eq!(s.app.lang(), chuhe::lang::Lang::Zh);
}

/// Flag values are checked by the command line (tests/cli/cli_flags.rs); what is left
/// for the start are the files named: the theme and the record.
#[test]
fn a_missing_theme_or_record_is_refused_naming_the_flag() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            SessionOptions {
                look: LookOptions {
                    theme: Some("neon".into()),
                    ..LookOptions::default()
                },
                ..SessionOptions::default()
            },
            "--theme",
        ),
        (
            game(GameOptions {
                load: Some(dir.path().join("missing.pgn")),
                ..GameOptions::default()
            }),
            "--load",
        ),
    ];
    for (args, flag) in cases {
        let e = start(dir.path(), args, &[]).err().expect(flag).to_string();
        assert!(e.starts_with(flag), "{flag}: {e}");
    }
}

#[test]
fn an_unfinished_game_is_offered_and_a_new_one_asked_for_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let now = Instant::now();
    let mut g = GameInPlay::new(hot_seat_config(Mode::Casual), now);
    g.play(chuhe::rules::Move::from_iccs("h2e2").unwrap(), None, now)
        .unwrap();
    save::autosave(&data, &g).unwrap();

    let s = start(dir.path(), SessionOptions::default(), &[]).unwrap();
    assert_eq!(s.app.base.prompt, Some(Prompt::Resume));
    assert_eq!(s.app.base.shown_game().plies().len(), 1);
    assert!(s.to_archive.is_none());

    let args = game(GameOptions {
        mode: Some(Mode::Practice),
        ..GameOptions::default()
    });
    let s = start(dir.path(), args, &[]).unwrap();
    assert_eq!(s.app.base.prompt, None);
    assert_eq!(s.to_archive.map(|g| g.plies().len()), Some(1));
}

#[test]
fn load_opens_records_of_any_format() {
    let dir = tempfile::tempdir().unwrap();
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/games");
    for rel in [
        "golden/hbsxcjp_01.pgn_zh",
        "cchess_testdata/test1.xqf",
        "wukong/xqdb_traditional.pgn",
    ] {
        let path = shared.join(rel);
        assert!(
            path.exists(),
            "shared test data {} is missing",
            path.display()
        );
        let args = game(GameOptions {
            load: Some(path),
            ..GameOptions::default()
        });
        let s = start(dir.path(), args, &[]).unwrap_or_else(|e| panic!("{rel}: {e}"));
        assert!(!s.app.base.game.plies().is_empty(), "{rel}");
    }
}

#[test]
fn a_broken_config_is_reported_and_the_defaults_used() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("config")).unwrap();
    std::fs::write(dir.path().join("config/config.toml"), "board = \"huge\"\n").unwrap();
    let s = start(dir.path(), SessionOptions::default(), &[]).unwrap();
    let status = s.app.base.status.clone().unwrap();
    assert_eq!(status.kind, StatusKind::Error);
    assert!(status.text.contains("config.toml"), "{}", status.text);
}

#[test]
fn the_config_and_no_color_choose_the_look() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("config/themes")).unwrap();
    std::fs::write(
        dir.path().join("config/config.toml"),
        "theme = \"sea\"\nascii = true\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("config/themes/sea.toml"),
        "name = \"sea\"\nextends = \"dark\"\n",
    )
    .unwrap();
    let s = start(dir.path(), SessionOptions::default(), &[]).unwrap();
    assert_eq!(s.app.base.look.theme.name, "sea");
    assert_eq!(
        s.app.base.look.glyphs,
        chuhe::tui::view::board::Glyphs::Ascii
    );

    let plain = tempfile::tempdir().unwrap();
    let s = start(
        plain.path(),
        SessionOptions::default(),
        &[("NO_COLOR", "1")],
    )
    .unwrap();
    assert_eq!(s.app.base.look.theme.name, "mono");
}

/// `--game N` opens the N-th game of a library (the record reader's own count is
/// the reference: chuhe against itself), and a number past the end says how many
/// games there are.
#[test]
fn game_n_chooses_a_game_of_a_library() {
    let dir = tempfile::tempdir().unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/games/cchess_testdata/1989年龙化杯象棋名师邀请赛35局.CBL");
    let records = chuhe::record::read_file(&path).unwrap();
    let open = |n: usize| {
        start(
            dir.path(),
            game(GameOptions {
                load: Some(path.clone()),
                game: std::num::NonZeroUsize::new(n),
                ..GameOptions::default()
            }),
            &[],
        )
    };
    for n in [1, 2, records.len()] {
        let s = open(n).unwrap_or_else(|e| panic!("game {n}: {e}"));
        let main_line = records[n - 1].tree.main_line_nodes().len();
        assert_eq!(s.app.base.game.plies().len(), main_line, "game {n}");
    }
    assert_ne!(
        records[0].tree.main_line_nodes().len(),
        records[1].tree.main_line_nodes().len(),
        "games 1 and 2 must differ for this test to tell them apart"
    );
    let past = records.len() + 1;
    let e = open(past).err().expect("past the end").to_string();
    assert!(
        e.contains(&format!("--game {past}"))
            && e.contains(&format!("holds {} games", records.len())),
        "{e}"
    );
}

/// Glyphs, language and the move list's notation are three settings: `ascii` in
/// the config under a Chinese locale leaves a Chinese interface with Chinese moves;
/// the config's `notation` and the `--notation` option choose the notation alone.
#[test]
fn glyphs_language_and_notation_are_chosen_apart() {
    use chuhe::lang::Lang;
    use chuhe::notation::Notation;
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("config")).unwrap();
    std::fs::write(dir.path().join("config/config.toml"), "ascii = true\n").unwrap();
    let zh = [("LANG", "zh_CN.UTF-8")];
    let s = start(dir.path(), SessionOptions::default(), &zh).unwrap();
    assert_eq!(
        s.app.base.look.glyphs,
        chuhe::tui::view::board::Glyphs::Ascii
    );
    assert_eq!(s.app.lang(), Lang::Zh);
    assert_eq!(s.app.notation(), Notation::Chinese);

    // --lang en alone: English, and WXF moves (the English default).
    let en = SessionOptions {
        look: LookOptions {
            lang: Some(Lang::En),
            ..LookOptions::default()
        },
        ..SessionOptions::default()
    };
    let s = start(dir.path(), en.clone(), &zh).unwrap();
    assert_eq!(s.app.lang(), Lang::En);
    assert_eq!(s.app.notation(), Notation::Wxf);

    // The config's notation, and the option over it.
    std::fs::write(
        dir.path().join("config/config.toml"),
        "notation = \"iccs\"\n",
    )
    .unwrap();
    let s = start(dir.path(), SessionOptions::default(), &zh).unwrap();
    assert_eq!(s.app.notation(), Notation::Iccs);
    let mut chinese = en;
    chinese.look.notation = Some(Notation::Chinese);
    let s = start(dir.path(), chinese, &zh).unwrap();
    assert_eq!(
        (s.app.lang(), s.app.notation()),
        (Lang::En, Notation::Chinese)
    );
}

// The start's errors reach a Chinese user in Chinese.

/// The first frame of a start, as text (a fresh frame: no stale cells).
fn first_frame(s: &mut Startup, w: u16, h: u16) -> String {
    let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
    let frame = term.draw(|f| s.app.render(f)).unwrap().buffer.clone();
    // Each row's symbols, leaving out the cell behind a wide character.
    let mut out = String::new();
    for y in 0..h {
        let mut skip = 0;
        for x in 0..w {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let sym = frame[(x, y)].symbol();
            out.push_str(sym);
            skip = unicode_width::UnicodeWidthStr::width(sym).saturating_sub(1);
        }
        out.push('\n');
    }
    out
}

#[test]
fn a_broken_config_is_told_in_chinese_on_the_status_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("config")).unwrap();
    std::fs::write(dir.path().join("config/config.toml"), "board = \"huge\"\n").unwrap();
    let mut s = start(
        dir.path(),
        SessionOptions::default(),
        &[("LANG", "zh_CN.UTF-8")],
    )
    .unwrap();
    let status = s.app.base.status.clone().unwrap();
    assert!(
        status.text.ends_with(
            "config.toml：第1行第9列：没有“huge”这种棋盘大小（可写：auto、large、full、compact）"
        ),
        "{}",
        status.text
    );
    // Drawn at 80 columns, the line and column are on the screen, and none of
    // toml's English ("unknown variant").
    let screen = first_frame(&mut s, 80, 24);
    assert!(screen.contains("第1行第9列"), "{screen}");
    assert!(!screen.contains("unknown variant"), "{screen}");
}

#[test]
fn a_missing_theme_record_or_game_is_told_in_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let zh = [("LANG", "zh_CN.UTF-8")];
    let theme = SessionOptions {
        look: LookOptions {
            theme: Some("neon".into()),
            ..LookOptions::default()
        },
        ..SessionOptions::default()
    };
    let e = start(dir.path(), theme, &zh).err().unwrap().to_string();
    assert_eq!(e, "--theme：找不到主题“neon”");

    let missing = dir.path().join("missing.pgn");
    let load = game(GameOptions {
        load: Some(missing.clone()),
        ..GameOptions::default()
    });
    let e = start(dir.path(), load, &zh).err().unwrap().to_string();
    assert_eq!(e, format!("--load：{}：文件不存在", missing.display()));

    let library = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/games/cchess_testdata/1989年龙化杯象棋名师邀请赛35局.CBL");
    let count = chuhe::record::read_file(&library).unwrap().len();
    let past = game(GameOptions {
        load: Some(library),
        game: std::num::NonZeroUsize::new(count + 1),
        ..GameOptions::default()
    });
    let e = start(dir.path(), past, &zh).err().unwrap().to_string();
    assert!(e.contains(&format!("只有{count}盘对局")), "{e}");

    // A theme file that is broken is named, and the fallback's warning is Chinese.
    std::fs::create_dir_all(dir.path().join("config/themes")).unwrap();
    std::fs::write(
        dir.path().join("config/themes/sea.toml"),
        "extends = \"neon\"\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("config/config.toml"), "theme = \"sea\"\n").unwrap();
    let s = start(dir.path(), SessionOptions::default(), &zh).unwrap();
    let status = s.app.base.status.clone().unwrap();
    assert!(
        status.text.contains("sea.toml：主题要继承的“neon”不存在"),
        "{}",
        status.text
    );
}
