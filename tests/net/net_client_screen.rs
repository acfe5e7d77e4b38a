//! What a networked player's screen shows, over a real Unix socket: text
//! from the host is drawn without its control characters (a hostile host's name or a
//! player's name cannot set the terminal's title or clear it), the joiner's input
//! line says whose turn it is and what to type, and quitting a networked game does
//! not claim "对局已保存" — the host keeps the game, this screen saves nothing.

use crate::common::net_common;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::Path;
use std::time::{Duration, Instant};

use chuhe::lang::Lang;
use chuhe::net::{Endpoint, RemoteSeat, Role};
use chuhe::rules::Color;
use chuhe::tui::app::{App, Look, Prompt};
use chuhe::tui::config::BoardSize;
use chuhe::tui::game::GameInPlay;
use chuhe::tui::theme::{ColorDepth, Theme};
use chuhe::tui::view::board::Glyphs;
use net_common::*;

/// The name a hostile host gives: OSC 0 sets the terminal's title, BEL ends it.
const HOSTILE: &str = "\u{1b}]0;X\u{7}";
/// The same, as it must be drawn: every control character spelled out.
const SHOWN: &str = "\\u{1b}]0;X\\u{7}";

fn look(lang: Lang) -> Look {
    let depth = ColorDepth::Ansi256;
    Look {
        lang,
        theme: Theme::builtin("classic", depth).unwrap(),
        glyphs: Glyphs::Cjk,
        notation: None,
        board: BoardSize::Auto,
        depth,
        theme_dir: None,
    }
}

/// A player's screen at the host: the TUI's app over a [`RemoteSeat`].
struct Screen {
    app: App,
}

impl Screen {
    fn join(cfg: chuhe::net::LinkConfig, lang: Lang) -> Screen {
        let seat = RemoteSeat::connect(cfg, || {}).unwrap();
        let now = Instant::now();
        let game = GameInPlay::remote(seat, now).unwrap();
        Screen {
            app: App::new(look(lang), game, now),
        }
    }

    /// Takes in what the host sent until `pred` holds on the game (with a deadline).
    fn until(&mut self, what: &str, pred: impl Fn(&GameInPlay) -> bool) {
        let end = Instant::now() + DEADLINE;
        loop {
            self.app.base.remote_update(Instant::now());
            if pred(&self.app.base.game) {
                return;
            }
            assert!(Instant::now() < end, "no {what} within {DEADLINE:?}");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn key(&mut self, code: crossterm::event::KeyCode) {
        let ev = crossterm::event::Event::Key(crossterm::event::KeyEvent::new(
            code,
            crossterm::event::KeyModifiers::NONE,
        ));
        chuhe::tui::event_loop::handle(&mut self.app, ev, Instant::now());
    }

    fn text(&mut self) -> String {
        self.text_at(100, 30)
    }

    fn text_at(&mut self, w: u16, h: u16) -> String {
        let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
        let app = &mut self.app;
        let buf = term.draw(|f| app.render(f)).unwrap().buffer.clone();
        // Each row's symbols, leaving out the cell behind a wide character.
        let mut out = String::new();
        for y in 0..buf.area.height {
            let mut skip = 0;
            for x in 0..buf.area.width {
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                let sym = buf[(x, y)].symbol();
                out.push_str(sym);
                skip = unicode_width::UnicodeWidthStr::width(sym).saturating_sub(1);
            }
            out.push('\n');
        }
        out
    }
}

fn player_config(h: &TestHost, name: &str) -> chuhe::net::LinkConfig {
    let mut c = config(h, Role::Play);
    c.name = name.into();
    c
}

/// A host whose welcome names it with an escape sequence (a chuhe host strips
/// control characters from its own name; a hostile one need not): the client keeps
/// the name, spelled out, and greets the player with it.
#[test]
fn the_hosts_name_reaches_the_client_without_control_characters() {
    let h = casual_host();
    let Endpoint::Unix(socket) = h.endpoint() else {
        panic!("a Unix socket")
    };
    let proxy = h.dir.path().join("proxy");
    rewriting_proxy(
        &socket,
        &proxy,
        "\"tester\"",
        serde_json::to_string(HOSTILE).unwrap(),
    );
    let mut cfg = player_config(&h, "alice");
    cfg.endpoint = Endpoint::Unix(proxy);
    let c = connect(cfg).unwrap();
    let welcome = c.link.welcome();
    assert_eq!(welcome.host, SHOWN);
    let greeting = chuhe::tui::remote::greeting(Lang::Zh, c.link.seat(), &welcome.host, "g");
    assert!(!greeting.chars().any(char::is_control), "{greeting:?}");
    assert!(greeting.contains(SHOWN), "{greeting}");
}

/// A man in the middle on a real socket: lines from the host have `from` replaced
/// by `to` (JSON text) on their way to the client; the client's lines go through.
fn rewriting_proxy(host: &Path, at: &Path, from: &'static str, to: String) {
    let listener = UnixListener::bind(at).unwrap();
    let host = host.to_path_buf();
    std::thread::spawn(move || {
        for client in listener.incoming() {
            let Ok(client) = client else { return };
            let Ok(upstream) = UnixStream::connect(&host) else {
                return;
            };
            let (mut c_in, mut u_out) =
                (client.try_clone().unwrap(), upstream.try_clone().unwrap());
            std::thread::spawn(move || {
                let _ = std::io::copy(&mut c_in, &mut u_out);
            });
            let mut to_client = client;
            let to = to.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(upstream).lines() {
                    let Ok(line) = line else { return };
                    let line = line.replace(from, &to);
                    if to_client.write_all(format!("{line}\n").as_bytes()).is_err() {
                        return;
                    }
                }
            });
        }
    });
}

/// The opponent's name as a hostile host sends it: drawn spelled out, on the
/// screen and in the "has joined" notice; no ESC or BEL reaches the terminal.
#[test]
fn an_opponents_name_with_an_escape_sequence_is_drawn_spelled_out() {
    let h = casual_host();
    let red = player(&h, "alice");
    let Endpoint::Unix(socket) = h.endpoint() else {
        panic!("a Unix socket")
    };
    let proxy = h.dir.path().join("proxy");
    rewriting_proxy(
        &socket,
        &proxy,
        "\"alice\"",
        serde_json::to_string(HOSTILE).unwrap(),
    );
    let mut cfg = player_config(&h, "bob");
    cfg.endpoint = Endpoint::Unix(proxy);
    let mut black = Screen::join(cfg, Lang::Zh);
    black.until("both players seated", |g| {
        g.remote_seat().is_some_and(|s| s.session().started)
    });
    assert_eq!(black.app.base.game.view().red, SHOWN);
    let screen = black.text();
    assert!(screen.contains(SHOWN), "{screen}");
    assert!(
        !screen.chars().any(|c| c.is_control() && c != '\n'),
        "{screen:?}"
    );
    // Red, not behind the proxy, sees the plain name of Black.
    let s = red.state_where("bob seated", |s| s.session.started);
    assert_eq!(s.view.black, "bob");
}

/// The joiner (Black) on Red's turn: the input line says Red, the opponent, is to
/// move and that Black types their own move after it — with Black's example, not
/// Red's "炮二平五" — and text typed meanwhile is not previewed as Red's move. On
/// Black's turn it says so.
#[test]
fn the_joiners_input_line_says_whose_turn_it_is_and_what_to_type() {
    let h = casual_host();
    let red = player(&h, "alice");
    let mut black = Screen::join(player_config(&h, "bob"), Lang::Zh);
    black.until("the game started", |g| {
        g.remote_seat().is_some_and(|s| s.session().started)
    });
    let screen = black.text();
    assert!(screen.contains("红方走棋（对手），请等待"), "{screen}");
    assert!(
        screen.contains("对手走完后输入你的着法：马8进7"),
        "{screen}"
    );
    assert!(!screen.contains("炮二平五"), "{screen}");

    // Typing on Red's turn: the text is Red's move on this board, not shown as one.
    use crossterm::event::KeyCode;
    black.key(KeyCode::Tab);
    for c in "b0c2".chars() {
        black.key(KeyCode::Char(c));
    }
    let screen = black.text();
    assert!(screen.contains("b0c2"), "typed: {screen}");
    assert!(!screen.contains("马八进七"), "{screen}");
    black.key(KeyCode::Esc);

    red.play("h2e2").unwrap();
    black.until("Red's move", |g| g.plies().len() == 1);
    let screen = black.text();
    assert!(screen.contains("黑方走棋（轮到你）"), "{screen}");
    assert!(screen.contains("输入着法：马8进7"), "{screen}");
    assert_eq!(black.app.base.game.my_seat(), Some(Color::Black));
}

/// At 80 columns Black's waiting line ends with a whole hint: the examples are left
/// out rather than cut in the middle.
#[test]
fn the_waiting_line_is_not_cut_at_80_columns() {
    for (lang, prompt, whole, short) in [
        (
            Lang::En,
            "Red to move (your opponent): please wait",
            "h9g7",
            "once they have moved, type yours",
        ),
        (
            Lang::Zh,
            "红方走棋（对手），请等待",
            "h9g7",
            "对手走完后输入你的着法",
        ),
    ] {
        let h = casual_host();
        let _red = player(&h, "alice");
        let mut black = Screen::join(player_config(&h, "bob"), lang);
        black.until("the game started", |g| {
            g.remote_seat().is_some_and(|s| s.session().started)
        });
        let screen = black.text_at(80, 24);
        let line = screen
            .lines()
            .find(|l| l.contains(prompt))
            .unwrap_or_else(|| panic!("no waiting line: {screen}"))
            .trim_end();
        assert!(
            line.ends_with(whole) || line.ends_with(short),
            "the line ends in the middle of its hint: {line:?}"
        );
    }
}

/// Quitting at a networked game asks "退出？" alone: this screen keeps no save
/// (the host does). A local game with moves says it is saved.
#[test]
fn quitting_a_networked_game_does_not_claim_a_save() {
    let h = casual_host();
    let red = player(&h, "alice");
    let mut black = Screen::join(player_config(&h, "bob"), Lang::Zh);
    red.play("h2e2").unwrap();
    black.until("Red's move", |g| g.plies().len() == 1);
    black.app.base.prompt = Some(Prompt::Quit);
    let screen = black.text();
    assert!(screen.contains("退出？"), "{screen}");
    assert!(!screen.contains("对局已保存"), "{screen}");

    // The same question at a local game with a move: it is autosaved.
    let now = Instant::now();
    let mut local = chuhe::tui::game::GameInPlay::new(
        chuhe::tui::game::hot_seat_config(chuhe::match_control::Mode::Casual),
        now,
    );
    local
        .play(chuhe::rules::Move::from_iccs("h2e2").unwrap(), None, now)
        .unwrap();
    let mut here = Screen {
        app: App::new(look(Lang::Zh), local, now),
    };
    here.app.base.prompt = Some(Prompt::Quit);
    let screen = here.text();
    assert!(screen.contains("退出？对局已保存"), "{screen}");
}
