//! The tournament screen: an event file opened with
//! `chuhe tournament open EVENT` or from the file picker (`o`). It shows a round's
//! pairings with their results, the standings with the tie-breaks (15) and the
//! cross-table; it pairs the next round, enters a board's result, withdraws a player
//! (20), and starts a board's game here, hot-seat (`tournament_board.rs`).
//!
//! Every change goes through the event's own checks (`chuhe_tournament::Event`),
//! and is written to the file at once, atomically (the app's `WriteData`), so that
//! nothing entered is lost; a refused change leaves the event as it was and says why.

use std::path::{Path, PathBuf};

use ratatui::Frame;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use chuhe_core::catalogue::UiText;
use chuhe_core::lang::{Lang, Render};
use chuhe_tournament::{
    CrossTable, Event, GameResult, Refusal, System, TournamentError, crosstable_text,
    pair_next_round, standings, standings_text, store,
};

use super::study_board::draw_hints;
use super::{Cx, Effect, Screen};
use crate::action::{Action, Dir, Step};
use crate::app::{StatusKind, Work};
use crate::i18n::Msg;
use crate::keys::{self, Binding};
use crate::theme::Role;
use crate::tournament_board::{TournamentBoard, config_for};
use crate::view::put;

/// What the body shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum View {
    Pairings,
    Standings,
    CrossTable,
}

impl View {
    const ALL: [View; 3] = [View::Pairings, View::Standings, View::CrossTable];

    fn title(self) -> Msg {
        match self {
            View::Pairings => Msg::TourPairings,
            View::Standings => Msg::TourStandings,
            View::CrossTable => Msg::TourCrossTable,
        }
    }

    fn next(self) -> View {
        let i = View::ALL.iter().position(|v| *v == self).unwrap_or(0);
        View::ALL[(i + 1) % View::ALL.len()]
    }
}

/// Systems by their catalogue names (a system without one shows its file name).
const SYSTEM_NAMES: &[(System, Msg)] = &[
    (System::RoundRobin, Msg::TourRoundRobin),
    (System::DoubleRoundRobin, Msg::TourDoubleRoundRobin),
    (System::Swiss, Msg::TourSwiss),
    (System::Knockout, Msg::TourKnockout),
    (System::DoubleElimination, Msg::TourDoubleElimination),
    (System::GroupedRoundRobin, Msg::TourGroupedRoundRobin),
];

pub(crate) fn system_name(system: System, lang: Lang) -> String {
    SYSTEM_NAMES
        .iter()
        .find(|(s, _)| *s == system)
        .map_or_else(|| system.as_str().to_string(), |(_, m)| m.text(lang).into())
}

pub struct TournamentScreen {
    path: PathBuf,
    event: Event,
    view: View,
    /// The round shown (1-based; 0 while none is paired).
    round: u32,
    /// The chosen board (index into the round's games) and player (standings row).
    board: usize,
    player: usize,
    /// A withdrawal waiting for `y`.
    asking_withdraw: Option<String>,
    /// A result key on a board with a different result: (round, board, result)
    /// waiting for `y` before it replaces the old one.
    asking_replace: Option<(u32, u32, GameResult)>,
    /// A late entry being typed (`a`): NAME or NAME:RATING.
    adding: Option<String>,
}

impl TournamentScreen {
    /// Reads the event file; an error says what is wrong with it, and where.
    /// The error is the core's, rendered by the caller in the interface's language.
    pub fn open(path: &Path) -> Result<TournamentScreen, TournamentError> {
        let event = store::load(path)?;
        Ok(TournamentScreen::new(path.to_path_buf(), event))
    }

    pub fn new(path: PathBuf, event: Event) -> TournamentScreen {
        let round = event.rounds_paired();
        TournamentScreen {
            path,
            event,
            view: View::Pairings,
            round,
            board: 0,
            player: 0,
            asking_withdraw: None,
            asking_replace: None,
            adding: None,
        }
    }

    pub fn event(&self) -> &Event {
        &self.event
    }

    pub fn view(&self) -> View {
        self.view
    }

    /// Whether `path` holds an event (its `format` field), read without judging it.
    pub fn is_event_file(path: &Path) -> bool {
        #[derive(serde::Deserialize)]
        struct Head {
            format: String,
        }
        path.extension().is_some_and(|e| e == "json")
            && std::fs::read_to_string(path)
                .ok()
                .and_then(|t| serde_json::from_str::<Head>(&t).ok())
                .is_some_and(|h| h.format == chuhe_tournament::FORMAT)
    }

    fn games(&self) -> &[chuhe_tournament::RoundGame] {
        self.round
            .checked_sub(1)
            .and_then(|i| self.event.rounds.get(i as usize))
            .map_or(&[], |r| r.games.as_slice())
    }

    /// The event written back to its file.
    pub(crate) fn save(&self) -> Effect {
        let mut text = serde_json::to_string_pretty(&self.event).unwrap_or_default();
        text.push('\n');
        Effect::Work(Work::WriteData {
            path: self.path.clone(),
            bytes: text.into_bytes(),
        })
    }

    /// Applies a change to a copy of the event; the copy replaces it, and is saved,
    /// only when the change succeeded.
    fn change(
        &mut self,
        f: impl FnOnce(&mut Event) -> Result<UiText, chuhe_tournament::TournamentError>,
        lang: Lang,
    ) -> Vec<Effect> {
        let mut copy = self.event.clone();
        match f(&mut copy) {
            Ok(said) => {
                self.event = copy;
                vec![
                    self.save(),
                    Effect::Status(StatusKind::Ok, said.render(lang)),
                ]
            }
            Err(e) => refused(&e, lang),
        }
    }

    fn rows(&self) -> usize {
        match self.view {
            View::Pairings => self.games().len(),
            View::Standings => self.event.players.len(),
            View::CrossTable => 0,
        }
    }

    fn move_by(&mut self, delta: isize) {
        let last = self.rows().saturating_sub(1) as isize;
        let at = match self.view {
            View::Pairings => &mut self.board,
            _ => &mut self.player,
        };
        *at = (*at as isize + delta).clamp(0, last.max(0)) as usize;
    }

    fn chosen_player(&self) -> Option<String> {
        standings(&self.event)
            .rows
            .get(self.player)
            .map(|s| s.player.clone())
    }

    /// The body's lines, and which of them is chosen.
    fn body(&self, lang: Lang) -> (Vec<String>, Option<usize>) {
        match self.view {
            View::Pairings => {
                if self.round == 0 {
                    return (vec![Msg::TourNoRounds.text(lang).to_string()], None);
                }
                let games = self.games();
                let width = games
                    .iter()
                    .map(|g| self.event.name_of(g.red).width())
                    .max()
                    .unwrap_or(0);
                let mut lines: Vec<String> = games
                    .iter()
                    .map(|g| {
                        let red = self.event.name_of(g.red);
                        let pad = " ".repeat(width - red.width());
                        let result = g.result.map_or("—", GameResult::as_str);
                        format!(
                            "{:>3}  {red}{pad}  {result:^7}  {}",
                            g.board,
                            self.event.name_of(g.black)
                        )
                    })
                    .collect();
                let round = &self.event.rounds[self.round as usize - 1];
                if let Some(bye) = round.bye {
                    lines.push(UiText::TourBye(self.event.name_of(bye).to_string()).render(lang));
                }
                (lines, Some(self.board))
            }
            View::Standings => {
                let text = standings_text(&standings(&self.event), lang);
                // The first line is the title (the screen has its own); then the
                // header, then one line a player.
                let lines: Vec<String> = text.lines().skip(1).map(str::to_string).collect();
                (lines, Some(self.player + 1))
            }
            View::CrossTable => {
                let text = crosstable_text(&CrossTable::of(&self.event), lang);
                (text.lines().skip(1).map(str::to_string).collect(), None)
            }
        }
    }
}

impl TournamentScreen {
    /// Records a board's result (the core refuses one that can no longer change).
    fn record(&mut self, round: u32, board: u32, result: GameResult, lang: Lang) -> Vec<Effect> {
        self.change(
            |e| {
                e.record_result(round, board, result, None)?;
                Ok(UiText::TourResultSet {
                    round,
                    board,
                    result: result.as_str().to_string(),
                })
            },
            lang,
        )
    }
}

/// A name no player of `event` has, to ask the core whether it takes a player now.
fn unused_name(event: &Event) -> String {
    let mut name = String::from("?");
    while event.player_by_name(&name).is_some() {
        name.push('?');
    }
    name
}

/// `王天一` or `王天一:2650` (the command line's `--players` entry; a full-width colon
/// as an IME types it, too).
fn parse_entry(text: &str) -> Result<(String, Option<u32>), String> {
    match text.rsplit_once([':', '：']) {
        Some((name, rating)) => {
            let r = rating.trim();
            r.parse()
                .map(|r| (name.trim().to_string(), Some(r)))
                .map_err(|_| r.to_string())
        }
        None => Ok((text.trim().to_string(), None)),
    }
}

impl TournamentScreen {
    /// A late entry (`a`): the core's `add_player` decides (a Swiss event takes one
    /// any time, for the rounds still to pair; another system only before round 1).
    fn add_late_entry(&mut self, typed: &str, lang: Lang) -> Vec<Effect> {
        let (name, rating) = match parse_entry(typed) {
            Ok(entry) => entry,
            Err(text) => {
                return vec![Effect::Status(
                    StatusKind::Error,
                    UiText::TnewBadNumber {
                        field: Msg::TnewRating.text(lang).to_string(),
                        text,
                    }
                    .render(lang),
                )];
            }
        };
        self.change(
            |e| {
                e.add_player(&name, rating)?;
                Ok(UiText::TourAdded {
                    name: name.clone(),
                    players: e.players.len(),
                })
            },
            lang,
        )
    }
}

/// The core's refusal, in the interface's language.
fn refused(why: &chuhe_tournament::TournamentError, lang: Lang) -> Vec<Effect> {
    vec![Effect::Status(
        StatusKind::Error,
        UiText::TourRefused(why.render(lang)).render(lang),
    )]
}

impl Screen for TournamentScreen {
    fn name(&self) -> &'static str {
        "tournament"
    }

    fn keys(&self) -> &'static [Binding] {
        if self.adding.is_some() {
            keys::TOURNAMENT_ADD
        } else {
            keys::TOURNAMENT
        }
    }

    fn takes_text(&self) -> bool {
        self.adding.is_some()
    }

    fn help_keys(&self, lang: Lang) -> Vec<(String, Msg)> {
        keys::help_lines_of(keys::TOURNAMENT, lang)
    }

    fn update(&mut self, action: Action, cx: &Cx) -> Vec<Effect> {
        let lang = cx.look.lang;
        // A withdrawal asked: `y` confirms it, any other key drops it.
        if let Some(name) = self.asking_withdraw.take() {
            if action != Action::Yes {
                return vec![Effect::ClearStatus];
            }
            return self.change(
                |e| {
                    let forfeits = e.withdraw(&name)?.len();
                    Ok(UiText::TourWithdrawn { name, forfeits })
                },
                lang,
            );
        }
        // A result to replace asked: `y` records it, any other key keeps the old one.
        if let Some((round, board, result)) = self.asking_replace.take() {
            if action != Action::Yes {
                return vec![Effect::ClearStatus];
            }
            return self.record(round, board, result, lang);
        }
        // A late entry being typed.
        if let Some(text) = self.adding.as_mut() {
            match action {
                Action::Type(c) if !c.is_control() && text.chars().count() < 96 => text.push(c),
                Action::Paste(p) => text.extend(p.chars().filter(|c| !c.is_control())),
                Action::Erase => {
                    text.pop();
                }
                Action::Submit => {
                    let typed = self.adding.take().unwrap_or_default();
                    return self.add_late_entry(&typed, lang);
                }
                Action::Cancel => {
                    self.adding = None;
                    return vec![Effect::ClearStatus];
                }
                Action::Help => return vec![Effect::Look(Action::Help)],
                Action::Quit => return vec![Effect::Quit],
                _ => {}
            }
            return Vec::new();
        }
        match action {
            Action::AddPlayer => {
                // The core says at once whether the event takes a player now.
                if let Err(e) = self
                    .event
                    .clone()
                    .add_player(&unused_name(&self.event), None)
                {
                    return refused(&e, lang);
                }
                self.adding = Some(String::new());
                return vec![Effect::ClearStatus];
            }
            Action::NewTournament => {
                let dir = self
                    .path
                    .parent()
                    .map(Path::to_path_buf)
                    .unwrap_or_default();
                return vec![Effect::Push(Box::new(
                    super::tournament_new::TournamentNew::in_dir(&dir),
                ))];
            }
            Action::TourView => self.view = self.view.next(),
            Action::Cursor(Dir::Up) => self.move_by(-1),
            Action::Cursor(Dir::Down) => self.move_by(1),
            Action::Step(Step::Back) if self.round > 1 => {
                self.round -= 1;
                self.board = 0;
            }
            Action::Step(Step::Forward) if self.round < self.event.rounds_paired() => {
                self.round += 1;
                self.board = 0;
            }
            Action::PairRound => {
                let mut copy = self.event.clone();
                return match pair_next_round(&mut copy) {
                    Ok((number, true)) => {
                        self.event = copy;
                        self.round = number;
                        self.board = 0;
                        self.view = View::Pairings;
                        vec![
                            self.save(),
                            Effect::Status(StatusKind::Ok, UiText::TourPaired(number).render(lang)),
                        ]
                    }
                    // The last round has games to play: it is shown, nothing changes.
                    Ok((number, false)) => {
                        self.round = number;
                        self.view = View::Pairings;
                        vec![Effect::Status(
                            StatusKind::Warning,
                            UiText::TourNotFinished(number).render(lang),
                        )]
                    }
                    Err(e) => refused(&e, lang),
                };
            }
            Action::TourResult(result) if self.view == View::Pairings => {
                let Some(board) = self.games().get(self.board).map(|g| g.board) else {
                    return Vec::new();
                };
                let round = self.round;
                // A different result already on the board is replaced only after a yes.
                if let Err(TournamentError::Refused(Refusal::ResultExists { old, new, .. })) =
                    self.event.check_replace(round, board, result, false)
                {
                    let ask = UiText::TourReplaceAsk {
                        round,
                        board,
                        old,
                        new,
                    }
                    .render(lang);
                    self.asking_replace = Some((round, board, result));
                    return vec![Effect::Status(StatusKind::Warning, ask)];
                }
                return self.record(round, board, result, lang);
            }
            Action::Withdraw => {
                if self.view != View::Standings {
                    return vec![Effect::Status(
                        StatusKind::Info,
                        Msg::TourWithdrawInStandings.text(lang).to_string(),
                    )];
                }
                if let Some(name) = self.chosen_player() {
                    let ask = UiText::TourWithdrawAsk(name.clone()).render(lang);
                    self.asking_withdraw = Some(name);
                    return vec![Effect::Status(StatusKind::Warning, ask)];
                }
            }
            Action::Submit if self.view == View::Pairings => {
                let Some(board) = self.games().get(self.board).map(|g| g.board) else {
                    return Vec::new();
                };
                return match config_for(&self.event, self.round, board) {
                    Ok(config) => {
                        let mut b = TournamentBoard::new(&self.path, self.round, board);
                        b.back_to_screen = true;
                        vec![Effect::PlayTournament {
                            board: Box::new(b),
                            config: Box::new(config),
                        }]
                    }
                    Err(e) => refused(&e, lang),
                };
            }
            Action::OpenFile => return vec![Effect::Look(Action::OpenFile)],
            Action::Help => return vec![Effect::Look(Action::Help)],
            Action::Back => return vec![Effect::Pop],
            Action::Quit => return vec![Effect::Quit],
            _ => {}
        }
        Vec::new()
    }

    fn draw(&self, frame: &mut Frame, area: Rect, cx: &Cx) {
        let theme = &cx.look.theme;
        let lang = cx.look.lang;
        if area.height < 6 {
            return;
        }
        let buf = frame.buffer_mut();
        let row = |i: u16| Rect::new(area.x, area.y + i, area.width, 1);
        let title = UiText::TourTitle {
            name: self.event.name.clone(),
            system: system_name(self.event.system, lang),
            round: self.round,
            paired: self.event.rounds_paired(),
        }
        .render(lang);
        put(buf, row(0), 1, &title, theme.style(Role::Title));
        // The views, the one shown marked.
        let mut x = 1;
        for v in View::ALL {
            let label = format!(" {} ", v.title().text(lang));
            let style = if v == self.view {
                theme.style(Role::Cursor)
            } else {
                theme.style(Role::Key)
            };
            x = put(buf, row(1), x, &label, style) + 1;
        }
        let (lines, chosen) = self.body(lang);
        let h = area.height.saturating_sub(5) as usize;
        // Keep the chosen line in sight.
        let top = chosen.map_or(0, |c| c.saturating_sub(h.saturating_sub(1)));
        for (i, line) in lines.iter().skip(top).take(h).enumerate() {
            let is_chosen = chosen == Some(top + i);
            let mut style = theme.style(Role::Text);
            if is_chosen {
                style = style.patch(theme.style(Role::Cursor));
            }
            let mark = if is_chosen { "›" } else { " " };
            put(buf, row(3 + i as u16), 1, &format!("{mark} {line}"), style);
        }
        if let Some(text) = &self.adding {
            // The late entry's line, and what to type.
            let x = put(
                buf,
                row(area.height - 2),
                1,
                &format!("{}: ", Msg::TnewPlayer.text(lang)),
                theme.style(Role::Key),
            );
            put(
                buf,
                row(area.height - 2),
                x,
                &format!("{text}▏"),
                theme.style(Role::Text),
            );
            put(
                buf,
                row(area.height - 1),
                1,
                Msg::TourAddPrompt.text(lang),
                theme.style(Role::Dim),
            );
            return;
        }
        if let Some(s) = cx.status {
            let role = match s.kind {
                StatusKind::Error => Role::Error,
                StatusKind::Warning => Role::Warning,
                _ => Role::Text,
            };
            put(buf, row(area.height - 2), 1, &s.text, theme.style(role));
        }
        draw_hints(
            buf,
            row(area.height - 1),
            keys::TOURNAMENT,
            keys::TOURNAMENT_HINTS,
            theme,
            lang,
        );
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}
