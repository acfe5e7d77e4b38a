//! Telling a player that it is their move, or that a flag fell, when they may be
//! looking elsewhere.
//!
//! - The terminal bell, always (unless switched off): it works everywhere, over SSH
//!   and in tmux, which marks the window.
//! - A terminal notification (OSC 9 or OSC 777) where the terminal is known to show
//!   one, wrapped in tmux's passthrough when inside tmux. It travels over SSH to the
//!   player's own terminal.
//! - A desktop notification through notify-rust only on a local session with a
//!   session bus and a notification service actually running (asked with
//!   NameHasOwner, which never starts one), never over SSH, and never on the UI
//!   thread: a service that is registered but never starts can block D-Bus calls for
//!   two minutes, so the work runs in a thread with a deadline; if it misses it or
//!   finds no service, desktop notifications are off for the session.

use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use chuhe_core::catalogue::{Msg, UiText};
use chuhe_core::lang::{Lang, Render};
use chuhe_core::rules::Color;

use super::config::NotifyMode;
use super::i18n;

/// Something worth a notification.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// It became this side's move after the opponent thought a while.
    YourMove(Color),
    /// This side's flag fell (22).
    FlagFell(Color),
}

impl Notice {
    pub fn text(self, lang: Lang) -> String {
        match self {
            Notice::YourMove(c) => i18n::to_move(lang, c),
            Notice::FlagFell(c) => UiText::FlagFell(c).render(lang),
        }
    }
}

/// The terminal's notification escape, if it is known to show one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Osc {
    /// `ESC ] 9 ; text BEL`: iTerm2, WezTerm, kitty, ghostty, Windows Terminal.
    Nine,
    /// `ESC ] 777 ; notify ; title ; text BEL`: foot, urxvt, VTE-based terminals.
    SevenSevenSeven,
}

/// How long the first desktop notification may take before desktop notifications
/// are given up for the session.
const DESKTOP_DEADLINE: Duration = Duration::from_secs(2);

#[derive(Debug)]
enum Desktop {
    /// Not possible here (no session bus, over SSH, switched off).
    Off,
    /// Possible; not tried yet.
    Untried,
    /// A notification is being shown in a thread started at this time.
    InFlight(Instant, Receiver<bool>),
    Works,
}

#[derive(Debug)]
pub struct Notifier {
    mode: NotifyMode,
    osc: Option<Osc>,
    tmux: bool,
    desktop: Desktop,
}

impl Notifier {
    /// Reads the environment through `get` (for tests).
    pub fn from_env(
        mode: NotifyMode,
        desktop_wanted: bool,
        get: impl Fn(&str) -> Option<String>,
    ) -> Notifier {
        let set = |k: &str| get(k).is_some_and(|v| !v.is_empty());
        let term = get("TERM").unwrap_or_default();
        let program = get("TERM_PROGRAM").unwrap_or_default();
        let osc = if set("ConEmuPID") {
            // ConEmu uses OSC 9 for other things.
            None
        } else if matches!(program.as_str(), "iTerm.app" | "WezTerm" | "ghostty")
            || set("KITTY_WINDOW_ID")
            || term == "xterm-kitty"
            || term == "xterm-ghostty"
            || set("WT_SESSION")
            || set("WEZTERM_PANE")
        {
            Some(Osc::Nine)
        } else if term.starts_with("foot") || term.starts_with("rxvt") || set("VTE_VERSION") {
            Some(Osc::SevenSevenSeven)
        } else {
            None
        };
        let over_ssh = set("SSH_CONNECTION") || set("SSH_TTY") || set("SSH_CLIENT");
        let session_bus = set("DBUS_SESSION_BUS_ADDRESS")
            || get("XDG_RUNTIME_DIR")
                .is_some_and(|d| std::path::Path::new(&d).join("bus").exists());
        let desktop_possible = cfg!(all(unix, not(target_os = "macos")))
            && desktop_wanted
            && mode == NotifyMode::Auto
            && session_bus
            && !over_ssh;
        Notifier {
            mode,
            osc: if mode == NotifyMode::Auto { osc } else { None },
            tmux: set("TMUX"),
            desktop: if desktop_possible {
                Desktop::Untried
            } else {
                Desktop::Off
            },
        }
    }

    pub fn osc(&self) -> Option<Osc> {
        self.osc
    }

    /// Sends a notification: returns the bytes to write to the terminal, and shows a
    /// desktop notification in the background where that works. Never blocks.
    pub fn notify(&mut self, notice: Notice, lang: Lang) -> Vec<u8> {
        if self.mode == NotifyMode::Off {
            return Vec::new();
        }
        let body = notice.text(lang);
        self.poll_desktop();
        let desktop_shown = self.try_desktop(&body);
        let mut out = vec![0x07];
        if !desktop_shown && let Some(osc) = self.osc {
            out.extend(self.osc_bytes(osc, Msg::NotifyTitle.text(Lang::Zh), &body));
        }
        out
    }

    /// The escape sequence of a terminal notification, wrapped for tmux if needed.
    pub fn osc_bytes(&self, osc: Osc, title: &str, body: &str) -> Vec<u8> {
        let clean = |s: &str| {
            s.chars()
                .filter(|c| !c.is_control() && *c != ';')
                .collect::<String>()
        };
        let seq = match osc {
            Osc::Nine => format!("\x1b]9;{}\x07", clean(body)),
            Osc::SevenSevenSeven => format!("\x1b]777;notify;{};{}\x07", clean(title), clean(body)),
        };
        if self.tmux {
            // tmux passes a DCS `tmux;` sequence through to the outer terminal, with
            // every ESC inside doubled (needs `allow-passthrough on`).
            format!("\x1bPtmux;{}\x1b\\", seq.replace('\x1b', "\x1b\x1b")).into_bytes()
        } else {
            seq.into_bytes()
        }
    }

    /// Collects the result of a desktop notification in flight, or gives up on the
    /// desktop when it missed its deadline.
    fn poll_desktop(&mut self) {
        if let Desktop::InFlight(started, rx) = &self.desktop {
            self.desktop = match rx.try_recv() {
                Ok(true) => Desktop::Works,
                Ok(false) | Err(TryRecvError::Disconnected) => Desktop::Off,
                Err(TryRecvError::Empty) if started.elapsed() > DESKTOP_DEADLINE => Desktop::Off,
                Err(TryRecvError::Empty) => return,
            };
        }
    }

    /// Starts a desktop notification if that may work; true when it is known to.
    fn try_desktop(&mut self, body: &str) -> bool {
        let known_to_work = matches!(self.desktop, Desktop::Works);
        if matches!(self.desktop, Desktop::Untried | Desktop::Works) {
            let (tx, rx) = mpsc::channel();
            let body = body.to_string();
            let spawned = std::thread::Builder::new()
                .name("chuhe-notify".into())
                .spawn(move || {
                    let _ = tx.send(show_desktop(&body));
                })
                .is_ok();
            self.desktop = if spawned {
                Desktop::InFlight(Instant::now(), rx)
            } else {
                Desktop::Off
            };
        }
        known_to_work
    }
}

/// True when a notification service is running on the session bus. NameHasOwner
/// only looks: unlike a call to the service itself, it never starts (activates) one,
/// which is what can hang for two minutes on a server.
#[cfg(all(unix, not(target_os = "macos")))]
fn notification_service_running() -> bool {
    zbus::block_on(async {
        let conn = zbus::Connection::session().await.ok()?;
        let bus = zbus::fdo::DBusProxy::new(&conn).await.ok()?;
        let name = zbus::names::BusName::try_from("org.freedesktop.Notifications").ok()?;
        bus.name_has_owner(name).await.ok()
    })
    .unwrap_or(false)
}

#[cfg(all(unix, not(target_os = "macos")))]
fn show_desktop(body: &str) -> bool {
    if !notification_service_running() {
        return false;
    }
    notify_rust::Notification::new()
        .appname("chuhe")
        .summary(Msg::NotifyTitle.text(Lang::Zh))
        .body(body)
        .timeout(notify_rust::Timeout::Milliseconds(6000))
        .show()
        .is_ok()
}

#[cfg(not(all(unix, not(target_os = "macos"))))]
fn show_desktop(_body: &str) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::test_env as env;

    #[test]
    fn the_bell_everywhere_and_osc_where_the_terminal_shows_it() {
        let mut plain =
            Notifier::from_env(NotifyMode::Auto, false, env(&[("TERM", "xterm-256color")]));
        assert_eq!(
            plain.notify(Notice::YourMove(Color::Red), Lang::En),
            b"\x07"
        );

        let mut kitty =
            Notifier::from_env(NotifyMode::Auto, false, env(&[("TERM", "xterm-kitty")]));
        let out = kitty.notify(Notice::YourMove(Color::Black), Lang::En);
        assert_eq!(out, b"\x07\x1b]9;Black to move\x07");

        let foot = Notifier::from_env(NotifyMode::Auto, false, env(&[("TERM", "foot")]));
        assert_eq!(foot.osc(), Some(Osc::SevenSevenSeven));
        let bell_only = Notifier::from_env(NotifyMode::Bell, false, env(&[("TERM", "foot")]));
        assert_eq!(bell_only.osc(), None);
        let mut off = Notifier::from_env(NotifyMode::Off, true, env(&[("TERM", "foot")]));
        assert!(
            off.notify(Notice::FlagFell(Color::Red), Lang::Zh)
                .is_empty()
        );
    }

    #[test]
    fn inside_tmux_the_sequence_is_wrapped_with_escapes_doubled() {
        let n = Notifier::from_env(
            NotifyMode::Auto,
            false,
            env(&[
                ("TERM", "tmux-256color"),
                ("TMUX", "/tmp/tmux-0/default,1,0"),
                ("WEZTERM_PANE", "3"),
            ]),
        );
        let out = n.osc_bytes(Osc::Nine, "t", "Red; to move\n");
        assert_eq!(out, b"\x1bPtmux;\x1b\x1b]9;Red to move\x07\x1b\\");
    }

    #[test]
    fn no_desktop_notifications_over_ssh_or_without_a_session_bus() {
        let ssh = Notifier::from_env(
            NotifyMode::Auto,
            true,
            env(&[
                ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/x"),
                ("SSH_CONNECTION", "1 2 3 4"),
            ]),
        );
        assert!(matches!(ssh.desktop, Desktop::Off));
        let nobus = Notifier::from_env(NotifyMode::Auto, true, env(&[]));
        assert!(matches!(nobus.desktop, Desktop::Off));
        let local = Notifier::from_env(
            NotifyMode::Auto,
            true,
            env(&[("DBUS_SESSION_BUS_ADDRESS", "unix:path=/x")]),
        );
        assert_eq!(
            matches!(local.desktop, Desktop::Untried),
            cfg!(all(unix, not(target_os = "macos")))
        );
    }

    #[test]
    fn a_desktop_notification_that_hangs_never_blocks_and_is_given_up() {
        let mut n = Notifier::from_env(NotifyMode::Auto, false, env(&[]));
        let (_tx, rx) = mpsc::channel::<bool>();
        n.desktop = Desktop::InFlight(Instant::now() - DESKTOP_DEADLINE * 2, rx);
        // The sender is alive and silent: waiting on it would hang this test.
        let out = n.notify(Notice::YourMove(Color::Red), Lang::En);
        assert_eq!(out, b"\x07");
        assert!(matches!(n.desktop, Desktop::Off));
    }
}
