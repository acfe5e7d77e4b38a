//! How long a move takes to reach the other player (`chuhe bench net`): a real host
//! on a real socket, saving after every move as in play, and two linked players; each
//! move is timed from the moment its player's link sends it to the moment the
//! opponent's link holds the state that shows it (sent, checked by the referee,
//! saved to disk, and sent on).

use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use chuhe_core::match_control::{Action, MatchConfig, Mode};
use chuhe_core::rules::Position;

use super::client::{Link, LinkConfig, LinkEvent};
use super::host::{Host, HostOptions, Limits, Listen, Saves, Start};
use super::protocol::Role;
use super::rate::RateLimit;

/// What was measured over one transport.
#[derive(Clone, Debug)]
pub struct Latency {
    pub transport: String,
    /// One figure per move, in the order played.
    pub samples: Vec<Duration>,
}

impl Latency {
    /// The `q`-quantile (0..=1) of the samples.
    pub fn quantile(&self, q: f64) -> Duration {
        let mut s = self.samples.clone();
        s.sort();
        if s.is_empty() {
            return Duration::ZERO;
        }
        let i = ((s.len() - 1) as f64 * q).round() as usize;
        s[i]
    }

    pub fn report(&self) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        format!(
            "{}: {} moves, median {:.2} ms, 95% {:.2} ms, max {:.2} ms",
            self.transport,
            self.samples.len(),
            ms(self.quantile(0.5)),
            ms(self.quantile(0.95)),
            ms(self.quantile(1.0)),
        )
    }
}

/// What a player's link heard.
enum Heard {
    /// A state with this many plies, and when it came.
    State(usize, Instant),
    /// An intent was refused.
    Refused,
}

/// A small deterministic generator (xorshift), so that every run plays the same game.
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays `moves` moves (new games as games end) between two players linked to a host
/// listening on `listen`, saving into `save_dir`.
pub fn measure(listen: Listen, save_dir: &Path, moves: usize) -> anyhow::Result<Latency> {
    let transport = match &listen {
        Listen::Unix(_) => "unix socket".to_string(),
        Listen::Tcp(_) => "tcp loopback".to_string(),
    };
    let mut samples = Vec::with_capacity(moves);
    let mut seed = Xorshift(0x9E37_79B9_7F4A_7C15);
    while samples.len() < moves {
        let options = HostOptions {
            listen: listen.clone(),
            clock_on_disconnect: Default::default(),
            // Moves as fast as the machine goes would trip the rate limit meant
            // for people: lift it for the measurement.
            limits: Limits {
                rate: RateLimit {
                    burst: u32::MAX / 2,
                    per_second: u32::MAX / 2,
                },
                ..Limits::default()
            },
            saves: Saves::Dir(save_dir.to_path_buf()),
            host_name: "bench".into(),
            exit_when_done: false,
            log: Box::new(|_: &str| {}),
            arbiter: Default::default(),
            lang: chuhe_core::lang::Lang::En,
        };
        let start = Start::New {
            config: Box::new(MatchConfig::new(Mode::Casual)),
            seat: None,
        };
        let host = Host::start(options, start, None)?;
        // Each player's link reports when it holds a state with n plies.
        let link = || -> anyhow::Result<(Link, mpsc::Receiver<Heard>)> {
            let (tx, rx) = mpsc::channel();
            let mut c = LinkConfig::new(host.endpoint().clone(), host.code().clone(), Role::Play);
            c.reconnect = false;
            let link = Link::connect(c, move |e| {
                let heard = match e {
                    LinkEvent::State(s) => Heard::State(s.view.moves.len(), Instant::now()),
                    LinkEvent::Reply(r) if !r.ok => Heard::Refused,
                    _ => return,
                };
                let _ = tx.send(heard);
            })?;
            Ok((link, rx))
        };
        let players = [link()?, link()?];
        let mut pos = Position::startpos();
        let mut ply = 0;
        while samples.len() < moves && pos.has_legal_move() && ply < 300 {
            let legal = pos.legal_moves();
            let mv = legal[seed.next(legal.len())];
            let (mover, opponent) = (&players[ply % 2], &players[1 - ply % 2]);
            let sent = Instant::now();
            mover.0.act(Action::Move { mv, entry: None })?;
            // A move the referee refuses (the game ended by its rulings, e.g. a
            // repetition) ends this game: the next one starts.
            let deadline = sent + Duration::from_secs(10);
            let refused = loop {
                let left = deadline.saturating_duration_since(Instant::now());
                match mover.1.recv_timeout(left) {
                    Ok(Heard::Refused) => break true,
                    Ok(Heard::State(plies, _)) if plies == ply + 1 => break false,
                    Ok(_) => {}
                    Err(_) => anyhow::bail!("move {ply} was never answered"),
                }
            };
            if refused {
                break;
            }
            loop {
                let left = deadline.saturating_duration_since(Instant::now());
                match opponent.1.recv_timeout(left) {
                    Ok(Heard::State(plies, at)) if plies == ply + 1 => {
                        samples.push(at - sent);
                        break;
                    }
                    Ok(_) => {}
                    Err(_) => anyhow::bail!("move {ply} never reached the opponent"),
                }
            }
            pos.play_unchecked(mv);
            ply += 1;
        }
        drop(players);
        host.shutdown();
    }
    Ok(Latency { transport, samples })
}
