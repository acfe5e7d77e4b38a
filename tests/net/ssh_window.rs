//! A session's cost does not grow with the window it asks for: `chuhe serve --ssh`
//! runs as a process of its own, three sessions ask for a 10000×10000 PTY and then
//! flood it with window changes between 10000×10000 and 299×99 (each one a real
//! change of the size drawn), and the server's resident memory (from /proc) grows
//! by at most 8 MB a session. The screen says that only part of the window is used.
//! And when the budget of cells all sessions share is spent, a session is drawn at
//! 80×24, told so.

use std::time::Duration;

use chuhe::ssh::limits::Limits;

use crate::common::ssh_common::{Player, ServerProcess, key, runtime, start};

const MAX_KIB_PER_SESSION: u64 = 8 * 1024;
const SESSIONS: u8 = 3;
const CHANGES: usize = 2000;

#[test]
fn a_huge_window_and_a_flood_of_changes_keep_a_session_small() {
    let tmp = tempfile::tempdir().unwrap();
    let server = ServerProcess::start(tmp.path());
    let port = server.port;
    runtime().block_on(async {
        // One ordinary session first, so that what all sessions share (the TUI's
        // tables, the club's threads) is in the baseline.
        let first = Player::named(port, &key(1), "small").await;
        first.wait_for("在线").await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        let before = server.rss_kib();
        let mut huge = Vec::new();
        for n in 0..SESSIONS {
            let p = Player::shell_sized(port, &key(2 + n), (10_000, 10_000)).await;
            p.wait_for("请取一个昵称").await;
            p.wait_for("窗口过大").await;
            p.type_bytes(format!("big{n}\r").as_bytes()).await;
            p.wait_for(&format!("欢迎，big{n}")).await;
            huge.push(p);
        }
        let mut peak = server.rss_kib();
        for i in 0..CHANGES {
            let (w, h) = if i % 2 == 0 {
                (299, 99)
            } else {
                (10_000, 10_000)
            };
            for p in &huge {
                p.write.window_change(w, h, 0, 0).await.unwrap();
            }
            if i % 100 == 0 {
                peak = peak.max(server.rss_kib());
            }
        }
        // The flood's frames are drawn and sent (at the output rate) for a while
        // after the last change: the memory is read throughout.
        for _ in 0..20 {
            tokio::time::sleep(Duration::from_millis(250)).await;
            peak = peak.max(server.rss_kib());
        }
        for p in &huge {
            assert!(!p.closed.load(std::sync::atomic::Ordering::SeqCst));
        }
        let per_session = peak.saturating_sub(before) / u64::from(SESSIONS);
        eprintln!(
            "RSS {before} KiB with one 80×24 session, peak {peak} KiB with {SESSIONS} more at \
             10000×10000 after {CHANGES} window changes each: {per_session} KiB a session"
        );
        assert!(
            per_session <= MAX_KIB_PER_SESSION,
            "{per_session} KiB a session (from {before} to {peak} KiB)"
        );
    });
    drop(server);
}

#[test]
fn a_spent_budget_draws_at_the_floor_and_says_so() {
    let tmp = tempfile::tempdir().unwrap();
    let server = start(
        tmp.path(),
        Limits {
            // Room for one window of 100×30 beyond the floor's 80×24.
            drawn_cells: 100 * 30 - 80 * 24,
            ..Limits::default()
        },
    );
    let port = server.addr.port();
    runtime().block_on(async {
        let first = Player::shell_sized(port, &key(1), (100, 30)).await;
        first.wait_for("请取一个昵称").await;
        assert!(!first.has("服务器繁忙"), "the first has its cells");
        let second = Player::shell_sized(port, &key(2), (100, 30)).await;
        second.wait_for("服务器繁忙").await;
        // The first goes: its cells come back, and the second's next frame is
        // drawn at its size (the notice is gone with the clear of the resize).
        first
            .handle
            .disconnect(russh::Disconnect::ByApplication, "", "")
            .await
            .unwrap();
        let deadline = std::time::Instant::now() + crate::common::ssh_common::DEADLINE;
        loop {
            second.clear();
            second.write.window_change(100, 30, 0, 0).await.unwrap();
            tokio::time::sleep(Duration::from_millis(300)).await;
            if second.has("请取一个昵称") && !second.has("服务器繁忙") {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the cells never came back"
            );
        }
    });
    server.stop();
}
