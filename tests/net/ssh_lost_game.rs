//! A game whose save cannot be read after a restart: the server starts on a data
//! directory where the club knows Alice's and Bob's game but its save is damaged.
//! Alice logs in and her lobby tells her (in her language) that her game against
//! Bob cannot go on; Carol's lobby says nothing of it. The files are those of an
//! earlier version: imported into the database, the damaged save as it was, and
//! moved aside, not deleted.

use chuhe::ssh::accounts::Account;
use chuhe::ssh::club::{Member, SeekSpec};
use chuhe::ssh::club_store::StoredGame;
use chuhe::ssh::limits::Limits;

use crate::common::ssh_common::{Player, fingerprint, key, runtime, start};

#[test]
fn the_players_of_a_game_whose_save_is_unreadable_are_told_in_the_lobby() {
    let tmp = tempfile::tempdir().unwrap();
    let ssh = tmp.path().join("data/ssh");
    std::fs::create_dir_all(ssh.join("games")).unwrap();
    let (alice, bob) = (key(1), key(2));
    let accounts = serde_json::json!({
        fingerprint(&alice): "alice",
        fingerprint(&bob): "bob",
    });
    std::fs::write(ssh.join("accounts.json"), accounts.to_string()).unwrap();
    let member = |k, nick: &str| Member {
        account: Account::Key(fingerprint(k)),
        nick: nick.into(),
    };
    StoredGame::new(
        "k7q2",
        &[member(&alice, "alice"), member(&bob, "bob")],
        &SeekSpec::default(),
    )
    .write(&ssh.join("club"))
    .unwrap();
    let save = ssh.join("games/k7q2.json");
    std::fs::write(&save, "{\"format\": \"chuhe-host\", damaged").unwrap();

    let server = start(tmp.path(), Limits::default());
    let port = server.addr.port();
    runtime().block_on(async {
        let a = Player::shell(port, &alice).await;
        a.wait_for("欢迎，alice").await;
        // Spaces are cursor moves on the wire: the notice's words, then Bob's
        // name, the only place it is shown (Bob is not online).
        a.wait_for("未下完的对局在服务器重启后无法继续").await;
        assert!(a.has("bob"), "the opponent is not named");
        let carol = Player::named(port, &key(3), "carol").await;
        carol.wait_for("在线").await;
        assert!(!carol.has("未下完的对局在服务器重启后"), "Carol was told");
    });
    server.stop();
    assert!(
        ssh.join("games.migrated/k7q2.json").exists(),
        "the damaged save was moved aside, not deleted"
    );
    assert!(ssh.join("club.migrated/k7q2.json").exists());
}
