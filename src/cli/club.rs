//! `chuhe club ratings [--json]`: the SSH club's leaderboard, read from the archive
//! in the server's data directory (`ssh/club.db`), also while the server runs.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use chuhe_core::lang::Render as _;
use chuhe_ssh::archive::Archive;

use super::catalogue::cli::CliText;
use super::interface_lang::current;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub command: ClubCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum ClubCommand {
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
    let ClubCommand::Ratings { json, data } = args.command;
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
