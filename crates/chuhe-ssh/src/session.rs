//! One SSH session, in a thread of its own: the lobby, then the chuhe TUI at a game
//! (the same App, event loop and drawing as `chuhe join`, on a backend that writes
//! to the channel), then the lobby again — the lobby too in the one event loop, until the player quits or the connection
//! goes. The connection's task feeds this thread decoded input events, the window's
//! size and hang-ups over one channel; the club, the game's link and the searches at
//! the board (the analysis pane, the hint) wake it there too.

use std::collections::HashSet;
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crossterm::event::{DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste};
use crossterm::event::{EnableMouseCapture, Event as TermEvent, KeyEventKind};
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{cursor, execute};
use ratatui::Terminal;

use chuhe_core::catalogue::Msg;
use chuhe_core::lang::Lang;
use chuhe_core::rules::{Color, Square};
use chuhe_net::RemoteSeat;
use chuhe_tui::App;
use chuhe_tui::app::StatusKind;
use chuhe_tui::config::{Config, Dirs};
use chuhe_tui::event_loop::{self, Exit};
use chuhe_tui::events::Event;
use chuhe_tui::game::GameInPlay;
use chuhe_tui::io::Io;
use chuhe_tui::notify::{Notice, Notifier};
use chuhe_tui::options::LookOptions;

use super::accounts::{Account, Accounts};
use super::club::{Club, ClubError, Member, Seat, SessionId};
use super::lobby::{Intent, Lobby};
use super::terminal::{ChannelOut, SshBackend};
use super::window::PtySize;

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
    let Ok(mut terminal) = Terminal::new(SshBackend::new(out.clone(), size, lang)) else {
        return;
    };
    let known = match &account {
        Account::Key(fp) => lock(&accounts).nick(fp).map(str::to_string),
        Account::Guest(n) => Some(format!("guest-{n}")),
    };
    let mut lobby = Lobby::new(lang, known.clone());
    let waker = {
        let wake = wake.clone();
        move || -> Box<dyn Fn() + Send + Sync> {
            let wake = wake.clone();
            Box::new(move || {
                let _ = wake.send(Event::Remote);
            })
        }
    };
    if let Some(nick) = &known {
        club.arrive(
            id,
            Member {
                account: account.clone(),
                nick: nick.clone(),
            },
            waker(),
        );
    }
    let get = |k: &str| env.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    // Games this session left by quitting: not pulled back to them by itself.
    let mut left: HashSet<u64> = HashSet::new();
    let mut io = ChannelIo {
        out: out.clone(),
        notifier: Notifier::from_env(Config::default().notify, false, get),
    };
    'session: loop {
        // Back at the board: a game of this key waiting for it (a seek of its
        // accepted, a board it dropped).
        let mut next: Option<Seat> = None;
        if !lobby.is_naming()
            && let Some(game) = club.waiting_game(id).filter(|g| !left.contains(g))
        {
            match club.sit(id, game) {
                Ok(seat) => next = Some(seat),
                Err(e) => lobby.set_status(club_error(lang, &e)),
            }
        }
        if next.is_none() {
            let mut run = LobbyRun {
                lobby: &mut lobby,
                id,
                account: &account,
                club: &club,
                accounts: &accounts,
                left: &mut left,
                lang,
                waker: &waker,
                end: None,
            };
            let clock = Instant::now;
            match event_loop::run_loop(&mut terminal, &mut run, &events, &mut (), &clock) {
                Ok(LobbyEnd::Play(seat)) => next = Some(seat),
                Ok(LobbyEnd::Back) => continue 'session,
                Ok(LobbyEnd::Quit) | Err(_) => break 'session,
            }
        }
        let Some(seat) = next else { break };
        let game_id = seat.game;
        let (exit, outcome) = play(
            &mut terminal,
            seat,
            &club,
            &events,
            &wake,
            &mut io,
            &dirs,
            &get,
            lang,
        );
        club.stood_up(id, game_id, outcome);
        match exit {
            Some(Exit::Quit) => {
                left.insert(game_id);
                let _ = terminal.clear();
            }
            // The game's host could not be reached (the game just ended): back to
            // the lobby, told so.
            None => {
                left.insert(game_id);
                lobby.set_status(Msg::ClubNoGame.text(lang));
                let _ = terminal.clear();
            }
            Some(Exit::HangUp(_)) => break,
        }
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

/// How the lobby's turn of the loop ended.
enum LobbyEnd {
    /// The player sits at (or watches) this game.
    Play(Seat),
    /// A game of this key is waiting for it: back to the top, which seats it there.
    Back,
    /// The player left, or the connection went.
    Quit,
}

/// The lobby in the one loop (`event_loop::run_loop`), as the game is: keys become
/// the lobby's intents (its key tables are in `chuhe_tui::keys`), carried out
/// against the club here; the loop ends when the player sits at a game or leaves.
struct LobbyRun<'a> {
    lobby: &'a mut Lobby,
    id: SessionId,
    account: &'a Account,
    club: &'a Club,
    accounts: &'a Mutex<Accounts>,
    /// Games this session left by quitting: not pulled back to them by itself.
    left: &'a mut HashSet<u64>,
    lang: Lang,
    /// What wakes this session's loop when the club changes.
    waker: &'a dyn Fn() -> Box<dyn Fn() + Send + Sync>,
    end: Option<LobbyEnd>,
}

impl LobbyRun<'_> {
    /// Carries out an intent; returns whether the lobby must be redrawn.
    fn carry_out(&mut self, intent: Intent) -> bool {
        let (club, id, lang) = (self.club, self.id, self.lang);
        let seated = |r: Result<Seat, ClubError>, lobby: &mut Lobby| match r {
            Ok(seat) => Some(LobbyEnd::Play(seat)),
            Err(e) => {
                lobby.set_status(club_error(lang, &e));
                None
            }
        };
        match intent {
            Intent::Nothing => return false,
            Intent::Redraw => {}
            Intent::Quit => self.end = Some(LobbyEnd::Quit),
            Intent::Nick(nick) => {
                let Account::Key(fp) = self.account else {
                    return false;
                };
                match lock(self.accounts).bind(fp, &nick) {
                    Ok(nick) => {
                        self.lobby.named(&nick);
                        club.arrive(
                            id,
                            Member {
                                account: self.account.clone(),
                                nick,
                            },
                            (self.waker)(),
                        );
                    }
                    Err(e) => self.lobby.set_status(e.message().text(lang)),
                }
            }
            Intent::Post(spec, to) => {
                club.post(id, spec, to);
            }
            Intent::Withdraw(seek) => club.withdraw(id, seek),
            Intent::Accept(seek) => self.end = seated(club.accept(id, seek), self.lobby),
            Intent::Watch(game) => self.end = seated(club.watch(id, game), self.lobby),
            Intent::Resume(game) => {
                let r = club.sit(id, game);
                if r.is_ok() {
                    self.left.remove(&game);
                }
                self.end = seated(r, self.lobby);
            }
        }
        true
    }
}

impl event_loop::Runner for LobbyRun<'_> {
    /// The lobby writes no file: the club keeps what it holds.
    type Io = ();
    type End = LobbyEnd;

    fn draw(&mut self, frame: &mut ratatui::Frame, _now: Instant) {
        self.lobby.set_view(self.club.view(self.id));
        self.lobby.draw(frame);
    }

    fn next_deadline(&self) -> Option<Instant> {
        None
    }

    fn event(&mut self, ev: Event, _now: Instant, _io: &mut ()) -> bool {
        let intent = match ev {
            Event::Term(TermEvent::Key(k)) if k.kind != KeyEventKind::Release => {
                self.lobby.on_key(k)
            }
            Event::Term(TermEvent::Paste(p)) => self.lobby.on_paste(&p),
            Event::Term(TermEvent::Resize(..)) => Intent::Redraw,
            Event::Term(_) => Intent::Nothing,
            Event::Remote => {
                if !self.lobby.is_naming()
                    && self
                        .club
                        .waiting_game(self.id)
                        .is_some_and(|g| !self.left.contains(&g))
                {
                    self.end = Some(LobbyEnd::Back);
                    return false;
                }
                Intent::Redraw
            }
            // The lobby has no engine seat; signals end the loop before this.
            Event::Engine | Event::Signal(_) | Event::InputClosed => Intent::Nothing,
        };
        self.carry_out(intent)
    }

    fn tick(&mut self, _now: Instant, _io: &mut ()) -> bool {
        false
    }

    fn settle(&mut self, _io: &mut ()) -> (Option<LobbyEnd>, bool) {
        (self.end.take(), false)
    }

    fn hung_up(_signal: Option<i32>) -> LobbyEnd {
        LobbyEnd::Quit
    }
}

/// The TUI at one game; returns how it ended (`None`: it could not open) and the
/// game's result if it is over.
#[allow(clippy::too_many_arguments)]
fn play(
    terminal: &mut Terminal<SshBackend>,
    seat: Seat,
    club: &Club,
    events: &Receiver<Event>,
    wake: &Sender<Event>,
    io: &mut ChannelIo,
    dirs: &Dirs,
    get: &dyn Fn(&str) -> Option<String>,
    lang: Lang,
) -> (Option<Exit>, Option<chuhe_core::match_control::Outcome>) {
    let link_wake = wake.clone();
    let remote = match RemoteSeat::connect(seat.link.clone(), move || {
        let _ = link_wake.send(Event::Remote);
    }) {
        Ok(r) => r,
        Err(_) => return (None, None),
    };
    if let (Some(color), Some(token)) = (remote.seat(), remote.link().token()) {
        club.keep_token(seat.game, color, token);
    }
    let who = remote.seat();
    let welcome = remote.link().welcome();
    let options = LookOptions {
        lang: Some(lang),
        ..LookOptions::default()
    };
    let Ok((look, _)) = chuhe_tui::session::look_from(&options, &Config::default(), dirs, get)
    else {
        return (None, None);
    };
    let now = Instant::now();
    let Ok(game) = GameInPlay::remote(remote, now) else {
        return (None, None);
    };
    let mut app = App::new(look, game, now);
    // The analysis pane's and the hint's news wake this session's loop, as the
    // game's link does (without it the pane redrew only on other events).
    app.base.engines.set_wake(wake.clone());
    if who == Some(Color::Black) {
        app.base.flipped = true;
        app.base.cursor = Square::new(4, 6);
    }
    app.base.set_status(
        StatusKind::Info,
        chuhe_tui::remote::greeting(lang, who, &welcome.host, &welcome.game),
    );
    let _ = terminal.clear();
    let clock = Instant::now;
    let exit = event_loop::run(terminal, &mut app, events, io, &clock).ok();
    if app.base.mouse {
        let _ = io.mouse_capture(false);
    }
    let outcome = app
        .base
        .game
        .view()
        .result_sheet
        .as_ref()
        .map(|r| r.verdict.outcome);
    (exit, outcome)
}

fn club_error(lang: Lang, e: &ClubError) -> &'static str {
    match e {
        ClubError::NoSuchSeek => Msg::ClubNoSeek,
        ClubError::NoSuchGame => Msg::ClubNoGame,
        ClubError::OwnSeek => Msg::ClubOwnSeek,
        ClubError::NotForYou => Msg::ClubNotForYou,
        ClubError::AlreadySeated => Msg::ClubSeated,
        ClubError::Host(_) => Msg::ClubHostFailed,
    }
    .text(lang)
}

fn lock(a: &Mutex<Accounts>) -> std::sync::MutexGuard<'_, Accounts> {
    a.lock().unwrap_or_else(|e| e.into_inner())
}
