//! The first start on the data of an earlier version: accounts, a game in
//! progress and a finished game kept as loose JSON files (`accounts.json`,
//! `club/<game>.json`, `games/<game>.json`) move into the club's database with
//! nothing lost. The saves are real ones, written by hosts that played the
//! games; Alice then logs in over SSH with her name kept and is taken back to
//! her board with its moves, the finished game is in the archive, the files are
//! moved aside (never deleted), and a second start imports nothing twice.

use chuhe::match_control::Action;
use chuhe::ssh::accounts::Account;
use chuhe::ssh::archive::Archive;
use chuhe::ssh::club::{Member, SeekSpec};
use chuhe::ssh::club_store::StoredGame;
use chuhe::ssh::limits::Limits;

use crate::common::net_common::{casual_host, player};
use crate::common::ssh_common::{Player, fingerprint, kept_nick, key, runtime, start};

/// A host's save file as it stood after `play` (the host stopped).
fn save_after(play: impl FnOnce(&crate::common::net_common::TestHost)) -> (String, String) {
    let h = casual_host();
    play(&h);
    let game = h.code().game().to_string();
    let path = h.save_dir().join(format!("{game}.json"));
    (
        game,
        std::fs::read_to_string(path).expect("the host's save"),
    )
}

#[test]
fn the_files_of_an_earlier_version_move_into_the_database_loss_free() {
    let (live_game, live_save) = save_after(|h| {
        let red = player(h, "alice");
        let black = player(h, "bob");
        red.play("h2e2").unwrap();
        black.plies(1);
        black.play("h9g7").unwrap();
        red.plies(2);
    });
    let (done_game, done_save) = save_after(|h| {
        let red = player(h, "carol");
        let black = player(h, "dave");
        red.play("h2e2").unwrap();
        black.plies(1);
        black.act(Action::Resign).unwrap();
        red.state_where("the game over", |s| s.view.verdict.is_some());
    });
    assert!(done_save.contains("\"over\": true"), "{done_save}");

    let tmp = tempfile::tempdir().unwrap();
    let ssh = tmp.path().join("data/ssh");
    std::fs::create_dir_all(ssh.join("games")).unwrap();
    let (alice, bob) = (key(1), key(2));
    let accounts = serde_json::json!({
        fingerprint(&alice): "alice",
        fingerprint(&bob): "bob",
        fingerprint(&key(3)): "王天一",
    });
    std::fs::write(ssh.join("accounts.json"), accounts.to_string()).unwrap();
    let member = |k, nick: &str| Member {
        account: Account::Key(fingerprint(k)),
        nick: nick.into(),
    };
    StoredGame::new(
        &live_game,
        &[member(&alice, "alice"), member(&bob, "bob")],
        &SeekSpec::default(),
    )
    .write(&ssh.join("club"))
    .unwrap();
    std::fs::write(ssh.join(format!("games/{live_game}.json")), &live_save).unwrap();
    std::fs::write(ssh.join(format!("games/{done_game}.json")), &done_save).unwrap();

    let server = start(tmp.path(), Limits::default());
    let port = server.addr.port();
    runtime().block_on(async {
        let a = Player::shell(port, &alice).await;
        // Her name was kept: no question; her game waits for her, with its moves.
        a.wait_for("炮二平五").await;
        a.wait_for("马８进７").await;
        assert!(!a.has("请取一个昵称"), "Alice was asked her name again");
    });
    assert_eq!(kept_nick(tmp.path(), &key(3)).as_deref(), Some("王天一"));
    let archived = Archive::open_read_only(&ssh.join("club.db"))
        .unwrap()
        .games(None, None)
        .unwrap();
    let [finished] = archived.as_slice() else {
        panic!("{archived:?}")
    };
    assert_eq!(finished.game, done_game);
    assert_eq!(finished.players, ["carol".to_string(), "dave".to_string()]);
    // Black resigned: Red won, and the PGN says so.
    assert_eq!(finished.result, "1-0");
    assert!(
        finished.pgn.contains("[Result \"1-0\"]"),
        "{}",
        finished.pgn
    );
    server.stop();

    for (gone, kept) in [
        ("accounts.json", "accounts.json.migrated"),
        ("club", "club.migrated"),
        ("games", "games.migrated"),
    ] {
        assert!(!ssh.join(gone).exists(), "{gone} is still there");
        assert!(ssh.join(kept).exists(), "{kept} is missing");
    }
    assert_eq!(
        std::fs::read_to_string(ssh.join(format!("games.migrated/{done_game}.json"))).unwrap(),
        done_save,
        "moved aside as it was"
    );

    // A second start: nothing to import, everything still there.
    let server = start(tmp.path(), Limits::default());
    let port = server.addr.port();
    runtime().block_on(async {
        let a = Player::shell(port, &alice).await;
        a.wait_for("马８进７").await;
    });
    server.stop();
    let archived = Archive::open_read_only(&ssh.join("club.db"))
        .unwrap()
        .games(None, None)
        .unwrap();
    assert_eq!(archived.len(), 1, "nothing imported twice");
    assert!(!ssh.join("accounts.json.migrated-2").exists());
}
