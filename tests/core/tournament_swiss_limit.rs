//! The Swiss pairing's limit on the field, through the real binary: past
//! `SWISS_MAX_PLAYERS` a round is refused with the limit and the field named, in the
//! interface's language, and the event file is left as it was.

use std::process::{Command, Output};

use chuhe::tournament::SWISS_MAX_PLAYERS;

fn chuhe(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
        .args(args)
        .output()
        .expect("run chuhe")
}

#[test]
fn a_swiss_field_past_the_limit_is_refused_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("big.json");
    let f = p.to_str().unwrap();
    let out = chuhe(&[
        "tournament",
        "new",
        f,
        "--system",
        "swiss",
        "--players",
        "A,B",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // One player more than the limit, registered as `new` registers them.
    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
    let first = json["players"][0].clone();
    let n = SWISS_MAX_PLAYERS + 1;
    json["players"] = (0..n)
        .map(|i| {
            let mut player = first.clone();
            player["name"] = format!("P{}", i + 1).into();
            player
        })
        .collect();
    std::fs::write(&p, serde_json::to_string(&json).unwrap()).unwrap();
    let before = std::fs::read(&p).unwrap();
    for (lang, said) in [
        (
            "en",
            format!("a Swiss round pairs at most {SWISS_MAX_PLAYERS} players; this one has {n}"),
        ),
        (
            "zh",
            format!("积分编排制的一轮最多编排{SWISS_MAX_PLAYERS}名棋手，这一轮有{n}名"),
        ),
    ] {
        let out = chuhe(&["tournament", "--lang", lang, "pair", f]);
        assert!(
            !out.status.success(),
            "{lang}: pairing {n} players should be refused"
        );
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(&said), "{lang}: {err}");
        assert_eq!(
            std::fs::read(&p).unwrap(),
            before,
            "{lang}: the file changed"
        );
    }
}
