//! Saving and loading games, through the record module: the autosave written after
//! every move (atomically — a killed process or a dropped SSH connection loses
//! nothing), the unfinished game offered at start, PGN and JSON files saved on
//! request, and any record format chuhe reads for `--load`.

use std::path::{Path, PathBuf};

use crate::notation::Notation;
use crate::record::{self, GameRecord, GameResult, MatchData, PgnOptions, Scoresheets, SheetEntry};
use crate::rules::{Color, Position};

use super::game::{DrawReason, Game, GameSetup, Outcome, WinReason};

/// The autosave's file name in the data directory.
pub const AUTOSAVE: &str = "autosave.json";

/// The game as a record: headers, start, moves, result, and chuhe's match data.
pub fn to_record(game: &Game, date: Option<&str>) -> GameRecord {
    let s = game.setup();
    let mut rec = GameRecord::new(game.start_position());
    rec.headers.set_nonempty("Red", &s.red);
    rec.headers.set_nonempty("Black", &s.black);
    if let Some(d) = date {
        rec.headers.set("Date", d);
    }
    let mut node = rec.tree.root();
    for m in game.moves() {
        node = rec.tree.add_move(node, m);
    }
    if let Some(o) = game.outcome() {
        rec.result = match o {
            Outcome::Win(Color::Red, _) => GameResult::RedWins,
            Outcome::Win(Color::Black, _) => GameResult::BlackWins,
            Outcome::Draw(_) => GameResult::Draw,
        };
        rec.result_reason = reason_text(o);
    }
    let mut sheets = Scoresheets::default();
    for (i, ply) in game.plies().iter().enumerate() {
        let entry = SheetEntry {
            ply: i as u32 + 1,
            text: ply.entry.clone(),
        };
        match ply.by {
            Color::Red => sheets.red.push(entry),
            Color::Black => sheets.black.push(entry),
        }
    }
    rec.match_data = Some(MatchData {
        rules: s.rules,
        mode: s.mode,
        time_control: s.time.clone(),
        scoresheet: sheets,
        ..MatchData::default()
    });
    rec
}

/// The reason saved with a result: the article it ends the game under.
fn reason_text(o: Outcome) -> Option<String> {
    Some(
        match o {
            Outcome::Win(_, WinReason::Checkmate) => "checkmate (4.1.1)",
            Outcome::Win(_, WinReason::Stalemate) => "stalemate (3.3, 4.1.2)",
            Outcome::Win(_, WinReason::Resignation) => "resignation (4.1.12)",
            Outcome::Win(_, WinReason::Time) => "time (4.1.6)",
            Outcome::Draw(DrawReason::Agreement) => "agreed draw (4.2.1)",
            Outcome::Draw(DrawReason::NaturalLimit) => "natural move limit (4.2.4)",
            Outcome::Win(_, WinReason::AsRecorded) | Outcome::Draw(DrawReason::AsRecorded) => {
                return None;
            }
        }
        .to_string(),
    )
}

/// A game from a record: its main line replayed from its start, the setup from its
/// headers and match data, a result it records kept even where the board does not
/// show it (a resignation, a draw).
pub fn from_record(rec: &GameRecord) -> Result<Game, String> {
    if let Some(problem) = &rec.problem {
        return Err(problem.to_string());
    }
    let start = Position::from_setup(&rec.start).map_err(|e| format!("start position: {e}"))?;
    let mut setup = GameSetup {
        start_fen: start.fen(),
        red: rec.headers.get("Red").unwrap_or_default().to_string(),
        black: rec.headers.get("Black").unwrap_or_default().to_string(),
        ..GameSetup::default()
    };
    if let Some(m) = &rec.match_data {
        setup.mode = m.mode;
        setup.rules = m.rules;
        setup.time = m.time_control.clone();
    }
    let mut game = Game::replay(setup, &rec.main_line())?;
    if let Some(m) = &rec.match_data {
        for side in [Color::Red, Color::Black] {
            for e in m.scoresheet.of(side) {
                game.set_entry(e.ply as usize, e.text.clone());
            }
        }
    }
    if !game.is_over() {
        match rec.result {
            GameResult::RedWins => {
                game.set_recorded_outcome(Outcome::Win(Color::Red, WinReason::AsRecorded))
            }
            GameResult::BlackWins => {
                game.set_recorded_outcome(Outcome::Win(Color::Black, WinReason::AsRecorded))
            }
            GameResult::Draw => game.set_recorded_outcome(Outcome::Draw(DrawReason::AsRecorded)),
            GameResult::Unknown => {}
        }
    }
    Ok(game)
}

/// Saves the game being played, after every move.
pub fn autosave(data_dir: &Path, game: &Game) -> Result<(), String> {
    make_dir(data_dir)?;
    let path = data_dir.join(AUTOSAVE);
    record::save_file(&path, &to_record(game, None)).map_err(|e| e.to_string())
}

fn make_dir(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))
}

/// The unfinished game left by the last session, if any. A finished game, or one
/// with no move, is not offered; a broken autosave is reported.
pub fn unfinished(data_dir: &Path) -> Option<Result<Game, String>> {
    let path = data_dir.join(AUTOSAVE);
    let text = std::fs::read_to_string(&path).ok()?;
    let game = record::load_json(&text)
        .map_err(|e| e.to_string())
        .and_then(|r| from_record(&r));
    match game {
        Ok(g) if g.is_over() || g.plies().is_empty() => None,
        Ok(g) => Some(Ok(g)),
        Err(e) => Some(Err(format!("{}: {e}", path.display()))),
    }
}

/// Saves the game as PGN (Chinese moves, UTF-8) and as chuhe's JSON save in the
/// saves directory; returns the PGN's path.
pub fn save_files(saves_dir: &Path, game: &Game, stamp: &str) -> Result<PathBuf, String> {
    let s = game.setup();
    let names: String = [s.red.as_str(), s.black.as_str()]
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
    record::write_atomically(&pgn_path, pgn.as_bytes())
        .map_err(|e| format!("{}: {e}", pgn_path.display()))?;
    let json_path = saves_dir.join(format!("{base}.json"));
    record::save_file(&json_path, &rec).map_err(|e| e.to_string())?;
    Ok(pgn_path)
}

/// Opens a game file for `--load`: any format and encoding chuhe reads; the first
/// game of a file that holds several.
pub fn load_file(path: &Path) -> Result<Game, String> {
    let games = record::read_file(path).map_err(|e| e.to_string())?;
    let first = games
        .first()
        .ok_or_else(|| format!("{}: no game in the file", path.display()))?;
    from_record(first).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::match_control::Mode;
    use crate::rules::Move;

    fn game_with(moves: &[&str]) -> Game {
        let moves: Vec<Move> = moves.iter().map(|m| Move::from_iccs(m).unwrap()).collect();
        let setup = GameSetup {
            mode: Mode::Practice,
            red: "胡荣华".into(),
            time: Some("6.1".into()),
            ..GameSetup::default()
        };
        Game::replay(setup, &moves).unwrap()
    }

    #[test]
    fn a_save_round_trips_with_its_setup_and_entries() {
        let mut g = game_with(&["h2e2", "h9g7", "h0g2"]);
        g.set_entry(1, Some("炮二平五".into()));
        let rec = record::load_json(&record::save_json(&to_record(&g, None))).unwrap();
        let back = from_record(&rec).unwrap();
        assert_eq!(back.position(), g.position());
        assert_eq!(back.setup(), g.setup());
        assert_eq!(back.plies()[0].entry.as_deref(), Some("炮二平五"));
    }

    #[test]
    fn a_recorded_result_is_kept_on_loading() {
        let mut g = game_with(&["h2e2"]);
        g.resign(Color::Black).unwrap();
        let rec = to_record(&g, None);
        assert_eq!(rec.result, GameResult::RedWins);
        assert_eq!(rec.result_reason.as_deref(), Some("resignation (4.1.12)"));
        let back = from_record(&rec).unwrap();
        assert_eq!(
            back.outcome(),
            Some(Outcome::Win(Color::Red, WinReason::AsRecorded))
        );
    }

    #[test]
    fn the_autosave_offers_only_unfinished_games() {
        let top = tempfile::tempdir().unwrap();
        // The data directory is made on the first save.
        let dir = &top.path().join("data/chuhe");
        assert!(unfinished(dir).is_none());
        autosave(dir, &game_with(&[])).unwrap();
        assert!(unfinished(dir).is_none());
        autosave(dir, &game_with(&["h2e2"])).unwrap();
        assert!(matches!(unfinished(dir), Some(Ok(_))));
        std::fs::write(dir.join(AUTOSAVE), "{").unwrap();
        let e = unfinished(dir).unwrap().unwrap_err();
        assert!(e.contains(AUTOSAVE), "{e}");
    }

    #[test]
    fn saved_files_open_again_with_load() {
        let dir = tempfile::tempdir().unwrap();
        let g = game_with(&["h2e2", "h9g7"]);
        let pgn = save_files(dir.path(), &g, "20261129-120000").unwrap();
        let text = std::fs::read_to_string(&pgn).unwrap();
        assert!(
            text.contains("炮二平五") && text.contains("[Date \"2026.11.29\"]"),
            "{text}"
        );
        assert_eq!(load_file(&pgn).unwrap().position(), g.position());
        let json = pgn.with_extension("json");
        assert_eq!(load_file(&json).unwrap().setup(), g.setup());
        let e = load_file(&dir.path().join("none.pgn")).unwrap_err();
        assert!(e.contains("none.pgn"), "{e}");
    }

    #[test]
    fn a_shared_record_loads() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../shared/data/games/golden/hbsxcjp_01.pgn_zh");
        assert!(
            path.exists(),
            "shared test data {} is missing",
            path.display()
        );
        let g = load_file(&path).unwrap();
        assert!(!g.plies().is_empty());
    }
}
