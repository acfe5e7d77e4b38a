//! The arbiter's screen (`chuhe arbiter CODE`) over a real Unix socket, drawn on
//! ratatui's `TestBackend`: what it shows at 80×24 and 120×40 (the board, both
//! clocks, the move list, the claims awaiting a ruling, the arbiter's keys, the
//! host's answer), that its keys reach the host with the arbiter's token, and that a
//! player can reach none of their effects: the player's own keys do nothing of the
//! arbiter's, and the arbiter's message from a player's seat is refused.
//!
//! The snapshots are chuhe's own drawing checked against itself (a change shows up
//! in review); the host's clock is hand-driven and the clocks are stopped, so they
//! do not move between runs.

use crate::common::net_common;

use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use chuhe::catalogue::net::NetText;
use chuhe::lang::Lang;
use chuhe::match_control::{
    Action, ArbiterAction, MatchConfig, MatchError, Mode, Recording, Source, Text,
};
use chuhe::net::{ClockPolicy, LinkConfig, RemoteSeat, Role};
use chuhe::rules::Color;
use chuhe::tui::app::{App, Look};
use chuhe::tui::config::BoardSize;
use chuhe::tui::game::GameInPlay;
use chuhe::tui::screens::arbiter::{ArbiterDesk, Step, pending};
use chuhe::tui::theme::{ColorDepth, Theme};
use chuhe::tui::view::board::Glyphs;
use net_common::*;

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

/// A tournament game whose scoresheet chuhe keeps and whose clock presses itself, so
/// that the test's players can move fast.
fn tournament_host() -> TestHost {
    let mut c = MatchConfig::new(Mode::Tournament);
    c.auto_press_clock = true;
    c.touch_move = false;
    c.recording = Recording::Automatic;
    host_with(c, ClockPolicy::Run)
}

fn seat_config(h: &TestHost, role: Role, name: &str) -> LinkConfig {
    let mut c = config(h, role);
    c.name = name.into();
    if role == Role::Arbiter {
        c.token = h.host.arbiter_token().cloned();
    }
    c
}

/// The arbiter's desk at `h`'s game, greeted as `chuhe arbiter CODE` greets.
fn desk(h: &TestHost, lang: Lang) -> App {
    let seat = RemoteSeat::connect(seat_config(h, Role::Arbiter, "arbiter"), || {}).unwrap();
    chuhe::tui::arbiter::desk(look(lang), seat, Instant::now()).unwrap()
}

fn key(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

fn code(k: KeyCode) -> KeyEvent {
    KeyEvent::new(k, KeyModifiers::NONE)
}

/// Each row's symbols, leaving out the cell behind a wide character.
fn text_of(buf: &ratatui::buffer::Buffer) -> String {
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

fn screen(desk: &mut App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    let buf = term.draw(|f| desk.render(f)).unwrap().buffer.clone();
    text_of(&buf)
}

/// Takes in what the host sent until `pred` holds (with a deadline).
fn until(desk: &mut App, what: &str, pred: impl Fn(&App) -> bool) {
    let end = Instant::now() + DEADLINE;
    loop {
        desk.base.remote_update(Instant::now());
        if pred(desk) {
            return;
        }
        assert!(Instant::now() < end, "no {what} within {DEADLINE:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// What the arbiter is doing at the desk on top of the app.
fn step(app: &App) -> Step {
    let desk: &ArbiterDesk = app
        .top()
        .and_then(|s| s.as_any())
        .and_then(|a| a.downcast_ref())
        .expect("the desk is on top");
    desk.step.clone()
}

/// Red's false natural-limit claim at the start (23.3: audited at once, a foul and
/// five minutes), still awaiting the arbiter's ruling; then the arbiter stops the
/// clocks with `p`, `y`.
fn paused_with_a_claim(lang: Lang) -> (TestHost, App) {
    let h = tournament_host();
    let red = player(&h, "alice");
    let _black = player(&h, "bob");
    red.state_where("the game started", |s| s.session.started);
    red.act(Action::ClaimNaturalLimit).unwrap();
    let mut d = desk(&h, lang);
    until(&mut d, "Red's claim", |d| !pending(&d.base.game).is_empty());
    let now = Instant::now();
    assert!(d.on_key(key('p'), now));
    assert_eq!(step(&d), Step::Confirm(ArbiterAction::Pause));
    assert!(d.on_key(key('y'), now));
    assert_eq!(step(&d), Step::Idle);
    assert!(
        d.base.game.view().paused,
        "the host's state shows the pause"
    );
    (h, d)
}

#[test]
fn the_arbiters_screen_with_a_claim_pending_and_the_clocks_stopped() {
    let (_h, mut d) = paused_with_a_claim(Lang::En);
    let s = screen(&mut d, 80, 24);
    assert!(
        s.contains("pending: Red's claim of the natural limit (23.3)"),
        "{s}"
    );
    assert!(s.contains("the clocks are stopped (17.4)"), "{s}");
    assert!(s.contains("p resume"), "the pause key now resumes:\n{s}");
    assert!(s.contains("q quit"), "{s}");
    insta::assert_snapshot!("arbiter_paused_with_a_claim_80x24", s);
    insta::assert_snapshot!(
        "arbiter_paused_with_a_claim_120x40",
        screen(&mut d, 120, 40)
    );
}

#[test]
fn the_arbiters_screen_in_chinese_with_the_end_dialog() {
    let (_h, mut d) = paused_with_a_claim(Lang::Zh);
    let now = Instant::now();
    d.on_key(key('e'), now);
    d.on_key(code(KeyCode::Right), now);
    d.on_key(code(KeyCode::Tab), now);
    for c in "弃权".chars() {
        d.on_key(key(c), now);
    }
    let s = screen(&mut d, 80, 24);
    assert!(s.contains("裁定终局") && s.contains("‹0-1 黑胜›"), "{s}");
    assert!(s.contains("[弃权_]"), "{s}");
    insta::assert_snapshot!("arbiter_end_dialog_zh_80x24", s);
    insta::assert_snapshot!("arbiter_end_dialog_zh_120x40", screen(&mut d, 120, 40));
}

/// The help lists every arbiter key with what it does, from the same table.
#[test]
fn the_help_lists_the_arbiters_keys() {
    let h = tournament_host();
    let _red = player(&h, "alice");
    let _black = player(&h, "bob");
    let mut d = desk(&h, Lang::En);
    d.on_key(key('?'), Instant::now());
    let s = screen(&mut d, 80, 24);
    for words in [
        "pause or resume the clocks (17.4)",
        "set a side's clock (22.4)",
        "natural limit (23.3), pending position (24)",
        "(23.2)",
        "record a foul or a sanction",
        "end the game with a result and a reason",
    ] {
        assert!(s.contains(words), "{words} missing from the help:\n{s}");
    }
    insta::assert_snapshot!("arbiter_help_80x24", s);
    // Any key closes it.
    d.on_key(key('x'), Instant::now());
    assert_eq!(d.screen_name(), "arbiter");
}

/// Each dialog's action reaches the host and comes back in the players' state:
/// the clock set (22.4), the foul recorded (9), the pending claim ruled on (23.3).
#[test]
fn the_dialogs_send_their_actions_with_the_arbiters_token() {
    let (_h, mut d) = paused_with_a_claim(Lang::En);
    let now = Instant::now();
    d.on_key(key('t'), now);
    // The side is the clock holder (Red); the time field is focused.
    for c in "30:00".chars() {
        d.on_key(key(c), now);
    }
    d.on_key(code(KeyCode::Enter), now);
    assert!(matches!(
        step(&d),
        Step::Confirm(ArbiterAction::SetClock { .. })
    ));
    d.on_key(key('y'), now);
    let v = d.base.game.view();
    assert_eq!(
        v.clocks[Color::Red.index()].remaining,
        Duration::from_secs(1800),
        "the host set Red's clock"
    );
    // The clocks run again: a claim is ruled on in a running game.
    d.on_key(key('p'), now);
    d.on_key(key('y'), now);
    assert!(!d.base.game.view().paused, "{:?}", d.base.status);
    // The claim dialog starts on the pending claim, the natural limit, audited by
    // the arbiter (Red's own claim was audited when made: naming Red again would
    // be a second false claim, which loses, 23.3).
    d.on_key(key('r'), now);
    d.on_key(code(KeyCode::Enter), now);
    assert_eq!(
        step(&d),
        Step::Confirm(ArbiterAction::RuleNaturalLimit { claimant: None })
    );
    d.on_key(key('y'), now);
    assert!(
        pending(&d.base.game).is_empty(),
        "ruled: {:?}",
        d.base.status
    );
    // The arbiter's own count: false, and it costs nobody anything.
    assert!(!d.base.game.is_over(), "{:?}", d.base.game.view().verdict);
    // A foul: Black, the second kind of the list.
    d.on_key(key('s'), now);
    d.on_key(code(KeyCode::Right), now);
    d.on_key(code(KeyCode::Tab), now);
    d.on_key(code(KeyCode::Right), now);
    d.on_key(code(KeyCode::Enter), now);
    d.on_key(key('y'), now);
    assert_eq!(
        d.base.game.view().fouls[Color::Black.index()].len(),
        1,
        "Black's foul recorded: {:?}",
        d.base.status
    );
    let arbiter_acts = |d: &App| {
        d.base
            .game
            .referee()
            .log()
            .iter()
            .filter_map(|l| match &l.source {
                Source::Arbiter { action } => Some(action.clone()),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let acts = arbiter_acts(&d);
    assert_eq!(acts.len(), 5, "{acts:?}");
    assert!(matches!(acts[1], ArbiterAction::SetClock { .. }));
    // Escape leaves a dialog without sending anything.
    d.on_key(key('e'), now);
    d.on_key(code(KeyCode::Esc), now);
    assert_eq!(step(&d), Step::Idle);
    assert_eq!(arbiter_acts(&d).len(), 5);
}

/// A player's screen has none of the arbiter's keys: pressing them (and the
/// player's own pause key, `z`), answering yes to whatever they ask, leaves the game
/// without any arbiter's action and the clocks running; and the arbiter's message
/// from a player's seat is refused with the catalogue's words. (`r` is left out: on
/// a player's board it resigns, which is the player's own right.)
#[test]
fn a_player_cannot_reach_the_arbiters_actions() {
    let h = tournament_host();
    let red_seat = RemoteSeat::connect(seat_config(&h, Role::Play, "alice"), || {}).unwrap();
    let _black = player(&h, "bob");
    let now = Instant::now();
    let mut app = App::new(
        look(Lang::En),
        GameInPlay::remote(red_seat, now).unwrap(),
        now,
    );
    let end = Instant::now() + DEADLINE;
    while !app
        .base
        .game
        .remote_seat()
        .is_some_and(|s| s.session().started)
    {
        app.base.remote_update(Instant::now());
        assert!(Instant::now() < end, "the game did not start");
        std::thread::sleep(Duration::from_millis(10));
    }
    for c in ['p', 't', 'd', 's', 'e', 'z'] {
        for k in [key(c), key('y'), code(KeyCode::Esc)] {
            let ev = crossterm::event::Event::Key(k);
            chuhe::tui::event_loop::handle(&mut app, ev, Instant::now());
        }
    }
    let d = desk(&h, Lang::En);
    let arbiter_acts = d
        .base
        .game
        .referee()
        .log()
        .iter()
        .filter(|l| matches!(l.source, Source::Arbiter { .. }))
        .count();
    assert_eq!(arbiter_acts, 0, "no arbiter's action from a player's keys");
    assert!(!d.base.game.view().paused);

    assert!(!app.base.game.is_over());

    // The message itself, from a player's seat (`RemoteSeat::arbiter`, which the
    // arbiter's desk sends with): refused by the host.
    let h2 = tournament_host();
    let mut red = RemoteSeat::connect(seat_config(&h2, Role::Play, "alice"), || {}).unwrap();
    let _black2 = player(&h2, "bob");
    let mut m = red.replica().unwrap();
    let refused = red.arbiter(&mut m, ArbiterAction::Pause);
    assert_eq!(
        refused.err(),
        Some(MatchError::Remote(Text::of(&NetText::OnlyTheArbiter)))
    );
}

/// 23.2 with keys: refused before any cycle (the host's reason in the status line);
/// then, the horses out and back twice so that the start stands a third time, `d`
/// `y` gives what the 棋例 rule instead of a draw, since the cycle falls within the
/// first 25 moves (2011 规则 4.3): the adjudicator's ruling, shown with its article,
/// and the game goes on.
#[test]
fn the_arbiters_draw_of_a_cycle_is_refused_or_ruled_with_keys() {
    let h = tournament_host();
    let red = player(&h, "alice");
    let black = player(&h, "bob");
    red.state_where("the game started", |s| s.session.started);
    let mut d = desk(&h, Lang::En);
    let now = Instant::now();
    d.on_key(key('d'), now);
    assert_eq!(step(&d), Step::Confirm(ArbiterAction::CycleDraw));
    d.on_key(key('y'), now);
    let status = d.base.status.clone().unwrap();
    assert!(status.text.starts_with("no draw (23.2)"), "{status:?}");
    assert!(!d.base.game.is_over());
    for (i, mv) in [
        "h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0", "g7h9",
    ]
    .iter()
    .enumerate()
    {
        let p = if i % 2 == 0 { &red } else { &black };
        p.play(mv).unwrap();
    }
    until(&mut d, "the eight moves", |d| {
        d.base.game.plies().len() == 8
    });
    let now = Instant::now();
    d.on_key(key('d'), now);
    d.on_key(key('y'), now);
    let status = d.base.status.clone().unwrap();
    assert!(
        status.text.starts_with("pending position") && status.text.contains("4.3)"),
        "{status:?}"
    );
    assert!(!d.base.game.is_over());
    let s = screen(&mut d, 120, 40);
    assert!(s.contains("pending position"), "{s}");
}
