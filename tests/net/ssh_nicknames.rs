//! Nicknames against a running server (in this process) and russh's client: a name
//! with a zero-width joiner (bo‍b beside the real bob) is refused with a message in
//! the player's language, and the player goes on to choose another; a Cyrillic
//! аlice beside alice is refused as a lookalike; two sessions of one key naming
//! themselves at once are both given the one name bound.

use chuhe::ssh::limits::Limits;

use crate::common::ssh_common::{Player, kept_nick, key, runtime, start};

#[test]
fn hidden_characters_and_lookalikes_are_refused_and_the_player_goes_on() {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(tmp.path(), Limits::default());
    let port = server.addr.port();
    runtime().block_on(async {
        let _bob = Player::named(port, &key(1), "bob").await;
        let _alice = Player::named(port, &key(2), "alice").await;
        let p = Player::shell(port, &key(3)).await;
        p.wait_for("请取一个昵称").await;
        p.type_bytes("bo\u{200d}b\r".as_bytes()).await;
        p.wait_for("看不见的字符").await;
        // What was typed is still there to correct: four characters erased.
        p.type_bytes(b"\x7f\x7f\x7f\x7f").await;
        p.type_bytes("\u{430}lice\r".as_bytes()).await;
        p.wait_for("看起来一样").await;
        p.type_bytes(b"\x7f\x7f\x7f\x7f\x7fcarol\r").await;
        p.wait_for("欢迎，carol").await;
    });
    assert_eq!(kept_nick(tmp.path(), &key(3)).as_deref(), Some("carol"));
    server.stop();
}

#[test]
fn two_sessions_of_one_key_naming_themselves_at_once_agree() {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(tmp.path(), Limits::default());
    let port = server.addr.port();
    let k = key(4);
    let (a, b) = runtime().block_on(async {
        let a = Player::shell(port, &k).await;
        let b = Player::shell(port, &k).await;
        a.wait_for("请取一个昵称").await;
        b.wait_for("请取一个昵称").await;
        tokio::join!(a.type_bytes(b"east\r"), b.type_bytes(b"west\r"));
        a.wait_for("欢迎，").await;
        b.wait_for("欢迎，").await;
        (a, b)
    });
    let name = kept_nick(tmp.path(), &k).expect("a name is kept");
    assert!(name == "east" || name == "west", "{name}");
    for p in [&a, &b] {
        assert!(
            p.has(&format!("欢迎，{name}")),
            "a session with another name"
        );
    }
    drop((a, b));
    server.stop();
}
