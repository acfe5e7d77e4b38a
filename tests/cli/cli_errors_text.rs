//! One catalogue: the errors the real binary prints as
//! "chuhe: …" when `tournament`, `judge`, `analyse`, `review` and `search` refuse
//! their input are Chinese under `--lang zh` (no English word outside the allow-list
//! below) and the old English under `--lang en`. The English expectations are the
//! texts these commands printed before they were localised (from the old `bail!`s);
//! the Chinese ones are checked for the values they must carry, not word for word.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_chuhe");

/// ASCII words of three letters or more that a Chinese error may hold, and why.
const ALLOWED: &[&str] = &[
    // The program's name, before every error.
    "chuhe",
];

/// The words of `text` that a Chinese error must not hold: runs of three ASCII
/// letters or more, outside flags and paths (a token starting with `-` or holding
/// `/` or `.`) and what the error quotes as the user typed it (“…”).
fn english_words(text: &str) -> Vec<String> {
    let mut unquoted = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '“' => quoted = true,
            '”' => quoted = false,
            _ if !quoted => unquoted.push(c),
            _ => {}
        }
    }
    let mut found = Vec::new();
    for token in unquoted.split(|c: char| c.is_whitespace() || "（）()：:，,；;、".contains(c))
    {
        if token.contains(['/', '.']) || token.starts_with('-') {
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

/// Runs chuhe with an empty config and data directory and the C locale, so that only
/// `--lang` chooses the language; it must fail. Returns its stderr.
fn fails(dir: &Path, args: &[&str]) -> String {
    let out = Command::new(BIN)
        .args(args)
        .env("CHUHE_CONFIG_DIR", dir)
        .env("CHUHE_DATA_DIR", dir)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("run chuhe");
    assert!(!out.status.success(), "chuhe {args:?} succeeded");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// One refused command: its arguments (before `--lang`), what the English error says
/// (today's text), and values the Chinese error must also carry.
struct Case {
    args: Vec<String>,
    english: String,
    chinese_holds: Vec<&'static str>,
}

fn cases(dir: &Path) -> Vec<Case> {
    let event = dir.join("cup.json").display().to_string();
    let teams = dir.join("missing-teams.txt").display().to_string();
    let pgn =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/games/cchess_testdata/test.pgn");
    assert!(pgn.exists(), "test data missing: {}", pgn.display());
    let pgn = pgn.display().to_string();
    let args = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let new = |extra: &[&str]| {
        let mut a = args(&["tournament", "new", &event, "--system", "round-robin"]);
        a.extend(args(extra));
        a
    };
    vec![
        Case {
            args: new(&["--players", "王天一,,郑惟桐"]),
            english: "chuhe: --players: entry 2 is empty".into(),
            chinese_holds: vec!["--players", "2"],
        },
        Case {
            args: new(&["--players", "王天一,许银川:26x0"]),
            english:
                "chuhe: --players: entry 2 ('许银川:26x0'): the rating '26x0' is not a whole number"
                    .into(),
            chinese_holds: vec!["--players", "许银川:26x0", "26x0"],
        },
        Case {
            args: new(&["--players", "王天一,郑惟桐", "--groups", "2"]),
            english: "chuhe: --groups and --advance go together (11.3)".into(),
            chinese_holds: vec!["--groups", "--advance", "11.3"],
        },
        Case {
            args: new(&[
                "--players",
                "王天一,郑惟桐",
                "--teams",
                &format!("@{teams}"),
            ]),
            english: format!("chuhe: --teams: cannot read {teams}: "),
            chinese_holds: vec!["--teams", "文件不存在"],
        },
        Case {
            // A team's rating that is not a whole number (the --teams text, 12).
            args: new(&["--teams", "红队:甲,乙:19x0;蓝队:丙,丁"]),
            english:
                "chuhe: --teams: team '红队': '乙:19x0': the rating '19x0' is not a whole number"
                    .into(),
            chinese_holds: vec!["--teams", "红队", "乙:19x0", "“19x0”"],
        },
        Case {
            args: args(&[
                "tournament",
                "result",
                &event,
                "1",
                "1",
                "1-0",
                "--fouls",
                "1",
            ]),
            english: "chuhe: --fouls: expected RED,BLACK (two whole numbers), got '1'".into(),
            chinese_holds: vec!["--fouls", "“1”"],
        },
        Case {
            args: args(&[
                "tournament",
                "result",
                &event,
                "1",
                "1",
                "1-0",
                "--fouls",
                "1,x",
            ]),
            english: "chuhe: --fouls: Black's count 'x': invalid digit found in string".into(),
            chinese_holds: vec!["--fouls", "黑方", "“x”"],
        },
        Case {
            args: args(&[
                "tournament",
                "result",
                &event,
                "1",
                "1",
                "1-0",
                "--time-used",
                "1:75,600",
            ]),
            english: "chuhe: --time-used: Red's time '1:75' is not seconds, mm:ss or h:mm:ss"
                .into(),
            chinese_holds: vec!["--time-used", "红方", "“1:75”"],
        },
        Case {
            args: args(&["judge", "--natural-limit", "0", "h2e2"]),
            english: "chuhe: --natural-limit: the limit must be at least one move".into(),
            chinese_holds: vec!["--natural-limit"],
        },
        Case {
            // h2e2 twice: Red's cannon is no longer on h2.
            args: args(&["judge", "h2e2", "h9g7", "h2e2"]),
            english: "chuhe: move 3 (\"h2e2\"): ".into(),
            chinese_holds: vec!["3", "“h2e2”"],
        },
        Case {
            args: args(&["analyse", "--level", "11"]),
            english: "chuhe: --level: 1 to 10".into(),
            chinese_holds: vec!["--level", "1", "10"],
        },
        Case {
            args: args(&["review", &pgn, "--game", "9"]),
            english: format!("chuhe: --game 9: {pgn} holds 1 game(s)"),
            chinese_holds: vec!["--game 9", "1"],
        },
    ]
}

#[test]
fn refusals_are_chinese_under_lang_zh() {
    let dir = tempfile::tempdir().unwrap();
    for case in cases(dir.path()) {
        let mut args = case.args.clone();
        args.extend(["--lang".to_string(), "zh".to_string()]);
        let said = fails(
            dir.path(),
            &args.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        let words = english_words(&said);
        assert!(words.is_empty(), "English {words:?} in {said:?} ({args:?})");
        assert!(
            said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "no Chinese in {said:?} ({args:?})"
        );
        for value in &case.chinese_holds {
            assert!(said.contains(value), "{value:?} not in {said:?} ({args:?})");
        }
    }
}

#[test]
fn refusals_keep_their_english_under_lang_en() {
    let dir = tempfile::tempdir().unwrap();
    for case in cases(dir.path()) {
        let mut args = case.args.clone();
        args.extend(["--lang".to_string(), "en".to_string()]);
        let said = fails(
            dir.path(),
            &args.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        assert!(
            said.starts_with(&case.english),
            "{said:?} does not start with {:?} ({args:?})",
            case.english
        );
        // Red's files are named by their Chinese numerals in English too ("Red's
        // file 二"), as players name them; any other Chinese is a leak.
        // Chinese the user typed (names) is quoted back as typed.
        let numeral = |c: char| "一二三四五六七八九".contains(c);
        let typed = |c: char| case.args.iter().any(|a| a.contains(c));
        assert!(
            !said
                .chars()
                .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c) && !numeral(c) && !typed(c)),
            "Chinese in {said:?} ({args:?})"
        );
    }
}
