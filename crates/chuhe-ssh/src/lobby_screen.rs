//! The lobby as a screen of the app's stack (`chuhe_tui::screens::Screen`), over the
//! game the session's player sits at: its keys become the lobby's intents (the key
//! tables are in `chuhe_tui::keys`), carried out here against the club. Sitting at a
//! game (a seek accepted, a game watched or resumed, a game of this key waiting for
//! it) connects to the game's host, puts that game at the bottom of the stack with
//! [`Effect::OnGame`] and closes the lobby; when the player leaves the game, the
//! session opens the lobby again (`session.rs`).

use std::cell::RefCell;
use std::collections::HashSet;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};

use ratatui::Frame;
use ratatui::layout::Rect;

use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::Mode;
use chuhe_core::rules::{Color, Square};
use chuhe_engine::book::Book;
use chuhe_net::RemoteSeat;
use chuhe_study::Collection;
use chuhe_tui::action::Action;
use chuhe_tui::app::{GameScreen, StatusKind};
use chuhe_tui::engine_seat::{EngineSeats, recording_against_engines};
use chuhe_tui::events::Event;
use chuhe_tui::game::{GameInPlay, hot_seat_config};
use chuhe_tui::keys::Binding;
use chuhe_tui::options::EngineChoice;
use chuhe_tui::screens::{Cx, Effect, GameList, Screen, StudyBoard};
use chuhe_tui::search_slots::SearchSlots;

use super::accounts::{Account, Accounts};
use super::club::{Club, ClubError, EXPLORER_GAMES, Member, Seat, SessionId};
use super::lobby::{ComputerSpec, Intent, Lobby};

/// What the lobby and its session share for the session's life: who this is, the
/// lobby's state (kept while a game is played), and the game at the board.
pub struct Seating {
    pub lobby: Lobby,
    pub id: SessionId,
    pub account: Account,
    pub club: Arc<Club>,
    pub accounts: Arc<Mutex<Accounts>>,
    pub lang: Lang,
    /// What wakes this session's loop (the club's changes, the game's link).
    pub wake: Sender<Event>,
    /// Games this session left by quitting: not pulled back to them by itself.
    pub left: HashSet<u64>,
    /// The game at the board (`None`: in the lobby).
    pub at_board: Option<AtBoard>,
    /// The engine searches the server lends its players' games against the
    /// computer, shared by every session.
    pub engine_slots: SearchSlots,
    /// The opening book the computer plays from (`chuhe serve --book`), one copy
    /// for the whole server.
    pub book: Option<Arc<Book>>,
}

/// What the player sits at.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AtBoard {
    /// A club game (its number).
    Club(u64),
    /// A game against the built-in engine, this session's own.
    Computer,
}

impl Seating {
    /// A function that wakes this session's loop, for the club and the game's link.
    pub fn waker(&self) -> Box<dyn Fn() + Send + Sync> {
        let wake = self.wake.clone();
        Box::new(move || {
            let _ = wake.send(Event::Remote);
        })
    }

    /// A game of this key waiting for it (a seek of its accepted, a board it
    /// dropped), unless it left that game itself.
    fn waiting_game(&self) -> Option<u64> {
        if self.lobby.is_naming() {
            return None;
        }
        let game = self.club.waiting_game(self.id)?;
        (!self.left.contains(&game)).then_some(game)
    }

    /// The game could not be opened, or was left: the club is told, and it does not
    /// pull this session back to it.
    pub fn stand_up(&mut self, game: u64, outcome: Option<chuhe_core::match_control::Outcome>) {
        self.club.stood_up(self.id, game, outcome);
        self.left.insert(game);
    }
}

pub struct LobbyScreen {
    seating: Rc<RefCell<Seating>>,
}

impl LobbyScreen {
    /// The lobby, showing the club as it is now.
    pub fn new(seating: Rc<RefCell<Seating>>) -> LobbyScreen {
        let screen = LobbyScreen { seating };
        screen.refresh();
        screen
    }

    fn refresh(&self) {
        let mut s = self.seating.borrow_mut();
        let view = s.club.view(s.id);
        s.lobby.set_view(view);
    }

    /// Carries out an intent against the club; the effects for the app.
    fn carry_out(&mut self, intent: Intent, cx: &Cx) -> Vec<Effect> {
        let mut s = self.seating.borrow_mut();
        let (club, id, lang) = (s.club.clone(), s.id, s.lang);
        let seat = match intent {
            Intent::Nothing | Intent::Redraw => return Vec::new(),
            Intent::Quit => return vec![Effect::Quit],
            Intent::Nick(nick) => {
                let Account::Key(fp) = s.account.clone() else {
                    return Vec::new();
                };
                let bound = lock(&s.accounts).bind(&fp, &nick);
                match bound {
                    Ok(nick) => {
                        s.lobby.named(&nick);
                        let member = Member {
                            account: s.account.clone(),
                            nick,
                        };
                        club.arrive(id, member, s.waker());
                    }
                    Err(e) => s.lobby.set_status(e.message().text(lang)),
                }
                return Vec::new();
            }
            Intent::Post(spec, to) => {
                club.post(id, spec, to);
                return Vec::new();
            }
            Intent::Withdraw(seek) => {
                club.withdraw(id, seek);
                return Vec::new();
            }
            Intent::Leaderboard => {
                let lines = club.leaderboard();
                s.lobby.show_leaderboard(lines);
                return Vec::new();
            }
            Intent::Profile(nick) => {
                let profile = club.profile(&nick);
                s.lobby.show_profile(&nick, profile);
                return Vec::new();
            }
            Intent::OpenGame(game) => {
                let record = club
                    .archived_pgn(&game)
                    .and_then(|pgn| chuhe_core::record::read_bytes(pgn.as_bytes(), None).ok())
                    .and_then(|records| records.into_iter().next());
                return match record {
                    Some(record) => vec![Effect::Push(Box::new(StudyBoard::new(record)))],
                    None => {
                        s.lobby.set_status(Msg::ClubNoGame.text(lang));
                        Vec::new()
                    }
                };
            }
            Intent::Explorer => {
                return match explorer(&club, lang) {
                    Ok(list) => vec![Effect::Push(Box::new(list))],
                    Err(why) => {
                        s.lobby.set_status(why.text(lang));
                        Vec::new()
                    }
                };
            }
            Intent::PlayComputer(spec) => {
                drop(s);
                return self.play_computer(&spec);
            }
            Intent::Accept(seek) => club.accept(id, seek),
            Intent::Watch(game) => club.watch(id, game),
            Intent::Resume(game) => {
                let r = club.sit(id, game);
                if r.is_ok() {
                    s.left.remove(&game);
                }
                r
            }
        };
        drop(s);
        self.seated(seat, cx)
    }

    /// The club's answer to a request for a seat: the game at the board, or why not
    /// in the lobby's status line.
    fn seated(&mut self, seat: Result<Seat, ClubError>, cx: &Cx) -> Vec<Effect> {
        match seat {
            Ok(seat) => self.sit(seat, cx),
            Err(e) => {
                let mut s = self.seating.borrow_mut();
                let text = club_error(s.lang, &e);
                s.lobby.set_status(text);
                Vec::new()
            }
        }
    }

    /// Connects to the game's host as the seat says and puts the game at the board;
    /// a host that cannot be reached (the game just ended) is said so here.
    fn sit(&mut self, seat: Seat, cx: &Cx) -> Vec<Effect> {
        let mut s = self.seating.borrow_mut();
        let lang = s.lang;
        let link_wake = s.wake.clone();
        let connected = RemoteSeat::connect(seat.link.clone(), move || {
            let _ = link_wake.send(Event::Remote);
        });
        let opened = connected.ok().and_then(|remote| {
            if let (Some(color), Some(token)) = (remote.seat(), remote.link().token()) {
                s.club.keep_token(seat.game, color, token);
            }
            let who = remote.seat();
            let welcome = remote.link().welcome();
            let greeting = chuhe_tui::remote::greeting(lang, who, &welcome.host, &welcome.game);
            let game = GameInPlay::remote(remote, cx.now).ok()?;
            Some((game, who, greeting))
        });
        let Some((game, who, greeting)) = opened else {
            s.stand_up(seat.game, None);
            s.lobby.set_status(Msg::ClubNoGame.text(lang));
            return Vec::new();
        };
        s.at_board = Some(AtBoard::Club(seat.game));
        let wake = s.wake.clone();
        let at_board = Box::new(move |board: &mut GameScreen, now| {
            *board = GameScreen::new(board.look.clone(), game, now);
            // The analysis pane's and the hint's news wake this session's loop, as
            // the game's link does.
            board.engines.set_wake(wake);
            if who == Some(Color::Black) {
                board.flipped = true;
                board.cursor = Square::new(4, 6);
            }
            board.set_status(StatusKind::Info, greeting);
        });
        vec![Effect::Pop, Effect::OnGame(at_board)]
    }
}

impl LobbyScreen {
    /// A game against the built-in engine at the board: casual, unrated, the
    /// engine's searches in the server's shared slots, its opening moves from the
    /// server's book while the position is in it.
    fn play_computer(&mut self, spec: &ComputerSpec) -> Vec<Effect> {
        let mut s = self.seating.borrow_mut();
        let Some(Ok(engine)) = EngineChoice::parse(&format!("engine:{}", spec.level)) else {
            return Vec::new();
        };
        let (red, black) = match spec.side {
            Color::Red => (None, Some(&engine)),
            Color::Black => (Some(&engine), None),
        };
        let Ok(mut seats) = EngineSeats::start(red, black, &Default::default()) else {
            return Vec::new();
        };
        seats.set_wake(s.wake.clone());
        seats.set_slots(s.engine_slots.clone());
        if let Some(book) = &s.book {
            seats.set_book(Arc::clone(book));
        }
        let mut config = hot_seat_config(Mode::Casual);
        config.time_control = spec.time_control();
        let me = s.lobby.nick().to_string();
        let computer = engine.to_string();
        (config.red, config.black) = match spec.side {
            Color::Red => (me, computer),
            Color::Black => (computer, me),
        };
        let config = recording_against_engines(config, true);
        s.at_board = Some(AtBoard::Computer);
        let side = spec.side;
        let at_board = Box::new(move |board: &mut GameScreen, now| {
            *board = GameScreen::new(board.look.clone(), GameInPlay::new(config, now), now);
            board.engines = seats;
            if side == Color::Black {
                board.flipped = true;
                board.cursor = Square::new(4, 6);
            }
        });
        vec![Effect::Pop, Effect::OnGame(at_board)]
    }
}

impl Screen for LobbyScreen {
    fn name(&self) -> &'static str {
        "lobby"
    }

    fn keys(&self) -> &'static [Binding] {
        self.seating.borrow().lobby.keys()
    }

    fn takes_text(&self) -> bool {
        self.seating.borrow().lobby.is_naming()
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        let intent = {
            let mut s = self.seating.borrow_mut();
            match action {
                Action::Paste(text) => s.lobby.on_paste(&text),
                a => s.lobby.apply(a),
            }
        };
        let fx = self.carry_out(intent, cx);
        self.refresh();
        fx
    }

    /// The club changed: a game of this key waiting for it takes the player there.
    fn news(&mut self, cx: &Cx) -> Vec<Effect> {
        let waiting = self.seating.borrow().waiting_game();
        if let Some(game) = waiting {
            let seat = {
                let s = self.seating.borrow();
                s.club.sit(s.id, game)
            };
            let fx = self.seated(seat, cx);
            if !fx.is_empty() {
                return fx;
            }
        }
        self.refresh();
        Vec::new()
    }

    fn draw(&self, frame: &mut Frame, _area: Rect, _cx: &Cx) {
        self.seating.borrow().lobby.draw(frame);
    }
}

/// The game list over the club's newest finished games, the newest first (as
/// `chuhe view` shows a file: filtered, sorted, each game opened on the study
/// board, whose position search looks through these games); or why there is none.
fn explorer(club: &Club, lang: Lang) -> Result<GameList, Msg> {
    let (pgn, cut) = club
        .newest_games(EXPLORER_GAMES)
        .ok_or(Msg::ClubGamesFailed)?;
    if pgn.is_empty() {
        return Err(Msg::ClubNoGames);
    }
    let mut collection = Collection::default();
    collection.add_bytes(PathBuf::from("club.pgn"), pgn.join("\n\n").into_bytes());
    // The list's title is the name of what was opened: here, the club's games.
    let title = if cut {
        UiText::ClubGamesNewest(EXPLORER_GAMES).render(lang)
    } else {
        Msg::ClubGames.text(lang).to_string()
    };
    Ok(GameList::new(collection, PathBuf::from(title)))
}

fn club_error(lang: Lang, e: &ClubError) -> &'static str {
    match e {
        ClubError::NoSuchSeek => Msg::ClubNoSeek,
        ClubError::NoSuchGame => Msg::ClubNoGame,
        ClubError::OwnSeek => Msg::ClubOwnSeek,
        ClubError::NotForYou => Msg::ClubNotForYou,
        ClubError::AlreadySeated => Msg::ClubSeated,
        ClubError::Host(_) => Msg::ClubHostFailed,
        ClubError::RatedNeedsKey => Msg::ClubRatedNeedsKey,
        ClubError::OutOfRange => Msg::ClubOutOfRange,
    }
    .text(lang)
}

pub fn lock(a: &Mutex<Accounts>) -> std::sync::MutexGuard<'_, Accounts> {
    a.lock().unwrap_or_else(|e| e.into_inner())
}
