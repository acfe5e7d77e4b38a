//! The arbiter's seat (17) over a real Unix socket: each action works from the
//! arbiter's seat, is logged on the game's record (the referee's log, which the host's
//! save holds) and shown to both players with its article; the same messages from a
//! player or a spectator are refused with the `not_arbiter` code, and a wrong token
//! never opens the arbiter's seat.

use crate::common::net_common;

use std::time::Duration;

use chuhe::match_control::{
    ArbiterAction, Event, FoulKind, MatchConfig, Mode, Outcome, Reason, Ruling, Sanction, Source,
    Text, Verdict,
};
use chuhe::net::protocol::{ErrorCode, Reply};
use chuhe::net::{ClockPolicy, LinkEvent, Role, Token};
use chuhe::rules::Color;
use net_common::*;

/// A tournament game (the arbiter's actions are for events) whose clock the players
/// need not press and whose scoresheet chuhe keeps, so that the tests can move fast.
fn tournament_host() -> TestHost {
    host_with(tournament_config(), ClockPolicy::Run)
}

fn tournament_config() -> MatchConfig {
    let mut c = MatchConfig::new(Mode::Tournament);
    c.auto_press_clock = true;
    c.touch_move = false;
    c.recording = chuhe::match_control::Recording::Automatic;
    c
}

fn arbiter_with(h: &TestHost, token: Option<Token>) -> Result<Client, chuhe::net::LinkError> {
    let mut c = config(h, Role::Arbiter);
    c.token = token;
    c.reconnect = false;
    connect(c)
}

fn arbiter(h: &TestHost) -> Client {
    arbiter_with(h, h.host.arbiter_token().cloned()).expect("the arbiter sits down")
}

/// The reply to `id`, whole (with its code).
fn reply_of(c: &Client, id: u64) -> Reply {
    c.wait_for(&format!("reply {id}"), |e| match e {
        LinkEvent::Reply(r) if r.id == id => Some(r.clone()),
        _ => None,
    })
}

fn rule(c: &Client, action: ArbiterAction) -> Result<(), String> {
    let id = c.link.arbiter(action).unwrap();
    let r = reply_of(c, id);
    if r.ok {
        Ok(())
    } else {
        Err(r.error.map(|t| t.en).unwrap_or_default())
    }
}

/// Waits until `c` has been told a warning that contains `words` (English).
fn told(c: &Client, words: &str) -> Text {
    let find = |events: &[Event]| {
        events.iter().find_map(|ev| match ev {
            Event::Warning { text } if text.en.contains(words) => Some(text.clone()),
            _ => None,
        })
    };
    // The state that came with the welcome is not an event of the link: look at it.
    if let Some(t) = c.link.snapshot().and_then(|(s, _)| find(&s.events)) {
        return t;
    }
    c.wait_for(&format!("a message with '{words}'"), |e| match e {
        LinkEvent::State(s) => find(&s.events),
        _ => None,
    })
}

/// Both players hear the arbiter, in both languages, with the article.
fn both_told(players: &[&Client], words: &str, article: &str) {
    for p in players {
        let t = told(p, words);
        assert!(t.en.starts_with("Arbiter: "), "{}", t.en);
        assert!(t.zh.starts_with("裁判："), "{}", t.zh);
        assert!(
            t.en.contains(&format!("({article})")) && t.zh.contains(&format!("({article})")),
            "{t:?} cites {article}"
        );
    }
}

/// The arbiter's actions in the host's save (the game's record), in order.
fn logged_actions(h: &TestHost) -> Vec<ArbiterAction> {
    let save = save_of(h);
    let record = save.record.expect("the game has started");
    record
        .log
        .into_iter()
        .filter_map(|l| match l.source {
            Source::Arbiter { action } => Some(action),
            _ => None,
        })
        .collect()
}

fn seated(h: &TestHost) -> (Client, Client, Client) {
    let red = player(h, "alice");
    let black = player(h, "bob");
    red.state_where("started", |s| s.session.started);
    let arb = arbiter(h);
    (red, black, arb)
}

#[test]
fn pause_resume_and_a_clock_set_after_a_fault() {
    let h = tournament_host();
    let (red, black, arb) = seated(&h);
    assert_eq!(arb.link.seat(), None, "the arbiter plays no seat");
    assert_eq!(arb.link.welcome().token, None, "and is given no seat token");
    // Players may not stop the clock in a tournament (9.1.2) …
    assert_eq!(
        red.act(chuhe::match_control::Action::Pause),
        Err("in a tournament game only the arbiter stops the clock (9.1.2)".into())
    );
    // … the arbiter may (17.4).
    rule(&arb, ArbiterAction::Pause).unwrap();
    both_told(&[&red, &black], "the clocks are stopped", "17.4");
    black.state_where("paused", |s| s.view.paused);
    assert_eq!(red.play("h2e2"), Err("the game is paused".into()));
    rule(&arb, ArbiterAction::Resume).unwrap();
    both_told(&[&red, &black], "the clocks run again", "17.4");
    red.state_where("running", |s| !s.view.paused);
    red.play("h2e2").unwrap();

    // 22.4: Black's clock is set to 5:00.
    rule(
        &arb,
        ArbiterAction::SetClock {
            player: Color::Black,
            remaining: Duration::from_secs(300),
        },
    )
    .unwrap();
    both_told(&[&red, &black], "Black's clock is set to 5:00 left", "22.4");
    let s = red.state_where("Black's clock set", |s| {
        s.view.clocks[Color::Black.index()].remaining <= Duration::from_secs(300)
    });
    // The host's clock is hand-driven: no time has passed since the setting.
    assert_eq!(
        s.view.clocks[Color::Black.index()].remaining,
        Duration::from_secs(300)
    );
    assert!(s.view.clocks[Color::Red.index()].remaining > Duration::from_secs(300));
    assert_eq!(
        logged_actions(&h),
        vec![
            ArbiterAction::Pause,
            ArbiterAction::Resume,
            ArbiterAction::SetClock {
                player: Color::Black,
                remaining: Duration::from_secs(300)
            }
        ]
    );
    assert!(
        h.log_text()
            .contains("Arbiter: the clocks are stopped (17.4)")
    );
}

#[test]
fn claims_are_ruled_on_a_cycle_that_goes_on_is_drawn() {
    // The opening position at move 30: past the first 25 moves, where a drawn cycle
    // would only oblige Red to vary (2011 规则 4.3; `chuhe judge --competition` says
    // so for the same moves from move 1).
    let mut c = tournament_config();
    c.start = chuhe::rules::Position::from_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 30",
    )
    .unwrap();
    let h = host_with(c, ClockPolicy::Run);
    let (red, black, arb) = seated(&h);
    // 23.3: the arbiter's own audit at the start: nothing is upheld, nobody pays.
    rule(&arb, ArbiterAction::RuleNaturalLimit { claimant: None }).unwrap();
    both_told(
        &[&red, &black],
        "the arbiter audits the natural limit",
        "23.3",
    );
    let s = red.latest();
    assert!(s.view.verdict.is_none());
    assert!(
        s.view.fouls.iter().all(Vec::is_empty),
        "no claimant, no foul"
    );
    // A claim Red made, ruled by the arbiter: false, so Red's foul and 5 minutes (23.3).
    let before = s.view.clocks[Color::Red.index()].remaining;
    rule(
        &arb,
        ArbiterAction::RuleNaturalLimit {
            claimant: Some(Color::Red),
        },
    )
    .unwrap();
    let s = black.state_where("Red's foul", |s| {
        !s.view.fouls[Color::Red.index()].is_empty()
    });
    assert_eq!(
        before - s.view.clocks[Color::Red.index()].remaining,
        Duration::from_secs(300)
    );

    // 23.2 before any cycle: refused, and nothing logged.
    assert_eq!(
        rule(&arb, ArbiterAction::CycleDraw).map_err(|e| e.starts_with("no draw (23.2)")),
        Err(true)
    );
    // 24 asked at the start: not a pending position.
    rule(&arb, ArbiterAction::RulePending { claimant: None }).unwrap();
    both_told(&[&red, &black], "the pending position is ruled on", "24");

    // Horses out and back twice: the start position stands a third time (24).
    for (i, mv) in [
        "h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0", "g7h9",
    ]
    .iter()
    .enumerate()
    {
        let p = if i % 2 == 0 { &red } else { &black };
        p.play(mv).unwrap();
        red.plies(i + 1);
    }
    rule(&arb, ArbiterAction::CycleDraw).unwrap();
    both_told(
        &[&red, &black],
        "a draw, though neither side offered one",
        "23.2",
    );
    let s = black.state_where("over", |s| s.view.verdict.is_some());
    let v = s.view.verdict.clone().unwrap();
    assert_eq!(v.outcome, Outcome::Draw);
    assert_eq!(v.reason.article(), "23.2");
    let actions = logged_actions(&h);
    assert_eq!(actions.last(), Some(&ArbiterAction::CycleDraw));
    assert_eq!(
        actions.len(),
        4,
        "the refused 23.2 is not on the record: {actions:?}"
    );
    let sheet = save_of(&h).record.unwrap();
    assert!(
        chuhe::match_control::Match::replay(&sheet).is_ok(),
        "the record with the arbiter's actions replays"
    );
}

#[test]
fn fouls_sanctions_and_an_ended_game() {
    let h = tournament_host();
    let (red, black, arb) = seated(&h);
    rule(
        &arb,
        ArbiterAction::Foul {
            player: Color::Black,
            kind: FoulKind::Distraction,
        },
    )
    .unwrap();
    both_told(&[&red, &black], "a foul by Black", "9.1.1");
    red.state_where("Black's foul", |s| {
        s.view.fouls[Color::Black.index()].len() == 1
    });
    rule(
        &arb,
        ArbiterAction::Sanction {
            player: Color::Red,
            sanction: Sanction::Warning,
            note: "赛场内使用手机".into(),
        },
    )
    .unwrap();
    let t = told(&black, "a warning for Red");
    assert!(t.zh.contains("警告") && t.zh.contains("(18.1)") && t.zh.contains("赛场内使用手机"));
    assert!(
        red.latest().view.verdict.is_none(),
        "a warning ends nothing"
    );

    let ruling = Ruling {
        article: "17.4".into(),
        text: Text::new(
            "红方拒绝记录 (17.4)",
            "Red refused to keep the scoresheet (17.4)",
        ),
    };
    rule(
        &arb,
        ArbiterAction::Declare {
            verdict: Verdict {
                outcome: Outcome::BlackWins,
                reason: Reason::ArbiterDecision(ruling),
            },
        },
    )
    .unwrap();
    let t = told(&red, "the game is ended by ruling");
    assert!(
        t.en.contains("Red refused to keep the scoresheet (17.4)"),
        "{}",
        t.en
    );
    let s = black.state_where("over", |s| s.view.verdict.is_some());
    assert_eq!(s.view.verdict.clone().unwrap().outcome, Outcome::BlackWins);
    let save = save_of(&h);
    assert!(save.over);
    assert_eq!(logged_actions(&h).len(), 3);
}

#[test]
fn disqualification_loses_the_game_18_2() {
    let h = tournament_host();
    let (red, _black, arb) = seated(&h);
    rule(
        &arb,
        ArbiterAction::Sanction {
            player: Color::Black,
            sanction: Sanction::Disqualification,
            note: String::new(),
        },
    )
    .unwrap();
    let s = red.state_where("over", |s| s.view.verdict.is_some());
    let v = s.view.verdict.clone().unwrap();
    assert_eq!(v.outcome, Outcome::RedWins);
    assert_eq!(v.reason.article(), "18.2");
}

/// Every arbiter's message, for the refusal tests.
fn every_action() -> Vec<ArbiterAction> {
    vec![
        ArbiterAction::Pause,
        ArbiterAction::Resume,
        ArbiterAction::SetClock {
            player: Color::Red,
            remaining: Duration::from_secs(1),
        },
        ArbiterAction::RuleNaturalLimit { claimant: None },
        ArbiterAction::RulePending { claimant: None },
        ArbiterAction::CycleDraw,
        ArbiterAction::Foul {
            player: Color::Red,
            kind: FoulKind::Conduct,
        },
        ArbiterAction::Sanction {
            player: Color::Black,
            sanction: Sanction::Disqualification,
            note: String::new(),
        },
        ArbiterAction::Declare {
            verdict: Verdict::loss(
                Color::Black,
                Reason::ArbiterDecision(Ruling {
                    article: "17.4".into(),
                    text: Text::new("x", "x"),
                }),
            ),
        },
    ]
}

#[test]
fn players_and_spectators_are_refused_with_a_code() {
    let h = tournament_host();
    let (red, black, _arb) = seated(&h);
    let watcher = spectator(&h);
    for c in [&red, &black, &watcher] {
        for action in every_action() {
            let id = c.link.arbiter(action.clone()).unwrap();
            let r = reply_of(c, id);
            assert!(!r.ok, "{action:?}");
            assert_eq!(r.code, Some(ErrorCode::NotArbiter), "{action:?}");
            assert_eq!(
                r.error.unwrap().en,
                "only the game's arbiter can do this (17)"
            );
        }
        let id = c.link.next_round().unwrap();
        assert_eq!(reply_of(c, id).code, Some(ErrorCode::NotArbiter));
    }
    // Nothing changed: no arbiter's action on the record, the game as it was.
    assert!(logged_actions(&h).is_empty());
    let s = red.latest();
    assert!(s.view.verdict.is_none() && !s.view.paused && s.view.fouls.iter().all(Vec::is_empty));
    red.play("h2e2").unwrap();
    assert!(
        h.log_text()
            .contains("Red sent an arbiter's message: refused")
    );
}

#[test]
fn a_wrong_token_or_none_never_opens_the_arbiters_seat() {
    let h = tournament_host();
    let (red, _black, _arb) = seated(&h);
    let seat_token = red.link.token().unwrap();
    for token in [Some(Token::random().unwrap()), Some(seat_token), None] {
        match arbiter_with(&h, token.clone()) {
            Err(chuhe::net::LinkError::Refused(e)) => {
                assert_eq!(e.code, ErrorCode::BadToken, "{token:?}");
                assert!(
                    e.message.en.contains("wrong arbiter token"),
                    "{}",
                    e.message.en
                );
            }
            Err(other) => panic!("{token:?}: {other:?}"),
            Ok(_) => panic!("{token:?} opened the arbiter's seat"),
        }
    }
    // A raw hello of the arbiter's role with a well-formed wrong token: closed.
    let wrong = Token::random().unwrap().to_string();
    let mut raw = Raw::hello(&h, "arbiter", Some(&wrong));
    assert_eq!(raw.error_then_close().as_deref(), Some("bad_token"));
    // The arbiter's token does not open a player's seat either.
    let arb_token = h.host.arbiter_token().unwrap().to_string();
    let mut raw = Raw::hello(&h, "play", Some(&arb_token));
    assert_eq!(raw.error_then_close().as_deref(), Some("bad_token"));
}

#[test]
fn the_token_is_in_a_file_only_its_owner_reads() {
    use std::os::unix::fs::PermissionsExt;
    let h = tournament_host();
    let file = h
        .host
        .arbiter_file()
        .expect("written when the game is saved");
    let mode = std::fs::metadata(file).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    let text = std::fs::read_to_string(file).unwrap();
    assert_eq!(
        text.trim(),
        h.host.arbiter_token().unwrap().to_string(),
        "the file holds the token"
    );
    // A game that does not belong to an event answers next_round with its code.
    let _players = seated(&h);
    let arb = arbiter(&h);
    let id = arb.link.next_round().unwrap();
    assert_eq!(reply_of(&arb, id).code, Some(ErrorCode::NoEvent));
}

/// A tournament board: seats kept for alice (Red) and bob (Black), the game started
/// before anyone sits down, as `chuhe tournament serve` starts a round.
fn round_host() -> TestHost {
    let dir = tempfile::tempdir().unwrap();
    let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let time = chuhe::net::host::SharedTime::new(chuhe::match_control::Millis(1_000));
    let mut opts = options(dir.path(), ClockPolicy::Run, std::sync::Arc::clone(&log));
    opts.arbiter.paired = Some(["alice".into(), "bob".into()]);
    let mut c = tournament_config();
    c.red = "alice".into();
    c.black = "bob".into();
    let host = chuhe::net::Host::start(
        opts,
        chuhe::net::Start::New {
            config: Box::new(c),
            seat: None,
        },
        Some(Box::new(time.clone())),
    )
    .unwrap();
    host.control().start_now();
    TestHost {
        host,
        time,
        dir,
        log,
    }
}

fn left(c: &Client, side: Color) -> Duration {
    c.latest().view.clocks[side.index()].remaining
}

const FIFTEEN: Duration = Duration::from_secs(15 * 60);

#[test]
fn one_late_player_loses_only_the_time_of_their_turn_21_1() {
    let h = round_host();
    // Red is at the board when the round starts; Black comes a minute later.
    let red = player(&h, "alice");
    let s = red.state_where("started", |s| s.session.started);
    assert!(
        s.view.clocks[Color::Red.index()].running,
        "Red's clock runs at once"
    );
    h.time.advance(Duration::from_secs(60));
    let black = player(&h, "bob");
    assert_eq!(black.seat(), Color::Black);
    black.state_where("Black seated", |s| s.session.seats[1].connected);
    // Red's clock ran the minute; Black's clock runs from Black's turn only (21.1).
    assert_eq!(left(&black, Color::Red), FIFTEEN - Duration::from_secs(60));
    assert_eq!(left(&black, Color::Black), FIFTEEN);
    assert!(
        save_of(&h).record.unwrap().log.is_empty(),
        "no ruling needed"
    );
}

#[test]
fn both_late_each_is_charged_their_lateness_21_3() {
    let h = round_host();
    // Nobody at the board at the start (a spectator sees it begin) …
    let watcher = spectator(&h);
    watcher.state_where("started", |s| s.session.started);
    // … Black comes after a minute …
    h.time.advance(Duration::from_secs(60));
    let black = player(&h, "bob");
    let t = told(&black, "both players were late");
    assert!(t.en.contains("Black's 1:00 late are charged") && t.en.contains("(21.3)"));
    assert!(t.zh.contains("扣除黑方迟到时间1:00 (21.3)"), "{}", t.zh);
    // … Red half a minute later: Red's own clock ran those 90 s, nothing to add.
    h.time.advance(Duration::from_secs(30));
    let red = player(&h, "alice");
    red.state_where("Red seated", |s| s.session.seats[0].connected);
    assert_eq!(left(&red, Color::Black), FIFTEEN - Duration::from_secs(60));
    assert_eq!(left(&red, Color::Red), FIFTEEN - Duration::from_secs(90));
    assert_eq!(
        logged_actions(&h),
        vec![ArbiterAction::ChargeLateness {
            player: Color::Black,
            late: Duration::from_secs(60)
        }]
    );
    // Only the players paired here sit down.
    let mut c = config(&h, Role::Play);
    c.name = "carol".into();
    match connect(c) {
        Err(chuhe::net::LinkError::Refused(e)) => assert_eq!(e.code, ErrorCode::SeatsTaken),
        other => panic!("{:?}", other.map(|_| ())),
    }
}
