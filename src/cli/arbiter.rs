//! `chuhe arbiter CODE ACTION`: the arbiter's client (17). Each call takes the
//! arbiter's seat of a hosted game with the arbiter's token, does one thing, prints
//! what the host answered, and leaves: scriptable, and usable from a second terminal
//! beside the TUI the players use. `chuhe arbiter CODE` with no action sits at the
//! game in the TUI, the arbiter's keys at hand (`chuhe_tui::arbiter`).
//!
//! The token: `--token`, else `--token-file`, else the file the host wrote
//! (`<data dir>/arbiter/<game>.token`, mode 0600) when the arbiter is the user who
//! hosts.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use anyhow::{anyhow, bail};
use clap::{Args as ClapArgs, Subcommand};

use chuhe_core::lang::Render as _;
use chuhe_core::match_control::{ArbiterAction, FoulKind, Outcome, Sanction};
use chuhe_core::rules::Color;
use chuhe_net::catalogue::NetErrorText;
use chuhe_net::{JoinCode, Link, LinkConfig, LinkEvent, Role, Token};

use super::interface_lang::current;
use super::net_place::{Place, dirs, endpoint_of, parse_side};
use super::status::Status;

#[derive(ClapArgs, Debug)]
pub struct Args {
    /// The game's join code (as k7q2-m9xd-4htw).
    pub code: JoinCode,
    /// The arbiter's token (32 hex digits), as the host printed it.
    #[arg(long)]
    pub token: Option<String>,
    /// A file holding the arbiter's token.
    #[arg(long, value_name = "FILE")]
    pub token_file: Option<PathBuf>,
    #[command(flatten)]
    pub place: Place,
    /// Print the host's answer as one JSON line.
    #[arg(long)]
    pub json: bool,
    /// The screen's looks, when no action is given (the TUI).
    #[command(flatten)]
    pub look: super::play::LookArgs,
    /// What to do; none: sit at the game in the TUI.
    #[command(subcommand)]
    pub action: Option<ArbiterCommand>,
}

#[derive(Subcommand, Debug)]
pub enum ArbiterCommand {
    /// Stop both clocks (17.4).
    Pause,
    /// Restart the clocks.
    Resume,
    /// Set a side's clock after a fault (22.4): `set-clock red 5:00`.
    SetClock {
        #[arg(value_parser = parse_side)]
        side: Color,
        /// Time left: M:SS, H:MM:SS or seconds.
        #[arg(value_parser = parse_clock)]
        left: Duration,
    },
    /// Rule on a claim: `rule natural [SIDE]` (23.3) or `rule pending [SIDE]` (24).
    Rule {
        /// natural (the natural limit) or pending (a repeated position).
        what: String,
        /// The claimant (default: the arbiter's own audit).
        #[arg(value_parser = parse_side)]
        claimant: Option<Color>,
    },
    /// Declare a draw on a cycle that goes on (23.2).
    Draw,
    /// Record a foul (9.1): `foul red distraction`.
    Foul {
        #[arg(value_parser = parse_side)]
        side: Color,
        /// distraction, clock_interference, repeated_draw_offer, recording_lapse,
        /// conduct, …
        #[arg(value_parser = parse_foul)]
        kind: FoulKind,
    },
    /// Give a sanction (18): `sanction red warning TEXT` or `sanction red disqualify TEXT`.
    Sanction {
        #[arg(value_parser = parse_side)]
        side: Color,
        /// warning (18.1) or disqualify (18.2: the game is lost).
        #[arg(value_parser = parse_sanction)]
        sanction: Sanction,
        /// The arbiter's note.
        #[arg(num_args = 0.., trailing_var_arg = true)]
        note: Vec<String>,
    },
    /// End the game with a result and a reason: `end 1-0 REASON`.
    End {
        /// 1-0, 0-1 or 1/2-1/2.
        #[arg(value_parser = parse_outcome, allow_hyphen_values = true)]
        result: Outcome,
        /// Why, in the arbiter's words.
        #[arg(num_args = 1.., trailing_var_arg = true, required = true)]
        reason: Vec<String>,
    },
    /// Ask the event (`chuhe tournament serve`) to pair its next round.
    NextRound,
}

fn parse_clock(s: &str) -> Result<Duration, String> {
    use chuhe_core::match_control::{ClockTextError, read_clock};
    read_clock(s).map_err(|e| match e {
        ClockTextError::NotWhole(p) => {
            format!("'{s}': '{p}' is not a whole number (M:SS, H:MM:SS or seconds)")
        }
        ClockTextError::TooLong => format!("'{s}': too long"),
        ClockTextError::Shape => format!("'{s}': use M:SS, H:MM:SS or seconds"),
    })
}

fn parse_foul(s: &str) -> Result<FoulKind, String> {
    serde_json::from_value(serde_json::Value::String(s.replace('-', "_"))).map_err(|_| {
        let names: Vec<String> = FoulKind::ALL
            .iter()
            .map(|k| serde_json::to_value(k).map(|v| v.as_str().unwrap_or("").to_string()))
            .collect::<Result<_, _>>()
            .unwrap_or_default();
        format!("unknown foul '{s}' ({})", names.join(", "))
    })
}

/// `warning` or `disqualify` (as the catalogue writes them in either language), or
/// the English words' other forms.
fn parse_sanction(s: &str) -> Result<Sanction, String> {
    use chuhe_core::catalogue::Msg;
    use chuhe_core::lang::Lang;
    let is = |m: Msg| [Lang::Zh, Lang::En].into_iter().any(|l| s == m.text(l));
    match s {
        _ if is(Msg::SanctionWordWarning) => Ok(Sanction::Warning),
        _ if is(Msg::SanctionWordDisqualify) => Ok(Sanction::Disqualification),
        "warn" => Ok(Sanction::Warning),
        "disqualification" => Ok(Sanction::Disqualification),
        other => Err(format!(
            "unknown sanction '{other}' (warning or disqualify)"
        )),
    }
}

fn parse_outcome(s: &str) -> Result<Outcome, String> {
    match s {
        "1-0" => Ok(Outcome::RedWins),
        "0-1" => Ok(Outcome::BlackWins),
        "1/2-1/2" | "½-½" | "=" => Ok(Outcome::Draw),
        other => Err(format!("unknown result '{other}' (1-0, 0-1 or 1/2-1/2)")),
    }
}

/// What to send.
enum Send {
    Act(ArbiterAction),
    NextRound,
}

fn what_to_send(c: ArbiterCommand) -> anyhow::Result<Send> {
    Ok(Send::Act(match c {
        ArbiterCommand::Pause => ArbiterAction::Pause,
        ArbiterCommand::Resume => ArbiterAction::Resume,
        ArbiterCommand::SetClock { side, left } => ArbiterAction::SetClock {
            player: side,
            remaining: left,
        },
        ArbiterCommand::Rule { what, claimant } => match what.as_str() {
            "natural" | "natural-limit" => ArbiterAction::RuleNaturalLimit { claimant },
            "pending" | "repetition" => ArbiterAction::RulePending { claimant },
            other => bail!(
                NetErrorText::UnknownClaim {
                    what: other.to_string()
                }
                .render(current())
            ),
        },
        ArbiterCommand::Draw => ArbiterAction::CycleDraw,
        ArbiterCommand::Foul { side, kind } => ArbiterAction::Foul { player: side, kind },
        ArbiterCommand::Sanction {
            side,
            sanction,
            note,
        } => ArbiterAction::Sanction {
            player: side,
            sanction,
            note: note.join(" "),
        },
        ArbiterCommand::End { result, reason } => {
            chuhe_core::match_control::arbiter_decision(result, &reason.join(" "))
        }
        ArbiterCommand::NextRound => return Ok(Send::NextRound),
    }))
}

fn token_of(a: &Args) -> anyhow::Result<Token> {
    let text = match (&a.token, &a.token_file) {
        (Some(t), _) => t.clone(),
        (None, Some(f)) => std::fs::read_to_string(f).map_err(|e| {
            anyhow!(
                NetErrorText::TokenFile {
                    path: f.display().to_string(),
                    kind: e.kind(),
                    detail: e.to_string(),
                }
                .render(current())
            )
        })?,
        (None, None) => {
            let file = dirs()
                .data
                .join("arbiter")
                .join(format!("{}.token", a.code.game()));
            std::fs::read_to_string(&file).map_err(|e| {
                anyhow!(
                    NetErrorText::NoTokenFile {
                        path: file.display().to_string(),
                        kind: e.kind(),
                        detail: e.to_string(),
                    }
                    .render(current())
                )
            })?
        }
    };
    text.trim().parse::<Token>().map_err(|_| {
        anyhow!(
            NetErrorText::BadToken {
                digits: 2 * chuhe_net::code::TOKEN_BYTES
            }
            .render(current())
        )
    })
}

pub fn run(a: Args) -> anyhow::Result<ExitCode> {
    let lang = current();
    let token = token_of(&a)?;
    let (endpoint, _) = endpoint_of(&a.code, &a.place)?;
    let json = a.json;
    let mut config = LinkConfig::new(endpoint, a.code.clone(), Role::Arbiter);
    config.token = Some(token);
    config.name = "arbiter".into();
    let Some(action) = a.action else {
        if json {
            bail!(NetErrorText::JsonNeedsAction.render(current()));
        }
        // The seat in the TUI comes back by itself after a drop, as a player's does.
        let look = a.look.options();
        return chuhe_tui::arbiter::run(&look, |wake| chuhe_net::RemoteSeat::connect(config, wake));
    };
    let send = what_to_send(action)?;
    config.reconnect = false;
    let (tx, rx) = mpsc::channel();
    let link = Link::connect(config, move |e| {
        let _ = tx.send(e);
    })
    .map_err(|e| anyhow!("{}", e.text().get(lang)))?;
    let (id, said) = match &send {
        Send::Act(action) => (link.arbiter(action.clone()), Some(action.text())),
        Send::NextRound => (link.next_round(), None),
    };
    let id = id.map_err(|e| anyhow!("{}", e.text().get(lang)))?;
    let until = Instant::now() + Duration::from_secs(10);
    let reply = loop {
        let left = until.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(LinkEvent::Reply(r)) if r.id == id => break r,
            Ok(LinkEvent::Closed(t)) => bail!(
                NetErrorText::HostClosed {
                    why: t.get(lang).to_string()
                }
                .render(lang)
            ),
            Ok(_) => {}
            Err(_) => bail!(NetErrorText::NoAnswer { seconds: 10 }.render(lang)),
        }
    };
    link.close();
    if json {
        let v = serde_json::json!({
            "ok": reply.ok,
            "said": said,
            "error": reply.error,
            "code": reply.code,
        });
        println!("{v}");
    } else if reply.ok {
        match &said {
            Some(t) => println!("{}", t.get(lang)),
            None => println!("{}", NetErrorText::NextRoundPaired.render(lang)),
        }
    } else {
        let why = reply
            .error
            .map(|t| t.get(lang).to_string())
            .unwrap_or_default();
        eprintln!("chuhe: {}", NetErrorText::Refused { why }.render(lang));
    }
    Ok(if reply.ok {
        ExitCode::SUCCESS
    } else {
        Status::Refused.into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_times_read_and_bad_ones_say_why() {
        assert_eq!(parse_clock("5:00"), Ok(Duration::from_secs(300)));
        assert_eq!(parse_clock("1:05:09"), Ok(Duration::from_secs(3909)));
        assert_eq!(parse_clock("90"), Ok(Duration::from_secs(90)));
        assert!(
            parse_clock("5:x")
                .unwrap_err()
                .contains("'x' is not a whole number")
        );
        assert!(parse_clock("1:2:3:4").is_err());
        assert!(
            parse_clock("99999999999999999:00:00")
                .unwrap_err()
                .contains("too long")
        );
        assert_eq!(
            parse_foul("clock-interference"),
            Ok(FoulKind::ClockInterference)
        );
        assert!(parse_foul("cheating").unwrap_err().contains("distraction"));
        assert_eq!(parse_outcome("1/2-1/2"), Ok(Outcome::Draw));
    }
}
