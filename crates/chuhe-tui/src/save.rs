//! Saving and loading games, through the record module: the autosave written after
//! every move (atomically — a killed process or a dropped SSH connection loses
//! nothing), the unfinished game offered at start, PGN and JSON files saved on
//! request, and any record format chuhe reads for `--load`.
//!
//! chuhe's JSON save carries the match data (clock readings, scoresheets, fouls, the
//! result sheet). The TUI adds one field of its own, `match_log`: the referee's log,
//! from which a resumed game is rebuilt exactly (clocks included). Readers that do
//! not know it ignore it, as the save format allows for newer fields.

use std::path::{Path, PathBuf};

use chuhe_core::catalogue::FileText;
use chuhe_core::match_control::{self, MatchConfig, MatchRecord, Mode, Outcome, TimeControl};
use chuhe_core::notation::Notation;
use chuhe_core::record::{
    self, ClockReading, GameRecord, GameResult, MatchData, PgnOptions, Scoresheets, SheetEntry,
    SignedSheet,
};
use chuhe_core::rules::{Color, Position};

use super::game::{GameInPlay, hot_seat_config};

/// The autosave's file name in the data directory.
pub const AUTOSAVE: &str = "autosave.json";

/// The TUI's own fields in the save: the referee's log, and the instant (on the
/// log's timeline) the save was made.
const LOG_FIELD: &str = "match_log";
const SAVED_AT_FIELD: &str = "match_saved_at";

/// The game as a record: headers, start, moves, result, and the match data.
pub fn to_record(game: &GameInPlay, date: Option<&str>) -> GameRecord {
    let config = game.config();
    let view = game.view();
    let mut rec = GameRecord::new(game.start_position());
    rec.headers.set_nonempty("Red", &config.red);
    rec.headers.set_nonempty("Black", &config.black);
    if let Some(d) = date {
        rec.headers.set("Date", d);
    }
    let mut node = rec.tree.root();
    let mut nodes = vec![node];
    for m in game.moves() {
        node = rec.tree.add_move(node, m);
        nodes.push(node);
    }
    arbiter_comments(game, &mut rec, &nodes);
    write_hints(game, &mut rec);
    if let Some(v) = game.verdict() {
        rec.result = match v.outcome.winner() {
            Some(Color::Red) => GameResult::RedWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        };
        // In Chinese, as the moves of the saved PGN are (an English
        // Termination tag in a Chinese record).
        rec.result_reason = Some(v.reason.describe(v.outcome, chuhe_core::lang::Lang::Zh));
    }
    let mut sheets = Scoresheets::default();
    for side in Color::ALL {
        let list = match side {
            Color::Red => &mut sheets.red,
            Color::Black => &mut sheets.black,
        };
        for row in &view.sheets[side.index()].rows {
            if row.entry.is_some() || row.mark == match_control::EntryMark::Missing {
                list.push(SheetEntry {
                    ply: row.ply as u32 + 1,
                    text: row.entry.clone(),
                });
            }
        }
    }
    let fouls = Color::ALL
        .iter()
        .flat_map(|&side| {
            view.fouls[side.index()].iter().map(move |f| record::Foul {
                side,
                article: f.article.clone(),
                description: f.text.en.clone(),
                ply: f.ply as u32,
            })
        })
        .collect();
    let tc = game.time_control();
    rec.match_data = Some(MatchData {
        rules: config.rules,
        mode: config.mode,
        time_control: (!tc.is_untimed()).then(|| tc.to_string()),
        clock: game
            .plies()
            .iter()
            .enumerate()
            .filter(|(_, p)| p.pressed)
            .map(|(i, p)| ClockReading {
                ply: i as u32 + 1,
                remaining_ms: p.remaining.as_millis() as u64,
                used_ms: p.think.as_millis() as u64,
            })
            .collect(),
        scoresheet: sheets,
        fouls,
        result_sheet: view.result_sheet.as_ref().map(|s| SignedSheet {
            red_time_used_ms: s.time_used[0].as_millis() as u64,
            black_time_used_ms: s.time_used[1].as_millis() as u64,
            red_fouls: s.fouls[0].len() as u32,
            black_fouls: s.fouls[1].len() as u32,
            signed_by: Vec::new(),
        }),
    });
    rec
}

/// Each of the arbiter's actions (17) as a comment on the move after which it was
/// taken, in Chinese as the record's moves are, with its article: the PGN shows what
/// the JSON save's log holds. A result entered from a record (10.1) is no ruling at
/// the board and is left out.
fn arbiter_comments(game: &GameInPlay, rec: &mut GameRecord, nodes: &[record::NodeId]) {
    use chuhe_core::match_control::{Action, ArbiterAction, Reason, Source};
    let mut ply: usize = 0;
    for entry in game.log().log {
        match entry.source {
            Source::Player {
                action: Action::Move { .. },
                ..
            } => ply += 1,
            Source::Player {
                action: Action::Undo,
                ..
            } => ply = ply.saturating_sub(1),
            Source::Arbiter { action } => {
                let as_recorded = matches!(
                    &action,
                    ArbiterAction::Declare { verdict }
                        if matches!(&verdict.reason, Reason::ArbiterDecision(r) if r.article == "10.1")
                );
                if let (false, Some(&node)) = (as_recorded, nodes.get(ply)) {
                    rec.tree.append_comment(node, &action.text().zh);
                }
            }
            _ => {}
        }
    }
}

/// chuhe's JSON save of the game, with the referee's log.
pub fn to_json(game: &GameInPlay) -> String {
    let text = record::save_json(&to_record(game, None));
    let mut value: serde_json::Value =
        serde_json::from_str(&text).expect("the record module writes JSON");
    if let Some(obj) = value.as_object_mut() {
        obj.insert(
            LOG_FIELD.into(),
            serde_json::to_value(game.log()).expect("the log serialises"),
        );
        obj.insert(SAVED_AT_FIELD.into(), game.now_millis().0.into());
    }
    let mut out = serde_json::to_string_pretty(&value).expect("JSON serialises");
    out.push('\n');
    out
}

/// The configuration a record describes: its match data (chuhe's saves) or a casual
/// game, its players and its start.
fn config_of(rec: &GameRecord) -> Result<MatchConfig, FileText> {
    let start = Position::from_setup(&rec.start).map_err(FileText::StartPosition)?;
    let mut c = match &rec.match_data {
        Some(m) => {
            let mut c = hot_seat_config(m.mode);
            c.rules = m.rules;
            c.time_control = match &m.time_control {
                Some(t) => TimeControl::parse(t)
                    .map_err(|_| FileText::SavedTimeControl { spec: t.clone() })?,
                None => TimeControl::untimed(),
            };
            c
        }
        None => hot_seat_config(Mode::Casual),
    };
    c.start = start;
    c.red = rec.headers.get("Red").unwrap_or_default().to_string();
    c.black = rec.headers.get("Black").unwrap_or_default().to_string();
    Ok(c)
}

/// A game from a record: its main line replayed (with the players' entries), and a
/// result it records kept even where the board does not show it.
pub fn from_record(rec: &GameRecord, now: std::time::Instant) -> Result<GameInPlay, FileText> {
    if let Some(problem) = &rec.problem {
        return Err(FileText::Game(problem.clone()));
    }
    let config = config_of(rec)?;
    let mut entries = std::collections::HashMap::new();
    if let Some(m) = &rec.match_data {
        for e in m.scoresheet.red.iter().chain(&m.scoresheet.black) {
            if let Some(t) = &e.text {
                entries.insert(e.ply as usize, t.clone());
            }
        }
    }
    let moves: Vec<_> = rec
        .main_line()
        .into_iter()
        .enumerate()
        .map(|(i, m)| (m, entries.remove(&(i + 1))))
        .collect();
    let recorded = match rec.result {
        GameResult::RedWins => Some(Outcome::loss_for(Color::Black)),
        GameResult::BlackWins => Some(Outcome::loss_for(Color::Red)),
        GameResult::Draw => Some(Outcome::Draw),
        GameResult::Unknown => None,
    };
    let mut game =
        GameInPlay::from_moves(config, &moves, recorded, now).map_err(FileText::Replay)?;
    game.set_hints_used(hints_of(rec));
    Ok(game)
}

/// Reads chuhe's save: rebuilt from the referee's log when it has one, from its
/// moves otherwise.
pub fn from_json(text: &str, now: std::time::Instant) -> Result<GameInPlay, FileText> {
    let value = serde_json::from_str::<serde_json::Value>(text).ok();
    let field = |name: &str| value.as_ref().and_then(|v| v.get(name)).cloned();
    let log = field(LOG_FIELD).and_then(|l| serde_json::from_value::<MatchRecord>(l).ok());
    if let Some(log) = log {
        let saved_at = field(SAVED_AT_FIELD).and_then(|v| v.as_u64()).unwrap_or(0);
        let mut game = GameInPlay::restore(&log, chuhe_core::match_control::Millis(saved_at), now)
            .map_err(FileText::Replay)?;
        if let Ok(rec) = record::load_json(text) {
            game.set_hints_used(hints_of(&rec));
        }
        return Ok(game);
    }
    let rec = record::load_json(text).map_err(FileText::Record)?;
    from_record(&rec, now)
}

fn make_dir(dir: &Path) -> Result<(), FileText> {
    std::fs::create_dir_all(dir).map_err(|e| FileText::io(dir, &e))
}

/// Saves the game being played, after every move.
pub fn autosave(data_dir: &Path, game: &GameInPlay) -> Result<(), FileText> {
    make_dir(data_dir)?;
    let path = data_dir.join(AUTOSAVE);
    chuhe_core::atomic_file::write_atomically(&path, to_json(game).as_bytes())
        .map_err(|e| FileText::io(&path, &e))
}

/// The unfinished game left by the last session, if any. A finished game, or one
/// with no move, is not offered; a broken autosave is reported.
pub fn unfinished(
    data_dir: &Path,
    now: std::time::Instant,
) -> Option<Result<GameInPlay, FileText>> {
    let path = data_dir.join(AUTOSAVE);
    let text = std::fs::read_to_string(&path).ok()?;
    match from_json(&text, now) {
        Ok(g) if g.is_over() || g.plies().is_empty() => None,
        Ok(g) => Some(Ok(g)),
        Err(e) => Some(Err(e.at(&path))),
    }
}

/// Saves the game as PGN (Chinese moves, UTF-8) and as chuhe's JSON save in the
/// saves directory; returns the PGN's path.
pub fn save_files(saves_dir: &Path, game: &GameInPlay, stamp: &str) -> Result<PathBuf, FileText> {
    let c = game.config();
    let names: String = [c.red.as_str(), c.black.as_str()]
        .iter()
        .filter(|n| !n.is_empty())
        .map(|n| {
            n.chars()
                .filter(|c| c.is_alphanumeric())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("-");
    let base = if names.is_empty() {
        format!("chuhe-{stamp}")
    } else {
        format!("chuhe-{stamp}-{names}")
    };
    make_dir(saves_dir)?;
    let date = stamp
        .get(..8)
        .map(|d| format!("{}.{}.{}", &d[..4], &d[4..6], &d[6..8]));
    let rec = to_record(game, date.as_deref());
    let pgn_path = saves_dir.join(format!("{base}.pgn"));
    let pgn = record::write_pgn(&rec, &PgnOptions::new(Notation::Chinese));
    chuhe_core::atomic_file::write_atomically(&pgn_path, pgn.as_bytes())
        .map_err(|e| FileText::io(&pgn_path, &e))?;
    let json_path = saves_dir.join(format!("{base}.json"));
    chuhe_core::atomic_file::write_atomically(&json_path, to_json(game).as_bytes())
        .map_err(|e| FileText::io(&json_path, &e))?;
    Ok(pgn_path)
}

/// Opens a game file for `--load`: any format and encoding chuhe reads; the first
/// game of a file that holds several.
pub fn load_file(path: &Path, now: std::time::Instant) -> Result<GameInPlay, FileText> {
    let bytes = std::fs::read(path).map_err(|e| FileText::io(path, &e))?;
    if let Ok(text) = std::str::from_utf8(&bytes)
        && text.contains(LOG_FIELD)
        && let Ok(g) = from_json(text, now)
    {
        return Ok(g);
    }
    let games = record::read_bytes(&bytes, Some(path)).map_err(|e| FileText::record(path, e))?;
    let first = games.first().ok_or_else(|| FileText::NoGame.at(path))?;
    from_record(first, now).map_err(|e| e.at(path))
}

/// The PGN tags (and JSON headers) that count the hints each side used.
pub const HINT_TAGS: [&str; 2] = ["RedHints", "BlackHints"];

/// The hints used, as tags; a game without hints has none.
fn write_hints(game: &GameInPlay, rec: &mut GameRecord) {
    let used = game.hints_used();
    if used == [0, 0] {
        return;
    }
    for (tag, n) in HINT_TAGS.iter().zip(used) {
        rec.headers.set(tag, n.to_string());
    }
}

/// The hints a record says were used (0 where it says nothing readable).
pub fn hints_of(rec: &GameRecord) -> [u32; 2] {
    HINT_TAGS.map(|t| {
        rec.headers
            .get(t)
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0)
    })
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use chuhe_core::rules::Move;

    fn mv(s: &str) -> Move {
        Move::from_iccs(s).unwrap()
    }

    fn practice_game(moves: &[&str]) -> GameInPlay {
        let t0 = Instant::now();
        let mut config = hot_seat_config(Mode::Practice);
        config.red = "胡荣华".into();
        config.time_control = TimeControl::parse("6.1").unwrap();
        let mut g = GameInPlay::new(config, t0);
        for (i, m) in moves.iter().enumerate() {
            g.play(mv(m), None, t0 + Duration::from_secs(5 * (i as u64 + 1)))
                .unwrap();
        }
        g
    }

    #[test]
    fn the_arbiters_actions_are_comments_of_the_pgn() {
        let mut g = practice_game(&["h2e2"]);
        let now = Instant::now() + Duration::from_secs(20);
        g.agreed_pause_or_resume(now).unwrap();
        let rec = to_record(&g, None);
        let pgn = record::write_pgn(&rec, &PgnOptions::new(Notation::Chinese));
        assert!(pgn.contains("{裁判：暂停计时 (17.4)}"), "{pgn}");
        // The JSON save keeps it in the log, and the comment once.
        let json = to_json(&g);
        assert!(json.contains("\"source\": \"arbiter\""), "{json}");
        assert_eq!(json.matches("裁判：暂停计时").count(), 1, "{json}");
    }

    #[test]
    fn a_save_restores_clocks_entries_and_setup() {
        let mut g = practice_game(&["h2e2", "h9g7", "h0g2"]);
        let now = Instant::now() + Duration::from_secs(20);
        g.record(Color::Red, 0, "炮二平五".into(), now).unwrap();
        let back = from_json(&to_json(&g), now).unwrap();
        assert_eq!(back.position(), g.position());
        assert_eq!(back.config(), g.config());
        assert_eq!(back.view().clocks, g.view().clocks);
        assert_eq!(
            back.view().sheets[0].rows[0].entry.as_deref(),
            Some("炮二平五")
        );
    }

    #[test]
    fn without_the_log_the_moves_and_entries_are_replayed() {
        let mut g = practice_game(&["h2e2", "h9g7"]);
        let now = Instant::now();
        g.record(Color::Red, 0, "炮二平五".into(), now).unwrap();
        let plain = record::save_json(&to_record(&g, None));
        let back = from_json(&plain, now).unwrap();
        assert_eq!(back.position(), g.position());
        assert_eq!(back.config().mode, Mode::Practice);
        assert_eq!(
            back.view().sheets[0].rows[0].entry.as_deref(),
            Some("炮二平五")
        );
    }

    #[test]
    fn a_recorded_result_is_kept_on_loading() {
        let mut g = practice_game(&["h2e2"]);
        g.resign(Instant::now()).unwrap();
        let rec = to_record(&g, None);
        // Black, to move, resigned.
        assert_eq!(rec.result, GameResult::RedWins);
        let reason = rec.result_reason.as_deref().unwrap();
        assert!(
            reason.contains("4.1.12") && reason.contains("黑方认输"),
            "{reason}"
        );
        let back = from_record(&rec, Instant::now()).unwrap();
        assert!(back.is_over());
    }

    #[test]
    fn the_autosave_offers_only_unfinished_games() {
        let top = tempfile::tempdir().unwrap();
        // The data directory is made on the first save.
        let dir = &top.path().join("data/chuhe");
        let now = Instant::now();
        assert!(unfinished(dir, now).is_none());
        autosave(dir, &practice_game(&[])).unwrap();
        assert!(unfinished(dir, now).is_none());
        autosave(dir, &practice_game(&["h2e2"])).unwrap();
        assert!(matches!(unfinished(dir, now), Some(Ok(_))));
        std::fs::write(dir.join(AUTOSAVE), "{").unwrap();
        let e = unfinished(dir, now).unwrap().unwrap_err();
        assert!(e.to_string().contains(AUTOSAVE), "{e}");
        // In Chinese the broken save is named, in Chinese words.
        let zh = chuhe_core::lang::Render::render(&e, chuhe_core::lang::Lang::Zh);
        assert!(zh.contains(&format!("{AUTOSAVE}：chuhe 存档有误")), "{zh}");
    }

    #[test]
    fn saved_files_open_again_with_load() {
        let dir = tempfile::tempdir().unwrap();
        let g = practice_game(&["h2e2", "h9g7"]);
        let pgn = save_files(dir.path(), &g, "20261129-120000").unwrap();
        let text = std::fs::read_to_string(&pgn).unwrap();
        assert!(
            text.contains("炮二平五") && text.contains("[Date \"2026.11.29\"]"),
            "{text}"
        );
        let now = Instant::now();
        assert_eq!(load_file(&pgn, now).unwrap().position(), g.position());
        let json = pgn.with_extension("json");
        assert_eq!(load_file(&json, now).unwrap().config(), g.config());
        let missing = dir.path().join("none.pgn");
        let e = load_file(&missing, now).err().unwrap();
        assert!(e.to_string().contains("none.pgn"), "{e}");
        let zh = chuhe_core::lang::Render::render(&e, chuhe_core::lang::Lang::Zh);
        assert_eq!(zh, format!("{}：文件不存在", missing.display()));
    }
}
