//! tmux for the end-to-end tests: a tmux server of the test's own (`-L`), killed when
//! the value is dropped, even on failure; windows running chuhe as a user whose HOME
//! and XDG directories are given; every wait has a deadline.
//!
//! The tests that drive tmux take turns ([`one_at_a_time`]): they are timing-sensitive,
//! and since they share one test binary they would otherwise run side by side with
//! those of other files, which, each in its own binary, they never did.

#![allow(dead_code)]

use std::cell::Cell;
use std::path::Path;
use std::process::{Command, Output};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

static TURNS: Mutex<()> = Mutex::new(());

thread_local! {
    static HAS_TURN: Cell<bool> = const { Cell::new(false) };
}

/// A test's turn among those that drive tmux: the others wait until it is dropped.
pub struct Turn {
    _guard: MutexGuard<'static, ()>,
}

impl Drop for Turn {
    fn drop(&mut self) {
        HAS_TURN.with(|h| h.set(false));
    }
}

/// Waits for the tests driving tmux before this one to end. Taken first thing in such a
/// test (before any host, server or tmux is started, so that no clock runs while it
/// waits) and held to its end: `let _turn = crate::tmux::one_at_a_time();`.
pub fn one_at_a_time() -> Turn {
    // A test that failed with its turn leaves the lock poisoned: the next one still runs.
    let guard = TURNS.lock().unwrap_or_else(PoisonError::into_inner);
    HAS_TURN.with(|h| h.set(true));
    Turn { _guard: guard }
}

pub struct Tmux {
    socket: String,
}

impl Tmux {
    pub fn new(name: &str) -> Tmux {
        assert!(
            HAS_TURN.with(Cell::get),
            "a test that drives tmux takes its turn first: let _turn = crate::tmux::one_at_a_time();"
        );
        Tmux {
            socket: format!("chuhe-e2e-{}-{name}", std::process::id()),
        }
    }

    pub fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .args(["-L", &self.socket, "-f", "/dev/null", "-u"])
            .args(args)
            .env("LC_ALL", "C.UTF-8")
            .output()
            .unwrap_or_else(|e| {
                panic!("tmux could not be run ({e}); the end-to-end test needs tmux 3.x")
            })
    }

    /// The shell command running chuhe with `args` as a user whose home is `home`.
    pub fn chuhe(home: &Path, lang: &str, args: &str) -> String {
        let h = home.display();
        format!(
            "env -i PATH=/usr/bin:/bin HOME={h} XDG_CONFIG_HOME={h}/config XDG_DATA_HOME={h}/data \
             TERM=xterm-256color LANG={lang} {} {args}; sleep 30",
            env!("CARGO_BIN_EXE_chuhe")
        )
    }

    /// Opens window `name` (the first one opens the session) running `command`.
    pub fn window(&self, name: &str, command: &str) {
        let first = self.run(&["has-session"]).status.success();
        let out = if first {
            self.run(&["new-window", "-d", "-n", name, command])
        } else {
            self.run(&[
                "new-session",
                "-d",
                "-x",
                "100",
                "-y",
                "30",
                "-n",
                name,
                command,
            ])
        };
        assert!(
            out.status.success(),
            "tmux: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    pub fn screen(&self, window: &str) -> String {
        let target = format!(":{window}");
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", &target]).stdout)
            .into_owned()
    }

    /// Waits until window `window` satisfies `ok`; returns its screen.
    pub fn wait_for(&self, window: &str, what: &str, ok: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let s = self.screen(window);
            if ok(&s) {
                return s;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting in window {window} for {what}; its screen:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn type_text(&self, window: &str, text: &str) {
        let target = format!(":{window}");
        assert!(
            self.run(&["send-keys", "-t", &target, "-l", text])
                .status
                .success()
        );
    }

    pub fn key(&self, window: &str, key: &str) {
        let target = format!(":{window}");
        assert!(
            self.run(&["send-keys", "-t", &target, key])
                .status
                .success()
        );
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
    }
}
