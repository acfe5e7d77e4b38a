//! `chuhe club ratings [--json]` and `chuhe club export [--player NICK] [--since DATE]`:
//! the SSH club's leaderboard and finished games, read from the archive in the

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use chuhe_core::lang::Render as _;
use chuhe_ssh::archive::Archive;

use super::catalogue::cli::CliText;
use super::catalogue::cli_errors::CliError;
use super::interface_lang::current;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub command: ClubCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum ClubCommand {
    /// Write the club's finished games as PGN on standard output, oldest first
    /// (every move, with the clocks, scoresheets and the rule set).
    Export {
        /// Only this player's games (either colour).
        #[arg(long, value_name = "NICK")]
        player: Option<String>,
        /// Only games that ended on this day (UTC) or later: YYYY-MM-DD.
        #[arg(long, value_name = "DATE")]
        since: Option<String>,
        /// The server's data directory (default: chuhe's, as `chuhe serve` uses).
        #[arg(long, value_name = "DIR")]
        data: Option<PathBuf>,
    },
    /// Every rated player, the highest rating first: nickname, Glicko-2 rating,
    /// deviation (RD) and rated games.
    Ratings {
        /// Print JSON: a list of {"nick", "rating", "rd", "games"}.
        #[arg(long)]
        json: bool,
        /// The server's data directory (default: chuhe's, as `chuhe serve` uses).
        #[arg(long, value_name = "DIR")]
        data: Option<PathBuf>,
    },
}

/// The archive's file in a data directory.
pub fn archive_path(data: &std::path::Path) -> PathBuf {
    data.join("ssh").join("club.db")
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.command {
        ClubCommand::Ratings { json, data } => ratings(json, data),
        ClubCommand::Export {
            player,
            since,
            data,
        } => export(player, since, data),
    }
}

/// The finished games as PGN, one after another.
fn export(
    player: Option<String>,
    since: Option<String>,
    data: Option<PathBuf>,
) -> anyhow::Result<ExitCode> {
    let lang = current();
    let since = match since {
        Some(d) => Some(
            unix_day(&d)
                .ok_or_else(|| anyhow::anyhow!("{}", CliError::NotADate(d.clone()).render(lang)))?,
        ),
        None => None,
    };
    let data = data.unwrap_or_else(|| super::net_place::dirs().data);
    let path = archive_path(&data);
    if !path.exists() {
        return Ok(ExitCode::SUCCESS);
    }
    let games = Archive::open_read_only(&path)?.games(player.as_deref(), since)?;
    let mut out = std::io::stdout().lock();
    for g in games {
        writeln!(out, "{}", g.pgn.trim_end())?;
        writeln!(out)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The first second of day `YYYY-MM-DD` (UTC), since 1970; `None`: not such a date.
fn unix_day(text: &str) -> Option<i64> {
    let mut parts = text.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (i64, i64, i64) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let days_in = [
        31,
        if leap { 29 } else { 28 },
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ];
    if !(1..=12).contains(&m) || d < 1 || d > days_in[(m - 1) as usize] {
        return None;
    }
    // Days from the civil date (Howard Hinnant's algorithm).
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some((era * 146_097 + doe - 719_468) * 86_400)
}

fn ratings(json: bool, data: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    let data = data.unwrap_or_else(|| super::net_place::dirs().data);
    let path = archive_path(&data);
    let lang = current();
    // No archive yet: a club that has rated nothing.
    let lines = if path.exists() {
        Archive::open_read_only(&path).and_then(|a| a.leaderboard())?
    } else {
        Vec::new()
    };
    let mut out = std::io::stdout().lock();
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&lines)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    if lines.is_empty() {
        writeln!(out, "{}", CliText::ClubNoRatings.render(lang))?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(out, "{}", CliText::ClubRatingsHead.render(lang))?;
    for (i, l) in lines.iter().enumerate() {
        let line = CliText::ClubRatingLine {
            place: i + 1,
            nick: l.nick.clone(),
            rating: l.rating,
            rd: l.rd,
            games: l.games,
        };
        writeln!(out, "{}", line.render(lang))?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::unix_day;

    #[test]
    fn days_are_counted_from_1970_in_utc() {
        assert_eq!(unix_day("1970-01-01"), Some(0));
        // `date -u -d 2026-12-04 +%s`
        assert_eq!(unix_day("2026-12-04"), Some(1_796_342_400));
        assert_eq!(unix_day("2024-02-29"), Some(1_709_164_800));
        for bad in [
            "2023-02-29",
            "2026-13-01",
            "2026-12",
            "12/04/2026",
            "2026-1-04",
            "",
        ] {
            assert_eq!(unix_day(bad), None, "{bad}");
        }
    }
}
