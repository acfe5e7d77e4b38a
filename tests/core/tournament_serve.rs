//! `chuhe tournament serve` as a real process, with players on real Unix sockets and
//! the arbiter's commands as real `chuhe arbiter` processes: a round of 4 players on
//! two boards, the clocks running from the round's start, the results going into the
//! event file and the standings, the next round paired when the arbiter says so; and a
//! round where the absent forfeit (21.1, 21.3, 21.4).

use crate::common::net_common;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Instant;

use chuhe::match_control::Action;
use chuhe::net::protocol::ErrorCode;
use chuhe::net::{Endpoint, LinkConfig, LinkError, Role};
use chuhe::rules::Color;
use net_common::{Client, DEADLINE, connect};

fn chuhe() -> Command {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
}

/// A serve process and the JSON lines it prints; killed when dropped.
struct ServeProcess {
    child: Child,
    lines: Receiver<serde_json::Value>,
}

impl Drop for ServeProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl ServeProcess {
    /// Waits for a line that `pick` accepts.
    fn wait_for(&self, what: &str, pick: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
        let until = Instant::now() + DEADLINE;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let v = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("serve printed no {what} within {DEADLINE:?}"));
            if pick(&v) {
                return v;
            }
        }
    }

    /// The boards of round `round` as announced, in board order.
    fn boards(&self, round: u64, count: usize) -> Vec<serde_json::Value> {
        let mut boards: Vec<serde_json::Value> = (0..count)
            .map(|_| self.wait_for("a board", |v| v["round"] == round && v["code"].is_string()))
            .collect();
        boards.sort_by_key(|b| b["board"].as_u64());
        self.wait_for("the round's start", |v| {
            v["round"] == round && v["started"] == true
        });
        boards
    }
}

struct Setup {
    dir: tempfile::TempDir,
}

impl Setup {
    fn new(players: &str) -> Setup {
        let dir = tempfile::tempdir().unwrap();
        let s = Setup { dir };
        let out = s.run(&[
            "tournament",
            "new",
            s.event().to_str().unwrap(),
            "--system",
            "round-robin",
            "--players",
            players,
            "--time",
            "10m",
            "--seed",
            "7",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        s
    }

    fn event(&self) -> PathBuf {
        self.dir.path().join("club.json")
    }

    fn sock(&self) -> PathBuf {
        self.dir.path().join("sock")
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    fn run(&self, args: &[&str]) -> Output {
        chuhe()
            .args(args)
            .env("CHUHE_DATA_DIR", self.data())
            .output()
            .unwrap()
    }

    fn serve(&self, extra: &[&str]) -> ServeProcess {
        let mut child = chuhe()
            .args(["tournament", "serve"])
            .arg(self.event())
            .args(["--json", "--dir"])
            .arg(self.sock())
            .args(extra)
            .env("CHUHE_DATA_DIR", self.data())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let (tx, rx) = mpsc::channel();
        let out = BufReader::new(child.stdout.take().unwrap());
        std::thread::spawn(move || {
            for line in out.lines().map_while(Result::ok) {
                let v = serde_json::from_str(&line)
                    .unwrap_or_else(|e| panic!("serve printed {line:?}: {e}"));
                if tx.send(v).is_err() {
                    return;
                }
            }
        });
        ServeProcess { child, lines: rx }
    }

    /// `chuhe arbiter CODE --dir … --token-file … ARGS`.
    fn arbiter(&self, board: &serde_json::Value, args: &[&str]) -> Output {
        let code = board["code"].as_str().unwrap();
        let token_file = self.event().with_extension("arbiter");
        let sock = self.sock();
        let mut all = vec![
            "arbiter",
            code,
            "--dir",
            sock.to_str().unwrap(),
            "--token-file",
            token_file.to_str().unwrap(),
        ];
        all.extend_from_slice(args);
        let all: Vec<String> = all.into_iter().map(String::from).collect();
        chuhe()
            .args(&all)
            .env("CHUHE_DATA_DIR", self.data())
            .output()
            .unwrap()
    }

    fn event_json(&self) -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(self.event()).unwrap()).unwrap()
    }

    fn standings(&self) -> serde_json::Value {
        let out = self.run(&[
            "tournament",
            "standings",
            self.event().to_str().unwrap(),
            "--json",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    }
}

/// A player joining a board by their name in the event, as `chuhe join CODE --name`.
fn join(board: &serde_json::Value, name: &str) -> Result<Client, LinkError> {
    let endpoint = Endpoint::Unix(Path::new(board["socket"].as_str().unwrap()).into());
    let code = board["code"].as_str().unwrap().parse().unwrap();
    let mut c = LinkConfig::new(endpoint, code, Role::Play);
    c.name = name.into();
    c.timeout = DEADLINE;
    c.reconnect = false;
    connect(c)
}

fn name(board: &serde_json::Value, side: &str) -> String {
    board[side].as_str().unwrap().to_string()
}

/// A player's points in the standings' JSON.
fn points(standings: &serde_json::Value, player: &str) -> f64 {
    let rows = standings["rows"]
        .as_array()
        .unwrap_or_else(|| panic!("standings: {standings}"));
    let row = rows
        .iter()
        .find(|r| r["player"] == player)
        .unwrap_or_else(|| panic!("{player} in {standings}"));
    row["points"]
        .as_f64()
        .unwrap_or_else(|| panic!("points in {row}"))
}

#[test]
fn a_networked_round_of_four_flows_into_the_standings() {
    let s = Setup::new("甲,乙,丙,丁");
    let serve = s.serve(&[]);
    let boards = serve.boards(1, 2);
    assert_eq!(boards.len(), 2);
    let (b1, b2) = (&boards[0], &boards[1]);
    // The event file has round 1 paired, with the boards announced.
    let event = s.event_json();
    assert_eq!(event["rounds"].as_array().unwrap().len(), 1);

    // The round has started: Red's clock runs before anyone sits down (21.1).
    let red1 = join(b1, &name(b1, "red")).unwrap();
    let st = red1.state_where("started", |s| s.session.started);
    assert!(
        st.view.clocks[Color::Red.index()].running,
        "Red's clock runs"
    );
    assert_eq!(st.view.red, name(b1, "red"));
    // A name the round did not pair at this board is refused; so is a second comer
    // with the same name.
    match join(b1, &name(b2, "red")) {
        Err(LinkError::Refused(e)) => {
            assert_eq!(e.code, ErrorCode::SeatsTaken);
            assert!(e.message.en.contains("not one of them"), "{}", e.message.en);
        }
        other => panic!("{:?}", other.map(|_| ())),
    }
    let black1 = join(b1, &name(b1, "black")).unwrap();
    assert_eq!(black1.seat(), Color::Black);
    let red2 = join(b2, &name(b2, "red")).unwrap();
    let black2 = join(b2, &name(b2, "black")).unwrap();
    assert_eq!((red2.seat(), black2.seat()), (Color::Red, Color::Black));

    // The next round is refused while boards play on.
    let out = s.arbiter(b1, &["next-round"]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("round 1 is not over"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // Board 1: Red resigns. Board 2: the arbiter records a foul, then rules a draw.
    red1.act(Action::Resign).unwrap();
    let out = s.arbiter(b2, &["foul", "black", "distraction"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("(9.1.1)"));
    let out = s.arbiter(
        b2,
        &[
            "end", "1/2-1/2", "both", "agree", "before", "the", "arbiter",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for p in [&red2, &black2] {
        p.state_where("over", |s| s.view.verdict.is_some());
    }

    let r1 = serve.wait_for("board 1's result", |v| {
        v["board"] == 1 && v["result"].is_string()
    });
    assert_eq!(r1["result"], "0-1");
    let r2 = serve.wait_for("board 2's result", |v| {
        v["board"] == 2 && v["result"].is_string()
    });
    assert_eq!(r2["result"], "1/2-1/2");
    assert_eq!(r2["fouls"], serde_json::json!([0, 1]));

    // In the event file, and so in the standings.
    let games = &s.event_json()["rounds"][0]["games"];
    assert_eq!(games[0]["result"], "0-1");
    assert_eq!(games[1]["result"], "1/2-1/2");
    assert_eq!(games[1]["fouls"], serde_json::json!([0, 1]));
    let st = s.standings();
    assert_eq!(points(&st, &name(b1, "black")), 1.0);
    assert_eq!(points(&st, &name(b1, "red")), 0.0);
    assert_eq!(points(&st, &name(b2, "red")), 0.5);
    assert_eq!(points(&st, &name(b2, "black")), 0.5);

    // The arbiter pairs round 2; its boards open with new codes.
    let out = s.arbiter(b2, &["next-round"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serve.wait_for("round 2 paired", |v| v["paired"] == 2);
    let next = serve.boards(2, 2);
    assert_ne!(next[0]["code"], b1["code"]);
    assert_eq!(s.event_json()["rounds"].as_array().unwrap().len(), 2);
    // Round 2 pairs each player against someone new (Berger table, 13.1).
    let first: Vec<(String, String)> = [b1, b2]
        .iter()
        .map(|b| (name(b, "red"), name(b, "black")))
        .collect();
    for b in &next {
        let pair = (name(b, "red"), name(b, "black"));
        assert!(
            !first.contains(&pair) && !first.contains(&(pair.1.clone(), pair.0.clone())),
            "{pair:?} met in round 1"
        );
    }
    // A player of round 2 sits down at their new board.
    let p = join(&next[0], &name(&next[0], "black")).unwrap();
    assert_eq!(p.seat(), Color::Black);
}

#[test]
fn the_absent_forfeit_at_the_late_limit_21() {
    let s = Setup::new("甲,乙,丙,丁");
    let serve = s.serve(&["--late-limit", "1s"]);
    let boards = serve.boards(1, 2);
    let (b1, b2) = (&boards[0], &boards[1]);
    // Board 1: only Red comes. Board 2: nobody.
    let red1 = join(b1, &name(b1, "red")).unwrap();
    let r1 = serve.wait_for("board 1's forfeit", |v| {
        v["board"] == 1 && v["result"].is_string()
    });
    assert_eq!(
        r1["result"], "+-",
        "Black was absent past the limit: a loss without play"
    );
    let r2 = serve.wait_for("board 2's forfeit", |v| {
        v["board"] == 2 && v["result"].is_string()
    });
    assert_eq!(r2["result"], "--", "both absent: both forfeit (21.3)");
    // Red was told on the board, with the article.
    let over = red1.state_where("over", |s| s.view.verdict.is_some());
    let v = over.view.verdict.clone().unwrap();
    assert_eq!(v.reason.article(), "21.1");
    let st = s.standings();
    assert_eq!(points(&st, &name(b1, "red")), 1.0);
    for who in [name(b1, "black"), name(b2, "red"), name(b2, "black")] {
        assert_eq!(points(&st, &who), 0.0, "{who}");
    }
}
