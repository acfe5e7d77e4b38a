//! `chuhe tournament new|add|withdraw|pair|result|standings|crosstable|sheet EVENT.json`:
//! the events of articles 11–15 on the command line (PRODUCT.md, "The command line").
//! Each change loads the event, applies the change in memory, and saves the file
//! atomically only when the change succeeded: a refused command changes nothing.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use clap::{Args as ClapArgs, Subcommand, ValueEnum};
use serde_json::json;

use super::interface_lang::current;
use crate::cli::catalogue::cli::CliText;
use crate::cli::catalogue::cli_errors::CliError;
use chuhe_core::adjudication::RuleSet;
use chuhe_core::catalogue::FileText;
use chuhe_core::lang::{Lang, Render};
use chuhe_core::match_control::{Mode, TimeControl};
use chuhe_core::rules::Color;
use chuhe_tournament::Settings;
use chuhe_tournament::{
    CrossTable, Event, GameResult, RoundPairing, Scoring, System, TieBreak, crosstable_csv,
    crosstable_text, pair_next_round, result_sheets, standings, standings_csv, standings_text,
    store,
};
use chuhe_tournament::{
    Grouping, Seeding, TeamFormat, TeamSettings, TeamTieBreak, add_playoff, parse_teams,
    team_standings, team_standings_csv, team_standings_text,
};
use chuhe_tournament::{
    TeamCrossTable, set_match_lineup, team_crosstable_csv, team_crosstable_text,
};

use chuhe_tournament::TournamentError;

#[derive(ClapArgs, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub command: TournamentCommand,
    /// The language of the printed tables and messages: zh or en (default: the
    /// config's, else from LANG). JSON and CSV keys stay as they are.
    #[arg(long, global = true)]
    pub lang: Option<Lang>,
}

#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Create an event file.
    New(Box<NewArgs>),
    /// Register a player (before round 1, or any time in a Swiss event).
    Add(AddArgs),
    /// Withdraw a player (20): unfinished games of the current round are forfeited.
    Withdraw(PlayerArgs),
    /// Pair the next round and print it (or print the current one while it has no results).
    Pair(FileArgs),
    /// Record a game's result: 1-0, 0-1, 1/2-1/2, +- or -+ (forfeits, 21.4), -:- (both late, 21.3).
    Result(ResultArgs),
    /// Print the standings with the tie-breaks (15).
    Standings(OutputArgs),
    /// Print the cross-table.
    Crosstable(OutputArgs),
    /// Host every board of the round as a networked game, with the arbiter's seat.
    Serve(super::tournament_serve::ServeArgs),
    /// Print the result sheets (10.1): a round's, one board's, or every game's.
    Sheet(SheetArgs),
    /// Set a team's line-up for its match of a round (12.2, 12.3): `lineup EVENT 2 红队 甲,丙,丁`.
    Lineup(LineupArgs),
    /// Add play-off games among the players (or teams) sharing a place (15.6).
    Playoff(PlayoffArgs),
    /// Play a board hot-seat in this terminal; its result goes into the event.
    Play(super::tournament_play::PlayArgs),
    /// Open the event in the TUI: pairings, standings, cross-table, results, play.
    Open(super::tournament_play::OpenArgs),
}

impl TournamentCommand {
    /// The commands that run the TUI (the terminal's, not a pipe's, conventions).
    pub fn runs_tui(&self) -> bool {
        matches!(
            self,
            TournamentCommand::Play(_) | TournamentCommand::Open(_)
        )
    }
}

#[derive(ClapArgs, Debug)]
pub struct LineupArgs {
    pub event: PathBuf,
    pub round: u32,
    pub team: String,
    /// The players, board 1 first, separated by commas.
    pub players: String,
    #[arg(long)]
    pub json: bool,
    /// The match of the round, when the team has several (a play-off among 3 or more
    /// teams, 15.6).
    #[arg(long = "match")]
    pub match_number: Option<u32>,
}

#[derive(ClapArgs, Debug)]
pub struct PlayoffArgs {
    pub event: PathBuf,
    /// All the players sharing the place (in a team-match event, all the teams).
    #[arg(required = true)]
    pub players: Vec<String>,
    #[arg(long)]
    pub json: bool,
}

/// The options of `new` for 11.3 and 12.
#[derive(ClapArgs, Debug)]
pub struct TeamGroupArgs {
    /// Grouped round robin (11.3): the number of groups.
    #[arg(long)]
    pub groups: Option<u32>,
    /// Grouped round robin: players of each group in the final.
    #[arg(long)]
    pub advance: Option<u32>,
    /// Grouped round robin: seeds by rating (default) or results (the order given).
    #[arg(long, default_value = "rating")]
    pub seeding: String,
    /// Teams (12): "红队:甲,乙,丙;蓝队:丁,戊,己" (a player NAME or NAME:RATING), or
    /// @FILE with one team a line.
    #[arg(long)]
    pub teams: Option<String>,
    /// fixed-boards (12.1, default), substitutes (12.2), set-before-match (12.3),
    /// all-play-all (12.4) or sum-of-players (12.5).
    #[arg(long, default_value = "fixed-boards")]
    pub team_format: String,
    /// Boards a team match (default: the smallest roster).
    #[arg(long)]
    pub boards: Option<u32>,
    /// Team tie-breaks in order (default: 15.3, 15.4 or 15.5).
    #[arg(long)]
    pub team_tiebreaks: Option<String>,
}

fn team_group_settings(a: &TeamGroupArgs, s: &mut Settings) -> anyhow::Result<()> {
    match (a.groups, a.advance) {
        (Some(g), Some(n)) => {
            let seeding: Seeding = a
                .seeding
                .parse()
                .map_err(super::unknown_name_at("--seeding", current()))?;
            s.grouping = Some(Grouping::new(g, n, seeding));
        }
        (None, None) => {}
        _ => bail!("{}", CliError::GroupsWithAdvance.render(current())),
    }
    if let Some(t) = &a.teams {
        let text = match t.strip_prefix('@') {
            Some(file) => std::fs::read_to_string(file).map_err(|e| {
                let lang = current();
                let detail = FileText::Io {
                    kind: e.kind(),
                    detail: e.to_string(),
                }
                .render(lang);
                let file = file.to_string();
                anyhow!(
                    "{}",
                    CliError::TeamsUnreadable { file, detail }.render(lang)
                )
            })?,
            None => t.clone(),
        };
        let rosters = parse_teams(&text).map_err(|e| {
            let lang = current();
            let at = "--teams".to_string();
            anyhow!(
                "{}",
                CliError::At {
                    at,
                    detail: e.render(lang)
                }
                .render(lang)
            )
        })?;
        let format: TeamFormat = a
            .team_format
            .parse()
            .map_err(super::unknown_name_at("--team-format", current()))?;
        let tiebreaks = a
            .team_tiebreaks
            .as_deref()
            .map(|t| {
                t.split(',')
                    .filter(|x| !x.trim().is_empty())
                    .map(str::parse::<TeamTieBreak>)
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()
            .map_err(super::unknown_name_at("--team-tiebreaks", current()))?;
        s.teams = Some(TeamSettings {
            format,
            boards: a.boards,
            rosters,
            tiebreaks,
        });
    }
    Ok(())
}

fn lineup(a: LineupArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let names: Vec<String> = a
        .players
        .split([',', '，'])
        .map(|n| n.trim().to_string())
        .collect();
    let (event, number) = change(&a.event, |e| {
        Ok(set_match_lineup(
            e,
            a.round,
            a.match_number,
            &a.team,
            &names,
        )?)
    })?;
    let round = &event.rounds[a.round as usize - 1];
    let p = RoundPairing::of(&event, round);
    if a.json {
        return print_json(
            &json!({"round": a.round, "match": number, "team": a.team.trim(), "pairings": p.pairings}),
        );
    }
    let said = CliText::TourLineupSet {
        round: a.round,
        number,
        team: a.team.trim().to_string(),
    };
    println!("{}", said.render(lang));
    print!("{}", p.to_text(lang));
    Ok(ExitCode::SUCCESS)
}

fn playoff(a: PlayoffArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let (event, number) = change(&a.event, |e| Ok(add_playoff(e, &a.players)?))?;
    let p = RoundPairing::of(&event, &event.rounds[number as usize - 1]);
    if a.json {
        return print_json(&p);
    }
    println!("{}", CliText::TourPlayoff(number).render(lang));
    print!("{}", p.to_text(lang));
    Ok(ExitCode::SUCCESS)
}

/// Team events: the team standings and cross-table unless `--players` asks for the
/// players'.
fn show_team_output(
    a: &OutputArgs,
    event: &Event,
    crosstable: bool,
    lang: Lang,
) -> Option<anyhow::Result<ExitCode>> {
    if a.players {
        return None;
    }
    if crosstable {
        // The team cross-table in its own shape (12, 14.2).
        let ct = TeamCrossTable::of(event)?;
        return Some(match format_of(a) {
            Format::Json => print_json(&ct),
            Format::Csv => {
                print!("{}", team_crosstable_csv(&ct));
                Ok(ExitCode::SUCCESS)
            }
            Format::Text => {
                print!("{}", team_crosstable_text(&ct, lang));
                Ok(ExitCode::SUCCESS)
            }
        });
    }
    let st = team_standings(event)?;
    Some(match format_of(a) {
        Format::Json => print_json(&st),
        Format::Csv => {
            print!("{}", team_standings_csv(&st));
            Ok(ExitCode::SUCCESS)
        }
        Format::Text => {
            print!("{}", team_standings_text(&st, lang));
            Ok(ExitCode::SUCCESS)
        }
    })
}

#[derive(ClapArgs, Debug)]
pub struct SheetArgs {
    pub event: PathBuf,
    pub round: Option<u32>,
    pub board: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

#[derive(ClapArgs, Debug)]
pub struct NewArgs {
    pub event: PathBuf,
    /// round-robin, double-round-robin, swiss, knockout or double-elimination.
    #[arg(long)]
    pub system: String,
    /// Players separated by commas, each NAME or NAME:RATING.
    #[arg(long, default_value = "")]
    pub players: String,
    /// The event's name (default: the file name).
    #[arg(long)]
    pub name: Option<String>,
    /// Swiss: the number of rounds (default: ⌈log2 players⌉ + 1).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// 1-0.5-0 (14.1, default), 2-1-0 or 3-1-0.
    #[arg(long, default_value = "1-0.5-0")]
    pub scoring: String,
    /// cxa (default), axf or folk.
    #[arg(long, default_value = "cxa")]
    pub rules: String,
    /// A preset (6.1 … 6.5) or a spec, as `chuhe play --time`.
    #[arg(long, default_value = "untimed")]
    pub time: String,
    /// casual, practice or tournament (default).
    #[arg(long, default_value = "tournament")]
    pub mode: String,
    /// Knockout: games a match, 1 or 2 (13.5).
    #[arg(long, default_value_t = 1)]
    pub match_games: u32,
    /// Swiss: accelerated first rounds.
    #[arg(long, default_value_t = 0)]
    pub accelerated: u32,
    /// Tie-breaks in order, by name (default: 15.1 for round robin, 15.2 for Swiss).
    #[arg(long)]
    pub tiebreaks: Option<String>,
    /// Seed of the lots for colours (猜先) (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub teams_groups: TeamGroupArgs,
    #[arg(long)]
    pub json: bool,
}

#[derive(ClapArgs, Debug)]
pub struct AddArgs {
    pub event: PathBuf,
    pub name: String,
    #[arg(long)]
    pub rating: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

#[derive(ClapArgs, Debug)]
pub struct PlayerArgs {
    pub event: PathBuf,
    pub name: String,
    #[arg(long)]
    pub json: bool,
}

#[derive(ClapArgs, Debug)]
pub struct FileArgs {
    pub event: PathBuf,
    #[arg(long)]
    pub json: bool,
}

#[derive(ClapArgs, Debug)]
pub struct ResultArgs {
    pub event: PathBuf,
    pub round: u32,
    pub board: u32,
    /// 1-0, 0-1, 1/2-1/2 (also 红胜, 黑胜, 和, red, black, draw …), +-, -+ or -:-
    /// (written "--" in the event file).
    #[arg(allow_hyphen_values = true)]
    pub result: String,
    /// Fouls on the result sheet (10.1), Red's and Black's: `--fouls 1,0`.
    #[arg(long)]
    pub fouls: Option<String>,
    /// Time used on the result sheet (10.1), Red's and Black's, each seconds or
    /// h:mm:ss / mm:ss: `--time-used 25:30,31:02`.
    #[arg(long)]
    pub time_used: Option<String>,
    /// Replace a different result the board already has (without it, refused).
    #[arg(long)]
    pub replace: bool,
    #[arg(long)]
    pub json: bool,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Csv,
    Json,
}

#[derive(ClapArgs, Debug)]
pub struct OutputArgs {
    pub event: PathBuf,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Same as --format json.
    #[arg(long)]
    pub json: bool,
    /// A team event: the players' standings or cross-table instead of the teams'.
    #[arg(long)]
    pub players: bool,
    /// Same as --format csv.
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let lang = super::interface_lang::resolve(args.lang);
    let outcome = match args.command {
        TournamentCommand::New(a) => new(*a, lang),
        TournamentCommand::Add(a) => add(a, lang),
        TournamentCommand::Withdraw(a) => withdraw(a, lang),
        TournamentCommand::Pair(a) => pair(a, lang),
        TournamentCommand::Result(a) => result(a, lang),
        TournamentCommand::Standings(a) => show_standings(a, lang),
        TournamentCommand::Crosstable(a) => show_crosstable(a, lang),
        TournamentCommand::Sheet(a) => show_sheets(a, lang),
        TournamentCommand::Serve(a) => super::tournament_serve::serve(a, lang),
        TournamentCommand::Lineup(a) => lineup(a, lang),
        TournamentCommand::Playoff(a) => playoff(a, lang),
        TournamentCommand::Play(a) => super::tournament_play::play(a),
        TournamentCommand::Open(a) => super::tournament_play::open(a),
    };
    // The core's refusals in the interface's language.
    outcome.map_err(|e| match e.downcast::<TournamentError>() {
        Ok(t) => anyhow!(t.render(lang)),
        Err(e) => e,
    })
}

fn print_json(value: &impl serde::Serialize) -> anyhow::Result<ExitCode> {
    println!("{}", serde_json::to_string_pretty(value)?);
    Ok(ExitCode::SUCCESS)
}

/// `A,B:1800, 王天一` → names and ratings.
fn parse_players(list: &str) -> anyhow::Result<Vec<(String, Option<u32>)>> {
    let mut out = Vec::new();
    for (i, item) in list.split(',').enumerate() {
        let item = item.trim();
        if item.is_empty() {
            if list.trim().is_empty() {
                continue;
            }
            bail!("{}", CliError::PlayersEmpty(i + 1).render(current()));
        }
        match item.rsplit_once(':') {
            Some((name, rating)) => {
                let r = rating.trim().parse().map_err(|_| {
                    let said = CliError::PlayersRating {
                        n: i + 1,
                        item: item.to_string(),
                        rating: rating.to_string(),
                    };
                    anyhow!("{}", said.render(current()))
                })?;
                out.push((name.trim().to_string(), Some(r)));
            }
            None => out.push((item.to_string(), None)),
        }
    }
    Ok(out)
}

fn new(a: NewArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let system: System = a
        .system
        .parse()
        .map_err(super::unknown_name_at("--system", lang))?;
    let mut s = Settings::new(
        &a.name.clone().unwrap_or_else(|| {
            a.event
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        }),
        system,
    );
    s.rounds = a.rounds;
    s.scoring = a
        .scoring
        .parse::<Scoring>()
        .map_err(super::unknown_name_at("--scoring", lang))?;
    s.rules = a
        .rules
        .parse::<RuleSet>()
        .map_err(super::unknown_name_at("--rules", lang))?;
    s.time_control = TimeControl::parse(&a.time).map_err(|e| {
        let at = "--time".to_string();
        let detail = e.render(lang);
        anyhow!("{}", CliError::At { at, detail }.render(lang))
    })?;
    s.mode = a
        .mode
        .parse::<Mode>()
        .map_err(super::unknown_name_at("--mode", lang))?;
    s.match_games = a.match_games;
    s.accelerated_rounds = a.accelerated;
    if let Some(t) = &a.tiebreaks {
        s.tiebreaks = Some(
            t.split(',')
                .filter(|x| !x.trim().is_empty())
                .map(str::parse::<TieBreak>)
                .collect::<Result<_, _>>()
                .map_err(super::unknown_name_at("--tiebreaks", lang))?,
        );
    }
    s.seed = a.seed.unwrap_or_else(clock_seed);
    team_group_settings(&a.teams_groups, &mut s)?;
    let event = Event::new(s, &parse_players(&a.players)?)?;
    store::create(&a.event, &event)?;
    if a.json {
        return print_json(&json!({
            "event": event.name,
            "system": event.system,
            "players": event.players.iter().map(|p| &p.name).collect::<Vec<_>>(),
        }));
    }
    let said = CliText::TourCreated {
        file: a.event.display().to_string(),
        system: event.system,
        name: event.name.clone(),
        players: event.players.len(),
    };
    println!("{}", said.render(lang));
    Ok(ExitCode::SUCCESS)
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

/// Loads, changes, saves: the file is written only when `change` succeeds.
fn change<T>(
    path: &Path,
    change: impl FnOnce(&mut Event) -> anyhow::Result<T>,
) -> anyhow::Result<(Event, T)> {
    let mut event = store::load(path)?;
    let out = change(&mut event)?;
    store::save(path, &event)?;
    Ok((event, out))
}

fn add(a: AddArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let (event, _) = change(&a.event, |e| Ok(e.add_player(&a.name, a.rating)?))?;
    if a.json {
        return print_json(&json!({"added": a.name.trim(), "players": event.players.len()}));
    }
    let said = CliText::TourAdded {
        name: a.name.trim().to_string(),
        players: event.players.len(),
    };
    println!("{}", said.render(lang));
    Ok(ExitCode::SUCCESS)
}

fn withdraw(a: PlayerArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let (_, forfeited) = change(&a.event, |e| Ok(e.withdraw(&a.name)?))?;
    if a.json {
        let boards: Vec<_> = forfeited
            .iter()
            .map(|(r, b)| json!({"round": r, "board": b}))
            .collect();
        return print_json(&json!({"withdrawn": a.name.trim(), "forfeited": boards}));
    }
    println!(
        "{}",
        CliText::TourWithdrew(a.name.trim().to_string()).render(lang)
    );
    for (round, board) in forfeited {
        println!("{}", CliText::TourForfeited { round, board }.render(lang));
    }
    Ok(ExitCode::SUCCESS)
}

fn pair(a: FileArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let mut event = store::load(&a.event)?;
    let (number, fresh) = pair_next_round(&mut event)?;
    if fresh {
        store::save(&a.event, &event)?;
    }
    let round = &event.rounds[number as usize - 1];
    let p = RoundPairing::of(&event, round);
    if a.json {
        return print_json(&p);
    }
    if !fresh {
        println!("{}", CliText::TourRoundUnfinished(number).render(lang));
    }
    print!("{}", p.to_text(lang));
    Ok(ExitCode::SUCCESS)
}

fn parse_fouls(s: &str) -> anyhow::Result<[u32; 2]> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    match parts.as_slice() {
        [r, b] => Ok([foul_count(Color::Red, r)?, foul_count(Color::Black, b)?]),
        _ => bail!("{}", CliError::FoulsShape(s.to_string()).render(current())),
    }
}

/// One side's foul count of `--fouls`.
fn foul_count(side: Color, value: &str) -> anyhow::Result<u32> {
    value.parse().map_err(|e: std::num::ParseIntError| {
        let said = CliError::FoulsCount {
            side,
            value: value.to_string(),
            detail: e.to_string(),
        };
        anyhow!("{}", said.render(current()))
    })
}

fn result(a: ResultArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let result: GameResult = a
        .result
        .parse()
        .map_err(|e: chuhe_core::lang::UnknownName| anyhow!("{}", e.render(lang)))?;
    let fouls = a.fouls.as_deref().map(parse_fouls).transpose()?;
    let time_used = a.time_used.as_deref().map(parse_time_used).transpose()?;
    let (event, old) = change(&a.event, |e| {
        e.check_replace(a.round, a.board, result, a.replace)?;
        let old = e.record_result(a.round, a.board, result, fouls)?;
        if let Some(t) = time_used {
            e.record_time_used(a.round, a.board, t)?;
        }
        Ok(old)
    })?;
    let game = event.rounds[a.round as usize - 1]
        .games
        .iter()
        .find(|g| g.board == a.board)
        .ok_or_else(|| anyhow!("{}", CliError::BoardVanished(a.board).render(lang)))?;
    if a.json {
        return print_json(&json!({
            "round": a.round,
            "board": a.board,
            "red": event.name_of(game.red),
            "black": event.name_of(game.black),
            "result": result.as_str(),
            "previous": old.map(|r| r.as_str()),
        }));
    }
    let said = CliText::TourResult {
        round: a.round,
        board: a.board,
        red: event.name_of(game.red).to_string(),
        result: result.to_string(),
        black: event.name_of(game.black).to_string(),
    };
    println!("{}", said.render(lang));
    Ok(ExitCode::SUCCESS)
}

/// `1530` or `25:30` or `1:05:00` → seconds.
fn parse_clock(s: &str) -> Option<u64> {
    let parts: Vec<&str> = s.split(':').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    let mut total: u64 = 0;
    for (i, p) in parts.iter().enumerate() {
        let v: u64 = p.parse().ok()?;
        if i > 0 && v >= 60 {
            return None;
        }
        total = total.checked_mul(60)?.checked_add(v)?;
    }
    Some(total)
}

/// One side's time of `--time-used`.
fn side_clock(side: Color, value: &str) -> anyhow::Result<u64> {
    parse_clock(value).ok_or_else(|| {
        let said = CliError::TimeUsedClock {
            side,
            value: value.to_string(),
        };
        anyhow!("{}", said.render(current()))
    })
}

fn parse_time_used(s: &str) -> anyhow::Result<[u64; 2]> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    match parts.as_slice() {
        [r, b] => Ok([side_clock(Color::Red, r)?, side_clock(Color::Black, b)?]),
        _ => bail!(
            "{}",
            CliError::TimeUsedShape(s.to_string()).render(current())
        ),
    }
}

fn show_sheets(a: SheetArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let event = store::load(&a.event)?;
    let sheets = result_sheets(&event, a.round, a.board)?;
    if a.json {
        return print_json(&sheets);
    }
    for (i, s) in sheets.iter().enumerate() {
        if i > 0 {
            println!();
        }
        print!("{}", s.to_text(lang));
    }
    Ok(ExitCode::SUCCESS)
}

fn format_of(a: &OutputArgs) -> Format {
    if a.json {
        Format::Json
    } else if a.csv {
        Format::Csv
    } else {
        a.format
    }
}

fn show_standings(a: OutputArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let event = store::load(&a.event)?;
    if let Some(done) = show_team_output(&a, &event, false, lang) {
        return done;
    }
    let st = standings(&event);
    match format_of(&a) {
        Format::Json => return print_json(&st),
        Format::Csv => print!("{}", standings_csv(&st)),
        Format::Text => print!("{}", standings_text(&st, lang)),
    }
    Ok(ExitCode::SUCCESS)
}

fn show_crosstable(a: OutputArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let event = store::load(&a.event)?;
    if let Some(done) = show_team_output(&a, &event, true, lang) {
        return done;
    }
    let ct = CrossTable::of(&event);
    match format_of(&a) {
        Format::Json => return print_json(&ct),
        Format::Csv => print!("{}", crosstable_csv(&ct)),
        Format::Text => print!("{}", crosstable_text(&ct, lang)),
    }
    Ok(ExitCode::SUCCESS)
}
