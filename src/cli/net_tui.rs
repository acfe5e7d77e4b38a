//! The TUI at a networked game: the host's own seat, a joining player, a spectator.

use std::process::ExitCode;

use anyhow::{Context as _, bail};

use chuhe_core::lang::Render as _;
use chuhe_core::rules::Color;
use chuhe_net::catalogue::NetErrorText;
use chuhe_net::client::LinkError;
use chuhe_net::host::HostSave;
use chuhe_net::protocol::ErrorCode;
use chuhe_net::seat_store::SeatStore;
use chuhe_net::{Host, JoinCode, LinkConfig, RemoteSeat, Role, Token};
use chuhe_tui::LookOptions;

use super::interface_lang::current;
use super::net_place::{Place, dirs, endpoint_of, hosted_dir};

/// `chuhe host` without `--headless`: the TUI for the host's own seat; the host
/// stops (saving the game) when the player leaves.
pub fn host_seat(host: Host, look: &LookOptions, name: &str) -> anyhow::Result<ExitCode> {
    let Some((seat, token)) = host.local_seat().cloned() else {
        bail!(NetErrorText::HostNoOwnSeat.render(current()));
    };
    let mut config = LinkConfig::new(host.endpoint().clone(), host.code().clone(), Role::Play);
    config.seat = Some(seat);
    config.token = Some(token);
    config.name = name.to_string();
    let stream = host
        .connect_local()
        .with_context(|| NetErrorText::HostOwnSeatConnect.render(current()))?;
    let code = host.code().clone();
    let result = chuhe_tui::remote::run(look, |wake| RemoteSeat::over(stream, config, wake));
    host.shutdown();
    let (exit, _) = result?;
    println!("chuhe: the game is saved; carry it on with: chuhe host --resume {code}");
    let _ = seat;
    Ok(exit)
}

/// The token kept for the game of `code`: from an earlier `join`, or — for the
/// host's own seat of a game this user hosts — from the host's save.
fn remembered(code: &JoinCode, store: &SeatStore, hosted: &std::path::Path) -> Option<Token> {
    if let Some((_, token)) = store.load(code) {
        return Some(token);
    }
    let path = hosted.join(format!("{}.json", code.game()));
    let save = HostSave::load(&path).ok()?;
    if save.code != code.to_string() {
        return None;
    }
    let seat = save.host_seat?;
    save.seats[seat.index()].token.as_deref()?.parse().ok()
}

/// `chuhe join CODE`: the TUI at the seat `wanted` (or the free one), `name` on the
/// board.
pub fn join(
    code: &JoinCode,
    place: &Place,
    wanted: Option<Color>,
    name: String,
    look: &LookOptions,
) -> anyhow::Result<ExitCode> {
    let (endpoint, _host) = endpoint_of(code, place)?;
    let dirs = dirs();
    let store = SeatStore::in_data_dir(&dirs.data);
    let token = remembered(code, &store, &hosted_dir(&dirs.data));
    let mut config = LinkConfig::new(endpoint, code.clone(), Role::Play);
    config.seat = wanted;
    config.name = name;
    let (exit, seat) = chuhe_tui::remote::run(look, |wake| {
        let wake: std::sync::Arc<dyn Fn() + Send + Sync> = wake.into();
        let open = |token: Option<Token>| {
            let mut c = config.clone();
            c.token = token;
            let wake = std::sync::Arc::clone(&wake);
            RemoteSeat::connect(c, move || wake())
        };
        let seat = match open(token.clone()) {
            // A token the host does not know (its save was lost): sit down anew.
            Err(LinkError::Refused(e)) if e.code == ErrorCode::BadToken && token.is_some() => {
                store.forget(code);
                open(None)
            }
            other => other,
        }?;
        if let (Some(color), Some(token)) = (seat.seat(), seat.link().token()) {
            // Remembered so that `chuhe join CODE` takes the seat back later.
            let _ = store.save(code, color, &token);
        }
        Ok(seat)
    })?;
    if let Some(seat) = seat {
        println!(
            "chuhe: you left the {} seat; it stays yours: chuhe join {} takes it back",
            seat.english_name().to_lowercase(),
            code
        );
    }
    Ok(exit)
}

/// `chuhe watch CODE`: the TUI, read-only.
pub fn watch(code: JoinCode, place: &Place, look: &LookOptions) -> anyhow::Result<ExitCode> {
    let (endpoint, _host) = endpoint_of(&code, place)?;
    let config = LinkConfig::new(endpoint, code, Role::Watch);
    let (exit, _) = chuhe_tui::remote::run(look, |wake| RemoteSeat::connect(config, wake))?;
    Ok(exit)
}
