//! End to end in tmux: `chuhe tournament serve` hosts round 1 of a 4-player round robin
//! (two boards), four real `chuhe join CODE --name NAME` clients in four tmux windows
//! (each with its own HOME, as four users would) sit down by their names in the event,
//! one player on each board resigns with the TUI's keys, the results reach the event
//! file and the standings, and the arbiter's `chuhe arbiter CODE next-round` pairs
//! round 2. The tmux server is this test's own (`-L`); every wait has a deadline.

use crate::tmux;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use tmux::Tmux;

fn chuhe() -> Command {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
}

struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn next_line(
    lines: &mpsc::Receiver<serde_json::Value>,
    what: &str,
    pick: impl Fn(&serde_json::Value) -> bool,
) -> serde_json::Value {
    let until = Instant::now() + Duration::from_secs(20);
    loop {
        let left = until.saturating_duration_since(Instant::now());
        let v = lines
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("serve printed no {what}"));
        if pick(&v) {
            return v;
        }
    }
}

fn ok(out: std::process::Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn four_players_join_by_name_in_tmux_and_the_results_reach_the_standings() {
    let _turn = crate::tmux::one_at_a_time();
    let tmp = tempfile::tempdir().unwrap();
    let event = tmp.path().join("club.json");
    let sock = tmp.path().join("sock");
    let data = tmp.path().join("serve-data");
    ok(chuhe()
        .args(["tournament", "new"])
        .arg(&event)
        .args([
            "--system",
            "round-robin",
            "--players",
            "alice,bob,carol,dave",
        ])
        .args(["--time", "10m", "--seed", "3"])
        .output()
        .unwrap());
    let mut child = chuhe()
        .args(["tournament", "serve"])
        .arg(&event)
        .arg("--dir")
        .arg(&sock)
        .arg("--json")
        .env("CHUHE_DATA_DIR", &data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let out = BufReader::new(child.stdout.take().unwrap());
    let _serve = Killed(child);
    let (tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for l in out.lines().map_while(Result::ok) {
            if let Ok(v) = serde_json::from_str::<serde_json::Value>(&l)
                && tx.send(v).is_err()
            {
                return;
            }
        }
    });
    let mut boards: Vec<serde_json::Value> = (0..2)
        .map(|_| next_line(&lines, "a board", |v| v["code"].is_string()))
        .collect();
    boards.sort_by_key(|b| b["board"].as_u64());

    let t = Tmux::new("serve");
    let home = |name: &str| tmp.path().join(name);
    let window = |b: &serde_json::Value, side: &str| -> String {
        let name = b[side].as_str().unwrap().to_string();
        let code = b["code"].as_str().unwrap();
        t.window(
            &name,
            &Tmux::chuhe(
                &home(&name),
                "en_US.UTF-8",
                &format!("join {code} --dir {} --name {name}", sock.display()),
            ),
        );
        name
    };
    let mut seated = Vec::new();
    for b in &boards {
        for side in ["red", "black"] {
            let name = window(b, side);
            let colour = if side == "red" { "Red" } else { "Black" };
            t.wait_for(&name, "the board", |s| {
                s.contains(&format!("you play {colour}"))
            });
            seated.push(name);
        }
    }
    // Each board shows both players' names once both sat down.
    for (i, b) in boards.iter().enumerate() {
        let (red, black) = (&seated[2 * i], &seated[2 * i + 1]);
        assert_eq!(b["red"], red.as_str());
        t.wait_for(red, "the opponent's name", |s| s.contains(black.as_str()));
    }

    // Board 1: Red resigns; board 2: Black resigns — with the TUI's keys (r, then y).
    for who in [&seated[0], &seated[3]] {
        t.key(who, "r");
        t.wait_for(who, "the question", |s| s.contains("Resign this game?"));
        t.key(who, "y");
    }
    let r1 = next_line(&lines, "board 1's result", |v| {
        v["board"] == 1 && v["result"].is_string()
    });
    assert_eq!(r1["result"], "0-1");
    let r2 = next_line(&lines, "board 2's result", |v| {
        v["board"] == 2 && v["result"].is_string()
    });
    assert_eq!(r2["result"], "1-0");
    t.wait_for(&seated[1], "the result on the winner's screen", |s| {
        s.contains("Black wins")
    });

    let standings = ok(chuhe()
        .args(["tournament", "standings"])
        .arg(&event)
        .arg("--json")
        .output()
        .unwrap());
    let st: serde_json::Value = serde_json::from_str(&standings).unwrap();
    let points = |name: &str| {
        st["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["player"] == name)
            .unwrap()["points"]
            .as_f64()
            .unwrap()
    };
    assert_eq!(points(&seated[1]), 1.0);
    assert_eq!(points(&seated[2]), 1.0);
    assert_eq!(points(&seated[0]), 0.0);
    assert_eq!(points(&seated[3]), 0.0);

    // The arbiter pairs round 2 from a fifth terminal's command line.
    let said = ok(chuhe()
        .arg("arbiter")
        .arg(boards[0]["code"].as_str().unwrap())
        .arg("--dir")
        .arg(&sock)
        .arg("--token-file")
        .arg(event.with_extension("arbiter"))
        .arg("next-round")
        .output()
        .unwrap());
    assert!(said.contains("the next round is paired"), "{said}");
    next_line(&lines, "round 2's boards", |v| {
        v["round"] == 2 && v["code"].is_string()
    });
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&event).unwrap()).unwrap();
    assert_eq!(saved["rounds"].as_array().unwrap().len(), 2);
    assert!(Path::new(&event.with_extension("arbiter")).exists());
}
