//! The explorer on the club's games: `e` in the lobby opens the game list (the one
//! of `chuhe view`) over the archive's finished games, Enter opens one on the study
//! board, Esc comes back to the lobby; an empty archive says so in the lobby. The
//! lobby is driven as a session drives it, on the app's stack over an empty game.

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use chuhe::lang::Lang;
use chuhe::match_control::Outcome;
use chuhe::ssh::accounts::Account;
use chuhe::ssh::club::{Club, ClubConfig, Member, SeekSpec};
use chuhe::tui::app::App;

fn club(dir: &Path) -> Arc<Club> {
    let club = Club::new(
        ClubConfig {
            runtime_dir: dir.join("run"),
        },
        Arc::new(|_: &str| {}),
    )
    .with_database(&dir.join("ssh/club.db"))
    .unwrap();
    Arc::new(club)
}

fn key(nick: &str) -> Member {
    Member {
        account: Account::Key(format!("SHA256:{nick}")),
        nick: nick.into(),
    }
}

fn lobby_app(dir: &Path, c: &Arc<Club>, lang: Lang) -> App {
    crate::common::ssh_common::bobs_lobby_app(dir, c, lang)
}

fn press(app: &mut App, k: KeyCode) {
    app.on_key(KeyEvent::new(k, KeyModifiers::NONE), Instant::now());
}

fn screen(app: &mut App) -> String {
    let mut term = Terminal::new(TestBackend::new(100, 30)).unwrap();
    let done = term.draw(|f| app.render(f)).unwrap();
    crate::common::tui_common::screen_text(done.buffer)
}

#[test]
fn the_club_s_games_open_in_the_explorer_from_the_lobby() {
    let tmp = tempfile::tempdir().unwrap();
    let c = club(tmp.path());
    c.arrive(1, key("alice"), Box::new(|| {}));
    c.arrive(2, key("bob"), Box::new(|| {}));
    let seek = c.post(1, SeekSpec::default(), None).unwrap();
    let game = c.accept(2, seek).unwrap().game;
    let pgn = "[Event \"club\"]\n[Red \"alice\"]\n[Black \"bob\"]\n[Result \"1-0\"]\n\n\
               1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0\n";
    c.archive_game(game, Outcome::RedWins, pgn.into());
    c.stood_up(1, game, Some(Outcome::RedWins));

    let mut app = lobby_app(tmp.path(), &c, Lang::Zh);
    assert!(screen(&mut app).contains("e：棋社对局"), "the key is named");
    press(&mut app, KeyCode::Char('e'));
    assert_eq!(app.screen_name(), "game list");
    let list = screen(&mut app);
    assert!(list.contains("棋社对局 · 共 1 局"), "{list}");
    assert!(list.contains("alice") && list.contains("bob"), "{list}");
    assert!(list.contains("1-0"), "{list}");

    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "study board");
    let board = app.study_board().unwrap();
    assert_eq!(board.record().headers.get("Black"), Some("bob"));
    let shown = screen(&mut app);
    assert!(shown.contains("炮二平五"), "{shown}");

    // The board goes back to the list, the list to the lobby (not out of the club).
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.screen_name(), "game list");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen_name(), "lobby");
    assert!(!app.base.quit);
    c.shutdown();
}

#[test]
fn an_empty_archive_is_said_in_the_lobby() {
    let tmp = tempfile::tempdir().unwrap();
    let c = club(tmp.path());
    c.arrive(2, key("bob"), Box::new(|| {}));
    let mut app = lobby_app(tmp.path(), &c, Lang::Zh);
    press(&mut app, KeyCode::Char('e'));
    assert_eq!(app.screen_name(), "lobby");
    let shown = screen(&mut app);
    assert!(shown.contains("本棋社尚无下完的对局"), "{shown}");
    c.shutdown();
}
