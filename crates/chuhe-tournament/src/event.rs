//! The event: its settings (name, system, rules, time control, mode, scoring), its
//! players and its rounds. Every change is checked first and then applied whole, so a
//! refused change leaves the event exactly as it was.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::error::TournamentError;
use super::fault::ListPlace;
use super::grouped::Grouping;
use super::result::GameResult;
use super::scoring::Scoring;
use super::team::{TeamId, TeamMatch, TeamSettings, Teams};
use super::tiebreak::TieBreak;
use super::{Fault, Invalid, Refusal};
use chuhe_core::adjudication::RuleSet;
use chuhe_core::lang::{NameKind, UnknownName};
use chuhe_core::match_control::{Mode, TimeControl};

/// A player's index in [`Event::players`], fixed once registered.
pub type PlayerId = usize;

/// The `format` field of every event file.
pub const FORMAT: &str = "chuhe-tournament";
pub const VERSION: u32 = 1;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum System {
    /// 11.2, one game between each two players.
    RoundRobin,
    /// 11.2, two games, the second cycle with colours reversed.
    DoubleRoundRobin,
    /// 积分编排制, 11.4.
    Swiss,
    /// 淘汰制, 11.1 (single elimination).
    Knockout,
    /// 双败淘汰制, 11.1: out after two lost matches.
    DoubleElimination,
    /// 分组循环制, 11.3: seeded groups played as round robins, then a final of the top
    /// players of each group.
    GroupedRoundRobin,
}

impl System {
    /// Every system, in the order of the declaration (the new-tournament dialog steps
    /// through them in this order).
    pub const ALL: [System; 6] = [
        System::RoundRobin,
        System::DoubleRoundRobin,
        System::Swiss,
        System::Knockout,
        System::DoubleElimination,
        System::GroupedRoundRobin,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            System::RoundRobin => "round-robin",
            System::DoubleRoundRobin => "double-round-robin",
            System::Swiss => "swiss",
            System::Knockout => "knockout",
            System::DoubleElimination => "double-elimination",
            System::GroupedRoundRobin => "grouped-round-robin",
        }
    }

    /// Knockout or double elimination: played in stages of matches.
    pub fn is_elimination(self) -> bool {
        matches!(self, System::Knockout | System::DoubleElimination)
    }

    pub fn is_round_robin(self) -> bool {
        matches!(self, System::RoundRobin | System::DoubleRoundRobin)
    }
}

impl fmt::Display for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for System {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<System, UnknownName> {
        match s.trim() {
            "round-robin" | "rr" => Ok(System::RoundRobin),
            "double-round-robin" | "drr" => Ok(System::DoubleRoundRobin),
            "swiss" => Ok(System::Swiss),
            "knockout" | "ko" => Ok(System::Knockout),
            "double-elimination" | "de" => Ok(System::DoubleElimination),
            "grouped-round-robin" | "grouped" | "grr" => Ok(System::GroupedRoundRobin),
            other => Err(UnknownName::new(NameKind::System, other)),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    /// Withdrawn (20) after this many rounds had been paired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn_after: Option<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundGame {
    pub board: u32,
    pub red: PlayerId,
    pub black: PlayerId,
    #[serde(default)]
    pub result: Option<GameResult>,
    /// Fouls of Red and Black from the result sheet (10.1), for the 犯规 tie-break.
    #[serde(default)]
    pub fouls: [u32; 2],
    /// Decided by a withdrawal (20.3, 20.4), not by the players.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_withdrawal: bool,
    /// Seconds used by Red and Black, from the result sheet (10.1), when recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_used: Option<[u64; 2]>,
    /// Team events (12): the number of the team match this game is a board of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_match: Option<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub number: u32,
    pub games: Vec<RoundGame>,
    /// The player without an opponent: in a Swiss event a win without play (21.4 "+");
    /// in a round robin with an odd number, a free round that scores nothing.
    #[serde(default)]
    pub bye: Option<PlayerId>,
    /// Knockout: players who go through to the next stage without playing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub passes: Vec<PlayerId>,
    /// Knockout: the stage (1 = first) this round belongs to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<u32>,
    /// Grouped round robin: the players of odd groups without a game this round (a
    /// free round, scoring nothing).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rests: Vec<PlayerId>,
    /// Play-off games (15.6), added by the arbiter to break a tie; they do not count
    /// in points or tie-breaks, only between the players they were added for.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub playoff: bool,
    /// Team events: the round's team matches (12); the games name their match.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<TeamMatch>,
    /// Team Swiss: the team without an opponent (a won match, 21.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_bye: Option<TeamId>,
    /// Team knockout (11.1): teams who go through to the next stage without a match.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub team_passes: Vec<TeamId>,
    /// Grouped team event (11.3): the teams of odd groups without a match this round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub team_rests: Vec<TeamId>,
}

impl Round {
    pub fn is_complete(&self) -> bool {
        self.games.iter().all(|g| g.result.is_some())
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub format: String,
    pub version: u32,
    pub name: String,
    pub system: System,
    /// Swiss: the number of rounds; round robin: derived from the table; knockout: none.
    #[serde(default)]
    pub rounds_planned: Option<u32>,
    /// Knockout: games a match (1, or 2 with colours swapped, 13.5).
    #[serde(default = "one")]
    pub match_games: u32,
    /// Swiss: accelerated first rounds (the top half counts one extra point for pairing).
    #[serde(default)]
    pub accelerated_rounds: u32,
    #[serde(default)]
    pub scoring: Scoring,
    pub tiebreaks: Vec<TieBreak>,
    pub rules: RuleSet,
    pub time_control: TimeControl,
    pub mode: Mode,
    /// Seeds the lots drawn for colours (猜先, 13.4, 13.5), so that they can be replayed.
    pub seed: u64,
    pub players: Vec<Player>,
    /// Round robin: the table numbers (1, 2, …) given to players when round 1 was paired.
    #[serde(default)]
    pub table_order: Vec<PlayerId>,
    pub rounds: Vec<Round>,
    /// Grouped round robin (11.3): the groups and the final.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grouping: Option<Grouping>,
    /// Team events (12): the teams, their board orders and the format.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Teams>,
}

fn one() -> u32 {
    1
}

/// What `Event::new` needs.
#[derive(Clone, Debug)]
pub struct Settings {
    pub name: String,
    pub system: System,
    pub rounds: Option<u32>,
    pub match_games: u32,
    pub accelerated_rounds: u32,
    pub scoring: Scoring,
    pub tiebreaks: Option<Vec<TieBreak>>,
    pub rules: RuleSet,
    pub time_control: TimeControl,
    pub mode: Mode,
    pub seed: u64,
    /// Grouped round robin (11.3).
    pub grouping: Option<Grouping>,
    /// Team events (12): the rosters in board order, the format, boards a match.
    pub teams: Option<TeamSettings>,
}

impl Settings {
    pub fn new(name: &str, system: System) -> Settings {
        Settings {
            name: name.to_string(),
            system,
            rounds: None,
            match_games: 1,
            accelerated_rounds: 0,
            scoring: Scoring::Standard,
            tiebreaks: None,
            rules: RuleSet::Cxa,
            time_control: TimeControl::untimed(),
            mode: Mode::Tournament,
            seed: 0,
            grouping: None,
            teams: None,
        }
    }
}

impl Event {
    /// A new event with `players` (name and optional rating) registered in that order.
    pub fn new(
        settings: Settings,
        players: &[(String, Option<u32>)],
    ) -> Result<Event, TournamentError> {
        if !(1..=2).contains(&settings.match_games) {
            return Err(TournamentError::Invalid(Invalid::KnockoutMatchGames(
                settings.match_games,
            )));
        }
        if settings.rounds == Some(0) {
            return Err(TournamentError::Invalid(Invalid::NoRounds));
        }
        if settings.rounds.is_some() && settings.system != System::Swiss {
            return Err(TournamentError::Invalid(Invalid::RoundsNotSwiss(
                settings.system,
            )));
        }
        if (settings.system == System::GroupedRoundRobin) != settings.grouping.is_some() {
            return Err(TournamentError::Invalid(Invalid::GroupFlags));
        }
        if let Some(g) = &settings.grouping {
            // Team matches (11.3 with 12): the groups are of teams.
            let entrants = match &settings.teams {
                Some(t) if t.format != super::team::TeamFormat::SumOfPlayers => t.rosters.len(),
                _ => players.len(),
            };
            g.check(entrants)?;
        }
        let mut event = Event {
            format: FORMAT.to_string(),
            version: VERSION,
            name: settings.name,
            system: settings.system,
            rounds_planned: settings.rounds,
            match_games: settings.match_games,
            accelerated_rounds: settings.accelerated_rounds,
            scoring: settings.scoring,
            tiebreaks: settings
                .tiebreaks
                .unwrap_or_else(|| TieBreak::defaults(settings.system)),
            rules: settings.rules,
            time_control: settings.time_control,
            mode: settings.mode,
            seed: settings.seed,
            players: Vec::new(),
            table_order: Vec::new(),
            rounds: Vec::new(),
            grouping: settings.grouping,
            teams: None,
        };
        for (name, rating) in players {
            event.add_player(name, *rating)?;
        }
        if let Some(teams) = settings.teams {
            teams.register(&mut event)?;
        }
        Ok(event)
    }

    pub fn player_by_name(&self, name: &str) -> Option<PlayerId> {
        let name = name.trim();
        self.players.iter().position(|p| p.name == name)
    }

    pub fn name_of(&self, id: PlayerId) -> &str {
        &self.players[id].name
    }

    /// Players still in the event (not withdrawn, 20).
    pub fn active_players(&self) -> Vec<PlayerId> {
        (0..self.players.len())
            .filter(|&p| self.players[p].withdrawn_after.is_none())
            .collect()
    }

    pub fn rounds_paired(&self) -> u32 {
        self.rounds.len() as u32
    }

    /// Registers a player. A round robin or knockout can take players only before its
    /// first round (its table is drawn then, 20.2); a Swiss event takes late entries.
    pub fn add_player(
        &mut self,
        name: &str,
        rating: Option<u32>,
    ) -> Result<PlayerId, TournamentError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(TournamentError::Invalid(Invalid::EmptyName));
        }
        if name.chars().any(char::is_control) {
            return Err(TournamentError::Invalid(Invalid::ControlInName(
                name.to_string(),
            )));
        }
        if self.player_by_name(name).is_some() {
            return Err(TournamentError::DuplicatePlayer(name.to_string()));
        }
        if self.teams.is_some() {
            return Err(TournamentError::Refused(Refusal::TeamPlayersWithTeams));
        }
        if !self.rounds.is_empty() && self.system != System::Swiss {
            return Err(TournamentError::Refused(Refusal::LatePlayer(self.system)));
        }
        self.players.push(Player {
            name: name.to_string(),
            rating,
            withdrawn_after: None,
        });
        Ok(self.players.len() - 1)
    }

    /// Withdraws a player (20). Their unfinished games of the current round are lost by
    /// forfeit (20.3, 20.4: "未赛对局均作弃权，对方获胜"); later rounds do not pair them,
    /// and a round robin's later games against them are forfeits when paired. Whether
    /// their round-robin results stand (20.3, at least half played) is decided by the
    /// standings. Returns the boards forfeited.
    pub fn withdraw(&mut self, name: &str) -> Result<Vec<(u32, u32)>, TournamentError> {
        let id = self
            .player_by_name(name)
            .ok_or_else(|| TournamentError::NoSuchPlayer(name.trim().to_string()))?;
        if self.teams.as_ref().is_some_and(|t| t.has_matches()) {
            return Err(TournamentError::Refused(Refusal::TeamWithdrawal));
        }
        if self.players[id].withdrawn_after.is_some() {
            return Err(TournamentError::Refused(Refusal::AlreadyWithdrawn(
                self.players[id].name.clone(),
            )));
        }
        self.players[id].withdrawn_after = Some(self.rounds_paired());
        let mut forfeited = Vec::new();
        if let Some(round) = self.rounds.last_mut() {
            for g in round.games.iter_mut().filter(|g| g.result.is_none()) {
                if g.red == id {
                    g.result = Some(GameResult::BlackForfeitWin);
                } else if g.black == id {
                    g.result = Some(GameResult::RedForfeitWin);
                } else {
                    continue;
                }
                g.by_withdrawal = true;
                forfeited.push((round.number, g.board));
            }
        }
        Ok(forfeited)
    }

    /// Where the game at `board` of `round` is (its round's and its own index), or
    /// which of the two does not exist.
    fn locate(&self, round: u32, board: u32) -> Result<(usize, usize), TournamentError> {
        let paired = self.rounds_paired();
        let r = round
            .checked_sub(1)
            .filter(|&i| (i as usize) < self.rounds.len())
            .ok_or(TournamentError::NoSuchRound { round, paired })? as usize;
        let games = &self.rounds[r].games;
        let g =
            games
                .iter()
                .position(|g| g.board == board)
                .ok_or(TournamentError::NoSuchBoard {
                    round,
                    board,
                    boards: games.len() as u32,
                })?;
        Ok((r, g))
    }

    fn game_mut(&mut self, round: u32, board: u32) -> Result<&mut RoundGame, TournamentError> {
        let (r, g) = self.locate(round, board)?;
        Ok(&mut self.rounds[r].games[g])
    }

    /// The result already recorded on `board` of `round` (None while unplayed), or
    /// which of the two does not exist.
    pub fn result_at(&self, round: u32, board: u32) -> Result<Option<GameResult>, TournamentError> {
        let (r, g) = self.locate(round, board)?;
        Ok(self.rounds[r].games[g].result)
    }

    /// Refuses to replace a different result already on the board unless `replace`
    /// says so (the same result again replaces nothing).
    pub fn check_replace(
        &self,
        round: u32,
        board: u32,
        result: GameResult,
        replace: bool,
    ) -> Result<(), TournamentError> {
        match self.result_at(round, board)? {
            Some(old) if old != result && !replace => {
                Err(TournamentError::Refused(Refusal::ResultExists {
                    round,
                    board,
                    old: old.as_str().to_string(),
                    new: result.as_str().to_string(),
                }))
            }
            _ => Ok(()),
        }
    }

    /// Records the time each player used (10.1's result sheet) on a paired board.
    pub fn record_time_used(
        &mut self,
        round: u32,
        board: u32,
        seconds: [u64; 2],
    ) -> Result<(), TournamentError> {
        self.game_mut(round, board)?.time_used = Some(seconds);
        Ok(())
    }

    /// Records the result of `board` in `round`, with the fouls of the result sheet.
    /// A Swiss or knockout result can no longer change once a later round is paired,
    /// since that round's pairings were made from it.
    pub fn record_result(
        &mut self,
        round: u32,
        board: u32,
        result: GameResult,
        fouls: Option<[u32; 2]>,
    ) -> Result<Option<GameResult>, TournamentError> {
        let paired = self.rounds_paired();
        let later_paired = round < paired;
        let system = self.system;
        let game = self.game_mut(round, board)?;
        let old = game.result;
        if old.is_some() && old != Some(result) && later_paired && !system.is_round_robin() {
            return Err(TournamentError::Refused(Refusal::ResultFixed {
                round,
                board,
                old: old.map(|r| r.as_str()).unwrap_or("").to_string(),
                system,
            }));
        }
        game.result = Some(result);
        game.by_withdrawal = false;
        if let Some(f) = fouls {
            game.fouls = f;
        }
        Ok(old)
    }

    /// Checks what serde cannot: references in range, unique names, board numbers.
    /// The places of the file that cannot be right, checked before [`Event::validate`]
    /// when an event is read: rounds within the planned rounds (a Swiss event's;
    /// play-off rounds come after them), boards numbered 1..=the round's games, each
    /// once, players that exist, and no more accelerated rounds than rounds.
    pub fn faults(&self) -> Result<(), Fault> {
        let planned = self.rounds_planned;
        let rounds = planned.unwrap_or(self.rounds_paired());
        if self.accelerated_rounds > rounds {
            return Err(Fault::AcceleratedRounds {
                accelerated: self.accelerated_rounds,
                rounds,
            });
        }
        let players = self.players.len();
        for (i, r) in self.rounds.iter().enumerate() {
            let round = r.number;
            if let Some(planned) = planned.filter(|_| self.system == System::Swiss)
                && !r.playoff
                && (round > planned || i as u32 >= planned)
            {
                return Err(Fault::RoundBeyondPlanned {
                    round: round.max(i as u32 + 1),
                    planned,
                });
            }
            let boards = r.games.len() as u32;
            let mut seen = HashSet::new();
            for g in &r.games {
                let board = g.board;
                if !(1..=boards).contains(&board) {
                    return Err(Fault::Board {
                        round,
                        board,
                        boards,
                    });
                }
                if !seen.insert(board) {
                    return Err(Fault::BoardTwice { round, board });
                }
                for (red, player) in [(true, g.red), (false, g.black)] {
                    if player >= players {
                        return Err(Fault::Player {
                            round,
                            board,
                            red,
                            player,
                            players,
                        });
                    }
                }
            }
        }
        Ok(())
    }

    pub fn validate(&self) -> Result<(), Fault> {
        self.faults()?;
        if self.format != FORMAT {
            return Err(Fault::Format {
                found: self.format.clone(),
                expected: FORMAT.into(),
            });
        }
        if self.version != VERSION {
            return Err(Fault::Version {
                found: self.version,
                supported: VERSION,
            });
        }
        let players = self.players.len();
        let mut names = HashSet::new();
        for (index, p) in self.players.iter().enumerate() {
            if p.name.trim().is_empty() || p.name.trim() != p.name {
                return Err(Fault::PlayerName {
                    index,
                    name: p.name.clone(),
                });
            }
            if !names.insert(p.name.as_str()) {
                return Err(Fault::DuplicateName {
                    index,
                    name: p.name.clone(),
                });
            }
        }
        if !(1..=2).contains(&self.match_games) {
            return Err(Fault::MatchGames(self.match_games));
        }
        let check = |at: ListPlace, player: PlayerId| {
            if player < players {
                Ok(())
            } else {
                Err(Fault::Reference {
                    at,
                    player,
                    players,
                })
            }
        };
        for (i, &id) in self.table_order.iter().enumerate() {
            check(ListPlace::TableOrder(i), id)?;
        }
        for (i, r) in self.rounds.iter().enumerate() {
            if r.number as usize != i + 1 {
                return Err(Fault::RoundNumber {
                    index: i,
                    number: r.number,
                });
            }
            // Boards and the games' players are checked by `faults`, first.
            let mut seen = HashSet::new();
            for g in &r.games {
                let several = r.playoff || self.teams.as_ref().is_some_and(|t| t.several_games());
                if !several && (!seen.insert(g.red) || !seen.insert(g.black)) {
                    return Err(Fault::TwoGames {
                        round: r.number,
                        board: g.board,
                    });
                }
            }
            for &p in r.bye.iter().chain(&r.passes).chain(&r.rests) {
                check(ListPlace::Bye { round: r.number }, p)?;
                if !seen.insert(p) {
                    return Err(Fault::ByeAlsoPlays {
                        round: r.number,
                        player: p,
                    });
                }
            }
            if i + 1 < self.rounds.len()
                && !r.is_complete()
                && !self.system.is_round_robin()
                && !r.playoff
            {
                return Err(Fault::RoundUnfinished {
                    round: r.number,
                    next: r.number + 1,
                });
            }
        }
        if let Some(g) = &self.grouping {
            for (i, &id) in g.members.iter().flatten().chain(&g.finalists).enumerate() {
                check(ListPlace::Grouping(i), id)?;
            }
        }
        if let Some(t) = &self.teams {
            t.validate(self)?;
        }
        Ok(())
    }
}
