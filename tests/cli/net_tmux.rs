//! End to end: two chuhe processes in two tmux windows — `chuhe host` (with the host's
//! own seat in its TUI) and `chuhe join CODE` — play a few moves typed in Chinese, and
//! each move appears on the other terminal; a third window watches. Each player has
//! its own HOME and XDG directories in a temporary directory, as two users would;
//! the socket directory is a temporary one too. The tmux server is this test's own
//! (`-L`), killed at the end even on failure; every wait has a deadline.

use crate::tmux;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use tmux::Tmux;

/// The join code of the game `home`'s user hosts, from the host's save.
fn hosted_code(home: &Path) -> String {
    let dir = home.join("data/chuhe/hosted");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let save: Option<PathBuf> = std::fs::read_dir(&dir)
            .ok()
            .and_then(|mut d| d.find_map(|e| e.ok().map(|e| e.path())));
        if let Some(text) = save.and_then(|p| std::fs::read_to_string(p).ok())
            && let Ok(v) = serde_json::from_str::<serde_json::Value>(&text)
        {
            return v["code"].as_str().unwrap().to_string();
        }
        assert!(
            Instant::now() < deadline,
            "no host save in {}",
            dir.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_host_and_a_joiner_play_in_two_terminals_and_a_spectator_watches() {
    let _turn = crate::tmux::one_at_a_time();
    let tmp = tempfile::tempdir().unwrap();
    let (alice, bob, carol) = (
        tmp.path().join("alice"),
        tmp.path().join("bob"),
        tmp.path().join("carol"),
    );
    let sock = tmp.path().join("sock");
    let t = Tmux::new("play");
    t.window(
        "host",
        &Tmux::chuhe(
            &alice,
            "zh_CN.UTF-8",
            &format!("host --dir {} --name alice", sock.display()),
        ),
    );
    let code = hosted_code(&alice);
    let s = t.wait_for("host", "the waiting board", |s| {
        s.contains("俥──傌──相──仕──帥──仕──相──傌──俥") && s.contains("等待对手加入")
    });
    assert!(
        s.contains(&code),
        "the join code is on the host's screen:\n{s}"
    );

    t.window(
        "join",
        &Tmux::chuhe(
            &bob,
            "en_US.UTF-8",
            // English interface, Chinese moves (English alone lists WXF).
            &format!(
                "join {code} --dir {} --name bob --notation chinese",
                sock.display()
            ),
        ),
    );
    // Bob plays Black: his board is turned, Black at the bottom.
    t.wait_for("join", "Bob's board", |s| {
        s.contains("you play Black") && s.contains("車──馬──象──士──將──士──象──馬──車")
    });
    t.wait_for("host", "Bob at the table", |s| s.contains("bob"));

    t.type_text("host", "炮二平五");
    t.wait_for("host", "the preview", |s| s.contains("= 炮二平五"));
    t.key("host", "Enter");
    t.wait_for("join", "Red's move on Bob's screen", |s| {
        s.contains("1. 炮二平五") && s.contains("Black to move")
    });

    t.type_text("join", "马8进7");
    t.key("join", "Enter");
    t.wait_for("host", "Black's move on Alice's screen", |s| {
        s.contains("1. 炮二平五     马８进７") && s.contains("红方走棋")
    });

    // Nobody moves out of turn: Bob's try is refused, nothing reaches Alice.
    t.type_text("join", "车9平8");
    t.key("join", "Enter");
    t.wait_for("join", "the refusal", |s| s.contains("it is Red's move"));

    t.window(
        "watch",
        &Tmux::chuhe(
            &carol,
            "en_US.UTF-8",
            &format!("watch {code} --dir {} --notation chinese", sock.display()),
        ),
    );
    t.wait_for("watch", "the game so far", |s| {
        s.contains("watching game") && s.contains("1. 炮二平五     马８进７")
    });

    t.type_text("host", "马二进三");
    t.key("host", "Enter");
    for w in ["join", "watch"] {
        t.wait_for(w, "Red's second move", |s| s.contains("2. 马二进三"));
    }
    t.key("join", "Escape");
    t.type_text("join", "车9平8");
    t.key("join", "Enter");
    let screen = t.wait_for("host", "Black's second move", |s| {
        s.contains("2. 马二进三     车９平８")
    });
    assert!(screen.contains("红方走棋"), "{screen}");

    // The spectator's keys do nothing to the game.
    t.type_text("watch", "炮八平六");
    t.key("watch", "Enter");
    t.wait_for("watch", "the refusal", |s| {
        s.contains("spectators cannot act")
    });
    let host_screen = t.screen("host");
    assert!(!host_screen.contains("炮八平六"), "{host_screen}");

    // Bob leaves; his seat stays his, and Alice is told.
    t.key("join", "q");
    t.wait_for("join", "the quit question", |s| s.contains("Quit?"));
    t.key("join", "y");
    t.wait_for("host", "Bob gone", |s| s.contains("黑方已断线"));
    assert!(
        bob.join(format!("data/chuhe/net/seats/{code}.json"))
            .is_file(),
        "Bob's seat token is kept"
    );
}

/// Alice hosts (Chinese screen), Bob joins (English screen); both windows open and
/// Bob's board is up.
fn alice_hosts_bob_joins(t: &Tmux, tmp: &Path, extra: &str) -> String {
    let (alice, bob) = (tmp.join("alice"), tmp.join("bob"));
    let sock = tmp.join("sock");
    t.window(
        "host",
        &Tmux::chuhe(
            &alice,
            "zh_CN.UTF-8",
            &format!("host --dir {} --name alice {extra}", sock.display()),
        ),
    );
    let code = hosted_code(&alice);
    // The host's name is the one given, not the user's (it was "主机：root").
    t.wait_for("host", "the greeting with the host's name", |s| {
        s.contains("主机：alice")
    });
    t.window(
        "join",
        &Tmux::chuhe(
            &bob,
            "en_US.UTF-8",
            &format!(
                "join {code} --dir {} --name bob --notation chinese",
                sock.display()
            ),
        ),
    );
    t.wait_for("join", "Bob's board", |s| {
        s.contains("you play Black") && s.contains("hosted by alice")
    });
    // The host is told who sat down.
    t.wait_for("host", "Bob's arrival announced", |s| {
        s.contains("黑方（bob）已加入对局")
    });
    code
}

/// The take-back over the network: the requester hears at once that the request
/// stands (it used to hang five seconds, then say "the host did not answer in
/// time"); the opponent is asked with y/n like every other question; once accepted,
/// the question is gone. Also: no move preview on the opponent's turn, and a
/// spectator is offered no game keys and leaves without a question.
#[test]
fn a_take_back_is_asked_answered_with_y_and_gone_afterwards() {
    let _turn = crate::tmux::one_at_a_time();
    let tmp = tempfile::tempdir().unwrap();
    let t = Tmux::new("takeback");
    let code = alice_hosts_bob_joins(&t, tmp.path(), "");

    // Bob types on Red's turn: he is told whose move it is, with no preview that
    // reads as Red's move.
    t.type_text("join", "马2进3");
    let s = t.wait_for("join", "whose move it is", |s| {
        s.contains("it is Red's move")
    });
    assert!(!s.contains("= "), "no move preview out of turn:\n{s}");
    t.key("join", "Escape");

    t.type_text("host", "炮二平五");
    t.key("host", "Enter");
    t.wait_for("join", "Red's move", |s| s.contains("1. 炮二平五"));
    t.type_text("join", "马8进7");
    t.wait_for("join", "the preview on Bob's own turn", |s| {
        s.contains("(h9g7)")
    });
    t.key("join", "Enter");
    t.wait_for("host", "Black's move", |s| s.contains("马８进７"));

    t.key("join", "u");
    t.wait_for("join", "the request acknowledged", |s| {
        s.contains("take-back asked for: waiting for your opponent's answer")
    });
    t.wait_for("host", "the question to Alice", |s| {
        s.contains("黑方请求悔棋，是否同意？") && s.contains("y 是")
    });
    t.key("host", "y");
    let host = t.wait_for("host", "the move taken back", |s| {
        s.contains("已同意悔棋") && !s.contains("马８进７")
    });
    assert!(!host.contains("请求悔棋"), "the question is gone:\n{host}");
    let join = t.wait_for("join", "the move gone on Bob's screen", |s| {
        s.contains("1. 炮二平五") && !s.contains("马８进７")
    });
    assert!(!join.contains("did not answer"), "{join}");

    // A spectator: no undo, no new game in the hints; q leaves at once.
    let carol = tmp.path().join("carol");
    t.window(
        "watch",
        &Tmux::chuhe(
            &carol,
            "en_US.UTF-8",
            &format!(
                "watch {code} --dir {} --notation chinese",
                tmp.path().join("sock").display()
            ),
        ),
    );
    let s = t.wait_for("watch", "the spectator's screen", |s| {
        s.contains("watching game") && s.contains("quit")
    });
    assert!(!s.contains("undo") && !s.contains("new game"), "{s}");
    // Nor a piece to pick up, a cursor to move, or an input line to type a move in.
    assert!(!s.contains("pick/drop") && !s.contains("hjkl"), "{s}");
    let turn = s.lines().find(|l| l.contains("watching:")).unwrap_or("");
    assert!(!turn.contains(" > "), "{s}");
    t.key("watch", "q");
    let s = t.wait_for("watch", "the spectator gone", |s| {
        !s.contains("watching game")
    });
    assert!(!s.contains("Quit?") && !s.contains("saved"), "{s}");
}

/// A networked tournament game: each player records every move (7.1), so each is
/// asked for the opponent's move as it arrives; both entries right, the result sheet
/// counts nothing missing (it said "漏记1 … 漏记1", nobody having been asked), and a
/// player's "entry correct" is not shown to the opponent.
#[test]
fn a_networked_tournament_asks_for_every_move_and_counts_what_it_asked() {
    let _turn = crate::tmux::one_at_a_time();
    let tmp = tempfile::tempdir().unwrap();
    let t = Tmux::new("sheet");
    alice_hosts_bob_joins(&t, tmp.path(), "--mode tournament");

    t.type_text("host", "炮二平五");
    t.key("host", "Enter");
    t.wait_for("host", "Alice's move played", |s| s.contains("1. 炮二平五"));
    t.key("host", "p");
    t.wait_for("join", "Bob asked for Red's move", |s| {
        s.contains("1. 炮二平五") && s.contains("Black records move 1")
    });
    t.type_text("join", "炮二平五");
    t.key("join", "Enter");
    t.wait_for("join", "Bob's entry checked", |s| {
        s.contains("entry correct ✓")
    });
    t.type_text("join", "马8进7");
    t.key("join", "Enter");
    // Black's move on Alice's screen (her move list writes Black's digits full width).
    t.wait_for("host", "Black's move", |s| {
        s.contains("马8进7") || s.contains("马８进７")
    });
    t.key("join", "p");
    let host = t.wait_for("host", "Alice asked for Black's move", |s| {
        s.contains("红方记录第1回合")
    });
    assert!(
        !host.contains("记录正确"),
        "Bob's check is not on Alice's screen:\n{host}"
    );
    t.type_text("host", "马8进7");
    t.key("host", "Enter");
    t.wait_for("host", "Alice's entry checked", |s| {
        s.contains("记录正确 ✓")
    });
    t.key("host", "r");
    t.wait_for("host", "the resign question", |s| s.contains("确定认输"));
    t.key("host", "y");
    let sheet = t.wait_for("host", "the result sheet", |s| s.contains("漏记"));
    assert!(
        sheet.contains("漏记0") && !sheet.contains("漏记1"),
        "nothing missing:\n{sheet}"
    );
}
