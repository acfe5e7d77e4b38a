//! One catalogue: a flag given a name its value does not take
//! (`--system foo`, `--rules foo`, `--mode foo` …) is refused by the real binary in
//! the interface's language. Under `--lang zh` the error is Chinese: it names the flag,
//! quotes what was typed, says what kind of value it is and lists the names the value
//! takes, with no other English word. Under `--lang en` it is the English chuhe always
//! printed (the expected texts are the old parsers' `format!`s, copied by hand).
//! Both the flags clap reads (through `FromStr`) and those a command reads itself are
//! covered.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_chuhe");

/// Runs chuhe with empty config and data directories and the C locale, so that only
/// `--lang` chooses the language. Returns the exit status and stderr.
fn run(dir: &Path, args: &[String]) -> (Option<i32>, String) {
    let out = Command::new(BIN)
        .args(args)
        .env("CHUHE_CONFIG_DIR", dir.join("config"))
        .env("CHUHE_DATA_DIR", dir.join("data"))
        .env("CHUHE_NET_DIR", dir.join("sock"))
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("run chuhe");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// One refused value: the command line (without `--lang`), the flag it is refused
/// for, the value typed, the names the value takes as the English lists them, and
/// the English error (today's text) after "chuhe: ".
struct Case {
    args: Vec<String>,
    flag: &'static str,
    typed: &'static str,
    /// The accepted spellings: the only ASCII words, besides the flag, the quoted
    /// value and the program's name, that the Chinese text may hold.
    spellings: &'static [&'static str],
    english: String,
}

fn cases(dir: &Path) -> Vec<Case> {
    let new_event = dir.join("new.json").display().to_string();
    let event = dir.join("cup.json").display().to_string();
    let pgn =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/games/cchess_testdata/test.pgn");
    assert!(pgn.exists(), "test data missing: {}", pgn.display());
    let pgn = pgn.display().to_string();
    let words = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let new = |extra: &[&str]| {
        let mut a = words(&["tournament", "new", &new_event, "--players", "A,B,C,D"]);
        a.extend(words(extra));
        a
    };
    const SYSTEMS: &[&str] = &[
        "round-robin",
        "double-round-robin",
        "swiss",
        "knockout",
        "double-elimination",
        "grouped-round-robin",
    ];
    const RULES: &[&str] = &["cxa", "axf", "folk"];
    const MODES: &[&str] = &["casual", "practice", "tournament"];
    const NOTATIONS: &[&str] = &["chinese", "wxf", "iccs"];
    const TIEBREAKS: &[&str] = &[
        "small-points",
        "wins",
        "direct-encounter",
        "fouls",
        "opponent-score",
        "progressive",
        "opponent-score-cut1",
    ];
    vec![
        // Read by the command itself.
        Case {
            args: new(&["--system", "foo"]),
            flag: "--system",
            typed: "foo",
            spellings: SYSTEMS,
            english: "--system: unknown system 'foo' (round-robin, double-round-robin, swiss, knockout, double-elimination or grouped-round-robin)".into(),
        },
        Case {
            args: new(&["--system", "rr", "--scoring", "4-2-0"]),
            flag: "--scoring",
            typed: "4-2-0",
            spellings: &["1-0.5-0", "2-1-0", "3-1-0"],
            english: "--scoring: unknown scoring '4-2-0' (1-0.5-0, 2-1-0 or 3-1-0)".into(),
        },
        Case {
            args: new(&["--system", "rr", "--tiebreaks", "wins,coin"]),
            flag: "--tiebreaks",
            typed: "coin",
            spellings: TIEBREAKS,
            english: "--tiebreaks: unknown tie-break 'coin' (small-points, wins, direct-encounter, fouls, opponent-score, progressive, opponent-score-cut1)".into(),
        },
        Case {
            args: new(&["--system", "rr", "--mode", "blitz"]),
            flag: "--mode",
            typed: "blitz",
            spellings: MODES,
            english: "--mode: unknown mode 'blitz' (casual, practice or tournament)".into(),
        },
        Case {
            args: words(&["judge", "--rules", "fide", "h2e2"]),
            flag: "--rules",
            typed: "fide",
            spellings: RULES,
            english: "--rules: unknown rule set 'fide' (cxa, axf or folk)".into(),
        },
        Case {
            args: words(&["analyse", "--rules", "fide"]),
            flag: "--rules",
            typed: "fide",
            spellings: RULES,
            english: "--rules: unknown rule set 'fide' (cxa, axf or folk)".into(),
        },
        // Read by clap, through the value's `FromStr`.
        Case {
            args: words(&["play", "--mode", "blitz"]),
            flag: "--mode",
            typed: "blitz",
            spellings: MODES,
            english: "--mode: unknown mode 'blitz' (casual, practice or tournament)".into(),
        },
        Case {
            args: words(&["play", "--rules", "fide"]),
            flag: "--rules",
            typed: "fide",
            spellings: RULES,
            english: "--rules: unknown rule set 'fide' (cxa, axf or folk)".into(),
        },
        Case {
            args: words(&["convert", &pgn, "--to", "morse"]),
            flag: "--to",
            typed: "morse",
            spellings: NOTATIONS,
            english: "--to: unknown notation 'morse' (chinese, wxf or iccs)".into(),
        },
        Case {
            args: words(&["export", &pgn, "--to", "pgn", "--encoding", "latin1"]),
            flag: "--encoding",
            typed: "latin1",
            spellings: &["utf-8", "gbk", "big5"],
            english: "--encoding: unknown encoding 'latin1' (utf-8, gbk or big5)".into(),
        },
        Case {
            args: words(&["host", "--clock-on-disconnect", "maybe"]),
            flag: "--clock-on-disconnect",
            typed: "maybe",
            spellings: &["run", "pause"],
            english: "--clock-on-disconnect: unknown clock policy 'maybe' (run or pause)".into(),
        },
        Case {
            args: words(&["host", "--seat", "green"]),
            flag: "--seat",
            typed: "green",
            spellings: &["red", "black"],
            english: "--seat: unknown side 'green' (red or black)".into(),
        },
        Case {
            args: words(&["play", "--board", "huge"]),
            flag: "--board",
            typed: "huge",
            spellings: &["auto", "large", "full", "compact"],
            english: "--board: unknown board 'huge' (auto, large, full or compact)".into(),
        },
        // A positional value read by the command: no flag to name.
        Case {
            args: words(&["tournament", "result", &event, "1", "1", "2-0"]),
            flag: "",
            typed: "2-0",
            spellings: &["1-0", "0-1", "1/2-1/2", "+-", "-+", "-:-"],
            english: "unknown result '2-0' (1-0, 0-1, 1/2-1/2, +-, -+ or -:-)".into(),
        },
    ]
}

/// The ASCII words (two letters or more) left in `text` once the program's name, the
/// flag, the quoted value and the accepted spellings are taken out.
fn english_words(text: &str, case: &Case) -> Vec<String> {
    let mut rest = text.replacen("chuhe", " ", 1);
    rest = rest.replace(&format!("“{}”", case.typed), " ");
    if !case.flag.is_empty() {
        rest = rest.replacen(case.flag, " ", 1);
    }
    // Longest first, so that "wins" does not cut "game-wins" or "opponent-score-cut1".
    let mut spellings = case.spellings.to_vec();
    spellings.sort_by_key(|s| std::cmp::Reverse(s.len()));
    for s in spellings {
        rest = rest.replace(s, " ");
    }
    rest.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        .map(str::to_string)
        .collect()
}

fn with_lang(args: &[String], lang: &str) -> Vec<String> {
    let mut a = args.to_vec();
    a.push("--lang".into());
    a.push(lang.into());
    a
}

/// The event `tournament result` is refused on: four players, round 1 paired.
fn make_event(dir: &Path) {
    let event = dir.join("cup.json").display().to_string();
    let ok = |args: &[&str]| {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let (code, err) = run(dir, &args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
    };
    ok(&[
        "tournament",
        "new",
        &event,
        "--system",
        "rr",
        "--players",
        "A,B,C,D",
    ]);
    ok(&["tournament", "pair", &event]);
}

#[test]
fn an_unknown_name_is_refused_in_chinese_listing_the_names_it_takes() {
    let dir = tempfile::tempdir().unwrap();
    make_event(dir.path());
    for case in cases(dir.path()) {
        let (code, err) = run(dir.path(), &with_lang(&case.args, "zh"));
        assert_eq!(code, Some(2), "{:?}: {err}", case.args);
        let line = err.lines().next().unwrap_or_default();
        let lead = match case.flag {
            "" => "chuhe: ".to_string(),
            flag => format!("chuhe: {flag}："),
        };
        assert!(line.starts_with(&lead), "{:?}: {err}", case.args);
        assert!(
            line.contains(&format!("“{}”", case.typed)),
            "{:?}: the value is not quoted: {err}",
            case.args
        );
        // The list after 可写, in the order of the English message.
        let (_, list) = line
            .split_once("可写：")
            .unwrap_or_else(|| panic!("{:?}: no list of names: {err}", case.args));
        let list = list.trim_end_matches('）');
        let listed: Vec<&str> = list.split('、').collect();
        assert_eq!(listed, case.spellings, "{:?}: {err}", case.args);
        let words = english_words(&err, &case);
        assert!(
            words.is_empty(),
            "{:?}: English {words:?} in “{err}”",
            case.args
        );
        assert!(
            line.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{:?}: {err}",
            case.args
        );
    }
}

#[test]
fn an_unknown_name_is_refused_in_the_old_english() {
    let dir = tempfile::tempdir().unwrap();
    make_event(dir.path());
    for case in cases(dir.path()) {
        let (code, err) = run(dir.path(), &with_lang(&case.args, "en"));
        assert_eq!(code, Some(2), "{:?}: {err}", case.args);
        assert_eq!(
            err.lines().next().unwrap_or_default(),
            format!("chuhe: {}", case.english),
            "{:?}",
            case.args
        );
    }
}

/// `--lang` itself: a language chuhe does not speak is refused in the language the
/// locale (here C: English) gives, with the names it takes.
#[test]
fn an_unknown_language_is_refused_in_the_locales_language() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["judge", "--lang", "fr", "h2e2"][..],
        &["play", "--lang", "fr"],
    ] {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let (code, err) = run(dir.path(), &args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert_eq!(
            err.lines().next().unwrap_or_default(),
            "chuhe: --lang: unknown language 'fr' (zh or en)",
            "{args:?}"
        );
    }
}
