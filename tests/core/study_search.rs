//! The study collection and position search over the real records of
//! ../shared/data/games: the game list agrees with the whole-file readers, position
//! counts agree with a brute-force replay done here (positions compared by their
//! boards, not by hash), and `chuhe search --json` prints the same counts.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::process::Command;

use chuhe::record::{
    Format, GameRecord, GameResult, PgnSplitter, decode, read_file, read_pgn, read_pgn_span,
    record_files,
};
use chuhe::rules::{Color, Move, Position};
use chuhe::study::{Collection, IndexOptions, PositionIndex, index_collection, play_move_list};

use crate::common;

fn games_dir() -> PathBuf {
    let dir = common::shared_data().join("games");
    assert!(
        dir.is_dir(),
        "shared test data {} is missing; the tests read it in place from ../shared/data",
        dir.display()
    );
    dir
}

/// Every game of the shared data, read by the whole-file readers.
fn all_games() -> Vec<GameRecord> {
    let mut out = Vec::new();
    for path in record_files(&[games_dir()]) {
        if let Ok(games) = read_file(&path) {
            out.extend(games);
        }
    }
    out
}

/// What a position is, independent of the hash: the board and the side to move.
fn key(pos: &Position) -> (Vec<Option<chuhe::rules::Piece>>, Color) {
    let s = pos.to_setup();
    (s.board.to_vec(), s.side)
}

#[derive(Debug, Default, PartialEq, Eq)]
struct Brute {
    games: BTreeSet<usize>,
    /// Next move → (games, red wins, draws, black wins).
    moves: BTreeMap<Move, (BTreeSet<usize>, u32, u32, u32)>,
}

/// Replays every line (main lines only, or every line of the tree) and collects the
/// games that stand at `target`.
fn brute_force(games: &[GameRecord], target: &Position, variations: bool) -> Brute {
    let want = key(target);
    let mut b = Brute::default();
    for (i, g) in games.iter().enumerate() {
        let Ok(start) = g.start_position() else {
            continue;
        };
        let lines = if variations {
            g.tree.lines()
        } else {
            vec![g.main_line()]
        };
        for line in lines {
            let mut pos = start.clone();
            for step in 0..=line.len() {
                if key(&pos) == want {
                    b.games.insert(i);
                    if let Some(&mv) = line.get(step) {
                        let e = b.moves.entry(mv).or_default();
                        if e.0.insert(i) {
                            match g.result {
                                GameResult::RedWins => e.1 += 1,
                                GameResult::Draw => e.2 += 1,
                                GameResult::BlackWins => e.3 += 1,
                                GameResult::Unknown => {}
                            }
                        }
                    }
                }
                if let Some(&mv) = line.get(step) {
                    pos.play_unchecked(mv);
                }
            }
        }
    }
    b
}

/// Positions to probe: the opening and the first moves, a transposition, and
/// positions taken from the games (their start, and plies along the main line).
fn probes(games: &[GameRecord]) -> Vec<Position> {
    let mut out = vec![Position::startpos()];
    for moves in [
        "h2e2",
        "h2e2 h9g7",
        "b0c2 h9g7 h2e2",
        "h2e2 h9g7 b0c2",
        "c3c4",
    ] {
        out.push(play_move_list(&Position::startpos(), moves).unwrap().1);
    }
    for g in games.iter().step_by(9) {
        if let Ok(p) = g.main_line_positions() {
            out.extend(p.into_iter().step_by(11).take(4));
        }
    }
    out
}

#[test]
fn position_counts_match_a_brute_force_replay() {
    let games = all_games();
    let mut collection = Collection::open(&[games_dir()]);
    assert_eq!(
        collection.len(),
        games.len(),
        "the collection lists the games the readers read"
    );
    for variations in [false, true] {
        let index = index_collection(&mut collection, IndexOptions { variations });
        let probes = probes(&games);
        assert!(probes.len() > 50);
        let mut nonzero = 0;
        for pos in &probes {
            let brute = brute_force(&games, pos, variations);
            let found = index.search(pos);
            let fen = pos.fen();
            let games_found: BTreeSet<usize> = found.games.iter().map(|&g| g as usize).collect();
            assert_eq!(games_found, brute.games, "games at {fen}");
            assert_eq!(found.moves.len(), brute.moves.len(), "moves at {fen}");
            for m in &found.moves {
                let (bg, r, d, bl) = &brute.moves[&m.mv];
                let mg: BTreeSet<usize> = m.games.iter().map(|&g| g as usize).collect();
                assert_eq!(&mg, bg, "{} at {fen}", m.mv);
                assert_eq!(
                    (m.red_wins, m.draws, m.black_wins),
                    (*r, *d, *bl),
                    "{} at {fen}",
                    m.mv
                );
            }
            // Sorted by games, most first.
            assert!(
                found
                    .moves
                    .windows(2)
                    .all(|w| w[0].games.len() >= w[1].games.len())
            );
            nonzero += usize::from(!found.games.is_empty());
        }
        assert!(nonzero > 40, "the probes are positions the games reach");
    }
}

#[test]
fn variations_add_positions_only_when_asked() {
    // SAMPLE.PGN has variations: a position only they reach is found with them.
    let games = all_games();
    let with_var = games
        .iter()
        .find(|g| g.tree.lines().len() > 1)
        .expect("a game with variations");
    let line = with_var.tree.lines().last().unwrap().clone();
    let mut pos = with_var.start_position().unwrap();
    for &m in &line {
        pos.play_unchecked(m);
    }
    let mut main = PositionIndex::new(IndexOptions::default());
    let mut all = PositionIndex::new(IndexOptions { variations: true });
    for (i, g) in games.iter().enumerate() {
        main.add_game(i as u32, g);
        all.add_game(i as u32, g);
    }
    main.finish();
    all.finish();
    assert_eq!(
        all.search(&pos).games.len(),
        brute_force(&games, &pos, true).games.len()
    );
    assert!(all.search(&pos).games.len() >= main.search(&pos).games.len());
    assert!(all.len() > main.len());
}

#[test]
fn pgn_games_cut_by_the_splitter_read_as_the_whole_file_reads_them() {
    let mut files = 0;
    for path in record_files(&[games_dir()]) {
        let bytes = std::fs::read(&path).unwrap();
        if Format::from_signature(&bytes).is_some() {
            continue;
        }
        let text = decode(&bytes).text;
        if Format::from_text(&text) != Format::Pgn {
            continue;
        }
        let Ok(whole) = read_pgn(&text) else {
            assert_eq!(PgnSplitter::new(&text).count(), 0, "{}", path.display());
            continue;
        };
        let spans: Vec<_> = PgnSplitter::new(&text).collect();
        assert_eq!(spans.len(), whole.len(), "{}", path.display());
        for (i, (span, game)) in spans.iter().zip(&whole).enumerate() {
            let alone = read_pgn_span(&text, span);
            assert_eq!(&alone, game, "{} game {}", path.display(), i + 1);
            assert_eq!(span.result, game.result);
            if game.problem.is_none() {
                assert_eq!(
                    span.main_line_words as usize,
                    game.main_line().len(),
                    "{} game {}",
                    path.display(),
                    i + 1
                );
            }
        }
        files += 1;
    }
    assert!(files > 20, "PGN files checked: {files}");
}

#[test]
fn damaged_games_keep_their_place_and_the_rest_stays_usable() {
    let text = "[Event \"a\"]\n[Red \"甲\"]\n1. 炮二平五 马８进７ 1-0\n\n\
                [Event \"b\"]\n[Red \"乙\"]\n1. 炮二平五 马８进７\n2. 马二进三 马８进７ 0-1\n\n\
                [Event \"c\"]\n[Black \"丙\"]\n[Date \"1990.05.01\"]\n1. h2e2 h9g7 1/2-1/2\n";
    let mut c = Collection::default();
    c.add_bytes("games.pgn".into(), text.as_bytes().to_vec());
    c.add_bytes("broken.xqf".into(), b"not an xqf at all".to_vec());
    assert_eq!(c.len(), 3);
    assert_eq!(c.failures().len(), 1);
    assert_eq!(&*c.entry(1).unwrap().row.event, "b");
    assert_eq!(c.entry(1).unwrap().row.moves, 4, "counted before reading");
    let index = index_collection(&mut c, IndexOptions::default());
    let damaged: Vec<_> = c.damaged().collect();
    assert_eq!(damaged.len(), 1);
    let (i, problem) = damaged[0];
    assert_eq!(i, 1);
    assert_eq!((problem.move_number, problem.side), (2, Some(Color::Black)));
    assert_eq!(problem.text, "马８进７");
    assert_eq!(
        problem.location,
        // Line 8 of the whole text, after "2. 马二进三 " (8 characters).
        chuhe::record::Location::Text { line: 8, column: 9 },
        "placed in the whole file"
    );
    assert_eq!(
        c.entry(1).unwrap().row.moves,
        3,
        "the moves read before the problem"
    );
    let r = index.search(
        &play_move_list(&Position::startpos(), "h2e2 h9g7")
            .unwrap()
            .1,
    );
    assert_eq!(r.games, vec![0, 1, 2]);
    assert_eq!((r.red_wins, r.draws, r.black_wins), (1, 1, 1));
    assert_eq!(c.read_game(2).unwrap().headers.get("Black"), Some("丙"));
    assert!(c.read_game(3).is_err());
}

#[test]
fn header_search_over_the_shared_games() {
    use chuhe::study::{Filter, SortKey, select};
    let c = Collection::open(&[games_dir()]);
    let by_number = select(&c, &Filter::default(), SortKey::Number, false);
    assert_eq!(by_number.len(), c.len());
    // Every listed game passes the filter, and every passing game is listed.
    let f = Filter::parse("result:1-0").unwrap();
    let red: Vec<u32> = select(&c, &f, SortKey::Moves, true);
    let expected = c
        .entries()
        .iter()
        .filter(|e| e.row.result == GameResult::RedWins)
        .count();
    assert_eq!(red.len(), expected);
    assert!(expected > 10);
    assert!(
        red.windows(2)
            .all(|w| c.entries()[w[0] as usize].row.moves >= c.entries()[w[1] as usize].row.moves)
    );
    // A player search finds the games naming the player on either side.
    let name = c
        .entries()
        .iter()
        .find(|e| !e.row.red.is_empty())
        .unwrap()
        .row
        .red
        .to_string();
    let f = Filter::parse(&format!("player:\"{name}\"")).unwrap();
    for i in select(&c, &f, SortKey::Date, false) {
        let row = &c.entries()[i as usize].row;
        assert!(row.red.contains(&name) || row.black.contains(&name));
    }
}

#[test]
fn chuhe_search_prints_the_brute_force_counts() {
    let games = all_games();
    let moves = "炮二平五 马８进７";
    let out = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .arg("search")
        .arg(games_dir())
        .args(["--moves", moves, "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let pos = play_move_list(&Position::startpos(), moves).unwrap().1;
    let brute = brute_force(&games, &pos, false);
    assert_eq!(v["position"], pos.fen());
    assert_eq!(v["games"], brute.games.len());
    let listed = v["moves"].as_array().unwrap();
    assert_eq!(listed.len(), brute.moves.len());
    for m in listed {
        let mv = Move::from_iccs(m["move"].as_str().unwrap()).unwrap();
        let (g, r, d, b) = &brute.moves[&mv];
        assert_eq!(m["games"], g.len());
        assert_eq!(
            (
                m["red_wins"].clone(),
                m["draws"].clone(),
                m["black_wins"].clone()
            ),
            ((*r).into(), (*d).into(), (*b).into())
        );
        let chinese = chuhe::notation::write_move(&pos, mv, &chuhe::notation::Style::default());
        assert_eq!(m["chinese"], chinese);
    }
    assert!(
        listed
            .windows(2)
            .all(|w| w[0]["games"].as_u64() >= w[1]["games"].as_u64())
    );
    // A move that cannot be played is an error naming it.
    let out = Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .arg("search")
        .arg(games_dir())
        .args(["--moves", "h2e2 h2e2"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 2 \"h2e2\""));
}

/// A simplified spelling finds the records written in traditional characters (and the
/// other way round). The expected count is read from the file's text, not by chuhe:
/// the games whose Red or Black tag names 楊官璘.
#[test]
fn a_simplified_name_finds_the_traditional_records() {
    use chuhe::study::{Filter, SortKey, select};
    let path = games_dir().join("ccpd/ccpd_endgame_utf8.pgn");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut expected = 0;
    let mut in_game = false;
    for line in text.lines() {
        let named =
            (line.starts_with("[Red ") || line.starts_with("[Black ")) && line.contains("楊官璘");
        if line.starts_with("[Event ") {
            in_game = false;
        }
        if named && !in_game {
            expected += 1;
            in_game = true;
        }
    }
    assert!(expected > 10, "the file names 楊官璘 in {expected} games");
    let c = Collection::open(&[path]);
    for query in ["player:杨官璘", "player:楊官璘", "杨官璘"] {
        let f = Filter::parse(query).unwrap();
        let found = select(&c, &f, SortKey::Number, false);
        if query.starts_with("player") {
            assert_eq!(found.len(), expected, "{query}");
        } else {
            // A plain word also matches the event title, which names him too.
            assert!(found.len() >= expected, "{query}: {}", found.len());
        }
    }
    let f = Filter::parse("red:卢辉").unwrap();
    let lu = select(&c, &f, SortKey::Number, false);
    let f = Filter::parse("red:盧輝").unwrap();
    assert_eq!(lu, select(&c, &f, SortKey::Number, false));
}

/// `chuhe search` in a clean config (no `lang`, no `notation`): what a first run gets.
fn search_cmd(config: &std::path::Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_chuhe"));
    c.arg("search")
        .env("CHUHE_CONFIG_DIR", config)
        .env("CHUHE_DATA_DIR", config)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    c
}

/// The games of a PGN text as (tags, first move), cut at each `[Event` line.
fn games_of_text(text: &str) -> Vec<(BTreeMap<String, String>, String)> {
    let mut out: Vec<(BTreeMap<String, String>, String)> = Vec::new();
    for line in text.lines() {
        if line.starts_with("[Event ") {
            out.push(Default::default());
        }
        let Some(game) = out.last_mut() else { continue };
        if let Some(tag) = line.strip_prefix('[') {
            if let Some((name, rest)) = tag.split_once(' ') {
                let value = rest.trim_end_matches(']').trim_matches('"');
                game.0.insert(name.to_string(), value.to_string());
            }
        } else if game.1.is_empty() && line.starts_with("1.") {
            game.1 = line[2..]
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_string();
        }
    }
    out
}

/// `--filter` takes the game list's query: only the games whose headers pass count,
/// with their moves and results. Every game of the endgame file starts from its own
/// `[FEN]`, so a search from a game's FEN finds that game alone — counted when its
/// Red or Black tag names 楊官璘 (the simplified query finds the traditional name),
/// not counted otherwise. The expectations are read from the file's text.
#[test]
fn chuhe_search_filter_counts_only_the_games_whose_headers_pass() {
    let path = games_dir().join("ccpd/ccpd_endgame_utf8.pgn");
    let text = std::fs::read_to_string(&path).unwrap();
    let games = games_of_text(&text);
    assert!(games.len() > 200, "{}", games.len());
    let names = |g: &BTreeMap<String, String>| {
        ["Red", "Black"]
            .iter()
            .any(|k| g.get(*k).is_some_and(|v| v.contains("楊官璘")))
    };
    let config = tempfile::tempdir().unwrap();
    // Some games pass through the start of another (a composed ending taken from a
    // game): only the FENs that one game reaches are used here, so that the game
    // counted is the game whose tags were read.
    let reached_by = |fen: &str| -> serde_json::Value {
        let out = search_cmd(config.path())
            .arg(&path)
            .args(["--fen", fen, "--json"])
            .output()
            .unwrap();
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()["games"].clone()
    };
    let alone = |g: &&(BTreeMap<String, String>, String)| reached_by(&g.0["FEN"]) == 1;
    let named: Vec<_> = games
        .iter()
        .filter(|g| names(&g.0))
        .filter(alone)
        .take(3)
        .collect();
    let other: Vec<_> = games
        .iter()
        .filter(|g| !names(&g.0))
        .filter(alone)
        .take(2)
        .collect();
    assert_eq!((named.len(), other.len()), (3, 2));
    for (game, counted) in named
        .iter()
        .map(|g| (g, true))
        .chain(other.iter().map(|g| (g, false)))
    {
        let fen = &game.0["FEN"];
        let out = search_cmd(config.path())
            .arg(&path)
            .args(["--fen", fen, "--filter", "player:杨官璘", "--json"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["games"], u64::from(counted), "{fen}: {v}");
        let moves = v["moves"].as_array().unwrap();
        if !counted {
            assert!(moves.is_empty(), "{v}");
            continue;
        }
        assert_eq!(moves.len(), 1, "{v}");
        let m = &moves[0];
        assert_eq!(m["games"], 1);
        // The first move as the file writes it (traditional characters).
        let first = chuhe::notation::write_move(
            &Position::from_fen(fen).unwrap(),
            Move::from_iccs(m["move"].as_str().unwrap()).unwrap(),
            &chuhe::notation::Style {
                script: chuhe::notation::Script::Traditional,
                ..Default::default()
            },
        );
        assert_eq!(first, game.1, "{fen}");
        let result = game.0["Result"].as_str();
        let tally = (
            m["red_wins"].as_u64().unwrap(),
            m["draws"].as_u64().unwrap(),
            m["black_wins"].as_u64().unwrap(),
        );
        let want = match result {
            "1-0" => (1, 0, 0),
            "1/2-1/2" => (0, 1, 0),
            "0-1" => (0, 0, 1),
            _ => (0, 0, 0),
        };
        assert_eq!(tally, want, "{fen}: {result}");
    }
    // A query that cannot be read is an error in the interface's language.
    for (lang, want) in [
        ("zh", "--filter：第1个字符"),
        ("en", "--filter: character 1"),
    ] {
        let out = search_cmd(config.path())
            .arg(&path)
            .args(["--filter", "result:2-0", "--lang", lang])
            .output()
            .unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{lang}: {err}");
        if lang == "zh" {
            assert!(!err.contains("expected"), "{err}");
        }
    }
}

/// The moves listed follow `--notation`; without it, the config's notation, else
/// the language's as in the TUI: WXF for en (C2.5 is 炮二平五 in WXF), Chinese for zh.
#[test]
fn chuhe_search_writes_moves_in_the_notation_asked() {
    let config = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = search_cmd(config.path())
            .arg(games_dir())
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        text.lines()
            .find(|l| l.starts_with("h2e2 "))
            .unwrap_or_else(|| panic!("{text}"))
            .to_string()
    };
    let en = run(&["--lang", "en"]);
    assert!(en.contains(" C2.5 ") && !en.contains("炮"), "{en}");
    assert!(run(&["--lang", "zh"]).contains(" 炮二平五 "));
    assert!(run(&["--lang", "en", "--notation", "chinese"]).contains(" 炮二平五 "));
    let iccs = run(&["--lang", "zh", "--notation", "iccs"]);
    assert!(iccs.starts_with("h2e2   h2e2 "), "{iccs}");
    // The config's notation is the default when no flag is given.
    std::fs::write(config.path().join("config.toml"), "notation = \"iccs\"\n").unwrap();
    assert!(run(&["--lang", "en"]).starts_with("h2e2   h2e2 "));
    // --json keeps "chinese" Chinese and adds "written" in the notation asked.
    let out = search_cmd(config.path())
        .arg(games_dir())
        .args(["--json", "--notation", "wxf"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let m = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["move"] == "h2e2")
        .unwrap()
        .clone();
    assert_eq!(
        (m["chinese"].as_str(), m["written"].as_str()),
        (Some("炮二平五"), Some("C2.5"))
    );
}
