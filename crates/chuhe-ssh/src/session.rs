//! One SSH session, in a thread of its own: the chuhe TUI (the same App, event loop
//! and drawing as `chuhe join`, on a backend that writes to the channel) with the
//! lobby on its stack (`lobby_screen.rs`); sitting at a game puts it at the board,
//! leaving it opens the lobby again, until the player quits or the connection goes. The connection's task feeds this thread decoded input events, the window's
//! size and hang-ups over one channel; the club, the game's link and the searches at
//! the board (the analysis pane, the hint) wake it there too.

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crossterm::event::EnableMouseCapture;
use crossterm::event::{DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste};
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{cursor, execute};
use ratatui::Terminal;

use chuhe_core::catalogue::Msg;
use chuhe_core::lang::Lang;
use chuhe_core::match_control::Mode;
use chuhe_engine::book::Book;
use chuhe_tui::App;
use chuhe_tui::config::{Config, Dirs};
use chuhe_tui::event_loop::{self, Exit};
use chuhe_tui::events::Event;
use chuhe_tui::game::{GameInPlay, hot_seat_config};
use chuhe_tui::io::Io;
use chuhe_tui::notify::{Notice, Notifier};
use chuhe_tui::options::LookOptions;

use super::accounts::{Account, Accounts};
use super::club::{Club, Member, SessionId};
use super::lobby::Lobby;
use super::lobby_screen::{AtBoard, LobbyScreen, Seating, lock};
use super::terminal::{ChannelOut, SshBackend};
use super::window::PtySize;
use chuhe_tui::search_slots::SearchSlots;

/// What a session starts with.
pub struct Setup {
    pub id: SessionId,
    pub account: Account,
    pub lang: Lang,
    /// The client's TERM and the environment it sent (LANG, COLORTERM).
    pub env: Vec<(String, String)>,
    pub size: PtySize,
    pub out: ChannelOut,
    pub events: Receiver<Event>,
    pub wake: Sender<Event>,
    pub club: Arc<Club>,
    pub accounts: Arc<Mutex<Accounts>>,
    /// The server's own directories (themes).
    pub dirs: Dirs,
    /// The engine searches the server's games against the computer share.
    pub engine_slots: SearchSlots,
    /// The server's opening book (`--book`), shared by every session.
    pub book: Option<Arc<Book>>,
}

/// Effects of the TUI carried out over the channel: no files on the server, the
/// bell and OSC notifications and mouse capture written to the client.
struct ChannelIo {
    out: ChannelOut,
    notifier: Notifier,
}

impl Io for ChannelIo {
    fn autosave(
        &mut self,
        _game: &chuhe_tui::game::GameInPlay,
    ) -> Result<(), chuhe_core::catalogue::FileText> {
        Ok(())
    }
    fn save_files(
        &mut self,
        _game: &chuhe_tui::game::GameInPlay,
    ) -> Result<std::path::PathBuf, chuhe_core::catalogue::FileText> {
        Err(chuhe_core::catalogue::FileText::Fixed(Msg::SshNoSaves))
    }
    fn notify(&mut self, notice: Notice, lang: Lang) {
        let bytes = self.notifier.notify(notice, lang);
        if !bytes.is_empty() {
            let _ = self.out.send_now(&bytes);
        }
    }
    fn mouse_capture(&mut self, on: bool) -> Result<(), String> {
        let r = if on {
            execute!(self.out, EnableMouseCapture)
        } else {
            execute!(self.out, DisableMouseCapture)
        };
        r.map_err(|e| e.to_string())
    }
}

/// Runs the session to its end.
pub fn run(setup: Setup) {
    let Setup {
        id,
        account,
        lang,
        env,
        size,
        mut out,
        events,
        wake,
        club,
        accounts,
        dirs,
        engine_slots,
        book,
    } = setup;
    if execute!(
        out,
        EnterAlternateScreen,
        EnableBracketedPaste,
        cursor::Hide
    )
    .is_err()
    {
        return;
    }
    let get = |k: &str| env.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let options = LookOptions {
        lang: Some(lang),
        ..LookOptions::default()
    };
    let look = chuhe_tui::session::look_from(&options, &Config::default(), &dirs, &get);
    let (Ok(mut terminal), Ok((look, _))) = (
        Terminal::new(SshBackend::new(out.clone(), size, lang)),
        look,
    ) else {
        return;
    };
    let known = match &account {
        Account::Key(fp) => lock(&accounts).nick(fp).map(str::to_string),
        Account::Guest(n) => Some(format!("guest-{n}")),
    };
    let seating = Rc::new(RefCell::new(Seating {
        lobby: Lobby::new(lang, known.clone()),
        id,
        account: account.clone(),
        club: club.clone(),
        accounts,
        lang,
        wake: wake.clone(),
        left: HashSet::new(),
        at_board: None,
        engine_slots,
        book: book.clone(),
    }));
    if let Some(nick) = known {
        let waker = seating.borrow().waker();
        club.arrive(id, Member { account, nick }, waker);
    }
    let mut io = ChannelIo {
        out: out.clone(),
        notifier: Notifier::from_env(Config::default().notify, false, get),
    };
    // In the lobby no game is at the board: the app's game is an empty one, under it.
    let no_game = || GameInPlay::new(hot_seat_config(Mode::Casual), Instant::now());
    // The club's explorer shows the book the computer plays from.
    let new_app = || {
        let mut app = App::new(look.clone(), no_game(), Instant::now());
        app.book = book.clone();
        app
    };
    let mut app = new_app();
    loop {
        app.push(Box::new(LobbyScreen::new(seating.clone())));
        // A game of this key waiting for it takes the player there at once.
        let _ = wake.send(Event::Remote);
        let clock = Instant::now;
        let exit = event_loop::run(&mut terminal, &mut app, &events, &mut io, &clock);
        let Some(at_board) = seating.borrow_mut().at_board.take() else {
            // The player left the lobby, or the connection went.
            break;
        };
        if let AtBoard::Club(game) = at_board {
            let outcome = app
                .base
                .game
                .view()
                .result_sheet
                .as_ref()
                .map(|r| r.verdict.outcome);
            // A finished game goes into the club's archive, every move and clock.
            if let Some(outcome) = outcome {
                club.archive_game(game, outcome, super::finished::finished_pgn(&app.base.game));
            }
            seating.borrow_mut().stand_up(game, outcome);
        }
        // A game against the computer ends with its session's board: its search too.
        app.base.engines.stop();
        if app.base.mouse {
            let _ = io.mouse_capture(false);
        }
        if !matches!(exit, Ok(Exit::Quit)) {
            break;
        }
        // The player left the game: back to the lobby.
        app = new_app();
        let _ = terminal.clear();
    }
    club.depart(id);
    if !out.is_broken() {
        let _ = execute!(
            out,
            DisableMouseCapture,
            DisableBracketedPaste,
            LeaveAlternateScreen,
            cursor::Show
        );
    }
}
