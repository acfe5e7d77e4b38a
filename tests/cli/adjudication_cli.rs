//! `chuhe judge` as scripts use it (PRODUCT.md, "The command line").

use std::process::Command;

fn judge(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .arg("judge")
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("run chuhe")
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = judge(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

const CHASE: &str = "4k4/9/c8/9/9/9/9/9/1R7/3K5 w";
const CYCLE: [&str; 8] = [
    "b1a1", "a7b7", "a1b1", "b7a7", "b1a1", "a7b7", "a1b1", "b7a7",
];

#[test]
fn json_gives_the_verdict_the_reason_and_every_moves_classification() {
    let mut args = vec!["--json", "--fen", CHASE];
    args.extend(CYCLE);
    let v = json(&args);
    // The pending position: an order to vary (24.3), not yet a verdict.
    assert_eq!(v["verdict"], "none");
    assert!(v["reason"].is_null());
    assert_eq!(v["must_vary"], "red");
    assert_eq!(v["article"], "24.3, 26.4");
    assert!(
        v["order"]
            .as_str()
            .unwrap()
            .contains("Red must vary at once")
    );
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 8);
    assert_eq!(moves[0]["move"], "b1a1");
    assert_eq!(moves[0]["kinds"], serde_json::json!(["chase"]));
    assert_eq!(moves[0]["chased"], serde_json::json!(["a7"]));
    assert_eq!(moves[1]["kinds"], serde_json::json!(["idle"]));
    assert_eq!(moves[1]["chased"], serde_json::json!([]));
    // The keys in the order PRODUCT.md lists them.
    let text = String::from_utf8(judge(&args).stdout).unwrap();
    let (verdict, reason, moves) = (
        text.find("\"verdict\"").unwrap(),
        text.find("\"reason\"").unwrap(),
        text.find("\"moves\"").unwrap(),
    );
    assert!(verdict < reason && reason < moves, "{text}");
    // The cycle once more: Red loses.
    let mut more = args.clone();
    more.extend(&CYCLE[..4]);
    let v = json(&more);
    assert_eq!(v["verdict"], "red_loses");
    assert!(v["must_vary"].is_null());
    assert_eq!(v["article"], "24.3, 26.4");
    assert_eq!(
        v["reason"],
        "Red perpetually chases Black's cannon and, told to vary, repeated the cycle once more: Red loses (24.3, 26.4)"
    );
}

/// An example: by 24.3 Red is ordered to vary, and loses only if the cycle
/// is played once more.
#[test]
fn the_rook_chasing_the_cannon_is_ordered_to_vary_then_loses() {
    let fen = "4k4/9/1c7/9/9/9/9/2R6/9/3K5 w";
    let cycle = ["c2b2", "b7c7", "b2c2", "c7b7"];
    let mut args = vec!["--json", "--rules", "cxa", "--fen", fen];
    args.extend(cycle.iter().chain(&cycle));
    let v = json(&args);
    assert_eq!(
        (v["verdict"].as_str(), v["must_vary"].as_str()),
        (Some("none"), Some("red"))
    );
    args.extend(&cycle);
    let v = json(&args);
    assert_eq!(v["verdict"], "red_loses");
}

#[test]
fn json_shows_the_warning_before_the_third_occurrence() {
    let mut args = vec!["--json", "--fen", CHASE];
    args.extend(&CYCLE[..4]);
    let v = json(&args);
    assert_eq!(v["verdict"], "none");
    assert!(v["must_vary"].is_null());
    assert_eq!(v["warning"]["must_vary"], "red");
    assert_eq!(v["warning"]["article"], "24.3, 26.4");
    assert!(
        v["warning"]["text"]
            .as_str()
            .unwrap()
            .starts_with("this position has occurred twice")
    );
    let v = json(&["--json", "h2e2"]);
    assert!(v["warning"].is_null());
}

/// `--lang zh`: the plain output is Chinese throughout; the JSON keeps its values.
#[test]
fn plain_output_in_chinese_has_no_english_words() {
    for (moves, end) in [(&CYCLE[..4], "未分胜负"), (&CYCLE[..], "须变着")] {
        let mut args = vec!["--lang", "zh", "--fen", CHASE];
        args.extend(moves);
        let out = judge(&args);
        let text = String::from_utf8(out.stdout).unwrap();
        // The chased point as players name it (1.1: Red counts files from its right,
        // so the a-file is its 九路; rank 7 is Black's palace-top line).
        assert!(
            text.contains("1. b1a1  捉 a7（红方九路，黑方宫顶线）"),
            "{text}"
        );
        assert!(
            text.trim_end().lines().last().unwrap().starts_with(end),
            "{text}"
        );
        // Only ICCS moves and points may be Latin letters.
        for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
            assert!(
                word.is_empty()
                    || word.len() == 1
                    || word.chars().all(|c| c.is_ascii_lowercase()) && word.len() <= 2,
                "an English word in the Chinese output: {word:?}\n{text}"
            );
        }
    }
    let mut args = vec!["--lang", "zh", "--fen", CHASE];
    args.extend(&CYCLE);
    args.extend(&CYCLE[..4]);
    let text = String::from_utf8(judge(&args).stdout).unwrap();
    assert!(text.contains("红负：红方长捉黑炮"), "{text}");
    assert!(
        !text.contains("red_loses") && !text.contains("idle"),
        "{text}"
    );
    let mut json_args = vec!["--json"];
    json_args.extend(&args);
    assert_eq!(json(&json_args)["verdict"], "red_loses");
}

#[test]
fn no_verdict_is_none_with_a_null_reason() {
    let v = json(&["--json", "h2e2", "h9g7"]);
    assert_eq!(v["verdict"], "none");
    assert!(v["reason"].is_null());
}

#[test]
fn the_rule_set_and_language_are_chosen_on_the_command_line() {
    // One check and one chase: forbidden under cxa, allowed under axf (rule 12).
    let cycle = "b8b9 e9e8 b9c9 c5b5 c9c8 e8e9 c8b8 b5c5";
    let fen = "4k4/1R7/9/4P4/2c6/9/9/9/9/3K5 w";
    let mut args: Vec<&str> = vec!["--json", "--fen", fen];
    args.extend(cycle.split(' ').chain(cycle.split(' ')));
    assert_eq!(json(&args)["must_vary"], "red");
    let mut axf = vec!["--rules", "axf"];
    axf.extend(&args);
    assert_eq!(json(&axf)["verdict"], "draw");
    let mut zh = vec!["--lang", "zh"];
    zh.extend(&args);
    assert_eq!(
        json(&zh)["order"],
        "待判局面：红方长打（将、杀、捉交替），黑方着法允许。红方犯禁，必须立即变着，若再重复一次循环即判负 (24.3, 26.4)"
    );
}

#[test]
fn the_event_may_set_a_shorter_natural_limit() {
    let shuffle = ["a0a1", "i9i8", "a1a0", "i8i9"];
    let fen = "4k3r/9/9/9/9/9/9/9/9/R2K5 w";
    let mut args = vec![
        "--json",
        "--natural-limit",
        "1",
        "--rules",
        "folk",
        "--fen",
        fen,
    ];
    args.extend(&shuffle[..2]);
    let v = json(&args);
    assert_eq!(v["verdict"], "draw");
    assert!(v["reason"].as_str().unwrap().contains("3.2.3"));
}

#[test]
fn errors_name_the_move_and_exit_non_zero() {
    let out = judge(&["h2e2", "h9g7", "e2e9"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("move 3") && err.contains("e2e9"), "{err}");
    let out = judge(&["--rules", "fide", "h2e2"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("rule set"));
    let out = judge(&["--fen", "not a fen"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--fen"));
    let out = judge(&["zz99"]);
    assert!(!out.status.success());
}

#[test]
fn plain_output_lists_moves_the_warning_and_the_verdict() {
    let mut args = vec!["--fen", CHASE];
    args.extend(&CYCLE[..4]);
    let out = judge(&args);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("1. b1a1  chase a7"), "{text}");
    assert!(text.contains("this position has occurred twice"), "{text}");
    assert!(text.trim_end().ends_with("none"), "{text}");
}
