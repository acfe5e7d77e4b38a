//! `chuhe bench tui`: the TUI's speed targets measured from outside, through a
//! pseudo-terminal of 80×24, the way a terminal sees the program:
//!
//! - first frame: from starting the process to the last byte of its first screen
//!   (the output then stays silent);
//! - peak memory: the process's resident high-water mark (`VmHWM`);
//! - bytes written in answer to the keystroke that completes a move, typed
//!   (Enter after 炮二平五) and by cursor (Space on the target point);
//! - bytes written while idle with no clock running.
//!
//! The program runs with HOME and the XDG directories in a temporary directory.

use std::ffi::CStr;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Output silent for this long means the program has finished drawing.
const SETTLE: Duration = Duration::from_millis(250);

/// A program running on a pseudo-terminal.
struct Pty {
    master: File,
    child: Child,
}

impl Pty {
    fn spawn(
        exe: &Path,
        home: &Path,
        args: &[&str],
        cols: u16,
        rows: u16,
    ) -> std::io::Result<(Pty, Instant)> {
        // SAFETY: plain libc calls on a descriptor we own; results are checked.
        let master_fd = unsafe { libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY) };
        if master_fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let master = unsafe { OwnedFd::from_raw_fd(master_fd) };
        let mut name = [0 as libc::c_char; 128];
        let ok = unsafe {
            libc::grantpt(master_fd) == 0
                && libc::unlockpt(master_fd) == 0
                && libc::ptsname_r(master_fd, name.as_mut_ptr(), name.len()) == 0
        };
        if !ok {
            return Err(std::io::Error::last_os_error());
        }
        let ws = libc::winsize {
            ws_row: rows,
            ws_col: cols,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        if unsafe { libc::ioctl(master_fd, libc::TIOCSWINSZ, &ws) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let slave_path = unsafe { CStr::from_ptr(name.as_ptr()) }
            .to_string_lossy()
            .into_owned();
        let slave = File::options().read(true).write(true).open(&slave_path)?;
        let h = home.display().to_string();
        let mut cmd = Command::new(exe);
        cmd.arg("play")
            .args(args)
            .env_clear()
            .env("PATH", "/usr/bin:/bin")
            .env("HOME", &h)
            .env("XDG_CONFIG_HOME", format!("{h}/config"))
            .env("XDG_DATA_HOME", format!("{h}/data"))
            .env("TERM", "xterm-256color")
            .env("LANG", "zh_CN.UTF-8")
            .stdin(Stdio::from(slave.try_clone()?))
            .stdout(Stdio::from(slave.try_clone()?))
            .stderr(Stdio::from(slave));
        // SAFETY: only async-signal-safe calls between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                if libc::setsid() < 0 || libc::ioctl(0, libc::TIOCSCTTY, 0) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let started = Instant::now();
        let child = cmd.spawn()?;
        Ok((
            Pty {
                master: File::from(master),
                child,
            },
            started,
        ))
    }

    /// Reads until the output has been silent for `SETTLE` (or `limit` passed);
    /// returns the bytes and when the last one arrived.
    fn read_until_quiet(&mut self, limit: Duration) -> (Vec<u8>, Option<Instant>) {
        let deadline = Instant::now() + limit;
        let mut out = Vec::new();
        let mut last = None;
        let mut buf = [0u8; 65536];
        loop {
            let now = Instant::now();
            let quiet_until = last.map_or(deadline, |l: Instant| (l + SETTLE).min(deadline));
            if now >= quiet_until {
                break;
            }
            let wait = quiet_until - now;
            let mut pfd = libc::pollfd {
                fd: self.master.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            };
            let n = unsafe { libc::poll(&mut pfd, 1, wait.as_millis().max(1) as libc::c_int) };
            if n <= 0 {
                continue;
            }
            match self.master.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(k) => {
                    out.extend_from_slice(&buf[..k]);
                    last = Some(Instant::now());
                }
            }
        }
        (out, last)
    }

    fn send(&mut self, bytes: &[u8]) -> (Vec<u8>, Option<Instant>) {
        let _ = self.master.write_all(bytes);
        self.read_until_quiet(Duration::from_secs(5))
    }

    fn peak_memory_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
        line.split_whitespace().nth(1)?.parse().ok()
    }

    fn finish(mut self) {
        let _ = self.master.write_all(b"qy");
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            let _ = self.read_until_quiet(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The figures of one measurement.
pub struct Figures {
    pub first_frame_ms: Vec<f64>,
    pub first_frame_bytes: usize,
    pub peak_kib: u64,
    pub typed_move_bytes: usize,
    pub cursor_move_bytes: usize,
    pub typing_bytes_max: usize,
    pub idle_bytes: usize,
    pub idle_secs: f64,
    pub clock_bytes: usize,
    pub clock_writes: usize,
    pub clock_secs: f64,
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

pub fn measure(runs: usize, idle_secs: f64) -> anyhow::Result<Figures> {
    let exe = std::env::current_exe()?;
    let mut first_frame_ms = Vec::new();
    let mut first_frame_bytes = 0;
    for _ in 0..runs.max(1) {
        let home = tempfile_dir()?;
        let (mut pty, started) = Pty::spawn(&exe, home.path(), &[], 80, 24)?;
        let (bytes, last) = pty.read_until_quiet(Duration::from_secs(5));
        let last = last.ok_or_else(|| anyhow::anyhow!("chuhe wrote nothing in 5 s"))?;
        first_frame_ms.push((last - started).as_secs_f64() * 1000.0);
        first_frame_bytes = bytes.len();
        pty.finish();
    }

    let home = tempfile_dir()?;
    let (mut pty, _) = Pty::spawn(&exe, home.path(), &[], 80, 24)?;
    pty.read_until_quiet(Duration::from_secs(5));
    // Typed: 炮二平五 one character at a time (as an IME commits them), then Enter.
    let mut typing_bytes_max = 0;
    for c in "炮二平五".chars() {
        let mut b = [0u8; 4];
        let (out, _) = pty.send(c.encode_utf8(&mut b).as_bytes());
        typing_bytes_max = typing_bytes_max.max(out.len());
    }
    let (typed, _) = pty.send(b"\r");
    if let Ok(path) = std::env::var("CHUHE_BENCH_DUMP") {
        let _ = std::fs::write(path, &typed);
    }
    // By cursor: Black's horse h9 to g7. The cursor stands on e2 after Red's move.
    for key in ["k"; 7].iter().chain(["l"; 3].iter()) {
        pty.send(key.as_bytes());
    }
    pty.send(b" ");
    pty.send(b"h");
    pty.send(b"j");
    pty.send(b"j");
    let (cursor, _) = pty.send(b" ");
    // Idle: no clock runs, nothing should be written at all.
    let (idle, _) = {
        let _ = pty.read_until_quiet(SETTLE);
        let start = Instant::now();
        let mut all = Vec::new();
        while start.elapsed().as_secs_f64() < idle_secs {
            let (b, _) = pty.read_until_quiet(Duration::from_secs_f64(idle_secs));
            all.extend(b);
        }
        (all, ())
    };
    let peak_kib = pty.peak_memory_kib().unwrap_or(0);
    pty.finish();

    // A running clock: only its changed digits, once a second.
    let home = tempfile_dir()?;
    let (mut pty, _) = Pty::spawn(&exe, home.path(), &["--time", "10m"], 80, 24)?;
    pty.read_until_quiet(Duration::from_secs(5));
    let start = Instant::now();
    let mut clock_bytes = 0;
    let mut clock_writes = 0;
    while start.elapsed().as_secs_f64() < idle_secs {
        let (b, _) = pty.read_until_quiet(Duration::from_millis(100));
        if !b.is_empty() {
            clock_writes += 1;
        }
        clock_bytes += b.len();
    }
    let clock_secs = start.elapsed().as_secs_f64();
    pty.finish();
    Ok(Figures {
        clock_bytes,
        clock_writes,
        clock_secs,
        first_frame_ms,
        first_frame_bytes,
        peak_kib,
        typed_move_bytes: typed.len(),
        cursor_move_bytes: cursor.len(),
        typing_bytes_max,
        idle_bytes: idle.len(),
        idle_secs,
    })
}

/// A fresh directory for one run's HOME, removed afterwards.
fn tempfile_dir() -> std::io::Result<TempDir> {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let base = std::env::temp_dir().join(format!("chuhe-bench-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&base)?;
    Ok(TempDir(base))
}

struct TempDir(std::path::PathBuf);

impl TempDir {
    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Prints the figures against the targets and the peers the README names.
pub fn report(f: &mut Figures) -> String {
    let runs = f.first_frame_ms.len();
    let max = f.first_frame_ms.iter().copied().fold(0.0, f64::max);
    let med = median(&mut f.first_frame_ms);
    let mib = f.peak_kib as f64 / 1024.0;
    let idle_rate = f.idle_bytes as f64 / f.idle_secs;
    format!(
        "chuhe TUI through an 80x24 pseudo-terminal\n\
         first frame: median {med:.1} ms, max {max:.1} ms over {runs} starts ({} bytes)   target 10 ms ({:.2}x); peers 4 ms and 5 ms\n\
         peak memory: {mib:.1} MiB (VmHWM)   target 8 MB ({:.2}x); peers 2.6 MB and 6.2 MB\n\
         keystroke completing a move: typed (Enter) {} bytes, cursor (Space) {} bytes   target 1024 ({:.2}x); peers 544 and 1600\n\
         typing a character (live preview): at most {} bytes\n\
         idle, no clock: {} bytes in {:.0} s ({idle_rate:.0} B/s)   target 0; peers 250 B/s and 100 B/s\n\
         idle, clock running: {} bytes in {:.1} s, {} writes ({:.0} B/s)   target: the changed digits only",
        f.first_frame_bytes,
        med / 10.0,
        f.peak_kib as f64 * 1024.0 / 8e6,
        f.typed_move_bytes,
        f.cursor_move_bytes,
        f.typed_move_bytes.max(f.cursor_move_bytes) as f64 / 1024.0,
        f.typing_bytes_max,
        f.idle_bytes,
        f.idle_secs,
        f.clock_bytes,
        f.clock_secs,
        f.clock_writes,
        f.clock_bytes as f64 / f.clock_secs,
    )
}
