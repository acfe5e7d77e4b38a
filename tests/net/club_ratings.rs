//! Rated games in the club: a rated seek between two keys moves both ratings once
//! (Glicko-2, as the rating module computes it — that module is checked against
//! Glickman's worked example), the archive keeps them through a restart, the lobby
//! shows them next to the nicknames, and guests are never rated. Games are hosted
//! for real on Unix sockets in a temporary directory.

use std::path::Path;
use std::sync::Arc;

use chuhe::match_control::Outcome;
use chuhe::rating::{Rating, Score};
use chuhe::ssh::accounts::Account;
use chuhe::ssh::archive::Archive;
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

fn key(nick: &str) -> Member {
    member(Account::Key(format!("SHA256:{nick}")), nick)
}

fn rated() -> SeekSpec {
    SeekSpec {
        rated: true,
        ..SeekSpec::default()
    }
}

#[test]
fn a_rated_game_moves_both_ratings_once_and_they_outlive_a_restart() {
    let tmp = tempfile::tempdir().unwrap();
    let c = club(tmp.path());
    c.arrive(1, key("alice"), Box::new(|| {}));
    c.arrive(2, key("bob"), Box::new(|| {}));
    let seek = c.post(1, rated(), None).unwrap();
    let game = c.accept(2, seek).unwrap().game;
    // Both players get up from the finished game; only the first report counts.
    c.archive_game(game, Outcome::RedWins, "[Result \"1-0\"]\n\n1-0\n".into());
    c.stood_up(2, game, Some(Outcome::RedWins));
    c.archive_game(game, Outcome::RedWins, "a second report".into());
    c.stood_up(1, game, Some(Outcome::RedWins));
    let (alice, bob) = Rating::NEW.after_game(Rating::NEW, Score::Win);
    let view = c.view(1);
    assert_eq!(view.ratings.get("alice"), Some(&alice));
    assert_eq!(view.ratings.get("bob"), Some(&bob));
    c.shutdown();
    drop(c);

    let board = Archive::open_read_only(&tmp.path().join("ssh/club.db"))
        .unwrap()
        .leaderboard()
        .unwrap();
    let games: Vec<(&str, u32)> = board.iter().map(|l| (l.nick.as_str(), l.games)).collect();
    assert_eq!(games, [("alice", 1), ("bob", 1)]);
    let archived = Archive::open_read_only(&tmp.path().join("ssh/club.db"))
        .unwrap()
        .games(None, None)
        .unwrap();
    assert_eq!(archived.len(), 1, "{archived:?}");
    assert_eq!(
        archived[0].players,
        ["alice".to_string(), "bob".to_string()]
    );
    assert!(archived[0].rated && archived[0].result == "1-0");
    assert!(
        archived[0].pgn.starts_with("[Result"),
        "the first report is kept"
    );

    // A restarted server shows them again, on the leaderboard and the profiles too.
    let c = club(tmp.path());
    c.arrive(3, key("bob"), Box::new(|| {}));
    assert_eq!(c.view(3).ratings.get("bob"), Some(&bob));
    assert_eq!(c.rating_of("SHA256:alice"), alice);
    let board: Vec<String> = c.leaderboard().into_iter().map(|l| l.nick).collect();
    assert_eq!(board, ["alice", "bob"]);
    let profile = c.profile("bob").expect("bob is rated");
    assert_eq!(profile.games, 1);
    assert_eq!(profile.recent[0].opponent, "alice");
    assert_eq!(profile.recent[0].score, Score::Loss);
    assert!(c.profile("carol").is_none());
    c.shutdown();
}

#[test]
fn an_unrated_game_rates_nobody() {
    let tmp = tempfile::tempdir().unwrap();
    let c = club(tmp.path());
    c.arrive(1, key("alice"), Box::new(|| {}));
    c.arrive(2, key("bob"), Box::new(|| {}));
    let seek = c.post(1, SeekSpec::default(), None).unwrap();
    let game = c.accept(2, seek).unwrap().game;
    c.stood_up(1, game, Some(Outcome::Draw));
    assert!(c.view(1).ratings.is_empty());
    assert_eq!(c.rating_of("SHA256:alice"), Rating::NEW);
    c.shutdown();
}

#[test]
fn guests_are_never_rated() {
    let tmp = tempfile::tempdir().unwrap();
    let c = club(tmp.path());
    c.arrive(1, key("alice"), Box::new(|| {}));
    c.arrive(2, member(Account::Guest(2), "guest-2"), Box::new(|| {}));
    // A guest's rated seek is posted unrated.
    c.post(2, rated(), None).unwrap();
    let view = c.view(1);
    assert!(!view.seeks[0].spec.rated, "{:?}", view.seeks[0].spec);
    // A guest cannot accept a rated seek: told why.
    let seek = c.post(1, rated(), None).unwrap();
    assert_eq!(c.accept(2, seek).unwrap_err(), ClubError::RatedNeedsKey);
    assert_eq!(c.view(1).seeks.len(), 2, "the seek stays open for a key");
    c.shutdown();
}

/// A rated game whose end no session reports (both players' boards were gone when
/// it ended): the club reads the result from the host's last save, rates it once
/// and archives it. The players here are bare network clients at the club's
/// seats, which never tell the club anything.
#[test]
fn a_game_that_ends_with_nobody_reporting_is_rated_and_archived() {
    use crate::common::net_common::connect;
    let tmp = tempfile::tempdir().unwrap();
    let c = club(tmp.path());
    c.arrive(1, key("alice"), Box::new(|| {}));
    c.arrive(2, key("bob"), Box::new(|| {}));
    let seek = c.post(1, rated(), None).unwrap();
    let bob_seat = c.accept(2, seek).unwrap();
    let alice_seat = c.sit(1, bob_seat.game).unwrap();
    let red = connect(alice_seat.link).unwrap();
    let black = connect(bob_seat.link).unwrap();
    red.play("h2e2").unwrap();
    black.plies(1);
    black.act(chuhe::match_control::Action::Resign).unwrap();
    red.state_where("the game over", |s| s.view.verdict.is_some());
    drop((red, black));
    // The host stops once everybody has gone; the lobby's next look settles it.
    let deadline = std::time::Instant::now() + crate::common::net_common::DEADLINE;
    while c.view(1).ratings.is_empty() {
        assert!(std::time::Instant::now() < deadline, "never rated");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let (alice, bob) = Rating::NEW.after_game(Rating::NEW, Score::Win);
    let view = c.view(1);
    assert_eq!(view.ratings.get("alice"), Some(&alice));
    assert_eq!(view.ratings.get("bob"), Some(&bob));
    assert_eq!(view.results, ["alice 1-0 bob"]);
    c.shutdown();
    drop(c);
    let archive = Archive::open_read_only(&tmp.path().join("ssh/club.db")).unwrap();
    let games = archive.games(None, None).unwrap();
    let [g] = games.as_slice() else {
        panic!("{games:?}")
    };
    assert_eq!(g.result, "1-0");
    assert!(g.pgn.contains("炮二平五"), "{}", g.pgn);
    let board = archive.leaderboard().unwrap();
    assert_eq!(board.iter().map(|l| l.games).collect::<Vec<_>>(), [1, 1]);
    // Restarted: nothing left to carry over, nothing rated twice.
    let c = club(tmp.path());
    assert_eq!(c.restore(), 0);
    c.shutdown();
}

/// A seek with a rating range is for players within it: alice, 1662 after one win,
/// asks for ±100; bob, new (1500), is refused and told why; ±200 lets him in.
#[test]
fn a_seeks_rating_range_keeps_out_players_beyond_it() {
    let tmp = tempfile::tempdir().unwrap();
    {
        let mut a = Archive::open(&tmp.path().join("ssh/club.db")).unwrap();
        let player = |nick: &str| chuhe::ssh::archive::RatedPlayer {
            key: format!("SHA256:{nick}"),
            nick: nick.into(),
        };
        a.record_rated(
            "g0",
            &player("alice"),
            &player("carol"),
            Outcome::RedWins,
            1,
        )
        .unwrap();
    }
    let c = club(tmp.path());
    c.arrive(1, key("alice"), Box::new(|| {}));
    c.arrive(2, key("bob"), Box::new(|| {}));
    assert!(c.rating_of("SHA256:alice").rating > 1600.0);
    let narrow = c
        .post(
            1,
            SeekSpec {
                range: Some(100),
                ..rated()
            },
            None,
        )
        .unwrap();
    assert_eq!(c.accept(2, narrow).unwrap_err(), ClubError::OutOfRange);
    let wide = c
        .post(
            1,
            SeekSpec {
                range: Some(200),
                ..rated()
            },
            None,
        )
        .unwrap();
    assert!(c.accept(2, wide).is_ok());
    c.shutdown();
}

/// From the lobby a player opens a past game on the study board: `p` on a player's
/// name shows their profile, Enter on a rated game opens its archived record on the
/// study board over the lobby (the one app stack of the session), `q` goes back.
#[test]
fn a_past_game_opens_on_the_study_board_from_a_profile() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use std::time::Instant;

    let tmp = tempfile::tempdir().unwrap();
    let c = Arc::new(club(tmp.path()));
    c.arrive(1, key("alice"), Box::new(|| {}));
    c.arrive(2, key("bob"), Box::new(|| {}));
    let seek = c.post(1, rated(), None).unwrap();
    let game = c.accept(2, seek).unwrap().game;
    let pgn = "[Event \"club\"]\n[Red \"alice\"]\n[Black \"bob\"]\n[Result \"1-0\"]\n\n\
               1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0\n";
    c.archive_game(game, Outcome::RedWins, pgn.into());
    c.stood_up(1, game, Some(Outcome::RedWins));

    let mut app = crate::common::ssh_common::bobs_lobby_app(tmp.path(), &c, chuhe::lang::Lang::En);
    let now = Instant::now();
    let press = |app: &mut chuhe::tui::app::App, k: KeyCode| {
        app.on_key(KeyEvent::new(k, KeyModifiers::NONE), now);
    };
    // The players online: bob (the viewer) first, then alice.
    press(&mut app, KeyCode::BackTab);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Char('p'));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "study board");
    let board = app.study_board().unwrap();
    assert_eq!(board.record().headers.get("Red"), Some("alice"));
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.screen_name(), "lobby");
    c.shutdown();
}
