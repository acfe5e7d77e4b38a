//! `chuhe host --headless` as a real process: it prints where the game is, serves
//! two players, is killed without warning (kill -9) and, restarted with `--resume`,
//! carries on the game from its save while the clients come back by themselves.

use crate::common::net_common;

use std::path::Path;
use std::process::Command;

use chuhe::net::{Endpoint, LinkConfig, LinkEvent, Role};
use net_common::{Client, DEADLINE, connect, spawn_host};

fn chuhe() -> Command {
    Command::new(env!("CARGO_BIN_EXE_chuhe"))
}

fn player(info: &serde_json::Value, name: &str) -> Client {
    let endpoint = Endpoint::Unix(info["socket"].as_str().unwrap().into());
    let code = info["code"].as_str().unwrap().parse().unwrap();
    let mut c = LinkConfig::new(endpoint, code, Role::Play);
    c.name = name.into();
    c.timeout = DEADLINE;
    connect(c).unwrap()
}

#[test]
fn the_host_prints_where_its_game_is() {
    let tmp = tempfile::tempdir().unwrap();
    let sock = tmp.path().join("sock");
    let host = spawn_host(&tmp.path().join("data"), &sock, &["--time", "10m"]);
    let code = host.info["code"].as_str().unwrap();
    assert_eq!(host.info["game"].as_str().unwrap(), &code[..4]);
    assert_eq!(
        host.info["join"].as_str().unwrap(),
        format!("chuhe join {code} --dir {}", sock.display())
    );
    assert_eq!(
        host.info["socket"].as_str().unwrap(),
        sock.join(format!("{}.sock", &code[..4])).to_str().unwrap()
    );
    let save = Path::new(host.info["save"].as_str().unwrap());
    assert!(save.is_file());
    use std::os::unix::fs::PermissionsExt;
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o7777;
    assert_eq!(mode(save.parent().unwrap()), 0o700, "saves hold tokens");
    assert_eq!(mode(&sock), 0o711);
    assert_eq!(
        mode(Path::new(host.info["socket"].as_str().unwrap())),
        0o666
    );
}

#[test]
fn a_killed_host_resumes_from_its_save_and_the_players_come_back() {
    let tmp = tempfile::tempdir().unwrap();
    let (data, sock) = (tmp.path().join("data"), tmp.path().join("sock"));
    let first = spawn_host(&data, &sock, &["--time", "10m", "--red", "胡荣华"]);
    let red = player(&first.info, "alice");
    let black = player(&first.info, "bob");
    red.play("h2e2").unwrap();
    black.play("h9g7").unwrap();
    red.play("h0g2").unwrap();
    let before = black.plies(3);
    assert_eq!(before.view.red, "胡荣华");
    let code = first.info["code"].as_str().unwrap().to_string();
    drop(first); // kill -9: no goodbye, no last save
    for c in [&red, &black] {
        c.wait_for("the drop", |e| {
            matches!(e, LinkEvent::Lost(_)).then_some(())
        });
    }

    let second = spawn_host(&data, &sock, &["--resume", &code]);
    assert_eq!(second.info["code"].as_str().unwrap(), code);
    for c in [&red, &black] {
        c.wait_for("the return", |e| {
            matches!(e, LinkEvent::Reconnected).then_some(())
        });
    }
    let after = red.state_where("both back, clocks running", |s| {
        s.session.seats.iter().all(|seat| seat.connected) && !s.view.paused
    });
    assert_eq!(after.view.moves, before.view.moves);
    assert_eq!(after.view.position, before.view.position);
    assert_eq!(after.view.red, "胡荣华");
    assert_eq!(after.view.black, "bob");
    // The time already used is kept (the host's downtime is not charged).
    for c in 0..2 {
        assert!(after.view.clocks[c].used >= before.view.clocks[c].used);
    }
    black.play("b9c7").unwrap();
    red.plies(4);
}

#[test]
fn resume_without_a_save_and_bad_options_are_clear_errors() {
    let tmp = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = chuhe()
            .args(args)
            .env("CHUHE_DATA_DIR", tmp.path())
            .env("CHUHE_NET_DIR", tmp.path().join("sock"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    let e = run(&["host", "--headless", "--resume"]);
    assert!(e.contains("--resume: no unfinished hosted game in"), "{e}");
    let e = run(&["host", "--headless", "--resume", "zzzz"]);
    assert!(e.contains("zzzz.json"), "{e}");
    let e = run(&["host", "--headless", "--seat", "red"]);
    assert!(e.contains("--seat: a headless host keeps no seat"), "{e}");
    let e = run(&["host", "--headless", "--time", "fortnight"]);
    assert!(e.contains("--time: time control \"fortnight\""), "{e}");
    let e = run(&["host", "--headless", "--clock-on-disconnect", "maybe"]);
    assert!(
        e.contains("unknown clock policy 'maybe' (run or pause)"),
        "{e}"
    );
    let e = run(&["host", "--headless", "--load", "x.pgn"]);
    assert!(e.contains("--load is not supported"), "{e}");
    // The game is the host's: a joiner or a spectator has no game options.
    let e = run(&["join", "k7q2-m9xd-4htw", "--time", "5m"]);
    assert!(e.contains("unexpected argument '--time'"), "{e}");
    let e = run(&["watch", "k7q2-m9xd-4htw", "--rules", "axf"]);
    assert!(e.contains("unexpected argument '--rules'"), "{e}");
}
