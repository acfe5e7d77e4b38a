//! End to end: the arbiter sits at a game a real `chuhe host --headless` serves, in
//! the TUI (`chuhe arbiter CODE`, in a tmux window of the test's own server), and
//! acts with keys — pauses and restarts the clocks, asks for the draw of a cycle
//! that goes on (23.2), which the host refuses before any cycle — while the
//! two players, clients of the same host, are told each action with its article. A
//! second game is ended with a result and a reason from the end dialog. A wrong
//! token never opens the arbiter's screen. Every wait has a deadline.

use crate::tmux;

use crate::common::net_common;

use std::path::Path;

use chuhe::match_control::{Event, Outcome};
use chuhe::net::{Endpoint, LinkConfig, LinkEvent, Role};
use net_common::{Client, DEADLINE, HostProcess, connect, spawn_host};
use tmux::Tmux;

fn player(info: &serde_json::Value, name: &str) -> Client {
    let endpoint = Endpoint::Unix(info["socket"].as_str().unwrap().into());
    let code = info["code"].as_str().unwrap().parse().unwrap();
    let mut c = LinkConfig::new(endpoint, code, Role::Play);
    c.name = name.into();
    c.timeout = DEADLINE;
    connect(c).unwrap()
}

/// Waits until `c` is told a message (an `Event::Warning`, as the host tells both
/// players what the arbiter did) holding `words` and the article `article`.
fn told(c: &Client, words: &str, article: &str) -> String {
    let cite = format!("({article})");
    c.wait_for(&format!("'{words}' with {cite}"), |e| match e {
        LinkEvent::State(s) => s.events.iter().find_map(|ev| match ev {
            Event::Warning { text } if text.en.contains(words) && text.en.contains(&cite) => {
                Some(text.en.clone())
            }
            _ => None,
        }),
        _ => None,
    })
}

/// The arbiter's TUI at the game `host` serves, in window `window`.
fn arbiter_window(t: &Tmux, window: &str, home: &Path, host: &HostProcess, sock: &Path) {
    let code = host.info["code"].as_str().unwrap();
    let token = host.info["arbiter_token_file"].as_str().unwrap();
    t.window(
        window,
        &Tmux::chuhe(
            home,
            "en_US.UTF-8",
            &format!(
                "arbiter {code} --dir {} --token-file {token} --notation iccs",
                sock.display()
            ),
        ),
    );
}

#[test]
fn the_arbiter_pauses_the_clocks_with_keys_and_both_players_are_told() {
    let _turn = crate::tmux::one_at_a_time();
    let tmp = tempfile::tempdir().unwrap();
    let sock = tmp.path().join("sock");
    let host = spawn_host(&tmp.path().join("data"), &sock, &["--time", "10m"]);
    let red = player(&host.info, "alice");
    let black = player(&host.info, "bob");
    red.state_where("the game started", |s| s.session.started);

    let t = Tmux::new("arbiter");
    arbiter_window(&t, "arb", &tmp.path().join("arbiter"), &host, &sock);
    let s = t.wait_for("arb", "the arbiter's screen", |s| {
        s.contains("arbiter's seat") && s.contains("no claim pending")
    });
    assert!(s.contains("p pause"), "the arbiter's keys are hinted:\n{s}");
    assert!(s.contains("alice") && s.contains("bob"), "{s}");

    // Pause: asked first, then sent; the host's answer in the status line.
    t.key("arb", "p");
    t.wait_for("arb", "the question", |s| {
        s.contains("Send it (y/n)? Arbiter: the clocks are stopped (17.4)")
    });
    t.key("arb", "y");
    t.wait_for("arb", "the host's answer", |s| {
        s.contains("clocks are stopped (17.4)") && s.contains("p resume")
    });
    for p in [&red, &black] {
        told(p, "clocks are stopped", "17.4");
    }
    assert!(red.state_where("paused", |s| s.view.paused).view.paused);

    // Restarted the same way.
    t.key("arb", "p");
    t.key("arb", "y");
    t.wait_for("arb", "the clocks run again", |s| {
        s.contains("clocks run again (17.4)") && s.contains("p pause")
    });
    told(&black, "clocks run again", "17.4");

    // 23.2 before any cycle: the host refuses, and says why.
    t.key("arb", "d");
    t.wait_for("arb", "the question", |s| s.contains("Send it (y/n)"));
    t.key("arb", "y");
    t.wait_for("arb", "the refusal", |s| s.contains("no draw (23.2)"));
    assert!(red.latest().view.verdict.is_none());

    // (A cycle that goes on is drawn with `d` in `arbiter_tui.rs`: in this casual
    // game the 棋例 rule a repetition the moment it stands, 24.2.)
    t.key("arb", "q");
}

#[test]
fn the_arbiter_ends_a_game_from_the_dialog_and_a_wrong_token_opens_nothing() {
    let _turn = crate::tmux::one_at_a_time();
    let tmp = tempfile::tempdir().unwrap();
    let sock = tmp.path().join("sock");
    let host = spawn_host(&tmp.path().join("data"), &sock, &["--time", "10m"]);
    let red = player(&host.info, "alice");
    let black = player(&host.info, "bob");
    red.state_where("the game started", |s| s.session.started);

    let t = Tmux::new("arbiter-end");
    // A made-up token: the host refuses it before any screen opens.
    let code = host.info["code"].as_str().unwrap();
    t.window(
        "wrong",
        &Tmux::chuhe(
            &tmp.path().join("mallory"),
            "en_US.UTF-8",
            &format!(
                "arbiter {code} --dir {} --token 0123456789abcdef0123456789abcdef",
                sock.display()
            ),
        ),
    );
    // Wait for the whole refusal, not its first word: stderr is written in pieces, so
    // a capture can see "chuhe:" before the host's reason follows it.
    let s = t.wait_for("wrong", "the refusal", |s| {
        s.contains("only this game's arbiter") || s.contains("p pause")
    });
    assert!(
        s.contains("only this game's arbiter") && !s.contains("p pause"),
        "no arbiter's screen for a wrong token:\n{s}"
    );

    arbiter_window(&t, "arb", &tmp.path().join("arbiter"), &host, &sock);
    t.wait_for("arb", "the arbiter's screen", |s| {
        s.contains("arbiter's seat")
    });
    t.key("arb", "e");
    t.wait_for("arb", "the end dialog", |s| {
        s.contains("End the game") && s.contains("1-0 Red wins")
    });
    // 0-1, and the reason typed in the second field.
    t.key("arb", "Right");
    t.key("arb", "Tab");
    // Enter with no reason: the dialog stays and says what is missing.
    t.key("arb", "Enter");
    t.wait_for("arb", "the missing reason", |s| {
        s.contains("give the reason for the result")
    });
    t.type_text("arb", "Red left the hall");
    t.key("arb", "Enter");
    t.wait_for("arb", "the question", |s| s.contains("Send it (y/n)"));
    t.key("arb", "y");
    for p in [&red, &black] {
        told(p, "Red left the hall", "17.4");
    }
    let v = red
        .state_where("over", |s| s.view.verdict.is_some())
        .view
        .verdict
        .clone()
        .unwrap();
    assert_eq!(v.outcome, Outcome::BlackWins);
    assert_eq!(v.reason.article(), "17.4");
    t.wait_for("arb", "the result on the arbiter's screen", |s| {
        s.contains("Red left the hall")
    });
    t.key("arb", "q");
}
