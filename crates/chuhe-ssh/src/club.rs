//! The club: everything the lobby shows, shared by every session of the server —
//! who is online, the open seeks and challenges, the games (each served by a
//! [`chuhe_net::Host`] of its own, in this process, on a Unix socket in the
//! server's private runtime directory), and the recent results.
//!
//! A game is played through the existing host machinery: the sessions are its
//! clients, so the clocks on the host, the save after every move, reconnection by
//! seat token, spectators and the take-back rules are those of `chuhe host`. The
//! club keeps each player's seat token with their account, which is how the same
//! key comes back to the board.

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use chuhe_core::game_kind::RuleSet;
use chuhe_core::match_control::{MatchConfig, Mode, Outcome, TimeControl};
use chuhe_core::rating::Rating;
use chuhe_core::rules::Color;
use chuhe_net::{
    ClockPolicy, Endpoint, Host, HostOptions, JoinCode, Limits as HostLimits, LinkConfig, Listen,
    Role, Saves, Start, Token, host::HostSave,
};

use super::accounts::Account;
use super::archive::{Archive, ArchiveError, ArchivedGame, Profile, RatedPlayer, RatingLine};
use super::club_store::StoredGame;
use super::live_games::LiveGames;

/// A session's number on this server.
pub type SessionId = u64;

/// The results kept for the lobby.
const RECENT_RESULTS: usize = 10;
/// The rated games a profile lists.
const PROFILE_GAMES: usize = 10;
/// The finished games the explorer loads for a session, the newest: each is held
/// whole in the session's memory and a position search reads every one, so one
/// session's cost stays bounded however large the archive grows.
pub const EXPLORER_GAMES: usize = 2000;

/// A logged-in player as others see them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub account: Account,
    pub nick: String,
}

/// What a seek asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct SeekSpec {
    /// A time-control preset name (`10m`, `5m+3s`, `untimed`, …).
    pub time: String,
    pub rules: RuleSet,
    pub mode: Mode,
    /// The result moves both players' ratings (keyed players only: a guest's seek
    /// is never rated, and a guest cannot accept a rated one).
    pub rated: bool,
    /// Only a player whose rating is within this many points of the seeker's may
    /// accept (a player without a rating counts as a new one, 1500).
    pub range: Option<u16>,
}

impl SeekSpec {
    /// The presets a seek offers, in the order the form cycles them.
    pub const TIMES: [&'static str; 4] = ["10m", "5m+3s", "15m+10s", "untimed"];
    /// The rating ranges a seek offers, in the order the form cycles them.
    pub const RANGES: [Option<u16>; 4] = [None, Some(100), Some(200), Some(400)];

    pub fn time_control(&self) -> TimeControl {
        TimeControl::preset(&self.time).unwrap_or_else(TimeControl::untimed)
    }
}

impl Default for SeekSpec {
    fn default() -> SeekSpec {
        SeekSpec {
            time: SeekSpec::TIMES[0].to_string(),
            rules: RuleSet::Cxa,
            mode: Mode::Casual,
            rated: false,
            range: None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Seek {
    pub id: u64,
    pub by: Member,
    pub spec: SeekSpec,
    /// A challenge: only this player may accept.
    pub to: Option<Member>,
}

/// A game as the lobby lists it.
#[derive(Clone, Debug)]
pub struct GameLine {
    pub id: u64,
    /// Red's and Black's nicknames.
    pub players: [String; 2],
    pub spec: SeekSpec,
    pub over: bool,
}

/// One game of the club.
struct Game {
    id: u64,
    code: JoinCode,
    endpoint: Endpoint,
    players: [Member; 2],
    tokens: [Option<Token>; 2],
    /// The session sitting at each seat now.
    seated: [Option<SessionId>; 2],
    spec: SeekSpec,
    over: bool,
    host: Option<Host>,
}

/// What the lobby shows one session.
#[derive(Clone, Debug, Default)]
pub struct LobbyView {
    /// Nicknames online (with whether a guest), the viewer first.
    pub online: Vec<(String, bool)>,
    pub seeks: Vec<Seek>,
    /// Games in progress, to watch.
    pub games: Vec<GameLine>,
    /// The viewer's own unfinished games, to resume.
    pub mine: Vec<GameLine>,
    pub results: Vec<String>,
    /// The ratings of the players shown (online, seeking) who have one, by nickname.
    pub ratings: BTreeMap<String, Rating>,
    /// The opponents of the viewer's games that could not be carried over the
    /// last restart (their saves could not be read): the viewer is told.
    pub lost: Vec<String>,
}

/// Where a session goes to play or watch.
#[derive(Clone, Debug)]
pub struct Seat {
    pub game: u64,
    pub color: Option<Color>,
    pub link: LinkConfig,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ClubError {
    #[error("that seek is gone")]
    NoSuchSeek,
    #[error("that game is gone")]
    NoSuchGame,
    #[error("one cannot accept one's own seek")]
    OwnSeek,
    #[error("that challenge is for another player")]
    NotForYou,
    #[error("you are already at that board in another session")]
    AlreadySeated,
    #[error("the game could not be started: {0}")]
    Host(String),
    #[error("rated games are for players with a key")]
    RatedNeedsKey,
    #[error("the accepter's rating is outside the seek's range")]
    OutOfRange,
}

struct Online {
    member: Member,
    wake: Box<dyn Fn() + Send + Sync>,
}

#[derive(Default)]
struct State {
    online: BTreeMap<SessionId, Online>,
    seeks: Vec<Seek>,
    games: Vec<Game>,
    results: VecDeque<String>,
    /// The players of each game not resumed at the start: its save is unreadable.
    lost: Vec<[Member; 2]>,
    next_id: u64,
    /// Each keyed player's rating, by fingerprint, as the archive keeps it.
    ratings: HashMap<String, Rating>,
}

/// Where the club hosts its games.
#[derive(Clone, Debug)]
pub struct ClubConfig {
    /// The private (0700) directory of the games' sockets.
    pub runtime_dir: PathBuf,
}

pub struct Club {
    config: ClubConfig,
    state: Mutex<State>,
    log: Arc<dyn Fn(&str) + Send + Sync>,
    /// Where finished games and rated results go (`None`: a club that keeps
    /// nothing, in tests).
    archive: Option<Mutex<Archive>>,
    /// Where the games in progress are kept, so that a restarted server carries
    /// them on (`None`: it does not).
    live: Option<LiveGames>,
}

impl Club {
    pub fn new(config: ClubConfig, log: Arc<dyn Fn(&str) + Send + Sync>) -> Club {
        Club {
            config,
            state: Mutex::new(State::default()),
            log,
            archive: None,
            live: None,
        }
    }

    /// The club with its database at `path` (made, or brought up to date, here):
    /// the games in progress are kept there after every move, finished games and
    /// rated results too, and the ratings it holds are shown in the lobby.
    pub fn with_database(mut self, path: &Path) -> Result<Club, ArchiveError> {
        let archive = Archive::open(path)?;
        let ratings = archive.ratings()?;
        self.lock().ratings = ratings.into_iter().collect();
        self.archive = Some(Mutex::new(archive));
        self.live = Some(LiveGames::open(path)?);
        Ok(self)
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A session enters the lobby; `wake` is called whenever what it shows changes.
    pub fn arrive(&self, session: SessionId, member: Member, wake: Box<dyn Fn() + Send + Sync>) {
        let mut s = self.lock();
        s.online.insert(session, Online { member, wake });
        wake_all(&s);
    }

    /// A session leaves the server: its seeks go with it (its games stay).
    pub fn depart(&self, session: SessionId) {
        let mut s = self.lock();
        if let Some(o) = s.online.remove(&session) {
            let account = o.member.account;
            // Another session of the same key keeps the seeks open.
            if !s.online.values().any(|x| x.member.account == account) {
                s.seeks.retain(|k| k.by.account != account);
            }
        }
        for g in &mut s.games {
            for seat in &mut g.seated {
                if *seat == Some(session) {
                    *seat = None;
                }
            }
        }
        wake_all(&s);
    }

    /// The member of `session`, with the nickname it has now.
    pub fn rename(&self, session: SessionId, nick: &str) {
        let mut s = self.lock();
        if let Some(o) = s.online.get_mut(&session) {
            o.member.nick = nick.to_string();
        }
        wake_all(&s);
    }

    pub fn view(&self, session: SessionId) -> LobbyView {
        let mut s = self.lock();
        reap(&mut s, self);
        let me = s.online.get(&session).map(|o| o.member.clone());
        let mut online: Vec<(String, bool)> = Vec::new();
        // One line a name (a key may have several sessions), in linear time: a
        // lobby of a thousand looks again at every seek.
        let mut listed: HashSet<(&str, bool)> = HashSet::new();
        if let Some(me) = &me {
            online.push((me.nick.clone(), me.account.is_guest()));
            listed.insert((&me.nick, me.account.is_guest()));
        }
        for (id, o) in &s.online {
            let entry = (o.member.nick.as_str(), o.member.account.is_guest());
            if *id != session && listed.insert(entry) {
                online.push((entry.0.to_string(), entry.1));
            }
        }
        let mine_account = me.as_ref().map(|m| m.account.clone());
        let seeks = s
            .seeks
            .iter()
            .filter(|k| {
                k.to.is_none()
                    || k.to.as_ref().map(|t| &t.account) == mine_account.as_ref()
                    || Some(&k.by.account) == mine_account.as_ref()
            })
            .cloned()
            .collect();
        let line = |g: &Game| GameLine {
            id: g.id,
            players: [g.players[0].nick.clone(), g.players[1].nick.clone()],
            spec: g.spec.clone(),
            over: g.over,
        };
        let is_mine = |g: &Game| {
            g.players
                .iter()
                .any(|p| Some(&p.account) == mine_account.as_ref())
        };
        let mut ratings = BTreeMap::new();
        let members = s.online.values().map(|o| &o.member);
        for m in members.chain(s.seeks.iter().map(|k| &k.by)) {
            if let Account::Key(fp) = &m.account
                && let Some(r) = s.ratings.get(fp)
            {
                ratings.insert(m.nick.clone(), *r);
            }
        }
        LobbyView {
            online,
            seeks,
            ratings,
            games: s.games.iter().filter(|g| !g.over).map(line).collect(),
            mine: s
                .games
                .iter()
                .filter(|g| !g.over && is_mine(g))
                .map(line)
                .collect(),
            results: s.results.iter().cloned().collect(),
            lost: s
                .lost
                .iter()
                .filter_map(|players| {
                    let mine = players
                        .iter()
                        .position(|p| Some(&p.account) == mine_account.as_ref())?;
                    Some(players[1 - mine].nick.clone())
                })
                .collect(),
        }
    }

    /// Posts a seek (or, with `to`, challenges that player).
    pub fn post(&self, session: SessionId, mut spec: SeekSpec, to: Option<String>) -> Option<u64> {
        let mut s = self.lock();
        let by = s.online.get(&session)?.member.clone();
        // A guest has no rating to move.
        spec.rated &= !by.account.is_guest();
        let to = match to {
            Some(nick) => Some(
                s.online
                    .values()
                    .find(|o| {
                        chuhe_core::lang::same_for_search(&o.member.nick, &nick)
                            && o.member.account != by.account
                    })?
                    .member
                    .clone(),
            ),
            None => None,
        };
        s.next_id += 1;
        let id = s.next_id;
        (self.log)(&format!("{} posts a seek ({})", by.nick, spec.time));
        s.seeks.push(Seek { id, by, spec, to });
        wake_all(&s);
        Some(id)
    }

    /// Withdraws one's own seek.
    pub fn withdraw(&self, session: SessionId, seek: u64) {
        let mut s = self.lock();
        let Some(me) = s.online.get(&session).map(|o| o.member.account.clone()) else {
            return;
        };
        s.seeks.retain(|k| !(k.id == seek && k.by.account == me));
        wake_all(&s);
    }

    /// Accepts a seek: a game starts, the seeker playing Red (the one who asked
    /// moves first), the accepter Black; returns the accepter's seat.
    pub fn accept(&self, session: SessionId, seek: u64) -> Result<Seat, ClubError> {
        let (seek, me) = {
            let mut s = self.lock();
            let me = s
                .online
                .get(&session)
                .map(|o| o.member.clone())
                .ok_or(ClubError::NoSuchSeek)?;
            let at = s
                .seeks
                .iter()
                .position(|k| k.id == seek)
                .ok_or(ClubError::NoSuchSeek)?;
            let k = &s.seeks[at];
            if k.by.account == me.account {
                return Err(ClubError::OwnSeek);
            }
            if k.to.as_ref().is_some_and(|t| t.account != me.account) {
                return Err(ClubError::NotForYou);
            }
            if k.spec.rated && me.account.is_guest() {
                return Err(ClubError::RatedNeedsKey);
            }
            let rating = |m: &Member| match &m.account {
                Account::Key(fp) => s.ratings.get(fp).copied().unwrap_or(Rating::NEW),
                Account::Guest(_) => Rating::NEW,
            };
            if let Some(range) = k.spec.range
                && (rating(&k.by).rating - rating(&me).rating).abs() > f64::from(range)
            {
                return Err(ClubError::OutOfRange);
            }
            (s.seeks.remove(at), me)
        };
        let started = self.start(&seek, &me);
        let mut s = self.lock();
        let game = match started {
            Ok(g) => g,
            Err(e) => {
                // The seek stays open for someone else to try.
                s.seeks.push(seek);
                return Err(e);
            }
        };
        (self.log)(&format!(
            "game {}: {} (red) against {} (black)",
            game.code.game(),
            seek.by.nick,
            me.nick
        ));
        let id = game.id;
        s.games.push(game);
        let seat = seat_in(&mut s, id, session, &me.account)?;
        wake_all(&s);
        Ok(seat)
    }

    /// How the club hosts a game of `mode`.
    fn host_options(&self, mode: Mode, saves: Saves) -> HostOptions {
        let log = Arc::clone(&self.log);
        HostOptions {
            listen: Listen::Unix(self.config.runtime_dir.clone()),
            clock_on_disconnect: if mode == Mode::Tournament {
                ClockPolicy::Run
            } else {
                ClockPolicy::Pause
            },
            limits: HostLimits::default(),
            saves,
            host_name: "chuhe serve".to_string(),
            exit_when_done: true,
            log: Box::new(move |l: &str| log(l)),
            // A club game has an arbiter's seat like any hosted game (17); its token
            // stays with the server's data.
            arbiter: chuhe_net::ArbiterOptions::default(),
            // The SSH server's own log lines are English (not yet in
            // the catalogue): its games' lines are too, so that the log reads as one.
            lang: chuhe_core::lang::Lang::En,
        }
    }

    fn start(&self, seek: &Seek, me: &Member) -> Result<Game, ClubError> {
        let mut config = MatchConfig::new(seek.spec.mode);
        config.rules = seek.spec.rules;
        config.time_control = seek.spec.time_control();
        config.red = seek.by.nick.clone();
        config.black = me.nick.clone();
        let players = [seek.by.clone(), me.clone()];
        // The game's name is its join code's, made by the host.
        let saves = match &self.live {
            Some(live) => Saves::Store(live.store(StoredGame::new("", &players, &seek.spec))),
            None => Saves::Nowhere,
        };
        let options = self.host_options(seek.spec.mode, saves);
        let start = Start::New {
            config: Box::new(config),
            seat: Some((Color::Red, seek.by.nick.clone())),
        };
        let host = Host::start(options, start, None).map_err(|e| ClubError::Host(e.to_string()))?;
        let red_token = host.local_seat().map(|(_, t)| t.clone());
        let id = {
            let mut s = self.lock();
            s.next_id += 1;
            s.next_id
        };
        Ok(Game {
            id,
            code: host.code().clone(),
            endpoint: host.endpoint().clone(),
            players,
            tokens: [red_token, None],
            seated: [None, None],
            spec: seek.spec.clone(),
            over: false,
            host: Some(host),
        })
    }

    /// Carries on the unfinished games of an earlier run (a server stopped or
    /// killed): each is hosted again from its save, with the clocks as saved, and
    /// waits for its players' keys. Returns how many; what could not be resumed is
    /// logged, its players told in the lobby, and its row left as it is. A game
    /// that ended as the server went is archived.
    pub fn restore(&self) -> usize {
        let Some(live) = &self.live else {
            return 0;
        };
        let rows = match live.all() {
            Ok(rows) => rows,
            Err(e) => {
                (self.log)(&format!("no game resumed: {e}"));
                return 0;
            }
        };
        let mut resumed = 0;
        for row in rows {
            let g = match row.terms {
                Ok(g) => g,
                Err(e) => {
                    (self.log)(&format!("not resumed: {e}"));
                    continue;
                }
            };
            // The save's name in errors: the database and the game.
            let label = PathBuf::from(format!("club.db, game {}", g.game));
            let loaded = match &row.save {
                Some(text) => HostSave::from_json(text, &label).map_err(|e| e.to_string()),
                None => Err(format!("{}: no save", label.display())),
            };
            let save = match loaded {
                Ok(save) => save,
                Err(e) => {
                    (self.log)(&format!("game {}: not resumed: {e}", g.game));
                    self.lock().lost.push(g.members());
                    continue;
                }
            };
            if save.over {
                let mut s = self.lock();
                self.settle(&mut s, &g.game, &g.members(), &g.spec(), false);
                continue;
            }
            let tokens = [0, 1].map(|i| {
                save.seats[i]
                    .token
                    .as_deref()
                    .and_then(|t| t.parse::<Token>().ok())
            });
            let start = Start::Resume {
                save: Box::new(save),
                path: label,
            };
            let options = self.host_options(g.mode, Saves::Store(live.store(g.clone())));
            let host = match Host::start(options, start, None) {
                Ok(h) => h,
                Err(e) => {
                    (self.log)(&format!("game {}: not resumed: {e}", g.game));
                    self.lock().lost.push(g.members());
                    continue;
                }
            };
            let players = g.members();
            (self.log)(&format!(
                "game {}: resumed, {} (red) against {} (black)",
                g.game, players[0].nick, players[1].nick
            ));
            let mut s = self.lock();
            s.next_id += 1;
            let id = s.next_id;
            s.games.push(Game {
                id,
                code: host.code().clone(),
                endpoint: host.endpoint().clone(),
                players,
                tokens,
                seated: [None, None],
                spec: g.spec(),
                over: false,
                host: Some(host),
            });
            resumed += 1;
        }
        resumed
    }

    /// A game whose host has stopped: if its last save says it is over, it goes
    /// into the archive — from that save, rated too, when no player reported the
    /// end (a flag fell with nobody at the board) — and is no longer carried over
    /// a restart.
    fn settle(
        &self,
        s: &mut State,
        game: &str,
        players: &[Member; 2],
        spec: &SeekSpec,
        reported: bool,
    ) {
        let Some(live) = &self.live else {
            return;
        };
        let save = match live.save_of(game) {
            Ok(Some(text)) => HostSave::from_json(&text, Path::new(game)),
            Ok(None) => return,
            Err(e) => {
                (self.log)(&format!("game {game}: {e}"));
                return;
            }
        };
        let save = match save {
            Ok(save) if save.over => save,
            Ok(_) => return,
            Err(e) => {
                (self.log)(&format!("game {game}: {e}"));
                return;
            }
        };
        if !reported {
            match super::finished::from_save(&save) {
                Some((outcome, pgn)) => {
                    self.keep_archived(&archived(game, players, spec, outcome, pgn));
                    let before = red_rating(s, players);
                    if let Some([(rk, r), (bk, b)]) =
                        self.record_rated(game, players, spec, outcome, before)
                    {
                        s.ratings.insert(rk, r);
                        s.ratings.insert(bk, b);
                    }
                    push_result(s, &self.log, players, outcome);
                }
                None => {
                    (self.log)(&format!("game {game}: over, but its save does not replay"));
                    return;
                }
            }
        }
        if let Err(e) = live.end(game) {
            (self.log)(&format!("game {game}: {e}"));
        }
    }

    /// A game of `session`'s account waiting for it: one where it has a seat that
    /// no session of it sits at (a seek of its accepted, or the board it dropped).
    pub fn waiting_game(&self, session: SessionId) -> Option<u64> {
        let mut s = self.lock();
        reap(&mut s, self);
        let me = s.online.get(&session)?.member.account.clone();
        s.games
            .iter()
            .find(|g| {
                !g.over && (0..2).any(|i| g.players[i].account == me && g.seated[i].is_none())
            })
            .map(|g| g.id)
    }

    /// Sits `session` at its seat of game `id`.
    pub fn sit(&self, session: SessionId, id: u64) -> Result<Seat, ClubError> {
        let mut s = self.lock();
        let me = s
            .online
            .get(&session)
            .map(|o| o.member.account.clone())
            .ok_or(ClubError::NoSuchGame)?;
        let seat = seat_in(&mut s, id, session, &me)?;
        wake_all(&s);
        Ok(seat)
    }

    /// Watching game `id`.
    pub fn watch(&self, session: SessionId, id: u64) -> Result<Seat, ClubError> {
        let s = self.lock();
        let g = s
            .games
            .iter()
            .find(|g| g.id == id && !g.over)
            .ok_or(ClubError::NoSuchGame)?;
        let mut link = LinkConfig::new(g.endpoint.clone(), g.code.clone(), Role::Watch);
        // The spectator says hello with its nickname: without one the host would
        // name it after the local user the SSH server runs as.
        if let Some(o) = s.online.get(&session) {
            link.name = o.member.nick.clone();
        }
        Ok(Seat {
            game: id,
            color: None,
            link,
        })
    }

    /// The seat's token, as the host gave it (kept for coming back).
    pub fn keep_token(&self, id: u64, color: Color, token: Token) {
        let mut s = self.lock();
        if let Some(g) = s.games.iter_mut().find(|g| g.id == id) {
            g.tokens[color.index()] = Some(token);
        }
    }

    /// `session` got up from game `id`; `result` is the game's result if it is over.
    pub fn stood_up(&self, session: SessionId, id: u64, result: Option<Outcome>) {
        let mut s = self.lock();
        let mut over = None;
        if let Some(g) = s.games.iter_mut().find(|g| g.id == id) {
            for seat in &mut g.seated {
                if *seat == Some(session) {
                    *seat = None;
                }
            }
            if let (Some(outcome), false) = (result, g.over) {
                g.over = true;
                over = Some((
                    g.code.game().to_string(),
                    g.players.clone(),
                    g.spec.clone(),
                    outcome,
                ));
            }
        }
        if let Some((game, players, spec, outcome)) = over {
            // The archive's write is its own transaction: the lobby waits for it
            // only to show the new ratings.
            let before = red_rating(&s, &players);
            drop(s);
            let rated = self.record_rated(&game, &players, &spec, outcome, before);
            s = self.lock();
            if let Some([(rk, r), (bk, b)]) = rated {
                s.ratings.insert(rk, r);
                s.ratings.insert(bk, b);
            }
            push_result(&mut s, &self.log, &players, outcome);
        }
        wake_all(&s);
    }

    /// Moves both ratings of a rated game between keys, once; returns the new
    /// ratings by key, Red's first (`None`: not rated, or rated already).
    /// `red_before` is Red's rating before the game, for the log; the caller reads
    /// it under the lock it may hold, so this never takes the lock.
    fn record_rated(
        &self,
        game: &str,
        players: &[Member; 2],
        spec: &SeekSpec,
        outcome: Outcome,
        red_before: Rating,
    ) -> Option<[(String, Rating); 2]> {
        let archive = self.archive.as_ref()?;
        let (true, [Account::Key(red), Account::Key(black)]) =
            (spec.rated, [&players[0].account, &players[1].account])
        else {
            return None;
        };
        let player = |key: &str, m: &Member| RatedPlayer {
            key: key.to_string(),
            nick: m.nick.clone(),
        };
        let (red, black) = (player(red, &players[0]), player(black, &players[1]));
        let recorded = archive
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .record_rated(game, &red, &black, outcome, unix_now());
        match recorded {
            Ok(Some((r, b))) => {
                (self.log)(&format!(
                    "rated: {} {:.0} ({:+.0}), {} {:.0}",
                    red.nick,
                    r.rating,
                    r.rating - red_before.rating,
                    black.nick,
                    b.rating
                ));
                Some([(red.key, r), (black.key, b)])
            }
            Ok(None) => None,
            Err(e) => {
                (self.log)(&format!("rated game {game} not kept: {e}"));
                None
            }
        }
    }

    /// Keeps finished game `id` in the archive, as `pgn` (its record with the match
    /// data); the first player to report the end keeps it.
    pub fn archive_game(&self, id: u64, outcome: Outcome, pgn: String) {
        let kept = {
            let s = self.lock();
            let Some(g) = s.games.iter().find(|g| g.id == id) else {
                return;
            };
            archived(g.code.game().as_str(), &g.players, &g.spec, outcome, pgn)
        };
        self.keep_archived(&kept);
    }

    fn keep_archived(&self, kept: &ArchivedGame) {
        let Some(archive) = &self.archive else {
            return;
        };
        let done = archive
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .keep_game(kept);
        if let Err(e) = done {
            (self.log)(&format!("game {} not archived: {e}", kept.game));
        }
    }

    /// The PGN of finished game `game` (its club name) from the archive.
    pub fn archived_pgn(&self, game: &str) -> Option<String> {
        let archive = self.archive.as_ref()?;
        let found = archive
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .game_pgn(game);
        found.unwrap_or_else(|e| {
            (self.log)(&format!("game {game}: {e}"));
            None
        })
    }

    /// The PGN of the newest `limit` finished games, the newest first, and whether
    /// older ones were left out (none without an archive); `None`: the archive
    /// could not be read, which is logged.
    pub fn newest_games(&self, limit: usize) -> Option<(Vec<String>, bool)> {
        let Some(archive) = &self.archive else {
            return Some((Vec::new(), false));
        };
        let found = archive
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .newest_pgn(limit);
        found
            .map_err(|e| (self.log)(&format!("the club's games: {e}")))
            .ok()
    }

    /// The archive's leaderboard (empty without one).
    pub fn leaderboard(&self) -> Vec<RatingLine> {
        let Some(archive) = &self.archive else {
            return Vec::new();
        };
        let lines = archive
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .leaderboard();
        lines.unwrap_or_else(|e| {
            (self.log)(&format!("leaderboard: {e}"));
            Vec::new()
        })
    }

    /// The profile of the player called `nick`, with their latest rated games
    /// (`None`: no rated game yet).
    pub fn profile(&self, nick: &str) -> Option<Profile> {
        let archive = self.archive.as_ref()?;
        let found = archive
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .profile(nick, PROFILE_GAMES);
        found.unwrap_or_else(|e| {
            (self.log)(&format!("profile of {nick}: {e}"));
            None
        })
    }

    /// A keyed player's rating (a new player's before their first rated game).
    pub fn rating_of(&self, key: &str) -> Rating {
        self.lock().ratings.get(key).copied().unwrap_or(Rating::NEW)
    }

    /// Stops every game (each saves as it stops).
    pub fn shutdown(&self) {
        let hosts: Vec<Host> = self
            .lock()
            .games
            .iter_mut()
            .filter_map(|g| g.host.take())
            .collect();
        for h in hosts {
            h.shutdown();
        }
    }
}

/// A finished game as the archive keeps it.
fn archived(
    game: &str,
    players: &[Member; 2],
    spec: &SeekSpec,
    outcome: Outcome,
    pgn: String,
) -> ArchivedGame {
    let key = |m: &Member| match &m.account {
        Account::Key(fp) => Some(fp.clone()),
        Account::Guest(_) => None,
    };
    ArchivedGame {
        game: game.to_string(),
        ended_at: unix_now(),
        players: [players[0].nick.clone(), players[1].nick.clone()],
        keys: [key(&players[0]), key(&players[1])],
        result: outcome.pgn().to_string(),
        rated: spec.rated,
        pgn,
    }
}

/// A result for the lobby's list and the log.
fn push_result(
    s: &mut State,
    log: &Arc<dyn Fn(&str) + Send + Sync>,
    players: &[Member; 2],
    outcome: Outcome,
) {
    let guest = players.iter().any(|p| p.account.is_guest());
    let line = format!(
        "{} {} {}{}",
        players[0].nick,
        outcome.pgn(),
        players[1].nick,
        if guest { " (guest)" } else { "" }
    );
    log(&format!("result: {line}"));
    s.results.push_front(line);
    s.results.truncate(RECENT_RESULTS);
}

/// Seconds since 1970, as the archive keeps times.
pub fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Red's rating now (a guest's or a new player's is the starting one).
fn red_rating(s: &State, players: &[Member; 2]) -> Rating {
    match &players[0].account {
        Account::Key(key) => s.ratings.get(key).copied().unwrap_or(Rating::NEW),
        _ => Rating::NEW,
    }
}

fn wake_all(s: &State) {
    for o in s.online.values() {
        (o.wake)();
    }
}

/// Drops the hosts that have stopped (their game over and everybody gone), and
/// settles their games.
fn reap(s: &mut State, club: &Club) {
    let mut stopped = Vec::new();
    for g in &mut s.games {
        if g.host.as_ref().is_some_and(Host::is_finished) {
            g.host = None;
            let reported = g.over;
            g.over = true;
            let game = g.code.game().to_string();
            stopped.push((game, g.players.clone(), g.spec.clone(), reported));
        }
    }
    s.games.retain(|g| g.host.is_some() || !g.over);
    for (game, players, spec, reported) in stopped {
        club.settle(s, &game, &players, &spec, reported);
    }
}

fn seat_in(s: &mut State, id: u64, session: SessionId, me: &Account) -> Result<Seat, ClubError> {
    let g = s
        .games
        .iter_mut()
        .find(|g| g.id == id && !g.over)
        .ok_or(ClubError::NoSuchGame)?;
    let i = (0..2)
        .find(|&i| &g.players[i].account == me)
        .ok_or(ClubError::NoSuchGame)?;
    if g.seated[i].is_some_and(|other| other != session) {
        return Err(ClubError::AlreadySeated);
    }
    g.seated[i] = Some(session);
    let color = if i == 0 { Color::Red } else { Color::Black };
    let mut link = LinkConfig::new(g.endpoint.clone(), g.code.clone(), Role::Play);
    link.seat = Some(color);
    link.token = g.tokens[i].clone();
    link.name = g.players[i].nick.clone();
    Ok(Seat {
        game: id,
        color: Some(color),
        link,
    })
}
