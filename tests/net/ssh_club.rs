//! The club's memory of who plays where, through a restart and for guests: a key's
//! unfinished game waits for that key (listed among its own games, and the seat
//! kept with its token) after the server is started again, and a guest — one
//! connection's own — is never given a game back from another connection, before
//! or after a restart. Games are hosted for real (`chuhe host`'s machinery on Unix
//! sockets in a temporary directory); no ssh here (`ssh_tmux.rs` has the real client).

use std::path::Path;
use std::sync::Arc;

use chuhe::ssh::accounts::Account;
use chuhe::ssh::club::{Club, ClubConfig, ClubError, Member, SeekSpec};

fn club(dir: &Path) -> Club {
    Club::new(
        ClubConfig {
            runtime_dir: dir.join("run"),
        },
        Arc::new(|_: &str| {}),
    )
    .with_database(&dir.join("ssh/club.db"))
    .unwrap()
}

fn member(account: Account, nick: &str) -> Member {
    Member {
        account,
        nick: nick.into(),
    }
}

fn alice() -> Member {
    member(Account::Key("SHA256:alice".into()), "alice")
}

/// Alice (a key) seeks, a guest accepts: one game, hosted.
fn start_game(c: &Club, guest: u64) -> u64 {
    c.arrive(1, alice(), Box::new(|| {}));
    c.arrive(
        2,
        member(Account::Guest(guest), &format!("guest-{guest}")),
        Box::new(|| {}),
    );
    let seek = c.post(1, SeekSpec::default(), None).expect("a seek");
    let seat = c.accept(2, seek).expect("the game starts");
    assert_eq!(seat.color, Some(chuhe::rules::Color::Black));
    seat.game
}

#[test]
fn a_guest_who_drops_gets_no_game_back_from_another_connection() {
    let tmp = tempfile::tempdir().unwrap();
    let c = club(tmp.path());
    let game = start_game(&c, 2);
    // The guest's own connection still finds its seat.
    c.stood_up(2, game, None);
    assert_eq!(c.waiting_game(2), Some(game));
    c.depart(2);
    // The same person comes back as a guest: a new connection, a new guest.
    c.arrive(3, member(Account::Guest(3), "guest-3"), Box::new(|| {}));
    let view = c.view(3);
    assert!(view.mine.is_empty(), "nothing of theirs: {:?}", view.mine);
    assert_eq!(view.games.len(), 1, "the game is there to watch");
    assert_eq!(c.waiting_game(3), None);
    assert_eq!(c.sit(3, game).unwrap_err(), ClubError::NoSuchGame);
    // Nor may another key take the guest's seat.
    c.arrive(
        4,
        member(Account::Key("SHA256:bob".into()), "bob"),
        Box::new(|| {}),
    );
    assert_eq!(c.sit(4, game).unwrap_err(), ClubError::NoSuchGame);
    // Alice's seat is still Alice's.
    assert_eq!(c.view(1).mine.len(), 1);
    c.shutdown();
}

#[test]
fn after_a_restart_a_key_finds_its_game_and_a_guest_does_not() {
    let tmp = tempfile::tempdir().unwrap();
    let before = club(tmp.path());
    start_game(&before, 2);
    // The server goes: every session with it.
    before.shutdown();
    drop(before);

    let after = club(tmp.path());
    assert_eq!(after.restore(), 1, "the unfinished game is hosted again");
    after.arrive(10, alice(), Box::new(|| {}));
    let view = after.view(10);
    let [mine] = view.mine.as_slice() else {
        panic!("Alice's own unfinished games: {:?}", view.mine)
    };
    assert_eq!(mine.players, ["alice".to_string(), "guest-2".to_string()]);
    assert_eq!(mine.spec, SeekSpec::default());
    assert_eq!(after.waiting_game(10), Some(mine.id));
    let seat = after.sit(10, mine.id).expect("Alice sits at her seat");
    assert_eq!(seat.color, Some(chuhe::rules::Color::Red));
    assert!(
        seat.link.token.is_some(),
        "with the seat's token from the save"
    );

    // Guests of this run, whatever their number, have no seat in it.
    for n in [1, 2, 3] {
        let id = 20 + n;
        after.arrive(
            id,
            member(Account::Guest(n), &format!("guest-{n}")),
            Box::new(|| {}),
        );
        assert!(after.view(id).mine.is_empty(), "guest {n}");
        assert_eq!(after.waiting_game(id), None, "guest {n}");
        assert_eq!(
            after.sit(id, mine.id).unwrap_err(),
            ClubError::NoSuchGame,
            "guest {n}"
        );
    }
    after.shutdown();
    drop(after);

    // Restored again: still one game, nothing doubled.
    let third = club(tmp.path());
    assert_eq!(third.restore(), 1);
    third.shutdown();
}

#[test]
fn a_club_with_a_new_database_restores_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    assert_eq!(club(tmp.path()).restore(), 0);
}

#[test]
fn a_spectator_says_hello_with_its_nickname() {
    let tmp = tempfile::tempdir().unwrap();
    let c = club(tmp.path());
    let game = start_game(&c, 2);
    c.arrive(
        5,
        member(Account::Key("SHA256:carol".into()), "carol"),
        Box::new(|| {}),
    );
    let seat = c.watch(5, game).expect("the game is there to watch");
    assert_eq!(seat.color, None);
    // The host names a hello without a name after the local user (the server's own).
    assert_eq!(seat.link.name, "carol");
    c.shutdown();
}
